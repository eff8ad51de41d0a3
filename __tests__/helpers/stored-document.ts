/**
 * What an artifact in the fake artifact service holds, read from the zip the real client
 * uploaded: the zip's central directory names each file and where its data starts, so a test
 * reads a stored document without the action's own reader (src/features/hand-off/artifacts.ts).
 */
import { inflateRawSync } from 'node:zlib'
import type { FakeArtifacts, StoredArtifact } from './fake-artifacts.js'

const END_OF_DIRECTORY = 0x06054b50
const DIRECTORY_ENTRY = 0x02014b50
const LOCAL_HEADER = 0x04034b50

/** Every file of a zip by name, unpacked (stored or deflated, as archiver writes them). */
export function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  if (end < 0 || zip.readUInt32LE(end) !== END_OF_DIRECTORY) throw new Error('not a zip')
  const entries = zip.readUInt16LE(end + 10)
  let at = zip.readUInt32LE(end + 16)
  const files = new Map<string, Buffer>()
  for (let i = 0; i < entries; i++) {
    if (zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new Error('a zip entry is malformed')
    const method = zip.readUInt16LE(at + 10)
    const packedBytes = zip.readUInt32LE(at + 20)
    const nameBytes = zip.readUInt16LE(at + 28)
    const skip = nameBytes + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32)
    const local = zip.readUInt32LE(at + 42)
    const name = zip.toString('utf8', at + 46, at + 46 + nameBytes)
    if (zip.readUInt32LE(local) !== LOCAL_HEADER) throw new Error(`${name}: no local header`)
    // The local header's own name and extra field lengths: they may differ from the directory's.
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
    const packed = zip.subarray(start, start + packedBytes)
    files.set(name, method === 8 ? inflateRawSync(packed) : packed)
    at += 46 + skip
  }
  return files
}

/** The one JSON document a stored artifact holds, parsed. */
export function storedDocument(artifacts: FakeArtifacts, artifact: StoredArtifact): unknown {
  const zip = artifacts.blobOf(artifact)
  if (zip === undefined) throw new Error(`the artifact '${artifact.name}' has no blob`)
  const files = [...unzip(zip).values()]
  if (files.length !== 1)
    throw new Error(`the artifact '${artifact.name}' holds ${files.length} files`)
  return JSON.parse(files[0].toString('utf8')) as unknown
}

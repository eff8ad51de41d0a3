/**
 * One file out of a zip archive, as the artifact service hands an artifact back: found through
 * the archive's central directory, inflated by node:zlib within the size the directory declares,
 * and checked against its CRC-32. The toolkit's own extraction (unzip-stream) calls `Buffer()`,
 * which Node deprecates with a warning on the step's log (DEP0005) once bundled outside
 * node_modules; an artifact here holds one small document, so reading it needs no more than this.
 */
import { crc32, inflateRawSync } from 'node:zlib'

/** More than any record a job stores; a directory declaring more is refused unread. */
const MAX_ENTRY_BYTES = 512 * 1024 * 1024

const END_OF_DIRECTORY = 0x06054b50
const DIRECTORY_ENTRY = 0x02014b50
const LOCAL_HEADER = 0x04034b50
const STORED = 0
const DEFLATED = 8

function endOfDirectory(zip: Buffer): number {
  // The record is 22 bytes, followed by a comment of at most 65,535.
  const lowest = Math.max(0, zip.length - 22 - 0xffff)
  for (let at = zip.length - 22; at >= lowest; at--)
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) return at
  throw new Error('it is not a zip archive')
}

/** The bytes of the entry `name` of `zip`; throws saying what is wrong with the archive. */
export function zipEntry(zip: Buffer, name: string): Buffer {
  const end = endOfDirectory(zip)
  const entries = zip.readUInt16LE(end + 10)
  let at = zip.readUInt32LE(end + 16)
  for (let i = 0; i < entries; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY)
      throw new Error('its central directory is damaged')
    const nameLength = zip.readUInt16LE(at + 28)
    const entryName = zip.toString('utf8', at + 46, at + 46 + nameLength)
    if (entryName === name) return entryAt(zip, at)
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32)
  }
  throw new Error(`it holds no ${name}`)
}

function entryAt(zip: Buffer, directory: number): Buffer {
  const method = zip.readUInt16LE(directory + 10)
  const crc = zip.readUInt32LE(directory + 16)
  const packed = zip.readUInt32LE(directory + 20)
  const size = zip.readUInt32LE(directory + 24)
  const local = zip.readUInt32LE(directory + 42)
  if (size > MAX_ENTRY_BYTES || packed === 0xffffffff || local === 0xffffffff)
    throw new Error(`its entry is larger than the ${MAX_ENTRY_BYTES / 1024 / 1024} MiB read`)
  if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL_HEADER)
    throw new Error('its entry is damaged')
  const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
  if (start + packed > zip.length) throw new Error('it is cut short')
  const data = zip.subarray(start, start + packed)
  let bytes: Buffer
  if (method === STORED) bytes = data
  else if (method === DEFLATED) bytes = inflateRawSync(data, { maxOutputLength: Math.max(1, size) })
  else throw new Error(`its entry is compressed by method ${method}, not deflate`)
  if (bytes.length !== size || crc32(bytes) !== crc) throw new Error('its entry is damaged')
  return bytes
}

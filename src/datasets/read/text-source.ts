/**
 * A dataset's content as text, as it streams: gzip unpacked when the file is gzip, decoded from
 * its encoding (UTF-8 with or without a byte order mark, UTF-16 by its mark, or the one the
 * `encoding` input names). Memory stays at a chunk or two whatever the file's size.
 */
import { createReadStream, promises as fs } from 'node:fs'
import { TextDecoder } from 'node:util'
import { createGunzip } from 'node:zlib'
import { firstInvalidUtf8 } from './utf8.js'

/** A dataset that cannot be read as what it claims to be: the clause follows the file's name. */
export class DataError extends Error {
  constructor(
    message: string,
    /** One-based line of the problem, when known, for the annotation. */
    readonly line?: number
  ) {
    super(message)
    this.name = 'DataError'
  }
}

/**
 * A gzip stream may unpack to this many times its own size, and to 256 MiB whatever its size.
 * Data compresses about ten times, very repetitive data a hundred; a gzip bomb a thousand, and
 * is refused once it passes the bound, before it costs the step its time.
 */
export const MAX_UNPACK_RATIO = 200
export const MIN_UNPACK_LIMIT = 256 * 1024 ** 2

/** The most a gzip file of `packed` bytes may unpack to. */
export function unpackLimit(packed: number): number {
  return Math.max(MIN_UNPACK_LIMIT, MAX_UNPACK_RATIO * packed)
}

const CHUNK_BYTES = 256 * 1024

/** The first `count` bytes of a file, or all of a shorter one. */
export async function fileStart(file: string, count: number): Promise<Buffer> {
  const handle = await fs.open(file, 'r')
  try {
    const buffer = Buffer.alloc(count)
    const { bytesRead } = await handle.read(buffer, 0, count, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/** A file's bytes, in chunks of the size every reader here takes. */
export function fileChunks(file: string): AsyncIterable<Buffer> {
  return createReadStream(file, { highWaterMark: CHUNK_BYTES })
}

export function isGzip(first: Uint8Array): boolean {
  return first[0] === 0x1f && first[1] === 0x8b
}

/** The file's bytes, unpacked when `gzip`; `counted` learns how many came out. */
export async function* contentBytes(
  file: string,
  gzip: boolean,
  counted: { bytes: number } = { bytes: 0 }
): AsyncGenerator<Buffer> {
  const raw = createReadStream(file, { highWaterMark: CHUNK_BYTES })
  const limit = gzip ? unpackLimit((await fs.stat(file)).size) : Infinity
  if (!gzip) {
    for await (const chunk of raw) {
      counted.bytes += (chunk as Buffer).length
      yield chunk as Buffer
    }
    return
  }
  const gunzip = createGunzip({ chunkSize: CHUNK_BYTES })
  raw.on('error', error => gunzip.destroy(error))
  raw.pipe(gunzip)
  try {
    for await (const chunk of gunzip) {
      counted.bytes += (chunk as Buffer).length
      if (counted.bytes > limit) {
        throw new DataError(
          `unpacks to more than ${(limit / 1024 ** 3).toFixed(1)} GiB, over ${MAX_UNPACK_RATIO} times its packed size: a gzip bomb, or data too repetitive to be a dataset; commit it unpacked, or reduce it`
        )
      }
      yield chunk as Buffer
    }
  } catch (error) {
    if (error instanceof DataError) throw error
    const code = (error as NodeJS.ErrnoException).code
    if (typeof code === 'string' && code.startsWith('Z_'))
      throw new DataError(`is not a whole gzip stream (${(error as Error).message})`)
    throw error
  } finally {
    raw.destroy()
    gunzip.destroy()
  }
}

/** The encoding a text was read in, as its WHATWG name ('utf-8', 'utf-16le', 'windows-1252'). */
export interface Decoding {
  encoding: string
}

/**
 * Text chunks of `bytes`. Without `encoding`, a UTF-16 byte order mark is honoured and anything
 * else must be UTF-8; a byte that is not is refused with its line and the input to set.
 */
export async function* decodedText(
  bytes: AsyncIterable<Buffer>,
  encoding: string | undefined,
  decoding: Decoding = { encoding: 'utf-8' },
  where: () => AsyncIterable<Buffer> = () => bytes
): AsyncGenerator<string> {
  let decoder: TextDecoder | undefined
  let offset = 0
  // The last bytes of the chunk before: a character they begin is only refused with the next.
  let tail: Buffer = Buffer.alloc(0)
  // Lines of the text decoded so far, counted only where bytes are not UTF-8's (UTF-16 and the
  // like), whose line feeds and NULs a byte's position cannot tell.
  let linesBefore = 0
  for await (const chunk of bytes) {
    if (decoder === undefined) {
      decoding.encoding = encoding ?? sniff(chunk)
      decoder = new TextDecoder(decoding.encoding, { fatal: decoding.encoding === 'utf-8' })
    }
    let text: string
    try {
      text = decoder.decode(chunk, { stream: true })
    } catch {
      const joined = Buffer.concat([tail, chunk])
      const at = offset - tail.length + Math.max(0, firstInvalidUtf8(joined))
      const line = await lineOf(where(), at)
      throw new DataError(
        `is not UTF-8 text (bytes that are not UTF-8 on line ${line}); set 'encoding' to the encoding it was saved in, such as windows-1252 (spreadsheets saved on Windows) or shift_jis`,
        line
      )
    }
    offset += chunk.length
    tail = chunk.subarray(Math.max(0, chunk.length - 3))
    const nul = text.indexOf('\0')
    if (nul >= 0) {
      const line =
        decoding.encoding === 'utf-8'
          ? await lineOf(where(), offset - chunk.length + chunk.indexOf(0))
          : linesBefore + countLines(text, nul) + 1
      throw new DataError(
        `holds a NUL byte on line ${line}, so it is not text${encoding === undefined ? ` (UTF-16 without a byte order mark? set 'encoding' to utf-16le)` : ''}`,
        line
      )
    }
    if (decoding.encoding !== 'utf-8') linesBefore += countLines(text, text.length)
    if (text !== '') yield text
  }
  if (decoder === undefined) return
  try {
    const rest = decoder.decode()
    if (rest !== '') yield rest
  } catch {
    throw new DataError(`ends inside a character: its last bytes are not UTF-8`)
  }
}

/** Line feeds in `text` before `end`. */
function countLines(text: string, end: number): number {
  let lines = 0
  for (let i = text.indexOf('\n'); i >= 0 && i < end; i = text.indexOf('\n', i + 1)) lines++
  return lines
}

function sniff(first: Uint8Array): string {
  if (first[0] === 0xff && first[1] === 0xfe) return 'utf-16le'
  if (first[0] === 0xfe && first[1] === 0xff) return 'utf-16be'
  return 'utf-8'
}

/** The one-based line of the byte at `offset`, counted again: only a refusal needs it. */
export async function lineOf(bytes: AsyncIterable<Buffer>, offset: number): Promise<number> {
  let line = 1
  let seen = 0
  for await (const chunk of bytes) {
    const end = Math.min(chunk.length, offset - seen)
    for (let i = chunk.indexOf(0x0a); i >= 0 && i < end; i = chunk.indexOf(0x0a, i + 1)) line++
    seen += chunk.length
    if (seen >= offset) break
  }
  return line
}

import { isUtf8 } from 'node:buffer'
import { promises as fs } from 'node:fs'

/** Length of the sequence a UTF-8 lead byte starts, and the smallest code point it may encode. */
function sequence(lead: number): { need: number; min: number } | undefined {
  if (lead >= 0xc2 && lead <= 0xdf) return { need: 1, min: 0x80 }
  if (lead >= 0xe0 && lead <= 0xef) return { need: 2, min: 0x800 }
  if (lead >= 0xf0 && lead <= 0xf4) return { need: 3, min: 0x10000 }
  return undefined
}

/**
 * Index of the first byte that breaks UTF-8 in `bytes` (a sequence cut short included), or -1.
 * Node's own check answers for valid text; the byte is looked for only in text it refused.
 */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  return isUtf8(bytes) ? -1 : locateInvalidUtf8(bytes)
}

function locateInvalidUtf8(bytes: Uint8Array): number {
  let i = 0
  while (i < bytes.length) {
    const lead = bytes[i]
    if (lead < 0x80) {
      i++
      continue
    }
    const seq = sequence(lead)
    if (seq === undefined) return i
    let code = lead & (0x3f >> seq.need)
    for (let k = 1; k <= seq.need; k++) {
      if (i + k >= bytes.length) return i
      const next = bytes[i + k]
      if ((next & 0xc0) !== 0x80) return i
      code = (code << 6) | (next & 0x3f)
    }
    if (code < seq.min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return i
    i += seq.need + 1
  }
  return -1
}

/** How many bytes at the end of `bytes` begin a UTF-8 sequence that the buffer cuts short. */
function incompleteTail(bytes: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const byte = bytes[bytes.length - back]
    if ((byte & 0xc0) === 0x80) continue
    const seq = sequence(byte)
    return seq !== undefined && seq.need >= back ? back : 0
  }
  return 0
}

export function countNewlines(bytes: Uint8Array, end: number): number {
  let lines = 0
  for (let i = bytes.indexOf(0x0a); i >= 0 && i < end; i = bytes.indexOf(0x0a, i + 1)) lines++
  return lines
}

/** `bytes` as UTF-8, a byte order mark kept as a character; undefined when they are not UTF-8. */
export function strictUtf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)
  } catch {
    return undefined
  }
}

export function hasUtf8Bom(bytes: Uint8Array): boolean {
  return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf
}

/** What one read takes at most: memory stays flat however large the file is. */
const CHUNK_BYTES = 256 * 1024

/**
 * Reads a file through one reused buffer, in chunks that end on a character boundary, so each
 * can be checked or decoded on its own. A chunk is valid only until the next one is asked for.
 * A sequence the file itself cuts short comes last, alone, for the caller's check to refuse.
 */
export async function* utf8Chunks(file: string, expectedBytes?: number): AsyncGenerator<Buffer> {
  // A small file gets a buffer its size (from Node's shared pool): thousands of them, each
  // with a chunk-sized buffer, cost more in garbage collection than in reading.
  const chunkBytes = Math.min(CHUNK_BYTES, Math.max((expectedBytes ?? CHUNK_BYTES) + 1, 16))
  const buffer = Buffer.allocUnsafe(chunkBytes)
  // Bytes of a character cut by the previous read, moved to the buffer's start.
  let carried = 0
  const handle = await fs.open(file, 'r')
  try {
    for (;;) {
      const { bytesRead } = await handle.read(buffer, carried, chunkBytes - carried)
      if (bytesRead === 0) break
      const bytes = buffer.subarray(0, carried + bytesRead)
      const end = bytes.length - incompleteTail(bytes)
      yield bytes.subarray(0, end)
      carried = bytes.length - end
      bytes.copy(buffer, 0, end)
    }
  } finally {
    await handle.close()
  }
  if (carried > 0) yield buffer.subarray(0, carried)
}

/**
 * A name read as bytes, quoted for a message: UTF-8 text as it is, control characters escaped,
 * and each byte that is not UTF-8 shown as \xNN, so the name can be found and renamed.
 */
export function quoteBytes(bytes: Buffer, max = 120): string {
  let text = ''
  let rest = bytes
  for (let at = firstInvalidUtf8(rest); at >= 0; at = firstInvalidUtf8(rest)) {
    text += `${rest.subarray(0, at).toString('utf8')}\u0000${rest[at].toString(16).toUpperCase().padStart(2, '0')}`
    rest = rest.subarray(at + 1)
  }
  text += rest.toString('utf8')
  const shown = text.length > max ? `${text.slice(0, max)}…` : text
  // The NUL marks stand for the bad bytes: a file name never holds NUL itself.
  return JSON.stringify(shown).replace(/\\u0000([0-9A-F]{2})/g, '\\x$1')
}

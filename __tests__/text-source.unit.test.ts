/**
 * A dataset's bytes as text: gzip unpacked, then decoded from UTF-8 (with or without its mark),
 * UTF-16 by its mark, or the encoding the `encoding` input names. Expected texts are written by
 * hand; gzip files are made by Node's zlib, the reference the action reads them with.
 */
import { closeSync, openSync, statSync, writeSync } from 'node:fs'
import { constants, deflateRawSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import {
  contentBytes,
  DataError,
  decodedText,
  MAX_UNPACK_RATIO,
  MIN_UNPACK_LIMIT,
  type Decoding
} from '../src/datasets/read/text-source.js'
import { saying } from './helpers/meaning.js'
import { makeWorkspace, type Workspace } from './helpers/workspace.js'

let ws: Workspace
beforeAll(() => {
  ws = makeWorkspace()
})
afterAll(() => ws.remove())

async function* pieces(parts: readonly (Buffer | number[])[]): AsyncGenerator<Buffer> {
  for (const part of parts) yield Buffer.from(part)
}

/** The text of `parts` decoded, and the encoding it was read in. */
async function decode(
  parts: readonly (Buffer | number[])[],
  encoding?: string
): Promise<{ text: string; encoding: string }> {
  const decoding: Decoding = { encoding: 'utf-8' }
  let text = ''
  for await (const chunk of decodedText(pieces(parts), encoding, decoding, () => pieces(parts)))
    text += chunk
  return { text, encoding: decoding.encoding }
}

async function failure(
  parts: readonly (Buffer | number[])[],
  encoding?: string
): Promise<DataError> {
  const error = await decode(parts, encoding).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(DataError)
  return error as DataError
}

const utf8 = (text: string) => Buffer.from(text, 'utf8')
const BOM8 = [0xef, 0xbb, 0xbf]

describe('decoding text', () => {
  it('reads UTF-8 as it is', async () => {
    expect(await decode([utf8('city,n\nZürich,1\n')])).toEqual({
      text: 'city,n\nZürich,1\n',
      encoding: 'utf-8'
    })
  })

  it('drops a UTF-8 byte order mark', async () => {
    expect(await decode([BOM8, utf8('a,b\n1,2\n')])).toEqual({
      text: 'a,b\n1,2\n',
      encoding: 'utf-8'
    })
  })

  it('keeps characters whole when every byte comes alone', async () => {
    const bytes = utf8('name\n€uro\n𝄞 clef\né\n')
    const { text } = await decode([...bytes].map(byte => [byte]))
    expect(text).toBe('name\n€uro\n𝄞 clef\né\n')
  })

  it('reads UTF-16LE by its byte order mark, without the mark', async () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('a,b\nÉté,€\n', 'utf16le')])
    expect(await decode([bytes.subarray(0, 5), bytes.subarray(5)])).toEqual({
      text: 'a,b\nÉté,€\n',
      encoding: 'utf-16le'
    })
  })

  it('reads UTF-16BE by its byte order mark, without the mark', async () => {
    const bytes = Buffer.concat([
      Buffer.from([0xfe, 0xff]),
      Buffer.from('a,b\nÉté,€\n', 'utf16le').swap16()
    ])
    expect(await decode([bytes])).toEqual({ text: 'a,b\nÉté,€\n', encoding: 'utf-16be' })
  })

  it('reads windows-1252 when named: the euro, accents and curly quotes', async () => {
    // € é “ ” Ÿ in windows-1252.
    const bytes = [...utf8('word\n'), 0x80, 0xe9, 0x93, 0x94, 0x9f, 0x0a]
    expect(await decode([bytes], 'windows-1252')).toEqual({
      text: 'word\n€é“”Ÿ\n',
      encoding: 'windows-1252'
    })
  })

  it('reads shift_jis when named', async () => {
    // 東京 in Shift JIS.
    const bytes = [...utf8('city\n'), 0x93, 0x8c, 0x8b, 0x9e, 0x0a]
    expect((await decode([bytes], 'shift_jis')).text).toBe('city\n東京\n')
  })

  it('refuses bytes that are not UTF-8, naming their line and the encoding input', async () => {
    const error = await failure([utf8('a,b\n1,2\n'), [0x43, 0x61, 0x66, 0xe9, 0x2c, 0x33, 0x0a]])
    expect(error.message).toMatch(saying('not UTF-8', 'line 3', "'encoding'", 'windows-1252'))
    expect(error.line).toBe(3)
  })

  it('names the line of a bad byte that ends one chunk, whatever follows in the next', async () => {
    // An é cut after its first byte at the end of line 2; a stray byte further down, on line 5.
    const next = Buffer.concat([utf8('\n3,4\n5,6\n'), Buffer.from([0xff, 0x0a])])
    const error = await failure([utf8('a,b\nx,'), [0xc3], next])
    expect(error.line).toBe(2)
    expect(error.message).toMatch(saying('line 2'))
  })

  it('refuses text that ends inside a character', async () => {
    const error = await failure([utf8('a,b\n1,'), [0xe2, 0x82]])
    expect(error.message).toMatch(saying('ends inside a character'))
  })

  it('refuses a NUL byte, naming its line and UTF-16 as the likely cause', async () => {
    const error = await failure([utf8('a,b\n1,2\n3,'), [0x00], utf8('\n')])
    expect(error.message).toMatch(saying('NUL', 'line 3', 'utf-16le', "'encoding'"))
    expect(error.line).toBe(3)
  })

  it('refuses UTF-16 without a byte order mark, saying to name it', async () => {
    const error = await failure([Buffer.from('a,b\n1,2\n', 'utf16le')])
    expect(error.message).toMatch(saying('NUL', "'encoding'", 'utf-16le'))
  })

  it('names the line of a NUL character in UTF-16 text', async () => {
    const bytes = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('a,b\n1,2\n3,\u0000\n', 'utf16le')
    ])
    const error = await failure([bytes], 'utf-16le')
    expect(error.message).toMatch(saying('NUL', 'line 3'))
    expect(error.line).toBe(3)
  })
})

async function readAll(file: string, gzip: boolean): Promise<Buffer> {
  const parts: Buffer[] = []
  for await (const chunk of contentBytes(file, gzip)) parts.push(Buffer.from(chunk))
  return Buffer.concat(parts)
}

describe('gzip', () => {
  const TEXT = 'id,name\n' + Array.from({ length: 5000 }, (_, i) => `${i},item ${i}\n`).join('')

  it('reads a plain file as it is', async () => {
    const file = ws.write('plain.csv', TEXT)
    expect((await readAll(file, false)).toString()).toBe(TEXT)
  })

  it('unpacks a gzip file', async () => {
    const file = ws.write('sales.csv.gz', gzipSync(TEXT))
    expect((await readAll(file, true)).toString()).toBe(TEXT)
  })

  it('unpacks a file of two gzip members, one after the other, as cat makes it', async () => {
    const file = ws.write('two.csv.gz', Buffer.concat([gzipSync('a,b\n1,2\n'), gzipSync('3,4\n')]))
    expect((await readAll(file, true)).toString()).toBe('a,b\n1,2\n3,4\n')
  })

  it('refuses a truncated gzip file', async () => {
    const packed = gzipSync(TEXT)
    const file = ws.write('cut.csv.gz', packed.subarray(0, Math.floor(packed.length / 2)))
    await expect(readAll(file, true)).rejects.toThrow(DataError)
    await expect(readAll(file, true)).rejects.toThrow(saying('not a whole gzip stream'))
  })

  it('refuses a gzip file whose content was damaged', async () => {
    const packed = Buffer.from(gzipSync(TEXT))
    // The stored CRC-32 of the content, in the trailer, no longer matches it.
    packed[packed.length - 8] ^= 0xff
    const file = ws.write('crc.csv.gz', packed)
    await expect(readAll(file, true)).rejects.toThrow(saying('not a whole gzip stream'))
  })

  it('refuses a stream that unpacks past its cap (a gzip bomb) as soon as it passes it', async () => {
    // Zeros compress a thousandfold: one flushed deflate segment of 16 MiB, repeated, is a valid
    // stream that unpacks to over a thousand times its size. Its trailer is never reached, so it
    // need not be right.
    const segment = deflateRawSync(Buffer.alloc(16 * 1024 * 1024), {
      level: 9,
      finishFlush: constants.Z_SYNC_FLUSH
    })
    const file = ws.write('bomb.csv.gz', Buffer.alloc(0))
    const fd = openSync(file, 'w')
    writeSync(fd, Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]))
    const segments = 40
    for (let i = 0; i < segments; i++) writeSync(fd, segment)
    writeSync(fd, Buffer.from([0x03, 0x00, 0, 0, 0, 0, 0, 0, 0, 0]))
    closeSync(fd)
    const packed = statSync(file).size
    // 40 segments of about 16 KB: the floor, not the ratio, is the cap here.
    expect(MAX_UNPACK_RATIO * packed).toBeLessThan(MIN_UNPACK_LIMIT)

    let unpacked = 0
    const reading = (async () => {
      for await (const chunk of contentBytes(file, true)) unpacked += chunk.length
    })()
    await expect(reading).rejects.toThrow(saying('unpacks to more than 0.3 GiB', 'gzip bomb'))
    expect(unpacked).toBeLessThanOrEqual(MIN_UNPACK_LIMIT)
    expect(unpacked).toBeGreaterThan(MIN_UNPACK_LIMIT - 1024 * 1024)
  }, 60_000)
})

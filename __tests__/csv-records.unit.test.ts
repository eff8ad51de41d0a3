/**
 * Reading CSV records: what the scan of RFC 4180 text reads, checked against csv-parse reading the
 * whole text at once, over thousands of generated records cut into pieces anywhere.
 */
import { describe, expect, it } from '@jest/globals'
import { parse } from 'csv-parse/sync'
import { readCsvRecords } from '../src/datasets/read/csv-records.js'
import { scanRecords } from '../src/datasets/read/csv-scan.js'

/** A small seeded generator (mulberry32), so a failure can be run again. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Pick = <T>(options: readonly T[]) => T

const PLAIN = ['', 'a', 'Zürich', '42', 'x y', ' padded ', '€5', 'end\u00a0']
const INSIDE = [',', '""', '\r\n', '\n', '\r', 'a', ' ', 'é', '""""', ',,']

function quoted(pick: Pick): string {
  const parts = Array.from({ length: pick([0, 1, 2, 3, 5]) }, () => pick(INSIDE))
  return `"${parts.join('')}"`
}

function record(pick: Pick): string {
  const count = pick([1, 1, 2, 3, 5, 8])
  return Array.from({ length: count }, () =>
    pick([0, 1]) === 0 ? pick(PLAIN) : quoted(pick)
  ).join(',')
}

/** A file as a spreadsheet or a script writes it: one line ending, quotes where needed or not. */
function file(seed: number, records: number): string {
  const next = random(seed)
  const pick: Pick = options => options[Math.floor(next() * options.length)]
  const end = pick(['\n', '\r\n'])
  const lines = Array.from({ length: records }, () => (pick([0, 0, 0, 0, 1]) ? '' : record(pick)))
  const bom = pick(['', '\uFEFF'])
  return bom + lines.join(end) + pick(['', end])
}

const OPTIONS = { relax_column_count: true, relax_quotes: true, skip_empty_lines: true, bom: true }

function expected(text: string): string[][] {
  return parse(text, OPTIONS)
}

function pieces(text: string, seed: number): string[] {
  const next = random(seed)
  const out: string[] = []
  for (let i = 0; i < text.length;) {
    const size = 1 + Math.floor(next() * (next() < 0.5 ? 8 : 400))
    out.push(text.slice(i, i + size))
    i += size
  }
  return out
}

async function read(chunks: Iterable<string>): Promise<string[][]> {
  const found: string[][] = []
  await readCsvRecords(chunks, record => {
    found.push(typeof record === 'string' ? record.split(',') : record)
  })
  return found
}

const SEEDS = Array.from({ length: 60 }, (_, i) => i + 1)

describe('scanning RFC 4180 records', () => {
  it('reads every generated file alone, as csv-parse reads it', () => {
    let records = 0
    for (const seed of SEEDS) {
      const text = file(seed, 120).replace(/^\uFEFF/, '')
      const found: string[][] = []
      const scanned = scanRecords(text, true, record => {
        found.push(typeof record === 'string' ? record.split(',') : record)
        return true
      })
      expect({ seed, irregular: scanned.irregular, next: scanned.next }).toEqual({
        seed,
        irregular: false,
        next: text.length
      })
      expect({ seed, found }).toEqual({ seed, found: expected(text) })
      records += found.length
    }
    expect(records).toBeGreaterThan(5000)
  })

  it('reads a quoted field in one piece whatever follows it', () => {
    const found: (string | string[])[] = []
    const take = (record: string | string[]) => found.push(record) > 0
    expect(scanRecords('"a\r\nb","c""d"\r\n"', false, take)).toEqual({ next: 15, irregular: false })
    expect(found).toEqual([['a\r\nb', 'c"d']])
  })

  it('waits for more text where a record could still go on', () => {
    for (const text of ['a,"b', 'a,"b"', 'a,b\r', 'a,', '"x""'])
      expect(scanRecords(text, false, () => true)).toEqual({ next: 0, irregular: false })
  })

  it('leaves to csv-parse a record that RFC 4180 does not write', () => {
    for (const text of ['a"b,c\n', '"a"b,c\n', '"a" ,c\n', 'a\rb\n', '"a"\rb\n', '"open\n'])
      expect(scanRecords(`x\n${text}`, true, () => true)).toEqual({ next: 2, irregular: true })
  })
})

describe('reading CSV records as the bytes arrive', () => {
  it('reads every generated file, cut anywhere, as csv-parse reads the whole of it', async () => {
    for (const seed of SEEDS) {
      const text = file(seed, 120)
      expect({ seed, found: await read(pieces(text, seed)) }).toEqual({
        seed,
        found: expected(text)
      })
    }
  })

  it('reads records after the first one RFC 4180 does not write as csv-parse reads them', async () => {
    const text = 'a,b\n"x ""1""",2\nsaid "hi",3\n"q"uoted,4\n"a\nb",5\n'
    for (const seed of SEEDS.slice(0, 10))
      expect(await read(pieces(text, seed))).toEqual([
        ['a', 'b'],
        ['x "1"', '2'],
        ['said "hi"', '3'],
        ['"q"uoted', '4'],
        ['a\nb', '5']
      ])
  })

  it('reads a line feed as the end of a record with or without a carriage return', async () => {
    const plain = await read(['a,b\r\n1,2\n3,4\r\n'])
    const quoted = await read(['a,b\r\n"1",2\n3,4\r\n'])
    expect(plain).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4']
    ])
    expect(quoted).toEqual(plain)
  })

  it('reads a record of megabytes cut into small pieces with work in proportion to its length', async () => {
    const quotedField = `"${'ab,"" c\r\n'.repeat(200_000)}"`
    const plainField = 'x'.repeat(2 * 1024 * 1024)
    const text = `id,body\n1,${quotedField}\n2,${plainField}\n3,short\n`
    const chunks = Array.from({ length: Math.ceil(text.length / 16_384) }, (_, i) =>
      text.slice(i * 16_384, (i + 1) * 16_384)
    )
    let scanned = 0
    const found: string[][] = []
    await readCsvRecords(
      chunks,
      record => {
        found.push(typeof record === 'string' ? record.split(',') : record)
      },
      (piece, final, take) => {
        scanned += piece.length
        return scanRecords(piece, final, take)
      }
    )
    expect(found).toEqual(expected(text))
    expect(found.map(fields => fields[0])).toEqual(['id', '1', '2', '3'])
    // The text is nearly 4 million characters; scanning each record again from its start with
    // every 16 KiB piece would look at hundreds of millions.
    expect(text.length).toBeGreaterThan(3_800_000)
    expect(scanned).toBeLessThan(3 * text.length)
  })

  it('stops when asked, whatever is left', async () => {
    const seen: (string | string[])[] = []
    await readCsvRecords(['a,b\n"1",', '"open'], record => {
      seen.push(record)
      return false
    })
    expect(seen).toEqual(['a,b'])
  })
})

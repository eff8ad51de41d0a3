/**
 * A conversion split into parts writes the same bytes as the one-pass reading: the formats
 * suite's files (and longer ones made of their rows) converted both ways, in blocks small enough
 * that every record boundary, quoted line break and byte order mark meets a block's edge.
 * Parquet, read in one pass, is checked against DuckDB's reading of it and its own whole rows.
 * The parts run in this thread here (the sources have no worker script); the bundle runs them in
 * helper threads, the same code.
 */
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import {
  convertDataset,
  TooLarge,
  type Conversion,
  type Converted
} from '../src/datasets/convert/convert.js'
import { convertPart } from '../src/datasets/convert/convert-part.js'
import { inThread, type PartTask } from '../src/datasets/convert/convert-split.js'
import { delimited, jsonLines, utf16 } from './helpers/delimited.js'
import { RECORDS, SALES } from './helpers/format-rows.js'
import { queryRows, sqlString, writeParquet } from './helpers/duckdb.js'
import { makeWorkspace, type Workspace } from './helpers/workspace.js'

/** The header, then the rows `times` over, each time with a line break in a quoted note. */
function manySales(times: number): string[][] {
  const rows = [SALES[0]]
  for (let i = 0; i < times; i++)
    for (const [month, region, revenue, note] of SALES.slice(1))
      rows.push([month, region, revenue, i % 3 === 0 ? `${note}\nline ${i}` : `${note} ${i}`])
  return rows
}

const manyRecords = (times: number) =>
  Array.from({ length: times }, (_, i) => ({ ...RECORDS[i % 3], id: i }))

let ws: Workspace
beforeAll(() => {
  ws = makeWorkspace()
})
afterAll(() => ws.remove())

let made = 0

interface Outcome {
  readonly converted?: Converted
  readonly error?: Error
  readonly bytes?: Buffer
}

async function attempt(run: () => Promise<Converted>, out: string): Promise<Outcome> {
  try {
    return { converted: await run(), bytes: readFileSync(out) }
  } catch (error) {
    return { error: error as Error }
  }
}

/**
 * Converts the file in one pass and split into blocks of `blockBytes`; both outcomes, and the
 * parts: how many ran and how many the split could not read.
 */
async function bothWays(
  name: string,
  content: string | Buffer,
  conversion: Partial<Conversion> & Pick<Conversion, 'format'>,
  blockBytes = 16
) {
  const file = ws.write(`split-${++made}/${name}`, content)
  const full: Conversion = { columnsInput: 'columns', limitBytes: 10 * 1024 * 1024, ...conversion }
  const onePass = await attempt(
    () => convertDataset(file, `${ws.root}/out-one-${made}`, full),
    `${ws.root}/out-one-${made}`
  )
  const parts = { ran: 0, unread: 0 }
  const split = inThread((task: PartTask) => {
    parts.ran++
    const result = convertPart(task)
    if (result === undefined) parts.unread++
    return result
  }, blockBytes)
  const apart = await attempt(
    () => convertDataset(file, `${ws.root}/out-split-${made}`, full, split),
    `${ws.root}/out-split-${made}`
  )
  return { onePass, apart, parts }
}

function expectSame(onePass: Outcome, apart: Outcome): void {
  expect(apart.error).toEqual(onePass.error)
  expect(apart.converted).toEqual(onePass.converted)
  if (onePass.error === undefined) expect(apart.bytes?.equals(onePass.bytes as Buffer)).toBe(true)
  if (onePass.error instanceof TooLarge)
    expect((apart.error as TooLarge).rowsBefore).toBe(onePass.error.rowsBefore)
}

describe('delimited text split at record boundaries', () => {
  it.each([
    ['tsv-sales.tsv', 'tsv', delimited(manySales(40), '\t')],
    ['tab-sales.TAB', 'tsv', delimited(manySales(40), '\t', '\r\n')],
    ['semi-sales.csv', 'csv', delimited(manySales(40), ';', '\r\n')],
    ['pipe-sales.csv', 'csv', delimited(manySales(40), '|')],
    ['plain.csv', 'csv', delimited(manySales(40))],
    ['bom-sales.csv', 'csv', `\uFEFF${delimited(manySales(40))}`],
    ['no-end.csv', 'csv', delimited(manySales(40)).trimEnd()],
    ['blank-lines.csv', 'csv', delimited(manySales(40)).replaceAll('\n2026-02', '\n\n2026-02')]
  ] satisfies [string, 'csv' | 'tsv', string][])(
    'writes %s as the one-pass reading does',
    async (name, format, text) => {
      for (const blockBytes of [16, 37, 256]) {
        const { onePass, apart, parts } = await bothWays(name, text, { format }, blockBytes)
        expect(onePass.converted?.rows).toBe(160)
        expectSame(onePass, apart)
        expect(parts.ran).toBeGreaterThan(1)
        expect(parts.unread).toBe(0)
      }
    }
  )

  it('cuts no quoted field that holds line breaks, whatever the block size', async () => {
    const rows = manySales(60)
    const text = delimited(rows)
    for (let blockBytes = 8; blockBytes < 90; blockBytes += 9) {
      const { onePass, apart, parts } = await bothWays(
        'quoted.csv',
        text,
        { format: 'csv' },
        blockBytes
      )
      expectSame(onePass, apart)
      expect(parts.unread).toBe(0)
    }
  })

  it('reads gzip text as it unpacks', async () => {
    const { onePass, apart, parts } = await bothWays(
      'gz-sales.csv.gz',
      gzipSync(delimited(manySales(40))),
      { format: 'csv' }
    )
    expectSame(onePass, apart)
    expect(parts.ran).toBeGreaterThan(1)
  })

  it('keeps a byte order mark that starts a record past the file start', async () => {
    const text = delimited(manySales(20)).replaceAll('\n2026-03', '\n\uFEFF2026-03')
    const { onePass, apart, parts } = await bothWays('inner-bom.csv', text, { format: 'csv' })
    expectSame(onePass, apart)
    expect(parts.unread).toBe(0)
    expect(apart.bytes?.toString()).toContain('\n\uFEFF2026-03')
  })

  it('keeps and drops columns, and stops at the limit with the rows before it, as the one-pass reading', async () => {
    const text = delimited(manySales(200), '\t')
    for (const conversion of [
      { columns: { keep: ['note', 'month'] } },
      { columns: { drop: ['region'] } },
      { limitBytes: 4096, sampleSeed: 7 },
      { limitBytes: 4096 }
    ]) {
      const { onePass, apart } = await bothWays('sales.tsv', text, { format: 'tsv', ...conversion })
      expectSame(onePass, apart)
    }
    const { apart } = await bothWays('sales.tsv', text, { format: 'tsv', limitBytes: 4096 })
    expect(apart.error).toBeInstanceOf(TooLarge)
  })

  it('gives decimal commas a point with decimal-separator, and names their columns without it, as the one-pass reading', async () => {
    // Revenue written as spreadsheets in much of Europe write it; one part of the file holds
    // only whole numbers, another the decimal commas, a third text in the note column.
    const euro = (times: number) => {
      const rows = [['month', 'region', 'revenue', 'units', 'note']]
      for (let i = 0; i < times; i++)
        rows.push([
          `2026-${String((i % 12) + 1).padStart(2, '0')}`,
          i % 2 === 0 ? 'Nord' : 'Süd',
          i < 20 ? `${1000 + i}` : `${i}.${String(i).padStart(3, '0')},${i % 100}`,
          `${i}`,
          i > 60 ? `Lieferung ${i}; "eilig"` : `${i},5`
        ])
      return delimited(rows, ';', '\r\n')
    }
    const text = euro(90)
    for (const conversion of [
      {},
      { decimalComma: true },
      { decimalComma: true, columns: { keep: ['note', 'revenue'] } }
    ]) {
      for (const blockBytes of [16, 53, 400]) {
        const { onePass, apart, parts } = await bothWays(
          'euro.csv',
          text,
          { format: 'csv', ...conversion },
          blockBytes
        )
        expectSame(onePass, apart)
        expect(parts.ran).toBeGreaterThan(1)
        expect(parts.unread).toBe(0)
      }
    }
    const named = await bothWays('euro.csv', text, { format: 'csv' }, 53)
    expect(named.apart.converted?.decimalCommaColumns).toEqual(['revenue'])
    expect(named.apart.bytes?.toString()).toContain(
      '\n2026-09,Nord,"80.080,80",80,"Lieferung 80; ""eilig"""\n'
    )
    const pointed = await bothWays('euro.csv', text, { format: 'csv', decimalComma: true }, 53)
    expect(pointed.apart.converted?.decimalCommaColumns).toBeUndefined()
    expect(pointed.apart.bytes?.toString()).toContain(
      '\n2026-09,Nord,80080.80,80,"Lieferung 80; ""eilig"""\n'
    )
    expect(pointed.apart.bytes?.toString()).toContain('\n2026-02,Süd,1001,1,1.5\n')
  })

  it('refuses a record wider than the header, or the header again, with its line, split or not', async () => {
    // One record a line, so that record 150 is on line 151.
    const rows = manySales(40).map(row => row.map(cell => cell.replaceAll('\n', ' ')))
    const wide = delimited(rows.map((row, i) => (i === 150 ? [...row, 'extra'] : row)))
    const repeated = delimited([...rows.slice(0, 150), rows[0], ...rows.slice(150)])
    for (const [content, said] of [
      [wide, /5 fields on line 151, more than the 4 columns/],
      [repeated, /repeats its header on line 151/]
    ] as const) {
      const { onePass, apart, parts } = await bothWays('table.csv', content, { format: 'csv' })
      expect(onePass.error?.message).toMatch(said)
      expect((onePass.error as { line?: number }).line).toBe(151)
      expectSame(onePass, apart)
      expect(parts.unread).toBeGreaterThan(0)
    }
  })

  it('finds decimal points under decimal-separator in every part, the first one named', async () => {
    const rows = manySales(40).map((row, i) =>
      i === 0 ? row : [row[0], row[1], i === 60 ? '10.5' : i === 120 ? '0.125' : row[2], row[3]]
    )
    const { onePass, apart, parts } = await bothWays('points.csv', delimited(rows), {
      format: 'csv',
      decimalComma: true
    })
    expect(onePass.converted?.decimalPointColumns).toEqual([
      { column: rows[0][2], example: '10.5' }
    ])
    expectSame(onePass, apart)
    expect(parts.unread).toBe(0)
  })

  it('leaves text the scan does not read, and bad bytes, to the one-pass reading', async () => {
    const lenient = `${delimited(manySales(20))}2026-04,West,5 "big" deal,x\n${delimited(manySales(20).slice(1))}`
    const lenientWay = await bothWays('lenient.csv', lenient, { format: 'csv' })
    expectSame(lenientWay.onePass, lenientWay.apart)
    expect(lenientWay.parts.unread).toBeGreaterThan(0)

    const bad = Buffer.concat([Buffer.from(delimited(manySales(20))), Buffer.from([0xff, 0x0a])])
    const badWay = await bothWays('bad.csv', bad, { format: 'csv' })
    expect(badWay.onePass.error?.message).toMatch(/not UTF-8 .* line \d+/)
    expectSame(badWay.onePass, badWay.apart)

    const unclosed = `${delimited(manySales(20))}2026-04,"West,1\n${delimited(manySales(5).slice(1))}`
    const unclosedWay = await bothWays('unclosed.csv', unclosed, { format: 'csv' })
    expectSame(unclosedWay.onePass, unclosedWay.apart)
  })

  it('reads UTF-16 text, which it cannot cut by bytes, in one pass', async () => {
    const { onePass, apart, parts } = await bothWays(
      'u16le-sales.csv',
      utf16(delimited(manySales(20), ',', '\r\n'), 'le'),
      { format: 'csv' }
    )
    expectSame(onePass, apart)
    expect(onePass.converted?.encoding).toBe('utf-16le')
    expect(parts.ran).toBe(0)
  })
})

describe('JSON Lines split at line ends', () => {
  it.each([
    ['events.jsonl', jsonLines(manyRecords(60), '\r\n').replace('\r\n', '\r\n\r\n')],
    ['log-events.ndjson', jsonLines(manyRecords(60)).trimEnd()],
    ['bom-events.jsonl', `\uFEFF${jsonLines(manyRecords(60))}`]
  ])('writes %s as the one-pass reading does', async (name, text) => {
    const { onePass, apart, parts } = await bothWays(name, text, { format: 'jsonl' })
    expect(onePass.converted?.rows).toBe(60)
    expectSame(onePass, apart)
    expect(parts.ran).toBeGreaterThan(1)
    expect(parts.unread).toBe(0)
  })

  it('picks columns, names those dropped in the order met, samples, as the one-pass reading', async () => {
    const text = jsonLines(manyRecords(300))
    for (const conversion of [
      { columns: { keep: ['city', 'id'] } },
      { columns: { drop: ['tags', 'ok'] } },
      { limitBytes: 4096, sampleSeed: 3 },
      { limitBytes: 4096 }
    ]) {
      const { onePass, apart } = await bothWays('events.jsonl', text, {
        format: 'jsonl',
        ...conversion
      })
      expectSame(onePass, apart)
    }
  })

  it('reads gzip JSON Lines as they unpack, and leaves a bad line to the one-pass reading', async () => {
    const packed = await bothWays('gz.jsonl.gz', gzipSync(jsonLines(manyRecords(60))), {
      format: 'jsonl'
    })
    expectSame(packed.onePass, packed.apart)
    const broken = `${jsonLines(manyRecords(30))}{"id": oops}\n${jsonLines(manyRecords(5))}`
    const bad = await bothWays('broken.jsonl', broken, { format: 'jsonl' })
    expect(bad.onePass.error?.message).toMatch(/not valid JSON at line 31/)
    expectSame(bad.onePass, bad.apart)
  })
})

/** 300 rows: numbers, text with commas, quotes and line breaks, decimals, dates, nulls. */
const PARQUET_SELECT = `SELECT i AS id,
    CASE WHEN i % 7 = 0 THEN NULL
         WHEN i % 3 = 0 THEN 'name ' || i || ', with comma'
         WHEN i % 3 = 1 THEN 'name ' || i || ' "quoted"' || chr(10) || 'next line'
         ELSE 'Zürich ' || i END AS label,
    (i * 1.25)::DECIMAL(10,2) AS amount,
    DATE '2024-01-01' + i::INTEGER AS day,
    TIMESTAMP '2024-01-01 00:00:00' + to_microseconds(i * 1000003) AS at,
    i % 2 = 0 AS even,
    CASE WHEN i % 5 = 0 THEN NULL ELSE [i, i + 1] END AS pair
  FROM range(300) t(i)`

describe('Parquet, read in one pass a row group at a time', () => {
  it.each([
    ['three row groups', 100],
    ['one row group', 1000]
  ])('writes %s without parts, as DuckDB reads it', async (_what, rowGroupSize) => {
    const file = `${ws.root}/pq-${++made}.parquet`
    await writeParquet(file, PARQUET_SELECT, { rowGroupSize })
    const { onePass, apart, parts } = await bothWays(
      'sales.parquet',
      readFileSync(file),
      { format: 'parquet' },
      64
    )
    expect(onePass.converted?.rows).toBe(300)
    expectSame(onePass, apart)
    expect(parts.ran).toBe(0)
    const columns = ['id', 'label', 'amount', 'day', 'even']
    const text = (sql: string) =>
      queryRows(sql).then(rows =>
        rows.map(row => row.map(cell => (cell === null ? '' : String(cell))))
      )
    const cast = columns.map(c => `CAST(${c} AS VARCHAR)`).join(', ')
    const written = `${ws.root}/out-split-${made}`
    expect(
      await text(
        `SELECT ${cast} FROM read_csv(${sqlString(written)}, header=true, all_varchar=true) ORDER BY CAST(id AS INTEGER)`
      )
    ).toEqual(await text(`SELECT ${cast} FROM read_parquet(${sqlString(file)}) ORDER BY id`))
  })

  it('stops at the limit with the whole rows that fit, and samples whole rows within it', async () => {
    const file = `${ws.root}/pq-${++made}.parquet`
    await writeParquet(file, PARQUET_SELECT, { rowGroupSize: 100 })
    const convert = (more: Partial<Conversion>) =>
      bothWays('sales.parquet', readFileSync(file), { format: 'parquet', ...more }, 64)
    const whole = (await convert({})).onePass.bytes as Buffer
    // The file's lines as written (quoted line breaks inside them), and their sizes.
    const lines = parse(whole, { raw: true }) as unknown as { raw: string }[]
    const [header, ...rows] = lines.map(({ raw }) => Buffer.byteLength(raw))
    expect(rows).toHaveLength(300)
    const stopped = await convert({ limitBytes: 5000 })
    expect(stopped.onePass.error).toBeInstanceOf(TooLarge)
    const before = (stopped.onePass.error as TooLarge).rowsBefore
    const upTo = (count: number) => header + rows.slice(0, count).reduce((a, b) => a + b, 0)
    expect(upTo(before)).toBeLessThanOrEqual(5000)
    expect(upTo(before + 1)).toBeGreaterThan(5000)
    const sampled = await convert({ limitBytes: 5000, sampleSeed: 11 })
    const kept = sampled.onePass.bytes as Buffer
    expect(kept.length).toBeLessThanOrEqual(5000)
    const wholeText = whole.toString()
    const keptLines = (parse(kept, { raw: true }) as unknown as { raw: string }[]).map(
      ({ raw }) => raw
    )
    expect(keptLines.length).toBe((sampled.onePass.converted?.rows ?? 0) + 1)
    let from = 0
    for (const line of keptLines.slice(1)) {
      const at = wholeText.indexOf(line, from)
      expect(at).toBeGreaterThanOrEqual(from)
      from = at + line.length
    }
  })
})

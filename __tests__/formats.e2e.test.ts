/**
 * Datasets as teams commit them, through the bundle against the emulator: each format and
 * encoding is uploaded as CSV or JSON that an independent parser (csv-parse, JSON.parse, DuckDB
 * for Parquet) reads back as the rows the test wrote; the log, summary and results say what was
 * sent; `columns` and `oversize` act before anything leaves the runner; bad files are refused,
 * by name, before any request.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { parse } from 'csv-parse/sync'
import { startEmulator, type Emulator, type RecordedRequest } from '../emulator/server.js'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { Input, Output } from '../src/config/constants.js'
import { NODE24, runAction, type ActionResult } from '../tools/runner.js'
import { delimited, jsonLines, utf16, windows1252 } from './helpers/delimited.js'
import { RECORDS, SALES } from './helpers/format-rows.js'
import { queryRows, sqlString, writeParquet } from './helpers/duckdb.js'
import { renderGfm } from './helpers/gfm.js'
import { saying } from './helpers/meaning.js'
import { useFakeArtifacts } from './helpers/services.js'
import { makeWorkspace, type Workspace } from './helpers/workspace.js'

const KEY = Object.keys(DEFAULT_KEYS)[1]
const MiB = 1024 * 1024

const PEOPLE: string[][] = [
  ['id', 'name', 'email', 'city'],
  ['1', 'Ann', 'ann@example.org', 'Paris'],
  ['2', 'Bob', 'bob@example.org', 'Lyon'],
  ['3', 'Cléo', 'cleo@example.org', 'Nice']
]
const peopleRecords = () =>
  PEOPLE.slice(1).map(([id, name, email, city]) => ({ id: Number(id), name, email, city }))

/** 300 rows in three row groups: numbers, text with commas and quotes, decimals, dates, nulls. */
const PARQUET_SELECT = `SELECT i AS id,
    CASE WHEN i % 7 = 0 THEN NULL
         WHEN i % 3 = 0 THEN 'name ' || i || ', with comma'
         WHEN i % 3 = 1 THEN 'name ' || i || ' "quoted"'
         ELSE 'Zürich ' || i END AS label,
    (i * 1.25)::DECIMAL(10,2) AS amount,
    DATE '2024-01-01' + i::INTEGER AS day,
    i % 2 = 0 AS even
  FROM range(300) t(i)`

let emulator: Emulator
let ws: Workspace
const store = useFakeArtifacts()

/** Each dataset of the run over every format: what is uploaded, under which name, said how. */
interface Case {
  readonly path: string
  readonly name: string
  readonly type: 'csv' | 'json'
  /** The rows or records the upload must hold. */
  readonly expected: () => Promise<unknown>
  /** What the log, summary and results say was done; undefined when it goes as committed. */
  readonly said?: readonly string[]
  readonly upload?: Record<string, unknown>
}

const sales = () => Promise.resolve(SALES)
const records = () => Promise.resolve(RECORDS)

/** DuckDB's own reading of a Parquet file, every value as text and null as an empty cell. */
async function parquetRows(file: string): Promise<string[][]> {
  const columns = ['id', 'label', 'amount', 'day', 'even']
  const rows = await queryRows(
    `SELECT ${columns.map(c => `CAST(${c} AS VARCHAR)`).join(', ')} FROM read_parquet(${sqlString(file)}) ORDER BY id`
  )
  return [columns, ...rows.map(row => row.map(cell => (cell === null ? '' : String(cell))))]
}

const CASES: Case[] = [
  {
    path: 'data/tsv-sales.tsv',
    name: 'tsv-sales.csv',
    type: 'csv',
    expected: sales,
    said: ['tab-separated → CSV', '4 rows'],
    upload: { format: 'tsv', delimiter: '\t', rows: 4, 'rows-in-file': 4, gzip: false }
  },
  {
    path: 'data/tab-sales.TAB',
    name: 'tab-sales.csv',
    type: 'csv',
    expected: sales,
    said: ['tab-separated → CSV', '4 rows'],
    upload: { format: 'tsv', delimiter: '\t' }
  },
  {
    path: 'data/semi-sales.csv',
    name: 'semi-sales.csv',
    type: 'csv',
    expected: sales,
    said: ['semicolon-separated', 'comma-separated CSV', '4 rows'],
    upload: { format: 'csv', delimiter: ';', rows: 4 }
  },
  {
    path: 'data/pipe-sales.csv',
    name: 'pipe-sales.csv',
    type: 'csv',
    expected: sales,
    said: ['pipe-separated', 'comma-separated CSV', '4 rows'],
    upload: { format: 'csv', delimiter: '|' }
  },
  {
    path: 'data/events.jsonl',
    name: 'events.json',
    type: 'json',
    expected: records,
    said: ['JSON Lines → JSON array', '3 records'],
    upload: { format: 'jsonl', type: 'json', rows: 3, 'rows-in-file': 3 }
  },
  {
    path: 'data/log-events.ndjson',
    name: 'log-events.json',
    type: 'json',
    expected: records,
    said: ['JSON Lines → JSON array', '3 records'],
    upload: { format: 'jsonl', type: 'json' }
  },
  {
    path: 'data/gz-sales.csv.gz',
    name: 'gz-sales.csv',
    type: 'csv',
    expected: sales,
    said: ['gzip unpacked'],
    upload: { format: 'csv', gzip: true, rows: 4 }
  },
  {
    path: 'data/gz-events.jsonl.gz',
    name: 'gz-events.json',
    type: 'json',
    expected: records,
    said: ['gzip unpacked', 'JSON Lines → JSON array', '3 records'],
    upload: { format: 'jsonl', gzip: true, rows: 3 }
  },
  {
    path: 'data/metrics.parquet',
    name: 'metrics.csv',
    type: 'csv',
    expected: () => parquetRows(`${ws.root}/data/metrics.parquet`),
    said: ['Parquet → CSV', '300 rows'],
    upload: { format: 'parquet', type: 'csv', rows: 300, 'rows-in-file': 300 }
  },
  {
    path: 'data/u16le-sales.csv',
    name: 'u16le-sales.csv',
    type: 'csv',
    expected: sales,
    said: ['utf-16le → UTF-8'],
    upload: { encoding: 'utf-16le', rows: 4 }
  },
  {
    path: 'data/u16be-sales.csv',
    name: 'u16be-sales.csv',
    type: 'csv',
    expected: sales,
    said: ['utf-16be → UTF-8'],
    upload: { encoding: 'utf-16be', rows: 4 }
  },
  {
    path: 'data/bom-events.json',
    name: 'bom-events.json',
    type: 'json',
    expected: records,
    upload: { format: 'json', converted: true, rows: 3 }
  }
]

/** Files that go as committed, byte for byte. */
const AS_COMMITTED = [
  { path: 'data/plain.csv', type: 'csv', expected: sales },
  { path: 'data/plain.json', type: 'json', expected: records },
  { path: 'data/bom-sales.csv', type: 'csv', expected: sales }
] as const

function writeDatasets(folder: string): void {
  const at = (name: string) => `${folder}/${name}`
  ws.write(at('tsv-sales.tsv'), delimited(SALES, '\t'))
  ws.write(at('tab-sales.TAB'), delimited(SALES, '\t', '\r\n'))
  ws.write(at('semi-sales.csv'), delimited(SALES, ';', '\r\n'))
  ws.write(at('pipe-sales.csv'), delimited(SALES, '|'))
  ws.write(at('events.jsonl'), jsonLines(RECORDS, '\r\n').replace('\r\n', '\r\n\r\n'))
  ws.write(at('log-events.ndjson'), jsonLines(RECORDS).trimEnd())
  ws.write(at('gz-sales.csv.gz'), gzipSync(delimited(SALES)))
  ws.write(at('gz-events.jsonl.gz'), gzipSync(jsonLines(RECORDS)))
  ws.write(at('u16le-sales.csv'), utf16(delimited(SALES, ',', '\r\n'), 'le'))
  ws.write(at('u16be-sales.csv'), utf16(delimited(SALES), 'be'))
  ws.write(at('bom-events.json'), `\uFEFF${JSON.stringify(RECORDS, null, 2)}\n`)
  ws.write(at('plain.csv'), delimited(SALES))
  ws.write(at('plain.json'), JSON.stringify(RECORDS))
  ws.write(at('bom-sales.csv'), `\uFEFF${delimited(SALES)}`)
}

beforeAll(async () => {
  emulator = await startEmulator({ instantBytes: 11 * MiB })
  ws = makeWorkspace()
  writeDatasets('data')
  await writeParquet(`${ws.root}/data/metrics.parquet`, PARQUET_SELECT, { rowGroupSize: 100 })
  for (const name of ['tsv-sales.tsv', 'u16le-sales.csv', 'gz-events.jsonl.gz', 'bom-events.json'])
    ws.write(`node24/${name}`, readFileSync(`${ws.root}/data/${name}`))
  await writeParquet(`${ws.root}/node24/metrics.parquet`, PARQUET_SELECT, { rowGroupSize: 100 })
}, 60_000)
afterAll(async () => {
  await emulator.close()
  ws.remove()
})

function run(inputs: Record<string, string>, node?: string): Promise<ActionResult> {
  emulator.reset()
  return runAction({
    node,
    workspace: ws.root,
    inputs: {
      [Input.ApiKey]: KEY,
      [Input.BaseUrl]: emulator.url,
      [Input.PollInterval]: '1',
      [Input.Timeout]: '120',
      ...inputs
    }
  })
}

interface Result {
  file: string
  status: string
  upload?: Record<string, unknown>
}

function results(result: ActionResult): Map<string, Result> {
  const list = JSON.parse(result.outputs[Output.Results]) as Result[]
  return new Map(list.map(r => [r.file, r]))
}

function uploadNamed(requests: readonly RecordedRequest[], name: string): RecordedRequest {
  const found = requests.filter(r => r.file?.name === name)
  expect(found.map(r => r.file?.name)).toEqual([name])
  return found[0]
}

/** The rows or records an upload holds, read by a parser the action does not use. */
function readBack(content: Buffer, type: 'csv' | 'json'): unknown {
  const text = content.toString('utf8')
  return type === 'csv' ? parse(text, { bom: true }) : (JSON.parse(text) as unknown)
}

/** The step's error lines, as the runner shows them. */
function errors(result: ActionResult): string[] {
  return result.stdout
    .split('\n')
    .filter(line => line.startsWith('::error'))
    .map(line => line.replace(/%0A/g, '\n').replace(/%25/g, '%'))
}

/** The step log's lines about one dataset. */
function logLines(result: ActionResult, path: string): string[] {
  return result.stdout.split('\n').filter(line => line.startsWith(`${path}: `))
}

/** Words that only a line saying what was uploaded holds. */
const UPLOAD_WORDS = /→|unpacked|sampled|dropped/

async function expectUploaded(
  result: ActionResult,
  requests: readonly RecordedRequest[],
  c: Case
): Promise<void> {
  const request = uploadNamed(requests, c.name)
  expect(request.fields.file_type).toBe(c.type)
  const content = request.file?.content ?? Buffer.alloc(0)
  expect(readBack(content, c.type)).toEqual(await c.expected())
  // What is uploaded is UTF-8 without a byte order mark.
  expect(content.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(false)
  expect(content.toString('utf8')).not.toContain('\uFFFD')
  const found = results(result).get(c.path)
  expect(found?.status).toBe('completed')
  expect(found?.upload).toMatchObject({
    type: c.type,
    converted: true,
    bytes: content.length,
    'sample-one-in': 1,
    'columns-dropped': [],
    ...c.upload
  })
  if (c.said === undefined) return
  const said = saying(...c.said)
  expect(found?.upload?.text).toMatch(said)
  expect(logLines(result, c.path).filter(line => said.test(line))).toHaveLength(1)
  for (const words of c.said) expect(result.summary).toContain(words)
}

describe('every format and encoding, uploaded as CSV or JSON', () => {
  let result: ActionResult
  let requests: RecordedRequest[]
  beforeAll(async () => {
    result = await run({ [Input.File]: 'data/*' })
    requests = [...emulator.requests]
  }, 60_000)

  it('succeeds with one upload per dataset', () => {
    expect(result.stderr).toBe('')
    expect(errors(result)).toEqual([])
    expect(result.code).toBe(0)
    const uploads = requests.filter(r => r.file !== undefined)
    expect(uploads).toHaveLength(CASES.length + AS_COMMITTED.length)
  })

  it.each(CASES.map(c => [c.path, c] as const))(
    'uploads %s as the rows it holds, and says how',
    async (_path, c) => {
      await expectUploaded(result, requests, c)
    }
  )

  it.each(AS_COMMITTED.map(c => [c.path, c] as const))(
    'sends %s byte for byte, under its own name, saying nothing of it',
    async (path, c) => {
      const name = path.split('/').pop() as string
      const request = uploadNamed(requests, name)
      const committed = readFileSync(`${ws.root}/${path}`)
      expect(request.file?.sha256).toBe(createHash('sha256').update(committed).digest('hex'))
      expect(request.fields.file_type).toBe(c.type)
      expect(readBack(request.file?.content ?? Buffer.alloc(0), c.type)).toEqual(await c.expected())
      expect(results(result).get(path)?.upload).toBeUndefined()
      expect(logLines(result, path).filter(line => UPLOAD_WORDS.test(line))).toEqual([])
    }
  )
})

describe.each([['Node 24', NODE24]])('the converted formats on %s', (_name, node) => {
  beforeAll(() => {
    if (!existsSync(node))
      throw new Error(`Node 24 is missing at ${node}: run 'npm run setup:node24' (npm test does).`)
  })
  it('upload the same rows, said the same way', async () => {
    const result = await run({ [Input.File]: 'node24/*' }, node)
    expect(result.code).toBe(0)
    const requests = [...emulator.requests]
    const names = ['tsv-sales.tsv', 'u16le-sales.csv', 'gz-events.jsonl.gz', 'bom-events.json']
    for (const c of CASES.filter(c => names.some(n => c.path.endsWith(`/${n}`))))
      await expectUploaded(result, requests, { ...c, path: c.path.replace('data/', 'node24/') })
    await expectUploaded(result, requests, {
      ...(CASES.find(c => c.path.endsWith('.parquet')) as Case),
      path: 'node24/metrics.parquet',
      expected: () => parquetRows(`${ws.root}/node24/metrics.parquet`)
    })
  })
})

/** Row i's revenue, written with a decimal comma and its thousands grouped by a point. */
function revenueParts(i: number): [number, string, number] {
  return [Math.floor(i / 3), String(i % 1000).padStart(3, '0'), i % 100]
}

/**
 * `count` rows of sales, about 100 bytes each: text with commas, quotes, tabs and line breaks
 * (quoted), accents and emoji, decimal-comma revenue, so that many records meet a block's edge.
 */
function bigSales(count: number): string[][] {
  const rows = [['id', 'region', 'revenue', 'note']]
  const regions = ['Zürich', 'São Paulo', 'Kraków', 'Lyon, Rhône', 'Osaka 🏯']
  for (let i = 1; i <= count; i++) {
    const note =
      i % 11 === 0
        ? `line one ${i}\nline "two"`
        : i % 7 === 0
          ? `tab\there ${i}`
          : `order ${i} arrived, ${'well '.repeat(i % 9)}packed`
    const [whole, thousandths, cents] = revenueParts(i)
    rows.push([String(i), regions[i % 5], `${whole}.${thousandths},${cents}`, note])
  }
  return rows
}

describe('a file over 4 MiB, its records across many chunks of the read', () => {
  const rows = bigSales(70_000)
  const records = rows
    .slice(1)
    .map(([id, region, revenue, note]) => ({ id: Number(id), region, revenue, note }))
  beforeAll(() => {
    ws.write('big/sales.tsv', delimited(rows, '\t'))
    ws.write('big/events.jsonl', jsonLines(records))
    ws.write('euro/sales.csv', delimited(rows, ';', '\r\n'))
  })

  it.each([
    ['Node 24', NODE24],
    ['the Node running the tests', undefined]
  ])('uploads on %s every row as the file holds it', async (_name, node) => {
    const result = await run({ [Input.File]: 'big/*' }, node)
    expect(result.code).toBe(0)
    const requests = [...emulator.requests]
    const tsv = uploadNamed(requests, 'sales.csv').file?.content ?? Buffer.alloc(0)
    expect(tsv.length).toBeGreaterThan(4 * MiB)
    expect(readBack(tsv, 'csv')).toEqual(rows)
    const jsonl = uploadNamed(requests, 'events.json').file?.content ?? Buffer.alloc(0)
    expect(readBack(jsonl, 'json')).toEqual(records)
  })

  it("gives every decimal comma a point with 'decimal-separator: ,'", async () => {
    const result = await run(
      { [Input.File]: 'euro/sales.csv', [Input.DecimalSeparator]: ',' },
      NODE24
    )
    expect(result.code).toBe(0)
    const sent = uploadNamed([...emulator.requests], 'sales.csv').file?.content ?? Buffer.alloc(0)
    // 1.234,5 is 1234.5; a whole part of four digits is no grouped number and stays as it is.
    const pointed = rows.slice(1).map((_, at) => {
      const [whole, thousandths, cents] = revenueParts(at + 1)
      return whole < 1000 ? `${whole}${thousandths}.${cents}` : `${whole}.${thousandths},${cents}`
    })
    const revenue = (readBack(sent, 'csv') as string[][]).slice(1).map(row => row[2])
    expect(revenue.filter((cell, at) => cell !== pointed[at])).toEqual([])
  })
})

describe("a named 'encoding'", () => {
  it('reads windows-1252 and uploads UTF-8', async () => {
    ws.write('cp1252/sales.csv', windows1252(delimited(SALES, ';', '\r\n')))
    const result = await run({ [Input.File]: 'cp1252/sales.csv', [Input.Encoding]: 'windows-1252' })
    expect(result.code).toBe(0)
    await expectUploaded(result, emulator.requests, {
      path: 'cp1252/sales.csv',
      name: 'sales.csv',
      type: 'csv',
      expected: sales,
      said: ['windows-1252 → UTF-8', 'semicolon-separated'],
      upload: { encoding: 'windows-1252', delimiter: ';', rows: 4 }
    })
  })

  it('refuses a name that is no encoding before any request, naming the input and value', async () => {
    const result = await run({ [Input.File]: 'data/plain.csv', [Input.Encoding]: 'klingon-8' })
    expect(result.code).toBe(1)
    expect(emulator.requests).toHaveLength(0)
    expect(errors(result).join('\n')).toMatch(saying("'encoding'", 'klingon-8', 'windows-1252'))
  })
})

describe("the 'delimiter' input", () => {
  it('reads the file with the separator named', async () => {
    // Found alone, the comma would win: two commas a record against one semicolon.
    ws.write('forced/values.csv', 'a;b,c,d\n1;2,3,4\n')
    const result = await run({ [Input.File]: 'forced/values.csv', [Input.Delimiter]: 'semicolon' })
    expect(result.code).toBe(0)
    const request = uploadNamed(emulator.requests, 'values.csv')
    expect(readBack(request.file?.content ?? Buffer.alloc(0), 'csv')).toEqual([
      ['a', 'b,c,d'],
      ['1', '2,3,4']
    ])
  })

  it('refuses a separator it does not know before any request', async () => {
    const result = await run({ [Input.File]: 'data/plain.csv', [Input.Delimiter]: ':' })
    expect(result.code).toBe(1)
    expect(emulator.requests).toHaveLength(0)
    expect(errors(result).join('\n')).toMatch(saying("'delimiter'", '":"', 'tab'))
  })
})

describe("'columns'", () => {
  beforeAll(async () => {
    ws.write('people/people.tsv', delimited(PEOPLE, '\t'))
    ws.write('people/people.jsonl', jsonLines(peopleRecords()))
    await writeParquet(
      `${ws.root}/people/people-pq.parquet`,
      `SELECT * FROM (VALUES ${PEOPLE.slice(1)
        .map(([id, name, email, city]) => `(${id}, '${name}', '${email}', '${city}')`)
        .join(', ')}) t(id, name, email, city)`
    )
  })

  it('keeps the named columns, in the order named', async () => {
    const result = await run({
      [Input.File]: 'data/semi-sales.csv',
      [Input.Columns]: 'revenue, month'
    })
    expect(result.code).toBe(0)
    const request = uploadNamed(emulator.requests, 'semi-sales.csv')
    expect(readBack(request.file?.content ?? Buffer.alloc(0), 'csv')).toEqual(
      SALES.map(([month, , revenue]) => [revenue, month])
    )
    const upload = results(result).get('data/semi-sales.csv')?.upload
    expect(upload?.['columns-dropped']).toEqual(['region', 'note'])
    expect(upload?.text).toMatch(saying('columns dropped', 'region', 'note'))
  })

  it('drops a column from every format: its values appear nowhere in what is sent', async () => {
    const result = await run({ [Input.File]: 'people/*', [Input.Columns]: '!email' })
    expect(result.code).toBe(0)
    const uploads = emulator.requests.filter(r => r.file !== undefined)
    expect(uploads).toHaveLength(3)
    for (const request of uploads) {
      const content = request.file?.content ?? Buffer.alloc(0)
      expect(content.toString('utf8')).not.toContain('@example.org')
      expect(content.toString('utf8')).not.toContain('email')
    }
    const withoutEmail = PEOPLE.map(([id, name, , city]) => [id, name, city])
    for (const name of ['people.csv', 'people-pq.csv'])
      expect(readBack(uploadNamed(uploads, name).file?.content ?? Buffer.alloc(0), 'csv')).toEqual(
        withoutEmail
      )
    expect(
      readBack(uploadNamed(uploads, 'people.json').file?.content ?? Buffer.alloc(0), 'json')
    ).toEqual(peopleRecords().map(({ id, name, city }) => ({ id, name, city })))
    for (const path of ['people/people.tsv', 'people/people.jsonl', 'people/people-pq.parquet']) {
      expect(results(result).get(path)?.upload?.['columns-dropped']).toEqual(['email'])
      expect(logLines(result, path).join('\n')).toMatch(saying('columns dropped: email'))
    }
  })

  it('refuses an unknown name before any request, listing the columns there are', async () => {
    const result = await run({
      [Input.File]: 'data/semi-sales.csv',
      [Input.Columns]: 'region, town'
    })
    expect(result.code).toBe(1)
    expect(emulator.requests).toHaveLength(0)
    expect(errors(result).join('\n')).toMatch(
      saying(
        'data/semi-sales.csv',
        '"town"',
        "'columns'",
        '"month"',
        '"region"',
        '"revenue"',
        '"note"'
      )
    )
  })
})

describe("past 10 MB, 'oversize'", () => {
  /** About 12 MB of rows, each one different. */
  const BIG_ROWS = Array.from(
    { length: 500_000 },
    (_, i) => `${i},item-${i},${(i * 7919) % 100_003}`
  )
  const BIG = `id,name,value\n${BIG_ROWS.join('\n')}\n`
  beforeAll(() => {
    ws.write('big/readings.csv', BIG)
  })

  it('refuses a dataset past the limit, naming the file and both ways through', async () => {
    expect(Buffer.byteLength(BIG)).toBeGreaterThan(11.5 * MiB)
    const result = await run({ [Input.File]: 'big/readings.csv' })
    expect(result.code).toBe(1)
    expect(emulator.requests).toHaveLength(0)
    expect(errors(result).join('\n')).toMatch(
      saying('big/readings.csv', 'oversize: sample', "'columns'", '10 MB')
    )
  })

  it('uploads a sample that fits, the same on every run, and tells the service so', async () => {
    const inputs = {
      [Input.File]: 'big/readings.csv',
      [Input.Oversize]: 'sample',
      [Input.Instructions]: 'Plot value by id.'
    }
    const first = await run(inputs)
    expect(first.code).toBe(0)
    const [request] = emulator.requests.filter(r => r.file !== undefined)
    const content = request.file?.content ?? Buffer.alloc(0)
    expect(content.length).toBeLessThanOrEqual(10 * MiB)
    const lines = content.toString('utf8').split('\n')
    expect(lines[0]).toBe('id,name,value')
    expect(lines.pop()).toBe('')
    const source = new Set(BIG_ROWS)
    expect(lines.slice(1).every(line => source.has(line))).toBe(true)
    const ids = lines.slice(1).map(line => Number(line.split(',')[0]))
    expect(ids.every((id, k) => k === 0 || id > ids[k - 1])).toBe(true)

    const upload = results(first).get('big/readings.csv')?.upload
    const oneIn = upload?.['sample-one-in'] as number
    expect([2, 4]).toContain(oneIn)
    expect(upload).toMatchObject({ rows: lines.length - 1, 'rows-in-file': BIG_ROWS.length })
    const instructions = request.fields.instructions
    // The user's instructions, then, as the last paragraph, what the data is.
    const paragraphs = instructions.split('\n\n')
    expect(paragraphs).toHaveLength(2)
    expect(paragraphs[0]).toBe('Plot value by id.')
    expect(paragraphs[1]).toMatch(
      saying(
        `1-in-${oneIn}`,
        'sample',
        BIG_ROWS.length.toLocaleString('en-US'),
        (lines.length - 1).toLocaleString('en-US')
      )
    )
    expect(logLines(first, 'big/readings.csv').join('\n')).toMatch(saying(`sampled 1 in ${oneIn}`))
    expect(first.summary).toContain(`sampled 1 in ${oneIn}`)

    const second = await run(inputs)
    expect(second.code).toBe(0)
    const [again] = emulator.requests.filter(r => r.file !== undefined)
    expect(again.file?.sha256).toBe(request.file?.sha256)
    expect(again.fields.instructions).toBe(instructions)
  })
})

describe('a plan over every format', () => {
  it('uploads nothing and says what each dataset would be sent as', async () => {
    emulator.reset()
    const result = await runAction({
      action: 'plan',
      workspace: ws.root,
      inputs: { [Input.File]: 'data/*' },
      env: store.artifacts.env()
    })
    expect(result.code).toBe(0)
    expect(emulator.requests).toHaveLength(0)
    expect(JSON.parse(result.outputs[Output.Datasets])).toHaveLength(
      CASES.length + AS_COMMITTED.length
    )
    const lines = result.stdout.split('\n')
    const summary = renderGfm(result.summary).text
    for (const c of CASES.filter(c => c.said !== undefined)) {
      const line = lines.find(l => l.trim().startsWith(`${c.path} (`))
      expect({ path: c.path, line }).toEqual({
        path: c.path,
        line: expect.stringMatching(saying(c.type, ...(c.said ?? [])))
      })
      for (const words of c.said ?? []) expect(summary).toContain(words)
    }
  })
})

describe('bad files', () => {
  let result: ActionResult
  /** Each bad file and what its refusal must say besides its name. */
  const BAD: [string, (string | RegExp)[]][] = [
    ['bad/footer.parquet', ['footer']],
    ['bad/noise.parquet', ['footer']],
    ['bad/cut.csv.gz', ['not a whole gzip stream']],
    ['bad/binary.csv.gz', [/not UTF-8|NUL/]],
    ['bad/lines.jsonl', ['line 3', 'JSON']],
    ['bad/latin1.csv', ['UTF-8', 'line 3', "'encoding'"]],
    ['bad/latin1-semi.csv', ['UTF-8', 'line 2', "'encoding'"]],
    ['bad/open-quote.csv', ['quoted field', 'never closed']],
    ['bad/trailing-comma.json', ['JSON']]
  ]

  beforeAll(async () => {
    mkdirSync(`${ws.root}/bad`)
    const parquet = `${ws.root}/bad/footer.parquet`
    await writeParquet(parquet, 'SELECT 1 AS a, 2 AS b')
    const bytes = readFileSync(parquet)
    // The footer's length, just before the closing PAR1, claims more than the file holds.
    bytes.writeUInt32LE(bytes.length * 2, bytes.length - 8)
    writeFileSync(parquet, bytes)
    let seed = 7
    const noise = Buffer.from(
      Array.from({ length: 2000 }, () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) >>> 16)
    )
    // Noise between the two markers, with a footer length that fits the file.
    noise.writeUInt32LE(500, noise.length - 4)
    ws.write('bad/noise.parquet', Buffer.concat([Buffer.from('PAR1'), noise, Buffer.from('PAR1')]))
    // The header once: a header repeated is refused before the stream's end is reached.
    const packed = gzipSync(delimited(SALES) + delimited(SALES.slice(1)).repeat(199))
    ws.write('bad/cut.csv.gz', packed.subarray(0, packed.length - 40))
    ws.write('bad/binary.csv.gz', gzipSync(Buffer.from(noise)))
    ws.write('bad/lines.jsonl', '{"a": 1}\n{"a": 2}\n{"a": 3,\n{"a": 4}\n')
    ws.write(
      'bad/latin1.csv',
      Buffer.from('month,city\n2026-01,Paris\n2026-02,Br\xe9sil\n', 'latin1')
    )
    ws.write('bad/latin1-semi.csv', Buffer.from('month;city\n2026-02;Br\xe9sil\n', 'latin1'))
    ws.write('bad/open-quote.csv', 'month;note\n2026-01;"never closed\n2026-02;x\n')
    ws.write('bad/trailing-comma.json', '\uFEFF[{"a": 1}, {"a": 2},]\n')
    ws.write('bad/good.csv', delimited(SALES))
    result = await run({ [Input.File]: 'bad/*' })
  }, 60_000)

  it('fails at the end, having sent the good file and nothing of the bad ones', () => {
    expect(result.code).toBe(1)
    const sent = emulator.requests.filter(request => request.method === 'POST')
    expect(sent.map(request => request.file?.name)).toEqual(['good.csv'])
    expect(result.stderr).toBe('')
    expect(result.stdout).not.toMatch(/\n\s+at /)
  })

  it.each(BAD)('names %s and what is wrong with it', (path, terms) => {
    const line = errors(result).find(l => l.includes(path))
    expect({ path, line }).toEqual({ path, line: expect.stringMatching(saying(...terms)) })
  })

  it('says nothing against the good file', () => {
    expect(errors(result).join('\n')).not.toContain('bad/good.csv')
  })
})

/**
 * A differential test on real data (issue 24): files of the public corpus vega-datasets (a dev
 * dependency, CSV and JSON records as published), changed the way pull requests change data,
 * compared by compareFiles and counted by a second, deliberately simple reading of the rule
 * (helpers/simple-compare.ts: the records parsed whole, rows in plain Maps). The base is the file
 * as published; the head is written anew (CSV quoted only where needed, JSON compact).
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { parse } from 'csv-parse/sync'
import { compareFiles } from '../src/datasets/compare/compare-tables.js'
import { delimited } from './helpers/delimited.js'
import { Seeded } from './helpers/seeded.js'
import {
  comparable,
  csvTable,
  jsonTable,
  simpleCompare,
  type Table
} from './helpers/simple-compare.js'
import { makeWorkspace } from './helpers/workspace.js'

const CORPUS = path.resolve('node_modules/vega-datasets/data')

/** A file's records, by column name (no corpus file repeats a name). */
interface Records {
  readonly type: 'csv' | 'json'
  columns: string[]
  records: Record<string, unknown>[]
}

function load(file: string): { text: string; data: Records } {
  const text = readFileSync(path.join(CORPUS, file), 'utf8')
  if (file.endsWith('.json')) {
    const records = JSON.parse(text) as Record<string, unknown>[]
    const columns = [...new Set(records.flatMap(r => Object.keys(r)))]
    return { text, data: { type: 'json', columns, records } }
  }
  const [columns, ...rows] = parse(text, { bom: true, skip_empty_lines: true })
  const records = rows.map(row => Object.fromEntries(columns.map((c, i) => [c, row[i]])))
  return { text, data: { type: 'csv', columns, records } }
}

function write(data: Records): string {
  if (data.type === 'json') return JSON.stringify(data.records)
  return delimited([
    data.columns,
    ...data.records.map(r => data.columns.map(c => String(r[c] ?? '')))
  ])
}

const copy = (data: Records): Records => ({
  type: data.type,
  columns: [...data.columns],
  records: data.records.map(r => ({ ...r }))
})

/** A value corrected: a number moved, a text amended, an empty value filled. */
function corrected(value: unknown, type: 'csv' | 'json'): unknown {
  if (typeof value === 'number') return Math.round(value * 1.1 * 100) / 100 + 1
  if (value === null || value === undefined || value === '') return type === 'csv' ? '0' : 0
  const text = String(value)
  const n = Number(text)
  if (type === 'csv' && text.trim() !== '' && Number.isFinite(n)) return String(n + 1)
  return `${text} (corrected)`
}

// The changes pull requests make.

function editValues(rng: Seeded, data: Records, rows: number, protect: readonly string[]) {
  const columns = data.columns.filter(c => !protect.includes(c))
  if (columns.length === 0) return 'nothing to edit'
  const picked = rng.some(data.records, rows)
  for (const record of picked)
    for (const c of rng.some(columns, rng.int(1, 2))) record[c] = corrected(record[c], data.type)
  return `${picked.length} rows edited`
}

function addRows(rng: Seeded, data: Records, rows: number, key: readonly string[]) {
  for (let i = 0; i < rows; i++) {
    const record = { ...rng.pick(data.records) }
    for (const c of key.length > 0 ? key : data.columns.slice(0, 1))
      record[c] = `${String(record[c] ?? '')} new ${i}`
    data.records.splice(rng.int(0, data.records.length), 0, record)
  }
  return `${rows} rows added`
}

function removeRows(rng: Seeded, data: Records, rows: number) {
  const gone = new Set(rng.some(data.records, rows))
  data.records = data.records.filter(r => !gone.has(r))
  return `${gone.size} rows removed`
}

function addColumn(data: Records, name: string, value: (i: number) => unknown) {
  data.columns.push(name)
  data.records = data.records.map((r, i) => ({ ...r, [name]: value(i) }))
  return `column ${name} added`
}

function removeColumn(data: Records, name: string) {
  data.columns = data.columns.filter(c => c !== name)
  for (const record of data.records) delete record[name]
  return `column ${name} removed`
}

function renameColumn(data: Records, from: string, to: string) {
  data.columns = data.columns.map(c => (c === from ? to : c))
  data.records = data.records.map(r =>
    Object.fromEntries(Object.entries(r).map(([k, v]) => [k === from ? to : k, v]))
  )
  return `column ${from} renamed ${to}`
}

function reorderRows(rng: Seeded, data: Records) {
  data.records = rng.shuffled(data.records)
  return 'rows reordered'
}

// Comparing.

const workspace = makeWorkspace()
afterAll(() => workspace.remove())

const tableOf = (type: 'csv' | 'json', text: string): Table =>
  type === 'csv' ? csvTable(text) : jsonTable(text)

/** Both readings of one change: the module's, and the simple one's. */
async function bothWays(
  name: string,
  type: 'csv' | 'json',
  baseText: string,
  headText: string,
  key?: string[]
) {
  const result = await compareFiles(
    workspace.write(`${name}.base.${type}`, baseText),
    workspace.write(`${name}.head.${type}`, headText),
    key ? { type, key } : { type }
  )
  const simple = comparable(simpleCompare(tableOf(type, baseText), tableOf(type, headText), key))
  return { got: result.kind === 'counted' ? comparable(result.counted) : result, simple }
}

describe('the changes the issue reports, on the corpus', () => {
  it('movies.json with a key removed and 30 records deleted: 30 removed, 0 added', async () => {
    const { text, data } = load('movies.json')
    const head = copy(data)
    removeColumn(head, 'US DVD Sales')
    removeRows(new Seeded(30), head, 30)
    const { got, simple } = await bothWays('movies', 'json', text, write(head))
    expect(simple).toMatchObject({
      before: 3201,
      after: 3171,
      added: 0,
      removed: 30,
      columnsRemoved: ['US DVD Sales']
    })
    expect(got).toEqual(simple)
  })
  it('penguins.json with a key added to every record: nothing added or removed, the key named', async () => {
    const { text, data } = load('penguins.json')
    const head = copy(data)
    addColumn(head, 'Study', i => (i < 150 ? 'PAL0708' : 'PAL0809'))
    const { got, simple } = await bothWays('penguins', 'json', text, write(head))
    expect(simple).toMatchObject({
      before: 344,
      after: 344,
      added: 0,
      removed: 0,
      columnsAdded: ['Study']
    })
    expect(got).toEqual(simple)
  })
  it('3 prices corrected in 1,200 rows of sp500-2000.csv, keyed by date: 3 changed, close named', async () => {
    const { text } = load('sp500-2000.csv')
    const base = text.split('\n').slice(0, 1201).join('\n') + '\n'
    const lines = base.split('\n')
    for (const at of [17, 480, 1111]) {
      const cells = lines[at].split(',')
      cells[4] = (Number(cells[4]) + 0.25).toFixed(6)
      lines[at] = cells.join(',')
    }
    const { got, simple } = await bothWays('sp500', 'csv', base, lines.join('\n'), ['date'])
    expect(simple).toEqual({
      unit: 'rows',
      before: 1200,
      after: 1200,
      added: 0,
      removed: 0,
      changed: 3,
      changedColumns: [{ column: 'close', rows: 3 }],
      key: ['date'],
      columnsAdded: [],
      columnsRemoved: [],
      columnsRenamed: []
    })
    expect(got).toEqual(simple)
  })
  it('an id column repeated across records (income.json) is passed over, said, and rows compared whole', async () => {
    const { text, data } = load('income.json')
    const head = copy(data)
    editValues(new Seeded(5), head, 4, [])
    const { got, simple } = await bothWays('income', 'json', text, write(head))
    expect(simple).toMatchObject({
      added: 4,
      removed: 4,
      keyUnused: { key: ['id'], why: 'not-unique', version: 'both' }
    })
    expect(got).toEqual(simple)
  })
})

/** Corpus files, each with a key that is unique in it (or none: rows compared whole). */
const FILES: { file: string; key?: string[]; seeds: number }[] = [
  { file: 'airports.csv', key: ['iata'], seeds: 4 },
  { file: 'seattle-weather.csv', key: ['date'], seeds: 4 },
  { file: 'stocks.csv', key: ['symbol', 'date'], seeds: 4 },
  { file: 'weather.csv', key: ['location', 'date'], seeds: 3 },
  { file: 'github.csv', seeds: 4 },
  { file: 'zipcodes.csv', key: ['zip_code'], seeds: 1 },
  { file: 'penguins.json', seeds: 4 },
  { file: 'movies.json', seeds: 3 },
  { file: 'movies.json', key: ['Title'], seeds: 2 },
  { file: 'cars.json', seeds: 4 },
  { file: 'obesity.json', seeds: 4 },
  { file: 'income.json', seeds: 3 },
  { file: 'gapminder.json', key: ['country', 'year'], seeds: 4 },
  { file: 'flights-2k.json', seeds: 3 }
]

describe('seeded changes to corpus files agree with the simple reading', () => {
  for (const { file, key, seeds } of FILES)
    it(`${file}${key ? ` keyed by ${key.join(', ')}` : ''}`, async () => {
      const { text, data } = load(file)
      const protect = key ?? (data.columns.includes('id') ? ['id'] : [])
      const disagreements: unknown[] = []
      for (let seed = 1; seed <= seeds; seed++) {
        const rng = new Seeded(seed * 101 + file.length)
        const head = copy(data)
        const story: string[] = []
        const free = () => head.columns.filter(c => !protect.includes(c))
        const changes = [
          () => editValues(rng, head, rng.int(1, 5), protect),
          () => addRows(rng, head, rng.int(1, 20), protect),
          () => removeRows(rng, head, rng.int(1, 30)),
          () => addColumn(head, 'note', i => (i % 3 === 0 ? 'checked' : 'open')),
          () => (free().length > 1 ? removeColumn(head, rng.pick(free())) : 'no column removed'),
          () => (free().length > 0 ? renameColumn(head, rng.pick(free()), 'renamed') : 'no rename'),
          () => reorderRows(rng, head),
          () => (key ? renameColumn(head, key[0], `${key[0]}_v2`) : 'no key to rename')
        ]
        for (const change of rng.some(changes, rng.int(1, 3))) story.push(change())
        const { got, simple } = await bothWays(file, data.type, text, write(head), key)
        if (!isDeepStrictEqual(got, simple))
          disagreements.push({ seed, story, expected: simple, got })
      }
      expect(disagreements).toEqual([])
    })
})

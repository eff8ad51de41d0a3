/**
 * `compare` on datasets of every format, through the bundle, against a real pull request's
 * history: each version is read as the service reads it (converted, whole), and the counts are
 * the ones worked out by hand from the rows the test wrote.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { Input, Output } from '../src/config/constants.js'
import { runAction, type ActionResult } from '../tools/runner.js'
import { delimited, jsonLines } from './helpers/delimited.js'
import { writeParquet } from './helpers/duckdb.js'
import { pullRequest } from './helpers/events.js'
import { pullRequestHistory, type PullRequestCommits } from './helpers/git-history.js'
import { APP_TOKEN, useServices } from './helpers/services.js'

const services = useServices({ instantBytes: 1024 * 1024 })

const salesRow = (i: number) => [
  `2026-${String((i % 12) + 1).padStart(2, '0')}`,
  `R${i}`,
  `${i * 100}`
]
const salesRows = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, k) => salesRow(from + k))
const SALES_HEADER = ['month', 'region', 'revenue']

const event = (id: number) => ({ id, kind: id % 2 === 0 ? 'open' : 'close', at: `2026-01-0${id}` })

const PEOPLE_BASE = [
  ['id', 'name', 'email'],
  ['1', 'Ann', 'ann@example.org'],
  ['2', 'Bob', 'bob@example.org']
]

let root: string
let commits: PullRequestCommits

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'dashboard-formats-compare-'))
  const write = (file: string, content: string | Buffer) =>
    writeFileSync(path.join(root, file), content)
  // DuckDB writes the Parquet files of both commits ahead; each step copies its own in.
  const staged = mkdtempSync(path.join(os.tmpdir(), 'dashboard-formats-compare-parquet-'))
  await writeParquet(
    path.join(staged, 'base.parquet'),
    `SELECT i AS id, 'item ' || i AS name FROM range(100) t(i)`
  )
  await writeParquet(
    path.join(staged, 'head.parquet'),
    `SELECT i AS id, 'item ' || i AS name, i % 2 = 0 AS flag FROM range(10, 120) t(i)`
  )
  commits = pullRequestHistory(root, {
    start: () => {
      mkdirSync(path.join(root, 'data'))
      write('data/sales.tsv', delimited([SALES_HEADER, ...salesRows(0, 10)], '\t'))
      write('data/events.jsonl', jsonLines([1, 2, 3].map(event)))
      write('data/stock.csv.gz', gzipSync('sku,qty\nA1,4\nB2,0\nC3,12\n'))
      write('data/metrics.parquet', readFileSync(path.join(staged, 'base.parquet')))
      write('data/same.jsonl.gz', gzipSync(jsonLines([1, 2].map(event)), { level: 1 }))
      write('data/switched.csv', 'a;b\n1;2\n3;4\n')
      write('data/people.tsv', delimited(PEOPLE_BASE, '\t'))
      write('notes.txt', 'start\n')
    },
    base: () => write('notes.txt', 'base moved on\n'),
    head: () => {
      // Rows 0 and 1 removed, 10 to 12 added: 10 → 11 rows, 3 added, 2 removed.
      write('data/sales.tsv', delimited([SALES_HEADER, ...salesRows(2, 13)], '\t', '\r\n'))
      // Records 4 and 5 added, the others in another order: 3 → 5, 2 added, 0 removed.
      write('data/events.jsonl', jsonLines([3, 1, 4, 2, 5].map(event)))
      // A column added and one row: compared on sku and qty, 3 → 4 rows, 1 added.
      write('data/stock.csv.gz', gzipSync('sku,qty,price\nA1,4,1.25\nB2,0,3\nC3,12,9.5\nD4,1,2\n'))
      // Ids 0 to 9 removed, 100 to 119 added, a column added: 100 → 110, 20 added, 10 removed.
      write('data/metrics.parquet', readFileSync(path.join(staged, 'head.parquet')))
      // The same records packed again at another level: other bytes, the same content.
      write('data/same.jsonl.gz', gzipSync(jsonLines([1, 2].map(event)), { level: 9 }))
      // Semicolons turned into commas and one row added: 2 → 3 rows, 1 added, no column changed.
      write('data/switched.csv', 'a,b\n1,2\n3,4\n5,6\n')
      // One email changed: the upload drops the column, the comparison reads the whole data.
      write(
        'data/people.tsv',
        delimited([...PEOPLE_BASE.slice(0, 2), ['2', 'Bob', 'robert@example.org']], '\t')
      )
    }
  })
  rmSync(staged, { recursive: true, force: true })
}, 60_000)
afterAll(() => rmSync(root, { recursive: true, force: true }))

function run(inputs: Record<string, string>): Promise<ActionResult> {
  const eventPath = path.join(
    os.tmpdir(),
    `formats-compare-event-${process.pid}-${Date.now()}.json`
  )
  writeFileSync(
    eventPath,
    JSON.stringify(pullRequest('opened', { baseSha: commits.base, headSha: commits.head }))
  )
  return runAction({
    workspace: root,
    inputs: {
      [Input.ApiKey]: Object.keys(DEFAULT_KEYS)[1],
      [Input.BaseUrl]: services.emulator.url,
      [Input.GithubToken]: APP_TOKEN,
      [Input.PollInterval]: '1',
      ...inputs
    },
    env: {
      GITHUB_API_URL: services.github.url,
      GITHUB_SERVER_URL: 'https://github.example',
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_SHA: commits.merge,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: eventPath
    }
  }).finally(() => rmSync(eventPath, { force: true }))
}

interface Change {
  kind: string
  text: string
  [key: string]: unknown
}

function changes(result: ActionResult): Record<string, Change> {
  const results = JSON.parse(result.outputs[Output.Results]) as { file: string; change: Change }[]
  return Object.fromEntries(results.map(r => [r.file, r.change]))
}

describe('compare on a pull request, for every format', () => {
  let result: ActionResult
  let found: Record<string, Change>
  beforeAll(async () => {
    result = await run({
      [Input.File]:
        'data/*.tsv\ndata/*.jsonl\ndata/*.gz\ndata/*.parquet\ndata/switched.csv\n!data/people.tsv'
    })
    found = changes(result)
  }, 60_000)

  it('succeeds, reading every base version from the history', () => {
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(services.github.requests.map(r => r.operationId)).not.toContain('repos/get-content')
  })

  it('counts the rows of a TSV added and removed', () => {
    expect(found['data/sales.tsv']).toMatchObject({
      kind: 'changed',
      unit: 'rows',
      before: 10,
      after: 11,
      added: 3,
      removed: 2,
      columnsAdded: [],
      columnsRemoved: []
    })
    expect(result.summary).toContain('10 → 11 rows: 3 added, 2 removed')
  })

  it('counts the records of JSON Lines, whatever their order', () => {
    expect(found['data/events.jsonl']).toMatchObject({
      kind: 'changed',
      unit: 'records',
      before: 3,
      after: 5,
      added: 2,
      removed: 0
    })
    expect(result.summary).toContain('3 → 5 records: 2 added, 0 removed')
  })

  it('reads both versions of a gzip CSV unpacked, naming the column added', () => {
    expect(found['data/stock.csv.gz']).toMatchObject({
      kind: 'changed',
      unit: 'rows',
      before: 3,
      after: 4,
      added: 1,
      removed: 0,
      columnsAdded: ['price'],
      columnsRemoved: [],
      comparedOn: 2
    })
  })

  it('reads both versions of a Parquet file as CSV', () => {
    expect(found['data/metrics.parquet']).toMatchObject({
      kind: 'changed',
      unit: 'rows',
      before: 100,
      after: 110,
      added: 20,
      removed: 10,
      columnsAdded: ['flag'],
      columnsRemoved: []
    })
  })

  it('tells a gzip file packed again with the same records as unchanged', () => {
    expect(found['data/same.jsonl.gz']).toMatchObject({ kind: 'unchanged', rows: 2 })
  })

  it('reads a base version in semicolons as the service read it, before the file became commas', () => {
    expect(found['data/switched.csv']).toMatchObject({
      kind: 'changed',
      unit: 'rows',
      before: 2,
      after: 3,
      added: 1,
      removed: 0,
      columnsAdded: [],
      columnsRemoved: []
    })
  })

  it('tells counts and names only, never a value of a row', () => {
    const told = JSON.stringify(found)
    for (const value of ['R11', 'item 115', '9.5', 'D4', '2026-01-05']) {
      expect(told).not.toContain(value)
      expect(result.summary).not.toContain(value)
    }
  })
})

describe('compare with columns dropped from the upload', () => {
  it('compares the whole data, so a change in a dropped column still counts', async () => {
    const result = await run({ [Input.File]: 'data/people.tsv', [Input.Columns]: '!email' })
    expect(result.code).toBe(0)
    const [upload] = services.emulator.requests.filter(r => r.file !== undefined)
    expect(upload.file?.content.toString('utf8')).not.toContain('@example.org')
    // Bob's row differs only by its email: matched on its id, one row changed, in that column.
    expect(changes(result)['data/people.tsv']).toMatchObject({
      kind: 'changed',
      before: 2,
      after: 2,
      added: 0,
      removed: 0,
      changed: 1,
      changedColumns: [{ column: 'email', rows: 1 }],
      columnsAdded: [],
      columnsRemoved: []
    })
  })
})

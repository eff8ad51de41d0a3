/**
 * Messages that say the fix: a missing file names the nearest existing ones, a pattern that
 * matched nothing says what is where it looked, a file past 10 MB lists every way through, and a
 * base-url ending in /api is refused before anything is sent.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { inspectDataset } from '../src/datasets/find/inspect.js'
import { matchFiles } from '../src/datasets/find/patterns.js'
import { editDistance } from '../src/datasets/find/hints.js'
import { parseBaseUrl } from '../src/common/input-values.js'
import { makeWorkspace, SMALL_CSV, type Workspace } from './helpers/workspace.js'
import { saying } from './helpers/meaning.js'
import { ignoreStepLog } from './helpers/step-log.js'

// @actions/glob writes ::debug:: lines; no test here reads them.
ignoreStepLog()

let ws: Workspace
beforeEach(() => {
  ws = makeWorkspace()
})
afterEach(() => ws.remove())

async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run()
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('expected a refusal')
}

const missing = (file: string) => refusal(() => inspectDataset(ws.root, file, {}))
const unmatched = (...patterns: string[]) => refusal(() => matchFiles(ws.root, patterns))

describe('a file that does not exist', () => {
  it('names the closest dataset files by their path', async () => {
    ws.write('data/sales.csv', SMALL_CSV)
    ws.write('data/sales-2024.csv', SMALL_CSV)
    ws.write('reports/summary.json', '[]')
    const message = await missing('data/sale.csv')
    expect(message).toMatch(
      saying("'file'", '"data/sale.csv"', 'Did you mean: "data/sales.csv", "data/sales-2024.csv"?')
    )
    expect(message).not.toContain('summary.json')
  })

  it('names a file of the same name in another folder, however far its path', async () => {
    ws.write('exports/monthly/2026/sales.csv', SMALL_CSV)
    expect(await missing('data/sales.csv')).toMatch(
      saying('Did you mean: "exports/monthly/2026/sales.csv"?')
    )
  })

  it('names at most three, and only files a dataset can be', async () => {
    for (const name of ['a1', 'a2', 'a3', 'a4']) ws.write(`data/${name}.csv`, SMALL_CSV)
    ws.write('data/a0.txt', 'x')
    const message = await missing('data/a.csv')
    const named = message.slice(message.indexOf('Did you mean:')).match(/"[^"]+"/g) ?? []
    expect(named).toEqual(['"data/a1.csv"', '"data/a2.csv"', '"data/a3.csv"'])
  })

  it('suggests nothing unrelated, and nothing from node_modules or .git', async () => {
    ws.write('docs/readme-figures/population.parquet', 'x')
    ws.write('node_modules/pkg/data/sales.csv', SMALL_CSV)
    ws.write('.git/data/sales.csv', SMALL_CSV)
    expect(await missing('data/sales.csv')).not.toContain('Did you mean')
  })

  it('keeps the case-only hint when only the case differs', async () => {
    ws.write('Data/Sales.csv', SMALL_CSV)
    expect(await missing('data/sales.csv')).toMatch(
      saying('Did you mean "Data/Sales.csv"?', 'case-sensitive')
    )
  })

  it('stays bounded in a large workspace', async () => {
    for (let i = 0; i < 4000; i++) ws.write(`aaa/f${i}.txt`, '')
    ws.write('zzz/sales.csv', SMALL_CSV)
    // The walk stops before the folder past the 4,000 entries: nothing is named, and no failure.
    const message = await missing('data/sales.csv')
    expect(message).toMatch(saying('"data/sales.csv"', 'no such file'))
    expect(message).not.toContain('zzz/sales.csv')
  })
})

describe('a pattern that matches nothing', () => {
  it('names the dataset files in the folder it looked in', async () => {
    ws.write('data/sales.CSV.gz', 'x')
    ws.write('data/2026/regions.tsv', 'x')
    ws.write('data/notes.md', 'x')
    const message = await unmatched('data/*.json')
    expect(message).toMatch(
      saying('"data/*.json"', 'folder "data/"', '"data/sales.CSV.gz"', '"data/2026/regions.tsv"')
    )
    expect(message).not.toContain('notes.md')
  })

  it('names at most five, counting the rest', async () => {
    for (let i = 1; i <= 7; i++) ws.write(`data/m${i}.csv`, SMALL_CSV)
    const message = await unmatched('data/*.json')
    expect(message).toMatch(saying('"data/m1.csv"', '"data/m5.csv"', 'and 2 more'))
    expect(message).not.toContain('m6.csv')
  })

  it('says a folder does not exist, and what the nearest one that does holds', async () => {
    ws.write('data/sales.csv', SMALL_CSV)
    const message = await unmatched('data/exports/**/*.csv')
    expect(message).toMatch(
      saying('folder "data/exports/"', 'does not exist', 'folder "data/"', '"data/sales.csv"')
    )
  })

  it('says a folder holds no dataset file', async () => {
    ws.write('data/readme.md', 'x')
    expect(await unmatched('data/*.csv')).toMatch(
      saying('folder "data/"', 'no dataset file', 'CSV', 'JSON', 'Parquet')
    )
  })

  it('looks in the workspace for a pattern without a folder', async () => {
    ws.write('sales.csv', SMALL_CSV)
    expect(await unmatched('*.json')).toMatch(saying('the workspace', '"sales.csv"'))
  })
})

describe('a file past 10 MB', () => {
  it('lists every way through: a sample, fewer columns, or several smaller files', async () => {
    ws.write('big.csv', Buffer.alloc(10 * 1024 * 1024 + 4, 'a'))
    const message = await missing('big.csv')
    expect(message).toMatch(
      saying('"big.csv"', '10 MB', "'oversize: sample'", "'columns'", 'split', "'file'")
    )
  })
})

describe('a base-url ending in /api', () => {
  it.each([
    ['https://dash.example.com/api', 'https://dash.example.com/'],
    ['https://dash.example.com/api/', 'https://dash.example.com/'],
    ['https://dash.example.com/svc/api//', 'https://dash.example.com/svc/']
  ])('refuses %p, saying the paths start with /api/ and the address to give', (raw, root) => {
    expect(() => parseBaseUrl('base-url', raw)).toThrow(
      saying("'base-url'", `"${raw}"`, 'already start with /api/', 'without /api', `"${root}"`)
    )
  })

  it('takes a prefix that only contains api', () => {
    expect(parseBaseUrl('base-url', 'https://dash.example.com/apis').href).toBe(
      'https://dash.example.com/apis/'
    )
    expect(parseBaseUrl('base-url', 'https://dash.example.com/api/v2').href).toBe(
      'https://dash.example.com/api/v2/'
    )
  })
})

describe('editDistance', () => {
  it.each([
    ['', 'abc', 3],
    ['sales.csv', 'sales.csv', 0],
    ['sale.csv', 'sales.csv', 1],
    ['kitten', 'sitting', 3]
  ])('%p to %p is %p', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance)
    expect(editDistance(b, a)).toBe(distance)
  })
})

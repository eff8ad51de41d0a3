import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { fileInputFor, splitEvenly } from '../src/features/hand-off/batches.js'
import {
  datasetFolders,
  isSinglePath,
  matchFiles,
  parsePatterns
} from '../src/datasets/find/patterns.js'
import { inspectDataset } from '../src/datasets/find/inspect.js'
import { makeWorkspace, SMALL_CSV, type Workspace } from './helpers/workspace.js'
import { ignoreStepLog } from './helpers/step-log.js'

// @actions/glob writes its options to the step log as ::debug:: lines; these tests check the
// files found.
ignoreStepLog()

const numbers = (count: number) => Array.from({ length: count }, (_, i) => i)
const sizes = (groups: number[][]) => groups.map(group => group.length)

describe('splitting the datasets into batches', () => {
  it('puts every dataset in exactly one batch, in order, sizes differing by at most one', () => {
    const groups = splitEvenly(numbers(600), 256)
    expect(groups).toHaveLength(256)
    expect(groups.flat()).toEqual(numbers(600))
    // 600 = 88 × 3 + 168 × 2
    expect(sizes(groups)).toEqual([...Array(88).fill(3), ...Array(168).fill(2)])
  })
  it('makes fewer batches than allowed when there are fewer datasets', () => {
    expect(splitEvenly(['a.csv'], 256)).toEqual([['a.csv']])
    expect(splitEvenly(numbers(5), 3)).toEqual([[0, 1], [2, 3], [4]])
  })
  it('makes no batch when there is no dataset', () => {
    expect(splitEvenly([], 256)).toEqual([])
  })
  it('gives one dataset a batch when there are exactly as many as allowed', () => {
    expect(splitEvenly(numbers(256), 256)).toEqual(numbers(256).map(i => [i]))
  })
  it('doubles up the first batch when there is one dataset more than allowed', () => {
    const groups = splitEvenly(numbers(257), 256)
    expect(groups).toHaveLength(256)
    expect(groups[0]).toEqual([0, 1])
    expect(groups.slice(1)).toEqual(numbers(255).map(i => [i + 2]))
  })
  it('puts everything in one batch when one leg is allowed', () => {
    expect(splitEvenly(numbers(10_000), 1)).toEqual([numbers(10_000)])
  })
  it('splits 10,000 datasets into 256 batches of 40 or 39', () => {
    const groups = splitEvenly(numbers(10_000), 256)
    expect(groups.flat()).toEqual(numbers(10_000))
    // 10,000 = 16 × 40 + 240 × 39
    expect(sizes(groups)).toEqual([...Array(16).fill(40), ...Array(240).fill(39)])
  })
})

/** Names the `file` input would misread if they were written as they are. */
const ODD_NAMES = [
  'data/plain.csv',
  'data/star*.csv',
  'data/what?.csv',
  'data/[ab].csv',
  'data/x]y.csv',
  'data/[].csv',
  'data/{a,b}.csv',
  'data/bang!mid.csv',
  'data/!bang/first.csv',
  'data/back\\slash.csv',
  'data/with space.csv',
  'data/trailing.csv ',
  'data/données 日本語.csv',
  '!top.csv',
  '#hash.csv',
  ' lead.csv',
  'tab\t.csv\t'
]
/** Files each odd name would select if it were read as a pattern, trimmed, or as a comment. */
const DECOYS = [
  'data/starry.csv',
  'data/whats.csv',
  'data/a.csv',
  'data/b.csv',
  'data/trailing.csv',
  'top.csv',
  'lead.csv',
  'tab\t.csv'
]

describe('a batch as the file input', () => {
  let ws: Workspace
  beforeAll(() => {
    ws = makeWorkspace()
    for (const file of [...ODD_NAMES, ...DECOYS]) ws.write(file, SMALL_CSV)
  })
  afterAll(() => ws.remove())

  async function selected(file: string): Promise<string[]> {
    const patterns = parsePatterns(file.trim())
    const folders = await datasetFolders(ws.root, patterns)
    const matched = await matchFiles(ws.root, patterns)
    // As 'file-type: csv' gives them: a name ending in white space has no known extension.
    const datasets = await Promise.all(
      matched.map(path => inspectDataset(ws.root, path, { fileType: 'csv' }, folders))
    )
    return datasets.map(dataset => dataset.displayPath)
  }

  it('selects exactly its datasets, however they are named', async () => {
    const expected = [...ODD_NAMES].sort()
    expect(await selected(fileInputFor(expected))).toEqual(expected)
  })
  it.each(ODD_NAMES)('selects %p alone when it is the batch', async name => {
    expect(await selected(fileInputFor([name]))).toEqual([name])
  })
  it('keeps a plain path as the single-dataset form of the input', () => {
    expect(fileInputFor(['data/plain.csv'])).toBe('data/plain.csv')
    expect(isSinglePath(parsePatterns(fileInputFor(['data/plain.csv'])))).toBe(true)
  })
  it('writes one line per dataset', () => {
    expect(fileInputFor(['a.csv', 'b c.csv'])).toBe('a.csv\nb c.csv')
  })
  it('refuses a name with a line break, naming it and saying what to do', () => {
    expect(() => fileInputFor(['a.csv', 'two\nlines.csv'])).toThrow(
      /'file'.*"two\\nlines\.csv".*line break.*Rename/
    )
  })
})

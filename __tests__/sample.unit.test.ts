/**
 * The sampler behind `oversize: sample`: a 1-in-2^k sample of the rows that fits a byte budget,
 * in file order, the same for the same seed. The seeds are fixed, so no figure below can flake.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { RowSampler, sampleSeed } from '../src/datasets/convert/sample.js'
import { makeWorkspace, type Workspace } from './helpers/workspace.js'

/** Each row is its own index, padded to a fixed width, ending in a newline: 8 bytes a row. */
const rowText = (i: number) => `${String(i).padStart(7, '0')}\n`

/** Offers rows 0 to `count - 1` and reads back the indexes kept, in the order they come out. */
function sampleOf(
  seed: number,
  count: number,
  budget: number,
  separator = ''
): { kept: number[]; bytes: number; oneIn: number; rows: number } {
  const sampler = new RowSampler(seed, budget, separator.length)
  for (let i = 0; i < count; i++) sampler.offer(i, rowText(i))
  const joined = sampler.joined(separator).toString()
  const kept =
    joined === ''
      ? []
      : joined
          .split(`\n${separator}`)
          .filter(t => t !== '')
          .map(Number)
  return { kept, bytes: Buffer.byteLength(joined), oneIn: sampler.oneIn, rows: sampler.rows }
}

const SEEDS = [1, 7, 0x9e3779b9, 123456789, 42]

describe('a sample that fits the budget', () => {
  it('keeps every row when they all fit', () => {
    const { kept, oneIn } = sampleOf(1, 100, 100 * 8)
    expect(kept).toEqual(Array.from({ length: 100 }, (_, i) => i))
    expect(oneIn).toBe(1)
  })

  it.each(SEEDS)('never passes the budget, and fills more than a quarter of it (seed %d)', seed => {
    const budget = 16_000
    const { bytes, rows, kept } = sampleOf(seed, 100_000, budget)
    expect(bytes).toBeLessThanOrEqual(budget)
    // Each halving leaves about half the budget, and rows come in after it: never near empty.
    expect(bytes).toBeGreaterThan(budget / 4)
    expect(kept).toHaveLength(rows)
  })

  it('counts the separator between rows in the budget', () => {
    const budget = 5_000
    const { bytes, rows } = sampleOf(3, 50_000, budget, ',\n')
    expect(bytes).toBeLessThanOrEqual(budget)
    // The rows and a separator between each two make up the bytes.
    expect(bytes).toBe(rows * 8 + (rows - 1) * 2)
  })

  it('keeps the rows in the file order, each as it was offered', () => {
    const { kept } = sampleOf(11, 20_000, 4_000)
    for (let i = 1; i < kept.length; i++) expect(kept[i]).toBeGreaterThan(kept[i - 1])
    expect(kept.every(i => Number.isInteger(i) && i >= 0 && i < 20_000)).toBe(true)
  })

  it('keeps one row in a power of two, about as many as that rate gives', () => {
    for (const seed of SEEDS) {
      const { oneIn, rows } = sampleOf(seed, 100_000, 12_000)
      expect(Math.log2(oneIn)).toBe(Math.round(Math.log2(oneIn)))
      expect(oneIn).toBeGreaterThan(1)
      // A Bernoulli sample at 1/oneIn of 100,000 rows: within a fifth of its expected size.
      const expected = 100_000 / oneIn
      expect(Math.abs(rows - expected)).toBeLessThan(expected / 5)
    }
  })

  it('gives the same sample for the same seed, and another for another seed', () => {
    const first = sampleOf(2024, 30_000, 6_000)
    const again = sampleOf(2024, 30_000, 6_000)
    const other = sampleOf(2025, 30_000, 6_000)
    expect(again.kept).toEqual(first.kept)
    expect(other.kept).not.toEqual(first.kept)
    // Two independent samples at these rates share few rows.
    const shared = other.kept.filter(i => first.kept.includes(i)).length
    expect(shared).toBeLessThan(first.kept.length / 2)
  })

  it('says ahead which rows it wants: exactly the ones it then keeps', () => {
    const sampler = new RowSampler(5, 2_000, 0)
    const wanted: number[] = []
    for (let i = 0; i < 5_000; i++) {
      if (sampler.wants(i)) wanted.push(i)
      sampler.offer(i, rowText(i))
    }
    const kept = sampler.joined('').toString().split('\n').filter(Boolean).map(Number)
    // Every kept row was wanted when offered: a reader may skip building the others.
    expect(kept.every(i => wanted.includes(i))).toBe(true)
    // And the rows wanted early that a halving let go are not kept.
    expect(wanted.length).toBeGreaterThan(kept.length)
    expect(kept.every(i => sampler.wants(i))).toBe(true)
  })
})

describe('a uniform sample', () => {
  const COUNT = 100_000

  it.each(SEEDS)('draws from the whole file, not its start or end (seed %d)', seed => {
    const { kept } = sampleOf(seed, COUNT, 12_000)
    expect(kept.length).toBeGreaterThan(500)
    // The mean of uniform indexes is the middle; its spread here is under 1% of the file.
    const mean = kept.reduce((sum, i) => sum + i, 0) / kept.length
    expect(Math.abs(mean - COUNT / 2)).toBeLessThan(COUNT * 0.04)
    // Each quarter of the file holds about a quarter of the sample.
    const quarters = [0, 0, 0, 0]
    for (const i of kept) quarters[Math.floor((i / COUNT) * 4)]++
    for (const q of quarters) expect(Math.abs(q / kept.length - 0.25)).toBeLessThan(0.05)
  })

  it('does not keep rows at a fixed stride', () => {
    const { kept, oneIn } = sampleOf(9, COUNT, 12_000)
    const gaps = new Set(kept.slice(1).map((i, k) => i - kept[k]))
    // A stride would give one gap; a Bernoulli sample gives gaps of many sizes, around 1/rate.
    expect(gaps.size).toBeGreaterThan(20)
    expect(Math.max(...gaps)).toBeGreaterThan(2 * oneIn)
  })
})

describe("the sample's seed", () => {
  let ws: Workspace
  beforeEach(() => {
    ws = makeWorkspace()
  })
  afterEach(() => ws.remove())

  it('is the same for the same content, wherever the file is', async () => {
    const text = 'a,b\n' + Array.from({ length: 1000 }, (_, i) => `${i},${i * 3}\n`).join('')
    const one = ws.write('data/one.csv', text)
    const two = ws.write('elsewhere/two.csv', text)
    /*
     * The first 4 bytes of sha256(size, first MiB, last MiB), computed apart from the code: the
     * file (8,522 bytes) written by Python as here, then
     *   { printf 8522; cat seed.csv seed.csv; } | sha256sum | cut -c1-8   (f83d3b61, read as a number)
     */
    expect(await sampleSeed(one)).toBe(4164762465)
    expect(await sampleSeed(two)).toBe(4164762465)
  })

  it('differs when the content differs, at its start, its end or its length', async () => {
    const text = 'a,b\n' + Array.from({ length: 1000 }, (_, i) => `${i},${i * 3}\n`).join('')
    const seed = await sampleSeed(ws.write('base.csv', text))
    const changed = [
      text.replace('0,0', '0,1'),
      text.replace(/999,2997\n$/, '999,2998\n'),
      text + '1000,3000\n'
    ]
    for (const [i, other] of changed.entries())
      expect(await sampleSeed(ws.write(`other-${i}.csv`, other))).not.toBe(seed)
  })
})

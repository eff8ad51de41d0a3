/**
 * Fan-out past GitHub's 256-job matrix cap, through the bundle on Node 24: a plan's `batches`
 * output for 600 and 10,000 datasets as GITHUB_OUTPUT holds it, and a leg given one batch as its
 * `file` uploading exactly that batch's datasets, however they are named.
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { Input, Output } from '../src/constants.js'
import { NODE24, renderLog, runAction } from '../tools/runner.js'
import { renderGfm } from './helpers/gfm.js'
import { useServices } from './helpers/services.js'
import { makeWorkspace, type Workspace } from './helpers/workspace.js'

const services = useServices({ instantBytes: 1024 * 1024 })
let ws: Workspace | undefined

beforeAll(() => {
  if (!existsSync(NODE24))
    throw new Error(`Node 24 is missing at ${NODE24}: run 'npm run setup:node24' (npm test does).`)
})
afterEach(() => ws?.remove())

/** A small CSV whose content names its file, so each upload's digest tells which file it was. */
const csvFor = (file: string) => `file,value\n${JSON.stringify(file)},1\n`
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

function workspaceWith(files: readonly string[]): Workspace {
  const made = makeWorkspace()
  for (const file of files) made.write(file, csvFor(file))
  return made
}

function plan(root: string, inputs: Record<string, string> = {}) {
  return runAction({
    node: NODE24,
    workspace: root,
    inputs: { [Input.File]: 'data/**/*.csv', [Input.DryRun]: 'true', ...inputs },
    env: { GITHUB_API_URL: services.github.url }
  })
}

/** The lines of a batch as the `file` input reads them (non-empty, trimmed). */
const linesOf = (batch: string) => batch.split('\n').filter(line => line.trim() !== '')

/** What GitHub counts against its 1 MB for a job's outputs: UTF-16, two bytes a code unit. */
function outputBytes(outputs: Record<string, string>): number {
  return Object.entries(outputs).reduce((sum, [name, value]) => sum + 2 * (name + value).length, 0)
}

/** `count` datasets spread over 40 folders, named data/rNN/fNNNNN.csv. */
function manyFiles(count: number): string[] {
  return Array.from(
    { length: count },
    (_, i) => `data/r${String(i % 40).padStart(2, '0')}/f${String(i).padStart(5, '0')}.csv`
  )
}

describe('a plan past 256 datasets', () => {
  it('splits 600 datasets into 256 batches of 3 or 2, each dataset once, in the order of datasets', async () => {
    ws = workspaceWith(manyFiles(600))
    const result = await plan(ws.root)
    expect(result.code).toBe(0)
    const datasets = JSON.parse(result.outputs[Output.Datasets]) as string[]
    const batches = JSON.parse(result.outputs[Output.Batches]) as string[]
    expect(datasets).toEqual([...manyFiles(600)].sort())
    expect(batches).toHaveLength(256)
    expect(batches.flatMap(linesOf)).toEqual(datasets)
    expect(batches.map(batch => linesOf(batch).length)).toEqual([
      ...Array(88).fill(3),
      ...Array(168).fill(2)
    ])
    expect(outputBytes(result.outputs)).toBeLessThanOrEqual(1_000_000)
    const summary = renderGfm(result.summary).text
    expect(summary).toMatch(/batches.*256 batches of 3 or 2 datasets.*max-legs.*256/)
    expect(renderLog(result.stdout)).toMatch(/'batches': 256 batches of 3 or 2 datasets/)
    expect(services.emulator.requests).toEqual([])
  })

  it('splits 10,000 datasets into 256 batches of 40 or 39, within GitHub’s 1 MB for outputs', async () => {
    const files = manyFiles(10_000)
    ws = workspaceWith(files)
    const result = await plan(ws.root)
    expect(result.code).toBe(0)
    const datasets = JSON.parse(result.outputs[Output.Datasets]) as string[]
    const batches = JSON.parse(result.outputs[Output.Batches]) as string[]
    expect(datasets).toHaveLength(10_000)
    expect(new Set(datasets)).toEqual(new Set(files))
    expect(batches).toHaveLength(256)
    const lines = batches.flatMap(linesOf)
    expect(lines).toEqual(datasets)
    expect(new Set(lines).size).toBe(10_000)
    expect(new Set(batches.map(batch => linesOf(batch).length))).toEqual(new Set([40, 39]))
    expect(outputBytes(result.outputs)).toBeLessThanOrEqual(1_000_000)
  })

  it('makes no more batches than max-legs', async () => {
    ws = workspaceWith(manyFiles(600))
    const result = await plan(ws.root, { [Input.MaxLegs]: '7' })
    expect(result.code).toBe(0)
    const batches = JSON.parse(result.outputs[Output.Batches]) as string[]
    // 600 = 5 × 86 + 2 × 85
    expect(batches.map(batch => linesOf(batch).length)).toEqual([86, 86, 86, 86, 86, 85, 85])
  })

  it('fails, setting neither list, when the outputs would pass 1 MB, and says how to split the plan', async () => {
    const folder = `data/${'a-long-folder-name-'.repeat(8)}`
    ws = workspaceWith(Array.from({ length: 2_000 }, (_, i) => `${folder}/dataset-${i}.csv`))
    const result = await plan(ws.root)
    expect(result.code).toBe(1)
    const log = renderLog(result.stdout)
    expect(log).toMatch(/Error: .*'datasets'.*'batches'.*bytes.*1,000,000/)
    expect(log).toMatch(/several plan jobs.*'file'/)
    expect(result.outputs[Output.Datasets]).toBeUndefined()
    expect(result.outputs[Output.Batches]).toBeUndefined()
  })

  it.each(['0', '257', 'all'])(
    'refuses max-legs %p, naming the input, the value and the range, before any request',
    async value => {
      ws = workspaceWith(['data/a.csv'])
      const result = await plan(ws.root, { [Input.MaxLegs]: value })
      expect(result.code).toBe(1)
      const log = renderLog(result.stdout)
      expect(log).toContain(`Input 'max-legs' is "${value}"`)
      expect(log).toMatch(/from 1 to 256/)
      expect(result.outputs[Output.Batches]).toBeUndefined()
      expect(services.emulator.requests).toEqual([])
      expect(services.github.requests).toEqual([])
    }
  )
})

/** Names the `file` input would read as patterns, exclusions, comments or trimmed text. */
const ODD = [
  'data/odd/star*.csv',
  'data/odd/what?.csv',
  'data/odd/[ab].csv',
  'data/odd/x]y.csv',
  'data/odd/{a,b}.csv',
  'data/odd/bang!.csv',
  'data/odd/!lead.csv',
  'data/odd/with space.csv',
  'data/odd/données 日本語.csv',
  'data/odd/back\\slash.csv',
  '!top.csv',
  '#hash.csv',
  ' lead.csv',
  'data/plain.csv'
]
/** What those names would select if misread: none may be uploaded. */
const DECOYS = [
  'data/odd/starry.csv',
  'data/odd/whats.csv',
  'data/odd/a.csv',
  'data/odd/b.csv',
  'top.csv',
  'lead.csv'
]

describe('a leg given one batch as its file', () => {
  it('uploads exactly the datasets of its batch, however they are named', async () => {
    ws = workspaceWith(ODD)
    const planned = await plan(ws.root, {
      [Input.File]: 'data/**/*.csv\n*.csv',
      [Input.MaxLegs]: '2'
    })
    expect(planned.code).toBe(0)
    const datasets = JSON.parse(planned.outputs[Output.Datasets]) as string[]
    expect([...datasets].sort()).toEqual([...ODD].sort())
    const batches = JSON.parse(planned.outputs[Output.Batches]) as string[]
    expect(batches).toHaveLength(2)
    for (const decoy of DECOYS) ws.write(decoy, csvFor(decoy))
    const byDigest = new Map([...ODD, ...DECOYS].map(file => [sha256(csvFor(file)), file]))

    const uploaded: string[] = []
    for (const batch of batches) {
      const expected = datasets.slice(uploaded.length, uploaded.length + linesOf(batch).length)
      services.emulator.reset()
      const leg = await runAction({
        node: NODE24,
        workspace: ws.root,
        inputs: {
          [Input.ApiKey]: Object.keys(DEFAULT_KEYS)[1],
          [Input.BaseUrl]: services.emulator.url,
          [Input.File]: batch
        }
      })
      expect(leg.code).toBe(0)
      const results = JSON.parse(leg.outputs[Output.Results]) as { file: string }[]
      expect(results.map(r => r.file)).toEqual(expected)
      const sent = services.emulator.requests
        .filter(r => r.file !== undefined)
        .map(r => byDigest.get(r.file!.sha256))
      expect(sent.sort()).toEqual([...expected].sort())
      uploaded.push(...expected)
    }
    expect(uploaded.sort()).toEqual([...ODD].sort())
  })
})

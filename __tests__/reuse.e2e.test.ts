/**
 * Reuse by content (issue 27), through the bundle as a runner runs it: the real @actions/cache
 * client against the fake of GitHub's cache service (its Twirp API and blob storage, scopes from
 * the runtime token's claim), and the service emulator. A dataset whose upload, options and
 * service were generated before is not sent again while its generation is completed, linked and
 * younger than `max-age`; anything else is generated, and a cache out of reach only warns.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { DEFAULT_KEYS, type Generation } from '../emulator/state.js'
import { Input, Output } from '../src/config/constants.js'
import { NODE24, runAction, type ActionResult } from '../tools/runner.js'
import { scopesOfPullRequest, scopesOfPush } from './helpers/fake-cache.js'
import type { CacheScope } from './helpers/fake-artifacts.js'
import { renderGfm } from './helpers/gfm.js'
import { saying } from './helpers/meaning.js'
import { runnerCommands } from './helpers/runner-commands.js'
import { useFakeCache, useServices } from './helpers/services.js'
import { makeWorkspace, type Workspace } from './helpers/workspace.js'

const services = useServices({ processingMs: 300, instantBytes: 0 })
const stored = useFakeCache()
const DAY = 24 * 3600 * 1000
let ws: Workspace
let home: string

beforeEach(() => {
  ws = makeWorkspace()
  ws.write('data/east.csv', 'month,revenue\n2026-01,1200\n2026-02,900\n')
  ws.write('data/north.csv', 'month,revenue\n2026-01,300\n2026-02,450\n')
  ws.write('data/south.csv', 'month,revenue\n2026-01,800\n2026-02,820\n')
  // The cache client saves from the home folder: each test has its own, as each runner does.
  home = mkdtempSync(path.join(os.tmpdir(), 'reuse-home-'))
})
afterEach(() => {
  ws.remove()
  rmSync(home, { recursive: true, force: true })
})

interface Job {
  scopes?: CacheScope[]
  inputs?: Record<string, string>
  env?: Record<string, string>
  node?: string
}

/** One job on a runner: a push to main unless its token's scopes say otherwise. */
function job({ scopes = scopesOfPush('main'), inputs = {}, env, node }: Job = {}) {
  return runAction({
    node,
    workspace: ws.root,
    inputs: {
      [Input.ApiKey]: Object.keys(DEFAULT_KEYS)[1],
      [Input.BaseUrl]: services.emulator.url,
      [Input.File]: 'data/*.csv',
      [Input.PollInterval]: '1',
      ...inputs
    },
    env: {
      HOME: home,
      ...stored.results.env({ runId: 501, job: 'dashboards', scopes }),
      ...env
    }
  })
}

interface Result {
  file: string
  'generation-id': string
  'share-url': string
  status: string
  reused: boolean
}
const resultsOf = (run: ActionResult) => JSON.parse(run.outputs[Output.Results]) as Result[]
/** The file names the service was sent (several go at once: sorted). */
const uploads = () =>
  services.emulator.requests
    .filter(r => r.method === 'POST')
    .map(r => r.file?.name)
    .sort()
const reads = () => services.emulator.requests.filter(r => r.method === 'GET').length
const warningsOf = (run: ActionResult) =>
  runnerCommands(run.stdout)
    .filter(command => command.name === 'warning')
    .map(command => decodeURIComponent(command.value ?? ''))
const idOf = (run: ActionResult, file: string) =>
  resultsOf(run).find(r => r.file === file)?.['generation-id'] as string

/** A first run that generated every dataset and recorded each in the cache. */
async function firstRun(options: Job = {}): Promise<ActionResult> {
  const first = await job(options)
  expect(first.code).toBe(0)
  expect(uploads()).toEqual(['east.csv', 'north.csv', 'south.csv'])
  expect(resultsOf(first).map(r => r.reused)).toEqual([false, false, false])
  expect(stored.cache.entries.filter(e => e.state === 'finalized')).toHaveLength(3)
  services.emulator.requests.length = 0
  return first
}

describe('a re-run of unchanged datasets', () => {
  it.each([
    ['this Node', undefined],
    ['Node 24', NODE24]
  ])(
    'uploads nothing, reads each generation once and reports them reused (%s)',
    async (_, node) => {
      const first = await firstRun({ node })
      const again = await job({ node })
      expect(again.code).toBe(0)
      expect(uploads()).toEqual([])
      expect(reads()).toBe(3)
      const results = resultsOf(again)
      expect(results.map(r => [r.file, r.status, r.reused])).toEqual([
        ['data/east.csv', 'completed', true],
        ['data/north.csv', 'completed', true],
        ['data/south.csv', 'completed', true]
      ])
      // The very generations and links of the first run.
      expect(results.map(r => [r['generation-id'], r['share-url']])).toEqual(
        resultsOf(first).map(r => [r['generation-id'], r['share-url']])
      )
      expect(warningsOf(again)).toEqual([])
      // The summary's rows say reused, and when the generation was made.
      const summary = renderGfm(again.summary)
      expect(summary.headings[0]).toMatch(/3 of 3 dashboards ready/)
      for (const row of summary.tables[0].slice(1))
        expect(row[1]).toMatch(/ready\s+reused, generated \d{4}-\d\d-\d\d \d\d:\d\d UTC/)
      // Nothing more was written to the cache: the entries are the first run's.
      expect(stored.cache.entries).toHaveLength(3)
    }
  )

  it('regenerates only the dataset that was edited', async () => {
    const first = await firstRun()
    ws.write('data/north.csv', 'month,revenue\n2026-01,300\n2026-02,451\n')
    const again = await job()
    expect(again.code).toBe(0)
    expect(uploads()).toEqual(['north.csv'])
    expect(resultsOf(again).map(r => r.reused)).toEqual([true, false, true])
    expect(idOf(again, 'data/north.csv')).not.toBe(idOf(first, 'data/north.csv'))
    // The edit is recorded: a third run reuses it.
    services.emulator.requests.length = 0
    const third = await job()
    expect(uploads()).toEqual([])
    expect(idOf(third, 'data/north.csv')).toBe(idOf(again, 'data/north.csv'))
  })

  it('regenerates every dataset when the instructions change, and with reuse: false', async () => {
    await firstRun()
    const told = await job({ inputs: { [Input.Instructions]: 'One chart per month.' } })
    expect(told.code).toBe(0)
    expect(uploads()).toHaveLength(3)
    expect(resultsOf(told).every(r => !r.reused)).toBe(true)

    services.emulator.requests.length = 0
    const before = stored.results.requests.length
    const off = await job({ inputs: { [Input.Reuse]: 'false' } })
    expect(off.code).toBe(0)
    expect(uploads()).toHaveLength(3)
    // reuse: false asks the cache nothing.
    expect(stored.results.requests.length).toBe(before)
  })

  it('regenerates a generation older than max-age, one the service no longer has, and one that failed', async () => {
    const first = await firstRun()
    const generation = (file: string) =>
      services.emulator.generations.get(idOf(first, file)) as { createdAt: number; outcome: string }
    generation('data/east.csv').createdAt -= 7 * DAY
    services.emulator.generations.delete(idOf(first, 'data/north.csv'))
    generation('data/south.csv').outcome = 'failed'
    const again = await job()
    expect(again.code).toBe(0)
    expect(uploads()).toEqual(['east.csv', 'north.csv', 'south.csv'])
    expect(resultsOf(again).every(r => r.status === 'completed' && !r.reused)).toBe(true)
    const log = again.stdout
    expect(log).toMatch(saying(idOf(first, 'data/east.csv'), "past 'max-age'", 'generating anew'))
    expect(log).toMatch(
      saying(idOf(first, 'data/north.csv'), 'could not be read', 'generating anew')
    )
    expect(log).toMatch(saying(idOf(first, 'data/south.csv'), 'failed', 'generating anew'))

    // A shorter max-age regenerates what the default keeps.
    services.emulator.requests.length = 0
    for (const id of resultsOf(again).map(r => r['generation-id']))
      (services.emulator.generations.get(id) as { createdAt: number }).createdAt -= DAY
    const strict = await job({ inputs: { [Input.MaxAge]: '0.5' } })
    expect(uploads()).toHaveLength(3)
    expect(resultsOf(strict).every(r => !r.reused)).toBe(true)
  })

  it("regenerates one whose share link expires within a day, however long 'max-age' is", async () => {
    const first = await firstRun()
    // Free-plan links last 7 days: 6.5 days old, this one has half a day left.
    const east = services.emulator.generations.get(idOf(first, 'data/east.csv')) as {
      createdAt: number
    }
    east.createdAt -= 6.5 * DAY
    const again = await job({ inputs: { [Input.MaxAge]: '30' } })
    expect(again.code).toBe(0)
    expect(uploads()).toEqual(['east.csv'])
    const reused = Object.fromEntries(resultsOf(again).map(r => [r.file, r.reused]))
    expect(reused).toEqual({
      'data/east.csv': false,
      'data/north.csv': true,
      'data/south.csv': true
    })
    expect(again.stdout).toMatch(
      saying(
        idOf(first, 'data/east.csv'),
        'share link that expires',
        'within a day',
        'generating anew'
      )
    )
  })
})

describe('an earlier generation the service tells wrong of', () => {
  it('regenerates one completed long ago with no share link, and one created in the future', async () => {
    const first = await firstRun()
    const generation = (file: string) =>
      services.emulator.generations.get(idOf(first, file)) as Generation
    const east = generation('data/east.csv')
    east.createdAt -= 20 * 60_000
    east.finishesAt = east.finishedAt = east.createdAt + 300
    east.shareLinkLagReads = 1_000_000
    east.readsSinceFinished = 0
    generation('data/north.csv').createdAt += DAY
    const again = await job()
    expect(again.code).toBe(0)
    expect(uploads()).toEqual(['east.csv', 'north.csv'])
    expect(resultsOf(again).map(r => r.reused)).toEqual([false, false, true])
    expect(again.stdout).toMatch(
      saying(idOf(first, 'data/east.csv'), 'no share link', 'generating anew')
    )
    expect(again.stdout).toMatch(
      saying(idOf(first, 'data/north.csv'), 'after now', 'generating anew')
    )
  })
})

describe('an earlier generation completed without its share link', () => {
  /** The first run's generation of east.csv, made to have completed `agoMs` ago, unlinked. */
  async function unlinked(agoMs: number, linkAfterReads = 1_000_000) {
    const first = await firstRun()
    const id = idOf(first, 'data/east.csv')
    const east = services.emulator.generations.get(id) as Generation
    east.finishesAt = east.finishedAt = Date.now() - agoMs
    east.createdAt = Math.min(east.createdAt, east.finishedAt - 300)
    east.shareLinkLagReads = linkAfterReads
    east.readsSinceFinished = 0
    const readsOf = () =>
      services.emulator.requests.filter(r => r.method === 'GET' && r.path.includes(id)).length
    return { first, id, readsOf }
  }

  it("is generated anew after the one read when it completed longer ago than the service's link lag, though made minutes ago", async () => {
    // Completed 2 minutes ago: past the minute a link may lag, within the old 10 minutes' grace.
    const { id, readsOf } = await unlinked(2 * 60_000)
    const again = await job({ inputs: { [Input.Timeout]: '600' } })
    expect(again.code).toBe(0)
    expect(readsOf()).toBe(1)
    expect(uploads()).toEqual(['east.csv'])
    const east = resultsOf(again).find(r => r.file === 'data/east.csv')
    expect(east).toMatchObject({ status: 'completed', reused: false })
    expect(east?.['generation-id']).not.toBe(id)
    expect(again.stdout).toMatch(saying(id, 'no share link', '60 s', 'generating anew'))
  })

  it('is followed when it completed within the lag, and reused once its link appears', async () => {
    const { first, id, readsOf } = await unlinked(0, 2)
    const again = await job()
    expect(again.code).toBe(0)
    expect(uploads()).toEqual([])
    // The one read, then reads until the link shows on the third.
    expect(readsOf()).toBe(3)
    expect(resultsOf(again).map(r => [r.file, r.reused])).toEqual([
      ['data/east.csv', true],
      ['data/north.csv', true],
      ['data/south.csv', true]
    ])
    expect(idOf(again, 'data/east.csv')).toBe(id)
    expect(resultsOf(again)[0]['share-url']).toBe(resultsOf(first)[0]['share-url'])
    expect(again.stdout).toMatch(saying(id, 'share link is not there yet', 'waiting'))
  })

  it('is generated anew once the lag has run out since it completed, long before the timeout', async () => {
    // Completed 56 s ago: 4 s of the minute's lag are left to wait for its link, which never comes.
    const { id, readsOf } = await unlinked(56_000)
    const again = await job({ inputs: { [Input.Timeout]: '600' } })
    expect(again.code).toBe(0)
    expect(readsOf()).toBeGreaterThan(1)
    expect(uploads()).toEqual(['east.csv'])
    expect(resultsOf(again).find(r => r.file === 'data/east.csv')).toMatchObject({
      status: 'completed',
      reused: false
    })
    expect(again.stdout).toMatch(saying(id, 'no usable share link', '60 s', 'generating anew'))
  })
})

describe('a re-run after a timeout', () => {
  it('follows the generation still going on instead of starting a second, and regenerates only what failed', async () => {
    services.emulator.configure({ processingMsByFileName: { 'north.csv': 4_000 } })
    const first = await job({ inputs: { [Input.Timeout]: '2' } })
    expect(first.code).toBe(1)
    expect(resultsOf(first).map(r => r.status)).toEqual(['completed', 'processing', 'completed'])
    services.emulator.requests.length = 0
    const again = await job()
    expect(again.code).toBe(0)
    expect(uploads()).toEqual([])
    expect(idOf(again, 'data/north.csv')).toBe(idOf(first, 'data/north.csv'))
    expect(resultsOf(again).map(r => [r.status, r.reused])).toEqual([
      ['completed', true],
      ['completed', true],
      ['completed', true]
    ])
    expect(again.stdout).toMatch(saying(idOf(first, 'data/north.csv'), 'following it'))
  })
})

describe('scopes', () => {
  it("a pull request reuses its base branch's entries; main never sees the pull request's", async () => {
    await firstRun()
    const pr = await job({ scopes: scopesOfPullRequest(7) })
    expect(pr.code).toBe(0)
    expect(uploads()).toEqual([])
    expect(resultsOf(pr).every(r => r.reused)).toBe(true)

    // An edit on the pull request is generated and recorded in its own scope only.
    ws.write('data/east.csv', 'month,revenue\n2026-01,1201\n')
    await job({ scopes: scopesOfPullRequest(7) })
    expect(uploads()).toEqual(['east.csv'])
    expect(stored.cache.entries.at(-1)?.scope).toBe('refs/pull/7/merge')
    services.emulator.requests.length = 0
    await job({ scopes: scopesOfPush('main') })
    expect(uploads()).toEqual(['east.csv'])
  })
})

describe('a cache out of reach', () => {
  it('without a runtime token: every dataset generated, one warning, nothing lost', async () => {
    const run = await job({ env: { ACTIONS_RUNTIME_TOKEN: '' } })
    expect(run.code).toBe(0)
    expect(uploads()).toHaveLength(3)
    expect(resultsOf(run).every(r => r.status === 'completed')).toBe(true)
    const warnings = warningsOf(run)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(saying('Actions cache', 'generated', "'reuse: false'"))
    expect(stored.results.requests).toEqual([])
  })

  it.each([
    ['answering 503', { on: '*', status: 503, times: Infinity }, undefined],
    ['not answering', { on: '*', hang: true, times: Infinity }, undefined],
    ['not answering, on Node 24', { on: '*', hang: true, times: Infinity }, NODE24]
  ])('%s: every dataset generated, one warning, the step not held up', async (_, fault, node) => {
    stored.results.fail(fault)
    // The calls cut off by the limit are still waiting when the step ends, which ends them.
    const run = await job({ node })
    expect(run.code).toBe(0)
    expect(run.summary).toMatch(/3 of 3 dashboards ready/)
    expect(uploads()).toHaveLength(3)
    expect(resultsOf(run).every(r => r.status === 'completed' && r['share-url'] !== '')).toBe(true)
    const warnings = warningsOf(run)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(saying('Actions cache', 'could not be read'))
    // The cache was asked, and given up on: the warning is the only trace.
    expect(stored.results.count('GetCacheEntryDownloadURL')).toBeGreaterThan(0)
    expect(run.stdout).not.toMatch(/token=|sig=/)
  })
})

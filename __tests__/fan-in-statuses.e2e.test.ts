/**
 * The fan-in with commit statuses: matrix legs run as separate processes of the bundle, each
 * recording its datasets' statuses, behind a fake GitHub that enforces GitHub's rate limits
 * across all of them (time scaled so a "minute" passes in seconds) and can lose answers. Either a
 * collect job reads the statuses and writes the one comment, or every leg writes it and the legs
 * converge.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { marker } from '../src/common/comment-marker.js'
import { Input, Output } from '../src/constants.js'
import { readRows } from '../src/report/comment-rows.js'
import { runAction, type ActionResult } from '../tools/runner.js'
import { pullRequest } from './helpers/events.js'
import type { RecordedRequest } from './helpers/fake-github.js'
import { GITHUB_LIMITS } from './helpers/github-limits.js'
import { renderGfm } from './helpers/gfm.js'
import { BOT, useServices } from './helpers/services.js'
import { makeWorkspace, SMALL_CSV, type Workspace } from './helpers/workspace.js'

const services = useServices({ instantBytes: 1024 * 1024 })
const TAG = 'dashboards'
const HEAD = 'c0ffee0000000000000000000000000000000003'
const EARLIER = 'bead000000000000000000000000000000000004'
const NUMBER = pullRequest('synchronize').number as number
let ws: Workspace
let eventPath: string

beforeAll(() => {
  ws = makeWorkspace()
  for (let i = 1; i <= 6; i++) ws.write(`data/set-${i}.csv`, SMALL_CSV)
  ws.write('data/old.csv', SMALL_CSV)
  for (let i = 1; i <= 7; i++) ws.write(`batched/part-${i}.csv`, SMALL_CSV)
  eventPath = ws.write('event.json', JSON.stringify(pullRequest('synchronize', { headSha: HEAD })))
})
afterAll(() => ws.remove())
beforeEach(() => {
  const tokens: Record<string, { login: string; app: boolean; readOnly?: boolean }> = {}
  // One token per leg, all the same app: GitHub counts them together, the test tells them apart.
  for (let i = 1; i <= 6; i++) tokens[`ghs_leg${i}`] = { login: BOT, app: true }
  tokens.ghs_collect = { login: BOT, app: true }
  tokens.ghs_fork = { login: BOT, app: true, readOnly: true }
  services.github.tokens = tokens
  // GitHub's limits, a minute lasting 3 s: tight enough that legs started together meet them.
  services.github.limits = { ...GITHUB_LIMITS, minuteMs: 3000, writesPerMinute: 8 }
})

function run(
  inputs: Record<string, string>,
  token: string,
  killAfterMs?: number
): Promise<ActionResult> {
  return runAction({
    workspace: ws.root,
    killAfterMs,
    inputs: {
      [Input.CommentTag]: TAG,
      [Input.GithubToken]: token,
      // The checkout has no base commit: the change lines are compare.e2e's, not this file's.
      [Input.Compare]: 'false',
      ...inputs
    },
    env: {
      GITHUB_API_URL: services.github.url,
      GITHUB_SERVER_URL: 'https://github.example',
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_SHA: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678',
      GITHUB_RUN_ID: '77',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: eventPath
    }
  })
}

/** Leg `n` of the matrix: one dataset, its status recorded; the comment written by it or not. */
function leg(n: number, comment: boolean, token = `ghs_leg${n}`): Promise<ActionResult> {
  return run(
    {
      [Input.ApiKey]: Object.keys(DEFAULT_KEYS)[1],
      [Input.BaseUrl]: services.emulator.url,
      [Input.File]: `data/set-${n}.csv`,
      [Input.CommitStatus]: 'true',
      [Input.Comment]: String(comment)
    },
    token
  )
}

function collectJob(
  files: string[],
  more: Record<string, string> = {},
  killAfterMs?: number
): Promise<ActionResult> {
  return run(
    { [Input.File]: files.join('\n'), [Input.Collect]: 'true', [Input.Comment]: 'true', ...more },
    'ghs_collect',
    killAfterMs
  )
}

const by = (token: string) => (r: RecordedRequest) => r.authorization === `token ${token}`
const isCommentWrite = (r: RecordedRequest) =>
  (r.method === 'PATCH' || r.method === 'POST') &&
  /\/issues\/(comments\/)?\d+(\/comments)?$/.test(r.path)
const writesBy = (token: string) =>
  services.github.requests.filter(r => by(token)(r) && r.method !== 'GET' && r.path !== '/graphql')
const theComment = () => {
  const found = services.github.comments.filter(c => c.body.startsWith(marker(TAG)))
  expect(found).toHaveLength(1)
  return found[0]
}
const filesIn = (body: string) => readRows(body).map(row => `${row.file}:${row.outcome}`)
const released = () => {
  let release = () => undefined as void
  const promise = new Promise<void>(resolve => (release = resolve))
  return { promise, release }
}

describe('a collect job', () => {
  it('names the leg that crashed before recording, fails, and writes one comment with every row', async () => {
    // Legs 1 to 3 record; leg 4 crashed before it could.
    const legs = await Promise.all([1, 2, 3].map(n => leg(n, false)))
    expect(legs.map(r => r.code)).toEqual([0, 0, 0])
    for (const n of [1, 2, 3]) {
      // With collect, a leg's only content-creating request is its dataset's status.
      expect(writesBy(`ghs_leg${n}`).map(r => `${r.method} ${r.path}`)).toEqual([
        `POST /repos/o/r/statuses/${HEAD}`
      ])
    }
    const files = [1, 2, 3, 4].map(n => `data/set-${n}.csv`)
    const collected = await collectJob(files)

    expect(collected.code).toBe(1)
    expect(collected.stdout).toMatch(/^::error::data\/set-4\.csv: .*no result was recorded/im)
    expect(collected.stdout).not.toMatch(/^::error::data\/set-[123]\.csv/m)
    const results = JSON.parse(collected.outputs[Output.Results]) as {
      file: string
      status: string
    }[]
    expect(results.map(r => `${r.file}:${r.status}`)).toEqual([
      'data/set-1.csv:completed',
      'data/set-2.csv:completed',
      'data/set-3.csv:completed',
      'data/set-4.csv:failed'
    ])
    expect(writesBy('ghs_collect').filter(isCommentWrite)).toHaveLength(1)
    const table = renderGfm(theComment().body).tables[0]
    expect(table.slice(1).map(row => `${row[0]} ${row[1]}`)).toEqual([
      'data/set-1.csv ✅ ready',
      'data/set-2.csv ✅ ready',
      'data/set-3.csv ✅ ready',
      'data/set-4.csv ❌ could not start'
    ])
    // Each ready row links the dashboard its leg reported.
    const links = renderGfm(theComment().body).links
    for (const result of legs) expect(links).toContain(result.outputs[Output.ShareUrl])
  })
  it('shows each status in the pull request’s checks: one per dataset, opening the dashboard', async () => {
    const [result] = await Promise.all([leg(5, false)])
    const [status] = services.github.statuses
    expect(status).toMatchObject({
      sha: HEAD,
      state: 'success',
      context: 'dashboard (dashboards): data/set-5.csv',
      target_url: result.outputs[Output.ShareUrl]
    })
    expect(status.description?.length).toBeLessThanOrEqual(140)
  })
})

describe('legs of a plan’s batches, one status each (commit-status: leg)', () => {
  const BATCHED = 'batched/*.csv'
  type Result = { file: string; status: string; 'share-url': string }
  const resultsOf = (result: ActionResult) => JSON.parse(result.outputs[Output.Results]) as Result[]

  it('collect shows a row per leg with its counts, names the datasets of the leg that never recorded, and fails', async () => {
    const plan = await run(
      { [Input.File]: BATCHED, [Input.DryRun]: 'true', [Input.MaxLegs]: '3' },
      'ghs_collect'
    )
    expect(plan.code).toBe(0)
    const batches = (JSON.parse(plan.outputs[Output.Batches]) as string[]).map(b => b.split('\n'))
    expect(batches.map(b => b.length)).toEqual([3, 2, 2])
    // Legs 1 and 2 record; leg 3 was cancelled before it could.
    const legs = await Promise.all(
      batches.slice(0, 2).map((batch, i) =>
        run(
          {
            [Input.ApiKey]: Object.keys(DEFAULT_KEYS)[1],
            [Input.BaseUrl]: services.emulator.url,
            [Input.File]: batch.join('\n'),
            [Input.CommitStatus]: 'leg'
          },
          `ghs_leg${i + 1}`
        )
      )
    )
    expect(legs.map(r => r.code)).toEqual([0, 0])
    for (const [i, result] of legs.entries()) {
      // One status for the leg: its only content-creating request.
      expect(writesBy(`ghs_leg${i + 1}`)).toHaveLength(1)
      // Its job summary links each of its datasets' dashboards.
      const links = renderGfm(result.summary).links
      const results = resultsOf(result)
      expect(results.map(r => r.file)).toEqual(batches[i])
      for (const r of results) expect(links).toContain(r['share-url'])
    }
    expect(services.github.statuses.map(s => `${s.state} ${s.context}`).sort()).toEqual([
      `success dashboard (dashboards) leg: ${batches[0][0]} +2`,
      `success dashboard (dashboards) leg: ${batches[1][0]} +1`
    ])

    const collected = await run(
      {
        [Input.File]: BATCHED,
        [Input.Collect]: 'true',
        [Input.Comment]: 'true',
        // The plan's max-legs: the collect job makes the same batches to know each leg's datasets.
        [Input.MaxLegs]: '3'
      },
      'ghs_collect'
    )
    expect(collected.code).toBe(1)
    const errors = collected.stdout.split('\n').filter(line => line.startsWith('::error::'))
    const named = (file: string) => errors.some(line => line.includes(file))
    expect(batches[2].filter(named)).toEqual(batches[2])
    expect([...batches[0], ...batches[1]].filter(named)).toEqual([])
    // `results` has every dataset: those of the recorded legs ready, the others without a result.
    const results = resultsOf(collected)
    expect(results.map(r => r.file)).toEqual(batches.flat().sort())
    expect(
      results
        .filter(r => r.status === 'completed')
        .map(r => r.file)
        .sort()
    ).toEqual([...batches[0], ...batches[1]].sort())
    // The comment: one row per leg with its counts, linking its job; one per missing dataset.
    const seen = renderGfm(theComment().body)
    const rows = seen.tables[0].slice(1)
    expect(rows.map(r => `${r[0].replace(/ .*$/, '')} ${r[1]} ${r[2]}`)).toEqual([
      ...batches[2].map(file => `${file} ❌ could not start —`),
      'leg ✅ ready 3 ready, 0 failed, 0 still running of 3',
      'leg ✅ ready 2 ready, 0 failed, 0 still running of 2'
    ])
    expect(seen.links).toContain('https://github.example/o/r/actions/runs/77')
  })
})

describe('a GitHub that never answers the status read', () => {
  it('ends the collect step soon after its timeout, failing with an error naming the statuses read', async () => {
    const held = released()
    services.github.beforeHandling = async request => {
      if (request.method === 'GET' && /\/commits\/[0-9a-f]+\/status$/.test(request.path))
        await held.promise
    }
    try {
      // Killed only far past the 5 s timeout and the statuses' 15 s floor: only a hang reaches it.
      const result = await collectJob(['data/set-1.csv'], { [Input.Timeout]: '5' }, 45_000)
      expect(result.signal).toBeNull()
      expect(result.code).toBe(1)
      // The phase's end, not the 20 s of one unanswered request, nor its retries, ended it.
      expect(result.stdout).toMatch(
        /^::error::.*GitHub did not finish reading the commit statuses within 15 s/m
      )
      expect(services.github.comments).toEqual([])
    } finally {
      held.release()
    }
  }, 60_000)
})

describe('legs that all write the comment, without a collect job', () => {
  beforeEach(() => {
    // The comment exists from an earlier commit: every leg updates it.
    const rows = `${marker(TAG)}\nearlier`
    services.github.addComment(NUMBER, BOT, rows)
  })

  it('end with every row when a stale write lands after a leg has checked and left', async () => {
    const bWriteHeld = released()
    const aDone = released()
    let heldOnce = false
    services.github.beforeHandling = async request => {
      // Leg 1 records only once leg 2 has read the statuses and sent its write (without leg 1's).
      if (
        by('ghs_leg1')(request) &&
        request.method === 'POST' &&
        request.path.includes('/statuses/')
      )
        await bWriteHeld.promise
      // Leg 2's first comment write lands only after leg 1 wrote, checked and exited.
      if (by('ghs_leg2')(request) && request.method === 'PATCH' && !heldOnce) {
        heldOnce = true
        bWriteHeld.release()
        await aDone.promise
      }
    }
    const first = leg(1, true).then(result => (aDone.release(), result))
    const results = await Promise.all([first, leg(2, true)])
    expect(results.map(r => r.code)).toEqual([0, 0])
    expect(results.map(r => r.stdout).join('\n')).not.toMatch(/^::warning/m)
    expect(filesIn(theComment().body)).toEqual([
      'data/set-1.csv:completed',
      'data/set-2.csv:completed'
    ])
    // Leg 2 found its stale write had dropped leg 1's row and wrote again from a fresh read.
    const patches = writesBy('ghs_leg2').filter(r => r.method === 'PATCH')
    expect(patches.length).toBeGreaterThanOrEqual(2)
    const bodyOf = (r: RecordedRequest) => (r.body as { body: string }).body
    expect(filesIn(bodyOf(patches[0]))).toEqual(['data/set-2.csv:completed'])
    expect(filesIn(bodyOf(patches[patches.length - 1]))).toContain('data/set-1.csv:completed')
  })

  it('never re-sends a body after a 5xx: the next write is rebuilt and holds the rows added meanwhile', async () => {
    const aDone = released()
    let failedOnce = false
    // Leg 2's first write is applied but its answer lost; leg 1 writes in between.
    services.github.fail({
      method: 'PATCH',
      path: /\/issues\/comments\/\d+$/,
      status: 502,
      afterApplying: true,
      when: request => by('ghs_leg2')(request)
    })
    services.github.beforeHandling = async request => {
      if (by('ghs_leg2')(request) && request.method === 'PATCH' && !failedOnce) {
        failedOnce = true
        await aDone.promise
      }
    }
    const first = leg(1, true).then(result => (aDone.release(), result))
    const results = await Promise.all([first, leg(2, true)])
    expect(results.map(r => r.code)).toEqual([0, 0])
    const bodies = writesBy('ghs_leg2')
      .filter(r => r.method === 'PATCH')
      .map(r => (r.body as { body: string }).body)
    // No body went twice: whatever followed the lost answer was built afresh.
    expect(new Set(bodies).size).toBe(bodies.length)
    expect(filesIn(theComment().body)).toEqual([
      'data/set-1.csv:completed',
      'data/set-2.csv:completed'
    ])
  })

  it('converge when six legs finish together, and when they finish spread out, within the limits', async () => {
    // Four writes a "minute": the legs meet the secondary limit and must wait it out.
    services.github.limits = { ...GITHUB_LIMITS, minuteMs: 3000, writesPerMinute: 4 }
    const together = await Promise.all([1, 2, 3].map(n => leg(n, true)))
    const spread: ActionResult[] = []
    const started: Promise<void>[] = []
    for (const n of [4, 5, 6]) {
      started.push(leg(n, true).then(result => void spread.push(result)))
      await new Promise(resolve => setTimeout(resolve, 700))
    }
    await Promise.all(started)
    expect([...together, ...spread].map(r => r.code)).toEqual([0, 0, 0, 0, 0, 0])
    expect(filesIn(theComment().body)).toEqual(
      [1, 2, 3, 4, 5, 6].map(n => `data/set-${n}.csv:completed`)
    )
    const refused = services.github.requests.filter(r => r.status === 403 || r.status === 429)
    expect(refused.length).toBeGreaterThan(0)
    // A refused leg waited as asked instead of hammering: a few refusals at most per leg.
    for (let n = 1; n <= 6; n++)
      expect(refused.filter(by(`ghs_leg${n}`)).length).toBeLessThanOrEqual(3)
  })
})

describe('a fork’s read-only token', () => {
  it('warns once naming the statuses permission, and the step still reports its dashboard', async () => {
    const result = await leg(6, false, 'ghs_fork')
    expect(result.code).toBe(0)
    const warnings = result.stdout.split('\n').filter(line => line.startsWith('::warning::'))
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('statuses: write')
    expect(result.outputs[Output.ShareUrl]).toMatch(/^http/)
    expect(services.github.statuses).toEqual([])
  })
})

describe('the plan', () => {
  it('advises one status per dataset for a run of a few datasets', async () => {
    const plan = await run({ [Input.File]: 'data/*.csv', [Input.DryRun]: 'true' }, 'ghs_collect')
    expect(plan.code).toBe(0)
    expect(plan.outputs[Output.CommitStatus]).toBe('dataset')
  })
  it('keeps rows of an earlier commit when the collect job writes', async () => {
    const earlierEvent = ws.write(
      'event-earlier.json',
      JSON.stringify(pullRequest('synchronize', { headSha: EARLIER }))
    )
    const old = await runAction({
      workspace: ws.root,
      inputs: {
        [Input.ApiKey]: Object.keys(DEFAULT_KEYS)[1],
        [Input.BaseUrl]: services.emulator.url,
        [Input.File]: 'data/old.csv',
        [Input.Comment]: 'true',
        [Input.CommentTag]: TAG,
        [Input.GithubToken]: 'ghs_leg1'
      },
      env: {
        GITHUB_API_URL: services.github.url,
        GITHUB_REPOSITORY: 'o/r',
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: earlierEvent
      }
    })
    expect(old.code).toBe(0)
    expect((await leg(1, false)).code).toBe(0)
    expect((await collectJob(['data/set-1.csv'])).code).toBe(0)
    const rows = readRows(theComment().body).map(r => `${r.file}@${r.commitSha?.slice(0, 4)}`)
    expect(rows).toEqual(['data/old.csv@bead', 'data/set-1.csv@c0ff'])
  })
})

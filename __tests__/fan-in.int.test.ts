/**
 * The fan-in run in this process (`run()` from main.ts) against the service emulator and a fake
 * GitHub that checks every request against GitHub's REST description: a leg's commit statuses
 * and the comment built from them, the collect job, GitHub's rate-limit and 5xx answers, a
 * read-only token, and the dry run's plan. The bundle's multi-process runs are in
 * fan-in-statuses.e2e.test.ts; these cover the same decisions where Jest can see them.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { Input, Output } from '../src/constants.js'
import type { Dependencies } from '../src/main.js'
import { readRows } from '../src/report/comment-rows.js'
import { runInProcess } from './helpers/action-env.js'
import { fakeClock, type FakeClock } from './helpers/clock.js'
import { pullRequest } from './helpers/events.js'
import type { RecordedRequest } from './helpers/fake-github.js'
import { renderGfm } from './helpers/gfm.js'
import { saying } from './helpers/meaning.js'
import { APP_TOKEN, useServices } from './helpers/services.js'
import { csvOfSize, makeWorkspace, SMALL_CSV, type Workspace } from './helpers/workspace.js'

const HEAD = 'c0ffee0000000000000000000000000000000003'
const TAG = 'dashboards'
const PAYLOAD = pullRequest('synchronize', { headSha: HEAD })
const NUMBER = PAYLOAD.number as number
const RUN_URL = 'https://github.example/o/r/actions/runs/77'
// Generations finish at once: these tests are about GitHub, not the wait.
const services = useServices({ instantBytes: 1024 * 1024 })
let ws: Workspace
let clock: FakeClock

beforeEach(() => {
  ws = makeWorkspace()
  for (const name of ['a', 'b', 'c']) ws.write(`data/${name}.csv`, SMALL_CSV)
  clock = fakeClock(Date.now())
})
afterEach(() => ws.remove())

function go(
  inputs: Record<string, string>,
  event: { GITHUB_EVENT_NAME?: string; payload?: object } = {},
  deps: Partial<Dependencies> = {}
) {
  const eventPath = ws.write('.event.json', JSON.stringify(event.payload ?? PAYLOAD))
  return runInProcess(
    {
      [Input.ApiKey]: Object.keys(DEFAULT_KEYS)[1],
      [Input.BaseUrl]: services.emulator.url,
      [Input.GithubToken]: APP_TOKEN,
      [Input.CommentTag]: TAG,
      // These tests are about the statuses and the comment's rows; compare.e2e tests the change line.
      [Input.Compare]: 'false',
      ...inputs
    },
    {
      workspace: ws.root,
      clock,
      env: {
        GITHUB_API_URL: services.github.url,
        GITHUB_SERVER_URL: 'https://github.example',
        GITHUB_REPOSITORY: 'o/r',
        GITHUB_RUN_ID: '77',
        GITHUB_SHA: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678',
        GITHUB_EVENT_NAME: event.GITHUB_EVENT_NAME ?? 'pull_request',
        GITHUB_EVENT_PATH: eventPath
      },
      ...deps
    }
  )
}

const leg = (file: string, more: Record<string, string> = {}, deps: Partial<Dependencies> = {}) =>
  go({ [Input.File]: file, [Input.CommitStatus]: 'true', ...more }, {}, deps)
const collectJob = (file: string, more: Record<string, string> = {}) =>
  go({ [Input.File]: file, [Input.Collect]: 'true', [Input.Comment]: 'true', ...more })

type Result = { file: string; status: string; 'share-url': string; error: string }
const resultsOf = (outputs: Record<string, string>) =>
  JSON.parse(outputs[Output.Results]) as Result[]
const isStatusWrite = (r: RecordedRequest) => r.method === 'POST' && r.path.includes('/statuses/')
const isCommentWrite = (r: RecordedRequest) =>
  (r.method === 'PATCH' || r.method === 'POST') && /\/issues\/(comments\/)?\d+/.test(r.path)
const warnings = (log: string) => log.split('\n').filter(line => line.startsWith('::warning::'))
const tableOf = (body: string) =>
  renderGfm(body)
    .tables[0].slice(1)
    .map(row => `${row[0]} ${row[1]}`)

describe('a leg with commit statuses', () => {
  it("records one status per dataset on the pull request's head, then writes the comment from them", async () => {
    const result = await leg('data/*.csv', { [Input.Comment]: 'true' })
    expect(result.exitCode).toBe(0)
    const results = resultsOf(result.outputs)
    expect(services.github.statuses.map(s => `${s.sha} ${s.state} ${s.context}`)).toEqual([
      `${HEAD} success dashboard (dashboards): data/a.csv`,
      `${HEAD} success dashboard (dashboards): data/b.csv`,
      `${HEAD} success dashboard (dashboards): data/c.csv`
    ])
    // "Details" opens each dataset's dashboard.
    expect(services.github.statuses.map(s => s.target_url)).toEqual(
      results.map(r => r['share-url'])
    )
    // Every status was recorded before the comment was written.
    const order = services.github.requests.filter(r => isStatusWrite(r) || isCommentWrite(r))
    expect(order.map(r => (isStatusWrite(r) ? 'status' : 'comment'))).toEqual([
      'status',
      'status',
      'status',
      'comment'
    ])
    expect(services.github.comments).toHaveLength(1)
    const [comment] = services.github.comments
    expect(comment.issue).toBe(NUMBER)
    expect(tableOf(comment.body)).toEqual([
      'data/a.csv ✅ ready',
      'data/b.csv ✅ ready',
      'data/c.csv ✅ ready'
    ])
    expect(result.outputs[Output.CommentUrl]).toContain(`#issuecomment-${comment.id}`)
  })

  it("with commit-status: leg, records one status for the leg's datasets, and the comment has one row for it", async () => {
    const result = await leg('data/*.csv', { [Input.CommitStatus]: 'leg', [Input.Comment]: 'true' })
    expect(result.exitCode).toBe(0)
    expect(services.github.statuses).toHaveLength(1)
    const [status] = services.github.statuses
    expect(status).toMatchObject({
      sha: HEAD,
      state: 'success',
      context: 'dashboard (dashboards) leg: data/a.csv +2',
      target_url: RUN_URL
    })
    expect(status.description).toMatch(saying('3 ready', '0 failed', 'of 3'))
    const seen = renderGfm(services.github.comments[0].body)
    expect(seen.tables[0].slice(1).map(row => row[0])).toEqual(['leg data/a.csv +2'])
    expect(seen.tables[0][1][2]).toMatch(saying('3 ready'))
    expect(seen.links).toContain(RUN_URL)
  })

  it("titles each dataset's dashboard after the title and its file, as its status says", async () => {
    const result = await leg('data/a.csv\ndata/b.csv', { [Input.Title]: 'Sales' })
    expect(result.exitCode).toBe(0)
    expect(services.github.statuses.map(s => s.description)).toEqual([
      'Ready: Sales — a.csv',
      'Ready: Sales — b.csv'
    ])
  })

  it('names a path with capitals by its hash, and the collect job still finds its status', async () => {
    ws.write('data/North Sales.csv', SMALL_CSV)
    expect((await leg('data/North Sales.csv')).exitCode).toBe(0)
    const [status] = services.github.statuses
    // GitHub compares contexts ignoring case: the hash tells North from north.
    expect(status.context).toMatch(
      /^dashboard \(dashboards\): data\/North Sales\.csv #[0-9a-f]{8}$/
    )
    const collected = await collectJob('data/North Sales.csv')
    expect(collected.exitCode).toBe(0)
    expect(resultsOf(collected.outputs).map(r => `${r.file}:${r.status}`)).toEqual([
      'data/North Sales.csv:completed'
    ])
  })
})

describe('the collect job', () => {
  it('names the dataset without a status and fails; results, summary and the one comment show every dataset', async () => {
    expect((await leg('data/a.csv\ndata/b.csv')).exitCode).toBe(0)
    const writesBefore = services.github.requests.length
    const collected = await collectJob('data/*.csv')

    expect(collected.exitCode).toBe(1)
    const errors = collected.log.split('\n').filter(line => line.startsWith('::error::'))
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(saying('data/c.csv', 'result was recorded', 'again'))
    // Nothing was uploaded: the collect job only reads.
    expect(services.emulator.requests.filter(r => r.method === 'POST')).toHaveLength(2)
    expect(resultsOf(collected.outputs).map(r => `${r.file}:${r.status}`)).toEqual([
      'data/a.csv:completed',
      'data/b.csv:completed',
      'data/c.csv:failed'
    ])
    const summary = renderGfm(collected.summary).text
    expect(summary).toMatch(saying('data/c.csv', 'No result was recorded'))
    const commentWrites = services.github.requests.slice(writesBefore).filter(isCommentWrite)
    expect(commentWrites).toHaveLength(1)
    expect(tableOf(services.github.comments[0].body)).toEqual([
      'data/a.csv ✅ ready',
      'data/b.csv ✅ ready',
      'data/c.csv ❌ could not start'
    ])
  })

  it("gives each dataset of a leg its leg's result, and shows the leg as one row", async () => {
    expect((await leg('data/a.csv\ndata/b.csv', { [Input.CommitStatus]: 'leg' })).exitCode).toBe(0)
    // The plan made one leg of both: the collect job is told the same max-legs.
    const collected = await collectJob('data/a.csv\ndata/b.csv', { [Input.MaxLegs]: '1' })
    expect(collected.exitCode).toBe(0)
    expect(resultsOf(collected.outputs).map(r => `${r.file}:${r.status}`)).toEqual([
      'data/a.csv:completed',
      'data/b.csv:completed'
    ])
    const rows = renderGfm(services.github.comments[0].body).tables[0].slice(1)
    expect(rows.map(row => `${row[0]} | ${row[2]}`)).toEqual([
      'leg data/a.csv +1 | 2 ready, 0 failed, 0 still running of 2'
    ])
  })
  it('also reports statuses of datasets it was not given, and waits out a rate limit on its read', async () => {
    expect((await leg('data/*.csv')).exitCode).toBe(0)
    services.github.fail({
      method: 'GET',
      path: /\/commits\/[0-9a-f]+\/status$/,
      status: 403,
      headers: { 'retry-after': '1' },
      body: { message: 'You have exceeded a secondary rate limit.' }
    })
    const collected = await collectJob('data/a.csv\ndata/b.csv')
    expect(collected.exitCode).toBe(0)
    const reads = services.github.requests.filter(r => r.path.endsWith('/status'))
    expect(reads.map(r => r.status)).toEqual([403, 200])
    expect(resultsOf(collected.outputs).map(r => `${r.file}:${r.status}`)).toEqual([
      'data/a.csv:completed',
      'data/b.csv:completed',
      'data/c.csv:completed'
    ])
  })

  it("finds a leg's status whose first path has capitals, by its hash", async () => {
    ws.write('data/A North.csv', SMALL_CSV)
    const files = 'data/A North.csv\ndata/b.csv'
    expect((await leg(files, { [Input.CommitStatus]: 'leg' })).exitCode).toBe(0)
    expect(services.github.statuses[0].context).toMatch(
      /^dashboard \(dashboards\) leg: data\/A North\.csv \+1 #[0-9a-f]{8}$/
    )
    const collected = await collectJob(files, { [Input.MaxLegs]: '1' })
    expect(collected.exitCode).toBe(0)
    expect(resultsOf(collected.outputs).map(r => `${r.file}:${r.status}`)).toEqual([
      'data/A North.csv:completed',
      'data/b.csv:completed'
    ])
  })
})

describe('a token that may not write statuses', () => {
  it("warns naming 'statuses: write', and the step goes on: its results and its comment", async () => {
    services.github.tokens[APP_TOKEN].lacks = ['statuses']
    const result = await leg('data/a.csv', { [Input.Comment]: 'true' })
    expect(result.exitCode).toBe(0)
    expect(warnings(result.log)).toHaveLength(1)
    expect(warnings(result.log)[0]).toMatch(saying('statuses: write', 'fork'))
    expect(services.github.statuses).toEqual([])
    expect(resultsOf(result.outputs).map(r => r.status)).toEqual(['completed'])
    // Without statuses the comment carries the leg's own row.
    expect(readRows(services.github.comments[0].body).map(r => r.file)).toEqual(['data/a.csv'])
  })
})

describe('a leg with nothing to record', () => {
  it('records no status and writes no comment when no matched dataset changed', async () => {
    const before = '1111111111111111111111111111111111111111'
    services.github.compares = { [`${before}...${HEAD}`]: ['README.md'] }
    const result = await go(
      {
        [Input.File]: 'data/*.csv',
        [Input.ChangedOnly]: 'true',
        [Input.CommitStatus]: 'true',
        [Input.Comment]: 'true',
        [Input.PrNumber]: String(NUMBER)
      },
      { GITHUB_EVENT_NAME: 'push', payload: { before, after: HEAD } }
    )
    expect(result.exitCode).toBe(0)
    expect(result.outputs[Output.Results]).toBe('[]')
    expect(result.log).toMatch(saying('::notice::', 'no dashboard to generate'))
    expect(services.github.statuses).toEqual([])
    expect(services.github.comments).toEqual([])
  })
})

describe('a cancelled leg', () => {
  it('reports its generation at once with the id to resume, and spends none of its last seconds on GitHub', async () => {
    services.emulator.configure({ processingMs: 60_000 })
    // Larger than what the emulator generates at once.
    ws.write('data/slow.csv', csvOfSize(1024 * 1024 + 1024))
    let exited = () => undefined as void
    const exit = new Promise<void>(resolve => (exited = resolve))
    const exitCalls: unknown[] = []
    const stop = jest.spyOn(process, 'exit').mockImplementation(code => {
      exitCalls.push(code)
      exited()
      return undefined as never
    })
    // The job is cancelled while the step waits for its generation, at the first pause.
    const waiting = clock.sleep
    let cancelled = false
    clock.sleep = async ms => {
      if (!cancelled) {
        cancelled = true
        process.emit('SIGTERM', 'SIGTERM')
        await exit
      }
      return waiting(ms)
    }
    try {
      const result = await leg(
        'data/slow.csv',
        { [Input.Comment]: 'true' },
        { handleSignals: true }
      )
      expect(exitCalls).toEqual([1])
      const id = [...services.emulator.generations.keys()][0]
      expect(result.outputs).toMatchObject({
        [Output.GenerationId]: id,
        [Output.Status]: 'processing'
      })
      expect(result.log).toMatch(saying('::error::', 'SIGTERM'))
      expect(renderGfm(result.summary).code.join('\n')).toContain(`generation-id: ${id}`)
      expect(services.github.requests).toEqual([])
    } finally {
      stop.mockRestore()
    }
  })
})

describe("GitHub's limits and errors on the status writes", () => {
  const statusWrites = () => services.github.requests.filter(isStatusWrite)

  const SECONDARY = 'You have exceeded a secondary rate limit. Please wait a few minutes.'
  /** Each refusal, and the shortest and longest wait that honour it (at most a quarter more, and a moment, so refused jobs spread). */
  const refusals: [
    string,
    () => { status: number; headers: Record<string, string> },
    number,
    number
  ][] = [
    [
      'a secondary limit with retry-after',
      () => ({ status: 403, headers: { 'retry-after': '7' } }),
      7_000,
      9_000
    ],
    [
      'a 429 with retry-after',
      () => ({ status: 429, headers: { 'retry-after': '3' } }),
      3_000,
      4_000
    ],
    [
      'no request left until x-ratelimit-reset',
      () => ({
        status: 403,
        headers: {
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + 5)
        }
      }),
      4_000,
      6_500
    ]
  ]
  it.each(refusals)(
    'waits out %s as GitHub asks, then records the status once',
    async (_what, refusal, shortest, longest) => {
      services.github.fail({
        method: 'POST',
        path: /\/statuses\//,
        body: { message: SECONDARY },
        ...refusal()
      })
      const result = await leg('data/a.csv')
      expect(result.exitCode).toBe(0)
      expect(warnings(result.log)).toEqual([])
      expect(statusWrites().map(r => r.status)).toEqual([refusal().status, 201])
      expect(services.github.statuses).toHaveLength(1)
      expect(clock.sleeps.filter(ms => ms >= shortest && ms <= longest)).toHaveLength(1)
      expect(result.log).toMatch(saying('rate limit', 'trying again in'))
    }
  )

  it('does not wait past the step: a limit asking for an hour leaves the status unrecorded, with a warning', async () => {
    services.github.fail({
      method: 'POST',
      path: /\/statuses\//,
      status: 403,
      headers: { 'retry-after': '3600' },
      body: { message: SECONDARY }
    })
    const result = await leg('data/a.csv')
    expect(result.exitCode).toBe(0)
    expect(statusWrites()).toHaveLength(1)
    expect(clock.sleeps.filter(ms => ms >= 60_000)).toEqual([])
    expect(warnings(result.log)).toHaveLength(1)
    expect(warnings(result.log)[0]).toMatch(saying('not recorded', 'rate limit', 'goes on'))
    expect(resultsOf(result.outputs).map(r => r.status)).toEqual(['completed'])
  })

  it('sends a status again after a 5xx, and the step reports no problem', async () => {
    services.github.fail({ method: 'POST', path: /\/statuses\//, status: 502 })
    const result = await leg('data/a.csv')
    expect(result.exitCode).toBe(0)
    expect(statusWrites().map(r => r.status)).toEqual([502, 201])
    expect(services.github.statuses.map(s => s.state)).toEqual(['success'])
    expect(warnings(result.log)).toEqual([])
  })

  it('waits out a secondary limit on the comment write, and writes one comment', async () => {
    services.github.fail({
      method: 'POST',
      path: /\/issues\/\d+\/comments$/,
      status: 403,
      headers: { 'retry-after': '2' },
      body: { message: 'You have exceeded a secondary rate limit.' }
    })
    const result = await leg('data/a.csv', { [Input.Comment]: 'true' })
    expect(result.exitCode).toBe(0)
    expect(warnings(result.log)).toEqual([])
    expect(services.github.comments).toHaveLength(1)
    expect(tableOf(services.github.comments[0].body)).toEqual(['data/a.csv ✅ ready'])
    expect(clock.sleeps.some(ms => ms >= 2_000 && ms <= 2_000 * 1.25 + 250)).toBe(true)
  })
})

describe('a dry run', () => {
  it('tells in the summary how many datasets, the batches and their sizes, and sets commit-status', async () => {
    ws.write('data/d.csv', SMALL_CSV)
    ws.write('data/big.csv', `id,value\n${'1,2\n'.repeat(1024)}`)
    const result = await go({
      [Input.File]: 'data/*.csv',
      [Input.DryRun]: 'true',
      [Input.MaxLegs]: '2'
    })
    expect(result.exitCode).toBe(0)
    expect(services.emulator.requests).toEqual([])
    expect(result.outputs[Output.CommitStatus]).toBe('dataset')
    const batches = JSON.parse(result.outputs[Output.Batches]) as string[]
    expect(batches.map(batch => batch.split('\n').length)).toEqual([3, 2])
    const seen = renderGfm(result.summary)
    expect(seen.headings[0]).toMatch(saying('Dry run', '5 datasets'))
    expect(seen.text).toMatch(saying('2 batches of 3 or 2 datasets', 'max-legs', '2'))
    const table = seen.tables[0]
    expect(table[0].slice(0, 3)).toEqual(['Dataset', 'Type', 'Size'])
    expect(table.slice(1).map(row => row.slice(0, 3))).toEqual([
      ['data/a.csv', 'csv', '58 B'],
      ['data/b.csv', 'csv', '58 B'],
      ['data/big.csv', 'csv', '4.0 KiB'],
      ['data/c.csv', 'csv', '58 B'],
      ['data/d.csv', 'csv', '58 B']
    ])
    expect(result.log).toMatch(saying('data/big.csv', 'csv', '4.0 KiB'))
  })

  it('says a single dataset makes one batch of one', async () => {
    const result = await go({ [Input.File]: 'data/a.csv', [Input.DryRun]: 'true' })
    expect(result.exitCode).toBe(0)
    expect(renderGfm(result.summary).text).toMatch(saying('1 batch of 1 dataset', 'max-legs'))
  })

  it('says there is nothing to generate when no matched dataset changed', async () => {
    const push = { before: '1111111111111111111111111111111111111111', after: HEAD }
    services.github.compares = { [`${push.before}...${push.after}`]: ['README.md'] }
    const eventPath = ws.write('.push.json', JSON.stringify(push))
    const result = await runInProcess(
      {
        [Input.GithubToken]: APP_TOKEN,
        [Input.File]: 'data/*.csv',
        [Input.ChangedOnly]: 'true',
        [Input.DryRun]: 'true'
      },
      {
        workspace: ws.root,
        clock,
        env: {
          GITHUB_API_URL: services.github.url,
          GITHUB_REPOSITORY: 'o/r',
          GITHUB_SHA: HEAD,
          GITHUB_EVENT_NAME: 'push',
          GITHUB_EVENT_PATH: eventPath
        }
      }
    )
    expect(result.exitCode).toBe(0)
    expect(result.outputs[Output.Datasets]).toBe('[]')
    expect(result.outputs[Output.Batches]).toBe('[]')
    const seen = renderGfm(result.summary)
    expect(seen.headings[0]).toMatch(saying('no dashboard to generate'))
  })
})

describe('a leg status nobody was given', () => {
  it('counts for no dataset: a status that claims the next datasets leaves them missing', async () => {
    expect((await leg('data/a.csv', { [Input.CommitStatus]: 'leg' })).exitCode).toBe(0)
    // Anyone who may write statuses writes one claiming b and c as a leg of two.
    const [real] = services.github.statuses
    services.github.statuses.push({
      ...real,
      id: real.id + 1,
      context: 'dashboard (dashboards) leg: data/b.csv +1'
    })
    const collected = await collectJob('data/*.csv', { [Input.MaxLegs]: '3' })
    expect(collected.exitCode).toBe(1)
    expect(resultsOf(collected.outputs).map(r => `${r.file}:${r.status}`)).toEqual([
      'data/a.csv:completed',
      'data/b.csv:failed',
      'data/c.csv:failed'
    ])
  })
})

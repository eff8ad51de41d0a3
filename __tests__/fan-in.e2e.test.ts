/**
 * The v2 matrix end to end, as GitHub runs it: plan/, one process of the bundle per entry of its
 * matrix, then collect/, on Node 20 and on Node 24. Behind them: the service emulator, the fake
 * GitHub enforcing GitHub's rate limits, and the fake artifact service the toolkit's own
 * @actions/artifact client stores in and reads from. The legs end at spread-out times (started
 * one after another, each dataset taking its own time at the service); some fail at the
 * service, one is cancelled while it waits, one never starts. What collect/ reports is held
 * field for field against what one job running every dataset reports.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import type { ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../emulator/server.js'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { Input, Output } from '../src/config/constants.js'
import { NODE24, runAction, type ActionResult, type SubAction } from '../tools/runner.js'
import { pullRequest } from './helpers/events.js'
import { pullRequestHistory, type PullRequestCommits } from './helpers/git-history.js'
import { GITHUB_LIMITS } from './helpers/github-limits.js'
import { renderGfm } from './helpers/gfm.js'
import { BOT, useFakeArtifacts, useServices } from './helpers/services.js'

/** How long each dataset's generation takes at the service: the legs end apart. */
const PROCESSING_MS: Record<string, number> = {
  'customers.csv': 300,
  'orders.csv': 1800,
  'products.csv': 900,
  'regions.csv': 2400,
  'returns.csv': 1300,
  // Long enough that its leg is still waiting when it is cancelled.
  'sales.csv': 4000,
  'stock.csv': 600,
  // visits.tsv goes to the service as CSV.
  'visits.csv': 1500
}
const EMULATOR = {
  // Every generation takes its time: none is done inside the start call.
  instantBytes: 0,
  processingMs: 1000,
  processingMsByFileName: PROCESSING_MS
}
const services = useServices(EMULATOR)
const storage = useFakeArtifacts()
/** The single job's own service state: its generations are apart from the matrix's. */
let singleService: Emulator

/** The datasets in the plan's order, and what happens to each one's leg in the first scenario. */
const DATASETS = [
  'data/customers.csv',
  'data/orders.csv',
  'data/products.csv',
  'data/regions.csv',
  'data/returns.csv',
  'data/sales.csv',
  'data/stock.csv',
  'data/visits.tsv'
]
const FAILING = ['data/products.csv', 'data/returns.csv']
const CANCELLED = 'data/sales.csv'
const NEVER_STARTED = 'data/stock.csv'
const SUCCEEDING = DATASETS.filter(
  file => !FAILING.includes(file) && file !== CANCELLED && file !== NEVER_STARTED
)
const PATTERNS = 'data/*.csv\ndata/*.tsv'
/** Longer than a commit status's 140 characters, which v1 carried results in. */
const LONG_TITLE =
  'Quarterly operations review for the northern and southern regions, every warehouse and every sales channel, with returns and stock levels'
/** Each leg starts this long after the one before it, as a busy runner pool starts jobs. */
const STAGGER_MS = 300
const API_KEY = Object.keys(DEFAULT_KEYS)[1]
const PLAN_TOKEN = 'ghs_plan'
const COLLECT_TOKEN = 'ghs_collect'
const SINGLE_TOKEN = 'ghs_single'
const legToken = (leg: number) => `ghs_leg${leg}`
const NUMBER = pullRequest('synchronize').number as number

let root: string
let commits: PullRequestCommits
let eventPath: string
let nextRunId = 7100

beforeAll(async () => {
  if (!existsSync(NODE24))
    throw new Error(`Node 24 is missing at ${NODE24}: run 'npm run setup:node24' (npm test does).`)
  singleService = await startEmulator(EMULATOR)
  root = mkdtempSync(path.join(os.tmpdir(), 'dashboard-fan-in-'))
  const write = (file: string, text: string) => writeFileSync(path.join(root, file), text)
  commits = pullRequestHistory(root, {
    start: () => {
      mkdirSync(path.join(root, 'data'))
      write('data/customers.csv', 'id,name,city\n1,Ada,Oslo\n2,Bo,Lima\n3,Cy,Pune\n')
      write('data/orders.csv', 'id,customer,total\n1,1,10\n2,2,20\n')
      write('data/products.csv', 'sku,name,price\nA1,Pen,1.5\nB2,Ink,4\n')
      write('data/returns.csv', 'id,order,reason\n1,2,damaged\n')
      write('data/sales.csv', 'month,region,revenue\n2026-01,North,1200\n2026-01,South,900\n')
      write('data/stock.csv', 'sku,qty\nA1,4\nB2,0\n')
      write('data/visits.tsv', 'day\tvisits\n2026-01-01\t10\n2026-01-02\t12\n')
      write('notes.txt', 'start\n')
    },
    base: () => write('notes.txt', 'base moved on\n'),
    head: () => {
      write('data/orders.csv', 'id,customer,total\n1,1,10\n2,2,20\n3,1,30\n4,3,40\n')
      write('data/regions.csv', 'region,manager\nNorth,Eva\nSouth,Raj\n')
      write('data/stock.csv', 'sku,qty,price\nA1,4,1.5\nB2,0,4\n')
      write('data/visits.tsv', 'day\tvisits\n2026-01-01\t10\n2026-01-02\t12\n2026-01-03\t9\n')
    }
  })
  eventPath = path.join(root, '..', `${path.basename(root)}-event.json`)
  writeFileSync(
    eventPath,
    JSON.stringify(pullRequest('synchronize', { baseSha: commits.base, headSha: commits.head }))
  )
})
afterAll(async () => {
  await singleService.close()
  rmSync(root, { recursive: true, force: true })
  rmSync(eventPath, { force: true })
})
beforeEach(() => {
  singleService.reset()
  const app = { login: BOT, app: true }
  services.github.tokens = { [PLAN_TOKEN]: app, [COLLECT_TOKEN]: app, [SINGLE_TOKEN]: app }
  for (let leg = 1; leg <= DATASETS.length; leg++) services.github.tokens[legToken(leg)] = app
  services.github.limits = GITHUB_LIMITS
  services.github.pulls[NUMBER] = { headSha: commits.head, state: 'open' }
})

/** A job of the workflow run `runId`: the checkout of the pull request's merge commit. */
function job(
  node: string,
  runId: number,
  name: string,
  inputs: Record<string, string>,
  options: { action?: SubAction; onStart?: (child: ChildProcess) => void } = {}
): Promise<ActionResult> {
  return runAction({
    node,
    action: options.action,
    workspace: root,
    inputs,
    onStart: options.onStart,
    env: {
      ...storage.artifacts.env({ runId, job: name }),
      GITHUB_API_URL: services.github.url,
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_SHA: commits.merge,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: eventPath
    }
  })
}

/** What generates: the same inputs for every leg and for the single job, but the service. */
function generating(service: Emulator, token: string): Record<string, string> {
  return {
    [Input.ApiKey]: API_KEY,
    [Input.BaseUrl]: service.url,
    [Input.Title]: LONG_TITLE,
    [Input.PollInterval]: '0.5',
    [Input.GithubToken]: token
  }
}

interface Entry {
  leg: string
  file: string
}

interface Result {
  file: string
  title: string
  'generation-id': string
  'dashboard-id': string
  'share-url': string
  status: string
  error: string
  change?: unknown
  upload?: unknown
}

const resultsOf = (run: ActionResult): Result[] =>
  JSON.parse(run.outputs[Output.Results]) as Result[]

function byFile(rows: readonly Result[]): Map<string, Result> {
  return new Map(rows.map(row => [row.file, row]))
}

/**
 * Sends SIGINT to a leg once the service has been asked about its generation: the leg is then
 * waiting, as a job is when a user cancels the run.
 */
function cancelWhileWaiting(child: ChildProcess, fileName: string): void {
  const waiting = () => {
    const started = services.emulator.requests.find(
      r => r.file?.name === fileName && r.generationId !== undefined
    )
    return (
      started !== undefined &&
      services.emulator.requests.some(
        r => r.method === 'GET' && r.path.includes(started.generationId as string)
      )
    )
  }
  void (async () => {
    while (child.exitCode === null && child.signalCode === null) {
      if (waiting()) {
        child.kill('SIGINT')
        return
      }
      await sleep(20)
    }
  })()
}

interface Workflow {
  runId: number
  plan: ActionResult
  matrix: Entry[]
  /** Each leg's run, by its file; none for a leg never started. */
  legs: Map<string, ActionResult>
  collect: ActionResult
  single: ActionResult
}

/**
 * One workflow run: plan/, its legs (but `skip`), collect/; and beside it, against its own
 * service state, one job generating every dataset with the same inputs.
 */
async function runWorkflow(
  node: string,
  options: { skip?: string; cancel?: string; legInputs?: Record<string, string> } = {}
): Promise<Workflow> {
  const runId = nextRunId++
  const singleJob = job(node, runId, 'single', {
    ...generating(singleService, SINGLE_TOKEN),
    [Input.File]: PATTERNS,
    [Input.MaxConcurrency]: String(DATASETS.length)
  })
  const plan = await job(
    node,
    runId,
    'plan',
    { [Input.File]: PATTERNS, [Input.GithubToken]: PLAN_TOKEN },
    { action: 'plan' }
  )
  expect(plan.code).toBe(0)
  const matrix = (JSON.parse(plan.outputs[Output.Matrix]) as { include: Entry[] }).include
  const legs = new Map<string, ActionResult>()
  await Promise.all(
    matrix.map(async (entry, i) => {
      if (entry.file === options.skip) return
      await sleep(i * STAGGER_MS)
      const fileName = path.basename(entry.file)
      const run = await job(
        node,
        runId,
        `leg-${i + 1}`,
        {
          ...generating(services.emulator, legToken(i + 1)),
          [Input.File]: entry.file,
          [Input.Leg]: entry.leg,
          ...options.legInputs
        },
        {
          onStart:
            entry.file === options.cancel ? child => cancelWhileWaiting(child, fileName) : undefined
        }
      )
      legs.set(entry.file, run)
    })
  )
  const collect = await job(
    node,
    runId,
    'collect',
    {
      [Input.Comment]: 'true',
      [Input.CommitStatus]: 'true',
      [Input.GithubToken]: COLLECT_TOKEN
    },
    { action: 'collect' }
  )
  return { runId, plan, matrix, legs, collect, single: await singleJob }
}

const requestsOf = (token: string) =>
  services.github.requests.filter(r => (r.authorization ?? '').endsWith(` ${token}`))

/** The fields a single job and collect/ must agree on for any dataset, whoever generated it. */
function datasetFields(row: Result): Partial<Result> {
  return { file: row.file, change: row.change, upload: row.upload }
}

/** The generation's own fields, which only the leg that generated it can know. */
function generationFields(row: Result): Partial<Result> {
  return {
    'generation-id': row['generation-id'],
    'dashboard-id': row['dashboard-id'],
    'share-url': row['share-url']
  }
}

/** A row as the single job reported it, with the generation its leg made instead of the job's. */
function asGeneratedBy(single: Result, leg: Result): Result {
  return {
    ...single,
    ...generationFields(leg),
    // The service's words name the generation: the leg's, where the single job's named its own.
    error: single.error.split(single['generation-id']).join(leg['generation-id'])
  }
}

/**
 * The job summary's table as a reader sees it, by dataset: every column but the time taken,
 * which no two runs share.
 */
function summaryRows(run: ActionResult): Map<string, Record<string, string>> {
  const [header, ...rows] = renderGfm(run.summary).tables[0]
  return new Map(
    rows.map(cells => {
      const row = Object.fromEntries(header.map((name, i) => [name, cells[i]]))
      delete row.Time
      return [DATASETS.find(file => row.Dataset.startsWith(file)) ?? row.Dataset, row]
    })
  )
}

/**
 * What every reader of the run sees the same way in both scenarios; `alike`, the datasets whose
 * generation the matrix and the single job both saw through, which the summaries show alike.
 */
function expectTheReport(run: Workflow, alike: readonly string[]): void {
  const { collect, single } = run
  // The datasets and the run's single outputs are the single job's.
  expect(JSON.parse(collect.outputs[Output.Datasets])).toEqual(DATASETS)
  expect(JSON.parse(run.plan.outputs[Output.Datasets])).toEqual(DATASETS)
  for (const output of [
    Output.Datasets,
    Output.Status,
    Output.GenerationId,
    Output.DashboardId,
    Output.ShareUrl,
    Output.DashboardTitle
  ])
    expect([output, collect.outputs[output]]).toEqual([output, single.outputs[output]])
  expect(resultsOf(collect).map(row => row.file)).toEqual(DATASETS)

  // One comment, written once, by collect/: a table naming every dataset.
  const comments = services.github.comments.filter(c => c.issue === NUMBER)
  expect(comments).toHaveLength(1)
  expect(comments[0].login).toBe(BOT)
  expect(collect.outputs[Output.CommentUrl]).toContain(`#issuecomment-${comments[0].id}`)
  const writes = services.github.requests.filter(r =>
    ['issues/create-comment', 'issues/update-comment'].includes(r.operationId ?? '')
  )
  expect(writes.map(r => [r.operationId, r.authorization])).toEqual([
    ['issues/create-comment', `token ${COLLECT_TOKEN}`]
  ])
  const [, ...table] = renderGfm(comments[0].body).tables[0]
  expect(table.map(row => DATASETS.find(file => row[0].startsWith(file)))).toEqual(DATASETS)

  // The job summary lists every dataset, as the single job's does.
  const summary = summaryRows(collect)
  const singleSummary = summaryRows(single)
  expect([...summary.keys()]).toEqual(DATASETS)
  for (const file of alike) expect(summary.get(file)).toEqual(singleSummary.get(file))

  // The plan and the single job compared in the checkout's history, asking GitHub nothing;
  // collect/ stays within its budget; GitHub refused nothing.
  expect(requestsOf(PLAN_TOKEN)).toEqual([])
  expect(requestsOf(SINGLE_TOKEN)).toEqual([])
  const pages = requestsOf(COLLECT_TOKEN).filter(r => r.operationId === 'issues/list-comments')
  expect(pages.length).toBeGreaterThan(0)
  expect(requestsOf(COLLECT_TOKEN).length).toBeLessThanOrEqual(10 + pages.length)
  expect(services.github.requests.filter(r => r.status === 403 || r.status === 429)).toEqual([])

  // The title survives whole: v1 carried it in a status description, cut to 140 characters.
  for (const row of resultsOf(collect).filter(r => r.status === 'completed')) {
    expect(row.title.length).toBeGreaterThan(140)
    expect(row.title).toContain(LONG_TITLE)
  }
}

describe.each([
  ['Node 20', process.execPath],
  ['Node 24', NODE24]
])('a matrix run by the bundle on %s', (_name, node) => {
  it('collect/ reports legs that failed, were cancelled or never started as one job would, and fails naming them', async () => {
    services.emulator.configure({ failingFileNames: ['products.csv', 'returns.csv'] })
    singleService.configure({ failingFileNames: ['products.csv', 'returns.csv'] })
    const run = await runWorkflow(node, { skip: NEVER_STARTED, cancel: CANCELLED })
    const { collect, legs } = run
    const collected = byFile(resultsOf(collect))
    const single = byFile(resultsOf(run.single))
    const legRow = (file: string) => resultsOf(legs.get(file) as ActionResult)[0]

    // The legs ended as their datasets did; the one never started did not run.
    expect(legs.has(NEVER_STARTED)).toBe(false)
    for (const file of SUCCEEDING) expect([file, legs.get(file)?.code]).toEqual([file, 0])
    for (const file of [...FAILING, CANCELLED])
      expect([file, legs.get(file)?.code]).not.toEqual([file, 0])
    expect(legRow(CANCELLED).status).toBe('processing')
    expect(legRow(CANCELLED)['generation-id']).not.toBe('')

    // Every dataset that reached the service: the single job's report, the leg's generation.
    for (const file of [...SUCCEEDING, ...FAILING]) {
      const expected = asGeneratedBy(single.get(file) as Result, legRow(file))
      expect(collected.get(file)).toEqual(expected)
      expect(collected.get(file)?.['generation-id']).not.toBe('')
    }
    for (const file of SUCCEEDING) expect(collected.get(file)?.status).toBe('completed')
    for (const file of FAILING) {
      expect(collected.get(file)?.status).toBe('failed')
      expect(collected.get(file)?.error).toContain(legRow(file)['generation-id'])
    }

    // The cancelled leg stored what it had started, and how to follow it again.
    const cancelled = collected.get(CANCELLED) as Result
    expect(datasetFields(cancelled)).toEqual(datasetFields(single.get(CANCELLED) as Result))
    expect(generationFields(cancelled)).toEqual(generationFields(legRow(CANCELLED)))
    expect(cancelled).toMatchObject({ title: single.get(CANCELLED)?.title, status: 'processing' })
    expect(cancelled.error).toMatch(/SIGINT|cancel/)
    expect(cancelled.error).toContain(
      `${Input.GenerationId}: ${legRow(CANCELLED)['generation-id']}`
    )

    // The leg never started is named, its leg said to have stored nothing, with the run's link.
    const missing = collected.get(NEVER_STARTED) as Result
    const neverLeg = run.matrix.find(entry => entry.file === NEVER_STARTED) as Entry
    expect(datasetFields(missing)).toEqual(datasetFields(single.get(NEVER_STARTED) as Result))
    expect(missing).toMatchObject({ 'generation-id': '', status: 'failed' })
    expect(missing.error).toContain(neverLeg.leg)
    expect(missing.error).toMatch(/stored no results/)
    expect(missing.error).toContain(`https://github.com/o/r/actions/runs/${run.runId}`)

    // collect/ fails, naming every dataset without a good result and no other.
    expect(collect.code).not.toBe(0)
    const errors = collect.stdout.split('\n').filter(line => line.startsWith('::error'))
    for (const file of [...FAILING, CANCELLED, NEVER_STARTED])
      expect(errors.some(line => line.includes(file))).toBe(true)
    for (const file of SUCCEEDING) expect(errors.some(line => line.includes(file))).toBe(false)

    expectTheReport(run, [...SUCCEEDING, ...FAILING])
    // The run's one status, written once by collect/; no leg wrote any status.
    expect(services.github.statuses.map(s => [s.context, s.state, s.sha])).toEqual([
      ['dashboards', 'failure', commits.head]
    ])
    for (let leg = 1; leg <= DATASETS.length; leg++)
      expect([leg, requestsOf(legToken(leg))]).toEqual([leg, []])
  })

  it('collect/ reports a matrix whose every leg succeeded exactly as one job would, legs writing only their own statuses', async () => {
    const run = await runWorkflow(node, { legInputs: { [Input.CommitStatus]: 'true' } })
    const { collect, legs } = run
    const collected = byFile(resultsOf(collect))
    const single = byFile(resultsOf(run.single))
    expect(collect.code).toBe(0)
    expect(run.single.code).toBe(0)
    for (const file of DATASETS) {
      const leg = legs.get(file) as ActionResult
      expect([file, leg.code]).toEqual([file, 0])
      const expected = asGeneratedBy(single.get(file) as Result, resultsOf(leg)[0])
      expect(collected.get(file)).toEqual(expected)
      expect(expected.status).toBe('completed')
    }
    expectTheReport(run, DATASETS)

    // Each leg wrote its dataset's status, one request; collect/ the run's, once.
    for (const [i, entry] of run.matrix.entries()) {
      const written = requestsOf(legToken(i + 1))
      expect(written.map(r => r.operationId)).toEqual(['repos/create-commit-status'])
      expect(written[0].body).toMatchObject({ state: 'success' })
      expect(JSON.stringify(written[0].body)).toContain(entry.file)
    }
    const aggregate = services.github.statuses.filter(s => s.context === 'dashboards')
    expect(aggregate.map(s => [s.state, s.sha])).toEqual([['success', commits.head]])
    expect(services.github.statuses).toHaveLength(DATASETS.length + 1)
    expect(new Set(services.github.statuses.map(s => s.sha))).toEqual(new Set([commits.head]))
  })
})

/**
 * The pull request's first sign (issue 35), section `first-state` of `npm run bench`: the bundle
 * on Node 24 against the service emulator, the fake GitHub (GitHub's REST description and rate
 * limits) behind a proxy that answers each request only after GitHub's latency, and the fake
 * artifact service for the matrix. Measured:
 *
 * - time to first sign: from the step's start (a single job) or the plan's start (a matrix) to
 *   the comment's first write reaching GitHub, for 1 and 20 datasets;
 * - GitHub requests per run, against today's: the same runs by the release before the first state
 *   (BASELINE, its dist/, plan/ and collect/ taken from git);
 * - the time the uploads wait on GitHub: when the last start call of 20 reaches the service, with
 *   a GitHub that takes a whole second to answer each request, against a run asking GitHub nothing.
 *
 * `npx tsx bench/first-state.ts [--record]` measures this section alone; BENCH_RUNS sets the trials.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { startEmulator, type Emulator } from '../emulator/server.js'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { marker } from '../src/common/comment-marker.js'
import { Input, Output } from '../src/config/constants.js'
import { NODE24, REPO_ROOT, runAction, type ActionResult, type SubAction } from '../tools/runner.js'
import { pullRequest } from '../__tests__/helpers/events.js'
import { startFakeArtifacts, type FakeArtifacts } from '../__tests__/helpers/fake-artifacts.js'
import { startFakeGitHub, type FakeGitHub } from '../__tests__/helpers/fake-github.js'
import { GITHUB_LIMITS } from '../__tests__/helpers/github-limits.js'
import { startLatencyProxy, type LatencyProxy } from '../__tests__/helpers/latency-proxy.js'
import { makeWorkspace, SMALL_CSV, type Workspace } from '../__tests__/helpers/workspace.js'
import { commandLine, recordSection } from './record.js'
import { formatSpread, mark, spread } from './stats.js'

export const FIRST_STATE_TITLE = '12. The first sign on the pull request'

/** The last commit before the first state: "today", whose requests a run is held against. */
const BASELINE = '9a9e4569e90d0495cc86615b3e8a154ba0f310da'
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
/** GitHub's answer time to each request, both ways, in the first two measures. */
const LATENCY_MS = 100
/** A GitHub this slow would hold every upload a second per request, were they to wait on it. */
const SLOW_MS = 1000
const PROCESSING_MS = 1500
const MANY = 20
const LEGS = 4
const TOKEN = 'ghs_bench'
const BOT = 'github-actions[bot]'
const TAG = 'bench'
const PAYLOAD = pullRequest('synchronize')
const NUMBER = PAYLOAD.number as number
const WRITES = ['issues/create-comment', 'issues/update-comment']
const STATUS_WRITE = 'repos/create-commit-status'
/** The comment's requests before its first write: GitHub's answer time on the way to it. */
const LOOKUPS = ['issues/list-comments', 'repos/list-pull-requests-associated-with-commit']

interface Setup {
  emulator: Emulator
  github: FakeGitHub
  artifacts: FakeArtifacts
  ws: Workspace
  eventPath: string
  /** The release before the first state, unpacked. */
  baseline: string
}

const files = (count: number) =>
  count === 1
    ? 'data/one.csv'
    : Array.from({ length: count }, (_, i) => `data/set-${String(i).padStart(2, '0')}.csv`).join(
        '\n'
      )

function job(
  setup: Setup,
  api: string,
  inputs: Record<string, string>,
  options: { action?: SubAction; root?: string; runId: number; name: string }
): Promise<ActionResult> {
  const generates = options.action === undefined
  return runAction({
    node: NODE24,
    root: options.root,
    action: options.action,
    workspace: setup.ws.root,
    inputs: {
      ...(generates
        ? {
            [Input.ApiKey]: Object.keys(DEFAULT_KEYS)[1],
            [Input.BaseUrl]: setup.emulator.url,
            [Input.PollInterval]: '0.5',
            [Input.Reuse]: 'false',
            [Input.MaxConcurrency]: String(MANY)
          }
        : {}),
      ...(options.action === 'collect' ? {} : { [Input.Compare]: 'false' }),
      [Input.GithubToken]: TOKEN,
      ...inputs
    },
    env: {
      ...setup.artifacts.env({ runId: options.runId, job: options.name }),
      GITHUB_API_URL: api,
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_SHA: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: setup.eventPath
    },
    killAfterMs: 180_000
  })
}

function fresh(setup: Setup): void {
  setup.emulator.reset()
  setup.emulator.configure({ instantBytes: 0, processingMs: PROCESSING_MS })
  setup.github.reset()
  setup.github.limits = GITHUB_LIMITS
  setup.github.tokens = { [TOKEN]: { login: BOT, app: true } }
  setup.artifacts.reset()
  // The pull request's comment exists, as from its first push on.
  setup.github.addComment(NUMBER, BOT, `${marker(TAG)}\nEarlier results.`)
}

const reporting = {
  [Input.Comment]: 'true',
  [Input.CommitStatus]: 'true',
  [Input.CommentTag]: TAG
}

function mustPass(result: ActionResult, what: string): void {
  if (result.code !== 0) throw new Error(`${what} failed (${result.code}):\n${result.stdout}`)
}

/** A matrix of `count` datasets in LEGS legs: plan/, its legs, collect/; by `root`'s release. */
async function matrix(
  setup: Setup,
  api: string,
  count: number,
  root: string | undefined,
  runId: number
): Promise<{ planStartedAt: number; legsRequests: number }> {
  const planStartedAt = Date.now()
  // The release before the first state has no comment or commit-status on plan/.
  const planInputs = root === undefined ? reporting : { [Input.CommentTag]: TAG }
  const plan = await job(
    setup,
    api,
    { [Input.File]: files(count), [Input.MaxLegs]: String(LEGS), ...planInputs },
    { action: 'plan', root, runId, name: 'plan' }
  )
  mustPass(plan, 'plan/')
  const entries = (JSON.parse(plan.outputs[Output.Matrix]) as { include: Record<string, string>[] })
    .include
  const before = setup.github.requests.length
  const legs = await Promise.all(
    entries.map((entry, i) =>
      job(
        setup,
        api,
        { [Input.File]: entry.file, [Input.Leg]: entry.leg },
        { root, runId, name: `leg-${i + 1}` }
      )
    )
  )
  legs.forEach(leg => mustPass(leg, 'a leg'))
  const legsRequests = setup.github.requests.length - before
  const collect = await job(setup, api, reporting, {
    action: 'collect',
    root,
    runId,
    name: 'collect'
  })
  mustPass(collect, 'collect/')
  return { planStartedAt, legsRequests }
}

const ONE = '1 dataset, one job'
const MATRIX = `${MANY} datasets, a matrix of ${LEGS} legs`
type Case = string
const CASES: Case[] = [ONE, `${MANY} datasets, one job`, MATRIX]

/**
 * One run of `item` by `root`'s release (this checkout's by default): when it started (the
 * plan's start, for a matrix), and the requests the matrix's legs made.
 */
async function runCase(
  setup: Setup,
  api: string,
  item: Case,
  root: string | undefined,
  runId: number
): Promise<{ startedAt: number; legsRequests: number }> {
  if (item === MATRIX) {
    const { planStartedAt, legsRequests } = await matrix(setup, api, MANY, root, runId)
    return { startedAt: planStartedAt, legsRequests }
  }
  const startedAt = Date.now()
  const count = item === ONE ? 1 : MANY
  mustPass(
    await job(
      setup,
      api,
      { [Input.File]: files(count), ...reporting },
      { root, runId, name: 'job' }
    ),
    item
  )
  return { startedAt, legsRequests: 0 }
}

// 1. Time to first sign --------------------------------------------------------------------
interface Sign {
  case: Case
  firstSignMs: number
  /** GitHub's answer time on the comment's way to its first write. */
  githubMs: number
  /** Whether every generation was still processing when the first write reached GitHub. */
  beforeAnyEnded: boolean
}

async function firstSign(setup: Setup, proxy: LatencyProxy, item: Case, runId: number) {
  fresh(setup)
  const { startedAt } = await runCase(setup, proxy.url, item, undefined, runId)
  const requests = setup.github.requests
  const write = requests.find(r => WRITES.includes(r.operationId ?? ''))
  if (write === undefined) throw new Error(`${item}: no comment was written`)
  const lookups = requests.filter(
    r => r.at <= write.at && (LOOKUPS.includes(r.operationId ?? '') || r.path === '/graphql')
  )
  const ends = [...setup.emulator.generations.values()].map(g => g.finishesAt ?? Infinity)
  return {
    case: item,
    firstSignMs: write.at - startedAt,
    // Each lookup a round trip; the write, half of one to reach GitHub.
    githubMs: (lookups.length + 0.5) * LATENCY_MS,
    beforeAnyEnded: ends.every(end => write.at < end)
  }
}

// 2. Requests per run ------------------------------------------------------------------------
interface Count {
  case: Case
  release: 'today' | 'first state'
  requests: number
  writes: number
  /** Requests the matrix's legs made: none, as before. */
  legs: number
  operations: string[]
}

async function countRequests(
  setup: Setup,
  proxy: LatencyProxy,
  item: Case,
  release: Count['release'],
  runId: number
): Promise<Count> {
  fresh(setup)
  const root = release === 'today' ? setup.baseline : undefined
  const legs = (await runCase(setup, proxy.url, item, root, runId)).legsRequests
  setup.github.assertConforming()
  const requests = setup.github.requests
  return {
    case: item,
    release,
    requests: requests.length,
    writes: requests.filter(r => r.method !== 'GET' && r.path !== '/graphql').length,
    legs,
    operations: requests.map(r => r.operationId ?? `${r.method} ${r.path}`)
  }
}

// 3. The uploads' wait on GitHub --------------------------------------------------------------
interface UploadWait {
  github: 'comment and commit-status, GitHub at 1 s a request' | 'no GitHub request'
  lastUploadMs: number
}

async function uploadWait(setup: Setup, slow: LatencyProxy, asks: boolean, runId: number) {
  fresh(setup)
  const startedAt = Date.now()
  mustPass(
    await job(
      setup,
      slow.url,
      { [Input.File]: files(MANY), ...(asks ? reporting : {}) },
      { runId, name: 'job' }
    ),
    'the upload run'
  )
  const starts = setup.emulator.requests.filter(r => r.method === 'POST')
  if (starts.length !== MANY) throw new Error(`${starts.length} uploads, not ${MANY}`)
  return {
    github: asks
      ? ('comment and commit-status, GitHub at 1 s a request' as const)
      : ('no GitHub request' as const),
    lastUploadMs: Math.max(...starts.map(r => r.receivedAt)) - startedAt
  }
}

export async function firstStateBenchmark(): Promise<{ markdown: string; data: unknown }> {
  const baseline = mkdtempSync(path.join(os.tmpdir(), 'bench-baseline-'))
  const archive = path.join(baseline, 'release.tar')
  execFileSync('git', [
    '-C',
    REPO_ROOT,
    'archive',
    '-o',
    archive,
    BASELINE,
    'dist',
    'plan',
    'collect',
    'action.yml'
  ])
  execFileSync('tar', ['-x', '-f', archive, '-C', baseline])
  const ws = makeWorkspace()
  ws.write('data/one.csv', SMALL_CSV)
  for (let i = 0; i < MANY; i++) ws.write(`data/set-${String(i).padStart(2, '0')}.csv`, SMALL_CSV)
  const setup: Setup = {
    emulator: await startEmulator({ instantBytes: 0, processingMs: PROCESSING_MS }),
    github: await startFakeGitHub(),
    artifacts: await startFakeArtifacts(),
    ws,
    eventPath: ws.write('.event.json', JSON.stringify(PAYLOAD)),
    baseline
  }
  const proxy = await startLatencyProxy(setup.github.url, { minMs: LATENCY_MS, maxMs: LATENCY_MS })
  const slow = await startLatencyProxy(setup.github.url, { minMs: SLOW_MS, maxMs: SLOW_MS })
  let runId = 9500
  try {
    const signs: Sign[] = []
    for (const item of CASES)
      for (let i = 0; i < RUNS; i++) signs.push(await firstSign(setup, proxy, item, runId++))
    console.log('  first-state: time to first sign done')
    const counts: Count[] = []
    for (const item of CASES)
      for (const release of ['today', 'first state'] as const)
        counts.push(await countRequests(setup, proxy, item, release, runId++))
    console.log('  first-state: requests counted')
    const waits: UploadWait[] = []
    for (let i = 0; i < RUNS; i++)
      for (const asks of [true, false]) waits.push(await uploadWait(setup, slow, asks, runId++))
    return { markdown: table(signs, counts, waits), data: { signs, counts, waits } }
  } finally {
    await proxy.close()
    await slow.close()
    await setup.emulator.close()
    await setup.github.close()
    await setup.artifacts.close()
    ws.remove()
    rmSync(baseline, { recursive: true, force: true })
  }
}

function table(signs: Sign[], counts: Count[], waits: UploadWait[]): string {
  const lines = [
    `The bundle on Node 24; each generation takes ${PROCESSING_MS / 1000} s at the service emulator; the fake GitHub enforces GitHub's rate limits behind a proxy that answers each request after ${LATENCY_MS} ms; \`comment: true\`, \`commit-status: true\` on a pull request whose comment (by the job's bot, ${BOT}) exists; \`max-concurrency: ${MANY}\`. Time to first sign: from the step's start (the plan's for a matrix) to the comment's first write reaching GitHub, median (min–max) of ${RUNS} runs, in seconds; GitHub's answer time is the round trips of the comment's lookups before it (its list; who the token is, only when a comment of the tag is not the job's bot's) and half of the write's.`,
    '',
    '| case | time to first sign (s) | GitHub’s answer time (s) | before any generation ended | goal |',
    '|---|---|---|---|---|'
  ]
  for (const item of CASES) {
    const runs = signs.filter(s => s.case === item)
    const sign = spread(runs.map(s => s.firstSignMs / 1000))
    const github = Math.max(...runs.map(s => s.githubMs)) / 1000
    const met = sign.median < 3 && sign.median < 1 + github
    lines.push(
      `| ${item} | ${formatSpread(sign)} | ${github.toFixed(2)} | ${runs.every(s => s.beforeAnyEnded) ? 'yes, every run' : 'no'} | ${mark(met)} < 3 s and < 1 s + GitHub’s answer time (${(1 + github).toFixed(2)} s) |`
    )
  }
  lines.push(
    '',
    `GitHub requests per run (one run each: the counts do not vary), against today's: the same run by the release before the first state (commit ${BASELINE.slice(0, 7)}, its \`dist/\`, \`plan/\` and \`collect/\` from git; its \`plan/\` takes no \`comment\` or \`commit-status\`). Writes are the requests that are not reads (a GraphQL query is a read).`,
    '',
    '| case | today: requests (writes) | first state: requests (writes) | more | legs’ requests | goal |',
    '|---|---|---|---|---|---|'
  )
  for (const item of CASES) {
    const today = counts.find(c => c.case === item && c.release === 'today') as Count
    const now = counts.find(c => c.case === item && c.release === 'first state') as Count
    const more = now.requests - today.requests
    const moreWrites = now.writes - today.writes
    // One more write each, counted apart: two more of the comment and none of the status fail.
    const extra = (ids: string[]) =>
      now.operations.filter(id => ids.includes(id)).length -
      today.operations.filter(id => ids.includes(id)).length
    const eachOnce = extra(WRITES) <= 1 && extra([STATUS_WRITE]) <= 1
    lines.push(
      `| ${item} | ${today.requests} (${today.writes}) | ${now.requests} (${now.writes}) | ${more} (${moreWrites} writes) | ${now.legs} | ${mark(more <= 2)} at most 2 more requests; ${mark(eachOnce)} at most one more write for the comment and for the status |`
    )
  }
  const withGitHub = spread(
    waits.filter(w => w.github !== 'no GitHub request').map(w => w.lastUploadMs / 1000)
  )
  const without = spread(
    waits.filter(w => w.github === 'no GitHub request').map(w => w.lastUploadMs / 1000)
  )
  const wait = withGitHub.median - without.median
  lines.push(
    '',
    `The uploads' wait on GitHub: ${MANY} datasets, from the step's start to the last start call reaching the service, median (min–max) of ${RUNS} runs, with \`comment\` and \`commit-status\` against a GitHub that takes ${SLOW_MS / 1000} s to answer each request, and with neither (no GitHub request). Were a start to wait for one GitHub answer, it would come ${SLOW_MS / 1000} s later.`,
    '',
    '| GitHub | last start call (s) | wait on GitHub (s) | goal |',
    '|---|---|---|---|',
    `| comment and commit-status, ${SLOW_MS / 1000} s a request | ${formatSpread(withGitHub)} | ${wait.toFixed(2)} | ${mark(wait < 0.1)} 0 (under 0.1 s, the runs' noise) |`,
    `| no GitHub request | ${formatSpread(without)} | | the baseline |`
  )
  return lines.join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now()
  firstStateBenchmark()
    .then(async ({ markdown }) => {
      console.log(markdown)
      if (process.argv.includes('--record'))
        await recordSection(
          'first-state',
          FIRST_STATE_TITLE,
          markdown,
          commandLine(),
          Date.now() - started
        )
    })
    .catch(error => {
      console.error(`Benchmark failed: ${(error as Error).message}`)
      process.exitCode = 1
    })
}

/**
 * The fan-in benchmark (section `fan-in`): a pull request's v2 matrix run as GitHub runs it, each
 * job a separate process of the bundle on Node 24, started as a runner starts it: plan/ (its
 * `matrix` output), one job per leg of that matrix (the action at the root, given `leg`), then
 * collect/, which reads the plan and every leg's results from the run's artifacts and writes the
 * one comment.
 *
 * The jobs talk to the service emulator, to one fake GitHub that counts every job's token as the
 * one installation a run's jobs share against GitHub's limits, unscaled (a minute lasts 60 s),
 * and to the fake artifact service, which the toolkit's own client (@actions/artifact) drives;
 * both fakes sit behind a proxy adding 30–250 ms to each answer, as remote services do.
 *
 * `npm run bench:fan-in -- [--record]` runs it alone; `npm run bench -- fan-in` with the others.
 * FANIN_TRIALS picks the trials: `plain:20=3,60,256,1000;statuses:20,60,256` runs 20 datasets
 * three times and the others once each, the legs given `commit-status: true` in the `statuses`
 * trials (a size not named is not run). Past 256 datasets the plan batches them (max-legs 256).
 * FANIN_MAX_PARALLEL sets the legs running at once (24); GitHub runs them on separate machines,
 * so this bounds only this machine's load: the figures are requests and completeness.
 * FANIN_SERVER_ERRORS answers that share of GitHub's requests with a 5xx (0 by default).
 */
import { isDeepStrictEqual } from 'node:util'
import os from 'node:os'
import { pathToFileURL } from 'node:url'
import { startEmulator, type Emulator } from '../emulator/server.js'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { marker } from '../src/common/comment-marker.js'
import { withRows } from '../src/report/comment-rows.js'
import { Input, MAX_MATRIX_JOBS, Output } from '../src/config/constants.js'
import { NODE24, runAction, type ActionResult, type SubAction } from '../tools/runner.js'
import { pullRequest } from '../__tests__/helpers/events.js'
import { startFakeArtifacts, type FakeArtifacts } from '../__tests__/helpers/fake-artifacts.js'
import { startFakeGitHub, type FakeGitHub } from '../__tests__/helpers/fake-github.js'
import { commitSteps } from '../__tests__/helpers/git-history.js'
import { GITHUB_LIMITS, isContentCreating } from '../__tests__/helpers/github-limits.js'
import { renderGfm } from '../__tests__/helpers/gfm.js'
import { startLatencyProxy, type LatencyProxy } from '../__tests__/helpers/latency-proxy.js'
import { makeWorkspace, SMALL_CSV, type Workspace } from '../__tests__/helpers/workspace.js'
import { commandLine, recordSection } from './record.js'
import { mark, spread, type Spread } from './stats.js'

export const FAN_IN_TITLE = 'Fan-in: plan/, the legs and collect/, at GitHub’s limits'

export interface FanInCase {
  readonly datasets: number
  /** The legs given `commit-status: true` (one status per dataset), collect/ too (the run's). */
  readonly statuses: boolean
  readonly trials: number
}

/** `plain:20=3,60;statuses:20`: the trials of each number of datasets, per variant. */
export function casesFrom(text: string): FanInCase[] {
  return text.split(';').flatMap(part => {
    const [variant, sizes = ''] = part.split(':')
    if (variant !== 'plain' && variant !== 'statuses')
      throw new Error(`FANIN_TRIALS: '${variant}' is no variant; write plain:… or statuses:…`)
    return sizes.split(',').map(pair => {
      const [datasets, trials = 1] = pair.split('=').map(Number)
      if (!(Number.isInteger(datasets) && datasets > 0 && trials >= 0))
        throw new Error(`FANIN_TRIALS: '${pair}' is not datasets or datasets=trials, as 20=3`)
      return { datasets, statuses: variant === 'statuses', trials }
    })
  })
}

const FAN_IN_CASES = casesFrom(
  process.env.FANIN_TRIALS ?? 'plain:20=3,60,256,1000;statuses:20,60,256'
)
const MAX_PARALLEL = Number(process.env.FANIN_MAX_PARALLEL ?? 24)
const SERVER_ERROR_RATE = Number(process.env.FANIN_SERVER_ERRORS ?? 0)
/** Generation lengths spread evenly over this, in random order: legs end at scattered times. */
const SPREAD_MS = 8_000
const LATENCY = { minMs: 30, maxMs: 250 }
const BOT = 'github-actions[bot]'
const RUN_ID = 16
const PULL = 2
const EARLIER = 'bead00000000000000000000000000000000beef'
const KEY = Object.keys(DEFAULT_KEYS)[1]
/** Ordinary comments of the pull request besides ours: one page of them. */
const OTHER_COMMENTS = 30
/** The issue's goals for collect/: requests besides the pages of comments read, and time. */
const COLLECT_ALLOWANCE = 10
const COLLECT_GOAL_MS = 5000

interface Services {
  readonly emulator: Emulator
  readonly github: FakeGitHub
  readonly artifacts: FakeArtifacts
  readonly proxies: { readonly github: LatencyProxy; readonly artifacts: LatencyProxy }
  /** When each request reached a proxy: collect/'s time is told apart by them. */
  readonly arrivals: { readonly github: Arrival[]; readonly artifacts: Arrival[] }
  readonly ws: Workspace
  readonly eventPath: string
  readonly head: string
}

interface Arrival {
  readonly at: number
  readonly what: string
}

/** One job's outcome and when it ran. */
interface Job {
  readonly result: ActionResult
  readonly startedAt: number
  readonly endedAt: number
}

/** What one trial measured. */
interface Trial {
  readonly legs: number
  /** What kept the trial from being complete: empty when it was. */
  readonly problems: string[]
  /** Datasets whose collect/ result equals its leg's field for field, every field filled. */
  readonly resultsWhole: number
  readonly planRequests: number
  readonly legRequests: number
  readonly legWrites: number
  readonly collectRequests: number
  readonly collectPages: number
  readonly artifactRequests: { plan: number; legs: number; collect: number }
  readonly refused: number
  readonly serverErrors: number
  /** From collect/'s start to the comment accounting for every dataset. */
  readonly toCompleteMs?: number
  readonly collectMs: number
  /** collect/'s CPU time, user and system. */
  readonly collectCpuMs: number
  /** collect/'s time to its first artifact request, reading artifacts, then on GitHub. */
  readonly collectPhases: CollectPhases
  readonly rowsShown: number
  readonly rowsCounted: number
  /** Per-dataset statuses on the head commit (statuses trials). */
  readonly datasetStatuses: number
  /** collect/'s `results` output as GitHub counts a job's outputs (UTF-16). */
  readonly resultsBytes: number
  readonly mostLegsInAMinute: number
  readonly tookMs: number
}

export interface CollectPhases {
  readonly startMs: number
  readonly artifactsMs: number
  readonly githubMs: number
}

export interface FanInRow extends FanInCase {
  readonly legs: number
  readonly complete: number
  readonly resultsWhole: number
  readonly planRequests: number
  readonly requestsPerLeg: number
  readonly writesPerLeg: number
  readonly requestsPerDataset: number
  readonly artifactPerLeg: number
  readonly artifactPlan: number
  readonly artifactCollect: number
  readonly collectRequestsMax: number
  readonly collectPagesMax: number
  readonly refused: number
  readonly serverErrors: number
  readonly toCompleteS?: Spread
  readonly collectS: Spread
  readonly collectCpuS: Spread
  /** The phases of the trial whose collect/ took longest. */
  readonly collectPhases: CollectPhases
  readonly rowsShown: number
  readonly rowsCounted: number
  readonly datasetStatuses: number
  readonly resultsKb: number
  readonly mostLegsInAMinute: number
  readonly trialS: Spread
  readonly problems: string[]
}

const folder = (datasets: number) => `fan-in/d${datasets}`
const fileName = (i: number) => `set-${String(i).padStart(4, '0')}.csv`

/**
 * Every trial's datasets in a real history, as a checkout with `fetch-depth: 0` has it: the
 * base commit holds them, the head adds a row to each, so the plan compares from git (no GitHub
 * request) and every dataset has a change to report.
 */
function makeHistory(ws: Workspace, cases: readonly FanInCase[]): [string, string] {
  const sizes = [...new Set(cases.map(c => c.datasets))]
  const each = (write: (path: string) => void) =>
    sizes.forEach(n => Array.from({ length: n }, (_, i) => write(`${folder(n)}/${fileName(i)}`)))
  const [base, head] = commitSteps(ws.root, [
    () => each(path => ws.write(path, SMALL_CSV)),
    () => each(path => ws.write(path, `${SMALL_CSV}2026-02,East,700\n`))
  ])
  return [base, head]
}

async function startServices(cases: readonly FanInCase[]): Promise<Services> {
  const emulator = await startEmulator({ instantBytes: 0 })
  const github = await startFakeGitHub()
  const artifacts = await startFakeArtifacts()
  const arrivals = { github: [] as Arrival[], artifacts: [] as Arrival[] }
  const proxies = {
    github: await startLatencyProxy(github.url, {
      ...LATENCY,
      onRequest: r => arrivals.github.push({ at: r.at, what: `${r.method} ${r.url}` })
    }),
    artifacts: await startLatencyProxy(artifacts.url, {
      ...LATENCY,
      onRequest: r => arrivals.artifacts.push({ at: r.at, what: `${r.method} ${r.url}` })
    })
  }
  await warmUp(github)
  const ws = makeWorkspace()
  const [base, head] = makeHistory(ws, cases)
  const event = pullRequest('synchronize', { baseSha: base, headSha: head })
  if (event.pull_request.number !== PULL) throw new Error('the event is not of pull request 2')
  const eventPath = ws.write('.git/bench-event.json', JSON.stringify(event))
  return { emulator, github, artifacts, proxies, arrivals, ws, eventPath, head }
}

/**
 * One request answered before any trial: the fake's first answer loads GitHub's description,
 * a cost of this fake (some 300 ms) that GitHub does not have and collect/ would otherwise pay.
 */
async function warmUp(github: FakeGitHub): Promise<void> {
  github.tokens = { ghs_warm: { login: BOT, app: true } }
  const answer = await fetch(`${github.url}/repos/o/r/issues/${PULL}/comments?per_page=100`, {
    headers: { authorization: 'token ghs_warm' }
  })
  await answer.text()
  github.reset()
}

async function stopServices(services: Services): Promise<void> {
  await services.proxies.github.close()
  await services.proxies.artifacts.close()
  await services.github.close()
  await services.artifacts.close()
  await services.emulator.close()
  services.ws.remove()
}

/** Generation lengths by file name, evenly spread over 0–SPREAD_MS in random order. */
function generationLengths(datasets: number): Record<string, number> {
  const lengths = Array.from({ length: datasets }, (_, i) =>
    Math.round((i * SPREAD_MS) / Math.max(1, datasets - 1))
  )
  for (let i = lengths.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[lengths[i], lengths[j]] = [lengths[j], lengths[i]]
  }
  return Object.fromEntries(lengths.map((ms, i) => [fileName(i), ms]))
}

const legToken = (i: number) => `ghs_leg${i}`

/** The comment's tag: the plan's file, as plan/ derives it when none is given. */
const tagOf = (c: FanInCase) => `${folder(c.datasets)}/*.csv`

/**
 * A fresh hour of GitHub's limits, an empty artifact store, and the pull request as an earlier
 * push left it: our comment generated for an earlier commit, among reviewers' comments.
 */
function prepareTrial(services: Services, c: FanInCase, legs: number): void {
  const { github, emulator, artifacts, proxies } = services
  github.reset()
  github.limits = GITHUB_LIMITS
  github.serverErrors =
    SERVER_ERROR_RATE > 0 ? { rate: SERVER_ERROR_RATE, statuses: [500, 502, 503] } : undefined
  github.linkBase = proxies.github.url
  const tokens = ['ghs_plan', 'ghs_collect', ...Array.from({ length: legs }, (_, i) => legToken(i))]
  github.tokens = Object.fromEntries(tokens.map(t => [t, { login: BOT, app: true }]))
  github.pulls = { [PULL]: { headSha: services.head, state: 'open' } }
  for (let i = 0; i < OTHER_COMMENTS; i++) github.addComment(PULL, 'reviewer', `note ${i}`)
  // As the action wrote it for the earlier commit: the commit it was generated for, carried.
  github.addComment(
    PULL,
    BOT,
    withRows(`${marker(tagOf(c))}\n### ✅ 1 of 1 dashboards ready\n`, { rows: [], commit: EARLIER })
  )
  artifacts.reset()
  services.arrivals.github.length = 0
  services.arrivals.artifacts.length = 0
  emulator.reset()
  emulator.configure({ instantBytes: 0, processingMsByFileName: generationLengths(c.datasets) })
}

function job(
  services: Services,
  role: { action?: SubAction; job: string; token: string },
  inputs: Record<string, string>,
  wrapper?: string[]
): Promise<Job> {
  const startedAt = Date.now()
  return runAction({
    action: role.action,
    wrapper,
    node: NODE24,
    workspace: services.ws.root,
    inputs: { [Input.GithubToken]: role.token, ...inputs },
    env: {
      ...services.artifacts.env({ runId: RUN_ID, job: role.job }),
      // The client takes the origin only: its Twirp calls go through the proxy, blobs straight.
      ACTIONS_RESULTS_URL: `${services.proxies.artifacts.url}/`,
      GITHUB_API_URL: services.proxies.github.url,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_SHA: services.head,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: services.eventPath,
      ACTIONS_STEP_DEBUG: 'false',
      RUNNER_DEBUG: ''
    },
    killAfterMs: 30 * 60_000
  }).then(result => ({ result, startedAt, endedAt: Date.now() }))
}

interface MatrixEntry {
  readonly leg: string
  readonly file: string
}

async function plan(services: Services, c: FanInCase) {
  const { result } = await job(
    services,
    { action: 'plan', job: 'plan', token: 'ghs_plan' },
    { [Input.File]: `${folder(c.datasets)}/*.csv` }
  )
  if (result.code !== 0) throw new Error(`plan/ failed:\n${result.stdout.slice(-3000)}`)
  const datasets = JSON.parse(result.outputs[Output.Datasets]) as string[]
  const matrix = JSON.parse(result.outputs[Output.Matrix]) as { include: MatrixEntry[] }
  if (datasets.length !== c.datasets)
    throw new Error(`plan/ found ${datasets.length} datasets, not ${c.datasets}`)
  return { datasets, entries: matrix.include }
}

/** The legs, MAX_PARALLEL at once, a new one started as soon as one ends. */
async function runLegs(
  services: Services,
  entries: readonly MatrixEntry[],
  statuses: boolean
): Promise<Job[]> {
  const jobs: Job[] = []
  let next = 0
  const slot = async () => {
    while (next < entries.length) {
      const i = next++
      jobs[i] = await job(
        services,
        { job: `legs-${i + 1}`, token: legToken(i) },
        {
          [Input.ApiKey]: KEY,
          [Input.BaseUrl]: services.emulator.url,
          [Input.File]: entries[i].file,
          [Input.Leg]: entries[i].leg,
          [Input.CommitStatus]: String(statuses),
          // Every generation is new here: reuse (the Actions cache) is measured in its own section.
          [Input.Reuse]: 'false'
        }
      )
    }
  }
  await Promise.all(Array.from({ length: MAX_PARALLEL }, slot))
  return jobs
}

type Result = Record<string, unknown>

const parsed = (job: Job): Result[] => JSON.parse(job.result.outputs[Output.Results] ?? '[]')

/**
 * collect/'s results against the legs' own: one object per planned dataset in the plan's order,
 * every field a leg reported equal, the dashboard's fields filled, the plan's change added.
 */
function resultProblems(
  datasets: readonly string[],
  collected: readonly Result[],
  fromLegs: ReadonlyMap<string, Result>
): { whole: number; problems: string[] } {
  const problems: string[] = []
  let whole = 0
  if (collected.length !== datasets.length)
    problems.push(`collect/ gave ${collected.length} results for ${datasets.length} datasets`)
  datasets.forEach((file, i) => {
    const got = collected[i]
    const leg = fromLegs.get(file)
    const wrong: string[] = []
    if (got?.file !== file) wrong.push(`result ${i + 1} is ${String(got?.file)}`)
    else if (leg === undefined) wrong.push('no leg reported it')
    else {
      for (const field of ['generation-id', 'dashboard-id', 'share-url'])
        if (typeof got[field] !== 'string' || got[field] === '') wrong.push(`${field} empty`)
      if (got.status !== 'completed') wrong.push(`status ${String(got.status)}`)
      for (const [field, value] of Object.entries(leg))
        if (!isDeepStrictEqual(got[field], value)) wrong.push(`${field} differs from its leg's`)
      for (const field of Object.keys(got))
        if (!(field in leg) && field !== 'change') wrong.push(`${field} not in its leg's`)
      if (typeof got.change !== 'object' || got.change === null) wrong.push('no change')
    }
    if (wrong.length === 0) whole++
    else if (problems.length < 5) problems.push(`${file}: ${wrong.join(', ')}`)
  })
  return { whole, problems }
}

/**
 * What a reader of the comment sees, as GitHub renders it: the verdict, each dataset's row with
 * its dashboard's link, and the datasets the comment had no room to show, counted.
 */
function commentReading(body: string | undefined, expected: ReadonlyMap<string, string>) {
  if (body === undefined) return { shown: 0, counted: 0, problems: ['no comment'] }
  const page = renderGfm(body)
  const problems: string[] = []
  const n = expected.size
  if (!page.headings.some(h => h.includes(`${n} of ${n} dashboard${n === 1 ? '' : 's'} ready`)))
    problems.push(`the verdict says ${JSON.stringify(page.headings[0])}`)
  const rows = (page.tables[0] ?? []).slice(1)
  const links = new Set(page.links)
  const seen = new Set<string>()
  for (const [cell = '', status = ''] of rows) {
    // The cell's first line is the path; the change line follows it.
    const file = cell.trim().split('\n')[0]
    const url = expected.get(file)
    if (url === undefined || seen.has(file)) problems.push(`a row of ${file}`)
    else if (!status.includes('ready') || !links.has(url)) problems.push(`${file} not linked`)
    seen.add(file)
  }
  const counted = Number(/…and (\d+) more datasets?/.exec(page.text)?.[1] ?? 0)
  if (seen.size + counted !== n)
    problems.push(`${seen.size} rows shown and ${counted} counted of ${n} datasets`)
  return { shown: seen.size, counted, problems: problems.slice(0, 5) }
}

/** The tag's one comment on the pull request, written by us (undefined while there is none). */
function ourComment(github: FakeGitHub, tag: string) {
  const found = github.comments.filter(c => c.login === BOT && c.body.startsWith(marker(tag)))
  return found.length === 1 ? found[0].body : undefined
}

/** Watches the comment: when it came to account for every dataset, as a reader sees it. */
function watchComment(github: FakeGitHub, tag: () => string, expected: () => Map<string, string>) {
  let seen: string | undefined
  let since: number | undefined
  const look = () => {
    const body = ourComment(github, tag())
    if (body === seen) return
    // When the body was first seen, not when reading it ended: the reading takes time here.
    const at = Date.now()
    seen = body
    since = commentReading(body, expected()).problems.length === 0 ? at : undefined
  }
  const timer = setInterval(look, 20)
  return {
    stop(): number | undefined {
      clearInterval(timer)
      look()
      return since
    }
  }
}

async function trial(services: Services, c: FanInCase): Promise<Trial> {
  const legs = c.datasets <= MAX_MATRIX_JOBS ? c.datasets : MAX_MATRIX_JOBS
  prepareTrial(services, c, legs)
  const { github, artifacts } = services
  const mark0 = { github: github.requests.length, artifacts: artifacts.requests.length }
  const started = Date.now()
  const planned = await plan(services, c)
  if (planned.entries.length !== legs)
    throw new Error(`plan/ made ${planned.entries.length} legs, not ${legs}`)
  const mark1 = { github: github.requests.length, artifacts: artifacts.requests.length }
  const legJobs = await runLegs(services, planned.entries, c.statuses)
  const mark2 = { github: github.requests.length, artifacts: artifacts.requests.length }
  const fromLegs = new Map(legJobs.flatMap(parsed).map(r => [String(r.file), r]))
  const expected = new Map([...fromLegs].map(([file, r]) => [file, String(r['share-url'])]))
  const watcher = watchComment(
    github,
    () => tagOf(c),
    () => expected
  )
  const collect = await job(
    services,
    { action: 'collect', job: 'collect', token: 'ghs_collect' },
    { [Input.Comment]: 'true', [Input.CommitStatus]: String(c.statuses) },
    // Its CPU time, which a machine's load does not stretch as it stretches the wall time.
    ['/usr/bin/time', '-f', 'collect-cpu-s=%U+%S']
  )
  const since = watcher.stop()
  if (process.env.FANIN_TRACE)
    for (const [where, list] of Object.entries(services.arrivals))
      for (const a of list.filter(a => a.at >= collect.startedAt))
        log(`    ${where} +${a.at - collect.startedAt} ms ${a.what.slice(0, 120)}`)
  const problems: string[] = []
  const failedLegs = legJobs.filter(j => j.result.code !== 0)
  if (failedLegs.length > 0) {
    problems.push(`${failedLegs.length} legs failed`)
    log(`    a leg failed:\n${failedLegs[0].result.stdout.slice(-2000)}`)
  }
  for (const line of new Set(legJobs.flatMap(j => j.result.stdout.match(/^::warning.*$/gm) ?? [])))
    log(`    a leg warned: ${line.slice(0, 300)}`)
  if (collect.result.code !== 0) {
    problems.push(`collect/ failed (exit ${collect.result.code})`)
    log(`    collect/ failed:\n${collect.result.stdout.slice(-3000)}`)
  }
  for (const line of collect.result.stdout.match(/^::warning.*$/gm) ?? [])
    log(`    collect/ warned: ${line.slice(0, 300)}`)
  const results = resultProblems(planned.datasets, parsed(collect), fromLegs)
  problems.push(...results.problems)
  const reading = commentReading(ourComment(github, tagOf(c)), expected)
  problems.push(...reading.problems.map(p => `comment: ${p}`))
  const generated = services.emulator.generations.size
  if (generated !== c.datasets) problems.push(`${generated} generations for ${c.datasets} datasets`)
  const statuses = github.statuses.filter(s => s.sha === services.head)
  const datasetStatuses = statuses.filter(s => s.context !== 'dashboards').length
  if (c.statuses && datasetStatuses !== c.datasets)
    problems.push(`${datasetStatuses} dataset statuses for ${c.datasets} datasets`)
  if (c.statuses && !statuses.some(s => s.context === 'dashboards' && s.state === 'success'))
    problems.push('no successful dashboards status')
  if (github.violations.length > 0)
    problems.push(`requests GitHub does not define: ${github.violations.splice(0).join('; ')}`)
  const ofCollect = github.requests.slice(mark2.github)
  const ofLegs = github.requests.slice(mark1.github, mark2.github)
  const results0 = collect.result.outputs[Output.Results] ?? ''
  return {
    legs,
    problems,
    resultsWhole: results.whole,
    planRequests: mark1.github - mark0.github,
    legRequests: ofLegs.length,
    legWrites: ofLegs.filter(r => isContentCreating(r.method, r.path)).length,
    collectRequests: ofCollect.length,
    collectPages: ofCollect.filter(r => r.operationId === 'issues/list-comments').length,
    artifactRequests: {
      plan: mark1.artifacts - mark0.artifacts,
      legs: mark2.artifacts - mark1.artifacts,
      collect: artifacts.requests.length - mark2.artifacts
    },
    refused: github.requests.filter(r => r.status === 403 || r.status === 429).length,
    serverErrors: github.requests.filter(r => (r.status ?? 0) >= 500).length,
    toCompleteMs: since === undefined ? undefined : since - collect.startedAt,
    collectMs: collect.endedAt - collect.startedAt,
    collectCpuMs: cpuMs(collect.result.stderr),
    collectPhases: phasesOf(services, collect.startedAt, since ?? collect.endedAt),
    rowsShown: reading.shown,
    rowsCounted: reading.counted,
    datasetStatuses,
    resultsBytes: 2 * (Output.Results.length + results0.length),
    mostLegsInAMinute: mostInAMinute(legJobs.map(j => j.endedAt)),
    tookMs: Date.now() - started
  }
}

/** The most of `times` (ms) that fall within any 60 s. */
function mostInAMinute(times: readonly number[]): number {
  const sorted = [...times].sort((a, b) => a - b)
  let most = 0
  for (let first = 0, last = 0; last < sorted.length; last++) {
    while (sorted[last] - sorted[first] >= 60_000) first++
    most = Math.max(most, last - first + 1)
  }
  return most
}

/** The CPU time GNU time reported on the last line of a job's stderr. */
function cpuMs(stderr: string): number {
  const found = /collect-cpu-s=([\d.]+)\+([\d.]+)\s*$/.exec(stderr)
  if (found === null) throw new Error(`collect/'s CPU time is not in its stderr: ${stderr}`)
  return (Number(found[1]) + Number(found[2])) * 1000
}

/**
 * Where collect/'s time went, from the requests reaching the proxies: start-up until its first
 * artifact request, then until its first GitHub request (the artifacts read), then until the
 * comment was complete (`until`).
 */
function phasesOf(services: Services, startedAt: number, until: number): CollectPhases {
  const first = (arrivals: readonly Arrival[]) => arrivals.find(a => a.at >= startedAt)?.at ?? until
  const artifacts = first(services.arrivals.artifacts)
  const github = first(services.arrivals.github)
  return {
    startMs: artifacts - startedAt,
    artifactsMs: github - artifacts,
    githubMs: until - github
  }
}

function summarise(c: FanInCase, trials: readonly Trial[]): FanInRow {
  const legs = trials[0].legs
  const sum = (of: (t: Trial) => number) => trials.reduce((total, t) => total + of(t), 0)
  const max = (of: (t: Trial) => number) => Math.max(...trials.map(of))
  const times = trials.flatMap(t => (t.toCompleteMs === undefined ? [] : [t.toCompleteMs / 1000]))
  return {
    ...c,
    legs,
    complete: trials.filter(t => t.problems.length === 0).length,
    resultsWhole: Math.min(...trials.map(t => t.resultsWhole)),
    planRequests: max(t => t.planRequests),
    requestsPerLeg: sum(t => t.legRequests) / (legs * trials.length),
    writesPerLeg: sum(t => t.legWrites) / (legs * trials.length),
    requestsPerDataset: sum(t => t.legRequests) / (c.datasets * trials.length),
    artifactPerLeg: sum(t => t.artifactRequests.legs) / (legs * trials.length),
    artifactPlan: max(t => t.artifactRequests.plan),
    artifactCollect: max(t => t.artifactRequests.collect),
    collectRequestsMax: max(t => t.collectRequests),
    collectPagesMax: max(t => t.collectPages),
    refused: sum(t => t.refused),
    serverErrors: sum(t => t.serverErrors),
    toCompleteS: times.length > 0 ? spread(times) : undefined,
    collectS: spread(trials.map(t => t.collectMs / 1000)),
    collectCpuS: spread(trials.map(t => t.collectCpuMs / 1000)),
    collectPhases: [...trials].sort((a, b) => b.collectMs - a.collectMs)[0].collectPhases,
    rowsShown: Math.min(...trials.map(t => t.rowsShown)),
    rowsCounted: max(t => t.rowsCounted),
    datasetStatuses: Math.min(...trials.map(t => t.datasetStatuses)),
    resultsKb: max(t => t.resultsBytes) / 1000,
    mostLegsInAMinute: max(t => t.mostLegsInAMinute),
    trialS: spread(trials.map(t => t.tookMs / 1000)),
    problems: [...new Set(trials.flatMap(t => t.problems))]
  }
}

let log: (line: string) => void = console.log

export async function fanInBenchmark(
  cases: readonly FanInCase[] = FAN_IN_CASES,
  logLine: (line: string) => void = console.log
): Promise<FanInRow[]> {
  log = logLine
  const services = await startServices(cases)
  const rows: FanInRow[] = []
  try {
    for (const c of cases.filter(c => c.trials > 0)) {
      const trials: Trial[] = []
      for (let i = 0; i < c.trials; i++) trials.push(await trial(services, c))
      const row = summarise(c, trials)
      log(
        `  ${c.datasets} datasets${c.statuses ? ', statuses' : ''}: ${row.complete} of ${c.trials} complete, ${row.requestsPerLeg.toFixed(2)} GitHub requests a leg, collect/ ${row.collectRequestsMax}, ${row.refused} refused, comment in ${row.toCompleteS?.max.toFixed(1) ?? 'never'} s, trial ${row.trialS.median.toFixed(0)} s`
      )
      for (const problem of row.problems) log(`    incomplete: ${problem}`)
      rows.push(row)
    }
  } finally {
    await stopServices(services)
  }
  return rows
}

// Table ---------------------------------------------------------------------------------------

function goals(row: FanInRow): string {
  const perLeg = row.statuses
    ? `${mark(row.requestsPerDataset <= 1)} ≤ 1 a dataset`
    : `${mark(row.requestsPerLeg === 0)} 0 a leg`
  const allowed = COLLECT_ALLOWANCE + row.collectPagesMax
  const inTime =
    row.complete === row.trials && (row.toCompleteS?.max ?? Infinity) * 1000 <= COLLECT_GOAL_MS
  return [
    `${mark(row.complete === row.trials)} complete`,
    perLeg,
    `${mark(row.collectRequestsMax <= allowed)} collect/ ≤ ${allowed}`,
    `${mark(inTime)} ≤ 5 s`,
    `${mark(row.refused === 0)} none refused`
  ].join('; ')
}

const phases = (p: CollectPhases) =>
  [p.startMs, p.artifactsMs, p.githubMs].map(ms => (ms / 1000).toFixed(1)).join(' / ')

function rowLine(row: FanInRow): string {
  const s = (x: number) => x.toFixed(1)
  const complete = row.toCompleteS
    ? `${s(row.toCompleteS.median)} (${s(row.toCompleteS.max)})${row.complete < row.trials ? '; some never' : ''}`
    : 'never'
  const shape = `${row.datasets} → ${row.legs} legs${row.statuses ? ', statuses' : ''}`
  const rows = `${row.rowsShown}${row.rowsCounted > 0 ? ` + ${row.rowsCounted} counted` : ''}`
  const statuses = row.statuses ? ` (${row.datasetStatuses} statuses)` : ''
  return `| ${shape} | ${row.complete} of ${row.trials} | ${row.resultsWhole} of ${row.datasets} | ${rows}${statuses} | ${row.planRequests} | ${row.requestsPerLeg.toFixed(2)} (${row.writesPerLeg.toFixed(2)}) | ${row.collectRequestsMax} (${row.collectPagesMax}) | ${row.refused} | ${row.artifactPlan} / ${row.artifactPerLeg.toFixed(1)} / ${row.artifactCollect} | ${complete} | ${s(row.collectS.median)} | ${s(row.collectCpuS.median)} | ${phases(row.collectPhases)} | ${row.resultsKb.toFixed(0)} | ${row.mostLegsInAMinute.toFixed(0)} | ${row.trialS.median.toFixed(0)} | ${goals(row)} |`
}

export function fanInTable(rows: readonly FanInRow[]): string {
  const [load1, load5] = os.loadavg()
  const lines = [
    `A pull request's v2 matrix, every job a separate process of the bundle on Node 24 started as a runner starts it: plan/ (\`file: ${folder(0).replace(/\d+$/, 'N')}/*.csv\`, max-legs 256), one job per entry of its \`matrix\` output (\`leg\` and \`file\` from the matrix, \`reuse: false\`; \`commit-status: true\` in the rows marked statuses), ${MAX_PARALLEL} running at once on this machine, a new one started as one ends (GitHub runs them on separate machines: this bounds only the load here), then collect/ (\`comment: true\`; \`commit-status: true\` in the statuses rows). Up to 256 datasets, one a leg; 1,000 datasets are batched 3 or 4 to a leg. The checkout has the base commit, so the plan compares from git; each dataset gains a row. Generations take lengths spread over 0–${SPREAD_MS / 1000} s in random order. The pull request already holds our comment generated for an earlier commit, among ${OTHER_COMMENTS} other comments. GitHub is a fake that answers as its REST description says and counts every job's token as the one installation a run's jobs share, against GitHub's limits unscaled: ${GITHUB_LIMITS.requestsPerHour.toLocaleString('en-US')} requests an hour, ${GITHUB_LIMITS.writesPerMinute} content-creating requests a minute and ${GITHUB_LIMITS.writesPerHour} an hour, ${GITHUB_LIMITS.concurrent} at once, each trial starting a fresh hour${SERVER_ERROR_RATE > 0 ? `; it answers ${(SERVER_ERROR_RATE * 100).toFixed(0)}% of requests at random with 500, 502 or 503` : ''}. The artifacts go through the toolkit's own client to a fake of GitHub's artifact service. Both fakes sit behind a proxy adding 30–250 ms to each answer (the artifact blobs are fetched straight). Load average when the table was written: ${load1.toFixed(2)} (1 min), ${load5.toFixed(2)} (5 min), on ${os.cpus().length} cores shared with other work.`,
    '',
    'Complete: every leg and collect/ succeeded; collect’s `results` holds one object per dataset in the plan’s order, each equal field for field to what its leg reported in its own `results`, with generation-id, dashboard-id and share-url filled, status completed, and the plan’s change added; every dataset generated once; the comment, rendered as GitHub renders it, says every dashboard is ready and shows each dataset’s row with its dashboard’s link, or counts the rows it has no room for (shown + counted); in the statuses rows one status per dataset and a successful `dashboards` status. Results whole: the datasets meeting the `results` part, the fewest in any trial. GitHub requests: every request the fake received, refused and failed ones included; the legs’ per leg, the content-creating ones in brackets; collect’s the most of any trial, with the pages of comments it read in brackets. Refused: answers of a rate limit (403 or 429) to any job of the trials; the fake asks a refused write to come back (`retry-after`) when the oldest write of the last minute leaves the window, and the action waits that long plus up to a quarter more at random. Artifact requests: Twirp calls and blob reads and writes, plan / per leg / collect. Comment complete: from collect’s start (its process spawned) to the comment accounting for every dataset, median (max) over the trials, in seconds; collect: its process’s whole run, median, and its CPU time (user and system, GNU time), which the machine’s load does not stretch; then, for the trial whose collect/ took longest, its start-up (to its first artifact request), its reading of the artifacts (to its first GitHub request) and its work on GitHub (to the comment complete). `results`: collect’s output as GitHub counts a job’s outputs (UTF-16), kB; GitHub keeps 1,000 kB of a job’s outputs. Most legs ended in a minute: the most legs that ended within any 60 s, in any trial; each leg of a statuses row writes its datasets’ statuses as it ends, and GitHub takes ' +
      `${GITHUB_LIMITS.writesPerMinute} content-creating requests a minute.`,
    '',
    '| datasets → legs | complete | results whole | comment rows | plan’s GitHub requests | GitHub requests a leg (writes) | collect’s GitHub requests (pages) | refused | artifact requests plan / leg / collect | comment complete (s) | collect (s) | collect’s CPU (s) | collect: start-up / artifacts / GitHub (s) | `results` (kB) | most legs ended in a minute | trial (s) | goals |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|'
  ]
  lines.push(...rows.map(rowLine))
  const problems = rows.flatMap(row =>
    row.problems.map(p => `- ${row.datasets} datasets${row.statuses ? ', statuses' : ''}: ${p}`)
  )
  if (problems.length > 0) lines.push('', 'What kept trials from being complete:', '', ...problems)
  return lines.join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now()
  fanInBenchmark()
    .then(async rows => {
      const text = fanInTable(rows)
      console.log(`\n${text}\n\nFinished in ${((Date.now() - started) / 1000).toFixed(0)} s.`)
      if (process.argv.includes('--record'))
        await recordSection(
          'fan-in',
          `8. ${FAN_IN_TITLE}`,
          text,
          commandLine(),
          Date.now() - started
        )
    })
    .catch(error => {
      console.error(`Fan-in benchmark failed: ${(error as Error).stack ?? error}`)
      process.exitCode = 1
    })
}

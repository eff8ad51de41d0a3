/**
 * The fan-in benchmark (section `fan-in`): a pull request's matrix run as GitHub runs it, every
 * job a separate process of the bundle on Node 24. A plan job (`dry-run`) lists the datasets; one
 * leg per dataset, started as `max-parallel: 20` starts them (a new leg as soon as one ends),
 * generates its dataset against the emulator and records its commit status; then either one
 * collect job writes the comment (`collect`), or every leg writes it itself (`comment`).
 *
 * Every job talks to one fake GitHub through a proxy adding 30–250 ms to each answer. The fake
 * counts all of them as the one installation token a run's jobs share, against GitHub's limits
 * unscaled (a minute lasts 60 s), and answers a share of requests with a 5xx. Generations take
 * lengths spread evenly over 0–20 s in random order (`spread`), or all 10 s, the same mean, so the
 * legs of a wave finish together (`together`).
 *
 * `npm run bench:fan-in -- [--record]` runs it alone; `npm run bench` runs it with the others.
 * FANIN_TRIALS sets the trials of each timing, as `collect:20=3,60=1,256=1;comment:20=3,60=1`
 * (a size not named is not run); FANIN_SERVER_ERRORS the share of requests answered 5xx (0.02);
 * FANIN_MAX_PARALLEL the legs running at once (20).
 */
import { pathToFileURL } from 'node:url'
import { startEmulator, type Emulator } from '../emulator/server.js'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { marker } from '../src/common/comment-marker.js'
import { Input, Output } from '../src/constants.js'
import { readRows } from '../src/report/comment-rows.js'
import { NODE24, runAction, type ActionResult } from '../tools/runner.js'
import { pullRequest } from '../__tests__/helpers/events.js'
import { startFakeGitHub, type FakeGitHub } from '../__tests__/helpers/fake-github.js'
import { GITHUB_LIMITS, isContentCreating } from '../__tests__/helpers/github-limits.js'
import { startLatencyProxy, type LatencyProxy } from '../__tests__/helpers/latency-proxy.js'
import { makeWorkspace, SMALL_CSV, type Workspace } from '../__tests__/helpers/workspace.js'
import { commandLine, recordSection } from './record.js'
import { mark, spread, type Spread } from './stats.js'

export const FAN_IN_TITLE = 'Fan-in: a matrix’s legs and one comment, at GitHub’s limits'

export type Shape = 'collect' | 'comment'
export type Timing = 'spread' | 'together'
const TIMINGS: Timing[] = ['spread', 'together']

export interface FanInCase {
  readonly shape: Shape
  readonly legs: number
  readonly trials: number
}

/** `collect:20=3,60=1;comment:20=3`: the trials of each timing, per shape and number of legs. */
export function casesFrom(text: string): FanInCase[] {
  return text.split(';').flatMap(part => {
    const [shape, sizes = ''] = part.split(':')
    if (shape !== 'collect' && shape !== 'comment')
      throw new Error(`FANIN_TRIALS: '${shape}' is no shape; write collect:… or comment:…`)
    return sizes.split(',').map(pair => {
      const [legs, trials] = pair.split('=').map(Number)
      if (!(legs > 0 && trials >= 0))
        throw new Error(`FANIN_TRIALS: '${pair}' is not legs=trials, as 20=3`)
      return { shape, legs, trials }
    })
  })
}

export const FAN_IN_CASES = casesFrom(
  process.env.FANIN_TRIALS ?? 'collect:20=3,60=1,256=1;comment:20=3,60=1'
)
const SERVER_ERROR_RATE = Number(process.env.FANIN_SERVER_ERRORS ?? 0.02)
const MAX_PARALLEL = Number(process.env.FANIN_MAX_PARALLEL ?? 20)
const SPREAD_MS = 20_000
const TOGETHER_MS = 10_000
const TAG = 'dashboards'
const BOT = 'github-actions[bot]'
const HEAD = 'c0ffee0000000000000000000000000000000016'
const EVENT = pullRequest('synchronize', { headSha: HEAD })
const KEY = Object.keys(DEFAULT_KEYS)[1]
/** The run's own requests (plan and collect) on top of 1.2 a leg: the issue's goal. */
const RUN_ALLOWANCE = 10
const COLLECT_GOAL_MS = 5000

interface Services {
  readonly emulator: Emulator
  readonly github: FakeGitHub
  readonly proxy: LatencyProxy
  readonly ws: Workspace
  readonly eventPath: string
}

/** What one trial measured. */
interface Trial {
  readonly complete: boolean
  readonly legRequests: number
  readonly legWrites: number
  /** Every GitHub request of the run: plan, legs and collect. */
  readonly runRequests: number
  readonly refused: number
  readonly serverErrors: number
  /** From the collect job's start, or the last leg's end, to the comment holding every row. */
  readonly toCompleteMs?: number
  readonly warnedLegs: number
  /** Legs that ended a minute, from the first leg's start to the last one's end. */
  readonly legsPerMinute: number
  readonly tookMs: number
}

export interface FanInRow extends FanInCase {
  readonly timing: Timing
  readonly complete: number
  readonly requestsPerLeg: number
  readonly writesPerLeg: number
  readonly runRequestsMax: number
  readonly refused: number
  readonly serverErrors: number
  readonly toCompleteS?: Spread
  readonly warnedLegs: number
  readonly legsPerMinute: number
  readonly trialS: Spread
}

const folder = (legs: number) => `legs-${legs}`
const datasetPath = (legs: number, i: number) =>
  `${folder(legs)}/set-${String(i).padStart(3, '0')}.csv`

async function startServices(cases: readonly FanInCase[]): Promise<Services> {
  const emulator = await startEmulator({ instantBytes: 0 })
  const github = await startFakeGitHub()
  const proxy = await startLatencyProxy(github.url, { minMs: 30, maxMs: 250 })
  const ws = makeWorkspace()
  for (const legs of new Set(cases.map(c => c.legs)))
    for (let i = 0; i < legs; i++) ws.write(datasetPath(legs, i), SMALL_CSV)
  const eventPath = ws.write('event.json', JSON.stringify(EVENT))
  return { emulator, github, proxy, ws, eventPath }
}

async function stopServices({ emulator, github, proxy, ws }: Services): Promise<void> {
  await proxy.close()
  await github.close()
  await emulator.close()
  ws.remove()
}

/** Generation lengths by file name: evenly spread over 0–20 s in random order, or all 10 s. */
function generationLengths(legs: number, timing: Timing): Record<string, number> {
  const lengths = Array.from({ length: legs }, (_, i) =>
    timing === 'together' ? TOGETHER_MS : Math.round((i * SPREAD_MS) / Math.max(1, legs - 1))
  )
  for (let i = lengths.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[lengths[i], lengths[j]] = [lengths[j], lengths[i]]
  }
  return Object.fromEntries(lengths.map((ms, i) => [`set-${String(i).padStart(3, '0')}.csv`, ms]))
}

/** A fresh hour of GitHub's limits, one token per job (all one identity, as a run's are). */
function prepareTrial(services: Services, legs: number, timing: Timing): void {
  const { github, emulator, proxy } = services
  github.reset()
  github.limits = GITHUB_LIMITS
  github.serverErrors = { rate: SERVER_ERROR_RATE, statuses: [500, 502, 503] }
  github.linkBase = proxy.url
  const tokens = ['ghs_plan', 'ghs_collect', ...Array.from({ length: legs }, (_, i) => leg(i))]
  github.tokens = Object.fromEntries(tokens.map(t => [t, { login: BOT, app: true }]))
  emulator.reset()
  emulator.configure({ instantBytes: 0, processingMsByFileName: generationLengths(legs, timing) })
}

const leg = (i: number) => `ghs_leg${i}`

function job(
  services: Services,
  token: string,
  inputs: Record<string, string>
): Promise<ActionResult> {
  return runAction({
    node: NODE24,
    workspace: services.ws.root,
    inputs: { [Input.CommentTag]: TAG, [Input.GithubToken]: token, ...inputs },
    env: {
      GITHUB_API_URL: services.proxy.url,
      GITHUB_SERVER_URL: 'https://github.example',
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_SHA: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678',
      GITHUB_RUN_ID: '16',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: services.eventPath,
      ACTIONS_STEP_DEBUG: 'false',
      RUNNER_DEBUG: ''
    },
    killAfterMs: 30 * 60_000
  })
}

/** The plan job: the matrix's datasets and the plan's advice for `commit-status`. */
async function plan(services: Services, legs: number) {
  const result = await job(services, 'ghs_plan', {
    [Input.File]: `${folder(legs)}/*.csv`,
    [Input.DryRun]: 'true'
  })
  if (result.code !== 0) throw new Error(`the plan job failed:\n${result.stdout}`)
  const datasets = JSON.parse(result.outputs[Output.Datasets]) as string[]
  return { datasets, commitStatus: result.outputs[Output.CommitStatus] }
}

/** The legs, at most MAX_PARALLEL at once, each started as soon as one ends. */
async function matrix(
  services: Services,
  datasets: readonly string[],
  commitStatus: string,
  shape: Shape
): Promise<{ lastEnd: number; results: ActionResult[] }> {
  const results: ActionResult[] = []
  let next = 0
  let lastEnd = 0
  const slot = async () => {
    while (next < datasets.length) {
      const i = next++
      results[i] = await job(services, leg(i), {
        [Input.ApiKey]: KEY,
        [Input.BaseUrl]: services.emulator.url,
        [Input.File]: datasets[i],
        [Input.CommitStatus]: commitStatus,
        [Input.Comment]: String(shape === 'comment')
      })
      lastEnd = Date.now()
    }
  }
  await Promise.all(Array.from({ length: MAX_PARALLEL }, slot))
  return { lastEnd, results }
}

/**
 * Watches the fake's comments: when the one comment of the tag last came to hold every
 * dataset's completed row (undefined while it does not).
 */
function watchComment(github: FakeGitHub, files: readonly string[]) {
  let seen: string | undefined
  let holds = false
  let since: number | undefined
  const look = () => {
    const found = github.comments.filter(c => c.body.startsWith(marker(TAG)))
    const body = found.length === 1 ? found[0].body : undefined
    if (body !== seen) {
      seen = body
      const done = new Set(readRows(body).flatMap(r => (r.outcome === 'completed' ? [r.file] : [])))
      holds = body !== undefined && files.every(f => done.has(f))
    }
    if (!holds) since = undefined
    else since ??= Date.now()
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

async function trial(services: Services, c: FanInCase, timing: Timing): Promise<Trial> {
  prepareTrial(services, c.legs, timing)
  const started = Date.now()
  const { datasets, commitStatus } = await plan(services, c.legs)
  const watcher = watchComment(services.github, datasets)
  const matrixStart = Date.now()
  const { lastEnd, results } = await matrix(services, datasets, commitStatus, c.shape)
  let from = lastEnd
  if (c.shape === 'collect') {
    from = Date.now()
    await job(services, 'ghs_collect', {
      [Input.File]: `${folder(c.legs)}/*.csv`,
      [Input.Collect]: 'true',
      [Input.Comment]: 'true'
    })
  }
  const since = watcher.stop()
  const failed = results.find(r => r.code !== 0)
  if (failed) console.log(`    a leg failed (exit ${failed.code}):\n${failed.stdout.slice(-2000)}`)
  // What a leg warned of is what a reader of the table needs to explain an incomplete trial.
  for (const line of new Set(results.flatMap(r => r.stdout.match(/^::warning.*$/gm) ?? [])))
    console.log(`    a leg warned: ${line.slice(0, 400)}`)
  return {
    ...count(services.github, c.legs),
    complete: since !== undefined,
    toCompleteMs: since === undefined ? undefined : Math.max(0, since - from),
    warnedLegs: results.filter(r => /^::warning/m.test(r.stdout)).length,
    legsPerMinute: (c.legs * 60_000) / (lastEnd - matrixStart),
    tookMs: Date.now() - started
  }
}

/** The run's GitHub requests, as the fake received them. */
function count(github: FakeGitHub, legs: number) {
  const ofLegs = github.requests.filter(r => /^token ghs_leg\d+$/.test(r.authorization ?? ''))
  if (ofLegs.length === 0 && legs > 0) throw new Error('no leg reached the fake GitHub')
  return {
    legRequests: ofLegs.length,
    legWrites: ofLegs.filter(r => isContentCreating(r.method, r.path)).length,
    runRequests: github.requests.length,
    refused: github.requests.filter(r => r.status === 403 || r.status === 429).length,
    serverErrors: github.requests.filter(r => (r.status ?? 0) >= 500).length
  }
}

function summarise(c: FanInCase, timing: Timing, trials: readonly Trial[]): FanInRow {
  const times = trials.flatMap(t => (t.toCompleteMs === undefined ? [] : [t.toCompleteMs / 1000]))
  const legsRun = c.legs * trials.length
  const sum = (of: (t: Trial) => number) => trials.reduce((total, t) => total + of(t), 0)
  return {
    ...c,
    timing,
    complete: trials.filter(t => t.complete).length,
    requestsPerLeg: sum(t => t.legRequests) / legsRun,
    writesPerLeg: sum(t => t.legWrites) / legsRun,
    runRequestsMax: Math.max(...trials.map(t => t.runRequests)),
    refused: sum(t => t.refused),
    serverErrors: sum(t => t.serverErrors),
    toCompleteS: times.length > 0 ? spread(times) : undefined,
    warnedLegs: sum(t => t.warnedLegs),
    legsPerMinute: spread(trials.map(t => t.legsPerMinute)).median,
    trialS: spread(trials.map(t => t.tookMs / 1000))
  }
}

export async function fanInBenchmark(
  cases: readonly FanInCase[] = FAN_IN_CASES,
  log: (line: string) => void = console.log
): Promise<FanInRow[]> {
  const services = await startServices(cases)
  const rows: FanInRow[] = []
  try {
    for (const c of cases.filter(c => c.trials > 0)) {
      for (const timing of TIMINGS) {
        const trials: Trial[] = []
        for (let i = 0; i < c.trials; i++) trials.push(await trial(services, c, timing))
        const row = summarise(c, timing, trials)
        log(
          `  ${c.shape}, ${c.legs} legs, ${timing}: ${row.complete} of ${c.trials} complete, ${row.requestsPerLeg.toFixed(2)} requests a leg, ${row.refused} refused, trial ${row.trialS.median.toFixed(0)} s`
        )
        rows.push(row)
      }
    }
  } finally {
    await stopServices(services)
  }
  return rows
}

// Table ---------------------------------------------------------------------------------------

function goals(row: FanInRow): string {
  const every = `${mark(row.complete === row.trials)} every trial complete`
  const none = `${mark(row.refused === 0)} none refused`
  if (row.shape === 'comment') return row.legs <= 20 ? `${every}; ${none}` : 'none set'
  const allowed = 1.2 * row.legs + RUN_ALLOWANCE
  const inTime =
    row.complete === row.trials && (row.toCompleteS?.max ?? Infinity) * 1000 <= COLLECT_GOAL_MS
  return [
    every,
    `${mark(row.runRequestsMax <= allowed)} ≤ ${allowed.toFixed(0)} requests`,
    none,
    `${mark(inTime)} ≤ 5 s`
  ].join('; ')
}

const SHAPES: Record<Shape, string> = {
  collect: 'legs → collect',
  comment: 'every leg comments'
}

function rowLine(row: FanInRow): string {
  const s = (x: number) => x.toFixed(1)
  const toComplete = row.toCompleteS
    ? `${s(row.toCompleteS.median)} (${s(row.toCompleteS.max)})${row.complete < row.trials ? `; ${row.trials - row.complete} never` : ''}`
    : 'never'
  return `| ${SHAPES[row.shape]} | ${row.legs} | ${row.timing} | ${row.complete} of ${row.trials} | ${row.requestsPerLeg.toFixed(2)} (${row.writesPerLeg.toFixed(2)}) | ${row.runRequestsMax} | ${row.refused} | ${row.serverErrors} | ${row.warnedLegs} | ${row.legsPerMinute.toFixed(0)} | ${toComplete} | ${row.trialS.median.toFixed(0)} | ${goals(row)} |`
}

export function fanInTable(rows: readonly FanInRow[]): string {
  const lines = [
    `A pull request's matrix, every job a separate process of the bundle on Node 24: a plan job (\`dry-run\`), one leg per dataset started as \`max-parallel: ${MAX_PARALLEL}\` starts them (a new leg as soon as one ends), each generating its dataset against the emulator with \`commit-status\` as the plan advises; then either one collect job (\`collect: true\`, \`comment: true\`) or no collect job, every leg given \`comment: true\`. Generations take lengths spread evenly over 0–${SPREAD_MS / 1000} s in random order (spread), or all ${TOGETHER_MS / 1000} s, so the legs of a wave finish together (together). All jobs talk to one fake GitHub, through a proxy adding 30–250 ms to each answer, that counts them as the one token a run's jobs share against GitHub's limits, unscaled: 1,000 requests an hour, ${GITHUB_LIMITS.writesPerMinute} content-creating requests a minute and ${GITHUB_LIMITS.writesPerHour} an hour, ${GITHUB_LIMITS.concurrent} at once, each trial starting a fresh hour. It answers ${(SERVER_ERROR_RATE * 100).toFixed(0)}% of requests, at random, with 500, 502 or 503 without acting.`,
    '',
    `Complete: the one comment of the tag holds every dataset’s row as ready. Requests a leg: every GitHub request the legs sent, refused and failed ones included, per leg, with the content-creating ones in brackets; the run’s requests add the plan and collect jobs’ (the most of any trial). Refused: answers of a rate limit (403 or 429); the fake asks a refused write to come back (\`retry-after\`) when the oldest write of the last minute leaves the window, and the action waits that long plus a little at random. Legs ended a minute: the legs divided by the time from the first leg’s start to the last one’s end (median over the trials). A run of more than ${GITHUB_LIMITS.writesPerMinute} legs whose legs end faster than ${GITHUB_LIMITS.writesPerMinute} a minute records more statuses in a minute than GitHub accepts, so some are refused; a refused leg waits in its slot, which slows the legs after it. Comment complete: from the collect job’s start, or without one from the last leg’s end (0 when it was complete by then), to the moment the comment came to hold every row and kept them, median (max) over the trials in seconds. Trial: from the plan’s start to the last job’s end, median, in seconds.`,
    '',
    '| shape | legs | generations | every dataset in the comment | requests a leg (writes) | the run’s requests | refused | 5xx answered | legs that warned | legs ended a minute | comment complete (s) | trial (s) | goals |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|'
  ]
  lines.push(...rows.map(rowLine))
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
      console.error(`Fan-in benchmark failed: ${(error as Error).message}`)
      process.exitCode = 1
    })
}

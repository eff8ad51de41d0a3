/**
 * The fan-in benchmark: N matrix legs (separate processes of the bundle) started together, each
 * generating one dataset against the emulator and writing its row into one shared comment on a
 * fake GitHub API that answers in 30–250 ms. Every trial must end with exactly one comment
 * holding every leg's row. Called by bench/run.ts; `tsx bench/fan-in.ts [--record]` runs it alone.
 *
 * FANIN_TRIALS overrides the trials per leg count, as `2:10,8:20,20:10`.
 */
import { pathToFileURL } from 'node:url'
import { startEmulator } from '../emulator/server.js'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { marker } from '../src/common/comment-marker.js'
import { readRows } from '../src/report/comment-rows.js'
import { NODE24, runAction } from '../tools/runner.js'
import { startFakeGitHub } from '../__tests__/helpers/fake-github.js'
import { startLatencyProxy } from '../__tests__/helpers/latency-proxy.js'
import { makeWorkspace, SMALL_CSV } from '../__tests__/helpers/workspace.js'
import { commandLine, recordSection } from './record.js'
import { mark, mean, percentile } from './stats.js'

export const FAN_IN_TITLE = 'Fan-in: matrix legs sharing one comment'

/** Legs and trials: the job's GITHUB_TOKEN at each size, a personal token at 8 legs. */
function trialsFrom(text: string): [number, number][] {
  return text.split(',').map(pair => pair.split(':').map(Number) as [number, number])
}
export const APP_TRIALS = trialsFrom(process.env.FANIN_TRIALS ?? '2:10,8:20,20:10')
export const PERSONAL_TRIALS = trialsFrom(process.env.FANIN_PERSONAL_TRIALS ?? '8:20')
const TAG = 'dashboards'
const BOT = 'github-actions[bot]'
const SHA = 'c0ffee0000000000000000000000000000000001'
/** The lookup of the token's own login: one GraphQL query (a `GET /user` would count too). */
const IDENTITY_PATHS = ['/user', '/graphql']

export interface FanInRow {
  token: string
  legs: number
  trials: number
  /** Trials that ended with exactly one comment holding every leg's row. */
  converged: number
  requestsPerLeg: { mean: number; max: number }
  identityPerLeg: number
  commentMs: { median: number; p95: number; max: number }
  /** Legs that wrote more than once because another leg's write had dropped their row. */
  rewrites: number
  twinsDeleted: number
}

/**
 * `app`: the job's GITHUB_TOKEN (a bot login); otherwise a personal token. Either is looked up
 * by the same GraphQL query.
 */
export async function fanInBenchmark(
  app: boolean,
  trialsByLegs: readonly [number, number][],
  log: (line: string) => void = console.log
): Promise<FanInRow[]> {
  const emulator = await startEmulator({ instantBytes: 1024 * 1024 })
  const github = await startFakeGitHub()
  const arrivals: { method?: string; url?: string; authorization?: string; at: number }[] = []
  const proxy = await startLatencyProxy(github.url, {
    minMs: 30,
    maxMs: 250,
    onRequest: request => arrivals.push(request)
  })
  const maxLegs = Math.max(...trialsByLegs.map(([legs]) => legs))
  const ws = makeWorkspace()
  for (let i = 0; i < maxLegs; i++)
    ws.write(`data/leg-${String(i).padStart(2, '0')}.csv`, SMALL_CSV)
  const eventPath = ws.write(
    'event.json',
    JSON.stringify({
      pull_request: { number: 7, head: { sha: SHA, repo: { full_name: 'o/r', fork: false } } }
    })
  )
  const rows: FanInRow[] = []
  try {
    for (const [legs, trials] of trialsByLegs) {
      const requests: number[] = []
      const identity: number[] = []
      const commentMs: number[] = []
      let converged = 0
      let rewrites = 0
      let twinsDeleted = 0
      for (let trial = 0; trial < trials; trial++) {
        github.reset()
        emulator.reset()
        arrivals.length = 0
        // One token per leg, all the same bot, so each request is counted for the leg that sent it.
        const tokens = Array.from({ length: legs }, (_, i) => `ghs_leg${i}`)
        github.tokens = Object.fromEntries(
          tokens.map(t => [t, app ? { login: BOT, app: true } : { login: 'octocat' }])
        )
        const files = tokens.map((_, i) => `data/leg-${String(i).padStart(2, '0')}.csv`)
        const results = await Promise.all(
          files.map((file, i) =>
            runAction({
              node: NODE24,
              workspace: ws.root,
              inputs: {
                'api-key': Object.keys(DEFAULT_KEYS)[1],
                'base-url': emulator.url,
                file,
                comment: 'true',
                'comment-tag': TAG,
                'github-token': tokens[i]
              },
              env: {
                GITHUB_API_URL: proxy.url,
                GITHUB_SERVER_URL: 'https://github.example',
                GITHUB_REPOSITORY: 'o/r',
                GITHUB_SHA: SHA,
                GITHUB_RUN_ID: '1',
                GITHUB_EVENT_NAME: 'pull_request',
                GITHUB_EVENT_PATH: eventPath,
                ACTIONS_STEP_DEBUG: 'false',
                RUNNER_DEBUG: ''
              }
            }).then(result => ({ result, exitAt: Date.now() }))
          )
        )
        const failed = results.find(r => r.result.code !== 0)
        if (failed) throw new Error(`a leg failed: ${failed.result.stdout}${failed.result.stderr}`)
        const shared = github.comments.filter(c => c.body.startsWith(marker(TAG)))
        const held = shared.length === 1 ? readRows(shared[0].body).map(r => r.file) : []
        if (shared.length === 1 && files.every(f => held.includes(f))) converged++
        for (const [i, { exitAt }] of results.entries()) {
          const mine = github.requests.filter(r => r.authorization === `token ${tokens[i]}`)
          requests.push(mine.length)
          identity.push(mine.filter(r => IDENTITY_PATHS.includes(r.path)).length)
          const writes = mine.filter(
            r => r.method === 'PATCH' || (r.method === 'POST' && r.path.endsWith('/comments'))
          ).length
          const deleted = mine.filter(r => r.method === 'DELETE').length
          // A leg that created a twin writes twice (its twin, then the winner) without losing anything.
          if (writes - deleted > 1) rewrites++
          twinsDeleted += deleted
          const first = arrivals.find(a => a.authorization === `token ${tokens[i]}`)
          if (first) commentMs.push(exitAt - first.at)
        }
      }
      const row: FanInRow = {
        token: app ? 'GITHUB_TOKEN' : 'personal',
        legs,
        trials,
        converged,
        requestsPerLeg: {
          mean: mean(requests),
          max: Math.max(...requests)
        },
        identityPerLeg: mean(identity),
        commentMs: {
          median: percentile(commentMs, 50),
          p95: percentile(commentMs, 95),
          max: Math.max(...commentMs)
        },
        rewrites,
        twinsDeleted
      }
      log(
        `  ${row.token}, ${legs} legs × ${trials} trials: ${converged} converged, ${row.requestsPerLeg.mean.toFixed(1)} requests a leg, comment p95 ${(row.commentMs.p95 / 1000).toFixed(2)} s`
      )
      rows.push(row)
    }
  } finally {
    await proxy.close()
    await github.close()
    await emulator.close()
    ws.remove()
  }
  return rows
}

export function fanInTable(rows: readonly FanInRow[]): string {
  const lines = [
    'Legs started together as separate processes (Node 24), each generating one dataset and writing its row into one comment; the fake GitHub API answers every request in 30–250 ms. Requests per leg count every GitHub request the leg made, of which the lookup of the token’s own login (one GraphQL query) is shown apart. Comment time: from the leg’s first GitHub request to its exit. Twins: comments created by legs that found none at the same moment, each deleted by its own leg once its row was in the oldest.',
    '',
    '| token | legs | trials | one comment with every row | requests a leg, mean (max) | of which token lookup | comment time median / p95 / max (s) | legs that rewrote | twins deleted | goals |',
    '|---|---|---|---|---|---|---|---|---|---|'
  ]
  for (const row of rows) {
    const goals = [`${mark(row.converged === row.trials)} every trial`]
    if (row.legs === 8) goals.push(`${mark(row.requestsPerLeg.max <= 6)} ≤ 6 requests a leg`)
    goals.push(`${mark(row.commentMs.p95 < 5000)} p95 < 5 s`)
    const s = (ms: number) => (ms / 1000).toFixed(2)
    lines.push(
      `| ${row.token} | ${row.legs} | ${row.trials} | ${row.converged} of ${row.trials} | ${row.requestsPerLeg.mean.toFixed(1)} (${row.requestsPerLeg.max}) | ${row.identityPerLeg.toFixed(1)} | ${s(row.commentMs.median)} / ${s(row.commentMs.p95)} / ${s(row.commentMs.max)} | ${row.rewrites} | ${row.twinsDeleted} | ${goals.join('; ')} |`
    )
  }
  return lines.join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now()
  fanInBenchmark(true, APP_TRIALS)
    .then(async rows => [...rows, ...(await fanInBenchmark(false, PERSONAL_TRIALS))])
    .then(async rows => {
      const text = fanInTable(rows)
      console.log(`\n${text}\n\nFinished in ${((Date.now() - started) / 1000).toFixed(0)} s.`)
      if (process.argv.includes('--record'))
        await recordSection('fan-in', FAN_IN_TITLE, text, commandLine(), Date.now() - started)
    })
    .catch(error => {
      console.error(`Fan-in benchmark failed: ${(error as Error).message}`)
      process.exitCode = 1
    })
}

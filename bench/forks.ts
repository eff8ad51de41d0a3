/**
 * Fork mode (issue 34), section `forks` of `npm run bench`: a pull request changing 20 datasets,
 * run by the bundle on Node 24 two ways against the emulator and the fake GitHub serving a real
 * git repository: as a fork's on `pull_request_target` (every dataset and base version read
 * through GitHub's API), and as a branch's on `pull_request` with a full checkout (read from the
 * workspace and its git history). Counts the GitHub requests of each and compares wall times.
 * BENCH_RUNS sets the trials.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startEmulator, type Emulator } from '../emulator/server.js'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { Input, Output } from '../src/config/constants.js'
import { BLOBS_AT_ONCE } from '../src/features/fork-mode/tree-entries.js'
import { NODE24, runAction } from '../tools/runner.js'
import { pullRequest, type Payload } from '../__tests__/helpers/events.js'
import { startFakeGitHub, type FakeGitHub } from '../__tests__/helpers/fake-github.js'
import { forkRepo, type ForkRepo } from '../__tests__/helpers/fork-repo.js'
import { formatSpread, mark, spread } from './stats.js'

export const FORKS_TITLE = '11. Pull requests from forks: 20 changed datasets'

const DATASETS = 20
const BASE_ROWS = 40
const HEAD_ROWS = 45
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const TOKEN = 'ghs_bench_forks'
/** A generation's length at the emulator: the latency section's shortest. */
const PROCESSING_MS = 2_300

type Kind = 'fork, pull_request_target' | 'branch, pull_request with a checkout'
const KINDS: Kind[] = ['fork, pull_request_target', 'branch, pull_request with a checkout']

interface Trial {
  readonly kind: Kind
  readonly ms: number
  readonly requests: number
  readonly operations: Record<string, number>
  readonly completed: number
}

const dataset = (i: number, rows: number) =>
  `month,revenue\n${Array.from({ length: rows }, (_, m) => `2026-${(m % 12) + 1},${i * 100 + m}`).join('\n')}\n`
const name = (i: number) => `data/set-${String(i).padStart(2, '0')}.csv`

function repository(): { repo: ForkRepo; base: string; head: string } {
  const repo = forkRepo()
  const files = (rows: number) =>
    Object.fromEntries(Array.from({ length: DATASETS }, (_, i) => [name(i), dataset(i, rows)]))
  const base = repo.commit({ ...files(BASE_ROWS), 'README.md': '# data\n' })
  const head = repo.commit(files(HEAD_ROWS), base)
  return { repo, base, head }
}

function payloadOf(kind: Kind, base: string, head: string): Payload {
  const payload = pullRequest('synchronize', {
    headSha: head,
    baseSha: base,
    changedFiles: DATASETS
  })
  if (kind === 'fork, pull_request_target') {
    // A member's own fork, pushed to by the member: author, sender and fork owner are one login.
    const member = payload.pull_request.user.login
    payload.pull_request.head.repo = {
      ...payload.pull_request.head.repo,
      full_name: `${member}/r`,
      owner: { ...payload.pull_request.head.repo.owner, login: member },
      fork: true
    }
    payload.sender = { ...payload.sender, login: member }
    payload.pull_request.author_association = 'MEMBER'
  }
  return payload
}

async function runOnce(
  kind: Kind,
  where: { repo: ForkRepo; base: string; head: string; checkout: string; scratch: string },
  emulator: Emulator,
  github: FakeGitHub
): Promise<Trial> {
  const payload = payloadOf(kind, where.base, where.head)
  github.reset()
  github.git = where.repo.dir
  github.tokens = { [TOKEN]: { login: 'github-actions[bot]', app: true } }
  github.pulls[payload.number] = { headSha: where.head, baseSha: where.base, state: 'open' }
  // The fork's author (a MEMBER) may push to the repository, as GitHub answers when asked.
  github.collaborators[payload.pull_request.user.login] = 'write'
  emulator.reset()
  emulator.configure({ processingMs: PROCESSING_MS, instantBytes: 0 })
  const eventPath = path.join(where.scratch, `event-${process.hrtime.bigint()}.json`)
  writeFileSync(eventPath, JSON.stringify(payload))
  const fork = kind === 'fork, pull_request_target'
  const started = performance.now()
  const run = await runAction({
    node: NODE24,
    // A fork's run has the base branch's checkout at most; it reads none of it.
    workspace: fork ? where.scratch : where.checkout,
    inputs: {
      [Input.ApiKey]: Object.keys(DEFAULT_KEYS)[1],
      [Input.BaseUrl]: emulator.url,
      [Input.File]: 'data/*.csv',
      [Input.ChangedOnly]: 'true',
      [Input.Comment]: 'true',
      [Input.GithubToken]: TOKEN,
      [Input.MaxConcurrency]: String(DATASETS),
      [Input.PollInterval]: '1',
      [Input.Reuse]: 'false'
    },
    env: {
      GITHUB_API_URL: github.url,
      GITHUB_SERVER_URL: 'https://github.example',
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_SHA: fork ? where.base : where.head,
      GITHUB_RUN_ID: '77',
      GITHUB_EVENT_NAME: fork ? 'pull_request_target' : 'pull_request',
      GITHUB_EVENT_PATH: eventPath
    }
  })
  const ms = performance.now() - started
  github.assertConforming()
  if (run.code !== 0) throw new Error(`${kind}: the step failed:\n${run.stdout.slice(-3000)}`)
  const rows = JSON.parse(run.outputs[Output.Results]) as { status: string }[]
  const operations: Record<string, number> = {}
  for (const request of github.requests) {
    const id = request.operationId ?? `${request.method} ${request.path}`
    operations[id] = (operations[id] ?? 0) + 1
  }
  return {
    kind,
    ms,
    requests: github.requests.length,
    operations,
    completed: rows.filter(r => r.status === 'completed').length
  }
}

export async function forksBenchmark(): Promise<{ markdown: string; data: Trial[] }> {
  const { repo, base, head } = repository()
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'bench-forks-'))
  // The branch's checkout: the whole history, at the head commit, as fetch-depth: 0 leaves it.
  const checkout = path.join(scratch, 'checkout')
  execFileSync('git', ['clone', '-q', '--no-checkout', repo.dir, checkout])
  execFileSync('git', ['-C', checkout, 'checkout', '-q', '--detach', head])
  const emulator = await startEmulator({ instantBytes: 0 })
  const github = await startFakeGitHub()
  const trials: Trial[] = []
  try {
    for (let i = 0; i < RUNS; i++) {
      for (const kind of KINDS)
        trials.push(await runOnce(kind, { repo, base, head, checkout, scratch }, emulator, github))
      console.log(`  forks: trial ${i + 1} of ${RUNS} done`)
    }
  } finally {
    await emulator.close()
    await github.close()
    repo.remove()
    rmSync(scratch, { recursive: true, force: true })
  }
  return { markdown: forksTable(trials), data: trials }
}

function forksTable(trials: readonly Trial[]): string {
  const of = (kind: Kind) => trials.filter(t => t.kind === kind)
  const seconds = (kind: Kind) => spread(of(kind).map(t => t.ms / 1000))
  const extra = seconds(KINDS[0]).median - seconds(KINDS[1]).median
  const budget = 2 * DATASETS + 8
  const rows = KINDS.map(kind => {
    const runs = of(kind)
    const most = Math.max(...runs.map(t => t.requests))
    const operations = Object.entries(runs[0].operations)
      .map(([id, count]) => `${id} ×${count}`)
      .join(', ')
    const goal =
      kind === KINDS[0]
        ? `${mark(most <= budget)} at most ${budget} requests; ${mark(extra <= 1)} ${Math.abs(extra).toFixed(2)} s ${extra >= 0 ? 'more' : 'less'} than the branch (goal: at most 1 s more)`
        : 'the baseline'
    return `| ${kind} | ${formatSpread(seconds(kind))} | ${most} | ${operations} | ${Math.min(...runs.map(t => t.completed))} | ${goal} |`
  })
  return [
    `A pull request changing ${DATASETS} CSV datasets (${HEAD_ROWS} rows each, against ${BASE_ROWS} in the base), with \`changed-only: true\`, \`compare\` (the default), \`comment: true\`, \`reuse: false\`, \`max-concurrency: ${DATASETS}\`, generated by the bundle on Node 24 at the service emulator (${PROCESSING_MS / 1000} s a generation). The fake GitHub answers from a real git repository: the fork's run asks the permission of the author (a MEMBER, who may push, and who pushed to their own fork: the sender and the fork's owner are the same login, asked once), and reads the head tree, the compare of the base with the head commit, each dataset's blob and each base version through the API; the branch's run reads a full checkout (\`fetch-depth: 0\`) and its git history, and asks GitHub only for the comment. ${RUNS} trials of each, alternating. Wall time is the step's process, spawn to exit, median (min–max) in seconds; requests are the most of any trial, and the operations those of the first. Both GitHub and the service are on loopback: on github.com each request adds its round trip (the fork's run reads ${BLOBS_AT_ONCE} blobs, and up to ${DATASETS} base versions, at once), which this difference does not include.`,
    '',
    '| run | wall time (s) | GitHub requests | operations | completed | goal |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows
  ].join('\n')
}

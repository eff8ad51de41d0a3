/**
 * GitHub API requests per run: the bundle, started as a runner starts it, against the service
 * emulator and the fake GitHub (GitHub's REST description, its limits, its Link headers), with
 * GitHub's published event payloads. Counts every request the fake received.
 *
 * Called by bench/run.ts (section `github`); `npx tsx bench/github.ts [--record]` measures this
 * section alone.
 */
import { pathToFileURL } from 'node:url'
import { startEmulator, type Emulator } from '../emulator/server.js'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { runAction } from '../tools/runner.js'
import { marker } from '../src/common/comment-marker.js'
import { pullRequest, push, type Payload } from '../__tests__/helpers/events.js'
import { startFakeGitHub, type FakeGitHub } from '../__tests__/helpers/fake-github.js'
import { commitSteps } from '../__tests__/helpers/git-history.js'
import { makeWorkspace, SMALL_CSV, type Workspace } from '../__tests__/helpers/workspace.js'
import { commandLine, recordSection } from './record.js'
import { mark } from './stats.js'

const TOKEN = 'ghs_bench'
const BOT = 'github-actions[bot]'
const BEFORE = '1111111111111111111111111111111111111111'
const AFTER = '2222222222222222222222222222222222222222'
const TAG = 'data/sales.csv'

export const GITHUB_TITLE = 'GitHub API requests'

export interface GitHubRow {
  case: string
  requests: number
  /** Of which list pages read (comments, or files). */
  pages: number
  /** Besides `requests`: the base versions `compare` (on by default) read, one per dataset. */
  baseReads: number
  /** Every request, in order, by GitHub's operation id. */
  operations: string[]
  goal: string
  met: boolean | undefined
  /** What the run did with the datasets, as its log says. */
  outcome: string
}

interface Case {
  label: string
  event: string
  payload: (ws: Workspace) => Payload
  inputs: Record<string, string>
  prepare: (github: FakeGitHub, ws: Workspace) => void
  goal: (requests: number, pages: number) => [string, boolean | undefined]
  /** Operations that read list pages. */
  pages?: string[]
}

const files = (count: number, prefix = 'src') =>
  Array.from({ length: count }, (_, i) => `${prefix}/file-${i}.ts`)
const perHundred =
  (count: number) =>
  (requests: number): [string, boolean] => [
    `≤ ${Math.ceil(count / 100)} (one per 100 files)`,
    requests <= Math.ceil(count / 100)
  ]

function cases(): Case[] {
  const pr = (count: number) => pullRequest('synchronize', { changedFiles: count })
  const commentInputs = { comment: 'true', file: TAG }
  const changedOnly = { 'changed-only': 'true', file: 'data/*.csv' }
  const comments = ['issues/list-comments']
  return [
    {
      label: 'comment created (no comment yet)',
      event: 'pull_request',
      payload: () => pr(1),
      inputs: commentInputs,
      prepare: () => undefined,
      goal: () => ['', undefined],
      pages: comments
    },
    {
      label: 'comment updated (ours on page 1)',
      event: 'pull_request',
      payload: () => pr(1),
      inputs: commentInputs,
      prepare: github => void github.addComment(2, BOT, `${marker(TAG)}\nold`),
      goal: (requests, pages) => [`≤ 3 + pages read (${3 + pages})`, requests <= 3 + pages],
      pages: comments
    },
    {
      label: 'comment updated, found on page 3 (250 comments)',
      event: 'pull_request',
      payload: () => pr(1),
      inputs: commentInputs,
      prepare: github => {
        for (let i = 0; i < 250; i++)
          github.addComment(
            2,
            i === 240 ? BOT : 'reviewer',
            i === 240 ? `${marker(TAG)}\nold` : `note ${i}`
          )
      },
      goal: (requests, pages) => [`≤ 3 + pages read (${3 + pages})`, requests <= 3 + pages],
      pages: comments
    },
    {
      label: 'pull request changed-only, 50 files',
      event: 'pull_request',
      payload: () => pr(50),
      inputs: changedOnly,
      prepare: github => {
        github.pulls = {
          2: { headSha: 'x', state: 'open', files: [...files(49), 'data/sales.csv'] }
        }
      },
      goal: perHundred(50),
      pages: ['pulls/list-files']
    },
    {
      label: 'pull request changed-only, 3,500 files, shallow checkout',
      event: 'pull_request',
      payload: () => pr(3500),
      inputs: changedOnly,
      prepare: github => {
        github.pulls = {
          2: { headSha: 'x', state: 'open', files: [...files(3499), 'data/sales.csv'] }
        }
      },
      goal: perHundred(3500),
      pages: ['pulls/list-files']
    },
    {
      label: 'pull request changed-only, 3,500 files, fetch-depth: 0',
      event: 'pull_request',
      payload: ws => {
        const [base, head] = history(ws, 3500)
        return pullRequest('synchronize', { changedFiles: 3500, baseSha: base, headSha: head })
      },
      inputs: changedOnly,
      prepare: () => undefined,
      goal: perHundred(3500),
      pages: ['pulls/list-files']
    },
    {
      label: 'push changed-only, 20 files',
      event: 'push',
      payload: () => push.branch(BEFORE, AFTER),
      inputs: changedOnly,
      prepare: github => {
        github.compares = { [`${BEFORE}...${AFTER}`]: [...files(19), 'data/sales.csv'] }
      },
      goal: requests => ['1 (≤ 300 files)', requests === 1]
    },
    {
      label: 'push changed-only, 450 files in 5 commits, shallow checkout',
      event: 'push',
      payload: () => push.branch(BEFORE, AFTER),
      inputs: changedOnly,
      prepare: github => {
        const commits = ['a', 'b', 'c', 'd', 'e'].map(c => c.repeat(40))
        github.compares = { [`${BEFORE}...${AFTER}`]: [...files(449), 'data/sales.csv'] }
        github.compareCommits = { [`${BEFORE}...${AFTER}`]: commits }
        commits.forEach((sha, i) => (github.commits[sha] = files(90, `c${i}`)))
        github.commits[commits[4]].push('data/sales.csv')
      },
      goal: () => ['', undefined]
    },
    {
      label: 'push changed-only, 450 files, fetch-depth: 0',
      event: 'push',
      payload: ws => push.branch(...history(ws, 450)),
      inputs: changedOnly,
      prepare: () => undefined,
      goal: () => ['', undefined]
    }
  ]
}

/** Two commits in the workspace's own git history, `count` files apart; data/sales.csv changed. */
function history(ws: Workspace, count: number): [string, string] {
  const [base, head] = commitSteps(ws.root, [
    () => files(count - 1).forEach(file => ws.write(file, 'one')),
    () => {
      files(count - 1).forEach(file => ws.write(file, 'two'))
      ws.write('data/sales.csv', `${SMALL_CSV}2026-03,East,5\n`)
    }
  ])
  return [base, head]
}

async function measure(item: Case, emulator: Emulator, github: FakeGitHub): Promise<GitHubRow> {
  const ws = makeWorkspace()
  try {
    for (const name of ['sales', 'stock', 'costs']) ws.write(`data/${name}.csv`, SMALL_CSV)
    github.reset()
    emulator.reset()
    github.tokens = { [TOKEN]: { login: BOT, app: true } }
    item.prepare(github, ws)
    const payload = item.payload(ws)
    const eventPath = ws.write('.event.json', JSON.stringify(payload))
    const result = await runAction({
      workspace: ws.root,
      inputs: {
        'api-key': Object.keys(DEFAULT_KEYS)[1],
        'base-url': emulator.url,
        'github-token': TOKEN,
        ...item.inputs
      },
      env: {
        GITHUB_API_URL: github.url,
        GITHUB_REPOSITORY: 'o/r',
        GITHUB_SHA: AFTER,
        GITHUB_EVENT_NAME: item.event,
        GITHUB_EVENT_PATH: eventPath
      }
    })
    if (result.code !== 0) throw new Error(`${item.label}: the step failed:\n${result.stdout}`)
    github.assertConforming()
    const baseReads = github.requests.filter(r => r.operationId === 'repos/get-content').length
    // The goals are about the comment and changed-only; compare's reads are counted apart.
    const requests = github.requests.length - baseReads
    const pages = github.requests.filter(r => item.pages?.includes(r.operationId ?? '')).length
    const [goal, met] = item.goal(requests, pages)
    const uploads = emulator.requests.filter(r => r.method === 'POST').length
    const every = /every matched file is used/.test(result.stdout)
    return {
      case: item.label,
      requests,
      pages,
      baseReads,
      operations: github.requests.map(r => r.operationId ?? `${r.method} ${r.path}`),
      goal,
      met,
      outcome: item.inputs['changed-only']
        ? `${uploads} of 3 datasets generated${every ? ' (all: the list may be cut, notice says why)' : ''}`
        : 'comment posted'
    }
  } finally {
    ws.remove()
  }
}

export async function githubRequests(): Promise<GitHubRow[]> {
  const emulator = await startEmulator({ instantBytes: 1_000_000 })
  const github = await startFakeGitHub()
  try {
    const rows: GitHubRow[] = []
    for (const item of cases()) rows.push(await measure(item, emulator, github))
    return rows
  } finally {
    await emulator.close()
    await github.close()
  }
}

export function githubTable(rows: GitHubRow[]): string {
  const lines = [
    'Requests the fake GitHub received in one run of the bundle (one sample: the counts do not vary), of which list pages read, driven by GitHub’s published payloads. Apart: the base versions `compare` (on by default) read from the contents API, one per dataset, when the checkout lacks the base commit; the goals are about the other requests.',
    '',
    '| case | requests | pages | goal | compare’s base reads | datasets |',
    '|---|---|---|---|---|---|'
  ]
  for (const row of rows) {
    const goal = row.met === undefined ? '' : `${mark(row.met)} ${row.goal}`
    lines.push(
      `| ${row.case} | ${row.requests} | ${row.pages} | ${goal} | ${row.baseReads} | ${row.outcome} |`
    )
  }
  return lines.join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now()
  githubRequests()
    .then(async rows => {
      const text = githubTable(rows)
      console.log(text)
      if (process.argv.includes('--record'))
        await recordSection(
          'github',
          `5. ${GITHUB_TITLE}`,
          text,
          commandLine(),
          Date.now() - started
        )
    })
    .catch(error => {
      console.error(`Benchmark failed: ${(error as Error).message}`)
      process.exitCode = 1
    })
}

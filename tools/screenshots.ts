/**
 * `npm run screenshots`: the pictures the README shows, taken from the real thing. Runs the
 * bundled action (dist/index.js) on Node 24 as a runner does, against the service emulator and
 * a fake GitHub API on loopback, for one dataset, many datasets with mixed outcomes, and a
 * failure, then two pushes to the default branch keeping the dashboards issue; renders the
 * comment (and the issue) GitHub received and the job summary as GitHub renders Markdown; and
 * photographs them in Debian's chromium. Installs chromium first when it is missing and
 * this runs as root, so it works on a fresh machine.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { chromium } from 'playwright-core'
import { startEmulator, type Emulator } from '../emulator/server.js'
import { DEFAULT_KEYS } from '../emulator/state.js'
import type { Fault } from '../emulator/faults.js'
import type { EmulatorConfig } from '../emulator/state.js'
import { startFakeGitHub, type FakeGitHub } from '../__tests__/helpers/fake-github.js'
import { pageHtml } from './gfm.js'
import { NODE24, REPO_ROOT, runAction, type ActionResult } from './runner.js'

const CHROMIUM = '/usr/bin/chromium'
const EMOJI_FONT = '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf'
const OUT_DIR = path.join(REPO_ROOT, 'docs', 'images')
const TOKEN = 'ghs_screenshots_token'
/** Shown in the pictures in place of the emulator's loopback address, as a reader's service would be. */
const SHOWN_BASE_URL = 'https://dashboards.example.com/'
const BOT = 'github-actions[bot]'
const premiumKey = Object.keys(DEFAULT_KEYS).find(key => DEFAULT_KEYS[key] === 'premium') as string

interface Scenario {
  /** File name stem: `comment-<name>.png` and `summary-<name>.png`. */
  name: string
  files: Record<string, string>
  /** The files at the pull request's base commit, which the contents API gives for `compare`. */
  base: Record<string, string>
  inputs: Record<string, string>
  emulator: Partial<EmulatorConfig>
  faults?: Fault[]
  /** The step's exit code this scenario is about; anything else means the picture is wrong. */
  expectedCode: number
}

const csv = (rows: string[]) => `month,region,revenue\n${rows.join('\n')}\n`
const SALES = csv(['2026-01,North,1200', '2026-01,South,900', '2026-02,North,1350'])

const SCENARIOS: Scenario[] = [
  {
    name: 'one',
    files: { 'data/sales.csv': SALES },
    base: { 'data/sales.csv': csv(['2026-01,North,1200', '2026-01,South,900']) },
    inputs: { file: 'data/sales.csv', title: 'Monthly sales' },
    emulator: { instantBytes: 0, processingMs: 1500 },
    expectedCode: 0
  },
  {
    name: 'many',
    files: {
      'data/regions/central.csv': SALES,
      'data/regions/east.csv': SALES,
      'data/regions/north.csv': SALES,
      'data/regions/south.csv': SALES,
      'data/regions/west.csv': SALES
    },
    base: {
      'data/regions/central.csv': csv([
        '2026-01,North,1200',
        '2026-01,South,900',
        '2026-02,North,1300'
      ]),
      'data/regions/east.csv': 'month,region\n2026-01,North\n2026-01,South\n2026-02,North\n',
      'data/regions/north.csv': SALES,
      'data/regions/west.csv': csv([
        '2026-01,North,1200',
        '2026-01,South,900',
        '2026-02,North,1350',
        '2025-12,North,1100',
        '2025-12,South,870'
      ])
    },
    // One at a time, so the injected fault meets the first file in path order.
    inputs: { file: 'data/regions/*.csv', title: 'Sales', 'max-concurrency': '1' },
    emulator: { instantBytes: 0, processingMs: 800, failingFileNames: ['south.csv'] },
    faults: [{ endpoint: 'start', kind: { type: 'status', status: 502 } }],
    expectedCode: 1
  },
  {
    name: 'failure',
    files: { 'data/large.csv': SALES },
    base: { 'data/large.csv': SALES },
    inputs: { file: 'data/large.csv', title: 'Yearly sales', timeout: '4' },
    emulator: { instantBytes: 0, processingMs: 600_000 },
    expectedCode: 1
  }
]

function ensureBrowser(): void {
  const missing = [
    existsSync(CHROMIUM) ? '' : 'chromium',
    existsSync(EMOJI_FONT) ? '' : 'fonts-noto-color-emoji'
  ].filter(Boolean)
  if (missing.length === 0) return
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Missing ${missing.join(' and ')}: run 'sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}', then this again.`
    )
  }
  console.log(`Installing ${missing.join(' and ')} from Debian's packages…`)
  // Wait for another installer's lock rather than failing at once.
  const apt = ['-o', 'DPkg::Lock::Timeout=600', '-qq']
  for (const args of [
    [...apt, 'update'],
    [...apt, 'install', '-y', ...missing]
  ]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    })
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`)
  }
}

/** The first of GitHub's published examples of `event` (@octokit/webhooks-examples) that `fits`. */
function publishedEvent<T>(event: string, fits: (example: Record<string, unknown>) => boolean): T {
  const require = createRequire(import.meta.url)
  const events = require('@octokit/webhooks-examples/api.github.com/index.json') as {
    name: string
    examples: Record<string, unknown>[]
  }[]
  const found = events.find(e => e.name === event)?.examples.find(fits)
  if (found === undefined) throw new Error(`GitHub publishes no fitting '${event}' example`)
  return found as T
}

/** GitHub's own example of a `pull_request` event, so the run sees a real payload. */
function pullRequestEvent(): {
  payload: Record<string, unknown>
  repo: string
  sha: string
  base: string
} {
  const payload = publishedEvent<{
    repository: { full_name: string }
    pull_request: { head: { sha: string }; base: { sha: string } }
  }>('pull_request', e => e.action === 'opened')
  return {
    payload,
    repo: payload.repository.full_name,
    sha: payload.pull_request.head.sha,
    base: payload.pull_request.base.sha
  }
}

/** Writes `files` (path → text) under `workspace`. */
function writeFiles(workspace: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(workspace, file)), { recursive: true })
    writeFileSync(path.join(workspace, file), text)
  }
}

/** What a runner's step sees of its run, on the fake GitHub: event, repository, commit, run. */
function runnerEnv(
  github: FakeGitHub,
  run: { event: string; eventPath: string; repo: string; sha: string; runId: string }
): Record<string, string> {
  return {
    ACTIONS_STEP_DEBUG: 'false',
    RUNNER_DEBUG: '0',
    GITHUB_API_URL: github.url,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: run.repo,
    GITHUB_SHA: run.sha,
    GITHUB_RUN_ID: run.runId,
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_WORKFLOW: 'Dashboards',
    GITHUB_JOB: 'dashboards',
    GITHUB_EVENT_NAME: run.event,
    GITHUB_EVENT_PATH: run.eventPath
  }
}

async function runScenario(
  scenario: Scenario,
  emulator: Emulator,
  github: FakeGitHub
): Promise<{ comment: string; result: ActionResult }> {
  emulator.reset()
  emulator.configure(scenario.emulator)
  if (scenario.faults) emulator.inject(...scenario.faults)
  github.reset()
  github.tokens = { [TOKEN]: { login: BOT, app: true } }

  const workspace = mkdtempSync(path.join(os.tmpdir(), 'dashboard-screenshots-'))
  try {
    writeFiles(workspace, scenario.files)
    const event = pullRequestEvent()
    // The workspace has no git history, as a shallow checkout: `compare` asks the contents API.
    github.files = { [event.base]: scenario.base }
    const eventPath = path.join(workspace, '..', `${path.basename(workspace)}-event.json`)
    writeFileSync(eventPath, JSON.stringify(event.payload))
    const result = await runAction({
      // The runtime action.yml names, as a runner would use.
      node: NODE24,
      workspace,
      inputs: {
        'api-key': premiumKey,
        'base-url': emulator.url,
        comment: 'true',
        'github-token': TOKEN,
        'poll-interval': '1',
        ...scenario.inputs
      },
      env: runnerEnv(github, {
        event: 'pull_request',
        eventPath,
        repo: event.repo,
        sha: event.sha,
        runId: '12345678901'
      })
    })
    rmSync(eventPath, { force: true })
    if (result.code !== scenario.expectedCode) {
      throw new Error(
        `scenario '${scenario.name}' exited with ${result.code}, expected ${scenario.expectedCode}:\n${result.stdout}${result.stderr}`
      )
    }
    const comment = github.comments.at(-1)?.body
    if (!comment)
      throw new Error(`scenario '${scenario.name}' posted no comment:\n${result.stdout}`)
    return { comment, result }
  } finally {
    rmSync(workspace, { recursive: true, force: true })
  }
}

/**
 * The dashboards issue after two pushes to the default branch: the first makes every dashboard,
 * the second sees one generation fail, whose row keeps its last good link beside the failure.
 */
async function issueScenario(emulator: Emulator, github: FakeGitHub): Promise<string> {
  emulator.reset()
  github.reset()
  github.tokens = { [TOKEN]: { login: BOT, app: true } }
  const workspace = mkdtempSync(path.join(os.tmpdir(), 'dashboard-screenshots-'))
  const payload = publishedEvent<{ repository: { default_branch: string; full_name: string } }>(
    'push',
    e => e.created === true && String(e.ref).startsWith('refs/heads/')
  )
  const eventPath = path.join(workspace, '..', `${path.basename(workspace)}-push.json`)
  try {
    const files: Record<string, string> = {
      'data/costs.csv': 'item,cost\nRent,1200\nPower,300\n',
      'data/headcount.csv': 'team,people\neast,12\nwest,9\n',
      'data/sales.csv': SALES,
      'data/stock.csv': 'sku,units\nA1,12\nB2,7\n'
    }
    writeFiles(workspace, files)
    for (const [i, failing] of [[], ['costs.csv']].entries()) {
      emulator.configure({ instantBytes: 0, processingMs: 300, failingFileNames: failing })
      const after = `${i + 1}`.repeat(7) + 'abcdef0'.repeat(4) + '0'.repeat(5)
      const ref = `refs/heads/${payload.repository.default_branch}`
      writeFileSync(eventPath, JSON.stringify({ ...payload, ref, after }))
      const result = await runAction({
        node: NODE24,
        workspace,
        inputs: {
          'api-key': premiumKey,
          'base-url': emulator.url,
          file: 'data/*.csv',
          'dashboard-issue': 'true',
          'github-token': TOKEN,
          'poll-interval': '1',
          reuse: 'false'
        },
        env: runnerEnv(github, {
          event: 'push',
          eventPath,
          repo: payload.repository.full_name,
          sha: after,
          runId: `1234567890${i}`
        })
      })
      if (result.code !== (failing.length > 0 ? 1 : 0))
        throw new Error(
          `the dashboards issue's push ${i + 1} exited with ${result.code}:\n${result.stdout}`
        )
    }
    const issue = github.issues.at(-1)
    if (!issue) throw new Error('the pushes kept no dashboards issue')
    return issue.body
  } finally {
    rmSync(eventPath, { force: true })
    rmSync(workspace, { recursive: true, force: true })
  }
}

async function main(): Promise<void> {
  if (!existsSync(path.join(REPO_ROOT, 'dist', 'index.js'))) {
    throw new Error("dist/index.js is missing: run 'npm run build' first.")
  }
  if (!existsSync(NODE24)) throw new Error("Node 24 is missing: run 'npm run setup:node24' first.")
  ensureBrowser()
  mkdirSync(OUT_DIR, { recursive: true })
  const emulator = await startEmulator({})
  const github = await startFakeGitHub()
  const profile = mkdtempSync(path.join(os.tmpdir(), 'dashboard-screenshots-chromium-'))
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 920, height: 600 },
    deviceScaleFactor: 2,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync'
    ]
  })
  try {
    const page = await browser.newPage()
    // Nothing in the pictures may come from the network.
    await page.route('**/*', route => route.abort())
    for (const scenario of SCENARIOS) {
      const { comment, result } = await runScenario(scenario, emulator, github)
      // Only the address changes: every other character is what the action wrote.
      const shown = (markdown: string) => markdown.split(emulator.url).join(SHOWN_BASE_URL)
      const shots = [
        { kind: 'comment' as const, markdown: shown(comment), author: 'github-actions' },
        { kind: 'summary' as const, markdown: shown(result.summary), author: 'dashboards' }
      ]
      for (const shot of shots) {
        await page.setContent(pageHtml({ ...shot, openDetails: scenario.name !== 'one' }), {
          waitUntil: 'load'
        })
        const file = path.join(OUT_DIR, `${shot.kind}-${scenario.name}.png`)
        await page.locator('.frame').screenshot({ path: file })
        console.log(`wrote ${path.relative(REPO_ROOT, file)}`)
      }
    }
    const issue = (await issueScenario(emulator, github)).split(emulator.url).join(SHOWN_BASE_URL)
    await page.setContent(
      pageHtml({ kind: 'issue', title: 'Dashboards', markdown: issue, author: 'github-actions' }),
      { waitUntil: 'load' }
    )
    const file = path.join(OUT_DIR, 'issue-dashboards.png')
    await page.locator('.frame').screenshot({ path: file })
    console.log(`wrote ${path.relative(REPO_ROOT, file)}`)
  } finally {
    await browser.close()
    rmSync(profile, { recursive: true, force: true })
    await emulator.close()
    await github.close()
  }
}

main().catch(error => {
  console.error(`Screenshots failed: ${(error as Error).message}`)
  process.exitCode = 1
})

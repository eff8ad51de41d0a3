/**
 * `npm run bench:compare`: what `compare` costs. For 1 MB and 10 MB CSV and JSON datasets whose
 * head differs from the base in 1% of rows, committed to a real git history:
 *
 * - the comparison alone, in this process (`changeOf`, the base read from git);
 * - the whole step (the bundle on Node 24, a push event, against the emulator) with
 *   `compare: false` and `compare: true`: time and peak memory (GNU time), and the difference;
 * - what a user would script instead: `git diff --numstat` plus `wc -l` (which count lines, not
 *   rows, and say nothing of columns).
 *
 * Goals at 10 MB: at most 0.5 s and 64 MB more than the step without comparison. Also the
 * start-up of the bundle before csv-parse was added (its dist/ from git) against now.
 * `--record` replaces this section of BENCHMARKS.md. BENCH_RUNS (default 5) sets the runs.
 */
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { startEmulator, type Emulator } from '../emulator/server.js'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { changeOf } from '../src/datasets/compare.js'
import { inspectDataset } from '../src/datasets/inspect.js'
import { NODE24, REPO_ROOT, runAction } from '../tools/runner.js'
import { commandLine, recordSection } from './record.js'
import { formatSpread, mark, spread, type Spread } from './stats.js'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const KEY = Object.keys(DEFAULT_KEYS)[1]
const MB = 1024 * 1024
const GOAL_S = 0.5
const GOAL_MB = 64

type Stat = Spread
const stat = spread
const fmt = formatSpread

// Datasets -------------------------------------------------------------------------------------
const csvRow = (i: number, quoted: boolean) => {
  const fields = [i, `region-${i % 7}`, (i * 7919) % 100000, (i * 31) % 997, `2026-${(i % 12) + 1}`]
  if (!quoted) return `${fields.join(',')}\n`
  // What quoting is for: commas, quotes and (in every tenth row) a line break inside fields.
  fields[1] = `region ${i % 7}, "north"`
  if (i % 10 === 0) fields[4] = `2026\n${(i % 12) + 1}`
  return `${fields.map(f => `"${String(f).replaceAll('"', '""')}"`).join(',')}\n`
}
const jsonRow = (i: number) =>
  `{"id":${i},"region":"Zürich ${i % 7}","revenue":${(i * 7919) % 100000},"orders":${(i * 31) % 997}}`

/** Base and head of about `bytes` bytes; every hundredth row of the head is another row. */
function versions(kind: 'csv' | 'json' | 'quoted', bytes: number): [string, string] {
  const base: string[] = []
  const head: string[] = []
  let size = 0
  for (let i = 0; size < bytes - 200; i++) {
    const row = kind === 'json' ? jsonRow(i) : csvRow(i, kind === 'quoted')
    const changed =
      i % 100 === 50
        ? kind === 'json'
          ? jsonRow(i + 1e8)
          : csvRow(i + 1e8, kind === 'quoted')
        : row
    base.push(row)
    head.push(changed)
    size += Buffer.byteLength(changed) + 2
  }
  if (kind === 'json') return [`[${base.join(',\n')}]\n`, `[${head.join(',\n')}]\n`]
  const header = 'id,region,revenue,orders,month\n'
  return [header + base.join(''), header + head.join('')]
}

interface Case {
  readonly label: string
  readonly file: string
  readonly kind: 'csv' | 'json' | 'quoted'
  readonly bytes: number
}
const CASES: Case[] = [
  { label: '1 MB CSV', file: 'small.csv', kind: 'csv', bytes: MB },
  { label: '10 MB CSV', file: 'large.csv', kind: 'csv', bytes: 10 * MB - 1024 },
  {
    label: '10 MB CSV, every field quoted, with commas, quotes and line breaks inside',
    file: 'quoted.csv',
    kind: 'quoted',
    bytes: 10 * MB - 1024
  },
  { label: '1 MB JSON', file: 'small.json', kind: 'json', bytes: MB },
  { label: '10 MB JSON', file: 'large.json', kind: 'json', bytes: 10 * MB - 1024 }
]

interface Repo {
  readonly root: string
  readonly base: string
  readonly head: string
}

function makeRepo(): Repo {
  const root = mkdtempSync(path.join(os.tmpdir(), 'dashboard-bench-compare-'))
  const git = (...args: string[]) =>
    execFileSync(
      'git',
      [
        '-c',
        'user.name=b',
        '-c',
        'user.email=b@example.com',
        '-c',
        'commit.gpgsign=false',
        ...args
      ],
      {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 64 * MB
      }
    ).trim()
  git('init', '-q')
  const heads: string[] = []
  for (const c of CASES) heads.push(versions(c.kind, c.bytes)[0])
  CASES.forEach((c, i) => writeFileSync(path.join(root, c.file), heads[i]))
  git('add', '-A')
  git('commit', '-qm', 'base')
  const base = git('rev-parse', 'HEAD')
  for (const c of CASES) writeFileSync(path.join(root, c.file), versions(c.kind, c.bytes)[1])
  git('add', '-A')
  git('commit', '-qm', 'head')
  return { root, base, head: git('rev-parse', 'HEAD') }
}

// Measures -------------------------------------------------------------------------------------
async function inProcess(repo: Repo, c: Case): Promise<{ ms: Stat; text: string }> {
  const dataset = await inspectDataset(repo.root, c.file, {})
  const once = () => changeOf(dataset, { workspace: repo.root, base: repo.base })
  const first = await once()
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    await once()
    times.push(performance.now() - started)
  }
  return { ms: stat(times), text: JSON.stringify(first) }
}

async function step(
  emulator: Emulator,
  repo: Repo,
  file: string,
  compare: boolean
): Promise<{ s: Stat; mb: Stat }> {
  const event = path.join(os.tmpdir(), `bench-compare-event-${process.pid}.json`)
  writeFileSync(
    event,
    JSON.stringify({ ref: 'refs/heads/main', before: repo.base, after: repo.head })
  )
  const times: number[] = []
  const peaks: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const result = await runAction({
      node: NODE24,
      workspace: repo.root,
      inputs: { 'api-key': KEY, 'base-url': emulator.url, file, compare: String(compare) },
      env: {
        GITHUB_EVENT_NAME: 'push',
        GITHUB_EVENT_PATH: event,
        GITHUB_REPOSITORY: 'o/r',
        GITHUB_SHA: repo.head
      },
      wrapper: ['/usr/bin/time', '-f', 'peak-rss-kb=%M']
    })
    const kb = /peak-rss-kb=(\d+)/.exec(result.stderr)?.[1]
    if (result.code !== 0 || kb === undefined)
      throw new Error(`step on ${file} failed: ${result.stdout}${result.stderr}`)
    times.push(result.durationMs / 1000)
    peaks.push(Number(kb) / 1024)
  }
  rmSync(event, { force: true })
  return { s: stat(times), mb: stat(peaks) }
}

/** What a user would script: the changed line counts from git, and the lines of the file. */
async function gitDiffWc(repo: Repo, file: string): Promise<Stat> {
  const script = `git diff --numstat ${repo.base} ${repo.head} -- '${file}' && wc -l < '${file}'`
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    await new Promise<void>((resolve, reject) => {
      const child = spawn('sh', ['-c', script], { cwd: repo.root, stdio: 'ignore' })
      child.on('close', code => (code === 0 ? resolve() : reject(new Error(`${script} failed`))))
    })
    times.push(performance.now() - started)
  }
  return stat(times)
}

interface Row {
  readonly label: string
  readonly bytes: number
  readonly compareMs: Stat
  readonly off: { s: Stat; mb: Stat }
  readonly on: { s: Stat; mb: Stat }
  readonly shellMs: Stat
  readonly change: string
}

// Start-up before and after csv-parse ---------------------------------------------------------------
/** The commit before the one that added csv-parse to package.json: its dist/ is the bundle without it. */
function bundleBefore(): { commit: string; dir: string } | undefined {
  try {
    const added = execFileSync(
      'git',
      ['log', '--format=%H', '-S"csv-parse"', '--reverse', '--', 'package.json'],
      {
        cwd: REPO_ROOT,
        encoding: 'utf8'
      }
    )
      .trim()
      .split('\n')[0]
    if (!added) return undefined
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dashboard-bench-before-'))
    execFileSync('sh', ['-c', `git archive ${added}~1 dist action.yml | tar -x -C '${dir}'`], {
      cwd: REPO_ROOT
    })
    return {
      commit: execFileSync('git', ['rev-parse', '--short', `${added}~1`], {
        cwd: REPO_ROOT,
        encoding: 'utf8'
      }).trim(),
      dir
    }
  } catch {
    return undefined
  }
}

function jsSize(dir: string): { total: number; main: number } {
  const js = readdirSync(dir).filter(f => f.endsWith('.js'))
  return {
    total: js.reduce((sum, f) => sum + statSync(path.join(dir, f)).size, 0),
    main: statSync(path.join(dir, 'index.js')).size
  }
}

async function startupTimes(
  emulator: Emulator,
  repo: Repo,
  bundle: string,
  compare = true
): Promise<Stat> {
  const small = path.join(repo.root, 'tiny.csv')
  writeFileSync(small, 'a,b\n1,2\n')
  const event = path.join(os.tmpdir(), `bench-compare-start-${process.pid}.json`)
  writeFileSync(
    event,
    JSON.stringify({ ref: 'refs/heads/main', before: repo.base, after: repo.head })
  )
  const times: number[] = []
  for (let i = 0; i < Math.max(10, RUNS); i++) {
    const started = performance.now()
    const env = {
      ...process.env,
      GITHUB_WORKSPACE: repo.root,
      GITHUB_EVENT_NAME: 'push',
      GITHUB_EVENT_PATH: event,
      GITHUB_REPOSITORY: 'o/r',
      INPUT_FILE: 'tiny.csv',
      'INPUT_API-KEY': KEY,
      'INPUT_BASE-URL': emulator.url,
      INPUT_COMPARE: String(compare),
      INPUT_WAIT: 'true',
      INPUT_TIMEOUT: '60',
      'INPUT_POLL-INTERVAL': '10',
      'INPUT_MAX-CONCURRENCY': '4'
    }
    const code = await new Promise<number | null>(resolve => {
      const child = spawn(NODE24, [bundle], { cwd: repo.root, env, stdio: 'ignore' })
      child.on('close', resolve)
    })
    if (code !== 0) throw new Error(`start-up run of ${bundle} failed (${code})`)
    times.push(performance.now() - started)
  }
  rmSync(small, { force: true })
  rmSync(event, { force: true })
  return stat(times)
}

// Report ---------------------------------------------------------------------------------------
function table(rows: readonly Row[]): string {
  const lines = [
    `Median (min–max) of ${RUNS} runs. "Compare alone": \`changeOf\` in one process, the base read from git. "Step": the bundle on Node 24 for a push, against the emulator, whose generation completes in the start call; peak resident memory by GNU time. The user's script: \`git diff --numstat\` plus \`wc -l\`.`,
    '',
    '| dataset | compare alone (ms) | step, compare off (s) | step, compare on (s) | added (s) | peak off (MB) | peak on (MB) | added (MB) | git diff + wc -l (ms) | goal |',
    '|---|---|---|---|---|---|---|---|---|---|'
  ]
  for (const row of rows) {
    const addedS = row.on.s.median - row.off.s.median
    const addedMb = row.on.mb.median - row.off.mb.median
    const goal = row.label.startsWith('10 MB')
      ? `${mark(addedS <= GOAL_S)} ≤ ${GOAL_S} s; ${mark(addedMb <= GOAL_MB)} ≤ ${GOAL_MB} MB`
      : ''
    lines.push(
      `| ${row.label} | ${fmt(row.compareMs, 0)} | ${fmt(row.off.s, 2)} | ${fmt(row.on.s, 2)} | ${addedS.toFixed(2)} | ${fmt(row.off.mb, 1)} | ${fmt(row.on.mb, 1)} | ${addedMb.toFixed(1)} | ${fmt(row.shellMs, 0)} | ${goal} |`
    )
  }
  lines.push(
    '',
    'What each comparison found (the head differs from the base in every hundredth row):',
    ''
  )
  for (const row of rows) lines.push(`- ${row.label}: \`${row.change}\``)
  return lines.join('\n')
}

function startupTable(
  before: { commit: string; ms: Stat; size: { total: number; main: number } } | undefined,
  now: { ms: Stat; off: Stat; size: { total: number; main: number } }
): string {
  const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`
  const lines = [
    '',
    `Start-up: the whole step for a 2-row CSV on a push (the bundle from before has no comparison), median (min–max) of ${Math.max(10, RUNS)} runs, in ms.`,
    '',
    '| bundle | whole step | `dist/` JavaScript | `index.js` |',
    '|---|---|---|---|'
  ]
  if (before)
    lines.push(
      `| before csv-parse (${before.commit}) | ${fmt(before.ms, 0)} | ${kib(before.size.total)} | ${kib(before.size.main)} |`
    )
  lines.push(
    `| now, compare off | ${fmt(now.off, 0)} | ${kib(now.size.total)} | ${kib(now.size.main)} |`,
    `| now, compare on | ${fmt(now.ms, 0)} | | |`
  )
  return lines.join('\n')
}

export const COMPARE_TITLE = '7. Comparing a dataset with its base'

/** Measures the section; its Markdown, and the figures for bench/results/. */
export async function compareBenchmark(): Promise<{ markdown: string; data: unknown }> {
  const repo = makeRepo()
  const emulator = await startEmulator({ instantBytes: 11 * MB })
  const before = bundleBefore()
  try {
    const rows: Row[] = []
    for (const c of CASES) {
      console.log(`${c.label}…`)
      const alone = await inProcess(repo, c)
      rows.push({
        label: c.label,
        bytes: c.bytes,
        compareMs: alone.ms,
        off: await step(emulator, repo, c.file, false),
        on: await step(emulator, repo, c.file, true),
        shellMs: await gitDiffWc(repo, c.file),
        change: alone.text
      })
    }
    console.log('Start-up…')
    const bundle = path.join(REPO_ROOT, 'dist', 'index.js')
    const now = {
      ms: await startupTimes(emulator, repo, bundle),
      off: await startupTimes(emulator, repo, bundle, false),
      size: jsSize(path.join(REPO_ROOT, 'dist'))
    }
    const then = before && {
      commit: before.commit,
      ms: await startupTimes(emulator, repo, path.join(before.dir, 'dist', 'index.js')),
      size: jsSize(path.join(before.dir, 'dist'))
    }
    const intro = `The step: the bundle on Node 24 (tools/node24). The comparison alone: this process, on Node ${process.version}.`
    return {
      markdown: `${intro}\n\n${table(rows)}\n${startupTable(then, now)}`,
      data: { rows, startup: { now, before: then } }
    }
  } finally {
    await emulator.close()
    rmSync(repo.root, { recursive: true, force: true })
    if (before) rmSync(before.dir, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now()
  compareBenchmark()
    .then(async ({ markdown }) => {
      console.log(`\n${markdown}`)
      if (process.argv.includes('--record'))
        await recordSection('compare', COMPARE_TITLE, markdown, commandLine(), Date.now() - started)
    })
    .catch(error => {
      console.error(`Benchmark failed: ${(error as Error).message}`)
      process.exitCode = 1
    })
}

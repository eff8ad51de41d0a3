/**
 * `npm run bench`: the action against the shell loops users would write instead, measured side
 * by side on loopback. Prints a table, writes the figures as JSON under bench/results/, and
 * with `--record` puts a dated copy of the table into BENCHMARKS.md.
 *
 * BENCH_RUNS (default 3) sets the runs per figure; BENCH_DURATIONS (default 2,10,60,300) the
 * generation lengths in seconds.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as prettier from 'prettier'
import { startEmulator, type Emulator } from '../emulator/server.js'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { makeDatasets, type BenchFiles } from './datasets.js'
import { githubRequests, githubTable, recordGitHub } from './github.js'
import { checkTable, measureChecks, recordChecks } from './check.js'
import { APP_TRIALS, fanInBenchmark, fanInTable, PERSONAL_TRIALS, recordFanIn } from './fan-in.js'
import { BUNDLE, NODE24, REPO_ROOT, runAction } from '../tools/runner.js'

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const STARTUP_RUNS = Math.max(10, RUNS)
const DURATIONS = (process.env.BENCH_DURATIONS ?? '2,10,60,300').split(',').map(Number)
const KEY = Object.keys(DEFAULT_KEYS)[1]
const RESULTS = path.join(REPO_ROOT, 'bench', 'results')

interface Stat {
  median: number
  min: number
  max: number
}
function stat(values: number[]): Stat {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
  return { median, min: sorted[0], max: sorted[sorted.length - 1] }
}
const fmt = (s: Stat, digits = 2) =>
  `${s.median.toFixed(digits)} (${s.min.toFixed(digits)}–${s.max.toFixed(digits)})`
const mark = (ok: boolean) => (ok ? '✅' : '❌')

/** Wall time of one command, from spawn to exit. */
function timeCommand(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env
): Promise<{ ms: number; code: number | null }> {
  return new Promise(resolve => {
    const started = performance.now()
    const child = spawn(command, args, { env, stdio: 'ignore' })
    child.on('close', code => resolve({ ms: performance.now() - started, code }))
  })
}

const baseInputs = (emulator: Emulator, file: string, more: Record<string, string> = {}) => ({
  'api-key': KEY,
  'base-url': emulator.url,
  file,
  ...more
})

// 1. Detection latency and reads -----------------------------------------------------------
type Client = 'action' | 'curl every 5 s' | 'curl every 1 s'
const CLIENTS: Client[] = ['action', 'curl every 5 s', 'curl every 1 s']

interface LatencyRow {
  durationS: number
  client: Client
  latencyS: Stat
  reads: Stat
}

async function latencyFor(durationS: number, files: BenchFiles): Promise<LatencyRow[]> {
  const emulator = await startEmulator({ instantBytes: 0, processingMs: durationS * 1000 })
  const runs: Promise<{ client: Client; fileName: string; exitAt: number; code: number | null }>[] =
    []
  for (const client of CLIENTS) {
    for (let i = 0; i < RUNS; i++) {
      const fileName = `${client.replace(/\W+/g, '-')}-${durationS}-${i}.csv`
      const file = files.copy(files.small, fileName)
      runs.push(
        (client === 'action'
          ? runAction({
              node: NODE24,
              workspace: files.root,
              inputs: baseInputs(emulator, path.relative(files.root, file), {
                timeout: String(durationS + 120)
              }),
              killAfterMs: (durationS + 180) * 1000
            }).then(r => r.code)
          : timeCommand(
              path.join(
                REPO_ROOT,
                'bench',
                client === 'curl every 5 s' ? 'baseline-every-5s.sh' : 'baseline-every-1s.sh'
              ),
              [],
              {
                ...process.env,
                API_KEY: KEY,
                BASE_URL: emulator.url,
                FILE: file
              }
            ).then(r => r.code)
        ).then(code => ({ client, fileName, exitAt: Date.now(), code }))
      )
    }
  }
  const done = await Promise.all(runs)
  const rows = CLIENTS.map(client => {
    const mine = done.filter(d => d.client === client)
    const latencies: number[] = []
    const reads: number[] = []
    for (const run of mine) {
      if (run.code !== 0)
        throw new Error(`${client} failed for the ${durationS} s generation (exit ${run.code})`)
      const generation = [...emulator.generations.values()].find(g => g.fileName === run.fileName)
      if (!generation?.finishesAt) throw new Error(`no generation for ${run.fileName}`)
      latencies.push((run.exitAt - generation.finishesAt) / 1000)
      reads.push(
        emulator.requests.filter(r => r.method === 'GET' && r.path.includes(generation.id)).length
      )
    }
    return { durationS, client, latencyS: stat(latencies), reads: stat(reads) }
  })
  await emulator.close()
  return rows
}

// 2. Start-up cost ---------------------------------------------------------------------------
interface StartupRow {
  node: string
  bareMs: Stat
  stepMs: Stat
}

async function startup(files: BenchFiles): Promise<StartupRow[]> {
  const emulator = await startEmulator({ instantBytes: 64 * 1024 })
  const rows: StartupRow[] = []
  for (const node of [process.execPath, NODE24]) {
    const version = await new Promise<string>(resolve => {
      const child = spawn(node, ['--version'])
      let out = ''
      child.stdout.on('data', (c: Buffer) => (out += c.toString()))
      child.on('close', () => resolve(out.trim()))
    })
    const bare: number[] = []
    const step: number[] = []
    for (let i = 0; i < STARTUP_RUNS; i++) {
      bare.push((await timeCommand(node, ['-e', ''])).ms)
      const result = await runAction({
        node,
        workspace: files.root,
        inputs: baseInputs(emulator, 'small.csv')
      })
      if (result.code !== 0)
        throw new Error(`start-up run failed (${result.code}): ${result.stdout}${result.stderr}`)
      step.push(result.durationMs)
    }
    rows.push({ node: version, bareMs: stat(bare), stepMs: stat(step) })
  }
  await emulator.close()
  return rows
}

function distSize(): { total: number; main: number } {
  const dir = path.join(REPO_ROOT, 'dist')
  const js = readdirSync(dir).filter(f => f.endsWith('.js'))
  return {
    total: js.reduce((sum, f) => sum + statSync(path.join(dir, f)).size, 0),
    main: statSync(BUNDLE).size
  }
}

// 3. Memory ----------------------------------------------------------------------------------
interface MemoryRow {
  dataset: string
  peakMb: Stat
}

async function memory(files: BenchFiles): Promise<MemoryRow[]> {
  const emulator = await startEmulator({ instantBytes: 11 * 1024 * 1024 })
  const rows: MemoryRow[] = []
  for (const [label, file] of files.sized) {
    const peaks: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const result = await runAction({
        node: NODE24,
        workspace: files.root,
        inputs: baseInputs(emulator, file),
        wrapper: ['/usr/bin/time', '-f', 'peak-rss-kb=%M']
      })
      const kb = /peak-rss-kb=(\d+)/.exec(result.stderr)?.[1]
      if (result.code !== 0 || kb === undefined)
        throw new Error(`memory run for ${label} failed: ${result.stdout}${result.stderr}`)
      peaks.push(Number(kb) / 1024)
    }
    rows.push({ dataset: label, peakMb: stat(peaks) })
  }
  await emulator.close()
  return rows
}

// 4. Many files --------------------------------------------------------------------------------
interface ManyRow {
  label: string
  stepS: Stat
  peakConcurrent: number
}

async function manyFiles(files: BenchFiles): Promise<ManyRow[]> {
  const emulator = await startEmulator({ instantBytes: 0, processingMs: 5000 })
  const cases: [string, Record<string, string>][] = [
    ['one file', { file: 'many/set-0.csv' }],
    ['ten files, max-concurrency 4 (default)', { file: 'many/*.csv' }],
    ['ten files, max-concurrency 10', { file: 'many/*.csv', 'max-concurrency': '10' }]
  ]
  const rows: ManyRow[] = []
  for (const [label, inputs] of cases) {
    const times: number[] = []
    let peak = 0
    for (let i = 0; i < RUNS; i++) {
      emulator.reset()
      emulator.configure({ instantBytes: 0, processingMs: 5000 })
      const result = await runAction({
        node: NODE24,
        workspace: files.root,
        inputs: { ...baseInputs(emulator, ''), ...inputs }
      })
      if (result.code !== 0) throw new Error(`many-files run failed: ${result.stdout}`)
      times.push(result.durationMs / 1000)
      peak = Math.max(peak, emulator.maxConcurrent())
    }
    rows.push({ label, stepS: stat(times), peakConcurrent: peak })
  }
  await emulator.close()
  return rows
}

// Report ---------------------------------------------------------------------------------------
function latencyGoal(durationS: number): number {
  return durationS <= 2 ? 0.5 : durationS <= 10 ? 1 : durationS * 0.1
}

function table(
  latency: LatencyRow[],
  starts: StartupRow[],
  size: { total: number; main: number },
  mem: MemoryRow[],
  many: ManyRow[]
): string {
  const lines: string[] = []
  lines.push(
    '### 1. Detection latency and reads',
    '',
    'Latency: from the emulator marking the generation completed to the process exiting. Median (min–max) of ' +
      RUNS +
      ' runs.',
    ''
  )
  lines.push(
    '| generation | client | latency (s) | reads | latency goal | reads goal |',
    '|---|---|---|---|---|---|'
  )
  for (const d of DURATIONS) {
    const rows = latency.filter(r => r.durationS === d)
    const every1 = rows.find(r => r.client === 'curl every 1 s') as LatencyRow
    const every5 = rows.find(r => r.client === 'curl every 5 s') as LatencyRow
    for (const row of rows) {
      let latencyCell = ''
      let readsCell = ''
      if (row.client === 'action') {
        const goal = latencyGoal(d)
        latencyCell = `${mark(row.latencyS.median <= goal)} ≤ ${goal} s`
        const fewer = row.reads.median < every1.reads.median
        const notMore = d < 60 || row.reads.median <= every5.reads.median
        readsCell = `${mark(fewer)} < 1 s loop${d >= 60 ? `; ${mark(notMore)} ≤ 5 s loop` : ''}`
      }
      lines.push(
        `| ${d} s | ${row.client} | ${fmt(row.latencyS)} | ${fmt(row.reads, 0)} | ${latencyCell} | ${readsCell} |`
      )
    }
  }
  lines.push(
    '',
    '### 2. Start-up cost',
    '',
    `The whole step against a generation that completes in the start call, against \`node -e ""\`. Median (min–max) of ${STARTUP_RUNS} runs, in ms.`,
    ''
  )
  lines.push('| node | bare node | whole step | difference | goal |', '|---|---|---|---|---|')
  for (const row of starts) {
    const diff = row.stepMs.median - row.bareMs.median
    lines.push(
      `| ${row.node} | ${fmt(row.bareMs, 0)} | ${fmt(row.stepMs, 0)} | ${diff.toFixed(0)} | ${mark(diff <= 250)} ≤ 250 |`
    )
  }
  lines.push(
    '',
    `\`dist/\`: ${(size.total / 1024).toFixed(0)} KiB of JavaScript, of which \`index.js\` (loaded by every run) ${(size.main / 1024).toFixed(0)} KiB; the GitHub API client and glob matching sit in chunks loaded only by the runs that use them.`
  )
  lines.push(
    '',
    '### 3. Memory',
    '',
    `Peak resident memory of the step (GNU time), median (min–max) of ${RUNS} runs, in MB.`,
    ''
  )
  lines.push('| dataset | peak RSS | goal |', '|---|---|---|')
  const small = mem[0].peakMb.median
  for (const row of mem) {
    const goals: string[] = []
    // A ceiling: every run must stay under it, not only the median one.
    if (row.dataset.startsWith('10 MB'))
      goals.push(`${mark(row.peakMb.max < 120)} < 120 MB in every run`)
    if (row.dataset === '10 MB CSV')
      goals.push(
        `${mark(row.peakMb.median <= small * 1.3)} ≤ 1.3 × 1 KB run (${(row.peakMb.median / small).toFixed(2)}×)`
      )
    lines.push(`| ${row.dataset} | ${fmt(row.peakMb, 1)} | ${goals.join('; ')} |`)
  }
  lines.push(
    '',
    '### 4. Many files',
    '',
    `Ten files whose generations take 5 s each, against one file. Step time in s, median (min–max) of ${RUNS} runs; the most generations the emulator saw running at once.`,
    ''
  )
  lines.push('| case | step time | at once | goal |', '|---|---|---|---|')
  const one = many[0].stepS.median
  for (const row of many) {
    const goal =
      row.label.includes('10') && !row.label.includes('default')
        ? `${mark(row.stepS.median <= one * 1.5)} ≤ 1.5 × one file (${(row.stepS.median / one).toFixed(2)}×)`
        : ''
    lines.push(`| ${row.label} | ${fmt(row.stepS)} | ${row.peakConcurrent} | ${goal} |`)
  }
  return lines.join('\n')
}

async function main(): Promise<void> {
  const started = Date.now()
  const files = makeDatasets()
  console.log(
    `Benchmark: ${RUNS} runs a figure, generations of ${DURATIONS.join(', ')} s. The longest takes about ${Math.max(...DURATIONS) + 20} s.`
  )
  console.log('Start-up and memory first, on a quiet machine…')
  const starts = await startup(files)
  console.log('  start-up measured')
  const mem = await memory(files)
  console.log('  memory measured')
  console.log('Latency, reads and many files, side by side…')
  const [latencyRows, many] = await Promise.all([
    Promise.all(DURATIONS.map(d => latencyFor(d, files))).then(r => r.flat()),
    manyFiles(files)
  ])
  console.log('Fan-in: matrix legs sharing one comment…')
  const fanIn = [
    ...(await fanInBenchmark(true, APP_TRIALS)),
    ...(await fanInBenchmark(false, PERSONAL_TRIALS))
  ]
  const fanInText = fanInTable(fanIn)
  const size = distSize()
  console.log('GitHub API requests…')
  const github = await githubRequests()
  const text = table(latencyRows, starts, size, mem, many)
  const githubText = githubTable(github)
  const date = new Date().toISOString()
  console.log(
    `\n${text}\n\n${githubText}\n\n${fanInText}\n\nFinished in ${((Date.now() - started) / 1000).toFixed(0)} s.`
  )
  mkdirSync(RESULTS, { recursive: true })
  const json = JSON.stringify(
    {
      date,
      runs: RUNS,
      durations: DURATIONS,
      latency: latencyRows,
      startup: starts,
      distBytes: size,
      memory: mem,
      manyFiles: many,
      githubRequests: github,
      fanIn
    },
    null,
    2
  )
  writeFileSync(path.join(RESULTS, 'latest.json'), json)
  writeFileSync(path.join(RESULTS, `bench-${date.replace(/[:.]/g, '-')}.json`), json)
  writeFileSync(path.join(RESULTS, 'latest.md'), `${text}\n\n${githubText}\n\n${fanInText}\n`)
  if (process.argv.includes('--record')) {
    await record(text, date)
    await recordGitHub(githubText, date)
    await recordFanIn(fanInText, date)
  }
  files.remove()
  const checks = checkTable(await measureChecks())
  console.log(`\nDataset checks:\n${checks}`)
  if (process.argv.includes('--record')) await recordChecks(checks)
  // What `compare` costs: its own script, run as `npm run bench:compare` runs it.
  console.log('\nCompare…')
  await new Promise<void>((resolve, reject) => {
    const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx')
    spawn(tsx, [path.join(REPO_ROOT, 'bench', 'compare.ts'), ...process.argv.slice(2)], {
      stdio: 'inherit'
    }).on('close', code => (code === 0 ? resolve() : reject(new Error('bench/compare.ts failed'))))
  })
}

/**
 * Replaces the measured table in BENCHMARKS.md, between its markers, with this run's, laid out
 * as the lint check wants it.
 */
async function record(text: string, date: string): Promise<void> {
  const file = path.join(REPO_ROOT, 'BENCHMARKS.md')
  const doc = readFileSync(file, 'utf8')
  const begin = '<!-- bench:begin -->'
  const end = '<!-- bench:end -->'
  const machine = `Measured ${date.slice(0, 10)} by \`npm run bench -- --record\`, on a ${process.platform} machine with ${os.cpus().length} cores.`
  const next = `${doc.slice(0, doc.indexOf(begin) + begin.length)}\n${machine}\n\n${text}\n${doc.slice(doc.indexOf(end))}`
  const options = await prettier.resolveConfig(file)
  writeFileSync(file, await prettier.format(next, { ...options, filepath: file }))
  console.log('BENCHMARKS.md updated.')
}

main().catch(error => {
  console.error(`Benchmark failed: ${(error as Error).message}`)
  process.exitCode = 1
})

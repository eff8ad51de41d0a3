/**
 * `npm run bench`: the action against the shell loops users would write instead, measured side
 * by side on loopback, and the other sections of BENCHMARKS.md. Prints each section, writes the
 * figures as JSON under bench/results/, and with `--record` writes each section it measured into
 * BENCHMARKS.md (bench/record.ts), stamped with this command; the other sections stay as they are.
 *
 * `npm run bench -- [--record] [section ...]` measures only the sections named (every one when
 * none is): startup, memory, latency, many-files, github, check, compare, fan-in, convert, reuse,
 * forks, first-state.
 * BENCH_RUNS (default 3) sets the runs per figure; BENCH_DURATIONS (default 2.3,7.7,31,67,293)
 * the generation lengths in seconds, chosen to fall on neither the action's read schedule nor
 * the loops' periods, as a real service's would not. The fan-in section (bench/fan-in.ts, also
 * `npm run bench:fan-in`) has its own settings, FANIN_TRIALS, FANIN_MAX_PARALLEL and
 * FANIN_SERVER_ERRORS. The convert section (bench/convert.ts, also `npm run bench:convert`)
 * makes its own inputs, up to 1 GB, and the compare section (bench/compare.ts) its own
 * datasets, up to 100 MB; both run DuckDB beside.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { startEmulator, type Emulator } from '../emulator/server.js'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { makeDatasets, type BenchFiles } from './datasets.js'
import { GITHUB_TITLE, githubRequests, githubTable } from './github.js'
import { CHECK_TITLE, checkTable, measureChecks } from './check.js'
import { COMPARE_TITLE, compareBenchmark } from './compare.js'
import { CONVERT_TITLE, convertBenchmark } from './convert.js'
import { REUSE_TITLE, reuseBenchmark } from './reuse.js'
import { FORKS_TITLE, forksBenchmark } from './forks.js'
import { FIRST_STATE_TITLE, firstStateBenchmark } from './first-state.js'
import { FAN_IN_TITLE, fanInBenchmark, fanInTable } from './fan-in.js'
import { commandLine, recordSection } from './record.js'
import { formatSpread, mark, spread, type Spread } from './stats.js'
import { BUNDLE, NODE24, REPO_ROOT, runAction } from '../tools/runner.js'

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const STARTUP_RUNS = Math.max(10, RUNS)
const DURATIONS = (process.env.BENCH_DURATIONS ?? '2.3,7.7,31,67,293').split(',').map(Number)
const KEY = Object.keys(DEFAULT_KEYS)[1]
const RESULTS = path.join(REPO_ROOT, 'bench', 'results')

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
  latencyS: Spread
  reads: Spread
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
    return { durationS, client, latencyS: spread(latencies), reads: spread(reads) }
  })
  await emulator.close()
  return rows
}

// 2. Start-up cost ---------------------------------------------------------------------------
interface StartupRow {
  node: string
  bareMs: Spread
  stepMs: Spread
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
    rows.push({ node: version, bareMs: spread(bare), stepMs: spread(step) })
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
  node: string
  dataset: string
  peakMb: Spread
}

/** The Node that runs the benchmark (20 in CI's oldest job) and the one `action.yml` names. */
const MEMORY_NODES: [string, string | undefined][] = [
  [`Node ${process.versions.node.split('.')[0]}`, undefined],
  ['Node 24', NODE24]
]

async function memory(files: BenchFiles): Promise<MemoryRow[]> {
  const emulator = await startEmulator({ instantBytes: 11 * 1024 * 1024 })
  const rows: MemoryRow[] = []
  for (const [node, binary] of MEMORY_NODES) {
    for (const [label, file] of files.sized) {
      const peaks: number[] = []
      for (let i = 0; i < RUNS; i++) {
        const result = await runAction({
          node: binary,
          workspace: files.root,
          inputs: baseInputs(emulator, file),
          wrapper: ['/usr/bin/time', '-f', 'peak-rss-kb=%M']
        })
        const kb = /peak-rss-kb=(\d+)/.exec(result.stderr)?.[1]
        if (result.code !== 0 || kb === undefined)
          throw new Error(`memory run for ${label} failed: ${result.stdout}${result.stderr}`)
        peaks.push(Number(kb) / 1024)
      }
      rows.push({ node, dataset: label, peakMb: spread(peaks) })
    }
  }
  await emulator.close()
  return rows
}

// 4. Many files --------------------------------------------------------------------------------
interface ManyRow {
  label: string
  stepS: Spread
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
    rows.push({ label, stepS: spread(times), peakConcurrent: peak })
  }
  await emulator.close()
  return rows
}

// Tables -------------------------------------------------------------------------------------
/** The goals of BENCHMARKS.md: 1 s under 10 s, a tenth of the length beyond (medians). */
function latencyGoal(durationS: number): number {
  return durationS < 10 ? 1 : Number((durationS * 0.1).toFixed(2))
}

/** Never more reads than the loop reading every second, at any length (medians of the runs). */
function readsGoal(row: LatencyRow, rows: LatencyRow[]): string {
  const every1 = rows.find(r => r.client === 'curl every 1 s') as LatencyRow
  return `${mark(row.reads.median <= every1.reads.median)} ≤ 1 s loop`
}

function latencyTable(latency: LatencyRow[]): string {
  const lines = [
    `Latency: from the emulator marking the generation completed to the process exiting. Generations of ${DURATIONS.join(', ')} s, lengths that fall on neither the action's read schedule nor the loops' periods, as a real service's would not. Median (min–max) of ${RUNS} runs, all running side by side.`,
    '',
    '| generation | client | latency (s) | reads | latency goal | reads goal |',
    '|---|---|---|---|---|---|'
  ]
  for (const d of DURATIONS) {
    const rows = latency.filter(r => r.durationS === d)
    for (const row of rows) {
      const action = row.client === 'action'
      const goal = latencyGoal(d)
      const latencyCell = action ? `${mark(row.latencyS.median <= goal)} ≤ ${goal} s` : ''
      const readsCell = action ? readsGoal(row, rows) : ''
      lines.push(
        `| ${d} s | ${row.client} | ${formatSpread(row.latencyS)} | ${formatSpread(row.reads, 0)} | ${latencyCell} | ${readsCell} |`
      )
    }
  }
  return lines.join('\n')
}

function startupTable(starts: StartupRow[], size: { total: number; main: number }): string {
  const lines = [
    `The whole step against a generation that completes in the start call, against \`node -e ""\`. Median (min–max) of ${STARTUP_RUNS} runs, in ms.`,
    '',
    '| node | bare node | whole step | difference | goal |',
    '|---|---|---|---|---|'
  ]
  for (const row of starts) {
    const diff = row.stepMs.median - row.bareMs.median
    lines.push(
      `| ${row.node} | ${formatSpread(row.bareMs, 0)} | ${formatSpread(row.stepMs, 0)} | ${diff.toFixed(0)} | ${mark(diff <= 250)} ≤ 250 |`
    )
  }
  lines.push(
    '',
    `\`dist/\`: ${(size.total / 1024).toFixed(0)} KiB of JavaScript, of which \`index.js\` (loaded by every run) ${(size.main / 1024).toFixed(0)} KiB; the GitHub API client, glob matching and the artifact client (plan/, the legs and collect/ only) sit in chunks loaded only by the runs that use them.`
  )
  return lines.join('\n')
}

/** A 10 MB upload's peak at most this many times a 1 KB run's on the same Node: it is streamed. */
const MEMORY_RATIO_GOAL = 1.2

function memoryGoals(row: MemoryRow, small: number): string {
  const goals: string[] = []
  // A ceiling: every run must stay under it, not only the median one.
  if (row.dataset.startsWith('10 MB'))
    goals.push(`${mark(row.peakMb.max < 120)} < 120 MB in every run`)
  if (row.dataset === '10 MB CSV')
    goals.push(
      `${mark(row.peakMb.median <= small * MEMORY_RATIO_GOAL)} ≤ ${MEMORY_RATIO_GOAL} × 1 KB run (${(row.peakMb.median / small).toFixed(2)}×)`
    )
  return goals.join('; ')
}

function memoryTable(mem: MemoryRow[]): string {
  const lines = [
    `Peak resident memory of the step (GNU time) on the Node that ran the benchmark and on Node 24, median (min–max) of ${RUNS} runs, in MB. \`reuse\` is on, as by default: each dataset's fingerprint is read before its upload.`,
    '',
    '| Node | dataset | peak RSS | goal |',
    '|---|---|---|---|'
  ]
  for (const row of mem) {
    const small = mem.find(r => r.node === row.node && r.dataset === '1 KB CSV')
    lines.push(
      `| ${row.node} | ${row.dataset} | ${formatSpread(row.peakMb, 1)} | ${memoryGoals(row, small?.peakMb.median ?? NaN)} |`
    )
  }
  return lines.join('\n')
}

function manyTable(many: ManyRow[]): string {
  const lines = [
    `Ten files whose generations take 5 s each, against one file, measured while the latency runs went on beside them. Step time in s, median (min–max) of ${RUNS} runs; the most generations the emulator saw running at once.`,
    '',
    '| case | step time | at once | goal |',
    '|---|---|---|---|'
  ]
  const one = many[0].stepS.median
  for (const row of many) {
    const goal =
      row.label.includes('10') && !row.label.includes('default')
        ? `${mark(row.stepS.median <= one * 1.5)} ≤ 1.5 × one file (${(row.stepS.median / one).toFixed(2)}×)`
        : ''
    lines.push(`| ${row.label} | ${formatSpread(row.stepS)} | ${row.peakConcurrent} | ${goal} |`)
  }
  return lines.join('\n')
}

// Sections ------------------------------------------------------------------------------------
interface Measured {
  readonly id: string
  readonly title: string
  readonly markdown: string
  readonly data: unknown
  readonly tookMs: number
}

const SECTIONS = [
  'startup',
  'memory',
  'latency',
  'many-files',
  'github',
  'check',
  'compare',
  'fan-in',
  'convert',
  'reuse',
  'forks',
  'first-state'
]

async function timed(
  id: string,
  title: string,
  measure: () => Promise<{ markdown: string; data: unknown }>
): Promise<Measured> {
  const started = Date.now()
  console.log(`${title}…`)
  const { markdown, data } = await measure()
  return { id, title, markdown, data, tookMs: Date.now() - started }
}

function measureSection(id: string, files: BenchFiles): Promise<Measured> {
  switch (id) {
    case 'startup':
      return timed(id, '2. Start-up cost', async () => {
        const rows = await startup(files)
        return { markdown: startupTable(rows, distSize()), data: rows }
      })
    case 'memory':
      return timed(id, '3. Memory', async () => {
        const rows = await memory(files)
        return { markdown: memoryTable(rows), data: rows }
      })
    case 'latency':
      return timed(id, '1. Detection latency and reads', async () => {
        const rows = (await Promise.all(DURATIONS.map(d => latencyFor(d, files)))).flat()
        return { markdown: latencyTable(rows), data: rows }
      })
    case 'many-files':
      return timed(id, '4. Many files', async () => {
        const rows = await manyFiles(files)
        return { markdown: manyTable(rows), data: rows }
      })
    case 'github':
      return timed(id, `5. ${GITHUB_TITLE}`, async () => {
        const rows = await githubRequests()
        return { markdown: githubTable(rows), data: rows }
      })
    case 'check':
      return timed(id, `6. ${CHECK_TITLE}`, async () => {
        const rows = await measureChecks()
        return { markdown: checkTable(rows), data: rows }
      })
    case 'compare':
      return timed(id, COMPARE_TITLE, compareBenchmark)
    case 'convert':
      return timed(id, CONVERT_TITLE, convertBenchmark)
    case 'reuse':
      return timed(id, REUSE_TITLE, reuseBenchmark)
    case 'forks':
      return timed(id, FORKS_TITLE, forksBenchmark)
    case 'first-state':
      return timed(id, FIRST_STATE_TITLE, firstStateBenchmark)
    default:
      return timed(id, `8. ${FAN_IN_TITLE}`, async () => {
        const rows = await fanInBenchmark()
        return { markdown: fanInTable(rows), data: rows }
      })
  }
}

/** Start-up and memory first, on a quiet machine; then latency and many files side by side. */
async function measureAll(ids: string[], files: BenchFiles): Promise<Measured[]> {
  const done: Measured[] = []
  for (const id of ids.filter(id => id === 'startup' || id === 'memory'))
    done.push(await measureSection(id, files))
  const together = ids.filter(id => id === 'latency' || id === 'many-files')
  done.push(...(await Promise.all(together.map(id => measureSection(id, files)))))
  for (const id of ids.filter(id => !['startup', 'memory', 'latency', 'many-files'].includes(id)))
    done.push(await measureSection(id, files))
  return done
}

function chosenSections(args: string[]): string[] {
  const named = args.filter(a => !a.startsWith('--'))
  const unknown = named.filter(n => !SECTIONS.includes(n))
  if (unknown.length > 0)
    throw new Error(`unknown section ${unknown.join(', ')}: choose from ${SECTIONS.join(', ')}`)
  return named.length > 0 ? SECTIONS.filter(s => named.includes(s)) : SECTIONS
}

function saveResults(measured: Measured[]): void {
  const date = new Date().toISOString()
  mkdirSync(RESULTS, { recursive: true })
  const figures = Object.fromEntries(measured.map(m => [m.id, m.data]))
  const json = JSON.stringify(
    { date, command: commandLine(), runs: RUNS, durations: DURATIONS, ...figures },
    null,
    2
  )
  writeFileSync(path.join(RESULTS, 'latest.json'), json)
  writeFileSync(path.join(RESULTS, `bench-${date.replace(/[:.]/g, '-')}.json`), json)
  const text = measured.map(m => `### ${m.title}\n\n${m.markdown}`).join('\n\n')
  writeFileSync(path.join(RESULTS, 'latest.md'), `${text}\n`)
  console.log(`\n${text}`)
}

async function main(): Promise<void> {
  const started = Date.now()
  const ids = chosenSections(process.argv.slice(2))
  console.log(`Benchmark: ${ids.join(', ')}; ${RUNS} runs a figure.`)
  const files = makeDatasets()
  try {
    const measured = await measureAll(ids, files)
    saveResults(measured)
    if (process.argv.includes('--record'))
      for (const m of measured)
        await recordSection(m.id, m.title, m.markdown, commandLine(), m.tookMs)
  } finally {
    files.remove()
  }
  console.log(`Finished in ${((Date.now() - started) / 1000).toFixed(0)} s.`)
}

main().catch(error => {
  console.error(`Benchmark failed: ${(error as Error).message}`)
  process.exitCode = 1
})

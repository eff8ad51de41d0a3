/**
 * `npm run bench:convert` (section `convert` of `npm run bench`): what converting a dataset costs
 * the action, side by side with DuckDB doing the same work in the same run. TSV to CSV and
 * Parquet to CSV at 10 MB and 100 MB, a 100 MB CSV unpacked from gzip, and a 1 GB CSV sampled
 * down to the service's 10 MB.
 *
 * Every task is one process, timed from spawn to exit, its peak resident memory read by GNU time:
 * - the action's side runs on Node 24. The whole conversions run bench/convert-entry.ts, bundled
 *   here with ncc, which calls `convertDataset` without the 10 MB limit (the action would stop
 *   there); the sample runs the action's own bundle (dist/index.js) as the plan/ sub-action, with
 *   `oversize: sample`, which checks and samples as a real run does and uploads nothing;
 * - DuckDB's side runs bench/convert-duckdb.mjs on the same Node: one `COPY (SELECT …) TO …
 *   (FORMAT csv, HEADER)` with DuckDB's default threads, `USING SAMPLE` for the sample.
 *
 * The inputs are made in a temporary folder at the start (their generation is timed apart and
 * not counted) and removed at the end. Goals: each task within 3× DuckDB's time (Parquet, decoded in
 * JavaScript, within 5×), and the action's peak resident memory under 200 MB in every run. The
 * action converts in one pass on one thread; DuckDB uses its default threads. The outputs are checked to agree: the rows of
 * both CSVs counted by DuckDB, and the sample within 10 MiB and the same on two runs. For the
 * Parquet files, hyparquet's reading of every value alone (bench/convert-entry.ts `decode`, no
 * text made) is timed too, beside DuckDB's whole conversion: what decoding costs in JavaScript.
 * `--record` replaces this section of BENCHMARKS.md. BENCH_RUNS (default 3) sets the runs;
 * `--only <text>` runs only the tasks whose label holds the text (not with `--record`).
 */
import { execFileSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  closeSync,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeSync
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { finished } from 'node:stream/promises'
import { pathToFileURL } from 'node:url'
import { createGzip } from 'node:zlib'
import { NODE24, REPO_ROOT, runAction } from '../tools/runner.js'
import { startFakeArtifacts } from '../__tests__/helpers/fake-artifacts.js'
import { WORKER_HEAP_MB } from '../src/datasets/convert/convert-worker.js'
import { commandLine, recordSection } from './record.js'
import { formatSpread, mark, spread, type Spread } from './stats.js'

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const MiB = 1024 * 1024
/** The service's limit, which the sample must fit. */
const LIMIT = 10 * MiB
/** Each task's goal: within this many times DuckDB's time. */
const GOAL_RATIO = 3
/** Parquet's, whose pages are decoded in JavaScript (hyparquet) where DuckDB's are native. */
const PARQUET_GOAL_RATIO = 5
const goalRatio = (row: { input: string }) =>
  row.input.endsWith('.parquet') ? PARQUET_GOAL_RATIO : GOAL_RATIO
const GOAL_MB = 200
export const DUCKDB_SCRIPT = path.join(REPO_ROOT, 'bench', 'convert-duckdb.mjs')

// Inputs -----------------------------------------------------------------------------------------
/** mulberry32: the same rows on every run, and fast. */
function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }
}

const WORDS = (
  'the order arrived late but complete, customer asked for a refund on two items; ' +
  'shipping was fast and the packaging good. price higher than last month, quality ' +
  'unchanged. would buy again: yes. delivered to the wrong address, then resent'
).split(' ')
const CITIES = ['Zürich', 'São Paulo', 'Kraków', 'Lyon', 'Osaka', 'Austin', 'Cape Town']
const PRODUCTS = ['chair', 'desk', 'lamp', 'shelf', 'sofa', 'rug', 'bed frame', 'mirror']
/** Values are drawn from pools this large: a gigabyte is made in seconds, not minutes. */
const POOL = 4096
const MASK = POOL - 1
const CENTS = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'))

/**
 * One sale in `delimiter`-separated text: id, date, an amount, a short text (one in 13 holding a
 * comma, one in 29 a tab, one in 97 a doubled quote, those quoted), a product, a count, a rate,
 * and free text of two pieces from a pool (16 million notes, nearly every one different, as free
 * text is), quoted in CSV when it holds a comma and left bare in TSV.
 */
function makeRow(next: () => number, delimiter: ',' | '\t'): (id: number) => string {
  const quote = (text: string) => `"${text.replaceAll('"', '""')}"`
  const pick = <T>(from: readonly T[]) => from[Math.floor(next() * from.length)]
  const pool = (make: (i: number) => string) => Array.from({ length: POOL }, (_, i) => make(i))
  const dates = pool(() => {
    const month = String(1 + Math.floor(next() * 12)).padStart(2, '0')
    return `2025-${month}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`
  })
  const rates = pool(() => (next() * 0.3).toFixed(4))
  const words = pool(() => {
    const some: string[] = []
    for (let n = 2 + Math.floor(next() * 8); n > 0; n--) some.push(pick(WORDS))
    return some.join(' ')
  })
  const comma = words.map(w => delimiter === ',' && w.includes(','))
  const places = pool(i => {
    const city = pick(CITIES)
    if (i % 13 === 0) return quote(`${city}, ${pick(PRODUCTS)} depot`)
    if (i % 29 === 0) return quote(`${city}\twest`)
    if (i % 97 === 0) return quote(`${city} "central"`)
    return city
  })
  const d = delimiter
  return id => {
    // Two draws, their bits split among the columns.
    const r = (next() * 2 ** 32) >>> 0
    const s = (next() * 2 ** 32) >>> 0
    const a = r & MASK
    const b = (r >>> 12) & MASK
    const note = comma[a] || comma[b] ? `"${words[a]} ${words[b]}"` : `${words[a]} ${words[b]}`
    const amount = `${(s % 2200) - 200}.${CENTS[(s >>> 11) % 100]}`
    return `${id}${d}${dates[s & MASK]}${d}${amount}${d}${places[(s >>> 18) & MASK]}${d}${PRODUCTS[r >>> 29]}${d}${(r >>> 24) & 31}${d}${rates[(s >>> 20) & MASK]}${d}${note}`
  }
}

const HEADER = ['id', 'sold_on', 'amount', 'place', 'product', 'quantity', 'discount', 'note']

/** Writes about `bytes` of rows as they are made, in 4 MiB pieces, to `write`. */
async function generate(
  bytes: number,
  delimiter: ',' | '\t',
  write: (piece: Buffer) => void | Promise<void>
): Promise<number> {
  const row = makeRow(random(bytes), delimiter)
  const buffer = Buffer.allocUnsafe(4 * MiB + 64 * 1024)
  let at = buffer.write(`${HEADER.join(delimiter)}\n`)
  let size = 0
  let id = 1
  for (; size + at < bytes; id++) {
    at += buffer.write(`${row(id)}\n`, at)
    if (at >= 4 * MiB) {
      size += at
      await write(Buffer.from(buffer.subarray(0, at)))
      at = 0
    }
  }
  await write(buffer.subarray(0, at))
  return id - 1
}

async function writeText(file: string, bytes: number, delimiter: ',' | '\t'): Promise<number> {
  const fd = openSync(file, 'w')
  try {
    return await generate(bytes, delimiter, piece => void writeSync(fd, piece))
  } finally {
    closeSync(fd)
  }
}

/** A CSV of about `bytes` unpacked, gzip-compressed as it is made (zlib's default level). */
async function writeGzip(file: string, bytes: number): Promise<number> {
  const gzip = createGzip()
  const done = finished(gzip.pipe(createWriteStream(file)))
  const rows = await generate(bytes, ',', piece =>
    gzip.write(piece) ? undefined : new Promise(resolve => gzip.once('drain', resolve))
  )
  gzip.end()
  await done
  return rows
}

export const sql = (text: string): string => `'${text.replaceAll("'", "''")}'`

interface Inputs {
  readonly root: string
  readonly files: Record<string, string>
  /** Rows generated in each file. */
  readonly rows: Record<string, number>
  readonly tookS: number
}

async function makeInputs(): Promise<Inputs> {
  const started = performance.now()
  const root = mkdtempSync(path.join(os.tmpdir(), 'dashboard-bench-convert-'))
  mkdirSync(path.join(root, 'out'))
  const at = (name: string) => path.join(root, name)
  const rows: Record<string, number> = {}
  const files: Record<string, string> = {}
  for (const [name, bytes] of [
    ['sales-10mb.tsv', 10 * MiB],
    ['sales-100mb.tsv', 100 * MiB]
  ] as const) {
    rows[name] = await writeText(at(name), bytes, '\t')
    files[name] = at(name)
    // The same rows as Parquet, as DuckDB writes it by default: snappy, its default row groups.
    const parquet = name.replace('.tsv', '.parquet')
    await duckdb([
      `COPY (SELECT * FROM read_csv(${sql(at(name))}, delim='\t', header=true)) TO ${sql(at(parquet))} (FORMAT parquet, COMPRESSION snappy)`
    ])
    rows[parquet] = rows[name]
    files[parquet] = at(parquet)
  }
  rows['sales-1gb.csv'] = await writeText(at('sales-1gb.csv'), 1024 * MiB, ',')
  files['sales-1gb.csv'] = at('sales-1gb.csv')
  rows['sales-100mb.csv.gz'] = await writeGzip(at('sales-100mb.csv.gz'), 100 * MiB)
  files['sales-100mb.csv.gz'] = at('sales-100mb.csv.gz')
  return { root, files, rows, tookS: (performance.now() - started) / 1000 }
}

// Processes --------------------------------------------------------------------------------------
export interface Measured {
  readonly s: number
  /** CPU time, user and system, of every thread. */
  readonly cpuS: number
  readonly mb: number
  readonly stdout: string
}

const GNU_TIME = ['/usr/bin/time', '-f', 'peak-rss-kb=%M cpu-s=%U+%S']

/** What GNU_TIME wrote of a process: its peak RSS (MB) and CPU time (s); undefined if nothing. */
function timeFigures(stderr: string): { mb: number; cpuS: number } | undefined {
  const kb = /peak-rss-kb=(\d+)/.exec(stderr)?.[1]
  const cpu = /cpu-s=([\d.]+)\+([\d.]+)/.exec(stderr)
  if (kb === undefined || cpu === null) return undefined
  return { mb: Number(kb) / 1024, cpuS: Number(cpu[1]) + Number(cpu[2]) }
}

/** Runs a command under GNU time: its wall time from spawn to exit, and its peak RSS. */
export function measured(command: string, args: string[], cwd: string): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const [time, ...format] = GNU_TIME
    const child = spawn(time, [...format, command, ...args], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()))
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
    child.on('close', code => {
      const s = (performance.now() - started) / 1000
      const figures = timeFigures(stderr)
      if (code !== 0 || figures === undefined)
        reject(new Error(`${path.basename(command)} ${args.join(' ')} failed: ${stderr}`))
      else resolve({ s, ...figures, stdout })
    })
  })
}

async function duckdb(statements: string[], cwd = os.tmpdir()): Promise<number[][]> {
  const run = await measured(NODE24, [DUCKDB_SCRIPT, ...statements], cwd)
  return JSON.parse(run.stdout) as number[][]
}

/** The rows of a CSV with a header, as DuckDB reads it. */
async function countRows(file: string): Promise<number> {
  const [[count]] = await duckdb([`SELECT count(*) FROM read_csv(${sql(file)}, header=true)`])
  return count
}

/** `source` (bench/convert-entry.ts unless said) bundled with ncc; the bundle's path. */
export function bundleEntry(source = 'bench/convert-entry.ts'): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dashboard-bench-entry-'))
  execFileSync('npx', ['ncc', 'build', source, '-o', dir, '--target', 'es2022', '--quiet'], {
    cwd: REPO_ROOT,
    stdio: 'inherit'
  })
  return path.join(dir, 'index.js')
}

// Tasks ------------------------------------------------------------------------------------------
interface Task {
  readonly label: string
  readonly input: string
  /** The action's format for the file, or `sample` for the plan/ sub-action with `oversize: sample`. */
  readonly mode: 'tsv' | 'parquet' | 'csv' | 'sample'
  /** DuckDB's SELECT of what the output holds. */
  readonly select: (file: string) => string
}

const TSV = (file: string) => `SELECT * FROM read_csv(${sql(file)}, delim='\t', header=true)`
const PARQUET = (file: string) => `SELECT * FROM ${sql(file)}`
const CSV = (file: string) => `SELECT * FROM read_csv(${sql(file)}, header=true)`

function tasks(inputs: Inputs): Task[] {
  const big = statSync(inputs.files['sales-1gb.csv']).size
  // Bernoulli, as the action's sample is a row-by-row one; the rate lands near 9.5 MiB.
  const percent = ((9.5 * MiB) / big) * 100
  return [
    { label: 'TSV → CSV, 10 MB', input: 'sales-10mb.tsv', mode: 'tsv', select: TSV },
    { label: 'TSV → CSV, 100 MB', input: 'sales-100mb.tsv', mode: 'tsv', select: TSV },
    {
      label: 'Parquet → CSV, 10 MB',
      input: 'sales-10mb.parquet',
      mode: 'parquet',
      select: PARQUET
    },
    {
      label: 'Parquet → CSV, 100 MB',
      input: 'sales-100mb.parquet',
      mode: 'parquet',
      select: PARQUET
    },
    {
      label: 'gzip CSV → CSV, 100 MB unpacked',
      input: 'sales-100mb.csv.gz',
      mode: 'csv',
      select: CSV
    },
    {
      label: '1 GB CSV sampled to 10 MB',
      input: 'sales-1gb.csv',
      mode: 'sample',
      select: file => `${CSV(file)} USING SAMPLE ${percent.toFixed(3)} PERCENT (bernoulli)`
    }
  ]
}

/** The action's side of one run; the output file, when it outlives the process. */
async function actionRun(
  task: Task,
  inputs: Inputs,
  entry: string,
  out: string
): Promise<Measured & { rows: number }> {
  if (task.mode !== 'sample') {
    const run = await measured(
      NODE24,
      [entry, task.mode, inputs.files[task.input], out],
      inputs.root
    )
    return { ...run, rows: (JSON.parse(run.stdout) as { rows: number }).rows }
  }
  // The plan/ sub-action checks and samples the dataset as a leg would, and uploads nothing;
  // it stores its plan in the run's artifacts, faked here.
  const artifacts = await startFakeArtifacts()
  const started = performance.now()
  const result = await runAction({
    action: 'plan',
    node: NODE24,
    workspace: inputs.root,
    inputs: { file: task.input, oversize: 'sample', compare: 'false' },
    env: { ...artifacts.env({ runId: 1, job: 'plan' }), GITHUB_SERVER_URL: 'https://github.com' },
    wrapper: GNU_TIME,
    killAfterMs: 600_000
  }).finally(() => artifacts.close())
  const s = (performance.now() - started) / 1000
  const figures = timeFigures(result.stderr)
  if (result.code !== 0 || figures === undefined)
    throw new Error(`the plan of ${task.input} failed: ${result.stdout}${result.stderr}`)
  return {
    s,
    ...figures,
    stdout: result.stdout,
    rows: sampledRows(result.stdout)
  }
}

/** The rows the plan's log says the sample kept. */
function sampledRows(log: string): number {
  const said = /\(([\d,]+) of [\d,]+\)/.exec(log)?.[1]
  return said === undefined ? NaN : Number(said.replaceAll(',', ''))
}

interface Row {
  readonly label: string
  readonly input: string
  readonly inputMb: number
  /** `busy`: the action's CPU time over its wall time, the cores it kept busy. */
  readonly action: { s: Spread; mb: Spread; busy: Spread }
  readonly duckdb: { s: Spread; mb: Spread }
  /** Parquet: hyparquet's reading of every value alone, no text made. */
  readonly decode?: { s: Spread; mb: Spread }
  readonly agreement: string
}

const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex')

async function measureTask(task: Task, inputs: Inputs, entry: string): Promise<Row> {
  console.log(`${task.label}…`)
  const input = inputs.files[task.input]
  const ours = path.join(inputs.root, 'out', 'action.csv')
  const theirs = path.join(inputs.root, 'out', 'duckdb.csv')
  const copy = `COPY (${task.select(input)}) TO ${sql(theirs)} (FORMAT csv, HEADER)`
  const action: Measured[] = []
  const duck: Measured[] = []
  const decode: Measured[] = []
  let actionRows = 0
  let duckRows = 0
  // Alternated, so that what else the machine runs falls on both sides alike.
  for (let i = 0; i < RUNS; i++) {
    const a = await actionRun(task, inputs, entry, ours)
    action.push(a)
    actionRows = a.rows
    const d = await measured(NODE24, [DUCKDB_SCRIPT, copy], inputs.root)
    duck.push(d)
    duckRows = (JSON.parse(d.stdout) as number[][])[0][0]
    if (task.mode === 'parquet')
      decode.push(await measured(NODE24, [entry, 'decode', input], inputs.root))
  }
  const agreement =
    task.mode === 'sample'
      ? await sampleAgreement(task, inputs, entry, actionRows, duckRows, theirs)
      : await fullAgreement(inputs.rows[task.input], actionRows, duckRows, ours, theirs)
  rmSync(ours, { force: true })
  rmSync(theirs, { force: true })
  return {
    label: task.label,
    input: task.input,
    inputMb: statSync(input).size / MiB,
    action: {
      s: spread(action.map(r => r.s)),
      mb: spread(action.map(r => r.mb)),
      busy: spread(action.map(r => r.cpuS / r.s))
    },
    duckdb: { s: spread(duck.map(r => r.s)), mb: spread(duck.map(r => r.mb)) },
    ...(decode.length > 0
      ? { decode: { s: spread(decode.map(r => r.s)), mb: spread(decode.map(r => r.mb)) } }
      : {}),
    agreement
  }
}

/** Both outputs hold every row generated, as the converters say and as DuckDB reads them back. */
async function fullAgreement(
  generated: number,
  actionRows: number,
  duckRows: number,
  ours: string,
  theirs: string
): Promise<string> {
  const readOurs = await countRows(ours)
  const readTheirs = await countRows(theirs)
  const agree = [actionRows, duckRows, readOurs, readTheirs].every(n => n === generated)
  const mb = (file: string) => (statSync(file).size / MiB).toFixed(1)
  return `${mark(agree)} ${generated.toLocaleString('en-US')} rows generated; the action wrote ${actionRows.toLocaleString('en-US')} (${mb(ours)} MiB, ${readOurs.toLocaleString('en-US')} read back by DuckDB), DuckDB ${duckRows.toLocaleString('en-US')} (${mb(theirs)} MiB, ${readTheirs.toLocaleString('en-US')} read back)`
}

/**
 * The plan's output is removed with its scratch folder, so the sample is made twice more by
 * the bundled entry, as prepare.ts makes it (the same seed from the file, the same limit): both
 * within 10 MiB, byte for byte the same, with the rows the plan reported.
 */
async function sampleAgreement(
  task: Task,
  inputs: Inputs,
  entry: string,
  planRows: number,
  duckRows: number,
  theirs: string
): Promise<string> {
  const made: { bytes: number; digest: string; rows: number }[] = []
  for (const name of ['sample-1.csv', 'sample-2.csv']) {
    const out = path.join(inputs.root, 'out', name)
    await measured(NODE24, [entry, 'sample', inputs.files[task.input], out], inputs.root)
    made.push({ bytes: statSync(out).size, digest: digest(out), rows: await countRows(out) })
    rmSync(out, { force: true })
  }
  const [first, second] = made
  const n = (count: number) => count.toLocaleString('en-US')
  return [
    `${mark(first.bytes <= LIMIT && second.bytes <= LIMIT)} ${(first.bytes / MiB).toFixed(2)} MiB ≤ 10 MiB`,
    `${mark(first.digest === second.digest)} the same bytes on two runs (sha256 ${first.digest.slice(0, 12)}…)`,
    `${mark(first.rows === planRows)} ${n(first.rows)} of ${n(inputs.rows[task.input])} rows read back by DuckDB, as the plan reported (${n(planRows)})`,
    `DuckDB kept ${n(duckRows)} rows (${(statSync(theirs).size / MiB).toFixed(2)} MiB)`
  ].join('; ')
}

// Report -----------------------------------------------------------------------------------------
function table(
  rows: readonly Row[],
  inputs: Inputs,
  load: readonly number[],
  threads: number
): string {
  const lines = [
    `Load average (1 min) ${load.map(l => l.toFixed(1)).join(' at the start, ')} at the end: the machine's ${os.cpus().length} cores were shared with other work, so the times are noisy. Cores used: DuckDB ${threads} threads (its default, \`current_setting('threads')\`); the action one, every file read in one pass by one worker thread; "cores busy" is the action's CPU time (user and system, every thread, the garbage collector's included) over its time.`,
    '',
    `Each task is one process on Node 24 (tools/node24), timed from spawn to exit, its peak resident memory and CPU time read by GNU time (\`/usr/bin/time -f %M %U %S\`); median (min–max) of ${RUNS} runs, the action's and DuckDB's alternated. The action: its conversion bundled with ncc (bench/convert-entry.ts) and run, as in the action, in a worker thread whose heap is capped at ${WORKER_HEAP_MB} MB, the whole file converted without the 10 MB limit; the sample: the action's bundle (dist/index.js) as the plan/ sub-action, with \`oversize: sample\`. DuckDB ${duckdbVersion()} (\`@duckdb/node-api\`, its default threads): \`COPY (SELECT …) TO … (FORMAT csv, HEADER)\`, with \`USING SAMPLE … PERCENT (bernoulli)\` for the sample. The inputs were generated in ${inputs.tookS.toFixed(0)} s, not counted: mixed columns (ids, dates, decimals, short text with quoted commas, tabs and quotes, free text); the Parquet files are the TSVs' rows written by DuckDB (snappy, its default row groups).`,
    '',
    '| task | input (MiB) | action (s) | DuckDB (s) | ratio | goal | action peak RSS (MB) | goal | DuckDB peak RSS (MB) | action cores busy |',
    '|---|---|---|---|---|---|---|---|---|---|'
  ]
  for (const row of rows) {
    const ratio = row.action.s.median / row.duckdb.s.median
    const goal = goalRatio(row)
    lines.push(
      `| ${row.label} | ${row.inputMb.toFixed(1)} | ${formatSpread(row.action.s)} | ${formatSpread(row.duckdb.s)} | ${ratio.toFixed(2)}× | ${mark(ratio <= goal)} ≤ ${goal}× | ${formatSpread(row.action.mb, 1)} | ${mark(row.action.mb.max < GOAL_MB)} < ${GOAL_MB} MB in every run | ${formatSpread(row.duckdb.mb, 1)} | ${row.action.busy.median.toFixed(2)} |`
    )
  }
  const missed = rows.flatMap(row => {
    const ratio = row.action.s.median / row.duckdb.s.median
    return [
      ...(ratio > goalRatio(row) ? [`${row.label} took ${ratio.toFixed(2)}× DuckDB's time`] : []),
      ...(row.action.mb.max >= GOAL_MB
        ? [`${row.label} peaked at ${row.action.mb.max.toFixed(1)} MB`]
        : [])
    ]
  })
  lines.push(
    '',
    missed.length === 0
      ? 'Every conversion met both goals in this run.'
      : `Goals missed in this run: ${missed.join('; ')}.`
  )
  const decoded = rows.filter(row => row.decode !== undefined)
  if (decoded.length > 0) {
    lines.push(
      '',
      "Reading Parquet in JavaScript, before any text is made: hyparquet's own reader (`parquetRead`, every column of every row group, with the compressors the action uses, the values dropped; bench/convert-entry.ts `decode`), in the same runs, against DuckDB's whole conversion:",
      ''
    )
    for (const row of decoded) {
      const decode = row.decode as NonNullable<Row['decode']>
      const ratio = decode.s.median / row.duckdb.s.median
      const whole = row.action.s.median / decode.s.median
      const goal = goalRatio(row)
      const left = goal - ratio
      lines.push(
        `- ${row.label}: ${formatSpread(decode.s)} s, ${formatSpread(decode.mb, 1)} MB peak: ${ratio.toFixed(2)}× DuckDB's whole conversion, ${left <= 0 ? 'past the goal before a cell is written' : `which leaves ${left.toFixed(2)}× of DuckDB's time, of the ${goal}× the goal allows, to make the text and write it`}. The action's whole conversion (the same decoders without an object a value, the text, the file) took ${whole.toFixed(2)}× this reading's time.`
      )
    }
  }
  lines.push('', 'Whether the outputs agree:', '')
  for (const row of rows) lines.push(`- ${row.label}: ${row.agreement}`)
  return lines.join('\n')
}

export function duckdbVersion(): string {
  const pkg = path.join(REPO_ROOT, 'node_modules', '@duckdb', 'node-api', 'package.json')
  return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version
}

/** The value given after `name` on the command line. */
function option(name: string): string | undefined {
  const at = process.argv.indexOf(name)
  return at < 0 ? undefined : process.argv[at + 1]
}

export const CONVERT_TITLE = '9. Converting datasets, side by side with DuckDB'

/** Measures the section; its Markdown, and the figures for bench/results/. */
export async function convertBenchmark(): Promise<{ markdown: string; data: unknown }> {
  console.log('Generating the inputs…')
  const inputs = await makeInputs()
  console.log(`Generated in ${inputs.tookS.toFixed(1)} s (not counted).`)
  const entry = bundleEntry()
  try {
    const [[threads]] = await duckdb([`SELECT current_setting('threads')`])
    const load = [os.loadavg()[0]]
    const rows: Row[] = []
    const only = option('--only')
    for (const task of tasks(inputs).filter(t => only === undefined || t.label.includes(only)))
      rows.push(await measureTask(task, inputs, entry))
    load.push(os.loadavg()[0])
    return {
      markdown: table(rows, inputs, load, threads),
      data: { rows, generatedS: inputs.tookS, load }
    }
  } finally {
    rmSync(inputs.root, { recursive: true, force: true })
    rmSync(path.dirname(entry), { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now()
  if (process.argv.includes('--record') && option('--only') !== undefined)
    throw new Error('--record writes the whole section: leave out --only')
  convertBenchmark()
    .then(async ({ markdown }) => {
      console.log(`\n${markdown}`)
      if (process.argv.includes('--record'))
        await recordSection('convert', CONVERT_TITLE, markdown, commandLine(), Date.now() - started)
    })
    .catch(error => {
      console.error(`Benchmark failed: ${(error as Error).message}`)
      process.exitCode = 1
    })
}

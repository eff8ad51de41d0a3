/**
 * `npm run bench:compare` (section `compare` of `npm run bench`): what `compare` costs, side by
 * side with DuckDB doing the same keyed comparison in the same run. 10 MB and 100 MB CSV and
 * JSON (an array of records) datasets, an `id` and seven columns of mixed types, whose head
 * differs from the base in about 1% of rows (values edited in `amount` and `place`, rows added,
 * rows removed), both versions committed to a real git history.
 *
 * Every comparison is one process on Node 24, timed from spawn to exit, its peak resident memory
 * read by GNU time:
 * - ours: bench/compare-entry.ts, bundled here with ncc: `changeOf` on the dataset, the base
 *   version read from git as the step reads it, the base in a worker thread of the bundle beside
 *   the head when both together pass 32 MiB, as in the step, the change printed as JSON;
 * - DuckDB: bench/convert-duckdb.mjs with one SELECT, both versions read from files (CSV with
 *   `all_varchar`, so values compare as text; JSON with `read_json`), a FULL OUTER JOIN on `id`
 *   counting rows added, removed and changed and the values changed per column
 *   (`IS DISTINCT FROM`), with DuckDB's default threads.
 * Both must find what the generator made, and each other's counts: any difference fails the
 * bench. Goals: ours within 2× DuckDB's time at 10 MB and 100 MB, and under 400 MB of peak
 * resident memory at 100 MB in every run.
 *
 * Also, at 10 MB: the whole step (the bundle on Node 24, a push event, against the emulator)
 * with `compare: false` and `compare: true`, and the start-up of the bundle before csv-parse was
 * added (its dist/ from git) against now. `--record` replaces this section of BENCHMARKS.md.
 * BENCH_RUNS (default 5) sets the runs, at 10 MB and 100 MB alike.
 */
import { execFileSync, spawn } from 'node:child_process'
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { startEmulator, type Emulator } from '../emulator/server.js'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { NODE24, REPO_ROOT, runAction } from '../tools/runner.js'
import {
  bundleEntry,
  DUCKDB_SCRIPT,
  duckdbVersion,
  measured,
  sql,
  type Measured
} from './convert.js'
import { commandLine, recordSection } from './record.js'
import { formatSpread, mark, spread, type Spread } from './stats.js'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const KEY = Object.keys(DEFAULT_KEYS)[1]
const MB = 1_000_000
const MiB = 1024 * 1024
const GOAL_RATIO = 2
const GOAL_MB = 400

// Datasets ---------------------------------------------------------------------------------------
/** A 32-bit draw from a row's id and a salt: each row is made alone, in any order. */
function draw(id: number, salt: number): number {
  let x = Math.imul(id, 0x9e3779b1) ^ Math.imul(salt + 1, 0x632be5ab)
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b)
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35)
  return (x ^ (x >>> 16)) >>> 0
}

const CITIES = ['Zürich', 'São Paulo', 'Kraków', 'Lyon', 'Osaka', 'Austin', 'Cape Town']
const PRODUCTS = ['chair', 'desk', 'lamp', 'shelf', 'sofa', 'rug', 'bed frame', 'mirror']
const WORDS = (
  'the order arrived late but complete, customer asked for a refund on two items; ' +
  'shipping was fast and the packaging good. price higher than last month, quality ' +
  'unchanged. would buy again: yes. delivered to the wrong address, then resent'
).split(' ')
const POOL = 4096
const pool = (make: (i: number) => string) => Array.from({ length: POOL }, (_, i) => make(i))
const DATES = pool(
  i =>
    `2025-${String(1 + (draw(i, 1) % 12)).padStart(2, '0')}-${String(1 + (draw(i, 2) % 28)).padStart(2, '0')}`
)
/** Places: one in 13 holds a comma, one in 97 quotes (quoted in CSV, escaped in JSON). */
const PLACES = pool(i => {
  const city = CITIES[draw(i, 3) % CITIES.length]
  if (i % 13 === 0) return `${city}, ${PRODUCTS[draw(i, 4) % PRODUCTS.length]} depot`
  if (i % 97 === 0) return `${city} "central"`
  return city
})
/** Free text of 2 to 7 words, some with commas; one in 20 is empty (`null` in JSON). */
const NOTES = pool(i => {
  const words: string[] = []
  for (let n = 2 + (draw(i, 5) % 6); n > 0; n--) words.push(WORDS[draw(i, 6 + n) % WORDS.length])
  return words.join(' ')
})
const csvField = (text: string) =>
  /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
const CSV_PLACES = PLACES.map(csvField)
const CSV_NOTES = NOTES.map(csvField)
const JSON_PLACES = PLACES.map(place => JSON.stringify(place))
const JSON_NOTES = NOTES.map(note => JSON.stringify(note))

const COLUMNS = ['sold_on', 'amount', 'place', 'product', 'quantity', 'in_stock', 'note'] as const

/** One row as text, its `amount` and `place` edited as asked. */
function row(type: 'csv' | 'json', id: number, edit: { amount: boolean; place: boolean }): string {
  const r = draw(id, 11)
  const s = draw(id, 12)
  const cents = (s % 220_000) - 20_000 + (edit.amount ? 125 : 0)
  const amount = (cents / 100).toFixed(2)
  const at = (s >>> 18) & (POOL - 1)
  const moved = `${PLACES[at]} (moved)`
  const product = PRODUCTS[r >>> 29]
  const quantity = (r >>> 24) & 31
  const inStock = (r & 4096) === 0
  const note = (r >>> 13) % 20 === 0 ? undefined : (r >>> 12) & (POOL - 1)
  if (type === 'csv') {
    const place = edit.place ? csvField(moved) : CSV_PLACES[at]
    return `${id},${DATES[r & (POOL - 1)]},${amount},${place},${product},${quantity},${inStock},${note === undefined ? '' : CSV_NOTES[note]}`
  }
  const place = edit.place ? JSON.stringify(moved) : JSON_PLACES[at]
  return `{"id":${id},"sold_on":"${DATES[r & (POOL - 1)]}","amount":${amount},"place":${place},"product":"${product}","quantity":${quantity},"in_stock":${inStock},"note":${note === undefined ? 'null' : JSON_NOTES[note]}}`
}

/** What the head does to the base, by construction. */
interface Counts {
  readonly before: number
  readonly after: number
  readonly added: number
  readonly removed: number
  readonly changed: number
  /** Values changed per column, for the columns with any. */
  readonly columns: Readonly<Record<string, number>>
}

/** Rows written to a file in 4 MiB pieces. */
class Writer {
  private readonly fd: number
  private pieces: string[] = []
  private pending = 0
  bytes = 0

  constructor(file: string) {
    this.fd = openSync(file, 'w')
  }

  write(text: string): void {
    this.pieces.push(text)
    const size = Buffer.byteLength(text)
    this.pending += size
    this.bytes += size
    if (this.pending >= 4 * MiB) this.flush()
  }

  private flush(): void {
    writeSync(this.fd, this.pieces.join(''))
    this.pieces = []
    this.pending = 0
  }

  close(): void {
    this.flush()
    closeSync(this.fd)
  }
}

/** Id of a row the head adds after base row `id`. */
const ADDED_ID = 1_000_000_000

/**
 * A base of about `bytes` and its head. Of the base rows, by a draw on each id: 0.2% removed,
 * 0.2% with `amount` edited, 0.2% with `place` edited, 0.1% with both; 0.3% are followed in the
 * head by a row it adds. The counts the head's change must have.
 */
function writeVersions(type: 'csv' | 'json', bytes: number, baseFile: string, headFile: string) {
  const base = new Writer(baseFile)
  const head = new Writer(headFile)
  const header = `id,${COLUMNS.join(',')}\n`
  let [before, after, added, removed, changed, amounts, places] = [0, 0, 0, 0, 0, 0, 0]
  const put = (writer: Writer, text: string, first: boolean) =>
    writer.write(type === 'csv' ? `${text}\n` : `${first ? '' : ',\n'}${text}`)
  if (type === 'csv') [base, head].forEach(w => w.write(header))
  else [base, head].forEach(w => w.write('[\n'))
  for (let id = 1; base.bytes < bytes; id++) {
    const fate = draw(id, 21) % 1000
    const edit = { amount: fate === 2 || fate === 3 || fate === 6, place: fate >= 4 && fate <= 6 }
    put(base, row(type, id, { amount: false, place: false }), before === 0)
    before++
    if (fate < 2) removed++
    else {
      put(head, row(type, id, edit), after === 0)
      after++
      if (edit.amount || edit.place) changed++
      if (edit.amount) amounts++
      if (edit.place) places++
    }
    if (draw(id, 22) % 1000 < 3) {
      put(head, row(type, ADDED_ID + id, { amount: false, place: false }), after === 0)
      after++
      added++
    }
  }
  if (type === 'json') [base, head].forEach(w => w.write('\n]\n'))
  base.close()
  head.close()
  const counts: Counts = {
    before,
    after,
    added,
    removed,
    changed,
    columns: { amount: amounts, place: places }
  }
  return counts
}

interface Case {
  readonly label: string
  readonly file: string
  readonly type: 'csv' | 'json'
  readonly bytes: number
  readonly large: boolean
}
const CASES: Case[] = [
  { label: '10 MB CSV', file: 'sales-10mb.csv', type: 'csv', bytes: 10 * MB, large: false },
  { label: '10 MB JSON', file: 'sales-10mb.json', type: 'json', bytes: 10 * MB, large: false },
  { label: '100 MB CSV', file: 'sales-100mb.csv', type: 'csv', bytes: 100 * MB, large: true },
  { label: '100 MB JSON', file: 'sales-100mb.json', type: 'json', bytes: 100 * MB, large: true }
]

interface Repo {
  /** The checkout, its working tree at the head. */
  readonly root: string
  /** The base versions, as files for DuckDB. */
  readonly bases: string
  readonly base: string
  readonly head: string
  readonly expected: Record<string, Counts>
  readonly tookS: number
}

function makeRepo(): Repo {
  const started = performance.now()
  const top = mkdtempSync(path.join(os.tmpdir(), 'dashboard-bench-compare-'))
  const root = path.join(top, 'repo')
  const bases = path.join(top, 'base')
  mkdirSync(root)
  mkdirSync(bases)
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
      { cwd: root, encoding: 'utf8', maxBuffer: 64 * MiB }
    ).trim()
  git('init', '-q')
  const expected: Record<string, Counts> = {}
  for (const c of CASES)
    expected[c.file] = writeVersions(
      c.type,
      c.bytes,
      path.join(root, c.file),
      path.join(top, `head-${c.file}`)
    )
  git('add', '-A')
  git('commit', '-qm', 'base')
  const base = git('rev-parse', 'HEAD')
  for (const c of CASES) {
    renameSync(path.join(root, c.file), path.join(bases, c.file))
    renameSync(path.join(top, `head-${c.file}`), path.join(root, c.file))
  }
  git('add', '-A')
  git('commit', '-qm', 'head')
  const tookS = (performance.now() - started) / 1000
  return { root, bases, base, head: git('rev-parse', 'HEAD'), expected, tookS }
}

// The comparison, both sides ---------------------------------------------------------------------
/** The counts in the change `changeOf` printed; throws unless rows were matched on `id`. */
function oursCounts(stdout: string, label: string): Counts {
  const change = JSON.parse(stdout) as {
    kind: string
    before?: number
    after?: number
    added?: number
    removed?: number
    changed?: number
    changedColumns?: { column: string; rows: number }[]
    key?: string[]
  }
  if (change.kind !== 'changed' || change.key?.join() !== 'id')
    throw new Error(`${label}: ours did not compare rows on the key id: ${stdout}`)
  return {
    before: change.before ?? NaN,
    after: change.after ?? NaN,
    added: change.added ?? NaN,
    removed: change.removed ?? NaN,
    changed: change.changed ?? NaN,
    columns: Object.fromEntries((change.changedColumns ?? []).map(c => [c.column, c.rows]))
  }
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`

/** DuckDB's keyed comparison of the two files, as one SELECT. */
function duckdbQuery(type: 'csv' | 'json', baseFile: string, headFile: string): string {
  const read = (file: string) =>
    type === 'csv'
      ? `read_csv(${sql(file)}, header=true, all_varchar=true, delim=',', quote='"', escape='"')`
      : `read_json(${sql(file)}, format='array')`
  const both = 'b.id IS NOT NULL AND h.id IS NOT NULL'
  const differs = (column: string) => `b.${ident(column)} IS DISTINCT FROM h.${ident(column)}`
  return [
    'SELECT count(b.id), count(h.id),',
    'count(*) FILTER (WHERE b.id IS NULL),',
    'count(*) FILTER (WHERE h.id IS NULL),',
    `count(*) FILTER (WHERE ${both} AND (${COLUMNS.map(differs).join(' OR ')})),`,
    COLUMNS.map(column => `count(*) FILTER (WHERE ${both} AND ${differs(column)})`).join(', '),
    `FROM ${read(baseFile)} AS b FULL OUTER JOIN ${read(headFile)} AS h ON b.id = h.id`
  ].join(' ')
}

function duckdbCounts(stdout: string): Counts {
  const [[before, after, added, removed, changed, ...perColumn]] = JSON.parse(stdout) as number[][]
  const columns: Record<string, number> = {}
  COLUMNS.forEach((column, i) => {
    if (perColumn[i] > 0) columns[column] = perColumn[i]
  })
  return { before, after, added, removed, changed, columns }
}

/** One line for a set of counts, columns sorted by name: what is checked for equality. */
function countsText(counts: Counts): string {
  const n = (value: number) => value.toLocaleString('en-US')
  const columns = Object.keys(counts.columns)
    .sort()
    .map(column => `${column} ${n(counts.columns[column])}`)
    .join(', ')
  return `${n(counts.before)} → ${n(counts.after)} rows: ${n(counts.added)} added, ${n(counts.removed)} removed, ${n(counts.changed)} changed (${columns})`
}

interface Row {
  readonly label: string
  readonly baseMiB: number
  readonly headMiB: number
  readonly ours: { s: Spread; mb: Spread }
  readonly duckdb: { s: Spread; mb: Spread }
  readonly found: string
}

async function measureCase(repo: Repo, c: Case, entry: string): Promise<Row> {
  console.log(`${c.label}…`)
  const baseFile = path.join(repo.bases, c.file)
  const query = duckdbQuery(c.type, baseFile, path.join(repo.root, c.file))
  const expected = countsText(repo.expected[c.file])
  const ours: Measured[] = []
  const duck: Measured[] = []
  // Alternated, so that what else the machine runs falls on both sides alike.
  for (let i = 0; i < RUNS; i++) {
    const a = await measured(NODE24, [entry, repo.root, repo.base, c.file, c.type], repo.root)
    ours.push(a)
    const d = await measured(NODE24, [DUCKDB_SCRIPT, query], repo.root)
    duck.push(d)
    const found = {
      ours: countsText(oursCounts(a.stdout, c.label)),
      duckdb: countsText(duckdbCounts(d.stdout))
    }
    if (found.ours !== expected || found.duckdb !== expected)
      throw new Error(
        `${c.label}: the counts differ.\n  made:   ${expected}\n  ours:   ${found.ours}\n  DuckDB: ${found.duckdb}`
      )
  }
  const mib = (file: string) => statSync(file).size / MiB
  return {
    label: c.label,
    baseMiB: mib(baseFile),
    headMiB: mib(path.join(repo.root, c.file)),
    ours: { s: spread(ours.map(r => r.s)), mb: spread(ours.map(r => r.mb)) },
    duckdb: { s: spread(duck.map(r => r.s)), mb: spread(duck.map(r => r.mb)) },
    found: expected
  }
}

// The whole step -------------------------------------------------------------------------------
async function step(
  emulator: Emulator,
  repo: Repo,
  file: string,
  compare: boolean
): Promise<{ s: Spread; mb: Spread }> {
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
  return { s: spread(times), mb: spread(peaks) }
}

interface StepRow {
  readonly label: string
  readonly off: { s: Spread; mb: Spread }
  readonly on: { s: Spread; mb: Spread }
}

// Start-up before and after csv-parse ----------------------------------------------------------
/** The commit before the one that added csv-parse to package.json: its dist/ is the bundle without it. */
function bundleBefore(): { commit: string; dir: string } | undefined {
  try {
    const added = execFileSync(
      'git',
      ['log', '--format=%H', '-S"csv-parse"', '--reverse', '--', 'package.json'],
      { cwd: REPO_ROOT, encoding: 'utf8' }
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

const STARTUP_RUNS = Math.max(10, RUNS)

async function startupTimes(
  emulator: Emulator,
  repo: Repo,
  bundle: string,
  compare = true
): Promise<Spread> {
  const small = path.join(repo.root, 'tiny.csv')
  writeFileSync(small, 'a,b\n1,2\n')
  const event = path.join(os.tmpdir(), `bench-compare-start-${process.pid}.json`)
  writeFileSync(
    event,
    JSON.stringify({ ref: 'refs/heads/main', before: repo.base, after: repo.head })
  )
  const times: number[] = []
  for (let i = 0; i < STARTUP_RUNS; i++) {
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
  return spread(times)
}

interface Startup {
  readonly now: { ms: Spread; off: Spread; size: { total: number; main: number } }
  readonly before?: { commit: string; ms: Spread; size: { total: number; main: number } }
}

// Report ---------------------------------------------------------------------------------------
function report(
  repo: Repo,
  rows: readonly Row[],
  steps: readonly StepRow[],
  startup: Startup,
  load: readonly number[]
): string {
  const lines = [
    `Load average (1 min) ${load.map(l => l.toFixed(1)).join(' at the start, ')} at the end: the machine's ${os.cpus().length} cores were shared with other work, so the times are noisy. Both sides run on both cores: DuckDB with its default threads, ours reading the base in a worker thread beside the head when both together pass 32 MiB (the 100 MB rows), in one thread below that.`,
    '',
    `Each comparison is one process on Node 24 (tools/node24), timed from spawn to exit, its peak resident memory read by GNU time (\`/usr/bin/time -f %M\`); median (min–max) of ${RUNS} runs, ours and DuckDB's alternated. Ours: \`changeOf\` bundled with ncc (bench/compare-entry.ts, which serves the reading workers as dist/index.js does), the base version read from git. DuckDB ${duckdbVersion()} (\`@duckdb/node-api\`, its default threads): one SELECT over a FULL OUTER JOIN on \`id\` of both versions read from files (\`read_csv(…, all_varchar=true)\`, \`read_json(…, format='array')\`). The datasets were generated and committed in ${repo.tookS.toFixed(0)} s, not counted.`,
    '',
    '| dataset | base → head (MiB) | ours (s) | DuckDB (s) | ratio | goal | ours peak RSS (MB) | goal | DuckDB peak RSS (MB) |',
    '|---|---|---|---|---|---|---|---|---|'
  ]
  for (const row of rows) {
    const ratio = row.ours.s.median / row.duckdb.s.median
    const memoryGoal = row.label.startsWith('100 MB')
      ? `${mark(row.ours.mb.max < GOAL_MB)} < ${GOAL_MB} MB in every run`
      : ''
    lines.push(
      `| ${row.label} | ${row.baseMiB.toFixed(1)} → ${row.headMiB.toFixed(1)} | ${formatSpread(row.ours.s)} | ${formatSpread(row.duckdb.s)} | ${ratio.toFixed(2)}× | ${mark(ratio <= GOAL_RATIO)} ≤ ${GOAL_RATIO}× | ${formatSpread(row.ours.mb, 1)} | ${memoryGoal} | ${formatSpread(row.duckdb.mb, 1)} |`
    )
  }
  lines.push(
    '',
    'What both found, in every run, the same as the generator made (rows matched on `id`; values changed per column):',
    ''
  )
  for (const row of rows) lines.push(`- ${row.label}: ✅ ${row.found}`)
  lines.push(
    '',
    `The whole step at 10 MB: the bundle (dist/index.js) on Node 24 for a push, against the emulator, whose generation completes in the start call; median (min–max) of ${RUNS} runs; peak resident memory by GNU time.`,
    '',
    '| dataset | compare off (s) | compare on (s) | added (s) | peak off (MB) | peak on (MB) | added (MB) |',
    '|---|---|---|---|---|---|---|'
  )
  for (const s of steps)
    lines.push(
      `| ${s.label} | ${formatSpread(s.off.s)} | ${formatSpread(s.on.s)} | ${(s.on.s.median - s.off.s.median).toFixed(2)} | ${formatSpread(s.off.mb, 1)} | ${formatSpread(s.on.mb, 1)} | ${(s.on.mb.median - s.off.mb.median).toFixed(1)} |`
    )
  const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`
  const { now, before } = startup
  lines.push(
    '',
    `Start-up: the whole step for a 2-row CSV on a push (the bundle from before has no comparison), median (min–max) of ${STARTUP_RUNS} runs, in ms.`,
    '',
    '| bundle | whole step | `dist/` JavaScript | `index.js` |',
    '|---|---|---|---|'
  )
  if (before)
    lines.push(
      `| before csv-parse (${before.commit}) | ${formatSpread(before.ms, 0)} | ${kib(before.size.total)} | ${kib(before.size.main)} |`
    )
  lines.push(
    `| now, compare off | ${formatSpread(now.off, 0)} | ${kib(now.size.total)} | ${kib(now.size.main)} |`,
    `| now, compare on | ${formatSpread(now.ms, 0)} | | |`
  )
  return lines.join('\n')
}

export const COMPARE_TITLE = '7. Comparing a dataset with its base, side by side with DuckDB'

/** Measures the section; its Markdown, and the figures for bench/results/. */
export async function compareBenchmark(): Promise<{ markdown: string; data: unknown }> {
  console.log('Generating the datasets and their history…')
  const repo = makeRepo()
  console.log(`Made in ${repo.tookS.toFixed(1)} s (not counted).`)
  const entry = bundleEntry('bench/compare-entry.ts')
  const emulator = await startEmulator({ instantBytes: 11 * MiB })
  const old = bundleBefore()
  try {
    const load = [os.loadavg()[0]]
    const rows: Row[] = []
    for (const c of CASES) rows.push(await measureCase(repo, c, entry))
    const steps: StepRow[] = []
    for (const c of CASES.filter(c => !c.large)) {
      console.log(`${c.label}, the whole step…`)
      steps.push({
        label: c.label,
        off: await step(emulator, repo, c.file, false),
        on: await step(emulator, repo, c.file, true)
      })
    }
    console.log('Start-up…')
    const bundle = path.join(REPO_ROOT, 'dist', 'index.js')
    const startup: Startup = {
      now: {
        ms: await startupTimes(emulator, repo, bundle),
        off: await startupTimes(emulator, repo, bundle, false),
        size: jsSize(path.join(REPO_ROOT, 'dist'))
      },
      before: old && {
        commit: old.commit,
        ms: await startupTimes(emulator, repo, path.join(old.dir, 'dist', 'index.js')),
        size: jsSize(path.join(old.dir, 'dist'))
      }
    }
    load.push(os.loadavg()[0])
    return {
      markdown: report(repo, rows, steps, startup, load),
      data: { rows, steps, startup, load, expected: repo.expected, generatedS: repo.tookS }
    }
  } finally {
    await emulator.close()
    rmSync(path.dirname(repo.root), { recursive: true, force: true })
    rmSync(path.dirname(entry), { recursive: true, force: true })
    if (old) rmSync(old.dir, { recursive: true, force: true })
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

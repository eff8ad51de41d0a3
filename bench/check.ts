/**
 * `npm run bench:check`: how long the check before the upload takes on the largest datasets the
 * service accepts, in this process and without the network. The JSON holding one long string is
 * the case a scanner that re-reads cut tokens handles worst; the goal is at most 1.2× the time of
 * an ordinary JSON file of the same size. `--record` writes its section of BENCHMARKS.md.
 * `npm run bench` runs it too (section `check`).
 *
 * BENCH_RUNS (default 5) sets the measured runs per file.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { inspectDataset } from '../src/datasets/find/inspect.js'
import { commandLine, recordSection } from './record.js'
import { formatSpread, mark, spread, type Spread } from './stats.js'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const LIMIT = 10 * 1024 * 1024 - 1024
const GOAL = 1.2

export interface CheckRow {
  readonly label: string
  readonly bytes: number
  readonly ms: Spread
}

export const CHECK_TITLE = 'Checking a dataset before the upload'

function ordinaryCsv(): string {
  const parts = ['id,region,revenue,orders,month\n']
  let size = parts[0].length
  for (let i = 0; ; i++) {
    const row = `${i},region-${i % 7},${(i * 7919) % 100000},${(i * 31) % 997},2026-${String((i % 12) + 1).padStart(2, '0')}\n`
    if (size + row.length > LIMIT) break
    parts.push(row)
    size += row.length
  }
  return parts.join('')
}

function ordinaryJson(): string {
  const parts = ['[']
  let size = 2
  for (let i = 0; ; i++) {
    const item = `${i === 0 ? '' : ',\n'}{"id":${i},"region":"Zürich ${i % 7}","revenue":${(i * 7919) % 100000}}`
    const bytes = Buffer.byteLength(item)
    if (size + bytes > LIMIT) break
    parts.push(item)
    size += bytes
  }
  parts.push(']')
  return parts.join('')
}

/** One record whose text fills the file: every piece read ends inside the same string. */
function longStringJson(): string {
  const text = 'Zürich \\"quoted\\" notes\\n '
  const room = LIMIT - '[{"id":1,"notes":""}]'.length
  const repeats = Math.floor(room / Buffer.byteLength(text))
  return `[{"id":1,"notes":"${text.repeat(repeats)}"}]`
}

export async function measureChecks(): Promise<CheckRow[]> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'dashboard-check-'))
  try {
    const files: [string, string, string][] = [
      ['10 MB CSV', 'rows.csv', ordinaryCsv()],
      ['10 MB JSON, many records', 'rows.json', ordinaryJson()],
      ['10 MB JSON, one long string', 'long.json', longStringJson()]
    ]
    const rows: CheckRow[] = []
    for (const [label, name, content] of files) {
      writeFileSync(path.join(root, name), content)
      // One run unmeasured, so the figures compare warm code with warm code.
      await inspectDataset(root, name, {})
      const times: number[] = []
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now()
        await inspectDataset(root, name, {})
        times.push(performance.now() - started)
      }
      rows.push({ label, bytes: Buffer.byteLength(content), ms: spread(times) })
    }
    return rows
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

export function checkTable(rows: readonly CheckRow[]): string {
  const ordinary = rows.find(r => r.label.includes('many records'))?.ms.median ?? Number.NaN
  const lines = [
    `Median (min–max) of ${RUNS} runs on Node ${process.version}, in milliseconds, after one unmeasured run.`,
    '',
    '| dataset | bytes | check time (ms) | goal |',
    '|---|---|---|---|'
  ]
  for (const row of rows) {
    const ratio = row.ms.median / ordinary
    const goal = row.label.includes('long string')
      ? `${mark(ratio <= GOAL)} ≤ ${GOAL} × many records (${ratio.toFixed(2)}×)`
      : ''
    const ms = formatSpread(row.ms, 0)
    lines.push(`| ${row.label} | ${row.bytes.toLocaleString('en-US')} | ${ms} | ${goal} |`)
  }
  return lines.join('\n')
}

async function main(): Promise<void> {
  const started = Date.now()
  const text = checkTable(await measureChecks())
  console.log(text)
  if (process.argv.includes('--record'))
    await recordSection('check', `6. ${CHECK_TITLE}`, text, commandLine(), Date.now() - started)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch(error => {
    console.error(`Benchmark failed: ${(error as Error).message}`)
    process.exitCode = 1
  })
}

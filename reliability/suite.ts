/**
 * `npm run test:reliability`: the bundled action under load, faults, endless answers and
 * cancellation, against the emulator on loopback. Prints one table of figures and closes with
 * `N passed, N failed`. `tsx reliability/suite.ts endless faults` runs only the sections named.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startEmulator, type Emulator } from '../emulator/server.js'
import type { FaultKind } from '../emulator/faults.js'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { NODE24, runAction, type ActionResult } from '../tools/runner.js'
import { startRefusingFront } from './refusing-front.js'

const KEY = Object.keys(DEFAULT_KEYS)[1]
const LOAD_RUNS = Number(process.env.RELIABILITY_RUNS ?? 50)
const RATE_LIMIT = 10

interface Row {
  check: string
  figure: string
  goal: string
  passed: boolean
}
const rows: Row[] = []
const record = (check: string, figure: string, goal: string, passed: boolean) => {
  rows.push({ check, figure, goal, passed })
  console.log(`${passed ? 'ok  ' : 'FAIL'} ${check}: ${figure}`)
}

const root = mkdtempSync(path.join(os.tmpdir(), 'dashboard-reliability-'))
const small = 'small.csv'
const large = 'large.csv'
writeFileSync(path.join(root, small), 'month,revenue\n2026-01,100\n2026-02,120\n')
// Near the service's 10 MB: a reset sent when the headers arrive must reach the client while it
// is still writing the body, even when a busy machine lets the kernel buffer a few megabytes of it.
writeFileSync(
  path.join(root, large),
  'id,value\n' + Array.from({ length: 640_000 }, (_, i) => `${i},${i * 7}`).join('\n') + '\n'
)

function run(
  baseUrl: string,
  file: string,
  more: Record<string, string> = {},
  extra: Partial<Parameters<typeof runAction>[0]> = {}
): Promise<ActionResult> {
  return runAction({
    node: NODE24,
    workspace: root,
    inputs: {
      'api-key': KEY,
      'base-url': baseUrl,
      file,
      'poll-interval': '1',
      timeout: '30',
      ...more
    },
    ...extra
  })
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

// Load: many runs at once against a rate-limited emulator with faults on a tenth of reads.
async function load(): Promise<void> {
  const emulator = await startEmulator({
    instantBytes: 0,
    processingMs: 4000,
    rateLimitPerSecond: RATE_LIMIT
  })
  emulator.injectRandom([
    {
      endpoint: 'read',
      probability: 0.1,
      kinds: [
        { type: 'status', status: 500 },
        { type: 'status', status: 502 },
        { type: 'status', status: 503 },
        { type: 'reset', after: 'headers' },
        { type: 'html' },
        { type: 'truncated-json' }
      ]
    }
  ])
  for (let i = 0; i < LOAD_RUNS; i++)
    writeFileSync(path.join(root, `load-${i}.csv`), `run,value\n${i},1\n${i},2\n`)
  const results = await Promise.all(
    Array.from({ length: LOAD_RUNS }, (_, i) =>
      run(
        emulator.url,
        `load-${i}.csv`,
        { timeout: '300', 'poll-interval': '10' },
        { killAfterMs: 360_000 }
      )
    )
  )
  const completed = results.filter(r => r.code === 0 && r.outputs.status === 'completed').length
  const perRun = Array.from(
    { length: LOAD_RUNS },
    (_, i) => [...emulator.generations.values()].filter(g => g.fileName === `load-${i}.csv`).length
  )
  const limited = emulator.requests.filter(r => r.status === 429)
  const first429 = limited[0]?.receivedAt
  // Seconds counted from the first 429. The first holds the runs' own first requests, all
  // started at once; the seconds after it show whether the retries come back in step.
  const perSecond: number[] = []
  if (first429 !== undefined) {
    for (const request of emulator.requests) {
      if (request.receivedAt < first429) continue
      const second = Math.floor((request.receivedAt - first429) / 1000)
      perSecond[second] = (perSecond[second] ?? 0) + 1
    }
  }
  const burst = perSecond[0] ?? 0
  const counts = Array.from(perSecond, n => n ?? 0)
  const afterBurst = Math.max(0, ...counts.slice(1))
  const times = results.map(r => r.durationMs / 1000)
  record(
    `load: ${LOAD_RUNS} runs at once`,
    `${completed} of ${LOAD_RUNS} completed`,
    `${LOAD_RUNS} of ${LOAD_RUNS}`,
    completed === LOAD_RUNS
  )
  record(
    'load: generations per run',
    `min ${Math.min(...perRun)}, max ${Math.max(...perRun)}`,
    'exactly 1',
    perRun.every(n => n === 1)
  )
  record(
    'load: requests seen, of them 429',
    `${emulator.requests.length}, ${limited.length} (limit ${RATE_LIMIT}/s)`,
    'figure',
    true
  )
  // A retry is an upload of a file the service has already seen: what backoff governs.
  const seen = new Set<string>()
  const retriesPerSecond: number[] = []
  for (const request of emulator.requests.filter(r => r.method === 'POST')) {
    const name = request.file?.name ?? ''
    if (seen.has(name) && first429 !== undefined) {
      const second = Math.floor((request.receivedAt - first429) / 1000)
      retriesPerSecond[second] = (retriesPerSecond[second] ?? 0) + 1
    }
    seen.add(name)
  }
  const retries = Array.from(retriesPerSecond, n => n ?? 0)
  const retryPeak = Math.max(0, ...retries)
  record(
    'load: most requests in one second after the first 429',
    `${Math.max(burst, afterBurst)} (seconds 0-9: ${counts.slice(0, 10).join(', ')}; runs still starting add their first requests)`,
    'figure',
    true
  )
  record(
    'load: most retried uploads in one second',
    `${retryPeak} (seconds 0-9: ${Array.from({ length: 10 }, (_, k) => retries[k] ?? 0).join(', ')})`,
    `≤ ${2 * RATE_LIMIT} (2× the limit: retries spread, not in step)`,
    retryPeak <= 2 * RATE_LIMIT
  )
  record(
    'load: step time p50 / p95',
    `${percentile(times, 50).toFixed(1)} s / ${percentile(times, 95).toFixed(1)} s`,
    'figure',
    true
  )
  await emulator.close()
}

// The fault matrix -----------------------------------------------------------------------------
interface Fault {
  name: string
  kind?: FaultKind
  /** Refuse connections instead, for this long. */
  refuseMs?: number
  /** On the start call: whether the service may have acted, so the only right ending is a clean failure. */
  startMayHaveActed: boolean
  /** On the start call: whether the service created a generation before the fault. */
  startCreates: boolean
  file?: string
  timeout?: string
}

const FAULTS: Fault[] = [
  { name: 'refused connection', refuseMs: 1500, startMayHaveActed: false, startCreates: false },
  {
    name: 'reset before the body was sent',
    kind: { type: 'reset', after: 'headers' },
    startMayHaveActed: false,
    startCreates: false,
    file: large
  },
  {
    name: 'reset after the body was sent',
    kind: { type: 'reset', after: 'body' },
    startMayHaveActed: true,
    startCreates: true
  },
  {
    name: 'HTTP 500',
    kind: { type: 'status', status: 500 },
    startMayHaveActed: true,
    startCreates: false
  },
  {
    name: 'HTTP 502',
    kind: { type: 'status', status: 502 },
    startMayHaveActed: true,
    startCreates: false
  },
  {
    name: 'HTTP 503',
    kind: { type: 'status', status: 503, retryAfter: '1' },
    startMayHaveActed: false,
    startCreates: false
  },
  {
    name: 'HTTP 504',
    kind: { type: 'status', status: 504 },
    startMayHaveActed: true,
    startCreates: false
  },
  {
    name: '429, Retry-After in seconds',
    kind: { type: 'status', status: 429, retryAfter: '1' },
    startMayHaveActed: false,
    startCreates: false
  },
  {
    name: '429, Retry-After as an HTTP-date',
    kind: { type: 'status', status: 429 },
    startMayHaveActed: false,
    startCreates: false
  },
  {
    name: 'answer slower than the request timeout',
    kind: { type: 'delay', ms: 7000 },
    startMayHaveActed: true,
    startCreates: true,
    timeout: '4'
  },
  { name: 'HTML error page', kind: { type: 'html' }, startMayHaveActed: true, startCreates: false },
  {
    name: 'JSON cut short',
    kind: { type: 'truncated-json' },
    startMayHaveActed: true,
    startCreates: true
  },
  {
    name: 'answer cut off before its announced length',
    kind: { type: 'cut-off' },
    startMayHaveActed: true,
    startCreates: true
  },
  {
    name: 'answer without generation_id',
    kind: { type: 'no-generation-id' },
    startMayHaveActed: true,
    startCreates: true
  }
]

/** The HTTP-date form is made when injected, two seconds ahead. */
function injected(kind: FaultKind): FaultKind {
  if (kind.type === 'status' && kind.status === 429 && kind.retryAfter === undefined) {
    return { ...kind, retryAfter: new Date(Date.now() + 2000).toUTCString() }
  }
  return kind
}

function cleanFailure(result: ActionResult): boolean {
  const errors = result.stdout.split('\n').filter(line => line.startsWith('::error'))
  return result.code === 1 && errors.length > 0 && !/\n\s+at /.test(result.stdout + result.stderr)
}

async function faultOnStart(emulator: Emulator, fault: Fault): Promise<void> {
  emulator.reset()
  emulator.configure({ instantBytes: 0, processingMs: 500 })
  const front = await startRefusingFront(emulator.port)
  if (fault.refuseMs) await front.refuseFor(fault.refuseMs)
  if (fault.kind) emulator.inject({ endpoint: 'start', kind: injected(fault.kind) })
  const result = await run(
    `http://127.0.0.1:${front.port}/`,
    fault.file ?? small,
    fault.timeout ? { timeout: fault.timeout } : {}
  )
  await front.close()
  const generations = emulator.generations.size
  const posts = emulator.requests.filter(r => r.method === 'POST').length
  const completed =
    result.code === 0 && result.outputs.status === 'completed' && result.outputs['share-url'] !== ''
  const silentSuccess = result.code === 0 && !completed
  let passed: boolean
  let outcome: string
  if (fault.startMayHaveActed) {
    passed =
      cleanFailure(result) &&
      posts === 1 &&
      /may have/.test(result.stdout) &&
      generations === (fault.startCreates ? 1 : 0)
    outcome = cleanFailure(result)
      ? 'failed cleanly: says a generation may exist'
      : completed
        ? 'completed'
        : 'failed'
  } else {
    const retried = /trying again in/i.test(result.stdout)
    passed = completed && generations === 1 && retried
    outcome = completed
      ? `completed after ${retried ? 'a retry' : 'no retry'}, ${posts} upload(s) received`
      : 'failed'
  }
  passed &&= !silentSuccess && generations <= 1
  record(
    `start call: ${fault.name}`,
    `${outcome}; ${generations} generation(s)`,
    fault.startMayHaveActed ? 'not repeated, clean failure' : 'repeated, completed, 1 generation',
    passed
  )
}

async function faultOnRead(emulator: Emulator, fault: Fault): Promise<void> {
  emulator.reset()
  emulator.configure({ instantBytes: 0, processingMs: 2500 })
  const front = await startRefusingFront(emulator.port)
  let kind = fault.kind
  if (kind?.type === 'no-generation-id')
    kind = { type: 'status', status: 200, body: '{"status":"success","message":"ok"}' }
  if (kind) emulator.inject({ endpoint: 'read', kind: injected(kind) })
  const result = await run(
    `http://127.0.0.1:${front.port}/`,
    small,
    {},
    {
      onStart: () => {
        if (!fault.refuseMs) return
        const watch = setInterval(() => {
          if (emulator.generations.size === 0) return
          clearInterval(watch)
          void front.refuseFor(fault.refuseMs as number)
        }, 20)
      }
    }
  )
  await front.close()
  const completed = result.code === 0 && result.outputs.status === 'completed'
  const generations = emulator.generations.size
  const reads = emulator.requests.filter(r => r.method === 'GET').length
  record(
    `reads: ${fault.name}`,
    `${completed ? 'completed' : 'failed'} after ${reads} reads; ${generations} generation(s)`,
    'survived, 1 generation',
    completed && generations === 1
  )
}

async function faults(): Promise<void> {
  const emulator = await startEmulator()
  for (const fault of FAULTS) await faultOnStart(emulator, fault)
  for (const fault of FAULTS) {
    if (fault.name === 'reset before the body was sent') continue
    await faultOnRead(
      emulator,
      fault.name === 'answer slower than the request timeout'
        ? { ...fault, timeout: undefined }
        : fault
    )
  }
  await emulator.close()
}

// Answers that never end --------------------------------------------------------------------------
/** The step's timeout here: an answer read to its end, or until the time runs out, would reach it. */
const ENDLESS_TIMEOUT_S = 120
/** Ending within this shows the answer was cut off, not read until the timeout. */
const ENDLESS_END_MS = 10_000
/** Memory an endless answer may add to a run's peak: a few buffers of the 256 KiB kept, not a growing heap. */
const ENDLESS_EXTRA_KB = 32 * 1024
/** The timeout of a run whose every read is answered without end: its reads go on until then. */
const ENDLESS_READS_TIMEOUT_S = 20

/** A run on Node 24 under GNU time: its result and its peak resident memory in kB. */
async function measured(
  emulator: Emulator,
  timeoutS = ENDLESS_TIMEOUT_S
): Promise<{ result: ActionResult; peakKb: number }> {
  const result = await run(
    emulator.url,
    small,
    { timeout: String(timeoutS) },
    { wrapper: ['/usr/bin/time', '-f', 'peak-rss-kb=%M'], killAfterMs: 150_000 }
  )
  const kb = /peak-rss-kb=(\d+)/.exec(result.stderr)?.[1]
  if (kb === undefined) throw new Error(`GNU time gave no peak memory: ${result.stderr}`)
  return { result, peakKb: Number(kb) }
}

/**
 * A body that never ends. On the upload's answer, which may have created a generation: the step
 * ends at once, far from its timeout, saying so, the upload not repeated. On a read, which is
 * safe to repeat: read again, the step completes; on every read until the timeout: the step
 * fails then, the generation reported. The memory stays that of an ordinary run throughout.
 */
async function endlessAnswers(): Promise<void> {
  const emulator = await startEmulator({ instantBytes: 0, processingMs: 1000 })
  const ordinary = await measured(emulator)
  const baselineKb = ordinary.peakKb
  const flat = (peakKb: number) => peakKb <= baselineKb + ENDLESS_EXTRA_KB
  const memory = (peakKb: number) =>
    `peak RSS ${(peakKb / 1024).toFixed(0)} MB (ordinary run ${(baselineKb / 1024).toFixed(0)} MB)`
  const sentMiB = () =>
    emulator.requests
      .filter(r => r.fault === 'huge-body')
      .map(r => ((r.sentBytes ?? 0) / 1024 / 1024).toFixed(1))
      .join(', ')
  record(
    'endless answer: an ordinary run, for comparison',
    `${ordinary.result.outputs.status}; peak RSS ${(baselineKb / 1024).toFixed(0)} MB; ${(ordinary.result.durationMs / 1000).toFixed(1)} s`,
    'figure',
    ordinary.result.code === 0
  )

  emulator.reset()
  emulator.configure({ instantBytes: 0, processingMs: 600_000 })
  emulator.inject({ endpoint: 'start', kind: { type: 'huge-body' } })
  const upload = await measured(emulator)
  const posts = emulator.requests.filter(r => r.method === 'POST').length
  const mayExist =
    /may have been created/.test(upload.result.stdout) && upload.result.outputs.status === 'failed'
  record(
    'endless answer: the upload answered without end',
    `ended in ${(upload.result.durationMs / 1000).toFixed(1)} s of a ${ENDLESS_TIMEOUT_S} s timeout; ${memory(upload.peakKb)}; ${sentMiB()} MiB sent before the action hung up; ${posts} upload(s); says a generation may exist: ${mayExist ? 'yes' : 'no'}`,
    `clean failure within ${ENDLESS_END_MS / 1000} s, ≤ ${ENDLESS_EXTRA_KB / 1024} MB over the ordinary run, not repeated`,
    cleanFailure(upload.result) &&
      upload.result.durationMs <= ENDLESS_END_MS &&
      flat(upload.peakKb) &&
      posts === 1 &&
      mayExist
  )

  emulator.reset()
  // Done by the first read, which never ends; the next one sees the dashboard.
  emulator.configure({ instantBytes: 0, processingMs: 0 })
  emulator.inject({ endpoint: 'read', kind: { type: 'huge-body' } })
  const once = await measured(emulator)
  const readsOnce = emulator.requests.filter(r => r.method === 'GET').length
  const linked = once.result.code === 0 && once.result.outputs['share-url'] !== ''
  record(
    'endless answer: one read answered without end',
    `${linked ? 'completed with its share link' : 'failed'} in ${(once.result.durationMs / 1000).toFixed(1)} s; ${readsOnce} reads; ${memory(once.peakKb)}; ${sentMiB()} MiB sent before the action hung up`,
    `read again and completed, ≤ ${ENDLESS_EXTRA_KB / 1024} MB over the ordinary run`,
    linked && readsOnce === 2 && flat(once.peakKb)
  )

  emulator.reset()
  emulator.configure({ instantBytes: 0, processingMs: 600_000 })
  emulator.inject({ endpoint: 'read', kind: { type: 'huge-body' }, times: 100_000 })
  const every = await measured(emulator, ENDLESS_READS_TIMEOUT_S)
  const id = [...emulator.generations.keys()][0]
  const readsEvery = emulator.requests.filter(r => r.method === 'GET').length
  const reported =
    every.result.outputs['generation-id'] === id &&
    every.result.summary.includes(`generation-id: ${id}`) &&
    /reads failed/.test(every.result.stdout)
  record(
    'endless answer: every read answered without end',
    `failed after ${(every.result.durationMs / 1000).toFixed(1)} s of a ${ENDLESS_READS_TIMEOUT_S} s timeout; ${readsEvery} reads; ${memory(every.peakKb)}; generation reported: ${reported ? 'yes' : 'no'}`,
    `clean failure at the timeout, ≤ ${ENDLESS_EXTRA_KB / 1024} MB over the ordinary run, reported`,
    cleanFailure(every.result) &&
      every.result.durationMs <= (ENDLESS_READS_TIMEOUT_S + 5) * 1000 &&
      readsEvery > 3 &&
      flat(every.peakKb) &&
      reported
  )
  await emulator.close()
}

// Cancellation -----------------------------------------------------------------------------------
async function cancellation(): Promise<void> {
  const emulator = await startEmulator({ instantBytes: 0, processingMs: 120_000 })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    emulator.reset()
    emulator.configure({ instantBytes: 0, processingMs: 120_000 })
    let signalledAt = 0
    const result = await run(
      emulator.url,
      small,
      { timeout: '600' },
      {
        onStart: child => {
          const watch = setInterval(() => {
            if (emulator.generations.size === 0) return
            clearInterval(watch)
            // Signal while waiting: after the first read.
            setTimeout(() => {
              signalledAt = Date.now()
              child.kill(signal)
            }, 1500)
          }, 20)
        }
      }
    )
    const exitMs = Date.now() - signalledAt
    const id = [...emulator.generations.keys()][0]
    const reported =
      result.outputs['generation-id'] === id && result.outputs.status === 'processing'
    const summary = result.summary.includes(`generation-id: ${id}`)
    record(
      `cancellation: ${signal} while waiting`,
      `exit after ${exitMs} ms; outputs ${reported ? 'set' : 'missing'}; summary ${summary ? 'says how to resume' : 'silent'}`,
      'exit within 2 s, outputs and resume line',
      exitMs < 2000 && reported && summary && result.code === 1
    )
  }
  await emulator.close()
}

const SECTIONS: Record<string, () => Promise<void>> = {
  load,
  faults,
  endless: endlessAnswers,
  cancellation
}

async function main(): Promise<void> {
  const named = process.argv.slice(2)
  const unknown = named.filter(name => !(name in SECTIONS))
  if (unknown.length > 0)
    throw new Error(
      `No section ${unknown.join(', ')}; the sections: ${Object.keys(SECTIONS).join(', ')}.`
    )
  const started = Date.now()
  for (const [name, section] of Object.entries(SECTIONS))
    if (named.length === 0 || named.includes(name)) await section()
  rmSync(root, { recursive: true, force: true })
  const passed = rows.filter(r => r.passed).length
  const failed = rows.length - passed
  console.log(`\n| check | figure | goal | |\n|---|---|---|---|`)
  for (const row of rows)
    console.log(`| ${row.check} | ${row.figure} | ${row.goal} | ${row.passed ? '✅' : '❌'} |`)
  console.log(`\nFinished in ${((Date.now() - started) / 1000).toFixed(0)} s.`)
  console.log(`reliability: ${passed} passed, ${failed} failed`)
  process.exitCode = failed > 0 ? 1 : 0
}

main().catch(error => {
  console.error(`Reliability suite failed: ${(error as Error).stack}`)
  process.exitCode = 1
})

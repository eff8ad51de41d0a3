/**
 * An earlier generation the cache names, completed but without its share link (generation.ts):
 * waited for only within the minute the service's link may lag after completion, counted from
 * the read's updated_at (else its creation), never past it whatever the clocks say; otherwise
 * generated anew after the one read. The service is scripted and the clock fake, so the minute
 * costs nothing.
 */
import { describe, expect, it } from '@jest/globals'
import type { GenerationState } from '../src/service/answer.js'
import type { DashboardService } from '../src/service/client.js'
import { runDataset, type DatasetRun, type Reuse } from '../src/service/generation.js'
import { fakeClock } from './helpers/clock.js'
import { plainDataset } from './helpers/dataset.js'

const LAG_MS = 60_000
const SHARE = 'https://dash.example.com/share/s/view/'

/** Answers each generation's reads from its own script, the last answer repeating. */
function service(answers: Record<string, GenerationState[]>) {
  const reads: string[] = []
  let starts = 0
  const api: DashboardService & { reads: string[]; starts: () => number } = {
    reads,
    starts: () => starts,
    async start() {
      starts++
      return { generationId: 'new', status: 'processing' }
    },
    async read(id) {
      reads.push(id)
      const queue = answers[id]
      return (queue.length > 1 ? queue.shift() : queue[0]) as GenerationState
    }
  }
  return api
}

async function rerun(earlier: (now: number) => GenerationState[]) {
  const clock = fakeClock()
  const t0 = clock.now()
  const svc = service({
    old: earlier(t0),
    new: [{ generationId: 'new', status: 'completed', shareUrl: `${SHARE}new` }]
  })
  const reuse: Reuse = {
    maxAgeMs: 6 * 86_400_000,
    lookUpAll: () => undefined,
    lookUp: async () => ({ key: 'k', generationId: 'old' }),
    record: () => undefined,
    settled: async () => undefined
  }
  const lines: string[] = []
  const run: DatasetRun = {
    dataset: plainDataset('data/east.csv'),
    outcome: 'pending',
    elapsedMs: 0
  }
  let startedAt: number | undefined
  await runDataset(run, {
    service: {
      ...svc,
      start: async (...args) => {
        startedAt = clock.now()
        return svc.start(...args)
      }
    },
    settings: { allowedEmails: [], wait: true, timeoutMs: 600_000, pollIntervalMs: 10_000 },
    deadline: t0 + 600_000,
    startedAt: t0,
    clock,
    log: line => void lines.push(line),
    onStarted: () => undefined,
    reuse
  })
  const oldReads = svc.reads.filter(id => id === 'old').length
  return { run, log: lines.join('\n'), oldReads, waitedMs: (startedAt ?? clock.now()) - t0, svc }
}

const iso = (ms: number) => new Date(ms).toISOString()
const unlinked = (createdAt: number, updatedAt?: number): GenerationState => ({
  generationId: 'old',
  status: 'completed',
  dashboardId: 'd',
  createdAt: iso(createdAt),
  updatedAt: updatedAt === undefined ? undefined : iso(updatedAt)
})
const linked = (at: number): GenerationState => ({ ...unlinked(at), shareUrl: `${SHARE}old` })

describe('an earlier generation completed without its share link', () => {
  it('completed longer ago than the lag: generated anew after the one read, not waited for', async () => {
    const { run, log, oldReads, waitedMs, svc } = await rerun(now => [
      unlinked(now - 5 * 60_000, now - 2 * 60_000)
    ])
    expect(oldReads).toBe(1)
    expect(svc.starts()).toBe(1)
    expect(waitedMs).toBe(0)
    expect(run.outcome).toBe('completed')
    expect(run.reused).toBeUndefined()
    expect(run.state?.generationId).toBe('new')
    expect(log).toMatch(/old.*no share link.*generating anew/)
  })

  it('completed within the lag: followed until its link shows, and reused', async () => {
    const { run, oldReads, svc } = await rerun(now => [
      unlinked(now - 20_000, now - 10_000),
      unlinked(now - 20_000, now - 10_000),
      linked(now - 20_000)
    ])
    expect(oldReads).toBe(3)
    expect(svc.starts()).toBe(0)
    expect(run).toMatchObject({ outcome: 'completed', reused: true })
    expect(run.state?.shareUrl).toBe(`${SHARE}old`)
  })

  it('completed within the lag and never linked: generated anew once the lag has run out', async () => {
    const { run, log, oldReads, waitedMs, svc } = await rerun(now => [
      unlinked(now - 20_000, now - 10_000)
    ])
    expect(oldReads).toBeGreaterThan(1)
    expect(svc.starts()).toBe(1)
    // What was left of the minute since it completed, 10 s ago: no more.
    expect(waitedMs).toBeLessThanOrEqual(LAG_MS - 10_000)
    expect(run.state?.generationId).toBe('new')
    expect(log).toMatch(/old.*no usable share link.*generating anew/)
  })

  it('completed "in the future" by a clock ahead of the runner: waited for a minute at most', async () => {
    const { oldReads, waitedMs, svc } = await rerun(now => [
      unlinked(now - 60_000, now + 4 * 60_000)
    ])
    expect(oldReads).toBeGreaterThan(1)
    expect(svc.starts()).toBe(1)
    expect(waitedMs).toBeLessThanOrEqual(LAG_MS)
  })

  it('with no update time, counts from its creation', async () => {
    const recent = await rerun(now => [unlinked(now - 10_000), linked(now - 10_000)])
    expect(recent.run.reused).toBe(true)
    const old = await rerun(now => [unlinked(now - 3 * 60_000)])
    expect(old.oldReads).toBe(1)
    expect(old.svc.starts()).toBe(1)
  })
})

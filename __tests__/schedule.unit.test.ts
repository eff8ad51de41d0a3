import { describe, expect, it } from '@jest/globals'
import { parseRetryAfter } from '../src/service/retry-after.js'
import {
  backoffGap,
  honourRetryAfter,
  jitteredFloor,
  pollGap,
  slowDown,
  speedUp
} from '../src/service/schedule.js'

/**
 * The reads of a generation lasting `lengthMs` from the start answer, on the schedule alone (a
 * read taking no time): when each came, and how long after the end the one that saw it came.
 */
function follow(lengthMs: number, pollIntervalMs = 10_000) {
  const reads: number[] = []
  let now = 0
  do {
    now += pollGap(now, pollIntervalMs)
    reads.push(now)
  } while (now < lengthMs)
  return { reads, latencyMs: now - lengthMs }
}

/** Lengths from `fromMs` to `toMs`, `stepMs` apart, off the whole seconds. */
function lengths(fromMs: number, toMs: number, stepMs: number): number[] {
  const all: number[] = []
  for (let ms = fromMs + 37; ms < toMs; ms += stepMs) all.push(ms)
  return all
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]

describe('the polling schedule', () => {
  it('notices a generation of under 10 s within a second of its end', () => {
    const latencies = lengths(0, 10_000, 50).map(ms => follow(ms).latencyMs)
    expect(Math.max(...latencies)).toBeLessThanOrEqual(1000)
  })
  it.each([10_000, 60_000, 600_000])(
    'notices a longer generation within a tenth of its length (poll-interval %p ms)',
    pollIntervalMs => {
      const shares = lengths(10_000, 3_600_000, 250).map(
        ms => follow(ms, pollIntervalMs).latencyMs / ms
      )
      expect(Math.max(...shares)).toBeLessThanOrEqual(0.1)
      expect(median(shares)).toBeLessThanOrEqual(0.05)
    }
  )
  it('never reads more often than a loop reading every second', () => {
    // The loop reads at once, then every second: its k-th read comes k - 1 seconds in, and it
    // sees a generation of `ms` at its read number ceil(ms / 1000) + 1.
    const early: string[] = []
    for (const ms of [...lengths(0, 20_000, 50), ...lengths(20_000, 3_600_000, 1000)]) {
      const { reads } = follow(ms)
      if (reads.some((at, k) => at < (k + 1) * 1000) || reads.length > Math.ceil(ms / 1000) + 1)
        early.push(`${ms} ms: ${reads.join(', ')}`)
    }
    expect(early).toEqual([])
  })
  it('spaces reads more as the wait goes on, up to poll-interval: a long generation costs few reads', () => {
    const { reads } = follow(3_600_000)
    const gaps = reads.map((at, k) => at - (reads[k - 1] ?? 0))
    expect(gaps.every((gap, k) => gap >= (gaps[k - 1] ?? 0))).toBe(true)
    expect(Math.max(...gaps)).toBe(10_000)
    // From five minutes on, fewer reads than a loop reading every 5 seconds.
    const costly = lengths(300_000, 3_600_000, 1000).filter(
      ms => follow(ms).reads.length >= ms / 5000
    )
    expect(costly).toEqual([])
  })
  it('never waits longer than a small poll interval', () => {
    for (const waited of [0, 500, 5000, 60_000]) expect(pollGap(waited, 300)).toBe(300)
  })
})

describe('backoff', () => {
  it('doubles from one second up to the cap, jittered over its upper half', () => {
    expect(backoffGap(1, 30_000, () => 0)).toBe(500)
    expect(backoffGap(1, 30_000, () => 0.999)).toBeCloseTo(1000, -1)
    expect(backoffGap(3, 30_000, () => 0)).toBe(2000)
    expect(backoffGap(20, 30_000, () => 0)).toBe(15_000)
    expect(backoffGap(20, 30_000, () => 0.999)).toBeLessThanOrEqual(30_000)
  })
  it('spreads a herd: different random draws give different gaps', () => {
    const gaps = new Set([0.1, 0.4, 0.7, 0.9].map(r => backoffGap(4, 30_000, () => r)))
    expect(gaps.size).toBe(4)
  })
  it('treats Retry-After as a floor with a little jitter on top', () => {
    expect(honourRetryAfter(500, undefined, () => 0.5)).toBe(500)
    expect(honourRetryAfter(500, 3000, () => 0)).toBe(3000)
    expect(honourRetryAfter(500, 3000, () => 0.999)).toBeGreaterThan(6900)
    expect(honourRetryAfter(500, 3000, () => 0.999)).toBeLessThanOrEqual(7000)
    expect(honourRetryAfter(500, 1000, () => 0.5)).toBe(3000)
  })
  it('spreads the herd wider with each failure in a row, up to 30 s', () => {
    expect(honourRetryAfter(0, 1000, () => 0.999, 2)).toBeCloseTo(9000, -2)
    expect(honourRetryAfter(0, 1000, () => 0.999, 3)).toBeCloseTo(17_000, -2)
    expect(honourRetryAfter(0, 1000, () => 0.999, 10)).toBeLessThanOrEqual(31_000)
    expect(honourRetryAfter(9000, 3000, () => 0)).toBe(9000)
  })
})

describe('slowing down for a rate limit', () => {
  it('doubles the floor at each request to slow down, up to the poll interval', () => {
    expect(slowDown(0, 1000, 10_000)).toBe(1000)
    expect(slowDown(1000, 1000, 10_000)).toBe(2000)
    expect(slowDown(8000, 1000, 10_000)).toBe(10_000)
    expect(slowDown(2000, 30_000, 10_000)).toBe(10_000)
  })
  it('shrinks it by a fifth at each good read, to nothing below a second', () => {
    expect(speedUp(10_000)).toBe(8000)
    expect(speedUp(1200)).toBe(0)
    expect(speedUp(0)).toBe(0)
  })
  it('adds up to half of the floor at random', () => {
    expect(jitteredFloor(0, () => 0.9)).toBe(0)
    expect(jitteredFloor(4000, () => 0)).toBe(4000)
    expect(jitteredFloor(4000, () => 0.999)).toBeLessThanOrEqual(6000)
  })
})

describe('Retry-After', () => {
  const now = Date.parse('2026-11-21T10:00:00Z')
  it('reads delay-seconds', () => expect(parseRetryAfter('7', now)).toBe(7000))
  it('reads an HTTP-date', () =>
    expect(parseRetryAfter('Sat, 21 Nov 2026 10:00:05 GMT', now)).toBe(5000))
  it('treats a date in the past as no wait', () =>
    expect(parseRetryAfter('Sat, 21 Nov 2026 09:00:00 GMT', now)).toBe(0))
  it.each([undefined, '', 'soon', '-3', '1.5'])('ignores %p', value =>
    expect(parseRetryAfter(value, now)).toBeUndefined()
  )
})

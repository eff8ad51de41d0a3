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

describe('the polling schedule', () => {
  it('reads first a second after the start answer, then every second while the wait is short', () => {
    expect(pollGap(0, 10_000)).toBe(1000)
    expect(pollGap(1000, 10_000)).toBe(1000)
    expect(pollGap(4000, 10_000)).toBe(1000)
  })
  it('then waits a fifth of the time waited so far, up to the poll interval', () => {
    expect(pollGap(5000, 10_000)).toBe(1000)
    expect(pollGap(20_000, 10_000)).toBe(4000)
    expect(pollGap(49_000, 10_000)).toBe(9800)
    expect(pollGap(600_000, 10_000)).toBe(10_000)
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

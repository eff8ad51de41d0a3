import { describe, expect, it } from '@jest/globals'
import { parseRetryAfter } from '../src/retry-after.js'
import { backoffGap, FIRST_READ_MS, honourRetryAfter, pollGap } from '../src/schedule.js'

describe('the polling schedule', () => {
  it('reads first within a second, then at gaps that grow up to the poll interval and stay there', () => {
    const gaps = Array.from({ length: 20 }, (_, i) => pollGap(i, 10_000))
    expect(gaps[0]).toBe(FIRST_READ_MS)
    expect(gaps[0]).toBeLessThanOrEqual(1000)
    for (let i = 1; i < gaps.length; i++) expect(gaps[i]).toBeGreaterThanOrEqual(gaps[i - 1])
    expect(Math.max(...gaps)).toBe(10_000)
    expect(gaps.at(-1)).toBe(10_000)
  })
  it('never waits longer than a small poll interval', () => {
    for (let i = 0; i < 10; i++) expect(pollGap(i, 300)).toBeLessThanOrEqual(300)
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
    expect(honourRetryAfter(500, 3000, () => 0.999)).toBeGreaterThan(3000)
    expect(honourRetryAfter(500, 3000, () => 0.999)).toBeLessThanOrEqual(4000)
    expect(honourRetryAfter(9000, 3000, () => 0)).toBe(9000)
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

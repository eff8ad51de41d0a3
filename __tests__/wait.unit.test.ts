import { describe, expect, it } from '@jest/globals'
import type { GenerationState } from '../src/service/answer.js'
import { readTimeout, ServiceError } from '../src/service/client.js'
import { pollGap } from '../src/service/schedule.js'
import { startGeneration } from '../src/service/start.js'
import { waitForGeneration } from '../src/service/wait.js'
import { fakeClock } from './helpers/clock.js'
import { scriptedService } from './helpers/fake-service.js'
import { saying } from './helpers/meaning.js'
import { plainDataset } from './helpers/dataset.js'

const processing: GenerationState = { generationId: 'g1', status: 'processing' }
const doneNoLink: GenerationState = { generationId: 'g1', status: 'completed', dashboardId: 'b1' }
const done: GenerationState = { ...doneNoLink, shareUrl: 'https://dash.example.com/share/s/view/' }
const failed: GenerationState = { generationId: 'g1', status: 'failed', reason: 'bad data' }
const busy = (retryAfterMs?: number) => new ServiceError('busy', 'retryable', retryAfterMs)
const lines: string[] = []
const log = (line: string) => void lines.push(line)

function waitWith(
  reads: Parameters<typeof scriptedService>[1],
  options: {
    timeoutMs?: number
    pollMs?: number
    initial?: GenerationState
    readAtOnce?: boolean
  } = {}
) {
  const clock = fakeClock()
  const service = scriptedService(clock, reads)
  const t0 = clock.now()
  const result = waitForGeneration({
    service,
    initial: options.initial ?? processing,
    readAtOnce: options.readAtOnce ?? false,
    deadline: t0 + (options.timeoutMs ?? 600_000),
    pollIntervalMs: options.pollMs ?? 10_000,
    clock,
    log
  })
  return { clock, service, t0, result }
}

describe('the polling schedule, as the reads happen', () => {
  it('reads first within 1 s, then at growing gaps never above poll-interval, and never past the deadline', async () => {
    const { service, t0, clock, result } = waitWith([processing], {
      timeoutMs: 120_000,
      pollMs: 10_000
    })
    const outcome = await result
    const times = service.reads.map(r => r.at - t0)
    const gaps = times.map((t, i) => (i === 0 ? t : t - times[i - 1]))
    expect(times[0]).toBeLessThanOrEqual(1000)
    for (let i = 1; i < gaps.length - 1; i++) expect(gaps[i]).toBeGreaterThanOrEqual(gaps[i - 1])
    expect(Math.max(...gaps)).toBeLessThanOrEqual(10_000)
    expect(clock.now() - t0).toBeLessThanOrEqual(120_000)
    expect(times.at(-1)).toBeGreaterThan(110_000)
    for (const read of service.reads)
      expect(read.at + read.timeoutMs).toBeLessThanOrEqual(t0 + 120_000)
    expect(outcome).toMatchObject({
      finished: false,
      state: processing,
      reads: service.reads.length
    })
  })
  it('obeys Retry-After even beyond poll-interval, then returns to the schedule', async () => {
    const { service, t0, result } = waitWith([processing, busy(15_000), processing, done], {
      pollMs: 2000
    })
    await result
    const times = service.reads.map(r => r.at - t0)
    expect(times[2] - times[1]).toBeGreaterThanOrEqual(15_000)
    expect(times[3] - times[2]).toBeLessThanOrEqual(2000)
  })
  it('stays slower after being asked to slow down, then speeds up again', async () => {
    const reads = [
      busy(1000),
      busy(1000),
      busy(1000),
      ...Array<typeof processing>(12).fill(processing),
      done
    ]
    const { service, t0, result } = waitWith(reads, { pollMs: 10_000 })
    await result
    const times = service.reads.map(r => r.at - t0)
    // The gap after read k, against the plain schedule's gap at that moment.
    const gap = (k: number) => times[k + 1] - times[k]
    const plain = (k: number) => pollGap(times[k], 10_000)
    // After three 429s the floor (4 s, with jitter) holds the first good reads above the schedule…
    expect(gap(3)).toBeGreaterThanOrEqual(4000)
    expect(gap(3)).toBeGreaterThan(plain(3))
    // …and shrinking by a fifth a read, it gives way to the plain schedule.
    expect(gap(times.length - 2)).toBe(plain(times.length - 2))
  })
  it('stops at the deadline rather than wait for a Retry-After that ends after it', async () => {
    const { clock, t0, service, result } = waitWith([busy(60_000)], { timeoutMs: 20_000 })
    const outcome = await result
    expect(service.reads).toHaveLength(1)
    expect(clock.now() - t0).toBeLessThan(20_000)
    expect(outcome).toMatchObject({ finished: false, lastProblem: 'busy', failedReads: 1 })
  })
  it('reads through failures until the deadline, then says how many reads in a row failed', async () => {
    const good = { generationId: 'g1', status: 'processing' } as const
    const { service, t0, clock, result } = waitWith([good, busy(), busy(), busy()], {
      timeoutMs: 30_000,
      pollMs: 2_000
    })
    const outcome = await result
    expect(clock.now() - t0).toBeLessThanOrEqual(30_000)
    // Every read after the first failed: the count is theirs, not the good one's.
    expect(outcome).toMatchObject({
      finished: false,
      lastProblem: 'busy',
      failedReads: service.reads.length - 1
    })
    expect(service.reads.length).toBeGreaterThan(4)
  })
  it('gives a slow read only the time left before the deadline', async () => {
    const { service, t0, result } = waitWith([processing], { timeoutMs: 5_000 })
    await result
    // The first read comes 1 s after the start answer, with 4 s left of the 5 s timeout.
    expect(service.reads[0].at - t0).toBe(1000)
    expect(service.reads[0].timeoutMs).toBe(4000)
  })
})

describe('a read', () => {
  it('may take three poll intervals, and between 5 and 30 seconds', () => {
    expect(readTimeout(1000)).toBe(5000)
    expect(readTimeout(4000)).toBe(12_000)
    expect(readTimeout(60_000)).toBe(30_000)
  })
})

describe('waiting for the generation', () => {
  it('ends on completed once the share link is there, reading on while it lags', async () => {
    const { service, result } = waitWith([processing, doneNoLink, doneNoLink, done])
    await expect(result).resolves.toEqual({ state: done, finished: true, reads: 4 })
    expect(service.reads).toHaveLength(4)
  })
  it('ends on failed', async () => {
    await expect(waitWith([processing, failed]).result).resolves.toMatchObject({
      state: failed,
      finished: true
    })
  })
  it('survives passing faults, backing off while they last', async () => {
    const { service, t0, result } = waitWith([busy(), busy(), busy(), done])
    await expect(result).resolves.toMatchObject({ state: done, finished: true, reads: 4 })
    const times = service.reads.map(r => r.at - t0)
    expect(times[3] - times[2]).toBeGreaterThan(times[2] - times[1])
  })
  it('stops at a fault that reading again cannot mend', async () => {
    const refused = new ServiceError('The service refused the key (HTTP 401).', 'fatal')
    await expect(waitWith([processing, refused]).result).rejects.toThrow('refused the key')
  })
  it('reads at once when resuming', async () => {
    const { service, t0, result } = waitWith([done], { readAtOnce: true })
    await result
    expect(service.reads[0].at - t0).toBe(0)
  })
  it('keeps a finished start answer when the read confirming it fails', async () => {
    const { result } = waitWith([busy()], { initial: done, readAtOnce: true })
    await expect(result).resolves.toEqual({ state: done, finished: true, reads: 1 })
  })
  it('trusts the read over a finished start answer', async () => {
    const { result } = waitWith([processing, { ...done, title: 'From read' }], {
      initial: done,
      readAtOnce: true
    })
    await expect(result).resolves.toMatchObject({ state: { title: 'From read' }, reads: 2 })
  })
})

describe('a refused address', () => {
  const refused = () => new ServiceError('refused', 'retryable', undefined, 10_000)
  it('ends a wait that follows a generation by id after the short window, not at the deadline', async () => {
    const { clock, t0, service, result } = waitWith([refused()], { readAtOnce: true })
    await expect(result).rejects.toThrow(saying(/^refused/, /\d+ reads/, /\d+\.\d s/))
    expect(service.reads.length).toBeGreaterThan(2)
    expect(clock.now() - t0).toBeLessThan(30_000)
  })
  it('is waited out after a start, or once a read has answered: the service may be restarting', async () => {
    const afterStart = waitWith([refused()], { timeoutMs: 60_000 })
    await expect(afterStart.result).resolves.toMatchObject({ finished: false })
    expect(afterStart.clock.now() - afterStart.t0).toBeGreaterThan(50_000)
    const afterAnswer = waitWith([processing, refused()], { readAtOnce: true, timeoutMs: 60_000 })
    await expect(afterAnswer.result).resolves.toMatchObject({ finished: false })
    expect(afterAnswer.clock.now() - afterAnswer.t0).toBeGreaterThan(50_000)
  })
})

describe('starting the generation', () => {
  const request = {
    dataset: plainDataset('a.csv', { absolutePath: '/a.csv' }),
    allowedEmails: []
  }
  it('tries again where the service certainly did not act, honouring Retry-After', async () => {
    const clock = fakeClock()
    const service = scriptedService(clock, [], [busy(5000), busy(), processing])
    await expect(startGeneration(service, request, clock.now() + 60_000, clock, log)).resolves.toBe(
      processing
    )
    expect(service.starts).toHaveLength(3)
    expect(service.starts[1] - service.starts[0]).toBeGreaterThanOrEqual(5000)
  })
  it('never repeats a start call the service may have acted on', async () => {
    const clock = fakeClock()
    const maybe = new ServiceError('failed while taking the upload (HTTP 502)', 'fatal')
    const service = scriptedService(clock, [], [maybe, processing])
    await expect(startGeneration(service, request, clock.now() + 60_000, clock, log)).rejects.toBe(
      maybe
    )
    expect(service.starts).toHaveLength(1)
  })
  it('gives up when the deadline leaves no time for another attempt', async () => {
    const clock = fakeClock()
    const service = scriptedService(clock, [], [busy(30_000), processing])
    await expect(
      startGeneration(service, request, clock.now() + 10_000, clock, log)
    ).rejects.toThrow(saying(/^busy/, '1 attempt', "'timeout'", 'no time'))
  })
  it('gives up on a refused connection after its short retry window, not at the deadline', async () => {
    const clock = fakeClock()
    const refused = new ServiceError('refused', 'retryable', undefined, 10_000)
    const service = scriptedService(
      clock,
      [],
      Array.from({ length: 50 }, () => refused)
    )
    const began = clock.now()
    await expect(
      startGeneration(service, request, clock.now() + 600_000, clock, log)
    ).rejects.toThrow(saying(/^refused/, /\d+ attempts/, /\d+\.\d s/))
    expect(service.starts.length).toBeGreaterThan(2)
    expect(clock.now() - began).toBeLessThanOrEqual(10_000)
  })
})

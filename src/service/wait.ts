/**
 * Follows a generation until it finishes or the deadline comes. Reads survive passing faults;
 * nothing sleeps or reads past the deadline.
 */
import type { GenerationState } from './answer.js'
import type { Clock } from '../common/clock.js'
import {
  backoffGap,
  honourRetryAfter,
  jitteredFloor,
  pollGap,
  slowDown,
  speedUp
} from './schedule.js'
import { readTimeout, ServiceError, type DashboardService } from './client.js'

export interface WaitOptions {
  readonly service: DashboardService
  /** The state known so far: the start answer's, or a bare "processing" when resuming. */
  readonly initial: GenerationState
  /** Read at once rather than after the usual first gap (resuming, or confirming a finished start). */
  readonly readAtOnce: boolean
  readonly deadline: number
  readonly pollIntervalMs: number
  readonly clock: Clock
  readonly log: (line: string) => void
}

export interface WaitResult {
  readonly state: GenerationState
  /** Finished: failed, or completed with its share link (usable or not). Otherwise the deadline came first. */
  readonly finished: boolean
  readonly reads: number
  /** The last read's failure, when the deadline came while reads were failing. */
  readonly lastProblem?: string
  /** How many reads in a row had failed when the deadline came. */
  readonly failedReads?: number
}

/** A read needs at least this long; a shorter remainder is not worth starting one. */
const MIN_READ_WINDOW_MS = 250

/**
 * Failed, or completed with a share link. A link the action refuses (not http(s)) will not
 * become usable by waiting: it ends the wait too.
 */
function isFinished(state: GenerationState): boolean {
  if (state.status === 'failed') return true
  return state.status === 'completed' && (state.shareUrl ?? state.unlinkableShareUrl) !== undefined
}

export async function waitForGeneration(options: WaitOptions): Promise<WaitResult> {
  const { service, clock, deadline, pollIntervalMs, log } = options
  const confirming = isFinished(options.initial)
  // Following a generation by id: no answer yet proves that 'base-url' is right.
  const resuming = options.readAtOnce && !confirming
  let answered = false
  const since = clock.now()
  let state = options.initial
  let reads = 0
  let failures = 0
  let retryAfterMs: number | undefined
  let floorMs = 0
  let lastProblem: string | undefined
  for (let index = 0; ; index++) {
    let gap = index === 0 && options.readAtOnce ? 0 : pollGap(clock.now() - since, pollIntervalMs)
    if (failures > 0) gap = Math.max(gap, backoffGap(failures, pollIntervalMs, clock.random))
    if (index > 0)
      gap = Math.max(gap, Math.min(pollIntervalMs, jitteredFloor(floorMs, clock.random)))
    gap = honourRetryAfter(gap, retryAfterMs, clock.random, failures)
    const room = deadline - clock.now() - MIN_READ_WINDOW_MS
    if (room <= 0 || (retryAfterMs !== undefined && gap > room)) {
      return { state, finished: false, reads, lastProblem, failedReads: failures || undefined }
    }
    await clock.sleep(Math.min(gap, room))
    reads++
    try {
      state = await service.read(
        state.generationId,
        Math.min(readTimeout(pollIntervalMs), deadline - clock.now())
      )
      answered = true
      failures = 0
      retryAfterMs = undefined
      floorMs = speedUp(floorMs)
      lastProblem = undefined
    } catch (error) {
      if (!(error instanceof ServiceError) || error.kind !== 'retryable') throw error
      // A finished start answer stands when the read that should confirm it fails.
      if (confirming) return { state, finished: true, reads }
      const window = error.retryWindowMs
      if (resuming && !answered && window !== undefined && clock.now() - since >= window) {
        const spent = ((clock.now() - since) / 1000).toFixed(1)
        throw new Error(
          `${error.message} Gave up after ${reads} ${reads === 1 ? 'read' : 'reads'} in ${spent} s.`,
          { cause: error }
        )
      }
      failures++
      retryAfterMs = error.retryAfterMs
      if (retryAfterMs !== undefined) floorMs = slowDown(floorMs, retryAfterMs, pollIntervalMs)
      lastProblem = error.message
      log(`Read ${reads}: ${error.message} Reading again.`)
      continue
    }
    if (isFinished(state)) return { state, finished: true, reads }
    const lag = state.status === 'completed' ? ' (dashboard done, waiting for its share link)' : ''
    log(`Read ${reads}: ${state.status}${lag}.`)
  }
}

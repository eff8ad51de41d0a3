/** Starts the generation, repeating the call only where the service certainly did not act on it. */
import type { GenerationState } from './answer.js'
import type { Clock } from '../common/clock.js'
import { backoffGap, honourRetryAfter } from './schedule.js'
import { ServiceError, type DashboardService, type StartRequest } from './client.js'

/** Backoff between start attempts stays below this, Retry-After aside. */
const START_BACKOFF_CAP_MS = 30_000

export async function startGeneration(
  service: DashboardService,
  request: StartRequest,
  deadline: number,
  clock: Clock,
  log: (line: string) => void
): Promise<GenerationState> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await service.start(request, deadline - clock.now())
    } catch (error) {
      if (!(error instanceof ServiceError) || error.kind !== 'retryable') throw error
      const gap = honourRetryAfter(
        backoffGap(attempt, START_BACKOFF_CAP_MS, clock.random),
        error.retryAfterMs,
        clock.random,
        attempt
      )
      if (clock.now() + gap >= deadline) {
        throw new Error(
          `${error.message} Gave up after ${attempt} ${attempt === 1 ? 'attempt' : 'attempts'}: the step's 'timeout' leaves no time for another. No generation was created.`,
          { cause: error }
        )
      }
      log(
        `${error.message} No generation was created; trying again in ${(gap / 1000).toFixed(1)} s.`
      )
      await clock.sleep(gap)
    }
  }
}

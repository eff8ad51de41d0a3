/** Starts the generation, repeating the call only where the service certainly did not act on it. */
import type { GenerationState } from './answer.js'
import type { Clock } from '../common/clock.js'
import { Input } from '../config/constants.js'
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
  const firstAttemptAt = clock.now()
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
      const attempts = `${attempt} ${attempt === 1 ? 'attempt' : 'attempts'}`
      if (clock.now() + gap >= deadline) {
        throw new Error(
          `${error.message} Gave up after ${attempts}: the step's '${Input.Timeout}' leaves no time for another.`,
          { cause: error }
        )
      }
      const window = error.retryWindowMs
      if (window !== undefined && clock.now() + gap - firstAttemptAt > window) {
        const spent = ((clock.now() - firstAttemptAt) / 1000).toFixed(1)
        throw new Error(`${error.message} Gave up after ${attempts} in ${spent} s.`, {
          cause: error
        })
      }
      log(`${error.message} Trying again in ${(gap / 1000).toFixed(1)} s.`)
      await clock.sleep(gap)
    }
  }
}

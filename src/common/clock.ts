/** Time as the waiting code sees it; tests pass a fake so nothing waits on the wall clock. */
import { setTimeout as pause } from 'node:timers/promises'

export interface Clock {
  now(): number
  /** Resolves after `ms`; rejects (an AbortError) as soon as `signal` aborts, its timer cleared. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>
  /** A number in [0, 1) for jitter. */
  random(): number
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) => pause(ms, undefined, { signal }),
  random: () => Math.random()
}

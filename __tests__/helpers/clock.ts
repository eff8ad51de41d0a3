/** A clock whose sleeps return at once and move time forward: waiting logic runs instantly. */
import type { Clock } from '../../src/common/clock.js'

export interface FakeClock extends Clock {
  readonly sleeps: number[]
  /** Moves time forward without a sleep, as a slow request would. */
  advance(ms: number): void
}

export function fakeClock(start = 1_000_000, random = () => 0.5): FakeClock {
  let time = start
  const sleeps: number[] = []
  return {
    sleeps,
    now: () => time,
    sleep: async (ms, signal) => {
      // As the system clock's: a pause asked for after its phase ended ends at once.
      signal?.throwIfAborted()
      sleeps.push(ms)
      time += ms
    },
    random,
    advance: ms => {
      time += ms
    }
  }
}

/** Time as the waiting code sees it; tests pass a fake so nothing waits on the wall clock. */
export interface Clock {
  now(): number
  sleep(ms: number): Promise<void>
  /** A number in [0, 1) for jitter. */
  random(): number
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: ms => new Promise(resolve => setTimeout(resolve, ms)),
  random: () => Math.random()
}

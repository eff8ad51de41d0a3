/**
 * When to read a generation next. Early reads are close together, because small datasets finish
 * in seconds; the gaps then grow so long generations cost few reads, and never exceed the
 * user's poll interval. A server's Retry-After is obeyed even past that interval.
 */

/** First read this soon after the start answer. */
export const FIRST_READ_MS = 500
const GROWTH = 1.35
/** Backoff after failed reads or start calls starts here and doubles. */
const ERROR_BASE_MS = 1000

/** Gap before read number `index` (0 is the first read after the start answer). */
export function pollGap(index: number, pollIntervalMs: number): number {
  const gap = index <= 1 ? FIRST_READ_MS : FIRST_READ_MS * GROWTH ** (index - 1)
  return Math.min(Math.round(gap), pollIntervalMs)
}

/**
 * Gap after `failures` failures in a row: exponential, capped, with "full jitter" over its upper
 * half so that many runs failing together do not come back in step.
 */
export function backoffGap(failures: number, capMs: number, random: () => number): number {
  const ceiling = Math.min(capMs, ERROR_BASE_MS * 2 ** Math.max(0, failures - 1))
  return Math.round(ceiling / 2 + (random() * ceiling) / 2)
}

/** Retry-After is a floor; a little jitter on top keeps a herd of clients from returning at once. */
export function honourRetryAfter(
  gapMs: number,
  retryAfterMs: number | undefined,
  random: () => number
): number {
  if (retryAfterMs === undefined) return gapMs
  return Math.max(
    gapMs,
    retryAfterMs + Math.round(random() * Math.min(1000, retryAfterMs * 0.2 + 250))
  )
}

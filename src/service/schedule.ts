/**
 * When to read a generation next. Early reads come every second, because small datasets finish
 * in seconds; the gaps then grow with the time waited, so long generations cost few reads, and
 * never exceed the user's poll interval. A server's Retry-After is obeyed even past it.
 */

/** First read this long after the start answer: small datasets finish in a second or two. */
export const FIRST_READ_MS = 1000
/**
 * Reads are never closer together than this (unless `poll-interval` is shorter). With the first
 * read as late, the k-th read comes at least k seconds after the start: never more reads than a
 * loop reading every second.
 */
export const MIN_GAP_MS = 1000
/**
 * Beyond the minimum, each gap is this share of the time waited so far, so a generation is
 * noticed within a tenth of its length (a twentieth at the median over lengths), and reads grow
 * only with the logarithm of its length until the poll interval caps the gap. Until 10 s waited
 * the share is below MIN_GAP_MS: reads come every second, within a second of a short
 * generation's end. BENCHMARKS.md weighs the figures.
 */
export const GAP_SHARE = 0.1
/** Backoff after failed reads or start calls starts here and doubles. */
const ERROR_BASE_MS = 1000

/** Gap before the next read, `waitedMs` after the start answer (the first read when 0). */
export function pollGap(waitedMs: number, pollIntervalMs: number): number {
  const gap = waitedMs <= 0 ? FIRST_READ_MS : Math.max(MIN_GAP_MS, waitedMs * GAP_SHARE)
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

/**
 * Retry-After is a floor. On top of it comes a random wait over a spread that doubles with each
 * failure in a row (4 s, 8 s, 16 s, then 30 s), so that a herd told to come back together
 * does not, and thins out the longer the service stays busy.
 */
export function honourRetryAfter(
  gapMs: number,
  retryAfterMs: number | undefined,
  random: () => number,
  failures = 1
): number {
  if (retryAfterMs === undefined) return gapMs
  const spread = Math.min(30_000, ERROR_BASE_MS * 2 ** (Math.max(1, failures) + 1))
  return Math.max(gapMs, retryAfterMs + Math.round(random() * spread))
}

/**
 * A floor under the gaps once the service has asked to slow down (429 or 503 with
 * Retry-After): it doubles at each such answer, up to the poll interval, and shrinks by a fifth
 * at each good read. Many runs sharing one rate limit thus settle at what it allows, instead of
 * returning to their early one-second reads after every wait.
 */
export function slowDown(floorMs: number, retryAfterMs: number, capMs: number): number {
  return Math.min(capMs, Math.max(floorMs * 2, retryAfterMs, ERROR_BASE_MS))
}

export function speedUp(floorMs: number): number {
  const next = floorMs * 0.8
  return next < MIN_GAP_MS ? 0 : Math.round(next)
}

/** The floor, with up to half of it again at random so that throttled runs drift apart. */
export function jitteredFloor(floorMs: number, random: () => number): number {
  return floorMs === 0 ? 0 : Math.round(floorMs * (1 + random() / 2))
}

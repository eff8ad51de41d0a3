/**
 * GitHub's rate limits as the action's own code meets them: the limits are shared by every job
 * of a repository, and the client's throttling queue is per process, so a refused write is not
 * re-sent by a plugin. The caller waits as GitHub asks, then rebuilds the write from a fresh read.
 */
import type { Clock } from '../common/clock.js'

/** GitHub asks for at least a minute when a secondary limit gives no `retry-after`. */
const SECONDARY_DEFAULT_WAIT_MS = 60_000

interface RequestErrorLike {
  status?: number
  message?: string
  response?: { headers?: Record<string, string | undefined> }
}

/** How long GitHub asks to wait before trying again; undefined when the error is no rate limit. */
export function rateLimitWaitMs(error: unknown, nowMs: number): number | undefined {
  const { status, message = '', response } = (error ?? {}) as RequestErrorLike
  if (status !== 403 && status !== 429) return undefined
  const headers = response?.headers ?? {}
  const retryAfter = Number(headers['retry-after'])
  if (headers['retry-after'] !== undefined && Number.isFinite(retryAfter))
    return Math.max(0, retryAfter * 1000)
  if (headers['x-ratelimit-remaining'] === '0') {
    const reset = Number(headers['x-ratelimit-reset'])
    return Number.isFinite(reset) ? Math.max(0, reset * 1000 - nowMs) : SECONDARY_DEFAULT_WAIT_MS
  }
  if (status === 429 || /secondary rate limit/i.test(message)) return SECONDARY_DEFAULT_WAIT_MS
  return undefined
}

/** A 5xx: GitHub may or may not have applied the request. */
export function isServerError(error: unknown): boolean {
  const status = (error as RequestErrorLike | undefined)?.status
  return typeof status === 'number' && status >= 500
}

/**
 * GitHub refused the token (401, a 403 that is no rate limit) or found nothing (404): sending
 * the same again would only be refused again.
 */
export function isRefusal(error: unknown): boolean {
  const status = (error as RequestErrorLike | undefined)?.status
  return status === 401 || status === 404 || (status === 403 && !/rate limit/i.test(String(error)))
}

export interface LimitPolicy {
  readonly clock: Clock
  /** When the phase ends, in Date.now() milliseconds: no wait may pass it. */
  readonly endsAt: number
  readonly log: (line: string) => void
  /** Requests made so far, counted by the caller's work. */
  readonly counter?: { requests: number }
}

/**
 * Runs `attempt` (which must build whatever it sends afresh) again after each rate-limit answer,
 * waiting as GitHub asks plus a little at random so jobs refused together do not return
 * together; a wait that would pass the phase's end is not made and the refusal is thrown.
 */
export async function withRateLimitWaits<T>(
  what: string,
  policy: LimitPolicy,
  attempt: () => Promise<T>
): Promise<T> {
  for (;;) {
    try {
      return await attempt()
    } catch (error) {
      const waitMs = rateLimitWaitMs(error, Date.now())
      if (waitMs === undefined) throw error
      const spread = waitMs * 0.25 * policy.clock.random() + 250
      if (Date.now() + waitMs + spread >= policy.endsAt) throw error
      policy.log(
        `GitHub's rate limit refused ${what}; trying again in ${Math.ceil((waitMs + spread) / 1000)} s, as GitHub asks.`
      )
      await policy.clock.sleep(waitMs + spread)
    }
  }
}

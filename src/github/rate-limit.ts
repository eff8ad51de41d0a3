/**
 * The one place a GitHub write is tried again. The client's plugins re-send only reads (client.ts):
 * the limits are shared by every job of a repository and the client's throttling queue is per
 * process, and a write's body may be stale by the time it would go again. So a refused or failed
 * write comes back here, which waits as GitHub asks after a rate limit, tries once more after a
 * 5xx, and each time calls the caller's attempt again, which rebuilds the write from a fresh read.
 */
import type { Clock } from '../common/clock.js'

/** GitHub asks for at least a minute when a secondary limit gives no `retry-after`. */
const SECONDARY_DEFAULT_WAIT_MS = 60_000

interface RequestErrorLike {
  status?: number
  message?: string
  response?: { headers?: Record<string, string | undefined> }
  request?: { method?: string; url?: string }
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
 * Why an attempt is made again: after a rate-limit answer, or after a 5xx to a write, which GitHub
 * may or may not have applied.
 */
export type Retry = 'rate limit' | 'server error'

/**
 * Runs `attempt`, then again after each rate-limit answer, waiting as GitHub asks plus a little at
 * random so jobs refused together do not return together (a wait that would pass the phase's end
 * is not made and the refusal is thrown), and once after a 5xx to a write (a read's 5xx the
 * client's plugin tried again already). Each later call is told why: it builds whatever it sends
 * afresh, and after a 5xx first looks whether the write landed all the same.
 */
export async function withRetries<T>(
  what: string,
  policy: LimitPolicy,
  attempt: (retry?: Retry) => Promise<T>
): Promise<T> {
  let retry: Retry | undefined
  let serverErrors = 0
  for (;;) {
    try {
      return await attempt(retry)
    } catch (error) {
      const waitMs = rateLimitWaitMs(error, Date.now())
      if (waitMs !== undefined) {
        const spread = waitMs * 0.25 * policy.clock.random() + 250
        if (Date.now() + waitMs + spread >= policy.endsAt) throw error
        policy.log(
          `GitHub's rate limit refused ${what}; trying again in ${Math.ceil((waitMs + spread) / 1000)} s, as GitHub asks.`
        )
        await policy.clock.sleep(waitMs + spread)
        retry = 'rate limit'
      } else if (isWriteServerError(error) && serverErrors++ === 0) {
        policy.log(
          `GitHub answered ${what} with HTTP ${(error as RequestErrorLike).status}; it is tried once more.`
        )
        retry = 'server error'
      } else throw error
    }
  }
}

/** A 5xx to a write: GitHub may or may not have applied it, and no plugin sent it again. */
function isWriteServerError(error: unknown): boolean {
  const { status, request } = (error ?? {}) as RequestErrorLike
  return typeof status === 'number' && status >= 500 && isWrite(request ?? {})
}

/** Whether a request writes: anything but a read or a GraphQL query (the only GraphQL sent). */
export function isWrite(options: { method?: string; url?: string }): boolean {
  const method = (options.method ?? 'GET').toUpperCase()
  return !['GET', 'HEAD'].includes(method) && !/\/graphql$/.test(options.url ?? '')
}

/**
 * GitHub's published REST limits, enforced by the fake GitHub across every client it serves (it
 * is one server, so across processes too): per identity, 1,000 requests an hour (primary), and
 * as secondary limits 100 requests at once and 80 content-creating requests (POST, PATCH, PUT,
 * DELETE) a minute and 500 an hour. Answers as GitHub does: `x-ratelimit-*` headers on every
 * answer, 403 with `x-ratelimit-remaining: 0` for the primary limit, 403 or 429 with "You have
 * exceeded a secondary rate limit" and `retry-after` for a secondary one.
 *
 * Time can be scaled: `minuteMs` is how long a GitHub minute lasts here, so a test sees an hour's
 * window pass in seconds. `retry-after` and `x-ratelimit-reset` are given in real seconds.
 */

export interface RateLimits {
  /** Real milliseconds a GitHub minute lasts here: 60,000 unscaled. */
  readonly minuteMs: number
  readonly requestsPerHour: number
  readonly writesPerMinute: number
  readonly writesPerHour: number
  readonly concurrent: number
  /** GitHub answers a secondary limit with 403 or 429. */
  readonly secondaryStatus: 403 | 429
}

/** GitHub's published figures for an installation token (a repository's GITHUB_TOKEN). */
export const GITHUB_LIMITS: RateLimits = {
  minuteMs: 60_000,
  requestsPerHour: 1000,
  writesPerMinute: 80,
  writesPerHour: 500,
  concurrent: 100,
  secondaryStatus: 403
}

export interface Refusal {
  readonly status: number
  readonly body: { message: string; documentation_url: string }
  readonly headers: Record<string, string>
}

interface Usage {
  requests: number[]
  writes: number[]
  inFlight: number
}

const SECONDARY_MESSAGE =
  'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID.'

/** Whether a request creates content, as GitHub counts them (GraphQL queries do not). */
export function isContentCreating(method: string, path: string): boolean {
  return ['POST', 'PATCH', 'PUT', 'DELETE'].includes(method) && path !== '/graphql'
}

export class LimitKeeper {
  private readonly usage = new Map<string, Usage>()
  constructor(
    private readonly limits: () => RateLimits | undefined,
    private readonly now: () => number = Date.now
  ) {}

  private of(who: string): Usage {
    let found = this.usage.get(who)
    if (!found) this.usage.set(who, (found = { requests: [], writes: [], inFlight: 0 }))
    return found
  }

  reset(): void {
    this.usage.clear()
  }

  /** The headers every answer carries, for `who`'s usage as it is now. */
  headers(who: string): Record<string, string> {
    const limits = this.limits() ?? GITHUB_LIMITS
    const usage = this.prune(who, limits)
    const used = usage.requests.length
    const reset = usage.requests[0] ?? this.now()
    return {
      'x-ratelimit-limit': String(limits.requestsPerHour),
      'x-ratelimit-remaining': String(Math.max(0, limits.requestsPerHour - used)),
      'x-ratelimit-used': String(used),
      'x-ratelimit-reset': String(Math.ceil((reset + 60 * limits.minuteMs) / 1000)),
      'x-ratelimit-resource': 'core'
    }
  }

  private prune(who: string, limits: RateLimits): Usage {
    const usage = this.of(who)
    const hourAgo = this.now() - 60 * limits.minuteMs
    usage.requests = usage.requests.filter(t => t > hourAgo)
    usage.writes = usage.writes.filter(t => t > hourAgo)
    return usage
  }

  /** Counts a request that starts; a refusal when a limit forbids it (then it is not in flight). */
  begin(who: string, method: string, path: string): Refusal | undefined {
    const limits = this.limits()
    if (!limits) return undefined
    const usage = this.prune(who, limits)
    const now = this.now()
    if (usage.requests.length >= limits.requestsPerHour) return this.primary(who)
    usage.requests.push(now)
    if (usage.inFlight >= limits.concurrent) return this.secondary(who, limits.minuteMs)
    if (isContentCreating(method, path)) {
      const minute = usage.writes.filter(t => t > now - limits.minuteMs)
      if (minute.length >= limits.writesPerMinute)
        return this.secondary(who, minute[0] + limits.minuteMs - now)
      if (usage.writes.length >= limits.writesPerHour)
        return this.secondary(who, usage.writes[0] + 60 * limits.minuteMs - now)
      usage.writes.push(now)
    }
    usage.inFlight++
    return undefined
  }

  end(who: string): void {
    const usage = this.of(who)
    usage.inFlight = Math.max(0, usage.inFlight - 1)
  }

  private primary(who: string): Refusal {
    return {
      status: 403,
      body: {
        message: 'API rate limit exceeded for installation ID 1.',
        documentation_url:
          'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-the-primary-rate-limit'
      },
      headers: { ...this.headers(who), 'x-ratelimit-remaining': '0' }
    }
  }

  private secondary(who: string, waitMs: number): Refusal {
    const limits = this.limits() ?? GITHUB_LIMITS
    return {
      status: limits.secondaryStatus,
      body: {
        message: SECONDARY_MESSAGE,
        documentation_url:
          'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits'
      },
      headers: {
        ...this.headers(who),
        'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000)))
      }
    }
  }
}

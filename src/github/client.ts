/**
 * The GitHub REST client: @actions/github's Octokit (runner proxies included) with retries for
 * server errors and throttling that honours `retry-after` and `x-ratelimit-reset`, for reads
 * only. A write (POST, PATCH, PUT, DELETE other than a GraphQL query) is never re-sent by a
 * plugin: its body may be stale by the time a retry would go, so it is tried again only by
 * rate-limit.ts's `withRetries`, whose caller rebuilds it from a fresh read. 4xx other than rate
 * limits are not retried. Requests never leave the API's own origin: a `Link` header naming
 * another host is refused before the token is sent there.
 *
 * Every request has its own time limit, and the requests of one phase (reading the changed
 * files, writing the comment) share the phase's end: a GitHub that accepts connections and never
 * answers cannot hold the step past its timeout.
 */
import { getOctokit } from '@actions/github'
import { defaults } from '@actions/github/lib/utils'
import { retry } from '@octokit/plugin-retry'
import { throttling } from '@octokit/plugin-throttling'
import { USER_AGENT } from '../config/constants.js'
import { systemClock, type Clock } from '../common/clock.js'
import * as reportLog from '../common/log.js'
import { isWrite } from './rate-limit.js'

export type GitHubClient = ReturnType<typeof getOctokit>

/** Rate-limit waits longer than this would hold the step for little gain: the comment is given up. */
const LONGEST_RATE_LIMIT_WAIT_S = 60
const RATE_LIMIT_RETRIES = 2
/**
 * GitHub ends its own work on a REST request after 10 seconds; an answer that has not come
 * twice that long after the request left is not coming.
 */
export const REQUEST_TIMEOUT_MS = 20_000

/** A stretch of GitHub requests with an end: its signal aborts every request still open then. */
export interface Phase {
  readonly signal: AbortSignal
  /** When the phase ends, in Date.now() milliseconds. */
  readonly endsAt: number
  /** A pause that ends with the phase (rejecting then), so no wait outlives it. */
  sleep(ms: number): Promise<void>
  /** The caller's clock, its pauses those of `sleep`: what waiting code inside the phase takes. */
  readonly clock: Clock
}

export function createGitHubClient(
  token: string,
  apiUrl: string,
  log: (line: string) => void,
  phase?: Phase
): GitHubClient {
  const onLimit = (
    retryAfter: number,
    options: { method?: string; url?: string },
    _octokit: unknown,
    retryCount: number
  ) => {
    if (isWrite(options)) {
      log(
        `GitHub rate limit on ${options.method} ${options.url}: the write is rebuilt, not re-sent.`
      )
      return false
    }
    const fits = phase === undefined || Date.now() + retryAfter * 1000 < phase.endsAt
    const retrying =
      retryCount < RATE_LIMIT_RETRIES && retryAfter <= LONGEST_RATE_LIMIT_WAIT_S && fits
    log(
      `GitHub rate limit on ${options.method} ${options.url}: ${retrying ? `retrying in ${retryAfter} s` : 'giving up'}.`
    )
    return retrying
  }
  // Octokit's own default writes its warnings to stderr, where GitHub's header text (a
  // deprecation's `sunset` and `link`) would reach the runner unescaped.
  const octokitLog = {
    debug: (message: string) => reportLog.debug(`GitHub API: ${message}`),
    info: (message: string) => reportLog.debug(`GitHub API: ${message}`),
    warn: (message: string, detail?: unknown) => log(`GitHub API: ${withDetail(message, detail)}`),
    error: (message: string, detail?: unknown) => log(`GitHub API: ${withDetail(message, detail)}`)
  }
  const options = {
    baseUrl: apiUrl,
    userAgent: USER_AGENT,
    log: octokitLog,
    // @actions/github's defaults hold the proxy-aware fetch; `request` replaces them whole.
    request: { ...defaults.request, fetch: timedFetch(phase), log: octokitLog },
    throttle: { onRateLimit: onLimit, onSecondaryRateLimit: onLimit },
    retry: { retries: 2 }
  }
  const octokit = getOctokit(token, options, retry, throttling)
  const origin = new URL(apiUrl).origin
  octokit.hook.before('request', request => {
    if (isWrite(request)) request.request = { ...request.request, retries: 0 }
    // Paging follows the absolute URLs of GitHub's Link headers; any other URL here is relative.
    if (/^[a-z][a-z\d+.-]*:/i.test(request.url) && originOf(request.url) !== origin) {
      throw new Error(
        `GitHub's answer pointed to a page on another host; it was not requested, so the token stayed with ${origin}.`
      )
    }
  })
  return octokit
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>

/**
 * The proxy-aware fetch, each call given up when its answer has not begun after
 * REQUEST_TIMEOUT_MS, and at the phase's end whatever it is doing.
 */
function timedFetch(phase: Phase | undefined): Fetch {
  const fetchVia = (defaults.request?.fetch ?? fetch) as Fetch
  return async (url, init = {}) => {
    const timeout = new AbortController()
    const timer = setTimeout(() => {
      const where = `${init.method ?? 'GET'} ${pathOf(url)}`
      timeout.abort(
        new Error(`GitHub did not answer ${where} within ${REQUEST_TIMEOUT_MS / 1000} s`)
      )
    }, REQUEST_TIMEOUT_MS)
    const signals = [timeout.signal]
    if (phase !== undefined) signals.push(phase.signal)
    if (init.signal) signals.push(init.signal)
    try {
      return await fetchVia(url, { ...init, signal: AbortSignal.any(signals) })
    } catch (error) {
      // Named as fetch names an abort: Octokit passes it through and its retry plugin does not
      // try again, so no request outlives the phase.
      if (phase?.signal.aborted) throw new DOMException('the phase ran out of time', 'AbortError')
      throw error
    } finally {
      clearTimeout(timer)
    }
  }
}

/** Thrown when a phase of GitHub requests reaches its end. */
export class GitHubTimeoutError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'GitHubTimeoutError'
  }
}

/**
 * Runs `work` with a phase that ends `limitMs` from now: then every request still open is
 * aborted, every pause of the phase's clock ends, and the result is a GitHubTimeoutError saying
 * what took too long. The pauses are `clock`'s (a test's fake one), ended by the phase.
 */
export async function withTimeLimit<T>(
  what: string,
  limitMs: number,
  work: (phase: Phase) => Promise<T>,
  clock: Clock = systemClock
): Promise<T> {
  const signal = AbortSignal.timeout(limitMs)
  const sleep = (ms: number) => clock.sleep(ms, signal)
  const phase: Phase = {
    signal,
    endsAt: Date.now() + limitMs,
    sleep,
    clock: { now: () => clock.now(), random: () => clock.random(), sleep }
  }
  const expired = new Promise<never>((_resolve, reject) => {
    signal.addEventListener('abort', () =>
      reject(
        new GitHubTimeoutError(
          `GitHub did not finish ${what} within ${Math.round(limitMs / 1000)} s, the time the step had left for it`
        )
      )
    )
  })
  return Promise.race([work(phase), expired])
}

function withDetail(message: string, detail: unknown): string {
  return detail instanceof Error ? `${message}: ${detail.message}` : message
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname
  } catch {
    return url
  }
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

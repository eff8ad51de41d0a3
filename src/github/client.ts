/**
 * The GitHub REST client: @actions/github's Octokit (runner proxies included) with retries for
 * server errors and throttling that honours `retry-after` and `x-ratelimit-reset`. 4xx other
 * than rate limits are not retried. Requests never leave the API's own origin: a `Link` header
 * naming another host is refused before the token is sent there.
 */
import { getOctokit } from '@actions/github'
import { retry } from '@octokit/plugin-retry'
import { throttling } from '@octokit/plugin-throttling'
import { USER_AGENT } from '../constants.js'

export type GitHubClient = ReturnType<typeof getOctokit>

/** Rate-limit waits longer than this would hold the step for little gain: the comment is given up. */
const LONGEST_RATE_LIMIT_WAIT_S = 60
const RATE_LIMIT_RETRIES = 2

export function createGitHubClient(
  token: string,
  apiUrl: string,
  log: (line: string) => void
): GitHubClient {
  const onLimit = (
    retryAfter: number,
    options: { method?: string; url?: string },
    _octokit: unknown,
    retryCount: number
  ) => {
    const retrying = retryCount < RATE_LIMIT_RETRIES && retryAfter <= LONGEST_RATE_LIMIT_WAIT_S
    log(
      `GitHub rate limit on ${options.method} ${options.url}: ${retrying ? `retrying in ${retryAfter} s` : 'giving up'}.`
    )
    return retrying
  }
  const options = {
    baseUrl: apiUrl,
    userAgent: USER_AGENT,
    throttle: { onRateLimit: onLimit, onSecondaryRateLimit: onLimit },
    retry: { retries: 2 }
  }
  const octokit = getOctokit(token, options as Parameters<typeof getOctokit>[1], retry, throttling)
  const origin = new URL(apiUrl).origin
  octokit.hook.before('request', request => {
    // Paging follows the absolute URLs of GitHub's Link headers; any other URL here is relative.
    if (/^[a-z][a-z\d+.-]*:/i.test(request.url) && originOf(request.url) !== origin) {
      throw new Error(
        `GitHub's answer pointed to a page on another host; it was not requested, so the token stayed with ${origin}.`
      )
    }
  })
  return octokit
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

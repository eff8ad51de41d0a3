/**
 * What the workflow run says about itself, read from the runner's environment when asked
 * (never at import time, so a test or a later step sees the environment as it is then).
 */
import { readFileSync } from 'node:fs'

export interface RunContext {
  readonly eventName: string
  readonly payload: Record<string, unknown>
  readonly owner: string
  readonly repo: string
  readonly sha: string
  readonly serverUrl: string
  readonly apiUrl: string
  readonly runUrl?: string
}

export function readRunContext(env: NodeJS.ProcessEnv = process.env): RunContext {
  const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/')
  const serverUrl = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '')
  let payload: Record<string, unknown> = {}
  if (env.GITHUB_EVENT_PATH) {
    try {
      payload = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8')) as Record<string, unknown>
    } catch {
      payload = {}
    }
  }
  const attempt =
    env.GITHUB_RUN_ATTEMPT && env.GITHUB_RUN_ATTEMPT !== '1'
      ? `/attempts/${env.GITHUB_RUN_ATTEMPT}`
      : ''
  return {
    eventName: env.GITHUB_EVENT_NAME ?? '',
    payload,
    owner,
    repo,
    sha: env.GITHUB_SHA ?? '',
    serverUrl,
    apiUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
    runUrl:
      env.GITHUB_RUN_ID && owner
        ? `${serverUrl}/${owner}/${repo}/actions/runs/${env.GITHUB_RUN_ID}${attempt}`
        : undefined
  }
}

const PULL_REQUEST_EVENTS = [
  'pull_request',
  'pull_request_target',
  'pull_request_review',
  'pull_request_review_comment'
]

/** The pull request a pull-request event is about, or undefined for other events. */
export function eventPullRequest(context: RunContext): number | undefined {
  const payload = context.payload as { pull_request?: { number?: number } }
  return PULL_REQUEST_EVENTS.includes(context.eventName)
    ? payload.pull_request?.number || undefined
    : undefined
}

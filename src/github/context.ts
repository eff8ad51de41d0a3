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

interface EventPayload {
  ref?: string
  deleted?: boolean
  after?: string
  pull_request?: { head?: { sha?: string } }
  merge_group?: { head_sha?: string }
  workflow_run?: { head_sha?: string }
}

/** Git's name for "no commit": a created ref's `before`, a deleted ref's `after`. */
export function isZeroSha(sha: string | undefined): boolean {
  return sha !== undefined && /^0+$/.test(sha)
}

/** For a push that deleted its branch or tag, which kind it was; undefined for anything else. */
export function deletedRef(context: RunContext): 'branch' | 'tag' | undefined {
  const payload = context.payload as EventPayload
  if (context.eventName !== 'push' || !(payload.deleted === true || isZeroSha(payload.after)))
    return undefined
  return payload.ref?.startsWith('refs/tags/') ? 'tag' : 'branch'
}

/**
 * The commit this run's datasets come from as a reviewer sees it: a pull request's head commit
 * (not the test merge commit GITHUB_SHA names on `pull_request`, nor the base branch's head on
 * `pull_request_target`), a merge group's head, a push's new head.
 */
export function reviewedCommit(context: RunContext): string | undefined {
  const payload = context.payload as EventPayload
  const sha = PULL_REQUEST_EVENTS.includes(context.eventName)
    ? payload.pull_request?.head?.sha
    : context.eventName === 'merge_group'
      ? payload.merge_group?.head_sha
      : context.eventName === 'workflow_run'
        ? payload.workflow_run?.head_sha
        : context.eventName === 'push' && !isZeroSha(payload.after)
          ? payload.after
          : undefined
  // pull_request_target's GITHUB_SHA is the base branch's: never the pull request's commit.
  if (context.eventName === 'pull_request_target') return sha || undefined
  return sha || context.sha || undefined
}

/**
 * The commit a dataset is compared against, for `compare`: a pull request's base commit, the
 * commit a push started from, a merge group's base. `null` for a branch's first push (every
 * dataset is new); undefined for events that name no base.
 */
export function comparisonBase(context: RunContext): string | null | undefined {
  const payload = context.payload as {
    before?: string
    pull_request?: { base?: { sha?: string } }
    merge_group?: { base_sha?: string }
  }
  if (PULL_REQUEST_EVENTS.includes(context.eventName))
    return payload.pull_request?.base?.sha || undefined
  if (context.eventName === 'merge_group') return payload.merge_group?.base_sha || undefined
  if (context.eventName !== 'push') return undefined
  if (isZeroSha(payload.before)) return null
  return payload.before || undefined
}

/**
 * The host of a GitHub Enterprise Server, from the runner's GITHUB_SERVER_URL; undefined on
 * GitHub.com and GitHub Enterprise Cloud (its *.ghe.com hosts), as the toolkit tells them apart.
 */
export function enterpriseServer(serverUrl: string | undefined): string | undefined {
  if (serverUrl === undefined || serverUrl === '') return undefined
  let host: string
  try {
    host = new URL(serverUrl).hostname.toLowerCase()
  } catch {
    return undefined
  }
  const cloud =
    host === 'github.com' || host.endsWith('.ghe.com') || host.endsWith('.ghe.localhost')
  return cloud ? undefined : host
}

/**
 * Whether this run is on the repository's default branch, where the dashboards issue is kept: a
 * push to it, a `workflow_dispatch` on it, or a `schedule` (GitHub runs those on the default
 * branch only). Otherwise, why not: a pull request's run never writes it.
 */
export function defaultBranchRun(
  context: RunContext,
  env: NodeJS.ProcessEnv = process.env
): { readonly branch?: string } | { readonly not: string } {
  const payload = context.payload as {
    ref?: string
    repository?: { default_branch?: unknown }
  }
  const given = payload.repository?.default_branch
  const branch = typeof given === 'string' && given !== '' ? given : undefined
  const event = context.eventName || 'current'
  if (context.eventName === 'schedule')
    return { branch: branch ?? (env.GITHUB_REF_NAME || undefined) }
  if (context.eventName !== 'push' && context.eventName !== 'workflow_dispatch')
    return { not: `this is a ${event} run, not one on the default branch` }
  const ref = payload.ref || env.GITHUB_REF || ''
  if (deletedRef(context) !== undefined) return { not: 'this push deleted its branch or tag' }
  if (branch === undefined)
    return { not: `the ${event} event does not name the repository's default branch` }
  if (ref !== `refs/heads/${branch}`)
    return {
      not: `this ${event} is on ${ref.replace(/^refs\/(heads|tags)\//, '') || 'no branch'}, not on the default branch ${branch}`
    }
  return { branch }
}

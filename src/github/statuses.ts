/**
 * Commit statuses: each dataset's result recorded on the commit a reviewer sees, where no other
 * job can overwrite it (GitHub keeps the latest status per context), and read back, every page,
 * by the job that writes the comment.
 */
import type { GitHubClient } from './client.js'
import { isServerError, withRateLimitWaits, type LimitPolicy } from './rate-limit.js'
import { contextPrefix, decodeContext, type DecodedContext } from './status-context.js'

export type StatusState = 'success' | 'failure' | 'pending' | 'error'

export interface Commit {
  readonly owner: string
  readonly repo: string
  readonly sha: string
}

/** One status to write: its text already made safe by the report's sink. */
export interface StatusWrite {
  readonly context: string
  readonly state: StatusState
  readonly description: string
  readonly targetUrl?: string
}

/** A status of the tag as read back, its context decoded. */
export interface TagStatus {
  readonly id: number
  readonly context: string
  readonly subject: DecodedContext
  readonly state: StatusState
  readonly description: string
  readonly targetUrl?: string
  readonly updatedAt: string
}

/**
 * Writes one status. A 5xx is tried once more (the same status again is harmless: the latest
 * per context is kept); a rate-limit answer is waited out as GitHub asks.
 */
export async function recordStatus(
  client: GitHubClient,
  commit: Commit,
  status: StatusWrite,
  policy: LimitPolicy
): Promise<void> {
  const send = () =>
    withRateLimitWaits(`the status '${status.context}'`, policy, () =>
      client.rest.repos.createCommitStatus({
        ...commit,
        state: status.state,
        context: status.context,
        description: status.description,
        ...(status.targetUrl ? { target_url: status.targetUrl } : {})
      })
    )
  try {
    await send()
  } catch (error) {
    if (!isServerError(error)) throw error
    await send()
  }
}

const PAGE = 100

interface CombinedPage {
  total_count: number
  statuses: {
    id: number
    context: string
    state: string
    description?: string | null
    target_url?: string | null
    updated_at: string
  }[]
}

/** Every status of the tag on the commit (the latest per context), from every page. */
export async function readTagStatuses(
  client: GitHubClient,
  commit: Commit,
  tag: string,
  expected: ReadonlyMap<string, string>,
  policy: LimitPolicy
): Promise<TagStatus[]> {
  const prefix = contextPrefix(tag).replace(/: $/, '')
  const found: TagStatus[] = []
  for (let page = 1; ; page++) {
    const { data } = await withRateLimitWaits('reading the commit statuses', policy, () =>
      client.rest.repos.getCombinedStatusForRef({
        owner: commit.owner,
        repo: commit.repo,
        ref: commit.sha,
        per_page: PAGE,
        page
      })
    )
    const answer = data as unknown as CombinedPage
    for (const status of answer.statuses) {
      if (!status.context.startsWith(prefix)) continue
      const subject = decodeContext(tag, status.context, expected)
      if (subject) found.push(tagStatus(status, subject))
    }
    if (answer.statuses.length < PAGE || page * PAGE >= answer.total_count) return found
  }
}

function tagStatus(status: CombinedPage['statuses'][number], subject: DecodedContext): TagStatus {
  return {
    id: status.id,
    context: status.context,
    subject,
    state: status.state as StatusState,
    description: status.description ?? '',
    targetUrl: status.target_url ?? undefined,
    updatedAt: status.updated_at
  }
}

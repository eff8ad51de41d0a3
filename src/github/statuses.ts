/**
 * Commit statuses: each dataset's result, and the run's, recorded on the commit a reviewer sees
 * (GitHub keeps the latest status per context). Written only: nothing is read back from them.
 */
import type { GitHubClient } from './client.js'
import { withRetries, type LimitPolicy } from './rate-limit.js'

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
  await withRetries(`the status '${status.context}'`, policy, () =>
    client.rest.repos.createCommitStatus({
      ...commit,
      state: status.state,
      context: status.context,
      description: status.description,
      ...(status.targetUrl ? { target_url: status.targetUrl } : {})
    })
  )
}

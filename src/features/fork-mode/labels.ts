/** A pull request's label taken off, as fork mode does when a push makes its approval stale. */
import type { GitHubClient } from '../../github/client.js'

export interface LabelOnPull {
  readonly owner: string
  readonly repo: string
  readonly number: number
  readonly name: string
}

/** Removes the label; one already gone (404) is what was wanted. */
export async function removeLabel(client: GitHubClient, where: LabelOnPull): Promise<void> {
  try {
    await client.rest.issues.removeLabel({
      owner: where.owner,
      repo: where.repo,
      issue_number: where.number,
      name: where.name
    })
  } catch (error) {
    if ((error as { status?: number }).status !== 404) throw error
  }
}

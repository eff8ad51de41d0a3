/** The files this push or pull request changed, from the GitHub API (loaded only for `changed-only`). */
import type { GitHubClient } from './client.js'
import { eventPullRequest, type RunContext } from './context.js'

export type Changes = { readonly files: ReadonlySet<string> } | { readonly all: string }

const PAGE = 100
/** GitHub's compare answers list at most this many files in all. */
const COMPARE_MAX_FILES = 3000

export async function changedFiles(client: GitHubClient, context: RunContext): Promise<Changes> {
  const { owner, repo } = context
  const payload = context.payload as {
    before?: string
    after?: string
    created?: boolean
  }
  const pullRequest = eventPullRequest(context)
  if (pullRequest !== undefined) {
    const files = await client.paginate(client.rest.pulls.listFiles, {
      owner,
      repo,
      pull_number: pullRequest,
      per_page: PAGE
    })
    return { files: new Set(files.map(f => f.filename)) }
  }
  if (context.eventName === 'push') {
    const before = payload.before ?? ''
    const after = payload.after || context.sha
    if (payload.created || /^0*$/.test(before))
      return { all: "this is the branch's first push, so every file is new to it" }
    const files = new Set<string>()
    for (let page = 1; ; page++) {
      let listed: { filename: string }[]
      try {
        const { data } = await client.rest.repos.compareCommitsWithBasehead({
          owner,
          repo,
          basehead: `${before}...${after}`,
          per_page: PAGE,
          page
        })
        listed = data.files ?? []
      } catch (error) {
        if ((error as { status?: number }).status === 404) {
          return {
            all: `the pushed range ${before.slice(0, 7)}...${after.slice(0, 7)} cannot be compared (a force-push?)`
          }
        }
        throw error
      }
      const known = files.size
      for (const file of listed) files.add(file.filename)
      // Stop at an empty page, or one that adds nothing new (an answer that does not page its files).
      if (files.size === known) return { files }
      if (files.size >= COMPARE_MAX_FILES)
        return {
          all: `the push changed more than ${COMPARE_MAX_FILES} files, more than GitHub lists`
        }
    }
  }
  return { all: `the ${context.eventName || 'current'} event is neither a push nor a pull request` }
}

/**
 * The sticky pull-request comment: one per tag, found by its hidden marker among the comments
 * written by the token's own user or app, updated in place, never duplicated. Loaded only
 * when `comment` is on. Its failures are warnings: the dashboard exists either way.
 */
import * as log from '../report/log.js'
import { Input } from '../constants.js'
import { marker } from '../report/comment-body.js'
import { createGitHubClient, type GitHubClient } from './client.js'
import { eventPullRequest, isZeroSha, type RunContext } from './context.js'

export interface Target {
  readonly owner: string
  readonly repo: string
  readonly number: number
}

interface IssueComment {
  id: number
  body?: string | null
  html_url: string
  user?: { login: string } | null
}

/** The pull request to comment on, or the reason there is none. */
export async function findPullRequest(
  client: GitHubClient,
  context: RunContext,
  prNumber: number | undefined
): Promise<number | { none: string }> {
  if (prNumber !== undefined) return prNumber
  const payload = context.payload as {
    issue?: { number?: number; pull_request?: unknown }
    after?: string
  }
  const pullRequest = eventPullRequest(context)
  if (pullRequest !== undefined) return pullRequest
  if (context.eventName === 'issue_comment') {
    return payload.issue?.pull_request && payload.issue.number
      ? payload.issue.number
      : { none: 'the comment event is on an issue, not a pull request' }
  }
  if (context.eventName === 'push') {
    if (isZeroSha(payload.after)) return { none: 'the push deleted its branch or tag' }
    const sha = payload.after || context.sha
    const { data } = await client.rest.repos.listPullRequestsAssociatedWithCommit({
      owner: context.owner,
      repo: context.repo,
      commit_sha: sha
    })
    const open = data.filter(pr => pr.state === 'open' && pr.head.sha === sha)
    if (open.length === 0)
      return { none: `no open pull request has the pushed commit ${sha.slice(0, 7)} as its head` }
    open.sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at))
    return open[0].number
  }
  return {
    none: `the ${context.eventName || 'current'} event carries no pull request; set '${Input.PrNumber}' to comment on one`
  }
}

/**
 * Who the token is, as comment authors are named ('[bot]' and case aside). GraphQL's viewer
 * answers for every kind of token; REST's GET /user refuses the job's GITHUB_TOKEN and any app
 * installation token (403), so it is never asked.
 */
export async function ownLogin(client: GitHubClient): Promise<string> {
  const answer = await client.graphql<{ viewer: { login: string } }>('query { viewer { login } }')
  return normalise(answer.viewer.login)
}

function normalise(login: string | undefined): string {
  return (login ?? '').replace(/\[bot\]$/i, '').toLowerCase()
}

/** Renders the comment from the text of the one it replaces, if any. */
export type Render = (previous: string | undefined) => string

/** Creates or updates the tag's comment and returns its URL. */
export async function upsertComment(
  client: GitHubClient,
  target: Target,
  tag: string,
  render: Render
): Promise<{ url: string; created: boolean }> {
  const me = await ownLogin(client)
  const mark = marker(tag)
  const ours = async () => {
    const all = (await client.paginate(client.rest.issues.listComments, {
      owner: target.owner,
      repo: target.repo,
      issue_number: target.number,
      per_page: 100
    })) as IssueComment[]
    return all
      .filter(c => (c.body ?? '').includes(mark) && normalise(c.user?.login) === me)
      .sort((a, b) => a.id - b.id)
  }

  const update = async (comment: IssueComment) => {
    const { data } = await client.rest.issues.updateComment({
      owner: target.owner,
      repo: target.repo,
      comment_id: comment.id,
      body: render(comment.body ?? undefined)
    })
    return { url: data.html_url, created: false }
  }

  const existing = await ours()
  if (existing.length > 0) return update(existing[existing.length - 1])

  const { data: created } = await client.rest.issues.createComment({
    owner: target.owner,
    repo: target.repo,
    issue_number: target.number,
    body: render(undefined)
  })
  // Another run for the same tag may have created one at the same moment: keep the oldest.
  const after = await ours()
  if (after.length <= 1) return { url: created.html_url, created: true }
  const [keep, ...extra] = after
  for (const comment of extra) {
    try {
      await client.rest.issues.deleteComment({
        owner: target.owner,
        repo: target.repo,
        comment_id: comment.id
      })
    } catch (error) {
      if ((error as { status?: number }).status !== 404) throw error
    }
  }
  return keep.id === created.id ? { url: created.html_url, created: true } : update(keep)
}

/** Why GitHub refused, in terms of what the user can change. */
export function explainFailure(error: unknown, context: RunContext, target?: Target): string {
  const status = (error as { status?: number }).status
  const message = (error as Error).message
  const where = target ? `pull request #${target.number}` : 'the pull request'
  if (status === 403 && /rate limit/i.test(message)) {
    return `GitHub's rate limit stopped the comment on ${where}: ${message}`
  }
  if (status === 403 || (status === 404 && isForkPullRequest(context))) {
    if (isForkPullRequest(context)) {
      return `GitHub gave this workflow a read-only token: it runs for a pull request from a fork, and such runs cannot comment (HTTP ${status}). To comment on fork pull requests, post the comment from a workflow triggered by 'pull_request_target' (check out and upload the fork's data with care), or from a second workflow started by 'workflow_run' once this one finishes.`
    }
    return `The token may not write comments on ${where} (HTTP ${status}: ${message}). Give the job 'permissions: pull-requests: write', or pass a token that has it in '${Input.GithubToken}'.`
  }
  if (status === 401) return `GitHub refused the '${Input.GithubToken}' (HTTP 401): ${message}`
  if (status === 404)
    return `GitHub found no ${where} in ${context.owner}/${context.repo}, or the token cannot see it (HTTP 404).`
  if (status === 422) return `GitHub refused the comment on ${where} (HTTP 422): ${message}`
  return `Commenting on ${where} failed: ${message}`
}

function isForkPullRequest(context: RunContext): boolean {
  const pr = (
    context.payload as {
      pull_request?: { head?: { repo?: { full_name?: string; fork?: boolean } | null } }
    }
  ).pull_request
  if (!pr || context.eventName === 'pull_request_target') return false
  const head = pr.head?.repo
  return (
    head?.fork === true ||
    (head?.full_name !== undefined && head.full_name !== `${context.owner}/${context.repo}`)
  )
}

export interface CommentRequest {
  readonly token: string
  readonly prNumber?: number
  readonly context: RunContext
  readonly tag: string
  readonly render: Render
}

/** Posts or updates the comment. Returns its URL, or undefined with a notice or warning saying why not. */
export async function postPullRequestComment(request: CommentRequest): Promise<string | undefined> {
  const { context } = request
  if (request.token === '') {
    log.warning(`No comment was posted: '${Input.GithubToken}' is empty.`)
    return undefined
  }
  const client = createGitHubClient(request.token, context.apiUrl, line => log.info(line))
  let target: Target | undefined
  try {
    const number = await findPullRequest(client, context, request.prNumber)
    if (typeof number !== 'number') {
      log.notice(`No pull-request comment was posted: ${number.none}.`)
      return undefined
    }
    target = { owner: context.owner, repo: context.repo, number }
    const { url, created } = await upsertComment(client, target, request.tag, request.render)
    log.info(`${created ? 'Posted' : 'Updated'} the comment on pull request #${number}: ${url}`)
    return url
  } catch (error) {
    log.warning(explainFailure(error, context, target))
    return undefined
  }
}

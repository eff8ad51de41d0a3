/**
 * The sticky pull-request comment: one per tag, found by its hidden marker among the comments
 * written by the token's own user or app, updated in place, never duplicated. Loaded only
 * when `comment` is on. Its failures are warnings: the dashboard exists either way.
 */
import type { Clock } from '../common/clock.js'
import * as log from '../common/log.js'
import { Input } from '../constants.js'
import { marker } from '../report/comment-body.js'
import { createGitHubClient, withTimeLimit, type GitHubClient } from './client.js'
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

/** What a run writes into the tag's comment, which other runs may be writing at the same time. */
export interface CommentContent {
  /** The body to write, from the bodies of the tag's comments as last read, the oldest first. */
  render(previous: readonly string[]): string
  /** Whether a body still holds what this run wrote (another run's later write may have dropped it). */
  holds(body: string): boolean
}

export interface Upserted {
  readonly url: string
  readonly created: boolean
  /** False when other runs kept replacing the comment and this run's part may be missing. */
  readonly settled: boolean
}

/**
 * Reads after a write wait this long, plus up to as much again at random: longer than another
 * run's read-to-write gap, so a write that read the comment before ours shows by then.
 */
const SETTLE_DELAY_MS = 1000
/**
 * GitHub asks for a second between writes, and the client's throttling keeps it: a read made
 * right after a write would be that much older when the next write goes.
 */
const WRITE_GAP_MS = 1000
/** Runs that find no comment wait up to this long, at random, before looking again and creating it. */
const CREATE_SPREAD_MS = 1000
/** Writes of one run at most; each is followed by a read that checks it. */
export const MAX_WRITES = 6

/**
 * Creates or updates the tag's comment, one comment shared by every run with the tag (a matrix).
 * GitHub has no compare-and-swap, so a run that read the comment before another's write can
 * overwrite it: each run writes, reads again after a jittered delay, and if its part is gone,
 * merges and writes again, a bounded number of times. When runs create the comment at once,
 * the oldest comment wins; a run deletes the twin it created only once its part is in the winner.
 */
export async function upsertComment(
  client: GitHubClient,
  target: Target,
  tag: string,
  content: CommentContent,
  clock: Clock
): Promise<Upserted> {
  const mark = marker(tag)
  const where = { owner: target.owner, repo: target.repo }
  // Who the token is matters only once a marked comment exists: a run that creates the comment
  // learns it from GitHub's answer, and spends no request (and no write slot) on asking.
  let me: string | undefined
  const isOurs = (c: IssueComment) =>
    (c.body ?? '').includes(mark) && normalise(c.user?.login) === me
  const list = async () => {
    const all = (await client.paginate(client.rest.issues.listComments, {
      ...where,
      issue_number: target.number,
      per_page: 100
    })) as IssueComment[]
    const marked = all.filter(c => (c.body ?? '').includes(mark))
    if (marked.length === 0) return []
    me ??= await ownLogin(client)
    return marked.filter(isOurs).sort((a, b) => a.id - b.id)
  }
  const bodies = (comments: readonly IssueComment[]) => comments.map(c => c.body ?? '')
  const create = async () => {
    const { data } = await client.rest.issues.createComment({
      ...where,
      issue_number: target.number,
      body: content.render([])
    })
    me ??= normalise((data as IssueComment).user?.login)
    return data as IssueComment
  }
  const update = async (id: number, seen: readonly IssueComment[]) => {
    const { data } = await client.rest.issues.updateComment({
      ...where,
      comment_id: id,
      body: content.render(bodies(seen))
    })
    return data as IssueComment
  }
  /** The winner as it is now; a full list only if it was deleted meanwhile. */
  const reread = async (winner: IssueComment) => {
    try {
      const { data } = await client.rest.issues.getComment({ ...where, comment_id: winner.id })
      return isOurs(data as IssueComment) ? [data as IssueComment] : list()
    } catch (error) {
      if ((error as { status?: number }).status === 404) return list()
      throw error
    }
  }

  let mine: IssueComment | undefined
  let seen = await list()
  if (seen.length === 0) {
    // The legs of a matrix often finish together. Spread out, so that most find the first
    // leg's comment instead of making a twin: every new comment notifies the pull request.
    await clock.sleep(CREATE_SPREAD_MS * clock.random())
    seen = await list()
  }
  let winner: IssueComment
  if (seen.length === 0) {
    mine = await create()
    // Comments created before ours show now; later ones are younger: the winner is known.
    seen = await list()
    winner = seen[0] ?? mine
    // Every version of our own comment grew from one holding our rows, so none can lack them.
    if (winner.id === mine.id) return { url: mine.html_url, created: true, settled: true }
    // A twin. Its merge is read only once this run may write again, so it is not stale by the
    // time it goes; twins created together wait apart, so their merges do not collide.
    await clock.sleep(WRITE_GAP_MS * (1 + clock.random()))
    seen = await reread(winner)
    const base = seen.length > 0 ? seen : [mine]
    winner = await update(base[0].id, base)
  } else {
    winner = await update(seen[0].id, seen)
  }
  /** The comment as read holds this run's rows: done, and a twin of ours can go. */
  const settle = async (comments: readonly IssueComment[]): Promise<Upserted | undefined> => {
    if (comments.length === 0 || !content.holds(comments[0].body ?? '')) return undefined
    const [held] = comments
    // The twin goes only now that its rows are in the winner for sure.
    if (mine !== undefined && mine.id !== held.id) await deleteTwin(client, target, mine.id)
    return { url: held.html_url, created: mine?.id === held.id, settled: true }
  }
  for (let writes = 1; ; writes++) {
    await clock.sleep(SETTLE_DELAY_MS * (1 + clock.random()))
    const done = await settle(await reread(winner))
    if (done) return done
    if (writes >= MAX_WRITES) break
    // Another run wrote over ours. Step aside for a random moment, longer after each loss, so
    // the runs that collided write one after another, each merging what is there just before.
    await clock.sleep(WRITE_GAP_MS * writes * clock.random())
    const merged = await settle((seen = await reread(winner)))
    if (merged) return merged
    if (seen.length === 0) {
      // Deleted meanwhile (by a person): start again.
      mine = await create()
      winner = mine
    } else {
      winner = await update(seen[0].id, seen)
    }
  }
  return { url: winner.html_url, created: mine?.id === winner.id, settled: false }
}

async function deleteTwin(client: GitHubClient, target: Target, id: number): Promise<void> {
  try {
    await client.rest.issues.deleteComment({
      owner: target.owner,
      repo: target.repo,
      comment_id: id
    })
  } catch (error) {
    if ((error as { status?: number }).status !== 404) throw error
  }
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
  readonly content: CommentContent
  readonly clock: Clock
  /** When the step's `timeout` ends, on `clock`: the comment is given up soon after. */
  readonly deadline: number
}

/**
 * However early the step's timeout ends, the comment gets this long: enough for its usual few
 * requests and the waits between them, so a generation that timed out is still reported.
 */
export const COMMENT_GRACE_MS = 10_000
/** However late the timeout ends, the comment gets no longer than this (its usual work takes seconds). */
export const COMMENT_MAX_MS = 60_000

/** How long the comment may take: until the step's deadline, within the bounds above. */
export function commentTimeLimit(deadline: number, now: number): number {
  return Math.min(COMMENT_MAX_MS, Math.max(COMMENT_GRACE_MS, deadline - now))
}

/** Posts or updates the comment. Returns its URL, or undefined with a notice or warning saying why not. */
export async function postPullRequestComment(request: CommentRequest): Promise<string | undefined> {
  const { context } = request
  if (request.token === '') {
    log.warning(`No comment was posted: '${Input.GithubToken}' is empty.`)
    return undefined
  }
  let target: Target | undefined
  try {
    return await withTimeLimit(
      'the comment',
      commentTimeLimit(request.deadline, request.clock.now()),
      async phase => {
        const client = createGitHubClient(
          request.token,
          context.apiUrl,
          line => log.info(line),
          phase
        )
        const number = await findPullRequest(client, context, request.prNumber)
        if (typeof number !== 'number') {
          log.notice(`No pull-request comment was posted: ${number.none}.`)
          return undefined
        }
        target = { owner: context.owner, repo: context.repo, number }
        const { url, created, settled } = await upsertComment(
          client,
          target,
          request.tag,
          request.content,
          request.clock
        )
        log.info(`${created ? 'Posted' : 'Updated'} the comment on pull request #${number}: ${url}`)
        if (!settled)
          log.warning(
            `Other runs kept rewriting the '${request.tag}' comment on pull request #${number}; after ${MAX_WRITES} writes it may still lack this run's datasets. The job summary and the 'results' output list them all.`
          )
        return url
      }
    )
  } catch (error) {
    log.warning(explainFailure(error, context, target))
    return undefined
  }
}

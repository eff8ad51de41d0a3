/**
 * The sticky pull-request comment: one per tag, found by its hidden marker among the comments
 * written by the token's own user or app, and updated in place. Loaded only when `comment` is
 * on. Its failures are warnings: the dashboard exists either way.
 */
import { systemClock, type Clock } from '../common/clock.js'
import * as log from '../common/log.js'
import { Input } from '../config/constants.js'
import { marker } from '../common/comment-marker.js'
import { createGitHubClient, withTimeLimit, type GitHubClient } from './client.js'
import { eventPullRequest, isZeroSha, type RunContext } from './context.js'
import { isForkPullRequestRun } from './pull-target.js'
import { isRefusal, rateLimitWaitMs, withRetries, type LimitPolicy } from './rate-limit.js'
import { isInstallation, normalise, ownLogin } from './token-owner.js'

export interface Target {
  readonly owner: string
  readonly repo: string
  readonly number: number
}

interface IssueComment {
  id: number
  body?: string | null
  html_url: string
  user?: { login: string; type?: string } | null
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

/** What a run writes into the tag's comment: the body, and what it reads of the body there. */
export interface CommentContent {
  /** The body to write over the comment's `current` body (undefined: the comment is created). */
  render(current: string | undefined): string
  /** The commit this run's results are for. */
  readonly commitSha?: string
  /** The commit a body of the comment was generated for, as it says. */
  commitOf(body: string): string | undefined
  /** What to warn of when the comment holds rows another job of this run wrote (the write keeps them). */
  sharedWith(body: string): string | undefined
}

export type Upserted =
  | { readonly url: string; readonly created: boolean }
  /** Left as it was: it shows `theirs`, and the pull request's head (`head`) is not this run's commit. */
  | { readonly url: string; readonly newer: { readonly theirs: string; readonly head: string } }

/** Without a phase given, rate-limit waits stop this far ahead. */
const DEFAULT_PHASE_MS = 60_000

/** One run's work on the tag's comment: who it is, where it writes, how it waits. */
interface Session {
  readonly client: GitHubClient
  readonly target: Target
  readonly mark: string
  readonly policy: LimitPolicy
  /** Who the token is: asked once a marked comment exists that the job's bot did not write. */
  me?: string
}

function openSession(
  client: GitHubClient,
  target: Target,
  tag: string,
  policy: Partial<LimitPolicy> | undefined,
  me?: string
): Session {
  return {
    client,
    target,
    mark: marker(tag),
    me,
    policy: {
      clock: systemClock,
      endsAt: Date.now() + DEFAULT_PHASE_MS,
      log: () => undefined,
      ...policy
    }
  }
}

/** What a write did: the comment it wrote, or the newer one it left as it was. */
type Outcome =
  | {
      readonly comment: IssueComment
      readonly created: boolean
      /** What to warn of: rows another job of this run wrote, kept. */
      readonly shared?: string
    }
  | { readonly url: string; readonly newer: { readonly theirs: string; readonly head: string } }

/**
 * Creates or updates the tag's comment. One job writes it (a single job, or a matrix's collect/),
 * and the workflow's `concurrency:` keeps two runs of one pull request apart, so no write races
 * another: the comment is found, then updated, or created. A comment generated for another
 * commit is updated only while this run's commit is still the pull request's head, so a run that
 * ends late never writes over a newer run's results.
 */
export async function upsertComment(
  client: GitHubClient,
  target: Target,
  tag: string,
  content: CommentContent,
  policy?: Partial<LimitPolicy>
): Promise<Upserted> {
  const session = openSession(client, target, tag, policy)
  return upserted(await writeOver(session, () => current(session), content))
}

function upserted(outcome: Outcome): Upserted {
  return 'newer' in outcome ? outcome : { url: outcome.comment.html_url, created: outcome.created }
}

/**
 * Writes `content` over the tag's comment as `first` reads it (creating the comment when there is
 * none). The one path of a comment write: rate-limit.ts's `withRetries` tries it again, and each
 * later try reads the comment afresh (by id once known, else among the tag's comments) and renders
 * the body from what it finds, so rows another job wrote meanwhile are kept, and decides again
 * (a newer commit's comment left as it is). After a 5xx, a comment showing the very body sent is
 * the write landed unanswered: it is not sent again, so a create is never made twice.
 */
async function writeOver(
  session: Session,
  first: () => Promise<IssueComment | undefined>,
  content: CommentContent
): Promise<Outcome> {
  let seen: IssueComment | undefined
  let sent:
    { readonly body: string; readonly created: boolean; readonly shared?: string } | undefined
  const outcome = await withRetries('the comment', session.policy, async retry => {
    const comment = retry === undefined ? await first() : await current(session, seen?.id)
    if (retry === 'server error' && sent !== undefined && comment?.body === sent.body)
      return { comment, created: sent.created, shared: sent.shared }
    seen = comment
    sent = undefined
    if (comment === undefined) {
      sent = { body: content.render(undefined), created: true }
      return { comment: await createComment(session, sent.body), created: true }
    }
    const body = comment.body ?? ''
    const theirs = content.commitOf(body)
    if (theirs !== undefined && content.commitSha !== undefined && theirs !== content.commitSha) {
      const head = await headOf(session)
      if (head !== undefined && head !== content.commitSha)
        return { url: comment.html_url, newer: { theirs, head } }
    }
    sent = { body: content.render(body), created: false, shared: content.sharedWith(body) }
    return {
      comment: await updateComment(session, comment.id, sent.body),
      created: false,
      shared: sent.shared
    }
  })
  if ('comment' in outcome && outcome.shared !== undefined) log.warning(outcome.shared)
  return outcome
}

/**
 * The tag's comment as it is now: the one with `id` read back (one request, whatever the number of
 * comments), else, or when it is gone (deleted meanwhile), the oldest of the tag's own.
 */
async function current(session: Session, id?: number): Promise<IssueComment | undefined> {
  return (id === undefined ? undefined : await readBack(session, id)) ?? (await listOwn(session))[0]
}

/** The comment with `id` as it is now; undefined when it is gone. */
async function readBack(session: Session, id: number): Promise<IssueComment | undefined> {
  try {
    const { data } = await session.client.rest.issues.getComment({
      ...where(session),
      comment_id: id
    })
    return data
  } catch (error) {
    if ((error as { status?: number }).status === 404) return undefined
    throw error
  }
}

function where(session: Session) {
  return { owner: session.target.owner, repo: session.target.repo }
}

/**
 * The tag's comments written by this token's user or app (JOB_BOT's, for an installation token),
 * the oldest first. Who the token is is asked only once a marked comment exists that another wrote.
 */
async function listOwn(session: Session): Promise<IssueComment[]> {
  const all = (await session.client.paginate(session.client.rest.issues.listComments, {
    ...where(session),
    issue_number: session.target.number,
    per_page: 100
  })) as IssueComment[]
  const marked = all.filter(c => (c.body ?? '').includes(session.mark))
  if (marked.length === 0) return []
  const oldestFirst = (comments: IssueComment[]) => comments.sort((a, b) => a.id - b.id)
  if (session.me === undefined && marked.every(byJobBot) && (await isInstallation(session.client)))
    return oldestFirst(marked)
  session.me ??= await ownLogin(session.client)
  return oldestFirst(marked.filter(c => normalise(c.user?.login) === session.me))
}

/**
 * The job's own token (GITHUB_TOKEN) writes as this bot. Only a workflow of the repository holding
 * a token that may write comments can post as it (a fork's `pull_request` run holds a read-only
 * one), so an installation token takes its comments without asking who it is: the question is a
 * GraphQL query, which GitHub's client spaces a second from the write after it. Another app's
 * token takes them too: write access lets it edit them, and they carry the trust the repository's
 * own workflows have, as for GITHUB_TOKEN; a personal token asks, and keeps to its user's.
 */
const JOB_BOT = 'github-actions[bot]'

function byJobBot(comment: IssueComment): boolean {
  return comment.user?.login === JOB_BOT && comment.user.type === 'Bot'
}

/**
 * The pull request's head commit now; undefined when GitHub does not say (the write goes ahead).
 * A rate limit is thrown, for the write's retries to wait out.
 */
async function headOf(session: Session): Promise<string | undefined> {
  try {
    const { data } = await session.client.rest.pulls.get({
      ...where(session),
      pull_number: session.target.number
    })
    return data.head.sha
  } catch (error) {
    if (rateLimitWaitMs(error, Date.now()) !== undefined) throw error
    session.policy.log(
      `The pull request's head commit could not be read (${(error as Error).message}); the comment is written.`
    )
    return undefined
  }
}

/** One request each: a failure goes back to writeOver's retries. */
async function updateComment(session: Session, id: number, body: string): Promise<IssueComment> {
  const { data } = await session.client.rest.issues.updateComment({
    ...where(session),
    comment_id: id,
    body
  })
  return data
}

async function createComment(session: Session, body: string): Promise<IssueComment> {
  const { data } = await session.client.rest.issues.createComment({
    ...where(session),
    issue_number: session.target.number,
    body
  })
  return data
}

/** Why GitHub refused, in terms of what the user can change. */
export function explainFailure(error: unknown, context: RunContext, target?: Target): string {
  const status = (error as { status?: number }).status
  const message = (error as Error).message
  const where = target ? `pull request #${target.number}` : 'the pull request'
  if (status === 403 && /rate limit/i.test(message)) {
    return `GitHub's rate limit stopped the comment on ${where}: ${message}`
  }
  if (status === 403 || (status === 404 && isForkPullRequestRun(context))) {
    if (isForkPullRequestRun(context)) {
      return `GitHub gave this workflow a read-only token: it runs for a pull request from a fork, and such runs cannot comment (HTTP ${status}). Fork pull requests get their dashboards and comment from fork mode: a workflow triggered by 'pull_request_target' that reads the pull request's datasets from GitHub as data, without checking it out (README, 'Pull requests from forks').`
    }
    return `The token may not write comments on ${where} (HTTP ${status}: ${message}). Give the job 'permissions: pull-requests: write', or pass a token that has it in '${Input.GithubToken}'.`
  }
  if (status === 401) return `GitHub refused the '${Input.GithubToken}' (HTTP 401): ${message}`
  if (status === 404)
    return `GitHub found no ${where} in ${context.owner}/${context.repo}, or the token cannot see it (HTTP 404).`
  if (status === 422) return `GitHub refused the comment on ${where} (HTTP 422): ${message}`
  return `Commenting on ${where} failed: ${message}`
}

/** Where the run's comment goes, and the time it has. */
export interface CommentTarget {
  readonly token: string
  readonly prNumber?: number
  readonly context: RunContext
  readonly tag: string
  /** The step's clock; the comment's pauses end with its phase all the same. */
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

/** The run's comment across its writes: a first state while the generations go on, then the last. */
export interface CommentWriter {
  /**
   * Starts finding the pull request and the tag's comment now, beside other work, so that the
   * first write needs only its own request.
   */
  prepare(): void
  /**
   * Creates or updates the comment with `content`, within `limitMs` when given (a cancelled
   * step's few seconds), else the time the step's deadline leaves. A later write reads back the
   * comment the first wrote, by id, and decides as the first did. Returns its URL, or undefined
   * with a notice or warning saying why not; once there is no pull request to comment on, GitHub
   * refused the token, or a newer run holds the comment, later writes are skipped unsaid.
   */
  write(content: CommentContent, limitMs?: number): Promise<string | undefined>
}

/** What finding the comment learnt; a failure once the pull request is known names it. */
type Found =
  | { readonly none: string }
  | {
      readonly target: Target
      readonly comment?: IssueComment
      readonly me?: string
      /** Why finding it failed, as the call threw it (an Error, or Octokit's RequestError). */
      readonly failed?: Error
    }

export function commentWriter(request: CommentTarget): CommentWriter {
  let finding: Promise<Found> | undefined
  let written: { readonly target: Target; readonly id: number; readonly me?: string } | undefined
  let over = false
  const find = () => (finding ??= findComment(request))
  return {
    prepare: () => {
      if (request.token !== '') void find().catch(() => undefined)
    },
    async write(content, limitMs) {
      if (over) return undefined
      if (request.token === '') {
        over = true
        log.warning(
          `No comment was posted: '${Input.GithubToken}' is empty. Leave it out, so that it is the job's own token (github.token), or give it a secret that holds a token; a secret is empty on a pull request from a fork.`
        )
        return undefined
      }
      const known: { target?: Target } = {}
      try {
        return await withTimeLimit(
          'the comment',
          limitMs ?? commentTimeLimit(request.deadline, request.clock.now()),
          async phase => {
            const client = createGitHubClient(
              request.token,
              request.context.apiUrl,
              line => log.info(line),
              phase
            )
            const policy = { clock: phase.clock, endsAt: phase.endsAt, log: log.info }
            let session: Session
            let first: () => Promise<IssueComment | undefined>
            if (written !== undefined) {
              const { id } = written
              session = openSession(client, written.target, request.tag, policy, written.me)
              known.target = session.target
              first = () => current(session, id)
            } else {
              const found = await find()
              if ('none' in found) {
                over = true
                log.notice(`No pull-request comment was posted: ${found.none}.`)
                return undefined
              }
              known.target = found.target
              if (found.failed !== undefined) throw found.failed
              session = openSession(client, found.target, request.tag, policy, found.me)
              const { comment } = found
              first = () => Promise.resolve(comment)
            }
            const outcome = await writeOver(session, first, content)
            const number = session.target.number
            if ('newer' in outcome) {
              over = true
              const { theirs, head } = outcome.newer
              log.notice(
                `The comment on pull request #${number} was left as it is: it shows commit ${theirs.slice(0, 7)}, and the pull request's head is now ${head.slice(0, 7)}, not this run's ${content.commitSha?.slice(0, 7)}. The newer run reports there; this run's results are in its job summary and outputs.`
              )
              return undefined
            }
            written = { target: session.target, id: outcome.comment.id, me: session.me }
            const url = outcome.comment.html_url
            log.info(
              `${outcome.created ? 'Posted' : 'Updated'} the comment on pull request #${number}: ${url}`
            )
            return url
          },
          request.clock
        )
      } catch (error) {
        if (isRefusal(error)) over = true
        // What was found may be stale, or the write may have landed unanswered: look again.
        else if (written === undefined) finding = undefined
        log.warning(explainFailure(error, request.context, known.target))
        return undefined
      }
    }
  }
}

/** The pull request, then the tag's comment on it, within their own time limit. */
async function findComment(request: CommentTarget): Promise<Found> {
  const known: { target?: Target } = {}
  try {
    return await withTimeLimit(
      'finding the comment',
      commentTimeLimit(request.deadline, request.clock.now()),
      async phase => {
        const { context } = request
        const client = createGitHubClient(request.token, context.apiUrl, log.info, phase)
        const number = await findPullRequest(client, context, request.prNumber)
        if (typeof number !== 'number') return number
        const target = { owner: context.owner, repo: context.repo, number }
        known.target = target
        const session = openSession(client, target, request.tag, {
          clock: phase.clock,
          endsAt: phase.endsAt,
          log: log.info
        })
        const [comment] = await listOwn(session)
        return { target, comment, me: session.me }
      },
      request.clock
    )
  } catch (failed) {
    // Once the pull request is known, the warning names it.
    if (known.target !== undefined)
      return {
        target: known.target,
        failed: failed instanceof Error ? failed : new Error(String(failed))
      }
    throw failed
  }
}

/**
 * The sticky pull-request comment: one per tag, found by its hidden marker among the comments
 * written by the token's own user or app, updated in place, never duplicated. Loaded only
 * when `comment` is on. Its failures are warnings: the dashboard exists either way.
 */
import type { Clock } from '../common/clock.js'
import * as log from '../common/log.js'
import { Input } from '../constants.js'
import { marker } from '../common/comment-marker.js'
import { createGitHubClient, withTimeLimit, type GitHubClient, type Phase } from './client.js'
import { eventPullRequest, isZeroSha, type RunContext } from './context.js'
import { isServerError, withRateLimitWaits, type LimitPolicy } from './rate-limit.js'

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
  /**
   * The body to write, from the bodies of the tag's comments as last read, the oldest first.
   * Called afresh for every write: content read from elsewhere (the commit statuses) is read
   * again each time, so no write carries what an earlier read saw.
   */
  render(previous: readonly string[]): string | Promise<string>
  /** Whether a body holds everything it must (another run's later write may have dropped some). */
  holds(body: string): boolean | Promise<boolean>
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
/** Attempts at deleting a twin when GitHub answers 5xx. */
const TWIN_DELETES = 3
/** Without a phase given, rate-limit waits stop this far ahead. */
const DEFAULT_PHASE_MS = 60_000

/** One run's work on the tag's comment: who it is, what it writes, how it waits. */
interface Session {
  readonly client: GitHubClient
  readonly target: Target
  readonly mark: string
  readonly content: CommentContent
  readonly clock: Clock
  readonly policy: LimitPolicy
  /** Who the token is: learnt from GitHub's answer to a create, or asked once a marked comment exists. */
  me?: string
}

/** Where the run stands: the comment every run should converge on, and the one it created, if any. */
interface Standing {
  winner?: IssueComment
  mine?: IssueComment
}

/**
 * Creates or updates the tag's comment, one comment shared by every run with the tag (a matrix).
 * GitHub has no compare-and-swap, so a run that read the comment before another's write can
 * overwrite it: each write is followed by a jittered wait and a read that checks the comment
 * still holds everything (`content.holds`); if not, the run writes again from a fresh read, a
 * bounded number of times. When runs create the comment at once, the oldest comment wins; a run
 * deletes the twin it created only once its part is in the winner. docs/fan-in.md has the
 * argument for why this converges. Every pause is `clock`'s: a phase's (`Phase.clock`), so none
 * outlives the phase.
 */
export async function upsertComment(
  client: GitHubClient,
  target: Target,
  tag: string,
  content: CommentContent,
  clock: Clock,
  policy?: Partial<LimitPolicy>
): Promise<Upserted> {
  const session: Session = {
    client,
    target,
    mark: marker(tag),
    content,
    clock,
    policy: { clock, endsAt: Date.now() + DEFAULT_PHASE_MS, log: () => undefined, ...policy }
  }
  const standing = await firstWrite(session)
  return settleLoop(session, standing)
}

async function firstWrite(session: Session): Promise<Standing> {
  let seen = await listOwn(session)
  if (seen.length === 0) {
    // The legs of a matrix often finish together. Spread out, so that most find the first
    // leg's comment instead of making a twin: every new comment notifies the pull request.
    await session.clock.sleep(CREATE_SPREAD_MS * session.clock.random())
    seen = await listOwn(session)
  }
  if (seen.length > 0) return { winner: (await updateComment(session, seen)) ?? seen[0] }
  return createFirst(session)
}

/** Creates the comment; if an older twin exists, merges into it (the oldest wins). */
async function createFirst(session: Session): Promise<Standing> {
  const mine = await createComment(session)
  // Comments created before ours show now; later ones are younger: the winner is known.
  const seen = await listOwn(session)
  const winner = seen[0] ?? mine
  if (winner === undefined || mine === undefined || winner.id === mine.id) return { winner, mine }
  // A twin. Its merge is read only once this run may write again, so it is not stale by the
  // time it goes; twins created together wait apart, so their merges do not collide.
  await session.clock.sleep(WRITE_GAP_MS * (1 + session.clock.random()))
  const base = await reread(session, winner)
  const over = base.length > 0 ? base : [mine]
  return { winner: (await updateComment(session, over)) ?? over[0], mine }
}

async function settleLoop(session: Session, standing: Standing): Promise<Upserted> {
  const { clock } = session
  for (let writes = 1; ; writes++) {
    await clock.sleep(SETTLE_DELAY_MS * (1 + clock.random()))
    const done = await settle(session, await reread(session, standing.winner), standing)
    if (done) return done
    if (writes >= MAX_WRITES) break
    // Another run wrote over ours. Step aside for a random moment, longer after each loss, so
    // the runs that collided write one after another, each merging what is there just before.
    await clock.sleep(WRITE_GAP_MS * writes * clock.random())
    const seen = await reread(session, standing.winner)
    const merged = await settle(session, seen, standing)
    if (merged) return merged
    standing = await rewrite(session, seen, standing)
  }
  const last = standing.winner
  return {
    url: last?.html_url ?? '',
    created: last !== undefined && standing.mine?.id === last.id,
    settled: false
  }
}

/** Writes again over what was just read; creates the comment again if a person deleted it. */
async function rewrite(
  session: Session,
  seen: readonly IssueComment[],
  standing: Standing
): Promise<Standing> {
  if (seen.length > 0)
    return { ...standing, winner: (await updateComment(session, seen)) ?? seen[0] }
  const mine = await createComment(session)
  return { winner: mine, mine }
}

/** The comment as read holds everything: done, and a twin of ours can go. */
async function settle(
  session: Session,
  comments: readonly IssueComment[],
  standing: Standing
): Promise<Upserted | undefined> {
  if (comments.length === 0 || !(await session.content.holds(comments[0].body ?? '')))
    return undefined
  const [held] = comments
  const { mine } = standing
  // The twin goes only now that its rows are in the winner for sure.
  if (mine !== undefined && mine.id !== held.id) await deleteTwin(session, mine.id)
  return { url: held.html_url, created: mine?.id === held.id, settled: true }
}

function where(session: Session) {
  return { owner: session.target.owner, repo: session.target.repo }
}

/** The tag's comments written by this token's user or app, the oldest first. */
async function listOwn(session: Session): Promise<IssueComment[]> {
  const all = (await session.client.paginate(session.client.rest.issues.listComments, {
    ...where(session),
    issue_number: session.target.number,
    per_page: 100
  })) as IssueComment[]
  const marked = all.filter(c => (c.body ?? '').includes(session.mark))
  if (marked.length === 0) return []
  session.me ??= await ownLogin(session.client)
  return marked.filter(c => normalise(c.user?.login) === session.me).sort((a, b) => a.id - b.id)
}

/** The winner as it is now; a full list if there is none yet or it was deleted meanwhile. */
async function reread(session: Session, winner: IssueComment | undefined): Promise<IssueComment[]> {
  if (winner === undefined) return listOwn(session)
  try {
    const { data } = await session.client.rest.issues.getComment({
      ...where(session),
      comment_id: winner.id
    })
    const comment = data as IssueComment
    const ours =
      (comment.body ?? '').includes(session.mark) && normalise(comment.user?.login) === session.me
    return ours ? [comment] : listOwn(session)
  } catch (error) {
    if ((error as { status?: number }).status === 404) return listOwn(session)
    throw error
  }
}

const bodies = (comments: readonly IssueComment[]) => comments.map(c => c.body ?? '')

/**
 * One write, its body built just before it goes. A rate-limit answer is waited out and the body
 * rebuilt from a fresh read; a 5xx may or may not have applied it, so it is left to the check
 * that follows every write (undefined: the answer was lost).
 */
async function write<T>(session: Session, what: string, attempt: (retry: boolean) => Promise<T>) {
  let attempts = 0
  try {
    return await withRateLimitWaits(what, session.policy, () => attempt(attempts++ > 0))
  } catch (error) {
    if (!isServerError(error)) throw error
    session.policy.log(
      `GitHub answered ${what} with HTTP ${(error as { status: number }).status}; the comment is read again to see whether it landed.`
    )
    return undefined
  }
}

async function updateComment(
  session: Session,
  seen: readonly IssueComment[]
): Promise<IssueComment | undefined> {
  return write(session, 'the comment update', async retry => {
    const base = retry ? await reread(session, seen[0]) : seen
    const winner = base[0] ?? seen[0]
    const { data } = await session.client.rest.issues.updateComment({
      ...where(session),
      comment_id: winner.id,
      body: await session.content.render(bodies(base))
    })
    return data as IssueComment
  })
}

async function createComment(session: Session): Promise<IssueComment | undefined> {
  const created = await write(session, 'the new comment', async () => {
    const { data } = await session.client.rest.issues.createComment({
      ...where(session),
      issue_number: session.target.number,
      body: await session.content.render([])
    })
    return data as IssueComment
  })
  session.me ??= created && normalise(created.user?.login)
  return created
}

/**
 * Deletes the twin, once more after a 5xx: a delete carries no body to go stale, and if the
 * first one landed, the second is answered 404. A twin left behind splits the tag's rows.
 */
async function deleteTwin(session: Session, id: number): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await session.client.rest.issues.deleteComment({ ...where(session), comment_id: id })
      return
    } catch (error) {
      if ((error as { status?: number }).status === 404) return
      if (!isServerError(error) || attempt >= TWIN_DELETES) throw error
    }
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

/** Posts or updates the comment. Returns its URL, or undefined with a notice or warning saying why not. */
export async function postPullRequestComment(request: CommentRequest): Promise<string | undefined> {
  if (request.token === '') {
    log.warning(`No comment was posted: '${Input.GithubToken}' is empty.`)
    return undefined
  }
  const found: { target?: Target } = {}
  try {
    return await withTimeLimit(
      'the comment',
      commentTimeLimit(request.deadline, request.clock.now()),
      phase => commentWithin(request, phase, found),
      request.clock
    )
  } catch (error) {
    log.warning(explainFailure(error, request.context, found.target))
    return undefined
  }
}

/**
 * The comment's requests and waits, all within `phase`: the pull request, then the write and
 * the checks after it. `found` learns the pull request, so a failure can name it.
 */
async function commentWithin(
  request: CommentRequest,
  phase: Phase,
  found: { target?: Target }
): Promise<string | undefined> {
  const { context } = request
  const client = createGitHubClient(request.token, context.apiUrl, line => log.info(line), phase)
  const number = await findPullRequest(client, context, request.prNumber)
  if (typeof number !== 'number') {
    log.notice(`No pull-request comment was posted: ${number.none}.`)
    return undefined
  }
  const target = { owner: context.owner, repo: context.repo, number }
  found.target = target
  const { url, created, settled } = await upsertComment(
    client,
    target,
    request.tag,
    request.content,
    phase.clock,
    { endsAt: phase.endsAt, log: line => log.info(line) }
  )
  log.info(`${created ? 'Posted' : 'Updated'} the comment on pull request #${number}: ${url}`)
  if (!settled)
    log.warning(
      `Other runs kept rewriting the '${request.tag}' comment on pull request #${number}; after ${MAX_WRITES} writes it may still lack this run's datasets. The job summary and the 'results' output list them all.`
    )
  return url
}

/**
 * The dashboards issue on GitHub: one per tag, found by its hidden marker among the issues the
 * token's own user or app opened (a list filtered by `creator`: one page unless it opened more
 * than 100), then edited in place, or opened. One job writes it (a single job on the default
 * branch, or a matrix's collect/), and the workflow's `concurrency:` keeps two runs of a branch
 * apart, so a read and one write are all it takes. Loaded only when `dashboard-issue` is on; its
 * failures are warnings: the dashboards exist either way.
 */
import type { Clock } from '../common/clock.js'
import { issueMarker } from '../common/comment-marker.js'
import * as log from '../common/log.js'
import { redact } from '../common/redact.js'
import { Input } from '../config/constants.js'
import { createGitHubClient, withTimeLimit, type GitHubClient } from './client.js'
import type { RunContext } from './context.js'
import { rateLimitWaitMs, withRetries, type LimitPolicy } from './rate-limit.js'
import { commentTimeLimit } from './sticky-comment.js'
import { authorLogin, normalise } from './token-owner.js'

/** Where the issue goes, and the time it has. */
export interface IssueTarget {
  readonly token: string
  readonly context: RunContext
  readonly tag: string
  /** The issue's title: set on every write, so a changed `dashboard-issue-title` renames it. */
  readonly title: string
  /** The default branch: an issue showing another commit is written only while this run's is its head. */
  readonly branch?: string
  /** The commit this run's results are for. */
  readonly commitSha?: string
  readonly clock: Clock
  /** When the step's `timeout` ends, on `clock`. */
  readonly deadline: number
}

/** What the run writes: the body over the issue's current one, or undefined for nothing new. */
export interface IssueBody {
  render(current: string | undefined): string | undefined
  /** The commit a body of the issue was written for, as it says. */
  commitOf(body: string): string | undefined
}

interface Issue {
  number: number
  html_url: string
  state?: string
  title?: string
  body?: string | null
  user?: { login: string } | null
  pull_request?: unknown
}

type Written =
  | { readonly issue: Issue; readonly change: 'created' | 'updated' | 'unchanged' }
  /** Left as it is: it shows `theirs`, and the branch's head (`head`) is not this run's commit. */
  | { readonly issue: Issue; readonly newer: { readonly theirs: string; readonly head: string } }

/** The oldest issue the token's own user or app opened that carries the tag's marker. */
async function findIssue(
  client: GitHubClient,
  context: RunContext,
  creator: string,
  mark: string
): Promise<Issue | undefined> {
  const pages = client.paginate.iterator(client.rest.issues.listForRepo, {
    owner: context.owner,
    repo: context.repo,
    creator,
    state: 'all',
    sort: 'created',
    direction: 'asc',
    per_page: 100
  })
  for await (const { data } of pages) {
    const found = (data as Issue[]).find(
      issue =>
        issue.pull_request === undefined &&
        normalise(issue.user?.login) === normalise(creator) &&
        (issue.body ?? '').startsWith(`${mark}\n`)
    )
    if (found) return found
  }
  return undefined
}

/**
 * Opens or edits the tag's dashboards issue; its address, or undefined with a warning saying
 * why not. Within the time the step's deadline leaves (commentTimeLimit's bounds).
 */
export async function keepDashboardIssue(
  target: IssueTarget,
  content: IssueBody
): Promise<string | undefined> {
  if (target.token === '') {
    log.warning(
      `The dashboards issue was not written: '${Input.GithubToken}' is empty. Leave it out, so that it is the job's own token (github.token), or give it a secret that holds a token with 'issues: write'.`
    )
    return undefined
  }
  const { context } = target
  try {
    return await withTimeLimit(
      'the dashboards issue',
      commentTimeLimit(target.deadline, target.clock.now()),
      async phase => {
        const client = createGitHubClient(target.token, context.apiUrl, log.info, phase)
        const policy: LimitPolicy = { clock: phase.clock, endsAt: phase.endsAt, log: log.info }
        const written = await write(client, target, content, policy)
        if (written === undefined) return undefined
        if ('newer' in written) {
          const { theirs, head } = written.newer
          log.notice(
            `The dashboards issue #${written.issue.number} was left as it is: it shows commit ${theirs.slice(0, 7)}, and ${target.branch}'s head is now ${head.slice(0, 7)}, not this run's ${target.commitSha?.slice(0, 7)}. The newer run keeps it; this run's results are in its job summary and outputs.`
          )
          return undefined
        }
        const { issue, change } = written
        if (change === 'unchanged')
          log.info(
            `The dashboards issue #${issue.number} already says all this run has to tell: ${issue.html_url}`
          )
        else
          log.info(
            `${change === 'created' ? 'Opened' : 'Updated'} the dashboards issue #${issue.number}: ${issue.html_url}`
          )
        if (issue.state === 'closed' && change === 'updated')
          log.notice(
            `The dashboards issue #${issue.number} is closed: it was updated all the same. Reopen it to keep it in view, or remove '${Input.DashboardIssue}' to stop keeping it.`
          )
        return issue.html_url
      },
      target.clock
    )
  } catch (error) {
    log.warning(issueFailure(error, context))
    return undefined
  }
}

/**
 * The one read and the one write, tried again as rate-limit.ts's `withRetries` says: each try
 * reads the issue afresh, and after a 5xx an issue showing the very body sent is the write that
 * landed unanswered, so an issue is never opened twice.
 */
async function write(
  client: GitHubClient,
  target: IssueTarget,
  content: IssueBody,
  policy: LimitPolicy
): Promise<Written | undefined> {
  const { context } = target
  const where = { owner: context.owner, repo: context.repo }
  const mark = issueMarker(target.tag)
  // The title is the workflow's; a secret in it is hidden, as in every other sink.
  const title = redact(target.title)
  const creator = await authorLogin(client)
  let sent: { readonly body: string; readonly created: boolean } | undefined
  return withRetries('the dashboards issue', policy, async retry => {
    const found = await findIssue(client, context, creator, mark)
    if (retry === 'server error' && sent !== undefined && found?.body === sent.body)
      return { issue: found, change: sent.created ? 'created' : 'updated' }
    sent = undefined
    const theirs = found === undefined ? undefined : content.commitOf(found.body ?? '')
    if (
      found &&
      theirs !== undefined &&
      target.commitSha !== undefined &&
      theirs !== target.commitSha
    ) {
      const head = await branchHead(client, target, policy)
      if (head !== undefined && head !== target.commitSha)
        return { issue: found, newer: { theirs, head } }
    }
    const body = content.render(found === undefined ? undefined : (found.body ?? ''))
    if (body === undefined) return found && { issue: found, change: 'unchanged' as const }
    sent = { body, created: found === undefined }
    if (found === undefined) {
      const { data } = await client.rest.issues.create({ ...where, title, body })
      return { issue: data, change: 'created' as const }
    }
    const { data } = await client.rest.issues.update({
      ...where,
      issue_number: found.number,
      title,
      body
    })
    return { issue: data, change: 'updated' as const }
  })
}

/**
 * The default branch's head commit now; undefined when GitHub does not say (the write goes
 * ahead, as the comment's does). A rate limit is thrown, for the write's retries to wait out.
 */
async function branchHead(
  client: GitHubClient,
  target: IssueTarget,
  policy: LimitPolicy
): Promise<string | undefined> {
  if (target.branch === undefined) return undefined
  try {
    const { data } = await client.rest.repos.getBranch({
      owner: target.context.owner,
      repo: target.context.repo,
      branch: target.branch
    })
    return data.commit.sha
  } catch (error) {
    if (rateLimitWaitMs(error, Date.now()) !== undefined) throw error
    policy.log(
      `The head commit of ${target.branch} could not be read (${(error as Error).message}); the dashboards issue is written.`
    )
    return undefined
  }
}

/** Why GitHub refused, in terms of what the user can change. */
export function issueFailure(error: unknown, context: RunContext): string {
  const status = (error as { status?: number }).status
  const message = (error as Error).message
  const not = 'The dashboards issue was not written'
  const results = "The dashboards are in this job's summary and outputs."
  if ((status === 403 || status === 429) && /rate limit/i.test(message))
    return `${not}: GitHub's rate limit stopped it (${message}). ${results} The next run writes it.`
  if (status === 403)
    return `${not}: the token may not write issues in ${context.owner}/${context.repo} (HTTP 403: ${message}). Give the job 'permissions: issues: write', or pass a token that has it in '${Input.GithubToken}'. ${results}`
  if (status === 410)
    return `${not}: issues are turned off in ${context.owner}/${context.repo} (HTTP 410). Turn them on (Settings, General, Features: Issues), or remove '${Input.DashboardIssue}'. ${results}`
  if (status === 401)
    return `${not}: GitHub refused the '${Input.GithubToken}' (HTTP 401). ${results}`
  if (status === 404)
    return `${not}: GitHub found no repository ${context.owner}/${context.repo}, or the token cannot see it (HTTP 404). ${results}`
  return `${not}: ${message}. ${results}`
}

/**
 * A run's report on GitHub, once its results are known: the commit statuses (one per dataset,
 * and the run's one `dashboards` status) and the pull-request comment. Written by the single job
 * that generates, or by a matrix's collect/; a leg writes only its datasets' statuses. Called by
 * main.ts and collect.ts: it joins the GitHub side to the report, so neither folder imports the
 * other.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Clock } from '../../common/clock.js'
import * as log from '../../common/log.js'
import { Input, Output } from '../../config/constants.js'
import {
  createGitHubClient,
  withTimeLimit,
  type GitHubClient,
  type Phase
} from '../../github/client.js'
import {
  defaultBranchRun,
  readRunContext,
  reviewedCommit,
  type RunContext
} from '../../github/context.js'
import { isRefusal, type LimitPolicy } from '../../github/rate-limit.js'
import { aggregateContext, datasetContext } from '../../github/status-context.js'
import { recordStatus, type Commit, type StatusWrite } from '../../github/statuses.js'
import type { CommentWriter } from '../../github/sticky-comment.js'
import { aggregateStatus, datasetStatus, pendingStatus } from '../../report/commit-status.js'
import { problemText } from '../../report/messages.js'
import { setOutput } from '../../report/outputs.js'
import { runsContent, type CommentSetting } from '../../report/pull-request-comment.js'
import { issueContent } from '../../report/dashboard-issue.js'
import type { DatasetRun } from '../../service/generation.js'

/** What the report reads of a step's settings: every role has these. */
export interface GitHubSettings {
  readonly githubToken: string
  /** The pull request to comment on, for events that carry none. */
  readonly prNumber?: number
  readonly commentTag: string
}

/** However early the step's timeout ends, recording the statuses gets this long. */
const STATUS_GRACE_MS = 15_000
/** However late it ends, no longer than this. */
const STATUS_MAX_MS = 120_000

/** What the run reports, and how: everything the statuses and the comment are made of. */
export interface GitHubReport {
  readonly runs: readonly DatasetRun[]
  /** One dataset named by one path: the comment shows its full card. */
  readonly single: boolean
  readonly commentTag: string
  /** The comment-tag as given, which names the run's status: `dashboards (tag)`. */
  readonly givenTag?: string
  readonly instructions?: string
  /** Why the step failed besides its datasets (a check before any generation), when it did. */
  readonly failure?: string
  /** Whether a row the comment carries from an earlier commit still has its dataset. */
  readonly stillExists: (file: string) => boolean
  /** Record one status per dataset. */
  readonly datasetStatuses: boolean
  /** Record the run's one status. */
  readonly runStatus: boolean
  readonly comment: boolean
  /** The manifest this fork-mode pull request changes, its change waiting for the merge. */
  readonly changedManifest?: string
  /** Keep the dashboards issue under this title (on the default branch only). */
  readonly dashboardIssue?: { readonly title: string }
}

interface Where {
  readonly context: RunContext
  readonly commit?: Commit
}

function whereOf(): Where {
  const context = readRunContext()
  const sha = reviewedCommit(context)
  return {
    context,
    commit: sha && context.owner ? { owner: context.owner, repo: context.repo, sha } : undefined
  }
}

/** A client whose every request is aborted when `phase` ends: none outlives the step's time. */
function client(settings: GitHubSettings, context: RunContext, phase: Phase): GitHubClient {
  return createGitHubClient(settings.githubToken, context.apiUrl, line => log.info(line), phase)
}

/**
 * `stillExists` of a report whose datasets were found under `root` (the workspace, or fork mode's
 * laid-out head tree): a row names no file, or one `present` or there.
 */
export function existingUnder(
  root: string,
  present: ReadonlySet<string> = new Set()
): (file: string) => boolean {
  return file => file === '' || present.has(file) || existsSync(path.join(root, file))
}

/** The statuses, then the comment, written once: a run that shows no first state. */
export async function reportOnGitHub(
  report: GitHubReport,
  settings: GitHubSettings,
  clock: Clock,
  deadline: number
): Promise<void> {
  await runOnGitHub(settings, clock, deadline).final(report)
}

/**
 * A run's report on GitHub across its step: a first state while the generations go on (each run
 * still under way shown as generating, the run's status pending), then the final one. Each
 * comment and status gets at most one write more than a report written once, whatever the
 * number of datasets, and never two writes at once: the final waits for the first.
 */
export interface RunOnGitHub {
  /** Starts finding the pull request and its comment, beside the uploads, when `comment` is on. */
  prepare(comment: boolean): void
  /**
   * The first state, written in the background (a generation's start never waits on GitHub);
   * settled once written or given up, never rejected.
   */
  first(report: GitHubReport): Promise<void>
  /** Whether a first state was begun: a cancelled step must finish what it shows. */
  readonly begun: boolean
  /**
   * The final state, once the first write has ended; each write within `limitMs` when given
   * (a cancelled step's few seconds), else the time the step's deadline leaves.
   */
  final(report: GitHubReport, limitMs?: number): Promise<void>
}

export function runOnGitHub(settings: GitHubSettings, clock: Clock, deadline: number): RunOnGitHub {
  const where = whereOf()
  const statuses = { refused: false }
  let comments: Promise<CommentWriter> | undefined
  let firstWrite: Promise<unknown> | undefined
  // The tag is the report's: collect/ writes under its plan's.
  const writer = (tag: string) =>
    (comments ??= import('../../github/sticky-comment.js').then(({ commentWriter }) =>
      commentWriter({
        token: settings.githubToken,
        prNumber: settings.prNumber,
        context: where.context,
        tag,
        clock,
        deadline
      })
    ))
  const comment = (report: GitHubReport, interim: boolean, limitMs?: number) =>
    writer(report.commentTag).then(async comments =>
      comments.write(
        runsContent(commentSetting(report, where), report.runs, report.single, interim),
        limitMs
      )
    )
  return {
    prepare(wanted) {
      if (wanted) void writer(settings.commentTag).then(comments => comments.prepare())
    },
    first(report) {
      const pending = report.runStatus
        ? [
            {
              context: aggregateContext(report.givenTag),
              ...pendingStatus(report.runs, where.context.runUrl)
            }
          ]
        : []
      // The comment first: GitHub's client sends one write at a time, a second apart.
      const written = (report.comment && report.runs.length > 0 ? comment(report, true) : noop())
        .then(() =>
          pending.length > 0
            ? recordStatuses(settings, pending, where, clock, deadline, statuses)
            : undefined
        )
        .then(
          () => undefined,
          () => undefined
        )
      firstWrite = written
      return written
    },
    get begun() {
      return firstWrite !== undefined
    },
    async final(report, limitMs) {
      if (firstWrite !== undefined) await within(firstWrite, limitMs)
      const writes = statusWrites(report, where.context.runUrl)
      // Independent of each other: sent at once, none waits on another's round trips.
      const [, url, issueUrl] = await Promise.all([
        writes.length > 0
          ? recordStatuses(settings, writes, where, clock, deadline, statuses, limitMs)
          : undefined,
        // Nothing ran (none changed, or a check failed first): no row to add, earlier rows stay.
        report.comment && report.runs.length > 0 ? comment(report, false, limitMs) : undefined,
        report.dashboardIssue
          ? keepIssue(report, report.dashboardIssue, settings, where, clock, deadline)
          : undefined
      ])
      if (report.comment && report.runs.length > 0) setOutput(Output.CommentUrl, url ?? '')
      if (report.dashboardIssue) setOutput(Output.DashboardIssueUrl, issueUrl ?? '')
    }
  }
}

const noop = async (): Promise<undefined> => undefined

/**
 * The dashboards issue, on the default branch only: any other run leaves it, with a notice. Its
 * rows are the comment's, carried from one version of the issue to the next.
 */
async function keepIssue(
  report: GitHubReport,
  issue: { readonly title: string },
  settings: GitHubSettings,
  where: Where,
  clock: Clock,
  deadline: number
): Promise<string | undefined> {
  const { context, commit } = where
  const on = defaultBranchRun(context)
  if ('not' in on) {
    log.notice(
      `The dashboards issue was left as it is: ${on.not}. Runs on the default branch keep it: a push to it, a schedule, a workflow_dispatch on it.`
    )
    return undefined
  }
  const { keepDashboardIssue } = await import('../../github/dashboard-issue.js')
  const content = issueContent(
    {
      tag: report.commentTag,
      repositoryUrl: `${context.serverUrl}/${context.owner}/${context.repo}`,
      branch: on.branch,
      commitSha: commit?.sha,
      runUrl: context.runUrl,
      updatedAt: new Date(),
      stillExists: report.stillExists
    },
    report.runs
  )
  return keepDashboardIssue(
    {
      token: settings.githubToken,
      context,
      tag: report.commentTag,
      title: issue.title,
      branch: on.branch,
      commitSha: commit?.sha,
      clock,
      deadline
    },
    content
  )
}

/** `work`, or nothing once `limitMs` has passed (none given: as long as it takes). */
async function within(work: Promise<unknown>, limitMs: number | undefined): Promise<void> {
  if (limitMs === undefined) {
    await work
    return
  }
  let timer: NodeJS.Timeout | undefined
  await Promise.race([work, new Promise(resolve => (timer = setTimeout(resolve, limitMs)))])
  clearTimeout(timer)
}

function statusWrites(report: GitHubReport, runUrl: string | undefined): StatusWrite[] {
  const each = report.datasetStatuses
    ? report.runs.map(run => ({
        context: datasetContext(report.givenTag, run.dataset?.displayPath ?? ''),
        ...datasetStatus(run, problemText(run), runUrl)
      }))
    : []
  if (!report.runStatus) return each
  const whole = aggregateStatus(report.runs, report.failure, runUrl)
  return [...each, { context: aggregateContext(report.givenTag), ...whole }]
}

/**
 * Writes `writes` in turn. Once GitHub refused the token (no `statuses: write`), later writes of
 * the step are skipped: the one warning said why.
 */
async function recordStatuses(
  settings: GitHubSettings,
  writes: readonly StatusWrite[],
  where: Where,
  clock: Clock,
  deadline: number,
  statuses: { refused: boolean },
  limitMs?: number
): Promise<void> {
  const { commit, context } = where
  if (statuses.refused) return
  if (!commit) {
    statuses.refused = true
    log.warning(`No commit status was recorded: the run names no commit ('${Input.CommitStatus}').`)
    return
  }
  const limit =
    limitMs ?? Math.min(STATUS_MAX_MS, Math.max(STATUS_GRACE_MS, deadline - clock.now()))
  try {
    await withTimeLimit(
      'the commit statuses',
      limit,
      async phase => {
        const github = client(settings, context, phase)
        const policy: LimitPolicy = {
          clock: phase.clock,
          endsAt: phase.endsAt,
          log: line => log.info(line)
        }
        for (const status of writes) await recordStatus(github, commit, status, policy)
      },
      clock
    )
  } catch (error) {
    if (isRefusal(error)) statuses.refused = true
    log.warning(statusFailure(error, context))
  }
}

function statusFailure(error: unknown, context: RunContext): string {
  const status = (error as { status?: number }).status
  const message = (error as Error).message
  if (status === 403 && !/rate limit/i.test(message))
    return `GitHub refused the commit statuses (HTTP 403): the token lacks 'statuses: write'. Give the job 'permissions: statuses: write'; a pull request from a fork gets a read-only token, so its results are in this job's summary and outputs only. (${context.owner}/${context.repo})`
  return `The commit statuses were not recorded: ${message}. The job summary and outputs have every result.`
}

/** What the comment says besides the runs: where it comes from. */
function commentSetting(report: GitHubReport, where: Where): CommentSetting {
  const { context, commit } = where
  return {
    tag: report.commentTag,
    instructions: report.instructions,
    commitSha: commit?.sha,
    commitUrl: commit
      ? `${context.serverUrl}/${commit.owner}/${commit.repo}/commit/${commit.sha}`
      : undefined,
    runUrl: context.runUrl,
    runId: process.env.GITHUB_RUN_ID || undefined,
    attempt: process.env.GITHUB_RUN_ATTEMPT || undefined,
    updatedAt: new Date(),
    stillExists: report.stillExists,
    changedManifest: report.changedManifest
  }
}

/**
 * A run's report on GitHub, once its results are known: the commit statuses (one per dataset,
 * and the run's one `dashboards` status) and the pull-request comment. Written by the single job
 * that generates, or by a matrix's collect/; a leg writes only its datasets' statuses. Called by
 * main.ts and collect.ts: it joins the GitHub side to the report, so neither folder imports the
 * other.
 */
import type { Clock } from './common/clock.js'
import * as log from './common/log.js'
import { Input, Output } from './constants.js'
import {
  createGitHubClient,
  withTimeLimit,
  type GitHubClient,
  type Phase
} from './github/client.js'
import { readRunContext, reviewedCommit, type RunContext } from './github/context.js'
import type { LimitPolicy } from './github/rate-limit.js'
import { aggregateContext, datasetContext } from './github/status-context.js'
import { recordStatus, type Commit, type StatusWrite } from './github/statuses.js'
import type { Settings } from './inputs.js'
import { aggregateStatus, datasetStatus } from './report/commit-status.js'
import { problemText } from './report/messages.js'
import { setOutput } from './report/outputs.js'
import { runsContent, type CommentSetting } from './report/pull-request-comment.js'
import type { DatasetRun } from './service/generation.js'

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
function client(settings: Settings, context: RunContext, phase: Phase): GitHubClient {
  return createGitHubClient(settings.githubToken, context.apiUrl, line => log.info(line), phase)
}

/** The statuses, then the comment; each one's failure is a warning (the dashboards exist). */
export async function reportOnGitHub(
  report: GitHubReport,
  settings: Settings,
  clock: Clock,
  deadline: number
): Promise<void> {
  const where = whereOf()
  const writes = statusWrites(report, where.context.runUrl)
  // Independent of each other: sent at once, neither waits on the other's round trips.
  await Promise.all([
    writes.length > 0 ? recordStatuses(settings, writes, where, clock, deadline) : undefined,
    // Nothing ran (none changed, or a check failed first): no row to add, earlier rows stay.
    report.comment && report.runs.length > 0
      ? postComment(report, settings, where, clock, deadline)
      : undefined
  ])
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

async function recordStatuses(
  settings: Settings,
  writes: readonly StatusWrite[],
  where: Where,
  clock: Clock,
  deadline: number
): Promise<void> {
  const { commit, context } = where
  if (!commit) {
    log.warning(`No commit status was recorded: the run names no commit ('${Input.CommitStatus}').`)
    return
  }
  const limit = Math.min(STATUS_MAX_MS, Math.max(STATUS_GRACE_MS, deadline - clock.now()))
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

async function postComment(
  report: GitHubReport,
  settings: Settings,
  where: Where,
  clock: Clock,
  deadline: number
): Promise<void> {
  const { context, commit } = where
  const setting: CommentSetting = {
    tag: report.commentTag,
    instructions: report.instructions,
    commitSha: commit?.sha,
    commitUrl: commit
      ? `${context.serverUrl}/${commit.owner}/${commit.repo}/commit/${commit.sha}`
      : undefined,
    runUrl: context.runUrl,
    runId: process.env.GITHUB_RUN_ID || undefined,
    updatedAt: new Date(),
    stillExists: report.stillExists
  }
  const { postPullRequestComment } = await import('./github/sticky-comment.js')
  const url = await postPullRequestComment({
    token: settings.githubToken,
    prNumber: settings.prNumber,
    context,
    tag: report.commentTag,
    content: runsContent(setting, report.runs, report.single),
    clock,
    deadline
  })
  setOutput(Output.CommentUrl, url ?? '')
}

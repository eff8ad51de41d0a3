/**
 * A matrix's fan-in, wired: each leg records its datasets' results as commit statuses, then
 * (with `comment`) writes the comment from every status of the tag; a collect job reads them
 * all and reports once. Called by main.ts only: it joins the GitHub side to the report, as
 * main.ts does, so neither folder imports the other. docs/fan-in.md has the argument.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Clock } from './common/clock.js'
import { ProblemsError } from './common/errors.js'
import * as log from './common/log.js'
import { Input, Output } from './constants.js'
import type { Dataset } from './datasets/inspect.js'
import { splitEvenly } from './datasets/batches.js'
import {
  createGitHubClient,
  withTimeLimit,
  type GitHubClient,
  type Phase
} from './github/client.js'
import { readRunContext, reviewedCommit, type RunContext } from './github/context.js'
import type { LimitPolicy } from './github/rate-limit.js'
import { contextsOf, datasetContext, legContext } from './github/status-context.js'
import { readTagStatuses, recordStatus, type Commit, type TagStatus } from './github/statuses.js'
import type { CommentContent } from './github/sticky-comment.js'
import type { Settings } from './inputs.js'
import {
  datasetStatus,
  legCounts,
  legMemberRun,
  legStatus,
  missingRun,
  runFromStatus
} from './report/commit-status.js'
import type { CommentRow } from './report/comment-rows.js'
import { changeText } from './report/change-text.js'
import { problemText, problemWithHint } from './report/messages.js'
import { setOutput, setOutputs } from './report/outputs.js'
import {
  collectedContent,
  freshContent,
  rowsOf,
  runsContent,
  type CommentSetting
} from './report/pull-request-comment.js'
import { writeSummary } from './report/summary.js'
import { isSuccess, type DatasetRun } from './service/generation.js'

/** However early the step's timeout ends, recording and reading statuses get this long. */
const STATUS_GRACE_MS = 15_000
/** However late it ends, no longer than this: a status is one request. */
const STATUS_MAX_MS = 120_000

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

/** How long recording or reading the statuses may take: until the step's deadline, within bounds. */
function statusTimeLimit(clock: Clock, deadline: number): number {
  return Math.min(STATUS_MAX_MS, Math.max(STATUS_GRACE_MS, deadline - clock.now()))
}

/** Rate-limit waits inside `phase`: on its clock, so none outlives it, and never past its end. */
function limitsIn(phase: Phase): LimitPolicy {
  return { clock: phase.clock, endsAt: phase.endsAt, log: line => log.info(line) }
}

/** After a leg's generations: record its statuses, then write the comment from them. */
export async function reportOnGitHub(
  settings: Settings,
  runs: readonly DatasetRun[],
  single: boolean,
  workspace: string,
  clock: Clock,
  deadline: number
): Promise<void> {
  // Nothing ran (a check failed first): this run has no row to add, and others' rows stay as they are.
  if (runs.length === 0 || (!settings.comment && settings.commitStatus === 'off')) return
  const where = whereOf()
  const recorded =
    settings.commitStatus !== 'off' &&
    (await recordStatuses(settings, runs, where, clock, deadline))
  if (!settings.comment) return
  const setting = commentSetting(settings, where, workspace)
  const content = recorded
    ? freshContent(setting, () => readRows(settings, where, [], clock, deadline, setting))
    : runsContent(setting, runs, single)
  await postComment(settings, where.context, content, clock, deadline)
}

async function postComment(
  settings: Settings,
  context: RunContext,
  content: CommentContent,
  clock: Clock,
  deadline: number
): Promise<void> {
  const { postPullRequestComment } = await import('./github/sticky-comment.js')
  const url = await postPullRequestComment({
    token: settings.githubToken,
    prNumber: settings.prNumber,
    context,
    tag: settings.commentTag,
    content,
    clock,
    deadline
  })
  setOutput(Output.CommentUrl, url ?? '')
}

function commentSetting(settings: Settings, where: Where, workspace: string): CommentSetting {
  const { context, commit } = where
  return {
    tag: settings.commentTag,
    instructions: settings.instructions,
    commitSha: commit?.sha,
    commitUrl: commit
      ? `${context.serverUrl}/${commit.owner}/${commit.repo}/commit/${commit.sha}`
      : undefined,
    runUrl: context.runUrl,
    updatedAt: new Date(),
    stillExists: file => file === '' || existsSync(path.join(workspace, file))
  }
}

/** One status per dataset, or one for the leg. False (with a warning) when GitHub refused. */
async function recordStatuses(
  settings: Settings,
  runs: readonly DatasetRun[],
  where: Where,
  clock: Clock,
  deadline: number
): Promise<boolean> {
  const { commit, context } = where
  if (!commit) {
    log.warning(`No commit status was recorded: the run names no commit ('${Input.CommitStatus}').`)
    return false
  }
  const writes = statusWrites(settings, runs, context.runUrl)
  try {
    await withTimeLimit(
      'the commit statuses',
      statusTimeLimit(clock, deadline),
      async phase => {
        const github = client(settings, context, phase)
        for (const status of writes) await recordStatus(github, commit, status, limitsIn(phase))
      },
      clock
    )
    return true
  } catch (error) {
    log.warning(statusFailure(error, context))
    return false
  }
}

function statusWrites(settings: Settings, runs: readonly DatasetRun[], runUrl?: string) {
  const tag = settings.commentTag
  if (settings.commitStatus === 'leg') {
    const paths = runs.map(run => run.dataset?.displayPath ?? '').sort()
    return [{ context: legContext(tag, paths), ...legStatus(runs, runUrl) }]
  }
  return runs.map(run => ({
    context: datasetContext(tag, run.dataset?.displayPath ?? ''),
    ...datasetStatus(run, problemText(run), runUrl)
  }))
}

function statusFailure(error: unknown, context: RunContext): string {
  const status = (error as { status?: number }).status
  const message = (error as Error).message
  if (status === 403 && !/rate limit/i.test(message))
    return `GitHub refused the commit statuses (HTTP 403): the token lacks 'statuses: write'. Give the job 'permissions: statuses: write'; a pull request from a fork gets a read-only token, so its results are in this job's summary and outputs only. The rest of the step goes on. (${context.owner}/${context.repo})`
  return `The commit statuses were not recorded: ${message}. The rest of the step goes on; the job summary and outputs have every result.`
}

/** The tag's statuses as comment rows (every dataset of every leg so far). */
async function readRows(
  settings: Settings,
  where: Where,
  expected: readonly Dataset[],
  clock: Clock,
  deadline: number,
  setting: CommentSetting
): Promise<CommentRow[]> {
  const statuses = await readStatuses(settings, where, expected, clock, deadline)
  return withChangeLines(
    statuses.map(status => statusRow(status, setting.commitSha)),
    expected
  )
}

/** Each dataset row this job can compare gets its change line: a status has no room for one. */
function withChangeLines(rows: CommentRow[], expected: readonly Dataset[]): CommentRow[] {
  const changes = new Map(expected.map(dataset => [dataset.displayPath, dataset.change]))
  return rows.map(row => {
    const change = changes.get(row.file)
    return change && !row.jobUrl ? { ...row, change: changeText(change) } : row
  })
}

/** A status's row: a dataset's as its leg would show it; a leg's with its counts, linking its job. */
function statusRow(status: TagStatus, commitSha: string | undefined): CommentRow {
  const [row] = rowsOf([runFromStatus(status, pseudoDataset(label(status)))], commitSha, '')
  if (status.subject.kind !== 'leg') return { ...row, updatedAt: status.updatedAt }
  return {
    ...row,
    title: legCounts(status.description),
    jobUrl: status.targetUrl,
    updatedAt: status.updatedAt
  }
}

async function readStatuses(
  settings: Settings,
  where: Where,
  expected: readonly Dataset[],
  clock: Clock,
  deadline: number
): Promise<TagStatus[]> {
  if (!where.commit) return []
  const { commit, context } = where
  const known = contextsOf(
    settings.commentTag,
    expected.map(dataset => dataset.displayPath)
  )
  return withTimeLimit(
    'reading the commit statuses',
    statusTimeLimit(clock, deadline),
    phase =>
      readTagStatuses(
        client(settings, context, phase),
        commit,
        settings.commentTag,
        known,
        limitsIn(phase)
      ),
    clock
  )
}

function label(status: TagStatus): string {
  return status.subject.kind === 'dataset'
    ? status.subject.path
    : `${status.subject.kind === 'leg' ? 'leg ' : ''}${status.subject.shown}`
}

/** A row that stands for a leg or a dataset known only by its status: no file behind it. */
function pseudoDataset(displayPath: string): Dataset {
  return {
    displayPath,
    absolutePath: '',
    fileName: path.posix.basename(displayPath),
    type: 'csv',
    uploadPath: '',
    bytes: 0,
    uploadName: path.posix.basename(displayPath),
    readAs: { format: 'csv' }
  }
}

/**
 * The collect job: every expected dataset's result from its status (or its leg's), one comment
 * write, the summary and `results`; fails naming every dataset without a good result.
 */
export async function collect(
  settings: Settings,
  expected: readonly Dataset[],
  workspace: string,
  clock: Clock,
  deadline: number
): Promise<void> {
  const where = whereOf()
  const statuses = await readStatuses(settings, where, expected, clock, deadline)
  const setting = commentSetting(settings, where, workspace)
  const { runs, rows } = collected(statuses, expected, setting, legsOf(settings, expected))
  setOutputs(runs)
  await writeSummary(runs, false)
  if (settings.comment) {
    // The only writer, after every leg ended: one write, whatever the carried rows could hold.
    await postComment(settings, where.context, collectedContent(setting, rows), clock, deadline)
  }
  const bad = runs.filter(run => !isSuccess(run.outcome))
  if (bad.length > 0)
    throw new ProblemsError(
      bad.map(run => ({
        message: `${run.dataset?.displayPath}: ${problemWithHint(run) ?? run.outcome}`
      }))
    )
}

/**
 * Each expected dataset's run (from its status, its leg's, or none: missing), and statuses of
 * datasets not expected too; the comment's rows: one per status (a leg's with its counts), one
 * per missing dataset.
 */
function collected(
  statuses: readonly TagStatus[],
  expected: readonly Dataset[],
  setting: CommentSetting,
  legs: ReadonlyMap<string, number>
): { runs: DatasetRun[]; rows: CommentRow[] } {
  const byPath = new Map(expected.map((dataset, index) => [dataset.displayPath, index]))
  const found = new Map<number, DatasetRun>()
  const extra: DatasetRun[] = []
  for (const status of statuses) {
    const { subject } = status
    // A leg's status counts for the batch the plan gave that leg, and only when its context is
    // exactly that batch's: anyone who may write statuses could claim another's datasets.
    const at =
      subject.kind === 'unknown'
        ? undefined
        : subject.kind === 'leg'
          ? legs.get(status.context)
          : byPath.get(subject.path)
    if (subject.kind === 'leg') {
      for (let i = 0; at !== undefined && i < subject.count && at + i < expected.length; i++)
        found.set(at + i, legMemberRun(status, expected[at + i]))
    } else if (at !== undefined) found.set(at, runFromStatus(status, expected[at]))
    else extra.push(runFromStatus(status, pseudoDataset(label(status))))
  }
  const missing = expected.filter((_, index) => !found.has(index)).map(missingRun)
  const rows = [
    ...withChangeLines(
      statuses.map(status => statusRow(status, setting.commitSha)),
      expected
    ),
    ...rowsOf(missing, setting.commitSha, setting.updatedAt.toISOString())
  ]
  return { runs: byDisplayPath([...found.values(), ...missing, ...extra]), rows }
}

/** Each leg's context, as the plan's batches make the legs, and where its datasets start. */
function legsOf(settings: Settings, expected: readonly Dataset[]): Map<string, number> {
  const batches = splitEvenly(
    expected.map(dataset => dataset.displayPath),
    settings.maxLegs
  )
  const legs = new Map<string, number>()
  let start = 0
  for (const batch of batches) {
    legs.set(legContext(settings.commentTag, batch), start)
    start += batch.length
  }
  return legs
}

function byDisplayPath(runs: DatasetRun[]): DatasetRun[] {
  return runs.sort((a, b) =>
    (a.dataset?.displayPath ?? '').localeCompare(b.dataset?.displayPath ?? '')
  )
}

/** The dry-run plan's advice: one status per dataset while the run's total fits the budget. */
export function planCommitStatus(count: number, budget: number): 'dataset' | 'leg' {
  return count <= budget ? 'dataset' : 'leg'
}

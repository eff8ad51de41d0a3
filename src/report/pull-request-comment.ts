/**
 * The pull-request comment's content, from this run's results or from the commit statuses of
 * every job of the tag: the rows it carries and the body it shows. Pure: the GitHub side reads
 * and writes (main.ts and fan-in.ts wire them).
 *
 * Every run writes its datasets as rows keyed by path and keeps the rows other runs wrote, so
 * the jobs of a matrix that share a `comment-tag` build one comment together.
 */
import type { CommentContent } from '../github/sticky-comment.js'
import { isSuccess, type DatasetRun } from '../service/generation.js'
import type { GenerationState } from '../service/answer.js'
import { commentBody, multiCommentBody } from './comment-body.js'
import { holdsRows, mergeRows, readRows, withRows, type CommentRow } from './comment-rows.js'
import { problemText } from './messages.js'
import { dashboardTitle, statusOf } from './outputs.js'

/** What the comment says besides its rows: where it comes from. */
export interface CommentSetting {
  readonly tag: string
  readonly instructions?: string
  readonly commitSha?: string
  readonly commitUrl?: string
  readonly runUrl?: string
  readonly updatedAt: Date
  /** Whether a row of an earlier commit still has its file in the checkout. */
  readonly stillExists: (file: string) => boolean
}

/** One row per run: the row's key is the dataset's path. */
export function rowsOf(
  runs: readonly DatasetRun[],
  commitSha: string | undefined,
  updatedAt: string
): CommentRow[] {
  return runs.map(run => ({
    // A generation followed by id has no dataset: it keeps the one row without a path.
    file: run.dataset?.displayPath ?? '',
    title: dashboardTitle(run),
    status: statusOf(run),
    outcome: run.outcome,
    shareUrl: run.state?.shareUrl,
    generationId: run.state?.generationId || undefined,
    note: isSuccess(run.outcome) ? undefined : problemText(run),
    commitSha,
    updatedAt
  }))
}

/** The body for `rows` merged into those of the comment's earlier versions. */
export function renderRows(
  setting: CommentSetting,
  previous: readonly string[],
  rows: readonly CommentRow[],
  card?: DatasetRun
): string {
  const merged = mergeRows(previous.flatMap(readRows), rows, setting.stillExists)
  // Alone in the comment, one dataset keeps its full card.
  if (card && merged.length === 1) return withRows(singleCard(setting, card), merged)
  return multiCommentBody({ ...setting, rows: merged })
}

function singleCard(setting: CommentSetting, run: DatasetRun): string {
  return commentBody({
    ...setting,
    state: run.state as GenerationState | undefined,
    outcome: run.outcome,
    title: run.requestedTitle,
    datasetPath: run.dataset?.displayPath,
    problem: problemText(run),
    elapsedMs: run.elapsedMs
  })
}

/** This run's rows, kept beside every other run's: the comment without commit statuses. */
export function runsContent(
  setting: CommentSetting,
  runs: readonly DatasetRun[],
  single: boolean
): CommentContent {
  const own = rowsOf(runs, setting.commitSha, setting.updatedAt.toISOString())
  return {
    render: previous => renderRows(setting, previous, own, single ? runs[0] : undefined),
    holds: body => holdsRows(readRows(body), own)
  }
}

/**
 * Rows read afresh for every write and every check (the commit statuses of the tag): the
 * comment holds them all, or is written again. docs/fan-in.md has why this converges.
 */
export function freshContent(
  setting: CommentSetting,
  read: () => Promise<readonly CommentRow[]>
): CommentContent {
  return {
    render: async previous => renderRows(setting, previous, await read()),
    holds: async body => holdsRows(readRows(body), await read())
  }
}

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
import {
  keepsRows,
  mergeRows,
  readCarried,
  statusDigest,
  withRows,
  type CommentRow
} from './comment-rows.js'
import { problemText } from './messages.js'
import { changeText } from './change-text.js'
import { uploadText } from './upload-text.js'
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
    updatedAt,
    change: run.dataset?.change ? changeText(run.dataset.change) : undefined,
    upload: run.dataset && uploadText(run.dataset)
  }))
}

/**
 * The body for `rows` merged into those of the comment's earlier versions; `statuses`, the digest
 * of the commit statuses `rows` were read from, when they were.
 */
export function renderRows(
  setting: CommentSetting,
  previous: readonly string[],
  rows: readonly CommentRow[],
  card?: DatasetRun,
  statuses?: string
): string {
  const carried = previous.map(readCarried)
  const merged = mergeRows(
    carried.flatMap(c => c.rows),
    rows,
    setting.stillExists
  )
  const lost = carried.flatMap(c => c.lost)
  // Alone in the comment, one dataset keeps its full card.
  if (card && merged.length === 1 && lost.length === 0)
    return withRows(singleCard(setting, card), { rows: merged, statuses })
  return multiCommentBody({ ...setting, rows: merged, lost, statuses })
}

function singleCard(setting: CommentSetting, run: DatasetRun): string {
  return commentBody({
    ...setting,
    state: run.state as GenerationState | undefined,
    outcome: run.outcome,
    title: run.requestedTitle,
    datasetPath: run.dataset?.displayPath,
    problem: problemText(run),
    elapsedMs: run.elapsedMs,
    change: run.dataset?.change ? changeText(run.dataset.change) : undefined,
    upload: run.dataset && uploadText(run.dataset)
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
    holds: body => keepsRows(readCarried(body), own)
  }
}

/**
 * Rows read afresh for every write and every check (the commit statuses of the tag): the
 * comment holds them all when it was built from the statuses as they are now (their digest), or
 * is written again. They need not be carried for the check: docs/fan-in.md has why this converges.
 */
export function freshContent(
  setting: CommentSetting,
  read: () => Promise<readonly CommentRow[]>
): CommentContent {
  return {
    render: async previous => {
      const rows = await read()
      return renderRows(setting, previous, rows, undefined, statusDigest(rows))
    },
    holds: async body => readCarried(body).statuses === statusDigest(await read())
  }
}

/** Rows already read (the collect job's, after every leg ended): one write, nothing to check. */
export function collectedContent(
  setting: CommentSetting,
  rows: readonly CommentRow[]
): CommentContent {
  return {
    render: previous => renderRows(setting, previous, rows),
    holds: () => true
  }
}

/**
 * The pull-request comment's content, from a run's results: the rows it carries and the body it
 * shows. Pure: the GitHub side reads and writes (github-report.ts wires them).
 *
 * A run writes its datasets as rows keyed by path and keeps the rows earlier runs wrote for
 * datasets it did not generate, flagged as another commit's.
 */
import type { CommentContent } from '../github/sticky-comment.js'
import { isSuccess, type DatasetRun } from '../service/generation.js'
import { commentBody, multiCommentBody } from './comment-body.js'
import {
  mergeRows,
  readCarried,
  settleUnfinished,
  withRows,
  type CommentRow
} from './comment-rows.js'
import { problemText, reusedText, type ShownOutcome } from './messages.js'
import { changeText } from './change-text.js'
import { uploadText } from './upload-text.js'
import { dashboardTitle, statusOf } from './outputs.js'
import { Input } from '../config/constants.js'

/** What the comment says besides its rows: where it comes from. */
export interface CommentSetting {
  readonly tag: string
  readonly instructions?: string
  readonly commitSha?: string
  readonly commitUrl?: string
  readonly runUrl?: string
  /** The workflow run writing: rows another job of it wrote are told apart. */
  readonly runId?: string
  /** Its attempt: rows an earlier attempt left generating are that attempt's, which has ended. */
  readonly attempt?: string
  readonly updatedAt: Date
  /** Whether a row of an earlier commit still has its file in the checkout. */
  readonly stillExists: (file: string) => boolean
  /** The manifest this fork-mode pull request changes: the comment says its change waits. */
  readonly changedManifest?: string
}

/**
 * How a run is shown: as it ended; or, in the first state (`interim`), a run still under way is
 * `generating`.
 */
function shownOutcome(run: DatasetRun, interim: boolean): ShownOutcome {
  return interim && run.outcome === 'pending' ? 'generating' : run.outcome
}

/** One row per run: the row's key is the dataset's path. */
export function rowsOf(
  runs: readonly DatasetRun[],
  setting: Pick<CommentSetting, 'commitSha' | 'runId' | 'attempt' | 'runUrl'>,
  updatedAt: string,
  interim = false
): CommentRow[] {
  return runs.map(run => {
    const outcome = shownOutcome(run, interim)
    const generating = outcome === 'generating'
    return {
      // A generation followed by id has no dataset: it keeps the one row without a path.
      file: run.dataset?.displayPath ?? '',
      title: dashboardTitle(run),
      status: generating ? 'processing' : statusOf(run),
      outcome,
      shareUrl: run.state?.shareUrl,
      generationId: run.state?.generationId || undefined,
      note: isSuccess(run.outcome) || generating ? undefined : problemText(run),
      commitSha: setting.commitSha,
      updatedAt,
      change: run.dataset?.change ? changeText(run.dataset.change) : undefined,
      upload: run.dataset && uploadText(run.dataset),
      reused: run.reused ? reusedText(run.state?.createdAt) : undefined,
      runId: setting.runId,
      attempt: setting.attempt,
      runUrl: generating ? setting.runUrl : undefined
    }
  })
}

/** The body for `rows` merged into those the comment's `current` body carries. */
export function renderRows(
  setting: CommentSetting,
  current: string | undefined,
  rows: readonly CommentRow[],
  card?: { readonly run: DatasetRun; readonly outcome: ShownOutcome }
): string {
  const carried = readCarried(current)
  const merged = mergeRows(settleUnfinished(carried.rows, setting), rows, setting.stillExists)
  // Alone in the comment, one dataset keeps its full card.
  if (card && merged.length === 1 && carried.lost.length === 0)
    return withRows(singleCard(setting, card), { rows: merged, commit: setting.commitSha })
  return multiCommentBody({ ...setting, rows: merged, lost: carried.lost })
}

function singleCard(
  setting: CommentSetting,
  { run, outcome }: { readonly run: DatasetRun; readonly outcome: ShownOutcome }
): string {
  return commentBody({
    ...setting,
    state: run.state,
    outcome,
    title: run.requestedTitle,
    datasetPath: run.dataset?.displayPath,
    problem: problemText(run),
    elapsedMs: run.elapsedMs,
    change: run.dataset?.change ? changeText(run.dataset.change) : undefined,
    upload: run.dataset && uploadText(run.dataset),
    reused: run.reused ? reusedText(run.state?.createdAt) : undefined
  })
}

/** Rows that another job of this run wrote, for datasets this run's `own` rows do not have. */
function othersOfThisRun(
  setting: CommentSetting,
  body: string,
  own: readonly CommentRow[]
): CommentRow[] {
  if (setting.runId === undefined) return []
  const mine = new Set(own.map(row => row.file))
  return readCarried(body).rows.filter(row => row.runId === setting.runId && !mine.has(row.file))
}

/**
 * This run's rows, kept beside the rows earlier runs wrote. `interim`: the first state, written
 * while the generations go on, each run still under way shown as generating.
 */
export function runsContent(
  setting: CommentSetting,
  runs: readonly DatasetRun[],
  single: boolean,
  interim = false
): CommentContent {
  const own = rowsOf(runs, setting, setting.updatedAt.toISOString(), interim)
  const card = single ? { run: runs[0], outcome: shownOutcome(runs[0], interim) } : undefined
  return {
    render: current => renderRows(setting, current, own, card),
    commitSha: setting.commitSha,
    commitOf: body => readCarried(body).commit,
    sharedWith: body => {
      const others = othersOfThisRun(setting, body, own)
      if (others.length === 0) return undefined
      const named = others
        .slice(0, 3)
        .map(row => row.file)
        .join(', ')
      const more = others.length > 3 ? ` and ${others.length - 3} more` : ''
      return `The '${setting.tag}' comment holds rows another job of this workflow run wrote (${named}${more}). They are kept, but two jobs that write one comment at the same time can overwrite each other's rows: give each job its own '${Input.CommentTag}', or run the datasets as one matrix with the plan/ and collect/ sub-actions, whose collect/ job writes the comment once.`
    }
  }
}

/**
 * Turns the step's results into the pull-request comment. The GitHub code is imported only
 * here, and only when `comment` is on, so runs without comments stay light.
 *
 * Every run writes its datasets as rows keyed by path and keeps the rows other runs wrote, so
 * the jobs of a matrix that share a `comment-tag` build one comment together.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Clock } from '../common/clock.js'
import { commentBody, multiCommentBody } from './comment-body.js'
import { holdsRows, mergeRows, readRows, withRows, type CommentRow } from './comment-rows.js'
import { Output } from '../constants.js'
import { isSuccess, type DatasetRun } from '../service/generation.js'
import { readRunContext, reviewedCommit } from '../github/context.js'
import type { Settings } from '../inputs.js'
import { problemText } from './messages.js'
import { changeText } from './change-text.js'
import { dashboardTitle, setOutput, statusOf } from './outputs.js'

export async function commentOnPullRequest(
  settings: Settings,
  runs: readonly DatasetRun[],
  single: boolean,
  workspace: string,
  clock: Clock,
  /** When the step's timeout ends, on `clock`. */
  deadline: number
): Promise<void> {
  // Nothing ran (a check failed first): this run has no row to add, and others' rows stay as they are.
  if (!settings.comment || runs.length === 0) return
  const context = readRunContext()
  const commitSha = reviewedCommit(context)
  const commitUrl =
    commitSha && context.owner
      ? `${context.serverUrl}/${context.owner}/${context.repo}/commit/${commitSha}`
      : undefined
  const updatedAt = new Date()
  const own: CommentRow[] = runs.map(run => ({
    // A generation followed by id has no dataset: it keeps the one row without a path.
    file: run.dataset?.displayPath ?? '',
    title: dashboardTitle(run),
    status: statusOf(run),
    outcome: run.outcome,
    shareUrl: run.state?.shareUrl,
    generationId: run.state?.generationId,
    note: isSuccess(run.outcome) ? undefined : problemText(run),
    commitSha,
    updatedAt: updatedAt.toISOString(),
    change: run.dataset?.change ? changeText(run.dataset.change) : undefined
  }))
  const stillExists = (file: string) => file === '' || existsSync(path.join(workspace, file))

  const render = (previous: readonly string[]): string => {
    const rows = mergeRows(previous.flatMap(readRows), own, stillExists)
    // Alone in the comment, one dataset keeps its full card.
    if (single && rows.length === 1) {
      const [run] = runs
      const card = commentBody({
        tag: settings.commentTag,
        state: run.state,
        outcome: run.outcome,
        title: run.requestedTitle,
        datasetPath: run.dataset?.displayPath,
        instructions: settings.instructions,
        problem: problemText(run),
        elapsedMs: run.elapsedMs,
        commitSha,
        commitUrl,
        runUrl: context.runUrl,
        updatedAt,
        change: own[0].change
      })
      return withRows(card, rows)
    }
    return multiCommentBody({
      tag: settings.commentTag,
      rows,
      commitSha,
      commitUrl,
      runUrl: context.runUrl,
      updatedAt
    })
  }

  const { postPullRequestComment } = await import('../github/comment.js')
  const url = await postPullRequestComment({
    token: settings.githubToken,
    prNumber: settings.prNumber,
    context,
    tag: settings.commentTag,
    content: { render, holds: body => holdsRows(readRows(body), own) },
    clock,
    deadline
  })
  setOutput(Output.CommentUrl, url ?? '')
}

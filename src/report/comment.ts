/**
 * Turns the step's results into the pull-request comment. The GitHub code is imported only
 * here, and only when `comment` is on, so runs without comments stay light.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import {
  commentBody,
  mergeRows,
  multiCommentBody,
  readRows,
  type CommentRow
} from './comment-body.js'
import { Output } from '../constants.js'
import { isSuccess, type DatasetRun } from '../service/generation.js'
import { readRunContext, reviewedCommit } from '../github/context.js'
import type { Settings } from '../inputs.js'
import { problemText } from './messages.js'
import { dashboardTitle, setOutput, statusOf } from './outputs.js'

export async function commentOnPullRequest(
  settings: Settings,
  runs: readonly DatasetRun[],
  single: boolean,
  workspace: string
): Promise<void> {
  if (!settings.comment) return
  const context = readRunContext()
  const commitSha = reviewedCommit(context)
  const commitUrl =
    commitSha && context.owner
      ? `${context.serverUrl}/${context.owner}/${context.repo}/commit/${commitSha}`
      : undefined
  const updatedAt = new Date()
  const render = single
    ? () =>
        commentBody({
          tag: settings.commentTag,
          state: runs[0].state,
          outcome: runs[0].outcome,
          title: runs[0].requestedTitle,
          datasetPath: runs[0].dataset?.displayPath,
          instructions: settings.instructions,
          problem: problemText(runs[0]),
          elapsedMs: runs[0].elapsedMs,
          commitSha,
          commitUrl,
          runUrl: context.runUrl,
          updatedAt
        })
    : (previous: string | undefined) => {
        const current: CommentRow[] = runs.map(run => ({
          file: run.dataset?.displayPath ?? '',
          title: dashboardTitle(run),
          status: statusOf(run),
          outcome: run.outcome,
          shareUrl: run.state?.shareUrl,
          generationId: run.state?.generationId,
          note: isSuccess(run.outcome) ? undefined : problemText(run),
          commitSha,
          updatedAt: updatedAt.toISOString()
        }))
        const rows = mergeRows(readRows(previous), current, file =>
          existsSync(path.join(workspace, file))
        )
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
    render
  })
  setOutput(Output.CommentUrl, url ?? '')
}

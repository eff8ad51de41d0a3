/**
 * The step's outputs and the closing lines of its log. Outputs go only through core.setOutput
 * (GITHUB_OUTPUT with a random heredoc delimiter), each value redacted.
 */
import * as core from '@actions/core'
import type { GenerationState, GenerationStatus } from '../service/answer.js'
import { Output } from '../constants.js'
import { isSuccess, type DatasetRun } from '../service/generation.js'
import * as log from '../common/log.js'
import { formatSeconds, HEADINGS, problemWithHint } from './messages.js'
import { redact } from '../common/redact.js'
import { changeOutput } from './change-text.js'

export function dashboardTitle(run: DatasetRun): string {
  return run.state?.title ?? run.requestedTitle ?? ''
}

/** failed beats processing beats completed: the state a reader must look at first. */
const SEVERITY: Record<GenerationStatus, number> = { completed: 0, processing: 1, failed: 2 }

export function statusOf(run: DatasetRun): GenerationStatus {
  return run.state?.status ?? 'failed'
}

export function worstStatus(runs: readonly DatasetRun[]): GenerationStatus | '' {
  if (runs.length === 0) return ''
  return runs.map(statusOf).reduce((a, b) => (SEVERITY[b] > SEVERITY[a] ? b : a))
}

/** The one way a value reaches GITHUB_OUTPUT. */
export function setOutput(name: Output, value: string): void {
  core.setOutput(name, redact(value))
}

/** One object per dataset, in the order of the paths; every text redacted. */
export function resultsJson(runs: readonly DatasetRun[]): string {
  return JSON.stringify(
    runs.map(run => ({
      file: redact(run.dataset?.displayPath ?? ''),
      title: redact(dashboardTitle(run)),
      'generation-id': redact(run.state?.generationId ?? ''),
      'dashboard-id': redact(run.state?.dashboardId ?? ''),
      'share-url': redact(run.state?.shareUrl ?? ''),
      status: statusOf(run),
      error: isSuccess(run.outcome) ? '' : redact(problemWithHint(run) ?? ''),
      change: changeOutput(run.dataset?.change)
    }))
  )
}

/**
 * Written as soon as anything is known and again at the end, so a step that fails later still
 * reports every generation. One dataset: its outputs. Several: `status` is the worst state and
 * the other single outputs stay empty; `results` has them all.
 */
export function setOutputs(runs: readonly DatasetRun[]): void {
  setOutput(Output.Results, resultsJson(runs))
  const single = runs.length === 1 ? runs[0] : undefined
  if (single && !single.state) return
  const state: Partial<GenerationState> = single?.state ?? {}
  setOutput(Output.GenerationId, state.generationId ?? '')
  setOutput(Output.Status, single ? statusOf(single) : worstStatus(runs))
  setOutput(Output.DashboardId, state.dashboardId ?? '')
  setOutput(Output.ShareUrl, state.shareUrl ?? '')
  setOutput(Output.DashboardTitle, single ? dashboardTitle(single) : '')
}

/** The closing lines of the log: each link alone on its line, where a reader's eye lands. */
export function logResult(run: DatasetRun): void {
  const title = dashboardTitle(run)
  const about = run.state ? `generation ${run.state.generationId}, ` : ''
  const file = run.dataset ? `${run.dataset.displayPath}: ` : ''
  log.info(
    `${file}${HEADINGS[run.outcome]}${title ? `: ${title}` : ''} (${about}${formatSeconds(run.elapsedMs)})`
  )
  if (run.state?.shareUrl) log.info(run.state.shareUrl)
  else if (run.state?.unlinkableShareUrl)
    log.info(
      `The service's share link is not a web address, so it is not linked: ${run.state.unlinkableShareUrl}`
    )
}

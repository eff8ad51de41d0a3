/** What the step tells its user: outputs, the job summary, and the closing lines of the log. */
import * as core from '@actions/core'
import type { GenerationState } from './answer.js'
import { Input, Output } from './constants.js'
import type { Dataset } from './dataset.js'

/** How the step ended for a generation that was started. */
export type Outcome = 'completed' | 'failed' | 'timed-out' | 'started' | 'cancelled' | 'interrupted'

export interface Report {
  readonly state: GenerationState
  readonly outcome: Outcome
  readonly dataset?: Dataset
  /** The title the user asked for, shown until the service names one. */
  readonly requestedTitle?: string
  readonly elapsedMs: number
  /** Why the step did not end well, for the summary. */
  readonly problem?: string
}

export function dashboardTitle(state: GenerationState, requestedTitle?: string): string {
  return state.title ?? requestedTitle ?? ''
}

/** Written as soon as anything is known, so a step that fails later still reports the generation. */
export function setOutputs(state: GenerationState, requestedTitle?: string): void {
  core.setOutput(Output.GenerationId, state.generationId)
  core.setOutput(Output.Status, state.status)
  core.setOutput(Output.DashboardId, state.dashboardId ?? '')
  core.setOutput(Output.ShareUrl, state.shareUrl ?? '')
  core.setOutput(Output.DashboardTitle, dashboardTitle(state, requestedTitle))
}

export function resumeHint(generationId: string): string {
  return `To follow it again, run the action with '${Input.GenerationId}: ${generationId}' (same api-key and base-url).`
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, c => `&#${c.charCodeAt(0)};`)
}

const HEADINGS: Record<Outcome, string> = {
  completed: 'Dashboard ready',
  failed: 'Dashboard generation failed',
  'timed-out': 'Dashboard not ready before the timeout',
  started: 'Dashboard generation started',
  cancelled: 'Dashboard step cancelled',
  interrupted: 'Dashboard step stopped'
}

export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`
}

export async function writeSummary(report: Report): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) {
    core.debug('GITHUB_STEP_SUMMARY is not set; no job summary written.')
    return
  }
  const { state } = report
  const title = dashboardTitle(state, report.requestedTitle)
  const link = state.shareUrl
    ? `<a href="${escapeHtml(state.shareUrl)}">${escapeHtml(state.shareUrl)}</a>`
    : '(no link yet)'
  const rows: [string, string][] = [
    ['Title', title === '' ? '(named by the service)' : escapeHtml(title)],
    ['Status', escapeHtml(state.status)],
    ['Dashboard', link],
    ['Generation id', `<code>${escapeHtml(state.generationId)}</code>`]
  ]
  if (report.dataset)
    rows.push([
      'Dataset',
      `<code>${escapeHtml(report.dataset.displayPath)}</code> (${report.dataset.type})`
    ])
  rows.push(['Elapsed', formatSeconds(report.elapsedMs)])
  const summary = core.summary.addHeading(HEADINGS[report.outcome], 3).addTable([
    [
      { data: 'Field', header: true },
      { data: 'Value', header: true }
    ],
    ...rows.map(([k, v]) => [k, v])
  ])
  if (report.problem) summary.addRaw(`<p>${escapeHtml(report.problem)}</p>`, true)
  if (report.outcome !== 'completed' && report.outcome !== 'failed') {
    summary.addRaw(`<p>${escapeHtml(resumeHint(state.generationId))}</p>`, true)
  }
  try {
    await summary.write()
  } catch (error) {
    core.warning(`The job summary could not be written: ${(error as Error).message}`)
  }
}

/** The closing lines of the log: the link alone on its line, where a reader's eye lands. */
export function logResult(report: Report): void {
  const { state } = report
  const title = dashboardTitle(state, report.requestedTitle)
  core.info(
    `${HEADINGS[report.outcome]}${title ? `: ${title}` : ''} (generation ${state.generationId}, ${formatSeconds(report.elapsedMs)})`
  )
  if (state.shareUrl) core.info(state.shareUrl)
}

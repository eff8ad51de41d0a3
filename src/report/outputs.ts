/** What the step tells its user: outputs, the job summary, and the closing lines of the log. */
import * as core from '@actions/core'
import type { GenerationState, GenerationStatus } from '../service/answer.js'
import { Output } from '../constants.js'
import { isSuccess, resumeHint, type DatasetRun, type RunOutcome } from '../service/generation.js'

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

/** One object per dataset, in the order of the paths. */
export function resultsJson(runs: readonly DatasetRun[]): string {
  return JSON.stringify(
    runs.map(run => ({
      file: run.dataset?.displayPath ?? '',
      title: dashboardTitle(run),
      'generation-id': run.state?.generationId ?? '',
      'dashboard-id': run.state?.dashboardId ?? '',
      'share-url': run.state?.shareUrl ?? '',
      status: statusOf(run),
      error: isSuccess(run.outcome) ? '' : (run.problem ?? '')
    }))
  )
}

/**
 * Written as soon as anything is known and again at the end, so a step that fails later still
 * reports every generation. One dataset: its outputs. Several: `status` is the worst state and
 * the other single outputs stay empty; `results` has them all.
 */
export function setOutputs(runs: readonly DatasetRun[]): void {
  core.setOutput(Output.Results, resultsJson(runs))
  const single = runs.length === 1 ? runs[0] : undefined
  if (single && !single.state) return
  const state: Partial<GenerationState> = single?.state ?? {}
  core.setOutput(Output.GenerationId, state.generationId ?? '')
  core.setOutput(Output.Status, single ? statusOf(single) : worstStatus(runs))
  core.setOutput(Output.DashboardId, state.dashboardId ?? '')
  core.setOutput(Output.ShareUrl, state.shareUrl ?? '')
  core.setOutput(Output.DashboardTitle, single ? dashboardTitle(single) : '')
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, c => `&#${c.charCodeAt(0)};`)
}

export const HEADINGS: Record<RunOutcome, string> = {
  pending: 'Dashboard generation waiting to start',
  completed: 'Dashboard ready',
  failed: 'Dashboard generation failed',
  'timed-out': 'Dashboard not ready before the timeout',
  started: 'Dashboard generation started',
  cancelled: 'Dashboard step cancelled',
  interrupted: 'Dashboard step stopped',
  'not-started': 'Dashboard generation could not start'
}

export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`
}

function link(url: string | undefined, text: string): string {
  return url ? `<a href="${escapeHtml(url)}">${escapeHtml(text)}</a>` : escapeHtml(text)
}

export async function writeSummary(runs: readonly DatasetRun[], single: boolean): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) {
    core.debug('GITHUB_STEP_SUMMARY is not set; no job summary written.')
    return
  }
  if (single) singleSummary(runs[0])
  else multiSummary(runs)
  try {
    await core.summary.write()
  } catch (error) {
    core.warning(`The job summary could not be written: ${(error as Error).message}`)
  }
}

function singleSummary(run: DatasetRun): void {
  const { state } = run
  const title = dashboardTitle(run)
  const rows: [string, string][] = [
    ['Title', title === '' ? '(named by the service)' : escapeHtml(title)]
  ]
  if (state) {
    rows.push(
      ['Status', escapeHtml(state.status)],
      ['Dashboard', state.shareUrl ? link(state.shareUrl, state.shareUrl) : '(no link yet)'],
      ['Generation id', `<code>${escapeHtml(state.generationId)}</code>`]
    )
  }
  if (run.dataset)
    rows.push([
      'Dataset',
      `<code>${escapeHtml(run.dataset.displayPath)}</code> (${run.dataset.type})`
    ])
  rows.push(['Elapsed', formatSeconds(run.elapsedMs)])
  core.summary.addHeading(HEADINGS[run.outcome], 3).addTable([
    [
      { data: 'Field', header: true },
      { data: 'Value', header: true }
    ],
    ...rows
  ])
  if (run.problem) core.summary.addRaw(`<p>${escapeHtml(run.problem)}</p>`, true)
  if (state && !isSuccess(run.outcome) && run.outcome !== 'failed') {
    core.summary.addRaw(`<p>${escapeHtml(resumeHint(state.generationId))}</p>`, true)
  }
}

function multiSummary(runs: readonly DatasetRun[]): void {
  const ready = runs.filter(r => r.outcome === 'completed').length
  const header = ['Dataset', 'Dashboard', 'Status', 'Generation id', 'Time', 'Note'].map(data => ({
    data,
    header: true
  }))
  const rows = runs.map(run => [
    `<code>${escapeHtml(run.dataset?.displayPath ?? '')}</code>`,
    link(run.state?.shareUrl, dashboardTitle(run) || '(named by the service)'),
    escapeHtml(statusOf(run)),
    run.state ? `<code>${escapeHtml(run.state.generationId)}</code>` : '',
    formatSeconds(run.elapsedMs),
    isSuccess(run.outcome) ? '' : escapeHtml(run.problem ?? HEADINGS[run.outcome])
  ])
  core.summary
    .addHeading(`Dashboards: ${ready} of ${runs.length} ready`, 3)
    .addTable([header, ...rows])
}

/** The closing lines of the log: each link alone on its line, where a reader's eye lands. */
export function logResult(run: DatasetRun): void {
  const title = dashboardTitle(run)
  const about = run.state ? `generation ${run.state.generationId}, ` : ''
  const file = run.dataset ? `${run.dataset.displayPath}: ` : ''
  core.info(
    `${file}${HEADINGS[run.outcome]}${title ? `: ${title}` : ''} (${about}${formatSeconds(run.elapsedMs)})`
  )
  if (run.state?.shareUrl) core.info(run.state.shareUrl)
}

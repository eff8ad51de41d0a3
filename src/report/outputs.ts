/**
 * The step's outputs and the closing lines of its log. Outputs go only through core.setOutput
 * (GITHUB_OUTPUT with a random heredoc delimiter), each text redacted once, as it is written.
 */
import * as core from '@actions/core'
import type { GenerationState, GenerationStatus } from '../service/answer.js'
import { Input, MAX_JOB_OUTPUT_BYTES, Output } from '../config/constants.js'
import { isSuccess, type DatasetRun } from '../service/generation.js'
import * as log from '../common/log.js'
import { formatSeconds, HEADINGS, problemWithHint } from './messages.js'
import { redact } from '../common/redact.js'
import { changeOutput } from './change-text.js'
import { uploadOutput } from './upload-text.js'

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

/** The one way a text reaches GITHUB_OUTPUT: redacted, once, here. */
export function setOutput(name: Output, value: string): void {
  core.setOutput(name, redact(value))
}

/**
 * Throws, before anything is stored, when a plan's outputs would pass GitHub's limit on a job's
 * outputs: a matrix would get a list cut short, so the step fails saying how to split the plan.
 */
export function checkPlanOutputs(datasets: string, matrix: string): void {
  // GitHub counts UTF-16: two bytes a code unit, names included; the values as written, redacted.
  const units =
    Output.Datasets.length + redact(datasets).length + Output.Matrix.length + redact(matrix).length
  const bytes = 2 * units
  if (bytes > MAX_JOB_OUTPUT_BYTES) {
    throw new Error(
      `The '${Output.Datasets}' and '${Output.Matrix}' outputs would take ${bytes.toLocaleString('en-US')} bytes as GitHub counts them, over the ${MAX_JOB_OUTPUT_BYTES.toLocaleString('en-US')} it keeps of a job's outputs, so neither was set. Split the datasets over several plans, each with part of the '${Input.File}' patterns, its own comment-tag and its own matrix, or shorten their paths.`
    )
  }
}

/** A plan's outputs, written together (checked first by `checkPlanOutputs`). */
export function setPlanOutputs(datasets: string, matrix: string): void {
  checkPlanOutputs(datasets, matrix)
  setOutput(Output.Datasets, datasets)
  setOutput(Output.Matrix, matrix)
}

/**
 * The `results` output: one object per dataset, in the order of the paths. Each text is
 * redacted, once, here: the secret is looked for before JSON escapes it.
 */
export function resultsJson(runs: readonly DatasetRun[]): string {
  const results = runs.map(run => ({
    file: run.dataset?.displayPath ?? '',
    title: dashboardTitle(run),
    'generation-id': run.state?.generationId ?? '',
    'dashboard-id': run.state?.dashboardId ?? '',
    'share-url': run.state?.shareUrl ?? '',
    status: statusOf(run),
    error: isSuccess(run.outcome) ? '' : (problemWithHint(run) ?? ''),
    change: changeOutput(run.dataset?.change),
    upload: run.dataset ? uploadOutput(run.dataset) : undefined,
    reused: run.reused === true
  }))
  return JSON.stringify(results, (_key, value: unknown) =>
    typeof value === 'string' ? redact(value) : value
  )
}

/**
 * The step's report of its runs, each output once, but those already `written` (a single
 * dataset's generation-id, written when it started). One dataset: its outputs. Several: `status`
 * is the worst state and the other single outputs stay empty; `results` has them all.
 */
export function setOutputs(
  runs: readonly DatasetRun[],
  written: ReadonlySet<Output> = new Set()
): void {
  const single = runs.length === 1 ? runs[0] : undefined
  // Every output the step promises, even for a dataset that never started: empty, and 'failed'.
  const state: Partial<GenerationState> = single?.state ?? {}
  // results redacts each text inside its JSON, before escaping could hide a secret.
  if (!written.has(Output.Results)) core.setOutput(Output.Results, resultsJson(runs))
  const values = new Map<Output, string>([
    [Output.GenerationId, state.generationId ?? ''],
    [Output.Status, single ? statusOf(single) : worstStatus(runs)],
    [Output.DashboardId, state.dashboardId ?? ''],
    [Output.ShareUrl, state.shareUrl ?? ''],
    [Output.DashboardTitle, single ? dashboardTitle(single) : '']
  ])
  for (const [name, value] of values) if (!written.has(name)) setOutput(name, value)
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

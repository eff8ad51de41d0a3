/**
 * The job summary, written as HTML lines that GitHub renders as Markdown: a one-line verdict,
 * a small table, then each problem in full with the line to resume it. Every untrusted text is
 * one escaped line (html.ts), so none can leave its cell or add markup.
 */
import * as core from '@actions/core'
import { isSuccess, type DatasetRun } from '../service/generation.js'
import { escapeHtml, htmlCode, htmlLink, htmlTable, htmlText } from './html.js'
import * as log from '../common/log.js'
import { redact } from '../common/redact.js'
import {
  formatSeconds,
  HEADINGS,
  ICONS,
  isResumable,
  OPEN_PROBLEMS,
  problemText,
  reusedText,
  resumeLine,
  shortened,
  shownTitle,
  STATUS_WORDS,
  verdict
} from './messages.js'
import { dashboardTitle } from './outputs.js'
import { changeText } from './change-text.js'
import { uploadText } from './upload-text.js'
import { isChecked } from '../datasets/find/find.js'

/** One problem's text beyond this is shortened at a sentence end; the step log has it all. */
const PROBLEM_SHOWN = 10_000
/** GitHub shows no job summary over 1 MiB: problems stop well before (in bytes), and are counted. */
const SUMMARY_BUDGET = 900_000
/** Said where the summary stops because what follows would pass the budget. */
const SUMMARY_FULL = '<p>The rest did not fit in the job summary: the step log has it.</p>'

export async function writeSummary(runs: readonly DatasetRun[], single: boolean): Promise<void> {
  await writeSummaryLines(() => (single ? singleSummary(runs[0]) : multiSummary(runs)))
}

/** The step that failed: the action at the root, or one of the matrix's sub-actions (role.ts). */
export type FailedStep = 'generate' | 'plan' | 'collect'

/** What a step that failed before reporting any dashboard did not get to, by its role. */
const FAILED_BEFORE: Record<FailedStep, string> = {
  generate: 'The dashboard step failed before generating any dashboard',
  plan: 'plan/ failed: no leg will run',
  collect: 'collect/ failed before reporting the dashboards'
}

/**
 * The summary of a step that ended before it had any dashboard to report: a heading saying so,
 * then each problem in full, in the words of the step's errors (their fix included), so the
 * first place people look tells them what happened and what to do.
 */
export async function writeFailureSummary(
  problems: readonly string[],
  role: FailedStep
): Promise<void> {
  await writeSummaryLines(() => [
    `<h3>❌ ${escapeHtml(FAILED_BEFORE[role])}</h3>`,
    ...problems.map(problem => `<p>${problemHtml(problem)}</p>`)
  ])
}

/**
 * A problem's lines kept apart (a list of paths would read as one), each escaped. Redacted
 * before it is cut or split, so no piece of a secret is left too short to be recognised.
 */
function problemHtml(problem: string): string {
  return shortened(redact(problem), PROBLEM_SHOWN, 'the step log has all of it')
    .split('\n')
    .map(htmlText)
    .filter(line => line !== '')
    .join('<br>')
}

/**
 * The one way to the job summary: lines of HTML, each already safe, added while they fit under
 * GitHub's limit. Built only when there is a summary file to write.
 */
export async function writeSummaryLines(build: () => readonly string[]): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) {
    log.debug('GITHUB_STEP_SUMMARY is not set; no job summary written.')
    return
  }
  // Each part is bounded; this keeps the whole under GitHub's limit all the same.
  let budget = SUMMARY_BUDGET - Buffer.byteLength(SUMMARY_FULL)
  for (const line of build()) {
    budget -= Buffer.byteLength(line) + 1
    if (budget < 0) {
      core.summary.addRaw(SUMMARY_FULL, true)
      break
    }
    core.summary.addRaw(line, true)
  }
  try {
    await core.summary.write()
  } catch (error) {
    log.warning(`The job summary could not be written: ${(error as Error).message}`)
  }
}

/** What the event changed in the dataset, one escaped line; a dash when it was not told. */
function changeCell(run: DatasetRun): string {
  return run.dataset?.change ? htmlText(changeText(run.dataset.change)) : '—'
}

/** The dataset's path, and under it what was uploaded when it is not the file as committed. */
function datasetCell(run: DatasetRun): string {
  const upload = run.dataset && uploadText(run.dataset)
  const path = htmlCode(run.dataset?.displayPath ?? '')
  return upload ? `${path}<br><sub>${htmlText(upload)}</sub>` : path
}

function statusCell(run: DatasetRun): string {
  const status = `${ICONS[run.outcome]} ${escapeHtml(STATUS_WORDS[run.outcome])}`
  return run.reused
    ? `${status}<br><sub>${escapeHtml(reusedText(run.state?.createdAt))}</sub>`
    : status
}

/** The dashboard's link, or what a reader should know about it. */
function dashboardCell(run: DatasetRun, text: string): string {
  if (run.state?.shareUrl) return htmlLink(run.state.shareUrl, text)
  if (run.state?.unlinkableShareUrl)
    return `not linked, not a web address: ${htmlCode(run.state.unlinkableShareUrl)}`
  if (run.outcome === 'completed') return 'ready; no share link given'
  if (isResumable(run)) return 'not ready yet'
  return '—'
}

/** The full reason, then the copyable line to follow the generation again, if it goes on. */
function problemLines(run: DatasetRun): string[] {
  const lines: string[] = []
  const problem = problemText(run)
  if (problem)
    lines.push(
      `<p>${htmlText(shortened(problem, PROBLEM_SHOWN, 'the step log has all of it'))}</p>`
    )
  if (run.state && isResumable(run)) {
    lines.push(
      '<p>To follow it again, run the action with this input (same api-key and base-url):</p>',
      `<pre>${htmlCode(resumeLine(run.state.generationId))}</pre>`
    )
  }
  return lines
}

function singleSummary(run: DatasetRun): string[] {
  const { state } = run
  const title = dashboardTitle(run)
  const rows: [string, string][] = [
    ['Title', title === '' ? '(named by the service)' : htmlText(shownTitle(title))],
    ['Status', statusCell(run)]
  ]
  if (state) {
    if (run.outcome !== 'failed' || state.shareUrl || state.unlinkableShareUrl)
      rows.push(['Dashboard', dashboardCell(run, state.shareUrl ?? '')])
    rows.push(['Generation id', htmlCode(state.generationId)])
  }
  if (run.dataset)
    rows.push([
      'Dataset',
      isChecked(run.dataset)
        ? `${htmlCode(run.dataset.displayPath)} (${run.dataset.type})`
        : htmlCode(run.dataset.displayPath)
    ])
  const upload = run.dataset && uploadText(run.dataset)
  if (upload) rows.push(['Uploaded', htmlText(upload)])
  if (run.dataset?.change) rows.push(['Change', changeCell(run)])
  rows.push(['Elapsed', formatSeconds(run.elapsedMs)])
  return [
    `<h3>${ICONS[run.outcome]} ${escapeHtml(HEADINGS[run.outcome])}</h3>`,
    htmlTable(['Field', 'Value'], rows),
    ...problemLines(run)
  ]
}

function multiSummary(runs: readonly DatasetRun[]): string[] {
  const { icon, text } = verdict(runs.map(run => run.outcome))
  const changes = runs.some(run => run.dataset?.change)
  const rows = runs.map(run => [
    datasetCell(run),
    statusCell(run),
    dashboardCell(run, shownTitle(dashboardTitle(run)) || 'Open the dashboard'),
    ...(changes ? [changeCell(run)] : []),
    formatSeconds(run.elapsedMs)
  ])
  const problems = runs.filter(run => !isSuccess(run.outcome) || isResumable(run))
  const open = problems.length <= OPEN_PROBLEMS ? ' open' : ''
  const lines = [
    `<h3>${icon} ${escapeHtml(text)}</h3>`,
    htmlTable(['Dataset', 'Status', 'Dashboard', ...(changes ? ['Change'] : []), 'Time'], rows)
  ]
  let budget = SUMMARY_BUDGET - Buffer.byteLength(lines.join('\n'))
  for (const [index, run] of problems.entries()) {
    const block = [
      `<details${open}><summary>${ICONS[run.outcome]} ${htmlCode(run.dataset?.displayPath ?? '')}: ${escapeHtml(STATUS_WORDS[run.outcome])}</summary>`,
      ...problemLines(run),
      '</details>'
    ].join('')
    const size = Buffer.byteLength(block) + 1
    if (size > budget) {
      const more = problems.length - index
      lines.push(
        `<p>${more} more problem${more === 1 ? '' : 's'} did not fit in the summary: the step log has them.</p>`
      )
      break
    }
    lines.push(block)
    budget -= size
  }
  return lines
}

/**
 * Every sentence the step tells its user about a dataset's run, in one place: headings, how a
 * run ended and why, how to resume it, and the verdict over several. The decisions are made
 * elsewhere and arrive as data (outcome, setback, state); the sinks make these sentences safe.
 */
import { Input, Output } from '../config/constants.js'
import type { DatasetRun, RunOutcome, Setback } from '../service/generation.js'
import { secretFreeEnd } from '../common/redact.js'
import type { Problem } from '../common/errors.js'

/**
 * What a report shows a dataset as: how its run ended, or, in the first state a pull request
 * sees while the generations go on, `generating`. No final report shows `generating`.
 */
export type ShownOutcome = RunOutcome | 'generating'

export const HEADINGS: Record<ShownOutcome, string> = {
  generating: 'Dashboard generating',
  pending: 'Dashboard generation waiting to start',
  completed: 'Dashboard ready',
  failed: 'Dashboard generation failed',
  'timed-out': 'Dashboard not ready before the timeout',
  started: 'Dashboard generation started',
  cancelled: 'Dashboard step cancelled',
  interrupted: 'Dashboard step stopped',
  'not-started': 'Dashboard generation could not start',
  rejected: 'Dataset not sent: it failed the checks'
}

export const ICONS: Record<ShownOutcome, string> = {
  generating: '⏳',
  pending: '⏳',
  completed: '✅',
  failed: '❌',
  'timed-out': '⏳',
  started: '⏳',
  cancelled: '⚠️',
  interrupted: '❌',
  'not-started': '❌',
  rejected: '❌'
}

/** A dataset's state in a word or two, for a table's status column. */
export const STATUS_WORDS: Record<ShownOutcome, string> = {
  generating: 'generating',
  pending: 'not started',
  completed: 'ready',
  failed: 'failed',
  'timed-out': 'not ready (timed out)',
  started: 'started',
  cancelled: 'cancelled',
  interrupted: 'interrupted',
  'not-started': 'could not start',
  rejected: 'not sent (failed the checks)'
}

/**
 * At most `limit` characters, cut after a whole sentence (or word) and said so; never inside a
 * secret, so the sink that shows it hides the secret whole.
 */
export function shortened(text: string, limit: number, where: string): string {
  if (text.length <= limit) return text
  const cut = text.slice(0, secretFreeEnd(text, limit))
  const sentence = cut.search(/[.!?]\s[^.!?]*$/)
  const end = sentence > limit / 2 ? sentence + 1 : Math.max(cut.lastIndexOf(' '), limit / 2)
  return `${cut.slice(0, end)} … (shortened; ${where})`
}

/** A title beyond this is shortened where it is shown; the step's outputs have it whole. */
const TITLE_SHOWN = 300

/** A dashboard's title (or what stands for it) as the summary and comment show it. */
export function shownTitle(title: string): string {
  return shortened(title, TITLE_SHOWN, `the '${Output.DashboardTitle}' output has all of it`)
}

/** Beside a reused dashboard's status: that it was reused, and when its generation was made. */
export function reusedText(createdAt: string | undefined): string {
  const when = createdAt && /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(createdAt)
  return when ? `reused, generated ${createdAt.slice(0, 16).replace('T', ' ')} UTC` : 'reused'
}

export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`
}

/** The line a user copies into the workflow to follow a generation again. */
export function resumeLine(generationId: string): string {
  return `${Input.GenerationId}: ${generationId}`
}

function resumeHint(generationId: string): string {
  return `To follow it again, run the action with '${resumeLine(generationId)}' (same api-key and base-url).`
}

/**
 * Said of a row left `generating` by a run that ended without reporting how it ended: its
 * runner lost, or its job stopped before its last write.
 */
export function unfinishedRunText(generationId: string | undefined): string {
  const goesOnAt =
    generationId === undefined ? '' : ` Generation ${generationId} may go on at the service.`
  return `The workflow run that started it ended without reporting how it ended (its runner was lost, or its job stopped before the final report).${goesOnAt} Run the workflow again.`
}

/**
 * Said of a fork-mode pull request that changes the manifest (`shownPath`, already placed for its
 * sink): its settings were the base branch's, and its own apply once it is merged.
 */
export function manifestChangedText(shownPath: string): string {
  return `This pull request changes ${shownPath}; its change takes effect once merged: these dashboards were made with the base branch's settings.`
}

/** Whether a generation that ended this way goes on at the service, so it can be followed again. */
export function goesOn(outcome: ShownOutcome): boolean {
  return outcome !== 'completed' && outcome !== 'failed'
}

export function isResumable(run: DatasetRun): boolean {
  return run.state !== undefined && goesOn(run.outcome)
}

/** Up to this many problems are shown unfolded; more are folded so the table stays in view. */
export const OPEN_PROBLEMS = 3

/** Why the run did not end well, in full sentences, without the resume hint; undefined if it did. */
export function problemText(run: DatasetRun): string | undefined {
  return run.setback && setbackText(run.setback, run.state?.generationId, run.state?.status)
}

/** The problem and, when the generation goes on, how to follow it: for the log and `results`. */
export function problemWithHint(run: DatasetRun): string | undefined {
  const problem = problemText(run)
  if (problem === undefined || !isResumable(run) || !run.state) return problem
  return `${problem} ${resumeHint(run.state.generationId)}`
}

function setbackText(setback: Setback, id: string | undefined, status?: string): string {
  switch (setback.kind) {
    case 'failed': {
      const reason = setback.reason ? `: ${setback.reason.replace(/[.\s]+$/, '')}` : ''
      return `The service reports that generation ${id} failed${reason}. Check the dataset and instructions, then run the step again.`
    }
    case 'timed-out': {
      const waited = `${setback.timeoutMs / 1000} s ('${Input.Timeout}')`
      const where =
        status === 'completed'
          ? 'The dashboard is generated but its share link had not appeared'
          : `Generation ${id} was still ${status ?? 'processing'}`
      const failed = setback.failedReads ?? 1
      const last =
        setback.lastProblem === undefined
          ? ''
          : failed > 1
            ? ` The last ${failed} reads failed, the last one: ${setback.lastProblem}`
            : ` The last read failed: ${setback.lastProblem}`
      return `${where} when the step's ${waited} ran out.${last} The generation goes on at the service.`
    }
    case 'error':
      return id === undefined || setback.message.includes(id)
        ? setback.message
        : `${setback.message.replace(/\.$/, '')} (generation ${id}).`
    case 'unusable-link':
      return `Generation ${id} is completed, but the service's share link is not an http(s) address, so the action neither links nor outputs it. Open the dashboard from the service, and report the link to its operators.`
    case 'rejected':
      return setback.problems.map(problem => problem.message).join(' ')
    case 'unknown-generation': {
      const said = setback.reason ? `: ${setback.reason.replace(/[.\s]+$/, '')}` : ''
      const known = `The service at this '${Input.BaseUrl}', for this '${Input.ApiKey}', has no generation ${id} (HTTP 404${said})`
      return setback.given
        ? `${known}. Check that '${Input.GenerationId}' is the id the step that started it gave, with the same '${Input.BaseUrl}' and '${Input.ApiKey}'; or upload the dataset again, with '${Input.File}' and without '${Input.GenerationId}', which starts a new generation.`
        : `${known}, though it named it when it took the upload. Run the step again: the upload starts a new generation.`
    }
    case 'cancelled': {
      const stillRunning = id === undefined ? '' : ` Generation ${id} goes on at the service.`
      return `The step received ${setback.signal} (the job was cancelled or stopped).${stillRunning}`
    }
  }
}

/** Groups of outcomes, the worst first: the verdict names the worst group present. */
const GROUPS: readonly { outcomes: readonly ShownOutcome[]; icon: string; word: string }[] = [
  { outcomes: ['failed', 'not-started', 'interrupted', 'rejected'], icon: '❌', word: 'failed' },
  { outcomes: ['cancelled', 'pending'], icon: '⚠️', word: 'stopped' },
  { outcomes: ['timed-out'], icon: '⏳', word: 'not ready before the timeout' },
  { outcomes: ['started'], icon: '⏳', word: 'still generating' },
  { outcomes: ['generating'], icon: '⏳', word: 'generating' },
  { outcomes: ['completed'], icon: '✅', word: 'ready' }
]

/**
 * The one-line verdict over several datasets: the worst outcome and its count first, then the
 * others, e.g. "❌ 3 of 5 dashboards failed · 2 ready".
 */
export function verdict(outcomes: readonly ShownOutcome[]): { icon: string; text: string } {
  const present = GROUPS.map(group => ({
    ...group,
    count: outcomes.filter(o => group.outcomes.includes(o)).length
  })).filter(group => group.count > 0)
  if (present.length === 0) return { icon: 'ℹ️', text: 'No dashboards' }
  const [worst, ...others] = present
  const total = outcomes.length
  const noun = total === 1 ? 'dashboard' : 'dashboards'
  const rest = others.map(group => ` · ${group.count} ${group.word}`).join('')
  return { icon: worst.icon, text: `${worst.count} of ${total} ${noun} ${worst.word}${rest}` }
}

/**
 * A dataset that did not end well, as the step's errors: with its path when the run has several.
 * A file that failed its checks has its own problems, which name it, each with its annotation.
 */
export function problemsOf(run: DatasetRun, several: boolean): readonly Problem[] {
  if (run.setback?.kind === 'rejected') return run.setback.problems
  const message = problemWithHint(run) ?? `ended as ${run.outcome}`
  return [{ message: several && run.dataset ? `${run.dataset.displayPath}: ${message}` : message }]
}

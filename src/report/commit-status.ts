/**
 * The commit-status sink: what a dataset's (or a leg's) status says, and how a collect job reads
 * it back. The description is outside text (titles, the service's words): it is made one line,
 * its controls written out, redacted once here and cut to GitHub's 140 characters. The target
 * is an absolute http(s) link only: the share link when there is one, else the job's log.
 */
import { visible } from '../common/controls.js'
import { redact, secretFreeEnd } from '../common/redact.js'
import type { Dataset } from '../datasets/inspect.js'
import type { StatusState } from '../github/statuses.js'
import type { DatasetRun, RunOutcome } from '../service/generation.js'
import { httpUrl } from './html.js'
import { goesOn } from './messages.js'
import { dashboardTitle } from './outputs.js'

/** GitHub refuses a longer description. */
const DESCRIPTION_LIMIT = 140

export interface StatusText {
  readonly state: StatusState
  readonly description: string
  readonly targetUrl?: string
}

/** The state GitHub shows for an outcome: pending while the generation goes on at the service. */
export function stateOf(run: Pick<DatasetRun, 'outcome' | 'state'>): StatusState {
  if (run.outcome === 'completed') return 'success'
  if (run.outcome === 'failed') return 'failure'
  return run.state !== undefined && goesOn(run.outcome) ? 'pending' : 'error'
}

/**
 * One line, controls written out, secrets hidden, at most 140 characters (cut with '…'). The
 * cut never splits a secret, so the one redaction, after it, hides every secret whole and a
 * secret's start left before the '…' too.
 */
export function statusDescription(text: string): string {
  const line = text
    .replace(/\s+/g, ' ')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
    .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, visible)
    .trim()
  if (line.length <= DESCRIPTION_LIMIT) return redact(line)
  const end = secretFreeEnd(line, DESCRIPTION_LIMIT - 1)
  return redact(`${line.slice(0, end).replace(/[\ud800-\udbff]$/, '')}…`)
}

/** The share link when it is an absolute http(s) address, else the job's log. */
export function statusTarget(
  shareUrl: string | undefined,
  runUrl: string | undefined
): string | undefined {
  return httpUrl(shareUrl) ?? httpUrl(runUrl)
}

/** Words the collect job reads back: keep them stable. */
const WORDS = {
  ready: 'Ready',
  failed: 'Failed',
  running: 'Still running; resume with generation-id',
  none: 'Not started'
}

function describe(run: DatasetRun, problem: string | undefined): string {
  const state = stateOf(run)
  if (state === 'success') {
    const title = dashboardTitle(run)
    return title ? `${WORDS.ready}: ${title}` : WORDS.ready
  }
  if (state === 'pending') return `${WORDS.running} ${run.state?.generationId}`
  const word = state === 'failure' ? WORDS.failed : WORDS.none
  return problem ? `${word}: ${problem}` : word
}

/** One dataset's status. `problem` is the reason in words, for a run that did not end well. */
export function datasetStatus(
  run: DatasetRun,
  problem: string | undefined,
  runUrl?: string
): StatusText {
  return {
    state: stateOf(run),
    description: statusDescription(describe(run, problem)),
    targetUrl: statusTarget(run.outcome === 'completed' ? run.state?.shareUrl : undefined, runUrl)
  }
}

const SEVERITY: readonly StatusState[] = ['error', 'failure', 'pending', 'success']

/** A leg's one status for all its datasets: the worst state, the counts, the job's log. */
export function legStatus(runs: readonly DatasetRun[], runUrl?: string): StatusText {
  const states = runs.map(stateOf)
  const count = (state: StatusState) => states.filter(s => s === state).length
  const parts = [
    `${count('success')} ready`,
    `${count('failure') + count('error')} failed`,
    `${count('pending')} still running`
  ]
  return {
    state: SEVERITY.find(s => states.includes(s)) ?? 'success',
    description: statusDescription(
      `${parts.join(', ')} of ${runs.length}; the job summary links each`
    ),
    targetUrl: httpUrl(runUrl)
  }
}

/** A leg's counts as its description gives them: "2 ready, 1 failed, 0 still running of 3". */
export function legCounts(description: string): string {
  return description.replace(/;.*$/, '')
}

/**
 * One dataset of a leg, known only by its leg's status: ready when the whole leg was; otherwise
 * the leg's counts, and where to find which of its datasets did not end well.
 */
export function legMemberRun(status: ReadStatus, dataset: Dataset): DatasetRun {
  if (status.state === 'success')
    return {
      dataset,
      outcome: 'completed',
      elapsedMs: 0,
      state: { generationId: '', status: 'completed' }
    }
  return {
    dataset,
    outcome: OUTCOME_OF[status.state],
    elapsedMs: 0,
    setback: {
      kind: 'error',
      message: `Its leg recorded ${legCounts(status.description)}: that leg's job summary says which of its datasets did not end well, and links each.`
    }
  }
}

/** A status as read back: the decoded subject is the GitHub side's; the words are ours. */
export interface ReadStatus {
  readonly state: StatusState
  readonly description: string
  readonly targetUrl?: string
}

const OUTCOME_OF: Record<StatusState, RunOutcome> = {
  success: 'completed',
  failure: 'failed',
  pending: 'timed-out',
  error: 'not-started'
}

/** The run a status stands for, so the summary, outputs and comment show it as a leg would. */
export function runFromStatus(status: ReadStatus, dataset: Dataset): DatasetRun {
  const outcome = OUTCOME_OF[status.state]
  const reason = status.description.replace(/^(Failed|Not started): ?/, '')
  const generationId = /generation-id (\S+)/.exec(status.description)?.[1]
  const title =
    status.state === 'success' ? status.description.replace(/^Ready:? ?/, '') : undefined
  const run: DatasetRun = { dataset, outcome, elapsedMs: 0, requestedTitle: title || undefined }
  if (status.state === 'success')
    run.state = {
      generationId: '',
      status: 'completed',
      // Anyone who may write statuses can set a target: only an http(s) link is a dashboard.
      shareUrl: isWebLink(status.targetUrl) ? status.targetUrl : undefined,
      title: title || undefined
    }
  else if (generationId) run.state = { generationId, status: 'processing' }
  if (status.state === 'failure') run.setback = { kind: 'failed', reason }
  else if (status.state === 'error')
    run.setback = { kind: 'error', message: reason || 'it could not start' }
  else if (status.state === 'pending')
    run.setback = {
      kind: 'error',
      message: `Generation ${generationId ?? ''} was still running when its job's timeout ran out; it goes on at the service.`
    }
  return run
}

/** A dataset the plan expects that has no status: its job failed or was cancelled before recording. */
export function missingRun(dataset: Dataset): DatasetRun {
  return {
    dataset,
    outcome: 'not-started',
    elapsedMs: 0,
    setback: {
      kind: 'error',
      message: `No result was recorded for ${dataset.displayPath}: its job failed or was cancelled before recording one. Run that job again.`
    }
  }
}

function isWebLink(url: string | undefined): url is string {
  if (url === undefined) return false
  try {
    return ['http:', 'https:'].includes(new URL(url.trim()).protocol)
  } catch {
    return false
  }
}

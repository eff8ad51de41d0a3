/**
 * The commit-status sink: what a dataset's status says, and the run's one status. Nothing
 * reads them back. The description is outside text (titles, the service's words): it is made one line,
 * its controls written out, redacted once here and cut to GitHub's 140 characters. The target
 * is an absolute http(s) link only: the share link when there is one, else the job's log.
 */
import { visible } from '../common/controls.js'
import { redact, secretFreeEnd } from '../common/redact.js'
import type { StatusState } from '../github/statuses.js'
import { isSuccess, type DatasetRun } from '../service/generation.js'
import { httpUrl } from './html.js'
import { goesOn, verdict } from './messages.js'
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

/** The first words of a dataset's status. */
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

/**
 * The run's one status, `dashboards`: failure when the step failed (`failure`, its reason) or a
 * dataset did not end well; success otherwise, also when no dataset changed, so a branch rule
 * that requires it is met by every run.
 */
export function aggregateStatus(
  runs: readonly DatasetRun[],
  failure: string | undefined,
  runUrl?: string
): StatusText {
  // As the step itself: a generation cancelled or still running when time ran out fails it.
  const bad = runs.filter(run => !isSuccess(run.outcome))
  const total = `${runs.length} dataset${runs.length === 1 ? '' : 's'}`
  const description =
    failure !== undefined
      ? `Failed: ${failure}`
      : bad.length > 0
        ? `${bad.length} of ${total} failed: ${bad.map(run => run.dataset?.displayPath ?? '').join(', ')}`
        : runs.length === 0
          ? 'No dataset changed: no dashboard to generate'
          : runs.every(run => run.outcome === 'completed')
            ? `${runs.length === 1 ? 'Dashboard' : `${runs.length} dashboards`} ready`
            : `${total}: every generation started or done`
  return {
    state: failure !== undefined || bad.length > 0 ? 'failure' : 'success',
    description: statusDescription(description),
    targetUrl: httpUrl(runUrl)
  }
}

/**
 * The run's one status while its generations go on: pending, counting them and what has already
 * ended (a reused dashboard, a file that failed the checks); its link, the run's page.
 */
export function pendingStatus(runs: readonly DatasetRun[], runUrl?: string): StatusText {
  const shown = runs.map(run => (run.outcome === 'pending' ? 'generating' : run.outcome))
  return {
    state: 'pending',
    description: statusDescription(verdict(shown).text),
    targetUrl: httpUrl(runUrl)
  }
}

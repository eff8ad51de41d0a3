/**
 * What fork mode tells when a pull request waits for approval, or when a run has nothing to do:
 * who can approve, how, and for which commit, in the log, the job summary and the `dashboards`
 * status. Every text goes through its sink's one safe function.
 */
import { escapeHtml, htmlCode, htmlText } from './html.js'
import { statusDescription } from './commit-status.js'

/** The README section fork mode links to. */
export const FORK_MODE_DOCS = 'https://github.com/our-org/dashboard-action#pull-requests-from-forks'

export interface Waiting {
  readonly number: number
  readonly headSha: string
  readonly association: string
  readonly label: string
  /** The label was on the pull request but did not approve this commit (a push came since). */
  readonly labelled: boolean
  /** Whether the label could be taken off; undefined when it was not on the pull request. */
  readonly removed?: boolean
}

function short(sha: string): string {
  return sha.slice(0, 7)
}

/** The whole explanation, as the step log's notice says it. */
export function waitingNotice(waiting: Waiting): string {
  return [
    `Pull request #${waiting.number} waits for approval; nothing was sent to the dashboard service.`,
    `Its author has no write access to this repository (author_association ${waiting.association}), so fork mode generates only once someone with triage access or more adds the label '${waiting.label}' to it.`,
    `The label approves the commit it is added on (now ${short(waiting.headSha)}) and no later one: after a push, it is needed again.`,
    staleLabelText(waiting),
    `See ${FORK_MODE_DOCS}.`
  ]
    .filter(line => line !== '')
    .join(' ')
}

function staleLabelText(waiting: Waiting): string {
  if (!waiting.labelled) return ''
  if (waiting.removed)
    return `The label was on the pull request from before the head moved to ${short(waiting.headSha)}, so it was taken off; add it again once this commit is reviewed.`
  return `The label is on the pull request from before the head moved to ${short(waiting.headSha)} and could not be taken off: remove it and add it again once this commit is reviewed.`
}

/** The job summary's lines (HTML, each text escaped). */
export function waitingSummary(waiting: Waiting): string[] {
  return [
    `<h3>⏸️ Dashboards wait for a maintainer's approval</h3>`,
    `<p>${htmlText(`Pull request #${waiting.number} is by an author without write access (author_association ${waiting.association}). Nothing was sent to the dashboard service.`)}</p>`,
    `<p>${htmlText('To approve commit')} ${htmlCode(short(waiting.headSha))}${htmlText(`, someone with triage access or more reviews its datasets and adds the label`)} ${htmlCode(waiting.label)} ${htmlText('to the pull request. The label approves that commit only: a later push needs it again.')}</p>`,
    ...(waiting.labelled ? [`<p>${htmlText(staleLabelText(waiting))}</p>`] : []),
    `<p><a href="${escapeHtml(FORK_MODE_DOCS)}">${htmlText('Pull requests from forks')}</a></p>`
  ]
}

/** The `dashboards` status's description, at most 140 characters. */
export function waitingStatus(waiting: Waiting): string {
  return statusDescription(
    `Waiting for approval: a maintainer adds the label '${waiting.label}' to approve ${short(waiting.headSha)}`
  )
}

/** A plain pull_request run of a fork's pull request, which GitHub gives no secrets. */
export function forkWithoutSecretsNotice(): string {
  return `This pull request comes from a fork, and GitHub gives a pull_request run for a fork no secrets, so there is no 'api-key' and no dashboard is generated here; nothing was written. Dashboards for forks come from fork mode: a workflow on pull_request_target reads the pull request's datasets from GitHub as data. See ${FORK_MODE_DOCS}.`
}

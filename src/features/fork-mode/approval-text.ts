/**
 * What fork mode tells when a pull request waits for approval, or when a run has nothing to do:
 * who can approve, how, and for which commit, in the log, the job summary and the `dashboards`
 * status. Every text goes through its sink's one safe function.
 */
import { escapeHtml, htmlCode, htmlText } from '../../report/html.js'
import { statusDescription } from '../../report/commit-status.js'
import type { Pusher } from '../../github/pull-target.js'
import { quote } from '../../common/input-values.js'

/** The README section fork mode links to. */
export const FORK_MODE_DOCS = 'https://github.com/our-org/dashboard-action#pull-requests-from-forks'

export interface Waiting {
  readonly number: number
  readonly headSha: string
  readonly association: string
  /** `owner/name` of the repository the head commit was pushed to. */
  readonly headRepo: string
  /** The first of those whose write access was needed who lacks it, or of whom GitHub said nothing. */
  readonly outsider: Pusher & { readonly unanswered?: boolean }
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
    `${capitalised(outsiderText(waiting))}, so fork mode generates only once someone with triage access or more adds the label '${waiting.label}' to it.`,
    `The label approves the commit it is added on (now ${short(waiting.headSha)}) and no later one: after a push, it is needed again.`,
    staleLabelText(waiting),
    `See ${FORK_MODE_DOCS}.`
  ]
    .filter(line => line !== '')
    .join(' ')
}

/** Why the pull request waits: whose write access is lacking (logins and names as quoted text). */
function outsiderText(waiting: Waiting): string {
  const { login, as, unanswered } = waiting.outsider
  const lacks = (who: string) =>
    unanswered
      ? `GitHub did not say whether ${who} has write access to this repository`
      : `${who} has no write access to this repository`
  if (as === 'author')
    return lacks(`its author ${quote(login)} (author_association ${waiting.association})`)
  if (as === 'sender')
    return `${lacks(`${quote(login)}, who sent this run's event (for a push, the pusher),`)}, and such a push needs approval whoever opened the pull request`
  const fork = waiting.headRepo === '' ? 'a fork that is gone' : quote(waiting.headRepo)
  if (login === '')
    return `Its commits were pushed to ${fork}, whose owner GitHub does not name, so every push to it needs approval whoever opened the pull request`
  return `Its commits are pushed to ${fork}, whose owner decides who pushes there: ${lacks(`that owner ${quote(login)}`)}, so every push to it needs approval whoever opened the pull request`
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
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
    `<p>${htmlText(`Pull request #${waiting.number} needs approval: ${outsiderText(waiting)}. Nothing was sent to the dashboard service.`)}</p>`,
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

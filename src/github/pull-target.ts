/**
 * The pull request a `pull_request_target` run (fork mode) is about, as its event payload says:
 * the one source of its number, head commit, head repository, author and labels. Nothing here is
 * read from the workspace, which under this event holds the base branch (or whatever the workflow
 * checked out).
 */
import { eventPullRequest, type RunContext } from './context.js'

/** The event whose runs take their datasets from the pull request's head commit through the API. */
export const FORK_MODE_EVENT = 'pull_request_target'

/**
 * Associations an author with write access has. Not every author so associated has it (an
 * organization's member may only read, a collaborator may be given read or triage), so fork mode
 * asks GitHub the author's permission before it trusts one (fork-mode.ts).
 */
const MAYBE_WRITERS = ['OWNER', 'MEMBER', 'COLLABORATOR']

export interface TargetPullRequest {
  readonly number: number
  /** The head commit when the event happened: the commit every dataset is read at. */
  readonly headSha: string
  /** `owner/name` of the repository the head commit was pushed to (a fork, or the base). */
  readonly headRepo: string
  readonly fromFork: boolean
  /** GitHub's `author_association` of the pull request's author. */
  readonly association: string
  /** The author's login: whose permission on the repository is asked. */
  readonly author: string
  /** Who sent the event: for `synchronize` the pusher, whoever opened the pull request. */
  readonly sender: string
  /** The login owning the head repository ('' when the fork is gone): who lets others push to it. */
  readonly headOwner: string
  /** The event's action: opened, synchronize, labeled… */
  readonly action: string
  /** The label a `labeled` or `unlabeled` event is about. */
  readonly label?: string
  /** The pull request's labels when the event happened. */
  readonly labels: readonly string[]
}

interface Payload {
  action?: unknown
  label?: { name?: unknown }
  sender?: { login?: unknown } | null
  pull_request?: {
    head?: {
      sha?: unknown
      repo?: { full_name?: unknown; owner?: { login?: unknown } | null } | null
    }
    base?: { repo?: { full_name?: unknown } }
    author_association?: unknown
    user?: { login?: unknown } | null
    labels?: { name?: unknown }[]
  }
}

const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/

/**
 * The pull request of a `pull_request_target` run, or why the payload cannot serve: fork mode
 * reads data at a commit the payload names, so a payload without one is refused, not guessed.
 */
export function targetPullRequest(context: RunContext): TargetPullRequest | string {
  const payload = context.payload as Payload
  const pull = payload.pull_request
  const number = eventPullRequest(context)
  const headSha = typeof pull?.head?.sha === 'string' ? pull.head.sha : ''
  if (number === undefined || !SHA.test(headSha))
    return `the ${FORK_MODE_EVENT} event payload names no pull request number and head commit`
  const headRepo = typeof pull?.head?.repo?.full_name === 'string' ? pull.head.repo.full_name : ''
  const owner = pull?.head?.repo?.owner?.login
  const baseRepo =
    typeof pull?.base?.repo?.full_name === 'string'
      ? pull.base.repo.full_name
      : `${context.owner}/${context.repo}`
  return {
    number,
    headSha,
    headRepo,
    // A deleted fork leaves `head.repo` null: its commits are still the pull request's.
    fromFork: headRepo.toLowerCase() !== baseRepo.toLowerCase(),
    association: typeof pull?.author_association === 'string' ? pull.author_association : 'NONE',
    author: typeof pull?.user?.login === 'string' ? pull.user.login : '',
    sender: typeof payload.sender?.login === 'string' ? payload.sender.login : '',
    headOwner: typeof owner === 'string' ? owner : (headRepo.split('/')[0] ?? ''),
    action: typeof payload.action === 'string' ? payload.action : '',
    label: typeof payload.label?.name === 'string' ? payload.label.name : undefined,
    labels: (pull?.labels ?? []).flatMap(label =>
      typeof label?.name === 'string' ? [label.name] : []
    )
  }
}

/** Whether the payload's association leaves the author possibly a writer, worth asking about. */
export function mayWrite(pull: Pick<TargetPullRequest, 'association' | 'author'>): boolean {
  return MAYBE_WRITERS.includes(pull.association) && pull.author !== ''
}

/** Someone whose write access generating without the label needs, and why it is needed. */
export interface Pusher {
  /** '' when the payload names nobody: never taken for a writer. */
  readonly login: string
  /**
   * `author`: opened the pull request; `sender`: sent this event (a `synchronize` event's
   * pusher); `head-owner`: owns the fork the commits are pushed to, and lets whom they like push.
   */
  readonly as: 'author' | 'sender' | 'head-owner'
}

/**
 * Everyone who must have write access for the head commit to generate without the label, each
 * login once (GitHub's logins ignore case), in the order asked. The author alone is not enough:
 * a maintainer may open a pull request from a contributor's fork branch, whose every later push
 * is the contributor's. A label event's sender only labelled, so it is not asked.
 */
export function pushersOf(pull: TargetPullRequest): readonly Pusher[] {
  const labelEvent = pull.action === 'labeled' || pull.action === 'unlabeled'
  const all: Pusher[] = [
    { login: pull.author, as: 'author' },
    ...(labelEvent ? [] : [{ login: pull.sender, as: 'sender' } as const]),
    ...(pull.fromFork ? [{ login: pull.headOwner, as: 'head-owner' } as const] : [])
  ]
  const seen = new Set<string>()
  return all.filter(pusher => {
    const key = pusher.login.toLowerCase()
    if (pusher.login !== '' && seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** A permission GitHub gives (`maintain` is told as `write`) that lets its holder push. */
export function isWritePermission(permission: unknown): boolean {
  return permission === 'admin' || permission === 'write'
}

/** The events whose runs for a fork's pull request GitHub gives no secrets and a read-only token. */
const FORK_RESTRICTED_EVENTS = [
  'pull_request',
  'pull_request_review',
  'pull_request_review_comment'
]

/**
 * A run for a fork's pull request on one of those events (a plain `pull_request` run, or a
 * review's): it cannot generate or comment; fork mode (`pull_request_target`) does. The head
 * repository is told from the base by name, as GitHub compares names, ignoring case; the base is
 * the run's repository when the payload does not name it.
 */
export function isForkPullRequestRun(context: RunContext): boolean {
  if (!FORK_RESTRICTED_EVENTS.includes(context.eventName)) return false
  const pull = (context.payload as Payload).pull_request
  const head = pull?.head?.repo?.full_name
  const base = pull?.base?.repo?.full_name
  if (pull?.head?.repo === null) return true
  return (
    typeof head === 'string' &&
    head.toLowerCase() !==
      (typeof base === 'string' ? base : `${context.owner}/${context.repo}`).toLowerCase()
  )
}

/**
 * Whether this run may generate for the pull request's head commit, from the payload alone:
 * - `go`: this very event is the approval label being added, whose payload names the head commit
 *   it was added on (the commit then read). The label approves even on a writer's pull request:
 *   its event cannot tell who pushed the head commit, which may have waited for it;
 * - `wait`: anything else, unless GitHub says every one of `pushersOf(pull)` may push
 *   (`writersApproval`). `labelled`: the label is on the pull request, but was not added by this
 *   event, so it may predate the head commit (a push since): it approves nothing and is taken
 *   off, so a maintainer adds it again to approve this commit;
 * - `unchanged`: another label was added or removed: nothing to approve, nothing to generate.
 */
export type Approval =
  | { readonly kind: 'go'; readonly by: 'pushers' | 'label' }
  | { readonly kind: 'wait'; readonly labelled: boolean }
  | { readonly kind: 'unchanged' }

export function approvalOf(pull: TargetPullRequest, approvalLabel: string): Approval {
  const labelEvent = pull.action === 'labeled' || pull.action === 'unlabeled'
  if (labelEvent && pull.label !== approvalLabel) return { kind: 'unchanged' }
  if (pull.action === 'labeled') return { kind: 'go', by: 'label' }
  return { kind: 'wait', labelled: !labelEvent && pull.labels.includes(approvalLabel) }
}

/**
 * What a wait becomes when every one of `pushersOf(pull)` may push: a go, or, for the approval
 * label taken off, nothing to do (their pushes generated already).
 */
export function writersApproval(pull: TargetPullRequest): Exclude<Approval, { kind: 'wait' }> {
  return pull.action === 'unlabeled' ? { kind: 'unchanged' } : { kind: 'go', by: 'pushers' }
}

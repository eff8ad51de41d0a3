/**
 * Fork mode, wired for main.ts: on `pull_request_target` the datasets come from the pull
 * request's head commit through GitHub's API, as data, never from the workspace (which holds
 * the base branch, or whatever the workflow checked out). The head tree is laid out as empty
 * files in a folder of the step's own, so the `file` patterns select exactly what they would in
 * a checkout; only the files they select (and `changed-only` keeps) are downloaded into it, each
 * checked from its tree entry first. An outside author's pull request waits for a maintainer's
 * label, which approves the commit it is added on. The manifest (`config`) is read at the base
 * commit, never the head: a fork cannot change its titles, instructions or viewers. A plain
 * `pull_request` run of a fork, which has no secrets, ends with a notice.
 */
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { bytesUpTo } from '../../common/bounded-bytes.js'
import type { Clock } from '../../common/clock.js'
import type { Problem } from '../../common/errors.js'
import * as log from '../../common/log.js'
import { mapWithConcurrency } from '../../common/pool.js'
import { Input, MAX_MANIFEST_BYTES } from '../../config/constants.js'
import { MAX_POINTER_BYTES, parseLfsPointer } from '../../datasets/find/lfs.js'
import { scratchPath } from '../../datasets/convert/scratch.js'
import {
  BLOBS_AT_ONCE,
  entryProblem,
  layoutPath,
  lfsPointerProblem,
  MAX_HEAD_DATASETS,
  tooManyProblem
} from './tree-entries.js'
import type { GitHubClient, Phase } from '../../github/client.js'
import { comparisonBase, readRunContext, type RunContext } from '../../github/context.js'
import type { TreeEntry } from './git-tree.js'
import type { FileAtCommit } from '../compare/contents.js'
import { manifestChangedText } from '../../report/messages.js'
import {
  approvalOf,
  type Approval,
  isWritePermission,
  mayWrite,
  FORK_MODE_EVENT,
  isForkPullRequestRun,
  pushersOf,
  targetPullRequest,
  writersApproval,
  type Pusher,
  type TargetPullRequest
} from '../../github/pull-target.js'
import type { DataReading } from '../../datasets/convert/prepare.js'
import type { SourceFormat } from '../../common/input-values.js'
import {
  forkWithoutSecretsNotice,
  waitingNotice,
  waitingStatus,
  waitingSummary,
  type Waiting
} from './approval-text.js'
import { writeSummaryLines } from '../../report/summary.js'
import { quote } from '../../common/input-values.js'

/** However early the step's timeout ends, the waiting status and label get this long. */
const WAITING_WRITES_MS = 15_000

/** Where the head commit's datasets are, and how to make the selected ones ready there. */
/** What fork mode reads of the step's settings: a plan's, or a generating job's. */
export interface ForkSettings {
  readonly githubToken: string
  /** The label that approves an outside author's pull request at one commit. */
  readonly approvalLabel: string
  /** Whether the run's `dashboards` status says it waits. */
  readonly commitStatus: boolean
  /** The comment-tag as given, which names that status. */
  readonly givenTag?: string
  /** A leg reports no run status: collect/ does. */
  readonly leg?: unknown
  /** How each head blob is checked before it is downloaded. */
  readonly fileType?: SourceFormat
  readonly reading: DataReading
}

export interface HeadSource {
  /** The pull request the event is about: the only one commented on. */
  readonly number: number
  /** The commit every dataset is read at: `changed-only` takes the change up to it. */
  readonly headSha: string
  /** The folder the head tree is laid out in: the workspace the datasets are found in. */
  readonly workspace: string
  /** Downloads the selected paths' blobs, answering those refused with their problems. */
  readonly ready: (paths: readonly string[]) => Promise<ReadonlyMap<string, readonly Problem[]>>
  /** The manifest `config` names, as the base commit holds it: a fork cannot change its settings. */
  readonly manifest: (file: string) => Promise<BaseManifest>
}

export interface BaseManifest {
  readonly text: string
  /** The head commit holds other bytes at its path, or nothing: the pull request changes it. */
  readonly changed: boolean
}

/** Fork mode's answer: the datasets' source, or the run ended here (waiting, nothing to do). */
export type HeadDecision = HeadSource | 'ended'

/**
 * A plain `pull_request` run of a fork's pull request without an `api-key` (GitHub gives it no
 * secrets): a notice naming fork mode, nothing written, and the step ends without failing.
 */
export function endsAsForkWithoutSecrets(apiKey: string): boolean {
  if (apiKey !== '' || !isForkPullRequestRun(readRunContext())) return false
  log.notice(forkWithoutSecretsNotice())
  return true
}

/** Whether this run's datasets are fork mode's: read from the API, never the workspace. */
export function isForkMode(): boolean {
  return readRunContext().eventName === FORK_MODE_EVENT
}

/**
 * Fork mode's decision for this run: approved (the head's source), or waiting, or nothing to
 * do, the last two told and reported here.
 */
export async function pullRequestHead(
  settings: ForkSettings,
  clock: Clock,
  timeLeft: () => number
): Promise<HeadDecision> {
  const context = readRunContext()
  const pull = targetPullRequest(context)
  if (typeof pull === 'string')
    throw new Error(`Fork mode cannot tell which commit to read: ${pull}. No dataset was read.`)
  const approval = await approvalFor(settings, context, pull, timeLeft)
  if (approval.kind === 'unchanged') {
    log.notice(
      `Pull request #${pull.number}: the label ${quote(pull.label ?? '')} was added or removed, which approves nothing ('${Input.ApprovalLabel}' is ${quote(settings.approvalLabel)}); no dashboard generated, nothing written.`
    )
    return 'ended'
  }
  if (approval.kind === 'wait') {
    await reportWaiting(settings, context, pull, approval, clock, timeLeft)
    return 'ended'
  }
  const by =
    approval.by === 'pushers'
      ? `${pushersOf(pull)
          .map(pusher => `${pusherText(pusher, pull)} ${quote(pusher.login)}`)
          .join(', ')} may push to ${context.owner}/${context.repo}`
      : `the label ${quote(settings.approvalLabel)} was added on this commit`
  log.info(
    `Fork mode: pull request #${pull.number}'s datasets are read from GitHub at its head commit ${pull.headSha.slice(0, 7)}${pull.fromFork ? ` (pushed to ${quote(pull.headRepo)})` : ''}, as data; ${by}.`
  )
  return headSource(settings, context, pull, timeLeft)
}

/** Fork mode's approval, a wait naming the outsider it waits for. */
type Decision =
  | Exclude<Approval, { kind: 'wait' }>
  | (Extract<Approval, { kind: 'wait' }> & { readonly outsider: Outsider })

/**
 * Only a wait can turn on who pushes: another label's event, or the approval label being added,
 * is decided from the payload alone, and GitHub is not asked.
 */
async function approvalFor(
  settings: ForkSettings,
  context: RunContext,
  pull: TargetPullRequest,
  timeLeft: () => number
): Promise<Decision> {
  const unapproved = approvalOf(pull, settings.approvalLabel)
  if (unapproved.kind !== 'wait') return unapproved
  const outsider = await firstOutsider(settings, context, pull, timeLeft)
  return outsider === undefined ? writersApproval(pull) : { ...unapproved, outsider }
}

/** The longest GitHub is given to say one login's permission before the run waits instead. */
const PERMISSION_MS = 20_000

/** Someone whose write access was needed and is lacking, or of whom GitHub said nothing. */
type Outsider = Pusher & { readonly unanswered?: boolean }

/**
 * The first of the pull request's author, the event's sender and the fork's owner whom GitHub
 * does not say may push to the repository (admin, maintain or write), or undefined when all may.
 * Each login is asked once, in that order, and no more once one may not: a run that waits costs
 * at most the requests up to the first outsider. An association of OWNER, MEMBER or
 * COLLABORATOR does not say it (an organization's members may only read, a collaborator may
 * have read or triage); any other association is an outsider's without asking.
 */
async function firstOutsider(
  settings: ForkSettings,
  context: RunContext,
  pull: TargetPullRequest,
  timeLeft: () => number
): Promise<Outsider | undefined> {
  const repository = `${context.owner}/${context.repo}`
  const github = githubFor(settings, context)
  for (const pusher of pushersOf(pull)) {
    if (pusher.login === '' || (pusher.as === 'author' && !mayWrite(pull))) return pusher
    const who = `${pusherText(pusher, pull)} ${quote(pusher.login)}`
    const { withTimeLimit, client } = await github
    let permission: unknown
    try {
      permission = await withTimeLimit(
        `the permission of ${who}`,
        Math.min(PERMISSION_MS, Math.max(0, timeLeft())),
        async phase => {
          try {
            const { data } = await client(phase).rest.repos.getCollaboratorPermissionLevel({
              owner: context.owner,
              repo: context.repo,
              username: pusher.login
            })
            return data.permission
          } catch (error) {
            // Not a collaborator of the repository at all.
            if ((error as { status?: number }).status === 404) return 'none'
            throw error
          }
        }
      )
    } catch (error) {
      log.warning(
        `Fork mode: GitHub did not say whether ${who} may push to ${repository} (${(error as Error).message}), so the pull request waits for the label ${quote(settings.approvalLabel)} as an outsider's does. Run the workflow again to ask once more.`
      )
      return { ...pusher, unanswered: true }
    }
    if (!isWritePermission(permission)) {
      log.info(
        `Fork mode: ${who} may not push to ${repository} (GitHub gives ${quote(String(permission))}), so the pull request needs the label ${quote(settings.approvalLabel)} as an outsider's does.`
      )
      return pusher
    }
  }
  return undefined
}

/** Who a login is to the pull request, as the log names them. */
function pusherText(pusher: Pusher, pull: TargetPullRequest): string {
  if (pusher.as === 'author') return `pull request #${pull.number}'s author (${pull.association})`
  if (pusher.as === 'sender') return `the event's sender (${pull.action})`
  return `the owner of ${quote(pull.headRepo)}`
}

/** The head tree laid out as empty files; each selected file downloaded when asked. */
async function headSource(
  settings: ForkSettings,
  context: RunContext,
  pull: TargetPullRequest,
  timeLeft: () => number
): Promise<HeadSource> {
  const [{ readTree, downloadBlob }, { withTimeLimit, client }] = await Promise.all([
    import('./git-tree.js'),
    githubFor(settings, context)
  ])
  const repository = { owner: context.owner, repo: context.repo }
  const tree = await withTimeLimit("the pull request's head tree", timeLeft(), phase =>
    readTree(client(phase), repository, pull.headSha)
  )
  if (tree.truncated)
    throw new Error(
      `Fork mode: the tree of the pull request's head commit ${pull.headSha.slice(0, 7)} has more entries than GitHub lists in one answer (100,000 or 7 MB), so the files '${Input.File}' selects cannot all be seen. Generate these dashboards from the base branch once the pull request is merged.`
    )
  const root = layOut(tree.entries)
  const byPath = new Map(tree.entries.map(entry => [entry.path, entry]))
  const ready = async (paths: readonly string[]) => {
    const refused = new Map<string, readonly Problem[]>()
    const fetched: { path: string; entry: TreeEntry & { size: number }; file: string }[] = []
    // Only files of the head commit count toward the cap: a path it lacks is refused apart.
    const rank = new Map(paths.filter(file => byPath.has(file)).map((file, i) => [file, i]))
    for (const file of paths) {
      const entry = byPath.get(file)
      const problem =
        entry === undefined
          ? absentProblem(file, pull.headSha)
          : (rank.get(file) ?? 0) >= MAX_HEAD_DATASETS
            ? tooManyProblem(file, rank.size)
            : entryProblem(entry, {
                fileType: settings.fileType,
                ...settings.reading
              })
      const local = layoutPath(file)
      if (problem !== undefined || entry?.size === undefined || local === undefined)
        refused.set(file, [problem ?? absentProblem(file, pull.headSha)])
      else
        fetched.push({
          path: file,
          entry: entry as TreeEntry & { size: number },
          file: path.join(root, local)
        })
    }
    if (fetched.length === 0) return refused
    await withTimeLimit("the pull request's datasets", timeLeft(), async phase => {
      const github = client(phase)
      await mapWithConcurrency(fetched, BLOBS_AT_ONCE, async item => {
        try {
          await downloadBlob(github, repository, item.entry, item.file)
        } catch (error) {
          refused.set(item.path, [unreadableProblem(item.path, error)])
          return
        }
        if (item.entry.size < MAX_POINTER_BYTES && parseLfsPointer(readFileSync(item.file)))
          refused.set(item.path, [lfsPointerProblem(item.path)])
      })
    })
    return refused
  }
  const manifest = (file: string) =>
    baseManifest(file, byPath.get(file), comparisonBase(context), timeLeft, async (phase, ref) => {
      const { fileAtCommit } = await import('../compare/contents.js')
      return fileAtCommit(client(phase), { ...repository, path: file, ref })
    })
  return { number: pull.number, headSha: pull.headSha, workspace: root, ready, manifest }
}

/**
 * The manifest read at the pull request's base commit, one request (the contents API), never
 * from the head: its instructions, titles and viewers are the repository's, not a fork's to
 * change. Whether the head changes it is told from the head tree already read: the base bytes'
 * git blob id against the head entry's.
 */
async function baseManifest(
  file: string,
  headEntry: TreeEntry | undefined,
  baseSha: string | null | undefined,
  timeLeft: () => number,
  read: (phase: Phase, ref: string) => Promise<FileAtCommit>
): Promise<BaseManifest> {
  if (typeof baseSha !== 'string')
    throw new Error(
      `Fork mode: the event payload names no base commit, so the manifest ${quote(file)} ('${Input.Config}') cannot be read from the base branch, where a pull request cannot change it. No dataset was sent.`
    )
  const [{ withTimeLimit }, { blobSha }] = await Promise.all([
    import('../../github/client.js'),
    import('./git-tree.js')
  ])
  const bytes = await withTimeLimit(
    `the manifest ${quote(file)} at the base commit`,
    timeLeft(),
    async phase => {
      const answer = await read(phase, baseSha)
      return answer.kind === 'found' ? await boundedBytes(answer.bytes, file) : answer
    }
  )
  if (!Buffer.isBuffer(bytes)) throw new Error(baseManifestRefusal(file, baseSha, bytes))
  const changed = headEntry?.type !== 'blob' || headEntry.sha !== blobSha(bytes, headEntry.sha)
  log.info(
    `Fork mode: the manifest ${quote(file)} is read at the base commit ${baseSha.slice(0, 7)}, never from the pull request's head.`
  )
  if (changed) log.notice(manifestChangedText(quote(file)), { title: 'Manifest changed' })
  return { text: bytes.toString('utf8'), changed }
}

/** The manifest's bytes, refused past the size no manifest comes near. */
async function boundedBytes(stream: AsyncIterable<Uint8Array>, file: string): Promise<Buffer> {
  const bytes = await bytesUpTo(stream, MAX_MANIFEST_BYTES)
  if (bytes === undefined)
    throw new Error(
      `Input '${Input.Config}': ${quote(file)} at the base commit is over ${MAX_MANIFEST_BYTES / 1024 / 1024} MiB; a manifest lists datasets and their settings and is far smaller. Check that '${Input.Config}' names the manifest.`
    )
  return bytes
}

function baseManifestRefusal(
  file: string,
  baseSha: string,
  answer: Exclude<FileAtCommit, { kind: 'found' }>
): string {
  const at = `the base commit ${baseSha.slice(0, 7)}`
  if (answer.kind === 'absent')
    return `Fork mode: Input '${Input.Config}' is ${quote(file)}, but the pull request's base branch has no such file (at ${at}). In fork mode the manifest is read from the base branch only, so a pull request cannot bring its own: merge the manifest first, in a pull request from a branch of this repository; then update this pull request from its base branch and approve it again. No dataset was sent.`
  if (answer.kind === 'refused' && answer.status === 404)
    return `Fork mode: GitHub does not know ${at} the event names, so the manifest ${quote(file)} cannot be read there; update the pull request from its base branch and run the job again. No dataset was sent.`
  if (answer.kind === 'refused')
    return `Fork mode: GitHub refused the manifest ${quote(file)} at ${at} (HTTP ${answer.status}): give the job 'permissions: contents: read'. No dataset was sent.`
  return `Fork mode: the manifest ${quote(file)} could not be read at ${at}: ${answer.message}; run the job again. No dataset was sent.`
}

/**
 * Every file and submodule of the tree as an empty file (a symbolic link too: never a link),
 * under a new folder of the step's own, where git can find no repository above.
 */
function layOut(entries: readonly TreeEntry[]): string {
  const root = scratchPath('-head')
  mkdirSync(root, { recursive: true })
  // git, asked about this folder by changed-only or compare, must not find the checkout's history.
  const ceiling = process.env.GIT_CEILING_DIRECTORIES
  process.env.GIT_CEILING_DIRECTORIES = ceiling
    ? `${path.dirname(root)}${path.delimiter}${ceiling}`
    : path.dirname(root)
  const folders = new Set<string>()
  let skipped = 0
  for (const entry of entries) {
    if (entry.type === 'tree') continue
    const local = layoutPath(entry.path)
    if (local === undefined) {
      skipped++
      continue
    }
    const file = path.join(root, local)
    try {
      const folder = path.dirname(file)
      if (!folders.has(folder)) {
        mkdirSync(folder, { recursive: true })
        folders.add(folder)
      }
      closeSync(openSync(file, 'wx'))
    } catch {
      skipped++
    }
  }
  if (skipped > 0)
    log.info(
      `Fork mode: ${skipped} path(s) of the head tree cannot name a file on this runner (a '..' or '.git' segment, a backslash, a name too long); no pattern can select them.`
    )
  return root
}

function absentProblem(file: string, headSha: string): Problem {
  return {
    message: `Input '${Input.File}': ${quote(file)} is not a file of the pull request's head commit ${headSha.slice(0, 7)}; check the path against the pull request's files.`
  }
}

function unreadableProblem(file: string, error: unknown): Problem {
  const status = (error as { status?: number }).status
  const why =
    status === 403 || status === 404
      ? `GitHub refused it (HTTP ${status}): give the job 'permissions: contents: read'`
      : `${(error as Error).message}; run the job again`
  return {
    message: `Input '${Input.File}': ${quote(file)} could not be read from the pull request's head commit: ${why}.`,
    annotation: { title: 'Dataset refused', file }
  }
}

/** The GitHub client module, loaded when fork mode first needs it, and a client for a phase. */
async function githubFor(settings: ForkSettings, context: RunContext) {
  const { createGitHubClient, withTimeLimit } = await import('../../github/client.js')
  return {
    withTimeLimit,
    client: (phase: Phase): GitHubClient =>
      createGitHubClient(settings.githubToken, context.apiUrl, line => log.info(line), phase)
  }
}

/**
 * Nothing goes to the service: the notice, the summary and (with `commit-status`) the run's
 * `dashboards` status say who can approve and how. A label left from before a push is taken off.
 */
async function reportWaiting(
  settings: ForkSettings,
  context: RunContext,
  pull: TargetPullRequest,
  { labelled, outsider }: { readonly labelled: boolean; readonly outsider: Outsider },
  clock: Clock,
  timeLeft: () => number
): Promise<void> {
  const [{ withTimeLimit, client }, { removeLabel }, { recordStatus }, { aggregateContext }] =
    await Promise.all([
      githubFor(settings, context),
      import('./labels.js'),
      import('../../github/statuses.js'),
      import('../../github/status-context.js')
    ])
  const waiting: Waiting = {
    number: pull.number,
    headSha: pull.headSha,
    association: pull.association,
    headRepo: pull.headRepo,
    outsider,
    label: settings.approvalLabel,
    labelled
  }
  const limit = Math.max(WAITING_WRITES_MS, timeLeft())
  let removed: boolean | undefined
  if (labelled)
    removed = await withTimeLimit('taking the approval label off', limit, phase =>
      removeLabel(client(phase), {
        owner: context.owner,
        repo: context.repo,
        number: pull.number,
        name: settings.approvalLabel
      })
    ).then(
      () => true,
      (error: Error) => {
        log.warning(
          `The label ${quote(settings.approvalLabel)} could not be taken off pull request #${pull.number}: ${error.message}. Give the job 'permissions: pull-requests: write'.`
        )
        return false
      }
    )
  const told = { ...waiting, removed }
  log.notice(waitingNotice(told))
  await writeSummaryLines(() => waitingSummary(told))
  // The job that would report the run says it waits: a single job, or a matrix's plan/ (its plan
  // is empty, so no leg runs and collect/ is skipped).
  if (!settings.commitStatus || settings.leg !== undefined) return
  await withTimeLimit(
    'the dashboards status',
    limit,
    phase =>
      recordStatus(
        client(phase),
        { owner: context.owner, repo: context.repo, sha: pull.headSha },
        {
          context: aggregateContext(settings.givenTag),
          state: 'pending',
          description: waitingStatus(told),
          ...(context.runUrl ? { targetUrl: context.runUrl } : {})
        },
        { clock: phase.clock, endsAt: phase.endsAt, log: line => log.info(line) }
      ),
    clock
  ).catch((error: Error) =>
    log.warning(
      `The 'dashboards' status saying the pull request waits for approval was not recorded: ${error.message}. Give the job 'permissions: statuses: write'.`
    )
  )
}

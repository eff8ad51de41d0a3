/**
 * The datasets of a step that generates or plans: found (in the workspace, or in fork mode in
 * the pull request's head commit), kept to the changed ones when asked, checked, and each
 * compared with its base version. A push that deleted its ref, or fork mode waiting for
 * approval, has none: the step ends.
 */
import { promises as fs } from 'node:fs'
import path from 'node:path'
import type { Clock } from '../common/clock.js'
import * as log from '../common/log.js'
import { Input, MAX_MANIFEST_BYTES } from '../config/constants.js'
import { withChanges } from '../features/compare/dataset-changes.js'
import { findDatasets, rejection, type DatasetQuery, type Found } from '../datasets/find/find.js'
import type { Dataset } from '../datasets/find/inspect.js'
import { isForkMode, pullRequestHead, type HeadSource } from '../features/fork-mode/fork-mode.js'
import type { Changes } from '../github/changed-files.js'
import { comparisonBase, deletedRef, readRunContext } from '../github/context.js'
import type { BaseVersion } from '../datasets/compare/versions.js'
import type { Problem } from '../common/errors.js'
import { quote } from '../common/input-values.js'
import type { DatasetSettings } from '../features/manifest/dataset-settings.js'
import type { Selection } from '../features/manifest/selection.js'
import { stepDatasetSettings, type DatasetStepSettings } from './inputs.js'

/** The step's datasets, and where they were found. */
export interface StepDatasets {
  /** Every matched file in its place: checked, with what the event changed, or rejected. */
  readonly found: Found[]
  /** Every matched path, changed or not. */
  readonly present: readonly string[]
  /** Where the datasets were found: the workspace, or fork mode's head commit laid out. */
  readonly root: string
  /** Fork mode's pull request, which the report is written on. */
  readonly prNumber?: number
  /** With a manifest: each dataset's own settings, by its path. */
  readonly settingsOf?: (file: string) => DatasetSettings
  /** The manifest's problems that no dataset carries: they fail the step once the others ran. */
  readonly problems: readonly Problem[]
  /** Fork mode: the manifest's path when the pull request changes it (its change waits for the merge). */
  readonly changedManifest?: string
}

type CompareKeys = { readonly keyOf?: (file: string) => readonly string[] | undefined }

export interface DatasetOptions {
  readonly workspace: string
  readonly clock: Clock
  /** The step's deadline: every lookup, check and comparison here ends by it. */
  readonly deadline: number
  /** plan/ fetches no Git LFS object: its legs do. */
  readonly fetchesNoLfs: boolean
}

/** The step's datasets, or 'ended' when there is nothing to find (told here). */
export async function stepDatasets(
  settings: DatasetStepSettings,
  options: DatasetOptions
): Promise<StepDatasets | 'ended'> {
  const timeLeft = () => options.deadline - options.clock.now()
  const deleted = deletedRef(readRunContext())
  if (deleted !== undefined) {
    log.notice(`The push deleted a ${deleted}: no dashboard to generate, no comment to post.`)
    return 'ended'
  }
  // Fork mode reads the pull request's head commit from GitHub, never the workspace.
  const head = isForkMode() ? await pullRequestHead(settings, options.clock, timeLeft) : undefined
  if (head === 'ended') return 'ended'
  const root = head?.workspace ?? options.workspace
  const withPr = head === undefined ? settings : { ...settings, prNumber: head.number }
  const manifest =
    settings.config === undefined
      ? undefined
      : await manifestSelection(settings, options, root, head)
  const selection = manifest?.selection
  let present: readonly string[] = []
  // Each dataset's own settings: the manifest's, or a leg's as its plan handed them.
  const settingsOf = selection?.settingsOf ?? settings.planned
  const query = datasetQuery(settings, options.fetchesNoLfs, timeLeft, selection, settingsOf)
  const matched =
    query.patterns.length === 0
      ? []
      : await findDatasets(
          query,
          root,
          async () => {
            const changed = await changedFiles(withPr, root, timeLeft(), head?.headSha)
            // Fork mode takes the base's manifest: a pull request changes no dataset's settings.
            return selection === undefined || head !== undefined
              ? changed
              : withChangedSettings(changed, selection, settings, root, options.workspace)
          },
          paths => (present = paths),
          head?.ready
        )
  const refused = [...(selection?.refused ?? new Map<string, readonly Problem[]>())].map(
    ([file, problems]) => rejection(file, problems)
  )
  const all = [...matched, ...refused].sort((a, b) => pathOf(a).localeCompare(pathOf(b)))
  const found = await withComparisons(withPr, all, root, timeLeft(), settingsOf)
  return {
    found,
    present: [...present, ...refused.map(pathOf)],
    root,
    prNumber: head?.number,
    settingsOf: selection?.settingsOf,
    problems: selection?.problems ?? [],
    changedManifest: manifest?.changed ? settings.config : undefined
  }
}

function pathOf(item: Found): string {
  return 'dataset' in item ? item.dataset.displayPath : item.file.displayPath
}

/**
 * The manifest's files and their settings: read from the workspace (in fork mode, from the
 * base commit, never the head), checked, matched in `root`.
 */
async function manifestSelection(
  settings: DatasetStepSettings,
  options: DatasetOptions,
  root: string,
  head: HeadSource | undefined
): Promise<{ readonly selection: Selection; readonly changed: boolean }> {
  const file = settings.config as string
  const base = head && (await head.manifest(file))
  const text = base?.text ?? (await readManifestText(options.workspace, file))
  // The YAML reader is loaded only for a step with a manifest.
  const [{ parseManifest }, { selectFiles }] = await Promise.all([
    import('../features/manifest/manifest.js'),
    import('../features/manifest/selection.js')
  ])
  const manifest = parseManifest(file, text)
  log.info(
    `${file}: ${manifest.entries.length} entr${manifest.entries.length === 1 ? 'y' : 'ies'}.`
  )
  const selection = await selectFiles(manifest, root, stepDatasetSettings(settings))
  return { selection, changed: base?.changed === true }
}

async function readManifestText(workspace: string, file: string): Promise<string> {
  const absolute = path.resolve(workspace, file)
  const stat = await fs.stat(absolute).catch(() => undefined)
  if (stat === undefined || !stat.isFile())
    throw new Error(
      `Input '${Input.Config}' is ${quote(file)}, but there is no such file in the workspace (${workspace}). Check the path, and that the job checks out the repository (actions/checkout) before this step; docs/manifest.md shows a manifest.`
    )
  if (stat.size > MAX_MANIFEST_BYTES)
    throw new Error(
      `Input '${Input.Config}': ${quote(file)} is ${stat.size.toLocaleString('en-US')} bytes; a manifest lists datasets and their settings and is far below ${MAX_MANIFEST_BYTES / 1024 / 1024} MiB. Check that '${Input.Config}' names the manifest.`
    )
  return fs.readFile(absolute, 'utf8')
}

/** Every matched file in its place, the checked ones with what the event changed in them. */
async function withComparisons(
  settings: DatasetStepSettings,
  matched: readonly Found[],
  workspace: string,
  timeLimitMs: number,
  settingsOf: ((file: string) => DatasetSettings) | undefined
): Promise<Found[]> {
  const checked = matched.flatMap(item => ('dataset' in item ? [item.dataset] : []))
  const keyed = settingsOf
    ? { ...settings, keyOf: (file: string) => settingsOf(file).compareKey }
    : settings
  const compared = await changesOf(keyed, checked, workspace, timeLimitMs)
  const byPath = new Map(compared.map(dataset => [dataset.displayPath, dataset]))
  return matched.map(item =>
    'dataset' in item ? { dataset: byPath.get(item.dataset.displayPath) ?? item.dataset } : item
  )
}

/**
 * Each dataset with what the event changed in it. A leg compares only its Git LFS datasets: the
 * plan told the others' changes (collect/ reports them), but fetches no LFS object to compare.
 */
async function changesOf(
  settings: DatasetStepSettings & CompareKeys,
  matched: Dataset[],
  workspace: string,
  timeLimitMs: number
): Promise<Dataset[]> {
  if (settings.leg === undefined) return withChanges(settings, matched, workspace, timeLimitMs)
  const lfs = matched.filter(dataset => dataset.lfs !== undefined)
  const compared = await withChanges(settings, lfs, workspace, timeLimitMs)
  const byPath = new Map(compared.map(dataset => [dataset.displayPath, dataset]))
  return matched.map(dataset => byPath.get(dataset.displayPath) ?? dataset)
}

function datasetQuery(
  settings: DatasetStepSettings,
  fetchesNoLfs: boolean,
  timeLeft: () => number,
  selection: Selection | undefined,
  settingsOf: ((file: string) => DatasetSettings) | undefined
): DatasetQuery {
  return {
    patterns: selection?.patterns ?? settings.patterns,
    changedOnly: settings.changedOnly,
    readingOf:
      settingsOf &&
      (file => {
        const own = settingsOf(file)
        return { ...own.reading, fileType: own.fileType }
      }),
    reading: {
      ...settings.reading,
      fileType: settings.fileType,
      fetchesNoLfs,
      timeLeftMs: timeLeft,
      timeoutMs: settings.timeoutMs
    }
  }
}

/**
 * The changed files, and the datasets whose settings the event changed in the manifest: counted
 * as changed though their files are not. The manifest's base version is read only when the event
 * changed the manifest.
 */
async function withChangedSettings(
  changed: Changes,
  selection: Selection,
  settings: DatasetStepSettings,
  root: string,
  workspace: string
): Promise<Changes> {
  const manifest = settings.config as string
  if ('all' in changed || !changed.files.has(manifest)) return changed
  const base = comparisonBase(readRunContext())
  if (base === undefined) return changed
  const [{ filesWithChangedSettings }, { parseManifest }, { selectFiles }] = await Promise.all([
    import('../features/manifest/changed-settings.js'),
    import('../features/manifest/manifest.js'),
    import('../features/manifest/selection.js')
  ])
  const step = stepDatasetSettings(settings)
  const found = await filesWithChangedSettings(
    selection,
    manifest,
    text => selectFiles(parseManifest(manifest, text), root, step),
    {
      workspace,
      base,
      fromGitHub: settings.githubToken === '' ? undefined : manifestFromGitHub(settings)
    }
  )
  if ('all' in found) return found
  for (const [file, why] of found.files) log.info(`${file}: counted as changed: ${why}.`)
  return { files: new Set([...changed.files, ...found.files.keys()]) }
}

/** The manifest at a commit, from GitHub's contents API. */
function manifestFromGitHub(
  settings: DatasetStepSettings
): (file: string, ref: string) => Promise<BaseVersion> {
  return async (file, ref) => {
    const context = readRunContext()
    const [{ createGitHubClient }, { fileAtCommit }] = await Promise.all([
      import('../github/client.js'),
      import('../features/compare/contents.js')
    ])
    const client = createGitHubClient(settings.githubToken, context.apiUrl, log.info)
    const answer = await fileAtCommit(client, {
      owner: context.owner,
      repo: context.repo,
      path: file,
      ref
    })
    if (answer.kind === 'found' || answer.kind === 'absent') return answer
    const message = answer.kind === 'refused' ? `HTTP ${answer.status}` : answer.message
    return { kind: 'unreadable', reason: { why: 'failed', base: ref, message } }
  }
}

/**
 * The event's changed files, read within the time the step has (`timeLimitMs`); up to `at` when
 * the datasets are read at that commit (fork mode's head), not from the checkout.
 */
async function changedFiles(
  settings: DatasetStepSettings,
  workspace: string,
  timeLimitMs: number,
  at: string | undefined
): Promise<Changes> {
  const context = readRunContext()
  const [{ createGitHubClient, withTimeLimit }, { changedFiles: list }] = await Promise.all([
    import('../github/client.js'),
    import('../github/changed-files.js')
  ])
  return withTimeLimit(`the changed files for '${Input.ChangedOnly}'`, timeLimitMs, phase =>
    list(context, {
      workspace,
      at,
      github: () => createGitHubClient(settings.githubToken, context.apiUrl, log.info, phase),
      log: log.info
    })
  )
}

/**
 * From the `file` input to the datasets to upload: match the patterns, keep the changed files
 * when asked, and check every file before anything is sent. A file that fails its checks is
 * returned with its problems, in its place, so the others still go and it is reported with them.
 */
import path from 'node:path'
import * as log from '../../common/log.js'
import { Input } from '../../config/constants.js'
import { inspectDataset, type Dataset, type Reading } from './inspect.js'
import { ProblemsError, type Problem } from '../../common/errors.js'
import {
  caseSkippedText,
  datasetFolders,
  matchFiles,
  skippedForCase,
  unmatchedLines,
  workspaceRelative
} from './patterns.js'
import { quote } from '../../common/input-values.js'
import { mapWithConcurrency } from '../../common/pool.js'

/** What to look for: the `file` input's patterns, whether to keep only changes, how to read them. */
export interface DatasetQuery {
  readonly patterns: readonly string[]
  readonly changedOnly: boolean
  readonly reading: Reading
  /** A file's own way of reading, over `reading` (a manifest's settings for it). */
  readonly readingOf?: (file: string) => Partial<Reading>
}

/** The files the event changed (workspace-relative paths), or why every matched file counts. */
export type ChangedFiles = { readonly files: ReadonlySet<string> } | { readonly all: string }

/** A matched file that failed the checks: named in the report with its problems, never sent. */
export interface RejectedFile {
  readonly displayPath: string
  readonly fileName: string
  readonly rejected: true
  /** Nothing was compared: the file was not read through. */
  readonly change?: undefined
}

/** Whether the dataset passed its checks, so it can be sent. */
export function isChecked(dataset: Dataset | RejectedFile): dataset is Dataset {
  return !('rejected' in dataset)
}

/** A file that failed the checks, and why. */
export interface Rejection {
  readonly file: RejectedFile
  readonly problems: readonly Problem[]
}

/** A matched file: checked, or failed the checks for these reasons. */
export type Found = { readonly dataset: Dataset } | Rejection

/** Enough to keep the disk busy, few enough to stay far below the open-file limit. */
const FILES_CHECKED_AT_ONCE = 16

export async function findDatasets(
  query: DatasetQuery,
  workspace: string,
  changes: () => Promise<ChangedFiles>,
  /** Told every matched path, changed or not. */
  matched: (paths: readonly string[]) => void = () => undefined,
  /**
   * Makes the kept paths' content ready in `workspace` before they are checked (fork mode
   * downloads them), answering the paths refused instead, each with its problems.
   */
  ready: (paths: readonly string[]) => Promise<ReadonlyMap<string, readonly Problem[]>> = () =>
    Promise.resolve(new Map())
): Promise<Found[]> {
  const listed = await matchFiles(workspace, query.patterns)
  const { missing, emptyGlobs } = await unmatchedLines(workspace, query.patterns, listed)
  // A literal path that names no file matched nothing (a single path is listed as given).
  let paths = listed.filter(p => !missing.includes(p))
  matched(paths)
  for (const line of emptyGlobs)
    log.notice(
      `Input '${Input.File}': ${quote(line)} matches no file in the workspace; the other lines matched ${paths.length} file(s). Check the pattern, or remove the line if nothing should match it.`
    )
  for (const skipped of await skippedForCase(workspace, query.patterns, paths))
    log.notice(caseSkippedText(skipped))
  if (query.changedOnly) {
    const changed = await changes()
    if ('all' in changed) {
      log.notice(`'${Input.ChangedOnly}': every matched file is used, because ${changed.all}.`)
    } else {
      // A single path is listed as given (`./data/a.csv`): the changed files are workspace-relative.
      const kept = paths.filter(p => changed.files.has(workspaceRelative(workspace, p)))
      log.info(`'${Input.ChangedOnly}': ${kept.length} of ${paths.length} matched file(s) changed.`)
      paths = kept
    }
  }
  // A literal path that names no file is checked as a dataset, whatever the event changed: its
  // rejection names it, with hints.
  paths = [...paths, ...missing].sort()
  const refused = await ready(paths)
  const folders = await datasetFolders(workspace, query.patterns)
  // Checking is mostly waiting on the disk: several files at once keep thousands in seconds.
  return mapWithConcurrency(paths, FILES_CHECKED_AT_ONCE, async (file): Promise<Found> => {
    const problems = refused.get(file)
    if (problems !== undefined) return rejection(file, problems)
    const reading = { ...query.reading, ...query.readingOf?.(workspaceRelative(workspace, file)) }
    return inspectDataset(workspace, file, reading, folders).then(
      (dataset): Found => ({ dataset }),
      (error: unknown): Found => rejection(file, problemsOf(file, error))
    )
  })
}

/** `file` as refused for `problems`: reported in its place, never sent. */
export function rejection(file: string, problems: readonly Problem[]): Rejection {
  return {
    file: { displayPath: file, fileName: path.posix.basename(file), rejected: true },
    problems
  }
}

function problemsOf(file: string, error: unknown): readonly Problem[] {
  return error instanceof ProblemsError ? error.problems : [{ message: unreadable(file, error) }]
}

/** A file system error names the absolute path and no remedy: say which dataset and what to do. */
function unreadable(file: string, error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code
  if (typeof code !== 'string') return (error as Error).message
  return `Input '${Input.File}': ${quote(file)} cannot be read (${code}). Check that it still exists and that the runner may read it; if it was removed while the step ran, run the step again.`
}

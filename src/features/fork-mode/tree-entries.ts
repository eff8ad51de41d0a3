/**
 * A pull request's head tree, read as data in fork mode, is hostile: each entry a `file` pattern
 * selects is checked from what the tree tells (its mode and size) before any of its content is
 * fetched, and its path is laid out on disk only if it names a plain file below the folder it is
 * laid out in.
 */
import path from 'node:path'
import { Input, MAX_DATASET_BYTES } from '../../config/constants.js'
import type { Problem } from '../../common/errors.js'
import { quote, type SourceFormat } from '../../common/input-values.js'
import { formatOfName } from '../../datasets/read/formats.js'
import { formatBytes, oversizeAdvice } from '../../datasets/convert/prepare.js'

/** The most datasets fork mode generates for one pull request in a run. */
export const MAX_HEAD_DATASETS = 50
/** Blobs downloaded at once: enough to hide GitHub's latency, few enough for its limits. */
export const BLOBS_AT_ONCE = 16

/** GitHub's blobs API serves blobs up to 100 MB; a larger one cannot be read as data. */
const MAX_BLOB_BYTES = 100 * 1024 * 1024

/** What a dataset's entry is, as its tree tells it. */
export interface HeadEntry {
  readonly path: string
  readonly mode: string
  readonly type: 'blob' | 'tree' | 'commit'
  readonly size?: number
}

/** How the datasets are read, as far as their size can be judged before reading them. */
export interface SizeRules {
  readonly fileType?: SourceFormat
  readonly oversize: 'fail' | 'sample'
  readonly columns?: unknown
  readonly encoding?: string
}

const SYMLINK = '120000'
const SUBMODULE = '160000'
const FILE_MODES = ['100644', '100755']
/** The longest name most file systems take for one path segment, in bytes. */
const MAX_SEGMENT_BYTES = 255

/**
 * The path relative to the layout's root, or undefined when it cannot be a plain file there:
 * an empty, `.` or `..` segment, a `.git` folder (in any case), a NUL, a backslash (a separator
 * on Windows), or a segment too long for the disk.
 */
export function layoutPath(treePath: string): string | undefined {
  const segments = treePath.split('/')
  const bad = segments.some(
    segment =>
      segment === '' ||
      segment === '.' ||
      segment === '..' ||
      segment.toLowerCase() === '.git' ||
      segment.includes('\0') ||
      segment.includes('\\') ||
      Buffer.byteLength(segment) > MAX_SEGMENT_BYTES
  )
  return bad ? undefined : segments.join(path.sep)
}

/**
 * Why the entry a pattern selected is refused before any byte of it is fetched, or undefined
 * when it may be downloaded: a symbolic link or submodule (never followed), not a plain file, or
 * larger than can be read or sent.
 */
export function entryProblem(entry: HeadEntry, rules: SizeRules): Problem | undefined {
  const name = quote(entry.path)
  const refuse = (text: string): Problem => ({
    message: `Input '${Input.File}': ${name} ${text}`,
    annotation: { title: 'Dataset refused', file: entry.path }
  })
  if (entry.mode === SYMLINK)
    return refuse(
      "is a symbolic link in the pull request's head commit; fork mode never follows a link. Commit the dataset file itself at that path."
    )
  if (entry.mode === SUBMODULE || entry.type === 'commit')
    return refuse(
      "is a submodule (another repository's commit) in the pull request's head commit; fork mode never reads a submodule. Commit the dataset file itself at that path."
    )
  if (!FILE_MODES.includes(entry.mode) || entry.type !== 'blob' || entry.size === undefined)
    return refuse(`is not a file in the pull request's head commit (git mode ${entry.mode}).`)
  if (entry.size > MAX_BLOB_BYTES)
    return refuse(
      `is ${formatBytes(entry.size)} in the pull request's head commit, more than the ${MAX_BLOB_BYTES / 1024 ** 2} MB GitHub's API serves as data; it was not downloaded. Reduce it, or split it into files under 10 MB.`
    )
  // A plain CSV or JSON past the limit cannot become smaller: fetching it would be for nothing.
  const format = rules.fileType ?? formatOfName(entry.path)
  const plain = format === 'csv' || format === 'json'
  const shrinks =
    rules.oversize === 'sample' || rules.columns !== undefined || rules.encoding !== undefined
  // Three bytes more: a UTF-8 byte-order mark is dropped before upload.
  if (plain && !shrinks && entry.size > MAX_DATASET_BYTES + 3)
    return refuse(
      `is ${formatBytes(entry.size)} in the pull request's head commit, and was not downloaded: ${oversizeAdvice()}.`
    )
  return undefined
}

/** A blob that turned out to be a Git LFS pointer: its object is never fetched in fork mode. */
export function lfsPointerProblem(treePath: string): Problem {
  return {
    message: `Input '${Input.File}': ${quote(treePath)} is a Git LFS pointer in the pull request's head commit. Fork mode reads a pull request's files through GitHub's API, which serves the pointer, never its object, and a pointer is never uploaded as data: this dataset was not sent. Commit it as a regular file (under 100 MB), or generate its dashboard from the base branch once the pull request is merged.`,
    annotation: { title: 'Dataset refused', file: treePath }
  }
}

/** A dataset past the most a pull request gets in a run. */
export function tooManyProblem(treePath: string, count: number): Problem {
  return {
    message: `Input '${Input.File}': ${quote(treePath)} was not sent: the pull request's head commit has ${count} datasets for this step, and fork mode generates at most ${MAX_HEAD_DATASETS} a run (the first ${MAX_HEAD_DATASETS} in path order). Set '${Input.ChangedOnly}: true' so only the changed ones count, narrow '${Input.File}', or split the pull request.`,
    annotation: { title: 'Dataset refused', file: treePath }
  }
}

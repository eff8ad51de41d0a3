/**
 * Finds the dataset file and checks it before anything is sent: inside the workspace, a regular
 * non-empty file within the service's size limit, of a known type, and readable as that type.
 */
import { promises as fs } from 'node:fs'
import path from 'node:path'
import { Input, MAX_DATASET_BYTES } from '../constants.js'
import type { DatasetChange } from './change.js'
import { ProblemsError, type Problem } from '../common/errors.js'
import { missingFileHints } from './hints.js'
import { JsonShape } from './json-shape.js'
import { countNewlines, firstInvalidUtf8, hasUtf8Bom, utf8Chunks } from './utf8.js'
import { quote, type FileType } from '../common/input-values.js'

export interface Dataset {
  /** The path as the workspace sees it, with '/' separators: what messages and annotations show. */
  readonly displayPath: string
  readonly absolutePath: string
  /** The file's own name, sent as the multipart file name. */
  readonly fileName: string
  readonly type: FileType
  readonly bytes: number
  /** Doubts about the content that do not stop the upload, each to be shown as a warning. */
  readonly warnings?: readonly Problem[]
  /** What the event changed in it against its base version, when `compare` told. */
  readonly change?: DatasetChange
}

/** Beyond this depth the service's parser is likely to give up; no tabular dataset nests so far. */
export const MAX_JSON_DEPTH = 512

const EXTENSION_TYPES: Record<string, FileType> = { '.csv': 'csv', '.json': 'json' }
const SPREADSHEET_EXTENSIONS = new Set(['.xlsx', '.xlsm', '.xls', '.ods', '.numbers'])
const JSON_LINES_EXTENSIONS = new Set(['.jsonl', '.ndjson'])

const EXPORT_AS_CSV =
  'export the sheet as CSV (UTF-8) (in Excel: Save As, "CSV UTF-8"; in LibreOffice or Google Sheets: Text CSV / Download as CSV) and upload that file'
const JOIN_JSON_LINES =
  'turn it into one JSON array, for example with jq -s . data.jsonl > data.json, and upload that file'

/**
 * `folders` are where the `file` input picks datasets (by default the given path's folder): a
 * dataset that is a symbolic link must point within them, so a link added by a pull request
 * cannot make the action upload another file of the checkout. `given` is taken as it is: a name
 * a glob matched may end in a space (the input's own lines are trimmed when they are read).
 */
export async function inspectDataset(
  workspace: string,
  given: string,
  explicitType: FileType | undefined,
  folders?: readonly string[]
): Promise<Dataset> {
  const absolutePath = await resolveInside(workspace, given, folders)
  const displayPath = path
    .relative(await fs.realpath(workspace), absolutePath)
    .split(path.sep)
    .join('/')
  const stat = await fs.stat(absolutePath)
  if (stat.isDirectory()) {
    throw new Error(
      `Input '${Input.File}' is ${quote(given)}, which is a directory; give the path of one CSV or JSON file.`
    )
  }
  if (!stat.isFile()) {
    throw new Error(`Input '${Input.File}' is ${quote(given)}, which is not a regular file.`)
  }
  refuseOtherFormats(given)
  if (stat.size === 0) {
    throw new Error(
      `Input '${Input.File}': ${quote(displayPath)} is empty; the service needs a dataset with rows.`
    )
  }
  if (stat.size > MAX_DATASET_BYTES) {
    throw new Error(
      `Input '${Input.File}': ${quote(displayPath)} is ${formatBytes(stat.size)}; the service accepts at most 10 MB (${MAX_DATASET_BYTES.toLocaleString('en-US')} bytes).`
    )
  }
  const type = explicitType ?? inferType(given)
  const dataset = {
    displayPath,
    absolutePath,
    fileName: path.basename(absolutePath),
    type,
    bytes: stat.size
  }
  if (type === 'json') {
    await checkJson(dataset)
    return dataset
  }
  const warnings = await checkCsv(dataset)
  return warnings.length > 0 ? { ...dataset, warnings } : dataset
}

/** Formats the service cannot read, whatever 'file-type' says: named with what to do instead. */
function refuseOtherFormats(given: string): void {
  const extension = path.extname(given).toLowerCase()
  if (SPREADSHEET_EXTENSIONS.has(extension)) {
    throw new Error(
      `Input '${Input.File}' is ${quote(given)}, a spreadsheet (${extension}); the service reads CSV or JSON text: ${EXPORT_AS_CSV}.`
    )
  }
  if (JSON_LINES_EXTENSIONS.has(extension)) {
    throw new Error(
      `Input '${Input.File}' is ${quote(given)}, JSON Lines (one JSON value per line); the service reads one JSON array or object: ${JOIN_JSON_LINES}.`
    )
  }
}

async function resolveInside(
  workspace: string,
  given: string,
  folders: readonly string[] | undefined
): Promise<string> {
  if (given === '') {
    throw new Error(
      `Input '${Input.File}' is required (or 'generation-id', to follow a generation already started).`
    )
  }
  if (given.includes('\0'))
    throw new Error(`Input '${Input.File}' is ${quote(given)}, which holds a NUL character.`)
  const root = await fs.realpath(workspace)
  const candidate = path.resolve(root, given)
  let real: string
  try {
    real = await fs.realpath(candidate)
  } catch (error) {
    throw await unresolved(root, given, candidate, error)
  }
  const relative = path.relative(root, real)
  if (!isWithin(root, real)) {
    throw new Error(
      `Input '${Input.File}' is ${quote(given)}, which leads outside the workspace (${root}); only files of the repository checkout are uploaded.`
    )
  }
  // Somewhere on the way a symbolic link was followed: the file is not where its name says.
  const linked = real !== candidate
  const target = relative.split(path.sep).join('/')
  const through = linked ? `, a symbolic link to ${quote(target)},` : ''
  if (inGitFolder(path.relative(root, candidate)) || inGitFolder(relative)) {
    throw new Error(
      `Input '${Input.File}': ${quote(given)}${through} lies in a .git folder, git's own files, which can hold the checkout's credentials; they are never uploaded. ${linked ? 'Replace the link by the dataset file itself.' : `Point '${Input.File}' at a dataset outside .git, or exclude it with '!**/.git/**'.`}`
    )
  }
  const allowed = await Promise.all(
    (folders ?? [path.dirname(candidate)]).map(folder =>
      fs.realpath(path.resolve(root, folder)).catch(() => path.resolve(root, folder))
    )
  )
  if (!allowed.some(folder => isWithin(folder, real))) {
    const shown = allowed
      .map(folder => quote(path.relative(root, folder).split(path.sep).join('/') || '.'))
      .join(', ')
    throw new Error(
      `Input '${Input.File}': ${quote(given)}${through} points outside the folder(s) where '${Input.File}' picks datasets (${shown}); a dataset that is a link may only point within them. Replace the link by the file, or add a pattern for the target's folder to '${Input.File}'.`
    )
  }
  return real
}

/** Why the path leads nowhere: missing, a link to nothing or to itself, or not readable. */
async function unresolved(
  root: string,
  given: string,
  candidate: string,
  error: unknown
): Promise<Error> {
  const code = (error as NodeJS.ErrnoException).code
  const link = await fs.readlink(candidate).catch(() => undefined)
  if (code === 'ELOOP') {
    return new Error(
      `Input '${Input.File}': ${quote(given)} is a symbolic link that leads back to itself; replace it by the dataset file.`
    )
  }
  if (code === 'ENOENT' && link !== undefined) {
    return new Error(
      `Input '${Input.File}': ${quote(given)} is a symbolic link to ${quote(link)}, which does not exist; replace it by the dataset file.`
    )
  }
  if (code !== undefined && code !== 'ENOENT' && code !== 'ENOTDIR') {
    return new Error(
      `Input '${Input.File}': ${quote(given)} cannot be read (${code}); check that the runner may read it and the folders above it.`
    )
  }
  return new Error(
    `Input '${Input.File}' is ${quote(given)}, but there is no such file in the workspace (${root}).${await missingFileHints(root, given)}`
  )
}

/** Whether `file` lies in `folder` (both absolute); the folder itself is not a file in it. */
function isWithin(folder: string, file: string): boolean {
  const relative = path.relative(folder, file)
  return (
    relative !== '' &&
    relative !== '..' &&
    !relative.startsWith(`..${path.sep}`) &&
    !path.isAbsolute(relative)
  )
}

/** Any `.git` segment, in any case: a case-insensitive file system (macOS runners) reads .GIT as .git. */
function inGitFolder(relative: string): boolean {
  return relative.split(path.sep).some(segment => segment.toLowerCase() === '.git')
}

function inferType(given: string): FileType {
  const type = EXTENSION_TYPES[path.extname(given).toLowerCase()]
  if (type === undefined) {
    throw new Error(
      `Input '${Input.File}' is ${quote(given)}, whose extension is neither .csv nor .json; set '${Input.FileType}' to csv or json.`
    )
  }
  return type
}

function formatBytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB (${bytes.toLocaleString('en-US')} bytes)`
}

/** Refuses what is not UTF-8 text from its first bytes: UTF-16, and spreadsheets saved as such. */
function refuseByFirstBytes(dataset: Dataset, bytes: Uint8Array): void {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    fail(dataset, `${quote(dataset.displayPath)} is UTF-16 text; save it as UTF-8.`, 1)
  // A zip archive, as .xlsx and .ods files are; and the older binary format of .xls files.
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04
  const ole = bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0
  if (zip || ole) {
    fail(
      dataset,
      `${quote(dataset.displayPath)} is ${zip ? 'a zip archive, as .xlsx and .ods spreadsheets are' : 'an Excel 97–2003 (.xls) workbook'}, not text: ${EXPORT_AS_CSV}.`,
      1
    )
  }
}

/**
 * A header with no comma but semicolons or tabs: a CSV written for another locale or a
 * tab-separated file, which the service would read as one column.
 */
function separatorWarning(dataset: Dataset, header: string): Problem | undefined {
  const counts = { ',': 0, ';': 0, '\t': 0 }
  let quoted = false
  for (const character of header) {
    if (character === '"') quoted = !quoted
    else if (!quoted && character in counts) counts[character as keyof typeof counts]++
  }
  if (counts[','] > 0) return undefined
  const [separator, count] =
    counts[';'] >= counts['\t'] ? ['semicolons', counts[';']] : ['tabs', counts['\t']]
  if (count === 0) return undefined
  return {
    message: `Input '${Input.File}': the header of ${quote(dataset.displayPath)} is separated by ${separator}, not commas, so the service will likely read it as one column. It is uploaded anyway; to be safe, export it as CSV with commas.`,
    annotation: { title: 'Dataset separator', file: dataset.displayPath, startLine: 1 }
  }
}

function fail(dataset: Dataset, message: string, line?: number, column?: number): never {
  throw new ProblemsError([
    {
      message: `Input '${Input.File}': ${message}`,
      annotation: {
        title: 'Dataset refused',
        file: dataset.displayPath,
        startLine: line,
        startColumn: column
      }
    }
  ])
}

/**
 * Checks the file chunk by chunk: UTF-8 text without NUL bytes, a header and at least one row.
 * Returns the doubts that do not stop the upload.
 */
async function checkCsv(dataset: Dataset): Promise<Problem[]> {
  let lineNumber = 1
  let nonBlankLines = 0
  let lineHasContent = false
  let first = true
  let header = ''
  for await (let bytes of utf8Chunks(dataset.absolutePath, dataset.bytes)) {
    if (first) {
      first = false
      refuseByFirstBytes(dataset, bytes)
      if (hasUtf8Bom(bytes)) bytes = bytes.subarray(3)
      const end = bytes.indexOf(0x0a)
      header = bytes.subarray(0, end < 0 ? bytes.length : end).toString('utf8')
    }
    const nul = bytes.indexOf(0)
    const invalid = firstInvalidUtf8(bytes)
    if (nul >= 0 || invalid >= 0) {
      const at = nul >= 0 && (invalid < 0 || nul < invalid) ? nul : invalid
      const line = lineNumber + countNewlines(bytes, at)
      const what = at === nul ? 'a NUL byte' : 'bytes that are not UTF-8'
      fail(
        dataset,
        `${quote(dataset.displayPath)} is not UTF-8 text (${what} on line ${line}); a CSV dataset must be UTF-8 text.`,
        line
      )
    }
    for (let i = 0; i < bytes.length; i++) {
      const byte = bytes[i]
      if (byte === 0x0a || byte === 0x0d) {
        if (byte === 0x0a) lineNumber++
        if (lineHasContent) nonBlankLines++
        lineHasContent = false
      } else if (byte !== 0x20 && byte !== 0x09) {
        lineHasContent = true
      }
    }
  }
  if (lineHasContent) nonBlankLines++
  if (nonBlankLines === 0)
    fail(
      dataset,
      `${quote(dataset.displayPath)} holds only blank lines; a CSV dataset needs a header and rows.`
    )
  if (nonBlankLines === 1)
    fail(dataset, `${quote(dataset.displayPath)} has a header but no rows.`, 1)
  const warning = separatorWarning(dataset, header)
  return warning === undefined ? [] : [warning]
}

/**
 * Checks, chunk by chunk and without building it, that the file is UTF-8 JSON holding one array
 * or object with at least one record; memory stays flat however large the file is.
 */
async function checkJson(dataset: Dataset): Promise<void> {
  const shape = new JsonShape(MAX_JSON_DEPTH)
  let offset = 0
  let first = true
  for await (const bytes of utf8Chunks(dataset.absolutePath, dataset.bytes)) {
    if (first) {
      first = false
      refuseByFirstBytes(dataset, bytes)
      if (hasUtf8Bom(bytes)) {
        fail(
          dataset,
          `${quote(dataset.displayPath)} starts with a byte-order mark, which JSON parsers may refuse; save it as UTF-8 without one.`,
          1
        )
      }
    }
    const invalid = firstInvalidUtf8(bytes)
    if (invalid >= 0) {
      const line = await lineAt(dataset.absolutePath, offset + invalid)
      fail(
        dataset,
        `${quote(dataset.displayPath)} is not UTF-8 text (bytes that are not UTF-8 on line ${line}).`,
        line
      )
    }
    offset += bytes.length
    shape.write(bytes.toString('utf8'))
    if (shape.problem !== undefined) break
  }
  shape.end()
  const problem = shape.problem
  if (problem?.anotherValue === true && problem.column === 1) {
    fail(
      dataset,
      `${quote(dataset.displayPath)} holds several JSON values, one per line (JSON Lines), where one array or object is expected: ${JOIN_JSON_LINES}.`,
      problem.line,
      problem.column
    )
  }
  if (problem?.syntax !== undefined) {
    fail(
      dataset,
      `${quote(dataset.displayPath)} is not valid JSON: ${problem.syntax} at line ${problem.line}, column ${problem.column}.`,
      problem.line,
      problem.column
    )
  }
  if (problem !== undefined) {
    fail(
      dataset,
      `${quote(dataset.displayPath)} nests arrays or objects more than ${MAX_JSON_DEPTH} levels deep; flatten it.`,
      problem.line,
      problem.column
    )
  }
  if (shape.topLevel === 'scalar') {
    fail(
      dataset,
      `${quote(dataset.displayPath)} holds a single value; a JSON dataset is an array of records or an object.`,
      1
    )
  }
  if (shape.records === 0)
    fail(
      dataset,
      `${quote(dataset.displayPath)} holds an empty ${shape.topLevel ?? 'document'}; the dataset has no records.`,
      1
    )
}

/** The one-based line of the byte at `offset`, read again: only a refusal needs it. */
async function lineAt(file: string, offset: number): Promise<number> {
  let line = 1
  let seen = 0
  for await (const bytes of utf8Chunks(file)) {
    line += countNewlines(bytes, Math.min(bytes.length, offset - seen))
    seen += bytes.length
    if (seen >= offset) break
  }
  return line
}

/**
 * Finds the dataset file and checks it before anything is sent: inside the workspace, a regular
 * non-empty file of a known format; its LFS object fetched when it is a pointer; made into what
 * the service reads (prepare.ts); and what is uploaded readable as its type.
 */
import { createReadStream, promises as fs } from 'node:fs'
import path from 'node:path'
import { Input, MAX_DATASET_BYTES } from '../../config/constants.js'
import type { DatasetChange } from './change.js'
import { ProblemsError } from '../../common/errors.js'
import * as log from '../../common/log.js'
import { contentStart, decode, optionMisfit } from '../convert/fit.js'
import { formatOfName, uploadName, uploadTypeOf } from '../read/formats.js'
import { missingFileHints } from './hints.js'
import { JsonShape } from '../read/json-shape.js'
import { fetchLfsObject, MAX_POINTER_BYTES, parseLfsPointer, type LfsPointer } from './lfs.js'
import {
  formatBytes,
  oversizeAdvice,
  PrepareError,
  prepareUpload,
  type Conversion,
  type DataReading,
  type ReadAs
} from '../convert/prepare.js'
import { scratchPath } from '../convert/scratch.js'
import {
  FIELD_START,
  misfitMessage,
  notATable,
  QUOTE_IN_QUOTED,
  QUOTED,
  quoteState,
  type RecordMisfit
} from '../read/table-checks.js'
import { fileStart, isGzip, lineOf } from '../read/text-source.js'
import { countNewlines, firstInvalidUtf8, hasUtf8Bom, utf8Chunks } from '../read/utf8.js'
import { quote, type FileType, type SourceFormat } from '../../common/input-values.js'

export interface Dataset {
  /** The path as the workspace sees it, with '/' separators: what messages and annotations show. */
  readonly displayPath: string
  readonly absolutePath: string
  /** The file's own name, which titles name. */
  readonly fileName: string
  /** What is uploaded: the type the service is told, the file, its size and its name. */
  readonly type: FileType
  readonly uploadPath: string
  readonly bytes: number
  readonly uploadName: string
  /** How the content is read, for `compare` to read the base version alike. */
  readonly readAs: ReadAs
  /** The content as committed: the file, or its fetched LFS object (absent in the plan). */
  readonly contentPath?: string
  /** A Git LFS file: its object's size, and whether it was fetched (the plan does not). */
  readonly lfs?: { readonly oid: string; readonly bytes: number; readonly fetched: boolean }
  /** What was done to make the upload; absent when the file goes as committed. */
  readonly conversion?: Conversion
  /** What the event changed in it against its base version, when `compare` told. */
  readonly change?: DatasetChange
}

/** How `inspectDataset` reads what it finds. */
export interface Reading extends DataReading {
  /** The format every dataset is read as; undefined to infer each from its name. */
  readonly fileType?: SourceFormat
  /** The plan reports an LFS dataset without fetching its object. */
  readonly fetchesNoLfs: boolean
  /**
   * What is left of the step's one deadline (its start + `timeout`), which every check, fetch
   * and conversion shares; each takes the time left when it begins, never a fresh `timeout`.
   */
  readonly timeLeftMs: () => number
  /** The step's whole `timeout`, for the message of a conversion it stopped. */
  readonly timeoutMs: number
}

/** Beyond this depth the service's parser is likely to give up; no tabular dataset nests so far. */
export const MAX_JSON_DEPTH = 512

const SPREADSHEET_EXTENSIONS = new Set(['.xlsx', '.xlsm', '.xls', '.ods', '.numbers'])

const EXPORT_AS_CSV =
  'export the sheet as CSV (UTF-8) (in Excel: Save As, "CSV UTF-8"; in LibreOffice or Google Sheets: Text CSV / Download as CSV) and upload that file'

/** A dataset's fetch and conversion when the caller sets no deadline: a gigabyte takes minutes. */
const DEFAULT_TIME_LIMIT_MS = 10 * 60_000

/**
 * `folders` are where the `file` input picks datasets (by default the given path's folder): a
 * dataset that is a symbolic link must point within them, so a link added by a pull request
 * cannot make the action upload another file of the checkout. `given` is taken as it is: a name
 * a glob matched may end in a space (the input's own lines are trimmed when they are read).
 */
export async function inspectDataset(
  workspace: string,
  given: string,
  options: Partial<Reading> = {},
  folders?: readonly string[]
): Promise<Dataset> {
  const reading: Reading = {
    fetchesNoLfs: false,
    timeLeftMs: () => DEFAULT_TIME_LIMIT_MS,
    timeoutMs: DEFAULT_TIME_LIMIT_MS,
    oversize: 'fail',
    ...options
  }
  const absolutePath = await resolveInside(workspace, given, folders)
  const displayPath = path
    .relative(await fs.realpath(workspace), absolutePath)
    .split(path.sep)
    .join('/')
  const stat = await fs.stat(absolutePath)
  if (stat.isDirectory()) {
    throw new Error(
      `Input '${Input.File}' is ${quote(given)}, which is a directory; give the path of one dataset file.`
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
  const format = reading.fileType ?? formatOf(given)
  const readAs: ReadAs = {
    format,
    encoding: reading.encoding,
    delimiter: reading.delimiter,
    ...(reading.decimalComma === true ? { decimalComma: true } : {})
  }
  const named = { displayPath, absolutePath, fileName: path.basename(absolutePath), readAs }
  const pointer = stat.size < MAX_POINTER_BYTES ? await pointerAt(absolutePath) : undefined
  if (pointer !== undefined && reading.fetchesNoLfs) {
    // Its content is not here to check: the plan says so, and a real run fetches and checks it.
    return {
      ...named,
      type: uploadTypeOf(format),
      uploadPath: absolutePath,
      bytes: pointer.size,
      uploadName: uploadName(named.fileName, uploadTypeOf(format)),
      lfs: { oid: pointer.oid, bytes: pointer.size, fetched: false }
    }
  }
  if (pointer !== undefined) refuseUnfetchable(displayPath, pointer, readAs, reading)
  const contentPath =
    pointer === undefined ? absolutePath : await fetched(workspace, displayPath, pointer, reading)
  if (format !== 'parquet') await refuseSpreadsheet({ displayPath }, contentPath)
  if (format === 'csv' || format === 'tsv')
    await refuseNotATable({ displayPath }, contentPath, reading.encoding)
  const misfit = await optionMisfit(contentPath, format, {
    fileType: reading.fileType !== undefined,
    encoding: reading.encoding,
    delimiter: reading.delimiter
  })
  if (misfit !== undefined) fail({ displayPath }, `${quote(displayPath)} ${misfit}.`, 1)
  const bytes = pointer?.size ?? stat.size
  const lfs = pointer && { oid: pointer.oid, bytes: pointer.size, fetched: true }
  let upload
  try {
    upload = await prepareUpload(contentPath, bytes, readAs, reading, {
      leftMs: reading.timeLeftMs,
      timeoutMs: reading.timeoutMs
    })
  } catch (error) {
    if (!(error instanceof PrepareError)) throw error
    fail({ displayPath }, `${quote(displayPath)} ${error.message}.`, error.line)
  }
  noticeDecimalCommas(displayPath, upload.conversion?.decimalCommaColumns ?? [])
  const dataset: Dataset = {
    ...named,
    type: upload.type,
    uploadPath: upload.path,
    bytes: upload.bytes,
    uploadName:
      upload.conversion === undefined ? named.fileName : uploadName(named.fileName, upload.type),
    contentPath,
    ...(lfs ? { lfs } : {}),
    ...(upload.conversion ? { conversion: upload.conversion } : {})
  }
  if (dataset.type === 'json') await checkJson(dataset)
  else await checkCsv(dataset)
  return dataset
}

/** Columns sent as text that the user most likely meant as numbers: named with the input to set. */
function noticeDecimalCommas(displayPath: string, columns: readonly string[]): void {
  if (columns.length === 0) return
  const shown = columns.slice(0, 5).map(c => quote(c, 40))
  const more = columns.length > 5 ? ` and ${columns.length - 5} more` : ''
  const one = columns.length === 1
  log.notice(
    `${quote(displayPath)}: ${one ? 'column' : 'columns'} ${shown.join(', ')}${more} ${one ? 'holds' : 'hold'} numbers written with a decimal comma (1234,56), which the service reads as text. Set '${Input.DecimalSeparator}: ,' to upload them as numbers (1234.56).`
  )
}

function formatOf(given: string): SourceFormat {
  const format = formatOfName(given)
  if (format === undefined) {
    throw new Error(
      `Input '${Input.File}' is ${quote(given)}, whose extension is none of .csv, .tsv, .tab, .json, .jsonl, .ndjson or .parquet (each also as .gz); set '${Input.FileType}' to csv, tsv, json, jsonl or parquet.`
    )
  }
  return format
}

/**
 * The most an LFS object may weigh to be fetched: a pointer names any size, and its object would
 * be downloaded before anything else is known of it.
 */
const MAX_LFS_OBJECT_BYTES = 2 * 1024 ** 3

/** An LFS object refused by its pointer alone, before a byte of it is fetched. */
function refuseUnfetchable(
  displayPath: string,
  pointer: LfsPointer,
  readAs: ReadAs,
  reading: Reading
): void {
  const size = formatBytes(pointer.size)
  if (pointer.size > MAX_LFS_OBJECT_BYTES)
    fail(
      { displayPath },
      `${quote(displayPath)} is a Git LFS pointer to an object of ${size}, more than the ${MAX_LFS_OBJECT_BYTES / 1024 ** 3} GiB the action fetches; reduce the dataset before it is committed.`
    )
  // A plain CSV or JSON past the limit cannot become smaller: fetching it would be for nothing.
  const plain = readAs.format === 'csv' || readAs.format === 'json'
  const shrinks =
    reading.oversize === 'sample' || reading.columns !== undefined || readAs.encoding !== undefined
  if (plain && !shrinks && pointer.size > MAX_DATASET_BYTES + 3)
    fail(
      { displayPath },
      `${quote(displayPath)} is a Git LFS pointer to an object of ${size}; ${oversizeAdvice()}.`
    )
}

async function pointerAt(file: string): Promise<LfsPointer | undefined> {
  return parseLfsPointer(await fs.readFile(file))
}

/** The LFS object of a pointer, fetched into the scratch folder; the failure named with its fix. */
async function fetched(
  workspace: string,
  displayPath: string,
  pointer: LfsPointer,
  reading: Reading
): Promise<string> {
  const destination = scratchPath('.lfs')
  try {
    await fetchLfsObject({
      workspace,
      displayPath,
      pointer,
      destination,
      timeoutMs: Math.max(0, reading.timeLeftMs())
    })
  } catch (error) {
    fail({ displayPath }, (error as Error).message)
  }
  return destination
}

/** Formats the service cannot read, whatever 'file-type' says: named with what to do instead. */
function refuseOtherFormats(given: string): void {
  const extension = path.extname(given).toLowerCase()
  if (SPREADSHEET_EXTENSIONS.has(extension)) {
    throw new Error(
      `Input '${Input.File}' is ${quote(given)}, a spreadsheet (${extension}); the service reads CSV or JSON text: ${EXPORT_AS_CSV}.`
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

/** Refuses spreadsheets saved under a text format's name, from the content's first bytes. */
async function refuseSpreadsheet(dataset: { displayPath: string }, file: string): Promise<void> {
  const bytes = await fileStart(file, 4)
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

/** Refuses a web page, markup, a PDF or other binary content saved under a table's name. */
async function refuseNotATable(
  dataset: { displayPath: string },
  file: string,
  encoding: string | undefined
): Promise<void> {
  const start = await contentStart(file, isGzip(await fileStart(file, 2)))
  const what = notATable(start, decode(start, encoding))
  if (what !== undefined) fail(dataset, `${quote(dataset.displayPath)} ${what}.`, 1)
}

function fail(
  dataset: { displayPath: string },
  message: string,
  line?: number,
  column?: number
): never {
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

/** A header longer than this is not compared with the records (no export repeats one so long). */
const MAX_HEADER_COMPARED = 64 * 1024

/**
 * Records as checkCsv reads them byte by byte: each one's fields counted against the header's
 * and its bytes compared with the header's, so the file is read through once.
 */
class CommaRecords {
  private readonly header: number[] = []
  private headerFields = 0
  private records = 0
  private started = false
  private fields = 1
  private matched = 0
  private matching = false
  private startLine = 0
  misfit?: { kind: RecordMisfit['kind']; line: number; fields: number; record: number }

  /** A byte of a record, `separator` when it is a comma outside quotes. */
  byte(byte: number, line: number, separator: boolean): void {
    if (!this.started) {
      this.started = true
      this.fields = 1
      this.matched = 0
      this.matching = this.records > 0 && this.header.length <= MAX_HEADER_COMPARED
      this.startLine = line
    }
    if (separator) this.fields++
    if (this.records === 0) {
      if (this.header.length <= MAX_HEADER_COMPARED) this.header.push(byte)
    } else if (this.matching) {
      if (this.header[this.matched] === byte) this.matched++
      else this.matching = false
    }
  }

  /** A line end outside quotes: the record, if one began, is whole. */
  end(): void {
    if (!this.started || this.misfit !== undefined) return
    this.started = false
    if (this.records++ === 0) {
      this.headerFields = this.fields
      return
    }
    const kind =
      this.fields > this.headerFields
        ? 'wide'
        : this.matching && this.matched === this.header.length
          ? 'header'
          : undefined
    if (kind !== undefined)
      this.misfit = { kind, line: this.startLine, fields: this.fields, record: this.records - 1 }
  }

  get columns(): number {
    return this.headerFields
  }
}

/**
 * Checks what is uploaded chunk by chunk: UTF-8 text without NUL bytes, a quote that is closed,
 * a header and at least one row, no record wider than the header or equal to it. A converted
 * file was written so; the file as committed is checked here.
 */
async function checkCsv(dataset: Dataset): Promise<void> {
  let lineNumber = 1
  let nonBlankLines = 0
  let lineHasContent = false
  let first = true
  let quotes = FIELD_START
  let quoteOpenedOn = 0
  const records = new CommaRecords()
  for await (let bytes of utf8Chunks(dataset.uploadPath, dataset.bytes)) {
    if (first) {
      first = false
      if (hasUtf8Bom(bytes)) bytes = bytes.subarray(3)
    }
    const nul = bytes.indexOf(0)
    const invalid = firstInvalidUtf8(bytes)
    if (nul >= 0 || invalid >= 0) {
      const at = nul >= 0 && (invalid < 0 || nul < invalid) ? nul : invalid
      const line = lineNumber + countNewlines(bytes, at)
      const what = at === nul ? 'a NUL byte' : 'bytes that are not UTF-8'
      fail(
        dataset,
        `${quote(dataset.displayPath)} is not UTF-8 text (${what} on line ${line}); ${at === nul ? 'a CSV dataset is text' : `set '${Input.Encoding}' to the encoding it was saved in, such as windows-1252 (spreadsheets saved on Windows) or shift_jis`}.`,
        line
      )
    }
    for (let i = 0; i < bytes.length; i++) {
      const byte = bytes[i]
      quotes = quoteState(quotes, byte, COMMA)
      if (quotes === QUOTED || quotes === QUOTE_IN_QUOTED) {
        if (quoteOpenedOn === 0) quoteOpenedOn = lineNumber
        lineHasContent = true
        records.byte(byte, lineNumber, false)
        if (byte === 0x0a) lineNumber++
        continue
      }
      quoteOpenedOn = 0
      if (byte === 0x0a || byte === 0x0d) {
        records.end()
        if (byte === 0x0a) lineNumber++
        if (lineHasContent) nonBlankLines++
        lineHasContent = false
      } else {
        records.byte(byte, lineNumber, byte === COMMA)
        if (byte !== 0x20 && byte !== 0x09) lineHasContent = true
      }
    }
    if (records.misfit !== undefined) break
  }
  records.end()
  const misfit = records.misfit
  if (misfit !== undefined)
    fail(
      dataset,
      `${quote(dataset.displayPath)} ${misfitMessage(misfit, misfit.line, records.columns, 'comma')}.`,
      misfit.line
    )
  if (quotes === QUOTED)
    fail(
      dataset,
      `${quote(dataset.displayPath)} cannot be read as CSV: a quoted field opened on line ${quoteOpenedOn} is never closed, so the rest of the file would be one cell. Close the quote (a quote inside a quoted field is written twice: "")`,
      quoteOpenedOn
    )
  if (lineHasContent) nonBlankLines++
  if (nonBlankLines === 0)
    fail(
      dataset,
      `${quote(dataset.displayPath)} holds only blank lines; a CSV dataset needs a header and rows.`
    )
  if (nonBlankLines === 1)
    fail(dataset, `${quote(dataset.displayPath)} has a header but no rows.`, 1)
}

const COMMA = 0x2c

/**
 * Checks, chunk by chunk and without building it, that the file is UTF-8 JSON holding one array
 * or object with at least one record; memory stays flat however large the file is.
 */
async function checkJson(dataset: Dataset): Promise<void> {
  const shape = new JsonShape(MAX_JSON_DEPTH)
  let offset = 0
  for await (const bytes of utf8Chunks(dataset.uploadPath, dataset.bytes)) {
    const invalid = firstInvalidUtf8(bytes)
    if (invalid >= 0) {
      const line = await lineOf(createReadStream(dataset.uploadPath), offset + invalid)
      fail(
        dataset,
        `${quote(dataset.displayPath)} is not UTF-8 text (bytes that are not UTF-8 on line ${line}); set '${Input.Encoding}' to the encoding it was saved in, such as windows-1252.`,
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
      `${quote(dataset.displayPath)} holds several JSON values, one per line (JSON Lines), where one array or object is expected: set '${Input.FileType}' to jsonl, or name the file .jsonl, and each line is read as a record.`,
      problem.line,
      problem.column
    )
  }
  if (problem?.syntax !== undefined) {
    fail(
      dataset,
      `${quote(dataset.displayPath)} is not valid JSON at line ${problem.line}, column ${problem.column}: ${problem.syntax}.`,
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

/**
 * Finds the dataset file and checks it before anything is sent: inside the workspace, a regular
 * non-empty file within the service's size limit, of a known type, and readable as that type.
 */
import { promises as fs } from 'node:fs'
import path from 'node:path'
import { Input, MAX_DATASET_BYTES } from '../constants.js'
import { ProblemsError } from '../common/errors.js'
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
}

/** Beyond this depth the service's parser is likely to give up; no tabular dataset nests so far. */
export const MAX_JSON_DEPTH = 512

const EXTENSION_TYPES: Record<string, FileType> = { '.csv': 'csv', '.json': 'json' }

export async function inspectDataset(
  workspace: string,
  rawPath: string,
  explicitType: FileType | undefined
): Promise<Dataset> {
  const given = rawPath.trim()
  const absolutePath = await resolveInside(workspace, given)
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
  if (type === 'csv') await checkCsv(dataset)
  else await checkJson(dataset)
  return dataset
}

async function resolveInside(workspace: string, given: string): Promise<string> {
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
  } catch {
    throw new Error(
      `Input '${Input.File}' is ${quote(given)}, but there is no such file in the workspace (${root}).`
    )
  }
  const relative = path.relative(root, real)
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) {
    throw new Error(
      `Input '${Input.File}' is ${quote(given)}, which leads outside the workspace (${root}); only files of the repository checkout are uploaded.`
    )
  }
  return real
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

function refuseUtf16(dataset: Dataset, bytes: Uint8Array): void {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    fail(dataset, `${quote(dataset.displayPath)} is UTF-16 text; save it as UTF-8.`, 1)
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

/** Checks the file chunk by chunk: UTF-8 text without NUL bytes, a header and at least one row. */
async function checkCsv(dataset: Dataset): Promise<void> {
  let lineNumber = 1
  let nonBlankLines = 0
  let lineHasContent = false
  let first = true
  for await (let bytes of utf8Chunks(dataset.absolutePath)) {
    if (first) {
      first = false
      refuseUtf16(dataset, bytes)
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
}

/**
 * Checks, chunk by chunk and without building it, that the file is UTF-8 JSON holding one array
 * or object with at least one record; memory stays flat however large the file is.
 */
async function checkJson(dataset: Dataset): Promise<void> {
  const shape = new JsonShape(MAX_JSON_DEPTH)
  let offset = 0
  let first = true
  for await (const bytes of utf8Chunks(dataset.absolutePath)) {
    if (first) {
      first = false
      refuseUtf16(dataset, bytes)
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

/**
 * Finds the dataset file and checks it before anything is sent: inside the workspace, a regular
 * non-empty file within the service's size limit, of a known type, and readable as that type.
 */
import { promises as fs } from 'node:fs'
import path from 'node:path'
import { visit, printParseErrorCode, type ParseErrorCode } from 'jsonc-parser'
import { Input, MAX_DATASET_BYTES } from './constants.js'
import { ProblemsError } from './errors.js'
import { countNewlines, firstInvalidUtf8, hasUtf8Bom, incompleteTail } from './utf8.js'
import { quote, type FileType } from './validate.js'

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

function encodingError(dataset: Dataset, bytes: Uint8Array): string | undefined {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return `${quote(dataset.displayPath)} is UTF-16 text; save it as UTF-8.`
  }
  return undefined
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

/** Bytes read at a time; one buffer is reused, so checking a large file allocates almost nothing. */
const CHUNK_BYTES = 256 * 1024

/** Reads the file through one buffer: UTF-8 text without NUL bytes, a header and at least one row. */
async function checkCsv(dataset: Dataset): Promise<void> {
  let lineNumber = 1
  let nonBlankLines = 0
  let lineHasContent = false
  const buffer = Buffer.allocUnsafe(CHUNK_BYTES)
  // Bytes of a character cut by the previous read, moved to the buffer's start.
  let carried = 0
  let first = true
  const file = await fs.open(dataset.absolutePath, 'r')
  try {
    for (;;) {
      const { bytesRead } = await file.read(buffer, carried, CHUNK_BYTES - carried)
      if (bytesRead === 0) break
      let bytes = buffer.subarray(0, carried + bytesRead)
      if (first) {
        first = false
        const problem = encodingError(dataset, bytes)
        if (problem !== undefined) fail(dataset, problem, 1)
        if (hasUtf8Bom(bytes)) bytes = bytes.subarray(3)
      }
      const nul = bytes.indexOf(0)
      const invalid = firstInvalidUtf8(bytes, true)
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
      const end = bytes.length - incompleteTail(bytes)
      for (let i = 0; i < end; i++) {
        const byte = bytes[i]
        if (byte === 0x0a || byte === 0x0d) {
          if (byte === 0x0a) lineNumber++
          if (lineHasContent) nonBlankLines++
          lineHasContent = false
        } else if (byte !== 0x20 && byte !== 0x09) {
          lineHasContent = true
        }
      }
      carried = bytes.length - end
      bytes.copy(buffer, 0, end)
    }
  } finally {
    await file.close()
  }
  if (carried > 0) {
    fail(
      dataset,
      `${quote(dataset.displayPath)} ends inside a UTF-8 character; a CSV dataset must be UTF-8 text.`,
      lineNumber
    )
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

/** The file as UTF-8 text; its bytes are let go once decoded, so they are not held while it is scanned. */
async function readJsonText(dataset: Dataset): Promise<string> {
  const bytes = await fs.readFile(dataset.absolutePath)
  const problem = encodingError(dataset, bytes)
  if (problem !== undefined) fail(dataset, problem, 1)
  if (hasUtf8Bom(bytes)) {
    fail(
      dataset,
      `${quote(dataset.displayPath)} starts with a byte-order mark, which JSON parsers may refuse; save it as UTF-8 without one.`,
      1
    )
  }
  const invalid = firstInvalidUtf8(bytes)
  if (invalid >= 0) {
    const line = 1 + countNewlines(bytes, invalid)
    fail(
      dataset,
      `${quote(dataset.displayPath)} is not UTF-8 text (bytes that are not UTF-8 on line ${line}).`,
      line
    )
  }
  return bytes.toString('utf8')
}

/** Reads the file (at most 10 MB) and checks it is one JSON array or object, without building it. */
async function checkJson(dataset: Dataset): Promise<void> {
  const text = await readJsonText(dataset)
  let depth = 0
  let topLevel: 'array' | 'object' | 'scalar' | undefined
  let records = 0
  let firstError: { code: ParseErrorCode; line: number; column: number } | undefined
  const tooDeep = new Error('too deep')
  const open = (kind: 'array' | 'object') => {
    depth++
    if (depth === 1) topLevel = kind
    else if (depth === 2 && topLevel === 'array') records++
    if (depth > MAX_JSON_DEPTH) throw tooDeep
  }
  try {
    visit(
      text,
      {
        onObjectBegin: () => open('object'),
        onArrayBegin: () => open('array'),
        onObjectEnd: () => void depth--,
        onArrayEnd: () => void depth--,
        onObjectProperty: () => {
          if (depth === 1) records++
        },
        onLiteralValue: () => {
          if (depth === 0) topLevel ??= 'scalar'
          else if (depth === 1 && topLevel === 'array') records++
        },
        onError: (code, _offset, _length, startLine, startCharacter) => {
          firstError ??= { code, line: startLine + 1, column: startCharacter + 1 }
        }
      },
      { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false }
    )
  } catch (error) {
    if (error !== tooDeep && !(error instanceof RangeError)) throw error
    fail(
      dataset,
      `${quote(dataset.displayPath)} nests arrays or objects more than ${MAX_JSON_DEPTH} levels deep; flatten it.`
    )
  }
  if (firstError !== undefined) {
    fail(
      dataset,
      `${quote(dataset.displayPath)} is not valid JSON: ${describeJsonError(firstError.code)} at line ${firstError.line}, column ${firstError.column}.`,
      firstError.line,
      firstError.column
    )
  }
  if (topLevel === 'scalar') {
    fail(
      dataset,
      `${quote(dataset.displayPath)} holds a single value; a JSON dataset is an array of records or an object.`,
      1
    )
  }
  if (records === 0)
    fail(
      dataset,
      `${quote(dataset.displayPath)} holds an empty ${topLevel ?? 'document'}; the dataset has no records.`,
      1
    )
}

function describeJsonError(code: ParseErrorCode): string {
  const words = printParseErrorCode(code)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
  return words.replace(/^invalid symbol$/, 'unexpected character')
}

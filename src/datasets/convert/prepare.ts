/**
 * From the file as committed to the file uploaded. A UTF-8, comma-separated CSV or a JSON file
 * within the service's limit goes as it is, byte for byte. Anything else is converted once, as it
 * streams, into the step's scratch folder: other formats and encodings, columns kept or dropped,
 * and past the limit, with `oversize: sample`, a sample of the rows that fits.
 */
import { promises as fs } from 'node:fs'
import { Input, MAX_DATASET_BYTES } from '../../config/constants.js'
import { quote, type FileType, type Oversize } from '../../common/input-values.js'
import type { ColumnSelection } from './columns.js'
import { ColumnsError } from './columns.js'
import { TooLarge, type Converted } from './convert.js'
import { convert, type StepTime } from './convert-worker.js'
import { detectDelimiter, type Delimiter } from '../read/delimiter.js'
import { uploadTypeOf, type SourceFormat } from '../read/formats.js'
import { sampleSeed } from './sample.js'
import { scratchPath } from './scratch.js'
import { DataError, fileStart, isGzip } from '../read/text-source.js'

/** How the datasets are read and what of them is sent: the inputs of that name. */
export interface DataReading {
  readonly encoding?: string
  readonly delimiter?: Delimiter
  /** Delimited text writes its numbers with a decimal comma (`decimal-separator: ,`). */
  readonly decimalComma?: boolean
  readonly columns?: ColumnSelection
  readonly oversize: Oversize
}

/** How a dataset's content is read: its format and the reading inputs that apply to it. */
export interface ReadAs {
  readonly format: SourceFormat
  readonly encoding?: string
  readonly delimiter?: Delimiter
  readonly decimalComma?: boolean
}

/** What was done to the file as committed to make the file uploaded. */
export interface Conversion {
  readonly format: SourceFormat
  readonly gzip: boolean
  /** The encoding the text was read in, when not UTF-8. */
  readonly encoding?: string
  /** The separator of delimited text that was not comma-separated. */
  readonly delimiter?: Delimiter
  readonly rows: number
  readonly rowsInFile: number
  /** 1 when every row was kept. */
  readonly sampleOneIn: number
  readonly columnsDropped: readonly string[]
  /** Numbers written with a decimal comma were sent with a point. */
  readonly decimalComma: boolean
  /** Columns of numbers with a decimal comma that were sent as they are, as text. */
  readonly decimalCommaColumns: readonly string[]
}

export interface Upload {
  readonly path: string
  readonly type: FileType
  readonly bytes: number
  /** Absent when the file goes as committed. */
  readonly conversion?: Conversion
}

/**
 * Whether content starting with `start` is what the service reads as it is: not gzip, not
 * UTF-16, a JSON file without a byte-order mark (which JSON parsers may refuse), a CSV separated
 * by commas. `complete`: `start` is the whole content. compare.ts asks it of a base version too.
 */
export function readsAsCommitted(start: Buffer, readAs: ReadAs, complete: boolean): boolean {
  const { format } = readAs
  if (format !== 'csv' && format !== 'json') return false
  if (readAs.encoding !== undefined || isGzip(start)) return false
  if (format === 'csv' && readAs.decimalComma === true) return false
  if ((start[0] === 0xff && start[1] === 0xfe) || (start[0] === 0xfe && start[1] === 0xff))
    return false
  if (format === 'json') return !(start[0] === 0xef && start[1] === 0xbb && start[2] === 0xbf)
  const text = start.toString('utf8').replace(/^\uFEFF/, '')
  return (readAs.delimiter ?? detectDelimiter(text, complete)) === ','
}

/** How much of a file `readsAsCommitted` looks at: a header and the first records. */
const START_BYTES = 64 * 1024

/**
 * Said of every dataset past the limit: the limit, and every way through it the action offers
 * (compression is none: the service is sent plain CSV or JSON, whatever was committed).
 */
export function oversizeAdvice(): string {
  return `the service accepts at most 10 MB (${MAX_DATASET_BYTES.toLocaleString('en-US')} bytes). Set '${Input.Oversize}: sample' to upload a uniform random sample of its rows that fits, or '${Input.Columns}' to send fewer columns (!name drops one), or split it into files under 10 MB and list them all in '${Input.File}' (one per line, or a pattern), each its own dashboard`
}

export function formatBytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB (${bytes.toLocaleString('en-US')} bytes)`
}

/** An unexpected error's message as one short clause, without control characters. */
function clause(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return (
    message
      // eslint-disable-next-line no-control-regex -- control characters are what is removed
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .slice(0, 200)
      .replace(/\.$/, '')
  )
}

/** A dataset that cannot go: the clause to follow its name, and the line if known. */
export class PrepareError extends Error {
  constructor(
    message: string,
    readonly line?: number
  ) {
    super(message)
    this.name = 'PrepareError'
  }
}

/**
 * The file to upload for the content at `file` (the dataset, or its fetched LFS object):
 * `file` itself when it goes as it is, else a converted file.
 */
export async function prepareUpload(
  file: string,
  bytes: number,
  readAs: ReadAs,
  reading: DataReading,
  time: number | StepTime = Infinity
): Promise<Upload> {
  const type = uploadTypeOf(readAs.format)
  const start = await fileStart(file, START_BYTES)
  // Columns to drop make another file, whatever it was.
  const asCommitted =
    reading.columns === undefined && readsAsCommitted(start, readAs, start.length >= bytes)
  if (asCommitted && bytes <= MAX_DATASET_BYTES) return { path: file, type, bytes }
  // Past the limit (a byte-order mark aside), no conversion could make it smaller: refused unread.
  if (asCommitted && bytes > MAX_DATASET_BYTES + 3 && reading.oversize !== 'sample')
    throw new PrepareError(`is ${formatBytes(bytes)}; ${oversizeAdvice()}`)
  const destination = scratchPath(`.${type}`)
  let converted: Converted
  try {
    converted = await convert(
      file,
      destination,
      {
        format: readAs.format,
        encoding: readAs.encoding,
        delimiter: readAs.delimiter,
        decimalComma: readAs.decimalComma,
        columns: reading.columns,
        columnsInput: Input.Columns,
        limitBytes: MAX_DATASET_BYTES,
        sampleSeed: reading.oversize === 'sample' ? await sampleSeed(file) : undefined
      },
      time
    )
  } catch (error) {
    await fs.rm(destination, { force: true })
    if (error instanceof TooLarge)
      throw new PrepareError(
        `is larger than 10 MB once ${readAs.format === 'parquet' ? 'converted to CSV' : 'read'} (10 MB were reached after ${error.rowsBefore.toLocaleString('en-US')} rows); ${oversizeAdvice()}`
      )
    if (error instanceof DataError) throw new PrepareError(error.message, error.line)
    if (error instanceof ColumnsError) throw new PrepareError(error.message)
    // Whatever else a malformed file makes a reader throw, said of this file.
    throw new PrepareError(`could not be converted (${clause(error)})`)
  }
  const points = readAs.decimalComma === true ? (converted.decimalPointColumns ?? []) : []
  if (points.length > 0) {
    await fs.rm(destination, { force: true })
    throw new PrepareError(decimalPointsMessage(points))
  }
  return {
    path: destination,
    type: converted.type,
    bytes: converted.bytes,
    conversion: {
      format: readAs.format,
      gzip: converted.gzip,
      encoding: converted.encoding === 'utf-8' ? undefined : converted.encoding,
      delimiter: converted.delimiter === ',' ? undefined : converted.delimiter,
      rows: converted.rows,
      rowsInFile: converted.rowsInFile,
      sampleOneIn: converted.sampleOneIn,
      columnsDropped: converted.columnsDropped,
      decimalComma: converted.decimalCommas === true,
      decimalCommaColumns: converted.decimalCommaColumns ?? []
    }
  }
}

/**
 * `decimal-separator: ,` for a file whose numbers have decimal points: read so, `0.125` would be
 * sent as `0125`, its point taken for a thousands separator, while `10.5` stayed as it is.
 */
function decimalPointsMessage(points: readonly { column: string; example: string }[]): string {
  const shown = points
    .slice(0, 5)
    .map(({ column, example }) => `${quote(column, 40)} (${quote(example, 24)})`)
  const more = points.length > 5 ? ` and ${points.length - 5} more` : ''
  const one = points.length === 1
  return `has numbers written with a decimal point in ${one ? 'column' : 'columns'} ${shown.join(', ')}${more}, though '${Input.DecimalSeparator}' is ,: read with a decimal comma, a point is taken for a thousands separator, so 0.125 would be sent as 0125. Leave '${Input.DecimalSeparator}' empty for files written with decimal points, or give such files a step of their own`
}

/**
 * The content at `file` as the service would read it, whole (no sample, every column), for
 * `compare`; `file` itself when it goes as it is. Past `limitBytes`, TooLarge.
 */
export async function canonicalFile(
  file: string,
  bytes: number,
  readAs: ReadAs,
  limitBytes: number
): Promise<string> {
  const start = await fileStart(file, START_BYTES)
  if (bytes <= limitBytes && readsAsCommitted(start, readAs, start.length >= bytes)) return file
  const destination = scratchPath(`.${uploadTypeOf(readAs.format)}`)
  // The comparison as a whole has a minute: its conversions cannot hold the step longer.
  await convert(file, destination, { ...readAs, columnsInput: Input.Columns, limitBytes }, 60_000)
  return destination
}

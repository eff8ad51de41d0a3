/**
 * From the file as committed to the file uploaded. A UTF-8, comma-separated CSV or a JSON file
 * within the service's limit goes as it is, byte for byte. Anything else is converted once, as it
 * streams, into the step's scratch folder: other formats and encodings, columns kept or dropped,
 * and past the limit, with `oversize: sample`, a sample of the rows that fits.
 */
import { promises as fs } from 'node:fs'
import { MAX_DATASET_BYTES } from '../constants.js'
import type { FileType, Oversize } from '../common/input-values.js'
import type { ColumnSelection } from './columns.js'
import { ColumnsError } from './columns.js'
import { TooLarge, type Converted } from './convert.js'
import { convert } from './convert-worker.js'
import { detectDelimiter, type Delimiter } from './delimiter.js'
import { uploadTypeOf, type SourceFormat } from './formats.js'
import { sampleSeed } from './sample.js'
import { scratchPath } from './scratch.js'
import { DataError, isGzip } from './text-source.js'

/** How the datasets are read and what of them is sent: the inputs of that name. */
export interface DataReading {
  readonly encoding?: string
  readonly delimiter?: Delimiter
  readonly columns?: ColumnSelection
  readonly oversize: Oversize
}

/** How a dataset's content is read: its format and the reading inputs that apply to it. */
export interface ReadAs {
  readonly format: SourceFormat
  readonly encoding?: string
  readonly delimiter?: Delimiter
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
}

export interface Upload {
  readonly path: string
  readonly type: FileType
  readonly bytes: number
  /** Absent when the file goes as committed. */
  readonly conversion?: Conversion
}

/** The file needs nothing done: the same bytes are uploaded. */
async function goesAsItIs(
  file: string,
  bytes: number,
  readAs: ReadAs,
  reading: DataReading
): Promise<boolean> {
  const { format } = readAs
  if (format !== 'csv' && format !== 'json') return false
  if (bytes > MAX_DATASET_BYTES || reading.columns !== undefined || readAs.encoding !== undefined)
    return false
  const start = await startOf(file)
  if (isGzip(start)) return false
  // UTF-16 is converted; a JSON file's UTF-8 mark is dropped, as JSON parsers may refuse it.
  if ((start[0] === 0xff && start[1] === 0xfe) || (start[0] === 0xfe && start[1] === 0xff))
    return false
  if (format === 'json') return !(start[0] === 0xef && start[1] === 0xbb && start[2] === 0xbf)
  const delimiter =
    readAs.delimiter ??
    detectDelimiter(start.toString('utf8').replace(/^\uFEFF/, ''), start.length >= bytes)
  return delimiter === ','
}

/**
 * A UTF-8 file past the limit that would be sent as it is but for its size: no conversion makes
 * it smaller, so it is refused before it is read.
 */
async function cannotShrink(
  file: string,
  bytes: number,
  readAs: ReadAs,
  reading: DataReading
): Promise<boolean> {
  if (bytes <= MAX_DATASET_BYTES + 3 || reading.oversize === 'sample') return false
  return goesAsItIs(file, MAX_DATASET_BYTES, readAs, reading)
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

function formatBytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB (${bytes.toLocaleString('en-US')} bytes)`
}

async function startOf(file: string): Promise<Buffer> {
  const handle = await fs.open(file, 'r')
  try {
    const buffer = Buffer.alloc(64 * 1024)
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
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
 * `file` itself when it goes as it is, else a converted file. `inputs` names the inputs in
 * messages.
 */
export async function prepareUpload(
  file: string,
  bytes: number,
  readAs: ReadAs,
  reading: DataReading,
  inputs: { columns: string; oversize: string },
  timeLimitMs = Infinity
): Promise<Upload> {
  const type = uploadTypeOf(readAs.format)
  if (await goesAsItIs(file, bytes, readAs, reading)) return { path: file, type, bytes }
  if (await cannotShrink(file, bytes, readAs, reading))
    throw new PrepareError(
      `is ${formatBytes(bytes)}; the service accepts at most 10 MB (${MAX_DATASET_BYTES.toLocaleString('en-US')} bytes). Set '${inputs.oversize}: sample' to upload a uniform random sample of its rows that fits, or '${inputs.columns}' to send fewer columns (!name drops one)`
    )
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
        columns: reading.columns,
        columnsInput: inputs.columns,
        limitBytes: MAX_DATASET_BYTES,
        sampleSeed: reading.oversize === 'sample' ? await sampleSeed(file) : undefined
      },
      timeLimitMs
    )
  } catch (error) {
    await fs.rm(destination, { force: true })
    if (error instanceof TooLarge)
      throw new PrepareError(
        `is larger than the service's 10 MB once ${readAs.format === 'parquet' ? 'converted to CSV' : 'read'} (10 MB were reached after ${error.rowsBefore.toLocaleString('en-US')} rows). Set '${inputs.oversize}: sample' to upload a uniform random sample of its rows that fits, or '${inputs.columns}' to send fewer columns (!name drops one)`
      )
    if (error instanceof DataError) throw new PrepareError(error.message, error.line)
    if (error instanceof ColumnsError) throw new PrepareError(error.message)
    // Whatever else a malformed file makes a reader throw, said of this file.
    throw new PrepareError(`could not be converted (${clause(error)})`)
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
      columnsDropped: converted.columnsDropped
    }
  }
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
  const asIs = await goesAsItIs(file, Math.min(bytes, MAX_DATASET_BYTES), readAs, {
    oversize: 'fail'
  })
  if (asIs && bytes <= limitBytes) return file
  const destination = scratchPath(`.${uploadTypeOf(readAs.format)}`)
  // The comparison as a whole has a minute: its conversions cannot hold the step longer.
  await convert(file, destination, { ...readAs, columnsInput: 'columns', limitBytes }, 60_000)
  return destination
}

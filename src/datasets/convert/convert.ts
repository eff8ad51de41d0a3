/**
 * A dataset in any accepted format turned into what the service reads, written to a file as it
 * streams: delimited text as comma-separated UTF-8 CSV, JSON Lines and JSON as one UTF-8 JSON
 * array, Parquet as CSV. Columns are kept or dropped on the way, and past the byte limit either
 * the conversion stops (TooLarge) or a uniform sample of the rows that fits is kept.
 */
import { promises as fs } from 'node:fs'
import type { FileType } from '../../common/input-values.js'
import { droppedNames, selectedIndexes, type ColumnSelection } from './columns.js'
import { CsvSyntaxError, readCsvRecords } from '../read/csv-records.js'
import { detectDelimiter, type Delimiter } from '../read/delimiter.js'
import { DELIMITER_NAMES } from './fit.js'
import {
  csvLine,
  DelimitedLines,
  fieldLines,
  isRecord,
  pick,
  RowsWriter,
  type RowBytes
} from './convert-rows.js'
import { uploadTypeOf, type SourceFormat } from '../read/formats.js'
import { parseProblem } from '../read/json-members.js'
import { NotAnArray, readJsonArray, readJsonLines } from '../read/json-records.js'
import { RowSampler } from './sample.js'
import {
  lineOfRecord,
  misfitMessage,
  RecordShape,
  type RecordMisfit
} from '../read/table-checks.js'
import {
  contentBytes,
  DataError,
  decodedText,
  fileStart,
  isGzip,
  type Decoding
} from '../read/text-source.js'

export interface Conversion {
  readonly format: SourceFormat
  /** Named by the `encoding` input; undefined reads UTF-8, or UTF-16 by its byte order mark. */
  readonly encoding?: string
  /** Named by the `delimiter` input; undefined finds it from the header and first records. */
  readonly delimiter?: Delimiter
  /** Delimited text's numbers are written with a decimal comma: they are sent with a point. */
  readonly decimalComma?: boolean
  readonly columns?: ColumnSelection
  /** The `columns` input's name, for messages. */
  readonly columnsInput: string
  /** The most bytes the result may have. */
  readonly limitBytes: number
  /** Past the limit, keep a sample of the rows that fits (seeded by `seed`) instead of stopping. */
  readonly sampleSeed?: number
}

export interface Converted {
  readonly type: FileType
  readonly bytes: number
  /** Rows (or records) written. */
  readonly rows: number
  /** Rows (or records) the file holds. */
  readonly rowsInFile: number
  /** The sample keeps one row in this many; 1 when every row was kept. */
  readonly sampleOneIn: number
  readonly gzip: boolean
  /** The text's encoding as read (text formats). */
  readonly encoding?: string
  /** The separator the text was read with (delimited text). */
  readonly delimiter?: Delimiter
  readonly columnsDropped: readonly string[]
  /** Semicolon-separated columns of numbers written with a decimal comma, left as they are. */
  readonly decimalCommaColumns?: readonly string[]
  /** Read with a decimal comma: the columns whose cells show a decimal point, with the first. */
  readonly decimalPointColumns?: readonly { readonly column: string; readonly example: string }[]
  /** Read with a decimal comma: some number had one, and was sent with a point. */
  readonly decimalCommas?: boolean
}

/** The result would pass the limit: no sample was asked for. */
export class TooLarge extends Error {
  constructor(
    readonly limitBytes: number,
    /** Rows written before the limit was passed. */
    readonly rowsBefore: number
  ) {
    super(`is larger than ${limitBytes} bytes once converted`)
    this.name = 'TooLarge'
  }
}

/** What is written, in order: the header (if any), then rows, each with its separator. */
export interface Sink {
  header(text: string): void
  /** `index` counts the data rows from 0; false when the row is not wanted (sampled out). */
  wants(index: number): boolean
  row(index: number, text: string): void
  /** Rows written together (Parquet's batches), `first` the index of the first. */
  rows(first: number, part: RowBytes): void
  /** Settles once what was written so far is in the file: readers wait on it between chunks. */
  drain(): Promise<void>
  finish(): Promise<{ bytes: number; rows: number; sampleOneIn: number }>
}

/** Converts `file` into `destination`, in one pass. */
export async function convertDataset(
  file: string,
  destination: string,
  conversion: Conversion
): Promise<Converted> {
  const type = uploadTypeOf(conversion.format)
  const handle = await fs.open(destination, 'w')
  try {
    const sink = fileSink(handle, type, conversion)
    if (conversion.format === 'parquet') return await fromParquet(file, sink, conversion)
    const first = await fileStart(file, 4)
    const gzip = isGzip(first)
    const decoding: Decoding = { encoding: 'utf-8' }
    const text = () =>
      decodedText(contentBytes(file, gzip), conversion.encoding, decoding, () =>
        contentBytes(file, gzip)
      )
    const result =
      type === 'csv'
        ? await fromDelimited(text, sink, conversion)
        : await fromJson(text, sink, conversion, handle)
    return { ...result, gzip, encoding: decoding.encoding }
  } finally {
    await handle.close()
  }
}

/** The start of the text, enough for the delimiter's detection: about 64 KiB. */
async function startOf(text: AsyncIterable<string>): Promise<{ start: string; complete: boolean }> {
  let start = ''
  for await (const chunk of text) {
    start += chunk
    if (start.length >= 64 * 1024) return { start, complete: false }
  }
  return { start, complete: true }
}

async function fromDelimited(
  text: () => AsyncIterable<string>,
  sink: Sink,
  conversion: Conversion
): Promise<Omit<Converted, 'gzip' | 'encoding'>> {
  const detected = conversion.delimiter ?? (conversion.format === 'tsv' ? '\t' : undefined)
  const delimiter: Delimiter =
    detected ??
    (await startOf(text()).then(({ start, complete }) =>
      detectDelimiter(start.replace(/^\uFEFF/, ''), complete)
    ))
  let header: string[] | undefined
  let lines: DelimitedLines | undefined
  let shape: RecordShape | undefined
  let columnsDropped: string[] = []
  let index = 0
  await readCsvRecords(
    drained(text(), sink),
    record => {
      if (lines === undefined || shape === undefined) {
        header = typeof record === 'string' ? record.split(delimiter) : record
        const kept = keptColumns(header, conversion)
        columnsDropped = kept.columnsDropped
        lines = new DelimitedLines(delimiter, kept.keep, conversion.decimalComma === true)
        shape = new RecordShape(header, delimiter)
        sink.header(`${csvLine(header, kept.keep)}\n`)
        return true
      }
      if (!shape.take(record)) return false
      const at = index++
      const fields = lines.read(record)
      if (sink.wants(at)) sink.row(at, `${lines.line(fields)}\n`)
      return true
    },
    undefined,
    delimiter
  ).catch(rethrowSyntax)
  if (header === undefined) throw new DataError('holds no header and no rows')
  if (shape?.misfit !== undefined) await refuseRecord(text, delimiter, shape.misfit, header)
  if (index === 0) throw new DataError('has a header but no rows', 1)
  return await delimitedWritten(sink, { rowsInFile: index, delimiter, columnsDropped }, header, {
    decimals: lines?.decimals,
    points: lines?.points
  })
}

/** A record the table cannot hold, refused with its line, read to it again. */
async function refuseRecord(
  text: () => AsyncIterable<string>,
  delimiter: Delimiter,
  misfit: RecordMisfit,
  header: readonly string[]
): Promise<never> {
  const line = await lineOfRecord(text(), delimiter, misfit.record)
  throw new DataError(misfitMessage(misfit, line, header.length, DELIMITER_NAMES[delimiter]), line)
}

/**
 * Delimited text's conversion finished: the sink's figures, and the semicolon-separated columns
 * of numbers with a decimal comma, named when there are.
 */
async function delimitedWritten(
  sink: Pick<Sink, 'finish'>,
  read: Pick<Converted, 'rowsInFile' | 'delimiter' | 'columnsDropped'>,
  header: readonly string[],
  seen: Pick<DelimitedLines, 'decimals' | 'points'>
): Promise<Omit<Converted, 'gzip' | 'encoding'>> {
  const written = await sink.finish()
  noneFit(written.rows)
  const decimalCommaColumns = seen.decimals?.columns(header) ?? []
  const decimalPointColumns = seen.points?.columns(header) ?? []
  return {
    type: 'csv',
    ...written,
    ...read,
    ...(decimalCommaColumns.length > 0 ? { decimalCommaColumns } : {}),
    ...(decimalPointColumns.length > 0 ? { decimalPointColumns } : {}),
    ...(seen.points?.hadDecimalComma === true ? { decimalCommas: true } : {})
  }
}

/** The header's columns kept, and the names of those dropped. */
function keptColumns(
  header: readonly string[],
  conversion: Conversion
): { keep?: number[]; columnsDropped: string[] } {
  if (conversion.columns === undefined) return { columnsDropped: [] }
  const keep = selectedIndexes(conversion.columns, header, conversion.columnsInput)
  return { keep, columnsDropped: droppedNames(header, keep) }
}

/** A sample that kept no row: every row is larger than the limit, so none can be sent. */
function noneFit(rows: number): void {
  if (rows === 0)
    throw new DataError(
      "has no row small enough to send: with the header, each is larger than the service's limit"
    )
}

/** The text, each chunk handed on once the writes before it are done: memory stays bounded. */
async function* drained(text: AsyncIterable<string>, sink: Sink): AsyncGenerator<string> {
  for await (const chunk of text) {
    await sink.drain()
    yield chunk
  }
}

function rethrowSyntax(error: unknown): never {
  if (error instanceof CsvSyntaxError)
    throw new DataError(`cannot be read as delimited text: ${error.message}`)
  throw error
}

async function fromJson(
  text: () => AsyncIterable<string>,
  sink: Sink,
  conversion: Conversion,
  handle: fs.FileHandle
): Promise<Omit<Converted, 'gzip' | 'encoding'>> {
  const columns = conversion.columns
  const seen = new Set<string>()
  let index = 0
  const take = (element: string, line?: number) => {
    let value: unknown
    try {
      value = JSON.parse(element)
    } catch (error) {
      const where = line === undefined ? `record ${index + 1}` : `line ${line}`
      throw new DataError(`is not valid JSON at ${where}: ${parseProblem(error as Error)}`, line)
    }
    const at = index++
    if (!isRecord(value) && (columns !== undefined || conversion.sampleSeed !== undefined)) {
      throw new DataError(
        `holds ${describe(value)} as ${line === undefined ? `element ${at + 1}` : `line ${line}`}, where ${columns !== undefined ? `'${conversion.columnsInput}' needs` : 'a sample needs'} records (JSON objects)`,
        line
      )
    }
    if (!sink.wants(at)) return
    if (columns === undefined || !isRecord(value)) {
      sink.row(at, element)
      return
    }
    for (const key of Object.keys(value)) seen.add(key)
    sink.row(at, JSON.stringify(pick(value, columns)))
  }
  if (conversion.format === 'jsonl') {
    await readJsonLines(drained(text(), sink), take)
  } else {
    try {
      await readJsonArray(drained(text(), sink), element => take(element))
    } catch (error) {
      if (!(error instanceof NotAnArray)) throw error
      if (columns !== undefined || conversion.sampleSeed !== undefined)
        throw new DataError(
          `holds a JSON ${error.message === 'object' ? 'object' : 'value'}, not an array of records, so ${columns !== undefined ? `'${conversion.columnsInput}' cannot pick its columns` : 'it cannot be sampled'}`
        )
      return await transcoded(text, handle, conversion.limitBytes)
    }
  }
  if (index === 0) throw new DataError('holds no records')
  const columnsDropped = columns === undefined ? [] : checkKeys(columns, seen, conversion)
  const written = await sink.finish()
  noneFit(written.rows)
  return { type: 'json', ...written, rowsInFile: index, columnsDropped }
}

/** JSON that is not an array, re-encoded as UTF-8 whole; the caller checks it as JSON. */
async function transcoded(
  text: () => AsyncIterable<string>,
  handle: fs.FileHandle,
  limitBytes: number
): Promise<Omit<Converted, 'gzip' | 'encoding'>> {
  await handle.truncate(0)
  let bytes = 0
  let first = true
  for await (let chunk of text()) {
    if (first) chunk = chunk.replace(/^\uFEFF/, '')
    first = false
    bytes += Buffer.byteLength(chunk)
    if (bytes > limitBytes) throw new TooLarge(limitBytes, 0)
    await handle.write(chunk, bytes - Buffer.byteLength(chunk))
  }
  return { type: 'json', bytes, rows: 1, rowsInFile: 1, sampleOneIn: 1, columnsDropped: [] }
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'an array'
  if (value === null) return 'null'
  return `a ${typeof value}`
}

/** Keys named that no record has are an error; the dropped keys found are told. */
function checkKeys(columns: ColumnSelection, seen: Set<string>, conversion: Conversion): string[] {
  const keys = [...seen]
  selectedIndexes(columns, keys, conversion.columnsInput, 'record keys')
  if ('drop' in columns) return columns.drop.filter(k => seen.has(k))
  const kept = new Set(columns.keep)
  return keys.filter(k => !kept.has(k))
}

/**
 * Parquet is read in one pass, a row group at a time: two groups decoded at once, one a core,
 * passed the memory goal (BENCHMARKS.md, section 9).
 */
async function fromParquet(file: string, sink: Sink, conversion: Conversion): Promise<Converted> {
  const first = await fileStart(file, 4)
  if (isGzip(first))
    throw new DataError('is gzip-compressed Parquet; commit the .parquet file itself')
  const { openParquet, ParquetError } = await import('./parquet.js')
  let table
  try {
    table = await openParquet(file)
  } catch (error) {
    if (error instanceof ParquetError) throw new DataError(error.message)
    throw error
  }
  const header = [...table.columns]
  const { keep, columnsDropped } = keptColumns(header, conversion)
  sink.header(`${csvLine(header, keep)}\n`)
  let index = 0
  // The rows a batch at a time, in one buffer used again and again.
  let spare: ArrayBuffer | undefined
  try {
    for await (const batch of table.batches(true)) {
      const rows = new RowsWriter(spare)
      fieldLines(batch.columns, batch.rows, keep, line => rows.row(line))
      const part = rows.result()
      sink.rows(index, part)
      index += batch.rows
      await sink.drain()
      spare = part.bytes.buffer as ArrayBuffer
    }
  } catch (error) {
    if (error instanceof ParquetError) throw new DataError(error.message)
    throw error
  }
  if (index === 0) throw new DataError('has columns but no rows')
  const written = await sink.finish()
  noneFit(written.rows)
  return { type: 'csv', ...written, rowsInFile: index, gzip: false, columnsDropped }
}

/** Writes go out in pieces of about this size: few system calls, little memory. */
const WRITE_BYTES = 1024 * 1024

/**
 * Writes the header and the rows to the file as they come, or, when sampling, keeps the sample
 * and writes it at the end. JSON rows are joined into one array. Rows are taken synchronously;
 * the writes queue behind each other, and `drain` lets a reader wait for them.
 */
function fileSink(handle: fs.FileHandle, type: FileType, conversion: Conversion): Sink {
  const json = type === 'json'
  const open = json ? '[\n' : ''
  const close = json ? '\n]\n' : ''
  const separator = json ? ',\n' : ''
  let headerText = ''
  let buffered: string[] = []
  let bufferedBytes = 0
  let bytes = 0
  let rows = 0
  let position = 0
  let writing: Promise<void> = Promise.resolve()
  const queue = (piece: string | Buffer, size: number) => {
    const at = position
    position += size
    writing = writing.then(async () => {
      if (typeof piece === 'string') await handle.write(piece, at)
      else await handle.write(piece, 0, piece.length, at)
    })
  }
  const flush = () => {
    if (buffered.length === 0) return
    queue(buffered.join(''), bufferedBytes)
    buffered = []
    bufferedBytes = 0
  }
  const write = (text: string, size: number) => {
    buffered.push(text)
    bufferedBytes += size
    bytes += size
    if (bufferedBytes >= WRITE_BYTES) flush()
  }
  const fixed = () => Buffer.byteLength(headerText) + open.length + close.length
  const seed = conversion.sampleSeed
  // Made at the first row, once the header is known: it and the brackets come out of the budget.
  let sampler: RowSampler | undefined
  const sampling = () =>
    (sampler ??=
      seed === undefined
        ? undefined
        : new RowSampler(seed, conversion.limitBytes - fixed(), separator.length))
  return {
    header(text) {
      headerText = text
    },
    wants(index) {
      return sampling()?.wants(index) ?? true
    },
    rows(first, part) {
      const count = part.ends.length
      if (count === 0) return
      const sample = sampling()
      if (sample !== undefined) {
        for (let i = 0, start = 0; i < count; i++) {
          sample.offerBytes(first + i, part.bytes, start, part.ends[i])
          start = part.ends[i] + separator.length
        }
        return
      }
      if (rows === 0) write(`${open}${headerText}`, fixed() - close.length)
      const lead = rows === 0 ? '' : separator
      // The rows that fit, as row() would have written them one at a time.
      if (bytes + lead.length + part.bytes.length + close.length > conversion.limitBytes) {
        let fit = 0
        while (bytes + lead.length + part.ends[fit] + close.length <= conversion.limitBytes) fit++
        throw new TooLarge(conversion.limitBytes, rows + fit)
      }
      if (lead !== '') write(lead, lead.length)
      flush()
      const piece = Buffer.from(part.bytes.buffer, part.bytes.byteOffset, part.bytes.length)
      queue(piece, piece.length)
      bytes += piece.length
      rows += count
    },
    row(index, text) {
      const sample = sampling()
      if (sample !== undefined) {
        sample.offer(index, text)
        return
      }
      if (rows === 0) write(`${open}${headerText}`, fixed() - close.length)
      const piece = rows === 0 ? text : `${separator}${text}`
      const size = Buffer.byteLength(piece)
      if (bytes + size + close.length > conversion.limitBytes)
        throw new TooLarge(conversion.limitBytes, rows)
      rows++
      write(piece, size)
    },
    drain() {
      return writing
    },
    async finish() {
      if (sampler !== undefined) {
        write(`${open}${headerText}`, fixed() - close.length)
        flush()
        const kept = sampler.joined(separator)
        bytes += kept.length
        queue(kept, kept.length)
        rows = sampler.rows
      }
      write(close, close.length)
      flush()
      await writing
      return { bytes, rows, sampleOneIn: sampler?.oneIn ?? 1 }
    }
  }
}

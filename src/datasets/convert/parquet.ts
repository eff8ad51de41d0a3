/**
 * A Parquet dataset read as CSV-ready rows, one row group at a time, so memory follows the
 * largest row group, not the file. The footer is checked before any
 * data is read: a file that lies about where its data is or how large it grows is refused.
 */
import { open, type FileHandle } from 'node:fs/promises'
import {
  flatten,
  parquetMetadataAsync,
  parquetRead,
  parquetSchema,
  type AsyncBuffer,
  type Compressors,
  type DecodedArray,
  type FileMetaData,
  type ParquetParsers,
  type RowGroup,
  type SchemaElement,
  type SchemaTree
} from 'hyparquet'
import { compressors as decompressors } from 'hyparquet-compressors'
import { parquetHeader } from 'hyparquet/src/column.js'
import { convert, DEFAULT_PARSERS } from 'hyparquet/src/convert.js'
import { decompressPage, readDataPage, readDataPageV2 } from 'hyparquet/src/datapage.js'
import { readRleBitPackedHybrid } from 'hyparquet/src/encoding.js'
import { readPlain } from 'hyparquet/src/plain.js'
import type { ColumnDecoder, DataPageHeader } from 'hyparquet/src/types.js'
import { csvField } from './convert-rows.js'
import {
  columnFormat,
  isFlat,
  isPlain,
  isText,
  MAP_KEY_MARK,
  mapKeyLeaves,
  utf8Text
} from './parquet-cells.js'

export interface ParquetTable {
  /** Top-level column names, in schema order (nested groups are one column). */
  readonly columns: readonly string[]
  readonly rowCount: number
  /**
   * Every row in file order, a batch at a time (bounded: at most one row group in memory), by
   * column: each cell's text, '' for null; with `csv`, as a CSV field, quoted where it must be
   * (a dictionary's entries once, not once a row).
   */
  batches(csv?: boolean): AsyncGenerator<ColumnBatch>
}

/** Rows of a row group, given by column. */
export interface ColumnBatch {
  readonly rows: number
  /** Each column's cells, a row each. */
  readonly columns: readonly (readonly string[])[]
}

/** What is wrong with the file, as a clause the caller puts after the file's name. */
export class ParquetError extends Error {}

/**
 * The most a row group may grow to once decompressed: hyparquet holds a row group's pages, and
 * the values of its nested columns, in memory at once.
 */
const ROW_GROUP_LIMIT = 512 * 1024 * 1024

/** Rows turned to text at a time: the caller holds one batch of strings, not a row group's. */
const BATCH_ROWS = 4096

/** Footers of real files are kilobytes to a few megabytes; their parse costs ten times more. */
const FOOTER_LIMIT = 64 * 1024 * 1024

const MAGIC = 'PAR1'
const MiB = 1024 * 1024

/** Opens the file and reads its footer; throws ParquetError for a file that is not Parquet or whose footer lies. */
export async function openParquet(file: string): Promise<ParquetTable> {
  const handle = await open(file, 'r')
  try {
    const { size } = await handle.stat()
    const footerLength = await readTail(handle, size)
    const metadata = await readFooter(fileBuffer(handle, size))
    const plan = planRead(metadata, size - footerLength - 8)
    return {
      columns: plan.columns,
      rowCount: plan.rowCount,
      batches: (csv = false) => readBatches(file, size, plan, csv)
    }
  } finally {
    await handle.close()
  }
}

/** Checks both magic numbers and the footer's length; returns that length. */
async function readTail(handle: FileHandle, size: number): Promise<number> {
  if (size < 12) throw new ParquetError(`is not a Parquet file (${size} bytes, too short)`)
  const head = Buffer.alloc(4)
  const tail = Buffer.alloc(8)
  await handle.read(head, 0, 4, 0)
  await handle.read(tail, 0, 8, size - 8)
  if (tail.toString('latin1', 4) !== MAGIC) {
    throw new ParquetError('is not a Parquet file (no PAR1 magic at its end)')
  }
  if (head.toString('latin1') !== MAGIC) {
    throw new ParquetError('is not a Parquet file (no PAR1 magic at its start)')
  }
  const footerLength = tail.readUInt32LE(0)
  if (footerLength > size - 12) {
    throw new ParquetError(
      `has a corrupt footer: it claims ${footerLength} bytes, more than the file's ${size}`
    )
  }
  if (footerLength > FOOTER_LIMIT) {
    throw new ParquetError(
      `has a footer of ${Math.ceil(footerLength / MiB)} MiB, more than the ${FOOTER_LIMIT / MiB} MiB read`
    )
  }
  return footerLength
}

async function readFooter(file: AsyncBuffer): Promise<FileMetaData> {
  try {
    return await parquetMetadataAsync(file, { geoparquet: false })
  } catch (error) {
    throw new ParquetError(`has a footer that cannot be read (${cleanReason(error)})`)
  }
}

interface ReadPlan {
  readonly columns: readonly string[]
  readonly rowCount: number
  readonly groupRows: readonly number[]
  /** The footer with every leaf's annotations removed, so hyparquet leaves values untouched. */
  readonly raw: FileMetaData
  readonly tree: SchemaTree
  /** The schema of `raw`, whose leaves decode the values. */
  readonly rawTree: SchemaTree
}

function planRead(metadata: FileMetaData, dataEnd: number): ReadPlan {
  const tree = parquetSchema(metadata)
  refuseUnsupported(tree)
  const rowCount = Number(metadata.num_rows)
  if (!Number.isSafeInteger(rowCount) || rowCount < 0) {
    throw new ParquetError(`has a corrupt footer: a row count of ${metadata.num_rows}`)
  }
  const leaves = countLeaves(tree)
  let rowsInGroups = 0
  const groupRows = metadata.row_groups.map((group, index) => {
    checkRowGroup(group, index, leaves, dataEnd)
    rowsInGroups += Number(group.num_rows)
    return Number(group.num_rows)
  })
  if (rowsInGroups !== rowCount) {
    throw new ParquetError(
      `has a corrupt footer: its row groups hold ${rowsInGroups} rows, not the ${rowCount} it claims`
    )
  }
  const raw = rawMetadata(metadata, tree)
  return {
    columns: tree.children.map(child => child.element.name),
    rowCount,
    groupRows,
    raw,
    tree,
    rawTree: parquetSchema(raw)
  }
}

function countLeaves(node: SchemaTree): number {
  return node.children.length === 0 ? 1 : node.children.reduce((n, c) => n + countLeaves(c), 0)
}

function refuseUnsupported(node: SchemaTree): void {
  const { element } = node
  if (element.logical_type?.type === 'VARIANT') {
    throw new ParquetError(
      `has column '${node.path.join('.')}' of type VARIANT, which is not supported`
    )
  }
  if (node.children.length === 0 && node.path.length > 0 && element.type === undefined) {
    throw new ParquetError(`has column '${node.path.join('.')}' of a physical type not supported`)
  }
  for (const child of node.children) refuseUnsupported(child)
}

/** Checks a row group's column chunks against the file, and its size against the limit. */
function checkRowGroup(group: RowGroup, index: number, leaves: number, dataEnd: number): void {
  const where = `row group ${index + 1}`
  if (!Number.isSafeInteger(Number(group.num_rows)) || Number(group.num_rows) < 0) {
    throw new ParquetError(`has a corrupt footer: ${where} has ${group.num_rows} rows`)
  }
  if (group.columns.length !== leaves) {
    throw new ParquetError(
      `has a corrupt footer: ${where} has ${group.columns.length} column chunks for ${leaves} columns`
    )
  }
  let uncompressed = 0
  for (const chunk of group.columns) {
    const meta = chunk.meta_data
    if (chunk.file_path !== undefined || meta === undefined) {
      throw new ParquetError(`keeps the data of ${where} in another file, which is not supported`)
    }
    const name = meta.path_in_schema.join('.')
    if (meta.codec !== 'UNCOMPRESSED' && !(meta.codec in decompressors)) {
      throw new ParquetError(
        `compresses column '${name}' with ${meta.codec ?? 'an unknown codec'}, which is not supported`
      )
    }
    const start = Number(meta.dictionary_page_offset || meta.data_page_offset)
    const end = start + Number(meta.total_compressed_size)
    if (!(start >= 4 && end >= start && end <= dataEnd)) {
      throw new ParquetError(
        `has a corrupt footer: column '${name}' in ${where} lies outside the file's data (bytes ${start} to ${end})`
      )
    }
    uncompressed += Number(meta.total_uncompressed_size)
  }
  if (!(uncompressed <= ROW_GROUP_LIMIT)) {
    throw new ParquetError(
      `has ${where} of ${Math.ceil(uncompressed / MiB)} MiB uncompressed, more than the ${ROW_GROUP_LIMIT / MiB} MiB limit: write it with smaller row groups`
    )
  }
}

/**
 * A copy of the footer whose leaves keep only their physical type: hyparquet then hands over
 * decimals as their unscaled integers, timestamps as their counts and bytes as bytes (its own
 * conversions are floating decimals and Dates cut to milliseconds). Text leaves keep the UTF8
 * annotation, which hyparquet decodes exactly (with `utf8Text`), a dictionary's entries once.
 * Map keys get the DATE converted type, which makes hyparquet pass each through `dateFromDays`
 * (its only conversion of any physical type), where the read sets it aside: JavaScript objects,
 * which hyparquet makes of maps, would put integer-like keys first.
 */
function rawMetadata(metadata: FileMetaData, tree: SchemaTree): FileMetaData {
  const keyLeaves = new Set(tree.children.flatMap(mapKeyLeaves).map(leaf => leaf.element))
  const schema = metadata.schema.map((element): SchemaElement => {
    if (element.num_children) return element
    const bare: SchemaElement = { ...element, logical_type: undefined, converted_type: undefined }
    if (keyLeaves.has(element)) bare.converted_type = 'DATE'
    else if (isText(element)) bare.converted_type = 'UTF8'
    return bare
  })
  return { ...metadata, schema }
}

async function* readBatches(
  file: string,
  size: number,
  plan: ReadPlan,
  csv: boolean
): AsyncGenerator<ColumnBatch> {
  const handle = await open(file, 'r')
  try {
    const buffer = fileBuffer(handle, size)
    let groupStart = 0
    for (const [index, rows] of plan.groupRows.entries()) {
      yield* groupBatches(buffer, plan, groupStart, rows, index, csv)
      groupStart += rows
    }
  } finally {
    await handle.close()
  }
}

/** A row group's column: the text of its cells from row `start` up to `end`. */
type ColumnCells = (start: number, end: number) => string[]

/**
 * One row group, read a column at a time, then handed over a batch of rows at a time. A flat
 * column keeps hyparquet's values (typed arrays, a dictionary's indexes), turned to text a batch
 * at a time (a dictionary's entries once); a nested one is turned to text at once, its objects
 * dropped. A group is not read by slices of rows: hyparquet reads a slice (rowStart, rowEnd) no
 * cheaper than the whole group, as it reads every column chunk whole unless the file has an
 * offset index and decodes each page whole, and DuckDB writes one page per column chunk.
 */
async function* groupBatches(
  file: AsyncBuffer,
  plan: ReadPlan,
  rowStart: number,
  rows: number,
  groupIndex: number,
  csv: boolean
): AsyncGenerator<ColumnBatch> {
  const compressors = boundedDecompressors()
  const rowEnd = rowStart + rows
  const columns: ColumnCells[] = []
  for (const [index, node] of plan.tree.children.entries()) {
    const mapKeys: unknown[] = []
    const text = columnFormat(node, () => mapKeys)
    // Numbers, dates and times never hold a comma, a quote or a line break.
    const format = csv && !isPlain(node) ? (value: unknown) => csvField(text(value)) : text
    const parsers: ParquetParsers = {
      ...DEFAULT_PARSERS,
      // INT96, the one type hyparquet converts whatever its annotations: its nanoseconds.
      timestampFromNanoseconds: nanos => nanos,
      dateFromDays: key => `${MAP_KEY_MARK}${mapKeys.push(key) - 1}`,
      stringFromBytes: utf8Text
    }
    try {
      if (isFlat(node)) {
        const decoder = flatDecoder(plan, groupIndex, index, compressors, parsers)
        const text = decoder.element.converted_type === 'UTF8'
        columns.push(flatCells(await readPages(file, decoder, rows), format, text))
      } else {
        const values = await readNested(file, plan, node.element.name, rowStart, rowEnd, {
          compressors,
          parsers
        })
        columns.push(cellsOf(Array.from(values, format), same))
      }
    } catch (error) {
      if (error instanceof ParquetError) throw error
      throw new ParquetError(
        `has row group ${groupIndex + 1} that cannot be read (${cleanReason(error)})`
      )
    }
  }
  for (let start = 0; start < rows; start += BATCH_ROWS) {
    const end = Math.min(start + BATCH_ROWS, rows)
    yield { rows: end - start, columns: columns.map(column => column(start, end)) }
  }
}

/** A nested column's values across the row group, as hyparquet assembles them. */
async function readNested(
  file: AsyncBuffer,
  plan: ReadPlan,
  name: string,
  rowStart: number,
  rowEnd: number,
  options: { compressors: Compressors; parsers: Partial<ParquetParsers> }
): Promise<ArrayLike<unknown>> {
  const chunks: DecodedArray[] = []
  await parquetRead({
    file,
    metadata: plan.raw,
    columns: [name],
    rowStart,
    rowEnd,
    utf8: false,
    ...options,
    onChunk: chunk => chunks.push(chunk.columnData)
  })
  return flatten(chunks)
}

const same = (text: string) => text

/** A top-level leaf's column chunk in a row group, and how hyparquet decodes its pages. */
interface FlatDecoder extends ColumnDecoder {
  readonly start: number
  readonly end: number
}

function flatDecoder(
  plan: ReadPlan,
  groupIndex: number,
  columnIndex: number,
  compressors: Compressors,
  parsers: ParquetParsers
): FlatDecoder {
  const leaf = plan.rawTree.children[columnIndex]
  const chunk = plan.raw.row_groups[groupIndex].columns.find(
    column => column.meta_data?.path_in_schema.join('.') === leaf.path.join('.')
  )?.meta_data
  if (chunk === undefined) {
    throw new ParquetError(
      `has no data for column '${leaf.path.join('.')}' in row group ${groupIndex + 1}`
    )
  }
  const start = Number(chunk.dictionary_page_offset || chunk.data_page_offset)
  return {
    pathInSchema: leaf.path,
    type: leaf.element.type ?? chunk.type,
    element: leaf.element,
    schemaPath: [plan.rawTree, leaf],
    codec: chunk.codec,
    parsers,
    compressors,
    utf8: false,
    start,
    end: start + Number(chunk.total_compressed_size)
  }
}

/**
 * A data page's values, and its definition levels where some are null (0: null). A page written
 * with a dictionary keeps its indexes into the dictionary's entries.
 */
interface Page {
  readonly rows: number
  readonly values: DecodedArray
  readonly levels: ArrayLike<number>
  readonly dictionary?: DecodedArray
  /** Plain byte arrays kept in the page: value i is `bytes` from `starts[i]` to `starts[i + 1] - 4`. */
  readonly bytes?: Buffer
  readonly starts?: Int32Array
}

/**
 * A top-level leaf's pages, decoded by hyparquet's own page readers but kept as they are:
 * hyparquet's column reader would copy every value of an optional column, null or not, into
 * one array, one push at a time.
 */
async function readPages(file: AsyncBuffer, decoder: FlatDecoder, rows: number): Promise<Page[]> {
  const bytes = await file.slice(decoder.start, decoder.end)
  const reader = { view: new DataView(bytes), offset: 0 }
  const pages: Page[] = []
  let dictionary: DecodedArray | undefined
  let read = 0
  const values = (
    data: DecodedArray,
    encoding: string
  ): { values: DecodedArray; dictionary?: DecodedArray } =>
    dictionary !== undefined && encoding.endsWith('_DICTIONARY')
      ? { values: data, dictionary }
      : { values: convert(data, decoder) }
  while (read < rows && reader.offset < bytes.byteLength - 1) {
    const header = parquetHeader(reader)
    const compressed = new Uint8Array(bytes, reader.offset, header.compressed_page_size)
    reader.offset += header.compressed_page_size
    const size = Number(header.uncompressed_page_size)
    if (header.type === 'DICTIONARY_PAGE' && header.dictionary_page_header) {
      const page = decompressPage(compressed, size, decoder.codec, decoder.compressors)
      const view = new DataView(page.buffer, page.byteOffset, page.byteLength)
      const count = header.dictionary_page_header.num_values
      // A plain value takes a bit at least: a count past that lies, and would be allocated.
      if (!(count >= 0 && count <= Math.max(size, 1) * 8))
        throw new ParquetError(
          `has column '${decoder.pathInSchema.join('.')}' whose dictionary claims ${count} values in ${size} bytes`
        )
      const entries = readPlain(
        { view, offset: 0 },
        decoder.type,
        count,
        decoder.element.type_length
      )
      dictionary = convert(entries, decoder)
    } else if (header.type === 'DATA_PAGE' && header.data_page_header) {
      const daph = header.data_page_header
      checkValueCount(decoder, daph.num_values, rows - read)
      const page = decompressPage(compressed, size, decoder.codec, decoder.compressors)
      const own = flatPage(page, daph, decoder, dictionary)
      if (own !== undefined) pages.push(own)
      else {
        const { definitionLevels, dataPage } = readDataPage(page, daph, decoder)
        pages.push({
          rows: daph.num_values,
          levels: definitionLevels ?? [],
          ...values(dataPage, daph.encoding)
        })
      }
      read += daph.num_values
    } else if (header.type === 'DATA_PAGE_V2' && header.data_page_header_v2) {
      const daph = header.data_page_header_v2
      checkValueCount(decoder, daph.num_rows, rows - read)
      const { definitionLevels, dataPage } = readDataPageV2(compressed, header, decoder)
      pages.push({
        rows: daph.num_rows,
        levels: definitionLevels ?? [],
        ...values(dataPage, daph.encoding)
      })
      read += daph.num_rows
    } else {
      throw new ParquetError(
        `has column '${decoder.pathInSchema.join('.')}' with a page of type ${header.type} where data was expected`
      )
    }
  }
  if (read < rows) {
    throw new ParquetError(
      `has column '${decoder.pathInSchema.join('.')}' holding ${read} values where its row group claims ${rows} rows`
    )
  }
  return pages
}

/**
 * A data page (version 1) of a top-level leaf read here, as hyparquet's readDataPage reads it,
 * without an object a value: its definition levels as bytes, a dictionary's indexes as integers,
 * plain byte arrays left in the page (their text made a batch at a time). Undefined for an
 * encoding left to hyparquet.
 */
function flatPage(
  page: Uint8Array,
  daph: DataPageHeader,
  decoder: FlatDecoder,
  dictionary: DecodedArray | undefined
): Page | undefined {
  const { type, element } = decoder
  const dictionaryIndexes =
    daph.encoding === 'PLAIN_DICTIONARY' || daph.encoding === 'RLE_DICTIONARY'
  if (
    daph.encoding !== 'PLAIN' &&
    !(dictionaryIndexes && dictionary !== undefined && type !== 'BOOLEAN')
  )
    return undefined
  const view = new DataView(page.buffer, page.byteOffset, page.byteLength)
  const reader = { view, offset: 0 }
  const rows = daph.num_values
  let levels: Uint8Array = new Uint8Array(0)
  let nulls = 0
  // A top-level leaf repeats nothing, and is defined (1) or null (0) when optional.
  if (element.repetition_type === 'OPTIONAL') {
    const defined = new Uint8Array(rows)
    readRleBitPackedHybrid(reader, 1, defined)
    for (let row = 0; row < rows; row++) if (defined[row] !== 1) nulls++
    if (nulls > 0) levels = defined
  }
  const count = rows - nulls
  if (dictionaryIndexes) {
    const width = view.getUint8(reader.offset++)
    const indexes = width > 0 ? new Int32Array(count) : new Uint8Array(count)
    if (width > 0) readRleBitPackedHybrid(reader, width, indexes, view.byteLength - reader.offset)
    return { rows, levels, values: indexes, dictionary }
  }
  if (type !== 'BYTE_ARRAY') {
    const plain = readPlain(reader, type, count, element.type_length)
    return { rows, levels, values: convert(plain, decoder) }
  }
  const starts = new Int32Array(count + 1)
  let at = reader.offset
  for (let i = 0; i <= count; i++) {
    // Said as hyparquet's own errors are: the row group cannot be read, and why.
    if (at > page.byteLength || (i < count && at + 4 > page.byteLength))
      throw new Error('the values run past their page')
    starts[i] = at + 4
    if (i < count) at += 4 + view.getUint32(at, true)
  }
  return {
    rows,
    levels,
    values: [],
    bytes: Buffer.from(page.buffer, page.byteOffset, page.byteLength),
    starts
  }
}

/**
 * The most values one data page may claim: a page's values are allocated before they are read,
 * outside the worker's capped heap; no writer puts more than a few hundred thousand in a page.
 */
const MAX_PAGE_VALUES = 2 ** 24

/** A page may hold no more values than the rows left in its row group, nor past the cap. */
function checkValueCount(decoder: FlatDecoder, count: number, rowsLeft: number): void {
  if (count >= 0 && count <= rowsLeft && count <= MAX_PAGE_VALUES) return
  throw new ParquetError(
    `has column '${decoder.pathInSchema.join('.')}' with a page that claims ${count} values where ${Math.min(rowsLeft, MAX_PAGE_VALUES)} at most can be`
  )
}

/**
 * A flat column's cells, asked for in order: the pages walked once, nulls placed by level.
 */
function flatCells(
  pages: readonly Page[],
  format: (value: unknown) => string,
  text: boolean
): ColumnCells {
  let pageIndex = 0
  let row = 0
  let value = 0
  // The text of the entries of the dictionary the pages share (a column chunk has one).
  let dictionary: DecodedArray | undefined
  let entries: string[] = []
  return (start, end) => {
    const cells: string[] = new Array(end - start)
    for (let i = 0; i < cells.length;) {
      while (pageIndex < pages.length && row >= pages[pageIndex].rows) {
        pageIndex++
        row = 0
        value = 0
      }
      const page = pages[pageIndex]
      if (page === undefined) {
        cells.fill('', i)
        break
      }
      // The cells of this page, a loop for each way its values are kept.
      const last = i + Math.min(cells.length - i, page.rows - row)
      const { levels, values, bytes, starts } = page
      const nullable = levels.length > 0
      if (page.dictionary !== undefined) {
        if (page.dictionary !== dictionary) {
          dictionary = page.dictionary
          entries = Array.from(dictionary as ArrayLike<unknown>, format)
        }
        // An index past the entries is a missing value, as hyparquet would read it.
        for (; i < last; i++, row++)
          cells[i] = nullable && levels[row] === 0 ? '' : (entries[values[value++] as number] ?? '')
      } else if (bytes !== undefined && starts !== undefined) {
        for (; i < last; i++, row++) {
          if (nullable && levels[row] === 0) cells[i] = ''
          else {
            cells[i] = format(plainBytes(bytes, starts[value], starts[value + 1] - 4, text))
            value++
          }
        }
      } else {
        for (; i < last; i++, row++)
          cells[i] = nullable && levels[row] === 0 ? '' : format(values[value++])
      }
    }
    return cells
  }
}

/**
 * A plain byte array of a page as hyparquet hands it over: a text leaf's decoded (as utf8Text
 * decodes it, without a view made of it), another's bytes.
 */
function plainBytes(page: Buffer, start: number, end: number, text: boolean): unknown {
  if (!text) return new Uint8Array(page.buffer, page.byteOffset + start, end - start)
  if (end > start && page[start] === 0xef) return utf8Text(page.subarray(start, end))
  return page.toString('utf8', start, end)
}

function cellsOf(values: ArrayLike<string>, format: (value: string) => string): ColumnCells {
  return (start, end) => {
    const cells: string[] = new Array(end - start)
    for (let i = start; i < end; i++) cells[i - start] = format(values[i])
    return cells
  }
}

/**
 * The decompressors, each refusing a page that claims more bytes than a whole row group may
 * hold, and all together more than that in one read: page headers are not checked by the footer.
 */
function boundedDecompressors(): Compressors {
  let total = 0
  const bounded: Compressors = {}
  for (const [codec, decompress] of Object.entries(decompressors) as [
    keyof Compressors,
    NonNullable<Compressors[keyof Compressors]>
  ][]) {
    bounded[codec] = (input, outputLength) => {
      total += outputLength
      if (!(outputLength >= 0) || total > ROW_GROUP_LIMIT) {
        throw new ParquetError(
          `has pages that decompress to more than the ${ROW_GROUP_LIMIT / MiB} MiB a row group may hold: write it with smaller row groups`
        )
      }
      return decompress(input, outputLength)
    }
  }
  return bounded
}

/** Byte ranges of the file, each read whole into its own buffer. */
function fileBuffer(handle: FileHandle, size: number): AsyncBuffer {
  return {
    byteLength: size,
    async slice(start: number, end = size): Promise<ArrayBuffer> {
      const buffer = new Uint8Array(Math.max(0, end - start))
      let done = 0
      while (done < buffer.length) {
        const { bytesRead } = await handle.read(buffer, done, buffer.length - done, start + done)
        if (bytesRead === 0) throw new ParquetError('ended early: it changed while it was read')
        done += bytesRead
      }
      return buffer.buffer
    }
  }
}

/** An error's message as a short clause: no stack, no control characters, no "parquet" prefix. */
function cleanReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  const clean = message
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ')
    .replace(/^parquet /, '')
    .trim()
  return clean.length > 160 ? `${clean.slice(0, 160)}…` : clean || 'an unknown error'
}

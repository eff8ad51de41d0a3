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
    tree
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
 * One row group, read a column at a time through hyparquet's column-chunk callback (no object
 * a row), then handed over a batch of rows at a time: a flat column's values turned to text a
 * batch at a time, a nested one's at once, its objects dropped. A group is not read by slices
 * of rows: hyparquet reads a slice (rowStart, rowEnd) no cheaper than the whole group, as it
 * reads every column chunk whole unless the file has an offset index and decodes each page
 * whole, and DuckDB writes one page per column chunk.
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
  const columns: ColumnCells[] = []
  for (const node of plan.tree.children) {
    const mapKeys: unknown[] = []
    const text = columnFormat(node, () => mapKeys)
    // Numbers, dates and times never hold a comma, a quote or a line break.
    const format = csv && !isPlain(node) ? (value: unknown) => csvField(text(value)) : text
    const parsers: Partial<ParquetParsers> = {
      // INT96, the one type hyparquet converts whatever its annotations: its nanoseconds.
      timestampFromNanoseconds: nanos => nanos,
      dateFromDays: key => `${MAP_KEY_MARK}${mapKeys.push(key) - 1}`,
      stringFromBytes: utf8Text
    }
    const name = node.element.name
    try {
      const chunks = await readColumn(file, plan, name, rowStart, rows, compressors, parsers)
      const read = chunks.reduce((n, chunk) => n + chunk.length, 0)
      if (read < rows) {
        throw new ParquetError(
          `has column '${name}' holding ${read} values where its row group claims ${rows} rows`
        )
      }
      columns.push(isFlat(node) ? chunkCells(chunks, format) : textCells(flatten(chunks), format))
    } catch (error) {
      if (error instanceof ParquetError) throw error
      throw new ParquetError(
        `has row group ${groupIndex + 1} that cannot be read (${decodeReason(error)})`
      )
    }
  }
  for (let start = 0; start < rows; start += BATCH_ROWS) {
    const end = Math.min(start + BATCH_ROWS, rows)
    yield { rows: end - start, columns: columns.map(column => column(start, end)) }
  }
}

/**
 * A top-level column's values across the row group, as hyparquet hands over its chunks: a flat
 * column's a chunk a page, a nested one's assembled.
 */
async function readColumn(
  file: AsyncBuffer,
  plan: ReadPlan,
  name: string,
  rowStart: number,
  rows: number,
  compressors: Compressors,
  parsers: Partial<ParquetParsers>
): Promise<DecodedArray[]> {
  const chunks: { rowStart: number; data: DecodedArray }[] = []
  await parquetRead({
    file,
    metadata: plan.raw,
    columns: [name],
    rowStart,
    rowEnd: rowStart + rows,
    utf8: false,
    compressors,
    parsers,
    onChunk: chunk => chunks.push({ rowStart: chunk.rowStart, data: chunk.columnData })
  })
  // The chunks of one column come in file order, but are sorted so no promise order is relied on.
  return chunks.sort((a, b) => a.rowStart - b.rowStart).map(chunk => chunk.data)
}

/** A flat column's cells, asked for in order: its chunks walked once. */
function chunkCells(
  chunks: readonly DecodedArray[],
  format: (value: unknown) => string
): ColumnCells {
  let chunkIndex = 0
  let offset = 0
  return (start, end) => {
    const cells: string[] = new Array(end - start)
    let i = 0
    while (i < cells.length && chunkIndex < chunks.length) {
      const chunk = chunks[chunkIndex]
      const last = Math.min(cells.length, i + chunk.length - offset)
      for (; i < last; i++) cells[i] = format(chunk[offset++])
      if (offset >= chunk.length) {
        chunkIndex++
        offset = 0
      }
    }
    return cells
  }
}

function textCells(values: ArrayLike<unknown>, format: (value: unknown) => string): ColumnCells {
  return (start, end) => {
    const cells: string[] = new Array(end - start)
    for (let i = start; i < end; i++) cells[i - start] = format(values[i])
    return cells
  }
}

/**
 * Why hyparquet could not decode a page: a RangeError is a length or an offset read from the
 * page that points past its end. Told by its name: under a test runner's module sandbox the
 * error comes from another realm, which `instanceof` does not see.
 */
function decodeReason(error: unknown): string {
  const name = (error as { name?: unknown } | null)?.name
  return name === 'RangeError' ? 'the values run past their page' : cleanReason(error)
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

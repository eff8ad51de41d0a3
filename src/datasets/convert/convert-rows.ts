/**
 * A row as the converted file writes it: a CSV field quoted where it must be, a record of
 * delimited text as a line of comma CSV, a JSON record's columns picked; Parquet's rows written
 * a batch at a time into one buffer.
 */
import type { ColumnSelection } from './columns.js'
import { DecimalCommaColumns, DecimalPointColumns, pointDecimal } from '../read/decimal-comma.js'
import type { Delimiter } from '../read/delimiter.js'

const NEEDS_QUOTES = /[",\r\n]/

export function csvField(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function csvLine(fields: readonly string[], keep: readonly number[] | undefined): string {
  if (keep === undefined) return fields.map(csvField).join(',')
  return keep.map(i => csvField(fields[i] ?? '')).join(',')
}

/**
 * Records of delimited text as lines of comma CSV, as the `decimal-separator` input asks:
 * numbers written with a decimal comma given a point, or, in text separated by semicolons (where
 * decimal commas go), the columns that hold only such numbers followed, to be named.
 */
export class DelimitedLines {
  readonly decimals: DecimalCommaColumns | undefined
  /** With a decimal comma: the columns whose cells show a decimal point instead. */
  readonly points: DecimalPointColumns | undefined
  private readonly split: boolean

  constructor(
    private readonly delimiter: Delimiter,
    private readonly keep: readonly number[] | undefined,
    private readonly decimalComma: boolean
  ) {
    this.decimals = !decimalComma && delimiter === ';' ? new DecimalCommaColumns() : undefined
    this.points = decimalComma ? new DecimalPointColumns() : undefined
    this.split = decimalComma || this.decimals !== undefined
  }

  /** The record as its fields where they are needed; every record is read, sampled out or not. */
  read(record: string | string[]): string | string[] {
    const fields = typeof record === 'string' && this.split ? record.split(this.delimiter) : record
    if (typeof fields !== 'string') {
      this.decimals?.observe(fields)
      this.points?.observe(fields)
    }
    return fields
  }

  /** A record read, as its line of comma CSV without the line end. */
  line(fields: string | string[]): string {
    const { delimiter, keep } = this
    if (typeof fields !== 'string')
      return csvLine(this.decimalComma ? fields.map(pointDecimal) : fields, keep)
    if (keep === undefined && delimiter === ',') return fields
    if (keep === undefined && !fields.includes(','))
      return delimiter === ',' ? fields : fields.replaceAll(delimiter, ',')
    return csvLine(fields.split(delimiter), keep)
  }
}

/**
 * Rows given by column, each cell a CSV field already (Parquet's batches), written a line each:
 * the columns kept, in their order, as csvLine writes them.
 */
export function fieldLines(
  columns: readonly (readonly string[])[],
  rows: number,
  keep: readonly number[] | undefined,
  line: (text: string) => void
): void {
  const kept = keep === undefined ? columns : keep.map(i => columns[i] ?? [])
  const last = kept.length - 1
  for (let row = 0; row < rows; row++) {
    let text = ''
    for (let column = 0; column < last; column++) text += `${kept[column][row] ?? ''},`
    line(last < 0 ? '\n' : `${text}${kept[last][row] ?? ''}\n`)
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function pick(
  record: Record<string, unknown>,
  columns: ColumnSelection
): Record<string, unknown> {
  if ('keep' in columns)
    return Object.fromEntries(columns.keep.filter(k => k in record).map(k => [k, record[k]]))
  const dropped = new Set(columns.drop)
  return Object.fromEntries(Object.entries(record).filter(([k]) => !dropped.has(k)))
}

/** Rows as UTF-8 bytes, one after the other, and where each ends. */
export interface RowBytes {
  readonly bytes: Uint8Array
  /** The end of each row in `bytes`. */
  readonly ends: Float64Array
}

/** Rows written in turn into one growing buffer, used again for the next batch. */
export class RowsWriter {
  private buffer: Buffer
  private used = 0
  private ends = new Float64Array(1024)
  private count = 0

  constructor(spare = new ArrayBuffer(64 * 1024)) {
    this.buffer = Buffer.from(spare)
  }

  row(text: string): void {
    // Three bytes a UTF-16 unit at most; a buffer grown for the worst case, rarely.
    if (this.used + text.length * 3 > this.buffer.length) {
      const bigger = Buffer.from(
        new ArrayBuffer(Math.max(this.buffer.length * 2, this.used + text.length * 3))
      )
      this.buffer.copy(bigger, 0, 0, this.used)
      this.buffer = bigger
    }
    this.used += this.buffer.write(text, this.used)
    if (this.count === this.ends.length) {
      const ends = new Float64Array(this.ends.length * 2)
      ends.set(this.ends)
      this.ends = ends
    }
    this.ends[this.count++] = this.used
  }

  result(): RowBytes {
    return {
      bytes: new Uint8Array(this.buffer.buffer, 0, this.used),
      ends: this.ends.slice(0, this.count)
    }
  }
}

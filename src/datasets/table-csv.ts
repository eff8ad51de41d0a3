/**
 * A CSV version read into a Table: its header names the columns, each cell is digested as text.
 * A row shorter than the header lacks the last values (missing, unlike an empty field); fields
 * past the header's length are not compared, as they have no column.
 *
 * Text written as RFC 4180 writes it (the comma CSV the service reads, which every version
 * compared is by then) is read in one pass over its characters, each field digested as it passes
 * and no string made but the header's. From the first character that is not (a quote inside an
 * unquoted field, text after a closing quote, a carriage return alone, a quote never closed), the
 * file is read again by csv-records.ts, which reads such text as leniently as the service.
 * Both ways digest a field's characters alike.
 */
import { createReadStream, promises as fs } from 'node:fs'
import { StringDecoder } from 'node:string_decoder'
import { CsvSyntaxError, readCsvRecords } from './csv-records.js'
import {
  CellDigest,
  Column,
  finishHi,
  finishLo,
  MAX_CELLS,
  MISSING_HI,
  MISSING_LO,
  SEED_A,
  SEED_B,
  TooManyCells,
  type Table
} from './table.js'
import { VersionError } from './versions.js'

const [COMMA, QUOTE, LF, CR] = [0x2c, 0x22, 0x0a, 0x0d]

/** The digest of the empty text, which marks an empty CSV value. */
const EMPTY = new CellDigest().finish()

/** Whether a CSV value is empty: the empty text, or missing from a short row. */
export function csvIsEmpty(lo: number, hi: number): boolean {
  return (lo === EMPTY.lo && hi === EMPTY.hi) || (lo === MISSING_LO && hi === MISSING_HI)
}

export async function readCsvTable(version: 'base' | 'head', file: string): Promise<Table> {
  try {
    return await readRegular(file)
  } catch (error) {
    if (!(error instanceof Irregular)) throw error
    return readLeniently(version, file)
  }
}

function bytesOf(file: string): AsyncIterable<Buffer> {
  return createReadStream(file, { highWaterMark: 256 * 1024 })
}

class Irregular extends Error {}

/** Where the reading is: at a field's start, in an unquoted or a quoted field, or just past a quote in one. */
const At = {
  FieldStart: 0,
  Unquoted: 1,
  Quoted: 2,
  QuoteInQuoted: 3,
  /** A carriage return outside quotes, which only a line feed may follow. */
  Return: 4
} as const
type At = (typeof At)[keyof typeof At]

/** The one-pass reading of RFC 4180 text; Irregular at anything else. */
class RegularReader {
  columns: Column[] | undefined
  rows = 0
  private at: At = At.FieldStart
  private a = SEED_A
  private b = SEED_B
  /** The field number in the record being read. */
  private field = 0
  /** Whether the record being read has begun (an empty line is no record). */
  private begun = false
  private header: string[] = []
  private name = ''
  private cellsLeft = MAX_CELLS

  write(text: string): void {
    const n = text.length
    let { a, b } = this
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i)
      switch (this.at) {
        case At.FieldStart:
        case At.Unquoted:
          if (c === COMMA) {
            this.endField(a, b)
            a = SEED_A
            b = SEED_B
            this.at = At.FieldStart
            continue
          }
          if (c === LF || c === CR) {
            if (this.begun || this.at === At.Unquoted) this.endField(a, b)
            this.endRecord()
            a = SEED_A
            b = SEED_B
            this.at = c === CR ? At.Return : At.FieldStart
            continue
          }
          if (c === QUOTE) {
            if (this.at === At.Unquoted) throw new Irregular()
            this.at = At.Quoted
            this.begun = true
            continue
          }
          this.at = At.Unquoted
          this.begun = true
          break
        case At.Quoted:
          if (c === QUOTE) {
            this.at = At.QuoteInQuoted
            continue
          }
          break
        case At.QuoteInQuoted:
          if (c === QUOTE) {
            this.at = At.Quoted
            break
          }
          if (c === COMMA || c === LF || c === CR) {
            this.at = At.Unquoted
            i--
            continue
          }
          throw new Irregular()
        case At.Return:
          if (c !== LF) throw new Irregular()
          this.at = At.FieldStart
          continue
      }
      // A character of the field: digested as CellDigest digests text.
      a = Math.imul(a ^ c, 0x01000193)
      b = Math.imul(b + c, 0x5bd1e995)
      b ^= b >>> 15
      if (this.columns === undefined) this.name += text[i]
    }
    this.a = a
    this.b = b
  }

  end(): void {
    // A carriage return may end the text, as it ends a line.
    if (this.at === At.Quoted) throw new Irregular()
    if (this.begun || this.at === At.Unquoted || this.at === At.QuoteInQuoted)
      this.endField(this.a, this.b)
    this.endRecord()
  }

  private endField(a: number, b: number): void {
    this.begun = true
    const columns = this.columns
    if (columns === undefined) {
      this.header.push(this.name)
      this.name = ''
    } else if (this.field < columns.length)
      columns[this.field].set(this.rows, finishLo(a, b), finishHi(a, b))
    this.field++
  }

  private endRecord(): void {
    if (!this.begun) return
    if (this.columns === undefined) this.columns = this.header.map(name => new Column(name))
    else {
      this.cellsLeft -= this.columns.length
      if (this.cellsLeft < 0) throw new TooManyCells()
      this.rows++
    }
    // A short row's last values are left unwritten: a column's slots start as the missing value.
    this.field = 0
    this.begun = false
  }
}

async function readRegular(file: string): Promise<Table> {
  const { size } = await fs.stat(file)
  const reader = new RegularReader()
  const decoder = new StringDecoder('utf8')
  let [read, first, reserved] = [0, true, false]
  for await (const chunk of bytesOf(file)) {
    let text = decoder.write(chunk)
    if (first && text !== '') {
      text = text.replace(/^\uFEFF/, '')
      first = false
    }
    reader.write(text)
    read += chunk.length
    // Once some rows are read, room is made at once for as many as the file seems to hold.
    if (!reserved && reader.rows >= 1000 && reader.columns !== undefined) {
      const expected = (reader.rows * size * 1.05) / read
      for (const column of reader.columns) column.reserve(expected)
      reserved = true
    }
  }
  reader.write(decoder.end())
  reader.end()
  const rows = reader.rows
  return {
    unit: 'rows',
    columns: (reader.columns ?? []).map(column => column.seal(rows)),
    rows,
    isEmpty: csvIsEmpty
  }
}

/** Any CSV the service reads, through csv-records.ts: one field at a time. */
async function readLeniently(version: 'base' | 'head', file: string): Promise<Table> {
  let columns: Column[] | undefined
  let rows = 0
  let cellsLeft = MAX_CELLS
  const digest = new CellDigest()
  const take = (record: string | string[]) => {
    const fields = typeof record === 'string' ? record.split(',') : record
    if (columns === undefined) {
      columns = fields.map(name => new Column(name))
      return
    }
    cellsLeft -= columns.length
    if (cellsLeft < 0) throw new TooManyCells()
    const count = Math.min(fields.length, columns.length)
    for (let n = 0; n < count; n++) {
      digest.reset().text(fields[n]).finish()
      columns[n].set(rows, digest.lo, digest.hi)
    }
    rows++
  }
  try {
    await readCsvRecords(bytesOf(file), take)
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new VersionError(version, error.message)
    throw error
  }
  return {
    unit: 'rows',
    columns: (columns ?? []).map(column => column.seal(rows)),
    rows,
    isEmpty: csvIsEmpty
  }
}

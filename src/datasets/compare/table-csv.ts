/**
 * A CSV version read into a Table: its header names the columns, each cell is digested as text.
 * A row shorter than the header lacks the last values (missing, unlike an empty field); fields
 * past the header's length are not compared, as they have no column.
 *
 * Text written as RFC 4180 writes it (the comma CSV the service reads, which every version
 * compared is by then, in UTF-8) is read in one pass over its bytes, each field digested as it
 * passes and no string made but the header's: the delimiters are ASCII, never part of another
 * character's bytes. From the first character that is not (a quote inside an
 * unquoted field, text after a closing quote, a carriage return alone, a quote never closed), the
 * file is read again by csv-records.ts, which reads such text as leniently as the service.
 * Both ways digest a field's UTF-8 bytes alike.
 */
import { promises as fs } from 'node:fs'
import { CsvSyntaxError, readCsvRecords } from '../read/csv-records.js'
import {
  Column,
  finishHi,
  finishLo,
  laneA,
  laneB,
  MAX_CELLS,
  MAX_COLUMNS,
  MISSING_HI,
  MISSING_LO,
  SEED_A,
  SEED_B,
  TooManyCells,
  type Table
} from './table.js'
import { fileChunks } from '../read/text-source.js'
import { VersionError } from '../read/version-bytes.js'

const [COMMA, QUOTE, LF, CR] = [0x2c, 0x22, 0x0a, 0x0d]

export async function readCsvTable(version: 'base' | 'head', file: string): Promise<Table> {
  try {
    return await readRegular(file)
  } catch (error) {
    if (!(error instanceof Irregular)) throw error
    return readLeniently(version, file)
  }
}

class Irregular extends Error {}

/** A column name longer than this is read by csv-records.ts, which holds a record to a limit. */
const MAX_NAME_BYTES = 64 * 1024

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

/**
 * A field's digest, over its UTF-8 bytes taken four at a time (a quarter of the multiplications
 * a byte at a time would cost), then its length. `FieldDigest` digests a field as it streams by;
 * `digestField` digests one given whole: both give the same digest for the same bytes.
 */
class FieldDigest {
  a = SEED_A
  b = SEED_B
  /** Bytes not yet mixed, the first in the lowest bits, and how many. */
  word = 0
  held = 0
  /** Words of four bytes mixed. */
  words = 0

  reset(): void {
    this.a = SEED_A
    this.b = SEED_B
    this.word = 0
    this.held = 0
    this.words = 0
  }
}

/** Lane a's step for four bytes: table.ts's, turned, so a word's high bits reach its low ones. */
function wordA(a: number, word: number): number {
  const x = laneA(a, word)
  return (x << 13) | (x >>> 19)
}

/** Finishes `digest` (its last bytes, then its length) into its column at `row`. */
function finishInto(digest: FieldDigest, column: Column, row: number): void {
  let { a, b } = digest
  if (digest.held > 0) {
    a = wordA(a, digest.word)
    b = laneB(b, digest.word)
  }
  const length = (4 * digest.words + digest.held) ^ 0x80000000
  a = wordA(a, length)
  b = laneB(b, length)
  const hi = finishHi(a, b)
  column.set(row, finishLo(a, hi), hi)
}

const scratchDigest = new FieldDigest()

/** The digest of one field's text, as the one-pass reading digests its bytes. */
export function digestField(text: string, column: Column, row: number): void {
  const digest = scratchDigest
  digest.reset()
  for (const byte of Buffer.from(text, 'utf8')) {
    digest.word |= byte << (8 * digest.held)
    if (++digest.held === 4) {
      digest.a = wordA(digest.a, digest.word)
      digest.b = laneB(digest.b, digest.word)
      digest.word = 0
      digest.held = 0
      digest.words++
    }
  }
  finishInto(digest, column, row)
}

/** The empty field's digest, which marks an empty CSV value. */
const EMPTY = (() => {
  const column = new Column('', 1)
  digestField('', column, 0)
  return { lo: column.data[0], hi: column.data[1] }
})()

/** Whether a CSV value is empty: the empty text, or missing from a short row. */
export function csvIsEmpty(lo: number, hi: number): boolean {
  return (lo === EMPTY.lo && hi === EMPTY.hi) || (lo === MISSING_LO && hi === MISSING_HI)
}

/** The one-pass reading of RFC 4180 text, byte by byte; Irregular at anything else. */
class RegularReader {
  columns: Column[] | undefined
  rows = 0
  private at: At = At.FieldStart
  private readonly digest = new FieldDigest()
  /** The field number in the record being read. */
  private field = 0
  /** Whether the record being read has begun (an empty line is no record). */
  private begun = false
  private header: string[] = []
  private name: number[] = []
  private cellsLeft = MAX_CELLS

  write(bytes: Uint8Array): void {
    const n = bytes.length
    const digest = this.digest
    let { at, begun } = this
    let { a, b, word, held, words } = digest
    // Only the header's bytes make its names; every other record is digested alone.
    let naming = this.columns === undefined
    for (let i = 0; i < n; i++) {
      let c = bytes[i]
      if (at === At.Unquoted || at === At.FieldStart) {
        if (c !== COMMA && c !== LF && c !== CR && c !== QUOTE) {
          at = At.Unquoted
          begun = true
          // The bytes of an unquoted field, in a loop of their own: most of any file.
          do {
            word |= c << (8 * held)
            if (++held === 4) {
              a = wordA(a, word)
              b = laneB(b, word)
              word = 0
              held = 0
              words++
            }
            if (naming && this.name.push(c) > MAX_NAME_BYTES) throw new Irregular()
            if (++i === n) break
            c = bytes[i]
          } while (c !== COMMA && c !== LF && c !== CR && c !== QUOTE)
          if (i === n) break
        }
        if (c === QUOTE) {
          if (at === At.Unquoted) throw new Irregular()
          at = At.Quoted
          begun = true
          continue
        }
        const lineEnd = c !== COMMA
        if (!lineEnd || begun) {
          digest.a = a
          digest.b = b
          digest.word = word
          digest.held = held
          digest.words = words
          this.endField()
          begun = true
        }
        a = SEED_A
        b = SEED_B
        word = 0
        held = 0
        words = 0
        if (lineEnd) {
          this.begun = begun
          this.endRecord()
          begun = false
          naming = this.columns === undefined
          at = c === CR ? At.Return : At.FieldStart
        } else at = At.FieldStart
        continue
      }
      if (at === At.Quoted || at === At.QuoteInQuoted) {
        if (at === At.Quoted && c === QUOTE) {
          at = At.QuoteInQuoted
          continue
        }
        if (at === At.QuoteInQuoted && c !== QUOTE) {
          if (c !== COMMA && c !== LF && c !== CR) throw new Irregular()
          // The closing quote: the byte after it ends the field, as after an unquoted one.
          at = At.Unquoted
          i--
          continue
        }
        // A byte of the quoted value; after a quote, the second of a doubled one.
        word |= c << (8 * held)
        if (++held === 4) {
          a = wordA(a, word)
          b = laneB(b, word)
          word = 0
          held = 0
          words++
        }
        if (naming && this.name.push(c) > MAX_NAME_BYTES) throw new Irregular()
        at = At.Quoted
        continue
      }
      // At.Return: a carriage return outside quotes, which only a line feed may follow.
      if (c !== LF) throw new Irregular()
      at = At.FieldStart
    }
    digest.a = a
    digest.b = b
    digest.word = word
    digest.held = held
    digest.words = words
    this.at = at
    this.begun = begun
  }

  end(): void {
    // A carriage return may end the text, as it ends a line.
    if (this.at === At.Quoted) throw new Irregular()
    if (this.begun) this.endField()
    this.endRecord()
  }

  private endField(): void {
    this.begun = true
    const columns = this.columns
    if (columns === undefined) {
      if (this.header.length === MAX_COLUMNS) throw new TooManyCells('columns')
      this.header.push(Buffer.from(this.name).toString('utf8'))
      this.name = []
    } else if (this.field < columns.length) finishInto(this.digest, columns[this.field], this.rows)
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

const UTF8_BOM = [0xef, 0xbb, 0xbf]

async function readRegular(file: string): Promise<Table> {
  const { size } = await fs.stat(file)
  const reader = new RegularReader()
  let [read, reserved] = [0, false]
  for await (const chunk of fileChunks(file)) {
    // A byte order mark is dropped, as csv-records.ts drops it (a first chunk holds all three).
    const bom = read === 0 && UTF8_BOM.every((byte, i) => chunk[i] === byte)
    reader.write(bom ? chunk.subarray(3) : chunk)
    read += chunk.length
    // Once some rows are read, room is made at once for as many as the file seems to hold.
    if (!reserved && reader.rows >= 1000 && reader.columns !== undefined) {
      const expected = (reader.rows * size * 1.05) / read
      for (const column of reader.columns) column.reserve(expected)
      reserved = true
    }
  }
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
  const take = (record: string | string[]) => {
    const fields = typeof record === 'string' ? record.split(',') : record
    if (columns === undefined) {
      if (fields.length > MAX_COLUMNS) throw new TooManyCells('columns')
      columns = fields.map(name => new Column(name))
      return
    }
    cellsLeft -= columns.length
    if (cellsLeft < 0) throw new TooManyCells()
    const count = Math.min(fields.length, columns.length)
    for (let n = 0; n < count; n++) digestField(fields[n], columns[n], rows)
    rows++
  }
  try {
    await readCsvRecords(fileChunks(file), take)
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

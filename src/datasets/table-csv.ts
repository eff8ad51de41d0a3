/**
 * A CSV version read into a Table: its header names the columns, each cell is digested as text.
 * A row shorter than the header lacks the last values (missing, unlike an empty field); fields
 * past the header's length are not compared, as they have no column.
 */
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
import { VersionError, type Bytes } from './versions.js'

const COMMA = 0x2c

/** The digest of the empty text, which marks an empty CSV value. */
const EMPTY = new CellDigest().finish()

/**
 * A line without quotes, its fields split at commas, each digested as CellDigest digests text:
 * in one pass over the line, as this runs for every character of the dataset.
 */
function digestLine(line: string, columns: readonly Column[], row: number): void {
  let a = SEED_A
  let b = SEED_B
  let n = 0
  for (let i = 0; i <= line.length; i++) {
    const c = i < line.length ? line.charCodeAt(i) : COMMA
    if (c === COMMA) {
      if (n < columns.length) columns[n].set(row, finishLo(a, b), finishHi(a, b))
      n++
      a = SEED_A
      b = SEED_B
    } else {
      a = Math.imul(a ^ c, 0x01000193)
      b = Math.imul(b + c, 0x5bd1e995)
      b ^= b >>> 15
    }
  }
}

function digestFields(fields: readonly string[], columns: readonly Column[], row: number): void {
  const digest = new CellDigest()
  const count = Math.min(fields.length, columns.length)
  for (let n = 0; n < count; n++) {
    digest.reset().text(fields[n]).finish()
    columns[n].set(row, digest.lo, digest.hi)
  }
}

export async function readCsvTable(version: 'base' | 'head', bytes: Bytes): Promise<Table> {
  let columns: Column[] | undefined
  let rows = 0
  let cellsLeft = MAX_CELLS
  const take = (record: string | string[]) => {
    if (columns === undefined) {
      columns = (typeof record === 'string' ? record.split(',') : record).map(
        name => new Column(name)
      )
      return
    }
    cellsLeft -= columns.length
    if (cellsLeft < 0) throw new TooManyCells()
    if (typeof record === 'string') digestLine(record, columns, rows++)
    else digestFields(record, columns, rows++)
    // A short row's last values are left unwritten: a column's slots start as the missing value.
  }
  try {
    await readCsvRecords(bytes, take)
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

/** Whether a CSV value is empty: the empty text, or missing from a short row. */
export function csvIsEmpty(lo: number, hi: number): boolean {
  return (lo === EMPTY.lo && hi === EMPTY.hi) || (lo === MISSING_LO && hi === MISSING_HI)
}

/**
 * A JSON array read into a Table. Of an array of objects (records), every key any record has is
 * a column, in the order keys first appear, and a record without a key has the missing value
 * there. Values are digested as parsed: `72.0` is `72`, an object's keys are taken in sorted
 * order. An array with any element that is not an object is read again as items: one column
 * whose values are the elements.
 */
import { splitAll, Splitter } from '../read/json-members.js'
import {
  CellDigest,
  Column,
  MAX_CELLS,
  MAX_COLUMNS,
  MISSING_HI,
  MISSING_LO,
  TooManyCells,
  type Table
} from './table.js'
import { fileChunks } from '../read/text-source.js'

/** Markers of JSON's kinds and structure, above every UTF-16 code unit. */
const TAG = {
  end: 0x10000,
  null: 0x10002,
  true: 0x10003,
  false: 0x10004,
  string: 0x10005,
  number: 0x10006,
  array: 0x10007,
  object: 0x10008
} as const
const NUMBER = new Float64Array(1)
const NUMBER_BITS = new Int32Array(NUMBER.buffer)

/** An object's key, where `feed` meets it: digested before the key's value. */
class KeyOf {
  constructor(readonly key: string) {}
}

/** Where `feed` closes an array or an object. */
const CLOSE = new KeyOf('')

/** A value's parts: a scalar's at once, an array's or object's in order, without recursion. */
function feed(digest: CellDigest, value: unknown): void {
  if (scalar(digest, value)) return
  // A stack, not recursion: JSON.parse reads values nested deeper than the call stack holds.
  const stack: unknown[] = [value]
  while (stack.length > 0) {
    const next = stack.pop()
    if (next === CLOSE) digest.mark(TAG.end)
    else if (next instanceof KeyOf) digest.text(next.key).mark(TAG.end)
    else if (scalar(digest, next)) continue
    else if (Array.isArray(next)) {
      digest.mark(TAG.array)
      stack.push(CLOSE)
      for (let i = next.length - 1; i >= 0; i--) stack.push(next[i])
    } else {
      digest.mark(TAG.object)
      stack.push(CLOSE)
      const record = next as Record<string, unknown>
      const keys = Object.keys(record).sort()
      for (let i = keys.length - 1; i >= 0; i--) stack.push(record[keys[i]], new KeyOf(keys[i]))
    }
  }
}

/** Digests a string, number, boolean or null and says so; false for an array or object. */
function scalar(digest: CellDigest, value: unknown): boolean {
  if (typeof value === 'string') digest.mark(TAG.string).text(value).mark(TAG.end)
  else if (typeof value === 'number') {
    // -0 is 0 once parsed as a value, as JavaScript compares it.
    NUMBER[0] = value === 0 ? 0 : value
    digest.mark(TAG.number).mark(NUMBER_BITS[0]).mark(NUMBER_BITS[1])
  } else if (value === null) digest.mark(TAG.null)
  else if (typeof value === 'boolean') digest.mark(value ? TAG.true : TAG.false)
  else return false
  return true
}

export function digestOf(value: unknown): CellDigest {
  const digest = new CellDigest()
  feed(digest, value)
  return digest.finish()
}

/** Values that leave a key empty: null and the empty string (and the missing value). */
const [NULL, EMPTY_TEXT] = [digestOf(null), digestOf('')]

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

class NotRecords extends Error {}

/** The top level is an array: its elements, as records while they all are objects. */
export async function readJsonTable(
  version: 'base' | 'head',
  file: string,
  asItems = false
): Promise<Table> {
  try {
    return await read(version, file, !asItems)
  } catch (error) {
    if (error instanceof NotRecords) return read(version, file, false)
    throw error
  }
}

async function read(version: 'base' | 'head', file: string, records: boolean): Promise<Table> {
  const columns: Column[] = []
  const byName = new Map<string, Column>()
  const item = new Column('')
  let rows = 0
  let cellsLeft = MAX_CELLS
  const digest = new CellDigest()
  const take = (text: string) => {
    const value = JSON.parse(text) as unknown
    const row = rows++
    if (!records) {
      if (--cellsLeft < 0) throw new TooManyCells()
      feed(digest.reset(), value)
      digest.finish()
      item.set(row, digest.lo, digest.hi)
      return
    }
    if (!isRecord(value)) throw new NotRecords()
    for (const key of Object.keys(value)) {
      let column = byName.get(key)
      if (column === undefined) {
        if (columns.length === MAX_COLUMNS) throw new TooManyCells('columns')
        column = new Column(key, rows)
        byName.set(key, column)
        columns.push(column)
      }
      feed(digest.reset(), value[key])
      digest.finish()
      column.set(row, digest.lo, digest.hi)
    }
    cellsLeft -= columns.length
    if (cellsLeft < 0) throw new TooManyCells()
    // A key this record lacks is left unwritten: a column's slots start as the missing value.
  }
  await splitAll(version, fileChunks(file), new Splitter(take), () => undefined)
  return {
    unit: records ? 'records' : 'items',
    columns: (records ? columns : [item]).map(column => column.seal(rows)),
    rows,
    isEmpty: jsonIsEmpty
  }
}

/** Whether a JSON value leaves a key empty: missing, null or "". */
export function jsonIsEmpty(lo: number, hi: number): boolean {
  return (
    (lo === MISSING_LO && hi === MISSING_HI) ||
    (lo === NULL.lo && hi === NULL.hi) ||
    (lo === EMPTY_TEXT.lo && hi === EMPTY_TEXT.hi)
  )
}

/**
 * A version of a dataset as the comparison holds it: for each column, a 64-bit digest of each
 * row's value, in one typed array. No value and no row is kept, and no object is made per row.
 * Two different values share a digest with a chance of one in 2^64.
 */

/** The digest of a value a row does not have (a JSON record without the key): all zero. */
export const MISSING_LO = 0
export const MISSING_HI = 0

/**
 * The digest of one value, built from its parts: `text` for a CSV cell, tags and texts for a
 * JSON value. Two lanes of 32 bits, each mixed to the end so every bit depends on every input.
 */
export class CellDigest {
  private a = 0
  private b = 0
  lo = 0
  hi = 0

  constructor() {
    this.reset()
  }

  reset(): this {
    this.a = SEED_A
    this.b = SEED_B
    return this
  }

  /** The code units of `text`. */
  text(text: string): this {
    let { a, b } = this
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i)
      a = laneA(a, c)
      b = laneB(b, c)
    }
    this.a = a
    this.b = b
    return this
  }

  /** A marker above every code unit: a kind of JSON value, or the end of a part. */
  mark(x: number): this {
    this.a = laneA(this.a, x)
    this.b = laneB(this.b, x)
    return this
  }

  /** Finishes into `lo` and `hi`; never both zero, which marks a missing value. */
  finish(): this {
    this.hi = finishHi(this.a, this.b)
    this.lo = finishLo(this.a, this.hi)
    return this
  }
}

/** The lanes' start: a loop that digests bytes itself (table-csv.ts) starts from these too. */
export const SEED_A = 0x811c9dc5
export const SEED_B = 0x9747b28c

/** One step of each lane, for a piece `x` (a code unit, a marker, or four bytes). */
export function laneA(a: number, x: number): number {
  return Math.imul(a ^ x, 0x01000193)
}

export function laneB(b: number, x: number): number {
  const y = Math.imul(b + x, 0x5bd1e995)
  return y ^ (y >>> 15)
}

/** A digest's high half from its lanes. */
export function finishHi(a: number, b: number): number {
  return fmix(b ^ Math.imul(a, 0x2545f491))
}

/** Its low half, given the high one: never both zero, which marks a missing value. */
export function finishLo(a: number, hi: number): number {
  const lo = fmix(a)
  return lo === 0 && hi === 0 ? 1 : lo
}

/** murmur3's finaliser, as a signed 32-bit integer (as typed arrays of Int32 hold it). */
export function fmix(h: number): number {
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  return h ^ (h >>> 16)
}

/**
 * One column's digests, two Int32 per row, in one array that grows as rows arrive (by a quarter,
 * or at once to an estimate of the rows to come, `reserve`), so that no column is held twice
 * but while it grows.
 */
export class Column {
  /** Row `r`'s digest is `data[2r]` and `data[2r + 1]`; rows never set hold the missing value. */
  data: Int32Array<ArrayBuffer>

  constructor(
    readonly name: string,
    expectedRows = 1024
  ) {
    this.data = new Int32Array(2 * Math.max(16, Math.ceil(expectedRows)))
  }

  /** A column whose digests are read already, as `seal` leaves them. */
  static sealed(name: string, data: Int32Array<ArrayBuffer>): Column {
    const column = new Column(name, 0)
    column.data = data
    return column
  }

  set(row: number, lo: number, hi: number): void {
    if (2 * row + 1 >= this.data.length) this.resize(Math.max(row + 1, this.data.length * 0.625))
    this.data[2 * row] = lo
    this.data[2 * row + 1] = hi
  }

  /** Room for `rows` rows at least, made at once. */
  reserve(rows: number): void {
    if (2 * rows > this.data.length) this.resize(rows)
  }

  private resize(rows: number): void {
    const data = new Int32Array(2 * Math.ceil(rows))
    data.set(this.data.subarray(0, Math.min(this.data.length, data.length)))
    this.data = data
  }

  /** Exactly the first `rows` rows: a view of the array when it has room to spare. */
  seal(rows: number): this {
    if (this.data.length < 2 * rows) this.resize(rows)
    else if (this.data.length > 2 * rows) this.data = this.data.subarray(0, 2 * rows)
    return this
  }
}

/** CSV rows, JSON records (an array of objects), or JSON items (an array of anything else). */
export type TableUnit = 'rows' | 'records' | 'items'

export interface Table {
  readonly unit: TableUnit
  /** In the order of the header, or of first appearance in a JSON array's records. */
  readonly columns: readonly Column[]
  readonly rows: number
  /** Whether a value's digest is an empty one: the empty text, or JSON's missing, null or "". */
  isEmpty(lo: number, hi: number): boolean
}

/**
 * The most values (rows × columns) of one version the comparison holds: 8 bytes each, so both
 * versions at most take 256 MiB.
 */
export const MAX_CELLS = 16 * 1024 * 1024

/**
 * The most columns (or JSON record keys) of one version the comparison holds: each is an object
 * and an array, so a header or a record of millions of names would take the runner's memory.
 */
export const MAX_COLUMNS = 16_384

/** A version holds more values than MAX_CELLS, or more columns than MAX_COLUMNS. */
export class TooManyCells extends Error {
  readonly limit: number

  constructor(readonly what: 'values' | 'columns' = 'values') {
    const limit = what === 'values' ? MAX_CELLS : MAX_COLUMNS
    super(`more than ${limit.toLocaleString('en-US')} ${what}`)
    this.limit = limit
  }
}

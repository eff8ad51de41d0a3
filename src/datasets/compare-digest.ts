/**
 * Rows as digests, counted as a multiset: the comparison holds one small key per distinct row,
 * never the rows. A digest has 96 bits (three independent 32-bit lanes), so two different rows
 * of a 10 MB dataset share one with a chance below one in 10^17.
 */

/** Fed between fields: above every UTF-16 code unit, so `a,b` and `ab` never digest alike. */
const FIELD_END = 0x10000
/** Fed for a field a short row does not have, so it differs from an empty field. */
const MISSING = 0x10001

/** A row as `readCsvRecords` gives it: a line without quotes (fields split by commas) or fields. */
export type Row = string | readonly string[]

const COMMA = 0x2c

/** A digest of a sequence of texts, built without joining them. */
export class Digest {
  private a = 0x811c9dc5
  private b = 0x9747b28c
  private c = 0x1b873593

  /** Mixes `text`'s code units, each comma as a field's end when `commas` is set. */
  private mix(text: string, commas: boolean): void {
    let { a, b, c } = this
    for (let i = 0; i < text.length; i++) {
      let x = text.charCodeAt(i)
      if (commas && x === COMMA) x = FIELD_END
      a = Math.imul(a ^ x, 0x01000193)
      b = Math.imul(b ^ x, 0x5bd1e995)
      b ^= b >>> 15
      c = Math.imul(c + x, 0xcc9e2d51)
      c = (c << 13) | (c >>> 19)
    }
    this.a = a
    this.b = b
    this.c = c
  }

  private end(x: number): void {
    this.a = Math.imul(this.a ^ x, 0x01000193)
    this.b = Math.imul(this.b ^ x, 0x5bd1e995)
    this.b ^= this.b >>> 15
    this.c = Math.imul(this.c + x, 0xcc9e2d51)
    this.c = (this.c << 13) | (this.c >>> 19)
  }

  field(text: string | undefined): this {
    if (text === undefined) this.end(MISSING)
    else this.mix(text, false)
    this.end(FIELD_END)
    return this
  }

  /** The same digest as `field` of each of the row's fields in turn. */
  row(row: Row): this {
    if (typeof row !== 'string') for (const field of row) this.field(field)
    else {
      this.mix(row, true)
      this.end(FIELD_END)
    }
    return this
  }

  /** Six UTF-16 code units: a short key that costs little to make and to hash again. */
  key(): string {
    const { a, b, c } = this
    return String.fromCharCode(a & 0xffff, a >>> 16, b & 0xffff, b >>> 16, c & 0xffff, c >>> 16)
  }

  /** Two lanes, for sums that do not depend on the order of what was digested. */
  lanes(): [number, number] {
    return [this.a >>> 0, this.b >>> 0]
  }
}

/**
 * How many more times each row is in the base than in the head. Rows in both the same number of
 * times leave no entry, so what is held is the difference plus the rows not yet matched.
 */
export class Tally {
  readonly net = new Map<string, number>()
  before = 0
  after = 0

  base(key: string): void {
    this.before++
    this.move(key, 1)
  }

  head(key: string): void {
    this.after++
    this.move(key, -1)
  }

  private move(key: string, by: number): void {
    const count = (this.net.get(key) ?? 0) + by
    if (count === 0) this.net.delete(key)
    else this.net.set(key, count)
  }

  /** Rows of the head that the base lacks, and the other way round, counting repeats. */
  counts(net: ReadonlyMap<string, number> = this.net): { added: number; removed: number } {
    let added = 0
    let removed = 0
    for (const count of net.values()) {
      if (count > 0) removed += count
      else added -= count
    }
    return { added, removed }
  }
}

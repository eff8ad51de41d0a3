/**
 * Rows as digests, counted as a multiset: the comparison holds 16 bytes per distinct row in
 * typed arrays, never the rows, and no object per row. A digest has 96 bits (three independent
 * 32-bit lanes), so two different rows of a 10 MB dataset share one with a chance below one in
 * 10^17.
 */

/** Fed between fields: above every UTF-16 code unit, so `a,b` and `ab` never digest alike. */
const FIELD_END = 0x10000
/** Fed for a field a short row does not have, so it differs from an empty field. */
const MISSING = 0x10001

/** A row as `readCsvRecords` gives it: a line without quotes (fields split by commas) or fields. */
export type Row = string | readonly string[]

const COMMA = 0x2c
/** Tags of JSON's kinds of value, above every code unit and the two markers. */
export const TAG = { null: 0x10002, true: 0x10003, false: 0x10004, string: 0x10005 } as const
const NUMBER_TAG = 0x10006
const NUMBER = new Float64Array(1)
const NUMBER_BITS = new Uint32Array(NUMBER.buffer)

/** A digest of a sequence of texts, built without joining them; `reset` to use it again. */
export class Digest {
  private a = 0
  private b = 0
  private c = 0
  x = 0
  y = 0
  z = 0

  constructor() {
    this.reset()
  }

  reset(): this {
    this.a = 0x811c9dc5
    this.b = 0x9747b28c
    this.c = 0x1b873593
    return this
  }

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

  /** A JSON value's part: its kind's tag, then its text (a string's) or its bits (a number's). */
  tagged(tag: number, text?: string): this {
    this.end(tag)
    if (text !== undefined) this.mix(text, false)
    this.end(FIELD_END)
    return this
  }

  number(value: number): this {
    NUMBER[0] = value
    this.end(NUMBER_TAG)
    this.end(NUMBER_BITS[0])
    this.end(NUMBER_BITS[1])
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

  /** The three lanes, each mixed to the end so every bit depends on every input bit. */
  lanes(): [number, number, number] {
    this.finish()
    return [this.x, this.y, this.z]
  }

  /** The finished lanes, in `x`, `y` and `z` (no array made: this runs once a row). */
  finish(): this {
    this.x = finish(this.a)
    this.y = finish(this.b ^ this.a)
    // All zero marks an empty slot of the multiset; such a digest moves one bit.
    this.z = finish(this.c ^ this.b) || (this.x === 0 && this.y === 0 ? 1 : 0)
    return this
  }

  /** The digest as a short string, for the few keys kept in a Map. */
  key(): string {
    return this.lanes().join('.')
  }
}

/** murmur3's finaliser. */
function finish(h: number): number {
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

/**
 * A multiset of digests with a count each, in an open-addressed table of one typed array: three
 * lanes and a count per slot (16 bytes), at most three quarters of the slots used. A slot whose
 * four numbers are all zero is empty.
 */
class Multiset {
  private slots = new Int32Array(4 * 1024)
  private size = 0

  add(x: number, y: number, z: number, by: number): void {
    const slots = this.slots
    const mask = slots.length / 4 - 1
    for (let i = x & mask; ; i = (i + 1) & mask) {
      const at = 4 * i
      if (slots[at] === (x | 0) && slots[at + 1] === (y | 0) && slots[at + 2] === (z | 0)) {
        slots[at + 3] += by
        return
      }
      if (slots[at] === 0 && slots[at + 1] === 0 && slots[at + 2] === 0 && slots[at + 3] === 0) {
        slots[at] = x
        slots[at + 1] = y
        slots[at + 2] = z
        slots[at + 3] = by
        if (++this.size * 4 > mask * 3) this.grow()
        return
      }
    }
  }

  private grow(): void {
    const old = this.slots
    this.slots = new Int32Array(old.length * 2)
    this.size = 0
    for (let at = 0; at < old.length; at += 4)
      if (old[at] !== 0 || old[at + 1] !== 0 || old[at + 2] !== 0 || old[at + 3] !== 0)
        this.add(old[at] >>> 0, old[at + 1] >>> 0, old[at + 2] >>> 0, old[at + 3])
  }

  /** The sum of the positive counts, and of the negative ones negated. */
  totals(): { positive: number; negative: number } {
    let positive = 0
    let negative = 0
    for (let at = 3; at < this.slots.length; at += 4) {
      const count = this.slots[at]
      if (count > 0) positive += count
      else negative -= count
    }
    return { positive, negative }
  }
}

/** How many more times each row is in the base than in the head. */
export class Tally {
  private readonly net = new Multiset()
  before = 0
  after = 0

  base(digest: Digest): void {
    this.before++
    digest.finish()
    this.net.add(digest.x, digest.y, digest.z, 1)
  }

  head(digest: Digest): void {
    this.after++
    digest.finish()
    this.net.add(digest.x, digest.y, digest.z, -1)
  }

  /** Rows of the head that the base lacks, and the other way round, counting repeats. */
  counts(): { added: number; removed: number } {
    const { positive, negative } = this.net.totals()
    return { added: negative, removed: positive }
  }
}

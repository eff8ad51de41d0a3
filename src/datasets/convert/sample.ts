/**
 * A uniform random sample of a dataset's rows that fits a byte budget, chosen as the rows stream
 * past: each row is kept while a hash of its position (under the content's seed) falls below a
 * threshold, and each time the kept rows outgrow the budget the threshold halves and the rows
 * above it go. What remains is a 1-in-2^k Bernoulli sample, the same for the same content on
 * every run and runner, and never more than the budget is held.
 */
import { createHash } from 'node:crypto'
import { promises as fs } from 'node:fs'

const SPAN = 2 ** 32

/** A 32-bit hash of a row's position, mixed with the seed (murmur3's finaliser, twice). */
export function rowKey(seed: number, index: number): number {
  let h = Math.imul(seed ^ (index >>> 0), 0x85ebca6b) ^ Math.floor(index / SPAN)
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

export class RowSampler {
  /** Rows are kept while their key is below this; halved at each step down. */
  private threshold = SPAN
  /** The sample keeps one row in this many. */
  oneIn = 1
  // The kept rows' bytes, end to end in one buffer, and where each starts: no object a row.
  private arena: Buffer
  private used = 0
  private keys = new Uint32Array(1024)
  private starts = new Float64Array(1025)
  private count = 0

  constructor(
    private readonly seed: number,
    /** What the kept rows may take, each with `overhead` bytes of its own (a separator). */
    private readonly budget: number,
    private readonly overhead: number
  ) {
    this.arena = Buffer.allocUnsafe(Math.min(Math.max(budget, 0), 1024 * 1024) + 1024)
  }

  /** Whether the row at `index` would be kept now: a reader may skip building the others. */
  wants(index: number): boolean {
    return rowKey(this.seed, index) < this.threshold
  }

  offer(index: number, text: string): void {
    const key = rowKey(this.seed, index)
    if (key >= this.threshold) return
    const size = Buffer.byteLength(text)
    this.reserve(size)
    this.arena.write(text, this.used)
    this.kept(key, size)
  }

  /** As `offer`, the row's text already UTF-8: `bytes` from `start` up to `end`. */
  offerBytes(index: number, bytes: Uint8Array, start: number, end: number): void {
    const key = rowKey(this.seed, index)
    if (key >= this.threshold) return
    this.reserve(end - start)
    this.arena.set(bytes.subarray(start, end), this.used)
    this.kept(key, end - start)
  }

  private kept(key: number, size: number): void {
    this.used += size
    this.keys[this.count] = key
    this.count++
    this.starts[this.count] = this.used
    while (this.used + this.count * this.overhead > this.budget) this.halve()
  }

  private reserve(size: number): void {
    if (this.count + 1 >= this.keys.length) {
      const keys = new Uint32Array(this.keys.length * 2)
      keys.set(this.keys)
      this.keys = keys
      const starts = new Float64Array(keys.length + 1)
      starts.set(this.starts)
      this.starts = starts
    }
    if (this.used + size > this.arena.length) {
      const arena = Buffer.allocUnsafe(Math.max(this.arena.length * 2, this.used + size))
      this.arena.copy(arena, 0, 0, this.used)
      this.arena = arena
    }
  }

  /** Keeps the rows under half the threshold, moved down in place. */
  private halve(): void {
    this.threshold /= 2
    this.oneIn *= 2
    let kept = 0
    let used = 0
    for (let i = 0; i < this.count; i++) {
      if (this.keys[i] >= this.threshold) continue
      const from = this.starts[i]
      const to = this.starts[i + 1]
      this.arena.copy(this.arena, used, from, to)
      this.keys[kept] = this.keys[i]
      used += to - from
      kept++
      this.starts[kept] = used
    }
    this.count = kept
    this.used = used
  }

  /** How many rows are kept. */
  get rows(): number {
    return this.count
  }

  /** The kept rows in the file's order, `separator` between each two. */
  joined(separator: string): Buffer {
    if (separator === '') return this.arena.subarray(0, this.used)
    const between = Buffer.from(separator)
    const out = Buffer.allocUnsafe(this.used + Math.max(0, this.count - 1) * between.length)
    let at = 0
    for (let i = 0; i < this.count; i++) {
      if (i > 0) at += between.copy(out, at)
      at += this.arena.copy(out, at, this.starts[i], this.starts[i + 1])
    }
    return out
  }
}

/** Bytes read from each end of the file for the seed: enough to tell datasets apart. */
const SEED_SPAN = 1024 * 1024

/**
 * The sample's seed: a digest of the file as committed (its size, its first and its last
 * mebibyte), so the same content gives the same sample, and reading it costs two small reads.
 */
export async function sampleSeed(file: string): Promise<number> {
  const handle = await fs.open(file, 'r')
  try {
    const { size } = await handle.stat()
    const hash = createHash('sha256').update(String(size))
    const buffer = Buffer.alloc(Math.min(SEED_SPAN, size))
    await handle.read(buffer, 0, buffer.length, 0)
    hash.update(buffer)
    await handle.read(buffer, 0, buffer.length, Math.max(0, size - buffer.length))
    hash.update(buffer)
    return hash.digest().readUInt32BE(0)
  } finally {
    await handle.close()
  }
}

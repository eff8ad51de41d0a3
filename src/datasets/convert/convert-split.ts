/**
 * A conversion split into parts that run at once, one on each of the machine's cores: delimited
 * text and JSON Lines in blocks of bytes cut at record boundaries. Each part comes back as its
 * rows' bytes, taken in the file's order, so the output is the one the one-pass reading writes.
 *
 * A part the split cannot read exactly as the one-pass reading would (text that is not RFC 4180,
 * a bad byte or value, a record too long to cut around) comes back as nothing, and the caller
 * reads the whole file again in one pass, which says what is wrong where it always did.
 */
import type { ColumnSelection } from './columns.js'
import type { DecimalPointsSeen } from '../read/decimal-comma.js'

/**
 * What a part is sent: its task, and its bytes in a buffer the helper writes its rows over.
 * Buffers go back and forth between the threads instead of being made anew for each part: a
 * buffer handed over is freed only when its thread collects garbage, which it does late.
 */
export type PartTask =
  | {
      readonly kind: 'delimited'
      /** At the start of a buffer of its own, which the rows may be written over. */
      readonly bytes: Uint8Array
      readonly delimiter: string
      readonly keep?: readonly number[]
      /** `decimal-separator: ,`: numbers written with a decimal comma are given a point. */
      readonly decimalComma: boolean
      /** The header's fields: a record wider than it, or equal to it, sends the file to the one-pass reading. */
      readonly header: readonly string[]
    }
  | {
      readonly kind: 'jsonl'
      /** At the start of a buffer of its own, which the rows may be written over. */
      readonly bytes: Uint8Array
      /** Columns picked: every value must be a record (a sample is never split). */
      readonly columns?: ColumnSelection
    }

/** A part's rows, as the one-pass reading would write them, and where each ends. */
export interface PartResult {
  /** The rows' UTF-8, `separator` between each two. */
  readonly bytes: Uint8Array
  /** The end of each row in `bytes`, its separator not counted. */
  readonly ends: Float64Array
  /** JSON Lines with columns picked: the records' keys, in the order first met. */
  readonly keys?: readonly string[]
  /** Text separated by semicolons: what was seen of each column's decimal commas. */
  readonly decimals?: readonly number[]
  /** Text read with a decimal comma: the decimal points seen, and whether one was rewritten. */
  readonly points?: DecimalPointsSeen
}

/** Where parts run: helper threads (convert-worker.ts), or this thread in the tests. */
export interface Split {
  /** Parts that run at once. */
  readonly helpers: number
  /** The size of a block of text. */
  readonly blockBytes: number
  /** A smaller text is read in one pass: the parts' threads would cost more than they save. */
  readonly smallest: number
  /** The part converted; undefined when the one-pass reading must read the file. */
  run(task: PartTask): Promise<PartResult | undefined>
  /** A buffer of `size` bytes, its memory its own (a spare one when there is). */
  buffer(size: number): Uint8Array
  /** A part's buffer, written: spare from now on. */
  recycle(bytes: Uint8Array): void
}

/** The split runs in this thread: for the tests, which run the sources. */
export function inThread(
  convertPart: (task: PartTask) => PartResult | undefined,
  blockBytes: number,
  helpers = 2
): Split {
  return {
    helpers,
    blockBytes,
    smallest: blockBytes * 4,
    run: async task => convertPart(task),
    buffer: size => new Uint8Array(size),
    recycle: () => undefined
  }
}

/** Spare buffers, up to `most`; one of `size` bytes at least is taken, or made. */
export class Spares {
  private readonly buffers: ArrayBuffer[] = []

  constructor(private readonly most: number) {}

  take(size: number): ArrayBuffer {
    const at = this.buffers.findIndex(buffer => buffer.byteLength >= size)
    if (at < 0) return new ArrayBuffer(Math.ceil((size * 5) / 4))
    return this.buffers.splice(at, 1)[0]
  }

  give(buffer: ArrayBuffer | undefined): void {
    if (buffer === undefined || buffer.byteLength === 0) return
    if (this.buffers.length < this.most) this.buffers.push(buffer)
  }
}

/**
 * Runs the tasks, `ahead` at most at once, and hands each result to `take` in the tasks' order.
 * False, and no more is taken, once a part comes back as nothing.
 */
export async function inOrder(
  tasks: AsyncIterable<PartTask | undefined>,
  split: Split,
  ahead: number,
  take: (result: PartResult) => Promise<void>
): Promise<boolean> {
  const running: Promise<PartResult | undefined>[] = []
  const next = async (): Promise<boolean> => {
    const result = await running.shift()
    if (result === undefined) return false
    await take(result)
    split.recycle(result.bytes)
    return true
  }
  for await (const task of tasks) {
    if (task === undefined) return false
    running.push(split.run(task))
    if (running.length >= ahead && !(await next())) return false
  }
  while (running.length > 0) if (!(await next())) return false
  return true
}

/** Rows written in turn into one growing buffer, for a part's result. */
export class RowsWriter {
  private buffer: Buffer
  private used = 0
  private ends = new Float64Array(1024)
  private count = 0

  constructor(
    private readonly separator: string,
    spare = new ArrayBuffer(64 * 1024)
  ) {
    this.buffer = Buffer.from(spare)
  }

  row(text: string): void {
    if (this.count > 0 && this.separator !== '') this.put(this.separator)
    this.put(text)
    if (this.count === this.ends.length) {
      const ends = new Float64Array(this.ends.length * 2)
      ends.set(this.ends)
      this.ends = ends
    }
    this.ends[this.count++] = this.used
  }

  private put(text: string): void {
    // Three bytes a UTF-16 unit at most; a buffer grown for the worst case, rarely.
    if (this.used + text.length * 3 > this.buffer.length) {
      const bigger = Buffer.from(
        new ArrayBuffer(Math.max(this.buffer.length * 2, this.used + text.length * 3))
      )
      this.buffer.copy(bigger, 0, 0, this.used)
      this.buffer = bigger
    }
    this.used += this.buffer.write(text, this.used)
  }

  /** The rows, in the buffer written, to be handed to another thread. */
  result(more: Pick<PartResult, 'keys' | 'decimals' | 'points'> = {}): PartResult {
    const bytes = new Uint8Array(this.buffer.buffer, 0, this.used)
    return { bytes, ends: this.ends.slice(0, this.count), ...more }
  }
}

const LF = 0x0a
const QUOTE = 0x22

/**
 * The text's bytes in blocks of about `blockBytes`, each ending just after a line feed that ends
 * a record, each in a buffer of its own: with `quotes`, a line feed after an odd number of quotes
 * in the block is inside a quoted field and cuts nothing. Undefined, and no more, when no record
 * ends within `maxRecordBytes`: a record that long is left to the one-pass reading.
 */
export async function* textBlocks(
  bytes: AsyncIterable<Uint8Array>,
  split: Split,
  quotes: boolean,
  maxRecordBytes: number
): AsyncGenerator<Uint8Array | undefined> {
  const { blockBytes } = split
  const joinedCopy = (pieces: readonly Uint8Array[], size: number) =>
    fill(pieces, split.buffer(size))
  let pieces: Uint8Array[] = []
  let size = 0
  for await (const chunk of bytes) {
    pieces.push(chunk)
    size += chunk.length
    while (size >= blockBytes) {
      const joined = joinedCopy(pieces, size)
      const view = Buffer.from(joined.buffer, joined.byteOffset, size)
      let cut = lastCut(view.subarray(0, blockBytes), quotes)
      if (cut < 0) cut = firstCut(view, blockBytes, quotes)
      if (cut < 0) {
        if (size > maxRecordBytes) {
          yield undefined
          return
        }
        pieces = [joined.slice()]
        split.recycle(joined)
        break
      }
      // Copied before the block is handed over to another thread, and gone from this one.
      const rest = joined.slice(cut)
      yield joined.subarray(0, cut)
      pieces = rest.length > 0 ? [rest] : []
      size = rest.length
    }
  }
  if (size > 0) yield joinedCopy(pieces, size)
}

/** The pieces end to end in `into`. */
function fill(pieces: readonly Uint8Array[], into: Uint8Array): Uint8Array {
  let at = 0
  for (const piece of pieces) {
    into.set(piece, at)
    at += piece.length
  }
  return into
}

/** Just past the last line feed outside quotes, or -1. */
function lastCut(block: Buffer, quotes: boolean): number {
  let lf = block.lastIndexOf(LF)
  if (!quotes || lf < 0) return lf < 0 ? -1 : lf + 1
  let odd = countQuotes(block, 0, lf) % 2 === 1
  while (odd) {
    const before = block.lastIndexOf(LF, lf - 1)
    if (before < 0) return -1
    if (countQuotes(block, before, lf) % 2 === 1) odd = false
    lf = before
  }
  return lf + 1
}

/** Just past the first line feed outside quotes from `from` on, or -1. */
function firstCut(block: Buffer, from: number, quotes: boolean): number {
  let quoted = quotes ? countQuotes(block, 0, from) : 0
  let at = from
  for (let lf = block.indexOf(LF, from); lf >= 0; lf = block.indexOf(LF, lf + 1)) {
    if (quotes) quoted += countQuotes(block, at, lf)
    at = lf
    if (quoted % 2 === 0) return lf + 1
  }
  return -1
}

function countQuotes(block: Buffer, from: number, to: number): number {
  let count = 0
  for (let at = block.indexOf(QUOTE, from); at >= 0 && at < to; at = block.indexOf(QUOTE, at + 1))
    count++
  return count
}

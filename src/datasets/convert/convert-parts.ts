/**
 * Each format's conversion split into parts (convert-split.ts), as the converting thread reads
 * it: the header and the blocks of text handed to the helpers (convert-part.ts), their rows
 * taken in order.
 */
import {
  checkKeys,
  delimitedWritten,
  keptColumns,
  noneFit,
  type Conversion,
  type Converted,
  type Sink,
  type Splitting
} from './convert.js'
import { partText } from './convert-part.js'
import { csvLine, DelimitedLines } from './convert-rows.js'
import { inOrder, textBlocks, type PartResult, type PartTask, type Split } from './convert-split.js'
import { MAX_RECORD_CHARS } from '../read/csv-records.js'
import { scanRecords } from '../read/csv-scan.js'
import type { Delimiter } from '../read/delimiter.js'

type Written = Omit<Converted, 'gzip' | 'encoding'>

/** What the coordinating thread hands on: the sink of convert.ts, as far as parts need it. */
type PartSink = Pick<Sink, 'header' | 'rows' | 'drain' | 'finish'>

/**
 * A record no longer than this many bytes is cut around; past it, the one-pass reading reads the
 * file (and refuses a record past MAX_RECORD_CHARS as it always did).
 */
const MAX_RECORD_BYTES = MAX_RECORD_CHARS

/** Text that decodedText, naming no encoding, reads as UTF-16 by its byte order mark. */
function isUtf16(block: Uint8Array): boolean {
  return (block[0] === 0xff && block[1] === 0xfe) || (block[0] === 0xfe && block[1] === 0xff)
}

/**
 * Parts sent ahead of the one taken, for each thread: a helper keeps one waiting in its queue
 * (convert-worker.ts), and memory stays bounded.
 */
const TEXT_AHEAD = 3

/**
 * Delimited text split into blocks: the header read here from the first, the rest by the
 * helpers. Undefined when the one-pass reading must read the file.
 */
export async function splitDelimited(
  splitting: Splitting,
  delimiter: Delimiter,
  sink: PartSink,
  conversion: Conversion
): Promise<Written | undefined> {
  const { split } = splitting
  const blocks = textBlocks(splitting.bytes(), split, true, MAX_RECORD_BYTES)
  const first = await blocks.next()
  const head = first.done ? undefined : headerOf(first.value, delimiter, splitting.sniff, split)
  if (head === undefined) {
    await blocks.return(undefined)
    return undefined
  }
  const { keep, columnsDropped } = keptColumns(head.header, conversion)
  sink.header(`${csvLine(head.header, keep)}\n`)
  const decimalComma = conversion.decimalComma === true
  const part = (bytes: Uint8Array): PartTask => ({
    kind: 'delimited',
    bytes,
    delimiter,
    keep,
    decimalComma,
    header: head.header
  })
  async function* tasks(): AsyncGenerator<PartTask | undefined> {
    if (head !== undefined && head.rest.length > 0) yield part(head.rest)
    for await (const bytes of blocks) yield bytes && part(bytes)
  }
  // The parts follow the decimal commas of their rows; the file's columns are all of theirs.
  const { decimals, points } = new DelimitedLines(delimiter, keep, decimalComma)
  const index = await taken(tasks(), split, split.helpers * TEXT_AHEAD, sink, part => {
    if (part.decimals !== undefined) decimals?.add(part.decimals)
    if (part.points !== undefined) points?.add(part.points)
  })
  if (index === undefined || index === 0) return undefined
  return await delimitedWritten(
    sink,
    { rowsInFile: index, delimiter, columnsDropped },
    head.header,
    { decimals, points }
  )
}

/**
 * The header record at the start of the first block, read as the one-pass reading reads it,
 * and the bytes after it. Undefined for text the one-pass reading must read (UTF-16 by its byte
 * order mark, not UTF-8, a header not written as RFC 4180 writes it).
 */
function headerOf(
  block: Uint8Array | undefined,
  delimiter: Delimiter,
  sniff: boolean,
  split: Split
): { header: string[]; rest: Uint8Array } | undefined {
  if (block === undefined || (sniff && isUtf16(block))) return undefined
  // TextDecoder drops one byte order mark, and the reading of the records one more.
  let skip = 0
  while (skip < 6 && block[skip] === 0xef && block[skip + 1] === 0xbb && block[skip + 2] === 0xbf)
    skip += 3
  const text = partText(block.subarray(skip))
  if (text === undefined) return undefined
  let header: string[] | undefined
  const scanned = scanRecords(
    text,
    true,
    record => {
      if (header !== undefined) return false
      header = typeof record === 'string' ? record.split(delimiter) : record
      return true
    },
    delimiter.charCodeAt(0)
  )
  if (scanned.irregular || header === undefined) return undefined
  const at = skip + Buffer.byteLength(text.slice(0, scanned.next))
  const rest = split.buffer(block.length - at)
  rest.set(block.subarray(at))
  split.recycle(block)
  return { header, rest }
}

/** JSON Lines split into blocks of whole lines; undefined when the one-pass reading must read it. */
export async function splitJsonLines(
  splitting: Splitting,
  sink: PartSink,
  conversion: Conversion
): Promise<Written | undefined> {
  const { split } = splitting
  const { columns } = conversion
  const seen = new Set<string>()
  async function* tasks(): AsyncGenerator<PartTask | undefined> {
    let first = true
    const blocks = textBlocks(splitting.bytes(), split, false, MAX_RECORD_BYTES)
    for await (const bytes of blocks) {
      const utf16 = first && splitting.sniff && bytes !== undefined && isUtf16(bytes)
      first = false
      yield utf16 ? undefined : bytes && { kind: 'jsonl', bytes, columns }
    }
  }
  const index = await taken(tasks(), split, split.helpers * TEXT_AHEAD, sink, part => {
    for (const key of part.keys ?? []) seen.add(key)
  })
  if (index === undefined || index === 0) return undefined
  const columnsDropped = columns === undefined ? [] : checkKeys(columns, seen, conversion)
  const written = await sink.finish()
  noneFit(written.rows)
  return { type: 'json', ...written, rowsInFile: index, columnsDropped }
}

/** The parts' rows handed to the sink in order; how many, or undefined when a part failed. */
async function taken(
  tasks: AsyncIterable<PartTask | undefined>,
  split: Split,
  ahead: number,
  sink: PartSink,
  seen?: (part: PartResult) => void
): Promise<number | undefined> {
  let index = 0
  const whole = await inOrder(tasks, split, ahead, async part => {
    sink.rows(index, part)
    index += part.ends.length
    seen?.(part)
    await sink.drain()
  })
  return whole ? index : undefined
}

/**
 * Records written the way RFC 4180 writes them, split without a general parser: fields quoted or
 * not, a quoted field holding commas, line breaks and doubled quotes, records ended by LF or CRLF.
 * Over such text the grammar leaves one reading, the one csv-parse gives; the scan jumps from
 * quote to quote and line end to line end instead of looking at every byte with every rule.
 *
 * Anything else stops the scan at the start of its record, for csv-parse to read from there: a
 * quote inside an unquoted field, text after a closing quote, a carriage return alone, a quoted
 * field still open at the end.
 */

/** A record in turn: a line without quotes as it is (its fields are split by the delimiter), or fields. */
export type TakeRecord = (record: string | string[]) => boolean

/** Where the scan stopped: the start of the first record not taken, and whether csv-parse must read it. */
export interface Scanned {
  readonly next: number
  readonly irregular: boolean
}

const QUOTE = 0x22
const COMMA = 0x2c
const LF = 0x0a
const CR = 0x0d
/** The record goes on past the text given: wait for more. */
const MORE = -1
/** The record is not one the scan reads. */
const IRREGULAR = -2

/**
 * Takes every whole record of `text` until `take` returns false. With `final`, the text is all
 * there is: a record ended by the end of the text is whole.
 */
export function scanRecords(
  text: string,
  final: boolean,
  take: TakeRecord,
  delimiter = COMMA
): Scanned {
  const next = { quote: -1, lf: -1, cr: -1 }
  // Each search is kept until the scan passes it, so plain text is searched once for each.
  const seek = (char: string, from: number) => {
    const found = text.indexOf(char, from)
    return found < 0 ? text.length : found
  }
  let start = 0
  while (start < text.length) {
    if (next.quote < start) next.quote = seek('"', start)
    if (next.lf < start) next.lf = seek('\n', start)
    if (next.cr < start) next.cr = seek('\r', start)
    const end =
      next.quote < next.lf
        ? quotedRecord(text, start, final, take, delimiter)
        : plainLine(text, { start, lf: next.lf, cr: next.cr }, final, take)
    if (end < 0) return { next: start, irregular: end === IRREGULAR || final }
    if (end === start) return { next: start, irregular: false }
    start = end
  }
  return { next: start, irregular: false }
}

/** A line without quotes from `start` to the line feed `lf` (the text's length if none). */
interface Line {
  readonly start: number
  readonly lf: number
  /** The first carriage return from `start` on (the text's length if none). */
  readonly cr: number
}

/** A line without quotes, taken as it is; the next record's start, or MORE or IRREGULAR. */
function plainLine(text: string, line: Line, final: boolean, take: TakeRecord): number {
  const { start, lf, cr } = line
  if (cr < lf - 1) return IRREGULAR
  if (lf === text.length && !final) return MORE
  const stop = cr === lf - 1 ? lf - 1 : lf
  const next = Math.min(lf + 1, text.length)
  if (stop === start) return next
  return take(text.slice(start, stop)) ? next : start
}

/**
 * A record with a quote in it, field by field; the next record's start, or MORE or IRREGULAR.
 * Returns `start` when `take` asks to stop.
 */
function quotedRecord(
  text: string,
  start: number,
  final: boolean,
  take: TakeRecord,
  delimiter: number
): number {
  const fields: string[] = []
  let at = start
  for (;;) {
    const end =
      text.charCodeAt(at) === QUOTE ? quotedEnd(text, at, final) : plainEnd(text, at, delimiter)
    if (end < 0) return end
    fields.push(fieldValue(text, at, end))
    const next = afterField(text, end, final, delimiter)
    if (next < 0) return next
    if (text.charCodeAt(end) !== delimiter) return take(fields) ? next : start
    at = next
  }
}

/** Just past an unquoted field: at its delimiter, line end or the end of the text. */
function plainEnd(text: string, at: number, delimiter: number): number {
  for (let i = at; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code === delimiter || code === LF || code === CR) return i
    if (code === QUOTE) return IRREGULAR
  }
  return text.length
}

/** Just past the closing quote of the field opened at `at`. */
function quotedEnd(text: string, at: number, final: boolean): number {
  for (let from = at + 1; ;) {
    const quote = text.indexOf('"', from)
    if (quote < 0) return MORE
    if (text.charCodeAt(quote + 1) === QUOTE) from = quote + 2
    else if (quote + 1 === text.length && !final) return MORE
    else return quote + 1
  }
}

function fieldValue(text: string, at: number, end: number): string {
  if (text.charCodeAt(at) !== QUOTE) return text.slice(at, end)
  const inner = text.slice(at + 1, end - 1)
  return inner.includes('"') ? inner.replaceAll('""', '"') : inner
}

/** What follows a field at `end`: the next field's start after a delimiter, else the next record's. */
function afterField(text: string, end: number, final: boolean, delimiter: number): number {
  if (end === text.length) return final ? end : MORE
  const code = text.charCodeAt(end)
  if (code === delimiter) return end + 1
  if (code === LF) return end + 1
  if (code !== CR) return IRREGULAR
  if (end + 1 === text.length) return final ? end + 1 : MORE
  return text.charCodeAt(end + 1) === LF ? end + 2 : IRREGULAR
}

/**
 * Only a table is uploaded. A delimited file is refused when it is plainly something else (a
 * web page, an XML feed, a PDF, an image or another binary format saved under a table's name),
 * when a record has more fields than its header (a separator inside an unquoted value), or when
 * a record repeats the header (two exports joined into one file). Fewer fields than the header
 * stay allowed, as pandas and DuckDB read them. The checks of records run in the pass that reads
 * the file anyway (the conversion, or the check of a file uploaded as it is); the line of a
 * record refused is found afterwards, by reading to it again.
 */
import { Input } from '../../config/constants.js'

/** What a file's start says it is when it is no table: a noun phrase, with what to do. */
export function notATable(start: Buffer, text: string): string | undefined {
  const binary = binaryKind(start)
  if (binary !== undefined)
    return `is ${binary}, not a table of text: the service reads CSV or JSON. Commit the table itself (exported as CSV), or leave this file out of '${Input.File}'`
  const markup = markupKind(text)
  if (markup !== undefined)
    return `is ${markup}, not a table: ${markup.startsWith('an HTML') ? 'a page saved from a browser (a login or error page, often) instead of the export. Download the export again' : `it would arrive as a table of markup. Convert it to CSV or JSON`}, or leave this file out of '${Input.File}'`
  return undefined
}

const MAGIC: readonly (readonly [string, readonly number[]])[] = [
  ['a PDF document', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['a PNG image', [0x89, 0x50, 0x4e, 0x47]],
  ['a JPEG image', [0xff, 0xd8, 0xff]],
  ['a GIF image', [0x47, 0x49, 0x46, 0x38]],
  ['a Parquet file (name it .parquet)', [0x50, 0x41, 0x52, 0x31]],
  ['an SQLite database', [0x53, 0x51, 0x4c, 0x69, 0x74, 0x65, 0x20, 0x66]],
  ['a 7-Zip archive', [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]],
  ['a RAR archive', [0x52, 0x61, 0x72, 0x21]],
  ['gzip-compressed twice (gzip inside gzip)', [0x1f, 0x8b]],
  ['a bzip2 archive', [0x42, 0x5a, 0x68]],
  ['an xz archive', [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]],
  ['a zstd archive', [0x28, 0xb5, 0x2f, 0xfd]]
]

/** A binary format by its first bytes (a NUL byte elsewhere is refused with its line as it is read). */
function binaryKind(start: Buffer): string | undefined {
  for (const [kind, magic] of MAGIC)
    if (start.length >= magic.length && magic.every((byte, i) => start[i] === byte)) return kind
  return undefined
}

const HTML_START = /^<(?:!doctype\s+html|html|head|body|meta|title|script|div|form|table)[\s>/]/i
const SVG_START = /^<svg[\s>]/i
const XML_START = /^<\?xml[\s?]/i
const ELEMENT_START = /^<[a-z][\w.:-]*(?:\s[^>]*)?>/i

/** Markup by its first element, comments and blank lines before it passed over. */
function markupKind(text: string): string | undefined {
  let rest = text.replace(/^\uFEFF/, '').trimStart()
  const xml = XML_START.test(rest)
  for (;;) {
    if (rest.startsWith('<?')) rest = afterEnd(rest, '?>')
    else if (rest.startsWith('<!--')) rest = afterEnd(rest, '-->')
    else if (/^<!doctype\s+(?!html)/i.test(rest)) rest = afterEnd(rest, '>')
    else break
  }
  if (HTML_START.test(rest)) return 'an HTML web page'
  if (SVG_START.test(rest)) return 'an SVG image'
  if (xml || (ELEMENT_START.test(rest) && rest.includes('</'))) {
    const root = /^<([\w.:-]+)/.exec(rest)?.[1]
    return root === undefined
      ? 'an XML document'
      : `an XML document (its root element is <${root.slice(0, 40)}>)`
  }
  return undefined
}

function afterEnd(text: string, end: string): string {
  const at = text.indexOf(end)
  return at < 0 ? '' : text.slice(at + end.length).trimStart()
}

/** A record that a table cannot hold, as found: which kind, and which record (the header is 0). */
export interface RecordMisfit {
  readonly kind: 'wide' | 'header'
  readonly record: number
  readonly fields: number
}

/**
 * Each record against the header: more fields than it has, or the header itself again. A
 * record comes as the reading gives it: a line without quotes as it is, or its fields.
 */
export class RecordShape {
  private readonly joined: string
  private readonly columns: number
  private records = 0
  misfit?: RecordMisfit

  constructor(
    private readonly header: readonly string[],
    private readonly delimiter: string
  ) {
    this.columns = header.length
    this.joined = header.join(delimiter)
  }

  /** The next data record; false once one does not fit, and `misfit` says which. */
  take(record: string | readonly string[]): boolean {
    this.records++
    const kind = this.kindOf(record)
    if (kind === undefined) return true
    const fields = typeof record === 'string' ? record.split(this.delimiter).length : record.length
    this.misfit = { kind, record: this.records, fields }
    return false
  }

  private kindOf(record: string | readonly string[]): RecordMisfit['kind'] | undefined {
    const { columns, delimiter } = this
    if (typeof record === 'string') {
      let count = 0
      for (let at = record.indexOf(delimiter); at >= 0; at = record.indexOf(delimiter, at + 1))
        if (++count >= columns) return 'wide'
      // With as many separators as the header has, the same text is the same fields.
      return count === columns - 1 && record === this.joined ? 'header' : undefined
    }
    if (record.length > columns) return 'wide'
    if (record.length < columns || record[0] !== this.header[0]) return undefined
    for (let i = 1; i < columns; i++) if (record[i] !== this.header[i]) return undefined
    return 'header'
  }
}

/** The refusal of a record that does not fit, said of the file: the line, the cause, the fix. */
export function misfitMessage(
  misfit: RecordMisfit,
  line: number | undefined,
  columns: number,
  separator: string
): string {
  const where = line === undefined ? `record ${misfit.record + 1}` : `line ${line}`
  if (misfit.kind === 'header')
    return `repeats its header on ${where}, as two exports joined into one file do; the service would take it for a row of data (and 'compare' would count it). Remove that line, or commit the exports as files of their own`
  const examples =
    separator === 'comma'
      ? 'a thousands separator, as in 1,530, or a comma in a text'
      : `a ${separator} in a text`
  return `has ${misfit.fields} fields on ${where}, more than the ${columns} columns of its header, so no column can be told for them. A ${separator} inside an unquoted value is the usual cause (${examples}): quote such values ("…"), or remove the ${separator} from them`
}

/** Where a delimited text's reading is, as RFC 4180 reads quotes; a quote inside an unquoted field is text. */
export const [FIELD_START, UNQUOTED, QUOTED, QUOTE_IN_QUOTED] = [0, 1, 2, 3]

/** The next state after `code` (a character's or a byte's); `separator` ends a field. */
export function quoteState(state: number, code: number, separator: number): number {
  const ends = code === separator || code === 0x0a || code === 0x0d
  switch (state) {
    case QUOTED:
      return code === 0x22 ? QUOTE_IN_QUOTED : QUOTED
    case QUOTE_IN_QUOTED:
      // A doubled quote is a quote of the field; anything else closed it.
      return code === 0x22 ? QUOTED : ends ? FIELD_START : UNQUOTED
    case FIELD_START:
      return code === 0x22 ? QUOTED : ends ? FIELD_START : UNQUOTED
    default:
      return ends ? FIELD_START : UNQUOTED
  }
}

/**
 * The line on which the text's record `record` begins (the header is 0; blank lines are no
 * records), read to it again; undefined past the text's end.
 */
export async function lineOfRecord(
  text: AsyncIterable<string>,
  separator: string,
  record: number
): Promise<number | undefined> {
  const code = separator.charCodeAt(0)
  let line = 1
  let state = FIELD_START
  let records = -1
  let inRecord = false
  let first = true
  for await (let chunk of text) {
    if (first && chunk !== '') {
      chunk = chunk.replace(/^\uFEFF/, '')
      first = false
    }
    for (let i = 0; i < chunk.length; i++) {
      const char = chunk.charCodeAt(i)
      const quoted = state === QUOTED
      state = quoteState(state, char, code)
      const ends = !quoted && state !== QUOTED && (char === 0x0a || char === 0x0d)
      if (ends) inRecord = false
      else if (!inRecord) {
        inRecord = true
        if (++records === record) return line
      }
      if (char === 0x0a) line++
    }
  }
  return undefined
}

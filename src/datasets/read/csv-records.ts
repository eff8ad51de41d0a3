/**
 * A CSV's records, read as the bytes arrive. Records as RFC 4180 writes them are split by
 * csv-scan.ts, fast; from the first record that is not (a quote inside an unquoted field, text
 * after a closing quote, a lone carriage return, an unclosed quote), csv-parse reads the rest, as
 * leniently as spreadsheets write. A byte order mark is dropped; empty lines are no records. A
 * line feed ends a record, with or without a carriage return before it, wherever it is outside
 * quotes; so does a carriage return alone, once csv-parse reads.
 */
import { finished } from 'node:stream/promises'
import { StringDecoder } from 'node:string_decoder'
import { parse, type Parser } from 'csv-parse'
import { scanRecords, type Scanned, type TakeRecord } from './csv-scan.js'

/**
 * Given each record in turn: a line without quotes as it is (its fields are split by the delimiter),
 * other records as fields. Returning false stops the reading.
 */
export type OnRecord = (record: string | string[]) => boolean | void

/** The text is not CSV as RFC 4180 writes it; `reason` says why, in words. */
export class CsvSyntaxError extends Error {}

/** The scan of RFC 4180 text; a test passes one that counts the text it is given. */
export type Scan = (text: string, final: boolean, take: TakeRecord, delimiter?: number) => Scanned

/**
 * A record still open after this many characters goes to csv-parse, which reads on from where it
 * is: the scan would read it again from its start with every piece, a cost that grows with the
 * square of the record's length.
 */
const PENDING_LIMIT = 64 * 1024

/** No dataset's record is this long; one that is would only fill the runner's memory. */
export const MAX_RECORD_CHARS = 16 * 1024 * 1024

export async function readCsvRecords(
  bytes: AsyncIterable<Uint8Array | string> | Iterable<string>,
  onRecord: OnRecord,
  scan: Scan = scanRecords,
  /** A comma, or the tab, semicolon or pipe of other delimited text. */
  delimiter = ','
): Promise<void> {
  const decoder = new StringDecoder('utf8')
  const reader = new RecordReader(onRecord, scan, delimiter)
  let first = true
  for await (const chunk of bytes) {
    let text = typeof chunk === 'string' ? chunk : decoder.write(Buffer.from(chunk))
    if (first && text !== '') {
      text = text.replace(/^\uFEFF/, '')
      first = false
    }
    reader.write(text)
    if (reader.stopped) break
  }
  if (!reader.stopped) reader.write(decoder.end())
  await reader.end()
}

class RecordReader {
  stopped = false
  /** The record begun and not yet ended, while the scan reads. */
  private pending = ''
  private parser?: Parser
  private done?: Promise<void>
  private failure?: Error

  constructor(
    private readonly onRecord: OnRecord,
    private readonly scanText: Scan,
    private readonly delimiter: string
  ) {}

  private readonly take = (record: string | string[]): boolean => {
    if (!this.stopped && this.onRecord(record) === false) this.stopped = true
    return !this.stopped
  }

  write(text: string): void {
    if (this.parser === undefined) this.scan(this.pending + text, false)
    else this.feed(this.parser, text)
  }

  /** Takes the records the scan reads; csv-parse reads on from the first it does not. */
  private scan(text: string, final: boolean): void {
    const scanned = this.scanText(text, final, this.take, this.delimiter.charCodeAt(0))
    const rest = text.length - scanned.next
    const handOver = (scanned.irregular || rest > PENDING_LIMIT) && !this.stopped
    this.pending = handOver ? '' : text.slice(scanned.next)
    if (handOver) this.feed(this.startParser(), text.slice(scanned.next))
  }

  private feed(parser: Parser, text: string): void {
    if (this.failure) throw this.failure
    try {
      parser.write(text)
    } catch (error) {
      // csv-parse throws some errors where it finds them instead of emitting them.
      throw (this.failure ??= syntaxError(error as Error))
    }
    if (this.stopped) parser.destroy()
  }

  private startParser(): Parser {
    const parser = parse({
      delimiter: this.delimiter,
      // Every line end ends a record, as the scan reads them: left to itself, csv-parse would
      // take the first it sees for the only one, so that a later CRLF kept its CR in the last
      // field, or a later LF ended no record.
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      // A quote inside an unquoted field is kept as a character, as spreadsheets write it.
      relax_quotes: true,
      skip_empty_lines: true,
      // A record that never ends (a quote never closed) is refused before it fills the memory.
      max_record_size: MAX_RECORD_CHARS
    })
    // Records as 'data' events: an `on_record` hook would cost csv-parse an object per record.
    parser.on('data', (record: string[]) => this.take(record))
    parser.on('error', error => (this.failure ??= syntaxError(error)))
    this.done = finished(parser)
    // Awaited at the end; until then a parser that fails must not be an unhandled rejection.
    this.done.catch(() => undefined)
    this.parser = parser
    return parser
  }

  async end(): Promise<void> {
    if (this.parser === undefined && !this.stopped) this.scan(this.pending, true)
    const parser = this.parser
    if (parser === undefined) return
    if (!this.stopped) parser.end()
    try {
      await this.done
    } catch (error) {
      if (!this.stopped) throw this.failure ?? error
    }
    if (this.failure && !this.stopped) throw this.failure
  }
}

/** csv-parse's codes in words; its own messages count lines from where it took over. */
function syntaxError(error: Error): CsvSyntaxError {
  const code = (error as { code?: string }).code
  const words: Record<string, string> = {
    CSV_QUOTE_NOT_CLOSED: 'a quoted field is never closed',
    CSV_INVALID_CLOSING_QUOTE: 'a closing quote is followed by other characters',
    CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a closing quote is followed by other characters',
    CSV_MAX_RECORD_SIZE: `a record runs on past ${MAX_RECORD_CHARS / 1024 ** 2} Mi characters (a quote never closed?)`
  }
  return new CsvSyntaxError(words[code ?? ''] ?? 'it cannot be read as CSV')
}

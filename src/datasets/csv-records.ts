/**
 * A CSV's records, read as the bytes arrive. Text without any quote (and without a lone carriage
 * return) can only be split by lines and commas, as RFC 4180 reads it; that is done here, fast.
 * From the first quote on, csv-parse reads the rest: quoted commas and line breaks, doubled
 * quotes. A byte order mark is dropped; empty lines are no records.
 */
import { finished } from 'node:stream/promises'
import { StringDecoder } from 'node:string_decoder'
import { parse, type Parser } from 'csv-parse'

/**
 * Given each record in turn: a line without quotes as it is (its fields are split by commas),
 * other records as fields. Returning false stops the reading.
 */
export type OnRecord = (record: string | string[]) => boolean | void

/** The text is not CSV as RFC 4180 writes it; `reason` says why, in words. */
export class CsvSyntaxError extends Error {}

const SLOW_PATH = /"|\r(?!\n)/

export async function readCsvRecords(
  bytes: AsyncIterable<Uint8Array | string> | Iterable<string>,
  onRecord: OnRecord
): Promise<void> {
  const decoder = new StringDecoder('utf8')
  const reader = new RecordReader(onRecord)
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
  /** The line begun and not yet ended, while no quote was seen. */
  private pending = ''
  private parser?: Parser
  private done?: Promise<void>
  private failure?: Error

  constructor(private readonly onRecord: OnRecord) {}

  private take(record: string | string[]): void {
    if (!this.stopped && this.onRecord(record) === false) this.stopped = true
  }

  write(text: string): void {
    if (this.parser === undefined) {
      const probe = this.pending + (text.endsWith('\r') ? text.slice(0, -1) : text)
      if (!SLOW_PATH.test(probe)) {
        this.pending = this.splitLines(this.pending + text)
        return
      }
      this.startParser()
      text = this.pending + text
      this.pending = ''
    }
    if (this.failure) throw this.failure
    this.parser?.write(text)
    if (this.stopped) this.parser?.destroy()
  }

  /** Takes every whole line; returns the line not yet ended. */
  private splitLines(text: string): string {
    let start = 0
    for (let end = text.indexOf('\n'); end >= 0 && !this.stopped; end = text.indexOf('\n', start)) {
      const line =
        text.charCodeAt(end - 1) === 13 ? text.slice(start, end - 1) : text.slice(start, end)
      if (line !== '') this.take(line)
      start = end + 1
    }
    return text.slice(start)
  }

  private startParser(): void {
    this.parser = parse({
      relax_column_count: true,
      // A quote inside an unquoted field is kept as a character, as spreadsheets write it.
      relax_quotes: true,
      skip_empty_lines: true,
      on_record: (record: string[]) => {
        this.take(record)
        return null
      }
    })
    this.parser.on('error', error => (this.failure ??= syntaxError(error)))
    this.done = finished(this.parser)
    this.parser.resume()
  }

  async end(): Promise<void> {
    if (this.parser === undefined) {
      const last = this.pending.endsWith('\r') ? this.pending.slice(0, -1) : this.pending
      if (last !== '' && !this.stopped) this.take(last)
      return
    }
    if (!this.stopped) this.parser.end()
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
    CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a closing quote is followed by other characters'
  }
  return new CsvSyntaxError(words[code ?? ''] ?? 'it cannot be read as CSV')
}

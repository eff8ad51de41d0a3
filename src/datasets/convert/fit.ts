/**
 * Whether the inputs that shape data, given once for every dataset of a step, fit this file: a
 * `delimiter` its header is not separated by, an `encoding` for text already in UTF-8, a
 * `file-type` its content is not. A misfit is said of the file with the fix, before it is read
 * through, so one file of a folder is refused and the others go.
 */
import { isAscii, isUtf8 } from 'node:buffer'
import { Input } from '../../config/constants.js'
import { quote, type SourceFormat } from '../../common/input-values.js'
import { DELIMITERS, detectDelimiter, type Delimiter } from '../read/delimiter.js'
import { contentBytes, DataError, fileStart, isGzip } from '../read/text-source.js'

/** The content looked at for the type and the separator: a header and the first records. */
const START_BYTES = 64 * 1024

/** What is looked at of the text from its first byte past ASCII, to tell UTF-8 from another. */
const NON_ASCII_LOOKED_AT = 4096

export const DELIMITER_NAMES: Readonly<Record<Delimiter, string>> = {
  ',': 'comma',
  '\t': 'tab',
  ';': 'semicolon',
  '|': 'pipe'
}

const ANOTHER_STEP = 'or give such files a step of their own'

/** What the inputs given make of this file's content, when they do not fit it: a clause to follow its name. */
export async function optionMisfit(
  file: string,
  format: SourceFormat,
  given: { readonly fileType: boolean; readonly encoding?: string; readonly delimiter?: Delimiter }
): Promise<string | undefined> {
  if (!given.fileType && given.encoding === undefined && given.delimiter === undefined)
    return undefined
  const gzip = isGzip(await fileStart(file, 2))
  const start = await contentStart(file, gzip)
  if (given.fileType) {
    const misfit = typeMisfit(start, format, given.encoding)
    if (misfit !== undefined) return misfit
  }
  if (given.encoding !== undefined && format !== 'parquet') {
    const misfit = await encodingMisfit(file, gzip, start, given.encoding)
    if (misfit !== undefined) return misfit
  }
  if (given.delimiter !== undefined && (format === 'csv' || format === 'tsv'))
    return delimiterMisfit(
      decode(start, given.encoding),
      given.delimiter,
      start.length < START_BYTES
    )
  return undefined
}

/**
 * The content's first 64 KiB, unpacked when the file is gzip; as much as unpacks, when the
 * stream is cut short or damaged, whose fault the reading through names with the file.
 */
export async function contentStart(file: string, gzip: boolean): Promise<Buffer> {
  const chunks: Buffer[] = []
  let length = 0
  try {
    // Ending the loop early closes the file (and the gunzip) behind it.
    for await (const chunk of contentBytes(file, gzip)) {
      chunks.push(chunk)
      length += chunk.length
      if (length >= START_BYTES) break
    }
  } catch (error) {
    if (!(error instanceof DataError)) throw error
  }
  return Buffer.concat(chunks).subarray(0, START_BYTES)
}

/** The start as text, as the conversion will read it; a cut character at its end is no matter here. */
export function decode(start: Buffer, encoding: string | undefined): string {
  const bom16 = (start[0] === 0xff && start[1] === 0xfe) || (start[0] === 0xfe && start[1] === 0xff)
  const name = encoding ?? (bom16 ? (start[0] === 0xff ? 'utf-16le' : 'utf-16be') : 'utf-8')
  return new TextDecoder(name).decode(start).replace(/^\uFEFF/, '')
}

const PARQUET_MAGIC = Buffer.from('PAR1')

/** `file-type` given, and the content is plainly another format. */
function typeMisfit(
  start: Buffer,
  format: SourceFormat,
  encoding: string | undefined
): string | undefined {
  const parquet = start.subarray(0, 4).equals(PARQUET_MAGIC)
  const fix = `leave '${Input.FileType}' empty to read each file by its name (.csv, .tsv, .json, .jsonl, .parquet), ${ANOTHER_STEP}`
  if (format === 'parquet')
    return parquet
      ? undefined
      : `is not a Parquet file (it does not begin with PAR1), though '${Input.FileType}' is parquet: ${fix}`
  if (parquet) return `is a Parquet file, though '${Input.FileType}' is ${format}: ${fix}`
  const text = decode(start, encoding).trimStart()
  if (format === 'json' || format === 'jsonl') {
    if (text === '' || text[0] === '[' || text[0] === '{') return undefined
    return `does not begin as JSON does (with [ or {) but with ${quote(text.split(/\r?\n/)[0], 40)}, though '${Input.FileType}' is ${format}: ${fix}`
  }
  return looksLikeJson(text)
    ? `holds JSON, though '${Input.FileType}' is ${format}: ${fix}`
    : undefined
}

/** An object or an array of records, not a header that happens to begin with a bracket. */
function looksLikeJson(text: string): boolean {
  const next = text.slice(1).trimStart()[0]
  if (text[0] === '{') return next === '"' || next === '}'
  return text[0] === '[' && next !== undefined && '{["]'.includes(next)
}

/**
 * `encoding` given for text that is UTF-8 already, which it would turn into mojibake: UTF-8
 * past ASCII for an ASCII-compatible encoding, or any UTF-8 without a NUL for UTF-16.
 */
async function encodingMisfit(
  file: string,
  gzip: boolean,
  start: Buffer,
  encoding: string
): Promise<string | undefined> {
  const fix = `leave '${Input.Encoding}' empty for UTF-8 files (each file is read as UTF-8 unless it has a UTF-16 byte order mark), ${ANOTHER_STEP}`
  if (encoding.startsWith('utf-16')) {
    // Separators, digits and line breaks are NUL and an ASCII byte in UTF-16.
    if (start.includes(0)) return undefined
    const what = isUtf8(completeUtf8(start)) ? 'UTF-8 text' : 'not UTF-16 text'
    return `is ${what} (it has no NUL byte, as UTF-16 text of separators and digits has), though '${Input.Encoding}' is ${encoding}: ${fix}`
  }
  const past = await pastAscii(file, gzip)
  if (past === undefined || !isUtf8(completeUtf8(past.bytes, past.final))) return undefined
  return `is UTF-8 text already (its first character past ASCII, ${quote(past.bytes.toString('utf8').slice(0, 1))}, is UTF-8), though '${Input.Encoding}' is ${encoding}, which would read it as other characters: ${fix}`
}

/** The content from its first byte past ASCII on, a few KiB of it; undefined for ASCII text. */
async function pastAscii(
  file: string,
  gzip: boolean
): Promise<{ bytes: Buffer; final: boolean } | undefined> {
  const parts: Buffer[] = []
  let length = 0
  for await (const chunk of contentBytes(file, gzip)) {
    if (parts.length === 0) {
      if (isAscii(chunk)) continue
      let first = 0
      while (chunk[first] < 0x80) first++
      parts.push(chunk.subarray(first))
    } else {
      parts.push(chunk)
    }
    length += parts[parts.length - 1].length
    if (length >= NON_ASCII_LOOKED_AT)
      return { bytes: Buffer.concat(parts).subarray(0, NON_ASCII_LOOKED_AT), final: false }
  }
  return parts.length === 0 ? undefined : { bytes: Buffer.concat(parts), final: true }
}

/** `bytes` without a UTF-8 character cut short at its end, unless it is the text's end. */
function completeUtf8(bytes: Buffer, final = false): Buffer {
  if (final) return bytes
  for (let back = 1; back <= 3 && back <= bytes.length; back++) {
    const byte = bytes[bytes.length - back]
    if (byte < 0x80) return bytes
    if (byte >= 0xc0) {
      const need = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2
      return need > back ? bytes.subarray(0, bytes.length - back) : bytes
    }
  }
  return bytes
}

/** `delimiter` given for a file whose header it does not split while another separator does. */
function delimiterMisfit(
  text: string,
  delimiter: Delimiter,
  complete: boolean
): string | undefined {
  const header = firstRecord(text)
  if (header === undefined || outsideQuotes(header, delimiter) > 0) return undefined
  const found = detectDelimiter(text, complete)
  const best = found !== delimiter && outsideQuotes(header, found) > 0 ? found : undefined
  const other = best ?? DELIMITERS.find(d => d !== delimiter && outsideQuotes(header, d) > 0)
  if (other === undefined) return undefined
  return `is ${DELIMITER_NAMES[other]}-separated (its header has no ${DELIMITER_NAMES[delimiter]}), though '${Input.Delimiter}' is ${DELIMITER_NAMES[delimiter]}: it would arrive as one column. Leave '${Input.Delimiter}' empty to find each file's separator from its header, ${ANOTHER_STEP}`
}

/** The first non-blank record's text, line breaks inside quotes kept. */
function firstRecord(text: string): string | undefined {
  let quoted = false
  let begin = -1
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (char === '"') quoted = !quoted
    if (!quoted && (char === '\n' || char === '\r')) {
      if (begin >= 0) return text.slice(begin, i)
    } else if (begin < 0 && char.trim() !== '') {
      begin = i
    }
  }
  return begin < 0 ? undefined : text.slice(begin)
}

function outsideQuotes(record: string, delimiter: Delimiter): number {
  let count = 0
  let quoted = false
  for (const char of record) {
    if (char === '"') quoted = !quoted
    else if (!quoted && char === delimiter) count++
  }
  return count
}

/**
 * The elements of a JSON array, and the values of JSON Lines, as the text arrives, each as its
 * own text: a dataset of any size is split without being built. An element is never longer than
 * MAX_RECORD_CHARS, so a record that never ends cannot take the runner's memory.
 */
import { MAX_RECORD_CHARS } from './csv-records.js'
import { DataError } from './text-source.js'

/** The text is not one JSON array: what it is instead. */
export class NotAnArray extends Error {}

const QUOTE = 0x22
const BACKSLASH = 0x5c

/** Calls `onElement` with each element's text (trimmed) of the array the text holds. */
export async function readJsonArray(
  text: AsyncIterable<string>,
  onElement: (element: string) => void
): Promise<void> {
  let opened = false
  let closed = false
  let pending = ''
  let depth = 0
  let inString = false
  let line = 1
  // Commas between the array's elements: after one, the array's end needs an element before it.
  let commas = 0
  for await (let chunk of text) {
    if (!opened) {
      chunk = chunk.replace(/^\uFEFF?\s*/, '')
      if (chunk === '') continue
      if (chunk[0] !== '[') throw new NotAnArray(chunk[0] === '{' ? 'object' : 'scalar')
      opened = true
      chunk = chunk.slice(1)
    }
    if (closed) {
      if (chunk.trim() !== '') throw new DataError(`is not valid JSON: text after the array's end`)
      continue
    }
    // The pending element was scanned already: its depth and open string carry on.
    const textNow = pending + chunk
    let start = 0
    for (let i = pending.length; i < textNow.length; i++) {
      const code = textNow.charCodeAt(i)
      if (inString) {
        const end = closingQuote(textNow, i)
        if (end < 0) break
        i = end
        inString = false
      } else if (code === QUOTE) {
        inString = true
      } else if (code === 0x7b || code === 0x5b) {
        depth++
      } else if (code === 0x7d || code === 0x5d) {
        if (depth === 0) {
          element(textNow.slice(start, i), onElement, commas > 0)
          closed = true
          start = i + 1
          break
        }
        depth--
      } else if (code === 0x2c && depth === 0) {
        element(textNow.slice(start, i), onElement, true)
        commas++
        start = i + 1
      } else if (code === 0x0a) {
        line++
      }
    }
    if (closed) {
      if (textNow.slice(start).trim() !== '')
        throw new DataError(`is not valid JSON: text after the array's end`)
      pending = ''
      continue
    }
    pending = textNow.slice(start)
    if (pending.length > MAX_RECORD_CHARS)
      throw new DataError(
        `holds a record longer than ${MAX_RECORD_CHARS / 1024 ** 2} Mi characters from line ${line} on, or an array never closed`
      )
  }
  if (!opened) throw new NotAnArray('empty')
  if (!closed) throw new DataError(`is not valid JSON: the array is never closed`)
}

/**
 * The index of the quote that closes the string open before `from`, or -1 when the text ends
 * first. A quote after an odd run of backslashes is escaped.
 */
function closingQuote(text: string, from: number): number {
  for (let at = text.indexOf('"', from); at >= 0; at = text.indexOf('"', at + 1)) {
    let slashes = 0
    while (text.charCodeAt(at - 1 - slashes) === BACKSLASH) slashes++
    if (slashes % 2 === 0) return at
  }
  return -1
}

/** An element's text; empty only at the end of an empty array (`[]`), never after a comma. */
function element(text: string, onElement: (element: string) => void, needed: boolean): void {
  const trimmed = text.trim()
  if (trimmed === '') {
    if (!needed) return
    throw new DataError(
      `is not valid JSON: an array element is missing (a comma before the array's end, or two in a row)`
    )
  }
  onElement(trimmed)
}

/** Calls `onValue` with each non-blank line's text and its one-based line number. */
export async function readJsonLines(
  text: AsyncIterable<string>,
  onValue: (value: string, line: number) => void
): Promise<void> {
  let pending = ''
  let line = 0
  let first = true
  for await (let chunk of text) {
    if (first) {
      chunk = chunk.replace(/^\uFEFF/, '')
      first = false
    }
    const textNow = pending + chunk
    let start = 0
    for (let lf = textNow.indexOf('\n'); lf >= 0; lf = textNow.indexOf('\n', start)) {
      line++
      const value = textNow.slice(start, lf).trim()
      if (value !== '') onValue(value, line)
      start = lf + 1
    }
    pending = textNow.slice(start)
    if (pending.length > MAX_RECORD_CHARS)
      throw new DataError(
        `holds a line longer than ${MAX_RECORD_CHARS / 1024 ** 2} Mi characters (line ${line + 1})`,
        line + 1
      )
  }
  const value = pending.trim()
  if (value !== '') onValue(value, line + 1)
}

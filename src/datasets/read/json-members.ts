/**
 * A JSON document's top level split into its members as the text arrives: the elements of an
 * array, the properties of an object. Only one member is held at a time, to be parsed whole.
 */

import { StringDecoder } from 'node:string_decoder'
import { VersionError, type Bytes } from './version-bytes.js'

export type Shape = 'array' | 'object' | 'scalar'

/** No record is this long; one that is would only fill the runner's memory once parsed. */
export const MAX_MEMBER_CHARS = 16 * 1024 * 1024

/** A member (a record, a property) longer than MAX_MEMBER_CHARS. */
export class MemberTooLong extends Error {
  constructor() {
    super(
      `it holds a record longer than ${MAX_MEMBER_CHARS.toLocaleString('en-US')} characters, more than the comparison reads`
    )
  }
}

/**
 * JSON.parse's complaint without the text it quotes: V8 writes `Unexpected token 'x', "…the
 * record…" is not valid JSON`, and a record's values must not reach the line or the logs.
 */
export function parseProblem(error: Error): string {
  const message = error.message
  if (message.startsWith('Unexpected token')) return 'an unexpected character'
  return message.includes('"') ? 'it cannot be parsed' : message
}

const [SPACE, TAB, LF, CR, BOM] = [0x20, 0x09, 0x0a, 0x0d, 0xfeff]
const [QUOTE, BACKSLASH, COMMA, OPEN_ARRAY, OPEN_OBJECT] = [0x22, 0x5c, 0x2c, 0x5b, 0x7b]
const [CLOSE_ARRAY, CLOSE_OBJECT] = [0x5d, 0x7d]

function isSpace(c: number): boolean {
  return c === SPACE || c === LF || c === CR || c === TAB || c === BOM
}

/**
 * Splits the top level into member texts as pieces arrive. Knows only strings, escapes, commas
 * and brackets: each member is parsed whole afterwards, which checks the rest of its syntax.
 */
export class Splitter {
  shape?: Shape
  private depth = 0
  private inString = false
  private escaped = false
  private closed = false
  private members = 0
  /** The member begun in earlier pieces. */
  private member = ''
  private scalar = ''

  constructor(private readonly onMember: (text: string) => void) {}

  write(text: string): void {
    let start = 0
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i)
      if (this.shape === undefined || this.closed) {
        if (isSpace(c)) continue
        if (this.closed) throw new SyntaxError('it goes on after its top level closes')
        this.shape = c === OPEN_ARRAY ? 'array' : c === OPEN_OBJECT ? 'object' : 'scalar'
        start = i + 1
        this.depth = 1
      }
      if (this.shape === 'scalar') {
        this.scalar += text.slice(i)
        if (this.scalar.length > MAX_MEMBER_CHARS) throw new MemberTooLong()
        return
      }
      if (i >= start && this.endsMember(c)) {
        this.flush(this.member + text.slice(start, i), c === COMMA)
        this.member = ''
        start = i + 1
      }
    }
    if (!this.closed && this.shape !== undefined) this.member += text.slice(start)
    if (this.member.length > MAX_MEMBER_CHARS) throw new MemberTooLong()
  }

  /** Follows strings and nesting; true at a comma or the closing bracket of the top level. */
  private endsMember(c: number): boolean {
    if (this.inString) {
      if (this.escaped) this.escaped = false
      else if (c === BACKSLASH) this.escaped = true
      else if (c === QUOTE) this.inString = false
      return false
    }
    if (c === QUOTE) this.inString = true
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) this.depth++
    else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      this.closed = --this.depth === 0
      return this.closed
    } else if (c === COMMA) return this.depth === 1
    return false
  }

  /** A member, unless it is the nothing inside `[]` or `{}`; an empty one elsewhere is an error. */
  private flush(text: string, comma: boolean): void {
    if (text.trim() === '') {
      if (comma || this.members > 0)
        throw new SyntaxError('a comma has no value before or after it')
      return
    }
    this.members++
    this.onMember(text)
  }

  /** The scalar text, for a top level that is neither array nor object. */
  end(): string {
    if (this.shape === undefined) throw new SyntaxError('it holds no JSON value')
    if (this.shape !== 'scalar' && !this.closed)
      throw new SyntaxError('it ends before its top level closes')
    return this.scalar
  }
}

/**
 * Feeds all of `bytes` to `splitter`, then `done` with the scalar text of a top level that is
 * neither array nor object. Text that is not JSON (there, or in what `done` parses), or a member
 * too long, fails as a VersionError of `version` that quotes none of it.
 */
export async function splitAll<T>(
  version: 'base' | 'head',
  bytes: Bytes,
  splitter: Splitter,
  done: (scalar: string) => T
): Promise<T> {
  const decoder = new StringDecoder('utf8')
  try {
    for await (const chunk of bytes)
      splitter.write(typeof chunk === 'string' ? chunk : decoder.write(Buffer.from(chunk)))
    splitter.write(decoder.end())
    return done(splitter.end())
  } catch (error) {
    if (error instanceof MemberTooLong) throw new VersionError(version, error.message)
    if (!(error instanceof SyntaxError)) throw error
    throw new VersionError(version, `it is not valid JSON (${parseProblem(error)})`)
  }
}

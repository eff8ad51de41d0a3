/**
 * Checks JSON text that arrives in pieces, without building it: the syntax, how deep arrays and
 * objects nest, and what the top level holds. jsonc-parser's scanner reads the tokens; a piece may
 * end inside a token, so the last token of each piece is scanned again with the next one. A string
 * or a run of spaces cut that way is not carried whole: what of it was read and found clean is
 * dropped, so a file holding one long string is read once, not once per piece.
 * Memory stays at about one piece however large the file is.
 */
import { createScanner, type JSONScanner } from 'jsonc-parser'

// jsonc-parser's SyntaxKind and ScanError are const enums, which isolated modules cannot read.
const Token = {
  OpenBrace: 1,
  CloseBrace: 2,
  OpenBracket: 3,
  CloseBracket: 4,
  Comma: 5,
  Colon: 6,
  Null: 7,
  True: 8,
  False: 9,
  String: 10,
  Number: 11,
  LineComment: 12,
  BlockComment: 13,
  LineBreak: 14,
  Whitespace: 15,
  Unknown: 16,
  End: 17
} as const

/** What each ScanError (by its number) means for a dataset's author. */
const SCAN_ERRORS = [
  '',
  'unterminated comment',
  'unterminated string (a line break inside a string is written \\n)',
  'number cut short',
  'invalid \\u escape',
  'invalid escape character',
  'control character inside a string'
]

const END_EXPECTED = 'text after the end of the JSON value: remove it'

/** Where a problem lies when it is not the token read: a comma or a bracket read before. */
interface At {
  line: number
  column: number
}

/** Returned instead of a message when arrays and objects nest deeper than allowed. */
const TOO_DEEP = Symbol('too deep')

type Expect = 'value' | 'value-or-]' | 'key' | 'key-or-}' | 'colon' | 'comma-or-close' | 'end'

export type TopLevel = 'array' | 'object' | 'scalar'

export interface JsonProblem {
  /** What is wrong, to follow "is not valid JSON: "; absent when the nesting is too deep. */
  readonly syntax?: string
  /** One-based, in UTF-16 code units as editors count them. */
  readonly line: number
  readonly column: number
  /** The document went on with another value after a complete one, as JSON Lines do. */
  readonly anotherValue?: boolean
}

export class JsonShape {
  problem: JsonProblem | undefined
  topLevel: TopLevel | undefined
  /** Elements of a top-level array, or properties of a top-level object. */
  records = 0

  private expect: Expect = 'value'
  private depth = 0
  /** 1 where the container open at that depth is an object. */
  private readonly objects: Uint8Array
  private carry = ''
  /** Zero-based line and column where `carry` starts in the whole text. */
  private line = 0
  private column = 0
  /** Characters of a cut string dropped from `carry` after its opening quote. */
  private dropped = 0
  /** Whether `carry` is a string cut short, its clean inside already dropped. */
  private inString = false
  /** Zero-based line and column where the container open at each depth opened. */
  private readonly openedLine: Uint32Array
  private readonly openedColumn: Uint32Array
  /** The comma just read between two elements or properties, until a token follows it. */
  private comma: At | undefined
  /** The token being read, for `take` to learn where it is. */
  private scanner: JSONScanner | undefined
  /** Set by `take` when the problem lies elsewhere than the token read. */
  private at: At | undefined

  constructor(private readonly maxDepth: number) {
    this.objects = new Uint8Array(maxDepth + 1)
    this.openedLine = new Uint32Array(maxDepth + 1)
    this.openedColumn = new Uint32Array(maxDepth + 1)
  }

  write(piece: string): void {
    if (this.problem !== undefined) return
    if (!this.inString) {
      this.scan(this.carry + piece, false)
      return
    }
    // Inside a long string the scanner is given only what follows its clean part.
    const text = this.carry + piece
    const clean = cleanStringPrefix(text, 1)
    this.dropped += clean - 1
    this.scan(`"${text.slice(clean)}`, false)
  }

  end(): void {
    if (this.problem === undefined) this.scan(this.carry, true)
  }

  private scan(text: string, final: boolean): void {
    const scanner = createScanner(text, false)
    this.scanner = scanner
    for (;;) {
      const kind: number = scanner.scan()
      if (!final && scanner.getTokenOffset() + scanner.getTokenLength() === text.length) {
        // The next piece may continue this token (or the end), so it is read again from its start.
        this.keepCut(text, scanner, kind)
        return
      }
      const wrong = this.take(kind, scanner.getTokenError())
      if (wrong !== undefined) {
        const start = this.at ?? this.startOf(scanner)
        this.problem = {
          syntax: wrong === TOO_DEEP ? undefined : wrong,
          line: start.line + 1,
          column: start.column + 1,
          ...(wrong === END_EXPECTED && (kind === Token.OpenBrace || kind === Token.OpenBracket)
            ? { anotherValue: true }
            : {})
        }
        return
      }
      if (kind === Token.End) return
    }
  }

  /**
   * Keeps the token the piece ends in for the next piece. A string keeps its opening quote and an
   * escape cut short; a run of spaces keeps nothing: the rest was read and cannot change its verdict.
   */
  private keepCut(text: string, scanner: JSONScanner, kind: number): void {
    const offset = scanner.getTokenOffset()
    const start = this.startOf(scanner)
    const continuing = offset === 0 ? this.dropped : 0
    this.inString = false
    if (kind === Token.Whitespace) {
      this.carry = ''
      this.line = start.line
      this.column = start.column + scanner.getTokenLength() + continuing
      this.dropped = 0
      return
    }
    this.line = start.line
    this.column = start.column
    const clean = kind === Token.String ? cleanStringPrefix(text, offset + 1) : offset + 1
    if (kind !== Token.String || text.length - clean > MAX_ESCAPE_LENGTH) {
      this.carry = text.slice(offset)
      this.dropped = continuing
      return
    }
    this.carry = `"${text.slice(clean)}`
    this.dropped = continuing + (clean - offset - 1)
    this.inString = true
  }

  /** Zero-based line and column of the scanned token in the whole text. */
  private startOf(scanner: JSONScanner): { line: number; column: number } {
    const line = scanner.getTokenStartLine()
    const character = scanner.getTokenStartCharacter()
    if (line !== 0) return { line: this.line + line, column: character }
    // Past the carried string's opening quote, the characters dropped from it count again.
    return { line: this.line, column: this.column + character + (character > 0 ? this.dropped : 0) }
  }

  /** Follows one token through the grammar; returns what is wrong with it, if anything. */
  private take(kind: number, scanError: number): string | typeof TOO_DEEP | undefined {
    if (kind === Token.LineBreak || kind === Token.Whitespace) return undefined
    const comma = this.comma
    this.comma = undefined
    if (kind === Token.LineComment || kind === Token.BlockComment)
      return 'a comment, which JSON does not allow: remove it'
    if (scanError !== 0) return SCAN_ERRORS[scanError] ?? 'unreadable token'
    if (kind === Token.Unknown) return unknownWord(this.scanner?.getTokenValue() ?? '')
    if (comma !== undefined && (kind === Token.CloseBracket || kind === Token.CloseBrace)) {
      this.at = comma
      return `a comma after the last ${kind === Token.CloseBrace ? 'property' : 'element'}, which JSON does not allow: remove it`
    }
    if (kind === Token.End && this.expect !== 'end') {
      if (this.topLevel === undefined) return 'no value: the file holds no JSON'
      const inObject = this.objects[this.depth] === 1
      this.at = { line: this.openedLine[this.depth], column: this.openedColumn[this.depth] }
      return `the ${inObject ? 'object' : 'array'} that opens here is never closed: add its closing '${inObject ? '}' : ']'}' at the end of its members (or the one missing before the file's end)`
    }
    switch (this.expect) {
      case 'end':
        return kind === Token.End ? undefined : END_EXPECTED
      case 'colon':
        if (kind !== Token.Colon) return "':' expected after the property name"
        this.expect = 'value'
        return undefined
      case 'comma-or-close': {
        const inObject = this.objects[this.depth] === 1
        if (kind === Token.Comma) {
          this.expect = inObject ? 'key' : 'value'
          if (this.scanner !== undefined) this.comma = this.startOf(this.scanner)
          return undefined
        }
        if (kind === (inObject ? Token.CloseBrace : Token.CloseBracket)) return this.close()
        return inObject
          ? "',' or '}' expected: a comma is missing before this property, or a '}' before it"
          : "',' or ']' expected: a comma is missing before this element, or a ']' before it"
      }
      case 'key-or-}':
        if (kind === Token.CloseBrace) return this.close()
        return this.key(kind)
      case 'key':
        return this.key(kind)
      case 'value-or-]':
        if (kind === Token.CloseBracket) return this.close()
        return this.value(kind)
      case 'value':
        return this.value(kind)
    }
  }

  private key(kind: number): string | undefined {
    if (kind !== Token.String) return 'property name expected (in double quotes)'
    if (this.depth === 1) this.records++
    this.expect = 'colon'
    return undefined
  }

  private value(kind: number): string | typeof TOO_DEEP | undefined {
    const open = kind === Token.OpenBrace || kind === Token.OpenBracket
    const literal = kind >= Token.Null && kind <= Token.Number
    if (!open && !literal) return 'value expected'
    if (this.depth === 0) {
      this.topLevel = kind === Token.OpenBrace ? 'object' : open ? 'array' : 'scalar'
    } else if (this.depth === 1 && this.objects[1] === 0) {
      this.records++
    }
    if (literal) {
      this.expect = this.depth === 0 ? 'end' : 'comma-or-close'
      return undefined
    }
    if (this.depth === this.maxDepth) return TOO_DEEP
    this.depth++
    this.objects[this.depth] = kind === Token.OpenBrace ? 1 : 0
    if (this.scanner !== undefined) {
      const start = this.startOf(this.scanner)
      this.openedLine[this.depth] = start.line
      this.openedColumn[this.depth] = start.column
    }
    this.expect = kind === Token.OpenBrace ? 'key-or-}' : 'value-or-]'
    return undefined
  }

  private close(): undefined {
    this.depth--
    this.expect = this.depth === 0 ? 'end' : 'comma-or-close'
    return undefined
  }
}

/** A word or character JSON has no token for, named with what to write instead. */
function unknownWord(word: string): string {
  if (word.startsWith("'")) return 'a single quote: JSON writes strings and names in double quotes'
  if (/^(NaN|-?Infinity|undefined)$/.test(word))
    return `${word}, which JSON does not have: write null for a missing number`
  return 'an unexpected character: a value, a name in double quotes or punctuation belongs here'
}

/** `\uXXXX`: the longest escape, so the most a cut string carries besides its quote. */
const MAX_ESCAPE_LENGTH = 6

function isHexDigit(code: number): boolean {
  return (
    (code >= 0x30 && code <= 0x39) ||
    (code >= 0x41 && code <= 0x46) ||
    (code >= 0x61 && code <= 0x66)
  )
}

/**
 * Where the clean part of a string's inside ends, reading from `from`: characters and complete
 * escapes the scanner accepts. What follows is an escape cut short, or a fault the scanner must
 * see to name it.
 */
function cleanStringPrefix(text: string, from: number): number {
  let i = from
  while (i < text.length) {
    const code = text.charCodeAt(i)
    if (code < 0x20 || code === 0x22) return i
    if (code !== 0x5c) {
      i++
      continue
    }
    const escaped = text.charCodeAt(i + 1)
    if (escaped === 0x75) {
      let digits = 0
      while (digits < 4 && isHexDigit(text.charCodeAt(i + 2 + digits))) digits++
      if (digits < 4) return i
      i += 6
    } else if (i + 1 < text.length && '"\\/bfnrt'.includes(text[i + 1])) {
      i += 2
    } else {
      return i
    }
  }
  return i
}

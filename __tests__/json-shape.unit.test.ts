import { describe, expect, it } from '@jest/globals'
import { JsonShape, type JsonProblem } from '../src/datasets/read/json-shape.js'

interface Verdict {
  problem: JsonProblem | undefined
  topLevel: string | undefined
  records: number
}

/** Feeds `text` in pieces of `size` characters (all at once when size is 0). */
function check(text: string, size = 0, maxDepth = 512): Verdict {
  const shape = new JsonShape(maxDepth)
  if (size === 0) shape.write(text)
  else for (let i = 0; i < text.length; i += size) shape.write(text.slice(i, i + size))
  shape.end()
  return { problem: shape.problem, topLevel: shape.topLevel, records: shape.records }
}

function parses(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/** A small deterministic generator, so a failing case can be reproduced. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state / 2147483648
  }
}

const TRICKY_CHARACTERS = ['é', '東', '😀', '\u2028', '\u00a0', '\\', '"', '\t', '\n', '\r', ' ']

function randomValue(next: () => number, depth = 0): unknown {
  const pick = Math.floor(next() * (depth > 3 ? 4 : 6))
  switch (pick) {
    case 0:
      return Math.round((next() - 0.5) * 1e6) / (next() < 0.5 ? 1 : 1000)
    case 1:
      return Array.from({ length: Math.floor(next() * 6) }, () =>
        next() < 0.4
          ? TRICKY_CHARACTERS[Math.floor(next() * TRICKY_CHARACTERS.length)]
          : String.fromCharCode(32 + Math.floor(next() * 90))
      ).join('')
    case 2:
      return [null, true, false][Math.floor(next() * 3)]
    case 3:
      return next() < 0.5 ? 1e21 : -0.000001
    case 4:
      return Array.from({ length: Math.floor(next() * 4) }, () => randomValue(next, depth + 1))
    default:
      return Object.fromEntries(
        Array.from({ length: Math.floor(next() * 4) }, (_, i) => [
          next() < 0.3 ? String(i) : `k${i}${TRICKY_CHARACTERS[i]}`,
          randomValue(next, depth + 1)
        ])
      )
  }
}

/**
 * Breaks valid JSON the ways hand edits do: a character dropped, doubled or swapped for another,
 * or the quotes taken off a string of digits.
 */
function mutate(text: string, next: () => number): string {
  const at = Math.floor(next() * text.length)
  const stray = ['"', ',', ':', '[', ']', '{', '}', '0', '-', '.', 'e', '\\', "'", '/', 'x', '\n']
  switch (Math.floor(next() * 4)) {
    case 3:
      return text.slice(0, at) + text.slice(at).replace(/"(\d+)"/, '$1')
    case 0:
      return text.slice(0, at) + text.slice(at + 1)
    case 1:
      return text.slice(0, at) + text[at] + text.slice(at)
    default:
      return text.slice(0, at) + stray[Math.floor(next() * stray.length)] + text.slice(at + 1)
  }
}

describe('agreeing with JSON.parse', () => {
  const valid = [
    '[1,2]',
    '{"a":[1,{"b":null}]}',
    '[-0.5e+10, 1E3, 0, -0, 2e-3]',
    '["\\u00e9\\n\\"\\/\\b\\f\\r\\t", "é 東京 😀", "\\ud800"]',
    ' \n\t[ true , false , null ] \r\n',
    '{"":1}',
    '[[[]]]',
    '[{}]',
    '"a string"',
    '42',
    'true',
    '["\u2028 is allowed raw in a string"]'
  ]
  const invalid = [
    '[01]',
    '[1,]',
    '{"a":1,}',
    '[1 2]',
    '{"a" 1}',
    '{a:1}',
    "['a']",
    '[NaN]',
    '[Infinity]',
    '[+1]',
    '[.5]',
    '[1.]',
    '[1e]',
    '[0x10]',
    '["\\x"]',
    '["\\u12"]',
    '["a\nb"]',
    '["a\tb"]',
    '[1] [2]',
    '[1 /* c */]',
    '// c\n[1]',
    '[',
    '[1,',
    '{"a":',
    '',
    '   ',
    '[}',
    '{]',
    '{"a":1]',
    '[tru]',
    '[truex]',
    '-',
    '["unterminated]',
    '[1]x',
    '\u00a0[1]',
    '[1,,2]',
    '{"a":1 "b":2}',
    '{"a"::1}',
    '{,}',
    '[,1]'
  ]
  it.each(valid)('accepts %j', text => {
    expect(check(text).problem).toBeUndefined()
  })
  it.each(invalid)('refuses %j', text => {
    expect(check(text).problem).toBeDefined()
  })
  it('agrees on a thousand generated documents and mutations of them', () => {
    const next = random(20261121)
    const disagreements: string[] = []
    for (let i = 0; i < 1000; i++) {
      const document = JSON.stringify(randomValue(next), null, next() < 0.5 ? 2 : undefined)
      for (const text of [document, mutate(document, next), mutate(mutate(document, next), next)]) {
        if ((check(text).problem === undefined) !== parses(text)) disagreements.push(text)
      }
    }
    expect(disagreements).toEqual([])
  })
})

describe('reading in pieces', () => {
  const documents = [
    '[\n  {"name": "Zürich", "value": -12.5e-3},\n  {"name": "東京\\u00e9", "ok": true}\n]\n',
    '{"rows": [1, 2, 3], "note": null, "nested": {"a": [false]}}',
    '[\n  {"a": 1},\n  {"a": 2,}\n]\n',
    '[1, 2,\n  3 4]',
    '[{"a": 1},\n',
    '[1 /* no */]',
    '[\n"a\\u12"]',
    '[123456789, truex]',
    `[{"text": "${'long \\"quoted\\" text \\u00e9\\n '.repeat(12)}"}, {"text": "x"} x]`,
    `[1,${' '.repeat(150)}2,\t${' '.repeat(90)}}]`,
    `["${'a'.repeat(120)}\\q", 1]`,
    `["${'a'.repeat(120)}\u0001", 1]`
  ]
  it('gives the same verdict and position in pieces for generated documents and mutations of them', () => {
    const next = random(20261122)
    const differences: string[] = []
    for (let i = 0; i < 300; i++) {
      const document = JSON.stringify(randomValue(next), null, next() < 0.5 ? 2 : undefined)
      for (const text of [document, mutate(document, next)]) {
        const whole = check(text)
        for (const size of [1, 2, 3, 7, 1 + Math.floor(next() * 40)]) {
          if (JSON.stringify(check(text, size)) !== JSON.stringify(whole)) differences.push(text)
        }
      }
    }
    expect(differences).toEqual([])
  })
  it.each(documents)('gives the same verdict and position whatever the piece size: %j', text => {
    const whole = check(text)
    for (let size = 1; size <= text.length; size++) expect(check(text, size)).toEqual(whole)
  })
})

describe('what it reports', () => {
  it('counts the records of a top-level array or object', () => {
    expect(check('[{"a":1},{"a":[2,3]},4]')).toMatchObject({ topLevel: 'array', records: 3 })
    expect(check('{"north":[1],"south":{"x":2}}')).toMatchObject({
      topLevel: 'object',
      records: 2
    })
    expect(check('[]')).toMatchObject({ topLevel: 'array', records: 0 })
    expect(check('"x"')).toMatchObject({ topLevel: 'scalar', records: 0 })
  })
  it('points at the token that breaks the syntax, with one-based line and column', () => {
    expect(check('[\n  {"a": 1},\n  {"a" 2}\n]').problem).toEqual({
      syntax: expect.stringContaining("':' expected"),
      line: 3,
      column: 8
    })
  })
  it('points at a trailing comma itself, not at the bracket after it, and says to remove it', () => {
    expect(check('[\n  {"a": 1},\n  {"a": 2,}\n]').problem).toEqual({
      syntax: expect.stringMatching(/comma after the last property.*remove it/),
      line: 3,
      column: 10
    })
    expect(check('[\n  {"a": 1},\n  {"a": 2},\n]\n', 5).problem).toEqual({
      syntax: expect.stringMatching(/comma after the last element.*remove it/),
      line: 3,
      column: 11
    })
  })
  it('names every other fault with what to write instead', () => {
    expect(check('[1] [2]').problem).toEqual({
      syntax: expect.stringContaining('text after the end'),
      line: 1,
      column: 5,
      anotherValue: true
    })
    expect(check('[1] 2').problem?.anotherValue).toBeUndefined()
    expect(check('{"a" 1}').problem?.syntax).toBe("':' expected after the property name")
    expect(check('[1 2]').problem?.syntax).toMatch(/',' or '\]' expected: a comma is missing/)
    expect(check('{"a":1 "b":2}').problem?.syntax).toMatch(
      /',' or '}' expected: a comma is missing/
    )
    expect(check("['a']").problem?.syntax).toMatch(/single quote.*double quotes/)
    expect(check('[NaN]').problem?.syntax).toMatch(/NaN.*write null/)
    expect(check('[1 // c\n]').problem?.syntax).toMatch(/comment.*remove it/)
    expect(check('["a\nb"]').problem?.syntax).toMatch(/^unterminated string/)
    expect(check('  ').problem?.syntax).toMatch(/no value/)
  })
  it('points at where the container left open by a cut-short document opens', () => {
    expect(check('[{"a": 1},\n  ').problem).toEqual({
      syntax: expect.stringMatching(/array .* never closed.*add its closing '\]'/),
      line: 1,
      column: 1
    })
    expect(check('[\n  {"a": [1, 2\n', 3).problem).toEqual({
      syntax: expect.stringMatching(/array .* never closed/),
      line: 2,
      column: 9
    })
  })
  it('counts columns after earlier pieces of the same line', () => {
    const text = `[${'1,'.repeat(50)}x]`
    expect(check(text, 7).problem).toEqual({
      syntax: expect.stringContaining('unexpected character'),
      line: 1,
      column: 102
    })
  })
  it('stops at the nesting limit, where the deepest container opens', () => {
    expect(check('[[[1]]]', 0, 3).problem).toBeUndefined()
    expect(check('[[[[1]]]]', 0, 3).problem).toEqual({ line: 1, column: 4 })
    expect(check('['.repeat(100_000), 1000).problem).toEqual({ line: 1, column: 513 })
  })
})

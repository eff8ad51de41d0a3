/**
 * Splitting a JSON array into its elements, and JSON Lines into their values, as text arrives in
 * chunks: the same elements wherever the chunks are cut, checked against elements written by hand
 * and against JSON.parse reading the whole text.
 */
import { describe, expect, it } from '@jest/globals'
import { MAX_RECORD_CHARS } from '../src/datasets/read/csv-records.js'
import { NotAnArray, readJsonArray, readJsonLines } from '../src/datasets/read/json-records.js'
import { DataError } from '../src/datasets/read/text-source.js'
import { saying } from './helpers/meaning.js'

async function* chunks(pieces: readonly string[]): AsyncGenerator<string> {
  for (const piece of pieces) yield piece
}

async function elementsOf(pieces: readonly string[]): Promise<string[]> {
  const found: string[] = []
  await readJsonArray(chunks(pieces), element => found.push(element))
  return found
}

async function valuesOf(pieces: readonly string[]): Promise<[string, number][]> {
  const found: [string, number][] = []
  await readJsonLines(chunks(pieces), (value, line) => found.push([value, line]))
  return found
}

/** Strings with escaped quotes and backslashes, brackets inside strings, nesting and spaces. */
const ARRAY = String.raw`
 [ {"a": "x\"y, ]", "b": [1, {"c": "}"}]}, "str\\", 3 ,
 {"d": "\\\""} , [ ] , null,"\u005b" , -1.5e3,
  {"e": "\\\\\"],["}
 ]
`

const ELEMENTS = [
  String.raw`{"a": "x\"y, ]", "b": [1, {"c": "}"}]}`,
  String.raw`"str\\"`,
  '3',
  String.raw`{"d": "\\\""}`,
  '[ ]',
  'null',
  String.raw`"\u005b"`,
  '-1.5e3',
  String.raw`{"e": "\\\\\"],["}`
]

describe('the elements of a JSON array', () => {
  it('are each element’s text, trimmed, as JSON.parse reads the array', async () => {
    const found = await elementsOf([ARRAY])
    expect(found).toEqual(ELEMENTS)
    expect(found.map(e => JSON.parse(e) as unknown)).toEqual(JSON.parse(ARRAY))
  })

  it('are the same wherever the text is cut in two', async () => {
    for (let cut = 0; cut <= ARRAY.length; cut++) {
      const found = await elementsOf([ARRAY.slice(0, cut), ARRAY.slice(cut)])
      expect({ cut, found }).toEqual({ cut, found: ELEMENTS })
    }
  })

  it('are the same wherever the text is cut in three', async () => {
    for (let first = 1; first < ARRAY.length; first += 1) {
      for (let second = first + 1; second < ARRAY.length; second += 3) {
        const pieces = [ARRAY.slice(0, first), ARRAY.slice(first, second), ARRAY.slice(second)]
        const found = await elementsOf(pieces)
        if (found.join('\u0001') !== ELEMENTS.join('\u0001'))
          expect({ first, second, found }).toEqual({ first, second, found: ELEMENTS })
      }
    }
  })

  it('are the same given one character at a time', async () => {
    expect(await elementsOf([...ARRAY])).toEqual(ELEMENTS)
  })

  it('skip a byte order mark and blank space before the array', async () => {
    expect(await elementsOf(['\uFEFF', '  \n ', '[1,', '2]', '\n'])).toEqual(['1', '2'])
  })

  it('are none for an empty array', async () => {
    expect(await elementsOf(['[ \n ]'])).toEqual([])
  })

  it('tell a document that is not an array: an object, a scalar, nothing', async () => {
    const kinds: string[] = []
    for (const text of ['{"a": [1, 2]}', '42', '  ']) {
      const error = await elementsOf([text]).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(NotAnArray)
      kinds.push((error as Error).message)
    }
    expect(kinds).toEqual(['object', 'scalar', 'empty'])
  })

  it('refuse an array never closed, text after its end, and a missing element', async () => {
    await expect(elementsOf(['[1, 2', ', 3'])).rejects.toThrow(saying('never closed'))
    await expect(elementsOf(['[1, 2] ', '[3]'])).rejects.toThrow(saying("after the array's end"))
    await expect(elementsOf(['[1,', ', 2]'])).rejects.toThrow(saying('missing'))
  })

  it('refuse a trailing comma, which JSON does not allow', async () => {
    await expect(elementsOf(['[{"a": 1},', ' ]'])).rejects.toThrow(DataError)
  })

  it('refuse a record that never ends past the cap, naming the line it started on', async () => {
    const piece = 'x'.repeat(4 * 1024 * 1024)
    const pieces = ['[{"a": 1},\n{"b": 2},\n{"c": "']
    for (let sent = 0; sent <= MAX_RECORD_CHARS; sent += piece.length) pieces.push(piece)
    const error = await elementsOf(pieces).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DataError)
    expect((error as Error).message).toMatch(saying('longer than', 'line 3'))
  })
})

/** A BOM, CRLF line ends, blank lines, spaces around values, no newline at the end. */
const LINES = '\uFEFF{"a": 1}\r\n\r\n  {"b": "x\\"y"}  \n\n \t\n[1, 2]\r\n{"c": 3}'
const VALUES: [string, number][] = [
  ['{"a": 1}', 1],
  ['{"b": "x\\"y"}', 3],
  ['[1, 2]', 6],
  ['{"c": 3}', 7]
]

describe('the values of JSON Lines', () => {
  it('are each non-blank line, trimmed, with its line number', async () => {
    expect(await valuesOf([LINES])).toEqual(VALUES)
  })

  it('are the same wherever the text is cut', async () => {
    for (let cut = 0; cut <= LINES.length; cut++) {
      const found = await valuesOf([LINES.slice(0, cut), LINES.slice(cut)])
      expect({ cut, found }).toEqual({ cut, found: VALUES })
    }
    expect(await valuesOf([...LINES])).toEqual(VALUES)
  })

  it('refuse a line that never ends past the cap, naming its line', async () => {
    const piece = 'y'.repeat(4 * 1024 * 1024)
    const pieces = ['{"a": 1}\n\n{"b": "']
    for (let sent = 0; sent <= MAX_RECORD_CHARS; sent += piece.length) pieces.push(piece)
    const error = await valuesOf(pieces).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DataError)
    expect((error as DataError).line).toBe(3)
    expect((error as Error).message).toMatch(saying('longer than', 'line 3'))
  })
})

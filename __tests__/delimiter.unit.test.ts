/**
 * A delimited text's separator, found from its start, and the `delimiter` input read. Every
 * expected separator below is the one a person reading the sample would name.
 */
import { describe, expect, it } from '@jest/globals'
import { detectDelimiter, parseDelimiter } from '../src/datasets/read/delimiter.js'
import { saying } from './helpers/meaning.js'

describe('finding the separator from the header and first records', () => {
  it.each([
    ['comma', 'month,region,revenue\n2026-01,North,1200\n2026-02,South,900\n', ','],
    ['semicolon', 'month;region;revenue\n2026-01;North;1200\n2026-02;South;900\n', ';'],
    ['tab', 'month\tregion\trevenue\n2026-01\tNorth\t1200\n2026-02\tSouth\t900\n', '\t'],
    ['pipe', 'month|region|revenue\n2026-01|North|1200\n2026-02|South|900\n', '|']
  ])('tells a %s-separated file', (_name, text, expected) => {
    expect(detectDelimiter(text, true)).toBe(expected)
  })

  it('reads CRLF line ends and blank lines as no records of their own', () => {
    expect(detectDelimiter('a;b;c\r\n\r\n1;2;3\r\n\r\n4;5;6\r\n', true)).toBe(';')
  })

  it('does not count a separator inside a quoted field', () => {
    // Commas in every quoted name; the semicolons are the separator.
    const semicolons = 'name;city\n"Doe, Jane";Paris\n"Roe, Rick, Jr";Lyon\n'
    expect(detectDelimiter(semicolons, true)).toBe(';')
    // Semicolons and pipes inside quotes of a comma-separated file.
    const commas = 'id,note\n1,"a;b;c"\n2,"x|y"\n3,"p;q"\n'
    expect(detectDelimiter(commas, true)).toBe(',')
  })

  it('is not misled by a stray semicolon in one cell of a comma-separated file', () => {
    const text = 'id,note,value\n1,hello,3\n2,one; two,4\n3,three,5\n'
    expect(detectDelimiter(text, true)).toBe(',')
  })

  it('reads decimal commas in a semicolon-separated file as part of the values', () => {
    const text = 'product;price;weight\nTea;1,50;0,25\nCoffee;12,75;1\nSugar;2;0,5\n'
    expect(detectDelimiter(text, true)).toBe(';')
  })

  it('takes a comma for a file of one column', () => {
    expect(detectDelimiter('name\nAlice\nBob\nCarol\n', true)).toBe(',')
    expect(detectDelimiter('title\n"Hello; world"\n"a|b"\n', true)).toBe(',')
  })

  it('reads a short file without a final newline whole when it is complete', () => {
    expect(detectDelimiter('a;b\n1;2', true)).toBe(';')
    expect(detectDelimiter('a|b|c', true)).toBe('|')
  })

  it('leaves out the cut last record of a start that is not the whole file', () => {
    // Whole records split by commas (two a record, one semicolon); the cut one has no comma.
    const start = 'a;b,c,d\n1;2,3,4\n5;6'
    expect(detectDelimiter(start, false)).toBe(',')
    // The same text as a whole file: the last record counts, and only the semicolon is regular.
    expect(detectDelimiter(start, true)).toBe(';')
  })

  it('takes the separator the header holds most of when no candidate is regular', () => {
    const text = 'a;b;c,d\n1;2\n3\n'
    expect(detectDelimiter(text, true)).toBe(';')
  })

  it('takes a comma for empty text', () => {
    expect(detectDelimiter('', true)).toBe(',')
    expect(detectDelimiter('\n\n', true)).toBe(',')
  })
})

describe("the 'delimiter' input", () => {
  it.each([
    [',', ','],
    ['comma', ','],
    [';', ';'],
    ['semicolon', ';'],
    ['|', '|'],
    ['Pipe', '|'],
    ['tab', '\t'],
    ['TAB', '\t'],
    ['\\t', '\t'],
    ['\t', '\t'],
    [' ; ', ';']
  ])('reads %j', (raw, expected) => {
    expect(parseDelimiter('delimiter', raw)).toBe(expected)
  })

  it('leaves the separator to be found when empty', () => {
    expect(parseDelimiter('delimiter', '')).toBeUndefined()
  })

  it.each([':', 'space', ';;', 'x'])(
    'refuses %j, naming the input, the value and the choices',
    raw => {
      expect(() => parseDelimiter('delimiter', raw)).toThrow(
        saying("'delimiter'", JSON.stringify(raw), ', ; | or tab')
      )
    }
  )
})

import { describe, expect, it } from '@jest/globals'
import { DecimalPointColumns, showsDecimalPoint } from '../src/datasets/read/decimal-comma.js'
import {
  lineOfRecord,
  misfitMessage,
  notATable,
  RecordShape
} from '../src/datasets/read/table-checks.js'
import { saying } from './helpers/meaning.js'

const what = (text: string | Buffer) => {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text
  return notATable(bytes, bytes.toString('utf8'))
}

async function* chunks(...parts: string[]): AsyncGenerator<string> {
  for (const part of parts) yield part
}

describe('notATable', () => {
  it.each([
    ['a web page', '<!DOCTYPE html>\n<html><body>Sign in</body></html>', /HTML/],
    ['a web page without a doctype', '\n  <html lang="en"><head>', /HTML/],
    ['a web page after a comment', '<!-- saved -->\n<HTML>', /HTML/],
    ['an XML feed', '<?xml version="1.0"?>\n<rss><channel/></rss>', /XML.*<rss>/],
    ['XML without a declaration', '<orders>\n<order id="1"/>\n</orders>', /XML.*<orders>/],
    ['an SVG image', '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg">', /SVG/],
    ['a PDF', '%PDF-1.7\n%âãÏÓ', /PDF/],
    ['a PNG image', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), /PNG/],
    ['a file gzipped twice', Buffer.from([0x1f, 0x8b, 0x08, 0x00]), /gzip/]
  ])('names %s', (_, content, kind) => {
    expect(what(content)).toMatch(kind)
    expect(what(content)).toMatch(saying("'file'"))
  })

  it.each([
    ['a CSV', 'id,name\n1,<b>x</b>\n'],
    ['a header that begins with an angle bracket', '<id>,name\n1,x\n'],
    ['a TSV', 'a\tb\n1\t2\n'],
    ['UTF-16 text', Buffer.from('\ufeffa,b\n1,2\n', 'utf16le')]
  ])('lets %s through', (_, content) => {
    expect(what(content)).toBeUndefined()
  })
})

describe('RecordShape', () => {
  const header = ['id', 'team', 'month']
  it('takes records as wide as the header, or narrower', () => {
    const shape = new RecordShape(header, ',')
    expect(shape.take('1,east,2024-01')).toBe(true)
    expect(shape.take('2,west')).toBe(true)
    expect(shape.take(['3', 'a,b', 'c'])).toBe(true)
    expect(shape.misfit).toBeUndefined()
  })

  it('stops at a record wider than the header, counting its fields and its place', () => {
    const shape = new RecordShape(header, ',')
    shape.take('1,east,2024-01')
    expect(shape.take('2,west,2024-01,1,530')).toBe(false)
    expect(shape.misfit).toEqual({ kind: 'wide', record: 2, fields: 5 })
  })

  it('stops at the header again, as a line or as fields', () => {
    const line = new RecordShape(header, ';')
    expect(line.take('id;team;month')).toBe(false)
    expect(line.misfit).toEqual({ kind: 'header', record: 1, fields: 3 })
    const fields = new RecordShape(header, ',')
    expect(fields.take(['1', 'x', 'y'])).toBe(true)
    expect(fields.take(['id', 'team', 'month'])).toBe(false)
    expect(fields.misfit?.kind).toBe('header')
  })

  it('does not take a record for the header when a quoted header field held the separator', () => {
    const shape = new RecordShape(['a,b', 'c'], ',')
    expect(shape.take('a,b,c')).toBe(false)
    expect(shape.misfit?.kind).toBe('wide')
  })
})

describe('lineOfRecord', () => {
  it('counts lines, not records: blank lines and line breaks inside quotes', async () => {
    const text = 'id,note\n\n1,"two\nlines"\r\n2,x\n'
    expect(await lineOfRecord(chunks(text), ',', 0)).toBe(1)
    expect(await lineOfRecord(chunks(text), ',', 1)).toBe(3)
    expect(await lineOfRecord(chunks(text), ',', 2)).toBe(5)
    expect(await lineOfRecord(chunks(text), ',', 3)).toBeUndefined()
  })

  it('reads across chunks and past a byte order mark', async () => {
    expect(await lineOfRecord(chunks('\ufeffa;b\n1;', '2\n3;4\n'), ';', 2)).toBe(3)
  })
})

describe('misfitMessage', () => {
  it('names the line, the fields, the columns and the usual cause of a wide record', () => {
    const text = misfitMessage({ kind: 'wide', record: 3, fields: 5 }, 4, 4, 'comma')
    expect(text).toMatch(saying('5 fields', 'line 4', '4 columns', 'comma', 'unquoted', '1,530'))
  })

  it('names the line of a repeated header and what to do', () => {
    const text = misfitMessage({ kind: 'header', record: 59, fields: 3 }, 60, 3, 'comma')
    expect(text).toMatch(saying('header', 'line 60', 'Remove'))
  })
})

describe('decimal points under a decimal comma', () => {
  it.each(['0.125', '10.5', '-0.5', '.75', '3.14159', '1.5'])('%s shows a decimal point', cell => {
    expect(showsDecimalPoint(cell)).toBe(true)
  })

  it.each(['2.500', '1.234', '1,5', '1.234,56', '1.234.567', 'v1.2.3', '12', 'x.5'])(
    '%s does not',
    cell => {
      expect(showsDecimalPoint(cell)).toBe(false)
    }
  )

  it('names each column of decimal points with its first, and tells whether a comma was rewritten', () => {
    const points = new DecimalPointColumns()
    points.observe(['1', '2.500', 'x'])
    points.observe(['2', '0.125', '3.5'])
    points.observe(['3', '10.5', '4.25'])
    expect(points.columns(['id', 'rate', 'note'])).toEqual([
      { column: 'rate', example: '0.125' },
      { column: 'note', example: '3.5' }
    ])
    expect(points.hadDecimalComma).toBe(true)
    const none = new DecimalPointColumns()
    none.observe(['1', 'North', '1200'])
    expect(none.hadDecimalComma).toBe(false)
    const comma = new DecimalPointColumns()
    comma.observe(['1', '900,25'])
    expect(comma.hadDecimalComma).toBe(true)
    expect(comma.columns(['id', 'revenue'])).toEqual([])
  })

  it('merges what parts saw, the earlier part first', () => {
    const first = new DecimalPointColumns()
    first.observe(['1', '0.5'])
    const second = new DecimalPointColumns()
    second.observe(['1,5', '0.25'])
    const file = new DecimalPointColumns()
    file.add(first.seen())
    file.add(second.seen())
    expect(file.columns(['a', 'b'])).toEqual([{ column: 'b', example: '0.5' }])
    expect(file.hadDecimalComma).toBe(true)
  })
})

/**
 * convertDataset, file to file, on small datasets of each format: the text written is checked
 * whole against the text a person writes for it, and what it reports (rows, encoding, separator,
 * columns dropped, sample rate) against the counts of the file.
 */
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { ColumnsError } from '../src/datasets/convert/columns.js'
import { convertDataset, TooLarge, type Conversion } from '../src/datasets/convert/convert.js'
import { DataError } from '../src/datasets/read/text-source.js'
import { writeParquet } from './helpers/duckdb.js'
import { saying } from './helpers/meaning.js'
import { makeWorkspace, type Workspace } from './helpers/workspace.js'

let ws: Workspace
beforeAll(() => {
  ws = makeWorkspace()
})
afterAll(() => ws.remove())

let made = 0

/** Converts `content`, written to a file named `name`, and reads back the text written. */
async function convert(
  name: string,
  content: string | Buffer,
  conversion: Partial<Conversion> & Pick<Conversion, 'format'>
) {
  const file = ws.write(`in-${++made}/${name}`, content)
  const out = `${ws.root}/out-${made}`
  const converted = await convertDataset(file, out, {
    columnsInput: 'columns',
    limitBytes: 10 * 1024 * 1024,
    ...conversion
  })
  return { converted, text: readFileSync(out, 'utf8') }
}

async function refusal(
  name: string,
  content: string | Buffer,
  conversion: Partial<Conversion> & Pick<Conversion, 'format'>
): Promise<Error> {
  const error = await convert(name, content, conversion).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(Error)
  return error as Error
}

describe('delimited text to comma-separated CSV', () => {
  it('writes a semicolon file with commas, quoting the decimal commas and quotes', async () => {
    const { text, converted } = await convert(
      'prices.csv',
      'product;price;note\r\nTea;1,50;plain\r\nCoffee;"12,75";"say ""hi"""\r\n"a;b";2;\r\n',
      { format: 'csv' }
    )
    expect(text).toBe('product,price,note\nTea,"1,50",plain\nCoffee,"12,75","say ""hi"""\na;b,2,\n')
    expect(converted).toMatchObject({
      type: 'csv',
      delimiter: ';',
      rows: 3,
      rowsInFile: 3,
      gzip: false,
      encoding: 'utf-8',
      sampleOneIn: 1,
      columnsDropped: []
    })
  })

  it('writes a tab-separated file with commas, keeping a lone quote inside a field', async () => {
    const { text, converted } = await convert(
      'screens.tsv',
      'name\tsize\tnote\nTV\t55" screen\thello, world\nRadio\t\t\n',
      { format: 'tsv' }
    )
    expect(text).toBe('name,size,note\nTV,"55"" screen","hello, world"\nRadio,,\n')
    expect(converted).toMatchObject({ delimiter: '\t', rows: 2 })
  })

  it('writes a pipe file whose last line has no newline', async () => {
    const { text } = await convert('p.csv', 'a|b|c\n1|x y|3\n4|5|6', { format: 'csv' })
    expect(text).toBe('a,b,c\n1,x y,3\n4,5,6\n')
  })

  it('uses the delimiter it is given over the one it would find', async () => {
    // Read with the semicolon, each line is one column holding commas.
    const { text } = await convert('forced.csv', 'a,b;c\n1,2;3\n', {
      format: 'csv',
      delimiter: ';'
    })
    expect(text).toBe('"a,b",c\n"1,2",3\n')
  })

  it('keeps a quoted line break inside a field', async () => {
    const { text } = await convert('multi.tsv', 'id\tnote\n1\t"two\nlines"\n2\tone\n', {
      format: 'tsv'
    })
    expect(text).toBe('id,note\n1,"two\nlines"\n2,one\n')
  })

  it('keeps the named columns in their order, or drops the named ones', async () => {
    const source = 'id;email;city\n1;a@x.org;Paris\n2;b@y.org;"Lyon, FR"\n'
    const kept = await convert('k.csv', source, {
      format: 'csv',
      columns: { keep: ['city', 'id'] }
    })
    expect(kept.text).toBe('city,id\nParis,1\n"Lyon, FR",2\n')
    expect(kept.converted.columnsDropped).toEqual(['email'])
    const dropped = await convert('d.csv', source, { format: 'csv', columns: { drop: ['email'] } })
    expect(dropped.text).toBe('id,city\n1,Paris\n2,"Lyon, FR"\n')
    expect(dropped.converted.columnsDropped).toEqual(['email'])
  })

  it('keeps columns of a comma file too, and of rows shorter than the header', async () => {
    const { text } = await convert('short.csv', 'a,b,c\n1,2,3\n4\n', {
      format: 'csv',
      columns: { drop: ['b'] }
    })
    expect(text).toBe('a,c\n1,3\n4,\n')
  })

  it('names an unknown column with the columns there are', async () => {
    const error = await refusal('u.csv', 'id;city\n1;Paris\n', {
      format: 'csv',
      columns: { keep: ['town'] }
    })
    expect(error).toBeInstanceOf(ColumnsError)
    expect(error.message).toMatch(saying('"town"', "'columns'", '"id"', '"city"'))
  })

  it('refuses a header without rows, and text with no header', async () => {
    expect((await refusal('h.tsv', 'a\tb\n', { format: 'tsv' })).message).toMatch(
      saying('header but no rows')
    )
    expect((await refusal('e.tsv', '\n\n', { format: 'tsv' })).message).toMatch(saying('no header'))
  })

  it('refuses a quoted field never closed', async () => {
    const error = await refusal('q.csv', 'a;b\n1;"open\n2;3\n', { format: 'csv' })
    expect(error).toBeInstanceOf(DataError)
    expect(error.message).toMatch(saying('never closed'))
  })
})

describe('text in other encodings and packings', () => {
  it('reads UTF-16LE by its mark and writes UTF-8', async () => {
    const content = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('city,temp\nZürich,-3\nKraków,"1,5"\n', 'utf16le')
    ])
    const { text, converted } = await convert('u16.csv', content, { format: 'csv' })
    expect(text).toBe('city,temp\nZürich,-3\nKraków,"1,5"\n')
    expect(converted).toMatchObject({ encoding: 'utf-16le', delimiter: ',', rows: 2 })
  })

  it('reads UTF-16BE by its mark', async () => {
    const content = Buffer.concat([
      Buffer.from([0xfe, 0xff]),
      Buffer.from('a;b\n€;é\n', 'utf16le').swap16()
    ])
    const { text, converted } = await convert('u16be.csv', content, { format: 'csv' })
    expect(text).toBe('a,b\n€,é\n')
    expect(converted.encoding).toBe('utf-16be')
  })

  it('reads windows-1252 when named', async () => {
    const content = Buffer.concat([
      Buffer.from('name;price\n'),
      Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x3b, 0x80, 0x32, 0x0a])
    ])
    const { text, converted } = await convert('cp.csv', content, {
      format: 'csv',
      encoding: 'windows-1252'
    })
    expect(text).toBe('name,price\nCafé,€2\n')
    expect(converted.encoding).toBe('windows-1252')
  })

  it('drops the UTF-8 byte order mark of a CSV', async () => {
    const { text } = await convert('bom.csv', '\uFEFFa;b\n1;2\n', { format: 'csv' })
    expect(text).toBe('a,b\n1,2\n')
  })

  it('unpacks gzip before reading', async () => {
    const { text, converted } = await convert('z.tsv.gz', gzipSync('a\tb\n1\t2\n3\t4\n'), {
      format: 'tsv'
    })
    expect(text).toBe('a,b\n1,2\n3,4\n')
    expect(converted).toMatchObject({ gzip: true, rows: 2 })
  })

  it('refuses bytes that are not UTF-8, naming the line and the encoding input', async () => {
    const content = Buffer.concat([
      Buffer.from('a;b\n1;2\n'),
      Buffer.from([0xe9, 0x3b, 0x33, 0x0a])
    ])
    const error = await refusal('bad.csv', content, { format: 'csv' })
    expect(error).toBeInstanceOf(DataError)
    expect(error.message).toMatch(saying('line 3', "'encoding'"))
    expect((error as DataError).line).toBe(3)
  })
})

describe('JSON Lines and JSON to one JSON array', () => {
  it('joins JSON Lines into an array, each record as written', async () => {
    const { text, converted } = await convert(
      'events.jsonl',
      '\uFEFF{"id": 1, "kind": "open"}\r\n\r\n{"id": 2, "kind": "close"}  \n',
      { format: 'jsonl' }
    )
    expect(text).toBe('[\n{"id": 1, "kind": "open"},\n{"id": 2, "kind": "close"}\n]\n')
    expect(JSON.parse(text)).toEqual([
      { id: 1, kind: 'open' },
      { id: 2, kind: 'close' }
    ])
    expect(converted).toMatchObject({ type: 'json', rows: 2, rowsInFile: 2 })
  })

  it('keeps or drops record keys', async () => {
    const source =
      '{"id":1,"email":"a@x.org","city":"Paris"}\n{"id":2,"city":"Lyon","extra":true}\n'
    const kept = await convert('k.ndjson', source, {
      format: 'jsonl',
      columns: { keep: ['city', 'id'] }
    })
    expect(kept.text).toBe('[\n{"city":"Paris","id":1},\n{"city":"Lyon","id":2}\n]\n')
    expect([...kept.converted.columnsDropped].sort()).toEqual(['email', 'extra'])
    const dropped = await convert('d.ndjson', source, {
      format: 'jsonl',
      columns: { drop: ['email'] }
    })
    expect(dropped.text).toBe(
      '[\n{"id":1,"city":"Paris"},\n{"id":2,"city":"Lyon","extra":true}\n]\n'
    )
    expect(dropped.converted.columnsDropped).toEqual(['email'])
  })

  it('names a key no record has, with the keys there are', async () => {
    const error = await refusal('u.jsonl', '{"id":1}\n{"city":"Paris"}\n', {
      format: 'jsonl',
      columns: { drop: ['mail'] }
    })
    expect(error.message).toMatch(saying('"mail"', "'columns'", 'record keys', '"id"', '"city"'))
  })

  it('refuses a line that is not JSON, naming its line', async () => {
    const error = await refusal('bad.jsonl', '{"a":1}\n\n{"a":\n{"a":3}\n', { format: 'jsonl' })
    expect(error).toBeInstanceOf(DataError)
    expect(error.message).toMatch(saying('not valid JSON', 'line 3'))
    expect((error as DataError).line).toBe(3)
  })

  it('refuses a value that is not a record when columns are picked', async () => {
    const error = await refusal('arr.jsonl', '{"a":1}\n[1,2]\n', {
      format: 'jsonl',
      columns: { keep: ['a'] }
    })
    expect(error.message).toMatch(saying('line 2', 'an array', "'columns'"))
  })

  it('writes a JSON array with a byte order mark as the same array without it', async () => {
    const { text, converted } = await convert('bom.json', '\uFEFF[{"a": 1}, {"a": [2, 3]}]\n', {
      format: 'json'
    })
    expect(text).toBe('[\n{"a": 1},\n{"a": [2, 3]}\n]\n')
    expect(converted).toMatchObject({ type: 'json', rows: 2 })
  })

  it('writes a JSON object with a byte order mark as the same text without it', async () => {
    const { text } = await convert('obj.json', '\uFEFF{"rows": [1, 2]}\n', { format: 'json' })
    expect(text).toBe('{"rows": [1, 2]}\n')
  })

  it('refuses a JSON array with a trailing comma, as it refuses it unconverted', async () => {
    await expect(convert('trail.json', '\uFEFF[{"a": 1},]', { format: 'json' })).rejects.toThrow(
      DataError
    )
  })

  it('refuses a JSON object when columns are picked, saying it is not an array of records', async () => {
    const error = await refusal('o.json', '{"a": 1}', { format: 'json', columns: { keep: ['a'] } })
    expect(error.message).toMatch(saying('object', "'columns'"))
  })

  it('refuses an empty array', async () => {
    expect((await refusal('e.jsonl', '\n \n', { format: 'jsonl' })).message).toMatch(
      saying('no records')
    )
  })
})

describe('Parquet to CSV', () => {
  it('writes the columns and rows as text, nulls as empty cells', async () => {
    const file = `${ws.root}/sales.parquet`
    await writeParquet(
      file,
      `SELECT * FROM (VALUES
        (1, 'Zürich', 12.50::DECIMAL(6,2), DATE '2024-01-31', true),
        (2, 'Paris, France', -0.05::DECIMAL(6,2), NULL, false),
        (3, 'say "hi"', NULL, DATE '1960-05-01', NULL)
      ) t(id, city, amount, day, ok)`
    )
    const out = `${ws.root}/sales.out.csv`
    const converted = await convertDataset(file, out, {
      format: 'parquet',
      columnsInput: 'columns',
      limitBytes: 10 * 1024 * 1024
    })
    expect(readFileSync(out, 'utf8')).toBe(
      'id,city,amount,day,ok\n' +
        '1,Zürich,12.50,2024-01-31,true\n' +
        '2,"Paris, France",-0.05,,false\n' +
        '3,"say ""hi""",,1960-05-01,\n'
    )
    expect(converted).toMatchObject({ type: 'csv', rows: 3, rowsInFile: 3, gzip: false })
  })

  it('drops a column of a Parquet file', async () => {
    const file = `${ws.root}/people.parquet`
    await writeParquet(file, `SELECT * FROM (VALUES (1, 'a@x.org', 'Ann')) t(id, email, name)`)
    const out = `${ws.root}/people.out.csv`
    const converted = await convertDataset(file, out, {
      format: 'parquet',
      columns: { drop: ['email'] },
      columnsInput: 'columns',
      limitBytes: 1024
    })
    expect(readFileSync(out, 'utf8')).toBe('id,name\n1,Ann\n')
    expect(converted.columnsDropped).toEqual(['email'])
  })

  it('refuses a file that is not Parquet, with a DataError', async () => {
    const error = await refusal('fake.parquet', 'PAR1 not really PAR1', { format: 'parquet' })
    expect(error).toBeInstanceOf(DataError)
  })
})

describe('the byte limit', () => {
  /** 1,000 rows of 12 bytes after a 10-byte header. */
  const BIG =
    'id;value\n' +
    Array.from({ length: 1000 }, (_, i) => `${String(i).padStart(4, '0')};value\n`).join('')

  it('stops past the limit without a sample, telling how many rows fitted', async () => {
    const error = await refusal('big.csv', BIG, { format: 'csv', limitBytes: 9 + 11 * 100 })
    expect(error).toBeInstanceOf(TooLarge)
    // The header is 9 bytes and each row 11: exactly 100 rows fit.
    expect((error as TooLarge).rowsBefore).toBe(100)
  })

  it('keeps a sample of the rows that fits, the header first, each row one of the file’s', async () => {
    const limit = 9 + 11 * 100
    const { text, converted } = await convert('sample.csv', BIG, {
      format: 'csv',
      limitBytes: limit,
      sampleSeed: 77
    })
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(limit)
    expect(converted.bytes).toBe(Buffer.byteLength(text))
    const lines = text.split('\n')
    expect(lines[0]).toBe('id,value')
    expect(lines.pop()).toBe('')
    const ids = lines.slice(1).map(line => {
      expect(line).toMatch(/^\d{4},value$/)
      return Number(line.slice(0, 4))
    })
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    expect(ids.length).toBe(converted.rows)
    expect(converted.rowsInFile).toBe(1000)
    expect([16, 32]).toContain(converted.sampleOneIn)
  })

  it('keeps a sample of JSON records as a valid array within the limit', async () => {
    const lines = Array.from({ length: 500 }, (_, i) => `{"id":${i}}`).join('\n')
    const { text, converted } = await convert('s.jsonl', lines, {
      format: 'jsonl',
      limitBytes: 400,
      sampleSeed: 5
    })
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(400)
    const records = JSON.parse(text) as { id: number }[]
    expect(records).toHaveLength(converted.rows)
    expect(records.length).toBeGreaterThan(10)
    expect(records.every(r => Number.isInteger(r.id) && r.id >= 0 && r.id < 500)).toBe(true)
    expect(converted.sampleOneIn).toBeGreaterThan(1)
  })

  it('refuses a file whose rows are each larger than the limit, rather than send none', async () => {
    const wide = `id;text\n1;${'x'.repeat(600)}\n2;${'y'.repeat(600)}\n`
    await expect(
      convert('wide.csv', wide, { format: 'csv', limitBytes: 500, sampleSeed: 9 })
    ).rejects.toThrow(saying('no row small enough', 'limit'))
  })

  it('gives the same sample for the same seed', async () => {
    const first = await convert('s1.csv', BIG, { format: 'csv', limitBytes: 500, sampleSeed: 3 })
    const again = await convert('s2.csv', BIG, { format: 'csv', limitBytes: 500, sampleSeed: 3 })
    expect(again.text).toBe(first.text)
  })
})

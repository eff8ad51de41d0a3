import { gzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from '@jest/globals'
import { optionMisfit } from '../src/datasets/convert/fit.js'
import { saying } from './helpers/meaning.js'
import { makeWorkspace } from './helpers/workspace.js'

const ws = makeWorkspace()
afterAll(() => ws.remove())
let n = 0
const file = (content: string | Buffer) => ws.write(`f${n++}`, content)

describe('delimiter', () => {
  it('refuses a comma file for a semicolon, naming what it has and the fix', async () => {
    const misfit = await optionMisfit(file('id,region\n1,North\n'), 'csv', {
      fileType: false,
      delimiter: ';'
    })
    expect(misfit).toMatch(saying('comma-separated', "'delimiter' is semicolon", 'empty', 'step'))
  })
  it('takes a file whose header it splits, and one no separator splits', async () => {
    const given = { fileType: false, delimiter: ';' as const }
    expect(await optionMisfit(file('id;note\n1;a, b\n'), 'csv', given)).toBeUndefined()
    expect(await optionMisfit(file('id\n1\n'), 'csv', given)).toBeUndefined()
  })
  it('reads the header of a gzipped or UTF-16 file', async () => {
    const given = { fileType: false, delimiter: '\t' as const }
    expect(await optionMisfit(file(gzipSync('a|b\n1|2\n')), 'csv', given)).toMatch(/pipe-separated/)
    const utf16 = Buffer.from('\ufeffa;b\n1;2\n', 'utf16le')
    expect(await optionMisfit(file(utf16), 'csv', given)).toMatch(/semicolon-separated/)
  })
  it('does not count a separator inside a quoted header name', async () => {
    const misfit = await optionMisfit(file('"a,b"|c\n1|2\n'), 'csv', {
      fileType: false,
      delimiter: ','
    })
    expect(misfit).toMatch(/pipe-separated/)
  })
})

describe('encoding', () => {
  const cp1252 = { fileType: false, encoding: 'windows-1252' }
  it('refuses text that is UTF-8 past ASCII, quoting the character', async () => {
    expect(await optionMisfit(file('city\nZürich\n'), 'csv', cp1252)).toMatch(
      saying('UTF-8', '"ü"', "'encoding' is windows-1252", 'empty')
    )
  })
  it('takes text in the encoding, and ASCII text, which reads alike', async () => {
    expect(
      await optionMisfit(file(Buffer.from('city\nZ\xfcrich\n', 'latin1')), 'csv', cp1252)
    ).toBeUndefined()
    expect(await optionMisfit(file('city\nBern\n'), 'csv', cp1252)).toBeUndefined()
  })
  it('finds the first character past ASCII far into the file, and one cut at a chunk edge', async () => {
    const far = `${'a,b\n'.repeat(200_000)}é,1\n`
    expect(await optionMisfit(file(far), 'csv', cp1252)).toMatch(/UTF-8/)
  })
  it('refuses a file without NUL bytes for UTF-16', async () => {
    const utf16 = { fileType: false, encoding: 'utf-16le' }
    expect(await optionMisfit(file('a,b\n1,2\n'), 'csv', utf16)).toMatch(/UTF-8 text.*utf-16le/)
    expect(await optionMisfit(file(Buffer.from('a,b\n\xe9,2\n', 'latin1')), 'csv', utf16)).toMatch(
      /not UTF-16/
    )
    expect(
      await optionMisfit(file(Buffer.from('a,b\n1,2\n', 'utf16le')), 'csv', utf16)
    ).toBeUndefined()
  })
})

describe('file-type', () => {
  const given = { fileType: true }
  it('refuses CSV read as JSON, quoting how it begins', async () => {
    expect(await optionMisfit(file('id,x\n1,2\n'), 'json', given)).toMatch(
      saying('does not begin as JSON', '"id,x"', "'file-type' is json", 'empty')
    )
  })
  it('refuses JSON read as CSV, and Parquet read as anything else', async () => {
    expect(await optionMisfit(file('[\n {"a": 1}]'), 'csv', given)).toMatch(/holds JSON/)
    expect(await optionMisfit(file('{"a": 1}\n'), 'tsv', given)).toMatch(/holds JSON/)
    expect(await optionMisfit(file('PAR1\0\0'), 'json', given)).toMatch(/is a Parquet file/)
    expect(await optionMisfit(file('a,b\n'), 'parquet', given)).toMatch(/not a Parquet file/)
  })
  it('takes a header that begins with a bracket, and no input given at all', async () => {
    expect(await optionMisfit(file('[a],b\n1,2\n'), 'csv', given)).toBeUndefined()
    expect(await optionMisfit(file('id,x\n1,2\n'), 'json', { fileType: false })).toBeUndefined()
  })
})

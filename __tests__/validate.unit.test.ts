import { describe, expect, it } from '@jest/globals'
import {
  parseBaseUrl,
  parseEmails,
  parseEncoding,
  parseFileType,
  parseOversize,
  parseGenerationId,
  parseOptionalBoolean,
  parseSeconds
} from '../src/common/input-values.js'
import { saying } from './helpers/meaning.js'

describe('boolean inputs', () => {
  it.each(['true', 'True', 'TRUE'])('reads %s as true', raw =>
    expect(parseOptionalBoolean('wait', raw)).toBe(true)
  )
  it.each(['false', 'False', 'FALSE'])('reads %s as false', raw =>
    expect(parseOptionalBoolean('wait', raw)).toBe(false)
  )
  it('treats an empty value as not set', () =>
    expect(parseOptionalBoolean('allow-pdf-export', '')).toBeUndefined())
  it.each(['yes', '1', 'on', 'tru'])(
    'refuses %s, naming the input, the value and the allowed words',
    raw => {
      expect(() => parseOptionalBoolean('allow-pdf-export', raw)).toThrow(
        saying("'allow-pdf-export'", `"${raw}"`, 'YAML boolean', 'True', 'FALSE')
      )
    }
  )
})

describe('second inputs', () => {
  it('reads whole and fractional seconds', () => {
    expect(parseSeconds('timeout', '600')).toBe(600)
    expect(parseSeconds('poll-interval', '0.5')).toBe(0.5)
  })
  it.each(['0', '-5', 'abc', '1e3', 'Infinity', '', '21601'])('refuses %p', raw => {
    expect(() => parseSeconds('timeout', raw)).toThrow(
      saying("'timeout'", `"${raw}"`, 'seconds', 'above 0', '21600')
    )
  })
})

describe('base-url', () => {
  it('accepts https with a path prefix and adds the trailing slash', () => {
    expect(parseBaseUrl('base-url', 'https://dash.example.com/svc').href).toBe(
      'https://dash.example.com/svc/'
    )
    expect(parseBaseUrl('base-url', 'https://dash.example.com/svc/').href).toBe(
      'https://dash.example.com/svc/'
    )
  })
  it.each(['http://127.0.0.1:8787', 'http://localhost/x/', 'http://[::1]:9000'])(
    'accepts plain http to loopback: %s',
    raw => {
      expect(parseBaseUrl('base-url', raw).protocol).toBe('http:')
    }
  )
  it('refuses plain http elsewhere, because the key would cross the network in clear', () => {
    expect(() => parseBaseUrl('base-url', 'http://dash.example.com')).toThrow(
      saying("'base-url'", 'plain http', 'API key', 'https://')
    )
  })
  it.each([
    ['not a url', /which is not a URL/],
    ['ftp://dash.example.com', /only https:\/\/ addresses are allowed/],
    ['https://user:pw@dash.example.com', /user name or password/],
    ['https://dash.example.com/?a=1', /no query \(\?\) or fragment/],
    ['', /Input 'base-url' is required/]
  ])('refuses %p', (raw, message) => expect(() => parseBaseUrl('base-url', raw)).toThrow(message))
  it.each([
    'https://u:hunter2@x.example.com',
    'https://u:hunter2/ab@x.example.com/',
    'https://u:hunter2#ab@x.example.com/',
    'https://u:hunter2?ab@x.example.com/',
    'htps://u:hunter2/ab@x.example.com/',
    'https://u:hunter2 ab@x example'
  ])('does not echo a password it refuses: %s', raw => {
    expect(() => parseBaseUrl('base-url', raw)).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('hunter2') })
    )
  })
})

describe('allowed-emails', () => {
  it('splits on commas, spaces and new lines, dropping repeats', () => {
    expect(
      parseEmails(
        'allowed-emails',
        'a@example.com, b@example.org\nc.d+e@sub.example.co.uk  a@example.com'
      )
    ).toEqual(['a@example.com', 'b@example.org', 'c.d+e@sub.example.co.uk'])
  })
  it('names every malformed address', () => {
    expect(() =>
      parseEmails('allowed-emails', 'ok@example.com, nope, x@y, "q"@example.com')
    ).toThrow(
      `Input 'allowed-emails' has malformed addresses: "nope", "x@y", "\\"q\\"@example.com".`
    )
  })
  it('is empty when nothing is given', () =>
    expect(parseEmails('allowed-emails', ' \n ')).toEqual([]))
})

describe('generation-id and file-type', () => {
  it('accepts a UUID and refuses path characters', () => {
    expect(parseGenerationId('generation-id', ' 5c5c2ee5-4ce0-45ff-a965-29ac879a86ef ')).toBe(
      '5c5c2ee5-4ce0-45ff-a965-29ac879a86ef'
    )
    expect(() => parseGenerationId('generation-id', '../admin')).toThrow(
      /Input 'generation-id' is "..\/admin"/
    )
    expect(() => parseGenerationId('generation-id', '..')).toThrow(
      /Input 'generation-id' is "\.\."/
    )
    expect(parseGenerationId('generation-id', 'gen_1.v2:eu')).toBe('gen_1.v2:eu')
  })
  it('reads every format it converts, by any of its names, in any case, and refuses other types', () => {
    expect(parseFileType('file-type', 'CSV')).toBe('csv')
    expect(parseFileType('file-type', 'Json')).toBe('json')
    expect(parseFileType('file-type', 'tab')).toBe('tsv')
    expect(parseFileType('file-type', 'NDJSON')).toBe('jsonl')
    expect(parseFileType('file-type', ' parquet ')).toBe('parquet')
    expect(parseFileType('file-type', '')).toBeUndefined()
    expect(() => parseFileType('file-type', 'xml')).toThrow(
      saying("'file-type'", '"xml"', 'csv, tsv, json, jsonl or parquet')
    )
    expect(() => parseFileType('file-type', 'xlsx')).toThrow(
      /"xlsx".*export the sheet as CSV \(UTF-8\)/
    )
  })
  it('reads an encoding by any of its WHATWG labels, UTF-8 as none, and refuses other names', () => {
    expect(parseEncoding('encoding', 'latin1')).toBe('windows-1252')
    expect(parseEncoding('encoding', 'Shift_JIS')).toBe('shift_jis')
    expect(parseEncoding('encoding', 'utf8')).toBeUndefined()
    expect(parseEncoding('encoding', '')).toBeUndefined()
    expect(() => parseEncoding('encoding', 'ebcdic')).toThrow(
      saying("'encoding'", '"ebcdic"', 'windows-1252')
    )
  })
  it('reads oversize as fail or sample, and refuses anything else', () => {
    expect(parseOversize('oversize', '')).toBe('fail')
    expect(parseOversize('oversize', 'Sample')).toBe('sample')
    expect(() => parseOversize('oversize', 'truncate')).toThrow(
      saying("'oversize'", '"truncate"', 'fail', 'sample')
    )
  })
})

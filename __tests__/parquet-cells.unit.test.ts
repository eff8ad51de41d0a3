/**
 * Parquet leaf values as cell text, for the types DuckDB does not write (INT96, FLOAT16,
 * INTERVAL, legacy annotations) and the edges of the calendar and of decimals.
 */
import { describe, expect, it } from '@jest/globals'
import type { SchemaElement } from 'hyparquet'
import {
  dateText,
  decimalText,
  int96Nanos,
  leafFormat,
  utf8Text
} from '../src/datasets/convert/parquet-cells.js'

const leaf = (element: Omit<SchemaElement, 'name'>) => leafFormat({ name: 'x', ...element })
const bytes = (...values: number[]) => Uint8Array.from(values)

describe('dates', () => {
  it('writes days around 1970 and leap days in the proleptic Gregorian calendar', () => {
    expect(dateText(0)).toBe('1970-01-01')
    expect(dateText(-1)).toBe('1969-12-31')
    expect(dateText(11016)).toBe('2000-02-29')
    expect(dateText(-141427)).toBe('1582-10-15')
  })

  it('writes years outside 0 to 9999 signed, in six digits or more', () => {
    expect(dateText(2932897)).toBe('+010000-01-01')
    expect(dateText(-719529)).toBe('-000001-12-31')
    expect(dateText(-719528)).toBe('0000-01-01')
    expect(dateText(2 ** 31 - 1)).toBe('+5881580-07-11')
  })
})

describe('decimals', () => {
  it('places the point by the scale, exactly, whatever the size', () => {
    expect(decimalText('-50', 3)).toBe('-0.050')
    expect(decimalText('0', 2)).toBe('0.00')
    expect(decimalText('1234567890123456789012', 2)).toBe('12345678901234567890.12')
    expect(decimalText('7', 0)).toBe('7')
  })

  it('reads unscaled values from big-endian two’s complement bytes', () => {
    const format = leaf({ type: 'FIXED_LEN_BYTE_ARRAY', converted_type: 'DECIMAL', scale: 2 })
    expect(format.text(bytes(0xff, 0xfe))).toBe('-0.02')
    expect(format.text(bytes(0x00, 0x80))).toBe('1.28')
    expect(format.json(bytes(0x01))).toBe('"0.01"')
  })
})

describe('times and timestamps', () => {
  it('writes INT96 as a local timestamp to the nanosecond', () => {
    // 2000-01-01T00:00:01.000000001, Julian day 2451545.
    const raw = (2451545n << 64n) | 1_000_000_001n
    expect(int96Nanos(raw)).toBe(946684801000000001n)
    expect(leaf({ type: 'INT96' }).text(int96Nanos(raw))).toBe('2000-01-01T00:00:01.000000001')
  })

  it('takes legacy annotations as UTC, and keeps a timestamp beyond the safe integers exact', () => {
    const millis = leaf({ type: 'INT64', converted_type: 'TIMESTAMP_MILLIS' })
    expect(millis.text(-1n)).toBe('1969-12-31T23:59:59.999Z')
    const nanos = leaf({
      type: 'INT64',
      logical_type: { type: 'TIMESTAMP', isAdjustedToUTC: false, unit: 'NANOS' }
    })
    expect(nanos.text(9223372036854775807n)).toBe('2262-04-11T23:47:16.854775807')
    expect(leaf({ type: 'INT32', converted_type: 'TIME_MILLIS' }).text(3723004)).toBe(
      '01:02:03.004Z'
    )
  })
})

describe('other leaves', () => {
  it('reads unsigned integers from their signed storage', () => {
    expect(leaf({ type: 'INT32', converted_type: 'UINT_32' }).text(-1)).toBe('4294967295')
    expect(leaf({ type: 'INT64', converted_type: 'UINT_64' }).text(-1n)).toBe(
      '18446744073709551615'
    )
  })

  it('writes FLOAT16 as its number, and infinities as strings inside JSON', () => {
    const half = leaf({ type: 'FIXED_LEN_BYTE_ARRAY', logical_type: { type: 'FLOAT16' } })
    expect(half.text(bytes(0x00, 0x3c))).toBe('1')
    expect(half.text(bytes(0x00, 0xc1))).toBe('-2.5')
    expect(half.json(bytes(0x00, 0x7c))).toBe('"Infinity"')
  })

  it('writes a 32-bit float in the fewest digits that read back as it', () => {
    const float = leaf({ type: 'FLOAT' })
    expect(float.text(Math.fround(0.1))).toBe('0.1')
    expect(float.text(-0)).toBe('-0')
  })

  it('writes INTERVAL as an ISO 8601 duration', () => {
    const interval = leaf({ type: 'FIXED_LEN_BYTE_ARRAY', converted_type: 'INTERVAL' })
    expect(interval.text(bytes(14, 0, 0, 0, 3, 0, 0, 0, 0xd2, 0x04, 0, 0))).toBe('P14M3DT1.234S')
  })

  it('embeds JSON text in nested values only when it parses', () => {
    const json = leaf({ type: 'BYTE_ARRAY', converted_type: 'JSON' })
    expect(json.json(Buffer.from('{"a":1}'))).toBe('{"a":1}')
    expect(json.json(Buffer.from('{oops'))).toBe('"{oops"')
  })

  it('writes binary that is not UTF-8 as base64, and text as text', () => {
    const binary = leaf({ type: 'BYTE_ARRAY' })
    expect(binary.text(bytes(0xff, 0x00))).toBe('/wA=')
    expect(binary.text(Buffer.from('été'))).toBe('été')
  })

  it('reads UTF-8 as TextDecoder does, a leading byte order mark dropped and bad bytes replaced', () => {
    expect(utf8Text(bytes(0xef, 0xbb, 0xbf, 0x61))).toBe('a')
    expect(utf8Text(bytes(0x5a, 0xc3, 0xbc, 0xc3))).toBe('Zü\ufffd')
    expect(utf8Text(bytes(0xed, 0xa0, 0x80))).toBe('\ufffd\ufffd\ufffd')
    expect(utf8Text(bytes())).toBe('')
  })

  it('takes text that hyparquet decoded as it is, and bytes as UTF-8', () => {
    const format = leaf({ type: 'BYTE_ARRAY', converted_type: 'UTF8' })
    expect(format.text('a, "b"')).toBe('a, "b"')
    expect(format.text(bytes(0xc3, 0xbc))).toBe('ü')
    expect(format.json('x')).toBe('"x"')
  })
})

/**
 * Parquet values as CSV cell text. hyparquet is made to hand over each leaf's physical value
 * untouched (parquet.ts strips the annotations from its copy of the schema), and the leaf's own
 * schema element says here what that value means: its converted hyparquet values (floating
 * decimals, Dates cut to milliseconds) would not be exact.
 */
import { isUtf8 } from 'node:buffer'
import type { SchemaElement, SchemaTree } from 'hyparquet'

/** Text of one non-null leaf value, and the same value inside a nested value's JSON. */
export interface LeafFormat {
  text(value: unknown): string
  json(value: unknown): string
}

/** Map keys as hyparquet hands them over: an index into the keys the read set aside. */
export type MapKeys = readonly unknown[]

/** Whether a top-level column holds one leaf value a row, not lists or groups. */
export function isFlat(node: SchemaTree): boolean {
  return node.children.length === 0 && node.element.repetition_type !== 'REPEATED'
}

/**
 * Whether hyparquet may decode a leaf's values as UTF-8 text itself (the read keeps its STRING
 * annotation): dictionary entries are then decoded once, not once a row.
 */
export function isText(element: SchemaElement): boolean {
  const logical = element.logical_type?.type
  const converted = element.converted_type
  if (logical === 'JSON' || converted === 'JSON') return false
  const text =
    logical === 'STRING' || logical === 'ENUM' || converted === 'UTF8' || converted === 'ENUM'
  return text && (element.type === 'BYTE_ARRAY' || element.type === 'FIXED_LEN_BYTE_ARRAY')
}

/** What a top-level column's values become: '' for null, nested values as compact JSON. */
export function columnFormat(node: SchemaTree, keys: () => MapKeys): (value: unknown) => string {
  if (isFlat(node)) {
    const leaf = leafFormat(node.element)
    return value => (value === null || value === undefined ? '' : leaf.text(value))
  }
  const json = nestedJson(node, keys)
  return value => (value === null || value === undefined ? '' : json(value))
}

/**
 * Whether a top-level column's text never holds a comma, a quote or a line break: a flat column
 * of numbers, dates, times or booleans, which no annotation makes text.
 */
export function isPlain(node: SchemaTree): boolean {
  const { type, converted_type: converted, logical_type: logical } = node.element
  if (
    !isFlat(node) ||
    !['BOOLEAN', 'INT32', 'INT64', 'INT96', 'FLOAT', 'DOUBLE'].includes(type ?? '')
  )
    return false
  const textual = ['UTF8', 'ENUM', 'JSON', 'BSON']
  return (
    !textual.includes(converted ?? '') &&
    !['STRING', 'ENUM', 'JSON', 'BSON'].includes(logical?.type ?? '')
  )
}

/**
 * The list and map shapes as hyparquet assembles them (its own tests, in schema.js): a list's
 * values are an array, a map's an object keyed by its keys, any other group's an object keyed by
 * its fields' names.
 */
function isListLike(node: SchemaTree): boolean {
  const repeated = node.children[0]
  return (
    node.element.converted_type === 'LIST' &&
    node.children.length === 1 &&
    repeated.children.length <= 1 &&
    repeated.element.repetition_type === 'REPEATED'
  )
}

function isMapLike(node: SchemaTree): boolean {
  const repeated = node.children[0]
  if (node.element.converted_type !== 'MAP' || node.children.length !== 1) return false
  if (repeated.children.length !== 2 || repeated.element.repetition_type !== 'REPEATED') {
    return false
  }
  return repeated.children.every(child => child.element.repetition_type !== 'REPEATED')
}

function mapKeyNode(node: SchemaTree): SchemaTree | undefined {
  return node.children[0].children.find(child => child.element.name === 'key')
}

/** The key leaves of every map in a column, which hyparquet is asked to set aside. */
export function mapKeyLeaves(node: SchemaTree): SchemaTree[] {
  const own = isMapLike(node) ? [mapKeyNode(node)].filter(key => key !== undefined) : []
  return [...own, ...node.children.flatMap(mapKeyLeaves)]
}

/** A map key is first made a string that JavaScript keeps in insertion order. */
export const MAP_KEY_MARK = '\u0000'

type Json = (value: unknown) => string

function nestedJson(node: SchemaTree, keys: () => MapKeys, single = false): Json {
  if (!single && node.element.repetition_type === 'REPEATED') {
    const each = nestedJson(node, keys, true)
    return value => arrayJson(value, each)
  }
  if (isListLike(node)) {
    const repeated = node.children[0]
    const each =
      repeated.children.length === 1
        ? nestedJson(repeated.children[0], keys)
        : nestedJson(repeated, keys, true)
    return value => arrayJson(value, each)
  }
  if (isMapLike(node)) return mapJson(node, keys)
  if (node.children.length > 0) {
    const fields = node.children.map(child => ({
      name: child.element.name,
      label: JSON.stringify(child.element.name),
      json: nestedJson(child, keys)
    }))
    return value => {
      const record = value as Record<string, unknown>
      return `{${fields.map(field => `${field.label}:${field.json(record[field.name])}`).join(',')}}`
    }
  }
  const leaf = leafFormat(node.element)
  return value => (value === null || value === undefined ? 'null' : leaf.json(value))
}

function arrayJson(value: unknown, each: Json): string {
  if (value === null || value === undefined) return 'null'
  return `[${Array.from(value as ArrayLike<unknown>, each).join(',')}]`
}

function mapJson(node: SchemaTree, keys: () => MapKeys): Json {
  const keyNode = mapKeyNode(node)
  const valueNode = node.children[0].children.find(child => child.element.name === 'value')
  const keyText = keyNode ? leafFormat(keyNode.element).text : String
  const valueJson = valueNode ? nestedJson(valueNode, keys) : () => 'null'
  const int96 = keyNode?.element.type === 'INT96'
  return value => {
    if (value === null || value === undefined) return 'null'
    const set = keys()
    const entries = Object.entries(value as Record<string, unknown>).map(([marked, item]) => {
      let key = set[Number(marked.slice(MAP_KEY_MARK.length))]
      if (int96) key = int96Nanos(key as bigint)
      const text = key === null || key === undefined ? '' : keyText(key)
      return `${JSON.stringify(text)}:${valueJson(item)}`
    })
    return `{${entries.join(',')}}`
  }
}

/** The format a leaf's schema element gives its values; its logical type wins over the legacy one. */
export function leafFormat(element: SchemaElement): LeafFormat {
  const logical = element.logical_type
  const converted = element.converted_type
  const type = element.type
  if (logical?.type === 'DECIMAL' || converted === 'DECIMAL') {
    const scale = logical?.type === 'DECIMAL' ? logical.scale : (element.scale ?? 0)
    return quoted(value => decimalText(unscaledText(value), scale))
  }
  if (logical?.type === 'DATE' || converted === 'DATE') {
    return quoted(value => dateText(Number(value)))
  }
  if (logical?.type === 'TIMESTAMP') {
    return quoted(value => timestampText(value as bigint, logical.unit, logical.isAdjustedToUTC))
  }
  if (converted === 'TIMESTAMP_MILLIS' || converted === 'TIMESTAMP_MICROS') {
    // The legacy annotations stand for instants in UTC (the format's LogicalTypes.md).
    const unit = converted === 'TIMESTAMP_MILLIS' ? 'MILLIS' : 'MICROS'
    return quoted(value => timestampText(value as bigint, unit, true))
  }
  if (type === 'INT96') {
    // Written by Impala, Hive and old Spark; the readers of reference (Arrow, DuckDB) take it as
    // a local date and time, without a zone.
    return quoted(value => timestampText(value as bigint, 'NANOS', false))
  }
  if (logical?.type === 'TIME') {
    return quoted(value =>
      timeText(value as bigint | number, logical.unit, logical.isAdjustedToUTC)
    )
  }
  if (converted === 'TIME_MILLIS' || converted === 'TIME_MICROS') {
    const unit = converted === 'TIME_MILLIS' ? 'MILLIS' : 'MICROS'
    return quoted(value => timeText(value as number | bigint, unit, true))
  }
  const unsigned =
    (logical?.type === 'INTEGER' && !logical.isSigned) || converted?.startsWith('UINT_') === true
  if (unsigned && type === 'INT64')
    return bare(value => BigInt.asUintN(64, value as bigint).toString())
  if (unsigned && type === 'INT32') return bare(value => String((value as number) >>> 0))
  if (logical?.type === 'FLOAT16') return floating(value => halfFloat(value as Uint8Array), String)
  if (logical?.type === 'UUID') return quoted(value => uuidText(value as Uint8Array))
  if (logical?.type === 'JSON' || converted === 'JSON') return jsonText()
  if (
    logical?.type === 'STRING' ||
    logical?.type === 'ENUM' ||
    converted === 'UTF8' ||
    converted === 'ENUM'
  ) {
    return quoted(value => (typeof value === 'string' ? value : utf8Text(value as Uint8Array)))
  }
  if (converted === 'INTERVAL') return quoted(value => intervalText(value as Uint8Array))
  switch (type) {
    case 'BOOLEAN':
      return bare(value => (value ? 'true' : 'false'))
    case 'INT32':
    case 'INT64':
      return bare(value => String(value))
    case 'FLOAT':
      return floating(value => value as number, float32Text)
    case 'DOUBLE':
      return floating(value => value as number, float64Text)
    default:
      return quoted(value => bytesText(value as Uint8Array))
  }
}

function quoted(text: (value: unknown) => string): LeafFormat {
  return { text, json: value => JSON.stringify(text(value)) }
}

function bare(text: (value: unknown) => string): LeafFormat {
  return { text, json: text }
}

/** Numbers are bare in JSON, except those JSON cannot write: NaN and the infinities. */
function floating(read: (value: unknown) => number, write: (x: number) => string): LeafFormat {
  const text = (value: unknown) => write(read(value))
  return {
    text,
    json: value => {
      const x = read(value)
      return Number.isFinite(x) ? write(x) : JSON.stringify(write(x))
    }
  }
}

/** JSON text as it is; inside a nested value, embedded as JSON when it parses. */
function jsonText(): LeafFormat {
  return {
    text: value => utf8Text(value as Uint8Array),
    json: value => {
      const text = utf8Text(value as Uint8Array)
      try {
        JSON.parse(text)
        return text
      } catch {
        return JSON.stringify(text)
      }
    }
  }
}

const utf8 = new TextDecoder()
/** The last buffer whose bytes were read, as a Buffer: a page's values share one. */
let lastBuffer: ArrayBufferLike | undefined
let lastView: Buffer<ArrayBufferLike> = Buffer.alloc(0)

/**
 * UTF-8 as TextDecoder reads it, invalid bytes replaced alike: Buffer's toString costs half as
 * much a short value, but keeps a leading byte order mark, which TextDecoder drops.
 */
export function utf8Text(bytes: Uint8Array): string {
  if (bytes[0] === 0xef) return utf8.decode(bytes)
  if (bytes.buffer !== lastBuffer) {
    lastBuffer = bytes.buffer
    lastView = Buffer.from(bytes.buffer)
  }
  return lastView.toString('utf8', bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
}

/** Bytes that are UTF-8 text read as text; others as base64, which any consumer can decode. */
function bytesText(bytes: Uint8Array): string {
  if (isUtf8(bytes)) return utf8Text(bytes)
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')
}

function uuidText(bytes: Uint8Array): string {
  const hex = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')
  if (hex.length !== 32) return hex
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** INTERVAL: three little-endian unsigned counts (months, days, milliseconds), as ISO 8601. */
function intervalText(bytes: Uint8Array): string {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (bytes.byteLength !== 12) return bytesText(bytes)
  const months = view.getUint32(0, true)
  const days = view.getUint32(4, true)
  const millis = view.getUint32(8, true)
  return `P${months}M${days}DT${millis / 1000}S`
}

/** The shortest text that reads back as the same double; -0 keeps its sign. */
function float64Text(x: number): string {
  return Object.is(x, -0) ? '-0' : String(x)
}

/**
 * The shortest text that reads back as the same 32-bit float: a FLOAT column's 0.1 is
 * 0.100000001490116… as a double, and `String` would write all of it.
 */
function float32Text(x: number): string {
  if (!Number.isFinite(x) || Object.is(x, -0) || x === 0) return float64Text(x)
  for (let digits = 1; digits < 9; digits++) {
    const shorter = Number(x.toPrecision(digits))
    if (Math.fround(shorter) === x) return String(shorter)
  }
  return String(Number(x.toPrecision(9)))
}

/** IEEE 754 half precision, little-endian, as hyparquet's and the format's FLOAT16. */
function halfFloat(bytes: Uint8Array): number {
  const bits = (bytes[1] << 8) | bytes[0]
  const sign = bits & 0x8000 ? -1 : 1
  const exponent = (bits >> 10) & 0x1f
  const fraction = bits & 0x3ff
  if (exponent === 0) return sign * 2 ** -14 * (fraction / 1024)
  if (exponent === 0x1f) return fraction ? NaN : sign * Infinity
  return sign * 2 ** (exponent - 15) * (1 + fraction / 1024)
}

/**
 * A decimal's unscaled value, as the digits of its magnitude: INT32 and INT64 as hyparquet reads
 * them, others as big-endian two's complement bytes.
 */
function unscaledText(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'bigint') return String(value)
  const bytes = value as Uint8Array
  if (bytes.length === 0) return '0'
  const hex = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')
  return BigInt.asIntN(bytes.length * 8, BigInt(`0x${hex}`)).toString()
}

/** An unscaled integer's text and a scale as the decimal's exact text, e.g. -50 and 3: -0.050. */
export function decimalText(unscaled: string, scale: number): string {
  const negative = unscaled.startsWith('-')
  const digits = negative ? unscaled.slice(1) : unscaled
  const sign = negative ? '-' : ''
  if (scale <= 0) return sign + digits + '0'.repeat(-scale)
  const padded = digits.padStart(scale + 1, '0')
  return `${sign}${padded.slice(0, -scale)}.${padded.slice(-scale)}`
}

const PER_SECOND = { MILLIS: 1e3, MICROS: 1e6, NANOS: 1e9 } as const
const DIGITS = { MILLIS: 3, MICROS: 6, NANOS: 9 } as const
type Unit = keyof typeof PER_SECOND
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER)

function floorDivide(a: bigint, b: bigint): bigint {
  const q = a / b
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n))

/** A day count from 1970-01-01 as YYYY-MM-DD, in the proleptic Gregorian calendar. */
export function dateText(days: number): string {
  // Civil date from a day count (H. Hinnant's algorithm), on eras of 400 years, any year.
  const z = days + 719468
  const era = Math.floor(z / 146097)
  const dayOfEra = z - era * 146097
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36524) -
      Math.floor(dayOfEra / 146096)) /
      365
  )
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100))
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153)
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  return `${yearText(year)}-${two(month)}-${two(day)}`
}

/** Years 0 to 9999 in four digits; others signed and in six or more, as ISO 8601 extends them. */
function yearText(year: number): string {
  if (year >= 0 && year <= 9999) return String(year).padStart(4, '0')
  return (year < 0 ? '-' : '+') + String(Math.abs(year)).padStart(6, '0')
}

function clockText(units: number, unit: Unit): string {
  const perSecond = PER_SECOND[unit]
  const seconds = Math.floor(units / perSecond)
  const fraction = String(units - seconds * perSecond).padStart(DIGITS[unit], '0')
  const clock = `${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`
  return `${clock}.${fraction}`
}

/** The last day's text: the timestamps of neighbouring rows mostly fall on the same day. */
let lastDay = NaN
let lastDayText = ''

function dayText(days: number): string {
  if (days !== lastDay) {
    lastDayText = dateText(days)
    lastDay = days
  }
  return lastDayText
}

/** A count of units since 1970-01-01T00:00, ISO 8601 with every digit of the unit. */
function timestampText(value: bigint | number, unit: Unit, utc: boolean): string {
  const perDay = 86400 * PER_SECOND[unit]
  let days: number
  let rest: number
  if (typeof value === 'number' || (value <= MAX_SAFE && value >= -MAX_SAFE)) {
    const units = Number(value)
    days = Math.floor(units / perDay)
    rest = units - days * perDay
  } else {
    // Nanoseconds beyond 104 days from 1970, micros beyond 285 years: the day in BigInt.
    const wholeDays = floorDivide(value, BigInt(perDay))
    days = Number(wholeDays)
    rest = Number(value - wholeDays * BigInt(perDay))
  }
  return `${dayText(days)}T${clockText(rest, unit)}${utc ? 'Z' : ''}`
}

/** A count of units since midnight, HH:MM:SS and every digit of the unit. */
function timeText(value: bigint | number, unit: Unit, utc: boolean): string {
  const units = Number(value)
  const sign = units < 0 ? '-' : ''
  return `${sign}${clockText(Math.abs(units), unit)}${utc ? 'Z' : ''}`
}

/** INT96 as hyparquet reads it: the Julian day above 64 bits of nanoseconds into that day. */
export function int96Nanos(value: bigint): bigint {
  const nanos = BigInt.asUintN(64, value)
  const julianDay = (value - nanos) >> 64n
  return (julianDay - 2440588n) * 86400_000_000_000n + nanos
}

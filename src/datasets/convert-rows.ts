/**
 * A row as the converted file writes it: a CSV field quoted where it must be, a record of
 * delimited text as a line of comma CSV, a JSON record's columns picked. Shared by the one-pass
 * reading (convert.ts) and the parts read apart (convert-part.ts), so both write the same bytes.
 */
import type { ColumnSelection } from './columns.js'
import type { Delimiter } from './delimiter.js'

const NEEDS_QUOTES = /[",\r\n]/

export function csvField(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function csvLine(fields: readonly string[], keep: readonly number[] | undefined): string {
  if (keep === undefined) return fields.map(csvField).join(',')
  return keep.map(i => csvField(fields[i] ?? '')).join(',')
}

/** A record of delimited text as a line of comma CSV, without its line end. */
export function delimitedLine(
  record: string | string[],
  delimiter: Delimiter,
  keep: readonly number[] | undefined
): string {
  if (typeof record !== 'string') return csvLine(record, keep)
  if (keep === undefined && delimiter === ',') return record
  if (keep === undefined && !record.includes(','))
    return delimiter === ',' ? record : record.replaceAll(delimiter, ',')
  return csvLine(record.split(delimiter), keep)
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function pick(
  record: Record<string, unknown>,
  columns: ColumnSelection
): Record<string, unknown> {
  if ('keep' in columns)
    return Object.fromEntries(columns.keep.filter(k => k in record).map(k => [k, record[k]]))
  const dropped = new Set(columns.drop)
  return Object.fromEntries(Object.entries(record).filter(([k]) => !dropped.has(k)))
}

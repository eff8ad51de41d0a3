/**
 * Datasets written the way other tools write them, from rows the test holds: delimited text
 * with any separator and line end, JSON Lines, and text in windows-1252 or UTF-16.
 */

/** Rows as delimited text, a field quoted (RFC 4180) only when it must be. */
export function delimited(
  rows: readonly (readonly string[])[],
  separator = ',',
  eol = '\n'
): string {
  const field = (text: string) =>
    text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
  return rows.map(row => row.map(field).join(separator) + eol).join('')
}

/** Records as JSON Lines, one a line. */
export function jsonLines(records: readonly unknown[], eol = '\n'): string {
  return records.map(record => JSON.stringify(record) + eol).join('')
}

/** Text in windows-1252, for text whose characters are Latin-1 but for the euro sign. */
export function windows1252(text: string): Buffer {
  const outside = [...text].find(c => c !== '€' && c.charCodeAt(0) > 0xff)
  if (outside !== undefined) throw new Error(`${JSON.stringify(outside)} is not written here`)
  return Buffer.from(text.replaceAll('€', '\x80'), 'latin1')
}

/** Text in UTF-16 with its byte order mark, little- or big-endian. */
export function utf16(text: string, order: 'le' | 'be'): Buffer {
  const units = Buffer.from(text, 'utf16le')
  return order === 'le'
    ? Buffer.concat([Buffer.from([0xff, 0xfe]), units])
    : Buffer.concat([Buffer.from([0xfe, 0xff]), units.swap16()])
}

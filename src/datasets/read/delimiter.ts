/**
 * A delimited text's separator, found from its header and first records: the candidate that
 * splits every one of them into the same number of fields, the most fields winning; a comma when
 * none does.
 */

export const DELIMITERS = [',', '\t', ';', '|'] as const
export type Delimiter = (typeof DELIMITERS)[number]

/** Records looked at: a header and enough rows to tell a stray semicolon in a cell from a separator. */
const RECORDS_LOOKED_AT = 50

export function detectDelimiter(start: string, complete: boolean): Delimiter {
  const counts = countPerRecord(start, complete)
  if (counts.length === 0) return ','
  let best: Delimiter = ','
  let bestFields = 0
  for (const [i, delimiter] of DELIMITERS.entries()) {
    const first = counts[0][i]
    if (first === 0 || !counts.every(record => record[i] === first)) continue
    if (first > bestFields) {
      best = delimiter
      bestFields = first
    }
  }
  if (bestFields > 0) return best
  // No candidate is regular: the one the header holds most of.
  const header = counts[0]
  const most = Math.max(...header)
  return most === 0 ? ',' : DELIMITERS[header.indexOf(most)]
}

/** Each whole record's count of every candidate outside quotes; blank lines are no records. */
function countPerRecord(text: string, complete: boolean): number[][] {
  const records: number[][] = []
  let current = [0, 0, 0, 0]
  let quoted = false
  let content = false
  for (let i = 0; i < text.length && records.length < RECORDS_LOOKED_AT; i++) {
    const char = text[i]
    if (char === '"') {
      quoted = !quoted
      content = true
    } else if (quoted) {
      continue
    } else if (char === '\n') {
      if (content) records.push(current)
      current = [0, 0, 0, 0]
      content = false
    } else if (char !== '\r') {
      const at = DELIMITERS.indexOf(char as Delimiter)
      if (at >= 0) current[at]++
      if (char !== ' ' && char !== '\t') content = true
      else if (char === '\t') content = true
    }
  }
  if (complete && content && !quoted && records.length < RECORDS_LOOKED_AT) records.push(current)
  return records
}

/** The `delimiter` input: one of the candidates, `tab` or `\t` for a tab; empty to detect. */
export function parseDelimiter(name: string, raw: string): Delimiter | undefined {
  if (raw === '') return undefined
  const named: Record<string, Delimiter> = {
    ',': ',',
    comma: ',',
    ';': ';',
    semicolon: ';',
    '\t': '\t',
    '\\t': '\t',
    tab: '\t',
    '|': '|',
    pipe: '|'
  }
  const delimiter = named[raw.trim() === '' ? raw : raw.trim().toLowerCase()]
  if (delimiter === undefined) {
    throw new Error(
      `Input '${name}' is ${JSON.stringify(raw)}; it must be one of , ; | or tab (or empty, to find it from the file's header).`
    )
  }
  return delimiter
}

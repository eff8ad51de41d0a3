/**
 * Numbers written with a decimal comma, as spreadsheets in much of Europe export them (`1234,56`,
 * `1.234,56`, `1 234,56`): read as the service reads numbers, with a point, when the
 * `decimal-separator` input says so; otherwise the columns that hold only such numbers are
 * named, so the user can say so.
 */

/** A whole number, its thousands grouped by points or spaces, then perhaps a comma and decimals. */
const DECIMAL_COMMA_NUMBER =
  /^[+-]?(?:\d{1,3}(?:\.\d{3})+|\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:,\d+)?$/
const GROUPING = /[. \u00a0\u202f]/g

/** The cell with a decimal point and no grouping, when it is such a number; else as it is. */
export function pointDecimal(cell: string): string {
  if (!DECIMAL_COMMA_NUMBER.test(cell)) return cell
  return cell.replace(GROUPING, '').replace(',', '.')
}

/** Follows every column of a file: which hold decimal-comma numbers and nothing else. */
export class DecimalCommaColumns {
  /** Per column: 0 not seen yet, 1 only whole numbers so far, 2 a decimal comma seen, 3 other text. */
  private readonly states: number[] = []

  observe(fields: readonly string[]): void {
    for (let i = 0; i < fields.length; i++) {
      const state = this.states[i] ?? 0
      const cell = fields[i]
      if (state === 3 || cell === '') continue
      if (!DECIMAL_COMMA_NUMBER.test(cell)) this.states[i] = 3
      else if (cell.includes(',')) this.states[i] = 2
      else if (state === 0) this.states[i] = 1
    }
  }

  /** What was seen of each column, for the follower of another part of the file. */
  seen(): readonly number[] {
    return this.states
  }

  /** What a follower of another part of the same file saw: its columns are these. */
  add(seen: readonly number[]): void {
    // A state only rises as cells are seen, so the file's is the highest of its parts'.
    for (let i = 0; i < seen.length; i++)
      this.states[i] = Math.max(this.states[i] ?? 0, seen[i] ?? 0)
  }

  /** The names of the columns whose every non-empty cell is a number with a decimal comma. */
  columns(header: readonly string[]): string[] {
    return header.filter((_, i) => this.states[i] === 2)
  }
}

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

/** A number with one point and digits on both sides of it, or only after it. */
const POINT_NUMBER = /^[+-]?(\d*)\.(\d+)$/
const ZEROS = /^0*$/
/** The characters pointDecimal rewrites: without one, a cell goes as it is. */
const REWRITTEN = /[,. \u00a0\u202f]/

/**
 * Whether the cell shows a decimal point, which no decimal-comma number has: a point followed by
 * other than three digits (`10.5`), or after a leading group of 0 (`0.125`). `2.500` alone could
 * be two thousand five hundred, grouped, and says nothing.
 */
export function showsDecimalPoint(cell: string): boolean {
  const match = POINT_NUMBER.exec(cell)
  return match !== null && (match[2].length !== 3 || ZEROS.test(match[1]))
}

/** What a file read with `decimal-separator: ,` showed: columns of decimal points, decimal commas. */
export interface DecimalPointsSeen {
  /** Per column, the first cell that showed a decimal point. */
  readonly examples: readonly (string | undefined)[]
  /** A cell was given a point (or lost its grouping): the file had a decimal comma. */
  readonly rewritten: boolean
}

/**
 * Follows every column of a file read with `decimal-separator: ,`: the first cell of each that
 * shows a decimal point, which the reading would spoil (`0.125` sent as `0125`), and whether
 * any cell was rewritten at all.
 */
export class DecimalPointColumns {
  private readonly examples: (string | undefined)[] = []
  private rewritten = false

  observe(fields: readonly string[]): void {
    for (let i = 0; i < fields.length; i++) {
      const cell = fields[i]
      if (this.examples[i] === undefined && cell.includes('.') && showsDecimalPoint(cell))
        this.examples[i] = cell
      if (!this.rewritten && REWRITTEN.test(cell) && pointDecimal(cell) !== cell)
        this.rewritten = true
    }
  }

  seen(): DecimalPointsSeen {
    return { examples: this.examples, rewritten: this.rewritten }
  }

  /** What a follower of a later part of the same file saw. */
  add(seen: DecimalPointsSeen): void {
    for (let i = 0; i < seen.examples.length; i++) this.examples[i] ??= seen.examples[i]
    this.rewritten ||= seen.rewritten
  }

  /** The columns that showed a decimal point, each with its first such cell. */
  columns(header: readonly string[]): { column: string; example: string }[] {
    return header.flatMap((column, i) => {
      const example = this.examples[i]
      return example === undefined ? [] : [{ column, example }]
    })
  }

  get hadDecimalComma(): boolean {
    return this.rewritten
  }
}

/**
 * The rows a pull-request comment carries, one per dataset, in a hidden block: how each run
 * reads the rows other runs wrote, merges its own in, and checks that its own survived. Many
 * jobs (a matrix) share one comment this way, each keeping everyone else's rows.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib'
import type { RunOutcome } from '../service/generation.js'
import { shortened } from './messages.js'
import { redact } from '../common/redact.js'

/** One dataset's line in the comment; carried from one version of the comment to the next. */
export interface CommentRow {
  /** The dataset's workspace-relative path: the row's key. */
  readonly file: string
  readonly title: string
  readonly status: string
  readonly outcome: RunOutcome
  readonly shareUrl?: string
  readonly generationId?: string
  readonly note?: string
  /** The commit the dashboard was generated for, so a reader sees which rows are older. */
  readonly commitSha?: string
  /** When the run that wrote the row composed it (ISO 8601): the newer row of a dataset wins. */
  readonly updatedAt: string
  /** What the event changed in the dataset, as one line (change-text.ts); counts and names only. */
  readonly change?: string
}

const ROWS_BEGIN = '<!-- dashboard-action rows: '
/** Room for the carried rows; the rest of GitHub's limit is the visible text's. */
const ROWS_BLOCK_BUDGET = 30_000
/**
 * How long a carried note may be: whole while the rows fit, then shorter, cut after a sentence,
 * before any row is left out. Titles are carried this long at most too.
 */
const CARRIED_TEXT = [2_000, 600, 120] as const

/** The rows a version of the comment carries, or none. */
export function readRows(body: string | undefined): CommentRow[] {
  const start = body?.indexOf(ROWS_BEGIN) ?? -1
  if (body === undefined || start < 0) return []
  const end = body.indexOf(' -->', start)
  try {
    const packed = Buffer.from(body.slice(start + ROWS_BEGIN.length, end), 'base64')
    const rows = JSON.parse(inflateRawSync(packed).toString('utf8')) as unknown
    return Array.isArray(rows)
      ? rows.filter(
          (r): r is CommentRow => typeof r?.file === 'string' && typeof r?.updatedAt === 'string'
        )
      : []
  } catch {
    return []
  }
}

function isNewer(row: CommentRow, than: CommentRow): boolean {
  return Date.parse(row.updatedAt) > Date.parse(than.updatedAt)
}

/**
 * Every dataset's newest row: this run's rows, and the rows other runs left unless a dataset's
 * file is gone from the checkout. A row only loses to a newer one of the same dataset, so runs
 * that merge in any order agree. Ordered by path.
 */
export function mergeRows(
  previous: readonly CommentRow[],
  current: readonly CommentRow[],
  stillExists: (file: string) => boolean
): CommentRow[] {
  const byFile = new Map<string, CommentRow>()
  for (const row of previous) {
    const kept = byFile.get(row.file)
    if (stillExists(row.file) && (kept === undefined || isNewer(row, kept)))
      byFile.set(row.file, row)
  }
  for (const row of current) {
    const kept = byFile.get(row.file)
    if (kept === undefined || !isNewer(kept, row)) byFile.set(row.file, row)
  }
  return [...byFile.values()].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))
}

/** Whether a version of the comment still shows each of `own`, or a newer row of its dataset. */
export function holdsRows(carried: readonly CommentRow[], own: readonly CommentRow[]): boolean {
  const byFile = new Map(carried.map(row => [row.file, row]))
  return own.every(row => {
    const there = byFile.get(row.file)
    return there !== undefined && !isNewer(row, there)
  })
}

/** A row with every text redacted: the carried rows are posted too, packed but readable. */
export function redactedRow(row: CommentRow): CommentRow {
  const hide = (text: string | undefined) => (text === undefined ? undefined : redact(text))
  return {
    ...row,
    file: redact(row.file),
    title: redact(row.title),
    status: redact(row.status),
    shareUrl: hide(row.shareUrl),
    generationId: hide(row.generationId),
    note: hide(row.note),
    change: hide(row.change)
  }
}

/**
 * The rows to carry, made compact: notes as long as the budget allows for every row, cut after
 * a sentence; only when even short notes do not fit are rows left out, later paths first.
 */
export function rowsBlock(rows: readonly CommentRow[]): string {
  const pack = (count: number, limit: number) => {
    const compact = rows
      .slice(0, count)
      .map(redactedRow)
      .map(row => ({
        ...row,
        title: row.title.slice(0, limit),
        note:
          row.note === undefined
            ? undefined
            : shortened(row.note, limit, 'the job summary has all of it')
      }))
    return `${ROWS_BEGIN}${deflateRawSync(JSON.stringify(compact)).toString('base64')} -->`
  }
  for (const limit of CARRIED_TEXT) {
    const block = pack(rows.length, limit)
    if (block.length <= ROWS_BLOCK_BUDGET) return block
  }
  const shortest = CARRIED_TEXT[CARRIED_TEXT.length - 1]
  for (let count = Math.floor(rows.length * 0.9); ; count = Math.floor(count * 0.9)) {
    const block = pack(count, shortest)
    if (block.length <= ROWS_BLOCK_BUDGET || count === 0) return block
  }
}

/**
 * A rendered body that carries `rows`, whatever its layout: the block goes right after the
 * first line (the marker), replacing any block the body had.
 */
export function withRows(body: string, rows: readonly CommentRow[]): string {
  const start = body.indexOf(ROWS_BEGIN)
  const bare = start < 0 ? body : body.slice(0, start) + body.slice(body.indexOf(' -->', start) + 5)
  const firstLineEnd = bare.indexOf('\n')
  if (firstLineEnd < 0) return `${bare}\n${rowsBlock(rows)}`
  return `${bare.slice(0, firstLineEnd + 1)}${rowsBlock(rows)}\n${bare.slice(firstLineEnd + 1)}`
}

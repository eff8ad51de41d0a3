/**
 * The rows a pull-request comment carries, one per dataset, in a hidden block: how a run reads
 * the rows earlier runs wrote and merges its own in, so a dataset this run did not generate
 * keeps its last row (flagged as another commit's).
 */
import { createHash } from 'node:crypto'
import { deflateRawSync, inflateRawSync } from 'node:zlib'
import { HEADINGS, shortened, unfinishedRunText, type ShownOutcome } from './messages.js'
import { redact, secretFreeEnd } from '../common/redact.js'

/** One dataset's line in the comment; carried from one version of the comment to the next. */
export interface CommentRow {
  /** The dataset's workspace-relative path: the row's key. */
  readonly file: string
  readonly title: string
  readonly status: string
  /** `generating` only in a run's first state, until its final write replaces the row. */
  readonly outcome: ShownOutcome
  readonly shareUrl?: string
  readonly generationId?: string
  readonly note?: string
  /** The commit the dashboard was generated for, so a reader sees which rows are older. */
  readonly commitSha?: string
  /** When the run that wrote the row composed it (ISO 8601): the newer row of a dataset wins. */
  readonly updatedAt: string
  /** The workflow run that wrote the row: another job of the same run is told apart. */
  readonly runId?: string
  /** That run's attempt: a re-run of it is another attempt, and the earlier one has ended. */
  readonly attempt?: string
  /** That run's page, linked from a row still generating. */
  readonly runUrl?: string
  /** What the event changed in the dataset, as one line (change-text.ts); counts and names only. */
  readonly change?: string
  /** What was uploaded when it is not the file as committed (upload-text.ts). */
  readonly upload?: string
  /** Said of a reused dashboard beside its status (messages.ts reusedText). */
  readonly reused?: string
  /** When the row's share link stops working (ISO 8601), as the service said. */
  readonly expiresAt?: string
  /**
   * The dashboards issue's word on a dataset whose newest generation did not end well: its last
   * dashboard that did (link, commit, when, its link's expiry), shown beside the failure.
   */
  readonly goodUrl?: string
  readonly goodCommit?: string
  readonly goodAt?: string
  readonly goodExpiresAt?: string
}

/** What a version of the comment carries for the next write besides what it shows. */
export interface Carried {
  readonly rows: CommentRow[]
  /**
   * Keys (`rowKey`) of rows a write had no room to carry: a later write that cannot show them
   * counts them, so no row leaves the comment unsaid.
   */
  readonly lost: string[]
  /** The commit the body was generated for. */
  readonly commit?: string
}

const ROWS_BEGIN = '<!-- dashboard-action rows: '
/** Room for the carried rows when a body gives none: the rest of GitHub's limit is the card's. */
export const ROWS_BLOCK_BUDGET = 30_000
/** Lost rows counted by key at most; the keys are what tells a row that came back from one lost. */
const LOST_KEPT = 600
/**
 * How long a carried note may be: whole while the rows fit, then shorter, cut after a sentence,
 * before any row is left out. Titles are carried this long at most too.
 */
const CARRIED_TEXT = [2_000, 600, 120] as const

const NOTHING: Carried = { rows: [], lost: [] }

/**
 * What a version of the comment carries (an older version's bare list of rows too), or nothing.
 * The body is outside text (anyone who can post as the token's user or bot could have written
 * it): a row is kept only when every field has the type and form a run writes, its time no later
 * than now; a lost key only in the form rowKey gives, at most LOST_KEPT of them.
 */
export function readCarried(body: string | undefined, now = Date.now()): Carried {
  const start = body?.indexOf(ROWS_BEGIN) ?? -1
  if (body === undefined || start < 0) return NOTHING
  const end = body.indexOf(' -->', start)
  try {
    const packed = Buffer.from(body.slice(start + ROWS_BEGIN.length, end), 'base64')
    const given = JSON.parse(inflateRawSync(packed).toString('utf8')) as unknown
    const carried = (Array.isArray(given) ? { rows: given } : given) as Record<string, unknown>
    const rows = Array.isArray(carried.rows) ? (carried.rows as unknown[]) : []
    const lost = Array.isArray(carried.lost) ? (carried.lost as unknown[]) : []
    return {
      rows: rows.flatMap(row => {
        const checked = checkedRow(row, now)
        return checked === undefined ? [] : [checked]
      }),
      lost: lost
        .filter((key): key is string => typeof key === 'string' && /^[0-9a-f]{10}$/.test(key))
        .slice(0, LOST_KEPT),
      commit: typeof carried.commit === 'string' ? carried.commit : undefined
    }
  } catch {
    return NOTHING
  }
}

const TEXTS = ['file', 'title', 'status', 'updatedAt'] as const
const OPTIONAL_TEXTS = [
  'shareUrl',
  'generationId',
  'note',
  'commitSha',
  'runId',
  'attempt',
  'runUrl',
  'change',
  'upload',
  'reused',
  'expiresAt',
  'goodUrl',
  'goodCommit',
  'goodAt',
  'goodExpiresAt'
] as const
/** Optional fields that name a commit: a row whose commit is not a SHA is not kept. */
const COMMITS = ['commitSha', 'goodCommit'] as const
/** Optional fields that hold a time: a row whose time does not read as one is not kept. */
const TIMES = ['expiresAt', 'goodAt', 'goodExpiresAt'] as const

/** `given` as a row a run writes, its time at most `now`; undefined when it is not one. */
function checkedRow(given: unknown, now: number): CommentRow | undefined {
  if (typeof given !== 'object' || given === null || Array.isArray(given)) return undefined
  const row = given as Record<string, unknown>
  if (TEXTS.some(field => typeof row[field] !== 'string') || row.file === '') return undefined
  if (OPTIONAL_TEXTS.some(field => row[field] !== undefined && typeof row[field] !== 'string'))
    return undefined
  if (typeof row.outcome !== 'string' || !Object.hasOwn(HEADINGS, row.outcome)) return undefined
  const at = Date.parse(row.updatedAt as string)
  if (Number.isNaN(at)) return undefined
  if (
    TIMES.some(field => row[field] !== undefined && Number.isNaN(Date.parse(row[field] as string)))
  )
    return undefined
  // A commit is linked under the repository: only a SHA's hex digits, never a path to climb out.
  if (
    COMMITS.some(
      field => row[field] !== undefined && !/^[0-9a-f]{7,64}$/.test(row[field] as string)
    )
  )
    return undefined
  const kept: Record<string, unknown> = { outcome: row.outcome }
  for (const field of [...TEXTS, ...OPTIONAL_TEXTS])
    if (row[field] !== undefined) kept[field] = row[field]
  if (at > now) kept.updatedAt = new Date(now).toISOString()
  return kept as unknown as CommentRow
}

/** The rows a version of the comment carries, or none. */
export function readRows(body: string | undefined): CommentRow[] {
  return readCarried(body).rows
}

/** A row's key among the lost: short, and naming no file. */
export function rowKey(file: string): string {
  return createHash('sha256').update(file).digest('hex').slice(0, 10)
}

/** The workflow run (and attempt) writing: its own `generating` rows are still under way. */
export interface Writer {
  readonly runId?: string
  readonly attempt?: string
}

/**
 * Rows another run (or an earlier attempt of this one) left `generating`: that run ended without
 * its final write, its runner lost. Each is told as interrupted, why, and the line to resume when
 * it names a generation, so no row stays `generating` past its run.
 */
export function settleUnfinished(rows: readonly CommentRow[], writer: Writer): CommentRow[] {
  return rows.map(row =>
    row.outcome !== 'generating' || (row.runId === writer.runId && row.attempt === writer.attempt)
      ? row
      : {
          ...row,
          outcome: 'interrupted',
          status: 'failed',
          note: unfinishedRunText(row.generationId)
        }
  )
}

function isNewer(row: CommentRow, than: CommentRow): boolean {
  return Date.parse(row.updatedAt) > Date.parse(than.updatedAt)
}

/**
 * This run's rows, and for every other dataset the newest row other runs left, unless its file
 * is gone from the checkout. A carried row never outranks this run's own for its dataset: a run
 * that writes over a newer commit's comment is stopped before (sticky-comment.ts), so this run's
 * row is the latest word, whatever time a carried row claims. Ordered by path.
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
  for (const row of current) byFile.set(row.file, row)
  return [...byFile.values()].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))
}

/** What a write carries: its rows, the keys of rows lost before, the commit it is for. */
export interface CarriedInput {
  readonly rows: readonly CommentRow[]
  readonly lost?: readonly string[]
  readonly commit?: string
}

function byFile(a: CommentRow, b: CommentRow): number {
  return a.file < b.file ? -1 : a.file > b.file ? 1 : 0
}

/** The newest first: when rows must be left out, the oldest go. */
function byAge(a: CommentRow, b: CommentRow): number {
  return Date.parse(b.updatedAt) - Date.parse(a.updatedAt) || byFile(a, b)
}

/**
 * A row as the block carries it, its titles and notes at most `limit` long. The block is posted
 * too (packed, but readable by anyone), so it is a sink of its own: every text of the row is
 * redacted, once, here.
 */
function compactRow(row: CommentRow, limit: number): CommentRow {
  const hide = (text: string | undefined) => (text === undefined ? undefined : redact(text))
  const note =
    row.note === undefined ? undefined : shortened(row.note, limit, 'the job summary has all of it')
  return {
    ...row,
    file: redact(row.file),
    title: redact(row.title.slice(0, secretFreeEnd(row.title, limit))),
    status: redact(row.status),
    shareUrl: hide(row.shareUrl),
    generationId: hide(row.generationId),
    note: hide(note),
    change: hide(row.change),
    upload: hide(row.upload),
    runUrl: hide(row.runUrl),
    goodUrl: hide(row.goodUrl)
  }
}

/**
 * The block that carries `rows`, within `budget` characters: notes as long as the budget allows
 * for every row, cut after a sentence; when even short notes do not fit, the oldest rows are
 * left out and their keys carried in their place, so a later write can count them.
 */
export function rowsBlock(given: CarriedInput, budget = ROWS_BLOCK_BUDGET): string {
  const newest = [...given.rows].sort(byAge)
  const pack = (count: number, limit: number) => {
    const left = newest.slice(count).map(row => rowKey(row.file))
    const carried = {
      rows: newest
        .slice(0, count)
        .sort(byFile)
        .map(row => compactRow(row, limit)),
      ...(given.commit ? { commit: given.commit } : {}),
      lost: [...new Set([...left, ...(given.lost ?? [])])].slice(0, LOST_KEPT)
    }
    return `${ROWS_BEGIN}${deflateRawSync(JSON.stringify(carried)).toString('base64')} -->`
  }
  for (const limit of CARRIED_TEXT) {
    const block = pack(newest.length, limit)
    if (block.length <= budget) return block
  }
  // The most rows that fit with the shortest notes: more rows never make a smaller block.
  const shortest = CARRIED_TEXT[CARRIED_TEXT.length - 1]
  let [fits, fails] = [0, newest.length]
  while (fails - fits > 1) {
    const middle = Math.floor((fits + fails) / 2)
    if (pack(middle, shortest).length <= budget) fits = middle
    else fails = middle
  }
  return pack(fits, shortest)
}

/**
 * A rendered body that carries `rows`, whatever its layout: the block goes right after the
 * first line (the marker), replacing any block the body had.
 */
export function withRows(body: string, rows: readonly CommentRow[] | CarriedInput): string {
  const carried = 'rows' in rows ? rows : { rows }
  const start = body.indexOf(ROWS_BEGIN)
  const bare = start < 0 ? body : body.slice(0, start) + body.slice(body.indexOf(' -->', start) + 5)
  const firstLineEnd = bare.indexOf('\n')
  if (firstLineEnd < 0) return `${bare}\n${rowsBlock(carried)}`
  return `${bare.slice(0, firstLineEnd + 1)}${rowsBlock(carried)}\n${bare.slice(firstLineEnd + 1)}`
}

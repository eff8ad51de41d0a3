/**
 * The dashboards issue's content, from a default-branch run's results: one row per dataset, its
 * title linked to its newest dashboard, carried from one version of the issue to the next as the
 * pull-request comment's rows are (comment-rows.ts), so a dataset this run did not generate keeps
 * its row and a dataset whose newest generation failed keeps its last good link beside the
 * failure. Pure: the GitHub side finds and writes the issue (github/dashboard-issue.ts).
 */
import { issueMarker } from '../common/comment-marker.js'
import type { DatasetRun } from '../service/generation.js'
import { codeSpan, escapeText, mdLink, safeHref } from './markdown.js'
import {
  CLOSING_ROOM,
  COMMENT_LIMIT,
  changeLine,
  commitLink,
  cut,
  fitToLimit,
  problemLines,
  tableBlock,
  tableLines,
  uploadLine,
  type Cells
} from './comment-body.js'
import {
  mergeRows,
  readCarried,
  rowsBlock,
  rowKey,
  ROWS_BLOCK_BUDGET,
  type CommentRow
} from './comment-rows.js'
import { ICONS, STATUS_WORDS, shownTitle, verdict } from './messages.js'
import { rowsOf } from './pull-request-comment.js'

/** What the issue says besides its rows: whose it is and who wrote it last. */
export interface IssueSetting {
  /** The comment-tag: the issue's marker holds it, as the comment's does. */
  readonly tag: string
  /** The repository's web address (`https://github.com/owner/repo`): commits are linked under it. */
  readonly repositoryUrl: string
  /** The default branch, when the event names it. */
  readonly branch?: string
  /** The commit this run's datasets were read at. */
  readonly commitSha?: string
  readonly runUrl?: string
  readonly updatedAt: Date
  /** Whether a carried row's dataset is still in the repository: a removed one drops out. */
  readonly stillExists: (file: string) => boolean
}

export interface IssueContent {
  /**
   * The body to write over the issue's `current` body (undefined: there is no issue yet), or
   * undefined when it would tell nothing new: no dataset ran and no row dropped out.
   */
  render(current: string | undefined): string | undefined
  /** The commit a body of the issue was written for, as it says. */
  commitOf(body: string): string | undefined
}

/** Room the carried rows leave at least for the table: a hundred or more compact rows. */
const TABLE_FLOOR = 24_000

/** The columns of the issue's table. */
const COLUMNS = ['Dashboard', 'Status', 'Dataset', 'Commit', 'Made']

/** A row whose own dashboard is there to open. */
function isGood(row: CommentRow): boolean {
  return row.outcome === 'completed' && safeHref(row.shareUrl) !== undefined
}

/** The newest of a dataset's carried rows, by file. */
function newestByFile(rows: readonly CommentRow[]): Map<string, CommentRow> {
  const byFile = new Map<string, CommentRow>()
  for (const row of rows) {
    const kept = byFile.get(row.file)
    if (kept === undefined || Date.parse(row.updatedAt) > Date.parse(kept.updatedAt))
      byFile.set(row.file, row)
  }
  return byFile
}

/**
 * This run's row of a dataset, given the row the issue had for it: a generation that did not end
 * well keeps the last dashboard that did (the row before's own, or the one it kept).
 */
export function withLastGood(row: CommentRow, before: CommentRow | undefined): CommentRow {
  if (isGood(row) || before === undefined) return row
  const good = isGood(before)
    ? {
        goodUrl: before.shareUrl,
        goodCommit: before.commitSha,
        goodAt: before.updatedAt,
        goodExpiresAt: before.expiresAt
      }
    : before
  if (good.goodUrl === undefined) return row
  const { goodUrl, goodCommit, goodAt, goodExpiresAt } = good
  // A generation that failed has no title from the service: the link's dashboard keeps its own.
  const title = row.title === '' || row.title === row.file ? before.title : row.title
  return { ...row, title, goodUrl, goodCommit, goodAt, goodExpiresAt }
}

/**
 * This run's row of `run` as the issue carries it: with its link's expiry; once ready, without its
 * generation's id, which only a problem's resume line shows (fewer characters a row, more rows
 * kept at any size).
 */
function ownRow(row: CommentRow, run: DatasetRun): CommentRow {
  if (run.outcome !== 'completed') return row
  return { ...row, generationId: undefined, expiresAt: run.state?.expiresAt }
}

/** The issue's rows after this run: its own, each with its last good link, and the rest kept. */
export function issueRows(
  setting: IssueSetting,
  carried: readonly CommentRow[],
  runs: readonly DatasetRun[]
): CommentRow[] {
  const before = newestByFile(carried)
  const own = rowsOf(runs, setting, setting.updatedAt.toISOString()).map((row, i) =>
    withLastGood(ownRow(row, runs[i]), before.get(row.file))
  )
  return mergeRows(carried, own, setting.stillExists)
}

export function issueContent(setting: IssueSetting, runs: readonly DatasetRun[]): IssueContent {
  return {
    render(current) {
      const carried = readCarried(current)
      const rows = issueRows(setting, carried.rows, runs)
      // Nothing ran and no row dropped out (no issue yet: nothing to open).
      if (runs.length === 0 && newestByFile(carried.rows).size === rows.length) return undefined
      return issueBody(setting, rows, carried.lost)
    },
    commitOf: body => readCarried(body).commit
  }
}

/** A time as the issue shows it: `2026-12-02 05:40 UTC`, or its day alone where room is short. */
function when(iso: string | undefined, full: boolean): string {
  if (iso === undefined || Number.isNaN(Date.parse(iso))) return ''
  const text = new Date(iso).toISOString()
  return full ? `${text.slice(0, 16).replace('T', ' ')} UTC` : text.slice(0, 10)
}

/** When a link stops working, or that it has: said of the link a row shows. */
export function expiryText(expiresAt: string | undefined, now: Date): string {
  if (expiresAt === undefined || Number.isNaN(Date.parse(expiresAt))) return ''
  return Date.parse(expiresAt) <= now.getTime()
    ? `⚠️ link expired ${when(expiresAt, true)}`
    : `link expires ${when(expiresAt, true)}`
}

/** The link a row shows: its own dashboard, else the last good one it kept. */
function shownLink(row: CommentRow): { url: string; expiresAt?: string } | undefined {
  if (isGood(row)) return { url: row.shareUrl as string, expiresAt: row.expiresAt }
  if (safeHref(row.goodUrl) !== undefined)
    return { url: row.goodUrl as string, expiresAt: row.goodExpiresAt }
  return undefined
}

function dashboardCell(row: CommentRow, cells: Cells): string {
  const link = shownLink(row)
  const name = row.title || row.file
  const title =
    cells.title === Infinity
      ? shownTitle(name)
      : cells.title === 0
        ? ''
        : cut(name, cells.title, false)
  if (link === undefined) return escapeText(title) || '—'
  return mdLink(link.url, title || 'open')
}

function statusCell(row: CommentRow, cells: Cells, setting: IssueSetting): string {
  const full = cells.path === Infinity
  const reused = full && row.reused ? ` (${escapeText(row.reused)})` : ''
  const words = `${ICONS[row.outcome] ?? '⚠️'} ${escapeText(STATUS_WORDS[row.outcome] ?? row.status)}${reused}`
  const notes: string[] = []
  if (!isGood(row) && safeHref(row.goodUrl) !== undefined) {
    const of = row.goodCommit ? ` of ${codeSpan(row.goodCommit.slice(0, 7), true)}` : ''
    notes.push(full ? `linked: the last ready one${of}, ${when(row.goodAt, false)}` : 'last ready')
  }
  if (cells.title !== 0) {
    const expiry = expiryText(shownLink(row)?.expiresAt, setting.updatedAt)
    if (expiry !== '') notes.push(escapeText(expiry))
  }
  return [words, ...notes.map(note => `<sub>${note}</sub>`)].join('<br>')
}

function issueRow(row: CommentRow, cells: Cells, setting: IssueSetting): string {
  const full = cells.path === Infinity
  const file = codeSpan(full ? row.file : cut(row.file, cells.path, true), true)
  const sha = row.commitSha
  const commit = !sha
    ? ''
    : full
      ? commitLink(sha, `${setting.repositoryUrl}/commit/${sha}`)
      : codeSpan(sha.slice(0, 7), true)
  const change = full ? `${uploadLine(row)}${changeLine(row)}` : ''
  return `| ${dashboardCell(row, cells)} | ${statusCell(row, cells, setting)} | ${file}${change} | ${commit} | ${when(row.updatedAt, full)} |`
}

/** The issue's first lines under its marker: what it is, and what keeps it. */
function intro(setting: IssueSetting, rows: readonly CommentRow[]): string[] {
  const { icon, text } = verdict(rows.map(row => row.outcome))
  const branch = setting.branch ? ` on ${codeSpan(setting.branch)}` : ''
  return [
    `### ${icon} ${text}`,
    '',
    `The newest dashboard of each dataset${branch}. The workflow's runs on the default branch (pushes, scheduled and manual runs) rewrite this description whenever they generate or drop a dataset; comments below are left alone. Pin the issue to keep the links at hand.`,
    ''
  ]
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`
}

/** What the issue could not show or keep, counted: nothing leaves it unsaid. */
function closing(hidden: number, untold: number, gone: number, expired: number): string[] {
  const lines: string[] = []
  if (hidden > 0)
    lines.push(
      `…and ${plural(hidden, 'more dataset')}: the description had no room for ${hidden === 1 ? 'its row' : 'their rows'}; the job summaries of the runs that made them list them.`,
      ''
    )
  if (untold > 0)
    lines.push(
      `The details of ${plural(untold, 'more problem')} did not fit: the job summaries of their runs have them.`,
      ''
    )
  if (gone > 0)
    lines.push(
      `${plural(gone, 'dashboard')} of earlier runs ${gone === 1 ? 'is' : 'are'} no longer listed: the description had no room to keep ${gone === 1 ? 'it' : 'them'}.`,
      ''
    )
  if (expired > 0)
    lines.push(
      `${plural(expired, 'link')} ${expired === 1 ? 'has' : 'have'} expired: a daily scheduled run regenerates each dashboard whose link is in its last day, and reuses the rest (README, "The dashboards issue").`,
      ''
    )
  return lines
}

function footer(setting: IssueSetting): string {
  const run = safeHref(setting.runUrl)
  const sha = setting.commitSha
  const commit = sha ? commitLink(sha, `${setting.repositoryUrl}/commit/${sha}`) : ''
  return `<sub>${run ? `[Workflow run](${run}) · ` : ''}${commit ? `commit ${commit} · ` : ''}updated ${setting.updatedAt.toISOString()}</sub>`
}

/**
 * The issue's description, within GitHub's limit at any number of datasets: every row's link
 * first (the table as compact as it must be, folded past 20 rows), then the carried rows, then
 * each problem in full while there is room; whatever is not shown or kept is counted.
 */
export function issueBody(
  setting: IssueSetting,
  rows: readonly CommentRow[],
  lost: readonly string[] = []
): string {
  const mark = issueMarker(setting.tag)
  const head = intro(setting, rows)
  const end = footer(setting)
  const fixed = mark.length + head.join('\n').length + end.length + CLOSING_ROOM
  // The carried rows first: a row the block drops is gone for good, one the table leaves out
  // only waits (counted) until there is room.
  const present = new Set(rows.map(row => rowKey(row.file)))
  const gone = [...new Set(lost.filter(key => !present.has(key)))]
  const block = rowsBlock(
    { rows, lost: gone, commit: setting.commitSha },
    Math.min(ROWS_BLOCK_BUDGET, COMMENT_LIMIT - fixed - TABLE_FLOOR)
  )
  let room = COMMENT_LIMIT - fixed - block.length - 1
  const lines = tableLines(rows, (row, cells) => issueRow(row, cells, setting), room - 200)
  const table = tableBlock(rows, lines, COLUMNS)
  room -= table.reduce((sum, line) => sum + line.length + 1, 0)
  const problems = problemLines(rows.slice(0, lines.length), room)
  const expired = rows.filter(row => {
    const at = shownLink(row)?.expiresAt
    return at !== undefined && Date.parse(at) <= setting.updatedAt.getTime()
  }).length
  const notes = closing(rows.length - lines.length, problems.untold, gone.length, expired)
  return fitToLimit(
    [mark, block, ...head, ...table, ...problems.lines, ...notes, end].join('\n'),
    'issue'
  )
}

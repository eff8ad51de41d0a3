/**
 * The pull-request comment's Markdown, written for a reviewer: a one-line verdict, a small
 * table, then each problem in full with the line to resume it, folded when there are many.
 * Titles, instructions, file names and the service's words come from the repository (perhaps
 * a fork) or the service: markdown.ts places them so they stay text, with secrets hidden.
 */
import type { GenerationState } from '../service/answer.js'
import { htmlCode, htmlText } from './html.js'
import { codeBlock, codeSpan, escapeText, mdLink, safeHref } from './markdown.js'
import {
  formatSeconds,
  goesOn,
  HEADINGS,
  ICONS,
  OPEN_PROBLEMS,
  resumeLine,
  shortened,
  shownTitle,
  STATUS_WORDS,
  verdict,
  manifestChangedText,
  type ShownOutcome
} from './messages.js'
import { marker } from '../common/comment-marker.js'
import { secretFreeEnd, secretFreeStart } from '../common/redact.js'
import { rowKey, rowsBlock, ROWS_BLOCK_BUDGET, type CommentRow } from './comment-rows.js'

/** GitHub refuses comments longer than this many characters. */
export const COMMENT_LIMIT = 65_536
/** The workflow's instructions are the reviewer's context, not the news: a few lines at most. */
const INSTRUCTIONS_SHOWN = 600
/** One problem's text beyond this is shortened at a sentence end; the log and summary have it all. */
const PROBLEM_SHOWN = 4_000

export interface CommentFacts {
  readonly tag: string
  /** Absent when the generation could not be started. */
  readonly state?: GenerationState
  readonly outcome: ShownOutcome
  readonly title?: string
  readonly datasetPath?: string
  readonly instructions?: string
  /** Why it did not end well, in full sentences (messages.ts), without the resume hint. */
  readonly problem?: string
  readonly elapsedMs: number
  readonly commitSha?: string
  readonly commitUrl?: string
  readonly runUrl?: string
  readonly updatedAt: Date
  /** What the event changed in the dataset, one line. */
  readonly change?: string
  /** What was uploaded when it is not the file as committed, one line. */
  readonly upload?: string
  /** Said of a reused dashboard beside its status. */
  readonly reused?: string
  /** The manifest the pull request changes, whose change waits for the merge (fork mode). */
  readonly changedManifest?: string
}

/** Under the heading: the pull request's own manifest was not used, and why. */
function manifestLines(file: string | undefined): string[] {
  return file === undefined ? [] : [`ℹ️ ${manifestChangedText(codeSpan(file))}`, '']
}

/**
 * Whether the generation may still go on at the service, so following it again makes sense: a
 * problem's advice, never said of one the run is still following.
 */
function resumable(
  outcome: ShownOutcome,
  generationId: string | undefined
): generationId is string {
  return generationId !== undefined && outcome !== 'generating' && goesOn(outcome)
}

/** Said under a dashboard still generating: the run follows it, and this comment will tell. */
function followedLine(runUrl: string | undefined): string[] {
  const run = safeHref(runUrl)
  return [
    `The ${run ? `[workflow run](${run})` : 'workflow run'} follows it; this comment is updated when it ends.`,
    ''
  ]
}

/** The reason in full, as a quote, then the copyable line to follow the generation again. */
function problemBlock(problem: string | undefined, resumeId: string | undefined): string[] {
  const lines: string[] = []
  if (problem)
    lines.push(
      `> ${escapeText(shortened(problem, PROBLEM_SHOWN, 'the step log has all of it'))}`,
      ''
    )
  if (resumeId !== undefined) {
    lines.push(
      'To follow it again, run the action with this input (same api-key and base-url):',
      '',
      codeBlock(resumeLine(resumeId)),
      ''
    )
  }
  return lines
}

export function commitLink(sha: string | undefined, url: string | undefined): string {
  if (!sha) return ''
  const short = codeSpan(sha.slice(0, 7))
  const href = safeHref(url)
  return href ? `[${short}](${href})` : short
}

function footer(facts: {
  runUrl?: string
  commitSha?: string
  commitUrl?: string
  updatedAt: Date
}): string {
  const run = safeHref(facts.runUrl)
  const commit = commitLink(facts.commitSha, facts.commitUrl)
  return `<sub>${run ? `[Workflow run](${run}) · ` : ''}${commit ? `commit ${commit} · ` : ''}updated ${facts.updatedAt.toISOString()}</sub>`
}

export function commentBody(facts: CommentFacts): string {
  const { state } = facts
  const title = state?.title ?? facts.title ?? facts.datasetPath ?? 'dashboard'
  const url = facts.outcome === 'completed' ? state?.shareUrl : undefined
  const resumeId = resumable(facts.outcome, state?.generationId) ? state?.generationId : undefined
  const lines = [
    marker(facts.tag),
    `### ${ICONS[facts.outcome]} ${HEADINGS[facts.outcome]}: ${mdLink(url, shownTitle(title))}`,
    '',
    ...manifestLines(facts.changedManifest),
    '| | |',
    '|---|---|',
    ...cardRows(facts, url).map(([k, v]) => `| ${k} | ${v} |`),
    '',
    ...(facts.outcome === 'generating' ? followedLine(facts.runUrl) : []),
    ...problemBlock(facts.problem, resumeId),
    ...instructionsBlock(facts.instructions),
    // The commit is in the table already.
    footer({ ...facts, commitSha: undefined })
  ]
  return fitToLimit(lines.join('\n'))
}

/** The card's small table: what there is to tell about this generation, one row each. */
function cardRows(facts: CommentFacts, url: string | undefined): [string, string][] {
  const { state } = facts
  const rows: [string, string][] = [
    [
      'Status',
      `${ICONS[facts.outcome]} ${STATUS_WORDS[facts.outcome]}${facts.reused ? ` (${escapeText(facts.reused)})` : ''}`
    ]
  ]
  if (safeHref(url)) rows.push(['Dashboard', mdLink(url, 'Open the dashboard')])
  else if (state?.unlinkableShareUrl)
    rows.push([
      'Dashboard',
      `not linked, not a web address: ${codeSpan(state.unlinkableShareUrl, true)}`
    ])
  if (state) rows.push(['Generation', codeSpan(state.generationId, true)])
  if (facts.datasetPath) rows.push(['Dataset', codeSpan(facts.datasetPath, true)])
  if (facts.upload) rows.push(['Uploaded', escapeText(facts.upload)])
  if (facts.change) rows.push(['Change', escapeText(facts.change)])
  if (facts.commitSha) rows.push(['Commit', commitLink(facts.commitSha, facts.commitUrl)])
  if (facts.outcome !== 'generating') rows.push(['Time taken', formatSeconds(facts.elapsedMs)])
  return rows
}

/** The workflow's instructions, folded: the reviewer's context, not the news. */
function instructionsBlock(instructions: string | undefined): string[] {
  if (!instructions) return []
  return [
    '<details><summary>Instructions</summary>',
    '',
    escapeText(shortened(instructions, INSTRUCTIONS_SHOWN, 'as given in the workflow')),
    '',
    '</details>',
    ''
  ]
}

/**
 * Nothing above should come near the limit; this keeps any comment (or issue: GitHub's limit is
 * the same) postable all the same. It cuts between lines, never inside one (a cut code span would
 * leave its text live), and before a code block the cut would leave open.
 */
export function fitToLimit(body: string, what = 'comment'): string {
  if (body.length <= COMMENT_LIMIT) return body
  const note = `\n\n…(shortened to fit GitHub's ${what} limit)`
  const lines = body.slice(0, COMMENT_LIMIT - note.length).split('\n')
  lines.pop() // the line the cut went through
  let open: { at: number; fence: string } | undefined
  for (const [at, line] of lines.entries()) {
    if (open) {
      if (line === open.fence) open = undefined
    } else if (/^`{3,}$/.test(line)) open = { at, fence: line }
  }
  return lines.slice(0, open?.at).join('\n') + note
}

export interface MultiCommentFacts {
  readonly tag: string
  readonly rows: readonly CommentRow[]
  /** Keys of rows earlier versions had no room to carry: those not back among `rows` are counted. */
  readonly lost?: readonly string[]
  readonly commitSha?: string
  readonly commitUrl?: string
  readonly runUrl?: string
  readonly updatedAt: Date
  readonly changedManifest?: string
}

/** Past this many rows the table is folded: the verdict and the problems meet the eye first. */
const FOLD_AFTER = 20
/**
 * How much of a path (its end) and a title each row shows, tried in turn until every row fits;
 * a title of 0 leaves the link its one word. Each row keeps its link whole.
 */
const CELLS = [
  { path: Infinity, title: Infinity },
  { path: 64, title: 48 },
  { path: 40, title: 24 },
  { path: 32, title: 0 }
] as const
export type Cells = (typeof CELLS)[number]
/** Room the table leaves at least for the carried rows, so earlier commits' rows go on. */
const CARRIED_FLOOR = 8_000
/** Room kept for the closing lines: counts, the stale mark, the footer. */
export const CLOSING_ROOM = 1_500

/** A row generated for another commit than the comment's latest update is flagged, so a reader sees it may be stale. */
function isStale(row: CommentRow, commitSha: string | undefined): boolean {
  return commitSha !== undefined && row.commitSha !== undefined && row.commitSha !== commitSha
}

function statusWords(row: CommentRow, full: boolean): string {
  const reused = typeof row.reused === 'string' ? ` (${escapeText(row.reused)})` : ''
  // A generation under way is told by its id, the line to follow it with.
  const id =
    full && row.outcome === 'generating' && typeof row.generationId === 'string'
      ? `<br><sub>${codeSpan(row.generationId, true)}</sub>`
      : ''
  return `${ICONS[row.outcome] ?? '⚠️'} ${escapeText(STATUS_WORDS[row.outcome] ?? row.status)}${reused}${id}`
}

/**
 * At most `limit` characters of `text`, its start or its end, marked '…' where cut. The text is
 * raw (the escaper redacts it): the cut never splits a secret, so no piece of one is left.
 */
export function cut(text: string, limit: number, keepEnd: boolean): string {
  if (text.length <= limit) return text
  if (keepEnd) {
    const start = secretFreeStart(text, text.length - (limit - 1))
    return `…${text.slice(start).replace(/^[\udc00-\udfff]/, '')}`
  }
  const end = secretFreeEnd(text, limit - 1)
  return `${text.slice(0, end).replace(/[\ud800-\udbff]$/, '')}…`
}

function dashboardCell(row: CommentRow, cells: Cells): string {
  if (row.outcome === 'generating') return generatingCell(row, cells)
  const url = row.outcome === 'completed' ? row.shareUrl : undefined
  if (!safeHref(url)) return '—'
  if (cells.title === 0) return mdLink(url, 'open')
  const title =
    cells.title === Infinity ? shownTitle(row.title) : cut(row.title, cells.title, false)
  return mdLink(url, title || 'Open the dashboard')
}

/** A dashboard still generating: its title, and its run's page, where the run follows it. */
function generatingCell(row: CommentRow, cells: Cells): string {
  const run = safeHref(row.runUrl) ? mdLink(row.runUrl, 'workflow run') : ''
  const title =
    cells.title === 0 || row.title === ''
      ? ''
      : escapeText(
          cells.title === Infinity ? shownTitle(row.title) : cut(row.title, cells.title, false)
        )
  return [title, run].filter(part => part !== '').join(' · ') || '—'
}

function tableRow(row: CommentRow, commitSha: string | undefined, cells: Cells): string {
  const full = cells.path === Infinity
  const sha = row.commitSha && full ? codeSpan(row.commitSha.slice(0, 7), true) : ''
  const commit = isStale(row, commitSha) ? `🕘 ${sha}`.trim() : sha
  const file = codeSpan(full ? row.file : cut(row.file, cells.path, true), true)
  // The change line goes with the full table only: a compact one keeps its room for the links.
  const change = full ? `${uploadLine(row)}${changeLine(row)}` : ''
  return `| ${file}${change} | ${statusWords(row, full)} | ${dashboardCell(row, cells)} | ${commit} |`
}

/**
 * A table's lines, one `line` per row: every row, as compact as it must be to fit `budget`; when
 * even the most compact rows do not all fit, the first that do (the rest are counted by the caller).
 */
export function tableLines(
  rows: readonly CommentRow[],
  line: (row: CommentRow, cells: Cells) => string,
  budget: number
): string[] {
  for (const cells of CELLS) {
    const lines = rows.map(row => line(row, cells))
    if (lines.reduce((sum, line) => sum + line.length + 1, 0) <= budget) return lines
  }
  const lines: string[] = []
  for (const row of rows) {
    const shown = line(row, CELLS[CELLS.length - 1])
    if (shown.length + 1 > budget) break
    lines.push(shown)
    budget -= shown.length + 1
  }
  return lines
}

/** The comment's columns. */
const COLUMNS = ['Dataset', 'Status', 'Dashboard', 'Commit']

/** A table of `rows` under `columns`, folded under its counts past FOLD_AFTER rows. */
export function tableBlock(
  rows: readonly CommentRow[],
  lines: readonly string[],
  columns: readonly string[] = COLUMNS
): string[] {
  const table = [
    `| ${columns.join(' | ')} |`,
    `|${columns.map(() => '---').join('|')}|`,
    ...lines,
    ''
  ]
  if (rows.length <= FOLD_AFTER) return table
  const ready = rows.filter(row => row.outcome === 'completed').length
  const summary = `${rows.length} datasets, ${ready} ready: each one's link`
  return [`<details><summary>${htmlText(summary)}</summary>`, '', ...table, '</details>', '']
}

/** What was uploaded for a row's dataset, when not the file as committed: a small line under it. */
export function uploadLine(row: CommentRow): string {
  return row.upload ? `<br><sub>${escapeText(row.upload)}</sub>` : ''
}

/** What the event changed in a row's dataset, as a small second line of its Dataset cell. */
export function changeLine(row: CommentRow): string {
  return row.change ? `<br><sub>${escapeText(row.change)}</sub>` : ''
}

/** A problem of one dataset, folded under its name and state. */
function problemDetails(row: CommentRow, open: boolean): string {
  const id = resumable(row.outcome, row.generationId) ? row.generationId : undefined
  return [
    `<details${open ? ' open' : ''}><summary>${ICONS[row.outcome] ?? '⚠️'} ${htmlCode(row.file)}: ${htmlText(STATUS_WORDS[row.outcome] ?? row.status)}</summary>`,
    '',
    ...problemBlock(row.note, id),
    '</details>',
    ''
  ].join('\n')
}

/** Each problem in full while they fit `budget`; how many did not. */
export function problemLines(rows: readonly CommentRow[], budget: number) {
  const problems = rows.filter(
    row =>
      row.outcome !== 'completed' &&
      row.outcome !== 'generating' &&
      (row.note || resumable(row.outcome, row.generationId))
  )
  const lines: string[] = []
  for (const row of problems) {
    const block = problemDetails(row, problems.length <= OPEN_PROBLEMS)
    if (block.length + 1 > budget) break
    lines.push(block)
    budget -= block.length + 1
  }
  return { lines, untold: problems.length - lines.length }
}

/** What the comment could not show or keep, counted: nothing leaves it unsaid. */
function closingNotes(
  facts: MultiCommentFacts,
  hidden: number,
  untold: number,
  gone: number
): string[] {
  const run = safeHref(facts.runUrl)
  const seeSummary = run ? `see the [job summary](${run})` : 'see the job summary'
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
  const lines: string[] = []
  if (hidden > 0) lines.push(`…and ${plural(hidden, 'more dataset')}: ${seeSummary}.`, '')
  if (untold > 0)
    lines.push(`The details of ${plural(untold, 'more problem')} did not fit: ${seeSummary}.`, '')
  if (gone > 0)
    lines.push(
      `${plural(gone, 'dashboard')} of earlier commits ${gone === 1 ? 'is' : 'are'} no longer listed: the comment had no room to keep ${gone === 1 ? 'it' : 'them'}; the job summaries of their runs list them.`,
      ''
    )
  if (facts.rows.some(row => row.outcome === 'generating'))
    lines.push(...followedLine(facts.runUrl))
  if (facts.commitSha && facts.rows.some(row => isStale(row, facts.commitSha)))
    lines.push(
      `🕘 marks dashboards generated for another commit than ${codeSpan(facts.commitSha.slice(0, 7))}: they may not show its data.`,
      ''
    )
  return lines
}

/**
 * The comment over many datasets, within GitHub's limit at any size: every row's link first
 * (the table as compact as it must be), then the carried rows, then each problem in full while
 * there is room. Whatever is not shown or kept is counted.
 */
export function multiCommentBody(facts: MultiCommentFacts): string {
  // The rows stay raw: each escaper below redacts what it places, and the block what it carries.
  const { icon, text } = verdict(facts.rows.map(row => row.outcome))
  const end = footer(facts)
  const heading = [`### ${icon} ${text}`, '', ...manifestLines(facts.changedManifest)].join('\n')
  const mark = marker(facts.tag)
  let room = COMMENT_LIMIT - mark.length - heading.length - end.length - CLOSING_ROOM
  const lines = tableLines(
    facts.rows,
    (row, cells) => tableRow(row, facts.commitSha, cells),
    room - CARRIED_FLOOR - 200
  )
  const table = tableBlock(facts.rows, lines)
  room -= table.reduce((sum, line) => sum + line.length + 1, 0)
  const present = new Set(facts.rows.map(row => rowKey(row.file)))
  const gone = [...new Set((facts.lost ?? []).filter(key => !present.has(key)))]
  const block = rowsBlock(
    { rows: facts.rows, lost: gone, commit: facts.commitSha },
    Math.min(ROWS_BLOCK_BUDGET, room)
  )
  const problems = problemLines(facts.rows.slice(0, lines.length), room - block.length - 1)
  const notes = closingNotes(facts, facts.rows.length - lines.length, problems.untold, gone.length)
  const body = [mark, block, heading, ...table, ...problems.lines, ...notes, end]
  return fitToLimit(body.join('\n'))
}

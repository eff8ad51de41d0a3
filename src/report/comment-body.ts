/**
 * The pull-request comment's Markdown, written for a reviewer: a one-line verdict, a small
 * table, then each problem in full with the line to resume it, folded when there are many.
 * Titles, instructions, file names and the service's words come from the repository (perhaps
 * a fork) or the service: markdown.ts places them so they stay text, with secrets hidden.
 */
import type { GenerationState } from '../service/answer.js'
import type { RunOutcome } from '../service/generation.js'
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
  verdict
} from './messages.js'
import { redact } from '../common/redact.js'
import { redactedRow, rowsBlock, type CommentRow } from './comment-rows.js'

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
  readonly outcome: RunOutcome
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
}

/** The hidden line that identifies this tag's comment; the tag is encoded so it cannot end the HTML comment. */
export function marker(tag: string): string {
  const safe = redact(tag).replace(
    /[^A-Za-z0-9._/ ]/g,
    c => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`
  )
  return `<!-- dashboard-action comment-tag: ${safe} -->`
}

/** Whether the generation may still go on at the service, so following it again makes sense. */
function resumable(outcome: RunOutcome, generationId: string | undefined): generationId is string {
  return generationId !== undefined && goesOn(outcome)
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

function commitLink(sha: string | undefined, url: string | undefined): string {
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
  const lines = [
    marker(facts.tag),
    `### ${ICONS[facts.outcome]} ${HEADINGS[facts.outcome]}: ${mdLink(url, shownTitle(title))}`,
    ''
  ]
  const rows: [string, string][] = [
    ['Status', `${ICONS[facts.outcome]} ${STATUS_WORDS[facts.outcome]}`]
  ]
  if (safeHref(url)) rows.push(['Dashboard', mdLink(url, 'Open the dashboard')])
  else if (state?.unlinkableShareUrl)
    rows.push([
      'Dashboard',
      `not linked, not a web address: ${codeSpan(state.unlinkableShareUrl, true)}`
    ])
  if (state) rows.push(['Generation', codeSpan(state.generationId, true)])
  if (facts.datasetPath) rows.push(['Dataset', codeSpan(facts.datasetPath, true)])
  if (facts.change) rows.push(['Change', escapeText(facts.change)])
  if (facts.commitSha) rows.push(['Commit', commitLink(facts.commitSha, facts.commitUrl)])
  rows.push(['Time taken', formatSeconds(facts.elapsedMs)])
  lines.push('| | |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`), '')
  lines.push(
    ...problemBlock(
      facts.problem,
      resumable(facts.outcome, state?.generationId) ? state?.generationId : undefined
    )
  )
  if (facts.instructions) {
    lines.push(
      '<details><summary>Instructions</summary>',
      '',
      escapeText(shortened(facts.instructions, INSTRUCTIONS_SHOWN, 'as given in the workflow')),
      '',
      '</details>',
      ''
    )
  }
  // The commit is in the table already.
  lines.push(footer({ ...facts, commitSha: undefined }))
  return fitToLimit(lines.join('\n'))
}

/**
 * Nothing above should come near the limit; this keeps any comment postable all the same. It
 * cuts between lines, never inside one (a cut code span would leave its text live), and
 * before a code block the cut would leave open.
 */
function fitToLimit(body: string): string {
  if (body.length <= COMMENT_LIMIT) return body
  const note = "\n\n…(shortened to fit GitHub's comment limit)"
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
  readonly commitSha?: string
  readonly commitUrl?: string
  readonly runUrl?: string
  readonly updatedAt: Date
}

/** Rows shown in full; the rest are counted and left to the job summary, to stay under the limit. */
export const MAX_ROWS_SHOWN = 50

/** A row generated for another commit than the comment's latest update is flagged, so a reader sees it may be stale. */
function isStale(row: CommentRow, commitSha: string | undefined): boolean {
  return commitSha !== undefined && row.commitSha !== undefined && row.commitSha !== commitSha
}

function statusWords(row: CommentRow): string {
  return `${ICONS[row.outcome] ?? '⚠️'} ${escapeText(STATUS_WORDS[row.outcome] ?? row.status)}`
}

function tableRow(row: CommentRow, commitSha: string | undefined): string {
  const url = row.outcome === 'completed' ? row.shareUrl : undefined
  const dashboard = safeHref(url) ? mdLink(url, shownTitle(row.title) || 'Open the dashboard') : '—'
  const sha = row.commitSha ? codeSpan(row.commitSha.slice(0, 7), true) : ''
  const commit = isStale(row, commitSha) ? `🕘 ${sha}` : sha
  return `| ${codeSpan(row.file, true)}${changeLine(row)} | ${statusWords(row)} | ${dashboard} | ${commit} |`
}

/** What the event changed in a row's dataset, as a small second line of its Dataset cell. */
function changeLine(row: CommentRow): string {
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

export function multiCommentBody(given: MultiCommentFacts): string {
  const facts = { ...given, rows: given.rows.map(redactedRow) }
  const { icon, text } = verdict(facts.rows.map(row => row.outcome))
  const run = safeHref(facts.runUrl)
  const end = footer(facts)
  const head = [
    marker(facts.tag),
    rowsBlock(facts.rows),
    `### ${icon} ${text}`,
    '',
    '| Dataset | Status | Dashboard | Commit |',
    '|---|---|---|---|'
  ].join('\n')
  // Rows, then problems, are shown while they fit, with room kept for the closing lines.
  let budget = COMMENT_LIMIT - head.length - end.length - 300
  const shown: CommentRow[] = []
  const lines = [head]
  for (const row of facts.rows.slice(0, MAX_ROWS_SHOWN)) {
    const line = tableRow(row, facts.commitSha)
    if (line.length + 1 > budget) break
    lines.push(line)
    shown.push(row)
    budget -= line.length + 1
  }
  lines.push('')
  const problems = shown.filter(
    row => row.outcome !== 'completed' && (row.note || resumable(row.outcome, row.generationId))
  )
  let detailed = 0
  for (const row of problems) {
    const block = problemDetails(row, problems.length <= OPEN_PROBLEMS)
    if (block.length + 1 > budget) break
    lines.push(block)
    detailed++
    budget -= block.length + 1
  }
  const more = facts.rows.length - shown.length
  const untold = problems.length - detailed
  const seeSummary = run ? `see the [job summary](${run})` : 'see the job summary'
  if (more > 0) lines.push(`…and ${more} more dataset${more === 1 ? '' : 's'}: ${seeSummary}.`, '')
  if (untold > 0)
    lines.push(
      `The details of ${untold} more problem${untold === 1 ? '' : 's'} did not fit: ${seeSummary}.`,
      ''
    )
  if (facts.commitSha && facts.rows.some(row => isStale(row, facts.commitSha)))
    lines.push(
      `🕘 marks dashboards generated for another commit than ${codeSpan(facts.commitSha.slice(0, 7))}: they may not show its data.`,
      ''
    )
  lines.push(end)
  return fitToLimit(lines.join('\n'))
}

/**
 * The pull-request comment's text. Titles, instructions, file names and the service's words
 * come from the repository (perhaps a fork) or the service: they are escaped so they cannot
 * add HTML, mentions, images or links, nor close the hidden marker.
 */
import type { GenerationState } from '../service/answer.js'
import { Input } from '../constants.js'
import type { RunOutcome } from '../service/generation.js'
import { formatSeconds, HEADINGS } from './outputs.js'
import { CARRIED_TEXT, rowsBlock, type CommentRow } from './comment-rows.js'

/** GitHub refuses comments longer than this many characters. */
export const COMMENT_LIMIT = 65_536
const INSTRUCTIONS_SHOWN = 600

export interface CommentFacts {
  readonly tag: string
  /** Absent when the generation could not be started. */
  readonly state?: GenerationState
  readonly outcome: RunOutcome
  readonly title?: string
  readonly datasetPath?: string
  readonly instructions?: string
  readonly problem?: string
  readonly elapsedMs: number
  readonly commitSha?: string
  readonly commitUrl?: string
  readonly runUrl?: string
  readonly updatedAt: Date
}

/** The hidden line that identifies this tag's comment; the tag is encoded so it cannot end the HTML comment. */
export function marker(tag: string): string {
  const safe = tag.replace(
    /[^A-Za-z0-9._/ ]/g,
    c => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`
  )
  return `<!-- dashboard-action comment-tag: ${safe} -->`
}

/**
 * Text safe to place in Markdown: every character that Markdown or HTML could read as syntax
 * becomes an entity, and '@' is followed by a zero-width space so no mention can form.
 */
export function escapeText(text: string): string {
  return text
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/[&<>"'`\\[\]()!*_~#|{}+\-.:=^$%]/g, c => `&#${c.charCodeAt(0)};`)
    .replace(/@/g, '&#64;\u200b')
}

/** An http(s) link target that cannot close the Markdown link around it. */
export function safeHref(url: string): string | undefined {
  try {
    const parsed = new URL(url)
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined
    return parsed.href.replace(/[()<> "'`]/g, c => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  } catch {
    return undefined
  }
}

/** The summary's headings, with an icon for the comment's headline. */
const HEADLINE_ICONS: Record<RunOutcome, string> = {
  pending: '⏳',
  completed: '📊',
  failed: '❌',
  'timed-out': '⏳',
  started: '⏳',
  cancelled: '⚠️',
  interrupted: '⚠️',
  'not-started': '❌'
}

export function commentBody(facts: CommentFacts): string {
  const { state } = facts
  const title = state?.title ?? facts.title ?? facts.datasetPath ?? 'dashboard'
  const href =
    facts.outcome === 'completed' && state?.shareUrl ? safeHref(state.shareUrl) : undefined
  const lines = [
    marker(facts.tag),
    `### ${HEADLINE_ICONS[facts.outcome]} ${HEADINGS[facts.outcome]}: ${href ? `[${escapeText(title)}](${href})` : escapeText(title)}`,
    ''
  ]
  const rows: [string, string][] = []
  if (state) rows.push(['Status', `\`${state.status}\``])
  if (href) rows.push(['Dashboard', `[Open the dashboard](${href})`])
  if (state) rows.push(['Generation', `<code>${escapeText(state.generationId)}</code>`])
  if (facts.datasetPath) rows.push(['Dataset', `<code>${escapeText(facts.datasetPath)}</code>`])
  if (facts.commitSha) {
    const short = escapeText(facts.commitSha.slice(0, 7))
    const commitHref = facts.commitUrl ? safeHref(facts.commitUrl) : undefined
    rows.push([
      'Commit',
      commitHref ? `[<code>${short}</code>](${commitHref})` : `<code>${short}</code>`
    ])
  }
  rows.push(['Time taken', formatSeconds(facts.elapsedMs)])
  lines.push('| | |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`), '')
  if (facts.problem) lines.push(`> ${escapeText(facts.problem)}`, '')
  if (state && facts.outcome !== 'completed' && facts.outcome !== 'failed') {
    lines.push(
      `To follow it again, run the action with \`${Input.GenerationId}: ${escapeText(state.generationId)}\`.`,
      ''
    )
  }
  if (facts.instructions) {
    const shown =
      facts.instructions.length > INSTRUCTIONS_SHOWN
        ? `${facts.instructions.slice(0, INSTRUCTIONS_SHOWN)}…`
        : facts.instructions
    lines.push(
      '<details><summary>Instructions</summary>',
      '',
      escapeText(shown),
      '',
      '</details>',
      ''
    )
  }
  const run = facts.runUrl ? safeHref(facts.runUrl) : undefined
  lines.push(
    `<sub>${run ? `[Workflow run](${run}) · ` : ''}updated ${facts.updatedAt.toISOString()}</sub>`
  )
  return fitToLimit(lines.join('\n'))
}

/** Nothing above should come near the limit; this keeps any comment postable all the same. */
function fitToLimit(body: string): string {
  if (body.length <= COMMENT_LIMIT) return body
  const note = "\n\n…(shortened to fit GitHub's comment limit)"
  return body.slice(0, COMMENT_LIMIT - note.length).replace(/&#?[A-Za-z0-9]*$/, '') + note
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
const ICONS: Partial<Record<RunOutcome, string>> = {
  completed: '✅',
  failed: '❌',
  'timed-out': '⏳',
  started: '⏳',
  'not-started': '❌'
}

/** A row generated for another commit than the comment's latest update is flagged, so a reader sees it may be stale. */
function isStale(row: CommentRow, commitSha: string | undefined): boolean {
  return commitSha !== undefined && row.commitSha !== undefined && row.commitSha !== commitSha
}

function tableRow(row: CommentRow, commitSha: string | undefined): string {
  const href = row.shareUrl && row.outcome === 'completed' ? safeHref(row.shareUrl) : undefined
  const title = escapeText((row.title || row.file).slice(0, CARRIED_TEXT))
  const generation = row.generationId ? `<code>${escapeText(row.generationId)}</code>` : ''
  const note = row.note ? escapeText(row.note.slice(0, CARRIED_TEXT)) : ''
  const sha = row.commitSha ? `<code>${escapeText(row.commitSha.slice(0, 7))}</code>` : ''
  const commit = isStale(row, commitSha) ? `🕘 ${sha}` : sha
  return `| <code>${escapeText(row.file)}</code> | ${href ? `[${title}](${href})` : title} | ${ICONS[row.outcome] ?? '⚠️'} \`${escapeText(row.status)}\` | ${commit} | ${generation} | ${note} |`
}

export function multiCommentBody(facts: MultiCommentFacts): string {
  const ready = facts.rows.filter(r => r.outcome === 'completed').length
  const run = facts.runUrl ? safeHref(facts.runUrl) : undefined
  const commitHref = facts.commitUrl ? safeHref(facts.commitUrl) : undefined
  const sha = facts.commitSha ? `<code>${escapeText(facts.commitSha.slice(0, 7))}</code>` : ''
  const commit = sha ? ` · commit ${commitHref ? `[${sha}](${commitHref})` : sha}` : ''
  const footer = `<sub>${run ? `[Workflow run](${run})` : 'Workflow run'}${commit} · updated ${facts.updatedAt.toISOString()}</sub>`
  const head = [
    marker(facts.tag),
    rowsBlock(facts.rows),
    `### 📊 Dashboards: ${ready} of ${facts.rows.length} ready`,
    '',
    '| Dataset | Dashboard | Status | Commit | Generation | Note |',
    '|---|---|---|---|---|---|'
  ].join('\n')
  // Rows are shown while they fit, with room kept for the closing lines.
  let budget = COMMENT_LIMIT - head.length - footer.length - 300
  const shown: string[] = []
  for (const row of facts.rows.slice(0, MAX_ROWS_SHOWN)) {
    const line = tableRow(row, facts.commitSha)
    if (line.length + 1 > budget) break
    shown.push(line)
    budget -= line.length + 1
  }
  const lines = [head, ...shown, '']
  const more = facts.rows.length - shown.length
  if (more > 0) {
    lines.push(
      `…and ${more} more dataset${more === 1 ? '' : 's'}: ${run ? `see the [job summary](${run})` : 'see the job summary'}.`,
      ''
    )
  }
  if (facts.rows.some(row => isStale(row, facts.commitSha)))
    lines.push(
      `🕘 marks dashboards generated for another commit than ${sha}: they may not show this commit's data.`,
      ''
    )
  lines.push(footer)
  return fitToLimit(lines.join('\n'))
}

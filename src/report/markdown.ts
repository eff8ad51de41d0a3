/**
 * Markdown for the pull-request comment. Untrusted text (titles, file names, the service's
 * words, the workflow's instructions) is placed so it stays what it is: text, never a link,
 * image, heading, table cell, mention, issue reference or the comment's hidden marker; and
 * never a secret. Code spans carry plain text, as a reader must see and copy it.
 */
import { asReferences, httpUrl, oneLine } from './html.js'
import { redact } from '../common/redact.js'

/**
 * Text safe to place in Markdown prose or a table cell: every character that Markdown or HTML
 * could read as syntax becomes a character reference (shown as the character itself); no
 * mention or issue reference forms.
 */
export function escapeText(text: string): string {
  return asReferences(oneLine(redact(text)), /[&<>"'`\\[\]()!*_~|{}+\-.:=^$%@#]/g)
}

/** The hidden markers start with `<!--`; inside visible text they are broken apart. */
function breakMarkers(text: string): string {
  return text.replace(/<!--/g, '<!-\u200b-').replace(/-->/g, '-\u200b->')
}

/**
 * A code span showing `text` exactly (one line, secrets hidden). Its backtick fence is longer
 * than any run of backticks inside. In a table cell, `|` is escaped as GitHub's tables require
 * (a reader still sees `|`).
 */
export function codeSpan(text: string, inTable = false): string {
  let body = breakMarkers(oneLine(redact(text)))
  if (inTable) body = body.replace(/\|/g, '\\|')
  const longest = Math.max(0, ...(body.match(/`+/g) ?? []).map(run => run.length))
  const fence = '`'.repeat(longest + 1)
  const pad = body.startsWith('`') || body.endsWith('`') ? ' ' : ''
  return body === '' ? '' : `${fence}${pad}${body}${pad}${fence}`
}

/** A fenced code block of one line: GitHub gives it a copy button. */
export function codeBlock(text: string): string {
  const body = breakMarkers(oneLine(redact(text)))
  const longest = Math.max(2, ...(body.match(/`+/g) ?? []).map(run => run.length))
  const fence = '`'.repeat(longest + 1)
  return `${fence}\n${body}\n${fence}`
}

/** An absolute http(s) link target that cannot close the Markdown link or table cell around it. */
export function safeHref(url: string | undefined): string | undefined {
  return httpUrl(url)?.replace(
    /[()<> "'`|\\[\]]/g,
    c => `%${c.charCodeAt(0).toString(16).toUpperCase()}`
  )
}

/** A Markdown link when the address is absolute http(s), else the text alone. */
export function mdLink(url: string | undefined, text: string): string {
  const href = safeHref(url)
  return href ? `[${escapeText(text)}](${href})` : escapeText(text)
}

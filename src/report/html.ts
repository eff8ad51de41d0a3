/**
 * HTML for the job summary (and the comment's few HTML elements): untrusted text becomes one
 * line of escaped text, so it cannot add a tag, end the HTML block it sits in (a blank line
 * would, in GitHub-flavoured Markdown), nor show a secret.
 */
import { showBidiControls } from '../common/controls.js'
import { redact } from '../common/redact.js'

/** Every run of white space, line breaks included, as one space; bidi controls written out. */
export function oneLine(text: string): string {
  return showBidiControls(text).replace(/\s+/g, ' ').trim()
}

/** Escapes the characters HTML could read as markup; the text must already be one line. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, c => `&#${c.charCodeAt(0)};`)
}

/**
 * Each character `pattern` matches becomes a character reference (a reader sees the character).
 * `@` and `#` also get a zero-width space after them, and so does the `GH` of `GH-12`: GitHub
 * links mentions and issue references in rendered text, references decoded.
 */
export function asReferences(text: string, pattern: RegExp): string {
  return text.replace(/(gh)(?=-\d)/gi, '$1\u200b').replace(pattern, c => {
    const reference = `&#${c.charCodeAt(0)};`
    return c === '@' || c === '#' ? `${reference}\u200b` : reference
  })
}

/** Untrusted text for an HTML element's content: redacted, one line, escaped, no mention. */
export function htmlText(text: string): string {
  return asReferences(oneLine(redact(text)), /[&<>"'`@#]/g)
}

/** Untrusted text shown as code: GitHub leaves code alone, so only escaping is needed. */
export function htmlCode(text: string): string {
  return `<code>${escapeHtml(oneLine(redact(text)))}</code>`
}

/**
 * An absolute http(s) address, normalised and then redacted, or undefined. Parsing first: it
 * drops tabs and line breaks and lower-cases the host, which could join or change a secret's
 * pieces after they were looked for.
 */
export function httpUrl(url: string | undefined): string | undefined {
  if (url === undefined) return undefined
  try {
    const parsed = new URL(url.trim())
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined
    return redact(parsed.href)
  } catch {
    return undefined
  }
}

/** A link when the address is absolute http(s), else the text alone. */
export function htmlLink(url: string | undefined, text: string): string {
  const href = httpUrl(url)
  return href ? `<a href="${escapeHtml(href)}">${htmlText(text)}</a>` : htmlText(text)
}

/** A table of cells that are already safe HTML; the header words are escaped here. */
export function htmlTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const head = `<tr>${header.map(h => `<th>${escapeHtml(h)}</th>`).join('')}</tr>`
  const body = rows.map(row => `<tr>${row.map(cell => `<td>${cell}</td>`).join('')}</tr>`)
  return `<table>${head}${body.join('')}</table>`
}

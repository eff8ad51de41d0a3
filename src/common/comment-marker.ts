/**
 * The hidden first line that identifies a tag's pull-request comment: written by the report,
 * searched for by the GitHub side, so it sits below both.
 */
import { redact } from './redact.js'

/** The tag is encoded so it cannot end the HTML comment. */
export function marker(tag: string): string {
  const safe = redact(tag).replace(
    /[^A-Za-z0-9._/ ]/g,
    c => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`
  )
  return `<!-- dashboard-action comment-tag: ${safe} -->`
}

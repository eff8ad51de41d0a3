/**
 * The hidden first lines that identify a tag's pull-request comment and its dashboards issue:
 * written by the report, searched for by the GitHub side, so they sit below both.
 */
import { redact } from './redact.js'

/** The tag encoded so it cannot end the HTML comment. */
function encoded(tag: string): string {
  return redact(tag).replace(
    /[^A-Za-z0-9._/ ]/g,
    c => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`
  )
}

/** The first line of the tag's pull-request comment. */
export function marker(tag: string): string {
  return `<!-- dashboard-action comment-tag: ${encoded(tag)} -->`
}

/** The first line of the tag's dashboards issue: no comment's marker is found in it, nor it in one. */
export function issueMarker(tag: string): string {
  return `<!-- dashboard-action dashboards-issue: ${encoded(tag)} -->`
}

/**
 * The `context` of a commit status: the name reviewers see in the pull request's checks, and the
 * key GitHub keeps the latest status by. A dataset's names the dataset (and the comment-tag, when
 * one was given), so it is told apart from every other system's; the run's one status is
 * `dashboards`, a name a branch rule can require.
 *
 * GitHub compares contexts ignoring case and shows long ones cut, so a path (or a tag) is
 * written as is only when it is short and made of lower-case ASCII letters, digits and `._/ +-`;
 * otherwise what can be shown of it is kept, followed by a hash of the whole: unique whatever
 * the case. A context is public (the pull request's checks), so what is shown is one line with
 * every secret hidden, and a name that holds a secret is always hashed.
 */
import { createHash } from 'node:crypto'
import { redact } from '../common/redact.js'

const PREFIX = 'dashboard'
/** A tag longer than this is cut and hashed: the path is what a reviewer looks for. */
const TAG_SHOWN = 40
/** The longest context written: well inside what GitHub's checks list shows. */
const CONTEXT_MAX = 100
const HASH_LENGTH = 8

function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, HASH_LENGTH)
}

/** Names GitHub shows and compares the same way, holding nothing to hide or escape. */
const PLAIN = /^[a-z0-9._/ +-]*$/

function isPlain(text: string): boolean {
  return PLAIN.test(text) && redact(text) === text
}

/** `text` as a context may show it: one line, secrets hidden, controls and `():` written over. */
function shown(text: string): string {
  return (
    redact(text)
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, '?')
      .replace(/[():]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  )
}

function tagPart(tag: string): string {
  if (tag.length <= TAG_SHOWN && isPlain(tag) && tag.trim() === tag && tag !== '') return tag
  return `${shown(tag).slice(0, TAG_SHOWN - HASH_LENGTH - 2)}… ${hashOf(tag)}`
}

/** What every dataset's context starts with: the tag, when one was given. */
function contextPrefix(tag: string | undefined): string {
  return tag === undefined ? `${PREFIX}: ` : `${PREFIX} (${tagPart(tag)}): `
}

/** The context of one dataset's status; `tag`, the comment-tag when one was given. */
export function datasetContext(tag: string | undefined, path: string): string {
  const prefix = contextPrefix(tag)
  const room = CONTEXT_MAX - prefix.length
  if (path.length <= room && isPlain(path) && !/ #[0-9a-f]+$/.test(path)) return prefix + path
  const suffix = ` #${hashOf(path)}`
  const visible = shown(path)
  const kept =
    visible.length + suffix.length <= room
      ? visible
      : `…${visible.slice(-(room - suffix.length - 1))}`
  return prefix + kept + suffix
}

/** The context of the run's one status: `dashboards`, or `dashboards (tag)` for a tag given. */
export function aggregateContext(givenTag: string | undefined): string {
  return givenTag === undefined ? `${PREFIX}s` : `${PREFIX}s (${tagPart(givenTag)})`
}

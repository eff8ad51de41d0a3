/**
 * The `context` of a dataset's commit status: the name reviewers see in the pull request's
 * checks, and the key GitHub keeps the latest status by. It names the comment-tag and the
 * dataset, so the statuses of one tag can be told apart from every other system's, and a
 * collect job given the same datasets finds each one's status.
 *
 * GitHub compares contexts ignoring case and shows long ones cut, so a path (or a tag) is
 * written as is only when it is short and made of lower-case ASCII letters, digits and `._/ +-`;
 * otherwise what can be shown of it is kept, followed by a hash of the whole: unique whatever
 * the case, and decoded by computing the context of each expected path. A context is public (the
 * pull request's checks), so what is shown is one line with every secret hidden, and a name that
 * holds a secret is always hashed.
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

/** What every context of the tag starts with. */
export function contextPrefix(tag: string): string {
  return `${PREFIX} (${tagPart(tag)}): `
}

/** The context of one dataset's status. */
export function datasetContext(tag: string, path: string): string {
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

/** The context of a leg's one status, when a run's datasets are too many for one status each. */
export function legContext(tag: string, paths: readonly string[]): string {
  const first = paths[0] ?? ''
  const more = paths.length > 1 ? ` +${paths.length - 1}` : ''
  return datasetContext(tag, `leg ${first}${more}`).replace(/^(.*?): leg /, '$1 leg: ')
}

export type DecodedContext =
  | { readonly kind: 'dataset'; readonly path: string }
  | { readonly kind: 'leg'; readonly first: string; readonly count: number; readonly shown: string }
  | { readonly kind: 'unknown'; readonly shown: string }

/**
 * What a context of the tag names: one of `expected` (matched exactly, hashed or not), a leg
 * (its first dataset and how many it holds), or a dataset known only by the text shown.
 * Undefined for a context of another tag or system.
 */
export function decodeContext(
  tag: string,
  context: string,
  expected: ReadonlyMap<string, string>
): DecodedContext | undefined {
  const known = expected.get(context)
  if (known !== undefined) return { kind: 'dataset', path: known }
  const prefix = contextPrefix(tag)
  const legPrefix = prefix.replace(/: $/, ' leg: ')
  if (context.startsWith(legPrefix)) return decodeLeg(tag, context, legPrefix, expected)
  if (!context.startsWith(prefix)) return undefined
  const rest = context.slice(prefix.length)
  return / #[0-9a-f]+$/.test(rest)
    ? { kind: 'unknown', shown: rest }
    : { kind: 'dataset', path: rest }
}

function decodeLeg(
  tag: string,
  context: string,
  legPrefix: string,
  expected: ReadonlyMap<string, string>
): DecodedContext {
  const shown = context.slice(legPrefix.length)
  if (!/ #[0-9a-f]+$/.test(shown)) {
    const plain = / \+(\d+)$/.exec(shown)
    const first = plain ? shown.slice(0, plain.index) : shown
    return { kind: 'leg', first, count: plain ? Number(plain[1]) + 1 : 1, shown }
  }
  const more = / \+(\d+)(?: #[0-9a-f]+)?$/.exec(shown)
  const count = more ? Number(more[1]) + 1 : 1
  for (const path of expected.values()) {
    const paths = [path, ...Array.from({ length: count - 1 }, () => '')]
    if (legContext(tag, paths) === context) return { kind: 'leg', first: path, count, shown }
  }
  const first = shown.replace(/ \+\d+(?: #[0-9a-f]+)?$/, '').replace(/ #[0-9a-f]+$/, '')
  return { kind: 'leg', first, count, shown }
}

/** Each expected path by the context its status has. */
export function contextsOf(tag: string, paths: readonly string[]): Map<string, string> {
  return new Map(paths.map(path => [datasetContext(tag, path), path]))
}

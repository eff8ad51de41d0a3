/**
 * The secrets the step holds, and the one function that hides them. Secrets are registered
 * once (main.ts), before any of them could be written anywhere. Each sink (log, annotations,
 * outputs, summary, comment) passes the text it receives through `redact` once, at its
 * boundary, before it escapes it; everything above passes raw text and cuts it only where no
 * secret is split (`secretFreeEnd`, `secretFreeStart`), so the sink sees each secret whole.
 */
import * as core from '@actions/core'
import { KEY_PREFIX } from '../config/constants.js'

const REDACTED = '***'

/** Shorter values would blank out ordinary words; the runner still masks them in the log. */
const SHORTEST_REDACTED = 4
/** A cut end showing at least this much of a secret's start is hidden too. */
const SHORTEST_PARTIAL = 6
/** A base64 form shorter than this would blank out ordinary words (matching ignores case). */
const SHORTEST_ENCODED = 8
/**
 * Any run this long of any form of a secret is hidden wherever it shows: a part of a secret is
 * a leak too (a token echoed without its `ghs_` prefix, a key split by a line break, a cut).
 */
const SHORTEST_PART = 8
/** What callers append where they shortened a text. */
const CUT_MARKS = ['…', '...']

/** Every form of every secret, ASCII letters lower-cased: matching ignores their case. */
const secrets = new Set<string>()
/** Every SHORTEST_PART-long run of the forms, folded likewise. */
const parts = new Set<string>()
/** The longest form: how far from a cut a secret straddling it can start. */
let longestForm = 0

export interface SecretInputs {
  readonly apiKey: string
  readonly githubToken: string
  /** The `base-url` input as given, parsable or not. */
  readonly baseUrl: string
}

/**
 * Registers every secret the inputs hold: the key and its part after `svc_`, the GitHub
 * token (and the Basic credentials git sends it in), and any user:password in `base-url`
 * (even one that does not parse). Each is also masked by the runner (`::add-mask::`), which
 * hides it in the log as a last line of defence.
 */
export function registerSecrets(inputs: SecretInputs): void {
  const values = [inputs.apiKey, inputs.githubToken]
  if (inputs.apiKey.startsWith(KEY_PREFIX)) values.push(inputs.apiKey.slice(KEY_PREFIX.length))
  values.push(...urlSecrets(inputs.baseUrl))
  for (const value of values) addSecret(value)
  // What actions/checkout leaves in .git/config, base64 as a whole.
  const token = inputs.githubToken.trim()
  if (token !== '') addForm(base64(`x-access-token:${token}`))
}

/**
 * The user:password part of an address, whole and as password alone, as written and decoded.
 * A password may hold `/`, `?` or `#`, which end the authority for a URL parser: so both the
 * part before the authority's last `@` and the part before the address's last `@` are taken.
 */
function urlSecrets(raw: string): string[] {
  const address = /^\s*[A-Za-z][A-Za-z0-9+.-]*:\/\/([\s\S]*)/.exec(raw)?.[1] ?? ''
  const authority = /^[^/?#\\]*/.exec(address)?.[0] ?? ''
  const userinfos = [authority, address]
    .filter(part => part.includes('@'))
    .map(part => part.slice(0, part.lastIndexOf('@')))
  return userinfos.flatMap(userinfo => {
    const colon = userinfo.indexOf(':')
    const parts = colon >= 0 ? [userinfo, userinfo.slice(colon + 1)] : [userinfo]
    return parts.flatMap(part => [part, decoded(part)])
  })
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

function base64(text: string): string {
  return Buffer.from(text).toString('base64')
}

/**
 * The base64 characters that carry only the secret's bytes, wherever it sits in a longer text
 * that was encoded: the secret may start at any of three byte offsets of a 3-byte group, and
 * the characters shared with the bytes around it are left out.
 */
function base64Forms(secret: string): string[] {
  const bytes = Buffer.from(secret)
  const forms: string[] = []
  for (const shift of [0, 1, 2]) {
    const encoded = Buffer.concat([Buffer.alloc(shift), bytes]).toString('base64')
    const start = [0, 2, 3][shift]
    const total = shift + bytes.length
    // Characters of the last, partial group that also hold the next byte's bits.
    const end = Math.floor(total / 3) * 4 + [0, 1, 2][total % 3]
    forms.push(encoded.slice(start, end))
  }
  return forms.flatMap(form => [form, form.replace(/\+/g, '-').replace(/\//g, '_')])
}

function addSecret(value: string): void {
  const trimmed = value.trim()
  if (trimmed === '') return
  core.setSecret(trimmed)
  if (trimmed.length < SHORTEST_REDACTED) return
  // The forms a secret takes when a URL or a JSON string carries it.
  for (const form of [trimmed, encodeURIComponent(trimmed), JSON.stringify(trimmed).slice(1, -1)])
    addForm(form)
  for (const form of base64Forms(trimmed)) if (form.length >= SHORTEST_ENCODED) addForm(form)
}

function addForm(form: string): void {
  const folding = folded(form)
  secrets.add(folding)
  longestForm = Math.max(longestForm, folding.length)
  for (let at = 0; at + SHORTEST_PART <= folding.length; at++)
    parts.add(folding.slice(at, at + SHORTEST_PART))
}

/**
 * ASCII letters lower-cased, every other character as it is, so positions stay the same: a
 * URL parser lower-cases a host, and a secret in one must still be found.
 */
function folded(text: string): string {
  return text.replace(/[A-Z]+/g, letters => letters.toLowerCase())
}

/**
 * Where a secret shows in `text` (already folded), whole or any SHORTEST_PART-long run of it,
 * as [start, end) spans sorted by start.
 */
function occurrences(text: string, forms: readonly string[]): [number, number][] {
  const spans: [number, number][] = []
  for (const form of forms)
    for (let at = text.indexOf(form); at >= 0; at = text.indexOf(form, at + 1))
      spans.push([at, at + form.length])
  for (let at = 0; at + SHORTEST_PART <= text.length; at++)
    if (parts.has(text.slice(at, at + SHORTEST_PART))) spans.push([at, at + SHORTEST_PART])
  return spans.sort((a, b) => a[0] - b[0] || b[1] - a[1])
}

/**
 * The end for a text cut at `max` characters, moved back to the start of a secret the cut
 * would split: the part kept holds no piece of one for a sink to miss.
 */
export function secretFreeEnd(text: string, max: number): number {
  if (secrets.size === 0 || max >= text.length) return max
  // Runs of parts join into one span: a secret straddling the cut starts this close to it.
  const from = Math.max(0, max - 2 * longestForm)
  const window = folded(text.slice(from, max + longestForm))
  let end = max - from
  for (const [start, stop] of occurrences(window, [...secrets]).reverse())
    if (start < end && stop > end) end = start
  return from + end
}

/**
 * The start for a text cut to keep what follows `min`, moved forward past the end of a secret
 * the cut would split: the part kept holds no piece of one (its tail) for a sink to miss.
 */
export function secretFreeStart(text: string, min: number): number {
  if (secrets.size === 0 || min <= 0) return Math.max(0, min)
  const from = Math.max(0, min - longestForm)
  const window = folded(text.slice(from, min + 2 * longestForm))
  let start = min - from
  for (const [begin, stop] of occurrences(window, [...secrets]))
    if (begin < start && stop > start) start = stop
  return Math.min(text.length, from + start)
}

/** `text` with each span replaced by `***`; overlapping spans become one. */
function hideSpans(text: string, spans: readonly [number, number][]): string {
  let result = ''
  let from = 0
  for (const [start, end] of spans) {
    if (end <= from) continue
    result += `${text.slice(from, Math.max(start, from))}${start >= from ? REDACTED : ''}`
    from = end
  }
  return result + text.slice(from)
}

/** Every registered secret replaced by `***`, and a secret's start left at a cut end as well. */
export function redact(text: string): string {
  if (secrets.size === 0 || text === '') return text
  const forms = [...secrets]
  const spans = occurrences(folded(text), forms)
  const result = spans.length === 0 ? text : hideSpans(text, spans)
  return hideCutStarts(result, forms)
}

function isCutEnd(text: string, at: number): boolean {
  return at === text.length || CUT_MARKS.some(mark => text.startsWith(mark, at))
}

/**
 * A text shortened by its producer may end in the first part of a secret (the rest cut off):
 * at the end of the text and before each cut mark, the longest such start is hidden. Only
 * where a secret's first characters occur is a cut end looked for, so a text full of cut
 * marks costs no more than any other.
 */
function hideCutStarts(text: string, forms: readonly string[]): string {
  const lower = folded(text)
  /** For each cut end, where the longest secret start ending there begins. */
  const cuts = new Map<number, number>()
  for (const form of forms) {
    if (form.length <= SHORTEST_PARTIAL) continue
    const head = form.slice(0, SHORTEST_PARTIAL)
    for (let at = lower.indexOf(head); at >= 0; at = lower.indexOf(head, at + 1)) {
      let size = SHORTEST_PARTIAL
      while (size < form.length - 1 && lower[at + size] === form[size]) size++
      for (let end = at + SHORTEST_PARTIAL; end <= at + size; end++)
        if (isCutEnd(text, end)) cuts.set(end, Math.min(cuts.get(end) ?? at, at))
    }
  }
  if (cuts.size === 0) return text
  const spans = [...cuts].map(([end, start]): [number, number] => [start, end])
  return hideSpans(
    text,
    spans.sort((a, b) => a[0] - b[0] || b[1] - a[1])
  )
}

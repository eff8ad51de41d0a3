/**
 * The secrets the step holds, and the one function that hides them. Secrets are registered
 * once, before any of them could be written anywhere; every sink (log, annotations, outputs,
 * summary, comment) passes its text through `redact` before it escapes or shortens it.
 */
import * as core from '@actions/core'
import { KEY_PREFIX } from '../constants.js'

const REDACTED = '***'

/** Shorter values would blank out ordinary words; the runner still masks them in the log. */
const SHORTEST_REDACTED = 4
/** A cut end showing at least this much of a secret's start is hidden too. */
const SHORTEST_PARTIAL = 6
/** What callers append where they shortened a text. */
const CUT_MARKS = ['…', '...']

const secrets = new Set<string>()

export interface SecretInputs {
  readonly apiKey: string
  readonly githubToken: string
  /** The `base-url` input as given, parsable or not. */
  readonly baseUrl: string
}

/**
 * Registers every secret the inputs hold: the key and its part after `svc_`, the GitHub
 * token, and any user:password in `base-url` (even one that does not parse). Each is also
 * masked by the runner (`::add-mask::`), which hides it in the log as a last line of defence.
 */
export function registerSecrets(inputs: SecretInputs): void {
  const values = [inputs.apiKey, inputs.githubToken]
  if (inputs.apiKey.startsWith(KEY_PREFIX)) values.push(inputs.apiKey.slice(KEY_PREFIX.length))
  values.push(...urlSecrets(inputs.baseUrl))
  for (const value of values) addSecret(value)
}

/** The user:password part of an address, whole and as password alone, as written and decoded. */
function urlSecrets(raw: string): string[] {
  const userinfo = /^\s*[A-Za-z][A-Za-z0-9+.-]*:\/\/([^/?#]*)@/.exec(raw)?.[1]
  if (!userinfo) return []
  const colon = userinfo.indexOf(':')
  const parts = colon >= 0 ? [userinfo, userinfo.slice(colon + 1)] : [userinfo]
  return parts.flatMap(part => [part, decoded(part)])
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

function addSecret(value: string): void {
  const trimmed = value.trim()
  if (trimmed === '') return
  core.setSecret(trimmed)
  if (trimmed.length < SHORTEST_REDACTED) return
  // The forms a secret takes when a URL or a JSON string carries it.
  for (const form of [trimmed, encodeURIComponent(trimmed), JSON.stringify(trimmed).slice(1, -1)])
    secrets.add(form)
}

/** Every registered secret replaced by `***`, and a secret's start left at a cut end as well. */
export function redact(text: string): string {
  if (secrets.size === 0 || text === '') return text
  let result = text
  // Longest first, so a secret containing another is hidden whole.
  const ordered = [...secrets].sort((a, b) => b.length - a.length)
  for (const secret of ordered) result = result.split(secret).join(REDACTED)
  return hideCutStarts(result, ordered)
}

/**
 * A text shortened by its producer may end in the first part of a secret (the rest cut off):
 * at the end of the text and before each cut mark, the longest such start is hidden.
 */
function hideCutStarts(text: string, ordered: readonly string[]): string {
  const ends = new Set([text.length])
  for (const mark of CUT_MARKS) {
    for (let at = text.indexOf(mark); at >= 0; at = text.indexOf(mark, at + 1)) ends.add(at)
  }
  const cuts: { start: number; end: number }[] = []
  for (const end of [...ends].sort((a, b) => a - b)) {
    let longest = 0
    for (const secret of ordered) {
      for (let size = Math.min(secret.length - 1, end); size >= SHORTEST_PARTIAL; size--) {
        if (size <= longest) break
        if (text.startsWith(secret.slice(0, size), end - size)) {
          longest = size
          break
        }
      }
    }
    if (longest > 0) cuts.push({ start: end - longest, end })
  }
  if (cuts.length === 0) return text
  let result = ''
  let from = 0
  for (const cut of cuts) {
    if (cut.start < from) continue
    result += `${text.slice(from, cut.start)}${REDACTED}`
    from = cut.end
  }
  return result + text.slice(from)
}

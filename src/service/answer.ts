/**
 * Reads the service's answers. The start answer's shape is not fixed (fields at the top level
 * or inside `data`; the share URL nested or plain), so every known place is tried. The read
 * answer is the documented, authoritative one.
 */
import { isSafeId } from '../common/safe-id.js'
import { secretFreeEnd } from '../common/redact.js'

export type GenerationStatus = 'processing' | 'completed' | 'failed'

export interface GenerationState {
  readonly generationId: string
  readonly status: GenerationStatus
  readonly dashboardId?: string
  readonly title?: string
  readonly shareUrl?: string
  /** The service's words on a failed generation, when it gives any. */
  readonly reason?: string
  /**
   * A share link that is not an absolute http(s) URL, as the service gave it (cut to 300
   * characters): untrusted text, to be shown as text, never as a link.
   */
  readonly unlinkableShareUrl?: string
  /** When the service created the generation (ISO 8601, UTC), when its read says so. */
  readonly createdAt?: string
  /**
   * When the share link stops working (ISO 8601, UTC), when the service's answer says so (its
   * share link's `expires_at`: free-plan links last 7 days).
   */
  readonly expiresAt?: string
  /**
   * When the service last changed it (ISO 8601, UTC), when its read says so: for a completed
   * generation without its share link yet, when it completed.
   */
  readonly updatedAt?: string
}

type Json = Record<string, unknown>

/** An answer that names an identifier this action must not use. */
export class UnsafeIdError extends Error {
  constructor(
    /** The answer's field, as the service names it. */
    readonly field: string,
    readonly value: string
  ) {
    super(`the service's ${field} is not a safe identifier`)
    this.name = 'UnsafeIdError'
  }
}

function safeId(field: string, value: string | undefined): string | undefined {
  if (value !== undefined && !isSafeId(value)) throw new UnsafeIdError(field, value)
  return value
}

const STATUSES: readonly string[] = ['processing', 'completed', 'failed']

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value.trim()
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return undefined
}

function statusOf(value: unknown): GenerationStatus | undefined {
  const word = typeof value === 'string' ? value.toLowerCase() : undefined
  return word !== undefined && STATUSES.includes(word) ? (word as GenerationStatus) : undefined
}

/** The objects that may carry the generation's fields: the `data` envelope first, then the top. */
function places(body: unknown): Json[] {
  if (!isObject(body)) return []
  return isObject(body.data) ? [body.data, body] : [body]
}

function first<T>(objects: Json[], pick: (o: Json) => T | undefined): T | undefined {
  for (const object of objects) {
    const value = pick(object)
    if (value !== undefined) return value
  }
  return undefined
}

/**
 * The share link: `shareUrl` when it is an absolute http(s) URL or a relative one resolved
 * against the service; otherwise its raw text alone, to be shown as text and never linked.
 */
function shareUrlIn(
  objects: Json[],
  baseUrl: URL
): Pick<GenerationState, 'shareUrl' | 'unlinkableShareUrl' | 'expiresAt'> {
  const raw = first(
    objects,
    o => text(isObject(o.share_link) ? o.share_link.share_url : undefined) ?? text(o.share_url)
  )
  if (raw === undefined) return {}
  const url = webAddress(raw, baseUrl)
  // A page that decodes character references would read another scheme than this one.
  const decoded = withoutReferences(raw)
  if (url !== undefined && (decoded === raw || webAddress(decoded, baseUrl) !== undefined)) {
    const expiresAt = first(objects, o =>
      isObject(o.share_link) ? instant(o.share_link.expires_at) : undefined
    )
    return expiresAt === undefined ? { shareUrl: url } : { shareUrl: url, expiresAt }
  }
  return { unlinkableShareUrl: clip(raw, MAX_UNLINKABLE_LENGTH) }
}

/** The http(s) address `text` stands for (relative ones resolved against the service), if any. */
function webAddress(text: string, baseUrl: URL): string | undefined {
  try {
    const url = new URL(text, baseUrl)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined
  } catch {
    return undefined
  }
}

/** Names a scheme can be spelled with in HTML: `javascript&colon;`, a tab or line break inside. */
const NAMED_REFERENCES: Record<string, string> = { colon: ':', tab: '\t', newline: '\n' }

/** `text` with its HTML character references (`&#58;`, `&#x3A;`, `&colon;`) decoded. */
function withoutReferences(text: string): string {
  return text.replace(
    /&(?:#(\d{1,7})|#x([\da-f]{1,6})|(colon|tab|newline));?/gi,
    (whole, dec, hex, name) => {
      if (name !== undefined) return NAMED_REFERENCES[(name as string).toLowerCase()]
      const code = dec !== undefined ? Number(dec) : parseInt(hex as string, 16)
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
  )
}

/** Enough of an unusable share link to recognise it; the service's URLs are far shorter. */
const MAX_UNLINKABLE_LENGTH = 300
/** Titles the action sends are at most 255 characters; a longer one is cut, never carried whole. */
const MAX_TITLE_LENGTH = 300
/** Enough of a failure's reason to act on; the rest would only swell the log and summary. */
const MAX_REASON_LENGTH = 2000

function cutText(value: unknown, max: number): string | undefined {
  const words = text(value)
  return words === undefined ? undefined : clip(words, max)
}

function dashboardOf(o: Json): Json | undefined {
  return isObject(o.dashboard) ? o.dashboard : undefined
}

/**
 * The start answer, or undefined when it names no generation. Throws UnsafeIdError when an
 * identifier in it is unfit to use.
 */
export function parseStartAnswer(body: unknown, baseUrl: URL): GenerationState | undefined {
  const objects = places(body)
  const generationId = safeId(
    'generation_id',
    first(objects, o => text(o.generation_id))
  )
  if (generationId === undefined) return undefined
  // The envelope's own `status` is "success": only a generation state counts.
  const status =
    first(objects, o => statusOf(dashboardOf(o)?.status) ?? statusOf(o.status)) ?? 'processing'
  return {
    generationId,
    status,
    dashboardId: safeId(
      'dashboard_id',
      first(objects, o => text(o.dashboard_id) ?? text(dashboardOf(o)?.id))
    ),
    title: first(objects, o => cutText(dashboardOf(o)?.title, MAX_TITLE_LENGTH)),
    ...shareUrlIn(objects, baseUrl)
  }
}

/** A timestamp as the service gives one, in UTC; anything that is not an ISO 8601 time is dropped. */
function instant(value: unknown): string | undefined {
  const iso = typeof value === 'string' && value.length <= 64 && ISO_8601.test(value)
  const ms = iso ? Date.parse(value) : NaN
  return Number.isFinite(ms) ? new Date(ms).toISOString() : undefined
}

/** A date and time as ISO 8601 writes them, which is all `Date.parse` is trusted to read. */
const ISO_8601 = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:?\d\d)?$/

/**
 * The read answer: the generation's state is its dashboard's status; no dashboard yet means
 * processing. The generation keeps the id it was read by, whatever id the answer repeats.
 * Throws UnsafeIdError when the dashboard's id is unfit to use.
 */
export function parseReadAnswer(
  body: unknown,
  generationId: string,
  baseUrl: URL
): GenerationState | undefined {
  if (!isObject(body)) return undefined
  const data = isObject(body.data)
    ? body.data
    : body.id !== undefined || body.dashboard !== undefined
      ? body
      : undefined
  if (data === undefined) return undefined
  const dashboard = dashboardOf(data)
  const status = statusOf(dashboard?.status) ?? statusOf(data.status) ?? 'processing'
  return {
    generationId,
    status,
    dashboardId: safeId('dashboard id', text(dashboard?.id) ?? text(data.dashboard_id)),
    title: cutText(dashboard?.title, MAX_TITLE_LENGTH),
    createdAt: instant(data.created_at),
    updatedAt: instant(data.updated_at),
    ...shareUrlIn([data], baseUrl),
    reason:
      status === 'failed'
        ? cutText(
            text(dashboard?.error) ?? text(data.error) ?? text(data.detail),
            MAX_REASON_LENGTH
          )
        : undefined
  }
}

/** How deep the service's words are looked for in an error answer. */
const MAX_WORDS_DEPTH = 4
/** Characters of the service's words kept in a message. */
const MAX_WORDS_LENGTH = 200
/** Characters of an object's key kept in a rendering of an error body. */
const MAX_KEY_LENGTH = 40

/**
 * The service's own words from an error answer: `message`, `detail` or `error` (looked for a
 * few levels deep, never walking the whole body), else a short rendering of the body. Every cut
 * is marked and splits no secret, so the sink that shows the words hides each one whole.
 */
export function serviceMessage(body: string): string | undefined {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    parsed = undefined
  }
  if (isObject(parsed)) {
    const words = wordsIn(parsed, 0)
    if (words !== undefined) return clip(words, MAX_WORDS_LENGTH)
  }
  const plain = body.replace(/\s+/g, ' ').trim()
  return plain === '' ? undefined : clip(plain, MAX_WORDS_LENGTH)
}

function wordsIn(value: Json, depth: number): string | undefined {
  for (const key of ['message', 'detail', 'error']) {
    const inner = value[key]
    const words = text(inner)
    if (words !== undefined) return words
    if (isObject(inner) && depth < MAX_WORDS_DEPTH) {
      const deeper = wordsIn(inner, depth + 1)
      if (deeper !== undefined) return deeper
    }
    if (inner !== undefined && inner !== null) return preview(inner, 0)
  }
  return undefined
}

/** JSON-like text of `value`, three levels deep at most and cut once long enough. */
function preview(value: unknown, depth: number): string {
  if (typeof value === 'string') return JSON.stringify(clip(value, MAX_WORDS_LENGTH))
  if (typeof value !== 'object' || value === null) return String(value)
  if (depth >= 3) return Array.isArray(value) ? '[…]' : '{…}'
  const parts: string[] = []
  let length = 0
  const entries = Array.isArray(value)
    ? value.map(v => [undefined, v] as const)
    : Object.entries(value)
  for (const [key, inner] of entries) {
    if (length > MAX_WORDS_LENGTH) {
      parts.push('…')
      break
    }
    const name = key === undefined ? '' : `${JSON.stringify(clip(key, MAX_KEY_LENGTH))}:`
    const part = `${name}${preview(inner, depth + 1)}`
    parts.push(part)
    length += part.length
  }
  return Array.isArray(value) ? `[${parts.join(',')}]` : `{${parts.join(',')}}`
}

/**
 * At most `max` characters, and a cut mark where cut: never after half a surrogate pair, nor
 * inside a secret.
 */
function clip(words: string, max: number): string {
  if (words.length <= max) return words
  const last = words.charCodeAt(max - 1)
  const end = last >= 0xd800 && last <= 0xdbff ? max - 1 : max
  return `${words.slice(0, secretFreeEnd(words, end))}…`
}

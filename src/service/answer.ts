/**
 * Reads the service's answers. The start answer's shape is not fixed (fields at the top level
 * or inside `data`; the share URL nested or plain), so every known place is tried. The read
 * answer is the documented, authoritative one.
 */

export type GenerationStatus = 'processing' | 'completed' | 'failed'

export interface GenerationState {
  readonly generationId: string
  readonly status: GenerationStatus
  readonly dashboardId?: string
  readonly title?: string
  readonly shareUrl?: string
  /** The service's words on a failed generation, when it gives any. */
  readonly reason?: string
}

type Json = Record<string, unknown>

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

/** An absolute http(s) URL, a relative one resolved against the service, or nothing. */
function shareUrlIn(objects: Json[], baseUrl: URL): string | undefined {
  const raw = first(
    objects,
    o => text(isObject(o.share_link) ? o.share_link.share_url : undefined) ?? text(o.share_url)
  )
  if (raw === undefined) return undefined
  try {
    const url = new URL(raw, baseUrl)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined
  } catch {
    return undefined
  }
}

function dashboardOf(o: Json): Json | undefined {
  return isObject(o.dashboard) ? o.dashboard : undefined
}

/** The start answer, or undefined when it names no generation. */
export function parseStartAnswer(body: unknown, baseUrl: URL): GenerationState | undefined {
  const objects = places(body)
  const generationId = first(objects, o => text(o.generation_id))
  if (generationId === undefined) return undefined
  // The envelope's own `status` is "success": only a generation state counts.
  const status =
    first(objects, o => statusOf(dashboardOf(o)?.status) ?? statusOf(o.status)) ?? 'processing'
  return {
    generationId,
    status,
    dashboardId: first(objects, o => text(o.dashboard_id) ?? text(dashboardOf(o)?.id)),
    title: first(objects, o => text(dashboardOf(o)?.title)),
    shareUrl: shareUrlIn(objects, baseUrl)
  }
}

/** The read answer: the generation's state is its dashboard's status; no dashboard yet means processing. */
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
    generationId: text(data.id) ?? generationId,
    status,
    dashboardId: text(dashboard?.id) ?? text(data.dashboard_id),
    title: text(dashboard?.title),
    shareUrl: shareUrlIn([data], baseUrl),
    reason:
      status === 'failed'
        ? (text(dashboard?.error) ?? text(data.error) ?? text(data.detail))
        : undefined
  }
}

/** The service's own words from an error answer: `message`, `detail` or `error`, else the start of the body. */
export function serviceMessage(body: string): string | undefined {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    parsed = undefined
  }
  if (isObject(parsed)) {
    for (const key of ['message', 'detail', 'error']) {
      const value = parsed[key]
      const words = text(value) ?? (isObject(value) ? text(value.message) : undefined)
      if (words !== undefined) return clip(words)
      if (value !== undefined && value !== null) return clip(JSON.stringify(value))
    }
  }
  const plain = body.replace(/\s+/g, ' ').trim()
  return plain === '' ? undefined : clip(plain)
}

function clip(words: string): string {
  return words.length > 200 ? `${words.slice(0, 200)}…` : words
}

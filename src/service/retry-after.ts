/**
 * A `Retry-After` header in either form: delay-seconds or an HTTP-date. Returns milliseconds
 * to wait from `nowMs`, or undefined when absent or unreadable.
 */
export function parseRetryAfter(
  value: string | string[] | undefined,
  nowMs: number
): number | undefined {
  const raw = (Array.isArray(value) ? value[0] : value)?.trim()
  if (raw === undefined || raw === '') return undefined
  if (/^\d+$/.test(raw)) return Number(raw) * 1000
  const date = Date.parse(raw)
  if (Number.isNaN(date) || !/[a-z]/i.test(raw)) return undefined
  return Math.max(0, date - nowMs)
}

/** The statistics every benchmark reports, and how a figure and a goal are written. */

/** Median and range of a set of runs. */
export interface Spread {
  readonly median: number
  readonly min: number
  readonly max: number
}

export function spread(values: readonly number[]): Spread {
  if (values.length === 0) throw new Error('no runs to summarise')
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
  return { median, min: sorted[0], max: sorted[sorted.length - 1] }
}

/** The nearest-rank percentile: a value some run actually took. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

export function mean(values: readonly number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length
}

/** `median (min–max)`. */
export function formatSpread(s: Spread, digits = 2): string {
  return `${s.median.toFixed(digits)} (${s.min.toFixed(digits)}–${s.max.toFixed(digits)})`
}

export const mark = (ok: boolean): string => (ok ? '✅' : '❌')

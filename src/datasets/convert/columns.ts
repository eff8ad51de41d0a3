/**
 * The `columns` input: the columns (or record keys) to keep, or, each written `!name`, to drop,
 * applied before anything leaves the runner.
 */
import { quote } from '../../common/input-values.js'

export type ColumnSelection =
  { readonly keep: readonly string[] } | { readonly drop: readonly string[] }

/** Names separated by commas or new lines; all kept or all `!`-dropped, never a mix. */
export function parseColumns(name: string, raw: string): ColumnSelection | undefined {
  const names = raw
    .split(/[,\n]/)
    .map(part => part.trim())
    .filter(part => part !== '')
  if (names.length === 0) return undefined
  const dropped = names.filter(n => n.startsWith('!'))
  if (dropped.length > 0 && dropped.length < names.length) {
    throw new Error(
      `Input '${name}' is ${quote(raw)}: it mixes columns to keep with columns to drop (!name). Give either the columns to keep, or only !columns to drop.`
    )
  }
  if (dropped.length > 0) {
    const drop = dropped.map(n => n.slice(1).trim())
    if (drop.some(n => n === ''))
      throw new Error(`Input '${name}' is ${quote(raw)}: a '!' must be followed by a column name.`)
    return { drop: [...new Set(drop)] }
  }
  return { keep: [...new Set(names)] }
}

/** The positions of `header` to send, in order, or an error naming what is not there. */
export function selectedIndexes(
  selection: ColumnSelection,
  header: readonly string[],
  input: string,
  what = 'columns'
): number[] {
  const named = 'keep' in selection ? selection.keep : selection.drop
  const present = new Set(header)
  const unknown = named.filter(n => !present.has(n))
  if (unknown.length > 0) {
    const listed = header.slice(0, 30).map(h => quote(h, 40))
    const more = header.length > 30 ? `, and ${header.length - 30} more` : ''
    throw new ColumnsError(
      `has no ${unknown.length === 1 ? 'column' : 'columns'} ${unknown.map(n => quote(n, 40)).join(', ')} for '${input}'; its ${what} are ${listed.join(', ')}${more}`
    )
  }
  if ('keep' in selection) return selection.keep.map(n => header.indexOf(n))
  const dropped = new Set(selection.drop)
  const kept = header.flatMap((h, i) => (dropped.has(h) ? [] : [i]))
  if (kept.length === 0)
    throw new ColumnsError(`would have no ${what} left once '${input}' drops ${named.length}`)
  return kept
}

/** The names a selection leaves out of `header`. */
export function droppedNames(header: readonly string[], kept: readonly number[]): string[] {
  const keep = new Set(kept)
  return header.filter((_, i) => !keep.has(i))
}

export class ColumnsError extends Error {
  override name = 'ColumnsError'
}

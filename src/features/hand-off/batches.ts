/**
 * The plan's fan-out past GitHub's matrix cap: the datasets split into at most `max-legs`
 * batches, in order, each written as the `file` input of one matrix job.
 */
import { Input } from '../../config/constants.js'
import { quote } from '../../common/input-values.js'
import { literalPattern } from '../../datasets/find/patterns.js'

/**
 * At most `parts` consecutive groups, sizes differing by at most one (the larger first), every
 * item in exactly one, in the items' order. No items, no groups.
 */
export function splitEvenly<T>(items: readonly T[], parts: number): T[][] {
  const count = Math.min(parts, items.length)
  if (count === 0) return []
  const smaller = Math.floor(items.length / count)
  const larger = items.length % count
  const groups: T[][] = []
  let start = 0
  for (let i = 0; i < count; i++) {
    const size = smaller + (i < larger ? 1 : 0)
    groups.push(items.slice(start, start + size))
    start += size
  }
  return groups
}

/**
 * As `splitEvenly`, but no group holds items of two kinds (`kindOf`): one item a group while they
 * fit in `parts`, in the items' order; past that, each kind its own groups, as many as keep the
 * largest group smallest, the kinds in the order of their first item. Undefined when there are
 * more kinds than `parts`.
 */
export function splitByKind<T>(
  items: readonly T[],
  parts: number,
  kindOf: (item: T) => string
): T[][] | undefined {
  if (items.length <= parts) return items.map(item => [item])
  const kinds = new Map<string, T[]>()
  for (const item of items) {
    const kind = kindOf(item)
    kinds.set(kind, [...(kinds.get(kind) ?? []), item])
  }
  if (kinds.size > parts) return undefined
  const members = [...kinds.values()]
  const shares = members.map(() => 1)
  for (let left = parts - members.length; left > 0; left--) {
    // The next group goes to the kind whose groups are now the largest.
    let widest = -1
    for (const [i, list] of members.entries()) {
      const size = Math.ceil(list.length / shares[i])
      const current = widest < 0 ? 0 : Math.ceil(members[widest].length / shares[widest])
      if (shares[i] < list.length && size > current) widest = i
    }
    if (widest < 0) break
    shares[widest]++
  }
  return members.flatMap((list, i) => splitEvenly(list, shares[i]))
}

/** The `file` input that selects exactly these workspace-relative paths, one per line. */
export function fileInputFor(paths: readonly string[]): string {
  const broken = paths.find(file => file.includes('\n'))
  if (broken !== undefined) {
    throw new Error(
      `Input '${Input.File}': the dataset ${quote(broken)} has a line break in its name, and a leg of the plan's matrix lists its datasets one per line. Rename the file (git mv), or exclude it with a '!' pattern.`
    )
  }
  return paths.map(literalPattern).join('\n')
}

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

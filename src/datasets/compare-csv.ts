/**
 * Two versions of a CSV compared as multisets of whole rows, one pass over each: a row moved is
 * no change, a row repeated once more is one added. When the header changed, rows are compared
 * on the columns both versions have.
 *
 * A column is renamed when it keeps its position, its old name is gone from the new header, its
 * new name was not in the old one, and its values are the same multiset of values as before.
 * When every column that changed its name that way kept its values, they are renamed and the
 * rows are compared on them too; otherwise they count as removed and added.
 */
import type { ColumnRename, Counted } from './change.js'
import { Digest, Tally, type Row } from './compare-digest.js'
import { readCsvRecords } from './csv-records.js'

export type Bytes = AsyncIterable<Uint8Array | string> | Iterable<string>

/** Which version a reading problem came from. */
export class VersionError extends Error {
  constructor(
    readonly version: 'base' | 'head',
    message: string
  ) {
    super(message)
  }
}

interface Plan {
  readonly same: boolean
  readonly beforeNames: readonly string[]
  /** Pairs of column positions (base, head) of the columns both headers name. */
  readonly shared: readonly (readonly [number, number])[]
  /** Pairs of positions whose name changed in place: renamed if their values are the same. */
  readonly candidates: readonly (readonly [number, number])[]
  readonly added: readonly string[]
  readonly removed: readonly string[]
}

/** A repeated name is told apart by how many times it came before, as `name`, `name\0 1`, … */
function keyed(names: readonly string[]): string[] {
  const seen = new Map<string, number>()
  return names.map(name => {
    const count = seen.get(name) ?? 0
    seen.set(name, count + 1)
    return count === 0 ? name : `${name}\u0000${count}`
  })
}

export function planColumns(before: readonly string[], after: readonly string[]): Plan {
  const same = before.length === after.length && before.every((name, i) => name === after[i])
  const [b, a] = [keyed(before), keyed(after)]
  const inAfter = new Map(a.map((key, i) => [key, i]))
  const inBefore = new Set(b)
  const shared = b.flatMap((key, i) => {
    const j = inAfter.get(key)
    return j === undefined ? [] : [[i, j] as const]
  })
  const candidates = b.flatMap((key, i) =>
    i < a.length && !inAfter.has(key) && !inBefore.has(a[i]) ? [[i, i] as const] : []
  )
  const moved = new Set(candidates.map(([i]) => i))
  return {
    same,
    beforeNames: before,
    shared,
    candidates,
    removed: before.filter((_, i) => !inAfter.has(b[i]) && !moved.has(i)),
    added: after.filter((_, i) => !inBefore.has(a[i]) && !moved.has(i))
  }
}

/** What one version's rows add to the comparison. */
class Side {
  /** Per candidate column, the sums of two lanes of each value's digest: order does not count. */
  readonly sums: [number, number][]

  constructor(
    private readonly plan: Plan,
    private readonly index: 0 | 1
  ) {
    this.sums = plan.candidates.map(() => [0, 0])
  }

  key(row: Row): string {
    if (this.plan.same) return new Digest().row(row).key()
    const digest = new Digest()
    const fields = fieldsOf(row)
    for (const pair of this.plan.shared) digest.field(fields[pair[this.index]])
    if (this.plan.candidates.length === 0) return digest.key()
    const moved = new Digest()
    this.plan.candidates.forEach((pair, n) => {
      const value = fields[pair[this.index]]
      moved.field(value)
      const [x, y] = new Digest().field(value).lanes()
      this.sums[n] = [(this.sums[n][0] + x) >>> 0, (this.sums[n][1] + y) >>> 0]
    })
    return `${digest.key()}|${moved.key()}`
  }
}

function fieldsOf(row: Row): readonly string[] {
  return typeof row === 'string' ? row.split(',') : row
}

/** The differences without the renamed columns' part of each key. */
function withoutMoved(net: ReadonlyMap<string, number>): Map<string, number> {
  const merged = new Map<string, number>()
  for (const [key, count] of net) {
    const shared = key.slice(0, key.indexOf('|'))
    merged.set(shared, (merged.get(shared) ?? 0) + count)
  }
  return merged
}

async function firstRecord(bytes: Bytes): Promise<readonly string[]> {
  let header: readonly string[] = []
  await readCsvRecords(bytes, record => {
    header = fieldsOf(record)
    return false
  })
  return header
}

async function pass(version: 'base' | 'head', bytes: Bytes, take: OnFields): Promise<void> {
  try {
    await readCsvRecords(bytes, take)
  } catch (error) {
    throw new VersionError(version, (error as Error).message)
  }
}
type OnFields = (record: Row) => void

/** `head` is opened twice: its header first (a few bytes), then the whole of it. */
export async function compareCsv(base: Bytes, head: () => Bytes): Promise<Counted> {
  const headHeader = await firstRecord(head()).catch((error: Error) => {
    throw new VersionError('head', error.message)
  })
  const tally = new Tally()
  let plan: Plan | undefined
  let before: Side | undefined
  await pass('base', base, record => {
    if (before === undefined) {
      plan = planColumns(fieldsOf(record), headHeader)
      before = new Side(plan, 0)
    } else tally.base(before.key(record))
  })
  plan ??= planColumns([], headHeader)
  const after = new Side(plan, 1)
  let header = true
  await pass('head', head(), record => {
    if (header) header = false
    else tally.head(after.key(record))
  })
  return counted(plan, tally, before?.sums ?? [], after.sums, headHeader)
}

function counted(
  plan: Plan,
  tally: Tally,
  sumsBefore: readonly [number, number][],
  sumsAfter: readonly [number, number][],
  headHeader: readonly string[]
): Counted {
  const kept =
    plan.candidates.length > 0 &&
    plan.candidates.every(
      (_, n) => sumsBefore[n]?.[0] === sumsAfter[n][0] && sumsBefore[n]?.[1] === sumsAfter[n][1]
    )
  const net = plan.candidates.length === 0 || kept ? tally.net : withoutMoved(tally.net)
  const renamed: ColumnRename[] = kept
    ? plan.candidates.map(([i, j]) => ({ from: plan.beforeNames[i], to: headHeader[j] }))
    : []
  const movedAway = kept ? [] : plan.candidates.map(([i]) => plan.beforeNames[i])
  const movedIn = kept ? [] : plan.candidates.map(([, j]) => headHeader[j])
  return {
    unit: 'rows',
    before: tally.before,
    after: tally.after,
    ...tally.counts(net),
    columnsAdded: [...plan.added, ...movedIn],
    columnsRemoved: [...plan.removed, ...movedAway],
    columnsRenamed: renamed,
    comparedOn: plan.same ? undefined : plan.shared.length + renamed.length
  }
}

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
import { CsvSyntaxError, readCsvRecords } from './csv-records.js'
import { VersionError, type Bytes } from './versions.js'

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

/**
 * Both tallies of the rows: on the shared columns alone, and (when columns changed their name in
 * place) on those columns too. Which one tells the rows is known only once both versions are read.
 */
class Tallies {
  readonly shared = new Tally()
  readonly withMoved = new Tally()
  readonly sums: [number, number][][] = [[], []]
  private readonly digest = new Digest()
  private readonly moved = new Digest()

  constructor(readonly plan: Plan) {
    this.sums = [0, 1].map(() => plan.candidates.map((): [number, number] => [0, 0]))
  }

  add(row: Row, side: 0 | 1): void {
    const count = (tally: Tally, digest: Digest) =>
      side === 0 ? tally.base(digest) : tally.head(digest)
    const digest = this.digest.reset()
    if (this.plan.same) return count(this.shared, digest.row(row))
    const fields = fieldsOf(row)
    for (const pair of this.plan.shared) digest.field(fields[pair[side]])
    count(this.shared, digest)
    if (this.plan.candidates.length === 0) return
    for (const pair of this.plan.shared) this.moved.field(fields[pair[side]])
    this.plan.candidates.forEach((pair, n) => {
      const value = fields[pair[side]]
      this.moved.field(value)
      const [x, y] = new Digest().field(value).lanes()
      const sum = this.sums[side][n]
      this.sums[side][n] = [(sum[0] + x) >>> 0, (sum[1] + y) >>> 0]
    })
    count(this.withMoved, this.moved)
    this.moved.reset()
  }

  /** Whether every column renamed in place kept the same multiset of values. */
  kept(): boolean {
    const [before, after] = this.sums
    return (
      this.plan.candidates.length > 0 &&
      before.every((sum, n) => sum[0] === after[n][0] && sum[1] === after[n][1])
    )
  }
}

function fieldsOf(row: Row): readonly string[] {
  return typeof row === 'string' ? row.split(',') : row
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
    if (error instanceof CsvSyntaxError) throw new VersionError(version, error.message)
    throw error
  }
}
type OnFields = (record: Row) => void

/** `head` is opened twice: its header first (a few bytes), then the whole of it. */
export async function compareCsv(base: Bytes, head: () => Bytes): Promise<Counted> {
  const headHeader = await firstRecord(head()).catch((error: Error) => {
    throw error instanceof CsvSyntaxError ? new VersionError('head', error.message) : error
  })
  let tallies: Tallies | undefined
  await pass('base', base, record => {
    if (tallies === undefined) tallies = new Tallies(planColumns(fieldsOf(record), headHeader))
    else tallies.add(record, 0)
  })
  const both = tallies ?? new Tallies(planColumns([], headHeader))
  let header = true
  await pass('head', head(), record => {
    if (header) header = false
    else both.add(record, 1)
  })
  return counted(both, headHeader)
}

function counted(tallies: Tallies, headHeader: readonly string[]): Counted {
  const { plan } = tallies
  const kept = tallies.kept()
  const tally = kept ? tallies.withMoved : tallies.shared
  const renamed: ColumnRename[] = kept
    ? plan.candidates.map(([i, j]) => ({ from: plan.beforeNames[i], to: headHeader[j] }))
    : []
  const movedAway = kept ? [] : plan.candidates.map(([i]) => plan.beforeNames[i])
  const movedIn = kept ? [] : plan.candidates.map(([, j]) => headHeader[j])
  return {
    unit: 'rows',
    before: tally.before,
    after: tally.after,
    ...tally.counts(),
    columnsAdded: [...plan.added, ...movedIn],
    columnsRemoved: [...plan.removed, ...movedAway],
    columnsRenamed: renamed,
    comparedOn: plan.same ? undefined : plan.shared.length + renamed.length
  }
}

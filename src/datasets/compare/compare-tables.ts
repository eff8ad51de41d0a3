/**
 * Two versions of a CSV or of a JSON array compared, by one rule for CSV rows and JSON records
 * (README, "What changed"): columns are the same when their names are; a name gone and a name
 * new are one column renamed when they share more than half of each one's values; rows are
 * compared on the columns both versions have, matched on a key when one serves, else whole.
 */
import { promises as fs } from 'node:fs'
import { StringDecoder } from 'node:string_decoder'
import type { ColumnChanges, ColumnRename, Counted, KeyUnused } from '../find/change.js'
import { compareJson, type JsonComparison } from './compare-json.js'
import { Splitter } from '../read/json-members.js'
import {
  finishHi,
  fmix,
  MISSING_HI,
  MISSING_LO,
  type Column,
  type Table,
  type TableUnit
} from './table.js'
import { fileChunks } from '../read/text-source.js'
import { readTable } from './table-worker.js'
import { ValueCounts } from './value-counts.js'

export interface CompareOptions {
  readonly type: 'csv' | 'json'
  /** The key's column names, from `compare-key`; undefined to take an `id` column if one serves. */
  readonly key?: readonly string[]
}

/**
 * Versions together larger than this are read at once, in two threads. Below it, reading one
 * takes less time than a worker takes to start (it loads the whole bundle).
 */
const APART_BYTES = 32 * 1024 * 1024

export async function compareFiles(
  baseFile: string,
  headFile: string,
  options: CompareOptions
): Promise<JsonComparison> {
  const { type } = options
  if (type === 'json') {
    const arrays = await Promise.all([isArray(baseFile), isArray(headFile)])
    if (!arrays[0] || !arrays[1]) return compareJson(fileChunks(baseFile), fileChunks(headFile))
  }
  const sizes = await Promise.all([baseFile, headFile].map(file => fs.stat(file)))
  const bytes = sizes[0].size + sizes[1].size
  return oneLargeAtATime(bytes, () => readAndCount(baseFile, headFile, options, bytes))
}

/**
 * Two versions larger than this together are compared one pair at a time, however many datasets
 * are compared at once: the memory a comparison holds grows with its versions' size.
 */
const LARGE_PAIR_BYTES = 16 * 1024 * 1024
let largeQueue: Promise<void> = Promise.resolve()

async function oneLargeAtATime<T>(bytes: number, work: () => Promise<T>): Promise<T> {
  if (bytes <= LARGE_PAIR_BYTES) return work()
  const before = largeQueue
  let release = () => {}
  largeQueue = new Promise(resolve => (release = resolve))
  await before
  try {
    return await work()
  } finally {
    release()
  }
}

async function readAndCount(
  baseFile: string,
  headFile: string,
  { type, key }: CompareOptions,
  bytes: number
): Promise<JsonComparison> {
  // Large versions are read at once on two cores: the base in a worker, the head here.
  const apart = bytes > APART_BYTES
  let [base, head] = await bothRead(
    readTable('base', baseFile, type, { apart }),
    readTable('head', headFile, type)
  )
  // Records against items: both are compared as items.
  if (base.unit === 'items' && head.unit !== 'items')
    head = await readTable('head', headFile, type, { asItems: true })
  if (head.unit === 'items' && base.unit !== 'items')
    base = await readTable('base', baseFile, type, { asItems: true, apart })
  return { kind: 'counted', counted: countChange(base, head, key) }
}

/** Both versions, read at once; the base's failure first when both fail. */
async function bothRead(base: Promise<Table>, head: Promise<Table>): Promise<[Table, Table]> {
  const [before, after] = await Promise.allSettled([base, head])
  if (before.status === 'rejected') throw before.reason
  if (after.status === 'rejected') throw after.reason
  return [before.value, after.value]
}

/** Whether a JSON file's top level is an array, as the splitter that reads it sees its start. */
async function isArray(file: string): Promise<boolean> {
  const splitter = new Splitter(() => undefined)
  const decoder = new StringDecoder('utf8')
  for await (const chunk of fileChunks(file)) {
    try {
      splitter.write(decoder.write(chunk))
    } catch {
      // What follows the start is for the reading to judge.
    }
    if (splitter.shape !== undefined) break
  }
  return splitter.shape === 'array'
}

/** A column both versions have (by name, or renamed), named as the head names it. */
interface Pair {
  readonly base: Column
  readonly head: Column
}

/** The most pairs of a column gone and a column new whose values are weighed for a rename. */
const MAX_RENAME_PAIRS = 256

export function countChange(base: Table, head: Table, askedKey?: readonly string[]): Counted {
  const unit: TableUnit = head.unit === 'items' || base.unit === 'items' ? 'items' : head.unit
  const totals = { unit, before: base.rows, after: head.rows }
  if (base.columns.length === 0 && base.rows === 0)
    return {
      ...totals,
      added: head.rows,
      removed: 0,
      baseEmpty: true,
      columnsAdded: unit === 'items' ? [] : head.columns.map(column => column.name),
      columnsRemoved: [],
      columnsRenamed: []
    }
  const plan = planColumns(base, head)
  const sameHeader =
    base.columns.length === head.columns.length &&
    base.columns.every((column, i) => column.name === head.columns[i].name)
  const columns = {
    columnsAdded: plan.added.map(column => column.name),
    columnsRemoved: plan.removed.map(column => column.name),
    columnsRenamed: plan.renamed,
    ...(sameHeader ? {} : { comparedOn: plan.compared.length })
  }
  if (plan.compared.length === 0)
    return { ...totals, added: head.rows, removed: base.rows, ...columns }
  const key = unit === 'items' ? undefined : matchOnKey(base, head, askedKey)
  if (key !== undefined && 'match' in key)
    return { ...totals, ...byKey(base, head, key, plan.compared), ...columns }
  const unused = key === undefined ? {} : { keyUnused: key }
  return { ...totals, ...wholeRows(base, head, plan.compared), ...unused, ...columns }
}

/** A repeated name is told apart by how many times it came before. */
function keyedNames(columns: readonly Column[]): string[] {
  const seen = new Map<string, number>()
  return columns.map(({ name }) => {
    const count = seen.get(name) ?? 0
    seen.set(name, count + 1)
    return count === 0 ? name : `${name}\u0000${count}`
  })
}

interface Plan {
  /** In the head's order. */
  readonly compared: readonly Pair[]
  readonly added: readonly Column[]
  readonly removed: readonly Column[]
  readonly renamed: readonly ColumnRename[]
}

function planColumns(base: Table, head: Table): Plan {
  const [b, h] = [keyedNames(base.columns), keyedNames(head.columns)]
  const inBase = new Map(b.map((name, i) => [name, i]))
  const inHead = new Set(h)
  const gone = base.columns.filter((_, i) => !inHead.has(b[i]))
  const fresh = head.columns.filter((_, j) => !inBase.has(h[j]))
  const renames = pairRenames(base, head, gone, fresh)
  const renamedTo = new Map(renames.map(pair => [pair.head, pair.base]))
  const renamedFrom = new Map(renames.map(pair => [pair.base, pair.head]))
  const compared = head.columns.flatMap((column, j): Pair[] => {
    const i = inBase.get(h[j])
    if (i !== undefined) return [{ base: base.columns[i], head: column }]
    const from = renamedTo.get(column)
    return from === undefined ? [] : [{ base: from, head: column }]
  })
  return {
    compared,
    added: fresh.filter(column => !renamedTo.has(column)),
    removed: gone.filter(column => !renamedFrom.has(column)),
    renamed: base.columns.flatMap(column => {
      const to = renamedFrom.get(column)
      return to === undefined ? [] : [{ from: column.name, to: to.name }]
    })
  }
}

/**
 * Columns gone and columns new paired as renames, best first: a pair is one column renamed when
 * they share more than half of each one's values, counting repeats. A row without a value there
 * (a JSON record lacking the key) has none to share.
 */
function pairRenames(
  base: Table,
  head: Table,
  gone: readonly Column[],
  fresh: readonly Column[]
): Pair[] {
  if (gone.length === 0 || fresh.length === 0) return []
  if (gone.length * fresh.length > MAX_RENAME_PAIRS) return []
  const goneValues = gone.map(column => valuesOf(column, base.rows))
  const freshValues = fresh.map(column => valuesOf(column, head.rows))
  const weighed: { i: number; j: number; shared: number }[] = []
  goneValues.forEach((before, i) =>
    freshValues.forEach((after, j) => {
      let shared = 0
      after.counts.forEach((lo, hi, count) => {
        shared += Math.min(count, before.counts.count(lo, hi))
      })
      if (2 * shared > before.present && 2 * shared > after.present) weighed.push({ i, j, shared })
    })
  )
  weighed.sort((x, y) => y.shared - x.shared || x.i - y.i || x.j - y.j)
  const [taken, given] = [new Set<number>(), new Set<number>()]
  const pairs: Pair[] = []
  for (const { i, j } of weighed) {
    if (taken.has(i) || given.has(j)) continue
    taken.add(i)
    given.add(j)
    pairs.push({ base: gone[i], head: fresh[j] })
  }
  return pairs
}

/** The values a column has, counted; a row without one (a record lacking the key) adds none. */
function valuesOf(column: Column, rows: number): { counts: ValueCounts; present: number } {
  const counts = new ValueCounts(rows)
  const data = column.data
  let present = 0
  for (let row = 0; row < rows; row++) {
    const lo = data[2 * row]
    const hi = data[2 * row + 1]
    if (lo === MISSING_LO && hi === MISSING_HI) continue
    counts.add(lo, hi)
    present++
  }
  return { counts, present }
}

/** Each row's 64-bit digest of its values in `columns`, in order, as two lanes. */
function rowDigests(rows: number, columns: readonly Column[]): [Int32Array, Int32Array] {
  const a = new Int32Array(rows).fill(0x27d4eb2f)
  const b = new Int32Array(rows).fill(0x165667b1)
  for (const { data } of columns)
    for (let row = 0; row < rows; row++) {
      const lo = data[2 * row]
      const hi = data[2 * row + 1]
      const x = Math.imul(a[row] ^ lo, 0x9e3779b1) + hi
      a[row] = (x << 13) | (x >>> 19)
      const y = Math.imul(b[row] ^ hi, 0x85ebca6b) + lo
      b[row] = (y << 17) | (y >>> 15)
    }
  for (let row = 0; row < rows; row++) {
    b[row] = finishHi(a[row], b[row])
    a[row] = fmix(a[row])
  }
  return [a, b]
}

/**
 * Rows as multisets of their values on the compared columns: a row moved is no change. Rows at
 * the same position with the same values cancel out before any is counted, as most do.
 */
function wholeRows(
  base: Table,
  head: Table,
  compared: readonly Pair[]
): { added: number; removed: number } {
  const [baseLo, baseHi] = rowDigests(
    base.rows,
    compared.map(pair => pair.base)
  )
  const [headLo, headHi] = rowDigests(
    head.rows,
    compared.map(pair => pair.head)
  )
  const net = new ValueCounts()
  for (let row = 0; row < Math.max(base.rows, head.rows); row++) {
    const inBase = row < base.rows
    const inHead = row < head.rows
    if (inBase && inHead && baseLo[row] === headLo[row] && baseHi[row] === headHi[row]) continue
    if (inBase) net.add(baseLo[row], baseHi[row], 1)
    if (inHead) net.add(headLo[row], headHi[row], -1)
  }
  const { positive, negative } = net.totals()
  return { added: negative, removed: positive }
}

/** How the rows were matched on a key: for each head row, its base row, or -1. */
interface Matched {
  readonly names: readonly string[]
  readonly match: Int32Array
}

/** The rows matched on the key, or why it cannot serve; undefined for no key. */
function matchOnKey(
  base: Table,
  head: Table,
  asked: readonly string[] | undefined
): Matched | KeyUnused | undefined {
  const named = (table: Table, name: string) => table.columns.find(column => column.name === name)
  const names = asked ?? autoKey(base, head)
  if (names === undefined) return undefined
  const unused = (why: KeyUnused['why'], inBase: boolean, inHead: boolean): KeyUnused => ({
    key: names,
    why,
    version: inBase && inHead ? 'both' : inBase ? 'base' : 'head'
  })
  const lacks = (table: Table) => names.some(name => named(table, name) === undefined)
  if (lacks(base) || lacks(head)) return unused('missing', lacks(base), lacks(head))
  const keyOf = (table: Table) =>
    new Key(
      table,
      names.map(name => named(table, name) as Column)
    )
  const [before, after] = [keyOf(base), keyOf(head)]
  if (before.hasEmpty() || after.hasEmpty())
    return unused('empty', before.hasEmpty(), after.hasEmpty())
  const index = new KeyIndex(before)
  if (index.repeated) return unused('not-unique', true, new KeyIndex(after).repeated)
  const match = new Int32Array(head.rows)
  const taken = new Uint8Array(base.rows)
  const unmatched: number[] = []
  let repeated = false
  // Rows mostly keep their order: the base row after the last one matched is tried first.
  for (let row = 0, next = 0; row < head.rows; row++) {
    const found = next < base.rows && before.same(next, after, row) ? next : index.find(after, row)
    match[row] = found
    if (found < 0) unmatched.push(row)
    else {
      if (taken[found] === 1) repeated = true
      taken[found] = 1
      next = found + 1
    }
  }
  // Rows the base lacks can only repeat among themselves.
  if (repeated || new KeyIndex(after, unmatched).repeated) return unused('not-unique', false, true)
  return { names, match }
}

/** The head's first column named `id` in any letter case that the base has by the same name. */
function autoKey(base: Table, head: Table): string[] | undefined {
  const names = new Set(base.columns.map(column => column.name))
  const id = head.columns.find(
    column => column.name.toLowerCase() === 'id' && names.has(column.name)
  )
  return id === undefined ? undefined : [id.name]
}

/** A version's key: its columns, and each row's digest of them (the column's own for one). */
class Key {
  readonly digests: Int32Array

  constructor(
    readonly table: Table,
    readonly columns: readonly Column[]
  ) {
    if (columns.length === 1) this.digests = columns[0].data
    else {
      const [lo, hi] = rowDigests(table.rows, columns)
      this.digests = new Int32Array(2 * table.rows)
      for (let row = 0; row < table.rows; row++) {
        this.digests[2 * row] = lo[row]
        this.digests[2 * row + 1] = hi[row]
      }
    }
  }

  hasEmpty(): boolean {
    for (const { data } of this.columns)
      for (let row = 0; row < this.table.rows; row++)
        if (this.table.isEmpty(data[2 * row], data[2 * row + 1])) return true
    return false
  }

  /**
   * Whether row `row` here has the key of row `other` of `key`: the same digest, and every part
   * the same (the digest is the part itself for a key of one column).
   */
  same(row: number, key: Key, other: number): boolean {
    if (!sameAt(this.digests, row, key.digests, other)) return false
    if (this.columns.length === 1) return true
    return this.columns.every((column, n) => sameAt(column.data, row, key.columns[n].data, other))
  }
}

function sameAt(here: Int32Array, row: number, there: Int32Array, other: number): boolean {
  return here[2 * row] === there[2 * other] && here[2 * row + 1] === there[2 * other + 1]
}

/** A version's rows (all, or those given) by their key, in an open-addressed table. */
class KeyIndex {
  private readonly slots: Int32Array
  repeated = false

  constructor(
    private readonly key: Key,
    rows?: readonly number[]
  ) {
    const count = rows?.length ?? key.table.rows
    let size = 1024
    while (size < 2 * count) size *= 2
    this.slots = new Int32Array(size)
    const mask = size - 1
    for (let n = 0; n < count && !this.repeated; n++) {
      const row = rows === undefined ? n : rows[n]
      for (let i = key.digests[2 * row] & mask; ; i = (i + 1) & mask) {
        const there = this.slots[i] - 1
        if (there < 0) {
          this.slots[i] = row + 1
          break
        }
        if (key.same(there, key, row)) {
          this.repeated = true
          break
        }
      }
    }
  }

  /** The row here whose key is that of row `other` of `key`; -1 for none. */
  find(key: Key, other: number): number {
    const mask = this.slots.length - 1
    for (let i = key.digests[2 * other] & mask; ; i = (i + 1) & mask) {
      const there = this.slots[i] - 1
      if (there < 0 || this.key.same(there, key, other)) return there
    }
  }
}

/** Rows matched on their key: added, removed, and changed in which columns. */
function byKey(
  base: Table,
  head: Table,
  { names, match }: Matched,
  compared: readonly Pair[]
): Pick<Counted, 'added' | 'removed' | 'changed' | 'changedColumns' | 'key'> {
  let matched = 0
  for (let row = 0; row < head.rows; row++) if (match[row] >= 0) matched++
  const changedRows = new Uint8Array(head.rows)
  const changedColumns: ColumnChanges[] = []
  for (const pair of compared) {
    let rows = 0
    for (let row = 0; row < head.rows; row++) {
      const from = match[row]
      if (from >= 0 && !sameAt(pair.head.data, row, pair.base.data, from)) {
        rows++
        changedRows[row] = 1
      }
    }
    if (rows > 0) changedColumns.push({ column: pair.head.name, rows })
  }
  // Sorting is stable: columns with as many changes stay in the head's order.
  changedColumns.sort((x, y) => y.rows - x.rows)
  let changed = 0
  for (let row = 0; row < head.rows; row++) changed += changedRows[row]
  return {
    added: head.rows - matched,
    removed: base.rows - matched,
    changed,
    changedColumns,
    key: [...names]
  }
}

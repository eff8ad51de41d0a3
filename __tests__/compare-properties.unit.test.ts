/**
 * Property tests of the dataset comparison (issue 24; the rule: rows matched on a key, per-column
 * changed counts, JSON records compared on the keys both versions have, renamed columns).
 *
 * A seeded generator writes a base table and mutates it into a head, recording the effect of
 * each mutation as it makes it: rows added, removed, duplicated, edited, reordered; columns
 * added, removed, renamed, replaced at the same position, reordered; a key given, found as `id`,
 * or made unusable. Both versions are written as CSV and as a JSON array of records, and
 * compareFiles must report exactly that effect. Nothing here compares two tables: what makes the
 * effect known is how the data is made.
 * - Every column draws its values from its own namespace (`north-3`, 3000004, `w3.17`…), so two
 *   columns share no value but *missing* and `null`, and at most one of the columns leaving the
 *   base by their name (removed, renamed, replaced) may hold those. So no two columns can be
 *   taken for a rename but the ones the generator renamed.
 * - One column (`u`: the key, or the row's tag when rows are compared whole) holds a value of its
 *   own in each row, and only the key-breaking mutations touch it. So two rows are equal on the
 *   compared columns only when one was copied from the other, and each row carries the number
 *   of its content: equal numbers, equal rows.
 * - An edit writes a value never written before in its column (or *missing* or `null` over a
 *   value). Key columns are never edited.
 * - A column is renamed only when the rows the generator kept unedited there are more than half
 *   of each version's rows; a replacement copies at most half of the column it replaces.
 *
 * Replay one seed: PROPERTY_SEED=17 npm run test:one -- __tests__/compare-properties.unit.test.ts
 * (PROPERTY_CASES sets how many seeds run per format; 300 by default.)
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { isDeepStrictEqual } from 'node:util'
import type { ColumnRename, Counted } from '../src/datasets/find/change.js'
import { compareFiles } from '../src/datasets/compare/compare-tables.js'
import { delimited } from './helpers/delimited.js'
import { Seeded } from './helpers/seeded.js'
import { comparable } from './helpers/simple-compare.js'
import { makeWorkspace } from './helpers/workspace.js'

/** A cell's value. `undefined` is *missing*: an empty CSV cell, a key the JSON record lacks. */
type Cell = undefined | null | string | number | { readonly [name: string]: number }

type Kind = 'label' | 'word' | 'count' | 'amount' | 'mixed'
type Fate = 'kept' | 'removed' | 'renamed' | 'replaced' | 'added'

interface Column {
  /** Its identity across the versions, and the namespace of its values. */
  readonly id: number
  readonly kind: Kind
  /** May hold *missing* and `null`. */
  readonly sparse: boolean
  readonly role: 'unique' | 'keyPart' | 'plain' | 'new'
  fate: Fate
  baseName: string
  headName: string
}

interface Row {
  /** The unique column's value, `undefined` when the generator left it empty. */
  uid: number | undefined
  /** Rows with the same content are equal on every compared column, and only they. */
  content: number
  readonly cells: Map<number, Cell>
  /** Head rows: the compared columns whose value the generator changed from the base row's. */
  readonly edited: Set<number>
  /** Head rows kept from the base, and the base row. */
  readonly from?: Row
}

interface Version {
  readonly columns: Column[]
  readonly rows: Row[]
}

type KeyMode = 'auto' | 'given' | 'composite' | 'none'
type KeyBreak =
  | 'none'
  | 'dup-base'
  | 'dup-head'
  | 'dup-both'
  | 'empty-base'
  | 'empty-head'
  | 'empty-both'
  | 'missing'

interface Case {
  readonly seed: number
  readonly base: Version
  readonly head: Version
  readonly unique: Column
  readonly keyPart?: Column
  /** `compare-key`, when given. */
  readonly key?: string[]
  /** What the generator did, in words, for a failure's message. */
  readonly story: string[]
  readonly features: Set<string>
}

const NAMES = [
  'city',
  'county',
  'place',
  'elevation',
  'region',
  'price',
  'qty',
  'name',
  'label',
  'score',
  'year',
  'note',
  'color',
  'size',
  'weight',
  'rank',
  'team',
  'owner',
  'status',
  'total',
  'depth',
  'width',
  'species',
  'island',
  'station',
  'month',
  'amount',
  'rate',
  'share',
  'origin',
  'target',
  'grade',
  'level',
  'phase',
  'source',
  'kind',
  'flag',
  'zone',
  'brand',
  'model'
]
const LABELS = ['north', 'south', 'east', 'west', 'centre']
/** Some words carry what CSV must quote, or what is not ASCII. */
const WORD_ENDS = ['', ', with a comma', ' "quoted"', '\nsecond line', ' été', '']
const KINDS: readonly Kind[] = ['label', 'word', 'count', 'amount', 'mixed']

const capitalized = (name: string) => name[0].toUpperCase() + name.slice(1)

/** A value from the column's own domain: small ones repeat, large ones mostly do not. */
function drawn(rng: Seeded, column: Column): Cell {
  if (column.sparse && rng.chance(0.12)) return rng.chance(0.6) ? undefined : null
  const ns = column.id
  switch (column.kind) {
    case 'label':
      return `${rng.pick(LABELS)}-${ns}`
    case 'word': {
      const i = rng.int(0, 3000)
      return `w${ns}.${i}${WORD_ENDS[i % WORD_ENDS.length]}`
    }
    case 'count':
      return ns * 1e6 + rng.int(0, 6)
    case 'amount':
      return ns * 1e6 + rng.int(0, 40000) / 4
    case 'mixed': {
      const which = rng.int(0, 2)
      if (which === 0) return ns * 1e6 + rng.int(0, 9)
      if (which === 1) return `m${ns}-${rng.int(0, 9)}`
      return { col: ns, n: rng.int(0, 3) }
    }
  }
}

/** How many rows a base has: sometimes none or a few, mostly tens to hundreds. */
function rowCount(rng: Seeded): number {
  const r = rng.next()
  if (r < 0.04) return 0
  if (r < 0.16) return rng.int(1, 4)
  if (r < 0.6) return rng.int(5, 40)
  return rng.int(41, 300)
}

/** One generated case, or `undefined` when this draw cannot be written as both formats alike. */
function attempt(rng: Seeded, seed: number): Case | undefined {
  const story: string[] = []
  const features = new Set<string>()
  let nextColumn = 0
  let nextContent = 0
  let fresh = 0
  const newContent = () => nextContent++

  const keyMode = rng.pick<KeyMode>(['auto', 'auto', 'given', 'composite', 'none', 'none'])
  const breaks: KeyBreak[] = ['none', 'none', 'none', 'none', 'none', 'none']
  if (keyMode !== 'none')
    breaks.push('dup-base', 'dup-head', 'dup-both', 'empty-base', 'empty-head', 'empty-both')
  if (keyMode === 'given' || keyMode === 'composite') breaks.push('missing', 'missing')
  const keyBreak = rng.pick(breaks)
  story.push(`key ${keyMode}, break ${keyBreak}`)

  const column = (role: Column['role'], kind: Kind, sparse: boolean, name: string): Column => ({
    id: nextColumn++,
    kind,
    sparse,
    role,
    fate: 'kept',
    baseName: name,
    headName: name
  })
  const names = rng.shuffled(NAMES)
  const takeName = () => names.pop() as string

  const unique = column(
    'unique',
    'count',
    false,
    keyMode === 'auto' ? rng.pick(['id', 'ID', 'Id']) : rng.pick(['sku', 'code', 'ref', 'serial'])
  )
  const numericUid = rng.chance(0.6)
  const uidCell = (uid: number): Cell => (numericUid ? uid : `K-${uid}`)
  const columns = [unique]
  const keyPart =
    keyMode === 'composite' ? column('keyPart', 'label', false, takeName()) : undefined
  if (keyPart) columns.push(keyPart)
  const columnCount = rng.int(2, 8)
  while (columns.length < columnCount)
    columns.push(column('plain', rng.pick(KINDS), rng.chance(0.35), takeName()))
  const baseColumns = rng.shuffled(columns)

  // The base rows, each with a uid of its own (0 included, which JSON may write as -0).
  let nextUid = rng.int(0, 2)
  const baseRows: Row[] = []
  const rowTotal = rowCount(rng)
  for (let i = 0; i < rowTotal; i++) {
    const uid = nextUid
    nextUid += rng.int(1, 3)
    const cells = new Map<number, Cell>()
    for (const c of columns) cells.set(c.id, c === unique ? uidCell(uid) : drawn(rng, c))
    baseRows.push({ uid, content: newContent(), cells, edited: new Set() })
  }
  story.push(`base: ${columns.length} columns, ${rowTotal} rows`)

  // Rows repeated in the base: whole comparison counts them; a key is not unique.
  const copiesOf = new Map<Row, Row>()
  const baseCopies =
    keyBreak === 'dup-base' || keyBreak === 'dup-both'
      ? 1
      : keyMode === 'none' && rng.chance(0.3)
        ? rng.int(1, 3)
        : 0
  if (baseCopies > 0 && baseRows.length === 0) return undefined
  for (let i = 0; i < baseCopies; i++) {
    const originals = baseRows.filter(r => !copiesOf.has(r) && ![...copiesOf.values()].includes(r))
    if (originals.length === 0) return undefined
    const original = rng.pick(originals)
    const copy: Row = { ...original, cells: new Map(original.cells), edited: new Set() }
    copiesOf.set(original, copy)
    baseRows.splice(rng.int(0, baseRows.length), 0, copy)
  }
  if (baseCopies > 0) {
    story.push(`${baseCopies} base rows repeated`)
    features.add('base rows repeated')
  }

  // A row whose key is empty in the base (and in the head when it stays so).
  let blankInBase: Row | undefined
  let blankUid = 0
  if (keyBreak === 'empty-base' || keyBreak === 'empty-both') {
    const candidates = baseRows.filter(r => !copiesOf.has(r))
    if (candidates.length === 0) return undefined
    blankInBase = rng.pick(candidates)
    blankUid = blankInBase.uid as number
    blankInBase.uid = undefined
    blankInBase.cells.set(unique.id, undefined)
    story.push(`the key of row ${blankUid} left empty in the base`)
  }

  // Columns: what becomes of each in the head.
  let sparseLeaves = false
  const replacements = new Map<Column, Column>()
  for (const c of columns) {
    if (c.role !== 'plain') continue
    const r = rng.next()
    let fate: Fate = r < 0.13 ? 'removed' : r < 0.28 ? 'renamed' : r < 0.36 ? 'replaced' : 'kept'
    // A sparse column may be removed, not renamed or replaced: the rule weighs a rename on the
    // values a column has, and the bounds below count rows (rows with none are tested apart).
    if (c.sparse && (fate === 'renamed' || fate === 'replaced')) fate = 'kept'
    if (fate !== 'kept' && c.sparse) {
      if (sparseLeaves) fate = 'kept'
      sparseLeaves = true
    }
    c.fate = fate
    if (fate === 'renamed') c.headName = rng.chance(0.35) ? capitalized(c.baseName) : takeName()
    if (fate === 'replaced') {
      const by = column('new', rng.pick(KINDS), false, takeName())
      by.fate = 'added'
      replacements.set(c, by)
    }
  }
  const uniqueMayMove = keyBreak === 'none' || keyBreak.startsWith('dup')
  if ((keyMode === 'auto' || keyMode === 'none') && uniqueMayMove && rng.chance(0.12)) {
    unique.fate = 'renamed'
    unique.headName =
      keyMode === 'auto'
        ? rng.pick(['id', 'ID', 'Id', 'iD'].filter(n => n !== unique.baseName))
        : capitalized(unique.baseName)
  }
  const added: Column[] = []
  if (rng.chance(0.3))
    for (let i = rng.int(1, 2); i > 0; i--) {
      const c = column('new', rng.pick(KINDS), false, takeName())
      c.fate = 'added'
      added.push(c)
    }

  // `compare-key`, and a key naming a column that one version lacks.
  let key: string[] | undefined
  if (keyMode === 'given') key = [unique.baseName]
  if (keyMode === 'composite' && keyPart) key = rng.shuffled([unique.baseName, keyPart.baseName])
  if (keyBreak === 'missing' && key) {
    const removed = columns.find(c => c.fate === 'removed' || c.fate === 'replaced')
    const ways = ['absent', 'rename-key']
    if (removed) ways.push('removed')
    if (added.length > 0) ways.push('added')
    const way = rng.pick(ways)
    if (way === 'absent') key = [...key, 'nope']
    else if (way === 'removed' && removed) key = [removed.baseName]
    else if (way === 'added') key = [added[0].baseName]
    else {
      unique.fate = 'renamed'
      unique.headName = capitalized(unique.baseName)
    }
    story.push(`key ${JSON.stringify(key)} (${way})`)
  }

  let headColumns: Column[] = []
  for (const c of baseColumns) {
    if (c.fate === 'kept' || c.fate === 'renamed') headColumns.push(c)
    const by = replacements.get(c)
    if (by) headColumns.push(by)
  }
  for (const c of added) headColumns.splice(rng.int(0, headColumns.length), 0, c)
  if (rng.chance(0.25)) {
    headColumns = rng.shuffled(headColumns)
    story.push('columns reordered')
    features.add('columns reordered')
  }

  // Rows: removed, kept, added.
  const removeRate = rng.pick([0, 0, 0.05, 0.2, 0.5, 1])
  const keptFromBase = new Set(baseRows.filter(() => !rng.chance(removeRate)))
  for (const [original, copy] of copiesOf) {
    if (keyBreak === 'dup-base' && keptFromBase.has(original) && keptFromBase.has(copy))
      keptFromBase.delete(copy)
    if (keyBreak === 'dup-base' && !keptFromBase.has(original) && !keptFromBase.has(copy))
      keptFromBase.add(original)
    if (keyBreak === 'dup-both') keptFromBase.add(original).add(copy)
  }
  const headRows: Row[] = baseRows
    .filter(r => keptFromBase.has(r))
    .map(r => ({ ...r, cells: new Map(r.cells), edited: new Set<number>(), from: r }))
  const keptCount = headRows.length
  if (blankInBase && keyBreak === 'empty-base') {
    const row = headRows.find(r => r.from === blankInBase)
    if (row) {
      row.uid = blankUid
      row.cells.set(unique.id, uidCell(blankUid))
      row.edited.add(unique.id)
      row.content = newContent()
    }
  }
  const addCount = rng.pick([0, 0, 1, 3, rng.int(1, 40)])
  for (let i = 0; i < addCount; i++) {
    const uid = nextUid
    nextUid += rng.int(1, 3)
    const cells = new Map<number, Cell>()
    for (const c of headColumns)
      cells.set(c.id, c === unique ? uidCell(uid) : replacements.has(c) ? undefined : drawn(rng, c))
    const at = rng.chance(0.5) ? headRows.length : rng.int(0, headRows.length)
    headRows.splice(at, 0, { uid, content: newContent(), cells, edited: new Set() })
  }
  const headCopies =
    keyBreak === 'dup-head' ? 1 : keyMode === 'none' && rng.chance(0.3) ? rng.int(1, 3) : 0
  if (headCopies > 0 && headRows.length === 0) return undefined
  const rowsBase = baseRows.length
  const rowsHead = headRows.length + headCopies
  story.push(
    `head: ${rowsBase - keptCount} rows removed, ${addCount} added, ${headCopies} repeated`
  )

  // A rename holds when more than half of each version's rows keep their value there.
  const mustKeep = Math.floor(Math.max(rowsBase, rowsHead) / 2) + 1
  const editBudget = new Map<number, number>()
  for (const c of columns) {
    if (c.fate !== 'renamed') continue
    if (keptCount < mustKeep) {
      story.push(`rename of ${c.baseName} dropped: too few rows stay`)
      c.fate = 'kept'
      c.headName = c.baseName
    } else {
      editBudget.set(c.id, keptCount - mustKeep)
      story.push(`${c.baseName} renamed ${c.headName}`)
      features.add(c === unique ? 'key column renamed' : 'column renamed')
      if (c.headName.toLowerCase() === c.baseName.toLowerCase()) features.add('case change')
    }
  }

  // Edits: fresh values in compared columns (never in a key column).
  const editable = headColumns.filter(
    c => c.role === 'plain' && (c.fate === 'kept' || c.fate === 'renamed')
  )
  const editRate = rng.pick([0, 0.02, 0.1, 0.3])
  let editedRows = 0
  for (const row of headRows) {
    if (!row.from || editable.length === 0 || !rng.chance(editRate)) continue
    for (const c of rng.some(editable, rng.int(1, 2))) {
      const budget = editBudget.get(c.id)
      if (budget === 0) continue
      if (budget !== undefined) editBudget.set(c.id, budget - 1)
      const old = row.cells.get(c.id)
      let value: Cell
      if (c.sparse && old !== undefined && rng.chance(0.2)) value = undefined
      else if (c.sparse && old !== null && rng.chance(0.2)) value = null
      else
        value =
          c.kind === 'count' || c.kind === 'amount'
            ? c.id * 1e6 + 500000 + ++fresh
            : `new${c.id}-${++fresh}`
      row.cells.set(c.id, value)
      row.edited.add(c.id)
    }
    if (row.edited.size > 0) {
      row.content = newContent()
      editedRows++
    }
  }
  if (editedRows > 0) {
    story.push(`${editedRows} rows edited`)
    features.add('rows edited')
  }

  // A replacement copies at most half the values of the column it replaces (counting repeats).
  for (const [replaced, by] of replacements) {
    const bound = Math.floor(Math.max(rowsBase, rowsHead) / 2) - headCopies
    const candidates = headRows.filter(r => {
      const v = r.from?.cells.get(replaced.id)
      return v !== undefined && v !== null
    })
    const most = Math.max(0, Math.min(bound, candidates.length))
    const copied = new Set(rng.some(candidates, rng.chance(0.5) ? most : rng.int(0, most)))
    for (const row of headRows)
      row.cells.set(
        by.id,
        copied.has(row) ? (row.from as Row).cells.get(replaced.id) : drawn(rng, by)
      )
    story.push(`${replaced.baseName} replaced by ${by.headName} (${copied.size} values copied)`)
    features.add('column replaced')
  }
  for (const c of columns)
    if (c.fate === 'removed') {
      story.push(`${c.baseName} removed`)
      features.add('column removed')
    }
  if (added.length > 0) {
    story.push(`${added.map(c => c.headName).join(', ')} added`)
    features.add('column added')
  }

  if (keyBreak === 'empty-head') {
    if (headRows.length === 0) return undefined
    const row = rng.pick(headRows)
    story.push(`the key of head row ${row.uid} left empty`)
    row.uid = undefined
    row.cells.set(unique.id, undefined)
    row.edited.add(unique.id)
    row.content = newContent()
  }
  for (let i = 0; i < headCopies; i++) {
    const original = rng.pick(headRows)
    const copy: Row = {
      ...original,
      cells: new Map(original.cells),
      edited: new Set(original.edited)
    }
    headRows.splice(rng.int(0, headRows.length), 0, copy)
  }
  if (headCopies > 0) features.add('head rows repeated')
  if (rng.chance(0.3)) {
    const order = rng.shuffled(headRows)
    headRows.splice(0, headRows.length, ...order)
    story.push('rows reordered')
    features.add('rows reordered')
  }
  if (rowsBase > keptCount) features.add('rows removed')
  if (addCount > 0) features.add('rows added')

  // Both formats must see the same columns: each column holds a value in each version with rows,
  // and no CSV line is empty (a reader skips it).
  const base: Version = { columns: baseColumns, rows: baseRows }
  const head: Version = { columns: headColumns, rows: headRows }
  for (const version of [base, head]) {
    if (version.rows.length === 0) continue
    for (const c of version.columns)
      if (version.rows.every(r => r.cells.get(c.id) === undefined)) return undefined
    if (
      version.columns.length === 1 &&
      version.rows.some(r => r.cells.get(version.columns[0].id) === undefined)
    )
      return undefined
  }
  return { seed, base, head, unique, keyPart, key, story, features }
}

function generate(seed: number): Case {
  const rng = new Seeded(seed)
  for (let tries = 0; tries < 100; tries++) {
    const made = attempt(rng, seed)
    if (made) return made
  }
  throw new Error(`seed ${seed}: no case in 100 draws`)
}

// Writing the versions.

const nameIn = (version: 'base' | 'head', c: Column) =>
  version === 'base' ? c.baseName : c.headName

function csvText(cell: Cell): string {
  if (cell === undefined) return ''
  if (cell === null) return 'NULL'
  if (typeof cell === 'string') return cell
  if (typeof cell === 'number') return String(cell)
  return JSON.stringify(Object.fromEntries(Object.entries(cell).sort()))
}

/** RFC 4180, quoted where needed or everywhere, either line end, a last line end or not. */
function writeCsv(rng: Seeded, version: Version, which: 'base' | 'head'): string {
  const quoteAll = rng.chance(0.15)
  const eol = rng.chance(0.3) ? '\r\n' : '\n'
  const field = (text: string) =>
    quoteAll || /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
  const lines = [
    version.columns.map(c => field(nameIn(which, c))).join(','),
    ...version.rows.map(r => version.columns.map(c => field(csvText(r.cells.get(c.id)))).join(','))
  ]
  return lines.join(eol) + (rng.chance(0.9) ? eol : '')
}

/** A number as JSON may spell it: 72, 72.0, 72e0, -0 for 0, 12.50 for 12.5. */
function jsonNumber(rng: Seeded, n: number): string {
  const plain = JSON.stringify(n)
  if (!rng.chance(0.25)) return plain
  if (n === 0) return rng.pick(['-0', '0.0', '0e0', '-0.0'])
  if (Number.isInteger(n)) return rng.pick([`${plain}.0`, `${plain}.00`, `${plain}e0`])
  return `${plain}0`
}

function jsonValue(rng: Seeded, cell: Exclude<Cell, undefined>): string {
  if (cell === null) return 'null'
  if (typeof cell === 'string') return JSON.stringify(cell)
  if (typeof cell === 'number') return jsonNumber(rng, cell)
  const entries = rng.shuffled(Object.entries(cell))
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}: ${jsonNumber(rng, v)}`).join(', ')}}`
}

/**
 * An array of records, a missing cell a key the record lacks, keys sometimes in another order.
 * Also returns the columns in order of first appearance, as the rule reads them.
 */
function writeJson(
  rng: Seeded,
  version: Version,
  which: 'base' | 'head'
): { text: string; order: Column[] } {
  const order: Column[] = []
  const records = version.rows.map(r => {
    let present = version.columns.filter(c => r.cells.get(c.id) !== undefined)
    if (rng.chance(0.1)) present = rng.shuffled(present)
    for (const c of present) if (!order.includes(c)) order.push(c)
    const fields = present.map(
      c =>
        `${JSON.stringify(nameIn(which, c))}: ${jsonValue(rng, r.cells.get(c.id) as Exclude<Cell, undefined>)}`
    )
    return `{${fields.join(', ')}}`
  })
  const text =
    records.length > 0 ? `[\n  ${records.join(',\n  ')}\n]\n` : rng.pick(['[]', '[]\n', '[ ]'])
  return { text, order }
}

// The effect the generator made, as the comparison must report it.

type Expected = Record<string, unknown>

function expectedCount(
  made: Case,
  format: 'csv' | 'json',
  baseOrder: readonly Column[],
  headOrder: readonly Column[]
): Expected {
  const { base, head } = made
  const baseNames = baseOrder.map(c => c.baseName)
  const headNames = headOrder.map(c => c.headName)
  const inBase = new Set(baseOrder.map(c => c.id))
  const inHead = new Set(headOrder.map(c => c.id))
  const unit = format === 'csv' ? 'rows' : 'records'
  const before = base.rows.length
  const after = head.rows.length

  // The key: given, or an `id` both versions have by the same name; and whether it serves.
  let key = made.key
  if (!key) {
    const id = headOrder.find(
      c => c.headName.toLowerCase() === 'id' && baseNames.includes(c.headName)
    )
    if (id) key = [id.headName]
  }
  let keyUnused: Expected | undefined
  if (key) {
    const parts = key
    const keyColumns = (names: string[], order: readonly Column[]) =>
      parts.map(n => order.find((_, i) => names[i] === n))
    const fails = {
      missing: (names: string[]) => parts.some(n => !names.includes(n)),
      empty: (version: Version, order: readonly Column[], names: string[]) =>
        version.rows.some(r =>
          keyColumns(names, order).some(c => c && r.cells.get(c.id) === undefined)
        ),
      notUnique: (version: Version) => {
        const seen = new Set<number>()
        return version.rows.some(r => {
          if (r.uid === undefined) return false
          if (seen.has(r.uid)) return true
          seen.add(r.uid)
          return false
        })
      }
    }
    const verdicts: [string, boolean, boolean][] = [
      ['missing', fails.missing(baseNames), fails.missing(headNames)],
      ['empty', fails.empty(base, baseOrder, baseNames), fails.empty(head, headOrder, headNames)],
      ['not-unique', fails.notUnique(base), fails.notUnique(head)]
    ]
    const failed = verdicts.find(([, b, h]) => b || h)
    if (failed) {
      const [why, b, h] = failed
      if (why === 'not-unique') {
        const ours = new Set([made.unique.baseName, made.keyPart?.baseName])
        if (!parts.every(n => ours.has(n))) throw new Error('uniqueness unknown for this key')
      }
      keyUnused = { key: parts, why, version: b && h ? 'both' : b ? 'base' : 'head' }
    }
  }
  const keyed = key !== undefined && keyUnused === undefined
  const keyFields = keyUnused ? { keyUnused } : {}

  if (baseOrder.length === 0 && before === 0)
    return {
      unit,
      before,
      after,
      added: after,
      removed: 0,
      baseEmpty: true,
      columnsAdded: [...headNames].sort(),
      columnsRemoved: [],
      columnsRenamed: []
    }

  const compared = baseOrder.filter(c => inHead.has(c.id))
  const columnsRenamed: ColumnRename[] = compared
    .filter(c => c.baseName !== c.headName)
    .map(c => ({ from: c.baseName, to: c.headName }))
  const columnsRemoved = baseOrder.filter(c => !inHead.has(c.id)).map(c => c.baseName)
  const columnsAdded = headOrder.filter(c => !inBase.has(c.id)).map(c => c.headName)
  const headerChanged = !isDeepStrictEqual(baseNames, headNames)
  const columnFields = {
    columnsAdded: columnsAdded.sort(),
    columnsRemoved: columnsRemoved.sort(),
    columnsRenamed,
    ...(headerChanged ? { comparedOn: compared.length } : {})
  }

  if (keyed) {
    const baseUids = new Set(base.rows.map(r => r.uid))
    const headUids = new Set(head.rows.map(r => r.uid))
    const matched = head.rows.filter(r => r.from)
    const changedColumns = headOrder
      .filter(c => inBase.has(c.id))
      .map(c => ({ column: c.headName, rows: matched.filter(r => r.edited.has(c.id)).length }))
      .filter(c => c.rows > 0)
      .sort((a, b) => b.rows - a.rows)
    return {
      unit,
      before,
      after,
      added: head.rows.filter(r => !baseUids.has(r.uid)).length,
      removed: base.rows.filter(r => !headUids.has(r.uid)).length,
      changed: matched.filter(r => compared.some(c => r.edited.has(c.id))).length,
      changedColumns,
      key,
      ...columnFields
    }
  }

  // Whole rows, as multisets: a row's content number stands for its values.
  const balance = new Map<number, number>()
  for (const r of base.rows) balance.set(r.content, (balance.get(r.content) ?? 0) + 1)
  for (const r of head.rows) balance.set(r.content, (balance.get(r.content) ?? 0) - 1)
  let added = 0
  let removed = 0
  for (const n of balance.values()) {
    if (n > 0) removed += n
    else added -= n
  }
  // With no column to compare on, no row matches another: no key is looked for.
  const keyNamed = compared.length > 0 ? keyFields : {}
  return { unit, before, after, added, removed, ...keyNamed, ...columnFields }
}

// The runs.

const workspace = makeWorkspace()
afterAll(() => workspace.remove())

async function compareTexts(
  format: 'csv' | 'json',
  base: string,
  head: string,
  key?: string[]
): Promise<Counted> {
  const result = await compareFiles(
    workspace.write(`base.${format}`, base),
    workspace.write(`head.${format}`, head),
    key ? { type: format, key } : { type: format }
  )
  if (result.kind !== 'counted') throw new Error(`expected counts, got ${result.kind}`)
  return result.counted
}

const only = process.env.PROPERTY_SEED
const caseCount = Number(process.env.PROPERTY_CASES ?? 300)
const seeds = only ? [Number(only)] : Array.from({ length: caseCount }, (_, i) => i + 1)

interface Failure {
  readonly seed: number
  readonly story: string[]
  readonly expected: unknown
  readonly got: unknown
  readonly size: number
  readonly files: { base: string; head: string }
}

describe('generated tables: the counts and names equal the effect the mutations had', () => {
  it('the generator makes every mutation the issue lists, alone and together', () => {
    const seen = new Map<string, number>()
    for (const seed of seeds) {
      const made = generate(seed)
      const features = [...made.features]
      for (const f of features) seen.set(f, (seen.get(f) ?? 0) + 1)
      if (features.length >= 3)
        seen.set('three mutations at once', (seen.get('three mutations at once') ?? 0) + 1)
    }
    if (only) return
    const rare = [
      'rows added',
      'rows removed',
      'rows edited',
      'rows reordered',
      'base rows repeated',
      'head rows repeated',
      'column added',
      'column removed',
      'column renamed',
      'key column renamed',
      'case change',
      'column replaced',
      'columns reordered',
      'three mutations at once'
    ].filter(feature => (seen.get(feature) ?? 0) < 3)
    expect(rare).toEqual([])
  })

  for (const format of ['csv', 'json'] as const)
    it(`as ${format === 'csv' ? 'CSV' : 'JSON records'}, over ${seeds.length} seeded cases`, async () => {
      const failures: Failure[] = []
      const outcomes = new Map<string, number>()
      for (const seed of seeds) {
        const made = generate(seed)
        const rng = new Seeded(seed * 7919 + (format === 'csv' ? 1 : 2))
        let files: { base: string; head: string }
        let expected: Expected
        if (format === 'csv') {
          files = { base: writeCsv(rng, made.base, 'base'), head: writeCsv(rng, made.head, 'head') }
          expected = expectedCount(made, format, made.base.columns, made.head.columns)
        } else {
          const base = writeJson(rng, made.base, 'base')
          const head = writeJson(rng, made.head, 'head')
          files = { base: base.text, head: head.text }
          expected = expectedCount(made, format, base.order, head.order)
        }
        const outcome = expected.baseEmpty
          ? 'base empty'
          : expected.keyUnused
            ? `key unused (${(expected.keyUnused as { why: string }).why})`
            : expected.key
              ? 'keyed'
              : 'whole'
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1)
        let got: unknown
        try {
          got = comparable(await compareTexts(format, files.base, files.head, made.key))
        } catch (error) {
          got = `threw: ${(error as Error).message}`
        }
        if (!isDeepStrictEqual(got, expected))
          failures.push({
            seed,
            story: made.story,
            expected,
            got,
            size: made.base.rows.length + made.head.rows.length,
            files
          })
      }
      // The generated cases take every way of comparing, not only the easy ones.
      if (only === undefined)
        for (const way of ['keyed', 'whole', 'key unused (not-unique)', 'key unused (empty)'])
          expect(`${way}: ${outcomes.get(way) ?? 0}`).not.toBe(`${way}: 0`)
      failures.sort((a, b) => a.size - b.size)
      if (failures.length > 0)
        console.log(
          `smallest failing case (PROPERTY_SEED=${failures[0].seed}):\n--- base\n${failures[0].files.base}\n--- head\n${failures[0].files.head}`
        )
      expect(
        failures
          .slice(0, 3)
          .map(({ seed, story, expected, got }) => ({ seed, story, expected, got }))
      ).toEqual([])
    })
})

// The cases the issue names, one by one, as a reader checks them.

/** Six cities keyed by `id`; `county` and `elevation` share no value with `city`. */
const CITIES = [
  ['1', 'Lyon', 'Rhône', '516000'],
  ['2', 'Nantes', 'Loire-Atlantique', '320000'],
  ['3', 'Lille', 'Nord', '236000'],
  ['4', 'Rennes', 'Ille-et-Vilaine', '222000'],
  ['5', 'Dijon', "Côte-d'Or", '159000'],
  ['6', 'Brest', 'Finistère', '139000']
]
const ELEVATION = ['173', '8', '20', '30', '245', '52']
const [ID, CITY, COUNTY, POP] = [0, 1, 2, 3]

/** A table as CSV or as a JSON array of records (every value a string). */
function written(format: 'csv' | 'json', names: string[], rows: string[][]): string {
  if (format === 'csv') return delimited([names, ...rows])
  return JSON.stringify(rows.map(row => Object.fromEntries(names.map((n, i) => [n, row[i]]))))
}

async function compared(
  format: 'csv' | 'json',
  base: [string[], string[][]],
  head: [string[], string[][]],
  key?: string[]
): Promise<Expected> {
  return comparable(
    await compareTexts(format, written(format, ...base), written(format, ...head), key)
  )
}

const cities: [string[], string[][]] = [['id', 'city', 'county', 'pop'], CITIES]
/** The head: the named columns, each with the values `pick` takes from a base row. */
const citiesAs = (
  names: string[],
  pick: ((row: string[], i: number) => string)[]
): [string[], string[][]] => [names, CITIES.map((row, i) => pick.map(p => p(row, i)))]
const col = (i: number) => (row: string[]) => row[i]
const elevation = (_: string[], i: number) => ELEVATION[i]
const unchangedCount = (format: 'csv' | 'json') => ({
  unit: format === 'csv' ? 'rows' : 'records',
  before: 6,
  after: 6,
  added: 0,
  removed: 0,
  changed: 0,
  changedColumns: [],
  key: ['id']
})

describe.each(['csv', 'json'] as const)(
  'renames in %s: each combination the issue lists',
  format => {
    it('a rename with a column added', async () => {
      const head = citiesAs(
        ['id', 'place', 'county', 'pop', 'elevation'],
        [col(ID), col(CITY), col(COUNTY), col(POP), elevation]
      )
      expect(await compared(format, cities, head)).toEqual({
        ...unchangedCount(format),
        columnsAdded: ['elevation'],
        columnsRemoved: [],
        columnsRenamed: [{ from: 'city', to: 'place' }],
        comparedOn: 4
      })
    })
    it('a rename with a column removed', async () => {
      const head = citiesAs(['id', 'place', 'pop'], [col(ID), col(CITY), col(POP)])
      expect(await compared(format, cities, head)).toEqual({
        ...unchangedCount(format),
        columnsAdded: [],
        columnsRemoved: ['county'],
        columnsRenamed: [{ from: 'city', to: 'place' }],
        comparedOn: 3
      })
    })
    it('a rename while the next column is replaced at its position (city → place, county → elevation)', async () => {
      const head = citiesAs(
        ['id', 'place', 'elevation', 'pop'],
        [col(ID), col(CITY), elevation, col(POP)]
      )
      expect(await compared(format, cities, head)).toEqual({
        ...unchangedCount(format),
        columnsAdded: ['elevation'],
        columnsRemoved: ['county'],
        columnsRenamed: [{ from: 'city', to: 'place' }],
        comparedOn: 3
      })
    })
    it('a rename with the columns reordered', async () => {
      const head = citiesAs(
        ['pop', 'place', 'id', 'county'],
        [col(POP), col(CITY), col(ID), col(COUNTY)]
      )
      expect(await compared(format, cities, head)).toEqual({
        ...unchangedCount(format),
        columnsAdded: [],
        columnsRemoved: [],
        columnsRenamed: [{ from: 'city', to: 'place' }],
        comparedOn: 4
      })
    })
    it('two renames, listed in base order', async () => {
      const head = citiesAs(
        ['id', 'district', 'place', 'pop'],
        [col(ID), col(COUNTY), col(CITY), col(POP)]
      )
      expect(await compared(format, cities, head)).toEqual({
        ...unchangedCount(format),
        columnsAdded: [],
        columnsRemoved: [],
        columnsRenamed: [
          { from: 'city', to: 'place' },
          { from: 'county', to: 'district' }
        ],
        comparedOn: 4
      })
    })
    it('a swap of two names is no rename: both columns changed in every row', async () => {
      const head = citiesAs(
        ['id', 'county', 'city', 'pop'],
        [col(ID), col(CITY), col(COUNTY), col(POP)]
      )
      expect(await compared(format, cities, head)).toEqual({
        ...unchangedCount(format),
        changed: 6,
        changedColumns: [
          { column: 'county', rows: 6 },
          { column: 'city', rows: 6 }
        ],
        columnsAdded: [],
        columnsRemoved: [],
        columnsRenamed: [],
        comparedOn: 4
      })
    })
    it('a case change (City → city) is a rename when the values stayed', async () => {
      const base: [string[], string[][]] = [['id', 'City', 'county', 'pop'], CITIES]
      expect(await compared(format, base, cities)).toEqual({
        ...unchangedCount(format),
        columnsAdded: [],
        columnsRemoved: [],
        columnsRenamed: [{ from: 'City', to: 'city' }],
        comparedOn: 4
      })
    })
    it('a renamed column whose values then changed is named by its new name', async () => {
      const head = citiesAs(
        ['id', 'place', 'county', 'pop'],
        [col(ID), (row, i) => (i === 0 ? 'Lyon 2e' : row[CITY]), col(COUNTY), col(POP)]
      )
      expect(await compared(format, cities, head)).toEqual({
        ...unchangedCount(format),
        changed: 1,
        changedColumns: [{ column: 'place', rows: 1 }],
        columnsAdded: [],
        columnsRemoved: [],
        columnsRenamed: [{ from: 'city', to: 'place' }],
        comparedOn: 4
      })
    })
    it('a rename needs more than half of the values: 3 of 6 is a removal and an addition, 4 of 6 a rename', async () => {
      const keeping = (n: number) =>
        citiesAs(
          ['id', 'place', 'county', 'pop'],
          [col(ID), (row, i) => (i < n ? row[CITY] : `new ${i}`), col(COUNTY), col(POP)]
        )
      expect(await compared(format, cities, keeping(3))).toEqual({
        ...unchangedCount(format),
        columnsAdded: ['place'],
        columnsRemoved: ['city'],
        columnsRenamed: [],
        comparedOn: 3
      })
      expect(await compared(format, cities, keeping(4))).toEqual({
        ...unchangedCount(format),
        changed: 2,
        changedColumns: [{ column: 'place', rows: 2 }],
        columnsAdded: [],
        columnsRemoved: [],
        columnsRenamed: [{ from: 'city', to: 'place' }],
        comparedOn: 4
      })
    })
    it('two columns alike for one new name: the first in the base takes it', async () => {
      const base = citiesAs(['id', 'a', 'b'], [col(ID), col(CITY), col(CITY)])
      const head = citiesAs(['id', 'c'], [col(ID), col(CITY)])
      expect(await compared(format, base, head)).toEqual({
        ...unchangedCount(format),
        columnsAdded: [],
        columnsRemoved: ['b'],
        columnsRenamed: [{ from: 'a', to: 'c' }],
        comparedOn: 2
      })
    })
    it('no column in common: every row added and every row removed', async () => {
      const base: [string[], string[][]] = [
        ['a', 'b'],
        [
          ['1', '2'],
          ['3', '4'],
          ['5', '6']
        ]
      ]
      const head: [string[], string[][]] = [
        ['c', 'd'],
        [
          ['7', '8'],
          ['9', '10']
        ]
      ]
      expect(await compared(format, base, head)).toEqual({
        unit: format === 'csv' ? 'rows' : 'records',
        before: 3,
        after: 2,
        added: 2,
        removed: 3,
        columnsAdded: ['c', 'd'],
        columnsRemoved: ['a', 'b'],
        columnsRenamed: [],
        comparedOn: 0
      })
    })
  }
)

describe('an empty base and repeated header names', () => {
  it.each<['csv' | 'json', string, string]>([
    ['csv', '', 'rows'],
    ['json', '[]', 'records']
  ])('an empty base (%s) is said as such', async (format, empty, unit) => {
    const counted = await compareTexts(format, empty, written(format, ...cities))
    expect(counted.comparedOn).toBeUndefined()
    expect(comparable(counted)).toEqual({
      unit,
      before: 0,
      after: 6,
      added: 6,
      removed: 0,
      baseEmpty: true,
      columnsAdded: ['city', 'county', 'id', 'pop'],
      columnsRemoved: [],
      columnsRenamed: []
    })
  })
  it('a CSV header naming x twice: the 2nd x of the base is the 2nd x of the head', async () => {
    const base = 'id,x,x\n1,a,b\n2,c,d\n3,e,f\n'
    const keyed = { unit: 'rows', before: 3, after: 3, added: 0, removed: 0, key: ['id'] }
    const names = { columnsAdded: [], columnsRemoved: [], columnsRenamed: [] }
    expect(comparable(await compareTexts('csv', base, 'id,x,x\n1,a,B\n2,C,D\n3,E,f\n'))).toEqual({
      ...keyed,
      changed: 3,
      changedColumns: [
        { column: 'x', rows: 2 },
        { column: 'x', rows: 2 }
      ],
      ...names
    })
    expect(comparable(await compareTexts('csv', base, 'id,x,x\n1,a,b\n2,c,D\n3,e,f\n'))).toEqual({
      ...keyed,
      changed: 1,
      changedColumns: [{ column: 'x', rows: 1 }],
      ...names
    })
    expect(comparable(await compareTexts('csv', base, 'id,x\n1,a\n2,c\n3,E\n'))).toEqual({
      ...keyed,
      changed: 1,
      changedColumns: [{ column: 'x', rows: 1 }],
      ...names,
      columnsRemoved: ['x'],
      comparedOn: 2
    })
  })
})

describe('JSON values compared as parsed', () => {
  const base =
    '[{"id": 1, "v": 72, "z": 0, "o": {"a": 1, "b": [2, 3]}, "s": "1"}, {"id": 2, "v": 5}]'
  const same = { unit: 'records', before: 2, after: 2, added: 0, removed: 0, key: ['id'] }
  const names = { columnsAdded: [], columnsRemoved: [], columnsRenamed: [] }
  it('72.0 is 72, -0 is 0, and the order of an object’s keys is no change', async () => {
    const head =
      '[{"id": 1.0, "v": 72.0, "z": -0, "o": {"b": [2, 3], "a": 1e0}, "s": "1"}, {"v": 5.00, "id": 2}]'
    expect(comparable(await compareTexts('json', base, head))).toEqual({
      ...same,
      changed: 0,
      changedColumns: [],
      ...names
    })
  })
  it('1 is not "1", and missing, null and "" are three different values', async () => {
    const head =
      '[{"id": 1, "v": 72, "z": 0, "o": {"a": 1, "b": [2, 3]}, "s": 1}, {"id": 2, "v": 5, "s": null}]'
    expect(comparable(await compareTexts('json', base, head))).toEqual({
      ...same,
      changed: 2,
      changedColumns: [{ column: 's', rows: 2 }],
      ...names
    })
    const emptied =
      '[{"id": 1, "v": 72, "z": 0, "o": {"a": 1, "b": [2, 3]}, "s": ""}, {"id": 2, "v": 5}]'
    expect(comparable(await compareTexts('json', base, emptied))).toEqual({
      ...same,
      changed: 1,
      changedColumns: [{ column: 's', rows: 1 }],
      ...names
    })
  })
})

describe('a key that cannot serve is said, and rows are compared whole', () => {
  const names = { columnsAdded: [], columnsRemoved: [], columnsRenamed: [] }
  it('a given key repeated in the base', async () => {
    const head = citiesAs(
      ['id', 'city', 'county', 'pop'],
      [col(ID), col(CITY), col(COUNTY), col(POP)]
    )
    const base: [string[], string[][]] = [cities[0], [...CITIES, ['7', 'Lyon', 'Rhône', '1']]]
    expect(await compared('csv', base, head, ['city'])).toEqual({
      unit: 'rows',
      before: 7,
      after: 6,
      added: 0,
      removed: 1,
      keyUnused: { key: ['city'], why: 'not-unique', version: 'base' },
      ...names
    })
  })
  it('an id column empty in a head row: an edited row is one removed and one added', async () => {
    const head = citiesAs(
      ['id', 'city', 'county', 'pop'],
      [(row, i) => (i === 2 ? '' : row[ID]), col(CITY), col(COUNTY), col(POP)]
    )
    expect(await compared('csv', cities, head)).toEqual({
      unit: 'rows',
      before: 6,
      after: 6,
      added: 1,
      removed: 1,
      keyUnused: { key: ['id'], why: 'empty', version: 'head' },
      ...names
    })
  })
  it('a key of two columns, one renamed in the head: missing there', async () => {
    const head = citiesAs(
      ['id', 'town', 'county', 'pop'],
      [col(ID), col(CITY), col(COUNTY), col(POP)]
    )
    expect(await compared('json', cities, head, ['county', 'city'])).toEqual({
      unit: 'records',
      before: 6,
      after: 6,
      added: 0,
      removed: 0,
      keyUnused: { key: ['county', 'city'], why: 'missing', version: 'head' },
      columnsAdded: [],
      columnsRemoved: [],
      columnsRenamed: [{ from: 'city', to: 'town' }],
      comparedOn: 4
    })
  })
  it('a key of two columns, unique together', async () => {
    const head = citiesAs(
      ['id', 'city', 'county', 'pop'],
      [(_, i) => String(i % 2), col(CITY), col(COUNTY), (row, i) => (i === 5 ? '140000' : row[POP])]
    )
    const base = citiesAs(
      ['id', 'city', 'county', 'pop'],
      [(_, i) => String(i % 2), col(CITY), col(COUNTY), col(POP)]
    )
    expect(await compared('csv', base, head, ['county', 'id'])).toEqual({
      ...unchangedCount('csv'),
      changed: 1,
      changedColumns: [{ column: 'pop', rows: 1 }],
      key: ['county', 'id'],
      ...names
    })
  })
})

describe('a key given where a version has no columns is not looked for: no row could match', () => {
  it('an empty base', async () => {
    expect(comparable(await compareTexts('csv', '', written('csv', ...cities), ['id']))).toEqual({
      unit: 'rows',
      before: 0,
      after: 6,
      added: 6,
      removed: 0,
      baseEmpty: true,
      columnsAdded: ['city', 'county', 'id', 'pop'],
      columnsRemoved: [],
      columnsRenamed: []
    })
  })
  it('a head of no records ([])', async () => {
    expect(
      comparable(await compareTexts('json', written('json', ...cities), '[]', ['id']))
    ).toEqual({
      unit: 'records',
      before: 6,
      after: 0,
      added: 0,
      removed: 6,
      columnsAdded: [],
      columnsRemoved: ['city', 'county', 'id', 'pop'],
      columnsRenamed: [],
      comparedOn: 0
    })
  })
})

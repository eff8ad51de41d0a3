/**
 * A second, deliberately simple reading of the comparison rule (issue 24), for differential tests:
 * a file parsed whole (csv-parse/sync, JSON.parse), its rows held as text in plain Maps, the rule
 * followed step by step with no care for time or memory. It never uses the module under test.
 */
import { parse } from 'csv-parse/sync'
import type {
  ColumnChanges,
  ColumnRename,
  Counted,
  KeyUnused
} from '../../src/datasets/find/change.js'

/** A value the record lacks; no CSV text or canonical JSON text can equal it. */
const MISSING = '\u0000missing'

/** A version as rows of comparable texts: CSV cells as they are, JSON values canonical. */
export interface Table {
  readonly unit: 'rows' | 'records'
  /** Names in order (CSV: the header, names may repeat; JSON: order of first appearance). */
  readonly columns: readonly string[]
  readonly rows: readonly (readonly string[])[]
  /** Whether a value leaves a key part empty. */
  readonly empty: (value: string) => boolean
}

export function csvTable(text: string): Table {
  const records = parse(text, { bom: true, skip_empty_lines: true })
  const [header = [], ...rows] = records
  return { unit: 'rows', columns: header, rows, empty: value => value === '' }
}

/** A JSON value as text that is equal exactly when the values are: numbers parsed, keys sorted. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map(k => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`
  return JSON.stringify(value)
}

/** A JSON array of records (objects); anything else is not what this reading covers. */
export function jsonTable(text: string): Table {
  const records = JSON.parse(text) as unknown
  if (!Array.isArray(records) || records.some(r => r === null || typeof r !== 'object'))
    throw new Error('not an array of records')
  const columns: string[] = []
  const seen = new Set<string>()
  for (const record of records)
    for (const k of Object.keys(record as object))
      if (!seen.has(k)) {
        seen.add(k)
        columns.push(k)
      }
  const rows = records.map(record =>
    columns.map(c =>
      Object.hasOwn(record as object, c)
        ? canonical((record as Record<string, unknown>)[c])
        : MISSING
    )
  )
  return {
    unit: 'records',
    columns,
    rows,
    empty: value => value === MISSING || value === 'null' || value === '""'
  }
}

/** Each column's name with its occurrence (the 2nd `x` is `x` twice seen). */
function identities(columns: readonly string[]): string[] {
  const count = new Map<string, number>()
  return columns.map(name => {
    const n = (count.get(name) ?? 0) + 1
    count.set(name, n)
    return `${name}\u0001${n}`
  })
}

function tally(values: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>()
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1)
  return counts
}

/** The comparison of two versions, by the rule, with `key` as `compare-key` gives it. */
export function simpleCompare(base: Table, head: Table, key?: readonly string[]): Counted {
  const nb = base.rows.length
  const nh = head.rows.length
  const baseIds = identities(base.columns)
  const headIds = identities(head.columns)

  // Columns by name, then renames: best pairs first.
  const pairs: [number, number][] = []
  baseIds.forEach((id, b) => {
    const h = headIds.indexOf(id)
    if (h >= 0) pairs.push([b, h])
  })
  const onlyBase = baseIds.flatMap((id, b) => (headIds.includes(id) ? [] : [b]))
  const onlyHead = headIds.flatMap((id, h) => (baseIds.includes(id) ? [] : [h]))
  const candidates: { b: number; h: number; shared: number }[] = []
  for (const b of onlyBase) {
    const before = tally(base.rows.map(r => r[b]))
    for (const h of onlyHead) {
      let shared = 0
      for (const [v, n] of tally(head.rows.map(r => r[h])))
        shared += Math.min(n, before.get(v) ?? 0)
      if (2 * shared > nb && 2 * shared > nh) candidates.push({ b, h, shared })
    }
  }
  candidates.sort((x, y) => y.shared - x.shared || x.b - y.b || x.h - y.h)
  const renamed: [number, number][] = []
  for (const { b, h } of candidates)
    if (!renamed.some(([rb, rh]) => rb === b || rh === h)) renamed.push([b, h])
  renamed.sort((x, y) => x[0] - y[0])
  const compared = [...pairs, ...renamed]
  const columnsRenamed: ColumnRename[] = renamed.map(([b, h]) => ({
    from: base.columns[b],
    to: head.columns[h]
  }))
  const columnsRemoved = base.columns.filter((_, b) => !compared.some(([cb]) => cb === b))
  const columnsAdded = head.columns.filter((_, h) => !compared.some(([, ch]) => ch === h))
  const headerChanged =
    base.columns.length !== head.columns.length ||
    base.columns.some((name, i) => head.columns[i] !== name)

  // The key, and whether it serves.
  let keyNames = key
  let auto = false
  if (!keyNames) {
    const id = head.columns.find(n => n.toLowerCase() === 'id' && base.columns.includes(n))
    if (id !== undefined) {
      keyNames = [id]
      auto = true
    }
  }
  let keyUnused: KeyUnused | undefined
  if (keyNames) {
    const parts = keyNames
    const missing = (t: Table) => parts.some(n => !t.columns.includes(n))
    const keyOf = (t: Table, row: readonly string[]) => parts.map(n => row[t.columns.indexOf(n)])
    const empty = (t: Table) => t.rows.some(r => keyOf(t, r).some(t.empty))
    const notUnique = (t: Table) =>
      new Set(t.rows.map(r => JSON.stringify(keyOf(t, r)))).size < t.rows.length
    const checks: [KeyUnused['why'], (t: Table) => boolean][] = [
      ['missing', missing],
      ['empty', empty],
      ['not-unique', notUnique]
    ]
    for (const [why, fails] of checks) {
      const b = fails(base)
      const h = fails(head)
      if (b || h) {
        keyUnused = { key: parts, why, version: b && h ? 'both' : b ? 'base' : 'head' }
        break
      }
    }
    if (auto && keyUnused?.why === 'missing') throw new Error('an auto key is in both versions')
  }
  const keyFields = keyUnused ? { keyUnused } : {}

  if (base.columns.length === 0 && nb === 0)
    return {
      unit: head.unit,
      before: 0,
      after: nh,
      added: nh,
      removed: 0,
      baseEmpty: true,
      columnsAdded: head.columns,
      columnsRemoved: [],
      columnsRenamed: [],
      ...keyFields
    }
  const columnFields = {
    columnsAdded,
    columnsRemoved,
    columnsRenamed,
    ...(headerChanged ? { comparedOn: compared.length } : {})
  }
  const counts = { unit: head.unit, before: nb, after: nh }

  if (keyNames && !keyUnused) {
    const parts = keyNames
    const keyText = (t: Table, row: readonly string[]) =>
      JSON.stringify(parts.map(n => row[t.columns.indexOf(n)]))
    const baseByKey = new Map(base.rows.map(r => [keyText(base, r), r]))
    const headKeys = new Set(head.rows.map(r => keyText(head, r)))
    const differing = new Map<number, number>()
    let added = 0
    let changed = 0
    for (const row of head.rows) {
      const before = baseByKey.get(keyText(head, row))
      if (!before) {
        added++
        continue
      }
      let differs = false
      for (const [b, h] of compared)
        if (before[b] !== row[h]) {
          differs = true
          differing.set(h, (differing.get(h) ?? 0) + 1)
        }
      if (differs) changed++
    }
    const changedColumns: ColumnChanges[] = [...differing]
      .sort(([ha, a], [hb, b]) => b - a || ha - hb)
      .map(([h, rows]) => ({ column: head.columns[h], rows }))
    return {
      ...counts,
      added,
      removed: base.rows.filter(r => !headKeys.has(keyText(base, r))).length,
      changed,
      changedColumns,
      key: parts,
      ...keyFields,
      ...columnFields
    }
  }

  if (compared.length === 0 && base.columns.length > 0 && head.columns.length > 0)
    return { ...counts, added: nh, removed: nb, ...keyFields, ...columnFields }
  const balance = new Map<string, number>()
  for (const r of base.rows) {
    const text = JSON.stringify(compared.map(([b]) => r[b]))
    balance.set(text, (balance.get(text) ?? 0) + 1)
  }
  for (const r of head.rows) {
    const text = JSON.stringify(compared.map(([, h]) => r[h]))
    balance.set(text, (balance.get(text) ?? 0) - 1)
  }
  let added = 0
  let removed = 0
  for (const n of balance.values()) {
    if (n > 0) removed += n
    else added -= n
  }
  return { ...counts, added, removed, ...keyFields, ...columnFields }
}

/**
 * A comparison's figures and names as the rule defines them, comparable whole: fields left unset
 * dropped, `baseEmpty: false` as unset, added and removed names sorted (the rule orders only
 * renames and per-column counts).
 */
export function comparable(counted: Counted): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    unit: counted.unit,
    before: counted.before,
    after: counted.after,
    added: counted.added,
    removed: counted.removed,
    changed: counted.changed,
    changedColumns: counted.changedColumns,
    key: counted.key,
    keyUnused: counted.keyUnused,
    baseEmpty: counted.baseEmpty || undefined,
    columnsAdded: [...counted.columnsAdded].sort(),
    columnsRemoved: [...counted.columnsRemoved].sort(),
    columnsRenamed: counted.columnsRenamed,
    comparedOn: counted.comparedOn
  }
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined))
}

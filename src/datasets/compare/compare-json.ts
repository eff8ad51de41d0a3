/**
 * Two JSON documents whose top levels are not both arrays (compare-tables.ts compares those):
 * their shapes, a scalar's value, or an object's properties by name, one pass over each. Only one
 * property is parsed at a time, and the base's are kept as digests of their values.
 */
import type { Counted, TopLevelChange } from '../find/change.js'
import type { Bytes } from '../read/version-bytes.js'
import { splitAll, Splitter, type Shape } from '../read/json-members.js'
import { digestOf } from './table-json.js'

/** A value's digest as text: keys in sorted order, numbers by value (table-json.ts). */
function digestText(value: unknown): string {
  const { lo, hi } = digestOf(value)
  return `${lo}.${hi}`
}

interface Reading {
  shape: Shape
  /** A scalar top level's digest. */
  scalar?: string
}

type OnProperty = (key: string, value: string) => void

/** One member: an object's property, by name and the digest of its value; an array's element. */
function take(shape: Shape | undefined, text: string, property: OnProperty): void {
  if (shape !== 'object') {
    JSON.parse(text)
    return
  }
  const [[key, value]] = Object.entries(JSON.parse(`{${text}}`) as Record<string, unknown>)
  property(key, digestText(value))
}

async function read(
  version: 'base' | 'head',
  bytes: Bytes,
  property: OnProperty
): Promise<Reading> {
  const splitter = new Splitter(text => take(splitter.shape, text, property))
  return splitAll(version, bytes, splitter, scalar => {
    const shape = splitter.shape ?? 'scalar'
    return shape === 'scalar' ? { shape, scalar: digestText(JSON.parse(scalar)) } : { shape }
  })
}

/** Names kept of each kind of key change; the rest are only counted. */
const KEY_NAMES_KEPT = 20

/** Names of one kind of key change: the first few kept, all counted. */
class Names {
  readonly kept: string[] = []
  count = 0

  add(name: string): void {
    if (this.kept.length < KEY_NAMES_KEPT) this.kept.push(name)
    this.count++
  }
}

/**
 * A top-level object's properties against the base's, as the head's arrive: only the base's are
 * kept (by name, with their values' digests), and of the head's, a digest of each name.
 */
class KeyChanges {
  readonly added = new Names()
  readonly changed = new Names()
  private readonly seen = new Set<string>()

  constructor(private readonly base: Map<string, string>) {}

  /** A property of the head; a name given twice counts once, as its first value. */
  head(key: string, value: string): void {
    if (this.seen.has(key)) return
    this.seen.add(key)
    const before = this.base.get(key)
    if (before === undefined) this.added.add(key)
    else if (before !== value) this.changed.add(key)
    this.base.delete(key)
  }

  /** The base's properties the head does not have: those left once the head is read. */
  removed(): Names {
    const removed = new Names()
    for (const key of this.base.keys()) removed.add(key)
    return removed
  }
}

export type JsonComparison =
  | { readonly kind: 'counted'; readonly counted: Counted }
  | { readonly kind: 'reshaped'; readonly topLevel: TopLevelChange }

export async function compareJson(base: Bytes, head: Bytes): Promise<JsonComparison> {
  const properties = new Map<string, string>()
  const keys = new KeyChanges(properties)
  const before = await read('base', base, (key, value) => properties.set(key, value))
  const after = await read('head', head, (key, value) => keys.head(key, value))
  return { kind: 'reshaped', topLevel: topLevelChange(before, after, keys) }
}

/** How two top levels differ: the shape, a scalar's value, or an object's keys. */
function topLevelChange(before: Reading, after: Reading, keys: KeyChanges): TopLevelChange {
  const { added, changed } = keys
  const removed = keys.removed()
  return {
    changed:
      before.shape !== after.shape ||
      before.scalar !== after.scalar ||
      added.count + removed.count + changed.count > 0,
    before: before.shape,
    after: after.shape,
    keysAdded: added.kept,
    keysRemoved: removed.kept,
    keysChanged: changed.kept,
    keysAddedCount: added.count,
    keysRemovedCount: removed.count,
    keysChangedCount: changed.count
  }
}

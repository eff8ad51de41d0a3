/**
 * Two versions of a JSON dataset compared, one pass over each. The top level is split into its
 * members as the text arrives (the elements of an array, the properties of an object); only one
 * member is parsed at a time, and each is kept as the digest of its canonical form (keys
 * sorted), so `{"a":1,"b":2}` and `{ "b": 2, "a": 1 }` are the same record.
 */
import type { Counted, TopLevelChange } from './change.js'
import { Digest, Tally, TAG } from './compare-digest.js'
import { VersionError, type Bytes } from './versions.js'
import { StringDecoder } from 'node:string_decoder'

type Shape = 'array' | 'object' | 'scalar'

/** Feeds a parsed JSON value to a digest, its object keys in sorted order. */
function feed(digest: Digest, value: unknown): void {
  if (typeof value === 'string') digest.tagged(TAG.string, value)
  else if (typeof value === 'number') digest.number(value)
  else if (value === null) digest.tagged(TAG.null)
  else if (typeof value === 'boolean') digest.tagged(value ? TAG.true : TAG.false)
  else if (Array.isArray(value)) {
    digest.field('[')
    for (const item of value) feed(digest, item)
    digest.field(']')
  } else {
    digest.field('{')
    const record = value as Record<string, unknown>
    for (const key of Object.keys(record).sort()) {
      digest.field(key)
      feed(digest, record[key])
    }
    digest.field('}')
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

const [SPACE, TAB, LF, CR, BOM] = [0x20, 0x09, 0x0a, 0x0d, 0xfeff]
const [QUOTE, BACKSLASH, COMMA, OPEN_ARRAY, OPEN_OBJECT] = [0x22, 0x5c, 0x2c, 0x5b, 0x7b]
const [CLOSE_ARRAY, CLOSE_OBJECT] = [0x5d, 0x7d]

function isSpace(c: number): boolean {
  return c === SPACE || c === LF || c === CR || c === TAB || c === BOM
}

/**
 * Splits the top level into member texts as pieces arrive. Knows only strings, escapes, commas
 * and brackets: each member is parsed whole afterwards, which checks the rest of its syntax.
 */
class Splitter {
  shape?: Shape
  private depth = 0
  private inString = false
  private escaped = false
  private closed = false
  private members = 0
  /** The member begun in earlier pieces. */
  private member = ''
  private scalar = ''

  constructor(private readonly onMember: (text: string) => void) {}

  write(text: string): void {
    let start = 0
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i)
      if (this.shape === undefined || this.closed) {
        if (isSpace(c)) continue
        if (this.closed) throw new SyntaxError('it goes on after its top level closes')
        this.shape = c === OPEN_ARRAY ? 'array' : c === OPEN_OBJECT ? 'object' : 'scalar'
        start = i + 1
        this.depth = 1
      }
      if (this.shape === 'scalar') {
        this.scalar += text.slice(i)
        return
      }
      if (i >= start && this.endsMember(c)) {
        this.flush(this.member + text.slice(start, i), c === COMMA)
        this.member = ''
        start = i + 1
      }
    }
    if (!this.closed && this.shape !== undefined) this.member += text.slice(start)
  }

  /** Follows strings and nesting; true at a comma or the closing bracket of the top level. */
  private endsMember(c: number): boolean {
    if (this.inString) {
      if (this.escaped) this.escaped = false
      else if (c === BACKSLASH) this.escaped = true
      else if (c === QUOTE) this.inString = false
      return false
    }
    if (c === QUOTE) this.inString = true
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) this.depth++
    else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      this.closed = --this.depth === 0
      return this.closed
    } else if (c === COMMA) return this.depth === 1
    return false
  }

  /** A member, unless it is the nothing inside `[]` or `{}`; an empty one elsewhere is an error. */
  private flush(text: string, comma: boolean): void {
    if (text.trim() === '') {
      if (comma || this.members > 0)
        throw new SyntaxError('a comma has no value before or after it')
      return
    }
    this.members++
    this.onMember(text)
  }

  /** The scalar text, for a top level that is neither array nor object. */
  end(): string {
    if (this.shape === undefined) throw new SyntaxError('it holds no JSON value')
    if (this.shape !== 'scalar' && !this.closed)
      throw new SyntaxError('it ends before its top level closes')
    return this.scalar
  }
}

interface Reading {
  shape: Shape
  count: number
  /** Whether every element of a top-level array is an object. */
  allRecords: boolean
  keys: Set<string>
  /** A scalar top level's digest. */
  scalar?: string
}

/** Where each member goes: an array's element by its digest, an object's property by name. */
interface Members {
  item(digest: Digest): void
  property(key: string, value: string): void
}

/** One member: an object's property by name and the digest of its value, an array's element. */
function take(reading: Reading, shape: Shape | undefined, text: string, to: Members): void {
  const digest = new Digest()
  if (shape === 'object') {
    const [[key, value]] = Object.entries(JSON.parse(`{${text}}`) as Record<string, unknown>)
    feed(digest, value)
    to.property(key, digest.key())
    return
  }
  const value = JSON.parse(text) as unknown
  reading.count++
  if (isRecord(value)) for (const key of Object.keys(value)) reading.keys.add(key)
  else reading.allRecords = false
  feed(digest, value)
  to.item(digest)
}

async function read(version: 'base' | 'head', bytes: Bytes, to: Members): Promise<Reading> {
  const reading: Reading = { shape: 'scalar', count: 0, allRecords: true, keys: new Set() }
  const splitter = new Splitter(text => take(reading, splitter.shape, text, to))
  const decoder = new StringDecoder('utf8')
  try {
    for await (const chunk of bytes)
      splitter.write(typeof chunk === 'string' ? chunk : decoder.write(Buffer.from(chunk)))
    splitter.write(decoder.end())
    const scalar = splitter.end()
    reading.shape = splitter.shape ?? 'scalar'
    if (reading.shape === 'scalar') {
      const digest = new Digest()
      feed(digest, JSON.parse(scalar))
      reading.scalar = digest.key()
    }
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error
    throw new VersionError(version, `it is not valid JSON (${error.message})`)
  }
  return reading
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
    const id = new Digest().field(key).key()
    if (this.seen.has(id)) return
    this.seen.add(id)
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
  const tally = new Tally()
  const properties = new Map<string, string>()
  const keys = new KeyChanges(properties)
  const before = await read('base', base, {
    item: digest => tally.base(digest),
    property: (key, value) => properties.set(key, value)
  })
  const after = await read('head', head, {
    item: digest => tally.head(digest),
    property: (key, value) => keys.head(key, value)
  })
  if (before.shape === 'array' && after.shape === 'array') {
    const records = before.allRecords && after.allRecords
    return {
      kind: 'counted',
      counted: {
        unit: records ? 'records' : 'items',
        before: tally.before,
        after: tally.after,
        ...tally.counts(),
        columnsAdded: [...after.keys].filter(key => !before.keys.has(key)),
        columnsRemoved: [...before.keys].filter(key => !after.keys.has(key)),
        columnsRenamed: []
      }
    }
  }
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

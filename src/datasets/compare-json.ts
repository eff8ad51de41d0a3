/**
 * Two versions of a JSON dataset compared, one pass over each. The top level is split into its
 * members as the text arrives (the elements of an array, the properties of an object); only one
 * member is parsed at a time, and each is kept as the digest of its canonical form (keys
 * sorted), so `{"a":1,"b":2}` and `{ "b": 2, "a": 1 }` are the same record.
 */
import type { Counted, TopLevelChange } from './change.js'
import { Digest, Tally, TAG } from './compare-digest.js'
import { VersionError, type Bytes } from './compare-csv.js'
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

/**
 * Splits the top level into member texts as pieces arrive. Knows only strings, escapes and
 * brackets: each member is parsed whole afterwards, which checks its syntax.
 */
class Splitter {
  shape?: Shape
  private depth = 0
  private inString = false
  private escaped = false
  private member = ''
  private scalar = ''

  constructor(private readonly onMember: (text: string) => void) {}

  write(text: string): void {
    let start = 0
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i)
      if (this.shape === undefined) {
        if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0xfeff) continue
        this.shape = c === 0x5b ? 'array' : c === 0x7b ? 'object' : 'scalar'
        if (this.shape === 'scalar') {
          this.scalar += text.slice(i)
          return
        }
        this.depth = 1
        start = i + 1
        continue
      }
      if (this.shape === 'scalar') {
        this.scalar += text.slice(i)
        return
      }
      if (this.inString) {
        if (this.escaped) this.escaped = false
        else if (c === 0x5c) this.escaped = true
        else if (c === 0x22) this.inString = false
      } else if (c === 0x22) this.inString = true
      else if (c === 0x5b || c === 0x7b) this.depth++
      else if (c === 0x5d || c === 0x7d || (c === 0x2c && this.depth === 1)) {
        if (c !== 0x2c) this.depth--
        if (this.depth <= 1) {
          if (this.depth === 0 || c === 0x2c) {
            this.flush(this.member + text.slice(start, i))
            this.member = ''
            start = i + 1
          }
        }
      }
    }
    if (this.depth > 0 && this.shape !== undefined) this.member += text.slice(start)
  }

  private flush(text: string): void {
    if (text.trim() !== '') this.onMember(text)
  }

  /** The scalar text, for a top level that is neither array nor object. */
  end(): string {
    if (this.shape === undefined) throw new SyntaxError('it holds no JSON value')
    if (this.shape !== 'scalar' && this.depth !== 0)
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
  /** A top-level object's properties, each as a digest; a scalar's digest under ''. */
  members: Map<string, string>
}

async function read(
  version: 'base' | 'head',
  bytes: Bytes,
  onItem: (digest: Digest) => void
): Promise<Reading> {
  const reading: Reading = {
    shape: 'scalar',
    count: 0,
    allRecords: true,
    keys: new Set(),
    members: new Map()
  }
  const splitter = new Splitter(text => {
    if (splitter.shape === 'object') {
      const [[key, value]] = Object.entries(JSON.parse(`{${text}}`) as Record<string, unknown>)
      const digest = new Digest()
      feed(digest, value)
      reading.members.set(key, digest.key())
      return
    }
    const value = JSON.parse(text) as unknown
    reading.count++
    if (isRecord(value)) for (const key of Object.keys(value)) reading.keys.add(key)
    else reading.allRecords = false
    const digest = new Digest()
    feed(digest, value)
    onItem(digest)
  })
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
      reading.members.set('', digest.key())
    }
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error
    throw new VersionError(version, `it is not valid JSON (${error.message})`)
  }
  return reading
}

export type JsonComparison =
  | { readonly kind: 'counted'; readonly counted: Counted }
  | { readonly kind: 'reshaped'; readonly topLevel: TopLevelChange }

export async function compareJson(base: Bytes, head: Bytes): Promise<JsonComparison> {
  const tally = new Tally()
  const before = await read('base', base, digest => tally.base(digest))
  const after = await read('head', head, digest => tally.head(digest))
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
  return { kind: 'reshaped', topLevel: topLevelChange(before, after) }
}

/** How two top levels differ; a scalar's own digest sits under the key ''. */
function topLevelChange(before: Reading, after: Reading): TopLevelChange {
  const differs = (key: string) => before.members.get(key) !== after.members.get(key)
  const keysAdded = [...after.members.keys()].filter(key => !before.members.has(key))
  const keysRemoved = [...before.members.keys()].filter(key => !after.members.has(key))
  const keysChanged = [...after.members.keys()].filter(
    key => before.members.has(key) && differs(key)
  )
  const named = (keys: string[]) => keys.filter(key => key !== '')
  return {
    changed:
      before.shape !== after.shape ||
      keysAdded.length + keysRemoved.length + keysChanged.length > 0,
    before: before.shape,
    after: after.shape,
    keysAdded: named(keysAdded),
    keysRemoved: named(keysRemoved),
    keysChanged: named(keysChanged)
  }
}

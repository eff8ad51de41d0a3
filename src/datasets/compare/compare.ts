/**
 * What the event changed in one dataset: its base version found (the checkout's history, else
 * GitHub), then both versions compared in one pass each. Never throws: whatever goes wrong is
 * a `not-compared` change that says why, and no figure is given that was not counted.
 */
import { createHash } from 'node:crypto'
import { promises as fs } from 'node:fs'
import type { Counted, DatasetChange } from '../find/change.js'
import { compareFiles } from './compare-tables.js'
import { readFromGit, type RenameMemo } from './git-base.js'
import type { Dataset } from '../find/inspect.js'
import { fetchLfsObject, parseLfsPointer } from '../find/lfs.js'
import { canonicalFile, readsAsCommitted } from '../convert/prepare.js'
import { scratchPath } from '../convert/scratch.js'
import { TooManyCells } from './table.js'
import { TooLarge as ConvertedTooLarge } from '../convert/convert.js'
import { DataError, fileChunks } from '../read/text-source.js'
import type { BaseVersion } from './versions.js'
import { VersionError, type Bytes } from '../read/version-bytes.js'

export interface CompareSources {
  readonly workspace: string
  /** The base commit; undefined on a branch's first push, where every dataset is new. */
  readonly base: string | undefined
  /** Reads the file at the base commit from GitHub; absent when no token was given. */
  readonly fromGitHub?: (path: string) => Promise<BaseVersion>
  /** The key rows are matched on (`compare-key`); undefined to take an `id` column. */
  readonly key?: readonly string[]
}

/**
 * The most of either version compared, as the service reads it: both are held as digests, 8
 * bytes a value, so this (and table.ts's MAX_CELLS) bounds the memory a comparison takes.
 */
export const COMPARE_LIMIT = 128 * 1024 * 1024

class TooLarge extends Error {}

export async function changeOf(given: Dataset, sources: CompareSources): Promise<DatasetChange> {
  const base = sources.base ?? ''
  if (given.lfs?.fetched === false)
    return { kind: 'not-compared', reason: { why: 'lfs-not-fetched', base } }
  try {
    const dataset = { ...given, head: await headFile(given) }
    const version = await baseVersion(dataset, sources)
    if (version.kind === 'unreadable') return { kind: 'not-compared', reason: version.reason }
    if (version.kind === 'absent') return await newDataset(dataset, sources.base)
    const ahead = await peeked(version)
    const readable = readsAsItIs(dataset, ahead.first)
      ? { ...ahead, file: await written(ahead.bytes, COMPARE_LIMIT) }
      : await asServiceReads(dataset, ahead, sources)
    return await compareVersions(dataset, readable, base, sources.key)
  } catch (error) {
    if (error instanceof TooLarge || error instanceof ConvertedTooLarge)
      return { kind: 'not-compared', reason: { why: 'too-large', base, limit: COMPARE_LIMIT } }
    if (error instanceof TooManyCells)
      return {
        kind: 'not-compared',
        reason: { why: `too-many-${error.what}`, base, limit: error.limit }
      }
    const message = (error as Error).message
    if (error instanceof VersionError)
      return {
        kind: 'not-compared',
        reason: { why: 'invalid', base, version: error.version, detail: message }
      }
    return { kind: 'not-compared', reason: { why: 'failed', base, message } }
  }
}

/** A run's datasets share one `sources`, so git's renames are asked for once a run. */
const renameMemos = new WeakMap<CompareSources, RenameMemo>()

function renameMemo(sources: CompareSources): RenameMemo {
  let memo = renameMemos.get(sources)
  if (memo === undefined) {
    memo = new Map()
    renameMemos.set(sources, memo)
  }
  return memo
}

async function baseVersion(dataset: Dataset, sources: CompareSources): Promise<BaseVersion> {
  if (sources.base === undefined) return { kind: 'absent' }
  const { workspace, base } = sources
  const local = await readFromGit(workspace, base, dataset.displayPath, renameMemo(sources))
  if (local !== undefined) return local
  if (sources.fromGitHub === undefined)
    return { kind: 'unreadable', reason: { why: 'no-history', base: sources.base } }
  return sources.fromGitHub(dataset.displayPath)
}

/** A dataset with the file that holds its whole content as the service reads it. */
type Compared = Dataset & { readonly head: string }

/**
 * The head's content as the service reads it, whole: the upload itself unless it is a sample
 * or lacks columns, else the content converted again without them.
 */
async function headFile(dataset: Dataset): Promise<string> {
  const conversion = dataset.conversion
  if (conversion === undefined) return dataset.uploadPath
  if (conversion.sampleOneIn === 1 && conversion.columnsDropped.length === 0)
    return dataset.uploadPath
  const content = dataset.contentPath ?? dataset.absolutePath
  const { size } = await fs.stat(content)
  return canonicalFile(content, size, dataset.readAs, COMPARE_LIMIT).catch(rethrowAsHead)
}

function rethrowAsHead(error: unknown): never {
  if (error instanceof DataError) throw new VersionError('head', error.message)
  throw error
}

/**
 * Whether the base version can be compared as git gives it: the head is a plain CSV or JSON
 * file not in LFS, and the base's first bytes say it was one too (not a pointer, and read by the
 * service as it is).
 */
function readsAsItIs(dataset: Dataset, first: Uint8Array): boolean {
  if (dataset.lfs !== undefined || dataset.conversion !== undefined) return false
  const start = Buffer.from(first.buffer, first.byteOffset, first.byteLength)
  if (start.subarray(0, LFS_POINTER_START.length).equals(LFS_POINTER_START)) return false
  return readsAsCommitted(start, dataset.readAs, false)
}

const LFS_POINTER_START = Buffer.from('version https://git-lfs.github.com/spec/')

/** The version with its first chunk read ahead (and handed on first), to look at it. */
async function peeked(version: {
  bytes: Bytes
  renamedFrom?: string
}): Promise<{ bytes: Bytes; renamedFrom?: string; first: Uint8Array }> {
  const iterator = each(version.bytes)
  const head = await iterator.next()
  const asBytes = (value: Uint8Array | string) =>
    typeof value === 'string' ? Buffer.from(value) : value
  const first = head.done ? new Uint8Array(0) : asBytes(head.value)
  async function* bytes(): AsyncGenerator<Uint8Array> {
    if (head.done) return
    yield first
    for (let next = await iterator.next(); !next.done; next = await iterator.next())
      yield asBytes(next.value)
  }
  return { ...version, bytes: bytes(), first }
}

async function* each(bytes: Bytes): AsyncGenerator<Uint8Array | string> {
  yield* bytes
}

/**
 * The most of a committed base version written aside to be converted: a compressed or Parquet
 * file holds more than its size in rows, and the conversion stops at COMPARE_LIMIT in any case.
 */
const RAW_BASE_LIMIT = 256 * 1024 * 1024

/**
 * The base version as the service would read it: written aside, its LFS object fetched when it
 * is a pointer, and converted as the head was.
 */
async function asServiceReads(
  dataset: Compared,
  version: { bytes: Bytes; renamedFrom?: string },
  sources: CompareSources
): Promise<{ file: string; renamedFrom?: string }> {
  const raw = await written(version.bytes, RAW_BASE_LIMIT)
  let content = raw
  let { size } = await fs.stat(raw)
  const pointer = size < 1024 ? parseLfsPointer(await fs.readFile(raw)) : undefined
  // Its object is fetched only if it could be compared: no more than a raw base version.
  if (pointer !== undefined && pointer.size > RAW_BASE_LIMIT) throw new TooLarge()
  if (pointer !== undefined) {
    content = scratchPath('.base-lfs')
    await fetchLfsObject({
      workspace: sources.workspace,
      displayPath: version.renamedFrom ?? dataset.displayPath,
      pointer,
      destination: content,
      timeoutMs: BASE_FETCH_TIME_LIMIT_MS
    })
    size = pointer.size
  }
  const file = await canonicalFile(content, size, dataset.readAs, COMPARE_LIMIT).catch(
    (error: unknown) => {
      if (error instanceof DataError) throw new VersionError('base', error.message)
      throw error
    }
  )
  // Only the file compared is kept, and removed once compared.
  for (const made of new Set([raw, content])) if (made !== file) await fs.rm(made, { force: true })
  return { renamedFrom: version.renamedFrom, file }
}

/** The bytes written to a scratch file; past `limit` bytes, TooLarge. */
async function written(bytes: Bytes, limit: number): Promise<string> {
  const file = scratchPath('.base')
  const handle = await fs.open(file, 'w')
  let size = 0
  try {
    for await (const chunk of bytes) {
      const piece = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
      size += piece.byteLength
      if (size > limit) throw new TooLarge()
      await handle.write(piece)
    }
  } finally {
    await handle.close()
  }
  return file
}

/** An LFS base object's fetch may take this long; `compare` as a whole has a minute. */
const BASE_FETCH_TIME_LIMIT_MS = 60_000

/** A file's sha256, to tell a version identical to the other, byte for byte. */
async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of fileChunks(file)) hash.update(chunk)
  return hash.digest('hex')
}

async function compareVersions(
  dataset: Compared,
  version: { file: string; renamedFrom?: string },
  base: string,
  key: readonly string[] | undefined
): Promise<DatasetChange> {
  const renamed = version.renamedFrom === undefined ? {} : { renamedFrom: version.renamedFrom }
  try {
    const result = await compareFiles(version.file, dataset.head, { type: dataset.type, key })
    const identical = async () => (await sha256(version.file)) === (await sha256(dataset.head))
    if (result.kind === 'counted') return await fromCounts(result.counted, identical, base, renamed)
    if (result.topLevel.changed)
      return { kind: 'reshaped', base, ...renamed, topLevel: result.topLevel }
    return { kind: 'unchanged', base, ...renamed, identical: await identical() }
  } finally {
    await fs.rm(version.file, { force: true })
  }
}

async function fromCounts(
  counted: Counted,
  identical: () => Promise<boolean>,
  base: string,
  renamed: { renamedFrom?: string }
): Promise<DatasetChange> {
  const same =
    counted.added === 0 &&
    counted.removed === 0 &&
    (counted.changed ?? 0) === 0 &&
    counted.columnsAdded.length === 0 &&
    counted.columnsRemoved.length === 0 &&
    counted.columnsRenamed.length === 0
  if (same)
    return {
      kind: 'unchanged',
      base,
      ...renamed,
      identical: await identical(),
      unit: counted.unit,
      rows: counted.after
    }
  return { kind: 'changed', base, ...renamed, ...counted }
}

/** A dataset the base does not have: its rows and columns, read from the head alone. */
async function newDataset(dataset: Compared, base: string | undefined): Promise<DatasetChange> {
  const at = base === undefined ? {} : { base }
  // An empty version stands for the missing base: an array is then counted, an object's keys listed.
  const nothing = scratchPath('.base')
  await fs.writeFile(nothing, dataset.type === 'csv' ? '' : '[]')
  const result = await compareFiles(nothing, dataset.head, { type: dataset.type }).finally(() =>
    fs.rm(nothing, { force: true })
  )
  if (result.kind === 'counted') {
    const { unit, after, columnsAdded } = result.counted
    return { kind: 'new', ...at, unit, rows: after, columns: columnsAdded.length }
  }
  return { kind: 'new', ...at, unit: 'keys', rows: result.topLevel.keysAddedCount, columns: 0 }
}

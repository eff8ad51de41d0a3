/**
 * The generations made before, found by content in the GitHub Actions cache (issue 27), through
 * the toolkit's client (@actions/cache). Loaded only by the paths that reuse generations.
 *
 * An entry's key says it all: `dashboards-v1-<fingerprint>-<generation id, base64url>`; its
 * content is a file of no meaning. A lookup asks for the prefix `dashboards-v1-<fingerprint>-` and
 * downloads nothing: the key matched is the answer, the newest entry of the first scope holding
 * one (the run's own ref, then the default branch and a pull request's base). GitHub lets a run
 * write only to its own ref's scope, and an entry never changes.
 *
 * Entries are shared by every runner: the version GitHub matches besides the key is a hash of the
 * path saved (one fixed string, `~/…`, the same on every runner), of the compression method the
 * client chooses (zstd where a `zstd` binary runs, as on GitHub's runners, else gzip: a runner
 * without zstd has entries of its own) and, unless cross-OS archives are enabled (they are), of
 * whether the runner is Windows.
 *
 * A cache that cannot be reached costs at most the time limit: every answer is data, never a throw.
 * The client says what went wrong only in the step log, where its lines show as they do under
 * actions/cache; what it answers is all this module reads.
 */
import { mkdir, rm, rmdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { isFeatureAvailable, restoreCache, saveCache } from '@actions/cache'
import { isSafeId } from '../../common/safe-id.js'
import { callBounded } from './bounded-call.js'

export interface CacheOptions {
  /** How long the call may take, the client's own retries included. */
  readonly timeLimitMs: number
}

export type GenerationLookup =
  /** The newest entry for the fingerprint in a scope this run reads, and the id it names. */
  | { readonly found: { readonly generationId: string; readonly key: string } }
  /** No entry, or none whose key names an id. */
  | { readonly missing: true }
  /** Why the cache could not be asked (for a warning; it holds no secret). */
  | { readonly unavailable: string }

/** `saved` also when an entry for the same key was there already (another job's). */
export type GenerationRecord = { readonly saved: true } | { readonly unavailable: string }

const KEY_PREFIX = 'dashboards-v1-'
const FINGERPRINT = /^[0-9a-f]{64}$/
/**
 * The one path saved, in the client's own form: it hashes this string into the version, and
 * expands `~` to the home folder itself. Not in the workspace, where a step after this one could
 * pick the file up (it is removed once saved).
 */
const RECORD_PATH = '~/.dashboard-action/cache-record'
const RECORD_FOLDER = () => path.join(os.homedir(), '.dashboard-action')
const RECORD_CONTENT = 'A dashboard action cache entry: its key holds what it records.\n'
/** Every cache mode of the runner (ACTIONS_CACHE_MODE) and what it allows; any other allows all. */
const CACHE_MODES = new Map([
  ['none', { read: false, write: false }],
  ['read', { read: true, write: false }],
  ['write', { read: true, write: true }],
  ['write-only', { read: false, write: true }]
])
/** The longest detail given: enough for the cause, short enough for an annotation. */
const DETAIL_LENGTH = 300

function checkFingerprint(fingerprint: string): void {
  if (!FINGERPRINT.test(fingerprint))
    throw new TypeError(`A dataset fingerprint is 64 lower-case hex digits, not '${fingerprint}'.`)
}

const keyPrefix = (fingerprint: string) => `${KEY_PREFIX}${fingerprint}-`

/** The id a key names, or undefined for a key this module did not write. */
function generationIdOf(key: string, prefix: string): string | undefined {
  if (!key.startsWith(prefix)) return undefined
  const encoded = key.slice(prefix.length)
  if (!/^[A-Za-z0-9_-]+$/.test(encoded)) return undefined
  const bytes = Buffer.from(encoded, 'base64url')
  // Only the one encoding this module writes: no padding, no stray bits, ids that are safe.
  if (bytes.toString('base64url') !== encoded) return undefined
  const id = bytes.toString('utf8')
  return isSafeId(id) && Buffer.from(id).equals(bytes) ? id : undefined
}

/** Why this job cannot use the cache for `use`, or undefined when it can try. */
function absence(use: 'read' | 'write'): string | undefined {
  // As the client chooses its service (GitHub's results API, or the legacy one of GHES and act).
  const unset = !process.env.ACTIONS_RUNTIME_TOKEN
    ? 'ACTIONS_RUNTIME_TOKEN'
    : !isFeatureAvailable()
      ? process.env.ACTIONS_CACHE_SERVICE_V2
        ? 'ACTIONS_RESULTS_URL'
        : 'ACTIONS_CACHE_SERVICE_V2 nor ACTIONS_CACHE_URL'
      : undefined
  if (unset !== undefined) return `the runner set no ${unset}, as outside GitHub Actions`
  const mode = (process.env.ACTIONS_CACHE_MODE ?? '').trim().toLowerCase()
  if (CACHE_MODES.get(mode)?.[use] === false)
    return `the runner's cache mode '${mode}' does not allow ${use === 'read' ? 'reading' : 'writing'} the cache`
  return undefined
}

/** `text` without what must not reach a log: URLs' queries (signatures), tokens; one short line. */
function clean(text: string): string {
  const token = process.env.ACTIONS_RUNTIME_TOKEN ?? ''
  let cleaned = text
    .replace(/\b(https?:\/\/[^\s?#"'<>]+)[?#][^\s"'<>]*/g, '$1')
    .replace(/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, '***')
  if (token.length >= 8) cleaned = cleaned.split(token).join('***')
  cleaned = cleaned.replace(/\s+/g, ' ').trim()
  return cleaned.length > DETAIL_LENGTH ? `${cleaned.slice(0, DETAIL_LENGTH)}…` : cleaned
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))
const timedOut = (ms: number) =>
  `the cache did not answer within ${Math.round(ms / 100) / 10} s (the client's retries included)`
const failed = (detail: string) => `the cache failed: ${clean(detail)}`

/** The key of the newest entry matching `key`, else `restoreKeys`' prefixes; downloads nothing. */
const lookUp = (key: string, restoreKeys: string[]) =>
  restoreCache([RECORD_PATH], key, restoreKeys, { lookupOnly: true }, true)

/**
 * Finds the generation recorded for `fingerprint` (sha256 hex of a dataset, its options and the
 * service's origin) in the scopes this run reads, by one lookup that downloads nothing. Rejects
 * only on a fingerprint that is not 64 lower-case hex digits (a bug in the caller).
 */
export async function findGeneration(
  fingerprint: string,
  options: CacheOptions
): Promise<GenerationLookup> {
  checkFingerprint(fingerprint)
  const absent = absence('read')
  if (absent !== undefined) return { unavailable: absent }
  const prefix = keyPrefix(fingerprint)
  // The key itself is never saved: the restore key (its prefix) is what matches.
  const call = await callBounded(() => lookUp(prefix.slice(0, -1), [prefix]), options.timeLimitMs)
  if ('timedOut' in call) return { unavailable: timedOut(options.timeLimitMs) }
  if ('error' in call) return { unavailable: failed(messageOf(call.error)) }
  // The client answers a failure that ends before the limit as a miss, with its own warning.
  if (call.value === undefined) return { missing: true }
  const generationId = generationIdOf(call.value, prefix)
  return generationId === undefined
    ? { missing: true }
    : { found: { generationId, key: call.value } }
}

/**
 * The file saved, there while any record of this process needs it: every record saves the same
 * file, and the last one done removes it. A removal is waited for before the file is written again.
 */
let recordFile: { holders: number; written: Promise<void> } | undefined
let removed: Promise<void> = Promise.resolve()

async function withRecordFile<T>(work: () => Promise<T>): Promise<T> {
  const folder = RECORD_FOLDER()
  const file = path.join(folder, 'cache-record')
  const held = (recordFile ??= {
    holders: 0,
    written: removed.then(async () => {
      await mkdir(folder, { recursive: true })
      await writeFile(file, RECORD_CONTENT)
    })
  })
  held.holders++
  try {
    await held.written
    return await work()
  } finally {
    if (--held.holders === 0 && recordFile === held) {
      recordFile = undefined
      removed = rm(file, { force: true })
        .then(() => rmdir(folder))
        .catch(() => undefined)
      await removed
    }
  }
}

/**
 * The records under way, by key: a second record of a key waits for the first, whose entry the
 * cache would not yet show while it is being saved.
 */
const recording = new Map<string, Promise<GenerationRecord>>()

/**
 * Records that `generationId` (an id of the service, isSafeId's shape) was made for `fingerprint`,
 * in this run's own scope. Rejects only on a fingerprint that is not 64 lower-case hex digits.
 */
export async function recordGeneration(
  fingerprint: string,
  generationId: string,
  options: CacheOptions
): Promise<GenerationRecord> {
  checkFingerprint(fingerprint)
  if (!isSafeId(generationId))
    return { unavailable: 'the generation id is not one a cache key may hold' }
  const absent = absence('write')
  if (absent !== undefined) return { unavailable: absent }
  const key = `${keyPrefix(fingerprint)}${Buffer.from(generationId).toString('base64url')}`
  const under = recording.get(key)
  if (under !== undefined) return under
  const record = save(key, options)
  recording.set(key, record)
  void record.then(() => recording.delete(key))
  return record
}

async function save(key: string, options: CacheOptions): Promise<GenerationRecord> {
  // The file outside the call: a call that runs out of time must not leave it behind.
  const call = await withRecordFile(() =>
    callBounded(async () => {
      if ((await saveCache([RECORD_PATH], key, undefined, true)) > 0) return true
      // Saved nothing: a failure, or a key another job (or dataset) recorded first, which the
      // client tells apart only in its log. The key's own lookup tells.
      return (await lookUp(key, [])) === key
    }, options.timeLimitMs)
  ).catch((error: unknown) => ({ error }))
  if ('timedOut' in call) return { unavailable: timedOut(options.timeLimitMs) }
  if ('error' in call) return { unavailable: failed(messageOf(call.error)) }
  return call.value
    ? { saved: true }
    : { unavailable: "the cache saved nothing: the cache client's own lines above say why" }
}

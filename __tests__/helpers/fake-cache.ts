/**
 * GitHub's cache service as the toolkit's own client (`@actions/cache` 6.3.0) speaks it, served by
 * the fake of the artifact service (fake-artifacts.ts): the same server, the same runtime tokens,
 * the same blob storage behind the same signed URLs. The client runs against it unchanged.
 *
 * What it was written from (read, not copied):
 * - node_modules/@actions/cache/lib/internal/config.js: the client speaks this service (v2) only
 *   when ACTIONS_CACHE_SERVICE_V2 is set and GITHUB_SERVER_URL is github.com, *.ghe.com or
 *   *.localhost; otherwise it speaks the legacy REST service at ACTIONS_CACHE_URL (not served
 *   here). It reads the origin of ACTIONS_RESULTS_URL; `isFeatureAvailable` looks at that variable
 *   alone, not at the token. ACTIONS_CACHE_MODE (none, read, write, write-only) may forbid reads or
 *   writes before any request.
 * - …/internal/shared/cacheTwirpClient.js: a POST to
 *   `/twirp/github.actions.results.api.v1.CacheService/<Method>` with `Authorization: Bearer
 *   <ACTIONS_RUNTIME_TOKEN>` and a JSON body; 500, 502, 503 and 504 and an answer that is not JSON
 *   are retried (5 attempts, 3 s then ×1.5); a 429 is not (a rate-limit warning, then an error); a
 *   connection reset, refused or timed out is not either; any other status fails at once, its
 *   `msg` quoted; a `msg` containing "insufficient usage" becomes the storage-quota error.
 * - …/generated/results/api/v1/cache.js and cache.twirp-client.js: GetCacheEntryDownloadURL
 *   (key, restore_keys, version → ok, signed_download_url, matched_key), CreateCacheEntry (key,
 *   version → ok, signed_upload_url, message), FinalizeCacheEntryUpload (key, version, size_bytes
 *   → ok, entry_id, message); proto field names, no defaults written, unknown fields ignored, int64
 *   as a string. …/entities/v1/cachemetadata.js and cachescope.js define a `metadata` field (the
 *   repository and a list of {scope, permission}) that the client never sends: the service takes
 *   the scopes from the token.
 * - …/cache.js: restoreCache takes `ok: false` as a miss, and with `lookupOnly` returns
 *   matched_key without downloading; it swallows every other failure as a warning (or, for an
 *   HttpClientError of 5xx, an error) and returns undefined, as for a miss. A message containing
 *   `cache read denied:` is its read-denied case. saveCache turns any failure of CreateCacheEntry
 *   into "another job may be creating this cache", logged as info (the cause only in a debug line),
 *   unless the message starts with `cache write denied:`, which it warns about; `ok: false` from
 *   CreateCacheEntry is a failure with that message. It returns the entry id, or -1.
 * - …/internal/cacheUtils.js: the version is the SHA-256 of the paths as given (not resolved),
 *   the compression method (`zstd-without-long` when a `zstd` binary runs, else `gzip`),
 *   `windows-only` on Windows unless enableCrossOsArchive, and the salt `1.0`, joined by `|`.
 * - …/internal/tar.js, uploadUtils.js, downloadUtils.js, cacheHttpClient.js: the paths are tarred
 *   relative to GITHUB_WORKSPACE in a folder under RUNNER_TEMP, then sent with
 *   @azure/storage-blob's uploadFile (64 MiB blocks, one Put Blob up to 128 MiB: a small entry is
 *   one request); a download goes through the Azure SDK only for a *.blob.core.windows.net host,
 *   else (this fake, an IP) it is one GET, checked against Content-Length.
 * - The runtime token's cache scopes: the `ac` claim, a JSON list in a string of
 *   `{"Scope": <ref>, "Permission": 1 read | 2 write | 3 both}`. docker/build-push-action pull
 *   request 707 logged a pull_request run's (its own `refs/pull/707/merge` with 3, the base
 *   `refs/heads/master` with 1) and a push's to master (`refs/heads/master` with 3);
 *   docker/actions-toolkit's `printActionsRuntimeTokenACs` (src/github.ts) reads the claim so.
 * - GitHub's documentation (dependency caching reference): an exact match of the key, then a
 *   partial (prefix) match of it, then each restore key in order as a prefix, the newest entry of
 *   several partial matches winning; the run's own branch is searched first, then the others it
 *   may read: the default branch, and for a pull request its base branch (never a sibling's);
 *   an entry can never change. Users' reports (actions/cache issue 1541 and many alike) give the
 *   answer to a second CreateCacheEntry for a key and version that exist in the scope: 409,
 *   "cache entry with the same key, version, and scope already exists". Mic92/hestia pull request
 *   84 saw a read-only token's CreateCacheEntry answered 200, ok false, "cache write denied: token
 *   has no writable scopes".
 *
 * Where the real service's behaviour is not known from those, the fake chooses and says so below
 * (look for "Assumed"). Not modelled: eviction (7 days unused, 10 GB a repository), the storage
 * quota, the legacy service.
 */
import { createHash } from 'node:crypto'
import {
  TwirpError,
  type CacheScope,
  type ResultsHost,
  type TokenClaims
} from './fake-artifacts.js'

export const CACHE_SERVICE = 'github.actions.results.api.v1.CacheService'

/** The client's limit on a key; assumed the service's too. */
const MAX_KEY_LENGTH = 512
const CONTAINER = 'actions-cache'
const READ = 1
const WRITE = 2

export interface CacheEntry {
  /** What FinalizeCacheEntryUpload answers as entry_id. */
  readonly id: number
  readonly key: string
  readonly version: string
  /** The ref whose run wrote it: the writable scope of its token. */
  readonly scope: string
  /** Reserved by CreateCacheEntry; finalized once its upload is whole. */
  state: 'reserved' | 'finalized'
  readonly createdAt: Date
  size: number
  readonly blobPath: string
}

export interface FakeCache {
  /** Every entry reserved or finalized, oldest first. */
  readonly entries: CacheEntry[]
  /**
   * An entry as a run of `scope` would have saved it, finalized, holding `data`: one no client of
   * this project could write (a key in another format, another version).
   */
  plant(entry: { key: string; version: string; scope: string; data?: Buffer }): CacheEntry
  /** The bytes an entry's blob holds (the archive), once uploaded. */
  blobOf(entry: CacheEntry): Buffer | undefined
}

/** The cache scopes of a run on a push to `branch` of a repository whose default branch is `main`. */
export function scopesOfPush(branch: string, defaultBranch = 'main'): CacheScope[] {
  const own = { Scope: `refs/heads/${branch}`, Permission: READ | WRITE }
  // Assumed: a branch other than the default one reads the default branch's entries by this claim.
  return branch === defaultBranch
    ? [own]
    : [own, { Scope: `refs/heads/${defaultBranch}`, Permission: READ }]
}

/** The cache scopes of a run on pull request `number` into `base`. */
export function scopesOfPullRequest(
  number: number,
  base = 'main',
  defaultBranch = 'main'
): CacheScope[] {
  const scopes = [
    { Scope: `refs/pull/${number}/merge`, Permission: READ | WRITE },
    { Scope: `refs/heads/${base}`, Permission: READ }
  ]
  if (base !== defaultBranch)
    scopes.push({ Scope: `refs/heads/${defaultBranch}`, Permission: READ })
  return scopes
}

/** The token's cache scopes, in the claim's order (the run's own first). */
function scopesOf(claims: TokenClaims): CacheScope[] {
  let parsed: unknown
  try {
    parsed = typeof claims.ac === 'string' ? JSON.parse(claims.ac) : []
  } catch {
    // Assumed: a claim that does not parse grants nothing.
    return []
  }
  return Array.isArray(parsed)
    ? parsed.filter(
        (scope): scope is CacheScope =>
          typeof (scope as CacheScope)?.Scope === 'string' &&
          typeof (scope as CacheScope)?.Permission === 'number'
      )
    : []
}

function checkKey(key: string, name: string): void {
  if (key === '')
    throw new TwirpError('invalid_argument', `${name} is required`, { argument: name })
  // Assumed: the service refuses what the client refuses before sending.
  if (key.length > MAX_KEY_LENGTH || key.includes(','))
    throw new TwirpError('invalid_argument', `${name} is not a valid cache key`, { argument: name })
}

/** Serves the cache service on the results fake's server and storage. */
export function serveCache(host: ResultsHost): FakeCache {
  let nextId = 1_000
  const entries: CacheEntry[] = []
  host.onReset(() => void (entries.length = 0))

  const newest = (candidates: CacheEntry[]) =>
    candidates.reduce<CacheEntry | undefined>(
      (best, entry) =>
        !best ||
        entry.createdAt > best.createdAt ||
        (entry.createdAt.getTime() === best.createdAt.getTime() && entry.id > best.id)
          ? entry
          : best,
      undefined
    )

  /** The entry a lookup finds, searching the readable scopes in the token's order. */
  function match(
    scopes: string[],
    key: string,
    restoreKeys: string[],
    version: string
  ): CacheEntry | undefined {
    for (const scope of scopes) {
      const usable = entries.filter(
        e => e.scope === scope && e.version === version && e.state === 'finalized'
      )
      const exact = usable.find(e => e.key === key)
      if (exact) return exact
      for (const prefix of [key, ...restoreKeys]) {
        const found = newest(usable.filter(e => e.key.startsWith(prefix)))
        if (found) return found
      }
    }
    return undefined
  }

  const writableScope = (scopes: CacheScope[]) =>
    scopes.find(scope => (scope.Permission & WRITE) !== 0)?.Scope
  /** The answer of CreateCacheEntry and FinalizeCacheEntryUpload to a token that may not write. */
  const writeDenied = { ok: false, message: 'cache write denied: token has no writable scopes' }

  function create(
    key: string,
    version: string,
    scope: string,
    state: CacheEntry['state']
  ): CacheEntry {
    const id = nextId++
    const name = `${createHash('sha256').update(scope).digest('hex').slice(0, 16)}/${id}`
    const entry: CacheEntry = {
      id,
      key,
      version,
      scope,
      state,
      createdAt: new Date(host.now()),
      size: 0,
      blobPath: host.blobPath(CONTAINER, name)
    }
    entries.push(entry)
    return entry
  }

  host.serve(CACHE_SERVICE, scopesOf, {
    GetCacheEntryDownloadURL(fields, scopes) {
      const readable = scopes.filter(scope => (scope.Permission & READ) !== 0)
      if (readable.length === 0)
        // The prefix is the client's read-denied case. Assumed: the rest of the message.
        throw new TwirpError('permission_denied', 'cache read denied: token has no readable scopes')
      const key = fields.required('key')
      const restoreKeys = fields.strings('restore_keys')
      checkKey(key, 'key')
      for (const restoreKey of restoreKeys) checkKey(restoreKey, 'restore_keys')
      const version = fields.required('version')
      const entry = match(
        readable.map(scope => scope.Scope),
        key,
        restoreKeys,
        version
      )
      // The client takes ok false as a miss. Assumed: the service says so with 200.
      if (!entry) return { ok: false }
      return {
        ok: true,
        signed_download_url: host.sign(entry.blobPath, 'r'),
        matched_key: entry.key
      }
    },

    CreateCacheEntry(fields, scopes) {
      const scope = writableScope(scopes)
      if (scope === undefined) return writeDenied
      const key = fields.required('key')
      checkKey(key, 'key')
      const version = fields.required('version')
      // A reservation counts: another job's upload under way is what users meet most.
      if (entries.some(e => e.scope === scope && e.key === key && e.version === version))
        throw new TwirpError(
          'already_exists',
          'cache entry with the same key, version, and scope already exists'
        )
      const entry = create(key, version, scope, 'reserved')
      return { ok: true, signed_upload_url: host.sign(entry.blobPath, 'cw') }
    },

    FinalizeCacheEntryUpload(fields, scopes) {
      const scope = writableScope(scopes)
      if (scope === undefined) return writeDenied
      const key = fields.required('key')
      const version = fields.required('version')
      const size = fields.int('size_bytes')
      const entry = entries.find(e => e.scope === scope && e.key === key && e.version === version)
      // Assumed: the codes and words of these refusals.
      if (!entry) throw new TwirpError('not_found', 'cache entry not found')
      if (entry.state === 'finalized')
        throw new TwirpError('already_exists', 'cache entry is already finalized')
      const data = host.blob(entry.blobPath)
      if (!data)
        throw new TwirpError('failed_precondition', 'cache entry upload has not been committed')
      if (data.length !== size)
        throw new TwirpError(
          'invalid_argument',
          `size_bytes ${size} does not match the ${data.length} bytes uploaded`,
          { argument: 'size_bytes' }
        )
      entry.state = 'finalized'
      entry.size = size
      // Entries never change: the upload URL it was given no longer writes.
      host.seal(entry.blobPath)
      return { ok: true, entry_id: String(entry.id) }
    }
  })

  return {
    entries,
    plant({ key, version, scope, data = Buffer.alloc(0) }) {
      const entry = create(key, version, scope, 'finalized')
      host.putBlob(entry.blobPath, data)
      entry.size = data.length
      host.seal(entry.blobPath)
      return entry
    },
    blobOf: entry => host.blob(entry.blobPath)
  }
}

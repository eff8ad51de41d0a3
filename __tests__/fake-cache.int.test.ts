/**
 * The toolkit's own cache client (@actions/cache), unchanged, against the fake of GitHub's cache
 * service: what a run saves a later run restores byte for byte; keys match as GitHub documents
 * (exact, then by prefix, the newest winning) within the version; each run reads only the scopes
 * its token names; an entry never changes; passing failures are retried by the client.
 */
import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { restoreCache, saveCache } from '@actions/cache'
import { useCacheJobs } from './helpers/cache-job.js'
import type { CacheScope } from './helpers/fake-artifacts.js'
import { CACHE_SERVICE, scopesOfPullRequest, scopesOfPush } from './helpers/fake-cache.js'
import { saying } from './helpers/meaning.js'

const jobs = useCacheJobs()
const asRun = <T>(scopes: CacheScope[], work: () => Promise<T>) => jobs.run(scopes, work)

const main = scopesOfPush('main')
/**
 * The workspace's `cached/` folder. Absolute: the client globs a relative path from the working
 * directory, though it archives relative to GITHUB_WORKSPACE.
 */
const cached = () => [path.join(jobs.workspace.root, 'cached')]
const lookup = (key: string, restoreKeys: string[] = [], paths = cached()) =>
  restoreCache(paths, key, restoreKeys, { lookupOnly: true })

/** Saves `cached/` holding `text` under `key` as a run with `scopes`. */
async function save(scopes: CacheScope[], key: string, text = key, paths = cached()) {
  jobs.workspace.write('cached/value.txt', text)
  const id = await asRun(scopes, () => saveCache(paths, key))
  rmSync(path.join(jobs.workspace.root, 'cached'), { recursive: true, force: true })
  return id
}

describe('saving and restoring', () => {
  it('restores what a run saved into the workspace, byte for byte, as one upload and one download', async () => {
    const id = await save(main, 'deps-linux-1', 'the cached bytes')
    expect(id).toBeGreaterThan(0)
    expect(jobs.cache.entries).toMatchObject([
      { key: 'deps-linux-1', scope: 'refs/heads/main', state: 'finalized', id }
    ])
    const restored = await asRun(main, () => restoreCache(cached(), 'deps-linux-1'))
    expect(restored).toBe('deps-linux-1')
    expect(readFileSync(path.join(jobs.workspace.root, 'cached/value.txt'), 'utf8')).toBe(
      'the cached bytes'
    )
    const operations = jobs.results.requests.map(r => r.operation)
    expect(operations).toEqual([
      'CreateCacheEntry',
      'PutBlob',
      'FinalizeCacheEntryUpload',
      'GetCacheEntryDownloadURL',
      'GetBlob'
    ])
  })

  it('finds an entry by lookup alone without downloading it, and misses a key never saved', async () => {
    await save(main, 'deps-linux-1')
    expect(await asRun(main, () => lookup('deps-linux-1'))).toBe('deps-linux-1')
    expect(await asRun(main, () => lookup('deps-mac-1'))).toBeUndefined()
    expect(jobs.results.count('GetBlob')).toBe(0)
    expect(jobs.log).toMatch(saying('Lookup only'))
  })

  it('misses an entry saved for other paths: the version differs', async () => {
    await save(main, 'deps-linux-1')
    const more = [...cached(), path.join(jobs.workspace.root, 'more')]
    expect(await asRun(main, () => lookup('deps-linux-1', [], more))).toBeUndefined()
  })
})

describe('matching keys', () => {
  it('takes the exact key before a newer entry it prefixes, and the newest entry a prefix matches', async () => {
    await save(main, 'deps-1')
    jobs.results.advanceTime(1000)
    await save(main, 'deps-1-later')
    jobs.results.advanceTime(1000)
    await save(main, 'deps-2')
    expect(await asRun(main, () => lookup('deps-1'))).toBe('deps-1')
    expect(await asRun(main, () => lookup('deps-3', ['deps-1']))).toBe('deps-1-later')
    expect(await asRun(main, () => lookup('deps-3', ['deps-']))).toBe('deps-2')
    expect(await asRun(main, () => lookup('deps-3', ['none-', 'deps-1-']))).toBe('deps-1-later')
  })
})

describe('scopes', () => {
  it('lets a pull request read its base branch, a branch read the default one, and keeps siblings and pull requests apart', async () => {
    await save(main, 'on-main')
    await save(scopesOfPush('feature-a'), 'on-feature-a')
    await save(scopesOfPullRequest(7), 'on-pr-7')
    const found = (scopes: CacheScope[], key: string) => asRun(scopes, () => lookup(key))
    expect(await found(scopesOfPullRequest(7), 'on-main')).toBe('on-main')
    expect(await found(scopesOfPullRequest(7), 'on-pr-7')).toBe('on-pr-7')
    expect(await found(scopesOfPush('feature-b'), 'on-main')).toBe('on-main')
    expect(await found(scopesOfPush('feature-b'), 'on-feature-a')).toBeUndefined()
    expect(await found(main, 'on-pr-7')).toBeUndefined()
    expect(await found(scopesOfPullRequest(8), 'on-pr-7')).toBeUndefined()
  })

  it("searches the run's own scope before the branches it reads", async () => {
    await save(scopesOfPullRequest(7), 'deps-old')
    jobs.results.advanceTime(1000)
    await save(main, 'deps-new')
    expect(await asRun(scopesOfPullRequest(7), () => lookup('deps-', []))).toBe('deps-old')
    expect(await asRun(main, () => lookup('deps-', []))).toBe('deps-new')
  })

  it('keeps a run whose token may only read from saving, as the client reports it', async () => {
    const readOnly = [{ Scope: 'refs/pull/9/merge', Permission: 1 }]
    expect(await save(readOnly, 'deps-1')).toBe(-1)
    expect(jobs.cache.entries).toEqual([])
    expect(jobs.log).toMatch(saying('::warning::', 'cache write denied'))
  })
})

describe('entries never change', () => {
  it("answers a second save of a key the scope holds with GitHub's 409, and keeps the first entry's bytes", async () => {
    await save(main, 'deps-1', 'first')
    expect(await save(main, 'deps-1', 'second')).toBe(-1)
    expect(jobs.log).toMatch(saying('another job may be creating this cache'))
    expect(jobs.log).toMatch(saying('(409)', 'cache entry with the same key, version, and scope'))
    const [entry] = jobs.cache.entries
    expect(jobs.cache.entries).toHaveLength(1)
    await asRun(main, () => restoreCache(cached(), 'deps-1'))
    expect(readFileSync(path.join(jobs.workspace.root, 'cached/value.txt'), 'utf8')).toBe('first')
    expect(jobs.cache.blobOf(entry)?.length).toBe(entry.size)
  })

  it('refuses a write through the upload URL once the entry is finalized', async () => {
    const token = jobs.results.token({ scopes: main })
    const call = (method: string, body: object) =>
      fetch(`${jobs.results.url}/twirp/${CACHE_SERVICE}/${method}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body)
      }).then(async response => ({
        status: response.status,
        body: (await response.json()) as Record<string, unknown>
      }))
    const entry = { key: 'k', version: 'v' }
    const created = await call('CreateCacheEntry', entry)
    const url = created.body.signed_upload_url as string
    const put = (bytes: string) =>
      fetch(url, {
        method: 'PUT',
        headers: { 'x-ms-blob-type': 'BlockBlob' },
        body: bytes
      })
    expect((await put('abc')).status).toBe(201)
    expect(await call('FinalizeCacheEntryUpload', { ...entry, size_bytes: '3' })).toEqual({
      status: 200,
      body: { ok: true, entry_id: expect.any(String) }
    })
    const refused = await put('xyz')
    expect(refused.status).toBe(409)
    expect(jobs.cache.blobOf(jobs.cache.entries[0])?.toString()).toBe('abc')
  })
})

describe('failures on the way', () => {
  it('retries a 5xx from the service and gets the entry through', async () => {
    jobs.results.fail({ on: 'CreateCacheEntry', status: 503 })
    jobs.results.fail({ on: 'GetCacheEntryDownloadURL', status: 500 })
    expect(await save(main, 'deps-1')).toBeGreaterThan(0)
    expect(await asRun(main, () => lookup('deps-1'))).toBe('deps-1')
    const statuses = (operation: string) =>
      jobs.results.requests.filter(r => r.operation === operation).map(r => r.status)
    expect(statuses('CreateCacheEntry')).toEqual([503, 200])
    expect(statuses('GetCacheEntryDownloadURL')).toEqual([500, 200])
  }, 30_000)

  it('refuses a token without cache read scopes as read-denied, which the client takes for a miss', async () => {
    await save(main, 'deps-1')
    const writeOnly = [{ Scope: 'refs/heads/main', Permission: 2 }]
    expect(await asRun(writeOnly, () => lookup('deps-1'))).toBeUndefined()
    expect(jobs.log).toMatch(saying('::warning::', 'cache read denied'))
    expect(jobs.results.requests.at(-1)?.status).toBe(403)
  })
})

/**
 * The generations recorded in GitHub's cache (src/features/reuse/dashboard-cache.ts), through the real
 * toolkit client against the fake of the cache service: what one run records a later run finds,
 * within the scopes GitHub lets it read; a cache that fails, hangs or is not there costs no more
 * than the time limit and says why without a secret; a call left running when the limit ran out
 * does not hold the process past the step's end, which keeps its exit code and its last lines.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { findGeneration, recordGeneration } from '../src/features/reuse/dashboard-cache.js'
import { useCacheJobs } from './helpers/cache-job.js'
import type { CacheScope } from './helpers/fake-artifacts.js'
import { scopesOfPullRequest, scopesOfPush } from './helpers/fake-cache.js'
import { saying } from './helpers/meaning.js'
import { runnerCommands } from './helpers/runner-commands.js'
import { REPO_ROOT } from '../tools/runner.js'

const jobs = useCacheJobs()
const FINGERPRINT = 'a'.repeat(64)
const OTHER = 'b'.repeat(64)
const LIMIT = { timeLimitMs: 5_000 }
/**
 * A limit long enough for the client's first request, even on a busy machine, and shorter than
 * its wait before the second (3 s): the limit, not the client, ends the call.
 */
const SHORT = { timeLimitMs: 1_500 }
const main = scopesOfPush('main')

const find = (scopes: CacheScope[], fingerprint = FINGERPRINT, options = LIMIT) =>
  jobs.run(scopes, () => findGeneration(fingerprint, options))
const record = (
  scopes: CacheScope[],
  generationId: string,
  fingerprint = FINGERPRINT,
  options = LIMIT
) => jobs.run(scopes, () => recordGeneration(fingerprint, generationId, options))
const foundId = (generationId: string) => ({
  found: { generationId, key: expect.stringMatching(`^dashboards-v1-${FINGERPRINT}-`) }
})
/** The commands the jobs wrote that the runner would act on, beyond debug lines and masks. */
const annotations = () =>
  runnerCommands(jobs.log).filter(c => c.name !== 'debug' && c.name !== 'add-mask')

describe('recording and finding', () => {
  it('finds the generation a run recorded, by one lookup that downloads nothing', async () => {
    expect(await record(main, 'gen-1')).toEqual({ saved: true })
    expect(await find(main)).toEqual(foundId('gen-1'))
    expect(jobs.results.count('GetCacheEntryDownloadURL')).toBe(1)
    expect(jobs.results.count('GetBlob')).toBe(0)
    expect(jobs.cache.entries.map(e => e.key)).toEqual([
      `dashboards-v1-${FINGERPRINT}-${Buffer.from('gen-1').toString('base64url')}`
    ])
  })

  it('finds nothing for a fingerprint never recorded', async () => {
    await record(main, 'gen-1', OTHER)
    expect(await find(main)).toEqual({ missing: true })
  })

  it('finds the newest of two generations recorded for the same fingerprint', async () => {
    await record(main, 'gen-1')
    jobs.results.advanceTime(60_000)
    await record(main, 'gen-2')
    expect(await find(main)).toEqual(foundId('gen-2'))
  })

  it('leaves neither the file it saved nor its folder in the home folder or the workspace', async () => {
    await record(main, 'gen-1')
    expect(existsSync(path.join(os.homedir(), '.dashboard-action'))).toBe(false)
    expect(existsSync(path.join(jobs.workspace.root, '.dashboard-action'))).toBe(false)
  })

  it('leaves no annotation when the cache answers, whatever the client logs', async () => {
    await record(main, 'gen-1')
    await find(main)
    await record(main, 'gen-1')
    expect(annotations()).toEqual([])
  })
})

describe('scopes', () => {
  it("lets a pull request find its base branch's generation", async () => {
    await record(main, 'gen-main')
    expect(await find(scopesOfPullRequest(7))).toEqual(foundId('gen-main'))
  })

  it("keeps a branch from finding another branch's generation", async () => {
    await record(scopesOfPush('feature-a'), 'gen-a')
    expect(await find(scopesOfPush('feature-b'))).toEqual({ missing: true })
    expect(await find(scopesOfPush('feature-a'))).toEqual(foundId('gen-a'))
  })

  it("keeps the default branch from finding a pull request's generation", async () => {
    await record(scopesOfPullRequest(7), 'gen-pr')
    expect(await find(main)).toEqual({ missing: true })
  })
})

describe('what may not count', () => {
  it('takes a key it cannot read as missing: not base64url, not canonical, or not a safe id', async () => {
    await find(main)
    const lookup = jobs.results.requests.find(r => r.operation === 'GetCacheEntryDownloadURL')
    const version = (lookup?.body as { version: string }).version
    const prefix = `dashboards-v1-${FINGERPRINT}-`
    for (const tail of [
      'not base64!',
      `${Buffer.from('gen-1').toString('base64url')}=`,
      Buffer.from('../../admin').toString('base64url'),
      Buffer.from('gen\u00e9').toString('base64url')
    ]) {
      jobs.cache.entries.length = 0
      jobs.cache.plant({ key: `${prefix}${tail}`, version, scope: 'refs/heads/main' })
      expect(await find(main)).toEqual({ missing: true })
    }
  })

  it('records two generations of the same key at once, both saved as one entry', async () => {
    const both = await jobs.run(main, () =>
      Promise.all([
        recordGeneration(FINGERPRINT, 'gen-1', LIMIT),
        recordGeneration(FINGERPRINT, 'gen-1', LIMIT)
      ])
    )
    expect(both).toEqual([{ saved: true }, { saved: true }])
    expect(jobs.cache.entries).toHaveLength(1)
    // The second waits for the first, which the cache would not show while it is being saved.
    const statuses = jobs.results.requests
      .filter(r => r.operation === 'CreateCacheEntry')
      .map(r => r.status)
    expect(statuses).toEqual([200])
  })

  it('counts a generation another job recorded first as saved', async () => {
    await record(main, 'gen-1')
    expect(await record(main, 'gen-1')).toEqual({ saved: true })
  })

  it('refuses a generation id no key may hold, asking nothing', async () => {
    expect(await record(main, '../etc')).toEqual({ unavailable: expect.any(String) })
    expect(await record(main, '')).toEqual({ unavailable: expect.any(String) })
    expect(jobs.results.requests).toEqual([])
  })

  it('rejects a fingerprint that is not sha256 hex, a bug of its caller', async () => {
    await expect(find(main, 'A'.repeat(64))).rejects.toThrow(/fingerprint/)
    await expect(record(main, 'gen-1', 'abc')).rejects.toThrow(/fingerprint/)
  })
})

describe('a cache that is not there', () => {
  it('says so at once, asking nothing, without a runtime token or a results service', async () => {
    for (const missing of ['ACTIONS_RUNTIME_TOKEN', 'ACTIONS_RESULTS_URL']) {
      const env = { [missing]: undefined }
      const found = await jobs.run(main, () => findGeneration(FINGERPRINT, LIMIT), env)
      const recorded = await jobs.run(main, () => recordGeneration(FINGERPRINT, 'g', LIMIT), env)
      expect(found).toEqual({ unavailable: expect.stringMatching(/the runner set no /) })
      expect(recorded).toEqual({ unavailable: expect.stringMatching(/the runner set no /) })
    }
    expect(jobs.results.requests).toEqual([])
  })

  it('honours a runner cache mode that forbids reading or writing, asking nothing', async () => {
    const readOnly = { ACTIONS_CACHE_MODE: 'read' }
    const recorded = await jobs.run(main, () => recordGeneration(FINGERPRINT, 'g', LIMIT), readOnly)
    expect(recorded).toEqual({ unavailable: expect.stringMatching(saying("'read'", 'writing')) })
    const none = { ACTIONS_CACHE_MODE: 'none' }
    const found = await jobs.run(main, () => findGeneration(FINGERPRINT, LIMIT), none)
    expect(found).toEqual({ unavailable: expect.stringMatching(saying("'none'", 'reading')) })
    expect(jobs.results.requests).toEqual([])
  })
})

describe('a cache that fails', () => {
  it('takes a token that may not read as a miss, the client warning of it as under actions/cache', async () => {
    const writeOnly = [{ Scope: 'refs/heads/main', Permission: 2 }]
    expect(await find(writeOnly)).toEqual({ missing: true })
    expect(annotations()).toEqual([
      expect.objectContaining({ name: 'warning', value: expect.stringMatching(/read denied/) })
    ])
  })

  it('is unavailable when the run may not write, as a pull request from a fork', async () => {
    const readOnly = [{ Scope: 'refs/pull/9/merge', Permission: 1 }]
    expect(await record(readOnly, 'gen-1')).toEqual({
      unavailable: expect.stringMatching(saying('saved nothing', 'cache client'))
    })
    expect(jobs.cache.entries).toEqual([])
    expect(annotations()).toEqual([
      expect.objectContaining({ name: 'warning', value: expect.stringMatching(/write denied/) })
    ])
  })

  it('says why without the runtime token or a signed URL’s query', async () => {
    const readOnly = [{ Scope: 'refs/pull/9/merge', Permission: 1 }]
    const token = jobs.results.token({ scopes: readOnly })
    const answer = await jobs.run(readOnly, () => recordGeneration(FINGERPRINT, 'gen-1', LIMIT), {
      ACTIONS_RUNTIME_TOKEN: token
    })
    const text = JSON.stringify(answer)
    expect(text).not.toContain(token)
    expect(text).not.toMatch(/sig=|eyJ/)
  })
})

/**
 * A job's process (as the bundle's entry ends it): a lookup and a record against the cache, then
 * `exitLeavingCalls`. Their results and time go to stderr as JSON; `before` runs first.
 */
async function jobProcess(before = '', limitMs = SHORT.timeLimitMs) {
  const script = [
    "const cache = await import('./src/features/reuse/dashboard-cache.ts')",
    "const { exitLeavingCalls } = await import('./src/features/reuse/bounded-call.ts')",
    before,
    "const fingerprint = 'a'.repeat(64)",
    `const limit = { timeLimitMs: ${limitMs} }`,
    'let started = Date.now()',
    'const found = await cache.findGeneration(fingerprint, limit)',
    'const foundMs = Date.now() - started',
    'started = Date.now()',
    "const recorded = await cache.recordGeneration(fingerprint, 'gen-1', limit)",
    'const recordedMs = Date.now() - started',
    'process.stderr.write(JSON.stringify({ found, foundMs, recorded, recordedMs }))',
    // A last line far longer than a pipe holds: an exit must not cut it off.
    "process.stdout.write('x'.repeat(1_000_000) + '\\nlast line\\n')",
    'await exitLeavingCalls()'
  ].join('\n')
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', script],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        ...jobs.results.env({ scopes: main }),
        HOME: jobs.workspace.root,
        RUNNER_TEMP: os.tmpdir()
      },
      stdio: ['ignore', 'pipe', 'pipe']
    }
  )
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  // Far less than what would keep it: the client's socket timeout (3 minutes) or retries.
  const code = await Promise.race([
    new Promise<number | null>(resolve => child.on('close', resolve)),
    new Promise<'still running'>(resolve => setTimeout(resolve, 30_000, 'still running').unref())
  ])
  if (code === 'still running') child.kill()
  const results = JSON.parse(stderr.slice(stderr.indexOf('{'))) as Record<string, unknown>
  return { code, stdout, results }
}

describe('a cache that hangs or keeps failing, in a job’s process', () => {
  it.each([
    ['answers 5xx', { on: '*', status: 503, times: Infinity }],
    ['never answers', { on: '*', hang: true, times: Infinity }]
  ])(
    'is given up on by the time limit when it %s, and the process ends at once, its last line whole',
    async (_, fault) => {
      jobs.results.fail(fault)
      const { code, stdout, results } = await jobProcess()
      expect(code).toBe(0)
      expect(results).toMatchObject({
        found: { unavailable: expect.stringMatching(/did not answer within 1.5 s/) },
        recorded: { unavailable: expect.stringMatching(/did not answer within 1.5 s/) }
      })
      // The client's own wait before its second try is 3 s: the limit ended each call.
      expect(results.foundMs).toBeLessThan(3_000)
      expect(results.recordedMs).toBeLessThan(3_000)
      expect(jobs.results.count('GetCacheEntryDownloadURL')).toBeGreaterThanOrEqual(1)
      expect(jobs.results.count('CreateCacheEntry')).toBeGreaterThanOrEqual(1)
      expect(stdout).toMatch(/x{1000000}\nlast line\n$/)
      // The file saved is removed though its call still runs.
      expect(existsSync(path.join(jobs.workspace.root, '.dashboard-action'))).toBe(false)
    }
  )

  it('keeps the exit code the step set when it ends the process', async () => {
    jobs.results.fail({ on: '*', hang: true, times: Infinity })
    const { code, stdout } = await jobProcess('process.exitCode = 1')
    expect(code).toBe(1)
    expect(stdout).toMatch(/last line\n$/)
  })

  it('leaves a process whose calls all ended to end by itself, its own timers run', async () => {
    const later = "setTimeout(() => process.stdout.write('later\\n'), 1_000)"
    const { code, stdout, results } = await jobProcess(later, 5_000)
    expect(code).toBe(0)
    expect(stdout).toMatch(/last line\nlater\n$/)
    expect(results).toMatchObject({ found: { missing: true }, recorded: { saved: true } })
    expect(jobs.cache.entries).toHaveLength(1)
  })
})

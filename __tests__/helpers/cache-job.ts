/**
 * Jobs that use GitHub's cache, in this process, against the fake of the cache service
 * (fake-cache.ts): each test gets a workspace and a runner temporary folder of its own, and a job
 * runs with the runner's variables for its token's scopes set and its step log (stdout) kept,
 * everything as it was afterwards. (Not the home folder: under Jest, process.env is a copy, and
 * os.homedir() reads the real HOME.)
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, jest } from '@jest/globals'
import type { CacheScope, FakeArtifacts } from './fake-artifacts.js'
import type { FakeCache } from './fake-cache.js'
import { useFakeCache } from './services.js'
import { makeWorkspace, type Workspace } from './workspace.js'

export interface CacheJobs {
  readonly results: FakeArtifacts
  readonly cache: FakeCache
  /** The test's checkout (GITHUB_WORKSPACE). */
  readonly workspace: Workspace
  /** The step log of every job of the test so far. */
  readonly log: string
  /** Runs `work` as a job whose token has `scopes`; `env` adds or (undefined) removes variables. */
  run<T>(
    scopes: CacheScope[],
    work: () => Promise<T>,
    env?: Record<string, string | undefined>
  ): Promise<T>
}

export function useCacheJobs(): CacheJobs {
  const services = useFakeCache()
  let workspace: Workspace
  let temp: string
  let log = ''
  beforeEach(() => {
    workspace = makeWorkspace()
    temp = mkdtempSync(path.join(os.tmpdir(), 'cache-runner-temp-'))
    log = ''
  })
  afterEach(() => {
    workspace.remove()
    rmSync(temp, { recursive: true, force: true })
  })
  return {
    get results() {
      return services.results
    },
    get cache() {
      return services.cache
    },
    get workspace() {
      return workspace
    },
    get log() {
      return log
    },
    async run(scopes, work, env = {}) {
      const saved = { ...process.env }
      Object.assign(process.env, services.results.env({ scopes }), {
        GITHUB_WORKSPACE: workspace.root,
        RUNNER_TEMP: temp
      })
      for (const [name, value] of Object.entries(env)) {
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
      }
      const write = jest.spyOn(process.stdout, 'write').mockImplementation(chunk => {
        log += String(chunk)
        return true
      })
      try {
        return await work()
      } finally {
        write.mockRestore()
        process.env = saved
      }
    }
  }
}

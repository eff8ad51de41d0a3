/**
 * The two loopback services most integration tests need, started once per test file and reset
 * before each test: the service emulator and the fake GitHub API, with one app token.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect } from '@jest/globals'
import { startEmulator, type Emulator, type EmulatorOptions } from '../../emulator/server.js'
import { startFakeGitHub, type FakeGitHub, type Identity } from './fake-github.js'
import {
  startFakeArtifacts,
  type FakeArtifacts,
  type FakeArtifactsOptions
} from './fake-artifacts.js'
import { serveCache, type FakeCache } from './fake-cache.js'

export const APP_TOKEN = 'ghs_t'
export const BOT = 'github-actions[bot]'

export interface Services {
  emulator: Emulator
  github: FakeGitHub
}

export function useServices(options: EmulatorOptions = {}): Services {
  const services = {} as Services
  beforeAll(async () => {
    services.emulator = await startEmulator(options)
    services.github = await startFakeGitHub()
  })
  afterAll(async () => {
    await services.emulator.close()
    await services.github.close()
  })
  beforeEach(() => {
    services.emulator.reset()
    services.github.reset()
    services.github.tokens = { [APP_TOKEN]: { login: BOT, app: true } }
  })
  // Every request the action made in the test must be one GitHub's description defines.
  afterEach(() => {
    expect(services.github.violations.splice(0)).toEqual([])
  })
  return services
}

/** A fake GitHub alone for this test file: started once, reset before each test, and each test fails on a request GitHub does not define. */
export function useFakeGitHub(tokens: () => Record<string, Identity> = () => ({})): {
  github: FakeGitHub
} {
  const holder = {} as { github: FakeGitHub }
  beforeAll(async () => {
    holder.github = await startFakeGitHub()
  })
  afterAll(() => holder.github.close())
  beforeEach(() => {
    holder.github.reset()
    holder.github.tokens = tokens()
  })
  afterEach(() => {
    expect(holder.github.violations.splice(0)).toEqual([])
  })
  return holder
}

/**
 * A fake of GitHub's artifact service alone for this test file: started once, emptied (artifacts,
 * faults, requests, clock) before each test. `env()` gives a job's process what it needs to use it.
 */
export function useFakeArtifacts(options: FakeArtifactsOptions = {}): { artifacts: FakeArtifacts } {
  const holder = {} as { artifacts: FakeArtifacts }
  beforeAll(async () => {
    holder.artifacts = await startFakeArtifacts(options)
  })
  afterAll(() => holder.artifacts.close())
  beforeEach(() => holder.artifacts.reset())
  return holder
}

/**
 * The fake of GitHub's cache service alone for this test file, on the artifact fake's server
 * (`results`: its requests, faults, tokens and `env()`): started once, emptied before each test.
 */
export function useFakeCache(): { results: FakeArtifacts; cache: FakeCache } {
  const holder = {} as { results: FakeArtifacts; cache: FakeCache }
  beforeAll(async () => {
    holder.results = await startFakeArtifacts()
    holder.cache = serveCache(holder.results.host)
  })
  afterAll(() => holder.results.close())
  beforeEach(() => holder.results.reset())
  return holder
}

/**
 * `compare` in one process against the fake GitHub's contents API, for a workspace without git
 * history: the request GitHub receives, each answer it can give, and what the step reports.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { Input, Output } from '../src/config/constants.js'
import { runInProcess } from './helpers/action-env.js'
import { fakeClock } from './helpers/clock.js'
import { pullRequest } from './helpers/events.js'
import { APP_TOKEN, BOT, useFakeArtifacts, useServices } from './helpers/services.js'
import { makeWorkspace, type Workspace } from './helpers/workspace.js'

const BASE = 'b'.repeat(40)
const services = useServices()
const stored = useFakeArtifacts()
let ws: Workspace

beforeEach(() => {
  ws = makeWorkspace()
  ws.write('data/sales.csv', 'month,revenue\n2026-01,10\n2026-02,20\n2026-03,30\n')
})
afterEach(() => ws.remove())

/** The step in this process, for a pull request whose base commit is BASE; `role`, which action. */
function onPullRequest(inputs: Record<string, string>, role?: 'plan') {
  const eventPath = ws.write(
    '.event.json',
    JSON.stringify(pullRequest('opened', { baseSha: BASE }))
  )
  return runInProcess(
    { [Input.GithubToken]: APP_TOKEN, ...inputs },
    {
      workspace: ws.root,
      clock: fakeClock(Date.now()),
      role,
      env: {
        // plan/ stores its plan as an artifact of the run.
        ...(role === 'plan' ? stored.artifacts.env() : {}),
        GITHUB_API_URL: services.github.url,
        GITHUB_REPOSITORY: 'o/r',
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: eventPath
      }
    }
  )
}

async function go() {
  const result = await onPullRequest({
    [Input.ApiKey]: Object.keys(DEFAULT_KEYS)[1],
    [Input.BaseUrl]: services.emulator.url,
    [Input.File]: 'data/sales.csv'
  })
  const [row] = JSON.parse(result.outputs[Output.Results]) as {
    change: { kind: string; text: string; [key: string]: unknown }
  }[]
  return { ...result, change: row.change }
}

describe('the base version from GitHub', () => {
  it('is asked for once, in the raw media type, at the base commit', async () => {
    services.github.files = { [BASE]: { 'data/sales.csv': 'month,revenue\n2026-01,10\n' } }
    const { exitCode, change, log } = await go()
    expect(exitCode).toBe(0)
    expect(change).toMatchObject({ kind: 'changed', before: 1, after: 3, added: 2, removed: 0 })
    expect(log).toContain('1 → 3 rows: 2 added, 0 removed')
    expect(services.github.requests.map(r => `${r.operationId} ${r.query}`)).toEqual([
      `repos/get-content ?ref=${BASE}`
    ])
  })
  it('tells a dataset GitHub does not have at the base commit as new', async () => {
    services.github.files = { [BASE]: {} }
    const { change } = await go()
    expect(change).toMatchObject({ kind: 'new', rows: 3, columns: 2 })
  })
  it('names the commit GitHub does not know and the fetch-depth that avoids asking', async () => {
    const { exitCode, change } = await go()
    expect(exitCode).toBe(0)
    expect(change).toMatchObject({ kind: 'not-compared', reason: { why: 'refused', status: 404 } })
    expect(change.text).toContain('bbbbbbb')
    expect(change.text).toContain('fetch-depth: 0')
  })
  it('names the token GitHub refused', async () => {
    services.github.tokens = { [APP_TOKEN]: { login: BOT, app: true, lacks: ['contents'] } }
    const { change } = await go()
    expect(change).toMatchObject({ reason: { why: 'refused', status: 403 } })
    expect(change.text).toContain('contents: read')
  })
  it('gives no figure when GitHub fails, and the step still passes', async () => {
    services.github.files = { [BASE]: { 'data/sales.csv': 'month,revenue\n' } }
    services.github.fail({ method: 'GET', path: /\/contents\//, status: 500, times: 10 })
    const { exitCode, change } = await go()
    expect(exitCode).toBe(0)
    expect(change).toMatchObject({ kind: 'not-compared', reason: { why: 'failed' } })
    expect(change.text).toContain('HTTP 500')
    expect(change).not.toHaveProperty('added')
  })
})

describe("the base versions of many datasets from GitHub, read by a matrix's plan", () => {
  async function plan(count: number) {
    for (let i = 0; i < count; i++)
      ws.write(`many/d${String(i).padStart(3, '0')}.csv`, 'a,b\n1,2\n')
    const result = await onPullRequest({ [Input.File]: 'many/*.csv' }, 'plan')
    const reads = services.github.requests.filter(r => r.operationId === 'repos/get-content')
    // The plan is stored for collect/, which reports each dataset's change from it.
    expect(stored.artifacts.artifactsOfRun(1).map(artifact => artifact.name)).toEqual([
      'dashboards-plan-1'
    ])
    return { ...result, reads: reads.length }
  }
  it('asks once when GitHub does not know the base commit, and tells every dataset why', async () => {
    const { exitCode, reads, log } = await plan(12)
    expect(exitCode).toBe(0)
    expect(reads).toBe(1)
    expect(log.match(/bbbbbbb.*fetch-depth: 0/g)).toHaveLength(12)
  })
  it('reads at most 100 base versions in a run, and says so for the others', async () => {
    services.github.files = { [BASE]: {} }
    const { exitCode, reads, log } = await plan(103)
    expect(exitCode).toBe(0)
    expect(reads).toBe(100)
    expect(log.match(/more than 100 datasets.*fetch-depth: 0/g)).toHaveLength(3)
  })
})

/**
 * Fork mode in process, against the emulator and the fake GitHub serving a real git repository:
 * GitHub's refusals (a label the token may not take off, a blob it may not read, a payload
 * without a head commit) and what each run says of them.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { Input, Output } from '../src/config/constants.js'
import { runInProcess } from './helpers/action-env.js'
import { fakeClock } from './helpers/clock.js'
import { pullRequest, type Payload } from './helpers/events.js'
import { forkRepo, type ForkRepo } from './helpers/fork-repo.js'
import { saying } from './helpers/meaning.js'
import { APP_TOKEN, BOT, useServices } from './helpers/services.js'
import { makeWorkspace, type Workspace } from './helpers/workspace.js'

const LABEL = 'ready for dashboards'
const SALES = 'month,revenue\n2026-01,10\n2026-02,12\n'

const services = useServices({ processingMs: 20 })
let repo: ForkRepo
let ws: Workspace
let base: string
let head: string

beforeAll(() => {
  repo = forkRepo()
  base = repo.commit({ 'data/sales.csv': SALES })
  head = repo.commit({ 'data/sales.csv': `${SALES}2026-03,15\n`, 'data/east.csv': SALES }, base)
  ws = makeWorkspace()
  ws.write('data/sales.csv', 'decoy,x\n1,2\n')
})
afterAll(() => {
  repo.remove()
  ws.remove()
})
beforeEach(() => {
  services.github.git = repo.dir
})

function forkPayload(action: string, association: string, labels: string[] = []): Payload {
  const payload = pullRequest(action, { headSha: head, baseSha: base })
  payload.pull_request.head.repo = {
    ...payload.pull_request.head.repo,
    full_name: 'contributor/r',
    fork: true
  }
  payload.pull_request.author_association = association
  // An owner, member or collaborator here has write access, as GitHub answers when asked.
  if (['OWNER', 'MEMBER', 'COLLABORATOR'].includes(association))
    services.github.collaborators[payload.pull_request.user.login] = 'write'
  payload.pull_request.labels = labels.map(name => ({ ...payload.pull_request.labels[0], name }))
  services.github.pulls[payload.number] = {
    headSha: head,
    baseSha: base,
    state: 'open',
    labels: [...labels]
  }
  return payload
}

function go(payload: Payload, inputs: Record<string, string> = {}, event = 'pull_request_target') {
  const eventPath = path.join(ws.root, '..', `fork-int-${process.hrtime.bigint()}.json`)
  writeFileSync(eventPath, JSON.stringify(payload))
  return runInProcess(
    {
      [Input.ApiKey]: Object.keys(DEFAULT_KEYS)[1],
      [Input.BaseUrl]: services.emulator.url,
      [Input.File]: 'data/*.csv',
      [Input.GithubToken]: APP_TOKEN,
      [Input.ApprovalLabel]: LABEL,
      [Input.CommitStatus]: 'true',
      [Input.Reuse]: 'false',
      ...inputs
    },
    {
      workspace: ws.root,
      clock: fakeClock(Date.now()),
      env: {
        GITHUB_API_URL: services.github.url,
        GITHUB_REPOSITORY: 'o/r',
        GITHUB_SHA: base,
        GITHUB_EVENT_NAME: event,
        GITHUB_EVENT_PATH: eventPath
      }
    }
  )
}

describe('fork mode in process', () => {
  it("generates a collaborator's head commit, compared with the base commit read from GitHub", async () => {
    const result = await go(forkPayload('synchronize', 'COLLABORATOR'))
    expect(result.exitCode).toBe(0)
    const sent = services.emulator.requests.flatMap(r => (r.file ? [r.file] : []))
    expect(sent.map(file => file.name).sort()).toEqual(['east.csv', 'sales.csv'])
    expect(sent.find(f => f.name === 'sales.csv')?.content).toEqual(
      repo.blob(head, 'data/sales.csv')
    )
    expect(result.log).toMatch(saying('data/sales.csv', '1 added'))
    expect(JSON.parse(result.outputs[Output.Datasets])).toEqual(['data/east.csv', 'data/sales.csv'])
  })

  it('waits, and says how to take off a stale label the token may not remove', async () => {
    services.github.tokens = { [APP_TOKEN]: { login: BOT, app: true, lacks: ['pull-requests'] } }
    const payload = forkPayload('synchronize', 'FIRST_TIME_CONTRIBUTOR', [LABEL])
    const result = await go(payload)
    expect(result.exitCode).toBe(0)
    expect(services.emulator.requests).toEqual([])
    expect(result.log).toMatch(saying('::warning::', LABEL, 'pull-requests: write'))
    expect(result.log).toMatch(saying('::notice::', 'remove it and add it again', head.slice(0, 7)))
    expect(result.summary).toMatch(saying('remove it and add it again'))
    expect(services.github.statuses).toEqual([
      expect.objectContaining({ sha: head, state: 'pending', context: 'dashboards' })
    ])
    expect(result.outputs[Output.Results]).toBe('[]')
  })

  it('refuses a dataset whose blob GitHub will not serve, and generates the others', async () => {
    services.github.fail({
      method: 'GET',
      path: new RegExp(`/git/blobs/${repo.object(head, 'data/east.csv')}$`),
      status: 404
    })
    const result = await go(forkPayload('opened', 'OWNER'), { [Input.Compare]: 'false' })
    expect(result.exitCode).toBe(1)
    const rows = JSON.parse(result.outputs[Output.Results]) as { file: string; error: string }[]
    expect(rows.find(r => r.file === 'data/east.csv')?.error).toMatch(
      saying('data/east.csv', 'HTTP 404', 'contents: read')
    )
    expect(rows.find(r => r.file === 'data/sales.csv')?.error).toBe('')
  })

  it('refuses a path the head commit does not hold, named as one', async () => {
    const result = await go(forkPayload('opened', 'MEMBER'), {
      [Input.File]: 'data/missing.csv',
      [Input.Compare]: 'false'
    })
    expect(result.exitCode).toBe(1)
    expect(result.log).toMatch(saying('::error', 'data/missing.csv', "pull request's head commit"))
    expect(services.emulator.requests).toEqual([])
  })

  it('refuses a payload that names no head commit, before reading anything', async () => {
    const payload = forkPayload('opened', 'MEMBER')
    payload.pull_request.head.sha = ''
    const result = await go(payload)
    expect(result.exitCode).toBe(1)
    expect(result.log).toMatch(saying('Fork mode', 'head commit'))
    expect(services.github.requests).toEqual([])
  })

  it('refuses an approval label GitHub could not hold', async () => {
    const result = await go(forkPayload('opened', 'MEMBER'), {
      [Input.ApprovalLabel]: 'x'.repeat(51)
    })
    expect(result.exitCode).toBe(1)
    expect(result.log).toMatch(saying(Input.ApprovalLabel, '50 characters'))
  })

  it("waits when the event's sender may not push, though the author may, asking each login once", async () => {
    const payload = forkPayload('synchronize', 'MEMBER')
    payload.sender = { ...payload.sender, login: 'outsider' }
    const result = await go(payload)
    expect(result.exitCode).toBe(0)
    expect(services.emulator.requests).toEqual([])
    const asked = services.github.requests
      .filter(r => r.operationId === 'repos/get-collaborator-permission-level')
      .map(r => r.path)
    expect(asked).toEqual([
      `/repos/o/r/collaborators/${payload.pull_request.user.login}/permission`,
      '/repos/o/r/collaborators/outsider/permission'
    ])
    expect(result.log).toMatch(saying("event's sender", '"outsider"', 'may not push', LABEL))
    expect(result.log).toMatch(saying('::notice::', '"outsider"', 'pusher', 'no write access'))
  })

  it('generates every matched dataset, naming the fix, when the change up to the head commit is past what GitHub lists', async () => {
    // 301 files: past the compare's 300, and 251 commits: past the 250 it pages through.
    services.github.compares = {
      [`${base}...${head}`]: Array.from({ length: 301 }, (_, i) => `src/file-${i}.ts`)
    }
    services.github.compareCommits = {
      [`${base}...${head}`]: Array.from({ length: 251 }, (_, i) => i.toString(16).padStart(40, '0'))
    }
    const result = await go(forkPayload('opened', 'MEMBER'), {
      [Input.ChangedOnly]: 'true',
      [Input.Compare]: 'false'
    })
    expect(result.exitCode).toBe(0)
    expect(services.emulator.requests.flatMap(r => (r.file ? [r.file.name] : [])).sort()).toEqual([
      'east.csv',
      'sales.csv'
    ])
    expect(result.log).toMatch(
      saying(
        '::notice::',
        Input.ChangedOnly,
        'every matched file',
        head.slice(0, 7),
        `'${Input.File}'`
      )
    )
    expect(services.github.requests.map(r => r.operationId)).not.toContain('pulls/list-files')
  })

  it("passes a fork's plain pull_request run without a key with a notice, writing nothing", async () => {
    const result = await go(forkPayload('opened', 'NONE'), { [Input.ApiKey]: '' }, 'pull_request')
    expect(result.exitCode).toBe(0)
    expect(result.log).toMatch(saying('::notice::', 'fork mode', 'pull_request_target'))
    expect(result.outputs).toEqual({})
    expect(services.github.requests).toEqual([])
  })
})

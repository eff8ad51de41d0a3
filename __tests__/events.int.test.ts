/**
 * `changed-only` and the comment on every event GitHub sends, driven by GitHub's published
 * payloads, against the service emulator and a fake GitHub that holds GitHub's own limits and
 * refuses any request its REST description does not define.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { Input, Output } from '../src/config/constants.js'
import { runInProcess } from './helpers/action-env.js'
import { fakeClock } from './helpers/clock.js'
import {
  commentOnPullRequest,
  examples,
  pullRequest,
  push,
  schedule,
  webhook,
  type Payload
} from './helpers/events.js'
import { commitSteps } from './helpers/git-history.js'
import { APP_TOKEN, BOT, useServices } from './helpers/services.js'
import { makeWorkspace, SMALL_CSV, type Workspace } from './helpers/workspace.js'
import { saying } from './helpers/meaning.js'

const BEFORE = '1111111111111111111111111111111111111111'
const AFTER = '2222222222222222222222222222222222222222'
/** GITHUB_SHA on pull_request: the test merge commit, which no reviewer sees. */
const MERGE_SHA = '3333333333333333333333333333333333333333'
const services = useServices()
let ws: Workspace

beforeEach(() => {
  ws = makeWorkspace()
  for (const name of ['north', 'south', 'east']) ws.write(`data/${name}.csv`, SMALL_CSV)
})
afterEach(() => ws.remove())

function go(event: string, payload: Payload, inputs: Record<string, string> = {}) {
  const eventPath = ws.write('.event.json', JSON.stringify(payload))
  return runInProcess(
    {
      [Input.ApiKey]: Object.keys(DEFAULT_KEYS)[1],
      [Input.BaseUrl]: services.emulator.url,
      [Input.GithubToken]: APP_TOKEN,
      [Input.File]: 'data/*.csv',
      [Input.ChangedOnly]: 'true',
      // These tests count the requests of changed-only and the comment; compare.e2e asks for the rest.
      [Input.Compare]: 'false',
      ...inputs
    },
    {
      workspace: ws.root,
      clock: fakeClock(Date.now()),
      env: {
        GITHUB_API_URL: services.github.url,
        GITHUB_REPOSITORY: 'o/r',
        GITHUB_SHA: MERGE_SHA,
        GITHUB_EVENT_NAME: event,
        GITHUB_EVENT_PATH: eventPath
      }
    }
  )
}

const uploaded = () =>
  services.emulator.requests
    .filter(r => r.method === 'POST')
    .map(r => r.file?.name)
    .sort()
const requested = () => services.github.requests.map(r => r.operationId ?? r.path)
/** `count` file names that are not datasets, as a large change carries. */
const noise = (count: number, prefix = 'src') =>
  Array.from({ length: count }, (_, i) => `${prefix}/file-${i}.ts`)

describe('push', () => {
  it('keeps the files of a push compared in one request', async () => {
    services.github.compares = { [`${BEFORE}...${AFTER}`]: ['data/north.csv', ...noise(20)] }
    const result = await go('push', push.branch(BEFORE, AFTER))
    expect(result.exitCode).toBe(0)
    expect(uploaded()).toEqual(['north.csv'])
    expect(services.github.requests.map(r => `${r.method} ${r.path}`)).toEqual([
      `GET /repos/o/r/compare/${BEFORE}...${AFTER}`
    ])
  })
  it('finds a dataset past the compare’s 300 files in the files of each pushed commit', async () => {
    const commits = ['a'.repeat(40), 'b'.repeat(40), 'c'.repeat(40)]
    services.github.compares = {
      [`${BEFORE}...${AFTER}`]: [...noise(440), 'data/south.csv', 'data/east.csv']
    }
    services.github.compareCommits = { [`${BEFORE}...${AFTER}`]: commits }
    services.github.commits = {
      [commits[0]]: noise(200),
      [commits[1]]: [...noise(240, 'lib'), 'data/south.csv'],
      [commits[2]]: ['data/east.csv']
    }
    const result = await go('push', push.branch(BEFORE, AFTER))
    expect(result.exitCode).toBe(0)
    expect(uploaded()).toEqual(['east.csv', 'south.csv'])
  })
  it('regenerates every dataset, saying why and which fetch-depth helps, when no list can tell', async () => {
    services.github.compares = { [`${BEFORE}...${AFTER}`]: [...noise(299), 'x', 'data/east.csv'] }
    services.github.compareCommits = {
      [`${BEFORE}...${AFTER}`]: Array.from({ length: 251 }, (_, i) =>
        i.toString(16).padStart(40, '0')
      )
    }
    const result = await go('push', push.branch(BEFORE, AFTER))
    expect(result.exitCode).toBe(0)
    expect(uploaded()).toHaveLength(3)
    expect(result.log).toMatch(/::notice::'changed-only': every matched file/)
    expect(result.log).toMatch(saying('more files than GitHub can list'))
    expect(result.log).toContain('fetch-depth: 0')
  })
  it('reads a large push from the checkout’s own history without asking GitHub', async () => {
    const [before, after] = commitSteps(ws.root, [
      () => noise(450).forEach(file => ws.write(file, 'x')),
      () => {
        noise(450).forEach(file => ws.write(file, 'y'))
        ws.write('data/south.csv', `${SMALL_CSV}2026-02,West,1\n`)
      }
    ])
    const result = await go('push', push.branch(before, after))
    expect(result.exitCode).toBe(0)
    expect(uploaded()).toEqual(['south.csv'])
    expect(services.github.requests).toEqual([])
  })
  it('after a force-push, also regenerates a dataset only the dropped commits changed', async () => {
    services.github.compares = {
      [`${BEFORE}...${AFTER}`]: ['data/north.csv'],
      [`${AFTER}...${BEFORE}`]: ['data/east.csv']
    }
    const result = await go('push', push.branch(BEFORE, AFTER, true))
    expect(result.exitCode).toBe(0)
    expect(uploaded()).toEqual(['east.csv', 'north.csv'])
  })
  it("regenerates every dataset on a branch's first push, and says so", async () => {
    const result = await go('push', push.firstPush())
    expect(uploaded()).toHaveLength(3)
    expect(result.log).toContain("this is the branch's first push")
    expect(services.github.requests).toEqual([])
  })
  it('does not call a new tag the branch’s first push', async () => {
    const result = await go('push', push.tagCreated())
    expect(uploaded()).toHaveLength(3)
    expect(result.log).toMatch(saying("'changed-only'", 'every matched file', 'created a tag'))
    expect(result.log).not.toContain('first push')
  })
  it('compares a moved tag’s old and new commits', async () => {
    services.github.compares = { [`${BEFORE}...${AFTER}`]: ['data/east.csv'] }
    const moved = { ...push.branch(BEFORE, AFTER, true), ref: 'refs/tags/simple-tag' }
    const result = await go('push', moved)
    expect(result.exitCode).toBe(0)
    expect(uploaded()).toEqual(['east.csv'])
  })
  it.each([
    ['tag', push.tagDeleted],
    ['branch', push.branchDeleted]
  ])(
    'on a deleted %s, generates and comments nothing and sends GitHub nothing',
    async (kind, payload) => {
      for (const changedOnly of ['true', 'false']) {
        const result = await go('push', payload(), {
          [Input.ChangedOnly]: changedOnly,
          [Input.Comment]: 'true'
        })
        expect(result.exitCode).toBe(0)
        expect(result.log).toContain(`::notice::The push deleted a ${kind}`)
        expect(result.outputs[Output.Results]).toBe('[]')
      }
      expect(services.emulator.requests).toEqual([])
      expect(services.github.requests).toEqual([])
    }
  )
  it('names the permission a push compare needs when the token lacks it', async () => {
    services.github.tokens[APP_TOKEN].lacks = ['contents']
    services.github.compares = { [`${BEFORE}...${AFTER}`]: ['data/north.csv'] }
    const result = await go('push', push.branch(BEFORE, AFTER))
    expect(result.exitCode).toBe(1)
    expect(result.log).toContain("'permissions: contents: read'")
    expect(result.log).not.toContain('::error::Resource not accessible by integration')
    expect(services.emulator.requests).toEqual([])
  })
})

describe('pull requests', () => {
  const actions = [...new Set(examples('pull_request').map(p => p.action as string))]
  // pull_request_target reads the head commit from GitHub (fork mode): fork-mode.e2e.test.ts.
  it.each(actions.map(action => ['pull_request', action]))(
    'on %s %s, keeps the pull request’s changed files',
    async (event, action) => {
      const payload = pullRequest(action, { changedFiles: 2 })
      services.github.pulls = {
        [payload.number]: {
          headSha: payload.pull_request.head.sha,
          state: 'open',
          files: ['README.md', 'data/east.csv']
        }
      }
      const result = await go(event, payload)
      expect(result.exitCode).toBe(0)
      expect(uploaded()).toEqual(['east.csv'])
    }
  )
  it('reads 100 files a request', async () => {
    const payload = pullRequest('synchronize', { changedFiles: 250 })
    services.github.pulls = {
      [payload.number]: {
        headSha: payload.pull_request.head.sha,
        state: 'open',
        files: [...noise(249), 'data/north.csv']
      }
    }
    const result = await go('pull_request', payload)
    expect(uploaded()).toEqual(['north.csv'])
    expect(requested()).toEqual(Array(3).fill('pulls/list-files'))
    expect(services.github.requests.every(r => r.query.includes('per_page=100'))).toBe(true)
    expect(result.exitCode).toBe(0)
  })
  it('regenerates every dataset, and says why, past the 3,000 files GitHub lists', async () => {
    const payload = pullRequest('opened', { changedFiles: 3500 })
    services.github.pulls = {
      [payload.number]: {
        headSha: payload.pull_request.head.sha,
        state: 'open',
        files: [...noise(3499), 'data/north.csv']
      }
    }
    const result = await go('pull_request', payload)
    expect(uploaded()).toHaveLength(3)
    expect(result.log).toMatch(/::notice::'changed-only': every matched file/)
    expect(result.log).toMatch(saying(/pull request #\d+/, '3500 files'))
    expect(services.github.requests).toEqual([])
  })
  it('does not take a list cut at 3,000 files as whole when the payload has no count', async () => {
    const payload = webhook('pull_request_review')
    services.github.pulls = {
      [payload.pull_request.number]: {
        headSha: payload.pull_request.head.sha,
        state: 'open',
        files: [...noise(3100), 'data/north.csv']
      }
    }
    const result = await go('pull_request_review', payload)
    expect(uploaded()).toHaveLength(3)
    expect(result.log).toContain('at least 3000 files')
  })
  it('names the permission the files list needs when the token lacks it', async () => {
    services.github.tokens[APP_TOKEN].lacks = ['pull-requests']
    const payload = pullRequest('opened')
    services.github.pulls = {
      [payload.number]: { headSha: 'x', state: 'open', files: ['data/north.csv'] }
    }
    const result = await go('pull_request', payload)
    expect(result.exitCode).toBe(1)
    expect(result.log).toContain("'permissions: pull-requests: read'")
    expect(result.log).toContain(`pull request #${payload.number}`)
    expect(services.emulator.requests).toEqual([])
  })
  it('names the permission when the pull request is not visible to the token (HTTP 404)', async () => {
    const payload = pullRequest('opened')
    const result = await go('pull_request', payload)
    expect(result.exitCode).toBe(1)
    expect(result.log).toContain('HTTP 404')
    expect(result.log).toContain("'permissions: pull-requests: read'")
    expect(services.emulator.requests).toEqual([])
  })
  it('comments naming the pull request’s head commit, not the merge commit, and never asks GET /user', async () => {
    const payload = pullRequest('synchronize', { changedFiles: 1 })
    const head = payload.pull_request.head.sha as string
    services.github.pulls = {
      [payload.number]: { headSha: head, state: 'open', files: ['data/north.csv'] }
    }
    const result = await go('pull_request', payload, { [Input.Comment]: 'true' })
    expect(result.exitCode).toBe(0)
    expect(services.github.comments).toHaveLength(1)
    const body = services.github.comments[0].body
    expect(body).toContain(head.slice(0, 7))
    expect(body).not.toContain(MERGE_SHA.slice(0, 7))
    expect(services.github.comments[0].login).toBe(BOT)
    expect(services.github.requests.some(r => r.path === '/user')).toBe(false)
  })
  it('warns naming the permission the comment needs when the token lacks it; the step passes', async () => {
    services.github.tokens[APP_TOKEN].lacks = ['pull-requests']
    const result = await go('pull_request', pullRequest('opened'), {
      [Input.ChangedOnly]: 'false',
      [Input.Comment]: 'true'
    })
    expect(result.exitCode).toBe(0)
    expect(result.log).toMatch(/::warning::.*'permissions: pull-requests: write'/)
    expect(services.github.comments).toEqual([])
  })
})

describe('other events', () => {
  it('merge_group compares the group’s base and head commits', async () => {
    const payload = webhook('merge_group')
    const { base_sha: base, head_sha: head } = payload.merge_group
    services.github.compares = { [`${base}...${head}`]: ['data/south.csv', 'README.md'] }
    const result = await go('merge_group', payload)
    expect(result.exitCode).toBe(0)
    expect(uploaded()).toEqual(['south.csv'])
  })
  it('a comment on a pull request keeps the files of that pull request', async () => {
    const payload = commentOnPullRequest()
    services.github.pulls = {
      [payload.issue.number]: { headSha: 'x', state: 'open', files: ['data/east.csv'] }
    }
    const result = await go('issue_comment', payload)
    expect(result.exitCode).toBe(0)
    expect(uploaded()).toEqual(['east.csv'])
  })
  it('a comment on a plain issue regenerates every dataset and says why', async () => {
    const result = await go('issue_comment', webhook('issue_comment'))
    expect(uploaded()).toHaveLength(3)
    expect(result.log).toMatch(saying('every matched file', 'an issue, not a pull request'))
  })
  it.each([
    ['workflow_dispatch', () => webhook('workflow_dispatch')],
    ['schedule', schedule],
    ['release', () => webhook('release', p => p.action === 'published')],
    ['workflow_run', () => webhook('workflow_run')]
  ])('%s regenerates every dataset, says why, and asks GitHub nothing', async (event, payload) => {
    const result = await go(event, payload())
    expect(result.exitCode).toBe(0)
    expect(uploaded()).toHaveLength(3)
    expect(result.log).toMatch(saying('every matched file', `the ${event} event`, 'no change'))
    expect(services.github.requests).toEqual([])
  })
})

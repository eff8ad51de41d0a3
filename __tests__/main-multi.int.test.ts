/** run() in this process over several datasets and changed-only, against the services.emulator and a fake GitHub API. */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { changedFiles } from '../src/github/changed-files.js'
import { readRows } from '../src/report/comment-rows.js'
import { Input, Output } from '../src/constants.js'
import { createGitHubClient } from '../src/github/client.js'
import type { RunContext } from '../src/github/context.js'
import { runInProcess } from './helpers/action-env.js'
import { fakeClock } from './helpers/clock.js'
import { APP_TOKEN, useServices } from './helpers/services.js'
import { makeWorkspace, SMALL_CSV, type Workspace } from './helpers/workspace.js'

const SHA = '00aa11bb22cc33dd44ee55ff6677889900aabbcc'
const services = useServices()
let ws: Workspace

beforeEach(() => {
  ws = makeWorkspace()
  for (const name of ['a', 'b', 'c']) ws.write(`data/${name}.csv`, SMALL_CSV)
})
afterEach(() => ws.remove())

function go(inputs: Record<string, string>, event = 'push', payload: Record<string, unknown> = {}) {
  const eventPath = ws.write('.event.json', JSON.stringify(payload))
  return runInProcess(
    {
      [Input.ApiKey]: Object.keys(DEFAULT_KEYS)[1],
      [Input.BaseUrl]: services.emulator.url,
      [Input.GithubToken]: APP_TOKEN,
      ...inputs
    },
    {
      workspace: ws.root,
      clock: fakeClock(Date.now()),
      env: {
        GITHUB_API_URL: services.github.url,
        GITHUB_REPOSITORY: 'o/r',
        GITHUB_SHA: SHA,
        GITHUB_EVENT_NAME: event,
        GITHUB_EVENT_PATH: eventPath
      }
    }
  )
}

describe('several datasets in one step', () => {
  it('reports them all, prefixes their log lines and comments once with a row each', async () => {
    const result = await go({
      [Input.File]: 'data/*.csv',
      [Input.Comment]: 'true',
      [Input.PrNumber]: '4'
    })
    expect(result.exitCode).toBe(0)
    expect(JSON.parse(result.outputs[Output.Results])).toHaveLength(3)
    expect(result.log).toContain('[data/b.csv] Uploading data/b.csv')
    expect(result.log).not.toContain('::group::')
    expect(services.github.comments).toHaveLength(1)
    expect(readRows(services.github.comments[0].body).map(r => r.file)).toEqual([
      'data/a.csv',
      'data/b.csv',
      'data/c.csv'
    ])
    expect(result.outputs[Output.CommentUrl]).toContain('#issuecomment-')
  })
  it('keeps only the files a push changed', async () => {
    services.github.compares = { [`1111111...${SHA}`]: ['data/b.csv'] }
    const result = await go({ [Input.File]: 'data/*.csv', [Input.ChangedOnly]: 'true' }, 'push', {
      before: '1111111',
      after: SHA
    })
    expect(result.exitCode).toBe(0)
    expect(result.log).toContain("'changed-only': 1 of 3 matched file(s) changed.")
    expect(
      services.emulator.requests.filter(r => r.method === 'POST').map(r => r.file?.name)
    ).toEqual(['b.csv'])
  })
  it('fails when the GitHub API refuses the changed files, before any upload', async () => {
    services.github.fail({
      method: 'GET',
      path: /\/compare\//,
      status: 403,
      body: { message: 'Resource not accessible by integration' }
    })
    const result = await go({ [Input.File]: 'data/*.csv', [Input.ChangedOnly]: 'true' }, 'push', {
      before: '1111111',
      after: SHA
    })
    expect(result.exitCode).toBe(1)
    expect(result.log).toContain('::error::Resource not accessible by integration')
    expect(services.emulator.requests).toHaveLength(0)
  })
  it.each([
    [
      { [Input.MaxConcurrency]: '0' },
      `Input 'max-concurrency' is "0"; it must be a whole number from 1 to 20.`
    ],
    [{ [Input.MaxConcurrency]: 'many' }, `Input 'max-concurrency' is "many"`],
    [{ [Input.PrNumber]: '#12' }, `Input 'pr-number' is "#12"; it must be a pull request's number`],
    [{ [Input.Comment]: 'sure' }, `Input 'comment' is "sure"`],
    [{ [Input.File]: '!data/a.csv' }, 'has only exclusions']
  ])('refuses %p before any request', async (inputs, message) => {
    const result = await go({ [Input.File]: 'data/*.csv', ...inputs })
    expect(result.exitCode).toBe(1)
    expect(result.log).toContain(message)
    expect(services.emulator.requests).toHaveLength(0)
  })
})

describe('the changed files', () => {
  const context = (eventName: string, payload: Record<string, unknown>): RunContext => ({
    eventName,
    payload,
    owner: 'o',
    repo: 'r',
    sha: SHA,
    serverUrl: 'https://github.com',
    apiUrl: services.github.url
  })
  const client = () => createGitHubClient(APP_TOKEN, services.github.url, () => undefined)
  it('of a pull request come from its file list', async () => {
    services.github.pulls = { 3: { headSha: SHA, state: 'open', files: ['x.csv', 'y.csv'] } }
    await expect(
      changedFiles(client(), context('pull_request_target', { pull_request: { number: 3 } }))
    ).resolves.toEqual({ files: new Set(['x.csv', 'y.csv']) })
  })
  it('are all files after a force-push that cannot be compared', async () => {
    await expect(
      changedFiles(client(), context('push', { before: 'dead', after: SHA }))
    ).resolves.toEqual({
      all: `the pushed range dead...${SHA.slice(0, 7)} cannot be compared (a force-push?)`
    })
  })
  it('are all files on an event that is neither push nor pull request', async () => {
    await expect(changedFiles(client(), context('schedule', {}))).resolves.toEqual({
      all: 'the schedule event is neither a push nor a pull request'
    })
  })
  it('of a push are read page by page until a page adds nothing', async () => {
    services.github.pageSize = 100
    services.github.compares = { [`1111111...${SHA}`]: ['a.csv'] }
    await expect(
      changedFiles(client(), context('push', { before: '1111111', after: SHA }))
    ).resolves.toEqual({ files: new Set(['a.csv']) })
  })
})

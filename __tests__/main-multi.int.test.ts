/** run() in this process over several datasets and changed-only, against the services.emulator and a fake GitHub API. */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { readRows } from '../src/report/comment-rows.js'
import { Input, Output } from '../src/config/constants.js'
import { runInProcess } from './helpers/action-env.js'
import { fakeClock } from './helpers/clock.js'
import { APP_TOKEN, useServices } from './helpers/services.js'
import { makeWorkspace, SMALL_CSV, type Workspace } from './helpers/workspace.js'
import { saying } from './helpers/meaning.js'
import { pullRequest, push } from './helpers/events.js'

const SHA = '00aa11bb22cc33dd44ee55ff6677889900aabbcc'
const BEFORE = '1111111111111111111111111111111111111111'
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
    services.github.compares = { [`${BEFORE}...${SHA}`]: ['data/b.csv'] }
    const result = await go({ [Input.File]: 'data/*.csv', [Input.ChangedOnly]: 'true' }, 'push', {
      before: BEFORE,
      after: SHA
    })
    expect(result.exitCode).toBe(0)
    expect(result.log).toContain("'changed-only': 1 of 3 matched file(s) changed.")
    expect(
      services.emulator.requests.filter(r => r.method === 'POST').map(r => r.file?.name)
    ).toEqual(['b.csv'])
  })
  it('fails naming the permission when GitHub refuses the changed files, before any upload', async () => {
    services.github.tokens[APP_TOKEN].lacks = ['contents']
    const result = await go({ [Input.File]: 'data/*.csv', [Input.ChangedOnly]: 'true' }, 'push', {
      before: BEFORE,
      after: SHA
    })
    expect(result.exitCode).toBe(1)
    expect(result.log).toContain("'permissions: contents: read'")
    expect(result.log).not.toMatch(/error::Resource not accessible by integration/)
    expect(services.emulator.requests).toHaveLength(0)
  })
  it.each([
    [{ [Input.MaxConcurrency]: '0' }, saying(`Input 'max-concurrency' is "0"`, '1 to 20')],
    [{ [Input.MaxConcurrency]: 'many' }, `Input 'max-concurrency' is "many"`],
    [{ [Input.PrNumber]: '#12' }, saying(`Input 'pr-number' is "#12"`, "pull request's number")],
    [{ [Input.Comment]: 'sure' }, `Input 'comment' is "sure"`],
    [{ [Input.File]: '!data/a.csv' }, 'has only exclusions']
  ])('refuses %p before any request', async (inputs, message) => {
    const result = await go({ [Input.File]: 'data/*.csv', ...inputs })
    expect(result.exitCode).toBe(1)
    expect(result.log).toMatch(message)
    expect(services.emulator.requests).toHaveLength(0)
  })
})

describe('the dashboards issue, in this process', () => {
  it('is opened by a push to the default branch with a row per dataset, and left by a pull request', async () => {
    const published = push.firstPush()
    const branch = published.repository.default_branch as string
    const pushed = await go(
      { [Input.File]: 'data/*.csv', [Input.DashboardIssue]: 'true', [Input.Reuse]: 'false' },
      'push',
      { ...published, ref: `refs/heads/${branch}`, after: SHA }
    )
    expect(pushed.exitCode).toBe(0)
    const [issue] = services.github.issues
    expect(pushed.outputs[Output.DashboardIssueUrl]).toBe(
      `https://github.example/o/r/issues/${issue.number}`
    )
    expect(readRows(issue.body).map(row => [row.file, row.commitSha])).toEqual([
      ['data/a.csv', SHA],
      ['data/b.csv', SHA],
      ['data/c.csv', SHA]
    ])
    const pulled = await go(
      { [Input.File]: 'data/*.csv', [Input.DashboardIssue]: 'true', [Input.Reuse]: 'false' },
      'pull_request',
      pullRequest('opened')
    )
    expect(pulled.exitCode).toBe(0)
    expect(pulled.outputs[Output.DashboardIssueUrl]).toBe('')
    expect(pulled.log).toMatch(
      saying('::notice::The dashboards issue was left as it is', 'this is a pull_request run')
    )
    expect(services.github.issues).toEqual([issue])
  })
})

/** Many datasets in one step, through the bundle, against the services.emulator and a fake GitHub API. */
import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { beforeEach, describe, expect, it } from '@jest/globals'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { readRows } from '../src/report/comment-rows.js'
import { Input, Output } from '../src/config/constants.js'
import { runAction } from '../tools/runner.js'
import { pullRequest, push } from './helpers/events.js'
import { APP_TOKEN, useServices } from './helpers/services.js'
import { csvOfSize, makeWorkspace, SMALL_CSV, type Workspace } from './helpers/workspace.js'
import { saying } from './helpers/meaning.js'
import { renderGfm } from './helpers/gfm.js'

const SHA = 'feedfacecafebeef00112233445566778899aabb'
const BEFORE = '0123abc0123abc0123abc0123abc0123abc0123'
const services = useServices()
let ws: Workspace

beforeEach(() => {
  ws?.remove()
  ws = makeWorkspace()
  for (const name of ['north', 'south', 'east']) ws.write(`data/${name}.csv`, SMALL_CSV)
  ws.write('data/archive/old.csv', SMALL_CSV)
})

interface Run {
  inputs: Record<string, string>
  event?: string
  payload?: Record<string, unknown>
}
function run({ inputs, event = 'push', payload = {} }: Run) {
  const eventPath = path.join(ws.root, '.event.json')
  writeFileSync(eventPath, JSON.stringify(payload))
  return runAction({
    workspace: ws.root,
    inputs: {
      [Input.ApiKey]: Object.keys(DEFAULT_KEYS)[1],
      [Input.BaseUrl]: services.emulator.url,
      [Input.PollInterval]: '1',
      ...inputs
    },
    env: {
      GITHUB_API_URL: services.github.url,
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_SHA: SHA,
      GITHUB_RUN_ID: '77',
      GITHUB_EVENT_NAME: event,
      GITHUB_EVENT_PATH: eventPath
    }
  })
}
const results = (outputs: Record<string, string>) =>
  JSON.parse(outputs[Output.Results]) as Record<string, string>[]
const uploaded = () =>
  services.emulator.requests
    .filter(r => r.method === 'POST')
    .map(r => r.file?.name)
    .sort()

describe('several datasets', () => {
  it('are found by glob and reported in the order of their paths', async () => {
    const result = await run({ inputs: { [Input.File]: 'data/*.csv', [Input.Title]: 'Sales' } })
    expect(result.code).toBe(0)
    expect(results(result.outputs).map(r => [r.file, r.title, r.status])).toEqual([
      ['data/east.csv', 'Sales — east.csv', 'completed'],
      ['data/north.csv', 'Sales — north.csv', 'completed'],
      ['data/south.csv', 'Sales — south.csv', 'completed']
    ])
    for (const r of results(result.outputs)) expect(r['share-url']).toMatch(/\/share\/\w+\/view\/$/)
    expect(result.outputs).toMatchObject({
      [Output.Status]: 'completed',
      [Output.GenerationId]: '',
      [Output.ShareUrl]: '',
      [Output.DashboardId]: '',
      [Output.DashboardTitle]: ''
    })
    expect(
      services.emulator.requests
        .filter(r => r.method === 'POST')
        .map(r => r.fields.title)
        .sort()
    ).toEqual(['Sales — east.csv', 'Sales — north.csv', 'Sales — south.csv'])
    expect(result.summary).toContain('3 of 3 dashboards ready</h3>')
    expect(result.summary.match(/<tr>/g)).toHaveLength(4)
  })
  it('honour exclusions and several patterns', async () => {
    ws.write('data/stock.json', '[{"sku":"a","n":1}]')
    const result = await run({
      inputs: { [Input.File]: 'data/**/*.csv\ndata/*.json\n!data/archive/**\n!data/south.csv' }
    })
    expect(result.code).toBe(0)
    expect(uploaded()).toEqual(['east.csv', 'north.csv', 'stock.json'])
  })
  it('fail on a pattern that matches nothing, naming it, unless another matched', async () => {
    const none = await run({ inputs: { [Input.File]: 'reports/*.csv' } })
    expect(none.code).toBe(1)
    expect(none.stdout).toMatch(/::error::Input 'file'.*"reports\/\*\.csv"/)
    expect(none.stdout).toContain('no file')
    const some = await run({ inputs: { [Input.File]: 'reports/*.csv\ndata/east.csv' } })
    expect(some.code).toBe(0)
    expect(uploaded()).toEqual(['east.csv'])
  })
  it('are all checked before anything is sent; a bad one is a failed row and blocks no other', async () => {
    ws.write('data/empty.csv', '')
    ws.write('data/header-only.csv', 'a,b\n')
    const result = await run({
      inputs: {
        [Input.File]: 'data/*.csv',
        [Input.Comment]: 'true',
        [Input.CommitStatus]: 'true',
        [Input.GithubToken]: APP_TOKEN,
        [Input.PrNumber]: '9'
      }
    })
    // The step fails at the end, naming each bad file (an error each), and only them.
    expect(result.code).toBe(1)
    const errors = result.stdout.split('\n').filter(line => line.startsWith('::error'))
    expect(errors).toHaveLength(2)
    expect(errors[0]).toContain('"data/empty.csv" is empty')
    expect(errors[1]).toMatch(saying('"data/header-only.csv"', 'no rows'))
    // The valid ones were generated; nothing of the bad ones was sent.
    expect(uploaded()).toEqual(['east.csv', 'north.csv', 'south.csv'])
    // results: every matched file in path order, a bad one failed with its reason and no id.
    const rows = results(result.outputs)
    expect(rows.map(r => [r.file, r.status])).toEqual([
      ['data/east.csv', 'completed'],
      ['data/empty.csv', 'failed'],
      ['data/header-only.csv', 'failed'],
      ['data/north.csv', 'completed'],
      ['data/south.csv', 'completed']
    ])
    expect(rows[1]).toMatchObject({ 'generation-id': '', 'share-url': '' })
    expect(rows[1].error).toContain('is empty')
    expect(rows[2].error).toMatch(saying('no rows'))
    expect(result.outputs[Output.Status]).toBe('failed')
    expect(JSON.parse(result.outputs[Output.Datasets])).toHaveLength(5)
    // The summary, as a reader sees it: the verdict, a row each, and why each bad one failed.
    const summary = renderGfm(result.summary)
    expect(summary.headings[0]).toMatch(/2 of 5 dashboards failed · 3 ready/)
    expect(summary.tables[0].map(row => row[0])).toEqual([
      'Dataset',
      'data/east.csv',
      'data/empty.csv',
      'data/header-only.csv',
      'data/north.csv',
      'data/south.csv'
    ])
    expect(summary.tables[0][2][1]).toContain('not sent')
    expect(summary.text).toMatch(saying('data/empty.csv', 'is empty'))
    // The comment: the same rows, the bad ones failed with their reason.
    const comment = readRows(services.github.comments[0].body)
    expect(comment.map(r => [r.file, r.outcome])).toEqual([
      ['data/east.csv', 'completed'],
      ['data/empty.csv', 'rejected'],
      ['data/header-only.csv', 'rejected'],
      ['data/north.csv', 'completed'],
      ['data/south.csv', 'completed']
    ])
    expect(renderGfm(services.github.comments[0].body).text).toMatch(saying('no rows'))
    // The statuses: the run's one failed, and each bad dataset's own.
    const state = (context: string) =>
      services.github.statuses.filter(s => s.context === context).map(s => s.state)
    expect(state('dashboards')).toEqual(['failure'])
    expect(state('dashboard: data/empty.csv')).toEqual(['error'])
    expect(state('dashboard: data/east.csv')).toEqual(['success'])
  })
  it('go on when one fails: the others succeed, the step fails, and all are in results', async () => {
    services.emulator.configure({
      instantBytes: 0,
      processingMs: 300,
      failingFileNames: ['north.csv']
    })
    const result = await run({ inputs: { [Input.File]: 'data/*.csv' } })
    expect(result.code).toBe(1)
    const rows = results(result.outputs)
    expect(rows.map(r => [r.file, r.status])).toEqual([
      ['data/east.csv', 'completed'],
      ['data/north.csv', 'failed'],
      ['data/south.csv', 'completed']
    ])
    expect(rows[1]['generation-id']).not.toBe('')
    expect(rows[1].error).toContain('failed')
    expect(result.outputs[Output.Status]).toBe('failed')
    expect(result.stdout).toMatch(
      new RegExp(`::error::data/north.csv: .*${rows[1]['generation-id']}.* failed`)
    )
  })
  it('run side by side, never more than max-concurrency at once', async () => {
    for (let i = 0; i < 10; i++) ws.write(`many/set-${i}.csv`, csvOfSize(2000))
    services.emulator.configure({ instantBytes: 0, processingMs: 1500 })
    const limited = await run({ inputs: { [Input.File]: 'many/*.csv' } })
    expect(limited.code).toBe(0)
    expect(services.emulator.maxConcurrent()).toBe(4)

    services.emulator.reset()
    services.emulator.configure({ instantBytes: 0, processingMs: 1500 })
    const wide = await run({ inputs: { [Input.File]: 'many/*.csv', [Input.MaxConcurrency]: '10' } })
    expect(wide.code).toBe(0)
    expect(services.emulator.maxConcurrent()).toBe(10)
    expect(results(wide.outputs).every(r => r.status === 'completed')).toBe(true)
  })
})

describe('changed-only', () => {
  const inputs = {
    [Input.File]: 'data/**/*.csv',
    [Input.ChangedOnly]: 'true',
    [Input.GithubToken]: APP_TOKEN
  }
  const pr = pullRequest('synchronize', { headSha: SHA, changedFiles: 5 })

  it("keeps the pull request's changed files, read over every page", async () => {
    services.github.pageSize = 2
    services.github.pulls = {
      [pr.number]: {
        headSha: SHA,
        state: 'open',
        files: ['README.md', 'src/x.ts', 'data/archive/old.csv', 'docs/a.md', 'data/south.csv']
      }
    }
    const result = await run({ inputs, event: 'pull_request', payload: pr })
    expect(result.code).toBe(0)
    expect(uploaded()).toEqual(['old.csv', 'south.csv'])
    expect(
      services.github.requests.filter(r => r.path.endsWith(`/pulls/${pr.number}/files`))
    ).toHaveLength(3)
  })
  it('keeps the files a push changed, from the compare of before and after', async () => {
    services.github.compares = {
      [`${BEFORE}...${SHA}`]: ['data/north.csv', 'data/east.csv', 'a.txt']
    }
    const result = await run({ inputs, event: 'push', payload: push.branch(BEFORE, SHA) })
    expect(result.code).toBe(0)
    expect(uploaded()).toEqual(['east.csv', 'north.csv'])
  })
  it("keeps every file on a branch's first push", async () => {
    const result = await run({ inputs, event: 'push', payload: push.firstPush() })
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(saying('every matched file', 'first push'))
    expect(uploaded()).toHaveLength(4)
  })
  it('succeeds with a notice and empty results when no matched file changed', async () => {
    services.github.compares = { [`${BEFORE}...${SHA}`]: ['README.md'] }
    const result = await run({ inputs, event: 'push', payload: push.branch(BEFORE, SHA) })
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/::notice::.*No matched dataset changed/)
    expect(result.outputs[Output.Results]).toBe('[]')
    expect(services.emulator.requests).toHaveLength(0)
  })
  it('on a deleted branch, generates and comments nothing and asks GitHub nothing', async () => {
    const result = await run({
      inputs: { ...inputs, [Input.Comment]: 'true' },
      event: 'push',
      payload: push.branchDeleted()
    })
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('::notice::The push deleted a branch')
    expect(result.outputs[Output.Results]).toBe('[]')
    expect(services.emulator.requests).toHaveLength(0)
    expect(services.github.requests).toHaveLength(0)
  })
  it('is refused without a token, before any request', async () => {
    const result = await run({
      inputs: { ...inputs, [Input.GithubToken]: '' },
      event: 'push',
      payload: push.branch(BEFORE, SHA)
    })
    expect(result.code).toBe(1)
    expect(result.stdout).toMatch(saying("'changed-only'", "'github-token' is empty"))
    expect(services.github.requests).toHaveLength(0)
  })
})

describe('the comment over several datasets', () => {
  it('keeps rows of datasets not regenerated, updates the changed ones, and drops removed ones', async () => {
    const inputs = {
      [Input.File]: 'data/*.csv',
      [Input.Comment]: 'true',
      [Input.GithubToken]: APP_TOKEN,
      [Input.PrNumber]: '9'
    }
    const first = await run({ inputs })
    expect(first.code).toBe(0)
    expect(readRows(services.github.comments[0].body).map(r => r.file)).toEqual([
      'data/east.csv',
      'data/north.csv',
      'data/south.csv'
    ])
    const before = readRows(services.github.comments[0].body)

    rmSync(path.join(ws.root, 'data/south.csv'))
    services.github.compares = { [`${BEFORE}...${SHA}`]: ['data/north.csv'] }
    const second = await run({
      inputs: { ...inputs, [Input.ChangedOnly]: 'true' },
      payload: push.branch(BEFORE, SHA)
    })
    expect(second.code).toBe(0)
    expect(services.github.comments).toHaveLength(1)
    const after = readRows(services.github.comments[0].body)
    expect(after.map(r => r.file)).toEqual(['data/east.csv', 'data/north.csv'])
    expect(after[0]).toEqual(before[0])
    expect(after[1].generationId).not.toBe(before[1].generationId)
    expect(services.github.comments[0].body).toContain('### ✅ 2 of 2 dashboards ready')
  })
})

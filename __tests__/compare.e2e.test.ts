/**
 * `compare` through the bundle, against a real git history: a pull request's base, head and the
 * test merge commit GitHub checks out. The full checkout reads the base from git; a shallow one
 * asks the fake GitHub's contents API, which answers as GitHub's REST description says.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { Input, Output } from '../src/config/constants.js'
import { NODE24, runAction, type ActionResult } from '../tools/runner.js'
import { pullRequest, push, ZERO, type Payload } from './helpers/events.js'
import { renderGfm } from './helpers/gfm.js'
import {
  commitSteps,
  pullRequestHistory,
  shallowClone,
  type PullRequestCommits
} from './helpers/git-history.js'
import { APP_TOKEN, BOT, useFakeArtifacts, useServices } from './helpers/services.js'

const services = useServices({ instantBytes: 1024 * 1024 })
const store = useFakeArtifacts()

const SALES_HEADER = 'month,region,revenue\n'
const salesRow = (i: number) => `2026-${String((i % 12) + 1).padStart(2, '0')},R${i},${i * 100}\n`
const rows = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, k) => salesRow(from + k)).join('')

/** What each dataset holds at the base commit, as the contents API gives it. */
const AT_BASE: Record<string, string> = {
  'data/sales.csv': SALES_HEADER + rows(0, 10),
  'data/stock.csv': 'sku,qty\nA1,4\nB2,0\nC3,12\n',
  'data/orders.json': '[{"id":1,"total":10},{"id":2,"total":20},{"id":3,"total":30}]',
  'data/same.csv': 'a,b\n1,2\n'
}

let root: string
let shallow: string
let commits: PullRequestCommits

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'dashboard-compare-'))
  const write = (file: string, text: string) => writeFileSync(path.join(root, file), text)
  commits = pullRequestHistory(root, {
    start: () => {
      mkdirSync(path.join(root, 'data'))
      for (const [file, text] of Object.entries(AT_BASE)) write(file, text)
      write('notes.txt', 'start\n')
    },
    // The base branch moves on elsewhere, so the checkout is a real merge.
    base: () => write('notes.txt', 'base moved on\n'),
    head: () => {
      // Rows 0 and 1 removed, 10 to 12 added, the rest in another order: 3 added, 2 removed.
      write('data/sales.csv', SALES_HEADER + rows(5, 13) + rows(2, 5))
      write('data/stock.csv', 'sku,qty,price\r\nC3,12,9.5\r\nA1,4,1.25\r\nB2,0,3\r\n')
      write(
        'data/orders.json',
        '[\n  {"total": 10, "id": 1},\n  {"total": 20, "id": 2},\n  {"total": 30, "id": 3},\n  {"id": 4, "total": 40},\n  {"id": 5, "total": 50}\n]\n'
      )
      write('data/new.csv', 'x,y,z\n1,2,3\n4,5,6\n')
    }
  })
  shallow = mkdtempSync(path.join(os.tmpdir(), 'dashboard-compare-shallow-'))
  rmSync(shallow, { recursive: true })
  shallowClone(root, shallow, 'pr-merge')
})
afterAll(() => {
  rmSync(root, { recursive: true, force: true })
  rmSync(shallow, { recursive: true, force: true })
})

/** Runs `job` with the event's environment, the event's payload written where GitHub puts it. */
function withEvent(
  payload: Payload,
  event: string,
  job: (env: Record<string, string>) => Promise<ActionResult>
): Promise<ActionResult> {
  const eventPath = path.join(os.tmpdir(), `compare-event-${process.pid}-${Date.now()}.json`)
  writeFileSync(eventPath, JSON.stringify(payload))
  return job({
    GITHUB_API_URL: services.github.url,
    GITHUB_REPOSITORY: 'o/r',
    GITHUB_SHA: commits.merge,
    GITHUB_EVENT_NAME: event,
    GITHUB_EVENT_PATH: eventPath
  }).finally(() => rmSync(eventPath, { force: true }))
}

const FILES = 'data/*.csv\ndata/*.json'

function run(
  workspace: string,
  payload: Payload,
  inputs: Record<string, string> = {},
  event = 'pull_request',
  node?: string
) {
  return withEvent(payload, event, env =>
    runAction({
      node,
      workspace,
      inputs: {
        [Input.ApiKey]: Object.keys(DEFAULT_KEYS)[1],
        [Input.BaseUrl]: services.emulator.url,
        [Input.File]: FILES,
        [Input.GithubToken]: APP_TOKEN,
        ...inputs
      },
      env: { ...env, GITHUB_SERVER_URL: 'https://github.example' }
    })
  )
}

/** A matrix's plan job (plan/), which needs no key: it stores its plan in the run's artifacts. */
function plan(workspace: string, payload: Payload) {
  return withEvent(payload, 'pull_request', env =>
    runAction({
      action: 'plan',
      workspace,
      inputs: { [Input.File]: FILES, [Input.GithubToken]: APP_TOKEN },
      env: { ...env, ...store.artifacts.env() }
    })
  )
}

const thePullRequest = () => pullRequest('opened', { baseSha: commits.base, headSha: commits.head })

interface Change {
  kind: string
  text: string
  [key: string]: unknown
}
function changes(outputs: Record<string, string>): Record<string, Change> {
  const results = JSON.parse(outputs[Output.Results]) as { file: string; change: Change }[]
  return Object.fromEntries(results.map(r => [r.file, r.change]))
}

/** The figures every way of reading the base must give. */
function expectTheFigures(found: Record<string, Change>): void {
  expect(found['data/sales.csv']).toMatchObject({
    kind: 'changed',
    unit: 'rows',
    before: 10,
    after: 11,
    added: 3,
    removed: 2,
    columnsAdded: []
  })
  expect(found['data/stock.csv']).toMatchObject({
    kind: 'changed',
    before: 3,
    after: 3,
    added: 0,
    removed: 0,
    columnsAdded: ['price'],
    columnsRemoved: [],
    comparedOn: 2
  })
  expect(found['data/orders.json']).toMatchObject({
    kind: 'changed',
    unit: 'records',
    before: 3,
    after: 5,
    added: 2,
    removed: 0
  })
  expect(found['data/new.csv']).toMatchObject({ kind: 'new', rows: 2, columns: 3 })
  expect(found['data/same.csv']).toMatchObject({ kind: 'unchanged', identical: true, rows: 1 })
}

describe('compare on a pull request', () => {
  it('reads the base from a full checkout’s history and tells each change in the comment', async () => {
    const result = await run(root, thePullRequest(), { [Input.Comment]: 'true' })
    expect(result.code).toBe(0)
    expectTheFigures(changes(result.outputs))
    expect(services.github.requests.map(r => r.operationId)).not.toContain('repos/get-content')

    const [comment] = services.github.comments
    expect(comment.login).toBe(BOT)
    const shown = renderGfm(comment.body).tables[0]
    const cell = (file: string) => shown.find(row => row[0].startsWith(file))?.[0] ?? ''
    expect(cell('data/sales.csv')).toMatch(/10 → 11 rows: 3 added, 2 removed/)
    expect(cell('data/stock.csv')).toMatch(/column added: "price"/)
    expect(cell('data/orders.json')).toMatch(/3 → 5 records: 2 added, 0 removed/)
    expect(cell('data/new.csv')).toMatch(/New: 2 rows, 3 columns/)
    expect(cell('data/same.csv')).toMatch(/content unchanged/i)
    // Counts and names only: no value of any row reaches the comment.
    for (const value of ['R11', '9.5', '2026-03']) expect(comment.body).not.toContain(value)
    expect(result.summary).toContain('10 → 11 rows: 3 added, 2 removed')
  })
  it('gives the same figures in a shallow checkout, one contents request per dataset, on Node 24', async () => {
    services.github.files = { [commits.base]: AT_BASE }
    const result = await run(shallow, thePullRequest(), {}, 'pull_request', NODE24)
    expect(result.code).toBe(0)
    expectTheFigures(changes(result.outputs))
    const reads = services.github.requests.filter(r => r.operationId === 'repos/get-content')
    expect(reads.map(r => decodeURIComponent(r.path)).sort()).toEqual(
      ['data/new.csv', 'data/orders.json', 'data/sales.csv', 'data/same.csv', 'data/stock.csv'].map(
        file => `/repos/o/r/contents/${file}`
      )
    )
    expect(reads.every(r => r.query === `?ref=${commits.base}`)).toBe(true)
  })
  it('says plainly why it could not compare when GitHub refuses the file, and the step passes', async () => {
    services.github.files = { [commits.base]: AT_BASE }
    services.github.tokens[APP_TOKEN] = { login: BOT, app: true, lacks: ['contents'] }
    const result = await run(shallow, thePullRequest())
    expect(result.code).toBe(0)
    const sales = changes(result.outputs)['data/sales.csv']
    expect(sales).toMatchObject({ kind: 'not-compared', reason: { why: 'refused', status: 403 } })
    expect(sales.text).toContain('contents: read')
    expect(sales.text).toContain('fetch-depth: 0')
    expect(sales.text).toContain(commits.base.slice(0, 7))
    expect(result.summary).toContain('Not compared')
    expect(JSON.stringify(changes(result.outputs))).not.toMatch(/\d+ added/)
  })
  it('says which input and checkout it needs when there is no history and no token', async () => {
    const result = await run(shallow, thePullRequest(), { [Input.GithubToken]: '' })
    expect(result.code).toBe(0)
    const sales = changes(result.outputs)['data/sales.csv']
    expect(sales).toMatchObject({ kind: 'not-compared', reason: { why: 'no-history' } })
    expect(sales.text).toContain(`'${Input.GithubToken}'`)
    expect(sales.text).toContain('fetch-depth: 0')
    expect(services.github.requests).toEqual([])
  })
  it('shows the comparison in the plan, which needs no key, as a fork’s pull request runs it', async () => {
    services.github.files = { [commits.base]: AT_BASE }
    const result = await plan(shallow, thePullRequest())
    expect(result.code).toBe(0)
    const [table] = renderGfm(result.summary).tables
    const change = (file: string) => table.find(row => row[0] === file)?.at(-1)
    expect(change('data/sales.csv')).toContain('10 → 11 rows: 3 added, 2 removed')
    expect(change('data/new.csv')).toContain('New: 2 rows, 3 columns')
    expect(services.emulator.requests).toEqual([])
    expect(store.artifacts.artifactsOfRun(1).map(artifact => artifact.name)).toEqual([
      'dashboards-plan-1'
    ])
  })
  it('matches rows on compare-key, and says of a dataset without that column how it compared', async () => {
    const result = await run(root, thePullRequest(), { [Input.CompareKey]: 'sku' })
    expect(result.code).toBe(0)
    const found = changes(result.outputs)
    expect(found['data/stock.csv']).toMatchObject({
      kind: 'changed',
      added: 0,
      removed: 0,
      changed: 0,
      changedColumns: [],
      key: ['sku'],
      columnsAdded: ['price']
    })
    expect(found['data/sales.csv']).toMatchObject({
      added: 3,
      removed: 2,
      keyUnused: { key: ['sku'], why: 'missing', version: 'both' }
    })
    expect(found['data/sales.csv'].text).toContain(
      'key "sku" not in either version: rows compared whole'
    )
    expect(result.summary).toContain('3 → 3 rows: 0 added, 0 removed, 0 changed')
  })
  it('refuses a compare-key with an empty name before any request', async () => {
    const result = await run(root, thePullRequest(), { [Input.CompareKey]: 'region,,month' })
    expect(result.code).not.toBe(0)
    expect(result.stdout).toContain(`Input '${Input.CompareKey}'`)
    expect(result.stdout).toContain('empty name')
    expect(services.emulator.requests).toEqual([])
    expect(services.github.requests).toEqual([])
  })
  it('is off with compare: false', async () => {
    const result = await run(root, thePullRequest(), { [Input.Compare]: 'false' })
    expect(result.code).toBe(0)
    expect(Object.values(changes(result.outputs))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined
    ])
    expect(result.summary).not.toContain('Change')
  })
})

describe('compare on a push', () => {
  it('compares with the commit the push started from', async () => {
    const result = await run(root, push.branch(commits.base, commits.merge), {}, 'push')
    expect(result.code).toBe(0)
    expectTheFigures(changes(result.outputs))
  })
  it("tells every dataset as new on a branch's first push", async () => {
    const result = await run(root, push.branch(ZERO, commits.merge), {}, 'push')
    expect(result.code).toBe(0)
    const found = changes(result.outputs)
    expect(found['data/sales.csv']).toMatchObject({ kind: 'new', rows: 11, columns: 3 })
    expect(found['data/orders.json']).toMatchObject({ kind: 'new', unit: 'records', rows: 5 })
  })
})

describe('column names from a file', () => {
  it('reach the comment and the summary as text: no mention, link, tag or table cell', async () => {
    const hostile = mkdtempSync(path.join(os.tmpdir(), 'dashboard-compare-hostile-'))
    try {
      const file = path.join(hostile, 'data.csv')
      const [before, after] = commitSteps(hostile, [
        () => writeFileSync(file, 'id\n1\n'),
        () =>
          writeFileSync(
            file,
            'id,@octocat,"<img src=x onerror=alert(1)>","[x](https://evil.example)|#1"\n1,a,b,c\n'
          )
      ])
      const result = await run(
        hostile,
        push.branch(before, after),
        { [Input.File]: 'data.csv', [Input.Comment]: 'true', [Input.PrNumber]: '7' },
        'push'
      )
      expect(result.code).toBe(0)
      const shown = renderGfm(services.github.comments[0].body)
      // GitHub links no mention or reference that has a zero-width space after its @ or #.
      const seen = shown.text.replace(/\u200b/g, '')
      expect(seen).toContain('@octocat')
      expect(seen).toContain('<img src=x onerror=alert(1)>')
      expect(seen).toContain('[x](https://evil.example)|#1')
      expect(shown.liveReferences).toEqual([])
      expect(shown.links.some(link => link.includes('evil.example'))).toBe(false)
      expect(shown.images).toBe(0)
      const summary = renderGfm(result.summary)
      expect(summary.images).toBe(0)
      expect(summary.liveReferences).toEqual([])
      expect(summary.text).toContain('<img src=x onerror=alert(1)>')
    } finally {
      rmSync(hostile, { recursive: true, force: true })
    }
  })
  it('reach the comment as text when they name the columns whose values changed', async () => {
    const hostile = mkdtempSync(path.join(os.tmpdir(), 'dashboard-compare-hostile-'))
    try {
      const file = path.join(hostile, 'data.csv')
      const header = 'id,@octocat,"<img src=x onerror=alert(1)>","[x](https://evil.example)|#1"\n'
      const [before, after] = commitSteps(hostile, [
        () => writeFileSync(file, `${header}1,a,b,c\n2,d,e,f\n`),
        () => writeFileSync(file, `${header}1,A,B,C\n2,d,e,f\n`)
      ])
      const result = await run(
        hostile,
        push.branch(before, after),
        { [Input.File]: 'data.csv', [Input.Comment]: 'true', [Input.PrNumber]: '7' },
        'push'
      )
      expect(result.code).toBe(0)
      expect(changes(result.outputs)['data.csv']).toMatchObject({ changed: 1, key: ['id'] })
      const shown = renderGfm(services.github.comments[0].body)
      const seen = shown.text.replace(/\u200b/g, '')
      expect(seen).toContain('1 changed (@octocat 1, "<img src=x onerror=alert(1)>" 1,')
      expect(shown.liveReferences).toEqual([])
      expect(shown.links.some(link => link.includes('evil.example'))).toBe(false)
      expect(shown.images).toBe(0)
      // Counts and names only: no value of a row.
      for (const value of ['A', 'B', 'C'].map(v => `,${v}`)) expect(seen).not.toContain(value)
    } finally {
      rmSync(hostile, { recursive: true, force: true })
    }
  })
})

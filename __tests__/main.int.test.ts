import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../emulator/server.js'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { Input, Output } from '../src/config/constants.js'
import { runInProcess } from './helpers/action-env.js'
import { fakeClock } from './helpers/clock.js'
import { startFakeGitHub, type FakeGitHub } from './helpers/fake-github.js'
import { csvOfSize, makeWorkspace, SMALL_CSV, type Workspace } from './helpers/workspace.js'
import { saying } from './helpers/meaning.js'

const [FREE_KEY, PREMIUM_KEY] = Object.keys(DEFAULT_KEYS)
let emulator: Emulator
let ws: Workspace

beforeAll(async () => {
  emulator = await startEmulator()
})
afterAll(() => emulator.close())
beforeEach(() => {
  emulator.reset()
  ws = makeWorkspace()
  ws.write('data/sales.csv', SMALL_CSV)
  ws.write('data/big.csv', csvOfSize(60_000))
})
afterEach(() => ws.remove())

const base = (): Record<string, string> => ({
  [Input.ApiKey]: PREMIUM_KEY,
  [Input.BaseUrl]: emulator.url,
  [Input.File]: 'data/sales.csv'
})
const go = (inputs: Record<string, string>, env: Record<string, string> = {}) =>
  runInProcess(inputs, { workspace: ws.root, clock: fakeClock(Date.now()), env })

describe('a dataset that finishes inside the start call', () => {
  it('sets every output, writes the summary and puts the link alone on a log line', async () => {
    const result = await go({ ...base(), [Input.Title]: 'Monthly sales' })
    const generation = [...emulator.generations.values()][0]
    const shareUrl = `${emulator.url}share/${generation.shareId}/view/`
    expect(result.exitCode).toBe(0)
    expect(result.outputs).toEqual({
      [Output.GenerationId]: generation.id,
      [Output.Status]: 'completed',
      [Output.DashboardId]: generation.dashboardId,
      [Output.ShareUrl]: shareUrl,
      [Output.DashboardTitle]: 'Monthly sales',
      [Output.Datasets]: '["data/sales.csv"]',
      [Output.Results]: JSON.stringify([
        {
          file: 'data/sales.csv',
          title: 'Monthly sales',
          'generation-id': generation.id,
          'dashboard-id': generation.dashboardId,
          'share-url': shareUrl,
          status: 'completed',
          error: '',
          reused: false
        }
      ])
    })
    expect(result.log.split('\n')).toContain(shareUrl)
    expect(result.log).toContain('::group::Dashboard for data/sales.csv')
    expect(result.log).toContain('Uploading data/sales.csv (csv, ')
    expect(result.summary).toMatch(/<h3>[^<]*Dashboard ready<\/h3>/)
    expect(result.summary).toContain(`<a href="${shareUrl}">`)
    expect(result.summary).toContain(`<code>${generation.id}</code>`)
    expect(result.summary).toMatch(/<td>Elapsed<\/td><td>\d+\.\d s<\/td>/)
    expect(emulator.requests.map(r => r.method)).toEqual(['POST', 'GET'])
  })
  it('with wait: false, reports completed when the start call already finished it', async () => {
    const result = await go({ ...base(), [Input.Wait]: 'false' })
    expect(result.exitCode).toBe(0)
    expect(result.outputs[Output.Status]).toBe('completed')
    expect(result.outputs[Output.ShareUrl]).toMatch(/\/share\/\w+\/view\/$/)
    expect(emulator.requests).toHaveLength(1)
  })
  it('takes the title the service gave when none was asked for', async () => {
    const result = await go(base())
    expect(result.outputs[Output.DashboardTitle]).toBe('sales')
  })
})

describe('a longer generation', () => {
  it('waits through processing and a lagging share link', async () => {
    emulator.configure({ readsToFinish: 3, shareLinkLagReads: 2 })
    const result = await go({ ...base(), [Input.File]: 'data/big.csv' })
    expect(result.exitCode).toBe(0)
    expect(result.outputs[Output.Status]).toBe('completed')
    expect(result.outputs[Output.ShareUrl]).toMatch(/\/share\/\w+\/view\/$/)
    expect(result.log).toMatch(saying('dashboard done', 'share link'))
    expect(emulator.requests.filter(r => r.method === 'GET')).toHaveLength(5)
  })
  it('survives faults on reads: HTML pages, cut JSON, 5xx, 429, resets', async () => {
    emulator.configure({ readsToFinish: 1 })
    emulator.inject(
      { endpoint: 'read', kind: { type: 'html' } },
      { endpoint: 'read', kind: { type: 'truncated-json' } },
      { endpoint: 'read', kind: { type: 'status', status: 503, retryAfter: '1' } },
      { endpoint: 'read', kind: { type: 'status', status: 429 } },
      { endpoint: 'read', kind: { type: 'reset', after: 'headers' } }
    )
    const result = await go({ ...base(), [Input.File]: 'data/big.csv' })
    expect(result.exitCode).toBe(0)
    expect(result.outputs[Output.Status]).toBe('completed')
    expect(emulator.generations.size).toBe(1)
  })
  it('fails on a failed generation, naming it and keeping its outputs', async () => {
    emulator.configure({ readsToFinish: 1, outcome: 'failed' })
    const result = await go({ ...base(), [Input.File]: 'data/big.csv' })
    const id = [...emulator.generations.keys()][0]
    expect(result.exitCode).toBe(1)
    expect(result.outputs).toMatchObject({
      [Output.GenerationId]: id,
      [Output.Status]: 'failed',
      [Output.ShareUrl]: ''
    })
    expect(result.log).toMatch(new RegExp(`::error::.*generation ${id}.*failed`))
    expect(result.summary).toContain('Dashboard generation failed')
  })
  it('fails at the timeout with the generation reported and how to resume', async () => {
    emulator.configure({ readsToFinish: 10_000 })
    const result = await go({
      ...base(),
      [Input.File]: 'data/big.csv',
      [Input.Timeout]: '30',
      [Input.PollInterval]: '5'
    })
    const id = [...emulator.generations.keys()][0]
    expect(result.exitCode).toBe(1)
    expect(result.outputs).toMatchObject({
      [Output.GenerationId]: id,
      [Output.Status]: 'processing'
    })
    expect(result.log).toMatch(new RegExp(`::error::.*${id}.*still processing`))
    expect(result.log).toMatch(saying("30 s ('timeout')", 'ran out'))
    expect(result.log).toContain(`run the action with 'generation-id: ${id}'`)
    expect(result.summary).toContain('Dashboard not ready before the timeout')
    expect(result.summary).toContain(`generation-id: ${id}`)
  })
  it('with wait: false, succeeds after the start call with status processing', async () => {
    const result = await go({ ...base(), [Input.File]: 'data/big.csv', [Input.Wait]: 'false' })
    expect(result.exitCode).toBe(0)
    expect(result.outputs[Output.Status]).toBe('processing')
    expect(result.outputs[Output.GenerationId]).toBe([...emulator.generations.keys()][0])
    expect(emulator.requests).toHaveLength(1)
    expect(result.summary).toContain('Dashboard generation started')
  })
  it('resumes a generation by id without uploading anything', async () => {
    emulator.configure({ readsToFinish: 2 })
    const first = await go({ ...base(), [Input.File]: 'data/big.csv', [Input.Wait]: 'false' })
    const id = first.outputs[Output.GenerationId]
    emulator.requests.length = 0
    const resumed = await go({
      [Input.ApiKey]: PREMIUM_KEY,
      [Input.BaseUrl]: emulator.url,
      [Input.GenerationId]: id
    })
    expect(resumed.exitCode).toBe(0)
    expect(resumed.outputs).toMatchObject({
      [Output.GenerationId]: id,
      [Output.Status]: 'completed'
    })
    expect(emulator.requests.every(r => r.method === 'GET')).toBe(true)
  })
  it('fails cleanly when a read is refused mid-wait, still reporting the generation', async () => {
    emulator.configure({ readsToFinish: 5 })
    emulator.inject({
      endpoint: 'read',
      kind: { type: 'status', status: 403, body: '{"detail":"Key revoked."}' }
    })
    const result = await go({ ...base(), [Input.File]: 'data/big.csv' })
    const id = [...emulator.generations.keys()][0]
    expect(result.exitCode).toBe(1)
    expect(result.outputs).toMatchObject({
      [Output.GenerationId]: id,
      [Output.Status]: 'processing'
    })
    expect(result.log).toContain('(HTTP 403): Key revoked.')
    expect(result.log).toContain(`(generation ${id}).`)
    expect(result.log).toContain(`'generation-id: ${id}'`)
  })
})

describe('the start call', () => {
  it('is repeated after 503 and 429, creating one generation', async () => {
    emulator.inject(
      { endpoint: 'start', kind: { type: 'status', status: 503, retryAfter: '1' } },
      { endpoint: 'start', kind: { type: 'status', status: 429 } }
    )
    const result = await go(base())
    expect(result.exitCode).toBe(0)
    expect(emulator.requests.filter(r => r.method === 'POST')).toHaveLength(3)
    expect(emulator.generations.size).toBe(1)
  })
  it('is not repeated after a 502, and the failure says a generation may exist', async () => {
    emulator.inject({ endpoint: 'start', kind: { type: 'status', status: 502 } })
    const result = await go(base())
    expect(result.exitCode).toBe(1)
    expect(result.log).toMatch(saying('HTTP 502', 'may have created a generation'))
    expect(emulator.requests.filter(r => r.method === 'POST')).toHaveLength(1)
  })
  it('reports premium options refused for a free key', async () => {
    const result = await go({
      ...base(),
      [Input.ApiKey]: FREE_KEY,
      [Input.AllowedEmails]: 'a@example.com'
    })
    expect(result.exitCode).toBe(1)
    expect(result.log).toContain('Premium-only options were set (allowed-emails)')
    // No generation was started, yet every output the step promises is written.
    expect(result.outputs).toEqual({
      [Output.Datasets]: '["data/sales.csv"]',
      [Output.Results]: expect.any(String),
      [Output.GenerationId]: '',
      [Output.DashboardId]: '',
      [Output.ShareUrl]: '',
      [Output.Status]: 'failed',
      [Output.DashboardTitle]: ''
    })
    expect(JSON.parse(result.outputs[Output.Results])).toEqual([
      {
        file: 'data/sales.csv',
        title: '',
        'generation-id': '',
        'dashboard-id': '',
        'share-url': '',
        status: 'failed',
        error: expect.stringContaining('(HTTP 403)'),
        reused: false
      }
    ])
  })
})

describe('inputs checked before any request', () => {
  it.each([
    [
      { [Input.ApiKey]: '' },
      "Input 'api-key' is empty.",
      saying('secrets', 'pull requests from forks')
    ],
    [
      { [Input.ApiKey]: 'sk_live_abc' },
      "Input 'api-key' does not start with 'svc_'",
      'its value is not shown here'
    ],
    [{ [Input.BaseUrl]: 'dashboards' }, `Input 'base-url' is "dashboards"`, 'not a URL'],
    [
      { [Input.BaseUrl]: 'http://dash.example.com' },
      "Input 'base-url'",
      saying('plain http', 'https://')
    ],
    [{ [Input.File]: 'data/missing.csv' }, `Input 'file' is "data/missing.csv"`, 'no such file'],
    [
      { [Input.File]: '' },
      "Input 'file' is required (or 'config', a manifest of the datasets; or 'generation-id'",
      ''
    ],
    [{ [Input.File]: 'data' }, 'which is a directory', ''],
    [{ [Input.FileType]: 'xml' }, `Input 'file-type' is "xml"`, 'csv, tsv, json, jsonl or parquet'],
    [
      { [Input.AllowedEmails]: 'boss@example.com, not-an-address' },
      `malformed address: "not-an-address"`,
      ''
    ],
    [{ [Input.AllowPdfExport]: 'yes' }, `Input 'allow-pdf-export' is "yes"`, ''],
    [{ [Input.Wait]: 'maybe' }, `Input 'wait' is "maybe"`, ''],
    [{ [Input.Timeout]: '0' }, `Input 'timeout' is "0"`, ''],
    [{ [Input.PollInterval]: 'fast' }, `Input 'poll-interval' is "fast"`, ''],
    [{ [Input.GenerationId]: 'a/b' }, `Input 'generation-id' is "a/b"`, '']
  ])('refuses %p', async (inputs, message, more) => {
    const result = await go({ ...base(), ...inputs })
    expect(result.exitCode).toBe(1)
    expect(result.log).toMatch(message)
    expect(result.log).toMatch(more)
    expect(result.log).not.toMatch(/\n\s+at /)
    expect(emulator.requests).toHaveLength(0)
  })
  it('names every problem at once', async () => {
    const result = await go({
      ...base(),
      [Input.Timeout]: '-1',
      [Input.Wait]: 'nah',
      [Input.AllowedEmails]: 'x'
    })
    const errors = result.log.split('\n').filter(line => line.startsWith('::error::'))
    expect(errors).toHaveLength(3)
    expect(errors[0]).toContain("Input 'allowed-emails'")
    expect(errors[1]).toContain("Input 'wait'")
    expect(errors[2]).toContain("Input 'timeout'")
  })
  it('puts an annotation on the line of a JSON syntax error', async () => {
    ws.write('data/bad.json', '[\n  {"a": 1}\n  {"a": 2}\n]\n')
    const result = await go({ ...base(), [Input.File]: 'data/bad.json' })
    expect(result.exitCode).toBe(1)
    expect(result.log).toContain('::error title=Dataset refused,file=data/bad.json,line=3,col=3::')
    expect(emulator.requests).toHaveLength(0)
  })
  it('refuses a CSV with a header but no rows', async () => {
    ws.write('data/head.csv', 'a,b\n')
    const result = await go({ ...base(), [Input.File]: 'data/head.csv' })
    expect(result.log).toMatch(saying('"data/head.csv"', 'header', 'no rows'))
    expect(emulator.requests).toHaveLength(0)
  })
})

describe('the key', () => {
  it('is masked at once and appears nowhere else, debug logging included', async () => {
    emulator.configure({ readsToFinish: 2 })
    emulator.inject({
      endpoint: 'read',
      kind: { type: 'status', status: 500, body: JSON.stringify({ detail: `bad ${PREMIUM_KEY}` }) }
    })
    const result = await go(
      { ...base(), [Input.File]: 'data/big.csv' },
      { ACTIONS_STEP_DEBUG: 'true', RUNNER_DEBUG: '1' }
    )
    expect(result.exitCode).toBe(0)
    const lines = result.log.split('\n')
    expect(lines[0]).toBe(`::add-mask::${PREMIUM_KEY}`)
    expect(lines.slice(1).join('\n')).not.toContain(PREMIUM_KEY)
    expect(JSON.stringify(result.outputs) + result.summary).not.toContain(PREMIUM_KEY)
  })
})

describe('the pull-request comment, from run()', () => {
  let github: FakeGitHub
  beforeAll(async () => {
    github = await startFakeGitHub()
  })
  afterAll(() => github.close())
  const prEnv = () => {
    const eventPath = ws.write(
      'event.json',
      JSON.stringify({ pull_request: { number: 3, head: { repo: { full_name: 'o/r' } } } })
    )
    github.reset()
    github.tokens = { ghs_t: { login: 'github-actions[bot]', app: true } }
    return {
      GITHUB_API_URL: github.url,
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_SHA: 'abcdef0123',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: eventPath
    }
  }
  it('is posted and its address set as an output', async () => {
    const env = prEnv()
    const result = await go(
      { ...base(), [Input.Comment]: 'true', [Input.GithubToken]: 'ghs_t' },
      env
    )
    expect(result.exitCode).toBe(0)
    expect(github.comments).toHaveLength(1)
    expect(result.outputs[Output.CommentUrl]).toContain(`#issuecomment-${github.comments[0].id}`)
  })
  it('says the generation could not start, replacing an older link', async () => {
    const env = prEnv()
    const result = await go(
      {
        ...base(),
        [Input.ApiKey]: 'svc_revoked_key',
        [Input.Comment]: 'true',
        [Input.GithubToken]: 'ghs_t'
      },
      env
    )
    expect(result.exitCode).toBe(1)
    expect(github.comments[0].body).toContain('❌ Dashboard generation could not start')
    expect(github.comments[0].body).toContain('HTTP 401')
  })
  it('is skipped with a warning when the token is empty', async () => {
    const env = prEnv()
    const result = await go({ ...base(), [Input.Comment]: 'true', [Input.GithubToken]: '' }, env)
    expect(result.exitCode).toBe(0)
    expect(result.log).toMatch(
      saying("::warning::No comment was posted: 'github-token' is empty", 'github.token', 'fork')
    )
    expect(github.requests).toEqual([])
  })
})

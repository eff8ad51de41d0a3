/**
 * `dry-run` through the bundle, as a plan job runs it: the datasets found and checked as a real
 * run would, with their annotations, without a key, a service or an upload; `datasets` ready for
 * a matrix.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { Input, Output } from '../src/constants.js'
import { renderLog, runAction } from '../tools/runner.js'
import { APP_TOKEN, useServices } from './helpers/services.js'
import { makeWorkspace, SMALL_CSV, type Workspace } from './helpers/workspace.js'
import { saying } from './helpers/meaning.js'

const services = useServices({ instantBytes: 1024 * 1024 })
let ws: Workspace
const PATTERNS = 'data/**/*.csv\ndata/**/*.json\n!data/bad/**'

/** GitHub's own example of a `pull_request` event (opened). */
const require = createRequire(import.meta.url)
const examples = require('@octokit/webhooks-examples/api.github.com/index.json') as {
  name: string
  examples: Record<string, unknown>[]
}[]
const opened = examples
  .find(e => e.name === 'pull_request')
  ?.examples.find(e => e.action === 'opened') as {
  number: number
  pull_request: { head: { sha: string }; changed_files: number }
  repository: { full_name: string }
}

beforeAll(() => {
  ws = makeWorkspace()
  ws.write('data/b.csv', SMALL_CSV)
  ws.write('data/a.csv', SMALL_CSV)
  ws.write('data/sub/c.json', '[{"month":"2026-01","revenue":1200}]')
  ws.write('data/bad/latin1.csv', Buffer.from('month,city\n2026-01,Br\xe9sil\n', 'latin1'))
  ws.write('data/bad/empty.json', '')
  ws.write('README.md', '# data\n')
})
afterAll(() => ws.remove())

function run(inputs: Record<string, string>, env: Record<string, string> = {}) {
  return runAction({
    workspace: ws.root,
    inputs: { [Input.File]: PATTERNS, [Input.DryRun]: 'true', ...inputs },
    env: { GITHUB_API_URL: services.github.url, ...env }
  })
}

function pullRequestEvent(changed: string[]): Record<string, string> {
  services.github.pulls = {
    [opened.number]: { headSha: opened.pull_request.head.sha, state: 'open', files: changed }
  }
  const payload = {
    ...opened,
    pull_request: { ...opened.pull_request, changed_files: changed.length }
  }
  const eventPath = path.join(ws.root, `event-${Date.now()}.json`)
  writeFileSync(eventPath, JSON.stringify(payload))
  return {
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: opened.repository.full_name,
    GITHUB_SHA: opened.pull_request.head.sha
  }
}

describe('a dry run', () => {
  it('lists every matched dataset without a key, a base-url or any service', async () => {
    const result = await run({ [Input.ApiKey]: '', [Input.BaseUrl]: '' })
    expect(result.code).toBe(0)
    expect(JSON.parse(result.outputs[Output.Datasets])).toEqual([
      'data/a.csv',
      'data/b.csv',
      'data/sub/c.json'
    ])
    expect(result.outputs[Output.GenerationId]).toBeUndefined()
    expect(result.stdout).not.toMatch(/^::(error|warning)/m)
    expect(result.summary).toMatch(saying('Dry run', '3 datasets'))
    for (const file of ['data/a.csv', 'data/b.csv', 'data/sub/c.json'])
      expect(result.summary).toContain(`<code>${file}</code>`)
    expect(services.github.requests).toEqual([])
  })
  it('uploads nothing even when the service is configured, and lists what a real run then uploads', async () => {
    const base = {
      [Input.ApiKey]: Object.keys(DEFAULT_KEYS)[1],
      [Input.BaseUrl]: services.emulator.url,
      [Input.Comment]: 'true',
      [Input.GithubToken]: APP_TOKEN
    }
    const events = pullRequestEvent([])
    const planned = await run(base, events)
    expect(planned.code).toBe(0)
    expect(services.emulator.requests).toEqual([])
    expect(services.github.requests).toEqual([])

    const real = await run({ ...base, [Input.DryRun]: 'false' }, events)
    expect(real.code).toBe(0)
    expect(real.outputs[Output.Datasets]).toBe(planned.outputs[Output.Datasets])
    const uploaded = JSON.parse(real.outputs[Output.Results]) as { file: string }[]
    expect(uploaded.map(r => r.file)).toEqual(JSON.parse(planned.outputs[Output.Datasets]))
  })
  it("with changed-only, keeps the pull request's changed datasets", async () => {
    const result = await run(
      { [Input.ChangedOnly]: 'true', [Input.GithubToken]: APP_TOKEN },
      pullRequestEvent(['README.md', 'data/b.csv', 'data/bad/latin1.csv'])
    )
    expect(result.code).toBe(0)
    expect(JSON.parse(result.outputs[Output.Datasets])).toEqual(['data/b.csv'])
    expect(result.summary).toMatch(saying('Dry run', '1 dataset'))
    expect(result.summary).not.toContain('data/a.csv')
    expect(services.github.requests.every(r => r.method === 'GET')).toBe(true)
    expect(services.emulator.requests).toEqual([])
  })
  it('with changed-only and no changed dataset, sets [] and says nothing would be generated', async () => {
    const result = await run(
      { [Input.ChangedOnly]: 'true', [Input.GithubToken]: APP_TOKEN },
      pullRequestEvent(['README.md'])
    )
    expect(result.code).toBe(0)
    expect(result.outputs[Output.Datasets]).toBe('[]')
    expect(result.outputs[Output.Batches]).toBe('[]')
    expect(result.summary).toContain('no dashboard to generate')
  })
  it('fails on a bad dataset with its annotation, before anything is sent, and sets no datasets', async () => {
    const result = await run({ [Input.File]: 'data/**/*.csv\ndata/**/*.json' })
    expect(result.code).toBe(1)
    const errors = result.stdout.split('\n').filter(line => line.startsWith('::error'))
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^::error [^:]*file=data\/bad\/latin1\.csv[^:]*line=2[^:]*::/),
        expect.stringMatching(/^::error.*data\/bad\/empty\.json.* is empty/)
      ])
    )
    expect(renderLog(result.stdout)).toMatch(/latin1\.csv.*UTF-8/)
    expect(result.outputs[Output.Datasets]).toBeUndefined()
    expect(result.summary).toBe('')
    expect(services.emulator.requests).toEqual([])
  })
  it('still refuses a malformed key when one is given, and a generation-id it cannot follow', async () => {
    const result = await run({ [Input.ApiKey]: 'not-a-key', [Input.GenerationId]: 'g-1' })
    expect(result.code).toBe(1)
    const log = renderLog(result.stdout)
    expect(log).toMatch(/Error: Input 'api-key'.*'svc_'/)
    expect(log).toMatch(/Error: Input 'dry-run'.*'generation-id'/)
    expect(readFileSync(path.join(ws.root, 'data/a.csv'), 'utf8')).toBe(SMALL_CSV)
  })
})

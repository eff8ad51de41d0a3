/**
 * Every line of `file` accounted for, through the bundle as a runner runs it, on this Node and
 * on Node 24: a file a glob skips only for its extension's letter case is named in a notice with
 * the line that selects it, and a literal path that names no file is an error on every event,
 * alone or beside other lines, under `changed-only` on a push, on a pull request and in plan/,
 * before anything is sent.
 */
import path from 'node:path'
import { writeFileSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { Input, Output } from '../src/config/constants.js'
import { runAction, type ActionResult } from '../tools/runner.js'
import { NODES, needNode24 } from './helpers/nodes.js'
import { pullRequest, push } from './helpers/events.js'
import { saying } from './helpers/meaning.js'
import { runnerCommands } from './helpers/runner-commands.js'
import { APP_TOKEN, useFakeArtifacts, useServices } from './helpers/services.js'
import { makeWorkspace, SMALL_CSV, type Workspace } from './helpers/workspace.js'

const services = useServices()
const store = useFakeArtifacts()
const KEY = Object.keys(DEFAULT_KEYS)[1]
const SHA = 'feedfacecafebeef00112233445566778899aabb'
const BEFORE = '0123abc0123abc0123abc0123abc0123abc0123'
let ws: Workspace

needNode24()
beforeEach(() => {
  ws = makeWorkspace()
  ws.write('data/north.csv', SMALL_CSV)
  ws.write('data/south.csv', SMALL_CSV)
})
afterEach(() => ws.remove())

interface Job {
  inputs: Record<string, string>
  node: string
  /** The event and its payload; a push to main by default. */
  event?: { name: string; payload: Record<string, unknown> }
  action?: 'plan'
}

function run({ inputs, node, event, action }: Job): Promise<ActionResult> {
  const eventPath = path.join(ws.root, '.event.json')
  writeFileSync(eventPath, JSON.stringify(event?.payload ?? push.branch(BEFORE, SHA)))
  const service = {
    [Input.ApiKey]: KEY,
    [Input.BaseUrl]: services.emulator.url,
    [Input.PollInterval]: '1'
  }
  return runAction({
    action,
    node,
    workspace: ws.root,
    inputs: { ...(action === 'plan' ? {} : service), ...inputs },
    env: {
      GITHUB_API_URL: services.github.url,
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_SHA: SHA,
      GITHUB_EVENT_NAME: event?.name ?? 'push',
      GITHUB_EVENT_PATH: eventPath,
      ...store.artifacts.env()
    }
  })
}

/** The step's annotations of one kind, as the runner reads its commands. */
function annotations(result: ActionResult, kind: 'error' | 'notice'): string[] {
  return runnerCommands(`${result.stdout}\n${result.stderr}`)
    .filter(command => command.name === kind)
    .map(command => decodeURIComponent(command.value ?? ''))
}

const uploaded = () =>
  services.emulator.requests
    .filter(r => r.method === 'POST')
    .map(r => r.file?.name)
    .sort()

describe.each(NODES)('a file skipped for its extension’s letter case (%s)', (_, node) => {
  it('is named in a notice with the line that selects it, and is not generated', async () => {
    ws.write('data/Q2 Export.CSV', SMALL_CSV)
    ws.write('data/archive/Old.Csv', SMALL_CSV)
    const result = await run({ inputs: { [Input.File]: 'data/**/*.csv' }, node })
    expect(result.code).toBe(0)
    expect(uploaded()).toEqual(['north.csv', 'south.csv'])
    expect(JSON.parse(result.outputs[Output.Datasets])).toEqual([
      'data/north.csv',
      'data/south.csv'
    ])
    const notices = annotations(result, 'notice')
    const upper = notices.find(text => text.includes('"data/Q2 Export.CSV"'))
    expect(upper).toMatch(
      saying("'file'", '"data/**/*.csv"', 'letter case', 'Add the line "data/**/*.CSV"', '".csv"')
    )
    const mixed = notices.find(text => text.includes('"data/archive/Old.Csv"'))
    expect(mixed).toMatch(saying('"data/**/*.csv"', '"data/**/*.Csv"'))
    // The line the notice gives selects the file.
    services.emulator.reset()
    const fixed = await run({ inputs: { [Input.File]: 'data/**/*.csv\ndata/**/*.CSV' }, node })
    expect(fixed.code).toBe(0)
    expect(uploaded()).toEqual(['Q2 Export.CSV', 'north.csv', 'south.csv'])
    expect(annotations(fixed, 'notice').join('\n')).not.toContain('Q2 Export')
  })

  it('an exclusion that removes it still removes it, with no notice', async () => {
    ws.write('data/archive/Old.CSV', SMALL_CSV)
    const result = await run({
      inputs: { [Input.File]: 'data/**/*.csv\n!data/archive/**' },
      node
    })
    expect(result.code).toBe(0)
    expect(uploaded()).toEqual(['north.csv', 'south.csv'])
    expect(annotations(result, 'notice').join('\n')).not.toContain('Old.CSV')
  })

  it('a glob that matches nothing else says which file it skipped and the line to use', async () => {
    ws.write('reports/Q2 Export.CSV', SMALL_CSV)
    const result = await run({ inputs: { [Input.File]: 'reports/*.csv' }, node })
    expect(result.code).toBe(1)
    const [error] = annotations(result, 'error')
    expect(error).toMatch(
      saying('"reports/*.csv"', '"reports/Q2 Export.CSV"', 'letter case', '"reports/*.CSV"')
    )
    expect(services.emulator.requests).toEqual([])
  })
})

describe.each(NODES)('a typo’d literal path under changed-only (%s)', (_, node) => {
  const typo = 'data/nroth.csv'
  const changedOnly = { [Input.ChangedOnly]: 'true', [Input.GithubToken]: APP_TOKEN }

  it('alone, on a push, is an error naming it and the file meant, and nothing is sent', async () => {
    services.github.compares = { [`${BEFORE}...${SHA}`]: ['README.md'] }
    const result = await run({ inputs: { [Input.File]: typo, ...changedOnly }, node })
    expect(result.code).toBe(1)
    const errors = annotations(result, 'error')
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(saying(`"${typo}"`, 'no such file', '"data/north.csv"'))
    expect(result.stdout).not.toMatch(/No matched dataset changed/)
    expect(services.emulator.requests).toEqual([])
    expect(JSON.parse(result.outputs[Output.Results])).toEqual([
      expect.objectContaining({ file: typo, status: 'failed' })
    ])
  })

  it('alone, on a pull request, is the same error', async () => {
    const payload = pullRequest('synchronize', { headSha: SHA, changedFiles: 1 })
    services.github.pulls = {
      [payload.number as number]: { headSha: SHA, state: 'open', files: ['data/south.csv'] }
    }
    const result = await run({
      inputs: { [Input.File]: typo, ...changedOnly },
      node,
      event: { name: 'pull_request', payload }
    })
    expect(result.code).toBe(1)
    expect(annotations(result, 'error')).toEqual([
      expect.stringMatching(saying(`"${typo}"`, 'no such file'))
    ])
    expect(services.emulator.requests).toEqual([])
  })

  it('beside a changed glob, is an error while the changed file is generated', async () => {
    services.github.compares = { [`${BEFORE}...${SHA}`]: ['data/south.csv'] }
    const result = await run({
      inputs: { [Input.File]: `data/s*.csv\n${typo}`, ...changedOnly },
      node
    })
    expect(result.code).toBe(1)
    expect(uploaded()).toEqual(['south.csv'])
    expect(annotations(result, 'error')).toEqual([
      expect.stringMatching(saying(`"${typo}"`, 'no such file'))
    ])
  })

  it('an existing literal path that did not change is still left out, with the notice', async () => {
    services.github.compares = { [`${BEFORE}...${SHA}`]: ['README.md'] }
    const result = await run({ inputs: { [Input.File]: 'data/north.csv', ...changedOnly }, node })
    expect(result.code).toBe(0)
    expect(annotations(result, 'notice')).toEqual([
      expect.stringMatching(/No matched dataset changed/)
    ])
    expect(services.emulator.requests).toEqual([])
  })

  it('a single path written from ./ that changed is generated', async () => {
    services.github.compares = { [`${BEFORE}...${SHA}`]: ['data/south.csv'] }
    const result = await run({ inputs: { [Input.File]: './data/south.csv', ...changedOnly }, node })
    expect(result.code).toBe(0)
    expect(uploaded()).toEqual(['south.csv'])
  })

  it('alone, in plan/ on a pull request, is an error and gets no leg', async () => {
    const payload = pullRequest('synchronize', { headSha: SHA, changedFiles: 1 })
    services.github.pulls = {
      [payload.number as number]: { headSha: SHA, state: 'open', files: ['data/south.csv'] }
    }
    const result = await run({
      action: 'plan',
      inputs: { [Input.File]: typo, ...changedOnly },
      node,
      event: { name: 'pull_request', payload }
    })
    // The plan names the file and gives it no leg; collect/ fails for it.
    expect(annotations(result, 'error')).toEqual([
      expect.stringMatching(saying(`"${typo}"`, 'no such file', '"data/north.csv"'))
    ])
    expect(JSON.parse(result.outputs[Output.Matrix])).toEqual({ include: [] })
    expect(result.summary).toContain(typo)
    expect(services.emulator.requests).toEqual([])
  })
})

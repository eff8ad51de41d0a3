/** The bundled action, started as a runner starts it, on the local Node and on Node 24. */
import { existsSync } from 'node:fs'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../emulator/server.js'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { Input, Output } from '../src/config/constants.js'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { NODE24, REPO_ROOT, runAction } from '../tools/runner.js'
import { csvOfSize, makeWorkspace, SMALL_CSV, type Workspace } from './helpers/workspace.js'

/** The outputs action.yml declares. */
const actionDefaultsOutputs = () =>
  (parse(readFileSync(`${REPO_ROOT}/action.yml`, 'utf8')) as { outputs: Record<string, unknown> })
    .outputs

const PREMIUM_KEY = Object.keys(DEFAULT_KEYS)[1]
let emulator: Emulator
let ws: Workspace

beforeAll(async () => {
  if (!existsSync(NODE24))
    throw new Error(`Node 24 is missing at ${NODE24}: run 'npm run setup:node24' (npm test does).`)
  emulator = await startEmulator({ processingMs: 1200 })
  ws = makeWorkspace()
  ws.write('data/sales.csv', SMALL_CSV)
  ws.write('data/big.csv', csvOfSize(60_000))
})
afterAll(async () => {
  await emulator.close()
  ws.remove()
})
beforeEach(() => emulator.reset())

const inputs = (more: Record<string, string> = {}) => ({
  [Input.ApiKey]: PREMIUM_KEY,
  [Input.BaseUrl]: emulator.url,
  [Input.File]: 'data/big.csv',
  [Input.PollInterval]: '1',
  ...more
})

describe.each([
  ['the local Node', process.execPath, process.version.split('.')[0]],
  ['Node 24', NODE24, 'v24']
])('dist/index.js on %s', (_name, node, major) => {
  it('uploads, waits and reports the dashboard', async () => {
    const result = await runAction({
      node,
      workspace: ws.root,
      inputs: inputs({ [Input.Title]: 'Big table' })
    })
    const generation = [...emulator.generations.values()][0]
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.outputs).toMatchObject({
      [Output.GenerationId]: generation.id,
      [Output.Status]: 'completed',
      [Output.DashboardId]: generation.dashboardId,
      [Output.ShareUrl]: `${emulator.url}share/${generation.shareId}/view/`,
      [Output.DashboardTitle]: 'Big table'
    })
    expect(result.summary).toContain('Dashboard ready')
    expect(emulator.requests[0].headers['user-agent']).toContain(`node ${major}.`)
    // Each output the action declares written to GITHUB_OUTPUT once; comment-url only by a
    // comment, dashboard-issue-url only by the dashboards issue.
    expect([...result.outputWrites].sort()).toEqual(
      Object.keys(actionDefaultsOutputs())
        .filter(name => name !== Output.CommentUrl && name !== Output.DashboardIssueUrl)
        .sort()
    )
  })

  it('has written generation-id when killed outright while waiting', async () => {
    emulator.configure({ processingMs: 60_000 })
    const result = await runAction({
      node,
      workspace: ws.root,
      inputs: inputs(),
      onStart: child => {
        const poll = setInterval(() => {
          if (emulator.generations.size === 0) return
          clearInterval(poll)
          // Time to write the id it has just been given, then no chance to report.
          setTimeout(() => child.kill('SIGKILL'), 300)
        }, 20)
      }
    })
    expect(result.signal).toBe('SIGKILL')
    expect(result.outputWrites).toEqual([Output.Datasets, Output.GenerationId])
    expect(result.outputs[Output.GenerationId]).toBe([...emulator.generations.keys()][0])
  })

  it('refuses bad input with exit code 1, a clear error, no stack trace and no request', async () => {
    const result = await runAction({
      node,
      workspace: ws.root,
      inputs: inputs({ [Input.File]: '../outside.csv' })
    })
    expect(result.code).toBe(1)
    expect(result.stdout).toContain(`::error::Input 'file' is "../outside.csv"`)
    expect(result.stdout + result.stderr).not.toMatch(/\n\s+at /)
    expect(emulator.requests).toHaveLength(0)
  })

  it('fails at the timeout with generation-id and status set', async () => {
    emulator.configure({ processingMs: 60_000 })
    const result = await runAction({
      node,
      workspace: ws.root,
      inputs: inputs({ [Input.Timeout]: '2' })
    })
    const id = [...emulator.generations.keys()][0]
    expect(result.code).toBe(1)
    expect(result.outputs).toMatchObject({
      [Output.GenerationId]: id,
      [Output.Status]: 'processing'
    })
    expect(result.stdout).toContain(`generation-id: ${id}`)
    expect(result.outputWrites.filter((name, i, all) => all.indexOf(name) !== i)).toEqual([])
  })

  it.each(['SIGINT', 'SIGTERM'] as const)(
    'on %s while waiting, exits at once with the generation reported',
    async signal => {
      emulator.configure({ processingMs: 60_000 })
      let signalledAt = 0
      const result = await runAction({
        node,
        workspace: ws.root,
        inputs: inputs(),
        onStart: child => {
          const poll = setInterval(() => {
            if (emulator.generations.size > 0) {
              clearInterval(poll)
              signalledAt = Date.now()
              child.kill(signal)
            }
          }, 20)
        }
      })
      const exitedAfterMs = Date.now() - signalledAt
      const id = [...emulator.generations.keys()][0]
      expect(result.code).toBe(1)
      expect(exitedAfterMs).toBeLessThan(2000)
      expect(result.outputs).toMatchObject({
        [Output.GenerationId]: id,
        [Output.Status]: 'processing'
      })
      expect(result.stdout).toContain(`::error::The step received ${signal}`)
      expect(result.summary).toContain('Dashboard step cancelled')
      expect(result.summary).toContain(`generation-id: ${id}`)
      expect(result.outputWrites.filter((name, i, all) => all.indexOf(name) !== i)).toEqual([])
    }
  )

  it('never prints the key, with step debug logging on', async () => {
    const result = await runAction({
      node,
      workspace: ws.root,
      inputs: inputs({ [Input.File]: 'data/sales.csv' }),
      env: { ACTIONS_STEP_DEBUG: 'true', RUNNER_DEBUG: '1' }
    })
    expect(result.code).toBe(0)
    const masked = result.stdout.replace(`::add-mask::${PREMIUM_KEY}`, '')
    expect(masked + result.stderr + result.summary + JSON.stringify(result.outputs)).not.toContain(
      PREMIUM_KEY
    )
  })
})

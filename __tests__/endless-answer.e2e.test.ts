/**
 * An answer past the size the action keeps, run through the bundled action: a body that never
 * ends (a broken proxy streaming without end) or one of a few megabytes, on the upload's answer
 * and on a read. The step must end at once, far from its timeout, say what happened and what to
 * check, and report the generation it started.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../emulator/server.js'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { Input, Output } from '../src/constants.js'
import { NODE24, runAction, type ActionResult } from '../tools/runner.js'
import { runnerCommands } from './helpers/runner-commands.js'
import { makeWorkspace, SMALL_CSV, type Workspace } from './helpers/workspace.js'
import { saying } from './helpers/meaning.js'

const KEY = Object.keys(DEFAULT_KEYS)[1]
/** The step's timeout: an answer read to its end, or until the time runs out, would reach it. */
const TIMEOUT_S = 300

let emulator: Emulator
let ws: Workspace

beforeAll(async () => {
  emulator = await startEmulator()
  ws = makeWorkspace()
  ws.write('data/sales.csv', SMALL_CSV)
})
afterAll(async () => {
  await emulator.close()
  ws.remove()
})
beforeEach(() => {
  emulator.reset()
  // A generation that goes on well past the reads made here.
  emulator.configure({ instantBytes: 0, processingMs: 600_000 })
})

function run(node: string | undefined): Promise<ActionResult> {
  return runAction({
    node,
    workspace: ws.root,
    inputs: {
      [Input.ApiKey]: KEY,
      [Input.BaseUrl]: emulator.url,
      [Input.File]: 'data/sales.csv',
      [Input.Timeout]: String(TIMEOUT_S),
      [Input.PollInterval]: '5'
    },
    // A hang is killed well before the timeout, and fails below on its signal.
    killAfterMs: 60_000
  })
}

function errors(result: ActionResult): string {
  return runnerCommands(result.stdout)
    .filter(c => c.name === 'error')
    .map(c => c.value ?? '')
    .join('\n')
}

/** The emulator stopped sending: the action hung up after reading at most a few buffers. */
function hungUp(): void {
  const sent = emulator.requests.find(r => r.fault === 'huge-body')?.sentBytes ?? 0
  expect(sent).toBeGreaterThan(1024 * 1024)
  expect(sent).toBeLessThan(32 * 1024 * 1024)
}

const BODIES: [string, number | undefined][] = [
  ['that never ends', undefined],
  ['of 3 MB', 3_000_000]
]

describe.each([
  ['the local Node', undefined],
  ['Node 24', NODE24]
])('dist/index.js on %s', (_name, node) => {
  it.each(BODIES)(
    'an upload answered with a body %s fails at once, saying a generation may exist, and is not repeated',
    async (_what, bytes) => {
      emulator.inject({ endpoint: 'start', kind: { type: 'huge-body', bytes } })
      const result = await run(node)
      expect(result.signal).toBeNull()
      expect(result.code).toBe(1)
      // Generously: a step that read on would take the whole timeout.
      expect(result.durationMs).toBeLessThan((TIMEOUT_S * 1000) / 10)
      expect(errors(result)).toMatch(
        saying(
          '1 MiB',
          'proxy',
          new URL(emulator.url).host,
          'may have been created',
          'not repeated'
        )
      )
      expect(emulator.requests.filter(r => r.method === 'POST')).toHaveLength(1)
      expect(emulator.generations.size).toBe(1)
      expect(result.outputs[Output.Status]).toBe('failed')
      hungUp()
    }
  )

  it.each(BODIES)(
    'a read answered with a body %s ends the wait at once, reporting the generation and how to follow it again',
    async (_what, bytes) => {
      emulator.inject({ endpoint: 'read', kind: { type: 'huge-body', bytes } })
      const result = await run(node)
      expect(result.signal).toBeNull()
      expect(result.code).toBe(1)
      expect(result.durationMs).toBeLessThan((TIMEOUT_S * 1000) / 10)
      const [id] = [...emulator.generations.keys()]
      expect(errors(result)).toMatch(saying(id, '1 MiB', 'proxy', `generation-id: ${id}`))
      // One read: the same answer is not asked for again.
      expect(emulator.requests.filter(r => r.method === 'GET')).toHaveLength(1)
      expect(result.outputs[Output.GenerationId]).toBe(id)
      expect(result.outputs[Output.Status]).toBe('processing')
      expect(result.summary).toContain(`generation-id: ${id}`)
      hungUp()
    }
  )
})

/**
 * Answers the action cannot use, run through the bundled action: a body past the size it keeps
 * (one that never ends, as a broken proxy streams, or one of a few megabytes), one cut off before
 * its announced length, one that is not the service's JSON. To the upload, which may have created
 * a generation and is never repeated, any of them ends the step at once, saying so. A read is
 * safe to repeat: one such answer is a failed read, asked again as after a 5xx, and only reads
 * failing until the timeout end the wait, naming what came back and the generation to follow.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../emulator/server.js'
import type { FaultKind } from '../emulator/faults.js'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { Input, Output } from '../src/config/constants.js'
import { NODE24, runAction, type ActionResult } from '../tools/runner.js'
import { runnerCommands } from './helpers/runner-commands.js'
import { makeWorkspace, SMALL_CSV, type Workspace } from './helpers/workspace.js'
import { saying } from './helpers/meaning.js'

const KEY = Object.keys(DEFAULT_KEYS)[1]
/** The step's timeout: an answer read to its end, or until the time runs out, would reach it. */
const TIMEOUT_S = 300
/** The timeout of a step whose every read fails: it runs to the end of it. */
const SHORT_TIMEOUT_S = 6

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

function run(node: string | undefined, timeoutS = TIMEOUT_S): Promise<ActionResult> {
  return runAction({
    node,
    workspace: ws.root,
    inputs: {
      [Input.ApiKey]: KEY,
      [Input.BaseUrl]: emulator.url,
      [Input.File]: 'data/sales.csv',
      [Input.Timeout]: String(timeoutS),
      [Input.PollInterval]: '1'
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
  const sent = emulator.requests.filter(r => r.fault === 'huge-body').map(r => r.sentBytes ?? 0)
  expect(sent.length).toBeGreaterThan(0)
  for (const bytes of sent) {
    expect(bytes).toBeGreaterThan(256 * 1024)
    expect(bytes).toBeLessThan(32 * 1024 * 1024)
  }
}

const reads = () => emulator.requests.filter(r => r.method === 'GET')

/** Each bad answer, and the words that say what it was. */
const BAD_ANSWERS: [string, FaultKind, (string | RegExp)[]][] = [
  ['a body that never ends', { type: 'huge-body' }, ['256 KiB', 'proxy']],
  ['a body of 3 MB', { type: 'huge-body', bytes: 3_000_000 }, ['256 KiB', 'proxy']],
  ['a body cut off before its announced length', { type: 'cut-off' }, [/broke off|reset/]],
  ['JSON cut short', { type: 'truncated-json' }, ["not the generation's JSON"]],
  ['an HTML page with HTTP 200', { type: 'html', status: 200 }, ["not the generation's JSON"]]
]
/** Reads failing until the timeout: one of each kind (too large, cut off, not JSON). */
const PERSISTENT = BAD_ANSWERS.filter(([what]) =>
  [
    'a body that never ends',
    'a body cut off before its announced length',
    'JSON cut short'
  ].includes(what)
)

describe.each([
  ['the local Node', undefined],
  ['Node 24', NODE24]
])('dist/index.js on %s', (_name, node) => {
  it.each(BAD_ANSWERS)(
    'an upload answered with %s fails at once, saying a generation may exist, and is not repeated',
    async (_what, kind) => {
      emulator.inject({ endpoint: 'start', kind })
      const result = await run(node)
      expect(result.signal).toBeNull()
      expect(result.code).toBe(1)
      // Generously: a step that read on would take the whole timeout.
      expect(result.durationMs).toBeLessThan((TIMEOUT_S * 1000) / 10)
      expect(errors(result)).toMatch(saying('may have been created', 'service'))
      expect(emulator.requests.filter(r => r.method === 'POST')).toHaveLength(1)
      // An error page from a proxy may come before the service acted; the others after.
      expect(emulator.generations.size).toBeLessThanOrEqual(1)
      expect(reads()).toHaveLength(0)
      expect(result.outputs[Output.Status]).toBe('failed')
      if (kind.type === 'huge-body') {
        expect(errors(result)).toMatch(saying('256 KiB', 'proxy', new URL(emulator.url).host))
        hungUp()
      }
    }
  )

  it.each(BAD_ANSWERS)(
    'a read answered once with %s is read again, and the step reports the dashboard',
    async (_what, kind, words) => {
      // Done by the first read, which gets the bad answer; the next one sees the dashboard.
      emulator.configure({ instantBytes: 0, processingMs: 0 })
      emulator.inject({ endpoint: 'read', kind })
      const result = await run(node)
      expect(result.signal).toBeNull()
      expect(result.code).toBe(0)
      const [id] = [...emulator.generations.keys()]
      expect(result.outputs[Output.GenerationId]).toBe(id)
      expect(result.outputs[Output.Status]).toBe('completed')
      expect(result.outputs[Output.ShareUrl]).toMatch(
        new RegExp(`^${emulator.url}share/[a-z0-9]+/view/$`)
      )
      expect(reads()).toHaveLength(2)
      expect(reads()[0].fault).toBe(kind.type)
      // The failed read is told in the log, with what came back.
      expect(result.stdout).toMatch(saying('Read 1:', ...words, 'Reading again'))
      expect(errors(result)).toBe('')
      if (kind.type === 'huge-body') hungUp()
    }
  )

  it.each(PERSISTENT)(
    'reads answered with %s until the timeout fail the step, naming what came back and the generation to follow',
    async (_what, kind, words) => {
      emulator.inject({ endpoint: 'read', kind, times: 1000 })
      const result = await run(node, SHORT_TIMEOUT_S)
      expect(result.signal).toBeNull()
      expect(result.code).toBe(1)
      const [id] = [...emulator.generations.keys()]
      const count = reads().length
      expect(count).toBeGreaterThan(2)
      expect(reads().every(r => r.fault === kind.type)).toBe(true)
      expect(errors(result)).toMatch(
        saying(id, `last ${count} reads failed`, ...words, "'timeout'", `generation-id: ${id}`)
      )
      expect(result.outputs[Output.GenerationId]).toBe(id)
      expect(result.outputs[Output.Status]).toBe('processing')
      expect(result.summary).toContain(`generation-id: ${id}`)
      expect(emulator.requests.filter(r => r.method === 'POST')).toHaveLength(1)
      if (kind.type === 'huge-body') hungUp()
    }
  )
})

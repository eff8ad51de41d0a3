/**
 * Following a `generation-id` the service does not have, through the bundle as a runner runs it
 * on this Node and on Node 24, against the emulator (which answers 404, as for another key's
 * generation): one read, the `status` output `failed`, and an error that says this base-url and
 * key know no such generation and that uploading again starts a new one; never advice to follow
 * the same id again, in the log, the outputs or the job summary.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { Input, Output } from '../src/config/constants.js'
import { runAction, type ActionResult } from '../tools/runner.js'
import { NODES, needNode24 } from './helpers/nodes.js'
import { saying } from './helpers/meaning.js'
import { runnerCommands } from './helpers/runner-commands.js'
import { useServices } from './helpers/services.js'
import { makeWorkspace, SMALL_CSV, type Workspace } from './helpers/workspace.js'

const services = useServices()
const [FREE_KEY, PREMIUM_KEY] = Object.keys(DEFAULT_KEYS)
const UNKNOWN = '5c5c2ee5-4ce0-45ff-a965-29ac879a86ef'
let ws: Workspace

needNode24()
beforeEach(() => {
  ws = makeWorkspace()
  ws.write('data/sales.csv', SMALL_CSV)
})
afterEach(() => ws.remove())

function run(node: string, inputs: Record<string, string>): Promise<ActionResult> {
  return runAction({
    node,
    workspace: ws.root,
    inputs: {
      [Input.ApiKey]: PREMIUM_KEY,
      [Input.BaseUrl]: services.emulator.url,
      [Input.PollInterval]: '1',
      ...inputs
    }
  })
}

function errors(result: ActionResult): string[] {
  return runnerCommands(`${result.stdout}\n${result.stderr}`)
    .filter(command => command.name === 'error')
    .map(command => decodeURIComponent(command.value ?? ''))
}

/** Every place the step tells its user something: no advice to follow `id` again in any. */
function expectNoResumeAdvice(result: ActionResult, id: string): void {
  const told = [result.stdout, result.stderr, result.summary, result.outputs[Output.Results]]
  for (const text of told) {
    expect(text).not.toContain(`generation-id: ${id}`)
    expect(text).not.toMatch(/follow it again/i)
  }
}

/** The error names the generation, this base-url and key, and says an upload starts a new one. */
function expectUnknownGeneration(error: string, id: string): void {
  expect(error).toMatch(
    saying(
      id,
      "'base-url'",
      "'api-key'",
      'HTTP 404',
      "'file'",
      "without 'generation-id'",
      'new generation'
    )
  )
}

describe.each(NODES)('a generation the service does not have (%s)', (_, node) => {
  it('fails with status failed after one read, saying to upload again', async () => {
    const result = await run(node, { [Input.GenerationId]: UNKNOWN })
    expect(result.code).toBe(1)
    expect(result.outputs[Output.Status]).toBe('failed')
    expect(result.outputs[Output.GenerationId]).toBe(UNKNOWN)
    expect(result.outputs[Output.ShareUrl]).toBe('')
    const shown = errors(result)
    expect(shown).toHaveLength(1)
    expectUnknownGeneration(shown[0], UNKNOWN)
    // The service's own words come along.
    expect(shown[0]).toContain('Not found')
    const [row] = JSON.parse(result.outputs[Output.Results]) as Record<string, string>[]
    expect(row).toMatchObject({ 'generation-id': UNKNOWN, status: 'failed' })
    expectUnknownGeneration(row.error, UNKNOWN)
    expect(result.summary).toContain(UNKNOWN)
    expectNoResumeAdvice(result, UNKNOWN)
    // A 404 is not read again: nothing waits for a generation that is not there.
    expect(services.emulator.requests.map(r => `${r.method} ${r.path}`)).toEqual([
      `GET /api/dashboard/generate/${UNKNOWN}/`
    ])
  })

  it("is what another key's generation is too: the same message, and nothing uploaded", async () => {
    const started = await run(node, { [Input.File]: 'data/sales.csv', [Input.Wait]: 'false' })
    expect(started.code).toBe(0)
    const id = started.outputs[Output.GenerationId]
    expect(id).not.toBe('')
    services.emulator.requests.length = 0
    const result = await run(node, { [Input.GenerationId]: id, [Input.ApiKey]: FREE_KEY })
    expect(result.code).toBe(1)
    expect(result.outputs[Output.Status]).toBe('failed')
    expectUnknownGeneration(errors(result)[0], id)
    expectNoResumeAdvice(result, id)
    expect(services.emulator.requests.filter(r => r.method === 'POST')).toEqual([])
    // Its own key follows it to the end.
    const own = await run(node, { [Input.GenerationId]: id })
    expect(own.code).toBe(0)
    expect(own.outputs[Output.Status]).toBe('completed')
  })
})

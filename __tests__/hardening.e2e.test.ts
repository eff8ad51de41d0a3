/**
 * Issue 17's hardening, tried as an attacker would against the bundle: a share link the action
 * refuses ends the wait at once, with the generation reported; a start answer whose id cannot
 * be used still leaves every output the step promises.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { Input, Output } from '../src/config/constants.js'
import { NODE24, runAction, type ActionResult } from '../tools/runner.js'
import { startHostileService, type HostileService } from './helpers/hostile-service.js'
import { runnerCommands } from './helpers/runner-commands.js'
import { makeWorkspace, SMALL_CSV, type Workspace } from './helpers/workspace.js'

const KEY = 'svc_live_Qm7rT2vX9kLp4Wn8Zc3Hy6Bd'

let hostile: HostileService
let ws: Workspace

beforeAll(async () => {
  hostile = await startHostileService()
  ws = makeWorkspace()
  ws.write('data/sales.csv', SMALL_CSV)
})
afterAll(async () => {
  await hostile.close()
  ws.remove()
})
beforeEach(() => {
  hostile.requests.length = 0
})

function run(inputs: Record<string, string>, node?: string): Promise<ActionResult> {
  return runAction({
    workspace: ws.root,
    node,
    inputs: {
      [Input.ApiKey]: KEY,
      [Input.BaseUrl]: hostile.url,
      [Input.File]: 'data/sales.csv',
      // Far longer than the test may take: only ending the wait at once lets it pass.
      [Input.Timeout]: '3600',
      [Input.PollInterval]: '600',
      ...inputs
    }
  })
}

const errors = (result: ActionResult) =>
  runnerCommands(result.stdout)
    .filter(c => c.name === 'error')
    .map(c => c.value ?? '')

/**
 * The service finishes generation `id` with `link` as its share link: already in the start
 * answer, or only at the first read.
 */
function serviceCompletes(id: string, link: string, inStartAnswer: boolean): void {
  const completed = {
    id,
    dashboard: { id: id.replace('g-', 'd-'), title: 'Sales', status: 'completed' },
    share_link: { share_url: link }
  }
  const started = inStartAnswer ? completed : { status: 'processing' }
  hostile.start = { status: 201, body: { generation_id: id, ...started } }
  hostile.read = { status: 200, body: { status: 'success', data: completed } }
}

describe('a share link the action refuses', () => {
  it.each([
    ['mixed case', 'JaVaScRiPt:alert(document.domain)'],
    ['a tab inside the scheme', 'java\tscript:alert(1)'],
    ['control characters before it', '\u0001\u0002javascript:alert(1)'],
    ['a numeric character reference for the colon', 'javascript&#58;alert(1)'],
    ['a hexadecimal reference for its first letter', '&#x6A;avascript:alert(1)'],
    ['a named reference for the colon', 'javascript&colon;alert(1)'],
    ['a data: address', 'DaTa:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==']
  ])('spelled with %s ends the wait at once, reporting the generation', async (_how, link) => {
    serviceCompletes('g-7', link, false)
    const result = await run({})
    expect(result.code).toBe(1)
    // One read saw the completed dashboard and its link: the step did not read on for a better one.
    expect(hostile.requests.filter(r => r.method === 'GET')).toHaveLength(1)
    expect(result.outputs[Output.GenerationId]).toBe('g-7')
    expect(result.outputs[Output.DashboardId]).toBe('d-7')
    expect(result.outputs[Output.Status]).toBe('completed')
    expect(result.outputs[Output.ShareUrl]).toBe('')
    const [error] = errors(result)
    expect(error).toContain('g-7')
    expect(error).toMatch(/share link/)
    expect(error).toMatch(/http\(s\)/)
  })

  it('in the start answer, on Node 24, ends the step after one read that confirms it', async () => {
    serviceCompletes('g-8', ' JAVASCRIPT:alert(1)', true)
    const result = await run({}, NODE24)
    expect(result.code).toBe(1)
    expect(hostile.requests.filter(r => r.method === 'GET')).toHaveLength(1)
    expect(result.outputs[Output.GenerationId]).toBe('g-8')
    expect(errors(result).join('\n')).toMatch(/g-8.*share link/)
  })

  it('a relative link that is a path on the service is still linked', async () => {
    serviceCompletes('g-9', '/share/s-9/view/', true)
    const result = await run({})
    expect(result.code).toBe(0)
    expect(result.outputs[Output.ShareUrl]).toBe(
      `${hostile.url.replace(/\/$/, '')}/share/s-9/view/`
    )
  })
})

describe('a start answer whose generation id cannot be used', () => {
  it.each([
    ['the local Node', undefined],
    ['Node 24', NODE24]
  ])('still writes every output the step promises, on %s', async (_on, node) => {
    hostile.start = { status: 201, body: { generation_id: '../../admin', status: 'processing' } }
    const result = await run({}, node)
    expect(result.code).toBe(1)
    expect(result.outputs).toEqual({
      [Output.Datasets]: '["data/sales.csv"]',
      [Output.Results]: expect.any(String),
      [Output.GenerationId]: '',
      [Output.DashboardId]: '',
      [Output.ShareUrl]: '',
      [Output.Status]: 'failed',
      [Output.DashboardTitle]: ''
    })
    const [entry] = JSON.parse(result.outputs[Output.Results]) as {
      status: string
      error: string
    }[]
    expect(entry.status).toBe('failed')
    expect(entry.error).toMatch(/generation_id/)
    // The upload is not repeated: that could start a second generation.
    expect(hostile.requests.filter(r => r.method === 'POST')).toHaveLength(1)
  })
})

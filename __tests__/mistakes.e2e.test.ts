/**
 * A new user's common set-up mistakes, each run through the bundle as a runner runs it: every one
 * ends in one clear error that says what to do, quickly, without waiting out the timeout, and
 * without a request the service could act on. The transport cases run on Node 24 too, whose
 * TLS errors may carry other codes.
 */
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../emulator/server.js'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { Input, Output } from '../src/config/constants.js'
import { saying } from './helpers/meaning.js'
import { NODE24, runAction, type ActionResult } from '../tools/runner.js'
import { makeTestCertificates, type TestCertificates } from './helpers/tls.js'
import { makeWorkspace, SMALL_CSV, type Workspace } from './helpers/workspace.js'

const KEY = Object.keys(DEFAULT_KEYS)[1]
/** The default timeout: a mistake must end far sooner than this. */
const TIMEOUT_S = '600'
let emulator: Emulator
let untrusted: Emulator
let otherHost: Emulator
let certificates: TestCertificates
let ws: Workspace

beforeAll(async () => {
  if (!existsSync(NODE24))
    throw new Error(`Node 24 is missing at ${NODE24}: run 'npm run setup:node24' (npm test does).`)
  certificates = makeTestCertificates()
  emulator = await startEmulator({ processingMs: 200 })
  untrusted = await startEmulator({ tls: certificates.selfSigned })
  otherHost = await startEmulator({ tls: certificates.localhost })
  ws = makeWorkspace()
  ws.write('data/sales.csv', SMALL_CSV)
})
afterAll(async () => {
  await Promise.all([emulator.close(), untrusted.close(), otherHost.close()])
  certificates.remove()
  ws.remove()
})
beforeEach(() => {
  for (const service of [emulator, untrusted, otherHost]) service.reset()
})

function run(
  more: Record<string, string>,
  options: { node?: string; workspace?: string; env?: Record<string, string> } = {}
): Promise<ActionResult> {
  return runAction({
    node: options.node,
    workspace: options.workspace ?? ws.root,
    env: options.env,
    inputs: {
      [Input.ApiKey]: KEY,
      [Input.BaseUrl]: emulator.url,
      [Input.File]: 'data/sales.csv',
      [Input.Timeout]: TIMEOUT_S,
      [Input.PollInterval]: '1',
      ...more
    }
  })
}

/** The step's error lines, as the runner shows them. */
function errors(result: ActionResult): string[] {
  return result.stdout
    .split('\n')
    .filter(line => line.startsWith('::error'))
    .map(line => line.slice(line.indexOf('::', 2) + 2))
}

function expectOneClearFailure(result: ActionResult): string {
  expect(result.code).toBe(1)
  expect(result.stderr).toBe('')
  expect(result.stdout).not.toMatch(/\n\s+at /)
  const lines = errors(result)
  expect(lines).toHaveLength(1)
  return lines[0]
}

function closedPort(): Promise<number> {
  return new Promise(resolve => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

describe.each([
  ['the local Node', process.execPath],
  ['Node 24', NODE24]
])('set-up mistakes on the wire, on %s', (_name, node) => {
  it('a wrong port gives up after a short retry, naming the address and base-url', async () => {
    const port = await closedPort()
    const result = await run({ [Input.BaseUrl]: `http://127.0.0.1:${port}/` }, { node })
    const error = expectOneClearFailure(result)
    expect(error).toContain(`http://127.0.0.1:${port}`)
    expect(error).toContain('connection refused')
    expect(error).toContain("'base-url'")
    expect(error).toMatch(/no generation was created/i)
    expect(result.durationMs).toBeLessThan(30_000)
  })

  it('https:// against a plain-http server says so in words, at once, and that nothing was created', async () => {
    const result = await run({ [Input.BaseUrl]: emulator.url.replace('http:', 'https:') }, { node })
    const error = expectOneClearFailure(result)
    expect(error).toContain("'base-url' uses https:// but the server")
    expect(error).toContain('plain http')
    expect(error).toMatch(/no generation was created/i)
    expect(error).not.toMatch(/version number|SSL routines|EPROTO|may have been created/i)
    expect(emulator.requests).toHaveLength(0)
    expect(result.durationMs).toBeLessThan(15_000)
  })

  it('a certificate the runner does not trust is named, with what to do', async () => {
    const result = await run({ [Input.BaseUrl]: untrusted.url }, { node })
    const error = expectOneClearFailure(result)
    expect(error).toContain('does not trust')
    expect(error).toContain('NODE_EXTRA_CA_CERTS')
    expect(error).not.toMatch(/SELF_SIGNED|self[- ]signed certificate\b/)
    expect(untrusted.requests).toHaveLength(0)
    expect(result.durationMs).toBeLessThan(15_000)
  })

  it('a certificate for another host name is named as such, even when its authority is trusted', async () => {
    const result = await run(
      { [Input.BaseUrl]: otherHost.url },
      { node, env: { NODE_EXTRA_CA_CERTS: certificates.authorityFile } }
    )
    const error = expectOneClearFailure(result)
    expect(error).toContain('for another host name')
    expect(error).toContain("'base-url'")
    expect(error).not.toMatch(/ERR_TLS_CERT_ALTNAME_INVALID|Hostname\/IP does not match/)
    expect(otherHost.requests).toHaveLength(0)
    expect(result.durationMs).toBeLessThan(15_000)
  })
})

describe('set-up mistakes in the inputs and files', () => {
  it('following a generation at a wrong port gives up after a short retry too', async () => {
    const port = await closedPort()
    const result = await run({
      [Input.BaseUrl]: `http://127.0.0.1:${port}/`,
      [Input.GenerationId]: '5c5c2ee5-4ce0-45ff-a965-29ac879a86ef'
    })
    const error = expectOneClearFailure(result)
    expect(error).toContain('5c5c2ee5-4ce0-45ff-a965-29ac879a86ef')
    expect(error).toContain(`http://127.0.0.1:${port}`)
    expect(error).toContain("'base-url'")
    expect(result.outputs[Output.GenerationId]).toBe('5c5c2ee5-4ce0-45ff-a965-29ac879a86ef')
    expect(result.durationMs).toBeLessThan(30_000)
  })

  it.each(['api', 'api/'])(
    'a base-url ending in /%s is refused before any request, saying to give it without /api',
    async tail => {
      const result = await run({ [Input.BaseUrl]: `${emulator.url}${tail}` })
      const error = expectOneClearFailure(result)
      expect(error).toMatch(
        saying("'base-url'", 'already start with /api/', 'without /api', `"${emulator.url}"`)
      )
      expect(emulator.requests).toHaveLength(0)
      expect(result.durationMs).toBeLessThan(15_000)
    }
  )

  it('a spreadsheet is refused before any request, asking for a CSV (UTF-8) export', async () => {
    ws.write('data/sales.xlsx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]))
    const result = await run({ [Input.File]: 'data/sales.xlsx' })
    const error = expectOneClearFailure(result)
    expect(error).toContain(`Input 'file' is "data/sales.xlsx"`)
    expect(error).toContain('CSV (UTF-8)')
    expect(emulator.requests).toHaveLength(0)
    expect(result.durationMs).toBeLessThan(15_000)
  })

  it('JSON Lines inside a .json file are refused, saying to read them as jsonl', async () => {
    ws.write(
      'data/events.json',
      '{"month":"2026-01","revenue":1200}\n{"month":"2026-02","revenue":900}\n'
    )
    const result = await run({ [Input.File]: 'data/events.json' })
    const error = expectOneClearFailure(result)
    expect(error).toMatch(saying('data/events.json', 'JSON Lines', "'file-type' to jsonl"))
    expect(emulator.requests).toHaveLength(0)
    expect(result.durationMs).toBeLessThan(15_000)
  })

  it('a semicolon-separated CSV is uploaded comma-separated, and the log says so', async () => {
    ws.write('data/eu.csv', 'month;region;revenue\n2026-01;North;"1,200"\n')
    const result = await run({ [Input.File]: 'data/eu.csv' })
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(saying('data/eu.csv', 'semicolon-separated → comma-separated'))
    expect(emulator.requests[0].file?.content.toString('utf8')).toBe(
      'month,region,revenue\n2026-01,North,"1,200"\n'
    )
    expect(emulator.generations.size).toBe(1)
  })

  it('a path in the wrong case suggests the right one', async () => {
    const result = await run({ [Input.File]: 'Data/Sales.CSV' })
    const error = expectOneClearFailure(result)
    expect(error).toContain(`Input 'file' is "Data/Sales.CSV"`)
    expect(error).toContain('Did you mean "data/sales.csv"?')
    expect(emulator.requests).toHaveLength(0)
  })

  it('a missing file names the nearest existing ones', async () => {
    ws.write('data/sales-2024.csv', SMALL_CSV)
    const result = await run({ [Input.File]: 'data/sale.csv' })
    const error = expectOneClearFailure(result)
    expect(error).toMatch(
      saying(
        `Input 'file' is "data/sale.csv"`,
        'Did you mean: "data/sales.csv"',
        '"data/sales-2024.csv"'
      )
    )
    expect(emulator.requests).toHaveLength(0)
  })

  it('a pattern that matches nothing says what its folder holds', async () => {
    const result = await run({ [Input.File]: 'data/*.jsonl' })
    const error = expectOneClearFailure(result)
    expect(error).toMatch(saying('"data/*.jsonl"', 'folder "data/"', '"data/sales.csv"'))
    expect(emulator.requests).toHaveLength(0)
  })

  it('a job without actions/checkout is told to add it', async () => {
    const empty = makeWorkspace()
    try {
      const result = await run({}, { workspace: empty.root })
      const error = expectOneClearFailure(result)
      expect(error).toContain(`Input 'file' is "data/sales.csv"`)
      expect(error).toContain('actions/checkout')
      expect(emulator.requests).toHaveLength(0)
    } finally {
      empty.remove()
    }
  })

  it('paths separated by commas are told to go one per line', async () => {
    const result = await run({ [Input.File]: 'data/sales.csv, data/eu.csv' })
    const error = expectOneClearFailure(result)
    expect(error).toContain('"data/sales.csv, data/eu.csv"')
    expect(error).toContain('one path or pattern per line')
    expect(emulator.requests).toHaveLength(0)
  })
})

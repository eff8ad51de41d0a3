/**
 * Dataset paths a pull request can shape, run through the bundle as a runner runs it: a
 * symbolic link into .git or out of the data folder, and a file name that is not UTF-8. Each is
 * refused before any request, with an error naming the file; a matrix's plan (plan/) says the same.
 */
import http from 'node:http'
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { Input, Output } from '../src/config/constants.js'
import { NODE24, runAction, type ActionResult } from '../tools/runner.js'
import { runnerCommands } from './helpers/runner-commands.js'
import { useFakeArtifacts } from './helpers/services.js'
import { makeWorkspace, SMALL_CSV, type Workspace } from './helpers/workspace.js'

const KEY = 'svc_live_Qm7rT2vX9kLp4Wn8Zc3Hy6Bd'
const TOKEN = 'ghs_R4nd0mT0k3nV4lu3F0rT3sts0nly12'
/** The header actions/checkout (persist-credentials: true, its default) writes to .git/config. */
const BASIC = Buffer.from(`x-access-token:${TOKEN}`).toString('base64')

/** A service that records every upload it receives, whole, and starts a generation for it. */
interface Recorder {
  readonly url: string
  readonly bodies: string[]
  close(): Promise<void>
}

async function startRecorder(): Promise<Recorder> {
  const bodies: string[] = []
  const server = http.createServer((req, res) => {
    let body = ''
    req.setEncoding('latin1')
    req.on('data', (chunk: string) => (body += chunk))
    req.on('end', () => {
      bodies.push(body)
      res
        .writeHead(201, { 'content-type': 'application/json' })
        .end(JSON.stringify({ generation_id: `g-${bodies.length}`, status: 'processing' }))
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    bodies,
    close: () => new Promise(resolve => server.close(() => resolve()))
  }
}

let service: Recorder
let ws: Workspace
const store = useFakeArtifacts()
beforeAll(async () => {
  if (!existsSync(NODE24))
    throw new Error(`Node 24 is missing at ${NODE24}: run 'npm run setup:node24' (npm test does).`)
  service = await startRecorder()
})
afterAll(() => service.close())
beforeEach(() => {
  ws = makeWorkspace()
  ws.write(
    '.git/config',
    `[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic ${BASIC}\n`
  )
  service.bodies.length = 0
})
afterEach(() => ws.remove())

/** The Node that runs this test, and the Node 24 that action.yml's runs.using names. */
const NODES = [
  ['this Node', process.execPath],
  ['Node 24', NODE24]
]

function run(
  file: string,
  more: Record<string, string> = {},
  node?: string
): Promise<ActionResult> {
  return runAction({
    node,
    workspace: ws.root,
    inputs: {
      [Input.ApiKey]: KEY,
      [Input.BaseUrl]: service.url,
      [Input.File]: file,
      [Input.Wait]: 'false',
      ...more
    }
  })
}

/** The plan job (plan/) over the same files: it checks them as the job that generates does. */
function plan(file: string, node?: string): Promise<ActionResult> {
  return runAction({
    action: 'plan',
    node,
    workspace: ws.root,
    inputs: { [Input.File]: file },
    env: store.artifacts.env()
  })
}

/** The step's error commands, from stdout and stderr alike, as the runner would read them. */
function errors(result: ActionResult): string[] {
  return runnerCommands(`${result.stdout}\n${result.stderr}`)
    .filter(command => command.name === 'error')
    .map(command => `${command.properties ?? ''} ${decodeURIComponent(command.value ?? '')}`)
}

describe('a dataset that is a symbolic link', () => {
  it.each(NODES)(
    'refuses a link to .git/config, sends nothing, and names the link and why, the plan alike (%s)',
    async (_, node) => {
      ws.write('leak/.keep', '')
      symlinkSync('../.git/config', `${ws.root}/leak/sales.csv`)
      const planned = await plan('leak/*.csv', node)
      for (const result of [await run('leak/*.csv', {}, node), planned]) {
        // The plan does not fail for a rejected file (the legs run for the rest): collect/ does.
        expect(result.code).toBe(result === planned ? 0 : 1)
        expect(service.bodies).toEqual([])
        const shown = errors(result)
        expect(shown).toHaveLength(1)
        expect(shown[0]).toContain('leak/sales.csv')
        expect(shown[0]).toContain('.git/config')
        expect(shown[0]).toMatch(/\.git folder.*credentials/)
        expect([result.stdout, result.stderr, result.summary].join('\n')).not.toContain(BASIC)
      }
      expect(JSON.parse(planned.outputs.matrix)).toEqual({ include: [] })
    }
  )

  it('refuses a link to a workspace file outside the data folder, sending the others and never its target', async () => {
    ws.write('.env', 'DEPLOY_TOKEN=abc\nREGION=eu\n')
    ws.write('data/north.csv', SMALL_CSV)
    symlinkSync('../.env', `${ws.root}/data/south.csv`)
    const result = await run('data/*.csv')
    expect(result.code).toBe(1)
    expect(service.bodies).toHaveLength(1)
    expect(service.bodies[0]).toContain('filename="north.csv"')
    expect(service.bodies.join('')).not.toContain('DEPLOY_TOKEN')
    const shown = errors(result)
    expect(shown).toHaveLength(1)
    expect(shown[0]).toContain('data/south.csv')
    expect(shown[0]).toContain('".env"')
    expect(shown[0]).toMatch(/outside the folder/)
  })

  it('uploads the target of a link that stays within the data folders', async () => {
    ws.write('data/2026-06.csv', `${SMALL_CSV}2026-06,East,700\n`)
    symlinkSync('2026-06.csv', `${ws.root}/data/latest.csv`)
    const result = await run('data/latest.csv')
    expect(errors(result)).toEqual([])
    expect(result.code).toBe(0)
    expect(service.bodies).toHaveLength(1)
    expect(service.bodies[0]).toContain('2026-06,East,700')
  })
})

describe('a file name that is not UTF-8', () => {
  beforeEach(() => {
    ws.write('bytes/good.csv', SMALL_CSV)
    mkdirSync(`${ws.root}/bytes`, { recursive: true })
    const name = Buffer.concat([
      Buffer.from(`${ws.root}/bytes/a`),
      Buffer.from([0xff, 0x0a]),
      Buffer.from('::error::PWNED.csv')
    ])
    writeFileSync(name, SMALL_CSV)
  })

  it.each(NODES)(
    'is named, with its bytes shown, in one clear error before any upload; the plan agrees (%s)',
    async (_, node) => {
      const real = await run('bytes/*.csv', {}, node)
      const planned = await plan('bytes/*.csv', node)
      for (const result of [real, planned]) {
        expect(result.code).toBe(1)
        const shown = errors(result)
        expect(shown).toHaveLength(1)
        expect(shown[0]).not.toMatch(/ENOENT|lstat/)
        expect(shown[0]).toContain('bytes/a\\xFF\\n::error::PWNED.csv')
        expect(shown[0]).toMatch(/not UTF-8/)
        expect(shown[0]).toMatch(/Rename/)
        expect(result.outputs[Output.GenerationId] ?? '').toBe('')
      }
      expect(service.bodies).toEqual([])
      expect(store.artifacts.requests).toEqual([])
      expect(errors(planned)).toEqual(errors(real))
    }
  )
})

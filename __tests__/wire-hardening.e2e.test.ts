/**
 * What crosses the wire, under attack or failing, run through the bundled action: a service
 * whose error bodies and share links carry the key, a TLS connection that breaks once the upload
 * is sent, a GitHub that sends deprecation headers built to look like runner commands, and a
 * GitHub that accepts connections and never answers.
 */
import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import tls from 'node:tls'
import path from 'node:path'
import { writeFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Input, Output } from '../src/config/constants.js'
import { NODE24, runAction, type ActionResult } from '../tools/runner.js'
import { startHostileService, type HostileService } from './helpers/hostile-service.js'
import { runnerCommands } from './helpers/runner-commands.js'
import { makeTestCertificates, type TestCertificates } from './helpers/tls.js'
import { makeWorkspace, SMALL_CSV, type Workspace } from './helpers/workspace.js'
import { saying } from './helpers/meaning.js'

const KEY = 'svc_live_Qm7rT2vX9kLp4Wn8Zc3Hy6Bd'
const TOKEN = 'ghs_R4nd0mT0k3nV4lu3F0rT3sts0nly12'
const PR_EVENT = { pull_request: { number: 7, head: { sha: 'a'.repeat(40) } } }
const FINISHED = {
  id: 'g-1',
  dashboard: { id: 'd-1', title: 't', status: 'completed' },
  share_link: { share_url: 'https://dash.example/d/1' }
}

let hostile: HostileService
let ws: Workspace
let certs: TestCertificates

beforeAll(async () => {
  hostile = await startHostileService()
  ws = makeWorkspace()
  ws.write('one/sales.csv', SMALL_CSV)
  writeFileSync(path.join(ws.root, 'event.json'), JSON.stringify(PR_EVENT))
  certs = makeTestCertificates()
})
afterAll(async () => {
  await hostile.close()
  ws.remove()
  certs.remove()
})

/** The Node that runs the bundle in the current block: this one, or the node24 of action.yml. */
let node: string | undefined

function run(
  inputs: Record<string, string>,
  env: Record<string, string> = {},
  killAfterMs?: number
): Promise<ActionResult> {
  return runAction({
    workspace: ws.root,
    node,
    killAfterMs,
    inputs: {
      [Input.ApiKey]: KEY,
      [Input.BaseUrl]: hostile.url,
      [Input.File]: 'one/sales.csv',
      ...inputs
    },
    env
  })
}

/** The environment of a pull-request run whose GitHub API is `api`. */
function pullRequestRun(api: string): Record<string, string> {
  return {
    GITHUB_API_URL: api,
    GITHUB_REPOSITORY: 'o/r',
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: path.join(ws.root, 'event.json')
  }
}

/** Every run of ten characters of `secret` that `text` shows. */
function fragments(text: string, secret: string): string[] {
  const found = new Set<string>()
  for (let at = 0; at + 10 <= secret.length; at++)
    if (text.includes(secret.slice(at, at + 10))) found.add(secret.slice(at, at + 10))
  return [...found]
}

/** Everything a reader of the run sees, the runner's own mask commands left out. */
function everything(result: ActionResult): string {
  const log = result.stdout
    .split('\n')
    .filter(line => !line.startsWith('::add-mask::'))
    .join('\n')
  return [log, result.stderr, JSON.stringify(result.outputs), result.summary].join('\n')
}

async function listen(server: net.Server): Promise<number> {
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

describe.each([
  ['the local Node', undefined],
  ['Node 24', NODE24]
])('dist/index.js on %s', (_name, binary) => {
  beforeAll(() => {
    node = binary
  })

  describe("the service's answers carrying the key", () => {
    it('an error object whose key holds the key shows no part of it, however the body is cut', async () => {
      hostile.start = { status: 500, body: { error: { [`xxxxxxxx${KEY}`]: 1 } } }
      const result = await run({})
      expect(result.code).toBe(1)
      expect(result.stdout).toMatch(/::error::.*HTTP 500/)
      expect(fragments(everything(result), KEY)).toEqual([])
    })

    it('a share link whose host holds the key does not come back lower-cased past the redaction', async () => {
      const finished = {
        ...FINISHED,
        share_link: { share_url: `https://${KEY}.dash.example/d/1` }
      }
      hostile.start = { status: 201, body: { generation_id: 'g-1', ...finished } }
      hostile.read = { status: 200, body: { status: 'success', data: finished } }
      const result = await run({})
      expect(result.code).toBe(0)
      const shareUrl = result.outputs[Output.ShareUrl]
      expect(new URL(shareUrl).pathname).toBe('/d/1')
      expect(fragments(everything(result).toLowerCase(), KEY.toLowerCase())).toEqual([])
    })
  })

  describe('a secure connection that breaks once the upload is sent', () => {
    it('says a generation may exist and does not repeat the upload', async () => {
      let uploads = 0
      const server = net.createServer(raw => {
        const secure = new tls.TLSSocket(raw, {
          isServer: true,
          key: certs.localhost.key,
          cert: certs.localhost.cert
        })
        let seen = Buffer.alloc(0)
        secure.on('data', (chunk: Buffer) => {
          seen = Buffer.concat([seen, chunk])
          const text = seen.toString('latin1')
          const head = text.indexOf('\r\n\r\n')
          const length = Number(/content-length: (\d+)/i.exec(text)?.[1] ?? 0)
          if (head >= 0 && seen.length >= head + 4 + length) {
            uploads++
            // The whole upload is in; the answer comes outside TLS, which the client cannot read.
            raw.write('HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n')
          }
        })
        secure.on('error', () => undefined)
      })
      const port = await listen(server)
      try {
        const result = await run(
          { [Input.BaseUrl]: `https://localhost:${port}/` },
          { NODE_EXTRA_CA_CERTS: certs.authorityFile }
        )
        const errors = runnerCommands(result.stdout)
          .filter(c => c.name === 'error')
          .map(c => c.value ?? '')
          .join('\n')
        expect(uploads).toBe(1)
        expect(result.code).toBe(1)
        expect(errors).not.toMatch(/no generation was created|nothing was sent/i)
        expect(errors).toMatch(/may have been created/)
        expect(errors).toMatch(/not repeated/)
      } finally {
        await new Promise(resolve => server.close(resolve))
      }
    })
  })

  describe('GitHub', () => {
    it('deprecation headers shaped as runner commands reach neither stderr nor stdout as commands', async () => {
      const gh = http.createServer((req, res) => {
        req.resume()
        req.on('end', () => {
          const headers = {
            'content-type': 'application/json',
            deprecation: 'true',
            sunset: 'soon ::error::PWNED ##[error]PWNED',
            link: '<https://evil.example/##[add-mask]PWNED>; rel="deprecation"'
          }
          const [status, body] = req.url?.includes('graphql')
            ? [200, { data: { viewer: { login: 'bot' } } }]
            : req.method === 'GET'
              ? [200, []]
              : [201, { id: 1, html_url: 'https://github.example/c/1', body: '' }]
          res.writeHead(status, headers).end(JSON.stringify(body))
        })
      })
      const port = await listen(gh)
      hostile.start = { status: 201, body: { generation_id: 'g-1', ...FINISHED } }
      hostile.read = { status: 200, body: { status: 'success', data: FINISHED } }
      try {
        const result = await run(
          { [Input.Comment]: 'true', [Input.GithubToken]: TOKEN },
          pullRequestRun(`http://127.0.0.1:${port}`)
        )
        expect(result.code).toBe(0)
        expect(runnerCommands(result.stderr)).toEqual([])
        expect(result.stderr).not.toContain('PWNED')
        const injected = runnerCommands(result.stdout).filter(c =>
          `${c.name} ${c.value ?? ''}`.includes('PWNED')
        )
        expect(injected.filter(c => c.name !== 'debug')).toEqual([])
        // The notice itself is kept, as a plain line.
        expect(result.stdout).toMatch(/GitHub API: .*is deprecated/)
      } finally {
        await new Promise(resolve => gh.close(resolve))
      }
    })

    it('a GitHub that never answers costs the comment, not the step: it ends soon after its timeout with a warning', async () => {
      const held: http.ServerResponse[] = []
      const gh = http.createServer((req, res) => {
        req.resume()
        held.push(res)
      })
      const port = await listen(gh)
      hostile.start = { status: 201, body: { generation_id: 'g-1', ...FINISHED } }
      hostile.read = { status: 200, body: { status: 'success', data: FINISHED } }
      try {
        const result = await run(
          {
            [Input.Timeout]: '5',
            [Input.Comment]: 'true',
            [Input.GithubToken]: TOKEN
          },
          pullRequestRun(`http://127.0.0.1:${port}`),
          // Far past the step's 5 s timeout and the comment's 10 s floor: only a hang reaches it.
          40_000
        )
        expect(result.signal).toBeNull()
        expect(result.code).toBe(0)
        expect(held.length).toBeGreaterThan(0)
        expect(result.outputs[Output.ShareUrl]).toBe('https://dash.example/d/1')
        const warnings = runnerCommands(result.stdout).filter(c => c.name === 'warning')
        expect(warnings.map(w => w.value).join('\n')).toMatch(
          saying('pull request #7', /did not finish[^\n]*within \d+ s/)
        )
      } finally {
        for (const res of held) res.destroy()
        gh.closeAllConnections()
        await new Promise(resolve => gh.close(resolve))
      }
    }, 60_000)
  })
})

/**
 * Runner proxies: the bundle reaches an HTTPS service through https_proxy, and goes direct for a
 * host listed in no_proxy. The service has a name that is not loopback (loopback always skips
 * the proxy), a certificate made for it here, and is reached only through the proxy's tunnel.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../emulator/server.js'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { Input, Output } from '../src/config/constants.js'
import { runAction } from '../tools/runner.js'
import { startConnectProxy, type ConnectProxy } from './helpers/connect-proxy.js'
import { makeWorkspace, SMALL_CSV, type Workspace } from './helpers/workspace.js'
import { saying } from './helpers/meaning.js'

const HOST = 'dashboards.example.test'
let emulator: Emulator
let proxy: ConnectProxy
let ws: Workspace
let certFile: string

beforeAll(async () => {
  ws = makeWorkspace()
  ws.write('data/sales.csv', SMALL_CSV)
  const keyFile = path.join(ws.root, 'tls-key.pem')
  certFile = path.join(ws.root, 'tls-cert.pem')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '1',
      '-subj',
      `/CN=${HOST}`,
      '-addext',
      `subjectAltName=DNS:${HOST}`
    ],
    { stdio: 'ignore' }
  )
  emulator = await startEmulator({
    tls: { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8') }
  })
  proxy = await startConnectProxy(emulator.port)
})
afterAll(async () => {
  await proxy.close()
  await emulator.close()
  ws.remove()
})
beforeEach(() => {
  emulator.reset()
  proxy.tunnels.length = 0
})

const run = (env: Record<string, string>) =>
  runAction({
    workspace: ws.root,
    inputs: {
      [Input.ApiKey]: Object.keys(DEFAULT_KEYS)[1],
      [Input.BaseUrl]: `https://${HOST}/`,
      [Input.File]: 'data/sales.csv',
      [Input.Timeout]: '5'
    },
    env: { NODE_EXTRA_CA_CERTS: certFile, ...env }
  })

describe('runner proxies', () => {
  it('reach the service through https_proxy', async () => {
    const result = await run({ https_proxy: proxy.url })
    expect(result.code).toBe(0)
    expect(result.outputs[Output.Status]).toBe('completed')
    expect(result.outputs[Output.ShareUrl]).toMatch(
      new RegExp(`^https://${HOST}/share/\\w+/view/$`)
    )
    expect(proxy.tunnels).toEqual([`${HOST}:443`, `${HOST}:443`])
    expect(emulator.requests.map(r => r.method)).toEqual(['POST', 'GET'])
  })
  it('go direct for a host in no_proxy', async () => {
    const result = await run({ https_proxy: proxy.url, no_proxy: `localhost,.example.test` })
    expect(result.code).toBe(1)
    // Going direct means resolving the name itself, which exists only behind the proxy.
    expect(result.stdout).toMatch(/::error::.*could not be resolved/)
    expect(result.stdout).toMatch(saying(HOST, "'base-url'"))
    expect(proxy.tunnels).toEqual([])
    expect(emulator.requests).toEqual([])
  })
})

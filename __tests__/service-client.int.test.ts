import { createHash, randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createServer } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../emulator/server.js'
import { DEFAULT_KEYS } from '../emulator/state.js'
import type { Dataset } from '../src/datasets/find/inspect.js'
import {
  createServiceClient,
  ServiceError,
  UnknownGenerationError,
  type StartRequest
} from '../src/service/client.js'
import { classifyError } from '../src/service/http.js'
import { redact, registerSecrets } from '../src/common/redact.js'
import { makeTestCertificates } from './helpers/tls.js'
import { csvOfSize, makeWorkspace, SMALL_CSV, type Workspace } from './helpers/workspace.js'
import { saying } from './helpers/meaning.js'
import { REPO_ROOT } from '../tools/runner.js'
import { plainDataset } from './helpers/dataset.js'
import { ignoreStepLog } from './helpers/step-log.js'

// registerSecrets tells the runner to mask each secret (::add-mask::); these tests check what
// is hidden, not those lines.
ignoreStepLog()

const [FREE_KEY, PREMIUM_KEY] = Object.keys(DEFAULT_KEYS)
/** The release the action says it is, from package.json, not from the code under test. */
const { version } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
  version: string
}
let emulator: Emulator
let ws: Workspace

beforeAll(async () => {
  emulator = await startEmulator({ pathPrefix: '/svc/' })
  ws = makeWorkspace()
  // As reading the inputs does in a run: the client hides whatever secrets the step holds.
  registerSecrets({ apiKey: PREMIUM_KEY, githubToken: '', baseUrl: '' })
})
afterAll(async () => {
  await emulator.close()
  ws.remove()
})
beforeEach(() => emulator.reset())

function dataset(name: string, content: string | Buffer): Dataset {
  const absolutePath = ws.write(name, content)
  return plainDataset(name, { absolutePath, bytes: Buffer.byteLength(content) })
}
const client = (key = PREMIUM_KEY, premium: string[] = []) =>
  createServiceClient(new URL(emulator.url), key, premium)
const request = (d: Dataset, extra: Partial<StartRequest> = {}): StartRequest => ({
  dataset: d,
  allowedEmails: [],
  ...extra
})
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e as ServiceError
  )

describe('the start call as the service receives it', () => {
  it('streams the file as multipart with its length, the bearer key and a User-Agent naming the action', async () => {
    const d = dataset('data/sales.csv', SMALL_CSV)
    await client().start(request(d), 10_000)
    const [received] = emulator.requests
    expect(received.method).toBe('POST')
    expect(received.path).toBe('/svc/api/dashboard/generate/')
    expect(received.headers.authorization).toBe(`Bearer ${PREMIUM_KEY}`)
    expect(received.headers['user-agent']).toContain(`dashboard-action/${version}`)
    expect(received.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
    expect(Number(received.headers['content-length'])).toBeGreaterThan(SMALL_CSV.length)
    expect(received.headers['transfer-encoding']).toBeUndefined()
    expect(received.fields).toEqual({ file_type: 'csv' })
    expect(received.file).toEqual({
      field: 'file',
      name: 'sales.csv',
      contentType: 'text/csv',
      bytes: SMALL_CSV.length,
      sha256: createHash('sha256').update(SMALL_CSV).digest('hex'),
      content: Buffer.from(SMALL_CSV)
    })
  })
  it('sends optional fields only when set: instructions unchanged, addresses comma-joined, booleans as words', async () => {
    const d = dataset('inv.json', '[{"a":1}]')
    const instructions = '  Line one,\n\tline "two" <b>\n'
    await client().start(
      request(d, {
        title: 'Stock',
        instructions,
        allowedEmails: ['a@example.com', 'b@example.org'],
        allowPdfExport: false,
        allowScrollableCards: true
      }),
      10_000
    )
    expect(emulator.requests[0].fields).toEqual({
      file_type: 'json',
      title: 'Stock',
      instructions,
      allowed_emails: 'a@example.com,b@example.org',
      allow_pdf_export: 'false',
      allow_scrollable_cards: 'true'
    })
    expect(emulator.requests[0].file?.contentType).toBe('application/json')
  })
  it('sends a file of many read buffers byte for byte, with the length it declared', async () => {
    // Not a multiple of any buffer size, and bytes that are no text.
    const content = randomBytes(1_000_003)
    const d = dataset('big.csv', content)
    await client().start(request(d, { title: 'Big' }), 10_000)
    const [received] = emulator.requests
    expect(received.file?.bytes).toBe(content.length)
    expect(received.file?.content.equals(content)).toBe(true)
    expect(received.fields).toEqual({ file_type: 'csv', title: 'Big' })
  })
  it('stops an upload whose file changed length since it was checked, naming it, and does not repeat it', async () => {
    const content = csvOfSize(200_000)
    const absolutePath = ws.write('grown.csv', content)
    const d = plainDataset('grown.csv', { absolutePath, bytes: content.length - 10 })
    const error = await failure(client().start(request(d), 10_000))
    expect(error).toMatchObject({ kind: 'fatal' })
    expect(error?.message).toMatch(saying('grown.csv', 'changed', 'no generation was created'))
    expect(emulator.generations.size).toBe(0)
  })
})

describe('the start answer', () => {
  it.each<['envelope' | 'flat', number]>([
    ['envelope', 201],
    ['envelope', 200],
    ['flat', 202]
  ])(
    'is read in the %s shape with HTTP %i, finished inside the call',
    async (startShape, startStatus) => {
      emulator.configure({ startShape, startStatus })
      const state = await client().start(request(dataset('s.csv', SMALL_CSV)), 10_000)
      const generation = [...emulator.generations.values()][0]
      expect(state).toMatchObject({
        generationId: generation.id,
        status: 'completed',
        dashboardId: generation.dashboardId
      })
      expect(state.shareUrl).toBe(`${emulator.url}share/${generation.shareId}/view/`)
    }
  )
  it('is processing for a larger file', async () => {
    const state = await client().start(request(dataset('big.csv', csvOfSize(50_000))), 10_000)
    expect(state.status).toBe('processing')
    expect(state.shareUrl).toBeUndefined()
  })
})

describe('start failures', () => {
  it('401 names the key', async () => {
    const error = await failure(
      client('svc_unknown_key').start(request(dataset('s.csv', SMALL_CSV)), 10_000)
    )
    expect(error).toMatchObject({ kind: 'fatal' })
    // The service's own reason quoted, the input named, and where to get a good key.
    expect(error?.message).toMatch(
      saying('refused the key', 'HTTP 401', 'Invalid API key', "'api-key'", 'API settings')
    )
  })
  it('403 on a free key names the premium options and the plan', async () => {
    const error = await failure(
      client(FREE_KEY, ['allow-pdf-export']).start(
        request(dataset('s.csv', SMALL_CSV), { allowPdfExport: true }),
        10_000
      )
    )
    expect(error?.message).toMatch(
      saying('HTTP 403', 'allow_pdf_export is available on premium plans only', 'allow-pdf-export')
    )
    expect(error?.message).toMatch(/premium-only/i)
    expect(error?.message).toMatch(/key's plan/)
    expect(emulator.generations.size).toBe(0)
  })
  it('413 names the size limit', async () => {
    const error = await failure(
      client().start(request(dataset('huge.csv', Buffer.alloc(10 * 1024 * 1024 + 10, 'a'))), 30_000)
    )
    expect(error?.message).toContain('as too large (HTTP 413)')
    expect(error?.message).toContain('at most 10 MB (10,485,760 bytes)')
  })
  it("other 4xx quote the service's message", async () => {
    emulator.inject({
      endpoint: 'start',
      kind: { type: 'status', status: 422, body: '{"error":"column names must be unique"}' }
    })
    const error = await failure(client().start(request(dataset('s.csv', SMALL_CSV)), 10_000))
    expect(error?.message).toMatch(
      saying('refused the upload', 'HTTP 422', 'column names must be unique')
    )
  })
  it.each([429, 503])('%i is retryable and carries Retry-After', async status => {
    emulator.inject({ endpoint: 'start', kind: { type: 'status', status, retryAfter: '3' } })
    const error = await failure(client().start(request(dataset('s.csv', SMALL_CSV)), 10_000))
    expect(error).toMatchObject({ kind: 'retryable', retryAfterMs: 3000 })
  })
  it.each([500, 502, 504])('%i is final and warns that a generation may exist', async status => {
    emulator.inject({ endpoint: 'start', kind: { type: 'status', status } })
    const error = await failure(client().start(request(dataset('s.csv', SMALL_CSV)), 10_000))
    expect(error).toMatchObject({ kind: 'fatal' })
    expect(error?.message).toContain(`(HTTP ${status})`)
    expect(error?.message).toMatch(saying('may have created a generation', 'not repeated'))
  })
  it('a 2xx naming no generation is final: one may exist', async () => {
    emulator.inject({ endpoint: 'start', kind: { type: 'no-generation-id' } })
    const error = await failure(client().start(request(dataset('s.csv', SMALL_CSV)), 10_000))
    expect(error?.message).toMatch(
      saying('named no generation', 'Accepted', 'may have been created')
    )
    expect(emulator.generations.size).toBe(1)
  })
  it('a 2xx cut off before its announced length is final: a generation may exist', async () => {
    emulator.inject({ endpoint: 'start', kind: { type: 'cut-off' } })
    const error = await failure(client().start(request(dataset('s.csv', SMALL_CSV)), 10_000))
    expect(error).toMatchObject({ kind: 'fatal' })
    expect(error?.message).toMatch(saying('may have been created', 'not repeated'))
    expect(emulator.generations.size).toBe(1)
  })
  it('a 2xx whose JSON is cut short is final', async () => {
    emulator.inject({ endpoint: 'start', kind: { type: 'truncated-json' } })
    await expect(
      failure(client().start(request(dataset('s.csv', SMALL_CSV)), 10_000))
    ).resolves.toMatchObject({ kind: 'fatal' })
  })
  it.each([
    ['that never ends', undefined],
    ['of 3 MB', 3_000_000]
  ])(
    'a 2xx %s is cut past 256 KiB and final at once: the connection closed, a generation may exist',
    async (_what, bytes) => {
      emulator.inject({ endpoint: 'start', kind: { type: 'huge-body', bytes } })
      const began = Date.now()
      const error = await failure(client().start(request(dataset('s.csv', SMALL_CSV)), 60_000))
      // Far below the minute allowed: the answer is not read until its end or the time limit.
      expect(Date.now() - began).toBeLessThan(20_000)
      expect(error).toMatchObject({ kind: 'fatal' })
      expect(error?.message).toMatch(
        saying(
          '256 KiB',
          'proxy',
          new URL(emulator.url).host,
          'may have been created',
          'not repeated'
        )
      )
      expect(emulator.generations.size).toBe(1)
      await stoppedSending()
    }
  )
  it('a reset after the service took the body is final', async () => {
    emulator.inject({ endpoint: 'start', kind: { type: 'reset', after: 'body' } })
    const error = await failure(client().start(request(dataset('s.csv', SMALL_CSV)), 10_000))
    expect(error?.message).toMatch(
      saying('answer was lost', 'connection was reset', 'may have been created')
    )
    expect(emulator.generations.size).toBe(1)
  })
  it('a reset before the body could be sent is retryable', async () => {
    emulator.inject({ endpoint: 'start', kind: { type: 'reset', after: 'headers' } })
    const error = await failure(
      client().start(request(dataset('big.csv', csvOfSize(4 * 1024 * 1024))), 10_000)
    )
    expect(error).toMatchObject({ kind: 'retryable' })
    expect(error?.message).toMatch(saying('upload', 'did not reach'))
    expect(emulator.generations.size).toBe(0)
  })
  it('a refused connection is retryable', async () => {
    const port = await closedPort()
    const error = await failure(
      createServiceClient(new URL(`http://127.0.0.1:${port}/`), PREMIUM_KEY, []).start(
        request(dataset('s.csv', SMALL_CSV)),
        5_000
      )
    )
    expect(error).toMatchObject({ kind: 'retryable', retryWindowMs: 10_000 })
    expect(error?.message).toContain(`http://127.0.0.1:${port}`)
    expect(error?.message).toContain('connection refused')
    expect(error?.message).toContain("'base-url'")
    expect(error?.message).toContain('no generation was created')
  })
  it('https:// against a plain-http server is final, says so in words and that nothing was created', async () => {
    const plain = new URL(emulator.url)
    plain.protocol = 'https:'
    const error = await failure(
      createServiceClient(plain, PREMIUM_KEY, []).start(
        request(dataset('s.csv', SMALL_CSV)),
        10_000
      )
    )
    expect(error).toMatchObject({ kind: 'fatal' })
    expect(error?.message).toContain("'base-url' uses https:// but the server")
    expect(error?.message).toContain('plain http')
    expect(error?.message).toContain('no generation was created')
    expect(error?.message).not.toMatch(/version number|SSL routines|reached the service/i)
    expect(emulator.requests).toHaveLength(0)
  })
  it('a certificate the runner does not trust is final and named as such', async () => {
    const certificates = makeTestCertificates()
    const secure = await startEmulator({ tls: certificates.selfSigned })
    try {
      const error = await failure(
        createServiceClient(new URL(secure.url), PREMIUM_KEY, []).start(
          request(dataset('s.csv', SMALL_CSV)),
          10_000
        )
      )
      expect(error).toMatchObject({ kind: 'fatal' })
      expect(error?.message).toContain('certificate this runner does not trust')
      expect(error?.message).toContain('NODE_EXTRA_CA_CERTS')
      expect(error?.message).toContain('no generation was created')
      expect(error?.message).not.toMatch(/SELF_SIGNED|self[- ]signed certificate/)
      expect(secure.requests).toHaveLength(0)
    } finally {
      await secure.close()
      certificates.remove()
    }
  })
  it('an answer slower than the time left is final: the service may have acted', async () => {
    emulator.inject({ endpoint: 'start', kind: { type: 'delay', ms: 2000 } })
    const error = await failure(client().start(request(dataset('s.csv', SMALL_CSV)), 300))
    expect(error?.message).toMatch(saying('answer was lost', 'within 0.3 s'))
  })
  it('a 404 names the address called and says base-url is the root, spotting a trailing /api', async () => {
    const error = await failure(
      createServiceClient(new URL(`${emulator.url}api/`), PREMIUM_KEY, []).start(
        request(dataset('s.csv', SMALL_CSV)),
        10_000
      )
    )
    expect(error).toMatchObject({ kind: 'fatal' })
    expect(error?.message).toContain(`${emulator.url}api/api/dashboard/generate/`)
    expect(error?.message).toContain('HTTP 404')
    expect(error?.message).toContain("'base-url' must be the service's root")
    expect(error?.message).toContain('remove the /api')
    expect(emulator.generations.size).toBe(0)
  })
  it('a redirect is refused and the key is not sent after it', async () => {
    emulator.inject({ endpoint: 'start', kind: { type: 'status', status: 308, body: '' } })
    const error = await failure(client().start(request(dataset('s.csv', SMALL_CSV)), 10_000))
    expect(error?.message).toMatch(saying('redirected', 'HTTP 308', "Set 'base-url'"))
    expect(emulator.requests).toHaveLength(1)
  })
  it('a start answer whose generation id is unsafe is final and says the upload was not repeated', async () => {
    emulator.inject({
      endpoint: 'start',
      kind: {
        type: 'status',
        status: 201,
        body: '{"status":"success","data":{"generation_id":".."}}'
      }
    })
    const error = await failure(client().start(request(dataset('s.csv', SMALL_CSV)), 10_000))
    expect(error).toMatchObject({ kind: 'fatal' })
    expect(error?.message).toContain('generation_id')
    expect(error?.message).toContain('"..": letters, digits')
    expect(error?.message).toContain('not repeated')
    expect(emulator.requests).toHaveLength(1)
  })
  it('quotes what the service echoed for the sink to hide: the key whole, never split by a cut', async () => {
    emulator.inject({
      endpoint: 'start',
      kind: {
        type: 'status',
        status: 400,
        body: JSON.stringify({ detail: `key ${PREMIUM_KEY} lacks scope` })
      }
    })
    const error = await failure(client().start(request(dataset('s.csv', SMALL_CSV)), 10_000))
    expect(redact(error?.message ?? '')).toMatch(saying('HTTP 400', 'key *** lacks scope'))
  })
  it('quotes the part of the key after its prefix whole too, for the sink to hide', async () => {
    const tail = PREMIUM_KEY.slice('svc_'.length)
    emulator.inject({
      endpoint: 'start',
      kind: { type: 'status', status: 400, body: JSON.stringify({ detail: `bad key ${tail}` }) }
    })
    const error = await failure(client().start(request(dataset('s.csv', SMALL_CSV)), 10_000))
    expect(redact(error?.message ?? '')).toContain('bad key ***')
    expect(redact(error?.message ?? '')).not.toContain(tail)
  })
  it('leaves no part of the key a sink would miss when it cuts inside an error object', async () => {
    const padded = `${'x'.repeat(8)}${PREMIUM_KEY}`
    for (const error of [{ [padded]: 1 }, { note: `${'y'.repeat(190)}${PREMIUM_KEY}` }]) {
      emulator.inject({
        endpoint: 'start',
        kind: { type: 'status', status: 500, body: JSON.stringify({ error }) }
      })
      const failed = await failure(client().start(request(dataset('s.csv', SMALL_CSV)), 10_000))
      expect(failed?.message).toMatch(/HTTP 500/)
      // Cut or not, no piece of the key is left that the sink's redaction would miss.
      const shown = redact(failed?.message ?? '')
      for (let at = 0; at + 8 <= PREMIUM_KEY.length; at++)
        expect(shown).not.toContain(PREMIUM_KEY.slice(at, at + 8))
    }
  })
})

describe('reading a generation', () => {
  async function started() {
    emulator.configure({ readsToFinish: 2 })
    return client().start(request(dataset('big.csv', csvOfSize(50_000))), 10_000)
  }
  it('follows processing to completed with title and share link', async () => {
    const { generationId } = await started()
    await expect(client().read(generationId, 5000)).resolves.toEqual({
      generationId,
      status: 'processing',
      dashboardId: undefined,
      title: undefined,
      shareUrl: undefined,
      reason: undefined,
      // The emulator's created_at, as the interface document gives it.
      createdAt: new Date(emulator.generations.get(generationId)?.createdAt ?? 0).toISOString(),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    })
    const done = await client().read(generationId, 5000)
    expect(done).toMatchObject({ status: 'completed', title: 'big' })
    expect(done.shareUrl).toMatch(new RegExp(`^${emulator.url}share/[a-z0-9]+/view/$`))
    expect(emulator.requests.at(-1)?.path).toBe(`/svc/api/dashboard/generate/${generationId}/`)
  })
  it.each([
    ['an HTML error page', { type: 'html' as const }],
    ['JSON cut short', { type: 'truncated-json' as const }],
    ['HTTP 500', { type: 'status' as const, status: 500 }],
    [
      'HTTP 429',
      { type: 'status' as const, status: 429, retryAfter: 'Sat, 21 Nov 2026 10:00:05 GMT' }
    ],
    ['a reset connection', { type: 'reset' as const, after: 'headers' as const }],
    ['an HTML page with HTTP 200', { type: 'html' as const, status: 200 }],
    ['an answer cut off before its announced length', { type: 'cut-off' as const }]
  ])('treats %s as passing', async (_what, kind) => {
    const { generationId } = await started()
    emulator.inject({ endpoint: 'read', kind })
    await expect(failure(client().read(generationId, 5000))).resolves.toMatchObject({
      kind: 'retryable'
    })
  })
  it('reads again after a 500 whose message nests deeply, quoting only a little of it', async () => {
    const { generationId } = await started()
    const depth = 20_000
    const body = `${'{"message":'.repeat(depth)}"deep"${'}'.repeat(depth)}`
    emulator.inject({ endpoint: 'read', kind: { type: 'status', status: 500, body } })
    const error = await failure(client().read(generationId, 5000))
    expect(error).toMatchObject({ kind: 'retryable' })
    expect(error?.message).toContain('HTTP 500')
    expect(error?.message.length).toBeLessThan(400)
  })
  it('refuses a read answer naming a dashboard id that is a path step, and reads again', async () => {
    const { generationId } = await started()
    emulator.inject({
      endpoint: 'read',
      kind: {
        type: 'status',
        status: 200,
        body: JSON.stringify({
          data: { id: generationId, dashboard: { id: '..', status: 'completed' } }
        })
      }
    })
    const error = await failure(client().read(generationId, 5000))
    expect(error).toMatchObject({ kind: 'retryable' })
    expect(error?.message).toContain(generationId)
    expect(error?.message).toContain('dashboard id')
  })
  it.each([
    ['that never ends', undefined],
    ['of 3 MB', 3_000_000]
  ])(
    'a read answer %s is cut past 256 KiB at once, naming the generation, and may be read again',
    async (_what, bytes) => {
      const { generationId } = await started()
      emulator.inject({ endpoint: 'read', kind: { type: 'huge-body', bytes } })
      const began = Date.now()
      const error = await failure(client().read(generationId, 60_000))
      expect(Date.now() - began).toBeLessThan(20_000)
      expect(error).toMatchObject({ kind: 'retryable' })
      expect(error?.message).toMatch(saying(generationId, '256 KiB', 'proxy'))
      await stoppedSending()
    }
  )
  it('treats a read slower than its timeout as passing', async () => {
    const { generationId } = await started()
    emulator.inject({ endpoint: 'read', kind: { type: 'delay', ms: 1500 } })
    await expect(failure(client().read(generationId, 200))).resolves.toMatchObject({
      kind: 'retryable',
      message: saying(`Reading generation ${generationId}`, 'no answer within 0.2 s')
    })
  })
  it('a generation the service does not know is final, naming it with the service’s words', async () => {
    const error = await failure(client().read('0000-missing', 5000))
    expect(error).toBeInstanceOf(UnknownGenerationError)
    expect(error).toMatchObject({
      kind: 'fatal',
      generationId: '0000-missing',
      reason: 'Not found'
    })
    expect(error?.message).toMatch(saying('no generation 0000-missing', 'HTTP 404', 'Not found'))
  })
})

/** The last answer's padding stopped: the client hung up, after at most a few buffers' worth. */
async function stoppedSending(): Promise<void> {
  const sent = () => emulator.requests.at(-1)?.sentBytes ?? 0
  const before = sent()
  await new Promise(resolve => setTimeout(resolve, 300))
  expect(sent()).toBe(before)
  expect(before).toBeGreaterThan(256 * 1024)
  expect(before).toBeLessThan(32 * 1024 * 1024)
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

describe("what a failed exchange means, from Node's error codes", () => {
  it.each([
    ['ECONNREFUSED', '', 'connection-refused'],
    ['ENOTFOUND', '', 'host-unknown'],
    ['EAI_AGAIN', '', 'dns-unavailable'],
    ['ERR_SSL_WRONG_VERSION_NUMBER', '', 'tls-plain-http'],
    [
      'EPROTO',
      'error:0A00010B:SSL routines:ssl3_get_record:wrong version number',
      'tls-plain-http'
    ],
    ['DEPTH_ZERO_SELF_SIGNED_CERT', 'self-signed certificate', 'tls-untrusted'],
    ['SELF_SIGNED_CERT_IN_CHAIN', '', 'tls-untrusted'],
    ['UNABLE_TO_VERIFY_LEAF_SIGNATURE', '', 'tls-untrusted'],
    ['CERT_HAS_EXPIRED', 'certificate has expired', 'tls-expired'],
    ['ERR_TLS_CERT_ALTNAME_INVALID', '', 'tls-host-mismatch'],
    ['ERR_SSL_SSLV3_ALERT_HANDSHAKE_FAILURE', '', 'tls-other'],
    ['ECONNRESET', 'socket hang up', 'reset']
  ])('%s (%j) is %s', (code, message, cause) => {
    expect(classifyError(code, message)).toBe(cause)
  })
})

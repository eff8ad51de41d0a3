/**
 * An emulator of the dashboard generation service on loopback, faithful to its interface
 * document and to the answer shapes known from a real deployment. It records every request
 * it receives so tests can assert on what was really sent.
 */
import { createHash } from 'node:crypto'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import https from 'node:https'
import type { AddressInfo, Socket } from 'node:net'
import busboy from 'busboy'
import { readJsonBody, sendJson, sendPadded } from './http-util.js'
import {
  FaultPlan,
  HTML_ERROR_PAGE,
  type Endpoint,
  type Fault,
  type FaultKind,
  type RandomFaults
} from './faults.js'
import {
  createGeneration,
  defaultConfig,
  observe,
  type EmulatorConfig,
  type Generation
} from './state.js'

export const MAX_FILE_BYTES = 10 * 1024 * 1024
const PREMIUM_FIELDS = ['allowed_emails', 'allow_pdf_export', 'allow_scrollable_cards']

export interface RecordedRequest {
  method: string
  path: string
  headers: Record<string, string | string[] | undefined>
  /** Multipart text fields of a start call. */
  fields: Record<string, string>
  file?: {
    field: string
    name: string
    contentType: string
    bytes: number
    sha256: string
    /** The bytes received, so a test can read what was uploaded. */
    content: Buffer
  }
  receivedAt: number
  /** The status answered, or 0 when the connection was closed instead. */
  status: number
  fault?: FaultKind['type']
  /** The generation a start call created, if it did. */
  generationId?: string
  /** With a `huge-body` fault: the body's bytes sent so far, which stop when the client hangs up. */
  sentBytes?: number
}

export interface Emulator {
  /** The service's base URL, path prefix included, ending in '/'. */
  readonly url: string
  readonly port: number
  readonly config: EmulatorConfig
  readonly requests: RecordedRequest[]
  readonly generations: Map<string, Generation>
  configure(changes: Partial<EmulatorConfig>): void
  inject(...faults: Fault[]): void
  injectRandom(random: RandomFaults[]): void
  /** Forget requests, generations, faults; restore the configuration given at start. */
  reset(): void
  /** The most generations processing at the same moment so far. */
  maxConcurrent(): number
  close(): Promise<void>
}

export interface EmulatorOptions extends Partial<EmulatorConfig> {
  host?: string
  port?: number
  /** A path prefix the service sits under, such as '/svc/'. */
  pathPrefix?: string
  /** Serve HTTPS with this PEM key and certificate, as a real deployment does. */
  tls?: { key: string; cert: string }
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const { host = '127.0.0.1', port = 0, pathPrefix = '/', tls, ...overrides } = options
  const scheme = tls ? 'https' : 'http'
  const prefix = `/${pathPrefix.replace(/^\/+|\/+$/g, '')}/`.replace('//', '/')
  const initial = { ...defaultConfig(), ...overrides }
  const config: EmulatorConfig = { ...initial }
  const requests: RecordedRequest[] = []
  const generations = new Map<string, Generation>()
  const faults = new FaultPlan()
  const sockets = new Set<Socket>()
  let windowStart = 0
  let windowCount = 0
  let peak = 0

  const listener = (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch(error => {
      if (!res.headersSent)
        sendJson(res, 500, { detail: `emulator error: ${(error as Error).message}` })
    })
  }
  const server = tls ? https.createServer(tls, listener) : http.createServer(listener)
  server.on('connection', socket => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>(resolve => server.listen(port, host, resolve))
  const address = server.address() as AddressInfo
  const url = `${scheme}://${host.includes(':') ? `[${host}]` : host}:${address.port}${prefix}`

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://emulator').pathname
    if (path.startsWith('/_emulator/')) return admin(req, res, path)
    const record: RecordedRequest = {
      method: req.method ?? '',
      path,
      headers: { ...req.headers },
      fields: {},
      receivedAt: Date.now(),
      status: 0
    }
    requests.push(record)
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      record.status = status
      sendJson(res, status, body, headers)
    }

    if (config.rateLimitPerSecond > 0 && !path.startsWith(`${prefix}share/`)) {
      const now = Date.now()
      if (now - windowStart >= 1000) {
        windowStart = now
        windowCount = 0
      }
      if (++windowCount > config.rateLimitPerSecond) {
        await absorb(req, record)
        return answer(429, { detail: 'Request was throttled.' }, { 'retry-after': '1' })
      }
    }

    const api = `${prefix}api/dashboard/generate/`
    const endpoint: Endpoint | undefined =
      req.method === 'POST' && path === api
        ? 'start'
        : req.method === 'GET' && path.startsWith(api)
          ? 'read'
          : undefined
    const fault = endpoint ? faults.take(endpoint) : undefined
    if (fault) record.fault = fault.type
    if (fault?.type === 'reset' && fault.after === 'headers') {
      req.socket.destroy()
      return
    }
    if (fault?.type === 'status') {
      await absorb(req, record)
      record.status = fault.status
      const headers: Record<string, string> = {
        'content-type': fault.contentType ?? 'application/json'
      }
      if (fault.retryAfter !== undefined) headers['retry-after'] = fault.retryAfter
      res
        .writeHead(fault.status, headers)
        .end(fault.body ?? JSON.stringify({ detail: `Injected HTTP ${fault.status}.` }))
      return
    }
    if (fault?.type === 'html') {
      await absorb(req, record)
      record.status = fault.status ?? 502
      res.writeHead(record.status, { 'content-type': 'text/html' }).end(HTML_ERROR_PAGE)
      return
    }

    const sharePage = new RegExp(`^${escapeRegExp(prefix)}share/([A-Za-z0-9]+)/view/$`).exec(path)
    if (req.method === 'GET' && sharePage) return share(res, record, sharePage[1])
    if (endpoint === undefined) {
      await drain(req)
      return answer(404, { detail: 'Not found.' })
    }

    const key = /^Bearer (svc_\S+)$/.exec(req.headers.authorization ?? '')?.[1]
    if (key === undefined || config.keys[key] === undefined) {
      await drain(req)
      return answer(401, { detail: 'Invalid API key.' })
    }

    let status: number
    let body: unknown
    if (endpoint === 'start') {
      ;[status, body] = await start(req, record, key)
    } else {
      ;[status, body] = read(path.slice(api.length).replace(/\/$/, ''), key, req)
    }
    if (fault?.type === 'no-generation-id' && status < 300)
      body = { status: 'success', message: 'Accepted.' }
    if (fault?.type === 'delay') await delay(fault.ms, req.socket)
    if (fault?.type === 'reset') {
      req.socket.destroy()
      return
    }
    if (fault?.type === 'huge-body') {
      record.status = status
      await sendPadded(res, status, body as object, fault.bytes, sent => {
        record.sentBytes = sent
      })
      return
    }
    if (fault?.type === 'cut-off') {
      record.status = status
      const text = Buffer.from(JSON.stringify(body))
      res.writeHead(status, { 'content-type': 'application/json', 'content-length': text.length })
      res.write(text.subarray(0, Math.floor(text.length / 2)), () => req.socket.destroy())
      return
    }
    if (fault?.type === 'truncated-json') {
      record.status = status
      const text = JSON.stringify(body)
      res
        .writeHead(status, { 'content-type': 'application/json' })
        .end(text.slice(0, Math.floor(text.length / 2)))
      return
    }
    answer(status, body)
  }

  async function start(
    req: IncomingMessage,
    record: RecordedRequest,
    key: string
  ): Promise<[number, unknown]> {
    let parsed: {
      fields: Record<string, string>
      file?: RecordedRequest['file']
      tooLarge: boolean
    }
    try {
      parsed = await parseMultipart(req)
    } catch (error) {
      return [400, { message: `Malformed multipart body: ${(error as Error).message}` }]
    }
    record.fields = parsed.fields
    record.file = parsed.file
    const { fields, file } = parsed
    if (parsed.tooLarge) return [413, { detail: 'File too large. The maximum size is 10 MB.' }]
    if (!file) return [400, { message: 'The file field is required.' }]
    if (fields.file_type !== 'csv' && fields.file_type !== 'json') {
      return [
        400,
        { message: `file_type must be "csv" or "json", not "${fields.file_type ?? ''}".` }
      ]
    }
    for (const name of ['allow_pdf_export', 'allow_scrollable_cards']) {
      if (fields[name] !== undefined && fields[name] !== 'true' && fields[name] !== 'false') {
        return [400, { message: `${name} must be a boolean.` }]
      }
    }
    const premium = PREMIUM_FIELDS.filter(name => fields[name] !== undefined)
    if (premium.length > 0 && config.keys[key] !== 'premium') {
      return [
        403,
        {
          detail: `${premium.join(', ')} ${premium.length === 1 ? 'is' : 'are'} available on premium plans only.`
        }
      ]
    }
    const generation = createGeneration(
      config,
      {
        key,
        title: fields.title || file.name.replace(/\.[^.]*$/, ''),
        instructions: fields.instructions ?? '',
        fileType: fields.file_type,
        fileName: file.name,
        bytes: file.bytes
      },
      Date.now()
    )
    generations.set(generation.id, generation)
    record.generationId = generation.id
    peak = Math.max(peak, concurrentAt(Date.now()))
    return [config.startStatus, startAnswer(generation, req)]
  }

  function startAnswer(generation: Generation, req: IncomingMessage): unknown {
    const finished = generation.finishedAt !== undefined
    const shareUrl = shareUrlOf(generation, req)
    if (config.startShape === 'flat') {
      return finished
        ? {
            generation_id: generation.id,
            dashboard_id: generation.dashboardId,
            status: 'completed',
            share_url: shareUrl
          }
        : { generation_id: generation.id, status: 'processing' }
    }
    return finished
      ? {
          status: 'success',
          message: 'Dashboard generated successfully',
          data: {
            generation_id: generation.id,
            dashboard_id: generation.dashboardId,
            status: 'completed',
            share_link: shareLinkOf(generation, req)
          }
        }
      : {
          status: 'success',
          message:
            'Generation triggered successfully. Dashboard will be created when processing completes.',
          data: {
            generation_id: generation.id,
            dataset_id: generation.datasetId,
            status: 'processing'
          }
        }
  }

  function read(id: string, key: string, req: IncomingMessage): [number, unknown] {
    const generation = generations.get(id)
    if (!generation || generation.key !== key) return [404, { detail: 'Not found.' }]
    const seen = observe(generation, Date.now())
    const data: Record<string, unknown> = {
      id: generation.id,
      dataset: generation.datasetId,
      instructions: generation.instructions,
      payload: { file_type: generation.fileType },
      created_at: new Date(generation.createdAt).toISOString(),
      updated_at: new Date(generation.finishedAt ?? Date.now()).toISOString()
    }
    // While processing, the dashboard record may not exist yet: the first read sees none.
    if (seen.status !== 'processing' || generation.reads > 1) {
      data.dashboard = { id: generation.dashboardId, title: generation.title, status: seen.status }
    }
    if (seen.shareLink) data.share_link = shareLinkOf(generation, req)
    return [200, { status: 'success', message: 'Generation retrieved successfully', data }]
  }

  function share(res: ServerResponse, record: RecordedRequest, shareId: string): void {
    const generation = [...generations.values()].find(
      g => g.shareId === shareId && g.finishedAt !== undefined
    )
    record.status = generation ? 200 : 404
    const title = generation ? escapeHtml(generation.title) : 'Not found'
    res
      .writeHead(record.status, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>${generation ? `<p>Dashboard of ${escapeHtml(generation.fileName)} (${generation.bytes} bytes).</p>` : ''}</body></html>\n`
      )
  }

  function shareUrlOf(generation: Generation, req: IncomingMessage): string {
    return `${scheme}://${req.headers.host ?? `${host}:${address.port}`}${prefix}share/${generation.shareId}/view/`
  }

  function shareLinkOf(generation: Generation, req: IncomingMessage): unknown {
    const plan = config.keys[generation.key]
    return {
      id: generation.shareId,
      share_url: shareUrlOf(generation, req),
      is_public: plan !== 'premium',
      expires_at: new Date(generation.createdAt + 7 * 24 * 3600 * 1000).toISOString()
    }
  }

  function concurrentAt(now: number): number {
    let count = 0
    for (const g of generations.values()) {
      const end = g.finishesAt ?? g.finishedAt ?? Number.POSITIVE_INFINITY
      if (g.createdAt <= now && now < end) count++
    }
    return count
  }

  async function admin(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const body = req.method === 'POST' ? ((await readJsonBody(req)) ?? {}) : undefined
    switch (`${req.method} ${path}`) {
      case 'GET /_emulator/requests':
        return sendJson(res, 200, requests)
      case 'GET /_emulator/generations':
        return sendJson(res, 200, [...generations.values()])
      case 'POST /_emulator/config':
        emulator.configure(body as Partial<EmulatorConfig>)
        return sendJson(res, 200, config)
      case 'POST /_emulator/faults':
        emulator.inject(...(body as Fault[]))
        return sendJson(res, 200, { ok: true })
      case 'POST /_emulator/reset':
        emulator.reset()
        return sendJson(res, 200, { ok: true })
      default:
        return sendJson(res, 404, { detail: 'Unknown emulator control path.' })
    }
  }

  const emulator: Emulator = {
    url,
    port: address.port,
    config,
    requests,
    generations,
    configure: changes => void Object.assign(config, changes),
    inject: (...list) => faults.add(...list),
    injectRandom: random => faults.setRandom(random),
    reset() {
      requests.length = 0
      generations.clear()
      faults.clear()
      peak = 0
      Object.assign(config, initial, {
        keys: { ...initial.keys },
        failingFileNames: [...initial.failingFileNames]
      })
    },
    maxConcurrent: () => peak,
    close: () =>
      new Promise<void>(resolve => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      })
  }
  return emulator
}

function parseMultipart(
  req: IncomingMessage
): Promise<{ fields: Record<string, string>; file?: RecordedRequest['file']; tooLarge: boolean }> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {}
    let file: RecordedRequest['file']
    let tooLarge = false
    let parser: busboy.Busboy
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 50, fieldSize: 1024 * 1024 }
      })
    } catch (error) {
      req.resume()
      reject(error instanceof Error ? error : new Error(String(error)))
      return
    }
    parser.on('field', (name, value) => {
      fields[name] = value
    })
    parser.on('file', (field, stream, info) => {
      const hash = createHash('sha256')
      let bytes = 0
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length
        hash.update(chunk)
        chunks.push(chunk)
      })
      stream.on('limit', () => {
        tooLarge = true
      })
      stream.on('end', () => {
        if (field === 'file')
          file = {
            field,
            name: info.filename ?? '',
            contentType: info.mimeType,
            bytes,
            sha256: hash.digest('hex'),
            content: Buffer.concat(chunks)
          }
      })
    })
    parser.on('close', () => resolve({ fields, file, tooLarge }))
    parser.on('error', reject)
    req.pipe(parser)
  })
}

/** Reads a request that gets no real answer; an upload's fields and file are still recorded. */
async function absorb(req: IncomingMessage, record: RecordedRequest): Promise<void> {
  if (!(req.headers['content-type'] ?? '').startsWith('multipart/form-data')) return drain(req)
  try {
    const parsed = await parseMultipart(req)
    record.fields = parsed.fields
    record.file = parsed.file
  } catch {
    await drain(req)
  }
}

function drain(req: IncomingMessage): Promise<void> {
  return new Promise(resolve => {
    if (req.readableEnded) return resolve()
    req.on('end', () => resolve())
    req.on('error', () => resolve())
    req.resume()
  })
}

/**
 * Waits `ms` before answering, or less when the client hangs up first: nobody is left to read
 * the answer, and a pending timer would keep the emulator's process alive after it closed.
 */
function delay(ms: number, socket: Socket): Promise<void> {
  return new Promise(resolve => {
    const done = () => {
      clearTimeout(timer)
      socket.off('close', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    socket.once('close', done)
  })
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, c => `&#${c.charCodeAt(0)};`)
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * One HTTP exchange with a hard time limit. The agent comes from @actions/http-client, so the
 * runner's proxy settings (https_proxy, no_proxy) apply; the request itself is driven here so
 * that a failure can tell whether the whole body had left this machine.
 */
import http, { type IncomingHttpHeaders } from 'node:http'
import https from 'node:https'
import type { Readable } from 'node:stream'
import { HttpClient } from '@actions/http-client'

export interface HttpResponse {
  readonly status: number
  readonly headers: IncomingHttpHeaders
  readonly body: string
}

export interface HttpRequest {
  readonly method: 'GET' | 'POST'
  readonly url: URL
  readonly headers: Record<string, string | number>
  /** Streamed to the server; its length must be in `headers`. */
  readonly body?: Readable
  readonly timeoutMs: number
}

/**
 * How far an exchange got before it failed. `refused`: no connection was made. `unsent`: the
 * connection broke before the whole request body was handed over. `sent`: the server may have
 * the whole request. `answered`: the status arrived, then the body broke.
 */
export type FailurePhase = 'refused' | 'unsent' | 'sent' | 'answered'

export class NetworkError extends Error {
  constructor(
    message: string,
    readonly phase: FailurePhase,
    readonly code: string
  ) {
    super(message)
    this.name = 'NetworkError'
  }
}

/** Answers larger than this are not the service's JSON; reading on would only cost memory. */
const MAX_BODY_BYTES = 1024 * 1024

const NO_CONNECTION = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH'
])

export function send(request: HttpRequest): Promise<HttpResponse> {
  const agent = new HttpClient().getAgent(request.url.href)
  const transport = request.url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    let bodySent = request.body === undefined
    let settled = false
    const finish = (error: NetworkError | undefined, response?: HttpResponse) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      if (error !== undefined) {
        req.destroy()
        reject(error)
      } else {
        resolve(response as HttpResponse)
      }
    }
    const req = transport.request(request.url, {
      method: request.method,
      headers: request.headers,
      agent
    })
    const timer = setTimeout(() => {
      const phase: FailurePhase = bodySent ? 'sent' : 'unsent'
      finish(
        new NetworkError(
          `no answer within ${Math.round(request.timeoutMs / 100) / 10} s`,
          phase,
          'ETIMEDOUT'
        )
      )
    }, request.timeoutMs)
    req.on('finish', () => {
      bodySent = true
    })
    req.on('error', (error: NodeJS.ErrnoException) => {
      const code = error.code ?? 'EUNKNOWN'
      const phase: FailurePhase = NO_CONNECTION.has(code) ? 'refused' : bodySent ? 'sent' : 'unsent'
      finish(new NetworkError(describeNetworkError(code, error.message), phase, code))
    })
    req.on('response', res => {
      const status = res.statusCode ?? 0
      const chunks: Buffer[] = []
      let size = 0
      res.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size <= MAX_BODY_BYTES) chunks.push(chunk)
      })
      res.on('end', () =>
        finish(undefined, {
          status,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8')
        })
      )
      res.on('error', (error: NodeJS.ErrnoException) => {
        finish(
          new NetworkError(
            `the answer (HTTP ${status}) broke off: ${error.message}`,
            'answered',
            error.code ?? 'ECONNRESET'
          )
        )
      })
      res.on('aborted', () => {
        finish(new NetworkError(`the answer (HTTP ${status}) broke off`, 'answered', 'ECONNRESET'))
      })
    })
    if (request.body !== undefined) {
      request.body.on('error', (error: Error) =>
        finish(new NetworkError(`reading the dataset failed: ${error.message}`, 'unsent', 'EREAD'))
      )
      request.body.pipe(req)
    } else {
      req.end()
    }
  })
}

function describeNetworkError(code: string, message: string): string {
  switch (code) {
    case 'ECONNREFUSED':
      return 'the connection was refused'
    case 'ENOTFOUND':
      return 'the host name could not be resolved'
    case 'ECONNRESET':
      return 'the connection was reset'
    case 'EPIPE':
      return 'the connection was closed while sending'
    default:
      return message
  }
}

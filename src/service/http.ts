/**
 * One HTTP exchange with a hard time limit. The agent comes from @actions/http-client, so the
 * runner's proxy settings (https_proxy, no_proxy) apply; the request itself is driven here so
 * that a failure can tell whether the whole body had left this machine.
 */
import http, { type IncomingHttpHeaders } from 'node:http'
import https from 'node:https'
import { HttpClient } from '@actions/http-client'
import type { RequestBody } from './multipart.js'

export interface HttpResponse {
  readonly status: number
  readonly headers: IncomingHttpHeaders
  readonly body: string
}

export interface HttpRequest {
  readonly method: 'GET' | 'POST'
  readonly url: URL
  readonly headers: Record<string, string | number>
  /** Written to the server; its length must be in `headers`. */
  readonly body?: RequestBody
  readonly timeoutMs: number
}

/**
 * How far an exchange got before it failed. `refused`: no request could leave this machine (no
 * connection, an unknown host, or a TLS handshake that failed). `unsent`: the connection broke
 * before the whole request body was handed over. `sent`: the server may have the whole request.
 * `answered`: the status arrived, then the body broke.
 */
export type FailurePhase = 'refused' | 'unsent' | 'sent' | 'answered'

/**
 * Why an exchange failed, as far as the platform tells: what the user can act on. The TLS kinds
 * end the handshake, before any request left, except `tls-broken`: a TLS error once the
 * handshake had completed, when the request may have gone.
 */
export type FailureCause =
  | 'connection-refused'
  | 'host-unknown'
  | 'dns-unavailable'
  | 'unreachable'
  | 'tls-plain-http'
  | 'tls-untrusted'
  | 'tls-expired'
  | 'tls-host-mismatch'
  | 'tls-other'
  | 'tls-broken'
  | 'reset'
  | 'timeout'
  | 'too-large'
  | 'other'

export class NetworkError extends Error {
  constructor(
    message: string,
    readonly phase: FailurePhase,
    readonly code: string,
    readonly reason: FailureCause = 'other'
  ) {
    super(message)
    this.name = 'NetworkError'
  }
}

/**
 * Answers larger than this are not the service's JSON (a few kilobytes): past it the answer is
 * cut off, as one that may never end (a broken proxy streaming without end) costs memory and
 * time for as long as it is read.
 */
const MAX_BODY_BYTES = 256 * 1024

/** Errors before any connection, by Node's code. */
const CONNECTION_CAUSES: Record<string, FailureCause> = {
  ECONNREFUSED: 'connection-refused',
  ENOTFOUND: 'host-unknown',
  EAI_AGAIN: 'dns-unavailable',
  EHOSTUNREACH: 'unreachable',
  ENETUNREACH: 'unreachable'
}

/** Certificate checks that failed, by the code Node gives them (OpenSSL's verify errors). */
const UNTRUSTED_CERTIFICATE = new Set([
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'CERT_UNTRUSTED',
  'CERT_REJECTED',
  'CERT_REVOKED',
  'CERT_SIGNATURE_FAILURE',
  'INVALID_CA',
  'CERT_CHAIN_TOO_LONG'
])
const EXPIRED_CERTIFICATE = new Set(['CERT_HAS_EXPIRED', 'CERT_NOT_YET_VALID'])

/**
 * What a failed exchange means, from Node's error code; OpenSSL's own text is read only to tell
 * a plain-http answer to a TLS hello, which older Node versions report as a bare EPROTO.
 */
export function classifyError(code: string, message: string): FailureCause {
  const connection = CONNECTION_CAUSES[code]
  if (connection !== undefined) return connection
  if (
    code === 'ERR_SSL_WRONG_VERSION_NUMBER' ||
    code === 'ERR_SSL_PACKET_LENGTH_TOO_LONG' ||
    code === 'ERR_SSL_HTTP_REQUEST' ||
    /wrong version number|packet length too long|http request/i.test(message)
  )
    return 'tls-plain-http'
  if (UNTRUSTED_CERTIFICATE.has(code)) return 'tls-untrusted'
  if (EXPIRED_CERTIFICATE.has(code)) return 'tls-expired'
  if (code === 'ERR_TLS_CERT_ALTNAME_INVALID') return 'tls-host-mismatch'
  if (
    code === 'EPROTO' ||
    code.startsWith('ERR_SSL_') ||
    code.startsWith('ERR_TLS_') ||
    code.startsWith('ERR_OSSL_')
  )
    return 'tls-other'
  if (code === 'ECONNRESET' || code === 'EPIPE') return 'reset'
  if (code === 'ETIMEDOUT') return 'timeout'
  return 'other'
}

/** Causes that stop the exchange before any request could leave. */
function isBeforeRequest(cause: FailureCause): boolean {
  return !['reset', 'tls-broken', 'timeout', 'too-large', 'other'].includes(cause)
}

export function send(request: HttpRequest): Promise<HttpResponse> {
  const transport = request.url.protocol === 'https:' ? https : http
  // Node destroys the request when the signal aborts, whatever stage it is at.
  const signal = AbortSignal.timeout(request.timeoutMs)
  const req = transport.request(request.url, {
    method: request.method,
    headers: request.headers,
    agent: new HttpClient().getAgent(request.url.href),
    signal
  })
  const progress = watchProgress(req, request.body !== undefined)
  return new Promise((resolve, reject) => {
    const fail = (error: NetworkError) => {
      req.destroy()
      reject(signal.aborted ? timedOut(request.timeoutMs, progress) : error)
    }
    req.on('error', (error: NodeJS.ErrnoException) => fail(exchangeFailure(error, progress)))
    req.on('response', res => {
      readAnswer(res).then(resolve, fail)
    })
    if (request.body === undefined) {
      req.end()
      return
    }
    request.body.writeTo(req).then(
      () => req.end(),
      (error: Error) => {
        // A request that broke off fails on its own error, which the reading must not mask.
        if (req.destroyed) return
        fail(new NetworkError(`reading the dataset failed: ${error.message}`, 'unsent', 'EREAD'))
      }
    )
  })
}

/** How far a request got: what a failure means depends on it. */
interface Progress {
  /** Whether the server may have the whole request. */
  mayHaveWholeBody(): boolean
  /** Whether a TLS handshake completed; plain http has none. */
  handshakeDone(): boolean
}

function watchProgress(req: http.ClientRequest, hasBody: boolean): Progress {
  let bodySent = !hasBody
  let handshakeDone = false
  req.on('finish', () => {
    bodySent = true
  })
  req.on('socket', socket => {
    // A reused keep-alive socket finished its handshake long ago.
    if (req.reusedSocket) handshakeDone = true
    socket.once('secureConnect', () => {
      handshakeDone = true
    })
  })
  return {
    // 'finish' waits for the last write's callback, which can come after the server's answer to
    // it: once the whole body was handed to the request, the server may have it all.
    mayHaveWholeBody: () => bodySent || req.writableEnded,
    handshakeDone: () => handshakeDone
  }
}

function timedOut(timeoutMs: number, progress: Progress): NetworkError {
  return new NetworkError(
    `no answer within ${Math.round(timeoutMs / 100) / 10} s`,
    progress.mayHaveWholeBody() ? 'sent' : 'unsent',
    'ETIMEDOUT',
    'timeout'
  )
}

/** A failed exchange, classified by its cause and by how far the request had got. */
function exchangeFailure(error: NodeJS.ErrnoException, progress: Progress): NetworkError {
  const code = error.code ?? 'EUNKNOWN'
  const classified = classifyError(code, error.message)
  // After the handshake a TLS error is a connection broken mid-exchange, not a failed setup.
  const cause =
    progress.handshakeDone() && classified.startsWith('tls-') ? 'tls-broken' : classified
  const phase: FailurePhase = isBeforeRequest(cause)
    ? 'refused'
    : progress.mayHaveWholeBody()
      ? 'sent'
      : 'unsent'
  return new NetworkError(describeNetworkError(cause, error.message), phase, code, cause)
}

/**
 * The answer's status, headers and body. A body past MAX_BODY_BYTES fails the exchange as soon
 * as it passes it: the answer is destroyed, closing the connection, and nothing more is read.
 */
function readAnswer(res: http.IncomingMessage): Promise<HttpResponse> {
  const status = res.statusCode ?? 0
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    res.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_BODY_BYTES) {
        chunks.push(chunk)
        return
      }
      chunks.length = 0
      // Rejected first: destroying the answer reports it as broken off, which must not win.
      reject(
        new NetworkError(
          `the answer (HTTP ${status}) was still going past ${MAX_BODY_BYTES / 1024} KiB`,
          'answered',
          'ETOOLARGE',
          'too-large'
        )
      )
      res.destroy()
    })
    res.on('end', () =>
      resolve({ status, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') })
    )
    res.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new NetworkError(
          `the answer (HTTP ${status}) broke off: ${error.message}`,
          'answered',
          error.code ?? 'ECONNRESET'
        )
      )
    )
    res.on('aborted', () =>
      reject(new NetworkError(`the answer (HTTP ${status}) broke off`, 'answered', 'ECONNRESET'))
    )
  })
}

/** Short words for the cause, to follow "failed: "; the user's advice is the caller's to give. */
function describeNetworkError(cause: FailureCause, message: string): string {
  switch (cause) {
    case 'connection-refused':
      return 'the connection was refused'
    case 'host-unknown':
      return 'the host name could not be resolved'
    case 'dns-unavailable':
      return 'the host name could not be looked up (DNS did not answer)'
    case 'unreachable':
      return 'the host cannot be reached from this runner'
    case 'tls-plain-http':
      return 'the server answered the TLS handshake in plain http'
    case 'tls-untrusted':
      return "the server's TLS certificate is not trusted"
    case 'tls-expired':
      return "the server's TLS certificate is out of its validity dates"
    case 'tls-host-mismatch':
      return "the server's TLS certificate is for another host name"
    case 'tls-other':
      return 'the TLS handshake failed'
    case 'tls-broken':
      return 'the secure connection broke off after it was set up'
    case 'reset':
      return 'the connection was reset'
    default:
      return message
  }
}

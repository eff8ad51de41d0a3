/**
 * The dashboard service's two endpoints, one attempt each. Every failure is classified by what
 * the caller may safely do next; retrying is the callers' business.
 */
import { Input, MAX_DATASET_BYTES, USER_AGENT } from '../config/constants.js'
import type { Dataset } from '../datasets/find/inspect.js'
import { NetworkError, send, type HttpResponse } from './http.js'
import { multipartBody, type RequestBody } from './multipart.js'
import {
  parseReadAnswer,
  parseStartAnswer,
  serviceMessage,
  UnsafeIdError,
  type GenerationState
} from './answer.js'
import { quote } from '../common/input-values.js'
import { parseRetryAfter } from './retry-after.js'

export interface StartRequest {
  readonly dataset: Dataset
  readonly title?: string
  readonly instructions?: string
  readonly allowedEmails: readonly string[]
  readonly allowPdfExport?: boolean
  readonly allowScrollableCards?: boolean
}

/** What the dashboard service offers this action; tests may pass another. */
export interface DashboardService {
  start(request: StartRequest, timeoutMs: number): Promise<GenerationState>
  read(generationId: string, timeoutMs: number): Promise<GenerationState>
}

/**
 * `retryable`: a read may be repeated; for the start call, the service certainly did not act on it.
 * `fatal`: repeating cannot help, or (start call) could create a second generation.
 */
export type FailureKind = 'retryable' | 'fatal'

export class ServiceError extends Error {
  constructor(
    message: string,
    readonly kind: FailureKind,
    readonly retryAfterMs?: number,
    /**
     * A retryable failure that more likely means a wrong setting than a passing fault: worth
     * retrying only this long after the first attempt, not for the whole timeout.
     */
    readonly retryWindowMs?: number
  ) {
    super(message)
    this.name = 'ServiceError'
  }
}

/**
 * The read of a generation answered 404: the service, at this address and for this key, has no
 * such generation. Reading it again cannot help, so the run ends as failed (messages.ts says so).
 */
export class UnknownGenerationError extends ServiceError {
  constructor(
    readonly generationId: string,
    /** The service's own words, when its answer had any. */
    readonly reason: string | undefined
  ) {
    super(
      `The service has no generation ${generationId} (HTTP 404)${reason ? `: ${reason}` : ''}.`,
      'fatal'
    )
    this.name = 'UnknownGenerationError'
  }
}

/**
 * A read answers quickly or not at all: waiting on it longer than a few poll intervals only
 * delays the next read. Between 5 and 30 seconds.
 */
export function readTimeout(pollIntervalMs: number): number {
  return Math.min(30_000, Math.max(5_000, 3 * pollIntervalMs))
}

function generationsUrl(baseUrl: URL): URL {
  return new URL('api/dashboard/generate/', baseUrl)
}

export function createServiceClient(
  baseUrl: URL,
  apiKey: string,
  premiumOptions: readonly string[]
): DashboardService {
  const headers = {
    authorization: `Bearer ${apiKey}`,
    'user-agent': USER_AGENT,
    accept: 'application/json'
  }
  const service = { baseUrl, premiumOptions }
  return {
    async start(request, timeoutMs) {
      const body = startBody(request)
      const response = await send({
        method: 'POST',
        url: generationsUrl(baseUrl),
        headers: { ...headers, ...body.headers },
        body,
        timeoutMs
      }).catch((error: unknown) => {
        throw startNetworkFailure(error, baseUrl)
      })
      return startOutcome(response, service)
    },

    async read(generationId, timeoutMs) {
      const response = await send({
        method: 'GET',
        url: new URL(`${encodeURIComponent(generationId)}/`, generationsUrl(baseUrl)),
        headers,
        timeoutMs
      }).catch((error: unknown) => {
        throw readNetworkFailure(error, baseUrl, generationId)
      })
      return readOutcome(response, generationId, service)
    }
  }
}

/** What the client knows of the service, to explain its answers. */
interface ServiceSetup {
  readonly baseUrl: URL
  /** The premium-only inputs set, named when the service refuses the key's plan. */
  readonly premiumOptions: readonly string[]
}

/** The service's own words from an error answer, without their closing stop, when it has any. */
function serviceWords(response: HttpResponse): string | undefined {
  // The sentence around them supplies the full stop.
  return serviceMessage(response.body)?.replace(/[.!?]+$/, '') || undefined
}

/** The service's own words from an error answer, to follow a sentence ("…: words"), or ''. */
function quoteService(response: HttpResponse): string {
  const words = serviceWords(response)
  return words === undefined ? '' : `: ${words}`
}

/** The generation the start answer names, or what its status says may be done next. */
function startOutcome(response: HttpResponse, service: ServiceSetup): GenerationState {
  const { status } = response
  if (status >= 200 && status < 300) return startedGeneration(response, service.baseUrl)
  if (status === 429 || status === 503) {
    throw new ServiceError(
      `The service is busy (HTTP ${status})${quoteService(response)}; it did not take the upload, so no generation was created.`,
      'retryable',
      parseRetryAfter(response.headers['retry-after'], Date.now())
    )
  }
  if (status >= 500) {
    throw new ServiceError(
      `The service failed while taking the upload (HTTP ${status})${quoteService(response)}. It may have created a generation all the same, so the upload was not repeated: check the service before running the step again.`,
      'fatal'
    )
  }
  if (status === 404) throw new ServiceError(notFound(response, service.baseUrl), 'fatal')
  throw new ServiceError(refusal(response, 'upload', service), 'fatal')
}

/** A successful start answer: a generation that can be followed, else a fatal error (never repeated). */
function startedGeneration(response: HttpResponse, baseUrl: URL): GenerationState {
  let state: GenerationState | undefined
  try {
    state = parseStartAnswer(parseJson(response.body), baseUrl)
  } catch (error) {
    if (!(error instanceof UnsafeIdError)) throw error
    throw new ServiceError(
      `The service took the upload (HTTP ${response.status}) but answered with a ${error.field} that is not a safe identifier (${quote(error.value, 60)}: letters, digits and -_.: expected), so the generation cannot be followed or reported. The upload was not repeated, as that would start a second generation: look for the new dashboard at the service.`,
      'fatal'
    )
  }
  if (state !== undefined) return state
  throw new ServiceError(
    `The service answered the upload with HTTP ${response.status} but named no generation${quoteService(response)}. A generation may have been created anyway: check the service before running the step again.`,
    'fatal'
  )
}

/** The generation's state from a read answer, or whether reading again may help. */
function readOutcome(
  response: HttpResponse,
  generationId: string,
  service: ServiceSetup
): GenerationState {
  const { status } = response
  if (status >= 200 && status < 300) return readGeneration(response, generationId, service.baseUrl)
  if (status === 429 || status >= 500) {
    throw new ServiceError(
      `The service answered HTTP ${status}${quoteService(response)}.`,
      'retryable',
      parseRetryAfter(response.headers['retry-after'], Date.now())
    )
  }
  if (status === 404) throw new UnknownGenerationError(generationId, serviceWords(response))
  throw new ServiceError(refusal(response, 'read of the generation', service), 'fatal')
}

/**
 * A successful read answer: the generation's state. An answer that is not one (not JSON, another
 * shape, an identifier the action refuses) is a failed read, and the generation is read again.
 */
function readGeneration(
  response: HttpResponse,
  generationId: string,
  baseUrl: URL
): GenerationState {
  let state: GenerationState | undefined
  try {
    state = parseReadAnswer(parseJson(response.body), generationId, baseUrl)
  } catch (error) {
    if (!(error instanceof UnsafeIdError)) throw error
    throw new ServiceError(
      `The service's answer about generation ${generationId} names a ${error.field} that is not a safe identifier (${quote(error.value, 60)}: letters, digits and -_.: expected); the answer was refused.`,
      'retryable'
    )
  }
  if (state !== undefined) return state
  throw new ServiceError(
    `The service's answer about generation ${generationId} (HTTP ${response.status}) was not the generation's JSON${quoteService(response)}.`,
    'retryable'
  )
}

/** The start endpoint is missing: `base-url` is not the service's root. */
function notFound(response: HttpResponse, baseUrl: URL): string {
  const called = generationsUrl(baseUrl).href
  const root = /\/api\/$/.test(baseUrl.pathname)
    ? ` It ends in /api/, so the action called .../api/api/...: remove the /api.`
    : ''
  return `The service has no upload endpoint at ${called} (HTTP 404)${quoteService(response)}. '${Input.BaseUrl}' must be the service's root address, such as https://dashboards.example.com, to which the action adds api/dashboard/generate/.${root} Nothing was created.`
}

/** A refusal the user must act on, with what to check for its status. */
function refusal(response: HttpResponse, what: string, service: ServiceSetup): string {
  const { status } = response
  const said = quoteService(response)
  if (status >= 300 && status < 400) {
    const location = response.headers.location
    return `The service redirected the ${what} (HTTP ${status}${location ? ` to ${location}` : ''}). Set '${Input.BaseUrl}' to the address the service answers at; the key is not sent after a redirect.`
  }
  if (status === 401) {
    return `The service refused the key (HTTP 401)${said}. Check that the '${Input.ApiKey}' secret holds a current key from the service's API settings.`
  }
  if (status === 403) {
    const plan =
      service.premiumOptions.length > 0
        ? ` Premium-only options were set (${service.premiumOptions.join(', ')}): the key's plan may not include them. Remove them, or use a key of a premium account.`
        : ` The key may be revoked or lack access; check it in the service's API settings.`
    return `The service refused the ${what} (HTTP 403)${said}.${plan}`
  }
  if (status === 413) {
    return `The service refused the dataset as too large (HTTP 413)${said}. It accepts files of at most 10 MB (${MAX_DATASET_BYTES.toLocaleString('en-US')} bytes).`
  }
  return `The service refused the ${what} (HTTP ${status})${said || ' with no explanation'}.`
}

function startBody(request: StartRequest): RequestBody {
  const { dataset } = request
  const fields: [string, string][] = [['file_type', dataset.type]]
  if (request.title !== undefined) fields.push(['title', request.title])
  if (request.instructions !== undefined) fields.push(['instructions', request.instructions])
  if (request.allowedEmails.length > 0)
    fields.push(['allowed_emails', request.allowedEmails.join(',')])
  if (request.allowPdfExport !== undefined)
    fields.push(['allow_pdf_export', String(request.allowPdfExport)])
  if (request.allowScrollableCards !== undefined)
    fields.push(['allow_scrollable_cards', String(request.allowScrollableCards)])
  return multipartBody(fields, {
    path: dataset.uploadPath,
    bytes: dataset.bytes,
    filename: dataset.uploadName,
    contentType: dataset.type === 'csv' ? 'text/csv' : 'application/json'
  })
}

/**
 * A refused connection or a DNS lookup that did not answer is retried this long: enough for a
 * service that is restarting, short enough that a wrong port does not hold the job.
 */
export const UNREACHABLE_RETRY_WINDOW_MS = 10_000

interface Unreached {
  /** What went wrong and what to check, without what it means for the generation. */
  readonly words: string
  readonly kind: FailureKind
  readonly retryWindowMs?: number
}

/**
 * Failures before any request could leave this machine: the same mistakes whichever call met
 * them. Undefined for failures after the request left.
 */
function unreached(error: NetworkError, baseUrl: URL): Unreached | undefined {
  const address = `${baseUrl.protocol}//${baseUrl.host}`
  const briefly = { kind: 'retryable', retryWindowMs: UNREACHABLE_RETRY_WINDOW_MS } as const
  if (error.phase !== 'refused') return undefined
  switch (error.reason) {
    case 'connection-refused':
      return {
        words: `Nothing accepts connections at ${address} (connection refused): check the host and port in '${Input.BaseUrl}'.`,
        ...briefly
      }
    case 'dns-unavailable':
      return {
        words: `The host name ${baseUrl.hostname} could not be looked up (DNS did not answer): check '${Input.BaseUrl}' and the runner's network.`,
        ...briefly
      }
    case 'host-unknown':
      return {
        words: `The service's host ${baseUrl.hostname} could not be resolved; check '${Input.BaseUrl}'.`,
        kind: 'fatal'
      }
    case 'unreachable':
      return {
        words: `${address} cannot be reached from this runner (no route to the host): check '${Input.BaseUrl}', and that a self-hosted runner may reach it.`,
        kind: 'fatal'
      }
    case 'tls-plain-http':
      return {
        words: `'${Input.BaseUrl}' uses https:// but the server at ${baseUrl.host} answered in plain http, so the secure connection could not be set up: use the service's https address (plain http:// is for a service on this machine only).`,
        kind: 'fatal'
      }
    case 'tls-untrusted':
      return {
        words: `The server at ${baseUrl.host} presented a TLS certificate this runner does not trust (self-signed, or signed by an unknown authority): check that '${Input.BaseUrl}' is the service's address; for a service behind a private authority, give its certificate to Node with NODE_EXTRA_CA_CERTS.`,
        kind: 'fatal'
      }
    case 'tls-expired':
      return {
        words: `The server at ${baseUrl.host} presented a TLS certificate that has expired or is not valid yet: check that '${Input.BaseUrl}' is the service's current address, and the runner's clock.`,
        kind: 'fatal'
      }
    case 'tls-host-mismatch':
      return {
        words: `The server at ${baseUrl.host} presented a TLS certificate for another host name: check that '${Input.BaseUrl}' uses the service's own host name.`,
        kind: 'fatal'
      }
    case 'tls-other':
      return {
        words: `The secure connection to ${address} could not be set up (the TLS handshake failed, code ${error.code}): check '${Input.BaseUrl}'.`,
        kind: 'fatal'
      }
    default:
      return undefined
  }
}

/**
 * An answer cut off past the size the action keeps: never the service's JSON, and perhaps never
 * ending. Final for the start call, which may have created a generation; a read is asked again.
 */
function tooLarge(error: NetworkError, baseUrl: URL): string {
  return `${error.message}, where the service's answers take a few kilobytes: the service, or a proxy between the runner and it, sent an answer too large to be the service's, perhaps without end. The action stopped reading it and closed the connection. Check the service at ${baseUrl.protocol}//${baseUrl.host} and any proxy in between.`
}

function startNetworkFailure(error: unknown, baseUrl: URL): unknown {
  if (!(error instanceof NetworkError)) return error
  if (error.reason === 'too-large') {
    return new ServiceError(
      `The upload reached the service, but ${tooLarge(error, baseUrl)} A generation may have been created, so the upload was not repeated: look for it at the service before running the step again.`,
      'fatal'
    )
  }
  const before = unreached(error, baseUrl)
  if (before !== undefined) {
    return new ServiceError(
      `${before.words} Nothing was sent, so no generation was created.`,
      before.kind,
      undefined,
      before.retryWindowMs
    )
  }
  if (error.code === 'EREAD') {
    return new ServiceError(
      `The upload stopped: ${error.message}. Nothing reached the service whole, so no generation was created. Check that no other step writes the dataset while this one runs.`,
      'fatal'
    )
  }
  if (error.phase === 'refused' || error.phase === 'unsent') {
    return new ServiceError(
      `The upload did not reach the service whole (${error.message}), so no generation was created.`,
      'retryable'
    )
  }
  return new ServiceError(
    `The upload reached the service but its answer was lost (${error.message}). A generation may have been created, so the upload was not repeated: check the service before running the step again.`,
    'fatal'
  )
}

function readNetworkFailure(error: unknown, baseUrl: URL, generationId: string): unknown {
  if (!(error instanceof NetworkError)) return error
  // A read changes nothing at the service: whatever came back, asking again is safe.
  if (error.reason === 'too-large') {
    return new ServiceError(
      `Reading generation ${generationId} failed: ${tooLarge(error, baseUrl)}`,
      'retryable'
    )
  }
  const before = unreached(error, baseUrl)
  if (before !== undefined) {
    return new ServiceError(
      `Reading generation ${generationId} failed. ${before.words}`,
      before.kind,
      undefined,
      before.retryWindowMs
    )
  }
  return new ServiceError(
    `Reading generation ${generationId} failed: ${error.message}.`,
    'retryable'
  )
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body)
  } catch {
    return undefined
  }
}

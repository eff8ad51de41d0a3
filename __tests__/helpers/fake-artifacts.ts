/**
 * A fake of GitHub's artifact service on loopback, for the toolkit's own client
 * (`@actions/artifact` 6.2.1) to run against unchanged: the Twirp API it calls, and the Azure blob
 * storage behind the signed URLs that API hands out, both served here.
 *
 * What it was written from (read, not copied):
 * - node_modules/@actions/artifact/lib/internal/shared/artifact-twirp-client.js: every call is a
 *   POST to `<origin of ACTIONS_RESULTS_URL>/twirp/github.actions.results.api.v1.ArtifactService/<Method>`
 *   with `Authorization: Bearer <ACTIONS_RUNTIME_TOKEN>` and a JSON body; a 2xx answer must be JSON;
 *   502, 503, 504, 500 and 429 and any answer that is not JSON are retried (5 attempts, 3 s then
 *   ×1.5), any other status is not; the error's `msg` is quoted, and one containing
 *   "insufficient usage" becomes the client's storage-quota error.
 * - …/generated/results/api/v1/artifact.js and artifact.twirp-client.js: the messages and their
 *   field names; requests are written with proto (snake_case) names and no default values, answers
 *   read with either name and unknown fields ignored. int64 travels as a string, Timestamp as an
 *   RFC 3339 string, StringValue/Int64Value as the bare value (…/generated/google/protobuf/).
 * - …/internal/shared/util.js and node_modules/jwt-decode/build/esm/index.js: the client takes the
 *   backend ids from the token's `scp` claim, `Actions.Results:<workflow run>:<job run>`, reading
 *   the JWT's payload without checking its signature; this fake checks it (HS256, its own key).
 *   `maskSecretUrls` there shows the answers use `signed_upload_url` and `signed_url`, the proto names.
 * - …/internal/shared/config.js: only the origin of ACTIONS_RESULTS_URL is used; GITHUB_SERVER_URL
 *   must be github.com, *.ghe.com or *.localhost, or the client refuses to run (GHES).
 * - …/internal/upload/upload-artifact.js, blob-upload.js, retention.js, zip.js, types.js and
 *   path-and-artifact-name-validation.js: CreateArtifact (version 7, mime_type, expires_at when a
 *   retention is given), then the zip (or the raw file, skipArchive) streamed to the signed URL with
 *   @azure/storage-blob's BlockBlobClient.uploadStream in 8 MiB blocks, then FinalizeArtifact with
 *   the bytes counted and `sha256:<hex>` of what was sent.
 * - node_modules/@azure/storage-blob/dist/esm/Clients.js (uploadStream, stageBlock,
 *   commitBlockList, getBlobAndContainerNamesFromUrl), generated/src/operations/blockBlob.js and
 *   models/parameters.js, mappers.js, utils/utils.common.js (generateBlockID,
 *   setUploadChecksumParameters, isIpEndpointStyle) and @azure/storage-common's
 *   StorageRetryPolicyV2.js: `PUT <url>&comp=block&blockid=<base64>` for each block (201), then
 *   `PUT <url>&comp=blocklist` with `<BlockList><Latest>id</Latest>…</BlockList>` and
 *   x-ms-blob-content-type (201 with ETag and Last-Modified); an IP host means a path-style URL
 *   (`/<account>/<container>/<blob>`); no checksum header is sent by default; 500 and 503 are
 *   retried (at once, then 4 s…), other errors are parsed from Azure's `<Error><Code>` XML.
 * - …/internal/download/download-artifact.js: ListArtifacts by id, GetSignedArtifactURL by name,
 *   then a plain GET of the URL; the body is unzipped (unzip-stream) when its Content-Type is a zip
 *   or the URL's path ends in .zip, else saved under the Content-Disposition file name.
 * - …/internal/find/list-artifacts.js, get-artifact.js, delete/delete-artifact.js: ListArtifacts
 *   with name_filter, then DeleteArtifact by name; GetSignedArtifactURL and DeleteArtifact name the
 *   job that stored the artifact (from the list), not the caller's, so any job of the run may read
 *   and delete. With `findBy` the client uses the REST API instead (not served here; see
 *   `artifactsOfRun` and `signedDownloadUrl` for a fake GitHub to build on).
 * - GitHub's documented behaviour: names unique within a workflow run (409, "an artifact with this
 *   name already exists on the workflow run", the message users see), at most 500 artifacts a job,
 *   retention of 1 to 90 days by default (GITHUB_RETENTION_DAYS); Azure's documented Put Block /
 *   Put Block List / Get Blob and SAS errors (AuthenticationFailed, AuthorizationPermissionMismatch,
 *   InvalidBlockList, InvalidBlockId, Md5Mismatch, RequestBodyTooLarge, BlobNotFound); Twirp's
 *   wire protocol (errors as `{code, msg, meta}` JSON, with the code's HTTP status).
 *
 * Where the real service's behaviour is not known from those, the fake chooses and says so below
 * (look for "Assumed").
 *
 * The same server serves the other services of the results API a job's token reaches: the cache
 * (fake-cache.ts) is one, through `host`, its blobs in the same storage. So the token also carries
 * the cache's `ac` claim (its header says where its shape comes from), and a fault may hit every
 * request (`on: '*'`) or leave it unanswered (`hang`), as an outage of the whole service would.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export const ARTIFACT_SERVICE = 'github.actions.results.api.v1.ArtifactService'
export const TWIRP_METHODS = [
  'CreateArtifact',
  'FinalizeArtifact',
  'ListArtifacts',
  'GetSignedArtifactURL',
  'DeleteArtifact'
] as const
export type TwirpMethod = (typeof TWIRP_METHODS)[number]
/** The blob operations the signed URLs allow, named as Azure's REST reference names them. */
export type BlobOperation = 'PutBlock' | 'PutBlockList' | 'PutBlob' | 'GetBlob'

/** Twirp's error codes and the HTTP status each is sent with (Twirp's wire protocol). */
const TWIRP_STATUS = {
  canceled: 408,
  unknown: 500,
  invalid_argument: 400,
  malformed: 400,
  deadline_exceeded: 408,
  not_found: 404,
  bad_route: 404,
  already_exists: 409,
  permission_denied: 403,
  unauthenticated: 401,
  resource_exhausted: 429,
  failed_precondition: 412,
  aborted: 409,
  out_of_range: 400,
  unimplemented: 501,
  internal: 500,
  unavailable: 503,
  dataloss: 500
} as const
export type TwirpCode = keyof typeof TWIRP_STATUS
const TWIRP_CODE_OF_STATUS: Record<number, TwirpCode> = {
  400: 'invalid_argument',
  401: 'unauthenticated',
  403: 'permission_denied',
  404: 'not_found',
  408: 'deadline_exceeded',
  409: 'aborted',
  412: 'failed_precondition',
  429: 'resource_exhausted',
  500: 'internal',
  501: 'unimplemented',
  503: 'unavailable'
}

/** GitHub: "Within an individual job, there is a limit of 500 artifacts that can be created." */
export const ARTIFACTS_PER_JOB = 500
/** GitHub's default and largest retention for a public repository. */
export const MAX_RETENTION_DAYS = 90
/** Azure's largest block (API version 2019-12-12 on) and most blocks in a blob. */
export const AZURE_MAX_BLOCK_BYTES = 4000 * 1024 * 1024
export const AZURE_MAX_BLOCKS = 50_000
/** Azure: a block id is at most 64 bytes before it is base64-encoded. */
const AZURE_MAX_BLOCK_ID_BYTES = 64
/** The Azure REST API version this fake says it speaks (the one @azure/storage-blob 12.32 sends). */
const AZURE_VERSION = '2026-04-06'
/** The characters the service refuses in a name (the client checks them first). */
const INVALID_NAME_CHARACTERS = ['"', ':', '<', '>', '|', '*', '?', '\r', '\n', '\\', '/']
/** The path-style account and container of the blobs (an IP host means path-style to the SDK). */
const ACCOUNT = 'devstoreaccount1'
const CONTAINER = 'actions-results'
const DAY = 24 * 60 * 60 * 1000

export interface StoredArtifact {
  /** The database id, as ListArtifacts and the REST API give it. */
  readonly id: number
  /** The GitHub run id (GITHUB_RUN_ID) of the run's backend id, when this fake made the token. */
  readonly runId: number | undefined
  readonly runBackendId: string
  readonly jobBackendId: string
  readonly name: string
  state: 'pending' | 'finalized'
  readonly createdAt: Date
  readonly expiresAt: Date
  readonly mimeType: string
  readonly version: number
  /** What FinalizeArtifact reported (and the blob holds). */
  size: number
  /** `sha256:<hex>` as FinalizeArtifact reported it, when it did. */
  digest: string | undefined
  /** The blob's path: `/<account>/<container>/…`. */
  readonly blobPath: string
}

export interface ArtifactRequest {
  readonly kind: 'twirp' | 'blob'
  /** The Twirp method, the blob operation, or the path when neither. */
  readonly operation: string
  readonly method: string
  /** Without the query, so without a signature. */
  readonly path: string
  /** The request's JSON body (Twirp). */
  readonly body?: unknown
  /** The bytes of the request's body (blob writes). */
  bytes?: number
  status?: number
}

export interface ArtifactFault {
  /**
   * What fails: a method of a Twirp service served here (TwirpMethod, or the cache's in
   * fake-cache.ts), a BlobOperation, or `*` for every request (an outage).
   */
  readonly on: string
  /** The status to answer; none for a fault that only delays. */
  readonly status?: number
  /** How many requests it hits (1 by default; Infinity until reset). */
  readonly times?: number
  /**
   * Never answer: the request is read, then left open until the client gives up or the fake
   * closes (a service that hangs).
   */
  readonly hang?: boolean
  /**
   * What the answer says: a Twirp error (JSON, the default for Twirp), an HTML page as a load
   * balancer in front of it answers, or Azure's XML error (the default for blobs).
   */
  readonly body?: 'twirp' | 'html' | 'azure'
  /** Wait this long before handling the request: its body is not read meanwhile (a slow upload). */
  readonly delayMs?: number
  /** Carry the request out, then answer with the failure: a write that landed, its answer lost. */
  readonly afterApplying?: boolean
}

export interface TokenOptions {
  runId?: number
  job?: string
  /** The token's `scp` claim as it is; by default `Actions.GenericRead:… Actions.Results:<run>:<job>`. */
  scp?: string
  /** From now; negative for a token that has expired. 6 hours by default, as a job's longest. */
  expiresInMs?: number
  /** Signed with another key, as a forged token is. */
  forged?: boolean
  /**
   * The cache scopes (the `ac` claim): by default the run may read and write `refs/heads/main`'s,
   * as a push to the default branch may.
   */
  scopes?: readonly CacheScope[]
}

/**
 * One entry of the runtime token's `ac` claim: a ref whose cache entries the run may read
 * (Permission 1), write (2) or both (3).
 */
export interface CacheScope {
  readonly Scope: string
  readonly Permission: number
}

/** A token's payload as this fake reads it; only the signature vouches for it. */
export interface TokenClaims {
  readonly scp?: unknown
  readonly ac?: unknown
  readonly exp?: unknown
  readonly nbf?: unknown
}

export interface FakeArtifactsOptions {
  /** Largest retention, days (GITHUB_RETENTION_DAYS); a longer expiry is cut to it. */
  maxRetentionDays?: number
  artifactsPerJob?: number
  /** How long a signed URL stays valid. Assumed: an hour. */
  signedUrlLifetimeMs?: number
  /** Largest block Azure accepts; lower it to see RequestBodyTooLarge. */
  maxBlockBytes?: number
  /** Bytes a repository may store before CreateArtifact answers the client's quota error. */
  storageQuotaBytes?: number
}

export interface FakeArtifacts {
  /** The service's origin, for ACTIONS_RESULTS_URL. */
  readonly url: string
  readonly requests: ArtifactRequest[]
  /** Every artifact created and not deleted, pending or finalized, oldest first. */
  readonly artifacts: StoredArtifact[]
  /**
   * The environment a job's process needs to use the service with the real clients (artifacts
   * and cache), its token carrying `scopes` (TokenOptions).
   */
  env(options?: {
    runId?: number
    job?: string
    scopes?: readonly CacheScope[]
  }): Record<string, string>
  token(options?: TokenOptions): string
  /** The backend ids the token of `runId` and `job` carries. */
  backendIds(runId?: number, job?: string): { runBackendId: string; jobBackendId: string }
  /** The finalized, unexpired artifacts of a run, oldest first (what ListArtifacts gives). */
  artifactsOfRun(runId: number): StoredArtifact[]
  /** The bytes an artifact's blob holds (the zip), once committed. */
  blobOf(artifact: StoredArtifact): Buffer | undefined
  /** A signed GET URL for an artifact, as GetSignedArtifactURL and the REST API's redirect give. */
  signedDownloadUrl(artifact: StoredArtifact): string
  fail(fault: ArtifactFault): void
  /** How many requests reached `operation` (a Twirp method or blob operation) since the reset. */
  count(operation: string): number
  /** What another service of the results API served on this server builds on (fake-cache.ts). */
  readonly host: ResultsHost
  /** Moves this fake's clock on: tokens, signed URLs and retention expire by it. */
  advanceTime(ms: number): void
  reset(): void
  close(): Promise<void>
}

/** A Twirp method: the request's fields and what the service made of the token; throws TwirpError. */
export type TwirpHandler<C> = (fields: Fields, context: C) => unknown

/**
 * The server, token checks and blob storage, for a fake of another service of the results API
 * (fake-cache.ts): its Twirp methods are routed, counted and failed as the artifact service's
 * are, and its blobs live in the same storage, behind the same signed URLs.
 */
export interface ResultsHost {
  /** Serves `service`'s methods; each call authorizes the token's claims, then reads the body. */
  serve<C>(
    service: string,
    authorize: (claims: TokenClaims) => C,
    methods: Record<string, TwirpHandler<C>>
  ): void
  /** A signed URL for a blob: `r` to read it, `cw` to write it. */
  sign(blobPath: string, permissions: 'r' | 'cw'): string
  /** A blob path in this storage, from a container and a name within it. */
  blobPath(container: string, name: string): string
  /** The bytes a blob holds, once committed. */
  blob(blobPath: string): Buffer | undefined
  /** Commits `data` as the blob, as a whole upload would. */
  putBlob(blobPath: string, data: Buffer): void
  /** From now on a write to the blob is refused: what it holds may not change. */
  seal(blobPath: string): void
  /** This fake's clock (advanceTime moves it), in ms since the epoch. */
  now(): number
  /** Called by reset(), to empty what the other service keeps. */
  onReset(clear: () => void): void
}

export class TwirpError extends Error {
  constructor(
    readonly code: TwirpCode,
    message: string,
    readonly meta?: Record<string, string>
  ) {
    super(message)
  }
}

class AzureError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly detail?: string
  ) {
    super(message)
  }
}

/** A request's fields by proto name or JSON name, checked as protojson decodes them. */
export class Fields {
  constructor(private readonly body: Record<string, unknown>) {}
  private get(name: string): unknown {
    const camel = name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())
    const value = this.body[name] ?? this.body[camel]
    return value === null ? undefined : value
  }
  string(name: string): string {
    const value = this.get(name) ?? ''
    if (typeof value !== 'string') throw malformed(name)
    return value
  }
  required(name: string): string {
    const value = this.string(name)
    if (value === '')
      throw new TwirpError('invalid_argument', `${name} is required`, { argument: name })
    return value
  }
  int(name: string): number {
    const value = this.get(name) ?? 0
    const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value
    if (typeof number !== 'number' || !Number.isSafeInteger(number)) throw malformed(name)
    return number
  }
  optionalString(name: string): string | undefined {
    const value = this.get(name)
    if (value === undefined) return undefined
    if (typeof value !== 'string') throw malformed(name)
    return value
  }
  /** A repeated string field: absent is empty. */
  strings(name: string): string[] {
    const value = this.get(name) ?? []
    if (!Array.isArray(value) || !value.every(item => typeof item === 'string'))
      throw malformed(name)
    return value
  }
  optionalInt(name: string): number | undefined {
    return this.get(name) === undefined ? undefined : this.int(name)
  }
  timestamp(name: string): Date | undefined {
    const value = this.get(name)
    if (value === undefined) return undefined
    if (
      typeof value !== 'string' ||
      !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,9})?(Z|[+-]\d\d:\d\d)$/.test(value) ||
      Number.isNaN(Date.parse(value))
    )
      throw malformed(name)
    return new Date(value)
  }
}
const malformed = (name: string) =>
  new TwirpError('malformed', `the json request could not be decoded: ${name}`)

interface Blob {
  committed?: {
    data: Buffer
    blocks: { id: string; data: Buffer }[]
    contentType: string
    contentMd5?: string
    etag: string
    lastModified: Date
    createdAt: Date
  }
  uncommitted: Map<string, Buffer>
}

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url')

/** A stable uuid-shaped id from a seed, as the backend's ids look. */
function uuidOf(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}

export async function startFakeArtifacts(
  options: FakeArtifactsOptions = {}
): Promise<FakeArtifacts> {
  const maxRetentionDays = options.maxRetentionDays ?? MAX_RETENTION_DAYS
  const artifactsPerJob = options.artifactsPerJob ?? ARTIFACTS_PER_JOB
  const urlLifetime = options.signedUrlLifetimeMs ?? 60 * 60 * 1000
  const maxBlockBytes = options.maxBlockBytes ?? AZURE_MAX_BLOCK_BYTES
  const tokenKey = randomBytes(32)
  const sasKey = randomBytes(32)
  let offset = 0
  const now = () => Date.now() + offset
  let nextId = 4_000_000_000
  const blobs = new Map<string, Blob>()
  /** The GitHub run id of each run backend id this fake made a token for. */
  const runIds = new Map<string, number>()
  /** Artifacts ever created by each job run (deleted ones count: the limit is on creating). */
  const createdByJob = new Map<string, number>()
  const faults: (ArtifactFault & { left: number })[] = []
  /** Blobs no write may change (fake-cache.ts: a finalized cache entry's). */
  const sealed = new Set<string>()
  const resets: (() => void)[] = []
  const sockets = new Set<Socket>()
  const timers = new Set<NodeJS.Timeout>()

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendTwirpError(res, new TwirpError('internal', String(error)))
      else res.destroy()
    })
  })
  server.on('connection', socket => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const backendIds = (runId = 1, job = 'build') => {
    const runBackendId = uuidOf(`run:${runId}`)
    runIds.set(runBackendId, runId)
    return { runBackendId, jobBackendId: uuidOf(`job:${runId}:${job}`) }
  }

  function token(o: TokenOptions = {}): string {
    const { runBackendId, jobBackendId } = backendIds(o.runId, o.job)
    const issued = Math.floor(now() / 1000)
    const header = base64url(JSON.stringify({ typ: 'JWT', alg: 'HS256' }))
    const payload = base64url(
      JSON.stringify({
        scp:
          o.scp ??
          `Actions.GenericRead:${runBackendId} Actions.Results:${runBackendId}:${jobBackendId}`,
        // The cache's scopes, a JSON list in a string, as GitHub writes the claim.
        ac: JSON.stringify(o.scopes ?? [{ Scope: 'refs/heads/main', Permission: 3 }]),
        iss: 'fake-artifacts',
        aud: 'vso:fake-artifacts',
        nbf: issued - 60,
        iat: issued,
        exp: issued + Math.floor((o.expiresInMs ?? 6 * 60 * 60 * 1000) / 1000)
      })
    )
    const key = o.forged ? randomBytes(32) : tokenKey
    const signature = createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url')
    return `${header}.${payload}.${signature}`
  }

  /** The claims of a token this fake signed and that is in force, or why it is refused. */
  function verifyToken(req: IncomingMessage): TokenClaims {
    const authorization = req.headers.authorization ?? ''
    const match = /^Bearer (\S+)$/i.exec(authorization)
    if (!match) throw new TwirpError('unauthenticated', 'missing bearer token')
    const parts = match[1].split('.')
    if (parts.length !== 3) throw new TwirpError('unauthenticated', 'token is not a JWT')
    const expected = createHmac('sha256', tokenKey).update(`${parts[0]}.${parts[1]}`).digest()
    const given = Buffer.from(parts[2], 'base64url')
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new TwirpError('unauthenticated', 'token signature is invalid')
    let claims: TokenClaims
    try {
      claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as typeof claims
    } catch {
      throw new TwirpError('unauthenticated', 'token payload is not JSON')
    }
    const seconds = now() / 1000
    if (typeof claims.exp !== 'number' || claims.exp <= seconds)
      throw new TwirpError('unauthenticated', 'token has expired')
    if (typeof claims.nbf === 'number' && claims.nbf > seconds)
      throw new TwirpError('unauthenticated', 'token is not valid yet')
    return claims
  }

  /** The token's Actions.Results scope, or why it is refused. */
  function resultsScope(claims: TokenClaims): { runBackendId: string; jobBackendId: string } {
    const scopes = typeof claims.scp === 'string' ? claims.scp.split(' ') : []
    for (const scope of scopes) {
      const fields = scope.split(':')
      if (fields[0] === 'Actions.Results' && fields.length === 3 && fields[1] && fields[2])
        return { runBackendId: fields[1], jobBackendId: fields[2] }
    }
    throw new TwirpError('permission_denied', 'token lacks the Actions.Results scope')
  }

  // ---- Signed URLs (an Azure SAS: sv, st, se, sr, sp, optional rscd, and sig over them) ----

  function sign(path: string, permissions: string, rscd?: string): string {
    const start = new Date(now() - 5 * 60 * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z')
    const expiry = new Date(now() + urlLifetime).toISOString().replace(/\.\d{3}Z$/, 'Z')
    const query = new URLSearchParams({
      sv: AZURE_VERSION,
      st: start,
      se: expiry,
      sr: 'b',
      sp: permissions
    })
    if (rscd !== undefined) query.set('rscd', rscd)
    query.set('sig', signature(path, query))
    const encodedPath = path.split('/').map(encodeURIComponent).join('/')
    return `${url}${encodedPath}?${query.toString()}`
  }

  function stringToSign(path: string, query: URLSearchParams): string {
    return ['sp', 'st', 'se', 'sv', 'sr', 'rscd']
      .map(name => query.get(name) ?? '')
      .concat(path)
      .join('\n')
  }

  function signature(path: string, query: URLSearchParams): string {
    return createHmac('sha256', sasKey).update(stringToSign(path, query)).digest('base64')
  }

  /** Azure's answers to a SAS that does not allow the request. */
  function checkSas(path: string, query: URLSearchParams, needs: 'r' | 'w'): void {
    const sig = query.get('sig')
    const failed =
      'Server failed to authenticate the request. Make sure the value of Authorization header is formed correctly including the signature.'
    if (!sig || !query.get('se') || !query.get('sp') || !query.get('sv'))
      throw new AzureError(403, 'AuthenticationFailed', failed, 'Signature fields not well formed.')
    const expected = Buffer.from(signature(path, query), 'base64')
    const given = Buffer.from(sig, 'base64')
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new AzureError(
        403,
        'AuthenticationFailed',
        failed,
        `Signature did not match. String to sign used was ${stringToSign(path, query).replace(/\n/g, '\\n')}`
      )
    const start = Date.parse(query.get('st') ?? '')
    const expiry = Date.parse(query.get('se') ?? '')
    if (!(now() <= expiry) || (!Number.isNaN(start) && now() < start))
      throw new AzureError(
        403,
        'AuthenticationFailed',
        failed,
        `Signature not valid in the specified time frame: Start [${query.get('st')}] - Expiry [${query.get('se')}] - Current [${new Date(now()).toUTCString()}]`
      )
    const permissions = query.get('sp') ?? ''
    const allowed = needs === 'r' ? permissions.includes('r') : /[cw]/.test(permissions)
    if (!allowed)
      throw new AzureError(
        403,
        'AuthorizationPermissionMismatch',
        'This request is not authorized to perform this operation using this permission.'
      )
  }

  function signedDownloadUrl(artifact: StoredArtifact): string {
    const fileName =
      artifact.mimeType === 'application/zip' ? `${artifact.name}.zip` : artifact.name
    // Assumed: the service asks Azure for a Content-Disposition naming the file (`rscd`), which
    // the client uses to name an artifact it does not unzip.
    const rscd = `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
    return sign(artifact.blobPath, 'r', rscd)
  }

  // ---- Requests ----

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const target = new URL(req.url ?? '/', url)
    const path = decodeURIComponent(target.pathname)
    if (path.startsWith('/twirp/')) return handleTwirp(req, res, path)
    if (path.startsWith(`/${ACCOUNT}/`)) return handleBlob(req, res, path, target.searchParams)
    const request: ArtifactRequest = {
      kind: 'blob',
      operation: path,
      method: req.method ?? '',
      path
    }
    fake.requests.push(request)
    request.status = 404
    sendAzureError(
      res,
      req,
      new AzureError(404, 'ResourceNotFound', 'The specified resource does not exist.')
    )
  }

  function takeFault(on: string): (ArtifactFault & { left: number }) | undefined {
    const index = faults.findIndex(fault => (fault.on === on || fault.on === '*') && fault.left > 0)
    if (index < 0) return undefined
    const fault = faults[index]
    fault.left -= 1
    if (fault.left === 0) faults.splice(index, 1)
    return fault
  }

  function wait(ms: number): Promise<void> {
    return new Promise(resolve => {
      const timer = setTimeout(() => {
        timers.delete(timer)
        resolve()
      }, ms)
      timers.add(timer)
    })
  }

  async function readBody(req: IncomingMessage): Promise<Buffer> {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks)
  }

  function sendTwirpError(res: ServerResponse, error: TwirpError): void {
    const status = TWIRP_STATUS[error.code]
    const body: Record<string, unknown> = { code: error.code, msg: error.message }
    if (error.meta) body.meta = error.meta
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  }

  function sendFault(
    res: ServerResponse,
    req: IncomingMessage,
    fault: ArtifactFault,
    status: number,
    kind: 'twirp' | 'blob'
  ): void {
    const body = fault.body ?? (kind === 'twirp' ? 'twirp' : 'azure')
    const headers: Record<string, string> = status === 429 ? { 'retry-after': '1' } : {}
    if (body === 'html') {
      const reason = http.STATUS_CODES[status] ?? 'Error'
      res
        .writeHead(status, { 'content-type': 'text/html', ...headers })
        .end(`<html><body><h1>${status} ${reason}</h1></body></html>`)
    } else if (body === 'twirp') {
      const code = TWIRP_CODE_OF_STATUS[status] ?? 'unknown'
      res
        .writeHead(status, { 'content-type': 'application/json', ...headers })
        .end(JSON.stringify({ code, msg: `injected ${status}` }))
    } else {
      const code = status === 503 ? 'ServerBusy' : status >= 500 ? 'InternalError' : 'InvalidInput'
      sendAzureError(res, req, new AzureError(status, code, `injected ${status}`), headers)
    }
  }

  async function handleTwirp(
    req: IncomingMessage,
    res: ServerResponse,
    path: string
  ): Promise<void> {
    const raw = await readBody(req)
    const [, service = '', method = path] = /^\/twirp\/([^/]*)\/([^/]*)$/.exec(path) ?? []
    let parsed: unknown
    try {
      parsed = raw.length === 0 ? undefined : JSON.parse(raw.toString('utf8'))
    } catch {
      parsed = raw.toString('utf8')
    }
    const request: ArtifactRequest = {
      kind: 'twirp',
      operation: method,
      method: req.method ?? '',
      path,
      body: parsed
    }
    fake.requests.push(request)
    const send = (status: number, answer: () => void) => {
      request.status = status
      answer()
    }
    const fault = takeFault(method)
    if (fault?.hang) return
    if (fault?.delayMs) await wait(fault.delayMs)
    if (fault?.status !== undefined && !fault.afterApplying)
      return send(fault.status, () => sendFault(res, req, fault, fault.status as number, 'twirp'))
    try {
      const handler = routes.get(service)?.get(method)
      if (!handler)
        throw new TwirpError('bad_route', `no handler for path "${path}"`, {
          twirp_invalid_route: `${req.method} ${path}`
        })
      if (req.method !== 'POST')
        throw new TwirpError(
          'bad_route',
          `unsupported method ${req.method} (only POST is allowed)`,
          {
            twirp_invalid_route: `${req.method} ${path}`
          }
        )
      const contentType = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase()
      if (contentType === 'application/protobuf')
        // The fake speaks Twirp's JSON only; the real service takes both.
        throw new TwirpError('unimplemented', 'this fake speaks Twirp JSON only')
      if (contentType !== 'application/json')
        throw new TwirpError(
          'bad_route',
          `unexpected Content-Type: "${req.headers['content-type'] ?? ''}"`,
          {
            twirp_invalid_route: `${req.method} ${path}`
          }
        )
      const answer = handler(verifyToken(req), () => {
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
          throw new TwirpError('malformed', 'the json request could not be decoded')
        return new Fields(parsed as Record<string, unknown>)
      })
      if (fault?.status !== undefined)
        return send(fault.status, () => sendFault(res, req, fault, fault.status as number, 'twirp'))
      send(200, () =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
      )
    } catch (error) {
      if (!(error instanceof TwirpError)) throw error
      send(TWIRP_STATUS[error.code], () => sendTwirpError(res, error))
    }
  }

  // ---- The Twirp methods ----

  /**
   * The run and job the request names. The run must be the token's. A job writes and lists only as
   * itself; a read or a delete names the job that stored the artifact (as the client does, from
   * the list), which may be any job of the run.
   */
  function ids(fields: Fields, scope: { runBackendId: string; jobBackendId: string }, own = true) {
    const runBackendId = fields.required('workflow_run_backend_id')
    const jobBackendId = fields.required('workflow_job_run_backend_id')
    if (runBackendId !== scope.runBackendId || (own && jobBackendId !== scope.jobBackendId))
      throw new TwirpError(
        'permission_denied',
        'the token does not grant access to this workflow run'
      )
    return { runBackendId, jobBackendId }
  }

  function validName(fields: Fields): string {
    const name = fields.required('name')
    const bad = INVALID_NAME_CHARACTERS.find(character => name.includes(character))
    if (bad !== undefined)
      throw new TwirpError(
        'invalid_argument',
        `artifact name contains an invalid character: ${JSON.stringify(bad)}`,
        {
          argument: 'name'
        }
      )
    return name
  }

  const live = (artifact: StoredArtifact) => artifact.expiresAt.getTime() > now()
  const find = (runBackendId: string, name: string, state?: StoredArtifact['state']) =>
    fake.artifacts.find(
      a =>
        a.runBackendId === runBackendId &&
        a.name === name &&
        live(a) &&
        (!state || a.state === state)
    )
  const timestamp = (date: Date) => date.toISOString()

  function remove(artifact: StoredArtifact): void {
    fake.artifacts.splice(fake.artifacts.indexOf(artifact), 1)
    blobs.delete(artifact.blobPath)
  }

  const METHODS: Record<
    TwirpMethod,
    (fields: Fields, scope: { runBackendId: string; jobBackendId: string }) => unknown
  > = {
    CreateArtifact(fields, scope) {
      const { runBackendId, jobBackendId } = ids(fields, scope)
      const name = validName(fields)
      const version = fields.int('version')
      // Assumed: the v4 service (the client sends 7) refuses the versions before it.
      if (version < 4)
        throw new TwirpError('invalid_argument', `unsupported artifact version ${version}`)
      const mimeType = fields.optionalString('mime_type') ?? 'application/zip'
      let expiresAt = fields.timestamp('expires_at')
      const longest = new Date(now() + maxRetentionDays * DAY)
      if (expiresAt !== undefined && expiresAt.getTime() <= now())
        throw new TwirpError('invalid_argument', 'expires_at must be in the future', {
          argument: 'expires_at'
        })
      // Assumed: a longer retention is cut to the repository's, as the client itself does.
      if (expiresAt === undefined || expiresAt > longest) expiresAt = longest
      if (find(runBackendId, name, 'finalized'))
        throw new TwirpError(
          'already_exists',
          'an artifact with this name already exists on the workflow run'
        )
      if ((createdByJob.get(jobBackendId) ?? 0) >= artifactsPerJob)
        // Assumed: the code; GitHub documents the limit, not the answer.
        throw new TwirpError(
          'failed_precondition',
          `a job may create at most ${artifactsPerJob} artifacts`
        )
      if (options.storageQuotaBytes !== undefined) {
        const used = fake.artifacts.reduce((sum, a) => sum + a.size, 0)
        if (used >= options.storageQuotaBytes)
          // The client turns a message with "insufficient usage" into its quota error, whatever
          // the status. Assumed: the code and the rest of the wording.
          throw new TwirpError('failed_precondition', 'insufficient usage to create artifact')
      }
      // Assumed: an artifact created and never finalized (an upload that failed) is replaced.
      const pending = find(runBackendId, name, 'pending')
      if (pending) remove(pending)
      createdByJob.set(jobBackendId, (createdByJob.get(jobBackendId) ?? 0) + 1)
      const id = nextId++
      const hash = createHash('sha256').update(`${runBackendId}/${id}/${name}`).digest('hex')
      const artifact: StoredArtifact = {
        id,
        runId: runIds.get(runBackendId),
        runBackendId,
        jobBackendId,
        name,
        state: 'pending',
        createdAt: new Date(now()),
        expiresAt,
        mimeType,
        version,
        size: 0,
        digest: undefined,
        blobPath: `/${ACCOUNT}/${CONTAINER}/${runBackendId}/workflow-job-run-${jobBackendId}/artifacts/${hash}`
      }
      fake.artifacts.push(artifact)
      return { ok: true, signed_upload_url: sign(artifact.blobPath, 'cw') }
    },

    FinalizeArtifact(fields, scope) {
      const { runBackendId } = ids(fields, scope)
      const name = validName(fields)
      const size = fields.int('size')
      if (size < 0)
        throw new TwirpError('invalid_argument', 'size must not be negative', { argument: 'size' })
      const hash = fields.optionalString('hash')
      if (hash !== undefined && !/^sha256:[0-9a-f]{64}$/.test(hash))
        throw new TwirpError('invalid_argument', 'hash must be sha256:<64 hex digits>', {
          argument: 'hash'
        })
      if (find(runBackendId, name, 'finalized'))
        // Assumed: finalizing twice is refused like creating twice.
        throw new TwirpError(
          'already_exists',
          'an artifact with this name already exists on the workflow run'
        )
      const artifact = find(runBackendId, name, 'pending')
      if (!artifact) throw new TwirpError('not_found', 'artifact not found')
      const blob = blobs.get(artifact.blobPath)?.committed
      // Assumed: the service checks the upload landed whole (a stricter fake catches a client that lies).
      if (!blob)
        throw new TwirpError('failed_precondition', 'artifact upload has not been committed')
      if (blob.data.length !== size)
        throw new TwirpError(
          'invalid_argument',
          `size ${size} does not match the ${blob.data.length} bytes uploaded`,
          {
            argument: 'size'
          }
        )
      if (
        hash !== undefined &&
        hash !== `sha256:${createHash('sha256').update(blob.data).digest('hex')}`
      )
        throw new TwirpError('invalid_argument', 'hash does not match the bytes uploaded', {
          argument: 'hash'
        })
      artifact.state = 'finalized'
      artifact.size = size
      artifact.digest = hash
      return { ok: true, artifact_id: String(artifact.id) }
    },

    ListArtifacts(fields, scope) {
      const { runBackendId } = ids(fields, scope)
      const nameFilter = fields.optionalString('name_filter')
      const idFilter = fields.optionalInt('id_filter')
      const artifacts = fake.artifacts.filter(
        a =>
          a.runBackendId === runBackendId &&
          a.state === 'finalized' &&
          live(a) &&
          (nameFilter === undefined || a.name === nameFilter) &&
          (idFilter === undefined || a.id === idFilter)
      )
      return {
        artifacts: artifacts.map(a => ({
          workflow_run_backend_id: a.runBackendId,
          workflow_job_run_backend_id: a.jobBackendId,
          database_id: String(a.id),
          name: a.name,
          size: String(a.size),
          created_at: timestamp(a.createdAt),
          digest: a.digest ?? null
        }))
      }
    },

    GetSignedArtifactURL(fields, scope) {
      const { runBackendId, jobBackendId } = ids(fields, scope, false)
      const name = validName(fields)
      const artifact = find(runBackendId, name, 'finalized')
      // Assumed: the artifact is found by its run, job and name, as the client names it.
      if (!artifact || artifact.jobBackendId !== jobBackendId)
        throw new TwirpError('not_found', 'artifact not found')
      return { signed_url: signedDownloadUrl(artifact) }
    },

    DeleteArtifact(fields, scope) {
      const { runBackendId, jobBackendId } = ids(fields, scope, false)
      const name = validName(fields)
      const artifact = find(runBackendId, name, 'finalized')
      // Assumed: the artifact is found by its run, job and name, as the client names it.
      if (!artifact || artifact.jobBackendId !== jobBackendId)
        throw new TwirpError('not_found', 'artifact not found')
      remove(artifact)
      return { ok: true, artifact_id: String(artifact.id) }
    }
  }

  /** Each Twirp service served, by name: its methods, each given the token's claims and the body. */
  const routes = new Map<
    string,
    Map<string, (claims: TokenClaims, body: () => Fields) => unknown>
  >()

  /** Serves `service`: a method authorizes the token's claims first, then reads the body. */
  function serve<C>(
    service: string,
    authorize: (claims: TokenClaims) => C,
    methods: Record<string, TwirpHandler<C>>
  ): void {
    const handlers = Object.entries(methods).map(
      ([name, handler]) =>
        [
          name,
          (claims: TokenClaims, body: () => Fields) => {
            const context = authorize(claims)
            return handler(body(), context)
          }
        ] as const
    )
    routes.set(service, new Map(handlers))
  }
  serve(ARTIFACT_SERVICE, resultsScope, METHODS)

  // ---- Blob storage ----

  function sendAzureError(
    res: ServerResponse,
    req: IncomingMessage,
    error: AzureError,
    extra: Record<string, string> = {}
  ): void {
    const requestId = uuidOf(`${Math.random()}`)
    const headers = {
      'x-ms-error-code': error.code,
      'x-ms-request-id': requestId,
      'x-ms-version': AZURE_VERSION,
      date: new Date(now()).toUTCString(),
      ...extra
    }
    if (req.method === 'HEAD') {
      res.writeHead(error.status, headers).end()
      return
    }
    const detail = error.detail
      ? `<AuthenticationErrorDetail>${xml(error.detail)}</AuthenticationErrorDetail>`
      : ''
    const body =
      `\uFEFF<?xml version="1.0" encoding="utf-8"?><Error><Code>${error.code}</Code>` +
      `<Message>${xml(error.message)}\nRequestId:${requestId}\nTime:${new Date(now()).toISOString()}</Message>${detail}</Error>`
    res.writeHead(error.status, { 'content-type': 'application/xml', ...headers }).end(body)
  }

  function blobHeaders(extra: Record<string, string> = {}): Record<string, string> {
    return {
      'x-ms-request-id': uuidOf(`${Math.random()}`),
      'x-ms-version': AZURE_VERSION,
      date: new Date(now()).toUTCString(),
      ...extra
    }
  }

  async function handleBlob(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    query: URLSearchParams
  ): Promise<void> {
    const comp = query.get('comp')
    const operation: string =
      req.method === 'PUT'
        ? comp === 'block'
          ? 'PutBlock'
          : comp === 'blocklist'
            ? 'PutBlockList'
            : comp === null
              ? 'PutBlob'
              : `PUT comp=${comp}`
        : req.method === 'GET' || req.method === 'HEAD'
          ? comp === null
            ? 'GetBlob'
            : `GET comp=${comp}`
          : String(req.method)
    const request: ArtifactRequest = { kind: 'blob', operation, method: req.method ?? '', path }
    fake.requests.push(request)
    const fault = takeFault(operation)
    if (fault?.hang) return
    if (fault?.delayMs) await wait(fault.delayMs)
    const answer = (status: number, headers: Record<string, string>, body?: Buffer) => {
      request.status = status
      res.writeHead(status, blobHeaders(headers)).end(req.method === 'HEAD' ? undefined : body)
    }
    try {
      if (fault?.status !== undefined && !fault.afterApplying) {
        await readBody(req)
        request.status = fault.status
        return sendFault(res, req, fault, fault.status, 'blob')
      }
      const write = req.method === 'PUT'
      checkSas(path, query, write ? 'w' : 'r')
      if (write && sealed.has(path))
        // Assumed: Azure's answer to a write to a blob under an immutability policy.
        throw new AzureError(
          409,
          'BlobImmutableDueToPolicy',
          'This operation is not permitted as the blob is immutable due to a policy.'
        )
      if (write && req.headers['content-length'] === undefined)
        throw new AzureError(
          411,
          'MissingContentLengthHeader',
          'Content-Length HTTP header is missing.'
        )
      const body = await readBody(req)
      if (write) request.bytes = body.length
      const md5 = req.headers['content-md5']
      if (typeof md5 === 'string' && md5 !== createHash('md5').update(body).digest('base64'))
        throw new AzureError(
          400,
          'Md5Mismatch',
          'The MD5 value specified in the request did not match with the MD5 value calculated by the server.'
        )
      const blob = blobs.get(path) ?? { uncommitted: new Map<string, Buffer>() }
      let status: number
      let headers: Record<string, string>
      let out: Buffer | undefined
      switch (operation) {
        case 'PutBlock': {
          const id = query.get('blockid') ?? ''
          const decoded = Buffer.from(id, 'base64')
          if (
            id === '' ||
            decoded.length > AZURE_MAX_BLOCK_ID_BYTES ||
            decoded.toString('base64') !== id ||
            [...blob.uncommitted.keys(), ...(blob.committed?.blocks.map(b => b.id) ?? [])].some(
              other => Buffer.from(other, 'base64').length !== decoded.length
            )
          )
            throw new AzureError(
              400,
              'InvalidQueryParameterValue',
              'Value for one of the query parameters specified in the request URI is invalid.',
              `blockid: ${id}`
            )
          if (body.length > maxBlockBytes)
            throw new AzureError(
              413,
              'RequestBodyTooLarge',
              'The request body is too large and exceeds the maximum permissible limit.'
            )
          if (blob.uncommitted.size >= AZURE_MAX_BLOCKS && !blob.uncommitted.has(id))
            throw new AzureError(
              409,
              'BlockCountExceedsLimit',
              'The uncommitted block count cannot exceed the maximum limit of 100,000 blocks.'
            )
          blob.uncommitted.set(id, body)
          blobs.set(path, blob)
          status = 201
          headers = {
            'content-md5': createHash('md5').update(body).digest('base64'),
            'x-ms-request-server-encrypted': 'true',
            'content-length': '0'
          }
          break
        }
        case 'PutBlockList': {
          const list = parseBlockList(body.toString('utf8'))
          if (list === undefined)
            throw new AzureError(
              400,
              'InvalidXmlDocument',
              'XML specified is not syntactically valid.'
            )
          if (list.length > AZURE_MAX_BLOCKS)
            throw new AzureError(
              400,
              'BlockListTooLong',
              'The block list may not contain more than 50,000 blocks.'
            )
          const committed = new Map(blob.committed?.blocks.map(b => [b.id, b.data]))
          const blocks: { id: string; data: Buffer }[] = []
          for (const { kind, id } of list) {
            const data =
              kind === 'Committed'
                ? committed.get(id)
                : kind === 'Uncommitted'
                  ? blob.uncommitted.get(id)
                  : (blob.uncommitted.get(id) ?? committed.get(id))
            if (data === undefined)
              throw new AzureError(400, 'InvalidBlockList', 'The specified block list is invalid.')
            blocks.push({ id, data })
          }
          const etag = `"0x${randomBytes(8).toString('hex').toUpperCase()}"`
          const lastModified = new Date(now())
          const blobMd5 = req.headers['x-ms-blob-content-md5']
          blob.committed = {
            data: Buffer.concat(blocks.map(b => b.data)),
            blocks,
            contentType: String(
              req.headers['x-ms-blob-content-type'] ?? 'application/octet-stream'
            ),
            contentMd5: typeof blobMd5 === 'string' ? blobMd5 : undefined,
            etag,
            lastModified,
            createdAt: blob.committed?.createdAt ?? lastModified
          }
          // Azure drops the blocks a commit leaves out.
          blob.uncommitted.clear()
          blobs.set(path, blob)
          status = 201
          headers = {
            etag,
            'last-modified': lastModified.toUTCString(),
            'x-ms-request-server-encrypted': 'true',
            'content-length': '0'
          }
          break
        }
        case 'PutBlob': {
          if (req.headers['x-ms-blob-type'] !== 'BlockBlob')
            throw new AzureError(
              400,
              'MissingRequiredHeader',
              'An HTTP header that is mandatory for this request is not specified.'
            )
          if (body.length > maxBlockBytes)
            throw new AzureError(
              413,
              'RequestBodyTooLarge',
              'The request body is too large and exceeds the maximum permissible limit.'
            )
          const etag = `"0x${randomBytes(8).toString('hex').toUpperCase()}"`
          const lastModified = new Date(now())
          blob.committed = {
            data: body,
            blocks: [],
            contentType: String(
              req.headers['x-ms-blob-content-type'] ?? 'application/octet-stream'
            ),
            contentMd5: createHash('md5').update(body).digest('base64'),
            etag,
            lastModified,
            createdAt: lastModified
          }
          blob.uncommitted.clear()
          blobs.set(path, blob)
          status = 201
          headers = { etag, 'last-modified': lastModified.toUTCString(), 'content-length': '0' }
          break
        }
        case 'GetBlob': {
          const stored = blob.committed
          if (!stored)
            throw new AzureError(404, 'BlobNotFound', 'The specified blob does not exist.')
          headers = {
            'content-type': stored.contentType,
            etag: stored.etag,
            'last-modified': stored.lastModified.toUTCString(),
            'accept-ranges': 'bytes',
            'x-ms-blob-type': 'BlockBlob',
            'x-ms-creation-time': stored.createdAt.toUTCString(),
            'x-ms-server-encrypted': 'true',
            'x-ms-lease-status': 'unlocked',
            'x-ms-lease-state': 'available'
          }
          if (stored.contentMd5) headers['content-md5'] = stored.contentMd5
          const rscd = query.get('rscd')
          if (rscd) headers['content-disposition'] = rscd
          const range = String(req.headers['x-ms-range'] ?? req.headers.range ?? '')
          const match = /^bytes=(\d+)-(\d*)$/.exec(range)
          if (match) {
            const first = Number(match[1])
            const last = Math.min(
              match[2] === '' ? Infinity : Number(match[2]),
              stored.data.length - 1
            )
            if (first >= stored.data.length)
              throw new AzureError(
                416,
                'InvalidRange',
                'The range specified is invalid for the current size of the resource.'
              )
            out = stored.data.subarray(first, last + 1)
            status = 206
            headers['content-range'] = `bytes ${first}-${last}/${stored.data.length}`
          } else {
            out = stored.data
            status = 200
          }
          headers['content-length'] = String(out.length)
          break
        }
        default:
          throw new AzureError(
            400,
            'UnsupportedHttpVerb',
            "The resource doesn't support specified Http Verb."
          )
      }
      if (fault?.status !== undefined) {
        request.status = fault.status
        return sendFault(res, req, fault, fault.status, 'blob')
      }
      answer(status, headers, out)
    } catch (error) {
      if (!(error instanceof AzureError)) throw error
      if (!req.complete) await readBody(req).catch(() => undefined)
      request.status = error.status
      sendAzureError(res, req, error)
    }
  }

  const fake: FakeArtifacts = {
    url,
    requests: [],
    artifacts: [],
    env({ runId = 1, job = 'build', scopes } = {}) {
      return {
        ACTIONS_RESULTS_URL: `${url}/`,
        ACTIONS_RUNTIME_TOKEN: token({ runId, job, scopes }),
        // The runner sets it where the cache service is the results API's (all of github.com).
        ACTIONS_CACHE_SERVICE_V2: 'True',
        GITHUB_RUN_ID: String(runId),
        GITHUB_RUN_ATTEMPT: '1',
        GITHUB_JOB: job,
        GITHUB_RETENTION_DAYS: String(maxRetentionDays),
        // The client refuses to run against any other server (it takes it for GHES).
        GITHUB_SERVER_URL: 'https://github.com'
      }
    },
    token,
    backendIds,
    artifactsOfRun: runId =>
      fake.artifacts.filter(a => a.runId === runId && a.state === 'finalized' && live(a)),
    blobOf: artifact => blobs.get(artifact.blobPath)?.committed?.data,
    signedDownloadUrl,
    fail: fault => void faults.push({ ...fault, left: fault.times ?? 1 }),
    count: operation => fake.requests.filter(request => request.operation === operation).length,
    host: {
      serve,
      sign,
      blobPath: (container, name) => `/${ACCOUNT}/${container}/${name}`,
      blob: blobPath => blobs.get(blobPath)?.committed?.data,
      putBlob(blobPath, data) {
        const lastModified = new Date(now())
        blobs.set(blobPath, {
          committed: {
            data,
            blocks: [],
            contentType: 'application/octet-stream',
            contentMd5: createHash('md5').update(data).digest('base64'),
            etag: `"0x${randomBytes(8).toString('hex').toUpperCase()}"`,
            lastModified,
            createdAt: lastModified
          },
          uncommitted: new Map()
        })
      },
      seal: blobPath => void sealed.add(blobPath),
      now,
      onReset: clear => void resets.push(clear)
    },
    advanceTime: ms => void (offset += ms),
    reset() {
      fake.requests.length = 0
      fake.artifacts.length = 0
      blobs.clear()
      sealed.clear()
      createdByJob.clear()
      faults.length = 0
      offset = 0
      for (const clear of resets) clear()
    },
    close: () =>
      new Promise<void>(resolve => {
        for (const timer of timers) clearTimeout(timer)
        timers.clear()
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      })
  }
  return fake
}

function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** A Put Block List body's block ids, in order, or undefined when it is not one. */
function parseBlockList(
  body: string
): { kind: 'Committed' | 'Uncommitted' | 'Latest'; id: string }[] | undefined {
  const text = body
    .replace(/^\uFEFF/, '')
    .replace(/^<\?xml[^>]*\?>/, '')
    .trim()
  if (/^<BlockList\s*\/>$/.test(text)) return []
  const inner = /^<BlockList>([\s\S]*)<\/BlockList>$/.exec(text)?.[1]
  if (inner === undefined) return undefined
  const blocks: { kind: 'Committed' | 'Uncommitted' | 'Latest'; id: string }[] = []
  const element = /\s*<(Committed|Uncommitted|Latest)>([^<]*)<\/\1>\s*/y
  let position = 0
  while (position < inner.length) {
    element.lastIndex = position
    const match = element.exec(inner)
    if (!match) return inner.slice(position).trim() === '' ? blocks : undefined
    blocks.push({ kind: match[1] as 'Committed' | 'Uncommitted' | 'Latest', id: match[2] })
    position = element.lastIndex
  }
  return blocks
}

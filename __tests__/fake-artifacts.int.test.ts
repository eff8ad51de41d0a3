/**
 * The toolkit's own artifact client (@actions/artifact), unchanged, against the fake of GitHub's
 * artifact service: what a job stores another job of the run gets back byte for byte, names are
 * unique within a run, runs are kept apart, passing failures are retried by the client, and a
 * token or a signed URL that is not good is refused as GitHub and Azure refuse it.
 */
import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { DefaultArtifactClient } from '@actions/artifact'
import {
  ARTIFACT_SERVICE,
  startFakeArtifacts,
  type FakeArtifacts
} from './helpers/fake-artifacts.js'
import { useFakeArtifacts } from './helpers/services.js'
import { makeWorkspace, type Workspace } from './helpers/workspace.js'
import { saying } from './helpers/meaning.js'

const services = useFakeArtifacts()
/** The service the jobs use: the file's, or one a test starts with limits of its own. */
let fake: FakeArtifacts
let ws: Workspace
let downloads: string
let log = ''

beforeEach(() => {
  fake = services.artifacts
  ws = makeWorkspace()
  downloads = mkdtempSync(path.join(os.tmpdir(), 'artifact-downloads-'))
  log = ''
})
afterEach(() => {
  ws.remove()
  rmSync(downloads, { recursive: true, force: true })
})

const client = new DefaultArtifactClient()

/**
 * Runs `work` as a job of `runId` would: the runner's variables for the artifact service set,
 * the client's log (it writes to stdout) kept in `log`, everything as it was afterwards.
 */
async function asJob<T>(
  work: () => Promise<T>,
  {
    runId = 1,
    job = 'build',
    env = {}
  }: { runId?: number; job?: string; env?: Record<string, string> } = {}
): Promise<T> {
  const saved = { ...process.env }
  Object.assign(process.env, fake.env({ runId, job }), env)
  const write = jest.spyOn(process.stdout, 'write').mockImplementation(chunk => {
    log += String(chunk)
    return true
  })
  try {
    return await work()
  } finally {
    write.mockRestore()
    process.env = saved
  }
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected it to fail')
    },
    (error: unknown) => error as Error
  )

const sha256 = (bytes: Buffer) => `sha256:${createHash('sha256').update(bytes).digest('hex')}`

/**
 * Every file under `root`, by its path relative to it, with the SHA-256 of its bytes (Jest compares
 * megabytes of Buffer byte by byte, for minutes).
 */
function filesUnder(root: string): Record<string, string> {
  const found: Record<string, string> = {}
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const full = path.join(entry.parentPath, entry.name)
    found[path.relative(root, full).split(path.sep).join('/')] = sha256(readFileSync(full))
  }
  return found
}

const digests = (contents: Record<string, Buffer>) =>
  Object.fromEntries(Object.entries(contents).map(([name, bytes]) => [name, sha256(bytes)]))

/** A leg's results: small files, nested folders, an empty file, and one bigger than a block (8 MiB). */
function legResults(big = 12 * 1024 * 1024): {
  files: string[]
  root: string
  contents: Record<string, Buffer>
} {
  const contents: Record<string, Buffer> = {
    'results.json': Buffer.from(JSON.stringify({ file: 'data/sales.csv', status: 'generated' })),
    'datasets/sales/summary.md': Buffer.from('# Sales\n\n| month | revenue |\n|---|---|\n'),
    'datasets/sales/deep/nested/rows.csv': Buffer.from('month,revenue\n2026-01,1200\n'),
    'empty.txt': Buffer.alloc(0),
    'blob.bin': randomBytes(big)
  }
  const files = Object.entries(contents).map(([name, bytes]) => ws.write(`out/${name}`, bytes))
  return { files, root: path.join(ws.root, 'out'), contents }
}

/** A Twirp call as the client makes it, by hand, to see the service's own answers. */
const call = (
  method: string,
  body: unknown,
  token = fake.token({ runId: 1 }),
  init: RequestInit = {}
) =>
  fetch(`${fake.url}/twirp/${ARTIFACT_SERVICE}/${method}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    ...init
  }).then(async response => ({ status: response.status, body: await response.json() }))

describe('one job stores, another job of the run gets it back', () => {
  it('uploads several files in nested folders, over several blocks, and another job lists and downloads them byte for byte', async () => {
    const { files, root, contents } = legResults()
    const uploaded = await asJob(() => client.uploadArtifact('leg-1', files, root), {
      job: 'leg-1'
    })
    expect(uploaded.id).toEqual(expect.any(Number))
    expect(uploaded.size).toBeGreaterThan(12 * 1024 * 1024)
    // Bigger than the client's 8 MiB buffer: the zip went up in more than one block.
    const blocks = fake.requests.filter(r => r.operation === 'PutBlock')
    expect(blocks.length).toBeGreaterThanOrEqual(2)
    expect(blocks.reduce((sum, r) => sum + (r.bytes ?? 0), 0)).toBe(uploaded.size)

    const { listed, got, downloaded } = await asJob(
      async () => ({
        listed: await client.listArtifacts(),
        got: await client.getArtifact('leg-1'),
        downloaded: await client.downloadArtifact(uploaded.id as number, {
          path: downloads,
          expectedHash: `sha256:${uploaded.digest}`
        })
      }),
      { job: 'collect' }
    )
    expect(listed.artifacts).toEqual([
      {
        name: 'leg-1',
        id: uploaded.id,
        size: uploaded.size,
        createdAt: expect.any(Date),
        digest: `sha256:${uploaded.digest}`
      }
    ])
    expect(got.artifact).toEqual(listed.artifacts[0])
    expect(downloaded).toEqual({ downloadPath: downloads, digestMismatch: false })
    expect(filesUnder(downloads)).toEqual(digests(contents))
  })

  it('stores a single file as it is when asked not to zip it, and gives it back under its own name', async () => {
    const report = Buffer.from(JSON.stringify({ rows: 3 }))
    const file = ws.write('report.json', report)
    const uploaded = await asJob(() =>
      client.uploadArtifact('ignored', [file], ws.root, { skipArchive: true })
    )
    expect(uploaded.digest).toBe(sha256(report).slice('sha256:'.length))
    await asJob(() => client.downloadArtifact(uploaded.id as number, { path: downloads }), {
      job: 'collect'
    })
    expect(filesUnder(downloads)).toEqual({ 'report.json': sha256(report) })
  })

  it('lists what each job of the run stored, and finds one by name', async () => {
    for (const job of ['leg-1', 'leg-2', 'leg-3']) {
      const file = ws.write(`${job}/results.json`, `{"job":"${job}"}`)
      await asJob(() => client.uploadArtifact(`results-${job}`, [file], path.join(ws.root, job)), {
        job
      })
    }
    const { artifacts } = await asJob(() => client.listArtifacts(), { job: 'collect' })
    expect(artifacts.map(a => a.name)).toEqual(['results-leg-1', 'results-leg-2', 'results-leg-3'])
    const found = await asJob(() => client.getArtifact('results-leg-2'), { job: 'collect' })
    await asJob(() => client.downloadArtifact(found.artifact.id, { path: downloads }), {
      job: 'collect'
    })
    expect(readFileSync(path.join(downloads, 'results.json'), 'utf8')).toBe('{"job":"leg-2"}')
  })
})

describe('names and runs', () => {
  it('refuses a second artifact of the same name in the run as GitHub does, and keeps the first', async () => {
    const first = ws.write('a/results.json', 'first')
    const second = ws.write('b/results.json', 'second')
    await asJob(() => client.uploadArtifact('results', [first], path.join(ws.root, 'a')), {
      job: 'leg-1'
    })
    const error = await failure(
      asJob(() => client.uploadArtifact('results', [second], path.join(ws.root, 'b')), {
        job: 'leg-2'
      })
    )
    expect(error.message).toMatch(
      saying(
        'CreateArtifact',
        '(409)',
        'an artifact with this name already exists on the workflow run'
      )
    )
    const { artifact } = await asJob(() => client.getArtifact('results'), { job: 'collect' })
    await asJob(() => client.downloadArtifact(artifact.id, { path: downloads }), { job: 'collect' })
    expect(readFileSync(path.join(downloads, 'results.json'), 'utf8')).toBe('first')
  })

  it('frees a name once its artifact is deleted', async () => {
    const file = ws.write('results.json', 'x')
    const first = await asJob(() => client.uploadArtifact('results', [file], ws.root))
    const deleted = await asJob(() => client.deleteArtifact('results'))
    expect(deleted.id).toBe(first.id)
    expect((await asJob(() => client.listArtifacts())).artifacts).toEqual([])
    const again = await asJob(() => client.uploadArtifact('results', [file], ws.root))
    expect(again.id).not.toBe(first.id)
  })

  it('keeps runs apart: another run neither lists nor downloads them, and may use the same name', async () => {
    const file = ws.write('results.json', 'run 1')
    const stored = await asJob(() => client.uploadArtifact('results', [file], ws.root), {
      runId: 1
    })
    expect((await asJob(() => client.listArtifacts(), { runId: 2 })).artifacts).toEqual([])
    const error = await failure(
      asJob(() => client.downloadArtifact(stored.id as number, { path: downloads }), { runId: 2 })
    )
    expect(error.name).toBe('ArtifactNotFoundError')
    await asJob(() => client.uploadArtifact('results', [file], ws.root), { runId: 2 })
    expect(fake.artifactsOfRun(1).map(a => a.name)).toEqual(['results'])
    expect(fake.artifactsOfRun(2).map(a => a.name)).toEqual(['results'])
  })

  it('forgets an artifact once its retention has passed', async () => {
    const file = ws.write('results.json', 'x')
    await asJob(() => client.uploadArtifact('short', [file], ws.root, { retentionDays: 1 }))
    await asJob(() => client.uploadArtifact('long', [file], ws.root, { retentionDays: 30 }))
    fake.advanceTime(25 * 60 * 60 * 1000)
    const { artifacts } = await asJob(() => client.listArtifacts())
    expect(artifacts.map(a => a.name)).toEqual(['long'])
  })

  it('answers the quota error the client names when storage is full', async () => {
    const small = await startFakeArtifacts({ storageQuotaBytes: 1 })
    fake = small
    try {
      const file = ws.write('results.json', 'x')
      await asJob(() => client.uploadArtifact('first', [file], ws.root))
      const error = await failure(asJob(() => client.uploadArtifact('second', [file], ws.root)))
      expect(error.message).toMatch(saying('CreateArtifact', 'Artifact storage quota has been hit'))
    } finally {
      await small.close()
    }
  })
})

describe('failures on the way', () => {
  it('retries a 5xx and a 429 from the service and a 500 from blob storage, and gets everything through', async () => {
    fake.fail({ on: 'CreateArtifact', status: 503 })
    fake.fail({ on: 'PutBlock', status: 500 })
    fake.fail({ on: 'ListArtifacts', status: 502, body: 'html' })
    fake.fail({ on: 'GetSignedArtifactURL', status: 429 })
    const file = ws.write('results.json', '{"ok":true}')
    const stored = await asJob(() => client.uploadArtifact('results', [file], ws.root))
    await asJob(() => client.downloadArtifact(stored.id as number, { path: downloads }), {
      job: 'collect'
    })
    expect(readFileSync(path.join(downloads, 'results.json'), 'utf8')).toBe('{"ok":true}')
    expect(log).toMatch(saying('Attempt 1 of 5 failed', '(503)'))
    const statuses = (operation: string) =>
      fake.requests.filter(r => r.operation === operation).map(r => r.status)
    expect(statuses('CreateArtifact')).toEqual([503, 200])
    expect(statuses('PutBlock')).toEqual([500, 201])
    expect(statuses('ListArtifacts')).toEqual([502, 200])
    expect(statuses('GetSignedArtifactURL')).toEqual([429, 200])
  }, 30_000)

  it('gives up on an upload whose blob storage stops taking bytes', async () => {
    fake.fail({ on: 'PutBlock', delayMs: 1_500 })
    const file = ws.write('results.json', 'x')
    const error = await failure(
      asJob(() => client.uploadArtifact('slow', [file], ws.root), {
        env: { ACTIONS_ARTIFACT_UPLOAD_TIMEOUT_MS: '300' }
      })
    )
    expect(error.message).toMatch(/stalled/)
    // The client does not abort the block it was sending: let it land before the next test.
    const block = fake.requests.find(r => r.operation === 'PutBlock')
    expect(block).toBeDefined()
    while (block !== undefined && block.status === undefined)
      await new Promise(resolve => setTimeout(resolve, 50))
    expect(fake.requests.map(r => r.operation)).not.toContain('FinalizeArtifact')
    expect(fake.artifactsOfRun(1)).toEqual([])
  })
})

describe('tokens and signed URLs', () => {
  it('refuses a forged token and an expired one, without retrying, and stores nothing', async () => {
    const file = ws.write('results.json', 'x')
    for (const token of [fake.token({ forged: true }), fake.token({ expiresInMs: -1000 })]) {
      const error = await failure(
        asJob(() => client.uploadArtifact('results', [file], ws.root), {
          env: { ACTIONS_RUNTIME_TOKEN: token }
        })
      )
      expect(error.message).toMatch(saying('CreateArtifact', '(401)', 'non-retryable'))
    }
    expect(fake.artifacts).toEqual([])
    expect(fake.requests.map(r => r.status)).toEqual([401, 401])
  })

  it('refuses a token for another run, one without the results scope, and a request it does not route', async () => {
    const run2 = fake.backendIds(2, 'build')
    const ids = {
      workflow_run_backend_id: run2.runBackendId,
      workflow_job_run_backend_id: run2.jobBackendId
    }
    expect(await call('ListArtifacts', ids)).toEqual({
      status: 403,
      body: { code: 'permission_denied', msg: expect.any(String) }
    })
    expect(
      await call('ListArtifacts', ids, fake.token({ runId: 2, scp: 'Actions.GenericRead:x' }))
    ).toMatchObject({
      status: 403,
      body: { code: 'permission_denied' }
    })
    const own = fake.backendIds(1, 'build')
    const mine = {
      workflow_run_backend_id: own.runBackendId,
      workflow_job_run_backend_id: own.jobBackendId
    }
    expect(await call('CreateArtifact', { ...mine, version: 7 })).toMatchObject({
      status: 400,
      body: { code: 'invalid_argument' }
    })
    expect(await call('CreateArtifact', { ...mine, version: 7, name: 'a/b' })).toMatchObject({
      status: 400,
      body: { code: 'invalid_argument' }
    })
    expect(await call('UploadArtifact', mine)).toMatchObject({
      status: 404,
      body: { code: 'bad_route' }
    })
    expect(await call('ListArtifacts', mine, undefined, { method: 'PUT' })).toMatchObject({
      status: 404,
      body: { code: 'bad_route' }
    })
    expect(await call('ListArtifacts', mine)).toEqual({ status: 200, body: { artifacts: [] } })
  })

  it('serves a blob only to a signed URL that is whole, unexpired and allows reading', async () => {
    const file = ws.write('results.json', 'x')
    const stored = await asJob(() => client.uploadArtifact('results', [file], ws.root))
    const [artifact] = fake.artifactsOfRun(1)
    expect(artifact.id).toBe(stored.id)
    const good = fake.signedDownloadUrl(artifact)
    expect((await fetch(good)).status).toBe(200)

    const tampered = new URL(good)
    tampered.searchParams.set('se', '2099-01-01T00:00:00Z')
    const refused = await fetch(tampered)
    expect(refused.status).toBe(403)
    expect(refused.headers.get('x-ms-error-code')).toBe('AuthenticationFailed')
    expect(await refused.text()).toMatch(
      saying('<Code>AuthenticationFailed</Code>', 'Signature did not match')
    )

    const unsigned = new URL(good)
    unsigned.searchParams.delete('sig')
    expect((await fetch(unsigned)).status).toBe(403)

    // The upload URL lets one write the blob, not read it.
    const own = fake.backendIds(1, 'build')
    const created = await call('CreateArtifact', {
      workflow_run_backend_id: own.runBackendId,
      workflow_job_run_backend_id: own.jobBackendId,
      name: 'other',
      version: 7
    })
    const uploadUrl = (created.body as { signed_upload_url: string }).signed_upload_url
    const read = await fetch(uploadUrl)
    expect(read.status).toBe(403)
    expect(read.headers.get('x-ms-error-code')).toBe('AuthorizationPermissionMismatch')

    fake.advanceTime(2 * 60 * 60 * 1000)
    const expired = await fetch(good)
    expect(expired.status).toBe(403)
    expect(await expired.text()).toMatch(/not valid in the specified time frame/)
  })
})

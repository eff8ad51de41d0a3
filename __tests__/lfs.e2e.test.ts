/**
 * Datasets in Git LFS, through the bundle as a runner runs it: a repository whose datasets are
 * LFS files, pushed with their objects to a local remote (a `file://` remote, which git-lfs
 * reaches without a server), and checked out as actions/checkout leaves it without `lfs: true`:
 * every dataset a pointer. A push changed one of them; its base version is read through the
 * pointer of the base commit.
 */
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { parse } from 'csv-parse/sync'
import { startEmulator, type Emulator } from '../emulator/server.js'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { Input, Output } from '../src/config/constants.js'
import { NODE24, runAction, type ActionResult, type SubAction } from '../tools/runner.js'
import { queryRows, writeParquet } from './helpers/duckdb.js'
import { push } from './helpers/events.js'
import { lfsCheckout, type LfsCheckout } from './helpers/lfs-repo.js'
import { renderGfm } from './helpers/gfm.js'
import { saying } from './helpers/meaning.js'
import { useFakeArtifacts } from './helpers/services.js'

const HEADER = 'day,store,units\n'
const row = (i: number) => `2026-03-${String((i % 28) + 1).padStart(2, '0')},S${i % 7},${i * 3}\n`
const rows = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, k) => row(from + k)).join('')

const SALES_BASE = HEADER + rows(0, 100)
// The push adds 20 rows and removes 5.
const SALES_HEAD = HEADER + rows(5, 120)
const STOCK = 'sku,qty\nA1,4\nB2,0\nC3,12\n'
const ARCHIVE = HEADER + rows(0, 3000)

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')

const store = useFakeArtifacts()
let repo: LfsCheckout
let emulator: Emulator
let scratch: string
let parquet: Buffer

beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'dashboard-lfs-e2e-'))
  const parquetFile = path.join(scratch, 'events.parquet')
  await writeParquet(
    parquetFile,
    `SELECT i AS id, 'kind ' || (i % 4) AS kind, (i * 0.25)::DECIMAL(10,2) AS amount FROM range(500) t(i)`
  )
  parquet = readFileSync(parquetFile)
  repo = lfsCheckout(
    {
      'data/sales.csv': SALES_BASE,
      'data/stock.csv': STOCK,
      'data/events.parquet': parquet,
      'archive/2019.csv': ARCHIVE
    },
    ['*.csv', '*.parquet'],
    [{ 'data/sales.csv': SALES_HEAD }]
  )
  emulator = await startEmulator({ instantBytes: 1024 * 1024 })
})
afterAll(async () => {
  await emulator.close()
  repo.remove()
  rmSync(scratch, { recursive: true, force: true })
})
beforeEach(() => {
  emulator.reset()
  // Each run starts from a checkout whose own LFS store is empty, as a fresh runner's is.
  rmSync(path.join(repo.clone, '.git', 'lfs'), { recursive: true, force: true })
})

/** The environment of a job run for the push from the base commit to the head. */
function pushEnv(checkout: LfsCheckout = repo): Record<string, string> {
  const [base, head] = checkout.commits
  const eventPath = path.join(scratch, `push-${Date.now()}.json`)
  writeFileSync(eventPath, JSON.stringify(push.branch(base, head)))
  return {
    GITHUB_SHA: head,
    GITHUB_EVENT_NAME: 'push',
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: 'o/r'
  }
}

function run(inputs: Record<string, string> = {}, node?: string, env: Record<string, string> = {}) {
  return runAction({
    node,
    workspace: repo.clone,
    inputs: {
      [Input.ApiKey]: Object.keys(DEFAULT_KEYS)[1],
      [Input.BaseUrl]: emulator.url,
      [Input.File]: 'data/*',
      ...inputs
    },
    env: { ...pushEnv(), ...env }
  })
}

function uploadOf(name: string) {
  const request = emulator.requests.find(r => r.file?.name === name)
  if (request?.file === undefined) throw new Error(`nothing uploaded as ${name}`)
  return request.file
}

interface Result {
  file: string
  change?: {
    kind: string
    added?: number
    removed?: number
    before?: number
    after?: number
    text?: string
  }
  upload?: { lfs?: { bytes: number }; converted: boolean }
}

describe.each([
  ['this Node', undefined],
  ['Node 24', NODE24]
])('datasets in Git LFS, checked out as pointers (%s)', (_name, node) => {
  it('uploads each object fetched alone and checked, never a pointer, and compares through the base pointer', async () => {
    const result = await run({}, node)
    expect(result.code).toBe(0)
    // What the service received is the content, byte for byte where it goes as it is.
    expect(uploadOf('sales.csv').sha256).toBe(sha256(SALES_HEAD))
    expect(uploadOf('stock.csv').sha256).toBe(sha256(STOCK))
    const uploads = emulator.requests.flatMap(r => (r.file ? [r.file] : []))
    expect(uploads).toHaveLength(3)
    for (const file of uploads)
      expect(file.content.toString('utf8')).not.toContain('git-lfs.github.com/spec')
    // The Parquet object, fetched and converted: every row, read back as DuckDB reads the file.
    const events = parse<Record<string, string>>(uploadOf('events.csv').content, {
      columns: true
    })
    const expected = await queryRows(
      `SELECT id::VARCHAR, kind, amount::VARCHAR FROM read_parquet('${path.join(scratch, 'events.parquet')}') ORDER BY id`
    )
    expect(events.map(r => [r.id, r.kind, r.amount])).toEqual(expected)
    // Only the matched datasets' objects (and the base version of the changed one) were fetched.
    const fetched = new Set(repo.cloneObjects())
    expect(fetched.has(sha256(ARCHIVE))).toBe(false)
    expect(fetched.has(sha256(SALES_HEAD))).toBe(true)
    // The change, counted from the base object reached through the base commit's pointer.
    const results = JSON.parse(result.outputs[Output.Results]) as Result[]
    const sales = results.find(r => r.file === 'data/sales.csv')
    expect(sales?.change).toMatchObject({
      kind: 'changed',
      before: 100,
      after: 115,
      added: 20,
      removed: 5
    })
    expect(sales?.upload).toMatchObject({
      lfs: { bytes: Buffer.byteLength(SALES_HEAD) },
      converted: false
    })
    expect(results.find(r => r.file === 'data/stock.csv')?.change).toMatchObject({
      kind: 'unchanged'
    })
    expect(result.stdout).toMatch(saying('data/sales.csv', 'LFS object fetched'))
    expect(result.summary).toContain('LFS object fetched')
  })
})

describe('a plan over LFS datasets', () => {
  it('reports them with their sizes and fetches no object', async () => {
    const result = await runAction({
      action: 'plan',
      workspace: repo.clone,
      inputs: { [Input.File]: 'data/*' },
      env: { ...pushEnv(), ...store.artifacts.env() }
    })
    expect(result.code).toBe(0)
    expect(repo.cloneObjects()).toEqual([])
    expect(emulator.requests).toHaveLength(0)
    expect(JSON.parse(result.outputs[Output.Datasets])).toEqual([
      'data/events.parquet',
      'data/sales.csv',
      'data/stock.csv'
    ])
    expect(result.stdout).toMatch(saying('data/sales.csv', 'LFS object', 'not fetched'))
    const [table] = renderGfm(result.summary).tables
    const sales = table.find(row => row[0].startsWith('data/sales.csv'))
    expect(sales?.[0]).toMatch(saying('LFS object', 'not fetched'))
    expect(store.artifacts.artifactsOfRun(1).map(artifact => artifact.name)).toEqual([
      'dashboards-plan-1'
    ])
  })
})

describe('an LFS dataset that cannot be fetched', () => {
  it('fails before any upload, naming the file and lfs: true, when the runner has no git-lfs', async () => {
    // A PATH with git but not git-lfs, as on a runner image without it.
    const bin = mkdtempSync(path.join(scratch, 'bin-'))
    symlinkSync('/usr/bin/git', path.join(bin, 'git'))
    symlinkSync(process.execPath, path.join(bin, 'node'))
    const result = await run({ [Input.File]: 'data/sales.csv' }, undefined, { PATH: bin })
    expect(result.code).toBe(1)
    expect(result.stdout).toMatch(saying('data/sales.csv', 'git-lfs', 'lfs: true'))
    expect(emulator.requests).toHaveLength(0)
  })
  it('refuses a pointer to an object too large to fetch, or past 10 MB with nothing to shrink it, before fetching', async () => {
    const pointer = (size: number) =>
      `version https://git-lfs.github.com/spec/v1\noid sha256:${'a'.repeat(64)}\nsize ${size}\n`
    writeFileSync(path.join(repo.clone, 'data', 'huge.csv'), pointer(3 * 1024 ** 3))
    writeFileSync(path.join(repo.clone, 'data', 'big.csv'), pointer(400 * 1024 ** 2))
    try {
      const huge = await run({ [Input.File]: 'data/huge.csv', [Input.Oversize]: 'sample' })
      expect(huge.code).toBe(1)
      expect(huge.stdout).toMatch(saying('data/huge.csv', 'Git LFS pointer', '2 GiB'))
      const big = await run({ [Input.File]: 'data/big.csv' })
      expect(big.code).toBe(1)
      expect(big.stdout).toMatch(saying('data/big.csv', '419,430,400 bytes', "'oversize: sample'"))
      expect(repo.cloneObjects()).toEqual([])
      expect(emulator.requests).toHaveLength(0)
    } finally {
      rmSync(path.join(repo.clone, 'data', 'huge.csv'))
      rmSync(path.join(repo.clone, 'data', 'big.csv'))
    }
  })
  it("refuses to fetch from another host than the repository's, when .lfsconfig names one", async () => {
    writeFileSync(
      path.join(repo.clone, '.lfsconfig'),
      '[lfs]\n\turl = https://lfs.evil.example/o/r\n'
    )
    try {
      const result = await run({ [Input.File]: 'data/sales.csv' })
      expect(result.code).toBe(1)
      expect(result.stdout).toMatch(
        saying('data/sales.csv', '.lfsconfig', 'lfs.evil.example', 'lfs: true')
      )
      expect(repo.cloneObjects()).toEqual([])
      expect(emulator.requests).toHaveLength(0)
    } finally {
      rmSync(path.join(repo.clone, '.lfsconfig'))
    }
  })
  it('sends nothing of it, naming the file and the object, when the server lacks it', async () => {
    repo.replaceObject('remote', sha256(STOCK))
    try {
      const result = await run({ [Input.File]: 'data/*.csv' })
      expect(result.code).toBe(1)
      expect(result.stdout).toMatch(
        saying('data/stock.csv', 'not on the LFS server', 'git lfs push')
      )
      // The other dataset is not held back by it.
      const sent = emulator.requests.filter(request => request.method === 'POST')
      expect(sent.map(request => request.file?.name)).toEqual(['sales.csv'])
    } finally {
      repo.replaceObject('remote', sha256(STOCK), STOCK)
    }
  })
})

describe('a matrix over an LFS dataset and a plain one, both changed by the push', () => {
  // sales.csv alone is in LFS; stock.csv is a plain file, which the plan compares itself.
  const GROWN_SALES = HEADER + rows(0, 130)
  // A1 sold out and dropped, two new lines.
  const NEW_STOCK = 'sku,qty\nB2,0\nC3,12\nD4,7\nE5,1\n'
  const RUN_ID = 4242
  let mixed: LfsCheckout

  beforeAll(() => {
    mixed = lfsCheckout(
      { 'data/sales.csv': SALES_BASE, 'data/stock.csv': STOCK },
      ['data/sales.csv'],
      [{ 'data/sales.csv': GROWN_SALES, 'data/stock.csv': NEW_STOCK }]
    )
  })
  afterAll(() => mixed.remove())

  /** A job on a runner of its own: the checkout's LFS store empty, as a fresh runner's is. */
  function job(action: SubAction | undefined, name: string, inputs: Record<string, string>) {
    rmSync(path.join(mixed.clone, '.git', 'lfs'), { recursive: true, force: true })
    return runAction({
      action,
      workspace: mixed.clone,
      inputs,
      env: { ...pushEnv(mixed), ...store.artifacts.env({ runId: RUN_ID, job: name }) }
    })
  }
  const generating = () => ({
    [Input.ApiKey]: Object.keys(DEFAULT_KEYS)[1],
    [Input.BaseUrl]: emulator.url
  })
  const changes = (result: ActionResult) =>
    new Map((JSON.parse(result.outputs[Output.Results]) as Result[]).map(r => [r.file, r.change]))

  it("reports each dataset's change as a single job does: the LFS one compared by its leg, the plain one by the plan", async () => {
    expect(mixed.pointer('data/sales.csv').toString()).toContain('git-lfs.github.com/spec')
    expect(mixed.pointer('data/stock.csv').toString()).toBe(NEW_STOCK)

    const single = await job(undefined, 'single', { ...generating(), [Input.File]: 'data/*' })
    expect(single.code).toBe(0)
    const expected = changes(single)
    // What one job reports, known from the files: the reference the matrix is held to.
    expect(expected.get('data/sales.csv')).toMatchObject({
      kind: 'changed',
      before: 100,
      after: 130,
      added: 30,
      removed: 0,
      text: expect.stringContaining('30 added')
    })
    expect(expected.get('data/stock.csv')).toMatchObject({
      kind: 'changed',
      before: 3,
      after: 4,
      added: 2,
      removed: 1,
      text: expect.stringContaining('2 added, 1 removed')
    })

    const plan = await job('plan', 'plan', { [Input.File]: 'data/*' })
    expect(plan.code).toBe(0)
    expect(mixed.cloneObjects()).toEqual([])
    // The plan's summary, as a reader sees it: the LFS dataset not compared, the plain one compared.
    const [table] = renderGfm(plan.summary).tables
    const change = table[0].indexOf('Change')
    const planned = (file: string) => table.find(row => row[0].startsWith(file))?.[change]
    expect(planned('data/sales.csv')).toMatch(saying('Not compared', 'Git LFS'))
    expect(planned('data/stock.csv')).toBe(expected.get('data/stock.csv')?.text)

    const matrix = JSON.parse(plan.outputs[Output.Matrix]) as {
      include: { leg: string; file: string }[]
    }
    expect(matrix.include).toHaveLength(2)
    for (const entry of matrix.include) {
      const leg = await job(undefined, `leg-${entry.leg}`, {
        ...generating(),
        [Input.File]: entry.file,
        [Input.Leg]: entry.leg
      })
      expect(leg.code).toBe(0)
    }

    const collect = await job('collect', 'collect', {})
    expect(collect.code).toBe(0)
    // Reading the legs' artifacts warns of nothing (unzip-stream's Buffer() was DEP0005).
    expect(collect.stderr).not.toMatch(/Warning/)
    expect(Object.fromEntries(changes(collect))).toEqual(Object.fromEntries(expected))
  })
})

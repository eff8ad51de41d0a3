/**
 * A dataset's Git LFS object fetched by the real git-lfs from a checkout that holds its pointer:
 * from a `file://` remote's store, and from an LFS server on loopback where credentials matter.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { fetchLfsObject, parseLfsPointer, type LfsPointer } from '../src/datasets/find/lfs.js'
import { lfsCheckout, type LfsCheckout } from './helpers/lfs-repo.js'
import { startLfsServer } from './helpers/lfs-server.js'
import { saying } from './helpers/meaning.js'

const SALES = 'month,region,revenue\n2026-01,North,1200\n2026-01,South,900\n'
const STOCK = 'sku,count\nA1,3\nB2,0\n'
const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex')
const SALES_OID = sha256(SALES)
const STOCK_OID = sha256(STOCK)
const TIME_LIMIT_MS = 30_000

let repo: LfsCheckout
let out: string
beforeAll(() => {
  out = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'dashboard-lfs-out-')))
})
afterAll(() => rmSync(out, { recursive: true, force: true }))
beforeEach(() => {
  repo = lfsCheckout({ 'data/sales.csv': SALES, 'data/stock.csv': STOCK, 'README.md': '# r\n' })
})
afterEach(() => repo.remove())

let fetches = 0
/** Fetches data/sales.csv's object into a new file; returns the file's path. */
async function fetchSales(
  overrides: { pointer?: LfsPointer; timeoutMs?: number } = {}
): Promise<string> {
  const destination = path.join(out, `sales-${++fetches}.csv`)
  await fetchLfsObject({
    workspace: repo.clone,
    displayPath: 'data/sales.csv',
    pointer: overrides.pointer ?? salesPointer(),
    destination,
    timeoutMs: overrides.timeoutMs ?? TIME_LIMIT_MS
  })
  return destination
}

function salesPointer(): LfsPointer {
  const pointer = parseLfsPointer(repo.pointer('data/sales.csv'))
  if (pointer === undefined) throw new Error('the checkout holds no pointer for data/sales.csv')
  return pointer
}

/** The rejection of a fetch, and whether it left its destination behind. */
async function failedFetch(
  overrides: Parameters<typeof fetchSales>[0] = {}
): Promise<{ message: string; leftBehind: boolean }> {
  const before = fetches
  try {
    await fetchSales(overrides)
  } catch (error) {
    const destination = path.join(out, `sales-${before + 1}.csv`)
    return { message: (error as Error).message, leftBehind: existsSync(destination) }
  }
  throw new Error('the fetch succeeded')
}

describe('a dataset in Git LFS, from a file:// remote', () => {
  it('is a pointer in a checkout without lfs: true, naming the committed content', () => {
    expect(parseLfsPointer(repo.pointer('data/sales.csv'))).toEqual({
      oid: SALES_OID,
      size: Buffer.byteLength(SALES)
    })
    expect(parseLfsPointer(repo.pointer('README.md'))).toBeUndefined()
    expect(repo.cloneObjects()).toEqual([])
  })
  it('fetches that one object, byte for byte, and no other', async () => {
    const file = await fetchSales()
    expect(readFileSync(file, 'utf8')).toBe(SALES)
    expect(repo.cloneObjects()).toEqual([SALES_OID])
    expect(repo.cloneObjects()).not.toContain(STOCK_OID)
  })
  it('fetches a dataset that the repository’s LFS settings leave out of fetches', async () => {
    repo.git('config', 'lfs.fetchinclude', 'docs/**')
    repo.git('config', 'lfs.fetchexclude', 'data/**')
    expect(readFileSync(await fetchSales(), 'utf8')).toBe(SALES)
  })
  it('says an object the remote lacks is not on the LFS server, and leaves no file', async () => {
    repo.replaceObject('remote', SALES_OID)
    const { message, leftBehind } = await failedFetch()
    expect(message).toMatch(
      saying('"data/sales.csv"', SALES_OID.slice(0, 12), 'not on the LFS server', 'git lfs push')
    )
    expect(leftBehind).toBe(false)
  })
  it('refuses an object of the right size with other bytes, and leaves no file', async () => {
    const forged = SALES.replace('1200', '9999')
    repo.replaceObject('remote', SALES_OID, forged)
    const { message, leftBehind } = await failedFetch()
    expect(message).toMatch(
      saying(
        '"data/sales.csv"',
        'does not match its pointer',
        `${Buffer.byteLength(SALES)} bytes`,
        SALES_OID.slice(0, 12),
        sha256(forged).slice(0, 12),
        'nothing was uploaded'
      )
    )
    expect(leftBehind).toBe(false)
  })
  it('takes an object of another size for one the remote lacks, as git-lfs does', async () => {
    // git-lfs's agent for file:// remotes only sees an object whose size is the pointer's.
    repo.replaceObject('remote', SALES_OID, `${SALES}2026-02,North,1300\n`)
    expect((await failedFetch()).message).toMatch(saying('not on the LFS server'))
  })
  it('checks the bytes itself: a damaged copy in the checkout’s own store is refused', async () => {
    await fetchSales()
    const damaged = SALES.replace('North', 'NORTH')
    repo.replaceObject('clone', SALES_OID, damaged)
    const { message, leftBehind } = await failedFetch()
    expect(message).toMatch(
      saying('does not match its pointer', sha256(damaged).slice(0, 12), 'nothing was uploaded')
    )
    expect(leftBehind).toBe(false)
  })
  it('says git-lfs is missing when the runner has git alone, and how to do without it', async () => {
    const bin = mkdtempSync(path.join(os.tmpdir(), 'dashboard-git-only-'))
    const git = (process.env.PATH ?? '')
      .split(path.delimiter)
      .map(dir => path.join(dir, 'git'))
      .find(file => existsSync(file))
    if (git === undefined) throw new Error('git is not on PATH')
    symlinkSync(git, path.join(bin, 'git'))
    const saved = process.env.PATH
    process.env.PATH = bin
    try {
      const { message, leftBehind } = await failedFetch()
      expect(message).toMatch(
        saying('"data/sales.csv"', 'Git LFS pointer', 'install git-lfs', 'lfs: true')
      )
      expect(leftBehind).toBe(false)
    } finally {
      process.env.PATH = saved
      rmSync(bin, { recursive: true, force: true })
    }
  })
})

describe('a dataset in Git LFS, from an LFS server', () => {
  // As actions/checkout persists it: `AUTHORIZATION: basic base64(x-access-token:<token>)`.
  const TOKEN = 'Basic eC1hY2Nlc3MtdG9rZW46c2VjcmV0LXRva2Vu'

  it('sends the Authorization header actions/checkout persists, and fetches with it', async () => {
    const server = await startLfsServer({ objects: { [SALES_OID]: SALES }, authorization: TOKEN })
    try {
      repo.git('config', 'lfs.url', server.url)
      repo.git('config', `http.${server.origin}.extraheader`, `AUTHORIZATION: ${TOKEN}`)
      expect(readFileSync(await fetchSales(), 'utf8')).toBe(SALES)
      expect(server.requests).toEqual([
        { request: 'POST /info/lfs/objects/batch', authorization: TOKEN },
        { request: `GET /objects/${SALES_OID}`, authorization: TOKEN }
      ])
    } finally {
      await server.close()
    }
  })
  it.each([
    ['without credentials (401)', undefined],
    ['with credentials it refuses (403)', 'Basic d3Jvbmctc2VjcmV0']
  ])('names the permission to grant when the server is asked %s', async (_case, header) => {
    const server = await startLfsServer({ objects: { [SALES_OID]: SALES }, authorization: TOKEN })
    try {
      repo.git('config', 'lfs.url', server.url)
      if (header !== undefined)
        repo.git('config', `http.${server.origin}.extraheader`, `AUTHORIZATION: ${header}`)
      const { message, leftBehind } = await failedFetch()
      expect(message).toMatch(
        saying('"data/sales.csv"', 'contents: read', 'persist-credentials', 'lfs: true')
      )
      expect(message).not.toMatch(/d3Jvbmctc2VjcmV0/)
      expect(leftBehind).toBe(false)
    } finally {
      await server.close()
    }
  })
  it('says an object the server does not hold is not on the LFS server', async () => {
    const server = await startLfsServer({ objects: {} })
    try {
      repo.git('config', 'lfs.url', server.url)
      expect((await failedFetch()).message).toMatch(
        saying(SALES_OID.slice(0, 12), 'not on the LFS server')
      )
    } finally {
      await server.close()
    }
  })
  it('refuses bytes of another size than the pointer’s, and tells both sizes', async () => {
    const longer = `${SALES}2026-02,North,1300\n`
    const server = await startLfsServer({ objects: { [SALES_OID]: longer } })
    try {
      repo.git('config', 'lfs.url', server.url)
      const { message, leftBehind } = await failedFetch()
      expect(message).toMatch(
        saying(
          'does not match its pointer',
          `expected ${Buffer.byteLength(SALES)} bytes`,
          `got ${Buffer.byteLength(longer)} bytes`
        )
      )
      expect(leftBehind).toBe(false)
    } finally {
      await server.close()
    }
  })
  it('stops a download that outlasts its time limit, and says after how long', async () => {
    const server = await startLfsServer({ objects: { [SALES_OID]: SALES }, stall: true })
    try {
      repo.git('config', 'lfs.url', server.url)
      const started = Date.now()
      const { message, leftBehind } = await failedFetch({ timeoutMs: 1500 })
      expect(Date.now() - started).toBeLessThan(10_000)
      expect(message).toMatch(saying('"data/sales.csv"', 'timed out after 1.5 s', 'lfs: true'))
      expect(leftBehind).toBe(false)
    } finally {
      await server.close()
    }
  })
  it('quotes git-lfs on any other failure, without a password from the URL', async () => {
    // Port 1 on loopback: nothing listens, so the connection is refused at once.
    repo.git('config', 'lfs.url', 'http://x-access-token:pa55word@127.0.0.1:1/info/lfs')
    const { message, leftBehind } = await failedFetch()
    expect(message).toMatch(saying('"data/sales.csv"', 'connection refused', 'lfs: true'))
    expect(message).not.toMatch(/pa55word/)
    expect(message.length).toBeLessThan(600)
    expect(leftBehind).toBe(false)
  })
})

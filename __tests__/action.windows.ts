/**
 * The bundle on a Windows runner: dist/index.js run by Windows Node (under wine, see
 * tools/windows/) with a Windows workspace, against the service emulator. Dataset paths as
 * Windows users write them, the bytes the service receives, and the outputs and summary as the
 * Windows runner reads them. `npm run test:windows`; not part of `npm test`.
 */
import { createHash } from 'node:crypto'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../emulator/server.js'
import { Input, Output } from '../src/config/constants.js'
import { runActionOnWindows, type WindowsActionResult } from '../tools/windows/run-action.js'
import { startWine, windowsPath, type Wine } from '../tools/windows/wine.js'
import { renderGfm } from './helpers/gfm.js'
import { saying } from './helpers/meaning.js'
import { makeWorkspace, type Workspace } from './helpers/workspace.js'

const KEY = 'svc_live_W1nd0wsK3y7rQ2mX9pL4'

/** As a Windows checkout leaves it (CRLF line ends), with text that is not ASCII. */
const SALES = Buffer.from('month,city,revenue\r\n2026-01,Zürich,1200\r\n2026-01,São Paulo,900\r\n')
const NORTH = Buffer.from('id,name\n1,Nord\n2,Norrland\n')
const SOUTH = Buffer.from('[{"id":1,"name":"Süd"}]')
const SKIPPED = Buffer.from('id\n1\n')
/** A tab-separated export, gzip-compressed, as Windows tools write it (CRLF, a "Zürich" cell). */
const EAST_TSV = 'month\tcity\trevenue\r\n2026-01\tZürich\t"1,200"\r\n2026-02\tBern\t900\r\n'

/** The checkout is `repo/`; beside it lies a file of the machine that is not the repository's. */
const machine: Workspace = makeWorkspace()
const WORKSPACE = path.join(machine.root, 'repo')
let wine: Wine
let emulator: Emulator

beforeAll(async () => {
  wine = await startWine()
  emulator = await startEmulator({ keys: { [KEY]: 'premium' } })
  machine.write('repo/data/sales.csv', SALES)
  machine.write('repo/data/regions/north.csv', NORTH)
  machine.write('repo/data/regions/south.json', SOUTH)
  machine.write('repo/data/regions/skip.csv', SKIPPED)
  machine.write('repo/exports/east.tsv.gz', gzipSync(EAST_TSV))
  machine.write('private.csv', 'name,salary\nAda,1\n')
}, 120_000)
afterAll(async () => {
  await emulator?.close()
  machine.remove()
  await wine?.close()
})

/** One step on a Windows runner, against an emulator that has received nothing yet. */
function run(file: string): Promise<WindowsActionResult> {
  emulator.reset()
  return runActionOnWindows(wine, {
    workspace: WORKSPACE,
    inputs: { [Input.ApiKey]: KEY, [Input.BaseUrl]: emulator.url, [Input.File]: file }
  })
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/** The uploads the service received: file name, size and digest of the bytes. */
function uploads(): { name: string; bytes: number; sha256: string }[] {
  return emulator.requests
    .flatMap(({ file }) =>
      file ? [{ name: file.name, bytes: file.bytes, sha256: file.sha256 }] : []
    )
    .sort((a, b) => a.name.localeCompare(b.name))
}

const received = (name: string, bytes: Buffer) => ({
  name,
  bytes: bytes.length,
  sha256: sha256(bytes)
})

it('is Windows Node that runs the bundle', () => {
  expect(wine.node).toBe('win32 v22.23.3')
})

describe.each([
  ['a relative path with backslashes', 'data\\sales.csv'],
  ['a path from the current folder', '.\\data\\sales.csv'],
  ['the path in another case, as NTFS ignores case', 'Data\\Sales.CSV'],
  ["the workspace's absolute path", `${windowsPath(WORKSPACE)}\\data\\sales.csv`]
])('%s (%s)', (_what, file) => {
  let result: WindowsActionResult
  beforeAll(async () => {
    result = await run(file)
  }, 120_000)

  it('uploads the file byte for byte, under its name on disk', () => {
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(uploads()).toEqual([received('sales.csv', SALES)])
  })

  it('sets the outputs as the Windows runner reads them', () => {
    const generation = [...emulator.generations.values()][0]
    expect(result.outputs).toMatchObject({
      [Output.GenerationId]: generation.id,
      [Output.Status]: 'completed',
      [Output.DashboardId]: generation.dashboardId,
      [Output.ShareUrl]: `${emulator.url}share/${generation.shareId}/view/`,
      [Output.Datasets]: '["data/sales.csv"]'
    })
    const results = JSON.parse(result.outputs[Output.Results]) as { file: string }[]
    expect(results.map(r => r.file)).toEqual(['data/sales.csv'])
    // @actions/core ends each line with the platform's line end; the runner takes it off.
    expect(result.outputFile).toContain(`${Output.Status}<<`)
    expect(result.outputFile).not.toMatch(/[^\r]\n/)
    for (const value of Object.values(result.outputs)) expect(value).not.toMatch(/[\r\n]/)
  })

  it('reports the dashboard in the job summary, the key nowhere', () => {
    const generation = [...emulator.generations.values()][0]
    const summary = renderGfm(result.summary)
    expect(summary.links).toContain(`${emulator.url}share/${generation.shareId}/view/`)
    expect(summary.text).toContain('data/sales.csv')
    // Only the commands that mask the key carry it (debug logging is on).
    const log = result.stdout.split(/\r?\n/).filter(line => !line.startsWith('::add-mask::'))
    for (const text of [...log, result.outputFile, result.summary])
      expect(text).not.toContain('W1nd0wsK3y7rQ2mX9pL4')
  })
})

it.each([
  [
    'written with backslashes, exclusions included',
    'data\\regions\\*.csv\ndata\\**\\*.json\n!data\\regions\\skip.csv',
    { 'data/regions/north.csv': NORTH, 'data/regions/south.json': SOUTH }
  ],
  [
    'in another case, as Windows ignores it',
    'Data\\Regions\\*.CSV',
    { 'data/regions/north.csv': NORTH, 'data/regions/skip.csv': SKIPPED }
  ],
  [
    "under the workspace's absolute path",
    `${windowsPath(WORKSPACE)}\\data\\**\\*.json`,
    { 'data/regions/south.json': SOUTH }
  ]
])('takes glob patterns %s', async (_what, patterns, expected: Record<string, Buffer>) => {
  const result = await run(patterns)
  expect(result.code).toBe(0)
  expect(JSON.parse(result.outputs[Output.Datasets])).toEqual(Object.keys(expected))
  expect(uploads()).toEqual(
    Object.entries(expected).map(([file, bytes]) => received(path.posix.basename(file), bytes))
  )
})

it('converts a gzip-compressed, tab-separated export into the comma-separated UTF-8 CSV it uploads', async () => {
  const result = await run('exports\\east.tsv.gz')
  expect(result.code).toBe(0)
  const upload = emulator.requests.find(r => r.file)?.file
  expect(upload?.name).toBe('east.csv')
  expect(upload?.content.toString('utf8')).toBe(
    'month,city,revenue\n2026-01,Zürich,"1,200"\n2026-02,Bern,900\n'
  )
  expect(result.stdout).toMatch(
    saying('east.tsv.gz', 'gzip unpacked', 'tab-separated → CSV', '2 rows')
  )
})

it.each([
  ['a path that climbs out of the workspace with backslashes', '..\\private.csv'],
  ['a file on another drive', 'C:\\windows\\win.ini']
])('refuses %s (%s) before any request', async (_what, file) => {
  const result = await run(file)
  expect(result.code).toBe(1)
  const error = result.stdout.split(/\r?\n/).find(line => line.startsWith('::error::'))
  expect(error).toContain("Input 'file'")
  // The value as given (JSON-quoted, so each backslash shows doubled), and where it leads.
  expect(error).toContain(JSON.stringify(file))
  expect(error).toContain('outside the workspace')
  expect(error).toContain(windowsPath(WORKSPACE))
  expect(emulator.requests).toHaveLength(0)
})

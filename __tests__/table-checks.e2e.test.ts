/**
 * Only a table is uploaded, through the bundle on Node 20 and 24: a web page, an XML feed, a
 * record wider than its header, a repeated header and decimal points under
 * `decimal-separator: ,` are each refused before anything of them is sent, naming the file, the
 * line or column and the fix, while the other datasets go; and `timeout` bounds the whole step,
 * conversions included.
 */
import { existsSync, linkSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../emulator/server.js'
import { Input } from '../src/config/constants.js'
import { NODE24, type ActionResult } from '../tools/runner.js'
import { saying } from './helpers/meaning.js'
import { BOTH_NODES, commandTexts, runWithKey, statusByFile } from './helpers/step-result.js'
import { makeWorkspace, type Workspace } from './helpers/workspace.js'

const GOOD_CSV = 'id,region,month,revenue\n1,North,2026-01,1200\n2,South,2026-01,900\n'
const LOGIN_PAGE =
  '<!DOCTYPE html>\n<html lang="en">\n<head><title>Sign in</title></head>\n<body><form action="/login"><input name="user"></form></body>\n</html>\n'
const FEED =
  '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>Sales</title>\n<item><region>North</region><revenue>1200</revenue></item>\n</channel></rss>\n'
/** Two exports of the same table joined: the header again on line 4. */
const JOINED = 'id,team,month\n1,east,2024-01\n2,west,2024-01\nid,team,month\n3,east,2024-02\n'
/** A thousands comma in an unquoted number: five fields on line 4 under a header of four. */
const RAGGED =
  'id,team,month,headcount\n1,east,2024-01,12\n2,west,2024-01,9\n3,east,2024-02,1,530\n'
/** A comma CSV with decimal points, which `decimal-separator: ,` would spoil (0.125 as 0125). */
const POINTS = 'id,rate,amount\n1,0.125,2.500\n2,10.5,3.250\n'
const EU_CSV = 'id;region;revenue\n1;Nord;1.200,50\n2;Süd;900,25\n'

let emulator: Emulator
let ws: Workspace
/** A gzip CSV that unpacks to about 200 MB, made once for every run that needs it. */
let bigGzip: string
let scratch: Workspace

beforeAll(async () => {
  if (!existsSync(NODE24))
    throw new Error(`Node 24 is missing at ${NODE24}: run 'npm run setup:node24' (npm test does).`)
  emulator = await startEmulator({ processingMs: 100 })
  scratch = makeWorkspace()
  bigGzip = scratch.write('big.csv.gz', gzipSync(bigCsv(200 * 1024 ** 2), { level: 1 }))
})
afterAll(async () => {
  await emulator.close()
  scratch.remove()
  ws?.remove()
})
beforeEach(() => {
  emulator.reset()
  ws?.remove()
  ws = makeWorkspace()
})

/** Rows of varied numbers (they compress about five times, far from a gzip bomb's ratio). */
function bigCsv(bytes: number): Buffer {
  const rows: string[] = ['id,region,month,amount,units']
  let size = rows[0].length + 1
  let seed = 7
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31)
  for (let id = 1; size < 4 * 1024 ** 2; id++) {
    const row = `${id},r${next() % 97},2026-${1 + (next() % 12)},${next() % 100000}.${next() % 100},${next() % 5000}`
    rows.push(row)
    size += row.length + 1
  }
  const block = Buffer.from(`${rows.slice(1).join('\n')}\n`)
  const head = Buffer.from(`${rows[0]}\n`)
  const copies = Math.ceil(bytes / block.length)
  return Buffer.concat([head, ...Array.from({ length: copies }, () => block)])
}

const lines = commandTexts
const errorOf = (result: ActionResult, file: string) =>
  lines(result, 'error').find(line => line.includes(file)) ?? ''
const uploaded = () =>
  emulator.requests
    .filter(r => r.method === 'POST' && r.file !== undefined)
    .map(r => r.file!.name)
    .sort()
const statusOf = statusByFile

describe.each(BOTH_NODES)('only a table is uploaded, on %s', (_, node) => {
  const run = (inputs: Record<string, string>) => runWithKey(node, emulator.url, ws.root, inputs)

  it('refuses a web page saved as .csv, naming it, and uploads the table beside it', async () => {
    ws.write('data/web export.csv', LOGIN_PAGE)
    ws.write('data/good.csv', GOOD_CSV)
    const result = await run({ [Input.File]: 'data/*.csv' })
    expect(result.code).toBe(1)
    expect(uploaded()).toEqual(['good.csv'])
    expect(errorOf(result, 'data/web export.csv')).toMatch(saying('HTML', 'not a table', 'export'))
    expect(statusOf(result)['data/web export.csv']).toBe('failed')
    expect(statusOf(result)['data/good.csv']).toBe('completed')
  })

  it('refuses an XML feed saved as .csv, gzip or not, naming its root element', async () => {
    ws.write('data/feed.csv', FEED)
    ws.write('data/feed2.csv.gz', gzipSync(FEED))
    ws.write('data/good.csv', GOOD_CSV)
    const result = await run({ [Input.File]: 'data/*' })
    expect(result.code).toBe(1)
    expect(uploaded()).toEqual(['good.csv'])
    for (const file of ['data/feed.csv', 'data/feed2.csv.gz'])
      expect(errorOf(result, file)).toMatch(saying('XML', '<rss>', 'CSV'))
  })

  it('refuses a record wider than its header with its line and the usual cause, as committed, as TSV and gzipped', async () => {
    ws.write('data/headcount.csv', RAGGED)
    ws.write('data/headcount.tsv', RAGGED.replaceAll(',', '\t'))
    ws.write('data/headcount-gz.csv.gz', gzipSync(RAGGED))
    ws.write('data/good.csv', GOOD_CSV)
    const result = await run({ [Input.File]: 'data/*' })
    expect(result.code).toBe(1)
    expect(uploaded()).toEqual(['good.csv'])
    for (const file of ['data/headcount.csv', 'data/headcount-gz.csv.gz'])
      expect(errorOf(result, file)).toMatch(
        saying('5 fields', 'line 4', '4 columns', 'comma', 'unquoted', 'quote')
      )
    expect(errorOf(result, 'data/headcount.tsv')).toMatch(
      saying('5 fields', 'line 4', 'tab', 'unquoted')
    )
    // The annotation points at the line.
    expect(result.stdout).toMatch(/::error [^\n]*file=data\/headcount\.csv,line=4/)
  })

  it('refuses a repeated header with its line, as committed and converted', async () => {
    ws.write('data/headcount.csv', JOINED)
    ws.write('data/headcount-semi.csv', JOINED.replaceAll(',', ';'))
    ws.write('data/good.csv', GOOD_CSV)
    const result = await run({ [Input.File]: 'data/*.csv' })
    expect(result.code).toBe(1)
    expect(uploaded()).toEqual(['good.csv'])
    for (const file of ['data/headcount.csv', 'data/headcount-semi.csv'])
      expect(errorOf(result, file)).toMatch(saying('header', 'line 4', 'Remove'))
  })

  it('keeps a record with fewer fields than the header, as pandas reads it', async () => {
    ws.write('data/short.csv', 'id,team,month\n1,east\n2,west,2024-01\n')
    const result = await run({ [Input.File]: 'data/short.csv' })
    expect(result.code).toBe(0)
    expect(uploaded()).toEqual(['short.csv'])
  })

  it("refuses decimal points under 'decimal-separator: ,', naming the file, column and fix; says decimal commas only of a file that had one", async () => {
    ws.write('data/points.csv', POINTS)
    ws.write('data/eu.csv', EU_CSV)
    ws.write('data/plain.csv', GOOD_CSV)
    const result = await run({ [Input.File]: 'data/*.csv', [Input.DecimalSeparator]: ',' })
    expect(result.code).toBe(1)
    expect(uploaded()).toEqual(['eu.csv', 'plain.csv'])
    expect(errorOf(result, 'data/points.csv')).toMatch(
      saying('"rate"', '0.125', 'decimal point', "'decimal-separator'", 'empty')
    )
    const eu = emulator.requests.find(r => r.file?.name === 'eu.csv')
    expect(eu?.file?.content.toString('utf8')).toBe(
      'id,region,revenue\n1,Nord,1200.50\n2,Süd,900.25\n'
    )
    const said = result.stdout.split('\n').filter(line => line.includes('decimal commas'))
    expect(said.some(line => line.includes('eu.csv'))).toBe(true)
    expect(said.some(line => line.includes('plain.csv'))).toBe(false)
  })

  it('ends near the timeout when large gzip files are converted, naming the time the step had', async () => {
    for (let i = 1; i <= 8; i++) linkSync(bigGzip, path.join(ws.root, `big-${i}.csv.gz`))
    const result = await run({
      [Input.File]: 'big-*.csv.gz',
      [Input.Oversize]: 'sample',
      [Input.Timeout]: '2'
    })
    expect(result.code).toBe(1)
    // Each conversion gets what is left of the 2 s, not 2 s of its own, two at a time.
    expect(result.durationMs).toBeLessThan(2_000 + 3_500)
    const stopped = lines(result, 'error').filter(line => line.includes('converted within'))
    expect(stopped.length).toBeGreaterThan(0)
    for (const line of stopped) expect(line).toMatch(saying("'timeout'", '2 s', 'share'))
  }, 120_000)
})

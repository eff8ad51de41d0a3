/**
 * A green step means every dataset asked for was generated right: through the bundle, on Node 20
 * and 24, each way a new user saw a dataset go missing or mangled while the step stayed green now
 * names the file, says what to do, and lets the other datasets go.
 */
import { existsSync } from 'node:fs'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../emulator/server.js'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { Input, Output } from '../src/config/constants.js'
import { NODE24, runAction, type ActionResult } from '../tools/runner.js'
import { saying } from './helpers/meaning.js'
import { makeWorkspace, type Workspace } from './helpers/workspace.js'

const KEY = Object.keys(DEFAULT_KEYS)[1]
const COMMA_CSV = 'id,region,month,revenue\n1,North,2026-01,1200\n2,South,2026-01,900\n'
const EU_CSV = 'id;region;month;revenue\n1;Nord;2026-01;1.200,50\n2;Süd;2026-01;900,25\n'
let emulator: Emulator
let ws: Workspace

beforeAll(async () => {
  if (!existsSync(NODE24))
    throw new Error(`Node 24 is missing at ${NODE24}: run 'npm run setup:node24' (npm test does).`)
  emulator = await startEmulator({ processingMs: 100 })
})
afterAll(async () => {
  await emulator.close()
})
beforeEach(() => {
  emulator.reset()
  ws?.remove()
  ws = makeWorkspace()
})
afterAll(() => ws?.remove())

const lines = (result: ActionResult, command: string) =>
  result.stdout
    .split('\n')
    .filter(line => line.startsWith(`::${command}`))
    .map(line => decodeURIComponent(line.slice(line.indexOf('::', 2) + 2).replace(/%0A/g, '\n')))
const uploads = () =>
  Object.fromEntries(
    emulator.requests
      .filter(r => r.method === 'POST' && r.file !== undefined)
      .map(r => [r.file!.name, r.file!.content.toString('utf8')])
  )
const results = (result: ActionResult) =>
  JSON.parse(result.outputs[Output.Results] ?? '[]') as { file: string; status: string }[]
const statusOf = (result: ActionResult) =>
  Object.fromEntries(results(result).map(r => [r.file, r.status]))

describe.each([
  ['Node 20', process.execPath],
  ['Node 24', NODE24]
])('on %s', (_, node) => {
  const run = (inputs: Record<string, string>) =>
    runAction({
      node,
      workspace: ws.root,
      inputs: {
        [Input.ApiKey]: KEY,
        [Input.BaseUrl]: emulator.url,
        [Input.PollInterval]: '1',
        ...inputs
      }
    })

  it('names a literal path that matches no file beside one that does, and generates the other', async () => {
    ws.write('data/sales.csv', COMMA_CSV)
    ws.write('data/eu_sales.csv', COMMA_CSV)
    const result = await run({ [Input.File]: 'data/sales.csv\ndata/eu_sale.csv' })
    expect(result.code).toBe(1)
    expect(Object.keys(uploads())).toEqual(['sales.csv'])
    const errors = lines(result, 'error').join('\n')
    expect(errors).toMatch(saying("'file'", 'data/eu_sale.csv', 'data/eu_sales.csv'))
    expect(statusOf(result)).toEqual({
      'data/eu_sale.csv': 'failed',
      'data/sales.csv': 'completed'
    })
    expect(result.summary).toContain('eu_sale.csv')
  })

  it('names a typo beside a glob, and says of a glob that matched nothing', async () => {
    ws.write('data/north.json', '[{"a": 1}]')
    ws.write('data/sales.csv', COMMA_CSV)
    const result = await run({ [Input.File]: 'data/*.json\nreports/*.csv\ndata/sale.csv' })
    expect(result.code).toBe(1)
    expect(Object.keys(uploads())).toEqual(['north.json'])
    expect(lines(result, 'error').join('\n')).toMatch(saying('data/sale.csv', 'data/sales.csv'))
    expect(lines(result, 'notice').join('\n')).toMatch(saying("'file'", 'reports/*.csv', 'no file'))
  })

  it('refuses a file whose header the given delimiter does not split, and converts the others', async () => {
    ws.write('data/sales.csv', COMMA_CSV)
    ws.write('data/eu_sales.csv', EU_CSV)
    const result = await run({ [Input.File]: 'data/*.csv', [Input.Delimiter]: ';' })
    expect(result.code).toBe(1)
    expect(Object.keys(uploads())).toEqual(['eu_sales.csv'])
    expect(uploads()['eu_sales.csv'].split('\n')[0]).toBe('id,region,month,revenue')
    expect(lines(result, 'error').join('\n')).toMatch(
      saying('data/sales.csv', 'comma', "'delimiter'", 'empty')
    )
    expect(statusOf(result)['data/sales.csv']).toBe('failed')
  })

  it('refuses a comma CSV whose quote is never closed, naming the line it opens on', async () => {
    ws.write('data/broken.csv', 'id,note\n1,fine\n2,"never closed\n3,more\n')
    ws.write('data/good.csv', COMMA_CSV)
    const result = await run({ [Input.File]: 'data/*.csv' })
    expect(result.code).toBe(1)
    expect(Object.keys(uploads())).toEqual(['good.csv'])
    expect(lines(result, 'error').join('\n')).toMatch(
      saying('data/broken.csv', 'never closed', 'line 3')
    )
  })

  it('uploads decimal-comma numbers with a point with decimal-separator: ,', async () => {
    ws.write('data/eu_sales.csv', EU_CSV)
    const result = await run({ [Input.File]: 'data/eu_sales.csv', [Input.DecimalSeparator]: ',' })
    expect(result.code).toBe(0)
    expect(uploads()['eu_sales.csv']).toBe(
      'id,region,month,revenue\n1,Nord,2026-01,1200.50\n2,Süd,2026-01,900.25\n'
    )
  })

  it('names the decimal-comma columns of a semicolon file and the input to set', async () => {
    ws.write('data/eu_sales.csv', EU_CSV)
    const result = await run({ [Input.File]: 'data/eu_sales.csv' })
    expect(result.code).toBe(0)
    expect(uploads()['eu_sales.csv']).toContain('"1.200,50"')
    const notices = lines(result, 'notice').join('\n')
    expect(notices).toMatch(saying('revenue', "'decimal-separator", ','))
    expect(notices).not.toMatch(/'id'|'month'/)
  })

  it('refuses an encoding given for a file already in UTF-8, and converts the one it fits', async () => {
    ws.write('data/utf8.csv', 'city,n\nZürich,1\n')
    ws.write('data/latin.csv', Buffer.from('city,n\nZ\xfcrich,1\n', 'latin1'))
    const result = await run({ [Input.File]: 'data/*.csv', [Input.Encoding]: 'windows-1252' })
    expect(result.code).toBe(1)
    expect(uploads()).toEqual({ 'latin.csv': 'city,n\nZürich,1\n' })
    expect(lines(result, 'error').join('\n')).toMatch(
      saying('data/utf8.csv', 'UTF-8', "'encoding'", 'empty')
    )
  })

  it('refuses a file-type its content is not, naming the file and the input', async () => {
    ws.write('data/a.json', '[{"a": 1}]')
    ws.write('data/b.json', COMMA_CSV)
    const result = await run({ [Input.File]: 'data/*.json', [Input.FileType]: 'json' })
    expect(result.code).toBe(1)
    expect(Object.keys(uploads())).toEqual(['a.json'])
    expect(lines(result, 'error').join('\n')).toMatch(saying('data/b.json', "'file-type'", 'json'))
  })

  it('names a file that lacks a column given in columns, and sends the others', async () => {
    ws.write('data/a.csv', COMMA_CSV)
    ws.write('data/b.csv', 'id,other\n1,x\n')
    const result = await run({ [Input.File]: 'data/*.csv', [Input.Columns]: 'id,revenue' })
    expect(result.code).toBe(1)
    expect(uploads()).toEqual({ 'a.csv': 'id,revenue\n1,1200\n2,900\n' })
    expect(lines(result, 'error').join('\n')).toMatch(saying('data/b.csv', 'revenue', "'columns'"))
  })

  it('points at a trailing comma in JSON itself, with the fix', async () => {
    ws.write('data/a.json', '[\n  {"a": 1},\n  {"a": 2},\n]\n')
    const result = await run({ [Input.File]: 'data/a.json' })
    expect(result.code).toBe(1)
    expect(uploads()).toEqual({})
    const error = lines(result, 'error').join('\n')
    expect(error).toMatch(saying('data/a.json', 'line 3, column 11', 'comma', 'remove'))
    expect(result.stdout).toMatch(/::error [^\n]*line=3,[^\n]*col=11/)
  })
})

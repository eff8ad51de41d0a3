/**
 * The manifest (`config`), through the bundle on Node 20 and 24: each dataset gets its own title,
 * instructions, reading options and premium options, as the service receives them; the layers
 * (the step's inputs, `defaults`, each entry in order); and each kind of mistake reported on the
 * manifest's own line, the other datasets still generated.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../emulator/server.js'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { NODE24, runAction } from '../tools/runner.js'
import { pullRequest } from './helpers/events.js'
import { startFakeGitHub, type FakeGitHub } from './helpers/fake-github.js'
import { renderGfm } from './helpers/gfm.js'
import { Input, Output } from '../src/config/constants.js'
import type { ActionResult } from '../tools/runner.js'
import { saying } from './helpers/meaning.js'
import {
  BOTH_NODES,
  commandTexts,
  uploadsByName,
  runWithKey,
  statusByFile
} from './helpers/step-result.js'
import { makeWorkspace, type Workspace } from './helpers/workspace.js'

const CONFIG = '.github/dashboards.yml'
const SALES = 'region,quarter,revenue\nNorth,Q1,1200\nSouth,Q1,900\n'
const HEADCOUNT = 'employee_id,team,people\n1,east,12\n2,west,9\n'
/** A windows-1252 export with semicolons and decimal commas: "Büro" in one byte, 0xFC. */
const KOSTEN = Buffer.from('Posten;Betrag\nB\xfcro;1234,50\nReisen;99,90\n', 'latin1')

const EXAMPLE = `# yaml-language-server: $schema=../dashboards.schema.json
defaults:
  instructions: Use the company colours.
dashboards:
  - file: data/sales/*.csv
    title: Sales
    instructions: Revenue by region, one chart per quarter.
  - file: data/finance/Kosten Q1.csv
    encoding: windows-1252
    delimiter: ";"
    decimal-separator: ","
  - file: data/hr/headcount.csv
    title: Headcount
    allowed-emails: hr@example.com
    compare-key: employee_id
`

let emulator: Emulator
let github: FakeGitHub
let ws: Workspace

beforeAll(async () => {
  emulator = await startEmulator({ processingMs: 100 })
  github = await startFakeGitHub()
})
afterAll(async () => {
  await emulator.close()
  await github.close()
  ws?.remove()
})
beforeEach(() => {
  emulator.reset()
  github.reset()
  github.tokens = { ghs_token: { login: 'github-actions[bot]', app: true } }
  ws?.remove()
  ws = makeWorkspace()
})

const errors = (result: ActionResult) => commandTexts(result, 'error')
/** The `::error` lines that annotate `file` at `line`. */
const annotatedAt = (result: ActionResult, line: number) =>
  result.stdout
    .split('\n')
    .filter(
      l =>
        l.startsWith('::error ') &&
        l.includes(`file=${CONFIG}`) &&
        new RegExp(`line=${line}(,|::)`).test(l)
    )

describe.each(BOTH_NODES)('a manifest on %s', (_node, node) => {
  it('gives every dataset its own title, instructions, reading and premium options', async () => {
    ws.write('data/sales/north.csv', SALES)
    ws.write('data/sales/south.csv', SALES)
    ws.write('data/finance/Kosten Q1.csv', KOSTEN)
    ws.write('data/hr/headcount.csv', HEADCOUNT)
    ws.write(CONFIG, EXAMPLE)
    const result = await runWithKey(node, emulator.url, ws.root, { [Input.Config]: CONFIG })
    expect(result.code).toBe(0)
    const got = uploadsByName(emulator)
    expect(Object.keys(got).sort()).toEqual([
      'Kosten Q1.csv',
      'headcount.csv',
      'north.csv',
      'south.csv'
    ])
    expect(got['north.csv'].fields.title).toBe('Sales — north.csv')
    expect(got['south.csv'].fields.title).toBe('Sales — south.csv')
    expect(got['north.csv'].fields.instructions).toBe('Revenue by region, one chart per quarter.')
    expect(got['headcount.csv'].fields.title).toBe('Headcount')
    expect(got['headcount.csv'].fields.instructions).toBe('Use the company colours.')
    expect(got['headcount.csv'].fields.allowed_emails).toBe('hr@example.com')
    expect(got['north.csv'].fields.allowed_emails).toBeUndefined()
    // Kosten: no title of its own, the defaults' instructions, read as windows-1252 with ; and ,
    expect(got['Kosten Q1.csv'].fields.title).toBeUndefined()
    expect(got['Kosten Q1.csv'].fields.instructions).toBe('Use the company colours.')
    expect(got['Kosten Q1.csv'].content).toBe('Posten,Betrag\nBüro,1234.50\nReisen,99.90\n')
    // One step: every dataset in its results, one generation each.
    expect(Object.values(statusByFile(result))).toEqual([
      'completed',
      'completed',
      'completed',
      'completed'
    ])
    expect(emulator.generations.size).toBe(4)
  })

  it('layers the step inputs, then defaults, then each matching entry in order', async () => {
    ws.write('data/a.csv', SALES)
    ws.write('data/b.csv', SALES)
    ws.write(
      CONFIG,
      `defaults:
  instructions: From defaults.
  allow-pdf-export: true
dashboards:
  - file: data/*.csv
    instructions: From the glob entry.
    title: All
  - file: data/b.csv
    title: Only B
`
    )
    const result = await runWithKey(node, emulator.url, ws.root, {
      [Input.Config]: CONFIG,
      [Input.Instructions]: 'From the step.',
      [Input.AllowScrollableCards]: 'true'
    })
    expect(result.code).toBe(0)
    const got = uploadsByName(emulator)
    // a.csv: the glob entry's title is shared by no other dataset (b has its own): not prefixed.
    expect(got['a.csv'].fields).toMatchObject({
      title: 'All',
      instructions: 'From the glob entry.',
      allow_pdf_export: 'true',
      allow_scrollable_cards: 'true'
    })
    expect(got['b.csv'].fields).toMatchObject({
      title: 'Only B',
      instructions: 'From the glob entry.',
      allow_pdf_export: 'true',
      allow_scrollable_cards: 'true'
    })
  })

  it('refuses file and config together before anything is sent', async () => {
    ws.write('data/a.csv', SALES)
    ws.write(CONFIG, 'dashboards:\n  - file: data/a.csv\n')
    const result = await runWithKey(node, emulator.url, ws.root, {
      [Input.Config]: CONFIG,
      [Input.File]: 'data/a.csv'
    })
    expect(result.code).toBe(1)
    expect(errors(result).join('\n')).toMatch(saying("'file'", "'config'", 'both'))
    expect(emulator.requests).toHaveLength(0)
  })

  it('reports a YAML error on its line and sends nothing', async () => {
    ws.write('data/a.csv', SALES)
    ws.write(CONFIG, 'dashboards:\n  - file: data/a.csv\n    title: [unclosed\n')
    const result = await runWithKey(node, emulator.url, ws.root, { [Input.Config]: CONFIG })
    expect(result.code).toBe(1)
    expect(errors(result).join('\n')).toMatch(saying(CONFIG, 'not valid YAML'))
    expect(result.stdout).toContain(`file=${CONFIG}`)
    expect(emulator.requests).toHaveLength(0)
  })

  it('keeps a bad entry’s datasets back, each mistake on its line, and generates the others', async () => {
    ws.write('data/good.csv', SALES)
    ws.write('data/typo.csv', SALES)
    ws.write('data/wrong.csv', SALES)
    ws.write(
      CONFIG,
      [
        'dashboards:',
        '  - file: data/good.csv', // 2
        '    title: Good',
        '  - file: data/typo.csv', // 4
        '    titel: Typo', // 5
        '  - file: data/wrong.csv', // 6
        '    encoding: utf-9', // 7
        '  - file: data/missing.csv', // 8
        '  - file: data/*.txt', // 9
        '    timeout: 30', // 10
        ''
      ].join('\n')
    )
    const result = await runWithKey(node, emulator.url, ws.root, { [Input.Config]: CONFIG })
    expect(result.code).toBe(1)
    expect(Object.keys(uploadsByName(emulator))).toEqual(['good.csv'])
    expect(statusByFile(result)).toMatchObject({
      'data/good.csv': 'completed',
      'data/typo.csv': 'failed',
      'data/wrong.csv': 'failed',
      'data/missing.csv': 'failed'
    })
    expect(annotatedAt(result, 5).join('\n')).toMatch(saying('"titel"', "Did you mean 'title'"))
    expect(annotatedAt(result, 7).join('\n')).toMatch(saying("'encoding'", 'utf-9', 'windows-1252'))
    expect(annotatedAt(result, 8).join('\n')).toMatch(saying('data/missing.csv', 'not a file'))
    expect(annotatedAt(result, 10).join('\n')).toMatch(
      saying("'timeout'", 'input of the step', "'with:'")
    )
    expect(result.outputs[Output.Datasets]).toContain('data/good.csv')
  })

  it('names a manifest that is not there, before anything is sent', async () => {
    ws.write('data/a.csv', SALES)
    const result = await runWithKey(node, emulator.url, ws.root, { [Input.Config]: CONFIG })
    expect(result.code).toBe(1)
    expect(errors(result).join('\n')).toMatch(saying("'config'", CONFIG, 'no such file'))
    expect(emulator.requests).toHaveLength(0)
  })
})

describe('a manifest on a pull request', () => {
  it('is one step’s datasets in one comment, each under its own title', async () => {
    ws.write('data/sales/north.csv', SALES)
    ws.write('data/sales/south.csv', SALES)
    ws.write('data/finance/Kosten Q1.csv', KOSTEN)
    ws.write('data/hr/headcount.csv', HEADCOUNT)
    ws.write(CONFIG, EXAMPLE)
    const payload = pullRequest('synchronize', {
      headSha: 'b0b1b2b3b4b5b6b7b8b9c0c1c2c3c4c5c6c7c8c9'
    })
    const eventPath = path.join(ws.root, '..', `${path.basename(ws.root)}-event.json`)
    writeFileSync(eventPath, JSON.stringify(payload))
    const result = await runAction({
      node: NODE24,
      workspace: ws.root,
      inputs: {
        [Input.ApiKey]: Object.keys(DEFAULT_KEYS)[1],
        [Input.BaseUrl]: emulator.url,
        [Input.PollInterval]: '1',
        [Input.Config]: CONFIG,
        [Input.Comment]: 'true',
        [Input.GithubToken]: 'ghs_token'
      },
      env: {
        GITHUB_API_URL: github.url,
        GITHUB_REPOSITORY: 'o/r',
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: eventPath
      }
    })
    expect(result.code).toBe(0)
    expect(github.comments).toHaveLength(1)
    const [comment] = github.comments
    // Tagged by the manifest: the next run's step finds and updates this same comment.
    expect(comment.body.startsWith(`<!-- dashboard-action comment-tag: ${CONFIG} -->`)).toBe(true)
    const seen = renderGfm(comment.body).text
    for (const title of ['Sales — north.csv', 'Sales — south.csv', 'Headcount', 'Kosten Q1.csv'])
      expect(seen).toContain(title)
    expect(github.violations.splice(0)).toEqual([])
  })
})

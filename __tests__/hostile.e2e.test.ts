/**
 * Datasets and inputs a pull request could carry, through the bundle with debug logging on.
 * Each is accepted because it is legitimate, or refused with a clear message and no request.
 * (runAction also checks every run for the key in its log, outputs and summary.)
 */
import { copyFileSync, readFileSync, readdirSync, symlinkSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../emulator/server.js'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { Input } from '../src/config/constants.js'
import { runAction } from '../tools/runner.js'
import { makeWorkspace, SMALL_CSV, type Workspace } from './helpers/workspace.js'
import { saying } from './helpers/meaning.js'

const CORPUS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'corpus')
const KEY = Object.keys(DEFAULT_KEYS)[1]
let emulator: Emulator
let ws: Workspace
let outside: Workspace

beforeAll(async () => {
  emulator = await startEmulator()
  ws = makeWorkspace()
  outside = makeWorkspace()
  for (const name of readdirSync(CORPUS))
    copyFileSync(path.join(CORPUS, name), path.join(ws.root, name))
  ws.write('line\nbreak.csv', SMALL_CSV)
  ws.write('single-line.csv', 'x'.repeat(10 * 1024 * 1024 - 100))
  ws.write('deep.json', '['.repeat(200_000) + ']'.repeat(200_000))
  outside.write('secret.csv', SMALL_CSV)
  symlinkSync(path.join(outside.root, 'secret.csv'), path.join(ws.root, 'link-out.csv'))
})
afterAll(async () => {
  await emulator.close()
  ws.remove()
  outside.remove()
})
beforeEach(() => emulator.reset())

const run = (inputs: Record<string, string>) =>
  runAction({
    workspace: ws.root,
    inputs: {
      [Input.ApiKey]: KEY,
      [Input.BaseUrl]: emulator.url,
      [Input.File]: 'with space.csv',
      ...inputs
    }
  })

describe('hostile datasets, refused before any request', () => {
  it.each([
    ['a binary file named .csv', 'binary.csv', saying('PNG image', 'not a table')],
    ['Latin-1 text', 'latin1.csv', saying('not UTF-8', 'line 1')],
    ['a NUL byte in text', 'nul.csv', saying('NUL byte', 'line 2')],
    ['a 10 MB single line', 'single-line.csv', saying('header', 'no rows')],
    ['JSON nested 200,000 deep', 'deep.json', saying('more than 512 levels')],
    ['a JSON scalar', 'scalar.json', 'holds a single value'],
    ['a path up out of the workspace', '../../etc/passwd', saying('outside the workspace')],
    ['an absolute path elsewhere', '/etc/hostname', saying('outside the workspace')],
    ['a symlink pointing out', 'link-out.csv', saying('outside the workspace')]
  ])('%s', async (_what, file, message) => {
    const result = await run({ [Input.File]: file })
    expect(result.code).toBe(1)
    expect(result.stdout).toMatch(message)
    expect(result.stdout).toContain(`Input 'file'`)
    expect(result.stdout + result.stderr).not.toMatch(/\n\s+at /)
    expect(emulator.requests).toHaveLength(0)
  })
})

describe('hostile inputs, refused before any request', () => {
  it.each([
    [
      'an address list smuggling a header',
      { [Input.AllowedEmails]: 'boss@example.com\r\nBcc: all@evil.example' },
      'malformed address: "Bcc:"'
    ],
    [
      'an address list smuggling markup',
      { [Input.AllowedEmails]: 'a@example.com, <script>@x.example' },
      'malformed address: "<script>@x.example"'
    ],
    [
      'an encoded line break in an address',
      { [Input.AllowedEmails]: 'a@example.com%0d%0aX: y' },
      'malformed address'
    ],
    [
      'a title of 10,000 characters',
      { [Input.Title]: 'T'.repeat(10_000) },
      "Input 'title' is 10000 characters long"
    ],
    ['a title with a line break', { [Input.Title]: 'Sales\n::error::fake' }, 'a title is one line'],
    [
      'a generation id with a path in it',
      { [Input.GenerationId]: '../../admin' },
      "Input 'generation-id' is"
    ]
  ])('%s', async (_what, inputs, message) => {
    const result = await run(inputs)
    expect(result.code).toBe(1)
    expect(result.stdout).toContain(message)
    expect(emulator.requests).toHaveLength(0)
  })
})

describe('unusual but legitimate datasets, accepted', () => {
  // Spreadsheet programs write a byte-order mark and CRLF line ends; the service reads UTF-8.
  it('a CSV with a byte-order mark and CRLF line ends', async () => {
    const result = await run({ [Input.File]: 'bom.csv' })
    expect(result.code).toBe(0)
    expect(emulator.requests[0].file?.bytes).toBe(40)
  })
  // Spreadsheets on Windows save "Unicode text" as UTF-16 with its byte-order mark.
  it('UTF-16 text with its byte-order mark, uploaded as UTF-8', async () => {
    const result = await run({ [Input.File]: 'utf16.csv' })
    expect(result.code).toBe(0)
    const source = readFileSync(path.join(CORPUS, 'utf16.csv')).subarray(2).toString('utf16le')
    expect(emulator.requests[0].file?.content.toString('utf8')).toBe(source)
  })
  // File names are the repository's business; the multipart header escapes what could break it.
  it.each([
    ['quotes', 'quote"d name.csv', 'quote%22d name.csv'],
    ['spaces', 'with space.csv', 'with space.csv'],
    ['non-ASCII letters', 'données-été.csv', 'données-été.csv'],
    // 'file' is one pattern per line, so a name with a line break is reached by a glob.
    ['a line break', 'line?break.csv', 'line%0Abreak.csv']
  ])('a file name with %s, sent escaped in the multipart header', async (_what, file, sent) => {
    const result = await run({ [Input.File]: file, [Input.Title]: 'Quoted "title"' })
    expect(result.code).toBe(0)
    expect(emulator.requests[0].file?.name).toBe(sent)
    expect(emulator.requests[0].fields).toEqual({ file_type: 'csv', title: 'Quoted "title"' })
  })
  // Instructions are free text and sent unchanged: the service, not the action, interprets them.
  it('instructions with markup, mentions and control-looking text, sent unchanged', async () => {
    const instructions =
      '<img src=x onerror=alert(1)> @everyone\n::error::not a command\n' + 'é'.repeat(5000)
    const result = await run({ [Input.Instructions]: instructions })
    expect(result.code).toBe(0)
    expect(emulator.requests[0].fields.instructions).toBe(instructions)
    expect(result.stdout).not.toContain('::error::not a command')
  })
})

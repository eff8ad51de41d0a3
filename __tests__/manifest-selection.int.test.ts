/**
 * What a manifest selects in a real workspace, and each file's settings: the layers, a shared
 * title made each file's prefix, a bad entry's files refused with its problems, a literal path
 * that names no file refused on its line; and, against a real git history, which files'
 * settings an event changed.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import type { DatasetSettings } from '../src/features/manifest/dataset-settings.js'
import { filesWithChangedSettings } from '../src/features/manifest/changed-settings.js'
import { parseManifest } from '../src/features/manifest/manifest.js'
import { selectFiles } from '../src/features/manifest/selection.js'
import { commitSteps } from './helpers/git-history.js'
import { saying } from './helpers/meaning.js'
import { makeWorkspace, SMALL_CSV, type Workspace } from './helpers/workspace.js'

const PATH = '.github/dashboards.yml'
const STEP: DatasetSettings = {
  title: undefined,
  instructions: 'From the step.',
  reading: { oversize: 'fail' },
  allowedEmails: []
}

let ws: Workspace
/** The step log the code writes (glob's debug lines, the notices): kept from the test's own. */
let log: string[]
beforeEach(() => {
  log = []
  jest.spyOn(process.stdout, 'write').mockImplementation(chunk => {
    log.push(String(chunk))
    return true
  })
  ws = makeWorkspace()
  for (const file of ['data/sales/north.csv', 'data/sales/south.csv', 'data/hr/people.csv'])
    ws.write(file, SMALL_CSV)
})
afterEach(() => {
  jest.restoreAllMocks()
  ws.remove()
})

const select = (text: string) => selectFiles(parseManifest(PATH, text), ws.root, STEP)

describe('selecting a manifest’s files', () => {
  it('layers the step, defaults and each matching entry, and prefixes a shared title', async () => {
    const selection = await select(
      [
        'defaults:',
        '  allowed-emails: team@example.com',
        'dashboards:',
        '  - file: data/**/*.csv',
        '    title: Data',
        '  - file: data/hr/people.csv',
        '    title: People',
        '    encoding: windows-1252',
        ''
      ].join('\n')
    )
    expect(selection.paths).toEqual([
      'data/hr/people.csv',
      'data/sales/north.csv',
      'data/sales/south.csv'
    ])
    expect(selection.patterns).toEqual(selection.paths)
    expect(selection.refused.size).toBe(0)
    const people = selection.settingsOf('data/hr/people.csv')
    expect(people).toMatchObject({
      title: 'People',
      instructions: 'From the step.',
      allowedEmails: ['team@example.com'],
      reading: { oversize: 'fail', encoding: 'windows-1252' }
    })
    expect(selection.settingsOf('data/sales/north.csv').title).toBe('Data — north.csv')
    expect(selection.settingsOf('data/sales/south.csv').title).toBe('Data — south.csv')
  })

  it('refuses a bad entry’s files with its problems, and a missing literal path on its line', async () => {
    const selection = await select(
      [
        'dashboards:',
        '  - file: data/sales/*.csv', // 2
        '    encoding: utf-9',
        '  - file: data/hr/peple.csv', // 4
        '  - file: data/*.txt', // 5
        '    titel: Nothing',
        ''
      ].join('\n')
    )
    expect(selection.paths).toEqual([])
    expect([...selection.refused.keys()].sort()).toEqual([
      'data/hr/peple.csv',
      'data/sales/north.csv',
      'data/sales/south.csv'
    ])
    const [north] = selection.refused.get('data/sales/north.csv') ?? []
    expect(north.message).toMatch(saying("'encoding' of entry 1", 'utf-9'))
    const [missing] = selection.refused.get('data/hr/peple.csv') ?? []
    expect(missing.annotation).toMatchObject({ file: PATH, startLine: 4 })
    expect(missing.message).toMatch(
      saying('"data/hr/peple.csv"', 'not a file', 'data/hr/people.csv')
    )
    // The third entry selects no file: its mistake is the step's, and its glob is told.
    expect(selection.problems.map(p => p.annotation?.startLine)).toEqual([6])
    expect(log.join('')).toMatch(
      saying('::notice', 'line=5', "entry 3's 'file' selects no dataset")
    )
  })
})

describe('which settings an event changed', () => {
  const v1 =
    'dashboards:\n  - file: data/sales/*.csv\n    title: Sales\n  - file: data/hr/people.csv\n'
  const v2 =
    'dashboards:\n  - file: data/sales/*.csv\n    title: Revenue\n  - file: data/hr/people.csv\n'

  it('names the files whose settings differ from the base manifest’s, from git', async () => {
    const [before] = commitSteps(ws.root, [() => ws.write(PATH, v1), () => ws.write(PATH, v2)])
    const now = await select(v2)
    const changed = await filesWithChangedSettings(now, PATH, select, {
      workspace: ws.root,
      base: before
    })
    expect(changed).toEqual({
      files: new Map([
        ['data/sales/north.csv', `its settings in ${PATH} changed`],
        ['data/sales/south.csv', `its settings in ${PATH} changed`]
      ])
    })
  })

  it('counts every file on a first push, or when the base had no manifest', async () => {
    const now = await select(v2)
    const first = await filesWithChangedSettings(now, PATH, select, {
      workspace: ws.root,
      base: null
    })
    expect('files' in first && [...first.files.keys()]).toEqual(now.paths)
    const [before] = commitSteps(ws.root, [
      () => ws.write('README.md', 'x'),
      () => ws.write(PATH, v2)
    ])
    const added = await filesWithChangedSettings(now, PATH, select, {
      workspace: ws.root,
      base: before
    })
    expect('files' in added && [...added.files.values()][0]).toBe(`${PATH} is new on this branch`)
  })

  it('counts every file, saying why, when the base manifest cannot be read or is broken', async () => {
    const now = await select(v2)
    const missingCommit = 'f'.repeat(40)
    const unread = await filesWithChangedSettings(now, PATH, select, {
      workspace: ws.root,
      base: missingCommit
    })
    expect(unread).toEqual({
      all: expect.stringMatching(saying('cannot be read', "'github-token'"))
    })
    const refused = await filesWithChangedSettings(now, PATH, select, {
      workspace: ws.root,
      base: missingCommit,
      fromGitHub: () =>
        Promise.resolve({
          kind: 'unreadable',
          reason: { why: 'failed', base: missingCommit, message: 'HTTP 403' }
        })
    })
    expect(refused).toEqual({ all: expect.stringMatching(saying('could not be read', 'failed')) })
    const broken = await filesWithChangedSettings(now, PATH, select, {
      workspace: ws.root,
      base: missingCommit,
      fromGitHub: () => Promise.resolve({ kind: 'found', bytes: ['dashboards: [unclosed\n'] })
    })
    expect(broken).toEqual({ all: expect.stringMatching(saying('does not read as a manifest')) })
  })
})

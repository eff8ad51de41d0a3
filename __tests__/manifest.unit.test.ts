/**
 * The manifest as YAML: what each entry sets, and each mistake named on its own line, with the
 * fix. A mistake of the file or of `defaults` throws; one of an entry stays with the entry.
 */
import { describe, expect, it } from '@jest/globals'
import { ProblemsError, type Problem } from '../src/common/errors.js'
import { parseManifest } from '../src/features/manifest/manifest.js'
import { saying } from './helpers/meaning.js'

const PATH = '.github/dashboards.yml'

/** The problems `text` throws, each as [line, message]. */
function thrown(text: string): [number | undefined, string][] {
  try {
    parseManifest(PATH, text)
  } catch (error) {
    if (!(error instanceof ProblemsError)) throw error
    return error.problems.map(p => [p.annotation?.startLine, p.message])
  }
  throw new Error('parseManifest did not throw')
}

const lines = (problems: readonly Problem[]) =>
  problems.map(p => [p.annotation?.startLine, p.message] as const)

describe('an entry', () => {
  it('takes a path, a list of patterns with exclusions, and every setting under its input’s name', () => {
    const manifest = parseManifest(
      PATH,
      [
        'dashboards:',
        '  - file:',
        '      - data/**/*.csv',
        "      - '!data/tmp/**'",
        '    title: 2026',
        '    encoding: windows-1252',
        '    delimiter: ;',
        '    decimal-separator: ","',
        '    columns: [region, revenue]',
        '    oversize: sample',
        '    compare-key: [region, month]',
        '    allowed-emails:',
        '      - a@example.com',
        '      - b@example.com',
        '    allow-pdf-export: true',
        '    allow-scrollable-cards: false',
        '    instructions: |',
        '      One chart a quarter.',
        '      Use the company colours.',
        ''
      ].join('\n')
    )
    expect(manifest.entries).toHaveLength(1)
    const [entry] = manifest.entries
    expect(entry.problems).toEqual([])
    expect(entry.line).toBe(2)
    expect(entry.patterns).toEqual(['data/**/*.csv', '!data/tmp/**'])
    expect(entry.settings).toEqual({
      title: '2026',
      instructions: 'One chart a quarter.\nUse the company colours.\n',
      compareKey: ['region', 'month'],
      allowedEmails: ['a@example.com', 'b@example.com'],
      allowPdfExport: true,
      allowScrollableCards: false,
      reading: {
        encoding: 'windows-1252',
        delimiter: ';',
        decimalComma: true,
        columns: { keep: ['region', 'revenue'] },
        oversize: 'sample'
      }
    })
  })

  it('keeps its own mistakes, each on its line, while the next entry reads clean', () => {
    const manifest = parseManifest(
      PATH,
      [
        'dashboards:',
        '  - file: data/a.csv', // 2
        '    titel: A', // 3
        '    encoding: utf-9', // 4
        '    allow-pdf-export: yes', // 5
        '    timeout: 30', // 6
        '    title:', // 7
        '  - file: data/b.csv', // 8
        '    title: B',
        ''
      ].join('\n')
    )
    const [bad, good] = manifest.entries
    expect(good.problems).toEqual([])
    expect(good.settings).toEqual({ title: 'B' })
    const found = lines(bad.problems)
    expect(found.map(([line]) => line)).toEqual([3, 4, 5, 6, 7])
    expect(found[0][1]).toMatch(saying(`${PATH} line 3`, '"titel"', "Did you mean 'title'?"))
    expect(found[1][1]).toMatch(saying("'encoding' of entry 1", '"utf-9"', 'windows-1252'))
    expect(found[2][1]).toMatch(saying("'allow-pdf-export' of entry 1", '"yes"', 'true'))
    expect(found[3][1]).toMatch(saying("'timeout' is an input of the step", "'with:'"))
    expect(found[4][1]).toMatch(saying("'title' of entry 1 has no value"))
  })

  it('without a file, or with only exclusions, names the entry on its line', () => {
    const manifest = parseManifest(
      PATH,
      ['dashboards:', '  - title: A', "  - file: ['!data/x.csv']", '  - file: 42', ''].join('\n')
    )
    expect(lines(manifest.entries[0].problems)).toEqual([
      [2, expect.stringMatching(saying('entry 1 has no', "'file'"))]
    ])
    expect(lines(manifest.entries[1].problems)).toEqual([
      [3, expect.stringMatching(saying("entry 2's 'file' has only exclusions", '"!data/x.csv"'))]
    ])
    // YAML reads `file: 42` as a number (`010` as 10): the name must be quoted.
    expect(lines(manifest.entries[2].problems)).toEqual([
      [4, expect.stringMatching(saying("entry 3's 'file'", 'quote'))]
    ])
  })

  it('refuses an alias where a value belongs', () => {
    const manifest = parseManifest(
      PATH,
      [
        'dashboards:',
        '  - file: data/a.csv',
        '    title: &t A',
        '  - file: data/b.csv',
        '    title: *t',
        ''
      ].join('\n')
    )
    expect(lines(manifest.entries[1].problems)).toEqual([
      [5, expect.stringMatching(saying("'title' of entry 2", 'single value'))]
    ])
  })
})

describe('the file as a whole', () => {
  it('stops at a YAML error, on its line', () => {
    expect(thrown('dashboards:\n  - file: "data/a.csv\n')).toEqual([
      [3, expect.stringMatching(saying(PATH, 'not valid YAML', 'closing'))]
    ])
  })

  it('tells to quote a value that begins with a comma', () => {
    expect(thrown('dashboards:\n  - file: a.csv\n    decimal-separator: ,\n')).toEqual([
      [3, expect.stringMatching(saying('not valid YAML', 'decimal-separator: ","'))]
    ])
  })

  it('stops at a key said twice', () => {
    expect(thrown('dashboards:\n  - file: a.csv\n    title: A\n    title: B\n')).toEqual([
      [4, expect.stringMatching(saying('not valid YAML', 'unique'))]
    ])
  })

  it('stops when empty, a list, or without dashboards', () => {
    expect(thrown('')).toEqual([[1, expect.stringMatching(saying('a mapping', "'dashboards'"))]])
    expect(thrown('- file: a.csv\n')).toEqual([[1, expect.stringMatching(saying('a mapping'))]])
    expect(thrown('defaults:\n  title: A\n')).toEqual([
      [1, expect.stringMatching(saying("'dashboards' must be a list"))]
    ])
    expect(thrown('dashboards: []\n')).toEqual([
      [1, expect.stringMatching(saying("'dashboards' must be a list"))]
    ])
  })

  it('stops at a top-level key it does not know, naming the nearest', () => {
    expect(thrown('dashbords:\n  - file: a.csv\n')).toEqual([
      [1, expect.stringMatching(saying('"dashbords"', "Did you mean 'dashboards'?"))]
    ])
  })

  it('stops at a wrong default, which every dataset would take', () => {
    expect(thrown('defaults:\n  oversize: trim\ndashboards:\n  - file: a.csv\n')).toEqual([
      [2, expect.stringMatching(saying("'oversize' of defaults", '"trim"', 'sample'))]
    ])
    expect(thrown('defaults:\n  file: a.csv\ndashboards:\n  - file: a.csv\n')).toEqual([
      [2, expect.stringMatching(saying("'file' is not a key of defaults", 'each entry'))]
    ])
  })

  it('refuses a file over 1 MiB before reading it as YAML', () => {
    const big = `dashboards:\n${'  - file: a.csv\n'.repeat(70_000)}`
    expect(thrown(big)).toEqual([[1, expect.stringMatching(saying('over 1 MiB'))]])
  })
})

/**
 * dashboards.schema.json, what an editor checks a manifest with, held to what the action
 * accepts: the same keys, the same verdict on a corpus of manifests (written literally below),
 * and every manifest the README and docs/ show both valid and read without a problem.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { Ajv } from 'ajv'
import { parse } from 'yaml'
import { ProblemsError } from '../src/common/errors.js'
import { DATASET_KEYS } from '../src/features/manifest/dataset-settings.js'
import { parseManifest } from '../src/features/manifest/manifest.js'
import { REPO_ROOT } from '../tools/runner.js'

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8')
/** The README and the pages of docs/. */
const documents = [
  'README.md',
  ...readdirSync(path.join(REPO_ROOT, 'docs'))
    .filter(file => file.endsWith('.md'))
    .map(file => `docs/${file}`)
]

interface Schema {
  $id: string
  $schema: string
  title: string
  properties: {
    defaults: { properties: Record<string, unknown> }
    dashboards: { items: { properties: Record<string, { description?: string }> } }
  }
  definitions: Record<string, { description?: string }>
}
const schema = JSON.parse(read('dashboards.schema.json')) as Schema
const validate = new Ajv({ strict: true, allowUnionTypes: true, allErrors: true }).compile(schema)

type Verdict = 'valid' | 'refused'

function schemaVerdict(text: string): Verdict {
  return validate(parse(text)) ? 'valid' : 'refused'
}

/** The action's verdict: refused when the manifest stops the step or keeps an entry back. */
function actionVerdict(text: string): Verdict {
  try {
    const manifest = parseManifest('.github/dashboards.yml', text)
    return manifest.entries.some(entry => entry.problems.length > 0) ? 'refused' : 'valid'
  } catch (error) {
    if (error instanceof ProblemsError) return 'refused'
    throw error
  }
}

/** One entry of `dashboards`, with `lines` (already indented under it) after its file. */
const entry = (...lines: string[]) =>
  ['dashboards:', '  - file: data/sales.csv', ...lines.map(line => `    ${line}`)].join('\n')

const CORPUS: [name: string, manifest: string, verdict: Verdict][] = [
  ['the smallest manifest', 'dashboards:\n  - file: data/sales.csv', 'valid'],
  [
    'every setting at once',
    entry(
      'title: Sales',
      'instructions: |\n      One chart per region.\n      Use the company colours.',
      'file-type: csv',
      'encoding: windows-1252',
      'delimiter: ;',
      "decimal-separator: ','",
      'columns: [region, revenue]',
      'oversize: sample',
      'compare-key: region, month',
      'allowed-emails: [hr@example.com, ceo@example.com]',
      'allow-pdf-export: true',
      'allow-scrollable-cards: false'
    ),
    'valid'
  ],
  ['defaults with settings', 'defaults:\n  title: All\ndashboards:\n  - file: a.csv', 'valid'],
  ['empty defaults', 'defaults: {}\ndashboards:\n  - file: a.csv', 'valid'],
  ['defaults with no value', 'defaults:\ndashboards:\n  - file: a.csv', 'refused'],
  ['defaults as a list', 'defaults: [title]\ndashboards:\n  - file: a.csv', 'refused'],
  ['a file key in defaults', 'defaults:\n  file: a.csv\ndashboards:\n  - file: a.csv', 'refused'],
  [
    'a wrong value in defaults',
    'defaults:\n  oversize: trim\ndashboards:\n  - file: a.csv',
    'refused'
  ],
  ['an unknown top-level key', 'dashboard:\n  - file: a.csv', 'refused'],
  ['an extra top-level key', 'version: 1\ndashboards:\n  - file: a.csv', 'refused'],
  ['no dashboards', 'defaults:\n  title: All', 'refused'],
  ['empty dashboards', 'dashboards: []', 'refused'],
  ['dashboards as a mapping', 'dashboards:\n  file: a.csv', 'refused'],
  ['a manifest that is a list', '- file: a.csv', 'refused'],
  ['an entry that is a string', 'dashboards:\n  - data/sales.csv', 'refused'],
  ['an entry without file', 'dashboards:\n  - title: Sales', 'refused'],
  ['file with no value', 'dashboards:\n  - file:', 'refused'],
  ['file a number', 'dashboards:\n  - file: 2024', 'refused'],
  ['file a boolean', 'dashboards:\n  - file: true', 'refused'],
  ['file a quoted number', "dashboards:\n  - file: '2024'", 'valid'],
  ['file a list', 'dashboards:\n  - file: [data/*.csv, "!data/tmp.csv"]', 'valid'],
  ['file a list holding a number', 'dashboards:\n  - file: [data/a.csv, 3]', 'refused'],
  ['file an empty list', 'dashboards:\n  - file: []', 'refused'],
  ['file an empty string', "dashboards:\n  - file: ''", 'refused'],
  ['file a list of lists', 'dashboards:\n  - file: [[a.csv]]', 'refused'],
  ['file with only exclusions', 'dashboards:\n  - file: ["!a.csv", "!b.csv"]', 'refused'],
  ['file with only a comment line', 'dashboards:\n  - file: "# a.csv"', 'refused'],
  ['file as lines', 'dashboards:\n  - file: |\n      data/*.csv\n      !data/tmp.csv', 'valid'],
  ['an unknown key', entry('titel: Sales'), 'refused'],
  ['a step input', entry('timeout: 600'), 'refused'],
  ['a key with no value', entry('title:'), 'refused'],
  ['a title of 255 characters', entry(`title: ${'a'.repeat(255)}`), 'valid'],
  ['a title of 256 characters', entry(`title: ${'a'.repeat(256)}`), 'refused'],
  ['a title of two lines', entry('title: "Sales\\nNorth"'), 'refused'],
  ['a title with a tab', entry('title: "Sales\\tNorth"'), 'refused'],
  ['a title YAML reads as a number', entry('title: 2024'), 'valid'],
  ['an empty title', entry("title: ''"), 'valid'],
  ['a title as a list', entry('title: [Sales]'), 'refused'],
  ['instructions as a mapping', entry('instructions: { a: b }'), 'refused'],
  ['file-type in capitals', entry('file-type: CSV'), 'valid'],
  ['file-type ndjson', entry('file-type: ndjson'), 'valid'],
  ['file-type of a spreadsheet', entry('file-type: xlsx'), 'refused'],
  ['file-type unknown', entry('file-type: xml'), 'refused'],
  ['file-type empty', entry("file-type: ''"), 'valid'],
  ['a delimiter by name', entry('delimiter: Semicolon'), 'valid'],
  ['a tab delimiter', entry('delimiter: "\\t"'), 'valid'],
  ['a tab delimiter written \\t', entry("delimiter: '\\t'"), 'valid'],
  ['a pipe delimiter', entry("delimiter: '|'"), 'valid'],
  ['a space as delimiter', entry("delimiter: ' '"), 'refused'],
  ['a colon as delimiter', entry("delimiter: ':'"), 'refused'],
  ['decimal-separator point', entry('decimal-separator: .'), 'valid'],
  ['decimal-separator a word', entry('decimal-separator: comma'), 'refused'],
  ['decimal-separator a number', entry('decimal-separator: 1'), 'refused'],
  ['oversize in capitals', entry('oversize: SAMPLE'), 'valid'],
  ['oversize unknown', entry('oversize: trim'), 'refused'],
  ['columns to drop', entry('columns: "!email, !phone"'), 'valid'],
  ['columns to drop as a list', entry('columns: ["!email", "!phone"]'), 'valid'],
  ['columns mixing keep and drop', entry('columns: "region, !email"'), 'refused'],
  ['columns mixing as a list', entry('columns: [region, "!email"]'), 'refused'],
  ['a bare ! in columns', entry('columns: "!"'), 'refused'],
  ['columns as lines', entry('columns: |\n      region\n      revenue'), 'valid'],
  ['an empty list of columns', entry('columns: []'), 'valid'],
  ['compare-key as a list', entry('compare-key: [region, date]'), 'valid'],
  ['compare-key with an empty name', entry("compare-key: 'id,'"), 'refused'],
  ['compare-key naming a column twice', entry("compare-key: 'id, region, id'"), 'refused'],
  ['compare-key list naming a column twice', entry('compare-key: [id, id]'), 'refused'],
  ['compare-key list with an empty name', entry("compare-key: [id, '']"), 'refused'],
  [
    'allowed-emails separated by spaces',
    entry('allowed-emails: a@example.com b@example.org'),
    'valid'
  ],
  [
    'allowed-emails as lines',
    entry('allowed-emails: |\n      a@example.com\n      b@example.org'),
    'valid'
  ],
  ['a malformed address', entry('allowed-emails: hr@example'), 'refused'],
  ['a malformed address in a list', entry('allowed-emails: [a@example.com, hr]'), 'refused'],
  ['an address that is a number', entry('allowed-emails: [3]'), 'refused'],
  ['allow-pdf-export True', entry('allow-pdf-export: True'), 'valid'],
  ['allow-pdf-export quoted', entry('allow-pdf-export: "false"'), 'valid'],
  ['allow-pdf-export yes', entry('allow-pdf-export: yes'), 'refused'],
  ['allow-scrollable-cards 1', entry('allow-scrollable-cards: 1'), 'refused'],
  [
    'an entry that is right after a wrong one',
    `${entry('oversize: trim')}\n  - file: b.csv`,
    'refused'
  ]
]

/**
 * What only the action can tell, each with both verdicts: the schema says valid, the action
 * refuses. An editor's check misses these; the step still reports them on their line.
 */
const BEYOND_THE_SCHEMA: [name: string, manifest: string][] = [
  // The Encoding Standard's labels are many; the action asks the decoder.
  ['an encoding no decoder knows', entry('encoding: klingon')],
  // A list's names are trimmed and split before they are compared.
  ['compare-key list naming a column twice, once with a space', entry("compare-key: [id, ' id']")],
  // An editor counts characters, the action UTF-16 code units: an emoji is two of them.
  ['a title of 200 emoji', entry(`title: ${'📈'.repeat(200)}`)],
  // The YAML the schema sees has its aliases resolved; the action takes none.
  ['a title given by a YAML alias', `${entry('title: &t Sales')}\n  - file: b.csv\n    title: *t`]
]

describe('the manifest schema', () => {
  it('names itself, its draft and where editors fetch it', () => {
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#')
    expect(schema.$id).toBe(
      'https://raw.githubusercontent.com/our-org/dashboard-action/v2/dashboards.schema.json'
    )
    expect(schema.title).toMatch(/manifest/i)
  })

  it('is where the documentation tells editors to fetch it: the release tag holds it', () => {
    // The Release workflow runs the tests on the commit it tags, so the file is in every tag.
    const told = documents.flatMap(file => [
      ...read(file).matchAll(/yaml-language-server: \$schema=(https?:\/\/\S+)/g)
    ])
    expect(told.map(match => match[1])).toContain(schema.$id)
    expect(new Set(told.map(match => match[1]))).toEqual(new Set([schema.$id]))
  })

  it('gives an entry exactly file and the dataset settings, and defaults the settings', () => {
    expect(Object.keys(schema.properties.dashboards.items.properties)).toEqual([
      'file',
      'title',
      'instructions',
      'file-type',
      'encoding',
      'delimiter',
      'decimal-separator',
      'columns',
      'oversize',
      'compare-key',
      'allowed-emails',
      'allow-pdf-export',
      'allow-scrollable-cards'
    ])
    expect(Object.keys(schema.properties.dashboards.items.properties)).toEqual([
      'file',
      ...DATASET_KEYS
    ])
    expect(Object.keys(schema.properties.defaults.properties)).toEqual([...DATASET_KEYS])
  })

  it('describes every key, for an editor to show on hover', () => {
    const { file } = schema.properties.dashboards.items.properties
    expect(file.description).toMatch(/glob/)
    for (const key of DATASET_KEYS) expect(schema.definitions[key].description).toMatch(/\w{3}/)
  })

  it.each(CORPUS)('judges %s as the action does', (_name, manifest, verdict) => {
    expect([schemaVerdict(manifest), actionVerdict(manifest)]).toEqual([verdict, verdict])
  })

  it.each(BEYOND_THE_SCHEMA)('lets the action alone refuse %s', (_name, manifest) => {
    expect([schemaVerdict(manifest), actionVerdict(manifest)]).toEqual(['valid', 'refused'])
  })
})

/** The ```yaml blocks of the README and docs/ whose top level has `dashboards`: manifests. */
const manifestBlocks = documents.flatMap(file =>
  [...read(file).matchAll(/```yaml\n([\s\S]*?)```/g)]
    .map(match => match[1])
    .filter(block => {
      const value: unknown = parse(block)
      return typeof value === 'object' && value !== null && 'dashboards' in value
    })
    .map((block, i) => [`${file} #${i + 1}`, block] as const)
)

describe('the manifests the documentation shows', () => {
  it('are there to check', () => {
    expect(manifestBlocks.map(([name]) => name)).toContain('docs/manifest.md #1')
  })

  it.each(manifestBlocks)('%s is valid by the schema and read by the action', (_name, block) => {
    expect(validate(parse(block)) ? [] : validate.errors).toEqual([])
    const manifest = parseManifest('.github/dashboards.yml', block)
    expect(manifest.entries.flatMap(e => e.problems.map(p => p.message))).toEqual([])
  })
})

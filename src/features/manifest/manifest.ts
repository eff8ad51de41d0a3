/**
 * The manifest (`.github/dashboards.yml` by convention, named by the `config` input): each
 * dataset's own settings. Read as YAML and checked key by key before anything is sent, each
 * problem on the manifest's own line. A problem of the file as a whole (YAML, its shape,
 * `defaults`) stops the step; one of an entry keeps that entry's datasets back, the others go.
 *
 * ```yaml
 * defaults: { instructions: Use the company colours. }
 * dashboards:
 *   - file: data/sales/*.csv
 *     title: Sales
 * ```
 */
import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml'
import { ProblemsError, type Problem } from '../../common/errors.js'
import { quote } from '../../common/input-values.js'
import { Input, MAX_MANIFEST_BYTES } from '../../config/constants.js'
import { editDistance } from '../../datasets/find/hints.js'
import { parsePatterns } from '../../datasets/find/patterns.js'
import {
  DATASET_KEYS,
  parseSetting,
  type DatasetKey,
  type SettingsLayer
} from './dataset-settings.js'

/** An entry of `dashboards`: the files it selects and the settings it gives them. */
export interface ManifestEntry {
  /** From 1, in the manifest's order. */
  readonly index: number
  /** The line of its `file` key (of the entry, when it has none). */
  readonly line: number
  /** Its `file`: paths or glob patterns, with `!` exclusions. */
  readonly patterns: readonly string[]
  readonly settings: SettingsLayer
  /** What is wrong with it: its datasets are not generated. */
  readonly problems: readonly Problem[]
}

export interface Manifest {
  /** Workspace-relative, as the `config` input gives it. */
  readonly path: string
  readonly defaults: SettingsLayer
  readonly entries: readonly ManifestEntry[]
}

const TOP_KEYS = ['defaults', 'dashboards'] as const
const ENTRY_KEYS = ['file', ...DATASET_KEYS] as const

/** The settings a list may give: a YAML list is read as the input's comma-separated form. */
const LIST_KEYS: ReadonlySet<string> = new Set([
  Input.AllowedEmails,
  Input.CompareKey,
  Input.Columns
])

/** Inputs of the step that a manifest cannot set: what they do is the step's, not a dataset's. */
const STEP_INPUTS: ReadonlySet<string> = new Set(
  Object.values(Input).filter(name => !(DATASET_KEYS as readonly string[]).includes(name))
)

/**
 * The manifest at `path` (workspace-relative), from its text. Throws a ProblemsError for a
 * problem that leaves no entry usable: its YAML, its shape, a wrong `defaults`.
 */
export function parseManifest(path: string, text: string): Manifest {
  const lines = new LineCounter()
  const at = (node: { range?: [number, number, number] | null } | null | undefined) =>
    node?.range ? lines.linePos(node.range[0]).line : 1
  const problem = (line: number, message: string): Problem => ({
    message: `${path} line ${line}: ${message}`,
    annotation: { file: path, startLine: line, title: 'Dashboards manifest' }
  })
  const fail = (line: number, message: string): never => {
    throw new ProblemsError([problem(line, message)])
  }
  if (Buffer.byteLength(text) > MAX_MANIFEST_BYTES)
    fail(
      1,
      `the manifest is over ${MAX_MANIFEST_BYTES / 1024 / 1024} MiB; it lists datasets and their settings, and is far smaller.`
    )
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: true, prettyErrors: false })
  if (doc.errors.length > 0)
    throw new ProblemsError(
      doc.errors.map(error =>
        problem(
          lines.linePos(error.pos[0]).line,
          `it is not valid YAML: ${firstLine(error.message)}. ${error.code === 'BAD_SCALAR_START' ? `Quote a value that begins with such a character, as in decimal-separator: ","` : `Fix the YAML there (a yaml-language-server comment gives your editor the manifest's schema: docs/manifest.md)`}.`
        )
      )
    )
  const root = doc.contents
  if (!isMap(root))
    return fail(
      at(root),
      `the manifest must be a mapping with 'dashboards', a list of entries each with a 'file' (and 'defaults', optionally).`
    )
  let defaults: SettingsLayer = {}
  let list: Node | undefined
  for (const pair of root.items) {
    const key = pair.key as Node
    const name = isScalar(key) ? String(key.value) : ''
    if (name === 'defaults') {
      const read = readSettings(pair.value, DATASET_KEYS, 'defaults', problem, at)
      if (read.problems.length > 0) throw new ProblemsError(read.problems)
      defaults = read.settings
    } else if (name === 'dashboards') {
      list = pair.value as Node
    } else {
      fail(at(key), unknownKey(name, TOP_KEYS, 'the manifest'))
    }
  }
  if (list === undefined || !isSeq(list) || list.items.length === 0)
    return fail(
      list === undefined ? 1 : at(list),
      `'dashboards' must be a list of entries, each with a 'file' (the datasets) and the settings they get, such as:  - file: data/sales.csv`
    )
  const entries = list.items.map((item, i) => readEntry(item as Node, i + 1, problem, at))
  return { path, defaults, entries }
}

type ProblemAt = (line: number, message: string) => Problem
type LineOf = (node: Node | null | undefined) => number

function readEntry(item: Node, index: number, problem: ProblemAt, at: LineOf): ManifestEntry {
  const line = at(item)
  if (!isMap(item))
    return {
      index,
      line,
      patterns: [],
      settings: {},
      problems: [
        problem(
          line,
          `entry ${index} of 'dashboards' is not a mapping: give it a 'file' and the settings its datasets get, such as  - file: data/sales.csv`
        )
      ]
    }
  const read = readSettings(item, ENTRY_KEYS, `entry ${index}`, problem, at)
  const filePair = item.items.find(pair => isScalar(pair.key) && pair.key.value === 'file')
  const problems = [...read.problems]
  let patterns: string[] = []
  let fileLine = line
  if (filePair === undefined) {
    problems.push(
      problem(
        line,
        `entry ${index} has no 'file': give the path or glob pattern of its datasets (a list of them, with ! exclusions, also works).`
      )
    )
  } else {
    fileLine = at(filePair.key as Node)
    const value = filePair.value as Node | null
    const lines = isSeq(value) ? value.items : [value]
    // A path is text: YAML reads `2024` or `1e3` as a number, whose text is not what was written.
    const texts = lines.map(node =>
      isScalar(node) && typeof node.value === 'string' ? node.value : undefined
    )
    if (texts.some(text => text === undefined) || value === null)
      problems.push(
        problem(
          fileLine,
          `entry ${index}'s 'file' must be a path or glob pattern, or a list of them (with ! exclusions), such as data/sales/*.csv; quote a name YAML reads as a number or a boolean.`
        )
      )
    else {
      patterns = texts.flatMap(text => parsePatterns(text as string))
      if (patterns.some(p => p.includes('\0')))
        problems.push(problem(fileLine, `entry ${index}'s 'file' holds a NUL character.`))
      else if (patterns.length === 0)
        problems.push(
          problem(
            fileLine,
            `entry ${index}'s 'file' is empty: give the path or glob pattern of its datasets.`
          )
        )
      else if (patterns.every(p => p.startsWith('!')))
        problems.push(
          problem(
            fileLine,
            `entry ${index}'s 'file' has only exclusions (${patterns.map(p => quote(p)).join(', ')}); add a pattern that selects files.`
          )
        )
    }
  }
  return { index, line: fileLine, patterns, settings: read.settings, problems }
}

/** The settings of a mapping (`defaults`, or an entry), each key checked on its own line. */
function readSettings(
  node: Node | null,
  known: readonly string[],
  where: string,
  problem: ProblemAt,
  at: LineOf
): { settings: SettingsLayer; problems: Problem[] } {
  const problems: Problem[] = []
  let settings: SettingsLayer = {}
  if (node === null || !isMap(node)) {
    problems.push(
      problem(at(node), `${where} must be a mapping of settings, such as  title: Sales`)
    )
    return { settings, problems }
  }
  for (const pair of node.items) {
    const key = pair.key as Node
    const name = isScalar(key) ? String(key.value) : ''
    const line = at(key)
    if (!known.includes(name)) {
      problems.push(problem(line, unknownKey(name, known, where)))
      continue
    }
    if (name === 'file') continue
    const raw = settingText(name, pair.value as Node | null)
    if (raw === undefined) {
      problems.push(
        problem(
          line,
          `'${name}' of ${where} ${isEmpty(pair.value as Node | null) ? 'has no value' : 'must be a single value'}${LIST_KEYS.has(name) ? ' or a list of them' : ''}; write it as the '${name}' input takes it, or remove the key.`
        )
      )
      continue
    }
    try {
      const layer = parseSetting(name as DatasetKey, name, raw)
      settings = {
        ...settings,
        ...layer,
        reading: { ...settings.reading, ...layer.reading }
      }
    } catch (error) {
      problems.push(problem(at(pair.value as Node) || line, ofKey((error as Error).message, where)))
    }
  }
  if (settings.reading !== undefined && Object.keys(settings.reading).length === 0)
    delete settings.reading
  return { settings, problems }
}

/** A setting's value as its input would hold it: a scalar's text, a list joined by commas. */
function settingText(name: string, value: Node | null): string | undefined {
  if (value === null) return undefined
  if (isSeq(value) && LIST_KEYS.has(name)) {
    const items = value.items.map(item => scalarText(item as Node | null))
    return items.some(item => item === undefined) ? undefined : items.join(', ')
  }
  return scalarText(value)
}

/** A key written with no value: YAML reads it as null. */
function isEmpty(node: Node | null): boolean {
  return node === null || (isScalar(node) && node.value === null)
}

function scalarText(node: Node | null): string | undefined {
  if (node === null || isAlias(node) || !isScalar(node)) return undefined
  const value: unknown = node.value
  if (value === null) return undefined
  if (typeof value === 'string') return value
  if (typeof value === 'boolean' || typeof value === 'number') return String(value)
  return undefined
}

/** The input rule's message, reworded for a manifest's key. */
function ofKey(message: string, where: string): string {
  return message.replace(/^Input '([^']+)'/, `'$1' of ${where}`)
}

function unknownKey(name: string, known: readonly string[], where: string): string {
  if (name === 'file' && where === 'defaults')
    return `'file' is not a key of defaults: each entry of 'dashboards' names its own files; defaults hold the settings every entry's datasets take.`
  if (STEP_INPUTS.has(name))
    return `'${name}' is an input of the step, not a dataset's setting: give it to the step under 'with:', or remove it here.`
  const nearest = known
    .map(candidate => ({ candidate, distance: editDistance(candidate, name.toLowerCase()) }))
    .sort((a, b) => a.distance - b.distance)[0]
  const hint =
    nearest !== undefined && nearest.distance <= Math.max(2, Math.floor(name.length / 3))
      ? ` Did you mean '${nearest.candidate}'?`
      : ''
  return `${quote(name)} is not a key of ${where}; the keys are ${known.map(k => `'${k}'`).join(', ')}.${hint}`
}

function firstLine(message: string): string {
  return message.split('\n')[0].replace(/\.$/, '')
}

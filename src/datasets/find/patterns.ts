/**
 * The `file` input: one path, or glob patterns over several lines with `!` exclusions. Glob
 * matching (@actions/glob) is loaded only when a pattern needs it.
 */
import { promises as fs } from 'node:fs'
import path from 'node:path'
import { Input } from '../../config/constants.js'
import { quote } from '../../common/input-values.js'
import { missingFileHints, nearbyForPattern } from './hints.js'
import { firstInvalidUtf8, quoteBytes } from '../read/utf8.js'

const GLOB_SYNTAX = /[*?[\]{}]/

/** Non-empty lines; `#` lines are comments, as @actions/glob reads them. */
export function parsePatterns(raw: string): string[] {
  return raw
    .split(/\r?\n/)
    .map(line => line.trim())
    .filter(line => line !== '' && !line.startsWith('#'))
}

/**
 * The `file` line that selects this workspace-relative path and no other file, however it is
 * named: `* ? [` and a backslash become one-character classes, which the glob reads back as the
 * character itself (so it looks the file up, without listing its folder); white space at the
 * end, which the line's trimming would drop, is written the same way; a leading `!`, `#` or
 * white space (an exclusion, a comment, trimmed) gets `./` before it. `]`, `{}` and a `!`
 * elsewhere are plain characters to the glob already. A line break cannot be written.
 */
export function literalPattern(file: string): string {
  const escaped = file
    .replace(/[*?[\\]/g, c => (c === '\\' ? '[\\\\]' : `[${c}]`))
    .replace(/\s+$/, tail => [...tail].map(c => `[${c}]`).join(''))
  return /^[!#\s]/.test(escaped) ? `./${escaped}` : escaped
}

/** A path of the input as the glob and the changed files name it: workspace-relative, '/'-separated. */
export function workspaceRelative(workspace: string, file: string): string {
  return path.relative(workspace, path.resolve(workspace, file)).split(path.sep).join('/')
}

/** One plain path: the single-dataset form of the input. */
export function isSinglePath(patterns: readonly string[]): boolean {
  return patterns.length === 1 && !patterns[0].startsWith('!') && !GLOB_SYNTAX.test(patterns[0])
}

/**
 * The one file a line names, when it names one: no wildcard but the one-character classes that
 * `literalPattern` writes, read back as their characters. Undefined for an exclusion or a glob.
 */
export function literalPath(line: string): string | undefined {
  if (line.startsWith('!')) return undefined
  const oneCharacter = /\[(\\\\|[^\]\\])\]/g
  if (/[*?[]/.test(line.replace(oneCharacter, ''))) return undefined
  return line.replace(oneCharacter, (_, c: string) => (c === '\\\\' ? '\\' : c))
}

/**
 * What of the `file` input matched nothing: each literal path that names no file of the
 * workspace (excluded ones aside, which exist), the single path included; and, beside lines that
 * matched, each glob that matched no file before the exclusions. `matched` are the
 * workspace-relative paths found.
 */
export async function unmatchedLines(
  workspace: string,
  patterns: readonly string[],
  matched: readonly string[]
): Promise<{ readonly missing: string[]; readonly emptyGlobs: string[] }> {
  // A single path comes back from matchFiles as given, unlooked-for: it is looked up here.
  const found = new Set(isSinglePath(patterns) ? [] : matched)
  const positive = patterns.filter(p => !p.startsWith('!'))
  const missing: string[] = []
  const globs: string[] = []
  for (const line of positive) {
    const literal = literalPath(line)
    if (literal === undefined) {
      globs.push(line)
      continue
    }
    const absolute = path.resolve(workspace, literal)
    if (found.has(workspaceRelative(workspace, literal))) continue
    // A file that exists was excluded on purpose; a folder or nothing is named as a mistake.
    const stat = await fs.stat(absolute).catch(() => undefined)
    if (stat?.isFile() !== true && !missing.includes(literal)) missing.push(literal)
  }
  const emptyGlobs: string[] = []
  // Alone, a glob that matches nothing stops the step: only one beside others is looked at.
  if (positive.length > 1)
    for (const line of globs)
      if ((await glob(workspace, [line])).length === 0) emptyGlobs.push(line)
  return { missing, emptyGlobs }
}

/** A glob line's closing extension, without wildcards: `.csv` of `data/*.csv`, or `.csv.gz`. */
const CLOSING_EXTENSION = /(?:\.[^./\\*?[\]{}!]+)+$/

/** Files a glob line skipped only for their extension's letter case, and the line that selects them. */
export interface CaseSkipped {
  /** The `file` line, as given. */
  readonly line: string
  /** Its closing extension, as written in it. */
  readonly extension: string
  /** The same line with the extension written as these files write it. */
  readonly selecting: string
  /** Workspace-relative paths, sorted. */
  readonly files: readonly string[]
}

/**
 * The files that a glob line of `patterns` would select but for the letter case of their
 * extension (`Q2 Export.CSV` for `data/*.csv`), the exclusions applied, those `matched` aside:
 * globs match case exactly (on Linux and macOS runners), though the extension is read in any case.
 * Empty when the files cannot be listed: it is only a hint.
 */
export async function skippedForCase(
  workspace: string,
  patterns: readonly string[],
  matched: readonly string[]
): Promise<CaseSkipped[]> {
  const exclusions = patterns.filter(p => p.startsWith('!'))
  const found = new Set(matched)
  const groups = new Map<string, CaseSkipped & { files: string[] }>()
  for (const line of patterns) {
    if (line.startsWith('!') || literalPath(line) !== undefined) continue
    const extension = CLOSING_EXTENSION.exec(line)?.[0]
    if (extension === undefined || !/[a-z]/i.test(extension)) continue
    const stem = line.slice(0, -extension.length)
    const anyCase =
      stem + extension.replace(/[a-z]/gi, c => `[${c.toLowerCase()}${c.toUpperCase()}]`)
    // The glob stats every file it walks: it runs only when a name in another case is there.
    const searched = (await createGlobber(workspace, [anyCase])).getSearchPaths()
    if (!(await someNameInAnotherCase(searched, extension))) continue
    const candidates = await glob(workspace, [anyCase, ...exclusions]).catch(() => [])
    for (const file of candidates) {
      if (found.has(file)) continue
      const selecting = stem + file.slice(-extension.length)
      const group = groups.get(selecting) ?? { line, extension, selecting, files: [] }
      if (!group.files.includes(file)) group.files.push(file)
      groups.set(selecting, group)
    }
  }
  return [...groups.values()]
}

/**
 * Whether a file under `folders` (symbolic links not followed, as the glob does not) ends in
 * `extension` in another letter case. Reads the folders only, stats nothing.
 */
async function someNameInAnotherCase(
  folders: readonly string[],
  extension: string
): Promise<boolean> {
  const lower = extension.toLowerCase()
  const stack = [...folders]
  while (stack.length > 0) {
    const folder = stack.pop()!
    const entries = await fs.readdir(folder, { withFileTypes: true }).catch(() => [])
    for (const entry of entries) {
      if (entry.isDirectory()) stack.push(path.join(folder, entry.name))
      else if (entry.name.toLowerCase().endsWith(lower) && !entry.name.endsWith(extension))
        return true
    }
  }
  return false
}

/** At most this many files are named for a line that skipped them for their letter case. */
const CASE_SKIPPED_SHOWN = 5

/** What to say of files a glob line skipped for their extension's letter case, and the fix. */
export function caseSkippedText({ line, extension, selecting, files }: CaseSkipped): string {
  const shown = files
    .slice(0, CASE_SKIPPED_SHOWN)
    .map(f => quote(f))
    .join(', ')
  const more =
    files.length > CASE_SKIPPED_SHOWN ? ` and ${files.length - CASE_SKIPPED_SHOWN} more` : ''
  const them = files.length === 1 ? 'it' : 'them'
  return `Input '${Input.File}': ${quote(line)} does not select ${shown}${more}, only because ${files.length === 1 ? 'its extension is' : 'their extensions are'} in another letter case: patterns match letter case exactly. Add the line ${quote(selecting)} to select ${them}, or rename ${them} to end in ${quote(extension)}.`
}

/** The matched files as workspace-relative paths with '/' separators, sorted. */
export async function matchFiles(
  workspace: string,
  patterns: readonly string[]
): Promise<string[]> {
  if (isSinglePath(patterns)) return [patterns[0]]
  const positive = patterns.filter(p => !p.startsWith('!'))
  if (positive.length === 0) {
    throw new Error(
      `Input '${Input.File}' has only exclusions (${patterns.map(p => quote(p)).join(', ')}); add a pattern that selects files.`
    )
  }
  const matched = await glob(workspace, patterns)
  if (matched.length > 0) return matched
  const before = await glob(workspace, positive)
  const shown = positive.map(p => quote(p)).join(', ')
  if (before.length > 0) {
    throw new Error(
      `Input '${Input.File}': ${shown} matched ${before.length} file(s), but the exclusions removed every one.`
    )
  }
  const nearby = await Promise.all(
    positive.filter(p => GLOB_SYNTAX.test(p)).map(p => nearbyForPattern(workspace, p))
  )
  const cased = (await skippedForCase(workspace, patterns, [])).map(
    skipped => ` ${caseSkippedText(skipped)}`
  )
  throw new Error(
    `Input '${Input.File}': no file in the workspace matches ${shown}.${cased.join('')}${nearby.join('')}${await missingFileHints(workspace, positive.join('\n'))}`
  )
}

/**
 * The folders the patterns pick files in, as absolute paths: a dataset, or the target of a
 * dataset that is a symbolic link, must lie in one of them.
 */
export async function datasetFolders(
  workspace: string,
  patterns: readonly string[]
): Promise<string[]> {
  const positive = patterns.filter(p => !p.startsWith('!'))
  // A plain path is searched for as itself: its folder is where its dataset lies.
  const literal = positive
    .filter(p => !GLOB_SYNTAX.test(p))
    .map(p => path.dirname(path.resolve(workspace, p.trim())))
  const globbed = positive.filter(p => GLOB_SYNTAX.test(p))
  if (globbed.length === 0) return literal
  const globber = await createGlobber(workspace, globbed)
  // A pattern without wildcards (a line of a leg's file input) searches its own file: its folder is above.
  const searched = await Promise.all(
    globber.getSearchPaths().map(async found => {
      const stat = await fs.stat(found).catch(() => undefined)
      return stat?.isFile() ? path.dirname(found) : found
    })
  )
  return [...literal, ...searched]
}

async function createGlobber(workspace: string, patterns: readonly string[]) {
  const { create } = await import('@actions/glob')
  const rooted = patterns.map(p => {
    const negated = p.startsWith('!')
    const body = negated ? p.slice(1) : p
    const absolute = path.isAbsolute(body) ? body : path.join(workspace, body)
    return negated ? `!${absolute}` : absolute
  })
  return create(rooted.join('\n'), {
    matchDirectories: false,
    implicitDescendants: false,
    followSymbolicLinks: false
  })
}

async function glob(workspace: string, patterns: readonly string[]): Promise<string[]> {
  const globber = await createGlobber(workspace, patterns)
  let found: string[]
  try {
    found = await globber.glob()
  } catch (error) {
    throw await listingError(workspace, patterns, globber.getSearchPaths(), error)
  }
  return found.map(file => path.relative(workspace, file).split(path.sep).join('/')).sort()
}

/** At most this many names that are not UTF-8 are shown; the rest are counted. */
const NAMES_SHOWN = 5
/** The search for such names stops after this many entries: it runs only once listing failed. */
const ENTRIES_SEARCHED = 200_000

/**
 * Listing the files failed, most often on a name that is not UTF-8: Node reads it with the bad
 * bytes replaced, so the name it then asks about does not exist (ENOENT). Names every such file.
 */
async function listingError(
  workspace: string,
  patterns: readonly string[],
  searchPaths: readonly string[],
  error: unknown
): Promise<Error> {
  const shown = patterns.map(p => quote(p)).join(', ')
  const failure = error as NodeJS.ErrnoException
  const bad = failure?.code === 'ENOENT' ? await namesNotUtf8(workspace, searchPaths) : []
  if (bad.length > 0) {
    const more = bad.length > NAMES_SHOWN ? ` and ${bad.length - NAMES_SHOWN} more` : ''
    return new Error(
      `Input '${Input.File}': ${bad.length} file or folder name(s) where ${shown} look for datasets are not UTF-8 text, so they cannot be matched or read: ${bad.slice(0, NAMES_SHOWN).join(', ')}${more} (\\xNN is a byte that is not UTF-8). Rename them to UTF-8 names (for example with git mv), or change the patterns so they do not search their folder. No dataset was uploaded.`
    )
  }
  if (typeof failure?.code !== 'string') return error as Error
  const where =
    typeof failure.path === 'string'
      ? ` at ${quote(path.relative(workspace, failure.path).split(path.sep).join('/'))}`
      : ''
  return new Error(
    `Input '${Input.File}': listing the files that match ${shown} failed${where} (${failure.code}). Check that the runner may read that folder, or change the patterns so they do not search it; if a file was removed while the step ran, run it again. No dataset was uploaded.`
  )
}

/** Workspace-relative names, quoted, of the entries under `searchPaths` that are not UTF-8. */
async function namesNotUtf8(workspace: string, searchPaths: readonly string[]): Promise<string[]> {
  const found: string[] = []
  const separator = Buffer.from('/')
  const stack: { absolute: Buffer; relative: Buffer }[] = searchPaths.map(folder => ({
    absolute: Buffer.from(folder),
    relative: Buffer.from(path.relative(workspace, folder).split(path.sep).join('/'))
  }))
  let searched = 0
  while (stack.length > 0 && searched < ENTRIES_SEARCHED) {
    const folder = stack.pop()!
    let entries
    try {
      entries = await fs.readdir(folder.absolute, { withFileTypes: true, encoding: 'buffer' })
    } catch {
      continue
    }
    for (const entry of entries) {
      searched++
      const name = entry.name as Buffer
      const join = (base: Buffer): Buffer =>
        base.length === 0 ? name : Buffer.concat([base, separator, name])
      const relative = join(folder.relative)
      if (firstInvalidUtf8(name) >= 0) found.push(quoteBytes(relative))
      else if (entry.isDirectory()) stack.push({ absolute: join(folder.absolute), relative })
    }
  }
  return found
}

/**
 * What to say when the `file` input names nothing: the usual mistakes behind a missing file,
 * each with what to do. Read only after a file was not found.
 */
import { promises as fs } from 'node:fs'
import path from 'node:path'
import { Input } from '../../config/constants.js'
import { quote } from '../../common/input-values.js'
import { formatOfName } from '../read/formats.js'

const GLOB_SYNTAX = /[*?[\]{}]/

/** Folders with more entries than this are not searched for a name in another case. */
const MAX_ENTRIES_SEARCHED = 5000

/** Sentences (each with a leading space) for a path or pattern that matched no file. */
export async function missingFileHints(workspace: string, given: string): Promise<string> {
  const hints: string[] = []
  if (given.includes(',')) {
    hints.push(
      ` '${Input.File}' takes one path or pattern per line, not a comma-separated list: write each on its own line (file: |).`
    )
  }
  const other = await sameNameInAnotherCase(workspace, given)
  if (other !== undefined) hints.push(` Did you mean ${quote(other)}? Paths are case-sensitive.`)
  else if (!GLOB_SYNTAX.test(given) && !given.includes('\n') && !path.isAbsolute(given)) {
    const nearest = await nearestPaths(workspace, given)
    if (nearest.length > 0) hints.push(` Did you mean: ${nearest.map(p => quote(p)).join(', ')}?`)
  }
  if (await looksUncheckedOut(workspace)) {
    hints.push(
      ` The workspace is empty: add an 'actions/checkout' step before this one, so the repository's files are there.`
    )
  }
  return hints.join('')
}

/** A job without actions/checkout: no repository and nothing else in the workspace. */
async function looksUncheckedOut(workspace: string): Promise<boolean> {
  try {
    const entries = await fs.readdir(workspace)
    return entries.length === 0
  } catch {
    return false
  }
}

/**
 * The workspace path that matches `given` but for letter case, one folder at a time; undefined
 * when none does, or when `given` is a pattern or leaves the workspace.
 */
async function sameNameInAnotherCase(
  workspace: string,
  given: string
): Promise<string | undefined> {
  if (GLOB_SYNTAX.test(given) || path.isAbsolute(given)) return undefined
  const steps = given.split(/[\\/]+/).filter(step => step !== '' && step !== '.')
  if (steps.length === 0 || steps.includes('..')) return undefined
  let folder = workspace
  const found: string[] = []
  for (const step of steps) {
    let entries: string[]
    try {
      entries = await fs.readdir(folder)
    } catch {
      return undefined
    }
    if (entries.length > MAX_ENTRIES_SEARCHED) return undefined
    const match =
      entries.find(entry => entry === step) ??
      entries.find(entry => entry.toLowerCase() === step.toLowerCase())
    if (match === undefined) return undefined
    found.push(match)
    folder = path.join(folder, match)
  }
  const other = found.join('/')
  return other === steps.join('/') ? undefined : other
}

/** A walk for similar names stops after this many entries: a hint must not hold the step up. */
const MAX_ENTRIES_WALKED = 3000
/** Folders never worth suggesting from: tools' and Git's, not the repository's data. */
const SKIPPED_FOLDERS = new Set(['node_modules', '.git'])
/** Nearest paths named for a missing file. */
const NEAREST_SHOWN = 3
/** Files named for a pattern that matched nothing. */
const NEARBY_SHOWN = 5

/**
 * Workspace-relative paths ('/'-separated) of the files with a dataset's extension under
 * `folder`, nearest levels first, at most MAX_ENTRIES_WALKED entries looked at.
 */
async function datasetFilesUnder(workspace: string, folder: string): Promise<string[]> {
  const found: string[] = []
  const queue = [folder]
  let walked = 0
  // Breadth first, so the bound cuts off the deepest folders rather than whole neighbours.
  while (queue.length > 0 && walked < MAX_ENTRIES_WALKED) {
    const current = queue.shift()!
    let entries
    try {
      entries = await fs.readdir(current, { withFileTypes: true })
    } catch {
      continue
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    for (const entry of entries.slice(0, MAX_ENTRIES_WALKED - walked)) {
      walked++
      const absolute = path.join(current, entry.name)
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) queue.push(absolute)
      } else if (formatOfName(entry.name) !== undefined) {
        found.push(path.relative(workspace, absolute).split(path.sep).join('/'))
      }
    }
  }
  return found
}

/** The number of one-character edits (insert, delete, replace) from `a` to `b`. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      const replace = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)
      row.push(Math.min(replace, previous[j] + 1, row[j - 1] + 1))
    }
    previous = row
  }
  return previous[b.length]
}

/**
 * The dataset files nearest to the missing path `given`: those of the same name in other folders
 * first, then the closest by edit distance on the path, if close enough to be a likely typo
 * (at most half the longer path's length apart).
 */
export async function nearestPaths(workspace: string, given: string): Promise<string[]> {
  const wanted = given
    .trim()
    .replace(/\\/g, '/')
    .replace(/^(\.\/)+/, '')
  const name = path.posix.basename(wanted).toLowerCase()
  const scored = (await datasetFilesUnder(workspace, workspace))
    .map(file => ({
      file,
      sameName: path.posix.basename(file).toLowerCase() === name,
      distance: editDistance(file.toLowerCase(), wanted.toLowerCase())
    }))
    .filter(c => c.sameName || c.distance <= Math.max(c.file.length, wanted.length) / 2)
  scored.sort(
    (a, b) =>
      Number(b.sameName) - Number(a.sameName) ||
      a.distance - b.distance ||
      (a.file < b.file ? -1 : 1)
  )
  return scored.slice(0, NEAREST_SHOWN).map(c => c.file)
}

/**
 * What lies where a pattern looks, for one that matched nothing: the folder before its first
 * wildcard, or its nearest existing ancestor, and the dataset files in it.
 */
export async function nearbyForPattern(workspace: string, pattern: string): Promise<string> {
  const steps = pattern.trim().replace(/\\/g, '/').split('/')
  const firstWild = steps.findIndex(step => GLOB_SYNTAX.test(step))
  const base = steps
    .slice(0, firstWild < 0 ? steps.length - 1 : firstWild)
    .filter(s => s !== '' && s !== '.')
  if (path.isAbsolute(pattern.trim()) || base.includes('..')) return ''
  let existing = base
  while (existing.length > 0 && !(await isFolder(path.join(workspace, ...existing)))) {
    existing = existing.slice(0, -1)
  }
  const where = (folder: readonly string[]) =>
    folder.length === 0 ? 'the workspace' : `folder ${quote(`${folder.join('/')}/`)}`
  const holder =
    existing.length < base.length
      ? `${where(base)}, which does not exist; the nearest that does, ${where(existing)},`
      : `${where(base)}, which`
  const files = await datasetFilesUnder(workspace, path.join(workspace, ...existing))
  const held =
    files.length === 0
      ? 'no dataset file (CSV, TSV, JSON, JSON Lines or Parquet)'
      : files
          .slice(0, NEARBY_SHOWN)
          .map(f => quote(f))
          .join(', ') +
        (files.length > NEARBY_SHOWN ? ` and ${files.length - NEARBY_SHOWN} more` : '')
  return ` ${quote(pattern.trim())} looks in ${holder} holds ${held}.`
}

async function isFolder(absolute: string): Promise<boolean> {
  const stat = await fs.stat(absolute).catch(() => undefined)
  return stat?.isDirectory() ?? false
}

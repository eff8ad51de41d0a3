/**
 * What to say when the `file` input names nothing: the usual mistakes behind a missing file,
 * each with what to do. Read only after a file was not found.
 */
import { promises as fs } from 'node:fs'
import path from 'node:path'
import { Input } from '../constants.js'
import { quote } from '../common/input-values.js'

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
  if (/[*?[\]{}]/.test(given) || path.isAbsolute(given)) return undefined
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

/**
 * The `file` input: one path, or glob patterns over several lines with `!` exclusions. Glob
 * matching (@actions/glob) is loaded only when a pattern needs it.
 */
import path from 'node:path'
import { Input } from '../constants.js'
import { quote } from '../common/input-values.js'
import { missingFileHints } from './hints.js'

const GLOB_SYNTAX = /[*?[\]{}]/

/** Non-empty lines; `#` lines are comments, as @actions/glob reads them. */
export function parsePatterns(raw: string): string[] {
  return raw
    .split(/\r?\n/)
    .map(line => line.trim())
    .filter(line => line !== '' && !line.startsWith('#'))
}

/** One plain path: the single-dataset form of the input. */
export function isSinglePath(patterns: readonly string[]): boolean {
  return patterns.length === 1 && !patterns[0].startsWith('!') && !GLOB_SYNTAX.test(patterns[0])
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
  throw new Error(
    `Input '${Input.File}': no file in the workspace matches ${shown}.${await missingFileHints(workspace, positive.join('\n'))}`
  )
}

async function glob(workspace: string, patterns: readonly string[]): Promise<string[]> {
  const { create } = await import('@actions/glob')
  const rooted = patterns.map(p => {
    const negated = p.startsWith('!')
    const body = negated ? p.slice(1) : p
    const absolute = path.isAbsolute(body) ? body : path.join(workspace, body)
    return negated ? `!${absolute}` : absolute
  })
  const globber = await create(rooted.join('\n'), {
    matchDirectories: false,
    implicitDescendants: false,
    followSymbolicLinks: false
  })
  const found = await globber.glob()
  return found.map(file => path.relative(workspace, file).split(path.sep).join('/')).sort()
}

/**
 * Which files a manifest's entries select, and the settings each file gets: the step's inputs,
 * then `defaults`, then every entry that selects the file, in order, a later one overriding an
 * earlier one for the keys it sets (as .gitattributes does).
 */
import path from 'node:path'
import type { Problem } from '../../common/errors.js'
import { quote } from '../../common/input-values.js'
import * as log from '../../common/log.js'
import { missingFileHints } from '../../datasets/find/hints.js'
import {
  literalPattern,
  matchFiles,
  unmatchedLines,
  workspaceRelative
} from '../../datasets/find/patterns.js'
import { layered, type DatasetSettings } from './dataset-settings.js'
import type { Manifest, ManifestEntry } from './manifest.js'

export interface Selection {
  /** The files the good entries select, workspace-relative, sorted. */
  readonly paths: readonly string[]
  /** The files that must not go, each with why: a bad entry selects it, or an entry names it and it is not there. */
  readonly refused: ReadonlyMap<string, readonly Problem[]>
  /** A selected file's settings, its title final (`title — file name` when shared). */
  readonly settingsOf: (file: string) => DatasetSettings
  /** The `file` lines for the selected files, one literal path each. */
  readonly patterns: readonly string[]
  /** A bad entry's problems when it selects no file to refuse: they fail the step all the same. */
  readonly problems: readonly Problem[]
}

/** The files `manifest` selects in `workspace`, over the step's own settings `step`. */
export async function selectFiles(
  manifest: Manifest,
  workspace: string,
  step: DatasetSettings
): Promise<Selection> {
  const refused = new Map<string, Problem[]>()
  const refuse = (file: string, problems: readonly Problem[]) =>
    refused.set(file, [...(refused.get(file) ?? []), ...problems])
  const selected = new Map<string, ManifestEntry[]>()
  const problems: Problem[] = []
  for (const entry of manifest.entries) {
    const files =
      entry.patterns.length === 0 ? [] : await filesOf(manifest, entry, workspace, refuse)
    if (files.length === 0) problems.push(...entry.problems)
    for (const file of files) {
      if (entry.problems.length > 0) refuse(file, entry.problems)
      else selected.set(file, [...(selected.get(file) ?? []), entry])
    }
  }
  const paths = [...selected.keys()].filter(file => !refused.has(file)).sort()
  const settings = new Map<string, DatasetSettings>()
  const titleSource = new Map<string, string>()
  for (const file of paths) {
    let own = layered(step, manifest.defaults)
    let source = manifest.defaults.title !== undefined ? 'defaults' : 'step'
    for (const entry of selected.get(file) ?? []) {
      own = layered(own, entry.settings)
      if (entry.settings.title !== undefined) source = `entry ${entry.index}`
    }
    settings.set(file, own)
    titleSource.set(file, source)
  }
  // A title shared by several datasets is each one's prefix: "Sales — north.csv", as the step's is.
  const sharing = new Map<string, number>()
  for (const source of titleSource.values()) sharing.set(source, (sharing.get(source) ?? 0) + 1)
  for (const file of paths) {
    const own = settings.get(file) as DatasetSettings
    if (own.title !== undefined && (sharing.get(titleSource.get(file) as string) ?? 0) > 1)
      settings.set(file, { ...own, title: `${own.title} — ${path.posix.basename(file)}` })
  }
  return {
    paths,
    refused,
    settingsOf: file => settings.get(file) ?? step,
    patterns: paths.map(literalPattern),
    problems
  }
}

/** The files one entry selects; a literal path that names no file is refused, on the entry's line. */
async function filesOf(
  manifest: Manifest,
  entry: ManifestEntry,
  workspace: string,
  refuse: (file: string, problems: readonly Problem[]) => void
): Promise<string[]> {
  const where = { file: manifest.path, startLine: entry.line, title: 'Dashboards manifest' }
  const listed = await matchFiles(workspace, entry.patterns).catch((error: Error) => {
    // A glob that matches nothing is told; the other entries still go.
    log.notice(
      `${manifest.path} line ${entry.line}: entry ${entry.index}'s 'file' selects no dataset: ${error.message.replace(/^Input 'file':? ?/, '')}`,
      where
    )
    return [] as string[]
  })
  const { missing } = await unmatchedLines(workspace, entry.patterns, listed)
  for (const file of missing) {
    refuse(file, [
      {
        message: `${manifest.path} line ${entry.line}: entry ${entry.index}'s 'file' names ${quote(file)}, which is not a file in the repository.${await missingFileHints(workspace, file)} Fix the path, or remove the entry.`,
        annotation: where
      }
    ])
  }
  return listed
    .filter(file => !missing.includes(file))
    .map(file => workspaceRelative(workspace, file))
}

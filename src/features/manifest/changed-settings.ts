/**
 * Under `changed-only`, a dataset whose settings the event changed counts as changed, though its
 * file did not: its entry, `defaults`, or a new entry that selects it. The manifest's base version
 * is read only when the event changed the manifest, from the checkout's git history, else from
 * GitHub; each dataset's settings under it are compared with its settings now.
 */
import { readFromGit } from '../../datasets/compare/git-base.js'
import { bytesUpTo } from '../../common/bounded-bytes.js'
import { MAX_MANIFEST_BYTES } from '../../config/constants.js'
import type { BaseVersion } from '../../datasets/compare/versions.js'
import type { DatasetSettings } from './dataset-settings.js'
import type { Selection } from './selection.js'

/** Where the manifest's base version is read. */
export interface ManifestBase {
  /** The checkout, whose history may hold the base commit. */
  readonly workspace: string
  /** The base commit; null on a first push (everything is new). */
  readonly base: string | null
  /** The manifest at `base` from GitHub, when the checkout lacks the commit. */
  readonly fromGitHub?: (path: string, base: string) => Promise<BaseVersion>
}

/**
 * The selected files whose settings differ from the base manifest's for them, each with why;
 * or why every file counts as changed (the base manifest could not be read or understood).
 * `select` reads a manifest's text as `current` was read: it throws for a broken one.
 */
export async function filesWithChangedSettings(
  current: Selection,
  manifestPath: string,
  select: (text: string) => Promise<Selection>,
  where: ManifestBase
): Promise<{ readonly files: ReadonlyMap<string, string> } | { readonly all: string }> {
  const every = (why: string) => new Map(current.paths.map(file => [file, why]))
  if (where.base === null) return { files: every(`${manifestPath} is new`) }
  const read =
    (await readFromGit(where.workspace, where.base, manifestPath)) ??
    (await where.fromGitHub?.(manifestPath, where.base))
  if (read === undefined)
    return {
      all: `the base version of ${manifestPath} cannot be read (the checkout lacks commit ${where.base.slice(0, 12)} and 'github-token' is empty), so its settings cannot be compared`
    }
  if (read.kind === 'absent') return { files: every(`${manifestPath} is new on this branch`) }
  if (read.kind !== 'found')
    return {
      all: `the base version of ${manifestPath} could not be read (${read.reason.why}), so its settings cannot be compared`
    }
  const bytes = await bytesUpTo(read.bytes, MAX_MANIFEST_BYTES)
  if (bytes === undefined)
    return { all: `the base version of ${manifestPath} is over 1 MiB, so it is not compared` }
  let before: Selection
  try {
    before = await select(bytes.toString('utf8'))
  } catch {
    // A base manifest with a mistake: what it meant cannot be compared with, so all count.
    return { all: `the base version of ${manifestPath} does not read as a manifest` }
  }
  const had = new Set(before.paths)
  const changed = new Map<string, string>()
  for (const file of current.paths) {
    if (!had.has(file)) changed.set(file, `${manifestPath} selects it since this change`)
    else if (!sameSettings(current.settingsOf(file), before.settingsOf(file)))
      changed.set(file, `its settings in ${manifestPath} changed`)
  }
  return { files: changed }
}

/** Two datasets' settings are the same when every key holds the same value. */
function sameSettings(a: DatasetSettings, b: DatasetSettings): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b))
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => [k, canonical(v)])
  )
}

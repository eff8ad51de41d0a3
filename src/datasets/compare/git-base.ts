/**
 * A dataset's base version from the checkout's own git history, streamed from `git cat-file`.
 * A shallow checkout lacks the base commit: then the caller asks GitHub instead.
 */
import { execFile, spawn } from 'node:child_process'
import { promisify } from 'node:util'
import type { BaseVersion } from './versions.js'

/** Only plain object names from the event payload reach git's arguments. */
const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/i
const GIT_ENV = { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0' }
const GIT_TIME_LIMIT_MS = 60_000

async function git(workspace: string, args: string[]): Promise<string | undefined> {
  try {
    const { stdout } = await promisify(execFile)('git', args, {
      cwd: workspace,
      timeout: GIT_TIME_LIMIT_MS,
      maxBuffer: 16 * 1024 * 1024,
      env: GIT_ENV
    })
    return stdout
  } catch {
    return undefined
  }
}

/**
 * Each base commit's renames to the checked-out commit (new path to old), asked of git once:
 * one run shares it among all its datasets, however many the base lacks.
 */
export type RenameMemo = Map<string, Promise<ReadonlyMap<string, string>>>

/**
 * The file at `path` (workspace-relative) in commit `base`, or at the path it was renamed from
 * since; absent when neither exists there. Undefined when the checkout does not hold `base`.
 */
export async function readFromGit(
  workspace: string,
  base: string,
  path: string,
  renames: RenameMemo = new Map()
): Promise<BaseVersion | undefined> {
  if (!SHA.test(base)) return undefined
  if ((await git(workspace, ['cat-file', '-e', `${base}^{commit}`])) === undefined) return undefined
  // `./` makes the path relative to the workspace, wherever the repository's root is.
  const here = await git(workspace, ['cat-file', '-e', `${base}:./${path}`])
  const at = here !== undefined ? path : (await renamesSince(workspace, base, renames)).get(path)
  if (at === undefined) return { kind: 'absent' }
  return {
    kind: 'found',
    bytes: blob(workspace, `${base}:./${at}`),
    ...(at === path ? {} : { renamedFrom: at })
  }
}

function renamesSince(
  workspace: string,
  base: string,
  memo: RenameMemo
): Promise<ReadonlyMap<string, string>> {
  let renames = memo.get(base)
  if (renames === undefined) {
    renames = renamesFromGit(workspace, base)
    memo.set(base, renames)
  }
  return renames
}

/** The checked-out commit's paths that git sees renamed since `base`, each with its old path. */
async function renamesFromGit(workspace: string, base: string): Promise<Map<string, string>> {
  const out = await git(workspace, [
    '-c',
    'core.quotePath=false',
    'diff',
    '--relative',
    '-z',
    '--name-status',
    '-M',
    '--diff-filter=R',
    base,
    'HEAD'
  ])
  const parts = (out ?? '').split('\0')
  const renames = new Map<string, string>()
  for (let i = 0; i + 2 < parts.length; i += 3) renames.set(parts[i + 2], parts[i + 1])
  return renames
}

/** The blob's bytes as git writes them; a git that fails says so when the bytes end. */
async function* blob(workspace: string, rev: string): AsyncGenerator<Uint8Array> {
  const child = spawn('git', ['cat-file', 'blob', rev], {
    cwd: workspace,
    env: GIT_ENV,
    stdio: ['ignore', 'pipe', 'ignore'],
    timeout: GIT_TIME_LIMIT_MS
  })
  const exited = new Promise<number | null>(resolve => {
    child.on('close', resolve)
    child.on('error', () => resolve(null))
  })
  try {
    for await (const chunk of child.stdout) yield chunk as Buffer
    const code = await exited
    if (code !== 0)
      throw new Error(`git could not read ${rev.replace(/^[^:]*:\.\//, '')} (exit ${code})`)
  } finally {
    if (child.exitCode === null) child.kill()
  }
}

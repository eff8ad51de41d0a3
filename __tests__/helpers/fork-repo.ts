/**
 * A repository with a base branch and a fork's pull request, as git itself holds them, for the
 * fake GitHub to serve (its `git` field): trees, blobs, the contents API and the pull request's
 * files all come from this repository. A commit may hold what a hostile fork can push: symbolic
 * links, submodules (gitlinks), any file name git takes.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { IDENTITY } from './git-history.js'

/** What a path holds in a commit: bytes, a link, a submodule's commit, or nothing (removed). */
export type Entry = string | Buffer | { symlink: string } | { submodule: string } | null

export interface ForkRepo {
  readonly dir: string
  /** A commit made of `parent`'s files with `changes` applied; the first has no parent. */
  commit(changes: Record<string, Entry>, parent?: string): string
  /** A blob's bytes at a commit, as git has them. */
  blob(commit: string, file: string): Buffer
  /** The object a path names at a commit (a link's own blob, not its target's). */
  object(commit: string, file: string): string
  remove(): void
}

/** Links as links, whatever the machine's git configuration. */
const CONFIG = [...IDENTITY, '-c', 'core.symlinks=true']

export function forkRepo(): ForkRepo {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dashboard-fork-repo-'))
  const git = (...args: string[]) =>
    execFileSync('git', [...CONFIG, ...args], { cwd: dir, maxBuffer: 256 * 1024 * 1024 })
  git('init', '-q')
  let commits = 0
  return {
    dir,
    commit(changes, parent) {
      if (parent !== undefined) git('checkout', '-q', '--force', '--detach', parent)
      const submodules: [string, string][] = []
      for (const [file, entry] of Object.entries(changes)) {
        const at = path.join(dir, file)
        rmSync(at, { force: true, recursive: true })
        if (entry === null) continue
        mkdirSync(path.dirname(at), { recursive: true })
        if (typeof entry === 'string' || Buffer.isBuffer(entry)) writeFileSync(at, entry)
        else if ('symlink' in entry) symlinkSync(entry.symlink, at)
        else submodules.push([file, entry.submodule])
      }
      git('add', '-A')
      for (const [file, sha] of submodules)
        git('update-index', '--add', '--cacheinfo', `160000,${sha},${file}`)
      git('commit', '-q', '--allow-empty', '-m', `commit ${++commits}`)
      return git('rev-parse', 'HEAD').toString().trim()
    },
    blob: (commit, file) => git('cat-file', 'blob', `${commit}:${file}`),
    object: (commit, file) => git('rev-parse', `${commit}:${file}`).toString().trim(),
    remove: () => rmSync(dir, { recursive: true, force: true })
  }
}

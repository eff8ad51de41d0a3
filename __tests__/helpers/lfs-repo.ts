/**
 * A repository whose datasets are in Git LFS, checked out as actions/checkout leaves it without
 * `lfs: true`: a bare remote standing for GitHub, holding the objects in its own LFS store (git-lfs
 * reaches a `file://` remote through its standalone transfer agent, no server needed), and a clone
 * of it in which every tracked file is its pointer and the clone's LFS store is empty.
 */
import { execFileSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/** Whatever the machine's git configuration, commits here need no identity or signing key. */
const IDENTITY = [
  '-c',
  'user.name=t',
  '-c',
  'user.email=t@example.com',
  '-c',
  'commit.gpgsign=false',
  '-c',
  'init.defaultBranch=main'
]

export interface LfsCheckout {
  /** The bare repository standing for GitHub. */
  readonly remote: string
  /** The checkout: each tracked file a pointer, as a clone with `GIT_LFS_SKIP_SMUDGE=1` has it. */
  readonly clone: string
  /** The pointer file the clone holds at `relative`, as bytes. */
  pointer(relative: string): Buffer
  /**
   * Puts `bytes` in the remote's or the clone's LFS store as object `oid`, or takes the object
   * away when undefined. The old file is unlinked first: git-lfs hard-links objects between
   * local stores, so writing into it would change the other stores' copies too.
   */
  replaceObject(store: 'remote' | 'clone', oid: string, bytes?: Buffer | string): void
  /** The oids of the objects in the clone's own LFS store (`.git/lfs/objects`). */
  cloneObjects(): string[]
  /** Runs git in the clone, e.g. to set its local configuration as actions/checkout does. */
  git(...args: string[]): string
  /** The commits made, oldest first: the files, then each set of changes. */
  readonly commits: readonly string[]
  remove(): void
}

function run(cwd: string, args: string[], env: NodeJS.ProcessEnv = {}): string {
  return execFileSync('git', [...IDENTITY, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_TERMINAL_PROMPT: '0', ...env }
  }).trim()
}

/**
 * Commits `files` (path to content) on `main` with the paths matching `tracked` in LFS, pushes
 * them, objects included, to the remote, and clones it without fetching any object.
 */
export function lfsCheckout(
  files: Record<string, string | Buffer>,
  tracked: readonly string[] = ['*.csv'],
  /** Later commits on `main`, each the files it writes: the clone checks out the last. */
  changes: readonly Record<string, string | Buffer>[] = []
): LfsCheckout {
  const root = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'dashboard-lfs-')))
  const remote = path.join(root, 'remote.git')
  const work = path.join(root, 'work')
  const clone = path.join(root, 'clone')
  const remoteUrl = pathToFileURL(remote).href
  run(root, ['init', '-q', '--bare', remote])
  run(root, ['init', '-q', work])
  // Local, so the test does not depend on `git lfs install` having been run on the machine.
  run(work, ['lfs', 'install', '--local'])
  for (const pattern of tracked) run(work, ['lfs', 'track', pattern])
  for (const [relative, content] of Object.entries(files)) {
    const file = path.join(work, relative)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, content)
  }
  run(work, ['add', '-A'])
  run(work, ['commit', '-qm', 'datasets'])
  const commits = [run(work, ['rev-parse', 'HEAD'])]
  for (const [i, change] of changes.entries()) {
    for (const [relative, content] of Object.entries(change)) {
      const file = path.join(work, relative)
      mkdirSync(path.dirname(file), { recursive: true })
      writeFileSync(file, content)
    }
    run(work, ['add', '-A'])
    run(work, ['commit', '-qm', `change ${i + 1}`])
    commits.push(run(work, ['rev-parse', 'HEAD']))
  }
  run(work, ['remote', 'add', 'origin', remoteUrl])
  run(work, ['push', '-q', 'origin', 'HEAD:main'])
  run(root, ['clone', '-q', '--branch=main', remoteUrl, clone], { GIT_LFS_SKIP_SMUDGE: '1' })
  const store = (repository: string) => path.join(repository, 'lfs', 'objects')
  const objectPath = (repository: string, oid: string) =>
    path.join(store(repository), oid.slice(0, 2), oid.slice(2, 4), oid)
  return {
    remote,
    clone,
    pointer: relative => readFileSync(path.join(clone, relative)),
    replaceObject(where, oid, bytes) {
      const file = objectPath(where === 'remote' ? remote : path.join(clone, '.git'), oid)
      rmSync(file, { force: true })
      if (bytes === undefined) return
      mkdirSync(path.dirname(file), { recursive: true })
      writeFileSync(file, bytes)
    },
    cloneObjects: () => {
      const objects = store(path.join(clone, '.git'))
      if (!existsSync(objects)) return []
      return readdirSync(objects, { recursive: true, withFileTypes: true })
        .filter(entry => entry.isFile())
        .map(entry => entry.name)
    },
    git: (...args) => run(clone, args),
    commits,
    remove: () => rmSync(root, { recursive: true, force: true })
  }
}

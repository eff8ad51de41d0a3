/** A real git history in a test workspace, as a checkout with `fetch-depth: 0` has. */
import { execFileSync } from 'node:child_process'

/** Whatever the machine's git configuration, commits here need no identity or signing key. */
export const IDENTITY = [
  '-c',
  'user.name=t',
  '-c',
  'user.email=t@example.com',
  '-c',
  'commit.gpgsign=false'
]

/** Runs each step, then commits everything it wrote; returns the commits' SHAs in order. */
export function commitSteps(root: string, steps: (() => void)[]): string[] {
  const git = (...args: string[]) =>
    execFileSync('git', [...IDENTITY, ...args], {
      cwd: root,
      encoding: 'utf8'
    }).trim()
  git('init', '-q')
  return steps.map((step, i) => {
    step()
    git('add', '-A')
    git('commit', '-qm', `step ${i + 1}`)
    return git('rev-parse', 'HEAD')
  })
}

export interface PullRequestCommits {
  /** The base branch's commit the pull request is compared with (`pull_request.base.sha`). */
  readonly base: string
  /** The pull request's head commit (`pull_request.head.sha`). */
  readonly head: string
  /** The test merge commit of head into base, which GitHub checks out for `pull_request`. */
  readonly merge: string
}

/**
 * A pull request's history as GitHub's checkout of it has it: a first commit (`start`), the
 * base branch moved on from it (`base`), a branch from the first commit (`head`), and the test
 * merge of the head into the base, checked out (detached) and named by the branch `pr-merge`.
 */
export function pullRequestHistory(
  root: string,
  steps: { start: () => void; base: () => void; head: () => void }
): PullRequestCommits {
  const git = (...args: string[]) =>
    execFileSync('git', [...IDENTITY, ...args], { cwd: root, encoding: 'utf8' }).trim()
  const commit = (message: string) => {
    git('add', '-A')
    git('commit', '-qm', message)
    return git('rev-parse', 'HEAD')
  }
  git('init', '-q')
  steps.start()
  commit('start')
  git('branch', 'feature')
  steps.base()
  const base = commit('base')
  git('checkout', '-q', 'feature')
  steps.head()
  const head = commit('head')
  git('checkout', '-q', '--detach', base)
  git('merge', '-q', '--no-ff', '--no-edit', head)
  const merge = git('rev-parse', 'HEAD')
  git('branch', 'pr-merge', merge)
  return { base, head, merge }
}

/** A clone of `root`'s `branch` holding its last commit only, as `fetch-depth: 1` checks out. */
export function shallowClone(root: string, into: string, branch: string): void {
  execFileSync(
    'git',
    ['clone', '-q', '--depth=1', '--no-local', `--branch=${branch}`, `file://${root}`, into],
    { encoding: 'utf8' }
  )
}

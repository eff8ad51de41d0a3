/** A real git history in a test workspace, as a checkout with `fetch-depth: 0` has. */
import { execFileSync } from 'node:child_process'

/** Whatever the machine's git configuration, commits here need no identity or signing key. */
const IDENTITY = [
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

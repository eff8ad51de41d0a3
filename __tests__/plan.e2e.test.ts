/**
 * The plan/ sub-action through the bundle, as a matrix's first job runs it on Node 24: the
 * datasets found and checked as a job that generates would check them, without a key, a service
 * or an upload; `datasets` and the `matrix` for `strategy.matrix` (one dataset a leg while they
 * fit in max-legs, then legs of even sizes, each leg's `file` selecting exactly its datasets when
 * a leg runs it); the plan as its summary shows it; and the plan stored in the run's artifacts
 * for collect/, through the real artifact client and the fake artifact service. Then the
 * refusals a user meets moving a v1 matrix to v2: an input given to the wrong role, a leg asked
 * to comment, a leg value the plan did not make.
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { Input, Output } from '../src/config/constants.js'
import { NODE24, renderLog, runAction, type ActionResult, type SubAction } from '../tools/runner.js'
import { pullRequest } from './helpers/events.js'
import { renderGfm } from './helpers/gfm.js'
import { saying } from './helpers/meaning.js'
import { runnerCommands } from './helpers/runner-commands.js'
import { APP_TOKEN, useFakeArtifacts, useServices } from './helpers/services.js'
import { storedDocument } from './helpers/stored-document.js'
import { makeWorkspace, SMALL_CSV, type Workspace } from './helpers/workspace.js'

const services = useServices({ instantBytes: 1024 * 1024 })
const store = useFakeArtifacts()
const KEY = Object.keys(DEFAULT_KEYS)[1]
/** The workflow run every job of a test belongs to (GITHUB_RUN_ID). */
const RUN = 7001
let ws: Workspace | undefined

beforeAll(() => {
  if (!existsSync(NODE24))
    throw new Error(`Node 24 is missing at ${NODE24}: run 'npm run setup:node24' (npm test does).`)
})
afterEach(() => {
  ws?.remove()
  ws = undefined
})

interface Matrix {
  include: { leg: string; file: string }[]
}

/** A small CSV whose content names its file, so each upload's digest tells which file it was. */
const csvFor = (file: string) => `file,value\n${JSON.stringify(file)},1\n`
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

function workspaceWith(files: readonly string[]): Workspace {
  ws = makeWorkspace()
  for (const file of files) ws.write(file, csvFor(file))
  return ws
}

/** The plan job: plan/index.js with plan/action.yml's defaults, in run RUN's artifact storage. */
function plan(
  root: string,
  inputs: Record<string, string> = {},
  env: Record<string, string> = {}
): Promise<ActionResult> {
  return runAction({
    action: 'plan',
    node: NODE24,
    workspace: root,
    inputs: { [Input.File]: 'data/**/*.csv', ...inputs },
    env: {
      GITHUB_API_URL: services.github.url,
      ...store.artifacts.env({ runId: RUN, job: 'plan' }),
      ...env
    }
  })
}

/** A leg of the plan's matrix: the action at the root given the entry's `leg` and `file`. */
function leg(root: string, entry: Matrix['include'][number]): Promise<ActionResult> {
  return runAction({
    node: NODE24,
    workspace: root,
    inputs: {
      [Input.ApiKey]: KEY,
      [Input.BaseUrl]: services.emulator.url,
      [Input.File]: entry.file,
      [Input.Leg]: entry.leg
    },
    env: store.artifacts.env({ runId: RUN, job: `leg-${entry.leg.split(' ')[0]}` })
  })
}

const matrixOf = (result: ActionResult) => JSON.parse(result.outputs[Output.Matrix]) as Matrix
const datasetsOf = (result: ActionResult) => JSON.parse(result.outputs[Output.Datasets]) as string[]
/** The lines of a leg's file input as the `file` input reads them (non-empty). */
const linesOf = (file: string) => file.split('\n').filter(line => line.trim() !== '')
const storedNames = () => store.artifacts.artifactsOfRun(RUN).map(artifact => artifact.name)

/** What GitHub counts against its 1 MB for a job's outputs: UTF-16, two bytes a code unit. */
function outputBytes(outputs: Record<string, string>): number {
  return Object.entries(outputs).reduce((sum, [name, value]) => sum + 2 * (name + value).length, 0)
}

/** The step's error messages, as the runner reads its commands. */
function errorsOf(result: ActionResult): string[] {
  return runnerCommands(result.stdout)
    .filter(command => command.name === 'error')
    .map(command => decodeURIComponent(command.value ?? ''))
}

/** Nothing reached the service, GitHub, or the run's artifact storage. */
function expectNothingSent(): void {
  expect(services.emulator.requests).toEqual([])
  expect(services.github.requests).toEqual([])
  expect(store.artifacts.requests).toEqual([])
}

/** The stored plan as collect/ will read it: its datasets' paths and its legs'. */
function storedPlan(name: string): { datasets: string[]; legs: string[][] } {
  const artifact = store.artifacts.artifactsOfRun(RUN).find(a => a.name === name)
  if (artifact === undefined) throw new Error(`no artifact '${name}' in run ${RUN}`)
  const plan = storedDocument(store.artifacts, artifact) as {
    datasets: { displayPath: string }[]
    legs: string[][]
  }
  return { datasets: plan.datasets.map(dataset => dataset.displayPath), legs: plan.legs }
}

describe('a plan', () => {
  const PATTERNS = 'data/**/*.csv\ndata/**/*.json\n!data/bad/**'

  function smallWorkspace(): Workspace {
    const made = workspaceWith(['data/b.csv', 'data/a.csv'])
    made.write('data/sub/c.json', '[{"month":"2026-01","revenue":1200}]')
    made.write('data/bad/latin1.csv', Buffer.from('month,city\n2026-01,Br\xe9sil\n', 'latin1'))
    made.write('data/bad/empty.json', '')
    made.write('README.md', '# data\n')
    return made
  }

  /** A pull request (GitHub's published example) that changed `files`, as the fake GitHub lists them. */
  function pullRequestChanging(root: Workspace, files: string[]): Record<string, string> {
    const payload = pullRequest('opened', { changedFiles: files.length })
    services.github.pulls = {
      [payload.number as number]: {
        headSha: payload.pull_request.head.sha as string,
        state: 'open',
        files
      }
    }
    return {
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: root.write(`event-${Date.now()}.json`, JSON.stringify(payload)),
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_SHA: payload.pull_request.head.sha as string
    }
  }

  it('lists every matched dataset, one leg each, without a key or any service, and stores itself for collect/', async () => {
    const root = smallWorkspace().root
    const result = await plan(root, { [Input.File]: PATTERNS })
    expect(result.code).toBe(0)
    const paths = ['data/a.csv', 'data/b.csv', 'data/sub/c.json']
    expect(datasetsOf(result)).toEqual(paths)
    expect(matrixOf(result)).toEqual({
      include: [
        { leg: '1 of 3', file: 'data/a.csv' },
        { leg: '2 of 3', file: 'data/b.csv' },
        { leg: '3 of 3', file: 'data/sub/c.json' }
      ]
    })
    expect(Object.keys(result.outputs).sort()).toEqual([Output.Datasets, Output.Matrix].sort())
    expect(runnerCommands(result.stdout).filter(c => /^(error|warning)$/.test(c.name))).toEqual([])

    const summary = renderGfm(result.summary)
    expect(summary.headings).toEqual([expect.stringMatching(saying('Plan', '3 datasets'))])
    expect(summary.text).toMatch(/nothing was uploaded/i)
    expect(summary.tables).toHaveLength(1)
    expect(summary.tables[0].slice(1).map(row => row[0])).toEqual(paths)

    expect(services.emulator.requests).toEqual([])
    expect(services.github.requests).toEqual([])
    expect(storedNames()).toEqual(['dashboards-plan-1'])
    expect(storedPlan('dashboards-plan-1')).toEqual({ datasets: paths, legs: paths.map(p => [p]) })
  })

  it("with changed-only, keeps the pull request's changed datasets, reading GitHub only", async () => {
    const made = smallWorkspace()
    const result = await plan(
      made.root,
      { [Input.File]: PATTERNS, [Input.ChangedOnly]: 'true', [Input.GithubToken]: APP_TOKEN },
      pullRequestChanging(made, ['README.md', 'data/b.csv', 'data/bad/latin1.csv'])
    )
    expect(result.code).toBe(0)
    expect(datasetsOf(result)).toEqual(['data/b.csv'])
    expect(matrixOf(result)).toEqual({ include: [{ leg: '1 of 1', file: 'data/b.csv' }] })
    const summary = renderGfm(result.summary)
    expect(summary.headings).toEqual([expect.stringMatching(saying('Plan', '1 dataset'))])
    expect(summary.text).not.toContain('data/a.csv')
    expect(services.github.requests.length).toBeGreaterThan(0)
    expect(services.github.requests.filter(r => r.method !== 'GET')).toEqual([])
    expect(services.emulator.requests).toEqual([])
    expect(storedPlan('dashboards-plan-1').legs).toEqual([['data/b.csv']])
  })

  it('with changed-only and no changed dataset, makes a matrix of no leg, says so, and still stores the plan', async () => {
    const made = smallWorkspace()
    const result = await plan(
      made.root,
      { [Input.File]: PATTERNS, [Input.ChangedOnly]: 'true', [Input.GithubToken]: APP_TOKEN },
      pullRequestChanging(made, ['README.md'])
    )
    expect(result.code).toBe(0)
    expect(datasetsOf(result)).toEqual([])
    expect(matrixOf(result)).toEqual({ include: [] })
    expect(renderGfm(result.summary).text).toMatch(/no dashboard to generate/i)
    expect(storedPlan('dashboards-plan-1')).toEqual({ datasets: [], legs: [] })
  })

  it('gives a bad dataset no leg, naming it with its annotation and why, and plans the rest', async () => {
    const root = smallWorkspace().root
    const result = await plan(root, { [Input.File]: 'data/**/*.csv\ndata/**/*.json' })
    // The step succeeds, so the legs start for the valid datasets; collect/ fails for the bad.
    expect(result.code).toBe(0)
    const errors = result.stdout.split('\n').filter(line => line.startsWith('::error'))
    expect(errors).toEqual([
      expect.stringMatching(/^::error.*data\/bad\/empty\.json.* is empty/),
      expect.stringMatching(/^::error [^:]*file=data\/bad\/latin1\.csv[^:]*line=2[^:]*::/)
    ])
    expect(renderLog(result.stdout)).toMatch(/latin1\.csv.*UTF-8/)
    const valid = ['data/a.csv', 'data/b.csv', 'data/sub/c.json']
    expect(datasetsOf(result)).toEqual(valid)
    expect(matrixOf(result).include.map(entry => entry.file)).toEqual(valid)
    const summary = renderGfm(result.summary)
    expect(summary.headings[0]).toMatch(/^❌ Plan: 2 files failed the checks/)
    expect(summary.tables[0].slice(1).map(row => row[0])).toEqual([
      'data/bad/empty.json',
      'data/bad/latin1.csv'
    ])
    expect(summary.text).toMatch(
      saying('data/bad/empty.json', 'is empty', 'data/bad/latin1.csv', 'UTF-8')
    )
    // collect/ is told which files were rejected, and why, with the plan.
    const artifact = store.artifacts.artifactsOfRun(RUN).find(a => a.name === 'dashboards-plan-1')
    const stored = storedDocument(store.artifacts, artifact as never) as {
      rejected: { file: { displayPath: string }; problems: { message: string }[] }[]
    }
    expect(stored.rejected.map(r => r.file.displayPath)).toEqual([
      'data/bad/empty.json',
      'data/bad/latin1.csv'
    ])
    expect(stored.rejected[1].problems[0].message).toMatch(saying('UTF-8'))
    expect(storedPlan('dashboards-plan-1').datasets).toEqual(valid)
    expect(services.emulator.requests).toEqual([])
  })

  it('refuses a dataset whose name holds a line break, which no leg could be given, saying how to fix it', async () => {
    const made = workspaceWith(['data/a.csv', 'data/two\nlines.csv'])
    const result = await plan(made.root)
    expect(result.code).toBe(1)
    const errors = errorsOf(result)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(saying("'file'", 'two\\nlines.csv', 'line break', 'git mv', "'!'"))
    expect(result.outputs).toEqual({})
    expectNothingSent()
  })
})

/** `count` datasets spread over 40 folders, named data/rNN/fNNNNN.csv. */
function manyFiles(count: number): string[] {
  return Array.from(
    { length: count },
    (_, i) => `data/r${String(i % 40).padStart(2, '0')}/f${String(i).padStart(5, '0')}.csv`
  )
}

describe('a plan past max-legs datasets', () => {
  it('splits 600 datasets into 256 legs of 3 or 2, each dataset once, in the order of datasets', async () => {
    const result = await plan(workspaceWith(manyFiles(600)).root)
    expect(result.code).toBe(0)
    const datasets = datasetsOf(result)
    const { include } = matrixOf(result)
    expect(datasets).toEqual([...manyFiles(600)].sort())
    expect(include.map(entry => entry.leg)).toEqual(include.map((_, i) => `${i + 1} of 256`))
    expect(include.flatMap(entry => linesOf(entry.file))).toEqual(datasets)
    expect(include.map(entry => linesOf(entry.file).length)).toEqual([
      ...Array(88).fill(3),
      ...Array(168).fill(2)
    ])
    expect(outputBytes(result.outputs)).toBeLessThanOrEqual(1_000_000)
    const summary = renderGfm(result.summary).text
    expect(summary).toMatch(saying('256 legs of 3 or 2 datasets', 'max-legs', '256'))
    expect(renderLog(result.stdout)).toMatch(saying("'matrix'", '256 legs of 3 or 2 datasets'))
    expect(services.emulator.requests).toEqual([])
    expect(storedPlan('dashboards-plan-1').legs).toEqual(include.map(entry => linesOf(entry.file)))
  })

  it('splits 10,000 datasets into 256 legs of 40 or 39, within GitHub’s 1 MB for outputs', async () => {
    const files = manyFiles(10_000)
    const result = await plan(workspaceWith(files).root)
    expect(result.code).toBe(0)
    const datasets = datasetsOf(result)
    expect(datasets).toHaveLength(10_000)
    expect(new Set(datasets)).toEqual(new Set(files))
    const { include } = matrixOf(result)
    expect(include).toHaveLength(256)
    const lines = include.flatMap(entry => linesOf(entry.file))
    expect(lines).toEqual(datasets)
    expect(new Set(include.map(entry => linesOf(entry.file).length))).toEqual(new Set([40, 39]))
    expect(outputBytes(result.outputs)).toBeLessThanOrEqual(1_000_000)
    expect(storedNames()).toEqual(['dashboards-plan-1'])
  })

  it('makes no more legs than max-legs, their sizes differing by one at most', async () => {
    const result = await plan(workspaceWith(manyFiles(600)).root, { [Input.MaxLegs]: '7' })
    expect(result.code).toBe(0)
    const { include } = matrixOf(result)
    expect(include.map(entry => entry.leg)).toEqual([1, 2, 3, 4, 5, 6, 7].map(i => `${i} of 7`))
    // 600 = 5 × 86 + 2 × 85
    expect(include.map(entry => linesOf(entry.file).length)).toEqual([86, 86, 86, 86, 86, 85, 85])
  })

  it('fails, setting neither output and storing nothing, when the outputs would pass 1 MB, and says how to split the plan', async () => {
    const folder = `data/${'a-long-folder-name-'.repeat(8)}`
    const files = Array.from({ length: 2_000 }, (_, i) => `${folder}/dataset-${i}.csv`)
    const result = await plan(workspaceWith(files).root)
    expect(result.code).toBe(1)
    const errors = errorsOf(result)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(
      saying("'datasets'", "'matrix'", '1,000,000', 'several plans', "'file'", 'comment-tag')
    )
    expect(result.outputs).toEqual({})
    expect(store.artifacts.requests).toEqual([])
  })

  it.each(['0', '257', 'all'])(
    'refuses max-legs %p, naming the input, the value and the range, before any request',
    async value => {
      const result = await plan(workspaceWith(['data/a.csv']).root, { [Input.MaxLegs]: value })
      expect(result.code).toBe(1)
      expect(errorsOf(result)).toEqual([
        expect.stringMatching(saying(`'max-legs'`, `"${value}"`, 'from 1 to 256'))
      ])
      expect(result.outputs).toEqual({})
      expectNothingSent()
    }
  )
})

/** Names the `file` input would read as patterns, exclusions, comments or trimmed text. */
const ODD = [
  'data/odd/star*.csv',
  'data/odd/what?.csv',
  'data/odd/[ab].csv',
  'data/odd/x]y.csv',
  'data/odd/{a,b}.csv',
  'data/odd/bang!.csv',
  'data/odd/!lead.csv',
  'data/odd/with space.csv',
  'data/odd/données 日本語.csv',
  'data/odd/back\\slash.csv',
  '!top.csv',
  '#hash.csv',
  ' lead.csv',
  'data/plain.csv'
]
/** What those names would select if misread: none may be uploaded. */
const DECOYS = [
  'data/odd/starry.csv',
  'data/odd/whats.csv',
  'data/odd/a.csv',
  'data/odd/b.csv',
  'top.csv',
  'lead.csv'
]

describe('a leg given its entry of the matrix', () => {
  it.each([
    ['one dataset a leg', '256', ODD.length],
    ['legs of several datasets', '3', 3]
  ])(
    'uploads exactly the datasets of its leg, however they are named (%s)',
    async (_, maxLegs, legs) => {
      const root = workspaceWith(ODD).root
      const planned = await plan(root, {
        [Input.File]: 'data/**/*.csv\n*.csv',
        [Input.MaxLegs]: maxLegs
      })
      expect(planned.code).toBe(0)
      const datasets = datasetsOf(planned)
      expect([...datasets].sort()).toEqual([...ODD].sort())
      const { include } = matrixOf(planned)
      expect(include).toHaveLength(legs)
      // Written after the plan: a leg's file that selected more than its datasets would find them.
      for (const decoy of DECOYS) ws?.write(decoy, csvFor(decoy))
      const byDigest = new Map([...ODD, ...DECOYS].map(file => [sha256(csvFor(file)), file]))

      const uploaded: string[] = []
      for (const entry of include) {
        const expected = datasets.slice(
          uploaded.length,
          uploaded.length + linesOf(entry.file).length
        )
        services.emulator.reset()
        const result = await leg(root, entry)
        expect({ leg: entry.leg, code: result.code }).toEqual({ leg: entry.leg, code: 0 })
        const results = JSON.parse(result.outputs[Output.Results]) as { file: string }[]
        expect(results.map(r => r.file)).toEqual(expected)
        const sent = services.emulator.requests
          .filter(r => r.file !== undefined)
          .map(r => byDigest.get(r.file!.sha256))
        expect(sent.sort()).toEqual([...expected].sort())
        uploaded.push(...expected)
      }
      expect(uploaded.sort()).toEqual([...ODD].sort())
      // Each leg stored its results for collect/ under its own name.
      expect(storedNames().sort()).toEqual(
        ['dashboards-plan-1', ...include.map((_, i) => `dashboards-leg-${i + 1}-1`)].sort()
      )
    }
  )
})

describe("the plan's artifact", () => {
  const hash12 = (tag: string) => sha256(tag).slice(0, 12)

  it('is named for the comment-tag when one is given, and the legs carry its key', async () => {
    const result = await plan(workspaceWith(['data/a.csv', 'data/b.csv']).root, {
      [Input.CommentTag]: 'sales dashboards'
    })
    expect(result.code).toBe(0)
    const key = hash12('sales dashboards')
    expect(storedNames()).toEqual([`dashboards-${key}-plan-1`])
    expect(matrixOf(result).include.map(entry => entry.leg)).toEqual([
      `1 of 2 #${key}`,
      `2 of 2 #${key}`
    ])
  })

  it.each([
    ['without a comment-tag', {}, 'dashboards-plan-2'],
    ['with a comment-tag', { [Input.CommentTag]: 'sales' }, `dashboards-${hash12('sales')}-plan-2`]
  ])("is stored anew on a re-run, named for the run's attempt (%s)", async (_, inputs, name) => {
    const result = await plan(workspaceWith(['data/a.csv']).root, inputs, {
      GITHUB_RUN_ATTEMPT: '2'
    })
    expect(result.code).toBe(0)
    expect(storedNames()).toEqual([name])
  })

  it('fails at once on GitHub Enterprise Server, which has no artifact service, naming the single job that works there', async () => {
    const result = await plan(
      workspaceWith(['data/a.csv']).root,
      {},
      { GITHUB_SERVER_URL: 'https://github.example.com' }
    )
    expect(result.code).toBe(1)
    const errors = errorsOf(result)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(
      saying(
        'plan/',
        'artifact',
        'GitHub Enterprise Server',
        'github.example.com',
        'one job',
        'max-concurrency'
      )
    )
    expect(result.outputs[Output.Matrix]).toBeUndefined()
    expect(store.artifacts.artifacts).toEqual([])
  })

  it.each([
    [
      'no artifact service',
      { ACTIONS_RESULTS_URL: '', ACTIONS_RUNTIME_TOKEN: '' },
      'ACTIONS_RUNTIME_TOKEN'
    ]
  ])('fails the plan when it cannot be stored (%s), saying so and why', async (_, env, why) => {
    const result = await plan(workspaceWith(['data/a.csv']).root, {}, env)
    expect(result.code).toBe(1)
    const errors = errorsOf(result)
    expect(errors).toHaveLength(1)
    // The artifact, who needs it, the client's reason, and where artifacts work.
    expect(errors[0]).toMatch(
      saying("'dashboards-plan-1'", 'collect/', why, 'GitHub.com', 'GitHub Enterprise Cloud')
    )
    expect(store.artifacts.artifacts).toEqual([])
  })
})

describe('an input given to the wrong job', () => {
  const pullRequestEnv = (root: Workspace) => ({
    GITHUB_API_URL: services.github.url,
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: root.write('event.json', JSON.stringify(pullRequest('opened'))),
    GITHUB_REPOSITORY: 'o/r',
    ...store.artifacts.env({ runId: RUN, job: 'job' })
  })

  /** The action at the root, set up to upload, comment and store: only a refusal sends nothing. */
  function generate(inputs: Record<string, string>): Promise<ActionResult> {
    const made = workspaceWith(['data/a.csv'])
    made.write('data/b.csv', SMALL_CSV)
    return runAction({
      node: NODE24,
      workspace: made.root,
      inputs: {
        [Input.ApiKey]: KEY,
        [Input.BaseUrl]: services.emulator.url,
        [Input.File]: 'data/*.csv',
        [Input.Comment]: 'true',
        [Input.GithubToken]: APP_TOKEN,
        ...inputs
      },
      env: pullRequestEnv(made)
    })
  }

  it.each([
    ['dry-run', 'true', 'plan/'],
    ['max-legs', '7', 'plan/'],
    ['collect', 'true', 'collect/'],
    [Input.CommitStatus, 'leg', 'collect/']
  ])(
    'the action at the root refuses v1’s %s: %s before any request, naming %s and CHANGELOG.md',
    async (name, value, where) => {
      const result = await generate({ [name]: value })
      expect(result.code).toBe(1)
      expect(errorsOf(result)).toEqual([
        expect.stringMatching(saying(`'${name}'`, where, 'CHANGELOG.md'))
      ])
      expect(result.outputs).toEqual({})
      // The summary tells the refusal in the error's words.
      expect(renderGfm(result.summary).text).toMatch(saying(`'${name}'`, where, 'CHANGELOG.md'))
      expectNothingSent()
    }
  )

  const MISPLACED: [SubAction, Input, string, string][] = [
    ['plan', Input.ApiKey, KEY, 'the action at the root'],
    ['plan', Input.Title, 'Sales', 'the action at the root'],
    ['collect', Input.File, 'data/a.csv', 'plan/'],
    ['collect', Input.BaseUrl, 'https://dashboards.example.com', 'the action at the root']
  ]
  it.each(MISPLACED)(
    '%s/ given %s fails before any request, naming where the input belongs',
    async (role, name, value, where) => {
      const made = workspaceWith(['data/a.csv'])
      const result = await runAction({
        action: role,
        node: NODE24,
        workspace: made.root,
        inputs: { ...(role === 'plan' ? { [Input.File]: 'data/*.csv' } : {}), [name]: value },
        env: pullRequestEnv(made)
      })
      expect(result.code).toBe(1)
      expect(errorsOf(result)).toEqual([
        expect.stringMatching(saying(`'${name}'`, `${role}/`, where))
      ])
      expect(result.outputs).toEqual({})
      expectNothingSent()
    }
  )

  it('a leg given comment: true fails before any upload, naming collect/ as the comment’s writer', async () => {
    const result = await generate({ [Input.Leg]: '1 of 2' })
    expect(result.code).toBe(1)
    expect(errorsOf(result)).toEqual([expect.stringMatching(saying("'comment'", 'collect/'))])
    expect(services.emulator.requests).toEqual([])
    expect(services.github.requests).toEqual([])
    // collect/ is told why this leg ran nothing.
    expect(storedNames()).toEqual(['dashboards-leg-1-1'])
  })

  it.each(['3', 'leg 1', '0 of 3', '4 of 3', '1 of 300', '${{ matrix.leg }}'])(
    'a leg value the plan did not make (%p) is refused before any request, with the fix',
    async value => {
      const result = await generate({ [Input.Comment]: 'false', [Input.Leg]: value })
      expect(result.code).toBe(1)
      expect(errorsOf(result)).toEqual([
        expect.stringMatching(saying("'leg'", value, 'plan/', 'leg: ${{ matrix.leg }}'))
      ])
      expectNothingSent()
    }
  )
})

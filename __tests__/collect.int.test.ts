/**
 * A matrix in this process: plan/ (role 'plan'), each leg (the root action given `leg`), then
 * collect/ (role 'collect'), handing on through the fake of GitHub's artifact service, against
 * the service emulator and the fake GitHub. collect/ must report exactly as one job that ran
 * every dataset reports: the same outputs, summary, comment and status, each generation's ids
 * being those its leg made. The bundle's runs of the same are in fan-in.e2e.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { DefaultArtifactClient } from '@actions/artifact'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { Input, Output } from '../src/config/constants.js'
import { runInProcess, type InProcessResult } from './helpers/action-env.js'
import { fakeClock } from './helpers/clock.js'
import { pullRequest, push } from './helpers/events.js'
import { renderGfm } from './helpers/gfm.js'
import { saying } from './helpers/meaning.js'
import { APP_TOKEN, BOT, useFakeArtifacts, useServices } from './helpers/services.js'
import { makeWorkspace, type Workspace } from './helpers/workspace.js'

/** The plan key of the tag 'sales': `printf sales | sha256sum | cut -c1-12`. */
const SALES_KEY = 'e04eb29020ea'

const BASE = 'ba5e000000000000000000000000000000000001'
const HEAD = 'c0ffee0000000000000000000000000000000002'
const RUN_ID = 77
const RUN_URL = `https://github.com/o/r/actions/runs/${RUN_ID}`
const PAYLOAD = pullRequest('synchronize', { headSha: HEAD, baseSha: BASE })
const NUMBER = PAYLOAD.number as number
const services = useServices()
const stored = useFakeArtifacts()
let ws: Workspace
/** Where each job's event payload is written: outside the checkout, as the runner keeps it. */
let events: string

const csv = (rows: number, offset = 0) =>
  `id,region,revenue\n${Array.from({ length: rows }, (_, i) => `${i + offset},r${i % 3},${(i * 37) % 100}`).join('\n')}\n`

beforeEach(() => {
  ws = makeWorkspace()
  events = mkdtempSync(path.join(os.tmpdir(), 'collect-events-'))
  ws.write('data/a.csv', csv(4))
  ws.write('data/b.csv', csv(6))
  ws.write('data/c.csv', csv(3, 10))
  // The base commit had a.csv with fewer rows and c.csv with others: b.csv is new.
  services.github.files = { [BASE]: { 'data/a.csv': csv(2), 'data/c.csv': csv(3) } }
})
afterEach(() => {
  ws.remove()
  rmSync(events, { recursive: true, force: true })
})

type Role = 'plan' | 'collect' | undefined

/** How a job differs from the usual: its name to the artifact service, attempt, event, checkout. */
interface JobOptions {
  name?: string
  attempt?: number
  event?: string
  payload?: object
  /** The job's checkout; collect/ needs none. */
  workspace?: string
}

/** One job of run RUN_ID in this process, on the pull request PAYLOAD unless told otherwise. */
function job(
  role: Role,
  inputs: Record<string, string>,
  options: JobOptions = {}
): Promise<InProcessResult> {
  const { name = role ?? 'generate', attempt = 1, event = 'pull_request' } = options
  const eventPath = path.join(events, `${name}-${attempt}.json`)
  writeFileSync(eventPath, JSON.stringify(options.payload ?? PAYLOAD))
  const generating: Record<string, string> =
    role === undefined
      ? { [Input.ApiKey]: Object.keys(DEFAULT_KEYS)[1], [Input.BaseUrl]: services.emulator.url }
      : {}
  return runInProcess(
    { ...generating, [Input.GithubToken]: APP_TOKEN, ...inputs },
    {
      role,
      workspace: options.workspace ?? ws.root,
      clock: fakeClock(Date.now()),
      env: {
        ...stored.artifacts.env({ runId: RUN_ID, job: name }),
        GITHUB_RUN_ATTEMPT: String(attempt),
        GITHUB_API_URL: services.github.url,
        GITHUB_REPOSITORY: 'o/r',
        GITHUB_SHA: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678',
        GITHUB_EVENT_NAME: event,
        GITHUB_EVENT_PATH: eventPath
      }
    }
  )
}

interface Entry {
  leg: string
  file: string
}
const matrixOf = (plan: InProcessResult) =>
  (JSON.parse(plan.outputs[Output.Matrix]) as { include: Entry[] }).include

/** Every leg of the plan's matrix, one after another, each given `inputs` too. */
async function legs(plan: InProcessResult, inputs: Record<string, string> = {}) {
  const done: InProcessResult[] = []
  for (const [i, entry] of matrixOf(plan).entries())
    done.push(
      await job(
        undefined,
        { [Input.File]: entry.file, [Input.Leg]: entry.leg, ...inputs },
        { name: `legs-${i + 1}` }
      )
    )
  return done
}

interface Result {
  file: string
  'generation-id': string
  'dashboard-id': string
  'share-url': string
  status: string
  error: string
  [field: string]: unknown
}
const resultsOf = (result: InProcessResult) =>
  JSON.parse(result.outputs[Output.Results]) as Result[]

/** What differs between two generations of one dataset: its ids and link. */
const ids = (result: Result) => ({
  'generation-id': result['generation-id'],
  'dashboard-id': result['dashboard-id'],
  'share-url': result['share-url']
})
const withoutIds = (result: Result) =>
  Object.fromEntries(Object.entries(result).filter(([field]) => !(field in ids(result))))
/** The outputs but for those that list every generation or name one comment. */
const shared = (outputs: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(outputs).filter(
      ([name]) => name !== Output.Results && name !== Output.CommentUrl
    )
  )
/** A text with each generation's ids and link written as its dataset's name instead. */
function named(text: string, results: readonly Result[]): string {
  let out = text
  for (const result of results)
    for (const [field, value] of Object.entries(ids(result)))
      if (value !== '') out = out.split(value).join(`<${field} of ${result.file}>`)
  return out
}
/** The comment's table as a reader sees it: each dataset (its cell's first line) and its status. */
const rowsOf = (body: string) =>
  renderGfm(body)
    .tables[0].slice(1)
    .map(row => `${row[0].split('\n')[0]} ${row[1]}`)
/** The log's error annotations. */
const errorsOf = (result: InProcessResult) =>
  result.log.split('\n').filter(line => line.startsWith('::error'))

describe('a matrix planned, generated by its legs and collected', () => {
  it('reports a file the plan rejected as one job would: a failed row, the others generated', async () => {
    ws.write('data/b-empty.csv', '')
    const plan = await job('plan', { [Input.File]: 'data/*.csv' })
    expect(plan.exitCode).toBe(0)
    expect(matrixOf(plan).map(entry => entry.file)).toEqual([
      'data/a.csv',
      'data/b.csv',
      'data/c.csv'
    ])
    // With a title: the legs and a single job title the datasets alike, by the checked ones.
    for (const leg of await legs(plan, { [Input.Title]: 'Sales' })) expect(leg.exitCode).toBe(0)
    const collect = await job('collect', { [Input.Comment]: 'true' })
    const collectComment = services.github.comments.splice(0)
    const single = await job(undefined, {
      [Input.File]: 'data/*.csv',
      [Input.Comment]: 'true',
      [Input.Title]: 'Sales'
    })

    for (const step of [collect, single]) {
      expect(step.exitCode).toBe(1)
      const errors = errorsOf(step)
      expect(errors).toHaveLength(1)
      expect(errors[0]).toMatch(saying('data/b-empty.csv', 'is empty'))
    }
    const collected = resultsOf(collect)
    expect(collected.map(r => [r.file, r.status])).toEqual([
      ['data/a.csv', 'completed'],
      ['data/b-empty.csv', 'failed'],
      ['data/b.csv', 'completed'],
      ['data/c.csv', 'completed']
    ])
    expect(collected.map(withoutIds)).toEqual(resultsOf(single).map(withoutIds))
    expect(collected[0].title).toBe('Sales — a.csv')
    expect(shared(collect.outputs)).toEqual(shared(single.outputs))
    expect(rowsOf(collectComment[0].body)).toEqual([
      'data/a.csv ✅ ready',
      'data/b-empty.csv ❌ not sent (failed the checks)',
      'data/b.csv ✅ ready',
      'data/c.csv ✅ ready'
    ])
    expect(renderGfm(collect.summary).text).toMatch(saying('data/b-empty.csv', 'is empty'))
  })
  it("reports in collect/ exactly as one job that ran every dataset, with each leg's ids", async () => {
    const plan = await job('plan', { [Input.File]: 'data/*.csv' })
    expect(plan.exitCode).toBe(0)
    expect(plan.outputs[Output.Datasets]).toBe('["data/a.csv","data/b.csv","data/c.csv"]')
    expect(matrixOf(plan)).toEqual([
      { leg: '1 of 3', file: 'data/a.csv' },
      { leg: '2 of 3', file: 'data/b.csv' },
      { leg: '3 of 3', file: 'data/c.csv' }
    ])
    const legRuns = await legs(plan, { [Input.CommitStatus]: 'true' })
    for (const leg of legRuns) expect(leg.exitCode).toBe(0)
    // A leg writes no comment; its datasets' statuses are written as it ends.
    expect(services.github.comments).toEqual([])
    const legStatuses = services.github.statuses.splice(0)

    const collect = await job('collect', {
      [Input.Comment]: 'true',
      [Input.CommitStatus]: 'true'
    })
    expect(collect.exitCode).toBe(0)
    const collected = resultsOf(collect)
    const collectComment = services.github.comments.splice(0)
    const collectStatuses = services.github.statuses.splice(0)

    const single = await job(undefined, {
      [Input.File]: 'data/*.csv',
      [Input.Comment]: 'true',
      [Input.CommitStatus]: 'true'
    })
    expect(single.exitCode).toBe(0)
    const alone = resultsOf(single)

    // Each dataset's generation is the one its leg made, and the service made no other for it.
    expect(collected.map(ids)).toEqual(legRuns.map(leg => ids(resultsOf(leg)[0])))
    expect(services.emulator.generations.size).toBe(6)
    // Everything else as one job reports it: what changed (from the plan), the upload, titles.
    expect(collected.map(withoutIds)).toEqual(alone.map(withoutIds))
    expect(collected.map(r => r.change)).toEqual([
      expect.objectContaining({ kind: 'changed', added: 2 }),
      expect.objectContaining({ kind: 'new' }),
      expect.objectContaining({ kind: 'changed' })
    ])
    expect(shared(collect.outputs)).toEqual(shared(single.outputs))
    const [collectUrl, singleUrl] = [collect, single].map(r => r.outputs[Output.CommentUrl])
    expect(collectUrl).toContain(`#issuecomment-${collectComment[0].id}`)
    expect(singleUrl).toMatch(/#issuecomment-\d+$/)
    expect(named(collect.summary, collected)).toBe(named(single.summary, alone))

    // The comment: one, on the pull request, its table as one job's, each row linking its dashboard.
    expect(collectComment).toHaveLength(1)
    expect(collectComment[0].issue).toBe(NUMBER)
    const seen = renderGfm(collectComment[0].body)
    const singleSeen = renderGfm(services.github.comments[0].body)
    expect(seen.tables).toEqual(singleSeen.tables)
    expect(rowsOf(collectComment[0].body)).toEqual([
      'data/a.csv ✅ ready',
      'data/b.csv ✅ ready',
      'data/c.csv ✅ ready'
    ])
    expect(seen.links).toEqual(expect.arrayContaining(collected.map(r => r['share-url'])))

    // The statuses: each leg's datasets', and collect's one for the run, as one job writes them.
    const view = (s: { sha: string; state: string; context: string; description: string | null }) =>
      `${s.sha} ${s.state} ${s.context}: ${s.description}`
    const singleStatuses = services.github.statuses
    expect(collectStatuses.map(view)).toEqual([`${HEAD} success dashboards: 3 dashboards ready`])
    expect(collectStatuses[0].target_url).toBe(RUN_URL)
    expect([...legStatuses, ...collectStatuses].map(view)).toEqual(singleStatuses.map(view))
    expect(legStatuses.map(s => s.target_url)).toEqual(collected.map(r => r['share-url']))
  })

  it('takes the latest attempt of a leg that was re-run', async () => {
    const plan = await job('plan', { [Input.File]: 'data/*.csv', [Input.MaxLegs]: '2' })
    expect(matrixOf(plan).map(entry => entry.file)).toEqual([
      'data/a.csv\ndata/b.csv',
      'data/c.csv'
    ])
    const [first] = await legs(plan)
    const rerun = await job(
      undefined,
      { [Input.File]: 'data/a.csv\ndata/b.csv', [Input.Leg]: '1 of 2' },
      { name: 'legs-1', attempt: 2 }
    )
    const collect = await job('collect', {}, { attempt: 2 })
    expect(collect.exitCode).toBe(0)
    const collected = resultsOf(collect)
    expect(collected.slice(0, 2).map(ids)).toEqual(resultsOf(rerun).map(ids))
    expect(collected.slice(0, 2).map(ids)).not.toEqual(resultsOf(first).map(ids))
  })

  it('keeps the matrices of two comment-tags apart, and asks which one when not told', async () => {
    const sales = await job(
      'plan',
      { [Input.File]: 'data/a.csv', [Input.CommentTag]: 'sales' },
      { name: 'plan-sales' }
    )
    const other = await job(
      'plan',
      { [Input.File]: 'data/b.csv\ndata/c.csv', [Input.CommentTag]: 'other' },
      { name: 'plan-other' }
    )
    expect(matrixOf(sales)).toEqual([{ leg: `1 of 1 #${SALES_KEY}`, file: 'data/a.csv' }])
    await legs(sales)
    await legs(other)
    const collectSales = await job('collect', { [Input.CommentTag]: 'sales' })
    expect(collectSales.exitCode).toBe(0)
    expect(resultsOf(collectSales).map(r => r.file)).toEqual(['data/a.csv'])

    const unsure = await job('collect', {})
    expect(unsure.exitCode).toBe(1)
    expect(errorsOf(unsure).join('\n')).toMatch(saying('2 plans', `'${Input.CommentTag}'`))
    const wrong = await job('collect', { [Input.CommentTag]: 'weather' })
    expect(errorsOf(wrong).join('\n')).toMatch(
      saying('"weather"', `dashboards-${SALES_KEY}-plan-1`, `'${Input.CommentTag}'`)
    )
  })
})

describe('collect/ when something is missing', () => {
  it('fails naming every dataset of a leg that stored nothing, and the run to look at', async () => {
    const plan = await job('plan', { [Input.File]: 'data/*.csv' })
    const [a, , c] = matrixOf(plan)
    for (const [i, entry] of [a, c].entries())
      await job(undefined, { [Input.File]: entry.file, [Input.Leg]: entry.leg }, { name: `l${i}` })
    const collect = await job('collect', { [Input.Comment]: 'true', [Input.CommitStatus]: 'true' })
    expect(collect.exitCode).toBe(1)
    const errors = errorsOf(collect)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(saying('data/b.csv', '2 of 3', 'stored no results', RUN_URL))
    const results = resultsOf(collect)
    expect(results.map(r => `${r.file} ${r.status}`)).toEqual([
      'data/a.csv completed',
      'data/b.csv failed',
      'data/c.csv completed'
    ])
    expect(results[1].error).toMatch(saying('2 of 3', 're-run'))
    // The comment and the run's status say so too.
    expect(rowsOf(services.github.comments[0].body)).toEqual([
      'data/a.csv ✅ ready',
      'data/b.csv ❌ could not start',
      'data/c.csv ✅ ready'
    ])
    expect(services.github.statuses.map(s => `${s.state} ${s.context}: ${s.description}`)).toEqual([
      'failure dashboards: 1 of 3 datasets failed: data/b.csv'
    ])
  })

  it("names a leg's own problem when it failed before generating", async () => {
    const plan = await job('plan', { [Input.File]: 'data/a.csv' })
    const [entry] = matrixOf(plan)
    const leg = await job(undefined, {
      [Input.File]: entry.file,
      [Input.Leg]: entry.leg,
      [Input.ApiKey]: 'not-a-key'
    })
    expect(leg.exitCode).toBe(1)
    const collect = await job('collect', {})
    expect(collect.exitCode).toBe(1)
    expect(errorsOf(collect).join('\n')).toMatch(
      saying('1 of 1', 'failed before generating', `'${Input.ApiKey}'`, "'svc_'")
    )
    expect(services.emulator.generations.size).toBe(0)
  })

  it('names a dataset whose generation failed, as one job would', async () => {
    services.emulator.configure({ failingFileNames: ['b.csv'], readsToFinish: 1 })
    const plan = await job('plan', { [Input.File]: 'data/*.csv' })
    await legs(plan)
    const collect = await job('collect', {})
    expect(collect.exitCode).toBe(1)
    const errors = errorsOf(collect)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/data\/b\.csv/)
    expect(resultsOf(collect).map(r => r.status)).toEqual(['completed', 'failed', 'completed'])
  })

  it('fails, telling how to run plan/ first, when the run stored no plan', async () => {
    const collect = await job('collect', { [Input.Comment]: 'true' })
    expect(collect.exitCode).toBe(1)
    expect(errorsOf(collect).join('\n')).toMatch(saying('No plan', 'plan/', 'needs:', 'always()'))
    expect(services.github.comments).toEqual([])
  })

  it('reports success and no dashboard when the plan found nothing changed', async () => {
    services.github.pulls = { [NUMBER]: { headSha: HEAD, state: 'open', files: ['README.md'] } }
    const plan = await job('plan', { [Input.File]: 'data/*.csv', [Input.ChangedOnly]: 'true' })
    expect(plan.exitCode).toBe(0)
    expect(plan.outputs[Output.Matrix]).toBe('{"include":[]}')
    const collect = await job('collect', { [Input.Comment]: 'true', [Input.CommitStatus]: 'true' })
    expect(collect.exitCode).toBe(0)
    expect(collect.outputs[Output.Results]).toBe('[]')
    expect(collect.outputs[Output.Datasets]).toBe('[]')
    expect(collect.log).toMatch(/::notice::No matched dataset changed/)
    // No row to add: the comment is left alone; the required status is met.
    expect(services.github.comments).toEqual([])
    expect(services.github.statuses.map(s => `${s.state} ${s.context}: ${s.description}`)).toEqual([
      'success dashboards: No dataset changed: no dashboard to generate'
    ])
  })
})

describe('collect/ reading what it did not store itself', () => {
  let folder: string
  beforeEach(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'collect-foreign-'))
  })
  afterEach(() => rmSync(folder, { recursive: true, force: true }))

  /** Stores `value` as the artifact `name` of the run, as another job (or another tool) would. */
  async function storeForeign(name: string, value: unknown): Promise<void> {
    const saved = { ...process.env }
    Object.assign(process.env, stored.artifacts.env({ runId: RUN_ID, job: 'other' }))
    // The client's own step log (debug lines included) is that other job's, not this test's.
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
    try {
      const file = path.join(folder, 'record.json')
      writeFileSync(file, JSON.stringify(value))
      await new DefaultArtifactClient().uploadArtifact(name, [file], folder)
    } finally {
      write.mockRestore()
      process.env = saved
    }
  }

  it("refuses a plan of another shape, asking whether plan/ is of collect/'s version", async () => {
    await storeForeign('dashboards-plan-1', { format: 'dataset-dashboard/plan@1', legs: [] })
    const collect = await job('collect', {})
    expect(collect.exitCode).toBe(1)
    expect(errorsOf(collect).join('\n')).toMatch(
      saying("'dashboards-plan-1'", 'could not be read', 'same version', 'Re-run')
    )
  })

  it('names the datasets of a leg whose results could not be read, and collects the others', async () => {
    const plan = await job('plan', { [Input.File]: 'data/*.csv' })
    const [a, b] = matrixOf(plan)
    await job(undefined, { [Input.File]: a.file, [Input.Leg]: a.leg }, { name: 'l1' })
    await job(undefined, { [Input.File]: b.file, [Input.Leg]: b.leg }, { name: 'l2' })
    await storeForeign('dashboards-leg-3-1', { format: 'dataset-dashboard/leg@2', runs: ['x'] })
    const collect = await job('collect', {})
    expect(collect.exitCode).toBe(1)
    const errors = errorsOf(collect)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(saying('data/c.csv', '3 of 3', 'could not be read'))
    expect(resultsOf(collect).map(r => r.status)).toEqual(['completed', 'completed', 'failed'])
  })
  it.each([
    ['no record.json', 'other.json', '{}', /holds no record\.json/],
    ['no valid JSON', 'record.json', '{"format": ', /holds no valid JSON/]
  ])('names a plan artifact that holds %s', async (_what, file, text, said) => {
    writeFileSync(path.join(folder, file), text)
    const saved = { ...process.env }
    Object.assign(process.env, stored.artifacts.env({ runId: RUN_ID, job: 'other' }))
    // The client's own step log is that other job's, not this test's.
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
    try {
      await new DefaultArtifactClient().uploadArtifact(
        'dashboards-plan-1',
        [path.join(folder, file)],
        folder
      )
    } finally {
      write.mockRestore()
      process.env = saved
    }
    const collect = await job('collect', {})
    expect(collect.exitCode).toBe(1)
    expect(errorsOf(collect).join('\n')).toMatch(saying("'dashboards-plan-1'", said))
  })
})

describe('the earlier rows of the comment, in collect/', () => {
  const OLD = 'c0ffee0000000000000000000000000000000001'

  it("keeps those of datasets the plan matched, without a checkout of collect's own, and drops those gone", async () => {
    ws.write('data/gone.csv', csv(2))
    // An earlier commit's run wrote a row for every dataset.
    const earlier = await job(
      undefined,
      { [Input.File]: 'data/*.csv', [Input.Comment]: 'true', [Input.Compare]: 'false' },
      { name: 'earlier', payload: pullRequest('synchronize', { headSha: OLD, baseSha: BASE }) }
    )
    expect(earlier.exitCode).toBe(0)
    expect(rowsOf(services.github.comments[0].body)).toHaveLength(4)
    // This commit deletes gone.csv and changes c.csv only.
    rmSync(path.join(ws.root, 'data/gone.csv'))
    ws.write('data/c.csv', csv(5, 10))
    services.github.pulls = {
      [NUMBER]: { headSha: HEAD, state: 'open', files: ['data/c.csv', 'data/gone.csv'] }
    }
    const plan = await job('plan', { [Input.File]: 'data/*.csv', [Input.ChangedOnly]: 'true' })
    expect(matrixOf(plan).map(entry => entry.file)).toEqual(['data/c.csv'])
    await legs(plan)
    const empty = mkdtempSync(path.join(os.tmpdir(), 'collect-no-checkout-'))
    try {
      const collect = await job('collect', { [Input.Comment]: 'true' }, { workspace: empty })
      expect(collect.exitCode).toBe(0)
    } finally {
      rmSync(empty, { recursive: true, force: true })
    }
    expect(services.github.comments).toHaveLength(1)
    expect(rowsOf(services.github.comments[0].body)).toEqual([
      'data/a.csv ✅ ready',
      'data/b.csv ✅ ready',
      'data/c.csv ✅ ready'
    ])
  })
})

describe("the run's status, written by collect/", () => {
  async function collected(inputs: Record<string, string> = {}) {
    const plan = await job('plan', { [Input.File]: 'data/a.csv' })
    await legs(plan)
    return job('collect', { [Input.CommitStatus]: 'true', ...inputs })
  }

  it('is named after a comment-tag given to the plan', async () => {
    const plan = await job('plan', { [Input.File]: 'data/a.csv', [Input.CommentTag]: 'sales' })
    await legs(plan)
    const collect = await job('collect', {
      [Input.CommitStatus]: 'true',
      [Input.CommentTag]: 'sales'
    })
    expect(collect.exitCode).toBe(0)
    expect(services.github.statuses.map(s => `${s.sha} ${s.context}: ${s.description}`)).toEqual([
      `${HEAD} dashboards (sales): Dashboard ready`
    ])
  })
  it("is sent once more after GitHub's 5xx", async () => {
    services.github.fail({ method: 'POST', path: /\/statuses\//, status: 502 })
    const collect = await collected()
    expect(collect.exitCode).toBe(0)
    expect(services.github.statuses.map(s => s.context)).toEqual(['dashboards'])
    expect(
      services.github.requests.filter(r => r.path.includes('/statuses/')).map(r => r.status)
    ).toEqual([502, 201])
  })
  it('is a warning naming the permission when the token may not write statuses', async () => {
    services.github.tokens = { [APP_TOKEN]: { login: BOT, app: true, lacks: ['statuses'] } }
    const collect = await collected()
    expect(collect.exitCode).toBe(0)
    expect(services.github.statuses).toEqual([])
    const warnings = collect.log.split('\n').filter(line => line.startsWith('::warning::'))
    expect(warnings).toEqual([
      expect.stringMatching(saying('HTTP 403', "'permissions: statuses: write'", 'o/r'))
    ])
  })
  it("goes to the run's commit (GITHUB_SHA) on an event without a pull request", async () => {
    const plan = await job('plan', { [Input.File]: 'data/a.csv' })
    await legs(plan)
    const collect = await job(
      'collect',
      { [Input.CommitStatus]: 'true' },
      { event: 'workflow_dispatch', payload: {} }
    )
    expect(collect.exitCode).toBe(0)
    expect(services.github.statuses.map(s => s.sha)).toEqual([
      'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678'
    ])
  })
})

describe('a job that cannot store what collect/ reads', () => {
  it('fails as a plan, naming the artifact, when the artifact service refuses', async () => {
    stored.artifacts.fail({ on: 'CreateArtifact', status: 403, body: 'twirp' })
    const plan = await job('plan', { [Input.File]: 'data/*.csv' })
    expect(plan.exitCode).toBe(1)
    expect(errorsOf(plan).join('\n')).toMatch(saying("'dashboards-plan-1'", 'collect/', 'Re-run'))
  })
  it("fails as a leg, keeping the leg's outputs, and collect/ names its datasets", async () => {
    const plan = await job('plan', { [Input.File]: 'data/a.csv' })
    const [entry] = matrixOf(plan)
    stored.artifacts.fail({ on: 'CreateArtifact', status: 403, body: 'twirp' })
    const leg = await job(undefined, { [Input.File]: entry.file, [Input.Leg]: entry.leg })
    expect(leg.exitCode).toBe(1)
    expect(errorsOf(leg).join('\n')).toMatch(saying("'dashboards-leg-1-1'", 'collect/', 'Re-run'))
    expect(resultsOf(leg).map(r => r.status)).toEqual(['completed'])
    const collect = await job('collect', {})
    expect(collect.exitCode).toBe(1)
    // One dataset is reported as one job reports it: the error is its own, the path in the results.
    expect(errorsOf(collect).join('\n')).toMatch(saying('1 of 1', 'stored no results'))
    expect(resultsOf(collect).map(r => `${r.file} ${r.status}`)).toEqual(['data/a.csv failed'])
  })
})

describe('a plan on a push that deleted its branch', () => {
  it('plans nothing: an empty matrix, no artifact needed', async () => {
    const plan = await job(
      'plan',
      { [Input.File]: 'data/*.csv' },
      { event: 'push', payload: push.branchDeleted() }
    )
    expect(plan.exitCode).toBe(0)
    expect(plan.outputs[Output.Matrix]).toBe('{"include":[]}')
    expect(plan.outputs[Output.Datasets]).toBe('[]')
    expect(plan.log).toMatch(/::notice::.*deleted/)
  })
})

/**
 * The job summary of a step that fails before it has a dashboard to report (issue 26), through
 * the bundle as a runner runs it: an input that cannot be used, a dataset that does not exist or
 * cannot be read, plan/ refusing a dataset, collect/ finding no plan. The summary is where people
 * look first: read as GitHub renders it, it says the step failed and carries the step's errors in
 * their own words, fix included, with no secret; never "No dashboards".
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { Input } from '../src/config/constants.js'
import { NODE24, runAction, type ActionResult, type SubAction } from '../tools/runner.js'
import { renderGfm } from './helpers/gfm.js'
import { saying } from './helpers/meaning.js'
import { runnerCommands } from './helpers/runner-commands.js'
import { APP_TOKEN, useFakeArtifacts, useServices } from './helpers/services.js'
import { makeWorkspace, SMALL_CSV, type Workspace } from './helpers/workspace.js'

const services = useServices()
const store = useFakeArtifacts()
const KEY = Object.keys(DEFAULT_KEYS)[1]
const PASSWORD = 'Hunter2-pa55word-Xy'
const RUN = 8101
let ws: Workspace | undefined

afterEach(() => {
  ws?.remove()
  ws = undefined
})

function workspace(): Workspace {
  ws = makeWorkspace()
  ws.write('data/a.csv', SMALL_CSV)
  ws.write('data/b.csv', SMALL_CSV)
  return ws
}

/** The action at the root, or a sub-action, on Node 24 with the run's artifact storage. */
function run(inputs: Record<string, string>, action?: SubAction): Promise<ActionResult> {
  return runAction({
    action,
    node: NODE24,
    workspace: (ws ?? workspace()).root,
    inputs,
    env: {
      GITHUB_API_URL: services.github.url,
      GITHUB_REPOSITORY: 'o/r',
      ...store.artifacts.env({ runId: RUN, job: action ?? 'generate' })
    }
  })
}

function generate(inputs: Record<string, string>): Promise<ActionResult> {
  return run({
    [Input.ApiKey]: KEY,
    [Input.BaseUrl]: services.emulator.url,
    [Input.File]: 'data/a.csv',
    ...inputs
  })
}

/** The step's error messages, as the runner reads its commands. */
function errorsOf(result: ActionResult): string[] {
  return runnerCommands(result.stdout)
    .filter(command => command.name === 'error')
    .map(command => decodeURIComponent(command.value ?? ''))
}

/** Text as a reader compares it: white space as single spaces, no zero-width space. */
const words = (text: string) =>
  text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim()

/**
 * The failed step's summary as a reader sees it: a heading saying it failed, and every error of
 * the log in the same words. Returns the rendered text.
 */
function expectFailureTold(result: ActionResult, heading: RegExp): string {
  expect(result.code).toBe(1)
  const errors = errorsOf(result)
  expect(errors.length).toBeGreaterThan(0)
  const seen = renderGfm(result.summary)
  expect(seen.headings).toEqual([expect.stringMatching(heading)])
  expect(seen.headings[0]).toMatch(/^❌/)
  const text = words(seen.text)
  for (const error of errors) expect(text).toContain(words(error))
  expect(text).not.toContain('No dashboards')
  // Nothing the user typed may show: the key, nor a password in base-url.
  for (const secret of [KEY, KEY.slice(4), PASSWORD]) expect(result.summary).not.toContain(secret)
  return text
}

describe('a step that fails before generating tells it in the job summary', () => {
  it('an empty api-key: the summary says where the key comes from', async () => {
    const result = await generate({ [Input.ApiKey]: '' })
    const text = expectFailureTold(result, /failed before generating/)
    expect(text).toMatch(saying("Input 'api-key' is empty", 'secrets.DASHBOARD_API_KEY', 'forks'))
    expect(services.emulator.requests).toEqual([])
  })

  it('a malformed base-url holding a password: the error, the key and password hidden', async () => {
    const result = await generate({
      [Input.BaseUrl]: `https://admin:${PASSWORD}@dash board.example/`
    })
    const text = expectFailureTold(result, /failed before generating/)
    expect(text).toContain("Input 'base-url'")
  })

  it('a file that does not exist: the same words as the error, never "No dashboards"', async () => {
    const result = await generate({ [Input.File]: 'data/none-such.csv' })
    const text = expectFailureTold(result, /not sent/)
    expect(text).toMatch(saying("Input 'file'", 'data/none-such.csv'))
  })

  it('a bad dataset among good ones: the bad one named with its reason', async () => {
    workspace().write(
      'data/bad/latin1.csv',
      Buffer.from('month,city\n2026-01,Br\xe9sil\n', 'latin1')
    )
    const result = await generate({ [Input.File]: 'data/**/*.csv' })
    const text = expectFailureTold(result, /1 of 3 dashboards failed · 2 ready/)
    expect(text).toMatch(saying('data/bad/latin1.csv', 'UTF-8'))
    // The good ones were generated all the same.
    const sent = services.emulator.requests.filter(r => r.method === 'POST')
    expect(sent.map(r => r.file?.name).sort()).toEqual(['a.csv', 'b.csv'])
  })
})

describe('plan/ and collect/ that fail tell it in the job summary', () => {
  it('plan/ given a bad dataset: the summary names it with its reason, the matrix has the rest', async () => {
    workspace().write('data/empty.json', '')
    const result = await run({ [Input.File]: 'data/*.csv\ndata/*.json' }, 'plan')
    // The step succeeds, or no leg would start; its error names the file, as the summary does.
    expect(result.code).toBe(0)
    const errors = errorsOf(result)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(saying('data/empty.json', 'is empty'))
    const seen = renderGfm(result.summary)
    expect(seen.headings[0]).toMatch(/^❌ Plan: 1 file failed the checks/)
    expect(words(seen.text)).toContain(words(errors[0]))
    expect(seen.headings[1]).toMatch(/Plan: 2 datasets to generate/)
    const matrix = JSON.parse(result.outputs.matrix) as { include: { file: string }[] }
    expect(matrix.include.map(leg => leg.file)).toEqual(['data/a.csv', 'data/b.csv'])
  })

  it('collect/ with no plan stored: the summary says how to run plan/ first', async () => {
    const result = await run({ [Input.GithubToken]: APP_TOKEN }, 'collect')
    const text = expectFailureTold(result, /collect\/ failed before reporting/)
    expect(text).toMatch(saying('No plan was stored', 'plan/', 'needs:', 'always()'))
  })
})

/**
 * A manifest (`config`) through the matrix, on the bundle: plan/ reads it, checks every dataset
 * with its own reading options and hands each leg its datasets' settings through the plan's
 * artifact; the legs read no manifest (their checkout's is another one here) and send what the
 * plan handed them, as the service emulator receives it; collect/ lists every dataset under its
 * own title. Then what a leg does when its hand-off is missing, changed or re-run, and what the
 * plan refuses. Behind them: the emulator, the fake GitHub and the fake artifact service, with the
 * toolkit's own artifact client.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals'
import { DefaultArtifactClient } from '@actions/artifact'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { Input, Output } from '../src/config/constants.js'
import { NODE24, runAction, type ActionResult, type SubAction } from '../tools/runner.js'
import { pullRequest } from './helpers/events.js'
import { renderGfm } from './helpers/gfm.js'
import { saying } from './helpers/meaning.js'
import { APP_TOKEN, useFakeArtifacts, useServices } from './helpers/services.js'
import { BOTH_NODES, commandTexts, uploadsByName, statusByFile } from './helpers/step-result.js'
import { storedDocument } from './helpers/stored-document.js'
import { makeWorkspace, type Workspace } from './helpers/workspace.js'

const services = useServices({ processingMs: 100 })
const store = useFakeArtifacts()
const KEY = Object.keys(DEFAULT_KEYS)[1]
const CONFIG = '.github/dashboards.yml'
const SALES = 'region,quarter,revenue\nNorth,Q1,1200\nSouth,Q1,900\n'
const HEADCOUNT = 'employee_id,team,people\n1,east,12\n2,west,9\n'
/** A windows-1252 export with semicolons and decimal commas: "Büro" in one byte, 0xFC. */
const KOSTEN = Buffer.from('Posten;Betrag\nB\xfcro;1234,50\nReisen;99,90\n', 'latin1')

const MANIFEST = [
  'defaults:',
  '  instructions: Use the company colours.',
  'dashboards:',
  '  - file: data/sales/*.csv',
  '    title: Sales',
  '    instructions: Revenue by region, one chart per quarter.',
  '  - file: data/finance/Kosten Q1.csv',
  '    encoding: windows-1252',
  '    delimiter: ";"',
  '    decimal-separator: ","',
  '  - file: data/hr/headcount.csv',
  '    title: Headcount',
  '    allowed-emails: hr@example.com',
  '    compare-key: employee_id',
  '  - file: data/typo.csv',
  '    titel: Typo', // line 16
  ''
].join('\n')

/** What a leg's checkout could hold instead: another manifest, which no leg may read. */
const OTHER_MANIFEST = `defaults:
  instructions: Not the plan's prompt.
  allowed-emails: someone@elsewhere.example
dashboards:
  - file: data/**/*.csv
    title: Not the plan's title
`

let ws: Workspace
let eventPath: string
let nextRun = 8300

beforeAll(() => {
  if (!existsSync(NODE24))
    throw new Error(`Node 24 is missing at ${NODE24}: run 'npm run setup:node24' (npm test does).`)
})
afterEach(() => {
  ws?.remove()
  rmSync(eventPath, { force: true })
})

function workspace(manifest = MANIFEST): Workspace {
  ws = makeWorkspace()
  ws.write('data/sales/north.csv', SALES)
  ws.write('data/sales/south.csv', SALES)
  ws.write('data/finance/Kosten Q1.csv', KOSTEN)
  ws.write('data/hr/headcount.csv', HEADCOUNT)
  ws.write('data/typo.csv', SALES)
  ws.write(CONFIG, manifest)
  eventPath = path.join(os.tmpdir(), `${path.basename(ws.root)}-event.json`)
  writeFileSync(eventPath, JSON.stringify(pullRequest('opened')))
  return ws
}

interface Entry {
  leg: string
  file: string
}

/** A job of workflow run `run`, on a pull request, in its own job of the artifact service. */
function job(
  node: string,
  run: number,
  name: string,
  inputs: Record<string, string>,
  options: { action?: SubAction; env?: Record<string, string> } = {}
): Promise<ActionResult> {
  return runAction({
    node,
    action: options.action,
    workspace: ws.root,
    inputs: { [Input.GithubToken]: APP_TOKEN, ...inputs },
    env: {
      ...store.artifacts.env({ runId: run, job: name }),
      GITHUB_API_URL: services.github.url,
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: eventPath,
      ...options.env
    }
  })
}

const plan = (node: string, run: number, inputs: Record<string, string> = {}) =>
  job(node, run, 'plan', { [Input.Config]: CONFIG, ...inputs }, { action: 'plan' })

/** A leg given its entry of the matrix, as the README's workflow gives it: key, service, file, leg. */
const leg = (
  node: string,
  run: number,
  entry: Entry,
  inputs: Record<string, string> = {},
  env: Record<string, string> = {}
) =>
  job(
    node,
    run,
    `leg-${entry.leg.split(' ')[0]}`,
    {
      [Input.ApiKey]: KEY,
      [Input.BaseUrl]: services.emulator.url,
      [Input.PollInterval]: '0.5',
      [Input.File]: entry.file,
      [Input.Leg]: entry.leg,
      ...inputs
    },
    { env }
  )

const matrixOf = (result: ActionResult) =>
  (JSON.parse(result.outputs[Output.Matrix]) as { include: Entry[] }).include
const errors = (result: ActionResult) => commandTexts(result, 'error')

const uploads = () => services.emulator.requests.filter(r => r.method === 'POST')

/** The part of a stored plan these tests change: each leg's datasets' settings. */
interface StoredPlan {
  settings: Record<string, unknown>[][]
}

/**
 * Replaces the stored plan `name` of run `run` by `change(plan)`, as another step of the run
 * holding the job's runtime token could: delete it, then store another under the same name.
 */
async function replacePlan(
  run: number,
  name: string,
  change: (plan: StoredPlan) => void
): Promise<void> {
  const artifact = store.artifacts.artifactsOfRun(run).find(a => a.name === name)
  if (artifact === undefined) throw new Error(`no artifact '${name}'`)
  const record = storedDocument(store.artifacts, artifact) as StoredPlan
  change(record)
  const folder = mkdtempSync(path.join(os.tmpdir(), 'manifest-matrix-'))
  const saved = { ...process.env }
  Object.assign(process.env, store.artifacts.env({ runId: run, job: 'other' }))
  // The client's own log is that other step's, not this test's.
  const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
  try {
    const client = new DefaultArtifactClient()
    await client.deleteArtifact(name)
    writeFileSync(path.join(folder, 'record.json'), JSON.stringify(record))
    await client.uploadArtifact(name, [path.join(folder, 'record.json')], folder)
  } finally {
    write.mockRestore()
    process.env = saved
    rmSync(folder, { recursive: true, force: true })
  }
}

describe.each(BOTH_NODES)('a manifest through the matrix on %s', (_name, node) => {
  it("gives each leg its datasets' own settings from the plan, and collect/ lists them under their titles", async () => {
    workspace()
    const run = nextRun++
    const planned = await plan(node, run, { [Input.MaxLegs]: '3' })
    expect(planned.code).toBe(0)
    // Every good dataset found with its own reading (Kosten Q1 as windows-1252 with ; and ,).
    expect(JSON.parse(planned.outputs[Output.Datasets])).toEqual([
      'data/finance/Kosten Q1.csv',
      'data/hr/headcount.csv',
      'data/sales/north.csv',
      'data/sales/south.csv'
    ])
    // The bad entry's dataset gets no leg, its mistake annotated on the manifest's line.
    const typo = planned.stdout
      .split('\n')
      .filter(line => line.startsWith('::error ') && line.includes(`file=${CONFIG}`))
    expect(typo.some(line => /line=16(,|::)/.test(line) && line.includes('titel'))).toBe(true)
    // Three legs, the first holding two datasets read differently (windows-1252 with ; and a
    // compare key); each leg value stays short and names its share.
    const matrix = matrixOf(planned)
    expect(matrix.map(entry => entry.file.split('\n'))).toEqual([
      ['data/finance/Kosten Q1.csv', 'data/hr/headcount.csv'],
      ['data/sales/north.csv'],
      ['data/sales/south.csv']
    ])
    for (const [i, entry] of matrix.entries())
      expect(entry.leg).toMatch(new RegExp(`^${i + 1} of 3 \\+[0-9a-f]{12}$`))

    // The legs' checkout holds another manifest: a leg must not read it.
    ws.write(CONFIG, OTHER_MANIFEST)
    for (const entry of matrix) {
      const ran = await leg(node, run, entry)
      expect([entry.file, ran.code]).toEqual([entry.file, 0])
      expect(ran.stdout).toMatch(saying('settings', 'plan', 'dashboards-plan-1'))
    }
    const got = uploadsByName(services.emulator)
    expect(Object.keys(got).sort()).toEqual([
      'Kosten Q1.csv',
      'headcount.csv',
      'north.csv',
      'south.csv'
    ])
    expect(got['north.csv'].fields).toMatchObject({
      title: 'Sales — north.csv',
      instructions: 'Revenue by region, one chart per quarter.'
    })
    expect(got['south.csv'].fields.title).toBe('Sales — south.csv')
    expect(got['north.csv'].fields.allowed_emails).toBeUndefined()
    expect(got['headcount.csv'].fields).toMatchObject({
      title: 'Headcount',
      instructions: 'Use the company colours.',
      allowed_emails: 'hr@example.com'
    })
    expect(got['Kosten Q1.csv'].fields.title).toBeUndefined()
    expect(got['Kosten Q1.csv'].fields.instructions).toBe('Use the company colours.')
    expect(got['Kosten Q1.csv'].fields.allowed_emails).toBeUndefined()
    expect(got['Kosten Q1.csv'].content).toBe('Posten,Betrag\nBüro,1234.50\nReisen,99.90\n')

    const collected = await job(
      node,
      run,
      'collect',
      { [Input.Comment]: 'true' },
      {
        action: 'collect'
      }
    )
    // The bad entry's dataset fails the run, as in a single job; the others are ready.
    expect(collected.code).toBe(1)
    expect(statusByFile(collected)).toEqual({
      'data/finance/Kosten Q1.csv': 'completed',
      'data/hr/headcount.csv': 'completed',
      'data/sales/north.csv': 'completed',
      'data/sales/south.csv': 'completed',
      'data/typo.csv': 'failed'
    })
    const titles = Object.fromEntries(
      (JSON.parse(collected.outputs[Output.Results]) as { file: string; title: string }[]).map(
        row => [row.file, row.title]
      )
    )
    expect(titles).toMatchObject({
      'data/hr/headcount.csv': 'Headcount',
      'data/sales/north.csv': 'Sales — north.csv',
      'data/sales/south.csv': 'Sales — south.csv'
    })
    expect(services.github.comments).toHaveLength(1)
    const comment = renderGfm(services.github.comments[0].body)
    for (const title of ['Headcount', 'Sales — north.csv', 'Sales — south.csv'])
      expect(comment.text).toContain(title)
    expect(comment.text).toContain('data/typo.csv')
    expect(comment.text).not.toContain("Not the plan's title")
  })
})

describe('a leg of a manifest’s plan', () => {
  const ONE =
    'dashboards:\n  - file: data/sales/north.csv\n    title: North\n    instructions: Plan prompt.\n'

  it('re-run in a later attempt still takes the settings of the plan its matrix came from', async () => {
    workspace(ONE)
    const run = nextRun++
    const planned = await plan(NODE24, run)
    expect(planned.code).toBe(0)
    const [entry] = matrixOf(planned)
    const before = store.artifacts.requests.length
    const askedGitHub = services.github.requests.length
    const ran = await leg(NODE24, run, entry, {}, { GITHUB_RUN_ATTEMPT: '2' })
    expect(ran.code).toBe(0)
    // Reading its share costs the leg four requests to the artifact service, none to GitHub's API.
    const reads = store.artifacts.requests
      .slice(before)
      .map(r => r.operation)
      .filter(op => ['ListArtifacts', 'GetSignedArtifactURL', 'GetBlob'].includes(op))
    expect(reads.sort()).toEqual([
      'GetBlob',
      'GetSignedArtifactURL',
      'ListArtifacts',
      'ListArtifacts'
    ])
    expect(services.github.requests.length).toBe(askedGitHub)
    expect(uploadsByName(services.emulator)['north.csv'].fields).toMatchObject({
      title: 'North',
      instructions: 'Plan prompt.'
    })
    expect(store.artifacts.artifactsOfRun(run).map(a => a.name)).toEqual([
      'dashboards-plan-1',
      'dashboards-leg-1-2'
    ])
  })

  it('fails before sending anything when the stored plan was changed after the matrix was made', async () => {
    workspace(ONE)
    const run = nextRun++
    const [entry] = matrixOf(await plan(NODE24, run))
    await replacePlan(run, 'dashboards-plan-1', record => {
      record.settings[0][0].instructions = 'Tampered prompt.'
    })
    const ran = await leg(NODE24, run, entry)
    expect(ran.code).toBe(1)
    expect(errors(ran).join('\n')).toMatch(
      saying("'dashboards-plan-1'", 'not those the leg value names', 'Re-run all jobs')
    )
    expect(uploads()).toEqual([])
  })

  it('fails before sending anything when a stored setting breaks its input’s rule', async () => {
    workspace(ONE)
    const run = nextRun++
    const [entry] = matrixOf(await plan(NODE24, run))
    await replacePlan(run, 'dashboards-plan-1', record => {
      record.settings[0][0]['allowed-emails'] = 'not an address'
    })
    const ran = await leg(NODE24, run, entry)
    expect(ran.code).toBe(1)
    expect(errors(ran).join('\n')).toMatch(saying('data/sales/north.csv', 'allowed-emails'))
    expect(uploads()).toEqual([])
  })

  it('fails, saying what to do, when the run stored no plan for it', async () => {
    workspace(ONE)
    const ran = await leg(NODE24, nextRun++, {
      leg: '1 of 1 +0123456789ab',
      file: 'data/sales/north.csv'
    })
    expect(ran.code).toBe(1)
    expect(errors(ran).join('\n')).toMatch(
      saying("'leg'", 'stored no plan', 'Re-run all jobs', '${{ matrix.leg }}')
    )
    expect(uploads()).toEqual([])
  })

  it("fails when its file is not the plan's for the leg", async () => {
    workspace(ONE)
    const run = nextRun++
    const [entry] = matrixOf(await plan(NODE24, run))
    const ran = await leg(NODE24, run, { ...entry, file: 'data/**/*.csv' })
    expect(ran.code).toBe(1)
    expect(errors(ran).join('\n')).toMatch(saying("'file'", 'not the plan', '${{ matrix.file }}'))
    expect(uploads()).toEqual([])
  })

  it('refuses settings of its own, and a manifest, before anything is sent', async () => {
    workspace(ONE)
    const run = nextRun++
    const [entry] = matrixOf(await plan(NODE24, run))
    const ran = await leg(NODE24, run, entry, {
      [Input.Title]: 'Leg title',
      [Input.Encoding]: 'windows-1252'
    })
    expect(ran.code).toBe(1)
    expect(errors(ran).join('\n')).toMatch(saying("'title'", "'encoding'", 'manifest', 'defaults'))
    const withConfig = await leg(NODE24, run, entry, { [Input.Config]: CONFIG })
    expect(withConfig.code).toBe(1)
    expect(errors(withConfig).join('\n')).toMatch(saying("'config'", 'plan/'))
    expect(uploads()).toEqual([])
  })
})

describe('a plan given a manifest', () => {
  it('fails for a bad entry that selects no dataset, setting no matrix', async () => {
    workspace('dashboards:\n  - file: data/sales/*.csv\n  - file: data/*.txt\n    timeout: 30\n')
    const planned = await plan(NODE24, nextRun++)
    expect(planned.code).toBe(1)
    expect(errors(planned).join('\n')).toMatch(saying("'timeout'"))
    expect(planned.outputs[Output.Matrix]).toBeUndefined()
  })
})

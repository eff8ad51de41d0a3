/**
 * The README's weekly workflow for the dashboards issue, run as GitHub would run its step: the
 * step's `with:` read from the README itself, its expressions evaluated for each event, on the
 * bundle, with the toolkit's cache client against the fake cache service (reuse), the emulator
 * and the fake GitHub. A push makes every dashboard and the issue; the weekly schedule reuses the
 * dashboards younger than `max-age` and keeps the same issue, every dataset still linked.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { parse } from 'yaml'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { Output } from '../src/config/constants.js'
import { NODE24, REPO_ROOT, runAction, type ActionResult } from '../tools/runner.js'
import { push, schedule, type Payload } from './helpers/events.js'
import { scopesOfPush } from './helpers/fake-cache.js'
import { IDENTITY } from './helpers/git-history.js'
import { renderGfm } from './helpers/gfm.js'
import { APP_TOKEN, useFakeCache, useServices } from './helpers/services.js'
import { makeWorkspace, SMALL_CSV, type Workspace } from './helpers/workspace.js'

const services = useServices({ processingMs: 100 })
const stored = useFakeCache()
const KEY = Object.keys(DEFAULT_KEYS)[0]
const BRANCH = push.firstPush().repository.default_branch as string

interface Workflow {
  on: Record<string, unknown>
  permissions: Record<string, string>
  jobs: Record<string, { steps: { uses?: string; with?: Record<string, unknown> }[] }>
}

/** The YAML block of the README's section on the dashboards issue. */
function readmeWorkflow(): Workflow {
  const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8')
  const section = readme.slice(readme.indexOf('## The dashboards issue'))
  const block = /```yaml\n([\s\S]*?)```/.exec(section.slice(0, section.indexOf('\n## ', 4)))
  if (!block) throw new Error("the README's section on the dashboards issue has no workflow")
  return parse(block[1]) as Workflow
}

/** The action step's inputs as GitHub evaluates them on `event`; any other expression throws. */
function stepInputs(workflow: Workflow, event: string): Record<string, string> {
  const steps = Object.values(workflow.jobs).flatMap(job => job.steps)
  const step = steps.find(s => s.uses?.startsWith('our-org/dashboard-action@'))
  if (!step?.with) throw new Error('the workflow has no dashboard-action step')
  return Object.fromEntries(
    Object.entries(step.with).map(([name, given]) => {
      const value = String(given)
        .replace('${{ secrets.DASHBOARD_API_KEY }}', KEY)
        .replace("${{ github.event_name == 'push' }}", String(event === 'push'))
        .replace('https://dashboards.example.com', services.emulator.url)
      if (value.includes('${{')) throw new Error(`input '${name}' has an expression: ${value}`)
      return [name, value]
    })
  )
}

let ws: Workspace
let home: string | undefined
let runId = 9100

beforeAll(() => {
  if (!existsSync(NODE24))
    throw new Error(`Node 24 is missing at ${NODE24}: run 'npm run setup:node24' (npm test does).`)
})
afterEach(() => {
  ws?.remove()
  if (home !== undefined) rmSync(home, { recursive: true, force: true })
  home = undefined
})

function git(...args: string[]): string {
  return execFileSync('git', [...IDENTITY, ...args], { cwd: ws.root, encoding: 'utf8' }).trim()
}

async function job(event: string, payload: Payload): Promise<ActionResult> {
  const id = runId++
  home ??= mkdtempSync(path.join(os.tmpdir(), 'issue-readme-home-'))
  const eventPath = path.join(home, `event-${id}.json`)
  writeFileSync(eventPath, JSON.stringify(payload))
  return runAction({
    node: NODE24,
    workspace: ws.root,
    inputs: { ...stepInputs(readmeWorkflow(), event), 'github-token': APP_TOKEN },
    env: {
      HOME: home,
      ...stored.results.env({ runId: id, job: 'dashboards', scopes: scopesOfPush(BRANCH, BRANCH) }),
      GITHUB_API_URL: services.github.url,
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_SHA: git('rev-parse', 'HEAD'),
      GITHUB_REF: `refs/heads/${BRANCH}`,
      GITHUB_REF_NAME: BRANCH,
      GITHUB_EVENT_NAME: event,
      GITHUB_EVENT_PATH: eventPath
    }
  })
}

const reusedOf = (result: ActionResult) =>
  (JSON.parse(result.outputs[Output.Results]) as { reused: boolean }[]).map(r => r.reused)

describe("the README's weekly workflow for the dashboards issue", () => {
  it('runs on pushes, weekly and by hand, with issues: write', () => {
    const workflow = readmeWorkflow()
    expect(Object.keys(workflow.on).sort()).toEqual(['push', 'schedule', 'workflow_dispatch'])
    expect(workflow.permissions.issues).toBe('write')
    expect(stepInputs(workflow, 'push')['dashboard-issue']).toBe('true')
  })

  it('keeps one issue: the push makes every dashboard, the weekly run reuses them and keeps every row', async () => {
    ws = makeWorkspace()
    git('init', '-q', '-b', BRANCH)
    ws.write('data/sales.csv', SMALL_CSV)
    ws.write('data/stock.csv', 'sku,units\nA1,12\nB2,7\n')
    git('add', '-A')
    git('commit', '-qm', 'two datasets')
    const after = git('rev-parse', 'HEAD')
    const pushed = await job('push', { ...push.firstPush(), ref: `refs/heads/${BRANCH}`, after })
    expect(pushed.code).toBe(0)
    expect(reusedOf(pushed)).toEqual([false, false])
    const uploads = () => services.emulator.requests.filter(r => r.method === 'POST').length
    expect(uploads()).toBe(2)
    const [issue] = services.github.issues
    const links = JSON.parse(pushed.outputs[Output.Results]) as { 'share-url': string }[]

    const weekly = await job('schedule', schedule())
    expect(weekly.code).toBe(0)
    // Younger than max-age: reused, nothing uploaded again.
    expect(reusedOf(weekly)).toEqual([true, true])
    expect(uploads()).toBe(2)
    expect(services.github.issues).toEqual([issue])
    expect(weekly.outputs[Output.DashboardIssueUrl]).toBe(pushed.outputs[Output.DashboardIssueUrl])
    const rendered = renderGfm(issue.body)
    expect(rendered.links).toEqual(expect.arrayContaining(links.map(r => r['share-url'])))
    const [table] = rendered.tables
    expect(table.slice(1).map(row => row[1].split('\n')[0])).toEqual([
      expect.stringMatching(/^✅ ready \(reused, generated /),
      expect.stringMatching(/^✅ ready \(reused, generated /)
    ])
  })
})

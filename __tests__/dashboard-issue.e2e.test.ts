/**
 * The dashboards issue through the bundle, as runners start it: pushes to the default branch of a
 * real git repository (changed-only reads its history) against the emulator and the fake GitHub,
 * which answers as GitHub's REST description says. What a reader of the issue sees is read from
 * its body rendered as GitHub-flavoured Markdown.
 */
import { existsSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { issueMarker, marker } from '../src/common/comment-marker.js'
import { readCarried } from '../src/report/comment-rows.js'
import { Input, Output } from '../src/config/constants.js'
import { NODE24, runAction, type ActionResult, type SubAction } from '../tools/runner.js'
import { pullRequest, push, schedule, type Payload } from './helpers/events.js'
import { IDENTITY } from './helpers/git-history.js'
import { renderGfm } from './helpers/gfm.js'
import { APP_TOKEN, BOT, useFakeArtifacts, useServices } from './helpers/services.js'
import { commandTexts } from './helpers/step-result.js'
import { makeWorkspace, SMALL_CSV, type Workspace } from './helpers/workspace.js'

const services = useServices({ processingMs: 100 })
const store = useFakeArtifacts()
const KEY = Object.keys(DEFAULT_KEYS)[0]
const STOCK = 'sku,warehouse,units\nA1,North,12\nB2,South,7\n'
const COSTS = 'item,cost\nRent,1200\nPower,300\n'
/** The published push payload's repository has this default branch. */
const DEFAULT_BRANCH = push.firstPush().repository.default_branch as string

let ws: Workspace
let runId = 7100

beforeAll(() => {
  if (!existsSync(NODE24))
    throw new Error(`Node 24 is missing at ${NODE24}: run 'npm run setup:node24' (npm test does).`)
})
afterEach(() => ws?.remove())

function git(...args: string[]): string {
  return execFileSync('git', [...IDENTITY, ...args], { cwd: ws.root, encoding: 'utf8' }).trim()
}

/** Commits everything the workspace holds now; its SHA. */
function commit(message: string): string {
  git('add', '-A')
  git('commit', '-qm', message)
  return git('rev-parse', 'HEAD')
}

/** A repository on its default branch with three datasets: its first commit's SHA. */
function repository(): string {
  ws = makeWorkspace()
  git('init', '-q', '-b', DEFAULT_BRANCH)
  ws.write('data/sales.csv', SMALL_CSV)
  ws.write('data/stock.csv', STOCK)
  ws.write('data/costs.csv', COSTS)
  return commit('three datasets')
}

/** The push of `after` onto the default branch (its first push when `before` is undefined). */
function pushOf(after: string, before?: string): Payload {
  const payload = before === undefined ? push.firstPush() : push.branch(before, after)
  return { ...payload, ref: `refs/heads/${DEFAULT_BRANCH}`, after }
}

/** plan/'s inputs: the datasets, two legs at most. */
const PLAN_INPUTS = {
  [Input.File]: 'data/*.csv',
  [Input.MaxLegs]: '2',
  [Input.GithubToken]: APP_TOKEN
}

interface Entry {
  leg: string
  file: string
}

/**
 * A job of its own workflow run on `event`: the root action with a generating job's inputs
 * (`inputs` over them), or a sub-action (`action`) given `inputs` alone.
 */
function run(
  event: string,
  payload: Payload,
  inputs: Record<string, string> = {},
  options: { action?: SubAction; env?: Record<string, string>; node?: string } = {}
): Promise<ActionResult> {
  const sha = git('rev-parse', 'HEAD')
  // GitHub answers for the repository from its git: the default branch's head among the rest.
  services.github.git = ws.root
  const eventPath = path.join(ws.root, '..', `${path.basename(ws.root)}-event-${runId}.json`)
  writeFileSync(eventPath, JSON.stringify(payload))
  const id = runId++
  const generating = {
    [Input.ApiKey]: KEY,
    [Input.BaseUrl]: services.emulator.url,
    [Input.File]: 'data/*.csv',
    [Input.PollInterval]: '0.5',
    [Input.ChangedOnly]: 'true',
    [Input.Reuse]: 'false',
    [Input.DashboardIssue]: 'true',
    [Input.GithubToken]: APP_TOKEN
  }
  return runAction({
    node: options.node,
    workspace: ws.root,
    action: options.action,
    inputs: options.action === undefined ? { ...generating, ...inputs } : inputs,
    env: {
      GITHUB_API_URL: services.github.url,
      GITHUB_SERVER_URL: 'https://github.example',
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_SHA: sha,
      GITHUB_RUN_ID: String(id),
      GITHUB_REF: `refs/heads/${DEFAULT_BRANCH}`,
      GITHUB_EVENT_NAME: event,
      GITHUB_EVENT_PATH: eventPath,
      ...options.env
    }
  }).finally(() => rmSync(eventPath, { force: true }))
}

/** Each result's share link by file, as the step's `results` output gives them. */
function linksOf(result: ActionResult): Record<string, string> {
  const results = JSON.parse(result.outputs[Output.Results]) as {
    file: string
    'share-url': string
  }[]
  return Object.fromEntries(results.map(r => [r.file, r['share-url']]))
}

/** The issue's table as a reader sees it: one row of cells per dataset, by its Dataset cell. */
function rowsOf(body: string): Record<string, string[]> {
  const [table] = renderGfm(body).tables
  expect(table[0]).toEqual(['Dashboard', 'Status', 'Dataset', 'Commit', 'Made'])
  return Object.fromEntries(table.slice(1).map(cells => [cells[2].split('\n')[0], cells]))
}

/** The requests the step made of the issues API. */
function issueRequests(): string[] {
  return services.github.requests
    .filter(r => r.operationId?.startsWith('issues/') && !r.operationId.includes('comment'))
    .map(r => `${r.method} ${r.operationId}`)
}

describe('the dashboards issue', () => {
  it('is opened by the first push, edited in place by the next, and drops a removed dataset', async () => {
    const first = repository()
    const opened = await run('push', pushOf(first))
    expect(opened.code).toBe(0)
    const { issues } = services.github
    expect(issues).toHaveLength(1)
    const [issue] = issues
    expect(issue).toMatchObject({ title: 'Dashboards', login: BOT, state: 'open' })
    expect(opened.outputs[Output.DashboardIssueUrl]).toBe(
      `https://github.example/o/r/issues/${issue.number}`
    )
    // Found by the bot's own marker: one read, one write.
    expect(
      issue.body.startsWith('<!-- dashboard-action dashboards-issue: data/%2A.csv -->\n')
    ).toBe(true)
    expect(issueRequests()).toEqual(['GET issues/list-for-repo', 'POST issues/create'])
    const listed = services.github.requests.find(r => r.operationId === 'issues/list-for-repo')
    expect(new URLSearchParams(listed?.query).get('creator')).toBe(BOT)
    const before = linksOf(opened)
    const shown = rowsOf(issue.body)
    expect(Object.keys(shown)).toEqual(['data/costs.csv', 'data/sales.csv', 'data/stock.csv'])
    expect(shown['data/sales.csv'][1]).toMatch(/^✅ ready/)
    expect(shown['data/sales.csv'][3]).toBe(first.slice(0, 7))
    expect(renderGfm(issue.body).links).toEqual(
      expect.arrayContaining([
        before['data/costs.csv'],
        before['data/sales.csv'],
        before['data/stock.csv'],
        `https://github.example/o/r/commit/${first}`
      ])
    )

    // One dataset changed: its row gets the new link and commit, the others keep theirs.
    ws.write('data/sales.csv', `${SMALL_CSV}2026-02,North,1300\n`)
    const second = commit('more sales')
    services.github.requests.length = 0
    const edited = await run('push', pushOf(second, first))
    expect(edited.code).toBe(0)
    expect(JSON.parse(edited.outputs[Output.Datasets])).toEqual(['data/sales.csv'])
    expect(services.github.issues).toHaveLength(1)
    expect(edited.outputs[Output.DashboardIssueUrl]).toBe(opened.outputs[Output.DashboardIssueUrl])
    expect(issueRequests()).toEqual(['GET issues/list-for-repo', 'PATCH issues/update'])
    const after = rowsOf(issue.body)
    const newLink = linksOf(edited)['data/sales.csv']
    expect(newLink).not.toBe(before['data/sales.csv'])
    const links = renderGfm(issue.body).links
    expect(links).toContain(newLink)
    expect(links).not.toContain(before['data/sales.csv'])
    expect(links).toEqual(
      expect.arrayContaining([before['data/costs.csv'], before['data/stock.csv']])
    )
    expect(after['data/sales.csv'][3]).toBe(second.slice(0, 7))
    expect(after['data/sales.csv'][2]).toBe('data/sales.csv\n2 → 3 rows: 1 added, 0 removed.')
    expect(after['data/stock.csv'][3]).toBe(first.slice(0, 7))

    // A dataset removed: no dataset ran, and its row drops out of the issue.
    git('rm', '-q', 'data/stock.csv')
    const third = commit('stock retired')
    const dropped = await run('push', pushOf(third, second))
    expect(dropped.code).toBe(0)
    expect(JSON.parse(dropped.outputs[Output.Datasets])).toEqual([])
    expect(Object.keys(rowsOf(issue.body))).toEqual(['data/costs.csv', 'data/sales.csv'])
    expect(renderGfm(issue.body).links).toContain(newLink)
  })

  it("is left as it is by a re-run of an older commit once a newer one's run wrote it", async () => {
    const first = repository()
    const older = await run('push', pushOf(first))
    ws.write('data/sales.csv', `${SMALL_CSV}2026-02,North,1300\n`)
    const second = commit('more sales')
    const newer = await run('push', pushOf(second, first))
    expect(newer.code).toBe(0)
    const [issue] = services.github.issues
    const body = issue.body
    // "Re-run all jobs" of the first push: its commit is no longer the branch's head.
    git('checkout', '-q', first)
    const rerun = await run('push', pushOf(first), { [Input.ChangedOnly]: 'false' })
    git('checkout', '-q', DEFAULT_BRANCH)
    expect(rerun.code).toBe(0)
    expect(issue.body).toBe(body)
    expect(rerun.outputs[Output.DashboardIssueUrl]).toBe('')
    const notices = commandTexts(rerun, 'notice').filter(n => n.includes('dashboards issue'))
    expect(notices).toEqual([
      `The dashboards issue #${issue.number} was left as it is: it shows commit ${second.slice(0, 7)}, and ${DEFAULT_BRANCH}'s head is now ${second.slice(0, 7)}, not this run's ${first.slice(0, 7)}. The newer run keeps it; this run's results are in its job summary and outputs.`
    ])
    expect(older.outputs[Output.DashboardIssueUrl]).toBe(newer.outputs[Output.DashboardIssueUrl])
  })

  it("keeps a dataset's last good link beside its failure, with the service's reason", async () => {
    const first = repository()
    const good = linksOf(await run('push', pushOf(first)))['data/costs.csv']
    services.emulator.configure({ failingFileNames: ['costs.csv'] })
    ws.write('data/costs.csv', `${COSTS}Water,80\n`)
    const second = commit('costs grow')
    const failed = await run('push', pushOf(second, first))
    expect(failed.code).not.toBe(0)
    const [issue] = services.github.issues
    const costs = rowsOf(issue.body)['data/costs.csv']
    expect(costs[1]).toContain('❌ failed')
    expect(costs[1]).toContain(`the last ready one of ${first.slice(0, 7)}`)
    expect(costs[3]).toBe(second.slice(0, 7))
    const rendered = renderGfm(issue.body)
    expect(rendered.links).toContain(good)
    // The failure is told in full under the table.
    expect(rendered.text).toContain('data/costs.csv: failed')
    expect(rendered.text).toMatch(/The service reports that generation [\w-]+ failed\./)
    // The others were not generated again: their rows stay.
    expect(rowsOf(issue.body)['data/sales.csv'][1]).toMatch(/^✅ ready/)
  })

  it("says when each link expires, as the service's share link tells it", async () => {
    repository()
    const before = Date.now()
    await run('push', pushOf(git('rev-parse', 'HEAD')))
    const status = rowsOf(services.github.issues[0].body)['data/sales.csv'][1]
    const shown = /link expires (\d{4}-\d\d-\d\d \d\d:\d\d) UTC/.exec(status)?.[1]
    expect(shown).toBeDefined()
    const at = Date.parse(`${shown?.replace(' ', 'T')}:00Z`)
    const week = 7 * 24 * 3600 * 1000
    expect(at).toBeGreaterThan(before + week - 120_000)
    expect(at).toBeLessThan(Date.now() + week)
  })

  it('is written by a schedule and left alone by a pull request, a push to another branch and a fork', async () => {
    const first = repository()
    const scheduled = await run('schedule', schedule(), { [Input.ChangedOnly]: 'false' })
    expect(scheduled.code).toBe(0)
    expect(services.github.issues).toHaveLength(1)
    const body = services.github.issues[0].body
    services.github.requests.length = 0
    const other = { ...pushOf(first), ref: 'refs/heads/feature' }
    const cases: [string, Payload, string][] = [
      ['pull_request', pullRequest('opened', { headSha: first }), 'this is a pull_request run'],
      ['push', other, `this push is on feature, not on the default branch ${DEFAULT_BRANCH}`]
    ]
    for (const [event, payload, why] of cases) {
      const result = await run(event, payload, { [Input.ChangedOnly]: 'false' })
      const notices = commandTexts(result, 'notice').filter(n => n.includes('dashboards issue'))
      expect(notices).toHaveLength(1)
      expect(notices[0]).toContain(why)
      expect(result.outputs[Output.DashboardIssueUrl]).toBe('')
    }
    // A fork's pull request, in fork mode: its author has no write access, so it waits unsent.
    const uploads = () => services.emulator.requests.filter(r => r.method === 'POST').length
    const sent = uploads()
    const fork = await run('pull_request_target', pullRequest('opened', { headSha: first }), {
      [Input.ChangedOnly]: 'false'
    })
    expect(fork.code).toBe(0)
    expect(uploads()).toBe(sent)
    expect(issueRequests()).toEqual([])
    expect(services.github.issues[0].body).toBe(body)
  })

  it('never takes over an issue someone else wrote with its marker, nor a pull request', async () => {
    const first = repository()
    const planted = services.github.addIssue(
      'mallory',
      'Dashboards',
      `${issueMarker('data/*.csv')}\nAll links moved: [here](https://evil.example/)`
    )
    const pullBody = `${issueMarker('data/*.csv')}\nnot an issue`
    const pull = services.github.addIssue(BOT, 'A bot pull request', pullBody, { pull: true })
    const result = await run('push', pushOf(first))
    expect(result.code).toBe(0)
    expect(services.github.issues).toHaveLength(3)
    const own = services.github.issues[2]
    expect(own.login).toBe(BOT)
    expect(planted.body).toContain('evil.example')
    expect(pull.body).toBe(pullBody)
    expect(renderGfm(own.body).links).not.toContain('https://evil.example/')
    expect(result.outputs[Output.DashboardIssueUrl]).toBe(
      `https://github.example/o/r/issues/${own.number}`
    )
    // Nor is the pull-request comment's marker its own.
    expect(own.body).not.toContain(marker('data/*.csv'))
  })

  it('shows titles and file names with markup and mentions as text', async () => {
    ws = makeWorkspace()
    git('init', '-q', '-b', DEFAULT_BRANCH)
    const file = 'data/@octo-team <img src=x> #12.csv'
    ws.write(file, SMALL_CSV)
    const sha = commit('odd names')
    const result = await run('push', pushOf(sha), {
      [Input.File]: 'data/*.csv',
      [Input.Title]: '@octocat see #1 <script>x</script> **bold**',
      [Input.DashboardIssueTitle]: 'Dashboards @octocat'
    })
    expect(result.code).toBe(0)
    const [issue] = services.github.issues
    expect(issue.title).toBe('Dashboards @octocat')
    const rendered = renderGfm(issue.body)
    expect(rendered.liveReferences).toEqual([])
    expect(rendered.images).toBe(0)
    const text = rendered.text.replace(/\u200b/g, '')
    expect(text).toContain('@octocat see #1 <script>x</script> **bold**')
    expect(text).toContain(file)
  })

  it('never shows the key or the token, even when the title and a file name carry them', async () => {
    ws = makeWorkspace()
    git('init', '-q', '-b', DEFAULT_BRANCH)
    ws.write(`data/${KEY}.csv`, SMALL_CSV)
    const sha = commit('a secret in a name')
    const result = await run('push', pushOf(sha), {
      [Input.Title]: `Sales ${APP_TOKEN}`,
      [Input.DashboardIssueTitle]: `Dashboards ${KEY}`
    })
    expect(result.code).toBe(0)
    const [issue] = services.github.issues
    for (const secret of [KEY, APP_TOKEN]) {
      expect(issue.title).not.toContain(secret)
      expect(issue.body).not.toContain(secret)
      // The carried rows are posted too, packed: they hide it as well.
      expect(JSON.stringify(readCarried(issue.body))).not.toContain(secret)
    }
    expect(issue.title).toBe('Dashboards ***')
  })

  it("warns, naming 'issues: write', when the token may not write issues; the step is its datasets'", async () => {
    const first = repository()
    services.github.tokens[APP_TOKEN] = { login: BOT, app: true, lacks: ['issues: write'] }
    const result = await run('push', pushOf(first))
    expect(result.code).toBe(0)
    expect(Object.values(linksOf(result)).every(link => link.startsWith('http'))).toBe(true)
    const warnings = commandTexts(result, 'warning')
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain("Give the job 'permissions: issues: write'")
    expect(result.outputs[Output.DashboardIssueUrl]).toBe('')
    expect(services.github.issues).toEqual([])

    services.github.tokens[APP_TOKEN] = { login: BOT, app: true }
    services.github.issuesDisabled = true
    services.emulator.configure({ failingFileNames: ['costs.csv'] })
    const off = await run('push', pushOf(first))
    expect(off.code).not.toBe(0)
    expect(commandTexts(off, 'warning').join('\n')).toContain('issues are turned off in o/r')
  })
})

describe.each([
  ['Node 20', process.execPath],
  ['Node 24', NODE24]
])('on %s, the dashboards issue', (_name, node) => {
  it('is one issue when GitHub opened it and answered 502: looked for again, not opened twice', async () => {
    const first = repository()
    services.github.fail({
      method: 'POST',
      path: /^\/repos\/o\/r\/issues$/,
      status: 502,
      afterApplying: true
    })
    const result = await run('push', pushOf(first), {}, { node })
    expect(result.code).toBe(0)
    expect(services.github.issues).toHaveLength(1)
    const [issue] = services.github.issues
    expect(result.outputs[Output.DashboardIssueUrl]).toBe(
      `https://github.example/o/r/issues/${issue.number}`
    )
    const creates = services.github.requests.filter(r => r.operationId === 'issues/create')
    expect(creates.map(r => r.status)).toEqual([502])
    expect(commandTexts(result, 'warning')).toEqual([])
  })

  it('edits a closed one in place, renamed to its title, and says it is closed', async () => {
    const first = repository()
    const closed = services.github.addIssue(BOT, 'Old name', `${issueMarker('data/*.csv')}\nold`, {
      state: 'closed'
    })
    const result = await run('push', pushOf(first), {}, { node })
    expect(result.code).toBe(0)
    expect(services.github.issues).toEqual([closed])
    expect(closed).toMatchObject({ title: 'Dashboards', state: 'closed' })
    expect(Object.keys(rowsOf(closed.body))).toEqual([
      'data/costs.csv',
      'data/sales.csv',
      'data/stock.csv'
    ])
    const notices = commandTexts(result, 'notice').filter(n => n.includes('dashboards issue'))
    expect(notices).toEqual([
      `The dashboards issue #${closed.number} is closed: it was updated all the same. Reopen it to keep it in view, or remove 'dashboard-issue' to stop keeping it.`
    ])
  })
})

describe('the dashboards issue in a matrix', () => {
  it('is written by collect/ alone: the legs make no request of it', async () => {
    const first = repository()
    const runOf = runId
    const env = store.artifacts.env({ runId: runOf, job: 'plan' })
    const planned = await run('push', pushOf(first), PLAN_INPUTS, { action: 'plan', env })
    expect(planned.code).toBe(0)
    const matrix = (JSON.parse(planned.outputs[Output.Matrix]) as { include: Entry[] }).include
    expect(matrix.length).toBeGreaterThan(1)
    for (const entry of matrix) {
      const leg = await run(
        'push',
        pushOf(first),
        { [Input.File]: entry.file, [Input.Leg]: entry.leg, [Input.DashboardIssue]: 'false' },
        { env: store.artifacts.env({ runId: runOf, job: `leg-${entry.leg.split(' ')[0]}` }) }
      )
      expect([entry.file, leg.code]).toEqual([entry.file, 0])
    }
    expect(issueRequests()).toEqual([])
    const collected = await run(
      'push',
      pushOf(first),
      { [Input.DashboardIssue]: 'true', [Input.GithubToken]: APP_TOKEN },
      { action: 'collect', env: store.artifacts.env({ runId: runOf, job: 'collect' }) }
    )
    expect(collected.code).toBe(0)
    expect(issueRequests()).toEqual(['GET issues/list-for-repo', 'POST issues/create'])
    const [issue] = services.github.issues
    expect(collected.outputs[Output.DashboardIssueUrl]).toBe(
      `https://github.example/o/r/issues/${issue.number}`
    )
    const links = linksOf(collected)
    expect(Object.keys(rowsOf(issue.body))).toEqual(Object.keys(links).sort())
    expect(renderGfm(issue.body).links).toEqual(expect.arrayContaining(Object.values(links)))
  })

  it('is refused on a leg, before anything is sent', async () => {
    const first = repository()
    const leg = await run(
      'push',
      pushOf(first),
      { [Input.Leg]: '1 of 2' },
      {
        env: store.artifacts.env({ runId: runId, job: 'leg-1' })
      }
    )
    expect(leg.code).not.toBe(0)
    expect(commandTexts(leg, 'error').join('\n')).toContain(
      "Remove 'dashboard-issue' from the legs and give it to collect/."
    )
    expect(services.emulator.requests.filter(r => r.method === 'POST')).toEqual([])
  })
})

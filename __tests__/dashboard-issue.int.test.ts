/**
 * The dashboards issue's GitHub side in-process, with the real Octokit client against the fake
 * GitHub over HTTP: which issue it finds, what it sends, when it leaves the issue alone, and what
 * it says when GitHub refuses.
 */
import { describe, expect, it } from '@jest/globals'
import { issueMarker } from '../src/common/comment-marker.js'
import type { RunContext } from '../src/github/context.js'
import {
  issueFailure,
  keepDashboardIssue,
  type IssueBody,
  type IssueTarget
} from '../src/github/dashboard-issue.js'
import { logOf } from './helpers/step-log.js'
import { fakeClock } from './helpers/clock.js'
import { useFakeGitHub } from './helpers/services.js'

const BOT = 'github-actions[bot]'
const fake = useFakeGitHub(() => ({
  ghs_app: { login: BOT, app: true },
  ghs_other: { login: 'dashboards-app[bot]', app: true },
  ghp_user: { login: 'octocat' },
  ghs_readonly: { login: BOT, app: true, lacks: ['issues: write'] }
}))
const OURS = 'c0ffee0000000000000000000000000000000002'
const NEWER = 'bee5000000000000000000000000000000000003'
const MARK = issueMarker('data')

const context = (): RunContext => ({
  eventName: 'push',
  payload: {},
  owner: 'o',
  repo: 'r',
  sha: OURS,
  serverUrl: 'https://github.com',
  apiUrl: fake.github.url
})

function target(more: Partial<IssueTarget> = {}): IssueTarget {
  const clock = fakeClock()
  return {
    token: 'ghs_app',
    context: context(),
    tag: 'data',
    title: 'Dashboards',
    clock,
    deadline: clock.now() + 60_000,
    branch: 'main',
    commitSha: OURS,
    ...more
  }
}

/** What a run writes: `text` for OURS, read back by the `for` line. */
const content = (text: string | undefined): IssueBody => ({
  render: () => (text === undefined ? undefined : `${MARK}\n<!-- for ${OURS} -->\n${text}`),
  commitOf: body => /<!-- for (\w+) -->/.exec(body)?.[1]
})

const operations = () =>
  fake.github.requests.map(r => (r.path === '/graphql' ? 'graphql' : (r.operationId ?? r.path)))

describe('keeping the dashboards issue', () => {
  it('opens it once, then edits it in place, asking who the token is and listing by author', async () => {
    const { result: opened } = await logOf(() => keepDashboardIssue(target(), content('one')))
    const [issue] = fake.github.issues
    expect(opened).toBe(`https://github.example/o/r/issues/${issue.number}`)
    expect(issue.body).toBe(`${MARK}\n<!-- for ${OURS} -->\none`)
    expect(operations()).toEqual(['graphql', 'issues/list-for-repo', 'issues/create'])
    expect(new URLSearchParams(fake.github.requests[1].query).get('creator')).toBe(BOT)
    fake.github.requests.length = 0
    const { result: again, log } = await logOf(() =>
      keepDashboardIssue(target({ title: 'Our dashboards' }), content('two'))
    )
    expect(again).toBe(opened)
    expect(fake.github.issues).toEqual([issue])
    expect(issue).toMatchObject({
      title: 'Our dashboards',
      body: `${MARK}\n<!-- for ${OURS} -->\ntwo`
    })
    expect(operations()).toEqual(['graphql', 'issues/list-for-repo', 'issues/update'])
    expect(log).toContain(`Updated the dashboards issue #${issue.number}`)
  })

  it("lists an app's issues under its bot, and a person's under their login", async () => {
    await keepDashboardIssue(target({ token: 'ghs_other' }), content('app'))
    await keepDashboardIssue(target({ token: 'ghp_user' }), content('person'))
    const creators = fake.github.requests
      .filter(r => r.operationId === 'issues/list-for-repo')
      .map(r => new URLSearchParams(r.query).get('creator'))
    expect(creators).toEqual(['dashboards-app[bot]', 'octocat'])
    expect(fake.github.issues.map(i => i.login)).toEqual(['dashboards-app[bot]', 'octocat'])
  })

  it('finds its issue past the first page of the bot’s issues', async () => {
    fake.github.pageSize = 100
    for (let i = 0; i < 150; i++) fake.github.addIssue(BOT, `Other ${i}`, `nothing ${i}`)
    const own = fake.github.addIssue(BOT, 'Dashboards', `${MARK}\nold`)
    const url = await keepDashboardIssue(target(), content('new'))
    expect(url).toBe(`https://github.example/o/r/issues/${own.number}`)
    expect(own.body).toContain('new')
    expect(fake.github.issues).toHaveLength(151)
  })

  it('writes nothing when the run has nothing new, and opens nothing then', async () => {
    const own = fake.github.addIssue(BOT, 'Dashboards', `${MARK}\n<!-- for ${OURS} -->\nold`)
    const { result, log } = await logOf(() => keepDashboardIssue(target(), content(undefined)))
    expect(result).toBe(`https://github.example/o/r/issues/${own.number}`)
    expect(log).toContain('already says all this run has to tell')
    fake.github.issues.length = 0
    expect(await keepDashboardIssue(target(), content(undefined))).toBeUndefined()
    expect(operations().filter(op => op === 'issues/update' || op === 'issues/create')).toEqual([])
  })

  it("leaves an issue of another commit while this run's is not the branch's head", async () => {
    const own = fake.github.addIssue(BOT, 'Dashboards', `${MARK}\n<!-- for ${NEWER} -->\nnewer`)
    fake.github.branches = { main: NEWER }
    const { result, log } = await logOf(() => keepDashboardIssue(target(), content('older')))
    expect(result).toBeUndefined()
    expect(own.body).toContain('newer')
    expect(log).toContain(
      `::notice::The dashboards issue #${own.number} was left as it is: it shows commit bee5000, and main's head is now bee5000, not this run's c0ffee0.`
    )
    // Once this run's commit is the head again (or GitHub cannot say), it is written.
    fake.github.branches = { main: OURS }
    await keepDashboardIssue(target(), content('ours'))
    expect(own.body).toContain('ours')
    own.body = `${MARK}\n<!-- for ${NEWER} -->\nnewer`
    fake.github.branches = {}
    const unknown = await logOf(() => keepDashboardIssue(target(), content('head unknown')))
    expect(own.body).toContain('head unknown')
    expect(unknown.log).toContain('The head commit of main could not be read')
  })

  it('warns when the token is empty, and sends nothing', async () => {
    const { result, log } = await logOf(() =>
      keepDashboardIssue(target({ token: '' }), content('x'))
    )
    expect(result).toBeUndefined()
    expect(log).toMatch(/::warning::The dashboards issue was not written: 'github-token' is empty/)
    expect(fake.github.requests).toEqual([])
  })

  it("warns, naming 'issues: write', when the token may only read issues", async () => {
    const { result, log } = await logOf(() =>
      keepDashboardIssue(target({ token: 'ghs_readonly' }), content('x'))
    )
    expect(result).toBeUndefined()
    expect(log).toContain("Give the job 'permissions: issues: write'")
    expect(fake.github.issues).toEqual([])
  })
})

describe("GitHub's refusals, in the user's terms", () => {
  const error = (status: number, message: string) => Object.assign(new Error(message), { status })
  it.each([
    [403, 'API rate limit exceeded for installation', "GitHub's rate limit stopped it"],
    [429, 'You have exceeded a secondary rate limit', "GitHub's rate limit stopped it"],
    [403, 'Resource not accessible by integration', "'permissions: issues: write'"],
    [410, 'Issues are disabled for this repo', 'issues are turned off in o/r'],
    [401, 'Bad credentials', "GitHub refused the 'github-token' (HTTP 401)"],
    [404, 'Not Found', 'GitHub found no repository o/r'],
    [500, 'Server Error', 'The dashboards issue was not written: Server Error.']
  ])('HTTP %i %s', (status, message, said) => {
    const text = issueFailure(error(status, message), context())
    expect(text).toContain(said)
    expect(text).toContain("The dashboards are in this job's summary and outputs.")
  })
})

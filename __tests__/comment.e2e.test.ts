/** Pull-request comments through the bundle, as runners start it, against the emulator and a fake GitHub API. */
import { existsSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../emulator/server.js'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { marker } from '../src/common/comment-marker.js'
import { renderGfm } from './helpers/gfm.js'
import { saying } from './helpers/meaning.js'
import { Input, Output } from '../src/config/constants.js'
import { NODE24, runAction } from '../tools/runner.js'
import { pullRequest as pullRequestEvent, push, webhook, type Payload } from './helpers/events.js'
import { startFakeGitHub, type FakeGitHub } from './helpers/fake-github.js'
import { csvOfSize, makeWorkspace, SMALL_CSV, type Workspace } from './helpers/workspace.js'

const BOT = 'github-actions[bot]'
/** GITHUB_SHA: on pull_request the test merge commit, which the comment must not name. */
const SHA = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678'
/** The pull request's head commit, as reviewers see it. */
const HEAD = 'b0b1b2b3b4b5b6b7b8b9c0c1c2c3c4c5c6c7c8c9'
let emulator: Emulator
let github: FakeGitHub
let ws: Workspace

beforeAll(async () => {
  if (!existsSync(NODE24))
    throw new Error(`Node 24 is missing at ${NODE24}: run 'npm run setup:node24' (npm test does).`)
  emulator = await startEmulator({ processingMs: 60_000 })
  github = await startFakeGitHub()
  ws = makeWorkspace()
  ws.write('data/sales.csv', SMALL_CSV)
  ws.write('data/stock.csv', SMALL_CSV)
  ws.write('data/big.csv', csvOfSize(60_000))
})
afterAll(async () => {
  await emulator.close()
  await github.close()
  ws.remove()
})
beforeEach(() => {
  emulator.reset()
  emulator.configure({ processingMs: 60_000 })
  github.reset()
  github.tokens = {
    ghs_token: { login: BOT, app: true },
    ghs_readonly: { login: BOT, app: true, readOnly: true }
  }
})
// Every request the bundle made must be one GitHub's description defines.
afterEach(() => {
  expect(github.violations.splice(0)).toEqual([])
})

function run(
  event: string,
  payload: Payload,
  inputs: Record<string, string> = {},
  token = 'ghs_token',
  node?: string
) {
  const eventPath = path.join(ws.root, `event-${Date.now()}.json`)
  writeFileSync(eventPath, JSON.stringify(payload))
  return runAction({
    node,
    workspace: ws.root,
    inputs: {
      [Input.ApiKey]: Object.keys(DEFAULT_KEYS)[1],
      [Input.BaseUrl]: emulator.url,
      [Input.File]: 'data/sales.csv',
      [Input.Comment]: 'true',
      [Input.GithubToken]: token,
      ...inputs
    },
    env: {
      GITHUB_API_URL: github.url,
      GITHUB_SERVER_URL: 'https://github.example',
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_SHA: SHA,
      GITHUB_RUN_ID: '4242',
      GITHUB_EVENT_NAME: event,
      GITHUB_EVENT_PATH: eventPath
    }
  })
}
/** GitHub's published pull_request payload, its head moved to HEAD. */
const pullRequest = pullRequestEvent('synchronize', { headSha: HEAD })
/** The one line of the step's log that starts with `command` (a notice, a warning). */
function lineOf(stdout: string, command: string): string {
  const lines = stdout.split('\n').filter(line => line.startsWith(command))
  expect(lines).toHaveLength(1)
  return lines[0]
}
const NUMBER = pullRequest.number as number

describe('the pull-request comment', () => {
  it('is created by the first run and updated in place by the second', async () => {
    const first = await run('pull_request', pullRequest)
    expect(first.code).toBe(0)
    expect(github.comments).toHaveLength(1)
    const [comment] = github.comments
    expect(first.outputs[Output.CommentUrl]).toBe(
      `https://github.example/o/r/pull/${NUMBER}#issuecomment-${comment.id}`
    )
    expect(comment.body.startsWith('<!-- dashboard-action comment-tag: data/sales.csv -->\n')).toBe(
      true
    )
    expect(comment.body).toContain(`](${first.outputs[Output.ShareUrl]})`)
    expect(renderGfm(comment.body).code).toContain(HEAD.slice(0, 7))
    expect(comment.body).not.toContain(SHA.slice(0, 7))
    expect(comment.body).toContain('[Workflow run](https://github.example/o/r/actions/runs/4242)')

    const second = await run('pull_request', pullRequest)
    expect(second.outputs[Output.CommentUrl]).toBe(first.outputs[Output.CommentUrl])
    expect(github.comments).toHaveLength(1)
    expect(github.comments[0].body).toContain(`](${second.outputs[Output.ShareUrl]})`)
  })
  it('finds its marker on page 3 of 3', async () => {
    github.pageSize = 100
    for (let i = 0; i < 260; i++)
      github.addComment(
        NUMBER,
        i === 250 ? BOT : 'reviewer',
        i === 250 ? `${marker('data/sales.csv')}\nold` : `note ${i}`
      )
    const result = await run('pull_request', pullRequest)
    expect(result.code).toBe(0)
    expect(github.comments).toHaveLength(260)
    expect(github.comments[250].body).toContain('Dashboard ready')
  })
  it("leaves another user's comment with the same marker alone", async () => {
    const spoof = github.addComment(NUMBER, 'mallory', `${marker('data/sales.csv')}\nspoofed`)
    await run('pull_request', pullRequest)
    expect(spoof.body).toBe(`${marker('data/sales.csv')}\nspoofed`)
    expect(github.comments).toHaveLength(2)
  })
  it('keeps two comments for two tags', async () => {
    await run('pull_request', pullRequest)
    await run('pull_request', pullRequest, { [Input.File]: 'data/stock.csv' })
    await run('pull_request', pullRequest, {
      [Input.File]: 'data/stock.csv',
      [Input.CommentTag]: 'stock'
    })
    await run('pull_request', pullRequest, {
      [Input.File]: 'data/stock.csv',
      [Input.CommentTag]: 'stock'
    })
    expect(github.comments.map(c => c.body.split('\n')[0]).sort()).toEqual([
      '<!-- dashboard-action comment-tag: data/sales.csv -->',
      '<!-- dashboard-action comment-tag: data/stock.csv -->',
      '<!-- dashboard-action comment-tag: stock -->'
    ])
  })
  it('on push, goes to the open pull request whose head is the pushed commit', async () => {
    github.pulls = { 11: { headSha: SHA, state: 'open' } }
    const result = await run('push', push.branch(HEAD, SHA))
    expect(result.code).toBe(0)
    expect(github.comments).toMatchObject([{ issue: 11 }])
  })
  it('on push without an open pull request, is skipped with a notice', async () => {
    const result = await run('push', push.branch(HEAD, SHA))
    expect(result.code).toBe(0)
    expect(lineOf(result.stdout, '::notice::')).toMatch(
      saying('No pull-request comment', 'no open pull request', SHA.slice(0, 7))
    )
    expect(result.outputs[Output.CommentUrl]).toBe('')
    expect(result.outputs[Output.Status]).toBe('completed')
  })
  it('on workflow_dispatch, is skipped with a notice unless pr-number is given', async () => {
    const without = await run('workflow_dispatch', webhook('workflow_dispatch'))
    expect(without.code).toBe(0)
    expect(lineOf(without.stdout, '::notice::')).toMatch(
      saying('workflow_dispatch', 'no pull request', "'pr-number'")
    )
    const withNumber = await run('workflow_dispatch', webhook('workflow_dispatch'), {
      [Input.PrNumber]: '21'
    })
    expect(withNumber.code).toBe(0)
    expect(github.comments).toMatchObject([{ issue: 21 }])
  })
  it('on a fork pull request, fails with a warning only: the step passes with its outputs', async () => {
    // The published payload, its head repository made a fork as GitHub sends it then.
    const fork = pullRequestEvent('opened')
    fork.pull_request.head.repo = {
      ...fork.pull_request.head.repo,
      full_name: 'fork-owner/r',
      fork: true
    }
    // No cache here (a runner would have one): its warning is not this test's.
    const result = await run('pull_request', fork, { [Input.Reuse]: 'false' }, 'ghs_readonly')
    expect(result.code).toBe(0)
    expect(lineOf(result.stdout, '::warning::')).toMatch(saying('read-only token', 'fork'))
    expect(result.outputs[Output.Status]).toBe('completed')
    expect(result.outputs[Output.ShareUrl]).not.toBe('')
    expect(result.outputs[Output.CommentUrl]).toBe('')
  })
  it('escapes a hostile title', async () => {
    const title = '<img src=x onerror=alert(1)> @everyone -->'
    await run('pull_request', pullRequest, { [Input.Title]: title })
    const body = github.comments[0].body
    expect(body).not.toContain('<img')
    expect(body).not.toContain('@everyone')
    expect(body.indexOf('-->')).toBe(body.indexOf('\n') - 3)
  })
  it('says so when the generation failed, without a stale link', async () => {
    const big = { [Input.File]: 'data/big.csv', [Input.PollInterval]: '1' }
    emulator.configure({ processingMs: 300 })
    await run('pull_request', pullRequest, big)
    expect(github.comments[0].body).toContain('/share/')
    emulator.configure({ processingMs: 300, outcome: 'failed' })
    const result = await run('pull_request', pullRequest, big)
    expect(result.code).toBe(1)
    expect(github.comments).toHaveLength(1)
    expect(github.comments[0].body).toContain('❌ Dashboard generation failed')
    expect(github.comments[0].body).not.toContain('/share/')
  })
  it('says so when the generation timed out, with how to resume', async () => {
    const result = await run('pull_request', pullRequest, {
      [Input.File]: 'data/big.csv',
      [Input.Timeout]: '2'
    })
    const id = result.outputs[Output.GenerationId]
    expect(result.code).toBe(1)
    expect(renderGfm(github.comments[0].body).headings[0]).toMatch(
      saying('⏳', 'not ready', 'timeout')
    )
    expect(renderGfm(github.comments[0].body).code).toContain(`generation-id: ${id}`)
  })
  it('is not touched when comment is off: no GitHub request is made', async () => {
    const result = await run('pull_request', pullRequest, {
      [Input.Comment]: 'false',
      [Input.Compare]: 'false'
    })
    expect(result.code).toBe(0)
    expect(github.requests).toEqual([])
    expect(result.outputs[Output.CommentUrl]).toBeUndefined()
  })
  it('never prints the GitHub token', async () => {
    const result = await run('pull_request', pullRequest)
    expect(result.stdout.replace('::add-mask::ghs_token', '')).not.toContain('ghs_token')
    expect(github.requests.every(r => r.authorization === 'token ghs_token')).toBe(true)
  })
})

describe.each([
  ['Node 20', process.execPath],
  ['Node 24', NODE24]
])('on %s, a comment write GitHub answered with a 5xx', (_name, node) => {
  // No cache here (a runner would have one): its warning is not these tests'.
  const NO_CACHE = { [Input.Reuse]: 'false' }
  it('is one comment when GitHub created it and answered 502: looked for again, not made twice', async () => {
    github.fail({
      method: 'POST',
      path: new RegExp(`/issues/${NUMBER}/comments$`),
      status: 502,
      afterApplying: true
    })
    const result = await run('pull_request', pullRequest, NO_CACHE, 'ghs_token', node)
    expect(result.code).toBe(0)
    expect(github.comments).toHaveLength(1)
    expect(github.comments[0].body).toContain(`](${result.outputs[Output.ShareUrl]})`)
    expect(result.outputs[Output.CommentUrl]).toBe(
      `https://github.example/o/r/pull/${NUMBER}#issuecomment-${github.comments[0].id}`
    )
    const creates = github.requests.filter(r => r.method === 'POST' && r.path.endsWith('/comments'))
    expect(creates.map(r => r.status)).toEqual([502])
    expect(result.stdout).not.toContain('::warning::')
  })
  it("is updated from a fresh read after a 503 to its update: one comment, the run's results in it", async () => {
    const old = github.addComment(NUMBER, BOT, `${marker('data/sales.csv')}\nold`)
    github.fail({ method: 'PATCH', path: new RegExp(`/issues/comments/${old.id}$`), status: 503 })
    const result = await run('pull_request', pullRequest, NO_CACHE, 'ghs_token', node)
    expect(result.code).toBe(0)
    expect(github.comments).toEqual([old])
    expect(old.body).toContain(`](${result.outputs[Output.ShareUrl]})`)
    const sent = github.requests.filter(r => r.method !== 'POST' || r.path !== '/graphql')
    const afterFailure = sent.slice(sent.findIndex(r => r.status === 503) + 1)
    expect(afterFailure[0]).toMatchObject({
      method: 'GET',
      path: `/repos/o/r/issues/comments/${old.id}`
    })
    expect(result.stdout).not.toContain('::warning::')
  })
})

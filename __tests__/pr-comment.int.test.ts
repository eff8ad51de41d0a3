/** The sticky comment logic against a fake GitHub API over real HTTP, with the real Octokit client. */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { beforeEach, describe, expect, it } from '@jest/globals'
import { marker } from '../src/common/comment-marker.js'
import { createGitHubClient, withTimeLimit } from '../src/github/client.js'
import type { RunContext } from '../src/github/context.js'
import {
  commentTimeLimit,
  explainFailure,
  findPullRequest,
  ownLogin,
  postPullRequestComment,
  upsertComment
} from '../src/github/sticky-comment.js'
import { fakeClock } from './helpers/clock.js'
import { startFakeGitHub, type FakeGitHub } from './helpers/fake-github.js'
import { saying } from './helpers/meaning.js'
import { useFakeGitHub } from './helpers/services.js'

const BOT = 'github-actions[bot]'
const fake = useFakeGitHub(() => ({
  ghs_app: { login: BOT, app: true },
  ghp_user: { login: 'octocat' }
}))
let github: FakeGitHub
beforeEach(() => {
  github = fake.github
})

const client = (token = 'ghs_app') => createGitHubClient(token, github.url, () => undefined)
const target = { owner: 'o', repo: 'r', number: 7 }
const context = (
  eventName: string,
  payload: Record<string, unknown> = {},
  sha = 'abc123'
): RunContext => ({
  eventName,
  payload,
  owner: 'o',
  repo: 'r',
  sha,
  serverUrl: 'https://github.com',
  apiUrl: github.url
})

describe("the token's own identity", () => {
  it("is GraphQL's viewer for a personal and an app token, never GET /user, which refuses GITHUB_TOKEN", async () => {
    await expect(ownLogin(client('ghp_user'))).resolves.toBe('octocat')
    await expect(ownLogin(client('ghs_app'))).resolves.toBe('github-actions')
    expect(github.requests.map(r => `${r.method} ${r.path}`)).toEqual([
      'POST /graphql',
      'POST /graphql'
    ])
  })
})

describe('paging', () => {
  it('refuses a Link header to another host: that host receives nothing, the token stays with GitHub', async () => {
    const other = await startFakeGitHub()
    try {
      other.tokens = { ghs_app: { login: BOT, app: true } }
      github.linkBase = other.url
      for (let i = 0; i < 150; i++) github.addComment(7, 'someone', `chatter ${i}`)
      await expect(
        upsertComment(
          client(),
          target,
          't',
          { render: () => `${marker('t')}\nx`, holds: () => true },
          fakeClock()
        )
      ).rejects.toThrow(/another host/)
      expect(other.requests).toEqual([])
      expect(github.comments).toHaveLength(150)
    } finally {
      await other.close()
    }
  })
  it("follows Link headers in GitHub's /repositories/{id} form", async () => {
    for (let i = 0; i < 150; i++) github.addComment(7, 'someone', `chatter ${i}`)
    await upsertComment(
      client(),
      target,
      't',
      { render: () => `${marker('t')}\nx`, holds: () => true },
      fakeClock()
    )
    const pages = github.requests.filter(r => r.operationId === 'issues/list-comments')
    expect(pages.length).toBeGreaterThanOrEqual(2)
    expect(pages[1].query).toContain('page=2')
  })
})

describe('which pull request', () => {
  it('is pr-number when given', async () => {
    await expect(findPullRequest(client(), context('schedule'), 12)).resolves.toBe(12)
  })
  it.each(['pull_request', 'pull_request_target'])("is the event's own on %s", async event => {
    await expect(
      findPullRequest(client(), context(event, { pull_request: { number: 5 } }), undefined)
    ).resolves.toBe(5)
  })
  it('is the issue on a comment on a pull request, and none on a plain issue', async () => {
    await expect(
      findPullRequest(
        client(),
        context('issue_comment', { issue: { number: 9, pull_request: {} } }),
        undefined
      )
    ).resolves.toBe(9)
    await expect(
      findPullRequest(client(), context('issue_comment', { issue: { number: 9 } }), undefined)
    ).resolves.toEqual({ none: expect.stringMatching(saying('issue', 'not a pull request')) })
  })
  it('on push, is the open pull request whose head is the pushed commit', async () => {
    github.pulls = {
      3: { headSha: 'abc123', state: 'closed' },
      4: { headSha: 'abc123', state: 'open' },
      5: { headSha: 'fff999', state: 'open' }
    }
    await expect(
      findPullRequest(client(), context('push', { after: 'abc123' }), undefined)
    ).resolves.toBe(4)
    await expect(
      findPullRequest(client(), context('push', { after: 'def456' }), undefined)
    ).resolves.toEqual({ none: expect.stringMatching(saying('no open pull request', 'def456')) })
  })
  it('is none on workflow_dispatch without pr-number', async () => {
    await expect(
      findPullRequest(client(), context('workflow_dispatch'), undefined)
    ).resolves.toEqual({
      none: expect.stringMatching(saying('workflow_dispatch', 'no pull request', "'pr-number'"))
    })
  })
})

describe('the sticky comment', () => {
  const body = (tag: string, text: string) => `${marker(tag)}\n${text}`
  const upsert = (tag: string, text: string) =>
    upsertComment(
      client(),
      target,
      tag,
      { render: () => body(tag, text), holds: written => written === body(tag, text) },
      fakeClock()
    )
  it('is created once, then updated in place', async () => {
    const first = await upsert('data/a.csv', 'one')
    const second = await upsert('data/a.csv', 'two')
    expect(first.created).toBe(true)
    expect(second).toEqual({ url: first.url, created: false, settled: true })
    expect(github.comments.map(c => c.body)).toEqual([body('data/a.csv', 'two')])
  })
  it('is found on page 3 of 3', async () => {
    github.pageSize = 100
    for (let i = 0; i < 250; i++)
      github.addComment(
        7,
        i === 240 ? BOT : 'someone',
        i === 240 ? body('t', 'old') : `chatter ${i}`
      )
    const result = await upsert('t', 'new')
    expect(result.created).toBe(false)
    expect(github.comments).toHaveLength(250)
    expect(github.comments[240].body).toBe(body('t', 'new'))
    expect(
      github.requests.filter(r => r.method === 'GET' && r.path.endsWith('/comments'))
    ).toHaveLength(3)
  })
  it("leaves another user's comment with the same marker alone", async () => {
    const foreign = github.addComment(7, 'mallory', body('t', 'spoofed'))
    await upsert('t', 'ours')
    expect(foreign.body).toBe(body('t', 'spoofed'))
    expect(github.comments.filter(c => c.login === BOT)).toHaveLength(1)
  })
  it('keeps one comment per tag', async () => {
    await upsert('a', '1')
    await upsert('b', '1')
    await upsert('a', '2')
    expect(github.comments.map(c => c.body).sort()).toEqual([body('a', '2'), body('b', '1')])
  })
  it('updates the oldest when several match: concurrent runs all pick the same one', async () => {
    const older = github.addComment(7, BOT, body('t', 'older'))
    github.addComment(7, BOT, body('t', 'newer'))
    await upsert('t', 'now')
    expect(older.body).toBe(body('t', 'now'))
  })
  it('leaves one comment when a concurrent run created its own at the same moment: the oldest, with our text', async () => {
    github.raceNextCreate()
    const result = await upsert('t', 'ours')
    expect(github.comments).toHaveLength(1)
    expect(github.comments[0].body).toBe(body('t', 'ours'))
    expect(result.url).toContain(`#issuecomment-${github.comments[0].id}`)
  })
  it('still deletes its twin when GitHub answers the first delete with a 502', async () => {
    github.raceNextCreate()
    github.fail({ method: 'DELETE', path: /\/issues\/comments\/\d+$/, status: 502 })
    const result = await upsert('t', 'ours')
    expect(github.comments).toHaveLength(1)
    expect(github.comments[0].body).toBe(body('t', 'ours'))
    expect(result.url).toContain(`#issuecomment-${github.comments[0].id}`)
    expect(github.requests.filter(r => r.method === 'DELETE').map(r => r.status)).toEqual([
      502, 204
    ])
  })
  it('waits out a rate limit (429 with retry-after) and carries on', async () => {
    github.fail({
      method: 'POST',
      path: /\/comments$/,
      status: 429,
      headers: { 'retry-after': '1' },
      body: { message: 'API rate limit exceeded' }
    })
    const result = await upsert('t', 'x')
    expect(result.created).toBe(true)
    expect(
      github.requests.filter(r => r.method === 'POST' && r.path.endsWith('/comments'))
    ).toHaveLength(2)
  })
  it('does not retry a 422', async () => {
    github.fail({
      method: 'POST',
      path: /\/comments$/,
      status: 422,
      body: { message: 'Body is too long' }
    })
    await expect(upsert('t', 'x')).rejects.toMatchObject({
      status: 422
    })
    expect(
      github.requests.filter(r => r.method === 'POST' && r.path.endsWith('/comments'))
    ).toHaveLength(1)
  })
})

describe('explaining a refusal', () => {
  const refused = Object.assign(new Error('Resource not accessible by integration'), {
    status: 403
  })
  it('on a fork pull request, names the read-only token and the alternatives', () => {
    const fork = context('pull_request', {
      pull_request: { number: 7, head: { repo: { full_name: 'someone/r', fork: true } } }
    })
    const text = explainFailure(refused, fork, target)
    expect(text).toMatch(saying('read-only token', 'fork'))
    expect(text).toContain("'pull_request_target'")
    expect(text).toContain("'workflow_run'")
  })
  it('elsewhere, names the missing permission', () => {
    const own = context('pull_request', {
      pull_request: { number: 7, head: { repo: { full_name: 'o/r', fork: false } } }
    })
    expect(explainFailure(refused, own, target)).toMatch(
      saying("'permissions: pull-requests: write'", '#7')
    )
  })
  it.each([
    [401, 'Bad credentials', saying("'github-token'", 'HTTP 401', 'Bad credentials')],
    [404, 'Not Found', saying('pull request #7', 'o/r', 'HTTP 404')],
    [422, 'Validation Failed', saying('pull request #7', 'HTTP 422', 'Validation Failed')],
    [500, 'boom', saying('pull request #7', 'boom')]
  ])('HTTP %i', (status, message, expected) => {
    expect(
      explainFailure(Object.assign(new Error(message), { status }), context('push'), target)
    ).toMatch(expected)
  })
})

describe('a GitHub that never answers', () => {
  it('ends the phase at its limit: the open request is aborted and the error names what ran out', async () => {
    const held: http.ServerResponse[] = []
    const silent = http.createServer((req, res) => {
      req.resume()
      held.push(res)
    })
    await new Promise<void>(resolve => silent.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`
    let aborted = false
    try {
      const outcome = withTimeLimit('the comment', 500, async phase => {
        phase.signal.addEventListener('abort', () => (aborted = true))
        return ownLogin(createGitHubClient('ghs_app', url, () => undefined, phase))
      })
      await expect(outcome).rejects.toThrow(/did not finish the comment within 1 s/)
      expect(aborted).toBe(true)
      expect(held).toHaveLength(1)
    } finally {
      for (const res of held) res.destroy()
      silent.closeAllConnections()
      await new Promise(resolve => silent.close(resolve))
    }
  })
  it("ends the comment's own pauses with its phase: a wait after the write does not outlive the step", async () => {
    const ended: unknown[] = []
    // A clock whose pauses last until something ends them: only the phase's signal can.
    const endless = {
      ...fakeClock(),
      sleep: (_ms: number, signal?: AbortSignal) =>
        new Promise<void>((_resolve, reject) =>
          signal?.addEventListener('abort', () => {
            ended.push(signal.reason)
            reject(signal.reason as Error)
          })
        )
    }
    github.addComment(7, BOT, `${marker('data/sales.csv')}\nold`)
    const url = await postPullRequestComment({
      token: 'ghs_app',
      prNumber: 7,
      context: context('workflow_dispatch'),
      tag: 'data/sales.csv',
      content: { render: () => `${marker('data/sales.csv')}\nrow`, holds: () => true },
      clock: endless,
      // The deadline has come: the comment gets its 10 s floor, and no more.
      deadline: endless.now()
    })
    expect(url).toBeUndefined()
    // The comment was written; the pause before its check was ended by the phase.
    expect(github.comments.map(c => c.body)).toEqual([`${marker('data/sales.csv')}\nrow`])
    expect(ended).toHaveLength(1)
  }, 30_000)
  it('gives the comment at least 10 s, the time left before the deadline, and no more than 60 s', () => {
    expect(commentTimeLimit(1000, 999)).toBe(10_000)
    expect(commentTimeLimit(30_000, 0)).toBe(30_000)
    expect(commentTimeLimit(600_000, 0)).toBe(60_000)
  })
})

/** The sticky comment logic against a fake GitHub API over real HTTP, with the real Octokit client. */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { beforeEach, describe, expect, it } from '@jest/globals'
import { marker } from '../src/common/comment-marker.js'
import { createGitHubClient, withTimeLimit } from '../src/github/client.js'
import type { RunContext } from '../src/github/context.js'
import {
  commentTimeLimit,
  commentWriter,
  explainFailure,
  findPullRequest,
  upsertComment,
  type CommentContent,
  type CommentTarget
} from '../src/github/sticky-comment.js'
import { ownLogin } from '../src/github/token-owner.js'
import { runsContent } from '../src/report/pull-request-comment.js'
import type { DatasetRun } from '../src/service/generation.js'
import { plainDataset } from './helpers/dataset.js'
import { renderGfm } from './helpers/gfm.js'
import { logOf } from './helpers/step-log.js'
import { fakeClock, type FakeClock } from './helpers/clock.js'
import { startFakeGitHub, type FakeGitHub } from './helpers/fake-github.js'
import { saying } from './helpers/meaning.js'
import { useFakeGitHub } from './helpers/services.js'

const BOT = 'github-actions[bot]'
const fake = useFakeGitHub(() => ({
  ghs_app: { login: BOT, app: true },
  ghs_other: { login: 'dashboards-app[bot]', app: true },
  ghp_user: { login: 'octocat' }
}))
let github: FakeGitHub
beforeEach(() => {
  github = fake.github
})

const client = (token = 'ghs_app') => createGitHubClient(token, github.url, () => undefined)
const target = { owner: 'o', repo: 'r', number: 7 }
let policy: { clock: FakeClock }
beforeEach(() => {
  policy = { clock: fakeClock() }
})
const OURS = 'c0ffee0000000000000000000000000000000002'
const OLDER = 'c0ffee0000000000000000000000000000000001'
const NEWER = 'c0ffee0000000000000000000000000000000003'

/** A body as the report writes it: the marker, the commit it is for, and a text. */
const body = (tag: string, text: string, commit = OURS) =>
  `${marker(tag)}\n<!-- for ${commit} -->\n${text}`
/** What a run writes: `text`, for `commitSha`; it reads the commit back from a body. */
const content = (
  tag: string,
  text: string,
  commitSha: string | undefined = OURS
): CommentContent => ({
  render: () => body(tag, text, commitSha ?? 'none'),
  commitSha,
  commitOf: written => /<!-- for (\w+) -->/.exec(written)?.[1],
  sharedWith: () => undefined
})
/** One write of a run's comment, as a step that writes once makes it. */
const postOnce = ({ content, ...target }: CommentTarget & { content: CommentContent }) =>
  commentWriter(target).write(content)
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
      await expect(upsertComment(client(), target, 't', content('t', 'x'), policy)).rejects.toThrow(
        /another host/
      )
      expect(other.requests).toEqual([])
      expect(github.comments).toHaveLength(150)
    } finally {
      await other.close()
    }
  })
  it("follows Link headers in GitHub's /repositories/{id} form", async () => {
    for (let i = 0; i < 150; i++) github.addComment(7, 'someone', `chatter ${i}`)
    await upsertComment(client(), target, 't', content('t', 'x'), policy)
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
  const upsert = (tag: string, text: string, commitSha?: string) =>
    upsertComment(client(), target, tag, content(tag, text, commitSha), policy)
  /** The comment writes GitHub received, and its answers. */
  const writes = () =>
    github.requests
      .filter(r => r.method === 'POST' || r.method === 'PATCH')
      .filter(r => r.path !== '/graphql')
      .map(r => `${r.method === 'POST' ? 'create' : 'update'} ${r.status}`)

  it('is created when the pull request has none of its tag, then updated in place', async () => {
    const first = await upsert('data/a.csv', 'one')
    const second = await upsert('data/a.csv', 'two')
    expect(first).toEqual({ url: expect.stringContaining('#issuecomment-'), created: true })
    expect(second).toEqual({ url: first.url, created: false })
    expect(github.comments.map(c => c.body)).toEqual([body('data/a.csv', 'two')])
    expect(writes()).toEqual(['create 201', 'update 200'])
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
    expect(result).toMatchObject({ created: false })
    expect(github.comments).toHaveLength(250)
    expect(github.comments[240].body).toBe(body('t', 'new'))
    expect(
      github.requests.filter(r => r.method === 'GET' && r.path.endsWith('/comments'))
    ).toHaveLength(3)
  })
  it("leaves another user's comment with the same marker alone, and creates its own", async () => {
    const foreign = github.addComment(7, 'mallory', body('t', 'spoofed'))
    const result = await upsert('t', 'ours')
    expect(result).toMatchObject({ created: true })
    expect(foreign.body).toBe(body('t', 'spoofed'))
    expect(github.comments.filter(c => c.login === BOT).map(c => c.body)).toEqual([
      body('t', 'ours')
    ])
  })
  it("asks who the token is only once a marked comment exists that the job's bot did not write", async () => {
    const asked = () => github.requests.filter(r => r.path === '/graphql').length
    github.addComment(7, 'someone', 'chatter')
    await upsert('t', 'first')
    expect(asked()).toBe(0)
    await upsert('t', 'second')
    expect(asked()).toBe(0)
    expect(github.comments.map(c => c.body)).toEqual(['chatter', body('t', 'second')])
    github.addComment(7, 'mallory', body('t', 'spoofed'))
    await upsert('t', 'third')
    expect(asked()).toBe(1)
    expect(github.comments.map(c => c.body)).toEqual([
      'chatter',
      body('t', 'third'),
      body('t', 'spoofed')
    ])
  })
  it("is the job's bot's for a personal token only once GitHub says the token is the bot: it asks, and writes its own", async () => {
    const bots = github.addComment(7, BOT, body('t', 'the bot'))
    await upsertComment(client('ghp_user'), target, 't', content('t', 'octocat'), policy)
    expect(github.requests.filter(r => r.path === '/graphql')).toHaveLength(1)
    expect(bots.body).toBe(body('t', 'the bot'))
    expect(github.comments.filter(c => c.login === 'octocat').map(c => c.body)).toEqual([
      body('t', 'octocat')
    ])
  })
  it("is the job bot's for another app's installation token too: it edits that one, which write access allows, and makes no second", async () => {
    const bots = github.addComment(7, BOT, body('t', 'the bot'))
    const result = await upsertComment(
      client('ghs_other'),
      target,
      't',
      content('t', 'app'),
      policy
    )
    expect(result).toMatchObject({ created: false })
    expect(github.requests.filter(r => r.path === '/graphql')).toEqual([])
    expect(writes()).toEqual(['update 200'])
    expect(github.comments).toEqual([bots])
    expect(bots.body).toBe(body('t', 'app'))
  })
  it('keeps one comment per tag', async () => {
    await upsert('a', '1')
    await upsert('b', '1')
    await upsert('a', '2')
    expect(github.comments.map(c => c.body).sort()).toEqual([body('a', '2'), body('b', '1')])
  })
  it('updates the oldest when several match, and deletes none', async () => {
    const older = github.addComment(7, BOT, body('t', 'older'))
    const newer = github.addComment(7, BOT, body('t', 'newer'))
    await upsert('t', 'now')
    expect(older.body).toBe(body('t', 'now'))
    expect(newer.body).toBe(body('t', 'newer'))
    expect(github.requests.filter(r => r.method === 'DELETE')).toEqual([])
  })
  it('is not made twice when GitHub answers its creation with a 502 after creating it', async () => {
    github.fail({
      method: 'POST',
      path: /\/issues\/7\/comments$/,
      status: 502,
      afterApplying: true
    })
    const result = await upsert('t', 'ours')
    expect(github.comments.map(c => c.body)).toEqual([body('t', 'ours')])
    expect(result).toEqual({
      url: expect.stringContaining(`#issuecomment-${github.comments[0].id}`),
      created: true
    })
    expect(writes()).toEqual(['create 502'])
  })
  it('is not made twice when another job wrote the comment between a 502 that left nothing and the retry: that one is updated', async () => {
    let failed = false
    github.fail({
      method: 'POST',
      path: /\/issues\/7\/comments$/,
      status: 502,
      when: () => (failed = true)
    })
    // Written after the 502 went out, before this job looks again.
    github.beforeHandling = r => {
      if (failed && r.method === 'GET' && github.comments.length === 0)
        github.addComment(7, BOT, body('t', 'another job'))
    }
    const result = await upsert('t', 'ours')
    expect(github.comments.map(c => c.body)).toEqual([body('t', 'ours')])
    expect(result).toMatchObject({ created: false })
    expect(writes()).toEqual(['create 502', 'update 200'])
  })
  it('is created once more when a 502 answered a creation that did not land', async () => {
    github.fail({ method: 'POST', path: /\/issues\/7\/comments$/, status: 502 })
    const result = await upsert('t', 'ours')
    expect(github.comments.map(c => c.body)).toEqual([body('t', 'ours')])
    expect(result.url).toContain(`#issuecomment-${github.comments[0].id}`)
    expect(writes()).toEqual(['create 502', 'create 201'])
  })
  it('sends an update once more after a 5xx', async () => {
    github.addComment(7, BOT, body('t', 'old'))
    github.fail({ method: 'PATCH', path: /\/issues\/comments\/\d+$/, status: 503 })
    await upsert('t', 'new')
    expect(github.comments.map(c => c.body)).toEqual([body('t', 'new')])
    expect(writes()).toEqual(['update 503', 'update 200'])
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
    expect(result).toMatchObject({ created: true })
    expect(policy.clock.sleeps).toHaveLength(1)
    expect(policy.clock.sleeps[0]).toBeGreaterThanOrEqual(1000)
    expect(writes()).toEqual(['create 429', 'create 201'])
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
    expect(writes()).toEqual(['create 422'])
  })
})

describe('a comment generated for another commit', () => {
  const upsert = (text: string) => upsertComment(client(), target, 't', content('t', text), policy)
  const pullReads = () => github.requests.filter(r => r.operationId === 'pulls/get')

  it("is left as it is when the pull request's head is no longer this run's commit", async () => {
    const theirs = github.addComment(7, BOT, body('t', 'newer results', NEWER))
    github.pulls = { 7: { headSha: NEWER, state: 'open' } }
    const result = await upsert('late results')
    expect(result).toEqual({
      url: expect.stringContaining(`#issuecomment-${theirs.id}`),
      newer: { theirs: NEWER, head: NEWER }
    })
    expect(theirs.body).toBe(body('t', 'newer results', NEWER))
    expect(
      github.requests.filter(
        r => r.method === 'PATCH' || (r.method === 'POST' && r.path !== '/graphql')
      )
    ).toEqual([])
  })
  it("is updated while this run's commit is the pull request's head", async () => {
    const older = github.addComment(7, BOT, body('t', 'older results', OLDER))
    github.pulls = { 7: { headSha: OURS, state: 'open' } }
    const result = await upsert('our results')
    expect(result).toMatchObject({ created: false })
    expect(older.body).toBe(body('t', 'our results'))
    expect(pullReads()).toHaveLength(1)
  })
  it('is updated without reading the pull request when it is for this run’s commit', async () => {
    const ours = github.addComment(7, BOT, body('t', 'first attempt'))
    await upsert('second attempt')
    expect(ours.body).toBe(body('t', 'second attempt'))
    expect(pullReads()).toEqual([])
  })
  it('is updated when it names no commit, or when this run has none', async () => {
    const plain = github.addComment(7, BOT, `${marker('t')}\nwritten before v2`)
    await upsert('ours')
    expect(plain.body).toBe(body('t', 'ours'))
    await upsertComment(client(), target, 't', content('t', 'no commit', undefined), policy)
    expect(plain.body).toContain('no commit')
    expect(pullReads()).toEqual([])
  })
  it('is updated when GitHub does not tell the head: the results are not lost', async () => {
    const older = github.addComment(7, BOT, body('t', 'older', OLDER))
    github.fail({ method: 'GET', path: /\/pulls\/7$/, status: 404 })
    const lines: string[] = []
    await upsertComment(client(), target, 't', content('t', 'ours'), {
      ...policy,
      log: line => lines.push(line)
    })
    expect(older.body).toBe(body('t', 'ours'))
    expect(lines.join('\n')).toMatch(saying('head commit', 'could not be read', 'written'))
  })
  it('is left with a notice naming both commits, and no comment URL, when posted for a step', async () => {
    const theirs = github.addComment(7, BOT, body('t', 'newer results', NEWER))
    github.pulls = { 7: { headSha: NEWER, state: 'open' } }
    const { result, log } = await logOf(() =>
      postOnce({
        token: 'ghs_app',
        prNumber: 7,
        context: context('workflow_dispatch'),
        tag: 't',
        content: content('t', 'late results'),
        clock: fakeClock(),
        deadline: fakeClock().now() + 60_000
      })
    )
    expect(result).toBeUndefined()
    expect(theirs.body).toBe(body('t', 'newer results', NEWER))
    const notice = log.split('\n').find(line => line.startsWith('::notice::')) ?? ''
    expect(notice).toMatch(saying('#7', 'left', NEWER.slice(0, 7), OURS.slice(0, 7), 'job summary'))
  })
})

describe('rows another job of this workflow run wrote', () => {
  const SHA = OURS
  const setting = (runId: string, updatedAt: string) => ({
    tag: 'dashboards',
    commitSha: SHA,
    runId,
    updatedAt: new Date(updatedAt),
    stillExists: () => true
  })
  const ready = (path: string): DatasetRun => ({
    dataset: plainDataset(path),
    outcome: 'completed',
    elapsedMs: 1,
    state: { generationId: `g-${path}`, status: 'completed', shareUrl: `https://d.example/${path}` }
  })
  const write = (runId: string, paths: string[], updatedAt: string, token = 'ghs_app') =>
    postOnce({
      token,
      prNumber: 7,
      context: context('workflow_dispatch', {}, SHA),
      tag: 'dashboards',
      content: runsContent(setting(runId, updatedAt), paths.map(ready), false),
      clock: fakeClock(),
      deadline: fakeClock().now() + 60_000
    })
  const post = (runId: string, paths: string[], updatedAt: string) =>
    logOf(() => write(runId, paths, updatedAt))
  const tableOf = () =>
    renderGfm(github.comments[0].body)
      .tables[0].slice(1)
      .map(row => row[0])

  it('are kept, with a warning to give each job its own comment-tag or to fan in with collect/', async () => {
    await post('41', ['data/a.csv', 'data/b.csv'], '2026-11-21T10:00:00Z')
    const { result, log } = await post('41', ['data/c.csv'], '2026-11-21T10:01:00Z')
    expect(result).toContain(`#issuecomment-${github.comments[0].id}`)
    expect(github.comments).toHaveLength(1)
    expect(tableOf()).toEqual(['data/a.csv', 'data/b.csv', 'data/c.csv'])
    const warning = log.split('\n').filter(line => line.startsWith('::warning::'))
    expect(warning).toHaveLength(1)
    expect(warning[0]).toMatch(saying('data/a.csv', 'data/b.csv', "'comment-tag'", 'collect/'))
  })
  it('are kept when an update answered with a 5xx is tried again: the retry reads the comment afresh and renders from it', async () => {
    await post('41', ['data/a.csv'], '2026-11-21T10:00:00Z')
    const ours = (r: { authorization?: string }) => r.authorization?.endsWith(' ghs_app') === true
    let failed = false
    github.fail({
      method: 'PATCH',
      path: /\/issues\/comments\/\d+$/,
      status: 503,
      when: r => (failed = ours(r))
    })
    // Another job's write lands between the 503 and whatever this job sends next.
    let between: Promise<unknown> | undefined
    github.beforeHandling = async r => {
      if (!failed || !ours(r) || between !== undefined) return
      between = write('41', ['data/b.csv'], '2026-11-21T10:01:00Z', 'ghs_other')
      await between
    }
    const { result } = await post('41', ['data/c.csv'], '2026-11-21T10:02:00Z')
    expect(result).toContain(`#issuecomment-${github.comments[0].id}`)
    expect(github.comments).toHaveLength(1)
    expect(tableOf()).toEqual(['data/a.csv', 'data/b.csv', 'data/c.csv'])
    const updates = github.requests.filter(r => r.method === 'PATCH')
    expect(updates.map(r => `${ours(r) ? 'ours' : 'other job'} ${r.status}`)).toEqual([
      'ours 503',
      'other job 200',
      'ours 200'
    ])
  })
  it('are not warned of when an earlier workflow run wrote them', async () => {
    await post('40', ['data/a.csv'], '2026-11-21T10:00:00Z')
    const { log } = await post('41', ['data/c.csv'], '2026-11-21T10:01:00Z')
    expect(tableOf()).toEqual(['data/a.csv', 'data/c.csv'])
    expect(log).not.toContain('::warning::')
  })
})

describe('explaining a refusal', () => {
  const refused = Object.assign(new Error('Resource not accessible by integration'), {
    status: 403
  })
  it('on a fork pull request, names the read-only token and fork mode', () => {
    const fork = context('pull_request', {
      pull_request: { number: 7, head: { repo: { full_name: 'someone/r', fork: true } } }
    })
    const text = explainFailure(refused, fork, target)
    expect(text).toMatch(saying('read-only token', 'fork'))
    expect(text).toMatch(saying("'pull_request_target'", 'fork mode', 'Pull requests from forks'))
  })
  const pullFrom = (head: string | null, base = 'o/r', fork = head !== base) => ({
    pull_request: {
      number: 7,
      head: { repo: head === null ? null : { full_name: head, fork } },
      base: { repo: { full_name: base } }
    }
  })
  it.each(['pull_request', 'pull_request_review', 'pull_request_review_comment'])(
    "on %s from a fork, names the read-only token and fork mode, as GitHub's read-only runs",
    event => {
      expect(explainFailure(refused, context(event, pullFrom('someone/r')), target)).toMatch(
        saying('read-only token', 'fork', "'pull_request_target'")
      )
    }
  )
  it('on a fork that was deleted (no head repository), names the read-only token', () => {
    expect(explainFailure(refused, context('pull_request', pullFrom(null)), target)).toMatch(
      saying('read-only token', 'fork')
    )
  })
  it.each([
    ['the head named in another case than the base', pullFrom('O/R', 'o/r')],
    ['a branch of a repository that is itself a fork', pullFrom('o/r', 'o/r', true)]
  ])('on %s, names the missing permission: not a fork', (_case, payload) => {
    expect(explainFailure(refused, context('pull_request', payload), target)).toMatch(
      saying("'permissions: pull-requests: write'", '#7')
    )
  })
  it('on pull_request_target, names the missing permission: its token is not read-only', () => {
    expect(
      explainFailure(refused, context('pull_request_target', pullFrom('someone/r')), target)
    ).toMatch(saying("'permissions: pull-requests: write'", '#7'))
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
      // Octokit's throttling spaces a process's writes (GraphQL's too) a second apart, across
      // clients: the limit leaves room for the request to leave after an earlier test's write.
      const outcome = withTimeLimit('the comment', 2500, async phase => {
        phase.signal.addEventListener('abort', () => (aborted = true))
        return ownLogin(createGitHubClient('ghs_app', url, () => undefined, phase))
      })
      await expect(outcome).rejects.toThrow(/did not finish the comment within 3 s/)
      expect(aborted).toBe(true)
      expect(held).toHaveLength(1)
    } finally {
      for (const res of held) res.destroy()
      silent.closeAllConnections()
      await new Promise(resolve => silent.close(resolve))
    }
  })
  it("ends the comment's own pauses with its phase: a rate-limit wait does not outlive the step", async () => {
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
    github.addComment(7, BOT, body('data/sales.csv', 'old'))
    // GitHub asks for a wait the phase has room for; the pause is the phase's to end.
    github.fail({
      method: 'PATCH',
      path: /\/issues\/comments\/\d+$/,
      status: 429,
      headers: { 'retry-after': '2' },
      body: { message: 'API rate limit exceeded' }
    })
    const { result, log } = await logOf(() =>
      postOnce({
        token: 'ghs_app',
        prNumber: 7,
        context: context('workflow_dispatch'),
        tag: 'data/sales.csv',
        content: content('data/sales.csv', 'row'),
        clock: endless,
        // The deadline has come: the comment gets its 10 s floor, and no more.
        deadline: endless.now()
      })
    )
    expect(result).toBeUndefined()
    expect(github.comments.map(c => c.body)).toEqual([body('data/sales.csv', 'old')])
    expect(ended).toHaveLength(1)
    expect(log).toMatch(/::warning::.*within 10 s/)
  }, 30_000)
  it('gives the comment at least 10 s, the time left before the deadline, and no more than 60 s', () => {
    expect(commentTimeLimit(1000, 999)).toBe(10_000)
    expect(commentTimeLimit(30_000, 0)).toBe(30_000)
    expect(commentTimeLimit(600_000, 0)).toBe(60_000)
  })
})

describe("a run's later write of its comment", () => {
  const writer = () =>
    commentWriter({
      token: 'ghs_app',
      prNumber: 7,
      context: context('workflow_dispatch'),
      tag: 't',
      clock: fakeClock(),
      deadline: fakeClock().now() + 60_000
    })
  const operations = () => github.requests.map(r => r.operationId ?? r.path)

  it('reads the comment back by id, one request, and updates it; the lookups made ahead once', async () => {
    const comments = writer()
    comments.prepare()
    await logOf(() => comments.write(content('t', 'first state')))
    const first = github.requests.length
    const { result } = await logOf(() => comments.write(content('t', 'final state')))
    expect(github.comments).toHaveLength(1)
    expect(github.comments[0].body).toBe(body('t', 'final state'))
    expect(result).toContain(`#issuecomment-${github.comments[0].id}`)
    expect(operations().slice(first)).toEqual(['issues/get-comment', 'issues/update-comment'])
    expect(operations().filter(op => op === 'issues/list-comments')).toHaveLength(1)
  })
  it("leaves it, with a notice, when a newer commit's run wrote it meanwhile", async () => {
    const comments = writer()
    await logOf(() => comments.write(content('t', 'first state')))
    github.comments[0].body = body('t', 'newer results', NEWER)
    github.pulls = { 7: { headSha: NEWER, state: 'open' } }
    const { result, log } = await logOf(() => comments.write(content('t', 'late final state')))
    expect(result).toBeUndefined()
    expect(github.comments[0].body).toBe(body('t', 'newer results', NEWER))
    expect(log).toMatch(saying('::notice::', 'left', NEWER.slice(0, 7)))
  })
  it('writes it anew when it was deleted meanwhile', async () => {
    const comments = writer()
    await logOf(() => comments.write(content('t', 'first state')))
    github.comments.length = 0
    await logOf(() => comments.write(content('t', 'final state')))
    expect(github.comments.map(c => c.body)).toEqual([body('t', 'final state')])
  })
  it('warns once when GitHub refused the token, and sends nothing more', async () => {
    github.fail({ method: 'POST', path: /\/comments$/, status: 403 })
    const comments = writer()
    const first = await logOf(() => comments.write(content('t', 'first state')))
    const sent = github.requests.length
    const last = await logOf(() => comments.write(content('t', 'final state')))
    expect(first.log).toMatch(saying('::warning::', 'pull-requests: write'))
    expect(last.log).not.toMatch(/::warning::/)
    expect(github.requests).toHaveLength(sent)
  })
})

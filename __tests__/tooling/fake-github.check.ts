/** The fake GitHub itself: it holds requests to GitHub's REST description and answers as GitHub does. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js'
import { forkRepo } from '../helpers/fork-repo.js'

const TOKEN = 'ghs_fake'
let github: FakeGitHub
beforeAll(async () => {
  github = await startFakeGitHub()
})
afterAll(() => github.close())
beforeEach(() => {
  github.violations.splice(0)
  github.reset()
  github.tokens = { [TOKEN]: { login: 'github-actions[bot]', app: true } }
})

const call = (method: string, pathAndQuery: string, body?: unknown) =>
  fetch(`${github.url}${pathAndQuery}`, {
    method,
    headers: { authorization: `token ${TOKEN}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body)
  })

describe('requests GitHub does not define', () => {
  it.each([
    ['GET', '/repos/o/r/issues/7/comments?per_page=101', undefined, 'per_page 101'],
    ['GET', '/repos/o/r/issues/7/comments?per_pages=10', undefined, "'per_pages' is not defined"],
    ['GET', '/repos/o/r/pulls/seven/files', undefined, "'pull_number' must be an integer"],
    ['POST', '/repos/o/r/issues/7/comments', { body: 'x', title: 'y' }, 'body.title'],
    ['POST', '/repos/o/r/issues/7/comments', { text: 'x' }, 'body.body is required'],
    ['PATCH', '/repos/o/r/issues/7/comments', { body: 'x' }, 'defines no PATCH'],
    ['GET', '/repos/o/r/no-such-thing', undefined, 'no such path']
  ])('%s %s is refused and recorded', async (method, url, body, problem) => {
    const answer = await call(method, url, body)
    expect(answer.status).toBe(422)
    expect(github.violations.join('\n')).toContain(problem)
    expect(() => github.assertConforming()).toThrow(problem)
    expect(github.violations).toEqual([])
  })
  it('records nothing for a request the description defines', async () => {
    const answer = await call('POST', '/repos/o/r/issues/7/comments', { body: 'hello' })
    expect(answer.status).toBe(201)
    expect(github.violations).toEqual([])
  })
})

describe('answers', () => {
  it('carry the fields of GitHub’s own examples', async () => {
    await call('POST', '/repos/o/r/issues/7/comments', { body: 'hello' })
    const [comment] = (await (await call('GET', '/repos/o/r/issues/7/comments')).json()) as Record<
      string,
      unknown
    >[]
    expect(comment).toMatchObject({
      body: 'hello',
      user: { login: 'github-actions[bot]', type: 'Bot' },
      author_association: expect.any(String),
      node_id: expect.any(String)
    })
  })
  it('page with Link headers in the /repositories/{id} form, which the fake also serves', async () => {
    for (let i = 0; i < 5; i++) github.addComment(7, 'someone', `c${i}`)
    const first = await call('GET', '/repos/o/r/issues/7/comments?per_page=2')
    const link = first.headers.get('link') ?? ''
    expect(link).toMatch(
      new RegExp(
        `^<${github.url}/repositories/\\d+/issues/7/comments\\?per_page=2&page=2>; rel="next"`
      )
    )
    const next = /<([^>]+)>; rel="next"/.exec(link)?.[1] ?? ''
    const second = (await (await call('GET', next.slice(github.url.length))).json()) as {
      body: string
    }[]
    expect(second.map(c => c.body)).toEqual(['c2', 'c3'])
  })
  it('list a compare’s files on its first page only, 300 at most', async () => {
    const base = 'a'.repeat(40)
    const head = 'b'.repeat(40)
    github.compares = { [`${base}...${head}`]: Array.from({ length: 450 }, (_, i) => `f${i}`) }
    const first = (await (
      await call('GET', `/repos/o/r/compare/${base}...${head}?page=1`)
    ).json()) as {
      files: unknown[]
    }
    const second = (await (
      await call('GET', `/repos/o/r/compare/${base}...${head}?page=2`)
    ).json()) as {
      files?: unknown[]
    }
    expect(first.files).toHaveLength(300)
    expect(second.files).toBeUndefined()
  })
  it('compare two commits of a git repository as GitHub does: since their merge base', async () => {
    const repo = forkRepo()
    try {
      const root = repo.commit({ 'a.csv': 'a\n1\n', 'b.csv': 'b\n1\n' })
      const base = repo.commit({ 'b.csv': 'b\n2\n' }, root)
      const head = repo.commit({ 'a.csv': 'a\n2\n', 'c.csv': 'c\n' }, root)
      github.git = repo.dir
      const answer = (await (await call('GET', `/repos/o/r/compare/${base}...${head}`)).json()) as {
        status: string
        ahead_by: number
        behind_by: number
        commits: { sha: string }[]
        files: { filename: string }[]
      }
      // The base's own change (b.csv) is not the head's: three dots count from the merge base.
      expect(answer.files.map(f => f.filename).sort()).toEqual(['a.csv', 'c.csv'])
      expect(answer).toMatchObject({ status: 'diverged', ahead_by: 1, behind_by: 1 })
      expect(answer.commits.map(c => c.sha)).toEqual([head])
      const unknown = await call('GET', `/repos/o/r/compare/${base}...${'c'.repeat(40)}`)
      expect(unknown.status).toBe(404)
      expect(github.violations).toEqual([])
    } finally {
      repo.remove()
    }
  })
  it('stop a pull request’s files at 3,000', async () => {
    github.pulls = {
      3: { headSha: 'x', state: 'open', files: Array.from({ length: 3100 }, (_, i) => `f${i}`) }
    }
    const last = (await (
      await call('GET', '/repos/o/r/pulls/3/files?per_page=100&page=30')
    ).json()) as unknown[]
    const beyond = (await (
      await call('GET', '/repos/o/r/pulls/3/files?per_page=100&page=31')
    ).json()) as unknown[]
    expect(last).toHaveLength(100)
    expect(beyond).toEqual([])
  })
})

describe('commit statuses', () => {
  const SHA = 'c0ffee0000000000000000000000000000000009'
  it('keeps the latest status per context, case aside, in the combined status, paged', async () => {
    for (const [context, state] of [
      ['a', 'pending'],
      ['b', 'success'],
      ['A', 'success']
    ])
      expect((await call('POST', `/repos/o/r/statuses/${SHA}`, { state, context })).status).toBe(
        201
      )
    const answer = await call('GET', `/repos/o/r/commits/${SHA}/status?per_page=1&page=2`)
    const body = (await answer.json()) as { total_count: number; statuses: { context: string }[] }
    expect(body.total_count).toBe(2)
    expect(body.statuses.map(s => s.context)).toEqual(['A'])
    expect(answer.headers.get('link')).toContain('rel="prev"')
  })
  it('refuses a description over 140 characters, and a read-only token’s write', async () => {
    const long = await call('POST', `/repos/o/r/statuses/${SHA}`, {
      state: 'success',
      description: 'x'.repeat(141)
    })
    expect(long.status).toBe(422)
    github.tokens[TOKEN] = { login: 'github-actions[bot]', app: true, readOnly: true }
    expect((await call('POST', `/repos/o/r/statuses/${SHA}`, { state: 'success' })).status).toBe(
      403
    )
    expect((await call('GET', `/repos/o/r/commits/${SHA}/statuses`)).status).toBe(200)
  })
})

describe('rate limits, as GitHub answers them', () => {
  const SHA = 'c0ffee0000000000000000000000000000000009'
  const limits = {
    minuteMs: 60_000,
    requestsPerHour: 5,
    writesPerMinute: 2,
    writesPerHour: 500,
    concurrent: 100,
    secondaryStatus: 403 as const
  }
  it('tells every answer what is left of the hour', async () => {
    github.limits = limits
    const answer = await call('GET', `/repos/o/r/commits/${SHA}/statuses`)
    expect(answer.headers.get('x-ratelimit-limit')).toBe('5')
    expect(answer.headers.get('x-ratelimit-remaining')).toBe('4')
    expect(answer.headers.get('x-ratelimit-used')).toBe('1')
    expect(answer.headers.get('x-ratelimit-resource')).toBe('core')
  })
  it('refuses the third write of a minute as a secondary limit, with retry-after', async () => {
    github.limits = limits
    const post = () => call('POST', `/repos/o/r/statuses/${SHA}`, { state: 'success' })
    expect((await post()).status).toBe(201)
    expect((await post()).status).toBe(201)
    const refused = await post()
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { message: string }).message).toMatch(/secondary rate limit/)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(github.statuses).toHaveLength(2)
  })
  it('refuses every request past the hour’s 5 with remaining 0 and when it resets', async () => {
    github.limits = { ...limits, writesPerMinute: 80 }
    for (let i = 0; i < 5; i++) await call('GET', `/repos/o/r/commits/${SHA}/statuses`)
    const refused = await call('GET', `/repos/o/r/commits/${SHA}/statuses`)
    expect(refused.status).toBe(403)
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0')
    expect(Number(refused.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000)
  })
  it('answers with 429 when told to', async () => {
    github.limits = { ...limits, secondaryStatus: 429 }
    for (let i = 0; i < 2; i++)
      await call('POST', `/repos/o/r/statuses/${SHA}`, { state: 'success' })
    expect((await call('POST', `/repos/o/r/statuses/${SHA}`, { state: 'success' })).status).toBe(
      429
    )
  })
})

describe('server errors', () => {
  it('can apply a write and lose its answer', async () => {
    github.fail({ method: 'POST', path: /\/statuses\//, status: 502, afterApplying: true })
    const answer = await call('POST', '/repos/o/r/statuses/abc', { state: 'success' })
    expect(answer.status).toBe(502)
    expect(github.statuses).toHaveLength(1)
  })
  it('answers a share of requests with 5xx', async () => {
    github.serverErrors = { rate: 1, statuses: [503] }
    expect((await call('GET', '/repos/o/r/commits/abc/statuses')).status).toBe(503)
  })
})

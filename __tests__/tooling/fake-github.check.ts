/** The fake GitHub itself: it holds requests to GitHub's REST description and answers as GitHub does. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js'

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

/**
 * Many runs sharing one comment, against the fake GitHub API over real HTTP: lost writes are
 * found and repaired, twins created at once collapse into the oldest, and every run's rows end
 * up in the one comment.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import type { Clock } from '../src/common/clock.js'
import { createGitHubClient } from '../src/github/client.js'
import { upsertComment } from '../src/github/sticky-comment.js'
import { marker } from '../src/common/comment-marker.js'
import {
  holdsRows,
  mergeRows,
  readRows,
  withRows,
  type CommentRow
} from '../src/report/comment-rows.js'
import { fakeClock } from './helpers/clock.js'
import { startFakeGitHub, type FakeGitHub } from './helpers/fake-github.js'

const BOT = 'github-actions[bot]'
const TAG = 'dashboards'
const target = { owner: 'o', repo: 'r', number: 7 }
let github: FakeGitHub
beforeAll(async () => {
  github = await startFakeGitHub()
})
afterAll(() => github.close())
beforeEach(() => {
  github.reset()
  github.tokens = { ghs_app: { login: BOT, app: true } }
})

const client = () => createGitHubClient('ghs_app', github.url, () => undefined)
const row = (file: string): CommentRow => ({
  file,
  title: file,
  status: 'completed',
  outcome: 'completed',
  updatedAt: '2026-11-22T10:00:00.000Z'
})
/** A run's part, rendered as the report code does: its rows merged into everyone else's. */
function part(...files: string[]): {
  render(previous: readonly string[]): string
  holds(body: string): boolean
} {
  const own = files.map(row)
  return {
    render: previous =>
      withRows(
        `${marker(TAG)}\nrows`,
        mergeRows(previous.flatMap(readRows), own, () => true)
      ),
    holds: body => holdsRows(readRows(body), own)
  }
}
/** A clock whose sleeps return at once, after letting the test act as another run would. */
function clockWith(onSleep: () => void): Clock {
  return { ...fakeClock(), sleep: async () => onSleep() }
}
const files = (body: string) => readRows(body).map(r => r.file)
const writes = () =>
  github.requests.filter(
    r => r.method === 'PATCH' || (r.method === 'POST' && r.path.endsWith('/comments'))
  )

describe('one comment written by many runs', () => {
  it("keeps the rows other runs wrote and adds this run's", async () => {
    github.addComment(7, BOT, part('data/a.csv').render([]))
    await upsertComment(client(), target, TAG, part('data/b.csv'), fakeClock())
    expect(github.comments).toHaveLength(1)
    expect(files(github.comments[0].body)).toEqual(['data/a.csv', 'data/b.csv'])
  })
  it('writes again when a run that read the comment earlier overwrote this run’s rows', async () => {
    const existing = github.addComment(7, BOT, part('data/a.csv').render([]))
    let overwritten = false
    const result = await upsertComment(
      client(),
      target,
      TAG,
      part('data/b.csv'),
      clockWith(() => {
        // Another run read the comment before our write and writes its own version now.
        if (overwritten) return
        overwritten = true
        existing.body = part('data/c.csv').render([part('data/a.csv').render([])])
      })
    )
    expect(result.settled).toBe(true)
    expect(files(existing.body)).toEqual(['data/a.csv', 'data/b.csv', 'data/c.csv'])
    expect(writes()).toHaveLength(2)
  })
  it('stops after six writes and says the comment may lack its rows', async () => {
    const existing = github.addComment(7, BOT, part('data/a.csv').render([]))
    const result = await upsertComment(
      client(),
      target,
      TAG,
      part('data/b.csv'),
      clockWith(() => void (existing.body = part('data/a.csv').render([])))
    )
    expect(result.settled).toBe(false)
    expect(writes()).toHaveLength(6)
    expect(github.comments).toHaveLength(1)
  })
  it('waits a jittered delay before checking its write, so runs that collided spread out', async () => {
    github.addComment(7, BOT, part('data/a.csv').render([]))
    const low = fakeClock(0, () => 0)
    const high = fakeClock(0, () => 0.99)
    await upsertComment(client(), target, TAG, part('data/b.csv'), low)
    await upsertComment(client(), target, TAG, part('data/c.csv'), high)
    expect(low.sleeps).toHaveLength(1)
    expect(high.sleeps).toHaveLength(1)
    // Never sooner than a second: a run that read before our write has written by then.
    expect(low.sleeps[0]).toBeGreaterThanOrEqual(1000)
    expect(high.sleeps[0]).toBeGreaterThan(low.sleeps[0] * 1.5)
  })
  it('finding no comment, waits a random moment and looks again, so it joins a comment created meanwhile', async () => {
    let first = true
    const result = await upsertComment(
      client(),
      target,
      TAG,
      part('data/b.csv'),
      clockWith(() => {
        if (!first) return
        first = false
        github.addComment(7, BOT, part('data/a.csv').render([]))
      })
    )
    expect(result).toMatchObject({ created: false, settled: true })
    expect(github.comments).toHaveLength(1)
    expect(files(github.comments[0].body)).toEqual(['data/a.csv', 'data/b.csv'])
    expect(
      github.requests.filter(r => r.method === 'POST' && r.path.endsWith('/comments'))
    ).toEqual([])
  })
  it('when runs create the comment at once, leaves only the oldest, holding every run’s rows', async () => {
    const parts = ['a', 'b', 'c', 'd'].map(name => part(`data/${name}.csv`))
    const results = await Promise.all(
      parts.map(content => upsertComment(client(), target, TAG, content, fakeClock()))
    )
    expect(github.comments).toHaveLength(1)
    const [winner] = github.comments
    expect(files(winner.body)).toEqual(['data/a.csv', 'data/b.csv', 'data/c.csv', 'data/d.csv'])
    for (const result of results) expect(result.url).toContain(`#issuecomment-${winner.id}`)
    const creates = github.requests.filter(r => r.method === 'POST' && r.path.endsWith('/comments'))
    const deletes = github.requests.filter(r => r.method === 'DELETE')
    // Every twin created was deleted by its own run, and the oldest never.
    expect(deletes).toHaveLength(creates.length - 1)
    expect(deletes.some(r => r.path.endsWith(`/${winner.id}`))).toBe(false)
  })
  it('deletes its twin only once its rows are in the older comment', async () => {
    // Another run created its comment at the same moment, and GitHub gave it the lower id.
    github.raceNextCreate()
    let sleeps = 0
    const result = await upsertComment(
      client(),
      target,
      TAG,
      part('data/b.csv'),
      clockWith(() => {
        // The first sleep spreads the creation; the second follows our create: the other run's
        // comment holds its own rows.
        if (++sleeps === 2) github.comments[0].body = part('data/a.csv').render([])
      })
    )
    expect(result.settled).toBe(true)
    expect(github.comments).toHaveLength(1)
    const [winner] = github.comments
    expect(files(winner.body)).toEqual(['data/a.csv', 'data/b.csv'])
    expect(result.url).toContain(`#issuecomment-${winner.id}`)
    const steps = github.requests
      .filter(r => r.method === 'PATCH' || r.method === 'DELETE')
      .map(r => `${r.method} ${r.path.split('/').pop()}`)
    expect(steps).toEqual([`PATCH ${winner.id}`, `DELETE ${winner.id + 1}`])
  })
})

import { describe, expect, it } from '@jest/globals'
import {
  COMMENT_LIMIT,
  commentBody,
  escapeText,
  marker,
  safeHref,
  type CommentFacts
} from '../src/report/comment-body.js'

const HOSTILE =
  '<img src=x onerror=alert(1)> @everyone --> [click](https://evil.example) ![i](https://evil.example/i.png) **bold** `code`'
const done = {
  generationId: 'g-1',
  status: 'completed' as const,
  dashboardId: 'b-1',
  title: 'Monthly sales',
  shareUrl: 'https://dash.example.com/share/s1/view/'
}
const facts = (more: Partial<CommentFacts> = {}): CommentFacts => ({
  tag: 'data/sales.csv',
  state: done,
  outcome: 'completed',
  datasetPath: 'data/sales.csv',
  elapsedMs: 12_345,
  commitSha: '0123456789abcdef',
  commitUrl: 'https://github.com/o/r/commit/0123456789abcdef',
  runUrl: 'https://github.com/o/r/actions/runs/99',
  updatedAt: new Date('2026-11-21T10:00:00Z'),
  ...more
})

describe('the marker', () => {
  it('names the tag and cannot be ended early by it', () => {
    expect(marker('data/sales.csv')).toBe('<!-- dashboard-action comment-tag: data/sales.csv -->')
    const hostile = marker('x --> <b>y</b>')
    const inner = hostile.slice('<!-- '.length, -' -->'.length)
    expect(inner).not.toMatch(/--|<|>/)
    expect(marker('a-b')).not.toBe(marker('a_b'))
  })
})

describe('escaping untrusted text', () => {
  const escaped = escapeText(HOSTILE)
  it('leaves no HTML, link, image, emphasis or code syntax', () => {
    expect(escaped).not.toMatch(/[<>[\]()!*`]/)
    expect(escaped).not.toContain('-->')
  })
  it('breaks mentions', () => {
    expect(escaped).not.toMatch(/@everyone/)
    expect(escaped).toContain('&#64;\u200beveryone')
  })
  it('keeps one line', () => expect(escapeText('a\nb\r\nc')).toBe('a b c'))
  it('keeps only http(s) link targets, with nothing that could close the link', () => {
    expect(safeHref('javascript:alert(1)')).toBeUndefined()
    expect(safeHref('https://x.example/a)b(<c>')).toBe('https://x.example/a%29b%28%3Cc%3E')
  })
})

describe('the comment body', () => {
  it('links the title to the dashboard and gives status, generation, dataset, commit, time and run', () => {
    const body = commentBody(facts())
    expect(body.split('\n')[0]).toBe(marker('data/sales.csv'))
    expect(body).toContain(
      '### 📊 Dashboard ready: [Monthly sales](https://dash.example.com/share/s1/view/)'
    )
    expect(body).toContain('| Status | `completed` |')
    expect(body).toContain('| Generation | <code>g&#45;1</code> |')
    expect(body).toContain('| Dataset | <code>data/sales&#46;csv</code> |')
    expect(body).toContain(
      '| Commit | [<code>0123456</code>](https://github.com/o/r/commit/0123456789abcdef) |'
    )
    expect(body).toContain('| Time taken | 12.3 s |')
    expect(body).toContain('[Workflow run](https://github.com/o/r/actions/runs/99)')
  })
  it('escapes a hostile title, dataset name and instructions', () => {
    const body = commentBody(
      facts({
        state: { ...done, title: HOSTILE },
        datasetPath: 'data/@team <x>.csv',
        instructions: HOSTILE
      })
    )
    const withoutMarker = body.split('\n').slice(1).join('\n')
    expect(withoutMarker).not.toContain('<img')
    expect(withoutMarker).not.toContain('@everyone')
    expect(withoutMarker).not.toContain('@team')
    expect(withoutMarker).not.toContain('-->')
    expect(withoutMarker).not.toContain('](https://evil')
    expect(body.match(/<!--/g)).toHaveLength(1)
  })
  it('shows no link when the generation failed, and gives the reason', () => {
    const body = commentBody(
      facts({
        outcome: 'failed',
        state: { generationId: 'g-1', status: 'failed' },
        problem: 'The service reports that generation g-1 failed: no numeric column.'
      })
    )
    expect(body).toContain('### ❌ Dashboard generation failed: data/sales&#46;csv')
    expect(body).not.toContain('https://dash.example.com')
    expect(body).toContain('no numeric column')
  })
  it('says how to resume a generation that timed out', () => {
    const body = commentBody(
      facts({
        outcome: 'timed-out',
        state: { generationId: 'g-1', status: 'processing' },
        title: 'Sales'
      })
    )
    expect(body).toContain('### ⏳ Dashboard not ready before the timeout: Sales')
    expect(body).toContain('run the action with `generation-id: g&#45;1`')
    expect(body).not.toContain('share/')
  })
  it('says when no generation could start', () => {
    const body = commentBody(
      facts({
        outcome: 'not-started',
        state: undefined,
        problem: 'The service refused the key (HTTP 401).'
      })
    )
    expect(body).toContain('### ❌ Dashboard generation could not start: data/sales&#46;csv')
    expect(body).not.toContain('| Status |')
  })
  it("stays within GitHub's limit whatever the inputs", () => {
    const huge = '@x<'.repeat(30_000)
    const body = commentBody(
      facts({ state: { ...done, title: huge }, problem: huge, instructions: huge })
    )
    expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT)
    expect(body.startsWith(marker('data/sales.csv'))).toBe(true)
  })
})

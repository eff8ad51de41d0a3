import { describe, expect, it, jest } from '@jest/globals'
import { commentBody, type CommentFacts } from '../src/report/comment-body.js'
import { marker } from '../src/common/comment-marker.js'
import { codeSpan, escapeText, safeHref } from '../src/report/markdown.js'
import { registerSecrets } from '../src/common/redact.js'
import { renderGfm } from './helpers/gfm.js'
import { saying } from './helpers/meaning.js'

/** GitHub refuses a comment body longer than this many characters. */
const GITHUB_COMMENT_LIMIT = 65_536

const HOSTILE =
  '<img src=x onerror=alert(1)> @everyone --> [click](https://evil.example) ![i](https://evil.example/i.png) **bold** `code` #12 octo/repo#3 www.evil.example'
const ID = '32d47e41-2058-4c1e-9a5b-7f0e3c2d1a90'
const done = {
  generationId: ID,
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
/** The table's rows as a reader sees them, by their first cell. */
const fields = (markdown: string) =>
  Object.fromEntries(renderGfm(markdown).tables[0].map(([key, value]) => [key, value]))

describe('the marker', () => {
  it('names the tag and cannot be ended early by it', () => {
    expect(marker('data/sales.csv')).toBe('<!-- dashboard-action comment-tag: data/sales.csv -->')
    const hostile = marker('x --> <b>y</b>')
    const inner = hostile.slice('<!-- '.length, -' -->'.length)
    expect(inner).not.toMatch(/--|<|>/)
    expect(marker('a-b')).not.toBe(marker('a_b'))
  })
})

describe('untrusted text in Markdown', () => {
  it('renders as the same text, with no markup, link, image, mention or reference', () => {
    const seen = renderGfm(`Title: ${escapeText(HOSTILE)}`)
    expect(seen.links).toEqual([])
    expect(seen.images).toBe(0)
    expect(seen.liveReferences).toEqual([])
    expect(seen.tree.children.filter(n => n.type === 'element')).toHaveLength(1)
    // The reader sees the words as written (the zero-width spaces aside).
    expect(seen.text.replace(/\u200b/g, '')).toBe(`Title: ${HOSTILE}`)
  })
  it('keeps one line', () => expect(escapeText('a\nb\r\n\nc')).toBe('a b c'))
  it('leaves no GH-12 issue reference live', () => {
    const seen = renderGfm(`Title: ${escapeText('see GH-12, gh-7 and (GH-3)')}`)
    expect(seen.liveReferences).toEqual([])
    expect(seen.text.replace(/\u200b/g, '')).toBe('Title: see GH-12, gh-7 and (GH-3)')
  })
  it('writes bidirectional controls out, as text and in a code span', () => {
    const name = 'invoice\u202egpj.exe \u2066x\u2069.csv'
    for (const markdown of [escapeText(name), codeSpan(name)]) {
      expect(markdown).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/)
      expect(renderGfm(markdown).text).toContain('invoice\\u202egpj.exe \\u2066x\\u2069.csv')
    }
  })
  it('in a code span, shows exactly the text, backticks and pipes included, even in a table', () => {
    const name = 'odd `name` | with | pipes.csv'
    const seen = renderGfm(`| a | b |\n|---|---|\n| x | ${codeSpan(name, true)} |`)
    expect(seen.tables[0][1]).toEqual(['x', name])
    expect(renderGfm(codeSpan('a&#45;b <b>')).code).toEqual(['a&#45;b <b>'])
  })
  it('keeps only http(s) link targets, with nothing that could close the link', () => {
    expect(safeHref('javascript:alert(1)')).toBeUndefined()
    expect(safeHref('/relative/path')).toBeUndefined()
    expect(safeHref('https://x.example/a)b(<c>|d')).toBe('https://x.example/a%29b%28%3Cc%3E%7Cd')
  })
})

describe('the comment body', () => {
  it('links the title to the dashboard and gives status, generation, dataset, commit, time and run', () => {
    const body = commentBody(facts())
    const seen = renderGfm(body)
    expect(body.split('\n')[0]).toBe(marker('data/sales.csv'))
    expect(seen.headings).toEqual(['✅ Dashboard ready: Monthly sales'])
    expect(seen.links).toContain('https://dash.example.com/share/s1/view/')
    expect(fields(body)).toMatchObject({
      Status: '✅ ready',
      Dashboard: 'Open the dashboard',
      Generation: ID,
      Dataset: 'data/sales.csv',
      Commit: '0123456',
      'Time taken': '12.3 s'
    })
    expect(seen.links).toEqual(
      expect.arrayContaining([
        'https://github.com/o/r/commit/0123456789abcdef',
        'https://github.com/o/r/actions/runs/99'
      ])
    )
    expect(seen.text).not.toMatch(/&#?\w+;/)
  })
  it('escapes a hostile title, dataset name and instructions', () => {
    const body = commentBody(
      facts({
        state: { ...done, title: HOSTILE },
        datasetPath: 'data/@team <x> --> #1.csv',
        instructions: HOSTILE
      })
    )
    const seen = renderGfm(body)
    expect(seen.images).toBe(0)
    expect(seen.liveReferences).toEqual([])
    expect(seen.links.filter(l => l.includes('evil'))).toEqual([])
    expect(seen.headings).toHaveLength(1)
    expect(body.match(/<!--/g)).toHaveLength(1)
    expect(fields(body).Dataset.replace(/\u200b/g, '')).toBe('data/@team <x> --> #1.csv')
  })
  it('shows no link when the generation failed, and gives the whole reason', () => {
    const reason = `The service reports that generation ${ID} failed: no numeric column. ${'More words. '.repeat(30)}The end.`
    const body = commentBody(
      facts({ outcome: 'failed', state: { generationId: ID, status: 'failed' }, problem: reason })
    )
    const seen = renderGfm(body)
    expect(seen.headings).toEqual(['❌ Dashboard generation failed: data/sales.csv'])
    expect(seen.links.filter(l => l.includes('dash.example.com'))).toEqual([])
    expect(seen.text).toContain(reason)
    expect(seen.text).not.toContain('generation-id:')
  })
  it('gives a timed-out generation its resume line once, as plain text to copy', () => {
    const body = commentBody(
      facts({
        outcome: 'timed-out',
        state: { generationId: ID, status: 'processing' },
        title: 'Sales',
        problem: `Generation ${ID} was still processing when the step's 600 s ('timeout') ran out.`
      })
    )
    const seen = renderGfm(body)
    expect(seen.headings).toHaveLength(1)
    expect(seen.headings[0]).toMatch(saying('⏳', 'not ready', 'timeout', 'Sales'))
    expect(seen.code).toContain(`generation-id: ${ID}`)
    expect(seen.text.match(/generation-id:/g)).toHaveLength(1)
    expect(seen.text).not.toMatch(/&#?\w+;/)
    expect(seen.links.filter(l => l.includes('share/'))).toEqual([])
  })
  it('says when no generation could start', () => {
    const problem = 'The service refused the key (HTTP 401).'
    const body = commentBody(facts({ outcome: 'not-started', state: undefined, problem }))
    expect(renderGfm(body).headings).toEqual([
      '❌ Dashboard generation could not start: data/sales.csv'
    ])
    expect(fields(body)).not.toHaveProperty('Generation')
    expect(renderGfm(body).text).toContain(problem)
  })
  it('shortens long instructions after a whole word, and says so', () => {
    const words = 'Show revenue by region and month. '.repeat(40)
    const seen = renderGfm(commentBody(facts({ instructions: words })))
    const shown = /Instructions\s*([\s\S]*?)\s*updated/.exec(seen.text)?.[1] ?? ''
    expect(shown).toMatch(
      /(?:region|month\.|Show|revenue|by|and) … \(shortened; as given in the workflow\)/
    )
  })
  it('never leaves part of a secret at the cut of long instructions', () => {
    const key = 'svc_cutTest0123456789abcdefXYZ'
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
    registerSecrets({ apiKey: key, githubToken: '', baseUrl: '' })
    write.mockRestore()
    // No space to cut at: the cut falls at half the limit, inside the key.
    const instructions = `${'x'.repeat(290)}${key}${'y'.repeat(400)}`
    const text = renderGfm(commentBody(facts({ instructions }))).text
    expect(text).not.toContain(key.slice(0, 10))
    expect(text).not.toContain(key.slice(4, 14))
  })
  it('shortens a long title in the heading and keeps the rest of the comment', () => {
    const title = `Sales ${'a'.repeat(70_000)}`
    const body = commentBody(facts({ state: { ...done, title } }))
    expect(body.length).toBeLessThan(10_000)
    const seen = renderGfm(body)
    expect(seen.headings[0]).toMatch(/Sales a+ … \(shortened; the 'dashboard-title' output/)
    expect(fields(body)).toHaveProperty('Dataset', 'data/sales.csv')
  })
  it('cuts an over-long comment between lines, leaving no mention or reference live', () => {
    // Only a file name is long enough to pass the limit: the cut once fell inside its code span.
    const datasetPath = `data/@everyone #1 octo/repo#2 GH-3 ${'a'.repeat(70_000)}.csv`
    const body = commentBody(facts({ datasetPath, outcome: 'failed', problem: 'It failed.' }))
    expect(body.length).toBeLessThanOrEqual(GITHUB_COMMENT_LIMIT)
    const seen = renderGfm(body)
    expect(seen.liveReferences).toEqual([])
    expect(seen.text).toContain("shortened to fit GitHub's comment limit")
    expect(fields(body)).toHaveProperty('Status')
  })
  it("stays within GitHub's limit whatever the inputs", () => {
    const huge = '@x<'.repeat(30_000)
    const body = commentBody(
      facts({ state: { ...done, title: huge }, problem: huge, instructions: huge })
    )
    expect(body.length).toBeLessThanOrEqual(GITHUB_COMMENT_LIMIT)
    expect(body.startsWith(marker('data/sales.csv'))).toBe(true)
  })
})

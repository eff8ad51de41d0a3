import { createHash } from 'node:crypto'
import { deflateRawSync } from 'node:zlib'
import { describe, expect, it, jest } from '@jest/globals'
import { commentBody, type CommentFacts } from '../src/report/comment-body.js'
import { marker } from '../src/common/comment-marker.js'
import { codeSpan, escapeText, safeHref } from '../src/report/markdown.js'
import { registerSecrets } from '../src/common/redact.js'
import { readCarried, readRows, type CommentRow } from '../src/report/comment-rows.js'
import { renderRows, runsContent, type CommentSetting } from '../src/report/pull-request-comment.js'
import type { DatasetRun } from '../src/service/generation.js'
import { renderGfm } from './helpers/gfm.js'
import { saying } from './helpers/meaning.js'
import { plainDataset } from './helpers/dataset.js'

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
    expect(body.split('\n')[0]).toBe('<!-- dashboard-action comment-tag: data/sales.csv -->')
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
    expect(body.startsWith('<!-- dashboard-action comment-tag: data/sales.csv -->\n')).toBe(true)
  })
})

describe("the comment at GitHub's limit", () => {
  const SHA = 'c0ffee0000000000000000000000000000000003'
  const setting = {
    tag: 'dashboards',
    commitSha: SHA,
    runUrl: 'https://github.com/o/r/actions/runs/99',
    updatedAt: new Date('2026-11-21T10:00:00Z'),
    stillExists: () => true
  }
  /** Hex that does not compress, as hashed folder names are. */
  const noise = (seed: string) => createHash('sha256').update(seed).digest('hex')
  /** A path of about 200 characters, unique by `i`, with little for the carried rows to compress. */
  const longPath = (i: number) =>
    `data/${[1, 2, 3, 4].map(k => noise(`${i}/${k}`).slice(0, 40)).join('/')}/region-${String(i).padStart(3, '0')}-sales.csv`
  const share = (i: number) =>
    `https://dashboards.example.com/share/5f0c${String(i).padStart(4, '0')}-8d2e-4b7a-9c1f-${String(i * 7919).padStart(12, '0')}/view/`
  const datasetRow = (i: number, more: Partial<CommentRow> = {}): CommentRow => ({
    file: longPath(i),
    title: `Quarterly revenue by region and product line, with the forecast for the next four quarters (${i})`,
    status: 'completed',
    outcome: 'completed',
    shareUrl: share(i),
    commitSha: SHA,
    updatedAt: `2026-11-21T09:${String(i % 60).padStart(2, '0')}:00.000Z`,
    ...more
  })
  const range = (n: number) => Array.from({ length: n }, (_, i) => i)

  it('hides every part of a secret that each text of 300 rows holds, in the compact table and in the rows it carries', () => {
    const key = 'svc_QzJxWvKpYb7Lm3Nq9Rt2'
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
    registerSecrets({ apiKey: key, githubToken: '', baseUrl: '' })
    write.mockRestore()
    // The key where the cuts fall: a path's kept end (after a suffix of every length), a title's kept start.
    const rows = range(300).map(i =>
      datasetRow(i, {
        file: `${longPath(i).slice(0, -12)}${key}-${'q'.repeat(i % 64)}.csv`,
        title: `Sales ${key} ${i}`,
        outcome: i % 10 === 0 ? 'failed' : 'completed',
        shareUrl: `${share(i)}?k=${key}`,
        generationId: `${key.slice(4)}-${i}`,
        note: `The service said ${key} is wrong (${i}).`,
        change: `+3 rows; column ${key} added`
      })
    )
    const body = renderRows(setting, undefined, rows)
    const seen = renderGfm(body)
    const carried = JSON.stringify(readRows(body))
    // Still a table of every row, compact: the cuts were made.
    expect(seen.text).toContain('…')
    expect(readRows(body).length).toBeGreaterThan(0)
    const pieces = range(key.length - 3).map(at => key.slice(at, at + 4))
    for (const text of [body, seen.text, seen.links.join(' '), carried])
      expect(pieces.filter(piece => text.includes(piece))).toEqual([])
    // Hidden where it was, the rest of each text kept.
    expect(seen.text).toContain('***')
    expect(carried).toContain('Sales *** ')
  })

  it('links every one of 300 datasets with long paths and titles', () => {
    const rows = range(300).map(i => datasetRow(i))
    const body = renderRows(setting, undefined, rows)
    expect(body.length).toBeLessThan(65_536)
    const seen = renderGfm(body)
    const links = new Set(seen.links)
    expect(range(300).filter(i => !links.has(share(i)))).toEqual([])
    // One row per dataset, its path's end shown.
    expect(seen.tables[0]).toHaveLength(301)
    expect(seen.tables[0][1][0]).toMatch(/region-\d{3}-sales\.csv$/)
    expect(seen.text).not.toMatch(/more datasets|no longer listed/)
  })
  it('a run of 300 datasets links every one, and its body says which commit it is for', () => {
    const runs = range(300).map(i => ({
      dataset: plainDataset(longPath(i)),
      outcome: 'completed' as const,
      elapsedMs: 1,
      state: {
        generationId: `g-${i}`,
        status: 'completed' as const,
        title: `Title ${i}`,
        shareUrl: share(i)
      }
    }))
    const content = runsContent(setting, runs, false)
    const body = content.render(undefined)
    expect(body.length).toBeLessThan(65_536)
    const links = new Set(renderGfm(body).links)
    expect(range(300).filter(i => !links.has(share(i)))).toEqual([])
    expect(content.commitOf(body)).toBe(SHA)
  })
  it('counts the rows of earlier commits it has no room to keep, and keeps counting them', () => {
    const earlier = renderRows(
      setting,
      undefined,
      range(300).map(i => datasetRow(i))
    )
    const carried = readRows(earlier).length
    expect(carried).toBeLessThan(300)
    // The next commit generates 5 datasets; the earlier rows come from the comment.
    const next = { ...setting, commitSha: 'd00d000000000000000000000000000000000005' }
    const fresh = range(5).map(i =>
      datasetRow(i, { commitSha: next.commitSha, updatedAt: '2026-11-22T10:00:00.000Z' })
    )
    const body = renderRows(next, earlier, fresh)
    const seen = renderGfm(body)
    const listed = seen.tables[0].length - 1
    const gone = Number(
      /(\d+) dashboards of earlier commits are no longer listed/.exec(seen.text)?.[1]
    )
    // Every one of the 300 datasets is listed or counted, none twice.
    expect(listed + gone).toBe(300)
    expect(listed).toBeGreaterThanOrEqual(carried)
    // A later write that still cannot show them says so again.
    const again = renderGfm(renderRows(next, body, fresh)).text
    expect(again).toMatch(saying(`${gone} dashboards`, 'earlier commits', 'no longer listed'))
  })
})

describe("a run's content for the comment", () => {
  const SHA = 'c0ffee0000000000000000000000000000000004'
  const OLD = 'bead000000000000000000000000000000000001'
  const setting = (more: Partial<CommentSetting> = {}): CommentSetting => ({
    tag: 'dashboards',
    commitSha: SHA,
    runUrl: 'https://github.com/o/r/actions/runs/99',
    runId: '99',
    updatedAt: new Date('2026-11-21T10:00:00Z'),
    stillExists: () => true,
    ...more
  })
  const ready = (path: string): DatasetRun => ({
    dataset: plainDataset(path),
    outcome: 'completed',
    elapsedMs: 1,
    state: {
      generationId: `g-${path}`,
      status: 'completed',
      title: `Title of ${path}`,
      shareUrl: `https://d.example/${path}`
    }
  })
  /** A body an earlier run wrote: its rows, for the commit and workflow run it names. */
  const written = (paths: string[], commitSha: string, runId?: string) =>
    runsContent(
      setting({ commitSha, runId, updatedAt: new Date('2026-11-20T10:00:00Z') }),
      paths.map(ready),
      false
    ).render(undefined)
  const tableOf = (body: string) =>
    renderGfm(body)
      .tables[0].slice(1)
      .map(row => `${row[0]} ${row[1]}`)

  it('shows one dataset of one path as its full card, and says which commit it is for', () => {
    const content = runsContent(setting(), [ready('data/a.csv')], true)
    const body = content.render(undefined)
    expect(renderGfm(body).headings[0]).toMatch(/Title of data\/a\.csv/)
    expect(fields(body)).toHaveProperty('Dataset', 'data/a.csv')
    expect(content.commitSha).toBe(SHA)
    expect(content.commitOf(body)).toBe(SHA)
  })
  it("keeps the rows an earlier commit's run wrote for datasets this run did not generate", () => {
    const earlier = written(['data/a.csv', 'data/b.csv'], OLD, '98')
    const body = runsContent(setting(), [ready('data/b.csv')], false).render(earlier)
    expect(tableOf(body)).toEqual(['data/a.csv ✅ ready', 'data/b.csv ✅ ready'])
    expect(renderGfm(body).links).toEqual(
      expect.arrayContaining(['https://d.example/data/a.csv', 'https://d.example/data/b.csv'])
    )
    // The body is now this run's commit's.
    expect(readCarried(body).commit).toBe(SHA)
    expect(readCarried(earlier).commit).toBe(OLD)
  })
  it("shows this run's dashboard over a planted row claiming a later time, and renders past a malformed one", () => {
    const planted = (rows: unknown[]) =>
      `${marker('dashboards')}\n<!-- dashboard-action rows: ${deflateRawSync(
        JSON.stringify({ commit: SHA, rows, lost: [] })
      ).toString('base64')} -->\nhello`
    const earlier = planted([
      {
        file: 'data/a.csv',
        title: 'Sales (verified)',
        status: 'completed',
        outcome: 'completed',
        shareUrl: 'https://evil.example/login',
        commitSha: SHA,
        updatedAt: '2099-01-01T00:00:00.000Z'
      },
      { file: 'data/z.csv', title: 42, status: 'completed', outcome: 'completed', updatedAt: OLD }
    ])
    const body = runsContent(setting(), [ready('data/a.csv'), ready('data/b.csv')], false).render(
      earlier
    )
    const seen = renderGfm(body)
    expect(seen.links).toContain('https://d.example/data/a.csv')
    expect(seen.links).not.toContain('https://evil.example/login')
    expect(tableOf(body)).toEqual(['data/a.csv ✅ ready', 'data/b.csv ✅ ready'])
  })
  it('drops the earlier rows of datasets gone from the checkout', () => {
    const earlier = written(['data/a.csv', 'data/gone.csv'], OLD)
    const body = runsContent(
      setting({ stillExists: file => file !== 'data/gone.csv' }),
      [ready('data/a.csv')],
      false
    ).render(earlier)
    expect(tableOf(body)).toEqual(['data/a.csv ✅ ready'])
  })
  it('names the rows another job of this workflow run wrote, keeping them, and advises', () => {
    const theirs = written(['data/x.csv', 'data/y.csv'], SHA, '99')
    const content = runsContent(setting(), [ready('data/a.csv')], false)
    const warning = content.sharedWith(theirs)
    expect(warning).toMatch(saying('data/x.csv', 'data/y.csv', "'comment-tag'", 'collect/'))
    expect(tableOf(content.render(theirs))).toEqual([
      'data/a.csv ✅ ready',
      'data/x.csv ✅ ready',
      'data/y.csv ✅ ready'
    ])
  })
  it('counts past three the rows another job of this run wrote', () => {
    const theirs = written(
      ['data/1.csv', 'data/2.csv', 'data/3.csv', 'data/4.csv', 'data/5.csv'],
      SHA,
      '99'
    )
    const warning = runsContent(setting(), [ready('data/a.csv')], false).sharedWith(theirs)
    expect(warning).toMatch(saying('data/1.csv', 'data/3.csv', '2 more'))
    expect(warning).not.toContain('data/4.csv')
  })
  it("warns of nothing for an earlier run's rows, its own datasets' rows, or without a run id", () => {
    const content = runsContent(setting(), [ready('data/a.csv')], false)
    expect(content.sharedWith(written(['data/x.csv'], OLD, '98'))).toBeUndefined()
    // A re-run of this run's job finds its own dataset's row.
    expect(content.sharedWith(written(['data/a.csv'], SHA, '99'))).toBeUndefined()
    const unnamed = runsContent(setting({ runId: undefined }), [ready('data/a.csv')], false)
    expect(unnamed.sharedWith(written(['data/x.csv'], SHA, '99'))).toBeUndefined()
  })
  /** A run still under way: started (its generation exists), or waiting for its place. */
  const underWay = (path: string, started = true): DatasetRun => ({
    dataset: plainDataset(path),
    outcome: 'pending',
    elapsedMs: 0,
    ...(started ? { state: { generationId: `g-${path}`, status: 'processing' as const } } : {})
  })

  it('shows, in the first state, each run under way as generating with its generation id and the run, and a reused one final', () => {
    const reused = { ...ready('data/r.csv'), reused: true }
    const body = runsContent(
      setting(),
      [underWay('data/a.csv'), underWay('data/b.csv', false), reused],
      false,
      true
    ).render(undefined)
    const rendered = renderGfm(body)
    expect(tableOf(body)).toEqual([
      `data/a.csv ⏳ generating
g-data/a.csv`,
      'data/b.csv ⏳ generating',
      'data/r.csv ✅ ready (reused)'
    ])
    expect(rendered.headings[0]).toMatch(saying('2 of 3', 'generating', '1 ready'))
    expect(rendered.links).toContain('https://github.com/o/r/actions/runs/99')
    expect(rendered.links).toContain('https://d.example/data/r.csv')
    expect(rendered.text).toMatch(saying('updated when it ends'))
    // Generating is no problem: no advice to resume it.
    expect(rendered.code).not.toContain('generation-id: g-data/a.csv')
  })
  it('never shows a run under way as generating in a final state', () => {
    const body = runsContent(setting(), [underWay('data/a.csv')], false).render(undefined)
    expect(renderGfm(body).text).not.toMatch(/generating/)
  })
  it("shows one dataset's card generating, without a time taken", () => {
    const body = runsContent(setting(), [underWay('data/a.csv')], true, true).render(undefined)
    expect(renderGfm(body).headings[0]).toMatch(saying('⏳', 'generating'))
    expect(fields(body)).toHaveProperty('Generation', 'g-data/a.csv')
    expect(fields(body)).not.toHaveProperty('Time taken')
    expect(renderGfm(body).links).toContain('https://github.com/o/r/actions/runs/99')
  })
  it("tells the rows another run left generating as interrupted, with the line to resume; this run's own stay", () => {
    const lost = runsContent(
      setting({ runId: '98', updatedAt: new Date('2026-11-20T10:00:00Z') }),
      [underWay('data/a.csv'), underWay('data/b.csv', false)],
      false,
      true
    ).render(undefined)
    const body = runsContent(setting(), [underWay('data/c.csv')], false, true).render(lost)
    expect(tableOf(body)).toEqual([
      'data/a.csv ❌ interrupted',
      'data/b.csv ❌ interrupted',
      'data/c.csv ⏳ generating\ng-data/c.csv'
    ])
    const rendered = renderGfm(body)
    expect(rendered.text).toMatch(saying('ended without reporting', 'g-data/a.csv'))
    expect(rendered.code).toContain('generation-id: g-data/a.csv')
    // The same run's rows, written by its first state, are still under way.
    const ours = runsContent(setting(), [ready('data/c.csv')], false).render(
      runsContent(setting(), [underWay('data/a.csv')], false, true).render(undefined)
    )
    expect(tableOf(ours)).toEqual(['data/a.csv ⏳ generating\ng-data/a.csv', 'data/c.csv ✅ ready'])
    // An earlier attempt of this run has ended: its rows are told as interrupted too.
    const again = runsContent(setting({ attempt: '2' }), [ready('data/c.csv')], false).render(
      runsContent(setting({ attempt: '1' }), [underWay('data/a.csv')], false, true).render(
        undefined
      )
    )
    expect(tableOf(again)[0]).toBe('data/a.csv ❌ interrupted')
  })
  it('reads no commit from a comment that carries none', () => {
    const content = runsContent(setting(), [ready('data/a.csv')], false)
    expect(content.commitOf(`${marker('dashboards')}\nWritten by hand.`)).toBeUndefined()
  })
})

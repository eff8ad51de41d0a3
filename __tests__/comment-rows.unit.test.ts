/** The rows a comment carries: how a run merges its own into those of earlier runs, and the commit it is for. */
import { deflateRawSync } from 'node:zlib'
import { describe, expect, it } from '@jest/globals'
import {
  mergeRows,
  readCarried,
  readRows,
  withRows,
  type CommentRow
} from '../src/report/comment-rows.js'

const row = (file: string, updatedAt: string, more: Partial<CommentRow> = {}): CommentRow => ({
  file,
  title: file,
  status: 'completed',
  outcome: 'completed',
  shareUrl: `https://d.example/${file}`,
  generationId: `g-${file}-${updatedAt}`,
  commitSha: 'a'.repeat(40),
  updatedAt,
  ...more
})
const T1 = '2026-11-22T10:00:00.000Z'
const T2 = '2026-11-22T10:05:00.000Z'
const everyFile = () => true

describe('merging rows', () => {
  it("adds this run's rows to every other run's, ordered by path", () => {
    const merged = mergeRows(
      [row('data/b.csv', T1), row('data/a.csv', T1)],
      [row('data/c.csv', T2)],
      everyFile
    )
    expect(merged.map(r => r.file)).toEqual(['data/a.csv', 'data/b.csv', 'data/c.csv'])
  })
  it('keeps the newer of two carried rows of a dataset, in either order', () => {
    const older = row('data/a.csv', T1, { title: 'older' })
    const newer = row('data/a.csv', T2, { title: 'newer' })
    expect(mergeRows([older, newer], [], everyFile).map(r => r.title)).toEqual(['newer'])
    expect(mergeRows([newer, older], [], everyFile).map(r => r.title)).toEqual(['newer'])
  })
  it("lets this run's row replace a carried one, whatever time the carried one claims", () => {
    const carried = row('data/a.csv', T2, { title: 'carried' })
    const ours = row('data/a.csv', T1, { title: 'ours' })
    expect(mergeRows([carried], [ours], everyFile).map(r => r.title)).toEqual(['ours'])
  })
  it("lets this run's row replace one written at the same moment", () => {
    const theirs = row('data/a.csv', T1, { title: 'theirs' })
    const ours = row('data/a.csv', T1, { title: 'ours' })
    expect(mergeRows([theirs], [ours], everyFile).map(r => r.title)).toEqual(['ours'])
  })
  it('drops rows of datasets gone from the checkout, but never this run’s own', () => {
    const merged = mergeRows(
      [row('data/gone.csv', T1), row('data/kept.csv', T1)],
      [row('data/new.csv', T2)],
      file => file === 'data/kept.csv'
    )
    expect(merged.map(r => r.file)).toEqual(['data/kept.csv', 'data/new.csv'])
  })
})

describe('carrying rows in any body', () => {
  const card = '<!-- dashboard-action comment-tag: t -->\n### 📊 Dashboard ready: sales\n\nbody'
  it('puts them after the marker line, invisible, readable by the next run', () => {
    const rows = [row('data/a.csv', T1)]
    const body = withRows(card, rows)
    expect(body.split('\n')[0]).toBe('<!-- dashboard-action comment-tag: t -->')
    expect(body.split('\n')[1]).toMatch(/^<!-- dashboard-action rows: [A-Za-z0-9+/=]+ -->$/)
    expect(body.split('\n').slice(2).join('\n')).toBe('### 📊 Dashboard ready: sales\n\nbody')
    expect(readRows(body)).toEqual(rows)
  })
  it('replaces the block a body already had, keeping one', () => {
    const once = withRows(card, [row('data/a.csv', T1)])
    const twice = withRows(once, [row('data/b.csv', T2)])
    expect(twice.match(/dashboard-action rows:/g)).toHaveLength(1)
    expect(readRows(twice).map(r => r.file)).toEqual(['data/b.csv'])
    expect(twice).toContain('### 📊 Dashboard ready: sales')
  })
  it('carries the commit the body was generated for, for the next run to compare with its own', () => {
    const sha = 'c'.repeat(40)
    const body = withRows(card, { rows: [row('data/a.csv', T1)], commit: sha })
    expect(readCarried(body)).toMatchObject({ commit: sha, rows: [row('data/a.csv', T1)] })
    expect(readCarried(withRows(card, [row('data/a.csv', T1)])).commit).toBeUndefined()
  })
  it('reads nothing from a body without rows or with a damaged block', () => {
    expect(readRows(card)).toEqual([])
    expect(readRows(undefined)).toEqual([])
    expect(readRows('<!-- dashboard-action rows: bm90IGRlZmxhdGVk -->')).toEqual([])
    expect(readCarried('<!-- dashboard-action rows: bm90IGRlZmxhdGVk -->').commit).toBeUndefined()
  })
})

describe('carried rows from a body anyone posting as the bot could have written', () => {
  const card = '<!-- dashboard-action comment-tag: t -->\nbody'
  /** A rows block packed as a run packs it, holding whatever it is given. */
  const planted = (carried: unknown) =>
    `${card}\n<!-- dashboard-action rows: ${deflateRawSync(JSON.stringify(carried)).toString('base64')} -->`
  const NOW = Date.parse('2026-11-28T10:00:00.000Z')

  it('keeps only rows of the shape a run writes: a wrong type, an unknown outcome or a bad time drops the row', () => {
    const good = row('data/good.csv', T1)
    const body = planted({
      rows: [
        good,
        { ...row('data/title.csv', T1), title: 42 },
        { ...row('data/status.csv', T1), status: undefined },
        { ...row('data/outcome.csv', T1), outcome: 'toString' },
        { ...row('data/note.csv', T1), note: { text: 'x' } },
        { ...row('data/time.csv', T1), updatedAt: 'yesterday' },
        { ...row('', T1) },
        'data/string.csv',
        null
      ]
    })
    expect(readCarried(body, NOW).rows).toEqual([good])
  })
  it('carries no field a run does not write', () => {
    const body = planted({ rows: [{ ...row('data/a.csv', T1), onclick: 'x' }] })
    expect(readCarried(body, NOW).rows).toEqual([row('data/a.csv', T1)])
  })
  it('takes a time after now as now, so a planted row cannot claim to be newest forever', () => {
    const body = planted({ rows: [row('data/a.csv', '2099-01-01T00:00:00.000Z')] })
    expect(readCarried(body, NOW).rows[0].updatedAt).toBe(new Date(NOW).toISOString())
  })
  it('keeps only lost keys of the form a run writes, at most 600', () => {
    const keys = Array.from({ length: 700 }, (_, i) => i.toString(16).padStart(10, '0'))
    const body = planted({ rows: [], lost: [...keys, 'not-a-key', 7, 'ABCDEF0123'] })
    expect(readCarried(body, NOW).lost).toEqual(keys.slice(0, 600))
  })
})

describe('the size of the carried rows', () => {
  const reason = (i: number) =>
    `Row ${i}: the column "amount" holds text where numbers were expected in rows 3, 8 and 12. Fix the file and run the step again, then check the dashboard.`
  it("carries another run's note whole while the rows fit, so no sentence is cut", () => {
    const rows = [row('data/a.csv', T1, { outcome: 'failed', status: 'failed', note: reason(1) })]
    expect(readRows(withRows('<!-- m -->\nbody', rows))[0].note).toBe(reason(1))
  })
  it('shortens notes after a sentence before it leaves any row out', () => {
    // Notes that do not compress: distinct words, so only shorter notes can fit the block.
    const noisy = (i: number) =>
      `${reason(i)} ${Array.from({ length: 60 }, (_, k) => ((i * 7919 + k * 104729) % 1e9).toString(36)).join(' ')}.`
    const rows = Array.from({ length: 120 }, (_, i) =>
      row(`data/set-${String(i).padStart(3, '0')}.csv`, T1, {
        outcome: 'failed',
        status: 'failed',
        note: noisy(i)
      })
    )
    const carried = readRows(withRows('<!-- m -->\nbody', rows))
    expect(carried).toHaveLength(120)
    expect(carried[5].note).toMatch(/^Row 5: [^…]*\. … \(shortened; /)
  })
})

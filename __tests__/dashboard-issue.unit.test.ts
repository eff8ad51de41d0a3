/**
 * The dashboards issue's description, as a reader sees it rendered as GitHub-flavoured Markdown:
 * rows carried from one version to the next, last good links, expiry, and GitHub's limit at any
 * number of datasets.
 */
import { describe, expect, it } from '@jest/globals'
import { randomUUID } from 'node:crypto'
import { deflateRawSync } from 'node:zlib'
import { issueMarker } from '../src/common/comment-marker.js'
import { readCarried } from '../src/report/comment-rows.js'
import { issueBody, issueContent, type IssueSetting } from '../src/report/dashboard-issue.js'
import type { DatasetRun } from '../src/service/generation.js'
import { plainDataset } from './helpers/dataset.js'
import { renderGfm } from './helpers/gfm.js'

const A = 'a'.repeat(40)
const B = 'b'.repeat(40)
const GITHUB_BODY_LIMIT = 65_536

function setting(commitSha: string, at: string, more: Partial<IssueSetting> = {}): IssueSetting {
  return {
    tag: 'data',
    repositoryUrl: 'https://github.example/o/r',
    branch: 'main',
    commitSha,
    runUrl: 'https://github.example/o/r/actions/runs/1',
    updatedAt: new Date(at),
    stillExists: () => true,
    ...more
  }
}

function ready(file: string, id: string, expiresAt?: string): DatasetRun {
  return {
    dataset: plainDataset(file),
    requestedTitle: file.split('/').pop(),
    outcome: 'completed',
    state: {
      generationId: id,
      status: 'completed',
      shareUrl: `https://dash.example/share/${id}/view/`,
      expiresAt
    },
    elapsedMs: 1000
  }
}

function failed(file: string, id: string): DatasetRun {
  return {
    dataset: plainDataset(file),
    outcome: 'failed',
    state: { generationId: id, status: 'failed', reason: 'no numeric column' },
    setback: { kind: 'failed', reason: 'no numeric column' },
    elapsedMs: 1000
  }
}

/** The table's cells by the Dataset cell's first line. */
function table(body: string): Record<string, string[]> {
  const [rows] = renderGfm(body).tables
  return Object.fromEntries(rows.slice(1).map(cells => [cells[2].split('\n')[0], cells]))
}

describe("the dashboards issue's rows", () => {
  it('keep the last good link of a dataset whose newest generation failed, through more failures', () => {
    const first = issueContent(setting(A, '2026-12-01T08:00:00Z'), [
      ready('data/sales.csv', 'g1', '2026-12-08T08:00:00Z')
    ]).render(undefined) as string
    const second = issueContent(setting(B, '2026-12-02T08:00:00Z'), [
      failed('data/sales.csv', 'g2')
    ]).render(first) as string
    const third = issueContent(setting(B, '2026-12-03T08:00:00Z'), [
      failed('data/sales.csv', 'g3')
    ]).render(second) as string
    for (const body of [second, third]) {
      const [dashboard, status, , commit] = table(body)['data/sales.csv']
      expect(dashboard).toBe('sales.csv')
      expect(status).toBe(
        '❌ failed\nlinked: the last ready one of aaaaaaa, 2026-12-01\nlink expires 2026-12-08 08:00 UTC'
      )
      expect(commit).toBe('bbbbbbb')
      expect(renderGfm(body).links).toContain('https://dash.example/share/g1/view/')
    }
    // A ready generation takes the link over; the old one is gone.
    const fourth = issueContent(setting(B, '2026-12-04T08:00:00Z'), [
      ready('data/sales.csv', 'g4')
    ]).render(third) as string
    expect(table(fourth)['data/sales.csv'][1]).toBe('✅ ready')
    expect(renderGfm(fourth).links).not.toContain('https://dash.example/share/g1/view/')
  })

  it('say that a link has expired, and how to keep links alive', () => {
    const body = issueContent(setting(A, '2026-12-10T08:00:00Z'), [
      ready('data/sales.csv', 'g1', '2026-12-09T08:00:00Z')
    ]).render(undefined) as string
    expect(table(body)['data/sales.csv'][1]).toBe('✅ ready\n⚠️ link expired 2026-12-09 08:00 UTC')
    expect(renderGfm(body).text).toContain(
      '1 link has expired: a daily scheduled run regenerates each dashboard whose link is in its last day, and reuses the rest'
    )
  })

  it('are written only when there is something new: a run, or a row dropped', () => {
    const body = issueContent(setting(A, '2026-12-01T08:00:00Z'), [
      ready('data/a.csv', 'g1'),
      ready('data/b.csv', 'g2')
    ]).render(undefined) as string
    expect(issueContent(setting(B, '2026-12-02T08:00:00Z'), []).render(body)).toBeUndefined()
    expect(issueContent(setting(B, '2026-12-02T08:00:00Z'), []).render(undefined)).toBeUndefined()
    const gone = issueContent(
      setting(B, '2026-12-02T08:00:00Z', { stillExists: file => file !== 'data/b.csv' }),
      []
    ).render(body) as string
    expect(Object.keys(table(gone))).toEqual(['data/a.csv'])
  })

  it('drop a carried row whose times are not times or whose commit is not a SHA, keeping the others', () => {
    const bad = {
      rows: [
        {
          file: 'data/x.csv',
          title: 'x',
          status: 'completed',
          outcome: 'completed',
          updatedAt: '2026-12-01T08:00:00Z',
          shareUrl: 'https://dash.example/x',
          expiresAt: 'soon'
        },
        {
          file: 'data/z.csv',
          title: 'z',
          status: 'completed',
          outcome: 'completed',
          updatedAt: '2026-12-01T08:00:00Z',
          shareUrl: 'https://dash.example/z',
          commitSha: '../../../../attacker/phish#'
        },
        {
          file: 'data/y.csv',
          title: 'y',
          status: 'completed',
          outcome: 'completed',
          updatedAt: '2026-12-01T08:00:00Z',
          shareUrl: 'https://dash.example/y',
          goodAt: '2026-12-01T08:00:00Z'
        }
      ]
    }
    const planted = `${issueMarker('data')}\n<!-- dashboard-action rows: ${deflateRawSync(JSON.stringify(bad)).toString('base64')} -->`
    expect(readCarried(planted).rows.map(row => row.file)).toEqual(['data/y.csv'])
  })
})

describe("the dashboards issue's description", () => {
  it('carries every row of 400 datasets, links and ids as random as real ones, through a one-dataset run', () => {
    const runs = Array.from({ length: 400 }, (_, i) =>
      ready(`data/${randomUUID().slice(0, 8)}/export-${i}.csv`, randomUUID().replace(/-/g, ''))
    )
    const first = issueContent(setting(A, '2026-12-01T08:00:00Z'), runs).render(undefined) as string
    expect(first.length).toBeLessThanOrEqual(GITHUB_BODY_LIMIT)
    const next = issueContent(setting(B, '2026-12-02T08:00:00Z'), [runs[0]]).render(first) as string
    expect(next.length).toBeLessThanOrEqual(GITHUB_BODY_LIMIT)
    expect(readCarried(next).rows).toHaveLength(400)
    expect(renderGfm(next).text).not.toContain('no longer listed')
  })

  it('says what it is and who keeps it, under its marker', () => {
    const body = issueBody(setting(A, '2026-12-01T08:00:00Z'), [])
    expect(body.split('\n')[0]).toBe('<!-- dashboard-action dashboards-issue: data -->')
    expect(renderGfm(body).text).toContain(
      "The newest dashboard of each dataset on main. The workflow's runs on the default branch (pushes, scheduled and manual runs) rewrite this description whenever they generate or drop a dataset"
    )
  })

  it.each([[30], [400], [3_000]])(
    'stays within GitHub’s limit with %i datasets, counting what it cannot show',
    count => {
      const runs = Array.from({ length: count }, (_, i) =>
        ready(`data/region-${String(i).padStart(4, '0')}/${'long-name-'.repeat(6)}.csv`, `g${i}`)
      )
      const body = issueContent(setting(A, '2026-12-01T08:00:00Z'), runs).render(
        undefined
      ) as string
      expect(body.length).toBeLessThanOrEqual(GITHUB_BODY_LIMIT)
      const rendered = renderGfm(body)
      const [rows] = rendered.tables
      const shown = rows.length - 1
      if (shown < count)
        expect(rendered.text).toContain(
          `…and ${count - shown} more datasets: the description had no room`
        )
      else expect(shown).toBe(count)
      // Past 20 rows the table is folded under its counts.
      if (count > 20) expect(rendered.text).toContain(`${count} datasets, ${count} ready`)
      // Every row shown links its dashboard.
      expect(rendered.links.filter(link => link.startsWith('https://dash.example/'))).toHaveLength(
        shown
      )
    }
  )
})

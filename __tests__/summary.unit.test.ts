import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeEach, describe, expect, it, jest } from '@jest/globals'
import type { DatasetRun } from '../src/service/generation.js'
import { registerSecrets } from '../src/common/redact.js'
import { writeSummary } from '../src/report/summary.js'
import { renderGfm } from './helpers/gfm.js'
import { saying } from './helpers/meaning.js'
import { plainDataset } from './helpers/dataset.js'

// @actions/core keeps the first summary file it wrote to, so one file serves every test.
const dir = mkdtempSync(path.join(os.tmpdir(), 'summary-test-'))
const file = path.join(dir, 'summary.md')
afterAll(() => rmSync(dir, { recursive: true, force: true }))
beforeEach(() => writeFileSync(file, ''))

async function summaryOf(runs: DatasetRun[], single: boolean): Promise<string> {
  process.env.GITHUB_STEP_SUMMARY = file
  const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
  try {
    await writeSummary(runs, single)
  } finally {
    write.mockRestore()
    delete process.env.GITHUB_STEP_SUMMARY
  }
  return readFileSync(file, 'utf8')
}

const ID = '32d47e41-2058-4c1e-9a5b-7f0e3c2d1a90'
const dataset = (name: string) => plainDataset(`data/${name}`, { type: 'csv', bytes: 10 })
const REASON = `the column "amount" holds text where numbers were expected (rows 3, 8 and 12); ${'fix the file and run again; '.repeat(8)}then it works`

const ready = (name: string): DatasetRun => ({
  dataset: dataset(name),
  state: {
    generationId: `g-${name}`,
    status: 'completed',
    title: `Sales ${name}`,
    shareUrl: `https://dash.example/share/${name}/view/`
  },
  outcome: 'completed',
  elapsedMs: 2_000
})
const failed = (name: string): DatasetRun => ({
  dataset: dataset(name),
  state: { generationId: `g-${name}`, status: 'failed', reason: REASON },
  outcome: 'failed',
  setback: { kind: 'failed', reason: REASON },
  elapsedMs: 3_000
})
const timedOut = (name: string): DatasetRun => ({
  dataset: dataset(name),
  state: { generationId: ID, status: 'processing' },
  outcome: 'timed-out',
  setback: { kind: 'timed-out', timeoutMs: 600_000 },
  elapsedMs: 600_000
})

describe('the job summary', () => {
  it('leads with the worst outcome and its count, and lists each dataset with its state', async () => {
    const seen = renderGfm(
      await summaryOf(
        [ready('a.csv'), failed('b.csv'), failed('c.csv'), failed('d.csv'), ready('e.csv')],
        false
      )
    )
    expect(seen.headings).toEqual(['❌ 3 of 5 dashboards failed · 2 ready'])
    expect(seen.tables[0].map(row => row.slice(0, 2))).toEqual([
      ['Dataset', 'Status'],
      ['data/a.csv', '✅ ready'],
      ['data/b.csv', '❌ failed'],
      ['data/c.csv', '❌ failed'],
      ['data/d.csv', '❌ failed'],
      ['data/e.csv', '✅ ready']
    ])
    expect(seen.links).toEqual([
      'https://dash.example/share/a.csv/view/',
      'https://dash.example/share/e.csv/view/'
    ])
    // Each failure's reason, whole, once; no id in the table.
    expect(seen.text.split(REASON)).toHaveLength(4)
    expect(seen.tables[0].flat().join(' ')).not.toContain('g-b.csv')
    expect(seen.text).not.toMatch(/&#?\w+;/)
  })
  it('gives a timed-out generation its resume line once, as plain text to copy', async () => {
    const seen = renderGfm(await summaryOf([timedOut('big.csv')], true))
    expect(seen.headings).toEqual(['⏳ Dashboard not ready before the timeout'])
    expect(seen.code).toContain(`generation-id: ${ID}`)
    expect(seen.text.match(/generation-id:/g)).toHaveLength(1)
    expect(seen.text).toContain("600 s ('timeout') ran out")
  })
  it('says nothing of a link for a failed generation, and gives its reason', async () => {
    const summary = await summaryOf([failed('b.csv')], true)
    const seen = renderGfm(summary)
    const fields = Object.fromEntries(seen.tables[0].map(([k, v]) => [k, v]))
    expect(fields).not.toHaveProperty('Dashboard')
    expect(fields.Status).toBe('❌ failed')
    expect(seen.text).not.toContain('no link')
    expect(seen.text).toContain(REASON)
  })
  it('shows a share link that is not a web address as text, never as a link', async () => {
    const run = ready('x.csv')
    run.state = {
      generationId: 'g-x',
      status: 'completed',
      unlinkableShareUrl: 'javascript:alert(1)'
    }
    const seen = renderGfm(await summaryOf([run], true))
    const fields = Object.fromEntries(seen.tables[0].map(([k, v]) => [k, v]))
    expect(fields.Dashboard).toContain('javascript:alert(1)')
    expect(fields.Dashboard).toMatch(/not linked/)
    expect(seen.links).toEqual([])
  })
  it('stays under the 1 MiB GitHub shows, counting the problems left out', async () => {
    const long = (name: string): DatasetRun => ({
      ...failed(name),
      setback: { kind: 'failed', reason: 'Ünïcödé reason, long enough. '.repeat(500) }
    })
    const runs = Array.from({ length: 300 }, (_, i) => long(`set-${i}.csv`))
    const summary = await summaryOf(runs, false)
    expect(Buffer.byteLength(summary)).toBeLessThan(1024 * 1024)
    const seen = renderGfm(summary)
    expect(seen.tables[0]).toHaveLength(301)
    expect(seen.text).toMatch(saying(/\d+ more problems/, 'did not fit', 'step log'))
    expect(seen.text).toMatch(/shortened[^.)]*step log/)
  })
  it('hides the key in the resume line when the service named the generation after it', async () => {
    const key = 'svc_live_Summ4ryResumeK3yXq81'
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
    registerSecrets({ apiKey: key, githubToken: '', baseUrl: '' })
    write.mockRestore()
    const run = timedOut('big.csv')
    run.state = { generationId: key.slice(4), status: 'processing' }
    const summary = await summaryOf([run], true)
    expect(summary).not.toContain(key.slice(4, 14))
    expect(renderGfm(summary).code).toContain('generation-id: ***')
  })
  it('shortens a long title, so a summary stays under the 1 MiB GitHub shows', async () => {
    const run = ready('x.csv')
    const title = `Sales ${'<'.repeat(300_000)}`
    for (const single of [true, false]) {
      writeFileSync(file, '')
      const summary = await summaryOf([{ ...run, state: { ...run.state!, title } }], single)
      expect(Buffer.byteLength(summary)).toBeLessThan(100_000)
      const seen = renderGfm(summary)
      expect(seen.text).toMatch(/Sales <+ … /)
      expect(seen.text).toMatch(saying('shortened', "'dashboard-title' output"))
      expect(seen.links).toEqual(['https://dash.example/share/x.csv/view/'])
    }
  })
  it('shows bidirectional controls in a name written out, so they cannot reorder it', async () => {
    const run = ready('x.csv')
    const summary = await summaryOf(
      [
        {
          ...run,
          dataset: dataset('invoice\u202eslx.csv'),
          state: { ...run.state!, title: 'a\u2066b' }
        }
      ],
      true
    )
    expect(summary).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/)
    expect(renderGfm(summary).text).toContain('invoice\\u202eslx.csv')
  })
  it('keeps hostile text inside its cell: no blank line, tag or link escapes', async () => {
    const run = ready('x.csv')
    const hostile =
      'Sales\n\n# Heading\n\n<img src=x> [a](https://evil.example) @everyone #1 </td></tr></table>'
    const summary = await summaryOf([{ ...run, state: { ...run.state!, title: hostile } }], true)
    const seen = renderGfm(summary)
    expect(seen.headings).toHaveLength(1)
    expect(seen.images).toBe(0)
    expect(seen.tables).toHaveLength(1)
    expect(seen.links).toEqual(['https://dash.example/share/x.csv/view/'])
    expect(seen.liveReferences).toEqual([])
    expect(seen.tables[0][1][1].replace(/\u200b/g, '')).toBe(hostile.replace(/\s+/g, ' '))
  })
})

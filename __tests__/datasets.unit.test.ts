import { mkdirSync, writeFileSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { multiCommentBody } from '../src/report/comment-body.js'
import { readRows, type CommentRow } from '../src/report/comment-rows.js'
import type { DatasetRun } from '../src/service/generation.js'
import {
  caseSkippedText,
  datasetFolders,
  isSinglePath,
  literalPath,
  literalPattern,
  matchFiles,
  parsePatterns,
  skippedForCase,
  unmatchedLines
} from '../src/datasets/find/patterns.js'
import { mapWithConcurrency } from '../src/common/pool.js'
import { resultsJson, worstStatus } from '../src/report/outputs.js'
import { renderGfm } from './helpers/gfm.js'
import { makeWorkspace, SMALL_CSV, type Workspace } from './helpers/workspace.js'
import { saying } from './helpers/meaning.js'
import { plainDataset } from './helpers/dataset.js'
import { ignoreStepLog } from './helpers/step-log.js'

// @actions/glob writes its options to the step log as ::debug:: lines; these tests check the
// files found.
ignoreStepLog()

describe('the file input', () => {
  it('reads one pattern a line, skipping blanks and # comments', () => {
    expect(parsePatterns('data/**/*.csv\n\n  # old ones\n!data/old/**\r\n')).toEqual([
      'data/**/*.csv',
      '!data/old/**'
    ])
  })
  it('tells a plain path from patterns', () => {
    expect(isSinglePath(['data/sales.csv'])).toBe(true)
    expect(isSinglePath(['data/*.csv'])).toBe(false)
    expect(isSinglePath(['a.csv', 'b.csv'])).toBe(false)
    expect(isSinglePath(['!a.csv'])).toBe(false)
  })

  describe('matching', () => {
    let ws: Workspace
    beforeEach(() => {
      ws = makeWorkspace()
      for (const file of [
        'data/b.csv',
        'data/a.csv',
        'data/north/c.csv',
        'data/old/d.csv',
        'data/e.json',
        'notes.txt'
      ])
        ws.write(file, SMALL_CSV)
    })
    afterEach(() => ws.remove())
    it('names each literal line that names no file, and each glob that matched nothing beside others', async () => {
      const lines = [
        'data/a.csv',
        'data/x.csv',
        'data/north',
        'data/*.txt',
        'data/**/*.json',
        'data/b.csv',
        '!data/b.csv'
      ]
      const found = await matchFiles(ws.root, lines)
      expect(found).toEqual(['data/a.csv', 'data/e.json'])
      // b.csv exists and was excluded on purpose; a folder is no dataset.
      await expect(unmatchedLines(ws.root, lines, found)).resolves.toEqual({
        missing: ['data/x.csv', 'data/north'],
        emptyGlobs: ['data/*.txt']
      })
    })
    it('names a single path that names no file, as a line beside others is named', async () => {
      for (const single of ['data/x.csv', 'data/north', './data/nope.csv'])
        await expect(
          unmatchedLines(ws.root, [single], await matchFiles(ws.root, [single]))
        ).resolves.toEqual({ missing: [single], emptyGlobs: [] })
      await expect(unmatchedLines(ws.root, ['./data/a.csv'], ['./data/a.csv'])).resolves.toEqual({
        missing: [],
        emptyGlobs: []
      })
    })
    it('finds the files a glob skipped only for their extension’s letter case, and the line that selects them', async () => {
      ws.write('data/Q2 Export.CSV', SMALL_CSV)
      ws.write('data/north/f.CSV', SMALL_CSV)
      ws.write('data/old/g.Csv', SMALL_CSV)
      ws.write('data/h.CSV.GZ', SMALL_CSV)
      ws.write('data/i.JSON', SMALL_CSV)
      const lines = ['data/**/*.csv', 'data/*.json', '!data/old/**']
      const skipped = await skippedForCase(ws.root, lines, await matchFiles(ws.root, lines))
      expect(skipped).toEqual([
        {
          line: 'data/**/*.csv',
          extension: '.csv',
          selecting: 'data/**/*.CSV',
          files: ['data/Q2 Export.CSV', 'data/north/f.CSV']
        },
        {
          line: 'data/*.json',
          extension: '.json',
          selecting: 'data/*.JSON',
          files: ['data/i.JSON']
        }
      ])
      const gz = await skippedForCase(ws.root, ['data/*.csv.gz'], [])
      expect(gz.map(s => [s.selecting, s.files])).toEqual([['data/*.CSV.GZ', ['data/h.CSV.GZ']]])
    })
    it('looks for no other case where a line has no extension, or names one file', async () => {
      ws.write('data/Q2.CSV', SMALL_CSV)
      for (const lines of [['data/*'], ['data/*.2024'], ['data/q2.csv'], ['data/[Q]2.csv']])
        await expect(skippedForCase(ws.root, lines, [])).resolves.toEqual([])
    })
    it('says which files a line skipped for their case, at most five, with the line that selects them', () => {
      const files = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(name => `data/${name}.CSV`)
      const text = caseSkippedText({
        line: 'data/*.csv',
        extension: '.csv',
        selecting: 'data/*.CSV',
        files
      })
      expect(text).toMatch(
        saying(
          "'file'",
          '"data/*.csv"',
          '"data/e.CSV"',
          'and 2 more',
          'letter case',
          '"data/*.CSV"',
          '".csv"'
        )
      )
      expect(text).not.toContain('data/f.CSV')
    })
    it("reads a leg's escaped line back as the one path it names", () => {
      for (const name of ['data/a[1].csv', 'data/*star?.csv', 'data/back\\slash.csv', ' lead.csv'])
        expect(literalPath(literalPattern(name))?.replace(/^\.\//, '')).toBe(name)
      expect(literalPath('data/[ab].csv')).toBeUndefined()
      expect(literalPath('!data/a.csv')).toBeUndefined()
    })
    it('finds files by glob, sorted, relative to the workspace', async () => {
      await expect(matchFiles(ws.root, ['data/**/*.csv'])).resolves.toEqual([
        'data/a.csv',
        'data/b.csv',
        'data/north/c.csv',
        'data/old/d.csv'
      ])
    })
    it('applies exclusions and several patterns', async () => {
      await expect(
        matchFiles(ws.root, ['data/**/*.csv', 'data/*.json', '!data/old/**'])
      ).resolves.toEqual(['data/a.csv', 'data/b.csv', 'data/e.json', 'data/north/c.csv'])
    })
    it('is content when one pattern matches nothing but another matches', async () => {
      await expect(matchFiles(ws.root, ['reports/*.csv', 'data/*.json'])).resolves.toEqual([
        'data/e.json'
      ])
    })
    it('names the patterns when nothing matches', async () => {
      await expect(matchFiles(ws.root, ['reports/*.csv', 'stats/**/*.json'])).rejects.toThrow(
        saying("'file'", 'no file', '"reports/*.csv", "stats/**/*.json"')
      )
    })
    it('says when the exclusions removed every match', async () => {
      await expect(matchFiles(ws.root, ['data/old/*.csv', '!data/old/**'])).rejects.toThrow(
        saying('matched 1 file', 'exclusions removed every one')
      )
    })
    it('refuses exclusions alone', async () => {
      await expect(matchFiles(ws.root, ['!data/**'])).rejects.toThrow('has only exclusions')
    })
    it('gives the folders the patterns pick datasets in, a plain path giving its own folder', async () => {
      await expect(
        datasetFolders(ws.root, ['data/east.csv', 'reports/**/*.csv', '!reports/old/**'])
      ).resolves.toEqual([`${ws.root}/data`, `${ws.root}/reports`])
      await expect(datasetFolders(ws.root, ['*.csv'])).resolves.toEqual([ws.root])
    })
    it('names, with its bad bytes shown, a file name that is not UTF-8 instead of failing on ENOENT', async () => {
      const folder = Buffer.from(`${ws.root}/data/`)
      writeFileSync(
        Buffer.concat([
          folder,
          Buffer.from('a'),
          Buffer.from([0xff, 0x0a]),
          Buffer.from('::error::x.csv')
        ]),
        SMALL_CSV
      )
      const message = await matchFiles(ws.root, ['data/*.csv']).then(
        () => 'listed',
        (error: Error) => error.message
      )
      expect(message).not.toContain('ENOENT')
      expect(message).toContain('"data/a\\xFF\\n::error::x.csv"')
      expect(message).not.toContain('\n')
      expect(message).toContain('not UTF-8')
      expect(message).toMatch(/Rename them/)
      expect(message).toContain('"data/*.csv"')
    })
    it('names a folder whose name is not UTF-8 where a ** pattern searches', async () => {
      mkdirSync(Buffer.concat([Buffer.from(`${ws.root}/data/`), Buffer.from([0xc3, 0x28])]))
      const message = await matchFiles(ws.root, ['**/*.csv']).then(
        () => 'listed',
        (error: Error) => error.message
      )
      expect(message).toContain('"data/\\xC3("')
      expect(message).toMatch(/change the patterns/)
    })
  })
})

describe('the pool', () => {
  it('keeps the order of the items and never runs more than the limit at once', async () => {
    let running = 0
    let peak = 0
    const results = await mapWithConcurrency([50, 10, 30, 20, 40, 5], 3, async (ms, i) => {
      running++
      peak = Math.max(peak, running)
      await new Promise(resolve => setTimeout(resolve, ms))
      running--
      return i
    })
    expect(results).toEqual([0, 1, 2, 3, 4, 5])
    expect(peak).toBe(3)
  })
})

describe('results of several datasets', () => {
  const run = (
    file: string,
    status: 'completed' | 'failed' | 'processing' | undefined,
    outcome: DatasetRun['outcome'],
    problem?: string
  ): DatasetRun => ({
    dataset: plainDataset(file, { type: 'csv' }),
    state: status
      ? {
          generationId: `g-${file}`,
          status,
          shareUrl: status === 'completed' ? `https://d.example/${file}` : undefined
        }
      : undefined,
    outcome,
    setback: problem === undefined ? undefined : { kind: 'error', message: problem },
    elapsedMs: 1
  })
  it('have the worst state as their status', () => {
    expect(
      worstStatus([run('a', 'completed', 'completed'), run('b', 'processing', 'timed-out')])
    ).toBe('processing')
    expect(
      worstStatus([
        run('a', 'completed', 'completed'),
        run('b', undefined, 'not-started', 'x'),
        run('c', 'processing', 'started')
      ])
    ).toBe('failed')
    expect(worstStatus([])).toBe('')
  })
  it('list one object per dataset with its error', () => {
    expect(
      JSON.parse(
        resultsJson([
          run('a', 'completed', 'completed'),
          run('b', undefined, 'not-started', 'HTTP 413')
        ])
      )
    ).toEqual([
      {
        file: 'a',
        title: '',
        'generation-id': 'g-a',
        'dashboard-id': '',
        'share-url': 'https://d.example/a',
        reused: false,
        status: 'completed',
        error: ''
      },
      {
        file: 'b',
        title: '',
        'generation-id': '',
        'dashboard-id': '',
        'share-url': '',
        reused: false,
        status: 'failed',
        error: 'HTTP 413'
      }
    ])
  })
})

describe('the comment over several datasets', () => {
  const row = (file: string, more: Partial<CommentRow> = {}): CommentRow => ({
    file,
    title: file,
    status: 'completed',
    outcome: 'completed',
    shareUrl: `https://d.example/${file}`,
    generationId: `g-${file}`,
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...more
  })
  const facts = (rows: CommentRow[]) => ({
    tag: 'data/*.csv',
    rows,
    updatedAt: new Date('2026-11-21T10:00:00Z'),
    runUrl: 'https://github.com/o/r/actions/runs/1'
  })

  // How runs merge the rows, and how any body carries them, is comment-rows.unit's; here only
  // that this body carries them for the next run.
  it('carries its rows to the next run', () => {
    const rows = [
      row('data/a.csv'),
      row('data/b.csv', { outcome: 'failed', status: 'failed', note: 'bad <data>' })
    ]
    expect(readRows(multiCommentBody(facts(rows)))).toEqual(rows)
  })
  it('links ready dashboards only, and escapes what the repository wrote', () => {
    const body = multiCommentBody(
      facts([
        row('data/a.csv', { title: '@team <b>' }),
        row('data/b.csv', { outcome: 'failed', status: 'failed' })
      ])
    )
    const seen = renderGfm(body)
    expect(seen.headings).toEqual(['❌ 1 of 2 dashboards failed · 1 ready'])
    expect(seen.links).toContain('https://d.example/data/a.csv')
    expect(seen.links).not.toContain('https://d.example/data/b.csv')
    expect(seen.liveReferences).toEqual([])
    expect(body).not.toContain('<b>')
  })
  it('leads with the worst outcome and its count, then gives each problem whole, resume line once', () => {
    const reason = `The service reports that generation g-data/b.csv failed: ${'the column "amount" holds text where numbers were expected; '.repeat(4)}check it.`
    const rows = [
      row('data/a.csv'),
      row('data/b.csv', { outcome: 'failed', status: 'failed', note: reason }),
      row('data/c.csv', {
        outcome: 'timed-out',
        status: 'processing',
        note: "Generation g-data/c.csv was still processing when the step's 600 s ('timeout') ran out."
      }),
      row('data/d.csv', {
        outcome: 'not-started',
        status: 'failed',
        generationId: undefined,
        note: 'HTTP 413.'
      }),
      row('data/e.csv', { outcome: 'failed', status: 'failed', note: 'Bad rows.' })
    ]
    const seen = renderGfm(multiCommentBody(facts(rows)))
    expect(seen.headings).toHaveLength(1)
    expect(seen.headings[0]).toMatch(/^❌ 3 of 5 .*failed/)
    expect(seen.headings[0]).toMatch(saying('1 not ready', 'timeout', '1 ready'))
    // The main table: dataset, status, link and commit; no generation ids.
    expect(seen.tables[0][0]).toEqual(['Dataset', 'Status', 'Dashboard', 'Commit'])
    expect(seen.tables[0].map(r => r[1])).toEqual([
      'Status',
      '✅ ready',
      '❌ failed',
      '⏳ not ready (timed out)',
      '❌ could not start',
      '❌ failed'
    ])
    expect(seen.tables[0].flat().join(' ')).not.toContain('g-data')
    expect(seen.text).toContain(reason)
    expect(seen.code.filter(c => c.startsWith('generation-id:'))).toEqual([
      'generation-id: g-data/c.csv'
    ])
    expect(seen.text.match(/generation-id:/g)).toHaveLength(1)
    expect(seen.text).not.toMatch(/&#?\w+;/)
  })
  it('shows every row, folded under their counts, and counts the problems whose details did not fit', () => {
    const rows = Array.from({ length: 120 }, (_, i) =>
      row(`data/set-${String(i).padStart(3, '0')}.csv`, {
        outcome: 'failed',
        status: 'failed',
        note: 'A reason that goes on. '.repeat(60)
      })
    )
    const body = multiCommentBody(facts(rows))
    const seen = renderGfm(body)
    expect(seen.tables[0]).toHaveLength(121)
    expect(seen.text).toContain('120 datasets, 0 ready')
    expect(seen.text).not.toMatch(/more datasets/)
    expect(seen.links).toContain('https://github.com/o/r/actions/runs/1')
    expect(body.length).toBeLessThan(65_536)
    expect(readRows(body)).toHaveLength(120)
    // Every reason shown is shown whole; those that did not fit are counted.
    const shown = seen.text.split('A reason that goes on.').length - 1
    expect(shown % 60).toBe(0)
    const untold = /(\d+) more problems did not fit/.exec(seen.text)
    expect(shown / 60 + Number(untold?.[1])).toBe(120)
  })
})

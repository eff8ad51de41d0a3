import { describe, expect, it } from '@jest/globals'
import type { Dataset } from '../src/datasets/inspect.js'
import type { DatasetRun } from '../src/service/generation.js'
import {
  datasetStatus,
  legStatus,
  missingRun,
  runFromStatus,
  statusDescription
} from '../src/report/commit-status.js'
import { renderRows, rowsOf } from '../src/report/pull-request-comment.js'
import { registerSecrets } from '../src/common/redact.js'
import { renderGfm } from './helpers/gfm.js'
import { plainDataset } from './helpers/dataset.js'

const RUN_URL = 'https://github.example/o/r/actions/runs/7'
const dataset = (displayPath: string): Dataset => plainDataset(displayPath, { bytes: 10 })
const run = (outcome: DatasetRun['outcome'], extra: Partial<DatasetRun> = {}): DatasetRun => ({
  dataset: dataset('data/a.csv'),
  outcome,
  elapsedMs: 1000,
  ...extra
})

describe('the status of a dataset', () => {
  it('is success, linking the share link, when the dashboard is ready', () => {
    const status = datasetStatus(
      run('completed', {
        state: {
          generationId: 'g1',
          status: 'completed',
          title: 'Sales',
          shareUrl: 'https://d.example/s/1'
        }
      }),
      undefined,
      RUN_URL
    )
    expect(status).toEqual({
      state: 'success',
      description: 'Ready: Sales',
      targetUrl: 'https://d.example/s/1'
    })
  })
  it('links the job’s run when the share link is not an http(s) address', () => {
    const status = datasetStatus(
      run('completed', {
        state: { generationId: 'g1', status: 'completed', shareUrl: 'javascript:alert(1)' }
      }),
      undefined,
      RUN_URL
    )
    expect(status.targetUrl).toBe(RUN_URL)
  })
  it('is pending with the generation id to resume when the step timed out', () => {
    const status = datasetStatus(
      run('timed-out', { state: { generationId: 'gen-42', status: 'processing' } }),
      'still processing',
      RUN_URL
    )
    expect(status.state).toBe('pending')
    expect(status.description).toContain('generation-id gen-42')
    expect(status.targetUrl).toBe(RUN_URL)
  })
  it('is failure when the service failed it, and error when it never started', () => {
    const failed = run('failed', { state: { generationId: 'g', status: 'failed' } })
    expect(datasetStatus(failed, 'bad columns', RUN_URL)).toMatchObject({
      state: 'failure',
      description: 'Failed: bad columns'
    })
    expect(datasetStatus(run('not-started'), 'HTTP 401', RUN_URL)).toMatchObject({
      state: 'error',
      description: 'Not started: HTTP 401'
    })
  })
})

describe('a status description', () => {
  it('is one line of at most 140 characters, cut with an ellipsis', () => {
    const text = statusDescription(`Failed: ${'word '.repeat(60)}\nsecond line`)
    expect(text.length).toBe(140)
    expect(text.endsWith('…')).toBe(true)
    expect(text).not.toContain('\n')
  })
  it('hides a secret, even one the cut would leave half shown', () => {
    registerSecrets({ apiKey: 'svc_statussecret1234567', githubToken: '', baseUrl: '' })
    const whole = statusDescription('Failed: the key svc_statussecret1234567 was refused')
    expect(whole).not.toContain('statussecret')
    const cut = statusDescription(`${'x'.repeat(130)} svc_statussecret1234567`)
    expect(cut).not.toMatch(/svc_stat/)
  })
  it('writes out bidirectional controls so no name shows reordered', () => {
    expect(statusDescription('Ready: a\u202ecod.exe')).toBe('Ready: a\\u202ecod.exe')
  })
})

describe('a leg’s one status', () => {
  it('carries the worst state and its datasets’ counts, linking the job', () => {
    const runs = [
      run('completed', { state: { generationId: 'a', status: 'completed' } }),
      run('failed', { state: { generationId: 'b', status: 'failed' } }),
      run('completed', { state: { generationId: 'c', status: 'completed' } })
    ]
    const status = legStatus(runs, RUN_URL)
    expect(status.state).toBe('failure')
    expect(status.description).toMatch(/^2 ready, 1 failed, 0 still running of 3/)
    expect(status.targetUrl).toBe(RUN_URL)
  })
})

describe('the comment a collect job writes from statuses', () => {
  it('takes a status target for a share link only when it is an http(s) address', () => {
    const read = (targetUrl: string) =>
      runFromStatus({ state: 'success', description: 'Ready: Sales', targetUrl }, dataset('a.csv'))
        .state?.shareUrl
    expect(read('javascript:alert(document.cookie)')).toBeUndefined()
    expect(read(' JaVaScRiPt:alert(1)')).toBeUndefined()
    expect(read('https://d.example/s/1')).toBe('https://d.example/s/1')
  })
  it('shows a row per dataset, links the ready ones and names a dataset without a result', () => {
    const runs = [
      runFromStatus(
        { state: 'success', description: 'Ready: Sales', targetUrl: 'https://d.example/s/1' },
        dataset('data/a.csv')
      ),
      runFromStatus(
        { state: 'pending', description: 'Still running; resume with generation-id gen-9' },
        dataset('data/b.csv')
      ),
      missingRun(dataset('data/c.csv'))
    ]
    const body = renderRows(
      {
        tag: 'dashboards',
        updatedAt: new Date('2026-01-02T03:04:05Z'),
        stillExists: () => true
      },
      [],
      rowsOf(runs, undefined, '2026-01-02T03:04:05.000Z')
    )
    const seen = renderGfm(body)
    expect(seen.tables[0].slice(1).map(row => `${row[0]} | ${row[1]} | ${row[2]}`)).toEqual([
      'data/a.csv | ✅ ready | Sales',
      'data/b.csv | ⏳ not ready (timed out) | —',
      'data/c.csv | ❌ could not start | —'
    ])
    expect(seen.links).toContain('https://d.example/s/1')
    expect(seen.code).toContain('generation-id: gen-9')
    expect(seen.text).toMatch(/data\/c\.csv.*no result was recorded/is)
    expect(seen.text).toMatch(/gen-9 was still running/)
  })
})

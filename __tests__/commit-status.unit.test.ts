import { describe, expect, it } from '@jest/globals'
import type { Dataset } from '../src/datasets/find/inspect.js'
import type { DatasetRun } from '../src/service/generation.js'
import {
  aggregateStatus,
  datasetStatus,
  pendingStatus,
  statusDescription
} from '../src/report/commit-status.js'
import { registerSecrets } from '../src/common/redact.js'
import { plainDataset } from './helpers/dataset.js'
import { saying } from './helpers/meaning.js'
import { ignoreStepLog } from './helpers/step-log.js'

// registerSecrets announces each secret to the runner (::add-mask::): not this test log's.
ignoreStepLog()

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

describe("the run's aggregate status", () => {
  const ready = (path: string, title = path): DatasetRun => ({
    dataset: dataset(path),
    outcome: 'completed',
    elapsedMs: 1,
    state: {
      generationId: `g-${path}`,
      status: 'completed',
      title,
      shareUrl: 'https://d.example/s'
    }
  })
  const failed = (path: string): DatasetRun => ({
    dataset: dataset(path),
    outcome: 'failed',
    elapsedMs: 1,
    state: { generationId: `g-${path}`, status: 'failed', reason: 'bad columns' }
  })

  it('is success, counting the dashboards, when every one is ready, and links the run', () => {
    const runs = ['data/a.csv', 'data/b.csv', 'data/c.csv'].map(path => ready(path))
    expect(aggregateStatus(runs, undefined, RUN_URL)).toEqual({
      state: 'success',
      description: '3 dashboards ready',
      targetUrl: RUN_URL
    })
    expect(aggregateStatus([ready('data/a.csv')], undefined, RUN_URL).description).toMatch(
      /^Dashboard ready/
    )
  })
  it('is failure naming every dataset that did not end well, and how many of all', () => {
    const runs = [
      ready('data/a.csv'),
      failed('data/b.csv'),
      ready('data/c.csv'),
      { dataset: dataset('data/d.csv'), outcome: 'not-started' as const, elapsedMs: 0 }
    ]
    const status = aggregateStatus(runs, undefined, RUN_URL)
    expect(status.state).toBe('failure')
    expect(status.description).toMatch(saying('2 of 4', 'failed', 'data/b.csv', 'data/d.csv'))
    expect(status.description).not.toMatch(/data\/[ac]\.csv/)
    expect(status.targetUrl).toBe(RUN_URL)
  })
  it('is success when no dataset changed, so a required check is met by every run', () => {
    const status = aggregateStatus([], undefined, RUN_URL)
    expect(status.state).toBe('success')
    expect(status.description).toMatch(/^No dataset changed/)
  })
  it("is failure with the step's own reason when the step failed before any generation", () => {
    const status = aggregateStatus([], "Input 'file' matched no file.", RUN_URL)
    expect(status.state).toBe('failure')
    expect(status.description).toMatch(saying('Failed', "Input 'file' matched no file."))
  })
  it('is failure, as the step is, for a generation still running when time ran out', () => {
    const running: DatasetRun = {
      dataset: dataset('data/b.csv'),
      outcome: 'timed-out',
      elapsedMs: 1,
      state: { generationId: 'g-b', status: 'processing' }
    }
    const status = aggregateStatus([ready('data/a.csv'), running], undefined, RUN_URL)
    expect(status.state).toBe('failure')
    expect(status.description).toMatch(saying('1 of 2', 'data/b.csv'))
  })
  it('is success when generations were started without waiting (wait: false)', () => {
    const started = (path: string): DatasetRun => ({
      dataset: dataset(path),
      outcome: 'started',
      elapsedMs: 1,
      state: { generationId: `g-${path}`, status: 'processing' }
    })
    const status = aggregateStatus([started('data/a.csv'), started('data/b.csv')], undefined)
    expect(status.state).toBe('success')
    expect(status.description).toMatch(saying('2 datasets', 'started'))
  })
  it("cuts a long list of names to GitHub's 140 characters", () => {
    const runs = Array.from({ length: 30 }, (_, i) => failed(`data/region-${i}.csv`))
    const { description } = aggregateStatus(runs, undefined, RUN_URL)
    expect(description.length).toBe(140)
    expect(description).toMatch(/^30 of 30 datasets failed: data\/region-0\.csv, /)
    expect(description.endsWith('…')).toBe(true)
  })
  it("hides a secret in a dataset's path or the step's reason", () => {
    const key = 'svc_aggregatesecret98765'
    registerSecrets({ apiKey: key, githubToken: '', baseUrl: '' })
    const named = aggregateStatus([failed(`data/${key}.csv`)], undefined, RUN_URL)
    const reason = aggregateStatus([], `The service refused ${key}.`, RUN_URL)
    for (const { description } of [named, reason]) {
      expect(description).not.toContain('aggregatesecret')
      expect(description).toContain('***')
    }
  })
  it('links no run page that is not an http(s) address', () => {
    expect(aggregateStatus([], undefined, 'javascript:alert(1)').targetUrl).toBeUndefined()
  })
})

describe("the run's status while its generations go on", () => {
  it('is pending, counting those under way and those already ended, and links the run', () => {
    const status = pendingStatus(
      [
        run('pending', { state: { generationId: 'g1', status: 'processing' } }),
        run('pending'),
        run('completed', { reused: true }),
        run('rejected')
      ],
      RUN_URL
    )
    expect(status.state).toBe('pending')
    expect(status.description).toMatch(saying('of 4', '2 generating', '1 ready', 'failed'))
    expect(status.targetUrl).toBe(RUN_URL)
  })
})

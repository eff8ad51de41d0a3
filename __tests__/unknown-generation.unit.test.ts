/**
 * A generation the service does not have (a read answered 404, generation.ts): the run ends as
 * failed, not interrupted, after that one read; its status is `failed`, and its message says
 * that an upload starts a new generation, never to follow the same id again. The service is
 * scripted and the clock fake.
 */
import { describe, expect, it } from '@jest/globals'
import { UnknownGenerationError } from '../src/service/client.js'
import { runDataset, type DatasetRun } from '../src/service/generation.js'
import { problemWithHint } from '../src/report/messages.js'
import { statusOf } from '../src/report/outputs.js'
import { fakeClock } from './helpers/clock.js'
import { plainDataset } from './helpers/dataset.js'
import { scriptedService } from './helpers/fake-service.js'
import { saying } from './helpers/meaning.js'

const ID = 'gen-4711'

async function runWith(run: DatasetRun, generationId?: string) {
  const clock = fakeClock()
  const service = scriptedService(
    clock,
    [new UnknownGenerationError(ID, 'Not found')],
    [{ generationId: ID, status: 'processing' }]
  )
  await runDataset(run, {
    service,
    settings: {
      allowedEmails: [],
      generationId,
      wait: true,
      timeoutMs: 600_000,
      pollIntervalMs: 5_000
    },
    deadline: clock.now() + 600_000,
    startedAt: clock.now(),
    clock,
    log: () => undefined,
    onStarted: () => undefined
  })
  return { run, service }
}

describe('a generation the service does not have', () => {
  it('followed by generation-id, fails after one read, saying an upload starts a new one', async () => {
    const { run, service } = await runWith({ outcome: 'pending', elapsedMs: 0 }, ID)
    expect(service.reads).toHaveLength(1)
    expect(run.outcome).toBe('failed')
    expect(statusOf(run)).toBe('failed')
    expect(run.state?.generationId).toBe(ID)
    const message = problemWithHint(run) ?? ''
    expect(message).toMatch(
      saying(
        ID,
        "'base-url'",
        "'api-key'",
        'HTTP 404',
        'Not found',
        "'file'",
        "without 'generation-id'",
        'new generation'
      )
    )
    expect(message).not.toContain(`generation-id: ${ID}`)
    expect(message).not.toMatch(/follow it again/i)
  })

  it('named by the start answer and then unknown, fails saying to run the step again', async () => {
    const dataset = plainDataset('data/east.csv')
    const { run, service } = await runWith({ dataset, outcome: 'pending', elapsedMs: 0 })
    expect(service.starts).toHaveLength(1)
    expect(service.reads).toHaveLength(1)
    expect(run.outcome).toBe('failed')
    expect(statusOf(run)).toBe('failed')
    const message = problemWithHint(run) ?? ''
    expect(message).toMatch(
      saying(ID, 'HTTP 404', 'took the upload', 'Run the step again', 'new generation')
    )
    expect(message).not.toContain(`generation-id: ${ID}`)
    expect(message).not.toContain("'generation-id'")
  })
})

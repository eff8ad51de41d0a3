import { afterEach, describe, expect, it, jest } from '@jest/globals'
import { firstState, FIRST_STATE_MS } from '../src/features/github-report/first-state.js'
import type { DatasetRun } from '../src/service/generation.js'
import { plainDataset } from './helpers/dataset.js'

const runs = (count: number): DatasetRun[] =>
  Array.from({ length: count }, (_, i) => ({
    dataset: plainDataset(`data/${i}.csv`),
    outcome: 'pending',
    elapsedMs: 0
  }))
const started = (run: DatasetRun) => (run.state = { generationId: 'g', status: 'processing' })

afterEach(() => {
  jest.useRealTimers()
})

describe('when the first state is written', () => {
  it('once every generation the full pool took has started, the rest waiting for a place', () => {
    const all = runs(5)
    const write = jest.fn()
    const sign = firstState(all, 2, write)
    sign.taken(all[0])
    sign.taken(all[1])
    started(all[0])
    sign.answered()
    expect(write).not.toHaveBeenCalled()
    started(all[1])
    sign.answered()
    expect(write).toHaveBeenCalledTimes(1)
    sign.answered()
    sign.stop()
    expect(write).toHaveBeenCalledTimes(1)
  })
  it('waits for the next taken when one ended at once and freed its place', () => {
    const all = runs(3)
    const write = jest.fn()
    const sign = firstState(all, 2, write)
    sign.taken(all[0])
    sign.taken(all[1])
    all[0].outcome = 'completed'
    sign.answered()
    started(all[1])
    sign.answered()
    expect(write).not.toHaveBeenCalled()
    sign.taken(all[2])
    started(all[2])
    sign.answered()
    expect(write).toHaveBeenCalledTimes(1)
  })
  it('writes nothing first when no generation is left going: the final state follows', () => {
    const all = runs(2)
    const write = jest.fn()
    const sign = firstState(all, 4, write)
    sign.taken(all[0])
    sign.taken(all[1])
    all[0].outcome = 'completed'
    // Done inside its start call: about to end, nothing to show as generating.
    all[1].state = { generationId: 'g', status: 'completed' }
    sign.answered()
    expect(write).not.toHaveBeenCalled()
  })
  it('does not wait past FIRST_STATE_MS for an upload that takes long', () => {
    jest.useFakeTimers()
    const all = runs(2)
    const write = jest.fn()
    const sign = firstState(all, 2, write)
    sign.taken(all[0])
    sign.taken(all[1])
    started(all[0])
    sign.answered()
    jest.advanceTimersByTime(FIRST_STATE_MS - 1)
    expect(write).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(write).toHaveBeenCalledTimes(1)
  })
  it('writes nothing once the generations are over', () => {
    jest.useFakeTimers()
    const all = runs(1)
    const write = jest.fn()
    const sign = firstState(all, 1, write)
    sign.taken(all[0])
    sign.stop()
    jest.advanceTimersByTime(FIRST_STATE_MS * 2)
    expect(write).not.toHaveBeenCalled()
  })
})

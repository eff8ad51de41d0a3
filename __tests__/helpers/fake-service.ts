/** A scripted dashboard service for the waiting logic's unit tests; the wire is tested elsewhere. */
import type { GenerationState } from '../../src/service/answer.js'
import type { DashboardService } from '../../src/service/client.js'
import type { FakeClock } from './clock.js'

export type Step = GenerationState | Error | { slowMs: number; then: GenerationState | Error }

export interface ScriptedService extends DashboardService {
  /** Times (by the fake clock) of each read, and the timeout each was given. */
  readonly reads: { at: number; timeoutMs: number }[]
  readonly starts: number[]
}

export function scriptedService(
  clock: FakeClock,
  reads: Step[],
  starts: Step[] = []
): ScriptedService {
  const service: ScriptedService = {
    reads: [],
    starts: [],
    async start() {
      service.starts.push(clock.now())
      return play(starts.shift())
    },
    async read(_id, timeoutMs) {
      service.reads.push({ at: clock.now(), timeoutMs })
      return play(reads.length > 1 ? reads.shift() : reads[0])
    }
  }
  function play(step: Step | undefined): GenerationState {
    if (step === undefined) throw new Error('script ran out')
    if ('slowMs' in step) {
      clock.advance(step.slowMs)
      return play(step.then)
    }
    if (step instanceof Error) throw step
    return step
  }
  return service
}

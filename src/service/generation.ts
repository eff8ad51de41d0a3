/**
 * One dataset's way from upload to dashboard: start (or resume), wait, and record how it ended.
 * It never throws: a failure is recorded, so the other datasets go on and everything started
 * is reported.
 */
import type { GenerationState } from './answer.js'
import type { Clock } from '../common/clock.js'
import { Input } from '../constants.js'
import type { Dataset } from '../datasets/inspect.js'
import type { Settings } from '../inputs.js'
import type { DashboardService } from './client.js'
import { startGeneration } from './start.js'
import { waitForGeneration } from './wait.js'

export type RunOutcome =
  | 'pending'
  | 'completed'
  | 'failed'
  | 'timed-out'
  | 'started'
  | 'cancelled'
  | 'interrupted'
  | 'not-started'

/** Kept up to date while the dataset runs, so a cancelled step can still report it. */
export interface DatasetRun {
  /** Absent when following a generation by id. */
  readonly dataset?: Dataset
  /** The title sent, if any. */
  readonly requestedTitle?: string
  state?: GenerationState
  outcome: RunOutcome
  /** Why it did not end well. */
  problem?: string
  elapsedMs: number
}

export interface DatasetRunContext {
  readonly service: DashboardService
  readonly settings: Settings
  readonly deadline: number
  readonly startedAt: number
  readonly clock: Clock
  readonly log: (line: string) => void
  /** Called as soon as a generation exists, so its id is reported whatever happens next. */
  readonly onStarted: (run: DatasetRun) => void
}

export function isSuccess(outcome: RunOutcome): boolean {
  return outcome === 'completed' || outcome === 'started'
}

export function resumeHint(generationId: string): string {
  return `To follow it again, run the action with '${Input.GenerationId}: ${generationId}' (same api-key and base-url).`
}

export async function runDataset(run: DatasetRun, context: DatasetRunContext): Promise<void> {
  const { settings, clock, log } = context
  try {
    if (run.dataset) {
      const dataset = run.dataset
      log(
        `Uploading ${dataset.displayPath} (${dataset.type}, ${dataset.bytes.toLocaleString('en-US')} bytes).`
      )
      run.state = await startGeneration(
        context.service,
        { ...settings, title: run.requestedTitle, dataset },
        context.deadline,
        clock,
        log
      )
      log(`Generation ${run.state.generationId} started: ${run.state.status}.`)
    } else {
      run.state = { generationId: settings.generationId as string, status: 'processing' }
      log(`Following generation ${run.state.generationId}.`)
    }
    context.onStarted(run)
    if (!settings.wait) {
      run.outcome = run.state.status === 'processing' ? 'started' : run.state.status
      if (run.state.status === 'failed') run.problem = failureMessage(run.state)
      return
    }
    const result = await waitForGeneration({
      service: context.service,
      initial: run.state,
      readAtOnce: run.dataset === undefined || run.state.status !== 'processing',
      deadline: context.deadline,
      pollIntervalMs: settings.pollIntervalMs,
      clock,
      log
    })
    run.state = result.state
    if (!result.finished) {
      run.outcome = 'timed-out'
      run.problem = timeoutMessage(result.state, settings, result.lastProblem)
    } else if (result.state.status === 'failed') {
      run.outcome = 'failed'
      run.problem = failureMessage(result.state)
    } else {
      run.outcome = 'completed'
    }
  } catch (error) {
    let message = error instanceof Error ? error.message : String(error)
    if (run.state && !message.includes(run.state.generationId)) {
      message += ` (generation ${run.state.generationId}; ${resumeHint(run.state.generationId)})`
    }
    run.outcome = run.state ? 'interrupted' : 'not-started'
    run.problem = message
  } finally {
    run.elapsedMs = clock.now() - context.startedAt
  }
}

function failureMessage(state: GenerationState): string {
  const reason = state.reason ? `: ${state.reason}` : ''
  return `The service reports that generation ${state.generationId} failed${reason}. Check the dataset and instructions, then run the step again.`
}

function timeoutMessage(state: GenerationState, settings: Settings, lastProblem?: string): string {
  const waited = `${settings.timeoutMs / 1000} s ('${Input.Timeout}')`
  const where =
    state.status === 'completed'
      ? 'The dashboard is generated but its share link had not appeared'
      : `Generation ${state.generationId} was still ${state.status}`
  const problem = lastProblem ? ` The last read failed: ${lastProblem}` : ''
  return `${where} when the step's ${waited} ran out.${problem} The generation goes on at the service. ${resumeHint(state.generationId)}`
}

/**
 * What every role's step shares: its secrets masked before anything else, a cancelled job
 * caught to report before it is killed, and the one failure point, which tells each problem and,
 * when nothing listed the dashboards, writes the failure summary.
 */
import { systemClock, type Clock } from '../common/clock.js'
import { FAILURE_EXIT_CODE } from '../config/constants.js'
import { ProblemsError, type Problem } from '../common/errors.js'
import * as log from '../common/log.js'
import { registerSecrets, type SecretInputs } from '../common/redact.js'
import { readSecretInputs } from './inputs.js'
import { problemWithHint } from '../report/messages.js'
import { writeFailureSummary, type FailedStep } from '../report/summary.js'
import type { DatasetRun } from '../service/generation.js'

/** What a step runs with: the outside world, passed in so that tests give their own. */
export interface StepDependencies {
  readonly clock: Clock
  /** Where dataset paths are resolved, and the boundary they may not leave. */
  readonly workspace: string
  /** Whether SIGINT and SIGTERM (a cancelled job) are caught to report before exiting. */
  readonly handleSignals: boolean
  /** The script a conversion worker runs (the bundle); without it, conversions run in-thread. */
  readonly conversionWorker?: string
}

/** A runner's: the system clock, the job's workspace, signals caught. */
export function stepDependencies(): StepDependencies {
  return {
    clock: systemClock,
    workspace: process.env.GITHUB_WORKSPACE || process.cwd(),
    handleSignals: true
  }
}

/** What a role's step is told while it runs, and tells back. */
export interface StepState {
  readonly secrets: SecretInputs
  /** Whether the summary lists the step's dashboards (and so its failed ones): set by the step. */
  summarised: boolean
}

export interface StepOptions {
  /** Which step this is, as its failure summary names it. */
  readonly role: FailedStep
  /** Whether SIGINT and SIGTERM (a cancelled job) are caught to report before exiting. */
  readonly handleSignals: boolean
  /** The generations under way, marked cancelled when the job is. */
  readonly runs?: () => DatasetRun[]
  /** Reports the step, once: after a failure (`cancelled` false) or a cancellation (true). */
  readonly report?: (cancelled: boolean, failure: unknown) => Promise<void>
}

/** Runs `body` as a step: however it ends, it is reported, and a failure is told once. */
export async function runStep(
  options: StepOptions,
  body: (state: StepState) => Promise<void>
): Promise<void> {
  const secrets = readSecretInputs()
  registerSecrets(secrets)
  const state: StepState = { secrets, summarised: false }
  const report = options.report ?? (() => Promise.resolve())
  const stopCatching = options.handleSignals
    ? catchCancellation(options.runs ?? (() => []), cancelled => report(cancelled, undefined))
    : () => undefined
  try {
    await body(state)
  } catch (error) {
    await report(false, error)
    fail(error)
    // A summary listing the dashboards already shows the failed ones; else the errors are told.
    if (!state.summarised) await writeFailureSummary(problemTexts(error), options.role)
  } finally {
    stopCatching()
  }
}

/** Each problem an error holds, as the step's errors tell them. */
function problemsOf(error: unknown): readonly Problem[] {
  return error instanceof ProblemsError
    ? error.problems
    : [{ message: error instanceof Error ? error.message : String(error) }]
}

/** Each problem an error holds, as text. */
export function problemTexts(error: unknown): string[] {
  return problemsOf(error).map(problem => problem.message)
}

/** The step's one failure point: each problem as its own error, with its annotation if it has one. */
function fail(error: unknown): void {
  for (const problem of problemsOf(error)) log.error(problem.message, problem.annotation ?? {})
  process.exitCode = FAILURE_EXIT_CODE
}

/**
 * A cancelled job gets SIGINT, then SIGTERM, then is killed. Report every generation at once
 * and exit, so the outputs and summary say how to resume.
 */
function catchCancellation(
  current: () => DatasetRun[],
  report: (cancelled: boolean) => Promise<void>
): () => void {
  const onSignal = (signal: NodeJS.Signals) => {
    const setback = { kind: 'cancelled', signal } as const
    for (const run of current()) {
      if (run.outcome !== 'pending') continue
      run.outcome = 'cancelled'
      run.setback = setback
    }
    const exit = () => process.exit(FAILURE_EXIT_CODE)
    const cancelled = current().find(r => r.setback === setback)
    log.error(
      problemWithHint(cancelled ?? { outcome: 'cancelled', setback, elapsedMs: 0 }) ?? signal
    )
    report(true).then(exit, exit)
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  return () => {
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
  }
}

/** The step's decision tree: read inputs, start or resume a generation, wait, report. */
import * as core from '@actions/core'
import type { GenerationState } from './answer.js'
import { systemClock, type Clock } from './clock.js'
import type { CommentFacts } from './comment-body.js'
import { Input, Output } from './constants.js'
import { readRunContext } from './github-context.js'
import { AnnotatedError } from './errors.js'
import { premiumOptionsIn, readSettings, type Settings } from './inputs.js'
import { logResult, resumeHint, setOutputs, writeSummary, type Outcome } from './report.js'
import { createServiceClient, type DashboardService } from './service-client.js'
import { startGeneration } from './start.js'
import { waitForGeneration } from './wait.js'

export interface Dependencies {
  readonly clock: Clock
  /** Where the dataset path is resolved, and the boundary it may not leave. */
  readonly workspace: string
  readonly service?: (settings: Settings) => DashboardService
  /** Whether SIGINT and SIGTERM (a cancelled job) are caught to report before exiting. */
  readonly handleSignals: boolean
}

export async function run(overrides: Partial<Dependencies> = {}): Promise<void> {
  const deps: Dependencies = {
    clock: systemClock,
    workspace: process.env.GITHUB_WORKSPACE || process.cwd(),
    handleSignals: true,
    ...overrides
  }
  const startedAt = deps.clock.now()
  let settings: Settings | undefined
  let state: GenerationState | undefined
  let reported = false
  const finish = async (outcome: Outcome, problem?: string) => {
    if (state === undefined || settings === undefined || reported) return
    reported = true
    const report = {
      state,
      outcome,
      dataset: settings.dataset,
      requestedTitle: settings.title,
      elapsedMs: deps.clock.now() - startedAt,
      problem
    }
    setOutputs(state, settings.title)
    logResult(report)
    await writeSummary(report)
    // A cancelled job has seconds left before it is killed: no time for the GitHub API.
    if (outcome !== 'cancelled') await comment(settings, outcome, state, report.elapsedMs, problem)
  }
  const stopOnSignal = deps.handleSignals ? catchCancellation(() => state, finish) : () => undefined

  try {
    settings = await readSettings(deps.workspace)
    const deadline = startedAt + settings.timeoutMs
    const service = (deps.service ?? defaultService)(settings)
    const log = (line: string) => core.info(line)

    if (settings.dataset !== undefined) {
      const dataset = settings.dataset
      core.startGroup(
        `Uploading ${dataset.displayPath} (${dataset.type}, ${dataset.bytes.toLocaleString('en-US')} bytes)`
      )
      try {
        state = await startGeneration(service, { ...settings, dataset }, deadline, deps.clock, log)
      } finally {
        core.endGroup()
      }
      core.info(`Generation ${state.generationId} started: ${state.status}.`)
    } else {
      state = { generationId: settings.generationId as string, status: 'processing' }
      core.info(`Following generation ${state.generationId}.`)
    }
    setOutputs(state, settings.title)

    if (!settings.wait) {
      await finish(state.status === 'processing' ? 'started' : (state.status as Outcome))
      if (state.status === 'failed') throw new Error(failureMessage(state))
      return
    }

    core.startGroup(`Waiting for generation ${state.generationId}`)
    let result
    try {
      result = await waitForGeneration({
        service,
        initial: state,
        readAtOnce: settings.dataset === undefined || state.status !== 'processing',
        deadline,
        pollIntervalMs: settings.pollIntervalMs,
        clock: deps.clock,
        log
      })
    } finally {
      core.endGroup()
    }
    state = result.state
    if (!result.finished) {
      const message = timeoutMessage(state, settings, result.lastProblem)
      await finish('timed-out', message)
      throw new Error(message)
    }
    if (state.status === 'failed') {
      const message = failureMessage(state)
      await finish('failed', message)
      throw new Error(message)
    }
    await finish('completed')
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    // A generation was started, then something else broke (a refused read, say): report it all the same.
    await finish('interrupted', message)
    // Valid inputs, but no generation: the comment must not keep showing an older link.
    if (state === undefined && settings !== undefined) {
      await comment(settings, 'not-started', undefined, deps.clock.now() - startedAt, message)
    }
    fail(error, state)
  } finally {
    stopOnSignal()
  }
}

/** The pull-request comment, when asked for. Its code is loaded only then, keeping other runs light. */
async function comment(
  settings: Settings,
  outcome: CommentFacts['outcome'],
  state: GenerationState | undefined,
  elapsedMs: number,
  problem?: string
): Promise<void> {
  if (!settings.comment) return
  const context = readRunContext()
  const { postPullRequestComment } = await import('./pr-comment.js')
  const url = await postPullRequestComment({
    token: settings.githubToken,
    prNumber: settings.prNumber,
    context,
    facts: {
      tag: settings.commentTag,
      state,
      outcome,
      title: settings.title,
      datasetPath: settings.dataset?.displayPath,
      instructions: settings.instructions,
      problem,
      elapsedMs,
      commitSha: context.sha || undefined,
      commitUrl:
        context.sha && context.owner
          ? `${context.serverUrl}/${context.owner}/${context.repo}/commit/${context.sha}`
          : undefined,
      runUrl: context.runUrl,
      updatedAt: new Date()
    }
  })
  core.setOutput(Output.CommentUrl, url ?? '')
}

function defaultService(settings: Settings): DashboardService {
  return createServiceClient(settings.baseUrl, settings.apiKey, premiumOptionsIn(settings))
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

/** Names the generation in any failure after it was started, so nothing is lost. */
function fail(error: unknown, state: GenerationState | undefined): void {
  let message = error instanceof Error ? error.message : String(error)
  if (state !== undefined && !message.includes(state.generationId)) {
    message += ` (generation ${state.generationId}; ${resumeHint(state.generationId)})`
  }
  if (error instanceof AnnotatedError) {
    core.error(message, error.annotation)
    process.exitCode = core.ExitCode.Failure
  } else {
    core.setFailed(message)
  }
}

/**
 * A cancelled job gets SIGINT, then SIGTERM, then is killed. Report the generation at once and
 * exit, so the outputs and summary say how to resume.
 */
function catchCancellation(
  current: () => GenerationState | undefined,
  finish: (outcome: Outcome, problem?: string) => Promise<void>
): () => void {
  const onSignal = (signal: NodeJS.Signals) => {
    const state = current()
    const problem = `The step received ${signal} (the job was cancelled or stopped)${state ? ' while the generation was running' : ''}.`
    const exit = () => process.exit(core.ExitCode.Failure)
    core.error(state ? `${problem} ${resumeHint(state.generationId)}` : problem)
    finish('cancelled', problem).then(exit, exit)
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  return () => {
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
  }
}

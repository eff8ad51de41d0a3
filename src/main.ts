/** The step's decision tree: read inputs, find the datasets, run each, report them all. */
import { ExitCode } from '@actions/core'
import type { Changes } from './github/changed-files.js'
import { systemClock, type Clock } from './common/clock.js'
import { collect, planCommitStatus, reportOnGitHub } from './fan-in.js'
import { Input, Output, STATUSES_PER_DATASET_UP_TO } from './constants.js'
import { findDatasets, type DatasetQuery } from './datasets/find.js'
import { fileInputFor, splitEvenly } from './datasets/batches.js'
import { isSuccess, runDataset, type DatasetRun } from './service/generation.js'
import type { Dataset } from './datasets/inspect.js'
import { ProblemsError, type Problem } from './common/errors.js'
import { deletedRef, readRunContext } from './github/context.js'
import { withChanges } from './dataset-changes.js'
import {
  isSingleDataset,
  premiumOptionsIn,
  readSecretInputs,
  readSettings,
  type Settings
} from './inputs.js'
import { registerSecrets } from './common/redact.js'
import { useConversionWorker } from './datasets/convert-worker.js'
import { mapWithConcurrency } from './common/pool.js'
import * as log from './common/log.js'
import { problemWithHint } from './report/messages.js'
import { logResult, setOutput, setOutputs, setPlanOutputs } from './report/outputs.js'
import { writeSummary } from './report/summary.js'
import { instructionsFor, uploadText } from './report/upload-text.js'
import { writePlan } from './report/plan-summary.js'
import { createServiceClient, type DashboardService } from './service/client.js'

export interface Dependencies {
  readonly clock: Clock
  /** Where dataset paths are resolved, and the boundary they may not leave. */
  readonly workspace: string
  readonly service?: (settings: Settings) => DashboardService
  /** Whether SIGINT and SIGTERM (a cancelled job) are caught to report before exiting. */
  readonly handleSignals: boolean
  /** The script a conversion worker runs (the bundle); without it, conversions run in-thread. */
  readonly conversionWorker?: string
}

/** What the step holds while it runs: enough to report it, whichever way it ends. */
interface Step {
  readonly startedAt: number
  settings?: Settings
  runs: DatasetRun[]
  reported: boolean
}

export async function run(overrides: Partial<Dependencies> = {}): Promise<void> {
  const deps: Dependencies = {
    clock: systemClock,
    workspace: process.env.GITHUB_WORKSPACE || process.cwd(),
    handleSignals: true,
    ...overrides
  }
  const step: Step = { startedAt: deps.clock.now(), runs: [], reported: false }
  const report = (cancelled: boolean) => reportRuns(step, deps, cancelled)
  const stopCatching = deps.handleSignals
    ? catchCancellation(() => step.runs, report)
    : () => undefined
  try {
    registerSecrets(readSecretInputs())
    if (deps.conversionWorker !== undefined) useConversionWorker(deps.conversionWorker)
    step.settings = readSettings()
    await decide(step.settings, step, deps, report)
  } catch (error) {
    await report(false)
    fail(error)
  } finally {
    stopCatching()
  }
}

/**
 * What this step is, from its settings and the datasets it finds: nothing to do (a deleted
 * ref), a dry run's plan, a matrix's collect job, or generations to run and report.
 */
async function decide(
  settings: Settings,
  step: Step,
  deps: Dependencies,
  report: (cancelled: boolean) => Promise<void>
): Promise<void> {
  const deadline = step.startedAt + settings.timeoutMs
  const timeLeft = () => deadline - deps.clock.now()
  if (settings.generationId === undefined && nothingToGenerate(settings)) return
  const matched = settings.generationId
    ? []
    : await findDatasets(datasetQuery(settings), deps.workspace, () =>
        changedFiles(settings, deps.workspace, timeLeft())
      )
  const found = await withChanges(settings, matched, deps.workspace, timeLeft())
  // A dry run's plan lists each dataset with what it would upload; a real run says it here.
  if (settings.dryRun) return planFanOut(found, settings.maxLegs)
  for (const dataset of found) {
    const upload = uploadText(dataset)
    if (upload !== undefined) log.info(`${dataset.displayPath}: ${upload}.`)
  }
  setOutput(Output.Datasets, JSON.stringify(found.map(dataset => dataset.displayPath)))
  if (settings.collect) return collect(settings, found, deps.workspace, deps.clock, deadline)
  const datasets: (Dataset | undefined)[] = settings.generationId ? [undefined] : found
  if (datasets.length === 0) {
    log.notice('No matched dataset changed: no dashboard to generate.')
    setOutput(Output.Results, '[]')
    return
  }
  step.runs = datasets.map(dataset => ({
    dataset,
    requestedTitle: titleFor(settings, dataset, datasets.length),
    instructions: instructionsFor(settings.instructions, dataset),
    outcome: 'pending',
    elapsedMs: 0
  }))
  await generateAll(step.runs, settings, deps, step.startedAt)
  await report(false)
  const several = step.runs.length > 1
  const failed = step.runs.filter(r => !isSuccess(r.outcome))
  if (failed.length > 0) throw new ProblemsError(failed.map(r => problemOf(r, several)))
}

function datasetQuery(settings: Settings): DatasetQuery {
  return {
    patterns: settings.patterns,
    changedOnly: settings.changedOnly,
    reading: {
      ...settings.reading,
      fileType: settings.fileType,
      dryRun: settings.dryRun,
      fetchTimeLimitMs: settings.timeoutMs
    }
  }
}

/** A push that deleted its ref: its commits are gone from it, nothing was added to generate. */
function nothingToGenerate(settings: Settings): boolean {
  const deleted = deletedRef(readRunContext())
  if (deleted === undefined) return false
  log.notice(`The push deleted a ${deleted}: no dashboard to generate, no comment to post.`)
  setOutput(Output.Datasets, '[]')
  setOutput(Output.Results, '[]')
  if (settings.dryRun) setOutput(Output.Batches, '[]')
  return true
}

/** Runs every generation, `max-concurrency` at a time, all under the step's one deadline. */
async function generateAll(
  runs: DatasetRun[],
  settings: Settings,
  deps: Dependencies,
  startedAt: number
): Promise<void> {
  const service = (deps.service ?? defaultService)(settings)
  const several = runs.length > 1
  // GitHub's log groups cannot interleave: one dataset gets a group, several get prefixed lines.
  if (!several)
    log.startGroup(
      runs[0].dataset
        ? `Dashboard for ${runs[0].dataset.displayPath}`
        : `Generation ${settings.generationId}`
    )
  await mapWithConcurrency(runs, settings.maxConcurrency, run => {
    const prefix = several && run.dataset ? `[${run.dataset.displayPath}] ` : ''
    return runDataset(run, {
      service,
      settings,
      deadline: startedAt + settings.timeoutMs,
      startedAt,
      clock: deps.clock,
      log: line => log.info(prefix + line),
      // One dataset's id is written at once; with several, rewriting the growing results at
      // each start would cost the output file n² bytes, and the report writes them on every exit.
      onStarted: () => {
        if (!several) setOutputs(runs)
      }
    })
  })
  if (!several) log.endGroup()
}

/**
 * The outputs, the log's closing lines, the summary and (unless the job is being cancelled:
 * seconds left, no time for the GitHub API) the commit statuses and the comment. Once only.
 */
async function reportRuns(step: Step, deps: Dependencies, cancelled: boolean): Promise<void> {
  const { settings, runs } = step
  // A dry run and a collect job have no generation of their own: they report where they decide.
  if (step.reported || settings === undefined || settings.dryRun || settings.collect) return
  step.reported = true
  const single = isSingleDataset(settings) && runs.length === 1
  setOutputs(runs)
  for (const run of runs) logResult(run)
  await writeSummary(runs, single)
  if (cancelled) return
  const deadline = step.startedAt + settings.timeoutMs
  await reportOnGitHub(settings, runs, single, deps.workspace, deps.clock, deadline)
}

/** A dry run's outputs, `datasets` and its `batches` for a matrix, and its plan. */
async function planFanOut(found: readonly Dataset[], maxLegs: number): Promise<void> {
  setOutput(Output.CommitStatus, planCommitStatus(found.length, STATUSES_PER_DATASET_UP_TO))
  const paths = found.map(dataset => dataset.displayPath)
  const batches = splitEvenly(paths, maxLegs)
  setPlanOutputs(JSON.stringify(paths), JSON.stringify(batches.map(fileInputFor)))
  await writePlan(
    found,
    batches.map(batch => batch.length),
    maxLegs
  )
}

function titleFor(
  settings: Settings,
  dataset: Dataset | undefined,
  count: number
): string | undefined {
  if (settings.title === undefined || count === 1 || dataset === undefined) return settings.title
  return `${settings.title} — ${dataset.fileName}`
}

function problemOf(run: DatasetRun, several: boolean): Problem {
  const message = problemWithHint(run) ?? `ended as ${run.outcome}`
  return { message: several && run.dataset ? `${run.dataset.displayPath}: ${message}` : message }
}

/** The event's changed files, read within the time the step has (`timeLimitMs`). */
async function changedFiles(
  settings: Settings,
  workspace: string,
  timeLimitMs: number
): Promise<Changes> {
  const context = readRunContext()
  const [{ createGitHubClient, withTimeLimit }, { changedFiles: list }] = await Promise.all([
    import('./github/client.js'),
    import('./github/changed-files.js')
  ])
  return withTimeLimit(`the changed files for '${Input.ChangedOnly}'`, timeLimitMs, phase =>
    list(context, {
      workspace,
      github: () => createGitHubClient(settings.githubToken, context.apiUrl, log.info, phase),
      log: log.info
    })
  )
}

function defaultService(settings: Settings): DashboardService {
  // readSettings lets only a dry run, which never gets here, go without a base-url.
  if (settings.baseUrl === undefined) throw new Error(`Input '${Input.BaseUrl}' is required.`)
  return createServiceClient(settings.baseUrl, settings.apiKey, premiumOptionsIn(settings))
}

/** The step's one failure point: each problem as its own error, with its annotation if it has one. */
function fail(error: unknown): void {
  const problems: readonly Problem[] =
    error instanceof ProblemsError
      ? error.problems
      : [{ message: error instanceof Error ? error.message : String(error) }]
  for (const problem of problems) log.error(problem.message, problem.annotation ?? {})
  process.exitCode = ExitCode.Failure
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
    const exit = () => process.exit(ExitCode.Failure)
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

/** The step's decision tree: read inputs, find the datasets, run each, report them all. */
import { ExitCode } from '@actions/core'
import type { Changes } from './github/changed-files.js'
import { systemClock, type Clock } from './common/clock.js'
import { collect, planCommitStatus, reportOnGitHub } from './fan-in.js'
import { Input, Output, STATUSES_PER_DATASET_UP_TO } from './constants.js'
import { findDatasets } from './datasets/find.js'
import { fileInputFor, splitEvenly } from './datasets/batches.js'
import { isSuccess, runDataset, type DatasetRun } from './service/generation.js'
import type { Dataset } from './datasets/inspect.js'
import { ProblemsError, type Problem } from './common/errors.js'
import { comparisonBase, deletedRef, readRunContext, type RunContext } from './github/context.js'
import {
  isSingleDataset,
  premiumOptionsIn,
  readSecretInputs,
  readSettings,
  type Settings
} from './inputs.js'
import { registerSecrets } from './common/redact.js'
import type { GitHubClient, Phase } from './github/client.js'
import type { FileAtCommit } from './github/contents.js'
import type { BaseVersion } from './datasets/versions.js'
import type { DatasetChange } from './datasets/change.js'
import { changeText } from './report/change-text.js'
import { mapWithConcurrency } from './common/pool.js'
import * as log from './common/log.js'
import { problemWithHint } from './report/messages.js'
import { logResult, setOutput, setOutputs, setPlanOutputs } from './report/outputs.js'
import { writeSummary } from './report/summary.js'
import { writePlan } from './report/plan-summary.js'
import { createServiceClient, type DashboardService } from './service/client.js'

export interface Dependencies {
  readonly clock: Clock
  /** Where dataset paths are resolved, and the boundary they may not leave. */
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
  let runs: DatasetRun[] = []
  let reported = false
  const report = async (cancelled: boolean) => {
    // A dry run has no generation to report: its plan is written where it is made.
    if (reported || settings === undefined || settings.dryRun || settings.collect) return
    reported = true
    const single = isSingleDataset(settings) && runs.length === 1
    setOutputs(runs)
    for (const run of runs) logResult(run)
    await writeSummary(runs, single)
    // A cancelled job has seconds left before it is killed: no time for the GitHub API.
    if (!cancelled) {
      const deadline = startedAt + settings.timeoutMs
      await reportOnGitHub(settings, runs, single, deps.workspace, deps.clock, deadline)
    }
  }
  const stopCatching = deps.handleSignals ? catchCancellation(() => runs, report) : () => undefined

  try {
    registerSecrets(readSecretInputs())
    settings = readSettings()
    const current = settings
    const deleted = current.generationId ? undefined : deletedRef(readRunContext())
    if (deleted !== undefined) {
      // The ref's commits are gone from it: nothing was added to generate, no pull request to tell.
      log.notice(`The push deleted a ${deleted}: no dashboard to generate, no comment to post.`)
      setOutput(Output.Datasets, '[]')
      setOutput(Output.Results, '[]')
      if (current.dryRun) setOutput(Output.Batches, '[]')
      return
    }
    const matched = current.generationId
      ? []
      : await findDatasets(current, deps.workspace, () =>
          changedFiles(current, deps.workspace, startedAt + current.timeoutMs - deps.clock.now())
        )
    const found = await withChanges(
      current,
      matched,
      deps.workspace,
      startedAt + current.timeoutMs - deps.clock.now()
    )
    if (current.dryRun) {
      setOutput(Output.CommitStatus, planCommitStatus(found.length, STATUSES_PER_DATASET_UP_TO))
      await planFanOut(found, current.maxLegs)
      return
    }
    setOutput(Output.Datasets, JSON.stringify(found.map(dataset => dataset.displayPath)))
    if (current.collect) {
      await collect(current, found, deps.workspace, deps.clock, startedAt + current.timeoutMs)
      return
    }
    const datasets: (Dataset | undefined)[] = current.generationId ? [undefined] : found
    if (datasets.length === 0) {
      log.notice('No matched dataset changed: no dashboard to generate.')
      setOutput(Output.Results, '[]')
      return
    }
    runs = datasets.map(dataset => ({
      dataset,
      requestedTitle: titleFor(current, dataset, datasets.length),
      outcome: 'pending',
      elapsedMs: 0
    }))
    const service = (deps.service ?? defaultService)(current)
    const several = runs.length > 1
    // GitHub's log groups cannot interleave: one dataset gets a group, several get prefixed lines.
    if (!several)
      log.startGroup(
        runs[0].dataset
          ? `Dashboard for ${runs[0].dataset.displayPath}`
          : `Generation ${current.generationId}`
      )
    await mapWithConcurrency(runs, current.maxConcurrency, run => {
      const prefix = several && run.dataset ? `[${run.dataset.displayPath}] ` : ''
      return runDataset(run, {
        service,
        settings: current,
        deadline: startedAt + current.timeoutMs,
        startedAt,
        clock: deps.clock,
        log: line => log.info(prefix + line),
        // One dataset's id is written at once; with several, rewriting the growing results at
        // each start would cost the output file n² bytes, and report() writes them on every exit.
        onStarted: () => {
          if (!several) setOutputs(runs)
        }
      })
    })
    if (!several) log.endGroup()
    await report(false)
    const failed = runs.filter(r => !isSuccess(r.outcome))
    if (failed.length > 0) throw new ProblemsError(failed.map(r => problemOf(r, several)))
  } catch (error) {
    await report(false)
    fail(error)
  } finally {
    stopCatching()
  }
}

/** A dry run's outputs, `datasets` and its `batches` for a matrix, and its plan. */
async function planFanOut(found: readonly Dataset[], maxLegs: number): Promise<void> {
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

/** The comparison never takes longer than this, whatever the step's timeout leaves. */
const COMPARE_TIME_LIMIT_MS = 60_000

/**
 * Each dataset with what the event changed in it, for `compare`: its base version from the
 * checkout's history, else from GitHub. Events that name no base commit get none.
 */
async function withChanges(
  settings: Settings,
  datasets: Dataset[],
  workspace: string,
  timeLimitMs: number
): Promise<Dataset[]> {
  const context = readRunContext()
  const base = comparisonBase(context)
  if (!settings.compare || datasets.length === 0 || base === undefined) return datasets
  const { withTimeLimit } = await import('./github/client.js')
  const limit = Math.max(0, Math.min(COMPARE_TIME_LIMIT_MS, timeLimitMs))
  const changes = await withTimeLimit('the comparison', limit, phase =>
    compareEach(settings, datasets, { workspace, context, base, phase })
  ).catch((error: Error): DatasetChange[] =>
    datasets.map(() => ({
      kind: 'not-compared',
      reason: { why: 'failed', base: base ?? '', message: error.message }
    }))
  )
  for (const [i, change] of changes.entries())
    log.info(`${datasets[i].displayPath}: ${changeText(change)}`)
  return datasets.map((dataset, i) => ({ ...dataset, change: changes[i] }))
}

/** Every dataset against `base` (null: a first push, all new); GitHub asked only if git cannot tell. */
async function compareEach(
  settings: Settings,
  datasets: readonly Dataset[],
  where: { workspace: string; context: RunContext; base: string | null; phase: Phase }
): Promise<DatasetChange[]> {
  const { context, base, phase } = where
  const [{ changeOf }, { createGitHubClient }, { fileAtCommit }] = await Promise.all([
    import('./datasets/compare.js'),
    import('./github/client.js'),
    import('./github/contents.js')
  ])
  let client: GitHubClient | undefined
  const fromGitHub = async (path: string): Promise<BaseVersion> => {
    client ??= createGitHubClient(settings.githubToken, context.apiUrl, log.info, phase)
    const ref = base as string
    const location = { owner: context.owner, repo: context.repo, path, ref }
    return baseVersionOf(await fileAtCommit(client, location), ref)
  }
  const sources = {
    workspace: where.workspace,
    base: base ?? undefined,
    fromGitHub: settings.githubToken === '' ? undefined : fromGitHub
  }
  return mapWithConcurrency(datasets, settings.maxConcurrency, dataset =>
    changeOf(dataset, sources)
  )
}

function baseVersionOf(answer: FileAtCommit, base: string): BaseVersion {
  switch (answer.kind) {
    case 'absent':
    case 'found':
      return answer
    case 'refused':
      return { kind: 'unreadable', reason: { why: 'refused', base, status: answer.status } }
    case 'failed':
      return { kind: 'unreadable', reason: { why: 'failed', base, message: answer.message } }
  }
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

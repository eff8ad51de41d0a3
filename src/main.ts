/**
 * The step's decision tree: read inputs, find the datasets, run each, report them all. The
 * matrix's roles start here too: plan/ (plan.ts) and collect/ (collect.ts).
 */
import type { Changes } from './github/changed-files.js'
import { systemClock, type Clock } from './common/clock.js'
import { existingUnder, runOnGitHub, type GitHubReport, type RunOnGitHub } from './github-report.js'
import { firstState, type FirstState } from './first-state.js'
import { collectRuns } from './collect.js'
import { storePlan } from './plan.js'
import { legName, legRecord, parseLeg, runAttempt, type Leg } from './hand-off.js'
import { currentRole, type Role } from './role.js'
import { FAILURE_EXIT_CODE, Input, Output } from './constants.js'
import { findDatasets, type DatasetQuery, type Found } from './datasets/find.js'
import {
  isSuccess,
  rejectedRun,
  requestFor,
  runDataset,
  type DatasetRun
} from './service/generation.js'
import type { Dataset } from './datasets/inspect.js'
import { ProblemsError, type Problem } from './common/errors.js'
import { deletedRef, readRunContext } from './github/context.js'
import { withChanges } from './dataset-changes.js'
import {
  isSingleDataset,
  premiumOptionsIn,
  titleFor,
  readSecretInputs,
  readSettings,
  type Settings
} from './inputs.js'
import { registerSecrets } from './common/redact.js'
import { cacheReuse, preloadCache } from './reuse.js'
import { endsAsForkWithoutSecrets, isForkMode, pullRequestHead } from './fork-mode.js'
import { useConversionWorker } from './datasets/convert-worker.js'
import { mapWithConcurrency } from './common/pool.js'
import * as log from './common/log.js'
import { problemsOf as runProblems, problemWithHint } from './report/messages.js'
import { logResult, setOutput, setOutputs } from './report/outputs.js'
import { writeFailureSummary, writeSummary } from './report/summary.js'
import { instructionsFor, uploadText } from './report/upload-text.js'
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
  /** Which job of the workflow this is: plan/index.js and collect/index.js say. */
  readonly role: Role
}

/** What the step holds while it runs: enough to report it, whichever way it ends. */
interface Step {
  readonly startedAt: number
  settings?: Settings
  runs: DatasetRun[]
  reported: boolean
  /** Whether the summary lists the step's dashboards (and so its failed ones). */
  summarised: boolean
  /** Why the step failed, when it failed: the run's status and a leg's record say it. */
  failure?: unknown
  /** Outputs written before the report, which writes each output once, so not these again. */
  readonly written: Set<Output>
  /** Where the datasets were found, when not the workspace (fork mode's head commit). */
  datasetRoot?: string
  /** The report on GitHub, when the pull request is shown a first state while the runs go on. */
  github?: RunOnGitHub
}

/** A cancelled step has seconds before it is killed: each GitHub write it finishes gets this long. */
const CANCELLED_WRITE_MS = 3_000

export async function run(overrides: Partial<Dependencies> = {}): Promise<void> {
  const deps: Dependencies = {
    clock: systemClock,
    workspace: process.env.GITHUB_WORKSPACE || process.cwd(),
    handleSignals: true,
    ...overrides,
    // A role left undefined is the entry's, as one not given.
    role: overrides.role ?? currentRole()
  }
  const step: Step = {
    startedAt: deps.clock.now(),
    runs: [],
    reported: false,
    summarised: false,
    written: new Set()
  }
  const report = (cancelled: boolean) => reportRuns(step, deps, cancelled)
  const stopCatching = deps.handleSignals
    ? catchCancellation(() => step.runs, report)
    : () => undefined
  try {
    const secrets = readSecretInputs()
    registerSecrets(secrets)
    if (endsAsForkWithoutSecrets(deps.role, secrets.apiKey)) return
    if (deps.conversionWorker !== undefined) useConversionWorker(deps.conversionWorker)
    step.settings = readSettings(deps.role)
    await decide(step.settings, step, deps, report)
  } catch (error) {
    step.failure = error
    await report(false)
    fail(error)
    // A summary listing the dashboards already shows the failed ones; else the errors are told.
    if (!step.summarised) await writeFailureSummary(problemTexts(error), deps.role)
  } finally {
    stopCatching()
  }
}

/**
 * What this step is, from its role, settings and the datasets it finds: a matrix's collect job,
 * nothing to do (a deleted ref), a matrix's plan, or generations to run and report.
 */
async function decide(
  settings: Settings,
  step: Step,
  deps: Dependencies,
  report: (cancelled: boolean) => Promise<void>
): Promise<void> {
  const deadline = step.startedAt + settings.timeoutMs
  const timeLeft = () => deadline - deps.clock.now()
  if (settings.role === 'collect')
    return collectRuns(settings, deps.workspace, deps.clock, deadline, () => {
      step.summarised = true
    })
  if (settings.generationId === undefined && nothingToGenerate(settings))
    return settings.role === 'plan' ? storePlan(settings, [], [], deps) : undefined
  // Fork mode reads the pull request's head commit from GitHub, never the workspace.
  const head = isForkMode(settings)
    ? await pullRequestHead(settings, deps.clock, timeLeft)
    : undefined
  if (head === 'ended')
    return settings.role === 'plan' ? storePlan(settings, [], [], deps) : undefined
  if (head !== undefined) step.settings = settings = { ...settings, prNumber: head.number }
  const workspace = (step.datasetRoot = head?.workspace ?? deps.workspace)
  if (settings.reuse && settings.generationId === undefined) preloadCache()
  let present: readonly string[] = []
  const matched = settings.generationId
    ? []
    : await findDatasets(
        datasetQuery(settings, timeLeft),
        workspace,
        () => changedFiles(settings, workspace, timeLeft(), head?.headSha),
        paths => (present = paths),
        head?.ready
      )
  const found = await withComparisons(settings, matched, workspace, timeLeft())
  // The plan lists each dataset with what it would upload; a job that generates says it here.
  if (settings.role === 'plan')
    return storePlan(settings, found, present, { clock: deps.clock, workspace })
  for (const item of found) {
    const upload = 'dataset' in item ? uploadText(item.dataset) : undefined
    if ('dataset' in item && upload !== undefined)
      log.info(`${item.dataset.displayPath}: ${upload}.`)
  }
  const files = found.map(item => ('dataset' in item ? item.dataset : item.file))
  setOutput(Output.Datasets, JSON.stringify(files.map(file => file.displayPath)))
  // Following a generation: one run, of no dataset.
  const items: readonly (Found | undefined)[] = settings.generationId ? [undefined] : found
  if (items.length === 0) {
    log.notice('No matched dataset changed: no dashboard to generate.')
    setOutput(Output.Results, '[]')
    await report(false)
    return
  }
  // A leg titles its datasets as one job running the whole plan would: by the checked ones, as
  // the plan gives no leg to a rejected file.
  const legs = settings.leg !== undefined && settings.leg.count > 1
  const titled = items.filter(item => item === undefined || 'dataset' in item).length > 1 || legs
  const several = items.length > 1 || legs
  step.runs = items.map((item): DatasetRun => {
    if (item !== undefined && 'file' in item) {
      log.info(
        `${item.file.displayPath}: not sent, it failed the checks (the errors below say why).`
      )
      return rejectedRun(item, titleFor(settings.title, item.file, titled))
    }
    const dataset = item?.dataset
    return {
      dataset,
      requestedTitle: titleFor(settings.title, dataset, titled),
      instructions: instructionsFor(settings.instructions, dataset),
      outcome: 'pending',
      elapsedMs: 0
    }
  })
  const pending = step.runs.filter(run => run.outcome === 'pending')
  const first = showsFirstState(step, settings, deps, pending, deadline)
  if (pending.length > 0) await generateAll(pending, settings, deps, step, first)
  await report(false)
  const failed = step.runs.filter(r => !isSuccess(r.outcome))
  if (failed.length > 0) throw new ProblemsError(failed.flatMap(r => runProblems(r, several)))
}

/**
 * The pull request is shown the generations under way (comment, run status), unless the step
 * ends once they start or is a leg: its lookups begin now, beside the uploads, and its first
 * write when first-state.ts says.
 */
function showsFirstState(
  step: Step,
  settings: Settings,
  deps: Dependencies,
  runs: readonly DatasetRun[],
  deadline: number
): FirstState | undefined {
  if (!settings.wait || settings.leg !== undefined || !(settings.comment || settings.commitStatus))
    return undefined
  const github = runOnGitHub(settings, deps.clock, deadline)
  step.github = github
  github.prepare(settings.comment)
  return firstState(runs, settings.maxConcurrency, () => {
    void github.first(gitHubReport(step, settings, deps))
  })
}

/** Every matched file in its place, the checked ones with what the event changed in them. */
async function withComparisons(
  settings: Settings,
  matched: readonly Found[],
  workspace: string,
  timeLimitMs: number
): Promise<Found[]> {
  const checked = matched.flatMap(item => ('dataset' in item ? [item.dataset] : []))
  const compared = await changesOf(settings, checked, workspace, timeLimitMs)
  const byPath = new Map(compared.map(dataset => [dataset.displayPath, dataset]))
  return matched.map(item =>
    'dataset' in item ? { dataset: byPath.get(item.dataset.displayPath) ?? item.dataset } : item
  )
}

/**
 * Each dataset with what the event changed in it. A leg compares only its Git LFS datasets: the
 * plan told the others' changes (collect/ reports them), but fetches no LFS object to compare.
 */
async function changesOf(
  settings: Settings,
  matched: Dataset[],
  workspace: string,
  timeLimitMs: number
): Promise<Dataset[]> {
  if (settings.leg === undefined) return withChanges(settings, matched, workspace, timeLimitMs)
  const lfs = matched.filter(dataset => dataset.lfs !== undefined)
  const compared = await withChanges(settings, lfs, workspace, timeLimitMs)
  const byPath = new Map(compared.map(dataset => [dataset.displayPath, dataset]))
  return matched.map(dataset => byPath.get(dataset.displayPath) ?? dataset)
}

function datasetQuery(settings: Settings, timeLeft: () => number): DatasetQuery {
  return {
    patterns: settings.patterns,
    changedOnly: settings.changedOnly,
    reading: {
      ...settings.reading,
      fileType: settings.fileType,
      // The plan fetches no LFS object: the legs do.
      fetchesNoLfs: settings.role === 'plan',
      timeLeftMs: timeLeft,
      timeoutMs: settings.timeoutMs
    }
  }
}

/** A push that deleted its ref: its commits are gone from it, nothing was added to generate. */
function nothingToGenerate(settings: Settings): boolean {
  const deleted = deletedRef(readRunContext())
  if (deleted === undefined) return false
  log.notice(`The push deleted a ${deleted}: no dashboard to generate, no comment to post.`)
  if (settings.role !== 'plan') {
    setOutput(Output.Datasets, '[]')
    setOutput(Output.Results, '[]')
  }
  return true
}

/** Runs every generation, `max-concurrency` at a time, all under the step's one deadline. */
async function generateAll(
  runs: DatasetRun[],
  settings: Settings,
  deps: Dependencies,
  step: Step,
  first?: FirstState
): Promise<void> {
  const { startedAt } = step
  const service = (deps.service ?? defaultService)(settings)
  const reuse =
    settings.reuse && settings.baseUrl !== undefined && settings.generationId === undefined
      ? cacheReuse(settings, settings.baseUrl)
      : undefined
  reuse?.lookUpAll(runs.flatMap(run => requestFor(settings, run) ?? []))
  const several = runs.length > 1
  // GitHub's log groups cannot interleave: one dataset gets a group, several get prefixed lines.
  if (!several)
    log.startGroup(
      runs[0].dataset
        ? `Dashboard for ${runs[0].dataset.displayPath}`
        : `Generation ${settings.generationId}`
    )
  await mapWithConcurrency(runs, settings.maxConcurrency, async run => {
    const prefix = several && run.dataset ? `[${run.dataset.displayPath}] ` : ''
    first?.taken(run)
    await runDataset(run, {
      service,
      settings,
      deadline: startedAt + settings.timeoutMs,
      startedAt,
      clock: deps.clock,
      log: line => log.info(prefix + line),
      reuse,
      // One dataset's id is written as soon as it exists, for a step killed before it reports
      // (the report writes the rest, each output once); several datasets' ids are in results.
      onStarted: started => {
        first?.answered()
        if (several || step.written.has(Output.GenerationId)) return
        setOutput(Output.GenerationId, started.state?.generationId ?? '')
        step.written.add(Output.GenerationId)
      }
    })
    first?.answered()
  })
  first?.stop()
  await reuse?.settled()
  if (!several) log.endGroup()
}

/**
 * The outputs, the log's closing lines, the summary, a leg's record for collect/, and then the
 * commit statuses and the comment: a leg's own datasets' statuses only, collect/ writing the
 * rest. A cancelled job has seconds left: it finishes only what the first state showed. Once only.
 */
async function reportRuns(step: Step, deps: Dependencies, cancelled: boolean): Promise<void> {
  const { settings, runs } = step
  // The plan and collect/ have no generation of their own: they report where they decide.
  if (step.reported || (settings !== undefined && settings.role !== 'generate')) return
  step.reported = true
  const leg = settings?.leg ?? givenLeg()
  // Inputs that could not be read leave no run to report: the failure summary (run's catch) says
  // why. A leg still tells collect/ why it failed.
  if (settings === undefined) return leg === undefined ? undefined : storeLeg(leg, settings, step)
  const single = isSingleDataset(settings) && runs.length === 1
  // No dataset changed: the notice said so, and there is nothing to summarise.
  if (runs.length > 0 || step.failure !== undefined)
    await reportLocally(step, single && leg === undefined)
  if (leg !== undefined) await storeLeg(leg, settings, step)
  const report = gitHubReport(step, settings, deps)
  if (cancelled) {
    // Seconds are left: only what the first state shows is finished, so no row stays generating.
    if (step.github?.begun)
      await step.github.final({ ...report, datasetStatuses: false }, CANCELLED_WRITE_MS)
    return
  }
  const deadline = step.startedAt + settings.timeoutMs
  await (step.github ?? runOnGitHub(settings, deps.clock, deadline)).final(report)
}

/** What the step reports on GitHub: a leg only its datasets' statuses, collect/ writing the rest. */
function gitHubReport(step: Step, settings: Settings, deps: Dependencies): GitHubReport {
  const leg = settings.leg !== undefined
  return {
    runs: step.runs,
    single: isSingleDataset(settings) && step.runs.length === 1,
    commentTag: settings.commentTag,
    givenTag: settings.givenTag,
    instructions: settings.instructions,
    failure: step.failure === undefined ? undefined : failureText(step.failure),
    stillExists: existingUnder(step.datasetRoot ?? deps.workspace),
    datasetStatuses: settings.commitStatus,
    runStatus: settings.commitStatus && !leg,
    comment: settings.comment && !leg
  }
}

/** The outputs, and the dashboards in the log and summary; a failure before any has its own. */
async function reportLocally(step: Step, single: boolean): Promise<void> {
  setOutputs(step.runs, step.written)
  if (step.runs.length === 0) return
  for (const run of step.runs) logResult(run)
  await writeSummary(step.runs, single)
  step.summarised = true
}

/** A leg whose settings failed to read may still name its leg: collect/ is told why it failed. */
function givenLeg(): Leg | undefined {
  try {
    const raw = process.env[`INPUT_${Input.Leg.toUpperCase()}`] ?? ''
    return raw.trim() === '' ? undefined : parseLeg(Input.Leg, raw)
  } catch {
    return undefined
  }
}

/** However the leg ends, its runs (and its failure) go to collect/, within seconds when cancelled. */
async function storeLeg(leg: Leg, settings: Settings | undefined, step: Step): Promise<void> {
  const name = legName(leg.key, leg.index, runAttempt())
  const problems =
    step.runs.length === 0 && step.failure !== undefined ? problemTexts(step.failure) : []
  try {
    const { storeJson } = await import('./github/artifacts.js')
    await storeJson(name, legRecord(leg, settings ?? {}, step.runs, problems))
    log.info(`Stored this leg's results for collect/ as the artifact '${name}'.`)
  } catch (error) {
    step.failure ??= error
    log.error(
      `This leg's results could not be stored for collect/ as the artifact '${name}': ${(error as Error).message}. collect/ will name its datasets as not reported; the job summary and outputs list every dashboard this leg made. Re-run the job.`
    )
    process.exitCode = FAILURE_EXIT_CODE
  }
}

/** Each problem an error holds, as the step's errors tell them. */
function problemsOf(error: unknown): readonly Problem[] {
  return error instanceof ProblemsError
    ? error.problems
    : [{ message: error instanceof Error ? error.message : String(error) }]
}

function problemTexts(error: unknown): string[] {
  return problemsOf(error).map(problem => problem.message)
}

/** The step's failure in one line, for the run's status. */
function failureText(error: unknown): string {
  return problemTexts(error).join(' ')
}

/**
 * The event's changed files, read within the time the step has (`timeLimitMs`); up to `at` when
 * the datasets are read at that commit (fork mode's head), not from the checkout.
 */
async function changedFiles(
  settings: Settings,
  workspace: string,
  timeLimitMs: number,
  at: string | undefined
): Promise<Changes> {
  const context = readRunContext()
  const [{ createGitHubClient, withTimeLimit }, { changedFiles: list }] = await Promise.all([
    import('./github/client.js'),
    import('./github/changed-files.js')
  ])
  return withTimeLimit(`the changed files for '${Input.ChangedOnly}'`, timeLimitMs, phase =>
    list(context, {
      workspace,
      at,
      github: () => createGitHubClient(settings.githubToken, context.apiUrl, log.info, phase),
      log: log.info
    })
  )
}

function defaultService(settings: Settings): DashboardService {
  // readSettings lets only plan/ and collect/, which never get here, go without a base-url.
  if (settings.baseUrl === undefined) throw new Error(`Input '${Input.BaseUrl}' is required.`)
  return createServiceClient(settings.baseUrl, settings.apiKey, premiumOptionsIn(settings))
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

/**
 * The action at the root: a single job, or a matrix's leg. Its decision tree: read its inputs,
 * find the datasets (or follow a generation), run each, report them all; a leg stores its
 * results for collect/.
 */
import {
  existingUnder,
  runOnGitHub,
  type GitHubReport,
  type RunOnGitHub
} from '../features/github-report/github-report.js'
import { firstState, type FirstState } from '../features/github-report/first-state.js'
import {
  isBadRecord,
  latestPlan,
  legName,
  legRecord,
  legShare,
  legValue,
  parseLeg,
  readPlanRecord,
  runAttempt,
  type Leg,
  type LegShare
} from '../features/hand-off/hand-off.js'
import { fileInputFor } from '../features/hand-off/batches.js'
import { parsePatterns } from '../datasets/find/patterns.js'
import { FAILURE_EXIT_CODE, Input, Output } from '../config/constants.js'
import type { Found } from '../datasets/find/find.js'
import {
  isSuccess,
  rejectedRun,
  requestFor,
  runDataset,
  type DatasetRun,
  type PremiumOptions
} from '../service/generation.js'
import { premiumOptionsOf, type DatasetSettings } from '../features/manifest/dataset-settings.js'
import { ProblemsError, type Problem } from '../common/errors.js'
import {
  isSingleDataset,
  stepDatasetSettings,
  titleFor,
  readGenerateSettings,
  type GenerateSettings
} from './inputs.js'
import { cacheReuse, preloadCache } from '../features/reuse/reuse.js'
import { endsAsForkWithoutSecrets } from '../features/fork-mode/fork-mode.js'
import { useConversionWorker } from '../datasets/convert/convert-worker.js'
import { mapWithConcurrency } from '../common/pool.js'
import * as log from '../common/log.js'
import { problemsOf as runProblems } from '../report/messages.js'
import { logResult, setOutput, setOutputs } from '../report/outputs.js'
import { writeSummary } from '../report/summary.js'
import { instructionsFor, uploadText } from '../report/upload-text.js'
import { createServiceClient, type DashboardService } from '../service/client.js'
import {
  problemTexts,
  runStep,
  stepDependencies,
  type StepDependencies,
  type StepState
} from './step.js'
import { stepDatasets } from './datasets.js'

export interface Dependencies extends StepDependencies {
  readonly service?: (settings: GenerateSettings, runs?: readonly DatasetRun[]) => DashboardService
}

/** What the step holds while it runs: enough to report it, whichever way it ends. */
interface Step {
  readonly startedAt: number
  settings?: GenerateSettings
  runs: DatasetRun[]
  reported: boolean
  /** Whether the summary lists the step's dashboards (and so its failed ones): the step's own. */
  state?: StepState
  /** Why the step failed, when it failed: the run's status and a leg's record say it. */
  failure?: unknown
  /** Outputs written before the report, which writes each output once, so not these again. */
  readonly written: Set<Output>
  /** Where the datasets were found, when not the workspace (fork mode's head commit). */
  datasetRoot?: string
  /** Fork mode: the manifest the pull request changes, which the comment says waits for the merge. */
  changedManifest?: string
  /** The report on GitHub, when the pull request is shown a first state while the runs go on. */
  github?: RunOnGitHub
}

/** A cancelled step has seconds before it is killed: each GitHub write it finishes gets this long. */
const CANCELLED_WRITE_MS = 3_000

export async function run(overrides: Partial<Dependencies> = {}): Promise<void> {
  const deps: Dependencies = { ...stepDependencies(), ...overrides }
  const step: Step = { startedAt: deps.clock.now(), runs: [], reported: false, written: new Set() }
  const options = {
    role: 'generate',
    handleSignals: deps.handleSignals,
    runs: () => step.runs,
    report: (cancelled: boolean, failure: unknown) => {
      if (failure !== undefined) step.failure = failure
      return reportRuns(step, deps, cancelled)
    }
  } as const
  await runStep(options, async state => {
    step.state = state
    if (endsAsForkWithoutSecrets(state.secrets.apiKey)) return
    if (deps.conversionWorker !== undefined) useConversionWorker(deps.conversionWorker)
    step.settings = readGenerateSettings()
    await decide(step.settings, step, deps)
  })
}

/**
 * What this step does, from its settings and the datasets it finds: nothing (a deleted ref, fork
 * mode waiting), or generations to run and report.
 */
async function decide(settings: GenerateSettings, step: Step, deps: Dependencies): Promise<void> {
  const deadline = step.startedAt + settings.timeoutMs
  if (settings.reuse && settings.generationId === undefined) preloadCache()
  let found: readonly Found[] = []
  let settingsOf: ((file: string) => DatasetSettings) | undefined
  let stepProblems: readonly Problem[] = []
  if (settings.generationId === undefined) {
    // A leg of a manifest's plan reads its datasets as the plan's settings say, never its own.
    const share = settings.leg?.settings === undefined ? undefined : await planShare(settings)
    const datasets = await stepDatasets(
      share ? { ...settings, planned: share.settingsOf } : settings,
      {
        workspace: deps.workspace,
        clock: deps.clock,
        deadline,
        fetchesNoLfs: false
      }
    )
    if (datasets === 'ended') return endWithoutDatasets()
    if (datasets.prNumber !== undefined)
      step.settings = settings = { ...settings, prNumber: datasets.prNumber }
    step.datasetRoot = datasets.root
    step.changedManifest = datasets.changedManifest
    found = datasets.found
    settingsOf = share?.settingsOf ?? datasets.settingsOf
    stepProblems = datasets.problems
  }
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
    await reportRuns(step, deps, false)
    if (stepProblems.length > 0) throw new ProblemsError(stepProblems)
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
    // A manifest's dataset has its own settings, its title final; else the step's, shared.
    const own = dataset && settingsOf?.(dataset.displayPath)
    return {
      dataset,
      requestedTitle: own ? own.title : titleFor(settings.title, dataset, titled),
      instructions: instructionsFor(own ? own.instructions : settings.instructions, dataset),
      options: own && premiumOf(own),
      outcome: 'pending',
      elapsedMs: 0
    }
  })
  const pending = step.runs.filter(run => run.outcome === 'pending')
  const first = showsFirstState(step, settings, deps, pending, deadline)
  if (pending.length > 0) await generateAll(pending, settings, deps, step, first)
  await reportRuns(step, deps, false)
  const failed = step.runs.filter(r => !isSuccess(r.outcome))
  const problems = [...failed.flatMap(r => runProblems(r, several)), ...stepProblems]
  if (problems.length > 0) throw new ProblemsError(problems)
}

/**
 * A leg's share of its plan (its value ends in `+<digest>`): read from the plan's artifact of this
 * attempt or, for a re-run leg, the earlier one the matrix came from; refused unless it is exactly
 * what the leg value names and the `file` input is the plan's for this leg. Four requests to the
 * artifact service (the list, then the artifact's, its signed URL and its download), none to
 * GitHub's API.
 */
async function planShare(settings: GenerateSettings): Promise<LegShare> {
  const leg = settings.leg as Leg
  const what = `This leg's '${Input.Leg}' (${legValue(leg)}) says that its datasets' settings come from the plan, as plan/ read them in the manifest`
  const rerun = `Re-run all jobs, so that plan/ stores the plan again and its legs read it; give the legs exactly 'file: \${{ matrix.file }}' and 'leg: \${{ matrix.leg }}' of plan/'s matrix output.`
  const { listRunArtifacts, readJson } = await import('../features/hand-off/artifacts.js')
  const artifact = latestPlan(await listRunArtifacts(), leg.key, runAttempt())
  if (artifact === undefined)
    throw new Error(`${what}, but this workflow run stored no plan for it. ${rerun}`)
  let share: LegShare
  try {
    share = legShare(readPlanRecord(await readJson(artifact)), leg)
  } catch (error) {
    const why = isBadRecord(error)
      ? `the plan stored as '${artifact.name}' cannot give them: ${(error as Error).message}`
      : `they could not be read: ${(error as Error).message}`
    throw new Error(`${what}, but ${why}. ${rerun}`, { cause: error })
  }
  if (settings.patterns.join('\n') !== parsePatterns(fileInputFor(share.paths)).join('\n'))
    throw new Error(
      `${what}, but its '${Input.File}' input is not the plan's for this leg, so some of its datasets would have no settings of the manifest's. ${rerun}`
    )
  log.info(
    `The settings of this leg's ${share.paths.length === 1 ? 'dataset' : `${share.paths.length} datasets`} are the plan's, from the artifact '${artifact.name}'.`
  )
  return share
}

/** The outputs a step that generates nothing still gives, so later steps read valid JSON. */
function endWithoutDatasets(): void {
  setOutput(Output.Datasets, '[]')
  setOutput(Output.Results, '[]')
}

/**
 * The pull request is shown the generations under way (comment, run status), unless the step
 * ends once they start or is a leg: its lookups begin now, beside the uploads, and its first
 * write when first-state.ts says.
 */
function showsFirstState(
  step: Step,
  settings: GenerateSettings,
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

/** Runs every generation, `max-concurrency` at a time, all under the step's one deadline. */
async function generateAll(
  runs: DatasetRun[],
  settings: GenerateSettings,
  deps: Dependencies,
  step: Step,
  first?: FirstState
): Promise<void> {
  const { startedAt } = step
  const service = (deps.service ?? defaultService)(settings, runs)
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
  if (step.reported) return
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
      await step.github.final(
        { ...report, datasetStatuses: false, dashboardIssue: undefined },
        CANCELLED_WRITE_MS
      )
    return
  }
  const deadline = step.startedAt + settings.timeoutMs
  await (step.github ?? runOnGitHub(settings, deps.clock, deadline)).final(report)
}

/** What the step reports on GitHub: a leg only its datasets' statuses, collect/ writing the rest. */
function gitHubReport(step: Step, settings: GenerateSettings, deps: Dependencies): GitHubReport {
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
    comment: settings.comment && !leg,
    changedManifest: step.changedManifest,
    dashboardIssue: leg ? undefined : settings.dashboardIssue
  }
}

/** The outputs, and the dashboards in the log and summary; a failure before any has its own. */
async function reportLocally(step: Step, single: boolean): Promise<void> {
  setOutputs(step.runs, step.written)
  if (step.runs.length === 0) return
  for (const run of step.runs) logResult(run)
  await writeSummary(step.runs, single)
  if (step.state) step.state.summarised = true
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
async function storeLeg(
  leg: Leg,
  settings: GenerateSettings | undefined,
  step: Step
): Promise<void> {
  const name = legName(leg.key, leg.index, runAttempt())
  const problems =
    step.runs.length === 0 && step.failure !== undefined ? problemTexts(step.failure) : []
  try {
    const { storeJson } = await import('../features/hand-off/artifacts.js')
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

/** The step's failure in one line, for the run's status. */
function failureText(error: unknown): string {
  return problemTexts(error).join(' ')
}

function defaultService(
  settings: GenerateSettings,
  runs: readonly DatasetRun[] = []
): DashboardService {
  // readGenerateSettings refuses a missing base-url; the type lets it be absent.
  if (settings.baseUrl === undefined) throw new Error(`Input '${Input.BaseUrl}' is required.`)
  // The premium options any dataset sends: named when the key's plan refuses them.
  const premium = new Set(premiumOptionsOf(stepDatasetSettings(settings)))
  for (const run of runs)
    if (run.options) for (const name of premiumOptionsOf(run.options)) premium.add(name)
  return createServiceClient(settings.baseUrl, settings.apiKey, [...premium])
}

/** The premium options a dataset's own settings send. */
function premiumOf(own: DatasetSettings): PremiumOptions {
  const { allowedEmails, allowPdfExport, allowScrollableCards } = own
  return { allowedEmails, allowPdfExport, allowScrollableCards }
}

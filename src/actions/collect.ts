/**
 * The collect/ sub-action, a matrix's final job: the plan and every leg's results read back from
 * the run's artifacts, and reported once, as one job that ran every dataset would report them:
 * outputs, job summary, comment, the run's status. A dataset whose leg stored no result (it
 * failed first, was cancelled, or never started) is named, and fails the step.
 */
import type { Clock } from '../common/clock.js'
import { runStep, stepDependencies, type StepDependencies } from './step.js'
import { ProblemsError } from '../common/errors.js'
import * as log from '../common/log.js'
import { mapWithConcurrency } from '../common/pool.js'
import { Input, Output } from '../config/constants.js'
import type { Dataset } from '../datasets/find/inspect.js'
import { isChecked } from '../datasets/find/find.js'
import { existingUnder, reportOnGitHub } from '../features/github-report/github-report.js'
import { readRunContext } from '../github/context.js'
import {
  isBadRecord,
  legValue,
  pickStored,
  planKey,
  readLegRecord,
  readPlanRecord,
  settingsFrom,
  type LegRecord,
  type PlanRecord
} from '../features/hand-off/hand-off.js'
import { readCollectSettings, titleFor, type CollectSettings } from './inputs.js'
import { problemsOf } from '../report/messages.js'
import { logResult, setOutput, setOutputs } from '../report/outputs.js'
import { writeSummary } from '../report/summary.js'
import { isSuccess, rejectedRun, type DatasetRun } from '../service/generation.js'

/**
 * Artifacts read at once. Each read is two Twirp calls in turn (the artifact by id, then its
 * signed URL) and a download, so a read waits on the service three times: at 8 at once, a
 * matrix of 256 legs took 12 s of waiting alone (bench/fan-in.ts, 30–250 ms answers); at 32 the
 * reads cost no more than their CPU time, about 8 ms each.
 */
const READS_AT_ONCE = 32

/** A leg's record, or why there is none. */
type LegResult = { readonly record: LegRecord } | { readonly missing: string }

/** collect/'s step: its inputs read, the plan and the legs' results read back and reported. */
export async function run(overrides: Partial<StepDependencies> = {}): Promise<void> {
  const deps: StepDependencies = { ...stepDependencies(), ...overrides }
  const startedAt = deps.clock.now()
  await runStep({ role: 'collect', handleSignals: deps.handleSignals }, async state => {
    const settings = readCollectSettings()
    await collectRuns(settings, deps.workspace, deps.clock, startedAt + settings.timeoutMs, () => {
      state.summarised = true
    })
  })
}

async function collectRuns(
  settings: CollectSettings,
  workspace: string,
  clock: Clock,
  deadline: number,
  /** Told once the summary lists the dashboards: a failure after that needs no summary of its own. */
  onSummarised: () => void = () => undefined
): Promise<void> {
  const { listRunArtifacts, readJson } = await import('../features/hand-off/artifacts.js')
  const stored = pickStored(await listRunArtifacts(), planKey(settings.givenTag))
  if (stored.plan === undefined) throw new Error(noPlan(settings, stored.otherPlans))
  // catch, not then's second argument: a record readPlanRecord refuses is explained too.
  const reading = readJson(stored.plan)
    .then(readPlanRecord)
    .catch((error: Error) => {
      throw new Error(
        `The plan stored as '${stored.plan?.name}' could not be read: ${isBadRecord(error) ? `${error.message}; was it stored by plan/ of the same version as this collect/?` : error.message}. Re-run the plan/ job and the matrix.`
      )
    })
  // The legs' artifacts are read while the plan is: each read waits on the service three times.
  const legs = [...stored.legs.entries()]
  const [plan, read] = await Promise.all([
    reading,
    mapWithConcurrency(legs, READS_AT_ONCE, ([, artifact]) =>
      readJson(artifact).then(
        value => ({ value }),
        (error: Error) => ({ error })
      )
    )
  ])
  const byLeg = new Map(legs.map(([index], i) => [index, read[i]]))
  const results = plan.legs.map((legPaths, i): LegResult => {
    const got = byLeg.get(i + 1)
    if (got === undefined) return { missing: 'stored no results' }
    // A record readLegRecord refuses names the leg's datasets as unread, as a failed download does.
    try {
      if ('error' in got) throw got.error
      return { record: readLegRecord(got.value, new Set(legPaths)) }
    } catch (error) {
      return { missing: `stored results that could not be read (${(error as Error).message})` }
    }
  })
  const records = results.flatMap(result => ('record' in result ? [result.record] : []))
  const runs = inPathOrder(
    [
      ...runsOf(plan, results, records[0]?.title, readRunContext().runUrl),
      ...rejectedRuns(plan, records[0]?.title)
    ],
    plan.present
  )
  setOutput(Output.Datasets, JSON.stringify(runs.map(run => run.dataset?.displayPath ?? '')))
  if (runs.length === 0) log.notice('No matched dataset changed: no dashboard was generated.')
  setOutputs(runs)
  for (const run of runs) logResult(run)
  const single = plan.single && runs.length === 1
  // As a single job: a summary when there is something to summarise.
  if (runs.length > 0) {
    await writeSummary(runs, single)
    onSummarised()
  }
  await reportOnGitHub(
    {
      runs,
      single,
      commentTag: plan.commentTag,
      givenTag: plan.givenTag,
      instructions: records[0]?.instructions,
      stillExists: existingUnder(workspace, new Set(plan.present)),
      datasetStatuses: false,
      runStatus: settings.commitStatus,
      comment: settings.comment,
      dashboardIssue: settings.dashboardIssue
    },
    settings,
    clock,
    deadline
  )
  const bad = runs.filter(run => !isSuccess(run.outcome))
  if (bad.length > 0) throw new ProblemsError(bad.flatMap(run => problemsOf(run, runs.length > 1)))
}

/**
 * Every dataset of the plan, in its order: its leg's run of it, with the plan's word on what the
 * event changed (legs do not compare); or, for a leg that stored nothing of it, why.
 */
function runsOf(
  plan: PlanRecord,
  results: readonly LegResult[],
  title: string | undefined,
  runUrl: string | undefined
): DatasetRun[] {
  const planned = new Map(plan.datasets.map(dataset => [dataset.displayPath, dataset]))
  return plan.legs.flatMap((legPaths, i) => {
    const leg = legValue({ index: i + 1, count: plan.legs.length })
    const result = results[i]
    const byPath = new Map(
      ('record' in result ? result.record.runs : []).map(run => [run.dataset?.displayPath, run])
    )
    return legPaths.map((file, j) => {
      const dataset = planned.get(file) as Dataset
      const handed = plan.settings?.[i][j]
      const run = byPath.get(file)
      // A leg may reject a file the plan passed (its LFS object could not be fetched).
      if (run?.dataset !== undefined && !isChecked(run.dataset)) return run
      if (run?.dataset !== undefined)
        return {
          ...run,
          dataset: {
            ...run.dataset,
            fileName: dataset.fileName,
            change: changeOf(dataset, run.dataset)
          }
        }
      return {
        dataset,
        // The title its leg would have asked for: the manifest's, else as the other legs did.
        requestedTitle: handed
          ? settingsFrom(handed).title
          : titleFor(title, dataset, plan.datasets.length > 1),
        outcome: 'not-started' as const,
        elapsedMs: 0,
        setback: { kind: 'error' as const, message: whyMissing(leg, result, runUrl) }
      }
    })
  })
}

/** The files that failed the plan's checks, as a job that generates reports them. */
function rejectedRuns(plan: PlanRecord, title: string | undefined): DatasetRun[] {
  return plan.rejected.map(rejection =>
    rejectedRun(rejection, titleFor(title, rejection.file, plan.datasets.length > 1))
  )
}

/** Runs in the order of the paths the plan matched, as a single job lists them. */
function inPathOrder(runs: readonly DatasetRun[], present: readonly string[]): DatasetRun[] {
  const place = new Map(present.map((file, i) => [file, i]))
  const at = (run: DatasetRun) => place.get(run.dataset?.displayPath ?? '') ?? present.length
  return [...runs].sort((a, b) => at(a) - at(b))
}

/** The plan's word on what changed; for a Git LFS dataset, whose object only its leg fetched, the leg's. */
function changeOf(planned: Dataset, reported: Dataset): Dataset['change'] {
  const unfetched =
    planned.change?.kind === 'not-compared' && planned.change.reason.why === 'lfs-not-fetched'
  return unfetched && reported.change !== undefined ? reported.change : planned.change
}

function whyMissing(leg: string, result: LegResult, runUrl: string | undefined): string {
  const log = runUrl ? ` (${runUrl})` : ''
  if ('missing' in result)
    return `The matrix's leg ${leg} ${result.missing}: its job failed before storing them, was cancelled, or never started. See its log in this workflow run${log}, then re-run the failed jobs.`
  const problems = result.record.problems
  return problems.length > 0
    ? `The matrix's leg ${leg} failed before generating it: ${problems.join(' ')}`
    : `The matrix's leg ${leg} stored no result for it${log}. Re-run the failed jobs.`
}

function noPlan(settings: CollectSettings, otherPlans: readonly string[]): string {
  if (settings.givenTag === undefined && otherPlans.length > 1)
    return `This workflow run stored ${otherPlans.length} plans (${otherPlans.join(', ')}), one for each plan/ given its own comment-tag. Give collect/ the '${Input.CommentTag}' of the plan whose matrix it collects.`
  if (otherPlans.length > 0)
    return `No plan for the '${Input.CommentTag}' ${JSON.stringify(settings.givenTag ?? '')} was stored in this workflow run; the run has ${otherPlans.join(', ')}. Give collect/ the same '${Input.CommentTag}' as its plan/.`
  return `No plan was stored in this workflow run: collect/ reads what the plan/ sub-action stores. Run plan/ in an earlier job of the same workflow, and list that job and the legs' job in collect's needs:, with if: always() so that collect runs when a leg fails.`
}

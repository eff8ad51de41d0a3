/**
 * The plan/ sub-action, a matrix's first job: the datasets found and checked as a job that
 * generates would check them, what the event changed in each, and the legs they are split into.
 * Its outputs make the matrix; its artifact tells collect/ everything else, so collect/ needs
 * nothing repeated.
 */
import type { Clock } from '../common/clock.js'
import { ProblemsError } from '../common/errors.js'
import { stepDatasets } from './datasets.js'
import { runStep, stepDependencies, type StepDependencies } from './step.js'
import { useConversionWorker } from '../datasets/convert/convert-worker.js'
import {
  existingUnder,
  runOnGitHub,
  type RunOnGitHub
} from '../features/github-report/github-report.js'
import { rejectedRun, type DatasetRun } from '../service/generation.js'
import type { Found } from '../datasets/find/find.js'
import { fileInputFor, splitEvenly } from '../features/hand-off/batches.js'
import {
  handedSettings,
  legValue,
  planKey,
  planName,
  planRecord,
  runAttempt,
  shareDigest,
  type HandedSettings,
  type Leg
} from '../features/hand-off/hand-off.js'
import type { DatasetSettings } from '../features/manifest/dataset-settings.js'
import { Output } from '../config/constants.js'
import { isSinglePath } from '../datasets/find/patterns.js'
import { readPlanSettings, type PlanSettings } from './inputs.js'
import * as log from '../common/log.js'
import { checkPlanOutputs, setPlanOutputs } from '../report/outputs.js'
import { writePlan } from '../features/hand-off/plan-summary.js'

/** plan/'s step: its inputs read, the datasets found and checked, the plan stored. */
export async function run(overrides: Partial<StepDependencies> = {}): Promise<void> {
  const deps: StepDependencies = { ...stepDependencies(), ...overrides }
  await runStep({ role: 'plan', handleSignals: deps.handleSignals }, async () => {
    if (deps.conversionWorker !== undefined) useConversionWorker(deps.conversionWorker)
    const settings = readPlanSettings()
    const datasets = await stepDatasets(settings, {
      workspace: deps.workspace,
      clock: deps.clock,
      deadline: deps.clock.now() + settings.timeoutMs,
      fetchesNoLfs: true
    })
    if (datasets === 'ended') return storePlan(settings, { found: [], present: [] }, deps)
    // A manifest's mistake that no dataset carries stops the plan: no leg could fix it.
    if (datasets.problems.length > 0) throw new ProblemsError(datasets.problems)
    // The plan lists each dataset with what it would upload.
    await storePlan({ ...settings, prNumber: datasets.prNumber ?? settings.prNumber }, datasets, {
      clock: deps.clock,
      workspace: datasets.root
    })
  })
}

/**
 * The matrix for `strategy.matrix`: one entry a leg, its `leg` and `file` inputs. With a
 * manifest's settings (`shares`, leg by leg), each leg value names the digest of its share.
 */
export function matrixOf(
  batches: readonly (readonly string[])[],
  key: string | undefined,
  shares?: readonly (readonly HandedSettings[])[]
): { include: { leg: string; file: string }[] } {
  return {
    include: batches.map((batch, i) => {
      const settings = shares && shareDigest(batch, shares[i])
      const leg: Leg = { index: i + 1, count: batches.length, key, settings }
      return { leg: legValue(leg), file: fileInputFor(batch) }
    })
  }
}

/**
 * The plan's outputs, its summary, and its artifact for collect/. A file that failed the checks
 * gets no leg: its errors are told here and by collect/, which fails naming it, while the matrix
 * runs for the others (the plan's step does not fail for it, or no leg would start). With
 * `comment` or `commit-status`, the pull request is shown the matrix's first state before any
 * leg starts: every planned dataset generating, the rejected ones failed, the run's status
 * pending; collect/ writes the final one.
 */
async function storePlan(
  settings: PlanSettings,
  datasets: {
    readonly found: readonly Found[]
    readonly present: readonly string[]
    readonly settingsOf?: (file: string) => DatasetSettings
  },
  job: { readonly clock: Clock; readonly workspace: string }
): Promise<void> {
  const { found: matched, present, settingsOf } = datasets
  const github =
    matched.length > 0 && (settings.comment || settings.commitStatus)
      ? runOnGitHub(settings, job.clock, job.clock.now() + settings.timeoutMs)
      : undefined
  // The pull request and its comment are found while the plan is stored.
  github?.prepare(settings.comment)
  const found = matched.flatMap(item => ('dataset' in item ? [item.dataset] : []))
  const rejected = matched.flatMap(item => ('file' in item ? [item] : []))
  const paths = found.map(dataset => dataset.displayPath)
  const handed = settingsOf && new Map(paths.map(file => [file, handedSettings(settingsOf(file))]))
  const batches = splitEvenly(paths, settings.maxLegs)
  const shares = handed && batches.map(batch => batch.map(file => handed.get(file) ?? {}))
  const key = planKey(settings.givenTag)
  const outputs = [JSON.stringify(paths), JSON.stringify(matrixOf(batches, key, shares))] as const
  checkPlanOutputs(...outputs)
  await writePlan(
    found,
    rejected,
    batches.map(batch => batch.length),
    settings.maxLegs
  )
  // Stored before the outputs are set: a plan collect/ cannot read starts no leg.
  const name = planName(key, runAttempt())
  const { storeJson } = await import('../features/hand-off/artifacts.js')
  await storeJson(
    name,
    planRecord({
      commentTag: settings.commentTag,
      givenTag: settings.givenTag,
      single: isSinglePath(settings.patterns),
      legs: batches,
      datasets: found,
      rejected,
      present,
      settings: shares
    })
  ).catch((error: Error) => {
    throw new Error(
      `The plan could not be stored for collect/ as the artifact '${name}': ${error.message.replace(/\.$/, '')}. The '${Output.Matrix}' output was not set, so no leg runs. Re-run the job; artifacts need GitHub.com or GitHub Enterprise Cloud (the toolkit's artifact client does not reach GitHub Enterprise Server's storage).`
    )
  })
  log.info(`Stored the plan for collect/ as the artifact '${name}'.`)
  setPlanOutputs(...outputs)
  if (github) await showFirstState(github, settings, datasets, job.workspace)
  if (rejected.length > 0) {
    const problems = rejected.flatMap(rejection => rejection.problems)
    for (const problem of problems) log.error(problem.message, problem.annotation ?? {})
    log.warning(
      `${rejected.length} matched file${rejected.length === 1 ? '' : 's'} failed the checks and get${rejected.length === 1 ? 's' : ''} no leg; the matrix runs for the others, and collect/ reports ${rejected.length === 1 ? 'it' : 'them'} and fails. Fix ${rejected.length === 1 ? 'it' : 'them'} as the errors say.`
    )
  }
}

/** Every planned dataset generating, each rejected file failed, written before any leg starts. */
async function showFirstState(
  github: RunOnGitHub,
  settings: PlanSettings,
  datasets: {
    readonly found: readonly Found[]
    readonly settingsOf?: (file: string) => DatasetSettings
  },
  workspace: string
): Promise<void> {
  // A manifest's titles are final here already: the rows show what the legs will ask for.
  const runs = datasets.found.map((item): DatasetRun =>
    'dataset' in item
      ? {
          dataset: item.dataset,
          requestedTitle: datasets.settingsOf?.(item.dataset.displayPath).title,
          outcome: 'pending',
          elapsedMs: 0
        }
      : rejectedRun(item, undefined)
  )
  await github.first({
    runs,
    single: isSinglePath(settings.patterns) && runs.length === 1,
    commentTag: settings.commentTag,
    givenTag: settings.givenTag,
    stillExists: existingUnder(workspace),
    datasetStatuses: false,
    runStatus: settings.commitStatus,
    comment: settings.comment
  })
}

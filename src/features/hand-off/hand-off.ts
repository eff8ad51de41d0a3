/**
 * What a matrix's jobs hand on to each other through the run's artifacts: the plan (every
 * dataset, its leg, its change) and each leg's complete results. Names, shapes, and the checks
 * collect/ makes of what it reads: an artifact is written by a job of the run, but what it holds
 * (file names, the service's words) is outside text all the same, and a shape that is not ours
 * is refused, never half-read.
 */
import { createHash } from 'node:crypto'
import { MAX_MANIFEST_BYTES, MAX_MATRIX_JOBS } from '../../config/constants.js'
import type { Dataset } from '../../datasets/find/inspect.js'
import { isChecked, type RejectedFile, type Rejection } from '../../datasets/find/find.js'
import type { DatasetRun, RunOutcome, Setback } from '../../service/generation.js'
import type { GenerationState } from '../../service/answer.js'
import { quote } from '../../common/input-values.js'
import type { RunArtifact } from './artifacts.js'
import type { Problem } from '../../common/errors.js'
import {
  DATASET_KEYS,
  layered,
  parseSetting,
  type DatasetKey,
  type DatasetSettings
} from '../manifest/dataset-settings.js'

/** A leg of the plan's matrix: the `leg` input, such as `3 of 60` (`3 of 60 #<key>` with a tag). */
export interface Leg {
  /** From 1. */
  readonly index: number
  readonly count: number
  /** The plan's key when it was given a comment-tag: several matrices in one run stay apart. */
  readonly key?: string
  /**
   * With a manifest: the digest of the settings the plan hands this leg (`shareDigest`), which
   * the leg reads from the plan's artifact and holds to this value.
   */
  readonly settings?: string
}

const LEG = /^([1-9]\d{0,2}) of ([1-9]\d{0,2})(?: #([0-9a-f]{12}))?(?: \+([0-9a-f]{12}))?$/

export function parseLeg(input: string, raw: string): Leg {
  const match = LEG.exec(raw.trim())
  if (match === null || Number(match[1]) > Number(match[2]) || Number(match[2]) > MAX_MATRIX_JOBS)
    throw new Error(
      `Input '${input}' is ${quote(raw)}; give the value the plan/ sub-action put in the matrix, such as '3 of 60': write ${'`'}${input}: \${{ matrix.leg }}${'`'}, with the legs' matrix taken from plan/'s matrix output.`
    )
  return { index: Number(match[1]), count: Number(match[2]), key: match[3], settings: match[4] }
}

export function legValue(leg: Leg): string {
  return `${leg.index} of ${leg.count}${leg.key ? ` #${leg.key}` : ''}${leg.settings ? ` +${leg.settings}` : ''}`
}

/** A plan's key: none without a comment-tag, else a short hash of it (an artifact name's part). */
export function planKey(givenTag: string | undefined): string | undefined {
  return givenTag === undefined
    ? undefined
    : createHash('sha256').update(givenTag).digest('hex').slice(0, 12)
}

function prefix(key: string | undefined): string {
  return key ? `dashboards-${key}` : 'dashboards'
}

/** This job's attempt: a re-run stores anew, and collect/ takes each one's latest. */
export function runAttempt(env: NodeJS.ProcessEnv = process.env): number {
  const attempt = Number(env.GITHUB_RUN_ATTEMPT)
  return Number.isInteger(attempt) && attempt > 0 ? attempt : 1
}

export const planName = (key: string | undefined, attempt: number) =>
  `${prefix(key)}-plan-${attempt}`
export const legName = (key: string | undefined, index: number, attempt: number) =>
  `${prefix(key)}-leg-${index}-${attempt}`

const PLAN_FORMAT = 'dataset-dashboard/plan@2'
const LEG_FORMAT = 'dataset-dashboard/leg@2'

/** What the plan stores. */
export interface PlanRecord {
  readonly format: typeof PLAN_FORMAT
  /** The comment's tag: the one given, or the one a single job with the plan's file would take. */
  readonly commentTag: string
  readonly givenTag?: string
  /** The plan's file was one path: its dataset gets a single job's full card. */
  readonly single: boolean
  /** Each leg's datasets, by path, in the order of `datasets`. */
  readonly legs: readonly (readonly string[])[]
  /** Every dataset, checked, with what the event changed in it. */
  readonly datasets: readonly Dataset[]
  /** The matched files that failed the checks: no leg sends them, collect/ reports them. */
  readonly rejected: readonly Rejection[]
  /** Every path the plan's file matched, changed or not: older rows of the comment stay for them. */
  readonly present: readonly string[]
  /**
   * With a manifest: each dataset's own settings, leg by leg as `legs` lists them, each as its
   * input's value. A leg reads its share here, never the manifest of its own checkout.
   */
  readonly settings?: readonly (readonly HandedSettings[])[]
}

/** A dataset's own settings as the plan hands them on: each set one as its input's value. */
export type HandedSettings = Readonly<Partial<Record<DatasetKey, string>>>

/** What a leg stores: its runs as it reported them, and why it failed if it ran none. */
export interface LegRecord {
  readonly format: typeof LEG_FORMAT
  readonly leg: number
  /** The legs' `title` and `instructions` inputs, which a single job's report shows too. */
  readonly title?: string
  readonly instructions?: string
  readonly runs: readonly DatasetRun[]
  /** The step's own problems when it failed before running its datasets (an input, a check). */
  readonly problems: readonly string[]
}

/** A dataset as stored: no path of the runner's disk. */
function portable(dataset: Dataset): Dataset
function portable(dataset: Dataset | RejectedFile): Dataset | RejectedFile
function portable(dataset: Dataset | RejectedFile): Dataset | RejectedFile {
  if (!isChecked(dataset)) return dataset
  return { ...dataset, absolutePath: '', uploadPath: '', contentPath: undefined }
}

export function planRecord(plan: Omit<PlanRecord, 'format'>): PlanRecord {
  return { format: PLAN_FORMAT, ...plan, datasets: plan.datasets.map(dataset => portable(dataset)) }
}

export function legRecord(
  leg: Leg,
  inputs: { readonly title?: string; readonly instructions?: string },
  runs: readonly DatasetRun[],
  problems: readonly string[]
): LegRecord {
  return {
    format: LEG_FORMAT,
    leg: leg.index,
    title: inputs.title,
    instructions: inputs.instructions,
    runs: runs.map(run => ({ ...run, dataset: run.dataset && portable(run.dataset) })),
    problems
  }
}

/**
 * A dataset's own settings as its inputs would be written (`settingsFrom` reads them back by the
 * inputs' own rules); what is the inputs' default is left out.
 */
export function handedSettings(own: DatasetSettings): HandedSettings {
  const { reading } = own
  const columns =
    reading.columns &&
    ('keep' in reading.columns ? reading.columns.keep : reading.columns.drop.map(n => `!${n}`))
  const flag = (value: boolean | undefined) => (value === undefined ? undefined : String(value))
  const values: Record<DatasetKey, string | undefined> = {
    title: own.title,
    instructions: own.instructions,
    'file-type': own.fileType,
    encoding: reading.encoding,
    delimiter: reading.delimiter === '\t' ? 'tab' : reading.delimiter,
    'decimal-separator': reading.decimalComma === true ? ',' : undefined,
    columns: columns?.join(', '),
    oversize: reading.oversize === 'sample' ? 'sample' : undefined,
    'compare-key': own.compareKey?.join(', '),
    'allowed-emails': own.allowedEmails.length > 0 ? own.allowedEmails.join(', ') : undefined,
    'allow-pdf-export': flag(own.allowPdfExport),
    'allow-scrollable-cards': flag(own.allowScrollableCards)
  }
  return Object.fromEntries(
    DATASET_KEYS.flatMap(key => (values[key] === undefined ? [] : [[key, values[key]]]))
  )
}

/** Settings read back from their inputs' values, by each input's rule; throws the rule's message. */
export function settingsFrom(handed: HandedSettings): DatasetSettings {
  let own: DatasetSettings = {
    reading: { decimalComma: false, oversize: 'fail' },
    allowedEmails: []
  }
  for (const key of DATASET_KEYS) {
    const raw = handed[key]
    if (raw !== undefined) own = layered(own, parseSetting(key, key, raw))
  }
  return own
}

/** The digest a leg value carries of its share: its datasets' paths and settings, in order. */
export function shareDigest(paths: readonly string[], settings: readonly HandedSettings[]): string {
  const share = paths.map((file, i) => [
    file,
    DATASET_KEYS.flatMap(key => (settings[i]?.[key] === undefined ? [] : [[key, settings[i][key]]]))
  ])
  return createHash('sha256').update(JSON.stringify(share)).digest('hex').slice(0, 12)
}

/** What a leg takes from its plan: its datasets and each one's settings. */
export interface LegShare {
  readonly paths: readonly string[]
  readonly settingsOf: (file: string) => DatasetSettings
}

/**
 * This leg's share of a plan read back: refused unless the plan has settings, as many legs as the
 * leg value says, and exactly the settings whose digest the leg value carries.
 */
export function legShare(plan: PlanRecord, leg: Leg): LegShare {
  const paths = plan.legs[leg.index - 1]
  if (plan.settings === undefined)
    throw new BadRecord('the plan holds no settings for its legs (it read no manifest)')
  if (plan.legs.length !== leg.count || paths === undefined)
    throw new BadRecord(`the plan has ${plan.legs.length} legs, not ${leg.count}`)
  const handed = plan.settings[leg.index - 1]
  if (shareDigest(paths, handed) !== leg.settings)
    throw new BadRecord(
      `its settings for leg ${leg.index} are not those the leg value names (+${leg.settings ?? ''})`
    )
  const byPath = new Map(paths.map((file, i) => [file, settingsFrom(handed[i])]))
  return {
    paths,
    settingsOf: file => {
      const own = byPath.get(file)
      // The leg's `file` is checked to be the plan's: every dataset it finds has settings here.
      if (own === undefined) throw new BadRecord(`it holds no settings for ${quote(file)}`)
      return own
    }
  }
}

/** The newest plan of this matrix (`key`) stored by this attempt or an earlier one: a leg's. */
export function latestPlan(
  artifacts: readonly RunArtifact[],
  key: string | undefined,
  attempt: number
): RunArtifact | undefined {
  let latest: { artifact: RunArtifact; attempt: number } | undefined
  for (const artifact of artifacts) {
    const plan = /^dashboards(?:-([0-9a-f]{12}))?-plan-(\d+)$/.exec(artifact.name)
    const stored = Number(plan?.[2])
    if (plan === null || plan[1] !== key || stored > attempt) continue
    if (latest === undefined || stored > latest.attempt) latest = { artifact, attempt: stored }
  }
  return latest?.artifact
}

// ---- Reading back: shapes checked, nothing taken on trust ----

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)
const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

class BadRecord extends Error {}

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new BadRecord(what)
  return value
}

export function readPlanRecord(value: unknown): PlanRecord {
  if (!isObject(value) || value.format !== PLAN_FORMAT)
    throw new BadRecord('it is not a plan of this version')
  const datasets = Array.isArray(value.datasets) ? value.datasets.map(readDataset) : []
  const known = new Set(datasets.map(dataset => dataset.displayPath))
  const legs = Array.isArray(value.legs) ? value.legs.map(strings) : []
  if (legs.some(leg => leg.some(path => !known.has(path))))
    throw new BadRecord('a leg names a dataset the plan does not list')
  const rejected = (Array.isArray(value.rejected) ? value.rejected : []).map(readRejection)
  if (rejected.some(({ file }) => known.has(file.displayPath)))
    throw new BadRecord('a dataset is both checked and rejected')
  const settings = value.settings === undefined ? undefined : readSettings(value.settings, legs)
  return {
    format: PLAN_FORMAT,
    commentTag: must(text(value.commentTag), 'it has no comment tag'),
    givenTag: text(value.givenTag),
    single: value.single === true,
    legs,
    datasets,
    rejected,
    present: strings(value.present),
    settings
  }
}

/** The legs' settings: one set for each dataset of each leg, each value checked by its input's rule. */
function readSettings(value: unknown, legs: readonly (readonly string[])[]): HandedSettings[][] {
  if (!Array.isArray(value) || value.length !== legs.length)
    throw new BadRecord('its settings are not one list for each leg')
  return value.map((share: unknown, i) => {
    if (!Array.isArray(share) || share.length !== legs[i].length)
      throw new BadRecord(`its settings for leg ${i + 1} are not one set for each of its datasets`)
    return share.map((item: unknown, j) => readHanded(item, legs[i][j]))
  })
}

function readHanded(value: unknown, file: string): HandedSettings {
  const where = `the settings of ${quote(file)}`
  if (!isObject(value)) throw new BadRecord(`${where} are not an object`)
  const handed: Partial<Record<DatasetKey, string>> = {}
  for (const [key, raw] of Object.entries(value)) {
    if (!(DATASET_KEYS as readonly string[]).includes(key))
      throw new BadRecord(`${where} hold ${quote(key)}, which is no dataset setting`)
    if (typeof raw !== 'string' || raw.length > MAX_MANIFEST_BYTES)
      throw new BadRecord(
        `${where} hold a '${key}' that is not a text of at most a manifest's size`
      )
    handed[key as DatasetKey] = raw
  }
  try {
    settingsFrom(handed)
  } catch (error) {
    throw new BadRecord(`${where} break their input's rule: ${(error as Error).message}`)
  }
  return handed
}

/** A leg's record; its runs only for the datasets the plan gave it (`planned`). */
export function readLegRecord(value: unknown, planned: ReadonlySet<string>): LegRecord {
  if (!isObject(value) || value.format !== LEG_FORMAT)
    throw new BadRecord('it is not a leg’s results of this version')
  const runs = (Array.isArray(value.runs) ? value.runs : [])
    .map(readRun)
    .filter(run => run.dataset !== undefined && planned.has(run.dataset.displayPath))
  return {
    format: LEG_FORMAT,
    leg: count(value.leg),
    title: text(value.title),
    instructions: text(value.instructions),
    runs,
    problems: strings(value.problems)
  }
}

const OUTCOMES: ReadonlySet<string> = new Set<RunOutcome>([
  'completed',
  'failed',
  'timed-out',
  'started',
  'cancelled',
  'interrupted',
  'not-started',
  'rejected'
])

function readRun(value: unknown): DatasetRun {
  if (!isObject(value)) throw new BadRecord('a run is not an object')
  const outcome = text(value.outcome)
  return {
    dataset:
      isObject(value.dataset) && value.dataset.rejected === true
        ? readRejectedFile(value.dataset)
        : readDataset(value.dataset),
    requestedTitle: text(value.requestedTitle),
    instructions: text(value.instructions),
    state: readState(value.state),
    outcome: outcome !== undefined && OUTCOMES.has(outcome) ? (outcome as RunOutcome) : 'failed',
    setback: readSetback(value.setback),
    reused: value.reused === true || undefined,
    elapsedMs: count(value.elapsedMs)
  }
}

function readState(value: unknown): GenerationState | undefined {
  if (!isObject(value)) return undefined
  const status = text(value.status)
  return {
    generationId: must(text(value.generationId), 'a generation has no id'),
    status: status === 'completed' || status === 'processing' ? status : 'failed',
    dashboardId: text(value.dashboardId),
    title: text(value.title),
    shareUrl: text(value.shareUrl),
    reason: text(value.reason),
    unlinkableShareUrl: text(value.unlinkableShareUrl),
    createdAt: text(value.createdAt),
    updatedAt: text(value.updatedAt)
  }
}

function readSetback(value: unknown): Setback | undefined {
  if (!isObject(value)) return undefined
  switch (value.kind) {
    case 'failed':
      return { kind: 'failed', reason: text(value.reason) }
    case 'timed-out':
      return {
        kind: 'timed-out',
        timeoutMs: count(value.timeoutMs),
        lastProblem: text(value.lastProblem),
        failedReads: count(value.failedReads) || undefined
      }
    case 'cancelled':
      return { kind: 'cancelled', signal: text(value.signal) ?? 'SIGTERM' }
    case 'unusable-link':
      return { kind: 'unusable-link' }
    case 'rejected':
      return { kind: 'rejected', problems: readProblems(value.problems) }
    case 'unknown-generation':
      return { kind: 'unknown-generation', given: value.given === true, reason: text(value.reason) }
    default:
      return { kind: 'error', message: text(value.message) ?? 'the leg gave no reason' }
  }
}

function readRejection(value: unknown): Rejection {
  if (!isObject(value) || !isObject(value.file)) throw new BadRecord('a rejected file is not named')
  return { file: readRejectedFile(value.file), problems: readProblems(value.problems) }
}

function readRejectedFile(value: Json): RejectedFile {
  const displayPath = must(text(value.displayPath), 'a dataset has no path')
  return { displayPath, fileName: fileNameOf(value, displayPath), rejected: true }
}

/** Problems as errors and annotations show them: a message, and where in which file. */
function readProblems(value: unknown): Problem[] {
  const problems = (Array.isArray(value) ? value : []).filter(isObject).map(problem => {
    const where = isObject(problem.annotation) ? problem.annotation : undefined
    const line = where && count(where.startLine)
    return {
      message: must(text(problem.message), 'a problem has no message'),
      annotation:
        where && text(where.file)
          ? { file: text(where.file), startLine: line || undefined, title: text(where.title) }
          : undefined
    }
  })
  return problems.length > 0 ? problems : [{ message: 'it failed the checks (no reason stored)' }]
}

const fileNameOf = (value: Json, displayPath: string) =>
  text(value.fileName) ?? displayPath.slice(displayPath.lastIndexOf('/') + 1)

/**
 * A dataset as stored. What the reports read of it is checked for its type; its change and its
 * conversion are the report's to word (nested counts and names, each checked where it is read).
 */
function readDataset(value: unknown): Dataset {
  if (!isObject(value)) throw new BadRecord('a dataset is not an object')
  const displayPath = must(text(value.displayPath), 'a dataset has no path')
  if (value.rejected === true) throw new BadRecord('a checked dataset is marked rejected')
  const type = text(value.type)
  const readAs = isObject(value.readAs) ? value.readAs : { format: 'csv' }
  return {
    displayPath,
    absolutePath: '',
    fileName: fileNameOf(value, displayPath),
    type: type === 'json' ? 'json' : 'csv',
    uploadPath: '',
    bytes: count(value.bytes),
    uploadName: text(value.uploadName) ?? '',
    readAs: readAs as unknown as Dataset['readAs'],
    lfs: isObject(value.lfs)
      ? {
          oid: text(value.lfs.oid) ?? '',
          bytes: count(value.lfs.bytes),
          fetched: value.lfs.fetched === true
        }
      : undefined,
    conversion: isObject(value.conversion)
      ? (value.conversion as unknown as Dataset['conversion'])
      : undefined,
    change: isObject(value.change) ? (value.change as unknown as Dataset['change']) : undefined
  }
}

/** The plan's and legs' artifacts of this run, the latest attempt of each. */
export interface Stored {
  readonly plan?: RunArtifact
  /** By leg index. */
  readonly legs: ReadonlyMap<number, RunArtifact>
  /** Plans of other matrices in this run (other comment-tags), by name: to say which to choose. */
  readonly otherPlans: readonly string[]
}

/** Picks this matrix's artifacts out of the run's: `key` as `planKey` made it, or any single plan. */
export function pickStored(artifacts: readonly RunArtifact[], key: string | undefined): Stored {
  const plans = new Map<string | undefined, { artifact: RunArtifact; attempt: number }>()
  const legs = new Map<string, { artifact: RunArtifact; attempt: number }>()
  for (const artifact of artifacts) {
    const plan = /^dashboards(?:-([0-9a-f]{12}))?-plan-(\d+)$/.exec(artifact.name)
    const leg = /^dashboards(?:-([0-9a-f]{12}))?-leg-(\d+)-(\d+)$/.exec(artifact.name)
    if (plan) keepLatest(plans, plan[1], artifact, Number(plan[2]))
    else if (leg) keepLatest(legs, `${leg[1] ?? ''}/${leg[2]}`, artifact, Number(leg[3]))
  }
  // Without a tag, the one plan of the run is this matrix's, whatever its key.
  const chosenKey = key ?? (plans.size === 1 ? [...plans.keys()][0] : undefined)
  const plan = plans.get(chosenKey)?.artifact
  const mine = new Map<number, RunArtifact>()
  for (const [id, { artifact }] of legs) {
    const [legKey, index] = id.split('/')
    if ((legKey || undefined) === chosenKey) mine.set(Number(index), artifact)
  }
  const otherPlans = [...plans.entries()]
    .filter(([planKey]) => planKey !== chosenKey)
    .map(([, { artifact }]) => artifact.name)
  return { plan, legs: mine, otherPlans }
}

function keepLatest<K>(
  map: Map<K, { artifact: RunArtifact; attempt: number }>,
  key: K,
  artifact: RunArtifact,
  attempt: number
): void {
  const kept = map.get(key)
  if (kept === undefined || attempt > kept.attempt) map.set(key, { artifact, attempt })
}

export function isBadRecord(error: unknown): boolean {
  return error instanceof BadRecord
}

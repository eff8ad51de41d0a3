/**
 * One dataset's way from upload to dashboard: start (or resume), wait, and record how it ended.
 * It never throws: a failure is recorded, so the other datasets go on and everything started
 * is reported.
 */
import type { GenerationState } from './answer.js'
import type { Clock } from '../common/clock.js'
import type { Dataset } from '../datasets/find/inspect.js'
import { isChecked, type RejectedFile, type Rejection } from '../datasets/find/find.js'
import type { Problem } from '../common/errors.js'
import {
  readTimeout,
  UnknownGenerationError,
  type DashboardService,
  type StartRequest
} from './client.js'
import { startGeneration } from './start.js'
import { waitForGeneration, type WaitResult } from './wait.js'

export type RunOutcome =
  | 'pending'
  | 'completed'
  | 'failed'
  | 'timed-out'
  | 'started'
  | 'cancelled'
  | 'interrupted'
  | 'not-started'
  /** The file failed the checks made before sending: it was never uploaded. */
  | 'rejected'

/**
 * Why a dataset did not end well, as data: the sentences the user reads are written by the
 * report (src/report/messages.ts), so rewording one touches one place.
 */
export type Setback =
  /** The service says the generation failed, in its own words if it gave any. */
  | { readonly kind: 'failed'; readonly reason?: string }
  /** The step's timeout ran out; the generation goes on at the service. */
  | {
      readonly kind: 'timed-out'
      readonly timeoutMs: number
      /** Why the last read failed, when the time ran out while reads were failing. */
      readonly lastProblem?: string
      /** How many reads in a row had failed by then. */
      readonly failedReads?: number
    }
  /** Something went wrong on the way: its message says what. */
  | { readonly kind: 'error'; readonly message: string }
  /** The job was cancelled or stopped while this dataset was under way. */
  | { readonly kind: 'cancelled'; readonly signal: string }
  /** The dashboard is done, but its share link is not one the action passes on. */
  | { readonly kind: 'unusable-link' }
  /** The file failed the checks made before sending, for these reasons: it was never uploaded. */
  | { readonly kind: 'rejected'; readonly problems: readonly Problem[] }
  /**
   * The service, at this address and for this key, has no such generation (a read answered
   * 404): the id was `given` (`generation-id`), or the service named it when it took the upload.
   */
  | { readonly kind: 'unknown-generation'; readonly given: boolean; readonly reason?: string }

/** Kept up to date while the dataset runs, so a cancelled step can still report it. */
export interface DatasetRun {
  /** Absent when following a generation by id; a file that failed its checks is only named. */
  readonly dataset?: Dataset | RejectedFile
  /** The title sent, if any. */
  readonly requestedTitle?: string
  /** The instructions sent, when they are not the step's own (a sample says it is one). */
  readonly instructions?: string
  /** The premium options sent, when they are the dataset's own (a manifest's), not the step's. */
  readonly options?: PremiumOptions
  state?: GenerationState
  outcome: RunOutcome
  /** Why it did not end well. */
  setback?: Setback
  /** Its generation is an earlier run's of the same upload, reused instead of made anew. */
  reused?: boolean
  elapsedMs: number
}

/**
 * Reuse by content (src/features/reuse/reuse.ts): the generation the Actions cache holds for exactly this
 * request, and where a new one is recorded. Neither call throws: a cache out of reach is a miss.
 */
export interface Reuse {
  /** How old a generation may be and still be reused. */
  readonly maxAgeMs: number
  /** Starts every request's lookup at once, so none waits for its turn to generate first. */
  lookUpAll(requests: readonly StartRequest[]): void
  lookUp(request: StartRequest): Promise<{ readonly key?: string; readonly generationId?: string }>
  /** Records in the background, holding no place among the generations; see `settled`. */
  record(key: string, generationId: string): void
  /** Once every record has been written, or given up. */
  settled(): Promise<void>
}

/** The step's choices that shape a dataset's run: what to send with it, whether and how to wait. */
export interface RunSettings extends Omit<StartRequest, 'dataset' | 'title'> {
  /** A generation started earlier, followed when the run has no dataset. */
  readonly generationId?: string
  readonly wait: boolean
  /** The step's budget, told to the user when it runs out. */
  readonly timeoutMs: number
  readonly pollIntervalMs: number
}

export interface DatasetRunContext {
  readonly service: DashboardService
  readonly settings: RunSettings
  readonly deadline: number
  readonly startedAt: number
  readonly clock: Clock
  readonly log: (line: string) => void
  /** Called as soon as a generation exists, so its id is reported whatever happens next. */
  readonly onStarted: (run: DatasetRun) => void
  /** Absent when `reuse` is off, or when following a generation by id. */
  readonly reuse?: Reuse
}

export function isSuccess(outcome: RunOutcome): boolean {
  return outcome === 'completed' || outcome === 'started'
}

/** A file that failed the checks, as a run: reported with its reasons, never started. */
export function rejectedRun(
  { file, problems }: Rejection,
  requestedTitle: string | undefined
): DatasetRun {
  return {
    dataset: file,
    requestedTitle,
    outcome: 'rejected',
    setback: { kind: 'rejected', problems },
    elapsedMs: 0
  }
}

/** What a run's start call would send, when it has a checked dataset to send. */
export function requestFor(settings: RunSettings, run: DatasetRun): StartRequest | undefined {
  return run.dataset && isChecked(run.dataset)
    ? startRequest(settings, run, run.dataset)
    : undefined
}

/** The start call's premium options. */
export type PremiumOptions = Pick<
  StartRequest,
  'allowedEmails' | 'allowPdfExport' | 'allowScrollableCards'
>

function startRequest(settings: RunSettings, run: DatasetRun, dataset: Dataset): StartRequest {
  const { allowedEmails, allowPdfExport, allowScrollableCards } = run.options ?? settings
  const instructions = run.instructions ?? settings.instructions
  const title = run.requestedTitle
  return { dataset, title, instructions, allowedEmails, allowPdfExport, allowScrollableCards }
}

/** How the wait ended: ready, failed, or given up at the deadline. */
function recordWait(run: DatasetRun, result: WaitResult, timeoutMs: number): void {
  run.state = result.state
  if (!result.finished) {
    run.outcome = 'timed-out'
    const { lastProblem, failedReads } = result
    run.setback = { kind: 'timed-out', timeoutMs, lastProblem, failedReads }
  } else if (result.state.status === 'failed') {
    run.outcome = 'failed'
    run.setback = { kind: 'failed', reason: result.state.reason }
  } else if (result.state.shareUrl === undefined) {
    run.outcome = 'failed'
    run.setback = { kind: 'unusable-link' }
  } else {
    run.outcome = 'completed'
  }
}

export async function runDataset(run: DatasetRun, context: DatasetRunContext): Promise<void> {
  const { settings, clock, log } = context
  // A file that failed its checks is reported as it is: nothing of it is sent.
  if (run.dataset && !isChecked(run.dataset)) return
  try {
    if (run.dataset) {
      const dataset = run.dataset
      const request = startRequest(settings, run, dataset)
      const key = context.reuse && (await reuseEarlier(run, request, context, context.reuse))
      if (run.outcome === 'completed') {
        context.onStarted(run)
        return
      }
      if (run.state === undefined) {
        log(
          `Uploading ${dataset.displayPath}${dataset.uploadPath === dataset.absolutePath ? '' : ' as converted'} (${dataset.type}, ${dataset.bytes.toLocaleString('en-US')} bytes).`
        )
        run.state = await startGeneration(context.service, request, context.deadline, clock, log)
        log(`Generation ${run.state.generationId} started: ${run.state.status}.`)
        // Recorded at once: a re-run after a timeout follows this generation instead of another.
        if (key !== undefined) context.reuse?.record(key, run.state.generationId)
      }
    } else {
      run.state = { generationId: settings.generationId as string, status: 'processing' }
      log(`Following generation ${run.state.generationId}.`)
    }
    context.onStarted(run)
    if (!settings.wait) {
      run.outcome = run.state.status === 'processing' ? 'started' : run.state.status
      if (run.state.status === 'failed') run.setback = { kind: 'failed', reason: run.state.reason }
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
    recordWait(run, result, settings.timeoutMs)
  } catch (error) {
    if (error instanceof UnknownGenerationError && run.state !== undefined) {
      // Nothing goes on at the service to follow again: the generation ended, as failed.
      run.state = { ...run.state, status: 'failed' }
      run.outcome = 'failed'
      const given = run.dataset === undefined
      run.setback = { kind: 'unknown-generation', given, reason: error.reason }
      return
    }
    run.outcome = run.state ? 'interrupted' : 'not-started'
    run.setback = { kind: 'error', message: error instanceof Error ? error.message : String(error) }
  } finally {
    run.elapsedMs = clock.now() - context.startedAt
  }
}

/**
 * The earlier generation of this very request, when the cache knows one: reused when it is
 * completed with its link and younger than `max-age`; followed when it is still processing (so a
 * re-run never starts a second one); else a new one is made, and the log says why. Returns the
 * key to record a new generation under.
 */
async function reuseEarlier(
  run: DatasetRun,
  request: StartRequest,
  context: DatasetRunContext,
  reuse: Reuse
): Promise<string | undefined> {
  const { log, clock } = context
  const { key, generationId } = await reuse.lookUp(request)
  if (generationId === undefined) return key
  let earlier: GenerationState
  try {
    // One read, as bounded as any other: a service slow to answer costs seconds, not the step.
    const limit = Math.min(
      readTimeout(context.settings.pollIntervalMs),
      context.deadline - clock.now()
    )
    earlier = await context.service.read(generationId, limit)
  } catch (error) {
    log(
      `Generation ${generationId}, made earlier of the same upload, could not be read (${(error as Error).message.replace(/\.$/, '')}): generating anew.`
    )
    return key
  }
  const age =
    earlier.createdAt === undefined ? undefined : clock.now() - Date.parse(earlier.createdAt)
  const why = notReusable(earlier, age, reuse.maxAgeMs, clock.now())
  if (why !== undefined) {
    log(`Generation ${generationId}, made earlier of the same upload, ${why}: generating anew.`)
    return key
  }
  if (earlier.status === 'completed' && earlier.shareUrl === undefined) {
    const linked = await lateLink(earlier, context)
    if (linked === undefined) return key
    earlier = linked
  }
  run.state = earlier
  run.reused = true
  if (earlier.status === 'completed' && earlier.shareUrl !== undefined) {
    run.outcome = 'completed'
    log(
      `Reused generation ${generationId} of ${earlier.createdAt}: the same upload, options and service. Nothing was uploaded.`
    )
  } else {
    log(
      `Generation ${generationId}, started earlier for the same upload, is still ${earlier.status}: following it instead of starting another.`
    )
  }
  return key
}

/**
 * How long after its dashboard is completed a generation's share link may still appear. The
 * service's notes say only that it "may appear a little after" (no figure), and the emulator
 * shows it a read or two late: a minute is a little after, with room for a busy service. Later,
 * a missing link is far likelier never to come than about to, and generating anew takes seconds,
 * so an earlier generation is not waited for past it.
 */
const LINK_LAG_MS = 60_000
/** Clocks of the service and the runner may differ this much; a later creation time is wrong. */
const CLOCK_SKEW_MS = 5 * 60_000
/**
 * A share link that stops working sooner than this is not reused, whatever `max-age` allows: a
 * daily scheduled run then makes a fresh one before the old one dies.
 */
const LINK_LIFE_LEFT_MS = 86_400_000

/** Why an earlier generation cannot serve, or undefined when it can. */
function notReusable(
  earlier: GenerationState,
  ageMs: number | undefined,
  maxAgeMs: number,
  now: number
): string | undefined {
  if (earlier.status === 'failed') return 'failed'
  if (earlier.unlinkableShareUrl !== undefined) return 'has a share link that is no web address'
  if (ageMs === undefined) return 'has no creation time in its answer, so its age is unknown'
  if (ageMs < -CLOCK_SKEW_MS)
    return `was created ${earlier.createdAt}, after now by the runner's clock`
  if (ageMs > maxAgeMs) {
    const days = (ms: number) => `${Number((ms / 86_400_000).toFixed(2))} days`
    return `is ${days(ageMs)} old, past 'max-age' (${days(maxAgeMs)})`
  }
  const expiresAt = Date.parse(earlier.expiresAt ?? '')
  if (expiresAt - now < LINK_LIFE_LEFT_MS)
    return expiresAt <= now
      ? `has a share link that expired ${earlier.expiresAt}`
      : `has a share link that expires ${earlier.expiresAt}, within a day`
  return undefined
}

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`

/**
 * An earlier generation completed without its share link: followed until the link comes, only
 * while the service's lag allows, counted from its completion (the read's `updated_at`, else its
 * creation). Returns it linked, or undefined when it is to be generated anew, the log saying why.
 */
async function lateLink(
  earlier: GenerationState,
  context: DatasetRunContext
): Promise<GenerationState | undefined> {
  const { clock, log } = context
  const id = earlier.generationId
  const completedAt = Date.parse(earlier.updatedAt ?? earlier.createdAt ?? '')
  // A completion time after now (the clocks differ) counts as now: the wait stays within the lag.
  const since = Number.isFinite(completedAt) ? Math.max(0, clock.now() - completedAt) : Infinity
  const made = `Generation ${id}, made earlier of the same upload,`
  if (since > LINK_LAG_MS) {
    const when = Number.isFinite(since) ? ` ${seconds(since)} ago` : ''
    log(
      `${made} completed${when} but has no share link, which the service gives within ${seconds(LINK_LAG_MS)} of completion: generating anew.`
    )
    return undefined
  }
  const until = Math.min(context.deadline, clock.now() + LINK_LAG_MS - since)
  log(
    `${made} completed ${seconds(since)} ago and its share link is not there yet: waiting up to ${seconds(until - clock.now())} for it.`
  )
  let result: WaitResult
  try {
    result = await waitForGeneration({
      service: context.service,
      initial: earlier,
      readAtOnce: false,
      deadline: until,
      pollIntervalMs: context.settings.pollIntervalMs,
      clock,
      log
    })
  } catch (error) {
    log(
      `${made} could not be read (${(error as Error).message.replace(/\.$/, '')}): generating anew.`
    )
    return undefined
  }
  if (result.finished && result.state.shareUrl !== undefined) return result.state
  log(
    `${made} ${result.state.status === 'failed' ? 'failed' : `has no usable share link ${seconds(LINK_LAG_MS)} after it completed`}: generating anew.`
  )
  return undefined
}

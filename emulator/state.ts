/** The emulated service's accounts and generations, and how a generation's state moves. */
import { randomUUID } from 'node:crypto'

export type Plan = 'free' | 'premium'
export type Status = 'processing' | 'completed' | 'failed'

export interface EmulatorConfig {
  /** Keys the service knows, with their plan. */
  keys: Record<string, Plan>
  /** Files up to this size finish inside the start call. */
  instantBytes: number
  /** Wall-clock time a larger generation takes. */
  processingMs: number
  /** Wall-clock time the generation of a file of this name takes, instead of `processingMs`. */
  processingMsByFileName?: Record<string, number>
  /** When set, a larger generation finishes after this many reads instead of after `processingMs`. */
  readsToFinish?: number
  /** How larger generations end. */
  outcome: 'completed' | 'failed'
  /** Uploaded file names whose generation fails whatever `outcome` says. */
  failingFileNames: string[]
  /** Reads that see a completed dashboard before its share link exists. */
  shareLinkLagReads: number
  /** HTTP status of a successful start answer (the real one is unknown: 200, 201 or 202). */
  startStatus: number
  /** `envelope`: fields inside `data`, as documented; `flat`: at the top level, share URL plain. */
  startShape: 'envelope' | 'flat'
  /** Requests allowed per second across all clients; 429 with Retry-After beyond. 0 = no limit. */
  rateLimitPerSecond: number
}

export const DEFAULT_KEYS: Record<string, Plan> = {
  svc_demo_free_0123456789: 'free',
  svc_demo_premium_0123456789: 'premium'
}

export function defaultConfig(): EmulatorConfig {
  return {
    keys: { ...DEFAULT_KEYS },
    instantBytes: 4096,
    processingMs: 3000,
    outcome: 'completed',
    failingFileNames: [],
    shareLinkLagReads: 0,
    startStatus: 201,
    startShape: 'envelope',
    rateLimitPerSecond: 0
  }
}

/** What the start call received that the generation keeps. */
export interface Upload {
  key: string
  title: string
  instructions: string
  fileType: string
  fileName: string
  bytes: number
}

export interface Generation extends Upload {
  id: string
  datasetId: string
  createdAt: number
  /** When the generation finishes, in wall-clock ms; undefined while it counts reads instead. */
  finishesAt?: number
  readsToFinish?: number
  outcome: 'completed' | 'failed'
  reads: number
  /** Reads made since it finished; the share link shows once these pass the lag. */
  readsSinceFinished: number
  shareLinkLagReads: number
  /** Set when a read first found it finished: the time the emulator marked it so. */
  finishedAt?: number
  dashboardId: string
  shareId: string
}

export function createGeneration(config: EmulatorConfig, fields: Upload, now: number): Generation {
  const outcome = config.failingFileNames.includes(fields.fileName) ? 'failed' : config.outcome
  const instant = fields.bytes <= config.instantBytes && outcome === 'completed'
  return {
    ...fields,
    id: randomUUID(),
    datasetId: randomUUID(),
    createdAt: now,
    finishesAt: instant
      ? now
      : config.readsToFinish === undefined
        ? now + (config.processingMsByFileName?.[fields.fileName] ?? config.processingMs)
        : undefined,
    readsToFinish: instant ? undefined : config.readsToFinish,
    outcome,
    reads: 0,
    readsSinceFinished: 0,
    shareLinkLagReads: instant ? 0 : config.shareLinkLagReads,
    finishedAt: instant ? now : undefined,
    dashboardId: randomUUID(),
    shareId: randomUUID().replace(/-/g, '').slice(0, 16)
  }
}

export function statusAt(generation: Generation, now: number): Status {
  const done =
    generation.finishesAt !== undefined
      ? now >= generation.finishesAt
      : generation.reads >= (generation.readsToFinish ?? 0)
  return done ? generation.outcome : 'processing'
}

/** Count a read and return what it sees. */
export function observe(
  generation: Generation,
  now: number
): { status: Status; shareLink: boolean } {
  generation.reads++
  const status = statusAt(generation, now)
  if (status !== 'processing') {
    generation.finishedAt ??= generation.finishesAt ?? now
    generation.readsSinceFinished++
  }
  const shareLink =
    status === 'completed' && generation.readsSinceFinished > generation.shareLinkLagReads
  return { status, shareLink }
}

/**
 * Conversions run in a worker thread whose heap is capped, so that no file, however it is made,
 * can take the runner's memory: past the cap the worker alone stops, and the dataset is refused
 * with what to do. A large file's parts run in helper threads, one a core (convert-split.ts),
 * each capped alike. The bundle's entry starts the workers from its own file (index.ts); where no
 * entry was given (the tests, which run the sources), conversions run in this thread.
 */
import os from 'node:os'
import { parentPort, Worker, workerData } from 'node:worker_threads'
import { Input } from '../../config/constants.js'
import { ColumnsError } from './columns.js'
import { convertDataset, TooLarge, type Conversion, type Converted } from './convert.js'
import { convertPart, handedOver, HELPER_DATA } from './convert-part.js'
import { Spares, type PartResult, type PartTask, type Split } from './convert-split.js'
import { DataError } from '../read/text-source.js'

/** The worker's old generation: enough for a Parquet row group of about 100 MB of values. */
export const WORKER_HEAP_MB = 96

let entry: string | undefined

/** The script a conversion worker runs: the bundle's entry, which serves it (index.ts). */
export function useConversionWorker(script: string): void {
  entry = script
}

interface Task {
  readonly task: 'convert'
  readonly file: string
  readonly destination: string
  readonly conversion: Conversion
  /** The script the helper threads run. */
  readonly script: string
  /** The cores to use, when not all (the benchmark's one-thread figure). */
  readonly cores?: number
}

/** What the worker says back: the result, or the error as data, to be rebuilt here. */
type Reply =
  | { readonly converted: Converted }
  | {
      readonly failed: {
        readonly name: string
        readonly message: string
        readonly line?: number
        readonly limitBytes?: number
        readonly rowsBefore?: number
      }
    }

/** The script workers run, when the bundle gave it; undefined where the sources run. */
export function workerScript(): string | undefined {
  return entry
}

/** Whether this thread is a conversion worker, started by `convert` below. */
export function isConversionWorker(): boolean {
  return parentPort !== null && (workerData as Task | undefined)?.task === 'convert'
}

/** In the worker: convert, reply, end. */
export async function serveConversion(): Promise<void> {
  const { file, destination, conversion, script, cores } = workerData as Task
  const helpers = new Helpers(script, Math.min(cores ?? Infinity, helperCount()))
  let reply: Reply
  try {
    reply = { converted: await convertDataset(file, destination, conversion, helpers) }
  } catch (error) {
    const failure = error as Error & Partial<DataError & TooLarge>
    reply = {
      failed: {
        name: failure.name,
        message: failure.message,
        line: failure.line,
        limitBytes: failure.limitBytes,
        rowsBefore: failure.rowsBefore
      }
    }
  }
  await helpers.close()
  parentPort?.postMessage(reply)
}

/**
 * The threads a conversion's parts run on: one for each core the machine gives this process
 * (`os.availableParallelism()`), the converting thread and as many helpers as free memory holds.
 */
function helperCount(): number {
  const free = Math.min(os.freemem(), process.availableMemory?.() ?? Infinity)
  return Math.min(os.availableParallelism(), 1 + Math.floor(free / (HELPER_MB * 1024 ** 2)))
}

/**
 * Text of about this size goes to a helper at a time: less than V8's largest regular object
 * (128 KiB), so that a block's text and its rows die young and are collected cheaply. A block
 * of 1 MiB made its text a large object, which only a full collection frees: memory grew with
 * the file, past 200 MB for 100 MB of TSV.
 */
const BLOCK_BYTES = 96 * 1024
/** A smaller file is read in one pass (convert.ts). */
const SPLIT_BYTES = 4 * 1024 * 1024

/** A helper's heap, for a part of text: a block and its rows. */
export const HELPER_HEAP_MB = 32
/** A helper's memory: its heap, and what lies outside it (its isolate, the parts' bytes). */
const HELPER_MB = HELPER_HEAP_MB + 32
/** Young objects are a part's garbage: a small young generation collects them soon. */
const HELPER_YOUNG_MB = 4
/**
 * A helper with fewer parts than this is sent another: a block of text waits in its queue, so
 * it never idles while this thread converts a part of its own.
 */
const HELPER_DEPTH = 2

/**
 * The parts' threads: this one and the helpers, started at the first part, one fewer than the
 * cores. Each is given a part when it is free, the parts in the order given. A helper that fails
 * (its heap full) fails every part still to come.
 */
class Helpers implements Split {
  readonly blockBytes = BLOCK_BYTES
  readonly smallest = SPLIT_BYTES
  private readonly all: Worker[] = []
  /** Each helper's parts sent and not answered, in the order sent (it answers in that order). */
  private readonly busy = new Map<Worker, ((result: PartResult | undefined) => void)[]>()
  private readonly waiting: { task: PartTask; done: (result: PartResult | undefined) => void }[] =
    []
  private broken = false
  private here = false
  private readonly spares: Spares

  constructor(
    private readonly script: string,
    readonly helpers: number
  ) {
    this.spares = new Spares(helpers * 2 + 2)
  }

  buffer(size: number): Uint8Array {
    return new Uint8Array(this.spares.take(size), 0, size)
  }

  recycle(bytes: Uint8Array): void {
    this.spares.give(bytes.buffer as ArrayBuffer)
  }

  run(task: PartTask): Promise<PartResult | undefined> {
    if (this.all.length === 0) this.start()
    return new Promise(done => {
      if (this.broken) return done(undefined)
      this.waiting.push({ task, done })
      this.next()
    })
  }

  private start(): void {
    for (let i = 1; i < this.helpers; i++) {
      const helper = new Worker(this.script, {
        workerData: HELPER_DATA,
        resourceLimits: {
          maxOldGenerationSizeMb: HELPER_HEAP_MB,
          maxYoungGenerationSizeMb: HELPER_YOUNG_MB
        },
        stdout: false,
        stderr: false
      })
      helper.on('message', (result: PartResult | null) => {
        this.busy.get(helper)?.shift()?.(result ?? undefined)
        this.next()
      })
      const fail = () => this.fail()
      helper.once('error', fail)
      helper.once('exit', fail)
      this.all.push(helper)
      this.busy.set(helper, [])
    }
  }

  private next(): void {
    while (!this.broken && this.waiting.length > 0) {
      const { task, done } = this.waiting[0]
      const helper = this.all.find(one => (this.busy.get(one)?.length ?? 0) < HELPER_DEPTH)
      if (helper === undefined) break
      this.waiting.shift()
      this.busy.get(helper)?.push(done)
      helper.postMessage(task, handedOver(task.bytes))
    }
    // This thread takes a part too when every helper has its fill: all the cores work, and
    // there is one isolate fewer in memory.
    if (!this.broken && !this.here && this.waiting.length > 0) {
      const { task, done } = this.waiting.shift() as (typeof this.waiting)[number]
      this.here = true
      const result = convertPart(task)
      queueMicrotask(() => {
        this.here = false
        done(result)
        this.next()
      })
    }
  }

  private fail(): void {
    if (this.broken) return
    this.broken = true
    for (const waiting of this.busy.values()) for (const done of waiting.splice(0)) done(undefined)
    for (const { done } of this.waiting.splice(0)) done(undefined)
  }

  async close(): Promise<void> {
    this.broken = true
    await Promise.all(this.all.map(helper => helper.terminate()))
  }
}

/**
 * Workers converting at once: one for each of a runner's two cores. Some memory lies outside a
 * worker's capped heap (file buffers, decompressed pages), so more at once would add it up.
 */
const WORKERS_AT_ONCE = 2
let running = 0
const waiting: (() => void)[] = []

async function turn(): Promise<() => void> {
  if (running >= WORKERS_AT_ONCE) await new Promise<void>(resolve => waiting.push(resolve))
  running++
  return () => {
    running--
    waiting.shift()?.()
  }
}

/**
 * The time a conversion may take: what is left of the step's one deadline when it begins (after
 * any wait for its turn), and the step's whole `timeout`, which the message names.
 */
export interface StepTime {
  readonly leftMs: () => number
  readonly timeoutMs: number
}

/**
 * Converts in a capped worker when the bundle gave its entry, else in this thread. Past its
 * time (a fixed limit, or what is left of the step's) the worker is stopped and the dataset
 * refused: no file holds the step longer.
 */
export async function convert(
  file: string,
  destination: string,
  conversion: Conversion,
  time: number | StepTime = Infinity,
  cores?: number
): Promise<Converted> {
  if (entry === undefined) return convertDataset(file, destination, conversion)
  const done = await turn()
  try {
    const task: Task = { task: 'convert', file, destination, conversion, script: entry, cores }
    const limitMs = typeof time === 'number' ? time : time.leftMs()
    if (limitMs <= 0) throw new DataError(outOfTime(time, limitMs))
    return await inWorker(entry, task, limitMs, outOfTime(time, limitMs))
  } finally {
    done()
  }
}

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`

/** Why a conversion was stopped: the time the step really had, not the conversion's share of it. */
function outOfTime(time: number | StepTime, limitMs: number): string {
  if (typeof time === 'number')
    return `took longer than the ${seconds(time)} it had to be converted, and was stopped`
  const left =
    limitMs <= 0
      ? 'none of it was left when its conversion could begin'
      : `its conversion began with ${seconds(limitMs)} of it left`
  return `could not be converted within the step's '${Input.Timeout}' of ${seconds(time.timeoutMs)}, which every dataset's checks, conversions, uploads and generations share: ${left}, and it was stopped. Raise '${Input.Timeout}', or give the largest files a step of their own`
}

function inWorker(
  script: string,
  task: Task,
  timeLimitMs: number,
  stopped: string
): Promise<Converted> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, {
      workerData: task,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 16 },
      stdout: false,
      stderr: false
    })
    let settled = false
    const settle = (outcome: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      outcome()
    }
    const timer = setTimeout(
      () => {
        settle(() => reject(new DataError(stopped)))
        void worker.terminate()
      },
      Math.min(timeLimitMs, 2 ** 31 - 1)
    )
    worker.once('message', (reply: Reply) =>
      settle(() =>
        'converted' in reply ? resolve(reply.converted) : reject(rebuilt(reply.failed))
      )
    )
    worker.once('error', (error: NodeJS.ErrnoException) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new DataError(
                `needs more than ${WORKER_HEAP_MB} MB of memory to convert (a Parquet row group or a single record this large); write it in smaller row groups or records`
              )
            : error
        )
      )
    )
    worker.once('exit', code =>
      settle(() =>
        reject(new Error(`The conversion stopped without an answer (exit code ${code}).`))
      )
    )
  })
}

function rebuilt(failed: Extract<Reply, { failed: unknown }>['failed']): Error {
  if (failed.name === 'DataError') return new DataError(failed.message, failed.line)
  if (failed.name === 'TooLarge')
    return new TooLarge(failed.limitBytes ?? 0, failed.rowsBefore ?? 0)
  if (failed.name === 'ColumnsError') return new ColumnsError(failed.message)
  return new Error(failed.message)
}

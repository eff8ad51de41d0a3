/**
 * Conversions run in a worker thread whose heap is capped, so that no file, however it is made,
 * can take the runner's memory: past the cap the worker alone stops, and the dataset is refused
 * with what to do. The bundle's entry starts the workers from its own file (index.ts); where no
 * entry was given (the tests, which run the sources), conversions run in this thread.
 */
import { parentPort, Worker, workerData } from 'node:worker_threads'
import { Input } from '../../config/constants.js'
import { ColumnsError } from './columns.js'
import { convertDataset, TooLarge, type Conversion, type Converted } from './convert.js'
import { DataError } from '../read/text-source.js'

/**
 * The worker's old generation: enough for a Parquet row group of DuckDB's default size (122,880
 * rows) of the benchmark's eight columns, which needs more than 48 MB. A larger heap only lets
 * garbage wait longer: at 96 MB the 100 MB Parquet file of BENCHMARKS.md section 9 peaked past
 * 200 MB of resident memory, at 64 MB under it.
 */
export const WORKER_HEAP_MB = 64
/** A small young generation: a row's and a batch's garbage collected soon, not held. */
const WORKER_YOUNG_MB = 4

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
  const { file, destination, conversion } = workerData as Task
  let reply: Reply
  try {
    reply = { converted: await convertDataset(file, destination, conversion) }
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
  parentPort?.postMessage(reply)
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
  time: number | StepTime = Infinity
): Promise<Converted> {
  if (entry === undefined) return convertDataset(file, destination, conversion)
  const done = await turn()
  try {
    const task: Task = { task: 'convert', file, destination, conversion }
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
      resourceLimits: {
        maxOldGenerationSizeMb: WORKER_HEAP_MB,
        maxYoungGenerationSizeMb: WORKER_YOUNG_MB
      },
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

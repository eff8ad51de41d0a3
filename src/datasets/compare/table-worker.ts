/**
 * Both versions of a dataset are read at once, each in a worker thread when the bundle gave its
 * entry (index.ts), so a comparison takes one version's time on a runner's two cores. A worker
 * hands its table's digests over without copying them; where no entry was given (the tests, which
 * run the sources), versions are read in this thread.
 */
import { parentPort, Worker, workerData } from 'node:worker_threads'
import { workerScript } from '../convert/convert-worker.js'
import { Column, TooManyCells, type Table, type TableUnit } from './table.js'
import { csvIsEmpty, readCsvTable } from './table-csv.js'
import { jsonIsEmpty, readJsonTable } from './table-json.js'
import { VersionError } from '../read/version-bytes.js'

/**
 * A reading worker's old generation. Its table's digests lie outside the heap; what is inside is
 * the text being read, so a small heap keeps two readers' garbage from adding up.
 */
const TABLE_HEAP_MB = 48

interface Task {
  readonly task: 'table'
  readonly version: 'base' | 'head'
  readonly file: string
  readonly type: 'csv' | 'json'
  readonly asItems: boolean
}

type Reply =
  | {
      readonly table: {
        readonly unit: TableUnit
        readonly rows: number
        readonly columns: readonly {
          readonly name: string
          readonly data: Int32Array<ArrayBuffer>
        }[]
      }
    }
  | { readonly failed: { readonly name: string; readonly message: string } }

/** Whether this thread is a worker reading a table, started by `readTable` below. */
export function isTableWorker(): boolean {
  return parentPort !== null && (workerData as Task | undefined)?.task === 'table'
}

/** In the worker: read, hand the digests over, end. */
export async function serveTable(): Promise<void> {
  const { version, file, type, asItems } = workerData as Task
  try {
    const { unit, rows, columns } = await inThread(version, file, type, asItems)
    const table = { unit, rows, columns: columns.map(({ name, data }) => ({ name, data })) }
    parentPort?.postMessage(
      { table },
      columns.map(column => column.data.buffer)
    )
  } catch (error) {
    const name =
      error instanceof VersionError
        ? 'VersionError'
        : error instanceof TooManyCells
          ? `TooManyCells:${error.what}`
          : 'Error'
    parentPort?.postMessage({ failed: { name, message: (error as Error).message } })
  }
}

function inThread(
  version: 'base' | 'head',
  file: string,
  type: 'csv' | 'json',
  asItems: boolean
): Promise<Table> {
  return type === 'json' ? readJsonTable(version, file, asItems) : readCsvTable(version, file)
}

/**
 * A version read into a table: in a worker (`apart`) when the bundle gave its entry, else in
 * this thread.
 */
export function readTable(
  version: 'base' | 'head',
  file: string,
  type: 'csv' | 'json',
  options: { asItems?: boolean; apart?: boolean } = {}
): Promise<Table> {
  const { asItems = false, apart = false } = options
  const script = workerScript()
  if (script === undefined || !apart) return inThread(version, file, type, asItems)
  return new Promise((resolve, reject) => {
    const task: Task = { task: 'table', version, file, type, asItems }
    const worker = new Worker(script, {
      workerData: task,
      resourceLimits: { maxOldGenerationSizeMb: TABLE_HEAP_MB, maxYoungGenerationSizeMb: 8 },
      stdout: false,
      stderr: false
    })
    let settled = false
    const settle = (outcome: () => void) => {
      if (settled) return
      settled = true
      outcome()
    }
    worker.once('message', (reply: Reply) =>
      settle(() => {
        if ('failed' in reply) return reject(rebuilt(version, reply.failed))
        const { unit, rows, columns } = reply.table
        resolve({
          unit,
          rows,
          columns: columns.map(({ name, data }) => Column.sealed(name, data)),
          isEmpty: type === 'csv' ? csvIsEmpty : jsonIsEmpty
        })
      })
    )
    worker.once('error', (error: NodeJS.ErrnoException) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new VersionError(
                version,
                `it needs more than ${TABLE_HEAP_MB} MB of memory to read (a single record this large)`
              )
            : error
        )
      )
    )
    worker.once('exit', code =>
      settle(() => reject(new Error(`Reading the ${version} version stopped (exit code ${code}).`)))
    )
  })
}

function rebuilt(version: 'base' | 'head', failed: { name: string; message: string }): Error {
  if (failed.name === 'VersionError') return new VersionError(version, failed.message)
  if (failed.name === 'TooManyCells:values') return new TooManyCells('values')
  if (failed.name === 'TooManyCells:columns') return new TooManyCells('columns')
  return new Error(failed.message)
}

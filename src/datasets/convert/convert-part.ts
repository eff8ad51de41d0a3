/**
 * A helper thread's work: one part of a split conversion (convert-split.ts), its rows written as
 * the one-pass reading (convert.ts) writes them. The helper loads only what a part needs, not
 * the action.
 */
import { parentPort, workerData, type Transferable } from 'node:worker_threads'
import type { ColumnSelection } from './columns.js'
import { DelimitedLines, isRecord, pick } from './convert-rows.js'
import { RowsWriter, type PartResult, type PartTask } from './convert-split.js'
import { MAX_RECORD_CHARS } from '../read/csv-records.js'
import { scanRecords } from '../read/csv-scan.js'
import type { Delimiter } from '../read/delimiter.js'
import { RecordShape } from '../read/table-checks.js'
import { strictUtf8 } from '../read/utf8.js'

/** What a helper thread is started with (convert-worker.ts). */
export const HELPER_DATA = { task: 'convert-part' } as const

/** Whether this thread is a helper of a conversion. */
export function isPartHelper(): boolean {
  return (
    parentPort !== null && (workerData as { task?: string } | undefined)?.task === HELPER_DATA.task
  )
}

/** In a helper: converts each part it is sent, until it is stopped. */
export function serveParts(): void {
  // One part at a time, answered in the order sent.
  parentPort?.on('message', (task: PartTask) => {
    const result = convertPart(task)
    parentPort?.postMessage(result ?? null, result ? handedOver(result.bytes, result.ends) : [])
  })
}

/** The buffers moved to the other thread, not copied: the views' own, never Node's pool's. */
export function handedOver(...views: ArrayBufferView[]): Transferable[] {
  return views.map(view => view.buffer as ArrayBuffer)
}

/** In a helper: one part's rows as the one-pass reading writes them; undefined where it cannot. */
export function convertPart(task: PartTask): PartResult | undefined {
  try {
    if (task.kind === 'delimited') return delimitedPart(task)
    return jsonLinesPart(task.bytes, task.columns)
  } catch {
    return undefined
  }
}

/** UTF-8 as decodedText reads it (a byte order mark kept: it is not at the file's start), no NUL. */
export function partText(bytes: Uint8Array): string | undefined {
  const text = strictUtf8(bytes)
  return text === undefined || text.includes('\0') ? undefined : text
}

function delimitedPart({
  bytes,
  delimiter,
  keep,
  decimalComma,
  header
}: Extract<PartTask, { kind: 'delimited' }>): PartResult | undefined {
  const text = partText(bytes)
  if (text === undefined) return undefined
  const rows = new RowsWriter('', bytes.buffer as ArrayBuffer)
  const lines = new DelimitedLines(delimiter as Delimiter, keep, decimalComma)
  // A record the table cannot hold: the one-pass reading refuses it, with its line.
  const shape = new RecordShape(header, delimiter)
  const scanned = scanRecords(
    text,
    true,
    record => {
      if (!shape.take(record)) return false
      rows.row(`${lines.line(lines.read(record))}\n`)
      return true
    },
    delimiter.charCodeAt(0)
  )
  if (scanned.irregular || scanned.next < text.length || shape.misfit !== undefined)
    return undefined
  return rows.result({ decimals: lines.decimals?.seen(), points: lines.points?.seen() })
}

function jsonLinesPart(
  bytes: Uint8Array,
  columns: ColumnSelection | undefined
): PartResult | undefined {
  const text = partText(bytes)
  if (text === undefined) return undefined
  const rows = new RowsWriter(',\n', bytes.buffer as ArrayBuffer)
  const seen = new Set<string>()
  for (let start = 0; start < text.length;) {
    const lf = text.indexOf('\n', start)
    const end = lf < 0 ? text.length : lf
    if (end - start > MAX_RECORD_CHARS) return undefined
    // trim() drops a byte order mark too, as at the start of the one-pass reading's first line.
    const element = text.slice(start, end).trim()
    start = end + 1
    if (element === '') continue
    let value: unknown
    try {
      value = JSON.parse(element)
    } catch {
      return undefined
    }
    if (!isRecord(value)) {
      if (columns !== undefined) return undefined
      rows.row(element)
    } else if (columns === undefined) {
      rows.row(element)
    } else {
      for (const key of Object.keys(value)) seen.add(key)
      rows.row(JSON.stringify(pick(value, columns)))
    }
  }
  return rows.result({ keys: columns === undefined ? undefined : [...seen] })
}

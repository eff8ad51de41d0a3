/**
 * Malformed datasets made to take the runner's time or memory, through the bundle: each is
 * refused, naming the file, in seconds, before any request; the conversion runs in a worker
 * whose heap is capped, so none can take more than it.
 */
import {
  closeSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createGzip } from 'node:zlib'
import { createWriteStream } from 'node:fs'
import { pipeline } from 'node:stream/promises'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../emulator/server.js'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { Input } from '../src/config/constants.js'
import { NODE24, runAction } from '../tools/runner.js'
import { writeParquet } from './helpers/duckdb.js'
import { saying } from './helpers/meaning.js'

const MIB = 1024 * 1024
let workspace: string
let emulator: Emulator

/** Writes `size` bytes: `start`, then `fill` repeated. */
function writeRepeated(file: string, start: string, fill: string, size: number): void {
  const fd = openSync(path.join(workspace, file), 'w')
  let written = writeSync(fd, start)
  const chunk = fill.repeat(Math.ceil(MIB / fill.length))
  while (written < size) written += writeSync(fd, chunk)
  closeSync(fd)
}

beforeAll(async () => {
  workspace = mkdtempSync(path.join(os.tmpdir(), 'dashboard-bounded-'))
  // 1 GiB of line feeds, packed a thousandfold into about 1 MB.
  const lines = Buffer.alloc(16 * MIB, 0x0a)
  const pieces = (function* () {
    yield Buffer.from('a,b\n1,2\n')
    for (let i = 0; i < 64; i++) yield lines
  })()
  await pipeline(
    Readable.from(pieces),
    createGzip(),
    createWriteStream(path.join(workspace, 'bomb.csv.gz'))
  )
  // A quote opened and never closed, then 40 MB more.
  writeRepeated('open-quote.csv', 'id,note\n1,"', 'x', 40 * MIB)
  writeRepeated('open-record.jsonl', '{"id":1}\n{"note":"', 'y', 40 * MIB)
  writeRepeated('open-array.json', '[{"id":1},{"note":"', 'z', 40 * MIB)
  await lyingParquet(path.join(workspace, 'lying.parquet'))
  emulator = await startEmulator()
}, 120_000)
afterAll(async () => {
  await emulator.close()
  rmSync(workspace, { recursive: true, force: true })
})
beforeEach(() => emulator.reset())

/**
 * A real Parquet file of 100 rows whose footer then claims 4,000: the row counts of the file, its
 * row group and its column chunk rewritten in place (the same length in thrift's compact form),
 * the pages left holding 100 values. Read as claimed, it would be padded with empty rows.
 */
async function lyingParquet(file: string): Promise<void> {
  await writeParquet(file, 'SELECT i::INTEGER AS n FROM range(100) t(i)')
  const bytes = readFileSync(file)
  const footerEnd = bytes.length - 8
  const footer = bytes.subarray(footerEnd - bytes.readUInt32LE(footerEnd), footerEnd)
  let rewritten = 0
  // Field header 0x16 (an i64, the field after the last), then 100 as a zigzag varint: C8 01.
  for (let i = 0; i + 2 < footer.length; i++) {
    if (footer[i] !== 0x16 || footer[i + 1] !== 0xc8 || footer[i + 2] !== 0x01) continue
    footer.set([0xc0, 0x3e], i + 1) // 4,000
    rewritten++
  }
  if (rewritten !== 3) throw new Error(`expected 3 row counts in the footer, found ${rewritten}`)
  writeFileSync(file, bytes)
}

const run = (file: string, node?: string) =>
  runAction({
    node,
    workspace,
    inputs: {
      [Input.ApiKey]: Object.keys(DEFAULT_KEYS)[1],
      [Input.BaseUrl]: emulator.url,
      [Input.File]: file,
      [Input.Oversize]: 'sample'
    },
    killAfterMs: 120_000
  })

describe.each([
  ['this Node', undefined],
  ['Node 24', NODE24]
])('malformed datasets, refused in seconds (%s)', (_name, node) => {
  it.each([
    ['a gzip bomb', 'bomb.csv.gz', saying('"bomb.csv.gz"', 'GiB', 'gzip bomb')],
    [
      'a CSV quote never closed',
      'open-quote.csv',
      saying('"open-quote.csv"', 'quote never closed')
    ],
    [
      'a JSON Lines record that never ends',
      'open-record.jsonl',
      saying('"open-record.jsonl"', 'line longer than')
    ],
    [
      'a JSON array whose record never ends',
      'open-array.json',
      saying('"open-array.json"', 'record longer than')
    ]
  ])('%s', async (_what, file, message) => {
    const result = await run(file, node)
    expect(result.code).toBe(1)
    expect(result.stdout).toMatch(message)
    expect(result.stdout).toContain(`Input 'file'`)
    expect(emulator.requests).toHaveLength(0)
  })
})

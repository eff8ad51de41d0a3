/**
 * A dataset of a gigabyte, made by the test (never committed), through the bundle with
 * `oversize: sample`: what reaches the service fits its 10 MB, every row is one of the file's,
 * the instructions say it is a sample, and the same file gives the same sample on every run and
 * on either Node.
 */
import { createHash } from 'node:crypto'
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../emulator/server.js'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { Input, Output } from '../src/config/constants.js'
import { NODE24, runAction } from '../tools/runner.js'
import { saying } from './helpers/meaning.js'

const MIB = 1024 * 1024
const HEADER = 'id,region,product,units,price,note'
/** Row `i` of the file: its content follows from its id, so any uploaded row can be checked. */
const row = (i: number) =>
  `${i},R${i % 13},"product ${i % 997}, boxed",${(i * 7) % 1000},${(i % 5000) / 100},note ${i % 31}`

let workspace: string
let emulator: Emulator
let rowsInFile = 0

beforeAll(async () => {
  workspace = mkdtempSync(path.join(os.tmpdir(), 'dashboard-sample-'))
  const fd = openSync(path.join(workspace, 'big.csv'), 'w')
  let written = writeSync(fd, `${HEADER}\n`)
  while (written < 1024 * MIB) {
    const lines: string[] = []
    for (let k = 0; k < 20_000; k++) lines.push(row(rowsInFile++))
    written += writeSync(fd, `${lines.join('\n')}\n`)
  }
  closeSync(fd)
  emulator = await startEmulator()
}, 120_000)
afterAll(async () => {
  await emulator.close()
  rmSync(workspace, { recursive: true, force: true })
})

const run = (node?: string) =>
  runAction({
    node,
    workspace,
    inputs: {
      [Input.ApiKey]: Object.keys(DEFAULT_KEYS)[1],
      [Input.BaseUrl]: emulator.url,
      [Input.File]: 'big.csv',
      [Input.Oversize]: 'sample',
      [Input.Instructions]: 'Units by region.',
      [Input.Wait]: 'false'
    },
    killAfterMs: 240_000
  })

describe('a 1 GB CSV with oversize: sample', () => {
  it('uploads a uniform sample within 10 MB, the same on this Node and on Node 24, and says so', async () => {
    const first = await run()
    const second = await run(NODE24)
    expect([first.code, second.code]).toEqual([0, 0])
    const [a, b] = emulator.requests.filter(r => r.file).map(r => r.file!)
    expect(a.bytes).toBeLessThanOrEqual(10 * MIB)
    expect(createHash('sha256').update(b.content).digest('hex')).toBe(a.sha256)

    const lines = a.content.toString('utf8').trimEnd().split('\n')
    expect(lines[0]).toBe(HEADER)
    const ids = lines.slice(1).map(line => Number(line.slice(0, line.indexOf(','))))
    // Every row is the file's own row of that id, in the file's order.
    for (const [k, line] of lines.slice(1).entries()) expect(line).toBe(row(ids[k]))
    for (let k = 1; k < ids.length; k++) expect(ids[k]).toBeGreaterThan(ids[k - 1])

    const [result] = JSON.parse(first.outputs[Output.Results]) as {
      upload: { rows: number; 'rows-in-file': number; 'sample-one-in': number }
    }[]
    expect(result.upload['rows-in-file']).toBe(rowsInFile)
    expect(result.upload.rows).toBe(ids.length)
    const oneIn = result.upload['sample-one-in']
    expect(Number.isInteger(Math.log2(oneIn))).toBe(true)
    // A 1-in-N Bernoulli sample keeps about 1/N of the rows, spread over the whole file.
    expect(ids.length).toBeGreaterThan((rowsInFile / oneIn) * 0.9)
    expect(ids.length).toBeLessThan((rowsInFile / oneIn) * 1.1)
    const quarter = rowsInFile / 4
    for (let q = 0; q < 4; q++) {
      const inQuarter = ids.filter(id => id >= q * quarter && id < (q + 1) * quarter).length
      expect(inQuarter / ids.length).toBeGreaterThan(0.22)
      expect(inQuarter / ids.length).toBeLessThan(0.28)
    }

    const instructions = emulator.requests.find(r => r.file)?.fields.instructions ?? ''
    expect(instructions.startsWith('Units by region.')).toBe(true)
    expect(instructions).toMatch(
      saying(`1-in-${oneIn}`, rowsInFile.toLocaleString('en-US'), `${oneIn} times smaller`)
    )
    expect(first.stdout).toMatch(
      saying(
        'big.csv',
        `sampled 1 in ${oneIn} rows`,
        `(${ids.length.toLocaleString('en-US')} of ${rowsInFile.toLocaleString('en-US')})`
      )
    )
    expect(first.summary).toContain(`sampled 1 in ${oneIn} rows`)
  }, 300_000)
})

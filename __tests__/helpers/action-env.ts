/**
 * Runs `run()` in this process as a runner would see it: inputs in INPUT_* variables with
 * action.yml's defaults, the output and summary files, and the log captured.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { jest } from '@jest/globals'
import { run as generate, type Dependencies } from '../../src/actions/generate.js'
import { run as plan } from '../../src/actions/plan.js'
import { run as collect } from '../../src/actions/collect.js'
import type { Role } from '../../src/config/metadata.js'
import {
  actionDefaults,
  assertNoSecrets,
  inputVariable,
  parseOutputFile
} from '../../tools/runner.js'

export interface InProcessResult {
  log: string
  outputs: Record<string, string>
  summary: string
  exitCode: number
}

// @actions/core's summary keeps the first file path it wrote to, as a real step's single process
// would; so every in-process run of this test process uses the same two files.
const files = mkdtempSync(path.join(os.tmpdir(), 'dashboard-inproc-'))
const outputFile = path.join(files, 'output')
const summaryFile = path.join(files, 'summary')
process.on('exit', () => rmSync(files, { recursive: true, force: true }))

export async function runInProcess(
  inputs: Record<string, string>,
  deps: Partial<Dependencies> & { env?: Record<string, string>; role?: Role } = {}
): Promise<InProcessResult> {
  const saved = { ...process.env }
  writeFileSync(outputFile, '')
  writeFileSync(summaryFile, '')
  for (const key of Object.keys(process.env)) if (key.startsWith('INPUT_')) delete process.env[key]
  Object.assign(process.env, {
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    // Debug logging on unless a test says otherwise: secrets must stay hidden there too.
    ACTIONS_STEP_DEBUG: 'true',
    RUNNER_DEBUG: '1',
    ...deps.env
  })
  const sub = deps.role === 'plan' || deps.role === 'collect' ? deps.role : undefined
  for (const [name, value] of Object.entries({ ...actionDefaults(sub), ...inputs }))
    process.env[inputVariable(name)] = value
  let log = ''
  const write = jest.spyOn(process.stdout, 'write').mockImplementation(chunk => {
    log += String(chunk)
    return true
  })
  process.exitCode = undefined
  try {
    await { generate, plan, collect }[deps.role ?? 'generate']({ handleSignals: false, ...deps })
  } finally {
    write.mockRestore()
    process.env = saved
  }
  const exitCode = Number(process.exitCode ?? 0)
  process.exitCode = undefined
  const result = {
    log,
    outputs: parseOutputFile(readFileSync(outputFile, 'utf8')),
    summary: readFileSync(summaryFile, 'utf8'),
    exitCode
  }
  assertNoSecrets({ stdout: log, stderr: '', outputs: result.outputs, summary: result.summary }, [
    inputs['api-key'],
    inputs['github-token']
  ])
  return result
}

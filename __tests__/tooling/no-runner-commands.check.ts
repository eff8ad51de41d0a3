/**
 * The test environment (tools/no-runner-commands-environment.js) keeps runner commands out of
 * the test log: a test that writes one fails, naming it, and the log holds none.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { REPO_ROOT } from '../../tools/runner.js'
import { runnerCommands } from '../helpers/runner-commands.js'

// Plain CommonJS with Jest's globals: no transform, so Jest runs it as it is.
const FIXTURE = `
it('writes a runner command', () => {
  process.stdout.write('::debug::leaked\\n')
})
it('writes a runner command among other lines, indented', () => {
  process.stdout.write('before\\n   ::add-mask::hidden\\nafter\\n')
})
it('writes the older form', () => {
  process.stderr.write('text ##[warning]older\\n')
})
it('writes plain text', () => {
  process.stdout.write('plain text, with :: inside\\n')
})
it('captures the step log it writes', () => {
  const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
  process.stdout.write('::debug::kept\\n')
  write.mockRestore()
})
afterAll(() => {
  process.stdout.write('::notice::from a hook\\n')
})
`

interface JestReport {
  testResults: {
    message: string
    assertionResults: { title: string; status: string; failureMessages: string[] }[]
  }[]
}

let dir: string
let code: number | null
let log: string
let report: JestReport

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'dashboard-jest-guard-'))
  writeFileSync(path.join(dir, 'fixture.test.cjs'), FIXTURE)
  const config = {
    rootDir: dir,
    testEnvironment: path.join(REPO_ROOT, 'tools', 'no-runner-commands-environment.js'),
    testMatch: ['<rootDir>/*.test.cjs'],
    moduleFileExtensions: ['cjs', 'js'],
    transform: {}
  }
  const env = { ...process.env }
  delete env.NODE_OPTIONS
  const child = spawn(
    process.execPath,
    [
      path.join(REPO_ROOT, 'node_modules', 'jest', 'bin', 'jest.js'),
      '--config',
      JSON.stringify(config),
      '--json',
      '--outputFile',
      path.join(dir, 'report.json')
    ],
    { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] }
  )
  log = ''
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()))
  code = await new Promise<number | null>(resolve => child.on('close', resolve))
  report = JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8')) as JestReport
}, 60_000)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const result = (title: string) =>
  report.testResults[0].assertionResults.find(test => test.title === title)

describe('a test that writes a runner command to the test log', () => {
  it('fails, naming the line, whatever its stream, indentation or form', () => {
    expect(code).toBe(1)
    expect(result('writes a runner command')?.failureMessages.join('')).toContain(
      '"::debug::leaked"'
    )
    expect(
      result('writes a runner command among other lines, indented')?.failureMessages.join('')
    ).toContain('::add-mask::hidden')
    expect(result('writes the older form')?.status).toBe('failed')
  })
  it("fails the file when the file's hooks write one", () => {
    expect(report.testResults[0].message).toContain('::notice::from a hook')
  })
  it('leaves the tests that write none, or capture their step log, passing', () => {
    expect(result('writes plain text')?.status).toBe('passed')
    expect(result('captures the step log it writes')?.status).toBe('passed')
    expect(log).toContain('plain text, with :: inside')
  })
  it('leaves no runner command in the log, its own failure messages included', () => {
    expect(log).toContain('leaked')
    expect(runnerCommands(log)).toEqual([])
  })
})

/**
 * Runs dist/index.js as a Windows runner does, under Windows Node in wine: every path the
 * runner hands the action (workspace, GITHUB_OUTPUT, the summary, RUNNER_TEMP) a Windows path,
 * and the files read back the way the Windows runner reads them.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { actionDefaults, assertNoSecrets, BUNDLE, inputVariable, REPO_ROOT } from '../runner.js'
import { windowsPath, type Wine } from './wine.js'

export interface WindowsActionRun {
  inputs: Record<string, string>
  /** The workspace as a Linux folder; the action sees it as Z:\…. */
  workspace: string
  env?: Record<string, string>
}

export interface WindowsActionResult {
  code: number | null
  stdout: string
  stderr: string
  /** The outputs as the Windows runner reads GITHUB_OUTPUT. */
  outputs: Record<string, string>
  /** GITHUB_OUTPUT exactly as the action wrote it. */
  outputFile: string
  summary: string
}

const RUNNER_FILES = ['output', 'summary', 'state', 'env', 'path'] as const

export async function runActionOnWindows(
  wine: Wine,
  run: WindowsActionRun
): Promise<WindowsActionResult> {
  const files = mkdtempSync(path.join(os.tmpdir(), 'dashboard-action-win-'))
  const file = (name: (typeof RUNNER_FILES)[number]) => path.join(files, name)
  for (const name of RUNNER_FILES) writeFileSync(file(name), '')
  const env: Record<string, string> = {
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    RUNNER_OS: 'Windows',
    GITHUB_WORKSPACE: windowsPath(run.workspace),
    GITHUB_OUTPUT: windowsPath(file('output')),
    GITHUB_STEP_SUMMARY: windowsPath(file('summary')),
    GITHUB_STATE: windowsPath(file('state')),
    GITHUB_ENV: windowsPath(file('env')),
    GITHUB_PATH: windowsPath(file('path')),
    RUNNER_TEMP: windowsPath(files),
    GITHUB_ACTION_PATH: windowsPath(REPO_ROOT),
    // Debug logging on: secrets must stay hidden there too.
    ACTIONS_STEP_DEBUG: 'true',
    RUNNER_DEBUG: '1',
    ...run.env
  }
  for (const [name, value] of Object.entries({ ...actionDefaults(), ...run.inputs }))
    env[inputVariable(name)] = value
  try {
    const exit = await wine.run({ args: [windowsPath(BUNDLE)], cwd: run.workspace, env })
    const outputFile = readFileSync(file('output'), 'utf8')
    const result = {
      code: exit.code,
      stdout: exit.stdout,
      stderr: exit.stderr,
      outputs: readOutputsAsWindowsRunner(outputFile),
      outputFile,
      summary: readFileSync(file('summary'), 'utf8')
    }
    assertNoSecrets(result, [env[inputVariable('api-key')], env[inputVariable('github-token')]])
    return result
  } finally {
    rmSync(files, { recursive: true, force: true })
  }
}

/**
 * GITHUB_OUTPUT read as the Windows runner reads it: a line ends at CRLF or at a lone LF;
 * `name=value` lines and `name<<DELIMITER` blocks, whose value is the text between the
 * opening line and the line ending before the delimiter, taken as written.
 */
export function readOutputsAsWindowsRunner(text: string): Record<string, string> {
  const outputs: Record<string, string> = {}
  const lines = [...text.matchAll(/(.*?)(\r\n|\n|$)/gs)]
    .filter(m => m[0] !== '')
    .map(m => ({ text: m[1], start: m.index, end: m.index + m[0].length }))
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].text
    const equals = line.indexOf('=')
    const heredoc = line.indexOf('<<')
    if (line === '') continue
    if (equals >= 0 && (heredoc < 0 || equals < heredoc)) {
      outputs[line.slice(0, equals)] = line.slice(equals + 1)
      continue
    }
    if (heredoc < 0)
      throw new Error(`GITHUB_OUTPUT: the runner refuses the line ${JSON.stringify(line)}`)
    const delimiter = line.slice(heredoc + 2)
    const close = lines.findIndex((l, j) => j > i && l.text === delimiter)
    if (close < 0)
      throw new Error(`GITHUB_OUTPUT: no line closes the block ${JSON.stringify(line)}`)
    const valueEnd =
      close === i + 1 ? lines[i].end : lines[close - 1].start + lines[close - 1].text.length
    outputs[line.slice(0, heredoc)] = text.slice(lines[i].end, valueEnd)
    i = close
  }
  return outputs
}

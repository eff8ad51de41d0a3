/**
 * The commands a developer runs by hand: the emulator on its own, the demo, npm run try (on
 * datasets or a manifest), and the action run from source with local-action (CONTRIBUTING.md).
 */
import { spawn } from 'node:child_process'
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { startEmulator } from '../emulator/server.js'
import { REPO_ROOT } from '../tools/runner.js'

function start(script: string, args: string[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let stdout = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  const exited = new Promise<number | null>(resolve => child.on('close', code => resolve(code)))
  return { child, exited, stdout: () => stdout }
}

describe('npm run emulator', () => {
  it('serves the service on its own, shows its keys, and stops on SIGINT', async () => {
    const emulator = start('emulator/cli.ts', ['--port', '0', '--prefix', '/svc/'])
    try {
      // The banner ends with the stop hint; wait for all of it, however the pipe splits it.
      for (let i = 0; i < 200 && !emulator.stdout().includes('Press Ctrl-C to stop.'); i++)
        await new Promise(resolve => setTimeout(resolve, 100))
      const url = /listening at (\S+)/.exec(emulator.stdout())?.[1]
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/svc\/$/)
      expect(emulator.stdout()).toContain('key svc_demo_premium_0123456789 (premium plan)')
      const unauthorised = await fetch(`${url}api/dashboard/generate/abc/`)
      expect(unauthorised.status).toBe(401)
      const requests = await fetch(new URL('/_emulator/requests', url as string)).then(r =>
        r.json()
      )
      expect(requests).toMatchObject([
        { method: 'GET', path: '/svc/api/dashboard/generate/abc/', status: 401 }
      ])
      emulator.child.kill('SIGINT')
      await expect(emulator.exited).resolves.toBe(0)
    } finally {
      if (emulator.child.exitCode === null && emulator.child.signalCode === null)
        emulator.child.kill('SIGKILL')
    }
  })
})

describe('npm run demo', () => {
  it('runs the bundle against the emulator and shows outputs, summary and requests', async () => {
    const demo = start('tools/demo.ts')
    await expect(demo.exited).resolves.toBe(0)
    const out = demo.stdout()
    expect(out).toContain('status = completed')
    expect(out).toMatch(/share-url = http:\/\/127\.0\.0\.1:\d+\/share\/\w+\/view\//)
    expect(out).toMatch(/<h3>[^<]*Dashboard ready<\/h3>/)
    expect(out).toContain('POST /api/dashboard/generate/ -> 201 file=sales.csv')
    // action.yml says node24: the service saw the bundle's requests come from Node 24.
    expect(out).toMatch(/User-Agent: dashboard-action\/\S+ \(GitHub Action; node v24\.\d+\.\d+\)/)
    expect(out).toMatch(/GET http:\S+ -> 200 Monthly sales/)
    expect(out).toContain('▸ Dashboard for examples/data/sales.csv')
    expect(out).not.toContain('svc_demo_premium_0123456789')
  })
})

describe('npm run try, on datasets of your own, outside the repository', () => {
  /** `npm run try -- args` typed in `cwd`, a folder of the user's own. */
  function tryIn(cwd: string, args: string[]) {
    const child = spawn('npm', ['--prefix', REPO_ROOT, 'run', 'try', '--', ...args], {
      cwd,
      env: handRunEnv(),
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
    return new Promise<{ code: number | null; out: string; err: string }>(resolve =>
      child.on('close', code => resolve({ code, out, err }))
    )
  }

  it('runs the bundle on it, prints the outputs and writes the summary and comment as GitHub shows them', async () => {
    const home = mkdtempSync(path.join(os.tmpdir(), 'dashboard-try-test-'))
    const written: string[] = []
    try {
      mkdirSync(path.join(home, 'exports'))
      const sales = 'region,month,revenue\nnorth,2024-01,120\nsouth,2024-01,90\n'
      writeFileSync(path.join(home, 'exports', 'sales.csv'), sales)
      writeFileSync(path.join(home, 'exports', 'stock.csv'), 'item,count\nbolt,4\n')
      const run = await tryIn(home, ['exports/sales.csv', 'title=Monthly sales'])
      written.push(...[...run.out.matchAll(/^\s+(\/\S+dashboard-try-\S+)$/gm)].map(m => m[1]))
      expect({ code: run.code, err: run.err }).toEqual({ code: 0, err: '' })
      expect(run.out).toContain('status = completed')
      expect(run.out).toMatch(/share-url = http:\/\/127\.0\.0\.1:\d+\/share\//)
      expect(run.out).toContain(
        `POST /api/dashboard/generate/ -> 201 sales.csv (${sales.length} bytes) title "Monthly sales"`
      )
      expect(run.out).not.toMatch(/EBADENGINE|Warning|\n\s+at /)
      const file = (name: string) => written.find(f => f.endsWith(`/${name}`)) ?? ''
      expect(written.map(f => path.basename(f)).sort()).toEqual([
        'comment.html',
        'comment.md',
        'summary.html',
        'summary.md'
      ])
      expect(readFileSync(file('summary.md'), 'utf8')).toContain('Dashboard ready')
      const comment = readFileSync(file('comment.html'), 'utf8')
      expect(comment).toMatch(
        /<a href="http:\/\/127\.0\.0\.1:\d+\/share\/[^"]+">Monthly sales<\/a>/
      )
      expect(readFileSync(file('comment.md'), 'utf8')).toContain('exports/sales.csv')
    } finally {
      rmSync(home, { recursive: true, force: true })
      for (const f of written) rmSync(path.dirname(f), { recursive: true, force: true })
    }
  }, 240_000)

  it('runs a manifest named by config, each dataset with its own title, paths read from where it is typed', async () => {
    const home = mkdtempSync(path.join(os.tmpdir(), 'dashboard-try-test-'))
    const written: string[] = []
    try {
      mkdirSync(path.join(home, 'exports'))
      mkdirSync(path.join(home, '.github'))
      const sales = 'region,month,revenue\nnorth,2024-01,120\nsouth,2024-01,90\n'
      const stock = 'item;count\nbolt;4\n'
      writeFileSync(path.join(home, 'exports', 'sales.csv'), sales)
      writeFileSync(path.join(home, 'exports', 'stock.csv'), stock)
      writeFileSync(
        path.join(home, '.github', 'dashboards.yml'),
        [
          'dashboards:',
          '  - file: exports/sales.csv',
          '    title: Monthly sales',
          '  - file: exports/stock.csv',
          '    title: Stock in hand',
          '    delimiter: semicolon'
        ].join('\n')
      )
      const run = await tryIn(home, ['config=.github/dashboards.yml'])
      written.push(...[...run.out.matchAll(/^\s+(\/\S+dashboard-try-\S+)$/gm)].map(m => m[1]))
      expect({ code: run.code, err: run.err }).toEqual({ code: 0, err: '' })
      expect(run.out).toContain(
        `POST /api/dashboard/generate/ -> 201 sales.csv (${sales.length} bytes) title "Monthly sales"`
      )
      // Sent as CSV: the semicolons of the manifest's delimiter read as separators.
      expect(run.out).toMatch(
        /POST \/api\/dashboard\/generate\/ -> 201 stock\.csv \(\d+ bytes\) title "Stock in hand"/
      )
      expect(run.out).toContain('config: ".github/dashboards.yml"')
      const comment = written.find(f => f.endsWith('/comment.md')) ?? ''
      expect(readFileSync(comment, 'utf8')).toMatch(/exports\/sales\.csv[\s\S]*exports\/stock\.csv/)
    } finally {
      rmSync(home, { recursive: true, force: true })
      for (const f of written) rmSync(path.dirname(f), { recursive: true, force: true })
    }
  }, 240_000)

  it('refuses an input the action does not have, or one it sets itself, naming it, without a stack trace', async () => {
    const home = mkdtempSync(path.join(os.tmpdir(), 'dashboard-try-test-'))
    try {
      const unknown = await tryIn(home, ['a.csv', 'titel=Sales'])
      expect(unknown.code).toBe(2)
      expect(unknown.err).toMatch(
        /'titel' is not an input of the action\. Its inputs: file, .*title/
      )
      const set = await tryIn(home, ['a.csv', 'base-url=https://dashboards.example.com'])
      expect(set.code).toBe(2)
      expect(set.err).toMatch(/'base-url' is set by npm run try: .*emulator/)
      const none = await tryIn(home, [])
      expect(none.err).toMatch(/Name at least one dataset, or a manifest as config=<path>/)
      const both = await tryIn(home, ['a.csv', 'config=.github/dashboards.yml'])
      expect(both.code).toBe(2)
      expect(both.err).toMatch(/give datasets or config=<manifest>, not both: .*"a\.csv"/)
      const outside = await tryIn(home, ['config=../dashboards.yml'])
      expect(outside.code).toBe(2)
      expect(outside.err).toMatch(
        /config=\.\.\/dashboards\.yml is not below .*, where the command is typed/
      )
      const missing = await tryIn(home, ['config=.github/dashboards.yml'])
      expect(missing.err).toMatch(/config=\.github\/dashboards\.yml: there is no such file in /)
      for (const run of [unknown, set, none, both, outside, missing]) {
        expect(run.code).toBe(2)
        expect(run.err).not.toMatch(/\n\s+at /)
      }
    } finally {
      rmSync(home, { recursive: true, force: true })
    }
  }, 120_000)
})

/**
 * The step's environment for a command run by hand: this process's, without what a CI job
 * gives its own steps (GitHub's summary file among them) or Jest's Node options.
 */
function handRunEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env }
  for (const name of Object.keys(env))
    if (/^(GITHUB_|RUNNER_|ACTIONS_|INPUT_)/.test(name) || name === 'NODE_OPTIONS') delete env[name]
  return env
}

describe('npx @github/local-action . src/actions/generate.ts .env.example', () => {
  it("runs the sources against the emulator with .env.example's inputs and shows the outputs", async () => {
    const emulator = await startEmulator({})
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dashboard-local-action-'))
    try {
      // .env.example names the emulator's usual address; this one listens where the system put it.
      const envFile = path.join(dir, '.env')
      const example = readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8')
      writeFileSync(
        envFile,
        example.replace(/^INPUT_BASE-URL=.*$/m, `INPUT_BASE-URL=${emulator.url}`)
      )
      const env = handRunEnv()
      // Until local-action is a devDependency, npx fetches it from the registry: no prompt.
      env.npm_config_yes = 'true'
      // local-action swaps @actions/core at the path `npm ls` gives; where node_modules is a link
      // (a worktree sharing another's), Node would load the real module from the link's target.
      if (lstatSync(path.join(REPO_ROOT, 'node_modules')).isSymbolicLink())
        env.NODE_OPTIONS = '--preserve-symlinks'
      const child = spawn(
        'npx',
        ['@github/local-action', '.', 'src/actions/generate.ts', envFile],
        {
          cwd: REPO_ROOT,
          env,
          stdio: ['ignore', 'pipe', 'pipe']
        }
      )
      let out = ''
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
      const code = await new Promise<number | null>(resolve => child.on('close', resolve))

      expect({ code, out }).toMatchObject({ code: 0 })
      // local-action ends with the outputs the action set, as a table: `│ n │ 'name' │ 'value' │`
      // (the outputs action.yml declares, with their descriptions, come before it).
      const outputs = out.slice(out.lastIndexOf('Action Outputs'))
      const output = (name: string) =>
        new RegExp(`│\\s*'${name}'\\s*│\\s*'([^']*)'`).exec(outputs)?.[1]
      expect(output('status')).toBe('completed')
      const shareUrl = output('share-url') as string
      expect(shareUrl.startsWith(`${emulator.url}share/`)).toBe(true)
      expect(emulator.requests[0]).toMatchObject({
        method: 'POST',
        fields: { title: 'Monthly sales' },
        file: { name: 'sales.csv' }
      })
      const page = await fetch(shareUrl).then(response => response.text())
      expect(page).toContain('<title>Monthly sales</title>')
      const apiKey = /^INPUT_API-KEY=(.+)$/m.exec(example)?.[1] ?? ''
      expect(apiKey).toMatch(/^svc_/)
      expect(out).not.toContain(apiKey)
    } finally {
      rmSync(dir, { recursive: true, force: true })
      await emulator.close()
    }
  }, 240_000)
})

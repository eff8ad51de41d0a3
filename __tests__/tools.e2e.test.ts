/** The commands a developer runs by hand: the emulator on its own, and the demo. */
import { spawn } from 'node:child_process'
import { describe, expect, it } from '@jest/globals'
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
    expect(out).toMatch(/GET http:\S+ -> 200 Monthly sales/)
    expect(out).toContain('▸ Dashboard for examples/data/sales.csv')
    expect(out).not.toContain('svc_demo_premium_0123456789')
  })
})

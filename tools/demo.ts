/**
 * `npm run demo`: starts the emulator on loopback and runs the bundled action against the
 * sample dataset exactly as a runner would, on the Node that action.yml's `runs.using: node24`
 * names (tools/node24), then shows the log, the outputs, the job summary and what the service
 * received. The Actions cache is the tests' fake of GitHub's cache service, so a second run shows
 * the same upload reused instead of generated again.
 */
import { existsSync } from 'node:fs'
import { startEmulator } from '../emulator/server.js'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startFakeArtifacts } from '../__tests__/helpers/fake-artifacts.js'
import { scopesOfPush, serveCache } from '../__tests__/helpers/fake-cache.js'
import { NODE24, renderLog, runAction } from './runner.js'

// `npm run demo` installs it first; `npx tsx tools/demo.ts` alone may find it missing.
if (!existsSync(NODE24)) {
  console.error("Node 24 is missing: run 'npm run setup:node24' first, or 'npm run demo'.")
  process.exit(1)
}

const premiumKey = Object.keys(DEFAULT_KEYS).find(key => DEFAULT_KEYS[key] === 'premium') as string
// Large enough a generation to show the wait: 2.5 s of processing, as a mid-sized dataset takes.
const emulator = await startEmulator({ instantBytes: 0, processingMs: 2500 })
const results = await startFakeArtifacts()
serveCache(results.host)
const home = mkdtempSync(path.join(os.tmpdir(), 'demo-home-'))
const env = { HOME: home, ...results.env({ job: 'demo', scopes: scopesOfPush('main') }) }
const rule = (title: string) =>
  console.log(`\n\x1b[1m── ${title} ${'─'.repeat(Math.max(0, 70 - title.length))}\x1b[0m`)

try {
  rule(`Emulated service at ${emulator.url}`)
  const inputs = {
    'api-key': premiumKey,
    'base-url': emulator.url,
    file: 'examples/data/sales.csv',
    title: 'Monthly sales',
    instructions: 'Revenue by region, one chart per quarter.\nHighlight the best month.',
    'allow-pdf-export': 'true',
    'poll-interval': '2'
  }
  for (const [name, value] of Object.entries(inputs)) {
    console.log(`  ${name}: ${name === 'api-key' ? '***' : JSON.stringify(value)}`)
  }
  const result = await runAction({ inputs, node: NODE24, env })

  rule('Step log, as GitHub shows it')
  process.stdout.write(renderLog(result.stdout) + result.stderr)
  rule(`Outputs (exit code ${result.code})`)
  for (const [name, value] of Object.entries(result.outputs)) console.log(`  ${name} = ${value}`)
  rule('Job summary (GITHUB_STEP_SUMMARY)')
  console.log(result.summary.trim())
  rule('Requests the service received')
  // The action names its Node in its User-Agent: the service saw which runtime ran the step.
  console.log(`  User-Agent: ${String(emulator.requests[0]?.headers['user-agent'])}`)
  for (const request of emulator.requests) {
    const file = request.file ? ` file=${request.file.name} (${request.file.bytes} bytes)` : ''
    console.log(`  ${request.method} ${request.path} -> ${request.status}${file}`)
  }
  if (result.code !== 0) throw new Error(`the action exited with ${result.code}`)
  const page = await fetch(result.outputs['share-url'])
  rule('Share page')
  const pageTitle = /<title>(.*)<\/title>/.exec(await page.text())?.[1] ?? ''
  console.log(`  GET ${result.outputs['share-url']} -> ${page.status} ${pageTitle}`)

  rule('Run again: the same upload, reused through the Actions cache')
  emulator.requests.length = 0
  const again = await runAction({ inputs, node: NODE24, env })
  process.stdout.write(
    renderLog(again.stdout)
      .split('\n')
      .filter(line => /Reused|ready/.test(line))
      .join('\n') + '\n'
  )
  for (const request of emulator.requests)
    console.log(`  ${request.method} ${request.path} -> ${request.status}`)
  if (again.code !== 0) throw new Error(`the second run exited with ${again.code}`)
  console.log(`  share-url = ${again.outputs['share-url']} (the same link; nothing uploaded)\n`)
} catch (error) {
  console.error(`Demo failed: ${(error as Error).message}`)
  process.exitCode = 1
} finally {
  await emulator.close()
  await results.close()
  rmSync(home, { recursive: true, force: true })
}

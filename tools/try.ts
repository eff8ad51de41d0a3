/**
 * `npm run try -- <file or glob> [input=value ...]`, or `npm run try -- config=<manifest>
 * [input=value ...]`: the bundled action run on your own datasets,
 * as a runner runs it on a pull request (Node 24, inputs as INPUT_* variables, the output and
 * summary files), against the service emulator, a fake GitHub API and a fake Actions cache on
 * 127.0.0.1, so nothing
 * leaves the machine. It prints the step log, the outputs and what the service received, and
 * writes the job summary and the pull-request comment, as Markdown and as GitHub renders them, to
 * files it names. Paths are read from where the command was typed (npm's INIT_CWD), inside the
 * repository or not; a manifest's paths too, so the folder the command is typed in is the
 * workspace and holds the manifest.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parse } from 'yaml'
import { startEmulator } from '../emulator/server.js'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { pullRequest } from '../__tests__/helpers/events.js'
import { startFakeGitHub } from '../__tests__/helpers/fake-github.js'
import { startFakeArtifacts } from '../__tests__/helpers/fake-artifacts.js'
import { scopesOfPullRequest, serveCache } from '../__tests__/helpers/fake-cache.js'
import { pageHtml } from './gfm.js'
import { NODE24, REPO_ROOT, renderLog, runAction } from './runner.js'

const USAGE = `Usage: npm run try -- <file or glob> [more files or globs] [input=value ...]
   or: npm run try -- config=<manifest> [input=value ...]
  e.g. npm run try -- ~/exports/sales.csv title='Monthly sales' instructions='One chart per region'
       npm run try -- config=.github/dashboards.yml   (its paths read from where you type it)`

/** Inputs this command gives itself: the emulator's, the fake pull request's. */
const SET_HERE: Record<string, string> = {
  'api-key': 'the emulator takes its own key',
  'base-url': 'the datasets go to the emulator on 127.0.0.1, never to a real service',
  'github-token': 'the comment goes to a fake GitHub API',
  comment: 'the comment is always written, to a file',
  'pr-number': 'the run is a pull request of its own',
  'changed-only': 'the fake pull request changes no file',
  compare: 'a file given here has no base version to compare with',
  leg: 'the run is a single job',
  'generation-id': 'the emulator starts empty, with no generation to follow'
}

class Refusal extends Error {}

const declared = Object.keys(
  (parse(readFileSync(path.join(REPO_ROOT, 'action.yml'), 'utf8')) as { inputs: object }).inputs
)

/** The inputs given as name=value, and the rest as the `file` patterns. */
function readArguments(args: readonly string[]): {
  patterns: string[]
  inputs: Record<string, string>
} {
  const patterns: string[] = []
  const inputs: Record<string, string> = {}
  for (const arg of args) {
    const eq = arg.indexOf('=')
    const name = eq > 0 ? arg.slice(0, eq) : ''
    if (name === 'file')
      patterns.push(
        ...arg
          .slice(eq + 1)
          .split('\n')
          .filter(Boolean)
      )
    else if (declared.includes(name)) {
      if (name in SET_HERE) throw new Refusal(`'${name}' is set by npm run try: ${SET_HERE[name]}.`)
      inputs[name] = arg.slice(eq + 1)
    } else if (eq > 0 && /^[a-z][a-z-]*$/.test(name) && !existsSync(arg))
      throw new Refusal(
        `'${name}' is not an input of the action. Its inputs: ${declared.filter(n => !(n in SET_HERE)).join(', ')}.`
      )
    else patterns.push(arg)
  }
  if (patterns.length > 0 && inputs.config !== undefined)
    throw new Refusal(
      `give datasets or config=<manifest>, not both: the manifest lists the datasets, each with its own settings (${patterns.map(p => JSON.stringify(p)).join(', ')} given besides it). Add them to the manifest's entries, or leave config out.`
    )
  if (patterns.length === 0 && inputs.config === undefined)
    throw new Refusal(`Name at least one dataset, or a manifest as config=<path>.\n${USAGE}`)
  return { patterns, inputs }
}

/**
 * The run of a manifest: typed in the folder its paths are relative to, which is the workspace,
 * so the manifest lies there or below it. `config` is given to the action workspace-relative.
 */
function manifestRun(config: string, cwd: string) {
  const absolute = path.resolve(cwd, config)
  const own = path.relative(cwd, absolute)
  if (own === '' || own.startsWith('..') || path.isAbsolute(own))
    throw new Refusal(
      `config=${config} is not below ${cwd}, where the command is typed: a manifest's paths are read from there, so run it from the folder they are relative to (the repository's root, for .github/dashboards.yml).`
    )
  if (!existsSync(absolute) || !statSync(absolute).isFile())
    throw new Refusal(`config=${config}: there is no such file in ${cwd}.`)
  return { workspace: cwd, config: own.split(path.sep).join('/') }
}

/** The folder a pattern's fixed part names: its literal path up to the first glob character. */
function rootOf(pattern: string, cwd: string): string {
  const absolute = path.resolve(cwd, pattern.replace(/^!/, ''))
  const parts = absolute.split(path.sep)
  const glob = parts.findIndex(part => /[*?[{]/.test(part))
  return glob < 0 ? path.dirname(absolute) : parts.slice(0, glob).join(path.sep) || path.sep
}

function commonFolder(folders: readonly string[]): string {
  return folders.reduce((common, folder) => {
    while (path.relative(common, folder).startsWith('..')) common = path.dirname(common)
    return common
  })
}

/**
 * The workspace the run is given, and the patterns relative to it: where the command was typed
 * when every dataset lies below it, else the folder that holds them all.
 */
function workspaceFor(patterns: readonly string[], cwd: string) {
  const roots = patterns.map(pattern => rootOf(pattern, cwd))
  const inside = roots.every(root => !path.relative(cwd, root).startsWith('..'))
  const workspace = inside ? cwd : commonFolder(roots)
  const relative = patterns.map(pattern => {
    const negated = pattern.startsWith('!')
    const own = path.relative(workspace, path.resolve(cwd, pattern.replace(/^!/, '')))
    return `${negated ? '!' : ''}${own.split(path.sep).join('/')}`
  })
  return { workspace, file: relative.join('\n') }
}

const rule = (title: string) =>
  console.log(`\n\x1b[1m── ${title} ${'─'.repeat(Math.max(0, 70 - title.length))}\x1b[0m`)

async function main(): Promise<number> {
  if (!existsSync(NODE24)) throw new Refusal("Node 24 is missing: run it as 'npm run try'.")
  const cwd = process.env.INIT_CWD ?? process.cwd()
  const { patterns, inputs } = readArguments(process.argv.slice(2))
  const { config, ...others } = inputs
  // The datasets, as the `file` input or a manifest (`config`), and the workspace they are in.
  const { workspace, ...datasets } =
    config === undefined ? workspaceFor(patterns, cwd) : manifestRun(config, cwd)
  const out = mkdtempSync(path.join(os.tmpdir(), 'dashboard-try-'))
  const emulator = await startEmulator({ processingMs: 1500 })
  const github = await startFakeGitHub()
  // The Actions cache, as the tests fake it: reuse works as on GitHub, within this one run.
  const results = await startFakeArtifacts()
  serveCache(results.host)
  github.tokens = { ghs_try: { login: 'github-actions[bot]', app: true } }
  const event = path.join(out, 'event.json')
  const payload = pullRequest()
  writeFileSync(event, JSON.stringify(payload))
  try {
    const premium = Object.keys(DEFAULT_KEYS).find(key => DEFAULT_KEYS[key] === 'premium')
    const given = { ...datasets, 'poll-interval': '1', ...others }
    rule(`Your datasets, from ${workspace}`)
    for (const [name, value] of Object.entries(given))
      console.log(`  ${name}: ${JSON.stringify(value)}`)
    const result = await runAction({
      node: NODE24,
      workspace,
      inputs: {
        ...given,
        'api-key': premium as string,
        'base-url': emulator.url,
        'github-token': 'ghs_try',
        comment: 'true',
        compare: 'false'
      },
      env: {
        ACTIONS_STEP_DEBUG: 'false',
        RUNNER_DEBUG: '',
        GITHUB_API_URL: github.url,
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_REPOSITORY: 'your-org/your-repo',
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: event,
        GITHUB_RUN_ID: '1',
        ...results.env({ job: 'try', scopes: scopesOfPullRequest(payload.pull_request.number) })
      },
      killAfterMs: 7 * 60 * 60 * 1000
    })
    rule('Step log, as GitHub shows it')
    process.stdout.write(renderLog(result.stdout) + result.stderr)
    rule(`Outputs (exit code ${result.code})`)
    for (const [name, value] of Object.entries(result.outputs)) console.log(`  ${name} = ${value}`)
    rule('What the service received')
    for (const request of emulator.requests) {
      const sent = request.file ? ` ${request.file.name} (${request.file.bytes} bytes)` : ''
      const title = request.fields.title ? ` title ${JSON.stringify(request.fields.title)}` : ''
      console.log(`  ${request.method} ${request.path} -> ${request.status}${sent}${title}`)
    }
    rule('The job summary and the comment, as GitHub shows them')
    const comment = github.comments.at(-1)?.body
    const written: [string, string][] = [
      ['summary.md', result.summary],
      ['summary.html', pageHtml({ kind: 'summary', markdown: result.summary, author: 'try' })]
    ]
    if (comment !== undefined)
      written.push(
        ['comment.md', comment],
        ['comment.html', pageHtml({ kind: 'comment', markdown: comment, author: 'github-actions' })]
      )
    for (const [name, text] of written) {
      writeFileSync(path.join(out, name), text)
      console.log(`  ${path.join(out, name)}`)
    }
    if (comment === undefined) console.log('  (no comment was posted: the step log says why)')
    console.log('\nThe links point at the emulator, which stops with this command.')
    return result.code ?? 1
  } finally {
    rmSync(event, { force: true })
    await emulator.close()
    await github.close()
    await results.close()
  }
}

try {
  process.exitCode = await main()
} catch (error) {
  // A mistake in the command is told in a sentence; anything else is a bug, with its stack.
  if (!(error instanceof Refusal)) throw error
  console.error(`npm run try: ${error.message}`)
  process.exitCode = 2
}

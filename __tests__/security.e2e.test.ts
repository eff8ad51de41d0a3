/**
 * The output boundary under attack (issue 9). Hostile text from every source (dataset file
 * names, the service's titles, messages, ids, URLs and reasons, GitHub's error bodies, the
 * workflow's own inputs) goes through the bundled action with debug logging on, and every sink
 * is read as its consumer reads it: stdout and stderr as a runner parses them, GITHUB_OUTPUT, and the job
 * summary and pull-request comment rendered as GitHub renders them. No secret, nor any part of
 * one, may show anywhere.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../emulator/server.js'
import { Input, Output } from '../src/config/constants.js'
import { readRows } from '../src/report/comment-rows.js'
import { NODE24, runAction, type ActionResult } from '../tools/runner.js'
import { startFakeGitHub, type FakeGitHub } from './helpers/fake-github.js'
import { renderGfm } from './helpers/gfm.js'
import { startHostileService, type HostileService } from './helpers/hostile-service.js'
import { runnerCommands } from './helpers/runner-commands.js'
import { makeWorkspace, SMALL_CSV, type Workspace } from './helpers/workspace.js'

const KEY = 'svc_live_Qm7rT2vX9kLp4Wn8Zc3Hy6Bd'
const TOKEN = 'ghs_R4nd0mT0k3nV4lu3F0rT3sts0nly12'
const PASSWORD = 'Hunter2-pa55word-Xy'
/** A URL parser ends the user:password part at the first `/`, `?` or `#`. */
const CUT_PASSWORD = 'Hunt/er2?pa55#wordXy'
const SECRETS = {
  key: KEY,
  'key after svc_': KEY.slice(4),
  token: TOKEN,
  password: PASSWORD,
  'password holding / ? #': CUT_PASSWORD
}
/** Every injected command carries this word right after its `::name::`, where a real one never does. */
const PWN = 'PWNED'
const SHA = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678'
const BOT = 'github-actions[bot]'

/** Markup, mentions, references, links, images, a heading after a blank line, runner commands. */
const HOSTILE = [
  `line\n::error::${PWN}`,
  `cr\r::add-mask::${PWN}`,
  `\n::stop-commands::${PWN}`,
  `\n  ::set-output name=status::${PWN}`,
  `##[error]${PWN}`,
  `\n\n# ${PWN} heading\n\n`,
  `<img src=https://evil.example/i.png> ![i](https://evil.example/i.png)`,
  `@everyone @octo/team #1 octo/repo#2 [${PWN}](https://evil.example) https://evil.example/x`,
  `| cell | ${'`'}code${'`'} <!-- dashboard-action comment-tag: other -->`
].join(' ')

const FILE_NAMES = [
  `x\n::error::${PWN}.csv`,
  `y\r::add-mask::${PWN}.csv`,
  `::stop-commands::${PWN}.csv`,
  `  ::set-output name=status::${PWN}.csv`,
  `##[error]${PWN}.csv`,
  `z\n\n# ${PWN} heading\n\n<img src=https:evil.example> [${PWN}](https:evil.example) @everyone #1.csv`,
  `w | cell | <!-- dashboard-action comment-tag: other -->.csv`
]

let emulator: Emulator
let github: FakeGitHub
let hostile: HostileService
let ws: Workspace

beforeAll(async () => {
  emulator = await startEmulator({ keys: { [KEY]: 'premium' } })
  github = await startFakeGitHub()
  hostile = await startHostileService()
  ws = makeWorkspace()
  for (const name of FILE_NAMES) ws.write(path.join('data', name), SMALL_CSV)
  ws.write('one/sales.csv', SMALL_CSV)
})
afterAll(async () => {
  await emulator.close()
  await github.close()
  await hostile.close()
  ws.remove()
})
beforeEach(() => {
  emulator.reset()
  github.reset()
  github.tokens = { [TOKEN]: { login: BOT, app: true } }
})

function run(inputs: Record<string, string>, node?: string): Promise<ActionResult> {
  const eventPath = path.join(ws.root, `event-${Date.now()}.json`)
  writeFileSync(
    eventPath,
    JSON.stringify({
      pull_request: { number: 7, head: { sha: SHA, repo: { full_name: 'o/r', fork: false } } }
    })
  )
  return runAction({
    node,
    workspace: ws.root,
    inputs: {
      [Input.ApiKey]: KEY,
      [Input.BaseUrl]: emulator.url,
      [Input.File]: 'one/sales.csv',
      [Input.Comment]: 'true',
      [Input.GithubToken]: TOKEN,
      ...inputs
    },
    env: {
      GITHUB_API_URL: github.url,
      GITHUB_SERVER_URL: 'https://github.example',
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_SHA: SHA,
      GITHUB_RUN_ID: '4242',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: eventPath,
      // Step debug logging on: secrets must stay hidden there too.
      ACTIONS_STEP_DEBUG: 'true',
      RUNNER_DEBUG: '1'
    }
  })
}

/**
 * Every run of ten characters of a secret found in `text`, in any case (a URL parser lower-cases
 * a host): a part of a secret is a leak too.
 */
function leaks(given: string): string[] {
  const found: string[] = []
  const text = given.toLowerCase()
  for (const [name, secret] of Object.entries(SECRETS)) {
    for (let at = 0; at + 10 <= secret.length; at++) {
      if (text.includes(secret.slice(at, at + 10).toLowerCase())) {
        found.push(`${name} (${secret.slice(at, at + 10)})`)
        break
      }
    }
  }
  return found
}

const COMMANDS = new Set(['add-mask', 'debug', 'group', 'endgroup', 'error', 'warning', 'notice'])
const OUTPUTS = new Set<string>(Object.values(Output))

/** Checks every sink of a run; returns the comments' Markdown for the test's own assertions. */
function assertSafe(result: ActionResult): string[] {
  // The runner reads commands on stderr as on stdout; the action writes none there.
  expect(runnerCommands(result.stderr)).toEqual([])
  const commands = runnerCommands(result.stdout)
  expect(commands.filter(c => !COMMANDS.has(c.name))).toEqual([])
  expect(commands.filter(c => c.value?.startsWith(PWN))).toEqual([])
  // Only the action's own secrets are masked: no command can be slipped in to hide other text.
  for (const mask of commands.filter(c => c.name === 'add-mask'))
    expect(
      Object.values(SECRETS).some(s => s.includes(mask.value ?? '') || mask.value?.includes(s))
    ).toBe(true)

  expect(Object.keys(result.outputs).filter(name => !OUTPUTS.has(name))).toEqual([])

  const comments = github.comments.map(c => c.body)
  const log = result.stdout
    .split('\n')
    .filter(line => !line.startsWith('::add-mask::'))
    .join('\n')
  // The rows a comment carries for its next update are packed, not hidden: they count too.
  const carried = comments.map(comment => JSON.stringify(readRows(comment)))
  const everything = [
    log,
    result.stderr,
    JSON.stringify(result.outputs),
    result.summary,
    ...comments,
    ...carried
  ]
  expect(leaks(everything.join('\n'))).toEqual([])

  for (const markdown of [result.summary, ...comments].filter(m => m !== '')) {
    const seen = renderGfm(markdown)
    expect(seen.images).toBe(0)
    expect(seen.liveReferences).toEqual([])
    // One heading, the action's own verdict; no link to another host, nor of another scheme.
    expect(seen.headings).toHaveLength(1)
    expect(seen.headings[0]).toMatch(/^(✅|❌|⏳|⚠️)/)
    expect(
      seen.links.filter(href => !/^https?:/.test(href) || new URL(href).hostname.includes('evil'))
    ).toEqual([])
  }
  for (const comment of comments)
    expect(comment.match(/<!-- dashboard-action comment-tag:/g)).toHaveLength(1)
  // GitHub shows no job summary over 1 MiB, and takes no comment over 65,536 characters.
  expect(Buffer.byteLength(result.summary)).toBeLessThan(1024 * 1024)
  for (const comment of comments) expect(comment.length).toBeLessThanOrEqual(65_536)
  return comments
}

/**
 * Inputs that cannot be used still get a job summary: it says the step failed, in the error's
 * words (assertSafe has checked it hides every secret).
 */
function expectFailureSummary(result: ActionResult, ...said: string[]): void {
  const seen = renderGfm(result.summary)
  expect(seen.headings).toEqual([expect.stringMatching(/^❌.*failed before generating/)])
  for (const words of said) expect(seen.text).toContain(words)
}

describe('hostile text reaches no sink as a command, markup or secret', () => {
  it.each([
    ['the local Node', undefined],
    ['Node 24', NODE24]
  ])(
    'dataset file names, and a title and instructions holding the key, on %s',
    async (_on, node) => {
      const result = await run(
        {
          [Input.File]: 'data/*.csv',
          [Input.Title]: `Sales ${KEY}`,
          [Input.CommentTag]: `data ${KEY}`,
          [Input.Instructions]: `Use ${KEY} and ${KEY.slice(4)}\n${HOSTILE}`
        },
        node
      )
      expect(result.code).toBe(0)
      expect(runnerCommands(result.stdout).some(c => c.name === 'debug')).toBe(true)
      expect(emulator.requests.filter(r => r.method === 'POST')).toHaveLength(FILE_NAMES.length)
      const [comment] = assertSafe(result)
      // Every dataset is still named as it is, in the results and in the comment.
      const results = JSON.parse(result.outputs[Output.Results]) as { file: string }[]
      expect(results.map(r => r.file).sort()).toEqual(FILE_NAMES.map(n => `data/${n}`).sort())
      // A reader sees each name on one line, white space runs as one space, the rest as written.
      const cells = renderGfm(comment)
        .tables[0].slice(1)
        .map(row => row[0].replace(/\u200b/g, ''))
      expect(cells.sort()).toEqual(
        [
          `data/x ::error::${PWN}.csv`,
          `data/y ::add-mask::${PWN}.csv`,
          `data/::stop-commands::${PWN}.csv`,
          `data/ ::set-output name=status::${PWN}.csv`,
          `data/##[error]${PWN}.csv`,
          `data/z # ${PWN} heading <img src=https:evil.example> [${PWN}](https:evil.example) @everyone #1.csv`,
          'data/w | cell | <!-- dashboard-action comment-tag: other -->.csv'
        ].sort()
      )
    }
  )

  it('a single dataset whose name would start a command, with the instructions folded in the comment', async () => {
    ws.write(`one/::error::${PWN}.csv`, SMALL_CSV)
    const result = await run({
      [Input.File]: `one/::error::${PWN}.csv`,
      [Input.Instructions]: `Use ${KEY}\n${HOSTILE}`
    })
    expect(result.code).toBe(0)
    const [comment] = assertSafe(result)
    expect(renderGfm(comment).text).toContain('Instructions')
  })

  it("the service's title, id, share URL and failure reason", async () => {
    const id = `::error::${PWN}-gen`
    const dashboard = {
      id: 'd-1',
      title: `${HOSTILE} ${KEY}`,
      status: 'failed',
      error: `Row 3: ${HOSTILE} ${KEY} ${KEY.slice(4)}`
    }
    const shareUrl = `https://dash.example/share/${KEY}/view/?q=a|b)@everyone[x](https://evil.example)`
    hostile.start = { status: 201, body: { generation_id: id, status: 'processing' } }
    hostile.read = {
      status: 200,
      body: { status: 'success', data: { id, dashboard, share_link: { share_url: shareUrl } } }
    }
    const result = await run({ [Input.BaseUrl]: hostile.url })
    expect(result.code).toBe(1)
    const [comment] = assertSafe(result)
    expect(renderGfm(comment).text).toContain('Row 3:')
    expect(renderGfm(result.summary).text).toContain('Row 3:')
  })

  it('a completed dashboard with a hostile title and a share URL holding the key', async () => {
    const dashboard = { id: 'd-1', title: `${HOSTILE} ${KEY}`, status: 'completed' }
    const shareUrl = `https://dash.example/share/${KEY}/view/?q=a|b)@everyone[x](https://evil.example)`
    const data = { id: 'g-1', dashboard, share_link: { share_url: shareUrl } }
    hostile.start = { status: 201, body: { generation_id: 'g-1', ...data } }
    hostile.read = { status: 200, body: { status: 'success', data } }
    const result = await run({ [Input.BaseUrl]: hostile.url })
    expect(result.code).toBe(0)
    const [comment] = assertSafe(result)
    // Still linked, as an address the reader can open, with the key hidden.
    expect(renderGfm(comment).links.some(l => l.startsWith('https://dash.example/share/'))).toBe(
      true
    )
    expect(result.outputs[Output.ShareUrl]).toMatch(/^https:\/\/dash\.example\/share\//)
  })

  it("a generation id that is the key's part after svc_, with the step not waiting", async () => {
    hostile.start = { status: 201, body: { generation_id: KEY.slice(4), status: 'processing' } }
    // With the comment: the rows it carries are redacted where the block is written, once.
    const result = await run({ [Input.BaseUrl]: hostile.url, [Input.Wait]: 'false' })
    expect(result.code).toBe(0)
    const [comment] = assertSafe(result)
    expect(readRows(comment).map(row => row.generationId)).toEqual(['***'])
    expect(result.outputs[Output.GenerationId]).toBe('***')
    // The resume line is still there, its id hidden.
    expect(renderGfm(result.summary).code).toContain('generation-id: ***')
  })

  it('a share URL whose host holds the key, lower-cased by URL parsing, and a huge title', async () => {
    const dashboard = { id: 'd-1', title: `Sales ${'<'.repeat(200_000)}`, status: 'completed' }
    const data = {
      id: 'g-1',
      dashboard,
      share_link: { share_url: `https://${KEY}.dash.example/d/1` }
    }
    hostile.start = { status: 201, body: { generation_id: 'g-1', ...data } }
    hostile.read = { status: 200, body: { status: 'success', data } }
    const result = await run({ [Input.BaseUrl]: hostile.url })
    expect(result.code).toBe(0)
    const [comment] = assertSafe(result)
    expect(readRows(comment).map(row => row.shareUrl)).toEqual(['https://***.dash.example/d/1'])
    expect(result.outputs[Output.ShareUrl]).toMatch(/^https:\/\/\*\*\*\.dash\.example\/d\/1$/)
    expect(renderGfm(result.summary).text).toMatch(/Sales <+ … \(shortened/)
  })

  it('a service message cut with the key straddling the cut', async () => {
    hostile.start = {
      status: 500,
      body: { message: `${'a'.repeat(180)} ${KEY} and ${KEY.slice(4)} ${HOSTILE}` }
    }
    const result = await run({ [Input.BaseUrl]: hostile.url })
    expect(result.code).toBe(1)
    assertSafe(result)
    expect(result.stdout).toMatch(/::error::.*HTTP 500/)
  })

  it('a GitHub error body that echoes the token', async () => {
    github.fail({
      method: 'POST',
      path: /\/issues\/7\/comments$/,
      status: 422,
      body: { message: `Validation failed for ${TOKEN}\n::error::${PWN}\r##[error]${PWN}` }
    })
    const result = await run({ [Input.Reuse]: 'false' }) // the cache's warning is not this test's
    expect(result.code).toBe(0)
    assertSafe(result)
    expect(runnerCommands(result.stdout).filter(c => c.name === 'warning')).toHaveLength(1)
  })

  it('a GitHub error body that echoes the token without its ghs_ prefix, in any case', async () => {
    const rest = TOKEN.slice('ghs_'.length)
    github.fail({
      method: 'POST',
      path: /\/issues\/7\/comments$/,
      status: 422,
      body: { message: `Bad credentials: ${rest} (${rest.toUpperCase()}, ${rest.slice(7)})` }
    })
    const result = await run({ [Input.Reuse]: 'false' }) // the cache's warning is not this test's
    expect(result.code).toBe(0)
    assertSafe(result)
    const [warning] = runnerCommands(result.stdout).filter(c => c.name === 'warning')
    expect(warning.value).toMatch(/Bad credentials: \*\*\* \(\*\*\*, \*\*\*\)/)
  })

  it('a key split by a line break or a tab, or encoded, across the answer: one pass per sink hides every piece', async () => {
    const [head, tail] = [KEY.slice(0, 15), KEY.slice(15)]
    const dashboard = {
      id: 'd-1',
      title: `Sales ${head}\n${tail}`,
      status: 'failed',
      error: `Row 3: ${Buffer.from(`{"key":"${KEY}"}`).toString('base64')} ${encodeURIComponent(`k=${KEY.slice(4)}`)}`
    }
    // A URL parser drops the tab, joining the key's pieces after any look at the raw text.
    const shareUrl = `https://dash.example/share/${head}\t${tail}/view/`
    const data = { id: 'g-1', dashboard, share_link: { share_url: shareUrl } }
    hostile.start = { status: 201, body: { generation_id: 'g-1', status: 'processing' } }
    hostile.read = { status: 200, body: { status: 'success', data } }
    const result = await run({ [Input.BaseUrl]: hostile.url })
    expect(result.code).toBe(1)
    const [comment] = assertSafe(result)
    // The texts are still shown, only the key's pieces hidden.
    expect(renderGfm(comment).text).toContain('Row 3:')
    expect(result.outputs[Output.ShareUrl]).toBe('https://dash.example/share/***/view/')
    expect(result.outputs[Output.DashboardTitle]).toBe('Sales ***\n***')
  })

  it('a base-url with a password holding "/", "?" and "#"', async () => {
    const result = await run({ [Input.BaseUrl]: `https://admin:${CUT_PASSWORD}@dash.example/` })
    expect(result.code).toBe(1)
    assertSafe(result)
    expect(result.stdout).toMatch(/::error::Input 'base-url'.*user name or password/)
    expectFailureSummary(result, "Input 'base-url'", 'user name or password')
  })

  it('a base-url with a password that does not parse', async () => {
    const result = await run({
      [Input.BaseUrl]: `https://admin:${PASSWORD}@dash board.example/`
    })
    expect(result.code).toBe(1)
    assertSafe(result)
    expect(result.stdout).toContain("Input 'base-url'")
    expectFailureSummary(result, "Input 'base-url'")
  })
})

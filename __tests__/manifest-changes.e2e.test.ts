/**
 * Under `changed-only`, a manifest's change counts, through the bundle on Node 20 and 24: a push
 * that changes only one entry's instructions regenerates that entry's datasets and no others,
 * whether the checkout's history holds the base commit (git tells) or is shallow (GitHub tells,
 * from a real git repository behind the fake GitHub); a change of `defaults` regenerates every
 * dataset; a push that changes neither data nor settings generates nothing.
 */
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { Input } from '../src/config/constants.js'
import { runAction, type ActionResult } from '../tools/runner.js'
import { push } from './helpers/events.js'
import { commitSteps, shallowClone } from './helpers/git-history.js'
import { NODES, needNode24 } from './helpers/nodes.js'
import { APP_TOKEN, useServices } from './helpers/services.js'
import { makeWorkspace, SMALL_CSV, type Workspace } from './helpers/workspace.js'

const services = useServices()
const KEY = Object.keys(DEFAULT_KEYS)[1]
const CONFIG = '.github/dashboards.yml'

const manifest = (salesPrompt: string, viewers = 'team@example.com') =>
  `defaults:
  instructions: Use the company colours.
  allowed-emails: ${viewers}
dashboards:
  - file: data/sales/*.csv
    title: Sales
    instructions: ${salesPrompt}
  - file: data/hr/headcount.csv
    title: Headcount
`

let repo: Workspace
let clone: Workspace | undefined

needNode24()
beforeEach(() => {
  repo = makeWorkspace()
})
afterEach(() => {
  repo.remove()
  clone?.remove()
  clone = undefined
})

/** Two commits: the datasets and a manifest, then `change` (returns the two SHAs). */
function history(change: () => void): [string, string] {
  const [before, after] = commitSteps(repo.root, [
    () => {
      repo.write('data/sales/north.csv', SMALL_CSV)
      repo.write('data/sales/south.csv', SMALL_CSV)
      repo.write('data/hr/headcount.csv', SMALL_CSV)
      repo.write(CONFIG, manifest('Revenue by region.'))
    },
    change
  ])
  return [before, after]
}

function run(node: string, workspace: string, before: string, after: string) {
  const eventPath = path.join(workspace, '..', `event-${path.basename(workspace)}.json`)
  writeFileSync(eventPath, JSON.stringify(push.branch(before, after)))
  return runAction({
    node,
    workspace,
    inputs: {
      [Input.ApiKey]: KEY,
      [Input.BaseUrl]: services.emulator.url,
      [Input.PollInterval]: '1',
      [Input.Config]: CONFIG,
      [Input.ChangedOnly]: 'true',
      [Input.GithubToken]: APP_TOKEN,
      [Input.Reuse]: 'false'
    },
    env: {
      GITHUB_API_URL: services.github.url,
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_SHA: after,
      GITHUB_EVENT_NAME: 'push',
      GITHUB_EVENT_PATH: eventPath
    }
  })
}

/** Each uploaded file's name with the instructions it was sent with. */
const uploads = () =>
  Object.fromEntries(
    services.emulator.requests
      .filter(r => r.method === 'POST' && r.file !== undefined)
      .map(r => [r.file!.name, r.fields.instructions])
  )

const logged = (result: ActionResult) => result.stdout

describe.each(NODES)('changed-only with a manifest (%s)', (_, node) => {
  it('regenerates only the datasets of the entry whose instructions changed, read from git', async () => {
    const [before, after] = history(() => repo.write(CONFIG, manifest('Revenue by quarter.')))
    const result = await run(node, repo.root, before, after)
    expect(result.code).toBe(0)
    expect(uploads()).toEqual({
      'north.csv': 'Revenue by quarter.',
      'south.csv': 'Revenue by quarter.'
    })
    expect(logged(result)).toContain(
      `data/sales/north.csv: counted as changed: its settings in ${CONFIG} changed.`
    )
    // Read from the checkout's history: GitHub was not asked for the manifest.
    expect(services.github.requests.filter(r => r.operationId === 'repos/get-content')).toEqual([])
  })

  it('reads the base manifest from GitHub when the checkout is shallow', async () => {
    const [before, after] = history(() => repo.write(CONFIG, manifest('Revenue by quarter.')))
    services.github.git = repo.root
    clone = makeWorkspace()
    const into = path.join(clone.root, 'checkout')
    shallowClone(repo.root, into, currentBranch(repo.root))
    const result = await run(node, into, before, after)
    expect(result.code).toBe(0)
    expect(Object.keys(uploads()).sort()).toEqual(['north.csv', 'south.csv'])
    // One request for the manifest's base version, at the push's `before`.
    const reads = services.github.requests.filter(
      r => r.operationId === 'repos/get-content' && r.path.endsWith('dashboards.yml')
    )
    expect(reads.map(r => [decodeURIComponent(r.path), r.query])).toEqual([
      [`/repos/o/r/contents/${CONFIG}`, `?ref=${before}`]
    ])
  })

  it('regenerates every dataset a changed default reaches', async () => {
    const [before, after] = history(() =>
      repo.write(CONFIG, manifest('Revenue by region.', 'all@example.com'))
    )
    const result = await run(node, repo.root, before, after)
    expect(result.code).toBe(0)
    expect(Object.keys(uploads()).sort()).toEqual(['headcount.csv', 'north.csv', 'south.csv'])
    expect(
      services.emulator.requests.filter(r => r.method === 'POST').map(r => r.fields.allowed_emails)
    ).toEqual(['all@example.com', 'all@example.com', 'all@example.com'])
  })

  it('generates nothing when the manifest changed only in a comment', async () => {
    const [before, after] = history(() =>
      repo.write(CONFIG, `# Owned by the data team.\n${manifest('Revenue by region.')}`)
    )
    const result = await run(node, repo.root, before, after)
    expect(result.code).toBe(0)
    expect(uploads()).toEqual({})
    expect(logged(result)).toMatch(/No matched dataset changed/)
  })
})

/** commitSteps runs `git init`: the branch is git's default, whatever this machine names it. */
function currentBranch(root: string): string {
  return execFileSync('git', ['symbolic-ref', '--short', 'HEAD'], {
    cwd: root,
    encoding: 'utf8'
  }).trim()
}

/**
 * The fan-in half of a matrix: legs started together as separate processes of the bundle, each
 * generating one dataset and writing its row into one shared comment, against the emulator and
 * the fake GitHub API behind 30–250 ms of latency, as GitHub answers.
 */
import { rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { Input, Output } from '../src/constants.js'
import { marker } from '../src/common/comment-marker.js'
import { readRows } from '../src/report/comment-rows.js'
import { runAction, type ActionResult } from '../tools/runner.js'
import { pullRequest } from './helpers/events.js'
import { renderGfm } from './helpers/gfm.js'
import { startLatencyProxy, type LatencyProxy } from './helpers/latency-proxy.js'
import { APP_TOKEN, BOT, useServices } from './helpers/services.js'
import { makeWorkspace, SMALL_CSV, type Workspace } from './helpers/workspace.js'

const services = useServices({ instantBytes: 1024 * 1024 })
const TAG = 'dashboards'
const SHA = 'c0ffee0000000000000000000000000000000001'
const EARLIER_SHA = 'bead000000000000000000000000000000000002'
let proxy: LatencyProxy
let ws: Workspace

beforeAll(async () => {
  proxy = await startLatencyProxy(services.github.url, { minMs: 30, maxMs: 250 })
  ws = makeWorkspace()
  for (let i = 1; i <= 6; i++) ws.write(`data/set-${i}.csv`, SMALL_CSV)
  ws.write('data/old.csv', SMALL_CSV)
})

/** GitHub's published pull_request payload, its head commit set to `sha`. */
function eventFor(sha: string): string {
  return ws.write(`event-${sha}.json`, JSON.stringify(pullRequest('synchronize', { headSha: sha })))
}
afterAll(async () => {
  await proxy.close()
  ws.remove()
})
beforeEach(() => services.github.reset())

/** One matrix leg: one dataset, the shared tag. */
function leg(file: string, sha = SHA): Promise<ActionResult> {
  return runAction({
    workspace: ws.root,
    inputs: {
      [Input.ApiKey]: Object.keys(DEFAULT_KEYS)[1],
      [Input.BaseUrl]: services.emulator.url,
      [Input.File]: file,
      [Input.Comment]: 'true',
      [Input.CommentTag]: TAG,
      // The legs' rows are compared by their first cell; compare.e2e tests the change line.
      [Input.Compare]: 'false',
      [Input.GithubToken]: APP_TOKEN
    },
    env: {
      GITHUB_API_URL: proxy.url,
      GITHUB_SERVER_URL: 'https://github.example',
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_SHA: sha,
      GITHUB_RUN_ID: '99',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: eventFor(sha)
    }
  })
}

function sharedComments() {
  return services.github.comments.filter(c => c.body.startsWith(marker(TAG)) && c.login === BOT)
}

describe('legs sharing one comment', () => {
  it('six legs started together leave one comment holding every leg’s row', async () => {
    const files = Array.from({ length: 6 }, (_, i) => `data/set-${i + 1}.csv`)
    const results = await Promise.all(files.map(file => leg(file)))
    for (const [i, result] of results.entries()) {
      expect(result.code).toBe(0)
      expect(JSON.parse(result.outputs[Output.Datasets])).toEqual([files[i]])
      expect(result.stdout).not.toMatch(/^::warning/m)
    }
    const comments = sharedComments()
    expect(comments).toHaveLength(1)
    const [comment] = comments
    const rows = readRows(comment.body)
    expect(rows.map(r => r.file)).toEqual(files)
    for (const [i, result] of results.entries()) {
      expect(result.outputs[Output.CommentUrl]).toContain(`#issuecomment-${comment.id}`)
      expect(rows[i]).toMatchObject({
        generationId: result.outputs[Output.GenerationId],
        commitSha: SHA,
        outcome: 'completed'
      })
    }
    // The reader sees a table with one line per dataset.
    const table = renderGfm(comment.body).tables[0]
    expect(table.slice(1).map(row => row[0])).toEqual(files)
  })
  it('keeps rows of earlier commits, flagged, and drops rows of datasets gone from the checkout', async () => {
    ws.write('data/removed.csv', SMALL_CSV)
    expect((await leg('data/old.csv', EARLIER_SHA)).code).toBe(0)
    expect((await leg('data/removed.csv', EARLIER_SHA)).code).toBe(0)
    rmSync(path.join(ws.root, 'data/removed.csv'))
    const results = await Promise.all(['data/set-1.csv', 'data/set-2.csv'].map(f => leg(f)))
    expect(results.map(r => r.code)).toEqual([0, 0])

    const [comment] = sharedComments()
    expect(sharedComments()).toHaveLength(1)
    const rows = readRows(comment.body)
    expect(rows.map(r => `${r.file}@${r.commitSha?.slice(0, 4)}`)).toEqual([
      'data/old.csv@bead',
      'data/set-1.csv@c0ff',
      'data/set-2.csv@c0ff'
    ])
    const seen = renderGfm(comment.body)
    const commitOf = (file: string) => seen.tables[0].find(row => row[0] === file)?.[3]
    expect(commitOf('data/old.csv')).toBe('🕘 bead000')
    expect(commitOf('data/set-1.csv')).toBe('c0ffee0')
    expect(seen.text).toMatch(/🕘 marks dashboards generated for another commit/)
  })
  it('a single leg alone shows its full card, and carries its row for the legs to come', async () => {
    const result = await leg('data/set-3.csv')
    expect(result.code).toBe(0)
    const [comment] = sharedComments()
    expect(comment.body).toContain('Dashboard ready')
    expect(comment.body).toContain(`](${result.outputs[Output.ShareUrl]})`)
    expect(readRows(comment.body).map(r => r.file)).toEqual(['data/set-3.csv'])
  })
})

/**
 * The pull request shown the dashboards coming from the first seconds: the bundle, started as a
 * runner starts it on Node 20 and on Node 24, against the service emulator (generations that
 * take seconds), the fake GitHub and the fake artifact service. What GitHub received is read
 * from the fake's record of requests, each stamped with when it arrived, and held against the
 * emulator's own record of when each generation finished.
 */
import type { ChildProcess } from 'node:child_process'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import type { Generation } from '../emulator/state.js'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { Input, Output } from '../src/config/constants.js'
import { NODE24, runAction, type ActionResult, type SubAction } from '../tools/runner.js'
import { pullRequest } from './helpers/events.js'
import type { RecordedRequest } from './helpers/fake-github.js'
import { renderGfm } from './helpers/gfm.js'
import { saying } from './helpers/meaning.js'
import { BOT, useFakeArtifacts, useServices } from './helpers/services.js'
import { makeWorkspace, SMALL_CSV, type Workspace } from './helpers/workspace.js'

/** Generations take this long unless a test says otherwise: the step waits on them. */
const PROCESSING_MS = 4000
const services = useServices({ instantBytes: 0, processingMs: PROCESSING_MS })
const storage = useFakeArtifacts()
const API_KEY = Object.keys(DEFAULT_KEYS)[1]
const TOKENS = ['ghs_single', 'ghs_plan', 'ghs_leg1', 'ghs_leg2', 'ghs_leg3', 'ghs_collect']
const TAG = 'dashboards-e2e'
const PAYLOAD = pullRequest('synchronize')
const NUMBER = PAYLOAD.number as number
const HEAD = (PAYLOAD.pull_request as { head: { sha: string } }).head.sha
const WRITES = ['issues/create-comment', 'issues/update-comment']
let ws: Workspace
let eventPath: string
let nextRunId = 8100

beforeAll(() => {
  ws = makeWorkspace()
  for (const name of ['a', 'b', 'c', 'old']) ws.write(`data/${name}.csv`, SMALL_CSV)
  // A file every check refuses: the plan gives it no leg, and it is reported failed.
  ws.write('data/empty.csv', '')
  eventPath = ws.write('.event.json', JSON.stringify(PAYLOAD))
})
afterAll(() => ws.remove())
beforeEach(() => {
  for (const token of TOKENS) services.github.tokens[token] = { login: BOT, app: true }
})

interface Job {
  action?: SubAction
  token?: string
  runId: number
  onStart?: (child: ChildProcess) => void
}

function job(node: string, inputs: Record<string, string>, options: Job): Promise<ActionResult> {
  const generates = options.action === undefined
  return runAction({
    node,
    action: options.action,
    workspace: ws.root,
    inputs: {
      ...(generates
        ? {
            [Input.ApiKey]: API_KEY,
            [Input.BaseUrl]: services.emulator.url,
            [Input.PollInterval]: '0.5',
            [Input.Reuse]: 'false'
          }
        : {}),
      ...(options.action === 'collect' ? {} : { [Input.Compare]: 'false' }),
      [Input.GithubToken]: options.token ?? 'ghs_single',
      ...inputs
    },
    onStart: options.onStart,
    env: {
      ...storage.artifacts.env({ runId: options.runId, job: options.action ?? 'generate' }),
      GITHUB_API_URL: services.github.url,
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_SHA: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: eventPath
    }
  })
}

const runUrl = (runId: number) => `https://github.com/o/r/actions/runs/${runId}`
const of = (token: string) =>
  services.github.requests.filter(r => (r.authorization ?? '').endsWith(` ${token}`))
const commentWrites = (requests: readonly RecordedRequest[] = services.github.requests) =>
  requests.filter(r => WRITES.includes(r.operationId ?? ''))
const bodyOf = (write: RecordedRequest) => (write.body as { body: string }).body
const generationOf = (file: string): Generation => {
  const found = [...services.emulator.generations.values()].filter(g => g.fileName === file)
  expect(found).toHaveLength(1)
  return found[0]
}
const finishedAt = (generation: Generation) => generation.finishesAt ?? Infinity

/** The comment's table as a reader sees it: each dataset's status and dashboard cells. */
function table(body: string): Map<string, { status: string; dashboard: string }> {
  const [, ...rows] = renderGfm(body).tables[0]
  return new Map(
    rows.map(([file, status, dashboard]) => [file.split('\n')[0].trim(), { status, dashboard }])
  )
}

/** The statuses named `dashboards (tag)`, the oldest first. */
const runStatuses = () => services.github.statuses.filter(s => s.context === `dashboards (${TAG})`)

/** Waits until the fake GitHub has received a comment write, then does `then` with the child. */
function afterFirstWrite(then: (child: ChildProcess) => void): (child: ChildProcess) => void {
  return child => {
    void (async () => {
      while (child.exitCode === null && child.signalCode === null) {
        if (commentWrites().length > 0) return then(child)
        await sleep(20)
      }
    })()
  }
}

describe.each([
  ['Node 20', process.execPath],
  ['Node 24', NODE24]
])('the first state, by the bundle on %s', (_name, node) => {
  it('shows every generation under way while it processes, then each one as it ended, in one more write each', async () => {
    // An earlier run left a row for a dataset this run does not generate.
    services.emulator.configure({ processingMsByFileName: { 'old.csv': 300 } })
    const earlier = await job(
      node,
      // A pattern, not one path: the comment is the table, not one dataset's card.
      { [Input.File]: 'data/old*.csv', [Input.Comment]: 'true', [Input.CommentTag]: TAG },
      { runId: nextRunId++ }
    )
    expect(earlier.code).toBe(0)
    const oldRow = table(services.github.comments[0].body).get('data/old.csv')
    expect(oldRow?.status).toMatch(/ready/)
    const before = services.github.requests.length

    const runId = nextRunId++
    const result = await job(
      node,
      {
        [Input.File]: 'data/a.csv\ndata/b.csv\ndata/c.csv',
        [Input.Comment]: 'true',
        [Input.CommitStatus]: 'true',
        [Input.CommentTag]: TAG
      },
      { runId }
    )
    expect(result.code).toBe(0)
    const files = ['a.csv', 'b.csv', 'c.csv']
    const generations = files.map(generationOf)
    const firstEnd = Math.min(...generations.map(finishedAt))
    const lastEnd = Math.max(...generations.map(finishedAt))

    // Two writes of the one comment: the first while every generation was still processing.
    const requests = services.github.requests.slice(before)
    const writes = commentWrites(requests)
    expect(writes.map(w => w.operationId)).toEqual([
      'issues/update-comment',
      'issues/update-comment'
    ])
    expect(services.github.comments).toMatchObject([{ issue: NUMBER }])
    const [first, last] = writes
    expect(first.at).toBeLessThan(firstEnd)
    const shown = table(bodyOf(first))
    for (const [i, file] of files.entries()) {
      const row = shown.get(`data/${file}`)
      expect(row?.status).toMatch(saying('⏳', 'generating', generations[i].id))
      expect(row?.dashboard).toMatch(/workflow run/)
    }
    expect(renderGfm(bodyOf(first)).links).toContain(runUrl(runId))
    expect(renderGfm(bodyOf(first)).headings[0]).toMatch(saying('3 of 4', 'generating', '1 ready'))
    // The row of the dataset not in this run stays as it was, in both writes.
    expect(shown.get('data/old.csv')).toEqual(oldRow)

    // The final write, once every generation ended: each ready, none generating.
    expect(last.at).toBeGreaterThanOrEqual(lastEnd)
    const final = table(services.github.comments[0].body)
    for (const file of files) expect(final.get(`data/${file}`)?.status).toMatch(/✅ ready/)
    expect(final.get('data/old.csv')).toEqual(oldRow)
    expect(services.github.comments[0].body).not.toMatch(/generating/)
    expect(result.outputs[Output.CommentUrl]).toContain(
      `#issuecomment-${services.github.comments[0].id}`
    )

    // The run's status: pending while the generations went on, then success; each dataset's
    // status written once, at the end: never a write per dataset for the first state.
    const whole = runStatuses()
    expect(whole.map(s => s.state)).toEqual(['pending', 'success'])
    const pending = requests.find(
      r =>
        r.operationId === 'repos/create-commit-status' &&
        (r.body as { state: string }).state === 'pending'
    ) as RecordedRequest
    expect(pending.at).toBeLessThan(firstEnd)
    expect(pending.body).toMatchObject({ target_url: runUrl(runId) })
    expect(services.github.statuses.filter(s => s.state === 'pending')).toHaveLength(1)
    for (const file of files)
      expect(services.github.statuses.filter(s => s.context.includes(file))).toHaveLength(1)

    // What it cost: the comment read back once by id before its last write, one status more.
    const count = (operation: string) => requests.filter(r => r.operationId === operation).length
    expect(count('issues/list-comments')).toBe(1)
    expect(count('issues/get-comment')).toBe(1)
    expect(count('repos/create-commit-status')).toBe(files.length + 2)
    // The comment: found (its list; the job's bot wrote it, so who the token is goes unasked),
    // written, read back, written; the statuses.
    expect(requests.filter(r => r.path === '/graphql')).toEqual([])
    expect(requests).toHaveLength(1 + 1 + 1 + 1 + (files.length + 2))
  })

  it("shows one dataset's card generating, and a cancelled step (SIGINT) leaves it cancelled with the line to resume", async () => {
    services.emulator.configure({ processingMs: 60_000 })
    const runId = nextRunId++
    const result = await job(
      node,
      {
        [Input.File]: 'data/a.csv',
        [Input.Comment]: 'true',
        [Input.CommitStatus]: 'true',
        [Input.CommentTag]: TAG
      },
      { runId, onStart: afterFirstWrite(child => child.kill('SIGINT')) }
    )
    expect(result.code).not.toBe(0)
    const { id } = generationOf('a.csv')
    const [first, last] = commentWrites()
    expect(commentWrites()).toHaveLength(2)
    const card = renderGfm(bodyOf(first))
    expect(card.headings[0]).toMatch(saying('⏳', 'generating'))
    expect(card.code).toContain(id)
    expect(card.links).toContain(runUrl(runId))
    expect(first.at).toBeLessThan(finishedAt(generationOf('a.csv')))

    const final = renderGfm(bodyOf(last))
    expect(final.headings[0]).toMatch(/cancelled/)
    expect(final.text).not.toMatch(/generating/)
    expect(final.code).toContain(`${Input.GenerationId}: ${id}`)
    expect(services.github.comments[0].body).toBe(bodyOf(last))
    // The run's status is not left pending: the one write more finishes it.
    expect(runStatuses().map(s => s.state)).toEqual(['pending', 'failure'])
    expect(runStatuses()[1].description).toMatch(/a\.csv/)
  })

  it('a step whose timeout ran out leaves each generation not ready, with the line to resume', async () => {
    services.emulator.configure({ processingMs: 60_000 })
    const result = await job(
      node,
      {
        [Input.File]: 'data/a.csv\ndata/b.csv',
        [Input.Comment]: 'true',
        [Input.CommentTag]: TAG,
        [Input.Timeout]: '3'
      },
      { runId: nextRunId++ }
    )
    expect(result.code).not.toBe(0)
    const [first, last] = commentWrites()
    expect(commentWrites()).toHaveLength(2)
    for (const file of ['a.csv', 'b.csv']) {
      expect(table(bodyOf(first)).get(`data/${file}`)?.status).toMatch(/generating/)
      expect(table(bodyOf(last)).get(`data/${file}`)?.status).toMatch(
        saying('not ready', 'timed out')
      )
      expect(renderGfm(bodyOf(last)).code).toContain(
        `${Input.GenerationId}: ${generationOf(file).id}`
      )
    }
    expect(renderGfm(bodyOf(last)).text).not.toMatch(/generating/)
  })

  it("replaces the rows a lost runner left generating, in the next run's first write", async () => {
    services.emulator.configure({ processingMs: 60_000 })
    const lost = await job(
      node,
      {
        [Input.File]: 'data/a.csv\ndata/b.csv',
        [Input.Comment]: 'true',
        [Input.CommentTag]: TAG
      },
      // The runner is lost: the process is killed outright, nothing after its first write.
      { runId: nextRunId++, onStart: afterFirstWrite(child => child.kill('SIGKILL')) }
    )
    expect(lost.signal).toBe('SIGKILL')
    expect(table(services.github.comments[0].body).get('data/a.csv')?.status).toMatch(/generating/)
    const lostId = generationOf('a.csv').id

    // The next run generates b.csv only; a.csv's row is not its own.
    services.emulator.configure({ processingMs: 1000 })
    const before = services.github.requests.length
    const next = await job(
      node,
      { [Input.File]: 'data/b.csv', [Input.Comment]: 'true', [Input.CommentTag]: TAG },
      { runId: nextRunId++ }
    )
    expect(next.code).toBe(0)
    const writes = commentWrites(services.github.requests.slice(before))
    expect(writes).toHaveLength(2)
    for (const write of writes) {
      const row = table(bodyOf(write)).get('data/a.csv')
      expect(row?.status).toMatch(/interrupted/)
      expect(renderGfm(bodyOf(write)).text).toMatch(saying('a.csv', 'ended without reporting'))
      expect(renderGfm(bodyOf(write)).code).toContain(`${Input.GenerationId}: ${lostId}`)
    }
    expect(table(bodyOf(writes[0])).get('data/b.csv')?.status).toMatch(/generating/)
    const final = services.github.comments[0].body
    expect(services.github.comments).toHaveLength(1)
    expect(table(final).get('data/b.csv')?.status).toMatch(/✅ ready/)
    expect(renderGfm(final).text).not.toMatch(/generating/)
  })

  it('on a matrix, plan/ writes the first state before any leg, the legs stay silent, collect/ writes the final one', async () => {
    const runId = nextRunId++
    const reporting = {
      [Input.Comment]: 'true',
      [Input.CommitStatus]: 'true',
      [Input.CommentTag]: TAG
    }
    const plan = await job(
      node,
      { [Input.File]: 'data/[abce]*.csv', ...reporting },
      { action: 'plan', token: 'ghs_plan', runId }
    )
    expect(plan.code).toBe(0)
    const matrix = (
      JSON.parse(plan.outputs[Output.Matrix]) as { include: { leg: string; file: string }[] }
    ).include
    expect(matrix.map(entry => entry.file)).toEqual(['data/a.csv', 'data/b.csv', 'data/c.csv'])

    // Before any leg: every planned dataset generating, the rejected file failed, status pending.
    expect(commentWrites().map(w => [w.operationId, w.authorization])).toEqual([
      ['issues/create-comment', 'token ghs_plan']
    ])
    const planned = table(services.github.comments[0].body)
    for (const entry of matrix) expect(planned.get(entry.file)?.status).toMatch(/⏳ generating/)
    expect(planned.get('data/empty.csv')?.status).toMatch(/❌/)
    expect(runStatuses().map(s => [s.state, s.sha])).toEqual([['pending', HEAD]])

    const legs = await Promise.all(
      matrix.map((entry, i) =>
        job(
          node,
          { [Input.File]: entry.file, [Input.Leg]: entry.leg },
          { token: `ghs_leg${i + 1}`, runId }
        )
      )
    )
    for (const leg of legs) expect(leg.code).toBe(0)
    for (let i = 1; i <= matrix.length; i++) expect(of(`ghs_leg${i}`)).toEqual([])

    const collect = await job(node, reporting, { action: 'collect', token: 'ghs_collect', runId })
    // The rejected file fails the run, as one job would.
    expect(collect.code).not.toBe(0)
    const writes = commentWrites()
    expect(writes.map(w => [w.operationId, w.authorization])).toEqual([
      ['issues/create-comment', 'token ghs_plan'],
      ['issues/update-comment', 'token ghs_collect']
    ])
    // The plan's write came before any leg uploaded; collect's after every generation ended.
    const uploads = services.emulator.requests.filter(r => r.method === 'POST')
    expect(uploads).toHaveLength(matrix.length)
    expect(writes[0].at).toBeLessThan(Math.min(...uploads.map(r => r.receivedAt)))
    const ends = matrix.map(entry => finishedAt(generationOf(path.basename(entry.file))))
    expect(writes[1].at).toBeGreaterThanOrEqual(Math.max(...ends))
    expect(services.github.comments).toHaveLength(1)
    const final = table(services.github.comments[0].body)
    for (const entry of matrix) expect(final.get(entry.file)?.status).toMatch(/✅ ready/)
    expect(final.get('data/empty.csv')?.status).toMatch(/❌/)
    expect(renderGfm(services.github.comments[0].body).text).not.toMatch(/generating/)
    expect(runStatuses().map(s => s.state)).toEqual(['pending', 'failure'])
    // The plan's requests: the comments listed (none of the tag yet, so who the token is is not
    // asked), its write, the pending status.
    expect(
      of('ghs_plan')
        .map(r => r.operationId ?? r.path)
        .sort()
    ).toEqual(['issues/create-comment', 'issues/list-comments', 'repos/create-commit-status'])
  })
})

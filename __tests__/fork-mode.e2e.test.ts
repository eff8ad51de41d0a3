/**
 * Fork mode through the bundle as a runner runs it: a `pull_request_target` run reads a fork's
 * pull request from a fake GitHub that serves a real git repository (the base commit and the
 * fork's head commits: trees, blobs, contents, the pull request's files, its labels), while the
 * workspace holds other bytes at the same paths, as a base checkout (or a hostile head checkout)
 * would. Payloads are GitHub's published pull_request examples made into a fork's.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { Input, Output } from '../src/config/constants.js'
import { NODE24, runAction, type ActionResult } from '../tools/runner.js'
import { pullRequest, type Payload } from './helpers/events.js'
import { forkRepo, type ForkRepo } from './helpers/fork-repo.js'
import { renderGfm } from './helpers/gfm.js'
import { saying } from './helpers/meaning.js'
import { commandTexts } from './helpers/step-result.js'
import type { FakeGitHub } from './helpers/fake-github.js'
import { useFakeArtifacts, useServices } from './helpers/services.js'
import { makeWorkspace, type Workspace } from './helpers/workspace.js'

const KEY = Object.keys(DEFAULT_KEYS)[1]
const TOKEN = 'ghs_forkmodetoken'
const LABEL = 'dashboards-approved'
const SERVER = 'https://github.example'

const SALES_BASE = 'month,region,revenue\n2026-01,North,1200\n2026-01,South,900\n'
const SALES_HEAD = `${SALES_BASE}2026-02,North,1300\n2026-02,East,400\n`
const SALES_LATER = `${SALES_HEAD}2026-03,West,77\n`
const NEW_DATASET = 'id,name\n1,alpha\n2,beta\n'
const STOCK = 'sku,qty\nA1,4\nB2,0\n'
/** What a checkout (of the base, or of a hostile head) would hold at the same paths. */
const DECOY = 'decoy,bytes\nnever,uploaded\n'
const POINTER = `version https://git-lfs.github.com/spec/v1\noid sha256:${'ab'.repeat(32)}\nsize 5000\n`
/** Past the service's 10 MB, so refused from its tree entry without being downloaded. */
const HUGE = `a,b\n${'1,2\n'.repeat(2_700_000)}`
const HOSTILE_NAMES = ['::error::owned.csv', '<img src=x onerror=alert(1)>.csv', 'line\nbreak.csv']

const services = useServices({ processingMs: 50 })
const store = useFakeArtifacts()
let repo: ForkRepo
let ws: Workspace
let base: string
let head: string
let later: string
/** A push after `head`'s approval: changes a file `head` left alone, takes back `head`'s new file. */
let moved: string
let hostile: string
let many: string

beforeAll(() => {
  repo = forkRepo()
  base = repo.commit({
    'data/sales.csv': SALES_BASE,
    'data/stock.csv': STOCK,
    'secrets/token.csv': 'secret,value\nkey,hunter2\n'
  })
  head = repo.commit({ 'data/sales.csv': SALES_HEAD, 'data/new.csv': NEW_DATASET }, base)
  later = repo.commit({ 'data/sales.csv': SALES_LATER }, head)
  moved = repo.commit({ 'data/stock.csv': `${STOCK}C3,9\n`, 'data/new.csv': null }, head)
  hostile = repo.commit(
    {
      'data/sales.csv': SALES_HEAD,
      'data/link.csv': { symlink: '../secrets/token.csv' },
      'data/module.csv': { submodule: base },
      'data/huge.csv': HUGE,
      'data/pointer.csv': POINTER,
      ...Object.fromEntries(HOSTILE_NAMES.map(name => [`data/${name}`, NEW_DATASET]))
    },
    base
  )
  many = repo.commit(
    Object.fromEntries(
      Array.from({ length: 52 }, (_, i) => [
        `many/set-${String(i).padStart(2, '0')}.csv`,
        `n,v\n${i},${i * 2}\n`
      ])
    ),
    base
  )
  ws = makeWorkspace()
  for (const file of ['data/sales.csv', 'data/new.csv', 'data/stock.csv', 'data/link.csv'])
    ws.write(file, DECOY)
})
afterAll(() => {
  repo.remove()
  ws.remove()
})
beforeEach(() => {
  services.github.git = repo.dir
  services.github.tokens = { [TOKEN]: { login: 'github-actions[bot]', app: true } }
})

/** GitHub's published pull_request payload for `action`, made into a fork's pull request. */
function forkEvent(
  action: string,
  headSha: string,
  options: {
    association?: string
    labels?: string[]
    label?: string
    /** The author's role on the repository, as GitHub answers it; write for an owner, member or collaborator unless given. */
    role?: FakeGitHub['collaborators'][string]
    /** Who opened the pull request: `contributor` unless given. */
    author?: string
    /** Who sent the event (for a push, the pusher): the author unless given. */
    sender?: string
    /** Who owns the fork the head commit is pushed to: `contributor` unless given. */
    headOwner?: string
    /** The pull request's base commit: `base` unless given. */
    baseSha?: string
  } = {}
): Payload {
  const payload = pullRequest(action, {
    headSha,
    baseSha: options.baseSha ?? base,
    changedFiles: 2
  })
  const pull = payload.pull_request
  const author = options.author ?? 'contributor'
  const headOwner = options.headOwner ?? 'contributor'
  pull.head.repo = { ...pull.head.repo, full_name: `${headOwner}/r`, fork: true }
  pull.head.repo.owner = { ...pull.head.repo.owner, login: headOwner }
  pull.head.label = `${headOwner}:more-data`
  pull.user = { ...pull.user, login: author }
  payload.sender = { ...payload.sender, login: options.sender ?? author }
  pull.author_association = options.association ?? 'NONE'
  if (['OWNER', 'MEMBER', 'COLLABORATOR'].includes(pull.author_association))
    services.github.collaborators[author] = options.role ?? 'write'
  const labelOf = (name: string) => ({ ...(pull.labels[0] ?? {}), name })
  pull.labels = (options.labels ?? []).map(labelOf)
  if (options.label !== undefined) payload.label = labelOf(options.label)
  else delete payload.label
  return payload
}

function numberOf(payload: Payload): number {
  return payload.pull_request.number as number
}

function run(
  payload: Payload,
  inputs: Record<string, string> = {},
  options: {
    event?: string
    node?: string
    action?: 'plan'
    env?: Record<string, string>
    /** The pull request's head now, when a push came after the event: the payload's head else. */
    current?: string
  } = {}
): Promise<ActionResult> {
  const pull = payload.pull_request
  services.github.pulls[numberOf(payload)] = {
    headSha: options.current ?? pull.head.sha,
    baseSha: pull.base.sha,
    state: 'open',
    labels: pull.labels.map((label: { name: string }) => label.name)
  }
  const eventPath = path.join(ws.root, '..', `fork-event-${process.hrtime.bigint()}.json`)
  writeFileSync(eventPath, JSON.stringify(payload))
  const generating = options.action === undefined
  return runAction({
    action: options.action,
    workspace: ws.root,
    node: options.node,
    inputs: {
      ...(generating
        ? {
            [Input.ApiKey]: KEY,
            [Input.BaseUrl]: services.emulator.url,
            [Input.Comment]: 'true',
            [Input.CommitStatus]: 'true',
            [Input.Reuse]: 'false'
          }
        : {}),
      [Input.File]: 'data/*.csv',
      [Input.ChangedOnly]: 'true',
      [Input.GithubToken]: TOKEN,
      ...inputs
    },
    env: {
      GITHUB_API_URL: services.github.url,
      GITHUB_SERVER_URL: SERVER,
      GITHUB_REPOSITORY: 'o/r',
      // pull_request_target runs on the base branch's commit.
      GITHUB_SHA: base,
      GITHUB_RUN_ID: '4343',
      GITHUB_EVENT_NAME: options.event ?? 'pull_request_target',
      GITHUB_EVENT_PATH: eventPath,
      ...options.env
    }
  })
}

function uploads(): Map<string, Buffer> {
  return new Map(
    services.emulator.requests.flatMap(r => (r.file ? [[r.file.name, r.file.content]] : []))
  )
}

/** The key never reaches GitHub; the GitHub token never reaches the service. */
function expectSecretsKeptApart(): void {
  for (const request of services.github.requests) expect(JSON.stringify(request)).not.toContain(KEY)
  for (const request of services.emulator.requests)
    expect(JSON.stringify({ ...request, file: undefined })).not.toContain(TOKEN)
}

const results = (result: ActionResult) =>
  JSON.parse(result.outputs[Output.Results]) as {
    file: string
    status: string
    error: string
  }[]

describe('fork mode on pull_request_target', () => {
  it.each([
    ['Node 20', undefined],
    ['Node 24', NODE24]
  ])("uploads a member's head commit bytes, never the workspace's (%s)", async (_name, node) => {
    const event = forkEvent('synchronize', head, { association: 'MEMBER' })
    const result = await run(event, {}, { node })
    expect(result.code).toBe(0)
    const sent = uploads()
    expect([...sent.keys()].sort()).toEqual(['new.csv', 'sales.csv'])
    expect(sent.get('sales.csv')).toEqual(repo.blob(head, 'data/sales.csv'))
    expect(sent.get('new.csv')).toEqual(repo.blob(head, 'data/new.csv'))
    // The comment on the event's pull request only, the statuses on its head commit only.
    const { comments, statuses } = services.github
    expect(comments.map(c => c.issue)).toEqual([numberOf(event)])
    expect(new Set(statuses.map(s => s.sha))).toEqual(new Set([head]))
    expect(statuses.find(s => s.context === 'dashboards')?.state).toBe('success')
    // compare read the base version from GitHub at the base commit: 2 rows added.
    expect(result.stdout).toMatch(saying('data/sales.csv', '2 added'))
    expectSecretsKeptApart()
  })

  it("waits for the label on an outside author's pull request: nothing sent, told how to approve", async () => {
    const result = await run(forkEvent('opened', head))
    expect(result.code).toBe(0)
    expect(services.emulator.requests).toEqual([])
    expect(result.stdout).toMatch(
      saying('::notice::', `#${numberOf(forkEvent('opened', head))}`, LABEL, head.slice(0, 7))
    )
    expect(result.summary).toMatch(saying('approval', LABEL, 'triage', head.slice(0, 7)))
    const [status] = services.github.statuses
    expect(status).toMatchObject({ sha: head, context: 'dashboards', state: 'pending' })
    expect(status.description).toMatch(saying(LABEL, head.slice(0, 7)))
    expect(services.github.comments).toEqual([])
    expect(JSON.parse(result.outputs[Output.Results])).toEqual([])
    expectSecretsKeptApart()
  })

  it.each([
    ['MEMBER', 'read'],
    ['COLLABORATOR', 'triage']
  ] as [string, FakeGitHub['collaborators'][string]][])(
    'makes a %s whom GitHub gives %s wait for the label like an outside author',
    async (association, role) => {
      const event = forkEvent('synchronize', head, { association, role })
      const result = await run(event)
      expect(result.code).toBe(0)
      expect(services.emulator.requests).toEqual([])
      const asked = services.github.requests.filter(
        r => r.operationId === 'repos/get-collaborator-permission-level'
      )
      expect(asked.map(r => r.path)).toEqual(['/repos/o/r/collaborators/contributor/permission'])
      expect(result.stdout).toMatch(saying('contributor', association, 'may not push', LABEL))
      expect(result.stdout).toMatch(saying('::notice::', 'waits for approval', LABEL))
      expect(services.github.statuses).toEqual([
        expect.objectContaining({ sha: head, context: 'dashboards', state: 'pending' })
      ])
      expectSecretsKeptApart()
    }
  )
  it('makes a member wait, with a warning, when GitHub does not say whether they may push', async () => {
    services.github.fail({
      method: 'GET',
      path: /\/collaborators\/[^/]+\/permission$/,
      status: 502,
      times: 10
    })
    const result = await run(forkEvent('synchronize', head, { association: 'MEMBER' }))
    expect(result.code).toBe(0)
    expect(services.emulator.requests).toEqual([])
    const warning = result.stdout.split('\n').find(line => line.startsWith('::warning::')) ?? ''
    expect(warning).toMatch(saying('contributor', 'may push', 'waits', LABEL, 'again'))
  })
  it('asks nothing about the author when another label is added', async () => {
    const result = await run(
      forkEvent('labeled', head, { association: 'MEMBER', labels: ['docs'], label: 'docs' })
    )
    expect(result.code).toBe(0)
    expect(services.github.requests).toEqual([])
  })
  it('generates once the label is added on the head commit', async () => {
    const result = await run(forkEvent('labeled', head, { labels: [LABEL], label: LABEL }))
    expect(result.code).toBe(0)
    expect(uploads().get('sales.csv')).toEqual(repo.blob(head, 'data/sales.csv'))
    expect(services.github.removedLabels).toEqual([])
  })

  it('does not generate after a push that follows the label, until the label is added again', async () => {
    const pushed = forkEvent('synchronize', later, { labels: [LABEL] })
    const waiting = await run(pushed)
    expect(waiting.code).toBe(0)
    expect(services.emulator.requests).toEqual([])
    // The label approved the earlier commit: taken off, so a maintainer adds it again.
    expect(services.github.removedLabels).toEqual([{ issue: numberOf(pushed), name: LABEL }])
    expect(waiting.stdout).toMatch(saying('::notice::', LABEL, later.slice(0, 7), 'taken off'))
    expect(services.github.statuses.map(s => [s.sha, s.state])).toEqual([[later, 'pending']])

    const approved = await run(forkEvent('labeled', later, { labels: [LABEL], label: LABEL }))
    expect(approved.code).toBe(0)
    expect(uploads().get('sales.csv')).toEqual(repo.blob(later, 'data/sales.csv'))
  })

  it('lets another label change nothing: nothing sent, nothing written', async () => {
    const result = await run(forkEvent('labeled', head, { labels: ['docs'], label: 'docs' }))
    expect(result.code).toBe(0)
    expect(services.emulator.requests).toEqual([])
    expect(services.github.statuses).toEqual([])
    expect(result.stdout).toMatch(saying('::notice::', 'docs', Input.ApprovalLabel))
  })

  it('refuses symbolic links, submodules, oversized blobs, LFS pointers, and keeps hostile names as text', async () => {
    const event = forkEvent('synchronize', hostile, { association: 'COLLABORATOR' })
    const result = await run(event, { [Input.ChangedOnly]: 'false', [Input.Compare]: 'false' })
    // The refused files fail the step at its end; the valid ones were generated.
    expect(result.code).toBe(1)
    const sent = uploads()
    expect(sent.get('sales.csv')).toEqual(repo.blob(hostile, 'data/sales.csv'))
    const byFile = new Map(results(result).map(r => [r.file, r]))
    for (const name of HOSTILE_NAMES)
      expect(byFile.get(`data/${name}`)).toMatchObject({ status: 'completed', error: '' })
    const named = [...sent.values()].filter(bytes => bytes.equals(Buffer.from(NEW_DATASET)))
    expect(named).toHaveLength(HOSTILE_NAMES.length)
    expect(sent.has('stock.csv')).toBe(true)
    for (const refused of ['link.csv', 'module.csv', 'huge.csv', 'pointer.csv'])
      expect(sent.has(refused)).toBe(false)
    // Neither the link (nor its target) was read, and the huge blob was never downloaded.
    const blobs = services.github.requests
      .filter(r => r.operationId === 'git/get-blob')
      .map(r => r.path.split('/').pop())
    for (const never of ['data/link.csv', 'data/huge.csv'])
      expect(blobs).not.toContain(repo.object(hostile, never))
    expect(blobs).not.toContain(repo.object(base, 'secrets/token.csv'))
    expect(blobs).toContain(repo.object(hostile, 'data/pointer.csv'))
    expect(byFile.get('data/link.csv')?.error).toMatch(saying('symbolic link', 'never follows'))
    expect(byFile.get('data/module.csv')?.error).toMatch(saying('submodule'))
    expect(byFile.get('data/huge.csv')?.error).toMatch(saying('not downloaded', Input.Oversize))
    expect(byFile.get('data/pointer.csv')?.error).toMatch(saying('Git LFS pointer', 'not sent'))
    // No file name acts as a runner command, and the summary's HTML holds none as markup.
    expect(result.stdout.split('\n').filter(line => line.startsWith('::error::owned'))).toEqual([])
    expect(result.summary).not.toContain('<img src=x')
    expect(services.github.comments.map(c => c.issue)).toEqual([numberOf(event)])
    // The comment, as GitHub renders it, shows each name as text and holds no image.
    const rendered = renderGfm(services.github.comments[0].body)
    expect(rendered.images).toBe(0)
    expect(rendered.text).toContain('data/<img src=x onerror=alert(1)>.csv')
    expectSecretsKeptApart()
  })

  it('generates at most 50 datasets of a pull request and names the rest with the fix; a typo counts for none', async () => {
    const result = await run(forkEvent('opened', many, { association: 'OWNER' }), {
      // A literal path the head commit lacks, first in path order: refused as such, not as one
      // of the 50.
      [Input.File]: 'many/*.csv\nmany/aaa.csv',
      [Input.Compare]: 'false',
      [Input.Comment]: 'false',
      [Input.CommitStatus]: 'false',
      [Input.MaxConcurrency]: '20'
    })
    expect(result.code).toBe(1)
    expect(uploads().size).toBe(50)
    const refused = results(result).filter(r => r.error !== '')
    expect(refused.map(r => r.file).sort()).toEqual([
      'many/aaa.csv',
      'many/set-50.csv',
      'many/set-51.csv'
    ])
    const byFile = new Map(refused.map(r => [r.file, r.error]))
    expect(byFile.get('many/set-50.csv')).toMatch(
      saying('52 datasets', '50', Input.ChangedOnly, 'split the pull request')
    )
    expect(byFile.get('many/aaa.csv')).toMatch(saying('not a file', 'head commit'))
  })
})

const NODES: [string, string | undefined][] = [
  ['Node 20', undefined],
  ['Node 24', NODE24]
]

/** The logins whose permission on the repository GitHub was asked, in order. */
function askedAbout(): string[] {
  return services.github.requests
    .filter(r => r.operationId === 'repos/get-collaborator-permission-level')
    .map(r => r.path.split('/').at(-2) ?? '')
}

function noticeOf(result: ActionResult): string {
  return result.stdout.split('\n').find(line => line.startsWith('::notice::')) ?? ''
}

/** A run that waits: nothing sent, nothing commented, the pending status on the event's head. */
function expectWaiting(result: ActionResult, sha: string): void {
  expect(result.code).toBe(0)
  expect(services.emulator.requests).toEqual([])
  expect(services.github.comments).toEqual([])
  expect(services.github.statuses).toEqual([
    expect.objectContaining({ sha, context: 'dashboards', state: 'pending' })
  ])
  expect(services.github.statuses[0].description).toMatch(saying(LABEL, sha.slice(0, 7)))
  expect(JSON.parse(result.outputs[Output.Results])).toEqual([])
  expectSecretsKeptApart()
}

describe("fork mode: the push's write access, not only the author's", () => {
  it.each(NODES)(
    "waits for the label when an outsider pushes to a maintainer's pull request from a fork (%s)",
    async (_name, node) => {
      // The maintainer's own fork, to which they let someone without write access push.
      const event = forkEvent('synchronize', head, {
        association: 'MEMBER',
        author: 'maintainer',
        headOwner: 'maintainer',
        sender: 'outsider'
      })
      const result = await run(event, {}, { node })
      expectWaiting(result, head)
      expect(askedAbout()).toEqual(['maintainer', 'outsider'])
      expect(noticeOf(result)).toMatch(
        saying(`#${numberOf(event)}`, '"outsider"', 'no write access', 'whoever opened', LABEL)
      )
      expect(renderGfm(result.summary).text).toMatch(
        saying('"outsider"', 'no write access', LABEL, 'triage')
      )
    }
  )

  it.each(NODES)(
    "waits for the label when the fork's owner has no write access, though a maintainer opened the pull request (%s)",
    async (_name, node) => {
      // The maintainer opened it from the contributor's fork branch: the contributor pushes there.
      const event = forkEvent('opened', head, { association: 'OWNER', author: 'maintainer' })
      const result = await run(event, {}, { node })
      expectWaiting(result, head)
      expect(askedAbout()).toEqual(['maintainer', 'contributor'])
      expect(noticeOf(result)).toMatch(
        saying('"contributor/r"', '"contributor"', 'no write access', 'whoever opened', LABEL)
      )
      expect(result.stdout).toMatch(saying('owner of', 'contributor/r', 'may not push', LABEL))
    }
  )

  it("generates at once when the author, the pusher and the fork's owner may all push, each asked once", async () => {
    services.github.collaborators['co-maintainer'] = 'maintain'
    const event = forkEvent('synchronize', head, {
      association: 'MEMBER',
      author: 'maintainer',
      headOwner: 'maintainer',
      sender: 'co-maintainer'
    })
    const result = await run(event)
    expect(result.code).toBe(0)
    expect(askedAbout()).toEqual(['maintainer', 'co-maintainer'])
    expect(uploads().get('sales.csv')).toEqual(repo.blob(head, 'data/sales.csv'))
    expect(services.github.statuses.find(s => s.context === 'dashboards')?.state).toBe('success')
  })

  it("lets the label approve a maintainer's pull request whose head commit waited, asking nobody's permission", async () => {
    const event = forkEvent('labeled', head, {
      association: 'MEMBER',
      author: 'maintainer',
      labels: [LABEL],
      label: LABEL
    })
    const result = await run(event)
    expect(result.code).toBe(0)
    expect(askedAbout()).toEqual([])
    expect(uploads().get('new.csv')).toEqual(repo.blob(head, 'data/new.csv'))
  })
})

describe("fork mode: the approved commit's changed files", () => {
  it.each(NODES)(
    'generates the files the approved commit changed, not those of a push after the label (%s)',
    async (_name, node) => {
      // Labelled on `head`; the pull request has moved on to `moved` since.
      const event = forkEvent('labeled', head, { labels: [LABEL], label: LABEL })
      const result = await run(event, {}, { node, current: moved })
      expect(result.code).toBe(0)
      const sent = uploads()
      expect([...sent.keys()].sort()).toEqual(['new.csv', 'sales.csv'])
      expect(sent.get('sales.csv')).toEqual(repo.blob(head, 'data/sales.csv'))
      expect(sent.get('new.csv')).toEqual(repo.blob(head, 'data/new.csv'))
      expect(JSON.parse(result.outputs[Output.Datasets])).toEqual([
        'data/new.csv',
        'data/sales.csv'
      ])
      // The change from the base up to the approved commit, never the pull request's list now.
      const operations = services.github.requests.map(r => r.operationId)
      expect(operations).not.toContain('pulls/list-files')
      const compared = services.github.requests.filter(r => r.path.includes('/compare/'))
      expect(compared.map(r => r.path)).toEqual([`/repos/o/r/compare/${base}...${head}`])
      expect(new Set(services.github.statuses.map(s => s.sha))).toEqual(new Set([head]))
    }
  )

  it('generates every matched file, saying why and what to narrow, when GitHub cannot compare the approved commit', async () => {
    services.github.fail({ method: 'GET', path: /\/compare\//, status: 404, times: 5 })
    const result = await run(forkEvent('labeled', head, { labels: [LABEL], label: LABEL }), {
      [Input.Compare]: 'false'
    })
    expect(result.code).toBe(0)
    expect([...uploads().keys()].sort()).toEqual(['new.csv', 'sales.csv', 'stock.csv'])
    expect(noticeOf(result)).toMatch(
      saying(Input.ChangedOnly, 'every matched file', head.slice(0, 7), `'${Input.File}'`)
    )
    expect(services.github.requests.map(r => r.operationId)).not.toContain('pulls/list-files')
  })
})

describe('fork mode on a matrix', () => {
  const RUN = 8123
  it.each([
    ['Node 20', undefined],
    ['Node 24', NODE24]
  ])(
    'refuses a typo’d path, the only line, though changed-only keeps only changed files (%s)',
    async (_name, node) => {
      const event = forkEvent('synchronize', head, { association: 'MEMBER' })
      const result = await run(event, { [Input.File]: 'data/sale.csv' }, { node })
      expect(result.code).toBe(1)
      expect(uploads().size).toBe(0)
      expect(results(result)).toEqual([
        expect.objectContaining({ file: 'data/sale.csv', status: 'failed' })
      ])
      expect(results(result)[0].error).toMatch(
        saying('"data/sale.csv"', 'not a file', 'head commit')
      )
      expect(result.stdout).not.toMatch(/No matched dataset changed/)
    }
  )

  it("plans the head commit's changed datasets and each leg uploads the head's bytes", async () => {
    const event = forkEvent('synchronize', head, { association: 'MEMBER' })
    const planned = await run(
      event,
      {},
      { action: 'plan', env: store.artifacts.env({ runId: RUN, job: 'plan' }) }
    )
    expect(planned.code).toBe(0)
    expect(JSON.parse(planned.outputs[Output.Datasets])).toEqual(['data/new.csv', 'data/sales.csv'])
    const { include } = JSON.parse(planned.outputs[Output.Matrix]) as {
      include: { leg: string; file: string }[]
    }
    for (const entry of include) {
      const leg = await run(
        event,
        { [Input.File]: entry.file, [Input.Leg]: entry.leg, [Input.Comment]: 'false' },
        { env: store.artifacts.env({ runId: RUN, job: `leg-${entry.leg.split(' ')[0]}` }) }
      )
      expect(leg.code).toBe(0)
    }
    const sent = uploads()
    expect(sent.get('sales.csv')).toEqual(repo.blob(head, 'data/sales.csv'))
    expect(sent.get('new.csv')).toEqual(repo.blob(head, 'data/new.csv'))
    expectSecretsKeptApart()
  })
  it("keeps, in the plan's first state, the rows of datasets the head commit holds that this plan leaves out", async () => {
    const event = forkEvent('synchronize', many, { association: 'MEMBER' })
    const plan = (file: string, runId: number) =>
      run(
        event,
        { [Input.File]: file, [Input.Comment]: 'true', [Input.CommentTag]: 'many' },
        { action: 'plan', env: store.artifacts.env({ runId, job: 'plan' }) }
      )
    expect((await plan('many/set-0*.csv', RUN + 3)).code).toBe(0)
    expect((await plan('many/set-00.csv', RUN + 4)).code).toBe(0)
    // The workspace (the base branch's checkout) has no many/ folder: only the head commit does.
    expect(services.github.comments).toHaveLength(1)
    const shown = renderGfm(services.github.comments[0].body).text
    for (let i = 0; i < 10; i++) expect(shown).toContain(`many/set-0${i}.csv`)
  })
  it('gives a waiting pull request an empty plan, so no leg runs, and the pending status that says so', async () => {
    const planned = await run(
      forkEvent('opened', head),
      { [Input.CommitStatus]: 'true' },
      { action: 'plan', env: store.artifacts.env({ runId: RUN + 1, job: 'plan' }) }
    )
    expect(planned.code).toBe(0)
    expect(JSON.parse(planned.outputs[Output.Datasets])).toEqual([])
    expect(planned.stdout).toMatch(saying('::notice::', LABEL))
    expect(services.emulator.requests).toEqual([])
    expect(services.github.statuses).toEqual([
      expect.objectContaining({ sha: head, context: 'dashboards', state: 'pending' })
    ])
    expect(services.github.statuses[0].description).toMatch(saying(LABEL, head.slice(0, 7)))
    expect(services.github.comments).toEqual([])
  })
  it('writes no status for a waiting plan without commit-status', async () => {
    const planned = await run(
      forkEvent('opened', head),
      {},
      { action: 'plan', env: store.artifacts.env({ runId: RUN + 2, job: 'plan' }) }
    )
    expect(planned.code).toBe(0)
    expect(services.github.statuses).toEqual([])
  })
})

describe('fork mode with a manifest', () => {
  const CONFIG = '.github/dashboards.yml'
  const manifest = (title: string, prompt: string, emails: string) =>
    `dashboards:\n  - file: data/sales.csv\n    title: ${title}\n    instructions: ${prompt}\n    allowed-emails: ${emails}\n`
  const BASE_MANIFEST = manifest('Sales', 'Base prompt', 'base@example.com')
  const HEAD_MANIFEST = manifest('Owned', 'Head prompt', 'outsider@evil.example')
  let withManifest: string
  /** Changes the manifest and the dataset it names. */
  let changing: string
  /** Changes the dataset only. */
  let keeping: string
  /** Adds a manifest to a base that has none. */
  let adding: string

  beforeAll(() => {
    withManifest = repo.commit({ [CONFIG]: BASE_MANIFEST }, base)
    changing = repo.commit({ [CONFIG]: HEAD_MANIFEST, 'data/sales.csv': SALES_HEAD }, withManifest)
    keeping = repo.commit({ 'data/sales.csv': SALES_HEAD }, withManifest)
    adding = repo.commit({ [CONFIG]: HEAD_MANIFEST, 'data/sales.csv': SALES_HEAD }, base)
    // What a checkout of the head would hold: never read in fork mode.
    ws.write(CONFIG, manifest('Workspace', 'Workspace prompt', 'ws@evil.example'))
  })

  const approved = (sha: string, baseSha: string) =>
    run(forkEvent('labeled', sha, { labels: [LABEL], label: LABEL, baseSha }), {
      [Input.File]: '',
      [Input.Config]: CONFIG
    })
  /** What the service received for each uploaded file's form, by the file's name. */
  const fields = () =>
    new Map(services.emulator.requests.flatMap(r => (r.file ? [[r.file.name, r.fields]] : [])))
  /** The manifest's reads from GitHub: the contents API at a commit, or a blob download. */
  const manifestReads = () =>
    services.github.requests.filter(
      r =>
        decodeURIComponent(r.path) === `/repos/o/r/contents/${CONFIG}` ||
        (r.operationId === 'git/get-blob' && r.path.endsWith(repo.object(changing, CONFIG)))
    )

  it.each(NODES)(
    "generates with the base branch's title, instructions and viewers, and the comment says the pull request's change waits for the merge (%s)",
    async (_name, node) => {
      const event = forkEvent('labeled', changing, {
        labels: [LABEL],
        label: LABEL,
        baseSha: withManifest
      })
      const result = await run(event, { [Input.File]: '', [Input.Config]: CONFIG }, { node })
      expect(result.code).toBe(0)
      expect(uploads().get('sales.csv')).toEqual(repo.blob(changing, 'data/sales.csv'))
      expect(fields().get('sales.csv')).toMatchObject({
        title: 'Sales',
        instructions: 'Base prompt',
        allowed_emails: 'base@example.com'
      })
      // One read of the manifest, at the base commit; the head's is never downloaded.
      expect(manifestReads().map(r => [decodeURIComponent(r.path), r.query])).toEqual([
        [`/repos/o/r/contents/${CONFIG}`, `?ref=${withManifest}`]
      ])
      const [comment] = services.github.comments
      const shown = renderGfm(comment.body)
      expect(shown.text).toMatch(
        saying('This pull request changes', CONFIG, 'once merged', "base branch's settings")
      )
      expect(shown.code).toContain(CONFIG)
      expect(shown.text).not.toMatch(/Owned|Head prompt|outsider@evil/)
      expect(result.stdout).toMatch(saying('::notice', CONFIG, 'once merged'))
      expectSecretsKeptApart()
    }
  )

  it('says nothing of the manifest when the pull request leaves it as the base has it', async () => {
    const result = await approved(keeping, withManifest)
    expect(result.code).toBe(0)
    expect(fields().get('sales.csv')).toMatchObject({ title: 'Sales', instructions: 'Base prompt' })
    const shown = renderGfm(services.github.comments[0].body).text
    expect(shown).not.toMatch(saying('changes', CONFIG))
    expect(result.stdout).not.toMatch(saying('::notice', CONFIG))
  })

  it('refuses a manifest the base branch lacks, saying to merge it first: nothing sent', async () => {
    const result = await approved(adding, base)
    expect(result.code).toBe(1)
    expect(services.emulator.requests).toEqual([])
    expect(services.github.comments).toEqual([])
    const [error] = commandTexts(result, 'error')
    expect(error).toMatch(
      saying(Input.Config, CONFIG, 'base branch', 'merge', 'No dataset was sent')
    )
  })
})

describe('a fork under plain pull_request', () => {
  it('ends without failing, names fork mode, and writes nothing', async () => {
    const result = await run(
      forkEvent('opened', head),
      { [Input.ApiKey]: '' },
      { event: 'pull_request' }
    )
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(
      saying('::notice::', 'fork', 'pull_request_target', '#pull-requests-from-forks')
    )
    expect(services.github.requests).toEqual([])
    expect(services.emulator.requests).toEqual([])
    expect(result.outputs).toEqual({})
    expect(result.summary).toBe('')
  })
})

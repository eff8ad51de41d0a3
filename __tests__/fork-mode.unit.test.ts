/** Fork mode's pure decisions: who may generate, which tree entries are refused, which paths are laid out. */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { Input } from '../src/config/constants.js'
import {
  approvalOf,
  isForkPullRequestRun,
  isWritePermission,
  mayWrite,
  pushersOf,
  targetPullRequest,
  writersApproval,
  type TargetPullRequest
} from '../src/github/pull-target.js'
import type { RunContext } from '../src/github/context.js'
import { entryProblem, layoutPath, tooManyProblem } from '../src/features/fork-mode/tree-entries.js'
import { blobSha } from '../src/features/fork-mode/git-tree.js'
import { commentBody, multiCommentBody } from '../src/report/comment-body.js'
import { pullRequest } from './helpers/events.js'
import { renderGfm } from './helpers/gfm.js'
import { saying } from './helpers/meaning.js'

const HEAD = 'c0ffee0000000000000000000000000000000001'
const LABEL = 'dashboards-approved'

function pull(change: Partial<TargetPullRequest> = {}): TargetPullRequest {
  return {
    number: 7,
    headSha: HEAD,
    headRepo: 'contributor/r',
    fromFork: true,
    association: 'NONE',
    author: 'contributor',
    sender: 'contributor',
    headOwner: 'contributor',
    action: 'opened',
    labels: [],
    ...change
  }
}

function context(eventName: string, payload: Record<string, unknown>): RunContext {
  return {
    eventName,
    payload,
    owner: 'o',
    repo: 'r',
    sha: 'b'.repeat(40),
    serverUrl: 'https://github.com',
    apiUrl: 'https://api.github.com'
  }
}

describe('approval', () => {
  it('lets a pull request whose pushers GitHub says may push generate at once', () => {
    expect(approvalOf(pull({ association: 'MEMBER', action: 'synchronize' }), LABEL)).toEqual({
      kind: 'wait',
      labelled: false
    })
    expect(writersApproval(pull({ association: 'MEMBER', action: 'synchronize' }))).toEqual({
      kind: 'go',
      by: 'pushers'
    })
  })
  it("needs the author's, the event sender's and the fork owner's write access, each login once", () => {
    const maintainerOpened = pull({ author: 'maintainer', sender: 'maintainer' })
    expect(pushersOf(maintainerOpened)).toEqual([
      { login: 'maintainer', as: 'author' },
      { login: 'contributor', as: 'head-owner' }
    ])
    const outsiderPushed = pull({ author: 'maintainer', sender: 'Outsider', headOwner: 'outsider' })
    expect(pushersOf({ ...outsiderPushed, action: 'synchronize' })).toEqual([
      { login: 'maintainer', as: 'author' },
      { login: 'Outsider', as: 'sender' }
    ])
    // A branch of the repository itself: only those with write access push to it.
    expect(pushersOf(pull({ fromFork: false, sender: 'other' }))).toEqual([
      { login: 'contributor', as: 'author' },
      { login: 'other', as: 'sender' }
    ])
    // A label's sender labelled, and pushed nothing.
    expect(pushersOf(pull({ action: 'unlabeled', sender: 'maintainer' }))).toEqual([
      { login: 'contributor', as: 'author' }
    ])
    // A deleted fork names no owner: asked as nobody, so never a writer.
    expect(pushersOf(pull({ headOwner: '' }))).toContainEqual({ login: '', as: 'head-owner' })
  })
  it('asks GitHub only about authors whose association may come with write access', () => {
    for (const association of ['OWNER', 'MEMBER', 'COLLABORATOR'])
      expect(mayWrite(pull({ association }))).toBe(true)
    for (const association of [
      'CONTRIBUTOR',
      'FIRST_TIME_CONTRIBUTOR',
      'FIRST_TIMER',
      'MANNEQUIN',
      'NONE'
    ])
      expect(mayWrite(pull({ association }))).toBe(false)
    expect(mayWrite(pull({ association: 'MEMBER', author: '' }))).toBe(false)
  })
  it('takes admin and write (maintain is told as write) as write access, and nothing else', () => {
    expect(
      ['admin', 'write', 'maintain', 'triage', 'read', 'none', undefined].map(isWritePermission)
    ).toEqual([true, true, false, false, false, false, false])
  })
  it('approves on the event that adds the approval label, and on no other', () => {
    expect(approvalOf(pull({ action: 'labeled', label: LABEL, labels: [LABEL] }), LABEL)).toEqual({
      kind: 'go',
      by: 'label'
    })
    // On a writer's pull request too: its head commit may be an outsider's push that waited.
    expect(
      approvalOf(pull({ association: 'MEMBER', action: 'labeled', label: LABEL }), LABEL)
    ).toEqual({ kind: 'go', by: 'label' })
    // Present, but added before this event: a push may have come since.
    for (const action of ['synchronize', 'reopened', 'opened', 'edited'])
      expect(approvalOf(pull({ action, labels: [LABEL] }), LABEL)).toEqual({
        kind: 'wait',
        labelled: true
      })
  })
  it("makes taking the approval label off a wait, nothing to do on a writers' pull request, and another label nothing to do", () => {
    expect(approvalOf(pull({ action: 'unlabeled', label: LABEL }), LABEL)).toEqual({
      kind: 'wait',
      labelled: false
    })
    expect(writersApproval(pull({ action: 'unlabeled', label: LABEL }))).toEqual({
      kind: 'unchanged'
    })
    expect(
      approvalOf(pull({ action: 'labeled', label: 'docs', labels: [LABEL, 'docs'] }), LABEL)
    ).toEqual({ kind: 'unchanged' })
  })
})

describe('the event', () => {
  it("reads the pull request's identity from a pull_request_target payload made a fork's", () => {
    const payload = pullRequest('labeled', { headSha: HEAD })
    payload.pull_request.head.repo.full_name = 'contributor/r'
    payload.pull_request.head.repo.owner.login = 'contributor'
    payload.pull_request.author_association = 'NONE'
    payload.sender.login = 'maintainer'
    const read = targetPullRequest(context('pull_request_target', payload))
    expect(read).toMatchObject({
      number: payload.pull_request.number,
      headSha: HEAD,
      headRepo: 'contributor/r',
      fromFork: true,
      association: 'NONE',
      author: payload.pull_request.user.login,
      sender: 'maintainer',
      headOwner: 'contributor',
      action: 'labeled',
      label: payload.label.name
    })
    expect(payload.pull_request.user.login).toMatch(/\w/)
  })
  it('refuses a payload without a head commit rather than guess one', () => {
    const payload = pullRequest('opened')
    payload.pull_request.head.sha = 'main'
    expect(targetPullRequest(context('pull_request_target', payload))).toMatch(
      saying('head commit')
    )
  })
  it('tells a fork under plain pull_request from a branch of the repository', () => {
    const payload = pullRequest('opened')
    expect(isForkPullRequestRun(context('pull_request', payload))).toBe(false)
    payload.pull_request.head.repo.full_name = 'contributor/r'
    expect(isForkPullRequestRun(context('pull_request', payload))).toBe(true)
    expect(isForkPullRequestRun(context('pull_request_target', payload))).toBe(false)
  })
})

describe('tree entries', () => {
  const rules = { oversize: 'fail' as const }
  const file = (size: number, mode = '100644') => ({
    path: 'data/a.csv',
    mode,
    type: 'blob' as const,
    size
  })

  it('refuses links and submodules, naming the path and what to commit instead', () => {
    expect(entryProblem(file(10, '120000'), rules)?.message).toMatch(
      saying(Input.File, 'data/a.csv', 'symbolic link', 'never follows', 'Commit the dataset file')
    )
    expect(
      entryProblem({ path: 'data/a.csv', mode: '160000', type: 'commit' }, rules)?.message
    ).toMatch(saying('data/a.csv', 'submodule'))
  })
  it('judges sizes from the tree: past 100 MB always, past 10 MB when nothing could shrink it', () => {
    expect(entryProblem(file(10 * 1024 * 1024), rules)).toBeUndefined()
    expect(entryProblem(file(10 * 1024 * 1024 + 4), rules)?.message).toMatch(
      saying('not downloaded', Input.Oversize)
    )
    expect(entryProblem(file(50 * 1024 * 1024), { oversize: 'sample' })).toBeUndefined()
    expect(entryProblem(file(100 * 1024 * 1024 + 1), { oversize: 'sample' })?.message).toMatch(
      saying('100 MB', 'not downloaded')
    )
    expect(entryProblem(file(5, '100755'), rules)).toBeUndefined()
  })
  it('names the limit and the fixes past the most datasets a run', () => {
    expect(tooManyProblem('many/x.csv', 60).message).toMatch(
      saying('many/x.csv', '60', '50', Input.ChangedOnly, 'split')
    )
  })
  it('lays out only paths that stay below the folder as plain files', () => {
    expect(layoutPath('data/line\nbreak.csv')).toBe(['data', 'line\nbreak.csv'].join(path.sep))
    expect(layoutPath('data/::error::x.csv')).toBe(['data', '::error::x.csv'].join(path.sep))
    for (const bad of [
      '../x.csv',
      'a/../../x.csv',
      '.git/config',
      'a/.GIT/x.csv',
      'a//b.csv',
      'a\\..\\x.csv',
      './x.csv',
      `${'n'.repeat(256)}.csv`
    ])
      expect(layoutPath(bad)).toBeUndefined()
  })
})

describe("a file's git blob id, told against a head tree's entry", () => {
  /** The id git itself gives `bytes`, in a repository of `format`. */
  function gitsId(bytes: Buffer, format: 'sha1' | 'sha256'): string {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'blob-id-'))
    try {
      execFileSync('git', ['init', '-q', `--object-format=${format}`], { cwd: dir })
      return execFileSync('git', ['hash-object', '--stdin'], { cwd: dir, input: bytes })
        .toString()
        .trim()
    } catch {
      return ''
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
  const MANIFEST = Buffer.from('dashboards:\n  - file: data/sales.csv\n    title: Sales\n')

  it.each([
    ['a manifest', MANIFEST],
    ['an empty file', Buffer.alloc(0)],
    ['bytes that are not UTF-8', Buffer.from([0xff, 0x00, 0xfe, 0x0a])]
  ])('gives %s the id git gives it in a SHA-1 repository', (_name, bytes) => {
    const id = gitsId(bytes, 'sha1')
    expect(id).toMatch(/^[0-9a-f]{40}$/)
    expect(blobSha(bytes, HEAD)).toBe(id)
  })

  it('gives the SHA-256 id when the tree names its entries with 64 hex digits', () => {
    const id = gitsId(MANIFEST, 'sha256')
    expect(id).toMatch(/^[0-9a-f]{64}$/)
    expect(blobSha(MANIFEST, id)).toBe(id)
  })

  it('tells one changed byte apart', () => {
    const changed = Buffer.from(MANIFEST.toString().replace('Sales', 'Saled'))
    expect(blobSha(changed, HEAD)).not.toBe(gitsId(MANIFEST, 'sha1'))
  })
})

describe("the comment on a fork's pull request that changes the manifest", () => {
  const HOSTILE_PATH = '.github/`x` <img src=x onerror=alert(1)> @everyone #1.yml'
  const common = {
    tag: '.github/dashboards.yml',
    updatedAt: new Date('2026-12-01T10:00:00Z'),
    changedManifest: HOSTILE_PATH
  }
  const bodies: [string, string][] = [
    [
      'one card',
      commentBody({ ...common, outcome: 'completed', datasetPath: 'data/sales.csv', elapsedMs: 1 })
    ],
    [
      'the table of several',
      multiCommentBody({
        ...common,
        rows: [
          {
            file: 'data/sales.csv',
            title: 'Sales',
            status: 'completed',
            outcome: 'completed',
            updatedAt: '2026-12-01T10:00:00Z'
          }
        ]
      })
    ]
  ]

  it.each(bodies)(
    'says, in %s, that the change takes effect once merged, the path shown as code',
    (_name, body) => {
      const shown = renderGfm(body)
      expect(shown.text).toMatch(
        saying('This pull request changes', HOSTILE_PATH, 'once merged', "base branch's settings")
      )
      expect(shown.code).toContain(HOSTILE_PATH)
      expect(shown.images).toBe(0)
      expect(shown.liveReferences).toEqual([])
    }
  )

  it('says nothing of a manifest when the pull request leaves it alone', () => {
    const body = commentBody({
      ...common,
      changedManifest: undefined,
      outcome: 'completed',
      elapsedMs: 1
    })
    expect(renderGfm(body).text).not.toMatch(/This pull request changes/)
  })
})

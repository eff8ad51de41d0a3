/** What the run's event says, read from GitHub's published payloads. */
import { describe, expect, it } from '@jest/globals'
import {
  defaultBranchRun,
  deletedRef,
  reviewedCommit,
  type RunContext
} from '../src/github/context.js'
import { examples, pullRequest, push, schedule, webhook, type Payload } from './helpers/events.js'

/** GITHUB_SHA as the runner sets it: on pull_request, a merge commit no reviewer sees. */
const RUNNER_SHA = '9999999999999999999999999999999999999999'
const context = (eventName: string, payload: Payload): RunContext => ({
  eventName,
  payload,
  owner: 'o',
  repo: 'r',
  sha: RUNNER_SHA,
  serverUrl: 'https://github.com',
  apiUrl: 'https://api.github.com'
})

describe('the reviewed commit', () => {
  it.each(['pull_request', 'pull_request_target'])(
    "on %s is the pull request's head, not GITHUB_SHA",
    event => {
      const payload = pullRequest('synchronize')
      expect(reviewedCommit(context(event, payload))).toBe(payload.pull_request.head.sha)
    }
  )
  it.each(['pull_request_review', 'pull_request_review_comment'])(
    "on %s is the pull request's head",
    event => {
      const payload = webhook(event)
      expect(reviewedCommit(context(event, payload))).toBe(payload.pull_request.head.sha)
    }
  )
  it("on pull_request_target is never GITHUB_SHA, the base branch's commit", () => {
    const payload = pullRequest('opened')
    delete payload.pull_request.head.sha
    expect(reviewedCommit(context('pull_request_target', payload))).toBeUndefined()
  })
  it("on merge_group is the group's head", () => {
    const payload = webhook('merge_group')
    expect(reviewedCommit(context('merge_group', payload))).toBe(payload.merge_group.head_sha)
  })
  it("on workflow_run is the run's head", () => {
    const payload = webhook('workflow_run')
    expect(reviewedCommit(context('workflow_run', payload))).toBe(payload.workflow_run.head_sha)
  })
  it('on push is the pushed commit', () => {
    const payload = push.firstPush()
    expect(reviewedCommit(context('push', payload))).toBe(payload.after)
  })
  it('on other events is GITHUB_SHA', () => {
    expect(reviewedCommit(context('workflow_dispatch', webhook('workflow_dispatch')))).toBe(
      RUNNER_SHA
    )
  })
})

describe('a deleted ref', () => {
  it('is told apart as a tag or a branch', () => {
    expect(deletedRef(context('push', push.tagDeleted()))).toBe('tag')
    expect(deletedRef(context('push', push.branchDeleted()))).toBe('branch')
  })
  it('is not a created ref, a tag push, another event, or a push whose payload is missing', () => {
    expect(deletedRef(context('push', push.firstPush()))).toBeUndefined()
    expect(deletedRef(context('push', push.tagCreated()))).toBeUndefined()
    expect(deletedRef(context('delete', webhook('delete')))).toBeUndefined()
    expect(deletedRef(context('push', {}))).toBeUndefined()
  })
})

describe('a run on the default branch, where the dashboards issue is kept', () => {
  it.each(examples('workflow_dispatch').map(p => [p.ref, p]))(
    'is a workflow_dispatch on it (%s, as published)',
    (_ref, payload) => {
      expect(defaultBranchRun(context('workflow_dispatch', payload))).toEqual({
        branch: payload.repository.default_branch
      })
    }
  )
  it('is not a workflow_dispatch on another branch', () => {
    const published = webhook('workflow_dispatch')
    const payload = { ...published, ref: 'refs/heads/feature' }
    const branch = published.repository.default_branch as string
    expect(defaultBranchRun(context('workflow_dispatch', payload))).toEqual({
      not: `this workflow_dispatch is on feature, not on the default branch ${branch}`
    })
  })
  it('is a push to it, not a push deleting a branch or pushing a tag', () => {
    const first = push.firstPush()
    const branch = first.repository.default_branch as string
    expect(defaultBranchRun(context('push', { ...first, ref: `refs/heads/${branch}` }))).toEqual({
      branch
    })
    expect(defaultBranchRun(context('push', push.branchDeleted()))).toEqual({
      not: 'this push deleted its branch or tag'
    })
    expect(defaultBranchRun(context('push', push.tagCreated()))).toEqual({
      not: expect.stringMatching(/^this push is on .+, not on the default branch /)
    })
  })
  it('is a schedule, which GitHub runs on the default branch only, named as the runner names it', () => {
    expect(defaultBranchRun(context('schedule', schedule()), { GITHUB_REF_NAME: 'main' })).toEqual({
      branch: 'main'
    })
  })
  it.each(['pull_request', 'pull_request_target', 'merge_group'])('is never a %s run', event => {
    expect(defaultBranchRun(context(event, pullRequest('opened')))).toEqual({
      not: `this is a ${event} run, not one on the default branch`
    })
  })
})

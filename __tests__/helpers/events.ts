/**
 * GitHub's published webhook payloads (npm @octokit/webhooks-examples), for driving the action
 * the way each event really arrives. Where GitHub publishes no example of a case (a plain branch
 * push, a deleted branch, a comment on a pull request), the nearest real payload is changed in
 * the few fields that case differs by, and says so.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Payload = Record<string, any>

interface Definition {
  name: string
  examples: Payload[]
}

let definitions: Definition[] | undefined

function all(): Definition[] {
  if (!definitions) {
    const require = createRequire(import.meta.url)
    const file = require.resolve('@octokit/webhooks-examples/api.github.com/index.json')
    definitions = JSON.parse(readFileSync(file, 'utf8')) as Definition[]
  }
  return definitions
}

/** The repository the tests run in (GITHUB_REPOSITORY), named in every payload in place of the example's. */
export const REPOSITORY = 'o/r'

/** Every published example of an event, deep-copied, in REPOSITORY. */
export function examples(event: string): Payload[] {
  const found = all().find(d => d.name === event)
  if (!found) throw new Error(`@octokit/webhooks-examples has no '${event}' event`)
  return found.examples.map(example => {
    const text = JSON.stringify(example)
    const own = (example.repository as { full_name?: string } | undefined)?.full_name
    return JSON.parse(own ? text.split(own).join(REPOSITORY) : text) as Payload
  })
}

/** The first published example of an event that fits. */
export function webhook(event: string, fits: (p: Payload) => boolean = () => true): Payload {
  const found = examples(event).find(fits)
  if (!found) throw new Error(`No '${event}' example fits`)
  return found
}

export const ZERO = '0000000000000000000000000000000000000000'

export const push = {
  /** A branch's first push, as published. */
  firstPush: () => webhook('push', p => p.created && p.ref.startsWith('refs/heads/')),
  /** A tag created, as published. */
  tagCreated: () => webhook('push', p => p.created && p.ref.startsWith('refs/tags/')),
  /** A tag deleted, as published. */
  tagDeleted: () => webhook('push', p => p.deleted && p.ref.startsWith('refs/tags/')),
  /** A branch deleted: the published tag deletion on a branch's ref. */
  branchDeleted: () => ({ ...push.tagDeleted(), ref: 'refs/heads/feature' }),
  /** A push to an existing branch: the published first push, from `before` instead of nothing. */
  branch(before: string, after: string, forced = false): Payload {
    const payload = push.firstPush()
    return {
      ...payload,
      before,
      after,
      created: false,
      forced,
      compare: `https://github.com/${payload.repository.full_name}/compare/${before.slice(0, 12)}...${after.slice(0, 12)}`,
      head_commit: { ...payload.head_commit, id: after }
    }
  }
}

/** A published pull_request example of this action, its counts and commits set as a test needs. */
export function pullRequest(
  action = 'opened',
  change: { headSha?: string; baseSha?: string; changedFiles?: number } = {}
): Payload {
  const payload = webhook('pull_request', p => p.action === action)
  const pull = payload.pull_request
  if (change.headSha) pull.head.sha = change.headSha
  if (change.baseSha) pull.base.sha = change.baseSha
  if (change.changedFiles !== undefined) pull.changed_files = change.changedFiles
  return payload
}

/** The published issue comment, on a pull request: GitHub then adds `issue.pull_request`. */
export function commentOnPullRequest(): Payload {
  const payload = webhook('issue_comment', p => p.action === 'created')
  const { number } = payload.issue
  const repo = payload.repository.full_name
  payload.issue.pull_request = {
    url: `https://api.github.com/repos/${repo}/pulls/${number}`,
    html_url: `https://github.com/${repo}/pull/${number}`,
    diff_url: `https://github.com/${repo}/pull/${number}.diff`,
    patch_url: `https://github.com/${repo}/pull/${number}.patch`,
    merged_at: null
  }
  return payload
}

/** `schedule` has no published example; GitHub's payload names the cron line only. */
export function schedule(): Payload {
  return { schedule: '30 5 * * 1-5' }
}

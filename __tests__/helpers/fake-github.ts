/**
 * A fake of the GitHub REST API on loopback that answers as GitHub's own description
 * (@octokit/openapi) says: every request is checked against it (path template, method,
 * parameters, body, per_page ≤ 100) and every answer is built from its examples. Lists page with
 * `Link` headers as GitHub writes them (`/repositories/{id}/…`), and at GitHub's limits: a
 * compare lists 300 files on its first page only, a pull request's files stop at 3,000.
 *
 * A request GitHub does not define is answered 422 and recorded in `violations`; `useFakeGitHub`
 * in services.ts (and `reset`, `close`) fail the test that made it.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { promisify } from 'node:util'
import { readJsonBody, sendJson } from '../../emulator/http-util.js'
import { checkRequest, example } from './github-description.js'
import { LimitKeeper, type RateLimits } from './github-limits.js'

export interface Identity {
  login: string
  /** An app installation token (GITHUB_TOKEN): /user is refused, GraphQL's viewer answers. */
  app?: boolean
  /** A read-only token, as fork pull requests get. */
  readOnly?: boolean
  /**
   * Permissions this token lacks (an installation token's job `permissions:`), e.g.
   * 'pull-requests'; 'issues: write' refuses only the writes, as a job given `issues: read` is.
   */
  lacks?: string[]
}

export interface StoredComment {
  id: number
  issue: number
  body: string
  login: string
  created_at: string
}

/** An issue (or, `pull` set, a pull request as the issues list shows it). */
export interface StoredIssue {
  number: number
  title: string
  body: string
  login: string
  state: 'open' | 'closed'
  created_at: string
  updated_at: string
  pull?: boolean
}

export interface Failure {
  method: string
  /** Matched against the request path. */
  path: RegExp
  status: number
  headers?: Record<string, string>
  body?: unknown
  times?: number
  /** Apply the request, then answer with the failure: a write that landed, its answer lost. */
  afterApplying?: boolean
  /** Only requests this accepts (by default every one matching method and path). */
  when?: (request: RecordedRequest) => boolean
}

export interface StoredStatus {
  id: number
  sha: string
  state: 'error' | 'failure' | 'pending' | 'success'
  context: string
  description: string | null
  target_url: string | null
  login: string
  created_at: string
}

/** Answers 5xx at random, as a GitHub having a bad moment: `rate` of the requests matching `path`. */
export interface ServerErrors {
  rate: number
  statuses: number[]
  /** Which requests may fail; every one by default. */
  path?: RegExp
  random?: () => number
}

export interface FakePull {
  headSha: string
  state: 'open' | 'closed'
  updatedAt?: string
  files?: string[]
  /** With `git` and no `files`: the files are the diff from here to the head, as git tells it. */
  baseSha?: string
  /** The labels on the pull request (`issues/remove-label` takes them off). */
  labels?: string[]
}

export interface RecordedRequest {
  method: string
  path: string
  query: string
  operationId?: string
  authorization?: string
  /** The answer's status, once sent. */
  status?: number
  /** The request's JSON body. */
  body?: unknown
  /** When it arrived, in Date.now() milliseconds: a test orders it against the service's state. */
  at: number
}

export interface FakeGitHub {
  readonly url: string
  readonly comments: StoredComment[]
  /** The repository's issues (and pull requests planted as issues), by creation. */
  readonly issues: StoredIssue[]
  /** Issues turned off in the repository's settings: the issues API answers 410. */
  issuesDisabled: boolean
  /** Every commit status created, the oldest first. */
  readonly statuses: StoredStatus[]
  readonly requests: RecordedRequest[]
  /** Why requests did not conform to GitHub's description. */
  readonly violations: string[]
  tokens: Record<string, Identity>
  /** Pull requests by number. */
  pulls: Record<number, FakePull>
  /** Files changed between two commits, by `base...head`. */
  compares: Record<string, string[]>
  /** The commits a compare lists, by `base...head` (one made-up commit when not given). */
  compareCommits: Record<string, string[]>
  /** Files of single commits, by sha. */
  commits: Record<string, string[]>
  /** Branches' head commits, by name; with `git`, its branches answer too. */
  branches: Record<string, string>
  /** The repository's files at each commit, for the contents API: commit → path → content. */
  files: Record<string, Record<string, string | Buffer>>
  /**
   * A real git repository that answers for `o/r` from git itself: trees and blobs (the git
   * database API), the contents API at any commit it holds, and a pull request's files (its
   * `baseSha`...`headSha` diff), and the compare of any two of its commits. `files` and `compares`
   * still answer first for what they name.
   */
  git?: string
  /** Labels taken off pull requests, in order. */
  readonly removedLabels: { issue: number; name: string }[]
  /** The repository's collaborators by login, with their role; anyone else is none. */
  collaborators: Record<string, 'admin' | 'maintain' | 'write' | 'triage' | 'read'>
  /** The most items a page holds whatever per_page asks (GitHub: 100). */
  pageSize: number
  /** Where Link headers point; another origin makes a hostile GitHub answer. */
  linkBase: string
  /** GitHub's rate limits to enforce across all clients (GITHUB_LIMITS, or scaled); none when undefined. */
  limits?: RateLimits
  /** Random 5xx answers; none when undefined. */
  serverErrors?: ServerErrors
  /**
   * Called before each request is handled; the request waits for the promise it returns. Lets a
   * test hold one write until the moment it hurts most.
   */
  beforeHandling?: (request: RecordedRequest) => Promise<void> | void
  fail(failure: Failure): void
  /** The next create also gets a twin created just before it, as a concurrent run would. */
  raceNextCreate(): void
  addComment(issue: number, login: string, body: string): StoredComment
  /** An issue opened earlier (a minute ago) by `login`. */
  addIssue(login: string, title: string, body: string, extra?: Partial<StoredIssue>): StoredIssue
  /** Throws when a request since the last check did not conform, and forgets them. */
  assertConforming(): void
  reset(): void
  close(): Promise<void>
}

/** GitHub's own limits on the lists it returns. */
const COMPARE_FILES = 300
const PULL_FILES = 3000
const COMMIT_FILES = 3000
const PERMISSION_OF: Record<string, string> = {
  'pulls/list-files': 'pull-requests',
  'pulls/get': 'pull-requests',
  'repos/list-pull-requests-associated-with-commit': 'pull-requests',
  'repos/compare-commits-with-basehead': 'contents',
  'repos/compare-commits': 'contents',
  'repos/get-commit': 'contents',
  'issues/list-comments': 'pull-requests',
  'issues/create-comment': 'pull-requests',
  'issues/update-comment': 'pull-requests',
  'issues/delete-comment': 'pull-requests',
  'repos/create-commit-status': 'statuses',
  'repos/list-commit-statuses-for-ref': 'statuses',
  'repos/get-combined-status-for-ref': 'statuses',
  'git/get-tree': 'contents',
  'git/get-blob': 'contents',
  'issues/remove-label': 'pull-requests',
  'repos/get-branch': 'contents',
  'issues/list-for-repo': 'issues',
  'issues/create': 'issues',
  'issues/update': 'issues'
}
/** GitHub refuses a status whose description is longer (422, "description is too long"). */
const STATUS_DESCRIPTION = 140
/** GitHub refuses a status whose context is longer (422). */
const STATUS_CONTEXT = 255

export async function startFakeGitHub(): Promise<FakeGitHub> {
  let nextId = 1000
  let race = false
  const failures: Failure[] = []
  /** Repository ids handed out in Link headers, as GitHub's `/repositories/{id}` addresses. */
  const repositories = new Map<number, string>()
  const keeper = new LimitKeeper(() => fake.limits)
  const server = http.createServer((req, res) => {
    handle(req, res).catch(error => sendJson(res, 500, { message: String(error) }))
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const fake: FakeGitHub = {
    url,
    comments: [],
    issues: [],
    issuesDisabled: false,
    statuses: [],
    requests: [],
    violations: [],
    tokens: {},
    pulls: {},
    compares: {},
    compareCommits: {},
    commits: {},
    branches: {},
    files: {},
    removedLabels: [],
    collaborators: {},
    pageSize: 100,
    linkBase: url,
    fail: failure => void failures.push({ times: 1, ...failure }),
    raceNextCreate: () => void (race = true),
    addComment(issue, login, body) {
      const comment = {
        id: nextId++,
        issue,
        body,
        login,
        created_at: new Date(Date.now() - 60_000).toISOString()
      }
      fake.comments.push(comment)
      return comment
    },
    addIssue(login, title, body, extra = {}) {
      const at = new Date(Date.now() - 60_000).toISOString()
      const issue: StoredIssue = {
        number: nextIssueNumber(),
        title,
        body,
        login,
        state: 'open',
        created_at: at,
        updated_at: at,
        ...extra
      }
      fake.issues.push(issue)
      return issue
    },
    assertConforming() {
      const found = fake.violations.splice(0)
      if (found.length > 0)
        throw new Error(`Requests GitHub's description does not define:\n${found.join('\n')}`)
    },
    reset() {
      fake.assertConforming()
      fake.collaborators = {}
      fake.comments.length = 0
      fake.issues.length = 0
      fake.issuesDisabled = false
      fake.statuses.length = 0
      fake.requests.length = 0
      fake.limits = undefined
      fake.serverErrors = undefined
      fake.beforeHandling = undefined
      keeper.reset()
      failures.length = 0
      fake.pulls = {}
      fake.compares = {}
      fake.compareCommits = {}
      fake.commits = {}
      fake.branches = {}
      fake.files = {}
      fake.git = undefined
      stopCatFiles()
      fake.removedLabels.length = 0
      fake.pageSize = 100
      fake.linkBase = url
      race = false
    },
    close: async () => {
      await new Promise<void>(resolve => server.close(() => resolve()))
      stopCatFiles()
      fake.assertConforming()
    }
  }

  function repositoryId(owner: string, repo: string): number {
    const name = `${owner}/${repo}`
    for (const [id, known] of repositories) if (known === name) return id
    const id = 1296269 + repositories.size
    repositories.set(id, name)
    return id
  }

  /** Issues and pull requests share one sequence of numbers. */
  function nextIssueNumber(): number {
    const taken = [...fake.issues.map(i => i.number), ...Object.keys(fake.pulls).map(Number)]
    return Math.max(0, ...taken) + 1
  }

  function issueView(issue: StoredIssue) {
    const answer = example('issue')
    const user = answer.user as Record<string, unknown>
    const kind = issue.pull ? 'pull' : 'issues'
    const rest: Record<string, unknown> = { ...answer }
    delete rest.pull_request
    return {
      ...rest,
      id: 9000 + issue.number,
      number: issue.number,
      title: issue.title,
      body: issue.body,
      state: issue.state,
      url: `${url}/repos/o/r/issues/${issue.number}`,
      html_url: `https://github.example/o/r/${kind}/${issue.number}`,
      user: { ...user, login: issue.login, type: issue.login.endsWith('[bot]') ? 'Bot' : 'User' },
      created_at: issue.created_at,
      updated_at: issue.updated_at,
      ...(issue.pull
        ? {
            pull_request: {
              url: `${url}/repos/o/r/pulls/${issue.number}`,
              html_url: `https://github.example/o/r/pull/${issue.number}`
            }
          }
        : {})
    }
  }

  /** GET /repos/{owner}/{repo}/issues: filtered and sorted as its parameters say, then paged. */
  function listIssues(res: ServerResponse, parsed: URL, params: Record<string, string>): void {
    const query = parsed.searchParams
    const state = query.get('state') ?? 'open'
    const creator = query.get('creator')
    const sort = query.get('sort') ?? 'created'
    const ascending = (query.get('direction') ?? 'desc') === 'asc'
    const key = (issue: StoredIssue) =>
      Date.parse(sort === 'updated' ? issue.updated_at : issue.created_at) * 1e4 + issue.number
    const items = fake.issues
      .filter(issue => state === 'all' || issue.state === state)
      .filter(issue => creator === null || issue.login.toLowerCase() === creator.toLowerCase())
      .sort((a, b) => (ascending ? key(a) - key(b) : key(b) - key(a)))
      .map(issueView)
    page(res, parsed, params, items, 30, Infinity)
  }

  function view(comment: StoredComment) {
    const answer = example('issue-comment')
    const user = answer.user as Record<string, unknown>
    return {
      ...answer,
      id: comment.id,
      body: comment.body,
      url: `${url}/repos/o/r/issues/comments/${comment.id}`,
      html_url: `https://github.example/o/r/pull/${comment.issue}#issuecomment-${comment.id}`,
      issue_url: `${url}/repos/o/r/issues/${comment.issue}`,
      user: {
        ...user,
        login: comment.login,
        type: comment.login.endsWith('[bot]') ? 'Bot' : 'User'
      },
      created_at: comment.created_at,
      updated_at: comment.created_at
    }
  }

  function diffEntries(files: string[]) {
    const [template] = example<Record<string, unknown>[]>('diff-entry-items')
    return files.map(filename => ({ ...template, filename, status: 'modified' }))
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const parsed = new URL(req.url ?? '/', url)
    const method = req.method ?? 'GET'
    const body = await readJsonBody(req)
    // GitHub serves `/repositories/{id}/…` (its Link headers' form) as the named repository.
    const alias = /^\/repositories\/(\d+)(\/.*)?$/.exec(parsed.pathname)
    const path =
      alias && repositories.has(Number(alias[1]))
        ? `/repos/${repositories.get(Number(alias[1]))}${alias[2] ?? ''}`
        : parsed.pathname
    const record: RecordedRequest = {
      method,
      path,
      query: parsed.search,
      authorization: req.headers.authorization,
      body,
      at: Date.now()
    }
    fake.requests.push(record)
    res.on('finish', () => (record.status = res.statusCode))
    // Limits are counted per identity, as GitHub counts an installation's token across jobs.
    const holder = identify(req)?.login ?? `token ${req.headers.authorization ?? ''}`
    const refused = keeper.begin(holder, method, path)
    if (refused) return sendJson(res, refused.status, refused.body, refused.headers)
    res.on('close', () => keeper.end(holder))
    for (const [name, value] of Object.entries(keeper.headers(holder))) res.setHeader(name, value)
    await fake.beforeHandling?.(record)
    if (randomServerError(path)) {
      const { statuses } = fake.serverErrors as ServerErrors
      const status = statuses[Math.floor(Math.random() * statuses.length)]
      return sendJson(res, status, { message: 'Server Error' })
    }
    const failure = failures.find(
      f => f.method === method && f.path.test(path) && (f.when?.(record) ?? true)
    )
    if (failure) {
      failure.times = (failure.times ?? 1) - 1
      if (failure.times <= 0) failures.splice(failures.indexOf(failure), 1)
      if (failure.afterApplying) await respond(req, silent(), parsed, method, path, body, record)
      else fake.violations.push(...checkRequest(method, path, parsed.searchParams, body).problems)
      return sendJson(
        res,
        failure.status,
        failure.body ?? { message: `Injected ${failure.status}` },
        failure.headers
      )
    }
    return respond(req, res, parsed, method, path, body, record)
  }

  function randomServerError(path: string): boolean {
    const errors = fake.serverErrors
    if (!errors || errors.rate <= 0 || !(errors.path ?? /./).test(path)) return false
    return (errors.random ?? Math.random)() < errors.rate
  }

  /** Where the answer of a request that must be applied but not answered goes. */
  function silent(): ServerResponse {
    const sink = {
      writeHead: () => sink,
      setHeader: () => sink,
      end: () => sink
    }
    return sink as unknown as ServerResponse
  }

  async function respond(
    req: IncomingMessage,
    res: ServerResponse,
    parsed: URL,
    method: string,
    path: string,
    body: unknown,
    record: RecordedRequest
  ): Promise<void> {
    if (method === 'POST' && path === '/graphql') {
      const query = (body as { query?: unknown } | undefined)?.query
      if (
        typeof query !== 'string' ||
        !/^\s*(query\s*)?\{\s*viewer\s*\{\s*login\s*\}\s*\}\s*$/.test(query)
      ) {
        fake.violations.push(
          `POST /graphql: only the viewer's login is served, got ${JSON.stringify(body)}`
        )
        return sendJson(res, 422, { message: 'Invalid request.' })
      }
      const who = identify(req)
      if (!who) return sendJson(res, 401, { message: 'Bad credentials' })
      return sendJson(res, 200, { data: { viewer: { login: who.login } } })
    }
    const checked = checkRequest(method, path, parsed.searchParams, body)
    record.operationId = checked.operationId
    if (checked.problems.length > 0) {
      fake.violations.push(...checked.problems)
      return sendJson(res, 422, { message: 'Invalid request.', errors: checked.problems })
    }
    const who = identify(req)
    if (!who) return sendJson(res, 401, { message: 'Bad credentials' })
    const { params } = checked
    const permission = PERMISSION_OF[checked.operationId ?? '']
    const writes = method !== 'GET'
    if (permission && (who.lacks?.includes(permission) || (writes && who.readOnly)))
      return sendJson(res, 403, { message: 'Resource not accessible by integration' })

    if (
      fake.issuesDisabled &&
      ['issues/list-for-repo', 'issues/create', 'issues/update'].includes(checked.operationId ?? '')
    )
      return sendJson(res, 410, { message: 'Issues are disabled for this repo' })
    if (permission && writes && who.lacks?.includes(`${permission}: write`))
      return sendJson(res, 403, { message: 'Resource not accessible by integration' })

    switch (checked.operationId) {
      case 'issues/list-for-repo':
        return listIssues(res, parsed, params)
      case 'repos/get-branch': {
        const fromGit = fake.git
          ? (await git(fake.git, ['rev-parse', '--verify', '-q', `refs/heads/${params.branch}`]))
              ?.toString()
              .trim()
          : undefined
        const sha = fake.branches[params.branch] ?? (fromGit || undefined)
        if (sha === undefined) return sendJson(res, 404, { message: 'Branch not found' })
        const answer = example('branch-get')
        return sendJson(res, 200, {
          ...answer,
          name: params.branch,
          commit: { ...(answer.commit as Record<string, unknown>), sha }
        })
      }
      case 'issues/create': {
        const given = body as { title: string; body?: string }
        const now = new Date().toISOString()
        const issue: StoredIssue = {
          number: nextIssueNumber(),
          title: given.title,
          body: given.body ?? '',
          login: who.login,
          state: 'open',
          created_at: now,
          updated_at: now
        }
        fake.issues.push(issue)
        return sendJson(res, 201, issueView(issue), {
          location: `${url}/repos/o/r/issues/${issue.number}`
        })
      }
      case 'issues/update': {
        const issue = fake.issues.find(i => i.number === Number(params.issue_number))
        if (!issue) return sendJson(res, 404, { message: 'Not Found' })
        const given = body as { title?: string; body?: string; state?: 'open' | 'closed' }
        if (given.title !== undefined) issue.title = given.title
        if (given.body !== undefined) issue.body = given.body
        if (given.state !== undefined) issue.state = given.state
        issue.updated_at = new Date().toISOString()
        return sendJson(res, 200, issueView(issue))
      }
      case 'users/get-authenticated':
        return who.app
          ? sendJson(res, 403, { message: 'Resource not accessible by integration' })
          : sendJson(res, 200, {
              ...example<Record<string, unknown>>('private-user'),
              login: who.login
            })
      case 'issues/list-comments': {
        const issue = Number(params.issue_number)
        const items = fake.comments.filter(c => c.issue === issue).map(view)
        return page(res, parsed, params, items, 30, Infinity)
      }
      case 'issues/create-comment': {
        const issue = Number(params.issue_number)
        const text = (body as { body: string }).body
        if (race) {
          race = false
          fake.addComment(issue, who.login, text)
        }
        const comment = {
          id: nextId++,
          issue,
          body: text,
          login: who.login,
          created_at: new Date().toISOString()
        }
        fake.comments.push(comment)
        return sendJson(res, 201, view(comment), {
          location: `${url}${path.replace(/\/\d+\/comments$/, '')}/comments/${comment.id}`
        })
      }
      case 'issues/update-comment':
      case 'issues/delete-comment':
      case 'issues/get-comment': {
        const comment = fake.comments.find(c => c.id === Number(params.comment_id))
        if (!comment) return sendJson(res, 404, { message: 'Not Found' })
        if (method === 'GET') return sendJson(res, 200, view(comment))
        // GitHub lets the author, or anyone with write access, edit or delete a comment
        // (GraphQL's CommentCannotEditReason): the token's permission was checked above.
        if (method === 'PATCH') {
          comment.body = (body as { body: string }).body
          return sendJson(res, 200, view(comment))
        }
        fake.comments.splice(fake.comments.indexOf(comment), 1)
        res.writeHead(204).end()
        return
      }
      case 'repos/create-commit-status':
        return createStatus(res, params, body as Partial<StoredStatus>, who.login)
      case 'repos/list-commit-statuses-for-ref': {
        const items = fake.statuses
          .filter(st => st.sha === params.ref)
          .reverse()
          .map(statusView)
        return page(res, parsed, params, items, 30, Infinity)
      }
      case 'repos/get-combined-status-for-ref':
        return combinedStatus(res, parsed, params)
      case 'repos/list-pull-requests-associated-with-commit': {
        const [template] = example<Record<string, unknown>[]>('pull-request-simple-items')
        const items = Object.entries(fake.pulls)
          .filter(([, p]) => p.headSha === params.commit_sha)
          .map(([number, p]) => ({
            ...template,
            number: Number(number),
            state: p.state,
            head: { ...(template.head as Record<string, unknown>), sha: p.headSha },
            updated_at: p.updatedAt ?? new Date().toISOString()
          }))
        return page(res, parsed, params, items, 30, Infinity)
      }
      case 'pulls/get': {
        const pull = fake.pulls[Number(params.pull_number)]
        if (!pull) return sendJson(res, 404, { message: 'Not Found' })
        const template = example<Record<string, unknown>>('pull-request')
        return sendJson(res, 200, {
          ...template,
          number: Number(params.pull_number),
          state: pull.state,
          head: { ...(template.head as Record<string, unknown>), sha: pull.headSha },
          updated_at: pull.updatedAt ?? new Date().toISOString()
        })
      }
      case 'pulls/list-files': {
        const pull = fake.pulls[Number(params.pull_number)]
        if (!pull) return sendJson(res, 404, { message: 'Not Found' })
        const files =
          pull.files ??
          (fake.git && pull.baseSha ? await gitDiff(fake.git, pull.baseSha, pull.headSha) : [])
        return page(res, parsed, params, diffEntries(files), 30, PULL_FILES)
      }
      case 'issues/remove-label': {
        const pull = fake.pulls[Number(params.issue_number)]
        const labels = pull?.labels ?? []
        if (!labels.includes(params.name))
          return sendJson(res, 404, { message: 'Label does not exist' })
        labels.splice(labels.indexOf(params.name), 1)
        fake.removedLabels.push({ issue: Number(params.issue_number), name: params.name })
        const [template] = example<Record<string, unknown>[]>('label-items')
        return sendJson(
          res,
          200,
          labels.map(name => ({ ...template, name }))
        )
      }
      case 'git/get-tree':
        return gitTree(fake, res, params, parsed.searchParams.has('recursive'))
      case 'git/get-blob':
        return gitBlob(fake, req, res, params)
      // The description holds this path twice: `{basehead}` and `{base}...{head}`.
      case 'repos/compare-commits':
      case 'repos/compare-commits-with-basehead': {
        const basehead = params.basehead ?? `${params.base}...${params.head}`
        const [base, head] = basehead.split('...')
        const reverse = `${head}...${base}`
        const given = fake.compares[basehead]
        const found = given
          ? {
              files: given,
              shas: fake.compareCommits[basehead] ?? [head],
              // A force-push leaves commits only the reverse compare lists: the two have diverged.
              behind: fake.compareCommits[reverse]?.length ?? (fake.compares[reverse] ? 1 : 0)
            }
          : fake.git && (await gitCompare(fake.git, base, head))
        if (!found) return sendJson(res, 404, { message: 'Not Found' })
        const { files, shas, behind } = found
        const { size, number } = pageOf(parsed, 250)
        const commit = example('commit')
        const answer = example('commit-comparison')
        return sendJson(res, 200, {
          ...answer,
          status:
            behind === 0
              ? shas.length === 0
                ? 'identical'
                : 'ahead'
              : shas.length === 0
                ? 'behind'
                : 'diverged',
          behind_by: behind,
          total_commits: shas.length,
          ahead_by: shas.length,
          commits: shas
            .slice((number - 1) * size, number * size)
            .map(sha => ({ ...commit, sha, files: undefined })),
          // "The list of changed files is only shown on the first page", 300 at most.
          ...(number === 1
            ? { files: diffEntries(files.slice(0, COMPARE_FILES)) }
            : { files: undefined })
        })
      }
      case 'repos/get-commit': {
        const files = fake.commits[params.ref]
        if (!files) return sendJson(res, 404, { message: 'Not Found' })
        const { size, number } = pageOf(parsed, 300)
        const limited = files.slice(0, COMMIT_FILES)
        return sendJson(
          res,
          200,
          {
            ...example<Record<string, unknown>>('commit'),
            sha: params.ref,
            files: diffEntries(limited.slice((number - 1) * size, number * size))
          },
          links(parsed, params, number, Math.ceil(limited.length / size))
        )
      }
      case 'repos/get-content':
        return fileContent(fake, req, res, params, who)
      case 'repos/get-collaborator-permission-level': {
        const role = fake.collaborators[params.username]
        if (role === undefined) return sendJson(res, 404, { message: 'Not Found' })
        const template = example<Record<string, unknown>>(
          'repository-collaborator-permission-response-if-user-has-admin-permissions'
        )
        // GitHub tells maintain as write and triage as read; role_name keeps the role.
        const permission = role === 'maintain' ? 'write' : role === 'triage' ? 'read' : role
        return sendJson(res, 200, {
          ...template,
          permission,
          role_name: role,
          user: { ...(template.user as Record<string, unknown>), login: params.username }
        })
      }
    }
    sendJson(res, 404, { message: 'Not Found' })
  }

  function createStatus(
    res: ServerResponse,
    params: Record<string, string>,
    given: Partial<StoredStatus>,
    login: string
  ): void {
    const problems: string[] = []
    if ((given.description ?? '').length > STATUS_DESCRIPTION)
      problems.push(`description is too long (maximum is ${STATUS_DESCRIPTION} characters)`)
    if ((given.context ?? '').length > STATUS_CONTEXT)
      problems.push(`context is too long (maximum is ${STATUS_CONTEXT} characters)`)
    if (problems.length > 0)
      return sendJson(res, 422, { message: 'Validation Failed', errors: problems })
    const status: StoredStatus = {
      id: nextId++,
      sha: params.sha,
      state: given.state as StoredStatus['state'],
      context: given.context ?? 'default',
      description: given.description ?? null,
      target_url: given.target_url ?? null,
      login,
      created_at: new Date().toISOString()
    }
    fake.statuses.push(status)
    sendJson(res, 201, statusView(status))
  }

  function statusView(status: StoredStatus) {
    const answer = example('status')
    return {
      ...answer,
      id: status.id,
      state: status.state,
      context: status.context,
      description: status.description,
      target_url: status.target_url,
      created_at: status.created_at,
      updated_at: status.created_at,
      creator: { ...(answer.creator as Record<string, unknown>), login: status.login }
    }
  }

  /** The newest status of each context (GitHub compares contexts ignoring case), paged. */
  function combinedStatus(res: ServerResponse, parsed: URL, params: Record<string, string>): void {
    const latest = new Map<string, StoredStatus>()
    for (const status of fake.statuses.filter(st => st.sha === params.ref))
      latest.set(status.context.toLowerCase(), status)
    const all = [...latest.values()].sort((a, b) => a.id - b.id)
    const { size, number } = pageOf(parsed, 100)
    const states = all.map(st => st.state)
    const state = states.some(st => st === 'error' || st === 'failure')
      ? 'failure'
      : states.length === 0 || states.some(st => st === 'pending')
        ? 'pending'
        : 'success'
    sendJson(
      res,
      200,
      {
        ...example<Record<string, unknown>>('combined-commit-status'),
        state,
        sha: params.ref,
        total_count: all.length,
        statuses: all.slice((number - 1) * size, number * size).map(statusView)
      },
      links(parsed, params, number, Math.max(1, Math.ceil(all.length / size)))
    )
  }

  function identify(req: IncomingMessage): Identity | undefined {
    const token = /^(?:token|bearer) (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? ''
    return fake.tokens[token]
  }

  function pageOf(parsed: URL, fallback: number): { size: number; number: number } {
    const asked = Number(parsed.searchParams.get('per_page') ?? fallback)
    return {
      size: Math.max(1, Math.min(fake.pageSize, asked)),
      number: Math.max(1, Number(parsed.searchParams.get('page') ?? 1))
    }
  }

  /** GitHub's Link header: `/repositories/{id}/…` addresses, next/last and first/prev. */
  function links(
    parsed: URL,
    params: Record<string, string>,
    number: number,
    last: number
  ): Record<string, string> {
    const id = repositoryId(params.owner, params.repo)
    const link = (n: number, rel: string) => {
      const rest = parsed.pathname.replace(/^\/repos\/[^/]+\/[^/]+|^\/repositories\/\d+/, '')
      const next = new URL(`${fake.linkBase}/repositories/${id}${rest}${parsed.search}`)
      next.searchParams.set('page', String(n))
      return `<${next.href}>; rel="${rel}"`
    }
    const all = []
    if (number < last) all.push(link(number + 1, 'next'), link(last, 'last'))
    if (number > 1) all.push(link(1, 'first'), link(number - 1, 'prev'))
    return all.length > 0 ? { link: all.join(', ') } : {}
  }

  function page(
    res: ServerResponse,
    parsed: URL,
    params: Record<string, string>,
    items: unknown[],
    fallback: number,
    limit: number
  ): void {
    const { size, number } = pageOf(parsed, fallback)
    const listed = items.slice(0, limit)
    const last = Math.max(1, Math.ceil(listed.length / size))
    sendJson(
      res,
      200,
      listed.slice((number - 1) * size, number * size),
      links(parsed, params, number, last)
    )
  }

  return fake
}

/**
 * `repos/get-content` for a file: raw bytes when the raw media type is asked for (GitHub's only
 * way past 1 MB), else the description's JSON example carrying the file as base64. A commit the
 * fake does not know is answered as GitHub does, 404 "No commit found for the ref".
 */
async function fileContent(
  fake: FakeGitHub,
  req: IncomingMessage,
  res: ServerResponse,
  params: Record<string, string>,
  who: Identity
): Promise<void> {
  if (who.lacks?.includes('contents'))
    return sendJson(res, 403, { message: 'Resource not accessible by integration' })
  const ref = params.ref ?? new URL(req.url ?? '/', fake.url).searchParams.get('ref') ?? ''
  const tree = fake.files[ref]
  const known = tree !== undefined || (fake.git !== undefined && (await isCommit(fake.git, ref)))
  if (!known) return sendJson(res, 404, { message: `No commit found for the ref ${ref}` })
  const content = tree ? tree[params.path] : await fileAt(fake.git as string, ref, params.path)
  if (content === undefined) return sendJson(res, 404, { message: 'Not Found' })
  const bytes = Buffer.from(content)
  if (sentRaw(req, res, bytes)) return
  sendJson(res, 200, {
    ...example<Record<string, unknown>>('content-file'),
    path: params.path,
    name: params.path.split('/').pop(),
    size: bytes.length,
    content: bytes.toString('base64')
  })
}

const execGit = promisify(execFile)

/** git's answer, as bytes; undefined when git refuses (an unknown object). */
async function git(repository: string, args: string[]): Promise<Buffer | undefined> {
  try {
    const { stdout } = await execGit('git', args, {
      cwd: repository,
      maxBuffer: 512 * 1024 * 1024,
      encoding: 'buffer'
    })
    return stdout
  } catch {
    return undefined
  }
}

const SHA = /^[0-9a-f]{40}$/

/** The files changed from `base` to `head`, as a pull request counts them (since the merge base). */
async function gitDiff(repository: string, base: string, head: string): Promise<string[]> {
  const out = await git(repository, [
    'diff',
    '--name-only',
    '--no-renames',
    '-z',
    `${base}...${head}`
  ])
  return (out?.toString('utf8') ?? '').split('\0').filter(name => name !== '')
}

/**
 * GitHub's compare of two commits of the repository, from git: the files and commits since their
 * merge base (three dots), and how many commits the base has beyond it; undefined when either is
 * not a commit there.
 */
async function gitCompare(
  repository: string,
  base: string,
  head: string
): Promise<{ files: string[]; shas: string[]; behind: number } | undefined> {
  if (!(await isCommit(repository, base)) || !(await isCommit(repository, head))) return undefined
  const listed = await git(repository, ['rev-list', '--reverse', `${base}..${head}`])
  const behind = await git(repository, ['rev-list', '--count', `${head}..${base}`])
  if (listed === undefined || behind === undefined) return undefined
  return {
    files: await gitDiff(repository, base, head),
    shas: listed
      .toString('utf8')
      .split('\n')
      .filter(sha => sha !== ''),
    behind: Number(behind.toString('utf8').trim())
  }
}

async function isCommit(repository: string, ref: string): Promise<boolean> {
  return SHA.test(ref) && (await catFile(repository, `${ref}^{commit}`))?.type === 'commit'
}

/** A file's bytes at a commit; undefined when the path holds no file there. */
async function fileAt(repository: string, ref: string, file: string): Promise<Buffer | undefined> {
  const object = await catFile(repository, `${ref}:${file}`)
  return object?.type === 'blob' ? object.bytes : undefined
}

/**
 * Objects read through one `git cat-file --batch` a repository, as GitHub serves them from its
 * own store: no process started a request. A name holding a line break cannot be asked on its
 * line, and goes to a process of its own.
 */
const batches = new Map<string, CatFileBatch>()

async function catFile(
  repository: string,
  spec: string
): Promise<{ type: string; bytes: Buffer } | undefined> {
  if (/[\r\n]/.test(spec)) {
    const type = (await git(repository, ['cat-file', '-t', spec]))?.toString().trim()
    const bytes =
      type && (await git(repository, ['cat-file', type === 'blob' ? 'blob' : '-p', spec]))
    return type && bytes ? { type, bytes } : undefined
  }
  let batch = batches.get(repository)
  if (!batch) {
    batch = new CatFileBatch(repository)
    batches.set(repository, batch)
  }
  return batch.read(spec)
}

function stopCatFiles(): void {
  for (const batch of batches.values()) batch.stop()
  batches.clear()
}

class CatFileBatch {
  private readonly child: ChildProcess
  private readonly waiting: ((object: { type: string; bytes: Buffer } | undefined) => void)[] = []
  private pending = Buffer.alloc(0)

  constructor(repository: string) {
    this.child = spawn('git', ['cat-file', '--batch'], {
      cwd: repository,
      stdio: ['pipe', 'pipe', 'ignore']
    })
    this.child.stdout?.on('data', (chunk: Buffer) => {
      this.pending = Buffer.concat([this.pending, chunk])
      this.drain()
    })
    // Never holds a test's process open.
    this.child.unref()
    ;(this.child.stdout as unknown as { unref?: () => void })?.unref?.()
    ;(this.child.stdin as unknown as { unref?: () => void })?.unref?.()
    this.child.on('exit', () => batches.forEach((b, k) => b === this && batches.delete(k)))
  }

  stop(): void {
    this.child.stdin?.end()
    for (const resolve of this.waiting.splice(0)) resolve(undefined)
  }

  read(spec: string): Promise<{ type: string; bytes: Buffer } | undefined> {
    return new Promise(resolve => {
      this.waiting.push(resolve)
      this.child.stdin?.write(`${spec}\n`)
    })
  }

  private drain(): void {
    while (this.waiting.length > 0) {
      const end = this.pending.indexOf(0x0a)
      if (end < 0) return
      const header = this.pending.subarray(0, end).toString()
      const [, type, size] = header.split(' ')
      if (size === undefined) {
        // "<spec> missing" or "<spec> ambiguous"
        this.pending = this.pending.subarray(end + 1)
        this.waiting.shift()?.(undefined)
        continue
      }
      const length = Number(size)
      if (this.pending.length < end + 1 + length + 1) return
      const bytes = Buffer.from(this.pending.subarray(end + 1, end + 1 + length))
      this.pending = this.pending.subarray(end + 1 + length + 1)
      this.waiting.shift()?.({ type, bytes })
    }
  }
}

/** `git/get-tree`: git's own entries (mode, type, sha, size), every folder's with `recursive`. */
async function gitTree(
  fake: FakeGitHub,
  res: ServerResponse,
  params: Record<string, string>,
  recursive: boolean
): Promise<void> {
  const sha = params.tree_sha
  const repository = fake.git
  const listing = ['ls-tree', '-l', '-z', '--full-tree', ...(recursive ? ['-r', '-t'] : []), sha]
  const [out, tree] =
    repository && SHA.test(sha)
      ? await Promise.all([
          git(repository, listing),
          git(repository, ['rev-parse', `${sha}^{tree}`])
        ])
      : []
  if (out === undefined || tree === undefined) return sendJson(res, 404, { message: 'Not Found' })
  const answer = example<Record<string, unknown>>('git-tree')
  const entries = out
    .toString('utf8')
    .split('\0')
    .filter(line => line !== '')
    .map(line => {
      const tab = line.indexOf('\t')
      const [mode, type, object, size] = line.slice(0, tab).split(/ +/)
      return {
        path: line.slice(tab + 1),
        mode,
        type,
        sha: object,
        ...(type === 'blob' ? { size: Number(size) } : {}),
        ...(type === 'commit' ? {} : { url: `${fake.url}/repos/o/r/git/${type}s/${object}` })
      }
    })
  sendJson(res, 200, {
    ...answer,
    sha: tree.toString().trim(),
    url: `${fake.url}/repos/o/r/git/trees/${tree.toString().trim()}`,
    tree: entries,
    truncated: false
  })
}

/** `git/get-blob`: the raw bytes when the raw media type is asked for, else base64 JSON. */
async function gitBlob(
  fake: FakeGitHub,
  req: IncomingMessage,
  res: ServerResponse,
  params: Record<string, string>
): Promise<void> {
  const sha = params.file_sha
  const object = fake.git && SHA.test(sha) ? await catFile(fake.git, sha) : undefined
  const bytes = object?.type === 'blob' ? object.bytes : undefined
  if (bytes === undefined) return sendJson(res, 404, { message: 'Not Found' })
  if (sentRaw(req, res, bytes)) return
  sendJson(res, 200, {
    ...example<Record<string, unknown>>('blob'),
    sha,
    size: bytes.length,
    url: `${fake.url}/repos/o/r/git/blobs/${sha}`,
    content: bytes.toString('base64'),
    encoding: 'base64'
  })
}

/** The raw media type's answer, when it was asked for: the bytes themselves. */
function sentRaw(req: IncomingMessage, res: ServerResponse, bytes: Buffer): boolean {
  if (!/application\/vnd\.github\.raw/.test(req.headers.accept ?? '')) return false
  res.writeHead(200, {
    'content-type': 'application/vnd.github.raw+json; charset=utf-8',
    'content-length': bytes.length
  })
  res.end(bytes)
  return true
}

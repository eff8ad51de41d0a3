/**
 * A fake of the GitHub REST API on loopback, enough for the comment and changed-files code:
 * issue comments (paginated with Link headers), token identities, pull requests by commit,
 * pull-request files and compares, and injected failures.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readJsonBody, sendJson } from '../../emulator/http-util.js'

export interface Identity {
  login: string
  /** An app installation token (GITHUB_TOKEN): /user is refused, GraphQL's viewer answers. */
  app?: boolean
  /** A read-only token, as fork pull requests get. */
  readOnly?: boolean
}

export interface StoredComment {
  id: number
  issue: number
  body: string
  login: string
  created_at: string
}

export interface Failure {
  method: string
  /** Matched against the request path. */
  path: RegExp
  status: number
  headers?: Record<string, string>
  body?: unknown
  times?: number
}

export interface FakeGitHub {
  readonly url: string
  readonly comments: StoredComment[]
  readonly requests: { method: string; path: string; authorization?: string }[]
  tokens: Record<string, Identity>
  /** Pull requests by number: head sha and state. */
  pulls: Record<
    number,
    { headSha: string; state: 'open' | 'closed'; updatedAt?: string; files?: string[] }
  >
  /** Files changed between two commits, by `base...head`. */
  compares: Record<string, string[]>
  pageSize: number
  fail(failure: Failure): void
  /** The next create also gets a twin created just before it, as a concurrent run would. */
  raceNextCreate(): void
  addComment(issue: number, login: string, body: string): StoredComment
  reset(): void
  close(): Promise<void>
}

export async function startFakeGitHub(): Promise<FakeGitHub> {
  let nextId = 1000
  let race = false
  const failures: Failure[] = []
  const server = http.createServer((req, res) => {
    handle(req, res).catch(error => sendJson(res, 500, { message: String(error) }))
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const fake: FakeGitHub = {
    url,
    comments: [],
    requests: [],
    tokens: {},
    pulls: {},
    compares: {},
    pageSize: 30,
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
    reset() {
      fake.comments.length = 0
      fake.requests.length = 0
      failures.length = 0
      fake.pulls = {}
      fake.compares = {}
      fake.pageSize = 30
      race = false
    },
    close: () => new Promise<void>(resolve => server.close(() => resolve()))
  }

  function view(comment: StoredComment) {
    return {
      id: comment.id,
      body: comment.body,
      user: { login: comment.login, type: comment.login.endsWith('[bot]') ? 'Bot' : 'User' },
      created_at: comment.created_at,
      html_url: `https://github.example/o/r/pull/${comment.issue}#issuecomment-${comment.id}`
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const parsed = new URL(req.url ?? '/', url)
    const path = parsed.pathname
    const method = req.method ?? 'GET'
    const body = await readJsonBody(req)
    fake.requests.push({ method, path, authorization: req.headers.authorization })
    const failure = failures.find(f => f.method === method && f.path.test(path))
    if (failure) {
      failure.times = (failure.times ?? 1) - 1
      if (failure.times <= 0) failures.splice(failures.indexOf(failure), 1)
      return sendJson(
        res,
        failure.status,
        failure.body ?? { message: `Injected ${failure.status}` },
        failure.headers
      )
    }
    const token = /^(?:token|bearer) (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? ''
    const who = fake.tokens[token]
    if (!who) return sendJson(res, 401, { message: 'Bad credentials' })

    if (method === 'GET' && path === '/user') {
      return who.app
        ? sendJson(res, 403, { message: 'Resource not accessible by integration' })
        : sendJson(res, 200, { login: who.login })
    }
    if (method === 'POST' && path === '/graphql') {
      return sendJson(res, 200, { data: { viewer: { login: who.login.replace(/\[bot\]$/, '') } } })
    }
    let m = /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/.exec(path)
    if (m && method === 'GET') {
      const issue = Number(m[1])
      return page(res, parsed, fake.comments.filter(c => c.issue === issue).map(view))
    }
    if (m && method === 'POST') {
      if (who.readOnly)
        return sendJson(res, 403, { message: 'Resource not accessible by integration' })
      const issue = Number(m[1])
      if (race) {
        race = false
        fake.addComment(issue, who.login, (body as { body: string }).body)
      }
      const comment = {
        id: nextId++,
        issue,
        body: (body as { body: string }).body,
        login: who.login,
        created_at: new Date().toISOString()
      }
      fake.comments.push(comment)
      return sendJson(res, 201, view(comment))
    }
    m = /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/.exec(path)
    if (m) {
      const comment = fake.comments.find(c => c.id === Number(m?.[1]))
      if (!comment) return sendJson(res, 404, { message: 'Not Found' })
      if (method === 'GET') return sendJson(res, 200, view(comment))
      if (who.readOnly || comment.login !== who.login)
        return sendJson(res, 403, { message: 'Resource not accessible by integration' })
      if (method === 'PATCH') {
        comment.body = (body as { body: string }).body
        return sendJson(res, 200, view(comment))
      }
      if (method === 'DELETE') {
        fake.comments.splice(fake.comments.indexOf(comment), 1)
        res.writeHead(204).end()
        return
      }
    }
    m = /^\/repos\/[^/]+\/[^/]+\/commits\/([0-9a-f]+)\/pulls$/.exec(path)
    if (m && method === 'GET') {
      const sha = m[1]
      const pulls = Object.entries(fake.pulls)
        .filter(([, p]) => p.headSha === sha)
        .map(([number, p]) => ({
          number: Number(number),
          state: p.state,
          head: { sha: p.headSha },
          updated_at: p.updatedAt ?? new Date().toISOString()
        }))
      return sendJson(res, 200, pulls)
    }
    m = /^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)\/files$/.exec(path)
    if (m && method === 'GET') {
      const pull = fake.pulls[Number(m[1])]
      if (!pull) return sendJson(res, 404, { message: 'Not Found' })
      return page(
        res,
        parsed,
        (pull.files ?? []).map(filename => ({ filename, status: 'modified' }))
      )
    }
    m = /^\/repos\/[^/]+\/[^/]+\/compare\/(.+)$/.exec(path)
    if (m && method === 'GET') {
      const files = fake.compares[decodeURIComponent(m[1])]
      if (!files) return sendJson(res, 404, { message: 'Not Found' })
      const size = Math.min(fake.pageSize, Number(parsed.searchParams.get('per_page') ?? 30))
      const number = Number(parsed.searchParams.get('page') ?? 1)
      const slice = files.slice((number - 1) * size, number * size)
      return sendJson(res, 200, {
        files: slice.map(filename => ({ filename, status: 'modified' }))
      })
    }
    sendJson(res, 404, { message: 'Not Found' })
  }

  function page(res: ServerResponse, parsed: URL, items: unknown[]): void {
    const size = Math.min(fake.pageSize, Number(parsed.searchParams.get('per_page') ?? 30))
    const number = Number(parsed.searchParams.get('page') ?? 1)
    const last = Math.max(1, Math.ceil(items.length / size))
    const link = (n: number, rel: string) => {
      const next = new URL(parsed.href)
      next.searchParams.set('page', String(n))
      return `<${next.href}>; rel="${rel}"`
    }
    const links = []
    if (number < last) links.push(link(number + 1, 'next'), link(last, 'last'))
    if (number > 1) links.push(link(1, 'first'), link(number - 1, 'prev'))
    sendJson(
      res,
      200,
      items.slice((number - 1) * size, number * size),
      links.length ? { link: links.join(', ') } : {}
    )
  }

  return fake
}

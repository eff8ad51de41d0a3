/**
 * Puts a loopback HTTP server in front of another that answers each request only after a random
 * delay, as a remote API does: half before the request reaches the server, half after. Link
 * headers are rewritten to point back at the proxy, so paging goes through it too.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface LatencyProxy {
  readonly url: string
  close(): Promise<void>
}

export interface LatencyOptions {
  readonly minMs: number
  readonly maxMs: number
  /** Called as each request arrives, before its delay: who sent it, and when. */
  readonly onRequest?: (request: {
    method?: string
    url?: string
    authorization?: string
    at: number
  }) => void
}

export async function startLatencyProxy(
  target: string,
  { minMs, maxMs, onRequest }: LatencyOptions
): Promise<LatencyProxy> {
  const to = new URL(target)
  let self = ''
  const server = http.createServer((req, res) => {
    onRequest?.({
      method: req.method,
      url: req.url,
      authorization: req.headers.authorization,
      at: Date.now()
    })
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    // Each half of the delay is a timer, not an awaited pause in an async listener: the emitter
    // ignores the promise such a listener returns, so a throw in it would go unreported.
    req.on('end', () => {
      const delay = minMs + Math.random() * (maxMs - minMs)
      setTimeout(() => {
        const forward = http.request(
          {
            host: to.hostname,
            port: to.port,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, host: to.host }
          },
          answer => {
            const body: Buffer[] = []
            answer.on('data', (chunk: Buffer) => body.push(chunk))
            answer.on('end', () => {
              setTimeout(() => {
                const headers = { ...answer.headers }
                if (typeof headers.link === 'string')
                  headers.link = headers.link.split(to.origin).join(self)
                res.writeHead(answer.statusCode ?? 502, headers).end(Buffer.concat(body))
              }, delay / 2)
            })
          }
        )
        forward.on('error', error => res.writeHead(502).end(String(error)))
        forward.end(Buffer.concat(chunks))
      }, delay / 2)
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  self = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: self,
    close: () =>
      new Promise<void>(resolve => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

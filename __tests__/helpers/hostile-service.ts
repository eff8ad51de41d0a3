/**
 * A dashboard service on loopback that says whatever a test wants: the start and read answers
 * are set per test, so titles, ids, share URLs, reasons and error bodies can be hostile. The
 * emulator follows the service's documents; this one plays a compromised or broken deployment.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Answer {
  status: number
  body: unknown
}

export interface HostileService {
  readonly url: string
  /** What the upload is answered. */
  start: Answer
  /** What every read is answered. */
  read: Answer
  readonly requests: { method: string; path: string }[]
  close(): Promise<void>
}

export async function startHostileService(): Promise<HostileService> {
  const service: HostileService = {
    url: '',
    start: { status: 500, body: {} },
    read: { status: 500, body: {} },
    requests: [],
    close: () => new Promise(resolve => server.close(() => resolve()))
  }
  const server = http.createServer((req, res) => {
    service.requests.push({ method: req.method ?? '', path: req.url ?? '' })
    // The upload is read to its end, so the client sees the answer, not a reset.
    req.resume()
    req.on('end', () => {
      const answer = req.method === 'POST' ? service.start : service.read
      const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body)
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(body)
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  Object.assign(service, { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` })
  return service
}

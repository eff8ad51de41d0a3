/**
 * A Git LFS server on loopback speaking the download side of the batch API as GitHub's does, for
 * what a `file://` remote cannot show: an Authorization header required and refused, a download
 * that stalls, bytes that are not the object asked for.
 */
import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export interface LfsServerOptions {
  /** The objects it serves, by oid; the bytes need not be the object the oid names. */
  readonly objects: Readonly<Record<string, Buffer | string>>
  /** The Authorization header every request must carry: without one 401, with another 403. */
  readonly authorization?: string
  /** Downloads are accepted but never answered. */
  readonly stall?: boolean
}

export interface LfsServer {
  /** The endpoint, for a clone's `lfs.url`. */
  readonly url: string
  /** `http://127.0.0.1:<port>/`, the prefix an `http.<url>.extraheader` setting names. */
  readonly origin: string
  /** Each request (method and path) with its Authorization header, '' when it had none. */
  readonly requests: { readonly request: string; readonly authorization: string }[]
  close(): Promise<void>
}

const LFS_JSON = 'application/vnd.git-lfs+json'

export async function startLfsServer(options: LfsServerOptions): Promise<LfsServer> {
  const requests: { request: string; authorization: string }[] = []
  const sockets = new Set<Socket>()
  let origin = ''
  const server = http.createServer((req, res) => {
    const authorization = req.headers.authorization ?? ''
    requests.push({ request: `${req.method} ${req.url}`, authorization })
    const body: Buffer[] = []
    req.on('data', (chunk: Buffer) => body.push(chunk))
    req.on('end', () => {
      if (options.authorization !== undefined && authorization !== options.authorization) {
        const status = authorization === '' ? 401 : 403
        res.writeHead(status, {
          'content-type': LFS_JSON,
          ...(status === 401 ? { 'lfs-authenticate': 'Basic realm="LFS"' } : {})
        })
        // No message of its own, so git-lfs says what it says for the status.
        res.end('{}')
        return
      }
      if (req.method === 'POST' && req.url === '/info/lfs/objects/batch') {
        const asked = JSON.parse(Buffer.concat(body).toString('utf8')) as {
          objects: { oid: string; size: number }[]
        }
        res.writeHead(200, { 'content-type': LFS_JSON })
        res.end(
          JSON.stringify({
            transfer: 'basic',
            objects: asked.objects.map(({ oid, size }) =>
              oid in options.objects
                ? { oid, size, actions: { download: { href: `${origin}objects/${oid}` } } }
                : { oid, size, error: { code: 404, message: 'Object does not exist' } }
            )
          })
        )
        return
      }
      const oid = /^\/objects\/([0-9a-f]{64})$/.exec(req.url ?? '')?.[1]
      if (req.method === 'GET' && oid !== undefined && oid in options.objects) {
        if (options.stall) return
        res.writeHead(200, { 'content-type': 'application/octet-stream' })
        res.end(options.objects[oid])
        return
      }
      res.writeHead(404).end()
    })
  })
  server.on('connection', socket => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  return {
    url: `${origin}info/lfs`,
    origin,
    requests,
    close: () =>
      new Promise<void>(resolve => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      })
  }
}

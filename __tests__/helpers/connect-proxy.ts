/**
 * A forward proxy on loopback that tunnels every CONNECT to one local port, whatever host the
 * client asked for, and records what was asked: a runner's corporate proxy, in miniature.
 */
import http from 'node:http'
import net, { type AddressInfo } from 'node:net'

export interface ConnectProxy {
  readonly url: string
  /** The `host:port` of each CONNECT received. */
  readonly tunnels: string[]
  close(): Promise<void>
}

export async function startConnectProxy(targetPort: number): Promise<ConnectProxy> {
  const tunnels: string[] = []
  const sockets = new Set<net.Socket>()
  const server = http.createServer((_req, res) => res.writeHead(405).end())
  server.on('connect', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    tunnels.push(req.url ?? '')
    const upstream = net.connect(targetPort, '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      upstream.write(head)
      upstream.pipe(client)
      client.pipe(upstream)
    })
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('error', () => undefined)
      socket.on('close', () => sockets.delete(socket))
    }
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    tunnels,
    close: () =>
      new Promise<void>(resolve => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      })
  }
}

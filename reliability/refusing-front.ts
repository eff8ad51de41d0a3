/**
 * A TCP front on loopback for the emulator that can stop listening for a while, so clients get
 * real refused connections (ECONNREFUSED), then listens again on the same port.
 */
import net, { type AddressInfo } from 'node:net'

export interface RefusingFront {
  readonly port: number
  /** Refuse new connections for `ms`. */
  refuseFor(ms: number): Promise<void>
  close(): Promise<void>
}

export async function startRefusingFront(targetPort: number): Promise<RefusingFront> {
  const sockets = new Set<net.Socket>()
  let server = listen()
  function listen(port = 0): net.Server {
    const s = net.createServer(client => {
      const upstream = net.connect(targetPort, '127.0.0.1')
      for (const socket of [client, upstream]) {
        sockets.add(socket)
        socket.on('error', () => undefined)
        socket.on('close', () => {
          sockets.delete(socket)
          client.destroy()
          upstream.destroy()
        })
      }
      client.pipe(upstream).pipe(client)
    })
    s.listen(port, '127.0.0.1')
    return s
  }
  await new Promise(resolve => server.once('listening', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    port,
    async refuseFor(ms) {
      await new Promise(resolve => server.close(resolve))
      setTimeout(() => {
        server = listen(port)
      }, ms)
    },
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise(resolve => server.close(resolve))
    }
  }
}

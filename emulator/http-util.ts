/** Small HTTP helpers shared by the loopback servers the tests run: the emulator and the fake GitHub API. */
import type { IncomingMessage, ServerResponse } from 'node:http'

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {}
): void {
  res
    .writeHead(status, { 'content-type': 'application/json', ...headers })
    .end(JSON.stringify(body))
}

/** The request body as JSON; undefined when empty, the raw text when it is not JSON. */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** Written at a time by `sendPadded`: big enough to be quick, small enough to stop soon. */
const PADDING_CHUNK = Buffer.alloc(64 * 1024, 'x')

/**
 * Answers `body` (a JSON object) with a string field of padding added: without end, or up to
 * `bytes` in all. Writes only as fast as the client reads, and stops when it hangs up;
 * `onSent` hears the body's bytes sent so far.
 */
export async function sendPadded(
  res: ServerResponse,
  status: number,
  body: object,
  bytes: number | undefined,
  onSent: (sent: number) => void
): Promise<void> {
  const head = Buffer.from(`${JSON.stringify(body).slice(0, -1)},"padding":"`)
  const tail = Buffer.from('"}')
  const headers: Record<string, string | number> = { 'content-type': 'application/json' }
  if (bytes !== undefined) headers['content-length'] = Math.max(bytes, head.length + tail.length)
  res.writeHead(status, headers)
  let closed = false
  res.once('close', () => {
    closed = true
  })
  let sent = 0
  const write = async (chunk: Buffer) => {
    sent += chunk.length
    onSent(sent)
    if (!res.write(chunk) && !closed) await drainedOrClosed(res)
  }
  await write(head)
  const end = bytes === undefined ? Infinity : bytes - tail.length
  while (!closed && sent < end) {
    await write(PADDING_CHUNK.subarray(0, Math.min(PADDING_CHUNK.length, end - sent)))
  }
  if (!closed) {
    onSent(sent + tail.length)
    res.end(tail)
  }
}

function drainedOrClosed(res: ServerResponse): Promise<void> {
  return new Promise(resolve => {
    const done = () => {
      res.off('drain', done)
      res.off('close', done)
      resolve()
    }
    res.once('drain', done)
    res.once('close', done)
  })
}

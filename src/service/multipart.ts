/**
 * The start call's multipart/form-data body: its text fields, then the dataset's bytes read from
 * disk through two buffers used in turn. A file stream would hand over a new buffer each read,
 * dropped once sent but held in the runner's memory until a collection comes: 10 MB of them for
 * a 10 MB dataset, as much again as the rest of the step.
 */
import { randomBytes } from 'node:crypto'
import { open } from 'node:fs/promises'
import type { Writable } from 'node:stream'

/** A body written to the request, rather than piped into it; its length is known beforehand. */
export interface RequestBody {
  readonly headers: Record<string, string | number>
  /** Writes the whole body to `sink`, not ending it; rejects when the file cannot be read. */
  writeTo(sink: Writable): Promise<void>
}

export interface FilePart {
  readonly path: string
  /** The file's length: the body's is declared before it is sent. */
  readonly bytes: number
  readonly filename: string
  readonly contentType: string
}

/** Read at a time; each of the two buffers is this long. */
const CHUNK_BYTES = 64 * 1024

/**
 * `fields` (in order, each a name and its text) then `file` as the field `file`. The boundary
 * is random, so no value or file can hold it by chance.
 */
export function multipartBody(fields: readonly [string, string][], file: FilePart): RequestBody {
  const boundary = `----dashboard-action-${randomBytes(16).toString('hex')}`
  const head = Buffer.from(
    fields
      .map(([name, value]) => `${partHeader(boundary, name)}\r\n${value}\r\n`)
      .concat(
        `${partHeader(boundary, 'file', file.filename)}Content-Type: ${file.contentType}\r\n\r\n`
      )
      .join('')
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return {
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + file.bytes + tail.length
    },
    async writeTo(sink) {
      await written(sink, head)
      await writeFile(sink, file)
      await written(sink, tail)
    }
  }
}

function partHeader(boundary: string, name: string, filename?: string): string {
  const file = filename === undefined ? '' : `; filename="${escapeQuoted(filename)}"`
  return `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file}\r\n`
}

/** As HTML forms send a file name: the quote and line breaks escaped, so the header stays one. */
function escapeQuoted(text: string): string {
  return text.replace(
    /["\r\n]/g,
    c => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`
  )
}

/**
 * The file's bytes, exactly `file.bytes` of them (a file that changed length since it was
 * checked is refused, not sent with a wrong length). One buffer is read into while the other is
 * being written; a buffer is used again only once the request has let go of it.
 */
async function writeFile(sink: Writable, file: FilePart): Promise<void> {
  const buffers = [Buffer.allocUnsafe(CHUNK_BYTES), Buffer.allocUnsafe(CHUNK_BYTES)]
  const writes: (Promise<void> | undefined)[] = [undefined, undefined]
  const handle = await open(file.path, 'r')
  try {
    for (let sent = 0, turn = 0; ; turn++) {
      const which = turn % 2
      await writes[which]
      const { bytesRead } = await handle.read(buffers[which], 0, CHUNK_BYTES, null)
      if (sent + bytesRead > file.bytes || (bytesRead === 0 && sent < file.bytes))
        throw new Error(
          `${file.filename} changed while it was being sent: it is no longer the ${file.bytes.toLocaleString('en-US')} bytes checked`
        )
      if (bytesRead === 0) break
      sent += bytesRead
      const write = written(sink, buffers[which].subarray(0, bytesRead))
      // Its failure is met when it is awaited, not reported as unhandled before.
      write.catch(() => undefined)
      writes[which] = write
    }
    await Promise.all(writes)
  } finally {
    await handle.close()
  }
}

/**
 * Once `sink` has handed `chunk` on (its callback): until then the chunk may still be read. A
 * request destroyed meanwhile may never call back, so its closing ends the wait too.
 */
function written(sink: Writable, chunk: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const closed = () => reject(new Error('the request closed before the body was sent'))
    sink.once('close', closed)
    sink.write(chunk, error => {
      sink.off('close', closed)
      if (error) reject(error)
      else resolve()
    })
  })
}

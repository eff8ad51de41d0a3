/**
 * The start call's multipart/form-data body, framed by `form-data` (the design's choice): its
 * text fields, then the dataset's bytes, read from disk through two buffers used in turn. A file
 * stream would hand over a new buffer each read, dropped once sent but held in the runner's
 * memory until a collection comes: 10 MB of them for a 10 MB dataset, as much again as the rest
 * of the step. So the file part is a stream of this module's own, and the body is written to the
 * request here, each chunk given back to the file's stream once the request has called back for
 * it.
 */
import { open, type FileHandle } from 'node:fs/promises'
import { Readable, type Writable } from 'node:stream'
import FormData from 'form-data'

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
 * `fields` (in order, each a name and its text) then `file` as the field `file`. form-data's
 * boundary is random, so no value or file holds it by chance, and it escapes a quote or a line
 * break in a name as HTML forms do (`%22`, `%0D`, `%0A`), so each part's header stays one line.
 */
export function multipartBody(fields: readonly [string, string][], file: FilePart): RequestBody {
  const form = new FormData()
  for (const [name, value] of fields) form.append(name, value)
  const content = new FileContent(file)
  form.append('file', content, {
    filename: file.filename,
    contentType: file.contentType,
    knownLength: file.bytes
  })
  return {
    headers: { ...form.getHeaders(), 'content-length': form.getLengthSync() },
    writeTo: sink => writeForm(form, content, sink)
  }
}

/**
 * Writes `form` to `sink`, waiting for the sink when it asks to (backpressure) and until it has
 * called back for every chunk. A request destroyed meanwhile may never call back, so its closing
 * ends the wait, and the file, too.
 */
function writeForm(form: FormData, content: FileContent, sink: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    let pending = 0
    let ended = false
    const settle = (error?: Error) => {
      sink.off('close', closed)
      if (error) {
        content.destroy()
        reject(error)
      } else resolve()
    }
    const closed = () => settle(new Error('the request closed before the body was sent'))
    sink.once('close', closed)
    form.on('data', (chunk: Buffer | string) => {
      pending++
      const more = sink.write(chunk, error => {
        pending--
        if (error) return settle(error)
        if (typeof chunk !== 'string') content.release(chunk)
        if (ended && pending === 0) settle()
      })
      if (!more) {
        form.pause()
        sink.once('drain', () => form.resume())
      }
    })
    form.once('end', () => {
      ended = true
      if (pending === 0) settle()
    })
    form.once('error', settle)
    form.resume()
  })
}

/**
 * The file's bytes, exactly `file.bytes` of them (a file that changed length since it was
 * checked is refused, not sent with a wrong length), through two buffers: one is read into while
 * the request holds the other, and a buffer is read into again only once it is released.
 */
class FileContent extends Readable {
  readonly #file: FilePart
  readonly #buffers = [Buffer.allocUnsafe(CHUNK_BYTES), Buffer.allocUnsafe(CHUNK_BYTES)]
  /** What releases each buffer's chunk, while the request may still read it. */
  readonly #held: ((() => void) | undefined)[] = [undefined, undefined]
  readonly #waits: (Promise<void> | undefined)[] = [undefined, undefined]
  readonly #chunks = new WeakMap<Buffer, number>()
  #handle: FileHandle | undefined
  #sent = 0
  #turn = 0

  constructor(file: FilePart) {
    super({ highWaterMark: 0 })
    this.#file = file
  }

  /** The request has handed `chunk` on: its buffer may be read into again. */
  release(chunk: Buffer): void {
    const which = this.#chunks.get(chunk)
    if (which === undefined) return
    this.#chunks.delete(chunk)
    this.#held[which]?.()
  }

  override _read(): void {
    this.#next().catch((error: unknown) => this.destroy(error as Error))
  }

  async #next(): Promise<void> {
    const which = this.#turn++ % 2
    await this.#waits[which]
    if (this.destroyed) return
    if (this.#handle === undefined) {
      const handle = await open(this.#file.path, 'r')
      // Destroyed while it was opening: nothing will close it but this.
      if (this.destroyed) return void (await handle.close())
      this.#handle = handle
    }
    const buffer = this.#buffers[which]
    const { bytesRead } = await this.#handle.read(buffer, 0, CHUNK_BYTES, null)
    const { bytes, filename } = this.#file
    if (this.#sent + bytesRead > bytes || (bytesRead === 0 && this.#sent < bytes))
      throw new Error(
        `${filename} changed while it was being sent: it is no longer the ${bytes.toLocaleString('en-US')} bytes checked`
      )
    if (bytesRead === 0) {
      await this.#close()
      this.push(null)
      return
    }
    this.#sent += bytesRead
    const chunk = buffer.subarray(0, bytesRead)
    this.#chunks.set(chunk, which)
    this.#waits[which] = new Promise(resolve => (this.#held[which] = resolve))
    this.push(chunk)
  }

  async #close(): Promise<void> {
    const handle = this.#handle
    this.#handle = undefined
    await handle?.close()
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    // A read waiting for a buffer the request will never release ends.
    for (const release of this.#held) release?.()
    this.#close().then(
      () => callback(error),
      () => callback(error)
    )
  }
}

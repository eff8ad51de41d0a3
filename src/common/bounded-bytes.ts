/** A stream's bytes, read whole unless they pass a limit: then reading stops there. */

/** The bytes of `stream`, or undefined as soon as they pass `max`. */
export async function bytesUpTo(
  stream: AsyncIterable<Uint8Array | string> | Iterable<string>,
  max: number
): Promise<Buffer | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of stream) {
    const buffer = Buffer.from(chunk)
    size += buffer.length
    if (size > max) return undefined
    chunks.push(buffer)
  }
  return Buffer.concat(chunks)
}

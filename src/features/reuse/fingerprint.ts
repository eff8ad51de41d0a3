/**
 * A dataset's fingerprint for reuse: an HMAC-SHA256, under the service key, of exactly what the
 * start call would send (the uploaded bytes, their type and name, the title, instructions and
 * premium options) and of the service it would go to. Two runs with one fingerprint would send
 * the service the same request, so the dashboard of one serves the other. Hashing what is sent,
 * not the inputs that shape it, means no option can be forgotten: a conversion, a column choice
 * or a sample changes the bytes.
 */
import { createHash, createHmac } from 'node:crypto'
import { open } from 'node:fs/promises'
import type { StartRequest } from '../../service/client.js'

/** Changed when what the fingerprint covers changes, so older entries are never taken for new. */
const SCHEME = 'dataset-dashboard/fingerprint@1'

/**
 * Keyed with the service key (an HMAC): only a holder of the key can name the fingerprint of a
 * dataset, so an entry written by a job without it (a workflow on the default branch that has no
 * secret, an action in another job) cannot point this step at another dashboard; a new key is a
 * new account's, and starts afresh.
 */
export async function fingerprintOf(
  request: StartRequest,
  baseUrl: URL,
  apiKey: string
): Promise<string> {
  const { dataset } = request
  const service = new URL(baseUrl.href)
  // A password in the address is no part of which service it is.
  service.username = ''
  service.password = ''
  const described = JSON.stringify([
    SCHEME,
    service.href,
    dataset.type,
    dataset.uploadName,
    await fileDigest(dataset.uploadPath),
    request.title ?? null,
    request.instructions ?? null,
    request.allowedEmails,
    request.allowPdfExport ?? null,
    request.allowScrollableCards ?? null
  ])
  return createHmac('sha256', apiKey).update(described).digest('hex')
}

/** Read this much at a time, into one buffer used again and again. */
const READ_BYTES = 64 * 1024

/**
 * The file's sha256, read through one buffer: a stream would hand over a new buffer a read,
 * which the hash drops at once but the runner's memory holds until a collection (10 MB of them
 * for a 10 MB dataset, as much as the rest of the step).
 */
async function fileDigest(file: string): Promise<string> {
  const hash = createHash('sha256')
  const buffer = Buffer.allocUnsafe(READ_BYTES)
  const handle = await open(file, 'r')
  try {
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, READ_BYTES, null)
      if (bytesRead === 0) break
      hash.update(buffer.subarray(0, bytesRead))
    }
  } finally {
    await handle.close()
  }
  return hash.digest('hex')
}

/**
 * One file at one commit, from GitHub's contents API, for a checkout that lacks the commit (a
 * shallow clone). The raw media type is asked for: GitHub gives files of 1 to 100 MB only that
 * way, and the bytes arrive as a stream, never as base64 held whole. One request per file.
 */
import type { GitHubClient } from '../../github/client.js'

export type FileAtCommit =
  /** GitHub has no such file at that commit (the commit itself exists). */
  | { readonly kind: 'absent' }
  | { readonly kind: 'found'; readonly bytes: AsyncIterable<Uint8Array> }
  /** Refused: HTTP 401 or 403, or 404 because the commit is unknown to GitHub. */
  | { readonly kind: 'refused'; readonly status: number }
  | { readonly kind: 'failed'; readonly message: string }

export interface FileLocation {
  readonly owner: string
  readonly repo: string
  readonly path: string
  readonly ref: string
}

export async function fileAtCommit(
  client: GitHubClient,
  where: FileLocation
): Promise<FileAtCommit> {
  try {
    const response = await client.request('GET /repos/{owner}/{repo}/contents/{path}', {
      ...where,
      headers: { accept: 'application/vnd.github.raw+json' },
      // The body is handed over unread, as the stream fetch received.
      request: { parseSuccessResponseBody: false }
    })
    const body = response.data as unknown as ReadableStream<Uint8Array> | null
    if (body === null) return { kind: 'failed', message: 'GitHub answered without the file' }
    return { kind: 'found', bytes: body as unknown as AsyncIterable<Uint8Array> }
  } catch (error) {
    return refusal(error)
  }
}

function refusal(error: unknown): FileAtCommit {
  const status = (error as { status?: number }).status
  const message = (error as Error).message
  if (status === 404) {
    // GitHub says which of the two is missing only in its words: the commit, or the file.
    return /no commit found/i.test(message) ? { kind: 'refused', status } : { kind: 'absent' }
  }
  if (status === 401 || status === 403) return { kind: 'refused', status }
  return { kind: 'failed', message: status ? `HTTP ${status}: ${message}` : message }
}

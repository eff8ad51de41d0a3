/**
 * A commit's files as git stores them, through GitHub's git database API: the tree with each
 * entry's mode, type and size (one request, before any content is read), and one blob's bytes
 * (raw media type, streamed to a file, up to GitHub's 100 MB). Fork mode reads a pull request's
 * head commit this way, as data, instead of checking it out.
 */
import { createHash } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { GitHubClient } from '../../github/client.js'

export interface Repository {
  readonly owner: string
  readonly repo: string
}

export interface TreeEntry {
  readonly path: string
  /** Git's mode: 100644 or 100755 a file, 120000 a symbolic link, 160000 a submodule, 040000 a folder. */
  readonly mode: string
  readonly type: 'blob' | 'tree' | 'commit'
  readonly sha: string
  /** A blob's size in bytes, as the tree tells it. */
  readonly size?: number
}

export interface Tree {
  readonly entries: readonly TreeEntry[]
  /** GitHub cut the list (over 100,000 entries or 7 MB): entries are missing. */
  readonly truncated: boolean
}

/** The whole tree of `commit`, every folder's entries included, in one request. */
export async function readTree(
  client: GitHubClient,
  where: Repository,
  commit: string
): Promise<Tree> {
  const { data } = await client.rest.git.getTree({ ...where, tree_sha: commit, recursive: '1' })
  const entries = data.tree.flatMap((entry): TreeEntry[] => {
    const { path, mode, type, sha, size } = entry
    if (typeof path !== 'string' || typeof mode !== 'string' || typeof sha !== 'string') return []
    if (type !== 'blob' && type !== 'tree' && type !== 'commit') return []
    return [{ path, mode, type, sha, ...(typeof size === 'number' ? { size } : {}) }]
  })
  return { entries, truncated: data.truncated === true }
}

/**
 * The object id git gives a blob of `bytes`, in the hash of the repository whose ids are as long
 * as `like` (40 hex digits SHA-1, 64 SHA-256): a file read elsewhere is told the same as a tree's
 * entry without asking GitHub for another tree.
 */
export function blobSha(bytes: Uint8Array, like: string): string {
  const hash = createHash(like.length === 64 ? 'sha256' : 'sha1')
  hash.update(`blob ${bytes.length}\0`)
  hash.update(bytes)
  return hash.digest('hex')
}

/** Thrown when a blob's bytes do not match the size its tree entry gave. */
export class BlobSizeError extends Error {}

/**
 * Writes blob `sha` to `destination`, refusing (and removing) it as soon as more than `size`
 * bytes arrive, or fewer at the end: the tree said how large it is, and nothing else is taken.
 */
export async function downloadBlob(
  client: GitHubClient,
  where: Repository,
  blob: { readonly sha: string; readonly size: number },
  destination: string
): Promise<void> {
  const response = await client.request('GET /repos/{owner}/{repo}/git/blobs/{file_sha}', {
    ...where,
    file_sha: blob.sha,
    headers: { accept: 'application/vnd.github.raw+json' },
    request: { parseSuccessResponseBody: false }
  })
  const body = response.data as unknown as ReadableStream<Uint8Array> | null
  let received = 0
  const bounded = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length
      if (received > blob.size)
        done(new BlobSizeError(`GitHub sent more than the ${blob.size} bytes its tree gave`))
      else done(null, chunk)
    },
    flush(done) {
      done(
        received === blob.size
          ? null
          : new BlobSizeError(`GitHub sent ${received} of the ${blob.size} bytes its tree gave`)
      )
    }
  })
  const source = body === null ? Readable.from([]) : Readable.fromWeb(body)
  try {
    await pipeline(source, bounded, createWriteStream(destination))
  } catch (error) {
    await rm(destination, { force: true })
    throw error
  }
}

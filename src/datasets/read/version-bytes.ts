/**
 * The two versions a comparison reads, as the readers see them: bytes as they arrive, and which
 * version a reading problem belongs to.
 */

/** A version's content as it arrives: file or git stream chunks, or strings in tests. */
export type Bytes = AsyncIterable<Uint8Array | string> | Iterable<string>

/** A version that cannot be read as its type; `version` says which. */
export class VersionError extends Error {
  constructor(
    readonly version: 'base' | 'head',
    message: string
  ) {
    super(message)
  }
}

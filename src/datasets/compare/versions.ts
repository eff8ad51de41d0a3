/**
 * The two versions a comparison reads: bytes as they arrive, where the base version came from,
 * and which version a reading problem belongs to.
 */
import type { NotCompared } from '../find/change.js'

/** A version's content as it arrives: file or git stream chunks, or strings in tests. */
export type Bytes = AsyncIterable<Uint8Array | string> | Iterable<string>

export type BaseVersion =
  /** No file at this path (nor renamed to it) in the base commit. */
  | { readonly kind: 'absent' }
  | { readonly kind: 'found'; readonly bytes: Bytes; readonly renamedFrom?: string }
  | { readonly kind: 'unreadable'; readonly reason: NotCompared }

/**
 * What a push or pull request did to one dataset, against its base version, as data: counts and
 * names only, never a row. The sentence a reader sees is written by the report
 * (src/report/change-text.ts).
 */

/** Why a dataset was not compared: what the step could not read, and what would let it. */
export type NotCompared =
  /** The checkout lacks the base commit, and no `github-token` was given to ask GitHub. */
  | { readonly why: 'no-history'; readonly base: string }
  /** GitHub refused the file at the base commit (HTTP 401, 403, or 404 for the commit). */
  | { readonly why: 'refused'; readonly base: string; readonly status: number }
  /** Reading the base version failed otherwise (GitHub, git, the time limit). */
  | { readonly why: 'failed'; readonly base: string; readonly message: string }
  /** An LFS dataset in the plan, which fetches no object: there is no content to compare. */
  | { readonly why: 'lfs-not-fetched'; readonly base: string }
  /** A version is larger, in bytes as the service reads it, than the comparison reads. */
  | { readonly why: 'too-large'; readonly base: string; readonly limit: number }
  /** A version holds more values (rows × columns), or more columns, than the comparison holds. */
  | {
      readonly why: 'too-many-values' | 'too-many-columns'
      readonly base: string
      readonly limit: number
    }
  /** One of the versions cannot be read as its type; `version` says which. */
  | {
      readonly why: 'invalid'
      readonly base: string
      readonly version: 'base' | 'head'
      readonly detail: string
    }

export interface ColumnRename {
  readonly from: string
  readonly to: string
}

/** How a JSON document's top level differs, when it is not an array of records on both sides. */
export interface TopLevelChange {
  /** Whether anything differs: the shape, a key, or a value. */
  readonly changed: boolean
  readonly before: 'array' | 'object' | 'scalar'
  readonly after: 'array' | 'object' | 'scalar'
  /** The first few names of each kind (20 at most); the counts below count them all. */
  readonly keysAdded: readonly string[]
  readonly keysRemoved: readonly string[]
  readonly keysChanged: readonly string[]
  readonly keysAddedCount: number
  readonly keysRemovedCount: number
  readonly keysChangedCount: number
}

export type DatasetChange =
  /** No file at this path in the base: `rows` rows (or records) of `columns` columns (or keys). */
  | {
      readonly kind: 'new'
      readonly base?: string
      readonly unit: Unit
      readonly rows: number
      readonly columns: number
    }
  /**
   * The same bytes (`identical`), or the same rows and columns written differently (line
   * endings, quoting, order). `rows` is absent for a JSON top level that is not an array.
   */
  | {
      readonly kind: 'unchanged'
      readonly base: string
      readonly renamedFrom?: string
      readonly identical: boolean
      readonly unit?: Unit
      readonly rows?: number
    }
  | ({
      readonly kind: 'changed'
      readonly base: string
      readonly renamedFrom?: string
    } & Counted)
  /** A JSON document whose top level is not an array on both sides. */
  | {
      readonly kind: 'reshaped'
      readonly base: string
      readonly renamedFrom?: string
      readonly topLevel: TopLevelChange
    }
  | { readonly kind: 'not-compared'; readonly reason: NotCompared }

/**
 * CSV rows, JSON records (an array of objects), JSON items (an array of anything else), or the
 * keys of a new JSON object.
 */
export type Unit = 'rows' | 'records' | 'items' | 'keys'

/** Matched rows whose value differs in one column (named as the head names it). */
export interface ColumnChanges {
  readonly column: string
  readonly rows: number
}

/** Why the key (given by `compare-key`, or an `id` column) could not match the rows. */
export interface KeyUnused {
  readonly key: readonly string[]
  /** `missing`: a key column is not in both versions by that name. */
  readonly why: 'missing' | 'not-unique' | 'empty'
  readonly version: 'base' | 'head' | 'both'
}

export interface Counted {
  readonly unit: Unit
  readonly before: number
  readonly after: number
  /** Rows the head has and the base does not: by key, or whole rows counting repeats. */
  readonly added: number
  readonly removed: number
  /** With rows matched on a key: rows in both versions that differ in a compared column. */
  readonly changed?: number
  /** With rows matched on a key: every column whose values changed, most changes first. */
  readonly changedColumns?: readonly ColumnChanges[]
  /** The key the rows were matched on; absent when they were compared whole. */
  readonly key?: readonly string[]
  /** A key that was asked for or found, and why it could not serve. */
  readonly keyUnused?: KeyUnused
  /** The base had no columns and no rows (an empty file, or `[]`). */
  readonly baseEmpty?: boolean
  /** CSV columns or JSON record keys, by name. */
  readonly columnsAdded: readonly string[]
  readonly columnsRemoved: readonly string[]
  readonly columnsRenamed: readonly ColumnRename[]
  /** With a changed header, the number of columns the rows were compared on. */
  readonly comparedOn?: number
}

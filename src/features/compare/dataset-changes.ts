/**
 * What the event changed in each dataset (`compare`), wired for main.ts: the base version from
 * the checkout's git history, else from GitHub's contents API, compared in datasets/, told in
 * report/. Never fails the step: a comparison that cannot be made says why.
 */
import { comparisonBase, readRunContext, type RunContext } from '../../github/context.js'
import type { GitHubClient, Phase } from '../../github/client.js'
import type { FileAtCommit } from './contents.js'
import type { BaseVersion } from '../../datasets/compare/versions.js'
import type { DatasetChange } from '../../datasets/find/change.js'
import type { Dataset } from '../../datasets/find/inspect.js'
import { changeText } from '../../report/change-text.js'
import { mapWithConcurrency } from '../../common/pool.js'
import * as log from '../../common/log.js'

/** What `compare` reads of the step's settings. */
export interface CompareSettings {
  readonly compare: boolean
  /** The key rows are matched on; undefined to take an `id` column. */
  readonly compareKey?: readonly string[]
  /** A dataset's own key, by its path (a manifest's), over `compareKey`. */
  readonly keyOf?: (file: string) => readonly string[] | undefined
  /** Reads the base versions from GitHub when git cannot. */
  readonly githubToken: string
  /** Base versions read at once. */
  readonly maxConcurrency: number
}

/** The comparison never takes longer than this, whatever the step's timeout leaves. */
const COMPARE_TIME_LIMIT_MS = 60_000

/**
 * Each dataset with what the event changed in it, for `compare`: its base version from the
 * checkout's history, else from GitHub. Events that name no base commit get none.
 */
export async function withChanges(
  settings: CompareSettings,
  datasets: Dataset[],
  workspace: string,
  timeLimitMs: number
): Promise<Dataset[]> {
  const context = readRunContext()
  const base = comparisonBase(context)
  if (!settings.compare || datasets.length === 0 || base === undefined) return datasets
  const { withTimeLimit } = await import('../../github/client.js')
  const limit = Math.max(0, Math.min(COMPARE_TIME_LIMIT_MS, timeLimitMs))
  const changes = await withTimeLimit('the comparison', limit, phase =>
    compareEach(settings, datasets, { workspace, context, base, phase })
  ).catch((error: Error): DatasetChange[] =>
    datasets.map(() => ({
      kind: 'not-compared',
      reason: { why: 'failed', base: base ?? '', message: error.message }
    }))
  )
  for (const [i, change] of changes.entries())
    log.info(`${datasets[i].displayPath}: ${changeText(change)}`)
  return datasets.map((dataset, i) => ({ ...dataset, change: changes[i] }))
}

/** Every dataset against `base` (null: a first push, all new); GitHub asked only if git cannot tell. */
async function compareEach(
  settings: CompareSettings,
  datasets: readonly Dataset[],
  where: { workspace: string; context: RunContext; base: string | null; phase: Phase }
): Promise<DatasetChange[]> {
  const { context, base, phase } = where
  const [{ changeOf }, { createGitHubClient }, { fileAtCommit }] = await Promise.all([
    import('../../datasets/compare/compare.js'),
    import('../../github/client.js'),
    import('./contents.js')
  ])
  let client: GitHubClient | undefined
  let first: Promise<FileAtCommit> | undefined
  let reads = 0
  const fromGitHub = async (path: string): Promise<BaseVersion> => {
    client ??= createGitHubClient(settings.githubToken, context.apiUrl, log.info, phase)
    const ref = base as string
    // The first read goes alone: a commit GitHub does not know, or a token it refuses, is then
    // told for every other dataset without asking again. Every read spends the hourly requests
    // all of the repository's jobs share, so a run makes at most MAX_BASE_READS.
    const earlier = first === undefined ? undefined : await first
    if (earlier?.kind === 'refused') return baseVersionOf(earlier, ref)
    if (reads >= MAX_BASE_READS) return tooManyReads(ref)
    reads++
    const answer = fileAtCommit(client, { owner: context.owner, repo: context.repo, path, ref })
    first ??= answer
    return baseVersionOf(await answer, ref)
  }
  const sources = {
    workspace: where.workspace,
    base: base ?? undefined,
    fromGitHub: settings.githubToken === '' ? undefined : fromGitHub,
    key: settings.compareKey
  }
  return mapWithConcurrency(datasets, settings.maxConcurrency, dataset =>
    changeOf(dataset, {
      ...sources,
      key: settings.keyOf ? settings.keyOf(dataset.displayPath) : sources.key
    })
  )
}

/**
 * Base versions read from GitHub's contents API in one run at most: each is a request of the
 * 1,000 an hour that every job of the repository shares, and a full checkout needs none.
 */
const MAX_BASE_READS = 100

function tooManyReads(base: string): BaseVersion {
  const message = `more than ${MAX_BASE_READS} datasets would each need a request to GitHub for its base version; check out with 'fetch-depth: 0' to compare them all from git`
  return { kind: 'unreadable', reason: { why: 'failed', base, message } }
}

function baseVersionOf(answer: FileAtCommit, base: string): BaseVersion {
  switch (answer.kind) {
    case 'absent':
    case 'found':
      return answer
    case 'refused':
      return { kind: 'unreadable', reason: { why: 'refused', base, status: answer.status } }
    case 'failed':
      return { kind: 'unreadable', reason: { why: 'failed', base, message: answer.message } }
  }
}

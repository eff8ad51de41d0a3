/**
 * Reuse by content (issue 27), as a dataset's run sees it (generation.ts `Reuse`): the request's
 * fingerprint looked up in the Actions cache and a new generation recorded there. The cache is a
 * saving, never a need: out of reach, it costs a few seconds and one warning, then is left alone
 * for the rest of the step, and every dataset is generated as without it.
 */
import * as log from '../../common/log.js'
import { Input } from '../../config/constants.js'
import { fingerprintOf } from './fingerprint.js'
import type { Reuse } from '../../service/generation.js'
import type { StartRequest } from '../../service/client.js'
import { limiter } from '../../common/pool.js'

/** The longest one cache call may take, the client's own retries included. */
const CACHE_TIME_LIMIT_MS = 3_000

/** Lookups at once: each runs the cache client, which starts a process (zstd) to choose its format. */
const LOOKUPS_AT_ONCE = 16

type Lookup = { readonly key?: string; readonly generationId?: string }

/** The cache client, loaded once; a client that cannot load is a cache out of reach, no more. */
let client: Promise<typeof import('./dashboard-cache.js')> | undefined
const cache = () => (client ??= import('./dashboard-cache.js'))

/**
 * Starts loading the cache client (megabytes of code) while the datasets are still being found
 * and checked, so that the first lookup does not wait for it.
 */
export function preloadCache(): void {
  if (runnerHasCache()) cache().catch(() => undefined)
}

/**
 * Outside a runner (a local run, a test) there is no runtime token: told without loading the
 * client. The client's own checks (github/dashboard-cache.ts) say why in every other case.
 */
const runnerHasCache = () => Boolean(process.env.ACTIONS_RUNTIME_TOKEN)
const NO_RUNNER = 'the runner set no ACTIONS_RUNTIME_TOKEN, as outside GitHub Actions'

/** What reuse reads of the step's settings. */
export interface ReuseSettings {
  /** The service key: a fingerprint is an HMAC under it. */
  readonly apiKey: string
  /** How old a generation may be to be reused. */
  readonly maxAgeMs: number
}

export function cacheReuse(settings: ReuseSettings, baseUrl: URL): Reuse {
  let givenUp = false
  const gate = limiter(LOOKUPS_AT_ONCE)
  // Records wait behind no lookup: a generation is recorded as soon as it starts.
  const recordGate = limiter(LOOKUPS_AT_ONCE)
  const lookups = new Map<string, Promise<Lookup>>()
  const records: Promise<void>[] = []
  /** One warning for the step: the first reason the cache could not be used. */
  const giveUp = (doing: string, why: string) => {
    if (givenUp) return
    givenUp = true
    log.warning(
      `The Actions cache could not be ${doing} (${why.replace(/\.$/, '')}), so no dashboard is reused or recorded in this step: every dataset is generated. Set '${Input.Reuse}: false' to skip the cache.`
    )
  }
  const find = async (request: StartRequest): Promise<Lookup> => {
    const key = await fingerprintOf(request, baseUrl, settings.apiKey).catch((error: Error) => {
      log.debug(`No fingerprint for ${request.dataset.displayPath}: ${error.message}`)
      return undefined
    })
    if (!runnerHasCache()) giveUp('read', NO_RUNNER)
    if (key === undefined || givenUp) return { key: givenUp ? undefined : key }
    try {
      const { findGeneration } = await cache()
      const found = await findGeneration(key, { timeLimitMs: CACHE_TIME_LIMIT_MS })
      if ('unavailable' in found) giveUp('read', found.unavailable)
      return 'found' in found ? { key, generationId: found.found.generationId } : { key }
    } catch (error) {
      giveUp('read', (error as Error).message)
      return {}
    }
  }
  const write = async (key: string, generationId: string): Promise<void> => {
    if (givenUp) return
    try {
      const { recordGeneration } = await cache()
      const saved = await recordGeneration(key, generationId, {
        timeLimitMs: CACHE_TIME_LIMIT_MS
      })
      if ('unavailable' in saved) giveUp('written', saved.unavailable)
    } catch (error) {
      giveUp('written', (error as Error).message)
    }
  }
  return {
    maxAgeMs: settings.maxAgeMs,
    lookUpAll(requests) {
      for (const request of requests)
        lookups.set(
          request.dataset.displayPath,
          gate(() => find(request))
        )
    },
    lookUp: request => lookups.get(request.dataset.displayPath) ?? gate(() => find(request)),
    record(key, generationId) {
      records.push(recordGate(() => write(key, generationId)))
    },
    async settled() {
      await Promise.all(records)
    }
  }
}

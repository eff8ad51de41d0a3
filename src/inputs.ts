/**
 * The only module that reads the action's inputs. Every input is checked here, before any
 * request, and every problem found is reported at once. The files themselves are checked
 * next, by datasets.ts.
 */
import * as core from '@actions/core'
import { Input, KEY_PREFIX } from './constants.js'
import { ProblemsError } from './common/errors.js'
import * as log from './common/log.js'
import { registerSecrets } from './common/redact.js'
import { isSinglePath, parsePatterns } from './datasets/patterns.js'
import {
  parseBaseUrl,
  parseEmails,
  parseFileType,
  parseGenerationId,
  parseOptionalBoolean,
  parseSeconds,
  quote,
  type FileType
} from './common/input-values.js'

export interface Settings {
  /** The service key; masked in the log before anything else happens. Empty only in a dry run. */
  readonly apiKey: string
  /** The service address, its path ending in '/'. Absent only in a dry run given none. */
  readonly baseUrl?: URL
  /** The `file` input's paths or glob patterns, one per line; empty when following `generationId`. */
  readonly patterns: readonly string[]
  /** The type every dataset is sent as; undefined to infer each from its extension. */
  readonly fileType?: FileType
  /** A generation started earlier, to follow instead of uploading. */
  readonly generationId?: string
  /** The title, or with several datasets the prefix of each title. */
  readonly title?: string
  /** Sent as given, line breaks included. */
  readonly instructions?: string
  /** Premium: viewers allowed to open the dashboard. Empty means not sent. */
  readonly allowedEmails: readonly string[]
  /** Premium; undefined means not sent. */
  readonly allowPdfExport?: boolean
  /** Premium; undefined means not sent. */
  readonly allowScrollableCards?: boolean
  /** Whether to wait for the generation to finish. */
  readonly wait: boolean
  /** The whole step's budget, upload and waiting together. */
  readonly timeoutMs: number
  /** The longest gap between two reads of the generation. */
  readonly pollIntervalMs: number
  /** Keep only the matched files this push or pull request changed. */
  readonly changedOnly: boolean
  /** Generations running at once. */
  readonly maxConcurrency: number
  /** Whether to post or update the pull-request comment. */
  readonly comment: boolean
  /** Identifies the comment to update: one comment per tag. */
  readonly commentTag: string
  /** Token for the GitHub API; masked like the key. */
  readonly githubToken: string
  /** The pull request to comment on, for events that carry none. */
  readonly prNumber?: number
  /** Find and check the datasets only: no upload, no service, no comment. */
  readonly dryRun: boolean
  /** Tell what the event changed in each dataset, against its base version. */
  readonly compare: boolean
}

/** A longer title is cut by most dashboards and refused by many databases. */
const MAX_TITLE_LENGTH = 255
/** More parallel generations than this would only meet the service's rate limits. */
const MAX_CONCURRENCY = 20

export function premiumOptionsIn(settings: Settings): string[] {
  const used: string[] = []
  if (settings.allowedEmails.length > 0) used.push(Input.AllowedEmails)
  if (settings.allowPdfExport !== undefined) used.push(Input.AllowPdfExport)
  if (settings.allowScrollableCards !== undefined) used.push(Input.AllowScrollableCards)
  return used
}

/** One path (not a pattern), or following a generation: the single-dashboard form of the step. */
export function isSingleDataset(settings: Settings): boolean {
  return settings.generationId !== undefined || isSinglePath(settings.patterns)
}

export function readSettings(): Settings {
  const problems: string[] = []
  const check = <T>(read: () => T): T | undefined => {
    try {
      return read()
    } catch (error) {
      problems.push((error as Error).message)
      return undefined
    }
  }

  const apiKey = core.getInput(Input.ApiKey)
  const githubToken = core.getInput(Input.GithubToken)
  registerSecrets({ apiKey, githubToken, baseUrl: core.getInput(Input.BaseUrl) })
  const dryRun =
    check(() => parseOptionalBoolean(Input.DryRun, core.getInput(Input.DryRun))) ?? false
  // A dry run contacts no service, so it runs without the secret, as on a fork's pull request;
  // what is given all the same is still checked, so the plan job catches the mistake first.
  if (!dryRun || apiKey !== '') check(() => checkKey(apiKey))
  const rawBaseUrl = core.getInput(Input.BaseUrl)
  const baseUrl =
    dryRun && rawBaseUrl === '' ? undefined : check(() => parseBaseUrl(Input.BaseUrl, rawBaseUrl))
  const generationId = check(() =>
    parseGenerationId(Input.GenerationId, core.getInput(Input.GenerationId))
  )
  const file = core.getInput(Input.File)
  const patterns = parsePatterns(file)
  // A malformed generation-id is reported as such; only a missing one makes 'file' required.
  if (patterns.length === 0 && core.getInput(Input.GenerationId) === '') {
    problems.push(
      `Input '${Input.File}' is required (or 'generation-id', to follow a generation already started).`
    )
  }
  if (patterns.some(p => p.includes('\0')))
    problems.push(`Input '${Input.File}' holds a NUL character.`)
  if (generationId !== undefined && patterns.length > 0) {
    log.info(`Following generation ${generationId}; '${Input.File}' is not uploaded again.`)
  }
  const fileType = check(() => parseFileType(Input.FileType, core.getInput(Input.FileType)))
  const title = check(() => parseTitle(core.getInput(Input.Title)))
  const rawInstructions = core.getInput(Input.Instructions, { trimWhitespace: false })
  const allowedEmails =
    check(() => parseEmails(Input.AllowedEmails, core.getInput(Input.AllowedEmails))) ?? []
  const allowPdfExport = check(() =>
    parseOptionalBoolean(Input.AllowPdfExport, core.getInput(Input.AllowPdfExport))
  )
  const allowScrollableCards = check(() =>
    parseOptionalBoolean(Input.AllowScrollableCards, core.getInput(Input.AllowScrollableCards))
  )
  const wait = check(() => parseOptionalBoolean(Input.Wait, core.getInput(Input.Wait))) ?? true
  const timeout = check(() => parseSeconds(Input.Timeout, core.getInput(Input.Timeout) || '600'))
  const pollInterval = check(() =>
    parseSeconds(Input.PollInterval, core.getInput(Input.PollInterval) || '10')
  )
  const changedOnly =
    check(() => parseOptionalBoolean(Input.ChangedOnly, core.getInput(Input.ChangedOnly))) ?? false
  const maxConcurrency = check(() => parseConcurrency(core.getInput(Input.MaxConcurrency) || '4'))
  const comment =
    check(() => parseOptionalBoolean(Input.Comment, core.getInput(Input.Comment))) ?? false
  const prNumber = check(() => parsePrNumber(core.getInput(Input.PrNumber)))
  if (changedOnly && githubToken === '') {
    problems.push(
      `Input '${Input.ChangedOnly}' is true, but '${Input.GithubToken}' is empty: the changed files are read from the GitHub API.`
    )
  }

  if (dryRun && generationId !== undefined) {
    problems.push(
      `Input '${Input.DryRun}' is true and '${Input.GenerationId}' is set: a dry run checks the datasets of '${Input.File}' and follows no generation. Remove one of the two.`
    )
  }

  const compare =
    check(() => parseOptionalBoolean(Input.Compare, core.getInput(Input.Compare))) ?? true

  if (problems.length > 0) throw new ProblemsError(problems.map(message => ({ message })))
  return {
    apiKey,
    baseUrl,
    patterns: generationId === undefined ? patterns : [],
    fileType,
    generationId,
    title,
    instructions: rawInstructions.trim() === '' ? undefined : rawInstructions,
    allowedEmails,
    allowPdfExport,
    allowScrollableCards,
    wait,
    timeoutMs: (timeout as number) * 1000,
    pollIntervalMs: (pollInterval as number) * 1000,
    changedOnly,
    maxConcurrency: maxConcurrency as number,
    comment,
    commentTag: core.getInput(Input.CommentTag) || defaultTag(patterns),
    githubToken,
    prNumber,
    dryRun,
    compare
  }
}

/** The dataset's path, or the patterns: the same input keeps the same comment across runs. */
function defaultTag(patterns: readonly string[]): string {
  if (patterns.length === 0) return 'dashboard'
  return patterns.map(p => p.replace(/\\/g, '/').replace(/^(\.\/)+/, '')).join(', ')
}

function parseConcurrency(raw: string): number {
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < 1 || Number(raw) > MAX_CONCURRENCY) {
    throw new Error(
      `Input '${Input.MaxConcurrency}' is ${quote(raw)}; it must be a whole number from 1 to ${MAX_CONCURRENCY}.`
    )
  }
  return Number(raw)
}

function parsePrNumber(raw: string): number | undefined {
  if (raw === '') return undefined
  if (!/^[1-9]\d{0,9}$/.test(raw)) {
    throw new Error(
      `Input '${Input.PrNumber}' is ${quote(raw)}; it must be a pull request's number, such as 42.`
    )
  }
  return Number(raw)
}

function checkKey(apiKey: string): void {
  if (apiKey === '') {
    throw new Error(
      `Input '${Input.ApiKey}' is empty. Pass the key from a secret (api-key: \${{ secrets.DASHBOARD_API_KEY }}); note that GitHub does not give secrets to workflows run for pull requests from forks.`
    )
  }
  if (!apiKey.startsWith(KEY_PREFIX)) {
    throw new Error(
      `Input '${Input.ApiKey}' does not start with '${KEY_PREFIX}'; service keys do. Copy the key from the service's API settings (its value is not shown here).`
    )
  }
  if (!/^[\x21-\x7e]+$/.test(apiKey)) {
    throw new Error(
      `Input '${Input.ApiKey}' holds spaces, line breaks or other characters a key cannot have; check the secret's value (not shown here).`
    )
  }
}

function parseTitle(raw: string): string | undefined {
  if (raw === '') return undefined
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(raw)) {
    throw new Error(
      `Input '${Input.Title}' is ${quote(raw)}; a title is one line, without control characters.`
    )
  }
  if (raw.length > MAX_TITLE_LENGTH) {
    throw new Error(
      `Input '${Input.Title}' is ${raw.length} characters long (${quote(raw, 40)}); titles are at most ${MAX_TITLE_LENGTH}.`
    )
  }
  return raw
}

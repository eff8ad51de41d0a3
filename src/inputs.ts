/**
 * The only module that reads the action's inputs. Every input is checked here, before any
 * request, and every problem found is reported at once.
 */
import path from 'node:path'
import * as core from '@actions/core'
import { Input, KEY_PREFIX } from './constants.js'
import { inspectDataset, type Dataset } from './dataset.js'
import { AnnotatedError } from './errors.js'
import {
  parseBaseUrl,
  parseEmails,
  parseGenerationId,
  parseOptionalBoolean,
  parseSeconds,
  quote
} from './validate.js'

export interface Settings {
  /** The service key; masked in the log before anything else happens. */
  readonly apiKey: string
  /** The service address, its path ending in '/'. */
  readonly baseUrl: URL
  /** The file to upload; absent when following `generationId`. */
  readonly dataset?: Dataset
  /** A generation started earlier, to follow instead of uploading. */
  readonly generationId?: string
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
  /** Whether to post or update the pull-request comment. */
  readonly comment: boolean
  /** Identifies the comment to update: one comment per tag. */
  readonly commentTag: string
  /** Token for the GitHub API; masked like the key. */
  readonly githubToken: string
  /** The pull request to comment on, for events that carry none. */
  readonly prNumber?: number
}

/** A longer title is cut by most dashboards and refused by many databases. */
export const MAX_TITLE_LENGTH = 255

export function premiumOptionsIn(settings: Settings): string[] {
  const used: string[] = []
  if (settings.allowedEmails.length > 0) used.push(Input.AllowedEmails)
  if (settings.allowPdfExport !== undefined) used.push(Input.AllowPdfExport)
  if (settings.allowScrollableCards !== undefined) used.push(Input.AllowScrollableCards)
  return used
}

export async function readSettings(workspace: string): Promise<Settings> {
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
  if (apiKey !== '') core.setSecret(apiKey)
  const githubToken = core.getInput(Input.GithubToken)
  if (githubToken !== '') core.setSecret(githubToken)
  check(() => checkKey(apiKey))
  const baseUrl = check(() => parseBaseUrl(Input.BaseUrl, core.getInput(Input.BaseUrl)))
  const generationId = check(() =>
    parseGenerationId(Input.GenerationId, core.getInput(Input.GenerationId))
  )
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
  const comment =
    check(() => parseOptionalBoolean(Input.Comment, core.getInput(Input.Comment))) ?? false
  const prNumber = check(() => parsePrNumber(core.getInput(Input.PrNumber)))

  let dataset: Dataset | undefined
  const file = core.getInput(Input.File)
  if (generationId === undefined && !problems.some(p => p.includes(`'${Input.GenerationId}'`))) {
    try {
      dataset = await inspectDataset(workspace, file, core.getInput(Input.FileType))
    } catch (error) {
      if (error instanceof AnnotatedError && problems.length === 0) throw error
      problems.push((error as Error).message)
    }
  } else if (generationId !== undefined && file !== '') {
    core.info(`Following generation ${generationId}; '${Input.File}' is not uploaded again.`)
  }

  if (problems.length > 0) {
    const heading = problems.length === 1 ? '' : `${problems.length} inputs need fixing:\n`
    throw new Error(heading + problems.map(p => (problems.length === 1 ? p : `- ${p}`)).join('\n'))
  }
  return {
    apiKey,
    baseUrl: baseUrl as URL,
    dataset,
    generationId,
    title,
    instructions: rawInstructions.trim() === '' ? undefined : rawInstructions,
    allowedEmails,
    allowPdfExport,
    allowScrollableCards,
    wait,
    timeoutMs: (timeout as number) * 1000,
    pollIntervalMs: (pollInterval as number) * 1000,
    comment,
    commentTag: core.getInput(Input.CommentTag) || defaultTag(dataset, file),
    githubToken,
    prNumber
  }
}

/** The dataset's path in the workspace: the same file keeps the same comment across runs. */
function defaultTag(dataset: Dataset | undefined, file: string): string {
  if (dataset) return dataset.displayPath
  const given = path.posix.normalize(file.replace(/\\/g, '/')).replace(/^(\.\/)+/, '')
  return file === '' ? 'dashboard' : given
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

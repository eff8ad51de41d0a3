/**
 * The only module that reads the action's inputs. Every input is checked here, before any
 * request, and every problem found is reported at once. The files themselves are checked
 * next, by datasets.ts.
 */
import path from 'node:path'
import * as core from '@actions/core'
import { DEFAULT_APPROVAL_LABEL, Input, KEY_PREFIX, MAX_MATRIX_JOBS } from '../config/constants.js'
import { ProblemsError } from '../common/errors.js'
import * as log from '../common/log.js'
import type { SecretInputs } from '../common/redact.js'
import { isSinglePath, parsePatterns } from '../datasets/find/patterns.js'
import {
  parseBaseUrl,
  parseDays,
  parseEmails,
  parseFileType,
  parseGenerationId,
  parseOptionalBoolean,
  parseEncoding,
  parseOversize,
  parseDecimalComma,
  parseSeconds,
  quote,
  type SourceFormat
} from '../common/input-values.js'
import { parseColumns } from '../datasets/convert/columns.js'
import { parseDelimiter } from '../datasets/read/delimiter.js'
import type { DataReading } from '../datasets/convert/prepare.js'
import { enterpriseServer } from '../github/context.js'
import { parseLeg, type Leg } from '../features/hand-off/hand-off.js'
import { INPUTS, type Role } from '../config/metadata.js'
import {
  DATASET_KEYS,
  parseSetting,
  type DatasetSettings
} from '../features/manifest/dataset-settings.js'
import { foreignInputs, V1_LEG_STATUS } from '../config/role.js'

/**
 * Every setting a step can have. Each role reads its own part of them (`readGenerateSettings`,
 * `readPlanSettings`, `readCollectSettings`), typed as that role's settings below.
 */
export interface Settings {
  /** The service key; masked in the log before anything else happens. Empty in plan/ and collect/. */
  readonly apiKey: string
  /** The service address, its path ending in '/'. Absent in plan/ and collect/. */
  readonly baseUrl?: URL
  /** The `file` input's paths or glob patterns, one per line; empty when following `generationId`. */
  readonly patterns: readonly string[]
  /** The manifest's path (the `config` input), workspace-relative: it gives each dataset its settings. */
  readonly config?: string
  /** The format every dataset is read as; undefined to infer each from its extension. */
  readonly fileType?: SourceFormat
  /** How datasets are read and what of them is sent: encoding, delimiter, columns, oversize. */
  readonly reading: DataReading
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
  /** The tag as given, when it was: it names the run's aggregate status. */
  readonly givenTag?: string
  /** Token for the GitHub API; masked like the key. */
  readonly githubToken: string
  /** The pull request to comment on, for events that carry none. */
  readonly prNumber?: number
  /** Fork mode: the label that approves an outside author's pull request at one commit. */
  readonly approvalLabel: string
  /** The most legs a plan splits the datasets into: one matrix job each. */
  readonly maxLegs: number
  /** Record results as commit statuses: one per dataset, and one for the run. */
  readonly commitStatus: boolean
  /** This job is a leg of a matrix planned by plan/: it stores its results for collect/. */
  readonly leg?: Leg
  /** Tell what the event changed in each dataset, against its base version. */
  readonly compare: boolean
  /** The key `compare` matches rows on; undefined to take an `id` column. */
  readonly compareKey?: readonly string[]
  /** Reuse an earlier generation of the same upload, found through the Actions cache. */
  readonly reuse: boolean
  /** How old a generation may be to be reused. */
  readonly maxAgeMs: number
  /** Keep the dashboards issue, under this title; undefined when it is not asked for. */
  readonly dashboardIssue?: { readonly title: string }
}

/** A job that generates: every setting (a single job, or a leg of a matrix). */
export type GenerateSettings = Settings

/** plan/: the datasets found and checked as a job that generates would, and the legs; no service. */
export type PlanSettings = Omit<
  Settings,
  | 'apiKey'
  | 'baseUrl'
  | 'generationId'
  | 'title'
  | 'instructions'
  | 'allowedEmails'
  | 'allowPdfExport'
  | 'allowScrollableCards'
  | 'wait'
  | 'pollIntervalMs'
  | 'leg'
  | 'reuse'
  | 'maxAgeMs'
  | 'dashboardIssue'
>

/** A step that finds datasets: a plan's settings, or a generating job's, whose leg it may be. */
export type DatasetStepSettings = PlanSettings &
  Partial<Pick<Settings, 'leg'>> & {
    /** A leg of a manifest's plan: each dataset's settings as the plan handed them. */
    readonly planned?: (file: string) => DatasetSettings
  }

/** collect/: what the plan and the legs stored, reported on GitHub; it reads no dataset. */
export type CollectSettings = Pick<
  Settings,
  | 'comment'
  | 'commentTag'
  | 'givenTag'
  | 'githubToken'
  | 'prNumber'
  | 'commitStatus'
  | 'timeoutMs'
  | 'dashboardIssue'
>

/** More parallel generations than this would only meet the service's rate limits. */
const MAX_CONCURRENCY = 20

/** The settings the step's inputs give every dataset, before a manifest's. */
export function stepDatasetSettings(settings: DatasetStepSettings | Settings): DatasetSettings {
  const full = settings as Partial<Settings>
  return {
    title: full.title,
    instructions: full.instructions,
    fileType: settings.fileType,
    reading: settings.reading,
    compareKey: settings.compareKey,
    allowedEmails: full.allowedEmails ?? [],
    allowPdfExport: full.allowPdfExport,
    allowScrollableCards: full.allowScrollableCards
  }
}

/** The title sent for `dataset`: `title` itself, or with several datasets `title — file name`. */
export function titleFor(
  title: string | undefined,
  dataset: { readonly fileName: string } | undefined,
  several: boolean
): string | undefined {
  if (title === undefined || !several || dataset === undefined) return title
  return `${title} — ${dataset.fileName}`
}

/** One path (not a pattern), or following a generation: the single-dashboard form of the step. */
export function isSingleDataset(settings: Settings): boolean {
  return settings.generationId !== undefined || isSinglePath(settings.patterns)
}

/** The inputs that hold secrets, as given: registered (main.ts) before any input is checked. */
export function readSecretInputs(): SecretInputs {
  return {
    apiKey: core.getInput(Input.ApiKey),
    githubToken: core.getInput(Input.GithubToken),
    baseUrl: core.getInput(Input.BaseUrl)
  }
}

/** Gathers every input's problem, so the user fixes them all in one go. */
class InputProblems {
  readonly messages: string[] = []

  add(message: string): void {
    this.messages.push(message)
  }

  /** `read`'s value, or undefined with its error kept as a problem. */
  check<T>(read: () => T): T | undefined {
    try {
      return read()
    } catch (error) {
      this.add((error as Error).message)
      return undefined
    }
  }
}

/** The inputs of the action at the root, checked: a single job, or a matrix's leg. */
export function readGenerateSettings(): GenerateSettings {
  return checked('generate', problems => {
    const { commentTagDefault, ...sources } = readSources(problems)
    const github = readGitHub(problems, commentTagDefault)
    const commitStatus = readCommitStatus(problems, github)
    const dashboardIssue = readDashboardIssue(problems, github)
    const leg = readLeg(problems, { ...github, dashboardIssue })
    if (leg !== undefined)
      refuseOnEnterpriseServer(problems, `Input '${Input.Leg}' is set: this job is a matrix leg`)
    return {
      ...readService(problems),
      ...sources,
      ...readRequest(problems),
      reading: readReading(problems),
      ...readWaiting(problems),
      ...github,
      commitStatus,
      dashboardIssue,
      maxLegs: MAX_MATRIX_JOBS,
      leg,
      ...readCompare(problems),
      ...readReuse(problems)
    }
  })
}

/** plan/'s inputs, checked: the datasets as the root reads them, and the most legs. */
export function readPlanSettings(): PlanSettings {
  return checked('plan', problems => {
    const patterns = parsePatterns(core.getInput(Input.File))
    const config = readConfig(problems, patterns)
    if (patterns.length === 0 && config === undefined)
      problems.add(
        `Input '${Input.File}' is required (or '${Input.Config}', a manifest of the datasets): the path or glob patterns of the datasets to plan.`
      )
    checkPatterns(problems, patterns)
    const fileType = readFileType(problems)
    const github = readGitHub(problems, config ?? defaultTag(patterns))
    const commitStatus = readCommitStatus(problems, github)
    refuseOnEnterpriseServer(problems, 'This is the plan/ sub-action, a matrix job')
    return {
      patterns,
      config,
      fileType,
      reading: readReading(problems),
      ...readWaiting(problems),
      ...github,
      commitStatus,
      maxLegs:
        problems.check(() => parseMaxLegs(core.getInput(Input.MaxLegs) || `${MAX_MATRIX_JOBS}`)) ??
        MAX_MATRIX_JOBS,
      ...readCompare(problems)
    }
  })
}

/** collect/'s inputs, checked: the comment and the statuses it writes. */
export function readCollectSettings(): CollectSettings {
  return checked('collect', problems => {
    const github = readGitHub(problems, '')
    const commitStatus = readCommitStatus(problems, github)
    const dashboardIssue = readDashboardIssue(problems, github)
    refuseOnEnterpriseServer(problems, 'This is the collect/ sub-action, a matrix job')
    return {
      dashboardIssue,
      comment: github.comment,
      commentTag: github.commentTag,
      givenTag: github.givenTag,
      githubToken: github.githubToken,
      prNumber: github.prNumber,
      commitStatus,
      timeoutMs: readWaiting(problems).timeoutMs
    }
  })
}

/**
 * `read`'s settings, once every input is checked: another role's inputs (or v1's) are refused
 * first, and every problem found is reported at once, so the user fixes them all in one go.
 */
function checked<T>(role: Role, read: (problems: InputProblems) => T): T {
  const problems = new InputProblems()
  for (const message of foreignInputs(role)) problems.add(message)
  const settings = read(problems)
  if (problems.messages.length > 0)
    throw new ProblemsError(problems.messages.map(message => ({ message })))
  return settings
}

function readCompare(problems: InputProblems): Pick<Settings, 'compare' | 'compareKey'> {
  return {
    compare:
      problems.check(() => parseOptionalBoolean(Input.Compare, core.getInput(Input.Compare))) ??
      true,
    compareKey: problems.check(() =>
      parseSetting(Input.CompareKey, Input.CompareKey, core.getInput(Input.CompareKey))
    )?.compareKey
  }
}

/** The service and its key. */
function readService(problems: InputProblems): Pick<Settings, 'apiKey' | 'baseUrl'> {
  const apiKey = core.getInput(Input.ApiKey)
  problems.check(() => checkKey(apiKey))
  const baseUrl = problems.check(() => parseBaseUrl(Input.BaseUrl, core.getInput(Input.BaseUrl)))
  return { apiKey, baseUrl }
}

/** What to generate from: the `file` input's datasets, or a generation already started. */
function readSources(problems: InputProblems): Pick<
  Settings,
  'patterns' | 'config' | 'generationId' | 'fileType'
> & {
  commentTagDefault: string
} {
  const rawId = core.getInput(Input.GenerationId)
  const generationId = problems.check(() => parseGenerationId(Input.GenerationId, rawId))
  const patterns = parsePatterns(core.getInput(Input.File))
  const config = readConfig(problems, patterns)
  // A malformed generation-id is reported as such; only a missing one makes 'file' required.
  if (patterns.length === 0 && rawId === '' && config === undefined) {
    problems.add(
      `Input '${Input.File}' is required (or '${Input.Config}', a manifest of the datasets; or 'generation-id', to follow a generation already started).`
    )
  }
  checkPatterns(problems, patterns)
  if (generationId !== undefined && (patterns.length > 0 || config !== undefined)) {
    log.info(
      `Following generation ${generationId}; '${config === undefined ? Input.File : Input.Config}' is not read.`
    )
  }
  return {
    patterns: generationId === undefined ? patterns : [],
    config: generationId === undefined ? config : undefined,
    generationId,
    fileType: readFileType(problems),
    commentTagDefault: config ?? defaultTag(patterns)
  }
}

/**
 * The `config` input: the manifest's path, workspace-relative and '/'-separated. With it, the
 * manifest lists the datasets, so `file` stays empty.
 */
function readConfig(problems: InputProblems, patterns: readonly string[]): string | undefined {
  const raw = core.getInput(Input.Config)
  if (raw === '') return undefined
  if (patterns.length > 0)
    problems.add(
      `Inputs '${Input.File}' and '${Input.Config}' are both given ('${Input.Config}' is ${quote(raw)}); the manifest lists the datasets with their settings. Move the '${Input.File}' patterns into its entries, or remove '${Input.Config}'.`
    )
  const file = path.posix.normalize(raw.replace(/\\/g, '/'))
  if (
    raw.includes('\0') ||
    /[\r\n]/.test(raw) ||
    path.posix.isAbsolute(file) ||
    /^[A-Za-z]:/.test(file) ||
    file === '..' ||
    file.startsWith('../')
  ) {
    problems.add(
      `Input '${Input.Config}' is ${quote(raw)}; give the manifest's path in the repository, such as .github/dashboards.yml.`
    )
    return undefined
  }
  return file
}

function checkPatterns(problems: InputProblems, patterns: readonly string[]): void {
  if (patterns.some(p => p.includes('\0')))
    problems.add(`Input '${Input.File}' holds a NUL character.`)
}

function readFileType(problems: InputProblems): SourceFormat | undefined {
  return problems.check(() => parseFileType(Input.FileType, core.getInput(Input.FileType)))
}

/** How the datasets are read, and what of them leaves the runner. */
function readReading(problems: InputProblems): DataReading {
  return {
    encoding: problems.check(() => parseEncoding(Input.Encoding, core.getInput(Input.Encoding))),
    delimiter: problems.check(() =>
      parseDelimiter(Input.Delimiter, core.getInput(Input.Delimiter, { trimWhitespace: false }))
    ),
    decimalComma: problems.check(() =>
      parseDecimalComma(Input.DecimalSeparator, core.getInput(Input.DecimalSeparator))
    ),
    columns: problems.check(() => parseColumns(Input.Columns, core.getInput(Input.Columns))),
    oversize:
      problems.check(() => parseOversize(Input.Oversize, core.getInput(Input.Oversize))) ?? 'fail'
  }
}

/** What the start call sends besides the file. */
function readRequest(
  problems: InputProblems
): Pick<
  Settings,
  'title' | 'instructions' | 'allowedEmails' | 'allowPdfExport' | 'allowScrollableCards'
> {
  const flag = (input: Input) =>
    problems.check(() => parseOptionalBoolean(input, core.getInput(input)))
  const instructions = core.getInput(Input.Instructions, { trimWhitespace: false })
  return {
    title: problems.check(() => parseSetting(Input.Title, Input.Title, core.getInput(Input.Title)))
      ?.title,
    instructions: instructions.trim() === '' ? undefined : instructions,
    allowedEmails:
      problems.check(() => parseEmails(Input.AllowedEmails, core.getInput(Input.AllowedEmails))) ??
      [],
    allowPdfExport: flag(Input.AllowPdfExport),
    allowScrollableCards: flag(Input.AllowScrollableCards)
  }
}

/** Whether and how long to wait, and how many generations at once. */
function readWaiting(
  problems: InputProblems
): Pick<Settings, 'wait' | 'timeoutMs' | 'pollIntervalMs' | 'maxConcurrency'> {
  const seconds = (input: Input, fallback: string) =>
    problems.check(() => parseSeconds(input, core.getInput(input) || fallback)) ?? 0
  return {
    wait: problems.check(() => parseOptionalBoolean(Input.Wait, core.getInput(Input.Wait))) ?? true,
    timeoutMs: seconds(Input.Timeout, '600') * 1000,
    pollIntervalMs: seconds(Input.PollInterval, '10') * 1000,
    maxConcurrency:
      problems.check(() => parseConcurrency(core.getInput(Input.MaxConcurrency) || '4')) ?? 0
  }
}

/** Whether to reuse earlier generations, and how old they may be. */
function readReuse(problems: InputProblems): Pick<Settings, 'reuse' | 'maxAgeMs'> {
  const given = problems.check(() => parseOptionalBoolean(Input.Reuse, core.getInput(Input.Reuse)))
  const maxAgeMs =
    problems.check(() => parseDays(Input.MaxAge, core.getInput(Input.MaxAge) || '6')) ?? 0
  return { reuse: given ?? true, maxAgeMs }
}

/** The GitHub side: the token, the pull-request comment, and keeping only the changed files. */
function readGitHub(
  problems: InputProblems,
  commentTagDefault: string
): Pick<
  Settings,
  | 'changedOnly'
  | 'comment'
  | 'commentTag'
  | 'givenTag'
  | 'githubToken'
  | 'prNumber'
  | 'approvalLabel'
> {
  const flag = (input: Input) =>
    problems.check(() => parseOptionalBoolean(input, core.getInput(input))) ?? false
  const githubToken = core.getInput(Input.GithubToken)
  const changedOnly = flag(Input.ChangedOnly)
  if (changedOnly && githubToken === '') {
    problems.add(
      `Input '${Input.ChangedOnly}' is true, but '${Input.GithubToken}' is empty: the changed files are read from the GitHub API.`
    )
  }
  return {
    changedOnly,
    comment: flag(Input.Comment),
    commentTag: core.getInput(Input.CommentTag) || commentTagDefault,
    givenTag: core.getInput(Input.CommentTag) || undefined,
    githubToken,
    prNumber: problems.check(() => parsePrNumber(core.getInput(Input.PrNumber))),
    approvalLabel: problems.check(() => parseLabel(core.getInput(Input.ApprovalLabel))) ?? ''
  }
}

/** GitHub's issue titles are at most 256 characters. */
const MAX_ISSUE_TITLE_LENGTH = 256

/** Whether to keep the dashboards issue, and its title. */
function readDashboardIssue(
  problems: InputProblems,
  github: Pick<Settings, 'githubToken'>
): Settings['dashboardIssue'] {
  const wanted = problems.check(() =>
    parseOptionalBoolean(Input.DashboardIssue, core.getInput(Input.DashboardIssue))
  )
  const raw = core.getInput(Input.DashboardIssueTitle)
  const title = raw.trim() || INPUTS[Input.DashboardIssueTitle].default
  if (title.length > MAX_ISSUE_TITLE_LENGTH || /[\r\n]/.test(title))
    problems.add(
      `Input '${Input.DashboardIssueTitle}' is ${quote(raw)}; give one line of at most ${MAX_ISSUE_TITLE_LENGTH} characters (GitHub's limit for an issue's title), or leave it out for '${INPUTS[Input.DashboardIssueTitle].default}'.`
    )
  if (!wanted) return undefined
  if (github.githubToken === '')
    problems.add(
      `Input '${Input.DashboardIssue}' is true, but '${Input.GithubToken}' is empty: the issue is written through the GitHub API, with 'issues: write'.`
    )
  return { title }
}

/** GitHub's labels are at most 50 characters. */
const MAX_LABEL_LENGTH = 50

function parseLabel(raw: string): string {
  const label = raw.trim() || DEFAULT_APPROVAL_LABEL
  if (label.length > MAX_LABEL_LENGTH || /[\r\n]/.test(label))
    throw new Error(
      `Input '${Input.ApprovalLabel}' is ${quote(raw)}; give the name of one label (at most ${MAX_LABEL_LENGTH} characters), as it is shown on the pull request, or leave it out for the default.`
    )
  return label
}

/** Whether results are recorded as commit statuses. */
function readCommitStatus(problems: InputProblems, github: Pick<Settings, 'githubToken'>): boolean {
  const raw = core.getInput(Input.CommitStatus).trim().toLowerCase()
  // 'dataset' was v1's other name for true.
  const modes: Record<string, boolean> = { '': false, false: false, true: true, dataset: true }
  const commitStatus = modes[raw]
  if (raw === 'leg') problems.add(V1_LEG_STATUS)
  else if (commitStatus === undefined)
    problems.add(
      `Input '${Input.CommitStatus}' is ${quote(core.getInput(Input.CommitStatus))}; it must be true or false.`
    )
  if (commitStatus && github.githubToken === '')
    problems.add(
      `Input '${Input.CommitStatus}' is true, but '${Input.GithubToken}' is empty: statuses are written through the GitHub API.`
    )
  return commitStatus ?? false
}

/**
 * This job's leg of a matrix planned by plan/, if it is one. A leg writes no comment: collect/
 * does. A leg reads no manifest: plan/ does, and a leg whose value names the plan's settings
 * (`+<digest>`) takes its datasets' settings from the plan alone, so it is given none itself.
 */
function readLeg(
  problems: InputProblems,
  github: Pick<Settings, 'comment' | 'dashboardIssue'>
): Leg | undefined {
  const rawLeg = core.getInput(Input.Leg)
  const leg = rawLeg === '' ? undefined : problems.check(() => parseLeg(Input.Leg, rawLeg))
  if (leg === undefined) return leg
  if (github.comment)
    problems.add(
      `Input '${Input.Comment}' is true on a matrix leg ('${Input.Leg}': ${quote(rawLeg)}): in a matrix, the collect/ sub-action writes the one comment once every leg has ended. Remove '${Input.Comment}' from the legs and give it to collect/.`
    )
  if (github.dashboardIssue !== undefined)
    problems.add(
      `Input '${Input.DashboardIssue}' is true on a matrix leg ('${Input.Leg}': ${quote(rawLeg)}): in a matrix, the collect/ sub-action keeps the dashboards issue once every leg has ended, and the legs make no request. Remove '${Input.DashboardIssue}' from the legs and give it to collect/.`
    )
  if (core.getInput(Input.Config) !== '')
    problems.add(
      `Input '${Input.Config}' is given to a matrix leg ('${Input.Leg}': ${quote(rawLeg)}): in a matrix, plan/ reads the manifest and hands each leg its datasets' settings. Give '${Input.Config}' to plan/, and give the legs 'file: \${{ matrix.file }}' and 'leg: \${{ matrix.leg }}'.`
    )
  const own = DATASET_KEYS.filter(key => {
    const raw = core.getInput(key).trim()
    return raw !== '' && raw !== INPUTS[key].default
  })
  if (leg.settings !== undefined && own.length > 0)
    problems.add(
      `${own.length === 1 ? 'Input' : 'Inputs'} ${own.map(key => `'${key}'`).join(', ')} ${own.length === 1 ? 'is' : 'are'} given to a matrix leg whose plan read a manifest ('${Input.Leg}': ${quote(rawLeg)}): each dataset's settings come from the manifest, through the plan, and a leg uses no others. Put ${own.length === 1 ? 'it' : 'them'} in the manifest (under 'defaults:' for every dataset) and remove ${own.length === 1 ? 'it' : 'them'} from the legs.`
    )
  return leg
}

/** A matrix's job (`what` says which) cannot run where GitHub has no artifact service v4. */
function refuseOnEnterpriseServer(problems: InputProblems, what: string): void {
  const server = enterpriseServer(process.env.GITHUB_SERVER_URL)
  if (server !== undefined)
    problems.add(
      `${what}, and the matrix hands its results on through the run's artifacts (GitHub's artifact service, v4), which GitHub Enterprise Server (${server}) does not have. On GitHub Enterprise Server, run one job with the action at the root instead: it generates every dataset its 'file' patterns match, up to 20 at once ('${Input.MaxConcurrency}'), and reports them in one summary and comment.`
    )
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

function parseMaxLegs(raw: string): number {
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < 1 || Number(raw) > MAX_MATRIX_JOBS) {
    throw new Error(
      `Input '${Input.MaxLegs}' is ${quote(raw)}; give a whole number from 1 to ${MAX_MATRIX_JOBS}, the most jobs GitHub runs from one matrix.`
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

/** Input names, exactly as action.yml declares them. Tests reuse this enum. */
export enum Input {
  ApiKey = 'api-key',
  BaseUrl = 'base-url',
  File = 'file',
  Config = 'config',
  FileType = 'file-type',
  Title = 'title',
  Instructions = 'instructions',
  AllowedEmails = 'allowed-emails',
  AllowPdfExport = 'allow-pdf-export',
  AllowScrollableCards = 'allow-scrollable-cards',
  Wait = 'wait',
  Timeout = 'timeout',
  PollInterval = 'poll-interval',
  GenerationId = 'generation-id',
  Comment = 'comment',
  CommentTag = 'comment-tag',
  GithubToken = 'github-token',
  PrNumber = 'pr-number',
  ApprovalLabel = 'approval-label',
  ChangedOnly = 'changed-only',
  MaxConcurrency = 'max-concurrency',
  MaxLegs = 'max-legs',
  CommitStatus = 'commit-status',
  Leg = 'leg',
  Compare = 'compare',
  CompareKey = 'compare-key',
  Encoding = 'encoding',
  Delimiter = 'delimiter',
  DecimalSeparator = 'decimal-separator',
  Columns = 'columns',
  Oversize = 'oversize',
  Reuse = 'reuse',
  MaxAge = 'max-age',
  DashboardIssue = 'dashboard-issue',
  DashboardIssueTitle = 'dashboard-issue-title'
}

/** Output names, exactly as action.yml declares them. */
export enum Output {
  GenerationId = 'generation-id',
  DashboardId = 'dashboard-id',
  ShareUrl = 'share-url',
  Status = 'status',
  DashboardTitle = 'dashboard-title',
  CommentUrl = 'comment-url',
  DashboardIssueUrl = 'dashboard-issue-url',
  Results = 'results',
  Datasets = 'datasets',
  Matrix = 'matrix'
}

export const ACTION_NAME = 'dashboard-action'
/** Kept equal to package.json's version by a test. */
export const ACTION_VERSION = '2.0.0'

/** Sent to the service and to GitHub, so either can tell this action's requests apart. */
export const USER_AGENT = `${ACTION_NAME}/${ACTION_VERSION} (GitHub Action; node ${process.version})`

/** The service's documented limit: "at most 10 MB", read as 10 MiB so no file the service takes is refused here. */
export const MAX_DATASET_BYTES = 10 * 1024 * 1024

/** GitHub-hosted jobs stop after 6 hours, so no wait needs to be longer. */
export const MAX_SECONDS = 6 * 60 * 60

export const KEY_PREFIX = 'svc_'

/**
 * The exit code of a failed step, as @actions/core's `ExitCode.Failure`. Named here rather than
 * imported: local-action (`npx @github/local-action . src/actions/generate.ts .env`) puts its own
 * @actions/core in place of the real one, and that one has functions only, no `ExitCode`.
 */
export const FAILURE_EXIT_CODE = 1

/** GitHub runs at most this many jobs from one matrix. */
export const MAX_MATRIX_JOBS = 256

/**
 * GitHub keeps at most 1 MB of a job's outputs, counted as UTF-16 (two bytes a code unit); read
 * as 1,000,000 bytes, so neither reading of "MB" lets an output past it.
 */
export const MAX_JOB_OUTPUT_BYTES = 1_000_000

/** Fork mode's approval label when `approval-label` is not given (action.yml's default). */
export const DEFAULT_APPROVAL_LABEL = 'dashboards-approved'

/** The largest manifest (`config`) read: far above any list of datasets a person writes. */
export const MAX_MANIFEST_BYTES = 1024 * 1024

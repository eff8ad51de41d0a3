/**
 * What the action says about itself, written once: each input's and output's roles (which of the
 * three action.yml files declares it), group, default and description. The action.yml files, the
 * README's tables and docs/matrix.md's are generated from here by `npm run metadata`
 * (tools/metadata.ts), and a test fails when a committed one differs; role.ts takes each role's
 * inputs from here.
 *
 * Descriptions are Markdown as the README shows them, links relative to the repository's root;
 * an action.yml gets them as plain text (links as their text, no code marks), so a link's text
 * must read well alone.
 */
import { Input, Output } from './constants.js'

/** The three roles one bundle plays (role.ts): each declares its own inputs here. */
export type Role = 'generate' | 'plan' | 'collect'

/** The README's groups of inputs, in the order it shows them. */
export const INPUT_GROUPS = [
  'The dataset',
  'The service',
  'Waiting',
  'Reporting',
  'Many datasets'
] as const

interface Described {
  /** The action.yml files that declare it: the root's ('generate'), plan/'s, collect/'s. */
  readonly roles: readonly Role[]
  readonly description: string
  /** What a sub-action says instead, where it uses the input (or sets the output) otherwise. */
  readonly in?: Partial<Record<Role, string>>
}

export interface InputSpec extends Described {
  readonly group: (typeof INPUT_GROUPS)[number]
  /** As action.yml gives it; '' when none. */
  readonly default: string
}

const DATASET_ROLES: readonly Role[] = ['generate', 'plan']
const FILE =
  'Path of the dataset, relative to the workspace; or glob patterns (`data/**/*.csv`), one per line, with `!` exclusions.'

/** Every input, in the order the README and the action.yml files list them. */
export const INPUTS: Readonly<Record<Input, InputSpec>> = {
  [Input.File]: {
    group: 'The dataset',
    roles: DATASET_ROLES,
    default: '',
    description: `${FILE} Required unless \`config\` or \`generation-id\` is given.`,
    in: { plan: `${FILE} Required unless \`config\` is given.` }
  },
  [Input.Config]: {
    group: 'The dataset',
    roles: DATASET_ROLES,
    default: '',
    description:
      'Path of a manifest (`.github/dashboards.yml`) that lists the datasets, each with its own title, instructions and reading options ([The manifest](docs/manifest.md)); instead of `file`.'
  },
  [Input.ChangedOnly]: {
    group: 'The dataset',
    roles: DATASET_ROLES,
    default: 'false',
    description:
      "**Which** datasets: keep only the matched files this push or pull request changed, read from the checkout's git history when it has both commits, else through the GitHub API with `github-token` ([Events and permissions](docs/events-and-permissions.md))."
  },
  [Input.FileType]: {
    group: 'The dataset',
    roles: DATASET_ROLES,
    default: '',
    description:
      '`csv`, `tsv`, `json`, `jsonl` or `parquet`, for names without such an extension. When empty, taken from the extension (any case; `.tab` is tsv, `.ndjson` is jsonl, a `.gz` file is read unpacked). What is not a UTF-8 comma-separated CSV or a JSON file within 10 MB is converted on the runner ([Your data](docs/your-data.md)).'
  },
  [Input.Encoding]: {
    group: 'The dataset',
    roles: DATASET_ROLES,
    default: '',
    description:
      "The datasets' text encoding by its [WHATWG Encoding Standard name](https://encoding.spec.whatwg.org/#names-and-labels) (`windows-1252`, `iso-8859-1`, `shift_jis`…). When empty, UTF-8 (with or without a byte-order mark) and UTF-16 with a byte-order mark are read. What is uploaded is always UTF-8."
  },
  [Input.Delimiter]: {
    group: 'The dataset',
    roles: DATASET_ROLES,
    default: '',
    description:
      "A delimited text's separator: `,` or `comma`, `;` or `semicolon`, `|` or `pipe`, `tab` or `\\t`. When empty, it is found from the header and first records."
  },
  [Input.DecimalSeparator]: {
    group: 'The dataset',
    roles: DATASET_ROLES,
    default: '.',
    description:
      'How numbers in delimited text write their decimals: `.` (`1234.56`), or `,` for `1234,56` and `1.234,56` as spreadsheets in much of Europe export them, which uploads every cell that is such a number with a point (`1234.56`); other cells, JSON and Parquet are left as they are ([Your data](docs/your-data.md#decimal-commas)).'
  },
  [Input.Columns]: {
    group: 'The dataset',
    roles: DATASET_ROLES,
    default: '',
    description:
      'Columns (or JSON record keys) to upload, separated by commas; or, each written `!name`, columns to drop (`!email`). Applied on the runner, before anything is sent; an unknown name is an error.'
  },
  [Input.Oversize]: {
    group: 'The dataset',
    roles: DATASET_ROLES,
    default: 'fail',
    description:
      'A dataset past 10 MB once converted: `fail`, or `sample` to upload a uniform random sample of its rows that fits, the same on every run for the same content, said in the log, summary, comment, `results` and the instructions sent.'
  },
  [Input.ApiKey]: {
    group: 'The service',
    roles: ['generate'],
    default: '',
    description: 'Service API key (starts with `svc_`), from a secret. Required.'
  },
  [Input.BaseUrl]: {
    group: 'The service',
    roles: ['generate'],
    default: '',
    description:
      "The service's root address, such as `https://dashboards.example.com`; may carry a path prefix and a trailing slash. Required."
  },
  [Input.Title]: {
    group: 'The service',
    roles: ['generate'],
    default: '',
    description:
      "Dashboard title; with several datasets, each dashboard's title begins with it (`Sales — north.csv`). The service names the dashboard after the dataset when empty."
  },
  [Input.Instructions]: {
    group: 'The service',
    roles: ['generate'],
    default: '',
    description: 'Free-text instructions for the generation; may span lines and is sent unchanged.'
  },
  [Input.AllowedEmails]: {
    group: 'The service',
    roles: ['generate'],
    default: '',
    description:
      'Premium. Addresses allowed to view the dashboard, separated by commas, spaces or new lines.'
  },
  [Input.AllowPdfExport]: {
    group: 'The service',
    roles: ['generate'],
    default: '',
    description: 'Premium. `true` or `false`; sent only when set.'
  },
  [Input.AllowScrollableCards]: {
    group: 'The service',
    roles: ['generate'],
    default: '',
    description: 'Premium. `true` or `false`; sent only when set.'
  },
  [Input.Wait]: {
    group: 'Waiting',
    roles: ['generate'],
    default: 'true',
    description: 'Wait until the generation finishes; `false` only starts it.'
  },
  [Input.Timeout]: {
    group: 'Waiting',
    roles: ['generate'],
    default: '600',
    description: 'Seconds for the whole step, upload and waiting together.'
  },
  [Input.PollInterval]: {
    group: 'Waiting',
    roles: ['generate'],
    default: '10',
    description: 'The longest gap, in seconds, between two reads of the generation.'
  },
  [Input.GenerationId]: {
    group: 'Waiting',
    roles: ['generate'],
    default: '',
    description:
      'Follow a generation already started instead of uploading, to wait in a later job or to [resume after a timeout](docs/troubleshooting.md#resume-after-a-timeout).'
  },
  [Input.Reuse]: {
    group: 'Waiting',
    roles: ['generate'],
    default: 'true',
    description:
      'Reuse the dashboard of an earlier generation of exactly the same upload, options and service, found through the Actions cache, instead of generating it again ([Reuse by content](#reuse-by-content)); `false` always generates.'
  },
  [Input.MaxAge]: {
    group: 'Waiting',
    roles: ['generate'],
    default: '6',
    description:
      "Days a generation may be reused for, from 0.01 to 365; keep it below your share links' life (7 days on the free plan)."
  },
  [Input.Comment]: {
    group: 'Reporting',
    roles: ['generate', 'plan', 'collect'],
    default: 'false',
    description:
      "Post or update one pull-request comment with the dashboards' links ([the pull-request comment](docs/reports.md#the-pull-request-comment)): each generating dataset shows at once, then its final state.",
    in: {
      plan: 'Show the pull request the matrix at once: the comment lists every planned dataset as generating before any leg starts, and `collect/` (given `comment: true` too) writes the final state; needs `pull-requests: write`.'
    }
  },
  [Input.CommentTag]: {
    group: 'Reporting',
    roles: ['generate', 'plan', 'collect'],
    default: '',
    description:
      'Identifies the comment to update: steps with different tags keep different comments. Derived from `file` when empty.',
    in: {
      plan: "Identifies this matrix's comment and its results when one workflow run fans in several matrices; give `collect/` the same. Derived from `file` when empty.",
      collect:
        'Only when one workflow run has several plans: the `comment-tag` given to the `plan/` whose matrix this job collects.'
    }
  },
  [Input.PrNumber]: {
    group: 'Reporting',
    roles: ['generate', 'plan', 'collect'],
    default: '',
    description:
      'The pull request to comment on, for events that carry none (`workflow_dispatch`, `schedule`).',
    in: {
      plan: 'The pull request to comment on, for events that carry none (`workflow_dispatch`, `schedule`); give `collect/` the same.'
    }
  },
  [Input.DashboardIssue]: {
    group: 'Reporting',
    roles: ['generate', 'collect'],
    default: 'false',
    description:
      "On the default branch (a push to it, a `schedule`, a `workflow_dispatch`): keep one issue listing every dataset's newest dashboard, its status, commit and change ([the dashboards issue](docs/reports.md#the-dashboards-issue)); other runs leave it. Needs `issues: write`.",
    in: {
      collect:
        "On the default branch: keep one issue listing every dataset's newest dashboard ([the dashboards issue](docs/reports.md#the-dashboards-issue)); the legs make no request. Needs `issues: write`."
    }
  },
  [Input.DashboardIssueTitle]: {
    group: 'Reporting',
    roles: ['generate', 'collect'],
    default: 'Dashboards',
    description: "The dashboards issue's title, set on every write."
  },
  [Input.ApprovalLabel]: {
    group: 'Reporting',
    roles: ['generate', 'plan'],
    default: 'dashboards-approved',
    description:
      '[Fork mode](docs/forks.md) (`pull_request_target`): the label that approves a pull request whose author, pusher or fork owner has no write access, for the commit it is added on; a later push needs it again. Adding a label needs triage access.'
  },
  [Input.CommitStatus]: {
    group: 'Reporting',
    roles: ['generate', 'plan', 'collect'],
    default: 'false',
    description:
      "Record each dataset's result as a commit status on the commit the pull request shows (Details opens the dashboard), and, unless the job is a matrix leg, one `dashboards` status for the run that a branch rule can require; needs `statuses: write` ([commit statuses](docs/reports.md#commit-statuses)).",
    in: {
      plan: "`true`: record the run's `dashboards` status as pending before any leg starts; `collect/` (given `commit-status: true` too) records the final state; needs `statuses: write`.",
      collect:
        'Record one `dashboards` status for the whole run (`dashboards (comment-tag)` with a tag) on the commit the pull request shows, that a branch rule can require; needs `statuses: write`.'
    }
  },
  [Input.Compare]: {
    group: 'Reporting',
    roles: DATASET_ROLES,
    default: 'true',
    description:
      "**What is said** of each dataset generated: one line on what this push or pull request changed in it against its base commit (rows added, removed and changed; columns added, removed or renamed; counts and names, never rows), from the checkout's git history, else GitHub's contents API with `github-token` ([What changed](docs/what-changed.md))."
  },
  [Input.CompareKey]: {
    group: 'Reporting',
    roles: DATASET_ROLES,
    default: '',
    description:
      'The column (or columns, separated by commas) that identifies a row, for `compare`. Empty takes a column named `id` when its values are unique and non-empty in both versions; without a key, rows are compared whole.'
  },
  [Input.GithubToken]: {
    group: 'Reporting',
    roles: ['generate', 'plan', 'collect'],
    default: '${{ github.token }}',
    description:
      'Token for the GitHub API: the comment, the commit statuses, and `changed-only` and `compare` when git cannot tell.',
    in: {
      plan: 'Token for the GitHub API: `changed-only` and `compare` when git cannot tell, the first state of `comment` and `commit-status`, and fork mode.',
      collect: 'Token for the GitHub API: the comment and the `dashboards` commit status.'
    }
  },
  [Input.MaxConcurrency]: {
    group: 'Many datasets',
    roles: ['generate'],
    default: '4',
    description: 'Generations running at once in this job, from 1 to 20.'
  },
  [Input.Leg]: {
    group: 'Many datasets',
    roles: ['generate'],
    default: '',
    description:
      "Only on a matrix's legs: the leg's `matrix.leg`, as `plan/` made it. The job then stores its results for `collect/` and writes no comment ([Many datasets on a matrix](docs/matrix.md))."
  },
  [Input.MaxLegs]: {
    group: 'Many datasets',
    roles: ['plan'],
    default: '256',
    description:
      "The most legs (matrix jobs) the `matrix` output splits the datasets into, from 1 to 256, GitHub's limit for one matrix. One dataset a leg while they fit."
  }
}

const DATASETS_FOUND =
  'JSON array of the workspace-relative paths found, in a stable order, such as `["data/a.csv","data/b.json"]`; `[]` when no matched dataset changed.'

/** Every output, in the order the README and the action.yml files list them. */
export const OUTPUTS: Readonly<Record<Output, Described>> = {
  [Output.GenerationId]: {
    roles: ['generate', 'collect'],
    description:
      'Identifier of the generation; set whenever one was started, also when the step fails. Empty when several datasets matched.'
  },
  [Output.DashboardId]: {
    roles: ['generate', 'collect'],
    description: 'Identifier of the dashboard, once it exists.'
  },
  [Output.ShareUrl]: {
    roles: ['generate', 'collect'],
    description: "Link to the dashboard's share page, once it exists."
  },
  [Output.Status]: {
    roles: ['generate', 'collect'],
    description:
      '`completed`, `failed` or `processing`; with several datasets, the worst of their states.'
  },
  [Output.DashboardTitle]: {
    roles: ['generate', 'collect'],
    description: "The dashboard's title as the service reports it."
  },
  [Output.Results]: {
    roles: ['generate', 'collect'],
    description:
      'JSON array, one object per dataset in the order of the paths: `{file, title, generation-id, dashboard-id, share-url, status, error, change, upload, reused}` (each field in [What the action posts](docs/reports.md#outputs)).'
  },
  [Output.Datasets]: {
    roles: ['generate', 'plan', 'collect'],
    description: DATASETS_FOUND
  },
  [Output.CommentUrl]: {
    roles: ['generate', 'collect'],
    description: 'Address of the pull-request comment; empty when no comment was posted.'
  },
  [Output.DashboardIssueUrl]: {
    roles: ['generate', 'collect'],
    description: 'Address of the dashboards issue; empty when it was not written.'
  },
  [Output.Matrix]: {
    roles: ['plan'],
    description:
      'JSON for `strategy.matrix`, one entry a leg: `{"include":[{"leg":"1 of 3","file":"data/a.csv"},…]}`; give each leg `file: matrix.file` and `leg: matrix.leg`.'
  }
}

/** A role's own inputs, in the source's order. */
export function inputsOf(role: Role): Input[] {
  return (Object.keys(INPUTS) as Input[]).filter(name => INPUTS[name].roles.includes(role))
}

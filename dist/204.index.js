export const id = 204;
export const ids = [204];
export const modules = {

/***/ 64687:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ab: () => (/* binding */ MAX_MATRIX_JOBS),
/* harmony export */   Fh: () => (/* binding */ MAX_JOB_OUTPUT_BYTES),
/* harmony export */   Hg: () => (/* binding */ MAX_SECONDS),
/* harmony export */   Kl: () => (/* binding */ MAX_DATASET_BYTES),
/* harmony export */   ZJ: () => (/* binding */ MAX_MANIFEST_BYTES),
/* harmony export */   Zw: () => (/* binding */ DEFAULT_APPROVAL_LABEL),
/* harmony export */   _O: () => (/* binding */ USER_AGENT),
/* harmony export */   k7: () => (/* binding */ Output),
/* harmony export */   nF: () => (/* binding */ KEY_PREFIX),
/* harmony export */   pd: () => (/* binding */ Input),
/* harmony export */   uv: () => (/* binding */ FAILURE_EXIT_CODE)
/* harmony export */ });
/* unused harmony exports ACTION_NAME, ACTION_VERSION */
/** Input names, exactly as action.yml declares them. Tests reuse this enum. */
var Input;
(function (Input) {
    Input["ApiKey"] = "api-key";
    Input["BaseUrl"] = "base-url";
    Input["File"] = "file";
    Input["Config"] = "config";
    Input["FileType"] = "file-type";
    Input["Title"] = "title";
    Input["Instructions"] = "instructions";
    Input["AllowedEmails"] = "allowed-emails";
    Input["AllowPdfExport"] = "allow-pdf-export";
    Input["AllowScrollableCards"] = "allow-scrollable-cards";
    Input["Wait"] = "wait";
    Input["Timeout"] = "timeout";
    Input["PollInterval"] = "poll-interval";
    Input["GenerationId"] = "generation-id";
    Input["Comment"] = "comment";
    Input["CommentTag"] = "comment-tag";
    Input["GithubToken"] = "github-token";
    Input["PrNumber"] = "pr-number";
    Input["ApprovalLabel"] = "approval-label";
    Input["ChangedOnly"] = "changed-only";
    Input["MaxConcurrency"] = "max-concurrency";
    Input["MaxLegs"] = "max-legs";
    Input["CommitStatus"] = "commit-status";
    Input["Leg"] = "leg";
    Input["Compare"] = "compare";
    Input["CompareKey"] = "compare-key";
    Input["Encoding"] = "encoding";
    Input["Delimiter"] = "delimiter";
    Input["DecimalSeparator"] = "decimal-separator";
    Input["Columns"] = "columns";
    Input["Oversize"] = "oversize";
    Input["Reuse"] = "reuse";
    Input["MaxAge"] = "max-age";
    Input["DashboardIssue"] = "dashboard-issue";
    Input["DashboardIssueTitle"] = "dashboard-issue-title";
})(Input || (Input = {}));
/** Output names, exactly as action.yml declares them. */
var Output;
(function (Output) {
    Output["GenerationId"] = "generation-id";
    Output["DashboardId"] = "dashboard-id";
    Output["ShareUrl"] = "share-url";
    Output["Status"] = "status";
    Output["DashboardTitle"] = "dashboard-title";
    Output["CommentUrl"] = "comment-url";
    Output["DashboardIssueUrl"] = "dashboard-issue-url";
    Output["Results"] = "results";
    Output["Datasets"] = "datasets";
    Output["Matrix"] = "matrix";
})(Output || (Output = {}));
const ACTION_NAME = 'dashboard-action';
/** Kept equal to package.json's version by a test. */
const ACTION_VERSION = '2.0.0';
/** Sent to the service and to GitHub, so either can tell this action's requests apart. */
const USER_AGENT = `${ACTION_NAME}/${ACTION_VERSION} (GitHub Action; node ${process.version})`;
/** The service's documented limit: "at most 10 MB", read as 10 MiB so no file the service takes is refused here. */
const MAX_DATASET_BYTES = 10 * 1024 * 1024;
/** GitHub-hosted jobs stop after 6 hours, so no wait needs to be longer. */
const MAX_SECONDS = 6 * 60 * 60;
const KEY_PREFIX = 'svc_';
/**
 * The exit code of a failed step, as @actions/core's `ExitCode.Failure`. Named here rather than
 * imported: local-action (`npx @github/local-action . src/actions/generate.ts .env`) puts its own
 * @actions/core in place of the real one, and that one has functions only, no `ExitCode`.
 */
const FAILURE_EXIT_CODE = 1;
/** GitHub runs at most this many jobs from one matrix. */
const MAX_MATRIX_JOBS = 256;
/**
 * GitHub keeps at most 1 MB of a job's outputs, counted as UTF-16 (two bytes a code unit); read
 * as 1,000,000 bytes, so neither reading of "MB" lets an output past it.
 */
const MAX_JOB_OUTPUT_BYTES = 1_000_000;
/** Fork mode's approval label when `approval-label` is not given (action.yml's default). */
const DEFAULT_APPROVAL_LABEL = 'dashboards-approved';
/** The largest manifest (`config`) read: far above any list of datasets a person writes. */
const MAX_MANIFEST_BYTES = 1024 * 1024;


/***/ }),

/***/ 61805:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vc: () => (/* binding */ inputsOf),
/* harmony export */   mc: () => (/* binding */ INPUTS)
/* harmony export */ });
/* unused harmony exports INPUT_GROUPS, OUTPUTS */
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64687);
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

/** The README's groups of inputs, in the order it shows them. */
const INPUT_GROUPS = (/* unused pure expression or super */ null && ([
    'The dataset',
    'The service',
    'Waiting',
    'Reporting',
    'Many datasets'
]));
const DATASET_ROLES = ['generate', 'plan'];
const FILE = 'Path of the dataset, relative to the workspace; or glob patterns (`data/**/*.csv`), one per line, with `!` exclusions.';
/** Every input, in the order the README and the action.yml files list them. */
const INPUTS = {
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.File]: {
        group: 'The dataset',
        roles: DATASET_ROLES,
        default: '',
        description: `${FILE} Required unless \`config\` or \`generation-id\` is given.`,
        in: { plan: `${FILE} Required unless \`config\` is given.` }
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Config]: {
        group: 'The dataset',
        roles: DATASET_ROLES,
        default: '',
        description: 'Path of a manifest (`.github/dashboards.yml`) that lists the datasets, each with its own title, instructions and reading options ([The manifest](docs/manifest.md)); instead of `file`.'
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.ChangedOnly]: {
        group: 'The dataset',
        roles: DATASET_ROLES,
        default: 'false',
        description: "**Which** datasets: keep only the matched files this push or pull request changed, read from the checkout's git history when it has both commits, else through the GitHub API with `github-token` ([Events and permissions](docs/events-and-permissions.md))."
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.FileType]: {
        group: 'The dataset',
        roles: DATASET_ROLES,
        default: '',
        description: '`csv`, `tsv`, `json`, `jsonl` or `parquet`, for names without such an extension. When empty, taken from the extension (any case; `.tab` is tsv, `.ndjson` is jsonl, a `.gz` file is read unpacked). What is not a UTF-8 comma-separated CSV or a JSON file within 10 MB is converted on the runner ([Your data](docs/your-data.md)).'
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Encoding]: {
        group: 'The dataset',
        roles: DATASET_ROLES,
        default: '',
        description: "The datasets' text encoding by its [WHATWG Encoding Standard name](https://encoding.spec.whatwg.org/#names-and-labels) (`windows-1252`, `iso-8859-1`, `shift_jis`…). When empty, UTF-8 (with or without a byte-order mark) and UTF-16 with a byte-order mark are read. What is uploaded is always UTF-8."
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Delimiter]: {
        group: 'The dataset',
        roles: DATASET_ROLES,
        default: '',
        description: "A delimited text's separator: `,` or `comma`, `;` or `semicolon`, `|` or `pipe`, `tab` or `\\t`. When empty, it is found from the header and first records."
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.DecimalSeparator]: {
        group: 'The dataset',
        roles: DATASET_ROLES,
        default: '.',
        description: 'How numbers in delimited text write their decimals: `.` (`1234.56`), or `,` for `1234,56` and `1.234,56` as spreadsheets in much of Europe export them, which uploads every cell that is such a number with a point (`1234.56`); other cells, JSON and Parquet are left as they are ([Your data](docs/your-data.md#decimal-commas)).'
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Columns]: {
        group: 'The dataset',
        roles: DATASET_ROLES,
        default: '',
        description: 'Columns (or JSON record keys) to upload, separated by commas; or, each written `!name`, columns to drop (`!email`). Applied on the runner, before anything is sent; an unknown name is an error.'
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Oversize]: {
        group: 'The dataset',
        roles: DATASET_ROLES,
        default: 'fail',
        description: 'A dataset past 10 MB once converted: `fail`, or `sample` to upload a uniform random sample of its rows that fits, the same on every run for the same content, said in the log, summary, comment, `results` and the instructions sent.'
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.ApiKey]: {
        group: 'The service',
        roles: ['generate'],
        default: '',
        description: 'Service API key (starts with `svc_`), from a secret. Required.'
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BaseUrl]: {
        group: 'The service',
        roles: ['generate'],
        default: '',
        description: "The service's root address, such as `https://dashboards.example.com`; may carry a path prefix and a trailing slash. Required."
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Title]: {
        group: 'The service',
        roles: ['generate'],
        default: '',
        description: "Dashboard title; with several datasets, each dashboard's title begins with it (`Sales — north.csv`). The service names the dashboard after the dataset when empty."
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Instructions]: {
        group: 'The service',
        roles: ['generate'],
        default: '',
        description: 'Free-text instructions for the generation; may span lines and is sent unchanged.'
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.AllowedEmails]: {
        group: 'The service',
        roles: ['generate'],
        default: '',
        description: 'Premium. Addresses allowed to view the dashboard, separated by commas, spaces or new lines.'
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.AllowPdfExport]: {
        group: 'The service',
        roles: ['generate'],
        default: '',
        description: 'Premium. `true` or `false`; sent only when set.'
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.AllowScrollableCards]: {
        group: 'The service',
        roles: ['generate'],
        default: '',
        description: 'Premium. `true` or `false`; sent only when set.'
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Wait]: {
        group: 'Waiting',
        roles: ['generate'],
        default: 'true',
        description: 'Wait until the generation finishes; `false` only starts it.'
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Timeout]: {
        group: 'Waiting',
        roles: ['generate'],
        default: '600',
        description: 'Seconds for the whole step, upload and waiting together.'
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.PollInterval]: {
        group: 'Waiting',
        roles: ['generate'],
        default: '10',
        description: 'The longest gap, in seconds, between two reads of the generation.'
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.GenerationId]: {
        group: 'Waiting',
        roles: ['generate'],
        default: '',
        description: 'Follow a generation already started instead of uploading, to wait in a later job or to [resume after a timeout](docs/troubleshooting.md#resume-after-a-timeout).'
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Reuse]: {
        group: 'Waiting',
        roles: ['generate'],
        default: 'true',
        description: 'Reuse the dashboard of an earlier generation of exactly the same upload, options and service, found through the Actions cache, instead of generating it again ([Reuse by content](#reuse-by-content)); `false` always generates.'
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.MaxAge]: {
        group: 'Waiting',
        roles: ['generate'],
        default: '6',
        description: "Days a generation may be reused for, from 0.01 to 365; keep it below your share links' life (7 days on the free plan)."
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Comment]: {
        group: 'Reporting',
        roles: ['generate', 'plan', 'collect'],
        default: 'false',
        description: "Post or update one pull-request comment with the dashboards' links ([the pull-request comment](docs/reports.md#the-pull-request-comment)): each generating dataset shows at once, then its final state.",
        in: {
            plan: 'Show the pull request the matrix at once: the comment lists every planned dataset as generating before any leg starts, and `collect/` (given `comment: true` too) writes the final state; needs `pull-requests: write`.'
        }
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.CommentTag]: {
        group: 'Reporting',
        roles: ['generate', 'plan', 'collect'],
        default: '',
        description: 'Identifies the comment to update: steps with different tags keep different comments. Derived from `file` when empty.',
        in: {
            plan: "Identifies this matrix's comment and its results when one workflow run fans in several matrices; give `collect/` the same. Derived from `file` when empty.",
            collect: 'Only when one workflow run has several plans: the `comment-tag` given to the `plan/` whose matrix this job collects.'
        }
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.PrNumber]: {
        group: 'Reporting',
        roles: ['generate', 'plan', 'collect'],
        default: '',
        description: 'The pull request to comment on, for events that carry none (`workflow_dispatch`, `schedule`).',
        in: {
            plan: 'The pull request to comment on, for events that carry none (`workflow_dispatch`, `schedule`); give `collect/` the same.'
        }
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.DashboardIssue]: {
        group: 'Reporting',
        roles: ['generate', 'collect'],
        default: 'false',
        description: "On the default branch (a push to it, a `schedule`, a `workflow_dispatch`): keep one issue listing every dataset's newest dashboard, its status, commit and change ([the dashboards issue](docs/reports.md#the-dashboards-issue)); other runs leave it. Needs `issues: write`.",
        in: {
            collect: "On the default branch: keep one issue listing every dataset's newest dashboard ([the dashboards issue](docs/reports.md#the-dashboards-issue)); the legs make no request. Needs `issues: write`."
        }
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.DashboardIssueTitle]: {
        group: 'Reporting',
        roles: ['generate', 'collect'],
        default: 'Dashboards',
        description: "The dashboards issue's title, set on every write."
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.ApprovalLabel]: {
        group: 'Reporting',
        roles: ['generate', 'plan'],
        default: 'dashboards-approved',
        description: '[Fork mode](docs/forks.md) (`pull_request_target`): the label that approves a pull request whose author, pusher or fork owner has no write access, for the commit it is added on; a later push needs it again. Adding a label needs triage access.'
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.CommitStatus]: {
        group: 'Reporting',
        roles: ['generate', 'plan', 'collect'],
        default: 'false',
        description: "Record each dataset's result as a commit status on the commit the pull request shows (Details opens the dashboard), and, unless the job is a matrix leg, one `dashboards` status for the run that a branch rule can require; needs `statuses: write` ([commit statuses](docs/reports.md#commit-statuses)).",
        in: {
            plan: "`true`: record the run's `dashboards` status as pending before any leg starts; `collect/` (given `commit-status: true` too) records the final state; needs `statuses: write`.",
            collect: 'Record one `dashboards` status for the whole run (`dashboards (comment-tag)` with a tag) on the commit the pull request shows, that a branch rule can require; needs `statuses: write`.'
        }
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Compare]: {
        group: 'Reporting',
        roles: DATASET_ROLES,
        default: 'true',
        description: "**What is said** of each dataset generated: one line on what this push or pull request changed in it against its base commit (rows added, removed and changed; columns added, removed or renamed; counts and names, never rows), from the checkout's git history, else GitHub's contents API with `github-token` ([What changed](docs/what-changed.md))."
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.CompareKey]: {
        group: 'Reporting',
        roles: DATASET_ROLES,
        default: '',
        description: 'The column (or columns, separated by commas) that identifies a row, for `compare`. Empty takes a column named `id` when its values are unique and non-empty in both versions; without a key, rows are compared whole.'
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.GithubToken]: {
        group: 'Reporting',
        roles: ['generate', 'plan', 'collect'],
        default: '${{ github.token }}',
        description: 'Token for the GitHub API: the comment, the commit statuses, and `changed-only` and `compare` when git cannot tell.',
        in: {
            plan: 'Token for the GitHub API: `changed-only` and `compare` when git cannot tell, the first state of `comment` and `commit-status`, and fork mode.',
            collect: 'Token for the GitHub API: the comment and the `dashboards` commit status.'
        }
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.MaxConcurrency]: {
        group: 'Many datasets',
        roles: ['generate'],
        default: '4',
        description: 'Generations running at once in this job, from 1 to 20.'
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Leg]: {
        group: 'Many datasets',
        roles: ['generate'],
        default: '',
        description: "Only on a matrix's legs: the leg's `matrix.leg`, as `plan/` made it. The job then stores its results for `collect/` and writes no comment ([Many datasets on a matrix](docs/matrix.md))."
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.MaxLegs]: {
        group: 'Many datasets',
        roles: ['plan'],
        default: '256',
        description: "The most legs (matrix jobs) the `matrix` output splits the datasets into, from 1 to 256, GitHub's limit for one matrix. One dataset a leg while they fit."
    }
};
const DATASETS_FOUND = 'JSON array of the workspace-relative paths found, in a stable order, such as `["data/a.csv","data/b.json"]`; `[]` when no matched dataset changed.';
/** Every output, in the order the README and the action.yml files list them. */
const OUTPUTS = {
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Output */ .k7.GenerationId]: {
        roles: ['generate', 'collect'],
        description: 'Identifier of the generation; set whenever one was started, also when the step fails. Empty when several datasets matched.'
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Output */ .k7.DashboardId]: {
        roles: ['generate', 'collect'],
        description: 'Identifier of the dashboard, once it exists.'
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Output */ .k7.ShareUrl]: {
        roles: ['generate', 'collect'],
        description: "Link to the dashboard's share page, once it exists."
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Output */ .k7.Status]: {
        roles: ['generate', 'collect'],
        description: '`completed`, `failed` or `processing`; with several datasets, the worst of their states.'
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Output */ .k7.DashboardTitle]: {
        roles: ['generate', 'collect'],
        description: "The dashboard's title as the service reports it."
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Output */ .k7.Results]: {
        roles: ['generate', 'collect'],
        description: 'JSON array, one object per dataset in the order of the paths: `{file, title, generation-id, dashboard-id, share-url, status, error, change, upload, reused}` (each field in [What the action posts](docs/reports.md#outputs)).'
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Output */ .k7.Datasets]: {
        roles: ['generate', 'plan', 'collect'],
        description: DATASETS_FOUND
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Output */ .k7.CommentUrl]: {
        roles: ['generate', 'collect'],
        description: 'Address of the pull-request comment; empty when no comment was posted.'
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Output */ .k7.DashboardIssueUrl]: {
        roles: ['generate', 'collect'],
        description: 'Address of the dashboards issue; empty when it was not written.'
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Output */ .k7.Matrix]: {
        roles: ['plan'],
        description: 'JSON for `strategy.matrix`, one entry a leg: `{"include":[{"leg":"1 of 3","file":"data/a.csv"},…]}`; give each leg `file: matrix.file` and `leg: matrix.leg`.'
    }
};
/** A role's own inputs, in the source's order. */
function inputsOf(role) {
    return Object.keys(INPUTS).filter(name => INPUTS[name].roles.includes(role));
}


/***/ }),

/***/ 94204:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   currentRole: () => (/* binding */ currentRole),
/* harmony export */   eD: () => (/* binding */ foreignInputs),
/* harmony export */   iz: () => (/* binding */ V1_LEG_STATUS)
/* harmony export */ });
/* unused harmony export ROLE_INPUTS */
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64687);
/* harmony import */ var _metadata_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(61805);
/**
 * The three roles one bundle plays: the action at the root generates (a single job, or a leg of
 * a matrix); plan/ and collect/ are the matrix's first and final jobs. Each role's action.yml
 * declares only its own inputs; the runner still passes any other input a workflow gives (with a
 * warning of its own), so an input of another role, or of v1, is refused here, naming where it
 * belongs, before anything is read or sent.
 */


/** Set by plan/index.js and collect/index.js before they load the bundle. */
const ROLE_KEY = Symbol.for('dataset-dashboard.role');
function currentRole() {
    const role = globalThis[ROLE_KEY];
    return role === 'plan' || role === 'collect' ? role : 'generate';
}
/** Each role's inputs, exactly as its action.yml declares them (both from metadata.ts). */
const ROLE_INPUTS = {
    generate: (0,_metadata_js__WEBPACK_IMPORTED_MODULE_1__/* .inputsOf */ .Vc)('generate'),
    plan: (0,_metadata_js__WEBPACK_IMPORTED_MODULE_1__/* .inputsOf */ .Vc)('plan'),
    collect: (0,_metadata_js__WEBPACK_IMPORTED_MODULE_1__/* .inputsOf */ .Vc)('collect')
};
/** How each role is named to a user who must move an input to it. */
const WHERE = {
    generate: 'the action at the root (uses: our-org/dashboard-action@v2), which generates',
    plan: 'the plan/ sub-action (uses: our-org/dashboard-action/plan@v2), the matrix’s first job',
    collect: 'the collect/ sub-action (uses: our-org/dashboard-action/collect@v2), the matrix’s final job'
};
/** How a role names itself, and what it does. */
const SELF = {
    generate: 'this action, which generates the datasets of its file input',
    plan: 'plan/, which finds and checks the datasets and uploads nothing',
    collect: 'collect/, which reports what the plan and the legs stored and reads no dataset'
};
/** v1's matrix inputs, gone in v2: where each one's work went. */
const V1_INPUTS = { 'dry-run': 'plan', collect: 'collect' };
const MIGRATION = 'CHANGELOG.md ("Moving a matrix to v2") shows the v2 workflow.';
function given(name, env) {
    const value = env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`];
    return value === undefined || value.trim() === '' ? undefined : value;
}
/** What a role says of an input that is not its own, naming the role it belongs to. */
function foreign(role, name) {
    const v1 = V1_INPUTS[name];
    if (v1 !== undefined)
        return `Input '${name}' is a v1 input, gone in v2: its work is done by ${WHERE[v1]}. Remove it here. ${MIGRATION}`;
    const owners = ['generate', 'plan', 'collect'].filter(other => other !== role && ROLE_INPUTS[other].includes(name));
    if (owners.length === 0)
        return undefined;
    // v1 took every input at the root (max-legs too): its workflows need the migration.
    const migration = role === 'generate' ? ` ${MIGRATION}` : '';
    return `Input '${name}' is not an input of ${SELF[role]}. It belongs to ${owners.map(owner => WHERE[owner]).join(', or to ')}: move it there.${migration}`;
}
/**
 * The problems with the inputs given to `role` that belong elsewhere: another role's, or a v1
 * matrix input (`dry-run`, `collect`, and `commit-status: leg`, which inputs.ts refuses).
 */
function foreignInputs(role, env = process.env) {
    const own = new Set(ROLE_INPUTS[role]);
    const names = new Set([...Object.values(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd), ...Object.keys(V1_INPUTS)]);
    const problems = [];
    for (const name of names) {
        if (own.has(name) || given(name, env) === undefined)
            continue;
        const problem = foreign(role, name);
        if (problem !== undefined)
            problems.push(problem);
    }
    return problems;
}
/** Said when `commit-status: leg` (v1) is given. */
const V1_LEG_STATUS = `Input '${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.CommitStatus}' is 'leg', a v1 value gone in v2: a matrix's legs store their results for ${WHERE.collect}, which writes one status for the whole run. Give the legs 'true' (one status per dataset) or nothing. ${MIGRATION}`;


/***/ })

};

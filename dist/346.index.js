export const id = 346;
export const ids = [346];
export const modules = {

/***/ 36982:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gq: () => (/* binding */ stepDatasetSettings),
/* harmony export */   It: () => (/* binding */ readSecretInputs),
/* harmony export */   ND: () => (/* binding */ readPlanSettings),
/* harmony export */   Q$: () => (/* binding */ titleFor),
/* harmony export */   b6: () => (/* binding */ isSingleDataset),
/* harmony export */   eW: () => (/* binding */ readCollectSettings),
/* harmony export */   fG: () => (/* binding */ readGenerateSettings)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(33838);
/* harmony import */ var _config_constants_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64687);
/* harmony import */ var _common_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(71922);
/* harmony import */ var _common_log_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(81095);
/* harmony import */ var _datasets_find_patterns_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(15178);
/* harmony import */ var _common_input_values_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(70564);
/* harmony import */ var _datasets_convert_columns_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(72486);
/* harmony import */ var _datasets_read_delimiter_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(79747);
/* harmony import */ var _github_context_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(19556);
/* harmony import */ var _features_hand_off_hand_off_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(75832);
/* harmony import */ var _config_metadata_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(61805);
/* harmony import */ var _features_manifest_dataset_settings_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(63395);
/* harmony import */ var _config_role_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(94204);
/**
 * The only module that reads the action's inputs. Every input is checked here, before any
 * request, and every problem found is reported at once. The files themselves are checked
 * next, by datasets.ts.
 */














/** More parallel generations than this would only meet the service's rate limits. */
const MAX_CONCURRENCY = 20;
/** The settings the step's inputs give every dataset, before a manifest's. */
function stepDatasetSettings(settings) {
    const full = settings;
    return {
        title: full.title,
        instructions: full.instructions,
        fileType: settings.fileType,
        reading: settings.reading,
        compareKey: settings.compareKey,
        allowedEmails: full.allowedEmails ?? [],
        allowPdfExport: full.allowPdfExport,
        allowScrollableCards: full.allowScrollableCards
    };
}
/** The title sent for `dataset`: `title` itself, or with several datasets `title — file name`. */
function titleFor(title, dataset, several) {
    if (title === undefined || !several || dataset === undefined)
        return title;
    return `${title} — ${dataset.fileName}`;
}
/** One path (not a pattern), or following a generation: the single-dashboard form of the step. */
function isSingleDataset(settings) {
    return settings.generationId !== undefined || (0,_datasets_find_patterns_js__WEBPACK_IMPORTED_MODULE_5__/* .isSinglePath */ .kc)(settings.patterns);
}
/** The inputs that hold secrets, as given: registered (main.ts) before any input is checked. */
function readSecretInputs() {
    return {
        apiKey: _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.ApiKey),
        githubToken: _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.GithubToken),
        baseUrl: _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.BaseUrl)
    };
}
/** Gathers every input's problem, so the user fixes them all in one go. */
class InputProblems {
    messages = [];
    add(message) {
        this.messages.push(message);
    }
    /** `read`'s value, or undefined with its error kept as a problem. */
    check(read) {
        try {
            return read();
        }
        catch (error) {
            this.add(error.message);
            return undefined;
        }
    }
}
/** The inputs of the action at the root, checked: a single job, or a matrix's leg. */
function readGenerateSettings() {
    return checked('generate', problems => {
        const { commentTagDefault, ...sources } = readSources(problems);
        const github = readGitHub(problems, commentTagDefault);
        const commitStatus = readCommitStatus(problems, github);
        const dashboardIssue = readDashboardIssue(problems, github);
        const leg = readLeg(problems, { ...github, dashboardIssue });
        if (leg !== undefined)
            refuseOnEnterpriseServer(problems, `Input '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Leg}' is set: this job is a matrix leg`);
        return {
            ...readService(problems),
            ...sources,
            ...readRequest(problems),
            reading: readReading(problems),
            ...readWaiting(problems),
            ...github,
            commitStatus,
            dashboardIssue,
            maxLegs: _config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_MATRIX_JOBS */ .Ab,
            leg,
            ...readCompare(problems),
            ...readReuse(problems)
        };
    });
}
/** plan/'s inputs, checked: the datasets as the root reads them, and the most legs. */
function readPlanSettings() {
    return checked('plan', problems => {
        const patterns = (0,_datasets_find_patterns_js__WEBPACK_IMPORTED_MODULE_5__/* .parsePatterns */ .Z7)(_actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.File));
        const config = readConfig(problems, patterns);
        if (patterns.length === 0 && config === undefined)
            problems.add(`Input '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.File}' is required (or '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Config}', a manifest of the datasets): the path or glob patterns of the datasets to plan.`);
        checkPatterns(problems, patterns);
        const fileType = readFileType(problems);
        const github = readGitHub(problems, config ?? defaultTag(patterns));
        const commitStatus = readCommitStatus(problems, github);
        refuseOnEnterpriseServer(problems, 'This is the plan/ sub-action, a matrix job');
        return {
            patterns,
            config,
            fileType,
            reading: readReading(problems),
            ...readWaiting(problems),
            ...github,
            commitStatus,
            maxLegs: problems.check(() => parseMaxLegs(_actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.MaxLegs) || `${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_MATRIX_JOBS */ .Ab}`)) ??
                _config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_MATRIX_JOBS */ .Ab,
            ...readCompare(problems)
        };
    });
}
/** collect/'s inputs, checked: the comment and the statuses it writes. */
function readCollectSettings() {
    return checked('collect', problems => {
        const github = readGitHub(problems, '');
        const commitStatus = readCommitStatus(problems, github);
        const dashboardIssue = readDashboardIssue(problems, github);
        refuseOnEnterpriseServer(problems, 'This is the collect/ sub-action, a matrix job');
        return {
            dashboardIssue,
            comment: github.comment,
            commentTag: github.commentTag,
            givenTag: github.givenTag,
            githubToken: github.githubToken,
            prNumber: github.prNumber,
            commitStatus,
            timeoutMs: readWaiting(problems).timeoutMs
        };
    });
}
/**
 * `read`'s settings, once every input is checked: another role's inputs (or v1's) are refused
 * first, and every problem found is reported at once, so the user fixes them all in one go.
 */
function checked(role, read) {
    const problems = new InputProblems();
    for (const message of (0,_config_role_js__WEBPACK_IMPORTED_MODULE_12__/* .foreignInputs */ .eD)(role))
        problems.add(message);
    const settings = read(problems);
    if (problems.messages.length > 0)
        throw new _common_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ProblemsError */ .F(problems.messages.map(message => ({ message })));
    return settings;
}
function readCompare(problems) {
    return {
        compare: problems.check(() => (0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_6__/* .parseOptionalBoolean */ .sJ)(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Compare, _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Compare))) ??
            true,
        compareKey: problems.check(() => (0,_features_manifest_dataset_settings_js__WEBPACK_IMPORTED_MODULE_11__/* .parseSetting */ .WC)(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.CompareKey, _config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.CompareKey, _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.CompareKey)))?.compareKey
    };
}
/** The service and its key. */
function readService(problems) {
    const apiKey = _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.ApiKey);
    problems.check(() => checkKey(apiKey));
    const baseUrl = problems.check(() => (0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_6__/* .parseBaseUrl */ .Q2)(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.BaseUrl, _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.BaseUrl)));
    return { apiKey, baseUrl };
}
/** What to generate from: the `file` input's datasets, or a generation already started. */
function readSources(problems) {
    const rawId = _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.GenerationId);
    const generationId = problems.check(() => (0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_6__/* .parseGenerationId */ .RV)(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.GenerationId, rawId));
    const patterns = (0,_datasets_find_patterns_js__WEBPACK_IMPORTED_MODULE_5__/* .parsePatterns */ .Z7)(_actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.File));
    const config = readConfig(problems, patterns);
    // A malformed generation-id is reported as such; only a missing one makes 'file' required.
    if (patterns.length === 0 && rawId === '' && config === undefined) {
        problems.add(`Input '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.File}' is required (or '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Config}', a manifest of the datasets; or 'generation-id', to follow a generation already started).`);
    }
    checkPatterns(problems, patterns);
    if (generationId !== undefined && (patterns.length > 0 || config !== undefined)) {
        _common_log_js__WEBPACK_IMPORTED_MODULE_4__/* .info */ .pq(`Following generation ${generationId}; '${config === undefined ? _config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.File : _config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Config}' is not read.`);
    }
    return {
        patterns: generationId === undefined ? patterns : [],
        config: generationId === undefined ? config : undefined,
        generationId,
        fileType: readFileType(problems),
        commentTagDefault: config ?? defaultTag(patterns)
    };
}
/**
 * The `config` input: the manifest's path, workspace-relative and '/'-separated. With it, the
 * manifest lists the datasets, so `file` stays empty.
 */
function readConfig(problems, patterns) {
    const raw = _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Config);
    if (raw === '')
        return undefined;
    if (patterns.length > 0)
        problems.add(`Inputs '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.File}' and '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Config}' are both given ('${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Config}' is ${(0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_6__/* .quote */ .hD)(raw)}); the manifest lists the datasets with their settings. Move the '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.File}' patterns into its entries, or remove '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Config}'.`);
    const file = node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.normalize(raw.replace(/\\/g, '/'));
    if (raw.includes('\0') ||
        /[\r\n]/.test(raw) ||
        node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.isAbsolute(file) ||
        /^[A-Za-z]:/.test(file) ||
        file === '..' ||
        file.startsWith('../')) {
        problems.add(`Input '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Config}' is ${(0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_6__/* .quote */ .hD)(raw)}; give the manifest's path in the repository, such as .github/dashboards.yml.`);
        return undefined;
    }
    return file;
}
function checkPatterns(problems, patterns) {
    if (patterns.some(p => p.includes('\0')))
        problems.add(`Input '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.File}' holds a NUL character.`);
}
function readFileType(problems) {
    return problems.check(() => (0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_6__/* .parseFileType */ .S7)(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.FileType, _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.FileType)));
}
/** How the datasets are read, and what of them leaves the runner. */
function readReading(problems) {
    return {
        encoding: problems.check(() => (0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_6__/* .parseEncoding */ .l)(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Encoding, _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Encoding))),
        delimiter: problems.check(() => (0,_datasets_read_delimiter_js__WEBPACK_IMPORTED_MODULE_13__/* .parseDelimiter */ .DZ)(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Delimiter, _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Delimiter, { trimWhitespace: false }))),
        decimalComma: problems.check(() => (0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_6__/* .parseDecimalComma */ .cc)(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.DecimalSeparator, _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.DecimalSeparator))),
        columns: problems.check(() => (0,_datasets_convert_columns_js__WEBPACK_IMPORTED_MODULE_7__/* .parseColumns */ .f)(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Columns, _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Columns))),
        oversize: problems.check(() => (0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_6__/* .parseOversize */ .$u)(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Oversize, _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Oversize))) ?? 'fail'
    };
}
/** What the start call sends besides the file. */
function readRequest(problems) {
    const flag = (input) => problems.check(() => (0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_6__/* .parseOptionalBoolean */ .sJ)(input, _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(input)));
    const instructions = _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Instructions, { trimWhitespace: false });
    return {
        title: problems.check(() => (0,_features_manifest_dataset_settings_js__WEBPACK_IMPORTED_MODULE_11__/* .parseSetting */ .WC)(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Title, _config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Title, _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Title)))
            ?.title,
        instructions: instructions.trim() === '' ? undefined : instructions,
        allowedEmails: problems.check(() => (0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_6__/* .parseEmails */ .N0)(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.AllowedEmails, _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.AllowedEmails))) ??
            [],
        allowPdfExport: flag(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.AllowPdfExport),
        allowScrollableCards: flag(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.AllowScrollableCards)
    };
}
/** Whether and how long to wait, and how many generations at once. */
function readWaiting(problems) {
    const seconds = (input, fallback) => problems.check(() => (0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_6__/* .parseSeconds */ .fL)(input, _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(input) || fallback)) ?? 0;
    return {
        wait: problems.check(() => (0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_6__/* .parseOptionalBoolean */ .sJ)(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Wait, _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Wait))) ?? true,
        timeoutMs: seconds(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Timeout, '600') * 1000,
        pollIntervalMs: seconds(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.PollInterval, '10') * 1000,
        maxConcurrency: problems.check(() => parseConcurrency(_actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.MaxConcurrency) || '4')) ?? 0
    };
}
/** Whether to reuse earlier generations, and how old they may be. */
function readReuse(problems) {
    const given = problems.check(() => (0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_6__/* .parseOptionalBoolean */ .sJ)(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Reuse, _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Reuse)));
    const maxAgeMs = problems.check(() => (0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_6__/* .parseDays */ .bs)(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.MaxAge, _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.MaxAge) || '6')) ?? 0;
    return { reuse: given ?? true, maxAgeMs };
}
/** The GitHub side: the token, the pull-request comment, and keeping only the changed files. */
function readGitHub(problems, commentTagDefault) {
    const flag = (input) => problems.check(() => (0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_6__/* .parseOptionalBoolean */ .sJ)(input, _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(input))) ?? false;
    const githubToken = _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.GithubToken);
    const changedOnly = flag(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.ChangedOnly);
    if (changedOnly && githubToken === '') {
        problems.add(`Input '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.ChangedOnly}' is true, but '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.GithubToken}' is empty: the changed files are read from the GitHub API.`);
    }
    return {
        changedOnly,
        comment: flag(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Comment),
        commentTag: _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.CommentTag) || commentTagDefault,
        givenTag: _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.CommentTag) || undefined,
        githubToken,
        prNumber: problems.check(() => parsePrNumber(_actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.PrNumber))),
        approvalLabel: problems.check(() => parseLabel(_actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.ApprovalLabel))) ?? ''
    };
}
/** GitHub's issue titles are at most 256 characters. */
const MAX_ISSUE_TITLE_LENGTH = 256;
/** Whether to keep the dashboards issue, and its title. */
function readDashboardIssue(problems, github) {
    const wanted = problems.check(() => (0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_6__/* .parseOptionalBoolean */ .sJ)(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.DashboardIssue, _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.DashboardIssue)));
    const raw = _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.DashboardIssueTitle);
    const title = raw.trim() || _config_metadata_js__WEBPACK_IMPORTED_MODULE_10__/* .INPUTS */ .mc[_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.DashboardIssueTitle].default;
    if (title.length > MAX_ISSUE_TITLE_LENGTH || /[\r\n]/.test(title))
        problems.add(`Input '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.DashboardIssueTitle}' is ${(0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_6__/* .quote */ .hD)(raw)}; give one line of at most ${MAX_ISSUE_TITLE_LENGTH} characters (GitHub's limit for an issue's title), or leave it out for '${_config_metadata_js__WEBPACK_IMPORTED_MODULE_10__/* .INPUTS */ .mc[_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.DashboardIssueTitle].default}'.`);
    if (!wanted)
        return undefined;
    if (github.githubToken === '')
        problems.add(`Input '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.DashboardIssue}' is true, but '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.GithubToken}' is empty: the issue is written through the GitHub API, with 'issues: write'.`);
    return { title };
}
/** GitHub's labels are at most 50 characters. */
const MAX_LABEL_LENGTH = 50;
function parseLabel(raw) {
    const label = raw.trim() || _config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_APPROVAL_LABEL */ .Zw;
    if (label.length > MAX_LABEL_LENGTH || /[\r\n]/.test(label))
        throw new Error(`Input '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.ApprovalLabel}' is ${(0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_6__/* .quote */ .hD)(raw)}; give the name of one label (at most ${MAX_LABEL_LENGTH} characters), as it is shown on the pull request, or leave it out for the default.`);
    return label;
}
/** Whether results are recorded as commit statuses. */
function readCommitStatus(problems, github) {
    const raw = _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.CommitStatus).trim().toLowerCase();
    // 'dataset' was v1's other name for true.
    const modes = { '': false, false: false, true: true, dataset: true };
    const commitStatus = modes[raw];
    if (raw === 'leg')
        problems.add(_config_role_js__WEBPACK_IMPORTED_MODULE_12__/* .V1_LEG_STATUS */ .iz);
    else if (commitStatus === undefined)
        problems.add(`Input '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.CommitStatus}' is ${(0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_6__/* .quote */ .hD)(_actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.CommitStatus))}; it must be true or false.`);
    if (commitStatus && github.githubToken === '')
        problems.add(`Input '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.CommitStatus}' is true, but '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.GithubToken}' is empty: statuses are written through the GitHub API.`);
    return commitStatus ?? false;
}
/**
 * This job's leg of a matrix planned by plan/, if it is one. A leg writes no comment: collect/
 * does. A leg reads no manifest: plan/ does, and a leg whose value names the plan's settings
 * (`+<digest>`) takes its datasets' settings from the plan alone, so it is given none itself.
 */
function readLeg(problems, github) {
    const rawLeg = _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Leg);
    const leg = rawLeg === '' ? undefined : problems.check(() => (0,_features_hand_off_hand_off_js__WEBPACK_IMPORTED_MODULE_9__/* .parseLeg */ .U3)(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Leg, rawLeg));
    if (leg === undefined)
        return leg;
    if (github.comment)
        problems.add(`Input '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Comment}' is true on a matrix leg ('${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Leg}': ${(0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_6__/* .quote */ .hD)(rawLeg)}): in a matrix, the collect/ sub-action writes the one comment once every leg has ended. Remove '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Comment}' from the legs and give it to collect/.`);
    if (github.dashboardIssue !== undefined)
        problems.add(`Input '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.DashboardIssue}' is true on a matrix leg ('${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Leg}': ${(0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_6__/* .quote */ .hD)(rawLeg)}): in a matrix, the collect/ sub-action keeps the dashboards issue once every leg has ended, and the legs make no request. Remove '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.DashboardIssue}' from the legs and give it to collect/.`);
    if (_actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Config) !== '')
        problems.add(`Input '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Config}' is given to a matrix leg ('${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Leg}': ${(0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_6__/* .quote */ .hD)(rawLeg)}): in a matrix, plan/ reads the manifest and hands each leg its datasets' settings. Give '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Config}' to plan/, and give the legs 'file: \${{ matrix.file }}' and 'leg: \${{ matrix.leg }}'.`);
    const own = _features_manifest_dataset_settings_js__WEBPACK_IMPORTED_MODULE_11__/* .DATASET_KEYS */ .EB.filter(key => {
        const raw = _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(key).trim();
        return raw !== '' && raw !== _config_metadata_js__WEBPACK_IMPORTED_MODULE_10__/* .INPUTS */ .mc[key].default;
    });
    if (leg.settings !== undefined && own.length > 0)
        problems.add(`${own.length === 1 ? 'Input' : 'Inputs'} ${own.map(key => `'${key}'`).join(', ')} ${own.length === 1 ? 'is' : 'are'} given to a matrix leg whose plan read a manifest ('${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Leg}': ${(0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_6__/* .quote */ .hD)(rawLeg)}): each dataset's settings come from the manifest, through the plan, and a leg uses no others. Put ${own.length === 1 ? 'it' : 'them'} in the manifest (under 'defaults:' for every dataset) and remove ${own.length === 1 ? 'it' : 'them'} from the legs.`);
    return leg;
}
/** A matrix's job (`what` says which) cannot run where GitHub has no artifact service v4. */
function refuseOnEnterpriseServer(problems, what) {
    const server = (0,_github_context_js__WEBPACK_IMPORTED_MODULE_8__/* .enterpriseServer */ .nB)(process.env.GITHUB_SERVER_URL);
    if (server !== undefined)
        problems.add(`${what}, and the matrix hands its results on through the run's artifacts (GitHub's artifact service, v4), which GitHub Enterprise Server (${server}) does not have. On GitHub Enterprise Server, run one job with the action at the root instead: it generates every dataset its 'file' patterns match, up to 20 at once ('${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.MaxConcurrency}'), and reports them in one summary and comment.`);
}
/** The dataset's path, or the patterns: the same input keeps the same comment across runs. */
function defaultTag(patterns) {
    if (patterns.length === 0)
        return 'dashboard';
    return patterns.map(p => p.replace(/\\/g, '/').replace(/^(\.\/)+/, '')).join(', ');
}
function parseConcurrency(raw) {
    if (!/^\d+$/.test(raw.trim()) || Number(raw) < 1 || Number(raw) > MAX_CONCURRENCY) {
        throw new Error(`Input '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.MaxConcurrency}' is ${(0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_6__/* .quote */ .hD)(raw)}; it must be a whole number from 1 to ${MAX_CONCURRENCY}.`);
    }
    return Number(raw);
}
function parseMaxLegs(raw) {
    if (!/^\d+$/.test(raw.trim()) || Number(raw) < 1 || Number(raw) > _config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_MATRIX_JOBS */ .Ab) {
        throw new Error(`Input '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.MaxLegs}' is ${(0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_6__/* .quote */ .hD)(raw)}; give a whole number from 1 to ${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_MATRIX_JOBS */ .Ab}, the most jobs GitHub runs from one matrix.`);
    }
    return Number(raw);
}
function parsePrNumber(raw) {
    if (raw === '')
        return undefined;
    if (!/^[1-9]\d{0,9}$/.test(raw)) {
        throw new Error(`Input '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.PrNumber}' is ${(0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_6__/* .quote */ .hD)(raw)}; it must be a pull request's number, such as 42.`);
    }
    return Number(raw);
}
function checkKey(apiKey) {
    if (apiKey === '') {
        throw new Error(`Input '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.ApiKey}' is empty. Pass the key from a secret (api-key: \${{ secrets.DASHBOARD_API_KEY }}); note that GitHub does not give secrets to workflows run for pull requests from forks.`);
    }
    if (!apiKey.startsWith(_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .KEY_PREFIX */ .nF)) {
        throw new Error(`Input '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.ApiKey}' does not start with '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .KEY_PREFIX */ .nF}'; service keys do. Copy the key from the service's API settings (its value is not shown here).`);
    }
    if (!/^[\x21-\x7e]+$/.test(apiKey)) {
        throw new Error(`Input '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.ApiKey}' holds spaces, line breaks or other characters a key cannot have; check the secret's value (not shown here).`);
    }
}


/***/ }),

/***/ 67521:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   eg: () => (/* binding */ runStep),
/* harmony export */   iy: () => (/* binding */ problemTexts),
/* harmony export */   w8: () => (/* binding */ stepDependencies)
/* harmony export */ });
/* harmony import */ var _common_clock_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39987);
/* harmony import */ var _config_constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64687);
/* harmony import */ var _common_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(71922);
/* harmony import */ var _common_log_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(81095);
/* harmony import */ var _common_redact_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6800);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(36982);
/* harmony import */ var _report_messages_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(53020);
/* harmony import */ var _report_summary_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(57994);
/**
 * What every role's step shares: its secrets masked before anything else, a cancelled job
 * caught to report before it is killed, and the one failure point, which tells each problem and,
 * when nothing listed the dashboards, writes the failure summary.
 */








/** A runner's: the system clock, the job's workspace, signals caught. */
function stepDependencies() {
    return {
        clock: _common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .systemClock */ .m,
        workspace: process.env.GITHUB_WORKSPACE || process.cwd(),
        handleSignals: true
    };
}
/** Runs `body` as a step: however it ends, it is reported, and a failure is told once. */
async function runStep(options, body) {
    const secrets = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_5__/* .readSecretInputs */ .It)();
    (0,_common_redact_js__WEBPACK_IMPORTED_MODULE_4__/* .registerSecrets */ .dg)(secrets);
    const state = { secrets, summarised: false };
    const report = options.report ?? (() => Promise.resolve());
    const stopCatching = options.handleSignals
        ? catchCancellation(options.runs ?? (() => []), cancelled => report(cancelled, undefined))
        : () => undefined;
    try {
        await body(state);
    }
    catch (error) {
        await report(false, error);
        fail(error);
        // A summary listing the dashboards already shows the failed ones; else the errors are told.
        if (!state.summarised)
            await (0,_report_summary_js__WEBPACK_IMPORTED_MODULE_7__/* .writeFailureSummary */ .KJ)(problemTexts(error), options.role);
    }
    finally {
        stopCatching();
    }
}
/** Each problem an error holds, as the step's errors tell them. */
function problemsOf(error) {
    return error instanceof _common_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ProblemsError */ .F
        ? error.problems
        : [{ message: error instanceof Error ? error.message : String(error) }];
}
/** Each problem an error holds, as text. */
function problemTexts(error) {
    return problemsOf(error).map(problem => problem.message);
}
/** The step's one failure point: each problem as its own error, with its annotation if it has one. */
function fail(error) {
    for (const problem of problemsOf(error))
        _common_log_js__WEBPACK_IMPORTED_MODULE_3__/* .error */ .z3(problem.message, problem.annotation ?? {});
    process.exitCode = _config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .FAILURE_EXIT_CODE */ .uv;
}
/**
 * A cancelled job gets SIGINT, then SIGTERM, then is killed. Report every generation at once
 * and exit, so the outputs and summary say how to resume.
 */
function catchCancellation(current, report) {
    const onSignal = (signal) => {
        const setback = { kind: 'cancelled', signal };
        for (const run of current()) {
            if (run.outcome !== 'pending')
                continue;
            run.outcome = 'cancelled';
            run.setback = setback;
        }
        const exit = () => process.exit(_config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .FAILURE_EXIT_CODE */ .uv);
        const cancelled = current().find(r => r.setback === setback);
        _common_log_js__WEBPACK_IMPORTED_MODULE_3__/* .error */ .z3((0,_report_messages_js__WEBPACK_IMPORTED_MODULE_6__/* .problemWithHint */ .fZ)(cancelled ?? { outcome: 'cancelled', setback, elapsedMs: 0 }) ?? signal);
        report(true).then(exit, exit);
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    return () => {
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
    };
}


/***/ }),

/***/ 39987:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ systemClock)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);
/** Time as the waiting code sees it; tests pass a fake so nothing waits on the wall clock. */

const systemClock = {
    now: () => Date.now(),
    sleep: (ms, signal) => (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(ms, undefined, { signal }),
    random: () => Math.random()
};


/***/ }),

/***/ 28063:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ issueMarker),
/* harmony export */   x: () => (/* binding */ marker)
/* harmony export */ });
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6800);
/**
 * The hidden first lines that identify a tag's pull-request comment and its dashboards issue:
 * written by the report, searched for by the GitHub side, so they sit below both.
 */

/** The tag encoded so it cannot end the HTML comment. */
function encoded(tag) {
    return (0,_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(tag).replace(/[^A-Za-z0-9._/ ]/g, c => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}
/** The first line of the tag's pull-request comment. */
function marker(tag) {
    return `<!-- dashboard-action comment-tag: ${encoded(tag)} -->`;
}
/** The first line of the tag's dashboards issue: no comment's marker is found in it, nor it in one. */
function issueMarker(tag) {
    return `<!-- dashboard-action dashboards-issue: ${encoded(tag)} -->`;
}


/***/ }),

/***/ 60239:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RK: () => (/* binding */ visible),
/* harmony export */   wz: () => (/* binding */ showBidiControls)
/* harmony export */ });
/* unused harmony export BIDI_CONTROLS */
/**
 * Characters that change how the text around them is shown: the bidirectional embeddings,
 * overrides and isolates a "Trojan Source" name uses to show one thing and be another. No sink
 * passes them on as themselves; a reader sees each written out, as `\u202e`.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
/** A character written out as its code, e.g. `\u202e`. */
function visible(c) {
    return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
}
function showBidiControls(text) {
    return text.replace(BIDI_CONTROLS, visible);
}


/***/ }),

/***/ 71922:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ ProblemsError)
/* harmony export */ });
/** Several problems found together, each reported as its own error. */
class ProblemsError extends Error {
    problems;
    constructor(problems) {
        super(problems.map(p => p.message).join('\n'));
        this.problems = problems;
        this.name = 'ProblemsError';
    }
}


/***/ }),

/***/ 81095:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $e: () => (/* binding */ warning),
/* harmony export */   N4: () => (/* binding */ endGroup),
/* harmony export */   Oh: () => (/* binding */ startGroup),
/* harmony export */   Yz: () => (/* binding */ debug),
/* harmony export */   lm: () => (/* binding */ notice),
/* harmony export */   pq: () => (/* binding */ info),
/* harmony export */   z3: () => (/* binding */ error),
/* harmony export */   zQ: () => (/* binding */ flushStepLog)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var _controls_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(60239);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6800);
/**
 * The step log and its annotations: the only module that writes to them. Whatever it is given
 * may hold untrusted text (file names, the service's and GitHub's words), so every message is
 * redacted and made unable to act as a runner command before it is written.
 *
 * A runner reads a stdout line as a command when, after leading white space, it starts with
 * `::`, or when it holds `##[`; it breaks lines at `\r` as well as `\n`. So a plain log line is
 * kept to one line with those sequences defused. Annotations, debug lines and group names are
 * written by @actions/core as one `::command::` line with `%`, `\r` and `\n` escaped (and their
 * properties with `:` and `,` too), so they keep their line breaks.
 */



/**
 * Line breaks of every kind, and control characters that could rewrite what the log shows,
 * bidirectional controls (controls.ts) included.
 */
const CONTROL = 
// eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/** One log line that cannot start or carry a runner command, with every secret hidden. */
function safeLine(text) {
    const line = (0,_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(text)
        .replace(/\r\n|\r|\n/g, match => (match === '\n' ? '\\n' : '\\r'))
        .replace(CONTROL, _controls_js__WEBPACK_IMPORTED_MODULE_2__/* .visible */ .RK)
        .replace(/##\[/g, '#\\#[');
    // Shown after the white space, so the line no longer starts with `::`.
    return line.replace(/^(\s*)::/, '$1\\::');
}
/** Text for a `::command::` line: its own escaping keeps it one line; `##[` is defused anyway. */
function commandText(text) {
    return (0,_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(text)
        .replace(/##\[/g, '#\\#[')
        .replace(CONTROL, c => (c === '\r' || c === '\n' ? c : (0,_controls_js__WEBPACK_IMPORTED_MODULE_2__/* .visible */ .RK)(c)));
}
function commandProperties(properties) {
    const safe = { ...properties };
    if (safe.title !== undefined)
        safe.title = commandText(safe.title);
    if (safe.file !== undefined)
        safe.file = (0,_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(safe.file);
    return safe;
}
function info(text) {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(safeLine(text));
}
function debug(text) {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(commandText(text));
}
function notice(text, properties = {}) {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(commandText(text), commandProperties(properties));
}
function warning(text, properties = {}) {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(commandText(text), commandProperties(properties));
}
function error(text, properties = {}) {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .error */ .z3(commandText(text), commandProperties(properties));
}
/** A group's name is one line: the runner shows it as the group's heading. */
function startGroup(name) {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .startGroup */ .Oh(safeLine(name));
}
function endGroup() {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .endGroup */ .N4();
}
/**
 * Resolves once everything written to the step log so far has been handed to the system: on a
 * pipe (as the runner reads it) a write can still be queued, and `process.exit` drops it.
 */
async function flushStepLog() {
    await Promise.all([process.stdout, process.stderr].map(stream => new Promise(resolve => {
        if (stream.destroyed || !stream.writable)
            resolve();
        else
            stream.write('', () => resolve());
    })));
}


/***/ }),

/***/ 43211:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ limiter),
/* harmony export */   W: () => (/* binding */ mapWithConcurrency)
/* harmony export */ });
/** Runs `work` on every item, at most `limit` at once; results keep the items' order. */
async function mapWithConcurrency(items, limit, work) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const index = next++;
            results[index] = await work(items[index], index);
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return results;
}
/**
 * A gate that runs at most `limit` tasks at once, each as soon as a place is free, in the order
 * they were given; each call's promise settles as its task does.
 */
function limiter(limit) {
    let running = 0;
    const waiting = [];
    return async (task) => {
        if (running >= limit)
            await new Promise(resolve => waiting.push(resolve));
        running++;
        try {
            return await task();
        }
        finally {
            running--;
            waiting.shift()?.();
        }
    };
}


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


/***/ }),

/***/ 27798:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fu: () => (/* binding */ prepareUpload),
/* harmony export */   Mm: () => (/* binding */ PrepareError),
/* harmony export */   W5: () => (/* binding */ oversizeAdvice),
/* harmony export */   gj: () => (/* binding */ readsAsCommitted),
/* harmony export */   z3: () => (/* binding */ formatBytes),
/* harmony export */   z4: () => (/* binding */ canonicalFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64687);
/* harmony import */ var _common_input_values_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70564);
/* harmony import */ var _columns_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(72486);
/* harmony import */ var _convert_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(59079);
/* harmony import */ var _convert_worker_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(94085);
/* harmony import */ var _read_delimiter_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(79747);
/* harmony import */ var _read_formats_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(30378);
/* harmony import */ var _sample_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(82807);
/* harmony import */ var _scratch_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(63527);
/* harmony import */ var _read_text_source_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(49189);
/**
 * From the file as committed to the file uploaded. A UTF-8, comma-separated CSV or a JSON file
 * within the service's limit goes as it is, byte for byte. Anything else is converted once, as it
 * streams, into the step's scratch folder: other formats and encodings, columns kept or dropped,
 * and past the limit, with `oversize: sample`, a sample of the rows that fits.
 */











/**
 * Whether content starting with `start` is what the service reads as it is: not gzip, not
 * UTF-16, a JSON file without a byte-order mark (which JSON parsers may refuse), a CSV separated
 * by commas. `complete`: `start` is the whole content. compare.ts asks it of a base version too.
 */
function readsAsCommitted(start, readAs, complete) {
    const { format } = readAs;
    if (format !== 'csv' && format !== 'json')
        return false;
    if (readAs.encoding !== undefined || (0,_read_text_source_js__WEBPACK_IMPORTED_MODULE_9__/* .isGzip */ .bf)(start))
        return false;
    if (format === 'csv' && readAs.decimalComma === true)
        return false;
    if ((start[0] === 0xff && start[1] === 0xfe) || (start[0] === 0xfe && start[1] === 0xff))
        return false;
    if (format === 'json')
        return !(start[0] === 0xef && start[1] === 0xbb && start[2] === 0xbf);
    const text = start.toString('utf8').replace(/^\uFEFF/, '');
    return (readAs.delimiter ?? (0,_read_delimiter_js__WEBPACK_IMPORTED_MODULE_10__/* .detectDelimiter */ .T6)(text, complete)) === ',';
}
/** How much of a file `readsAsCommitted` looks at: a header and the first records. */
const START_BYTES = 64 * 1024;
/**
 * Said of every dataset past the limit: the limit, and every way through it the action offers
 * (compression is none: the service is sent plain CSV or JSON, whatever was committed).
 */
function oversizeAdvice() {
    return `the service accepts at most 10 MB (${_config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_DATASET_BYTES */ .Kl.toLocaleString('en-US')} bytes). Set '${_config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Oversize}: sample' to upload a uniform random sample of its rows that fits, or '${_config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Columns}' to send fewer columns (!name drops one), or split it into files under 10 MB and list them all in '${_config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.File}' (one per line, or a pattern), each its own dashboard`;
}
function formatBytes(bytes) {
    return `${(bytes / (1024 * 1024)).toFixed(1)} MB (${bytes.toLocaleString('en-US')} bytes)`;
}
/** An unexpected error's message as one short clause, without control characters. */
function clause(error) {
    const message = error instanceof Error ? error.message : String(error);
    return (message
        // eslint-disable-next-line no-control-regex -- control characters are what is removed
        .replace(/[\u0000-\u001f\u007f]+/g, ' ')
        .slice(0, 200)
        .replace(/\.$/, ''));
}
/** A dataset that cannot go: the clause to follow its name, and the line if known. */
class PrepareError extends Error {
    line;
    constructor(message, line) {
        super(message);
        this.line = line;
        this.name = 'PrepareError';
    }
}
/**
 * The file to upload for the content at `file` (the dataset, or its fetched LFS object):
 * `file` itself when it goes as it is, else a converted file.
 */
async function prepareUpload(file, bytes, readAs, reading, time = Infinity) {
    const type = (0,_read_formats_js__WEBPACK_IMPORTED_MODULE_6__/* .uploadTypeOf */ .f$)(readAs.format);
    const start = await (0,_read_text_source_js__WEBPACK_IMPORTED_MODULE_9__/* .fileStart */ .NY)(file, START_BYTES);
    // Columns to drop make another file, whatever it was.
    const asCommitted = reading.columns === undefined && readsAsCommitted(start, readAs, start.length >= bytes);
    if (asCommitted && bytes <= _config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_DATASET_BYTES */ .Kl)
        return { path: file, type, bytes };
    // Past the limit (a byte-order mark aside), no conversion could make it smaller: refused unread.
    if (asCommitted && bytes > _config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_DATASET_BYTES */ .Kl + 3 && reading.oversize !== 'sample')
        throw new PrepareError(`is ${formatBytes(bytes)}; ${oversizeAdvice()}`);
    const destination = (0,_scratch_js__WEBPACK_IMPORTED_MODULE_8__/* .scratchPath */ .K)(`.${type}`);
    let converted;
    try {
        converted = await (0,_convert_worker_js__WEBPACK_IMPORTED_MODULE_5__/* .convert */ .C6)(file, destination, {
            format: readAs.format,
            encoding: readAs.encoding,
            delimiter: readAs.delimiter,
            decimalComma: readAs.decimalComma,
            columns: reading.columns,
            columnsInput: _config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Columns,
            limitBytes: _config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_DATASET_BYTES */ .Kl,
            sampleSeed: reading.oversize === 'sample' ? await (0,_sample_js__WEBPACK_IMPORTED_MODULE_7__/* .sampleSeed */ .m7)(file) : undefined
        }, time);
    }
    catch (error) {
        await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.rm(destination, { force: true });
        if (error instanceof _convert_js__WEBPACK_IMPORTED_MODULE_4__/* .TooLarge */ .M)
            throw new PrepareError(`is larger than 10 MB once ${readAs.format === 'parquet' ? 'converted to CSV' : 'read'} (10 MB were reached after ${error.rowsBefore.toLocaleString('en-US')} rows); ${oversizeAdvice()}`);
        if (error instanceof _read_text_source_js__WEBPACK_IMPORTED_MODULE_9__/* .DataError */ .fL)
            throw new PrepareError(error.message, error.line);
        if (error instanceof _columns_js__WEBPACK_IMPORTED_MODULE_3__/* .ColumnsError */ .II)
            throw new PrepareError(error.message);
        // Whatever else a malformed file makes a reader throw, said of this file.
        throw new PrepareError(`could not be converted (${clause(error)})`);
    }
    const points = readAs.decimalComma === true ? (converted.decimalPointColumns ?? []) : [];
    if (points.length > 0) {
        await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.rm(destination, { force: true });
        throw new PrepareError(decimalPointsMessage(points));
    }
    return {
        path: destination,
        type: converted.type,
        bytes: converted.bytes,
        conversion: {
            format: readAs.format,
            gzip: converted.gzip,
            encoding: converted.encoding === 'utf-8' ? undefined : converted.encoding,
            delimiter: converted.delimiter === ',' ? undefined : converted.delimiter,
            rows: converted.rows,
            rowsInFile: converted.rowsInFile,
            sampleOneIn: converted.sampleOneIn,
            columnsDropped: converted.columnsDropped,
            decimalComma: converted.decimalCommas === true,
            decimalCommaColumns: converted.decimalCommaColumns ?? []
        }
    };
}
/**
 * `decimal-separator: ,` for a file whose numbers have decimal points: read so, `0.125` would be
 * sent as `0125`, its point taken for a thousands separator, while `10.5` stayed as it is.
 */
function decimalPointsMessage(points) {
    const shown = points
        .slice(0, 5)
        .map(({ column, example }) => `${(0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(column, 40)} (${(0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(example, 24)})`);
    const more = points.length > 5 ? ` and ${points.length - 5} more` : '';
    const one = points.length === 1;
    return `has numbers written with a decimal point in ${one ? 'column' : 'columns'} ${shown.join(', ')}${more}, though '${_config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.DecimalSeparator}' is ,: read with a decimal comma, a point is taken for a thousands separator, so 0.125 would be sent as 0125. Leave '${_config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.DecimalSeparator}' empty for files written with decimal points, or give such files a step of their own`;
}
/**
 * The content at `file` as the service would read it, whole (no sample, every column), for
 * `compare`; `file` itself when it goes as it is. Past `limitBytes`, TooLarge.
 */
async function canonicalFile(file, bytes, readAs, limitBytes) {
    const start = await (0,_read_text_source_js__WEBPACK_IMPORTED_MODULE_9__/* .fileStart */ .NY)(file, START_BYTES);
    if (bytes <= limitBytes && readsAsCommitted(start, readAs, start.length >= bytes))
        return file;
    const destination = (0,_scratch_js__WEBPACK_IMPORTED_MODULE_8__/* .scratchPath */ .K)(`.${(0,_read_formats_js__WEBPACK_IMPORTED_MODULE_6__/* .uploadTypeOf */ .f$)(readAs.format)}`);
    // The comparison as a whole has a minute: its conversions cannot hold the step longer.
    await (0,_convert_worker_js__WEBPACK_IMPORTED_MODULE_5__/* .convert */ .C6)(file, destination, { ...readAs, columnsInput: _config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Columns, limitBytes }, 60_000);
    return destination;
}


/***/ }),

/***/ 63527:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ scratchPath)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/**
 * Files the step makes for itself (a fetched LFS object, a converted dataset, a base version to
 * convert): one folder in the runner's temporary space, removed when the process exits.
 */



let folder;
let made = 0;
/** A new path in the step's folder, ending in `suffix`; nothing is created at it. */
function scratchPath(suffix) {
    if (folder === undefined) {
        const root = process.env.RUNNER_TEMP || node_os__WEBPACK_IMPORTED_MODULE_1___default().tmpdir();
        const created = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdtempSync)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(root, 'dashboard-data-'));
        folder = created;
        process.once('exit', () => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(created, { recursive: true, force: true }));
    }
    made++;
    return node_path__WEBPACK_IMPORTED_MODULE_2___default().join(folder, `${made}${suffix}`);
}


/***/ }),

/***/ 40190:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  XW: () => (/* binding */ findDatasets),
  WJ: () => (/* binding */ isChecked),
  cz: () => (/* binding */ rejection)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/common/log.ts
var log = __webpack_require__(81095);
// EXTERNAL MODULE: ./src/config/constants.ts
var constants = __webpack_require__(64687);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/common/errors.ts
var errors = __webpack_require__(71922);
// EXTERNAL MODULE: ./src/datasets/convert/fit.ts
var fit = __webpack_require__(61698);
// EXTERNAL MODULE: ./src/datasets/read/formats.ts
var formats = __webpack_require__(30378);
// EXTERNAL MODULE: ./src/datasets/find/hints.ts
var hints = __webpack_require__(88351);
// EXTERNAL MODULE: ./node_modules/jsonc-parser/lib/umd/main.js
var main = __webpack_require__(99547);
;// CONCATENATED MODULE: ./src/datasets/read/json-shape.ts
/**
 * Checks JSON text that arrives in pieces, without building it: the syntax, how deep arrays and
 * objects nest, and what the top level holds. jsonc-parser's scanner reads the tokens; a piece may
 * end inside a token, so the last token of each piece is scanned again with the next one. A string
 * or a run of spaces cut that way is not carried whole: what of it was read and found clean is
 * dropped, so a file holding one long string is read once, not once per piece.
 * Memory stays at about one piece however large the file is.
 */

// jsonc-parser's SyntaxKind and ScanError are const enums, which isolated modules cannot read.
const Token = {
    OpenBrace: 1,
    CloseBrace: 2,
    OpenBracket: 3,
    CloseBracket: 4,
    Comma: 5,
    Colon: 6,
    Null: 7,
    True: 8,
    False: 9,
    String: 10,
    Number: 11,
    LineComment: 12,
    BlockComment: 13,
    LineBreak: 14,
    Whitespace: 15,
    Unknown: 16,
    End: 17
};
/** What each ScanError (by its number) means for a dataset's author. */
const SCAN_ERRORS = [
    '',
    'unterminated comment',
    'unterminated string (a line break inside a string is written \\n)',
    'number cut short',
    'invalid \\u escape',
    'invalid escape character',
    'control character inside a string'
];
const END_EXPECTED = 'text after the end of the JSON value: remove it';
/** Returned instead of a message when arrays and objects nest deeper than allowed. */
const TOO_DEEP = Symbol('too deep');
class JsonShape {
    maxDepth;
    problem;
    topLevel;
    /** Elements of a top-level array, or properties of a top-level object. */
    records = 0;
    expect = 'value';
    depth = 0;
    /** 1 where the container open at that depth is an object. */
    objects;
    carry = '';
    /** Zero-based line and column where `carry` starts in the whole text. */
    line = 0;
    column = 0;
    /** Characters of a cut string dropped from `carry` after its opening quote. */
    dropped = 0;
    /** Whether `carry` is a string cut short, its clean inside already dropped. */
    inString = false;
    /** Zero-based line and column where the container open at each depth opened. */
    openedLine;
    openedColumn;
    /** The comma just read between two elements or properties, until a token follows it. */
    comma;
    /** The token being read, for `take` to learn where it is. */
    scanner;
    /** Set by `take` when the problem lies elsewhere than the token read. */
    at;
    constructor(maxDepth) {
        this.maxDepth = maxDepth;
        this.objects = new Uint8Array(maxDepth + 1);
        this.openedLine = new Uint32Array(maxDepth + 1);
        this.openedColumn = new Uint32Array(maxDepth + 1);
    }
    write(piece) {
        if (this.problem !== undefined)
            return;
        if (!this.inString) {
            this.scan(this.carry + piece, false);
            return;
        }
        // Inside a long string the scanner is given only what follows its clean part.
        const text = this.carry + piece;
        const clean = cleanStringPrefix(text, 1);
        this.dropped += clean - 1;
        this.scan(`"${text.slice(clean)}`, false);
    }
    end() {
        if (this.problem === undefined)
            this.scan(this.carry, true);
    }
    scan(text, final) {
        const scanner = (0,main.createScanner)(text, false);
        this.scanner = scanner;
        for (;;) {
            const kind = scanner.scan();
            if (!final && scanner.getTokenOffset() + scanner.getTokenLength() === text.length) {
                // The next piece may continue this token (or the end), so it is read again from its start.
                this.keepCut(text, scanner, kind);
                return;
            }
            const wrong = this.take(kind, scanner.getTokenError());
            if (wrong !== undefined) {
                const start = this.at ?? this.startOf(scanner);
                this.problem = {
                    syntax: wrong === TOO_DEEP ? undefined : wrong,
                    line: start.line + 1,
                    column: start.column + 1,
                    ...(wrong === END_EXPECTED && (kind === Token.OpenBrace || kind === Token.OpenBracket)
                        ? { anotherValue: true }
                        : {})
                };
                return;
            }
            if (kind === Token.End)
                return;
        }
    }
    /**
     * Keeps the token the piece ends in for the next piece. A string keeps its opening quote and an
     * escape cut short; a run of spaces keeps nothing: the rest was read and cannot change its verdict.
     */
    keepCut(text, scanner, kind) {
        const offset = scanner.getTokenOffset();
        const start = this.startOf(scanner);
        const continuing = offset === 0 ? this.dropped : 0;
        this.inString = false;
        if (kind === Token.Whitespace) {
            this.carry = '';
            this.line = start.line;
            this.column = start.column + scanner.getTokenLength() + continuing;
            this.dropped = 0;
            return;
        }
        this.line = start.line;
        this.column = start.column;
        const clean = kind === Token.String ? cleanStringPrefix(text, offset + 1) : offset + 1;
        if (kind !== Token.String || text.length - clean > MAX_ESCAPE_LENGTH) {
            this.carry = text.slice(offset);
            this.dropped = continuing;
            return;
        }
        this.carry = `"${text.slice(clean)}`;
        this.dropped = continuing + (clean - offset - 1);
        this.inString = true;
    }
    /** Zero-based line and column of the scanned token in the whole text. */
    startOf(scanner) {
        const line = scanner.getTokenStartLine();
        const character = scanner.getTokenStartCharacter();
        if (line !== 0)
            return { line: this.line + line, column: character };
        // Past the carried string's opening quote, the characters dropped from it count again.
        return { line: this.line, column: this.column + character + (character > 0 ? this.dropped : 0) };
    }
    /** Follows one token through the grammar; returns what is wrong with it, if anything. */
    take(kind, scanError) {
        if (kind === Token.LineBreak || kind === Token.Whitespace)
            return undefined;
        const comma = this.comma;
        this.comma = undefined;
        if (kind === Token.LineComment || kind === Token.BlockComment)
            return 'a comment, which JSON does not allow: remove it';
        if (scanError !== 0)
            return SCAN_ERRORS[scanError] ?? 'unreadable token';
        if (kind === Token.Unknown)
            return unknownWord(this.scanner?.getTokenValue() ?? '');
        if (comma !== undefined && (kind === Token.CloseBracket || kind === Token.CloseBrace)) {
            this.at = comma;
            return `a comma after the last ${kind === Token.CloseBrace ? 'property' : 'element'}, which JSON does not allow: remove it`;
        }
        if (kind === Token.End && this.expect !== 'end') {
            if (this.topLevel === undefined)
                return 'no value: the file holds no JSON';
            const inObject = this.objects[this.depth] === 1;
            this.at = { line: this.openedLine[this.depth], column: this.openedColumn[this.depth] };
            return `the ${inObject ? 'object' : 'array'} that opens here is never closed: add its closing '${inObject ? '}' : ']'}' at the end of its members (or the one missing before the file's end)`;
        }
        switch (this.expect) {
            case 'end':
                return kind === Token.End ? undefined : END_EXPECTED;
            case 'colon':
                if (kind !== Token.Colon)
                    return "':' expected after the property name";
                this.expect = 'value';
                return undefined;
            case 'comma-or-close': {
                const inObject = this.objects[this.depth] === 1;
                if (kind === Token.Comma) {
                    this.expect = inObject ? 'key' : 'value';
                    if (this.scanner !== undefined)
                        this.comma = this.startOf(this.scanner);
                    return undefined;
                }
                if (kind === (inObject ? Token.CloseBrace : Token.CloseBracket))
                    return this.close();
                return inObject
                    ? "',' or '}' expected: a comma is missing before this property, or a '}' before it"
                    : "',' or ']' expected: a comma is missing before this element, or a ']' before it";
            }
            case 'key-or-}':
                if (kind === Token.CloseBrace)
                    return this.close();
                return this.key(kind);
            case 'key':
                return this.key(kind);
            case 'value-or-]':
                if (kind === Token.CloseBracket)
                    return this.close();
                return this.value(kind);
            case 'value':
                return this.value(kind);
        }
    }
    key(kind) {
        if (kind !== Token.String)
            return 'property name expected (in double quotes)';
        if (this.depth === 1)
            this.records++;
        this.expect = 'colon';
        return undefined;
    }
    value(kind) {
        const open = kind === Token.OpenBrace || kind === Token.OpenBracket;
        const literal = kind >= Token.Null && kind <= Token.Number;
        if (!open && !literal)
            return 'value expected';
        if (this.depth === 0) {
            this.topLevel = kind === Token.OpenBrace ? 'object' : open ? 'array' : 'scalar';
        }
        else if (this.depth === 1 && this.objects[1] === 0) {
            this.records++;
        }
        if (literal) {
            this.expect = this.depth === 0 ? 'end' : 'comma-or-close';
            return undefined;
        }
        if (this.depth === this.maxDepth)
            return TOO_DEEP;
        this.depth++;
        this.objects[this.depth] = kind === Token.OpenBrace ? 1 : 0;
        if (this.scanner !== undefined) {
            const start = this.startOf(this.scanner);
            this.openedLine[this.depth] = start.line;
            this.openedColumn[this.depth] = start.column;
        }
        this.expect = kind === Token.OpenBrace ? 'key-or-}' : 'value-or-]';
        return undefined;
    }
    close() {
        this.depth--;
        this.expect = this.depth === 0 ? 'end' : 'comma-or-close';
        return undefined;
    }
}
/** A word or character JSON has no token for, named with what to write instead. */
function unknownWord(word) {
    if (word.startsWith("'"))
        return 'a single quote: JSON writes strings and names in double quotes';
    if (/^(NaN|-?Infinity|undefined)$/.test(word))
        return `${word}, which JSON does not have: write null for a missing number`;
    return 'an unexpected character: a value, a name in double quotes or punctuation belongs here';
}
/** `\uXXXX`: the longest escape, so the most a cut string carries besides its quote. */
const MAX_ESCAPE_LENGTH = 6;
function isHexDigit(code) {
    return ((code >= 0x30 && code <= 0x39) ||
        (code >= 0x41 && code <= 0x46) ||
        (code >= 0x61 && code <= 0x66));
}
/**
 * Where the clean part of a string's inside ends, reading from `from`: characters and complete
 * escapes the scanner accepts. What follows is an escape cut short, or a fault the scanner must
 * see to name it.
 */
function cleanStringPrefix(text, from) {
    let i = from;
    while (i < text.length) {
        const code = text.charCodeAt(i);
        if (code < 0x20 || code === 0x22)
            return i;
        if (code !== 0x5c) {
            i++;
            continue;
        }
        const escaped = text.charCodeAt(i + 1);
        if (escaped === 0x75) {
            let digits = 0;
            while (digits < 4 && isHexDigit(text.charCodeAt(i + 2 + digits)))
                digits++;
            if (digits < 4)
                return i;
            i += 6;
        }
        else if (i + 1 < text.length && '"\\/bfnrt'.includes(text[i + 1])) {
            i += 2;
        }
        else {
            return i;
        }
    }
    return i;
}

// EXTERNAL MODULE: ./src/datasets/find/lfs.ts
var find_lfs = __webpack_require__(78798);
// EXTERNAL MODULE: ./src/datasets/convert/prepare.ts
var prepare = __webpack_require__(27798);
// EXTERNAL MODULE: ./src/datasets/convert/scratch.ts
var scratch = __webpack_require__(63527);
// EXTERNAL MODULE: ./src/datasets/read/table-checks.ts
var table_checks = __webpack_require__(6326);
// EXTERNAL MODULE: ./src/datasets/read/text-source.ts
var text_source = __webpack_require__(49189);
// EXTERNAL MODULE: ./src/datasets/read/utf8.ts
var utf8 = __webpack_require__(23403);
// EXTERNAL MODULE: ./src/common/input-values.ts
var input_values = __webpack_require__(70564);
;// CONCATENATED MODULE: ./src/datasets/find/inspect.ts
/**
 * Finds the dataset file and checks it before anything is sent: inside the workspace, a regular
 * non-empty file of a known format; its LFS object fetched when it is a pointer; made into what
 * the service reads (prepare.ts); and what is uploaded readable as its type.
 */
















/** Beyond this depth the service's parser is likely to give up; no tabular dataset nests so far. */
const MAX_JSON_DEPTH = 512;
const SPREADSHEET_EXTENSIONS = new Set(['.xlsx', '.xlsm', '.xls', '.ods', '.numbers']);
const EXPORT_AS_CSV = 'export the sheet as CSV (UTF-8) (in Excel: Save As, "CSV UTF-8"; in LibreOffice or Google Sheets: Text CSV / Download as CSV) and upload that file';
/** A dataset's fetch and conversion when the caller sets no deadline: a gigabyte takes minutes. */
const DEFAULT_TIME_LIMIT_MS = 10 * 60_000;
/**
 * `folders` are where the `file` input picks datasets (by default the given path's folder): a
 * dataset that is a symbolic link must point within them, so a link added by a pull request
 * cannot make the action upload another file of the checkout. `given` is taken as it is: a name
 * a glob matched may end in a space (the input's own lines are trimmed when they are read).
 */
async function inspectDataset(workspace, given, options = {}, folders) {
    const reading = {
        fetchesNoLfs: false,
        timeLeftMs: () => DEFAULT_TIME_LIMIT_MS,
        timeoutMs: DEFAULT_TIME_LIMIT_MS,
        oversize: 'fail',
        ...options
    };
    const absolutePath = await resolveInside(workspace, given, folders);
    const displayPath = external_node_path_default().relative(await external_node_fs_.promises.realpath(workspace), absolutePath)
        .split((external_node_path_default()).sep)
        .join('/');
    const stat = await external_node_fs_.promises.stat(absolutePath);
    if (stat.isDirectory()) {
        throw new Error(`Input '${constants/* Input */.pd.File}' is ${(0,input_values/* quote */.hD)(given)}, which is a directory; give the path of one dataset file.`);
    }
    if (!stat.isFile()) {
        throw new Error(`Input '${constants/* Input */.pd.File}' is ${(0,input_values/* quote */.hD)(given)}, which is not a regular file.`);
    }
    refuseOtherFormats(given);
    if (stat.size === 0) {
        throw new Error(`Input '${constants/* Input */.pd.File}': ${(0,input_values/* quote */.hD)(displayPath)} is empty; the service needs a dataset with rows.`);
    }
    const format = reading.fileType ?? formatOf(given);
    const readAs = {
        format,
        encoding: reading.encoding,
        delimiter: reading.delimiter,
        ...(reading.decimalComma === true ? { decimalComma: true } : {})
    };
    const named = { displayPath, absolutePath, fileName: external_node_path_default().basename(absolutePath), readAs };
    const pointer = stat.size < find_lfs/* MAX_POINTER_BYTES */.l$ ? await pointerAt(absolutePath) : undefined;
    if (pointer !== undefined && reading.fetchesNoLfs) {
        // Its content is not here to check: the plan says so, and a real run fetches and checks it.
        return {
            ...named,
            type: (0,formats/* uploadTypeOf */.f$)(format),
            uploadPath: absolutePath,
            bytes: pointer.size,
            uploadName: (0,formats/* uploadName */.Vr)(named.fileName, (0,formats/* uploadTypeOf */.f$)(format)),
            lfs: { oid: pointer.oid, bytes: pointer.size, fetched: false }
        };
    }
    if (pointer !== undefined)
        refuseUnfetchable(displayPath, pointer, readAs, reading);
    const contentPath = pointer === undefined ? absolutePath : await fetched(workspace, displayPath, pointer, reading);
    if (format !== 'parquet')
        await refuseSpreadsheet({ displayPath }, contentPath);
    if (format === 'csv' || format === 'tsv')
        await refuseNotATable({ displayPath }, contentPath, reading.encoding);
    const misfit = await (0,fit/* optionMisfit */.en)(contentPath, format, {
        fileType: reading.fileType !== undefined,
        encoding: reading.encoding,
        delimiter: reading.delimiter
    });
    if (misfit !== undefined)
        fail({ displayPath }, `${(0,input_values/* quote */.hD)(displayPath)} ${misfit}.`, 1);
    const bytes = pointer?.size ?? stat.size;
    const lfs = pointer && { oid: pointer.oid, bytes: pointer.size, fetched: true };
    let upload;
    try {
        upload = await (0,prepare/* prepareUpload */.Fu)(contentPath, bytes, readAs, reading, {
            leftMs: reading.timeLeftMs,
            timeoutMs: reading.timeoutMs
        });
    }
    catch (error) {
        if (!(error instanceof prepare/* PrepareError */.Mm))
            throw error;
        fail({ displayPath }, `${(0,input_values/* quote */.hD)(displayPath)} ${error.message}.`, error.line);
    }
    noticeDecimalCommas(displayPath, upload.conversion?.decimalCommaColumns ?? []);
    const dataset = {
        ...named,
        type: upload.type,
        uploadPath: upload.path,
        bytes: upload.bytes,
        uploadName: upload.conversion === undefined ? named.fileName : (0,formats/* uploadName */.Vr)(named.fileName, upload.type),
        contentPath,
        ...(lfs ? { lfs } : {}),
        ...(upload.conversion ? { conversion: upload.conversion } : {})
    };
    if (dataset.type === 'json')
        await checkJson(dataset);
    else
        await checkCsv(dataset);
    return dataset;
}
/** Columns sent as text that the user most likely meant as numbers: named with the input to set. */
function noticeDecimalCommas(displayPath, columns) {
    if (columns.length === 0)
        return;
    const shown = columns.slice(0, 5).map(c => (0,input_values/* quote */.hD)(c, 40));
    const more = columns.length > 5 ? ` and ${columns.length - 5} more` : '';
    const one = columns.length === 1;
    log/* notice */.lm(`${(0,input_values/* quote */.hD)(displayPath)}: ${one ? 'column' : 'columns'} ${shown.join(', ')}${more} ${one ? 'holds' : 'hold'} numbers written with a decimal comma (1234,56), which the service reads as text. Set '${constants/* Input */.pd.DecimalSeparator}: ,' to upload them as numbers (1234.56).`);
}
function formatOf(given) {
    const format = (0,formats/* formatOfName */.Qv)(given);
    if (format === undefined) {
        throw new Error(`Input '${constants/* Input */.pd.File}' is ${(0,input_values/* quote */.hD)(given)}, whose extension is none of .csv, .tsv, .tab, .json, .jsonl, .ndjson or .parquet (each also as .gz); set '${constants/* Input */.pd.FileType}' to csv, tsv, json, jsonl or parquet.`);
    }
    return format;
}
/**
 * The most an LFS object may weigh to be fetched: a pointer names any size, and its object would
 * be downloaded before anything else is known of it.
 */
const MAX_LFS_OBJECT_BYTES = 2 * 1024 ** 3;
/** An LFS object refused by its pointer alone, before a byte of it is fetched. */
function refuseUnfetchable(displayPath, pointer, readAs, reading) {
    const size = (0,prepare/* formatBytes */.z3)(pointer.size);
    if (pointer.size > MAX_LFS_OBJECT_BYTES)
        fail({ displayPath }, `${(0,input_values/* quote */.hD)(displayPath)} is a Git LFS pointer to an object of ${size}, more than the ${MAX_LFS_OBJECT_BYTES / 1024 ** 3} GiB the action fetches; reduce the dataset before it is committed.`);
    // A plain CSV or JSON past the limit cannot become smaller: fetching it would be for nothing.
    const plain = readAs.format === 'csv' || readAs.format === 'json';
    const shrinks = reading.oversize === 'sample' || reading.columns !== undefined || readAs.encoding !== undefined;
    if (plain && !shrinks && pointer.size > constants/* MAX_DATASET_BYTES */.Kl + 3)
        fail({ displayPath }, `${(0,input_values/* quote */.hD)(displayPath)} is a Git LFS pointer to an object of ${size}; ${(0,prepare/* oversizeAdvice */.W5)()}.`);
}
async function pointerAt(file) {
    return (0,find_lfs/* parseLfsPointer */.y)(await external_node_fs_.promises.readFile(file));
}
/** The LFS object of a pointer, fetched into the scratch folder; the failure named with its fix. */
async function fetched(workspace, displayPath, pointer, reading) {
    const destination = (0,scratch/* scratchPath */.K)('.lfs');
    try {
        await (0,find_lfs/* fetchLfsObject */.zP)({
            workspace,
            displayPath,
            pointer,
            destination,
            timeoutMs: Math.max(0, reading.timeLeftMs())
        });
    }
    catch (error) {
        fail({ displayPath }, error.message);
    }
    return destination;
}
/** Formats the service cannot read, whatever 'file-type' says: named with what to do instead. */
function refuseOtherFormats(given) {
    const extension = external_node_path_default().extname(given).toLowerCase();
    if (SPREADSHEET_EXTENSIONS.has(extension)) {
        throw new Error(`Input '${constants/* Input */.pd.File}' is ${(0,input_values/* quote */.hD)(given)}, a spreadsheet (${extension}); the service reads CSV or JSON text: ${EXPORT_AS_CSV}.`);
    }
}
async function resolveInside(workspace, given, folders) {
    if (given === '') {
        throw new Error(`Input '${constants/* Input */.pd.File}' is required (or 'generation-id', to follow a generation already started).`);
    }
    if (given.includes('\0'))
        throw new Error(`Input '${constants/* Input */.pd.File}' is ${(0,input_values/* quote */.hD)(given)}, which holds a NUL character.`);
    const root = await external_node_fs_.promises.realpath(workspace);
    const candidate = external_node_path_default().resolve(root, given);
    let real;
    try {
        real = await external_node_fs_.promises.realpath(candidate);
    }
    catch (error) {
        throw await unresolved(root, given, candidate, error);
    }
    const relative = external_node_path_default().relative(root, real);
    if (!isWithin(root, real)) {
        throw new Error(`Input '${constants/* Input */.pd.File}' is ${(0,input_values/* quote */.hD)(given)}, which leads outside the workspace (${root}); only files of the repository checkout are uploaded.`);
    }
    // Somewhere on the way a symbolic link was followed: the file is not where its name says.
    const linked = real !== candidate;
    const target = relative.split((external_node_path_default()).sep).join('/');
    const through = linked ? `, a symbolic link to ${(0,input_values/* quote */.hD)(target)},` : '';
    if (inGitFolder(external_node_path_default().relative(root, candidate)) || inGitFolder(relative)) {
        throw new Error(`Input '${constants/* Input */.pd.File}': ${(0,input_values/* quote */.hD)(given)}${through} lies in a .git folder, git's own files, which can hold the checkout's credentials; they are never uploaded. ${linked ? 'Replace the link by the dataset file itself.' : `Point '${constants/* Input */.pd.File}' at a dataset outside .git, or exclude it with '!**/.git/**'.`}`);
    }
    const allowed = await Promise.all((folders ?? [external_node_path_default().dirname(candidate)]).map(folder => external_node_fs_.promises.realpath(external_node_path_default().resolve(root, folder)).catch(() => external_node_path_default().resolve(root, folder))));
    if (!allowed.some(folder => isWithin(folder, real))) {
        const shown = allowed
            .map(folder => (0,input_values/* quote */.hD)(external_node_path_default().relative(root, folder).split((external_node_path_default()).sep).join('/') || '.'))
            .join(', ');
        throw new Error(`Input '${constants/* Input */.pd.File}': ${(0,input_values/* quote */.hD)(given)}${through} points outside the folder(s) where '${constants/* Input */.pd.File}' picks datasets (${shown}); a dataset that is a link may only point within them. Replace the link by the file, or add a pattern for the target's folder to '${constants/* Input */.pd.File}'.`);
    }
    return real;
}
/** Why the path leads nowhere: missing, a link to nothing or to itself, or not readable. */
async function unresolved(root, given, candidate, error) {
    const code = error.code;
    const link = await external_node_fs_.promises.readlink(candidate).catch(() => undefined);
    if (code === 'ELOOP') {
        return new Error(`Input '${constants/* Input */.pd.File}': ${(0,input_values/* quote */.hD)(given)} is a symbolic link that leads back to itself; replace it by the dataset file.`);
    }
    if (code === 'ENOENT' && link !== undefined) {
        return new Error(`Input '${constants/* Input */.pd.File}': ${(0,input_values/* quote */.hD)(given)} is a symbolic link to ${(0,input_values/* quote */.hD)(link)}, which does not exist; replace it by the dataset file.`);
    }
    if (code !== undefined && code !== 'ENOENT' && code !== 'ENOTDIR') {
        return new Error(`Input '${constants/* Input */.pd.File}': ${(0,input_values/* quote */.hD)(given)} cannot be read (${code}); check that the runner may read it and the folders above it.`);
    }
    return new Error(`Input '${constants/* Input */.pd.File}' is ${(0,input_values/* quote */.hD)(given)}, but there is no such file in the workspace (${root}).${await (0,hints/* missingFileHints */.Nq)(root, given)}`);
}
/** Whether `file` lies in `folder` (both absolute); the folder itself is not a file in it. */
function isWithin(folder, file) {
    const relative = external_node_path_default().relative(folder, file);
    return (relative !== '' &&
        relative !== '..' &&
        !relative.startsWith(`..${(external_node_path_default()).sep}`) &&
        !external_node_path_default().isAbsolute(relative));
}
/** Any `.git` segment, in any case: a case-insensitive file system (macOS runners) reads .GIT as .git. */
function inGitFolder(relative) {
    return relative.split((external_node_path_default()).sep).some(segment => segment.toLowerCase() === '.git');
}
/** Refuses spreadsheets saved under a text format's name, from the content's first bytes. */
async function refuseSpreadsheet(dataset, file) {
    const bytes = await (0,text_source/* fileStart */.NY)(file, 4);
    // A zip archive, as .xlsx and .ods files are; and the older binary format of .xls files.
    const zip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
    const ole = bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;
    if (zip || ole) {
        fail(dataset, `${(0,input_values/* quote */.hD)(dataset.displayPath)} is ${zip ? 'a zip archive, as .xlsx and .ods spreadsheets are' : 'an Excel 97–2003 (.xls) workbook'}, not text: ${EXPORT_AS_CSV}.`, 1);
    }
}
/** Refuses a web page, markup, a PDF or other binary content saved under a table's name. */
async function refuseNotATable(dataset, file, encoding) {
    const start = await (0,fit/* contentStart */.Eq)(file, (0,text_source/* isGzip */.bf)(await (0,text_source/* fileStart */.NY)(file, 2)));
    const what = (0,table_checks/* notATable */.ry)(start, (0,fit/* decode */.D4)(start, encoding));
    if (what !== undefined)
        fail(dataset, `${(0,input_values/* quote */.hD)(dataset.displayPath)} ${what}.`, 1);
}
function fail(dataset, message, line, column) {
    throw new errors/* ProblemsError */.F([
        {
            message: `Input '${constants/* Input */.pd.File}': ${message}`,
            annotation: {
                title: 'Dataset refused',
                file: dataset.displayPath,
                startLine: line,
                startColumn: column
            }
        }
    ]);
}
/** A header longer than this is not compared with the records (no export repeats one so long). */
const MAX_HEADER_COMPARED = 64 * 1024;
/**
 * Records as checkCsv reads them byte by byte: each one's fields counted against the header's
 * and its bytes compared with the header's, so the file is read through once.
 */
class CommaRecords {
    header = [];
    headerFields = 0;
    records = 0;
    started = false;
    fields = 1;
    matched = 0;
    matching = false;
    startLine = 0;
    misfit;
    /** A byte of a record, `separator` when it is a comma outside quotes. */
    byte(byte, line, separator) {
        if (!this.started) {
            this.started = true;
            this.fields = 1;
            this.matched = 0;
            this.matching = this.records > 0 && this.header.length <= MAX_HEADER_COMPARED;
            this.startLine = line;
        }
        if (separator)
            this.fields++;
        if (this.records === 0) {
            if (this.header.length <= MAX_HEADER_COMPARED)
                this.header.push(byte);
        }
        else if (this.matching) {
            if (this.header[this.matched] === byte)
                this.matched++;
            else
                this.matching = false;
        }
    }
    /** A line end outside quotes: the record, if one began, is whole. */
    end() {
        if (!this.started || this.misfit !== undefined)
            return;
        this.started = false;
        if (this.records++ === 0) {
            this.headerFields = this.fields;
            return;
        }
        const kind = this.fields > this.headerFields
            ? 'wide'
            : this.matching && this.matched === this.header.length
                ? 'header'
                : undefined;
        if (kind !== undefined)
            this.misfit = { kind, line: this.startLine, fields: this.fields, record: this.records - 1 };
    }
    get columns() {
        return this.headerFields;
    }
}
/**
 * Checks what is uploaded chunk by chunk: UTF-8 text without NUL bytes, a quote that is closed,
 * a header and at least one row, no record wider than the header or equal to it. A converted
 * file was written so; the file as committed is checked here.
 */
async function checkCsv(dataset) {
    let lineNumber = 1;
    let nonBlankLines = 0;
    let lineHasContent = false;
    let first = true;
    let quotes = table_checks/* FIELD_START */.GY;
    let quoteOpenedOn = 0;
    const records = new CommaRecords();
    for await (let bytes of (0,utf8/* utf8Chunks */.Os)(dataset.uploadPath, dataset.bytes)) {
        if (first) {
            first = false;
            if ((0,utf8/* hasUtf8Bom */.uL)(bytes))
                bytes = bytes.subarray(3);
        }
        const nul = bytes.indexOf(0);
        const invalid = (0,utf8/* firstInvalidUtf8 */.vE)(bytes);
        if (nul >= 0 || invalid >= 0) {
            const at = nul >= 0 && (invalid < 0 || nul < invalid) ? nul : invalid;
            const line = lineNumber + (0,utf8/* countNewlines */.Dn)(bytes, at);
            const what = at === nul ? 'a NUL byte' : 'bytes that are not UTF-8';
            fail(dataset, `${(0,input_values/* quote */.hD)(dataset.displayPath)} is not UTF-8 text (${what} on line ${line}); ${at === nul ? 'a CSV dataset is text' : `set '${constants/* Input */.pd.Encoding}' to the encoding it was saved in, such as windows-1252 (spreadsheets saved on Windows) or shift_jis`}.`, line);
        }
        for (let i = 0; i < bytes.length; i++) {
            const byte = bytes[i];
            quotes = (0,table_checks/* quoteState */._w)(quotes, byte, COMMA);
            if (quotes === table_checks/* QUOTED */.jB || quotes === table_checks/* QUOTE_IN_QUOTED */.ii) {
                if (quoteOpenedOn === 0)
                    quoteOpenedOn = lineNumber;
                lineHasContent = true;
                records.byte(byte, lineNumber, false);
                if (byte === 0x0a)
                    lineNumber++;
                continue;
            }
            quoteOpenedOn = 0;
            if (byte === 0x0a || byte === 0x0d) {
                records.end();
                if (byte === 0x0a)
                    lineNumber++;
                if (lineHasContent)
                    nonBlankLines++;
                lineHasContent = false;
            }
            else {
                records.byte(byte, lineNumber, byte === COMMA);
                if (byte !== 0x20 && byte !== 0x09)
                    lineHasContent = true;
            }
        }
        if (records.misfit !== undefined)
            break;
    }
    records.end();
    const misfit = records.misfit;
    if (misfit !== undefined)
        fail(dataset, `${(0,input_values/* quote */.hD)(dataset.displayPath)} ${(0,table_checks/* misfitMessage */.Ec)(misfit, misfit.line, records.columns, 'comma')}.`, misfit.line);
    if (quotes === table_checks/* QUOTED */.jB)
        fail(dataset, `${(0,input_values/* quote */.hD)(dataset.displayPath)} cannot be read as CSV: a quoted field opened on line ${quoteOpenedOn} is never closed, so the rest of the file would be one cell. Close the quote (a quote inside a quoted field is written twice: "")`, quoteOpenedOn);
    if (lineHasContent)
        nonBlankLines++;
    if (nonBlankLines === 0)
        fail(dataset, `${(0,input_values/* quote */.hD)(dataset.displayPath)} holds only blank lines; a CSV dataset needs a header and rows.`);
    if (nonBlankLines === 1)
        fail(dataset, `${(0,input_values/* quote */.hD)(dataset.displayPath)} has a header but no rows.`, 1);
}
const COMMA = 0x2c;
/**
 * Checks, chunk by chunk and without building it, that the file is UTF-8 JSON holding one array
 * or object with at least one record; memory stays flat however large the file is.
 */
async function checkJson(dataset) {
    const shape = new JsonShape(MAX_JSON_DEPTH);
    let offset = 0;
    for await (const bytes of (0,utf8/* utf8Chunks */.Os)(dataset.uploadPath, dataset.bytes)) {
        const invalid = (0,utf8/* firstInvalidUtf8 */.vE)(bytes);
        if (invalid >= 0) {
            const line = await (0,text_source/* lineOf */.cA)((0,external_node_fs_.createReadStream)(dataset.uploadPath), offset + invalid);
            fail(dataset, `${(0,input_values/* quote */.hD)(dataset.displayPath)} is not UTF-8 text (bytes that are not UTF-8 on line ${line}); set '${constants/* Input */.pd.Encoding}' to the encoding it was saved in, such as windows-1252.`, line);
        }
        offset += bytes.length;
        shape.write(bytes.toString('utf8'));
        if (shape.problem !== undefined)
            break;
    }
    shape.end();
    const problem = shape.problem;
    if (problem?.anotherValue === true && problem.column === 1) {
        fail(dataset, `${(0,input_values/* quote */.hD)(dataset.displayPath)} holds several JSON values, one per line (JSON Lines), where one array or object is expected: set '${constants/* Input */.pd.FileType}' to jsonl, or name the file .jsonl, and each line is read as a record.`, problem.line, problem.column);
    }
    if (problem?.syntax !== undefined) {
        fail(dataset, `${(0,input_values/* quote */.hD)(dataset.displayPath)} is not valid JSON at line ${problem.line}, column ${problem.column}: ${problem.syntax}.`, problem.line, problem.column);
    }
    if (problem !== undefined) {
        fail(dataset, `${(0,input_values/* quote */.hD)(dataset.displayPath)} nests arrays or objects more than ${MAX_JSON_DEPTH} levels deep; flatten it.`, problem.line, problem.column);
    }
    if (shape.topLevel === 'scalar') {
        fail(dataset, `${(0,input_values/* quote */.hD)(dataset.displayPath)} holds a single value; a JSON dataset is an array of records or an object.`, 1);
    }
    if (shape.records === 0)
        fail(dataset, `${(0,input_values/* quote */.hD)(dataset.displayPath)} holds an empty ${shape.topLevel ?? 'document'}; the dataset has no records.`, 1);
}

// EXTERNAL MODULE: ./src/datasets/find/patterns.ts
var patterns = __webpack_require__(15178);
// EXTERNAL MODULE: ./src/common/pool.ts
var pool = __webpack_require__(43211);
;// CONCATENATED MODULE: ./src/datasets/find/find.ts
/**
 * From the `file` input to the datasets to upload: match the patterns, keep the changed files
 * when asked, and check every file before anything is sent. A file that fails its checks is
 * returned with its problems, in its place, so the others still go and it is reported with them.
 */








/** Whether the dataset passed its checks, so it can be sent. */
function isChecked(dataset) {
    return !('rejected' in dataset);
}
/** Enough to keep the disk busy, few enough to stay far below the open-file limit. */
const FILES_CHECKED_AT_ONCE = 16;
async function findDatasets(query, workspace, changes, 
/** Told every matched path, changed or not. */
matched = () => undefined, 
/**
 * Makes the kept paths' content ready in `workspace` before they are checked (fork mode
 * downloads them), answering the paths refused instead, each with its problems.
 */
ready = () => Promise.resolve(new Map())) {
    const listed = await (0,patterns/* matchFiles */.xo)(workspace, query.patterns);
    const { missing, emptyGlobs } = await (0,patterns/* unmatchedLines */.dG)(workspace, query.patterns, listed);
    // A literal path that names no file matched nothing (a single path is listed as given).
    let paths = listed.filter(p => !missing.includes(p));
    matched(paths);
    for (const line of emptyGlobs)
        log/* notice */.lm(`Input '${constants/* Input */.pd.File}': ${(0,input_values/* quote */.hD)(line)} matches no file in the workspace; the other lines matched ${paths.length} file(s). Check the pattern, or remove the line if nothing should match it.`);
    for (const skipped of await (0,patterns/* skippedForCase */.Gx)(workspace, query.patterns, paths))
        log/* notice */.lm((0,patterns/* caseSkippedText */.Ki)(skipped));
    if (query.changedOnly) {
        const changed = await changes();
        if ('all' in changed) {
            log/* notice */.lm(`'${constants/* Input */.pd.ChangedOnly}': every matched file is used, because ${changed.all}.`);
        }
        else {
            // A single path is listed as given (`./data/a.csv`): the changed files are workspace-relative.
            const kept = paths.filter(p => changed.files.has((0,patterns/* workspaceRelative */.Uc)(workspace, p)));
            log/* info */.pq(`'${constants/* Input */.pd.ChangedOnly}': ${kept.length} of ${paths.length} matched file(s) changed.`);
            paths = kept;
        }
    }
    // A literal path that names no file is checked as a dataset, whatever the event changed: its
    // rejection names it, with hints.
    paths = [...paths, ...missing].sort();
    const refused = await ready(paths);
    const folders = await (0,patterns/* datasetFolders */.Gg)(workspace, query.patterns);
    // Checking is mostly waiting on the disk: several files at once keep thousands in seconds.
    return (0,pool/* mapWithConcurrency */.W)(paths, FILES_CHECKED_AT_ONCE, async (file) => {
        const problems = refused.get(file);
        if (problems !== undefined)
            return rejection(file, problems);
        const reading = { ...query.reading, ...query.readingOf?.((0,patterns/* workspaceRelative */.Uc)(workspace, file)) };
        return inspectDataset(workspace, file, reading, folders).then((dataset) => ({ dataset }), (error) => rejection(file, problemsOf(file, error)));
    });
}
/** `file` as refused for `problems`: reported in its place, never sent. */
function rejection(file, problems) {
    return {
        file: { displayPath: file, fileName: external_node_path_default().posix.basename(file), rejected: true },
        problems
    };
}
function problemsOf(file, error) {
    return error instanceof errors/* ProblemsError */.F ? error.problems : [{ message: unreadable(file, error) }];
}
/** A file system error names the absolute path and no remedy: say which dataset and what to do. */
function unreadable(file, error) {
    const code = error.code;
    if (typeof code !== 'string')
        return error.message;
    return `Input '${constants/* Input */.pd.File}': ${(0,input_values/* quote */.hD)(file)} cannot be read (${code}). Check that it still exists and that the runner may read it; if it was removed while the step ran, run the step again.`;
}


/***/ }),

/***/ 88351:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DR: () => (/* binding */ nearbyForPattern),
/* harmony export */   Nq: () => (/* binding */ missingFileHints),
/* harmony export */   YC: () => (/* binding */ editDistance)
/* harmony export */ });
/* unused harmony export nearestPaths */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _config_constants_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64687);
/* harmony import */ var _common_input_values_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(70564);
/* harmony import */ var _read_formats_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(30378);
/**
 * What to say when the `file` input names nothing: the usual mistakes behind a missing file,
 * each with what to do. Read only after a file was not found.
 */





const GLOB_SYNTAX = /[*?[\]{}]/;
/** Folders with more entries than this are not searched for a name in another case. */
const MAX_ENTRIES_SEARCHED = 5000;
/** Sentences (each with a leading space) for a path or pattern that matched no file. */
async function missingFileHints(workspace, given) {
    const hints = [];
    if (given.includes(',')) {
        hints.push(` '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.File}' takes one path or pattern per line, not a comma-separated list: write each on its own line (file: |).`);
    }
    const other = await sameNameInAnotherCase(workspace, given);
    if (other !== undefined)
        hints.push(` Did you mean ${(0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(other)}? Paths are case-sensitive.`);
    else if (!GLOB_SYNTAX.test(given) && !given.includes('\n') && !node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(given)) {
        const nearest = await nearestPaths(workspace, given);
        if (nearest.length > 0)
            hints.push(` Did you mean: ${nearest.map(p => (0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(p)).join(', ')}?`);
    }
    if (await looksUncheckedOut(workspace)) {
        hints.push(` The workspace is empty: add an 'actions/checkout' step before this one, so the repository's files are there.`);
    }
    return hints.join('');
}
/** A job without actions/checkout: no repository and nothing else in the workspace. */
async function looksUncheckedOut(workspace) {
    try {
        const entries = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.readdir(workspace);
        return entries.length === 0;
    }
    catch {
        return false;
    }
}
/**
 * The workspace path that matches `given` but for letter case, one folder at a time; undefined
 * when none does, or when `given` is a pattern or leaves the workspace.
 */
async function sameNameInAnotherCase(workspace, given) {
    if (GLOB_SYNTAX.test(given) || node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(given))
        return undefined;
    const steps = given.split(/[\\/]+/).filter(step => step !== '' && step !== '.');
    if (steps.length === 0 || steps.includes('..'))
        return undefined;
    let folder = workspace;
    const found = [];
    for (const step of steps) {
        let entries;
        try {
            entries = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.readdir(folder);
        }
        catch {
            return undefined;
        }
        if (entries.length > MAX_ENTRIES_SEARCHED)
            return undefined;
        const match = entries.find(entry => entry === step) ??
            entries.find(entry => entry.toLowerCase() === step.toLowerCase());
        if (match === undefined)
            return undefined;
        found.push(match);
        folder = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(folder, match);
    }
    const other = found.join('/');
    return other === steps.join('/') ? undefined : other;
}
/** A walk for similar names stops after this many entries: a hint must not hold the step up. */
const MAX_ENTRIES_WALKED = 3000;
/** Folders never worth suggesting from: tools' and Git's, not the repository's data. */
const SKIPPED_FOLDERS = new Set(['node_modules', '.git']);
/** Nearest paths named for a missing file. */
const NEAREST_SHOWN = 3;
/** Files named for a pattern that matched nothing. */
const NEARBY_SHOWN = 5;
/**
 * Workspace-relative paths ('/'-separated) of the files with a dataset's extension under
 * `folder`, nearest levels first, at most MAX_ENTRIES_WALKED entries looked at.
 */
async function datasetFilesUnder(workspace, folder) {
    const found = [];
    const queue = [folder];
    let walked = 0;
    // Breadth first, so the bound cuts off the deepest folders rather than whole neighbours.
    while (queue.length > 0 && walked < MAX_ENTRIES_WALKED) {
        const current = queue.shift();
        let entries;
        try {
            entries = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.readdir(current, { withFileTypes: true });
        }
        catch {
            continue;
        }
        entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const entry of entries.slice(0, MAX_ENTRIES_WALKED - walked)) {
            walked++;
            const absolute = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(current, entry.name);
            if (entry.isDirectory()) {
                if (!SKIPPED_FOLDERS.has(entry.name))
                    queue.push(absolute);
            }
            else if ((0,_read_formats_js__WEBPACK_IMPORTED_MODULE_4__/* .formatOfName */ .Qv)(entry.name) !== undefined) {
                found.push(node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(workspace, absolute).split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/'));
            }
        }
    }
    return found;
}
/** The number of one-character edits (insert, delete, replace) from `a` to `b`. */
function editDistance(a, b) {
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const row = [i];
        for (let j = 1; j <= b.length; j++) {
            const replace = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
            row.push(Math.min(replace, previous[j] + 1, row[j - 1] + 1));
        }
        previous = row;
    }
    return previous[b.length];
}
/**
 * The dataset files nearest to the missing path `given`: those of the same name in other folders
 * first, then the closest by edit distance on the path, if close enough to be a likely typo
 * (at most half the longer path's length apart).
 */
async function nearestPaths(workspace, given) {
    const wanted = given
        .trim()
        .replace(/\\/g, '/')
        .replace(/^(\.\/)+/, '');
    const name = node_path__WEBPACK_IMPORTED_MODULE_1___default().posix.basename(wanted).toLowerCase();
    const scored = (await datasetFilesUnder(workspace, workspace))
        .map(file => ({
        file,
        sameName: node_path__WEBPACK_IMPORTED_MODULE_1___default().posix.basename(file).toLowerCase() === name,
        distance: editDistance(file.toLowerCase(), wanted.toLowerCase())
    }))
        .filter(c => c.sameName || c.distance <= Math.max(c.file.length, wanted.length) / 2);
    scored.sort((a, b) => Number(b.sameName) - Number(a.sameName) ||
        a.distance - b.distance ||
        (a.file < b.file ? -1 : 1));
    return scored.slice(0, NEAREST_SHOWN).map(c => c.file);
}
/**
 * What lies where a pattern looks, for one that matched nothing: the folder before its first
 * wildcard, or its nearest existing ancestor, and the dataset files in it.
 */
async function nearbyForPattern(workspace, pattern) {
    const steps = pattern.trim().replace(/\\/g, '/').split('/');
    const firstWild = steps.findIndex(step => GLOB_SYNTAX.test(step));
    const base = steps
        .slice(0, firstWild < 0 ? steps.length - 1 : firstWild)
        .filter(s => s !== '' && s !== '.');
    if (node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(pattern.trim()) || base.includes('..'))
        return '';
    let existing = base;
    while (existing.length > 0 && !(await isFolder(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(workspace, ...existing)))) {
        existing = existing.slice(0, -1);
    }
    const where = (folder) => folder.length === 0 ? 'the workspace' : `folder ${(0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(`${folder.join('/')}/`)}`;
    const holder = existing.length < base.length
        ? `${where(base)}, which does not exist; the nearest that does, ${where(existing)},`
        : `${where(base)}, which`;
    const files = await datasetFilesUnder(workspace, node_path__WEBPACK_IMPORTED_MODULE_1___default().join(workspace, ...existing));
    const held = files.length === 0
        ? 'no dataset file (CSV, TSV, JSON, JSON Lines or Parquet)'
        : files
            .slice(0, NEARBY_SHOWN)
            .map(f => (0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(f))
            .join(', ') +
            (files.length > NEARBY_SHOWN ? ` and ${files.length - NEARBY_SHOWN} more` : '');
    return ` ${(0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(pattern.trim())} looks in ${holder} holds ${held}.`;
}
async function isFolder(absolute) {
    const stat = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.stat(absolute).catch(() => undefined);
    return stat?.isDirectory() ?? false;
}


/***/ }),

/***/ 78798:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l$: () => (/* binding */ MAX_POINTER_BYTES),
/* harmony export */   y: () => (/* binding */ parseLfsPointer),
/* harmony export */   zP: () => (/* binding */ fetchLfsObject)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_5__);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(78474);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_6___default = /*#__PURE__*/__webpack_require__.n(node_events__WEBPACK_IMPORTED_MODULE_6__);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(57075);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_7___default = /*#__PURE__*/__webpack_require__.n(node_stream__WEBPACK_IMPORTED_MODULE_7__);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(46466);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_8___default = /*#__PURE__*/__webpack_require__.n(node_stream_promises__WEBPACK_IMPORTED_MODULE_8__);
/* harmony import */ var _common_input_values_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(70564);
/* harmony import */ var _read_utf8_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(23403);
/**
 * Datasets stored in Git LFS. actions/checkout leaves each as its pointer file unless the
 * workflow asks for `lfs: true`, and the action must never upload a pointer: it fetches the
 * object of each dataset it uploads (one object, never the whole LFS store) with the checkout's
 * own credentials, and checks the bytes against the pointer's size and sha256 as they are written.
 */











const VERSION_LINE = 'version https://git-lfs.github.com/spec/v1';
/** git-lfs reads no pointer this long, so a file this long is its own content. */
const MAX_POINTER_BYTES = 1024;
const KEY_VALUE = /^([a-z0-9.-]+) (.*)$/;
const OID = /^sha256:([0-9a-f]{64})$/;
const SIZE = /^(0|[1-9][0-9]*)$/;
/**
 * The pointer these bytes are (a whole small file, per the LFS spec: < 1024 bytes, first line
 * `version https://git-lfs.github.com/spec/v1`, keys sorted, `oid sha256:`, `size`), else
 * undefined. Keys the spec allows but the action does not need (extensions) are let pass. Beyond
 * the spec, CRLF line ends (a Windows checkout's `core.autocrlf`) and a missing last newline are
 * forgiven, as git-lfs forgives them: what git-lfs would fetch must not be uploaded as it is.
 */
function parseLfsPointer(bytes) {
    if (bytes.length >= MAX_POINTER_BYTES)
        return undefined;
    // A byte-order mark is kept in the text, where it fails the version line.
    const text = (0,_read_utf8_js__WEBPACK_IMPORTED_MODULE_10__/* .strictUtf8 */ .NR)(bytes);
    if (text === undefined)
        return undefined;
    const lines = text.split('\n');
    if (lines[lines.length - 1] === '')
        lines.pop();
    const [version, ...rest] = lines.map(line => line.replace(/\r$/, ''));
    if (version !== VERSION_LINE)
        return undefined;
    const values = new Map();
    let previous = '';
    for (const line of rest) {
        const [, key, value] = KEY_VALUE.exec(line) ?? [];
        // Sorted strictly, so no key comes twice and `version` cannot come again.
        if (key === undefined || key <= previous || key === 'version' || value.includes('\r'))
            return undefined;
        values.set(key, value);
        previous = key;
    }
    const oid = OID.exec(values.get('oid') ?? '')?.[1];
    const sizeText = values.get('size') ?? '';
    const size = Number(sizeText);
    if (oid === undefined || !SIZE.test(sizeText) || !Number.isSafeInteger(size))
        return undefined;
    return { oid, size };
}
/**
 * Fetches the object a pointer names into `destination` (a file path to create), using git-lfs
 * in the repository at `workspace`, and verifies its size and sha256 while writing; throws an
 * Error whose message names `displayPath` and says what to do.
 *
 * `git lfs smudge` is what a checkout with `lfs: true` runs for each file: it asks the LFS server
 * for that object only, with the credentials git has for it (the `http.<url>.extraheader` that
 * actions/checkout persists), and keeps the object in `.git/lfs/objects`. On failure it writes
 * the pointer itself to its output, so only a clean exit and bytes that match the pointer count.
 */
async function fetchLfsObject(request) {
    const elsewhere = await foreignEndpoint(request.workspace);
    if (elsewhere !== undefined)
        throw new Error(`${(0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_9__/* .quote */ .hD)(request.displayPath)} is a Git LFS pointer, and the checkout's .lfsconfig sends LFS requests to ${(0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_9__/* .quote */ .hD)(elsewhere.lfs)}, not to the repository's own host ${(0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_9__/* .quote */ .hD)(elsewhere.origin)}; the action fetches LFS objects with the checkout's credentials only from the repository's host. Check the repository out with \`lfs: true\` (actions/checkout), or remove the LFS address from .lfsconfig.`);
    // 'wx': never write through a file or link that is already there.
    const sink = (0,node_fs__WEBPACK_IMPORTED_MODULE_4__.createWriteStream)(request.destination, { flags: 'wx' });
    await (0,node_events__WEBPACK_IMPORTED_MODULE_6__.once)(sink, 'open');
    // Stays a failure if smudge throws, so that the partial file goes all the same.
    let failure = { kind: 'other', detail: 'the fetch was interrupted' };
    try {
        failure = await smudge(request, sink);
    }
    finally {
        if (!sink.closed)
            await new Promise(resolve => sink.destroy().once('close', () => resolve()));
        if (failure !== undefined)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_5__.rm)(request.destination, { force: true });
    }
    if (failure !== undefined)
        throw new Error(lfsFailureMessage(request.displayPath, request.pointer, failure));
}
/**
 * A host other than the origin remote's that the checkout's `.lfsconfig` (a file any pull request
 * may change) points git-lfs at: the objects would be fetched from there, as large as it likes.
 * Undefined when the file names none, or only the origin's host.
 */
async function foreignEndpoint(workspace) {
    const git = async (args) => (0,node_util__WEBPACK_IMPORTED_MODULE_1__.promisify)(node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', args, { cwd: workspace, env: smudgeEnv(), timeout: 30_000 }).then(({ stdout }) => stdout.trim(), () => '');
    const top = await git(['rev-parse', '--show-toplevel']);
    if (top === '')
        return undefined;
    const named = await git([
        'config',
        '--file',
        node_path__WEBPACK_IMPORTED_MODULE_2___default().join(top, '.lfsconfig'),
        '--get-regexp',
        '^(lfs\\.url|remote\\..*\\.lfsurl)$'
    ]);
    const origin = hostOf(await git(['config', '--get', 'remote.origin.url']));
    for (const line of named.split('\n')) {
        const url = line.slice(line.indexOf(' ') + 1);
        if (line !== '' && hostOf(url) !== origin)
            return { lfs: hostOf(url) || url, origin };
    }
    return undefined;
}
/** The host of a git or LFS address, in lower case: `https://h/…`, `ssh://u@h/…` or `u@h:path`. */
function hostOf(url) {
    try {
        return new URL(url).hostname.toLowerCase();
    }
    catch {
        const scp = /^[^/@:]+@([^/:]+):/.exec(url);
        return scp ? scp[1].toLowerCase() : '';
    }
}
/** The child's environment: smudging on, never a prompt; the rest (credentials, proxy) kept. */
function smudgeEnv() {
    const env = {
        ...process.env,
        GIT_LFS_SKIP_SMUDGE: '0',
        GIT_TERMINAL_PROMPT: '0'
    };
    // Tracing writes request headers to stderr, which the message quotes from.
    for (const name of Object.keys(env))
        if (/^GIT_(TRACE|CURL_VERBOSE|TRANSFER_TRACE)/.test(name))
            delete env[name];
    return env;
}
async function smudge(request, sink) {
    const { pointer } = request;
    // The repository's fetch filters (`.lfsconfig`) spare people's clones its big files, but the
    // action needs this one whatever they say: without the object git-lfs hands back the pointer.
    const args = ['-c', 'lfs.fetchinclude=', '-c', 'lfs.fetchexclude=', 'lfs', 'smudge', '--'];
    const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', [...args, request.displayPath], {
        cwd: request.workspace,
        env: smudgeEnv(),
        stdio: ['pipe', 'pipe', 'pipe'],
        windowsHide: true
    });
    const exited = new Promise(resolve => {
        child.on('error', error => resolve({ code: null, error }));
        child.on('close', code => resolve({ code }));
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text) => {
        stderr = (stderr + text).slice(-64 * 1024);
    });
    // A git-lfs that has quit early closes the pipe: what it says on stderr tells why.
    child.stdin.on('error', () => undefined);
    child.stdin.end(pointerText(pointer));
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_3__.createHash)('sha256');
    let size = 0;
    const meter = new node_stream__WEBPACK_IMPORTED_MODULE_7__.Transform({
        transform(chunk, _encoding, done) {
            size += chunk.length;
            // Past the pointer's size the object is wrong already: nothing more is written, but the
            // output is read to its end, as git-lfs's exit may yet tell a cause of its own.
            if (size > pointer.size)
                return done();
            hash.update(chunk);
            done(null, chunk);
        }
    });
    const written = (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_8__.pipeline)(child.stdout, meter, sink).then(() => undefined, (error) => {
        child.kill();
        return error;
    });
    let timer;
    const timedOut = new Promise(resolve => {
        timer = setTimeout(() => resolve('timed-out'), request.timeoutMs);
    });
    const outcome = await Promise.race([Promise.all([written, exited]), timedOut]);
    clearTimeout(timer);
    if (outcome === 'timed-out') {
        // git passes the signal on to git-lfs; what is left of the output is not waited for.
        child.kill();
        child.stdout.destroy();
        return { kind: 'timed-out', afterMs: request.timeoutMs };
    }
    const [writeError, { code, error }] = outcome;
    if (error !== undefined)
        return error.code === 'ENOENT'
            ? { kind: 'no-git-lfs' }
            : { kind: 'other', detail: shown(error.message) };
    if (writeError !== undefined)
        return { kind: 'other', detail: shown(writeError.message) };
    if (code !== 0)
        return fromStderr(stderr, request.displayPath, code);
    if (size > pointer.size)
        return { kind: 'mismatch', size: pointer.size, more: true };
    const oid = hash.digest('hex');
    if (size !== pointer.size || oid !== pointer.oid)
        return { kind: 'mismatch', size, oid };
    return undefined;
}
/** The pointer as git-lfs writes it: what `git lfs smudge` reads on its input. */
function pointerText(pointer) {
    return `${VERSION_LINE}\noid sha256:${pointer.oid}\nsize ${pointer.size}\n`;
}
/** Lines git-lfs writes around its error, which say nothing of the cause. */
const CHATTER = /^(Downloading .* \(.*\)|Errors logged to .*|Use `git lfs logs last`.*)$/;
/**
 * git-lfs 3's words for a server that wants credentials it was not given (401, and then no
 * prompt), one that refuses those given (403), and GitHub's answer to a token that may not see
 * the repository (404 for the whole batch); a per-object 401 or 403.
 */
const REFUSED = /Authorization error|Git credentials for .* not found|terminal prompts disabled|Repository or object not found|\[40[13]\] /;
/** A per-object 404, and the standalone agent's answer for a `file://` remote. */
const MISSING = /\[404\] |remote missing object /;
/** The basic transfer's check of what it downloaded, and the standalone agent's. */
const WRONG_HASH = [
    /expected OID [0-9a-f]{64}, got ([0-9a-f]{64}) after (\d+) bytes written/,
    /has an invalid hash ([0-9a-f]{64})/
];
/**
 * What git-lfs's stderr says went wrong. A server's own message in place of git-lfs's default
 * leaves only the generic failure, which quotes the server's words.
 */
function fromStderr(stderr, displayPath, code) {
    const lines = stderr
        .split(/\r?\n/)
        .map(line => line.trim())
        .filter(line => line !== '' && !CHATTER.test(line));
    // Without the file's name, which could hold any of the words looked for.
    const said = lines.join('\n').split(displayPath).join('');
    if (/'lfs' is not a git command/.test(said))
        return { kind: 'no-git-lfs' };
    const wrongHash = WRONG_HASH.map(pattern => pattern.exec(said)).find(found => found !== null);
    if (wrongHash) {
        const size = wrongHash[2] === undefined ? {} : { size: Number(wrongHash[2]) };
        return { kind: 'mismatch', oid: wrongHash[1], ...size };
    }
    if (MISSING.test(said))
        return { kind: 'missing' };
    if (REFUSED.test(said))
        return { kind: 'refused' };
    const error = lines.filter(line => line.startsWith('Error downloading object: ')).pop();
    const cause = (error ?? lines[lines.length - 1] ?? `git lfs smudge exited with code ${code}`)
        .replace(/^Error downloading object: .*?Smudge error: /, '')
        .replace(/^Error downloading .*? \([0-9a-f]{64}\): /, '');
    return { kind: 'other', detail: shown(cause) };
}
/**
 * git-lfs's words made fit for a message: control characters dropped, credentials in URLs and
 * anything following an Authorization header's name hidden, and cut short.
 */
function shown(text) {
    const clean = text
        // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
        .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '')
        .replace(/\/\/[^\s/@]*@/g, '//')
        .replace(/(authorization\s*:).*/gi, '$1 (hidden)')
        .replace(/\b(basic|bearer|token)\s+[A-Za-z0-9+/=._~-]{8,}/gi, '$1 (hidden)')
        .trim();
    return clean.length > 300 ? `${clean.slice(0, 300)}…` : clean;
}
const LFS_TRUE = 'check the repository out with `lfs: true` (actions/checkout)';
function lfsFailureMessage(displayPath, pointer, failure) {
    const file = (0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_9__/* .quote */ .hD)(displayPath);
    const oid = `${pointer.oid.slice(0, 12)}…`;
    switch (failure.kind) {
        case 'no-git-lfs':
            return `${file} is a Git LFS pointer, and git-lfs is not installed on the runner to fetch its content; install git-lfs before this step, or ${LFS_TRUE}.`;
        case 'refused':
            return `${file} is a Git LFS pointer, and the LFS server refused this checkout's credentials for its object; give the workflow's token \`contents: read\` (\`permissions:\`) and keep actions/checkout's \`persist-credentials\` (the default), or ${LFS_TRUE}.`;
        case 'missing':
            return `${file} is a Git LFS pointer to object ${oid}, which is not on the LFS server; push it from a clone that has it (\`git lfs push --all origin\`), then run the workflow again.`;
        case 'mismatch': {
            const size = failure.size === undefined ? '' : `${failure.more ? 'more than ' : ''}${failure.size} bytes`;
            const hash = failure.oid === undefined ? '' : `sha256 ${failure.oid.slice(0, 12)}…`;
            const got = [size, hash].filter(part => part !== '').join(', ');
            return `The Git LFS object fetched for ${file} does not match its pointer (expected ${pointer.size} bytes, sha256 ${oid}; got ${got}), so nothing was uploaded; commit the file again with git-lfs from a clone that has its true content, so that its pointer and object agree.`;
        }
        case 'timed-out':
            return `Fetching the Git LFS object of ${file} (${pointer.size} bytes) timed out after ${Number((failure.afterMs / 1000).toFixed(3))} s; run the workflow again, or ${LFS_TRUE}.`;
        case 'other':
            return `${file} is a Git LFS pointer, and git-lfs could not fetch its object (git-lfs: ${failure.detail.replace(/\.$/, '')}); ${LFS_TRUE} instead.`;
    }
}


/***/ }),

/***/ 15178:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gg: () => (/* binding */ datasetFolders),
/* harmony export */   Gx: () => (/* binding */ skippedForCase),
/* harmony export */   Kf: () => (/* binding */ literalPattern),
/* harmony export */   Ki: () => (/* binding */ caseSkippedText),
/* harmony export */   Uc: () => (/* binding */ workspaceRelative),
/* harmony export */   Z7: () => (/* binding */ parsePatterns),
/* harmony export */   dG: () => (/* binding */ unmatchedLines),
/* harmony export */   kc: () => (/* binding */ isSinglePath),
/* harmony export */   xo: () => (/* binding */ matchFiles)
/* harmony export */ });
/* unused harmony export literalPath */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _config_constants_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64687);
/* harmony import */ var _common_input_values_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(70564);
/* harmony import */ var _hints_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(88351);
/* harmony import */ var _read_utf8_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(23403);
/**
 * The `file` input: one path, or glob patterns over several lines with `!` exclusions. Glob
 * matching (@actions/glob) is loaded only when a pattern needs it.
 */






const GLOB_SYNTAX = /[*?[\]{}]/;
/** Non-empty lines; `#` lines are comments, as @actions/glob reads them. */
function parsePatterns(raw) {
    return raw
        .split(/\r?\n/)
        .map(line => line.trim())
        .filter(line => line !== '' && !line.startsWith('#'));
}
/**
 * The `file` line that selects this workspace-relative path and no other file, however it is
 * named: `* ? [` and a backslash become one-character classes, which the glob reads back as the
 * character itself (so it looks the file up, without listing its folder); white space at the
 * end, which the line's trimming would drop, is written the same way; a leading `!`, `#` or
 * white space (an exclusion, a comment, trimmed) gets `./` before it. `]`, `{}` and a `!`
 * elsewhere are plain characters to the glob already. A line break cannot be written.
 */
function literalPattern(file) {
    const escaped = file
        .replace(/[*?[\\]/g, c => (c === '\\' ? '[\\\\]' : `[${c}]`))
        .replace(/\s+$/, tail => [...tail].map(c => `[${c}]`).join(''));
    return /^[!#\s]/.test(escaped) ? `./${escaped}` : escaped;
}
/** A path of the input as the glob and the changed files name it: workspace-relative, '/'-separated. */
function workspaceRelative(workspace, file) {
    return node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(workspace, node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(workspace, file)).split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/');
}
/** One plain path: the single-dataset form of the input. */
function isSinglePath(patterns) {
    return patterns.length === 1 && !patterns[0].startsWith('!') && !GLOB_SYNTAX.test(patterns[0]);
}
/**
 * The one file a line names, when it names one: no wildcard but the one-character classes that
 * `literalPattern` writes, read back as their characters. Undefined for an exclusion or a glob.
 */
function literalPath(line) {
    if (line.startsWith('!'))
        return undefined;
    const oneCharacter = /\[(\\\\|[^\]\\])\]/g;
    if (/[*?[]/.test(line.replace(oneCharacter, '')))
        return undefined;
    return line.replace(oneCharacter, (_, c) => (c === '\\\\' ? '\\' : c));
}
/**
 * What of the `file` input matched nothing: each literal path that names no file of the
 * workspace (excluded ones aside, which exist), the single path included; and, beside lines that
 * matched, each glob that matched no file before the exclusions. `matched` are the
 * workspace-relative paths found.
 */
async function unmatchedLines(workspace, patterns, matched) {
    // A single path comes back from matchFiles as given, unlooked-for: it is looked up here.
    const found = new Set(isSinglePath(patterns) ? [] : matched);
    const positive = patterns.filter(p => !p.startsWith('!'));
    const missing = [];
    const globs = [];
    for (const line of positive) {
        const literal = literalPath(line);
        if (literal === undefined) {
            globs.push(line);
            continue;
        }
        const absolute = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(workspace, literal);
        if (found.has(workspaceRelative(workspace, literal)))
            continue;
        // A file that exists was excluded on purpose; a folder or nothing is named as a mistake.
        const stat = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.stat(absolute).catch(() => undefined);
        if (stat?.isFile() !== true && !missing.includes(literal))
            missing.push(literal);
    }
    const emptyGlobs = [];
    // Alone, a glob that matches nothing stops the step: only one beside others is looked at.
    if (positive.length > 1)
        for (const line of globs)
            if ((await glob(workspace, [line])).length === 0)
                emptyGlobs.push(line);
    return { missing, emptyGlobs };
}
/** A glob line's closing extension, without wildcards: `.csv` of `data/*.csv`, or `.csv.gz`. */
const CLOSING_EXTENSION = /(?:\.[^./\\*?[\]{}!]+)+$/;
/**
 * The files that a glob line of `patterns` would select but for the letter case of their
 * extension (`Q2 Export.CSV` for `data/*.csv`), the exclusions applied, those `matched` aside:
 * globs match case exactly (on Linux and macOS runners), though the extension is read in any case.
 * Empty when the files cannot be listed: it is only a hint.
 */
async function skippedForCase(workspace, patterns, matched) {
    const exclusions = patterns.filter(p => p.startsWith('!'));
    const found = new Set(matched);
    const groups = new Map();
    for (const line of patterns) {
        if (line.startsWith('!') || literalPath(line) !== undefined)
            continue;
        const extension = CLOSING_EXTENSION.exec(line)?.[0];
        if (extension === undefined || !/[a-z]/i.test(extension))
            continue;
        const stem = line.slice(0, -extension.length);
        const anyCase = stem + extension.replace(/[a-z]/gi, c => `[${c.toLowerCase()}${c.toUpperCase()}]`);
        // The glob stats every file it walks: it runs only when a name in another case is there.
        const searched = (await createGlobber(workspace, [anyCase])).getSearchPaths();
        if (!(await someNameInAnotherCase(searched, extension)))
            continue;
        const candidates = await glob(workspace, [anyCase, ...exclusions]).catch(() => []);
        for (const file of candidates) {
            if (found.has(file))
                continue;
            const selecting = stem + file.slice(-extension.length);
            const group = groups.get(selecting) ?? { line, extension, selecting, files: [] };
            if (!group.files.includes(file))
                group.files.push(file);
            groups.set(selecting, group);
        }
    }
    return [...groups.values()];
}
/**
 * Whether a file under `folders` (symbolic links not followed, as the glob does not) ends in
 * `extension` in another letter case. Reads the folders only, stats nothing.
 */
async function someNameInAnotherCase(folders, extension) {
    const lower = extension.toLowerCase();
    const stack = [...folders];
    while (stack.length > 0) {
        const folder = stack.pop();
        const entries = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.readdir(folder, { withFileTypes: true }).catch(() => []);
        for (const entry of entries) {
            if (entry.isDirectory())
                stack.push(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(folder, entry.name));
            else if (entry.name.toLowerCase().endsWith(lower) && !entry.name.endsWith(extension))
                return true;
        }
    }
    return false;
}
/** At most this many files are named for a line that skipped them for their letter case. */
const CASE_SKIPPED_SHOWN = 5;
/** What to say of files a glob line skipped for their extension's letter case, and the fix. */
function caseSkippedText({ line, extension, selecting, files }) {
    const shown = files
        .slice(0, CASE_SKIPPED_SHOWN)
        .map(f => (0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(f))
        .join(', ');
    const more = files.length > CASE_SKIPPED_SHOWN ? ` and ${files.length - CASE_SKIPPED_SHOWN} more` : '';
    const them = files.length === 1 ? 'it' : 'them';
    return `Input '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.File}': ${(0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(line)} does not select ${shown}${more}, only because ${files.length === 1 ? 'its extension is' : 'their extensions are'} in another letter case: patterns match letter case exactly. Add the line ${(0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(selecting)} to select ${them}, or rename ${them} to end in ${(0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(extension)}.`;
}
/** The matched files as workspace-relative paths with '/' separators, sorted. */
async function matchFiles(workspace, patterns) {
    if (isSinglePath(patterns))
        return [patterns[0]];
    const positive = patterns.filter(p => !p.startsWith('!'));
    if (positive.length === 0) {
        throw new Error(`Input '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.File}' has only exclusions (${patterns.map(p => (0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(p)).join(', ')}); add a pattern that selects files.`);
    }
    const matched = await glob(workspace, patterns);
    if (matched.length > 0)
        return matched;
    const before = await glob(workspace, positive);
    const shown = positive.map(p => (0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(p)).join(', ');
    if (before.length > 0) {
        throw new Error(`Input '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.File}': ${shown} matched ${before.length} file(s), but the exclusions removed every one.`);
    }
    const nearby = await Promise.all(positive.filter(p => GLOB_SYNTAX.test(p)).map(p => (0,_hints_js__WEBPACK_IMPORTED_MODULE_4__/* .nearbyForPattern */ .DR)(workspace, p)));
    const cased = (await skippedForCase(workspace, patterns, [])).map(skipped => ` ${caseSkippedText(skipped)}`);
    throw new Error(`Input '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.File}': no file in the workspace matches ${shown}.${cased.join('')}${nearby.join('')}${await (0,_hints_js__WEBPACK_IMPORTED_MODULE_4__/* .missingFileHints */ .Nq)(workspace, positive.join('\n'))}`);
}
/**
 * The folders the patterns pick files in, as absolute paths: a dataset, or the target of a
 * dataset that is a symbolic link, must lie in one of them.
 */
async function datasetFolders(workspace, patterns) {
    const positive = patterns.filter(p => !p.startsWith('!'));
    // A plain path is searched for as itself: its folder is where its dataset lies.
    const literal = positive
        .filter(p => !GLOB_SYNTAX.test(p))
        .map(p => node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(workspace, p.trim())));
    const globbed = positive.filter(p => GLOB_SYNTAX.test(p));
    if (globbed.length === 0)
        return literal;
    const globber = await createGlobber(workspace, globbed);
    // A pattern without wildcards (a line of a leg's file input) searches its own file: its folder is above.
    const searched = await Promise.all(globber.getSearchPaths().map(async (found) => {
        const stat = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.stat(found).catch(() => undefined);
        return stat?.isFile() ? node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(found) : found;
    }));
    return [...literal, ...searched];
}
async function createGlobber(workspace, patterns) {
    const { create } = await __webpack_require__.e(/* import() */ 427).then(__webpack_require__.bind(__webpack_require__, 54427));
    const rooted = patterns.map(p => {
        const negated = p.startsWith('!');
        const body = negated ? p.slice(1) : p;
        const absolute = node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(body) ? body : node_path__WEBPACK_IMPORTED_MODULE_1___default().join(workspace, body);
        return negated ? `!${absolute}` : absolute;
    });
    return create(rooted.join('\n'), {
        matchDirectories: false,
        implicitDescendants: false,
        followSymbolicLinks: false
    });
}
async function glob(workspace, patterns) {
    const globber = await createGlobber(workspace, patterns);
    let found;
    try {
        found = await globber.glob();
    }
    catch (error) {
        throw await listingError(workspace, patterns, globber.getSearchPaths(), error);
    }
    return found.map(file => node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(workspace, file).split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/')).sort();
}
/** At most this many names that are not UTF-8 are shown; the rest are counted. */
const NAMES_SHOWN = 5;
/** The search for such names stops after this many entries: it runs only once listing failed. */
const ENTRIES_SEARCHED = 200_000;
/**
 * Listing the files failed, most often on a name that is not UTF-8: Node reads it with the bad
 * bytes replaced, so the name it then asks about does not exist (ENOENT). Names every such file.
 */
async function listingError(workspace, patterns, searchPaths, error) {
    const shown = patterns.map(p => (0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(p)).join(', ');
    const failure = error;
    const bad = failure?.code === 'ENOENT' ? await namesNotUtf8(workspace, searchPaths) : [];
    if (bad.length > 0) {
        const more = bad.length > NAMES_SHOWN ? ` and ${bad.length - NAMES_SHOWN} more` : '';
        return new Error(`Input '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.File}': ${bad.length} file or folder name(s) where ${shown} look for datasets are not UTF-8 text, so they cannot be matched or read: ${bad.slice(0, NAMES_SHOWN).join(', ')}${more} (\\xNN is a byte that is not UTF-8). Rename them to UTF-8 names (for example with git mv), or change the patterns so they do not search their folder. No dataset was uploaded.`);
    }
    if (typeof failure?.code !== 'string')
        return error;
    const where = typeof failure.path === 'string'
        ? ` at ${(0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(workspace, failure.path).split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/'))}`
        : '';
    return new Error(`Input '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.File}': listing the files that match ${shown} failed${where} (${failure.code}). Check that the runner may read that folder, or change the patterns so they do not search it; if a file was removed while the step ran, run it again. No dataset was uploaded.`);
}
/** Workspace-relative names, quoted, of the entries under `searchPaths` that are not UTF-8. */
async function namesNotUtf8(workspace, searchPaths) {
    const found = [];
    const separator = Buffer.from('/');
    const stack = searchPaths.map(folder => ({
        absolute: Buffer.from(folder),
        relative: Buffer.from(node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(workspace, folder).split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/'))
    }));
    let searched = 0;
    while (stack.length > 0 && searched < ENTRIES_SEARCHED) {
        const folder = stack.pop();
        let entries;
        try {
            entries = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.readdir(folder.absolute, { withFileTypes: true, encoding: 'buffer' });
        }
        catch {
            continue;
        }
        for (const entry of entries) {
            searched++;
            const name = entry.name;
            const join = (base) => base.length === 0 ? name : Buffer.concat([base, separator, name]);
            const relative = join(folder.relative);
            if ((0,_read_utf8_js__WEBPACK_IMPORTED_MODULE_5__/* .firstInvalidUtf8 */ .vE)(name) >= 0)
                found.push((0,_read_utf8_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteBytes */ .K7)(relative));
            else if (entry.isDirectory())
                stack.push({ absolute: join(folder.absolute), relative });
        }
    }
    return found;
}


/***/ }),

/***/ 94642:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  QU: () => (/* binding */ existingUnder),
  dc: () => (/* binding */ reportOnGitHub),
  _2: () => (/* binding */ runOnGitHub)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/common/log.ts
var log = __webpack_require__(81095);
// EXTERNAL MODULE: ./src/config/constants.ts
var constants = __webpack_require__(64687);
// EXTERNAL MODULE: ./src/github/client.ts
var client = __webpack_require__(96584);
// EXTERNAL MODULE: ./src/github/context.ts
var github_context = __webpack_require__(19556);
// EXTERNAL MODULE: ./src/github/rate-limit.ts
var rate_limit = __webpack_require__(57403);
// EXTERNAL MODULE: ./src/github/status-context.ts
var status_context = __webpack_require__(3683);
// EXTERNAL MODULE: ./src/github/statuses.ts
var github_statuses = __webpack_require__(72681);
// EXTERNAL MODULE: ./src/report/commit-status.ts
var commit_status = __webpack_require__(36604);
// EXTERNAL MODULE: ./src/report/messages.ts
var messages = __webpack_require__(53020);
// EXTERNAL MODULE: ./src/report/outputs.ts
var outputs = __webpack_require__(65468);
// EXTERNAL MODULE: ./src/service/generation.ts + 3 modules
var generation = __webpack_require__(11294);
// EXTERNAL MODULE: ./src/report/html.ts
var html = __webpack_require__(86433);
// EXTERNAL MODULE: ./src/common/redact.ts
var redact = __webpack_require__(6800);
;// CONCATENATED MODULE: ./src/report/markdown.ts
/**
 * Markdown for the pull-request comment. Untrusted text (titles, file names, the service's
 * words, the workflow's instructions) is placed so it stays what it is: text, never a link,
 * image, heading, table cell, mention, issue reference or the comment's hidden marker; and
 * never a secret. Code spans carry plain text, as a reader must see and copy it.
 */


/**
 * Text safe to place in Markdown prose or a table cell: every character that Markdown or HTML
 * could read as syntax becomes a character reference (shown as the character itself); no
 * mention or issue reference forms.
 */
function escapeText(text) {
    return (0,html/* asReferences */.$E)((0,html/* oneLine */.TN)((0,redact/* redact */.E$)(text)), /[&<>"'`\\[\]()!*_~|{}+\-.:=^$%@#]/g);
}
/** The hidden markers start with `<!--`; inside visible text they are broken apart. */
function breakMarkers(text) {
    return text.replace(/<!--/g, '<!-\u200b-').replace(/-->/g, '-\u200b->');
}
/**
 * A code span showing `text` exactly (one line, secrets hidden). Its backtick fence is longer
 * than any run of backticks inside. In a table cell, `|` is escaped as GitHub's tables require
 * (a reader still sees `|`).
 */
function codeSpan(text, inTable = false) {
    let body = breakMarkers((0,html/* oneLine */.TN)((0,redact/* redact */.E$)(text)));
    if (inTable)
        body = body.replace(/\|/g, '\\|');
    const longest = Math.max(0, ...(body.match(/`+/g) ?? []).map(run => run.length));
    const fence = '`'.repeat(longest + 1);
    const pad = body.startsWith('`') || body.endsWith('`') ? ' ' : '';
    return body === '' ? '' : `${fence}${pad}${body}${pad}${fence}`;
}
/** A fenced code block of one line: GitHub gives it a copy button. */
function codeBlock(text) {
    const body = breakMarkers((0,html/* oneLine */.TN)((0,redact/* redact */.E$)(text)));
    const longest = Math.max(2, ...(body.match(/`+/g) ?? []).map(run => run.length));
    const fence = '`'.repeat(longest + 1);
    return `${fence}\n${body}\n${fence}`;
}
/** An absolute http(s) link target that cannot close the Markdown link or table cell around it. */
function safeHref(url) {
    return (0,html/* httpUrl */.q3)(url)?.replace(/[()<> "'`|\\[\]]/g, c => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
/** A Markdown link when the address is absolute http(s), else the text alone. */
function mdLink(url, text) {
    const href = safeHref(url);
    return href ? `[${escapeText(text)}](${href})` : escapeText(text);
}

// EXTERNAL MODULE: ./src/common/comment-marker.ts
var comment_marker = __webpack_require__(28063);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
;// CONCATENATED MODULE: ./src/report/comment-rows.ts
/**
 * The rows a pull-request comment carries, one per dataset, in a hidden block: how a run reads
 * the rows earlier runs wrote and merges its own in, so a dataset this run did not generate
 * keeps its last row (flagged as another commit's).
 */




const ROWS_BEGIN = '<!-- dashboard-action rows: ';
/** Room for the carried rows when a body gives none: the rest of GitHub's limit is the card's. */
const ROWS_BLOCK_BUDGET = 30_000;
/** Lost rows counted by key at most; the keys are what tells a row that came back from one lost. */
const LOST_KEPT = 600;
/**
 * How long a carried note may be: whole while the rows fit, then shorter, cut after a sentence,
 * before any row is left out. Titles are carried this long at most too.
 */
const CARRIED_TEXT = [2_000, 600, 120];
const NOTHING = { rows: [], lost: [] };
/**
 * What a version of the comment carries (an older version's bare list of rows too), or nothing.
 * The body is outside text (anyone who can post as the token's user or bot could have written
 * it): a row is kept only when every field has the type and form a run writes, its time no later
 * than now; a lost key only in the form rowKey gives, at most LOST_KEPT of them.
 */
function readCarried(body, now = Date.now()) {
    const start = body?.indexOf(ROWS_BEGIN) ?? -1;
    if (body === undefined || start < 0)
        return NOTHING;
    const end = body.indexOf(' -->', start);
    try {
        const packed = Buffer.from(body.slice(start + ROWS_BEGIN.length, end), 'base64');
        const given = JSON.parse((0,external_node_zlib_.inflateRawSync)(packed).toString('utf8'));
        const carried = (Array.isArray(given) ? { rows: given } : given);
        const rows = Array.isArray(carried.rows) ? carried.rows : [];
        const lost = Array.isArray(carried.lost) ? carried.lost : [];
        return {
            rows: rows.flatMap(row => {
                const checked = checkedRow(row, now);
                return checked === undefined ? [] : [checked];
            }),
            lost: lost
                .filter((key) => typeof key === 'string' && /^[0-9a-f]{10}$/.test(key))
                .slice(0, LOST_KEPT),
            commit: typeof carried.commit === 'string' ? carried.commit : undefined
        };
    }
    catch {
        return NOTHING;
    }
}
const TEXTS = ['file', 'title', 'status', 'updatedAt'];
const OPTIONAL_TEXTS = [
    'shareUrl',
    'generationId',
    'note',
    'commitSha',
    'runId',
    'attempt',
    'runUrl',
    'change',
    'upload',
    'reused',
    'expiresAt',
    'goodUrl',
    'goodCommit',
    'goodAt',
    'goodExpiresAt'
];
/** Optional fields that name a commit: a row whose commit is not a SHA is not kept. */
const COMMITS = ['commitSha', 'goodCommit'];
/** Optional fields that hold a time: a row whose time does not read as one is not kept. */
const TIMES = ['expiresAt', 'goodAt', 'goodExpiresAt'];
/** `given` as a row a run writes, its time at most `now`; undefined when it is not one. */
function checkedRow(given, now) {
    if (typeof given !== 'object' || given === null || Array.isArray(given))
        return undefined;
    const row = given;
    if (TEXTS.some(field => typeof row[field] !== 'string') || row.file === '')
        return undefined;
    if (OPTIONAL_TEXTS.some(field => row[field] !== undefined && typeof row[field] !== 'string'))
        return undefined;
    if (typeof row.outcome !== 'string' || !Object.hasOwn(messages/* HEADINGS */.Ac, row.outcome))
        return undefined;
    const at = Date.parse(row.updatedAt);
    if (Number.isNaN(at))
        return undefined;
    if (TIMES.some(field => row[field] !== undefined && Number.isNaN(Date.parse(row[field]))))
        return undefined;
    // A commit is linked under the repository: only a SHA's hex digits, never a path to climb out.
    if (COMMITS.some(field => row[field] !== undefined && !/^[0-9a-f]{7,64}$/.test(row[field])))
        return undefined;
    const kept = { outcome: row.outcome };
    for (const field of [...TEXTS, ...OPTIONAL_TEXTS])
        if (row[field] !== undefined)
            kept[field] = row[field];
    if (at > now)
        kept.updatedAt = new Date(now).toISOString();
    return kept;
}
/** The rows a version of the comment carries, or none. */
function readRows(body) {
    return readCarried(body).rows;
}
/** A row's key among the lost: short, and naming no file. */
function rowKey(file) {
    return (0,external_node_crypto_.createHash)('sha256').update(file).digest('hex').slice(0, 10);
}
/**
 * Rows another run (or an earlier attempt of this one) left `generating`: that run ended without
 * its final write, its runner lost. Each is told as interrupted, why, and the line to resume when
 * it names a generation, so no row stays `generating` past its run.
 */
function settleUnfinished(rows, writer) {
    return rows.map(row => row.outcome !== 'generating' || (row.runId === writer.runId && row.attempt === writer.attempt)
        ? row
        : {
            ...row,
            outcome: 'interrupted',
            status: 'failed',
            note: (0,messages/* unfinishedRunText */.iP)(row.generationId)
        });
}
function isNewer(row, than) {
    return Date.parse(row.updatedAt) > Date.parse(than.updatedAt);
}
/**
 * This run's rows, and for every other dataset the newest row other runs left, unless its file
 * is gone from the checkout. A carried row never outranks this run's own for its dataset: a run
 * that writes over a newer commit's comment is stopped before (sticky-comment.ts), so this run's
 * row is the latest word, whatever time a carried row claims. Ordered by path.
 */
function mergeRows(previous, current, stillExists) {
    const byFile = new Map();
    for (const row of previous) {
        const kept = byFile.get(row.file);
        if (stillExists(row.file) && (kept === undefined || isNewer(row, kept)))
            byFile.set(row.file, row);
    }
    for (const row of current)
        byFile.set(row.file, row);
    return [...byFile.values()].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}
function byFile(a, b) {
    return a.file < b.file ? -1 : a.file > b.file ? 1 : 0;
}
/** The newest first: when rows must be left out, the oldest go. */
function byAge(a, b) {
    return Date.parse(b.updatedAt) - Date.parse(a.updatedAt) || byFile(a, b);
}
/**
 * A row as the block carries it, its titles and notes at most `limit` long. The block is posted
 * too (packed, but readable by anyone), so it is a sink of its own: every text of the row is
 * redacted, once, here.
 */
function compactRow(row, limit) {
    const hide = (text) => (text === undefined ? undefined : (0,redact/* redact */.E$)(text));
    const note = row.note === undefined ? undefined : (0,messages/* shortened */.vI)(row.note, limit, 'the job summary has all of it');
    return {
        ...row,
        file: (0,redact/* redact */.E$)(row.file),
        title: (0,redact/* redact */.E$)(row.title.slice(0, (0,redact/* secretFreeEnd */.iY)(row.title, limit))),
        status: (0,redact/* redact */.E$)(row.status),
        shareUrl: hide(row.shareUrl),
        generationId: hide(row.generationId),
        note: hide(note),
        change: hide(row.change),
        upload: hide(row.upload),
        runUrl: hide(row.runUrl),
        goodUrl: hide(row.goodUrl)
    };
}
/**
 * The block that carries `rows`, within `budget` characters: notes as long as the budget allows
 * for every row, cut after a sentence; when even short notes do not fit, the oldest rows are
 * left out and their keys carried in their place, so a later write can count them.
 */
function rowsBlock(given, budget = ROWS_BLOCK_BUDGET) {
    const newest = [...given.rows].sort(byAge);
    const pack = (count, limit) => {
        const left = newest.slice(count).map(row => rowKey(row.file));
        const carried = {
            rows: newest
                .slice(0, count)
                .sort(byFile)
                .map(row => compactRow(row, limit)),
            ...(given.commit ? { commit: given.commit } : {}),
            lost: [...new Set([...left, ...(given.lost ?? [])])].slice(0, LOST_KEPT)
        };
        return `${ROWS_BEGIN}${(0,external_node_zlib_.deflateRawSync)(JSON.stringify(carried)).toString('base64')} -->`;
    };
    for (const limit of CARRIED_TEXT) {
        const block = pack(newest.length, limit);
        if (block.length <= budget)
            return block;
    }
    // The most rows that fit with the shortest notes: more rows never make a smaller block.
    const shortest = CARRIED_TEXT[CARRIED_TEXT.length - 1];
    let [fits, fails] = [0, newest.length];
    while (fails - fits > 1) {
        const middle = Math.floor((fits + fails) / 2);
        if (pack(middle, shortest).length <= budget)
            fits = middle;
        else
            fails = middle;
    }
    return pack(fits, shortest);
}
/**
 * A rendered body that carries `rows`, whatever its layout: the block goes right after the
 * first line (the marker), replacing any block the body had.
 */
function withRows(body, rows) {
    const carried = 'rows' in rows ? rows : { rows };
    const start = body.indexOf(ROWS_BEGIN);
    const bare = start < 0 ? body : body.slice(0, start) + body.slice(body.indexOf(' -->', start) + 5);
    const firstLineEnd = bare.indexOf('\n');
    if (firstLineEnd < 0)
        return `${bare}\n${rowsBlock(carried)}`;
    return `${bare.slice(0, firstLineEnd + 1)}${rowsBlock(carried)}\n${bare.slice(firstLineEnd + 1)}`;
}

;// CONCATENATED MODULE: ./src/report/comment-body.ts






/** GitHub refuses comments longer than this many characters. */
const COMMENT_LIMIT = 65_536;
/** The workflow's instructions are the reviewer's context, not the news: a few lines at most. */
const INSTRUCTIONS_SHOWN = 600;
/** One problem's text beyond this is shortened at a sentence end; the log and summary have it all. */
const PROBLEM_SHOWN = 4_000;
/** Under the heading: the pull request's own manifest was not used, and why. */
function manifestLines(file) {
    return file === undefined ? [] : [`ℹ️ ${(0,messages/* manifestChangedText */.z6)(codeSpan(file))}`, ''];
}
/**
 * Whether the generation may still go on at the service, so following it again makes sense: a
 * problem's advice, never said of one the run is still following.
 */
function resumable(outcome, generationId) {
    return generationId !== undefined && outcome !== 'generating' && (0,messages/* goesOn */.Eo)(outcome);
}
/** Said under a dashboard still generating: the run follows it, and this comment will tell. */
function followedLine(runUrl) {
    const run = safeHref(runUrl);
    return [
        `The ${run ? `[workflow run](${run})` : 'workflow run'} follows it; this comment is updated when it ends.`,
        ''
    ];
}
/** The reason in full, as a quote, then the copyable line to follow the generation again. */
function problemBlock(problem, resumeId) {
    const lines = [];
    if (problem)
        lines.push(`> ${escapeText((0,messages/* shortened */.vI)(problem, PROBLEM_SHOWN, 'the step log has all of it'))}`, '');
    if (resumeId !== undefined) {
        lines.push('To follow it again, run the action with this input (same api-key and base-url):', '', codeBlock((0,messages/* resumeLine */.GC)(resumeId)), '');
    }
    return lines;
}
function commitLink(sha, url) {
    if (!sha)
        return '';
    const short = codeSpan(sha.slice(0, 7));
    const href = safeHref(url);
    return href ? `[${short}](${href})` : short;
}
function footer(facts) {
    const run = safeHref(facts.runUrl);
    const commit = commitLink(facts.commitSha, facts.commitUrl);
    return `<sub>${run ? `[Workflow run](${run}) · ` : ''}${commit ? `commit ${commit} · ` : ''}updated ${facts.updatedAt.toISOString()}</sub>`;
}
function commentBody(facts) {
    const { state } = facts;
    const title = state?.title ?? facts.title ?? facts.datasetPath ?? 'dashboard';
    const url = facts.outcome === 'completed' ? state?.shareUrl : undefined;
    const resumeId = resumable(facts.outcome, state?.generationId) ? state?.generationId : undefined;
    const lines = [
        (0,comment_marker/* marker */.x)(facts.tag),
        `### ${messages/* ICONS */.Ze[facts.outcome]} ${messages/* HEADINGS */.Ac[facts.outcome]}: ${mdLink(url, (0,messages/* shownTitle */._Q)(title))}`,
        '',
        ...manifestLines(facts.changedManifest),
        '| | |',
        '|---|---|',
        ...cardRows(facts, url).map(([k, v]) => `| ${k} | ${v} |`),
        '',
        ...(facts.outcome === 'generating' ? followedLine(facts.runUrl) : []),
        ...problemBlock(facts.problem, resumeId),
        ...instructionsBlock(facts.instructions),
        // The commit is in the table already.
        footer({ ...facts, commitSha: undefined })
    ];
    return fitToLimit(lines.join('\n'));
}
/** The card's small table: what there is to tell about this generation, one row each. */
function cardRows(facts, url) {
    const { state } = facts;
    const rows = [
        [
            'Status',
            `${messages/* ICONS */.Ze[facts.outcome]} ${messages/* STATUS_WORDS */.ly[facts.outcome]}${facts.reused ? ` (${escapeText(facts.reused)})` : ''}`
        ]
    ];
    if (safeHref(url))
        rows.push(['Dashboard', mdLink(url, 'Open the dashboard')]);
    else if (state?.unlinkableShareUrl)
        rows.push([
            'Dashboard',
            `not linked, not a web address: ${codeSpan(state.unlinkableShareUrl, true)}`
        ]);
    if (state)
        rows.push(['Generation', codeSpan(state.generationId, true)]);
    if (facts.datasetPath)
        rows.push(['Dataset', codeSpan(facts.datasetPath, true)]);
    if (facts.upload)
        rows.push(['Uploaded', escapeText(facts.upload)]);
    if (facts.change)
        rows.push(['Change', escapeText(facts.change)]);
    if (facts.commitSha)
        rows.push(['Commit', commitLink(facts.commitSha, facts.commitUrl)]);
    if (facts.outcome !== 'generating')
        rows.push(['Time taken', (0,messages/* formatSeconds */.Xo)(facts.elapsedMs)]);
    return rows;
}
/** The workflow's instructions, folded: the reviewer's context, not the news. */
function instructionsBlock(instructions) {
    if (!instructions)
        return [];
    return [
        '<details><summary>Instructions</summary>',
        '',
        escapeText((0,messages/* shortened */.vI)(instructions, INSTRUCTIONS_SHOWN, 'as given in the workflow')),
        '',
        '</details>',
        ''
    ];
}
/**
 * Nothing above should come near the limit; this keeps any comment (or issue: GitHub's limit is
 * the same) postable all the same. It cuts between lines, never inside one (a cut code span would
 * leave its text live), and before a code block the cut would leave open.
 */
function fitToLimit(body, what = 'comment') {
    if (body.length <= COMMENT_LIMIT)
        return body;
    const note = `\n\n…(shortened to fit GitHub's ${what} limit)`;
    const lines = body.slice(0, COMMENT_LIMIT - note.length).split('\n');
    lines.pop(); // the line the cut went through
    let open;
    for (const [at, line] of lines.entries()) {
        if (open) {
            if (line === open.fence)
                open = undefined;
        }
        else if (/^`{3,}$/.test(line))
            open = { at, fence: line };
    }
    return lines.slice(0, open?.at).join('\n') + note;
}
/** Past this many rows the table is folded: the verdict and the problems meet the eye first. */
const FOLD_AFTER = 20;
/**
 * How much of a path (its end) and a title each row shows, tried in turn until every row fits;
 * a title of 0 leaves the link its one word. Each row keeps its link whole.
 */
const CELLS = [
    { path: Infinity, title: Infinity },
    { path: 64, title: 48 },
    { path: 40, title: 24 },
    { path: 32, title: 0 }
];
/** Room the table leaves at least for the carried rows, so earlier commits' rows go on. */
const CARRIED_FLOOR = 8_000;
/** Room kept for the closing lines: counts, the stale mark, the footer. */
const CLOSING_ROOM = 1_500;
/** A row generated for another commit than the comment's latest update is flagged, so a reader sees it may be stale. */
function isStale(row, commitSha) {
    return commitSha !== undefined && row.commitSha !== undefined && row.commitSha !== commitSha;
}
function statusWords(row, full) {
    const reused = typeof row.reused === 'string' ? ` (${escapeText(row.reused)})` : '';
    // A generation under way is told by its id, the line to follow it with.
    const id = full && row.outcome === 'generating' && typeof row.generationId === 'string'
        ? `<br><sub>${codeSpan(row.generationId, true)}</sub>`
        : '';
    return `${messages/* ICONS */.Ze[row.outcome] ?? '⚠️'} ${escapeText(messages/* STATUS_WORDS */.ly[row.outcome] ?? row.status)}${reused}${id}`;
}
/**
 * At most `limit` characters of `text`, its start or its end, marked '…' where cut. The text is
 * raw (the escaper redacts it): the cut never splits a secret, so no piece of one is left.
 */
function cut(text, limit, keepEnd) {
    if (text.length <= limit)
        return text;
    if (keepEnd) {
        const start = (0,redact/* secretFreeStart */.Dt)(text, text.length - (limit - 1));
        return `…${text.slice(start).replace(/^[\udc00-\udfff]/, '')}`;
    }
    const end = (0,redact/* secretFreeEnd */.iY)(text, limit - 1);
    return `${text.slice(0, end).replace(/[\ud800-\udbff]$/, '')}…`;
}
function dashboardCell(row, cells) {
    if (row.outcome === 'generating')
        return generatingCell(row, cells);
    const url = row.outcome === 'completed' ? row.shareUrl : undefined;
    if (!safeHref(url))
        return '—';
    if (cells.title === 0)
        return mdLink(url, 'open');
    const title = cells.title === Infinity ? (0,messages/* shownTitle */._Q)(row.title) : cut(row.title, cells.title, false);
    return mdLink(url, title || 'Open the dashboard');
}
/** A dashboard still generating: its title, and its run's page, where the run follows it. */
function generatingCell(row, cells) {
    const run = safeHref(row.runUrl) ? mdLink(row.runUrl, 'workflow run') : '';
    const title = cells.title === 0 || row.title === ''
        ? ''
        : escapeText(cells.title === Infinity ? (0,messages/* shownTitle */._Q)(row.title) : cut(row.title, cells.title, false));
    return [title, run].filter(part => part !== '').join(' · ') || '—';
}
function tableRow(row, commitSha, cells) {
    const full = cells.path === Infinity;
    const sha = row.commitSha && full ? codeSpan(row.commitSha.slice(0, 7), true) : '';
    const commit = isStale(row, commitSha) ? `🕘 ${sha}`.trim() : sha;
    const file = codeSpan(full ? row.file : cut(row.file, cells.path, true), true);
    // The change line goes with the full table only: a compact one keeps its room for the links.
    const change = full ? `${uploadLine(row)}${changeLine(row)}` : '';
    return `| ${file}${change} | ${statusWords(row, full)} | ${dashboardCell(row, cells)} | ${commit} |`;
}
/**
 * A table's lines, one `line` per row: every row, as compact as it must be to fit `budget`; when
 * even the most compact rows do not all fit, the first that do (the rest are counted by the caller).
 */
function tableLines(rows, line, budget) {
    for (const cells of CELLS) {
        const lines = rows.map(row => line(row, cells));
        if (lines.reduce((sum, line) => sum + line.length + 1, 0) <= budget)
            return lines;
    }
    const lines = [];
    for (const row of rows) {
        const shown = line(row, CELLS[CELLS.length - 1]);
        if (shown.length + 1 > budget)
            break;
        lines.push(shown);
        budget -= shown.length + 1;
    }
    return lines;
}
/** The comment's columns. */
const COLUMNS = ['Dataset', 'Status', 'Dashboard', 'Commit'];
/** A table of `rows` under `columns`, folded under its counts past FOLD_AFTER rows. */
function tableBlock(rows, lines, columns = COLUMNS) {
    const table = [
        `| ${columns.join(' | ')} |`,
        `|${columns.map(() => '---').join('|')}|`,
        ...lines,
        ''
    ];
    if (rows.length <= FOLD_AFTER)
        return table;
    const ready = rows.filter(row => row.outcome === 'completed').length;
    const summary = `${rows.length} datasets, ${ready} ready: each one's link`;
    return [`<details><summary>${(0,html/* htmlText */.js)(summary)}</summary>`, '', ...table, '</details>', ''];
}
/** What was uploaded for a row's dataset, when not the file as committed: a small line under it. */
function uploadLine(row) {
    return row.upload ? `<br><sub>${escapeText(row.upload)}</sub>` : '';
}
/** What the event changed in a row's dataset, as a small second line of its Dataset cell. */
function changeLine(row) {
    return row.change ? `<br><sub>${escapeText(row.change)}</sub>` : '';
}
/** A problem of one dataset, folded under its name and state. */
function problemDetails(row, open) {
    const id = resumable(row.outcome, row.generationId) ? row.generationId : undefined;
    return [
        `<details${open ? ' open' : ''}><summary>${messages/* ICONS */.Ze[row.outcome] ?? '⚠️'} ${(0,html/* htmlCode */.h8)(row.file)}: ${(0,html/* htmlText */.js)(messages/* STATUS_WORDS */.ly[row.outcome] ?? row.status)}</summary>`,
        '',
        ...problemBlock(row.note, id),
        '</details>',
        ''
    ].join('\n');
}
/** Each problem in full while they fit `budget`; how many did not. */
function problemLines(rows, budget) {
    const problems = rows.filter(row => row.outcome !== 'completed' &&
        row.outcome !== 'generating' &&
        (row.note || resumable(row.outcome, row.generationId)));
    const lines = [];
    for (const row of problems) {
        const block = problemDetails(row, problems.length <= messages/* OPEN_PROBLEMS */.UM);
        if (block.length + 1 > budget)
            break;
        lines.push(block);
        budget -= block.length + 1;
    }
    return { lines, untold: problems.length - lines.length };
}
/** What the comment could not show or keep, counted: nothing leaves it unsaid. */
function closingNotes(facts, hidden, untold, gone) {
    const run = safeHref(facts.runUrl);
    const seeSummary = run ? `see the [job summary](${run})` : 'see the job summary';
    const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
    const lines = [];
    if (hidden > 0)
        lines.push(`…and ${plural(hidden, 'more dataset')}: ${seeSummary}.`, '');
    if (untold > 0)
        lines.push(`The details of ${plural(untold, 'more problem')} did not fit: ${seeSummary}.`, '');
    if (gone > 0)
        lines.push(`${plural(gone, 'dashboard')} of earlier commits ${gone === 1 ? 'is' : 'are'} no longer listed: the comment had no room to keep ${gone === 1 ? 'it' : 'them'}; the job summaries of their runs list them.`, '');
    if (facts.rows.some(row => row.outcome === 'generating'))
        lines.push(...followedLine(facts.runUrl));
    if (facts.commitSha && facts.rows.some(row => isStale(row, facts.commitSha)))
        lines.push(`🕘 marks dashboards generated for another commit than ${codeSpan(facts.commitSha.slice(0, 7))}: they may not show its data.`, '');
    return lines;
}
/**
 * The comment over many datasets, within GitHub's limit at any size: every row's link first
 * (the table as compact as it must be), then the carried rows, then each problem in full while
 * there is room. Whatever is not shown or kept is counted.
 */
function multiCommentBody(facts) {
    // The rows stay raw: each escaper below redacts what it places, and the block what it carries.
    const { icon, text } = (0,messages/* verdict */.WJ)(facts.rows.map(row => row.outcome));
    const end = footer(facts);
    const heading = [`### ${icon} ${text}`, '', ...manifestLines(facts.changedManifest)].join('\n');
    const mark = (0,comment_marker/* marker */.x)(facts.tag);
    let room = COMMENT_LIMIT - mark.length - heading.length - end.length - CLOSING_ROOM;
    const lines = tableLines(facts.rows, (row, cells) => tableRow(row, facts.commitSha, cells), room - CARRIED_FLOOR - 200);
    const table = tableBlock(facts.rows, lines);
    room -= table.reduce((sum, line) => sum + line.length + 1, 0);
    const present = new Set(facts.rows.map(row => rowKey(row.file)));
    const gone = [...new Set((facts.lost ?? []).filter(key => !present.has(key)))];
    const block = rowsBlock({ rows: facts.rows, lost: gone, commit: facts.commitSha }, Math.min(ROWS_BLOCK_BUDGET, room));
    const problems = problemLines(facts.rows.slice(0, lines.length), room - block.length - 1);
    const notes = closingNotes(facts, facts.rows.length - lines.length, problems.untold, gone.length);
    const body = [mark, block, heading, ...table, ...problems.lines, ...notes, end];
    return fitToLimit(body.join('\n'));
}

// EXTERNAL MODULE: ./src/report/change-text.ts
var change_text = __webpack_require__(87438);
// EXTERNAL MODULE: ./src/report/upload-text.ts
var upload_text = __webpack_require__(75861);
;// CONCATENATED MODULE: ./src/report/pull-request-comment.ts








/**
 * How a run is shown: as it ended; or, in the first state (`interim`), a run still under way is
 * `generating`.
 */
function shownOutcome(run, interim) {
    return interim && run.outcome === 'pending' ? 'generating' : run.outcome;
}
/** One row per run: the row's key is the dataset's path. */
function rowsOf(runs, setting, updatedAt, interim = false) {
    return runs.map(run => {
        const outcome = shownOutcome(run, interim);
        const generating = outcome === 'generating';
        return {
            // A generation followed by id has no dataset: it keeps the one row without a path.
            file: run.dataset?.displayPath ?? '',
            title: (0,outputs/* dashboardTitle */.Jf)(run),
            status: generating ? 'processing' : (0,outputs/* statusOf */.c2)(run),
            outcome,
            shareUrl: run.state?.shareUrl,
            generationId: run.state?.generationId || undefined,
            note: (0,generation/* isSuccess */.oJ)(run.outcome) || generating ? undefined : (0,messages/* problemText */.fI)(run),
            commitSha: setting.commitSha,
            updatedAt,
            change: run.dataset?.change ? (0,change_text/* changeText */.k)(run.dataset.change) : undefined,
            upload: run.dataset && (0,upload_text/* uploadText */.nw)(run.dataset),
            reused: run.reused ? (0,messages/* reusedText */.KH)(run.state?.createdAt) : undefined,
            runId: setting.runId,
            attempt: setting.attempt,
            runUrl: generating ? setting.runUrl : undefined
        };
    });
}
/** The body for `rows` merged into those the comment's `current` body carries. */
function renderRows(setting, current, rows, card) {
    const carried = readCarried(current);
    const merged = mergeRows(settleUnfinished(carried.rows, setting), rows, setting.stillExists);
    // Alone in the comment, one dataset keeps its full card.
    if (card && merged.length === 1 && carried.lost.length === 0)
        return withRows(singleCard(setting, card), { rows: merged, commit: setting.commitSha });
    return multiCommentBody({ ...setting, rows: merged, lost: carried.lost });
}
function singleCard(setting, { run, outcome }) {
    return commentBody({
        ...setting,
        state: run.state,
        outcome,
        title: run.requestedTitle,
        datasetPath: run.dataset?.displayPath,
        problem: (0,messages/* problemText */.fI)(run),
        elapsedMs: run.elapsedMs,
        change: run.dataset?.change ? (0,change_text/* changeText */.k)(run.dataset.change) : undefined,
        upload: run.dataset && (0,upload_text/* uploadText */.nw)(run.dataset),
        reused: run.reused ? (0,messages/* reusedText */.KH)(run.state?.createdAt) : undefined
    });
}
/** Rows that another job of this run wrote, for datasets this run's `own` rows do not have. */
function othersOfThisRun(setting, body, own) {
    if (setting.runId === undefined)
        return [];
    const mine = new Set(own.map(row => row.file));
    return readCarried(body).rows.filter(row => row.runId === setting.runId && !mine.has(row.file));
}
/**
 * This run's rows, kept beside the rows earlier runs wrote. `interim`: the first state, written
 * while the generations go on, each run still under way shown as generating.
 */
function runsContent(setting, runs, single, interim = false) {
    const own = rowsOf(runs, setting, setting.updatedAt.toISOString(), interim);
    const card = single ? { run: runs[0], outcome: shownOutcome(runs[0], interim) } : undefined;
    return {
        render: current => renderRows(setting, current, own, card),
        commitSha: setting.commitSha,
        commitOf: body => readCarried(body).commit,
        sharedWith: body => {
            const others = othersOfThisRun(setting, body, own);
            if (others.length === 0)
                return undefined;
            const named = others
                .slice(0, 3)
                .map(row => row.file)
                .join(', ');
            const more = others.length > 3 ? ` and ${others.length - 3} more` : '';
            return `The '${setting.tag}' comment holds rows another job of this workflow run wrote (${named}${more}). They are kept, but two jobs that write one comment at the same time can overwrite each other's rows: give each job its own '${constants/* Input */.pd.CommentTag}', or run the datasets as one matrix with the plan/ and collect/ sub-actions, whose collect/ job writes the comment once.`;
        }
    };
}

;// CONCATENATED MODULE: ./src/report/dashboard-issue.ts
/**
 * The dashboards issue's content, from a default-branch run's results: one row per dataset, its
 * title linked to its newest dashboard, carried from one version of the issue to the next as the
 * pull-request comment's rows are (comment-rows.ts), so a dataset this run did not generate keeps
 * its row and a dataset whose newest generation failed keeps its last good link beside the
 * failure. Pure: the GitHub side finds and writes the issue (github/dashboard-issue.ts).
 */






/** Room the carried rows leave at least for the table: a hundred or more compact rows. */
const TABLE_FLOOR = 24_000;
/** The columns of the issue's table. */
const dashboard_issue_COLUMNS = ['Dashboard', 'Status', 'Dataset', 'Commit', 'Made'];
/** A row whose own dashboard is there to open. */
function isGood(row) {
    return row.outcome === 'completed' && safeHref(row.shareUrl) !== undefined;
}
/** The newest of a dataset's carried rows, by file. */
function newestByFile(rows) {
    const byFile = new Map();
    for (const row of rows) {
        const kept = byFile.get(row.file);
        if (kept === undefined || Date.parse(row.updatedAt) > Date.parse(kept.updatedAt))
            byFile.set(row.file, row);
    }
    return byFile;
}
/**
 * This run's row of a dataset, given the row the issue had for it: a generation that did not end
 * well keeps the last dashboard that did (the row before's own, or the one it kept).
 */
function withLastGood(row, before) {
    if (isGood(row) || before === undefined)
        return row;
    const good = isGood(before)
        ? {
            goodUrl: before.shareUrl,
            goodCommit: before.commitSha,
            goodAt: before.updatedAt,
            goodExpiresAt: before.expiresAt
        }
        : before;
    if (good.goodUrl === undefined)
        return row;
    const { goodUrl, goodCommit, goodAt, goodExpiresAt } = good;
    // A generation that failed has no title from the service: the link's dashboard keeps its own.
    const title = row.title === '' || row.title === row.file ? before.title : row.title;
    return { ...row, title, goodUrl, goodCommit, goodAt, goodExpiresAt };
}
/**
 * This run's row of `run` as the issue carries it: with its link's expiry; once ready, without its
 * generation's id, which only a problem's resume line shows (fewer characters a row, more rows
 * kept at any size).
 */
function ownRow(row, run) {
    if (run.outcome !== 'completed')
        return row;
    return { ...row, generationId: undefined, expiresAt: run.state?.expiresAt };
}
/** The issue's rows after this run: its own, each with its last good link, and the rest kept. */
function issueRows(setting, carried, runs) {
    const before = newestByFile(carried);
    const own = rowsOf(runs, setting, setting.updatedAt.toISOString()).map((row, i) => withLastGood(ownRow(row, runs[i]), before.get(row.file)));
    return mergeRows(carried, own, setting.stillExists);
}
function issueContent(setting, runs) {
    return {
        render(current) {
            const carried = readCarried(current);
            const rows = issueRows(setting, carried.rows, runs);
            // Nothing ran and no row dropped out (no issue yet: nothing to open).
            if (runs.length === 0 && newestByFile(carried.rows).size === rows.length)
                return undefined;
            return issueBody(setting, rows, carried.lost);
        },
        commitOf: body => readCarried(body).commit
    };
}
/** A time as the issue shows it: `2026-12-02 05:40 UTC`, or its day alone where room is short. */
function when(iso, full) {
    if (iso === undefined || Number.isNaN(Date.parse(iso)))
        return '';
    const text = new Date(iso).toISOString();
    return full ? `${text.slice(0, 16).replace('T', ' ')} UTC` : text.slice(0, 10);
}
/** When a link stops working, or that it has: said of the link a row shows. */
function expiryText(expiresAt, now) {
    if (expiresAt === undefined || Number.isNaN(Date.parse(expiresAt)))
        return '';
    return Date.parse(expiresAt) <= now.getTime()
        ? `⚠️ link expired ${when(expiresAt, true)}`
        : `link expires ${when(expiresAt, true)}`;
}
/** The link a row shows: its own dashboard, else the last good one it kept. */
function shownLink(row) {
    if (isGood(row))
        return { url: row.shareUrl, expiresAt: row.expiresAt };
    if (safeHref(row.goodUrl) !== undefined)
        return { url: row.goodUrl, expiresAt: row.goodExpiresAt };
    return undefined;
}
function dashboard_issue_dashboardCell(row, cells) {
    const link = shownLink(row);
    const name = row.title || row.file;
    const title = cells.title === Infinity
        ? (0,messages/* shownTitle */._Q)(name)
        : cells.title === 0
            ? ''
            : cut(name, cells.title, false);
    if (link === undefined)
        return escapeText(title) || '—';
    return mdLink(link.url, title || 'open');
}
function statusCell(row, cells, setting) {
    const full = cells.path === Infinity;
    const reused = full && row.reused ? ` (${escapeText(row.reused)})` : '';
    const words = `${messages/* ICONS */.Ze[row.outcome] ?? '⚠️'} ${escapeText(messages/* STATUS_WORDS */.ly[row.outcome] ?? row.status)}${reused}`;
    const notes = [];
    if (!isGood(row) && safeHref(row.goodUrl) !== undefined) {
        const of = row.goodCommit ? ` of ${codeSpan(row.goodCommit.slice(0, 7), true)}` : '';
        notes.push(full ? `linked: the last ready one${of}, ${when(row.goodAt, false)}` : 'last ready');
    }
    if (cells.title !== 0) {
        const expiry = expiryText(shownLink(row)?.expiresAt, setting.updatedAt);
        if (expiry !== '')
            notes.push(escapeText(expiry));
    }
    return [words, ...notes.map(note => `<sub>${note}</sub>`)].join('<br>');
}
function issueRow(row, cells, setting) {
    const full = cells.path === Infinity;
    const file = codeSpan(full ? row.file : cut(row.file, cells.path, true), true);
    const sha = row.commitSha;
    const commit = !sha
        ? ''
        : full
            ? commitLink(sha, `${setting.repositoryUrl}/commit/${sha}`)
            : codeSpan(sha.slice(0, 7), true);
    const change = full ? `${uploadLine(row)}${changeLine(row)}` : '';
    return `| ${dashboard_issue_dashboardCell(row, cells)} | ${statusCell(row, cells, setting)} | ${file}${change} | ${commit} | ${when(row.updatedAt, full)} |`;
}
/** The issue's first lines under its marker: what it is, and what keeps it. */
function intro(setting, rows) {
    const { icon, text } = (0,messages/* verdict */.WJ)(rows.map(row => row.outcome));
    const branch = setting.branch ? ` on ${codeSpan(setting.branch)}` : '';
    return [
        `### ${icon} ${text}`,
        '',
        `The newest dashboard of each dataset${branch}. The workflow's runs on the default branch (pushes, scheduled and manual runs) rewrite this description whenever they generate or drop a dataset; comments below are left alone. Pin the issue to keep the links at hand.`,
        ''
    ];
}
function plural(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}
/** What the issue could not show or keep, counted: nothing leaves it unsaid. */
function closing(hidden, untold, gone, expired) {
    const lines = [];
    if (hidden > 0)
        lines.push(`…and ${plural(hidden, 'more dataset')}: the description had no room for ${hidden === 1 ? 'its row' : 'their rows'}; the job summaries of the runs that made them list them.`, '');
    if (untold > 0)
        lines.push(`The details of ${plural(untold, 'more problem')} did not fit: the job summaries of their runs have them.`, '');
    if (gone > 0)
        lines.push(`${plural(gone, 'dashboard')} of earlier runs ${gone === 1 ? 'is' : 'are'} no longer listed: the description had no room to keep ${gone === 1 ? 'it' : 'them'}.`, '');
    if (expired > 0)
        lines.push(`${plural(expired, 'link')} ${expired === 1 ? 'has' : 'have'} expired: a daily scheduled run regenerates each dashboard whose link is in its last day, and reuses the rest (README, "The dashboards issue").`, '');
    return lines;
}
function dashboard_issue_footer(setting) {
    const run = safeHref(setting.runUrl);
    const sha = setting.commitSha;
    const commit = sha ? commitLink(sha, `${setting.repositoryUrl}/commit/${sha}`) : '';
    return `<sub>${run ? `[Workflow run](${run}) · ` : ''}${commit ? `commit ${commit} · ` : ''}updated ${setting.updatedAt.toISOString()}</sub>`;
}
/**
 * The issue's description, within GitHub's limit at any number of datasets: every row's link
 * first (the table as compact as it must be, folded past 20 rows), then the carried rows, then
 * each problem in full while there is room; whatever is not shown or kept is counted.
 */
function issueBody(setting, rows, lost = []) {
    const mark = (0,comment_marker/* issueMarker */.Q)(setting.tag);
    const head = intro(setting, rows);
    const end = dashboard_issue_footer(setting);
    const fixed = mark.length + head.join('\n').length + end.length + CLOSING_ROOM;
    // The carried rows first: a row the block drops is gone for good, one the table leaves out
    // only waits (counted) until there is room.
    const present = new Set(rows.map(row => rowKey(row.file)));
    const gone = [...new Set(lost.filter(key => !present.has(key)))];
    const block = rowsBlock({ rows, lost: gone, commit: setting.commitSha }, Math.min(ROWS_BLOCK_BUDGET, COMMENT_LIMIT - fixed - TABLE_FLOOR));
    let room = COMMENT_LIMIT - fixed - block.length - 1;
    const lines = tableLines(rows, (row, cells) => issueRow(row, cells, setting), room - 200);
    const table = tableBlock(rows, lines, dashboard_issue_COLUMNS);
    room -= table.reduce((sum, line) => sum + line.length + 1, 0);
    const problems = problemLines(rows.slice(0, lines.length), room);
    const expired = rows.filter(row => {
        const at = shownLink(row)?.expiresAt;
        return at !== undefined && Date.parse(at) <= setting.updatedAt.getTime();
    }).length;
    const notes = closing(rows.length - lines.length, problems.untold, gone.length, expired);
    return fitToLimit([mark, block, ...head, ...table, ...problems.lines, ...notes, end].join('\n'), 'issue');
}

;// CONCATENATED MODULE: ./src/features/github-report/github-report.ts
/**
 * A run's report on GitHub, once its results are known: the commit statuses (one per dataset,
 * and the run's one `dashboards` status) and the pull-request comment. Written by the single job
 * that generates, or by a matrix's collect/; a leg writes only its datasets' statuses. Called by
 * main.ts and collect.ts: it joins the GitHub side to the report, so neither folder imports the
 * other.
 */














/** However early the step's timeout ends, recording the statuses gets this long. */
const STATUS_GRACE_MS = 15_000;
/** However late it ends, no longer than this. */
const STATUS_MAX_MS = 120_000;
function whereOf() {
    const context = (0,github_context/* readRunContext */.$p)();
    const sha = (0,github_context/* reviewedCommit */.Ro)(context);
    return {
        context,
        commit: sha && context.owner ? { owner: context.owner, repo: context.repo, sha } : undefined
    };
}
/** A client whose every request is aborted when `phase` ends: none outlives the step's time. */
function github_report_client(settings, context, phase) {
    return (0,client.createGitHubClient)(settings.githubToken, context.apiUrl, line => log/* info */.pq(line), phase);
}
/**
 * `stillExists` of a report whose datasets were found under `root` (the workspace, or fork mode's
 * laid-out head tree): a row names no file, or one `present` or there.
 */
function existingUnder(root, present = new Set()) {
    return file => file === '' || present.has(file) || (0,external_node_fs_.existsSync)(external_node_path_default().join(root, file));
}
/** The statuses, then the comment, written once: a run that shows no first state. */
async function reportOnGitHub(report, settings, clock, deadline) {
    await runOnGitHub(settings, clock, deadline).final(report);
}
function runOnGitHub(settings, clock, deadline) {
    const where = whereOf();
    const statuses = { refused: false };
    let comments;
    let firstWrite;
    // The tag is the report's: collect/ writes under its plan's.
    const writer = (tag) => (comments ??= __webpack_require__.e(/* import() */ 648).then(__webpack_require__.bind(__webpack_require__, 7648)).then(({ commentWriter }) => commentWriter({
        token: settings.githubToken,
        prNumber: settings.prNumber,
        context: where.context,
        tag,
        clock,
        deadline
    })));
    const comment = (report, interim, limitMs) => writer(report.commentTag).then(async (comments) => comments.write(runsContent(commentSetting(report, where), report.runs, report.single, interim), limitMs));
    return {
        prepare(wanted) {
            if (wanted)
                void writer(settings.commentTag).then(comments => comments.prepare());
        },
        first(report) {
            const pending = report.runStatus
                ? [
                    {
                        context: (0,status_context.aggregateContext)(report.givenTag),
                        ...(0,commit_status/* pendingStatus */._L)(report.runs, where.context.runUrl)
                    }
                ]
                : [];
            // The comment first: GitHub's client sends one write at a time, a second apart.
            const written = (report.comment && report.runs.length > 0 ? comment(report, true) : noop())
                .then(() => pending.length > 0
                ? recordStatuses(settings, pending, where, clock, deadline, statuses)
                : undefined)
                .then(() => undefined, () => undefined);
            firstWrite = written;
            return written;
        },
        get begun() {
            return firstWrite !== undefined;
        },
        async final(report, limitMs) {
            if (firstWrite !== undefined)
                await within(firstWrite, limitMs);
            const writes = statusWrites(report, where.context.runUrl);
            // Independent of each other: sent at once, none waits on another's round trips.
            const [, url, issueUrl] = await Promise.all([
                writes.length > 0
                    ? recordStatuses(settings, writes, where, clock, deadline, statuses, limitMs)
                    : undefined,
                // Nothing ran (none changed, or a check failed first): no row to add, earlier rows stay.
                report.comment && report.runs.length > 0 ? comment(report, false, limitMs) : undefined,
                report.dashboardIssue
                    ? keepIssue(report, report.dashboardIssue, settings, where, clock, deadline)
                    : undefined
            ]);
            if (report.comment && report.runs.length > 0)
                (0,outputs/* setOutput */.uH)(constants/* Output */.k7.CommentUrl, url ?? '');
            if (report.dashboardIssue)
                (0,outputs/* setOutput */.uH)(constants/* Output */.k7.DashboardIssueUrl, issueUrl ?? '');
        }
    };
}
const noop = async () => undefined;
/**
 * The dashboards issue, on the default branch only: any other run leaves it, with a notice. Its
 * rows are the comment's, carried from one version of the issue to the next.
 */
async function keepIssue(report, issue, settings, where, clock, deadline) {
    const { context, commit } = where;
    const on = (0,github_context/* defaultBranchRun */.RV)(context);
    if ('not' in on) {
        log/* notice */.lm(`The dashboards issue was left as it is: ${on.not}. Runs on the default branch keep it: a push to it, a schedule, a workflow_dispatch on it.`);
        return undefined;
    }
    const { keepDashboardIssue } = await __webpack_require__.e(/* import() */ 985).then(__webpack_require__.bind(__webpack_require__, 50985));
    const content = issueContent({
        tag: report.commentTag,
        repositoryUrl: `${context.serverUrl}/${context.owner}/${context.repo}`,
        branch: on.branch,
        commitSha: commit?.sha,
        runUrl: context.runUrl,
        updatedAt: new Date(),
        stillExists: report.stillExists
    }, report.runs);
    return keepDashboardIssue({
        token: settings.githubToken,
        context,
        tag: report.commentTag,
        title: issue.title,
        branch: on.branch,
        commitSha: commit?.sha,
        clock,
        deadline
    }, content);
}
/** `work`, or nothing once `limitMs` has passed (none given: as long as it takes). */
async function within(work, limitMs) {
    if (limitMs === undefined) {
        await work;
        return;
    }
    let timer;
    await Promise.race([work, new Promise(resolve => (timer = setTimeout(resolve, limitMs)))]);
    clearTimeout(timer);
}
function statusWrites(report, runUrl) {
    const each = report.datasetStatuses
        ? report.runs.map(run => ({
            context: (0,status_context.datasetContext)(report.givenTag, run.dataset?.displayPath ?? ''),
            ...(0,commit_status/* datasetStatus */.rf)(run, (0,messages/* problemText */.fI)(run), runUrl)
        }))
        : [];
    if (!report.runStatus)
        return each;
    const whole = (0,commit_status/* aggregateStatus */.kw)(report.runs, report.failure, runUrl);
    return [...each, { context: (0,status_context.aggregateContext)(report.givenTag), ...whole }];
}
/**
 * Writes `writes` in turn. Once GitHub refused the token (no `statuses: write`), later writes of
 * the step are skipped: the one warning said why.
 */
async function recordStatuses(settings, writes, where, clock, deadline, statuses, limitMs) {
    const { commit, context } = where;
    if (statuses.refused)
        return;
    if (!commit) {
        statuses.refused = true;
        log/* warning */.$e(`No commit status was recorded: the run names no commit ('${constants/* Input */.pd.CommitStatus}').`);
        return;
    }
    const limit = limitMs ?? Math.min(STATUS_MAX_MS, Math.max(STATUS_GRACE_MS, deadline - clock.now()));
    try {
        await (0,client.withTimeLimit)('the commit statuses', limit, async (phase) => {
            const github = github_report_client(settings, context, phase);
            const policy = {
                clock: phase.clock,
                endsAt: phase.endsAt,
                log: line => log/* info */.pq(line)
            };
            for (const status of writes)
                await (0,github_statuses.recordStatus)(github, commit, status, policy);
        }, clock);
    }
    catch (error) {
        if ((0,rate_limit/* isRefusal */.vu)(error))
            statuses.refused = true;
        log/* warning */.$e(statusFailure(error, context));
    }
}
function statusFailure(error, context) {
    const status = error.status;
    const message = error.message;
    if (status === 403 && !/rate limit/i.test(message))
        return `GitHub refused the commit statuses (HTTP 403): the token lacks 'statuses: write'. Give the job 'permissions: statuses: write'; a pull request from a fork gets a read-only token, so its results are in this job's summary and outputs only. (${context.owner}/${context.repo})`;
    return `The commit statuses were not recorded: ${message}. The job summary and outputs have every result.`;
}
/** What the comment says besides the runs: where it comes from. */
function commentSetting(report, where) {
    const { context, commit } = where;
    return {
        tag: report.commentTag,
        instructions: report.instructions,
        commitSha: commit?.sha,
        commitUrl: commit
            ? `${context.serverUrl}/${commit.owner}/${commit.repo}/commit/${commit.sha}`
            : undefined,
        runUrl: context.runUrl,
        runId: process.env.GITHUB_RUN_ID || undefined,
        attempt: process.env.GITHUB_RUN_ATTEMPT || undefined,
        updatedAt: new Date(),
        stillExists: report.stillExists,
        changedManifest: report.changedManifest
    };
}


/***/ }),

/***/ 75832:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CK: () => (/* binding */ handedSettings),
/* harmony export */   HM: () => (/* binding */ readPlanRecord),
/* harmony export */   I8: () => (/* binding */ readLegRecord),
/* harmony export */   Q$: () => (/* binding */ legValue),
/* harmony export */   Tm: () => (/* binding */ runAttempt),
/* harmony export */   U3: () => (/* binding */ parseLeg),
/* harmony export */   V6: () => (/* binding */ planName),
/* harmony export */   Vj: () => (/* binding */ pickStored),
/* harmony export */   Vm: () => (/* binding */ isBadRecord),
/* harmony export */   eb: () => (/* binding */ legShare),
/* harmony export */   ft: () => (/* binding */ latestPlan),
/* harmony export */   mo: () => (/* binding */ shareDigest),
/* harmony export */   ms: () => (/* binding */ settingsFrom),
/* harmony export */   oQ: () => (/* binding */ legRecord),
/* harmony export */   ue: () => (/* binding */ legName),
/* harmony export */   vH: () => (/* binding */ planKey),
/* harmony export */   x1: () => (/* binding */ planRecord)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64687);
/* harmony import */ var _datasets_find_find_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(40190);
/* harmony import */ var _common_input_values_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(70564);
/* harmony import */ var _manifest_dataset_settings_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(63395);
/**
 * What a matrix's jobs hand on to each other through the run's artifacts: the plan (every
 * dataset, its leg, its change) and each leg's complete results. Names, shapes, and the checks
 * collect/ makes of what it reads: an artifact is written by a job of the run, but what it holds
 * (file names, the service's words) is outside text all the same, and a shape that is not ours
 * is refused, never half-read.
 */





const LEG = /^([1-9]\d{0,2}) of ([1-9]\d{0,2})(?: #([0-9a-f]{12}))?(?: \+([0-9a-f]{12}))?$/;
function parseLeg(input, raw) {
    const match = LEG.exec(raw.trim());
    if (match === null || Number(match[1]) > Number(match[2]) || Number(match[2]) > _config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_MATRIX_JOBS */ .Ab)
        throw new Error(`Input '${input}' is ${(0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(raw)}; give the value the plan/ sub-action put in the matrix, such as '3 of 60': write ${'`'}${input}: \${{ matrix.leg }}${'`'}, with the legs' matrix taken from plan/'s matrix output.`);
    return { index: Number(match[1]), count: Number(match[2]), key: match[3], settings: match[4] };
}
function legValue(leg) {
    return `${leg.index} of ${leg.count}${leg.key ? ` #${leg.key}` : ''}${leg.settings ? ` +${leg.settings}` : ''}`;
}
/** A plan's key: none without a comment-tag, else a short hash of it (an artifact name's part). */
function planKey(givenTag) {
    return givenTag === undefined
        ? undefined
        : (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(givenTag).digest('hex').slice(0, 12);
}
function prefix(key) {
    return key ? `dashboards-${key}` : 'dashboards';
}
/** This job's attempt: a re-run stores anew, and collect/ takes each one's latest. */
function runAttempt(env = process.env) {
    const attempt = Number(env.GITHUB_RUN_ATTEMPT);
    return Number.isInteger(attempt) && attempt > 0 ? attempt : 1;
}
const planName = (key, attempt) => `${prefix(key)}-plan-${attempt}`;
const legName = (key, index, attempt) => `${prefix(key)}-leg-${index}-${attempt}`;
const PLAN_FORMAT = 'dataset-dashboard/plan@2';
const LEG_FORMAT = 'dataset-dashboard/leg@2';
function portable(dataset) {
    if (!(0,_datasets_find_find_js__WEBPACK_IMPORTED_MODULE_2__/* .isChecked */ .WJ)(dataset))
        return dataset;
    return { ...dataset, absolutePath: '', uploadPath: '', contentPath: undefined };
}
function planRecord(plan) {
    return { format: PLAN_FORMAT, ...plan, datasets: plan.datasets.map(dataset => portable(dataset)) };
}
function legRecord(leg, inputs, runs, problems) {
    return {
        format: LEG_FORMAT,
        leg: leg.index,
        title: inputs.title,
        instructions: inputs.instructions,
        runs: runs.map(run => ({ ...run, dataset: run.dataset && portable(run.dataset) })),
        problems
    };
}
/**
 * A dataset's own settings as its inputs would be written (`settingsFrom` reads them back by the
 * inputs' own rules); what is the inputs' default is left out.
 */
function handedSettings(own) {
    const { reading } = own;
    const columns = reading.columns &&
        ('keep' in reading.columns ? reading.columns.keep : reading.columns.drop.map(n => `!${n}`));
    const flag = (value) => (value === undefined ? undefined : String(value));
    const values = {
        title: own.title,
        instructions: own.instructions,
        'file-type': own.fileType,
        encoding: reading.encoding,
        delimiter: reading.delimiter === '\t' ? 'tab' : reading.delimiter,
        'decimal-separator': reading.decimalComma === true ? ',' : undefined,
        columns: columns?.join(', '),
        oversize: reading.oversize === 'sample' ? 'sample' : undefined,
        'compare-key': own.compareKey?.join(', '),
        'allowed-emails': own.allowedEmails.length > 0 ? own.allowedEmails.join(', ') : undefined,
        'allow-pdf-export': flag(own.allowPdfExport),
        'allow-scrollable-cards': flag(own.allowScrollableCards)
    };
    return Object.fromEntries(_manifest_dataset_settings_js__WEBPACK_IMPORTED_MODULE_4__/* .DATASET_KEYS */ .EB.flatMap(key => (values[key] === undefined ? [] : [[key, values[key]]])));
}
/** Settings read back from their inputs' values, by each input's rule; throws the rule's message. */
function settingsFrom(handed) {
    let own = {
        reading: { decimalComma: false, oversize: 'fail' },
        allowedEmails: []
    };
    for (const key of _manifest_dataset_settings_js__WEBPACK_IMPORTED_MODULE_4__/* .DATASET_KEYS */ .EB) {
        const raw = handed[key];
        if (raw !== undefined)
            own = (0,_manifest_dataset_settings_js__WEBPACK_IMPORTED_MODULE_4__/* .layered */ .dZ)(own, (0,_manifest_dataset_settings_js__WEBPACK_IMPORTED_MODULE_4__/* .parseSetting */ .WC)(key, key, raw));
    }
    return own;
}
/** The digest a leg value carries of its share: its datasets' paths and settings, in order. */
function shareDigest(paths, settings) {
    const share = paths.map((file, i) => [
        file,
        _manifest_dataset_settings_js__WEBPACK_IMPORTED_MODULE_4__/* .DATASET_KEYS */ .EB.flatMap(key => (settings[i]?.[key] === undefined ? [] : [[key, settings[i][key]]]))
    ]);
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(JSON.stringify(share)).digest('hex').slice(0, 12);
}
/**
 * This leg's share of a plan read back: refused unless the plan has settings, as many legs as the
 * leg value says, and exactly the settings whose digest the leg value carries.
 */
function legShare(plan, leg) {
    const paths = plan.legs[leg.index - 1];
    if (plan.settings === undefined)
        throw new BadRecord('the plan holds no settings for its legs (it read no manifest)');
    if (plan.legs.length !== leg.count || paths === undefined)
        throw new BadRecord(`the plan has ${plan.legs.length} legs, not ${leg.count}`);
    const handed = plan.settings[leg.index - 1];
    if (shareDigest(paths, handed) !== leg.settings)
        throw new BadRecord(`its settings for leg ${leg.index} are not those the leg value names (+${leg.settings ?? ''})`);
    const byPath = new Map(paths.map((file, i) => [file, settingsFrom(handed[i])]));
    return {
        paths,
        settingsOf: file => {
            const own = byPath.get(file);
            // The leg's `file` is checked to be the plan's: every dataset it finds has settings here.
            if (own === undefined)
                throw new BadRecord(`it holds no settings for ${(0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(file)}`);
            return own;
        }
    };
}
/** The newest plan of this matrix (`key`) stored by this attempt or an earlier one: a leg's. */
function latestPlan(artifacts, key, attempt) {
    let latest;
    for (const artifact of artifacts) {
        const plan = /^dashboards(?:-([0-9a-f]{12}))?-plan-(\d+)$/.exec(artifact.name);
        const stored = Number(plan?.[2]);
        if (plan === null || plan[1] !== key || stored > attempt)
            continue;
        if (latest === undefined || stored > latest.attempt)
            latest = { artifact, attempt: stored };
    }
    return latest?.artifact;
}
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value) => (typeof value === 'string' ? value : undefined);
const count = (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;
const strings = (value) => Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
class BadRecord extends Error {
}
function must(value, what) {
    if (value === undefined)
        throw new BadRecord(what);
    return value;
}
function readPlanRecord(value) {
    if (!isObject(value) || value.format !== PLAN_FORMAT)
        throw new BadRecord('it is not a plan of this version');
    const datasets = Array.isArray(value.datasets) ? value.datasets.map(readDataset) : [];
    const known = new Set(datasets.map(dataset => dataset.displayPath));
    const legs = Array.isArray(value.legs) ? value.legs.map(strings) : [];
    if (legs.some(leg => leg.some(path => !known.has(path))))
        throw new BadRecord('a leg names a dataset the plan does not list');
    const rejected = (Array.isArray(value.rejected) ? value.rejected : []).map(readRejection);
    if (rejected.some(({ file }) => known.has(file.displayPath)))
        throw new BadRecord('a dataset is both checked and rejected');
    const settings = value.settings === undefined ? undefined : readSettings(value.settings, legs);
    return {
        format: PLAN_FORMAT,
        commentTag: must(text(value.commentTag), 'it has no comment tag'),
        givenTag: text(value.givenTag),
        single: value.single === true,
        legs,
        datasets,
        rejected,
        present: strings(value.present),
        settings
    };
}
/** The legs' settings: one set for each dataset of each leg, each value checked by its input's rule. */
function readSettings(value, legs) {
    if (!Array.isArray(value) || value.length !== legs.length)
        throw new BadRecord('its settings are not one list for each leg');
    return value.map((share, i) => {
        if (!Array.isArray(share) || share.length !== legs[i].length)
            throw new BadRecord(`its settings for leg ${i + 1} are not one set for each of its datasets`);
        return share.map((item, j) => readHanded(item, legs[i][j]));
    });
}
function readHanded(value, file) {
    const where = `the settings of ${(0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(file)}`;
    if (!isObject(value))
        throw new BadRecord(`${where} are not an object`);
    const handed = {};
    for (const [key, raw] of Object.entries(value)) {
        if (!_manifest_dataset_settings_js__WEBPACK_IMPORTED_MODULE_4__/* .DATASET_KEYS */ .EB.includes(key))
            throw new BadRecord(`${where} hold ${(0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(key)}, which is no dataset setting`);
        if (typeof raw !== 'string' || raw.length > _config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_MANIFEST_BYTES */ .ZJ)
            throw new BadRecord(`${where} hold a '${key}' that is not a text of at most a manifest's size`);
        handed[key] = raw;
    }
    try {
        settingsFrom(handed);
    }
    catch (error) {
        throw new BadRecord(`${where} break their input's rule: ${error.message}`);
    }
    return handed;
}
/** A leg's record; its runs only for the datasets the plan gave it (`planned`). */
function readLegRecord(value, planned) {
    if (!isObject(value) || value.format !== LEG_FORMAT)
        throw new BadRecord('it is not a leg’s results of this version');
    const runs = (Array.isArray(value.runs) ? value.runs : [])
        .map(readRun)
        .filter(run => run.dataset !== undefined && planned.has(run.dataset.displayPath));
    return {
        format: LEG_FORMAT,
        leg: count(value.leg),
        title: text(value.title),
        instructions: text(value.instructions),
        runs,
        problems: strings(value.problems)
    };
}
const OUTCOMES = new Set([
    'completed',
    'failed',
    'timed-out',
    'started',
    'cancelled',
    'interrupted',
    'not-started',
    'rejected'
]);
function readRun(value) {
    if (!isObject(value))
        throw new BadRecord('a run is not an object');
    const outcome = text(value.outcome);
    return {
        dataset: isObject(value.dataset) && value.dataset.rejected === true
            ? readRejectedFile(value.dataset)
            : readDataset(value.dataset),
        requestedTitle: text(value.requestedTitle),
        instructions: text(value.instructions),
        state: readState(value.state),
        outcome: outcome !== undefined && OUTCOMES.has(outcome) ? outcome : 'failed',
        setback: readSetback(value.setback),
        reused: value.reused === true || undefined,
        elapsedMs: count(value.elapsedMs)
    };
}
function readState(value) {
    if (!isObject(value))
        return undefined;
    const status = text(value.status);
    return {
        generationId: must(text(value.generationId), 'a generation has no id'),
        status: status === 'completed' || status === 'processing' ? status : 'failed',
        dashboardId: text(value.dashboardId),
        title: text(value.title),
        shareUrl: text(value.shareUrl),
        reason: text(value.reason),
        unlinkableShareUrl: text(value.unlinkableShareUrl),
        createdAt: text(value.createdAt),
        updatedAt: text(value.updatedAt)
    };
}
function readSetback(value) {
    if (!isObject(value))
        return undefined;
    switch (value.kind) {
        case 'failed':
            return { kind: 'failed', reason: text(value.reason) };
        case 'timed-out':
            return {
                kind: 'timed-out',
                timeoutMs: count(value.timeoutMs),
                lastProblem: text(value.lastProblem),
                failedReads: count(value.failedReads) || undefined
            };
        case 'cancelled':
            return { kind: 'cancelled', signal: text(value.signal) ?? 'SIGTERM' };
        case 'unusable-link':
            return { kind: 'unusable-link' };
        case 'rejected':
            return { kind: 'rejected', problems: readProblems(value.problems) };
        case 'unknown-generation':
            return { kind: 'unknown-generation', given: value.given === true, reason: text(value.reason) };
        default:
            return { kind: 'error', message: text(value.message) ?? 'the leg gave no reason' };
    }
}
function readRejection(value) {
    if (!isObject(value) || !isObject(value.file))
        throw new BadRecord('a rejected file is not named');
    return { file: readRejectedFile(value.file), problems: readProblems(value.problems) };
}
function readRejectedFile(value) {
    const displayPath = must(text(value.displayPath), 'a dataset has no path');
    return { displayPath, fileName: fileNameOf(value, displayPath), rejected: true };
}
/** Problems as errors and annotations show them: a message, and where in which file. */
function readProblems(value) {
    const problems = (Array.isArray(value) ? value : []).filter(isObject).map(problem => {
        const where = isObject(problem.annotation) ? problem.annotation : undefined;
        const line = where && count(where.startLine);
        return {
            message: must(text(problem.message), 'a problem has no message'),
            annotation: where && text(where.file)
                ? { file: text(where.file), startLine: line || undefined, title: text(where.title) }
                : undefined
        };
    });
    return problems.length > 0 ? problems : [{ message: 'it failed the checks (no reason stored)' }];
}
const fileNameOf = (value, displayPath) => text(value.fileName) ?? displayPath.slice(displayPath.lastIndexOf('/') + 1);
/**
 * A dataset as stored. What the reports read of it is checked for its type; its change and its
 * conversion are the report's to word (nested counts and names, each checked where it is read).
 */
function readDataset(value) {
    if (!isObject(value))
        throw new BadRecord('a dataset is not an object');
    const displayPath = must(text(value.displayPath), 'a dataset has no path');
    if (value.rejected === true)
        throw new BadRecord('a checked dataset is marked rejected');
    const type = text(value.type);
    const readAs = isObject(value.readAs) ? value.readAs : { format: 'csv' };
    return {
        displayPath,
        absolutePath: '',
        fileName: fileNameOf(value, displayPath),
        type: type === 'json' ? 'json' : 'csv',
        uploadPath: '',
        bytes: count(value.bytes),
        uploadName: text(value.uploadName) ?? '',
        readAs: readAs,
        lfs: isObject(value.lfs)
            ? {
                oid: text(value.lfs.oid) ?? '',
                bytes: count(value.lfs.bytes),
                fetched: value.lfs.fetched === true
            }
            : undefined,
        conversion: isObject(value.conversion)
            ? value.conversion
            : undefined,
        change: isObject(value.change) ? value.change : undefined
    };
}
/** Picks this matrix's artifacts out of the run's: `key` as `planKey` made it, or any single plan. */
function pickStored(artifacts, key) {
    const plans = new Map();
    const legs = new Map();
    for (const artifact of artifacts) {
        const plan = /^dashboards(?:-([0-9a-f]{12}))?-plan-(\d+)$/.exec(artifact.name);
        const leg = /^dashboards(?:-([0-9a-f]{12}))?-leg-(\d+)-(\d+)$/.exec(artifact.name);
        if (plan)
            keepLatest(plans, plan[1], artifact, Number(plan[2]));
        else if (leg)
            keepLatest(legs, `${leg[1] ?? ''}/${leg[2]}`, artifact, Number(leg[3]));
    }
    // Without a tag, the one plan of the run is this matrix's, whatever its key.
    const chosenKey = key ?? (plans.size === 1 ? [...plans.keys()][0] : undefined);
    const plan = plans.get(chosenKey)?.artifact;
    const mine = new Map();
    for (const [id, { artifact }] of legs) {
        const [legKey, index] = id.split('/');
        if ((legKey || undefined) === chosenKey)
            mine.set(Number(index), artifact);
    }
    const otherPlans = [...plans.entries()]
        .filter(([planKey]) => planKey !== chosenKey)
        .map(([, { artifact }]) => artifact.name);
    return { plan, legs: mine, otherPlans };
}
function keepLatest(map, key, artifact, attempt) {
    const kept = map.get(key);
    if (kept === undefined || attempt > kept.attempt)
        map.set(key, { artifact, attempt });
}
function isBadRecord(error) {
    return error instanceof BadRecord;
}


/***/ }),

/***/ 63395:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EB: () => (/* binding */ DATASET_KEYS),
/* harmony export */   WC: () => (/* binding */ parseSetting),
/* harmony export */   bR: () => (/* binding */ premiumOptionsOf),
/* harmony export */   dZ: () => (/* binding */ layered)
/* harmony export */ });
/* unused harmony export MAX_TITLE_LENGTH */
/* harmony import */ var _config_constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64687);
/* harmony import */ var _common_input_values_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70564);
/* harmony import */ var _datasets_convert_columns_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(72486);
/* harmony import */ var _datasets_read_delimiter_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(79747);
/**
 * The settings a dataset has of its own: how it is read, what of it is sent, and the start
 * call's fields. The step's inputs give them to every dataset; a manifest (manifest.ts) gives
 * them per dataset, layered over the inputs. Each is checked by the same rule in both places.
 */




/** The dataset settings by name, as the inputs and a manifest's keys spell them. */
const DATASET_KEYS = [
    _config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Title,
    _config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Instructions,
    _config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.FileType,
    _config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Encoding,
    _config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Delimiter,
    _config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.DecimalSeparator,
    _config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Columns,
    _config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Oversize,
    _config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.CompareKey,
    _config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.AllowedEmails,
    _config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.AllowPdfExport,
    _config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.AllowScrollableCards
];
/** A longer title is cut by most dashboards and refused by many databases. */
const MAX_TITLE_LENGTH = 255;
/**
 * The layer that `raw`, the value given for `key` under `name`, sets: empty when the value is
 * empty (not set). Throws the rule's message, naming `name` and the value.
 */
function parseSetting(key, name, raw) {
    switch (key) {
        case _config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Title:
            return defined({ title: parseTitle(name, raw) });
        case _config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Instructions:
            return raw.trim() === '' ? {} : { instructions: raw };
        case _config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.FileType:
            return defined({ fileType: (0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_1__/* .parseFileType */ .S7)(name, raw) });
        case _config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Encoding:
            return reading({ encoding: (0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_1__/* .parseEncoding */ .l)(name, raw) });
        case _config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Delimiter:
            return reading({ delimiter: (0,_datasets_read_delimiter_js__WEBPACK_IMPORTED_MODULE_3__/* .parseDelimiter */ .DZ)(name, raw) });
        case _config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.DecimalSeparator:
            return raw.trim() === '' ? {} : reading({ decimalComma: (0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_1__/* .parseDecimalComma */ .cc)(name, raw) });
        case _config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Columns:
            return reading({ columns: (0,_datasets_convert_columns_js__WEBPACK_IMPORTED_MODULE_2__/* .parseColumns */ .f)(name, raw) });
        case _config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Oversize:
            return raw.trim() === '' ? {} : reading({ oversize: (0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_1__/* .parseOversize */ .$u)(name, raw) });
        case _config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.CompareKey:
            return defined({ compareKey: parseCompareKey(name, raw) });
        case _config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.AllowedEmails: {
            const emails = (0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_1__/* .parseEmails */ .N0)(name, raw);
            return emails.length === 0 ? {} : { allowedEmails: emails };
        }
        case _config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.AllowPdfExport:
            return defined({ allowPdfExport: (0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_1__/* .parseOptionalBoolean */ .sJ)(name, raw) });
        case _config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.AllowScrollableCards:
            return defined({ allowScrollableCards: (0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_1__/* .parseOptionalBoolean */ .sJ)(name, raw) });
    }
}
/** `base` with every key `layer` sets taken from it. */
function layered(base, layer) {
    const { reading: readingLayer, ...rest } = layer;
    return { ...base, ...rest, reading: { ...base.reading, ...readingLayer } };
}
/** The premium options `settings` sends, by input name. */
function premiumOptionsOf(settings) {
    const used = [];
    if (settings.allowedEmails.length > 0)
        used.push(_config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.AllowedEmails);
    if (settings.allowPdfExport !== undefined)
        used.push(_config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.AllowPdfExport);
    if (settings.allowScrollableCards !== undefined)
        used.push(_config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.AllowScrollableCards);
    return used;
}
function defined(layer) {
    return Object.fromEntries(Object.entries(layer).filter(([, value]) => value !== undefined));
}
function reading(values) {
    const set = defined(values);
    return Object.keys(set).length === 0 ? {} : { reading: set };
}
function parseTitle(name, raw) {
    if (raw === '')
        return undefined;
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    if (/[\u0000-\u001f\u007f]/.test(raw)) {
        throw new Error(`Input '${name}' is ${(0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(raw)}; a title is one line, without control characters.`);
    }
    if (raw.length > MAX_TITLE_LENGTH) {
        throw new Error(`Input '${name}' is ${raw.length} characters long (${(0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(raw, 40)}); titles are at most ${MAX_TITLE_LENGTH}.`);
    }
    return raw;
}
/** `compare-key`: column names separated by commas, each one there and said once. */
function parseCompareKey(name, raw) {
    if (raw.trim() === '')
        return undefined;
    const names = raw.split(',').map(column => column.trim());
    const fix = `give column names separated by commas, such as 'id' or 'region, date'.`;
    if (names.some(column => column === ''))
        throw new Error(`Input '${name}' is ${(0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(raw)}, which has an empty name; ${fix}`);
    const repeated = names.find((column, i) => names.indexOf(column) !== i);
    if (repeated !== undefined)
        throw new Error(`Input '${name}' names ${(0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(repeated)} twice; ${fix}`);
    return names;
}


/***/ }),

/***/ 96584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GitHubTimeoutError: () => (/* binding */ GitHubTimeoutError),
/* harmony export */   REQUEST_TIMEOUT_MS: () => (/* binding */ REQUEST_TIMEOUT_MS),
/* harmony export */   createGitHubClient: () => (/* binding */ createGitHubClient),
/* harmony export */   withTimeLimit: () => (/* binding */ withTimeLimit)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61351);
/* harmony import */ var _actions_github_lib_utils__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(79083);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(49735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(86856);
/* harmony import */ var _config_constants_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64687);
/* harmony import */ var _common_clock_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(39987);
/* harmony import */ var _common_log_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(81095);
/* harmony import */ var _rate_limit_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(57403);
/**
 * The GitHub REST client: @actions/github's Octokit (runner proxies included) with retries for
 * server errors and throttling that honours `retry-after` and `x-ratelimit-reset`, for reads
 * only. A write (POST, PATCH, PUT, DELETE other than a GraphQL query) is never re-sent by a
 * plugin: its body may be stale by the time a retry would go, so it is tried again only by
 * rate-limit.ts's `withRetries`, whose caller rebuilds it from a fresh read. 4xx other than rate
 * limits are not retried. Requests never leave the API's own origin: a `Link` header naming
 * another host is refused before the token is sent there.
 *
 * Every request has its own time limit, and the requests of one phase (reading the changed
 * files, writing the comment) share the phase's end: a GitHub that accepts connections and never
 * answers cannot hold the step past its timeout.
 */








/** Rate-limit waits longer than this would hold the step for little gain: the comment is given up. */
const LONGEST_RATE_LIMIT_WAIT_S = 60;
const RATE_LIMIT_RETRIES = 2;
/**
 * GitHub ends its own work on a REST request after 10 seconds; an answer that has not come
 * twice that long after the request left is not coming.
 */
const REQUEST_TIMEOUT_MS = 20_000;
function createGitHubClient(token, apiUrl, log, phase) {
    const onLimit = (retryAfter, options, _octokit, retryCount) => {
        if ((0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_5__/* .isWrite */ .ao)(options)) {
            log(`GitHub rate limit on ${options.method} ${options.url}: the write is rebuilt, not re-sent.`);
            return false;
        }
        const fits = phase === undefined || Date.now() + retryAfter * 1000 < phase.endsAt;
        const retrying = retryCount < RATE_LIMIT_RETRIES && retryAfter <= LONGEST_RATE_LIMIT_WAIT_S && fits;
        log(`GitHub rate limit on ${options.method} ${options.url}: ${retrying ? `retrying in ${retryAfter} s` : 'giving up'}.`);
        return retrying;
    };
    // Octokit's own default writes its warnings to stderr, where GitHub's header text (a
    // deprecation's `sunset` and `link`) would reach the runner unescaped.
    const octokitLog = {
        debug: (message) => _common_log_js__WEBPACK_IMPORTED_MODULE_4__/* .debug */ .Yz(`GitHub API: ${message}`),
        info: (message) => _common_log_js__WEBPACK_IMPORTED_MODULE_4__/* .debug */ .Yz(`GitHub API: ${message}`),
        warn: (message, detail) => log(`GitHub API: ${withDetail(message, detail)}`),
        error: (message, detail) => log(`GitHub API: ${withDetail(message, detail)}`)
    };
    const options = {
        baseUrl: apiUrl,
        userAgent: _config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .USER_AGENT */ ._O,
        log: octokitLog,
        // @actions/github's defaults hold the proxy-aware fetch; `request` replaces them whole.
        request: { ..._actions_github_lib_utils__WEBPACK_IMPORTED_MODULE_1__/* .defaults */ .NT.request, fetch: timedFetch(phase), log: octokitLog },
        throttle: { onRateLimit: onLimit, onSecondaryRateLimit: onLimit },
        retry: { retries: 2 }
    };
    const octokit = (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(token, options, _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_6__/* .retry */ .L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_7__/* .throttling */ .A);
    const origin = new URL(apiUrl).origin;
    octokit.hook.before('request', request => {
        if ((0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_5__/* .isWrite */ .ao)(request))
            request.request = { ...request.request, retries: 0 };
        // Paging follows the absolute URLs of GitHub's Link headers; any other URL here is relative.
        if (/^[a-z][a-z\d+.-]*:/i.test(request.url) && originOf(request.url) !== origin) {
            throw new Error(`GitHub's answer pointed to a page on another host; it was not requested, so the token stayed with ${origin}.`);
        }
    });
    return octokit;
}
/**
 * The proxy-aware fetch, each call given up when its answer has not begun after
 * REQUEST_TIMEOUT_MS, and at the phase's end whatever it is doing.
 */
function timedFetch(phase) {
    const fetchVia = (_actions_github_lib_utils__WEBPACK_IMPORTED_MODULE_1__/* .defaults */ .NT.request?.fetch ?? fetch);
    return async (url, init = {}) => {
        const timeout = new AbortController();
        const timer = setTimeout(() => {
            const where = `${init.method ?? 'GET'} ${pathOf(url)}`;
            timeout.abort(new Error(`GitHub did not answer ${where} within ${REQUEST_TIMEOUT_MS / 1000} s`));
        }, REQUEST_TIMEOUT_MS);
        const signals = [timeout.signal];
        if (phase !== undefined)
            signals.push(phase.signal);
        if (init.signal)
            signals.push(init.signal);
        try {
            return await fetchVia(url, { ...init, signal: AbortSignal.any(signals) });
        }
        catch (error) {
            // Named as fetch names an abort: Octokit passes it through and its retry plugin does not
            // try again, so no request outlives the phase.
            if (phase?.signal.aborted)
                throw new DOMException('the phase ran out of time', 'AbortError');
            throw error;
        }
        finally {
            clearTimeout(timer);
        }
    };
}
/** Thrown when a phase of GitHub requests reaches its end. */
class GitHubTimeoutError extends Error {
    constructor(message) {
        super(message);
        this.name = 'GitHubTimeoutError';
    }
}
/**
 * Runs `work` with a phase that ends `limitMs` from now: then every request still open is
 * aborted, every pause of the phase's clock ends, and the result is a GitHubTimeoutError saying
 * what took too long. The pauses are `clock`'s (a test's fake one), ended by the phase.
 */
async function withTimeLimit(what, limitMs, work, clock = _common_clock_js__WEBPACK_IMPORTED_MODULE_3__/* .systemClock */ .m) {
    const signal = AbortSignal.timeout(limitMs);
    const sleep = (ms) => clock.sleep(ms, signal);
    const phase = {
        signal,
        endsAt: Date.now() + limitMs,
        sleep,
        clock: { now: () => clock.now(), random: () => clock.random(), sleep }
    };
    const expired = new Promise((_resolve, reject) => {
        signal.addEventListener('abort', () => reject(new GitHubTimeoutError(`GitHub did not finish ${what} within ${Math.round(limitMs / 1000)} s, the time the step had left for it`)));
    });
    return Promise.race([work(phase), expired]);
}
function withDetail(message, detail) {
    return detail instanceof Error ? `${message}: ${detail.message}` : message;
}
function pathOf(url) {
    try {
        return new URL(url).pathname;
    }
    catch {
        return url;
    }
}
function originOf(url) {
    try {
        return new URL(url).origin;
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 19556:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $p: () => (/* binding */ readRunContext),
/* harmony export */   BK: () => (/* binding */ comparisonBase),
/* harmony export */   Lw: () => (/* binding */ deletedRef),
/* harmony export */   RV: () => (/* binding */ defaultBranchRun),
/* harmony export */   Ro: () => (/* binding */ reviewedCommit),
/* harmony export */   Z: () => (/* binding */ eventPullRequest),
/* harmony export */   hp: () => (/* binding */ isZeroSha),
/* harmony export */   nB: () => (/* binding */ enterpriseServer)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/**
 * What the workflow run says about itself, read from the runner's environment when asked
 * (never at import time, so a test or a later step sees the environment as it is then).
 */

function readRunContext(env = process.env) {
    const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/');
    const serverUrl = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
    let payload = {};
    if (env.GITHUB_EVENT_PATH) {
        try {
            payload = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(env.GITHUB_EVENT_PATH, 'utf8'));
        }
        catch {
            payload = {};
        }
    }
    const attempt = env.GITHUB_RUN_ATTEMPT && env.GITHUB_RUN_ATTEMPT !== '1'
        ? `/attempts/${env.GITHUB_RUN_ATTEMPT}`
        : '';
    return {
        eventName: env.GITHUB_EVENT_NAME ?? '',
        payload,
        owner,
        repo,
        sha: env.GITHUB_SHA ?? '',
        serverUrl,
        apiUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
        runUrl: env.GITHUB_RUN_ID && owner
            ? `${serverUrl}/${owner}/${repo}/actions/runs/${env.GITHUB_RUN_ID}${attempt}`
            : undefined
    };
}
const PULL_REQUEST_EVENTS = [
    'pull_request',
    'pull_request_target',
    'pull_request_review',
    'pull_request_review_comment'
];
/** The pull request a pull-request event is about, or undefined for other events. */
function eventPullRequest(context) {
    const payload = context.payload;
    return PULL_REQUEST_EVENTS.includes(context.eventName)
        ? payload.pull_request?.number || undefined
        : undefined;
}
/** Git's name for "no commit": a created ref's `before`, a deleted ref's `after`. */
function isZeroSha(sha) {
    return sha !== undefined && /^0+$/.test(sha);
}
/** For a push that deleted its branch or tag, which kind it was; undefined for anything else. */
function deletedRef(context) {
    const payload = context.payload;
    if (context.eventName !== 'push' || !(payload.deleted === true || isZeroSha(payload.after)))
        return undefined;
    return payload.ref?.startsWith('refs/tags/') ? 'tag' : 'branch';
}
/**
 * The commit this run's datasets come from as a reviewer sees it: a pull request's head commit
 * (not the test merge commit GITHUB_SHA names on `pull_request`, nor the base branch's head on
 * `pull_request_target`), a merge group's head, a push's new head.
 */
function reviewedCommit(context) {
    const payload = context.payload;
    const sha = PULL_REQUEST_EVENTS.includes(context.eventName)
        ? payload.pull_request?.head?.sha
        : context.eventName === 'merge_group'
            ? payload.merge_group?.head_sha
            : context.eventName === 'workflow_run'
                ? payload.workflow_run?.head_sha
                : context.eventName === 'push' && !isZeroSha(payload.after)
                    ? payload.after
                    : undefined;
    // pull_request_target's GITHUB_SHA is the base branch's: never the pull request's commit.
    if (context.eventName === 'pull_request_target')
        return sha || undefined;
    return sha || context.sha || undefined;
}
/**
 * The commit a dataset is compared against, for `compare`: a pull request's base commit, the
 * commit a push started from, a merge group's base. `null` for a branch's first push (every
 * dataset is new); undefined for events that name no base.
 */
function comparisonBase(context) {
    const payload = context.payload;
    if (PULL_REQUEST_EVENTS.includes(context.eventName))
        return payload.pull_request?.base?.sha || undefined;
    if (context.eventName === 'merge_group')
        return payload.merge_group?.base_sha || undefined;
    if (context.eventName !== 'push')
        return undefined;
    if (isZeroSha(payload.before))
        return null;
    return payload.before || undefined;
}
/**
 * The host of a GitHub Enterprise Server, from the runner's GITHUB_SERVER_URL; undefined on
 * GitHub.com and GitHub Enterprise Cloud (its *.ghe.com hosts), as the toolkit tells them apart.
 */
function enterpriseServer(serverUrl) {
    if (serverUrl === undefined || serverUrl === '')
        return undefined;
    let host;
    try {
        host = new URL(serverUrl).hostname.toLowerCase();
    }
    catch {
        return undefined;
    }
    const cloud = host === 'github.com' || host.endsWith('.ghe.com') || host.endsWith('.ghe.localhost');
    return cloud ? undefined : host;
}
/**
 * Whether this run is on the repository's default branch, where the dashboards issue is kept: a
 * push to it, a `workflow_dispatch` on it, or a `schedule` (GitHub runs those on the default
 * branch only). Otherwise, why not: a pull request's run never writes it.
 */
function defaultBranchRun(context, env = process.env) {
    const payload = context.payload;
    const given = payload.repository?.default_branch;
    const branch = typeof given === 'string' && given !== '' ? given : undefined;
    const event = context.eventName || 'current';
    if (context.eventName === 'schedule')
        return { branch: branch ?? (env.GITHUB_REF_NAME || undefined) };
    if (context.eventName !== 'push' && context.eventName !== 'workflow_dispatch')
        return { not: `this is a ${event} run, not one on the default branch` };
    const ref = payload.ref || env.GITHUB_REF || '';
    if (deletedRef(context) !== undefined)
        return { not: 'this push deleted its branch or tag' };
    if (branch === undefined)
        return { not: `the ${event} event does not name the repository's default branch` };
    if (ref !== `refs/heads/${branch}`)
        return {
            not: `this ${event} is on ${ref.replace(/^refs\/(heads|tags)\//, '') || 'no branch'}, not on the default branch ${branch}`
        };
    return { branch };
}


/***/ }),

/***/ 57403:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JR: () => (/* binding */ rateLimitWaitMs),
/* harmony export */   LH: () => (/* binding */ withRetries),
/* harmony export */   ao: () => (/* binding */ isWrite),
/* harmony export */   vu: () => (/* binding */ isRefusal)
/* harmony export */ });
/** GitHub asks for at least a minute when a secondary limit gives no `retry-after`. */
const SECONDARY_DEFAULT_WAIT_MS = 60_000;
/** How long GitHub asks to wait before trying again; undefined when the error is no rate limit. */
function rateLimitWaitMs(error, nowMs) {
    const { status, message = '', response } = (error ?? {});
    if (status !== 403 && status !== 429)
        return undefined;
    const headers = response?.headers ?? {};
    const retryAfter = Number(headers['retry-after']);
    if (headers['retry-after'] !== undefined && Number.isFinite(retryAfter))
        return Math.max(0, retryAfter * 1000);
    if (headers['x-ratelimit-remaining'] === '0') {
        const reset = Number(headers['x-ratelimit-reset']);
        return Number.isFinite(reset) ? Math.max(0, reset * 1000 - nowMs) : SECONDARY_DEFAULT_WAIT_MS;
    }
    if (status === 429 || /secondary rate limit/i.test(message))
        return SECONDARY_DEFAULT_WAIT_MS;
    return undefined;
}
/**
 * GitHub refused the token (401, a 403 that is no rate limit) or found nothing (404): sending
 * the same again would only be refused again.
 */
function isRefusal(error) {
    const status = error?.status;
    return status === 401 || status === 404 || (status === 403 && !/rate limit/i.test(String(error)));
}
/**
 * Runs `attempt`, then again after each rate-limit answer, waiting as GitHub asks plus a little at
 * random so jobs refused together do not return together (a wait that would pass the phase's end
 * is not made and the refusal is thrown), and once after a 5xx to a write (a read's 5xx the
 * client's plugin tried again already). Each later call is told why: it builds whatever it sends
 * afresh, and after a 5xx first looks whether the write landed all the same.
 */
async function withRetries(what, policy, attempt) {
    let retry;
    let serverErrors = 0;
    for (;;) {
        try {
            return await attempt(retry);
        }
        catch (error) {
            const waitMs = rateLimitWaitMs(error, Date.now());
            if (waitMs !== undefined) {
                const spread = waitMs * 0.25 * policy.clock.random() + 250;
                if (Date.now() + waitMs + spread >= policy.endsAt)
                    throw error;
                policy.log(`GitHub's rate limit refused ${what}; trying again in ${Math.ceil((waitMs + spread) / 1000)} s, as GitHub asks.`);
                await policy.clock.sleep(waitMs + spread);
                retry = 'rate limit';
            }
            else if (isWriteServerError(error) && serverErrors++ === 0) {
                policy.log(`GitHub answered ${what} with HTTP ${error.status}; it is tried once more.`);
                retry = 'server error';
            }
            else
                throw error;
        }
    }
}
/** A 5xx to a write: GitHub may or may not have applied it, and no plugin sent it again. */
function isWriteServerError(error) {
    const { status, request } = (error ?? {});
    return typeof status === 'number' && status >= 500 && isWrite(request ?? {});
}
/** Whether a request writes: anything but a read or a GraphQL query (the only GraphQL sent). */
function isWrite(options) {
    const method = (options.method ?? 'GET').toUpperCase();
    return !['GET', 'HEAD'].includes(method) && !/\/graphql$/.test(options.url ?? '');
}


/***/ }),

/***/ 3683:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aggregateContext: () => (/* binding */ aggregateContext),
/* harmony export */   datasetContext: () => (/* binding */ datasetContext)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _common_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6800);
/**
 * The `context` of a commit status: the name reviewers see in the pull request's checks, and the
 * key GitHub keeps the latest status by. A dataset's names the dataset (and the comment-tag, when
 * one was given), so it is told apart from every other system's; the run's one status is
 * `dashboards`, a name a branch rule can require.
 *
 * GitHub compares contexts ignoring case and shows long ones cut, so a path (or a tag) is
 * written as is only when it is short and made of lower-case ASCII letters, digits and `._/ +-`;
 * otherwise what can be shown of it is kept, followed by a hash of the whole: unique whatever
 * the case. A context is public (the pull request's checks), so what is shown is one line with
 * every secret hidden, and a name that holds a secret is always hashed.
 */


const PREFIX = 'dashboard';
/** A tag longer than this is cut and hashed: the path is what a reviewer looks for. */
const TAG_SHOWN = 40;
/** The longest context written: well inside what GitHub's checks list shows. */
const CONTEXT_MAX = 100;
const HASH_LENGTH = 8;
function hashOf(text) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex').slice(0, HASH_LENGTH);
}
/** Names GitHub shows and compares the same way, holding nothing to hide or escape. */
const PLAIN = /^[a-z0-9._/ +-]*$/;
function isPlain(text) {
    return PLAIN.test(text) && (0,_common_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(text) === text;
}
/** `text` as a context may show it: one line, secrets hidden, controls and `():` written over. */
function shown(text) {
    return ((0,_common_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(text)
        // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
        .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, '?')
        .replace(/[():]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim());
}
function tagPart(tag) {
    if (tag.length <= TAG_SHOWN && isPlain(tag) && tag.trim() === tag && tag !== '')
        return tag;
    return `${shown(tag).slice(0, TAG_SHOWN - HASH_LENGTH - 2)}… ${hashOf(tag)}`;
}
/** What every dataset's context starts with: the tag, when one was given. */
function contextPrefix(tag) {
    return tag === undefined ? `${PREFIX}: ` : `${PREFIX} (${tagPart(tag)}): `;
}
/** The context of one dataset's status; `tag`, the comment-tag when one was given. */
function datasetContext(tag, path) {
    const prefix = contextPrefix(tag);
    const room = CONTEXT_MAX - prefix.length;
    if (path.length <= room && isPlain(path) && !/ #[0-9a-f]+$/.test(path))
        return prefix + path;
    const suffix = ` #${hashOf(path)}`;
    const visible = shown(path);
    const kept = visible.length + suffix.length <= room
        ? visible
        : `…${visible.slice(-(room - suffix.length - 1))}`;
    return prefix + kept + suffix;
}
/** The context of the run's one status: `dashboards`, or `dashboards (tag)` for a tag given. */
function aggregateContext(givenTag) {
    return givenTag === undefined ? `${PREFIX}s` : `${PREFIX}s (${tagPart(givenTag)})`;
}


/***/ }),

/***/ 72681:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   recordStatus: () => (/* binding */ recordStatus)
/* harmony export */ });
/* harmony import */ var _rate_limit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57403);

/**
 * Writes one status. A 5xx is tried once more (the same status again is harmless: the latest
 * per context is kept); a rate-limit answer is waited out as GitHub asks.
 */
async function recordStatus(client, commit, status, policy) {
    await (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_0__/* .withRetries */ .LH)(`the status '${status.context}'`, policy, () => client.rest.repos.createCommitStatus({
        ...commit,
        state: status.state,
        context: status.context,
        description: status.description,
        ...(status.targetUrl ? { target_url: status.targetUrl } : {})
    }));
}


/***/ }),

/***/ 87438:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ changeOutput),
/* harmony export */   k: () => (/* binding */ changeText)
/* harmony export */ });
/* harmony import */ var _config_constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64687);
/* harmony import */ var _common_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6800);
/**
 * The one line that tells a reviewer what the event did to a dataset, and its form in the
 * `results` output. Column names and paths come from the files: each sink escapes the line as
 * it escapes any text from a file.
 */


/** Names shown in the line; the rest are counted. */
const NAMES_SHOWN = 5;
/** Names listed in the `results` output at most. */
const NAMES_LISTED = 50;
const count = (n) => n.toLocaleString('en-US');
const SINGULAR = { rows: 'row', records: 'record', items: 'item', keys: 'key', columns: 'column' };
function singular(unit) {
    return SINGULAR[unit];
}
function counted(n, unit) {
    return `${count(n)} ${n === 1 ? singular(unit) : unit}`;
}
/**
 * A name from a file in quotes, its own quotes, backslashes and line breaks escaped: a name can
 * then not close its quotes and go on as words of the line (`tax"; key "id" not unique…`).
 */
const quoted = (name) => JSON.stringify(name);
/** The first names of `list`, and how many more of the `total` there are. */
function names(list, total = list.length, show = quoted) {
    const shown = list.slice(0, NAMES_SHOWN).map(show);
    const more = total - shown.length;
    return more > 0 ? `${shown.join(', ')} and ${count(more)} more` : shown.join(', ');
}
function short(sha) {
    return sha.slice(0, 7);
}
function changeText(change) {
    const renamed = 'renamedFrom' in change && change.renamedFrom ? `Renamed from ${change.renamedFrom}; ` : '';
    switch (change.kind) {
        case 'new':
            return newText(change.unit, change.rows, change.columns);
        case 'unchanged': {
            const rows = change.unit && change.rows !== undefined ? `, ${counted(change.rows, change.unit)}` : '';
            const how = change.identical
                ? 'content unchanged'
                : 'same content, written differently (line endings, quoting or order)';
            return capitalised(`${renamed}${how}${rows}.`);
        }
        case 'changed':
            return capitalised(`${renamed}${countsText(change)}.`);
        case 'reshaped':
            return capitalised(`${renamed}${topLevelText(change.topLevel)}.`);
        case 'not-compared':
            return `Not compared: ${whyNot(change.reason)}.`;
    }
}
function capitalised(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}
function newText(unit, rows, columns) {
    if (unit === 'keys')
        return `New: an object with ${counted(rows, 'keys')}.`;
    if (unit === 'items')
        return `New: ${counted(rows, 'items')}.`;
    const of = unit === 'records' ? counted(columns, 'keys') : counted(columns, 'columns');
    return `New: ${counted(rows, unit)}, ${of}.`;
}
function countsText(change) {
    const { unit } = change;
    const what = unit === 'rows' ? 'column' : 'key';
    const whats = unit === 'rows' ? 'columns' : 'keys';
    if (change.baseEmpty === true) {
        const columns = unit === 'items' ? '' : `, ${counted(change.columnsAdded.length, whats)}`;
        return `empty before; now ${counted(change.after, unit)}${columns}`;
    }
    const changed = change.changed === undefined ? '' : `, ${count(change.changed)} changed${byColumn(change)}`;
    const parts = [
        `${count(change.before)} → ${counted(change.after, unit)}: ${count(change.added)} added, ${count(change.removed)} removed${changed}`
    ];
    const list = (label, items) => {
        if (items.length > 0)
            parts.push(`${what}${items.length === 1 ? '' : 's'} ${label} ${names(items)}`);
    };
    list('added:', change.columnsAdded);
    list('removed:', change.columnsRemoved);
    const renamed = change.columnsRenamed;
    if (renamed.length > 0)
        parts.push(`${what}${renamed.length === 1 ? '' : 's'} renamed: ${names(renamed, renamed.length, r => `${quoted(r.from)} → ${quoted(r.to)}`)}`);
    if (change.keyUnused !== undefined)
        parts.push(keyUnusedText(change.keyUnused));
    if (change.comparedOn === 0)
        parts.push(`no ${what} is in both versions, so no ${singular(unit)} matches another`);
    else if (change.comparedOn !== undefined)
        parts.push(`${unit} compared on the ${counted(change.comparedOn, whats)} both versions have`);
    return parts.join('; ');
}
/** `(price 3, qty 1)`: the columns most changed, with how many rows changed in each. */
function byColumn(change) {
    const columns = change.changedColumns ?? [];
    if (columns.length === 0)
        return '';
    return ` (${names(columns, columns.length, c => `${plainName(c.column)} ${count(c.rows)}`)})`;
}
/** A name as it is, unless it could be misread in a list: then quoted. */
function plainName(name) {
    return /^[^\s,()"]+(?: [^\s,()"]+)*$/.test(name) && !/ \d+$/.test(name)
        ? name
        : JSON.stringify(name);
}
function keyUnusedText(unused) {
    const key = `key ${unused.key.map(quoted).join(', ')}`;
    const both = unused.why === 'missing' ? 'either version' : 'both versions';
    const where = { both, base: 'the base', head: 'the new version' }[unused.version];
    const why = { missing: 'not in', empty: 'empty in', 'not-unique': 'not unique in' }[unused.why];
    return `${key} ${why} ${where}: rows compared whole`;
}
function topLevelText(top) {
    if (top.before !== top.after)
        return `top level changed from ${top.before} to ${top.after}`;
    if (top.before === 'scalar')
        return 'the value changed';
    const parts = [`${top.before === 'array' ? 'array' : 'object'} changed`];
    const list = (label, kept, total) => {
        if (total > 0)
            parts.push(`${label}: ${names(kept, total)}`);
    };
    list('keys added', top.keysAdded, top.keysAddedCount);
    list('keys removed', top.keysRemoved, top.keysRemovedCount);
    list('values changed', top.keysChanged, top.keysChangedCount);
    return parts.join('; ');
}
const FULL_HISTORY = "check out with 'fetch-depth: 0'";
function whyNot(reason) {
    const at = `base commit ${short(reason.base)}`;
    switch (reason.why) {
        case 'no-history':
            return `the checkout lacks ${at} and '${_config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.GithubToken}' is empty, so GitHub could not be asked for it; ${FULL_HISTORY}`;
        case 'refused':
            if (reason.status === 404)
                return `GitHub does not have ${at} (HTTP 404); ${FULL_HISTORY}`;
            return `GitHub refused to give the file at ${at} (HTTP ${reason.status}); give the job 'permissions: contents: read', or ${FULL_HISTORY}`;
        case 'failed':
            return `the file at ${at} could not be read: ${reason.message.replace(/\.$/, '')}`;
        case 'lfs-not-fetched':
            return `the plan fetches no Git LFS object, so there is no content to compare with ${at}`;
        case 'too-large':
            return `a version is larger than ${count(reason.limit / 1024 / 1024)} MiB as the service reads it, the most the comparison reads`;
        case 'too-many-columns':
            return `a version has more than ${count(reason.limit)} columns (or JSON keys), the most the comparison holds`;
        case 'too-many-values':
            return `a version holds more than ${count(reason.limit)} values (rows × columns), the most the comparison holds`;
        case 'invalid':
            return `the ${reason.version === 'base' ? `file at ${at}` : 'new version'} cannot be read: ${reason.detail}`;
    }
}
/**
 * The change as the `results` output carries it: the data, names capped, and the line;
 * undefined (so the field is left out) when the dataset was not compared.
 */
function changeOutput(change) {
    if (change === undefined)
        return undefined;
    const capped = (list) => list.slice(0, NAMES_LISTED);
    const data = { ...change, text: changeText(change) };
    for (const key of ['columnsAdded', 'columnsRemoved', 'columnsRenamed'])
        if (Array.isArray(data[key]))
            data[key] = capped(data[key]);
    if (change.kind === 'reshaped') {
        const top = change.topLevel;
        data.topLevel = {
            ...top,
            keysAdded: capped(top.keysAdded),
            keysRemoved: capped(top.keysRemoved),
            keysChanged: capped(top.keysChanged)
        };
    }
    return JSON.parse(JSON.stringify(data), (_key, value) => typeof value === 'string' ? (0,_common_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(value) : value);
}


/***/ }),

/***/ 36604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $U: () => (/* binding */ statusDescription),
/* harmony export */   _L: () => (/* binding */ pendingStatus),
/* harmony export */   kw: () => (/* binding */ aggregateStatus),
/* harmony export */   rf: () => (/* binding */ datasetStatus)
/* harmony export */ });
/* unused harmony exports stateOf, statusTarget */
/* harmony import */ var _common_controls_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(60239);
/* harmony import */ var _common_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6800);
/* harmony import */ var _service_generation_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(11294);
/* harmony import */ var _html_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(86433);
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(53020);
/* harmony import */ var _outputs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(65468);
/**
 * The commit-status sink: what a dataset's status says, and the run's one status. Nothing
 * reads them back. The description is outside text (titles, the service's words): it is made one line,
 * its controls written out, redacted once here and cut to GitHub's 140 characters. The target
 * is an absolute http(s) link only: the share link when there is one, else the job's log.
 */






/** GitHub refuses a longer description. */
const DESCRIPTION_LIMIT = 140;
/** The state GitHub shows for an outcome: pending while the generation goes on at the service. */
function stateOf(run) {
    if (run.outcome === 'completed')
        return 'success';
    if (run.outcome === 'failed')
        return 'failure';
    return run.state !== undefined && (0,_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .goesOn */ .Eo)(run.outcome) ? 'pending' : 'error';
}
/**
 * One line, controls written out, secrets hidden, at most 140 characters (cut with '…'). The
 * cut never splits a secret, so the one redaction, after it, hides every secret whole and a
 * secret's start left before the '…' too.
 */
function statusDescription(text) {
    const line = text
        .replace(/\s+/g, ' ')
        // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
        .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, _common_controls_js__WEBPACK_IMPORTED_MODULE_5__/* .visible */ .RK)
        .trim();
    if (line.length <= DESCRIPTION_LIMIT)
        return (0,_common_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(line);
    const end = (0,_common_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .secretFreeEnd */ .iY)(line, DESCRIPTION_LIMIT - 1);
    return (0,_common_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(`${line.slice(0, end).replace(/[\ud800-\udbff]$/, '')}…`);
}
/** The share link when it is an absolute http(s) address, else the job's log. */
function statusTarget(shareUrl, runUrl) {
    return (0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .httpUrl */ .q3)(shareUrl) ?? (0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .httpUrl */ .q3)(runUrl);
}
/** The first words of a dataset's status. */
const WORDS = {
    ready: 'Ready',
    failed: 'Failed',
    running: 'Still running; resume with generation-id',
    none: 'Not started'
};
function describe(run, problem) {
    const state = stateOf(run);
    if (state === 'success') {
        const title = (0,_outputs_js__WEBPACK_IMPORTED_MODULE_4__/* .dashboardTitle */ .Jf)(run);
        return title ? `${WORDS.ready}: ${title}` : WORDS.ready;
    }
    if (state === 'pending')
        return `${WORDS.running} ${run.state?.generationId}`;
    const word = state === 'failure' ? WORDS.failed : WORDS.none;
    return problem ? `${word}: ${problem}` : word;
}
/** One dataset's status. `problem` is the reason in words, for a run that did not end well. */
function datasetStatus(run, problem, runUrl) {
    return {
        state: stateOf(run),
        description: statusDescription(describe(run, problem)),
        targetUrl: statusTarget(run.outcome === 'completed' ? run.state?.shareUrl : undefined, runUrl)
    };
}
/**
 * The run's one status, `dashboards`: failure when the step failed (`failure`, its reason) or a
 * dataset did not end well; success otherwise, also when no dataset changed, so a branch rule
 * that requires it is met by every run.
 */
function aggregateStatus(runs, failure, runUrl) {
    // As the step itself: a generation cancelled or still running when time ran out fails it.
    const bad = runs.filter(run => !(0,_service_generation_js__WEBPACK_IMPORTED_MODULE_1__/* .isSuccess */ .oJ)(run.outcome));
    const total = `${runs.length} dataset${runs.length === 1 ? '' : 's'}`;
    const description = failure !== undefined
        ? `Failed: ${failure}`
        : bad.length > 0
            ? `${bad.length} of ${total} failed: ${bad.map(run => run.dataset?.displayPath ?? '').join(', ')}`
            : runs.length === 0
                ? 'No dataset changed: no dashboard to generate'
                : runs.every(run => run.outcome === 'completed')
                    ? `${runs.length === 1 ? 'Dashboard' : `${runs.length} dashboards`} ready`
                    : `${total}: every generation started or done`;
    return {
        state: failure !== undefined || bad.length > 0 ? 'failure' : 'success',
        description: statusDescription(description),
        targetUrl: (0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .httpUrl */ .q3)(runUrl)
    };
}
/**
 * The run's one status while its generations go on: pending, counting them and what has already
 * ended (a reused dashboard, a file that failed the checks); its link, the run's page.
 */
function pendingStatus(runs, runUrl) {
    const shown = runs.map(run => (run.outcome === 'pending' ? 'generating' : run.outcome));
    return {
        state: 'pending',
        description: statusDescription((0,_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .verdict */ .WJ)(shown).text),
        targetUrl: (0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .httpUrl */ .q3)(runUrl)
    };
}


/***/ }),

/***/ 86433:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $E: () => (/* binding */ asReferences),
/* harmony export */   Ar: () => (/* binding */ htmlLink),
/* harmony export */   I$: () => (/* binding */ htmlTable),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   h8: () => (/* binding */ htmlCode),
/* harmony export */   js: () => (/* binding */ htmlText),
/* harmony export */   q3: () => (/* binding */ httpUrl)
/* harmony export */ });
/* harmony import */ var _common_controls_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(60239);
/* harmony import */ var _common_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6800);
/**
 * HTML for the job summary (and the comment's few HTML elements): untrusted text becomes one
 * line of escaped text, so it cannot add a tag, end the HTML block it sits in (a blank line
 * would, in GitHub-flavoured Markdown), nor show a secret.
 */


/** Every run of white space, line breaks included, as one space; bidi controls written out. */
function oneLine(text) {
    return (0,_common_controls_js__WEBPACK_IMPORTED_MODULE_1__/* .showBidiControls */ .wz)(text).replace(/\s+/g, ' ').trim();
}
/** Escapes the characters HTML could read as markup; the text must already be one line. */
function escapeHtml(text) {
    return text.replace(/[&<>"'`]/g, c => `&#${c.charCodeAt(0)};`);
}
/**
 * Each character `pattern` matches becomes a character reference (a reader sees the character).
 * `@` and `#` also get a zero-width space after them, and so does the `GH` of `GH-12`: GitHub
 * links mentions and issue references in rendered text, references decoded.
 */
function asReferences(text, pattern) {
    return text.replace(/(gh)(?=-\d)/gi, '$1\u200b').replace(pattern, c => {
        const reference = `&#${c.charCodeAt(0)};`;
        return c === '@' || c === '#' ? `${reference}\u200b` : reference;
    });
}
/** Untrusted text for an HTML element's content: redacted, one line, escaped, no mention. */
function htmlText(text) {
    return asReferences(oneLine((0,_common_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(text)), /[&<>"'`@#]/g);
}
/** Untrusted text shown as code: GitHub leaves code alone, so only escaping is needed. */
function htmlCode(text) {
    return `<code>${escapeHtml(oneLine((0,_common_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(text)))}</code>`;
}
/**
 * An absolute http(s) address, normalised and then redacted, or undefined. Parsing first: it
 * drops tabs and line breaks and lower-cases the host, which could join or change a secret's
 * pieces after they were looked for.
 */
function httpUrl(url) {
    if (url === undefined)
        return undefined;
    try {
        const parsed = new URL(url.trim());
        if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
            return undefined;
        return (0,_common_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(parsed.href);
    }
    catch {
        return undefined;
    }
}
/** A link when the address is absolute http(s), else the text alone. */
function htmlLink(url, text) {
    const href = httpUrl(url);
    return href ? `<a href="${escapeHtml(href)}">${htmlText(text)}</a>` : htmlText(text);
}
/** A table of cells that are already safe HTML; the header words are escaped here. */
function htmlTable(header, rows) {
    const head = `<tr>${header.map(h => `<th>${escapeHtml(h)}</th>`).join('')}</tr>`;
    const body = rows.map(row => `<tr>${row.map(cell => `<td>${cell}</td>`).join('')}</tr>`);
    return `<table>${head}${body.join('')}</table>`;
}


/***/ }),

/***/ 53020:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ac: () => (/* binding */ HEADINGS),
/* harmony export */   Eo: () => (/* binding */ goesOn),
/* harmony export */   GC: () => (/* binding */ resumeLine),
/* harmony export */   GW: () => (/* binding */ problemsOf),
/* harmony export */   KH: () => (/* binding */ reusedText),
/* harmony export */   UM: () => (/* binding */ OPEN_PROBLEMS),
/* harmony export */   WJ: () => (/* binding */ verdict),
/* harmony export */   Xo: () => (/* binding */ formatSeconds),
/* harmony export */   Ze: () => (/* binding */ ICONS),
/* harmony export */   _Q: () => (/* binding */ shownTitle),
/* harmony export */   bE: () => (/* binding */ isResumable),
/* harmony export */   fI: () => (/* binding */ problemText),
/* harmony export */   fZ: () => (/* binding */ problemWithHint),
/* harmony export */   iP: () => (/* binding */ unfinishedRunText),
/* harmony export */   ly: () => (/* binding */ STATUS_WORDS),
/* harmony export */   vI: () => (/* binding */ shortened),
/* harmony export */   z6: () => (/* binding */ manifestChangedText)
/* harmony export */ });
/* harmony import */ var _config_constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64687);
/* harmony import */ var _common_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6800);
/**
 * Every sentence the step tells its user about a dataset's run, in one place: headings, how a
 * run ended and why, how to resume it, and the verdict over several. The decisions are made
 * elsewhere and arrive as data (outcome, setback, state); the sinks make these sentences safe.
 */


const HEADINGS = {
    generating: 'Dashboard generating',
    pending: 'Dashboard generation waiting to start',
    completed: 'Dashboard ready',
    failed: 'Dashboard generation failed',
    'timed-out': 'Dashboard not ready before the timeout',
    started: 'Dashboard generation started',
    cancelled: 'Dashboard step cancelled',
    interrupted: 'Dashboard step stopped',
    'not-started': 'Dashboard generation could not start',
    rejected: 'Dataset not sent: it failed the checks'
};
const ICONS = {
    generating: '⏳',
    pending: '⏳',
    completed: '✅',
    failed: '❌',
    'timed-out': '⏳',
    started: '⏳',
    cancelled: '⚠️',
    interrupted: '❌',
    'not-started': '❌',
    rejected: '❌'
};
/** A dataset's state in a word or two, for a table's status column. */
const STATUS_WORDS = {
    generating: 'generating',
    pending: 'not started',
    completed: 'ready',
    failed: 'failed',
    'timed-out': 'not ready (timed out)',
    started: 'started',
    cancelled: 'cancelled',
    interrupted: 'interrupted',
    'not-started': 'could not start',
    rejected: 'not sent (failed the checks)'
};
/**
 * At most `limit` characters, cut after a whole sentence (or word) and said so; never inside a
 * secret, so the sink that shows it hides the secret whole.
 */
function shortened(text, limit, where) {
    if (text.length <= limit)
        return text;
    const cut = text.slice(0, (0,_common_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .secretFreeEnd */ .iY)(text, limit));
    const sentence = cut.search(/[.!?]\s[^.!?]*$/);
    const end = sentence > limit / 2 ? sentence + 1 : Math.max(cut.lastIndexOf(' '), limit / 2);
    return `${cut.slice(0, end)} … (shortened; ${where})`;
}
/** A title beyond this is shortened where it is shown; the step's outputs have it whole. */
const TITLE_SHOWN = 300;
/** A dashboard's title (or what stands for it) as the summary and comment show it. */
function shownTitle(title) {
    return shortened(title, TITLE_SHOWN, `the '${_config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Output */ .k7.DashboardTitle}' output has all of it`);
}
/** Beside a reused dashboard's status: that it was reused, and when its generation was made. */
function reusedText(createdAt) {
    const when = createdAt && /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(createdAt);
    return when ? `reused, generated ${createdAt.slice(0, 16).replace('T', ' ')} UTC` : 'reused';
}
function formatSeconds(ms) {
    return `${(ms / 1000).toFixed(1)} s`;
}
/** The line a user copies into the workflow to follow a generation again. */
function resumeLine(generationId) {
    return `${_config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.GenerationId}: ${generationId}`;
}
function resumeHint(generationId) {
    return `To follow it again, run the action with '${resumeLine(generationId)}' (same api-key and base-url).`;
}
/**
 * Said of a row left `generating` by a run that ended without reporting how it ended: its
 * runner lost, or its job stopped before its last write.
 */
function unfinishedRunText(generationId) {
    const goesOnAt = generationId === undefined ? '' : ` Generation ${generationId} may go on at the service.`;
    return `The workflow run that started it ended without reporting how it ended (its runner was lost, or its job stopped before the final report).${goesOnAt} Run the workflow again.`;
}
/**
 * Said of a fork-mode pull request that changes the manifest (`shownPath`, already placed for its
 * sink): its settings were the base branch's, and its own apply once it is merged.
 */
function manifestChangedText(shownPath) {
    return `This pull request changes ${shownPath}; its change takes effect once merged: these dashboards were made with the base branch's settings.`;
}
/** Whether a generation that ended this way goes on at the service, so it can be followed again. */
function goesOn(outcome) {
    return outcome !== 'completed' && outcome !== 'failed';
}
function isResumable(run) {
    return run.state !== undefined && goesOn(run.outcome);
}
/** Up to this many problems are shown unfolded; more are folded so the table stays in view. */
const OPEN_PROBLEMS = 3;
/** Why the run did not end well, in full sentences, without the resume hint; undefined if it did. */
function problemText(run) {
    return run.setback && setbackText(run.setback, run.state?.generationId, run.state?.status);
}
/** The problem and, when the generation goes on, how to follow it: for the log and `results`. */
function problemWithHint(run) {
    const problem = problemText(run);
    if (problem === undefined || !isResumable(run) || !run.state)
        return problem;
    return `${problem} ${resumeHint(run.state.generationId)}`;
}
function setbackText(setback, id, status) {
    switch (setback.kind) {
        case 'failed': {
            const reason = setback.reason ? `: ${setback.reason.replace(/[.\s]+$/, '')}` : '';
            return `The service reports that generation ${id} failed${reason}. Check the dataset and instructions, then run the step again.`;
        }
        case 'timed-out': {
            const waited = `${setback.timeoutMs / 1000} s ('${_config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Timeout}')`;
            const where = status === 'completed'
                ? 'The dashboard is generated but its share link had not appeared'
                : `Generation ${id} was still ${status ?? 'processing'}`;
            const failed = setback.failedReads ?? 1;
            const last = setback.lastProblem === undefined
                ? ''
                : failed > 1
                    ? ` The last ${failed} reads failed, the last one: ${setback.lastProblem}`
                    : ` The last read failed: ${setback.lastProblem}`;
            return `${where} when the step's ${waited} ran out.${last} The generation goes on at the service.`;
        }
        case 'error':
            return id === undefined || setback.message.includes(id)
                ? setback.message
                : `${setback.message.replace(/\.$/, '')} (generation ${id}).`;
        case 'unusable-link':
            return `Generation ${id} is completed, but the service's share link is not an http(s) address, so the action neither links nor outputs it. Open the dashboard from the service, and report the link to its operators.`;
        case 'rejected':
            return setback.problems.map(problem => problem.message).join(' ');
        case 'unknown-generation': {
            const said = setback.reason ? `: ${setback.reason.replace(/[.\s]+$/, '')}` : '';
            const known = `The service at this '${_config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BaseUrl}', for this '${_config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.ApiKey}', has no generation ${id} (HTTP 404${said})`;
            return setback.given
                ? `${known}. Check that '${_config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.GenerationId}' is the id the step that started it gave, with the same '${_config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BaseUrl}' and '${_config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.ApiKey}'; or upload the dataset again, with '${_config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.File}' and without '${_config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.GenerationId}', which starts a new generation.`
                : `${known}, though it named it when it took the upload. Run the step again: the upload starts a new generation.`;
        }
        case 'cancelled': {
            const stillRunning = id === undefined ? '' : ` Generation ${id} goes on at the service.`;
            return `The step received ${setback.signal} (the job was cancelled or stopped).${stillRunning}`;
        }
    }
}
/** Groups of outcomes, the worst first: the verdict names the worst group present. */
const GROUPS = [
    { outcomes: ['failed', 'not-started', 'interrupted', 'rejected'], icon: '❌', word: 'failed' },
    { outcomes: ['cancelled', 'pending'], icon: '⚠️', word: 'stopped' },
    { outcomes: ['timed-out'], icon: '⏳', word: 'not ready before the timeout' },
    { outcomes: ['started'], icon: '⏳', word: 'still generating' },
    { outcomes: ['generating'], icon: '⏳', word: 'generating' },
    { outcomes: ['completed'], icon: '✅', word: 'ready' }
];
/**
 * The one-line verdict over several datasets: the worst outcome and its count first, then the
 * others, e.g. "❌ 3 of 5 dashboards failed · 2 ready".
 */
function verdict(outcomes) {
    const present = GROUPS.map(group => ({
        ...group,
        count: outcomes.filter(o => group.outcomes.includes(o)).length
    })).filter(group => group.count > 0);
    if (present.length === 0)
        return { icon: 'ℹ️', text: 'No dashboards' };
    const [worst, ...others] = present;
    const total = outcomes.length;
    const noun = total === 1 ? 'dashboard' : 'dashboards';
    const rest = others.map(group => ` · ${group.count} ${group.word}`).join('');
    return { icon: worst.icon, text: `${worst.count} of ${total} ${noun} ${worst.word}${rest}` };
}
/**
 * A dataset that did not end well, as the step's errors: with its path when the run has several.
 * A file that failed its checks has its own problems, which name it, each with its annotation.
 */
function problemsOf(run, several) {
    if (run.setback?.kind === 'rejected')
        return run.setback.problems;
    const message = problemWithHint(run) ?? `ended as ${run.outcome}`;
    return [{ message: several && run.dataset ? `${run.dataset.displayPath}: ${message}` : message }];
}


/***/ }),

/***/ 65468:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AS: () => (/* binding */ setPlanOutputs),
/* harmony export */   AX: () => (/* binding */ logResult),
/* harmony export */   Jf: () => (/* binding */ dashboardTitle),
/* harmony export */   c2: () => (/* binding */ statusOf),
/* harmony export */   c6: () => (/* binding */ checkPlanOutputs),
/* harmony export */   n0: () => (/* binding */ setOutputs),
/* harmony export */   uH: () => (/* binding */ setOutput)
/* harmony export */ });
/* unused harmony exports worstStatus, resultsJson */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var _config_constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64687);
/* harmony import */ var _service_generation_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(11294);
/* harmony import */ var _common_log_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(81095);
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(53020);
/* harmony import */ var _common_redact_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6800);
/* harmony import */ var _change_text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(87438);
/* harmony import */ var _upload_text_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(75861);
/**
 * The step's outputs and the closing lines of its log. Outputs go only through core.setOutput
 * (GITHUB_OUTPUT with a random heredoc delimiter), each text redacted once, as it is written.
 */








function dashboardTitle(run) {
    return run.state?.title ?? run.requestedTitle ?? '';
}
/** failed beats processing beats completed: the state a reader must look at first. */
const SEVERITY = { completed: 0, processing: 1, failed: 2 };
function statusOf(run) {
    return run.state?.status ?? 'failed';
}
function worstStatus(runs) {
    if (runs.length === 0)
        return '';
    return runs.map(statusOf).reduce((a, b) => (SEVERITY[b] > SEVERITY[a] ? b : a));
}
/** The one way a text reaches GITHUB_OUTPUT: redacted, once, here. */
function setOutput(name, value) {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(name, (0,_common_redact_js__WEBPACK_IMPORTED_MODULE_5__/* .redact */ .E$)(value));
}
/**
 * Throws, before anything is stored, when a plan's outputs would pass GitHub's limit on a job's
 * outputs: a matrix would get a list cut short, so the step fails saying how to split the plan.
 */
function checkPlanOutputs(datasets, matrix) {
    // GitHub counts UTF-16: two bytes a code unit, names included; the values as written, redacted.
    const units = _config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Output */ .k7.Datasets.length + (0,_common_redact_js__WEBPACK_IMPORTED_MODULE_5__/* .redact */ .E$)(datasets).length + _config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Output */ .k7.Matrix.length + (0,_common_redact_js__WEBPACK_IMPORTED_MODULE_5__/* .redact */ .E$)(matrix).length;
    const bytes = 2 * units;
    if (bytes > _config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_JOB_OUTPUT_BYTES */ .Fh) {
        throw new Error(`The '${_config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Output */ .k7.Datasets}' and '${_config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Output */ .k7.Matrix}' outputs would take ${bytes.toLocaleString('en-US')} bytes as GitHub counts them, over the ${_config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_JOB_OUTPUT_BYTES */ .Fh.toLocaleString('en-US')} it keeps of a job's outputs, so neither was set. Split the datasets over several plans, each with part of the '${_config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.File}' patterns, its own comment-tag and its own matrix, or shorten their paths.`);
    }
}
/** A plan's outputs, written together (checked first by `checkPlanOutputs`). */
function setPlanOutputs(datasets, matrix) {
    checkPlanOutputs(datasets, matrix);
    setOutput(_config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Output */ .k7.Datasets, datasets);
    setOutput(_config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Output */ .k7.Matrix, matrix);
}
/**
 * The `results` output: one object per dataset, in the order of the paths. Each text is
 * redacted, once, here: the secret is looked for before JSON escapes it.
 */
function resultsJson(runs) {
    const results = runs.map(run => ({
        file: run.dataset?.displayPath ?? '',
        title: dashboardTitle(run),
        'generation-id': run.state?.generationId ?? '',
        'dashboard-id': run.state?.dashboardId ?? '',
        'share-url': run.state?.shareUrl ?? '',
        status: statusOf(run),
        error: (0,_service_generation_js__WEBPACK_IMPORTED_MODULE_2__/* .isSuccess */ .oJ)(run.outcome) ? '' : ((0,_messages_js__WEBPACK_IMPORTED_MODULE_4__/* .problemWithHint */ .fZ)(run) ?? ''),
        change: (0,_change_text_js__WEBPACK_IMPORTED_MODULE_6__/* .changeOutput */ .K)(run.dataset?.change),
        upload: run.dataset ? (0,_upload_text_js__WEBPACK_IMPORTED_MODULE_7__/* .uploadOutput */ .vT)(run.dataset) : undefined,
        reused: run.reused === true
    }));
    return JSON.stringify(results, (_key, value) => typeof value === 'string' ? (0,_common_redact_js__WEBPACK_IMPORTED_MODULE_5__/* .redact */ .E$)(value) : value);
}
/**
 * The step's report of its runs, each output once, but those already `written` (a single
 * dataset's generation-id, written when it started). One dataset: its outputs. Several: `status`
 * is the worst state and the other single outputs stay empty; `results` has them all.
 */
function setOutputs(runs, written = new Set()) {
    const single = runs.length === 1 ? runs[0] : undefined;
    // Every output the step promises, even for a dataset that never started: empty, and 'failed'.
    const state = single?.state ?? {};
    // results redacts each text inside its JSON, before escaping could hide a secret.
    if (!written.has(_config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Output */ .k7.Results))
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(_config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Output */ .k7.Results, resultsJson(runs));
    const values = new Map([
        [_config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Output */ .k7.GenerationId, state.generationId ?? ''],
        [_config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Output */ .k7.Status, single ? statusOf(single) : worstStatus(runs)],
        [_config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Output */ .k7.DashboardId, state.dashboardId ?? ''],
        [_config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Output */ .k7.ShareUrl, state.shareUrl ?? ''],
        [_config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Output */ .k7.DashboardTitle, single ? dashboardTitle(single) : '']
    ]);
    for (const [name, value] of values)
        if (!written.has(name))
            setOutput(name, value);
}
/** The closing lines of the log: each link alone on its line, where a reader's eye lands. */
function logResult(run) {
    const title = dashboardTitle(run);
    const about = run.state ? `generation ${run.state.generationId}, ` : '';
    const file = run.dataset ? `${run.dataset.displayPath}: ` : '';
    _common_log_js__WEBPACK_IMPORTED_MODULE_3__/* .info */ .pq(`${file}${_messages_js__WEBPACK_IMPORTED_MODULE_4__/* .HEADINGS */ .Ac[run.outcome]}${title ? `: ${title}` : ''} (${about}${(0,_messages_js__WEBPACK_IMPORTED_MODULE_4__/* .formatSeconds */ .Xo)(run.elapsedMs)})`);
    if (run.state?.shareUrl)
        _common_log_js__WEBPACK_IMPORTED_MODULE_3__/* .info */ .pq(run.state.shareUrl);
    else if (run.state?.unlinkableShareUrl)
        _common_log_js__WEBPACK_IMPORTED_MODULE_3__/* .info */ .pq(`The service's share link is not a web address, so it is not linked: ${run.state.unlinkableShareUrl}`);
}


/***/ }),

/***/ 57994:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KJ: () => (/* binding */ writeFailureSummary),
/* harmony export */   Sy: () => (/* binding */ writeSummary),
/* harmony export */   rc: () => (/* binding */ writeSummaryLines)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var _service_generation_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(11294);
/* harmony import */ var _html_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(86433);
/* harmony import */ var _common_log_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(81095);
/* harmony import */ var _common_redact_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6800);
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(53020);
/* harmony import */ var _outputs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(65468);
/* harmony import */ var _change_text_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(87438);
/* harmony import */ var _upload_text_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(75861);
/* harmony import */ var _datasets_find_find_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(40190);
/**
 * The job summary, written as HTML lines that GitHub renders as Markdown: a one-line verdict,
 * a small table, then each problem in full with the line to resume it. Every untrusted text is
 * one escaped line (html.ts), so none can leave its cell or add markup.
 */










/** One problem's text beyond this is shortened at a sentence end; the step log has it all. */
const PROBLEM_SHOWN = 10_000;
/** GitHub shows no job summary over 1 MiB: problems stop well before (in bytes), and are counted. */
const SUMMARY_BUDGET = 900_000;
/** Said where the summary stops because what follows would pass the budget. */
const SUMMARY_FULL = '<p>The rest did not fit in the job summary: the step log has it.</p>';
async function writeSummary(runs, single) {
    await writeSummaryLines(() => (single ? singleSummary(runs[0]) : multiSummary(runs)));
}
/** What a step that failed before reporting any dashboard did not get to, by its role. */
const FAILED_BEFORE = {
    generate: 'The dashboard step failed before generating any dashboard',
    plan: 'plan/ failed: no leg will run',
    collect: 'collect/ failed before reporting the dashboards'
};
/**
 * The summary of a step that ended before it had any dashboard to report: a heading saying so,
 * then each problem in full, in the words of the step's errors (their fix included), so the
 * first place people look tells them what happened and what to do.
 */
async function writeFailureSummary(problems, role) {
    await writeSummaryLines(() => [
        `<h3>❌ ${(0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .ZD)(FAILED_BEFORE[role])}</h3>`,
        ...problems.map(problem => `<p>${problemHtml(problem)}</p>`)
    ]);
}
/**
 * A problem's lines kept apart (a list of paths would read as one), each escaped. Redacted
 * before it is cut or split, so no piece of a secret is left too short to be recognised.
 */
function problemHtml(problem) {
    return (0,_messages_js__WEBPACK_IMPORTED_MODULE_5__/* .shortened */ .vI)((0,_common_redact_js__WEBPACK_IMPORTED_MODULE_4__/* .redact */ .E$)(problem), PROBLEM_SHOWN, 'the step log has all of it')
        .split('\n')
        .map(_html_js__WEBPACK_IMPORTED_MODULE_2__/* .htmlText */ .js)
        .filter(line => line !== '')
        .join('<br>');
}
/**
 * The one way to the job summary: lines of HTML, each already safe, added while they fit under
 * GitHub's limit. Built only when there is a summary file to write.
 */
async function writeSummaryLines(build) {
    if (!process.env.GITHUB_STEP_SUMMARY) {
        _common_log_js__WEBPACK_IMPORTED_MODULE_3__/* .debug */ .Yz('GITHUB_STEP_SUMMARY is not set; no job summary written.');
        return;
    }
    // Each part is bounded; this keeps the whole under GitHub's limit all the same.
    let budget = SUMMARY_BUDGET - Buffer.byteLength(SUMMARY_FULL);
    for (const line of build()) {
        budget -= Buffer.byteLength(line) + 1;
        if (budget < 0) {
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw(SUMMARY_FULL, true);
            break;
        }
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw(line, true);
    }
    try {
        await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.write();
    }
    catch (error) {
        _common_log_js__WEBPACK_IMPORTED_MODULE_3__/* .warning */ .$e(`The job summary could not be written: ${error.message}`);
    }
}
/** What the event changed in the dataset, one escaped line; a dash when it was not told. */
function changeCell(run) {
    return run.dataset?.change ? (0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .htmlText */ .js)((0,_change_text_js__WEBPACK_IMPORTED_MODULE_7__/* .changeText */ .k)(run.dataset.change)) : '—';
}
/** The dataset's path, and under it what was uploaded when it is not the file as committed. */
function datasetCell(run) {
    const upload = run.dataset && (0,_upload_text_js__WEBPACK_IMPORTED_MODULE_8__/* .uploadText */ .nw)(run.dataset);
    const path = (0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .htmlCode */ .h8)(run.dataset?.displayPath ?? '');
    return upload ? `${path}<br><sub>${(0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .htmlText */ .js)(upload)}</sub>` : path;
}
function statusCell(run) {
    const status = `${_messages_js__WEBPACK_IMPORTED_MODULE_5__/* .ICONS */ .Ze[run.outcome]} ${(0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .ZD)(_messages_js__WEBPACK_IMPORTED_MODULE_5__/* .STATUS_WORDS */ .ly[run.outcome])}`;
    return run.reused
        ? `${status}<br><sub>${(0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .ZD)((0,_messages_js__WEBPACK_IMPORTED_MODULE_5__/* .reusedText */ .KH)(run.state?.createdAt))}</sub>`
        : status;
}
/** The dashboard's link, or what a reader should know about it. */
function dashboardCell(run, text) {
    if (run.state?.shareUrl)
        return (0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .htmlLink */ .Ar)(run.state.shareUrl, text);
    if (run.state?.unlinkableShareUrl)
        return `not linked, not a web address: ${(0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .htmlCode */ .h8)(run.state.unlinkableShareUrl)}`;
    if (run.outcome === 'completed')
        return 'ready; no share link given';
    if ((0,_messages_js__WEBPACK_IMPORTED_MODULE_5__/* .isResumable */ .bE)(run))
        return 'not ready yet';
    return '—';
}
/** The full reason, then the copyable line to follow the generation again, if it goes on. */
function problemLines(run) {
    const lines = [];
    const problem = (0,_messages_js__WEBPACK_IMPORTED_MODULE_5__/* .problemText */ .fI)(run);
    if (problem)
        lines.push(`<p>${(0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .htmlText */ .js)((0,_messages_js__WEBPACK_IMPORTED_MODULE_5__/* .shortened */ .vI)(problem, PROBLEM_SHOWN, 'the step log has all of it'))}</p>`);
    if (run.state && (0,_messages_js__WEBPACK_IMPORTED_MODULE_5__/* .isResumable */ .bE)(run)) {
        lines.push('<p>To follow it again, run the action with this input (same api-key and base-url):</p>', `<pre>${(0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .htmlCode */ .h8)((0,_messages_js__WEBPACK_IMPORTED_MODULE_5__/* .resumeLine */ .GC)(run.state.generationId))}</pre>`);
    }
    return lines;
}
function singleSummary(run) {
    const { state } = run;
    const title = (0,_outputs_js__WEBPACK_IMPORTED_MODULE_6__/* .dashboardTitle */ .Jf)(run);
    const rows = [
        ['Title', title === '' ? '(named by the service)' : (0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .htmlText */ .js)((0,_messages_js__WEBPACK_IMPORTED_MODULE_5__/* .shownTitle */ ._Q)(title))],
        ['Status', statusCell(run)]
    ];
    if (state) {
        if (run.outcome !== 'failed' || state.shareUrl || state.unlinkableShareUrl)
            rows.push(['Dashboard', dashboardCell(run, state.shareUrl ?? '')]);
        rows.push(['Generation id', (0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .htmlCode */ .h8)(state.generationId)]);
    }
    if (run.dataset)
        rows.push([
            'Dataset',
            (0,_datasets_find_find_js__WEBPACK_IMPORTED_MODULE_9__/* .isChecked */ .WJ)(run.dataset)
                ? `${(0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .htmlCode */ .h8)(run.dataset.displayPath)} (${run.dataset.type})`
                : (0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .htmlCode */ .h8)(run.dataset.displayPath)
        ]);
    const upload = run.dataset && (0,_upload_text_js__WEBPACK_IMPORTED_MODULE_8__/* .uploadText */ .nw)(run.dataset);
    if (upload)
        rows.push(['Uploaded', (0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .htmlText */ .js)(upload)]);
    if (run.dataset?.change)
        rows.push(['Change', changeCell(run)]);
    rows.push(['Elapsed', (0,_messages_js__WEBPACK_IMPORTED_MODULE_5__/* .formatSeconds */ .Xo)(run.elapsedMs)]);
    return [
        `<h3>${_messages_js__WEBPACK_IMPORTED_MODULE_5__/* .ICONS */ .Ze[run.outcome]} ${(0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .ZD)(_messages_js__WEBPACK_IMPORTED_MODULE_5__/* .HEADINGS */ .Ac[run.outcome])}</h3>`,
        (0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .htmlTable */ .I$)(['Field', 'Value'], rows),
        ...problemLines(run)
    ];
}
function multiSummary(runs) {
    const { icon, text } = (0,_messages_js__WEBPACK_IMPORTED_MODULE_5__/* .verdict */ .WJ)(runs.map(run => run.outcome));
    const changes = runs.some(run => run.dataset?.change);
    const rows = runs.map(run => [
        datasetCell(run),
        statusCell(run),
        dashboardCell(run, (0,_messages_js__WEBPACK_IMPORTED_MODULE_5__/* .shownTitle */ ._Q)((0,_outputs_js__WEBPACK_IMPORTED_MODULE_6__/* .dashboardTitle */ .Jf)(run)) || 'Open the dashboard'),
        ...(changes ? [changeCell(run)] : []),
        (0,_messages_js__WEBPACK_IMPORTED_MODULE_5__/* .formatSeconds */ .Xo)(run.elapsedMs)
    ]);
    const problems = runs.filter(run => !(0,_service_generation_js__WEBPACK_IMPORTED_MODULE_1__/* .isSuccess */ .oJ)(run.outcome) || (0,_messages_js__WEBPACK_IMPORTED_MODULE_5__/* .isResumable */ .bE)(run));
    const open = problems.length <= _messages_js__WEBPACK_IMPORTED_MODULE_5__/* .OPEN_PROBLEMS */ .UM ? ' open' : '';
    const lines = [
        `<h3>${icon} ${(0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .ZD)(text)}</h3>`,
        (0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .htmlTable */ .I$)(['Dataset', 'Status', 'Dashboard', ...(changes ? ['Change'] : []), 'Time'], rows)
    ];
    let budget = SUMMARY_BUDGET - Buffer.byteLength(lines.join('\n'));
    for (const [index, run] of problems.entries()) {
        const block = [
            `<details${open}><summary>${_messages_js__WEBPACK_IMPORTED_MODULE_5__/* .ICONS */ .Ze[run.outcome]} ${(0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .htmlCode */ .h8)(run.dataset?.displayPath ?? '')}: ${(0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .ZD)(_messages_js__WEBPACK_IMPORTED_MODULE_5__/* .STATUS_WORDS */ .ly[run.outcome])}</summary>`,
            ...problemLines(run),
            '</details>'
        ].join('');
        const size = Buffer.byteLength(block) + 1;
        if (size > budget) {
            const more = problems.length - index;
            lines.push(`<p>${more} more problem${more === 1 ? '' : 's'} did not fit in the summary: the step log has them.</p>`);
            break;
        }
        lines.push(block);
        budget -= size;
    }
    return lines;
}


/***/ }),

/***/ 75861:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   nw: () => (/* binding */ uploadText),
/* harmony export */   t9: () => (/* binding */ instructionsFor),
/* harmony export */   vT: () => (/* binding */ uploadOutput)
/* harmony export */ });
/* harmony import */ var _datasets_find_find_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40190);
/* harmony import */ var _datasets_convert_fit_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(61698);


/** Dropped column names shown in the line; the rest are counted. */
const NAMES_SHOWN = 5;
/** Dropped column names listed in `results` at most. */
const NAMES_LISTED = 50;
const count = (n) => n.toLocaleString('en-US');
function megabytes(bytes) {
    return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
/** What the format became, or undefined when it stayed what it was (only re-encoded, say). */
function formatChange(conversion) {
    switch (conversion.format) {
        case 'parquet':
            return 'Parquet → CSV';
        case 'jsonl':
            return 'JSON Lines → JSON array';
        case 'tsv':
            return 'tab-separated → CSV';
        case 'csv':
            return conversion.delimiter === undefined
                ? undefined
                : `${_datasets_convert_fit_js__WEBPACK_IMPORTED_MODULE_1__/* .DELIMITER_NAMES */ .TV[conversion.delimiter]}-separated → comma-separated CSV`;
        case 'json':
            return undefined;
    }
}
function rowsWord(conversion, n) {
    const json = conversion.format === 'json' || conversion.format === 'jsonl';
    return `${count(n)} ${json ? (n === 1 ? 'record' : 'records') : n === 1 ? 'row' : 'rows'}`;
}
/** The line, or undefined when the file went as committed. */
function uploadText(dataset) {
    if (!(0,_datasets_find_find_js__WEBPACK_IMPORTED_MODULE_0__/* .isChecked */ .WJ)(dataset))
        return undefined;
    const parts = [];
    const lfs = dataset.lfs;
    if (lfs !== undefined)
        parts.push(lfs.fetched
            ? `LFS object fetched, ${megabytes(lfs.bytes)}`
            : `LFS object of ${megabytes(lfs.bytes)}, not fetched by the plan`);
    const conversion = dataset.conversion;
    if (conversion !== undefined) {
        if (conversion.gzip)
            parts.push('gzip unpacked');
        const change = formatChange(conversion);
        const sampled = conversion.sampleOneIn > 1;
        if (change !== undefined)
            parts.push(sampled ? change : `${change}, ${rowsWord(conversion, conversion.rows)}`);
        if (conversion.encoding !== undefined)
            parts.push(`${conversion.encoding} → UTF-8`);
        if (conversion.decimalComma)
            parts.push('decimal commas → points');
        if (sampled)
            parts.push(`sampled 1 in ${count(conversion.sampleOneIn)} ${conversion.format === 'json' || conversion.format === 'jsonl' ? 'records' : 'rows'} (${count(conversion.rows)} of ${count(conversion.rowsInFile)})`);
        const dropped = conversion.columnsDropped;
        if (dropped.length > 0) {
            const shown = dropped.slice(0, NAMES_SHOWN).join(', ');
            const more = dropped.length - NAMES_SHOWN;
            parts.push(`columns dropped: ${shown}${more > 0 ? ` and ${count(more)} more` : ''}`);
        }
    }
    return parts.length === 0 ? undefined : parts.join('; ');
}
/**
 * The `results` output's `upload`: what was sent and how it was made from the file; undefined
 * (the field left out) when the file went as committed.
 */
function uploadOutput(dataset) {
    if (!(0,_datasets_find_find_js__WEBPACK_IMPORTED_MODULE_0__/* .isChecked */ .WJ)(dataset))
        return undefined;
    const conversion = dataset.conversion;
    if (conversion === undefined && dataset.lfs === undefined)
        return undefined;
    return {
        format: dataset.readAs.format,
        type: dataset.type,
        bytes: dataset.bytes,
        converted: conversion !== undefined,
        ...(dataset.lfs ? { lfs: { oid: dataset.lfs.oid, bytes: dataset.lfs.bytes } } : {}),
        ...(conversion
            ? {
                gzip: conversion.gzip,
                encoding: conversion.encoding ?? 'utf-8',
                ...(conversion.delimiter ? { delimiter: conversion.delimiter } : {}),
                ...(conversion.decimalComma ? { 'decimal-separator': ',' } : {}),
                rows: conversion.rows,
                'rows-in-file': conversion.rowsInFile,
                'sample-one-in': conversion.sampleOneIn,
                'columns-dropped': conversion.columnsDropped.slice(0, NAMES_LISTED)
            }
            : {}),
        text: uploadText(dataset) ?? ''
    };
}
/**
 * The instructions sent with a dataset: the user's, and for a sample, a sentence that says what
 * the data is, so the dashboard's totals are not read as the file's.
 */
function instructionsFor(instructions, dataset) {
    const conversion = dataset?.conversion;
    if (conversion === undefined || conversion.sampleOneIn === 1)
        return instructions;
    const unit = conversion.format === 'json' || conversion.format === 'jsonl' ? 'records' : 'rows';
    const note = `Note: this data is a uniform random 1-in-${count(conversion.sampleOneIn)} sample of the ${count(conversion.rowsInFile)} ${unit} of the full dataset (${count(conversion.rows)} ${unit} are here), so counts and totals are about ${count(conversion.sampleOneIn)} times smaller than in the full data; averages, shares and distributions hold.`;
    return instructions === undefined ? note : `${instructions}\n\n${note}`;
}


/***/ }),

/***/ 74992:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _7: () => (/* binding */ ServiceError),
  XO: () => (/* binding */ UnknownGenerationError),
  r: () => (/* binding */ createServiceClient),
  OW: () => (/* binding */ readTimeout)
});

// UNUSED EXPORTS: UNREACHABLE_RETRY_WINDOW_MS

// EXTERNAL MODULE: ./src/config/constants.ts
var constants = __webpack_require__(64687);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
var external_node_http_default = /*#__PURE__*/__webpack_require__.n(external_node_http_);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(44708);
var external_node_https_default = /*#__PURE__*/__webpack_require__.n(external_node_https_);
// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/index.js + 1 modules
var lib = __webpack_require__(44942);
;// CONCATENATED MODULE: ./src/service/http.ts
/**
 * One HTTP exchange with a hard time limit. The agent comes from @actions/http-client, so the
 * runner's proxy settings (https_proxy, no_proxy) apply; the request itself is driven here so
 * that a failure can tell whether the whole body had left this machine.
 */



class NetworkError extends Error {
    phase;
    code;
    reason;
    constructor(message, phase, code, reason = 'other') {
        super(message);
        this.phase = phase;
        this.code = code;
        this.reason = reason;
        this.name = 'NetworkError';
    }
}
/**
 * Answers larger than this are not the service's JSON (a few kilobytes): past it the answer is
 * cut off, as one that may never end (a broken proxy streaming without end) costs memory and
 * time for as long as it is read.
 */
const MAX_BODY_BYTES = 256 * 1024;
/** Errors before any connection, by Node's code. */
const CONNECTION_CAUSES = {
    ECONNREFUSED: 'connection-refused',
    ENOTFOUND: 'host-unknown',
    EAI_AGAIN: 'dns-unavailable',
    EHOSTUNREACH: 'unreachable',
    ENETUNREACH: 'unreachable'
};
/** Certificate checks that failed, by the code Node gives them (OpenSSL's verify errors). */
const UNTRUSTED_CERTIFICATE = new Set([
    'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    'UNABLE_TO_GET_ISSUER_CERT',
    'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
    'SELF_SIGNED_CERT_IN_CHAIN',
    'DEPTH_ZERO_SELF_SIGNED_CERT',
    'CERT_UNTRUSTED',
    'CERT_REJECTED',
    'CERT_REVOKED',
    'CERT_SIGNATURE_FAILURE',
    'INVALID_CA',
    'CERT_CHAIN_TOO_LONG'
]);
const EXPIRED_CERTIFICATE = new Set(['CERT_HAS_EXPIRED', 'CERT_NOT_YET_VALID']);
/**
 * What a failed exchange means, from Node's error code; OpenSSL's own text is read only to tell
 * a plain-http answer to a TLS hello, which older Node versions report as a bare EPROTO.
 */
function classifyError(code, message) {
    const connection = CONNECTION_CAUSES[code];
    if (connection !== undefined)
        return connection;
    if (code === 'ERR_SSL_WRONG_VERSION_NUMBER' ||
        code === 'ERR_SSL_PACKET_LENGTH_TOO_LONG' ||
        code === 'ERR_SSL_HTTP_REQUEST' ||
        /wrong version number|packet length too long|http request/i.test(message))
        return 'tls-plain-http';
    if (UNTRUSTED_CERTIFICATE.has(code))
        return 'tls-untrusted';
    if (EXPIRED_CERTIFICATE.has(code))
        return 'tls-expired';
    if (code === 'ERR_TLS_CERT_ALTNAME_INVALID')
        return 'tls-host-mismatch';
    if (code === 'EPROTO' ||
        code.startsWith('ERR_SSL_') ||
        code.startsWith('ERR_TLS_') ||
        code.startsWith('ERR_OSSL_'))
        return 'tls-other';
    if (code === 'ECONNRESET' || code === 'EPIPE')
        return 'reset';
    if (code === 'ETIMEDOUT')
        return 'timeout';
    return 'other';
}
/** Causes that stop the exchange before any request could leave. */
function isBeforeRequest(cause) {
    return !['reset', 'tls-broken', 'timeout', 'too-large', 'other'].includes(cause);
}
function send(request) {
    const transport = request.url.protocol === 'https:' ? (external_node_https_default()) : (external_node_http_default());
    // Node destroys the request when the signal aborts, whatever stage it is at.
    const signal = AbortSignal.timeout(request.timeoutMs);
    const req = transport.request(request.url, {
        method: request.method,
        headers: request.headers,
        agent: new lib/* HttpClient */.Qq().getAgent(request.url.href),
        signal
    });
    const progress = watchProgress(req, request.body !== undefined);
    return new Promise((resolve, reject) => {
        const fail = (error) => {
            req.destroy();
            reject(signal.aborted ? timedOut(request.timeoutMs, progress) : error);
        };
        req.on('error', (error) => fail(exchangeFailure(error, progress)));
        req.on('response', res => {
            readAnswer(res).then(resolve, fail);
        });
        if (request.body === undefined) {
            req.end();
            return;
        }
        request.body.writeTo(req).then(() => req.end(), (error) => {
            // A request that broke off fails on its own error, which the reading must not mask.
            if (req.destroyed)
                return;
            fail(new NetworkError(`reading the dataset failed: ${error.message}`, 'unsent', 'EREAD'));
        });
    });
}
function watchProgress(req, hasBody) {
    let bodySent = !hasBody;
    let handshakeDone = false;
    req.on('finish', () => {
        bodySent = true;
    });
    req.on('socket', socket => {
        // A reused keep-alive socket finished its handshake long ago.
        if (req.reusedSocket)
            handshakeDone = true;
        socket.once('secureConnect', () => {
            handshakeDone = true;
        });
    });
    return {
        // 'finish' waits for the last write's callback, which can come after the server's answer to
        // it: once the whole body was handed to the request, the server may have it all.
        mayHaveWholeBody: () => bodySent || req.writableEnded,
        handshakeDone: () => handshakeDone
    };
}
function timedOut(timeoutMs, progress) {
    return new NetworkError(`no answer within ${Math.round(timeoutMs / 100) / 10} s`, progress.mayHaveWholeBody() ? 'sent' : 'unsent', 'ETIMEDOUT', 'timeout');
}
/** A failed exchange, classified by its cause and by how far the request had got. */
function exchangeFailure(error, progress) {
    const code = error.code ?? 'EUNKNOWN';
    const classified = classifyError(code, error.message);
    // After the handshake a TLS error is a connection broken mid-exchange, not a failed setup.
    const cause = progress.handshakeDone() && classified.startsWith('tls-') ? 'tls-broken' : classified;
    const phase = isBeforeRequest(cause)
        ? 'refused'
        : progress.mayHaveWholeBody()
            ? 'sent'
            : 'unsent';
    return new NetworkError(describeNetworkError(cause, error.message), phase, code, cause);
}
/**
 * The answer's status, headers and body. A body past MAX_BODY_BYTES fails the exchange as soon
 * as it passes it: the answer is destroyed, closing the connection, and nothing more is read.
 */
function readAnswer(res) {
    const status = res.statusCode ?? 0;
    return new Promise((resolve, reject) => {
        const chunks = [];
        let size = 0;
        res.on('data', (chunk) => {
            size += chunk.length;
            if (size <= MAX_BODY_BYTES) {
                chunks.push(chunk);
                return;
            }
            chunks.length = 0;
            // Rejected first: destroying the answer reports it as broken off, which must not win.
            reject(new NetworkError(`the answer (HTTP ${status}) was still going past ${MAX_BODY_BYTES / 1024} KiB`, 'answered', 'ETOOLARGE', 'too-large'));
            res.destroy();
        });
        res.on('end', () => resolve({ status, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', (error) => reject(new NetworkError(`the answer (HTTP ${status}) broke off: ${error.message}`, 'answered', error.code ?? 'ECONNRESET')));
        res.on('aborted', () => reject(new NetworkError(`the answer (HTTP ${status}) broke off`, 'answered', 'ECONNRESET')));
    });
}
/** Short words for the cause, to follow "failed: "; the user's advice is the caller's to give. */
function describeNetworkError(cause, message) {
    switch (cause) {
        case 'connection-refused':
            return 'the connection was refused';
        case 'host-unknown':
            return 'the host name could not be resolved';
        case 'dns-unavailable':
            return 'the host name could not be looked up (DNS did not answer)';
        case 'unreachable':
            return 'the host cannot be reached from this runner';
        case 'tls-plain-http':
            return 'the server answered the TLS handshake in plain http';
        case 'tls-untrusted':
            return "the server's TLS certificate is not trusted";
        case 'tls-expired':
            return "the server's TLS certificate is out of its validity dates";
        case 'tls-host-mismatch':
            return "the server's TLS certificate is for another host name";
        case 'tls-other':
            return 'the TLS handshake failed';
        case 'tls-broken':
            return 'the secure connection broke off after it was set up';
        case 'reset':
            return 'the connection was reset';
        default:
            return message;
    }
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: ./node_modules/form-data/lib/form_data.js
var form_data = __webpack_require__(96454);
var form_data_default = /*#__PURE__*/__webpack_require__.n(form_data);
;// CONCATENATED MODULE: ./src/service/multipart.ts
/**
 * The start call's multipart/form-data body, framed by `form-data` (the design's choice): its
 * text fields, then the dataset's bytes, read from disk through two buffers used in turn. A file
 * stream would hand over a new buffer each read, dropped once sent but held in the runner's
 * memory until a collection comes: 10 MB of them for a 10 MB dataset, as much again as the rest
 * of the step. So the file part is a stream of this module's own, and the body is written to the
 * request here, each chunk given back to the file's stream once the request has called back for
 * it.
 */



/** Read at a time; each of the two buffers is this long. */
const CHUNK_BYTES = 64 * 1024;
/**
 * `fields` (in order, each a name and its text) then `file` as the field `file`. form-data's
 * boundary is random, so no value or file holds it by chance, and it escapes a quote or a line
 * break in a name as HTML forms do (`%22`, `%0D`, `%0A`), so each part's header stays one line.
 */
function multipartBody(fields, file) {
    const form = new (form_data_default())();
    for (const [name, value] of fields)
        form.append(name, value);
    const content = new FileContent(file);
    form.append('file', content, {
        filename: file.filename,
        contentType: file.contentType,
        knownLength: file.bytes
    });
    return {
        headers: { ...form.getHeaders(), 'content-length': form.getLengthSync() },
        writeTo: sink => writeForm(form, content, sink)
    };
}
/**
 * Writes `form` to `sink`, waiting for the sink when it asks to (backpressure) and until it has
 * called back for every chunk. A request destroyed meanwhile may never call back, so its closing
 * ends the wait, and the file, too.
 */
function writeForm(form, content, sink) {
    return new Promise((resolve, reject) => {
        let pending = 0;
        let ended = false;
        const settle = (error) => {
            sink.off('close', closed);
            if (error) {
                content.destroy();
                reject(error);
            }
            else
                resolve();
        };
        const closed = () => settle(new Error('the request closed before the body was sent'));
        sink.once('close', closed);
        form.on('data', (chunk) => {
            pending++;
            const more = sink.write(chunk, error => {
                pending--;
                if (error)
                    return settle(error);
                if (typeof chunk !== 'string')
                    content.release(chunk);
                if (ended && pending === 0)
                    settle();
            });
            if (!more) {
                form.pause();
                sink.once('drain', () => form.resume());
            }
        });
        form.once('end', () => {
            ended = true;
            if (pending === 0)
                settle();
        });
        form.once('error', settle);
        form.resume();
    });
}
/**
 * The file's bytes, exactly `file.bytes` of them (a file that changed length since it was
 * checked is refused, not sent with a wrong length), through two buffers: one is read into while
 * the request holds the other, and a buffer is read into again only once it is released.
 */
class FileContent extends external_node_stream_.Readable {
    #file;
    #buffers = [Buffer.allocUnsafe(CHUNK_BYTES), Buffer.allocUnsafe(CHUNK_BYTES)];
    /** What releases each buffer's chunk, while the request may still read it. */
    #held = [undefined, undefined];
    #waits = [undefined, undefined];
    #chunks = new WeakMap();
    #handle;
    #sent = 0;
    #turn = 0;
    constructor(file) {
        super({ highWaterMark: 0 });
        this.#file = file;
    }
    /** The request has handed `chunk` on: its buffer may be read into again. */
    release(chunk) {
        const which = this.#chunks.get(chunk);
        if (which === undefined)
            return;
        this.#chunks.delete(chunk);
        this.#held[which]?.();
    }
    _read() {
        this.#next().catch((error) => this.destroy(error));
    }
    async #next() {
        const which = this.#turn++ % 2;
        await this.#waits[which];
        if (this.destroyed)
            return;
        if (this.#handle === undefined) {
            const handle = await (0,promises_.open)(this.#file.path, 'r');
            // Destroyed while it was opening: nothing will close it but this.
            if (this.destroyed)
                return void (await handle.close());
            this.#handle = handle;
        }
        const buffer = this.#buffers[which];
        const { bytesRead } = await this.#handle.read(buffer, 0, CHUNK_BYTES, null);
        const { bytes, filename } = this.#file;
        if (this.#sent + bytesRead > bytes || (bytesRead === 0 && this.#sent < bytes))
            throw new Error(`${filename} changed while it was being sent: it is no longer the ${bytes.toLocaleString('en-US')} bytes checked`);
        if (bytesRead === 0) {
            await this.#close();
            this.push(null);
            return;
        }
        this.#sent += bytesRead;
        const chunk = buffer.subarray(0, bytesRead);
        this.#chunks.set(chunk, which);
        this.#waits[which] = new Promise(resolve => (this.#held[which] = resolve));
        this.push(chunk);
    }
    async #close() {
        const handle = this.#handle;
        this.#handle = undefined;
        await handle?.close();
    }
    _destroy(error, callback) {
        // A read waiting for a buffer the request will never release ends.
        for (const release of this.#held)
            release?.();
        this.#close().then(() => callback(error), () => callback(error));
    }
}

// EXTERNAL MODULE: ./src/common/safe-id.ts
var safe_id = __webpack_require__(98760);
// EXTERNAL MODULE: ./src/common/redact.ts
var redact = __webpack_require__(6800);
;// CONCATENATED MODULE: ./src/service/answer.ts
/**
 * Reads the service's answers. The start answer's shape is not fixed (fields at the top level
 * or inside `data`; the share URL nested or plain), so every known place is tried. The read
 * answer is the documented, authoritative one.
 */


/** An answer that names an identifier this action must not use. */
class UnsafeIdError extends Error {
    field;
    value;
    constructor(
    /** The answer's field, as the service names it. */
    field, value) {
        super(`the service's ${field} is not a safe identifier`);
        this.field = field;
        this.value = value;
        this.name = 'UnsafeIdError';
    }
}
function safeId(field, value) {
    if (value !== undefined && !(0,safe_id/* isSafeId */.J)(value))
        throw new UnsafeIdError(field, value);
    return value;
}
const STATUSES = ['processing', 'completed', 'failed'];
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function answer_text(value) {
    if (typeof value === 'string' && value.trim() !== '')
        return value.trim();
    if (typeof value === 'number' && Number.isFinite(value))
        return String(value);
    return undefined;
}
function statusOf(value) {
    const word = typeof value === 'string' ? value.toLowerCase() : undefined;
    return word !== undefined && STATUSES.includes(word) ? word : undefined;
}
/** The objects that may carry the generation's fields: the `data` envelope first, then the top. */
function places(body) {
    if (!isObject(body))
        return [];
    return isObject(body.data) ? [body.data, body] : [body];
}
function first(objects, pick) {
    for (const object of objects) {
        const value = pick(object);
        if (value !== undefined)
            return value;
    }
    return undefined;
}
/**
 * The share link: `shareUrl` when it is an absolute http(s) URL or a relative one resolved
 * against the service; otherwise its raw text alone, to be shown as text and never linked.
 */
function shareUrlIn(objects, baseUrl) {
    const raw = first(objects, o => answer_text(isObject(o.share_link) ? o.share_link.share_url : undefined) ?? answer_text(o.share_url));
    if (raw === undefined)
        return {};
    const url = webAddress(raw, baseUrl);
    // A page that decodes character references would read another scheme than this one.
    const decoded = withoutReferences(raw);
    if (url !== undefined && (decoded === raw || webAddress(decoded, baseUrl) !== undefined)) {
        const expiresAt = first(objects, o => isObject(o.share_link) ? instant(o.share_link.expires_at) : undefined);
        return expiresAt === undefined ? { shareUrl: url } : { shareUrl: url, expiresAt };
    }
    return { unlinkableShareUrl: clip(raw, MAX_UNLINKABLE_LENGTH) };
}
/** The http(s) address `text` stands for (relative ones resolved against the service), if any. */
function webAddress(text, baseUrl) {
    try {
        const url = new URL(text, baseUrl);
        return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
    }
    catch {
        return undefined;
    }
}
/** Names a scheme can be spelled with in HTML: `javascript&colon;`, a tab or line break inside. */
const NAMED_REFERENCES = { colon: ':', tab: '\t', newline: '\n' };
/** `text` with its HTML character references (`&#58;`, `&#x3A;`, `&colon;`) decoded. */
function withoutReferences(text) {
    return text.replace(/&(?:#(\d{1,7})|#x([\da-f]{1,6})|(colon|tab|newline));?/gi, (whole, dec, hex, name) => {
        if (name !== undefined)
            return NAMED_REFERENCES[name.toLowerCase()];
        const code = dec !== undefined ? Number(dec) : parseInt(hex, 16);
        return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    });
}
/** Enough of an unusable share link to recognise it; the service's URLs are far shorter. */
const MAX_UNLINKABLE_LENGTH = 300;
/** Titles the action sends are at most 255 characters; a longer one is cut, never carried whole. */
const MAX_TITLE_LENGTH = 300;
/** Enough of a failure's reason to act on; the rest would only swell the log and summary. */
const MAX_REASON_LENGTH = 2000;
function cutText(value, max) {
    const words = answer_text(value);
    return words === undefined ? undefined : clip(words, max);
}
function dashboardOf(o) {
    return isObject(o.dashboard) ? o.dashboard : undefined;
}
/**
 * The start answer, or undefined when it names no generation. Throws UnsafeIdError when an
 * identifier in it is unfit to use.
 */
function parseStartAnswer(body, baseUrl) {
    const objects = places(body);
    const generationId = safeId('generation_id', first(objects, o => answer_text(o.generation_id)));
    if (generationId === undefined)
        return undefined;
    // The envelope's own `status` is "success": only a generation state counts.
    const status = first(objects, o => statusOf(dashboardOf(o)?.status) ?? statusOf(o.status)) ?? 'processing';
    return {
        generationId,
        status,
        dashboardId: safeId('dashboard_id', first(objects, o => answer_text(o.dashboard_id) ?? answer_text(dashboardOf(o)?.id))),
        title: first(objects, o => cutText(dashboardOf(o)?.title, MAX_TITLE_LENGTH)),
        ...shareUrlIn(objects, baseUrl)
    };
}
/** A timestamp as the service gives one, in UTC; anything that is not an ISO 8601 time is dropped. */
function instant(value) {
    const iso = typeof value === 'string' && value.length <= 64 && ISO_8601.test(value);
    const ms = iso ? Date.parse(value) : NaN;
    return Number.isFinite(ms) ? new Date(ms).toISOString() : undefined;
}
/** A date and time as ISO 8601 writes them, which is all `Date.parse` is trusted to read. */
const ISO_8601 = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:?\d\d)?$/;
/**
 * The read answer: the generation's state is its dashboard's status; no dashboard yet means
 * processing. The generation keeps the id it was read by, whatever id the answer repeats.
 * Throws UnsafeIdError when the dashboard's id is unfit to use.
 */
function parseReadAnswer(body, generationId, baseUrl) {
    if (!isObject(body))
        return undefined;
    const data = isObject(body.data)
        ? body.data
        : body.id !== undefined || body.dashboard !== undefined
            ? body
            : undefined;
    if (data === undefined)
        return undefined;
    const dashboard = dashboardOf(data);
    const status = statusOf(dashboard?.status) ?? statusOf(data.status) ?? 'processing';
    return {
        generationId,
        status,
        dashboardId: safeId('dashboard id', answer_text(dashboard?.id) ?? answer_text(data.dashboard_id)),
        title: cutText(dashboard?.title, MAX_TITLE_LENGTH),
        createdAt: instant(data.created_at),
        updatedAt: instant(data.updated_at),
        ...shareUrlIn([data], baseUrl),
        reason: status === 'failed'
            ? cutText(answer_text(dashboard?.error) ?? answer_text(data.error) ?? answer_text(data.detail), MAX_REASON_LENGTH)
            : undefined
    };
}
/** How deep the service's words are looked for in an error answer. */
const MAX_WORDS_DEPTH = 4;
/** Characters of the service's words kept in a message. */
const MAX_WORDS_LENGTH = 200;
/** Characters of an object's key kept in a rendering of an error body. */
const MAX_KEY_LENGTH = 40;
/**
 * The service's own words from an error answer: `message`, `detail` or `error` (looked for a
 * few levels deep, never walking the whole body), else a short rendering of the body. Every cut
 * is marked and splits no secret, so the sink that shows the words hides each one whole.
 */
function serviceMessage(body) {
    let parsed;
    try {
        parsed = JSON.parse(body);
    }
    catch {
        parsed = undefined;
    }
    if (isObject(parsed)) {
        const words = wordsIn(parsed, 0);
        if (words !== undefined)
            return clip(words, MAX_WORDS_LENGTH);
    }
    const plain = body.replace(/\s+/g, ' ').trim();
    return plain === '' ? undefined : clip(plain, MAX_WORDS_LENGTH);
}
function wordsIn(value, depth) {
    for (const key of ['message', 'detail', 'error']) {
        const inner = value[key];
        const words = answer_text(inner);
        if (words !== undefined)
            return words;
        if (isObject(inner) && depth < MAX_WORDS_DEPTH) {
            const deeper = wordsIn(inner, depth + 1);
            if (deeper !== undefined)
                return deeper;
        }
        if (inner !== undefined && inner !== null)
            return preview(inner, 0);
    }
    return undefined;
}
/** JSON-like text of `value`, three levels deep at most and cut once long enough. */
function preview(value, depth) {
    if (typeof value === 'string')
        return JSON.stringify(clip(value, MAX_WORDS_LENGTH));
    if (typeof value !== 'object' || value === null)
        return String(value);
    if (depth >= 3)
        return Array.isArray(value) ? '[…]' : '{…}';
    const parts = [];
    let length = 0;
    const entries = Array.isArray(value)
        ? value.map(v => [undefined, v])
        : Object.entries(value);
    for (const [key, inner] of entries) {
        if (length > MAX_WORDS_LENGTH) {
            parts.push('…');
            break;
        }
        const name = key === undefined ? '' : `${JSON.stringify(clip(key, MAX_KEY_LENGTH))}:`;
        const part = `${name}${preview(inner, depth + 1)}`;
        parts.push(part);
        length += part.length;
    }
    return Array.isArray(value) ? `[${parts.join(',')}]` : `{${parts.join(',')}}`;
}
/**
 * At most `max` characters, and a cut mark where cut: never after half a surrogate pair, nor
 * inside a secret.
 */
function clip(words, max) {
    if (words.length <= max)
        return words;
    const last = words.charCodeAt(max - 1);
    const end = last >= 0xd800 && last <= 0xdbff ? max - 1 : max;
    return `${words.slice(0, (0,redact/* secretFreeEnd */.iY)(words, end))}…`;
}

// EXTERNAL MODULE: ./src/common/input-values.ts
var input_values = __webpack_require__(70564);
;// CONCATENATED MODULE: ./src/service/retry-after.ts
/**
 * A `Retry-After` header in either form: delay-seconds or an HTTP-date. Returns milliseconds
 * to wait from `nowMs`, or undefined when absent or unreadable.
 */
function parseRetryAfter(value, nowMs) {
    const raw = (Array.isArray(value) ? value[0] : value)?.trim();
    if (raw === undefined || raw === '')
        return undefined;
    if (/^\d+$/.test(raw))
        return Number(raw) * 1000;
    const date = Date.parse(raw);
    if (Number.isNaN(date) || !/[a-z]/i.test(raw))
        return undefined;
    return Math.max(0, date - nowMs);
}

;// CONCATENATED MODULE: ./src/service/client.ts
/**
 * The dashboard service's two endpoints, one attempt each. Every failure is classified by what
 * the caller may safely do next; retrying is the callers' business.
 */






class ServiceError extends Error {
    kind;
    retryAfterMs;
    retryWindowMs;
    constructor(message, kind, retryAfterMs, 
    /**
     * A retryable failure that more likely means a wrong setting than a passing fault: worth
     * retrying only this long after the first attempt, not for the whole timeout.
     */
    retryWindowMs) {
        super(message);
        this.kind = kind;
        this.retryAfterMs = retryAfterMs;
        this.retryWindowMs = retryWindowMs;
        this.name = 'ServiceError';
    }
}
/**
 * The read of a generation answered 404: the service, at this address and for this key, has no
 * such generation. Reading it again cannot help, so the run ends as failed (messages.ts says so).
 */
class UnknownGenerationError extends ServiceError {
    generationId;
    reason;
    constructor(generationId, 
    /** The service's own words, when its answer had any. */
    reason) {
        super(`The service has no generation ${generationId} (HTTP 404)${reason ? `: ${reason}` : ''}.`, 'fatal');
        this.generationId = generationId;
        this.reason = reason;
        this.name = 'UnknownGenerationError';
    }
}
/**
 * A read answers quickly or not at all: waiting on it longer than a few poll intervals only
 * delays the next read. Between 5 and 30 seconds.
 */
function readTimeout(pollIntervalMs) {
    return Math.min(30_000, Math.max(5_000, 3 * pollIntervalMs));
}
function generationsUrl(baseUrl) {
    return new URL('api/dashboard/generate/', baseUrl);
}
function createServiceClient(baseUrl, apiKey, premiumOptions) {
    const headers = {
        authorization: `Bearer ${apiKey}`,
        'user-agent': constants/* USER_AGENT */._O,
        accept: 'application/json'
    };
    const service = { baseUrl, premiumOptions };
    return {
        async start(request, timeoutMs) {
            const body = startBody(request);
            const response = await send({
                method: 'POST',
                url: generationsUrl(baseUrl),
                headers: { ...headers, ...body.headers },
                body,
                timeoutMs
            }).catch((error) => {
                throw startNetworkFailure(error, baseUrl);
            });
            return startOutcome(response, service);
        },
        async read(generationId, timeoutMs) {
            const response = await send({
                method: 'GET',
                url: new URL(`${encodeURIComponent(generationId)}/`, generationsUrl(baseUrl)),
                headers,
                timeoutMs
            }).catch((error) => {
                throw readNetworkFailure(error, baseUrl, generationId);
            });
            return readOutcome(response, generationId, service);
        }
    };
}
/** The service's own words from an error answer, without their closing stop, when it has any. */
function serviceWords(response) {
    // The sentence around them supplies the full stop.
    return serviceMessage(response.body)?.replace(/[.!?]+$/, '') || undefined;
}
/** The service's own words from an error answer, to follow a sentence ("…: words"), or ''. */
function quoteService(response) {
    const words = serviceWords(response);
    return words === undefined ? '' : `: ${words}`;
}
/** The generation the start answer names, or what its status says may be done next. */
function startOutcome(response, service) {
    const { status } = response;
    if (status >= 200 && status < 300)
        return startedGeneration(response, service.baseUrl);
    if (status === 429 || status === 503) {
        throw new ServiceError(`The service is busy (HTTP ${status})${quoteService(response)}; it did not take the upload, so no generation was created.`, 'retryable', parseRetryAfter(response.headers['retry-after'], Date.now()));
    }
    if (status >= 500) {
        throw new ServiceError(`The service failed while taking the upload (HTTP ${status})${quoteService(response)}. It may have created a generation all the same, so the upload was not repeated: check the service before running the step again.`, 'fatal');
    }
    if (status === 404)
        throw new ServiceError(notFound(response, service.baseUrl), 'fatal');
    throw new ServiceError(refusal(response, 'upload', service), 'fatal');
}
/** A successful start answer: a generation that can be followed, else a fatal error (never repeated). */
function startedGeneration(response, baseUrl) {
    let state;
    try {
        state = parseStartAnswer(parseJson(response.body), baseUrl);
    }
    catch (error) {
        if (!(error instanceof UnsafeIdError))
            throw error;
        throw new ServiceError(`The service took the upload (HTTP ${response.status}) but answered with a ${error.field} that is not a safe identifier (${(0,input_values/* quote */.hD)(error.value, 60)}: letters, digits and -_.: expected), so the generation cannot be followed or reported. The upload was not repeated, as that would start a second generation: look for the new dashboard at the service.`, 'fatal');
    }
    if (state !== undefined)
        return state;
    throw new ServiceError(`The service answered the upload with HTTP ${response.status} but named no generation${quoteService(response)}. A generation may have been created anyway: check the service before running the step again.`, 'fatal');
}
/** The generation's state from a read answer, or whether reading again may help. */
function readOutcome(response, generationId, service) {
    const { status } = response;
    if (status >= 200 && status < 300)
        return readGeneration(response, generationId, service.baseUrl);
    if (status === 429 || status >= 500) {
        throw new ServiceError(`The service answered HTTP ${status}${quoteService(response)}.`, 'retryable', parseRetryAfter(response.headers['retry-after'], Date.now()));
    }
    if (status === 404)
        throw new UnknownGenerationError(generationId, serviceWords(response));
    throw new ServiceError(refusal(response, 'read of the generation', service), 'fatal');
}
/**
 * A successful read answer: the generation's state. An answer that is not one (not JSON, another
 * shape, an identifier the action refuses) is a failed read, and the generation is read again.
 */
function readGeneration(response, generationId, baseUrl) {
    let state;
    try {
        state = parseReadAnswer(parseJson(response.body), generationId, baseUrl);
    }
    catch (error) {
        if (!(error instanceof UnsafeIdError))
            throw error;
        throw new ServiceError(`The service's answer about generation ${generationId} names a ${error.field} that is not a safe identifier (${(0,input_values/* quote */.hD)(error.value, 60)}: letters, digits and -_.: expected); the answer was refused.`, 'retryable');
    }
    if (state !== undefined)
        return state;
    throw new ServiceError(`The service's answer about generation ${generationId} (HTTP ${response.status}) was not the generation's JSON${quoteService(response)}.`, 'retryable');
}
/** The start endpoint is missing: `base-url` is not the service's root. */
function notFound(response, baseUrl) {
    const called = generationsUrl(baseUrl).href;
    const root = /\/api\/$/.test(baseUrl.pathname)
        ? ` It ends in /api/, so the action called .../api/api/...: remove the /api.`
        : '';
    return `The service has no upload endpoint at ${called} (HTTP 404)${quoteService(response)}. '${constants/* Input */.pd.BaseUrl}' must be the service's root address, such as https://dashboards.example.com, to which the action adds api/dashboard/generate/.${root} Nothing was created.`;
}
/** A refusal the user must act on, with what to check for its status. */
function refusal(response, what, service) {
    const { status } = response;
    const said = quoteService(response);
    if (status >= 300 && status < 400) {
        const location = response.headers.location;
        return `The service redirected the ${what} (HTTP ${status}${location ? ` to ${location}` : ''}). Set '${constants/* Input */.pd.BaseUrl}' to the address the service answers at; the key is not sent after a redirect.`;
    }
    if (status === 401) {
        return `The service refused the key (HTTP 401)${said}. Check that the '${constants/* Input */.pd.ApiKey}' secret holds a current key from the service's API settings.`;
    }
    if (status === 403) {
        const plan = service.premiumOptions.length > 0
            ? ` Premium-only options were set (${service.premiumOptions.join(', ')}): the key's plan may not include them. Remove them, or use a key of a premium account.`
            : ` The key may be revoked or lack access; check it in the service's API settings.`;
        return `The service refused the ${what} (HTTP 403)${said}.${plan}`;
    }
    if (status === 413) {
        return `The service refused the dataset as too large (HTTP 413)${said}. It accepts files of at most 10 MB (${constants/* MAX_DATASET_BYTES */.Kl.toLocaleString('en-US')} bytes).`;
    }
    return `The service refused the ${what} (HTTP ${status})${said || ' with no explanation'}.`;
}
function startBody(request) {
    const { dataset } = request;
    const fields = [['file_type', dataset.type]];
    if (request.title !== undefined)
        fields.push(['title', request.title]);
    if (request.instructions !== undefined)
        fields.push(['instructions', request.instructions]);
    if (request.allowedEmails.length > 0)
        fields.push(['allowed_emails', request.allowedEmails.join(',')]);
    if (request.allowPdfExport !== undefined)
        fields.push(['allow_pdf_export', String(request.allowPdfExport)]);
    if (request.allowScrollableCards !== undefined)
        fields.push(['allow_scrollable_cards', String(request.allowScrollableCards)]);
    return multipartBody(fields, {
        path: dataset.uploadPath,
        bytes: dataset.bytes,
        filename: dataset.uploadName,
        contentType: dataset.type === 'csv' ? 'text/csv' : 'application/json'
    });
}
/**
 * A refused connection or a DNS lookup that did not answer is retried this long: enough for a
 * service that is restarting, short enough that a wrong port does not hold the job.
 */
const UNREACHABLE_RETRY_WINDOW_MS = 10_000;
/**
 * Failures before any request could leave this machine: the same mistakes whichever call met
 * them. Undefined for failures after the request left.
 */
function unreached(error, baseUrl) {
    const address = `${baseUrl.protocol}//${baseUrl.host}`;
    const briefly = { kind: 'retryable', retryWindowMs: UNREACHABLE_RETRY_WINDOW_MS };
    if (error.phase !== 'refused')
        return undefined;
    switch (error.reason) {
        case 'connection-refused':
            return {
                words: `Nothing accepts connections at ${address} (connection refused): check the host and port in '${constants/* Input */.pd.BaseUrl}'.`,
                ...briefly
            };
        case 'dns-unavailable':
            return {
                words: `The host name ${baseUrl.hostname} could not be looked up (DNS did not answer): check '${constants/* Input */.pd.BaseUrl}' and the runner's network.`,
                ...briefly
            };
        case 'host-unknown':
            return {
                words: `The service's host ${baseUrl.hostname} could not be resolved; check '${constants/* Input */.pd.BaseUrl}'.`,
                kind: 'fatal'
            };
        case 'unreachable':
            return {
                words: `${address} cannot be reached from this runner (no route to the host): check '${constants/* Input */.pd.BaseUrl}', and that a self-hosted runner may reach it.`,
                kind: 'fatal'
            };
        case 'tls-plain-http':
            return {
                words: `'${constants/* Input */.pd.BaseUrl}' uses https:// but the server at ${baseUrl.host} answered in plain http, so the secure connection could not be set up: use the service's https address (plain http:// is for a service on this machine only).`,
                kind: 'fatal'
            };
        case 'tls-untrusted':
            return {
                words: `The server at ${baseUrl.host} presented a TLS certificate this runner does not trust (self-signed, or signed by an unknown authority): check that '${constants/* Input */.pd.BaseUrl}' is the service's address; for a service behind a private authority, give its certificate to Node with NODE_EXTRA_CA_CERTS.`,
                kind: 'fatal'
            };
        case 'tls-expired':
            return {
                words: `The server at ${baseUrl.host} presented a TLS certificate that has expired or is not valid yet: check that '${constants/* Input */.pd.BaseUrl}' is the service's current address, and the runner's clock.`,
                kind: 'fatal'
            };
        case 'tls-host-mismatch':
            return {
                words: `The server at ${baseUrl.host} presented a TLS certificate for another host name: check that '${constants/* Input */.pd.BaseUrl}' uses the service's own host name.`,
                kind: 'fatal'
            };
        case 'tls-other':
            return {
                words: `The secure connection to ${address} could not be set up (the TLS handshake failed, code ${error.code}): check '${constants/* Input */.pd.BaseUrl}'.`,
                kind: 'fatal'
            };
        default:
            return undefined;
    }
}
/**
 * An answer cut off past the size the action keeps: never the service's JSON, and perhaps never
 * ending. Final for the start call, which may have created a generation; a read is asked again.
 */
function tooLarge(error, baseUrl) {
    return `${error.message}, where the service's answers take a few kilobytes: the service, or a proxy between the runner and it, sent an answer too large to be the service's, perhaps without end. The action stopped reading it and closed the connection. Check the service at ${baseUrl.protocol}//${baseUrl.host} and any proxy in between.`;
}
function startNetworkFailure(error, baseUrl) {
    if (!(error instanceof NetworkError))
        return error;
    if (error.reason === 'too-large') {
        return new ServiceError(`The upload reached the service, but ${tooLarge(error, baseUrl)} A generation may have been created, so the upload was not repeated: look for it at the service before running the step again.`, 'fatal');
    }
    const before = unreached(error, baseUrl);
    if (before !== undefined) {
        return new ServiceError(`${before.words} Nothing was sent, so no generation was created.`, before.kind, undefined, before.retryWindowMs);
    }
    if (error.code === 'EREAD') {
        return new ServiceError(`The upload stopped: ${error.message}. Nothing reached the service whole, so no generation was created. Check that no other step writes the dataset while this one runs.`, 'fatal');
    }
    if (error.phase === 'refused' || error.phase === 'unsent') {
        return new ServiceError(`The upload did not reach the service whole (${error.message}), so no generation was created.`, 'retryable');
    }
    return new ServiceError(`The upload reached the service but its answer was lost (${error.message}). A generation may have been created, so the upload was not repeated: check the service before running the step again.`, 'fatal');
}
function readNetworkFailure(error, baseUrl, generationId) {
    if (!(error instanceof NetworkError))
        return error;
    // A read changes nothing at the service: whatever came back, asking again is safe.
    if (error.reason === 'too-large') {
        return new ServiceError(`Reading generation ${generationId} failed: ${tooLarge(error, baseUrl)}`, 'retryable');
    }
    const before = unreached(error, baseUrl);
    if (before !== undefined) {
        return new ServiceError(`Reading generation ${generationId} failed. ${before.words}`, before.kind, undefined, before.retryWindowMs);
    }
    return new ServiceError(`Reading generation ${generationId} failed: ${error.message}.`, 'retryable');
}
function parseJson(body) {
    try {
        return JSON.parse(body);
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 11294:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  oJ: () => (/* binding */ isSuccess),
  qW: () => (/* binding */ rejectedRun),
  pU: () => (/* binding */ requestFor),
  Or: () => (/* binding */ runDataset)
});

// EXTERNAL MODULE: ./src/datasets/find/find.ts + 2 modules
var find = __webpack_require__(40190);
// EXTERNAL MODULE: ./src/service/client.ts + 4 modules
var client = __webpack_require__(74992);
// EXTERNAL MODULE: ./src/config/constants.ts
var constants = __webpack_require__(64687);
;// CONCATENATED MODULE: ./src/service/schedule.ts
/**
 * When to read a generation next. Early reads come every second, because small datasets finish
 * in seconds; the gaps then grow with the time waited, so long generations cost few reads, and
 * never exceed the user's poll interval. A server's Retry-After is obeyed even past it.
 */
/** First read this long after the start answer: small datasets finish in a second or two. */
const FIRST_READ_MS = 1000;
/**
 * Reads are never closer together than this (unless `poll-interval` is shorter). With the first
 * read as late, the k-th read comes at least k seconds after the start: never more reads than a
 * loop reading every second.
 */
const MIN_GAP_MS = 1000;
/**
 * Beyond the minimum, each gap is this share of the time waited so far, so a generation is
 * noticed within a tenth of its length (a twentieth at the median over lengths), and reads grow
 * only with the logarithm of its length until the poll interval caps the gap. Until 10 s waited
 * the share is below MIN_GAP_MS: reads come every second, within a second of a short
 * generation's end. BENCHMARKS.md weighs the figures.
 */
const GAP_SHARE = 0.1;
/** Backoff after failed reads or start calls starts here and doubles. */
const ERROR_BASE_MS = 1000;
/** Gap before the next read, `waitedMs` after the start answer (the first read when 0). */
function pollGap(waitedMs, pollIntervalMs) {
    const gap = waitedMs <= 0 ? FIRST_READ_MS : Math.max(MIN_GAP_MS, waitedMs * GAP_SHARE);
    return Math.min(Math.round(gap), pollIntervalMs);
}
/**
 * Gap after `failures` failures in a row: exponential, capped, with "full jitter" over its upper
 * half so that many runs failing together do not come back in step.
 */
function backoffGap(failures, capMs, random) {
    const ceiling = Math.min(capMs, ERROR_BASE_MS * 2 ** Math.max(0, failures - 1));
    return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
/**
 * Retry-After is a floor. On top of it comes a random wait over a spread that doubles with each
 * failure in a row (4 s, 8 s, 16 s, then 30 s), so that a herd told to come back together
 * does not, and thins out the longer the service stays busy.
 */
function honourRetryAfter(gapMs, retryAfterMs, random, failures = 1) {
    if (retryAfterMs === undefined)
        return gapMs;
    const spread = Math.min(30_000, ERROR_BASE_MS * 2 ** (Math.max(1, failures) + 1));
    return Math.max(gapMs, retryAfterMs + Math.round(random() * spread));
}
/**
 * A floor under the gaps once the service has asked to slow down (429 or 503 with
 * Retry-After): it doubles at each such answer, up to the poll interval, and shrinks by a fifth
 * at each good read. Many runs sharing one rate limit thus settle at what it allows, instead of
 * returning to their early one-second reads after every wait.
 */
function slowDown(floorMs, retryAfterMs, capMs) {
    return Math.min(capMs, Math.max(floorMs * 2, retryAfterMs, ERROR_BASE_MS));
}
function speedUp(floorMs) {
    const next = floorMs * 0.8;
    return next < MIN_GAP_MS ? 0 : Math.round(next);
}
/** The floor, with up to half of it again at random so that throttled runs drift apart. */
function jitteredFloor(floorMs, random) {
    return floorMs === 0 ? 0 : Math.round(floorMs * (1 + random() / 2));
}

;// CONCATENATED MODULE: ./src/service/start.ts



/** Backoff between start attempts stays below this, Retry-After aside. */
const START_BACKOFF_CAP_MS = 30_000;
async function startGeneration(service, request, deadline, clock, log) {
    const firstAttemptAt = clock.now();
    for (let attempt = 1;; attempt++) {
        try {
            return await service.start(request, deadline - clock.now());
        }
        catch (error) {
            if (!(error instanceof client/* ServiceError */._7) || error.kind !== 'retryable')
                throw error;
            const gap = honourRetryAfter(backoffGap(attempt, START_BACKOFF_CAP_MS, clock.random), error.retryAfterMs, clock.random, attempt);
            const attempts = `${attempt} ${attempt === 1 ? 'attempt' : 'attempts'}`;
            if (clock.now() + gap >= deadline) {
                throw new Error(`${error.message} Gave up after ${attempts}: the step's '${constants/* Input */.pd.Timeout}' leaves no time for another.`, { cause: error });
            }
            const window = error.retryWindowMs;
            if (window !== undefined && clock.now() + gap - firstAttemptAt > window) {
                const spent = ((clock.now() - firstAttemptAt) / 1000).toFixed(1);
                throw new Error(`${error.message} Gave up after ${attempts} in ${spent} s.`, {
                    cause: error
                });
            }
            log(`${error.message} Trying again in ${(gap / 1000).toFixed(1)} s.`);
            await clock.sleep(gap);
        }
    }
}

;// CONCATENATED MODULE: ./src/service/wait.ts


/** A read needs at least this long; a shorter remainder is not worth starting one. */
const MIN_READ_WINDOW_MS = 250;
/**
 * Failed, or completed with a share link. A link the action refuses (not http(s)) will not
 * become usable by waiting: it ends the wait too.
 */
function isFinished(state) {
    if (state.status === 'failed')
        return true;
    return state.status === 'completed' && (state.shareUrl ?? state.unlinkableShareUrl) !== undefined;
}
async function waitForGeneration(options) {
    const { service, clock, deadline, pollIntervalMs, log } = options;
    const confirming = isFinished(options.initial);
    // Following a generation by id: no answer yet proves that 'base-url' is right.
    const resuming = options.readAtOnce && !confirming;
    let answered = false;
    const since = clock.now();
    let state = options.initial;
    let reads = 0;
    let failures = 0;
    let retryAfterMs;
    let floorMs = 0;
    let lastProblem;
    for (let index = 0;; index++) {
        let gap = index === 0 && options.readAtOnce ? 0 : pollGap(clock.now() - since, pollIntervalMs);
        if (failures > 0)
            gap = Math.max(gap, backoffGap(failures, pollIntervalMs, clock.random));
        if (index > 0)
            gap = Math.max(gap, Math.min(pollIntervalMs, jitteredFloor(floorMs, clock.random)));
        gap = honourRetryAfter(gap, retryAfterMs, clock.random, failures);
        const room = deadline - clock.now() - MIN_READ_WINDOW_MS;
        if (room <= 0 || (retryAfterMs !== undefined && gap > room)) {
            return { state, finished: false, reads, lastProblem, failedReads: failures || undefined };
        }
        await clock.sleep(Math.min(gap, room));
        reads++;
        try {
            state = await service.read(state.generationId, Math.min((0,client/* readTimeout */.OW)(pollIntervalMs), deadline - clock.now()));
            answered = true;
            failures = 0;
            retryAfterMs = undefined;
            floorMs = speedUp(floorMs);
            lastProblem = undefined;
        }
        catch (error) {
            if (!(error instanceof client/* ServiceError */._7) || error.kind !== 'retryable')
                throw error;
            // A finished start answer stands when the read that should confirm it fails.
            if (confirming)
                return { state, finished: true, reads };
            const window = error.retryWindowMs;
            if (resuming && !answered && window !== undefined && clock.now() - since >= window) {
                const spent = ((clock.now() - since) / 1000).toFixed(1);
                throw new Error(`${error.message} Gave up after ${reads} ${reads === 1 ? 'read' : 'reads'} in ${spent} s.`, { cause: error });
            }
            failures++;
            retryAfterMs = error.retryAfterMs;
            if (retryAfterMs !== undefined)
                floorMs = slowDown(floorMs, retryAfterMs, pollIntervalMs);
            lastProblem = error.message;
            log(`Read ${reads}: ${error.message} Reading again.`);
            continue;
        }
        if (isFinished(state))
            return { state, finished: true, reads };
        const lag = state.status === 'completed' ? ' (dashboard done, waiting for its share link)' : '';
        log(`Read ${reads}: ${state.status}${lag}.`);
    }
}

;// CONCATENATED MODULE: ./src/service/generation.ts




function isSuccess(outcome) {
    return outcome === 'completed' || outcome === 'started';
}
/** A file that failed the checks, as a run: reported with its reasons, never started. */
function rejectedRun({ file, problems }, requestedTitle) {
    return {
        dataset: file,
        requestedTitle,
        outcome: 'rejected',
        setback: { kind: 'rejected', problems },
        elapsedMs: 0
    };
}
/** What a run's start call would send, when it has a checked dataset to send. */
function requestFor(settings, run) {
    return run.dataset && (0,find/* isChecked */.WJ)(run.dataset)
        ? startRequest(settings, run, run.dataset)
        : undefined;
}
function startRequest(settings, run, dataset) {
    const { allowedEmails, allowPdfExport, allowScrollableCards } = run.options ?? settings;
    const instructions = run.instructions ?? settings.instructions;
    const title = run.requestedTitle;
    return { dataset, title, instructions, allowedEmails, allowPdfExport, allowScrollableCards };
}
/** How the wait ended: ready, failed, or given up at the deadline. */
function recordWait(run, result, timeoutMs) {
    run.state = result.state;
    if (!result.finished) {
        run.outcome = 'timed-out';
        const { lastProblem, failedReads } = result;
        run.setback = { kind: 'timed-out', timeoutMs, lastProblem, failedReads };
    }
    else if (result.state.status === 'failed') {
        run.outcome = 'failed';
        run.setback = { kind: 'failed', reason: result.state.reason };
    }
    else if (result.state.shareUrl === undefined) {
        run.outcome = 'failed';
        run.setback = { kind: 'unusable-link' };
    }
    else {
        run.outcome = 'completed';
    }
}
async function runDataset(run, context) {
    const { settings, clock, log } = context;
    // A file that failed its checks is reported as it is: nothing of it is sent.
    if (run.dataset && !(0,find/* isChecked */.WJ)(run.dataset))
        return;
    try {
        if (run.dataset) {
            const dataset = run.dataset;
            const request = startRequest(settings, run, dataset);
            const key = context.reuse && (await reuseEarlier(run, request, context, context.reuse));
            if (run.outcome === 'completed') {
                context.onStarted(run);
                return;
            }
            if (run.state === undefined) {
                log(`Uploading ${dataset.displayPath}${dataset.uploadPath === dataset.absolutePath ? '' : ' as converted'} (${dataset.type}, ${dataset.bytes.toLocaleString('en-US')} bytes).`);
                run.state = await startGeneration(context.service, request, context.deadline, clock, log);
                log(`Generation ${run.state.generationId} started: ${run.state.status}.`);
                // Recorded at once: a re-run after a timeout follows this generation instead of another.
                if (key !== undefined)
                    context.reuse?.record(key, run.state.generationId);
            }
        }
        else {
            run.state = { generationId: settings.generationId, status: 'processing' };
            log(`Following generation ${run.state.generationId}.`);
        }
        context.onStarted(run);
        if (!settings.wait) {
            run.outcome = run.state.status === 'processing' ? 'started' : run.state.status;
            if (run.state.status === 'failed')
                run.setback = { kind: 'failed', reason: run.state.reason };
            return;
        }
        const result = await waitForGeneration({
            service: context.service,
            initial: run.state,
            readAtOnce: run.dataset === undefined || run.state.status !== 'processing',
            deadline: context.deadline,
            pollIntervalMs: settings.pollIntervalMs,
            clock,
            log
        });
        recordWait(run, result, settings.timeoutMs);
    }
    catch (error) {
        if (error instanceof client/* UnknownGenerationError */.XO && run.state !== undefined) {
            // Nothing goes on at the service to follow again: the generation ended, as failed.
            run.state = { ...run.state, status: 'failed' };
            run.outcome = 'failed';
            const given = run.dataset === undefined;
            run.setback = { kind: 'unknown-generation', given, reason: error.reason };
            return;
        }
        run.outcome = run.state ? 'interrupted' : 'not-started';
        run.setback = { kind: 'error', message: error instanceof Error ? error.message : String(error) };
    }
    finally {
        run.elapsedMs = clock.now() - context.startedAt;
    }
}
/**
 * The earlier generation of this very request, when the cache knows one: reused when it is
 * completed with its link and younger than `max-age`; followed when it is still processing (so a
 * re-run never starts a second one); else a new one is made, and the log says why. Returns the
 * key to record a new generation under.
 */
async function reuseEarlier(run, request, context, reuse) {
    const { log, clock } = context;
    const { key, generationId } = await reuse.lookUp(request);
    if (generationId === undefined)
        return key;
    let earlier;
    try {
        // One read, as bounded as any other: a service slow to answer costs seconds, not the step.
        const limit = Math.min((0,client/* readTimeout */.OW)(context.settings.pollIntervalMs), context.deadline - clock.now());
        earlier = await context.service.read(generationId, limit);
    }
    catch (error) {
        log(`Generation ${generationId}, made earlier of the same upload, could not be read (${error.message.replace(/\.$/, '')}): generating anew.`);
        return key;
    }
    const age = earlier.createdAt === undefined ? undefined : clock.now() - Date.parse(earlier.createdAt);
    const why = notReusable(earlier, age, reuse.maxAgeMs, clock.now());
    if (why !== undefined) {
        log(`Generation ${generationId}, made earlier of the same upload, ${why}: generating anew.`);
        return key;
    }
    if (earlier.status === 'completed' && earlier.shareUrl === undefined) {
        const linked = await lateLink(earlier, context);
        if (linked === undefined)
            return key;
        earlier = linked;
    }
    run.state = earlier;
    run.reused = true;
    if (earlier.status === 'completed' && earlier.shareUrl !== undefined) {
        run.outcome = 'completed';
        log(`Reused generation ${generationId} of ${earlier.createdAt}: the same upload, options and service. Nothing was uploaded.`);
    }
    else {
        log(`Generation ${generationId}, started earlier for the same upload, is still ${earlier.status}: following it instead of starting another.`);
    }
    return key;
}
/**
 * How long after its dashboard is completed a generation's share link may still appear. The
 * service's notes say only that it "may appear a little after" (no figure), and the emulator
 * shows it a read or two late: a minute is a little after, with room for a busy service. Later,
 * a missing link is far likelier never to come than about to, and generating anew takes seconds,
 * so an earlier generation is not waited for past it.
 */
const LINK_LAG_MS = 60_000;
/** Clocks of the service and the runner may differ this much; a later creation time is wrong. */
const CLOCK_SKEW_MS = 5 * 60_000;
/**
 * A share link that stops working sooner than this is not reused, whatever `max-age` allows: a
 * daily scheduled run then makes a fresh one before the old one dies.
 */
const LINK_LIFE_LEFT_MS = 86_400_000;
/** Why an earlier generation cannot serve, or undefined when it can. */
function notReusable(earlier, ageMs, maxAgeMs, now) {
    if (earlier.status === 'failed')
        return 'failed';
    if (earlier.unlinkableShareUrl !== undefined)
        return 'has a share link that is no web address';
    if (ageMs === undefined)
        return 'has no creation time in its answer, so its age is unknown';
    if (ageMs < -CLOCK_SKEW_MS)
        return `was created ${earlier.createdAt}, after now by the runner's clock`;
    if (ageMs > maxAgeMs) {
        const days = (ms) => `${Number((ms / 86_400_000).toFixed(2))} days`;
        return `is ${days(ageMs)} old, past 'max-age' (${days(maxAgeMs)})`;
    }
    const expiresAt = Date.parse(earlier.expiresAt ?? '');
    if (expiresAt - now < LINK_LIFE_LEFT_MS)
        return expiresAt <= now
            ? `has a share link that expired ${earlier.expiresAt}`
            : `has a share link that expires ${earlier.expiresAt}, within a day`;
    return undefined;
}
const seconds = (ms) => `${Math.round(ms / 1000)} s`;
/**
 * An earlier generation completed without its share link: followed until the link comes, only
 * while the service's lag allows, counted from its completion (the read's `updated_at`, else its
 * creation). Returns it linked, or undefined when it is to be generated anew, the log saying why.
 */
async function lateLink(earlier, context) {
    const { clock, log } = context;
    const id = earlier.generationId;
    const completedAt = Date.parse(earlier.updatedAt ?? earlier.createdAt ?? '');
    // A completion time after now (the clocks differ) counts as now: the wait stays within the lag.
    const since = Number.isFinite(completedAt) ? Math.max(0, clock.now() - completedAt) : Infinity;
    const made = `Generation ${id}, made earlier of the same upload,`;
    if (since > LINK_LAG_MS) {
        const when = Number.isFinite(since) ? ` ${seconds(since)} ago` : '';
        log(`${made} completed${when} but has no share link, which the service gives within ${seconds(LINK_LAG_MS)} of completion: generating anew.`);
        return undefined;
    }
    const until = Math.min(context.deadline, clock.now() + LINK_LAG_MS - since);
    log(`${made} completed ${seconds(since)} ago and its share link is not there yet: waiting up to ${seconds(until - clock.now())} for it.`);
    let result;
    try {
        result = await waitForGeneration({
            service: context.service,
            initial: earlier,
            readAtOnce: false,
            deadline: until,
            pollIntervalMs: context.settings.pollIntervalMs,
            clock,
            log
        });
    }
    catch (error) {
        log(`${made} could not be read (${error.message.replace(/\.$/, '')}): generating anew.`);
        return undefined;
    }
    if (result.finished && result.state.shareUrl !== undefined)
        return result.state;
    log(`${made} ${result.state.status === 'failed' ? 'failed' : `has no usable share link ${seconds(LINK_LAG_MS)} after it completed`}: generating anew.`);
    return undefined;
}


/***/ })

};

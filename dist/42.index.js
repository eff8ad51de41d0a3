export const id = 42;
export const ids = [42];
export const modules = {

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

/***/ 6800:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dt: () => (/* binding */ secretFreeStart),
/* harmony export */   E$: () => (/* binding */ redact),
/* harmony export */   dg: () => (/* binding */ registerSecrets),
/* harmony export */   iY: () => (/* binding */ secretFreeEnd)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var _config_constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64687);
/**
 * The secrets the step holds, and the one function that hides them. Secrets are registered
 * once (main.ts), before any of them could be written anywhere. Each sink (log, annotations,
 * outputs, summary, comment) passes the text it receives through `redact` once, at its
 * boundary, before it escapes it; everything above passes raw text and cuts it only where no
 * secret is split (`secretFreeEnd`, `secretFreeStart`), so the sink sees each secret whole.
 */


const REDACTED = '***';
/** Shorter values would blank out ordinary words; the runner still masks them in the log. */
const SHORTEST_REDACTED = 4;
/** A cut end showing at least this much of a secret's start is hidden too. */
const SHORTEST_PARTIAL = 6;
/** A base64 form shorter than this would blank out ordinary words (matching ignores case). */
const SHORTEST_ENCODED = 8;
/**
 * Any run this long of any form of a secret is hidden wherever it shows: a part of a secret is
 * a leak too (a token echoed without its `ghs_` prefix, a key split by a line break, a cut).
 */
const SHORTEST_PART = 8;
/** What callers append where they shortened a text. */
const CUT_MARKS = ['…', '...'];
/** Every form of every secret, ASCII letters lower-cased: matching ignores their case. */
const secrets = new Set();
/** Every SHORTEST_PART-long run of the forms, folded likewise. */
const parts = new Set();
/** The longest form: how far from a cut a secret straddling it can start. */
let longestForm = 0;
/**
 * Registers every secret the inputs hold: the key and its part after `svc_`, the GitHub
 * token (and the Basic credentials git sends it in), and any user:password in `base-url`
 * (even one that does not parse). Each is also masked by the runner (`::add-mask::`), which
 * hides it in the log as a last line of defence.
 */
function registerSecrets(inputs) {
    const values = [inputs.apiKey, inputs.githubToken];
    if (inputs.apiKey.startsWith(_config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .KEY_PREFIX */ .nF))
        values.push(inputs.apiKey.slice(_config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .KEY_PREFIX */ .nF.length));
    values.push(...urlSecrets(inputs.baseUrl));
    for (const value of values)
        addSecret(value);
    // What actions/checkout leaves in .git/config, base64 as a whole.
    const token = inputs.githubToken.trim();
    if (token !== '')
        addForm(base64(`x-access-token:${token}`));
}
/**
 * The user:password part of an address, whole and as password alone, as written and decoded.
 * A password may hold `/`, `?` or `#`, which end the authority for a URL parser: so both the
 * part before the authority's last `@` and the part before the address's last `@` are taken.
 */
function urlSecrets(raw) {
    const address = /^\s*[A-Za-z][A-Za-z0-9+.-]*:\/\/([\s\S]*)/.exec(raw)?.[1] ?? '';
    const authority = /^[^/?#\\]*/.exec(address)?.[0] ?? '';
    const userinfos = [authority, address]
        .filter(part => part.includes('@'))
        .map(part => part.slice(0, part.lastIndexOf('@')));
    return userinfos.flatMap(userinfo => {
        const colon = userinfo.indexOf(':');
        const parts = colon >= 0 ? [userinfo, userinfo.slice(colon + 1)] : [userinfo];
        return parts.flatMap(part => [part, decoded(part)]);
    });
}
function decoded(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return text;
    }
}
function base64(text) {
    return Buffer.from(text).toString('base64');
}
/**
 * The base64 characters that carry only the secret's bytes, wherever it sits in a longer text
 * that was encoded: the secret may start at any of three byte offsets of a 3-byte group, and
 * the characters shared with the bytes around it are left out.
 */
function base64Forms(secret) {
    const bytes = Buffer.from(secret);
    const forms = [];
    for (const shift of [0, 1, 2]) {
        const encoded = Buffer.concat([Buffer.alloc(shift), bytes]).toString('base64');
        const start = [0, 2, 3][shift];
        const total = shift + bytes.length;
        // Characters of the last, partial group that also hold the next byte's bits.
        const end = Math.floor(total / 3) * 4 + [0, 1, 2][total % 3];
        forms.push(encoded.slice(start, end));
    }
    return forms.flatMap(form => [form, form.replace(/\+/g, '-').replace(/\//g, '_')]);
}
function addSecret(value) {
    const trimmed = value.trim();
    if (trimmed === '')
        return;
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setSecret */ .Pq(trimmed);
    if (trimmed.length < SHORTEST_REDACTED)
        return;
    // The forms a secret takes when a URL or a JSON string carries it.
    for (const form of [trimmed, encodeURIComponent(trimmed), JSON.stringify(trimmed).slice(1, -1)])
        addForm(form);
    for (const form of base64Forms(trimmed))
        if (form.length >= SHORTEST_ENCODED)
            addForm(form);
}
function addForm(form) {
    const folding = folded(form);
    secrets.add(folding);
    longestForm = Math.max(longestForm, folding.length);
    for (let at = 0; at + SHORTEST_PART <= folding.length; at++)
        parts.add(folding.slice(at, at + SHORTEST_PART));
}
/**
 * ASCII letters lower-cased, every other character as it is, so positions stay the same: a
 * URL parser lower-cases a host, and a secret in one must still be found.
 */
function folded(text) {
    return text.replace(/[A-Z]+/g, letters => letters.toLowerCase());
}
/**
 * Where a secret shows in `text` (already folded), whole or any SHORTEST_PART-long run of it,
 * as [start, end) spans sorted by start.
 */
function occurrences(text, forms) {
    const spans = [];
    for (const form of forms)
        for (let at = text.indexOf(form); at >= 0; at = text.indexOf(form, at + 1))
            spans.push([at, at + form.length]);
    for (let at = 0; at + SHORTEST_PART <= text.length; at++)
        if (parts.has(text.slice(at, at + SHORTEST_PART)))
            spans.push([at, at + SHORTEST_PART]);
    return spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
}
/**
 * The end for a text cut at `max` characters, moved back to the start of a secret the cut
 * would split: the part kept holds no piece of one for a sink to miss.
 */
function secretFreeEnd(text, max) {
    if (secrets.size === 0 || max >= text.length)
        return max;
    // Runs of parts join into one span: a secret straddling the cut starts this close to it.
    const from = Math.max(0, max - 2 * longestForm);
    const window = folded(text.slice(from, max + longestForm));
    let end = max - from;
    for (const [start, stop] of occurrences(window, [...secrets]).reverse())
        if (start < end && stop > end)
            end = start;
    return from + end;
}
/**
 * The start for a text cut to keep what follows `min`, moved forward past the end of a secret
 * the cut would split: the part kept holds no piece of one (its tail) for a sink to miss.
 */
function secretFreeStart(text, min) {
    if (secrets.size === 0 || min <= 0)
        return Math.max(0, min);
    const from = Math.max(0, min - longestForm);
    const window = folded(text.slice(from, min + 2 * longestForm));
    let start = min - from;
    for (const [begin, stop] of occurrences(window, [...secrets]))
        if (begin < start && stop > start)
            start = stop;
    return Math.min(text.length, from + start);
}
/** `text` with each span replaced by `***`; overlapping spans become one. */
function hideSpans(text, spans) {
    let result = '';
    let from = 0;
    for (const [start, end] of spans) {
        if (end <= from)
            continue;
        result += `${text.slice(from, Math.max(start, from))}${start >= from ? REDACTED : ''}`;
        from = end;
    }
    return result + text.slice(from);
}
/** Every registered secret replaced by `***`, and a secret's start left at a cut end as well. */
function redact(text) {
    if (secrets.size === 0 || text === '')
        return text;
    const forms = [...secrets];
    const spans = occurrences(folded(text), forms);
    const result = spans.length === 0 ? text : hideSpans(text, spans);
    return hideCutStarts(result, forms);
}
function isCutEnd(text, at) {
    return at === text.length || CUT_MARKS.some(mark => text.startsWith(mark, at));
}
/**
 * A text shortened by its producer may end in the first part of a secret (the rest cut off):
 * at the end of the text and before each cut mark, the longest such start is hidden. Only
 * where a secret's first characters occur is a cut end looked for, so a text full of cut
 * marks costs no more than any other.
 */
function hideCutStarts(text, forms) {
    const lower = folded(text);
    /** For each cut end, where the longest secret start ending there begins. */
    const cuts = new Map();
    for (const form of forms) {
        if (form.length <= SHORTEST_PARTIAL)
            continue;
        const head = form.slice(0, SHORTEST_PARTIAL);
        for (let at = lower.indexOf(head); at >= 0; at = lower.indexOf(head, at + 1)) {
            let size = SHORTEST_PARTIAL;
            while (size < form.length - 1 && lower[at + size] === form[size])
                size++;
            for (let end = at + SHORTEST_PARTIAL; end <= at + size; end++)
                if (isCutEnd(text, end))
                    cuts.set(end, Math.min(cuts.get(end) ?? at, at));
        }
    }
    if (cuts.size === 0)
        return text;
    const spans = [...cuts].map(([end, start]) => [start, end]);
    return hideSpans(text, spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]));
}


/***/ }),

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

/***/ 10042:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   callBounded: () => (/* binding */ callBounded),
/* harmony export */   exitLeavingCalls: () => (/* binding */ exitLeavingCalls)
/* harmony export */ });
/* harmony import */ var _common_log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81095);
/**
 * A call into a toolkit client (@actions/cache) held to a time limit, as actions/cache holds its
 * own: the call races a timer, and one that loses is left to run on unseen. The client retries
 * for half a minute and more, takes no signal to stop and never throws for a failed request, so
 * nothing here reaches into it: its log lines show in the step log as they do under
 * actions/cache, and what it leaves running (a request that never answers, a wait before a
 * retry) is ended by `exitLeavingCalls` at the end of the step, as actions/cache ends its own
 * with `process.exit` once the work it cares about is done.
 */

/** The calls that lost their race and have not settled since. */
const running = new Set();
/**
 * Runs `work` for at most `timeLimitMs`. Never throws: `error` is what `work` threw. A call that
 * runs out of time goes on in the background until it settles or the step ends.
 */
async function callBounded(work, timeLimitMs) {
    const settled = Promise.resolve()
        .then(work)
        .then(value => ({ value }), (error) => ({ error }));
    let timer;
    const timedOut = new Promise(resolve => {
        timer = setTimeout(resolve, timeLimitMs, 'timeout');
    });
    const first = await Promise.race([settled, timedOut]);
    clearTimeout(timer);
    if (first !== 'timeout')
        return first;
    running.add(settled);
    void settled.then(() => running.delete(settled));
    return { timedOut: true };
}
/**
 * At the end of the step, once everything it writes is written (outputs, summary, comment,
 * artifacts: the caller has awaited them), ends the process when a call that ran out of time is
 * still going on, which would otherwise hold the job until the client gives up (minutes, for a
 * request that never answers). The exit code is the step's (`process.exitCode`), and the step
 * log is flushed first: on a pipe, an exit can drop what was written but not yet sent. Without
 * such a call it does nothing, and the process ends as it would.
 */
async function exitLeavingCalls() {
    if (running.size === 0)
        return;
    await (0,_common_log_js__WEBPACK_IMPORTED_MODULE_0__/* .flushStepLog */ .zQ)();
    process.exit();
}


/***/ })

};

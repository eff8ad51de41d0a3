export const id = 85;
export const ids = [85];
export const modules = {

/***/ 70564:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $u: () => (/* binding */ parseOversize),
/* harmony export */   N0: () => (/* binding */ parseEmails),
/* harmony export */   Q2: () => (/* binding */ parseBaseUrl),
/* harmony export */   RV: () => (/* binding */ parseGenerationId),
/* harmony export */   S7: () => (/* binding */ parseFileType),
/* harmony export */   bs: () => (/* binding */ parseDays),
/* harmony export */   cc: () => (/* binding */ parseDecimalComma),
/* harmony export */   fL: () => (/* binding */ parseSeconds),
/* harmony export */   hD: () => (/* binding */ quote),
/* harmony export */   l: () => (/* binding */ parseEncoding),
/* harmony export */   sJ: () => (/* binding */ parseOptionalBoolean)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64687);
/* harmony import */ var _safe_id_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(98760);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6800);
/**
 * Pure checks on input values. Each returns the parsed value or throws an Error whose message
 * names the input, the value and what is allowed.
 */




const TRUE_WORDS = ['true', 'True', 'TRUE'];
const FALSE_WORDS = ['false', 'False', 'FALSE'];
/**
 * Shows a user's value in a message: quoted, shortened (never inside a secret, which the sink
 * then hides whole), with control characters made visible.
 */
function quote(value, max = 80) {
    const shown = value.length > max ? `${value.slice(0, (0,_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .secretFreeEnd */ .iY)(value, max))}…` : value;
    return JSON.stringify(shown);
}
/** YAML 1.2 core-schema booleans, as `core.getBooleanInput` reads them; empty means "not set". */
function parseOptionalBoolean(name, raw) {
    if (raw === '')
        return undefined;
    if (TRUE_WORDS.includes(raw))
        return true;
    if (FALSE_WORDS.includes(raw))
        return false;
    throw new Error(`Input '${name}' is ${quote(raw)}; it must be a YAML boolean: true, True, TRUE, false, False or FALSE.`);
}
/** A number of seconds above zero and at most six hours (a job's longest run). */
function parseSeconds(name, raw) {
    const text = raw.trim();
    const seconds = /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
    if (!(seconds > 0) || seconds > _config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_SECONDS */ .Hg) {
        throw new Error(`Input '${name}' is ${quote(raw)}; it must be a number of seconds above 0 and at most ${_config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_SECONDS */ .Hg} (6 hours).`);
    }
    return seconds;
}
/** A generation older than a year is no dashboard to reuse, whatever its link's life. */
const MAX_AGE_DAYS = 365;
/** `max-age`: days, as a number of milliseconds. */
function parseDays(name, raw) {
    const text = raw.trim();
    const days = /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
    if (!(days >= 0.01) || days > MAX_AGE_DAYS)
        throw new Error(`Input '${name}' is ${quote(raw)}; it must be a number of days from 0.01 to ${MAX_AGE_DAYS}, such as '6' (below the 7 days a free plan's share link lives).`);
    return days * 24 * 3600 * 1000;
}
const LOOPBACK_HOSTS = new Set(['localhost', '[::1]', '::1']);
function isLoopbackHost(hostname) {
    return LOOPBACK_HOSTS.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname);
}
/**
 * The service address as a URL whose path ends in '/', so endpoints resolve beneath any
 * path prefix. Plain http is allowed to loopback only: elsewhere the key would travel in clear.
 */
function parseBaseUrl(name, raw) {
    const text = raw.trim();
    if (text === '')
        throw new Error(`Input '${name}' is required: the service's address, such as https://dashboards.example.com.`);
    // Whatever precedes an `@` may be a password, and one holding `/`, `?` or `#` would not
    // even parse as one: such a value is never quoted back.
    if (text.includes('@'))
        throw new Error(`Input '${name}' holds '@', which marks a user name or password; give the address alone, the key goes in 'api-key' (write an '@' the path needs as %40).`);
    let url;
    try {
        url = new URL(text);
    }
    catch {
        throw new Error(`Input '${name}' is ${quote(text)}, which is not a URL; give an address such as https://dashboards.example.com.`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new Error(`Input '${name}' is ${quote(text)}; only https:// addresses are allowed (http:// to loopback only).`);
    }
    if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
        throw new Error(`Input '${name}' is ${quote(text)}: plain http would send the API key across the network in clear. Use https://, or http:// to localhost/127.0.0.1 only.`);
    }
    if (url.search !== '' || url.hash !== '') {
        throw new Error(`Input '${name}' is ${quote(text)}; it may carry a path prefix but no query (?) or fragment (#).`);
    }
    // The action adds api/dashboard/generate/ itself: a prefix ending in /api would call /api/api/.
    if (/\/api\/*$/i.test(url.pathname)) {
        throw new Error(`Input '${name}' is ${quote(text)}, but the service's paths already start with /api/ (the action calls api/dashboard/generate/ under it); give the address without /api, such as ${quote(`${url.origin}${url.pathname.replace(/\/api\/*$/i, '/')}`)}.`);
    }
    if (!url.pathname.endsWith('/'))
        url.pathname = `${url.pathname}/`;
    return url;
}
// One address: a local part of the usual unquoted characters, a domain of dot-separated labels
// and a top-level label of letters. Quoted local parts and IP literals are left out on purpose:
// they are where header and list injection hides, and no viewer list needs them.
const EMAIL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
/** Addresses separated by commas, spaces or new lines; every malformed one is named. */
function parseEmails(name, raw) {
    const emails = raw.split(/[\s,;]+/).filter(part => part !== '');
    const bad = emails.filter(email => email.length > 254 || !EMAIL.test(email));
    if (bad.length > 0) {
        throw new Error(`Input '${name}' has ${bad.length === 1 ? 'a malformed address' : 'malformed addresses'}: ${bad.map(b => quote(b, 60)).join(', ')}. Give addresses like name@example.com, separated by commas, spaces or new lines.`);
    }
    return [...new Set(emails)];
}
function parseGenerationId(name, raw) {
    const text = raw.trim();
    if (text === '')
        return undefined;
    if (!(0,_safe_id_js__WEBPACK_IMPORTED_MODULE_3__/* .isSafeId */ .J)(text)) {
        throw new Error(`Input '${name}' is ${quote(text)}; a generation id is up to 128 letters, digits and '-', '_', '.', ':' (the 'generation-id' output of an earlier run).`);
    }
    return text;
}
/** The formats `file-type` names, and the format each name means. */
const FORMAT_NAMES = {
    csv: 'csv',
    tsv: 'tsv',
    tab: 'tsv',
    json: 'json',
    jsonl: 'jsonl',
    ndjson: 'jsonl',
    parquet: 'parquet'
};
function parseFileType(name, raw) {
    const text = raw.trim().toLowerCase();
    if (text === '')
        return undefined;
    const format = FORMAT_NAMES[text];
    if (format !== undefined)
        return format;
    if (['xlsx', 'xls', 'ods'].includes(text)) {
        throw new Error(`Input '${name}' is ${quote(raw)}; spreadsheets are not read: export the sheet as CSV (UTF-8), commit that file and leave '${name}' empty.`);
    }
    throw new Error(`Input '${name}' is ${quote(raw)}; it must be csv, tsv, json, jsonl or parquet (or empty, to infer it from the file's extension; a .gz file is read unpacked).`);
}
/**
 * An encoding's name as the WHATWG Encoding Standard gives it (Node's TextDecoder reads them
 * all); undefined for UTF-8, which is read without being named.
 */
function parseEncoding(name, raw) {
    const text = raw.trim();
    if (text === '')
        return undefined;
    let encoding;
    try {
        encoding = new node_util__WEBPACK_IMPORTED_MODULE_0__.TextDecoder(text).encoding;
    }
    catch {
        throw new Error(`Input '${name}' is ${quote(raw)}, which is not an encoding's name; give one of the WHATWG Encoding Standard, such as windows-1252, iso-8859-1, utf-16le or shift_jis.`);
    }
    return encoding === 'utf-8' ? undefined : encoding;
}
/** The `decimal-separator` input: whether numbers are written with a decimal comma. */
function parseDecimalComma(name, raw) {
    const text = raw.trim();
    if (text === '' || text === '.')
        return false;
    if (text === ',')
        return true;
    throw new Error(`Input '${name}' is ${quote(raw)}; it must be . (numbers such as 1234.56, the default) or , (numbers such as 1234,56 or 1.234,56 in delimited text, uploaded as 1234.56).`);
}
function parseOversize(name, raw) {
    const text = raw.trim().toLowerCase();
    if (text === '' || text === 'fail')
        return 'fail';
    if (text === 'sample')
        return 'sample';
    throw new Error(`Input '${name}' is ${quote(raw)}; it must be fail (a dataset past 10 MB is an error) or sample (upload a uniform random sample of its rows that fits).`);
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

/***/ 98760:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ isSafeId)
/* harmony export */ });
/**
 * The shape of an identifier fit to go into a request path, a log line or an output: letters,
 * digits and `-_.:`, at most 128 characters, and not a path step (`.` or `..`). The service's
 * generation and dashboard ids have it, and so must any id given to follow one.
 */
const SAFE_ID = /^[A-Za-z0-9_.:-]{1,128}$/;
function isSafeId(id) {
    return SAFE_ID.test(id) && id !== '.' && id !== '..';
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

/***/ 72486:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   II: () => (/* binding */ ColumnsError),
/* harmony export */   f: () => (/* binding */ parseColumns),
/* harmony export */   wX: () => (/* binding */ selectedIndexes),
/* harmony export */   xX: () => (/* binding */ droppedNames)
/* harmony export */ });
/* harmony import */ var _common_input_values_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70564);
/**
 * The `columns` input: the columns (or record keys) to keep, or, each written `!name`, to drop,
 * applied before anything leaves the runner.
 */

/** Names separated by commas or new lines; all kept or all `!`-dropped, never a mix. */
function parseColumns(name, raw) {
    const names = raw
        .split(/[,\n]/)
        .map(part => part.trim())
        .filter(part => part !== '');
    if (names.length === 0)
        return undefined;
    const dropped = names.filter(n => n.startsWith('!'));
    if (dropped.length > 0 && dropped.length < names.length) {
        throw new Error(`Input '${name}' is ${(0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(raw)}: it mixes columns to keep with columns to drop (!name). Give either the columns to keep, or only !columns to drop.`);
    }
    if (dropped.length > 0) {
        const drop = dropped.map(n => n.slice(1).trim());
        if (drop.some(n => n === ''))
            throw new Error(`Input '${name}' is ${(0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(raw)}: a '!' must be followed by a column name.`);
        return { drop: [...new Set(drop)] };
    }
    return { keep: [...new Set(names)] };
}
/** The positions of `header` to send, in order, or an error naming what is not there. */
function selectedIndexes(selection, header, input, what = 'columns') {
    const named = 'keep' in selection ? selection.keep : selection.drop;
    const present = new Set(header);
    const unknown = named.filter(n => !present.has(n));
    if (unknown.length > 0) {
        const listed = header.slice(0, 30).map(h => (0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(h, 40));
        const more = header.length > 30 ? `, and ${header.length - 30} more` : '';
        throw new ColumnsError(`has no ${unknown.length === 1 ? 'column' : 'columns'} ${unknown.map(n => (0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(n, 40)).join(', ')} for '${input}'; its ${what} are ${listed.join(', ')}${more}`);
    }
    if ('keep' in selection)
        return selection.keep.map(n => header.indexOf(n));
    const dropped = new Set(selection.drop);
    const kept = header.flatMap((h, i) => (dropped.has(h) ? [] : [i]));
    if (kept.length === 0)
        throw new ColumnsError(`would have no ${what} left once '${input}' drops ${named.length}`);
    return kept;
}
/** The names a selection leaves out of `header`. */
function droppedNames(header, kept) {
    const keep = new Set(kept);
    return header.filter((_, i) => !keep.has(i));
}
class ColumnsError extends Error {
    name = 'ColumnsError';
}


/***/ }),

/***/ 66854:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Lg: () => (/* binding */ DelimitedLines),
  D4: () => (/* binding */ RowsWriter),
  XR: () => (/* binding */ csvField),
  zT: () => (/* binding */ csvLine),
  AI: () => (/* binding */ fieldLines),
  u4: () => (/* binding */ isRecord),
  Up: () => (/* binding */ pick)
});

;// CONCATENATED MODULE: ./src/datasets/read/decimal-comma.ts
/**
 * Numbers written with a decimal comma, as spreadsheets in much of Europe export them (`1234,56`,
 * `1.234,56`, `1 234,56`): read as the service reads numbers, with a point, when the
 * `decimal-separator` input says so; otherwise the columns that hold only such numbers are
 * named, so the user can say so.
 */
/** A whole number, its thousands grouped by points or spaces, then perhaps a comma and decimals. */
const DECIMAL_COMMA_NUMBER = /^[+-]?(?:\d{1,3}(?:\.\d{3})+|\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:,\d+)?$/;
const GROUPING = /[. \u00a0\u202f]/g;
/** The cell with a decimal point and no grouping, when it is such a number; else as it is. */
function pointDecimal(cell) {
    if (!DECIMAL_COMMA_NUMBER.test(cell))
        return cell;
    return cell.replace(GROUPING, '').replace(',', '.');
}
/** Follows every column of a file: which hold decimal-comma numbers and nothing else. */
class DecimalCommaColumns {
    /** Per column: 0 not seen yet, 1 only whole numbers so far, 2 a decimal comma seen, 3 other text. */
    states = [];
    observe(fields) {
        for (let i = 0; i < fields.length; i++) {
            const state = this.states[i] ?? 0;
            const cell = fields[i];
            if (state === 3 || cell === '')
                continue;
            if (!DECIMAL_COMMA_NUMBER.test(cell))
                this.states[i] = 3;
            else if (cell.includes(','))
                this.states[i] = 2;
            else if (state === 0)
                this.states[i] = 1;
        }
    }
    /** What was seen of each column, for the follower of another part of the file. */
    seen() {
        return this.states;
    }
    /** What a follower of another part of the same file saw: its columns are these. */
    add(seen) {
        // A state only rises as cells are seen, so the file's is the highest of its parts'.
        for (let i = 0; i < seen.length; i++)
            this.states[i] = Math.max(this.states[i] ?? 0, seen[i] ?? 0);
    }
    /** The names of the columns whose every non-empty cell is a number with a decimal comma. */
    columns(header) {
        return header.filter((_, i) => this.states[i] === 2);
    }
}
/** A number with one point and digits on both sides of it, or only after it. */
const POINT_NUMBER = /^[+-]?(\d*)\.(\d+)$/;
const ZEROS = /^0*$/;
/** The characters pointDecimal rewrites: without one, a cell goes as it is. */
const REWRITTEN = /[,. \u00a0\u202f]/;
/**
 * Whether the cell shows a decimal point, which no decimal-comma number has: a point followed by
 * other than three digits (`10.5`), or after a leading group of 0 (`0.125`). `2.500` alone could
 * be two thousand five hundred, grouped, and says nothing.
 */
function showsDecimalPoint(cell) {
    const match = POINT_NUMBER.exec(cell);
    return match !== null && (match[2].length !== 3 || ZEROS.test(match[1]));
}
/**
 * Follows every column of a file read with `decimal-separator: ,`: the first cell of each that
 * shows a decimal point, which the reading would spoil (`0.125` sent as `0125`), and whether
 * any cell was rewritten at all.
 */
class DecimalPointColumns {
    examples = [];
    rewritten = false;
    observe(fields) {
        for (let i = 0; i < fields.length; i++) {
            const cell = fields[i];
            if (this.examples[i] === undefined && cell.includes('.') && showsDecimalPoint(cell))
                this.examples[i] = cell;
            if (!this.rewritten && REWRITTEN.test(cell) && pointDecimal(cell) !== cell)
                this.rewritten = true;
        }
    }
    seen() {
        return { examples: this.examples, rewritten: this.rewritten };
    }
    /** What a follower of a later part of the same file saw. */
    add(seen) {
        for (let i = 0; i < seen.examples.length; i++)
            this.examples[i] ??= seen.examples[i];
        this.rewritten ||= seen.rewritten;
    }
    /** The columns that showed a decimal point, each with its first such cell. */
    columns(header) {
        return header.flatMap((column, i) => {
            const example = this.examples[i];
            return example === undefined ? [] : [{ column, example }];
        });
    }
    get hadDecimalComma() {
        return this.rewritten;
    }
}

;// CONCATENATED MODULE: ./src/datasets/convert/convert-rows.ts

const NEEDS_QUOTES = /[",\r\n]/;
function csvField(text) {
    return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
function csvLine(fields, keep) {
    if (keep === undefined)
        return fields.map(csvField).join(',');
    return keep.map(i => csvField(fields[i] ?? '')).join(',');
}
/**
 * Records of delimited text as lines of comma CSV, as the `decimal-separator` input asks:
 * numbers written with a decimal comma given a point, or, in text separated by semicolons (where
 * decimal commas go), the columns that hold only such numbers followed, to be named.
 */
class DelimitedLines {
    delimiter;
    keep;
    decimalComma;
    decimals;
    /** With a decimal comma: the columns whose cells show a decimal point instead. */
    points;
    split;
    constructor(delimiter, keep, decimalComma) {
        this.delimiter = delimiter;
        this.keep = keep;
        this.decimalComma = decimalComma;
        this.decimals = !decimalComma && delimiter === ';' ? new DecimalCommaColumns() : undefined;
        this.points = decimalComma ? new DecimalPointColumns() : undefined;
        this.split = decimalComma || this.decimals !== undefined;
    }
    /** The record as its fields where they are needed; every record is read, sampled out or not. */
    read(record) {
        const fields = typeof record === 'string' && this.split ? record.split(this.delimiter) : record;
        if (typeof fields !== 'string') {
            this.decimals?.observe(fields);
            this.points?.observe(fields);
        }
        return fields;
    }
    /** A record read, as its line of comma CSV without the line end. */
    line(fields) {
        const { delimiter, keep } = this;
        if (typeof fields !== 'string')
            return csvLine(this.decimalComma ? fields.map(pointDecimal) : fields, keep);
        if (keep === undefined && delimiter === ',')
            return fields;
        if (keep === undefined && !fields.includes(','))
            return delimiter === ',' ? fields : fields.replaceAll(delimiter, ',');
        return csvLine(fields.split(delimiter), keep);
    }
}
/**
 * Rows given by column, each cell a CSV field already (Parquet's batches), written a line each:
 * the columns kept, in their order, as csvLine writes them.
 */
function fieldLines(columns, rows, keep, line) {
    const kept = keep === undefined ? columns : keep.map(i => columns[i] ?? []);
    const last = kept.length - 1;
    for (let row = 0; row < rows; row++) {
        let text = '';
        for (let column = 0; column < last; column++)
            text += `${kept[column][row] ?? ''},`;
        line(last < 0 ? '\n' : `${text}${kept[last][row] ?? ''}\n`);
    }
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function pick(record, columns) {
    if ('keep' in columns)
        return Object.fromEntries(columns.keep.filter(k => k in record).map(k => [k, record[k]]));
    const dropped = new Set(columns.drop);
    return Object.fromEntries(Object.entries(record).filter(([k]) => !dropped.has(k)));
}
/** Rows written in turn into one growing buffer, used again for the next batch. */
class RowsWriter {
    buffer;
    used = 0;
    ends = new Float64Array(1024);
    count = 0;
    constructor(spare = new ArrayBuffer(64 * 1024)) {
        this.buffer = Buffer.from(spare);
    }
    row(text) {
        // Three bytes a UTF-16 unit at most; a buffer grown for the worst case, rarely.
        if (this.used + text.length * 3 > this.buffer.length) {
            const bigger = Buffer.from(new ArrayBuffer(Math.max(this.buffer.length * 2, this.used + text.length * 3)));
            this.buffer.copy(bigger, 0, 0, this.used);
            this.buffer = bigger;
        }
        this.used += this.buffer.write(text, this.used);
        if (this.count === this.ends.length) {
            const ends = new Float64Array(this.ends.length * 2);
            ends.set(this.ends);
            this.ends = ends;
        }
        this.ends[this.count++] = this.used;
    }
    result() {
        return {
            bytes: new Uint8Array(this.buffer.buffer, 0, this.used),
            ends: this.ends.slice(0, this.count)
        };
    }
}


/***/ }),

/***/ 94085:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C6: () => (/* binding */ convert),
/* harmony export */   isConversionWorker: () => (/* binding */ isConversionWorker),
/* harmony export */   serveConversion: () => (/* binding */ serveConversion),
/* harmony export */   wF: () => (/* binding */ workerScript),
/* harmony export */   y1: () => (/* binding */ useConversionWorker)
/* harmony export */ });
/* unused harmony export WORKER_HEAP_MB */
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64687);
/* harmony import */ var _columns_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(72486);
/* harmony import */ var _convert_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(59079);
/* harmony import */ var _read_text_source_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(49189);
/**
 * Conversions run in a worker thread whose heap is capped, so that no file, however it is made,
 * can take the runner's memory: past the cap the worker alone stops, and the dataset is refused
 * with what to do. The bundle's entry starts the workers from its own file (index.ts); where no
 * entry was given (the tests, which run the sources), conversions run in this thread.
 */





/**
 * The worker's old generation: enough for a Parquet row group of DuckDB's default size (122,880
 * rows) of the benchmark's eight columns, which needs more than 48 MB. A larger heap only lets
 * garbage wait longer: at 96 MB the 100 MB Parquet file of BENCHMARKS.md section 9 peaked past
 * 200 MB of resident memory, at 64 MB under it.
 */
const WORKER_HEAP_MB = 64;
/** A small young generation: a row's and a batch's garbage collected soon, not held. */
const WORKER_YOUNG_MB = 4;
let entry;
/** The script a conversion worker runs: the bundle's entry, which serves it (index.ts). */
function useConversionWorker(script) {
    entry = script;
}
/** The script workers run, when the bundle gave it; undefined where the sources run. */
function workerScript() {
    return entry;
}
/** Whether this thread is a conversion worker, started by `convert` below. */
function isConversionWorker() {
    return node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort !== null && node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.workerData?.task === 'convert';
}
/** In the worker: convert, reply, end. */
async function serveConversion() {
    const { file, destination, conversion } = node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.workerData;
    let reply;
    try {
        reply = { converted: await (0,_convert_js__WEBPACK_IMPORTED_MODULE_3__/* .convertDataset */ .S)(file, destination, conversion) };
    }
    catch (error) {
        const failure = error;
        reply = {
            failed: {
                name: failure.name,
                message: failure.message,
                line: failure.line,
                limitBytes: failure.limitBytes,
                rowsBefore: failure.rowsBefore
            }
        };
    }
    node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort?.postMessage(reply);
}
/**
 * Workers converting at once: one for each of a runner's two cores. Some memory lies outside a
 * worker's capped heap (file buffers, decompressed pages), so more at once would add it up.
 */
const WORKERS_AT_ONCE = 2;
let running = 0;
const waiting = [];
async function turn() {
    if (running >= WORKERS_AT_ONCE)
        await new Promise(resolve => waiting.push(resolve));
    running++;
    return () => {
        running--;
        waiting.shift()?.();
    };
}
/**
 * Converts in a capped worker when the bundle gave its entry, else in this thread. Past its
 * time (a fixed limit, or what is left of the step's) the worker is stopped and the dataset
 * refused: no file holds the step longer.
 */
async function convert(file, destination, conversion, time = Infinity) {
    if (entry === undefined)
        return (0,_convert_js__WEBPACK_IMPORTED_MODULE_3__/* .convertDataset */ .S)(file, destination, conversion);
    const done = await turn();
    try {
        const task = { task: 'convert', file, destination, conversion };
        const limitMs = typeof time === 'number' ? time : time.leftMs();
        if (limitMs <= 0)
            throw new _read_text_source_js__WEBPACK_IMPORTED_MODULE_4__/* .DataError */ .fL(outOfTime(time, limitMs));
        return await inWorker(entry, task, limitMs, outOfTime(time, limitMs));
    }
    finally {
        done();
    }
}
const seconds = (ms) => `${Math.round(ms / 1000)} s`;
/** Why a conversion was stopped: the time the step really had, not the conversion's share of it. */
function outOfTime(time, limitMs) {
    if (typeof time === 'number')
        return `took longer than the ${seconds(time)} it had to be converted, and was stopped`;
    const left = limitMs <= 0
        ? 'none of it was left when its conversion could begin'
        : `its conversion began with ${seconds(limitMs)} of it left`;
    return `could not be converted within the step's '${_config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Timeout}' of ${seconds(time.timeoutMs)}, which every dataset's checks, conversions, uploads and generations share: ${left}, and it was stopped. Raise '${_config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Timeout}', or give the largest files a step of their own`;
}
function inWorker(script, task, timeLimitMs, stopped) {
    return new Promise((resolve, reject) => {
        const worker = new node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.Worker(script, {
            workerData: task,
            resourceLimits: {
                maxOldGenerationSizeMb: WORKER_HEAP_MB,
                maxYoungGenerationSizeMb: WORKER_YOUNG_MB
            },
            stdout: false,
            stderr: false
        });
        let settled = false;
        const settle = (outcome) => {
            if (settled)
                return;
            settled = true;
            clearTimeout(timer);
            outcome();
        };
        const timer = setTimeout(() => {
            settle(() => reject(new _read_text_source_js__WEBPACK_IMPORTED_MODULE_4__/* .DataError */ .fL(stopped)));
            void worker.terminate();
        }, Math.min(timeLimitMs, 2 ** 31 - 1));
        worker.once('message', (reply) => settle(() => 'converted' in reply ? resolve(reply.converted) : reject(rebuilt(reply.failed))));
        worker.once('error', (error) => settle(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new _read_text_source_js__WEBPACK_IMPORTED_MODULE_4__/* .DataError */ .fL(`needs more than ${WORKER_HEAP_MB} MB of memory to convert (a Parquet row group or a single record this large); write it in smaller row groups or records`)
            : error)));
        worker.once('exit', code => settle(() => reject(new Error(`The conversion stopped without an answer (exit code ${code}).`))));
    });
}
function rebuilt(failed) {
    if (failed.name === 'DataError')
        return new _read_text_source_js__WEBPACK_IMPORTED_MODULE_4__/* .DataError */ .fL(failed.message, failed.line);
    if (failed.name === 'TooLarge')
        return new _convert_js__WEBPACK_IMPORTED_MODULE_3__/* .TooLarge */ .M(failed.limitBytes ?? 0, failed.rowsBefore ?? 0);
    if (failed.name === 'ColumnsError')
        return new _columns_js__WEBPACK_IMPORTED_MODULE_2__/* .ColumnsError */ .II(failed.message);
    return new Error(failed.message);
}


/***/ }),

/***/ 59079:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  M: () => (/* binding */ TooLarge),
  S: () => (/* binding */ convertDataset)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/datasets/convert/columns.ts
var convert_columns = __webpack_require__(72486);
// EXTERNAL MODULE: ./src/datasets/read/csv-records.ts + 1 modules
var csv_records = __webpack_require__(16693);
// EXTERNAL MODULE: ./src/datasets/read/delimiter.ts
var read_delimiter = __webpack_require__(79747);
// EXTERNAL MODULE: ./src/datasets/convert/fit.ts
var fit = __webpack_require__(61698);
// EXTERNAL MODULE: ./src/datasets/convert/convert-rows.ts + 1 modules
var convert_rows = __webpack_require__(66854);
// EXTERNAL MODULE: ./src/datasets/read/formats.ts
var formats = __webpack_require__(30378);
// EXTERNAL MODULE: ./src/datasets/read/json-members.ts
var json_members = __webpack_require__(63260);
// EXTERNAL MODULE: ./src/datasets/read/text-source.ts
var text_source = __webpack_require__(49189);
;// CONCATENATED MODULE: ./src/datasets/read/json-records.ts
/**
 * The elements of a JSON array, and the values of JSON Lines, as the text arrives, each as its
 * own text: a dataset of any size is split without being built. An element is never longer than
 * MAX_RECORD_CHARS, so a record that never ends cannot take the runner's memory.
 */


/** The text is not one JSON array: what it is instead. */
class NotAnArray extends Error {
}
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
/** Calls `onElement` with each element's text (trimmed) of the array the text holds. */
async function readJsonArray(text, onElement) {
    let opened = false;
    let closed = false;
    let pending = '';
    let depth = 0;
    let inString = false;
    let line = 1;
    // Commas between the array's elements: after one, the array's end needs an element before it.
    let commas = 0;
    for await (let chunk of text) {
        if (!opened) {
            chunk = chunk.replace(/^\uFEFF?\s*/, '');
            if (chunk === '')
                continue;
            if (chunk[0] !== '[')
                throw new NotAnArray(chunk[0] === '{' ? 'object' : 'scalar');
            opened = true;
            chunk = chunk.slice(1);
        }
        if (closed) {
            if (chunk.trim() !== '')
                throw new text_source/* DataError */.fL(`is not valid JSON: text after the array's end`);
            continue;
        }
        // The pending element was scanned already: its depth and open string carry on.
        const textNow = pending + chunk;
        let start = 0;
        for (let i = pending.length; i < textNow.length; i++) {
            const code = textNow.charCodeAt(i);
            if (inString) {
                const end = closingQuote(textNow, i);
                if (end < 0)
                    break;
                i = end;
                inString = false;
            }
            else if (code === QUOTE) {
                inString = true;
            }
            else if (code === 0x7b || code === 0x5b) {
                depth++;
            }
            else if (code === 0x7d || code === 0x5d) {
                if (depth === 0) {
                    json_records_element(textNow.slice(start, i), onElement, commas > 0);
                    closed = true;
                    start = i + 1;
                    break;
                }
                depth--;
            }
            else if (code === 0x2c && depth === 0) {
                json_records_element(textNow.slice(start, i), onElement, true);
                commas++;
                start = i + 1;
            }
            else if (code === 0x0a) {
                line++;
            }
        }
        if (closed) {
            if (textNow.slice(start).trim() !== '')
                throw new text_source/* DataError */.fL(`is not valid JSON: text after the array's end`);
            pending = '';
            continue;
        }
        pending = textNow.slice(start);
        if (pending.length > csv_records/* MAX_RECORD_CHARS */.PX)
            throw new text_source/* DataError */.fL(`holds a record longer than ${csv_records/* MAX_RECORD_CHARS */.PX / 1024 ** 2} Mi characters from line ${line} on, or an array never closed`);
    }
    if (!opened)
        throw new NotAnArray('empty');
    if (!closed)
        throw new text_source/* DataError */.fL(`is not valid JSON: the array is never closed`);
}
/**
 * The index of the quote that closes the string open before `from`, or -1 when the text ends
 * first. A quote after an odd run of backslashes is escaped.
 */
function closingQuote(text, from) {
    for (let at = text.indexOf('"', from); at >= 0; at = text.indexOf('"', at + 1)) {
        let slashes = 0;
        while (text.charCodeAt(at - 1 - slashes) === BACKSLASH)
            slashes++;
        if (slashes % 2 === 0)
            return at;
    }
    return -1;
}
/** An element's text; empty only at the end of an empty array (`[]`), never after a comma. */
function json_records_element(text, onElement, needed) {
    const trimmed = text.trim();
    if (trimmed === '') {
        if (!needed)
            return;
        throw new text_source/* DataError */.fL(`is not valid JSON: an array element is missing (a comma before the array's end, or two in a row)`);
    }
    onElement(trimmed);
}
/** Calls `onValue` with each non-blank line's text and its one-based line number. */
async function readJsonLines(text, onValue) {
    let pending = '';
    let line = 0;
    let first = true;
    for await (let chunk of text) {
        if (first) {
            chunk = chunk.replace(/^\uFEFF/, '');
            first = false;
        }
        const textNow = pending + chunk;
        let start = 0;
        for (let lf = textNow.indexOf('\n'); lf >= 0; lf = textNow.indexOf('\n', start)) {
            line++;
            const value = textNow.slice(start, lf).trim();
            if (value !== '')
                onValue(value, line);
            start = lf + 1;
        }
        pending = textNow.slice(start);
        if (pending.length > csv_records/* MAX_RECORD_CHARS */.PX)
            throw new text_source/* DataError */.fL(`holds a line longer than ${csv_records/* MAX_RECORD_CHARS */.PX / 1024 ** 2} Mi characters (line ${line + 1})`, line + 1);
    }
    const value = pending.trim();
    if (value !== '')
        onValue(value, line + 1);
}

// EXTERNAL MODULE: ./src/datasets/convert/sample.ts
var sample = __webpack_require__(82807);
// EXTERNAL MODULE: ./src/datasets/read/table-checks.ts
var table_checks = __webpack_require__(6326);
;// CONCATENATED MODULE: ./src/datasets/convert/convert.ts
/**
 * A dataset in any accepted format turned into what the service reads, written to a file as it
 * streams: delimited text as comma-separated UTF-8 CSV, JSON Lines and JSON as one UTF-8 JSON
 * array, Parquet as CSV. Columns are kept or dropped on the way, and past the byte limit either
 * the conversion stops (TooLarge) or a uniform sample of the rows that fits is kept.
 */












/** The result would pass the limit: no sample was asked for. */
class TooLarge extends Error {
    limitBytes;
    rowsBefore;
    constructor(limitBytes, 
    /** Rows written before the limit was passed. */
    rowsBefore) {
        super(`is larger than ${limitBytes} bytes once converted`);
        this.limitBytes = limitBytes;
        this.rowsBefore = rowsBefore;
        this.name = 'TooLarge';
    }
}
/** Converts `file` into `destination`, in one pass. */
async function convertDataset(file, destination, conversion) {
    const type = (0,formats/* uploadTypeOf */.f$)(conversion.format);
    const handle = await external_node_fs_.promises.open(destination, 'w');
    try {
        const sink = fileSink(handle, type, conversion);
        if (conversion.format === 'parquet')
            return await fromParquet(file, sink, conversion);
        const first = await (0,text_source/* fileStart */.NY)(file, 4);
        const gzip = (0,text_source/* isGzip */.bf)(first);
        const decoding = { encoding: 'utf-8' };
        const text = () => (0,text_source/* decodedText */["if"])((0,text_source/* contentBytes */.dW)(file, gzip), conversion.encoding, decoding, () => (0,text_source/* contentBytes */.dW)(file, gzip));
        const result = type === 'csv'
            ? await fromDelimited(text, sink, conversion)
            : await fromJson(text, sink, conversion, handle);
        return { ...result, gzip, encoding: decoding.encoding };
    }
    finally {
        await handle.close();
    }
}
/** The start of the text, enough for the delimiter's detection: about 64 KiB. */
async function startOf(text) {
    let start = '';
    for await (const chunk of text) {
        start += chunk;
        if (start.length >= 64 * 1024)
            return { start, complete: false };
    }
    return { start, complete: true };
}
async function fromDelimited(text, sink, conversion) {
    const detected = conversion.delimiter ?? (conversion.format === 'tsv' ? '\t' : undefined);
    const delimiter = detected ??
        (await startOf(text()).then(({ start, complete }) => (0,read_delimiter/* detectDelimiter */.T6)(start.replace(/^\uFEFF/, ''), complete)));
    let header;
    let lines;
    let shape;
    let columnsDropped = [];
    let index = 0;
    await (0,csv_records/* readCsvRecords */.Jx)(drained(text(), sink), record => {
        if (lines === undefined || shape === undefined) {
            header = typeof record === 'string' ? record.split(delimiter) : record;
            const kept = keptColumns(header, conversion);
            columnsDropped = kept.columnsDropped;
            lines = new convert_rows/* DelimitedLines */.Lg(delimiter, kept.keep, conversion.decimalComma === true);
            shape = new table_checks/* RecordShape */.dG(header, delimiter);
            sink.header(`${(0,convert_rows/* csvLine */.zT)(header, kept.keep)}\n`);
            return true;
        }
        if (!shape.take(record))
            return false;
        const at = index++;
        const fields = lines.read(record);
        if (sink.wants(at))
            sink.row(at, `${lines.line(fields)}\n`);
        return true;
    }, undefined, delimiter).catch(rethrowSyntax);
    if (header === undefined)
        throw new text_source/* DataError */.fL('holds no header and no rows');
    if (shape?.misfit !== undefined)
        await refuseRecord(text, delimiter, shape.misfit, header);
    if (index === 0)
        throw new text_source/* DataError */.fL('has a header but no rows', 1);
    return await delimitedWritten(sink, { rowsInFile: index, delimiter, columnsDropped }, header, {
        decimals: lines?.decimals,
        points: lines?.points
    });
}
/** A record the table cannot hold, refused with its line, read to it again. */
async function refuseRecord(text, delimiter, misfit, header) {
    const line = await (0,table_checks/* lineOfRecord */.X6)(text(), delimiter, misfit.record);
    throw new text_source/* DataError */.fL((0,table_checks/* misfitMessage */.Ec)(misfit, line, header.length, fit/* DELIMITER_NAMES */.TV[delimiter]), line);
}
/**
 * Delimited text's conversion finished: the sink's figures, and the semicolon-separated columns
 * of numbers with a decimal comma, named when there are.
 */
async function delimitedWritten(sink, read, header, seen) {
    const written = await sink.finish();
    noneFit(written.rows);
    const decimalCommaColumns = seen.decimals?.columns(header) ?? [];
    const decimalPointColumns = seen.points?.columns(header) ?? [];
    return {
        type: 'csv',
        ...written,
        ...read,
        ...(decimalCommaColumns.length > 0 ? { decimalCommaColumns } : {}),
        ...(decimalPointColumns.length > 0 ? { decimalPointColumns } : {}),
        ...(seen.points?.hadDecimalComma === true ? { decimalCommas: true } : {})
    };
}
/** The header's columns kept, and the names of those dropped. */
function keptColumns(header, conversion) {
    if (conversion.columns === undefined)
        return { columnsDropped: [] };
    const keep = (0,convert_columns/* selectedIndexes */.wX)(conversion.columns, header, conversion.columnsInput);
    return { keep, columnsDropped: (0,convert_columns/* droppedNames */.xX)(header, keep) };
}
/** A sample that kept no row: every row is larger than the limit, so none can be sent. */
function noneFit(rows) {
    if (rows === 0)
        throw new text_source/* DataError */.fL("has no row small enough to send: with the header, each is larger than the service's limit");
}
/** The text, each chunk handed on once the writes before it are done: memory stays bounded. */
async function* drained(text, sink) {
    for await (const chunk of text) {
        await sink.drain();
        yield chunk;
    }
}
function rethrowSyntax(error) {
    if (error instanceof csv_records/* CsvSyntaxError */.oC)
        throw new text_source/* DataError */.fL(`cannot be read as delimited text: ${error.message}`);
    throw error;
}
async function fromJson(text, sink, conversion, handle) {
    const columns = conversion.columns;
    const seen = new Set();
    let index = 0;
    const take = (element, line) => {
        let value;
        try {
            value = JSON.parse(element);
        }
        catch (error) {
            const where = line === undefined ? `record ${index + 1}` : `line ${line}`;
            throw new text_source/* DataError */.fL(`is not valid JSON at ${where}: ${(0,json_members/* parseProblem */.JT)(error)}`, line);
        }
        const at = index++;
        if (!(0,convert_rows/* isRecord */.u4)(value) && (columns !== undefined || conversion.sampleSeed !== undefined)) {
            throw new text_source/* DataError */.fL(`holds ${describe(value)} as ${line === undefined ? `element ${at + 1}` : `line ${line}`}, where ${columns !== undefined ? `'${conversion.columnsInput}' needs` : 'a sample needs'} records (JSON objects)`, line);
        }
        if (!sink.wants(at))
            return;
        if (columns === undefined || !(0,convert_rows/* isRecord */.u4)(value)) {
            sink.row(at, element);
            return;
        }
        for (const key of Object.keys(value))
            seen.add(key);
        sink.row(at, JSON.stringify((0,convert_rows/* pick */.Up)(value, columns)));
    };
    if (conversion.format === 'jsonl') {
        await readJsonLines(drained(text(), sink), take);
    }
    else {
        try {
            await readJsonArray(drained(text(), sink), element => take(element));
        }
        catch (error) {
            if (!(error instanceof NotAnArray))
                throw error;
            if (columns !== undefined || conversion.sampleSeed !== undefined)
                throw new text_source/* DataError */.fL(`holds a JSON ${error.message === 'object' ? 'object' : 'value'}, not an array of records, so ${columns !== undefined ? `'${conversion.columnsInput}' cannot pick its columns` : 'it cannot be sampled'}`);
            return await transcoded(text, handle, conversion.limitBytes);
        }
    }
    if (index === 0)
        throw new text_source/* DataError */.fL('holds no records');
    const columnsDropped = columns === undefined ? [] : checkKeys(columns, seen, conversion);
    const written = await sink.finish();
    noneFit(written.rows);
    return { type: 'json', ...written, rowsInFile: index, columnsDropped };
}
/** JSON that is not an array, re-encoded as UTF-8 whole; the caller checks it as JSON. */
async function transcoded(text, handle, limitBytes) {
    await handle.truncate(0);
    let bytes = 0;
    let first = true;
    for await (let chunk of text()) {
        if (first)
            chunk = chunk.replace(/^\uFEFF/, '');
        first = false;
        bytes += Buffer.byteLength(chunk);
        if (bytes > limitBytes)
            throw new TooLarge(limitBytes, 0);
        await handle.write(chunk, bytes - Buffer.byteLength(chunk));
    }
    return { type: 'json', bytes, rows: 1, rowsInFile: 1, sampleOneIn: 1, columnsDropped: [] };
}
function describe(value) {
    if (Array.isArray(value))
        return 'an array';
    if (value === null)
        return 'null';
    return `a ${typeof value}`;
}
/** Keys named that no record has are an error; the dropped keys found are told. */
function checkKeys(columns, seen, conversion) {
    const keys = [...seen];
    (0,convert_columns/* selectedIndexes */.wX)(columns, keys, conversion.columnsInput, 'record keys');
    if ('drop' in columns)
        return columns.drop.filter(k => seen.has(k));
    const kept = new Set(columns.keep);
    return keys.filter(k => !kept.has(k));
}
/**
 * Parquet is read in one pass, a row group at a time: two groups decoded at once, one a core,
 * passed the memory goal (BENCHMARKS.md, section 9).
 */
async function fromParquet(file, sink, conversion) {
    const first = await (0,text_source/* fileStart */.NY)(file, 4);
    if ((0,text_source/* isGzip */.bf)(first))
        throw new text_source/* DataError */.fL('is gzip-compressed Parquet; commit the .parquet file itself');
    const { openParquet, ParquetError } = await Promise.all(/* import() */[__webpack_require__.e(186), __webpack_require__.e(781)]).then(__webpack_require__.bind(__webpack_require__, 37781));
    let table;
    try {
        table = await openParquet(file);
    }
    catch (error) {
        if (error instanceof ParquetError)
            throw new text_source/* DataError */.fL(error.message);
        throw error;
    }
    const header = [...table.columns];
    const { keep, columnsDropped } = keptColumns(header, conversion);
    sink.header(`${(0,convert_rows/* csvLine */.zT)(header, keep)}\n`);
    let index = 0;
    // The rows a batch at a time, in one buffer used again and again.
    let spare;
    try {
        for await (const batch of table.batches(true)) {
            const rows = new convert_rows/* RowsWriter */.D4(spare);
            (0,convert_rows/* fieldLines */.AI)(batch.columns, batch.rows, keep, line => rows.row(line));
            const part = rows.result();
            sink.rows(index, part);
            index += batch.rows;
            await sink.drain();
            spare = part.bytes.buffer;
        }
    }
    catch (error) {
        if (error instanceof ParquetError)
            throw new text_source/* DataError */.fL(error.message);
        throw error;
    }
    if (index === 0)
        throw new text_source/* DataError */.fL('has columns but no rows');
    const written = await sink.finish();
    noneFit(written.rows);
    return { type: 'csv', ...written, rowsInFile: index, gzip: false, columnsDropped };
}
/** Writes go out in pieces of about this size: few system calls, little memory. */
const WRITE_BYTES = 1024 * 1024;
/**
 * Writes the header and the rows to the file as they come, or, when sampling, keeps the sample
 * and writes it at the end. JSON rows are joined into one array. Rows are taken synchronously;
 * the writes queue behind each other, and `drain` lets a reader wait for them.
 */
function fileSink(handle, type, conversion) {
    const json = type === 'json';
    const open = json ? '[\n' : '';
    const close = json ? '\n]\n' : '';
    const separator = json ? ',\n' : '';
    let headerText = '';
    let buffered = [];
    let bufferedBytes = 0;
    let bytes = 0;
    let rows = 0;
    let position = 0;
    let writing = Promise.resolve();
    const queue = (piece, size) => {
        const at = position;
        position += size;
        writing = writing.then(async () => {
            if (typeof piece === 'string')
                await handle.write(piece, at);
            else
                await handle.write(piece, 0, piece.length, at);
        });
    };
    const flush = () => {
        if (buffered.length === 0)
            return;
        queue(buffered.join(''), bufferedBytes);
        buffered = [];
        bufferedBytes = 0;
    };
    const write = (text, size) => {
        buffered.push(text);
        bufferedBytes += size;
        bytes += size;
        if (bufferedBytes >= WRITE_BYTES)
            flush();
    };
    const fixed = () => Buffer.byteLength(headerText) + open.length + close.length;
    const seed = conversion.sampleSeed;
    // Made at the first row, once the header is known: it and the brackets come out of the budget.
    let sampler;
    const sampling = () => (sampler ??=
        seed === undefined
            ? undefined
            : new sample/* RowSampler */.H$(seed, conversion.limitBytes - fixed(), separator.length));
    return {
        header(text) {
            headerText = text;
        },
        wants(index) {
            return sampling()?.wants(index) ?? true;
        },
        rows(first, part) {
            const count = part.ends.length;
            if (count === 0)
                return;
            const sample = sampling();
            if (sample !== undefined) {
                for (let i = 0, start = 0; i < count; i++) {
                    sample.offerBytes(first + i, part.bytes, start, part.ends[i]);
                    start = part.ends[i] + separator.length;
                }
                return;
            }
            if (rows === 0)
                write(`${open}${headerText}`, fixed() - close.length);
            const lead = rows === 0 ? '' : separator;
            // The rows that fit, as row() would have written them one at a time.
            if (bytes + lead.length + part.bytes.length + close.length > conversion.limitBytes) {
                let fit = 0;
                while (bytes + lead.length + part.ends[fit] + close.length <= conversion.limitBytes)
                    fit++;
                throw new TooLarge(conversion.limitBytes, rows + fit);
            }
            if (lead !== '')
                write(lead, lead.length);
            flush();
            const piece = Buffer.from(part.bytes.buffer, part.bytes.byteOffset, part.bytes.length);
            queue(piece, piece.length);
            bytes += piece.length;
            rows += count;
        },
        row(index, text) {
            const sample = sampling();
            if (sample !== undefined) {
                sample.offer(index, text);
                return;
            }
            if (rows === 0)
                write(`${open}${headerText}`, fixed() - close.length);
            const piece = rows === 0 ? text : `${separator}${text}`;
            const size = Buffer.byteLength(piece);
            if (bytes + size + close.length > conversion.limitBytes)
                throw new TooLarge(conversion.limitBytes, rows);
            rows++;
            write(piece, size);
        },
        drain() {
            return writing;
        },
        async finish() {
            if (sampler !== undefined) {
                write(`${open}${headerText}`, fixed() - close.length);
                flush();
                const kept = sampler.joined(separator);
                bytes += kept.length;
                queue(kept, kept.length);
                rows = sampler.rows;
            }
            write(close, close.length);
            flush();
            await writing;
            return { bytes, rows, sampleOneIn: sampler?.oneIn ?? 1 };
        }
    };
}


/***/ }),

/***/ 61698:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D4: () => (/* binding */ decode),
/* harmony export */   Eq: () => (/* binding */ contentStart),
/* harmony export */   TV: () => (/* binding */ DELIMITER_NAMES),
/* harmony export */   en: () => (/* binding */ optionMisfit)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64687);
/* harmony import */ var _common_input_values_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70564);
/* harmony import */ var _read_delimiter_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(79747);
/* harmony import */ var _read_text_source_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49189);
/**
 * Whether the inputs that shape data, given once for every dataset of a step, fit this file: a
 * `delimiter` its header is not separated by, an `encoding` for text already in UTF-8, a
 * `file-type` its content is not. A misfit is said of the file with the fix, before it is read
 * through, so one file of a folder is refused and the others go.
 */





/** The content looked at for the type and the separator: a header and the first records. */
const START_BYTES = 64 * 1024;
/** What is looked at of the text from its first byte past ASCII, to tell UTF-8 from another. */
const NON_ASCII_LOOKED_AT = 4096;
const DELIMITER_NAMES = {
    ',': 'comma',
    '\t': 'tab',
    ';': 'semicolon',
    '|': 'pipe'
};
const ANOTHER_STEP = 'or give such files a step of their own';
/** What the inputs given make of this file's content, when they do not fit it: a clause to follow its name. */
async function optionMisfit(file, format, given) {
    if (!given.fileType && given.encoding === undefined && given.delimiter === undefined)
        return undefined;
    const gzip = (0,_read_text_source_js__WEBPACK_IMPORTED_MODULE_3__/* .isGzip */ .bf)(await (0,_read_text_source_js__WEBPACK_IMPORTED_MODULE_3__/* .fileStart */ .NY)(file, 2));
    const start = await contentStart(file, gzip);
    if (given.fileType) {
        const misfit = typeMisfit(start, format, given.encoding);
        if (misfit !== undefined)
            return misfit;
    }
    if (given.encoding !== undefined && format !== 'parquet') {
        const misfit = await encodingMisfit(file, gzip, start, given.encoding);
        if (misfit !== undefined)
            return misfit;
    }
    if (given.delimiter !== undefined && (format === 'csv' || format === 'tsv'))
        return delimiterMisfit(decode(start, given.encoding), given.delimiter, start.length < START_BYTES);
    return undefined;
}
/**
 * The content's first 64 KiB, unpacked when the file is gzip; as much as unpacks, when the
 * stream is cut short or damaged, whose fault the reading through names with the file.
 */
async function contentStart(file, gzip) {
    const chunks = [];
    let length = 0;
    try {
        // Ending the loop early closes the file (and the gunzip) behind it.
        for await (const chunk of (0,_read_text_source_js__WEBPACK_IMPORTED_MODULE_3__/* .contentBytes */ .dW)(file, gzip)) {
            chunks.push(chunk);
            length += chunk.length;
            if (length >= START_BYTES)
                break;
        }
    }
    catch (error) {
        if (!(error instanceof _read_text_source_js__WEBPACK_IMPORTED_MODULE_3__/* .DataError */ .fL))
            throw error;
    }
    return Buffer.concat(chunks).subarray(0, START_BYTES);
}
/** The start as text, as the conversion will read it; a cut character at its end is no matter here. */
function decode(start, encoding) {
    const bom16 = (start[0] === 0xff && start[1] === 0xfe) || (start[0] === 0xfe && start[1] === 0xff);
    const name = encoding ?? (bom16 ? (start[0] === 0xff ? 'utf-16le' : 'utf-16be') : 'utf-8');
    return new TextDecoder(name).decode(start).replace(/^\uFEFF/, '');
}
const PARQUET_MAGIC = Buffer.from('PAR1');
/** `file-type` given, and the content is plainly another format. */
function typeMisfit(start, format, encoding) {
    const parquet = start.subarray(0, 4).equals(PARQUET_MAGIC);
    const fix = `leave '${_config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.FileType}' empty to read each file by its name (.csv, .tsv, .json, .jsonl, .parquet), ${ANOTHER_STEP}`;
    if (format === 'parquet')
        return parquet
            ? undefined
            : `is not a Parquet file (it does not begin with PAR1), though '${_config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.FileType}' is parquet: ${fix}`;
    if (parquet)
        return `is a Parquet file, though '${_config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.FileType}' is ${format}: ${fix}`;
    const text = decode(start, encoding).trimStart();
    if (format === 'json' || format === 'jsonl') {
        if (text === '' || text[0] === '[' || text[0] === '{')
            return undefined;
        return `does not begin as JSON does (with [ or {) but with ${(0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(text.split(/\r?\n/)[0], 40)}, though '${_config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.FileType}' is ${format}: ${fix}`;
    }
    return looksLikeJson(text)
        ? `holds JSON, though '${_config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.FileType}' is ${format}: ${fix}`
        : undefined;
}
/** An object or an array of records, not a header that happens to begin with a bracket. */
function looksLikeJson(text) {
    const next = text.slice(1).trimStart()[0];
    if (text[0] === '{')
        return next === '"' || next === '}';
    return text[0] === '[' && next !== undefined && '{["]'.includes(next);
}
/**
 * `encoding` given for text that is UTF-8 already, which it would turn into mojibake: UTF-8
 * past ASCII for an ASCII-compatible encoding, or any UTF-8 without a NUL for UTF-16.
 */
async function encodingMisfit(file, gzip, start, encoding) {
    const fix = `leave '${_config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Encoding}' empty for UTF-8 files (each file is read as UTF-8 unless it has a UTF-16 byte order mark), ${ANOTHER_STEP}`;
    if (encoding.startsWith('utf-16')) {
        // Separators, digits and line breaks are NUL and an ASCII byte in UTF-16.
        if (start.includes(0))
            return undefined;
        const what = (0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(completeUtf8(start)) ? 'UTF-8 text' : 'not UTF-16 text';
        return `is ${what} (it has no NUL byte, as UTF-16 text of separators and digits has), though '${_config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Encoding}' is ${encoding}: ${fix}`;
    }
    const past = await pastAscii(file, gzip);
    if (past === undefined || !(0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(completeUtf8(past.bytes, past.final)))
        return undefined;
    return `is UTF-8 text already (its first character past ASCII, ${(0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(past.bytes.toString('utf8').slice(0, 1))}, is UTF-8), though '${_config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Encoding}' is ${encoding}, which would read it as other characters: ${fix}`;
}
/** The content from its first byte past ASCII on, a few KiB of it; undefined for ASCII text. */
async function pastAscii(file, gzip) {
    const parts = [];
    let length = 0;
    for await (const chunk of (0,_read_text_source_js__WEBPACK_IMPORTED_MODULE_3__/* .contentBytes */ .dW)(file, gzip)) {
        if (parts.length === 0) {
            if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isAscii)(chunk))
                continue;
            let first = 0;
            while (chunk[first] < 0x80)
                first++;
            parts.push(chunk.subarray(first));
        }
        else {
            parts.push(chunk);
        }
        length += parts[parts.length - 1].length;
        if (length >= NON_ASCII_LOOKED_AT)
            return { bytes: Buffer.concat(parts).subarray(0, NON_ASCII_LOOKED_AT), final: false };
    }
    return parts.length === 0 ? undefined : { bytes: Buffer.concat(parts), final: true };
}
/** `bytes` without a UTF-8 character cut short at its end, unless it is the text's end. */
function completeUtf8(bytes, final = false) {
    if (final)
        return bytes;
    for (let back = 1; back <= 3 && back <= bytes.length; back++) {
        const byte = bytes[bytes.length - back];
        if (byte < 0x80)
            return bytes;
        if (byte >= 0xc0) {
            const need = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
            return need > back ? bytes.subarray(0, bytes.length - back) : bytes;
        }
    }
    return bytes;
}
/** `delimiter` given for a file whose header it does not split while another separator does. */
function delimiterMisfit(text, delimiter, complete) {
    const header = firstRecord(text);
    if (header === undefined || outsideQuotes(header, delimiter) > 0)
        return undefined;
    const found = (0,_read_delimiter_js__WEBPACK_IMPORTED_MODULE_4__/* .detectDelimiter */ .T6)(text, complete);
    const best = found !== delimiter && outsideQuotes(header, found) > 0 ? found : undefined;
    const other = best ?? _read_delimiter_js__WEBPACK_IMPORTED_MODULE_4__/* .DELIMITERS */ .lb.find(d => d !== delimiter && outsideQuotes(header, d) > 0);
    if (other === undefined)
        return undefined;
    return `is ${DELIMITER_NAMES[other]}-separated (its header has no ${DELIMITER_NAMES[delimiter]}), though '${_config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Delimiter}' is ${DELIMITER_NAMES[delimiter]}: it would arrive as one column. Leave '${_config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Delimiter}' empty to find each file's separator from its header, ${ANOTHER_STEP}`;
}
/** The first non-blank record's text, line breaks inside quotes kept. */
function firstRecord(text) {
    let quoted = false;
    let begin = -1;
    for (let i = 0; i < text.length; i++) {
        const char = text[i];
        if (char === '"')
            quoted = !quoted;
        if (!quoted && (char === '\n' || char === '\r')) {
            if (begin >= 0)
                return text.slice(begin, i);
        }
        else if (begin < 0 && char.trim() !== '') {
            begin = i;
        }
    }
    return begin < 0 ? undefined : text.slice(begin);
}
function outsideQuotes(record, delimiter) {
    let count = 0;
    let quoted = false;
    for (const char of record) {
        if (char === '"')
            quoted = !quoted;
        else if (!quoted && char === delimiter)
            count++;
    }
    return count;
}


/***/ }),

/***/ 82807:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H$: () => (/* binding */ RowSampler),
/* harmony export */   m7: () => (/* binding */ sampleSeed)
/* harmony export */ });
/* unused harmony export rowKey */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/**
 * A uniform random sample of a dataset's rows that fits a byte budget, chosen as the rows stream
 * past: each row is kept while a hash of its position (under the content's seed) falls below a
 * threshold, and each time the kept rows outgrow the budget the threshold halves and the rows
 * above it go. What remains is a 1-in-2^k Bernoulli sample, the same for the same content on
 * every run and runner, and never more than the budget is held.
 */


const SPAN = 2 ** 32;
/** A 32-bit hash of a row's position, mixed with the seed (murmur3's finaliser, twice). */
function rowKey(seed, index) {
    let h = Math.imul(seed ^ (index >>> 0), 0x85ebca6b) ^ Math.floor(index / SPAN);
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    return h >>> 0;
}
class RowSampler {
    seed;
    budget;
    overhead;
    /** Rows are kept while their key is below this; halved at each step down. */
    threshold = SPAN;
    /** The sample keeps one row in this many. */
    oneIn = 1;
    // The kept rows' bytes, end to end in one buffer, and where each starts: no object a row.
    arena;
    used = 0;
    keys = new Uint32Array(1024);
    starts = new Float64Array(1025);
    count = 0;
    constructor(seed, 
    /** What the kept rows may take, each with `overhead` bytes of its own (a separator). */
    budget, overhead) {
        this.seed = seed;
        this.budget = budget;
        this.overhead = overhead;
        this.arena = Buffer.allocUnsafe(Math.min(Math.max(budget, 0), 1024 * 1024) + 1024);
    }
    /** Whether the row at `index` would be kept now: a reader may skip building the others. */
    wants(index) {
        return rowKey(this.seed, index) < this.threshold;
    }
    offer(index, text) {
        const key = rowKey(this.seed, index);
        if (key >= this.threshold)
            return;
        const size = Buffer.byteLength(text);
        this.reserve(size);
        this.arena.write(text, this.used);
        this.kept(key, size);
    }
    /** As `offer`, the row's text already UTF-8: `bytes` from `start` up to `end`. */
    offerBytes(index, bytes, start, end) {
        const key = rowKey(this.seed, index);
        if (key >= this.threshold)
            return;
        this.reserve(end - start);
        this.arena.set(bytes.subarray(start, end), this.used);
        this.kept(key, end - start);
    }
    kept(key, size) {
        this.used += size;
        this.keys[this.count] = key;
        this.count++;
        this.starts[this.count] = this.used;
        while (this.used + this.count * this.overhead > this.budget)
            this.halve();
    }
    reserve(size) {
        if (this.count + 1 >= this.keys.length) {
            const keys = new Uint32Array(this.keys.length * 2);
            keys.set(this.keys);
            this.keys = keys;
            const starts = new Float64Array(keys.length + 1);
            starts.set(this.starts);
            this.starts = starts;
        }
        if (this.used + size > this.arena.length) {
            const arena = Buffer.allocUnsafe(Math.max(this.arena.length * 2, this.used + size));
            this.arena.copy(arena, 0, 0, this.used);
            this.arena = arena;
        }
    }
    /** Keeps the rows under half the threshold, moved down in place. */
    halve() {
        this.threshold /= 2;
        this.oneIn *= 2;
        let kept = 0;
        let used = 0;
        for (let i = 0; i < this.count; i++) {
            if (this.keys[i] >= this.threshold)
                continue;
            const from = this.starts[i];
            const to = this.starts[i + 1];
            this.arena.copy(this.arena, used, from, to);
            this.keys[kept] = this.keys[i];
            used += to - from;
            kept++;
            this.starts[kept] = used;
        }
        this.count = kept;
        this.used = used;
    }
    /** How many rows are kept. */
    get rows() {
        return this.count;
    }
    /** The kept rows in the file's order, `separator` between each two. */
    joined(separator) {
        if (separator === '')
            return this.arena.subarray(0, this.used);
        const between = Buffer.from(separator);
        const out = Buffer.allocUnsafe(this.used + Math.max(0, this.count - 1) * between.length);
        let at = 0;
        for (let i = 0; i < this.count; i++) {
            if (i > 0)
                at += between.copy(out, at);
            at += this.arena.copy(out, at, this.starts[i], this.starts[i + 1]);
        }
        return out;
    }
}
/** Bytes read from each end of the file for the seed: enough to tell datasets apart. */
const SEED_SPAN = 1024 * 1024;
/**
 * The sample's seed: a digest of the file as committed (its size, its first and its last
 * mebibyte), so the same content gives the same sample, and reading it costs two small reads.
 */
async function sampleSeed(file) {
    const handle = await node_fs__WEBPACK_IMPORTED_MODULE_1__.promises.open(file, 'r');
    try {
        const { size } = await handle.stat();
        const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(String(size));
        const buffer = Buffer.alloc(Math.min(SEED_SPAN, size));
        await handle.read(buffer, 0, buffer.length, 0);
        hash.update(buffer);
        await handle.read(buffer, 0, buffer.length, Math.max(0, size - buffer.length));
        hash.update(buffer);
        return hash.digest().readUInt32BE(0);
    }
    finally {
        await handle.close();
    }
}


/***/ }),

/***/ 16693:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  oC: () => (/* binding */ CsvSyntaxError),
  PX: () => (/* binding */ MAX_RECORD_CHARS),
  Jx: () => (/* binding */ readCsvRecords)
});

// EXTERNAL MODULE: external "node:stream/promises"
var promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(46193);
// EXTERNAL MODULE: ./node_modules/csv-parse/lib/index.js + 9 modules
var lib = __webpack_require__(56070);
;// CONCATENATED MODULE: ./src/datasets/read/csv-scan.ts
/**
 * Records written the way RFC 4180 writes them, split without a general parser: fields quoted or
 * not, a quoted field holding commas, line breaks and doubled quotes, records ended by LF or CRLF.
 * Over such text the grammar leaves one reading, the one csv-parse gives; the scan jumps from
 * quote to quote and line end to line end instead of looking at every byte with every rule.
 *
 * Anything else stops the scan at the start of its record, for csv-parse to read from there: a
 * quote inside an unquoted field, text after a closing quote, a carriage return alone, a quoted
 * field still open at the end.
 */
const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;
/** The record goes on past the text given: wait for more. */
const MORE = -1;
/** The record is not one the scan reads. */
const IRREGULAR = -2;
/**
 * Takes every whole record of `text` until `take` returns false. With `final`, the text is all
 * there is: a record ended by the end of the text is whole.
 */
function scanRecords(text, final, take, delimiter = COMMA) {
    const next = { quote: -1, lf: -1, cr: -1 };
    // Each search is kept until the scan passes it, so plain text is searched once for each.
    const seek = (char, from) => {
        const found = text.indexOf(char, from);
        return found < 0 ? text.length : found;
    };
    let start = 0;
    while (start < text.length) {
        if (next.quote < start)
            next.quote = seek('"', start);
        if (next.lf < start)
            next.lf = seek('\n', start);
        if (next.cr < start)
            next.cr = seek('\r', start);
        const end = next.quote < next.lf
            ? quotedRecord(text, start, final, take, delimiter)
            : plainLine(text, { start, lf: next.lf, cr: next.cr }, final, take);
        if (end < 0)
            return { next: start, irregular: end === IRREGULAR || final };
        if (end === start)
            return { next: start, irregular: false };
        start = end;
    }
    return { next: start, irregular: false };
}
/** A line without quotes, taken as it is; the next record's start, or MORE or IRREGULAR. */
function plainLine(text, line, final, take) {
    const { start, lf, cr } = line;
    if (cr < lf - 1)
        return IRREGULAR;
    if (lf === text.length && !final)
        return MORE;
    const stop = cr === lf - 1 ? lf - 1 : lf;
    const next = Math.min(lf + 1, text.length);
    if (stop === start)
        return next;
    return take(text.slice(start, stop)) ? next : start;
}
/**
 * A record with a quote in it, field by field; the next record's start, or MORE or IRREGULAR.
 * Returns `start` when `take` asks to stop.
 */
function quotedRecord(text, start, final, take, delimiter) {
    const fields = [];
    let at = start;
    for (;;) {
        const end = text.charCodeAt(at) === QUOTE ? quotedEnd(text, at, final) : plainEnd(text, at, delimiter);
        if (end < 0)
            return end;
        fields.push(fieldValue(text, at, end));
        const next = afterField(text, end, final, delimiter);
        if (next < 0)
            return next;
        if (text.charCodeAt(end) !== delimiter)
            return take(fields) ? next : start;
        at = next;
    }
}
/** Just past an unquoted field: at its delimiter, line end or the end of the text. */
function plainEnd(text, at, delimiter) {
    for (let i = at; i < text.length; i++) {
        const code = text.charCodeAt(i);
        if (code === delimiter || code === LF || code === CR)
            return i;
        if (code === QUOTE)
            return IRREGULAR;
    }
    return text.length;
}
/** Just past the closing quote of the field opened at `at`. */
function quotedEnd(text, at, final) {
    for (let from = at + 1;;) {
        const quote = text.indexOf('"', from);
        if (quote < 0)
            return MORE;
        if (text.charCodeAt(quote + 1) === QUOTE)
            from = quote + 2;
        else if (quote + 1 === text.length && !final)
            return MORE;
        else
            return quote + 1;
    }
}
function fieldValue(text, at, end) {
    if (text.charCodeAt(at) !== QUOTE)
        return text.slice(at, end);
    const inner = text.slice(at + 1, end - 1);
    return inner.includes('"') ? inner.replaceAll('""', '"') : inner;
}
/** What follows a field at `end`: the next field's start after a delimiter, else the next record's. */
function afterField(text, end, final, delimiter) {
    if (end === text.length)
        return final ? end : MORE;
    const code = text.charCodeAt(end);
    if (code === delimiter)
        return end + 1;
    if (code === LF)
        return end + 1;
    if (code !== CR)
        return IRREGULAR;
    if (end + 1 === text.length)
        return final ? end + 1 : MORE;
    return text.charCodeAt(end + 1) === LF ? end + 2 : IRREGULAR;
}

;// CONCATENATED MODULE: ./src/datasets/read/csv-records.ts
/**
 * A CSV's records, read as the bytes arrive. Records as RFC 4180 writes them are split by
 * csv-scan.ts, fast; from the first record that is not (a quote inside an unquoted field, text
 * after a closing quote, a lone carriage return, an unclosed quote), csv-parse reads the rest, as
 * leniently as spreadsheets write. A byte order mark is dropped; empty lines are no records. A
 * line feed ends a record, with or without a carriage return before it, wherever it is outside
 * quotes; so does a carriage return alone, once csv-parse reads.
 */




/** The text is not CSV as RFC 4180 writes it; `reason` says why, in words. */
class CsvSyntaxError extends Error {
}
/**
 * A record still open after this many characters goes to csv-parse, which reads on from where it
 * is: the scan would read it again from its start with every piece, a cost that grows with the
 * square of the record's length.
 */
const PENDING_LIMIT = 64 * 1024;
/** No dataset's record is this long; one that is would only fill the runner's memory. */
const MAX_RECORD_CHARS = 16 * 1024 * 1024;
async function readCsvRecords(bytes, onRecord, scan = scanRecords, 
/** A comma, or the tab, semicolon or pipe of other delimited text. */
delimiter = ',') {
    const decoder = new external_node_string_decoder_.StringDecoder('utf8');
    const reader = new RecordReader(onRecord, scan, delimiter);
    let first = true;
    for await (const chunk of bytes) {
        let text = typeof chunk === 'string' ? chunk : decoder.write(Buffer.from(chunk));
        if (first && text !== '') {
            text = text.replace(/^\uFEFF/, '');
            first = false;
        }
        reader.write(text);
        if (reader.stopped)
            break;
    }
    if (!reader.stopped)
        reader.write(decoder.end());
    await reader.end();
}
class RecordReader {
    onRecord;
    scanText;
    delimiter;
    stopped = false;
    /** The record begun and not yet ended, while the scan reads. */
    pending = '';
    parser;
    done;
    failure;
    constructor(onRecord, scanText, delimiter) {
        this.onRecord = onRecord;
        this.scanText = scanText;
        this.delimiter = delimiter;
    }
    take = (record) => {
        if (!this.stopped && this.onRecord(record) === false)
            this.stopped = true;
        return !this.stopped;
    };
    write(text) {
        if (this.parser === undefined)
            this.scan(this.pending + text, false);
        else
            this.feed(this.parser, text);
    }
    /** Takes the records the scan reads; csv-parse reads on from the first it does not. */
    scan(text, final) {
        const scanned = this.scanText(text, final, this.take, this.delimiter.charCodeAt(0));
        const rest = text.length - scanned.next;
        const handOver = (scanned.irregular || rest > PENDING_LIMIT) && !this.stopped;
        this.pending = handOver ? '' : text.slice(scanned.next);
        if (handOver)
            this.feed(this.startParser(), text.slice(scanned.next));
    }
    feed(parser, text) {
        if (this.failure)
            throw this.failure;
        try {
            parser.write(text);
        }
        catch (error) {
            // csv-parse throws some errors where it finds them instead of emitting them.
            throw (this.failure ??= syntaxError(error));
        }
        if (this.stopped)
            parser.destroy();
    }
    startParser() {
        const parser = (0,lib/* parse */.qg)({
            delimiter: this.delimiter,
            // Every line end ends a record, as the scan reads them: left to itself, csv-parse would
            // take the first it sees for the only one, so that a later CRLF kept its CR in the last
            // field, or a later LF ended no record.
            record_delimiter: ['\r\n', '\n', '\r'],
            relax_column_count: true,
            // A quote inside an unquoted field is kept as a character, as spreadsheets write it.
            relax_quotes: true,
            skip_empty_lines: true,
            // A record that never ends (a quote never closed) is refused before it fills the memory.
            max_record_size: MAX_RECORD_CHARS
        });
        // Records as 'data' events: an `on_record` hook would cost csv-parse an object per record.
        parser.on('data', (record) => this.take(record));
        parser.on('error', error => (this.failure ??= syntaxError(error)));
        this.done = (0,promises_.finished)(parser);
        // Awaited at the end; until then a parser that fails must not be an unhandled rejection.
        this.done.catch(() => undefined);
        this.parser = parser;
        return parser;
    }
    async end() {
        if (this.parser === undefined && !this.stopped)
            this.scan(this.pending, true);
        const parser = this.parser;
        if (parser === undefined)
            return;
        if (!this.stopped)
            parser.end();
        try {
            await this.done;
        }
        catch (error) {
            if (!this.stopped)
                throw this.failure ?? error;
        }
        if (this.failure && !this.stopped)
            throw this.failure;
    }
}
/** csv-parse's codes in words; its own messages count lines from where it took over. */
function syntaxError(error) {
    const code = error.code;
    const words = {
        CSV_QUOTE_NOT_CLOSED: 'a quoted field is never closed',
        CSV_INVALID_CLOSING_QUOTE: 'a closing quote is followed by other characters',
        CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a closing quote is followed by other characters',
        CSV_MAX_RECORD_SIZE: `a record runs on past ${MAX_RECORD_CHARS / 1024 ** 2} Mi characters (a quote never closed?)`
    };
    return new CsvSyntaxError(words[code ?? ''] ?? 'it cannot be read as CSV');
}


/***/ }),

/***/ 79747:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DZ: () => (/* binding */ parseDelimiter),
/* harmony export */   T6: () => (/* binding */ detectDelimiter),
/* harmony export */   lb: () => (/* binding */ DELIMITERS)
/* harmony export */ });
/**
 * A delimited text's separator, found from its header and first records: the candidate that
 * splits every one of them into the same number of fields, the most fields winning; a comma when
 * none does.
 */
const DELIMITERS = [',', '\t', ';', '|'];
/** Records looked at: a header and enough rows to tell a stray semicolon in a cell from a separator. */
const RECORDS_LOOKED_AT = 50;
function detectDelimiter(start, complete) {
    const counts = countPerRecord(start, complete);
    if (counts.length === 0)
        return ',';
    let best = ',';
    let bestFields = 0;
    for (const [i, delimiter] of DELIMITERS.entries()) {
        const first = counts[0][i];
        if (first === 0 || !counts.every(record => record[i] === first))
            continue;
        if (first > bestFields) {
            best = delimiter;
            bestFields = first;
        }
    }
    if (bestFields > 0)
        return best;
    // No candidate is regular: the one the header holds most of.
    const header = counts[0];
    const most = Math.max(...header);
    return most === 0 ? ',' : DELIMITERS[header.indexOf(most)];
}
/** Each whole record's count of every candidate outside quotes; blank lines are no records. */
function countPerRecord(text, complete) {
    const records = [];
    let current = [0, 0, 0, 0];
    let quoted = false;
    let content = false;
    for (let i = 0; i < text.length && records.length < RECORDS_LOOKED_AT; i++) {
        const char = text[i];
        if (char === '"') {
            quoted = !quoted;
            content = true;
        }
        else if (quoted) {
            continue;
        }
        else if (char === '\n') {
            if (content)
                records.push(current);
            current = [0, 0, 0, 0];
            content = false;
        }
        else if (char !== '\r') {
            const at = DELIMITERS.indexOf(char);
            if (at >= 0)
                current[at]++;
            if (char !== ' ' && char !== '\t')
                content = true;
            else if (char === '\t')
                content = true;
        }
    }
    if (complete && content && !quoted && records.length < RECORDS_LOOKED_AT)
        records.push(current);
    return records;
}
/** The `delimiter` input: one of the candidates, `tab` or `\t` for a tab; empty to detect. */
function parseDelimiter(name, raw) {
    if (raw === '')
        return undefined;
    const named = {
        ',': ',',
        comma: ',',
        ';': ';',
        semicolon: ';',
        '\t': '\t',
        '\\t': '\t',
        tab: '\t',
        '|': '|',
        pipe: '|'
    };
    const delimiter = named[raw.trim() === '' ? raw : raw.trim().toLowerCase()];
    if (delimiter === undefined) {
        throw new Error(`Input '${name}' is ${JSON.stringify(raw)}; it must be one of , ; | or tab (or empty, to find it from the file's header).`);
    }
    return delimiter;
}


/***/ }),

/***/ 30378:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qv: () => (/* binding */ formatOfName),
/* harmony export */   Vr: () => (/* binding */ uploadName),
/* harmony export */   f$: () => (/* binding */ uploadTypeOf)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The formats a dataset may be committed in, told by the `file-type` input or the file's name,
 * and what each is uploaded as: the service reads CSV and JSON only.
 */

const EXTENSION_FORMATS = {
    '.csv': 'csv',
    '.tsv': 'tsv',
    '.tab': 'tsv',
    '.json': 'json',
    '.jsonl': 'jsonl',
    '.ndjson': 'jsonl',
    '.parquet': 'parquet',
    '.pq': 'parquet'
};
/** What the service is sent for each format. */
function uploadTypeOf(format) {
    return format === 'json' || format === 'jsonl' ? 'json' : 'csv';
}
/** The format a file's name says, in any case, `.gz` looked through; undefined when none. */
function formatOfName(name) {
    const base = name.toLowerCase().replace(/\.gz$/, '');
    return EXTENSION_FORMATS[node_path__WEBPACK_IMPORTED_MODULE_0___default().extname(base)];
}
/** The name the converted file is sent under: the dataset's own, with the type's extension. */
function uploadName(fileName, type) {
    const stem = fileName.replace(/\.gz$/i, '').replace(/\.[^.]*$/, '');
    return `${stem || 'dataset'}.${type}`;
}


/***/ }),

/***/ 63260:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gl: () => (/* binding */ splitAll),
/* harmony export */   JT: () => (/* binding */ parseProblem),
/* harmony export */   O3: () => (/* binding */ Splitter)
/* harmony export */ });
/* unused harmony exports MAX_MEMBER_CHARS, MemberTooLong */
/* harmony import */ var node_string_decoder__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46193);
/* harmony import */ var node_string_decoder__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_string_decoder__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _version_bytes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74172);
/**
 * A JSON document's top level split into its members as the text arrives: the elements of an
 * array, the properties of an object. Only one member is held at a time, to be parsed whole.
 */


/** No record is this long; one that is would only fill the runner's memory once parsed. */
const MAX_MEMBER_CHARS = 16 * 1024 * 1024;
/** A member (a record, a property) longer than MAX_MEMBER_CHARS. */
class MemberTooLong extends Error {
    constructor() {
        super(`it holds a record longer than ${MAX_MEMBER_CHARS.toLocaleString('en-US')} characters, more than the comparison reads`);
    }
}
/**
 * JSON.parse's complaint without the text it quotes: V8 writes `Unexpected token 'x', "…the
 * record…" is not valid JSON`, and a record's values must not reach the line or the logs.
 */
function parseProblem(error) {
    const message = error.message;
    if (message.startsWith('Unexpected token'))
        return 'an unexpected character';
    return message.includes('"') ? 'it cannot be parsed' : message;
}
const [SPACE, TAB, LF, CR, BOM] = [0x20, 0x09, 0x0a, 0x0d, 0xfeff];
const [QUOTE, BACKSLASH, COMMA, OPEN_ARRAY, OPEN_OBJECT] = [0x22, 0x5c, 0x2c, 0x5b, 0x7b];
const [CLOSE_ARRAY, CLOSE_OBJECT] = [0x5d, 0x7d];
function isSpace(c) {
    return c === SPACE || c === LF || c === CR || c === TAB || c === BOM;
}
/**
 * Splits the top level into member texts as pieces arrive. Knows only strings, escapes, commas
 * and brackets: each member is parsed whole afterwards, which checks the rest of its syntax.
 */
class Splitter {
    onMember;
    shape;
    depth = 0;
    inString = false;
    escaped = false;
    closed = false;
    members = 0;
    /** The member begun in earlier pieces. */
    member = '';
    scalar = '';
    constructor(onMember) {
        this.onMember = onMember;
    }
    write(text) {
        let start = 0;
        for (let i = 0; i < text.length; i++) {
            const c = text.charCodeAt(i);
            if (this.shape === undefined || this.closed) {
                if (isSpace(c))
                    continue;
                if (this.closed)
                    throw new SyntaxError('it goes on after its top level closes');
                this.shape = c === OPEN_ARRAY ? 'array' : c === OPEN_OBJECT ? 'object' : 'scalar';
                start = i + 1;
                this.depth = 1;
            }
            if (this.shape === 'scalar') {
                this.scalar += text.slice(i);
                if (this.scalar.length > MAX_MEMBER_CHARS)
                    throw new MemberTooLong();
                return;
            }
            if (i >= start && this.endsMember(c)) {
                this.flush(this.member + text.slice(start, i), c === COMMA);
                this.member = '';
                start = i + 1;
            }
        }
        if (!this.closed && this.shape !== undefined)
            this.member += text.slice(start);
        if (this.member.length > MAX_MEMBER_CHARS)
            throw new MemberTooLong();
    }
    /** Follows strings and nesting; true at a comma or the closing bracket of the top level. */
    endsMember(c) {
        if (this.inString) {
            if (this.escaped)
                this.escaped = false;
            else if (c === BACKSLASH)
                this.escaped = true;
            else if (c === QUOTE)
                this.inString = false;
            return false;
        }
        if (c === QUOTE)
            this.inString = true;
        else if (c === OPEN_ARRAY || c === OPEN_OBJECT)
            this.depth++;
        else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
            this.closed = --this.depth === 0;
            return this.closed;
        }
        else if (c === COMMA)
            return this.depth === 1;
        return false;
    }
    /** A member, unless it is the nothing inside `[]` or `{}`; an empty one elsewhere is an error. */
    flush(text, comma) {
        if (text.trim() === '') {
            if (comma || this.members > 0)
                throw new SyntaxError('a comma has no value before or after it');
            return;
        }
        this.members++;
        this.onMember(text);
    }
    /** The scalar text, for a top level that is neither array nor object. */
    end() {
        if (this.shape === undefined)
            throw new SyntaxError('it holds no JSON value');
        if (this.shape !== 'scalar' && !this.closed)
            throw new SyntaxError('it ends before its top level closes');
        return this.scalar;
    }
}
/**
 * Feeds all of `bytes` to `splitter`, then `done` with the scalar text of a top level that is
 * neither array nor object. Text that is not JSON (there, or in what `done` parses), or a member
 * too long, fails as a VersionError of `version` that quotes none of it.
 */
async function splitAll(version, bytes, splitter, done) {
    const decoder = new node_string_decoder__WEBPACK_IMPORTED_MODULE_0__.StringDecoder('utf8');
    try {
        for await (const chunk of bytes)
            splitter.write(typeof chunk === 'string' ? chunk : decoder.write(Buffer.from(chunk)));
        splitter.write(decoder.end());
        return done(splitter.end());
    }
    catch (error) {
        if (error instanceof MemberTooLong)
            throw new _version_bytes_js__WEBPACK_IMPORTED_MODULE_1__/* .VersionError */ .t(version, error.message);
        if (!(error instanceof SyntaxError))
            throw error;
        throw new _version_bytes_js__WEBPACK_IMPORTED_MODULE_1__/* .VersionError */ .t(version, `it is not valid JSON (${parseProblem(error)})`);
    }
}


/***/ }),

/***/ 6326:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ec: () => (/* binding */ misfitMessage),
/* harmony export */   GY: () => (/* binding */ FIELD_START),
/* harmony export */   X6: () => (/* binding */ lineOfRecord),
/* harmony export */   _w: () => (/* binding */ quoteState),
/* harmony export */   dG: () => (/* binding */ RecordShape),
/* harmony export */   ii: () => (/* binding */ QUOTE_IN_QUOTED),
/* harmony export */   jB: () => (/* binding */ QUOTED),
/* harmony export */   ry: () => (/* binding */ notATable)
/* harmony export */ });
/* unused harmony export UNQUOTED */
/* harmony import */ var _config_constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64687);
/**
 * Only a table is uploaded. A delimited file is refused when it is plainly something else (a
 * web page, an XML feed, a PDF, an image or another binary format saved under a table's name),
 * when a record has more fields than its header (a separator inside an unquoted value), or when
 * a record repeats the header (two exports joined into one file). Fewer fields than the header
 * stay allowed, as pandas and DuckDB read them. The checks of records run in the pass that reads
 * the file anyway (the conversion, or the check of a file uploaded as it is); the line of a
 * record refused is found afterwards, by reading to it again.
 */

/** What a file's start says it is when it is no table: a noun phrase, with what to do. */
function notATable(start, text) {
    const binary = binaryKind(start);
    if (binary !== undefined)
        return `is ${binary}, not a table of text: the service reads CSV or JSON. Commit the table itself (exported as CSV), or leave this file out of '${_config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.File}'`;
    const markup = markupKind(text);
    if (markup !== undefined)
        return `is ${markup}, not a table: ${markup.startsWith('an HTML') ? 'a page saved from a browser (a login or error page, often) instead of the export. Download the export again' : `it would arrive as a table of markup. Convert it to CSV or JSON`}, or leave this file out of '${_config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.File}'`;
    return undefined;
}
const MAGIC = [
    ['a PDF document', [0x25, 0x50, 0x44, 0x46, 0x2d]],
    ['a PNG image', [0x89, 0x50, 0x4e, 0x47]],
    ['a JPEG image', [0xff, 0xd8, 0xff]],
    ['a GIF image', [0x47, 0x49, 0x46, 0x38]],
    ['a Parquet file (name it .parquet)', [0x50, 0x41, 0x52, 0x31]],
    ['an SQLite database', [0x53, 0x51, 0x4c, 0x69, 0x74, 0x65, 0x20, 0x66]],
    ['a 7-Zip archive', [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]],
    ['a RAR archive', [0x52, 0x61, 0x72, 0x21]],
    ['gzip-compressed twice (gzip inside gzip)', [0x1f, 0x8b]],
    ['a bzip2 archive', [0x42, 0x5a, 0x68]],
    ['an xz archive', [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]],
    ['a zstd archive', [0x28, 0xb5, 0x2f, 0xfd]]
];
/** A binary format by its first bytes (a NUL byte elsewhere is refused with its line as it is read). */
function binaryKind(start) {
    for (const [kind, magic] of MAGIC)
        if (start.length >= magic.length && magic.every((byte, i) => start[i] === byte))
            return kind;
    return undefined;
}
const HTML_START = /^<(?:!doctype\s+html|html|head|body|meta|title|script|div|form|table)[\s>/]/i;
const SVG_START = /^<svg[\s>]/i;
const XML_START = /^<\?xml[\s?]/i;
const ELEMENT_START = /^<[a-z][\w.:-]*(?:\s[^>]*)?>/i;
/** Markup by its first element, comments and blank lines before it passed over. */
function markupKind(text) {
    let rest = text.replace(/^\uFEFF/, '').trimStart();
    const xml = XML_START.test(rest);
    for (;;) {
        if (rest.startsWith('<?'))
            rest = afterEnd(rest, '?>');
        else if (rest.startsWith('<!--'))
            rest = afterEnd(rest, '-->');
        else if (/^<!doctype\s+(?!html)/i.test(rest))
            rest = afterEnd(rest, '>');
        else
            break;
    }
    if (HTML_START.test(rest))
        return 'an HTML web page';
    if (SVG_START.test(rest))
        return 'an SVG image';
    if (xml || (ELEMENT_START.test(rest) && rest.includes('</'))) {
        const root = /^<([\w.:-]+)/.exec(rest)?.[1];
        return root === undefined
            ? 'an XML document'
            : `an XML document (its root element is <${root.slice(0, 40)}>)`;
    }
    return undefined;
}
function afterEnd(text, end) {
    const at = text.indexOf(end);
    return at < 0 ? '' : text.slice(at + end.length).trimStart();
}
/**
 * Each record against the header: more fields than it has, or the header itself again. A
 * record comes as the reading gives it: a line without quotes as it is, or its fields.
 */
class RecordShape {
    header;
    delimiter;
    joined;
    columns;
    records = 0;
    misfit;
    constructor(header, delimiter) {
        this.header = header;
        this.delimiter = delimiter;
        this.columns = header.length;
        this.joined = header.join(delimiter);
    }
    /** The next data record; false once one does not fit, and `misfit` says which. */
    take(record) {
        this.records++;
        const kind = this.kindOf(record);
        if (kind === undefined)
            return true;
        const fields = typeof record === 'string' ? record.split(this.delimiter).length : record.length;
        this.misfit = { kind, record: this.records, fields };
        return false;
    }
    kindOf(record) {
        const { columns, delimiter } = this;
        if (typeof record === 'string') {
            let count = 0;
            for (let at = record.indexOf(delimiter); at >= 0; at = record.indexOf(delimiter, at + 1))
                if (++count >= columns)
                    return 'wide';
            // With as many separators as the header has, the same text is the same fields.
            return count === columns - 1 && record === this.joined ? 'header' : undefined;
        }
        if (record.length > columns)
            return 'wide';
        if (record.length < columns || record[0] !== this.header[0])
            return undefined;
        for (let i = 1; i < columns; i++)
            if (record[i] !== this.header[i])
                return undefined;
        return 'header';
    }
}
/** The refusal of a record that does not fit, said of the file: the line, the cause, the fix. */
function misfitMessage(misfit, line, columns, separator) {
    const where = line === undefined ? `record ${misfit.record + 1}` : `line ${line}`;
    if (misfit.kind === 'header')
        return `repeats its header on ${where}, as two exports joined into one file do; the service would take it for a row of data (and 'compare' would count it). Remove that line, or commit the exports as files of their own`;
    const examples = separator === 'comma'
        ? 'a thousands separator, as in 1,530, or a comma in a text'
        : `a ${separator} in a text`;
    return `has ${misfit.fields} fields on ${where}, more than the ${columns} columns of its header, so no column can be told for them. A ${separator} inside an unquoted value is the usual cause (${examples}): quote such values ("…"), or remove the ${separator} from them`;
}
/** Where a delimited text's reading is, as RFC 4180 reads quotes; a quote inside an unquoted field is text. */
const [FIELD_START, UNQUOTED, QUOTED, QUOTE_IN_QUOTED] = [0, 1, 2, 3];
/** The next state after `code` (a character's or a byte's); `separator` ends a field. */
function quoteState(state, code, separator) {
    const ends = code === separator || code === 0x0a || code === 0x0d;
    switch (state) {
        case QUOTED:
            return code === 0x22 ? QUOTE_IN_QUOTED : QUOTED;
        case QUOTE_IN_QUOTED:
            // A doubled quote is a quote of the field; anything else closed it.
            return code === 0x22 ? QUOTED : ends ? FIELD_START : UNQUOTED;
        case FIELD_START:
            return code === 0x22 ? QUOTED : ends ? FIELD_START : UNQUOTED;
        default:
            return ends ? FIELD_START : UNQUOTED;
    }
}
/**
 * The line on which the text's record `record` begins (the header is 0; blank lines are no
 * records), read to it again; undefined past the text's end.
 */
async function lineOfRecord(text, separator, record) {
    const code = separator.charCodeAt(0);
    let line = 1;
    let state = FIELD_START;
    let records = -1;
    let inRecord = false;
    let first = true;
    for await (let chunk of text) {
        if (first && chunk !== '') {
            chunk = chunk.replace(/^\uFEFF/, '');
            first = false;
        }
        for (let i = 0; i < chunk.length; i++) {
            const char = chunk.charCodeAt(i);
            const quoted = state === QUOTED;
            state = quoteState(state, char, code);
            const ends = !quoted && state !== QUOTED && (char === 0x0a || char === 0x0d);
            if (ends)
                inRecord = false;
            else if (!inRecord) {
                inRecord = true;
                if (++records === record)
                    return line;
            }
            if (char === 0x0a)
                line++;
        }
    }
    return undefined;
}


/***/ }),

/***/ 49189:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NY: () => (/* binding */ fileStart),
/* harmony export */   T9: () => (/* binding */ fileChunks),
/* harmony export */   bf: () => (/* binding */ isGzip),
/* harmony export */   cA: () => (/* binding */ lineOf),
/* harmony export */   dW: () => (/* binding */ contentBytes),
/* harmony export */   fL: () => (/* binding */ DataError),
/* harmony export */   "if": () => (/* binding */ decodedText)
/* harmony export */ });
/* unused harmony exports MAX_UNPACK_RATIO, MIN_UNPACK_LIMIT, unpackLimit */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _utf8_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(23403);
/**
 * A dataset's content as text, as it streams: gzip unpacked when the file is gzip, decoded from
 * its encoding (UTF-8 with or without a byte order mark, UTF-16 by its mark, or the one the
 * `encoding` input names). Memory stays at a chunk or two whatever the file's size.
 */




/** A dataset that cannot be read as what it claims to be: the clause follows the file's name. */
class DataError extends Error {
    line;
    constructor(message, 
    /** One-based line of the problem, when known, for the annotation. */
    line) {
        super(message);
        this.line = line;
        this.name = 'DataError';
    }
}
/**
 * A gzip stream may unpack to this many times its own size, and to 256 MiB whatever its size.
 * Data compresses about ten times, very repetitive data a hundred; a gzip bomb a thousand, and
 * is refused once it passes the bound, before it costs the step its time.
 */
const MAX_UNPACK_RATIO = 200;
const MIN_UNPACK_LIMIT = 256 * 1024 ** 2;
/** The most a gzip file of `packed` bytes may unpack to. */
function unpackLimit(packed) {
    return Math.max(MIN_UNPACK_LIMIT, MAX_UNPACK_RATIO * packed);
}
const CHUNK_BYTES = 256 * 1024;
/** The first `count` bytes of a file, or all of a shorter one. */
async function fileStart(file, count) {
    const handle = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.open(file, 'r');
    try {
        const buffer = Buffer.alloc(count);
        const { bytesRead } = await handle.read(buffer, 0, count, 0);
        return buffer.subarray(0, bytesRead);
    }
    finally {
        await handle.close();
    }
}
/** A file's bytes, in chunks of the size every reader here takes. */
function fileChunks(file) {
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)(file, { highWaterMark: CHUNK_BYTES });
}
function isGzip(first) {
    return first[0] === 0x1f && first[1] === 0x8b;
}
/** The file's bytes, unpacked when `gzip`; `counted` learns how many came out. */
async function* contentBytes(file, gzip, counted = { bytes: 0 }) {
    const raw = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)(file, { highWaterMark: CHUNK_BYTES });
    const limit = gzip ? unpackLimit((await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.stat(file)).size) : Infinity;
    if (!gzip) {
        for await (const chunk of raw) {
            counted.bytes += chunk.length;
            yield chunk;
        }
        return;
    }
    const gunzip = (0,node_zlib__WEBPACK_IMPORTED_MODULE_2__.createGunzip)({ chunkSize: CHUNK_BYTES });
    raw.on('error', error => gunzip.destroy(error));
    raw.pipe(gunzip);
    try {
        for await (const chunk of gunzip) {
            counted.bytes += chunk.length;
            if (counted.bytes > limit) {
                throw new DataError(`unpacks to more than ${(limit / 1024 ** 3).toFixed(1)} GiB, over ${MAX_UNPACK_RATIO} times its packed size: a gzip bomb, or data too repetitive to be a dataset; commit it unpacked, or reduce it`);
            }
            yield chunk;
        }
    }
    catch (error) {
        if (error instanceof DataError)
            throw error;
        const code = error.code;
        if (typeof code === 'string' && code.startsWith('Z_'))
            throw new DataError(`is not a whole gzip stream (${error.message})`);
        throw error;
    }
    finally {
        raw.destroy();
        gunzip.destroy();
    }
}
/**
 * Text chunks of `bytes`. Without `encoding`, a UTF-16 byte order mark is honoured and anything
 * else must be UTF-8; a byte that is not is refused with its line and the input to set.
 */
async function* decodedText(bytes, encoding, decoding = { encoding: 'utf-8' }, where = () => bytes) {
    let decoder;
    let offset = 0;
    // The last bytes of the chunk before: a character they begin is only refused with the next.
    let tail = Buffer.alloc(0);
    // Lines of the text decoded so far, counted only where bytes are not UTF-8's (UTF-16 and the
    // like), whose line feeds and NULs a byte's position cannot tell.
    let linesBefore = 0;
    for await (const chunk of bytes) {
        if (decoder === undefined) {
            decoding.encoding = encoding ?? sniff(chunk);
            decoder = new node_util__WEBPACK_IMPORTED_MODULE_1__.TextDecoder(decoding.encoding, { fatal: decoding.encoding === 'utf-8' });
        }
        let text;
        try {
            text = decoder.decode(chunk, { stream: true });
        }
        catch {
            const joined = Buffer.concat([tail, chunk]);
            const at = offset - tail.length + Math.max(0, (0,_utf8_js__WEBPACK_IMPORTED_MODULE_3__/* .firstInvalidUtf8 */ .vE)(joined));
            const line = await lineOf(where(), at);
            throw new DataError(`is not UTF-8 text (bytes that are not UTF-8 on line ${line}); set 'encoding' to the encoding it was saved in, such as windows-1252 (spreadsheets saved on Windows) or shift_jis`, line);
        }
        offset += chunk.length;
        tail = chunk.subarray(Math.max(0, chunk.length - 3));
        const nul = text.indexOf('\0');
        if (nul >= 0) {
            const line = decoding.encoding === 'utf-8'
                ? await lineOf(where(), offset - chunk.length + chunk.indexOf(0))
                : linesBefore + countLines(text, nul) + 1;
            throw new DataError(`holds a NUL byte on line ${line}, so it is not text${encoding === undefined ? ` (UTF-16 without a byte order mark? set 'encoding' to utf-16le)` : ''}`, line);
        }
        if (decoding.encoding !== 'utf-8')
            linesBefore += countLines(text, text.length);
        if (text !== '')
            yield text;
    }
    if (decoder === undefined)
        return;
    try {
        const rest = decoder.decode();
        if (rest !== '')
            yield rest;
    }
    catch {
        throw new DataError(`ends inside a character: its last bytes are not UTF-8`);
    }
}
/** Line feeds in `text` before `end`. */
function countLines(text, end) {
    let lines = 0;
    for (let i = text.indexOf('\n'); i >= 0 && i < end; i = text.indexOf('\n', i + 1))
        lines++;
    return lines;
}
function sniff(first) {
    if (first[0] === 0xff && first[1] === 0xfe)
        return 'utf-16le';
    if (first[0] === 0xfe && first[1] === 0xff)
        return 'utf-16be';
    return 'utf-8';
}
/** The one-based line of the byte at `offset`, counted again: only a refusal needs it. */
async function lineOf(bytes, offset) {
    let line = 1;
    let seen = 0;
    for await (const chunk of bytes) {
        const end = Math.min(chunk.length, offset - seen);
        for (let i = chunk.indexOf(0x0a); i >= 0 && i < end; i = chunk.indexOf(0x0a, i + 1))
            line++;
        seen += chunk.length;
        if (seen >= offset)
            break;
    }
    return line;
}


/***/ }),

/***/ 23403:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dn: () => (/* binding */ countNewlines),
/* harmony export */   K7: () => (/* binding */ quoteBytes),
/* harmony export */   NR: () => (/* binding */ strictUtf8),
/* harmony export */   Os: () => (/* binding */ utf8Chunks),
/* harmony export */   uL: () => (/* binding */ hasUtf8Bom),
/* harmony export */   vE: () => (/* binding */ firstInvalidUtf8)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);


/** Length of the sequence a UTF-8 lead byte starts, and the smallest code point it may encode. */
function sequence(lead) {
    if (lead >= 0xc2 && lead <= 0xdf)
        return { need: 1, min: 0x80 };
    if (lead >= 0xe0 && lead <= 0xef)
        return { need: 2, min: 0x800 };
    if (lead >= 0xf0 && lead <= 0xf4)
        return { need: 3, min: 0x10000 };
    return undefined;
}
/**
 * Index of the first byte that breaks UTF-8 in `bytes` (a sequence cut short included), or -1.
 * Node's own check answers for valid text; the byte is looked for only in text it refused.
 */
function firstInvalidUtf8(bytes) {
    return (0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(bytes) ? -1 : locateInvalidUtf8(bytes);
}
function locateInvalidUtf8(bytes) {
    let i = 0;
    while (i < bytes.length) {
        const lead = bytes[i];
        if (lead < 0x80) {
            i++;
            continue;
        }
        const seq = sequence(lead);
        if (seq === undefined)
            return i;
        let code = lead & (0x3f >> seq.need);
        for (let k = 1; k <= seq.need; k++) {
            if (i + k >= bytes.length)
                return i;
            const next = bytes[i + k];
            if ((next & 0xc0) !== 0x80)
                return i;
            code = (code << 6) | (next & 0x3f);
        }
        if (code < seq.min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
            return i;
        i += seq.need + 1;
    }
    return -1;
}
/** How many bytes at the end of `bytes` begin a UTF-8 sequence that the buffer cuts short. */
function incompleteTail(bytes) {
    for (let back = 1; back <= Math.min(3, bytes.length); back++) {
        const byte = bytes[bytes.length - back];
        if ((byte & 0xc0) === 0x80)
            continue;
        const seq = sequence(byte);
        return seq !== undefined && seq.need >= back ? back : 0;
    }
    return 0;
}
function countNewlines(bytes, end) {
    let lines = 0;
    for (let i = bytes.indexOf(0x0a); i >= 0 && i < end; i = bytes.indexOf(0x0a, i + 1))
        lines++;
    return lines;
}
/** `bytes` as UTF-8, a byte order mark kept as a character; undefined when they are not UTF-8. */
function strictUtf8(bytes) {
    try {
        return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    }
    catch {
        return undefined;
    }
}
function hasUtf8Bom(bytes) {
    return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}
/** What one read takes at most: memory stays flat however large the file is. */
const CHUNK_BYTES = 256 * 1024;
/**
 * Reads a file through one reused buffer, in chunks that end on a character boundary, so each
 * can be checked or decoded on its own. A chunk is valid only until the next one is asked for.
 * A sequence the file itself cuts short comes last, alone, for the caller's check to refuse.
 */
async function* utf8Chunks(file, expectedBytes) {
    // A small file gets a buffer its size (from Node's shared pool): thousands of them, each
    // with a chunk-sized buffer, cost more in garbage collection than in reading.
    const chunkBytes = Math.min(CHUNK_BYTES, Math.max((expectedBytes ?? CHUNK_BYTES) + 1, 16));
    const buffer = Buffer.allocUnsafe(chunkBytes);
    // Bytes of a character cut by the previous read, moved to the buffer's start.
    let carried = 0;
    const handle = await node_fs__WEBPACK_IMPORTED_MODULE_1__.promises.open(file, 'r');
    try {
        for (;;) {
            const { bytesRead } = await handle.read(buffer, carried, chunkBytes - carried);
            if (bytesRead === 0)
                break;
            const bytes = buffer.subarray(0, carried + bytesRead);
            const end = bytes.length - incompleteTail(bytes);
            yield bytes.subarray(0, end);
            carried = bytes.length - end;
            bytes.copy(buffer, 0, end);
        }
    }
    finally {
        await handle.close();
    }
    if (carried > 0)
        yield buffer.subarray(0, carried);
}
/**
 * A name read as bytes, quoted for a message: UTF-8 text as it is, control characters escaped,
 * and each byte that is not UTF-8 shown as \xNN, so the name can be found and renamed.
 */
function quoteBytes(bytes, max = 120) {
    let text = '';
    let rest = bytes;
    for (let at = firstInvalidUtf8(rest); at >= 0; at = firstInvalidUtf8(rest)) {
        text += `${rest.subarray(0, at).toString('utf8')}\u0000${rest[at].toString(16).toUpperCase().padStart(2, '0')}`;
        rest = rest.subarray(at + 1);
    }
    text += rest.toString('utf8');
    const shown = text.length > max ? `${text.slice(0, max)}…` : text;
    // The NUL marks stand for the bad bytes: a file name never holds NUL itself.
    return JSON.stringify(shown).replace(/\\u0000([0-9A-F]{2})/g, '\\x$1');
}


/***/ }),

/***/ 74172:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ VersionError)
/* harmony export */ });
/**
 * The two versions a comparison reads, as the readers see them: bytes as they arrive, and which
 * version a reading problem belongs to.
 */
/** A version that cannot be read as its type; `version` says which. */
class VersionError extends Error {
    version;
    constructor(version, message) {
        super(message);
        this.version = version;
    }
}


/***/ })

};

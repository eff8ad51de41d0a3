export const id = 116;
export const ids = [116];
export const modules = {

/***/ 76199:
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


/***/ }),

/***/ 2116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   findGeneration: () => (/* binding */ findGeneration),
/* harmony export */   recordGeneration: () => (/* binding */ recordGeneration)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _actions_cache__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76998);
/* harmony import */ var _common_safe_id_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(98760);
/* harmony import */ var _bounded_call_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(76199);
/**
 * The generations made before, found by content in the GitHub Actions cache (issue 27), through
 * the toolkit's client (@actions/cache). Loaded only by the paths that reuse generations.
 *
 * An entry's key says it all: `dashboards-v1-<fingerprint>-<generation id, base64url>`; its
 * content is a file of no meaning. A lookup asks for the prefix `dashboards-v1-<fingerprint>-` and
 * downloads nothing: the key matched is the answer, the newest entry of the first scope holding
 * one (the run's own ref, then the default branch and a pull request's base). GitHub lets a run
 * write only to its own ref's scope, and an entry never changes.
 *
 * Entries are shared by every runner: the version GitHub matches besides the key is a hash of the
 * path saved (one fixed string, `~/…`, the same on every runner), of the compression method the
 * client chooses (zstd where a `zstd` binary runs, as on GitHub's runners, else gzip: a runner
 * without zstd has entries of its own) and, unless cross-OS archives are enabled (they are), of
 * whether the runner is Windows.
 *
 * A cache that cannot be reached costs at most the time limit: every answer is data, never a throw.
 * The client says what went wrong only in the step log, where its lines show as they do under
 * actions/cache; what it answers is all this module reads.
 */






const KEY_PREFIX = 'dashboards-v1-';
const FINGERPRINT = /^[0-9a-f]{64}$/;
/**
 * The one path saved, in the client's own form: it hashes this string into the version, and
 * expands `~` to the home folder itself. Not in the workspace, where a step after this one could
 * pick the file up (it is removed once saved).
 */
const RECORD_PATH = '~/.dashboard-action/cache-record';
const RECORD_FOLDER = () => node_path__WEBPACK_IMPORTED_MODULE_2___default().join(node_os__WEBPACK_IMPORTED_MODULE_1___default().homedir(), '.dashboard-action');
const RECORD_CONTENT = 'A dashboard action cache entry: its key holds what it records.\n';
/** Every cache mode of the runner (ACTIONS_CACHE_MODE) and what it allows; any other allows all. */
const CACHE_MODES = new Map([
    ['none', { read: false, write: false }],
    ['read', { read: true, write: false }],
    ['write', { read: true, write: true }],
    ['write-only', { read: false, write: true }]
]);
/** The longest detail given: enough for the cause, short enough for an annotation. */
const DETAIL_LENGTH = 300;
function checkFingerprint(fingerprint) {
    if (!FINGERPRINT.test(fingerprint))
        throw new TypeError(`A dataset fingerprint is 64 lower-case hex digits, not '${fingerprint}'.`);
}
const keyPrefix = (fingerprint) => `${KEY_PREFIX}${fingerprint}-`;
/** The id a key names, or undefined for a key this module did not write. */
function generationIdOf(key, prefix) {
    if (!key.startsWith(prefix))
        return undefined;
    const encoded = key.slice(prefix.length);
    if (!/^[A-Za-z0-9_-]+$/.test(encoded))
        return undefined;
    const bytes = Buffer.from(encoded, 'base64url');
    // Only the one encoding this module writes: no padding, no stray bits, ids that are safe.
    if (bytes.toString('base64url') !== encoded)
        return undefined;
    const id = bytes.toString('utf8');
    return (0,_common_safe_id_js__WEBPACK_IMPORTED_MODULE_5__/* .isSafeId */ .J)(id) && Buffer.from(id).equals(bytes) ? id : undefined;
}
/** Why this job cannot use the cache for `use`, or undefined when it can try. */
function absence(use) {
    // As the client chooses its service (GitHub's results API, or the legacy one of GHES and act).
    const unset = !process.env.ACTIONS_RUNTIME_TOKEN
        ? 'ACTIONS_RUNTIME_TOKEN'
        : !(0,_actions_cache__WEBPACK_IMPORTED_MODULE_3__/* .isFeatureAvailable */ .w3)()
            ? process.env.ACTIONS_CACHE_SERVICE_V2
                ? 'ACTIONS_RESULTS_URL'
                : 'ACTIONS_CACHE_SERVICE_V2 nor ACTIONS_CACHE_URL'
            : undefined;
    if (unset !== undefined)
        return `the runner set no ${unset}, as outside GitHub Actions`;
    const mode = (process.env.ACTIONS_CACHE_MODE ?? '').trim().toLowerCase();
    if (CACHE_MODES.get(mode)?.[use] === false)
        return `the runner's cache mode '${mode}' does not allow ${use === 'read' ? 'reading' : 'writing'} the cache`;
    return undefined;
}
/** `text` without what must not reach a log: URLs' queries (signatures), tokens; one short line. */
function clean(text) {
    const token = process.env.ACTIONS_RUNTIME_TOKEN ?? '';
    let cleaned = text
        .replace(/\b(https?:\/\/[^\s?#"'<>]+)[?#][^\s"'<>]*/g, '$1')
        .replace(/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, '***');
    if (token.length >= 8)
        cleaned = cleaned.split(token).join('***');
    cleaned = cleaned.replace(/\s+/g, ' ').trim();
    return cleaned.length > DETAIL_LENGTH ? `${cleaned.slice(0, DETAIL_LENGTH)}…` : cleaned;
}
const messageOf = (error) => (error instanceof Error ? error.message : String(error));
const timedOut = (ms) => `the cache did not answer within ${Math.round(ms / 100) / 10} s (the client's retries included)`;
const failed = (detail) => `the cache failed: ${clean(detail)}`;
/** The key of the newest entry matching `key`, else `restoreKeys`' prefixes; downloads nothing. */
const lookUp = (key, restoreKeys) => (0,_actions_cache__WEBPACK_IMPORTED_MODULE_3__/* .restoreCache */ .P3)([RECORD_PATH], key, restoreKeys, { lookupOnly: true }, true);
/**
 * Finds the generation recorded for `fingerprint` (sha256 hex of a dataset, its options and the
 * service's origin) in the scopes this run reads, by one lookup that downloads nothing. Rejects
 * only on a fingerprint that is not 64 lower-case hex digits (a bug in the caller).
 */
async function findGeneration(fingerprint, options) {
    checkFingerprint(fingerprint);
    const absent = absence('read');
    if (absent !== undefined)
        return { unavailable: absent };
    const prefix = keyPrefix(fingerprint);
    // The key itself is never saved: the restore key (its prefix) is what matches.
    const call = await (0,_bounded_call_js__WEBPACK_IMPORTED_MODULE_4__.callBounded)(() => lookUp(prefix.slice(0, -1), [prefix]), options.timeLimitMs);
    if ('timedOut' in call)
        return { unavailable: timedOut(options.timeLimitMs) };
    if ('error' in call)
        return { unavailable: failed(messageOf(call.error)) };
    // The client answers a failure that ends before the limit as a miss, with its own warning.
    if (call.value === undefined)
        return { missing: true };
    const generationId = generationIdOf(call.value, prefix);
    return generationId === undefined
        ? { missing: true }
        : { found: { generationId, key: call.value } };
}
/**
 * The file saved, there while any record of this process needs it: every record saves the same
 * file, and the last one done removes it. A removal is waited for before the file is written again.
 */
let recordFile;
let removed = Promise.resolve();
async function withRecordFile(work) {
    const folder = RECORD_FOLDER();
    const file = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(folder, 'cache-record');
    const held = (recordFile ??= {
        holders: 0,
        written: removed.then(async () => {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(folder, { recursive: true });
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(file, RECORD_CONTENT);
        })
    });
    held.holders++;
    try {
        await held.written;
        return await work();
    }
    finally {
        if (--held.holders === 0 && recordFile === held) {
            recordFile = undefined;
            removed = (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(file, { force: true })
                .then(() => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rmdir)(folder))
                .catch(() => undefined);
            await removed;
        }
    }
}
/**
 * The records under way, by key: a second record of a key waits for the first, whose entry the
 * cache would not yet show while it is being saved.
 */
const recording = new Map();
/**
 * Records that `generationId` (an id of the service, isSafeId's shape) was made for `fingerprint`,
 * in this run's own scope. Rejects only on a fingerprint that is not 64 lower-case hex digits.
 */
async function recordGeneration(fingerprint, generationId, options) {
    checkFingerprint(fingerprint);
    if (!(0,_common_safe_id_js__WEBPACK_IMPORTED_MODULE_5__/* .isSafeId */ .J)(generationId))
        return { unavailable: 'the generation id is not one a cache key may hold' };
    const absent = absence('write');
    if (absent !== undefined)
        return { unavailable: absent };
    const key = `${keyPrefix(fingerprint)}${Buffer.from(generationId).toString('base64url')}`;
    const under = recording.get(key);
    if (under !== undefined)
        return under;
    const record = save(key, options);
    recording.set(key, record);
    void record.then(() => recording.delete(key));
    return record;
}
async function save(key, options) {
    // The file outside the call: a call that runs out of time must not leave it behind.
    const call = await withRecordFile(() => (0,_bounded_call_js__WEBPACK_IMPORTED_MODULE_4__.callBounded)(async () => {
        if ((await (0,_actions_cache__WEBPACK_IMPORTED_MODULE_3__/* .saveCache */ .Io)([RECORD_PATH], key, undefined, true)) > 0)
            return true;
        // Saved nothing: a failure, or a key another job (or dataset) recorded first, which the
        // client tells apart only in its log. The key's own lookup tells.
        return (await lookUp(key, [])) === key;
    }, options.timeLimitMs)).catch((error) => ({ error }));
    if ('timedOut' in call)
        return { unavailable: timedOut(options.timeLimitMs) };
    if ('error' in call)
        return { unavailable: failed(messageOf(call.error)) };
    return call.value
        ? { saved: true }
        : { unavailable: "the cache saved nothing: the cache client's own lines above say why" };
}


/***/ })

};

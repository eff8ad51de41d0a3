export const id = 119;
export const ids = [119];
export const modules = {

/***/ 13119:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  findGeneration: () => (/* binding */ findGeneration),
  recordGeneration: () => (/* binding */ recordGeneration)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/@actions/cache/lib/cache.js + 102 modules
var cache = __webpack_require__(76998);
// EXTERNAL MODULE: ./src/common/safe-id.ts
var safe_id = __webpack_require__(98760);
// EXTERNAL MODULE: external "node:async_hooks"
var external_node_async_hooks_ = __webpack_require__(16698);
// EXTERNAL MODULE: external "node:diagnostics_channel"
var external_node_diagnostics_channel_ = __webpack_require__(53053);
var external_node_diagnostics_channel_default = /*#__PURE__*/__webpack_require__.n(external_node_diagnostics_channel_);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
// EXTERNAL MODULE: ./src/common/log.ts
var log = __webpack_require__(81095);
;// CONCATENATED MODULE: ./src/github/bounded-call.ts
/**
 * A call into a toolkit client (@actions/cache) held to a time limit, with its step log kept for
 * the caller. The client retries for half a minute and more on its own, takes no signal to stop,
 * and says what went wrong only in the step log (it never throws, and warns or even errs there).
 * So, for everything done on the call's behalf (Node's AsyncLocalStorage follows it through
 * promises, timers and sockets):
 * - what it writes to stdout or stderr is kept (`log`) and shown as debug lines only, the masks it
 *   asks for passed on; the caller decides what the user reads;
 * - when the limit runs out, its requests are cut (as a reset connection, which its retry loop does
 *   not retry), any new one is cut at once, and its waits end at once, so it winds down in a few
 *   turns of the event loop instead of running on unseen;
 * - whatever is still open after that is let go (unref'd) and its output dropped, so it can keep
 *   neither the process alive nor the step log busy.
 * The hooks (stdout, stderr, setTimeout, the http client's diagnostics channel) are in place only
 * while such a call is alive, and act on nothing else.
 *
 * Why not a worker thread ended by terminate(), its output read as data (issue 36): a worker
 * must load the client anew, and lookups run 16 at a time. Measured by hand on the 2-core machine
 * the tests run on, 16 workers each importing @actions/cache took 8.0 to 9.8 s, past the 3 s limit
 * before any request, and one took 0.45 to 0.52 s, about what a reuse miss costs in all
 * (BENCHMARKS.md). One worker for the whole step, ended at the first timeout (the cache is then
 * given up for the step anyway), would keep the limits at that half-second's cost, but the tests
 * that hold these guarantees (dashboard-cache.int, reuse.e2e) run the sources in Jest, where a
 * worker needs a script of its own and coverage does not follow it.
 */





/** How long a cut-off call gets to wind down before it is let go. */
const WIND_DOWN_MS = 500;
const REQUEST_START = 'http.client.request.start';
const leashes = new external_node_async_hooks_.AsyncLocalStorage();
/** The leash of each timer set on a call's behalf, for clearTimeout. */
const owners = new WeakMap();
let alive = 0;
let unhook;
/** What the call sees when a request is cut: a reset connection, which the client gives up on. */
function cutOff() {
    return Object.assign(new Error('cut off: the time limit ran out'), { code: 'ECONNRESET' });
}
const COMMAND = /^\s*::([^\s:]+)(?: [^:]*)?::(.*)$/;
const bounded_call_unescape = (value) => value.replace(/%(25|0D|0A)/gi, (_, code) => code === '25' ? '%' : code.toUpperCase() === '0D' ? '\r' : '\n');
function keep(leash, text) {
    if (leash.detached)
        return;
    for (const line of text.split(/\r?\n/)) {
        if (line.trim() === '')
            continue;
        const command = COMMAND.exec(line);
        const kept = command ? { command: command[1], text: bounded_call_unescape(command[2]) } : { text: line };
        leash.log.push(kept);
        // Outside the call, so that these lines reach the step log.
        leashes.exit(() => (kept.command === 'add-mask' ? core/* setSecret */.Pq(kept.text) : (0,log/* debug */.Yz)(kept.text)));
    }
}
/** Where a write on a call's behalf goes instead of the step log. */
function divert() {
    const leash = leashes.getStore();
    return leash && (text => keep(leash, text));
}
function hookTimers() {
    const set = globalThis.setTimeout;
    const clear = globalThis.clearTimeout;
    const leashedSet = ((callback, ms, ...args) => {
        const leash = leashes.getStore();
        if (!leash || typeof callback !== 'function')
            return set(callback, ms, ...args);
        const run = () => {
            leash.timers.delete(timer);
            callback(...args);
        };
        const timer = set(run, leash.aborted ? 0 : ms);
        if (leash.aborted)
            timer.unref();
        owners.set(timer, leash);
        leash.timers.set(timer, () => {
            clear(timer);
            leashes.run(leash, run);
        });
        return timer;
    });
    Object.defineProperty(leashedSet, external_node_util_.promisify.custom, {
        value: set[external_node_util_.promisify.custom]
    });
    const leashedClear = ((timer) => {
        if (typeof timer === 'object')
            owners.get(timer)?.timers.delete(timer);
        clear(timer);
    });
    globalThis.setTimeout = leashedSet;
    globalThis.clearTimeout = leashedClear;
    return () => {
        if (globalThis.setTimeout === leashedSet)
            globalThis.setTimeout = set;
        if (globalThis.clearTimeout === leashedClear)
            globalThis.clearTimeout = clear;
    };
}
function hookRequests() {
    const started = (message) => {
        const leash = leashes.getStore();
        if (!leash)
            return;
        const { request } = message;
        if (leash.aborted) {
            request.destroy(cutOff());
            return;
        }
        leash.requests.add(request);
        request.once('close', () => leash.requests.delete(request));
    };
    external_node_diagnostics_channel_default().subscribe(REQUEST_START, started);
    return () => external_node_diagnostics_channel_default().unsubscribe(REQUEST_START, started);
}
function hook() {
    const undo = [(0,log/* divertStepLog */.vs)(divert), hookTimers(), hookRequests()];
    return () => {
        for (const step of undo.reverse())
            step();
    };
}
function abort(leash) {
    leash.aborted = true;
    for (const request of leash.requests)
        request.destroy(cutOff());
    for (const fire of [...leash.timers.values()])
        fire();
}
function letGo(leash) {
    leash.detached = true;
    for (const timer of leash.timers.keys())
        timer.unref();
    for (const request of leash.requests) {
        if (request.socket)
            request.socket.unref();
        else
            request.once('socket', socket => socket.unref());
    }
}
/** A timer of our own, outside any call, cleared once `until` settles. */
function timeout(ms, until) {
    return new Promise(resolve => {
        const timer = setTimeout(resolve, ms, 'timeout');
        void until.finally(() => clearTimeout(timer));
    });
}
/**
 * Runs `work` (a call into a toolkit client) for at most `timeLimitMs`, and a little more for it to
 * wind down once cut off. Never throws: `error` is what `work` threw.
 */
async function callBounded(work, timeLimitMs) {
    const leash = {
        aborted: false,
        detached: false,
        requests: new Set(),
        timers: new Map(),
        log: []
    };
    if (alive++ === 0)
        unhook = hook();
    const settled = leashes
        .run(leash, async () => work())
        .then(value => ({ value }), (error) => ({ error }));
    void settled.then(() => {
        if (--alive > 0)
            return;
        unhook?.();
        unhook = undefined;
    });
    const first = await Promise.race([settled, timeout(timeLimitMs, settled)]);
    if (first !== 'timeout')
        return { ...first, log: leash.log };
    abort(leash);
    await Promise.race([settled, timeout(WIND_DOWN_MS, settled)]);
    letGo(leash);
    return { timedOut: true, log: leash.log };
}

;// CONCATENATED MODULE: ./src/github/dashboard-cache.ts
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
 */






const KEY_PREFIX = 'dashboards-v1-';
const FINGERPRINT = /^[0-9a-f]{64}$/;
/**
 * The one path saved, in the client's own form: it hashes this string into the version, and
 * expands `~` to the home folder itself. Not in the workspace, where a step after this one could
 * pick the file up (it is removed once saved).
 */
const RECORD_PATH = '~/.dashboard-action/cache-record';
const RECORD_FOLDER = () => external_node_path_default().join(external_node_os_default().homedir(), '.dashboard-action');
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
    return (0,safe_id/* isSafeId */.J)(id) && Buffer.from(id).equals(bytes) ? id : undefined;
}
/** Why this job cannot use the cache for `use`, or undefined when it can try. */
function absence(use) {
    // As the client chooses its service (GitHub's results API, or the legacy one of GHES and act).
    const unset = !process.env.ACTIONS_RUNTIME_TOKEN
        ? 'ACTIONS_RUNTIME_TOKEN'
        : !(0,cache/* isFeatureAvailable */.w3)()
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
/** What the client warned or erred about, the first of it. */
const complaint = (log) => log.find(line => line.command === 'warning' || line.command === 'error')?.text;
/** The cause the client logs (as debug) when CreateCacheEntry failed. */
const reservationFailure = (log) => log.find(line => line.command === 'debug' && line.text.startsWith('Failed to reserve cache:'))
    ?.text;
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
    const call = await callBounded(() => (0,cache/* restoreCache */.P3)([RECORD_PATH], prefix.slice(0, -1), [prefix], { lookupOnly: true }, true), options.timeLimitMs);
    if ('timedOut' in call)
        return { unavailable: timedOut(options.timeLimitMs) };
    if ('error' in call)
        return { unavailable: failed(messageOf(call.error)) };
    if (call.value === undefined) {
        // The client reports a failure as it reports a miss, save for its warning.
        const complained = complaint(call.log);
        return complained === undefined ? { missing: true } : { unavailable: failed(complained) };
    }
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
    const file = external_node_path_default().join(folder, 'cache-record');
    const held = (recordFile ??= {
        holders: 0,
        written: removed.then(async () => {
            await (0,promises_.mkdir)(folder, { recursive: true });
            await (0,promises_.writeFile)(file, RECORD_CONTENT);
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
            removed = (0,promises_.rm)(file, { force: true })
                .then(() => (0,promises_.rmdir)(folder))
                .catch(() => undefined);
            await removed;
        }
    }
}
/**
 * Records that `generationId` (an id of the service, isSafeId's shape) was made for `fingerprint`,
 * in this run's own scope. Rejects only on a fingerprint that is not 64 lower-case hex digits.
 */
async function recordGeneration(fingerprint, generationId, options) {
    checkFingerprint(fingerprint);
    if (!(0,safe_id/* isSafeId */.J)(generationId))
        return { unavailable: 'the generation id is not one a cache key may hold' };
    const absent = absence('write');
    if (absent !== undefined)
        return { unavailable: absent };
    const key = `${keyPrefix(fingerprint)}${Buffer.from(generationId).toString('base64url')}`;
    const call = await callBounded(() => withRecordFile(() => (0,cache/* saveCache */.Io)([RECORD_PATH], key, undefined, true)), options.timeLimitMs);
    if ('timedOut' in call)
        return { unavailable: timedOut(options.timeLimitMs) };
    if ('error' in call)
        return { unavailable: failed(messageOf(call.error)) };
    if (call.value > 0)
        return { saved: true };
    const cause = reservationFailure(call.log);
    // GitHub's answer when the scope holds the key already: another job recorded it first.
    if (cause !== undefined && /\(409\)/.test(cause))
        return { saved: true };
    return { unavailable: failed(cause ?? complaint(call.log) ?? 'the client saved nothing') };
}


/***/ })

};

export const id = 584;
export const ids = [584];
export const modules = {

/***/ 6584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GitHubTimeoutError: () => (/* binding */ GitHubTimeoutError),
/* harmony export */   REQUEST_TIMEOUT_MS: () => (/* binding */ REQUEST_TIMEOUT_MS),
/* harmony export */   createGitHubClient: () => (/* binding */ createGitHubClient),
/* harmony export */   withTimeLimit: () => (/* binding */ withTimeLimit)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1351);
/* harmony import */ var _actions_github_lib_utils__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5555);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6856);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7242);
/* harmony import */ var _common_log_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1095);
/**
 * The GitHub REST client: @actions/github's Octokit (runner proxies included) with retries for
 * server errors and throttling that honours `retry-after` and `x-ratelimit-reset`. 4xx other
 * than rate limits are not retried. Requests never leave the API's own origin: a `Link` header
 * naming another host is refused before the token is sent there.
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
        userAgent: _constants_js__WEBPACK_IMPORTED_MODULE_3__/* .USER_AGENT */ ._O,
        log: octokitLog,
        // @actions/github's defaults hold the proxy-aware fetch; `request` replaces them whole.
        request: { ..._actions_github_lib_utils__WEBPACK_IMPORTED_MODULE_2__/* .defaults */ .NT.request, fetch: timedFetch(phase), log: octokitLog },
        throttle: { onRateLimit: onLimit, onSecondaryRateLimit: onLimit },
        retry: { retries: 2 }
    };
    const octokit = (0,_actions_github__WEBPACK_IMPORTED_MODULE_1__/* .getOctokit */ .Q)(token, options, _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_5__/* .retry */ .L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_6__/* .throttling */ .A);
    const origin = new URL(apiUrl).origin;
    octokit.hook.before('request', request => {
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
    const fetchVia = (_actions_github_lib_utils__WEBPACK_IMPORTED_MODULE_2__/* .defaults */ .NT.request?.fetch ?? fetch);
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
 * aborted, every `phase.sleep` ends, and the result is a GitHubTimeoutError saying what took
 * too long.
 */
async function withTimeLimit(what, limitMs, work) {
    const signal = AbortSignal.timeout(limitMs);
    const phase = {
        signal,
        endsAt: Date.now() + limitMs,
        sleep: ms => (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(ms, undefined, { signal })
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


/***/ })

};

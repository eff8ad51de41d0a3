export const id = 584;
export const ids = [584];
export const modules = {

/***/ 6584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createGitHubClient: () => (/* binding */ createGitHubClient)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1758);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6856);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7242);
/**
 * The GitHub REST client: @actions/github's Octokit (runner proxies included) with retries for
 * server errors and throttling that honours `retry-after` and `x-ratelimit-reset`. 4xx other
 * than rate limits are not retried. Requests never leave the API's own origin: a `Link` header
 * naming another host is refused before the token is sent there.
 */




/** Rate-limit waits longer than this would hold the step for little gain: the comment is given up. */
const LONGEST_RATE_LIMIT_WAIT_S = 60;
const RATE_LIMIT_RETRIES = 2;
function createGitHubClient(token, apiUrl, log) {
    const onLimit = (retryAfter, options, _octokit, retryCount) => {
        const retrying = retryCount < RATE_LIMIT_RETRIES && retryAfter <= LONGEST_RATE_LIMIT_WAIT_S;
        log(`GitHub rate limit on ${options.method} ${options.url}: ${retrying ? `retrying in ${retryAfter} s` : 'giving up'}.`);
        return retrying;
    };
    const options = {
        baseUrl: apiUrl,
        userAgent: _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .USER_AGENT */ ._O,
        throttle: { onRateLimit: onLimit, onSecondaryRateLimit: onLimit },
        retry: { retries: 2 }
    };
    const octokit = (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(token, options, _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_2__/* .retry */ .L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_3__/* .throttling */ .A);
    const origin = new URL(apiUrl).origin;
    octokit.hook.before('request', request => {
        // Paging follows the absolute URLs of GitHub's Link headers; any other URL here is relative.
        if (/^[a-z][a-z\d+.-]*:/i.test(request.url) && originOf(request.url) !== origin) {
            throw new Error(`GitHub's answer pointed to a page on another host; it was not requested, so the token stayed with ${origin}.`);
        }
    });
    return octokit;
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

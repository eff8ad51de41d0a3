export const id = 318;
export const ids = [318,584];
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


/***/ }),

/***/ 7318:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   postPullRequestComment: () => (/* binding */ postPullRequestComment)
/* harmony export */ });
/* unused harmony exports findPullRequest, ownLogin, MAX_WRITES, upsertComment, explainFailure, COMMENT_GRACE_MS, COMMENT_MAX_MS, commentTimeLimit */
/* harmony import */ var _common_log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1095);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7242);
/* harmony import */ var _report_comment_body_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1056);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6584);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9556);





/** The pull request to comment on, or the reason there is none. */
async function findPullRequest(client, context, prNumber) {
    if (prNumber !== undefined)
        return prNumber;
    const payload = context.payload;
    const pullRequest = (0,_context_js__WEBPACK_IMPORTED_MODULE_4__/* .eventPullRequest */ .Z)(context);
    if (pullRequest !== undefined)
        return pullRequest;
    if (context.eventName === 'issue_comment') {
        return payload.issue?.pull_request && payload.issue.number
            ? payload.issue.number
            : { none: 'the comment event is on an issue, not a pull request' };
    }
    if (context.eventName === 'push') {
        if ((0,_context_js__WEBPACK_IMPORTED_MODULE_4__/* .isZeroSha */ .hp)(payload.after))
            return { none: 'the push deleted its branch or tag' };
        const sha = payload.after || context.sha;
        const { data } = await client.rest.repos.listPullRequestsAssociatedWithCommit({
            owner: context.owner,
            repo: context.repo,
            commit_sha: sha
        });
        const open = data.filter(pr => pr.state === 'open' && pr.head.sha === sha);
        if (open.length === 0)
            return { none: `no open pull request has the pushed commit ${sha.slice(0, 7)} as its head` };
        open.sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at));
        return open[0].number;
    }
    return {
        none: `the ${context.eventName || 'current'} event carries no pull request; set '${_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.PrNumber}' to comment on one`
    };
}
/**
 * Who the token is, as comment authors are named ('[bot]' and case aside). GraphQL's viewer
 * answers for every kind of token; REST's GET /user refuses the job's GITHUB_TOKEN and any app
 * installation token (403), so it is never asked.
 */
async function ownLogin(client) {
    const answer = await client.graphql('query { viewer { login } }');
    return normalise(answer.viewer.login);
}
function normalise(login) {
    return (login ?? '').replace(/\[bot\]$/i, '').toLowerCase();
}
/**
 * Reads after a write wait this long, plus up to as much again at random: longer than another
 * run's read-to-write gap, so a write that read the comment before ours shows by then.
 */
const SETTLE_DELAY_MS = 1000;
/**
 * GitHub asks for a second between writes, and the client's throttling keeps it: a read made
 * right after a write would be that much older when the next write goes.
 */
const WRITE_GAP_MS = 1000;
/** Runs that find no comment wait up to this long, at random, before looking again and creating it. */
const CREATE_SPREAD_MS = 1000;
/** Writes of one run at most; each is followed by a read that checks it. */
const MAX_WRITES = 6;
/**
 * Creates or updates the tag's comment, one comment shared by every run with the tag (a matrix).
 * GitHub has no compare-and-swap, so a run that read the comment before another's write can
 * overwrite it: each run writes, reads again after a jittered delay, and if its part is gone,
 * merges and writes again, a bounded number of times. When runs create the comment at once,
 * the oldest comment wins; a run deletes the twin it created only once its part is in the winner.
 */
async function upsertComment(client, target, tag, content, clock) {
    const mark = (0,_report_comment_body_js__WEBPACK_IMPORTED_MODULE_2__/* .marker */ .xL)(tag);
    const where = { owner: target.owner, repo: target.repo };
    // Who the token is matters only once a marked comment exists: a run that creates the comment
    // learns it from GitHub's answer, and spends no request (and no write slot) on asking.
    let me;
    const isOurs = (c) => (c.body ?? '').includes(mark) && normalise(c.user?.login) === me;
    const list = async () => {
        const all = (await client.paginate(client.rest.issues.listComments, {
            ...where,
            issue_number: target.number,
            per_page: 100
        }));
        const marked = all.filter(c => (c.body ?? '').includes(mark));
        if (marked.length === 0)
            return [];
        me ??= await ownLogin(client);
        return marked.filter(isOurs).sort((a, b) => a.id - b.id);
    };
    const bodies = (comments) => comments.map(c => c.body ?? '');
    const create = async () => {
        const { data } = await client.rest.issues.createComment({
            ...where,
            issue_number: target.number,
            body: content.render([])
        });
        me ??= normalise(data.user?.login);
        return data;
    };
    const update = async (id, seen) => {
        const { data } = await client.rest.issues.updateComment({
            ...where,
            comment_id: id,
            body: content.render(bodies(seen))
        });
        return data;
    };
    /** The winner as it is now; a full list only if it was deleted meanwhile. */
    const reread = async (winner) => {
        try {
            const { data } = await client.rest.issues.getComment({ ...where, comment_id: winner.id });
            return isOurs(data) ? [data] : list();
        }
        catch (error) {
            if (error.status === 404)
                return list();
            throw error;
        }
    };
    let mine;
    let seen = await list();
    if (seen.length === 0) {
        // The legs of a matrix often finish together. Spread out, so that most find the first
        // leg's comment instead of making a twin: every new comment notifies the pull request.
        await clock.sleep(CREATE_SPREAD_MS * clock.random());
        seen = await list();
    }
    let winner;
    if (seen.length === 0) {
        mine = await create();
        // Comments created before ours show now; later ones are younger: the winner is known.
        seen = await list();
        winner = seen[0] ?? mine;
        // Every version of our own comment grew from one holding our rows, so none can lack them.
        if (winner.id === mine.id)
            return { url: mine.html_url, created: true, settled: true };
        // A twin. Its merge is read only once this run may write again, so it is not stale by the
        // time it goes; twins created together wait apart, so their merges do not collide.
        await clock.sleep(WRITE_GAP_MS * (1 + clock.random()));
        seen = await reread(winner);
        const base = seen.length > 0 ? seen : [mine];
        winner = await update(base[0].id, base);
    }
    else {
        winner = await update(seen[0].id, seen);
    }
    /** The comment as read holds this run's rows: done, and a twin of ours can go. */
    const settle = async (comments) => {
        if (comments.length === 0 || !content.holds(comments[0].body ?? ''))
            return undefined;
        const [held] = comments;
        // The twin goes only now that its rows are in the winner for sure.
        if (mine !== undefined && mine.id !== held.id)
            await deleteTwin(client, target, mine.id);
        return { url: held.html_url, created: mine?.id === held.id, settled: true };
    };
    for (let writes = 1;; writes++) {
        await clock.sleep(SETTLE_DELAY_MS * (1 + clock.random()));
        const done = await settle(await reread(winner));
        if (done)
            return done;
        if (writes >= MAX_WRITES)
            break;
        // Another run wrote over ours. Step aside for a random moment, longer after each loss, so
        // the runs that collided write one after another, each merging what is there just before.
        await clock.sleep(WRITE_GAP_MS * writes * clock.random());
        const merged = await settle((seen = await reread(winner)));
        if (merged)
            return merged;
        if (seen.length === 0) {
            // Deleted meanwhile (by a person): start again.
            mine = await create();
            winner = mine;
        }
        else {
            winner = await update(seen[0].id, seen);
        }
    }
    return { url: winner.html_url, created: mine?.id === winner.id, settled: false };
}
async function deleteTwin(client, target, id) {
    try {
        await client.rest.issues.deleteComment({
            owner: target.owner,
            repo: target.repo,
            comment_id: id
        });
    }
    catch (error) {
        if (error.status !== 404)
            throw error;
    }
}
/** Why GitHub refused, in terms of what the user can change. */
function explainFailure(error, context, target) {
    const status = error.status;
    const message = error.message;
    const where = target ? `pull request #${target.number}` : 'the pull request';
    if (status === 403 && /rate limit/i.test(message)) {
        return `GitHub's rate limit stopped the comment on ${where}: ${message}`;
    }
    if (status === 403 || (status === 404 && isForkPullRequest(context))) {
        if (isForkPullRequest(context)) {
            return `GitHub gave this workflow a read-only token: it runs for a pull request from a fork, and such runs cannot comment (HTTP ${status}). To comment on fork pull requests, post the comment from a workflow triggered by 'pull_request_target' (check out and upload the fork's data with care), or from a second workflow started by 'workflow_run' once this one finishes.`;
        }
        return `The token may not write comments on ${where} (HTTP ${status}: ${message}). Give the job 'permissions: pull-requests: write', or pass a token that has it in '${_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.GithubToken}'.`;
    }
    if (status === 401)
        return `GitHub refused the '${_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.GithubToken}' (HTTP 401): ${message}`;
    if (status === 404)
        return `GitHub found no ${where} in ${context.owner}/${context.repo}, or the token cannot see it (HTTP 404).`;
    if (status === 422)
        return `GitHub refused the comment on ${where} (HTTP 422): ${message}`;
    return `Commenting on ${where} failed: ${message}`;
}
function isForkPullRequest(context) {
    const pr = context.payload.pull_request;
    if (!pr || context.eventName === 'pull_request_target')
        return false;
    const head = pr.head?.repo;
    return (head?.fork === true ||
        (head?.full_name !== undefined && head.full_name !== `${context.owner}/${context.repo}`));
}
/**
 * However early the step's timeout ends, the comment gets this long: enough for its usual few
 * requests and the waits between them, so a generation that timed out is still reported.
 */
const COMMENT_GRACE_MS = 10_000;
/** However late the timeout ends, the comment gets no longer than this (its usual work takes seconds). */
const COMMENT_MAX_MS = 60_000;
/** How long the comment may take: until the step's deadline, within the bounds above. */
function commentTimeLimit(deadline, now) {
    return Math.min(COMMENT_MAX_MS, Math.max(COMMENT_GRACE_MS, deadline - now));
}
/** Posts or updates the comment. Returns its URL, or undefined with a notice or warning saying why not. */
async function postPullRequestComment(request) {
    const { context } = request;
    if (request.token === '') {
        _common_log_js__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`No comment was posted: '${_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.GithubToken}' is empty.`);
        return undefined;
    }
    let target;
    try {
        return await (0,_client_js__WEBPACK_IMPORTED_MODULE_3__.withTimeLimit)('the comment', commentTimeLimit(request.deadline, request.clock.now()), async (phase) => {
            const client = (0,_client_js__WEBPACK_IMPORTED_MODULE_3__.createGitHubClient)(request.token, context.apiUrl, line => _common_log_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(line), phase);
            const number = await findPullRequest(client, context, request.prNumber);
            if (typeof number !== 'number') {
                _common_log_js__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(`No pull-request comment was posted: ${number.none}.`);
                return undefined;
            }
            target = { owner: context.owner, repo: context.repo, number };
            const { url, created, settled } = await upsertComment(client, target, request.tag, request.content, request.clock);
            _common_log_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`${created ? 'Posted' : 'Updated'} the comment on pull request #${number}: ${url}`);
            if (!settled)
                _common_log_js__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Other runs kept rewriting the '${request.tag}' comment on pull request #${number}; after ${MAX_WRITES} writes it may still lack this run's datasets. The job summary and the 'results' output list them all.`);
            return url;
        });
    }
    catch (error) {
        _common_log_js__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(explainFailure(error, context, target));
        return undefined;
    }
}


/***/ })

};

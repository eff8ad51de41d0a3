export const id = 648;
export const ids = [648];
export const modules = {

/***/ 7648:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   postPullRequestComment: () => (/* binding */ postPullRequestComment)
/* harmony export */ });
/* unused harmony exports findPullRequest, ownLogin, MAX_WRITES, upsertComment, explainFailure, COMMENT_GRACE_MS, COMMENT_MAX_MS, commentTimeLimit */
/* harmony import */ var _common_log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1095);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7242);
/* harmony import */ var _common_comment_marker_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8063);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6584);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9556);
/* harmony import */ var _rate_limit_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7403);






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
/** Attempts at deleting a twin when GitHub answers 5xx. */
const TWIN_DELETES = 3;
/** Without a phase given, rate-limit waits stop this far ahead. */
const DEFAULT_PHASE_MS = 60_000;
/**
 * Creates or updates the tag's comment, one comment shared by every run with the tag (a matrix).
 * GitHub has no compare-and-swap, so a run that read the comment before another's write can
 * overwrite it: each write is followed by a jittered wait and a read that checks the comment
 * still holds everything (`content.holds`); if not, the run writes again from a fresh read, a
 * bounded number of times. When runs create the comment at once, the oldest comment wins; a run
 * deletes the twin it created only once its part is in the winner. docs/fan-in.md has the
 * argument for why this converges. Every pause is `clock`'s: a phase's (`Phase.clock`), so none
 * outlives the phase.
 */
async function upsertComment(client, target, tag, content, clock, policy) {
    const session = {
        client,
        target,
        mark: (0,_common_comment_marker_js__WEBPACK_IMPORTED_MODULE_2__/* .marker */ .x)(tag),
        content,
        clock,
        policy: { clock, endsAt: Date.now() + DEFAULT_PHASE_MS, log: () => undefined, ...policy }
    };
    const standing = await firstWrite(session);
    return settleLoop(session, standing);
}
async function firstWrite(session) {
    let seen = await listOwn(session);
    if (seen.length === 0) {
        // The legs of a matrix often finish together. Spread out, so that most find the first
        // leg's comment instead of making a twin: every new comment notifies the pull request.
        await session.clock.sleep(CREATE_SPREAD_MS * session.clock.random());
        seen = await listOwn(session);
    }
    if (seen.length > 0)
        return { winner: (await updateComment(session, seen)) ?? seen[0] };
    return createFirst(session);
}
/** Creates the comment; if an older twin exists, merges into it (the oldest wins). */
async function createFirst(session) {
    const mine = await createComment(session);
    // Comments created before ours show now; later ones are younger: the winner is known.
    const seen = await listOwn(session);
    const winner = seen[0] ?? mine;
    if (winner === undefined || mine === undefined || winner.id === mine.id)
        return { winner, mine };
    // A twin. Its merge is read only once this run may write again, so it is not stale by the
    // time it goes; twins created together wait apart, so their merges do not collide.
    await session.clock.sleep(WRITE_GAP_MS * (1 + session.clock.random()));
    const base = await reread(session, winner);
    const over = base.length > 0 ? base : [mine];
    return { winner: (await updateComment(session, over)) ?? over[0], mine };
}
async function settleLoop(session, standing) {
    const { clock } = session;
    for (let writes = 1;; writes++) {
        await clock.sleep(SETTLE_DELAY_MS * (1 + clock.random()));
        const done = await settle(session, await reread(session, standing.winner), standing);
        if (done)
            return done;
        if (writes >= MAX_WRITES)
            break;
        // Another run wrote over ours. Step aside for a random moment, longer after each loss, so
        // the runs that collided write one after another, each merging what is there just before.
        await clock.sleep(WRITE_GAP_MS * writes * clock.random());
        const seen = await reread(session, standing.winner);
        const merged = await settle(session, seen, standing);
        if (merged)
            return merged;
        standing = await rewrite(session, seen, standing);
    }
    const last = standing.winner;
    return {
        url: last?.html_url ?? '',
        created: last !== undefined && standing.mine?.id === last.id,
        settled: false
    };
}
/** Writes again over what was just read; creates the comment again if a person deleted it. */
async function rewrite(session, seen, standing) {
    if (seen.length > 0)
        return { ...standing, winner: (await updateComment(session, seen)) ?? seen[0] };
    const mine = await createComment(session);
    return { winner: mine, mine };
}
/** The comment as read holds everything: done, and a twin of ours can go. */
async function settle(session, comments, standing) {
    if (comments.length === 0 || !(await session.content.holds(comments[0].body ?? '')))
        return undefined;
    const [held] = comments;
    const { mine } = standing;
    // The twin goes only now that its rows are in the winner for sure.
    if (mine !== undefined && mine.id !== held.id)
        await deleteTwin(session, mine.id);
    return { url: held.html_url, created: mine?.id === held.id, settled: true };
}
function where(session) {
    return { owner: session.target.owner, repo: session.target.repo };
}
/** The tag's comments written by this token's user or app, the oldest first. */
async function listOwn(session) {
    const all = (await session.client.paginate(session.client.rest.issues.listComments, {
        ...where(session),
        issue_number: session.target.number,
        per_page: 100
    }));
    const marked = all.filter(c => (c.body ?? '').includes(session.mark));
    if (marked.length === 0)
        return [];
    session.me ??= await ownLogin(session.client);
    return marked.filter(c => normalise(c.user?.login) === session.me).sort((a, b) => a.id - b.id);
}
/** The winner as it is now; a full list if there is none yet or it was deleted meanwhile. */
async function reread(session, winner) {
    if (winner === undefined)
        return listOwn(session);
    try {
        const { data } = await session.client.rest.issues.getComment({
            ...where(session),
            comment_id: winner.id
        });
        const comment = data;
        const ours = (comment.body ?? '').includes(session.mark) && normalise(comment.user?.login) === session.me;
        return ours ? [comment] : listOwn(session);
    }
    catch (error) {
        if (error.status === 404)
            return listOwn(session);
        throw error;
    }
}
const bodies = (comments) => comments.map(c => c.body ?? '');
/**
 * One write, its body built just before it goes. A rate-limit answer is waited out and the body
 * rebuilt from a fresh read; a 5xx may or may not have applied it, so it is left to the check
 * that follows every write (undefined: the answer was lost).
 */
async function write(session, what, attempt) {
    let attempts = 0;
    try {
        return await (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_5__/* .withRateLimitWaits */ .c5)(what, session.policy, () => attempt(attempts++ > 0));
    }
    catch (error) {
        if (!(0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_5__/* .isServerError */ .GQ)(error))
            throw error;
        session.policy.log(`GitHub answered ${what} with HTTP ${error.status}; the comment is read again to see whether it landed.`);
        return undefined;
    }
}
async function updateComment(session, seen) {
    return write(session, 'the comment update', async (retry) => {
        const base = retry ? await reread(session, seen[0]) : seen;
        const winner = base[0] ?? seen[0];
        const { data } = await session.client.rest.issues.updateComment({
            ...where(session),
            comment_id: winner.id,
            body: await session.content.render(bodies(base))
        });
        return data;
    });
}
async function createComment(session) {
    const created = await write(session, 'the new comment', async () => {
        const { data } = await session.client.rest.issues.createComment({
            ...where(session),
            issue_number: session.target.number,
            body: await session.content.render([])
        });
        return data;
    });
    session.me ??= created && normalise(created.user?.login);
    return created;
}
/**
 * Deletes the twin, once more after a 5xx: a delete carries no body to go stale, and if the
 * first one landed, the second is answered 404. A twin left behind splits the tag's rows.
 */
async function deleteTwin(session, id) {
    for (let attempt = 1;; attempt++) {
        try {
            await session.client.rest.issues.deleteComment({ ...where(session), comment_id: id });
            return;
        }
        catch (error) {
            if (error.status === 404)
                return;
            if (!(0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_5__/* .isServerError */ .GQ)(error) || attempt >= TWIN_DELETES)
                throw error;
        }
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
    if (request.token === '') {
        _common_log_js__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`No comment was posted: '${_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.GithubToken}' is empty.`);
        return undefined;
    }
    const found = {};
    try {
        return await (0,_client_js__WEBPACK_IMPORTED_MODULE_3__.withTimeLimit)('the comment', commentTimeLimit(request.deadline, request.clock.now()), phase => commentWithin(request, phase, found), request.clock);
    }
    catch (error) {
        _common_log_js__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(explainFailure(error, request.context, found.target));
        return undefined;
    }
}
/**
 * The comment's requests and waits, all within `phase`: the pull request, then the write and
 * the checks after it. `found` learns the pull request, so a failure can name it.
 */
async function commentWithin(request, phase, found) {
    const { context } = request;
    const client = (0,_client_js__WEBPACK_IMPORTED_MODULE_3__.createGitHubClient)(request.token, context.apiUrl, line => _common_log_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(line), phase);
    const number = await findPullRequest(client, context, request.prNumber);
    if (typeof number !== 'number') {
        _common_log_js__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(`No pull-request comment was posted: ${number.none}.`);
        return undefined;
    }
    const target = { owner: context.owner, repo: context.repo, number };
    found.target = target;
    const { url, created, settled } = await upsertComment(client, target, request.tag, request.content, phase.clock, { endsAt: phase.endsAt, log: line => _common_log_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(line) });
    _common_log_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`${created ? 'Posted' : 'Updated'} the comment on pull request #${number}: ${url}`);
    if (!settled)
        _common_log_js__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Other runs kept rewriting the '${request.tag}' comment on pull request #${number}; after ${MAX_WRITES} writes it may still lack this run's datasets. The job summary and the 'results' output list them all.`);
    return url;
}


/***/ })

};

export const id = 129;
export const ids = [129];
export const modules = {

/***/ 129:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  postPullRequestComment: () => (/* binding */ postPullRequestComment)
});

// UNUSED EXPORTS: explainFailure, findPullRequest, ownLogin, upsertComment

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(6288);
// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(7242);
// EXTERNAL MODULE: ./src/report.ts
var report = __webpack_require__(665);
;// CONCATENATED MODULE: ./src/comment-body.ts


/** GitHub refuses comments longer than this many characters. */
const COMMENT_LIMIT = 65_536;
const INSTRUCTIONS_SHOWN = 600;
/** The hidden line that identifies this tag's comment; the tag is encoded so it cannot end the HTML comment. */
function marker(tag) {
    const safe = tag.replace(/[^A-Za-z0-9._/ ]/g, c => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
    return `<!-- dashboard-action comment-tag: ${safe} -->`;
}
/**
 * Text safe to place in Markdown: every character that Markdown or HTML could read as syntax
 * becomes an entity, and '@' is followed by a zero-width space so no mention can form.
 */
function escapeText(text) {
    return text
        .replace(/[\r\n\t]+/g, ' ')
        .replace(/[&<>"'`\\[\]()!*_~#|{}+\-.:=^$%]/g, c => `&#${c.charCodeAt(0)};`)
        .replace(/@/g, '&#64;\u200b');
}
/** An http(s) link target that cannot close the Markdown link around it. */
function safeHref(url) {
    try {
        const parsed = new URL(url);
        if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
            return undefined;
        return parsed.href.replace(/[()<> "'`]/g, c => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    }
    catch {
        return undefined;
    }
}
const HEADLINES = {
    completed: '📊 Dashboard ready',
    failed: '❌ Dashboard generation failed',
    'timed-out': '⏳ Dashboard not ready before the timeout',
    started: '⏳ Dashboard generation started',
    cancelled: '⚠️ Dashboard step cancelled',
    interrupted: '⚠️ Dashboard step stopped',
    'not-started': '❌ Dashboard generation could not start'
};
function commentBody(facts) {
    const { state } = facts;
    const title = state?.title ?? facts.title ?? facts.datasetPath ?? 'dashboard';
    const href = facts.outcome === 'completed' && state?.shareUrl ? safeHref(state.shareUrl) : undefined;
    const lines = [
        marker(facts.tag),
        `### ${HEADLINES[facts.outcome]}: ${href ? `[${escapeText(title)}](${href})` : escapeText(title)}`,
        ''
    ];
    const rows = [];
    if (state)
        rows.push(['Status', `\`${state.status}\``]);
    if (href)
        rows.push(['Dashboard', `[Open the dashboard](${href})`]);
    if (state)
        rows.push(['Generation', `<code>${escapeText(state.generationId)}</code>`]);
    if (facts.datasetPath)
        rows.push(['Dataset', `<code>${escapeText(facts.datasetPath)}</code>`]);
    if (facts.commitSha) {
        const short = escapeText(facts.commitSha.slice(0, 7));
        const commitHref = facts.commitUrl ? safeHref(facts.commitUrl) : undefined;
        rows.push([
            'Commit',
            commitHref ? `[<code>${short}</code>](${commitHref})` : `<code>${short}</code>`
        ]);
    }
    rows.push(['Time taken', (0,report/* formatSeconds */.Xo)(facts.elapsedMs)]);
    lines.push('| | |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`), '');
    if (facts.problem)
        lines.push(`> ${escapeText(facts.problem)}`, '');
    if (state && facts.outcome !== 'completed' && facts.outcome !== 'failed') {
        lines.push(`To follow it again, run the action with \`${constants/* Input */.pd.GenerationId}: ${escapeText(state.generationId)}\`.`, '');
    }
    if (facts.instructions) {
        const shown = facts.instructions.length > INSTRUCTIONS_SHOWN
            ? `${facts.instructions.slice(0, INSTRUCTIONS_SHOWN)}…`
            : facts.instructions;
        lines.push('<details><summary>Instructions</summary>', '', escapeText(shown), '', '</details>', '');
    }
    const run = facts.runUrl ? safeHref(facts.runUrl) : undefined;
    lines.push(`<sub>${run ? `[Workflow run](${run}) · ` : ''}updated ${facts.updatedAt.toISOString()}</sub>`);
    return fitToLimit(lines.join('\n'));
}
/** Nothing above should come near the limit; this keeps any comment postable all the same. */
function fitToLimit(body) {
    if (body.length <= COMMENT_LIMIT)
        return body;
    const note = "\n\n…(shortened to fit GitHub's comment limit)";
    return body.slice(0, COMMENT_LIMIT - note.length).replace(/&#?[A-Za-z0-9]*$/, '') + note;
}

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js + 21 modules
var github = __webpack_require__(1758);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(9735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(6856);
// EXTERNAL MODULE: ./src/service-client.ts + 4 modules
var service_client = __webpack_require__(4332);
;// CONCATENATED MODULE: ./src/github-client.ts
/**
 * The GitHub REST client: @actions/github's Octokit (runner proxies included) with retries for
 * server errors and throttling that honours `retry-after` and `x-ratelimit-reset`. 4xx other
 * than rate limits are not retried.
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
        userAgent: service_client/* USER_AGENT */._O,
        throttle: { onRateLimit: onLimit, onSecondaryRateLimit: onLimit },
        retry: { retries: 2 }
    };
    return (0,github/* getOctokit */.Q)(token, options, dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A);
}

;// CONCATENATED MODULE: ./src/pr-comment.ts
/**
 * The sticky pull-request comment: one per tag, found by its hidden marker among the comments
 * written by the token's own user or app, updated in place, never duplicated. Loaded only
 * when `comment` is on. Its failures are warnings: the dashboard exists either way.
 */




const PULL_REQUEST_EVENTS = [
    'pull_request',
    'pull_request_target',
    'pull_request_review',
    'pull_request_review_comment'
];
/** The pull request to comment on, or the reason there is none. */
async function findPullRequest(client, context, prNumber) {
    if (prNumber !== undefined)
        return prNumber;
    const payload = context.payload;
    if (PULL_REQUEST_EVENTS.includes(context.eventName) && payload.pull_request?.number)
        return payload.pull_request.number;
    if (context.eventName === 'issue_comment') {
        return payload.issue?.pull_request && payload.issue.number
            ? payload.issue.number
            : { none: 'the comment event is on an issue, not a pull request' };
    }
    if (context.eventName === 'push') {
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
        none: `the ${context.eventName || 'current'} event carries no pull request; set '${constants/* Input */.pd.PrNumber}' to comment on one`
    };
}
/** Who the token is, as comment authors are named ('[bot]' and case aside). */
async function ownLogin(client) {
    try {
        const { data } = await client.rest.users.getAuthenticated();
        return normalise(data.login);
    }
    catch (error) {
        // An app's installation token (GITHUB_TOKEN) may not read /user; GraphQL's viewer names it.
        if (error.status === 401)
            throw error;
        const answer = await client.graphql('query { viewer { login } }');
        return normalise(answer.viewer.login);
    }
}
function normalise(login) {
    return (login ?? '').replace(/\[bot\]$/i, '').toLowerCase();
}
/** Creates or updates the tag's comment and returns its URL. */
async function upsertComment(client, target, tag, body) {
    const me = await ownLogin(client);
    const mark = marker(tag);
    const ours = async () => {
        const all = (await client.paginate(client.rest.issues.listComments, {
            owner: target.owner,
            repo: target.repo,
            issue_number: target.number,
            per_page: 100
        }));
        return all
            .filter(c => (c.body ?? '').includes(mark) && normalise(c.user?.login) === me)
            .sort((a, b) => a.id - b.id);
    };
    const update = async (id) => {
        const { data } = await client.rest.issues.updateComment({
            owner: target.owner,
            repo: target.repo,
            comment_id: id,
            body
        });
        return { url: data.html_url, created: false };
    };
    const existing = await ours();
    if (existing.length > 0)
        return update(existing[existing.length - 1].id);
    const { data: created } = await client.rest.issues.createComment({
        owner: target.owner,
        repo: target.repo,
        issue_number: target.number,
        body
    });
    // Another run for the same tag may have created one at the same moment: keep the oldest.
    const after = await ours();
    if (after.length <= 1)
        return { url: created.html_url, created: true };
    const [keep, ...extra] = after;
    for (const comment of extra) {
        try {
            await client.rest.issues.deleteComment({
                owner: target.owner,
                repo: target.repo,
                comment_id: comment.id
            });
        }
        catch (error) {
            if (error.status !== 404)
                throw error;
        }
    }
    return keep.id === created.id ? { url: created.html_url, created: true } : update(keep.id);
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
        return `The token may not write comments on ${where} (HTTP ${status}: ${message}). Give the job 'permissions: pull-requests: write', or pass a token that has it in '${constants/* Input */.pd.GithubToken}'.`;
    }
    if (status === 401)
        return `GitHub refused the '${constants/* Input */.pd.GithubToken}' (HTTP 401): ${message}`;
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
/** Posts or updates the comment. Returns its URL, or undefined with a notice or warning saying why not. */
async function postPullRequestComment(request) {
    const { context } = request;
    if (request.token === '') {
        core/* warning */.$e(`No comment was posted: '${constants/* Input */.pd.GithubToken}' is empty.`);
        return undefined;
    }
    const client = createGitHubClient(request.token, context.apiUrl, line => core/* info */.pq(line));
    let target;
    try {
        const number = await findPullRequest(client, context, request.prNumber);
        if (typeof number !== 'number') {
            core/* notice */.lm(`No pull-request comment was posted: ${number.none}.`);
            return undefined;
        }
        target = { owner: context.owner, repo: context.repo, number };
        const { url, created } = await upsertComment(client, target, request.facts.tag, commentBody(request.facts));
        core/* info */.pq(`${created ? 'Posted' : 'Updated'} the comment on pull request #${number}: ${url}`);
        return url;
    }
    catch (error) {
        core/* warning */.$e(explainFailure(error, context, target));
        return undefined;
    }
}


/***/ })

};

export const id = 985;
export const ids = [985,648];
export const modules = {

/***/ 50985:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   keepDashboardIssue: () => (/* binding */ keepDashboardIssue)
/* harmony export */ });
/* unused harmony export issueFailure */
/* harmony import */ var _common_comment_marker_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(28063);
/* harmony import */ var _common_log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(81095);
/* harmony import */ var _common_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6800);
/* harmony import */ var _config_constants_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(64687);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(96584);
/* harmony import */ var _rate_limit_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(57403);
/* harmony import */ var _sticky_comment_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7648);
/* harmony import */ var _token_owner_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(23592);








/** The oldest issue the token's own user or app opened that carries the tag's marker. */
async function findIssue(client, context, creator, mark) {
    const pages = client.paginate.iterator(client.rest.issues.listForRepo, {
        owner: context.owner,
        repo: context.repo,
        creator,
        state: 'all',
        sort: 'created',
        direction: 'asc',
        per_page: 100
    });
    for await (const { data } of pages) {
        const found = data.find(issue => issue.pull_request === undefined &&
            (0,_token_owner_js__WEBPACK_IMPORTED_MODULE_6__/* .normalise */ .j7)(issue.user?.login) === (0,_token_owner_js__WEBPACK_IMPORTED_MODULE_6__/* .normalise */ .j7)(creator) &&
            (issue.body ?? '').startsWith(`${mark}\n`));
        if (found)
            return found;
    }
    return undefined;
}
/**
 * Opens or edits the tag's dashboards issue; its address, or undefined with a warning saying
 * why not. Within the time the step's deadline leaves (commentTimeLimit's bounds).
 */
async function keepDashboardIssue(target, content) {
    if (target.token === '') {
        _common_log_js__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e(`The dashboards issue was not written: '${_config_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Input */ .pd.GithubToken}' is empty. Leave it out, so that it is the job's own token (github.token), or give it a secret that holds a token with 'issues: write'.`);
        return undefined;
    }
    const { context } = target;
    try {
        return await (0,_client_js__WEBPACK_IMPORTED_MODULE_4__.withTimeLimit)('the dashboards issue', (0,_sticky_comment_js__WEBPACK_IMPORTED_MODULE_5__.commentTimeLimit)(target.deadline, target.clock.now()), async (phase) => {
            const client = (0,_client_js__WEBPACK_IMPORTED_MODULE_4__.createGitHubClient)(target.token, context.apiUrl, _common_log_js__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq, phase);
            const policy = { clock: phase.clock, endsAt: phase.endsAt, log: _common_log_js__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq };
            const written = await write(client, target, content, policy);
            if (written === undefined)
                return undefined;
            if ('newer' in written) {
                const { theirs, head } = written.newer;
                _common_log_js__WEBPACK_IMPORTED_MODULE_1__/* .notice */ .lm(`The dashboards issue #${written.issue.number} was left as it is: it shows commit ${theirs.slice(0, 7)}, and ${target.branch}'s head is now ${head.slice(0, 7)}, not this run's ${target.commitSha?.slice(0, 7)}. The newer run keeps it; this run's results are in its job summary and outputs.`);
                return undefined;
            }
            const { issue, change } = written;
            if (change === 'unchanged')
                _common_log_js__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`The dashboards issue #${issue.number} already says all this run has to tell: ${issue.html_url}`);
            else
                _common_log_js__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`${change === 'created' ? 'Opened' : 'Updated'} the dashboards issue #${issue.number}: ${issue.html_url}`);
            if (issue.state === 'closed' && change === 'updated')
                _common_log_js__WEBPACK_IMPORTED_MODULE_1__/* .notice */ .lm(`The dashboards issue #${issue.number} is closed: it was updated all the same. Reopen it to keep it in view, or remove '${_config_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Input */ .pd.DashboardIssue}' to stop keeping it.`);
            return issue.html_url;
        }, target.clock);
    }
    catch (error) {
        _common_log_js__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e(issueFailure(error, context));
        return undefined;
    }
}
/**
 * The one read and the one write, tried again as rate-limit.ts's `withRetries` says: each try
 * reads the issue afresh, and after a 5xx an issue showing the very body sent is the write that
 * landed unanswered, so an issue is never opened twice.
 */
async function write(client, target, content, policy) {
    const { context } = target;
    const where = { owner: context.owner, repo: context.repo };
    const mark = (0,_common_comment_marker_js__WEBPACK_IMPORTED_MODULE_0__/* .issueMarker */ .Q)(target.tag);
    // The title is the workflow's; a secret in it is hidden, as in every other sink.
    const title = (0,_common_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .redact */ .E$)(target.title);
    const creator = await (0,_token_owner_js__WEBPACK_IMPORTED_MODULE_6__/* .authorLogin */ .zG)(client);
    let sent;
    return (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_7__/* .withRetries */ .LH)('the dashboards issue', policy, async (retry) => {
        const found = await findIssue(client, context, creator, mark);
        if (retry === 'server error' && sent !== undefined && found?.body === sent.body)
            return { issue: found, change: sent.created ? 'created' : 'updated' };
        sent = undefined;
        const theirs = found === undefined ? undefined : content.commitOf(found.body ?? '');
        if (found &&
            theirs !== undefined &&
            target.commitSha !== undefined &&
            theirs !== target.commitSha) {
            const head = await branchHead(client, target, policy);
            if (head !== undefined && head !== target.commitSha)
                return { issue: found, newer: { theirs, head } };
        }
        const body = content.render(found === undefined ? undefined : (found.body ?? ''));
        if (body === undefined)
            return found && { issue: found, change: 'unchanged' };
        sent = { body, created: found === undefined };
        if (found === undefined) {
            const { data } = await client.rest.issues.create({ ...where, title, body });
            return { issue: data, change: 'created' };
        }
        const { data } = await client.rest.issues.update({
            ...where,
            issue_number: found.number,
            title,
            body
        });
        return { issue: data, change: 'updated' };
    });
}
/**
 * The default branch's head commit now; undefined when GitHub does not say (the write goes
 * ahead, as the comment's does). A rate limit is thrown, for the write's retries to wait out.
 */
async function branchHead(client, target, policy) {
    if (target.branch === undefined)
        return undefined;
    try {
        const { data } = await client.rest.repos.getBranch({
            owner: target.context.owner,
            repo: target.context.repo,
            branch: target.branch
        });
        return data.commit.sha;
    }
    catch (error) {
        if ((0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_7__/* .rateLimitWaitMs */ .JR)(error, Date.now()) !== undefined)
            throw error;
        policy.log(`The head commit of ${target.branch} could not be read (${error.message}); the dashboards issue is written.`);
        return undefined;
    }
}
/** Why GitHub refused, in terms of what the user can change. */
function issueFailure(error, context) {
    const status = error.status;
    const message = error.message;
    const not = 'The dashboards issue was not written';
    const results = "The dashboards are in this job's summary and outputs.";
    if ((status === 403 || status === 429) && /rate limit/i.test(message))
        return `${not}: GitHub's rate limit stopped it (${message}). ${results} The next run writes it.`;
    if (status === 403)
        return `${not}: the token may not write issues in ${context.owner}/${context.repo} (HTTP 403: ${message}). Give the job 'permissions: issues: write', or pass a token that has it in '${_config_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Input */ .pd.GithubToken}'. ${results}`;
    if (status === 410)
        return `${not}: issues are turned off in ${context.owner}/${context.repo} (HTTP 410). Turn them on (Settings, General, Features: Issues), or remove '${_config_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Input */ .pd.DashboardIssue}'. ${results}`;
    if (status === 401)
        return `${not}: GitHub refused the '${_config_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Input */ .pd.GithubToken}' (HTTP 401). ${results}`;
    if (status === 404)
        return `${not}: GitHub found no repository ${context.owner}/${context.repo}, or the token cannot see it (HTTP 404). ${results}`;
    return `${not}: ${message}. ${results}`;
}


/***/ }),

/***/ 46572:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GD: () => (/* binding */ pushersOf),
/* harmony export */   J: () => (/* binding */ mayWrite),
/* harmony export */   Wu: () => (/* binding */ isForkPullRequestRun),
/* harmony export */   cv: () => (/* binding */ writersApproval),
/* harmony export */   kv: () => (/* binding */ targetPullRequest),
/* harmony export */   qd: () => (/* binding */ FORK_MODE_EVENT),
/* harmony export */   tP: () => (/* binding */ isWritePermission),
/* harmony export */   xf: () => (/* binding */ approvalOf)
/* harmony export */ });
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19556);
/**
 * The pull request a `pull_request_target` run (fork mode) is about, as its event payload says:
 * the one source of its number, head commit, head repository, author and labels. Nothing here is
 * read from the workspace, which under this event holds the base branch (or whatever the workflow
 * checked out).
 */

/** The event whose runs take their datasets from the pull request's head commit through the API. */
const FORK_MODE_EVENT = 'pull_request_target';
/**
 * Associations an author with write access has. Not every author so associated has it (an
 * organization's member may only read, a collaborator may be given read or triage), so fork mode
 * asks GitHub the author's permission before it trusts one (fork-mode.ts).
 */
const MAYBE_WRITERS = ['OWNER', 'MEMBER', 'COLLABORATOR'];
const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
/**
 * The pull request of a `pull_request_target` run, or why the payload cannot serve: fork mode
 * reads data at a commit the payload names, so a payload without one is refused, not guessed.
 */
function targetPullRequest(context) {
    const payload = context.payload;
    const pull = payload.pull_request;
    const number = (0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .eventPullRequest */ .Z)(context);
    const headSha = typeof pull?.head?.sha === 'string' ? pull.head.sha : '';
    if (number === undefined || !SHA.test(headSha))
        return `the ${FORK_MODE_EVENT} event payload names no pull request number and head commit`;
    const headRepo = typeof pull?.head?.repo?.full_name === 'string' ? pull.head.repo.full_name : '';
    const owner = pull?.head?.repo?.owner?.login;
    const baseRepo = typeof pull?.base?.repo?.full_name === 'string'
        ? pull.base.repo.full_name
        : `${context.owner}/${context.repo}`;
    return {
        number,
        headSha,
        headRepo,
        // A deleted fork leaves `head.repo` null: its commits are still the pull request's.
        fromFork: headRepo.toLowerCase() !== baseRepo.toLowerCase(),
        association: typeof pull?.author_association === 'string' ? pull.author_association : 'NONE',
        author: typeof pull?.user?.login === 'string' ? pull.user.login : '',
        sender: typeof payload.sender?.login === 'string' ? payload.sender.login : '',
        headOwner: typeof owner === 'string' ? owner : (headRepo.split('/')[0] ?? ''),
        action: typeof payload.action === 'string' ? payload.action : '',
        label: typeof payload.label?.name === 'string' ? payload.label.name : undefined,
        labels: (pull?.labels ?? []).flatMap(label => typeof label?.name === 'string' ? [label.name] : [])
    };
}
/** Whether the payload's association leaves the author possibly a writer, worth asking about. */
function mayWrite(pull) {
    return MAYBE_WRITERS.includes(pull.association) && pull.author !== '';
}
/**
 * Everyone who must have write access for the head commit to generate without the label, each
 * login once (GitHub's logins ignore case), in the order asked. The author alone is not enough:
 * a maintainer may open a pull request from a contributor's fork branch, whose every later push
 * is the contributor's. A label event's sender only labelled, so it is not asked.
 */
function pushersOf(pull) {
    const labelEvent = pull.action === 'labeled' || pull.action === 'unlabeled';
    const all = [
        { login: pull.author, as: 'author' },
        ...(labelEvent ? [] : [{ login: pull.sender, as: 'sender' }]),
        ...(pull.fromFork ? [{ login: pull.headOwner, as: 'head-owner' }] : [])
    ];
    const seen = new Set();
    return all.filter(pusher => {
        const key = pusher.login.toLowerCase();
        if (pusher.login !== '' && seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
}
/** A permission GitHub gives (`maintain` is told as `write`) that lets its holder push. */
function isWritePermission(permission) {
    return permission === 'admin' || permission === 'write';
}
/** The events whose runs for a fork's pull request GitHub gives no secrets and a read-only token. */
const FORK_RESTRICTED_EVENTS = [
    'pull_request',
    'pull_request_review',
    'pull_request_review_comment'
];
/**
 * A run for a fork's pull request on one of those events (a plain `pull_request` run, or a
 * review's): it cannot generate or comment; fork mode (`pull_request_target`) does. The head
 * repository is told from the base by name, as GitHub compares names, ignoring case; the base is
 * the run's repository when the payload does not name it.
 */
function isForkPullRequestRun(context) {
    if (!FORK_RESTRICTED_EVENTS.includes(context.eventName))
        return false;
    const pull = context.payload.pull_request;
    const head = pull?.head?.repo?.full_name;
    const base = pull?.base?.repo?.full_name;
    if (pull?.head?.repo === null)
        return true;
    return (typeof head === 'string' &&
        head.toLowerCase() !==
            (typeof base === 'string' ? base : `${context.owner}/${context.repo}`).toLowerCase());
}
function approvalOf(pull, approvalLabel) {
    const labelEvent = pull.action === 'labeled' || pull.action === 'unlabeled';
    if (labelEvent && pull.label !== approvalLabel)
        return { kind: 'unchanged' };
    if (pull.action === 'labeled')
        return { kind: 'go', by: 'label' };
    return { kind: 'wait', labelled: !labelEvent && pull.labels.includes(approvalLabel) };
}
/**
 * What a wait becomes when every one of `pushersOf(pull)` may push: a go, or, for the approval
 * label taken off, nothing to do (their pushes generated already).
 */
function writersApproval(pull) {
    return pull.action === 'unlabeled' ? { kind: 'unchanged' } : { kind: 'go', by: 'pushers' };
}


/***/ }),

/***/ 7648:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   COMMENT_GRACE_MS: () => (/* binding */ COMMENT_GRACE_MS),
/* harmony export */   COMMENT_MAX_MS: () => (/* binding */ COMMENT_MAX_MS),
/* harmony export */   commentTimeLimit: () => (/* binding */ commentTimeLimit),
/* harmony export */   commentWriter: () => (/* binding */ commentWriter),
/* harmony export */   explainFailure: () => (/* binding */ explainFailure),
/* harmony export */   findPullRequest: () => (/* binding */ findPullRequest),
/* harmony export */   upsertComment: () => (/* binding */ upsertComment)
/* harmony export */ });
/* harmony import */ var _common_clock_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39987);
/* harmony import */ var _common_log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(81095);
/* harmony import */ var _config_constants_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64687);
/* harmony import */ var _common_comment_marker_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(28063);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(96584);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(19556);
/* harmony import */ var _pull_target_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(46572);
/* harmony import */ var _rate_limit_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(57403);
/* harmony import */ var _token_owner_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(23592);
/**
 * The sticky pull-request comment: one per tag, found by its hidden marker among the comments
 * written by the token's own user or app, and updated in place. Loaded only when `comment` is
 * on. Its failures are warnings: the dashboard exists either way.
 */









/** The pull request to comment on, or the reason there is none. */
async function findPullRequest(client, context, prNumber) {
    if (prNumber !== undefined)
        return prNumber;
    const payload = context.payload;
    const pullRequest = (0,_context_js__WEBPACK_IMPORTED_MODULE_5__/* .eventPullRequest */ .Z)(context);
    if (pullRequest !== undefined)
        return pullRequest;
    if (context.eventName === 'issue_comment') {
        return payload.issue?.pull_request && payload.issue.number
            ? payload.issue.number
            : { none: 'the comment event is on an issue, not a pull request' };
    }
    if (context.eventName === 'push') {
        if ((0,_context_js__WEBPACK_IMPORTED_MODULE_5__/* .isZeroSha */ .hp)(payload.after))
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
        none: `the ${context.eventName || 'current'} event carries no pull request; set '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.PrNumber}' to comment on one`
    };
}
/** Without a phase given, rate-limit waits stop this far ahead. */
const DEFAULT_PHASE_MS = 60_000;
function openSession(client, target, tag, policy, me) {
    return {
        client,
        target,
        mark: (0,_common_comment_marker_js__WEBPACK_IMPORTED_MODULE_3__/* .marker */ .x)(tag),
        me,
        policy: {
            clock: _common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .systemClock */ .m,
            endsAt: Date.now() + DEFAULT_PHASE_MS,
            log: () => undefined,
            ...policy
        }
    };
}
/**
 * Creates or updates the tag's comment. One job writes it (a single job, or a matrix's collect/),
 * and the workflow's `concurrency:` keeps two runs of one pull request apart, so no write races
 * another: the comment is found, then updated, or created. A comment generated for another
 * commit is updated only while this run's commit is still the pull request's head, so a run that
 * ends late never writes over a newer run's results.
 */
async function upsertComment(client, target, tag, content, policy) {
    const session = openSession(client, target, tag, policy);
    return upserted(await writeOver(session, () => current(session), content));
}
function upserted(outcome) {
    return 'newer' in outcome ? outcome : { url: outcome.comment.html_url, created: outcome.created };
}
/**
 * Writes `content` over the tag's comment as `first` reads it (creating the comment when there is
 * none). The one path of a comment write: rate-limit.ts's `withRetries` tries it again, and each
 * later try reads the comment afresh (by id once known, else among the tag's comments) and renders
 * the body from what it finds, so rows another job wrote meanwhile are kept, and decides again
 * (a newer commit's comment left as it is). After a 5xx, a comment showing the very body sent is
 * the write landed unanswered: it is not sent again, so a create is never made twice.
 */
async function writeOver(session, first, content) {
    let seen;
    let sent;
    const outcome = await (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_7__/* .withRetries */ .LH)('the comment', session.policy, async (retry) => {
        const comment = retry === undefined ? await first() : await current(session, seen?.id);
        if (retry === 'server error' && sent !== undefined && comment?.body === sent.body)
            return { comment, created: sent.created, shared: sent.shared };
        seen = comment;
        sent = undefined;
        if (comment === undefined) {
            sent = { body: content.render(undefined), created: true };
            return { comment: await createComment(session, sent.body), created: true };
        }
        const body = comment.body ?? '';
        const theirs = content.commitOf(body);
        if (theirs !== undefined && content.commitSha !== undefined && theirs !== content.commitSha) {
            const head = await headOf(session);
            if (head !== undefined && head !== content.commitSha)
                return { url: comment.html_url, newer: { theirs, head } };
        }
        sent = { body: content.render(body), created: false, shared: content.sharedWith(body) };
        return {
            comment: await updateComment(session, comment.id, sent.body),
            created: false,
            shared: sent.shared
        };
    });
    if ('comment' in outcome && outcome.shared !== undefined)
        _common_log_js__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e(outcome.shared);
    return outcome;
}
/**
 * The tag's comment as it is now: the one with `id` read back (one request, whatever the number of
 * comments), else, or when it is gone (deleted meanwhile), the oldest of the tag's own.
 */
async function current(session, id) {
    return (id === undefined ? undefined : await readBack(session, id)) ?? (await listOwn(session))[0];
}
/** The comment with `id` as it is now; undefined when it is gone. */
async function readBack(session, id) {
    try {
        const { data } = await session.client.rest.issues.getComment({
            ...where(session),
            comment_id: id
        });
        return data;
    }
    catch (error) {
        if (error.status === 404)
            return undefined;
        throw error;
    }
}
function where(session) {
    return { owner: session.target.owner, repo: session.target.repo };
}
/**
 * The tag's comments written by this token's user or app (JOB_BOT's, for an installation token),
 * the oldest first. Who the token is is asked only once a marked comment exists that another wrote.
 */
async function listOwn(session) {
    const all = (await session.client.paginate(session.client.rest.issues.listComments, {
        ...where(session),
        issue_number: session.target.number,
        per_page: 100
    }));
    const marked = all.filter(c => (c.body ?? '').includes(session.mark));
    if (marked.length === 0)
        return [];
    const oldestFirst = (comments) => comments.sort((a, b) => a.id - b.id);
    if (session.me === undefined && marked.every(byJobBot) && (await (0,_token_owner_js__WEBPACK_IMPORTED_MODULE_8__/* .isInstallation */ .Vm)(session.client)))
        return oldestFirst(marked);
    session.me ??= await (0,_token_owner_js__WEBPACK_IMPORTED_MODULE_8__/* .ownLogin */ .C4)(session.client);
    return oldestFirst(marked.filter(c => (0,_token_owner_js__WEBPACK_IMPORTED_MODULE_8__/* .normalise */ .j7)(c.user?.login) === session.me));
}
/**
 * The job's own token (GITHUB_TOKEN) writes as this bot. Only a workflow of the repository holding
 * a token that may write comments can post as it (a fork's `pull_request` run holds a read-only
 * one), so an installation token takes its comments without asking who it is: the question is a
 * GraphQL query, which GitHub's client spaces a second from the write after it. Another app's
 * token takes them too: write access lets it edit them, and they carry the trust the repository's
 * own workflows have, as for GITHUB_TOKEN; a personal token asks, and keeps to its user's.
 */
const JOB_BOT = 'github-actions[bot]';
function byJobBot(comment) {
    return comment.user?.login === JOB_BOT && comment.user.type === 'Bot';
}
/**
 * The pull request's head commit now; undefined when GitHub does not say (the write goes ahead).
 * A rate limit is thrown, for the write's retries to wait out.
 */
async function headOf(session) {
    try {
        const { data } = await session.client.rest.pulls.get({
            ...where(session),
            pull_number: session.target.number
        });
        return data.head.sha;
    }
    catch (error) {
        if ((0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_7__/* .rateLimitWaitMs */ .JR)(error, Date.now()) !== undefined)
            throw error;
        session.policy.log(`The pull request's head commit could not be read (${error.message}); the comment is written.`);
        return undefined;
    }
}
/** One request each: a failure goes back to writeOver's retries. */
async function updateComment(session, id, body) {
    const { data } = await session.client.rest.issues.updateComment({
        ...where(session),
        comment_id: id,
        body
    });
    return data;
}
async function createComment(session, body) {
    const { data } = await session.client.rest.issues.createComment({
        ...where(session),
        issue_number: session.target.number,
        body
    });
    return data;
}
/** Why GitHub refused, in terms of what the user can change. */
function explainFailure(error, context, target) {
    const status = error.status;
    const message = error.message;
    const where = target ? `pull request #${target.number}` : 'the pull request';
    if (status === 403 && /rate limit/i.test(message)) {
        return `GitHub's rate limit stopped the comment on ${where}: ${message}`;
    }
    if (status === 403 || (status === 404 && (0,_pull_target_js__WEBPACK_IMPORTED_MODULE_6__/* .isForkPullRequestRun */ .Wu)(context))) {
        if ((0,_pull_target_js__WEBPACK_IMPORTED_MODULE_6__/* .isForkPullRequestRun */ .Wu)(context)) {
            return `GitHub gave this workflow a read-only token: it runs for a pull request from a fork, and such runs cannot comment (HTTP ${status}). Fork pull requests get their dashboards and comment from fork mode: a workflow triggered by 'pull_request_target' that reads the pull request's datasets from GitHub as data, without checking it out (README, 'Pull requests from forks').`;
        }
        return `The token may not write comments on ${where} (HTTP ${status}: ${message}). Give the job 'permissions: pull-requests: write', or pass a token that has it in '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.GithubToken}'.`;
    }
    if (status === 401)
        return `GitHub refused the '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.GithubToken}' (HTTP 401): ${message}`;
    if (status === 404)
        return `GitHub found no ${where} in ${context.owner}/${context.repo}, or the token cannot see it (HTTP 404).`;
    if (status === 422)
        return `GitHub refused the comment on ${where} (HTTP 422): ${message}`;
    return `Commenting on ${where} failed: ${message}`;
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
function commentWriter(request) {
    let finding;
    let written;
    let over = false;
    const find = () => (finding ??= findComment(request));
    return {
        prepare: () => {
            if (request.token !== '')
                void find().catch(() => undefined);
        },
        async write(content, limitMs) {
            if (over)
                return undefined;
            if (request.token === '') {
                over = true;
                _common_log_js__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e(`No comment was posted: '${_config_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.GithubToken}' is empty. Leave it out, so that it is the job's own token (github.token), or give it a secret that holds a token; a secret is empty on a pull request from a fork.`);
                return undefined;
            }
            const known = {};
            try {
                return await (0,_client_js__WEBPACK_IMPORTED_MODULE_4__.withTimeLimit)('the comment', limitMs ?? commentTimeLimit(request.deadline, request.clock.now()), async (phase) => {
                    const client = (0,_client_js__WEBPACK_IMPORTED_MODULE_4__.createGitHubClient)(request.token, request.context.apiUrl, line => _common_log_js__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(line), phase);
                    const policy = { clock: phase.clock, endsAt: phase.endsAt, log: _common_log_js__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq };
                    let session;
                    let first;
                    if (written !== undefined) {
                        const { id } = written;
                        session = openSession(client, written.target, request.tag, policy, written.me);
                        known.target = session.target;
                        first = () => current(session, id);
                    }
                    else {
                        const found = await find();
                        if ('none' in found) {
                            over = true;
                            _common_log_js__WEBPACK_IMPORTED_MODULE_1__/* .notice */ .lm(`No pull-request comment was posted: ${found.none}.`);
                            return undefined;
                        }
                        known.target = found.target;
                        if (found.failed !== undefined)
                            throw found.failed;
                        session = openSession(client, found.target, request.tag, policy, found.me);
                        const { comment } = found;
                        first = () => Promise.resolve(comment);
                    }
                    const outcome = await writeOver(session, first, content);
                    const number = session.target.number;
                    if ('newer' in outcome) {
                        over = true;
                        const { theirs, head } = outcome.newer;
                        _common_log_js__WEBPACK_IMPORTED_MODULE_1__/* .notice */ .lm(`The comment on pull request #${number} was left as it is: it shows commit ${theirs.slice(0, 7)}, and the pull request's head is now ${head.slice(0, 7)}, not this run's ${content.commitSha?.slice(0, 7)}. The newer run reports there; this run's results are in its job summary and outputs.`);
                        return undefined;
                    }
                    written = { target: session.target, id: outcome.comment.id, me: session.me };
                    const url = outcome.comment.html_url;
                    _common_log_js__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`${outcome.created ? 'Posted' : 'Updated'} the comment on pull request #${number}: ${url}`);
                    return url;
                }, request.clock);
            }
            catch (error) {
                if ((0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_7__/* .isRefusal */ .vu)(error))
                    over = true;
                // What was found may be stale, or the write may have landed unanswered: look again.
                else if (written === undefined)
                    finding = undefined;
                _common_log_js__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e(explainFailure(error, request.context, known.target));
                return undefined;
            }
        }
    };
}
/** The pull request, then the tag's comment on it, within their own time limit. */
async function findComment(request) {
    const known = {};
    try {
        return await (0,_client_js__WEBPACK_IMPORTED_MODULE_4__.withTimeLimit)('finding the comment', commentTimeLimit(request.deadline, request.clock.now()), async (phase) => {
            const { context } = request;
            const client = (0,_client_js__WEBPACK_IMPORTED_MODULE_4__.createGitHubClient)(request.token, context.apiUrl, _common_log_js__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq, phase);
            const number = await findPullRequest(client, context, request.prNumber);
            if (typeof number !== 'number')
                return number;
            const target = { owner: context.owner, repo: context.repo, number };
            known.target = target;
            const session = openSession(client, target, request.tag, {
                clock: phase.clock,
                endsAt: phase.endsAt,
                log: _common_log_js__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq
            });
            const [comment] = await listOwn(session);
            return { target, comment, me: session.me };
        }, request.clock);
    }
    catch (failed) {
        // Once the pull request is known, the warning names it.
        if (known.target !== undefined)
            return {
                target: known.target,
                failed: failed instanceof Error ? failed : new Error(String(failed))
            };
        throw failed;
    }
}


/***/ }),

/***/ 23592:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C4: () => (/* binding */ ownLogin),
/* harmony export */   Vm: () => (/* binding */ isInstallation),
/* harmony export */   j7: () => (/* binding */ normalise),
/* harmony export */   zG: () => (/* binding */ authorLogin)
/* harmony export */ });
/* unused harmony export viewerLogin */
/**
 * The token's login, as GraphQL's viewer names it. It answers for every kind of token; REST's
 * GET /user refuses the job's GITHUB_TOKEN and any app installation token (403), so it is never
 * asked.
 */
async function viewerLogin(client) {
    const answer = await client.graphql('query { viewer { login } }');
    return answer.viewer.login;
}
/** A login as authors are compared: '[bot]' and case aside. */
function normalise(login) {
    return (login ?? '').replace(/\[bot\]$/i, '').toLowerCase();
}
/** Who the token is, as comment authors are compared. */
async function ownLogin(client) {
    return normalise(await viewerLogin(client));
}
/** Whether the client holds an app installation token (`ghs_`), as GITHUB_TOKEN is; no request. */
async function isInstallation(client) {
    const auth = (await client.auth());
    return auth.tokenType === 'installation';
}
/**
 * The login REST names the token's user or app by as an author, for a list's `creator`: an app
 * writes as its bot, `<slug>[bot]` (the job's token as `github-actions[bot]`).
 */
async function authorLogin(client) {
    const login = await viewerLogin(client);
    return (await isInstallation(client)) && !/\[bot\]$/i.test(login) ? `${login}[bot]` : login;
}


/***/ })

};

export const id = 253;
export const ids = [253];
export const modules = {

/***/ 48253:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   changedFiles: () => (/* binding */ changedFiles)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(27242);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19556);
/**
 * The files this run's event changed, for `changed-only`. Each source is used only within the
 * limit GitHub documents for it, and a list that may be cut short is never taken as the answer:
 *
 * 1. the checkout's own history (`git diff`), when it holds both commits: exact, no request;
 * 2. GitHub's compare (one request: it lists 300 files, on its first page only), or a pull
 *    request's files (100 a page, 3,000 at most, checked against the payload's `changed_files`),
 *    unless the datasets are read at a commit the event names (fork mode): the pull request's
 *    files are those of its head now, which a push after the event moved on, so the compare
 *    from the base to that commit is read instead;
 * 3. past the compare's 300 files, the files of each commit in the range;
 * 4. when nothing can tell, every matched file, with the reason.
 */




const PAGE = 100;
/** GitHub's compare lists this many files at most, on its first page only. */
const COMPARE_MAX_FILES = 300;
/** …and this many commits, whose own files it pages up to 3,000. */
const COMPARE_MAX_COMMITS = 250;
const COMMIT_MAX_FILES = 3000;
/** A pull request's files list stops here. */
const PULL_MAX_FILES = 3000;
const FULL_HISTORY = "check out with 'fetch-depth: 0' so the action reads the change from git";
async function changedFiles(context, options) {
    const range = rangeOf(context);
    if ('all' in range)
        return range;
    if (range.kind === 'none')
        return { files: new Set() };
    if (range.kind === 'commits') {
        const local = await gitDiff(options.workspace, range.base, range.head);
        if (local) {
            options.log(`Changed files read from git: ${short(range.base)}..${short(range.head)}.`);
            return { files: local };
        }
        return compareRange(options.github(), context, range.base, range.head);
    }
    const head = options.at ?? range.head;
    if (range.base && head) {
        const local = await gitDiff(options.workspace, `${range.base}...`, head);
        if (local) {
            options.log(`Changed files read from git: ${short(range.base)}...${short(head)}.`);
            return { files: local };
        }
    }
    if (options.at === undefined)
        return pullRequestFiles(options.github(), context, range.number, range.expected);
    if (!range.base)
        return {
            all: `the event names no base commit of pull request #${range.number} to compare its commit ${short(options.at)} with`
        };
    return changeUpTo(options.github(), context, range.number, range.base, options.at);
}
function rangeOf(context) {
    const payload = context.payload;
    const event = context.eventName || 'current';
    const number = (0,_context_js__WEBPACK_IMPORTED_MODULE_3__/* .eventPullRequest */ .Z)(context);
    if (number !== undefined) {
        const pull = payload.pull_request;
        return {
            kind: 'pull',
            number,
            base: pull?.base?.sha,
            head: pull?.head?.sha,
            expected: typeof pull?.changed_files === 'number' ? pull.changed_files : undefined
        };
    }
    switch (context.eventName) {
        case 'push': {
            if (payload.deleted === true || (0,_context_js__WEBPACK_IMPORTED_MODULE_3__/* .isZeroSha */ .hp)(payload.after))
                return { kind: 'none' };
            const tag = payload.ref?.startsWith('refs/tags/');
            if (payload.created === true || (0,_context_js__WEBPACK_IMPORTED_MODULE_3__/* .isZeroSha */ .hp)(payload.before))
                return {
                    all: tag
                        ? 'the push created a tag, which names a commit rather than a change'
                        : "this is the branch's first push, so every file is new to it"
                };
            if (!payload.before || !payload.after)
                return { all: 'the push event names no commits to compare' };
            return { kind: 'commits', base: payload.before, head: payload.after };
        }
        case 'merge_group': {
            const group = payload.merge_group;
            if (group?.base_sha && group.head_sha)
                return { kind: 'commits', base: group.base_sha, head: group.head_sha };
            return { all: 'the merge_group event names no base and head commit' };
        }
        case 'issue_comment':
            return payload.issue?.pull_request && payload.issue.number
                ? { kind: 'pull', number: payload.issue.number }
                : { all: 'the comment is on an issue, not a pull request' };
    }
    return { all: `the ${event} event carries no change to compare` };
}
async function pullRequestFiles(client, context, number, expected) {
    if (expected !== undefined && expected > PULL_MAX_FILES)
        return pullTooLarge(number, expected);
    let listed;
    try {
        listed = await client.paginate(client.rest.pulls.listFiles, {
            owner: context.owner,
            repo: context.repo,
            pull_number: number,
            per_page: PAGE
        });
    }
    catch (error) {
        throw refused(error, `the files of pull request #${number}`, 'pull-requests: read');
    }
    // GitHub stops at 3,000 without saying so: a full list may be a cut one.
    if (listed.length >= PULL_MAX_FILES && (expected === undefined || expected > listed.length))
        return pullTooLarge(number, expected);
    return { files: new Set(listed.map(f => f.filename)) };
}
function pullTooLarge(number, expected) {
    const count = expected === undefined ? `at least ${PULL_MAX_FILES}` : String(expected);
    return {
        all: `pull request #${number} changes ${count} files and GitHub lists only the first ${PULL_MAX_FILES} (${FULL_HISTORY})`
    };
}
async function compareRange(client, context, base, head) {
    const first = await compare(client, context, base, head, 1);
    if (first === undefined) {
        return {
            all: `GitHub cannot compare ${short(base)}...${short(head)} (the earlier commit is gone, as after some force-pushes)`
        };
    }
    const files = await filesOf(client, context, first, base, head);
    if (files === undefined)
        return { all: rangeTooLarge(base, head) };
    // A force-push drops commits: their files changed too, and only the reverse compare lists them.
    if (first.status === 'diverged' || first.status === 'behind') {
        const back = await compare(client, context, head, base, 1);
        const dropped = back && (await filesOf(client, context, back, head, base));
        if (dropped === undefined)
            return { all: rangeTooLarge(base, head) };
        for (const file of dropped)
            files.add(file);
    }
    return { files };
}
/**
 * A pull request's change from its base up to one commit (three dots: since their merge base,
 * as the pull request counts it), read whole or not at all.
 */
async function changeUpTo(client, context, number, base, head) {
    const first = await compare(client, context, base, head, 1);
    const files = first && (await filesOf(client, context, first, base, head));
    if (files !== undefined) {
        return { files };
    }
    const why = first === undefined
        ? `GitHub cannot compare pull request #${number}'s base ${short(base)} with its commit ${short(head)} (a force-push may have dropped it)`
        : `pull request #${number} changed more files up to ${short(head)} than GitHub can list`;
    return {
        all: `${why}; the datasets are read at that commit, not from a checkout, so narrow '${_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.File}' to the datasets it changes`
    };
}
function rangeTooLarge(base, head) {
    return `the push ${short(base)}...${short(head)} changed more files than GitHub can list (${FULL_HISTORY})`;
}
/** The range's files: the compare's own list when it is whole, else each commit's files. */
async function filesOf(client, context, first, base, head) {
    const listed = first.files ?? [];
    if (listed.length < COMPARE_MAX_FILES)
        return new Set(listed.map(f => f.filename));
    if (first.total_commits > COMPARE_MAX_COMMITS)
        return undefined;
    const commits = [...first.commits];
    for (let page = 2; commits.length < first.total_commits; page++) {
        const next = await compare(client, context, base, head, page);
        if (!next || next.commits.length === 0)
            return undefined;
        commits.push(...next.commits);
    }
    const files = new Set();
    for (const { sha } of commits) {
        let count = 0;
        try {
            for await (const response of client.paginate.iterator(client.rest.repos.getCommit, {
                owner: context.owner,
                repo: context.repo,
                ref: sha,
                per_page: PAGE
            })) {
                // A single commit's answer, paged through its files (Octokit types it as a list).
                const listed = response.data.files ?? [];
                for (const file of listed)
                    files.add(file.filename);
                count += listed.length;
            }
        }
        catch (error) {
            throw refused(error, `the files of commit ${short(sha)}`, 'contents: read');
        }
        if (count >= COMMIT_MAX_FILES)
            return undefined;
    }
    return files;
}
async function compare(client, context, base, head, page) {
    try {
        const { data } = await client.rest.repos.compareCommitsWithBasehead({
            owner: context.owner,
            repo: context.repo,
            basehead: `${base}...${head}`,
            per_page: PAGE,
            page
        });
        return data;
    }
    catch (error) {
        if (error.status === 404)
            return undefined;
        throw refused(error, `the compare ${short(base)}...${short(head)}`, 'contents: read');
    }
}
/** A refusal in terms of the permission the job needs, never GitHub's bare sentence. */
function refused(error, what, permission) {
    const status = error.status;
    const message = error.message;
    const cannot = `'${_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.ChangedOnly}' could not read ${what}`;
    if (status === 401) {
        return new Error(`${cannot}: GitHub refused the '${_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.GithubToken}' as invalid or expired (HTTP 401).`);
    }
    if ((status === 403 || status === 429) && /rate limit/i.test(message))
        return new Error(`${cannot}: GitHub's rate limit stopped it (HTTP ${status}); run it again later.`);
    if (status === 403 || status === 404) {
        const answer = status === 404 ? 'found nothing the token can see' : 'refused the token';
        return new Error(`${cannot}: GitHub ${answer} (HTTP ${status}). ` +
            `Give the job 'permissions: ${permission}', or pass a token that has it in '${_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.GithubToken}'.`);
    }
    return new Error(`${cannot}: ${message}`);
}
const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/i;
/**
 * The files `git diff` names between two commits of the checkout, or undefined when the
 * checkout lacks either (a shallow clone) or is no repository. `base` may end in `...` for the
 * change since the merge base, as a pull request counts it.
 */
async function gitDiff(workspace, base, head) {
    const baseSha = base.replace(/\.\.\.$/, '');
    // The commits come from the event payload: only plain object names reach git's arguments.
    if (!SHA.test(baseSha) || !SHA.test(head))
        return undefined;
    const git = (args) => (0,node_util__WEBPACK_IMPORTED_MODULE_1__.promisify)(node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', args, {
        cwd: workspace,
        timeout: 60_000,
        maxBuffer: 256 * 1024 * 1024,
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0' }
    });
    try {
        await git(['cat-file', '-e', `${baseSha}^{commit}`]);
        await git(['cat-file', '-e', `${head}^{commit}`]);
        const { stdout } = await git([
            '-c',
            'core.quotePath=false',
            'diff',
            '--name-only',
            '--no-renames',
            '-z',
            `${base}${base.endsWith('...') ? '' : '..'}${head}`
        ]);
        return new Set(stdout.split('\0').filter(name => name !== ''));
    }
    catch {
        return undefined;
    }
}
function short(sha) {
    return sha.slice(0, 7);
}


/***/ })

};

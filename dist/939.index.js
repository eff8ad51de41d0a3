export const id = 939;
export const ids = [939];
export const modules = {

/***/ 31567:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  I: () => (/* binding */ stepDatasets)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/common/log.ts
var log = __webpack_require__(81095);
// EXTERNAL MODULE: ./src/config/constants.ts
var constants = __webpack_require__(64687);
// EXTERNAL MODULE: ./src/github/context.ts
var github_context = __webpack_require__(19556);
// EXTERNAL MODULE: ./src/report/change-text.ts
var change_text = __webpack_require__(87438);
// EXTERNAL MODULE: ./src/common/pool.ts
var pool = __webpack_require__(43211);
;// CONCATENATED MODULE: ./src/features/compare/dataset-changes.ts
/**
 * What the event changed in each dataset (`compare`), wired for main.ts: the base version from
 * the checkout's git history, else from GitHub's contents API, compared in datasets/, told in
 * report/. Never fails the step: a comparison that cannot be made says why.
 */




/** The comparison never takes longer than this, whatever the step's timeout leaves. */
const COMPARE_TIME_LIMIT_MS = 60_000;
/**
 * Each dataset with what the event changed in it, for `compare`: its base version from the
 * checkout's history, else from GitHub. Events that name no base commit get none.
 */
async function withChanges(settings, datasets, workspace, timeLimitMs) {
    const context = (0,github_context/* readRunContext */.$p)();
    const base = (0,github_context/* comparisonBase */.BK)(context);
    if (!settings.compare || datasets.length === 0 || base === undefined)
        return datasets;
    const { withTimeLimit } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 96584));
    const limit = Math.max(0, Math.min(COMPARE_TIME_LIMIT_MS, timeLimitMs));
    const changes = await withTimeLimit('the comparison', limit, phase => compareEach(settings, datasets, { workspace, context, base, phase })).catch((error) => datasets.map(() => ({
        kind: 'not-compared',
        reason: { why: 'failed', base: base ?? '', message: error.message }
    })));
    for (const [i, change] of changes.entries())
        log/* info */.pq(`${datasets[i].displayPath}: ${(0,change_text/* changeText */.k)(change)}`);
    return datasets.map((dataset, i) => ({ ...dataset, change: changes[i] }));
}
/** Every dataset against `base` (null: a first push, all new); GitHub asked only if git cannot tell. */
async function compareEach(settings, datasets, where) {
    const { context, base, phase } = where;
    const [{ changeOf }, { createGitHubClient }, { fileAtCommit }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(823), __webpack_require__.e(816)]).then(__webpack_require__.bind(__webpack_require__, 40816)),
        Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 96584)),
        __webpack_require__.e(/* import() */ 773).then(__webpack_require__.bind(__webpack_require__, 8773))
    ]);
    let client;
    let first;
    let reads = 0;
    const fromGitHub = async (path) => {
        client ??= createGitHubClient(settings.githubToken, context.apiUrl, log/* info */.pq, phase);
        const ref = base;
        // The first read goes alone: a commit GitHub does not know, or a token it refuses, is then
        // told for every other dataset without asking again. Every read spends the hourly requests
        // all of the repository's jobs share, so a run makes at most MAX_BASE_READS.
        const earlier = first === undefined ? undefined : await first;
        if (earlier?.kind === 'refused')
            return baseVersionOf(earlier, ref);
        if (reads >= MAX_BASE_READS)
            return tooManyReads(ref);
        reads++;
        const answer = fileAtCommit(client, { owner: context.owner, repo: context.repo, path, ref });
        first ??= answer;
        return baseVersionOf(await answer, ref);
    };
    const sources = {
        workspace: where.workspace,
        base: base ?? undefined,
        fromGitHub: settings.githubToken === '' ? undefined : fromGitHub,
        key: settings.compareKey
    };
    return (0,pool/* mapWithConcurrency */.W)(datasets, settings.maxConcurrency, dataset => changeOf(dataset, {
        ...sources,
        key: settings.keyOf ? settings.keyOf(dataset.displayPath) : sources.key
    }));
}
/**
 * Base versions read from GitHub's contents API in one run at most: each is a request of the
 * 1,000 an hour that every job of the repository shares, and a full checkout needs none.
 */
const MAX_BASE_READS = 100;
function tooManyReads(base) {
    const message = `more than ${MAX_BASE_READS} datasets would each need a request to GitHub for its base version; check out with 'fetch-depth: 0' to compare them all from git`;
    return { kind: 'unreadable', reason: { why: 'failed', base, message } };
}
function baseVersionOf(answer, base) {
    switch (answer.kind) {
        case 'absent':
        case 'found':
            return answer;
        case 'refused':
            return { kind: 'unreadable', reason: { why: 'refused', base, status: answer.status } };
        case 'failed':
            return { kind: 'unreadable', reason: { why: 'failed', base, message: answer.message } };
    }
}

// EXTERNAL MODULE: ./src/datasets/find/find.ts + 2 modules
var find = __webpack_require__(40190);
// EXTERNAL MODULE: ./src/features/fork-mode/fork-mode.ts + 2 modules
var fork_mode = __webpack_require__(3014);
// EXTERNAL MODULE: ./src/common/input-values.ts
var input_values = __webpack_require__(70564);
// EXTERNAL MODULE: ./src/actions/inputs.ts
var inputs = __webpack_require__(36982);
;// CONCATENATED MODULE: ./src/actions/datasets.ts
/**
 * The datasets of a step that generates or plans: found (in the workspace, or in fork mode in
 * the pull request's head commit), kept to the changed ones when asked, checked, and each
 * compared with its base version. A push that deleted its ref, or fork mode waiting for
 * approval, has none: the step ends.
 */










/** The step's datasets, or 'ended' when there is nothing to find (told here). */
async function stepDatasets(settings, options) {
    const timeLeft = () => options.deadline - options.clock.now();
    const deleted = (0,github_context/* deletedRef */.Lw)((0,github_context/* readRunContext */.$p)());
    if (deleted !== undefined) {
        log/* notice */.lm(`The push deleted a ${deleted}: no dashboard to generate, no comment to post.`);
        return 'ended';
    }
    // Fork mode reads the pull request's head commit from GitHub, never the workspace.
    const head = (0,fork_mode/* isForkMode */.gU)() ? await (0,fork_mode/* pullRequestHead */.Ju)(settings, options.clock, timeLeft) : undefined;
    if (head === 'ended')
        return 'ended';
    const root = head?.workspace ?? options.workspace;
    const withPr = head === undefined ? settings : { ...settings, prNumber: head.number };
    const manifest = settings.config === undefined
        ? undefined
        : await manifestSelection(settings, options, root, head);
    const selection = manifest?.selection;
    let present = [];
    // Each dataset's own settings: the manifest's, or a leg's as its plan handed them.
    const settingsOf = selection?.settingsOf ?? settings.planned;
    const query = datasetQuery(settings, options.fetchesNoLfs, timeLeft, selection, settingsOf);
    const matched = query.patterns.length === 0
        ? []
        : await (0,find/* findDatasets */.XW)(query, root, async () => {
            const changed = await changedFiles(withPr, root, timeLeft(), head?.headSha);
            // Fork mode takes the base's manifest: a pull request changes no dataset's settings.
            return selection === undefined || head !== undefined
                ? changed
                : withChangedSettings(changed, selection, settings, root, options.workspace);
        }, paths => (present = paths), head?.ready);
    const refused = [...(selection?.refused ?? new Map())].map(([file, problems]) => (0,find/* rejection */.cz)(file, problems));
    const all = [...matched, ...refused].sort((a, b) => pathOf(a).localeCompare(pathOf(b)));
    const found = await withComparisons(withPr, all, root, timeLeft(), settingsOf);
    return {
        found,
        present: [...present, ...refused.map(pathOf)],
        root,
        prNumber: head?.number,
        settingsOf: selection?.settingsOf,
        problems: selection?.problems ?? [],
        changedManifest: manifest?.changed ? settings.config : undefined
    };
}
function pathOf(item) {
    return 'dataset' in item ? item.dataset.displayPath : item.file.displayPath;
}
/**
 * The manifest's files and their settings: read from the workspace (in fork mode, from the
 * base commit, never the head), checked, matched in `root`.
 */
async function manifestSelection(settings, options, root, head) {
    const file = settings.config;
    const base = head && (await head.manifest(file));
    const text = base?.text ?? (await readManifestText(options.workspace, file));
    // The YAML reader is loaded only for a step with a manifest.
    const [{ parseManifest }, { selectFiles }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(612)]).then(__webpack_require__.bind(__webpack_require__, 84612)),
        __webpack_require__.e(/* import() */ 983).then(__webpack_require__.bind(__webpack_require__, 81983))
    ]);
    const manifest = parseManifest(file, text);
    log/* info */.pq(`${file}: ${manifest.entries.length} entr${manifest.entries.length === 1 ? 'y' : 'ies'}.`);
    const selection = await selectFiles(manifest, root, (0,inputs/* stepDatasetSettings */.Gq)(settings));
    return { selection, changed: base?.changed === true };
}
async function readManifestText(workspace, file) {
    const absolute = external_node_path_default().resolve(workspace, file);
    const stat = await external_node_fs_.promises.stat(absolute).catch(() => undefined);
    if (stat === undefined || !stat.isFile())
        throw new Error(`Input '${constants/* Input */.pd.Config}' is ${(0,input_values/* quote */.hD)(file)}, but there is no such file in the workspace (${workspace}). Check the path, and that the job checks out the repository (actions/checkout) before this step; docs/manifest.md shows a manifest.`);
    if (stat.size > constants/* MAX_MANIFEST_BYTES */.ZJ)
        throw new Error(`Input '${constants/* Input */.pd.Config}': ${(0,input_values/* quote */.hD)(file)} is ${stat.size.toLocaleString('en-US')} bytes; a manifest lists datasets and their settings and is far below ${constants/* MAX_MANIFEST_BYTES */.ZJ / 1024 / 1024} MiB. Check that '${constants/* Input */.pd.Config}' names the manifest.`);
    return external_node_fs_.promises.readFile(absolute, 'utf8');
}
/** Every matched file in its place, the checked ones with what the event changed in them. */
async function withComparisons(settings, matched, workspace, timeLimitMs, settingsOf) {
    const checked = matched.flatMap(item => ('dataset' in item ? [item.dataset] : []));
    const keyed = settingsOf
        ? { ...settings, keyOf: (file) => settingsOf(file).compareKey }
        : settings;
    const compared = await changesOf(keyed, checked, workspace, timeLimitMs);
    const byPath = new Map(compared.map(dataset => [dataset.displayPath, dataset]));
    return matched.map(item => 'dataset' in item ? { dataset: byPath.get(item.dataset.displayPath) ?? item.dataset } : item);
}
/**
 * Each dataset with what the event changed in it. A leg compares only its Git LFS datasets: the
 * plan told the others' changes (collect/ reports them), but fetches no LFS object to compare.
 */
async function changesOf(settings, matched, workspace, timeLimitMs) {
    if (settings.leg === undefined)
        return withChanges(settings, matched, workspace, timeLimitMs);
    const lfs = matched.filter(dataset => dataset.lfs !== undefined);
    const compared = await withChanges(settings, lfs, workspace, timeLimitMs);
    const byPath = new Map(compared.map(dataset => [dataset.displayPath, dataset]));
    return matched.map(dataset => byPath.get(dataset.displayPath) ?? dataset);
}
function datasetQuery(settings, fetchesNoLfs, timeLeft, selection, settingsOf) {
    return {
        patterns: selection?.patterns ?? settings.patterns,
        changedOnly: settings.changedOnly,
        readingOf: settingsOf &&
            (file => {
                const own = settingsOf(file);
                return { ...own.reading, fileType: own.fileType };
            }),
        reading: {
            ...settings.reading,
            fileType: settings.fileType,
            fetchesNoLfs,
            timeLeftMs: timeLeft,
            timeoutMs: settings.timeoutMs
        }
    };
}
/**
 * The changed files, and the datasets whose settings the event changed in the manifest: counted
 * as changed though their files are not. The manifest's base version is read only when the event
 * changed the manifest.
 */
async function withChangedSettings(changed, selection, settings, root, workspace) {
    const manifest = settings.config;
    if ('all' in changed || !changed.files.has(manifest))
        return changed;
    const base = (0,github_context/* comparisonBase */.BK)((0,github_context/* readRunContext */.$p)());
    if (base === undefined)
        return changed;
    const [{ filesWithChangedSettings }, { parseManifest }, { selectFiles }] = await Promise.all([
        __webpack_require__.e(/* import() */ 495).then(__webpack_require__.bind(__webpack_require__, 59495)),
        Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(612)]).then(__webpack_require__.bind(__webpack_require__, 84612)),
        __webpack_require__.e(/* import() */ 983).then(__webpack_require__.bind(__webpack_require__, 81983))
    ]);
    const step = (0,inputs/* stepDatasetSettings */.Gq)(settings);
    const found = await filesWithChangedSettings(selection, manifest, text => selectFiles(parseManifest(manifest, text), root, step), {
        workspace,
        base,
        fromGitHub: settings.githubToken === '' ? undefined : manifestFromGitHub(settings)
    });
    if ('all' in found)
        return found;
    for (const [file, why] of found.files)
        log/* info */.pq(`${file}: counted as changed: ${why}.`);
    return { files: new Set([...changed.files, ...found.files.keys()]) };
}
/** The manifest at a commit, from GitHub's contents API. */
function manifestFromGitHub(settings) {
    return async (file, ref) => {
        const context = (0,github_context/* readRunContext */.$p)();
        const [{ createGitHubClient }, { fileAtCommit }] = await Promise.all([
            Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 96584)),
            __webpack_require__.e(/* import() */ 773).then(__webpack_require__.bind(__webpack_require__, 8773))
        ]);
        const client = createGitHubClient(settings.githubToken, context.apiUrl, log/* info */.pq);
        const answer = await fileAtCommit(client, {
            owner: context.owner,
            repo: context.repo,
            path: file,
            ref
        });
        if (answer.kind === 'found' || answer.kind === 'absent')
            return answer;
        const message = answer.kind === 'refused' ? `HTTP ${answer.status}` : answer.message;
        return { kind: 'unreadable', reason: { why: 'failed', base: ref, message } };
    };
}
/**
 * The event's changed files, read within the time the step has (`timeLimitMs`); up to `at` when
 * the datasets are read at that commit (fork mode's head), not from the checkout.
 */
async function changedFiles(settings, workspace, timeLimitMs, at) {
    const context = (0,github_context/* readRunContext */.$p)();
    const [{ createGitHubClient, withTimeLimit }, { changedFiles: list }] = await Promise.all([
        Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 96584)),
        __webpack_require__.e(/* import() */ 253).then(__webpack_require__.bind(__webpack_require__, 48253))
    ]);
    return withTimeLimit(`the changed files for '${constants/* Input */.pd.ChangedOnly}'`, timeLimitMs, phase => list(context, {
        workspace,
        at,
        github: () => createGitHubClient(settings.githubToken, context.apiUrl, log/* info */.pq, phase),
        log: log/* info */.pq
    }));
}


/***/ }),

/***/ 99218:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ bytesUpTo)
/* harmony export */ });
/** A stream's bytes, read whole unless they pass a limit: then reading stops there. */
/** The bytes of `stream`, or undefined as soon as they pass `max`. */
async function bytesUpTo(stream, max) {
    const chunks = [];
    let size = 0;
    for await (const chunk of stream) {
        const buffer = Buffer.from(chunk);
        size += buffer.length;
        if (size > max)
            return undefined;
        chunks.push(buffer);
    }
    return Buffer.concat(chunks);
}


/***/ }),

/***/ 3014:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  eL: () => (/* binding */ endsAsForkWithoutSecrets),
  gU: () => (/* binding */ isForkMode),
  Ju: () => (/* binding */ pullRequestHead)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/common/bounded-bytes.ts
var bounded_bytes = __webpack_require__(99218);
// EXTERNAL MODULE: ./src/common/log.ts
var log = __webpack_require__(81095);
// EXTERNAL MODULE: ./src/common/pool.ts
var pool = __webpack_require__(43211);
// EXTERNAL MODULE: ./src/config/constants.ts
var constants = __webpack_require__(64687);
// EXTERNAL MODULE: ./src/datasets/find/lfs.ts
var lfs = __webpack_require__(78798);
// EXTERNAL MODULE: ./src/datasets/convert/scratch.ts
var scratch = __webpack_require__(63527);
// EXTERNAL MODULE: ./src/common/input-values.ts
var input_values = __webpack_require__(70564);
// EXTERNAL MODULE: ./src/datasets/read/formats.ts
var formats = __webpack_require__(30378);
// EXTERNAL MODULE: ./src/datasets/convert/prepare.ts
var prepare = __webpack_require__(27798);
;// CONCATENATED MODULE: ./src/features/fork-mode/tree-entries.ts
/**
 * A pull request's head tree, read as data in fork mode, is hostile: each entry a `file` pattern
 * selects is checked from what the tree tells (its mode and size) before any of its content is
 * fetched, and its path is laid out on disk only if it names a plain file below the folder it is
 * laid out in.
 */





/** The most datasets fork mode generates for one pull request in a run. */
const MAX_HEAD_DATASETS = 50;
/** Blobs downloaded at once: enough to hide GitHub's latency, few enough for its limits. */
const BLOBS_AT_ONCE = 16;
/** GitHub's blobs API serves blobs up to 100 MB; a larger one cannot be read as data. */
const MAX_BLOB_BYTES = 100 * 1024 * 1024;
const SYMLINK = '120000';
const SUBMODULE = '160000';
const FILE_MODES = ['100644', '100755'];
/** The longest name most file systems take for one path segment, in bytes. */
const MAX_SEGMENT_BYTES = 255;
/**
 * The path relative to the layout's root, or undefined when it cannot be a plain file there:
 * an empty, `.` or `..` segment, a `.git` folder (in any case), a NUL, a backslash (a separator
 * on Windows), or a segment too long for the disk.
 */
function layoutPath(treePath) {
    const segments = treePath.split('/');
    const bad = segments.some(segment => segment === '' ||
        segment === '.' ||
        segment === '..' ||
        segment.toLowerCase() === '.git' ||
        segment.includes('\0') ||
        segment.includes('\\') ||
        Buffer.byteLength(segment) > MAX_SEGMENT_BYTES);
    return bad ? undefined : segments.join((external_node_path_default()).sep);
}
/**
 * Why the entry a pattern selected is refused before any byte of it is fetched, or undefined
 * when it may be downloaded: a symbolic link or submodule (never followed), not a plain file, or
 * larger than can be read or sent.
 */
function entryProblem(entry, rules) {
    const name = (0,input_values/* quote */.hD)(entry.path);
    const refuse = (text) => ({
        message: `Input '${constants/* Input */.pd.File}': ${name} ${text}`,
        annotation: { title: 'Dataset refused', file: entry.path }
    });
    if (entry.mode === SYMLINK)
        return refuse("is a symbolic link in the pull request's head commit; fork mode never follows a link. Commit the dataset file itself at that path.");
    if (entry.mode === SUBMODULE || entry.type === 'commit')
        return refuse("is a submodule (another repository's commit) in the pull request's head commit; fork mode never reads a submodule. Commit the dataset file itself at that path.");
    if (!FILE_MODES.includes(entry.mode) || entry.type !== 'blob' || entry.size === undefined)
        return refuse(`is not a file in the pull request's head commit (git mode ${entry.mode}).`);
    if (entry.size > MAX_BLOB_BYTES)
        return refuse(`is ${(0,prepare/* formatBytes */.z3)(entry.size)} in the pull request's head commit, more than the ${MAX_BLOB_BYTES / 1024 ** 2} MB GitHub's API serves as data; it was not downloaded. Reduce it, or split it into files under 10 MB.`);
    // A plain CSV or JSON past the limit cannot become smaller: fetching it would be for nothing.
    const format = rules.fileType ?? (0,formats/* formatOfName */.Qv)(entry.path);
    const plain = format === 'csv' || format === 'json';
    const shrinks = rules.oversize === 'sample' || rules.columns !== undefined || rules.encoding !== undefined;
    // Three bytes more: a UTF-8 byte-order mark is dropped before upload.
    if (plain && !shrinks && entry.size > constants/* MAX_DATASET_BYTES */.Kl + 3)
        return refuse(`is ${(0,prepare/* formatBytes */.z3)(entry.size)} in the pull request's head commit, and was not downloaded: ${(0,prepare/* oversizeAdvice */.W5)()}.`);
    return undefined;
}
/** A blob that turned out to be a Git LFS pointer: its object is never fetched in fork mode. */
function lfsPointerProblem(treePath) {
    return {
        message: `Input '${constants/* Input */.pd.File}': ${(0,input_values/* quote */.hD)(treePath)} is a Git LFS pointer in the pull request's head commit. Fork mode reads a pull request's files through GitHub's API, which serves the pointer, never its object, and a pointer is never uploaded as data: this dataset was not sent. Commit it as a regular file (under 100 MB), or generate its dashboard from the base branch once the pull request is merged.`,
        annotation: { title: 'Dataset refused', file: treePath }
    };
}
/** A dataset past the most a pull request gets in a run. */
function tooManyProblem(treePath, count) {
    return {
        message: `Input '${constants/* Input */.pd.File}': ${(0,input_values/* quote */.hD)(treePath)} was not sent: the pull request's head commit has ${count} datasets for this step, and fork mode generates at most ${MAX_HEAD_DATASETS} a run (the first ${MAX_HEAD_DATASETS} in path order). Set '${constants/* Input */.pd.ChangedOnly}: true' so only the changed ones count, narrow '${constants/* Input */.pd.File}', or split the pull request.`,
        annotation: { title: 'Dataset refused', file: treePath }
    };
}

// EXTERNAL MODULE: ./src/github/context.ts
var github_context = __webpack_require__(19556);
// EXTERNAL MODULE: ./src/report/messages.ts
var messages = __webpack_require__(53020);
// EXTERNAL MODULE: ./src/github/pull-target.ts
var pull_target = __webpack_require__(46572);
// EXTERNAL MODULE: ./src/report/html.ts
var html = __webpack_require__(86433);
// EXTERNAL MODULE: ./src/report/commit-status.ts
var commit_status = __webpack_require__(36604);
;// CONCATENATED MODULE: ./src/features/fork-mode/approval-text.ts
/**
 * What fork mode tells when a pull request waits for approval, or when a run has nothing to do:
 * who can approve, how, and for which commit, in the log, the job summary and the `dashboards`
 * status. Every text goes through its sink's one safe function.
 */



/** The README section fork mode links to. */
const FORK_MODE_DOCS = 'https://github.com/our-org/dashboard-action#pull-requests-from-forks';
function approval_text_short(sha) {
    return sha.slice(0, 7);
}
/** The whole explanation, as the step log's notice says it. */
function waitingNotice(waiting) {
    return [
        `Pull request #${waiting.number} waits for approval; nothing was sent to the dashboard service.`,
        `${capitalised(outsiderText(waiting))}, so fork mode generates only once someone with triage access or more adds the label '${waiting.label}' to it.`,
        `The label approves the commit it is added on (now ${approval_text_short(waiting.headSha)}) and no later one: after a push, it is needed again.`,
        staleLabelText(waiting),
        `See ${FORK_MODE_DOCS}.`
    ]
        .filter(line => line !== '')
        .join(' ');
}
/** Why the pull request waits: whose write access is lacking (logins and names as quoted text). */
function outsiderText(waiting) {
    const { login, as, unanswered } = waiting.outsider;
    const lacks = (who) => unanswered
        ? `GitHub did not say whether ${who} has write access to this repository`
        : `${who} has no write access to this repository`;
    if (as === 'author')
        return lacks(`its author ${(0,input_values/* quote */.hD)(login)} (author_association ${waiting.association})`);
    if (as === 'sender')
        return `${lacks(`${(0,input_values/* quote */.hD)(login)}, who sent this run's event (for a push, the pusher),`)}, and such a push needs approval whoever opened the pull request`;
    const fork = waiting.headRepo === '' ? 'a fork that is gone' : (0,input_values/* quote */.hD)(waiting.headRepo);
    if (login === '')
        return `Its commits were pushed to ${fork}, whose owner GitHub does not name, so every push to it needs approval whoever opened the pull request`;
    return `Its commits are pushed to ${fork}, whose owner decides who pushes there: ${lacks(`that owner ${(0,input_values/* quote */.hD)(login)}`)}, so every push to it needs approval whoever opened the pull request`;
}
function capitalised(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}
function staleLabelText(waiting) {
    if (!waiting.labelled)
        return '';
    if (waiting.removed)
        return `The label was on the pull request from before the head moved to ${approval_text_short(waiting.headSha)}, so it was taken off; add it again once this commit is reviewed.`;
    return `The label is on the pull request from before the head moved to ${approval_text_short(waiting.headSha)} and could not be taken off: remove it and add it again once this commit is reviewed.`;
}
/** The job summary's lines (HTML, each text escaped). */
function waitingSummary(waiting) {
    return [
        `<h3>⏸️ Dashboards wait for a maintainer's approval</h3>`,
        `<p>${(0,html/* htmlText */.js)(`Pull request #${waiting.number} needs approval: ${outsiderText(waiting)}. Nothing was sent to the dashboard service.`)}</p>`,
        `<p>${(0,html/* htmlText */.js)('To approve commit')} ${(0,html/* htmlCode */.h8)(approval_text_short(waiting.headSha))}${(0,html/* htmlText */.js)(`, someone with triage access or more reviews its datasets and adds the label`)} ${(0,html/* htmlCode */.h8)(waiting.label)} ${(0,html/* htmlText */.js)('to the pull request. The label approves that commit only: a later push needs it again.')}</p>`,
        ...(waiting.labelled ? [`<p>${(0,html/* htmlText */.js)(staleLabelText(waiting))}</p>`] : []),
        `<p><a href="${(0,html/* escapeHtml */.ZD)(FORK_MODE_DOCS)}">${(0,html/* htmlText */.js)('Pull requests from forks')}</a></p>`
    ];
}
/** The `dashboards` status's description, at most 140 characters. */
function waitingStatus(waiting) {
    return (0,commit_status/* statusDescription */.$U)(`Waiting for approval: a maintainer adds the label '${waiting.label}' to approve ${approval_text_short(waiting.headSha)}`);
}
/** A plain pull_request run of a fork's pull request, which GitHub gives no secrets. */
function forkWithoutSecretsNotice() {
    return `This pull request comes from a fork, and GitHub gives a pull_request run for a fork no secrets, so there is no 'api-key' and no dashboard is generated here; nothing was written. Dashboards for forks come from fork mode: a workflow on pull_request_target reads the pull request's datasets from GitHub as data. See ${FORK_MODE_DOCS}.`;
}

// EXTERNAL MODULE: ./src/report/summary.ts
var summary = __webpack_require__(57994);
;// CONCATENATED MODULE: ./src/features/fork-mode/fork-mode.ts
/**
 * Fork mode, wired for main.ts: on `pull_request_target` the datasets come from the pull
 * request's head commit through GitHub's API, as data, never from the workspace (which holds
 * the base branch, or whatever the workflow checked out). The head tree is laid out as empty
 * files in a folder of the step's own, so the `file` patterns select exactly what they would in
 * a checkout; only the files they select (and `changed-only` keeps) are downloaded into it, each
 * checked from its tree entry first. An outside author's pull request waits for a maintainer's
 * label, which approves the commit it is added on. The manifest (`config`) is read at the base
 * commit, never the head: a fork cannot change its titles, instructions or viewers. A plain
 * `pull_request` run of a fork, which has no secrets, ends with a notice.
 */















/** However early the step's timeout ends, the waiting status and label get this long. */
const WAITING_WRITES_MS = 15_000;
/**
 * A plain `pull_request` run of a fork's pull request without an `api-key` (GitHub gives it no
 * secrets): a notice naming fork mode, nothing written, and the step ends without failing.
 */
function endsAsForkWithoutSecrets(apiKey) {
    if (apiKey !== '' || !(0,pull_target/* isForkPullRequestRun */.Wu)((0,github_context/* readRunContext */.$p)()))
        return false;
    log/* notice */.lm(forkWithoutSecretsNotice());
    return true;
}
/** Whether this run's datasets are fork mode's: read from the API, never the workspace. */
function isForkMode() {
    return (0,github_context/* readRunContext */.$p)().eventName === pull_target/* FORK_MODE_EVENT */.qd;
}
/**
 * Fork mode's decision for this run: approved (the head's source), or waiting, or nothing to
 * do, the last two told and reported here.
 */
async function pullRequestHead(settings, clock, timeLeft) {
    const context = (0,github_context/* readRunContext */.$p)();
    const pull = (0,pull_target/* targetPullRequest */.kv)(context);
    if (typeof pull === 'string')
        throw new Error(`Fork mode cannot tell which commit to read: ${pull}. No dataset was read.`);
    const approval = await approvalFor(settings, context, pull, timeLeft);
    if (approval.kind === 'unchanged') {
        log/* notice */.lm(`Pull request #${pull.number}: the label ${(0,input_values/* quote */.hD)(pull.label ?? '')} was added or removed, which approves nothing ('${constants/* Input */.pd.ApprovalLabel}' is ${(0,input_values/* quote */.hD)(settings.approvalLabel)}); no dashboard generated, nothing written.`);
        return 'ended';
    }
    if (approval.kind === 'wait') {
        await reportWaiting(settings, context, pull, approval, clock, timeLeft);
        return 'ended';
    }
    const by = approval.by === 'pushers'
        ? `${(0,pull_target/* pushersOf */.GD)(pull)
            .map(pusher => `${pusherText(pusher, pull)} ${(0,input_values/* quote */.hD)(pusher.login)}`)
            .join(', ')} may push to ${context.owner}/${context.repo}`
        : `the label ${(0,input_values/* quote */.hD)(settings.approvalLabel)} was added on this commit`;
    log/* info */.pq(`Fork mode: pull request #${pull.number}'s datasets are read from GitHub at its head commit ${pull.headSha.slice(0, 7)}${pull.fromFork ? ` (pushed to ${(0,input_values/* quote */.hD)(pull.headRepo)})` : ''}, as data; ${by}.`);
    return headSource(settings, context, pull, timeLeft);
}
/**
 * Only a wait can turn on who pushes: another label's event, or the approval label being added,
 * is decided from the payload alone, and GitHub is not asked.
 */
async function approvalFor(settings, context, pull, timeLeft) {
    const unapproved = (0,pull_target/* approvalOf */.xf)(pull, settings.approvalLabel);
    if (unapproved.kind !== 'wait')
        return unapproved;
    const outsider = await firstOutsider(settings, context, pull, timeLeft);
    return outsider === undefined ? (0,pull_target/* writersApproval */.cv)(pull) : { ...unapproved, outsider };
}
/** The longest GitHub is given to say one login's permission before the run waits instead. */
const PERMISSION_MS = 20_000;
/**
 * The first of the pull request's author, the event's sender and the fork's owner whom GitHub
 * does not say may push to the repository (admin, maintain or write), or undefined when all may.
 * Each login is asked once, in that order, and no more once one may not: a run that waits costs
 * at most the requests up to the first outsider. An association of OWNER, MEMBER or
 * COLLABORATOR does not say it (an organization's members may only read, a collaborator may
 * have read or triage); any other association is an outsider's without asking.
 */
async function firstOutsider(settings, context, pull, timeLeft) {
    const repository = `${context.owner}/${context.repo}`;
    const github = githubFor(settings, context);
    for (const pusher of (0,pull_target/* pushersOf */.GD)(pull)) {
        if (pusher.login === '' || (pusher.as === 'author' && !(0,pull_target/* mayWrite */.J)(pull)))
            return pusher;
        const who = `${pusherText(pusher, pull)} ${(0,input_values/* quote */.hD)(pusher.login)}`;
        const { withTimeLimit, client } = await github;
        let permission;
        try {
            permission = await withTimeLimit(`the permission of ${who}`, Math.min(PERMISSION_MS, Math.max(0, timeLeft())), async (phase) => {
                try {
                    const { data } = await client(phase).rest.repos.getCollaboratorPermissionLevel({
                        owner: context.owner,
                        repo: context.repo,
                        username: pusher.login
                    });
                    return data.permission;
                }
                catch (error) {
                    // Not a collaborator of the repository at all.
                    if (error.status === 404)
                        return 'none';
                    throw error;
                }
            });
        }
        catch (error) {
            log/* warning */.$e(`Fork mode: GitHub did not say whether ${who} may push to ${repository} (${error.message}), so the pull request waits for the label ${(0,input_values/* quote */.hD)(settings.approvalLabel)} as an outsider's does. Run the workflow again to ask once more.`);
            return { ...pusher, unanswered: true };
        }
        if (!(0,pull_target/* isWritePermission */.tP)(permission)) {
            log/* info */.pq(`Fork mode: ${who} may not push to ${repository} (GitHub gives ${(0,input_values/* quote */.hD)(String(permission))}), so the pull request needs the label ${(0,input_values/* quote */.hD)(settings.approvalLabel)} as an outsider's does.`);
            return pusher;
        }
    }
    return undefined;
}
/** Who a login is to the pull request, as the log names them. */
function pusherText(pusher, pull) {
    if (pusher.as === 'author')
        return `pull request #${pull.number}'s author (${pull.association})`;
    if (pusher.as === 'sender')
        return `the event's sender (${pull.action})`;
    return `the owner of ${(0,input_values/* quote */.hD)(pull.headRepo)}`;
}
/** The head tree laid out as empty files; each selected file downloaded when asked. */
async function headSource(settings, context, pull, timeLeft) {
    const [{ readTree, downloadBlob }, { withTimeLimit, client }] = await Promise.all([
        __webpack_require__.e(/* import() */ 225).then(__webpack_require__.bind(__webpack_require__, 65225)),
        githubFor(settings, context)
    ]);
    const repository = { owner: context.owner, repo: context.repo };
    const tree = await withTimeLimit("the pull request's head tree", timeLeft(), phase => readTree(client(phase), repository, pull.headSha));
    if (tree.truncated)
        throw new Error(`Fork mode: the tree of the pull request's head commit ${pull.headSha.slice(0, 7)} has more entries than GitHub lists in one answer (100,000 or 7 MB), so the files '${constants/* Input */.pd.File}' selects cannot all be seen. Generate these dashboards from the base branch once the pull request is merged.`);
    const root = layOut(tree.entries);
    const byPath = new Map(tree.entries.map(entry => [entry.path, entry]));
    const ready = async (paths) => {
        const refused = new Map();
        const fetched = [];
        // Only files of the head commit count toward the cap: a path it lacks is refused apart.
        const rank = new Map(paths.filter(file => byPath.has(file)).map((file, i) => [file, i]));
        for (const file of paths) {
            const entry = byPath.get(file);
            const problem = entry === undefined
                ? absentProblem(file, pull.headSha)
                : (rank.get(file) ?? 0) >= MAX_HEAD_DATASETS
                    ? tooManyProblem(file, rank.size)
                    : entryProblem(entry, {
                        fileType: settings.fileType,
                        ...settings.reading
                    });
            const local = layoutPath(file);
            if (problem !== undefined || entry?.size === undefined || local === undefined)
                refused.set(file, [problem ?? absentProblem(file, pull.headSha)]);
            else
                fetched.push({
                    path: file,
                    entry: entry,
                    file: external_node_path_default().join(root, local)
                });
        }
        if (fetched.length === 0)
            return refused;
        await withTimeLimit("the pull request's datasets", timeLeft(), async (phase) => {
            const github = client(phase);
            await (0,pool/* mapWithConcurrency */.W)(fetched, BLOBS_AT_ONCE, async (item) => {
                try {
                    await downloadBlob(github, repository, item.entry, item.file);
                }
                catch (error) {
                    refused.set(item.path, [unreadableProblem(item.path, error)]);
                    return;
                }
                if (item.entry.size < lfs/* MAX_POINTER_BYTES */.l$ && (0,lfs/* parseLfsPointer */.y)((0,external_node_fs_.readFileSync)(item.file)))
                    refused.set(item.path, [lfsPointerProblem(item.path)]);
            });
        });
        return refused;
    };
    const manifest = (file) => baseManifest(file, byPath.get(file), (0,github_context/* comparisonBase */.BK)(context), timeLeft, async (phase, ref) => {
        const { fileAtCommit } = await __webpack_require__.e(/* import() */ 773).then(__webpack_require__.bind(__webpack_require__, 8773));
        return fileAtCommit(client(phase), { ...repository, path: file, ref });
    });
    return { number: pull.number, headSha: pull.headSha, workspace: root, ready, manifest };
}
/**
 * The manifest read at the pull request's base commit, one request (the contents API), never
 * from the head: its instructions, titles and viewers are the repository's, not a fork's to
 * change. Whether the head changes it is told from the head tree already read: the base bytes'
 * git blob id against the head entry's.
 */
async function baseManifest(file, headEntry, baseSha, timeLeft, read) {
    if (typeof baseSha !== 'string')
        throw new Error(`Fork mode: the event payload names no base commit, so the manifest ${(0,input_values/* quote */.hD)(file)} ('${constants/* Input */.pd.Config}') cannot be read from the base branch, where a pull request cannot change it. No dataset was sent.`);
    const [{ withTimeLimit }, { blobSha }] = await Promise.all([
        Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 96584)),
        __webpack_require__.e(/* import() */ 225).then(__webpack_require__.bind(__webpack_require__, 65225))
    ]);
    const bytes = await withTimeLimit(`the manifest ${(0,input_values/* quote */.hD)(file)} at the base commit`, timeLeft(), async (phase) => {
        const answer = await read(phase, baseSha);
        return answer.kind === 'found' ? await boundedBytes(answer.bytes, file) : answer;
    });
    if (!Buffer.isBuffer(bytes))
        throw new Error(baseManifestRefusal(file, baseSha, bytes));
    const changed = headEntry?.type !== 'blob' || headEntry.sha !== blobSha(bytes, headEntry.sha);
    log/* info */.pq(`Fork mode: the manifest ${(0,input_values/* quote */.hD)(file)} is read at the base commit ${baseSha.slice(0, 7)}, never from the pull request's head.`);
    if (changed)
        log/* notice */.lm((0,messages/* manifestChangedText */.z6)((0,input_values/* quote */.hD)(file)), { title: 'Manifest changed' });
    return { text: bytes.toString('utf8'), changed };
}
/** The manifest's bytes, refused past the size no manifest comes near. */
async function boundedBytes(stream, file) {
    const bytes = await (0,bounded_bytes/* bytesUpTo */.U)(stream, constants/* MAX_MANIFEST_BYTES */.ZJ);
    if (bytes === undefined)
        throw new Error(`Input '${constants/* Input */.pd.Config}': ${(0,input_values/* quote */.hD)(file)} at the base commit is over ${constants/* MAX_MANIFEST_BYTES */.ZJ / 1024 / 1024} MiB; a manifest lists datasets and their settings and is far smaller. Check that '${constants/* Input */.pd.Config}' names the manifest.`);
    return bytes;
}
function baseManifestRefusal(file, baseSha, answer) {
    const at = `the base commit ${baseSha.slice(0, 7)}`;
    if (answer.kind === 'absent')
        return `Fork mode: Input '${constants/* Input */.pd.Config}' is ${(0,input_values/* quote */.hD)(file)}, but the pull request's base branch has no such file (at ${at}). In fork mode the manifest is read from the base branch only, so a pull request cannot bring its own: merge the manifest first, in a pull request from a branch of this repository; then update this pull request from its base branch and approve it again. No dataset was sent.`;
    if (answer.kind === 'refused' && answer.status === 404)
        return `Fork mode: GitHub does not know ${at} the event names, so the manifest ${(0,input_values/* quote */.hD)(file)} cannot be read there; update the pull request from its base branch and run the job again. No dataset was sent.`;
    if (answer.kind === 'refused')
        return `Fork mode: GitHub refused the manifest ${(0,input_values/* quote */.hD)(file)} at ${at} (HTTP ${answer.status}): give the job 'permissions: contents: read'. No dataset was sent.`;
    return `Fork mode: the manifest ${(0,input_values/* quote */.hD)(file)} could not be read at ${at}: ${answer.message}; run the job again. No dataset was sent.`;
}
/**
 * Every file and submodule of the tree as an empty file (a symbolic link too: never a link),
 * under a new folder of the step's own, where git can find no repository above.
 */
function layOut(entries) {
    const root = (0,scratch/* scratchPath */.K)('-head');
    (0,external_node_fs_.mkdirSync)(root, { recursive: true });
    // git, asked about this folder by changed-only or compare, must not find the checkout's history.
    const ceiling = process.env.GIT_CEILING_DIRECTORIES;
    process.env.GIT_CEILING_DIRECTORIES = ceiling
        ? `${external_node_path_default().dirname(root)}${(external_node_path_default()).delimiter}${ceiling}`
        : external_node_path_default().dirname(root);
    const folders = new Set();
    let skipped = 0;
    for (const entry of entries) {
        if (entry.type === 'tree')
            continue;
        const local = layoutPath(entry.path);
        if (local === undefined) {
            skipped++;
            continue;
        }
        const file = external_node_path_default().join(root, local);
        try {
            const folder = external_node_path_default().dirname(file);
            if (!folders.has(folder)) {
                (0,external_node_fs_.mkdirSync)(folder, { recursive: true });
                folders.add(folder);
            }
            (0,external_node_fs_.closeSync)((0,external_node_fs_.openSync)(file, 'wx'));
        }
        catch {
            skipped++;
        }
    }
    if (skipped > 0)
        log/* info */.pq(`Fork mode: ${skipped} path(s) of the head tree cannot name a file on this runner (a '..' or '.git' segment, a backslash, a name too long); no pattern can select them.`);
    return root;
}
function absentProblem(file, headSha) {
    return {
        message: `Input '${constants/* Input */.pd.File}': ${(0,input_values/* quote */.hD)(file)} is not a file of the pull request's head commit ${headSha.slice(0, 7)}; check the path against the pull request's files.`
    };
}
function unreadableProblem(file, error) {
    const status = error.status;
    const why = status === 403 || status === 404
        ? `GitHub refused it (HTTP ${status}): give the job 'permissions: contents: read'`
        : `${error.message}; run the job again`;
    return {
        message: `Input '${constants/* Input */.pd.File}': ${(0,input_values/* quote */.hD)(file)} could not be read from the pull request's head commit: ${why}.`,
        annotation: { title: 'Dataset refused', file }
    };
}
/** The GitHub client module, loaded when fork mode first needs it, and a client for a phase. */
async function githubFor(settings, context) {
    const { createGitHubClient, withTimeLimit } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 96584));
    return {
        withTimeLimit,
        client: (phase) => createGitHubClient(settings.githubToken, context.apiUrl, line => log/* info */.pq(line), phase)
    };
}
/**
 * Nothing goes to the service: the notice, the summary and (with `commit-status`) the run's
 * `dashboards` status say who can approve and how. A label left from before a push is taken off.
 */
async function reportWaiting(settings, context, pull, { labelled, outsider }, clock, timeLeft) {
    const [{ withTimeLimit, client }, { removeLabel }, { recordStatus }, { aggregateContext }] = await Promise.all([
        githubFor(settings, context),
        __webpack_require__.e(/* import() */ 397).then(__webpack_require__.bind(__webpack_require__, 81397)),
        Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 72681)),
        Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 3683))
    ]);
    const waiting = {
        number: pull.number,
        headSha: pull.headSha,
        association: pull.association,
        headRepo: pull.headRepo,
        outsider,
        label: settings.approvalLabel,
        labelled
    };
    const limit = Math.max(WAITING_WRITES_MS, timeLeft());
    let removed;
    if (labelled)
        removed = await withTimeLimit('taking the approval label off', limit, phase => removeLabel(client(phase), {
            owner: context.owner,
            repo: context.repo,
            number: pull.number,
            name: settings.approvalLabel
        })).then(() => true, (error) => {
            log/* warning */.$e(`The label ${(0,input_values/* quote */.hD)(settings.approvalLabel)} could not be taken off pull request #${pull.number}: ${error.message}. Give the job 'permissions: pull-requests: write'.`);
            return false;
        });
    const told = { ...waiting, removed };
    log/* notice */.lm(waitingNotice(told));
    await (0,summary/* writeSummaryLines */.rc)(() => waitingSummary(told));
    // The job that would report the run says it waits: a single job, or a matrix's plan/ (its plan
    // is empty, so no leg runs and collect/ is skipped).
    if (!settings.commitStatus || settings.leg !== undefined)
        return;
    await withTimeLimit('the dashboards status', limit, phase => recordStatus(client(phase), { owner: context.owner, repo: context.repo, sha: pull.headSha }, {
        context: aggregateContext(settings.givenTag),
        state: 'pending',
        description: waitingStatus(told),
        ...(context.runUrl ? { targetUrl: context.runUrl } : {})
    }, { clock: phase.clock, endsAt: phase.endsAt, log: line => log/* info */.pq(line) }), clock).catch((error) => log/* warning */.$e(`The 'dashboards' status saying the pull request waits for approval was not recorded: ${error.message}. Give the job 'permissions: statuses: write'.`));
}


/***/ }),

/***/ 34357:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ splitEvenly),
/* harmony export */   w: () => (/* binding */ fileInputFor)
/* harmony export */ });
/* harmony import */ var _config_constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64687);
/* harmony import */ var _common_input_values_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70564);
/* harmony import */ var _datasets_find_patterns_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(15178);
/**
 * The plan's fan-out past GitHub's matrix cap: the datasets split into at most `max-legs`
 * batches, in order, each written as the `file` input of one matrix job.
 */



/**
 * At most `parts` consecutive groups, sizes differing by at most one (the larger first), every
 * item in exactly one, in the items' order. No items, no groups.
 */
function splitEvenly(items, parts) {
    const count = Math.min(parts, items.length);
    if (count === 0)
        return [];
    const smaller = Math.floor(items.length / count);
    const larger = items.length % count;
    const groups = [];
    let start = 0;
    for (let i = 0; i < count; i++) {
        const size = smaller + (i < larger ? 1 : 0);
        groups.push(items.slice(start, start + size));
        start += size;
    }
    return groups;
}
/** The `file` input that selects exactly these workspace-relative paths, one per line. */
function fileInputFor(paths) {
    const broken = paths.find(file => file.includes('\n'));
    if (broken !== undefined) {
        throw new Error(`Input '${_config_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.File}': the dataset ${(0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(broken)} has a line break in its name, and a leg of the plan's matrix lists its datasets one per line. Rename the file (git mv), or exclude it with a '!' pattern.`);
    }
    return paths.map(_datasets_find_patterns_js__WEBPACK_IMPORTED_MODULE_2__/* .literalPattern */ .Kf).join('\n');
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


/***/ })

};

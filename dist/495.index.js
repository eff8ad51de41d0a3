export const id = 495;
export const ids = [495];
export const modules = {

/***/ 41895:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ readFromGit)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_1__);
/**
 * A dataset's base version from the checkout's own git history, streamed from `git cat-file`.
 * A shallow checkout lacks the base commit: then the caller asks GitHub instead.
 */


/** Only plain object names from the event payload reach git's arguments. */
const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/i;
const GIT_ENV = { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0' };
const GIT_TIME_LIMIT_MS = 60_000;
async function git(workspace, args) {
    try {
        const { stdout } = await (0,node_util__WEBPACK_IMPORTED_MODULE_1__.promisify)(node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', args, {
            cwd: workspace,
            timeout: GIT_TIME_LIMIT_MS,
            maxBuffer: 16 * 1024 * 1024,
            env: GIT_ENV
        });
        return stdout;
    }
    catch {
        return undefined;
    }
}
/**
 * The file at `path` (workspace-relative) in commit `base`, or at the path it was renamed from
 * since; absent when neither exists there. Undefined when the checkout does not hold `base`.
 */
async function readFromGit(workspace, base, path, renames = new Map()) {
    if (!SHA.test(base))
        return undefined;
    if ((await git(workspace, ['cat-file', '-e', `${base}^{commit}`])) === undefined)
        return undefined;
    // `./` makes the path relative to the workspace, wherever the repository's root is.
    const here = await git(workspace, ['cat-file', '-e', `${base}:./${path}`]);
    const at = here !== undefined ? path : (await renamesSince(workspace, base, renames)).get(path);
    if (at === undefined)
        return { kind: 'absent' };
    return {
        kind: 'found',
        bytes: blob(workspace, `${base}:./${at}`),
        ...(at === path ? {} : { renamedFrom: at })
    };
}
function renamesSince(workspace, base, memo) {
    let renames = memo.get(base);
    if (renames === undefined) {
        renames = renamesFromGit(workspace, base);
        memo.set(base, renames);
    }
    return renames;
}
/** The checked-out commit's paths that git sees renamed since `base`, each with its old path. */
async function renamesFromGit(workspace, base) {
    const out = await git(workspace, [
        '-c',
        'core.quotePath=false',
        'diff',
        '--relative',
        '-z',
        '--name-status',
        '-M',
        '--diff-filter=R',
        base,
        'HEAD'
    ]);
    const parts = (out ?? '').split('\0');
    const renames = new Map();
    for (let i = 0; i + 2 < parts.length; i += 3)
        renames.set(parts[i + 2], parts[i + 1]);
    return renames;
}
/** The blob's bytes as git writes them; a git that fails says so when the bytes end. */
async function* blob(workspace, rev) {
    const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', ['cat-file', 'blob', rev], {
        cwd: workspace,
        env: GIT_ENV,
        stdio: ['ignore', 'pipe', 'ignore'],
        timeout: GIT_TIME_LIMIT_MS
    });
    const exited = new Promise(resolve => {
        child.on('close', resolve);
        child.on('error', () => resolve(null));
    });
    try {
        for await (const chunk of child.stdout)
            yield chunk;
        const code = await exited;
        if (code !== 0)
            throw new Error(`git could not read ${rev.replace(/^[^:]*:\.\//, '')} (exit ${code})`);
    }
    finally {
        if (child.exitCode === null)
            child.kill();
    }
}


/***/ }),

/***/ 59495:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   filesWithChangedSettings: () => (/* binding */ filesWithChangedSettings)
/* harmony export */ });
/* harmony import */ var _datasets_compare_git_base_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(41895);
/* harmony import */ var _common_bounded_bytes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(99218);
/* harmony import */ var _config_constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64687);
/**
 * Under `changed-only`, a dataset whose settings the event changed counts as changed, though its
 * file did not: its entry, `defaults`, or a new entry that selects it. The manifest's base version
 * is read only when the event changed the manifest, from the checkout's git history, else from
 * GitHub; each dataset's settings under it are compared with its settings now.
 */



/**
 * The selected files whose settings differ from the base manifest's for them, each with why;
 * or why every file counts as changed (the base manifest could not be read or understood).
 * `select` reads a manifest's text as `current` was read: it throws for a broken one.
 */
async function filesWithChangedSettings(current, manifestPath, select, where) {
    const every = (why) => new Map(current.paths.map(file => [file, why]));
    if (where.base === null)
        return { files: every(`${manifestPath} is new`) };
    const read = (await (0,_datasets_compare_git_base_js__WEBPACK_IMPORTED_MODULE_0__/* .readFromGit */ .N)(where.workspace, where.base, manifestPath)) ??
        (await where.fromGitHub?.(manifestPath, where.base));
    if (read === undefined)
        return {
            all: `the base version of ${manifestPath} cannot be read (the checkout lacks commit ${where.base.slice(0, 12)} and 'github-token' is empty), so its settings cannot be compared`
        };
    if (read.kind === 'absent')
        return { files: every(`${manifestPath} is new on this branch`) };
    if (read.kind !== 'found')
        return {
            all: `the base version of ${manifestPath} could not be read (${read.reason.why}), so its settings cannot be compared`
        };
    const bytes = await (0,_common_bounded_bytes_js__WEBPACK_IMPORTED_MODULE_2__/* .bytesUpTo */ .U)(read.bytes, _config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_MANIFEST_BYTES */ .ZJ);
    if (bytes === undefined)
        return { all: `the base version of ${manifestPath} is over 1 MiB, so it is not compared` };
    let before;
    try {
        before = await select(bytes.toString('utf8'));
    }
    catch {
        // A base manifest with a mistake: what it meant cannot be compared with, so all count.
        return { all: `the base version of ${manifestPath} does not read as a manifest` };
    }
    const had = new Set(before.paths);
    const changed = new Map();
    for (const file of current.paths) {
        if (!had.has(file))
            changed.set(file, `${manifestPath} selects it since this change`);
        else if (!sameSettings(current.settingsOf(file), before.settingsOf(file)))
            changed.set(file, `its settings in ${manifestPath} changed`);
    }
    return { files: changed };
}
/** Two datasets' settings are the same when every key holds the same value. */
function sameSettings(a, b) {
    return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
function canonical(value) {
    if (Array.isArray(value))
        return value.map(canonical);
    if (typeof value !== 'object' || value === null)
        return value;
    return Object.fromEntries(Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, canonical(v)]));
}


/***/ })

};

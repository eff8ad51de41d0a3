export const id = 495;
export const ids = [495,612,983];
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

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   filesWithChangedSettings: () => (/* binding */ filesWithChangedSettings)
/* harmony export */ });
/* harmony import */ var _datasets_compare_git_base_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(41895);
/* harmony import */ var _config_constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64687);
/* harmony import */ var _manifest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(84612);
/* harmony import */ var _selection_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(81983);
/**
 * Under `changed-only`, a dataset whose settings the event changed counts as changed, though its
 * file did not: its entry, `defaults`, or a new entry that selects it. The manifest's base version
 * is read only when the event changed the manifest, from the checkout's git history, else from
 * GitHub; each dataset's settings under it are compared with its settings now.
 */




/**
 * The selected files whose settings differ from the base manifest's for them, each with why;
 * or why every file counts as changed (the base manifest could not be read or understood).
 */
async function filesWithChangedSettings(current, manifestPath, root, step, where) {
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
    const text = await textOf(read.bytes);
    if (text === undefined)
        return { all: `the base version of ${manifestPath} is over 1 MiB, so it is not compared` };
    let before;
    try {
        before = await (0,_selection_js__WEBPACK_IMPORTED_MODULE_3__.selectFiles)((0,_manifest_js__WEBPACK_IMPORTED_MODULE_2__.parseManifest)(manifestPath, text), root, step);
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
async function textOf(bytes) {
    const chunks = [];
    let size = 0;
    for await (const chunk of bytes) {
        const buffer = Buffer.from(chunk);
        size += buffer.length;
        if (size > _config_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_MANIFEST_BYTES */ .ZJ)
            return undefined;
        chunks.push(buffer);
    }
    return Buffer.concat(chunks).toString('utf8');
}


/***/ }),

/***/ 84612:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseManifest: () => (/* binding */ parseManifest)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _common_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71922);
/* harmony import */ var _common_input_values_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70564);
/* harmony import */ var _config_constants_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(64687);
/* harmony import */ var _datasets_find_hints_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(88351);
/* harmony import */ var _datasets_find_patterns_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(15178);
/* harmony import */ var _dataset_settings_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(63395);
/**
 * The manifest (`.github/dashboards.yml` by convention, named by the `config` input): each
 * dataset's own settings. Read as YAML and checked key by key before anything is sent, each
 * problem on the manifest's own line. A problem of the file as a whole (YAML, its shape,
 * `defaults`) stops the step; one of an entry keeps that entry's datasets back, the others go.
 *
 * ```yaml
 * defaults: { instructions: Use the company colours. }
 * dashboards:
 *   - file: data/sales/*.csv
 *     title: Sales
 * ```
 */







const TOP_KEYS = ['defaults', 'dashboards'];
const ENTRY_KEYS = ['file', ..._dataset_settings_js__WEBPACK_IMPORTED_MODULE_6__/* .DATASET_KEYS */ .EB];
/** The settings a list may give: a YAML list is read as the input's comma-separated form. */
const LIST_KEYS = new Set([
    _config_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Input */ .pd.AllowedEmails,
    _config_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Input */ .pd.CompareKey,
    _config_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Input */ .pd.Columns
]);
/** Inputs of the step that a manifest cannot set: what they do is the step's, not a dataset's. */
const STEP_INPUTS = new Set(Object.values(_config_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Input */ .pd).filter(name => !_dataset_settings_js__WEBPACK_IMPORTED_MODULE_6__/* .DATASET_KEYS */ .EB.includes(name)));
/**
 * The manifest at `path` (workspace-relative), from its text. Throws a ProblemsError for a
 * problem that leaves no entry usable: its YAML, its shape, a wrong `defaults`.
 */
function parseManifest(path, text) {
    const lines = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const at = (node) => node?.range ? lines.linePos(node.range[0]).line : 1;
    const problem = (line, message) => ({
        message: `${path} line ${line}: ${message}`,
        annotation: { file: path, startLine: line, title: 'Dashboards manifest' }
    });
    const fail = (line, message) => {
        throw new _common_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ProblemsError */ .F([problem(line, message)]);
    };
    if (Buffer.byteLength(text) > _config_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_MANIFEST_BYTES */ .ZJ)
        fail(1, `the manifest is over ${_config_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_MANIFEST_BYTES */ .ZJ / 1024 / 1024} MiB; it lists datasets and their settings, and is far smaller.`);
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter: lines, uniqueKeys: true, prettyErrors: false });
    if (doc.errors.length > 0)
        throw new _common_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ProblemsError */ .F(doc.errors.map(error => problem(lines.linePos(error.pos[0]).line, `it is not valid YAML: ${firstLine(error.message)}. ${error.code === 'BAD_SCALAR_START' ? `Quote a value that begins with such a character, as in decimal-separator: ","` : `Fix the YAML there (a yaml-language-server comment gives your editor the manifest's schema: docs/manifest.md)`}.`)));
    const root = doc.contents;
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(root))
        fail(at(root), `the manifest must be a mapping with 'dashboards', a list of entries each with a 'file' (and 'defaults', optionally).`);
    const top = root;
    let defaults = {};
    let list;
    for (const pair of top.items) {
        const key = pair.key;
        const name = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(key) ? String(key.value) : '';
        if (name === 'defaults') {
            const read = readSettings(pair.value, _dataset_settings_js__WEBPACK_IMPORTED_MODULE_6__/* .DATASET_KEYS */ .EB, 'defaults', problem, at);
            if (read.problems.length > 0)
                throw new _common_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ProblemsError */ .F(read.problems);
            defaults = read.settings;
        }
        else if (name === 'dashboards') {
            list = pair.value;
        }
        else {
            fail(at(key), unknownKey(name, TOP_KEYS, 'the manifest'));
        }
    }
    if (list === undefined || !(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(list) || list.items.length === 0)
        fail(list === undefined ? 1 : at(list), `'dashboards' must be a list of entries, each with a 'file' (the datasets) and the settings they get, such as:  - file: data/sales.csv`);
    const entries = list.items.map((item, i) => readEntry(item, i + 1, problem, at));
    return { path, defaults, entries };
}
function readEntry(item, index, problem, at) {
    const line = at(item);
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(item))
        return {
            index,
            line,
            patterns: [],
            settings: {},
            problems: [
                problem(line, `entry ${index} of 'dashboards' is not a mapping: give it a 'file' and the settings its datasets get, such as  - file: data/sales.csv`)
            ]
        };
    const read = readSettings(item, ENTRY_KEYS, `entry ${index}`, problem, at);
    const filePair = item.items.find(pair => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key) && pair.key.value === 'file');
    const problems = [...read.problems];
    let patterns = [];
    let fileLine = line;
    if (filePair === undefined) {
        problems.push(problem(line, `entry ${index} has no 'file': give the path or glob pattern of its datasets (a list of them, with ! exclusions, also works).`));
    }
    else {
        fileLine = at(filePair.key);
        const value = filePair.value;
        const lines = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(value) ? value.items : [value];
        // A path is text: YAML reads `2024` or `1e3` as a number, whose text is not what was written.
        const texts = lines.map(node => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node) && typeof node.value === 'string' ? node.value : undefined);
        if (texts.some(text => text === undefined) || value === null)
            problems.push(problem(fileLine, `entry ${index}'s 'file' must be a path or glob pattern, or a list of them (with ! exclusions), such as data/sales/*.csv; quote a name YAML reads as a number or a boolean.`));
        else {
            patterns = texts.flatMap(text => (0,_datasets_find_patterns_js__WEBPACK_IMPORTED_MODULE_5__/* .parsePatterns */ .Z7)(text));
            if (patterns.some(p => p.includes('\0')))
                problems.push(problem(fileLine, `entry ${index}'s 'file' holds a NUL character.`));
            else if (patterns.length === 0)
                problems.push(problem(fileLine, `entry ${index}'s 'file' is empty: give the path or glob pattern of its datasets.`));
            else if (patterns.every(p => p.startsWith('!')))
                problems.push(problem(fileLine, `entry ${index}'s 'file' has only exclusions (${patterns.map(p => (0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(p)).join(', ')}); add a pattern that selects files.`));
        }
    }
    return { index, line: fileLine, patterns, settings: read.settings, problems };
}
/** The settings of a mapping (`defaults`, or an entry), each key checked on its own line. */
function readSettings(node, known, where, problem, at) {
    const problems = [];
    let settings = {};
    if (node === null || !(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node)) {
        problems.push(problem(at(node), `${where} must be a mapping of settings, such as  title: Sales`));
        return { settings, problems };
    }
    for (const pair of node.items) {
        const key = pair.key;
        const name = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(key) ? String(key.value) : '';
        const line = at(key);
        if (!known.includes(name)) {
            problems.push(problem(line, unknownKey(name, known, where)));
            continue;
        }
        if (name === 'file')
            continue;
        const raw = settingText(name, pair.value);
        if (raw === undefined) {
            problems.push(problem(line, `'${name}' of ${where} ${isEmpty(pair.value) ? 'has no value' : 'must be a single value'}${LIST_KEYS.has(name) ? ' or a list of them' : ''}; write it as the '${name}' input takes it, or remove the key.`));
            continue;
        }
        try {
            const layer = (0,_dataset_settings_js__WEBPACK_IMPORTED_MODULE_6__/* .parseSetting */ .WC)(name, name, raw);
            settings = {
                ...settings,
                ...layer,
                reading: { ...settings.reading, ...layer.reading }
            };
        }
        catch (error) {
            problems.push(problem(at(pair.value) || line, ofKey(error.message, where)));
        }
    }
    if (settings.reading !== undefined && Object.keys(settings.reading).length === 0)
        delete settings.reading;
    return { settings, problems };
}
/** A setting's value as its input would hold it: a scalar's text, a list joined by commas. */
function settingText(name, value) {
    if (value === null)
        return undefined;
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(value) && LIST_KEYS.has(name)) {
        const items = value.items.map(item => scalarText(item));
        return items.some(item => item === undefined) ? undefined : items.join(', ');
    }
    return scalarText(value);
}
/** A key written with no value: YAML reads it as null. */
function isEmpty(node) {
    return node === null || ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node) && node.value === null);
}
function scalarText(node) {
    if (node === null || (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isAlias */ .Vj)(node) || !(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node))
        return undefined;
    const value = node.value;
    if (value === null)
        return undefined;
    if (typeof value === 'string')
        return value;
    if (typeof value === 'boolean' || typeof value === 'number')
        return String(value);
    return undefined;
}
/** The input rule's message, reworded for a manifest's key. */
function ofKey(message, where) {
    return message.replace(/^Input '([^']+)'/, `'$1' of ${where}`);
}
function unknownKey(name, known, where) {
    if (name === 'file' && where === 'defaults')
        return `'file' is not a key of defaults: each entry of 'dashboards' names its own files; defaults hold the settings every entry's datasets take.`;
    if (STEP_INPUTS.has(name))
        return `'${name}' is an input of the step, not a dataset's setting: give it to the step under 'with:', or remove it here.`;
    const nearest = known
        .map(candidate => ({ candidate, distance: (0,_datasets_find_hints_js__WEBPACK_IMPORTED_MODULE_4__/* .editDistance */ .YC)(candidate, name.toLowerCase()) }))
        .sort((a, b) => a.distance - b.distance)[0];
    const hint = nearest !== undefined && nearest.distance <= Math.max(2, Math.floor(name.length / 3))
        ? ` Did you mean '${nearest.candidate}'?`
        : '';
    return `${(0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(name)} is not a key of ${where}; the keys are ${known.map(k => `'${k}'`).join(', ')}.${hint}`;
}
function firstLine(message) {
    return message.split('\n')[0].replace(/\.$/, '');
}


/***/ }),

/***/ 81983:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   selectFiles: () => (/* binding */ selectFiles)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _common_input_values_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70564);
/* harmony import */ var _common_log_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81095);
/* harmony import */ var _datasets_find_hints_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(88351);
/* harmony import */ var _datasets_find_patterns_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(15178);
/* harmony import */ var _dataset_settings_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(63395);
/**
 * Which files a manifest's entries select, and the settings each file gets: the step's inputs,
 * then `defaults`, then every entry that selects the file, in order, a later one overriding an
 * earlier one for the keys it sets (as .gitattributes does).
 */






/** The files `manifest` selects in `workspace`, over the step's own settings `step`. */
async function selectFiles(manifest, workspace, step) {
    const refused = new Map();
    const refuse = (file, problems) => refused.set(file, [...(refused.get(file) ?? []), ...problems]);
    const selected = new Map();
    const problems = [];
    for (const entry of manifest.entries) {
        const files = entry.patterns.length === 0 ? [] : await filesOf(manifest, entry, workspace, refuse);
        if (files.length === 0)
            problems.push(...entry.problems);
        for (const file of files) {
            if (entry.problems.length > 0)
                refuse(file, entry.problems);
            else
                selected.set(file, [...(selected.get(file) ?? []), entry]);
        }
    }
    const paths = [...selected.keys()].filter(file => !refused.has(file)).sort();
    const settings = new Map();
    const titleSource = new Map();
    for (const file of paths) {
        let own = (0,_dataset_settings_js__WEBPACK_IMPORTED_MODULE_5__/* .layered */ .dZ)(step, manifest.defaults);
        let source = manifest.defaults.title !== undefined ? 'defaults' : 'step';
        for (const entry of selected.get(file) ?? []) {
            own = (0,_dataset_settings_js__WEBPACK_IMPORTED_MODULE_5__/* .layered */ .dZ)(own, entry.settings);
            if (entry.settings.title !== undefined)
                source = `entry ${entry.index}`;
        }
        settings.set(file, own);
        titleSource.set(file, source);
    }
    // A title shared by several datasets is each one's prefix: "Sales — north.csv", as the step's is.
    const sharing = new Map();
    for (const source of titleSource.values())
        sharing.set(source, (sharing.get(source) ?? 0) + 1);
    for (const file of paths) {
        const own = settings.get(file);
        if (own.title !== undefined && (sharing.get(titleSource.get(file)) ?? 0) > 1)
            settings.set(file, { ...own, title: `${own.title} — ${node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.basename(file)}` });
    }
    return {
        paths,
        refused,
        settingsOf: file => settings.get(file) ?? step,
        patterns: paths.map(_datasets_find_patterns_js__WEBPACK_IMPORTED_MODULE_4__/* .literalPattern */ .Kf),
        problems
    };
}
/** The files one entry selects; a literal path that names no file is refused, on the entry's line. */
async function filesOf(manifest, entry, workspace, refuse) {
    const where = { file: manifest.path, startLine: entry.line, title: 'Dashboards manifest' };
    const listed = await (0,_datasets_find_patterns_js__WEBPACK_IMPORTED_MODULE_4__/* .matchFiles */ .xo)(workspace, entry.patterns).catch((error) => {
        // A glob that matches nothing is told; the other entries still go.
        _common_log_js__WEBPACK_IMPORTED_MODULE_2__/* .notice */ .lm(`${manifest.path} line ${entry.line}: entry ${entry.index}'s 'file' selects no dataset: ${error.message.replace(/^Input 'file':? ?/, '')}`, where);
        return [];
    });
    const { missing } = await (0,_datasets_find_patterns_js__WEBPACK_IMPORTED_MODULE_4__/* .unmatchedLines */ .dG)(workspace, entry.patterns, listed);
    for (const file of missing) {
        refuse(file, [
            {
                message: `${manifest.path} line ${entry.line}: entry ${entry.index}'s 'file' names ${(0,_common_input_values_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(file)}, which is not a file in the repository.${await (0,_datasets_find_hints_js__WEBPACK_IMPORTED_MODULE_3__/* .missingFileHints */ .Nq)(workspace, file)} Fix the path, or remove the entry.`,
                annotation: where
            }
        ]);
    }
    return listed
        .filter(file => !missing.includes(file))
        .map(file => (0,_datasets_find_patterns_js__WEBPACK_IMPORTED_MODULE_4__/* .workspaceRelative */ .Uc)(workspace, file));
}


/***/ })

};

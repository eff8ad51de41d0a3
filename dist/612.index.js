export const id = 612;
export const ids = [612];
export const modules = {

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
        return fail(at(root), `the manifest must be a mapping with 'dashboards', a list of entries each with a 'file' (and 'defaults', optionally).`);
    let defaults = {};
    let list;
    for (const pair of root.items) {
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
        return fail(list === undefined ? 1 : at(list), `'dashboards' must be a list of entries, each with a 'file' (the datasets) and the settings they get, such as:  - file: data/sales.csv`);
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


/***/ })

};

export const id = 983;
export const ids = [983];
export const modules = {

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

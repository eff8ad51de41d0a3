export const id = 616;
export const ids = [616];
export const modules = {

/***/ 4616:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   listRunArtifacts: () => (/* binding */ listRunArtifacts),
/* harmony export */   readJson: () => (/* binding */ readJson),
/* harmony export */   storeJson: () => (/* binding */ storeJson)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _actions_artifact__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(56518);
/**
 * This workflow run's artifact storage, through the toolkit's own client (@actions/artifact):
 * one JSON document an artifact, stored by one job and read by another of the same run. Loaded
 * only by the matrix's roles (plan/, a leg, collect/): a single job never pays for it.
 */




/** The one file each artifact holds. */
const DOCUMENT = 'record.json';
/** A scratch folder under the runner's temporary directory, removed once `work` is done. */
async function inScratch(work) {
    const folder = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(process.env.RUNNER_TEMP || node_os__WEBPACK_IMPORTED_MODULE_1___default().tmpdir(), 'dashboards-'));
    try {
        return await work(folder);
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(folder, { recursive: true, force: true });
    }
}
/** Stores `value` as the artifact `name` of this run (a name is unique within a run). */
async function storeJson(name, value) {
    await inScratch(async (folder) => {
        const file = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(folder, DOCUMENT);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(file, JSON.stringify(value));
        await new _actions_artifact__WEBPACK_IMPORTED_MODULE_3__/* .DefaultArtifactClient */ .t9().uploadArtifact(name, [file], folder);
    });
}
/** Every artifact of this run (of every attempt), as the artifact service lists them. */
async function listRunArtifacts() {
    const { artifacts } = await new _actions_artifact__WEBPACK_IMPORTED_MODULE_3__/* .DefaultArtifactClient */ .t9().listArtifacts();
    return artifacts.map(({ id, name }) => ({ id, name }));
}
/** The document an artifact of this run holds, parsed; a bad one throws, naming the artifact. */
async function readJson(artifact) {
    return inScratch(async (folder) => {
        await new _actions_artifact__WEBPACK_IMPORTED_MODULE_3__/* .DefaultArtifactClient */ .t9().downloadArtifact(artifact.id, { path: folder });
        const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(folder, DOCUMENT), 'utf8').catch(() => {
            throw new Error(`the artifact '${artifact.name}' holds no ${DOCUMENT}`);
        });
        try {
            return JSON.parse(text);
        }
        catch {
            throw new Error(`the artifact '${artifact.name}' holds no valid JSON`);
        }
    });
}


/***/ })

};

export const id = 477;
export const ids = [477];
export const modules = {

/***/ 86477:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  listRunArtifacts: () => (/* binding */ listRunArtifacts),
  readJson: () => (/* binding */ readJson),
  storeJson: () => (/* binding */ storeJson)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/@actions/artifact/lib/artifact.js + 83 modules
var lib_artifact = __webpack_require__(56518);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
;// CONCATENATED MODULE: ./src/github/zip-entry.ts
/**
 * One file out of a zip archive, as the artifact service hands an artifact back: found through
 * the archive's central directory, inflated by node:zlib within the size the directory declares,
 * and checked against its CRC-32. The toolkit's own extraction (unzip-stream) calls `Buffer()`,
 * which Node deprecates with a warning on the step's log (DEP0005) once bundled outside
 * node_modules; an artifact here holds one small document, so reading it needs no more than this.
 */

/** More than any record a job stores; a directory declaring more is refused unread. */
const MAX_ENTRY_BYTES = 512 * 1024 * 1024;
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
function endOfDirectory(zip) {
    // The record is 22 bytes, followed by a comment of at most 65,535.
    const lowest = Math.max(0, zip.length - 22 - 0xffff);
    for (let at = zip.length - 22; at >= lowest; at--)
        if (zip.readUInt32LE(at) === END_OF_DIRECTORY)
            return at;
    throw new Error('it is not a zip archive');
}
/** The bytes of the entry `name` of `zip`; throws saying what is wrong with the archive. */
function zipEntry(zip, name) {
    const end = endOfDirectory(zip);
    const entries = zip.readUInt16LE(end + 10);
    let at = zip.readUInt32LE(end + 16);
    for (let i = 0; i < entries; i++) {
        if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY)
            throw new Error('its central directory is damaged');
        const nameLength = zip.readUInt16LE(at + 28);
        const entryName = zip.toString('utf8', at + 46, at + 46 + nameLength);
        if (entryName === name)
            return entryAt(zip, at);
        at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    }
    throw new Error(`it holds no ${name}`);
}
function entryAt(zip, directory) {
    const method = zip.readUInt16LE(directory + 10);
    const crc = zip.readUInt32LE(directory + 16);
    const packed = zip.readUInt32LE(directory + 20);
    const size = zip.readUInt32LE(directory + 24);
    const local = zip.readUInt32LE(directory + 42);
    if (size > MAX_ENTRY_BYTES || packed === 0xffffffff || local === 0xffffffff)
        throw new Error(`its entry is larger than the ${MAX_ENTRY_BYTES / 1024 / 1024} MiB read`);
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL_HEADER)
        throw new Error('its entry is damaged');
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    if (start + packed > zip.length)
        throw new Error('it is cut short');
    const data = zip.subarray(start, start + packed);
    let bytes;
    if (method === STORED)
        bytes = data;
    else if (method === DEFLATED)
        bytes = (0,external_node_zlib_.inflateRawSync)(data, { maxOutputLength: Math.max(1, size) });
    else
        throw new Error(`its entry is compressed by method ${method}, not deflate`);
    if (bytes.length !== size || (0,external_node_zlib_.crc32)(bytes) !== crc)
        throw new Error('its entry is damaged');
    return bytes;
}

;// CONCATENATED MODULE: ./src/github/artifacts.ts
/**
 * This workflow run's artifact storage, through the toolkit's own client (@actions/artifact):
 * one JSON document an artifact, stored by one job and read by another of the same run. Loaded
 * only by the matrix's roles (plan/, a leg, collect/): a single job never pays for it.
 */





/** The one file each artifact holds. */
const DOCUMENT = 'record.json';
/** A scratch folder under the runner's temporary directory, removed once `work` is done. */
async function inScratch(work) {
    const folder = await (0,promises_.mkdtemp)(external_node_path_default().join(process.env.RUNNER_TEMP || external_node_os_default().tmpdir(), 'dashboards-'));
    try {
        return await work(folder);
    }
    finally {
        await (0,promises_.rm)(folder, { recursive: true, force: true });
    }
}
/** Stores `value` as the artifact `name` of this run (a name is unique within a run). */
async function storeJson(name, value) {
    await inScratch(async (folder) => {
        const file = external_node_path_default().join(folder, DOCUMENT);
        await (0,promises_.writeFile)(file, JSON.stringify(value));
        await new lib_artifact/* DefaultArtifactClient */.t9().uploadArtifact(name, [file], folder);
    });
}
/** Every artifact of this run (of every attempt), as the artifact service lists them. */
async function listRunArtifacts() {
    const { artifacts } = await new lib_artifact/* DefaultArtifactClient */.t9().listArtifacts();
    return artifacts.map(({ id, name }) => ({ id, name }));
}
/** The document an artifact of this run holds, parsed; a bad one throws, naming the artifact. */
async function readJson(artifact) {
    return inScratch(async (folder) => {
        // Saved as the service serves it, a zip, and read here (zip-entry.ts says why).
        await new lib_artifact/* DefaultArtifactClient */.t9().downloadArtifact(artifact.id, {
            path: folder,
            skipDecompress: true
        });
        const [saved] = await (0,promises_.readdir)(folder);
        let text;
        try {
            text = zipEntry(await (0,promises_.readFile)(external_node_path_default().join(folder, saved ?? '')), DOCUMENT).toString('utf8');
        }
        catch (error) {
            throw new Error(`the artifact '${artifact.name}' cannot be read: ${saved === undefined ? 'nothing was downloaded' : error.message}`, { cause: error });
        }
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

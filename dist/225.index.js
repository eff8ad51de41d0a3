export const id = 225;
export const ids = [225];
export const modules = {

/***/ 65225:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BlobSizeError: () => (/* binding */ BlobSizeError),
/* harmony export */   blobSha: () => (/* binding */ blobSha),
/* harmony export */   downloadBlob: () => (/* binding */ downloadBlob),
/* harmony export */   readTree: () => (/* binding */ readTree)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(57075);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_stream__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(46466);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_stream_promises__WEBPACK_IMPORTED_MODULE_4__);
/**
 * A commit's files as git stores them, through GitHub's git database API: the tree with each
 * entry's mode, type and size (one request, before any content is read), and one blob's bytes
 * (raw media type, streamed to a file, up to GitHub's 100 MB). Fork mode reads a pull request's
 * head commit this way, as data, instead of checking it out.
 */





/** The whole tree of `commit`, every folder's entries included, in one request. */
async function readTree(client, where, commit) {
    const { data } = await client.rest.git.getTree({ ...where, tree_sha: commit, recursive: '1' });
    const entries = data.tree.flatMap((entry) => {
        const { path, mode, type, sha, size } = entry;
        if (typeof path !== 'string' || typeof mode !== 'string' || typeof sha !== 'string')
            return [];
        if (type !== 'blob' && type !== 'tree' && type !== 'commit')
            return [];
        return [{ path, mode, type, sha, ...(typeof size === 'number' ? { size } : {}) }];
    });
    return { entries, truncated: data.truncated === true };
}
/**
 * The object id git gives a blob of `bytes`, in the hash of the repository whose ids are as long
 * as `like` (40 hex digits SHA-1, 64 SHA-256): a file read elsewhere is told the same as a tree's
 * entry without asking GitHub for another tree.
 */
function blobSha(bytes, like) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)(like.length === 64 ? 'sha256' : 'sha1');
    hash.update(`blob ${bytes.length}\0`);
    hash.update(bytes);
    return hash.digest('hex');
}
/** Thrown when a blob's bytes do not match the size its tree entry gave. */
class BlobSizeError extends Error {
}
/**
 * Writes blob `sha` to `destination`, refusing (and removing) it as soon as more than `size`
 * bytes arrive, or fewer at the end: the tree said how large it is, and nothing else is taken.
 */
async function downloadBlob(client, where, blob, destination) {
    const response = await client.request('GET /repos/{owner}/{repo}/git/blobs/{file_sha}', {
        ...where,
        file_sha: blob.sha,
        headers: { accept: 'application/vnd.github.raw+json' },
        request: { parseSuccessResponseBody: false }
    });
    const body = response.data;
    let received = 0;
    const bounded = new node_stream__WEBPACK_IMPORTED_MODULE_3__.Transform({
        transform(chunk, _encoding, done) {
            received += chunk.length;
            if (received > blob.size)
                done(new BlobSizeError(`GitHub sent more than the ${blob.size} bytes its tree gave`));
            else
                done(null, chunk);
        },
        flush(done) {
            done(received === blob.size
                ? null
                : new BlobSizeError(`GitHub sent ${received} of the ${blob.size} bytes its tree gave`));
        }
    });
    const source = body === null ? node_stream__WEBPACK_IMPORTED_MODULE_3__.Readable.from([]) : node_stream__WEBPACK_IMPORTED_MODULE_3__.Readable.fromWeb(body);
    try {
        await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_4__.pipeline)(source, bounded, (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createWriteStream)(destination));
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(destination, { force: true });
        throw error;
    }
}


/***/ })

};

export const id = 113;
export const ids = [113];
export const modules = {

/***/ 33113:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fileAtCommit: () => (/* binding */ fileAtCommit)
/* harmony export */ });
async function fileAtCommit(client, where) {
    try {
        const response = await client.request('GET /repos/{owner}/{repo}/contents/{path}', {
            ...where,
            headers: { accept: 'application/vnd.github.raw+json' },
            // The body is handed over unread, as the stream fetch received.
            request: { parseSuccessResponseBody: false }
        });
        const body = response.data;
        if (body === null)
            return { kind: 'failed', message: 'GitHub answered without the file' };
        return { kind: 'found', bytes: body };
    }
    catch (error) {
        return refusal(error);
    }
}
function refusal(error) {
    const status = error.status;
    const message = error.message;
    if (status === 404) {
        // GitHub says which of the two is missing only in its words: the commit, or the file.
        return /no commit found/i.test(message) ? { kind: 'refused', status } : { kind: 'absent' };
    }
    if (status === 401 || status === 403)
        return { kind: 'refused', status };
    return { kind: 'failed', message: status ? `HTTP ${status}: ${message}` : message };
}


/***/ })

};

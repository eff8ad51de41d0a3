export const id = 253;
export const ids = [253];
export const modules = {

/***/ 8253:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   changedFiles: () => (/* binding */ changedFiles)
/* harmony export */ });
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9556);

const PAGE = 100;
/** GitHub's compare answers list at most this many files in all. */
const COMPARE_MAX_FILES = 3000;
async function changedFiles(client, context) {
    const { owner, repo } = context;
    const payload = context.payload;
    const pullRequest = (0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .eventPullRequest */ .Z)(context);
    if (pullRequest !== undefined) {
        const files = await client.paginate(client.rest.pulls.listFiles, {
            owner,
            repo,
            pull_number: pullRequest,
            per_page: PAGE
        });
        return { files: new Set(files.map(f => f.filename)) };
    }
    if (context.eventName === 'push') {
        const before = payload.before ?? '';
        const after = payload.after || context.sha;
        if (payload.created || /^0*$/.test(before))
            return { all: "this is the branch's first push, so every file is new to it" };
        const files = new Set();
        for (let page = 1;; page++) {
            let listed;
            try {
                const { data } = await client.rest.repos.compareCommitsWithBasehead({
                    owner,
                    repo,
                    basehead: `${before}...${after}`,
                    per_page: PAGE,
                    page
                });
                listed = data.files ?? [];
            }
            catch (error) {
                if (error.status === 404) {
                    return {
                        all: `the pushed range ${before.slice(0, 7)}...${after.slice(0, 7)} cannot be compared (a force-push?)`
                    };
                }
                throw error;
            }
            const known = files.size;
            for (const file of listed)
                files.add(file.filename);
            // Stop at an empty page, or one that adds nothing new (an answer that does not page its files).
            if (files.size === known)
                return { files };
            if (files.size >= COMPARE_MAX_FILES)
                return {
                    all: `the push changed more than ${COMPARE_MAX_FILES} files, more than GitHub lists`
                };
        }
    }
    return { all: `the ${context.eventName || 'current'} event is neither a push nor a pull request` };
}


/***/ })

};

export const id = 448;
export const ids = [448];
export const modules = {

/***/ 17448:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   removeLabel: () => (/* binding */ removeLabel)
/* harmony export */ });
/** Removes the label; one already gone (404) is what was wanted. */
async function removeLabel(client, where) {
    try {
        await client.rest.issues.removeLabel({
            owner: where.owner,
            repo: where.repo,
            issue_number: where.number,
            name: where.name
        });
    }
    catch (error) {
        if (error.status !== 404)
            throw error;
    }
}


/***/ })

};

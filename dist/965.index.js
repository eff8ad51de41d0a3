export const id = 965;
export const ids = [965];
export const modules = {

/***/ 12965:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _step_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67521);
/* harmony import */ var _common_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71922);
/* harmony import */ var _common_log_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81095);
/* harmony import */ var _common_pool_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(43211);
/* harmony import */ var _config_constants_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(64687);
/* harmony import */ var _datasets_find_find_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(40190);
/* harmony import */ var _features_github_report_github_report_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(94642);
/* harmony import */ var _github_context_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(19556);
/* harmony import */ var _features_hand_off_hand_off_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(75832);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(36982);
/* harmony import */ var _report_messages_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(53020);
/* harmony import */ var _report_outputs_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(65468);
/* harmony import */ var _report_summary_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(57994);
/* harmony import */ var _service_generation_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(11294);














/**
 * Artifacts read at once. Each read is two Twirp calls in turn (the artifact by id, then its
 * signed URL) and a download, so a read waits on the service three times: at 8 at once, a
 * matrix of 256 legs took 12 s of waiting alone (bench/fan-in.ts, 30–250 ms answers); at 32 the
 * reads cost no more than their CPU time, about 8 ms each.
 */
const READS_AT_ONCE = 32;
/** collect/'s step: its inputs read, the plan and the legs' results read back and reported. */
async function run(overrides = {}) {
    const deps = { ...(0,_step_js__WEBPACK_IMPORTED_MODULE_0__/* .stepDependencies */ .w8)(), ...overrides };
    const startedAt = deps.clock.now();
    await (0,_step_js__WEBPACK_IMPORTED_MODULE_0__/* .runStep */ .eg)({ role: 'collect', handleSignals: deps.handleSignals }, async (state) => {
        const settings = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_8__/* .readCollectSettings */ .eW)();
        await collectRuns(settings, deps.workspace, deps.clock, startedAt + settings.timeoutMs, () => {
            state.summarised = true;
        });
    });
}
async function collectRuns(settings, workspace, clock, deadline, 
/** Told once the summary lists the dashboards: a failure after that needs no summary of its own. */
onSummarised = () => undefined) {
    const { listRunArtifacts, readJson } = await Promise.all(/* import() */[__webpack_require__.e(30), __webpack_require__.e(518), __webpack_require__.e(905)]).then(__webpack_require__.bind(__webpack_require__, 73905));
    const stored = (0,_features_hand_off_hand_off_js__WEBPACK_IMPORTED_MODULE_7__/* .pickStored */ .Vj)(await listRunArtifacts(), (0,_features_hand_off_hand_off_js__WEBPACK_IMPORTED_MODULE_7__/* .planKey */ .vH)(settings.givenTag));
    if (stored.plan === undefined)
        throw new Error(noPlan(settings, stored.otherPlans));
    // catch, not then's second argument: a record readPlanRecord refuses is explained too.
    const reading = readJson(stored.plan)
        .then(_features_hand_off_hand_off_js__WEBPACK_IMPORTED_MODULE_7__/* .readPlanRecord */ .HM)
        .catch((error) => {
        throw new Error(`The plan stored as '${stored.plan?.name}' could not be read: ${(0,_features_hand_off_hand_off_js__WEBPACK_IMPORTED_MODULE_7__/* .isBadRecord */ .Vm)(error) ? `${error.message}; was it stored by plan/ of the same version as this collect/?` : error.message}. Re-run the plan/ job and the matrix.`);
    });
    // The legs' artifacts are read while the plan is: each read waits on the service three times.
    const legs = [...stored.legs.entries()];
    const [plan, read] = await Promise.all([
        reading,
        (0,_common_pool_js__WEBPACK_IMPORTED_MODULE_13__/* .mapWithConcurrency */ .W)(legs, READS_AT_ONCE, ([, artifact]) => readJson(artifact).then(value => ({ value }), (error) => ({ error })))
    ]);
    const byLeg = new Map(legs.map(([index], i) => [index, read[i]]));
    const results = plan.legs.map((legPaths, i) => {
        const got = byLeg.get(i + 1);
        if (got === undefined)
            return { missing: 'stored no results' };
        // A record readLegRecord refuses names the leg's datasets as unread, as a failed download does.
        try {
            if ('error' in got)
                throw got.error;
            return { record: (0,_features_hand_off_hand_off_js__WEBPACK_IMPORTED_MODULE_7__/* .readLegRecord */ .I8)(got.value, new Set(legPaths)) };
        }
        catch (error) {
            return { missing: `stored results that could not be read (${error.message})` };
        }
    });
    const records = results.flatMap(result => ('record' in result ? [result.record] : []));
    const runs = inPathOrder([
        ...runsOf(plan, results, records[0]?.title, (0,_github_context_js__WEBPACK_IMPORTED_MODULE_6__/* .readRunContext */ .$p)().runUrl),
        ...rejectedRuns(plan, records[0]?.title)
    ], plan.present);
    (0,_report_outputs_js__WEBPACK_IMPORTED_MODULE_10__/* .setOutput */ .uH)(_config_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Output */ .k7.Datasets, JSON.stringify(runs.map(run => run.dataset?.displayPath ?? '')));
    if (runs.length === 0)
        _common_log_js__WEBPACK_IMPORTED_MODULE_2__/* .notice */ .lm('No matched dataset changed: no dashboard was generated.');
    (0,_report_outputs_js__WEBPACK_IMPORTED_MODULE_10__/* .setOutputs */ .n0)(runs);
    for (const run of runs)
        (0,_report_outputs_js__WEBPACK_IMPORTED_MODULE_10__/* .logResult */ .AX)(run);
    const single = plan.single && runs.length === 1;
    // As a single job: a summary when there is something to summarise.
    if (runs.length > 0) {
        await (0,_report_summary_js__WEBPACK_IMPORTED_MODULE_11__/* .writeSummary */ .Sy)(runs, single);
        onSummarised();
    }
    await (0,_features_github_report_github_report_js__WEBPACK_IMPORTED_MODULE_5__/* .reportOnGitHub */ .dc)({
        runs,
        single,
        commentTag: plan.commentTag,
        givenTag: plan.givenTag,
        instructions: records[0]?.instructions,
        stillExists: (0,_features_github_report_github_report_js__WEBPACK_IMPORTED_MODULE_5__/* .existingUnder */ .QU)(workspace, new Set(plan.present)),
        datasetStatuses: false,
        runStatus: settings.commitStatus,
        comment: settings.comment,
        dashboardIssue: settings.dashboardIssue
    }, settings, clock, deadline);
    const bad = runs.filter(run => !(0,_service_generation_js__WEBPACK_IMPORTED_MODULE_12__/* .isSuccess */ .oJ)(run.outcome));
    if (bad.length > 0)
        throw new _common_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ProblemsError */ .F(bad.flatMap(run => (0,_report_messages_js__WEBPACK_IMPORTED_MODULE_9__/* .problemsOf */ .GW)(run, runs.length > 1)));
}
/**
 * Every dataset of the plan, in its order: its leg's run of it, with the plan's word on what the
 * event changed (legs do not compare); or, for a leg that stored nothing of it, why.
 */
function runsOf(plan, results, title, runUrl) {
    const planned = new Map(plan.datasets.map(dataset => [dataset.displayPath, dataset]));
    return plan.legs.flatMap((legPaths, i) => {
        const leg = (0,_features_hand_off_hand_off_js__WEBPACK_IMPORTED_MODULE_7__/* .legValue */ .Q$)({ index: i + 1, count: plan.legs.length });
        const result = results[i];
        const byPath = new Map(('record' in result ? result.record.runs : []).map(run => [run.dataset?.displayPath, run]));
        return legPaths.map((file, j) => {
            const dataset = planned.get(file);
            const handed = plan.settings?.[i][j];
            const run = byPath.get(file);
            // A leg may reject a file the plan passed (its LFS object could not be fetched).
            if (run?.dataset !== undefined && !(0,_datasets_find_find_js__WEBPACK_IMPORTED_MODULE_4__/* .isChecked */ .WJ)(run.dataset))
                return run;
            if (run?.dataset !== undefined)
                return {
                    ...run,
                    dataset: {
                        ...run.dataset,
                        fileName: dataset.fileName,
                        change: changeOf(dataset, run.dataset)
                    }
                };
            return {
                dataset,
                // The title its leg would have asked for: the manifest's, else as the other legs did.
                requestedTitle: handed
                    ? (0,_features_hand_off_hand_off_js__WEBPACK_IMPORTED_MODULE_7__/* .settingsFrom */ .ms)(handed).title
                    : (0,_inputs_js__WEBPACK_IMPORTED_MODULE_8__/* .titleFor */ .Q$)(title, dataset, plan.datasets.length > 1),
                outcome: 'not-started',
                elapsedMs: 0,
                setback: { kind: 'error', message: whyMissing(leg, result, runUrl) }
            };
        });
    });
}
/** The files that failed the plan's checks, as a job that generates reports them. */
function rejectedRuns(plan, title) {
    return plan.rejected.map(rejection => (0,_service_generation_js__WEBPACK_IMPORTED_MODULE_12__/* .rejectedRun */ .qW)(rejection, (0,_inputs_js__WEBPACK_IMPORTED_MODULE_8__/* .titleFor */ .Q$)(title, rejection.file, plan.datasets.length > 1)));
}
/** Runs in the order of the paths the plan matched, as a single job lists them. */
function inPathOrder(runs, present) {
    const place = new Map(present.map((file, i) => [file, i]));
    const at = (run) => place.get(run.dataset?.displayPath ?? '') ?? present.length;
    return [...runs].sort((a, b) => at(a) - at(b));
}
/** The plan's word on what changed; for a Git LFS dataset, whose object only its leg fetched, the leg's. */
function changeOf(planned, reported) {
    const unfetched = planned.change?.kind === 'not-compared' && planned.change.reason.why === 'lfs-not-fetched';
    return unfetched && reported.change !== undefined ? reported.change : planned.change;
}
function whyMissing(leg, result, runUrl) {
    const log = runUrl ? ` (${runUrl})` : '';
    if ('missing' in result)
        return `The matrix's leg ${leg} ${result.missing}: its job failed before storing them, was cancelled, or never started. See its log in this workflow run${log}, then re-run the failed jobs.`;
    const problems = result.record.problems;
    return problems.length > 0
        ? `The matrix's leg ${leg} failed before generating it: ${problems.join(' ')}`
        : `The matrix's leg ${leg} stored no result for it${log}. Re-run the failed jobs.`;
}
function noPlan(settings, otherPlans) {
    if (settings.givenTag === undefined && otherPlans.length > 1)
        return `This workflow run stored ${otherPlans.length} plans (${otherPlans.join(', ')}), one for each plan/ given its own comment-tag. Give collect/ the '${_config_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Input */ .pd.CommentTag}' of the plan whose matrix it collects.`;
    if (otherPlans.length > 0)
        return `No plan for the '${_config_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Input */ .pd.CommentTag}' ${JSON.stringify(settings.givenTag ?? '')} was stored in this workflow run; the run has ${otherPlans.join(', ')}. Give collect/ the same '${_config_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Input */ .pd.CommentTag}' as its plan/.`;
    return `No plan was stored in this workflow run: collect/ reads what the plan/ sub-action stores. Run plan/ in an earlier job of the same workflow, and list that job and the legs' job in collect's needs:, with if: always() so that collect runs when a leg fails.`;
}


/***/ })

};

export const id = 602;
export const ids = [602];
export const modules = {

/***/ 6602:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  matrixOf: () => (/* binding */ matrixOf),
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/common/errors.ts
var errors = __webpack_require__(71922);
// EXTERNAL MODULE: ./src/actions/datasets.ts + 1 modules
var actions_datasets = __webpack_require__(31567);
// EXTERNAL MODULE: ./src/actions/step.ts
var step = __webpack_require__(67521);
// EXTERNAL MODULE: ./src/datasets/convert/convert-worker.ts
var convert_worker = __webpack_require__(94085);
// EXTERNAL MODULE: ./src/features/github-report/github-report.ts + 5 modules
var github_report = __webpack_require__(94642);
// EXTERNAL MODULE: ./src/service/generation.ts + 3 modules
var generation = __webpack_require__(11294);
// EXTERNAL MODULE: ./src/features/hand-off/batches.ts
var hand_off_batches = __webpack_require__(34357);
// EXTERNAL MODULE: ./src/features/hand-off/hand-off.ts
var hand_off = __webpack_require__(75832);
// EXTERNAL MODULE: ./src/config/constants.ts
var constants = __webpack_require__(64687);
// EXTERNAL MODULE: ./src/datasets/find/patterns.ts
var patterns = __webpack_require__(15178);
// EXTERNAL MODULE: ./src/actions/inputs.ts
var inputs = __webpack_require__(36982);
// EXTERNAL MODULE: ./src/common/log.ts
var log = __webpack_require__(81095);
// EXTERNAL MODULE: ./src/report/outputs.ts
var report_outputs = __webpack_require__(65468);
// EXTERNAL MODULE: ./src/report/html.ts
var html = __webpack_require__(86433);
// EXTERNAL MODULE: ./src/report/change-text.ts
var change_text = __webpack_require__(87438);
// EXTERNAL MODULE: ./src/report/upload-text.ts
var upload_text = __webpack_require__(75861);
// EXTERNAL MODULE: ./src/report/summary.ts
var summary = __webpack_require__(57994);
;// CONCATENATED MODULE: ./src/features/hand-off/plan-summary.ts
/** What the plan tells its user: the datasets its legs will upload, in the log and the job summary. */






function formatSize(bytes) {
    if (bytes < 1024)
        return `${bytes} B`;
    if (bytes < 1024 * 1024)
        return `${(bytes / 1024).toFixed(1)} KiB`;
    return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
/** The legs' count and sizes (given largest first), such as "40 legs of 250 datasets each". */
function describeLegs(sizes) {
    const count = `${sizes.length} leg${sizes.length === 1 ? '' : 's'}`;
    const largest = sizes[0];
    const smallest = sizes[sizes.length - 1];
    if (largest !== smallest)
        return `${count} of ${largest} or ${smallest} datasets`;
    return `${count} of ${largest} dataset${largest === 1 ? '' : 's'}${sizes.length > 1 ? ' each' : ''}`;
}
/** `legSizes`: each leg's number of datasets, largest first, as splitEvenly makes them. */
async function writePlan(datasets, rejected = [], legSizes = [], maxLegs = 0) {
    const count = `${datasets.length} dataset${datasets.length === 1 ? '' : 's'}`;
    log/* info */.pq(datasets.length === 0
        ? `Plan: no matched dataset changed; the legs have nothing to generate.`
        : `Plan: ${count} checked; the legs will upload ${datasets.length === 1 ? 'it' : 'them'}. Nothing was uploaded.`);
    for (const dataset of datasets) {
        const upload = (0,upload_text/* uploadText */.nw)(dataset);
        log/* info */.pq(`  ${dataset.displayPath} (${dataset.type}, ${formatSize(dataset.bytes)}${upload ? `; ${upload}` : ''})`);
    }
    const legs = legSizes.length > 0 ? describeLegs(legSizes) : undefined;
    if (legs !== undefined)
        log/* info */.pq(`'${constants/* Output */.k7.Matrix}': ${legs}, one matrix job each ('${constants/* Input */.pd.MaxLegs}': ${maxLegs}).`);
    const changes = datasets.some(dataset => dataset.change);
    await (0,summary/* writeSummaryLines */.rc)(() => [
        ...rejectedLines(rejected),
        ...(datasets.length === 0 && rejected.length > 0
            ? ['<p>No dataset passed the checks, so the matrix has no leg.</p>']
            : datasets.length === 0
                ? [
                    '<h3>Plan: no dashboard to generate</h3>',
                    `<p>No matched dataset changed, so the matrix has no leg. The <code>${constants/* Output */.k7.Datasets}</code> output is <code>[]</code>.</p>`
                ]
                : [
                    `<h3>Plan: ${count} to generate</h3>`,
                    `<p>Every dataset below passed the checks a job that generates makes. Nothing was uploaded.</p>`,
                    ...(legs === undefined
                        ? []
                        : [
                            `<p>The <code>${constants/* Output */.k7.Matrix}</code> output splits them into ${legs}, one matrix job each (<code>${constants/* Input */.pd.MaxLegs}</code>: ${maxLegs}).</p>`
                        ]),
                    (0,html/* htmlTable */.I$)(['Dataset', 'Type', 'Size', ...(changes ? ['Change'] : [])], datasets.map(dataset => [
                        (0,upload_text/* uploadText */.nw)(dataset)
                            ? `${(0,html/* htmlCode */.h8)(dataset.displayPath)}<br><sub>${(0,html/* htmlText */.js)((0,upload_text/* uploadText */.nw)(dataset) ?? '')}</sub>`
                            : (0,html/* htmlCode */.h8)(dataset.displayPath),
                        dataset.type,
                        formatSize(dataset.bytes),
                        ...(changes ? [dataset.change ? (0,html/* htmlText */.js)((0,change_text/* changeText */.k)(dataset.change)) : '—'] : [])
                    ]))
                ])
    ]);
}
/** The files that failed the checks, first: each with every reason, as the errors give them. */
function rejectedLines(rejected) {
    if (rejected.length === 0)
        return [];
    const count = `${rejected.length} file${rejected.length === 1 ? '' : 's'}`;
    return [
        `<h3>❌ Plan: ${count} failed the checks and will not be sent</h3>`,
        `<p>No leg sends ${rejected.length === 1 ? 'it' : 'them'}; the other datasets go on, and collect/ reports ${rejected.length === 1 ? 'it' : 'them'} and fails.</p>`,
        (0,html/* htmlTable */.I$)(['Dataset', 'Why'], rejected.map(({ file, problems }) => [
            (0,html/* htmlCode */.h8)(file.displayPath),
            (0,html/* htmlText */.js)(problems.map(problem => problem.message).join(' '))
        ]))
    ];
}

;// CONCATENATED MODULE: ./src/actions/plan.ts














/** plan/'s step: its inputs read, the datasets found and checked, the plan stored. */
async function run(overrides = {}) {
    const deps = { ...(0,step/* stepDependencies */.w8)(), ...overrides };
    await (0,step/* runStep */.eg)({ role: 'plan', handleSignals: deps.handleSignals }, async () => {
        if (deps.conversionWorker !== undefined)
            (0,convert_worker/* useConversionWorker */.y1)(deps.conversionWorker);
        const settings = (0,inputs/* readPlanSettings */.ND)();
        const datasets = await (0,actions_datasets/* stepDatasets */.I)(settings, {
            workspace: deps.workspace,
            clock: deps.clock,
            deadline: deps.clock.now() + settings.timeoutMs,
            fetchesNoLfs: true
        });
        if (datasets === 'ended')
            return storePlan(settings, { found: [], present: [] }, deps);
        // A manifest's mistake that no dataset carries stops the plan: no leg could fix it.
        if (datasets.problems.length > 0)
            throw new errors/* ProblemsError */.F(datasets.problems);
        // The plan lists each dataset with what it would upload.
        await storePlan({ ...settings, prNumber: datasets.prNumber ?? settings.prNumber }, datasets, {
            clock: deps.clock,
            workspace: datasets.root
        });
    });
}
/**
 * The matrix for `strategy.matrix`: one entry a leg, its `leg` and `file` inputs. With a
 * manifest's settings (`shares`, leg by leg), each leg value names the digest of its share.
 */
function matrixOf(batches, key, shares) {
    return {
        include: batches.map((batch, i) => {
            const settings = shares && (0,hand_off/* shareDigest */.mo)(batch, shares[i]);
            const leg = { index: i + 1, count: batches.length, key, settings };
            return { leg: (0,hand_off/* legValue */.Q$)(leg), file: (0,hand_off_batches/* fileInputFor */.w)(batch) };
        })
    };
}
/**
 * The plan's outputs, its summary, and its artifact for collect/. A file that failed the checks
 * gets no leg: its errors are told here and by collect/, which fails naming it, while the matrix
 * runs for the others (the plan's step does not fail for it, or no leg would start). With
 * `comment` or `commit-status`, the pull request is shown the matrix's first state before any
 * leg starts: every planned dataset generating, the rejected ones failed, the run's status
 * pending; collect/ writes the final one.
 */
async function storePlan(settings, datasets, job) {
    const { found: matched, present, settingsOf } = datasets;
    const github = matched.length > 0 && (settings.comment || settings.commitStatus)
        ? (0,github_report/* runOnGitHub */._2)(settings, job.clock, job.clock.now() + settings.timeoutMs)
        : undefined;
    // The pull request and its comment are found while the plan is stored.
    github?.prepare(settings.comment);
    const found = matched.flatMap(item => ('dataset' in item ? [item.dataset] : []));
    const rejected = matched.flatMap(item => ('file' in item ? [item] : []));
    const paths = found.map(dataset => dataset.displayPath);
    const handed = settingsOf && new Map(paths.map(file => [file, (0,hand_off/* handedSettings */.CK)(settingsOf(file))]));
    const batches = (0,hand_off_batches/* splitEvenly */.s)(paths, settings.maxLegs);
    const shares = handed && batches.map(batch => batch.map(file => handed.get(file) ?? {}));
    const key = (0,hand_off/* planKey */.vH)(settings.givenTag);
    const outputs = [JSON.stringify(paths), JSON.stringify(matrixOf(batches, key, shares))];
    (0,report_outputs/* checkPlanOutputs */.c6)(...outputs);
    await writePlan(found, rejected, batches.map(batch => batch.length), settings.maxLegs);
    // Stored before the outputs are set: a plan collect/ cannot read starts no leg.
    const name = (0,hand_off/* planName */.V6)(key, (0,hand_off/* runAttempt */.Tm)());
    const { storeJson } = await Promise.all(/* import() */[__webpack_require__.e(30), __webpack_require__.e(518), __webpack_require__.e(905)]).then(__webpack_require__.bind(__webpack_require__, 73905));
    await storeJson(name, (0,hand_off/* planRecord */.x1)({
        commentTag: settings.commentTag,
        givenTag: settings.givenTag,
        single: (0,patterns/* isSinglePath */.kc)(settings.patterns),
        legs: batches,
        datasets: found,
        rejected,
        present,
        settings: shares
    })).catch((error) => {
        throw new Error(`The plan could not be stored for collect/ as the artifact '${name}': ${error.message.replace(/\.$/, '')}. The '${constants/* Output */.k7.Matrix}' output was not set, so no leg runs. Re-run the job; artifacts need GitHub.com or GitHub Enterprise Cloud (the toolkit's artifact client does not reach GitHub Enterprise Server's storage).`);
    });
    log/* info */.pq(`Stored the plan for collect/ as the artifact '${name}'.`);
    (0,report_outputs/* setPlanOutputs */.AS)(...outputs);
    if (github)
        await showFirstState(github, settings, datasets, job.workspace);
    if (rejected.length > 0) {
        const problems = rejected.flatMap(rejection => rejection.problems);
        for (const problem of problems)
            log/* error */.z3(problem.message, problem.annotation ?? {});
        log/* warning */.$e(`${rejected.length} matched file${rejected.length === 1 ? '' : 's'} failed the checks and get${rejected.length === 1 ? 's' : ''} no leg; the matrix runs for the others, and collect/ reports ${rejected.length === 1 ? 'it' : 'them'} and fails. Fix ${rejected.length === 1 ? 'it' : 'them'} as the errors say.`);
    }
}
/** Every planned dataset generating, each rejected file failed, written before any leg starts. */
async function showFirstState(github, settings, datasets, workspace) {
    // A manifest's titles are final here already: the rows show what the legs will ask for.
    const runs = datasets.found.map((item) => 'dataset' in item
        ? {
            dataset: item.dataset,
            requestedTitle: datasets.settingsOf?.(item.dataset.displayPath).title,
            outcome: 'pending',
            elapsedMs: 0
        }
        : (0,generation/* rejectedRun */.qW)(item, undefined));
    await github.first({
        runs,
        single: (0,patterns/* isSinglePath */.kc)(settings.patterns) && runs.length === 1,
        commentTag: settings.commentTag,
        givenTag: settings.givenTag,
        stillExists: (0,github_report/* existingUnder */.QU)(workspace),
        datasetStatuses: false,
        runStatus: settings.commitStatus,
        comment: settings.comment
    });
}


/***/ })

};

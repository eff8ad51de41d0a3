export const id = 664;
export const ids = [664];
export const modules = {

/***/ 664:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/features/github-report/github-report.ts + 5 modules
var github_report = __webpack_require__(94642);
;// CONCATENATED MODULE: ./src/features/github-report/first-state.ts
/** The longest an upload holds the first state back: the others' rows show generating meanwhile. */
const FIRST_STATE_MS = 1500;
/** Whether the run still goes on at the service, or has yet to start. */
function going(run) {
    return run.outcome === 'pending' && (run.state === undefined || run.state.status === 'processing');
}
function firstState(runs, places, write) {
    const taken = new Set();
    let done = false;
    let timer;
    const fire = () => {
        if (done)
            return;
        done = true;
        clearTimeout(timer);
        if (runs.some(going))
            write();
    };
    const check = () => {
        if (done)
            return;
        const under = [...taken].filter(run => run.outcome === 'pending');
        const uploading = under.some(run => run.state === undefined);
        const full = under.length >= places || taken.size === runs.length;
        if (!uploading && full)
            fire();
    };
    return {
        taken(run) {
            if (taken.size === 0 && !done) {
                timer = setTimeout(fire, FIRST_STATE_MS);
                timer.unref();
            }
            taken.add(run);
        },
        answered: check,
        stop() {
            done = true;
            clearTimeout(timer);
        }
    };
}

// EXTERNAL MODULE: ./src/features/hand-off/hand-off.ts
var hand_off = __webpack_require__(75832);
// EXTERNAL MODULE: ./src/features/hand-off/batches.ts
var batches = __webpack_require__(34357);
// EXTERNAL MODULE: ./src/datasets/find/patterns.ts
var patterns = __webpack_require__(15178);
// EXTERNAL MODULE: ./src/config/constants.ts
var constants = __webpack_require__(64687);
// EXTERNAL MODULE: ./src/service/generation.ts + 3 modules
var generation = __webpack_require__(11294);
// EXTERNAL MODULE: ./src/features/manifest/dataset-settings.ts
var dataset_settings = __webpack_require__(63395);
// EXTERNAL MODULE: ./src/common/errors.ts
var errors = __webpack_require__(71922);
// EXTERNAL MODULE: ./src/actions/inputs.ts
var inputs = __webpack_require__(36982);
// EXTERNAL MODULE: ./src/common/log.ts
var log = __webpack_require__(81095);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
;// CONCATENATED MODULE: ./src/features/reuse/fingerprint.ts
/**
 * A dataset's fingerprint for reuse: an HMAC-SHA256, under the service key, of exactly what the
 * start call would send (the uploaded bytes, their type and name, the title, instructions and
 * premium options) and of the service it would go to. Two runs with one fingerprint would send
 * the service the same request, so the dashboard of one serves the other. Hashing what is sent,
 * not the inputs that shape it, means no option can be forgotten: a conversion, a column choice
 * or a sample changes the bytes.
 */


/** Changed when what the fingerprint covers changes, so older entries are never taken for new. */
const SCHEME = 'dataset-dashboard/fingerprint@1';
/**
 * Keyed with the service key (an HMAC): only a holder of the key can name the fingerprint of a
 * dataset, so an entry written by a job without it (a workflow on the default branch that has no
 * secret, an action in another job) cannot point this step at another dashboard; a new key is a
 * new account's, and starts afresh.
 */
async function fingerprintOf(request, baseUrl, apiKey) {
    const { dataset } = request;
    const service = new URL(baseUrl.href);
    // A password in the address is no part of which service it is.
    service.username = '';
    service.password = '';
    const described = JSON.stringify([
        SCHEME,
        service.href,
        dataset.type,
        dataset.uploadName,
        await fileDigest(dataset.uploadPath),
        request.title ?? null,
        request.instructions ?? null,
        request.allowedEmails,
        request.allowPdfExport ?? null,
        request.allowScrollableCards ?? null
    ]);
    return (0,external_node_crypto_.createHmac)('sha256', apiKey).update(described).digest('hex');
}
/** Read this much at a time, into one buffer used again and again. */
const READ_BYTES = 64 * 1024;
/**
 * The file's sha256, read through one buffer: a stream would hand over a new buffer a read,
 * which the hash drops at once but the runner's memory holds until a collection (10 MB of them
 * for a 10 MB dataset, as much as the rest of the step).
 */
async function fileDigest(file) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    const buffer = Buffer.allocUnsafe(READ_BYTES);
    const handle = await (0,promises_.open)(file, 'r');
    try {
        for (;;) {
            const { bytesRead } = await handle.read(buffer, 0, READ_BYTES, null);
            if (bytesRead === 0)
                break;
            hash.update(buffer.subarray(0, bytesRead));
        }
    }
    finally {
        await handle.close();
    }
    return hash.digest('hex');
}

// EXTERNAL MODULE: ./src/common/pool.ts
var pool = __webpack_require__(43211);
;// CONCATENATED MODULE: ./src/features/reuse/reuse.ts
/**
 * Reuse by content (issue 27), as a dataset's run sees it (generation.ts `Reuse`): the request's
 * fingerprint looked up in the Actions cache and a new generation recorded there. The cache is a
 * saving, never a need: out of reach, it costs a few seconds and one warning, then is left alone
 * for the rest of the step, and every dataset is generated as without it.
 */




/** The longest one cache call may take, the client's own retries included. */
const CACHE_TIME_LIMIT_MS = 3_000;
/** Lookups at once: each runs the cache client, which starts a process (zstd) to choose its format. */
const LOOKUPS_AT_ONCE = 16;
/** The cache client, loaded once; a client that cannot load is a cache out of reach, no more. */
let client;
const cache = () => (client ??= Promise.all(/* import() */[__webpack_require__.e(30), __webpack_require__.e(427), __webpack_require__.e(998), __webpack_require__.e(735)]).then(__webpack_require__.bind(__webpack_require__, 91735)));
/**
 * Starts loading the cache client (megabytes of code) while the datasets are still being found
 * and checked, so that the first lookup does not wait for it.
 */
function preloadCache() {
    if (runnerHasCache())
        cache().catch(() => undefined);
}
/**
 * Outside a runner (a local run, a test) there is no runtime token: told without loading the
 * client. The client's own checks (github/dashboard-cache.ts) say why in every other case.
 */
const runnerHasCache = () => Boolean(process.env.ACTIONS_RUNTIME_TOKEN);
const NO_RUNNER = 'the runner set no ACTIONS_RUNTIME_TOKEN, as outside GitHub Actions';
function cacheReuse(settings, baseUrl) {
    let givenUp = false;
    const gate = (0,pool/* limiter */.T)(LOOKUPS_AT_ONCE);
    // Records wait behind no lookup: a generation is recorded as soon as it starts.
    const recordGate = (0,pool/* limiter */.T)(LOOKUPS_AT_ONCE);
    const lookups = new Map();
    const records = [];
    /** One warning for the step: the first reason the cache could not be used. */
    const giveUp = (doing, why) => {
        if (givenUp)
            return;
        givenUp = true;
        log/* warning */.$e(`The Actions cache could not be ${doing} (${why.replace(/\.$/, '')}), so no dashboard is reused or recorded in this step: every dataset is generated. Set '${constants/* Input */.pd.Reuse}: false' to skip the cache.`);
    };
    const find = async (request) => {
        const key = await fingerprintOf(request, baseUrl, settings.apiKey).catch((error) => {
            log/* debug */.Yz(`No fingerprint for ${request.dataset.displayPath}: ${error.message}`);
            return undefined;
        });
        if (!runnerHasCache())
            giveUp('read', NO_RUNNER);
        if (key === undefined || givenUp)
            return { key: givenUp ? undefined : key };
        try {
            const { findGeneration } = await cache();
            const found = await findGeneration(key, { timeLimitMs: CACHE_TIME_LIMIT_MS });
            if ('unavailable' in found)
                giveUp('read', found.unavailable);
            return 'found' in found ? { key, generationId: found.found.generationId } : { key };
        }
        catch (error) {
            giveUp('read', error.message);
            return {};
        }
    };
    const write = async (key, generationId) => {
        if (givenUp)
            return;
        try {
            const { recordGeneration } = await cache();
            const saved = await recordGeneration(key, generationId, {
                timeLimitMs: CACHE_TIME_LIMIT_MS
            });
            if ('unavailable' in saved)
                giveUp('written', saved.unavailable);
        }
        catch (error) {
            giveUp('written', error.message);
        }
    };
    return {
        maxAgeMs: settings.maxAgeMs,
        lookUpAll(requests) {
            for (const request of requests)
                lookups.set(request.dataset.displayPath, gate(() => find(request)));
        },
        lookUp: request => lookups.get(request.dataset.displayPath) ?? gate(() => find(request)),
        record(key, generationId) {
            records.push(recordGate(() => write(key, generationId)));
        },
        async settled() {
            await Promise.all(records);
        }
    };
}

// EXTERNAL MODULE: ./src/features/fork-mode/fork-mode.ts + 2 modules
var fork_mode = __webpack_require__(3014);
// EXTERNAL MODULE: ./src/datasets/convert/convert-worker.ts
var convert_worker = __webpack_require__(94085);
// EXTERNAL MODULE: ./src/report/messages.ts
var messages = __webpack_require__(53020);
// EXTERNAL MODULE: ./src/report/outputs.ts
var outputs = __webpack_require__(65468);
// EXTERNAL MODULE: ./src/report/summary.ts
var summary = __webpack_require__(57994);
// EXTERNAL MODULE: ./src/report/upload-text.ts
var upload_text = __webpack_require__(75861);
// EXTERNAL MODULE: ./src/service/client.ts + 4 modules
var service_client = __webpack_require__(74992);
// EXTERNAL MODULE: ./src/actions/step.ts
var actions_step = __webpack_require__(67521);
// EXTERNAL MODULE: ./src/actions/datasets.ts + 1 modules
var actions_datasets = __webpack_require__(31567);
;// CONCATENATED MODULE: ./src/actions/generate.ts
/**
 * The action at the root: a single job, or a matrix's leg. Its decision tree: read its inputs,
 * find the datasets (or follow a generation), run each, report them all; a leg stores its
 * results for collect/.
 */






















/** A cancelled step has seconds before it is killed: each GitHub write it finishes gets this long. */
const CANCELLED_WRITE_MS = 3_000;
async function run(overrides = {}) {
    const deps = { ...(0,actions_step/* stepDependencies */.w8)(), ...overrides };
    const step = { startedAt: deps.clock.now(), runs: [], reported: false, written: new Set() };
    const options = {
        role: 'generate',
        handleSignals: deps.handleSignals,
        runs: () => step.runs,
        report: (cancelled, failure) => {
            if (failure !== undefined)
                step.failure = failure;
            return reportRuns(step, deps, cancelled);
        }
    };
    await (0,actions_step/* runStep */.eg)(options, async (state) => {
        step.state = state;
        if ((0,fork_mode/* endsAsForkWithoutSecrets */.eL)(state.secrets.apiKey))
            return;
        if (deps.conversionWorker !== undefined)
            (0,convert_worker/* useConversionWorker */.y1)(deps.conversionWorker);
        step.settings = (0,inputs/* readGenerateSettings */.fG)();
        await decide(step.settings, step, deps);
    });
}
/**
 * What this step does, from its settings and the datasets it finds: nothing (a deleted ref, fork
 * mode waiting), or generations to run and report.
 */
async function decide(settings, step, deps) {
    const deadline = step.startedAt + settings.timeoutMs;
    if (settings.reuse && settings.generationId === undefined)
        preloadCache();
    let found = [];
    let settingsOf;
    let stepProblems = [];
    if (settings.generationId === undefined) {
        // A leg of a manifest's plan reads its datasets as the plan's settings say, never its own.
        const share = settings.leg?.settings === undefined ? undefined : await planShare(settings);
        const datasets = await (0,actions_datasets/* stepDatasets */.I)(share ? { ...settings, planned: share.settingsOf } : settings, {
            workspace: deps.workspace,
            clock: deps.clock,
            deadline,
            fetchesNoLfs: false
        });
        if (datasets === 'ended')
            return endWithoutDatasets();
        if (datasets.prNumber !== undefined)
            step.settings = settings = { ...settings, prNumber: datasets.prNumber };
        step.datasetRoot = datasets.root;
        step.changedManifest = datasets.changedManifest;
        found = datasets.found;
        settingsOf = share?.settingsOf ?? datasets.settingsOf;
        stepProblems = datasets.problems;
    }
    for (const item of found) {
        const upload = 'dataset' in item ? (0,upload_text/* uploadText */.nw)(item.dataset) : undefined;
        if ('dataset' in item && upload !== undefined)
            log/* info */.pq(`${item.dataset.displayPath}: ${upload}.`);
    }
    const files = found.map(item => ('dataset' in item ? item.dataset : item.file));
    (0,outputs/* setOutput */.uH)(constants/* Output */.k7.Datasets, JSON.stringify(files.map(file => file.displayPath)));
    // Following a generation: one run, of no dataset.
    const items = settings.generationId ? [undefined] : found;
    if (items.length === 0) {
        log/* notice */.lm('No matched dataset changed: no dashboard to generate.');
        (0,outputs/* setOutput */.uH)(constants/* Output */.k7.Results, '[]');
        await reportRuns(step, deps, false);
        if (stepProblems.length > 0)
            throw new errors/* ProblemsError */.F(stepProblems);
        return;
    }
    // A leg titles its datasets as one job running the whole plan would: by the checked ones, as
    // the plan gives no leg to a rejected file.
    const legs = settings.leg !== undefined && settings.leg.count > 1;
    const titled = items.filter(item => item === undefined || 'dataset' in item).length > 1 || legs;
    const several = items.length > 1 || legs;
    step.runs = items.map((item) => {
        if (item !== undefined && 'file' in item) {
            log/* info */.pq(`${item.file.displayPath}: not sent, it failed the checks (the errors below say why).`);
            return (0,generation/* rejectedRun */.qW)(item, (0,inputs/* titleFor */.Q$)(settings.title, item.file, titled));
        }
        const dataset = item?.dataset;
        // A manifest's dataset has its own settings, its title final; else the step's, shared.
        const own = dataset && settingsOf?.(dataset.displayPath);
        return {
            dataset,
            requestedTitle: own ? own.title : (0,inputs/* titleFor */.Q$)(settings.title, dataset, titled),
            instructions: (0,upload_text/* instructionsFor */.t9)(own ? own.instructions : settings.instructions, dataset),
            options: own && premiumOf(own),
            outcome: 'pending',
            elapsedMs: 0
        };
    });
    const pending = step.runs.filter(run => run.outcome === 'pending');
    const first = showsFirstState(step, settings, deps, pending, deadline);
    if (pending.length > 0)
        await generateAll(pending, settings, deps, step, first);
    await reportRuns(step, deps, false);
    const failed = step.runs.filter(r => !(0,generation/* isSuccess */.oJ)(r.outcome));
    const problems = [...failed.flatMap(r => (0,messages/* problemsOf */.GW)(r, several)), ...stepProblems];
    if (problems.length > 0)
        throw new errors/* ProblemsError */.F(problems);
}
/**
 * A leg's share of its plan (its value ends in `+<digest>`): read from the plan's artifact of this
 * attempt or, for a re-run leg, the earlier one the matrix came from; refused unless it is exactly
 * what the leg value names and the `file` input is the plan's for this leg. Four requests to the
 * artifact service (the list, then the artifact's, its signed URL and its download), none to
 * GitHub's API.
 */
async function planShare(settings) {
    const leg = settings.leg;
    const what = `This leg's '${constants/* Input */.pd.Leg}' (${(0,hand_off/* legValue */.Q$)(leg)}) says that its datasets' settings come from the plan, as plan/ read them in the manifest`;
    const rerun = `Re-run all jobs, so that plan/ stores the plan again and its legs read it; give the legs exactly 'file: \${{ matrix.file }}' and 'leg: \${{ matrix.leg }}' of plan/'s matrix output.`;
    const { listRunArtifacts, readJson } = await Promise.all(/* import() */[__webpack_require__.e(30), __webpack_require__.e(518), __webpack_require__.e(905)]).then(__webpack_require__.bind(__webpack_require__, 73905));
    const artifact = (0,hand_off/* latestPlan */.ft)(await listRunArtifacts(), leg.key, (0,hand_off/* runAttempt */.Tm)());
    if (artifact === undefined)
        throw new Error(`${what}, but this workflow run stored no plan for it. ${rerun}`);
    let share;
    try {
        share = (0,hand_off/* legShare */.eb)((0,hand_off/* readPlanRecord */.HM)(await readJson(artifact)), leg);
    }
    catch (error) {
        const why = (0,hand_off/* isBadRecord */.Vm)(error)
            ? `the plan stored as '${artifact.name}' cannot give them: ${error.message}`
            : `they could not be read: ${error.message}`;
        throw new Error(`${what}, but ${why}. ${rerun}`, { cause: error });
    }
    if (settings.patterns.join('\n') !== (0,patterns/* parsePatterns */.Z7)((0,batches/* fileInputFor */.w)(share.paths)).join('\n'))
        throw new Error(`${what}, but its '${constants/* Input */.pd.File}' input is not the plan's for this leg, so some of its datasets would have no settings of the manifest's. ${rerun}`);
    log/* info */.pq(`The settings of this leg's ${share.paths.length === 1 ? 'dataset' : `${share.paths.length} datasets`} are the plan's, from the artifact '${artifact.name}'.`);
    return share;
}
/** The outputs a step that generates nothing still gives, so later steps read valid JSON. */
function endWithoutDatasets() {
    (0,outputs/* setOutput */.uH)(constants/* Output */.k7.Datasets, '[]');
    (0,outputs/* setOutput */.uH)(constants/* Output */.k7.Results, '[]');
}
/**
 * The pull request is shown the generations under way (comment, run status), unless the step
 * ends once they start or is a leg: its lookups begin now, beside the uploads, and its first
 * write when first-state.ts says.
 */
function showsFirstState(step, settings, deps, runs, deadline) {
    if (!settings.wait || settings.leg !== undefined || !(settings.comment || settings.commitStatus))
        return undefined;
    const github = (0,github_report/* runOnGitHub */._2)(settings, deps.clock, deadline);
    step.github = github;
    github.prepare(settings.comment);
    return firstState(runs, settings.maxConcurrency, () => {
        void github.first(gitHubReport(step, settings, deps));
    });
}
/** Runs every generation, `max-concurrency` at a time, all under the step's one deadline. */
async function generateAll(runs, settings, deps, step, first) {
    const { startedAt } = step;
    const service = (deps.service ?? defaultService)(settings, runs);
    const reuse = settings.reuse && settings.baseUrl !== undefined && settings.generationId === undefined
        ? cacheReuse(settings, settings.baseUrl)
        : undefined;
    reuse?.lookUpAll(runs.flatMap(run => (0,generation/* requestFor */.pU)(settings, run) ?? []));
    const several = runs.length > 1;
    // GitHub's log groups cannot interleave: one dataset gets a group, several get prefixed lines.
    if (!several)
        log/* startGroup */.Oh(runs[0].dataset
            ? `Dashboard for ${runs[0].dataset.displayPath}`
            : `Generation ${settings.generationId}`);
    await (0,pool/* mapWithConcurrency */.W)(runs, settings.maxConcurrency, async (run) => {
        const prefix = several && run.dataset ? `[${run.dataset.displayPath}] ` : '';
        first?.taken(run);
        await (0,generation/* runDataset */.Or)(run, {
            service,
            settings,
            deadline: startedAt + settings.timeoutMs,
            startedAt,
            clock: deps.clock,
            log: line => log/* info */.pq(prefix + line),
            reuse,
            // One dataset's id is written as soon as it exists, for a step killed before it reports
            // (the report writes the rest, each output once); several datasets' ids are in results.
            onStarted: started => {
                first?.answered();
                if (several || step.written.has(constants/* Output */.k7.GenerationId))
                    return;
                (0,outputs/* setOutput */.uH)(constants/* Output */.k7.GenerationId, started.state?.generationId ?? '');
                step.written.add(constants/* Output */.k7.GenerationId);
            }
        });
        first?.answered();
    });
    first?.stop();
    await reuse?.settled();
    if (!several)
        log/* endGroup */.N4();
}
/**
 * The outputs, the log's closing lines, the summary, a leg's record for collect/, and then the
 * commit statuses and the comment: a leg's own datasets' statuses only, collect/ writing the
 * rest. A cancelled job has seconds left: it finishes only what the first state showed. Once only.
 */
async function reportRuns(step, deps, cancelled) {
    const { settings, runs } = step;
    if (step.reported)
        return;
    step.reported = true;
    const leg = settings?.leg ?? givenLeg();
    // Inputs that could not be read leave no run to report: the failure summary (run's catch) says
    // why. A leg still tells collect/ why it failed.
    if (settings === undefined)
        return leg === undefined ? undefined : storeLeg(leg, settings, step);
    const single = (0,inputs/* isSingleDataset */.b6)(settings) && runs.length === 1;
    // No dataset changed: the notice said so, and there is nothing to summarise.
    if (runs.length > 0 || step.failure !== undefined)
        await reportLocally(step, single && leg === undefined);
    if (leg !== undefined)
        await storeLeg(leg, settings, step);
    const report = gitHubReport(step, settings, deps);
    if (cancelled) {
        // Seconds are left: only what the first state shows is finished, so no row stays generating.
        if (step.github?.begun)
            await step.github.final({ ...report, datasetStatuses: false, dashboardIssue: undefined }, CANCELLED_WRITE_MS);
        return;
    }
    const deadline = step.startedAt + settings.timeoutMs;
    await (step.github ?? (0,github_report/* runOnGitHub */._2)(settings, deps.clock, deadline)).final(report);
}
/** What the step reports on GitHub: a leg only its datasets' statuses, collect/ writing the rest. */
function gitHubReport(step, settings, deps) {
    const leg = settings.leg !== undefined;
    return {
        runs: step.runs,
        single: (0,inputs/* isSingleDataset */.b6)(settings) && step.runs.length === 1,
        commentTag: settings.commentTag,
        givenTag: settings.givenTag,
        instructions: settings.instructions,
        failure: step.failure === undefined ? undefined : failureText(step.failure),
        stillExists: (0,github_report/* existingUnder */.QU)(step.datasetRoot ?? deps.workspace),
        datasetStatuses: settings.commitStatus,
        runStatus: settings.commitStatus && !leg,
        comment: settings.comment && !leg,
        changedManifest: step.changedManifest,
        dashboardIssue: leg ? undefined : settings.dashboardIssue
    };
}
/** The outputs, and the dashboards in the log and summary; a failure before any has its own. */
async function reportLocally(step, single) {
    (0,outputs/* setOutputs */.n0)(step.runs, step.written);
    if (step.runs.length === 0)
        return;
    for (const run of step.runs)
        (0,outputs/* logResult */.AX)(run);
    await (0,summary/* writeSummary */.Sy)(step.runs, single);
    if (step.state)
        step.state.summarised = true;
}
/** A leg whose settings failed to read may still name its leg: collect/ is told why it failed. */
function givenLeg() {
    try {
        const raw = process.env[`INPUT_${constants/* Input */.pd.Leg.toUpperCase()}`] ?? '';
        return raw.trim() === '' ? undefined : (0,hand_off/* parseLeg */.U3)(constants/* Input */.pd.Leg, raw);
    }
    catch {
        return undefined;
    }
}
/** However the leg ends, its runs (and its failure) go to collect/, within seconds when cancelled. */
async function storeLeg(leg, settings, step) {
    const name = (0,hand_off/* legName */.ue)(leg.key, leg.index, (0,hand_off/* runAttempt */.Tm)());
    const problems = step.runs.length === 0 && step.failure !== undefined ? (0,actions_step/* problemTexts */.iy)(step.failure) : [];
    try {
        const { storeJson } = await Promise.all(/* import() */[__webpack_require__.e(30), __webpack_require__.e(518), __webpack_require__.e(905)]).then(__webpack_require__.bind(__webpack_require__, 73905));
        await storeJson(name, (0,hand_off/* legRecord */.oQ)(leg, settings ?? {}, step.runs, problems));
        log/* info */.pq(`Stored this leg's results for collect/ as the artifact '${name}'.`);
    }
    catch (error) {
        step.failure ??= error;
        log/* error */.z3(`This leg's results could not be stored for collect/ as the artifact '${name}': ${error.message}. collect/ will name its datasets as not reported; the job summary and outputs list every dashboard this leg made. Re-run the job.`);
        process.exitCode = constants/* FAILURE_EXIT_CODE */.uv;
    }
}
/** The step's failure in one line, for the run's status. */
function failureText(error) {
    return (0,actions_step/* problemTexts */.iy)(error).join(' ');
}
function defaultService(settings, runs = []) {
    // readGenerateSettings refuses a missing base-url; the type lets it be absent.
    if (settings.baseUrl === undefined)
        throw new Error(`Input '${constants/* Input */.pd.BaseUrl}' is required.`);
    // The premium options any dataset sends: named when the key's plan refuses them.
    const premium = new Set((0,dataset_settings/* premiumOptionsOf */.bR)((0,inputs/* stepDatasetSettings */.Gq)(settings)));
    for (const run of runs)
        if (run.options)
            for (const name of (0,dataset_settings/* premiumOptionsOf */.bR)(run.options))
                premium.add(name);
    return (0,service_client/* createServiceClient */.r)(settings.baseUrl, settings.apiKey, [...premium]);
}
/** The premium options a dataset's own settings send. */
function premiumOf(own) {
    const { allowedEmails, allowPdfExport, allowScrollableCards } = own;
    return { allowedEmails, allowPdfExport, allowScrollableCards };
}


/***/ })

};

export const id = 892;
export const ids = [892];
export const modules = {

/***/ 3892:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  changeOf: () => (/* binding */ changeOf)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(7242);
;// CONCATENATED MODULE: ./src/datasets/compare-digest.ts
/**
 * Rows as digests, counted as a multiset: the comparison holds one small key per distinct row,
 * never the rows. A digest has 96 bits (three independent 32-bit lanes), so two different rows
 * of a 10 MB dataset share one with a chance below one in 10^17.
 */
/** Fed between fields: above every UTF-16 code unit, so `a,b` and `ab` never digest alike. */
const FIELD_END = 0x10000;
/** Fed for a field a short row does not have, so it differs from an empty field. */
const MISSING = 0x10001;
const COMMA = 0x2c;
/** A digest of a sequence of texts, built without joining them. */
class Digest {
    a = 0x811c9dc5;
    b = 0x9747b28c;
    c = 0x1b873593;
    /** Mixes `text`'s code units, each comma as a field's end when `commas` is set. */
    mix(text, commas) {
        let { a, b, c } = this;
        for (let i = 0; i < text.length; i++) {
            let x = text.charCodeAt(i);
            if (commas && x === COMMA)
                x = FIELD_END;
            a = Math.imul(a ^ x, 0x01000193);
            b = Math.imul(b ^ x, 0x5bd1e995);
            b ^= b >>> 15;
            c = Math.imul(c + x, 0xcc9e2d51);
            c = (c << 13) | (c >>> 19);
        }
        this.a = a;
        this.b = b;
        this.c = c;
    }
    end(x) {
        this.a = Math.imul(this.a ^ x, 0x01000193);
        this.b = Math.imul(this.b ^ x, 0x5bd1e995);
        this.b ^= this.b >>> 15;
        this.c = Math.imul(this.c + x, 0xcc9e2d51);
        this.c = (this.c << 13) | (this.c >>> 19);
    }
    field(text) {
        if (text === undefined)
            this.end(MISSING);
        else
            this.mix(text, false);
        this.end(FIELD_END);
        return this;
    }
    /** The same digest as `field` of each of the row's fields in turn. */
    row(row) {
        if (typeof row !== 'string')
            for (const field of row)
                this.field(field);
        else {
            this.mix(row, true);
            this.end(FIELD_END);
        }
        return this;
    }
    /** Six UTF-16 code units: a short key that costs little to make and to hash again. */
    key() {
        const { a, b, c } = this;
        return String.fromCharCode(a & 0xffff, a >>> 16, b & 0xffff, b >>> 16, c & 0xffff, c >>> 16);
    }
    /** Two lanes, for sums that do not depend on the order of what was digested. */
    lanes() {
        return [this.a >>> 0, this.b >>> 0];
    }
}
/**
 * How many more times each row is in the base than in the head. Rows in both the same number of
 * times leave no entry, so what is held is the difference plus the rows not yet matched.
 */
class Tally {
    net = new Map();
    before = 0;
    after = 0;
    base(key) {
        this.before++;
        this.move(key, 1);
    }
    head(key) {
        this.after++;
        this.move(key, -1);
    }
    move(key, by) {
        const count = (this.net.get(key) ?? 0) + by;
        if (count === 0)
            this.net.delete(key);
        else
            this.net.set(key, count);
    }
    /** Rows of the head that the base lacks, and the other way round, counting repeats. */
    counts(net = this.net) {
        let added = 0;
        let removed = 0;
        for (const count of net.values()) {
            if (count > 0)
                removed += count;
            else
                added -= count;
        }
        return { added, removed };
    }
}

// EXTERNAL MODULE: external "node:stream/promises"
var promises_ = __webpack_require__(6466);
// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(6193);
// EXTERNAL MODULE: ./node_modules/csv-parse/lib/index.js + 9 modules
var lib = __webpack_require__(6070);
;// CONCATENATED MODULE: ./src/datasets/csv-records.ts
/**
 * A CSV's records, read as the bytes arrive. Text without any quote (and without a lone carriage
 * return) can only be split by lines and commas, as RFC 4180 reads it; that is done here, fast.
 * From the first quote on, csv-parse reads the rest: quoted commas and line breaks, doubled
 * quotes. A byte order mark is dropped; empty lines are no records.
 */



/** The text is not CSV as RFC 4180 writes it; `reason` says why, in words. */
class CsvSyntaxError extends Error {
}
const SLOW_PATH = /"|\r(?!\n)/;
async function readCsvRecords(bytes, onRecord) {
    const decoder = new external_node_string_decoder_.StringDecoder('utf8');
    const reader = new RecordReader(onRecord);
    let first = true;
    for await (const chunk of bytes) {
        let text = typeof chunk === 'string' ? chunk : decoder.write(Buffer.from(chunk));
        if (first && text !== '') {
            text = text.replace(/^\uFEFF/, '');
            first = false;
        }
        reader.write(text);
        if (reader.stopped)
            break;
    }
    if (!reader.stopped)
        reader.write(decoder.end());
    await reader.end();
}
class RecordReader {
    onRecord;
    stopped = false;
    /** The line begun and not yet ended, while no quote was seen. */
    pending = '';
    parser;
    done;
    failure;
    constructor(onRecord) {
        this.onRecord = onRecord;
    }
    take(record) {
        if (!this.stopped && this.onRecord(record) === false)
            this.stopped = true;
    }
    write(text) {
        if (this.parser === undefined) {
            const probe = this.pending + (text.endsWith('\r') ? text.slice(0, -1) : text);
            if (!SLOW_PATH.test(probe)) {
                this.pending = this.splitLines(this.pending + text);
                return;
            }
            this.startParser();
            text = this.pending + text;
            this.pending = '';
        }
        if (this.failure)
            throw this.failure;
        this.parser?.write(text);
        if (this.stopped)
            this.parser?.destroy();
    }
    /** Takes every whole line; returns the line not yet ended. */
    splitLines(text) {
        let start = 0;
        for (let end = text.indexOf('\n'); end >= 0 && !this.stopped; end = text.indexOf('\n', start)) {
            const line = text.charCodeAt(end - 1) === 13 ? text.slice(start, end - 1) : text.slice(start, end);
            if (line !== '')
                this.take(line);
            start = end + 1;
        }
        return text.slice(start);
    }
    startParser() {
        this.parser = (0,lib/* parse */.qg)({
            relax_column_count: true,
            // A quote inside an unquoted field is kept as a character, as spreadsheets write it.
            relax_quotes: true,
            skip_empty_lines: true,
            on_record: (record) => {
                this.take(record);
                return null;
            }
        });
        this.parser.on('error', error => (this.failure ??= syntaxError(error)));
        this.done = (0,promises_.finished)(this.parser);
        this.parser.resume();
    }
    async end() {
        if (this.parser === undefined) {
            const last = this.pending.endsWith('\r') ? this.pending.slice(0, -1) : this.pending;
            if (last !== '' && !this.stopped)
                this.take(last);
            return;
        }
        if (!this.stopped)
            this.parser.end();
        try {
            await this.done;
        }
        catch (error) {
            if (!this.stopped)
                throw this.failure ?? error;
        }
        if (this.failure && !this.stopped)
            throw this.failure;
    }
}
/** csv-parse's codes in words; its own messages count lines from where it took over. */
function syntaxError(error) {
    const code = error.code;
    const words = {
        CSV_QUOTE_NOT_CLOSED: 'a quoted field is never closed',
        CSV_INVALID_CLOSING_QUOTE: 'a closing quote is followed by other characters',
        CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a closing quote is followed by other characters'
    };
    return new CsvSyntaxError(words[code ?? ''] ?? 'it cannot be read as CSV');
}

;// CONCATENATED MODULE: ./src/datasets/compare-csv.ts


/** Which version a reading problem came from. */
class VersionError extends Error {
    version;
    constructor(version, message) {
        super(message);
        this.version = version;
    }
}
/** A repeated name is told apart by how many times it came before, as `name`, `name\0 1`, … */
function keyed(names) {
    const seen = new Map();
    return names.map(name => {
        const count = seen.get(name) ?? 0;
        seen.set(name, count + 1);
        return count === 0 ? name : `${name}\u0000${count}`;
    });
}
function planColumns(before, after) {
    const same = before.length === after.length && before.every((name, i) => name === after[i]);
    const [b, a] = [keyed(before), keyed(after)];
    const inAfter = new Map(a.map((key, i) => [key, i]));
    const inBefore = new Set(b);
    const shared = b.flatMap((key, i) => {
        const j = inAfter.get(key);
        return j === undefined ? [] : [[i, j]];
    });
    const candidates = b.flatMap((key, i) => i < a.length && !inAfter.has(key) && !inBefore.has(a[i]) ? [[i, i]] : []);
    const moved = new Set(candidates.map(([i]) => i));
    return {
        same,
        beforeNames: before,
        shared,
        candidates,
        removed: before.filter((_, i) => !inAfter.has(b[i]) && !moved.has(i)),
        added: after.filter((_, i) => !inBefore.has(a[i]) && !moved.has(i))
    };
}
/** What one version's rows add to the comparison. */
class Side {
    plan;
    index;
    /** Per candidate column, the sums of two lanes of each value's digest: order does not count. */
    sums;
    constructor(plan, index) {
        this.plan = plan;
        this.index = index;
        this.sums = plan.candidates.map(() => [0, 0]);
    }
    key(row) {
        if (this.plan.same)
            return new Digest().row(row).key();
        const digest = new Digest();
        const fields = fieldsOf(row);
        for (const pair of this.plan.shared)
            digest.field(fields[pair[this.index]]);
        if (this.plan.candidates.length === 0)
            return digest.key();
        const moved = new Digest();
        this.plan.candidates.forEach((pair, n) => {
            const value = fields[pair[this.index]];
            moved.field(value);
            const [x, y] = new Digest().field(value).lanes();
            this.sums[n] = [(this.sums[n][0] + x) >>> 0, (this.sums[n][1] + y) >>> 0];
        });
        return `${digest.key()}|${moved.key()}`;
    }
}
function fieldsOf(row) {
    return typeof row === 'string' ? row.split(',') : row;
}
/** The differences without the renamed columns' part of each key. */
function withoutMoved(net) {
    const merged = new Map();
    for (const [key, count] of net) {
        const shared = key.slice(0, key.indexOf('|'));
        merged.set(shared, (merged.get(shared) ?? 0) + count);
    }
    return merged;
}
async function firstRecord(bytes) {
    let header = [];
    await readCsvRecords(bytes, record => {
        header = fieldsOf(record);
        return false;
    });
    return header;
}
async function pass(version, bytes, take) {
    try {
        await readCsvRecords(bytes, take);
    }
    catch (error) {
        throw new VersionError(version, error.message);
    }
}
/** `head` is opened twice: its header first (a few bytes), then the whole of it. */
async function compareCsv(base, head) {
    const headHeader = await firstRecord(head()).catch((error) => {
        throw new VersionError('head', error.message);
    });
    const tally = new Tally();
    let plan;
    let before;
    await pass('base', base, record => {
        if (before === undefined) {
            plan = planColumns(fieldsOf(record), headHeader);
            before = new Side(plan, 0);
        }
        else
            tally.base(before.key(record));
    });
    plan ??= planColumns([], headHeader);
    const after = new Side(plan, 1);
    let header = true;
    await pass('head', head(), record => {
        if (header)
            header = false;
        else
            tally.head(after.key(record));
    });
    return counted(plan, tally, before?.sums ?? [], after.sums, headHeader);
}
function counted(plan, tally, sumsBefore, sumsAfter, headHeader) {
    const kept = plan.candidates.length > 0 &&
        plan.candidates.every((_, n) => sumsBefore[n]?.[0] === sumsAfter[n][0] && sumsBefore[n]?.[1] === sumsAfter[n][1]);
    const net = plan.candidates.length === 0 || kept ? tally.net : withoutMoved(tally.net);
    const renamed = kept
        ? plan.candidates.map(([i, j]) => ({ from: plan.beforeNames[i], to: headHeader[j] }))
        : [];
    const movedAway = kept ? [] : plan.candidates.map(([i]) => plan.beforeNames[i]);
    const movedIn = kept ? [] : plan.candidates.map(([, j]) => headHeader[j]);
    return {
        unit: 'rows',
        before: tally.before,
        after: tally.after,
        ...tally.counts(net),
        columnsAdded: [...plan.added, ...movedIn],
        columnsRemoved: [...plan.removed, ...movedAway],
        columnsRenamed: renamed,
        comparedOn: plan.same ? undefined : plan.shared.length + renamed.length
    };
}

;// CONCATENATED MODULE: ./src/datasets/compare-json.ts



/** Feeds a parsed JSON value to a digest, its object keys in sorted order. */
function feed(digest, value) {
    if (value === null || typeof value !== 'object') {
        digest.field(typeof value === 'string' ? `"${value}` : String(value));
    }
    else if (Array.isArray(value)) {
        digest.field('[');
        for (const item of value)
            feed(digest, item);
        digest.field(']');
    }
    else {
        digest.field('{');
        const record = value;
        for (const key of Object.keys(record).sort()) {
            digest.field(key);
            feed(digest, record[key]);
        }
        digest.field('}');
    }
}
function isRecord(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
/**
 * Splits the top level into member texts as pieces arrive. Knows only strings, escapes and
 * brackets: each member is parsed whole afterwards, which checks its syntax.
 */
class Splitter {
    onMember;
    shape;
    depth = 0;
    inString = false;
    escaped = false;
    member = '';
    scalar = '';
    constructor(onMember) {
        this.onMember = onMember;
    }
    write(text) {
        let start = 0;
        for (let i = 0; i < text.length; i++) {
            const c = text.charCodeAt(i);
            if (this.shape === undefined) {
                if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0xfeff)
                    continue;
                this.shape = c === 0x5b ? 'array' : c === 0x7b ? 'object' : 'scalar';
                if (this.shape === 'scalar') {
                    this.scalar += text.slice(i);
                    return;
                }
                this.depth = 1;
                start = i + 1;
                continue;
            }
            if (this.shape === 'scalar') {
                this.scalar += text.slice(i);
                return;
            }
            if (this.inString) {
                if (this.escaped)
                    this.escaped = false;
                else if (c === 0x5c)
                    this.escaped = true;
                else if (c === 0x22)
                    this.inString = false;
            }
            else if (c === 0x22)
                this.inString = true;
            else if (c === 0x5b || c === 0x7b)
                this.depth++;
            else if (c === 0x5d || c === 0x7d || (c === 0x2c && this.depth === 1)) {
                if (c !== 0x2c)
                    this.depth--;
                if (this.depth <= 1) {
                    if (this.depth === 0 || c === 0x2c) {
                        this.flush(this.member + text.slice(start, i));
                        this.member = '';
                        start = i + 1;
                    }
                }
            }
        }
        if (this.depth > 0 && this.shape !== undefined)
            this.member += text.slice(start);
    }
    flush(text) {
        if (text.trim() !== '')
            this.onMember(text);
    }
    /** The scalar text, for a top level that is neither array nor object. */
    end() {
        if (this.shape === undefined)
            throw new Error('it holds no JSON value');
        if (this.shape !== 'scalar' && this.depth !== 0)
            throw new Error('it ends before its top level closes');
        return this.scalar;
    }
}
async function read(version, bytes, onItem) {
    const reading = {
        shape: 'scalar',
        count: 0,
        allRecords: true,
        keys: new Set(),
        members: new Map()
    };
    const splitter = new Splitter(text => {
        if (splitter.shape === 'object') {
            const [[key, value]] = Object.entries(JSON.parse(`{${text}}`));
            const digest = new Digest();
            feed(digest, value);
            reading.members.set(key, digest.key());
            return;
        }
        const value = JSON.parse(text);
        reading.count++;
        if (isRecord(value))
            for (const key of Object.keys(value))
                reading.keys.add(key);
        else
            reading.allRecords = false;
        const digest = new Digest();
        feed(digest, value);
        onItem(digest.key());
    });
    const decoder = new external_node_string_decoder_.StringDecoder('utf8');
    try {
        for await (const chunk of bytes)
            splitter.write(typeof chunk === 'string' ? chunk : decoder.write(Buffer.from(chunk)));
        splitter.write(decoder.end());
        const scalar = splitter.end();
        reading.shape = splitter.shape ?? 'scalar';
        if (reading.shape === 'scalar') {
            const digest = new Digest();
            feed(digest, JSON.parse(scalar));
            reading.members.set('', digest.key());
        }
    }
    catch (error) {
        throw new VersionError(version, `it is not valid JSON (${error.message})`);
    }
    return reading;
}
async function compareJson(base, head) {
    const tally = new Tally();
    const before = await read('base', base, key => tally.base(key));
    const after = await read('head', head, key => tally.head(key));
    if (before.shape === 'array' && after.shape === 'array') {
        const records = before.allRecords && after.allRecords;
        return {
            kind: 'counted',
            counted: {
                unit: records ? 'records' : 'items',
                before: tally.before,
                after: tally.after,
                ...tally.counts(),
                columnsAdded: [...after.keys].filter(key => !before.keys.has(key)),
                columnsRemoved: [...before.keys].filter(key => !after.keys.has(key)),
                columnsRenamed: []
            }
        };
    }
    return { kind: 'reshaped', topLevel: topLevelChange(before, after) };
}
/** How two top levels differ; a scalar's own digest sits under the key ''. */
function topLevelChange(before, after) {
    const differs = (key) => before.members.get(key) !== after.members.get(key);
    const keysAdded = [...after.members.keys()].filter(key => !before.members.has(key));
    const keysRemoved = [...before.members.keys()].filter(key => !after.members.has(key));
    const keysChanged = [...after.members.keys()].filter(key => before.members.has(key) && differs(key));
    const named = (keys) => keys.filter(key => key !== '');
    return {
        changed: before.shape !== after.shape ||
            keysAdded.length + keysRemoved.length + keysChanged.length > 0,
        before: before.shape,
        after: after.shape,
        keysAdded: named(keysAdded),
        keysRemoved: named(keysRemoved),
        keysChanged: named(keysChanged)
    };
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
;// CONCATENATED MODULE: ./src/datasets/git-base.ts
/**
 * A dataset's base version from the checkout's own git history, streamed from `git cat-file`.
 * A shallow checkout lacks the base commit: then the caller asks GitHub instead.
 */


/** Only plain object names from the event payload reach git's arguments. */
const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/i;
const GIT_ENV = { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0' };
const GIT_TIME_LIMIT_MS = 60_000;
async function git(workspace, args) {
    try {
        const { stdout } = await (0,external_node_util_.promisify)(external_node_child_process_.execFile)('git', args, {
            cwd: workspace,
            timeout: GIT_TIME_LIMIT_MS,
            maxBuffer: 16 * 1024 * 1024,
            env: GIT_ENV
        });
        return stdout;
    }
    catch {
        return undefined;
    }
}
/**
 * The file at `path` (workspace-relative) in commit `base`, or at the path it was renamed from
 * since; absent when neither exists there. Undefined when the checkout does not hold `base`.
 */
async function readFromGit(workspace, base, path) {
    if (!SHA.test(base))
        return undefined;
    if ((await git(workspace, ['cat-file', '-e', `${base}^{commit}`])) === undefined)
        return undefined;
    // `./` makes the path relative to the workspace, wherever the repository's root is.
    const here = await git(workspace, ['cat-file', '-e', `${base}:./${path}`]);
    const at = here !== undefined ? path : await renamedFrom(workspace, base, path);
    if (at === undefined)
        return { kind: 'absent' };
    return {
        kind: 'found',
        bytes: blob(workspace, `${base}:./${at}`),
        ...(at === path ? {} : { renamedFrom: at })
    };
}
/** The path the checked-out commit's `path` had in `base`, when git sees a rename. */
async function renamedFrom(workspace, base, path) {
    const out = await git(workspace, [
        '-c',
        'core.quotePath=false',
        'diff',
        '--relative',
        '-z',
        '--name-status',
        '-M',
        '--diff-filter=R',
        base,
        'HEAD'
    ]);
    const parts = (out ?? '').split('\0');
    for (let i = 0; i + 2 < parts.length; i += 3)
        if (parts[i + 2] === path)
            return parts[i + 1];
    return undefined;
}
/** The blob's bytes as git writes them; a git that fails says so when the bytes end. */
async function* blob(workspace, rev) {
    const child = (0,external_node_child_process_.spawn)('git', ['cat-file', 'blob', rev], {
        cwd: workspace,
        env: GIT_ENV,
        stdio: ['ignore', 'pipe', 'ignore'],
        timeout: GIT_TIME_LIMIT_MS
    });
    const exited = new Promise(resolve => {
        child.on('close', resolve);
        child.on('error', () => resolve(null));
    });
    try {
        for await (const chunk of child.stdout)
            yield chunk;
        const code = await exited;
        if (code !== 0)
            throw new Error(`git could not read ${rev.replace(/^[^:]*:\.\//, '')} (exit ${code})`);
    }
    finally {
        if (child.exitCode === null)
            child.kill();
    }
}

;// CONCATENATED MODULE: ./src/datasets/compare.ts
/**
 * What the event changed in one dataset: its base version found (the checkout's history, else
 * GitHub), then both versions compared in one pass each. Never throws: whatever goes wrong is
 * a `not-compared` change that says why, and no figure is given that was not counted.
 */






/** A base version larger than this is not read: the service never took a larger dataset. */
const BASE_LIMIT = constants/* MAX_DATASET_BYTES */.Kl;
class TooLarge extends Error {
}
async function changeOf(dataset, sources) {
    const base = sources.base ?? '';
    try {
        const version = await baseVersion(dataset, sources);
        if (version.kind === 'unreadable')
            return { kind: 'not-compared', reason: version.reason };
        if (version.kind === 'absent')
            return await newDataset(dataset, sources.base);
        return await compareVersions(dataset, version, base);
    }
    catch (error) {
        if (error instanceof TooLarge)
            return { kind: 'not-compared', reason: { why: 'too-large', base, limit: BASE_LIMIT } };
        const message = error.message;
        if (error instanceof VersionError)
            return {
                kind: 'not-compared',
                reason: { why: 'invalid', base, version: error.version, detail: message }
            };
        return { kind: 'not-compared', reason: { why: 'failed', base, message } };
    }
}
async function baseVersion(dataset, sources) {
    if (sources.base === undefined)
        return { kind: 'absent' };
    const local = await readFromGit(sources.workspace, sources.base, dataset.displayPath);
    if (local !== undefined)
        return local;
    if (sources.fromGitHub === undefined)
        return { kind: 'unreadable', reason: { why: 'no-history', base: sources.base } };
    return sources.fromGitHub(dataset.displayPath);
}
function headBytes(dataset) {
    return (0,external_node_fs_.createReadStream)(dataset.absolutePath, { highWaterMark: 256 * 1024 });
}
/** The bytes as they pass, into `hash`; past `limit` bytes, TooLarge. */
async function* tapped(bytes, hash, limit = Infinity) {
    let seen = 0;
    for await (const chunk of bytes) {
        seen += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength;
        if (seen > limit)
            throw new TooLarge();
        hash.update(chunk);
        yield chunk;
    }
}
async function compareVersions(dataset, version, base) {
    const [baseHash, headHash] = [(0,external_node_crypto_.createHash)('sha256'), (0,external_node_crypto_.createHash)('sha256')];
    const before = tapped(version.bytes, baseHash, BASE_LIMIT);
    const renamed = version.renamedFrom === undefined ? {} : { renamedFrom: version.renamedFrom };
    const identical = () => baseHash.digest('hex') === headHash.digest('hex');
    if (dataset.type === 'csv') {
        // The first opening reads the header alone; the second is the pass whose bytes are hashed.
        let opened = 0;
        const counted = await compareCsv(before, () => opened++ === 0 ? headBytes(dataset) : tapped(headBytes(dataset), headHash));
        return fromCounts(counted, identical(), base, renamed);
    }
    const result = await compareJson(before, tapped(headBytes(dataset), headHash));
    if (result.kind === 'counted')
        return fromCounts(result.counted, identical(), base, renamed);
    if (result.topLevel.changed)
        return { kind: 'reshaped', base, ...renamed, topLevel: result.topLevel };
    return { kind: 'unchanged', base, ...renamed, identical: identical() };
}
function fromCounts(counted, identical, base, renamed) {
    const same = counted.added === 0 &&
        counted.removed === 0 &&
        counted.columnsAdded.length === 0 &&
        counted.columnsRemoved.length === 0 &&
        counted.columnsRenamed.length === 0;
    if (same)
        return {
            kind: 'unchanged',
            base,
            ...renamed,
            identical,
            unit: counted.unit,
            rows: counted.after
        };
    return { kind: 'changed', base, ...renamed, ...counted };
}
async function* nothing() { }
/** A dataset the base does not have: its rows and columns, read from the head alone. */
async function newDataset(dataset, base) {
    const at = base === undefined ? {} : { base };
    if (dataset.type === 'csv') {
        const counted = await compareCsv(nothing(), () => headBytes(dataset));
        return {
            kind: 'new',
            ...at,
            unit: 'rows',
            rows: counted.after,
            columns: counted.columnsAdded.length
        };
    }
    // An empty array stands for the missing base: an array is then counted, an object's keys listed.
    const result = await compareJson(['[]'], headBytes(dataset));
    if (result.kind === 'counted') {
        const { unit, after, columnsAdded } = result.counted;
        return { kind: 'new', ...at, unit, rows: after, columns: columnsAdded.length };
    }
    return { kind: 'new', ...at, unit: 'keys', rows: result.topLevel.keysAdded.length, columns: 0 };
}


/***/ })

};

export const id = 273;
export const ids = [273];
export const modules = {

/***/ 4273:
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
 * Rows as digests, counted as a multiset: the comparison holds 16 bytes per distinct row in
 * typed arrays, never the rows, and no object per row. A digest has 96 bits (three independent
 * 32-bit lanes), so two different rows of a 10 MB dataset share one with a chance below one in
 * 10^17.
 */
/** Fed between fields: above every UTF-16 code unit, so `a,b` and `ab` never digest alike. */
const FIELD_END = 0x10000;
/** Fed for a field a short row does not have, so it differs from an empty field. */
const MISSING = 0x10001;
const COMMA = 0x2c;
/** Tags of JSON's kinds of value, above every code unit and the two markers. */
const TAG = { null: 0x10002, true: 0x10003, false: 0x10004, string: 0x10005 };
const NUMBER_TAG = 0x10006;
const NUMBER = new Float64Array(1);
const NUMBER_BITS = new Uint32Array(NUMBER.buffer);
/** A digest of a sequence of texts, built without joining them; `reset` to use it again. */
class Digest {
    a = 0;
    b = 0;
    c = 0;
    x = 0;
    y = 0;
    z = 0;
    constructor() {
        this.reset();
    }
    reset() {
        this.a = 0x811c9dc5;
        this.b = 0x9747b28c;
        this.c = 0x1b873593;
        return this;
    }
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
    /** A JSON value's part: its kind's tag, then its text (a string's) or its bits (a number's). */
    tagged(tag, text) {
        this.end(tag);
        if (text !== undefined)
            this.mix(text, false);
        this.end(FIELD_END);
        return this;
    }
    number(value) {
        NUMBER[0] = value;
        this.end(NUMBER_TAG);
        this.end(NUMBER_BITS[0]);
        this.end(NUMBER_BITS[1]);
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
    /** The three lanes, each mixed to the end so every bit depends on every input bit. */
    lanes() {
        this.finish();
        return [this.x, this.y, this.z];
    }
    /** The finished lanes, in `x`, `y` and `z` (no array made: this runs once a row). */
    finish() {
        this.x = finish(this.a);
        this.y = finish(this.b ^ this.a);
        // All zero marks an empty slot of the multiset; such a digest moves one bit.
        this.z = finish(this.c ^ this.b) || (this.x === 0 && this.y === 0 ? 1 : 0);
        return this;
    }
    /** The digest as a short string, for the few keys kept in a Map. */
    key() {
        return this.lanes().join('.');
    }
}
/** murmur3's finaliser. */
function finish(h) {
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    return (h ^ (h >>> 16)) >>> 0;
}
/**
 * A multiset of digests with a count each, in an open-addressed table of one typed array: three
 * lanes and a count per slot (16 bytes), at most three quarters of the slots used. A slot whose
 * four numbers are all zero is empty.
 */
class Multiset {
    slots = new Int32Array(4 * 1024);
    size = 0;
    add(x, y, z, by) {
        const slots = this.slots;
        const mask = slots.length / 4 - 1;
        for (let i = x & mask;; i = (i + 1) & mask) {
            const at = 4 * i;
            if (slots[at] === (x | 0) && slots[at + 1] === (y | 0) && slots[at + 2] === (z | 0)) {
                slots[at + 3] += by;
                return;
            }
            if (slots[at] === 0 && slots[at + 1] === 0 && slots[at + 2] === 0 && slots[at + 3] === 0) {
                slots[at] = x;
                slots[at + 1] = y;
                slots[at + 2] = z;
                slots[at + 3] = by;
                if (++this.size * 4 > mask * 3)
                    this.grow();
                return;
            }
        }
    }
    grow() {
        const old = this.slots;
        this.slots = new Int32Array(old.length * 2);
        this.size = 0;
        for (let at = 0; at < old.length; at += 4)
            if (old[at] !== 0 || old[at + 1] !== 0 || old[at + 2] !== 0 || old[at + 3] !== 0)
                this.add(old[at] >>> 0, old[at + 1] >>> 0, old[at + 2] >>> 0, old[at + 3]);
    }
    /** The sum of the positive counts, and of the negative ones negated. */
    totals() {
        let positive = 0;
        let negative = 0;
        for (let at = 3; at < this.slots.length; at += 4) {
            const count = this.slots[at];
            if (count > 0)
                positive += count;
            else
                negative -= count;
        }
        return { positive, negative };
    }
}
/** How many more times each row is in the base than in the head. */
class Tally {
    net = new Multiset();
    before = 0;
    after = 0;
    base(digest) {
        this.before++;
        digest.finish();
        this.net.add(digest.x, digest.y, digest.z, 1);
    }
    head(digest) {
        this.after++;
        digest.finish();
        this.net.add(digest.x, digest.y, digest.z, -1);
    }
    /** Rows of the head that the base lacks, and the other way round, counting repeats. */
    counts() {
        const { positive, negative } = this.net.totals();
        return { added: negative, removed: positive };
    }
}

// EXTERNAL MODULE: ./src/datasets/csv-records.ts + 11 modules
var csv_records = __webpack_require__(2532);
;// CONCATENATED MODULE: ./src/datasets/versions.ts
/** A version that cannot be read as its type; `version` says which. */
class VersionError extends Error {
    version;
    constructor(version, message) {
        super(message);
        this.version = version;
    }
}

;// CONCATENATED MODULE: ./src/datasets/compare-csv.ts



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
/**
 * Both tallies of the rows: on the shared columns alone, and (when columns changed their name in
 * place) on those columns too. Which one tells the rows is known only once both versions are read.
 */
class Tallies {
    plan;
    shared = new Tally();
    withMoved = new Tally();
    sums = [[], []];
    digest = new Digest();
    moved = new Digest();
    constructor(plan) {
        this.plan = plan;
        this.sums = [0, 1].map(() => plan.candidates.map(() => [0, 0]));
    }
    add(row, side) {
        const count = (tally, digest) => side === 0 ? tally.base(digest) : tally.head(digest);
        const digest = this.digest.reset();
        if (this.plan.same)
            return count(this.shared, digest.row(row));
        const fields = fieldsOf(row);
        for (const pair of this.plan.shared)
            digest.field(fields[pair[side]]);
        count(this.shared, digest);
        if (this.plan.candidates.length === 0)
            return;
        for (const pair of this.plan.shared)
            this.moved.field(fields[pair[side]]);
        this.plan.candidates.forEach((pair, n) => {
            const value = fields[pair[side]];
            this.moved.field(value);
            const [x, y] = new Digest().field(value).lanes();
            const sum = this.sums[side][n];
            this.sums[side][n] = [(sum[0] + x) >>> 0, (sum[1] + y) >>> 0];
        });
        count(this.withMoved, this.moved);
        this.moved.reset();
    }
    /** Whether every column renamed in place kept the same multiset of values. */
    kept() {
        const [before, after] = this.sums;
        return (this.plan.candidates.length > 0 &&
            before.every((sum, n) => sum[0] === after[n][0] && sum[1] === after[n][1]));
    }
}
function fieldsOf(row) {
    return typeof row === 'string' ? row.split(',') : row;
}
async function firstRecord(bytes) {
    let header = [];
    await (0,csv_records/* readCsvRecords */.Jx)(bytes, record => {
        header = fieldsOf(record);
        return false;
    });
    return header;
}
async function pass(version, bytes, take) {
    try {
        await (0,csv_records/* readCsvRecords */.Jx)(bytes, take);
    }
    catch (error) {
        if (error instanceof csv_records/* CsvSyntaxError */.oC)
            throw new VersionError(version, error.message);
        throw error;
    }
}
/** `head` is opened twice: its header first (a few bytes), then the whole of it. */
async function compareCsv(base, head) {
    const headHeader = await firstRecord(head()).catch((error) => {
        throw error instanceof csv_records/* CsvSyntaxError */.oC ? new VersionError('head', error.message) : error;
    });
    let tallies;
    await pass('base', base, record => {
        if (tallies === undefined)
            tallies = new Tallies(planColumns(fieldsOf(record), headHeader));
        else
            tallies.add(record, 0);
    });
    const both = tallies ?? new Tallies(planColumns([], headHeader));
    let header = true;
    await pass('head', head(), record => {
        if (header)
            header = false;
        else
            both.add(record, 1);
    });
    return counted(both, headHeader);
}
function counted(tallies, headHeader) {
    const { plan } = tallies;
    const kept = tallies.kept();
    const tally = kept ? tallies.withMoved : tallies.shared;
    const renamed = kept
        ? plan.candidates.map(([i, j]) => ({ from: plan.beforeNames[i], to: headHeader[j] }))
        : [];
    const movedAway = kept ? [] : plan.candidates.map(([i]) => plan.beforeNames[i]);
    const movedIn = kept ? [] : plan.candidates.map(([, j]) => headHeader[j]);
    return {
        unit: 'rows',
        before: tally.before,
        after: tally.after,
        ...tally.counts(),
        columnsAdded: [...plan.added, ...movedIn],
        columnsRemoved: [...plan.removed, ...movedAway],
        columnsRenamed: renamed,
        comparedOn: plan.same ? undefined : plan.shared.length + renamed.length
    };
}

// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(6193);
;// CONCATENATED MODULE: ./src/datasets/compare-json.ts



/** Feeds a parsed JSON value to a digest, its object keys in sorted order. */
function feed(digest, value) {
    if (typeof value === 'string')
        digest.tagged(TAG.string, value);
    else if (typeof value === 'number')
        digest.number(value);
    else if (value === null)
        digest.tagged(TAG.null);
    else if (typeof value === 'boolean')
        digest.tagged(value ? TAG.true : TAG.false);
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
const [SPACE, TAB, LF, CR, BOM] = [0x20, 0x09, 0x0a, 0x0d, 0xfeff];
const [QUOTE, BACKSLASH, compare_json_COMMA, OPEN_ARRAY, OPEN_OBJECT] = [0x22, 0x5c, 0x2c, 0x5b, 0x7b];
const [CLOSE_ARRAY, CLOSE_OBJECT] = [0x5d, 0x7d];
function isSpace(c) {
    return c === SPACE || c === LF || c === CR || c === TAB || c === BOM;
}
/**
 * Splits the top level into member texts as pieces arrive. Knows only strings, escapes, commas
 * and brackets: each member is parsed whole afterwards, which checks the rest of its syntax.
 */
class Splitter {
    onMember;
    shape;
    depth = 0;
    inString = false;
    escaped = false;
    closed = false;
    members = 0;
    /** The member begun in earlier pieces. */
    member = '';
    scalar = '';
    constructor(onMember) {
        this.onMember = onMember;
    }
    write(text) {
        let start = 0;
        for (let i = 0; i < text.length; i++) {
            const c = text.charCodeAt(i);
            if (this.shape === undefined || this.closed) {
                if (isSpace(c))
                    continue;
                if (this.closed)
                    throw new SyntaxError('it goes on after its top level closes');
                this.shape = c === OPEN_ARRAY ? 'array' : c === OPEN_OBJECT ? 'object' : 'scalar';
                start = i + 1;
                this.depth = 1;
            }
            if (this.shape === 'scalar') {
                this.scalar += text.slice(i);
                return;
            }
            if (i >= start && this.endsMember(c)) {
                this.flush(this.member + text.slice(start, i), c === compare_json_COMMA);
                this.member = '';
                start = i + 1;
            }
        }
        if (!this.closed && this.shape !== undefined)
            this.member += text.slice(start);
    }
    /** Follows strings and nesting; true at a comma or the closing bracket of the top level. */
    endsMember(c) {
        if (this.inString) {
            if (this.escaped)
                this.escaped = false;
            else if (c === BACKSLASH)
                this.escaped = true;
            else if (c === QUOTE)
                this.inString = false;
            return false;
        }
        if (c === QUOTE)
            this.inString = true;
        else if (c === OPEN_ARRAY || c === OPEN_OBJECT)
            this.depth++;
        else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
            this.closed = --this.depth === 0;
            return this.closed;
        }
        else if (c === compare_json_COMMA)
            return this.depth === 1;
        return false;
    }
    /** A member, unless it is the nothing inside `[]` or `{}`; an empty one elsewhere is an error. */
    flush(text, comma) {
        if (text.trim() === '') {
            if (comma || this.members > 0)
                throw new SyntaxError('a comma has no value before or after it');
            return;
        }
        this.members++;
        this.onMember(text);
    }
    /** The scalar text, for a top level that is neither array nor object. */
    end() {
        if (this.shape === undefined)
            throw new SyntaxError('it holds no JSON value');
        if (this.shape !== 'scalar' && !this.closed)
            throw new SyntaxError('it ends before its top level closes');
        return this.scalar;
    }
}
/** One member: an object's property by name and the digest of its value, an array's element. */
function take(reading, shape, text, to) {
    const digest = new Digest();
    if (shape === 'object') {
        const [[key, value]] = Object.entries(JSON.parse(`{${text}}`));
        feed(digest, value);
        to.property(key, digest.key());
        return;
    }
    const value = JSON.parse(text);
    reading.count++;
    if (isRecord(value))
        for (const key of Object.keys(value))
            reading.keys.add(key);
    else
        reading.allRecords = false;
    feed(digest, value);
    to.item(digest);
}
async function read(version, bytes, to) {
    const reading = { shape: 'scalar', count: 0, allRecords: true, keys: new Set() };
    const splitter = new Splitter(text => take(reading, splitter.shape, text, to));
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
            reading.scalar = digest.key();
        }
    }
    catch (error) {
        if (!(error instanceof SyntaxError))
            throw error;
        throw new VersionError(version, `it is not valid JSON (${error.message})`);
    }
    return reading;
}
/** Names kept of each kind of key change; the rest are only counted. */
const KEY_NAMES_KEPT = 20;
/** Names of one kind of key change: the first few kept, all counted. */
class Names {
    kept = [];
    count = 0;
    add(name) {
        if (this.kept.length < KEY_NAMES_KEPT)
            this.kept.push(name);
        this.count++;
    }
}
/**
 * A top-level object's properties against the base's, as the head's arrive: only the base's are
 * kept (by name, with their values' digests), and of the head's, a digest of each name.
 */
class KeyChanges {
    base;
    added = new Names();
    changed = new Names();
    seen = new Set();
    constructor(base) {
        this.base = base;
    }
    /** A property of the head; a name given twice counts once, as its first value. */
    head(key, value) {
        const id = new Digest().field(key).key();
        if (this.seen.has(id))
            return;
        this.seen.add(id);
        const before = this.base.get(key);
        if (before === undefined)
            this.added.add(key);
        else if (before !== value)
            this.changed.add(key);
        this.base.delete(key);
    }
    /** The base's properties the head does not have: those left once the head is read. */
    removed() {
        const removed = new Names();
        for (const key of this.base.keys())
            removed.add(key);
        return removed;
    }
}
async function compareJson(base, head) {
    const tally = new Tally();
    const properties = new Map();
    const keys = new KeyChanges(properties);
    const before = await read('base', base, {
        item: digest => tally.base(digest),
        property: (key, value) => properties.set(key, value)
    });
    const after = await read('head', head, {
        item: digest => tally.head(digest),
        property: (key, value) => keys.head(key, value)
    });
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
    return { kind: 'reshaped', topLevel: topLevelChange(before, after, keys) };
}
/** How two top levels differ: the shape, a scalar's value, or an object's keys. */
function topLevelChange(before, after, keys) {
    const { added, changed } = keys;
    const removed = keys.removed();
    return {
        changed: before.shape !== after.shape ||
            before.scalar !== after.scalar ||
            added.count + removed.count + changed.count > 0,
        before: before.shape,
        after: after.shape,
        keysAdded: added.kept,
        keysRemoved: removed.kept,
        keysChanged: changed.kept,
        keysAddedCount: added.count,
        keysRemovedCount: removed.count,
        keysChangedCount: changed.count
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
async function readFromGit(workspace, base, path, renames = new Map()) {
    if (!SHA.test(base))
        return undefined;
    if ((await git(workspace, ['cat-file', '-e', `${base}^{commit}`])) === undefined)
        return undefined;
    // `./` makes the path relative to the workspace, wherever the repository's root is.
    const here = await git(workspace, ['cat-file', '-e', `${base}:./${path}`]);
    const at = here !== undefined ? path : (await renamesSince(workspace, base, renames)).get(path);
    if (at === undefined)
        return { kind: 'absent' };
    return {
        kind: 'found',
        bytes: blob(workspace, `${base}:./${at}`),
        ...(at === path ? {} : { renamedFrom: at })
    };
}
function renamesSince(workspace, base, memo) {
    let renames = memo.get(base);
    if (renames === undefined) {
        renames = renamesFromGit(workspace, base);
        memo.set(base, renames);
    }
    return renames;
}
/** The checked-out commit's paths that git sees renamed since `base`, each with its old path. */
async function renamesFromGit(workspace, base) {
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
    const renames = new Map();
    for (let i = 0; i + 2 < parts.length; i += 3)
        renames.set(parts[i + 2], parts[i + 1]);
    return renames;
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

// EXTERNAL MODULE: ./src/datasets/lfs.ts
var lfs = __webpack_require__(5986);
// EXTERNAL MODULE: ./src/datasets/prepare.ts
var prepare = __webpack_require__(5334);
// EXTERNAL MODULE: ./src/datasets/scratch.ts
var scratch = __webpack_require__(791);
// EXTERNAL MODULE: ./src/datasets/convert.ts + 1 modules
var convert = __webpack_require__(4752);
// EXTERNAL MODULE: ./src/datasets/text-source.ts
var text_source = __webpack_require__(3390);
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
async function changeOf(given, sources) {
    const base = sources.base ?? '';
    if (given.lfs?.fetched === false)
        return { kind: 'not-compared', reason: { why: 'lfs-not-fetched', base } };
    try {
        const dataset = { ...given, head: await headFile(given) };
        const version = await baseVersion(dataset, sources);
        if (version.kind === 'unreadable')
            return { kind: 'not-compared', reason: version.reason };
        if (version.kind === 'absent')
            return await newDataset(dataset, sources.base);
        const ahead = await peeked(version);
        const readable = readsAsItIs(dataset, ahead.first)
            ? ahead
            : await asServiceReads(dataset, ahead, sources);
        return await compareVersions(dataset, readable, base);
    }
    catch (error) {
        if (error instanceof TooLarge || error instanceof convert/* TooLarge */.MF)
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
/** A run's datasets share one `sources`, so git's renames are asked for once a run. */
const renameMemos = new WeakMap();
function renameMemo(sources) {
    let memo = renameMemos.get(sources);
    if (memo === undefined) {
        memo = new Map();
        renameMemos.set(sources, memo);
    }
    return memo;
}
async function baseVersion(dataset, sources) {
    if (sources.base === undefined)
        return { kind: 'absent' };
    const { workspace, base } = sources;
    const local = await readFromGit(workspace, base, dataset.displayPath, renameMemo(sources));
    if (local !== undefined)
        return local;
    if (sources.fromGitHub === undefined)
        return { kind: 'unreadable', reason: { why: 'no-history', base: sources.base } };
    return sources.fromGitHub(dataset.displayPath);
}
/**
 * The head's content as the service reads it, whole: the upload itself unless it is a sample
 * or lacks columns, else the content converted again without them.
 */
async function headFile(dataset) {
    const conversion = dataset.conversion;
    if (conversion === undefined)
        return dataset.uploadPath;
    if (conversion.sampleOneIn === 1 && conversion.columnsDropped.length === 0)
        return dataset.uploadPath;
    const content = dataset.contentPath ?? dataset.absolutePath;
    const { size } = await external_node_fs_.promises.stat(content);
    return (0,prepare/* canonicalFile */.z4)(content, size, dataset.readAs, BASE_LIMIT).catch(rethrowAsHead);
}
function rethrowAsHead(error) {
    if (error instanceof text_source/* DataError */.fL)
        throw new VersionError('head', error.message);
    throw error;
}
/**
 * Whether the base version can be compared as git gives it: the head is a plain CSV or JSON
 * file not in LFS, and the base's first bytes say it was one too (not a pointer, and read by the
 * service as it is).
 */
function readsAsItIs(dataset, first) {
    if (dataset.lfs !== undefined || dataset.conversion !== undefined)
        return false;
    const start = Buffer.from(first.buffer, first.byteOffset, first.byteLength);
    if (start.subarray(0, LFS_POINTER_START.length).equals(LFS_POINTER_START))
        return false;
    return (0,prepare/* readsAsCommitted */.gj)(start, dataset.readAs, false);
}
const LFS_POINTER_START = Buffer.from('version https://git-lfs.github.com/spec/');
/** The version with its first chunk read ahead (and handed on first), to look at it. */
async function peeked(version) {
    const iterator = each(version.bytes);
    const head = await iterator.next();
    const asBytes = (value) => typeof value === 'string' ? Buffer.from(value) : value;
    const first = head.done ? new Uint8Array(0) : asBytes(head.value);
    async function* bytes() {
        if (head.done)
            return;
        yield first;
        for (let next = await iterator.next(); !next.done; next = await iterator.next())
            yield asBytes(next.value);
    }
    return { ...version, bytes: bytes(), first };
}
async function* each(bytes) {
    yield* bytes;
}
/**
 * The most of a committed base version written aside to be converted: a compressed or Parquet
 * file holds more than its size in rows, and the conversion stops at BASE_LIMIT in any case.
 */
const RAW_BASE_LIMIT = 256 * 1024 * 1024;
/**
 * The base version as the service would read it: written aside, its LFS object fetched when it
 * is a pointer, and converted as the head was.
 */
async function asServiceReads(dataset, version, sources) {
    const raw = (0,scratch/* scratchPath */.K)('.base');
    const handle = await external_node_fs_.promises.open(raw, 'w');
    let size = 0;
    try {
        for await (const chunk of version.bytes) {
            const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
            size += bytes.byteLength;
            if (size > RAW_BASE_LIMIT)
                throw new TooLarge();
            await handle.write(bytes);
        }
    }
    finally {
        await handle.close();
    }
    let content = raw;
    const pointer = size < 1024 ? (0,lfs/* parseLfsPointer */.y)(await external_node_fs_.promises.readFile(raw)) : undefined;
    // Its object is fetched only if it could be compared: no more than a raw base version.
    if (pointer !== undefined && pointer.size > RAW_BASE_LIMIT)
        throw new TooLarge();
    if (pointer !== undefined) {
        content = (0,scratch/* scratchPath */.K)('.base-lfs');
        await (0,lfs/* fetchLfsObject */.z)({
            workspace: sources.workspace,
            displayPath: version.renamedFrom ?? dataset.displayPath,
            pointer,
            destination: content,
            timeoutMs: BASE_FETCH_TIME_LIMIT_MS
        });
        size = pointer.size;
    }
    const file = await (0,prepare/* canonicalFile */.z4)(content, size, dataset.readAs, BASE_LIMIT).catch((error) => {
        if (error instanceof text_source/* DataError */.fL)
            throw new VersionError('base', error.message);
        throw error;
    });
    return { ...version, bytes: fileBytes(file) };
}
/** An LFS base object's fetch may take this long; `compare` as a whole has a minute. */
const BASE_FETCH_TIME_LIMIT_MS = 60_000;
function fileBytes(file) {
    return (0,external_node_fs_.createReadStream)(file, { highWaterMark: 256 * 1024 });
}
function headBytes(dataset) {
    return fileBytes(dataset.head);
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
    return { kind: 'new', ...at, unit: 'keys', rows: result.topLevel.keysAddedCount, columns: 0 };
}


/***/ })

};

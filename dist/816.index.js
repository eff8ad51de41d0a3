export const id = 816;
export const ids = [816];
export const modules = {

/***/ 40816:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  COMPARE_LIMIT: () => (/* binding */ COMPARE_LIMIT),
  changeOf: () => (/* binding */ changeOf)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(46193);
// EXTERNAL MODULE: ./src/datasets/read/json-members.ts
var json_members = __webpack_require__(63260);
// EXTERNAL MODULE: ./src/datasets/compare/table-json.ts
var table_json = __webpack_require__(15444);
;// CONCATENATED MODULE: ./src/datasets/compare/compare-json.ts


/** A value's digest as text: keys in sorted order, numbers by value (table-json.ts). */
function digestText(value) {
    const { lo, hi } = (0,table_json/* digestOf */.ol)(value);
    return `${lo}.${hi}`;
}
/** One member: an object's property, by name and the digest of its value; an array's element. */
function take(shape, text, property) {
    if (shape !== 'object') {
        JSON.parse(text);
        return;
    }
    const [[key, value]] = Object.entries(JSON.parse(`{${text}}`));
    property(key, digestText(value));
}
async function read(version, bytes, property) {
    const splitter = new json_members/* Splitter */.O3(text => take(splitter.shape, text, property));
    return (0,json_members/* splitAll */.Gl)(version, bytes, splitter, scalar => {
        const shape = splitter.shape ?? 'scalar';
        return shape === 'scalar' ? { shape, scalar: digestText(JSON.parse(scalar)) } : { shape };
    });
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
        if (this.seen.has(key))
            return;
        this.seen.add(key);
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
    const properties = new Map();
    const keys = new KeyChanges(properties);
    const before = await read('base', base, (key, value) => properties.set(key, value));
    const after = await read('head', head, (key, value) => keys.head(key, value));
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

// EXTERNAL MODULE: ./src/datasets/compare/table.ts
var table = __webpack_require__(41513);
// EXTERNAL MODULE: ./src/datasets/read/text-source.ts
var text_source = __webpack_require__(49189);
// EXTERNAL MODULE: ./src/datasets/compare/table-worker.ts + 1 modules
var table_worker = __webpack_require__(49823);
;// CONCATENATED MODULE: ./src/datasets/compare/value-counts.ts
/**
 * A multiset of 64-bit digests with a signed count each, in open-addressed typed arrays: two
 * lanes and a count per slot (12 bytes, and a byte saying the slot is taken), at most three
 * quarters of the slots taken. No object is made per value.
 */
class ValueCounts {
    slots;
    used = 0;
    flags;
    /** Sized for `expected` values at first: it grows past them. */
    constructor(expected = 768) {
        let size = 1024;
        while (size * 3 < expected * 4)
            size *= 2;
        this.slots = new Int32Array(3 * size);
        this.flags = new Uint8Array(size);
    }
    add(lo, hi, by = 1) {
        const slots = this.slots;
        const mask = this.flags.length - 1;
        for (let i = (lo ^ Math.imul(hi, 0x9e3779b1)) & mask;; i = (i + 1) & mask) {
            const at = 3 * i;
            if (this.flags[i] === 0) {
                this.flags[i] = 1;
                slots[at] = lo;
                slots[at + 1] = hi;
                slots[at + 2] = by;
                if (++this.used * 4 > mask * 3)
                    this.grow();
                return;
            }
            if (slots[at] === lo && slots[at + 1] === hi) {
                slots[at + 2] += by;
                return;
            }
        }
    }
    /** The count of a digest: 0 when it was never added. */
    count(lo, hi) {
        const slots = this.slots;
        const mask = this.flags.length - 1;
        for (let i = (lo ^ Math.imul(hi, 0x9e3779b1)) & mask;; i = (i + 1) & mask) {
            if (this.flags[i] === 0)
                return 0;
            const at = 3 * i;
            if (slots[at] === lo && slots[at + 1] === hi)
                return slots[at + 2];
        }
    }
    /** Each digest with its count. */
    forEach(visit) {
        for (let i = 0; i < this.flags.length; i++)
            if (this.flags[i] === 1)
                visit(this.slots[3 * i], this.slots[3 * i + 1], this.slots[3 * i + 2]);
    }
    /** The sum of the positive counts, and of the negative ones negated. */
    totals() {
        let positive = 0;
        let negative = 0;
        this.forEach((_lo, _hi, count) => {
            if (count > 0)
                positive += count;
            else
                negative -= count;
        });
        return { positive, negative };
    }
    grow() {
        const [slots, flags] = [this.slots, this.flags];
        this.slots = new Int32Array(slots.length * 2);
        this.flags = new Uint8Array(flags.length * 2);
        this.used = 0;
        for (let i = 0; i < flags.length; i++)
            if (flags[i] === 1)
                this.add(slots[3 * i], slots[3 * i + 1], slots[3 * i + 2]);
    }
}

;// CONCATENATED MODULE: ./src/datasets/compare/compare-tables.ts
/**
 * Two versions of a CSV or of a JSON array compared, by one rule for CSV rows and JSON records
 * (README, "What changed"): columns are the same when their names are; a name gone and a name
 * new are one column renamed when they share more than half of each one's values; rows are
 * compared on the columns both versions have, matched on a key when one serves, else whole.
 */








/**
 * Versions together larger than this are read at once, in two threads. Below it, reading one
 * takes less time than a worker takes to start (it loads the whole bundle).
 */
const APART_BYTES = 32 * 1024 * 1024;
async function compareFiles(baseFile, headFile, options) {
    const { type } = options;
    if (type === 'json') {
        const arrays = await Promise.all([isArray(baseFile), isArray(headFile)]);
        if (!arrays[0] || !arrays[1])
            return compareJson((0,text_source/* fileChunks */.T9)(baseFile), (0,text_source/* fileChunks */.T9)(headFile));
    }
    const sizes = await Promise.all([baseFile, headFile].map(file => external_node_fs_.promises.stat(file)));
    const bytes = sizes[0].size + sizes[1].size;
    return oneLargeAtATime(bytes, () => readAndCount(baseFile, headFile, options, bytes));
}
/**
 * Two versions larger than this together are compared one pair at a time, however many datasets
 * are compared at once: the memory a comparison holds grows with its versions' size.
 */
const LARGE_PAIR_BYTES = 16 * 1024 * 1024;
let largeQueue = Promise.resolve();
async function oneLargeAtATime(bytes, work) {
    if (bytes <= LARGE_PAIR_BYTES)
        return work();
    const before = largeQueue;
    let release = () => { };
    largeQueue = new Promise(resolve => (release = resolve));
    await before;
    try {
        return await work();
    }
    finally {
        release();
    }
}
async function readAndCount(baseFile, headFile, { type, key }, bytes) {
    // Large versions are read at once on two cores: the base in a worker, the head here.
    const apart = bytes > APART_BYTES;
    let [base, head] = await bothRead((0,table_worker/* readTable */.x)('base', baseFile, type, { apart }), (0,table_worker/* readTable */.x)('head', headFile, type));
    // Records against items: both are compared as items.
    if (base.unit === 'items' && head.unit !== 'items')
        head = await (0,table_worker/* readTable */.x)('head', headFile, type, { asItems: true });
    if (head.unit === 'items' && base.unit !== 'items')
        base = await (0,table_worker/* readTable */.x)('base', baseFile, type, { asItems: true, apart });
    return { kind: 'counted', counted: countChange(base, head, key) };
}
/** Both versions, read at once; the base's failure first when both fail. */
async function bothRead(base, head) {
    const [before, after] = await Promise.allSettled([base, head]);
    if (before.status === 'rejected')
        throw before.reason;
    if (after.status === 'rejected')
        throw after.reason;
    return [before.value, after.value];
}
/** Whether a JSON file's top level is an array, as the splitter that reads it sees its start. */
async function isArray(file) {
    const splitter = new json_members/* Splitter */.O3(() => undefined);
    const decoder = new external_node_string_decoder_.StringDecoder('utf8');
    for await (const chunk of (0,text_source/* fileChunks */.T9)(file)) {
        try {
            splitter.write(decoder.write(chunk));
        }
        catch {
            // What follows the start is for the reading to judge.
        }
        if (splitter.shape !== undefined)
            break;
    }
    return splitter.shape === 'array';
}
/** The most pairs of a column gone and a column new whose values are weighed for a rename. */
const MAX_RENAME_PAIRS = 256;
function countChange(base, head, askedKey) {
    const unit = head.unit === 'items' || base.unit === 'items' ? 'items' : head.unit;
    const totals = { unit, before: base.rows, after: head.rows };
    if (base.columns.length === 0 && base.rows === 0)
        return {
            ...totals,
            added: head.rows,
            removed: 0,
            baseEmpty: true,
            columnsAdded: unit === 'items' ? [] : head.columns.map(column => column.name),
            columnsRemoved: [],
            columnsRenamed: []
        };
    const plan = planColumns(base, head);
    const sameHeader = base.columns.length === head.columns.length &&
        base.columns.every((column, i) => column.name === head.columns[i].name);
    const columns = {
        columnsAdded: plan.added.map(column => column.name),
        columnsRemoved: plan.removed.map(column => column.name),
        columnsRenamed: plan.renamed,
        ...(sameHeader ? {} : { comparedOn: plan.compared.length })
    };
    if (plan.compared.length === 0)
        return { ...totals, added: head.rows, removed: base.rows, ...columns };
    const key = unit === 'items' ? undefined : matchOnKey(base, head, askedKey);
    if (key !== undefined && 'match' in key)
        return { ...totals, ...byKey(base, head, key, plan.compared), ...columns };
    const unused = key === undefined ? {} : { keyUnused: key };
    return { ...totals, ...wholeRows(base, head, plan.compared), ...unused, ...columns };
}
/** A repeated name is told apart by how many times it came before. */
function keyedNames(columns) {
    const seen = new Map();
    return columns.map(({ name }) => {
        const count = seen.get(name) ?? 0;
        seen.set(name, count + 1);
        return count === 0 ? name : `${name}\u0000${count}`;
    });
}
function planColumns(base, head) {
    const [b, h] = [keyedNames(base.columns), keyedNames(head.columns)];
    const inBase = new Map(b.map((name, i) => [name, i]));
    const inHead = new Set(h);
    const gone = base.columns.filter((_, i) => !inHead.has(b[i]));
    const fresh = head.columns.filter((_, j) => !inBase.has(h[j]));
    const renames = pairRenames(base, head, gone, fresh);
    const renamedTo = new Map(renames.map(pair => [pair.head, pair.base]));
    const renamedFrom = new Map(renames.map(pair => [pair.base, pair.head]));
    const compared = head.columns.flatMap((column, j) => {
        const i = inBase.get(h[j]);
        if (i !== undefined)
            return [{ base: base.columns[i], head: column }];
        const from = renamedTo.get(column);
        return from === undefined ? [] : [{ base: from, head: column }];
    });
    return {
        compared,
        added: fresh.filter(column => !renamedTo.has(column)),
        removed: gone.filter(column => !renamedFrom.has(column)),
        renamed: base.columns.flatMap(column => {
            const to = renamedFrom.get(column);
            return to === undefined ? [] : [{ from: column.name, to: to.name }];
        })
    };
}
/**
 * Columns gone and columns new paired as renames, best first: a pair is one column renamed when
 * they share more than half of each one's values, counting repeats. A row without a value there
 * (a JSON record lacking the key) has none to share.
 */
function pairRenames(base, head, gone, fresh) {
    if (gone.length === 0 || fresh.length === 0)
        return [];
    if (gone.length * fresh.length > MAX_RENAME_PAIRS)
        return [];
    const goneValues = gone.map(column => valuesOf(column, base.rows));
    const freshValues = fresh.map(column => valuesOf(column, head.rows));
    const weighed = [];
    goneValues.forEach((before, i) => freshValues.forEach((after, j) => {
        let shared = 0;
        after.counts.forEach((lo, hi, count) => {
            shared += Math.min(count, before.counts.count(lo, hi));
        });
        if (2 * shared > before.present && 2 * shared > after.present)
            weighed.push({ i, j, shared });
    }));
    weighed.sort((x, y) => y.shared - x.shared || x.i - y.i || x.j - y.j);
    const [taken, given] = [new Set(), new Set()];
    const pairs = [];
    for (const { i, j } of weighed) {
        if (taken.has(i) || given.has(j))
            continue;
        taken.add(i);
        given.add(j);
        pairs.push({ base: gone[i], head: fresh[j] });
    }
    return pairs;
}
/** The values a column has, counted; a row without one (a record lacking the key) adds none. */
function valuesOf(column, rows) {
    const counts = new ValueCounts(rows);
    const data = column.data;
    let present = 0;
    for (let row = 0; row < rows; row++) {
        const lo = data[2 * row];
        const hi = data[2 * row + 1];
        if (lo === table/* MISSING_LO */.N2 && hi === table/* MISSING_HI */.Nh)
            continue;
        counts.add(lo, hi);
        present++;
    }
    return { counts, present };
}
/** Each row's 64-bit digest of its values in `columns`, in order, as two lanes. */
function rowDigests(rows, columns) {
    const a = new Int32Array(rows).fill(0x27d4eb2f);
    const b = new Int32Array(rows).fill(0x165667b1);
    for (const { data } of columns)
        for (let row = 0; row < rows; row++) {
            const lo = data[2 * row];
            const hi = data[2 * row + 1];
            const x = Math.imul(a[row] ^ lo, 0x9e3779b1) + hi;
            a[row] = (x << 13) | (x >>> 19);
            const y = Math.imul(b[row] ^ hi, 0x85ebca6b) + lo;
            b[row] = (y << 17) | (y >>> 15);
        }
    for (let row = 0; row < rows; row++) {
        b[row] = (0,table/* finishHi */.rD)(a[row], b[row]);
        a[row] = (0,table/* fmix */.jr)(a[row]);
    }
    return [a, b];
}
/**
 * Rows as multisets of their values on the compared columns: a row moved is no change. Rows at
 * the same position with the same values cancel out before any is counted, as most do.
 */
function wholeRows(base, head, compared) {
    const [baseLo, baseHi] = rowDigests(base.rows, compared.map(pair => pair.base));
    const [headLo, headHi] = rowDigests(head.rows, compared.map(pair => pair.head));
    const net = new ValueCounts();
    for (let row = 0; row < Math.max(base.rows, head.rows); row++) {
        const inBase = row < base.rows;
        const inHead = row < head.rows;
        if (inBase && inHead && baseLo[row] === headLo[row] && baseHi[row] === headHi[row])
            continue;
        if (inBase)
            net.add(baseLo[row], baseHi[row], 1);
        if (inHead)
            net.add(headLo[row], headHi[row], -1);
    }
    const { positive, negative } = net.totals();
    return { added: negative, removed: positive };
}
/** The rows matched on the key, or why it cannot serve; undefined for no key. */
function matchOnKey(base, head, asked) {
    const named = (table, name) => table.columns.find(column => column.name === name);
    const names = asked ?? autoKey(base, head);
    if (names === undefined)
        return undefined;
    const unused = (why, inBase, inHead) => ({
        key: names,
        why,
        version: inBase && inHead ? 'both' : inBase ? 'base' : 'head'
    });
    const lacks = (table) => names.some(name => named(table, name) === undefined);
    if (lacks(base) || lacks(head))
        return unused('missing', lacks(base), lacks(head));
    const keyOf = (table) => new Key(table, names.map(name => named(table, name)));
    const [before, after] = [keyOf(base), keyOf(head)];
    if (before.hasEmpty() || after.hasEmpty())
        return unused('empty', before.hasEmpty(), after.hasEmpty());
    const index = new KeyIndex(before);
    if (index.repeated)
        return unused('not-unique', true, new KeyIndex(after).repeated);
    const match = new Int32Array(head.rows);
    const taken = new Uint8Array(base.rows);
    const unmatched = [];
    let repeated = false;
    // Rows mostly keep their order: the base row after the last one matched is tried first.
    for (let row = 0, next = 0; row < head.rows; row++) {
        const found = next < base.rows && before.same(next, after, row) ? next : index.find(after, row);
        match[row] = found;
        if (found < 0)
            unmatched.push(row);
        else {
            if (taken[found] === 1)
                repeated = true;
            taken[found] = 1;
            next = found + 1;
        }
    }
    // Rows the base lacks can only repeat among themselves.
    if (repeated || new KeyIndex(after, unmatched).repeated)
        return unused('not-unique', false, true);
    return { names, match };
}
/** The head's first column named `id` in any letter case that the base has by the same name. */
function autoKey(base, head) {
    const names = new Set(base.columns.map(column => column.name));
    const id = head.columns.find(column => column.name.toLowerCase() === 'id' && names.has(column.name));
    return id === undefined ? undefined : [id.name];
}
/** A version's key: its columns, and each row's digest of them (the column's own for one). */
class Key {
    table;
    columns;
    digests;
    constructor(table, columns) {
        this.table = table;
        this.columns = columns;
        if (columns.length === 1)
            this.digests = columns[0].data;
        else {
            const [lo, hi] = rowDigests(table.rows, columns);
            this.digests = new Int32Array(2 * table.rows);
            for (let row = 0; row < table.rows; row++) {
                this.digests[2 * row] = lo[row];
                this.digests[2 * row + 1] = hi[row];
            }
        }
    }
    hasEmpty() {
        for (const { data } of this.columns)
            for (let row = 0; row < this.table.rows; row++)
                if (this.table.isEmpty(data[2 * row], data[2 * row + 1]))
                    return true;
        return false;
    }
    /**
     * Whether row `row` here has the key of row `other` of `key`: the same digest, and every part
     * the same (the digest is the part itself for a key of one column).
     */
    same(row, key, other) {
        if (!sameAt(this.digests, row, key.digests, other))
            return false;
        if (this.columns.length === 1)
            return true;
        return this.columns.every((column, n) => sameAt(column.data, row, key.columns[n].data, other));
    }
}
function sameAt(here, row, there, other) {
    return here[2 * row] === there[2 * other] && here[2 * row + 1] === there[2 * other + 1];
}
/** A version's rows (all, or those given) by their key, in an open-addressed table. */
class KeyIndex {
    key;
    slots;
    repeated = false;
    constructor(key, rows) {
        this.key = key;
        const count = rows?.length ?? key.table.rows;
        let size = 1024;
        while (size < 2 * count)
            size *= 2;
        this.slots = new Int32Array(size);
        const mask = size - 1;
        for (let n = 0; n < count && !this.repeated; n++) {
            const row = rows === undefined ? n : rows[n];
            for (let i = key.digests[2 * row] & mask;; i = (i + 1) & mask) {
                const there = this.slots[i] - 1;
                if (there < 0) {
                    this.slots[i] = row + 1;
                    break;
                }
                if (key.same(there, key, row)) {
                    this.repeated = true;
                    break;
                }
            }
        }
    }
    /** The row here whose key is that of row `other` of `key`; -1 for none. */
    find(key, other) {
        const mask = this.slots.length - 1;
        for (let i = key.digests[2 * other] & mask;; i = (i + 1) & mask) {
            const there = this.slots[i] - 1;
            if (there < 0 || this.key.same(there, key, other))
                return there;
        }
    }
}
/** Rows matched on their key: added, removed, and changed in which columns. */
function byKey(base, head, { names, match }, compared) {
    let matched = 0;
    for (let row = 0; row < head.rows; row++)
        if (match[row] >= 0)
            matched++;
    const changedRows = new Uint8Array(head.rows);
    const changedColumns = [];
    for (const pair of compared) {
        let rows = 0;
        for (let row = 0; row < head.rows; row++) {
            const from = match[row];
            if (from >= 0 && !sameAt(pair.head.data, row, pair.base.data, from)) {
                rows++;
                changedRows[row] = 1;
            }
        }
        if (rows > 0)
            changedColumns.push({ column: pair.head.name, rows });
    }
    // Sorting is stable: columns with as many changes stay in the head's order.
    changedColumns.sort((x, y) => y.rows - x.rows);
    let changed = 0;
    for (let row = 0; row < head.rows; row++)
        changed += changedRows[row];
    return {
        added: head.rows - matched,
        removed: base.rows - matched,
        changed,
        changedColumns,
        key: [...names]
    };
}

// EXTERNAL MODULE: ./src/datasets/compare/git-base.ts
var git_base = __webpack_require__(41895);
// EXTERNAL MODULE: ./src/datasets/find/lfs.ts
var lfs = __webpack_require__(78798);
// EXTERNAL MODULE: ./src/datasets/convert/prepare.ts
var prepare = __webpack_require__(27798);
// EXTERNAL MODULE: ./src/datasets/convert/scratch.ts
var scratch = __webpack_require__(63527);
// EXTERNAL MODULE: ./src/datasets/convert/convert.ts + 1 modules
var convert = __webpack_require__(59079);
// EXTERNAL MODULE: ./src/datasets/read/version-bytes.ts
var version_bytes = __webpack_require__(74172);
;// CONCATENATED MODULE: ./src/datasets/compare/compare.ts
/**
 * What the event changed in one dataset: its base version found (the checkout's history, else
 * GitHub), then both versions compared in one pass each. Never throws: whatever goes wrong is
 * a `not-compared` change that says why, and no figure is given that was not counted.
 */











/**
 * The most of either version compared, as the service reads it: both are held as digests, 8
 * bytes a value, so this (and table.ts's MAX_CELLS) bounds the memory a comparison takes.
 */
const COMPARE_LIMIT = 128 * 1024 * 1024;
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
            ? { ...ahead, file: await written(ahead.bytes, COMPARE_LIMIT) }
            : await asServiceReads(dataset, ahead, sources);
        return await compareVersions(dataset, readable, base, sources.key);
    }
    catch (error) {
        if (error instanceof TooLarge || error instanceof convert/* TooLarge */.M)
            return { kind: 'not-compared', reason: { why: 'too-large', base, limit: COMPARE_LIMIT } };
        if (error instanceof table/* TooManyCells */.Dq)
            return {
                kind: 'not-compared',
                reason: { why: `too-many-${error.what}`, base, limit: error.limit }
            };
        const message = error.message;
        if (error instanceof version_bytes/* VersionError */.t)
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
    const local = await (0,git_base/* readFromGit */.N)(workspace, base, dataset.displayPath, renameMemo(sources));
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
    return (0,prepare/* canonicalFile */.z4)(content, size, dataset.readAs, COMPARE_LIMIT).catch(rethrowAsHead);
}
function rethrowAsHead(error) {
    if (error instanceof text_source/* DataError */.fL)
        throw new version_bytes/* VersionError */.t('head', error.message);
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
 * file holds more than its size in rows, and the conversion stops at COMPARE_LIMIT in any case.
 */
const RAW_BASE_LIMIT = 256 * 1024 * 1024;
/**
 * The base version as the service would read it: written aside, its LFS object fetched when it
 * is a pointer, and converted as the head was.
 */
async function asServiceReads(dataset, version, sources) {
    const raw = await written(version.bytes, RAW_BASE_LIMIT);
    let content = raw;
    let { size } = await external_node_fs_.promises.stat(raw);
    const pointer = size < 1024 ? (0,lfs/* parseLfsPointer */.y)(await external_node_fs_.promises.readFile(raw)) : undefined;
    // Its object is fetched only if it could be compared: no more than a raw base version.
    if (pointer !== undefined && pointer.size > RAW_BASE_LIMIT)
        throw new TooLarge();
    if (pointer !== undefined) {
        content = (0,scratch/* scratchPath */.K)('.base-lfs');
        await (0,lfs/* fetchLfsObject */.zP)({
            workspace: sources.workspace,
            displayPath: version.renamedFrom ?? dataset.displayPath,
            pointer,
            destination: content,
            timeoutMs: BASE_FETCH_TIME_LIMIT_MS
        });
        size = pointer.size;
    }
    const file = await (0,prepare/* canonicalFile */.z4)(content, size, dataset.readAs, COMPARE_LIMIT).catch((error) => {
        if (error instanceof text_source/* DataError */.fL)
            throw new version_bytes/* VersionError */.t('base', error.message);
        throw error;
    });
    // Only the file compared is kept, and removed once compared.
    for (const made of new Set([raw, content]))
        if (made !== file)
            await external_node_fs_.promises.rm(made, { force: true });
    return { renamedFrom: version.renamedFrom, file };
}
/** The bytes written to a scratch file; past `limit` bytes, TooLarge. */
async function written(bytes, limit) {
    const file = (0,scratch/* scratchPath */.K)('.base');
    const handle = await external_node_fs_.promises.open(file, 'w');
    let size = 0;
    try {
        for await (const chunk of bytes) {
            const piece = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
            size += piece.byteLength;
            if (size > limit)
                throw new TooLarge();
            await handle.write(piece);
        }
    }
    finally {
        await handle.close();
    }
    return file;
}
/** An LFS base object's fetch may take this long; `compare` as a whole has a minute. */
const BASE_FETCH_TIME_LIMIT_MS = 60_000;
/** A file's sha256, to tell a version identical to the other, byte for byte. */
async function sha256(file) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    for await (const chunk of (0,text_source/* fileChunks */.T9)(file))
        hash.update(chunk);
    return hash.digest('hex');
}
async function compareVersions(dataset, version, base, key) {
    const renamed = version.renamedFrom === undefined ? {} : { renamedFrom: version.renamedFrom };
    try {
        const result = await compareFiles(version.file, dataset.head, { type: dataset.type, key });
        const identical = async () => (await sha256(version.file)) === (await sha256(dataset.head));
        if (result.kind === 'counted')
            return await fromCounts(result.counted, identical, base, renamed);
        if (result.topLevel.changed)
            return { kind: 'reshaped', base, ...renamed, topLevel: result.topLevel };
        return { kind: 'unchanged', base, ...renamed, identical: await identical() };
    }
    finally {
        await external_node_fs_.promises.rm(version.file, { force: true });
    }
}
async function fromCounts(counted, identical, base, renamed) {
    const same = counted.added === 0 &&
        counted.removed === 0 &&
        (counted.changed ?? 0) === 0 &&
        counted.columnsAdded.length === 0 &&
        counted.columnsRemoved.length === 0 &&
        counted.columnsRenamed.length === 0;
    if (same)
        return {
            kind: 'unchanged',
            base,
            ...renamed,
            identical: await identical(),
            unit: counted.unit,
            rows: counted.after
        };
    return { kind: 'changed', base, ...renamed, ...counted };
}
/** A dataset the base does not have: its rows and columns, read from the head alone. */
async function newDataset(dataset, base) {
    const at = base === undefined ? {} : { base };
    // An empty version stands for the missing base: an array is then counted, an object's keys listed.
    const nothing = (0,scratch/* scratchPath */.K)('.base');
    await external_node_fs_.promises.writeFile(nothing, dataset.type === 'csv' ? '' : '[]');
    const result = await compareFiles(nothing, dataset.head, { type: dataset.type }).finally(() => external_node_fs_.promises.rm(nothing, { force: true }));
    if (result.kind === 'counted') {
        const { unit, after, columnsAdded } = result.counted;
        return { kind: 'new', ...at, unit, rows: after, columns: columnsAdded.length };
    }
    return { kind: 'new', ...at, unit: 'keys', rows: result.topLevel.keysAddedCount, columns: 0 };
}


/***/ }),

/***/ 41895:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ readFromGit)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_1__);
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
        const { stdout } = await (0,node_util__WEBPACK_IMPORTED_MODULE_1__.promisify)(node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', args, {
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
    const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', ['cat-file', 'blob', rev], {
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


/***/ })

};

export const id = 327;
export const ids = [327];
export const modules = {

/***/ 4327:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  COMPARE_LIMIT: () => (/* binding */ COMPARE_LIMIT),
  changeOf: () => (/* binding */ changeOf)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/datasets/versions.ts
/** A version that cannot be read as its type; `version` says which. */
class VersionError extends Error {
    version;
    constructor(version, message) {
        super(message);
        this.version = version;
    }
}

// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(6193);
;// CONCATENATED MODULE: ./src/datasets/json-members.ts
/**
 * A JSON document's top level split into its members as the text arrives: the elements of an
 * array, the properties of an object. Only one member is held at a time, to be parsed whole.
 */
const [SPACE, TAB, LF, CR, BOM] = [0x20, 0x09, 0x0a, 0x0d, 0xfeff];
const [QUOTE, BACKSLASH, COMMA, OPEN_ARRAY, OPEN_OBJECT] = [0x22, 0x5c, 0x2c, 0x5b, 0x7b];
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
                this.flush(this.member + text.slice(start, i), c === COMMA);
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
        else if (c === COMMA)
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

;// CONCATENATED MODULE: ./src/datasets/table.ts
/**
 * A version of a dataset as the comparison holds it: for each column, a 64-bit digest of each
 * row's value, in typed arrays of a fixed number of rows each. No value and no row is kept, and
 * no object is made per row. Two different values share a digest with a chance of one in 2^64.
 */
/** Rows per chunk of a column. */
const CHUNK_ROWS = 16384;
const CHUNK_SHIFT = 14;
const CHUNK_MASK = CHUNK_ROWS - 1;
/** The digest of a value a row does not have (a JSON record without the key): all zero. */
const MISSING_LO = 0;
const MISSING_HI = 0;
/**
 * The digest of one value, built from its parts: `text` for a CSV cell, tags and texts for a
 * JSON value. Two lanes of 32 bits, each mixed to the end so every bit depends on every input.
 */
class CellDigest {
    a = 0;
    b = 0;
    lo = 0;
    hi = 0;
    constructor() {
        this.reset();
    }
    reset() {
        this.a = SEED_A;
        this.b = SEED_B;
        return this;
    }
    /** The code units of `text` from `start` to `end`. */
    text(text, start = 0, end = text.length) {
        let { a, b } = this;
        for (let i = start; i < end; i++) {
            const c = text.charCodeAt(i);
            a = Math.imul(a ^ c, 0x01000193);
            b = Math.imul(b + c, 0x5bd1e995);
            b ^= b >>> 15;
        }
        this.a = a;
        this.b = b;
        return this;
    }
    /** A marker above every code unit: a kind of JSON value, or the end of a part. */
    mark(x) {
        this.a = Math.imul(this.a ^ x, 0x01000193);
        this.b = Math.imul(this.b + x, 0x5bd1e995);
        this.b ^= this.b >>> 15;
        return this;
    }
    /** Finishes into `lo` and `hi`; never both zero, which marks a missing value. */
    finish() {
        this.lo = finishLo(this.a, this.b);
        this.hi = finishHi(this.a, this.b);
        return this;
    }
}
/** The lanes' start: a loop that digests text itself (table-csv.ts) starts from these. */
const SEED_A = 0x811c9dc5;
const SEED_B = 0x9747b28c;
/** A digest's low half from its lanes; with `finishHi`, never both zero. */
function finishLo(a, b) {
    const lo = fmix(a);
    return lo === 0 && finishHi(a, b) === 0 ? 1 : lo;
}
function finishHi(a, b) {
    return fmix(b ^ Math.imul(a, 0x2545f491));
}
/** murmur3's finaliser, as a signed 32-bit integer (as typed arrays of Int32 hold it). */
function fmix(h) {
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    return h ^ (h >>> 16);
}
/**
 * One column's digests, two Int32 per row: in chunks as the rows arrive, then, once `seal`ed,
 * in one array (`data`), chunk by chunk, so no more than one column is ever held twice.
 */
class Column {
    name;
    chunks = [];
    /** Row `r`'s digest is `data[2r]` and `data[2r + 1]`, once sealed. */
    data = new Int32Array(0);
    constructor(name) {
        this.name = name;
    }
    set(row, lo, hi) {
        const n = row >>> CHUNK_SHIFT;
        while (this.chunks.length <= n)
            this.chunks.push(new Int32Array(2 * CHUNK_ROWS));
        const at = 2 * (row & CHUNK_MASK);
        const chunk = this.chunks[n];
        chunk[at] = lo;
        chunk[at + 1] = hi;
    }
    /** The column's first `rows` rows in `data`; rows never set have the missing value. */
    seal(rows) {
        const data = new Int32Array(2 * rows);
        for (let n = 0; n < this.chunks.length && n * CHUNK_ROWS < rows; n++) {
            const chunk = this.chunks[n];
            const length = Math.min(2 * CHUNK_ROWS, 2 * (rows - n * CHUNK_ROWS));
            data.set(length === chunk.length ? chunk : chunk.subarray(0, length), 2 * n * CHUNK_ROWS);
        }
        this.chunks = [];
        this.data = data;
        return this;
    }
}
/**
 * The most values (rows × columns) of one version the comparison holds: 8 bytes each, so both
 * versions at most take 256 MiB.
 */
const MAX_CELLS = 16 * 1024 * 1024;
/** A version holds more values than MAX_CELLS. */
class TooManyCells extends Error {
    limit = MAX_CELLS;
    constructor() {
        super(`more than ${MAX_CELLS.toLocaleString('en-US')} values`);
    }
}

;// CONCATENATED MODULE: ./src/datasets/table-json.ts
/**
 * A JSON array read into a Table. Of an array of objects (records), every key any record has is
 * a column, in the order keys first appear, and a record without a key has the missing value
 * there. Values are digested as parsed: `72.0` is `72`, an object's keys are taken in sorted
 * order. An array with any element that is not an object is read again as items: one column
 * whose values are the elements.
 */





/** Markers of JSON's kinds and structure, above every UTF-16 code unit. */
const TAG = {
    end: 0x10000,
    null: 0x10002,
    true: 0x10003,
    false: 0x10004,
    string: 0x10005,
    number: 0x10006,
    array: 0x10007,
    object: 0x10008
};
const NUMBER = new Float64Array(1);
const NUMBER_BITS = new Int32Array(NUMBER.buffer);
function feed(digest, value) {
    if (typeof value === 'string')
        digest.mark(TAG.string).text(value).mark(TAG.end);
    else if (typeof value === 'number') {
        // -0 is 0 once parsed as a value, as JavaScript compares it.
        NUMBER[0] = value === 0 ? 0 : value;
        digest.mark(TAG.number).mark(NUMBER_BITS[0]).mark(NUMBER_BITS[1]);
    }
    else if (value === null)
        digest.mark(TAG.null);
    else if (typeof value === 'boolean')
        digest.mark(value ? TAG.true : TAG.false);
    else if (Array.isArray(value)) {
        digest.mark(TAG.array);
        for (const item of value)
            feed(digest, item);
        digest.mark(TAG.end);
    }
    else {
        digest.mark(TAG.object);
        const record = value;
        for (const key of Object.keys(record).sort()) {
            digest.text(key).mark(TAG.end);
            feed(digest, record[key]);
        }
        digest.mark(TAG.end);
    }
}
function digestOf(value) {
    const digest = new CellDigest();
    feed(digest, value);
    return digest.finish();
}
/** Values that leave a key empty: null and the empty string (and the missing value). */
const [NULL, EMPTY_TEXT] = [digestOf(null), digestOf('')];
function isRecord(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
class NotRecords extends Error {
}
/** The top level is an array: its elements, as records while they all are objects. */
async function readJsonTable(version, file, asItems = false) {
    try {
        return await read(version, file, !asItems);
    }
    catch (error) {
        if (error instanceof NotRecords)
            return read(version, file, false);
        throw error;
    }
}
async function read(version, file, records) {
    const columns = [];
    const byName = new Map();
    const item = new Column('');
    let rows = 0;
    let cellsLeft = MAX_CELLS;
    const digest = new CellDigest();
    const take = (text) => {
        const value = JSON.parse(text);
        const row = rows++;
        if (!records) {
            if (--cellsLeft < 0)
                throw new TooManyCells();
            feed(digest.reset(), value);
            digest.finish();
            item.set(row, digest.lo, digest.hi);
            return;
        }
        if (!isRecord(value))
            throw new NotRecords();
        for (const key of Object.keys(value)) {
            let column = byName.get(key);
            if (column === undefined) {
                column = new Column(key);
                byName.set(key, column);
                columns.push(column);
            }
            feed(digest.reset(), value[key]);
            digest.finish();
            column.set(row, digest.lo, digest.hi);
        }
        cellsLeft -= columns.length;
        if (cellsLeft < 0)
            throw new TooManyCells();
        // A key this record lacks is left unwritten: a column's slots start as the missing value.
    };
    const splitter = new Splitter(take);
    const decoder = new external_node_string_decoder_.StringDecoder('utf8');
    try {
        for await (const chunk of (0,external_node_fs_.createReadStream)(file, { highWaterMark: 256 * 1024 }))
            splitter.write(decoder.write(chunk));
        splitter.write(decoder.end());
        splitter.end();
    }
    catch (error) {
        if (!(error instanceof SyntaxError))
            throw error;
        throw new VersionError(version, `it is not valid JSON (${error.message})`);
    }
    return {
        unit: records ? 'records' : 'items',
        columns: (records ? columns : [item]).map(column => column.seal(rows)),
        rows,
        isEmpty: (lo, hi) => {
            return ((lo === MISSING_LO && hi === MISSING_HI) ||
                (lo === NULL.lo && hi === NULL.hi) ||
                (lo === EMPTY_TEXT.lo && hi === EMPTY_TEXT.hi));
        }
    };
}

;// CONCATENATED MODULE: ./src/datasets/compare-json.ts




/** A value's digest as text: keys in sorted order, numbers by value (table-json.ts). */
function digestText(value) {
    const { lo, hi } = digestOf(value);
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
async function compare_json_read(version, bytes, property) {
    const reading = { shape: 'scalar' };
    const splitter = new Splitter(text => take(splitter.shape, text, property));
    const decoder = new external_node_string_decoder_.StringDecoder('utf8');
    try {
        for await (const chunk of bytes)
            splitter.write(typeof chunk === 'string' ? chunk : decoder.write(Buffer.from(chunk)));
        splitter.write(decoder.end());
        const scalar = splitter.end();
        reading.shape = splitter.shape ?? 'scalar';
        if (reading.shape === 'scalar')
            reading.scalar = digestText(JSON.parse(scalar));
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
    const before = await compare_json_read('base', base, (key, value) => properties.set(key, value));
    const after = await compare_json_read('head', head, (key, value) => keys.head(key, value));
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

// EXTERNAL MODULE: ./src/datasets/csv-records.ts + 11 modules
var csv_records = __webpack_require__(2532);
;// CONCATENATED MODULE: ./src/datasets/table-csv.ts
/**
 * A CSV version read into a Table: its header names the columns, each cell is digested as text.
 * A row shorter than the header lacks the last values (missing, unlike an empty field); fields
 * past the header's length are not compared, as they have no column.
 */



const table_csv_COMMA = 0x2c;
/** The digest of the empty text, which marks an empty CSV value. */
const EMPTY = new CellDigest().finish();
/**
 * A line without quotes, its fields split at commas, each digested as CellDigest digests text:
 * in one pass over the line, as this runs for every character of the dataset.
 */
function digestLine(line, columns, row) {
    let a = SEED_A;
    let b = SEED_B;
    let n = 0;
    for (let i = 0; i <= line.length; i++) {
        const c = i < line.length ? line.charCodeAt(i) : table_csv_COMMA;
        if (c === table_csv_COMMA) {
            if (n < columns.length)
                columns[n].set(row, finishLo(a, b), finishHi(a, b));
            n++;
            a = SEED_A;
            b = SEED_B;
        }
        else {
            a = Math.imul(a ^ c, 0x01000193);
            b = Math.imul(b + c, 0x5bd1e995);
            b ^= b >>> 15;
        }
    }
}
function digestFields(fields, columns, row) {
    const digest = new CellDigest();
    const count = Math.min(fields.length, columns.length);
    for (let n = 0; n < count; n++) {
        digest.reset().text(fields[n]).finish();
        columns[n].set(row, digest.lo, digest.hi);
    }
}
async function readCsvTable(version, bytes) {
    let columns;
    let rows = 0;
    let cellsLeft = MAX_CELLS;
    const take = (record) => {
        if (columns === undefined) {
            columns = (typeof record === 'string' ? record.split(',') : record).map(name => new Column(name));
            return;
        }
        cellsLeft -= columns.length;
        if (cellsLeft < 0)
            throw new TooManyCells();
        if (typeof record === 'string')
            digestLine(record, columns, rows++);
        else
            digestFields(record, columns, rows++);
        // A short row's last values are left unwritten: a column's slots start as the missing value.
    };
    try {
        await (0,csv_records/* readCsvRecords */.Jx)(bytes, take);
    }
    catch (error) {
        if (error instanceof csv_records/* CsvSyntaxError */.oC)
            throw new VersionError(version, error.message);
        throw error;
    }
    return {
        unit: 'rows',
        columns: (columns ?? []).map(column => column.seal(rows)),
        rows,
        isEmpty: (lo, hi) => {
            return (lo === EMPTY.lo && hi === EMPTY.hi) || (lo === MISSING_LO && hi === MISSING_HI);
        }
    };
}

;// CONCATENATED MODULE: ./src/datasets/value-counts.ts
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

;// CONCATENATED MODULE: ./src/datasets/compare-tables.ts
/**
 * Two versions of a CSV or of a JSON array compared, by one rule for CSV rows and JSON records
 * (README, "What changed"): columns are the same when their names are; a name gone and a name
 * new are one column renamed when they share more than half of each one's values; rows are
 * compared on the columns both versions have, matched on a key when one serves, else whole.
 */






async function compareFiles(baseFile, headFile, options) {
    if (options.type === 'csv') {
        const base = await readCsvTable('base', fileBytes(baseFile));
        const head = await readCsvTable('head', fileBytes(headFile));
        return { kind: 'counted', counted: countChange(base, head, options.key) };
    }
    const shapes = await Promise.all([firstChar(baseFile), firstChar(headFile)]);
    if (shapes[0] !== '[' || shapes[1] !== '[')
        return compareJson(fileBytes(baseFile), fileBytes(headFile));
    let base = await readJsonTable('base', baseFile);
    let head = await readJsonTable('head', headFile);
    // Records against items: both are compared as items.
    if (base.unit === 'items' && head.unit !== 'items')
        head = await readJsonTable('head', headFile, true);
    if (head.unit === 'items' && base.unit !== 'items')
        base = await readJsonTable('base', baseFile, true);
    return { kind: 'counted', counted: countChange(base, head, options.key) };
}
function fileBytes(file) {
    return (0,external_node_fs_.createReadStream)(file, { highWaterMark: 256 * 1024 });
}
/** The first character that is not white space or a UTF-8 byte order mark; empty for none. */
async function firstChar(file) {
    const handle = await external_node_fs_.promises.open(file, 'r');
    try {
        const buffer = Buffer.alloc(4096);
        for (let position = 0;;) {
            const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
            if (bytesRead === 0)
                return '';
            const text = buffer.subarray(0, bytesRead).toString('latin1');
            const found = /[^\s\u00ef\u00bb\u00bf]/.exec(text);
            if (found)
                return found[0];
            position += bytesRead;
        }
    }
    finally {
        await handle.close();
    }
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
    if (key !== undefined && 'why' in key)
        return { ...totals, ...wholeRows(base, head, plan.compared), keyUnused: key, ...columns };
    if (key === undefined)
        return { ...totals, ...wholeRows(base, head, plan.compared), ...columns };
    return { ...totals, ...byKey(base, head, key, plan.compared), ...columns };
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
    const compared = head.columns.flatMap((column, j) => {
        const i = inBase.get(h[j]);
        if (i !== undefined)
            return [{ base: base.columns[i], head: column }];
        const from = renamedTo.get(column);
        return from === undefined ? [] : [{ base: from, head: column }];
    });
    const renamedFrom = new Set(renames.map(pair => pair.base));
    return {
        compared,
        added: fresh.filter(column => !renamedTo.has(column)),
        removed: gone.filter(column => !renamedFrom.has(column)),
        renamed: base.columns
            .filter(column => renamedFrom.has(column))
            .map(column => ({
            from: column.name,
            to: renames.find(pair => pair.base === column)?.head.name ?? ''
        }))
    };
}
/**
 * Columns gone and columns new paired as renames, best first: a pair is one column renamed when
 * they share more than half of each one's values, counting repeats.
 */
function pairRenames(base, head, gone, fresh) {
    if (gone.length === 0 || fresh.length === 0)
        return [];
    if (gone.length * fresh.length > MAX_RENAME_PAIRS)
        return [];
    const goneCounts = gone.map(column => valuesOf(column, base.rows));
    const freshCounts = fresh.map(column => valuesOf(column, head.rows));
    const weighed = [];
    goneCounts.forEach((before, i) => freshCounts.forEach((after, j) => {
        let shared = 0;
        after.forEach((lo, hi, count) => {
            shared += Math.min(count, before.count(lo, hi));
        });
        if (2 * shared > base.rows && 2 * shared > head.rows)
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
function valuesOf(column, rows) {
    const counts = new ValueCounts(rows);
    const data = column.data;
    for (let row = 0; row < rows; row++)
        counts.add(data[2 * row], data[2 * row + 1]);
    return counts;
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
        const x = fmix(a[row]);
        b[row] = fmix(b[row] ^ Math.imul(a[row], 0x2545f491));
        a[row] = x;
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
        const [inBase, inHead] = [row < base.rows, row < head.rows];
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
    /** Whether row `row` here has the key of row `other` of `key`: every part the same. */
    same(row, key, other) {
        const [here, there] = [this.digests, key.digests];
        if (here[2 * row] !== there[2 * other] || here[2 * row + 1] !== there[2 * other + 1])
            return false;
        for (let n = 1; n < this.columns.length; n++)
            if (!sameValue(this.columns[n], row, key.columns[n], other))
                return false;
        return this.columns.length === 1 || sameValue(this.columns[0], row, key.columns[0], other);
    }
}
function sameValue(a, row, b, other) {
    return a.data[2 * row] === b.data[2 * other] && a.data[2 * row + 1] === b.data[2 * other + 1];
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
        const [before, after] = [pair.base.data, pair.head.data];
        for (let row = 0; row < head.rows; row++) {
            const from = match[row];
            if (from >= 0 &&
                (before[2 * from] !== after[2 * row] || before[2 * from + 1] !== after[2 * row + 1])) {
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
        if (error instanceof TooLarge || error instanceof convert/* TooLarge */.MF)
            return { kind: 'not-compared', reason: { why: 'too-large', base, limit: COMPARE_LIMIT } };
        if (error instanceof TooManyCells)
            return { kind: 'not-compared', reason: { why: 'too-many-values', base, limit: error.limit } };
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
    return (0,prepare/* canonicalFile */.z4)(content, size, dataset.readAs, COMPARE_LIMIT).catch(rethrowAsHead);
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
    const raw = await written(version.bytes, RAW_BASE_LIMIT);
    let content = raw;
    let { size } = await external_node_fs_.promises.stat(raw);
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
    const file = await (0,prepare/* canonicalFile */.z4)(content, size, dataset.readAs, COMPARE_LIMIT).catch((error) => {
        if (error instanceof text_source/* DataError */.fL)
            throw new VersionError('base', error.message);
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
    for await (const chunk of (0,external_node_fs_.createReadStream)(file, { highWaterMark: 256 * 1024 }))
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


/***/ })

};

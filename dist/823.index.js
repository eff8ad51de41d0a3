export const id = 823;
export const ids = [823];
export const modules = {

/***/ 15444:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D7: () => (/* binding */ readJsonTable),
/* harmony export */   ol: () => (/* binding */ digestOf),
/* harmony export */   wj: () => (/* binding */ jsonIsEmpty)
/* harmony export */ });
/* harmony import */ var _read_json_members_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63260);
/* harmony import */ var _table_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(41513);
/* harmony import */ var _read_text_source_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49189);
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
/** An object's key, where `feed` meets it: digested before the key's value. */
class KeyOf {
    key;
    constructor(key) {
        this.key = key;
    }
}
/** Where `feed` closes an array or an object. */
const CLOSE = new KeyOf('');
/** A value's parts: a scalar's at once, an array's or object's in order, without recursion. */
function feed(digest, value) {
    if (scalar(digest, value))
        return;
    // A stack, not recursion: JSON.parse reads values nested deeper than the call stack holds.
    const stack = [value];
    while (stack.length > 0) {
        const next = stack.pop();
        if (next === CLOSE)
            digest.mark(TAG.end);
        else if (next instanceof KeyOf)
            digest.text(next.key).mark(TAG.end);
        else if (scalar(digest, next))
            continue;
        else if (Array.isArray(next)) {
            digest.mark(TAG.array);
            stack.push(CLOSE);
            for (let i = next.length - 1; i >= 0; i--)
                stack.push(next[i]);
        }
        else {
            digest.mark(TAG.object);
            stack.push(CLOSE);
            const record = next;
            const keys = Object.keys(record).sort();
            for (let i = keys.length - 1; i >= 0; i--)
                stack.push(record[keys[i]], new KeyOf(keys[i]));
        }
    }
}
/** Digests a string, number, boolean or null and says so; false for an array or object. */
function scalar(digest, value) {
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
    else
        return false;
    return true;
}
function digestOf(value) {
    const digest = new _table_js__WEBPACK_IMPORTED_MODULE_1__/* .CellDigest */ .Ld();
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
    const item = new _table_js__WEBPACK_IMPORTED_MODULE_1__/* .Column */ .VP('');
    let rows = 0;
    let cellsLeft = _table_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_CELLS */ .Lg;
    const digest = new _table_js__WEBPACK_IMPORTED_MODULE_1__/* .CellDigest */ .Ld();
    const take = (text) => {
        const value = JSON.parse(text);
        const row = rows++;
        if (!records) {
            if (--cellsLeft < 0)
                throw new _table_js__WEBPACK_IMPORTED_MODULE_1__/* .TooManyCells */ .Dq();
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
                if (columns.length === _table_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_COLUMNS */ .ZS)
                    throw new _table_js__WEBPACK_IMPORTED_MODULE_1__/* .TooManyCells */ .Dq('columns');
                column = new _table_js__WEBPACK_IMPORTED_MODULE_1__/* .Column */ .VP(key, rows);
                byName.set(key, column);
                columns.push(column);
            }
            feed(digest.reset(), value[key]);
            digest.finish();
            column.set(row, digest.lo, digest.hi);
        }
        cellsLeft -= columns.length;
        if (cellsLeft < 0)
            throw new _table_js__WEBPACK_IMPORTED_MODULE_1__/* .TooManyCells */ .Dq();
        // A key this record lacks is left unwritten: a column's slots start as the missing value.
    };
    await (0,_read_json_members_js__WEBPACK_IMPORTED_MODULE_0__/* .splitAll */ .Gl)(version, (0,_read_text_source_js__WEBPACK_IMPORTED_MODULE_2__/* .fileChunks */ .T9)(file), new _read_json_members_js__WEBPACK_IMPORTED_MODULE_0__/* .Splitter */ .O3(take), () => undefined);
    return {
        unit: records ? 'records' : 'items',
        columns: (records ? columns : [item]).map(column => column.seal(rows)),
        rows,
        isEmpty: jsonIsEmpty
    };
}
/** Whether a JSON value leaves a key empty: missing, null or "". */
function jsonIsEmpty(lo, hi) {
    return ((lo === _table_js__WEBPACK_IMPORTED_MODULE_1__/* .MISSING_LO */ .N2 && hi === _table_js__WEBPACK_IMPORTED_MODULE_1__/* .MISSING_HI */ .Nh) ||
        (lo === NULL.lo && hi === NULL.hi) ||
        (lo === EMPTY_TEXT.lo && hi === EMPTY_TEXT.hi));
}


/***/ }),

/***/ 49823:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  isTableWorker: () => (/* binding */ isTableWorker),
  x: () => (/* binding */ readTable),
  serveTable: () => (/* binding */ serveTable)
});

// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(75919);
// EXTERNAL MODULE: ./src/datasets/convert/convert-worker.ts
var convert_worker = __webpack_require__(94085);
// EXTERNAL MODULE: ./src/datasets/compare/table.ts
var table = __webpack_require__(41513);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/datasets/read/csv-records.ts + 1 modules
var csv_records = __webpack_require__(16693);
// EXTERNAL MODULE: ./src/datasets/read/text-source.ts
var text_source = __webpack_require__(49189);
// EXTERNAL MODULE: ./src/datasets/read/version-bytes.ts
var version_bytes = __webpack_require__(74172);
;// CONCATENATED MODULE: ./src/datasets/compare/table-csv.ts
/**
 * A CSV version read into a Table: its header names the columns, each cell is digested as text.
 * A row shorter than the header lacks the last values (missing, unlike an empty field); fields
 * past the header's length are not compared, as they have no column.
 *
 * Text written as RFC 4180 writes it (the comma CSV the service reads, which every version
 * compared is by then, in UTF-8) is read in one pass over its bytes, each field digested as it
 * passes and no string made but the header's: the delimiters are ASCII, never part of another
 * character's bytes. From the first character that is not (a quote inside an
 * unquoted field, text after a closing quote, a carriage return alone, a quote never closed), the
 * file is read again by csv-records.ts, which reads such text as leniently as the service.
 * Both ways digest a field's UTF-8 bytes alike.
 */





const [COMMA, QUOTE, LF, CR] = [0x2c, 0x22, 0x0a, 0x0d];
async function readCsvTable(version, file) {
    try {
        return await readRegular(file);
    }
    catch (error) {
        if (!(error instanceof Irregular))
            throw error;
        return readLeniently(version, file);
    }
}
class Irregular extends Error {
}
/** A column name longer than this is read by csv-records.ts, which holds a record to a limit. */
const MAX_NAME_BYTES = 64 * 1024;
/** Where the reading is: at a field's start, in an unquoted or a quoted field, or just past a quote in one. */
const At = {
    FieldStart: 0,
    Unquoted: 1,
    Quoted: 2,
    QuoteInQuoted: 3,
    /** A carriage return outside quotes, which only a line feed may follow. */
    Return: 4
};
/**
 * A field's digest, over its UTF-8 bytes taken four at a time (a quarter of the multiplications
 * a byte at a time would cost), then its length. `FieldDigest` digests a field as it streams by;
 * `digestField` digests one given whole: both give the same digest for the same bytes.
 */
class FieldDigest {
    a = table/* SEED_A */.sj;
    b = table/* SEED_B */.z3;
    /** Bytes not yet mixed, the first in the lowest bits, and how many. */
    word = 0;
    held = 0;
    /** Words of four bytes mixed. */
    words = 0;
    reset() {
        this.a = table/* SEED_A */.sj;
        this.b = table/* SEED_B */.z3;
        this.word = 0;
        this.held = 0;
        this.words = 0;
    }
}
/** Lane a's step for four bytes: table.ts's, turned, so a word's high bits reach its low ones. */
function wordA(a, word) {
    const x = (0,table/* laneA */.ij)(a, word);
    return (x << 13) | (x >>> 19);
}
/** Finishes `digest` (its last bytes, then its length) into its column at `row`. */
function finishInto(digest, column, row) {
    let { a, b } = digest;
    if (digest.held > 0) {
        a = wordA(a, digest.word);
        b = (0,table/* laneB */.pX)(b, digest.word);
    }
    const length = (4 * digest.words + digest.held) ^ 0x80000000;
    a = wordA(a, length);
    b = (0,table/* laneB */.pX)(b, length);
    const hi = (0,table/* finishHi */.rD)(a, b);
    column.set(row, (0,table/* finishLo */.dp)(a, hi), hi);
}
const scratchDigest = new FieldDigest();
/** The digest of one field's text, as the one-pass reading digests its bytes. */
function digestField(text, column, row) {
    const digest = scratchDigest;
    digest.reset();
    for (const byte of Buffer.from(text, 'utf8')) {
        digest.word |= byte << (8 * digest.held);
        if (++digest.held === 4) {
            digest.a = wordA(digest.a, digest.word);
            digest.b = (0,table/* laneB */.pX)(digest.b, digest.word);
            digest.word = 0;
            digest.held = 0;
            digest.words++;
        }
    }
    finishInto(digest, column, row);
}
/** The empty field's digest, which marks an empty CSV value. */
const EMPTY = (() => {
    const column = new table/* Column */.VP('', 1);
    digestField('', column, 0);
    return { lo: column.data[0], hi: column.data[1] };
})();
/** Whether a CSV value is empty: the empty text, or missing from a short row. */
function csvIsEmpty(lo, hi) {
    return (lo === EMPTY.lo && hi === EMPTY.hi) || (lo === table/* MISSING_LO */.N2 && hi === table/* MISSING_HI */.Nh);
}
/** The one-pass reading of RFC 4180 text, byte by byte; Irregular at anything else. */
class RegularReader {
    columns;
    rows = 0;
    at = At.FieldStart;
    digest = new FieldDigest();
    /** The field number in the record being read. */
    field = 0;
    /** Whether the record being read has begun (an empty line is no record). */
    begun = false;
    header = [];
    name = [];
    cellsLeft = table/* MAX_CELLS */.Lg;
    write(bytes) {
        const n = bytes.length;
        const digest = this.digest;
        let { at, begun } = this;
        let { a, b, word, held, words } = digest;
        // Only the header's bytes make its names; every other record is digested alone.
        let naming = this.columns === undefined;
        for (let i = 0; i < n; i++) {
            let c = bytes[i];
            if (at === At.Unquoted || at === At.FieldStart) {
                if (c !== COMMA && c !== LF && c !== CR && c !== QUOTE) {
                    at = At.Unquoted;
                    begun = true;
                    // The bytes of an unquoted field, in a loop of their own: most of any file.
                    do {
                        word |= c << (8 * held);
                        if (++held === 4) {
                            a = wordA(a, word);
                            b = (0,table/* laneB */.pX)(b, word);
                            word = 0;
                            held = 0;
                            words++;
                        }
                        if (naming && this.name.push(c) > MAX_NAME_BYTES)
                            throw new Irregular();
                        if (++i === n)
                            break;
                        c = bytes[i];
                    } while (c !== COMMA && c !== LF && c !== CR && c !== QUOTE);
                    if (i === n)
                        break;
                }
                if (c === QUOTE) {
                    if (at === At.Unquoted)
                        throw new Irregular();
                    at = At.Quoted;
                    begun = true;
                    continue;
                }
                const lineEnd = c !== COMMA;
                if (!lineEnd || begun) {
                    digest.a = a;
                    digest.b = b;
                    digest.word = word;
                    digest.held = held;
                    digest.words = words;
                    this.endField();
                    begun = true;
                }
                a = table/* SEED_A */.sj;
                b = table/* SEED_B */.z3;
                word = 0;
                held = 0;
                words = 0;
                if (lineEnd) {
                    this.begun = begun;
                    this.endRecord();
                    begun = false;
                    naming = this.columns === undefined;
                    at = c === CR ? At.Return : At.FieldStart;
                }
                else
                    at = At.FieldStart;
                continue;
            }
            if (at === At.Quoted || at === At.QuoteInQuoted) {
                if (at === At.Quoted && c === QUOTE) {
                    at = At.QuoteInQuoted;
                    continue;
                }
                if (at === At.QuoteInQuoted && c !== QUOTE) {
                    if (c !== COMMA && c !== LF && c !== CR)
                        throw new Irregular();
                    // The closing quote: the byte after it ends the field, as after an unquoted one.
                    at = At.Unquoted;
                    i--;
                    continue;
                }
                // A byte of the quoted value; after a quote, the second of a doubled one.
                word |= c << (8 * held);
                if (++held === 4) {
                    a = wordA(a, word);
                    b = (0,table/* laneB */.pX)(b, word);
                    word = 0;
                    held = 0;
                    words++;
                }
                if (naming && this.name.push(c) > MAX_NAME_BYTES)
                    throw new Irregular();
                at = At.Quoted;
                continue;
            }
            // At.Return: a carriage return outside quotes, which only a line feed may follow.
            if (c !== LF)
                throw new Irregular();
            at = At.FieldStart;
        }
        digest.a = a;
        digest.b = b;
        digest.word = word;
        digest.held = held;
        digest.words = words;
        this.at = at;
        this.begun = begun;
    }
    end() {
        // A carriage return may end the text, as it ends a line.
        if (this.at === At.Quoted)
            throw new Irregular();
        if (this.begun)
            this.endField();
        this.endRecord();
    }
    endField() {
        this.begun = true;
        const columns = this.columns;
        if (columns === undefined) {
            if (this.header.length === table/* MAX_COLUMNS */.ZS)
                throw new table/* TooManyCells */.Dq('columns');
            this.header.push(Buffer.from(this.name).toString('utf8'));
            this.name = [];
        }
        else if (this.field < columns.length)
            finishInto(this.digest, columns[this.field], this.rows);
        this.field++;
    }
    endRecord() {
        if (!this.begun)
            return;
        if (this.columns === undefined)
            this.columns = this.header.map(name => new table/* Column */.VP(name));
        else {
            this.cellsLeft -= this.columns.length;
            if (this.cellsLeft < 0)
                throw new table/* TooManyCells */.Dq();
            this.rows++;
        }
        // A short row's last values are left unwritten: a column's slots start as the missing value.
        this.field = 0;
        this.begun = false;
    }
}
const UTF8_BOM = [0xef, 0xbb, 0xbf];
async function readRegular(file) {
    const { size } = await external_node_fs_.promises.stat(file);
    const reader = new RegularReader();
    let [read, reserved] = [0, false];
    for await (const chunk of (0,text_source/* fileChunks */.T9)(file)) {
        // A byte order mark is dropped, as csv-records.ts drops it (a first chunk holds all three).
        const bom = read === 0 && UTF8_BOM.every((byte, i) => chunk[i] === byte);
        reader.write(bom ? chunk.subarray(3) : chunk);
        read += chunk.length;
        // Once some rows are read, room is made at once for as many as the file seems to hold.
        if (!reserved && reader.rows >= 1000 && reader.columns !== undefined) {
            const expected = (reader.rows * size * 1.05) / read;
            for (const column of reader.columns)
                column.reserve(expected);
            reserved = true;
        }
    }
    reader.end();
    const rows = reader.rows;
    return {
        unit: 'rows',
        columns: (reader.columns ?? []).map(column => column.seal(rows)),
        rows,
        isEmpty: csvIsEmpty
    };
}
/** Any CSV the service reads, through csv-records.ts: one field at a time. */
async function readLeniently(version, file) {
    let columns;
    let rows = 0;
    let cellsLeft = table/* MAX_CELLS */.Lg;
    const take = (record) => {
        const fields = typeof record === 'string' ? record.split(',') : record;
        if (columns === undefined) {
            if (fields.length > table/* MAX_COLUMNS */.ZS)
                throw new table/* TooManyCells */.Dq('columns');
            columns = fields.map(name => new table/* Column */.VP(name));
            return;
        }
        cellsLeft -= columns.length;
        if (cellsLeft < 0)
            throw new table/* TooManyCells */.Dq();
        const count = Math.min(fields.length, columns.length);
        for (let n = 0; n < count; n++)
            digestField(fields[n], columns[n], rows);
        rows++;
    };
    try {
        await (0,csv_records/* readCsvRecords */.Jx)((0,text_source/* fileChunks */.T9)(file), take);
    }
    catch (error) {
        if (error instanceof csv_records/* CsvSyntaxError */.oC)
            throw new version_bytes/* VersionError */.t(version, error.message);
        throw error;
    }
    return {
        unit: 'rows',
        columns: (columns ?? []).map(column => column.seal(rows)),
        rows,
        isEmpty: csvIsEmpty
    };
}

// EXTERNAL MODULE: ./src/datasets/compare/table-json.ts
var table_json = __webpack_require__(15444);
;// CONCATENATED MODULE: ./src/datasets/compare/table-worker.ts
/**
 * Both versions of a dataset are read at once, each in a worker thread when the bundle gave its
 * entry (index.ts), so a comparison takes one version's time on a runner's two cores. A worker
 * hands its table's digests over without copying them; where no entry was given (the tests, which
 * run the sources), versions are read in this thread.
 */






/**
 * A reading worker's old generation. Its table's digests lie outside the heap; what is inside is
 * the text being read, so a small heap keeps two readers' garbage from adding up.
 */
const TABLE_HEAP_MB = 48;
/** Whether this thread is a worker reading a table, started by `readTable` below. */
function isTableWorker() {
    return external_node_worker_threads_.parentPort !== null && external_node_worker_threads_.workerData?.task === 'table';
}
/** In the worker: read, hand the digests over, end. */
async function serveTable() {
    const { version, file, type, asItems } = external_node_worker_threads_.workerData;
    try {
        const { unit, rows, columns } = await inThread(version, file, type, asItems);
        const table = { unit, rows, columns: columns.map(({ name, data }) => ({ name, data })) };
        external_node_worker_threads_.parentPort?.postMessage({ table }, columns.map(column => column.data.buffer));
    }
    catch (error) {
        const name = error instanceof version_bytes/* VersionError */.t
            ? 'VersionError'
            : error instanceof table/* TooManyCells */.Dq
                ? `TooManyCells:${error.what}`
                : 'Error';
        external_node_worker_threads_.parentPort?.postMessage({ failed: { name, message: error.message } });
    }
}
function inThread(version, file, type, asItems) {
    return type === 'json' ? (0,table_json/* readJsonTable */.D7)(version, file, asItems) : readCsvTable(version, file);
}
/**
 * A version read into a table: in a worker (`apart`) when the bundle gave its entry, else in
 * this thread.
 */
function readTable(version, file, type, options = {}) {
    const { asItems = false, apart = false } = options;
    const script = (0,convert_worker/* workerScript */.wF)();
    if (script === undefined || !apart)
        return inThread(version, file, type, asItems);
    return new Promise((resolve, reject) => {
        const task = { task: 'table', version, file, type, asItems };
        const worker = new external_node_worker_threads_.Worker(script, {
            workerData: task,
            resourceLimits: { maxOldGenerationSizeMb: TABLE_HEAP_MB, maxYoungGenerationSizeMb: 8 },
            stdout: false,
            stderr: false
        });
        let settled = false;
        const settle = (outcome) => {
            if (settled)
                return;
            settled = true;
            outcome();
        };
        worker.once('message', (reply) => settle(() => {
            if ('failed' in reply)
                return reject(rebuilt(version, reply.failed));
            const { unit, rows, columns } = reply.table;
            resolve({
                unit,
                rows,
                columns: columns.map(({ name, data }) => table/* Column */.VP.sealed(name, data)),
                isEmpty: type === 'csv' ? csvIsEmpty : table_json/* jsonIsEmpty */.wj
            });
        }));
        worker.once('error', (error) => settle(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new version_bytes/* VersionError */.t(version, `it needs more than ${TABLE_HEAP_MB} MB of memory to read (a single record this large)`)
            : error)));
        worker.once('exit', code => settle(() => reject(new Error(`Reading the ${version} version stopped (exit code ${code}).`))));
    });
}
function rebuilt(version, failed) {
    if (failed.name === 'VersionError')
        return new version_bytes/* VersionError */.t(version, failed.message);
    if (failed.name === 'TooManyCells:values')
        return new table/* TooManyCells */.Dq('values');
    if (failed.name === 'TooManyCells:columns')
        return new table/* TooManyCells */.Dq('columns');
    return new Error(failed.message);
}


/***/ }),

/***/ 41513:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dq: () => (/* binding */ TooManyCells),
/* harmony export */   Ld: () => (/* binding */ CellDigest),
/* harmony export */   Lg: () => (/* binding */ MAX_CELLS),
/* harmony export */   N2: () => (/* binding */ MISSING_LO),
/* harmony export */   Nh: () => (/* binding */ MISSING_HI),
/* harmony export */   VP: () => (/* binding */ Column),
/* harmony export */   ZS: () => (/* binding */ MAX_COLUMNS),
/* harmony export */   dp: () => (/* binding */ finishLo),
/* harmony export */   ij: () => (/* binding */ laneA),
/* harmony export */   jr: () => (/* binding */ fmix),
/* harmony export */   pX: () => (/* binding */ laneB),
/* harmony export */   rD: () => (/* binding */ finishHi),
/* harmony export */   sj: () => (/* binding */ SEED_A),
/* harmony export */   z3: () => (/* binding */ SEED_B)
/* harmony export */ });
/**
 * A version of a dataset as the comparison holds it: for each column, a 64-bit digest of each
 * row's value, in one typed array. No value and no row is kept, and no object is made per row.
 * Two different values share a digest with a chance of one in 2^64.
 */
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
    /** The code units of `text`. */
    text(text) {
        let { a, b } = this;
        for (let i = 0; i < text.length; i++) {
            const c = text.charCodeAt(i);
            a = laneA(a, c);
            b = laneB(b, c);
        }
        this.a = a;
        this.b = b;
        return this;
    }
    /** A marker above every code unit: a kind of JSON value, or the end of a part. */
    mark(x) {
        this.a = laneA(this.a, x);
        this.b = laneB(this.b, x);
        return this;
    }
    /** Finishes into `lo` and `hi`; never both zero, which marks a missing value. */
    finish() {
        this.hi = finishHi(this.a, this.b);
        this.lo = finishLo(this.a, this.hi);
        return this;
    }
}
/** The lanes' start: a loop that digests bytes itself (table-csv.ts) starts from these too. */
const SEED_A = 0x811c9dc5;
const SEED_B = 0x9747b28c;
/** One step of each lane, for a piece `x` (a code unit, a marker, or four bytes). */
function laneA(a, x) {
    return Math.imul(a ^ x, 0x01000193);
}
function laneB(b, x) {
    const y = Math.imul(b + x, 0x5bd1e995);
    return y ^ (y >>> 15);
}
/** A digest's high half from its lanes. */
function finishHi(a, b) {
    return fmix(b ^ Math.imul(a, 0x2545f491));
}
/** Its low half, given the high one: never both zero, which marks a missing value. */
function finishLo(a, hi) {
    const lo = fmix(a);
    return lo === 0 && hi === 0 ? 1 : lo;
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
 * One column's digests, two Int32 per row, in one array that grows as rows arrive (by a quarter,
 * or at once to an estimate of the rows to come, `reserve`), so that no column is held twice
 * but while it grows.
 */
class Column {
    name;
    /** Row `r`'s digest is `data[2r]` and `data[2r + 1]`; rows never set hold the missing value. */
    data;
    constructor(name, expectedRows = 1024) {
        this.name = name;
        this.data = new Int32Array(2 * Math.max(16, Math.ceil(expectedRows)));
    }
    /** A column whose digests are read already, as `seal` leaves them. */
    static sealed(name, data) {
        const column = new Column(name, 0);
        column.data = data;
        return column;
    }
    set(row, lo, hi) {
        if (2 * row + 1 >= this.data.length)
            this.resize(Math.max(row + 1, this.data.length * 0.625));
        this.data[2 * row] = lo;
        this.data[2 * row + 1] = hi;
    }
    /** Room for `rows` rows at least, made at once. */
    reserve(rows) {
        if (2 * rows > this.data.length)
            this.resize(rows);
    }
    resize(rows) {
        const data = new Int32Array(2 * Math.ceil(rows));
        data.set(this.data.subarray(0, Math.min(this.data.length, data.length)));
        this.data = data;
    }
    /** Exactly the first `rows` rows: a view of the array when it has room to spare. */
    seal(rows) {
        if (this.data.length < 2 * rows)
            this.resize(rows);
        else if (this.data.length > 2 * rows)
            this.data = this.data.subarray(0, 2 * rows);
        return this;
    }
}
/**
 * The most values (rows × columns) of one version the comparison holds: 8 bytes each, so both
 * versions at most take 256 MiB.
 */
const MAX_CELLS = 16 * 1024 * 1024;
/**
 * The most columns (or JSON record keys) of one version the comparison holds: each is an object
 * and an array, so a header or a record of millions of names would take the runner's memory.
 */
const MAX_COLUMNS = 16_384;
/** A version holds more values than MAX_CELLS, or more columns than MAX_COLUMNS. */
class TooManyCells extends Error {
    what;
    limit;
    constructor(what = 'values') {
        const limit = what === 'values' ? MAX_CELLS : MAX_COLUMNS;
        super(`more than ${limit.toLocaleString('en-US')} ${what}`);
        this.what = what;
        this.limit = limit;
    }
}


/***/ })

};

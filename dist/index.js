import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 27242:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ab: () => (/* binding */ MAX_MATRIX_JOBS),
/* harmony export */   Fh: () => (/* binding */ MAX_JOB_OUTPUT_BYTES),
/* harmony export */   Hg: () => (/* binding */ MAX_SECONDS),
/* harmony export */   Kl: () => (/* binding */ MAX_DATASET_BYTES),
/* harmony export */   Zw: () => (/* binding */ DEFAULT_APPROVAL_LABEL),
/* harmony export */   _O: () => (/* binding */ USER_AGENT),
/* harmony export */   k7: () => (/* binding */ Output),
/* harmony export */   nF: () => (/* binding */ KEY_PREFIX),
/* harmony export */   pd: () => (/* binding */ Input),
/* harmony export */   uv: () => (/* binding */ FAILURE_EXIT_CODE)
/* harmony export */ });
/* unused harmony exports ACTION_NAME, ACTION_VERSION */
/** Input names, exactly as action.yml declares them. Tests reuse this enum. */
var Input;
(function (Input) {
    Input["ApiKey"] = "api-key";
    Input["BaseUrl"] = "base-url";
    Input["File"] = "file";
    Input["FileType"] = "file-type";
    Input["Title"] = "title";
    Input["Instructions"] = "instructions";
    Input["AllowedEmails"] = "allowed-emails";
    Input["AllowPdfExport"] = "allow-pdf-export";
    Input["AllowScrollableCards"] = "allow-scrollable-cards";
    Input["Wait"] = "wait";
    Input["Timeout"] = "timeout";
    Input["PollInterval"] = "poll-interval";
    Input["GenerationId"] = "generation-id";
    Input["Comment"] = "comment";
    Input["CommentTag"] = "comment-tag";
    Input["GithubToken"] = "github-token";
    Input["PrNumber"] = "pr-number";
    Input["ApprovalLabel"] = "approval-label";
    Input["ChangedOnly"] = "changed-only";
    Input["MaxConcurrency"] = "max-concurrency";
    Input["MaxLegs"] = "max-legs";
    Input["CommitStatus"] = "commit-status";
    Input["Leg"] = "leg";
    Input["Compare"] = "compare";
    Input["CompareKey"] = "compare-key";
    Input["Encoding"] = "encoding";
    Input["Delimiter"] = "delimiter";
    Input["DecimalSeparator"] = "decimal-separator";
    Input["Columns"] = "columns";
    Input["Oversize"] = "oversize";
    Input["Reuse"] = "reuse";
    Input["MaxAge"] = "max-age";
})(Input || (Input = {}));
/** Output names, exactly as action.yml declares them. */
var Output;
(function (Output) {
    Output["GenerationId"] = "generation-id";
    Output["DashboardId"] = "dashboard-id";
    Output["ShareUrl"] = "share-url";
    Output["Status"] = "status";
    Output["DashboardTitle"] = "dashboard-title";
    Output["CommentUrl"] = "comment-url";
    Output["Results"] = "results";
    Output["Datasets"] = "datasets";
    Output["Matrix"] = "matrix";
})(Output || (Output = {}));
const ACTION_NAME = 'dashboard-action';
/** Kept equal to package.json's version by a test. */
const ACTION_VERSION = '2.0.0';
/** Sent to the service and to GitHub, so either can tell this action's requests apart. */
const USER_AGENT = `${ACTION_NAME}/${ACTION_VERSION} (GitHub Action; node ${process.version})`;
/** The service's documented limit: "at most 10 MB", read as 10 MiB so no file the service takes is refused here. */
const MAX_DATASET_BYTES = 10 * 1024 * 1024;
/** GitHub-hosted jobs stop after 6 hours, so no wait needs to be longer. */
const MAX_SECONDS = 6 * 60 * 60;
const KEY_PREFIX = 'svc_';
/**
 * The exit code of a failed step, as @actions/core's `ExitCode.Failure`. Named here rather than
 * imported: local-action (`npx @github/local-action . src/main.ts .env`) puts its own
 * @actions/core in place of the real one, and that one has functions only, no `ExitCode`.
 */
const FAILURE_EXIT_CODE = 1;
/** GitHub runs at most this many jobs from one matrix. */
const MAX_MATRIX_JOBS = 256;
/**
 * GitHub keeps at most 1 MB of a job's outputs, counted as UTF-16 (two bytes a code unit); read
 * as 1,000,000 bytes, so neither reading of "MB" lets an output past it.
 */
const MAX_JOB_OUTPUT_BYTES = 1_000_000;
/** Fork mode's approval label when `approval-label` is not given (action.yml's default). */
const DEFAULT_APPROVAL_LABEL = 'dashboards-approved';


/***/ }),

/***/ 69858:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $_: () => (/* binding */ handedOver),
/* harmony export */   CH: () => (/* binding */ HELPER_DATA),
/* harmony export */   Ej: () => (/* binding */ isPartHelper),
/* harmony export */   NG: () => (/* binding */ convertPart),
/* harmony export */   Rn: () => (/* binding */ partText),
/* harmony export */   yp: () => (/* binding */ serveParts)
/* harmony export */ });
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(75919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _convert_rows_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(66180);
/* harmony import */ var _convert_split_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(27827);
/* harmony import */ var _csv_records_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(53834);
/* harmony import */ var _csv_scan_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(82091);
/* harmony import */ var _table_checks_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(69039);
/* harmony import */ var _utf8_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(32586);
/**
 * A helper thread's work: one part of a split conversion (convert-split.ts), its rows written as
 * the one-pass reading (convert.ts) writes them. The helper loads only what a part needs, not
 * the action.
 */







/** What a helper thread is started with (convert-worker.ts). */
const HELPER_DATA = { task: 'convert-part' };
/** Whether this thread is a helper of a conversion. */
function isPartHelper() {
    return (node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort !== null && node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.workerData?.task === HELPER_DATA.task);
}
/** In a helper: converts each part it is sent, until it is stopped. */
function serveParts() {
    // One part at a time, answered in the order sent.
    node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort?.on('message', (task) => {
        const result = convertPart(task);
        node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort?.postMessage(result ?? null, result ? handedOver(result.bytes, result.ends) : []);
    });
}
/** The buffers moved to the other thread, not copied: the views' own, never Node's pool's. */
function handedOver(...views) {
    return views.map(view => view.buffer);
}
/** In a helper: one part's rows as the one-pass reading writes them; undefined where it cannot. */
function convertPart(task) {
    try {
        if (task.kind === 'delimited')
            return delimitedPart(task);
        return jsonLinesPart(task.bytes, task.columns);
    }
    catch {
        return undefined;
    }
}
/** UTF-8 as decodedText reads it (a byte order mark kept: it is not at the file's start), no NUL. */
function partText(bytes) {
    const text = (0,_utf8_js__WEBPACK_IMPORTED_MODULE_3__/* .strictUtf8 */ .NR)(bytes);
    return text === undefined || text.includes('\0') ? undefined : text;
}
function delimitedPart({ bytes, delimiter, keep, decimalComma, header }) {
    const text = partText(bytes);
    if (text === undefined)
        return undefined;
    const rows = new _convert_split_js__WEBPACK_IMPORTED_MODULE_4__/* .RowsWriter */ .D4('', bytes.buffer);
    const lines = new _convert_rows_js__WEBPACK_IMPORTED_MODULE_5__/* .DelimitedLines */ .Lg(delimiter, keep, decimalComma);
    // A record the table cannot hold: the one-pass reading refuses it, with its line.
    const shape = new _table_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .RecordShape */ .dG(header, delimiter);
    const scanned = (0,_csv_scan_js__WEBPACK_IMPORTED_MODULE_6__/* .scanRecords */ .u)(text, true, record => {
        if (!shape.take(record))
            return false;
        rows.row(`${lines.line(lines.read(record))}\n`);
        return true;
    }, delimiter.charCodeAt(0));
    if (scanned.irregular || scanned.next < text.length || shape.misfit !== undefined)
        return undefined;
    return rows.result({ decimals: lines.decimals?.seen(), points: lines.points?.seen() });
}
function jsonLinesPart(bytes, columns) {
    const text = partText(bytes);
    if (text === undefined)
        return undefined;
    const rows = new _convert_split_js__WEBPACK_IMPORTED_MODULE_4__/* .RowsWriter */ .D4(',\n', bytes.buffer);
    const seen = new Set();
    for (let start = 0; start < text.length;) {
        const lf = text.indexOf('\n', start);
        const end = lf < 0 ? text.length : lf;
        if (end - start > _csv_records_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_RECORD_CHARS */ .PX)
            return undefined;
        // trim() drops a byte order mark too, as at the start of the one-pass reading's first line.
        const element = text.slice(start, end).trim();
        start = end + 1;
        if (element === '')
            continue;
        let value;
        try {
            value = JSON.parse(element);
        }
        catch {
            return undefined;
        }
        if (!(0,_convert_rows_js__WEBPACK_IMPORTED_MODULE_5__/* .isRecord */ .u4)(value)) {
            if (columns !== undefined)
                return undefined;
            rows.row(element);
        }
        else if (columns === undefined) {
            rows.row(element);
        }
        else {
            for (const key of Object.keys(value))
                seen.add(key);
            rows.row(JSON.stringify((0,_convert_rows_js__WEBPACK_IMPORTED_MODULE_5__/* .pick */ .Up)(value, columns)));
        }
    }
    return rows.result({ keys: columns === undefined ? undefined : [...seen] });
}


/***/ }),

/***/ 66180:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Lg: () => (/* binding */ DelimitedLines),
  XR: () => (/* binding */ csvField),
  zT: () => (/* binding */ csvLine),
  AI: () => (/* binding */ fieldLines),
  u4: () => (/* binding */ isRecord),
  Up: () => (/* binding */ pick)
});

;// CONCATENATED MODULE: ./src/datasets/decimal-comma.ts
/**
 * Numbers written with a decimal comma, as spreadsheets in much of Europe export them (`1234,56`,
 * `1.234,56`, `1 234,56`): read as the service reads numbers, with a point, when the
 * `decimal-separator` input says so; otherwise the columns that hold only such numbers are
 * named, so the user can say so.
 */
/** A whole number, its thousands grouped by points or spaces, then perhaps a comma and decimals. */
const DECIMAL_COMMA_NUMBER = /^[+-]?(?:\d{1,3}(?:\.\d{3})+|\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:,\d+)?$/;
const GROUPING = /[. \u00a0\u202f]/g;
/** The cell with a decimal point and no grouping, when it is such a number; else as it is. */
function pointDecimal(cell) {
    if (!DECIMAL_COMMA_NUMBER.test(cell))
        return cell;
    return cell.replace(GROUPING, '').replace(',', '.');
}
/** Follows every column of a file: which hold decimal-comma numbers and nothing else. */
class DecimalCommaColumns {
    /** Per column: 0 not seen yet, 1 only whole numbers so far, 2 a decimal comma seen, 3 other text. */
    states = [];
    observe(fields) {
        for (let i = 0; i < fields.length; i++) {
            const state = this.states[i] ?? 0;
            const cell = fields[i];
            if (state === 3 || cell === '')
                continue;
            if (!DECIMAL_COMMA_NUMBER.test(cell))
                this.states[i] = 3;
            else if (cell.includes(','))
                this.states[i] = 2;
            else if (state === 0)
                this.states[i] = 1;
        }
    }
    /** What was seen of each column, for the follower of another part of the file. */
    seen() {
        return this.states;
    }
    /** What a follower of another part of the same file saw: its columns are these. */
    add(seen) {
        // A state only rises as cells are seen, so the file's is the highest of its parts'.
        for (let i = 0; i < seen.length; i++)
            this.states[i] = Math.max(this.states[i] ?? 0, seen[i] ?? 0);
    }
    /** The names of the columns whose every non-empty cell is a number with a decimal comma. */
    columns(header) {
        return header.filter((_, i) => this.states[i] === 2);
    }
}
/** A number with one point and digits on both sides of it, or only after it. */
const POINT_NUMBER = /^[+-]?(\d*)\.(\d+)$/;
const ZEROS = /^0*$/;
/** The characters pointDecimal rewrites: without one, a cell goes as it is. */
const REWRITTEN = /[,. \u00a0\u202f]/;
/**
 * Whether the cell shows a decimal point, which no decimal-comma number has: a point followed by
 * other than three digits (`10.5`), or after a leading group of 0 (`0.125`). `2.500` alone could
 * be two thousand five hundred, grouped, and says nothing.
 */
function showsDecimalPoint(cell) {
    const match = POINT_NUMBER.exec(cell);
    return match !== null && (match[2].length !== 3 || ZEROS.test(match[1]));
}
/**
 * Follows every column of a file read with `decimal-separator: ,`: the first cell of each that
 * shows a decimal point, which the reading would spoil (`0.125` sent as `0125`), and whether
 * any cell was rewritten at all.
 */
class DecimalPointColumns {
    examples = [];
    rewritten = false;
    observe(fields) {
        for (let i = 0; i < fields.length; i++) {
            const cell = fields[i];
            if (this.examples[i] === undefined && cell.includes('.') && showsDecimalPoint(cell))
                this.examples[i] = cell;
            if (!this.rewritten && REWRITTEN.test(cell) && pointDecimal(cell) !== cell)
                this.rewritten = true;
        }
    }
    seen() {
        return { examples: this.examples, rewritten: this.rewritten };
    }
    /** What a follower of a later part of the same file saw. */
    add(seen) {
        for (let i = 0; i < seen.examples.length; i++)
            this.examples[i] ??= seen.examples[i];
        this.rewritten ||= seen.rewritten;
    }
    /** The columns that showed a decimal point, each with its first such cell. */
    columns(header) {
        return header.flatMap((column, i) => {
            const example = this.examples[i];
            return example === undefined ? [] : [{ column, example }];
        });
    }
    get hadDecimalComma() {
        return this.rewritten;
    }
}

;// CONCATENATED MODULE: ./src/datasets/convert-rows.ts

const NEEDS_QUOTES = /[",\r\n]/;
function csvField(text) {
    return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
function csvLine(fields, keep) {
    if (keep === undefined)
        return fields.map(csvField).join(',');
    return keep.map(i => csvField(fields[i] ?? '')).join(',');
}
/**
 * Records of delimited text as lines of comma CSV, as the `decimal-separator` input asks:
 * numbers written with a decimal comma given a point, or, in text separated by semicolons (where
 * decimal commas go), the columns that hold only such numbers followed, to be named.
 */
class DelimitedLines {
    delimiter;
    keep;
    decimalComma;
    decimals;
    /** With a decimal comma: the columns whose cells show a decimal point instead. */
    points;
    split;
    constructor(delimiter, keep, decimalComma) {
        this.delimiter = delimiter;
        this.keep = keep;
        this.decimalComma = decimalComma;
        this.decimals = !decimalComma && delimiter === ';' ? new DecimalCommaColumns() : undefined;
        this.points = decimalComma ? new DecimalPointColumns() : undefined;
        this.split = decimalComma || this.decimals !== undefined;
    }
    /** The record as its fields where they are needed; every record is read, sampled out or not. */
    read(record) {
        const fields = typeof record === 'string' && this.split ? record.split(this.delimiter) : record;
        if (typeof fields !== 'string') {
            this.decimals?.observe(fields);
            this.points?.observe(fields);
        }
        return fields;
    }
    /** A record read, as its line of comma CSV without the line end. */
    line(fields) {
        const { delimiter, keep } = this;
        if (typeof fields !== 'string')
            return csvLine(this.decimalComma ? fields.map(pointDecimal) : fields, keep);
        if (keep === undefined && delimiter === ',')
            return fields;
        if (keep === undefined && !fields.includes(','))
            return delimiter === ',' ? fields : fields.replaceAll(delimiter, ',');
        return csvLine(fields.split(delimiter), keep);
    }
}
/**
 * Rows given by column, each cell a CSV field already (Parquet's batches), written a line each:
 * the columns kept, in their order, as csvLine writes them.
 */
function fieldLines(columns, rows, keep, line) {
    const kept = keep === undefined ? columns : keep.map(i => columns[i] ?? []);
    const last = kept.length - 1;
    for (let row = 0; row < rows; row++) {
        let text = '';
        for (let column = 0; column < last; column++)
            text += `${kept[column][row] ?? ''},`;
        line(last < 0 ? '\n' : `${text}${kept[last][row] ?? ''}\n`);
    }
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function pick(record, columns) {
    if ('keep' in columns)
        return Object.fromEntries(columns.keep.filter(k => k in record).map(k => [k, record[k]]));
    const dropped = new Set(columns.drop);
    return Object.fromEntries(Object.entries(record).filter(([k]) => !dropped.has(k)));
}


/***/ }),

/***/ 27827:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   D4: () => (/* binding */ RowsWriter),
/* harmony export */   IH: () => (/* binding */ textBlocks),
/* harmony export */   al: () => (/* binding */ inOrder),
/* harmony export */   fb: () => (/* binding */ Spares)
/* harmony export */ });
/* unused harmony export inThread */
/** The split runs in this thread: for the tests, which run the sources. */
function inThread(convertPart, blockBytes, helpers = 2) {
    return {
        helpers,
        blockBytes,
        smallest: blockBytes * 4,
        run: async (task) => convertPart(task),
        buffer: size => new Uint8Array(size),
        recycle: () => undefined
    };
}
/** Spare buffers, up to `most`; one of `size` bytes at least is taken, or made. */
class Spares {
    most;
    buffers = [];
    constructor(most) {
        this.most = most;
    }
    take(size) {
        const at = this.buffers.findIndex(buffer => buffer.byteLength >= size);
        if (at < 0)
            return new ArrayBuffer(Math.ceil((size * 5) / 4));
        return this.buffers.splice(at, 1)[0];
    }
    give(buffer) {
        if (buffer === undefined || buffer.byteLength === 0)
            return;
        if (this.buffers.length < this.most)
            this.buffers.push(buffer);
    }
}
/**
 * Runs the tasks, `ahead` at most at once, and hands each result to `take` in the tasks' order.
 * False, and no more is taken, once a part comes back as nothing.
 */
async function inOrder(tasks, split, ahead, take) {
    const running = [];
    const next = async () => {
        const result = await running.shift();
        if (result === undefined)
            return false;
        await take(result);
        split.recycle(result.bytes);
        return true;
    };
    for await (const task of tasks) {
        if (task === undefined)
            return false;
        running.push(split.run(task));
        if (running.length >= ahead && !(await next()))
            return false;
    }
    while (running.length > 0)
        if (!(await next()))
            return false;
    return true;
}
/** Rows written in turn into one growing buffer, for a part's result. */
class RowsWriter {
    separator;
    buffer;
    used = 0;
    ends = new Float64Array(1024);
    count = 0;
    constructor(separator, spare = new ArrayBuffer(64 * 1024)) {
        this.separator = separator;
        this.buffer = Buffer.from(spare);
    }
    row(text) {
        if (this.count > 0 && this.separator !== '')
            this.put(this.separator);
        this.put(text);
        if (this.count === this.ends.length) {
            const ends = new Float64Array(this.ends.length * 2);
            ends.set(this.ends);
            this.ends = ends;
        }
        this.ends[this.count++] = this.used;
    }
    put(text) {
        // Three bytes a UTF-16 unit at most; a buffer grown for the worst case, rarely.
        if (this.used + text.length * 3 > this.buffer.length) {
            const bigger = Buffer.from(new ArrayBuffer(Math.max(this.buffer.length * 2, this.used + text.length * 3)));
            this.buffer.copy(bigger, 0, 0, this.used);
            this.buffer = bigger;
        }
        this.used += this.buffer.write(text, this.used);
    }
    /** The rows, in the buffer written, to be handed to another thread. */
    result(more = {}) {
        const bytes = new Uint8Array(this.buffer.buffer, 0, this.used);
        return { bytes, ends: this.ends.slice(0, this.count), ...more };
    }
}
const LF = 0x0a;
const QUOTE = 0x22;
/**
 * The text's bytes in blocks of about `blockBytes`, each ending just after a line feed that ends
 * a record, each in a buffer of its own: with `quotes`, a line feed after an odd number of quotes
 * in the block is inside a quoted field and cuts nothing. Undefined, and no more, when no record
 * ends within `maxRecordBytes`: a record that long is left to the one-pass reading.
 */
async function* textBlocks(bytes, split, quotes, maxRecordBytes) {
    const { blockBytes } = split;
    const joinedCopy = (pieces, size) => fill(pieces, split.buffer(size));
    let pieces = [];
    let size = 0;
    for await (const chunk of bytes) {
        pieces.push(chunk);
        size += chunk.length;
        while (size >= blockBytes) {
            const joined = joinedCopy(pieces, size);
            const view = Buffer.from(joined.buffer, joined.byteOffset, size);
            let cut = lastCut(view.subarray(0, blockBytes), quotes);
            if (cut < 0)
                cut = firstCut(view, blockBytes, quotes);
            if (cut < 0) {
                if (size > maxRecordBytes) {
                    yield undefined;
                    return;
                }
                pieces = [joined.slice()];
                split.recycle(joined);
                break;
            }
            // Copied before the block is handed over to another thread, and gone from this one.
            const rest = joined.slice(cut);
            yield joined.subarray(0, cut);
            pieces = rest.length > 0 ? [rest] : [];
            size = rest.length;
        }
    }
    if (size > 0)
        yield joinedCopy(pieces, size);
}
/** The pieces end to end in `into`. */
function fill(pieces, into) {
    let at = 0;
    for (const piece of pieces) {
        into.set(piece, at);
        at += piece.length;
    }
    return into;
}
/** Just past the last line feed outside quotes, or -1. */
function lastCut(block, quotes) {
    let lf = block.lastIndexOf(LF);
    if (!quotes || lf < 0)
        return lf < 0 ? -1 : lf + 1;
    let odd = countQuotes(block, 0, lf) % 2 === 1;
    while (odd) {
        const before = block.lastIndexOf(LF, lf - 1);
        if (before < 0)
            return -1;
        if (countQuotes(block, before, lf) % 2 === 1)
            odd = false;
        lf = before;
    }
    return lf + 1;
}
/** Just past the first line feed outside quotes from `from` on, or -1. */
function firstCut(block, from, quotes) {
    let quoted = quotes ? countQuotes(block, 0, from) : 0;
    let at = from;
    for (let lf = block.indexOf(LF, from); lf >= 0; lf = block.indexOf(LF, lf + 1)) {
        if (quotes)
            quoted += countQuotes(block, at, lf);
        at = lf;
        if (quoted % 2 === 0)
            return lf + 1;
    }
    return -1;
}
function countQuotes(block, from, to) {
    let count = 0;
    for (let at = block.indexOf(QUOTE, from); at >= 0 && at < to; at = block.indexOf(QUOTE, at + 1))
        count++;
    return count;
}


/***/ }),

/***/ 53834:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  oC: () => (/* binding */ CsvSyntaxError),
  PX: () => (/* binding */ MAX_RECORD_CHARS),
  Jx: () => (/* binding */ readCsvRecords)
});

// EXTERNAL MODULE: external "node:stream/promises"
var promises_ = __nccwpck_require__(46466);
// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __nccwpck_require__(46193);
// EXTERNAL MODULE: external "stream"
var external_stream_ = __nccwpck_require__(2203);
;// CONCATENATED MODULE: ./node_modules/csv-parse/lib/utils/is_object.js
const is_object = function (obj) {
  return typeof obj === "object" && obj !== null && !Array.isArray(obj);
};



;// CONCATENATED MODULE: ./node_modules/csv-parse/lib/api/CsvError.js
class CsvError extends Error {
  constructor(code, message, options, ...contexts) {
    if (Array.isArray(message)) message = message.join(" ").trim();
    super(message);
    if (Error.captureStackTrace !== undefined) {
      Error.captureStackTrace(this, CsvError);
    }
    this.code = code;
    for (const context of contexts) {
      for (const key in context) {
        const value = context[key];
        this[key] = Buffer.isBuffer(value)
          ? value.toString(options.encoding)
          : value == null
            ? value
            : JSON.parse(JSON.stringify(value));
      }
    }
  }
}



;// CONCATENATED MODULE: ./node_modules/csv-parse/lib/api/normalize_columns_array.js



const normalize_columns_array = function (columns) {
  const normalizedColumns = [];
  for (let i = 0, l = columns.length; i < l; i++) {
    const column = columns[i];
    if (column === undefined || column === null || column === false) {
      normalizedColumns[i] = { disabled: true };
    } else if (typeof column === "string" || typeof column === "number") {
      normalizedColumns[i] = { name: `${column}` };
    } else if (is_object(column)) {
      if (typeof column.name !== "string") {
        throw new CsvError("CSV_OPTION_COLUMNS_MISSING_NAME", [
          "Option columns missing name:",
          `property "name" is required at position ${i}`,
          "when column is an object literal",
        ]);
      }
      normalizedColumns[i] = column;
    } else {
      throw new CsvError("CSV_INVALID_COLUMN_DEFINITION", [
        "Invalid column definition:",
        "expect a string or a literal object,",
        `got ${JSON.stringify(column)} at position ${i}`,
      ]);
    }
  }
  return normalizedColumns;
};



;// CONCATENATED MODULE: ./node_modules/csv-parse/lib/utils/ResizeableBuffer.js
class ResizeableBuffer {
  constructor(size = 100) {
    this.size = size;
    this.length = 0;
    this.buf = Buffer.allocUnsafe(size);
  }
  prepend(val) {
    if (Buffer.isBuffer(val)) {
      const length = this.length + val.length;
      if (length >= this.size) {
        this.resize();
        if (length >= this.size) {
          throw Error("INVALID_BUFFER_STATE");
        }
      }
      const buf = this.buf;
      this.buf = Buffer.allocUnsafe(this.size);
      val.copy(this.buf, 0);
      buf.copy(this.buf, val.length);
      this.length += val.length;
    } else {
      const length = this.length++;
      if (length === this.size) {
        this.resize();
      }
      const buf = this.clone();
      this.buf[0] = val;
      buf.copy(this.buf, 1, 0, length);
    }
  }
  append(val) {
    const length = this.length++;
    if (length === this.size) {
      this.resize();
    }
    this.buf[length] = val;
  }
  clone() {
    return Buffer.from(this.buf.slice(0, this.length));
  }
  resize() {
    const length = this.length;
    this.size = this.size * 2;
    const buf = Buffer.allocUnsafe(this.size);
    this.buf.copy(buf, 0, 0, length);
    this.buf = buf;
  }
  toString(encoding) {
    if (encoding) {
      return this.buf.toString(encoding, 0, this.length);
    } else {
      return Uint8Array.prototype.slice.call(this.buf.slice(0, this.length));
    }
  }
  toJSON() {
    return this.toString("utf8");
  }
  reset() {
    this.length = 0;
  }
}

/* harmony default export */ const utils_ResizeableBuffer = (ResizeableBuffer);

;// CONCATENATED MODULE: ./node_modules/csv-parse/lib/api/init_state.js


const init_state = function (options) {
  // ECMAScript WhiteSpace + LineTerminator codepoints, encoded under
  // `options.encoding`. Aligns trimming with `String.prototype.trim()`.
  // https://tc39.es/ecma262/#sec-white-space
  // https://tc39.es/ecma262/#sec-line-terminators
  //
  // Codepoints unrepresentable in the target encoding are dropped: Node's
  // Buffer substitutes them with `?` (0x3F), and including those would cause
  // literal `?` bytes in the input to be trimmed under `latin1`/`ascii`.
  const timchars = [
    // Basic Latin
    0x0020, // [Space](https://www.fileformat.info/info/unicode/char/0020/index.htm)
    0x0009, // [CHARACTER TABULATION (HT)](https://www.fileformat.info/info/unicode/char/0009/index.htm)
    0x000a, // [LINE FEED (LF)](https://www.fileformat.info/info/unicode/char/000a/index.htm)
    0x000d, // [CARRIAGE RETURN (CR)](https://www.fileformat.info/info/unicode/char/000d/index.htm)
    0x000c, // [FORM FEED (FF)](https://www.fileformat.info/info/unicode/char/000c/index.htm)
    0x000b, // [LINE TABULATION (VT)](https://www.fileformat.info/info/unicode/char/000b/index.htm)
    // Latin-1 Supplement
    0x00a0, // [NO-BREAK SPACE (NBSP)](https://www.fileformat.info/info/unicode/char/00a0/index.htm)
    // Ogham
    0x1680, // [OGHAM SPACE MARK](https://www.fileformat.info/info/unicode/char/1680/index.htm)
    // General Punctuation
    0x2000, // [EN QUAD](https://www.fileformat.info/info/unicode/char/2000/index.htm)
    0x2001, // [EM QUAD](https://www.fileformat.info/info/unicode/char/2001/index.htm)
    0x2002, // [EN SPACE](https://www.fileformat.info/info/unicode/char/2002/index.htm)
    0x2003, // [EM SPACE](https://www.fileformat.info/info/unicode/char/2003/index.htm)
    0x2004, // [THREE-PER-EM SPACE](https://www.fileformat.info/info/unicode/char/2004/index.htm)
    0x2005, // [FOUR-PER-EM SPACE](https://www.fileformat.info/info/unicode/char/2005/index.htm)
    0x2006, // [SIX-PER-EM SPACE](https://www.fileformat.info/info/unicode/char/2006/index.htm)
    0x2007, // [FIGURE SPACE](https://www.fileformat.info/info/unicode/char/2007/index.htm)
    0x2008, // [PUNCTUATION SPACE](https://www.fileformat.info/info/unicode/char/2008/index.htm)
    0x2009, // [THIN SPACE](https://www.fileformat.info/info/unicode/char/2009/index.htm)
    0x200a, // [HAIR SPACE](https://www.fileformat.info/info/unicode/char/200a/index.htm)
    0x2028, // [LINE SEPARATOR](https://www.fileformat.info/info/unicode/char/2028/index.htm)
    0x2029, // [PARAGRAPH SEPARATOR](https://www.fileformat.info/info/unicode/char/2029/index.htm)
    0x202f, // [NARROW NO-BREAK SPACE (NNBSP)](https://www.fileformat.info/info/unicode/char/202f/index.htm)
    0x205f, // [MEDIUM MATHEMATICAL SPACE (MMSP)](https://www.fileformat.info/info/unicode/char/205f/index.htm)
    0x3000, // [IDEOGRAPHIC SPACE](https://www.fileformat.info/info/unicode/char/3000/index.htm)
    0xfeff, // [ZERO WIDTH NO-BREAK SPACE (BOM)](https://www.fileformat.info/info/unicode/char/feff/index.htm)
  ].reduce((acc, codepoint) => {
    const encoded = Buffer.from(
      String.fromCharCode(codepoint),
      options.encoding,
    );
    if (codepoint !== 0x3f && encoded.length === 1 && encoded[0] === 0x3f) {
      return acc;
    }
    acc.push(encoded);
    return acc;
  }, []);
  // First-byte lookup table for `__isCharTrimable`. Non-whitespace bytes
  // (the common case) bail out in O(1) without scanning every timchar.
  const timcharFirstBytes = new Uint8Array(256);
  for (const t of timchars) timcharFirstBytes[t[0]] = 1;
  return {
    bomSkipped: false,
    bufBytesStart: 0,
    castField: options.cast_function,
    commenting: false,
    delimiterBufPrevious: undefined,
    delimiterDiscovered: false,
    // Current error encountered by a record
    error: undefined,
    enabled: options.from_line === 1,
    escaping: false,
    escapeIsQuote:
      Buffer.isBuffer(options.escape) &&
      Buffer.isBuffer(options.quote) &&
      Buffer.compare(options.escape, options.quote) === 0,
    // columns can be `false`, `true`, `Array`
    expectedRecordLength: Array.isArray(options.columns)
      ? options.columns.length
      : undefined,
    field: new utils_ResizeableBuffer(20),
    firstLineToHeaders: options.cast_first_line_to_header,
    needMoreDataSize: Math.max(
      // Skip if the remaining buffer smaller than comment
      options.comment !== null ? options.comment.length : 0,
      // Skip if the remaining buffer can be delimiter
      ...(options.delimiter
        ? options.delimiter.map((delimiter) => delimiter.length)
        : []),
      // Auto discovery of delimiter is limited to 1 character
      options.delimiter_auto ? 1 : 0,
      // Skip if the remaining buffer can be escape sequence
      options.quote !== null ? options.quote.length : 0,
      // Skip if the remaining buffer can be a multi-byte trim character
      ...timchars.map((t) => t.length),
    ),
    previousBuf: undefined,
    quoting: false,
    stop: false,
    rawBuffer: new utils_ResizeableBuffer(100),
    record: [],
    recordHasError: false,
    record_length: 0,
    recordDelimiterMaxLength:
      options.record_delimiter.length === 0
        ? 0
        : Math.max(...options.record_delimiter.map((v) => v.length)),
    trimChars: [
      Buffer.from(" ", options.encoding)[0],
      Buffer.from("\t", options.encoding)[0],
    ],
    wasQuoting: false,
    wasRowDelimiter: false,
    timchars: timchars,
    timcharFirstBytes: timcharFirstBytes,
  };
};



;// CONCATENATED MODULE: ./node_modules/csv-parse/lib/utils/underscore.js
const underscore = function (str) {
  return str.replace(/([A-Z])/g, function (_, match) {
    return "_" + match.toLowerCase();
  });
};



;// CONCATENATED MODULE: ./node_modules/csv-parse/lib/api/normalize_options.js





const normalize_options = function (opts) {
  const options = {};
  // Merge with user options
  for (const opt in opts) {
    options[underscore(opt)] = opts[opt];
  }
  // Normalize option `encoding`
  // Note: defined first because other options depends on it
  // to convert chars/strings into buffers.
  if (options.encoding === undefined || options.encoding === true) {
    options.encoding = "utf8";
  } else if (options.encoding === null || options.encoding === false) {
    options.encoding = null;
  } else if (
    typeof options.encoding !== "string" &&
    options.encoding !== null
  ) {
    throw new CsvError(
      "CSV_INVALID_OPTION_ENCODING",
      [
        "Invalid option encoding:",
        "encoding must be a string or null to return a buffer,",
        `got ${JSON.stringify(options.encoding)}`,
      ],
      options,
    );
  }
  // Normalize option `bom`
  if (
    options.bom === undefined ||
    options.bom === null ||
    options.bom === false
  ) {
    options.bom = false;
  } else if (options.bom !== true) {
    throw new CsvError(
      "CSV_INVALID_OPTION_BOM",
      [
        "Invalid option bom:",
        "bom must be true,",
        `got ${JSON.stringify(options.bom)}`,
      ],
      options,
    );
  }
  // Normalize option `cast`
  options.cast_function = null;
  if (
    options.cast === undefined ||
    options.cast === null ||
    options.cast === false ||
    options.cast === ""
  ) {
    options.cast = undefined;
  } else if (typeof options.cast === "function") {
    options.cast_function = options.cast;
    options.cast = true;
  } else if (options.cast !== true) {
    throw new CsvError(
      "CSV_INVALID_OPTION_CAST",
      [
        "Invalid option cast:",
        "cast must be true or a function,",
        `got ${JSON.stringify(options.cast)}`,
      ],
      options,
    );
  }
  // Normalize option `cast_date`
  if (
    options.cast_date === undefined ||
    options.cast_date === null ||
    options.cast_date === false ||
    options.cast_date === ""
  ) {
    options.cast_date = false;
  } else if (options.cast_date === true) {
    options.cast_date = function (value) {
      const date = Date.parse(value);
      return !isNaN(date) ? new Date(date) : value;
    };
  } else if (typeof options.cast_date !== "function") {
    throw new CsvError(
      "CSV_INVALID_OPTION_CAST_DATE",
      [
        "Invalid option cast_date:",
        "cast_date must be true or a function,",
        `got ${JSON.stringify(options.cast_date)}`,
      ],
      options,
    );
  }
  // Normalize option `columns`
  options.cast_first_line_to_header = undefined;
  if (options.columns === true) {
    // Fields in the first line are converted as-is to columns
    options.cast_first_line_to_header = undefined;
  } else if (typeof options.columns === "function") {
    options.cast_first_line_to_header = options.columns;
    options.columns = true;
  } else if (Array.isArray(options.columns)) {
    options.columns = normalize_columns_array(options.columns);
  } else if (
    options.columns === undefined ||
    options.columns === null ||
    options.columns === false
  ) {
    options.columns = false;
  } else {
    throw new CsvError(
      "CSV_INVALID_OPTION_COLUMNS",
      [
        "Invalid option columns:",
        "expect an array, a function or true,",
        `got ${JSON.stringify(options.columns)}`,
      ],
      options,
    );
  }
  // Normalize option `group_columns_by_name`
  if (
    options.group_columns_by_name === undefined ||
    options.group_columns_by_name === null ||
    options.group_columns_by_name === false
  ) {
    options.group_columns_by_name = false;
  } else if (options.group_columns_by_name !== true) {
    throw new CsvError(
      "CSV_INVALID_OPTION_GROUP_COLUMNS_BY_NAME",
      [
        "Invalid option group_columns_by_name:",
        "expect an boolean,",
        `got ${JSON.stringify(options.group_columns_by_name)}`,
      ],
      options,
    );
  } else if (options.columns === false) {
    throw new CsvError(
      "CSV_INVALID_OPTION_GROUP_COLUMNS_BY_NAME",
      [
        "Invalid option group_columns_by_name:",
        "the `columns` mode must be activated.",
      ],
      options,
    );
  }
  // Normalize option `comment`
  if (
    options.comment === undefined ||
    options.comment === null ||
    options.comment === false ||
    options.comment === ""
  ) {
    options.comment = null;
  } else {
    if (typeof options.comment === "string") {
      options.comment = Buffer.from(options.comment, options.encoding);
    }
    if (!Buffer.isBuffer(options.comment)) {
      throw new CsvError(
        "CSV_INVALID_OPTION_COMMENT",
        [
          "Invalid option comment:",
          "comment must be a buffer or a string,",
          `got ${JSON.stringify(options.comment)}`,
        ],
        options,
      );
    }
  }
  // Normalize option `comment_no_infix`
  if (
    options.comment_no_infix === undefined ||
    options.comment_no_infix === null ||
    options.comment_no_infix === false
  ) {
    options.comment_no_infix = false;
  } else if (options.comment_no_infix !== true) {
    throw new CsvError(
      "CSV_INVALID_OPTION_COMMENT",
      [
        "Invalid option comment_no_infix:",
        "value must be a boolean,",
        `got ${JSON.stringify(options.comment_no_infix)}`,
      ],
      options,
    );
  }
  // Normalize option `delimiter_auto`
  if (
    options.delimiter_auto === undefined ||
    options.delimiter_auto === null ||
    options.delimiter_auto === false
  ) {
    options.delimiter_auto = false;
  } else if (options.delimiter_auto === true) {
    options.delimiter_auto = {};
  } else if (!is_object(options.delimiter_auto)) {
    throw new CsvError(
      "CSV_INVALID_OPTION_DELIMITER_AUTO",
      [
        "Invalid option delimiter_auto:",
        "delimiter_auto must be a boolean or a configuration object,",
        `got ${JSON.stringify(options.delimiter_auto)}`,
      ],
      options,
    );
  }
  if (options.delimiter_auto) {
    if (options.delimiter_auto.preferred === undefined)
      options.delimiter_auto.preferred = {
        [",".charCodeAt(0)]: 1.8,
        ["\t".charCodeAt(0)]: 1.8,
        [";".charCodeAt(0)]: 1.6,
        [" ".charCodeAt(0)]: 1.6,
        [":".charCodeAt(0)]: 1.5,
        [".".charCodeAt(0)]: 1.4,
        ["/".charCodeAt(0)]: 1.4,
      };
    else if (!is_object(options.delimiter_auto.preferred)) {
      throw new CsvError(
        "CSV_INVALID_OPTION_DELIMITER_AUTO",
        [
          "Invalid option delimiter_auto:",
          "preferred must be an object,",
          `got ${JSON.stringify(options.delimiter_auto.preferred)}`,
        ],
        options,
      );
    }
    if (options.delimiter_auto.score === undefined)
      options.delimiter_auto.score = (info, options) => {
        return (
          (info.total - info.std) * (options.preferred[info.char_code] || 1)
        );
      };
    else if (typeof options.delimiter_auto.score !== "function") {
      throw new CsvError(
        "CSV_INVALID_OPTION_DELIMITER_AUTO",
        [
          "Invalid option delimiter_auto:",
          "score must be a function,",
          `got ${JSON.stringify(options.delimiter_auto.score)}`,
        ],
        options,
      );
    }
    if (options.delimiter_auto.size === undefined)
      options.delimiter_auto.size = 2048;
    else if (typeof options.delimiter_auto.size !== "number") {
      throw new CsvError(
        "CSV_INVALID_OPTION_DELIMITER_AUTO",
        [
          "Invalid option delimiter_auto:",
          "size must be a number,",
          `got ${JSON.stringify(options.delimiter_auto.size)}`,
        ],
        options,
      );
    }
  }
  // Normalize option `delimiter`
  const delimiter_json = JSON.stringify(options.delimiter);
  if (options.delimiter_auto !== false) {
    options.delimiter = [];
  }
  if (!Array.isArray(options.delimiter)) {
    if (
      options.delimiter === undefined ||
      options.delimiter === null ||
      options.delimiter === false
    ) {
      options.delimiter = Buffer.from(",", options.encoding);
    }
    options.delimiter = [options.delimiter];
  }
  options.delimiter = options.delimiter.map(function (delimiter) {
    if (typeof delimiter === "string") {
      delimiter = Buffer.from(delimiter, options.encoding);
    }
    if (!Buffer.isBuffer(delimiter) || delimiter.length === 0) {
      throw new CsvError(
        "CSV_INVALID_OPTION_DELIMITER",
        [
          "Invalid option delimiter:",
          "delimiter must be a non empty string or buffer or array of string|buffer,",
          `got ${delimiter_json}`,
        ],
        options,
      );
    }
    return delimiter;
  });
  // Normalize option `escape`
  if (options.escape === undefined || options.escape === true) {
    options.escape = Buffer.from('"', options.encoding);
  } else if (typeof options.escape === "string") {
    options.escape = Buffer.from(options.escape, options.encoding);
  } else if (options.escape === null || options.escape === false) {
    options.escape = null;
  }
  if (options.escape !== null) {
    if (!Buffer.isBuffer(options.escape)) {
      throw new Error(
        `Invalid Option: escape must be a buffer, a string or a boolean, got ${JSON.stringify(options.escape)}`,
      );
    }
  }
  // Normalize option `from`
  if (options.from === undefined || options.from === null) {
    options.from = 1;
  } else {
    if (typeof options.from === "string" && /\d+/.test(options.from)) {
      options.from = parseInt(options.from);
    }
    if (Number.isInteger(options.from)) {
      if (options.from < 0) {
        throw new Error(
          `Invalid Option: from must be a positive integer, got ${JSON.stringify(opts.from)}`,
        );
      }
    } else {
      throw new Error(
        `Invalid Option: from must be an integer, got ${JSON.stringify(options.from)}`,
      );
    }
  }
  // Normalize option `from_line`
  if (options.from_line === undefined || options.from_line === null) {
    options.from_line = 1;
  } else {
    if (
      typeof options.from_line === "string" &&
      /\d+/.test(options.from_line)
    ) {
      options.from_line = parseInt(options.from_line);
    }
    if (Number.isInteger(options.from_line)) {
      if (options.from_line <= 0) {
        throw new Error(
          `Invalid Option: from_line must be a positive integer greater than 0, got ${JSON.stringify(opts.from_line)}`,
        );
      }
    } else {
      throw new Error(
        `Invalid Option: from_line must be an integer, got ${JSON.stringify(opts.from_line)}`,
      );
    }
  }
  // Normalize options `ignore_last_delimiters`
  if (
    options.ignore_last_delimiters === undefined ||
    options.ignore_last_delimiters === null
  ) {
    options.ignore_last_delimiters = false;
  } else if (typeof options.ignore_last_delimiters === "number") {
    options.ignore_last_delimiters = Math.floor(options.ignore_last_delimiters);
    if (options.ignore_last_delimiters === 0) {
      options.ignore_last_delimiters = false;
    }
  } else if (typeof options.ignore_last_delimiters !== "boolean") {
    throw new CsvError(
      "CSV_INVALID_OPTION_IGNORE_LAST_DELIMITERS",
      [
        "Invalid option `ignore_last_delimiters`:",
        "the value must be a boolean value or an integer,",
        `got ${JSON.stringify(options.ignore_last_delimiters)}`,
      ],
      options,
    );
  }
  if (options.ignore_last_delimiters === true && options.columns === false) {
    throw new CsvError(
      "CSV_IGNORE_LAST_DELIMITERS_REQUIRES_COLUMNS",
      [
        "The option `ignore_last_delimiters`",
        "requires the activation of the `columns` option",
      ],
      options,
    );
  }
  // Normalize option `info`
  if (
    options.info === undefined ||
    options.info === null ||
    options.info === false
  ) {
    options.info = false;
  } else if (options.info !== true) {
    throw new Error(
      `Invalid Option: info must be true, got ${JSON.stringify(options.info)}`,
    );
  }
  // Normalize option `max_record_size`
  if (
    options.max_record_size === undefined ||
    options.max_record_size === null ||
    options.max_record_size === false
  ) {
    options.max_record_size = 0;
  } else if (
    Number.isInteger(options.max_record_size) &&
    options.max_record_size >= 0
  ) {
    // Great, nothing to do
  } else if (
    typeof options.max_record_size === "string" &&
    /\d+/.test(options.max_record_size)
  ) {
    options.max_record_size = parseInt(options.max_record_size);
  } else {
    throw new Error(
      `Invalid Option: max_record_size must be a positive integer, got ${JSON.stringify(options.max_record_size)}`,
    );
  }
  // Normalize option `objname`
  if (
    options.objname === undefined ||
    options.objname === null ||
    options.objname === false
  ) {
    options.objname = undefined;
  } else if (Buffer.isBuffer(options.objname)) {
    if (options.objname.length === 0) {
      throw new Error(`Invalid Option: objname must be a non empty buffer`);
    }
    if (options.encoding === null) {
      // Don't call `toString`, leave objname as a buffer
    } else {
      options.objname = options.objname.toString(options.encoding);
    }
  } else if (typeof options.objname === "string") {
    if (options.objname.length === 0) {
      throw new Error(`Invalid Option: objname must be a non empty string`);
    }
    // Great, nothing to do
  } else if (typeof options.objname === "number") {
    // if(options.objname.length === 0){
    //   throw new Error(`Invalid Option: objname must be a non empty string`);
    // }
    // Great, nothing to do
  } else {
    throw new Error(
      `Invalid Option: objname must be a string or a buffer, got ${options.objname}`,
    );
  }
  if (options.objname !== undefined) {
    if (typeof options.objname === "number") {
      if (options.columns !== false) {
        throw Error(
          "Invalid Option: objname index cannot be combined with columns or be defined as a field",
        );
      }
    } else {
      // A string or a buffer
      if (options.columns === false) {
        throw Error(
          "Invalid Option: objname field must be combined with columns or be defined as an index",
        );
      }
    }
  }
  // Normalize option `on_record`
  if (options.on_record === undefined || options.on_record === null) {
    options.on_record = undefined;
  } else if (typeof options.on_record !== "function") {
    throw new CsvError(
      "CSV_INVALID_OPTION_ON_RECORD",
      [
        "Invalid option `on_record`:",
        "expect a function,",
        `got ${JSON.stringify(options.on_record)}`,
      ],
      options,
    );
  }
  // Normalize option `on_skip`
  // options.on_skip ??= (err, chunk) => {
  //   this.emit('skip', err, chunk);
  // };
  if (
    options.on_skip !== undefined &&
    options.on_skip !== null &&
    typeof options.on_skip !== "function"
  ) {
    throw new Error(
      `Invalid Option: on_skip must be a function, got ${JSON.stringify(options.on_skip)}`,
    );
  }
  // Normalize option `quote`
  if (
    options.quote === null ||
    options.quote === false ||
    options.quote === ""
  ) {
    options.quote = null;
  } else {
    if (options.quote === undefined || options.quote === true) {
      options.quote = Buffer.from('"', options.encoding);
    } else if (typeof options.quote === "string") {
      options.quote = Buffer.from(options.quote, options.encoding);
    }
    if (!Buffer.isBuffer(options.quote)) {
      throw new Error(
        `Invalid Option: quote must be a buffer or a string, got ${JSON.stringify(options.quote)}`,
      );
    }
  }
  // Normalize option `raw`
  if (
    options.raw === undefined ||
    options.raw === null ||
    options.raw === false
  ) {
    options.raw = false;
  } else if (options.raw !== true) {
    throw new Error(
      `Invalid Option: raw must be true, got ${JSON.stringify(options.raw)}`,
    );
  }
  // Normalize option `record_delimiter`
  if (options.record_delimiter === undefined) {
    options.record_delimiter = [];
  } else if (
    typeof options.record_delimiter === "string" ||
    Buffer.isBuffer(options.record_delimiter)
  ) {
    if (options.record_delimiter.length === 0) {
      throw new CsvError(
        "CSV_INVALID_OPTION_RECORD_DELIMITER",
        [
          "Invalid option `record_delimiter`:",
          "value must be a non empty string or buffer,",
          `got ${JSON.stringify(options.record_delimiter)}`,
        ],
        options,
      );
    }
    options.record_delimiter = [options.record_delimiter];
  } else if (!Array.isArray(options.record_delimiter)) {
    throw new CsvError(
      "CSV_INVALID_OPTION_RECORD_DELIMITER",
      [
        "Invalid option `record_delimiter`:",
        "value must be a string, a buffer or array of string|buffer,",
        `got ${JSON.stringify(options.record_delimiter)}`,
      ],
      options,
    );
  }
  options.record_delimiter = options.record_delimiter.map(function (rd, i) {
    if (typeof rd !== "string" && !Buffer.isBuffer(rd)) {
      throw new CsvError(
        "CSV_INVALID_OPTION_RECORD_DELIMITER",
        [
          "Invalid option `record_delimiter`:",
          "value must be a string, a buffer or array of string|buffer",
          `at index ${i},`,
          `got ${JSON.stringify(rd)}`,
        ],
        options,
      );
    } else if (rd.length === 0) {
      throw new CsvError(
        "CSV_INVALID_OPTION_RECORD_DELIMITER",
        [
          "Invalid option `record_delimiter`:",
          "value must be a non empty string or buffer",
          `at index ${i},`,
          `got ${JSON.stringify(rd)}`,
        ],
        options,
      );
    }
    if (typeof rd === "string") {
      rd = Buffer.from(rd, options.encoding);
    }
    return rd;
  });
  // Normalize option `relax_column_count`
  if (typeof options.relax_column_count === "boolean") {
    // Great, nothing to do
  } else if (
    options.relax_column_count === undefined ||
    options.relax_column_count === null
  ) {
    options.relax_column_count = false;
  } else {
    throw new Error(
      `Invalid Option: relax_column_count must be a boolean, got ${JSON.stringify(options.relax_column_count)}`,
    );
  }
  if (typeof options.relax_column_count_less === "boolean") {
    // Great, nothing to do
  } else if (
    options.relax_column_count_less === undefined ||
    options.relax_column_count_less === null
  ) {
    options.relax_column_count_less = false;
  } else {
    throw new Error(
      `Invalid Option: relax_column_count_less must be a boolean, got ${JSON.stringify(options.relax_column_count_less)}`,
    );
  }
  if (typeof options.relax_column_count_more === "boolean") {
    // Great, nothing to do
  } else if (
    options.relax_column_count_more === undefined ||
    options.relax_column_count_more === null
  ) {
    options.relax_column_count_more = false;
  } else {
    throw new Error(
      `Invalid Option: relax_column_count_more must be a boolean, got ${JSON.stringify(options.relax_column_count_more)}`,
    );
  }
  // Normalize option `relax_quotes`
  if (typeof options.relax_quotes === "boolean") {
    // Great, nothing to do
  } else if (
    options.relax_quotes === undefined ||
    options.relax_quotes === null
  ) {
    options.relax_quotes = false;
  } else {
    throw new Error(
      `Invalid Option: relax_quotes must be a boolean, got ${JSON.stringify(options.relax_quotes)}`,
    );
  }
  // Normalize option `skip_empty_lines`
  if (typeof options.skip_empty_lines === "boolean") {
    // Great, nothing to do
  } else if (
    options.skip_empty_lines === undefined ||
    options.skip_empty_lines === null
  ) {
    options.skip_empty_lines = false;
  } else {
    throw new Error(
      `Invalid Option: skip_empty_lines must be a boolean, got ${JSON.stringify(options.skip_empty_lines)}`,
    );
  }
  // Normalize option `skip_records_with_empty_values`
  if (typeof options.skip_records_with_empty_values === "boolean") {
    // Great, nothing to do
  } else if (
    options.skip_records_with_empty_values === undefined ||
    options.skip_records_with_empty_values === null
  ) {
    options.skip_records_with_empty_values = false;
  } else {
    throw new Error(
      `Invalid Option: skip_records_with_empty_values must be a boolean, got ${JSON.stringify(options.skip_records_with_empty_values)}`,
    );
  }
  // Normalize option `skip_records_with_error`
  if (typeof options.skip_records_with_error === "boolean") {
    // Great, nothing to do
  } else if (
    options.skip_records_with_error === undefined ||
    options.skip_records_with_error === null
  ) {
    options.skip_records_with_error = false;
  } else {
    throw new Error(
      `Invalid Option: skip_records_with_error must be a boolean, got ${JSON.stringify(options.skip_records_with_error)}`,
    );
  }
  // Normalize option `rtrim`
  if (
    options.rtrim === undefined ||
    options.rtrim === null ||
    options.rtrim === false
  ) {
    options.rtrim = false;
  } else if (options.rtrim !== true) {
    throw new Error(
      `Invalid Option: rtrim must be a boolean, got ${JSON.stringify(options.rtrim)}`,
    );
  }
  // Normalize option `ltrim`
  if (
    options.ltrim === undefined ||
    options.ltrim === null ||
    options.ltrim === false
  ) {
    options.ltrim = false;
  } else if (options.ltrim !== true) {
    throw new Error(
      `Invalid Option: ltrim must be a boolean, got ${JSON.stringify(options.ltrim)}`,
    );
  }
  // Normalize option `trim`
  if (
    options.trim === undefined ||
    options.trim === null ||
    options.trim === false
  ) {
    options.trim = false;
  } else if (options.trim !== true) {
    throw new Error(
      `Invalid Option: trim must be a boolean, got ${JSON.stringify(options.trim)}`,
    );
  }
  // Normalize options `trim`, `ltrim` and `rtrim`
  if (options.trim === true && opts.ltrim !== false) {
    options.ltrim = true;
  } else if (options.ltrim !== true) {
    options.ltrim = false;
  }
  if (options.trim === true && opts.rtrim !== false) {
    options.rtrim = true;
  } else if (options.rtrim !== true) {
    options.rtrim = false;
  }
  // Normalize option `to`
  if (options.to === undefined || options.to === null) {
    options.to = -1;
  } else if (options.to !== -1) {
    if (typeof options.to === "string" && /\d+/.test(options.to)) {
      options.to = parseInt(options.to);
    }
    if (Number.isInteger(options.to)) {
      if (options.to <= 0) {
        throw new Error(
          `Invalid Option: to must be a positive integer greater than 0, got ${JSON.stringify(opts.to)}`,
        );
      }
    } else {
      throw new Error(
        `Invalid Option: to must be an integer, got ${JSON.stringify(opts.to)}`,
      );
    }
  }
  // Normalize option `to_line`
  if (options.to_line === undefined || options.to_line === null) {
    options.to_line = -1;
  } else if (options.to_line !== -1) {
    if (typeof options.to_line === "string" && /\d+/.test(options.to_line)) {
      options.to_line = parseInt(options.to_line);
    }
    if (Number.isInteger(options.to_line)) {
      if (options.to_line <= 0) {
        throw new Error(
          `Invalid Option: to_line must be a positive integer greater than 0, got ${JSON.stringify(opts.to_line)}`,
        );
      }
    } else {
      throw new Error(
        `Invalid Option: to_line must be an integer, got ${JSON.stringify(opts.to_line)}`,
      );
    }
  }
  return options;
};



;// CONCATENATED MODULE: ./node_modules/csv-parse/lib/utils/delimiter_discover.js



// Discussed in [issue #400](https://github.com/adaltas/node-csv/issues/400)
// See https://github.com/python/cpython/blob/ea1b1c579f600cc85d145c60862b2e6b98701b24/Lib/csv.py#L349
const delimiter_discover = function (records, options) {
  // Normalize the configuration
  if (!options) {
    ({ delimiter_auto: options } = normalize_options({ delimiter_auto: true }));
  }
  // Convert String to Buffer
  if (typeof records === "string") {
    records = Buffer.from(records);
  }
  // Convert Buffer to an array of records
  if (Buffer.isBuffer(records)) {
    records = ((data) => {
      const records = [];
      const parser = transform({ delimiter: [] });
      const push = (record) => records.push(record);
      const close = () => {};
      const error = parser.parse(data, true, push, close);
      if (error !== undefined) throw error;
      return records;
    })(records);
  }
  // Info array initialization, 127 entries, one per char code
  const info = Array(127)
    .fill()
    .map(() => ({ lines: [] }));
  // Traverse each records, count occurences per char code
  records.map(([record], line) => {
    for (let i = 0, l = record.length; i < l; i++) {
      // Count the character frequency
      const code = record.charCodeAt(i);
      if (info[code].lines[line] === undefined) info[code].lines[line] = 0;
      info[code].lines[line]++;
    }
  });
  // Traverse each char code, compute the score
  info.map((info, i) => {
    info.char_code = i;
    info.std = std(info.lines);
    info.total = info.lines.reduce((acc, val) => acc + val, 0);
    info.preferred = !!options.preferred[i];
    info.score = options.score(info, options);
  });
  // Extract the dominant character
  const result = info.reduce(
    (acc, info) => (acc.score > info.score ? acc : info),
    {},
  );
  return String.fromCharCode(result.char_code);
};

const std = function (array) {
  const n = array.length;
  if (n === 0) return 0;
  const mean = array.reduce((a, b) => a + b) / n;
  return Math.sqrt(
    array.map((x) => Math.pow(x - mean, 2)).reduce((a, b) => a + b) / n,
  );
};



;// CONCATENATED MODULE: ./node_modules/csv-parse/lib/api/index.js






const isRecordEmpty = function (record) {
  return record.every(
    (field) =>
      field == null || (field.toString && field.toString().trim() === ""),
  );
};

const cr = 13; // `\r`, carriage return, 0x0D in hexadécimal, 13 in decimal
const nl = 10; // `\n`, newline, 0x0A in hexadecimal, 10 in decimal

const boms = {
  // Note, the following are equals:
  // Buffer.from("\ufeff")
  // Buffer.from([239, 187, 191])
  // Buffer.from('EFBBBF', 'hex')
  utf8: Buffer.from([239, 187, 191]),
  // Note, the following are equals:
  // Buffer.from "\ufeff", 'utf16le
  // Buffer.from([255, 254])
  utf16le: Buffer.from([255, 254]),
};

const transform = function (original_options = {}) {
  const info = {
    bytes: 0,
    bytes_records: 0,
    comment_lines: 0,
    empty_lines: 0,
    invalid_field_length: 0,
    lines: 1,
    records: 0,
  };
  const options = normalize_options(original_options);
  return {
    info: info,
    original_options: original_options,
    options: options,
    state: init_state(options),
    __needMoreData: function (i, bufLen, end) {
      if (end) return false;
      const { encoding, escape, quote } = this.options;
      const { quoting, needMoreDataSize, recordDelimiterMaxLength } =
        this.state;
      const numOfCharLeft = bufLen - i - 1;
      const requiredLength = Math.max(
        needMoreDataSize,
        // Skip if the remaining buffer smaller than record delimiter
        // If "record_delimiter" is yet to be discovered:
        // 1. It is equals to `[]` and "recordDelimiterMaxLength" equals `0`
        // 2. We set the length to windows line ending in the current encoding
        // Note, that encoding is known from user or bom discovery at that point
        // recordDelimiterMaxLength,
        recordDelimiterMaxLength === 0
          ? Buffer.from("\r\n", encoding).length
          : recordDelimiterMaxLength,
        // Skip if remaining buffer can be an escaped quote
        quoting ? (escape === null ? 0 : escape.length) + quote.length : 0,
        // Skip if remaining buffer can be record delimiter following the closing quote
        quoting ? quote.length + recordDelimiterMaxLength : 0,
      );
      return numOfCharLeft < requiredLength;
    },
    // Central parser implementation
    parse: function (nextBuf, end, push, close) {
      const {
        bom,
        comment_no_infix,
        delimiter_auto,
        encoding,
        from_line,
        ltrim,
        max_record_size,
        raw,
        relax_quotes,
        rtrim,
        skip_empty_lines,
        to,
        to_line,
      } = this.options;
      let { comment, escape, quote, record_delimiter } = this.options;
      const {
        bomSkipped,
        delimiterDiscovered,
        delimiterBufPrevious,
        rawBuffer,
        escapeIsQuote,
      } = this.state;
      // Automatic delimiter discovery
      if (!delimiterDiscovered && delimiter_auto) {
        let delimiterBuf;
        if (delimiterBufPrevious === undefined) {
          delimiterBuf = nextBuf;
        } else if (
          delimiterBufPrevious !== undefined &&
          nextBuf === undefined
        ) {
          delimiterBuf = delimiterBufPrevious;
        } else {
          delimiterBuf = Buffer.concat([delimiterBufPrevious, nextBuf]);
        }
        // Ensure that nextBuf is not concatenated a second time during buffer reconciliation
        nextBuf = undefined;
        // this.delimiterBufPrevious = delimiterBuf;
        if (end || delimiterBuf.length > delimiter_auto.size) {
          this.options.delimiter = [
            Buffer.from(
              delimiter_discover(delimiterBuf, this.options.delimiter_auto),
            ),
          ];
          this.state.previousBuf = delimiterBuf;
          this.state.delimiterBufPrevious = undefined;
          this.state.delimiterDiscovered = true;
        } else {
          this.state.delimiterBufPrevious = delimiterBuf;
          return;
        }
      }
      // Previous buffers reconciliation
      const { previousBuf } = this.state;
      let buf;
      if (previousBuf === undefined) {
        if (nextBuf === undefined) {
          // Handle empty string
          close();
          return;
        } else {
          buf = nextBuf;
        }
      } else if (previousBuf !== undefined && nextBuf === undefined) {
        buf = previousBuf;
      } else {
        buf = Buffer.concat([previousBuf, nextBuf]);
      }
      // Handle UTF BOM
      if (bomSkipped === false) {
        if (bom === false) {
          this.state.bomSkipped = true;
        } else if (buf.length < 3) {
          // No enough data
          if (end === false) {
            // Wait for more data
            this.state.previousBuf = buf;
            return;
          }
        } else {
          for (const encoding in boms) {
            if (boms[encoding].compare(buf, 0, boms[encoding].length) === 0) {
              // Skip BOM
              const bomLength = boms[encoding].length;
              this.state.bufBytesStart += bomLength;
              buf = buf.slice(bomLength);
              // Renormalize original options with the new encoding
              const options = normalize_options({
                ...this.original_options,
                encoding: encoding,
              });
              // Properties are merged with the existing options instance
              for (const key in options) {
                this.options[key] = options[key];
              }
              // Options will re-evaluate the Buffer with the new encoding
              ({ comment, escape, quote } = this.options);
              break;
            }
          }
          this.state.bomSkipped = true;
        }
      }
      const bufLen = buf.length;
      let pos;
      for (pos = 0; pos < bufLen; pos++) {
        // Ensure we get enough space to look ahead
        // There should be a way to move this out of the loop
        if (this.__needMoreData(pos, bufLen, end)) {
          break;
        }
        if (this.state.wasRowDelimiter === true) {
          this.info.lines++;
          this.state.wasRowDelimiter = false;
        }
        if (to_line !== -1 && this.info.lines > to_line) {
          this.state.stop = true;
          close();
          return;
        }
        // Auto discovery of record_delimiter, unix, mac and windows supported
        if (this.state.quoting === false && record_delimiter.length === 0) {
          const record_delimiterCount = this.__autoDiscoverRecordDelimiter(
            buf,
            pos,
          );
          if (record_delimiterCount) {
            record_delimiter = this.options.record_delimiter;
          }
        }
        const chr = buf[pos];
        if (raw === true) {
          rawBuffer.append(chr);
        }
        if (
          (chr === cr || chr === nl) &&
          this.state.wasRowDelimiter === false
        ) {
          this.state.wasRowDelimiter = true;
        }
        // Previous char was a valid escape char
        // treat the current char as a regular char
        if (this.state.escaping === true) {
          this.state.escaping = false;
        } else {
          // Escape is only active inside quoted fields
          // We are quoting, the char is an escape chr and there is a chr to escape
          // if(escape !== null && this.state.quoting === true && chr === escape && pos + 1 < bufLen){
          if (
            escape !== null &&
            this.state.quoting === true &&
            this.__isEscape(buf, pos, chr) &&
            pos + escape.length < bufLen
          ) {
            if (escapeIsQuote) {
              if (this.__isQuote(buf, pos + escape.length)) {
                this.state.escaping = true;
                pos += escape.length - 1;
                continue;
              }
            } else {
              this.state.escaping = true;
              pos += escape.length - 1;
              continue;
            }
          }
          // Not currently escaping and chr is a quote
          // TODO: need to compare bytes instead of single char
          if (this.state.commenting === false && this.__isQuote(buf, pos)) {
            if (this.state.quoting === true) {
              const nextChr = buf[pos + quote.length];
              const isNextChrTrimable =
                rtrim && this.__isCharTrimable(buf, pos + quote.length);
              const isNextChrComment =
                comment !== null &&
                this.__compareBytes(comment, buf, pos + quote.length, nextChr);
              const isNextChrDelimiter = this.__isDelimiter(
                buf,
                pos + quote.length,
                nextChr,
              );
              const isNextChrRecordDelimiter =
                record_delimiter.length === 0
                  ? this.__autoDiscoverRecordDelimiter(buf, pos + quote.length)
                  : this.__isRecordDelimiter(nextChr, buf, pos + quote.length);
              // Escape a quote
              // Treat next char as a regular character
              if (
                escape !== null &&
                this.__isEscape(buf, pos, chr) &&
                this.__isQuote(buf, pos + escape.length)
              ) {
                pos += escape.length - 1;
              } else if (
                !nextChr ||
                isNextChrDelimiter ||
                isNextChrRecordDelimiter ||
                isNextChrComment ||
                isNextChrTrimable
              ) {
                this.state.quoting = false;
                this.state.wasQuoting = true;
                pos += quote.length - 1;
                continue;
              } else if (relax_quotes === false) {
                const err = this.__error(
                  new CsvError(
                    "CSV_INVALID_CLOSING_QUOTE",
                    [
                      "Invalid Closing Quote:",
                      `got "${String.fromCharCode(nextChr)}"`,
                      `at line ${this.info.lines}`,
                      "instead of delimiter, record delimiter, trimable character",
                      "(if activated) or comment",
                    ],
                    this.options,
                    this.__infoField(),
                  ),
                );
                if (err !== undefined) return err;
              } else {
                this.state.quoting = false;
                this.state.wasQuoting = true;
                this.state.field.prepend(quote);
                pos += quote.length - 1;
              }
            } else {
              if (this.state.field.length !== 0) {
                // In relax_quotes mode, treat opening quote preceded by chrs as regular
                if (relax_quotes === false) {
                  const info = this.__infoField();
                  const bom = Object.keys(boms)
                    .map((b) =>
                      boms[b].equals(this.state.field.toString()) ? b : false,
                    )
                    .filter(Boolean)[0];
                  const err = this.__error(
                    new CsvError(
                      "INVALID_OPENING_QUOTE",
                      [
                        "Invalid Opening Quote:",
                        `a quote is found on field ${JSON.stringify(info.column)} at line ${info.lines}, value is ${JSON.stringify(this.state.field.toString(encoding))}`,
                        bom ? `(${bom} bom)` : undefined,
                      ],
                      this.options,
                      info,
                      {
                        field: this.state.field,
                      },
                    ),
                  );
                  if (err !== undefined) return err;
                }
              } else {
                this.state.quoting = true;
                pos += quote.length - 1;
                continue;
              }
            }
          }
          if (this.state.quoting === false) {
            const recordDelimiterLength = this.__isRecordDelimiter(
              chr,
              buf,
              pos,
            );
            if (recordDelimiterLength !== 0) {
              // Do not emit comments which take a full line
              const skipCommentLine =
                this.state.commenting &&
                this.state.wasQuoting === false &&
                this.state.record.length === 0 &&
                this.state.field.length === 0;
              if (skipCommentLine) {
                this.info.comment_lines++;
                // Skip full comment line
              } else {
                // Activate records emission if above from_line
                if (
                  this.state.enabled === false &&
                  this.info.lines +
                    (this.state.wasRowDelimiter === true ? 1 : 0) >=
                    from_line
                ) {
                  this.state.enabled = true;
                  this.__resetField();
                  this.__resetRecord();
                  pos += recordDelimiterLength - 1;
                  continue;
                }
                // Skip if line is empty and skip_empty_lines activated
                if (
                  skip_empty_lines === true &&
                  this.state.wasQuoting === false &&
                  this.state.record.length === 0 &&
                  this.state.field.length === 0
                ) {
                  this.info.empty_lines++;
                  pos += recordDelimiterLength - 1;
                  continue;
                }
                this.info.bytes = this.state.bufBytesStart + pos;
                const errField = this.__onField();
                if (errField !== undefined) return errField;
                this.info.bytes =
                  this.state.bufBytesStart + pos + recordDelimiterLength;
                const errRecord = this.__onRecord(push);
                if (errRecord !== undefined) return errRecord;
                if (to !== -1 && this.info.records >= to) {
                  this.state.stop = true;
                  close();
                  return;
                }
              }
              this.state.commenting = false;
              pos += recordDelimiterLength - 1;
              continue;
            }
            if (this.state.commenting) {
              continue;
            }
            if (
              comment !== null &&
              (comment_no_infix === false ||
                (this.state.record.length === 0 &&
                  this.state.field.length === 0))
            ) {
              const commentCount = this.__compareBytes(comment, buf, pos, chr);
              if (commentCount !== 0) {
                this.state.commenting = true;
                continue;
              }
            }
            const delimiterLength = this.__isDelimiter(buf, pos, chr);
            if (delimiterLength !== 0) {
              this.info.bytes = this.state.bufBytesStart + pos;
              const errField = this.__onField();
              if (errField !== undefined) return errField;
              pos += delimiterLength - 1;
              continue;
            }
          }
        }
        if (this.state.commenting === false) {
          if (
            max_record_size !== 0 &&
            this.state.record_length + this.state.field.length > max_record_size
          ) {
            return this.__error(
              new CsvError(
                "CSV_MAX_RECORD_SIZE",
                [
                  "Max Record Size:",
                  "record exceed the maximum number of tolerated bytes",
                  `of ${max_record_size}`,
                  `at line ${this.info.lines}`,
                ],
                this.options,
                this.__infoField(),
              ),
            );
          }
        }
        const lappend =
          ltrim === false ||
          this.state.quoting === true ||
          this.state.field.length !== 0 ||
          !this.__isCharTrimable(buf, pos);
        // rtrim in non quoting is handle in __onField
        const rappend = rtrim === false || this.state.wasQuoting === false;
        if (lappend === true && rappend === true) {
          this.state.field.append(chr);
        } else if (rtrim === true && !this.__isCharTrimable(buf, pos)) {
          return this.__error(
            new CsvError(
              "CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE",
              [
                "Invalid Closing Quote:",
                "found non trimable byte after quote",
                `at line ${this.info.lines}`,
              ],
              this.options,
              this.__infoField(),
            ),
          );
        } else {
          if (lappend === false) {
            pos += this.__isCharTrimable(buf, pos) - 1;
          }
          continue;
        }
      }
      if (end === true) {
        // Ensure we are not ending in a quoting state
        if (this.state.quoting === true) {
          const err = this.__error(
            new CsvError(
              "CSV_QUOTE_NOT_CLOSED",
              [
                "Quote Not Closed:",
                `the parsing is finished with an opening quote at line ${this.info.lines}`,
              ],
              this.options,
              this.__infoField(),
            ),
          );
          if (err !== undefined) return err;
        } else {
          // Skip last line if it has no characters
          if (
            this.state.wasQuoting === true ||
            this.state.record.length !== 0 ||
            this.state.field.length !== 0
          ) {
            this.info.bytes = this.state.bufBytesStart + pos;
            const errField = this.__onField();
            if (errField !== undefined) return errField;
            const errRecord = this.__onRecord(push);
            if (errRecord !== undefined) return errRecord;
          } else if (this.state.wasRowDelimiter === true) {
            this.info.empty_lines++;
          } else if (this.state.commenting === true) {
            this.info.comment_lines++;
          }
        }
      } else {
        this.state.bufBytesStart += pos;
        this.state.previousBuf = buf.slice(pos);
      }
      if (this.state.wasRowDelimiter === true) {
        this.info.lines++;
        this.state.wasRowDelimiter = false;
      }
    },
    __onRecord: function (push) {
      const {
        columns,
        group_columns_by_name,
        encoding,
        info,
        from,
        relax_column_count,
        relax_column_count_less,
        relax_column_count_more,
        raw,
        skip_records_with_empty_values,
      } = this.options;
      const { enabled, record } = this.state;
      if (enabled === false) {
        return this.__resetRecord();
      }
      // Convert the first line into column names
      const recordLength = record.length;
      if (columns === true) {
        if (skip_records_with_empty_values === true && isRecordEmpty(record)) {
          this.__resetRecord();
          return;
        }
        return this.__firstLineToColumns(record);
      }
      if (columns === false && this.info.records === 0) {
        this.state.expectedRecordLength = recordLength;
      }
      if (recordLength !== this.state.expectedRecordLength) {
        const err =
          columns === false
            ? new CsvError(
                "CSV_RECORD_INCONSISTENT_FIELDS_LENGTH",
                [
                  "Invalid Record Length:",
                  `expect ${this.state.expectedRecordLength},`,
                  `got ${recordLength} on line ${this.info.lines}`,
                ],
                this.options,
                this.__infoField(),
                {
                  record: record,
                },
              )
            : new CsvError(
                "CSV_RECORD_INCONSISTENT_COLUMNS",
                [
                  "Invalid Record Length:",
                  `columns length is ${columns.length},`, // rename columns
                  `got ${recordLength} on line ${this.info.lines}`,
                ],
                this.options,
                this.__infoField(),
                {
                  record: record,
                },
              );
        if (
          relax_column_count === true ||
          (relax_column_count_less === true &&
            recordLength < this.state.expectedRecordLength) ||
          (relax_column_count_more === true &&
            recordLength > this.state.expectedRecordLength)
        ) {
          this.info.invalid_field_length++;
          this.state.error = err;
          // Error is undefined with skip_records_with_error
        } else {
          const finalErr = this.__error(err);
          if (finalErr) return finalErr;
        }
      }
      if (skip_records_with_empty_values === true && isRecordEmpty(record)) {
        this.__resetRecord();
        return;
      }
      if (this.state.recordHasError === true) {
        this.__resetRecord();
        this.state.recordHasError = false;
        return;
      }
      this.info.records++;
      if (from === 1 || this.info.records >= from) {
        const { objname } = this.options;
        // With columns, records are object
        if (columns !== false) {
          const obj = {};
          // Transform record array to an object
          for (let i = 0, l = record.length; i < l; i++) {
            if (columns[i] === undefined || columns[i].disabled) continue;
            // Turn duplicate columns into an array
            if (
              group_columns_by_name === true &&
              Object.hasOwn(obj, columns[i].name)
            ) {
              if (Array.isArray(obj[columns[i].name])) {
                obj[columns[i].name] = obj[columns[i].name].concat(record[i]);
              } else {
                obj[columns[i].name] = [obj[columns[i].name], record[i]];
              }
            } else {
              Object.defineProperty(obj, columns[i].name, {
                value: record[i],
                enumerable: true,
                writable: true,
                configurable: true,
              });
            }
          }
          // Without objname (default)
          if (raw === true || info === true) {
            const extRecord = Object.assign(
              { record: obj },
              raw === true
                ? { raw: this.state.rawBuffer.toString(encoding) }
                : {},
              info === true ? { info: this.__infoRecord() } : {},
            );
            const err = this.__push(
              objname === undefined ? extRecord : [obj[objname], extRecord],
              push,
            );
            if (err) {
              return err;
            }
          } else {
            const err = this.__push(
              objname === undefined ? obj : [obj[objname], obj],
              push,
            );
            if (err) {
              return err;
            }
          }
          // Without columns, records are array
        } else {
          if (raw === true || info === true) {
            const extRecord = Object.assign(
              { record: record },
              raw === true
                ? { raw: this.state.rawBuffer.toString(encoding) }
                : {},
              info === true ? { info: this.__infoRecord() } : {},
            );
            const err = this.__push(
              objname === undefined ? extRecord : [record[objname], extRecord],
              push,
            );
            if (err) {
              return err;
            }
          } else {
            const err = this.__push(
              objname === undefined ? record : [record[objname], record],
              push,
            );
            if (err) {
              return err;
            }
          }
        }
      }
      this.__resetRecord();
    },
    __firstLineToColumns: function (record) {
      const { firstLineToHeaders } = this.state;
      try {
        const headers =
          firstLineToHeaders === undefined
            ? record
            : firstLineToHeaders.call(null, record);
        if (!Array.isArray(headers)) {
          return this.__error(
            new CsvError(
              "CSV_INVALID_COLUMN_MAPPING",
              [
                "Invalid Column Mapping:",
                "expect an array from column function,",
                `got ${JSON.stringify(headers)}`,
              ],
              this.options,
              this.__infoField(),
              {
                headers: headers,
              },
            ),
          );
        }
        const normalizedHeaders = normalize_columns_array(headers);
        this.state.expectedRecordLength = normalizedHeaders.length;
        this.options.columns = normalizedHeaders;
        this.__resetRecord();
        return;
      } catch (err) {
        return err;
      }
    },
    __resetRecord: function () {
      if (this.options.raw === true) {
        this.state.rawBuffer.reset();
      }
      this.state.error = undefined;
      this.state.record = [];
      this.state.record_length = 0;
    },
    __onField: function () {
      const { cast, encoding, rtrim, max_record_size } = this.options;
      const { enabled, wasQuoting } = this.state;
      // Short circuit for the from_line options
      if (enabled === false) {
        return this.__resetField();
      }
      let field = this.state.field.toString(encoding);
      if (rtrim === true && wasQuoting === false) {
        field = field.trimRight();
      }
      if (cast === true) {
        const [err, f] = this.__cast(field);
        if (err !== undefined) return err;
        field = f;
      }
      this.state.record.push(field);
      // Increment record length if record size must not exceed a limit
      if (max_record_size !== 0 && typeof field === "string") {
        this.state.record_length += field.length;
      }
      this.__resetField();
    },
    __resetField: function () {
      this.state.field.reset();
      this.state.wasQuoting = false;
    },
    __push: function (record, push) {
      const { on_record } = this.options;
      if (on_record !== undefined) {
        const info = this.__infoRecord();
        try {
          record = on_record.call(null, record, info);
        } catch (err) {
          return err;
        }
        if (record === undefined || record === null) {
          return;
        }
      }
      this.info.bytes_records += this.info.bytes;
      push(record);
    },
    // Return a tuple with the error and the casted value
    __cast: function (field) {
      const { columns, relax_column_count } = this.options;
      const isColumns = Array.isArray(columns);
      // Dont loose time calling cast
      // because the final record is an object
      // and this field can't be associated to a key present in columns
      if (
        isColumns === true &&
        relax_column_count &&
        this.options.columns.length <= this.state.record.length
      ) {
        return [undefined, undefined];
      }
      if (this.state.castField !== null) {
        try {
          const info = this.__infoField();
          return [undefined, this.state.castField.call(null, field, info)];
        } catch (err) {
          return [err];
        }
      }
      if (this.__isFloat(field)) {
        return [undefined, parseFloat(field)];
      } else if (this.options.cast_date !== false) {
        const info = this.__infoField();
        return [undefined, this.options.cast_date.call(null, field, info)];
      }
      return [undefined, field];
    },
    __compareBytes: function (sourceBuf, targetBuf, targetPos, firstByte) {
      if (sourceBuf[0] !== firstByte) return 0;
      const sourceLength = sourceBuf.length;
      for (let i = 1; i < sourceLength; i++) {
        if (sourceBuf[i] !== targetBuf[targetPos + i]) return 0;
      }
      return sourceLength;
    },
    // Helper to test if a character is trimable
    __isCharTrimable: function (buf, pos) {
      const { timchars, timcharFirstBytes } = this.state;
      // Fast bail-out: non-whitespace bytes (the common case) are rejected
      // without scanning the full timchar list.
      const first = buf[pos];
      if (first === undefined || timcharFirstBytes[first] === 0) return 0;
      loop1: for (let i = 0; i < timchars.length; i++) {
        const timchar = timchars[i];
        for (let j = 0; j < timchar.length; j++) {
          if (timchar[j] !== buf[pos + j]) continue loop1;
        }
        return timchar.length;
      }
      return 0;
    },
    __isDelimiter: function (buf, pos, chr) {
      const { delimiter, ignore_last_delimiters } = this.options;
      if (
        ignore_last_delimiters === true &&
        this.state.record.length === this.options.columns.length - 1
      ) {
        return 0;
      } else if (
        ignore_last_delimiters !== false &&
        typeof ignore_last_delimiters === "number" &&
        this.state.record.length === ignore_last_delimiters - 1
      ) {
        return 0;
      }
      loop1: for (let i = 0; i < delimiter.length; i++) {
        const del = delimiter[i];
        if (del[0] === chr) {
          for (let j = 1; j < del.length; j++) {
            if (del[j] !== buf[pos + j]) continue loop1;
          }
          return del.length;
        }
      }
      return 0;
    },
    __isEscape: function (buf, pos, chr) {
      const { escape } = this.options;
      if (escape === null) return false;
      const l = escape.length;
      if (escape[0] === chr) {
        for (let i = 0; i < l; i++) {
          if (escape[i] !== buf[pos + i]) {
            return false;
          }
        }
        return true;
      }
      return false;
    },
    __isFloat: function (value) {
      return value - parseFloat(value) + 1 >= 0; // Borrowed from jquery
    },
    // Keep it in case we implement the `cast_int` option
    // __isInt(value){
    //   // return Number.isInteger(parseInt(value))
    //   // return !isNaN( parseInt( obj ) );
    //   return /^(\-|\+)?[1-9][0-9]*$/.test(value)
    // }
    __isQuote: function (buf, pos) {
      const { quote } = this.options;
      if (quote === null) return false;
      const l = quote.length;
      for (let i = 0; i < l; i++) {
        if (quote[i] !== buf[pos + i]) {
          return false;
        }
      }
      return true;
    },
    __isRecordDelimiter: function (chr, buf, pos) {
      const { record_delimiter } = this.options;
      const recordDelimiterLength = record_delimiter.length;
      loop1: for (let i = 0; i < recordDelimiterLength; i++) {
        const rd = record_delimiter[i];
        const rdLength = rd.length;
        if (rd[0] !== chr) {
          continue;
        }
        for (let j = 1; j < rdLength; j++) {
          if (rd[j] !== buf[pos + j]) {
            continue loop1;
          }
        }
        return rd.length;
      }
      return 0;
    },
    __autoDiscoverRecordDelimiter: function (buf, pos) {
      const { encoding } = this.options;
      // Note, we don't need to cache this information in state,
      // It is only called on the first line until we find out a suitable
      // record delimiter.
      const rds = [
        // Important, the windows line ending must be before mac os 9
        Buffer.from("\r\n", encoding),
        Buffer.from("\n", encoding),
        Buffer.from("\r", encoding),
      ];
      loop: for (let i = 0; i < rds.length; i++) {
        const l = rds[i].length;
        for (let j = 0; j < l; j++) {
          if (rds[i][j] !== buf[pos + j]) {
            continue loop;
          }
        }
        this.options.record_delimiter.push(rds[i]);
        this.state.recordDelimiterMaxLength = rds[i].length;
        return rds[i].length;
      }
      return 0;
    },
    __error: function (msg) {
      const { encoding, raw, skip_records_with_error } = this.options;
      const err = typeof msg === "string" ? new Error(msg) : msg;
      if (skip_records_with_error) {
        this.state.recordHasError = true;
        if (this.options.on_skip !== undefined) {
          try {
            this.options.on_skip(
              err,
              raw ? this.state.rawBuffer.toString(encoding) : undefined,
            );
          } catch (err) {
            return err;
          }
        }
        // this.emit('skip', err, raw ? this.state.rawBuffer.toString(encoding) : undefined);
        return undefined;
      } else {
        return err;
      }
    },
    __infoDataSet: function () {
      return {
        ...this.info,
        columns: this.options.columns,
      };
    },
    __infoRecord: function () {
      const { columns, raw, encoding } = this.options;
      return {
        ...this.__infoDataSet(),
        bytes_records: this.info.bytes,
        error: this.state.error,
        header: columns === true,
        index: this.state.record.length,
        raw: raw ? this.state.rawBuffer.toString(encoding) : undefined,
      };
    },
    __infoField: function () {
      const { columns } = this.options;
      const isColumns = Array.isArray(columns);
      // Bytes records are only incremented when all records'fields are parsed
      const bytes_records = this.info.bytes_records;
      return {
        ...this.__infoRecord(),
        bytes_records: bytes_records,
        column:
          isColumns === true
            ? columns.length > this.state.record.length
              ? columns[this.state.record.length].name
              : null
            : this.state.record.length,
        quoting: this.state.wasQuoting,
      };
    },
  };
};



;// CONCATENATED MODULE: ./node_modules/csv-parse/lib/index.js
/*
CSV Parse

Please look at the [project documentation](https://csv.js.org/parse/) for
additional information.
*/







class Parser extends external_stream_.Transform {
  constructor(opts = {}) {
    super({ ...{ readableObjectMode: true }, ...opts, encoding: null });
    this.api = transform({
      on_skip: (err, chunk) => {
        this.emit("skip", err, chunk);
      },
      ...opts,
    });
    // Backward compatibility
    this.state = this.api.state;
    this.options = this.api.options;
    this.info = this.api.info;
  }
  // Implementation of `Transform._transform`
  _transform(buf, _, callback) {
    if (this.state.stop === true) {
      return;
    }
    const err = this.api.parse(
      buf,
      false,
      (record) => {
        this.push(record);
      },
      () => {
        this.push(null);
        this.end();
        // Fix #333 and break #410
        //   ko: api.stream.iterator.coffee
        //   ko with v21.4.0, ok with node v20.5.1: api.stream.finished # aborted (with generate())
        //   ko: api.stream.finished # aborted (with Readable)
        // this.destroy()
        // Fix #410 and partially break #333
        //   ok: api.stream.iterator.coffee
        //   ok: api.stream.finished # aborted (with generate())
        //   broken: api.stream.finished # aborted (with Readable)
        this.on("end", this.destroy);
      },
    );
    if (err !== undefined) {
      this.state.stop = true;
    }
    callback(err);
  }
  // Implementation of `Transform._flush`
  _flush(callback) {
    if (this.state.stop === true) {
      return;
    }
    const err = this.api.parse(
      undefined,
      true,
      (record) => {
        this.push(record);
      },
      () => {
        this.push(null);
        this.on("end", this.destroy);
      },
    );
    callback(err);
  }
}

const parse = function () {
  let data, options, callback;
  for (const i in arguments) {
    const argument = arguments[i];
    const type = typeof argument;
    if (
      data === undefined &&
      (typeof argument === "string" || Buffer.isBuffer(argument))
    ) {
      data = argument;
    } else if (options === undefined && is_object(argument)) {
      options = argument;
    } else if (callback === undefined && type === "function") {
      callback = argument;
    } else {
      throw new CsvError(
        "CSV_INVALID_ARGUMENT",
        ["Invalid argument:", `got ${JSON.stringify(argument)} at index ${i}`],
        options || {},
      );
    }
  }
  const parser = new Parser(options);
  if (callback) {
    const records =
      options === undefined || options.objname === undefined
        ? []
        : Object.create(null);
    parser.on("readable", function () {
      let record;
      while ((record = this.read()) !== null) {
        if (options === undefined || options.objname === undefined) {
          records.push(record);
        } else {
          Object.assign(records, {
            [record[0]]: record[1],
            // writable: true,
            // enumerable: true,
            // configurable: true
          });
        }
      }
    });
    parser.on("error", function (err) {
      callback(err, undefined, parser.api.__infoDataSet());
    });
    parser.on("end", function () {
      callback(undefined, records, parser.api.__infoDataSet());
    });
  }
  if (data !== undefined) {
    const writer = function () {
      parser.write(data);
      parser.end();
    };
    // Support Deno, Rollup doesn't provide a shim for setImmediate
    if (typeof setImmediate === "function") {
      setImmediate(writer);
    } else {
      setTimeout(writer, 0);
    }
  }
  return parser;
};



// EXTERNAL MODULE: ./src/datasets/csv-scan.ts
var csv_scan = __nccwpck_require__(82091);
;// CONCATENATED MODULE: ./src/datasets/csv-records.ts
/**
 * A CSV's records, read as the bytes arrive. Records as RFC 4180 writes them are split by
 * csv-scan.ts, fast; from the first record that is not (a quote inside an unquoted field, text
 * after a closing quote, a lone carriage return, an unclosed quote), csv-parse reads the rest, as
 * leniently as spreadsheets write. A byte order mark is dropped; empty lines are no records. A
 * line feed ends a record, with or without a carriage return before it, wherever it is outside
 * quotes; so does a carriage return alone, once csv-parse reads.
 */




/** The text is not CSV as RFC 4180 writes it; `reason` says why, in words. */
class CsvSyntaxError extends Error {
}
/**
 * A record still open after this many characters goes to csv-parse, which reads on from where it
 * is: the scan would read it again from its start with every piece, a cost that grows with the
 * square of the record's length.
 */
const PENDING_LIMIT = 64 * 1024;
/** No dataset's record is this long; one that is would only fill the runner's memory. */
const MAX_RECORD_CHARS = 16 * 1024 * 1024;
async function readCsvRecords(bytes, onRecord, scan = csv_scan/* scanRecords */.u, 
/** A comma, or the tab, semicolon or pipe of other delimited text. */
delimiter = ',') {
    const decoder = new external_node_string_decoder_.StringDecoder('utf8');
    const reader = new RecordReader(onRecord, scan, delimiter);
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
    scanText;
    delimiter;
    stopped = false;
    /** The record begun and not yet ended, while the scan reads. */
    pending = '';
    parser;
    done;
    failure;
    constructor(onRecord, scanText, delimiter) {
        this.onRecord = onRecord;
        this.scanText = scanText;
        this.delimiter = delimiter;
    }
    take = (record) => {
        if (!this.stopped && this.onRecord(record) === false)
            this.stopped = true;
        return !this.stopped;
    };
    write(text) {
        if (this.parser === undefined)
            this.scan(this.pending + text, false);
        else
            this.feed(this.parser, text);
    }
    /** Takes the records the scan reads; csv-parse reads on from the first it does not. */
    scan(text, final) {
        const scanned = this.scanText(text, final, this.take, this.delimiter.charCodeAt(0));
        const rest = text.length - scanned.next;
        const handOver = (scanned.irregular || rest > PENDING_LIMIT) && !this.stopped;
        this.pending = handOver ? '' : text.slice(scanned.next);
        if (handOver)
            this.feed(this.startParser(), text.slice(scanned.next));
    }
    feed(parser, text) {
        if (this.failure)
            throw this.failure;
        try {
            parser.write(text);
        }
        catch (error) {
            // csv-parse throws some errors where it finds them instead of emitting them.
            throw (this.failure ??= syntaxError(error));
        }
        if (this.stopped)
            parser.destroy();
    }
    startParser() {
        const parser = parse({
            delimiter: this.delimiter,
            // Every line end ends a record, as the scan reads them: left to itself, csv-parse would
            // take the first it sees for the only one, so that a later CRLF kept its CR in the last
            // field, or a later LF ended no record.
            record_delimiter: ['\r\n', '\n', '\r'],
            relax_column_count: true,
            // A quote inside an unquoted field is kept as a character, as spreadsheets write it.
            relax_quotes: true,
            skip_empty_lines: true,
            // A record that never ends (a quote never closed) is refused before it fills the memory.
            max_record_size: MAX_RECORD_CHARS
        });
        // Records as 'data' events: an `on_record` hook would cost csv-parse an object per record.
        parser.on('data', (record) => this.take(record));
        parser.on('error', error => (this.failure ??= syntaxError(error)));
        this.done = (0,promises_.finished)(parser);
        // Awaited at the end; until then a parser that fails must not be an unhandled rejection.
        this.done.catch(() => undefined);
        this.parser = parser;
        return parser;
    }
    async end() {
        if (this.parser === undefined && !this.stopped)
            this.scan(this.pending, true);
        const parser = this.parser;
        if (parser === undefined)
            return;
        if (!this.stopped)
            parser.end();
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
        CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a closing quote is followed by other characters',
        CSV_MAX_RECORD_SIZE: `a record runs on past ${MAX_RECORD_CHARS / 1024 ** 2} Mi characters (a quote never closed?)`
    };
    return new CsvSyntaxError(words[code ?? ''] ?? 'it cannot be read as CSV');
}


/***/ }),

/***/ 82091:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ scanRecords)
/* harmony export */ });
/**
 * Records written the way RFC 4180 writes them, split without a general parser: fields quoted or
 * not, a quoted field holding commas, line breaks and doubled quotes, records ended by LF or CRLF.
 * Over such text the grammar leaves one reading, the one csv-parse gives; the scan jumps from
 * quote to quote and line end to line end instead of looking at every byte with every rule.
 *
 * Anything else stops the scan at the start of its record, for csv-parse to read from there: a
 * quote inside an unquoted field, text after a closing quote, a carriage return alone, a quoted
 * field still open at the end.
 */
const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;
/** The record goes on past the text given: wait for more. */
const MORE = -1;
/** The record is not one the scan reads. */
const IRREGULAR = -2;
/**
 * Takes every whole record of `text` until `take` returns false. With `final`, the text is all
 * there is: a record ended by the end of the text is whole.
 */
function scanRecords(text, final, take, delimiter = COMMA) {
    const next = { quote: -1, lf: -1, cr: -1 };
    // Each search is kept until the scan passes it, so plain text is searched once for each.
    const seek = (char, from) => {
        const found = text.indexOf(char, from);
        return found < 0 ? text.length : found;
    };
    let start = 0;
    while (start < text.length) {
        if (next.quote < start)
            next.quote = seek('"', start);
        if (next.lf < start)
            next.lf = seek('\n', start);
        if (next.cr < start)
            next.cr = seek('\r', start);
        const end = next.quote < next.lf
            ? quotedRecord(text, start, final, take, delimiter)
            : plainLine(text, { start, lf: next.lf, cr: next.cr }, final, take);
        if (end < 0)
            return { next: start, irregular: end === IRREGULAR || final };
        if (end === start)
            return { next: start, irregular: false };
        start = end;
    }
    return { next: start, irregular: false };
}
/** A line without quotes, taken as it is; the next record's start, or MORE or IRREGULAR. */
function plainLine(text, line, final, take) {
    const { start, lf, cr } = line;
    if (cr < lf - 1)
        return IRREGULAR;
    if (lf === text.length && !final)
        return MORE;
    const stop = cr === lf - 1 ? lf - 1 : lf;
    const next = Math.min(lf + 1, text.length);
    if (stop === start)
        return next;
    return take(text.slice(start, stop)) ? next : start;
}
/**
 * A record with a quote in it, field by field; the next record's start, or MORE or IRREGULAR.
 * Returns `start` when `take` asks to stop.
 */
function quotedRecord(text, start, final, take, delimiter) {
    const fields = [];
    let at = start;
    for (;;) {
        const end = text.charCodeAt(at) === QUOTE ? quotedEnd(text, at, final) : plainEnd(text, at, delimiter);
        if (end < 0)
            return end;
        fields.push(fieldValue(text, at, end));
        const next = afterField(text, end, final, delimiter);
        if (next < 0)
            return next;
        if (text.charCodeAt(end) !== delimiter)
            return take(fields) ? next : start;
        at = next;
    }
}
/** Just past an unquoted field: at its delimiter, line end or the end of the text. */
function plainEnd(text, at, delimiter) {
    for (let i = at; i < text.length; i++) {
        const code = text.charCodeAt(i);
        if (code === delimiter || code === LF || code === CR)
            return i;
        if (code === QUOTE)
            return IRREGULAR;
    }
    return text.length;
}
/** Just past the closing quote of the field opened at `at`. */
function quotedEnd(text, at, final) {
    for (let from = at + 1;;) {
        const quote = text.indexOf('"', from);
        if (quote < 0)
            return MORE;
        if (text.charCodeAt(quote + 1) === QUOTE)
            from = quote + 2;
        else if (quote + 1 === text.length && !final)
            return MORE;
        else
            return quote + 1;
    }
}
function fieldValue(text, at, end) {
    if (text.charCodeAt(at) !== QUOTE)
        return text.slice(at, end);
    const inner = text.slice(at + 1, end - 1);
    return inner.includes('"') ? inner.replaceAll('""', '"') : inner;
}
/** What follows a field at `end`: the next field's start after a delimiter, else the next record's. */
function afterField(text, end, final, delimiter) {
    if (end === text.length)
        return final ? end : MORE;
    const code = text.charCodeAt(end);
    if (code === delimiter)
        return end + 1;
    if (code === LF)
        return end + 1;
    if (code !== CR)
        return IRREGULAR;
    if (end + 1 === text.length)
        return final ? end + 1 : MORE;
    return text.charCodeAt(end + 1) === LF ? end + 2 : IRREGULAR;
}


/***/ }),

/***/ 69039:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ec: () => (/* binding */ misfitMessage),
/* harmony export */   GY: () => (/* binding */ FIELD_START),
/* harmony export */   X6: () => (/* binding */ lineOfRecord),
/* harmony export */   _w: () => (/* binding */ quoteState),
/* harmony export */   dG: () => (/* binding */ RecordShape),
/* harmony export */   ii: () => (/* binding */ QUOTE_IN_QUOTED),
/* harmony export */   jB: () => (/* binding */ QUOTED),
/* harmony export */   ry: () => (/* binding */ notATable)
/* harmony export */ });
/* unused harmony export UNQUOTED */
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(27242);
/**
 * Only a table is uploaded. A delimited file is refused when it is plainly something else (a
 * web page, an XML feed, a PDF, an image or another binary format saved under a table's name),
 * when a record has more fields than its header (a separator inside an unquoted value), or when
 * a record repeats the header (two exports joined into one file). Fewer fields than the header
 * stay allowed, as pandas and DuckDB read them. The checks of records run in the pass that reads
 * the file anyway (the conversion, or the check of a file uploaded as it is); the line of a
 * record refused is found afterwards, by reading to it again.
 */

/** What a file's start says it is when it is no table: a noun phrase, with what to do. */
function notATable(start, text) {
    const binary = binaryKind(start);
    if (binary !== undefined)
        return `is ${binary}, not a table of text: the service reads CSV or JSON. Commit the table itself (exported as CSV), or leave this file out of '${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.File}'`;
    const markup = markupKind(text);
    if (markup !== undefined)
        return `is ${markup}, not a table: ${markup.startsWith('an HTML') ? 'a page saved from a browser (a login or error page, often) instead of the export. Download the export again' : `it would arrive as a table of markup. Convert it to CSV or JSON`}, or leave this file out of '${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.File}'`;
    return undefined;
}
const MAGIC = [
    ['a PDF document', [0x25, 0x50, 0x44, 0x46, 0x2d]],
    ['a PNG image', [0x89, 0x50, 0x4e, 0x47]],
    ['a JPEG image', [0xff, 0xd8, 0xff]],
    ['a GIF image', [0x47, 0x49, 0x46, 0x38]],
    ['a Parquet file (name it .parquet)', [0x50, 0x41, 0x52, 0x31]],
    ['an SQLite database', [0x53, 0x51, 0x4c, 0x69, 0x74, 0x65, 0x20, 0x66]],
    ['a 7-Zip archive', [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]],
    ['a RAR archive', [0x52, 0x61, 0x72, 0x21]],
    ['gzip-compressed twice (gzip inside gzip)', [0x1f, 0x8b]],
    ['a bzip2 archive', [0x42, 0x5a, 0x68]],
    ['an xz archive', [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]],
    ['a zstd archive', [0x28, 0xb5, 0x2f, 0xfd]]
];
/** A binary format by its first bytes (a NUL byte elsewhere is refused with its line as it is read). */
function binaryKind(start) {
    for (const [kind, magic] of MAGIC)
        if (start.length >= magic.length && magic.every((byte, i) => start[i] === byte))
            return kind;
    return undefined;
}
const HTML_START = /^<(?:!doctype\s+html|html|head|body|meta|title|script|div|form|table)[\s>/]/i;
const SVG_START = /^<svg[\s>]/i;
const XML_START = /^<\?xml[\s?]/i;
const ELEMENT_START = /^<[a-z][\w.:-]*(?:\s[^>]*)?>/i;
/** Markup by its first element, comments and blank lines before it passed over. */
function markupKind(text) {
    let rest = text.replace(/^\uFEFF/, '').trimStart();
    const xml = XML_START.test(rest);
    for (;;) {
        if (rest.startsWith('<?'))
            rest = afterEnd(rest, '?>');
        else if (rest.startsWith('<!--'))
            rest = afterEnd(rest, '-->');
        else if (/^<!doctype\s+(?!html)/i.test(rest))
            rest = afterEnd(rest, '>');
        else
            break;
    }
    if (HTML_START.test(rest))
        return 'an HTML web page';
    if (SVG_START.test(rest))
        return 'an SVG image';
    if (xml || (ELEMENT_START.test(rest) && rest.includes('</'))) {
        const root = /^<([\w.:-]+)/.exec(rest)?.[1];
        return root === undefined
            ? 'an XML document'
            : `an XML document (its root element is <${root.slice(0, 40)}>)`;
    }
    return undefined;
}
function afterEnd(text, end) {
    const at = text.indexOf(end);
    return at < 0 ? '' : text.slice(at + end.length).trimStart();
}
/**
 * Each record against the header: more fields than it has, or the header itself again. A
 * record comes as the reading gives it: a line without quotes as it is, or its fields.
 */
class RecordShape {
    header;
    delimiter;
    joined;
    columns;
    records = 0;
    misfit;
    constructor(header, delimiter) {
        this.header = header;
        this.delimiter = delimiter;
        this.columns = header.length;
        this.joined = header.join(delimiter);
    }
    /** The next data record; false once one does not fit, and `misfit` says which. */
    take(record) {
        this.records++;
        const kind = this.kindOf(record);
        if (kind === undefined)
            return true;
        const fields = typeof record === 'string' ? record.split(this.delimiter).length : record.length;
        this.misfit = { kind, record: this.records, fields };
        return false;
    }
    kindOf(record) {
        const { columns, delimiter } = this;
        if (typeof record === 'string') {
            let count = 0;
            for (let at = record.indexOf(delimiter); at >= 0; at = record.indexOf(delimiter, at + 1))
                if (++count >= columns)
                    return 'wide';
            // With as many separators as the header has, the same text is the same fields.
            return count === columns - 1 && record === this.joined ? 'header' : undefined;
        }
        if (record.length > columns)
            return 'wide';
        if (record.length < columns || record[0] !== this.header[0])
            return undefined;
        for (let i = 1; i < columns; i++)
            if (record[i] !== this.header[i])
                return undefined;
        return 'header';
    }
}
/** The refusal of a record that does not fit, said of the file: the line, the cause, the fix. */
function misfitMessage(misfit, line, columns, separator) {
    const where = line === undefined ? `record ${misfit.record + 1}` : `line ${line}`;
    if (misfit.kind === 'header')
        return `repeats its header on ${where}, as two exports joined into one file do; the service would take it for a row of data (and 'compare' would count it). Remove that line, or commit the exports as files of their own`;
    const examples = separator === 'comma'
        ? 'a thousands separator, as in 1,530, or a comma in a text'
        : `a ${separator} in a text`;
    return `has ${misfit.fields} fields on ${where}, more than the ${columns} columns of its header, so no column can be told for them. A ${separator} inside an unquoted value is the usual cause (${examples}): quote such values ("…"), or remove the ${separator} from them`;
}
/** Where a delimited text's reading is, as RFC 4180 reads quotes; a quote inside an unquoted field is text. */
const [FIELD_START, UNQUOTED, QUOTED, QUOTE_IN_QUOTED] = [0, 1, 2, 3];
/** The next state after `code` (a character's or a byte's); `separator` ends a field. */
function quoteState(state, code, separator) {
    const ends = code === separator || code === 0x0a || code === 0x0d;
    switch (state) {
        case QUOTED:
            return code === 0x22 ? QUOTE_IN_QUOTED : QUOTED;
        case QUOTE_IN_QUOTED:
            // A doubled quote is a quote of the field; anything else closed it.
            return code === 0x22 ? QUOTED : ends ? FIELD_START : UNQUOTED;
        case FIELD_START:
            return code === 0x22 ? QUOTED : ends ? FIELD_START : UNQUOTED;
        default:
            return ends ? FIELD_START : UNQUOTED;
    }
}
/**
 * The line on which the text's record `record` begins (the header is 0; blank lines are no
 * records), read to it again; undefined past the text's end.
 */
async function lineOfRecord(text, separator, record) {
    const code = separator.charCodeAt(0);
    let line = 1;
    let state = FIELD_START;
    let records = -1;
    let inRecord = false;
    let first = true;
    for await (let chunk of text) {
        if (first && chunk !== '') {
            chunk = chunk.replace(/^\uFEFF/, '');
            first = false;
        }
        for (let i = 0; i < chunk.length; i++) {
            const char = chunk.charCodeAt(i);
            const quoted = state === QUOTED;
            state = quoteState(state, char, code);
            const ends = !quoted && state !== QUOTED && (char === 0x0a || char === 0x0d);
            if (ends)
                inRecord = false;
            else if (!inRecord) {
                inRecord = true;
                if (++records === record)
                    return line;
            }
            if (char === 0x0a)
                line++;
        }
    }
    return undefined;
}


/***/ }),

/***/ 32586:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Dn: () => (/* binding */ countNewlines),
/* harmony export */   K7: () => (/* binding */ quoteBytes),
/* harmony export */   NR: () => (/* binding */ strictUtf8),
/* harmony export */   Os: () => (/* binding */ utf8Chunks),
/* harmony export */   uL: () => (/* binding */ hasUtf8Bom),
/* harmony export */   vE: () => (/* binding */ firstInvalidUtf8)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);


/** Length of the sequence a UTF-8 lead byte starts, and the smallest code point it may encode. */
function sequence(lead) {
    if (lead >= 0xc2 && lead <= 0xdf)
        return { need: 1, min: 0x80 };
    if (lead >= 0xe0 && lead <= 0xef)
        return { need: 2, min: 0x800 };
    if (lead >= 0xf0 && lead <= 0xf4)
        return { need: 3, min: 0x10000 };
    return undefined;
}
/**
 * Index of the first byte that breaks UTF-8 in `bytes` (a sequence cut short included), or -1.
 * Node's own check answers for valid text; the byte is looked for only in text it refused.
 */
function firstInvalidUtf8(bytes) {
    return (0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(bytes) ? -1 : locateInvalidUtf8(bytes);
}
function locateInvalidUtf8(bytes) {
    let i = 0;
    while (i < bytes.length) {
        const lead = bytes[i];
        if (lead < 0x80) {
            i++;
            continue;
        }
        const seq = sequence(lead);
        if (seq === undefined)
            return i;
        let code = lead & (0x3f >> seq.need);
        for (let k = 1; k <= seq.need; k++) {
            if (i + k >= bytes.length)
                return i;
            const next = bytes[i + k];
            if ((next & 0xc0) !== 0x80)
                return i;
            code = (code << 6) | (next & 0x3f);
        }
        if (code < seq.min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
            return i;
        i += seq.need + 1;
    }
    return -1;
}
/** How many bytes at the end of `bytes` begin a UTF-8 sequence that the buffer cuts short. */
function incompleteTail(bytes) {
    for (let back = 1; back <= Math.min(3, bytes.length); back++) {
        const byte = bytes[bytes.length - back];
        if ((byte & 0xc0) === 0x80)
            continue;
        const seq = sequence(byte);
        return seq !== undefined && seq.need >= back ? back : 0;
    }
    return 0;
}
function countNewlines(bytes, end) {
    let lines = 0;
    for (let i = bytes.indexOf(0x0a); i >= 0 && i < end; i = bytes.indexOf(0x0a, i + 1))
        lines++;
    return lines;
}
/** `bytes` as UTF-8, a byte order mark kept as a character; undefined when they are not UTF-8. */
function strictUtf8(bytes) {
    try {
        return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    }
    catch {
        return undefined;
    }
}
function hasUtf8Bom(bytes) {
    return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}
/** What one read takes at most: memory stays flat however large the file is. */
const CHUNK_BYTES = 256 * 1024;
/**
 * Reads a file through one reused buffer, in chunks that end on a character boundary, so each
 * can be checked or decoded on its own. A chunk is valid only until the next one is asked for.
 * A sequence the file itself cuts short comes last, alone, for the caller's check to refuse.
 */
async function* utf8Chunks(file, expectedBytes) {
    // A small file gets a buffer its size (from Node's shared pool): thousands of them, each
    // with a chunk-sized buffer, cost more in garbage collection than in reading.
    const chunkBytes = Math.min(CHUNK_BYTES, Math.max((expectedBytes ?? CHUNK_BYTES) + 1, 16));
    const buffer = Buffer.allocUnsafe(chunkBytes);
    // Bytes of a character cut by the previous read, moved to the buffer's start.
    let carried = 0;
    const handle = await node_fs__WEBPACK_IMPORTED_MODULE_1__.promises.open(file, 'r');
    try {
        for (;;) {
            const { bytesRead } = await handle.read(buffer, carried, chunkBytes - carried);
            if (bytesRead === 0)
                break;
            const bytes = buffer.subarray(0, carried + bytesRead);
            const end = bytes.length - incompleteTail(bytes);
            yield bytes.subarray(0, end);
            carried = bytes.length - end;
            bytes.copy(buffer, 0, end);
        }
    }
    finally {
        await handle.close();
    }
    if (carried > 0)
        yield buffer.subarray(0, carried);
}
/**
 * A name read as bytes, quoted for a message: UTF-8 text as it is, control characters escaped,
 * and each byte that is not UTF-8 shown as \xNN, so the name can be found and renamed.
 */
function quoteBytes(bytes, max = 120) {
    let text = '';
    let rest = bytes;
    for (let at = firstInvalidUtf8(rest); at >= 0; at = firstInvalidUtf8(rest)) {
        text += `${rest.subarray(0, at).toString('utf8')}\u0000${rest[at].toString(16).toUpperCase().padStart(2, '0')}`;
        rest = rest.subarray(at + 1);
    }
    text += rest.toString('utf8');
    const shown = text.length > max ? `${text.slice(0, max)}…` : text;
    // The NUL marks stand for the bad bytes: a file name never holds NUL itself.
    return JSON.stringify(shown).replace(/\\u0000([0-9A-F]{2})/g, '\\x$1');
}


/***/ }),

/***/ 79407:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_url__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _datasets_convert_part_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(69858);


// The bundle is also the script of the workers that convert datasets (convert-worker.ts), of
// their helpers (convert-part.ts), and of those that read the versions compared
// (table-worker.ts). Its role (the action at the root, plan/ or collect/) is set by the entry
// that loaded it: role.ts. A helper loads only what its parts need, so it costs little memory.
if ((0,_datasets_convert_part_js__WEBPACK_IMPORTED_MODULE_1__/* .isPartHelper */ .Ej)())
    (0,_datasets_convert_part_js__WEBPACK_IMPORTED_MODULE_1__/* .serveParts */ .yp)();
else {
    const { isConversionWorker, serveConversion } = await Promise.all(/* import() */[__nccwpck_require__.e(838), __nccwpck_require__.e(461)]).then(__nccwpck_require__.bind(__nccwpck_require__, 43461));
    const { isTableWorker, serveTable } = await Promise.all(/* import() */[__nccwpck_require__.e(838), __nccwpck_require__.e(461), __nccwpck_require__.e(94)]).then(__nccwpck_require__.bind(__nccwpck_require__, 68094));
    if (isConversionWorker())
        await serveConversion();
    else if (isTableWorker())
        await serveTable();
    else {
        await (await Promise.all(/* import() */[__nccwpck_require__.e(838), __nccwpck_require__.e(123), __nccwpck_require__.e(461), __nccwpck_require__.e(547)]).then(__nccwpck_require__.bind(__nccwpck_require__, 12547))).run({ conversionWorker: (0,node_url__WEBPACK_IMPORTED_MODULE_0__.fileURLToPath)(import.meta.url) });
        // As actions/cache ends: a cache call that ran out of time must not hold the job.
        await (await Promise.all(/* import() */[__nccwpck_require__.e(838), __nccwpck_require__.e(199)]).then(__nccwpck_require__.bind(__nccwpck_require__, 76199))).exitLeavingCalls();
    }
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 42613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 20181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 35317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 49140:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("constants");

/***/ }),

/***/ 76982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 24434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 79896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 91943:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs/promises");

/***/ }),

/***/ 58611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 65692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 69278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 34589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 16698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 31421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 37540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 77598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 53053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 40610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 78474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 73024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 51455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 37067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 32467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 44708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 98995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 77030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 48161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 76760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 41792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 57075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 46466:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");

/***/ }),

/***/ 46193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 58500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 41692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 73136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 57975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 73429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 75919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 38522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 70857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 16928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 13193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 73245:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("supports-color");

/***/ }),

/***/ 53557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 64756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 52018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 87016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 39023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 43106:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("zlib");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		id: moduleId,
/******/ 		loaded: false,
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Flag the module as loaded
/******/ 	module.loaded = true;
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/node module decorator */
/******/ (() => {
/******/ 	__nccwpck_require__.nmd = (module) => {
/******/ 		module.paths = [];
/******/ 		if (!module.children) module.children = [];
/******/ 		return module;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(79407);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 

export const id = 781;
export const ids = [781];
export const modules = {

/***/ 37781:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ParquetError: () => (/* binding */ ParquetError),
  openParquet: () => (/* binding */ openParquet)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./node_modules/hyparquet/src/metadata.js + 1 modules
var src_metadata = __webpack_require__(96367);
// EXTERNAL MODULE: ./node_modules/hyparquet/src/utils.js
var utils = __webpack_require__(94428);
// EXTERNAL MODULE: ./node_modules/hyparquet/src/read.js + 15 modules
var read = __webpack_require__(82281);
// EXTERNAL MODULE: ./node_modules/hyparquet-compressors/src/index.js + 16 modules
var src = __webpack_require__(20138);
// EXTERNAL MODULE: ./src/datasets/convert/convert-rows.ts + 1 modules
var convert_rows = __webpack_require__(66854);
// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
;// CONCATENATED MODULE: ./src/datasets/convert/parquet-cells.ts
/**
 * Parquet values as CSV cell text. hyparquet is made to hand over each leaf's physical value
 * untouched (parquet.ts strips the annotations from its copy of the schema), and the leaf's own
 * schema element says here what that value means: its converted hyparquet values (floating
 * decimals, Dates cut to milliseconds) would not be exact.
 */

/** Whether a top-level column holds one leaf value a row, not lists or groups. */
function isFlat(node) {
    return node.children.length === 0 && node.element.repetition_type !== 'REPEATED';
}
/**
 * Whether hyparquet may decode a leaf's values as UTF-8 text itself (the read keeps its STRING
 * annotation): dictionary entries are then decoded once, not once a row.
 */
function isText(element) {
    const logical = element.logical_type?.type;
    const converted = element.converted_type;
    if (logical === 'JSON' || converted === 'JSON')
        return false;
    const text = logical === 'STRING' || logical === 'ENUM' || converted === 'UTF8' || converted === 'ENUM';
    return text && (element.type === 'BYTE_ARRAY' || element.type === 'FIXED_LEN_BYTE_ARRAY');
}
/** What a top-level column's values become: '' for null, nested values as compact JSON. */
function columnFormat(node, keys) {
    if (isFlat(node)) {
        const leaf = leafFormat(node.element);
        return value => (value === null || value === undefined ? '' : leaf.text(value));
    }
    const json = nestedJson(node, keys);
    return value => (value === null || value === undefined ? '' : json(value));
}
/**
 * Whether a top-level column's text never holds a comma, a quote or a line break: a flat column
 * of numbers, dates, times or booleans, which no annotation makes text.
 */
function isPlain(node) {
    const { type, converted_type: converted, logical_type: logical } = node.element;
    if (!isFlat(node) ||
        !['BOOLEAN', 'INT32', 'INT64', 'INT96', 'FLOAT', 'DOUBLE'].includes(type ?? ''))
        return false;
    const textual = ['UTF8', 'ENUM', 'JSON', 'BSON'];
    return (!textual.includes(converted ?? '') &&
        !['STRING', 'ENUM', 'JSON', 'BSON'].includes(logical?.type ?? ''));
}
/**
 * The list and map shapes as hyparquet assembles them (its own tests, in schema.js): a list's
 * values are an array, a map's an object keyed by its keys, any other group's an object keyed by
 * its fields' names.
 */
function isListLike(node) {
    const repeated = node.children[0];
    return (node.element.converted_type === 'LIST' &&
        node.children.length === 1 &&
        repeated.children.length <= 1 &&
        repeated.element.repetition_type === 'REPEATED');
}
function isMapLike(node) {
    const repeated = node.children[0];
    if (node.element.converted_type !== 'MAP' || node.children.length !== 1)
        return false;
    if (repeated.children.length !== 2 || repeated.element.repetition_type !== 'REPEATED') {
        return false;
    }
    return repeated.children.every(child => child.element.repetition_type !== 'REPEATED');
}
function mapKeyNode(node) {
    return node.children[0].children.find(child => child.element.name === 'key');
}
/** The key leaves of every map in a column, which hyparquet is asked to set aside. */
function mapKeyLeaves(node) {
    const own = isMapLike(node) ? [mapKeyNode(node)].filter(key => key !== undefined) : [];
    return [...own, ...node.children.flatMap(mapKeyLeaves)];
}
/** A map key is first made a string that JavaScript keeps in insertion order. */
const MAP_KEY_MARK = '\u0000';
function nestedJson(node, keys, single = false) {
    if (!single && node.element.repetition_type === 'REPEATED') {
        const each = nestedJson(node, keys, true);
        return value => arrayJson(value, each);
    }
    if (isListLike(node)) {
        const repeated = node.children[0];
        const each = repeated.children.length === 1
            ? nestedJson(repeated.children[0], keys)
            : nestedJson(repeated, keys, true);
        return value => arrayJson(value, each);
    }
    if (isMapLike(node))
        return mapJson(node, keys);
    if (node.children.length > 0) {
        const fields = node.children.map(child => ({
            name: child.element.name,
            label: JSON.stringify(child.element.name),
            json: nestedJson(child, keys)
        }));
        return value => {
            const record = value;
            return `{${fields.map(field => `${field.label}:${field.json(record[field.name])}`).join(',')}}`;
        };
    }
    const leaf = leafFormat(node.element);
    return value => (value === null || value === undefined ? 'null' : leaf.json(value));
}
function arrayJson(value, each) {
    if (value === null || value === undefined)
        return 'null';
    return `[${Array.from(value, each).join(',')}]`;
}
function mapJson(node, keys) {
    const keyNode = mapKeyNode(node);
    const valueNode = node.children[0].children.find(child => child.element.name === 'value');
    const keyText = keyNode ? leafFormat(keyNode.element).text : String;
    const valueJson = valueNode ? nestedJson(valueNode, keys) : () => 'null';
    const int96 = keyNode?.element.type === 'INT96';
    return value => {
        if (value === null || value === undefined)
            return 'null';
        const set = keys();
        const entries = Object.entries(value).map(([marked, item]) => {
            let key = set[Number(marked.slice(MAP_KEY_MARK.length))];
            if (int96)
                key = int96Nanos(key);
            const text = key === null || key === undefined ? '' : keyText(key);
            return `${JSON.stringify(text)}:${valueJson(item)}`;
        });
        return `{${entries.join(',')}}`;
    };
}
/** The format a leaf's schema element gives its values; its logical type wins over the legacy one. */
function leafFormat(element) {
    const logical = element.logical_type;
    const converted = element.converted_type;
    const type = element.type;
    if (logical?.type === 'DECIMAL' || converted === 'DECIMAL') {
        const scale = logical?.type === 'DECIMAL' ? logical.scale : (element.scale ?? 0);
        return quoted(value => decimalText(unscaledText(value), scale));
    }
    if (logical?.type === 'DATE' || converted === 'DATE') {
        return quoted(value => dateText(Number(value)));
    }
    if (logical?.type === 'TIMESTAMP') {
        return quoted(value => timestampText(value, logical.unit, logical.isAdjustedToUTC));
    }
    if (converted === 'TIMESTAMP_MILLIS' || converted === 'TIMESTAMP_MICROS') {
        // The legacy annotations stand for instants in UTC (the format's LogicalTypes.md).
        const unit = converted === 'TIMESTAMP_MILLIS' ? 'MILLIS' : 'MICROS';
        return quoted(value => timestampText(value, unit, true));
    }
    if (type === 'INT96') {
        // Written by Impala, Hive and old Spark; the readers of reference (Arrow, DuckDB) take it as
        // a local date and time, without a zone.
        return quoted(value => timestampText(value, 'NANOS', false));
    }
    if (logical?.type === 'TIME') {
        return quoted(value => timeText(value, logical.unit, logical.isAdjustedToUTC));
    }
    if (converted === 'TIME_MILLIS' || converted === 'TIME_MICROS') {
        const unit = converted === 'TIME_MILLIS' ? 'MILLIS' : 'MICROS';
        return quoted(value => timeText(value, unit, true));
    }
    const unsigned = (logical?.type === 'INTEGER' && !logical.isSigned) || converted?.startsWith('UINT_') === true;
    if (unsigned && type === 'INT64')
        return bare(value => BigInt.asUintN(64, value).toString());
    if (unsigned && type === 'INT32')
        return bare(value => String(value >>> 0));
    if (logical?.type === 'FLOAT16')
        return floating(value => halfFloat(value), String);
    if (logical?.type === 'UUID')
        return quoted(value => uuidText(value));
    if (logical?.type === 'JSON' || converted === 'JSON')
        return jsonText();
    if (logical?.type === 'STRING' ||
        logical?.type === 'ENUM' ||
        converted === 'UTF8' ||
        converted === 'ENUM') {
        return quoted(value => (typeof value === 'string' ? value : utf8Text(value)));
    }
    if (converted === 'INTERVAL')
        return quoted(value => intervalText(value));
    switch (type) {
        case 'BOOLEAN':
            return bare(value => (value ? 'true' : 'false'));
        case 'INT32':
        case 'INT64':
            return bare(value => String(value));
        case 'FLOAT':
            return floating(value => value, float32Text);
        case 'DOUBLE':
            return floating(value => value, float64Text);
        default:
            return quoted(value => bytesText(value));
    }
}
function quoted(text) {
    return { text, json: value => JSON.stringify(text(value)) };
}
function bare(text) {
    return { text, json: text };
}
/** Numbers are bare in JSON, except those JSON cannot write: NaN and the infinities. */
function floating(read, write) {
    const text = (value) => write(read(value));
    return {
        text,
        json: value => {
            const x = read(value);
            return Number.isFinite(x) ? write(x) : JSON.stringify(write(x));
        }
    };
}
/** JSON text as it is; inside a nested value, embedded as JSON when it parses. */
function jsonText() {
    return {
        text: value => utf8Text(value),
        json: value => {
            const text = utf8Text(value);
            try {
                JSON.parse(text);
                return text;
            }
            catch {
                return JSON.stringify(text);
            }
        }
    };
}
const utf8 = new TextDecoder();
/** The last buffer whose bytes were read, as a Buffer: a page's values share one. */
let lastBuffer;
let lastView = Buffer.alloc(0);
/**
 * UTF-8 as TextDecoder reads it, invalid bytes replaced alike: Buffer's toString costs half as
 * much a short value, but keeps a leading byte order mark, which TextDecoder drops.
 */
function utf8Text(bytes) {
    if (bytes[0] === 0xef)
        return utf8.decode(bytes);
    if (bytes.buffer !== lastBuffer) {
        lastBuffer = bytes.buffer;
        lastView = Buffer.from(bytes.buffer);
    }
    return lastView.toString('utf8', bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}
/** Bytes that are UTF-8 text read as text; others as base64, which any consumer can decode. */
function bytesText(bytes) {
    if ((0,external_node_buffer_.isUtf8)(bytes))
        return utf8Text(bytes);
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}
function uuidText(bytes) {
    const hex = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex');
    if (hex.length !== 32)
        return hex;
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
/** INTERVAL: three little-endian unsigned counts (months, days, milliseconds), as ISO 8601. */
function intervalText(bytes) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (bytes.byteLength !== 12)
        return bytesText(bytes);
    const months = view.getUint32(0, true);
    const days = view.getUint32(4, true);
    const millis = view.getUint32(8, true);
    return `P${months}M${days}DT${millis / 1000}S`;
}
/** The shortest text that reads back as the same double; -0 keeps its sign. */
function float64Text(x) {
    return Object.is(x, -0) ? '-0' : String(x);
}
/**
 * The shortest text that reads back as the same 32-bit float: a FLOAT column's 0.1 is
 * 0.100000001490116… as a double, and `String` would write all of it.
 */
function float32Text(x) {
    if (!Number.isFinite(x) || Object.is(x, -0) || x === 0)
        return float64Text(x);
    for (let digits = 1; digits < 9; digits++) {
        const shorter = Number(x.toPrecision(digits));
        if (Math.fround(shorter) === x)
            return String(shorter);
    }
    return String(Number(x.toPrecision(9)));
}
/** IEEE 754 half precision, little-endian, as hyparquet's and the format's FLOAT16. */
function halfFloat(bytes) {
    const bits = (bytes[1] << 8) | bytes[0];
    const sign = bits & 0x8000 ? -1 : 1;
    const exponent = (bits >> 10) & 0x1f;
    const fraction = bits & 0x3ff;
    if (exponent === 0)
        return sign * 2 ** -14 * (fraction / 1024);
    if (exponent === 0x1f)
        return fraction ? NaN : sign * Infinity;
    return sign * 2 ** (exponent - 15) * (1 + fraction / 1024);
}
/**
 * A decimal's unscaled value, as the digits of its magnitude: INT32 and INT64 as hyparquet reads
 * them, others as big-endian two's complement bytes.
 */
function unscaledText(value) {
    if (typeof value === 'number' || typeof value === 'bigint')
        return String(value);
    const bytes = value;
    if (bytes.length === 0)
        return '0';
    const hex = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex');
    return BigInt.asIntN(bytes.length * 8, BigInt(`0x${hex}`)).toString();
}
/** An unscaled integer's text and a scale as the decimal's exact text, e.g. -50 and 3: -0.050. */
function decimalText(unscaled, scale) {
    const negative = unscaled.startsWith('-');
    const digits = negative ? unscaled.slice(1) : unscaled;
    const sign = negative ? '-' : '';
    if (scale <= 0)
        return sign + digits + '0'.repeat(-scale);
    const padded = digits.padStart(scale + 1, '0');
    return `${sign}${padded.slice(0, -scale)}.${padded.slice(-scale)}`;
}
const PER_SECOND = { MILLIS: 1e3, MICROS: 1e6, NANOS: 1e9 };
const DIGITS = { MILLIS: 3, MICROS: 6, NANOS: 9 };
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
function floorDivide(a, b) {
    const q = a / b;
    return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}
const two = (n) => (n < 10 ? `0${n}` : String(n));
/** A day count from 1970-01-01 as YYYY-MM-DD, in the proleptic Gregorian calendar. */
function dateText(days) {
    // Civil date from a day count (H. Hinnant's algorithm), on eras of 400 years, any year.
    const z = days + 719468;
    const era = Math.floor(z / 146097);
    const dayOfEra = z - era * 146097;
    const yearOfEra = Math.floor((dayOfEra -
        Math.floor(dayOfEra / 1460) +
        Math.floor(dayOfEra / 36524) -
        Math.floor(dayOfEra / 146096)) /
        365);
    const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
    const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
    const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
    const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
    const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
    return `${yearText(year)}-${two(month)}-${two(day)}`;
}
/** Years 0 to 9999 in four digits; others signed and in six or more, as ISO 8601 extends them. */
function yearText(year) {
    if (year >= 0 && year <= 9999)
        return String(year).padStart(4, '0');
    return (year < 0 ? '-' : '+') + String(Math.abs(year)).padStart(6, '0');
}
function clockText(units, unit) {
    const perSecond = PER_SECOND[unit];
    const seconds = Math.floor(units / perSecond);
    const fraction = String(units - seconds * perSecond).padStart(DIGITS[unit], '0');
    const clock = `${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
    return `${clock}.${fraction}`;
}
/** The last day's text: the timestamps of neighbouring rows mostly fall on the same day. */
let lastDay = NaN;
let lastDayText = '';
function dayText(days) {
    if (days !== lastDay) {
        lastDayText = dateText(days);
        lastDay = days;
    }
    return lastDayText;
}
/** A count of units since 1970-01-01T00:00, ISO 8601 with every digit of the unit. */
function timestampText(value, unit, utc) {
    const perDay = 86400 * PER_SECOND[unit];
    let days;
    let rest;
    if (typeof value === 'number' || (value <= MAX_SAFE && value >= -MAX_SAFE)) {
        const units = Number(value);
        days = Math.floor(units / perDay);
        rest = units - days * perDay;
    }
    else {
        // Nanoseconds beyond 104 days from 1970, micros beyond 285 years: the day in BigInt.
        const wholeDays = floorDivide(value, BigInt(perDay));
        days = Number(wholeDays);
        rest = Number(value - wholeDays * BigInt(perDay));
    }
    return `${dayText(days)}T${clockText(rest, unit)}${utc ? 'Z' : ''}`;
}
/** A count of units since midnight, HH:MM:SS and every digit of the unit. */
function timeText(value, unit, utc) {
    const units = Number(value);
    const sign = units < 0 ? '-' : '';
    return `${sign}${clockText(Math.abs(units), unit)}${utc ? 'Z' : ''}`;
}
/** INT96 as hyparquet reads it: the Julian day above 64 bits of nanoseconds into that day. */
function int96Nanos(value) {
    const nanos = BigInt.asUintN(64, value);
    const julianDay = (value - nanos) >> 64n;
    return (julianDay - 2440588n) * 86400000000000n + nanos;
}

;// CONCATENATED MODULE: ./src/datasets/convert/parquet.ts
/**
 * A Parquet dataset read as CSV-ready rows, one row group at a time, so memory follows the
 * largest row group, not the file. The footer is checked before any
 * data is read: a file that lies about where its data is or how large it grows is refused.
 */





/** What is wrong with the file, as a clause the caller puts after the file's name. */
class ParquetError extends Error {
}
/**
 * The most a row group may grow to once decompressed: hyparquet holds a row group's pages, and
 * the values of its nested columns, in memory at once.
 */
const ROW_GROUP_LIMIT = 512 * 1024 * 1024;
/** Rows turned to text at a time: the caller holds one batch of strings, not a row group's. */
const BATCH_ROWS = 4096;
/** Footers of real files are kilobytes to a few megabytes; their parse costs ten times more. */
const FOOTER_LIMIT = 64 * 1024 * 1024;
const MAGIC = 'PAR1';
const MiB = 1024 * 1024;
/** Opens the file and reads its footer; throws ParquetError for a file that is not Parquet or whose footer lies. */
async function openParquet(file) {
    const handle = await (0,promises_.open)(file, 'r');
    try {
        const { size } = await handle.stat();
        const footerLength = await readTail(handle, size);
        const metadata = await readFooter(fileBuffer(handle, size));
        const plan = planRead(metadata, size - footerLength - 8);
        return {
            columns: plan.columns,
            rowCount: plan.rowCount,
            batches: (csv = false) => readBatches(file, size, plan, csv)
        };
    }
    finally {
        await handle.close();
    }
}
/** Checks both magic numbers and the footer's length; returns that length. */
async function readTail(handle, size) {
    if (size < 12)
        throw new ParquetError(`is not a Parquet file (${size} bytes, too short)`);
    const head = Buffer.alloc(4);
    const tail = Buffer.alloc(8);
    await handle.read(head, 0, 4, 0);
    await handle.read(tail, 0, 8, size - 8);
    if (tail.toString('latin1', 4) !== MAGIC) {
        throw new ParquetError('is not a Parquet file (no PAR1 magic at its end)');
    }
    if (head.toString('latin1') !== MAGIC) {
        throw new ParquetError('is not a Parquet file (no PAR1 magic at its start)');
    }
    const footerLength = tail.readUInt32LE(0);
    if (footerLength > size - 12) {
        throw new ParquetError(`has a corrupt footer: it claims ${footerLength} bytes, more than the file's ${size}`);
    }
    if (footerLength > FOOTER_LIMIT) {
        throw new ParquetError(`has a footer of ${Math.ceil(footerLength / MiB)} MiB, more than the ${FOOTER_LIMIT / MiB} MiB read`);
    }
    return footerLength;
}
async function readFooter(file) {
    try {
        return await (0,src_metadata/* parquetMetadataAsync */.Ei)(file, { geoparquet: false });
    }
    catch (error) {
        throw new ParquetError(`has a footer that cannot be read (${cleanReason(error)})`);
    }
}
function planRead(metadata, dataEnd) {
    const tree = (0,src_metadata/* parquetSchema */.YR)(metadata);
    refuseUnsupported(tree);
    const rowCount = Number(metadata.num_rows);
    if (!Number.isSafeInteger(rowCount) || rowCount < 0) {
        throw new ParquetError(`has a corrupt footer: a row count of ${metadata.num_rows}`);
    }
    const leaves = countLeaves(tree);
    let rowsInGroups = 0;
    const groupRows = metadata.row_groups.map((group, index) => {
        checkRowGroup(group, index, leaves, dataEnd);
        rowsInGroups += Number(group.num_rows);
        return Number(group.num_rows);
    });
    if (rowsInGroups !== rowCount) {
        throw new ParquetError(`has a corrupt footer: its row groups hold ${rowsInGroups} rows, not the ${rowCount} it claims`);
    }
    const raw = rawMetadata(metadata, tree);
    return {
        columns: tree.children.map(child => child.element.name),
        rowCount,
        groupRows,
        raw,
        tree
    };
}
function countLeaves(node) {
    return node.children.length === 0 ? 1 : node.children.reduce((n, c) => n + countLeaves(c), 0);
}
function refuseUnsupported(node) {
    const { element } = node;
    if (element.logical_type?.type === 'VARIANT') {
        throw new ParquetError(`has column '${node.path.join('.')}' of type VARIANT, which is not supported`);
    }
    if (node.children.length === 0 && node.path.length > 0 && element.type === undefined) {
        throw new ParquetError(`has column '${node.path.join('.')}' of a physical type not supported`);
    }
    for (const child of node.children)
        refuseUnsupported(child);
}
/** Checks a row group's column chunks against the file, and its size against the limit. */
function checkRowGroup(group, index, leaves, dataEnd) {
    const where = `row group ${index + 1}`;
    if (!Number.isSafeInteger(Number(group.num_rows)) || Number(group.num_rows) < 0) {
        throw new ParquetError(`has a corrupt footer: ${where} has ${group.num_rows} rows`);
    }
    if (group.columns.length !== leaves) {
        throw new ParquetError(`has a corrupt footer: ${where} has ${group.columns.length} column chunks for ${leaves} columns`);
    }
    let uncompressed = 0;
    for (const chunk of group.columns) {
        const meta = chunk.meta_data;
        if (chunk.file_path !== undefined || meta === undefined) {
            throw new ParquetError(`keeps the data of ${where} in another file, which is not supported`);
        }
        const name = meta.path_in_schema.join('.');
        if (meta.codec !== 'UNCOMPRESSED' && !(meta.codec in src/* compressors */.Vm)) {
            throw new ParquetError(`compresses column '${name}' with ${meta.codec ?? 'an unknown codec'}, which is not supported`);
        }
        const start = Number(meta.dictionary_page_offset || meta.data_page_offset);
        const end = start + Number(meta.total_compressed_size);
        if (!(start >= 4 && end >= start && end <= dataEnd)) {
            throw new ParquetError(`has a corrupt footer: column '${name}' in ${where} lies outside the file's data (bytes ${start} to ${end})`);
        }
        uncompressed += Number(meta.total_uncompressed_size);
    }
    if (!(uncompressed <= ROW_GROUP_LIMIT)) {
        throw new ParquetError(`has ${where} of ${Math.ceil(uncompressed / MiB)} MiB uncompressed, more than the ${ROW_GROUP_LIMIT / MiB} MiB limit: write it with smaller row groups`);
    }
}
/**
 * A copy of the footer whose leaves keep only their physical type: hyparquet then hands over
 * decimals as their unscaled integers, timestamps as their counts and bytes as bytes (its own
 * conversions are floating decimals and Dates cut to milliseconds). Text leaves keep the UTF8
 * annotation, which hyparquet decodes exactly (with `utf8Text`), a dictionary's entries once.
 * Map keys get the DATE converted type, which makes hyparquet pass each through `dateFromDays`
 * (its only conversion of any physical type), where the read sets it aside: JavaScript objects,
 * which hyparquet makes of maps, would put integer-like keys first.
 */
function rawMetadata(metadata, tree) {
    const keyLeaves = new Set(tree.children.flatMap(mapKeyLeaves).map(leaf => leaf.element));
    const schema = metadata.schema.map((element) => {
        if (element.num_children)
            return element;
        const bare = { ...element, logical_type: undefined, converted_type: undefined };
        if (keyLeaves.has(element))
            bare.converted_type = 'DATE';
        else if (isText(element))
            bare.converted_type = 'UTF8';
        return bare;
    });
    return { ...metadata, schema };
}
async function* readBatches(file, size, plan, csv) {
    const handle = await (0,promises_.open)(file, 'r');
    try {
        const buffer = fileBuffer(handle, size);
        let groupStart = 0;
        for (const [index, rows] of plan.groupRows.entries()) {
            yield* groupBatches(buffer, plan, groupStart, rows, index, csv);
            groupStart += rows;
        }
    }
    finally {
        await handle.close();
    }
}
/**
 * One row group, read a column at a time through hyparquet's column-chunk callback (no object
 * a row), then handed over a batch of rows at a time: a flat column's values turned to text a
 * batch at a time, a nested one's at once, its objects dropped. A group is not read by slices
 * of rows: hyparquet reads a slice (rowStart, rowEnd) no cheaper than the whole group, as it
 * reads every column chunk whole unless the file has an offset index and decodes each page
 * whole, and DuckDB writes one page per column chunk.
 */
async function* groupBatches(file, plan, rowStart, rows, groupIndex, csv) {
    const compressors = boundedDecompressors();
    const columns = [];
    for (const node of plan.tree.children) {
        const mapKeys = [];
        const text = columnFormat(node, () => mapKeys);
        // Numbers, dates and times never hold a comma, a quote or a line break.
        const format = csv && !isPlain(node) ? (value) => (0,convert_rows/* csvField */.XR)(text(value)) : text;
        const parsers = {
            // INT96, the one type hyparquet converts whatever its annotations: its nanoseconds.
            timestampFromNanoseconds: nanos => nanos,
            dateFromDays: key => `${MAP_KEY_MARK}${mapKeys.push(key) - 1}`,
            stringFromBytes: utf8Text
        };
        const name = node.element.name;
        try {
            const chunks = await readColumn(file, plan, name, rowStart, rows, compressors, parsers);
            const read = chunks.reduce((n, chunk) => n + chunk.length, 0);
            if (read < rows) {
                throw new ParquetError(`has column '${name}' holding ${read} values where its row group claims ${rows} rows`);
            }
            columns.push(isFlat(node) ? chunkCells(chunks, format) : textCells((0,utils/* flatten */.Bq)(chunks), format));
        }
        catch (error) {
            if (error instanceof ParquetError)
                throw error;
            throw new ParquetError(`has row group ${groupIndex + 1} that cannot be read (${decodeReason(error)})`);
        }
    }
    for (let start = 0; start < rows; start += BATCH_ROWS) {
        const end = Math.min(start + BATCH_ROWS, rows);
        yield { rows: end - start, columns: columns.map(column => column(start, end)) };
    }
}
/**
 * A top-level column's values across the row group, as hyparquet hands over its chunks: a flat
 * column's a chunk a page, a nested one's assembled.
 */
async function readColumn(file, plan, name, rowStart, rows, compressors, parsers) {
    const chunks = [];
    await (0,read/* parquetRead */.bA)({
        file,
        metadata: plan.raw,
        columns: [name],
        rowStart,
        rowEnd: rowStart + rows,
        utf8: false,
        compressors,
        parsers,
        onChunk: chunk => chunks.push({ rowStart: chunk.rowStart, data: chunk.columnData })
    });
    // The chunks of one column come in file order, but are sorted so no promise order is relied on.
    return chunks.sort((a, b) => a.rowStart - b.rowStart).map(chunk => chunk.data);
}
/** A flat column's cells, asked for in order: its chunks walked once. */
function chunkCells(chunks, format) {
    let chunkIndex = 0;
    let offset = 0;
    return (start, end) => {
        const cells = new Array(end - start);
        let i = 0;
        while (i < cells.length && chunkIndex < chunks.length) {
            const chunk = chunks[chunkIndex];
            const last = Math.min(cells.length, i + chunk.length - offset);
            for (; i < last; i++)
                cells[i] = format(chunk[offset++]);
            if (offset >= chunk.length) {
                chunkIndex++;
                offset = 0;
            }
        }
        return cells;
    };
}
function textCells(values, format) {
    return (start, end) => {
        const cells = new Array(end - start);
        for (let i = start; i < end; i++)
            cells[i - start] = format(values[i]);
        return cells;
    };
}
/**
 * Why hyparquet could not decode a page: a RangeError is a length or an offset read from the
 * page that points past its end. Told by its name: under a test runner's module sandbox the
 * error comes from another realm, which `instanceof` does not see.
 */
function decodeReason(error) {
    const name = error?.name;
    return name === 'RangeError' ? 'the values run past their page' : cleanReason(error);
}
/**
 * The decompressors, each refusing a page that claims more bytes than a whole row group may
 * hold, and all together more than that in one read: page headers are not checked by the footer.
 */
function boundedDecompressors() {
    let total = 0;
    const bounded = {};
    for (const [codec, decompress] of Object.entries(src/* compressors */.Vm)) {
        bounded[codec] = (input, outputLength) => {
            total += outputLength;
            if (!(outputLength >= 0) || total > ROW_GROUP_LIMIT) {
                throw new ParquetError(`has pages that decompress to more than the ${ROW_GROUP_LIMIT / MiB} MiB a row group may hold: write it with smaller row groups`);
            }
            return decompress(input, outputLength);
        };
    }
    return bounded;
}
/** Byte ranges of the file, each read whole into its own buffer. */
function fileBuffer(handle, size) {
    return {
        byteLength: size,
        async slice(start, end = size) {
            const buffer = new Uint8Array(Math.max(0, end - start));
            let done = 0;
            while (done < buffer.length) {
                const { bytesRead } = await handle.read(buffer, done, buffer.length - done, start + done);
                if (bytesRead === 0)
                    throw new ParquetError('ended early: it changed while it was read');
                done += bytesRead;
            }
            return buffer.buffer;
        }
    };
}
/** An error's message as a short clause: no stack, no control characters, no "parquet" prefix. */
function cleanReason(error) {
    const message = error instanceof Error ? error.message : String(error);
    const clean = message
        // eslint-disable-next-line no-control-regex
        .replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ')
        .replace(/^parquet /, '')
        .trim();
    return clean.length > 160 ? `${clean.slice(0, 160)}…` : clean || 'an unknown error';
}


/***/ })

};

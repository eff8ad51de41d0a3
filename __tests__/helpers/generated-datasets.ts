/**
 * Random workspaces of datasets and random inputs over them, from a seed, with what each dataset
 * holds as the user means it: the oracle a generated test holds the action's uploads to. Nothing
 * here reads a dataset the way the action does: the cells are known because they were written.
 */
import { gzipSync } from 'node:zlib'
import { Seeded } from './seeded.js'

export type Encoding = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'windows-1252'
export type Separator = ',' | ';' | '\t' | '|'
export type Broken =
  | 'unclosed-quote'
  | 'trailing-comma'
  | 'header-only'
  | 'empty'
  | 'web-page'
  | 'xml'
  | 'ragged'
  | 'repeated-header'

/** A cell as written in the file, and as the service must receive it with each decimal separator. */
export interface Cell {
  readonly written: string
  /** The value with `decimal-separator: ,` where the cell is a decimal-comma number. */
  readonly pointed: string
  /** A JSON dataset's value. */
  readonly json?: string | number | null
}

export interface GeneratedFile {
  readonly path: string
  readonly format: 'csv' | 'json' | 'jsonl'
  readonly separator: Separator
  readonly encoding: Encoding
  readonly gzip: boolean
  readonly header: readonly string[]
  readonly rows: readonly (readonly Cell[])[]
  readonly broken?: Broken
  /**
   * Delimited text with a column of numbers written with a decimal point (`10.5`, `0.125`),
   * which `decimal-separator: ,` does not fit.
   */
  readonly decimalPoints: boolean
  /** Only ASCII characters: any ASCII-compatible encoding reads it alike. */
  readonly ascii: boolean
  readonly bytes: Buffer
}

export interface GeneratedInputs {
  readonly file: string
  readonly delimiter: '' | Separator
  readonly encoding: '' | 'windows-1252' | 'utf-16le'
  readonly fileType: '' | 'csv' | 'json' | 'jsonl'
  readonly columns: string
  readonly decimalSeparator: '.' | ','
  /** The literal lines that name no file. */
  readonly typos: readonly string[]
}

export interface GeneratedCase {
  readonly seed: number
  readonly files: readonly GeneratedFile[]
  readonly inputs: GeneratedInputs
}

const UNICODE_WORDS = ['Zürich', 'São Paulo', 'Łódź', '東京', 'naïve café', 'Ørsted', '🙂 ok']
const LATIN1_WORDS = ['Zürich', 'café', 'Straße', 'Ñandú', 'Øre', 'Ålborg']
const ASCII_WORDS = ['north', 'South Wing', 'a "quoted" word', 'x, y and z', 'two\nlines', 'plain']
const COLUMN_NAMES = ['id', 'region', 'revenue', 'note', 'month', 'städte', 'units']

export function generateCase(seed: number): GeneratedCase {
  const random = new Seeded(seed)
  const files: GeneratedFile[] = []
  const count = random.int(1, 4)
  for (let i = 0; i < count; i++) files.push(generateFile(random, `d${i}`))
  return { seed, files, inputs: generateInputs(random, files) }
}

function generateFile(random: Seeded, stem: string): GeneratedFile {
  const format = random.pick(['csv', 'csv', 'csv', 'json', 'jsonl'] as const)
  const separator = format === 'csv' ? random.pick([',', ';', '\t', '|'] as const) : ','
  const encoding = random.pick(['utf-8', 'utf-8', 'utf-8-bom', 'utf-16le', 'windows-1252'] as const)
  const gzip = random.chance(0.15)
  const folder = random.chance(0.2) ? 'data/sub/' : 'data/'
  const path = `${folder}${stem}.${format}${gzip ? '.gz' : ''}`
  const columns = random.int(2, 4)
  const header = pickDistinct(random, COLUMN_NAMES, columns)
  const european = separator === ';' && random.chance(0.7)
  const words =
    encoding === 'windows-1252'
      ? [...ASCII_WORDS, ...LATIN1_WORDS]
      : [...ASCII_WORDS, ...UNICODE_WORDS]
  // Numbers in some columns, words in the others; a column is one or the other.
  const kinds = header.map(() => random.pick(['int', 'decimal', 'word'] as const))
  const rows: Cell[][] = []
  for (let r = random.int(1, 5); r > 0; r--)
    rows.push(kinds.map(kind => makeCell(random, kind, words, european, format)))
  const decimalPoints =
    format === 'csv' &&
    !european &&
    kinds.some((kind, i) => kind === 'decimal' && rows.some(row => row[i].written !== ''))
  const broken = random.chance(0.12) ? brokenFor(random, format) : undefined
  const text = broken
    ? brokenText(broken, separator)
    : format === 'csv'
      ? csvText(random, header, rows, separator)
      : jsonText(format, header, rows)
  const ascii = /^[\p{ASCII}]*$/u.test(text) && encoding !== 'utf-8-bom' && encoding !== 'utf-16le'
  const encoded = encode(text, encoding)
  return {
    path,
    format,
    separator,
    encoding,
    gzip,
    header,
    rows,
    broken,
    decimalPoints,
    ascii,
    bytes: gzip ? gzipSync(encoded) : encoded
  }
}

function pickDistinct<T>(random: Seeded, items: readonly T[], count: number): T[] {
  const left = [...items]
  const picked: T[] = []
  while (picked.length < count) picked.push(left.splice(random.int(0, left.length - 1), 1)[0])
  return picked
}

function makeCell(
  random: Seeded,
  kind: 'int' | 'decimal' | 'word',
  words: readonly string[],
  european: boolean,
  format: string
): Cell {
  if (random.chance(0.1)) return { written: '', pointed: '', json: null }
  if (kind === 'word') {
    const word = random.pick(words)
    return { written: word, pointed: word, json: word }
  }
  const whole = random.int(0, 2_000_000) * (random.chance(0.2) ? -1 : 1)
  if (kind === 'int') return { written: String(whole), pointed: String(whole), json: whole }
  const cents = String(random.int(0, 99)).padStart(2, '0')
  const pointed = `${whole}.${cents}`
  if (format !== 'csv') return { written: pointed, pointed, json: Number(pointed) }
  if (!european) {
    // A decimal point shown: other than three digits after it, or three after a leading 0.
    const written = random.pick([
      pointed,
      `${whole}.${random.int(0, 9)}`,
      `0.${String(random.int(0, 999)).padStart(3, '0')}`
    ])
    return { written, pointed: written }
  }
  // As a European spreadsheet writes it: a decimal comma, the thousands grouped by points or not.
  const digits = String(Math.abs(whole))
  const grouped = random.chance(0.5) ? digits.replace(/\B(?=(\d{3})+$)/g, '.') : digits
  return { written: `${whole < 0 ? '-' : ''}${grouped},${cents}`, pointed }
}

function brokenFor(random: Seeded, format: string): Broken {
  return format === 'csv'
    ? random.pick([
        'unclosed-quote',
        'header-only',
        'empty',
        'web-page',
        'xml',
        'ragged',
        'repeated-header'
      ] as const)
    : random.pick(['trailing-comma', 'empty'] as const)
}

function brokenText(broken: Broken, separator: Separator): string {
  switch (broken) {
    case 'unclosed-quote':
      return `id${separator}note\n1${separator}"never closed\n2${separator}more\n`
    case 'trailing-comma':
      return '[\n  {"id": 1},\n  {"id": 2},\n]\n'
    case 'header-only':
      return `id${separator}note\n`
    case 'empty':
      return ''
    case 'web-page':
      return '<!DOCTYPE html>\n<html><head><title>Sign in</title></head>\n<body><form></form></body></html>\n'
    case 'xml':
      return '<?xml version="1.0"?>\n<rows>\n<row><id>1</id></row>\n</rows>\n'
    case 'ragged':
      // A thousands separator in an unquoted number: one field more than the header.
      return `id${separator}units\n1${separator}12\n2${separator}1${separator}530\n`
    case 'repeated-header':
      return `id${separator}units\n1${separator}12\nid${separator}units\n2${separator}9\n`
  }
}

function csvText(
  random: Seeded,
  header: readonly string[],
  rows: readonly (readonly Cell[])[],
  separator: Separator
): string {
  const field = (text: string) =>
    text.includes(separator) || /["\r\n]/.test(text) || (text !== '' && random.chance(0.1))
      ? `"${text.replaceAll('"', '""')}"`
      : text
  const newline = random.chance(0.3) ? '\r\n' : '\n'
  const lines = [header, ...rows.map(row => row.map(cell => cell.written))]
  return lines.map(line => line.map(field).join(separator)).join(newline) + newline
}

function jsonText(
  format: 'json' | 'jsonl',
  header: readonly string[],
  rows: readonly (readonly Cell[])[]
): string {
  const records = rows.map(row => Object.fromEntries(header.map((h, i) => [h, row[i].json])))
  if (format === 'jsonl') return records.map(r => JSON.stringify(r)).join('\n') + '\n'
  return `[\n${records.map(r => `  ${JSON.stringify(r)}`).join(',\n')}\n]\n`
}

function encode(text: string, encoding: Encoding): Buffer {
  switch (encoding) {
    case 'utf-8':
      return Buffer.from(text, 'utf8')
    case 'utf-8-bom':
      return Buffer.from(`\ufeff${text}`, 'utf8')
    case 'utf-16le':
      return Buffer.from(`\ufeff${text}`, 'utf16le')
    case 'windows-1252':
      // Its words are Latin-1 letters, which windows-1252 writes as Latin-1 does.
      return Buffer.from(text, 'latin1')
  }
}

function generateInputs(random: Seeded, files: readonly GeneratedFile[]): GeneratedInputs {
  const lines: string[] = []
  const typos: string[] = []
  for (const file of files) if (random.chance(0.4)) lines.push(file.path)
  if (random.chance(0.5)) lines.push(random.pick(['data/*.csv*', 'data/**/*.json*', 'data/**']))
  if (random.chance(0.2)) lines.push(random.pick(['reports/*.csv', 'data/*.parquet']))
  if (random.chance(0.25)) {
    const typo = random.pick(files).path.replace(/d(\d)/, 'd$1x')
    lines.push(typo)
    typos.push(typo)
  }
  if (lines.length === 0) lines.push(files[0].path)
  const all = [...new Set(files.flatMap(f => f.header))]
  const columns = random.chance(0.15)
    ? random.chance(0.5)
      ? pickDistinct(random, all, 1).join(',')
      : `!${random.pick(all)}`
    : ''
  return {
    file: lines.join('\n'),
    delimiter: random.chance(0.2) ? random.pick([',', ';', '\t', '|'] as const) : '',
    encoding: random.chance(0.15) ? random.pick(['windows-1252', 'utf-16le'] as const) : '',
    fileType: random.chance(0.1) ? random.pick(['csv', 'json', 'jsonl'] as const) : '',
    columns,
    decimalSeparator: random.chance(0.4) ? ',' : '.',
    typos
  }
}

/** The files the `file` lines select, as the test reads its own simple patterns. */
export function selected(
  files: readonly GeneratedFile[],
  inputs: GeneratedInputs
): GeneratedFile[] {
  const lines = inputs.file.split('\n')
  const matches = (file: GeneratedFile, line: string): boolean => {
    if (line === file.path) return true
    if (line === 'data/**') return true
    if (line === 'data/*.csv*') return /^data\/[^/]+\.csv(\.gz)?$/.test(file.path)
    if (line === 'data/**/*.json*') return /^data\/(.+\/)?[^/]+\.jsonl?(\.gz)?$/.test(file.path)
    return false
  }
  return files.filter(file => lines.some(line => matches(file, line)))
}

/**
 * Whether the inputs fit the file, so that it must be uploaded: it is not broken, and each
 * input that shapes data is empty or right for it.
 */
export function fits(file: GeneratedFile, inputs: GeneratedInputs): boolean {
  if (file.broken !== undefined) return false
  if (file.decimalPoints && inputs.decimalSeparator === ',') return false
  if (inputs.fileType !== '' && inputs.fileType !== file.format) return false
  if (inputs.delimiter !== '' && file.format === 'csv' && inputs.delimiter !== file.separator)
    return false
  if (inputs.encoding === '') {
    if (file.encoding === 'windows-1252' && !file.ascii) return false
  } else if (inputs.encoding === 'utf-16le') {
    if (file.encoding !== 'utf-16le') return false
  } else if (file.encoding !== 'windows-1252' && !file.ascii) {
    return false
  }
  const named = columnsNamed(inputs.columns)
  if (named !== undefined && !named.every(c => file.header.includes(c))) return false
  return true
}

function columnsNamed(columns: string): string[] | undefined {
  if (columns === '') return undefined
  return columns.split(',').map(c => c.replace(/^!/, ''))
}

/** The header and cells the service must receive for the file, as text. */
export function expectedTable(
  file: GeneratedFile,
  inputs: GeneratedInputs
): { header: string[]; rows: string[][] } {
  const named = columnsNamed(inputs.columns)
  let keep = file.header.map((_, i) => i)
  if (named !== undefined)
    keep = inputs.columns.startsWith('!')
      ? keep.filter(i => file.header[i] !== named[0])
      : named.map(c => file.header.indexOf(c))
  const value = (cell: Cell) => (inputs.decimalSeparator === ',' ? cell.pointed : cell.written)
  return {
    header: keep.map(i => file.header[i]),
    rows: file.rows.map(row => keep.map(i => value(row[i])))
  }
}

/** The records the service must receive for a JSON or JSON Lines file. */
export function expectedRecords(
  file: GeneratedFile,
  inputs: GeneratedInputs
): Record<string, unknown>[] {
  const { header } = expectedTable(file, inputs)
  return file.rows.map(row =>
    Object.fromEntries(header.map(h => [h, row[file.header.indexOf(h)].json]))
  )
}

/**
 * RFC 4180 read by the test itself, apart from the action's readers: fields split by commas,
 * quoted fields with doubled quotes, records ended by LF or CRLF outside quotes.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0
  for (; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      record.push(field)
      field = ''
    } else if (char === '\n' || (char === '\r' && text[i + 1] === '\n')) {
      if (char === '\r') i++
      record.push(field)
      records.push(record)
      record = []
      field = ''
    } else field += char
  }
  if (field !== '' || record.length > 0) records.push([...record, field])
  return records
}

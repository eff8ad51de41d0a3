/**
 * Reading Parquet as CSV-ready rows: real files written by DuckDB, read back cell by cell against
 * DuckDB's own reading of the same file, turned to text by SQL; and files that are not Parquet,
 * or lie, refused with a ParquetError.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DuckDBConnection } from '@duckdb/node-api'
import { openParquet, ParquetError } from '../src/datasets/convert/parquet.js'
import {
  queryRows,
  sqlString,
  withDuckDb,
  writeParquet,
  type Compression
} from './helpers/duckdb.js'
import { makeWorkspace, type Workspace } from './helpers/workspace.js'

const ROWS = 2500
const CORPUS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'parquet')

/** Null in a column every `every` rows, each column at its own offset. */
const orNull = (every: number, sql: string) =>
  `CASE WHEN i % ${every} = 3 THEN NULL ELSE ${sql} END`

/** One column of the typed table: how DuckDB makes it, and its expected text from the file. */
interface Column {
  readonly name: string
  readonly make: string
  /** An SQL expression over the column as DuckDB reads it back, giving the expected text. */
  readonly expect?: string
  /** For floats: DuckDB's text made JavaScript's shortest round-trip form. */
  readonly normalize?: (text: string) => string
}

const pick = (options: string[]) =>
  `(${JSON.stringify(options).replace(/"/g, '').replace(/\\\\/g, '\\')})[1 + i % ${options.length}]`

const isoYear = (value: string) =>
  `CASE WHEN year(${value}) BETWEEN 0 AND 9999 THEN lpad(year(${value})::VARCHAR, 4, '0') ` +
  `ELSE (CASE WHEN year(${value}) < 0 THEN '-' ELSE '+' END) || lpad(abs(year(${value}))::VARCHAR, 6, '0') END`

const isoDate = (value: string) => `${isoYear(value)} || strftime(${value}, '-%m-%d')`

function floatText(text: string): string {
  if (text === 'nan' || text === '-nan') return 'NaN'
  if (text === 'inf') return 'Infinity'
  if (text === '-inf') return '-Infinity'
  const x = Number(text)
  return Object.is(x, -0) ? '-0' : String(x)
}

const COLUMNS: Column[] = [
  { name: 'i', make: 'i' },
  {
    name: 'i8',
    make: orNull(7, `(CASE i % 3 WHEN 0 THEN -128 WHEN 1 THEN 127 ELSE i % 100 - 50 END)::TINYINT`)
  },
  {
    name: 'i16',
    make: orNull(
      11,
      `(CASE i % 3 WHEN 0 THEN -32768 WHEN 1 THEN 32767 ELSE i - 2500 END)::SMALLINT`
    )
  },
  {
    name: 'i32',
    make: orNull(
      13,
      `(CASE i % 3 WHEN 0 THEN -2147483648 WHEN 1 THEN 2147483647 ELSE i * 7919 END)::INTEGER`
    )
  },
  {
    name: 'i64',
    make: orNull(
      17,
      `(CASE i % 3 WHEN 0 THEN -9223372036854775808 WHEN 1 THEN 9223372036854775807 ELSE i::BIGINT * 1000000007 END)::BIGINT`
    )
  },
  { name: 'u8', make: orNull(7, `(255 - i % 256)::UTINYINT`) },
  { name: 'u16', make: orNull(9, `(65535 - i)::USMALLINT`) },
  { name: 'u32', make: orNull(10, `(4294967295 - i)::UINTEGER`) },
  { name: 'u64', make: orNull(12, `(18446744073709551615 - i)::UBIGINT`) },
  { name: 'flag', make: orNull(5, `i % 2 = 0`) },
  {
    name: 'f64',
    make: orNull(
      8,
      `${pick(["'nan'", "'inf'", "'-inf'", "'-0.0'", "'0.1'", "'1e300'", "'5e-324'", "'-123.456'"])}::DOUBLE + (CASE WHEN i % 16 > 7 THEN i / 3 ELSE 0 END)`
    ),
    normalize: floatText
  },
  { name: 'f32', make: orNull(6, `(i / 7)::FLOAT`), normalize: floatText },
  { name: 'd4_1', make: orNull(9, `(((i % 2000) - 1000)::DECIMAL(5,0) / 10)::DECIMAL(4,1)`) },
  { name: 'd9_3', make: orNull(9, `((i - 2500)::DECIMAL(9,3) / 1000 - 0.050)::DECIMAL(9,3)`) },
  {
    name: 'd18_6',
    make: orNull(9, `((i::BIGINT * 987654321 - 123456789)::DECIMAL(18,0) / 1000000)::DECIMAL(18,6)`)
  },
  {
    name: 'd38_2',
    make: orNull(
      9,
      `((CASE WHEN i % 2 = 0 THEN 12345678901234567890.12 ELSE -99999999999999999999999999999999999.99 END)::DECIMAL(38,2) + i)::DECIMAL(38,2)`
    )
  },
  { name: 'd22_0', make: orNull(9, `(i::HUGEINT * 1000000000000000000 - 1)::DECIMAL(22,0)`) },
  {
    name: 'day',
    make: orNull(
      7,
      `${pick(["DATE '1970-01-01'", "DATE '1969-12-31'", "DATE '1900-03-01'", "DATE '0001-01-01'", "DATE '9999-12-31'", "DATE '0101-01-01 (BC)'", "DATE '2024-02-29'"])} + (i // 7)::INTEGER`
    ),
    expect: isoDate('day')
  },
  {
    name: 'ts_us',
    make: orNull(8, `TIMESTAMP '1969-12-31 23:59:59.999999' + to_microseconds(i * 1234567891)`),
    expect: `strftime(ts_us, '%Y-%m-%dT%H:%M:%S.%f')`
  },
  {
    name: 'ts_ms',
    make: orNull(
      8,
      `(TIMESTAMP '1950-06-01 12:00:00' + to_milliseconds(i * 98765431))::TIMESTAMP_MS`
    ),
    expect: `strftime(ts_ms, '%Y-%m-%dT%H:%M:%S.%g')`
  },
  {
    name: 'ts_ns',
    make: orNull(8, `make_timestamp_ns(1577836800123456789 + i * 86400000000123)`),
    expect: `strftime(ts_ns, '%Y-%m-%dT%H:%M:%S.%n')`
  },
  {
    name: 'ts_tz',
    make: orNull(
      8,
      `TIMESTAMPTZ '2020-01-01 00:00:00.123456+00' + to_microseconds(i * 3600000123)`
    ),
    expect: `strftime(ts_tz, '%Y-%m-%dT%H:%M:%S.%fZ')`
  },
  {
    name: 'clock',
    make: orNull(8, `TIME '00:00:00' + to_microseconds((i * 17280000123) % 86400000000)`),
    expect: `strftime(DATE '2000-01-01' + clock, '%H:%M:%S.%f')`
  },
  {
    name: 'text',
    make: orNull(
      6,
      `${pick(["'plain'", "''", "'a,b'", '\'say "hi"\'', "'two\nlines'", "'crlf\r\nend'", "'Zürich €5 🎉'", "' padded '"])} || CASE WHEN i % 9 = 0 THEN i::VARCHAR ELSE '' END`
    )
  },
  {
    name: 'blob',
    make: orNull(
      5,
      `${pick(["'\\xFF\\x00\\x80'::BLOB", "'abc'::BLOB", "''::BLOB", "'\\xC3\\xA9t\\xC3\\xA9'::BLOB"])}`
    ),
    expect: `coalesce(try(decode(blob)), to_base64(blob))`
  },
  { name: 'id', make: orNull(4, `md5(i::VARCHAR)::UUID`) },
  { name: 'doc', make: orNull(4, `('{"n": ' || i || ', "tags": ["a", "b,c"]}')::JSON`) },
  {
    name: 'ints',
    make: orNull(
      6,
      `CASE WHEN i % 5 = 0 THEN []::BIGINT[] ELSE [i, NULL, 9007199254740993 + i] END`
    ),
    expect: `to_json(ints)`
  },
  { name: 'words', make: orNull(6, `['x', NULL, 'say "hi", ok', 'é']`), expect: `to_json(words)` },
  {
    name: 'amounts',
    make: orNull(6, `[((i - 2500)::DECIMAL(12,0) / 100)::DECIMAL(12,4), NULL]`),
    expect: `to_json(list_transform(amounts, x -> x::VARCHAR))`
  },
  {
    name: 'days',
    make: orNull(6, `[DATE '1969-07-20' + i::INTEGER]`),
    expect: `to_json(list_transform(days, x -> strftime(x, '%Y-%m-%d')))`
  },
  {
    name: 'rec',
    make: orNull(
      7,
      `{'n': i, 'name': CASE WHEN i % 4 = 0 THEN NULL ELSE 'r' || i END, 'price': (i::DECIMAL(10,0) / 100)::DECIMAL(10,2), 'at': TIMESTAMP '2001-02-03 04:05:06' + to_seconds(i), 'inner': {'ok': i % 2 = 0, 'vals': [i, i + 1]}}`
    ),
    expect: `CASE WHEN rec IS NULL THEN NULL ELSE to_json({'n': rec.n, 'name': rec.name, 'price': rec.price::VARCHAR, 'at': strftime(rec.at, '%Y-%m-%dT%H:%M:%S.%f'), 'inner': rec.inner}) END`
  },
  {
    name: 'pairs',
    make: orNull(6, `MAP {3: 'c', 1: 'a', -i - 1: 'own'}`),
    expect: `to_json(pairs)`
  },
  {
    name: 'scores',
    make: orNull(6, `MAP {'b': 1.5::DOUBLE, 'a': NULL, '10': -2.25}`),
    expect: `to_json(scores)`
  },
  {
    name: 'items',
    make: orNull(9, `[{'k': i, 'v': 'x'}, {'k': NULL, 'v': NULL}]`),
    expect: `to_json(items)`
  }
]

async function expectedRows(file: string, conn: DuckDBConnection): Promise<string[][]> {
  const select = COLUMNS.map(c => `${c.expect ?? `CAST(${c.name} AS VARCHAR)`} AS ${c.name}`)
  const rows = await queryRows(
    `SELECT ${select.join(', ')} FROM read_parquet(${sqlString(file)})`,
    conn
  )
  return rows.map(row =>
    row.map((value, i) => {
      if (value === null) return ''
      const normalize = COLUMNS[i].normalize
      return normalize ? normalize(String(value)) : String(value)
    })
  )
}

async function readAll(
  file: string
): Promise<{ columns: readonly string[]; rows: string[][]; batches: number }> {
  const table = await openParquet(file)
  const rows: string[][] = []
  let batches = 0
  for await (const batch of table.batches()) {
    batches++
    for (let row = 0; row < batch.rows; row++) rows.push(batch.columns.map(cells => cells[row]))
  }
  expect(rows).toHaveLength(table.rowCount)
  return { columns: table.columns, rows, batches }
}

/** The first cell that differs, named, so a failure says which column and row. */
function firstDifference(actual: string[][], expected: string[][]): string | undefined {
  for (let r = 0; r < expected.length; r++) {
    for (let c = 0; c < COLUMNS.length; c++) {
      if (actual[r]?.[c] !== expected[r][c]) {
        return `row ${r}, column ${COLUMNS[c].name}: got ${JSON.stringify(actual[r]?.[c])}, DuckDB ${JSON.stringify(expected[r][c])}`
      }
    }
  }
  return undefined
}

let workspace: Workspace

beforeAll(() => {
  workspace = makeWorkspace()
})

afterAll(() => workspace.remove())

describe('reading a Parquet file written by DuckDB', () => {
  const table = `SELECT ${COLUMNS.map(c => `${c.make} AS ${c.name}`).join(', ')} FROM range(${ROWS}) t(i)`
  const compressions: Compression[] = ['snappy', 'zstd', 'gzip', 'brotli', 'lz4', 'uncompressed']

  it.each(compressions)(
    'reads every type, cell by cell as DuckDB reads it, compressed with %s',
    async compression => {
      const file = path.join(workspace.root, `types-${compression}.parquet`)
      await withDuckDb(async conn => {
        await writeParquet(file, table, { compression, rowGroupSize: 2048 }, conn)
        const expected = await expectedRows(file, conn)
        const { columns, rows, batches } = await readAll(file)
        expect(columns).toEqual(COLUMNS.map(c => c.name))
        expect(batches).toBeGreaterThan(1)
        expect(rows).toHaveLength(ROWS)
        expect(firstDifference(rows, expected)).toBeUndefined()
      })
    }
  )

  it('keeps the text of sample values as the CSV needs them', async () => {
    const file = path.join(workspace.root, 'samples.parquet')
    await writeParquet(file, table)
    const { rows } = await readAll(file)
    const at = (row: number, name: string) => rows[row][COLUMNS.findIndex(c => c.name === name)]
    expect(at(0, 'd9_3')).toBe('-2.550')
    expect(at(1, 'd38_2')).toBe('-99999999999999999999999999999999998.99')
    expect(at(0, 'd38_2')).toBe('12345678901234567890.12')
    expect(at(5, 'day')).toBe('-000100-01-01')
    expect(at(0, 'ts_tz')).toBe('2020-01-01T00:00:00.123456Z')
    expect(at(0, 'ts_us')).toBe('1969-12-31T23:59:59.999999')
    expect(at(0, 'f64')).toBe('NaN')
    expect(at(0, 'blob')).toBe('/wCA')
    expect(at(0, 'pairs')).toBe('{"3":"c","1":"a","-1":"own"}')
    expect(at(3, 'i8')).toBe('')
  })

  it('reads a file of one column, one row group and no rows', async () => {
    const file = path.join(workspace.root, 'empty.parquet')
    await writeParquet(file, 'SELECT 1::INTEGER AS n WHERE false')
    const { columns, rows } = await readAll(file)
    expect(columns).toEqual(['n'])
    expect(rows).toEqual([])
  })

  it('hands a large row group over in batches of rows, all of them in order', async () => {
    const file = path.join(workspace.root, 'wide.parquet')
    const sql = `SELECT i, repeat(chr(97 + (i % 26)::INTEGER), 200) || i AS pad FROM range(100000) t(i)`
    await writeParquet(file, sql, { compression: 'zstd', rowGroupSize: 100000 })
    const table = await openParquet(file)
    const sizes: number[] = []
    const wrong: string[] = []
    let next = 0
    for await (const batch of table.batches()) {
      sizes.push(batch.rows)
      const [ids, pads] = batch.columns
      for (let row = 0; row < batch.rows; row++) {
        const [i, pad] = [ids[row], pads[row]]
        if (i !== String(next) || !pad.endsWith(String(next))) wrong.push(`${next}: ${i}`)
        next++
      }
    }
    expect(wrong).toEqual([])
    expect(next).toBe(100000)
    expect(Math.max(...sizes)).toBeLessThan(100000)
  })
})

describe('reading the committed corpus', () => {
  it('reads a small file committed with its README, as the README lists its rows', async () => {
    const { columns, rows } = await readAll(path.join(CORPUS, 'small.parquet'))
    expect(columns).toEqual(['id', 'city', 'amount', 'seen', 'tags'])
    expect(rows).toEqual([
      ['1', 'Zürich', '12.50', '2024-01-31T09:30:00.000000Z', '["a","b"]'],
      ['2', 'Paris, France', '-0.05', '', '[]'],
      ['3', '', '', '1960-05-01T00:00:00.000000Z', '']
    ])
  })
})

describe('refusing what is not Parquet or lies', () => {
  async function refusal(bytes: Buffer | string, name: string): Promise<ParquetError> {
    const file = workspace.write(name, bytes)
    const started = Date.now()
    const error = await openParquet(file)
      .then(async table => {
        for await (const batch of table.batches()) void batch
      })
      .then(
        () => undefined,
        (e: unknown) => e
      )
    expect(Date.now() - started).toBeLessThan(2000)
    expect(error).toBeInstanceOf(ParquetError)
    const message = (error as ParquetError).message
    expect(message).not.toContain(name)
    // eslint-disable-next-line no-control-regex
    expect(message).not.toMatch(/[\u0000-\u001f]/)
    return error as ParquetError
  }

  function realFile(): Buffer {
    return readFileSync(path.join(CORPUS, 'small.parquet'))
  }

  it('refuses a CSV file, for its missing magic', async () => {
    expect((await refusal('month,revenue\n2026-01,1200\n', 'data.csv')).message).toMatch(
      /not a Parquet file.*PAR1/
    )
  })

  it('refuses a file cut inside its footer', async () => {
    const bytes = realFile()
    const cut = bytes.subarray(0, bytes.length - 100)
    expect((await refusal(cut, 'cut.parquet')).message).toMatch(/PAR1/)
  })

  it('refuses a footer that claims more bytes than the file holds', async () => {
    const bytes = Buffer.from(realFile())
    bytes.writeUInt32LE(bytes.length * 2, bytes.length - 8)
    expect((await refusal(bytes, 'long-footer.parquet')).message).toMatch(/footer.*claims/)
  })

  it('refuses random bytes between two PAR1 magics', async () => {
    let seed = 7
    const noise = Buffer.from(
      Array.from({ length: 4096 }, () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) & 0xff)
    )
    const lengths = [noise.length * 3, 1000]
    for (const [n, length] of lengths.entries()) {
      const tail = Buffer.alloc(8)
      tail.writeUInt32LE(length, 0)
      tail.write('PAR1', 4, 'latin1')
      await refusal(Buffer.concat([Buffer.from('PAR1'), noise, tail]), `noise-${n}.parquet`)
    }
  })

  it('refuses a column chunk placed beyond the file, before reading any data', async () => {
    const truncatedData = Buffer.from(realFile())
    // Keeps the footer, drops data in front of it: the chunks' offsets now point past the data.
    const footerLength = truncatedData.readUInt32LE(truncatedData.length - 8)
    const footer = truncatedData.subarray(truncatedData.length - footerLength - 8)
    const bytes = Buffer.concat([Buffer.from('PAR1'), truncatedData.subarray(4, 40), footer])
    expect((await refusal(bytes, 'moved.parquet')).message).toMatch(/outside the file/)
  })

  it('refuses a text value whose length runs past its page, naming the row group', async () => {
    const file = path.join(workspace.root, 'long-value.parquet')
    await writeParquet(
      file,
      `SELECT i AS id, 'value-' || lpad(i::VARCHAR, 6, '0') AS label FROM range(500) t(i)`,
      { compression: 'uncompressed' }
    )
    const bytes = Buffer.from(readFileSync(file))
    // The first value's length, just before its bytes: now far more than the page holds.
    const value = bytes.indexOf('value-000000')
    expect(bytes.readUInt32LE(value - 4)).toBe('value-000000'.length)
    bytes.writeUInt32LE(0x7fffffff, value - 4)
    const message = (await refusal(bytes, 'long-value.parquet')).message
    expect(message).toMatch(/row group 1 that cannot be read.*run past/)
  })

  it('refuses a corrupt page with a short clean clause', async () => {
    const bytes = Buffer.from(realFile())
    // Overwrites the first data page's header and values, leaving the footer intact.
    bytes.fill(0xee, 4, 60)
    const message = (await refusal(bytes, 'corrupt-page.parquet')).message
    expect(message).toMatch(/row group 1/)
    expect(message.length).toBeLessThan(260)
  })
})

describe('the limit on a row group', () => {
  it('refuses a row group larger than the limit, naming it and what to do', async () => {
    const workspaceFile = (name: string) => path.join(workspace.root, name)
    const file = workspaceFile('big-group.parquet')
    await writeParquet(file, `SELECT repeat('x', 1000) || i AS pad FROM range(560000) t(i)`, {
      compression: 'zstd',
      rowGroupSize: 560000
    })
    const error = await openParquet(file).then(
      () => undefined,
      (e: unknown) => e
    )
    expect(error).toBeInstanceOf(ParquetError)
    expect((error as Error).message).toMatch(/row group 1.*512 MiB.*smaller row groups/)
  })
})

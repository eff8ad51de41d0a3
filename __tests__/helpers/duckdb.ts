/**
 * DuckDB in process, as the reference Parquet writer and reader of the tests and the bench. Its
 * session runs in UTC, so times with a zone read back as they were written.
 */
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api'

export type Compression = 'snappy' | 'gzip' | 'zstd' | 'brotli' | 'lz4' | 'uncompressed'

export interface ParquetOptions {
  readonly compression?: Compression
  /** Rows per row group (DuckDB's default is 122,880). */
  readonly rowGroupSize?: number
}

/** Runs `use` with a connection to a fresh in-memory database, closed afterwards. */
export async function withDuckDb<T>(use: (conn: DuckDBConnection) => Promise<T>): Promise<T> {
  const instance = await DuckDBInstance.create(':memory:')
  const conn = await instance.connect()
  try {
    await conn.run("SET TimeZone = 'UTC'")
    return await use(conn)
  } finally {
    conn.closeSync()
    instance.closeSync()
  }
}

/** A string as an SQL literal. */
export function sqlString(text: string): string {
  return `'${text.replace(/'/g, "''")}'`
}

/** Writes what `selectSql` selects to a Parquet file. */
export async function writeParquet(
  file: string,
  selectSql: string,
  options: ParquetOptions = {},
  conn?: DuckDBConnection
): Promise<void> {
  const settings = [`FORMAT parquet`, `COMPRESSION ${options.compression ?? 'snappy'}`]
  if (options.rowGroupSize !== undefined) settings.push(`ROW_GROUP_SIZE ${options.rowGroupSize}`)
  const sql = `COPY (${selectSql}) TO ${sqlString(file)} (${settings.join(', ')})`
  if (conn) await conn.run(sql)
  else await withDuckDb(c => c.run(sql))
}

/** The rows a query answers, each value as DuckDB hands it to JavaScript (null for NULL). */
export async function queryRows(sql: string, conn?: DuckDBConnection): Promise<unknown[][]> {
  const read = async (c: DuckDBConnection) =>
    (await c.runAndReadAll(sql)).getRowsJS() as unknown[][]
  return conn ? read(conn) : withDuckDb(read)
}

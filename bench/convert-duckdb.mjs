/**
 * DuckDB's side of bench/convert.ts and bench/compare.ts, one process per task as the action's
 * side is: runs each SQL statement given as an argument in a fresh in-memory database, with
 * DuckDB's default threads, and prints the rows the last one returned (a COPY's count, a
 * SELECT's rows), as JSON.
 */
import { DuckDBInstance } from '@duckdb/node-api'

const instance = await DuckDBInstance.create(':memory:')
const connection = await instance.connect()
let rows = []
for (const sql of process.argv.slice(2)) rows = (await connection.runAndReadAll(sql)).getRows()
console.log(JSON.stringify(rows, (_, value) => (typeof value === 'bigint' ? Number(value) : value)))
connection.closeSync()

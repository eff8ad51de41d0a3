/**
 * What bench/convert.ts bundles with ncc and runs on Node 24, one process per conversion: the
 * action's own conversion, as prepare.ts calls it, in the same heap-capped worker thread (this
 * bundle is its script too, as dist/index.js is the action's). `node entry.js <format> <file>
 * <out>` converts the whole file (no byte limit, where the action would stop at 10 MB), in one
 * pass on one thread; `sample` in place of the format converts a CSV as
 * `oversize: sample` does, seeded from the file and kept within the service's limit. Prints what
 * the conversion returned, as JSON. `decode` in place of the format reads a Parquet file with
 * hyparquet alone (its parquetRead, every column, with the compressors the action uses) and
 * makes no text: what decoding costs in JavaScript before any cell is written; prints its rows.
 */
import { fileURLToPath } from 'node:url'
import type { SourceFormat } from '../src/datasets/read/formats.js'

/** Every value of a Parquet file decoded by hyparquet, a row group at a time; how many rows. */
async function decodeOnly(file: string): Promise<number> {
  const { asyncBufferFromFile, parquetMetadataAsync, parquetRead } = await import('hyparquet')
  const { compressors } = await import('hyparquet-compressors')
  const buffer = await asyncBufferFromFile(file)
  const metadata = await parquetMetadataAsync(buffer)
  let rowStart = 0
  let values = 0
  for (const group of metadata.row_groups) {
    const rowEnd = rowStart + Number(group.num_rows)
    await parquetRead({
      file: buffer,
      metadata,
      compressors,
      rowStart,
      rowEnd,
      onChunk: chunk => (values += chunk.columnData.length)
    })
    rowStart = rowEnd
  }
  return values / Math.max(1, metadata.schema.length - 1)
}

async function main(): Promise<void> {
  const [mode, file, out] = process.argv.slice(2)
  if (mode === 'decode') {
    console.log(JSON.stringify({ rows: await decodeOnly(file) }))
    return
  }
  const { MAX_DATASET_BYTES } = await import('../src/config/constants.js')
  const { convert, useConversionWorker } = await import('../src/datasets/convert/convert-worker.js')
  const { sampleSeed } = await import('../src/datasets/convert/sample.js')
  const sample = mode === 'sample'
  useConversionWorker(fileURLToPath(import.meta.url))
  const converted = await convert(
    file,
    out,
    {
      format: sample ? 'csv' : (mode as SourceFormat),
      columnsInput: 'columns',
      limitBytes: sample ? MAX_DATASET_BYTES : Infinity,
      sampleSeed: sample ? await sampleSeed(file) : undefined
    },
    Infinity
  )
  console.log(JSON.stringify(converted))
}

const { isConversionWorker, serveConversion } =
  await import('../src/datasets/convert/convert-worker.js')
if (isConversionWorker()) await serveConversion()
else
  await main().catch(error => {
    console.error((error as Error).stack)
    process.exitCode = 1
  })

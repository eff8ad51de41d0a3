/**
 * What bench/compare.ts bundles with ncc and runs on Node 24, one process per comparison: the
 * action's own `changeOf` on one dataset of a git checkout, its base version read from git as
 * the step reads it. `node entry.js <workspace> <base commit> <file> <csv|json>` prints the
 * change found, as JSON. The dataset is described as one uploaded as committed (no conversion,
 * no sample), so that what is measured is the comparison alone, whatever the file's size. As
 * dist/index.js is, this bundle is also the script of the workers that read the two versions
 * (table-worker.ts) and convert (convert-worker.ts).
 */
import { promises as fs } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FileType } from '../src/common/input-values.js'
import { changeOf } from '../src/datasets/compare/compare.js'
import {
  isConversionWorker,
  serveConversion,
  useConversionWorker
} from '../src/datasets/convert/convert-worker.js'
import type { Dataset } from '../src/datasets/find/inspect.js'
import { isTableWorker, serveTable } from '../src/datasets/compare/table-worker.js'

async function main(): Promise<void> {
  const [workspace, base, file, type] = process.argv.slice(2)
  if (type !== 'csv' && type !== 'json') throw new Error(`usage: <workspace> <base> <file> <type>`)
  useConversionWorker(fileURLToPath(import.meta.url))
  const absolutePath = path.join(workspace, file)
  const { size } = await fs.stat(absolutePath)
  const dataset: Dataset = {
    displayPath: file,
    absolutePath,
    fileName: path.basename(file),
    type: type satisfies FileType,
    uploadPath: absolutePath,
    bytes: size,
    uploadName: path.basename(file),
    readAs: { format: type }
  }
  console.log(JSON.stringify(await changeOf(dataset, { workspace, base })))
}

if (isConversionWorker()) await serveConversion()
else if (isTableWorker()) await serveTable()
else
  await main().catch(error => {
    console.error((error as Error).stack)
    process.exitCode = 1
  })

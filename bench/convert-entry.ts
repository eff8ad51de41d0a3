/**
 * What bench/convert.ts bundles with ncc and runs on Node 24, one process per conversion: the
 * action's own `convertDataset`, as prepare.ts calls it. `node entry.js <format> <file> <out>`
 * converts the whole file (no byte limit, where the action would stop at 10 MB); `sample` in
 * place of the format converts a CSV as `oversize: sample` does, seeded from the file and kept
 * within the service's limit. Prints what `convertDataset` returned, as JSON.
 */
import { MAX_DATASET_BYTES } from '../src/constants.js'
import { convertDataset } from '../src/datasets/convert.js'
import type { SourceFormat } from '../src/datasets/formats.js'
import { sampleSeed } from '../src/datasets/sample.js'

async function main(): Promise<void> {
  const [mode, file, out] = process.argv.slice(2)
  const sample = mode === 'sample'
  const converted = await convertDataset(file, out, {
    format: sample ? 'csv' : (mode as SourceFormat),
    columnsInput: 'columns',
    limitBytes: sample ? MAX_DATASET_BYTES : Infinity,
    sampleSeed: sample ? await sampleSeed(file) : undefined
  })
  console.log(JSON.stringify(converted))
}

main().catch(error => {
  console.error((error as Error).stack)
  process.exitCode = 1
})

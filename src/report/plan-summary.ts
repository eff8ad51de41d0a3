/** What a dry run tells its user: the datasets a real run would upload, in the log and the job summary. */
import { Input, Output } from '../constants.js'
import type { Dataset } from '../datasets/inspect.js'
import { htmlCode, htmlTable, htmlText } from './html.js'
import { changeText } from './change-text.js'
import { uploadText } from './upload-text.js'
import * as log from '../common/log.js'
import { writeSummaryLines } from './summary.js'

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`
}

/** The batches' count and sizes (given largest first), such as "40 batches of 250 datasets each". */
function describeBatches(sizes: readonly number[]): string {
  const count = `${sizes.length} batch${sizes.length === 1 ? '' : 'es'}`
  const largest = sizes[0]
  const smallest = sizes[sizes.length - 1]
  if (largest !== smallest) return `${count} of ${largest} or ${smallest} datasets`
  return `${count} of ${largest} dataset${largest === 1 ? '' : 's'}${sizes.length > 1 ? ' each' : ''}`
}

/** `batchSizes`: each batch's size, largest first, as splitEvenly makes them. */
export async function writePlan(
  datasets: readonly Dataset[],
  batchSizes: readonly number[] = [],
  maxLegs = 0
): Promise<void> {
  const count = `${datasets.length} dataset${datasets.length === 1 ? '' : 's'}`
  log.info(
    datasets.length === 0
      ? `'${Input.DryRun}': no matched dataset changed; a real run would generate nothing.`
      : `'${Input.DryRun}': ${count} checked; a real run would upload ${datasets.length === 1 ? 'it' : 'them'}. Nothing was uploaded.`
  )
  for (const dataset of datasets) {
    const upload = uploadText(dataset)
    log.info(
      `  ${dataset.displayPath} (${dataset.type}, ${formatSize(dataset.bytes)}${upload ? `; ${upload}` : ''})`
    )
  }
  const batches = batchSizes.length > 0 ? describeBatches(batchSizes) : undefined
  if (batches !== undefined)
    log.info(
      `'${Output.Batches}': ${batches}, one matrix job each ('${Input.MaxLegs}': ${maxLegs}).`
    )
  const changes = datasets.some(dataset => dataset.change)
  await writeSummaryLines(() =>
    datasets.length === 0
      ? [
          '<h3>Dry run: no dashboard to generate</h3>',
          `<p>No matched dataset changed, so a real run would upload nothing. The <code>${Output.Datasets}</code> and <code>${Output.Batches}</code> outputs are <code>[]</code>.</p>`
        ]
      : [
          `<h3>Dry run: ${count} would be generated</h3>`,
          `<p>Every dataset below passed the checks a real run makes. Nothing was uploaded; the <code>${Output.Datasets}</code> output lists them for a matrix of jobs.</p>`,
          ...(batches === undefined
            ? []
            : [
                `<p>The <code>${Output.Batches}</code> output splits them into ${batches}, one matrix job each (<code>${Input.MaxLegs}</code>: ${maxLegs}).</p>`
              ]),
          htmlTable(
            ['Dataset', 'Type', 'Size', ...(changes ? ['Change'] : [])],
            datasets.map(dataset => [
              uploadText(dataset)
                ? `${htmlCode(dataset.displayPath)}<br><sub>${htmlText(uploadText(dataset) ?? '')}</sub>`
                : htmlCode(dataset.displayPath),
              dataset.type,
              formatSize(dataset.bytes),
              ...(changes ? [dataset.change ? htmlText(changeText(dataset.change)) : '—'] : [])
            ])
          )
        ]
  )
}

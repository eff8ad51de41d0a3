/** What the plan tells its user: the datasets its legs will upload, in the log and the job summary. */
import { Input, Output } from '../../config/constants.js'
import type { Dataset } from '../../datasets/find/inspect.js'
import { htmlCode, htmlTable, htmlText } from '../../report/html.js'
import { changeText } from '../../report/change-text.js'
import { uploadText } from '../../report/upload-text.js'
import * as log from '../../common/log.js'
import { writeSummaryLines } from '../../report/summary.js'
import type { Rejection } from '../../datasets/find/find.js'

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`
}

/** The legs' count and sizes (given largest first), such as "40 legs of 250 datasets each". */
function describeLegs(sizes: readonly number[]): string {
  const count = `${sizes.length} leg${sizes.length === 1 ? '' : 's'}`
  const largest = sizes[0]
  const smallest = sizes[sizes.length - 1]
  if (largest !== smallest) return `${count} of ${largest} or ${smallest} datasets`
  return `${count} of ${largest} dataset${largest === 1 ? '' : 's'}${sizes.length > 1 ? ' each' : ''}`
}

/** `legSizes`: each leg's number of datasets, largest first, as splitEvenly makes them. */
export async function writePlan(
  datasets: readonly Dataset[],
  rejected: readonly Rejection[] = [],
  legSizes: readonly number[] = [],
  maxLegs = 0
): Promise<void> {
  const count = `${datasets.length} dataset${datasets.length === 1 ? '' : 's'}`
  log.info(
    datasets.length === 0
      ? `Plan: no matched dataset changed; the legs have nothing to generate.`
      : `Plan: ${count} checked; the legs will upload ${datasets.length === 1 ? 'it' : 'them'}. Nothing was uploaded.`
  )
  for (const dataset of datasets) {
    const upload = uploadText(dataset)
    log.info(
      `  ${dataset.displayPath} (${dataset.type}, ${formatSize(dataset.bytes)}${upload ? `; ${upload}` : ''})`
    )
  }
  const legs = legSizes.length > 0 ? describeLegs(legSizes) : undefined
  if (legs !== undefined)
    log.info(`'${Output.Matrix}': ${legs}, one matrix job each ('${Input.MaxLegs}': ${maxLegs}).`)
  const changes = datasets.some(dataset => dataset.change)
  await writeSummaryLines(() => [
    ...rejectedLines(rejected),
    ...(datasets.length === 0 && rejected.length > 0
      ? ['<p>No dataset passed the checks, so the matrix has no leg.</p>']
      : datasets.length === 0
        ? [
            '<h3>Plan: no dashboard to generate</h3>',
            `<p>No matched dataset changed, so the matrix has no leg. The <code>${Output.Datasets}</code> output is <code>[]</code>.</p>`
          ]
        : [
            `<h3>Plan: ${count} to generate</h3>`,
            `<p>Every dataset below passed the checks a job that generates makes. Nothing was uploaded.</p>`,
            ...(legs === undefined
              ? []
              : [
                  `<p>The <code>${Output.Matrix}</code> output splits them into ${legs}, one matrix job each (<code>${Input.MaxLegs}</code>: ${maxLegs}).</p>`
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
          ])
  ])
}

/** The files that failed the checks, first: each with every reason, as the errors give them. */
function rejectedLines(rejected: readonly Rejection[]): string[] {
  if (rejected.length === 0) return []
  const count = `${rejected.length} file${rejected.length === 1 ? '' : 's'}`
  return [
    `<h3>❌ Plan: ${count} failed the checks and will not be sent</h3>`,
    `<p>No leg sends ${rejected.length === 1 ? 'it' : 'them'}; the other datasets go on, and collect/ reports ${rejected.length === 1 ? 'it' : 'them'} and fails.</p>`,
    htmlTable(
      ['Dataset', 'Why'],
      rejected.map(({ file, problems }) => [
        htmlCode(file.displayPath),
        htmlText(problems.map(problem => problem.message).join(' '))
      ])
    )
  ]
}

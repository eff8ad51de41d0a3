/** What a dry run tells its user: the datasets a real run would upload, in the log and the job summary. */
import * as core from '@actions/core'
import { Input, Output } from '../constants.js'
import type { Dataset } from '../datasets/inspect.js'
import { htmlCode } from './html.js'
import * as log from './log.js'

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`
}

export async function writePlan(datasets: readonly Dataset[]): Promise<void> {
  const count = `${datasets.length} dataset${datasets.length === 1 ? '' : 's'}`
  log.info(
    datasets.length === 0
      ? `'${Input.DryRun}': no matched dataset changed; a real run would generate nothing.`
      : `'${Input.DryRun}': ${count} checked; a real run would upload ${datasets.length === 1 ? 'it' : 'them'}. Nothing was uploaded.`
  )
  for (const dataset of datasets)
    log.info(`  ${dataset.displayPath} (${dataset.type}, ${formatSize(dataset.bytes)})`)
  if (!process.env.GITHUB_STEP_SUMMARY) {
    log.debug('GITHUB_STEP_SUMMARY is not set; no job summary written.')
    return
  }
  if (datasets.length === 0) {
    core.summary
      .addHeading('Dry run: no dashboard to generate', 3)
      .addRaw(
        `<p>No matched dataset changed, so a real run would upload nothing. The <code>${Output.Datasets}</code> output is <code>[]</code>.</p>`,
        true
      )
  } else {
    core.summary
      .addHeading(`Dry run: ${count} would be generated`, 3)
      .addRaw(
        `<p>Every dataset below passed the checks a real run makes. Nothing was uploaded; the <code>${Output.Datasets}</code> output lists them for a matrix of jobs.</p>`,
        true
      )
      .addTable([
        ['Dataset', 'Type', 'Size'].map(data => ({ data, header: true })),
        ...datasets.map(dataset => [
          htmlCode(dataset.displayPath),
          dataset.type,
          formatSize(dataset.bytes)
        ])
      ])
  }
  try {
    await core.summary.write()
  } catch (error) {
    log.warning(`The job summary could not be written: ${(error as Error).message}`)
  }
}

/**
 * What was uploaded when it is not the file as committed, told once, plainly: the line under a
 * dataset in the log, summary, comment and plan; its form in `results`; and the sentence added
 * to the instructions of a sampled dataset, so the service does not take its counts for the
 * file's. Column names come from the files: each sink escapes the line as any text from a file.
 */
import type { Dataset } from '../datasets/find/inspect.js'
import type { Conversion } from '../datasets/convert/prepare.js'
import { isChecked, type RejectedFile } from '../datasets/find/find.js'
import { DELIMITER_NAMES } from '../datasets/convert/fit.js'

/** Dropped column names shown in the line; the rest are counted. */
const NAMES_SHOWN = 5
/** Dropped column names listed in `results` at most. */
const NAMES_LISTED = 50

const count = (n: number) => n.toLocaleString('en-US')

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

/** What the format became, or undefined when it stayed what it was (only re-encoded, say). */
function formatChange(conversion: Conversion): string | undefined {
  switch (conversion.format) {
    case 'parquet':
      return 'Parquet → CSV'
    case 'jsonl':
      return 'JSON Lines → JSON array'
    case 'tsv':
      return 'tab-separated → CSV'
    case 'csv':
      return conversion.delimiter === undefined
        ? undefined
        : `${DELIMITER_NAMES[conversion.delimiter]}-separated → comma-separated CSV`
    case 'json':
      return undefined
  }
}

function rowsWord(conversion: Conversion, n: number): string {
  const json = conversion.format === 'json' || conversion.format === 'jsonl'
  return `${count(n)} ${json ? (n === 1 ? 'record' : 'records') : n === 1 ? 'row' : 'rows'}`
}

/** The line, or undefined when the file went as committed. */
export function uploadText(dataset: Dataset | RejectedFile): string | undefined {
  if (!isChecked(dataset)) return undefined
  const parts: string[] = []
  const lfs = dataset.lfs
  if (lfs !== undefined)
    parts.push(
      lfs.fetched
        ? `LFS object fetched, ${megabytes(lfs.bytes)}`
        : `LFS object of ${megabytes(lfs.bytes)}, not fetched by the plan`
    )
  const conversion = dataset.conversion
  if (conversion !== undefined) {
    if (conversion.gzip) parts.push('gzip unpacked')
    const change = formatChange(conversion)
    const sampled = conversion.sampleOneIn > 1
    if (change !== undefined)
      parts.push(sampled ? change : `${change}, ${rowsWord(conversion, conversion.rows)}`)
    if (conversion.encoding !== undefined) parts.push(`${conversion.encoding} → UTF-8`)
    if (conversion.decimalComma) parts.push('decimal commas → points')
    if (sampled)
      parts.push(
        `sampled 1 in ${count(conversion.sampleOneIn)} ${conversion.format === 'json' || conversion.format === 'jsonl' ? 'records' : 'rows'} (${count(conversion.rows)} of ${count(conversion.rowsInFile)})`
      )
    const dropped = conversion.columnsDropped
    if (dropped.length > 0) {
      const shown = dropped.slice(0, NAMES_SHOWN).join(', ')
      const more = dropped.length - NAMES_SHOWN
      parts.push(`columns dropped: ${shown}${more > 0 ? ` and ${count(more)} more` : ''}`)
    }
  }
  return parts.length === 0 ? undefined : parts.join('; ')
}

/**
 * The `results` output's `upload`: what was sent and how it was made from the file; undefined
 * (the field left out) when the file went as committed.
 */
export function uploadOutput(dataset: Dataset | RejectedFile): Record<string, unknown> | undefined {
  if (!isChecked(dataset)) return undefined
  const conversion = dataset.conversion
  if (conversion === undefined && dataset.lfs === undefined) return undefined
  return {
    format: dataset.readAs.format,
    type: dataset.type,
    bytes: dataset.bytes,
    converted: conversion !== undefined,
    ...(dataset.lfs ? { lfs: { oid: dataset.lfs.oid, bytes: dataset.lfs.bytes } } : {}),
    ...(conversion
      ? {
          gzip: conversion.gzip,
          encoding: conversion.encoding ?? 'utf-8',
          ...(conversion.delimiter ? { delimiter: conversion.delimiter } : {}),
          ...(conversion.decimalComma ? { 'decimal-separator': ',' } : {}),
          rows: conversion.rows,
          'rows-in-file': conversion.rowsInFile,
          'sample-one-in': conversion.sampleOneIn,
          'columns-dropped': conversion.columnsDropped.slice(0, NAMES_LISTED)
        }
      : {}),
    text: uploadText(dataset) ?? ''
  }
}

/**
 * The instructions sent with a dataset: the user's, and for a sample, a sentence that says what
 * the data is, so the dashboard's totals are not read as the file's.
 */
export function instructionsFor(
  instructions: string | undefined,
  dataset: Dataset | undefined
): string | undefined {
  const conversion = dataset?.conversion
  if (conversion === undefined || conversion.sampleOneIn === 1) return instructions
  const unit = conversion.format === 'json' || conversion.format === 'jsonl' ? 'records' : 'rows'
  const note = `Note: this data is a uniform random 1-in-${count(conversion.sampleOneIn)} sample of the ${count(conversion.rowsInFile)} ${unit} of the full dataset (${count(conversion.rows)} ${unit} are here), so counts and totals are about ${count(conversion.sampleOneIn)} times smaller than in the full data; averages, shares and distributions hold.`
  return instructions === undefined ? note : `${instructions}\n\n${note}`
}

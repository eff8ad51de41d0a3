/**
 * The formats a dataset may be committed in, told by the `file-type` input or the file's name,
 * and what each is uploaded as: the service reads CSV and JSON only.
 */
import path from 'node:path'
import type { FileType, SourceFormat } from '../../common/input-values.js'

export type { SourceFormat }

const EXTENSION_FORMATS: Readonly<Record<string, SourceFormat>> = {
  '.csv': 'csv',
  '.tsv': 'tsv',
  '.tab': 'tsv',
  '.json': 'json',
  '.jsonl': 'jsonl',
  '.ndjson': 'jsonl',
  '.parquet': 'parquet',
  '.pq': 'parquet'
}

/** What the service is sent for each format. */
export function uploadTypeOf(format: SourceFormat): FileType {
  return format === 'json' || format === 'jsonl' ? 'json' : 'csv'
}

/** The format a file's name says, in any case, `.gz` looked through; undefined when none. */
export function formatOfName(name: string): SourceFormat | undefined {
  const base = name.toLowerCase().replace(/\.gz$/, '')
  return EXTENSION_FORMATS[path.extname(base)]
}

/** The name the converted file is sent under: the dataset's own, with the type's extension. */
export function uploadName(fileName: string, type: FileType): string {
  const stem = fileName.replace(/\.gz$/i, '').replace(/\.[^.]*$/, '')
  return `${stem || 'dataset'}.${type}`
}

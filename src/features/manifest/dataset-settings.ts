/**
 * The settings a dataset has of its own: how it is read, what of it is sent, and the start
 * call's fields. The step's inputs give them to every dataset; a manifest (manifest.ts) gives
 * them per dataset, layered over the inputs. Each is checked by the same rule in both places.
 */
import { Input } from '../../config/constants.js'
import {
  parseDecimalComma,
  parseEmails,
  parseEncoding,
  parseFileType,
  parseOptionalBoolean,
  parseOversize,
  quote,
  type SourceFormat
} from '../../common/input-values.js'
import { parseColumns } from '../../datasets/convert/columns.js'
import type { DataReading } from '../../datasets/convert/prepare.js'
import { parseDelimiter } from '../../datasets/read/delimiter.js'

/** One dataset's settings, as the step uses them. */
export interface DatasetSettings {
  /** The title, or with several datasets sharing it the prefix of each title. */
  readonly title?: string
  /** Sent as given, line breaks included. */
  readonly instructions?: string
  /** The format the dataset is read as; undefined to infer it from its extension. */
  readonly fileType?: SourceFormat
  /** How it is read and what of it is sent: encoding, delimiter, columns, oversize. */
  readonly reading: DataReading
  /** The key `compare` matches rows on; undefined to take an `id` column. */
  readonly compareKey?: readonly string[]
  /** Premium: viewers allowed to open the dashboard. Empty means not sent. */
  readonly allowedEmails: readonly string[]
  /** Premium; undefined means not sent. */
  readonly allowPdfExport?: boolean
  /** Premium; undefined means not sent. */
  readonly allowScrollableCards?: boolean
}

/** The dataset settings by name, as the inputs and a manifest's keys spell them. */
export const DATASET_KEYS = [
  Input.Title,
  Input.Instructions,
  Input.FileType,
  Input.Encoding,
  Input.Delimiter,
  Input.DecimalSeparator,
  Input.Columns,
  Input.Oversize,
  Input.CompareKey,
  Input.AllowedEmails,
  Input.AllowPdfExport,
  Input.AllowScrollableCards
] as const

export type DatasetKey = (typeof DATASET_KEYS)[number]

/** A layer of settings: the keys it sets, each checked. */
export type SettingsLayer = {
  -readonly [K in Exclude<keyof DatasetSettings, 'reading'>]?: DatasetSettings[K]
} & { reading?: Partial<DataReading> }

/** A longer title is cut by most dashboards and refused by many databases. */
export const MAX_TITLE_LENGTH = 255

/**
 * The layer that `raw`, the value given for `key` under `name`, sets: empty when the value is
 * empty (not set). Throws the rule's message, naming `name` and the value.
 */
export function parseSetting(key: DatasetKey, name: string, raw: string): SettingsLayer {
  switch (key) {
    case Input.Title:
      return defined({ title: parseTitle(name, raw) })
    case Input.Instructions:
      return raw.trim() === '' ? {} : { instructions: raw }
    case Input.FileType:
      return defined({ fileType: parseFileType(name, raw) })
    case Input.Encoding:
      return reading({ encoding: parseEncoding(name, raw) })
    case Input.Delimiter:
      return reading({ delimiter: parseDelimiter(name, raw) })
    case Input.DecimalSeparator:
      return raw.trim() === '' ? {} : reading({ decimalComma: parseDecimalComma(name, raw) })
    case Input.Columns:
      return reading({ columns: parseColumns(name, raw) })
    case Input.Oversize:
      return raw.trim() === '' ? {} : reading({ oversize: parseOversize(name, raw) })
    case Input.CompareKey:
      return defined({ compareKey: parseCompareKey(name, raw) })
    case Input.AllowedEmails: {
      const emails = parseEmails(name, raw)
      return emails.length === 0 ? {} : { allowedEmails: emails }
    }
    case Input.AllowPdfExport:
      return defined({ allowPdfExport: parseOptionalBoolean(name, raw) })
    case Input.AllowScrollableCards:
      return defined({ allowScrollableCards: parseOptionalBoolean(name, raw) })
  }
}

/** `base` with every key `layer` sets taken from it. */
export function layered(base: DatasetSettings, layer: SettingsLayer): DatasetSettings {
  const { reading: readingLayer, ...rest } = layer
  return { ...base, ...rest, reading: { ...base.reading, ...readingLayer } }
}

/** The premium options `settings` sends, by input name. */
export function premiumOptionsOf(
  settings: Pick<DatasetSettings, 'allowedEmails' | 'allowPdfExport' | 'allowScrollableCards'>
): string[] {
  const used: string[] = []
  if (settings.allowedEmails.length > 0) used.push(Input.AllowedEmails)
  if (settings.allowPdfExport !== undefined) used.push(Input.AllowPdfExport)
  if (settings.allowScrollableCards !== undefined) used.push(Input.AllowScrollableCards)
  return used
}

function defined(layer: SettingsLayer): SettingsLayer {
  return Object.fromEntries(Object.entries(layer).filter(([, value]) => value !== undefined))
}

function reading(values: Partial<DataReading>): SettingsLayer {
  const set = defined(values as SettingsLayer) as Partial<DataReading>
  return Object.keys(set).length === 0 ? {} : { reading: set }
}

function parseTitle(name: string, raw: string): string | undefined {
  if (raw === '') return undefined
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(raw)) {
    throw new Error(
      `Input '${name}' is ${quote(raw)}; a title is one line, without control characters.`
    )
  }
  if (raw.length > MAX_TITLE_LENGTH) {
    throw new Error(
      `Input '${name}' is ${raw.length} characters long (${quote(raw, 40)}); titles are at most ${MAX_TITLE_LENGTH}.`
    )
  }
  return raw
}

/** `compare-key`: column names separated by commas, each one there and said once. */
function parseCompareKey(name: string, raw: string): string[] | undefined {
  if (raw.trim() === '') return undefined
  const names = raw.split(',').map(column => column.trim())
  const fix = `give column names separated by commas, such as 'id' or 'region, date'.`
  if (names.some(column => column === ''))
    throw new Error(`Input '${name}' is ${quote(raw)}, which has an empty name; ${fix}`)
  const repeated = names.find((column, i) => names.indexOf(column) !== i)
  if (repeated !== undefined)
    throw new Error(`Input '${name}' names ${quote(repeated)} twice; ${fix}`)
  return names
}

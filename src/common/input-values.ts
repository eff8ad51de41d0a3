/**
 * Pure checks on input values. Each returns the parsed value or throws an Error whose message
 * names the input, the value and what is allowed.
 */
import { TextDecoder } from 'node:util'
import { MAX_SECONDS } from '../config/constants.js'
import { isSafeId } from './safe-id.js'
import { secretFreeEnd } from './redact.js'

const TRUE_WORDS = ['true', 'True', 'TRUE']
const FALSE_WORDS = ['false', 'False', 'FALSE']

/**
 * Shows a user's value in a message: quoted, shortened (never inside a secret, which the sink
 * then hides whole), with control characters made visible.
 */
export function quote(value: string, max = 80): string {
  const shown = value.length > max ? `${value.slice(0, secretFreeEnd(value, max))}…` : value
  return JSON.stringify(shown)
}

/** YAML 1.2 core-schema booleans, as `core.getBooleanInput` reads them; empty means "not set". */
export function parseOptionalBoolean(name: string, raw: string): boolean | undefined {
  if (raw === '') return undefined
  if (TRUE_WORDS.includes(raw)) return true
  if (FALSE_WORDS.includes(raw)) return false
  throw new Error(
    `Input '${name}' is ${quote(raw)}; it must be a YAML boolean: true, True, TRUE, false, False or FALSE.`
  )
}

/** A number of seconds above zero and at most six hours (a job's longest run). */
export function parseSeconds(name: string, raw: string): number {
  const text = raw.trim()
  const seconds = /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN
  if (!(seconds > 0) || seconds > MAX_SECONDS) {
    throw new Error(
      `Input '${name}' is ${quote(raw)}; it must be a number of seconds above 0 and at most ${MAX_SECONDS} (6 hours).`
    )
  }
  return seconds
}

/** A generation older than a year is no dashboard to reuse, whatever its link's life. */
const MAX_AGE_DAYS = 365

/** `max-age`: days, as a number of milliseconds. */
export function parseDays(name: string, raw: string): number {
  const text = raw.trim()
  const days = /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN
  if (!(days >= 0.01) || days > MAX_AGE_DAYS)
    throw new Error(
      `Input '${name}' is ${quote(raw)}; it must be a number of days from 0.01 to ${MAX_AGE_DAYS}, such as '6' (below the 7 days a free plan's share link lives).`
    )
  return days * 24 * 3600 * 1000
}

const LOOPBACK_HOSTS = new Set(['localhost', '[::1]', '::1'])

function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname)
}

/**
 * The service address as a URL whose path ends in '/', so endpoints resolve beneath any
 * path prefix. Plain http is allowed to loopback only: elsewhere the key would travel in clear.
 */
export function parseBaseUrl(name: string, raw: string): URL {
  const text = raw.trim()
  if (text === '')
    throw new Error(
      `Input '${name}' is required: the service's address, such as https://dashboards.example.com.`
    )
  // Whatever precedes an `@` may be a password, and one holding `/`, `?` or `#` would not
  // even parse as one: such a value is never quoted back.
  if (text.includes('@'))
    throw new Error(
      `Input '${name}' holds '@', which marks a user name or password; give the address alone, the key goes in 'api-key' (write an '@' the path needs as %40).`
    )
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new Error(
      `Input '${name}' is ${quote(text)}, which is not a URL; give an address such as https://dashboards.example.com.`
    )
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(
      `Input '${name}' is ${quote(text)}; only https:// addresses are allowed (http:// to loopback only).`
    )
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw new Error(
      `Input '${name}' is ${quote(text)}: plain http would send the API key across the network in clear. Use https://, or http:// to localhost/127.0.0.1 only.`
    )
  }
  if (url.search !== '' || url.hash !== '') {
    throw new Error(
      `Input '${name}' is ${quote(text)}; it may carry a path prefix but no query (?) or fragment (#).`
    )
  }
  // The action adds api/dashboard/generate/ itself: a prefix ending in /api would call /api/api/.
  if (/\/api\/*$/i.test(url.pathname)) {
    throw new Error(
      `Input '${name}' is ${quote(text)}, but the service's paths already start with /api/ (the action calls api/dashboard/generate/ under it); give the address without /api, such as ${quote(`${url.origin}${url.pathname.replace(/\/api\/*$/i, '/')}`)}.`
    )
  }
  if (!url.pathname.endsWith('/')) url.pathname = `${url.pathname}/`
  return url
}

// One address: a local part of the usual unquoted characters, a domain of dot-separated labels
// and a top-level label of letters. Quoted local parts and IP literals are left out on purpose:
// they are where header and list injection hides, and no viewer list needs them.
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/

/** Addresses separated by commas, spaces or new lines; every malformed one is named. */
export function parseEmails(name: string, raw: string): string[] {
  const emails = raw.split(/[\s,;]+/).filter(part => part !== '')
  const bad = emails.filter(email => email.length > 254 || !EMAIL.test(email))
  if (bad.length > 0) {
    throw new Error(
      `Input '${name}' has ${bad.length === 1 ? 'a malformed address' : 'malformed addresses'}: ${bad.map(b => quote(b, 60)).join(', ')}. Give addresses like name@example.com, separated by commas, spaces or new lines.`
    )
  }
  return [...new Set(emails)]
}

export function parseGenerationId(name: string, raw: string): string | undefined {
  const text = raw.trim()
  if (text === '') return undefined
  if (!isSafeId(text)) {
    throw new Error(
      `Input '${name}' is ${quote(text)}; a generation id is up to 128 letters, digits and '-', '_', '.', ':' (the 'generation-id' output of an earlier run).`
    )
  }
  return text
}

/** What the service reads. */
export type FileType = 'csv' | 'json'

/** What a dataset may be committed as (datasets/formats.ts says what each is uploaded as). */
export type SourceFormat = 'csv' | 'tsv' | 'json' | 'jsonl' | 'parquet'

/** The formats `file-type` names, and the format each name means. */
const FORMAT_NAMES: Readonly<Record<string, SourceFormat>> = {
  csv: 'csv',
  tsv: 'tsv',
  tab: 'tsv',
  json: 'json',
  jsonl: 'jsonl',
  ndjson: 'jsonl',
  parquet: 'parquet'
}

export function parseFileType(name: string, raw: string): SourceFormat | undefined {
  const text = raw.trim().toLowerCase()
  if (text === '') return undefined
  const format = FORMAT_NAMES[text]
  if (format !== undefined) return format
  if (['xlsx', 'xls', 'ods'].includes(text)) {
    throw new Error(
      `Input '${name}' is ${quote(raw)}; spreadsheets are not read: export the sheet as CSV (UTF-8), commit that file and leave '${name}' empty.`
    )
  }
  throw new Error(
    `Input '${name}' is ${quote(raw)}; it must be csv, tsv, json, jsonl or parquet (or empty, to infer it from the file's extension; a .gz file is read unpacked).`
  )
}

/**
 * An encoding's name as the WHATWG Encoding Standard gives it (Node's TextDecoder reads them
 * all); undefined for UTF-8, which is read without being named.
 */
export function parseEncoding(name: string, raw: string): string | undefined {
  const text = raw.trim()
  if (text === '') return undefined
  let encoding: string
  try {
    encoding = new TextDecoder(text).encoding
  } catch {
    throw new Error(
      `Input '${name}' is ${quote(raw)}, which is not an encoding's name; give one of the WHATWG Encoding Standard, such as windows-1252, iso-8859-1, utf-16le or shift_jis.`
    )
  }
  return encoding === 'utf-8' ? undefined : encoding
}

export type Oversize = 'fail' | 'sample'

/** The `decimal-separator` input: whether numbers are written with a decimal comma. */
export function parseDecimalComma(name: string, raw: string): boolean {
  const text = raw.trim()
  if (text === '' || text === '.') return false
  if (text === ',') return true
  throw new Error(
    `Input '${name}' is ${quote(raw)}; it must be . (numbers such as 1234.56, the default) or , (numbers such as 1234,56 or 1.234,56 in delimited text, uploaded as 1234.56).`
  )
}

export function parseOversize(name: string, raw: string): Oversize {
  const text = raw.trim().toLowerCase()
  if (text === '' || text === 'fail') return 'fail'
  if (text === 'sample') return 'sample'
  throw new Error(
    `Input '${name}' is ${quote(raw)}; it must be fail (a dataset past 10 MB is an error) or sample (upload a uniform random sample of its rows that fits).`
  )
}

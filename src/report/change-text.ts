/**
 * The one line that tells a reviewer what the event did to a dataset, and its form in the
 * `results` output. Column names and paths come from the files: each sink escapes the line as
 * it escapes any text from a file.
 */
import { Input } from '../config/constants.js'
import type {
  ColumnChanges,
  DatasetChange,
  KeyUnused,
  NotCompared,
  TopLevelChange,
  Unit
} from '../datasets/find/change.js'
import { redact } from '../common/redact.js'

/** Names shown in the line; the rest are counted. */
const NAMES_SHOWN = 5
/** Names listed in the `results` output at most. */
const NAMES_LISTED = 50

const count = (n: number) => n.toLocaleString('en-US')

const SINGULAR = { rows: 'row', records: 'record', items: 'item', keys: 'key', columns: 'column' }

function singular(unit: Unit | 'columns'): string {
  return SINGULAR[unit]
}

function counted(n: number, unit: Unit | 'columns'): string {
  return `${count(n)} ${n === 1 ? singular(unit) : unit}`
}

/**
 * A name from a file in quotes, its own quotes, backslashes and line breaks escaped: a name can
 * then not close its quotes and go on as words of the line (`tax"; key "id" not unique…`).
 */
const quoted = (name: string) => JSON.stringify(name)

/** The first names of `list`, and how many more of the `total` there are. */
function names<T = string>(
  list: readonly T[],
  total = list.length,
  show: (item: T) => string = quoted as (item: T) => string
): string {
  const shown = list.slice(0, NAMES_SHOWN).map(show)
  const more = total - shown.length
  return more > 0 ? `${shown.join(', ')} and ${count(more)} more` : shown.join(', ')
}

function short(sha: string): string {
  return sha.slice(0, 7)
}

export function changeText(change: DatasetChange): string {
  const renamed =
    'renamedFrom' in change && change.renamedFrom ? `Renamed from ${change.renamedFrom}; ` : ''
  switch (change.kind) {
    case 'new':
      return newText(change.unit, change.rows, change.columns)
    case 'unchanged': {
      const rows =
        change.unit && change.rows !== undefined ? `, ${counted(change.rows, change.unit)}` : ''
      const how = change.identical
        ? 'content unchanged'
        : 'same content, written differently (line endings, quoting or order)'
      return capitalised(`${renamed}${how}${rows}.`)
    }
    case 'changed':
      return capitalised(`${renamed}${countsText(change)}.`)
    case 'reshaped':
      return capitalised(`${renamed}${topLevelText(change.topLevel)}.`)
    case 'not-compared':
      return `Not compared: ${whyNot(change.reason)}.`
  }
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function newText(unit: Unit, rows: number, columns: number): string {
  if (unit === 'keys') return `New: an object with ${counted(rows, 'keys')}.`
  if (unit === 'items') return `New: ${counted(rows, 'items')}.`
  const of = unit === 'records' ? counted(columns, 'keys') : counted(columns, 'columns')
  return `New: ${counted(rows, unit)}, ${of}.`
}

function countsText(change: Extract<DatasetChange, { kind: 'changed' }>): string {
  const { unit } = change
  const what = unit === 'rows' ? 'column' : 'key'
  const whats = unit === 'rows' ? 'columns' : 'keys'
  if (change.baseEmpty === true) {
    const columns = unit === 'items' ? '' : `, ${counted(change.columnsAdded.length, whats)}`
    return `empty before; now ${counted(change.after, unit)}${columns}`
  }
  const changed =
    change.changed === undefined ? '' : `, ${count(change.changed)} changed${byColumn(change)}`
  const parts = [
    `${count(change.before)} → ${counted(change.after, unit)}: ${count(change.added)} added, ${count(change.removed)} removed${changed}`
  ]
  const list = (label: string, items: readonly string[]) => {
    if (items.length > 0)
      parts.push(`${what}${items.length === 1 ? '' : 's'} ${label} ${names(items)}`)
  }
  list('added:', change.columnsAdded)
  list('removed:', change.columnsRemoved)
  const renamed = change.columnsRenamed
  if (renamed.length > 0)
    parts.push(
      `${what}${renamed.length === 1 ? '' : 's'} renamed: ${names(renamed, renamed.length, r => `${quoted(r.from)} → ${quoted(r.to)}`)}`
    )
  if (change.keyUnused !== undefined) parts.push(keyUnusedText(change.keyUnused))
  if (change.comparedOn === 0)
    parts.push(`no ${what} is in both versions, so no ${singular(unit)} matches another`)
  else if (change.comparedOn !== undefined)
    parts.push(`${unit} compared on the ${counted(change.comparedOn, whats)} both versions have`)
  return parts.join('; ')
}

/** `(price 3, qty 1)`: the columns most changed, with how many rows changed in each. */
function byColumn(change: { changedColumns?: readonly ColumnChanges[] }): string {
  const columns = change.changedColumns ?? []
  if (columns.length === 0) return ''
  return ` (${names(columns, columns.length, c => `${plainName(c.column)} ${count(c.rows)}`)})`
}

/** A name as it is, unless it could be misread in a list: then quoted. */
function plainName(name: string): string {
  return /^[^\s,()"]+(?: [^\s,()"]+)*$/.test(name) && !/ \d+$/.test(name)
    ? name
    : JSON.stringify(name)
}

function keyUnusedText(unused: KeyUnused): string {
  const key = `key ${unused.key.map(quoted).join(', ')}`
  const both = unused.why === 'missing' ? 'either version' : 'both versions'
  const where = { both, base: 'the base', head: 'the new version' }[unused.version]
  const why = { missing: 'not in', empty: 'empty in', 'not-unique': 'not unique in' }[unused.why]
  return `${key} ${why} ${where}: rows compared whole`
}

function topLevelText(top: TopLevelChange): string {
  if (top.before !== top.after) return `top level changed from ${top.before} to ${top.after}`
  if (top.before === 'scalar') return 'the value changed'
  const parts = [`${top.before === 'array' ? 'array' : 'object'} changed`]
  const list = (label: string, kept: readonly string[], total: number) => {
    if (total > 0) parts.push(`${label}: ${names(kept, total)}`)
  }
  list('keys added', top.keysAdded, top.keysAddedCount)
  list('keys removed', top.keysRemoved, top.keysRemovedCount)
  list('values changed', top.keysChanged, top.keysChangedCount)
  return parts.join('; ')
}

const FULL_HISTORY = "check out with 'fetch-depth: 0'"

function whyNot(reason: NotCompared): string {
  const at = `base commit ${short(reason.base)}`
  switch (reason.why) {
    case 'no-history':
      return `the checkout lacks ${at} and '${Input.GithubToken}' is empty, so GitHub could not be asked for it; ${FULL_HISTORY}`
    case 'refused':
      if (reason.status === 404) return `GitHub does not have ${at} (HTTP 404); ${FULL_HISTORY}`
      return `GitHub refused to give the file at ${at} (HTTP ${reason.status}); give the job 'permissions: contents: read', or ${FULL_HISTORY}`
    case 'failed':
      return `the file at ${at} could not be read: ${reason.message.replace(/\.$/, '')}`
    case 'lfs-not-fetched':
      return `the plan fetches no Git LFS object, so there is no content to compare with ${at}`
    case 'too-large':
      return `a version is larger than ${count(reason.limit / 1024 / 1024)} MiB as the service reads it, the most the comparison reads`
    case 'too-many-columns':
      return `a version has more than ${count(reason.limit)} columns (or JSON keys), the most the comparison holds`
    case 'too-many-values':
      return `a version holds more than ${count(reason.limit)} values (rows × columns), the most the comparison holds`
    case 'invalid':
      return `the ${reason.version === 'base' ? `file at ${at}` : 'new version'} cannot be read: ${reason.detail}`
  }
}

/**
 * The change as the `results` output carries it: the data, names capped, and the line;
 * undefined (so the field is left out) when the dataset was not compared.
 */
export function changeOutput(
  change: DatasetChange | undefined
): Record<string, unknown> | undefined {
  if (change === undefined) return undefined
  const capped = (list: readonly unknown[]) => list.slice(0, NAMES_LISTED)
  const data: Record<string, unknown> = { ...change, text: changeText(change) }
  for (const key of ['columnsAdded', 'columnsRemoved', 'columnsRenamed'])
    if (Array.isArray(data[key])) data[key] = capped(data[key] as unknown[])
  if (change.kind === 'reshaped') {
    const top = change.topLevel
    data.topLevel = {
      ...top,
      keysAdded: capped(top.keysAdded),
      keysRemoved: capped(top.keysRemoved),
      keysChanged: capped(top.keysChanged)
    }
  }
  return JSON.parse(JSON.stringify(data), (_key, value: unknown) =>
    typeof value === 'string' ? redact(value) : value
  ) as Record<string, unknown>
}

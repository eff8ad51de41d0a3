/** Comparing two versions of a dataset: CSV rows and columns, JSON records and top levels. */
import { describe, expect, it } from '@jest/globals'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { compareJson } from '../src/datasets/compare/compare-json.js'
import { compareFiles } from '../src/datasets/compare/compare-tables.js'
import { MAX_COLUMNS } from '../src/datasets/compare/table.js'
import { readCsvRecords } from '../src/datasets/read/csv-records.js'
import { changeText } from '../src/report/change-text.js'
import { saying } from './helpers/meaning.js'

/** The text in pieces of `size` characters, as a stream cuts it anywhere. */
function pieces(text: string, size = 3): string[] {
  const out: string[] = []
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size))
  return out
}

const folder = mkdtempSync(path.join(tmpdir(), 'compare-'))
let files = 0

function file(text: string): string {
  const written = path.join(folder, `${files++}`)
  writeFileSync(written, text)
  return written
}

/** Two versions compared; `key` as `compare-key` gives it, none to take an `id` column. */
async function csv(base: string, head: string, key?: string[]) {
  const result = await compareFiles(file(base), file(head), { type: 'csv', key })
  if (result.kind !== 'counted') throw new Error('not counted')
  return result.counted
}

const json = (base: string, head: string, key?: string[]) =>
  compareFiles(file(base), file(head), { type: 'json', key })

async function records(text: string, size?: number): Promise<string[][]> {
  const found: string[][] = []
  await readCsvRecords(
    pieces(text, size),
    record => void found.push(typeof record === 'string' ? record.split(',') : record)
  )
  return found
}

describe('reading CSV records', () => {
  it('reads quoted commas, line breaks and doubled quotes after plain lines, across any cut', async () => {
    const text = 'a,b\r\n1,2\r\n"x, y","line\none"\r\n"say ""hi""",3\r\n'
    for (const size of [1, 2, 5, 1000])
      expect(await records(text, size)).toEqual([
        ['a', 'b'],
        ['1', '2'],
        ['x, y', 'line\none'],
        ['say "hi"', '3']
      ])
  })
  it('drops a byte order mark and empty lines, and reads a last line without its end', async () => {
    expect(await records('\uFEFFa,b\n\n1,2\r\n\r\n3,4')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4']
    ])
  })
  it('names an unclosed quote in words', async () => {
    await expect(records('a,b\n"1,2\n')).rejects.toThrow(/quoted field is never closed/)
  })
})

describe('comparing CSV', () => {
  it('counts rows as a multiset: moved rows are no change, a repeated row is one more', async () => {
    const result = await csv('id,v\n1,a\n2,b\n3,c\n', 'id,v\n3,c\n1,a\n2,b\n2,b\n')
    expect(result).toMatchObject({ before: 3, after: 4, added: 1, removed: 0 })
  })
  it('counts a changed row as one removed and one added when no key matches the rows', async () => {
    const result = await csv('n,v\n1,a\n2,b\n', 'n,v\n1,a\n2,B\n')
    expect(result).toMatchObject({ before: 2, after: 2, added: 1, removed: 1 })
    expect(result.changed).toBeUndefined()
  })
  it('counts a changed row as changed, by column, when an id column matches the rows', async () => {
    const result = await csv('id,v,w\n1,a,x\n2,b,y\n', 'id,v,w\n1,a,x\n2,B,Y\n')
    expect(result).toMatchObject({
      added: 0,
      removed: 0,
      changed: 1,
      key: ['id'],
      changedColumns: [
        { column: 'v', rows: 1 },
        { column: 'w', rows: 1 }
      ]
    })
  })
  it('sees the same data through quoting and line endings', async () => {
    const result = await csv('id,v\n1,a\n2,b\n', 'id,v\r\n"1","a"\r\n2,b\r\n')
    expect(result).toMatchObject({ added: 0, removed: 0, columnsAdded: [], columnsRemoved: [] })
  })
  it('reads the same values from text written leniently (a quote inside a field, a lone carriage return) as from RFC 4180 text', async () => {
    const strict = 'a,b\r\n1,"x""y"\r\n2,"line\rbreak"\r\n'
    const lenient = 'a,b\n1,x"y\n2,"line\rbreak"\n'
    expect(await csv(strict, lenient)).toMatchObject({ before: 2, after: 2, added: 0, removed: 0 })
    expect(await csv(lenient, 'a,b\n1,x"y\n2,other\n')).toMatchObject({ added: 1, removed: 1 })
  })
  it('reads a last line without its end, and a carriage return ending the text', async () => {
    expect(await csv('a,b\n1,2', 'a,b\r\n1,2\r')).toMatchObject({ before: 1, after: 1, added: 0 })
  })
  it('tells a comma inside a field from two fields', async () => {
    const result = await csv('a,b\n"x,y",z\n', 'a,b\nx,"y,z"\n')
    expect(result).toMatchObject({ added: 1, removed: 1 })
  })
  it('compares rows on the columns both headers have when a column is added', async () => {
    const result = await csv('id,v\n1,a\n2,b\n', 'id,w,v\n1,x,a\n2,y,b\n3,z,c\n')
    expect(result).toMatchObject({
      before: 2,
      after: 3,
      added: 1,
      removed: 0,
      columnsAdded: ['w'],
      columnsRemoved: [],
      comparedOn: 2
    })
  })
  it('renames a column that keeps its values', async () => {
    const result = await csv('id,qty\n1,4\n2,5\n', 'quantity,id\n5,2\n4,1\n')
    expect(result).toMatchObject({
      added: 0,
      removed: 0,
      columnsRenamed: [{ from: 'qty', to: 'quantity' }],
      columnsAdded: [],
      columnsRemoved: [],
      comparedOn: 2
    })
  })
  it('counts a column whose name and values changed as removed and added', async () => {
    const result = await csv('id,qty\n1,4\n2,5\n', 'id,price\n1,9\n2,8\n')
    expect(result).toMatchObject({
      added: 0,
      removed: 0,
      columnsRenamed: [],
      columnsAdded: ['price'],
      columnsRemoved: ['qty'],
      comparedOn: 1
    })
  })
  it('keeps two columns of the same name apart', async () => {
    const result = await csv('x,x\n1,2\n', 'x,x,x\n1,2,3\n')
    expect(result).toMatchObject({ columnsAdded: ['x'], added: 0, removed: 0 })
  })
})

describe('comparing JSON', () => {
  it('counts records as a multiset of canonical records, keys in any order', async () => {
    const result = await json(
      '[{"a":1,"b":{"c":[1,2]}},{"a":2}]',
      '[ {"b": {"c": [1, 2]}, "a": 1.0}, {"a": 3, "d": null} ]'
    )
    expect(result).toEqual({
      kind: 'counted',
      counted: expect.objectContaining({
        unit: 'records',
        before: 2,
        after: 2,
        added: 1,
        removed: 1,
        columnsAdded: ['d'],
        columnsRemoved: []
      })
    })
  })
  it('keeps brackets and commas inside strings in their record', async () => {
    const result = await json('[{"t":"a,]}"}]', '[{"t":"a,]}"},{"t":"\\"["}]')
    expect(result).toMatchObject({ kind: 'counted', counted: { before: 1, after: 2, added: 1 } })
  })
  it('tells the keys of a top-level object added, removed and changed', async () => {
    const result = await compareJson(['{"a":1,"b":[1],"c":2}'], ['{"a":1,"b":[2],"d":3}'])
    expect(result).toEqual({
      kind: 'reshaped',
      topLevel: {
        changed: true,
        before: 'object',
        after: 'object',
        keysAdded: ['d'],
        keysRemoved: ['c'],
        keysChanged: ['b'],
        keysAddedCount: 1,
        keysRemovedCount: 1,
        keysChangedCount: 1
      }
    })
  })
  it('keeps twenty names of each kind of key change from a large object and counts the rest', async () => {
    const object = (entries: [string, number][]) =>
      `{${entries.map(([key, value]) => `"${key}":${value}`).join(',')}}`
    const kept = Array.from({ length: 100_000 }, (_, i): [string, number] => [`k${i}`, i])
    const base = object(kept)
    // The head drops k0 to k29, changes k100 to k124, and adds n0 to n39999.
    const head = object([
      ...kept
        .slice(30)
        .map(([key, value]): [string, number] => [
          key,
          value >= 100 && value < 125 ? -value : value
        ]),
      ...Array.from({ length: 40_000 }, (_, i): [string, number] => [`n${i}`, i])
    ])
    const result = await compareJson(pieces(base, 65_536), pieces(head, 65_536))
    const names = (prefix: string, from: number) =>
      Array.from({ length: 20 }, (_, i) => `${prefix}${from + i}`)
    expect(result).toMatchObject({
      topLevel: {
        keysAdded: names('n', 0),
        keysRemoved: names('k', 0),
        keysChanged: names('k', 100),
        keysAddedCount: 40_000,
        keysRemovedCount: 30,
        keysChangedCount: 25
      }
    })
    if (result.kind !== 'reshaped') return
    const line = changeText({ kind: 'reshaped', base: 'a'.repeat(40), topLevel: result.topLevel })
    expect(line).toContain('"n4" and 39,995 more')
    expect(line).toContain('"k4" and 25 more')
    expect(line).toContain('"k104" and 20 more')
  })
  it('counts a key given twice in the head once', async () => {
    const result = await compareJson(['{"a":1}'], ['{"a":1,"b":2,"b":3}'])
    expect(result).toMatchObject({
      topLevel: { keysAdded: ['b'], keysAddedCount: 1, keysRemovedCount: 0, keysChangedCount: 0 }
    })
  })
  it('tells a top level that changed shape', async () => {
    const result = await json('[1,2]', '{"rows":[1,2]}')
    expect(result).toMatchObject({
      kind: 'reshaped',
      topLevel: { before: 'array', after: 'object' }
    })
  })
  it('names the version that is not valid JSON', async () => {
    await expect(json('[{"a":1},', '[]')).rejects.toMatchObject({ version: 'base' })
    await expect(json('[]', '[1,,2]')).rejects.toMatchObject({ version: 'head' })
    await expect(json('[1,2,]', '[]')).rejects.toMatchObject({ version: 'base' })
    await expect(json('[1] [2]', '[]')).rejects.toMatchObject({ version: 'base' })
    await expect(json('{"a":1} {}', '{}')).rejects.toMatchObject({ version: 'base' })
  })
})

describe("a version made to take the runner's memory", () => {
  const names = (n: number) => Array.from({ length: n }, (_, i) => `c${i}`)
  it('is not compared when its header names more columns than the comparison holds', async () => {
    const wide = `${names(MAX_COLUMNS + 1).join(',')}\n`
    await expect(csv('a\n1\n', wide)).rejects.toMatchObject({ what: 'columns' })
  })
  it('is not compared when its records have more keys than the comparison holds', async () => {
    const record = Object.fromEntries(names(MAX_COLUMNS + 1).map(name => [name, 1]))
    await expect(json('[]', JSON.stringify([record]))).rejects.toMatchObject({ what: 'columns' })
  })
  it('is not compared when one JSON record is longer than the comparison reads', async () => {
    const huge = JSON.stringify([{ id: 1, text: 'x'.repeat(17 * 1024 * 1024) }])
    await expect(json('[]', huge)).rejects.toMatchObject({
      version: 'head',
      message: expect.stringContaining('a record longer than 16,777,216 characters')
    })
  })
  it('reads a column name longer than 64 KiB all the same', async () => {
    const long = 'n'.repeat(70_000)
    const result = await csv(`${long},b\n1,2\n`, `${long},b\n1,3\n`)
    expect(result).toMatchObject({ added: 1, removed: 1, columnsAdded: [] })
  })
  it('says why in the line', () => {
    const reason = { why: 'too-many-columns', base: 'abcdef0123', limit: MAX_COLUMNS } as const
    expect(changeText({ kind: 'not-compared', reason })).toMatch(
      saying('Not compared', 'more than 16,384 columns')
    )
  })
})

describe('the change line', () => {
  const base = 'abcdef0123456789abcdef0123456789abcdef01'
  it('gives the counts, the columns and what the rows were compared on', () => {
    const text = changeText({
      kind: 'changed',
      base,
      unit: 'rows',
      before: 1200,
      after: 1230,
      added: 40,
      removed: 10,
      columnsAdded: ['margin'],
      columnsRemoved: [],
      columnsRenamed: [{ from: 'qty', to: 'quantity' }],
      comparedOn: 4
    })
    expect(text).toContain('1,200 → 1,230 rows')
    expect(text).toContain('40 added, 10 removed')
    expect(text).toContain('"margin"')
    expect(text).toContain('"qty" → "quantity"')
    expect(text).toContain('4 columns')
  })
  it('names the columns most changed when rows were matched on a key, five at most', () => {
    const changedColumns = ['price', 'qty', 'a b', 'x,y', 'e', 'f'].map((column, i) => ({
      column,
      rows: 6 - i
    }))
    const text = changeText({
      kind: 'changed',
      base,
      unit: 'rows',
      before: 1200,
      after: 1230,
      added: 40,
      removed: 10,
      changed: 7,
      changedColumns,
      key: ['id'],
      columnsAdded: [],
      columnsRemoved: [],
      columnsRenamed: []
    })
    expect(text).toMatch(
      saying(
        '1,200 → 1,230 rows',
        '40 added, 10 removed',
        '7 changed (price 6, qty 5, a b 4, "x,y" 3, e 2 and 1 more)'
      )
    )
  })
  it('says why a key could not match the rows', () => {
    const line = (why: 'missing' | 'empty' | 'not-unique', version: 'base' | 'head' | 'both') =>
      changeText({
        kind: 'changed',
        base,
        unit: 'records',
        before: 3,
        after: 4,
        added: 1,
        removed: 0,
        keyUnused: { key: ['id'], why, version },
        columnsAdded: [],
        columnsRemoved: [],
        columnsRenamed: []
      })
    expect(line('not-unique', 'base')).toMatch(
      saying('1 added, 0 removed', 'key "id" not unique in the base: rows compared whole')
    )
    expect(line('empty', 'head')).toContain(
      'key "id" empty in the new version: rows compared whole'
    )
    expect(line('missing', 'both')).toContain('key "id" not in either version')
  })
  it('says an empty base as such, and rows that share no column', () => {
    const changed = {
      kind: 'changed',
      base,
      unit: 'rows',
      added: 2,
      removed: 0,
      columnsRemoved: [],
      columnsRenamed: []
    } as const
    expect(
      changeText({ ...changed, before: 0, after: 2, baseEmpty: true, columnsAdded: ['a', 'b'] })
    ).toMatch(saying('Empty before', '2 rows', '2 columns'))
    const apart = changeText({
      ...changed,
      before: 1,
      after: 2,
      removed: 1,
      columnsAdded: ['b'],
      columnsRemoved: ['a'],
      comparedOn: 0
    })
    expect(apart).toContain('no column is in both versions, so no row matches another')
    expect(apart).not.toContain('compared on the 0')
  })
  it('lists a few names and counts the rest', () => {
    const names = Array.from({ length: 9 }, (_, i) => `c${i}`)
    const text = changeText({
      kind: 'changed',
      base,
      unit: 'rows',
      before: 1,
      after: 1,
      added: 0,
      removed: 0,
      columnsAdded: names,
      columnsRemoved: [],
      columnsRenamed: []
    })
    expect(text).toContain('"c4"')
    expect(text).not.toContain('"c5"')
    expect(text).toContain('4 more')
  })
  it('says what to set when the base could not be read', () => {
    const text = changeText({ kind: 'not-compared', reason: { why: 'refused', base, status: 403 } })
    expect(text).toMatch(/^Not compared/)
    expect(text).toContain('abcdef0')
    expect(text).toContain('contents: read')
    expect(text).toContain('fetch-depth: 0')
  })
  it('says a renamed dataset with the same content is unchanged', () => {
    const text = changeText({
      kind: 'unchanged',
      base,
      renamedFrom: 'data/old.csv',
      identical: true,
      unit: 'rows',
      rows: 3
    })
    expect(text).toContain('data/old.csv')
    expect(text).toMatch(/unchanged/)
    expect(text).toContain('3 rows')
  })
})

/**
 * Hostile inputs to the dataset comparison (issue 24), each asserting the README's rule ("What
 * changed in each dataset"): the figures a reviewer reads, no value of a row in the line, and
 * only the documented reasons for not comparing.
 */
import { describe, expect, it } from '@jest/globals'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Counted } from '../src/datasets/find/change.js'
import { compareFiles } from '../src/datasets/compare/compare-tables.js'
import { readCsvRecords } from '../src/datasets/read/csv-records.js'
import { VersionError } from '../src/datasets/read/version-bytes.js'
import { changeText } from '../src/report/change-text.js'

const folder = mkdtempSync(path.join(tmpdir(), 'compare-attack-'))
let files = 0

function file(content: string | Buffer): string {
  const written = path.join(folder, `${files++}`)
  writeFileSync(written, content)
  return written
}

async function counted(
  type: 'csv' | 'json',
  base: string | Buffer,
  head: string | Buffer,
  key?: string[]
): Promise<Counted> {
  const result = await compareFiles(file(base), file(head), { type, key })
  if (result.kind !== 'counted') throw new Error('not counted')
  return result.counted
}

/** The figures a line gives, without the names. */
function figures(c: Counted) {
  return {
    before: c.before,
    after: c.after,
    added: c.added,
    removed: c.removed,
    changed: c.changed
  }
}

const line = (c: Counted) => changeText({ kind: 'changed', base: 'abcdef0', ...c })

describe('CSV read leniently after an irregular record', () => {
  // The base is RFC 4180 text, read in one pass; the head has one stray quote, so it is read
  // by csv-records.ts, whose csv-parse took the first line end it saw for the only one.
  const base = 'id,v\n1,a\n2,b\n3,c\n4,d\n'

  it('ends a CRLF record after LF ones, as the one-pass reading does', async () => {
    const c = await counted('csv', base, 'id,v\n1,a"\n2,b\r\n3,c\n4,d\n')
    expect(figures(c)).toEqual({ before: 4, after: 4, added: 0, removed: 0, changed: 1 })
  })

  it('ends an LF record after CRLF ones, as the one-pass reading does', async () => {
    const c = await counted('csv', base, 'id,v\n1,a"\r\n2,b\n3,c\n4,d\n')
    expect(figures(c)).toEqual({ before: 4, after: 4, added: 0, removed: 0, changed: 1 })
  })

  it('reads records the same wherever the lenient reading takes over', async () => {
    const found: string[][] = []
    await readCsvRecords(['a,b\n1,x"y\r\n2,z\n3,w\r\n4,\r5\n'], record => {
      found.push(typeof record === 'string' ? record.split(',') : record)
    })
    expect(found).toEqual([['a', 'b'], ['1', 'x"y'], ['2', 'z'], ['3', 'w'], ['4', ''], ['5']])
  })
})

describe('JSON values nested deep', () => {
  const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)

  it('compares a record holding a value nested 100,000 deep, which JSON.parse reads', async () => {
    const base = `[{"id":1,"v":${deep(100_000)}},{"id":2,"v":1}]`
    const head = `[{"id":1,"v":${deep(100_000)}},{"id":2,"v":2}]`
    const c = await counted('json', base, head)
    expect(figures(c)).toEqual({ before: 2, after: 2, added: 0, removed: 0, changed: 1 })
    expect(c.changedColumns).toEqual([{ column: 'v', rows: 1 }])
  })

  it('tells deep values apart: one level more is a change', async () => {
    const c = await counted(
      'json',
      `[{"id":1,"v":${deep(50_000)}}]`,
      `[{"id":1,"v":${deep(50_001)}}]`
    )
    expect(c.changed).toBe(1)
  })

  it('compares the properties of a top-level object nested deep', async () => {
    const result = await compareFiles(
      file(`{"a":${deep(100_000)},"b":1}`),
      file(`{"a":${deep(100_000)},"b":2}`),
      { type: 'json' }
    )
    expect(result).toMatchObject({ kind: 'reshaped', topLevel: { keysChanged: ['b'] } })
  })
})

describe('a base that is not JSON', () => {
  it('says why without a value of the file', async () => {
    const tries = ['[{"a": secretvalue}]', '{"a": secretvalue}', '[{"a":"x"}, secretvalue]']
    for (const base of tries) {
      const reading = compareFiles(file(base), file('[{"a":"x"}]'), { type: 'json' })
      await expect(reading).rejects.toBeInstanceOf(VersionError)
      await expect(reading).rejects.toThrow(/not valid JSON/)
      const message = await reading.catch((error: Error) => error.message)
      expect(message).not.toMatch(/secret/)
    }
  })

  it('is not read as an empty array when a character JSON does not allow comes before "["', async () => {
    // A vertical tab and a no-break space are white space to a regular expression, not to JSON;
    // a lone byte 0xBB is no UTF-8 at all.
    for (const start of [Buffer.from('\v'), Buffer.from([0xa0]), Buffer.from([0xbb])]) {
      const base = Buffer.concat([start, Buffer.from('[{"a":1},{"a":2}]')])
      await expect(
        compareFiles(file(base), file('[{"a":1},{"a":2}]'), { type: 'json' })
      ).rejects.toBeInstanceOf(VersionError)
    }
  })
})

// The README says a record without a key has no value there: a rename is weighed on the values
// each key has, never on records lacking both.
describe('renames of JSON keys', () => {
  it('takes no two keys each in one record of many for one renamed: a missing key is no value', async () => {
    const base = [{ id: 1, a: 1 }, { id: 2 }, { id: 3 }, { id: 4 }]
    const head = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4, b: 5 }]
    const c = await counted('json', JSON.stringify(base), JSON.stringify(head))
    expect(c.columnsRenamed).toEqual([])
    expect(c.columnsAdded).toEqual(['b'])
    expect(c.columnsRemoved).toEqual(['a'])
    expect(figures(c)).toEqual({ before: 4, after: 4, added: 0, removed: 0, changed: 0 })
  })

  it('still takes a key present in a few records, renamed with its values, for a rename', async () => {
    const base = [{ id: 1, a: 7 }, { id: 2, a: 8 }, { id: 3 }, { id: 4 }, { id: 5 }]
    const head = [{ id: 1, b: 7 }, { id: 2, b: 8 }, { id: 3 }, { id: 4 }, { id: 5 }]
    const c = await counted('json', JSON.stringify(base), JSON.stringify(head))
    expect(c.columnsRenamed).toEqual([{ from: 'a', to: 'b' }])
    expect(c.changed).toBe(0)
  })
})

describe('the line, with names from the file', () => {
  it('cannot be made to say what did not happen by quotes in a column name', async () => {
    const name = 'tax"; key "id" not unique in the base: rows compared whole; "x'
    const head = `id,v,"${name.replaceAll('"', '""')}"\n1,a,3\n`
    const c = await counted('csv', 'id,v\n1,a\n', head)
    expect(c.columnsAdded).toEqual([name])
    const text = line(c)
    expect(text).not.toContain('key "id" not unique')
    expect(text).toContain(JSON.stringify(name))
  })

  it('shows a line break in a name escaped, not as a second line', async () => {
    const c = await counted('csv', 'id,v\n1,a\n', 'id,v,"one\ntwo"\n1,a,3\n')
    expect(line(c)).not.toContain('\n')
  })
})

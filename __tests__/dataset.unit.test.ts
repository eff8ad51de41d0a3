import { symlinkSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { inspectDataset } from '../src/datasets/inspect.js'
import { ProblemsError } from '../src/common/errors.js'
import { makeWorkspace, SMALL_CSV, type Workspace } from './helpers/workspace.js'
import { saying } from './helpers/meaning.js'

let ws: Workspace
beforeEach(() => {
  ws = makeWorkspace()
})
afterEach(() => ws.remove())

describe('finding the dataset', () => {
  it('describes a CSV file inside the workspace', async () => {
    ws.write('data/Sales.CSV', SMALL_CSV)
    const dataset = await inspectDataset(ws.root, 'data/Sales.CSV', undefined)
    expect(dataset).toMatchObject({
      displayPath: 'data/Sales.CSV',
      fileName: 'Sales.CSV',
      type: 'csv',
      bytes: SMALL_CSV.length
    })
  })
  it('names a missing file and where it looked', async () => {
    await expect(inspectDataset(ws.root, 'data/none.csv', undefined)).rejects.toThrow(
      saying("'file'", '"data/none.csv"', 'no such file', ws.root)
    )
  })
  it('refuses a directory', async () => {
    ws.write('data/a.csv', SMALL_CSV)
    await expect(inspectDataset(ws.root, 'data', undefined)).rejects.toThrow(
      saying("'file'", '"data"', 'directory')
    )
  })
  it('refuses an empty file', async () => {
    ws.write('empty.csv', '')
    await expect(inspectDataset(ws.root, 'empty.csv', undefined)).rejects.toThrow(
      `Input 'file': "empty.csv" is empty`
    )
  })
  it('refuses a file over 10 MB, giving its size and the limit', async () => {
    ws.write('big.csv', Buffer.alloc(10 * 1024 * 1024 + 1, 'a'))
    await expect(inspectDataset(ws.root, 'big.csv', undefined)).rejects.toThrow(
      saying("'file'", '"big.csv"', '10,485,761 bytes', 'at most 10 MB (10,485,760 bytes)')
    )
  })
  it('asks for file-type when the extension says nothing', async () => {
    ws.write('data.txt', SMALL_CSV)
    await expect(inspectDataset(ws.root, 'data.txt', undefined)).rejects.toThrow(
      `set 'file-type' to csv or json`
    )
    await expect(inspectDataset(ws.root, 'data.txt', 'csv')).resolves.toMatchObject({ type: 'csv' })
  })
  it('refuses paths that leave the workspace: ../, absolute elsewhere, and a symlink pointing out', async () => {
    const outside = makeWorkspace()
    outside.write('secret.csv', SMALL_CSV)
    symlinkSync(`${outside.root}/secret.csv`, `${ws.root}/link.csv`)
    for (const given of [
      `../${outside.root.split('/').pop()}/secret.csv`,
      `${outside.root}/secret.csv`,
      'link.csv'
    ]) {
      await expect(inspectDataset(ws.root, given, undefined)).rejects.toThrow(
        'which leads outside the workspace'
      )
    }
    outside.remove()
  })
})

describe('datasets that are symbolic links', () => {
  const GIT_CONFIG = '[http]\n\textraheader = AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46Z2hz\n'

  it('refuses a link into .git, naming the link, its target and why', async () => {
    ws.write('.git/config', GIT_CONFIG)
    ws.write('leak/.keep', '')
    symlinkSync('../.git/config', `${ws.root}/leak/sales.csv`)
    const message = await inspectDataset(ws.root, 'leak/sales.csv', undefined, [
      `${ws.root}/leak`
    ]).then(
      () => 'accepted',
      (error: Error) => error.message
    )
    expect(message).toContain('"leak/sales.csv"')
    expect(message).toContain('".git/config"')
    expect(message).toMatch(/\.git folder.*credentials/)
    expect(message).toMatch(/Replace the link/)
  })
  it('refuses a link into .git even when the whole workspace is where datasets are picked', async () => {
    ws.write('.git/config', GIT_CONFIG)
    // What a case-insensitive file system (a macOS runner) would read as .git/config.
    ws.write('.GIT/config', GIT_CONFIG)
    symlinkSync('.git/config', `${ws.root}/sales.csv`)
    symlinkSync('.GIT/config', `${ws.root}/upper.csv`)
    for (const given of ['sales.csv', 'upper.csv']) {
      await expect(inspectDataset(ws.root, given, undefined, [ws.root])).rejects.toThrow(
        '.git folder'
      )
    }
  })
  it('refuses a file inside .git named directly or through a linked folder', async () => {
    ws.write('.git/data.csv', SMALL_CSV)
    ws.write('vendor/lib/.git/rows.csv', SMALL_CSV)
    symlinkSync('.git', `${ws.root}/data`)
    for (const given of ['.git/data.csv', 'data/data.csv', 'vendor/lib/.git/rows.csv']) {
      await expect(inspectDataset(ws.root, given, undefined)).rejects.toThrow('.git folder')
    }
  })
  it('refuses a link to a workspace file outside the folders the patterns pick from', async () => {
    ws.write('.env', 'TOKEN=x\nA=b\n')
    ws.write('reports/.keep', '')
    symlinkSync('../.env', `${ws.root}/reports/sales.csv`)
    const message = await inspectDataset(ws.root, 'reports/sales.csv', undefined, [
      `${ws.root}/reports`
    ]).then(
      () => 'accepted',
      (error: Error) => error.message
    )
    expect(message).toContain('"reports/sales.csv"')
    expect(message).toContain('".env"')
    expect(message).toContain('points outside the folder(s)')
    expect(message).toContain('"reports"')
  })
  it('refuses, by default, a link leaving the folder of the path given', async () => {
    ws.write('secrets/rows.csv', SMALL_CSV)
    ws.write('data/.keep', '')
    symlinkSync('../secrets/rows.csv', `${ws.root}/data/latest.csv`)
    await expect(inspectDataset(ws.root, 'data/latest.csv', undefined)).rejects.toThrow(
      'points outside the folder(s)'
    )
  })
  it('follows a link that stays within the folders picked from, and reads its target', async () => {
    ws.write('data/2026-06.csv', SMALL_CSV)
    ws.write('exports/north.csv', SMALL_CSV)
    ws.write('dashboards/.keep', '')
    symlinkSync('2026-06.csv', `${ws.root}/data/latest.csv`)
    symlinkSync('../exports/north.csv', `${ws.root}/dashboards/north.csv`)
    await expect(inspectDataset(ws.root, 'data/latest.csv', undefined)).resolves.toMatchObject({
      displayPath: 'data/2026-06.csv',
      bytes: SMALL_CSV.length
    })
    await expect(
      inspectDataset(ws.root, 'dashboards/north.csv', undefined, [
        `${ws.root}/dashboards`,
        `${ws.root}/exports`
      ])
    ).resolves.toMatchObject({ displayPath: 'exports/north.csv' })
  })
  it('says a link leads nowhere or back to itself, rather than that no file exists', async () => {
    ws.write('data/.keep', '')
    symlinkSync('gone.csv', `${ws.root}/data/dangling.csv`)
    symlinkSync('loop.csv', `${ws.root}/data/loop.csv`)
    await expect(inspectDataset(ws.root, 'data/dangling.csv', undefined)).rejects.toThrow(
      saying('symbolic link', '"gone.csv"', 'does not exist')
    )
    await expect(inspectDataset(ws.root, 'data/loop.csv', undefined)).rejects.toThrow(
      saying('symbolic link', 'back to itself')
    )
  })
  it('follows a data folder that is itself a link within the workspace', async () => {
    ws.write('shared/data/sales.csv', SMALL_CSV)
    symlinkSync('shared/data', `${ws.root}/data`)
    await expect(inspectDataset(ws.root, 'data/sales.csv', undefined)).resolves.toMatchObject({
      displayPath: 'shared/data/sales.csv'
    })
  })
})

describe('CSV content', () => {
  it('accepts CRLF line ends and a UTF-8 byte-order mark (as spreadsheet programs write)', async () => {
    ws.write(
      'bom.csv',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('a,b\r\n1,2\r\n')])
    )
    await expect(inspectDataset(ws.root, 'bom.csv', undefined)).resolves.toMatchObject({
      type: 'csv'
    })
  })
  it('accepts multi-byte characters that straddle read chunks', async () => {
    const row = 'é,€,𝄞\n'
    ws.write('wide.csv', 'a,b,c\n' + row.repeat(60_000))
    await expect(inspectDataset(ws.root, 'wide.csv', undefined)).resolves.toMatchObject({
      type: 'csv'
    })
  })
  it('refuses a header without rows', async () => {
    ws.write('head.csv', 'a,b,c\n\n  \n')
    await expect(inspectDataset(ws.root, 'head.csv', undefined)).rejects.toThrow(
      saying('"head.csv"', 'header', 'no rows')
    )
  })
  it('refuses blank content', async () => {
    ws.write('blank.csv', '\n \n')
    await expect(inspectDataset(ws.root, 'blank.csv', undefined)).rejects.toThrow(
      'holds only blank lines'
    )
  })
  it('refuses UTF-16 text', async () => {
    ws.write(
      'u16.csv',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('a,b\n1,2\n', 'utf16le')])
    )
    await expect(inspectDataset(ws.root, 'u16.csv', undefined)).rejects.toThrow(
      saying('UTF-16', 'save it as UTF-8')
    )
  })
  it('points at the line of bytes that are not UTF-8, as an annotation', async () => {
    ws.write(
      'latin1.csv',
      Buffer.concat([
        Buffer.from('name,city\nA,Paris\nB,'),
        Buffer.from([0x4d, 0xfc, 0x6e]),
        Buffer.from('\n')
      ])
    )
    const error = await inspectDataset(ws.root, 'latin1.csv', undefined).catch(e => e)
    expect(error).toBeInstanceOf(ProblemsError)
    expect(error.message).toMatch(saying('not UTF-8', 'line 3'))
    expect(error.problems[0].annotation).toMatchObject({ file: 'latin1.csv', startLine: 3 })
  })
  it('refuses NUL bytes (a binary file named .csv)', async () => {
    ws.write('bin.csv', Buffer.from([0x61, 0x2c, 0x62, 0x00, 0x00, 0x0a]))
    await expect(inspectDataset(ws.root, 'bin.csv', undefined)).rejects.toThrow(
      'a NUL byte on line 1'
    )
  })
})

describe('JSON content', () => {
  it('accepts an array of records and an object', async () => {
    ws.write('a.json', '[{"a":1},{"a":2}]')
    ws.write('o.json', '{"rows":[1,2]}')
    await expect(inspectDataset(ws.root, 'a.json', undefined)).resolves.toMatchObject({
      type: 'json'
    })
    await expect(inspectDataset(ws.root, 'o.json', undefined)).resolves.toMatchObject({
      type: 'json'
    })
  })
  it('points at the line and column of a syntax error, as an annotation on the file', async () => {
    ws.write('data/bad.json', '[\n  {"a": 1},\n  {"a": 2,}\n]\n')
    const error = await inspectDataset(ws.root, 'data/bad.json', undefined).catch(e => e)
    expect(error).toBeInstanceOf(ProblemsError)
    expect(error.message).toMatch(
      saying("'file'", '"data/bad.json"', 'not valid JSON', 'property name', 'line 3, column 11')
    )
    expect(error.problems[0].annotation).toEqual({
      title: 'Dataset refused',
      file: 'data/bad.json',
      startLine: 3,
      startColumn: 11
    })
  })
  it.each([
    ['trailing text', '[1] [2]', 'end of file expected'],
    ['a comment', '[1 /* c */]', 'is not valid JSON'],
    ['single quotes', "[{'a': 1}]", 'is not valid JSON'],
    ['a cut-off document', '[{"a": 1},', 'is not valid JSON']
  ])('refuses %s', async (_what, text, message) => {
    ws.write('x.json', text)
    await expect(inspectDataset(ws.root, 'x.json', undefined)).rejects.toThrow(message)
  })
  it('refuses a lone scalar and an empty array', async () => {
    ws.write('s.json', '42')
    ws.write('e.json', '[]')
    await expect(inspectDataset(ws.root, 's.json', undefined)).rejects.toThrow(
      'holds a single value'
    )
    await expect(inspectDataset(ws.root, 'e.json', undefined)).rejects.toThrow(
      'holds an empty array'
    )
  })
  it('refuses nesting deeper than 512 levels without overflowing the stack', async () => {
    ws.write('deep.json', '['.repeat(100_000) + ']'.repeat(100_000))
    await expect(inspectDataset(ws.root, 'deep.json', undefined)).rejects.toThrow(
      saying('"deep.json"', 'more than 512 levels', 'flatten')
    )
    const nested = (levels: number) => `${'['.repeat(levels - 1)}[1]${']'.repeat(levels - 1)}`
    ws.write('512.json', nested(512))
    ws.write('513.json', nested(513))
    await expect(inspectDataset(ws.root, '512.json', undefined)).resolves.toMatchObject({
      type: 'json'
    })
    await expect(inspectDataset(ws.root, '513.json', undefined)).rejects.toThrow('512 levels')
  })
  it('points at the line of bytes that are not UTF-8, past the first quarter megabyte read', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => `{"id":${i},"name":"row ${i}"}`)
    const text = `[\n${rows.join(',\n')}\n]\n`
    const at = text.indexOf('row 15000')
    ws.write(
      'late.json',
      Buffer.concat([
        Buffer.from(text.slice(0, at)),
        Buffer.from([0xe9]),
        Buffer.from(text.slice(at))
      ])
    )
    const error = await inspectDataset(ws.root, 'late.json', undefined).catch(e => e)
    expect(error.message).toMatch(saying('not UTF-8', 'line 15002'))
    expect(error.problems[0].annotation).toMatchObject({ file: 'late.json', startLine: 15002 })
  })
  it('refuses a byte-order mark', async () => {
    ws.write('bom.json', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('[1]')]))
    await expect(inspectDataset(ws.root, 'bom.json', undefined)).rejects.toThrow(
      'starts with a byte-order mark'
    )
  })
})

describe('common mistakes, each named with what to do', () => {
  const refusal = (file: string, type?: 'csv' | 'json') =>
    inspectDataset(ws.root, file, type).then(
      () => {
        throw new Error(`${file} was accepted`)
      },
      (error: Error) => error.message
    )
  it.each(['data/sales.xlsx', 'data/sales.XLS', 'data/sales.ods'])(
    'asks for a CSV export of the spreadsheet %s, even with file-type set',
    async file => {
      ws.write(file, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]))
      for (const type of [undefined, 'csv' as const]) {
        const message = await refusal(file, type)
        expect(message).toContain(`Input 'file' is "${file}"`)
        expect(message).toContain('spreadsheet')
        expect(message).toContain('CSV (UTF-8)')
      }
    }
  )
  it('recognises a spreadsheet renamed .csv by its first bytes', async () => {
    ws.write('sheet.csv', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x0a, 0x41]))
    const message = await refusal('sheet.csv')
    expect(message).toContain('zip archive')
    expect(message).toContain('CSV (UTF-8)')
  })
  it.each(['events.jsonl', 'events.ndjson'])(
    'tells how to turn JSON Lines (%s) into one array, even as file-type csv',
    async file => {
      ws.write(file, '{"a":1}\n{"a":2}\n')
      for (const type of [undefined, 'csv' as const]) {
        const message = await refusal(file, type)
        expect(message).toContain('JSON Lines')
        expect(message).toContain('jq -s .')
      }
    }
  )
  it('recognises JSON Lines inside a .json file and points at the second value', async () => {
    ws.write('events.json', '{"a":1}\n{"a":2}\n{"a":3}\n')
    const error = await inspectDataset(ws.root, 'events.json', undefined).catch(e => e)
    expect(error).toBeInstanceOf(ProblemsError)
    expect(error.message).toContain('JSON Lines')
    expect(error.message).toContain('jq -s .')
    expect(error.problems[0].annotation).toMatchObject({ file: 'events.json', startLine: 2 })
  })
  it('still calls two values on one line a syntax error', async () => {
    ws.write('two.json', '[1] [2]')
    const message = (await inspectDataset(ws.root, 'two.json', undefined).catch(e => e)).message
    expect(message).toContain('end of file expected')
    expect(message).not.toContain('JSON Lines')
  })
  it.each([
    ['semicolons', 'month;region;revenue\n2026-01;North;1200\n'],
    ['tabs', 'month\tregion\trevenue\n2026-01\tNorth\t1200\n']
  ])('warns, and still accepts, a CSV whose header is separated by %s', async (word, csv) => {
    ws.write('data/eu.csv', csv)
    const dataset = await inspectDataset(ws.root, 'data/eu.csv', undefined)
    expect(dataset.warnings).toHaveLength(1)
    expect(dataset.warnings?.[0].message).toContain(word)
    expect(dataset.warnings?.[0].message).toContain('"data/eu.csv"')
    expect(dataset.warnings?.[0].annotation).toMatchObject({ file: 'data/eu.csv', startLine: 1 })
  })
  it('does not warn about a comma-separated header, nor about semicolons inside quotes', async () => {
    ws.write('a.csv', SMALL_CSV)
    ws.write('b.csv', '"a;b;c"\n1\n')
    expect((await inspectDataset(ws.root, 'a.csv', undefined)).warnings).toBeUndefined()
    expect((await inspectDataset(ws.root, 'b.csv', undefined)).warnings).toBeUndefined()
  })
  it('suggests the path that differs only in case', async () => {
    ws.write('Data/Sales.csv', SMALL_CSV)
    const message = await refusal('data/sales.csv')
    expect(message).toContain(`Input 'file' is "data/sales.csv"`)
    expect(message).toContain('Did you mean "Data/Sales.csv"?')
  })
  it('points at actions/checkout when the workspace is empty', async () => {
    const message = await refusal('data/sales.csv')
    expect(message).toContain('actions/checkout')
  })
  it('does not point at actions/checkout when the workspace holds files', async () => {
    ws.write('README.md', 'x')
    expect(await refusal('data/sales.csv')).not.toContain('actions/checkout')
  })
  it('says one path per line when paths are separated by commas', async () => {
    ws.write('a.csv', SMALL_CSV)
    ws.write('b.csv', SMALL_CSV)
    const message = await refusal('a.csv, b.csv')
    expect(message).toMatch(saying("'file'", '"a.csv, b.csv"', 'one path or pattern per line'))
  })
})

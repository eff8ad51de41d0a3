import { readFileSync, symlinkSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { inspectDataset } from '../src/datasets/find/inspect.js'
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
    const dataset = await inspectDataset(ws.root, 'data/Sales.CSV', {})
    expect(dataset).toMatchObject({
      displayPath: 'data/Sales.CSV',
      fileName: 'Sales.CSV',
      type: 'csv',
      bytes: SMALL_CSV.length
    })
  })
  it('names a missing file and where it looked', async () => {
    await expect(inspectDataset(ws.root, 'data/none.csv', {})).rejects.toThrow(
      saying("'file'", '"data/none.csv"', 'no such file', ws.root)
    )
  })
  it('refuses a directory', async () => {
    ws.write('data/a.csv', SMALL_CSV)
    await expect(inspectDataset(ws.root, 'data', {})).rejects.toThrow(
      saying("'file'", '"data"', 'directory')
    )
  })
  it('refuses an empty file', async () => {
    ws.write('empty.csv', '')
    await expect(inspectDataset(ws.root, 'empty.csv', {})).rejects.toThrow(
      `Input 'file': "empty.csv" is empty`
    )
  })
  it('refuses a file over 10 MB, giving its size, the limit and the ways through', async () => {
    ws.write('big.csv', Buffer.alloc(10 * 1024 * 1024 + 4, 'a'))
    await expect(inspectDataset(ws.root, 'big.csv', {})).rejects.toThrow(
      saying(
        "'file'",
        '"big.csv"',
        '10,485,764 bytes',
        'at most 10 MB (10,485,760 bytes)',
        "'oversize: sample'",
        "'columns'"
      )
    )
  })
  it('asks for file-type when the extension says nothing', async () => {
    ws.write('data.txt', SMALL_CSV)
    await expect(inspectDataset(ws.root, 'data.txt', {})).rejects.toThrow(
      saying("set 'file-type'", 'csv, tsv, json, jsonl or parquet')
    )
    await expect(inspectDataset(ws.root, 'data.txt', { fileType: 'csv' })).resolves.toMatchObject({
      type: 'csv'
    })
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
      await expect(inspectDataset(ws.root, given, {})).rejects.toThrow(
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
    const message = await inspectDataset(ws.root, 'leak/sales.csv', {}, [`${ws.root}/leak`]).then(
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
      await expect(inspectDataset(ws.root, given, {}, [ws.root])).rejects.toThrow('.git folder')
    }
  })
  it('refuses a file inside .git named directly or through a linked folder', async () => {
    ws.write('.git/data.csv', SMALL_CSV)
    ws.write('vendor/lib/.git/rows.csv', SMALL_CSV)
    symlinkSync('.git', `${ws.root}/data`)
    for (const given of ['.git/data.csv', 'data/data.csv', 'vendor/lib/.git/rows.csv']) {
      await expect(inspectDataset(ws.root, given, {})).rejects.toThrow('.git folder')
    }
  })
  it('refuses a link to a workspace file outside the folders the patterns pick from', async () => {
    ws.write('.env', 'TOKEN=x\nA=b\n')
    ws.write('reports/.keep', '')
    symlinkSync('../.env', `${ws.root}/reports/sales.csv`)
    const message = await inspectDataset(ws.root, 'reports/sales.csv', {}, [
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
    await expect(inspectDataset(ws.root, 'data/latest.csv', {})).rejects.toThrow(
      'points outside the folder(s)'
    )
  })
  it('follows a link that stays within the folders picked from, and reads its target', async () => {
    ws.write('data/2026-06.csv', SMALL_CSV)
    ws.write('exports/north.csv', SMALL_CSV)
    ws.write('dashboards/.keep', '')
    symlinkSync('2026-06.csv', `${ws.root}/data/latest.csv`)
    symlinkSync('../exports/north.csv', `${ws.root}/dashboards/north.csv`)
    await expect(inspectDataset(ws.root, 'data/latest.csv', {})).resolves.toMatchObject({
      displayPath: 'data/2026-06.csv',
      bytes: SMALL_CSV.length
    })
    await expect(
      inspectDataset(ws.root, 'dashboards/north.csv', {}, [
        `${ws.root}/dashboards`,
        `${ws.root}/exports`
      ])
    ).resolves.toMatchObject({ displayPath: 'exports/north.csv' })
  })
  it('says a link leads nowhere or back to itself, rather than that no file exists', async () => {
    ws.write('data/.keep', '')
    symlinkSync('gone.csv', `${ws.root}/data/dangling.csv`)
    symlinkSync('loop.csv', `${ws.root}/data/loop.csv`)
    await expect(inspectDataset(ws.root, 'data/dangling.csv', {})).rejects.toThrow(
      saying('symbolic link', '"gone.csv"', 'does not exist')
    )
    await expect(inspectDataset(ws.root, 'data/loop.csv', {})).rejects.toThrow(
      saying('symbolic link', 'back to itself')
    )
  })
  it('follows a data folder that is itself a link within the workspace', async () => {
    ws.write('shared/data/sales.csv', SMALL_CSV)
    symlinkSync('shared/data', `${ws.root}/data`)
    await expect(inspectDataset(ws.root, 'data/sales.csv', {})).resolves.toMatchObject({
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
    await expect(inspectDataset(ws.root, 'bom.csv', {})).resolves.toMatchObject({
      type: 'csv'
    })
  })
  it('accepts multi-byte characters that straddle read chunks', async () => {
    const row = 'é,€,𝄞\n'
    ws.write('wide.csv', 'a,b,c\n' + row.repeat(60_000))
    await expect(inspectDataset(ws.root, 'wide.csv', {})).resolves.toMatchObject({
      type: 'csv'
    })
  })
  it('refuses a header without rows', async () => {
    ws.write('head.csv', 'a,b,c\n\n  \n')
    await expect(inspectDataset(ws.root, 'head.csv', {})).rejects.toThrow(
      saying('"head.csv"', 'header', 'no rows')
    )
  })
  it('refuses blank content', async () => {
    ws.write('blank.csv', '\n \n')
    await expect(inspectDataset(ws.root, 'blank.csv', {})).rejects.toThrow('holds only blank lines')
  })
  it('reads UTF-16 text by its byte-order mark and uploads it as UTF-8', async () => {
    ws.write(
      'u16.csv',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('a,b\nÉ,2\n', 'utf16le')])
    )
    const dataset = await inspectDataset(ws.root, 'u16.csv', {})
    expect(readFileSync(dataset.uploadPath, 'utf8')).toBe('a,b\nÉ,2\n')
    expect(dataset.conversion?.encoding).toBe('utf-16le')
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
    const error = await inspectDataset(ws.root, 'latin1.csv', {}).catch(e => e)
    expect(error).toBeInstanceOf(ProblemsError)
    expect(error.message).toMatch(saying('not UTF-8', 'line 3'))
    expect(error.problems[0].annotation).toMatchObject({ file: 'latin1.csv', startLine: 3 })
  })
  it('refuses a record wider than the header as committed, counting only commas outside quotes, with its line', async () => {
    ws.write('ok.csv', '\uFEFFid,note\r\n1,"a, b"\r\n2,"two\nlines, here"\r\n3,\r\n')
    await expect(inspectDataset(ws.root, 'ok.csv', {})).resolves.toMatchObject({ type: 'csv' })
    ws.write('wide.csv', 'id,note\r\n1,"two\nlines"\r\n2,x,1,530\r\n')
    const error = await inspectDataset(ws.root, 'wide.csv', {}).catch(e => e)
    expect(error).toBeInstanceOf(ProblemsError)
    expect(error.message).toMatch(saying('"wide.csv"', '4 fields', 'line 4', '2 columns', 'comma'))
    expect(error.problems[0].annotation).toMatchObject({ file: 'wide.csv', startLine: 4 })
  })
  it('refuses the header repeated as committed, byte for byte, quotes and all, with its line', async () => {
    ws.write('joined.csv', '"id","team"\n1,east\n\n"id","team"\n2,west\n')
    const error = await inspectDataset(ws.root, 'joined.csv', {}).catch(e => e)
    expect(error.message).toMatch(saying('"joined.csv"', 'header', 'line 4'))
    expect(error.problems[0].annotation).toMatchObject({ startLine: 4 })
    // A row that only begins like the header, or holds its names in another order, is data.
    ws.write('rows.csv', 'id,team\nid,teams\nteam,id\nid,team,\n')
    const wide = await inspectDataset(ws.root, 'rows.csv', {}).catch(e => e)
    expect(wide.message).toMatch(saying('3 fields', 'line 4'))
  })
  it('refuses a web page named .csv before reading it as a table', async () => {
    ws.write('page.csv', '\n<!doctype html><html><body>Session expired</body></html>\n')
    await expect(inspectDataset(ws.root, 'page.csv', {})).rejects.toThrow(
      saying('"page.csv"', 'HTML', 'not a table')
    )
  })
  it('refuses NUL bytes (a binary file named .csv)', async () => {
    ws.write('bin.csv', Buffer.from([0x61, 0x2c, 0x62, 0x00, 0x00, 0x0a]))
    await expect(inspectDataset(ws.root, 'bin.csv', {})).rejects.toThrow('a NUL byte on line 1')
  })
})

describe('JSON content', () => {
  it('accepts an array of records and an object', async () => {
    ws.write('a.json', '[{"a":1},{"a":2}]')
    ws.write('o.json', '{"rows":[1,2]}')
    await expect(inspectDataset(ws.root, 'a.json', {})).resolves.toMatchObject({
      type: 'json'
    })
    await expect(inspectDataset(ws.root, 'o.json', {})).resolves.toMatchObject({
      type: 'json'
    })
  })
  it('points at the line and column of a syntax error, as an annotation on the file', async () => {
    ws.write('data/bad.json', '[\n  {"a": 1},\n  {"a": 2,}\n]\n')
    const error = await inspectDataset(ws.root, 'data/bad.json', {}).catch(e => e)
    expect(error).toBeInstanceOf(ProblemsError)
    expect(error.message).toMatch(
      saying("'file'", '"data/bad.json"', 'not valid JSON', 'comma', 'remove', 'line 3, column 10')
    )
    expect(error.problems[0].annotation).toEqual({
      title: 'Dataset refused',
      file: 'data/bad.json',
      startLine: 3,
      startColumn: 10
    })
  })
  it.each([
    ['trailing text', '[1] [2]', 'text after the end'],
    ['a comment', '[1 /* c */]', 'is not valid JSON'],
    ['single quotes', "[{'a': 1}]", 'is not valid JSON'],
    ['a cut-off document', '[{"a": 1},', 'is not valid JSON']
  ])('refuses %s', async (_what, text, message) => {
    ws.write('x.json', text)
    await expect(inspectDataset(ws.root, 'x.json', {})).rejects.toThrow(message)
  })
  it('refuses a lone scalar and an empty array', async () => {
    ws.write('s.json', '42')
    ws.write('e.json', '[]')
    await expect(inspectDataset(ws.root, 's.json', {})).rejects.toThrow('holds a single value')
    await expect(inspectDataset(ws.root, 'e.json', {})).rejects.toThrow('holds an empty array')
  })
  it('refuses nesting deeper than 512 levels without overflowing the stack', async () => {
    ws.write('deep.json', '['.repeat(100_000) + ']'.repeat(100_000))
    await expect(inspectDataset(ws.root, 'deep.json', {})).rejects.toThrow(
      saying('"deep.json"', 'more than 512 levels', 'flatten')
    )
    const nested = (levels: number) => `${'['.repeat(levels - 1)}[1]${']'.repeat(levels - 1)}`
    ws.write('512.json', nested(512))
    ws.write('513.json', nested(513))
    await expect(inspectDataset(ws.root, '512.json', {})).resolves.toMatchObject({
      type: 'json'
    })
    await expect(inspectDataset(ws.root, '513.json', {})).rejects.toThrow('512 levels')
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
    const error = await inspectDataset(ws.root, 'late.json', {}).catch(e => e)
    expect(error.message).toMatch(saying('not UTF-8', 'line 15002'))
    expect(error.problems[0].annotation).toMatchObject({ file: 'late.json', startLine: 15002 })
  })
  it('drops a byte-order mark, which JSON parsers may refuse, and uploads the rest', async () => {
    ws.write('bom.json', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('[1]')]))
    const dataset = await inspectDataset(ws.root, 'bom.json', {})
    expect(JSON.parse(readFileSync(dataset.uploadPath, 'utf8'))).toEqual([1])
    expect(readFileSync(dataset.uploadPath)[0]).toBe(0x5b)
  })
})

describe('common mistakes, each named with what to do', () => {
  const refusal = (file: string, type?: 'csv' | 'json') =>
    inspectDataset(ws.root, file, { fileType: type }).then(
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
  it.each(['events.jsonl', 'events.NDJSON'])(
    'uploads JSON Lines (%s) as one JSON array of its records',
    async file => {
      ws.write(file, '{"a":1}\n\n{"a":2}\n')
      const dataset = await inspectDataset(ws.root, file, {})
      expect(dataset.type).toBe('json')
      expect(JSON.parse(readFileSync(dataset.uploadPath, 'utf8'))).toEqual([{ a: 1 }, { a: 2 }])
      expect(dataset.uploadName).toBe('events.json')
    }
  )
  it('recognises JSON Lines inside a .json file and points at the second value', async () => {
    ws.write('events.json', '{"a":1}\n{"a":2}\n{"a":3}\n')
    const error = await inspectDataset(ws.root, 'events.json', {}).catch(e => e)
    expect(error).toBeInstanceOf(ProblemsError)
    expect(error.message).toMatch(saying('JSON Lines', "'file-type' to jsonl"))
    expect(error.problems[0].annotation).toMatchObject({ file: 'events.json', startLine: 2 })
  })
  it('still calls two values on one line a syntax error', async () => {
    ws.write('two.json', '[1] [2]')
    const message = (await inspectDataset(ws.root, 'two.json', {}).catch(e => e)).message
    expect(message).toContain('text after the end')
    expect(message).not.toContain('JSON Lines')
  })
  it.each([
    ['semicolons', 'month;region;revenue\n2026-01;North;1200\n'],
    ['tabs', 'month\tregion\trevenue\n2026-01\tNorth\t1200\n']
  ])('uploads a CSV separated by %s as comma-separated', async (_word, csv) => {
    ws.write('data/eu.csv', csv)
    const dataset = await inspectDataset(ws.root, 'data/eu.csv', {})
    expect(dataset.uploadPath).not.toBe(dataset.absolutePath)
    expect(readFileSync(dataset.uploadPath, 'utf8')).toBe(
      'month,region,revenue\n2026-01,North,1200\n'
    )
    expect(dataset.conversion).toMatchObject({ rows: 1, rowsInFile: 1, sampleOneIn: 1 })
  })
  it('uploads a comma-separated header as committed, semicolons inside quotes included', async () => {
    ws.write('a.csv', SMALL_CSV)
    ws.write('b.csv', '"a;b;c"\n1\n')
    for (const file of ['a.csv', 'b.csv']) {
      const dataset = await inspectDataset(ws.root, file, {})
      expect(dataset.uploadPath).toBe(dataset.absolutePath)
      expect(dataset.conversion).toBeUndefined()
    }
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

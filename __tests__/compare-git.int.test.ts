/** A dataset's base version read from a real git history: renames followed, a missing commit told. */
import { renameSync } from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { changeOf } from '../src/datasets/compare/compare.js'
import { inspectDataset } from '../src/datasets/find/inspect.js'
import { commitSteps } from './helpers/git-history.js'
import { makeWorkspace, type Workspace } from './helpers/workspace.js'

let ws: Workspace
beforeEach(() => {
  ws = makeWorkspace()
})
afterEach(() => ws.remove())

const CSV = 'id,name\n1,a\n2,b\n3,c\n'

describe('the base version from git', () => {
  it('follows a dataset renamed since the base and tells its content unchanged', async () => {
    const [base] = commitSteps(ws.root, [
      () => ws.write('data/old.csv', CSV),
      () => renameSync(path.join(ws.root, 'data/old.csv'), path.join(ws.root, 'data/new.csv'))
    ])
    const dataset = await inspectDataset(ws.root, 'data/new.csv', {})
    expect(await changeOf(dataset, { workspace: ws.root, base })).toEqual({
      kind: 'unchanged',
      base,
      renamedFrom: 'data/old.csv',
      identical: true,
      unit: 'rows',
      rows: 3
    })
  })
  it('asks GitHub when the checkout lacks the base commit, and says so when it cannot', async () => {
    commitSteps(ws.root, [() => ws.write('data/a.csv', CSV)])
    const dataset = await inspectDataset(ws.root, 'data/a.csv', {})
    const missing = 'f'.repeat(40)
    const asked: string[] = []
    const fromGitHub = async (file: string) => {
      asked.push(file)
      return { kind: 'found' as const, bytes: ['id,name\n1,a\n'] }
    }
    expect(
      await changeOf(dataset, { workspace: ws.root, base: missing, fromGitHub })
    ).toMatchObject({ kind: 'changed', before: 1, after: 3, added: 2, removed: 0 })
    expect(asked).toEqual(['data/a.csv'])
    expect(await changeOf(dataset, { workspace: ws.root, base: missing })).toEqual({
      kind: 'not-compared',
      reason: { why: 'no-history', base: missing }
    })
  })
  it('reads a base larger than the comparison holds no further', async () => {
    const big = `id\n${`${'1'.repeat(1024 * 1024)}\n`.repeat(129)}`
    const [base] = commitSteps(ws.root, [
      () => ws.write('data/a.csv', big),
      () => ws.write('data/a.csv', CSV)
    ])
    const dataset = await inspectDataset(ws.root, 'data/a.csv', {})
    expect(await changeOf(dataset, { workspace: ws.root, base })).toMatchObject({
      kind: 'not-compared',
      reason: { why: 'too-large', limit: 128 * 1024 * 1024 }
    })
  })
  it('compares JSON records, tells a new JSON object by its keys, and a reformatted one unchanged', async () => {
    const [base] = commitSteps(ws.root, [
      () => {
        ws.write('data/list.json', '[{"id":1},{"id":2}]')
        ws.write('data/meta.json', '{"a":1,"b":[1,2]}')
      },
      () => {
        ws.write('data/list.json', '[{"id":2},{"id":1},{"id":3,"note":"x"}]')
        ws.write('data/meta.json', '{\n  "b": [1, 2],\n  "a": 1\n}\n')
        ws.write('data/new.json', '{"x":1,"y":2,"z":3}')
      }
    ])
    const change = async (file: string) =>
      changeOf(await inspectDataset(ws.root, file, {}), { workspace: ws.root, base })
    expect(await change('data/list.json')).toMatchObject({
      kind: 'changed',
      unit: 'records',
      before: 2,
      after: 3,
      added: 1,
      removed: 0,
      columnsAdded: ['note']
    })
    expect(await change('data/new.json')).toMatchObject({ kind: 'new', unit: 'keys', rows: 3 })
    expect(await change('data/meta.json')).toEqual({ kind: 'unchanged', base, identical: false })
  })
})

/**
 * How often the comparison asks git: a run with many datasets the base lacks asks for the renames
 * since the base once, not once per dataset. git is reached through a wrapper on PATH that
 * writes down each call, then runs the machine's git.
 */
import { execFileSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { CompareSources } from '../src/datasets/compare/compare.js'
import { inspectDataset } from '../src/datasets/find/inspect.js'
import { commitSteps } from './helpers/git-history.js'
import { makeWorkspace, type Workspace } from './helpers/workspace.js'

let ws: Workspace
let bin: string
let calls: string
const savedPath = process.env.PATH

beforeAll(() => {
  ws = makeWorkspace()
  bin = mkdtempSync(path.join(os.tmpdir(), 'git-wrapper-'))
  calls = path.join(bin, 'calls.log')
  const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim()
  const wrapper = path.join(bin, 'git')
  writeFileSync(wrapper, `#!/bin/sh\necho "$*" >> '${calls}'\nexec '${realGit}' "$@"\n`)
  chmodSync(wrapper, 0o755)
  // Set before the comparison's modules load: they take git's environment once.
  process.env.PATH = `${bin}${path.delimiter}${savedPath ?? ''}`
})
afterAll(() => {
  process.env.PATH = savedPath
  ws.remove()
  rmSync(bin, { recursive: true, force: true })
})

const CSV = 'id,name\n1,a\n2,b\n'
const NEW_DATASETS = 30

function renameDetections(): number {
  return readFileSync(calls, 'utf8')
    .split('\n')
    .filter(line => / diff .*-M --diff-filter=R /.test(` ${line} `)).length
}

describe('asking git for the base versions of many datasets', () => {
  it('looks for renames once a run however many datasets the base lacks', async () => {
    const [base] = commitSteps(ws.root, [
      () => ws.write('data/old.csv', CSV),
      () => {
        renameSync(path.join(ws.root, 'data/old.csv'), path.join(ws.root, 'data/moved.csv'))
        for (let i = 0; i < NEW_DATASETS; i++) ws.write(`data/new-${i}.csv`, `${CSV}${i},z\n`)
      }
    ])
    const { changeOf } = await import('../src/datasets/compare/compare.js')
    const paths = [
      'data/moved.csv',
      ...Array.from({ length: NEW_DATASETS }, (_, i) => `data/new-${i}.csv`)
    ]
    const datasets = await Promise.all(paths.map(file => inspectDataset(ws.root, file, {})))
    writeFileSync(calls, '')
    const sources: CompareSources = { workspace: ws.root, base }
    const changes = await Promise.all(datasets.map(dataset => changeOf(dataset, sources)))

    expect(changes[0]).toMatchObject({ kind: 'unchanged', renamedFrom: 'data/old.csv' })
    expect(changes.slice(1).map(change => change.kind)).toEqual(Array(30).fill('new'))
    expect(changes[1]).toMatchObject({ kind: 'new', rows: 3, columns: 2 })
    expect(renameDetections()).toBe(1)
  })
})

/** action.yml is the source of truth: the code's names, the README's tables and the version agree with it. */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { parse } from 'yaml'
import { ACTION_VERSION, Input, Output } from '../src/constants.js'
import { REPO_ROOT } from '../tools/runner.js'

interface ActionYml {
  inputs: Record<string, { description: string; required?: boolean; default?: string }>
  outputs: Record<string, { description: string }>
  runs: { using: string; main: string }
}
const action = parse(readFileSync(path.join(REPO_ROOT, 'action.yml'), 'utf8')) as ActionYml
const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8')

/** Rows of the first Markdown table under `## heading`: first cell without backticks, then the rest. */
function table(heading: string): string[][] {
  const section = readme.split(`\n## ${heading}\n`)[1]?.split('\n## ')[0] ?? ''
  return section
    .split('\n')
    .filter(line => line.startsWith('|') && !/^\|[\s|:-]+\|$/.test(line))
    .slice(1)
    .map(line =>
      line
        .split('|')
        .slice(1, -1)
        .map(cell => cell.trim())
    )
}

describe('action.yml', () => {
  it('declares exactly the inputs and outputs the code reads and writes', () => {
    expect(Object.keys(action.inputs).sort()).toEqual(Object.values(Input).sort())
    expect(Object.keys(action.outputs).sort()).toEqual(Object.values(Output).sort())
  })
  it('runs the bundle on node24', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' })
  })
  it("matches package.json's version", () => {
    const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
      version: string
    }
    expect(ACTION_VERSION).toBe(pkg.version)
  })
})

describe("the README's tables", () => {
  it('list every input, in order, with its default', () => {
    const rows = table('Inputs')
    expect(rows.map(r => r[0].replace(/`/g, ''))).toEqual(Object.keys(action.inputs))
    for (const [name, defaultCell] of rows.map(r => [r[0].replace(/`/g, ''), r[1]])) {
      const input = action.inputs[name]
      const expected = input.required ? '(required)' : input.default ? `\`${input.default}\`` : ''
      expect(`${name}: ${defaultCell}`).toBe(`${name}: ${expected}`)
    }
  })
  it('list every output, in order', () => {
    expect(table('Outputs').map(r => r[0].replace(/`/g, ''))).toEqual(Object.keys(action.outputs))
  })
})

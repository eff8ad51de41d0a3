/**
 * Generated cases through the bundle, Node 20 and 24 in turn: random workspaces (delimited text
 * by every separator, decimal commas and decimal points, JSON, JSON Lines, gzip, UTF-8, UTF-16
 * and windows-1252, a few broken files: a web page or XML saved as .csv, a record wider than its
 * header, a repeated header) under random inputs (literal paths, typos and globs; delimiter, encoding,
 * file-type, columns, decimal-separator). In every case each literal path is uploaded or named in
 * an error, each upload read back by the test's own parser equals what its file holds cell for
 * cell, and the step is green only when every dataset it found was generated.
 * GENERATED_SEED=<n> replays from a seed; GENERATED_CASES=<n> runs more or fewer.
 */
import { existsSync } from 'node:fs'
import { afterAll, beforeAll, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../emulator/server.js'
import { DEFAULT_KEYS } from '../emulator/state.js'
import { Input } from '../src/config/constants.js'
import { NODE24, runAction, type ActionResult } from '../tools/runner.js'
import {
  expectedRecords,
  expectedTable,
  fits,
  generateCase,
  parseCsv,
  selected,
  type GeneratedCase,
  type GeneratedFile
} from './helpers/generated-datasets.js'
import { makeWorkspace } from './helpers/workspace.js'

const BASE_SEED = Number(process.env.GENERATED_SEED ?? 20261128)
const CASES = Number(process.env.GENERATED_CASES ?? 240)
/** Steps at once, each against its own emulator: the machine's two cores stay busy. */
const AT_ONCE = 3
const KEY = Object.keys(DEFAULT_KEYS)[1]
const emulators: Emulator[] = []

beforeAll(async () => {
  if (!existsSync(NODE24))
    throw new Error(`Node 24 is missing at ${NODE24}: run 'npm run setup:node24' (npm test does).`)
  for (let i = 0; i < AT_ONCE; i++) emulators.push(await startEmulator({ processingMs: 20 }))
})
afterAll(async () => {
  await Promise.all(emulators.map(e => e.close()))
})

async function runCase(generated: GeneratedCase, emulator: Emulator, node: string) {
  emulator.reset()
  const ws = makeWorkspace()
  try {
    for (const file of generated.files) ws.write(file.path, file.bytes)
    const { inputs } = generated
    const result = await runAction({
      node,
      workspace: ws.root,
      inputs: {
        [Input.ApiKey]: KEY,
        [Input.BaseUrl]: emulator.url,
        [Input.PollInterval]: '1',
        [Input.Reuse]: 'false',
        [Input.File]: inputs.file,
        [Input.Delimiter]: inputs.delimiter,
        [Input.Encoding]: inputs.encoding,
        [Input.FileType]: inputs.fileType,
        [Input.Columns]: inputs.columns,
        [Input.DecimalSeparator]: inputs.decimalSeparator
      }
    })
    const uploads = new Map(
      emulator.requests
        .filter(r => r.method === 'POST' && r.file !== undefined)
        .map(r => [r.file!.name, r.file!.content.toString('utf8')])
    )
    return problemsOf(generated, result, uploads)
  } finally {
    ws.remove()
  }
}

const uploadName = (file: GeneratedFile) =>
  `${file.path.split('/').pop()!.split('.')[0]}.${file.format === 'csv' ? 'csv' : 'json'}`

/** What the run got wrong, in words; empty when it held. */
function problemsOf(
  generated: GeneratedCase,
  result: ActionResult,
  uploads: Map<string, string>
): string[] {
  const problems: string[] = []
  const { inputs } = generated
  const errors = result.stdout.split('\n').filter(line => line.startsWith('::error'))
  const named = (path: string) => errors.some(line => line.includes(path))
  const found = selected(generated.files, inputs)
  for (const typo of inputs.typos) if (!named(typo)) problems.push(`typo ${typo} is named nowhere`)
  for (const file of generated.files) {
    const upload = uploads.get(uploadName(file))
    if (!found.includes(file)) {
      if (upload !== undefined) problems.push(`${file.path} was uploaded, though not asked for`)
      continue
    }
    if (!fits(file, inputs)) {
      if (upload !== undefined)
        problems.push(`${file.path} does not fit the inputs, yet was uploaded`)
      else if (!named(file.path))
        problems.push(`${file.path} was not uploaded and is named in no error`)
      continue
    }
    if (upload === undefined) {
      problems.push(`${file.path} fits the inputs but was not uploaded`)
      continue
    }
    const wrong = differences(file, upload, generated)
    if (wrong !== undefined) problems.push(`${file.path}'s upload differs: ${wrong}`)
  }
  const allGenerated =
    inputs.typos.length === 0 && found.length > 0 && found.every(f => fits(f, inputs))
  if ((result.code === 0) !== allGenerated)
    problems.push(
      `the step ended ${result.code}, though ${allGenerated ? 'every dataset asked for was generated' : 'not every dataset asked for was generated'}`
    )
  return problems
}

function differences(
  file: GeneratedFile,
  upload: string,
  generated: GeneratedCase
): string | undefined {
  if (file.format === 'csv') {
    const expected = expectedTable(file, generated.inputs)
    const actual = parseCsv(upload)
    const want = [expected.header, ...expected.rows]
    return JSON.stringify(actual) === JSON.stringify(want)
      ? undefined
      : `got ${JSON.stringify(actual)}, want ${JSON.stringify(want)}`
  }
  let actual: unknown
  try {
    actual = JSON.parse(upload)
  } catch {
    return `not JSON: ${JSON.stringify(upload.slice(0, 200))}`
  }
  const want = expectedRecords(file, generated.inputs)
  try {
    expect(actual).toEqual(want)
    return undefined
  } catch {
    return `got ${JSON.stringify(actual)}, want ${JSON.stringify(want)}`
  }
}

function describeCase(generated: GeneratedCase): string {
  const files = generated.files.map(
    f =>
      `  ${f.path} (${f.format}, ${JSON.stringify(f.separator)}, ${f.encoding}${f.gzip ? ', gzip' : ''}${f.broken ? `, broken: ${f.broken}` : ''})`
  )
  return `inputs ${JSON.stringify(generated.inputs)}\n${files.join('\n')}`
}

it(`holds for ${CASES} generated cases from seed ${BASE_SEED}`, async () => {
  const failures: string[] = []
  let next = 0
  await Promise.all(
    emulators.map(async emulator => {
      while (next < CASES) {
        const index = next++
        const generated = generateCase(BASE_SEED + index)
        const node = index % 2 === 0 ? process.execPath : NODE24
        const problems = await runCase(generated, emulator, node)
        if (problems.length > 0)
          failures.push(
            `seed ${generated.seed} (GENERATED_SEED=${generated.seed} GENERATED_CASES=1, on ${node === NODE24 ? 'Node 24' : 'Node 20'}):\n${problems.map(p => `  - ${p}`).join('\n')}\n${describeCase(generated)}`
          )
      }
    })
  )
  expect(failures.join('\n\n')).toBe('')
}, 900_000)

/**
 * Writes what src/config/metadata.ts says of the inputs and outputs into the files that show it: the
 * inputs and outputs of the three action.yml files, the README's grouped tables and
 * docs/matrix.md's tables of plan/'s and collect/'s own, each between its markers. Everything
 * else in those files is left as it is. `npm run metadata` writes them; `npm run metadata --
 * --check` (and metadata.unit.test.ts) fails, naming the files, when a committed one differs.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as prettier from 'prettier'
import { parseDocument } from 'yaml'
import { INPUT_GROUPS, INPUTS, inputsOf, OUTPUTS } from '../src/config/metadata.js'
import type { Role } from '../src/config/metadata.js'
import { REPO_ROOT as ROOT } from './runner.js'

const ACTION_FILES: Record<Role, string> = {
  generate: 'action.yml',
  plan: 'plan/action.yml',
  collect: 'collect/action.yml'
}
const HEADER =
  ' The inputs and outputs are generated from src/config/metadata.ts by `npm run metadata`: edit them there.'

type Spec = { description: string; in?: Partial<Record<Role, string>> }
const describe = (spec: Spec, role: Role) => spec.in?.[role] ?? spec.description

/** Markdown as plain text, for action.yml: a link as its text, no emphasis or code marks. */
export function plain(markdown: string): string {
  // One pass, so that a code span's text (`data/**/*.csv`) is not read as emphasis.
  return markdown.replace(
    /`([^`]*)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\([^)]+\)/g,
    (_, code?: string, strong?: string, link?: string) => code ?? strong ?? link ?? ''
  )
}

/** A README-relative link made relative to docs/. */
function fromDocs(markdown: string): string {
  return markdown.replace(/\]\((?!https?:)([^)]*)\)/g, (_, target: string) => {
    if (target.startsWith('docs/')) return `](${target.slice('docs/'.length)})`
    return `](../${target.startsWith('#') ? `README.md${target}` : target})`
  })
}

const cell = (text: string) => text.replace(/\|/g, '\\|')

function inputTable(role: Role, names: readonly string[], linked: (md: string) => string) {
  const rows = names.map(name => {
    const spec = INPUTS[name as keyof typeof INPUTS]
    const byDefault = spec.default === '' ? '' : `\`${spec.default}\``
    return `| \`${name}\` | ${cell(byDefault)} | ${cell(linked(describe(spec, role)))} |`
  })
  return ['| input | default | meaning |', '| --- | --- | --- |', ...rows].join('\n')
}

function outputTable(role: Role, linked: (md: string) => string) {
  const rows = (Object.keys(OUTPUTS) as (keyof typeof OUTPUTS)[])
    .filter(name => OUTPUTS[name].roles.includes(role))
    .map(name => `| \`${name}\` | ${cell(linked(describe(OUTPUTS[name], role)))} |`)
  return ['| output | meaning |', '| --- | --- |', ...rows].join('\n')
}

/** The README's inputs, under a heading for each group. */
function readmeInputs(): string {
  const own = inputsOf('generate')
  return INPUT_GROUPS.map(group => {
    const names = own.filter(name => INPUTS[name].group === group)
    return `### ${group}\n\n${inputTable('generate', names, md => md)}`
  }).join('\n\n')
}

const same = (md: string) => md
/** Each generated block: its file, its marker's name and its content. */
const BLOCKS: { file: string; name: string; content: () => string }[] = [
  { file: 'README.md', name: 'inputs', content: readmeInputs },
  { file: 'README.md', name: 'outputs', content: () => outputTable('generate', same) },
  {
    file: 'docs/matrix.md',
    name: 'plan-inputs',
    content: () => inputTable('plan', inputsOf('plan'), fromDocs)
  },
  { file: 'docs/matrix.md', name: 'plan-outputs', content: () => outputTable('plan', fromDocs) },
  {
    file: 'docs/matrix.md',
    name: 'collect-inputs',
    content: () => inputTable('collect', inputsOf('collect'), fromDocs)
  }
]

function withBlock(text: string, file: string, name: string, content: string): string {
  const begin = `<!-- ${name}:begin (generated from src/config/metadata.ts by npm run metadata) -->`
  const end = `<!-- ${name}:end -->`
  const start = text.indexOf(begin)
  const stop = text.indexOf(end)
  if (start < 0 || stop < start) throw new Error(`${file} has no '${begin}' ... '${end}' markers.`)
  return `${text.slice(0, start + begin.length)}\n\n${content}\n\n${text.slice(stop)}`
}

/** An action.yml with its role's inputs and outputs from the source, the rest as it was. */
function actionYml(role: Role, text: string): string {
  const doc = parseDocument(text)
  doc.commentBefore = HEADER
  const inputs = Object.fromEntries(
    inputsOf(role).map(name => [
      name,
      {
        description: plain(describe(INPUTS[name], role)),
        required: false,
        default: INPUTS[name].default
      }
    ])
  )
  const outputs = Object.fromEntries(
    (Object.keys(OUTPUTS) as (keyof typeof OUTPUTS)[])
      .filter(name => OUTPUTS[name].roles.includes(role))
      .map(name => [name, { description: plain(describe(OUTPUTS[name], role)) }])
  )
  doc.set('inputs', doc.createNode(inputs))
  doc.set('outputs', doc.createNode(outputs))
  return doc.toString({ lineWidth: 0, singleQuote: true })
}

/** Every generated file, relative to the repository's root, as `npm run metadata` writes it. */
export async function generated(root = ROOT): Promise<Map<string, string>> {
  const files = new Map<string, string>()
  const read = (file: string) => files.get(file) ?? readFileSync(path.join(root, file), 'utf8')
  for (const role of Object.keys(ACTION_FILES) as Role[])
    files.set(ACTION_FILES[role], actionYml(role, read(ACTION_FILES[role])))
  for (const block of BLOCKS)
    files.set(block.file, withBlock(read(block.file), block.file, block.name, block.content()))
  const options = (await prettier.resolveConfig(path.join(root, 'README.md'))) ?? {}
  for (const [file, text] of files)
    files.set(file, await prettier.format(text, { ...options, filepath: path.join(root, file) }))
  return files
}

/** The generated files that differ from those committed. */
export async function drifted(root = ROOT): Promise<string[]> {
  const files = await generated(root)
  return [...files]
    .filter(([file, text]) => readFileSync(path.join(root, file), 'utf8') !== text)
    .map(([file]) => file)
}

async function main(): Promise<void> {
  if (process.argv.includes('--check')) {
    const stale = await drifted()
    if (stale.length === 0)
      return console.log('The action.yml files, README and docs match src/config/metadata.ts.')
    console.error(
      `${stale.join(', ')} ${stale.length === 1 ? 'differs' : 'differ'} from src/config/metadata.ts: edit the inputs and outputs there, then run 'npm run metadata' and commit.`
    )
    process.exitCode = 1
    return
  }
  for (const [file, text] of await generated()) writeFileSync(path.join(ROOT, file), text)
  console.log(`Wrote ${Object.values(ACTION_FILES).join(', ')}, README.md and docs/matrix.md.`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await main()

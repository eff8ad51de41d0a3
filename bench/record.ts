/**
 * The one writer of BENCHMARKS.md. A section is written only by the command that measured it,
 * between its own markers, stamped with that command (environment overrides included) and the
 * date; every other section is left as it was.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as prettier from 'prettier'
import { REPO_ROOT } from '../tools/runner.js'

const BENCHMARKS = path.join(REPO_ROOT, 'BENCHMARKS.md')
/** The environment variables that change what a benchmark measures. */
const SETTINGS = [
  'BENCH_RUNS',
  'BENCH_DURATIONS',
  'FANIN_TRIALS',
  'FANIN_SERVER_ERRORS',
  'FANIN_MAX_PARALLEL'
]

/**
 * How this process was started, as a reader would type it again: through `npm run <script>`
 * when npm ran a script, otherwise the script run by tsx (also under `npx`, which npm runs as
 * a lifecycle event named "npx").
 */
export function commandLine(argv: readonly string[] = process.argv): string {
  const env = SETTINGS.filter(name => process.env[name] !== undefined).map(
    name => `${name}=${process.env[name]}`
  )
  const args = argv.slice(2)
  const script = process.env.npm_command === 'exec' ? undefined : process.env.npm_lifecycle_event
  const run = script
    ? [`npm run ${script}`, ...(args.length > 0 ? ['--', ...args] : [])]
    : ['npx tsx', path.relative(REPO_ROOT, argv[1] ?? ''), ...args]
  return [...env, ...run].join(' ')
}

export const markers = (id: string): [string, string] => [
  `<!-- bench:${id}:begin -->`,
  `<!-- bench:${id}:end -->`
]

function stamp(command: string, tookMs: number | undefined): string {
  const took =
    tookMs === undefined
      ? ''
      : tookMs < 120_000
        ? `, in ${(tookMs / 1000).toFixed(0)} s`
        : `, in ${(tookMs / 60_000).toFixed(1)} min`
  return `Measured ${new Date().toISOString().slice(0, 10)} by \`${command}\`${took}, on a ${process.platform} machine with ${os.cpus().length} cores.`
}

/**
 * Puts `markdown` under `### title` between the section's markers, replacing what was there; a
 * section not yet in the file is added at its end.
 */
export async function recordSection(
  id: string,
  title: string,
  markdown: string,
  command: string,
  tookMs?: number,
  file = BENCHMARKS
): Promise<void> {
  const doc = readFileSync(file, 'utf8')
  const [begin, end] = markers(id)
  const body = `${begin}\n\n### ${title}\n\n${stamp(command, tookMs)}\n\n${markdown}\n\n${end}`
  const at = doc.indexOf(begin)
  const until = doc.indexOf(end)
  if (at < 0 !== until < 0 || until < at)
    throw new Error(`${file}: the markers of ${id} are damaged`)
  const next =
    at < 0
      ? `${doc.trimEnd()}\n\n${body}\n`
      : `${doc.slice(0, at)}${body}${doc.slice(until + end.length)}`
  const options = await prettier.resolveConfig(file)
  writeFileSync(file, await prettier.format(next, { ...options, filepath: file }))
  console.log(`${path.basename(file)}: section ${id} recorded.`)
}

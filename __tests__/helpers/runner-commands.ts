/**
 * Reads a step's stdout as the runner does: lines end at `\n` or `\r`; a line whose text after
 * leading white space starts with `::` is a command (`::name props::value`), and so is a line
 * holding `##[name]` (the older form). Returns every command found, so a test can assert that
 * only the ones the action meant are there.
 */
export interface RunnerCommand {
  readonly name: string
  readonly properties?: string
  /** What follows the command, as written (still %-escaped). */
  readonly value?: string
}

/** White space as .NET's TrimStart sees it (Char.IsWhiteSpace). */
const LEADING_SPACE = /^[\s\u0085\u180e]*/

export function runnerCommands(stdout: string): RunnerCommand[] {
  const found: RunnerCommand[] = []
  for (const raw of stdout.split(/\r\n|\r|\n/)) {
    const line = raw.replace(LEADING_SPACE, '')
    const modern = /^::([^\s:]+)(?: ([^:]*))?::(.*)$/.exec(line)
    if (modern) {
      const [, name, properties, value] = modern
      found.push(properties === undefined ? { name, value } : { name, properties, value })
      continue
    }
    const legacy = /##\[([^\]\s]+)/.exec(raw)
    if (legacy) found.push({ name: `##[${legacy[1]}` })
  }
  return found
}

/** A bundled step run as the end-to-end cases run it, and what they read of its result. */
import type { Emulator } from '../../emulator/server.js'
import { DEFAULT_KEYS } from '../../emulator/state.js'
import { Input, Output } from '../../src/config/constants.js'
import { NODE24, runAction, type ActionResult } from '../../tools/runner.js'

/** The text of each `::command` line (`error`, `warning`, `notice`), unescaped. */
export function commandTexts(result: ActionResult, command: string): string[] {
  return result.stdout
    .split('\n')
    .filter(line => line.startsWith(`::${command}`))
    .map(line => decodeURIComponent(line.slice(line.indexOf('::', 2) + 2).replace(/%0A/g, '\n')))
}

/** Each dataset's status in the `results` output, by its path. */
export function statusByFile(result: ActionResult): Record<string, string> {
  const results = JSON.parse(result.outputs[Output.Results] ?? '[]') as {
    file: string
    status: string
  }[]
  return Object.fromEntries(results.map(r => [r.file, r.status]))
}

/** The Node versions the bundle's end-to-end cases run on: the tests' own, and Node 24. */
export const BOTH_NODES: [string, string][] = [
  ['Node 20', process.execPath],
  ['Node 24', NODE24]
]

/** The bundle run on `node` against the service at `url` with its premium key, reading every second. */
export function runWithKey(
  node: string,
  url: string,
  workspace: string,
  inputs: Record<string, string>
): Promise<ActionResult> {
  return runAction({
    node,
    workspace,
    inputs: {
      [Input.ApiKey]: Object.keys(DEFAULT_KEYS)[1],
      [Input.BaseUrl]: url,
      [Input.PollInterval]: '1',
      ...inputs
    }
  })
}

/** What `emulator` received for each uploaded file, by the file's name: its fields and content. */
export function uploadsByName(
  emulator: Emulator
): Record<string, { fields: Record<string, string>; content: string }> {
  return Object.fromEntries(
    emulator.requests
      .filter(r => r.method === 'POST' && r.file !== undefined)
      .map(r => [r.file!.name, { fields: r.fields, content: r.file!.content.toString('utf8') }])
  )
}

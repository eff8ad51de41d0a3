/**
 * For a test file whose code under test writes to the step log (@actions/core's commands on
 * stdout: `::debug::` from @actions/glob, `::add-mask::` from registerSecrets) and whose tests
 * read none of it: keeps that log out of the test log, for the whole file, hooks included. The
 * test environment (tools/no-runner-commands-environment.js) fails a test that lets it through.
 * Call it at the top of the file, before its own hooks.
 */
import { afterAll, beforeAll, jest } from '@jest/globals'

export function ignoreStepLog(): void {
  let write: { mockRestore(): void } | undefined
  beforeAll(() => {
    write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
  })
  afterAll(() => write?.mockRestore())
}

/** Everything the code under test wrote to the step's log while `work` ran, kept out of the test log. */
export async function logOf<T>(work: () => Promise<T>): Promise<{ result: T; log: string }> {
  let log = ''
  const write = jest.spyOn(process.stdout, 'write').mockImplementation(chunk => {
    log += String(chunk)
    return true
  })
  try {
    return { result: await work(), log }
  } finally {
    write.mockRestore()
  }
}

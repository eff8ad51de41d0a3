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

/**
 * Jest's Node environment, with one rule: no test writes a runner command (`::debug::`,
 * `::add-mask::`, `::warning::`...) to the real stdout or stderr. In a step those lines are the
 * runner's; in the test log they only bury the failures (they once made half of it), and they
 * come from code under test whose step log no test reads. A test that runs code writing to the
 * step log captures it, as `runInProcess` (__tests__/helpers/action-env.ts) does, or with
 * `jest.spyOn(process.stdout, 'write')`. The lines are kept out of the log, and the test fails
 * naming them; lines written by a file's hooks fail the file.
 *
 * An environment rather than a setup file: its streams are put back after the file's last
 * `afterAll`, and it can fail the one test that wrote the lines.
 */
import { Buffer } from 'node:buffer'
import { TestEnvironment } from 'jest-environment-node'

/** A command line as the runner reads it (__tests__/helpers/runner-commands.ts has the rule). */
const COMMAND = /^[\s\u0085\u180e]*::[^\s:]+(?: [^:]*)?::|##\[[^\]\s]+/

export default class NoRunnerCommandsEnvironment extends TestEnvironment {
  leaked = []
  restore = []

  async setup() {
    await super.setup()
    // The runner reads commands from stdout only; the test log holds both streams.
    for (const stream of [process.stdout, process.stderr]) {
      const write = stream.write
      const leaked = this.leaked
      stream.write = function (chunk, ...rest) {
        const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString()
        const commands = text.split(/\r\n|\r|\n/).filter(line => COMMAND.test(line))
        if (commands.length === 0) return write.call(this, chunk, ...rest)
        leaked.push(...commands)
        rest.find(arg => typeof arg === 'function')?.()
        return true
      }
      this.restore.push(() => (stream.write = write))
    }
  }

  async handleTestEvent(event, state) {
    if (event.name === 'test_done' && this.leaked.length > 0)
      event.test.errors.push(this.leakError('This test (or a hook before it)'))
    if (event.name === 'run_finish' && this.leaked.length > 0)
      state.unhandledErrors.push(this.leakError("This file's hooks"))
  }

  async teardown() {
    for (const restore of this.restore.splice(0)) restore()
    await super.teardown()
    if (this.leaked.length > 0) throw this.leakError('This file, after its last hook,')
  }

  leakError(who) {
    const lines = this.leaked.splice(0)
    // Quoted, so that the message, once in the log, holds no command itself.
    const shown = lines
      .slice(0, 5)
      .map(line => `  ${JSON.stringify(line.slice(0, 200)).replace(/##\[/g, '#\\u0023[')}`)
    if (lines.length > shown.length) shown.push(`  ... and ${lines.length - shown.length} more`)
    return new Error(
      `${who} wrote ${lines.length} runner command line(s) to the test log; capture the step log ` +
        `of the code under test (runInProcess, or jest.spyOn(process.stdout, 'write')):\n` +
        shown.join('\n')
    )
  }
}

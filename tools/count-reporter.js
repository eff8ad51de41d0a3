/** Closes the run with a plain `N passed, N failed` line that any CI log reader understands. */
export default class CountReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests
    const line = `jest: ${results.numPassedTests} passed, ${results.numFailedTests} failed`
    process.stdout.write(`\n${skipped > 0 ? `${line}, ${skipped} skipped` : line}\n`)
  }
}

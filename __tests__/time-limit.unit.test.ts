/** A phase of GitHub requests ends at its limit, and nothing it started goes on after it. */
import { describe, expect, it } from '@jest/globals'
import { GitHubTimeoutError, withTimeLimit } from '../src/github/client.js'

describe('a phase with a time limit', () => {
  it("ends the work's pauses with the phase, and says what ran out", async () => {
    let pauseEnded: unknown
    const outcome = withTimeLimit('the comment', 200, async phase => {
      // A pause far longer than the test's own time limit: only the phase's end can stop it.
      await phase.sleep(3_600_000).catch((error: unknown) => {
        pauseEnded = error
        throw error
      })
      return 'posted'
    })
    await expect(outcome).rejects.toThrow(GitHubTimeoutError)
    await expect(outcome).rejects.toThrow(/the comment/)
    // The pause itself was ended, not left running behind the phase.
    await new Promise(resolve => setImmediate(resolve))
    expect((pauseEnded as Error).name).toBe('AbortError')
  })

  it('gives the work its result when it finishes in time', async () => {
    const outcome = withTimeLimit('the changed files', 5_000, async phase => {
      await phase.sleep(1)
      return ['data/sales.csv']
    })
    await expect(outcome).resolves.toEqual(['data/sales.csv'])
  })
})

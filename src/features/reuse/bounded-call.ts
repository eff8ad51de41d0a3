/**
 * A call into a toolkit client (@actions/cache) held to a time limit, as actions/cache holds its
 * own: the call races a timer, and one that loses is left to run on unseen. The client retries
 * for half a minute and more, takes no signal to stop and never throws for a failed request, so
 * nothing here reaches into it: its log lines show in the step log as they do under
 * actions/cache, and what it leaves running (a request that never answers, a wait before a
 * retry) is ended by `exitLeavingCalls` at the end of the step, as actions/cache ends its own
 * with `process.exit` once the work it cares about is done.
 */
import { flushStepLog } from '../../common/log.js'

export type BoundedCall<T> =
  { readonly value: T } | { readonly error: unknown } | { readonly timedOut: true }

/** The calls that lost their race and have not settled since. */
const running = new Set<Promise<unknown>>()

/**
 * Runs `work` for at most `timeLimitMs`. Never throws: `error` is what `work` threw. A call that
 * runs out of time goes on in the background until it settles or the step ends.
 */
export async function callBounded<T>(
  work: () => Promise<T>,
  timeLimitMs: number
): Promise<BoundedCall<T>> {
  const settled = Promise.resolve()
    .then(work)
    .then(
      value => ({ value }),
      (error: unknown) => ({ error })
    )
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<'timeout'>(resolve => {
    timer = setTimeout(resolve, timeLimitMs, 'timeout')
  })
  const first = await Promise.race([settled, timedOut])
  clearTimeout(timer)
  if (first !== 'timeout') return first
  running.add(settled)
  void settled.then(() => running.delete(settled))
  return { timedOut: true }
}

/**
 * At the end of the step, once everything it writes is written (outputs, summary, comment,
 * artifacts: the caller has awaited them), ends the process when a call that ran out of time is
 * still going on, which would otherwise hold the job until the client gives up (minutes, for a
 * request that never answers). The exit code is the step's (`process.exitCode`), and the step
 * log is flushed first: on a pipe, an exit can drop what was written but not yet sent. Without
 * such a call it does nothing, and the process ends as it would.
 */
export async function exitLeavingCalls(): Promise<void> {
  if (running.size === 0) return
  await flushStepLog()
  process.exit()
}

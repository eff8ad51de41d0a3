/**
 * When a run's first state goes to GitHub: once every generation the pool has taken has started
 * (its start call answered) or ended, and the pool is full or has taken them all; or, when an
 * upload takes longer, FIRST_STATE_MS after the first one began. The write itself runs in the
 * background: no generation's start waits on GitHub. Nothing is written first when no
 * generation is left going (every one reused, refused or ended at once): the final state follows.
 */
import type { DatasetRun } from '../../service/generation.js'

/** The longest an upload holds the first state back: the others' rows show generating meanwhile. */
export const FIRST_STATE_MS = 1500

export interface FirstState {
  /** The pool took `run`: its upload begins. */
  taken(run: DatasetRun): void
  /** A run's generation exists, or the run ended. */
  answered(): void
  /** The generations are over: nothing is written first any more. */
  stop(): void
}

/** Whether the run still goes on at the service, or has yet to start. */
function going(run: DatasetRun): boolean {
  return run.outcome === 'pending' && (run.state === undefined || run.state.status === 'processing')
}

export function firstState(
  runs: readonly DatasetRun[],
  places: number,
  write: () => void
): FirstState {
  const taken = new Set<DatasetRun>()
  let done = false
  let timer: NodeJS.Timeout | undefined
  const fire = () => {
    if (done) return
    done = true
    clearTimeout(timer)
    if (runs.some(going)) write()
  }
  const check = () => {
    if (done) return
    const under = [...taken].filter(run => run.outcome === 'pending')
    const uploading = under.some(run => run.state === undefined)
    const full = under.length >= places || taken.size === runs.length
    if (!uploading && full) fire()
  }
  return {
    taken(run) {
      if (taken.size === 0 && !done) {
        timer = setTimeout(fire, FIRST_STATE_MS)
        timer.unref()
      }
      taken.add(run)
    },
    answered: check,
    stop() {
      done = true
      clearTimeout(timer)
    }
  }
}

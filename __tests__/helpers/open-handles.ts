/**
 * What Jest's --detectOpenHandles finds, for one piece of work: the timers, sockets, pipes and
 * child processes it opened that still hold the process open once it is done (closed handles
 * are given a few turns of the event loop to be destroyed; unref'd ones hold nothing).
 */
import { createHook } from 'node:async_hooks'

const HANDLES = new Set(['Timeout', 'TCPWRAP', 'TLSWRAP', 'PIPEWRAP', 'PROCESSWRAP'])
/** Turns of the event loop given to closed handles to be destroyed, each after a short pause. */
const TURNS = 50

const holds = (resource: object) =>
  !('hasRef' in resource) || (resource as { hasRef(): boolean }).hasRef()

/** Runs `work` and gives its result with the types of the handles it left holding the process. */
export async function withHandlesLeft<T>(
  work: () => Promise<T>
): Promise<{ result: T; left: string[] }> {
  const opened = new Map<number, { type: string; resource: object }>()
  const hook = createHook({
    init(id, type, _trigger, resource) {
      if (HANDLES.has(type)) opened.set(id, { type, resource })
    },
    destroy(id) {
      opened.delete(id)
    }
  }).enable()
  try {
    const result = await work()
    const holding = () => [...opened.values()].filter(handle => holds(handle.resource))
    for (let turn = 0; turn < TURNS && holding().length > 0; turn++)
      await new Promise(resolve => setTimeout(resolve, 10).unref())
    return { result, left: holding().map(handle => handle.type) }
  } finally {
    hook.disable()
  }
}

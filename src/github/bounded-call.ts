/**
 * A call into a toolkit client (@actions/cache) held to a time limit, with its step log kept for
 * the caller. The client retries for half a minute and more on its own, takes no signal to stop,
 * and says what went wrong only in the step log (it never throws, and warns or even errs there).
 * So, for everything done on the call's behalf (Node's AsyncLocalStorage follows it through
 * promises, timers and sockets):
 * - what it writes to stdout or stderr is kept (`log`) and shown as debug lines only, the masks it
 *   asks for passed on; the caller decides what the user reads;
 * - when the limit runs out, its requests are cut (as a reset connection, which its retry loop does
 *   not retry), any new one is cut at once, and its waits end at once, so it winds down in a few
 *   turns of the event loop instead of running on unseen;
 * - whatever is still open after that is let go (unref'd) and its output dropped, so it can keep
 *   neither the process alive nor the step log busy.
 * The hooks (stdout, stderr, setTimeout, the http client's diagnostics channel) are in place only
 * while such a call is alive, and act on nothing else.
 *
 * Why not a worker thread ended by terminate(), its output read as data (issue 36): a worker
 * must load the client anew, and lookups run 16 at a time. Measured by hand on the 2-core machine
 * the tests run on, 16 workers each importing @actions/cache took 8.0 to 9.8 s, past the 3 s limit
 * before any request, and one took 0.45 to 0.52 s, about what a reuse miss costs in all
 * (BENCHMARKS.md). One worker for the whole step, ended at the first timeout (the cache is then
 * given up for the step anyway), would keep the limits at that half-second's cost, but the tests
 * that hold these guarantees (dashboard-cache.int, reuse.e2e) run the sources in Jest, where a
 * worker needs a script of its own and coverage does not follow it.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import diagnostics from 'node:diagnostics_channel'
import type { ClientRequest } from 'node:http'
import { promisify } from 'node:util'
import * as core from '@actions/core'
import { debug, divertStepLog } from '../common/log.js'

/** One line the call wrote: a runner command (`debug`, `warning`, `add-mask`...) or plain text. */
export interface LogLine {
  readonly command?: string
  /** The command's value unescaped, or the line. */
  readonly text: string
}

export type BoundedCall<T> =
  | { readonly value: T; readonly log: readonly LogLine[] }
  | { readonly error: unknown; readonly log: readonly LogLine[] }
  | { readonly timedOut: true; readonly log: readonly LogLine[] }

/** How long a cut-off call gets to wind down before it is let go. */
const WIND_DOWN_MS = 500
const REQUEST_START = 'http.client.request.start'

interface Leash {
  aborted: boolean
  detached: boolean
  readonly requests: Set<ClientRequest>
  /** The call's pending timers, each with what runs its callback now. */
  readonly timers: Map<NodeJS.Timeout, () => void>
  readonly log: LogLine[]
}

const leashes = new AsyncLocalStorage<Leash>()
/** The leash of each timer set on a call's behalf, for clearTimeout. */
const owners = new WeakMap<NodeJS.Timeout, Leash>()
let alive = 0
let unhook: (() => void) | undefined

/** What the call sees when a request is cut: a reset connection, which the client gives up on. */
function cutOff(): Error {
  return Object.assign(new Error('cut off: the time limit ran out'), { code: 'ECONNRESET' })
}

const COMMAND = /^\s*::([^\s:]+)(?: [^:]*)?::(.*)$/
const unescape = (value: string) =>
  value.replace(/%(25|0D|0A)/gi, (_, code: string) =>
    code === '25' ? '%' : code.toUpperCase() === '0D' ? '\r' : '\n'
  )

function keep(leash: Leash, text: string): void {
  if (leash.detached) return
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') continue
    const command = COMMAND.exec(line)
    const kept = command ? { command: command[1], text: unescape(command[2]) } : { text: line }
    leash.log.push(kept)
    // Outside the call, so that these lines reach the step log.
    leashes.exit(() => (kept.command === 'add-mask' ? core.setSecret(kept.text) : debug(kept.text)))
  }
}

/** Where a write on a call's behalf goes instead of the step log. */
function divert(): ((text: string) => void) | undefined {
  const leash = leashes.getStore()
  return leash && (text => keep(leash, text))
}

function hookTimers(): () => void {
  const set = globalThis.setTimeout
  const clear = globalThis.clearTimeout
  const leashedSet = ((callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const leash = leashes.getStore()
    if (!leash || typeof callback !== 'function') return set(callback, ms, ...args)
    const run = () => {
      leash.timers.delete(timer)
      callback(...args)
    }
    const timer = set(run, leash.aborted ? 0 : ms)
    if (leash.aborted) timer.unref()
    owners.set(timer, leash)
    leash.timers.set(timer, () => {
      clear(timer)
      leashes.run(leash, run)
    })
    return timer
  }) as typeof setTimeout
  Object.defineProperty(leashedSet, promisify.custom, {
    value: (set as unknown as Record<symbol, unknown>)[promisify.custom]
  })
  const leashedClear = ((timer?: NodeJS.Timeout | string | number) => {
    if (typeof timer === 'object') owners.get(timer)?.timers.delete(timer)
    clear(timer)
  }) as typeof clearTimeout
  globalThis.setTimeout = leashedSet
  globalThis.clearTimeout = leashedClear
  return () => {
    if (globalThis.setTimeout === leashedSet) globalThis.setTimeout = set
    if (globalThis.clearTimeout === leashedClear) globalThis.clearTimeout = clear
  }
}

function hookRequests(): () => void {
  const started = (message: unknown) => {
    const leash = leashes.getStore()
    if (!leash) return
    const { request } = message as { request: ClientRequest }
    if (leash.aborted) {
      request.destroy(cutOff())
      return
    }
    leash.requests.add(request)
    request.once('close', () => leash.requests.delete(request))
  }
  diagnostics.subscribe(REQUEST_START, started)
  return () => diagnostics.unsubscribe(REQUEST_START, started)
}

function hook(): () => void {
  const undo = [divertStepLog(divert), hookTimers(), hookRequests()]
  return () => {
    for (const step of undo.reverse()) step()
  }
}

function abort(leash: Leash): void {
  leash.aborted = true
  for (const request of leash.requests) request.destroy(cutOff())
  for (const fire of [...leash.timers.values()]) fire()
}

function letGo(leash: Leash): void {
  leash.detached = true
  for (const timer of leash.timers.keys()) timer.unref()
  for (const request of leash.requests) {
    if (request.socket) request.socket.unref()
    else request.once('socket', socket => socket.unref())
  }
}

/** A timer of our own, outside any call, cleared once `until` settles. */
function timeout(ms: number, until: Promise<unknown>): Promise<'timeout'> {
  return new Promise(resolve => {
    const timer = setTimeout(resolve, ms, 'timeout')
    void until.finally(() => clearTimeout(timer))
  })
}

/**
 * Runs `work` (a call into a toolkit client) for at most `timeLimitMs`, and a little more for it to
 * wind down once cut off. Never throws: `error` is what `work` threw.
 */
export async function callBounded<T>(
  work: () => Promise<T>,
  timeLimitMs: number
): Promise<BoundedCall<T>> {
  const leash: Leash = {
    aborted: false,
    detached: false,
    requests: new Set(),
    timers: new Map(),
    log: []
  }
  if (alive++ === 0) unhook = hook()
  const settled = leashes
    .run(leash, async () => work())
    .then(
      value => ({ value }),
      (error: unknown) => ({ error })
    )
  void settled.then(() => {
    if (--alive > 0) return
    unhook?.()
    unhook = undefined
  })
  const first = await Promise.race([settled, timeout(timeLimitMs, settled)])
  if (first !== 'timeout') return { ...first, log: leash.log }
  abort(leash)
  await Promise.race([settled, timeout(WIND_DOWN_MS, settled)])
  letGo(leash)
  return { timedOut: true, log: leash.log }
}

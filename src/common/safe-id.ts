/**
 * The shape of an identifier fit to go into a request path, a log line or an output: letters,
 * digits and `-_.:`, at most 128 characters, and not a path step (`.` or `..`). The service's
 * generation and dashboard ids have it, and so must any id given to follow one.
 */
const SAFE_ID = /^[A-Za-z0-9_.:-]{1,128}$/

export function isSafeId(id: string): boolean {
  return SAFE_ID.test(id) && id !== '.' && id !== '..'
}

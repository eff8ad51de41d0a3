/**
 * Files the step makes for itself (a fetched LFS object, a converted dataset, a base version to
 * convert): one folder in the runner's temporary space, removed when the process exits.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

let folder: string | undefined
let made = 0

/** A new path in the step's folder, ending in `suffix`; nothing is created at it. */
export function scratchPath(suffix: string): string {
  if (folder === undefined) {
    const root = process.env.RUNNER_TEMP || os.tmpdir()
    const created = mkdtempSync(path.join(root, 'dashboard-data-'))
    folder = created
    process.once('exit', () => rmSync(created, { recursive: true, force: true }))
  }
  made++
  return path.join(folder, `${made}${suffix}`)
}

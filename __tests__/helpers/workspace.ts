/** Temporary workspaces holding the files a test's step uploads. */
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export interface Workspace {
  readonly root: string
  write(relative: string, content: string | Buffer): string
  remove(): void
}

export function makeWorkspace(): Workspace {
  const root = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'dashboard-ws-')))
  return {
    root,
    write(relative, content) {
      const file = path.join(root, relative)
      mkdirSync(path.dirname(file), { recursive: true })
      writeFileSync(file, content)
      return file
    },
    remove: () => rmSync(root, { recursive: true, force: true })
  }
}

export const SMALL_CSV = 'month,region,revenue\n2026-01,North,1200\n2026-01,South,900\n'

/** A CSV of about `bytes` bytes, so the emulator treats it as a long generation. */
export function csvOfSize(bytes: number): string {
  const header = 'id,name,value\n'
  const row = (i: number) => `${i},item-${i},${(i * 7) % 1000}\n`
  let text = header
  for (let i = 0; text.length < bytes; i++) text += row(i)
  return text
}

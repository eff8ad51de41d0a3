/**
 * This workflow run's artifact storage, through the toolkit's own client (@actions/artifact):
 * one JSON document an artifact, stored by one job and read by another of the same run. Loaded
 * only by the matrix's roles (plan/, a leg, collect/): a single job never pays for it.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { DefaultArtifactClient } from '@actions/artifact'
import { zipEntry } from './zip-entry.js'

/** The one file each artifact holds. */
const DOCUMENT = 'record.json'

export interface RunArtifact {
  readonly id: number
  readonly name: string
}

/** A scratch folder under the runner's temporary directory, removed once `work` is done. */
async function inScratch<T>(work: (folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(path.join(process.env.RUNNER_TEMP || os.tmpdir(), 'dashboards-'))
  try {
    return await work(folder)
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

/** Stores `value` as the artifact `name` of this run (a name is unique within a run). */
export async function storeJson(name: string, value: unknown): Promise<void> {
  await inScratch(async folder => {
    const file = path.join(folder, DOCUMENT)
    await writeFile(file, JSON.stringify(value))
    await new DefaultArtifactClient().uploadArtifact(name, [file], folder)
  })
}

/** Every artifact of this run (of every attempt), as the artifact service lists them. */
export async function listRunArtifacts(): Promise<RunArtifact[]> {
  const { artifacts } = await new DefaultArtifactClient().listArtifacts()
  return artifacts.map(({ id, name }) => ({ id, name }))
}

/** The document an artifact of this run holds, parsed; a bad one throws, naming the artifact. */
export async function readJson(artifact: RunArtifact): Promise<unknown> {
  return inScratch(async folder => {
    // Saved as the service serves it, a zip, and read here (zip-entry.ts says why).
    await new DefaultArtifactClient().downloadArtifact(artifact.id, {
      path: folder,
      skipDecompress: true
    })
    const [saved] = await readdir(folder)
    let text: string
    try {
      text = zipEntry(await readFile(path.join(folder, saved ?? '')), DOCUMENT).toString('utf8')
    } catch (error) {
      throw new Error(
        `the artifact '${artifact.name}' cannot be read: ${saved === undefined ? 'nothing was downloaded' : (error as Error).message}`,
        { cause: error }
      )
    }
    try {
      return JSON.parse(text) as unknown
    } catch {
      throw new Error(`the artifact '${artifact.name}' holds no valid JSON`)
    }
  })
}

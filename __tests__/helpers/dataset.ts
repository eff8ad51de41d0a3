/** A dataset as the checks leave a plain CSV or JSON file that goes as committed. */
import type { Dataset } from '../../src/datasets/find/inspect.js'

export function plainDataset(
  displayPath: string,
  fields: { absolutePath?: string; type?: 'csv' | 'json'; bytes?: number } = {}
): Dataset {
  const absolutePath = fields.absolutePath ?? `/w/${displayPath}`
  const fileName = displayPath.split('/').pop() as string
  const type = fields.type ?? (displayPath.endsWith('.json') ? 'json' : 'csv')
  return {
    displayPath,
    absolutePath,
    fileName,
    type,
    uploadPath: absolutePath,
    bytes: fields.bytes ?? 1,
    uploadName: fileName,
    readAs: { format: type }
  }
}

import { fileURLToPath } from 'node:url'

// The bundle is also the script of the workers that convert datasets (convert-worker.ts) and of
// those that read the versions compared (table-worker.ts). Its role (the action at the root,
// plan/ or collect/) is set by the entry that loaded it: role.ts.
const { isConversionWorker, serveConversion } = await import('./datasets/convert-worker.js')
const { isTableWorker, serveTable } = await import('./datasets/table-worker.js')
if (isConversionWorker()) await serveConversion()
else if (isTableWorker()) await serveTable()
else {
  await (await import('./main.js')).run({ conversionWorker: fileURLToPath(import.meta.url) })
  // As actions/cache ends: a cache call that ran out of time must not hold the job.
  await (await import('./github/bounded-call.js')).exitLeavingCalls()
}

import { fileURLToPath } from 'node:url'

// The bundle is also the script of the workers that convert datasets (convert-worker.ts) and of
// those that read the versions compared (table-worker.ts). Otherwise it runs the entry of its
// role (the action at the root, plan/ or collect/), which the entry that loaded it set: role.ts.
const { isConversionWorker, serveConversion } = await import('./datasets/convert/convert-worker.js')
const { isTableWorker, serveTable } = await import('./datasets/compare/table-worker.js')
if (isConversionWorker()) await serveConversion()
else if (isTableWorker()) await serveTable()
else {
  const { currentRole } = await import('./config/role.js')
  const entries = {
    generate: () => import('./actions/generate.js'),
    plan: () => import('./actions/plan.js'),
    collect: () => import('./actions/collect.js')
  }
  const entry = await entries[currentRole()]()
  await entry.run({ conversionWorker: fileURLToPath(import.meta.url) })
  // As actions/cache ends: a cache call that ran out of time must not hold the job.
  await (await import('./features/reuse/bounded-call.js')).exitLeavingCalls()
}

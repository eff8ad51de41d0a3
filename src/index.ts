import { fileURLToPath } from 'node:url'
import { isConversionWorker, serveConversion } from './datasets/convert-worker.js'
import { isTableWorker, serveTable } from './datasets/table-worker.js'

// The bundle is also the script of the workers that convert datasets (convert-worker.ts) and
// read the versions compared (table-worker.ts). Its role (the action at the root, plan/ or
// collect/) is set by the entry that loaded it: role.ts.
if (isConversionWorker()) await serveConversion()
else if (isTableWorker()) await serveTable()
else await (await import('./main.js')).run({ conversionWorker: fileURLToPath(import.meta.url) })

import { fileURLToPath } from 'node:url'
import { isConversionWorker, serveConversion } from './datasets/convert-worker.js'

// The bundle is also the script of the worker that converts datasets (convert-worker.ts).
if (isConversionWorker()) await serveConversion()
else await (await import('./main.js')).run({ conversionWorker: fileURLToPath(import.meta.url) })

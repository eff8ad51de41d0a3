/** `npm run emulator`: the emulated service on its own, until Ctrl-C. */
import { parseArgs } from 'node:util'
import { startEmulator } from './server.js'

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '8787' },
    prefix: { type: 'string', default: '/' },
    'processing-ms': { type: 'string', default: '3000' },
    'instant-bytes': { type: 'string', default: '4096' },
    outcome: { type: 'string', default: 'completed' },
    'share-link-lag': { type: 'string', default: '0' },
    help: { type: 'boolean', default: false }
  }
})

if (values.help) {
  console.log(`Usage: npm run emulator -- [--port 8787] [--host 127.0.0.1] [--prefix /] [--processing-ms 3000]
       [--instant-bytes 4096] [--outcome completed|failed] [--share-link-lag 0]
Control it over HTTP: GET /_emulator/requests, GET /_emulator/generations, POST /_emulator/config,
POST /_emulator/faults, POST /_emulator/reset.`)
  process.exit(0)
}

const emulator = await startEmulator({
  host: values.host,
  port: Number(values.port),
  pathPrefix: values.prefix,
  processingMs: Number(values['processing-ms']),
  instantBytes: Number(values['instant-bytes']),
  outcome: values.outcome === 'failed' ? 'failed' : 'completed',
  shareLinkLagReads: Number(values['share-link-lag'])
})
// One write, so that a reader never sees the address without the keys that go with it.
const keyLines = Object.entries(emulator.config.keys).map(
  ([key, plan]) => `  key ${key} (${plan} plan)\n`
)
process.stdout.write(
  `Dashboard service emulator listening at ${emulator.url}\n${keyLines.join('')}Press Ctrl-C to stop.\n`
)
// A close that fails must still end the process, and say why, not leave an unhandled rejection.
const stop = () => {
  emulator.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('The emulator did not close cleanly:', error)
      process.exit(1)
    }
  )
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

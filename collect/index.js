// collect/'s entry: the one bundle (../dist/index.js), told that it plays collect's role.
globalThis[Symbol.for('dataset-dashboard.role')] = 'collect'
await import('../dist/index.js')

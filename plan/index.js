// plan/'s entry: the one bundle (../dist/index.js), told that it plays the plan's role.
globalThis[Symbol.for('dataset-dashboard.role')] = 'plan'
await import('../dist/index.js')

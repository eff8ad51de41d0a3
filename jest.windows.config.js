/**
 * `npm run test:windows`: the bundle under Windows Node (__tests__/*.windows.ts). Kept out of
 * `npm test` and its coverage: it runs dist/index.js in wine, not the sources.
 */
import base from './jest.config.js'

export default {
  ...base,
  testMatch: ['<rootDir>/__tests__/**/*.windows.ts'],
  collectCoverage: false,
  coverageThreshold: undefined,
  testTimeout: 120000,
  // One wine prefix, one test file at a time.
  maxWorkers: 1
}

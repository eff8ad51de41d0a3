/**
 * Jest runs the TypeScript sources as native ES modules (the runtime packages are ESM-only).
 * Coverage and its threshold hold for the whole suite (`npm run jest`, part of `npm test`);
 * `npm run test:one -- <files>` runs a few files with coverage off, so they cannot fail on it.
 */
export default {
  // Node's, failing a test that lets a runner command (`::debug::`...) through to the test log.
  testEnvironment: '<rootDir>/tools/no-runner-commands-environment.js',
  extensionsToTreatAsEsm: ['.ts'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }] },
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
  collectCoverage: true,
  collectCoverageFrom: ['src/**/*.ts', '!src/index.ts'],
  coverageReporters: ['text-summary', 'json-summary'],
  coverageThreshold: { global: { lines: 90 } },
  reporters: ['default', '<rootDir>/tools/count-reporter.js'],
  testTimeout: 60000,
  maxWorkers: 2
}

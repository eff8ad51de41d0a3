/**
 * Imports run one way (CONTRIBUTING.md, "Where things are"), from the top floor down:
 * src/index.ts picks a role's entry in src/actions/; the entries wire the features of
 * src/features/ (each one folder: reuse, fork mode, the GitHub report with its first state, the
 * matrix's hand-off, compare) to the systems; src/report/ writes what the user sees; the systems
 * (src/service/, src/datasets/, src/github/) face one outside system each; src/common/ and
 * src/config/ are the ground every floor stands on. `npm run lint` runs this check
 * (`npm run lint:imports`).
 */
const ENTRY = '^src/index[.]ts$'
const ACTIONS = '^src/actions/'
const FEATURES = '^src/features/'
const REPORT = '^src/report/'
const SYSTEMS = '^src/(service|datasets|github)/'
const GROUND = '^src/(common|config)/'

export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No two files import each other, however long the way round.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true }
    },
    {
      name: 'no-folder-cycle',
      comment: 'No folder imports a folder that imports it back.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/' },
      to: { circular: true }
    },
    {
      name: 'only-the-entry-at-the-root',
      comment: 'src/ holds index.ts alone: every other module lives in the folder of its floor.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^src/[^/]+[.]ts$', pathNot: ENTRY }
    },
    {
      name: 'ground-at-the-bottom',
      comment: 'src/common/ and src/config/ are used by all, so they import from no floor above.',
      severity: 'error',
      from: { path: GROUND },
      to: { path: `${ENTRY}|${ACTIONS}|${FEATURES}|${REPORT}|${SYSTEMS}` }
    },
    {
      name: 'systems-below-report',
      comment: 'A system module hands back data; what the user reads is written in report/.',
      severity: 'error',
      from: { path: SYSTEMS },
      to: { path: `${ENTRY}|${ACTIONS}|${FEATURES}|${REPORT}` }
    },
    {
      name: 'report-below-features',
      comment:
        'report/ tells what happened; it takes the systems’ types, never a feature’s wiring.',
      severity: 'error',
      from: { path: REPORT },
      to: { path: `${ENTRY}|${ACTIONS}|${FEATURES}` }
    },
    {
      name: 'features-below-the-entries',
      comment:
        'A feature takes plain parameters or a small settings type of its own, never an entry’s settings.',
      severity: 'error',
      from: { path: FEATURES },
      to: { path: `${ENTRY}|${ACTIONS}` }
    },
    {
      name: 'entries-below-index',
      comment: 'index.ts picks the entry; no entry calls it.',
      severity: 'error',
      from: { path: ACTIONS },
      to: { path: ENTRY }
    },
    {
      name: 'systems-side-by-side',
      comment: 'The datasets and GitHub sides do not reach into another system.',
      severity: 'error',
      from: { path: '^src/(datasets|github)/' },
      to: { path: SYSTEMS, pathNot: '^src/$1/' }
    },
    {
      name: 'service-takes-datasets',
      comment:
        'The service uploads the datasets, so it may name their type; it knows nothing of GitHub.',
      severity: 'error',
      from: { path: '^src/service/' },
      to: { path: '^src/github/' }
    },
    {
      name: 'one-reader-of-the-role',
      comment:
        'What a step is, its role, is read once by index.ts and each entry’s own inputs: nothing else asks.',
      severity: 'error',
      from: { path: '^src/', pathNot: `${ENTRY}|^src/actions/inputs[.]ts$|^src/config/` },
      to: { path: '^src/config/role[.]ts$' }
    }
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports count: a type is a dependency of the design, though not of the bundle.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' }
  }
}

/**
 * Imports run one way (CONTRIBUTING.md, "Where things are"): src/common/ and constants.ts at the
 * bottom; the systems (service/, datasets/, github/) above them; report/ above the systems;
 * the modules directly in src/ on top: main.ts wires everything, handing the matrix's plan and
 * collect to plan.ts and collect.ts, the artifacts to hand-off.ts, the statuses and the comment
 * to github-report.ts and `compare` to dataset-changes.ts. `npm run lint` runs this check
 * (`npm run lint:imports`).
 */
const TOP = '^src/(?!constants[.]ts$)[^/]+[.]ts$'
const COMMON = '^src/(common/|constants[.]ts$)'
const SYSTEMS = '^src/(service|datasets|github)/'
const REPORT = '^src/report/'

export default {
  forbidden: [
    {
      name: 'no-folder-cycle',
      comment: 'No folder imports a folder that imports it back.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/' },
      to: { circular: true }
    },
    {
      name: 'common-at-the-bottom',
      comment: 'src/common/ and constants.ts are used by all, so they import from no other folder.',
      severity: 'error',
      from: { path: COMMON },
      to: { path: `${TOP}|${SYSTEMS}|${REPORT}` }
    },
    {
      name: 'systems-below-report',
      comment: 'A system module hands back data; what the user reads is written in report/.',
      severity: 'error',
      from: { path: SYSTEMS },
      to: { path: `${TOP}|${REPORT}` }
    },
    {
      name: 'only-main-wires',
      comment:
        'No module in a folder reads the settings or calls main: it takes plain parameters or a small type of its own.',
      severity: 'error',
      from: { path: '^src/[^/]+/' },
      to: { path: TOP }
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

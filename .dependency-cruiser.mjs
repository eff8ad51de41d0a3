/**
 * Imports run one way (CONTRIBUTING.md, "Where things are"): src/common/ and constants.ts at the
 * bottom; the systems (service/, datasets/, github/) above them; report/ above the systems;
 * main.ts and inputs.ts on top, main.ts the one place that wires everything. `npm run lint`
 * runs this check (`npm run lint:imports`).
 */
const TOP = '^src/(main|inputs|index)[.]ts$'
const COMMON = '^src/(common/|constants[.]ts$)'
const SYSTEMS = '^src/(service|datasets|github)/'
const REPORT = '^src/report/'
const KNOWN_FOLDER_CYCLE = '^src/(github|report)$'

export default {
  forbidden: [
    {
      name: 'no-folder-cycle',
      comment: 'No folder imports a folder that imports it back.',
      severity: 'error',
      scope: 'folder',
      // Known until the marker that github/comment.ts takes from report/comment-body.ts moves
      // below both (issue 17, merged with issue 16's rewrite of the comment): remove `pathNot`
      // then. Meanwhile `systems-below-report` still catches any other import from github/.
      from: { path: '^src/', pathNot: KNOWN_FOLDER_CYCLE },
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

// Architecture boundary rules, checked by dependency-cruiser in `npm test` (`npm run lint:boundaries`, which also
// runs scripts/check-domain-clock.mjs for the one rule imports cannot show: no clock read in a domain folder).
// Why each rule exists: docs/boundaries.md. The proof that each rule fires: test/boundaries/.
//
// Paths are matched against paths relative to the repository root (e.g. `api/src/modules/people/x.ts`).
// Every pattern starts with `(^|/)` instead of `^` so it also matches the same layout below a
// fixture root (`test/boundaries/fixture/api/src/...`). That `(^|/)` is capture group 1 (it always
// matches, possibly as ''), so the module or feature name captured after it is group 2: `$2`.

// Node built-ins that reach outside the process or read the clock/environment. `crypto` (hashing) and
// pure helpers such as `util` or `assert` stay allowed in the domain.
const ioBuiltins = [
  'fs',
  'net',
  'http',
  'https',
  'http2',
  'child_process',
  'dgram',
  'dns',
  'tls',
  'cluster',
  'worker_threads',
  'readline',
  'repl',
  'inspector',
  'os',
  'process',
  'timers',
  'perf_hooks',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-module-internals',
      severity: 'error',
      comment:
        "A backend module may use another module only through that module's public API, " +
        "api/src/modules/<b>/index.ts (or, for another module's projections, <b>/projection-sources.ts). " +
        "Reaching into another module's folders (domain, commands, projections, queries...) couples the two " +
        'to details the owner must stay free to change. ' +
        'Export what is needed from <b>/index.ts and import that instead.',
      from: { path: '(^|/)api/src/modules/([^/]+)/' },
      to: {
        path: '(^|/)api/src/modules/[^/]+/',
        pathNot: [
          // anything inside the importing module itself ($2 = the importing module's name)
          '(^|/)api/src/modules/$2/',
          // another module's public API
          '(^|/)api/src/modules/[^/]+/index\\.ts$',
          // what another module's projections fold from it, loaded without the module (the projections worker)
          '(^|/)api/src/modules/[^/]+/projection-sources\\.ts$',
        ],
      },
    },
    {
      name: 'tests-through-public-entries',
      severity: 'error',
      comment:
        'Tests under test/ reach the api as its other users do: through the app (api/src/app.ts, ' +
        "app.module.ts, main.ts), a module's public API (api/src/modules/<x>/index.ts), the platform " +
        "and the test kit (api/src/testing). A test that imports a module's internals breaks whenever " +
        "the module is reshaped inside. Export what the test needs from the module's index.ts.",
      from: {
        path: '(^|/)test/',
        // the boundary fixture's miniature of the api, web and contracts is held to their own rules
        pathNot: '(^|/)test/boundaries/fixture/(api|web|contracts)/',
      },
      to: {
        path: '(^|/)api/src/',
        pathNot: [
          '(^|/)api/src/[^/]+\\.ts$',
          '(^|/)api/src/modules/[^/]+/index\\.ts$',
          '(^|/)api/src/platform/',
          '(^|/)api/src/testing/',
        ],
      },
    },
    {
      name: 'platform-imports-no-module',
      severity: 'error',
      comment:
        'api/src/platform is the shared infrastructure every module builds on (event log, read store, ' +
        'command running, HTTP edge). If it imported a module the layers would point both ways: the ' +
        'platform could no longer be understood, tested or reused without that module. Invert the ' +
        'dependency: the platform defines a port or token, the module provides it.',
      from: { path: '(^|/)api/src/platform/' },
      to: { path: '(^|/)api/src/modules/' },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment:
        'Deciders and evolvers in a domain folder are pure functions: no Nest, no I/O, no database, ' +
        'no clock. Time arrives with the command (the clock is injected into handlers, not read by ' +
        'the domain) and so does anything read from a store, so the rules stay deterministic and are ' +
        'tested given/when/then without a container. ' +
        'Test files (*.spec.ts) beside them may import anything.',
      from: {
        path: '(^|/)api/src/(modules/[^/]+|platform)/domain/',
        pathNot: '\\.spec\\.ts$',
      },
      to: {
        path: [
          // @nestjs/* packages, resolved into node_modules or left unresolved
          '(^|/)node_modules/@nestjs/',
          '^@nestjs/',
          // node built-ins for I/O, with or without the node: prefix
          `^(node:)?(${ioBuiltins.join('|')})(/|$)`,
          // the database: the event log, the read store, projections, and the drivers
          '(^|/)api/src/platform/(event-log|read-store|projections)/',
          '(^|/)node_modules/(better-sqlite3|@eventstore|mongoose|mongodb)/',
          '^(better-sqlite3|@eventstore|mongoose|mongodb)(/|$)',
          // the clock (the Clock and what runs on it, such as the scheduler), even as a type
          '(^|/)api/src/platform/time/',
        ],
      },
    },
    {
      name: 'web-features-through-index',
      severity: 'error',
      comment:
        'A web feature may use another feature only through web/src/features/<b>/index.ts(x), its ' +
        "public API. Importing another feature's pages, hooks or API clients directly makes every " +
        'file a de-facto export and the features impossible to change alone. Shared building blocks ' +
        'belong in web/src/components or web/src/lib.',
      from: { path: '(^|/)web/src/features/([^/]+)/' },
      to: {
        path: '(^|/)web/src/features/[^/]+/',
        pathNot: [
          // anything inside the importing feature itself ($2 = the importing feature's name)
          '(^|/)web/src/features/$2/',
          // another feature's public API
          '(^|/)web/src/features/[^/]+/index\\.tsx?$',
        ],
      },
    },
    {
      name: 'web-shared-code-through-feature-index',
      severity: 'error',
      comment:
        'Code outside the features (web/src/lib, app, components, testing, main.tsx) uses a feature ' +
        'only through web/src/features/<x>/index.ts(x), as the features do among themselves. State ' +
        'the shell needs before any feature loads (the session, the preferences) lives in web/src/lib, ' +
        'where both the shell and the features import it.',
      from: { path: '(^|/)web/src/', pathNot: '(^|/)web/src/features/' },
      to: {
        path: '(^|/)web/src/features/',
        pathNot: '(^|/)web/src/features/[^/]+/index\\.tsx?$',
      },
    },
    {
      name: 'contracts-stand-alone',
      severity: 'error',
      comment:
        'contracts/src is shared by the API (Node) and the web app (browser) and has no runtime ' +
        'dependencies: only types, enums, limits and message keys. An import of an npm package, a ' +
        'node built-in, or api/ or web/ code would drag that into both sides (or a cycle between ' +
        'the workspaces). It imports nothing outside contracts/src.',
      from: { path: '(^|/)contracts/src/' },
      to: { pathNot: '(^|/)contracts/src/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'This dependency is part of a circular relationship. Cycles make load order fragile (an ' +
        'import can see a half-initialised module) and knot modules together. A cycle through ' +
        'type-only imports loads fine but knots the code just the same. Break it by inverting the ' +
        'dependency (the side that is depended on defines a port or a registry) or by moving the ' +
        'shared piece, often a type, into a file of its own.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    // Type-only imports count too: `import type` from another module's internals couples as much.
    tsPreCompilationDeps: true,
    // The web tsconfig maps `@boxstudio/contracts` to contracts/src/index.ts (as the vite alias and
    // the jest moduleNameMapper do), so the package resolves to the contracts' source rather than
    // to its build. Imports written `./x.js` resolve to `./x.ts` without configuration.
    tsConfig: { fileName: 'web/tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};

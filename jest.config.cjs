// One jest run for the whole repository; projects split fast unit tests from the slower ones.
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  // Nest 12 and a few of its dependencies are ESM-only: let swc compile them to CommonJS too.
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|file-type|strtok3|token-types|@tokenizer|uint8array-extras|@borewit|load-esm)/)',
  ],
  moduleNameMapper: {
    '^@boxstudio/contracts$': '<rootDir>/contracts/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testEnvironment: 'node',
  rootDir: __dirname,
  // The boundary check's fixture tree mimics the real layout (a test/api/*.e2e.spec.ts among it): it is read,
  // never run.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/boundaries/fixture/'],
};

module.exports = {
  reporters: ['default', '<rootDir>/test/support/summary-reporter.cjs'],
  rootDir: __dirname,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/{api,contracts}/src/**/*.unit.spec.ts', '<rootDir>/test/boundaries/**/*.unit.spec.ts'],
    },
    { ...shared, displayName: 'integration', testMatch: ['<rootDir>/{api,contracts}/src/**/*.int.spec.ts'] },
    {
      ...shared,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/**/*.e2e.spec.ts', '<rootDir>/api/src/**/*.e2e.spec.ts'],
    },
    {
      ...shared,
      displayName: 'web',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/web/src/**/*.spec.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/web/src/testing/setup-tests.ts'],
      moduleNameMapper: {
        ...shared.moduleNameMapper,
        '\\.(css|svg|png|jpg|mp4|webm)$': '<rootDir>/web/src/testing/file-stub.cjs',
      },
    },
    // Real Chromium against the built product; `npm test` builds first.
    { ...shared, displayName: 'browser', testMatch: ['<rootDir>/test/browser/**/*.browser.spec.ts'] },
  ],
};

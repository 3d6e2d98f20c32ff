/**
 * Loaded by ts-node without its type check (`npm run typecheck` checks this file), which cost
 * every jest run about 2.5 s of CPU before the first test.
 * @jest-config-loader ts-node
 * @jest-config-loader-options {"transpileOnly": true, "transpiler": "ts-node/transpilers/swc"}
 */
import type { Config } from 'jest';

/**
 * One jest project per test level. Tests sit next to the code and the file's suffix names the
 * level (see README, "Test it"):
 * - unit, `*.unit.test.ts(x)`: nothing external (no database, broker, browser or network); the
 *   frontend's run in jsdom. `npm run test:unit` (TEST_LEVEL=unit).
 * - int, `*.int.test.ts`: real PostgreSQL, Kafka, EventStoreDB, the vPIC database, the
 *   repository's own lint configuration. `npm run test:int` (TEST_LEVEL=int).
 * - e2e, `*.e2e.test.ts`: the product in Debian's Chromium. `npm run test:e2e` (TEST_LEVEL=e2e).
 * `npm test` runs them all. The run's PostgreSQL server is the int and e2e projects' global setup:
 * jest runs a project's global setup only when the run holds one of that project's tests, so a
 * unit run starts none.
 */
const swcTo = (type: 'es6' | 'commonjs'): [string, Record<string, unknown>] => [
  '@swc/jest',
  {
    jsc: { target: 'es2022', parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
    module: { type },
  },
];

const backend = ['contracts', 'platform', 'command-service', 'query-service', 'projections', 'embedded', 'e2e'];
const sourcesOf = (workspaces: string[]) => workspaces.map((workspace) => `<rootDir>/${workspace}/src`);
const tests = ['**/*.test.ts', '**/*.test.tsx'];
// A test without a level suffix counts as unit, so that no file drops out of `npm test`.
const notUnit = ['/node_modules/', '\\.(int|e2e)\\.test\\.tsx?$'];

const project = (displayName: string, extra: Partial<Config>): Config => ({
  displayName,
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': swcTo('es6') },
  testEnvironment: 'node',
  ...extra,
});
// A unit test file loads up to a thousand modules, most of them the same as the file before.
// Compiled to CommonJS they load without an asynchronous link step each, and the code cache
// (below) keeps them whole: with both, the unit level takes about a sixth less CPU than as ES
// modules (bench/README.md). The price: the few dependencies published only as ES modules are
// compiled too, and Vite's `import.meta.env` has a stand-in. (A dependency missing here fails with
// jest's "Must use import to load ES Module" and its file name.)
const esmOnlyDependencies = ['jose', 'file-type', 'strtok3', 'token-types', '@tokenizer', 'uint8array-extras', '@borewit'];
const commonJs: Partial<Config> = {
  extensionsToTreatAsEsm: [],
  transform: { '^.+\\.tsx?$': swcTo('commonjs'), '^.+\\.js$': swcTo('commonjs') },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyDependencies.join('|')})/)`],
  moduleNameMapper: {
    '(^|/)vite-env$': '<rootDir>/frontend/src/testing/no-vite-env.ts',
    // Exported for `import` only.
    '^file-type$': '<rootDir>/node_modules/file-type/index.js',
    // zod's index loads its 45 locales (z.locales, which nothing here reads) into every test file:
    // English alone, the one zod configures itself with.
    '^\\.\\./locales/index\\.cjs$': '<rootDir>/node_modules/zod/v4/locales/en.cjs',
  },
};

// Without TEST_DATABASE_URL and Docker: one embedded PostgreSQL server for the whole run.
const postgres: Partial<Config> = {
  globalSetup: '<rootDir>/platform/src/db/jest-global-postgres-setup.mjs',
  globalTeardown: '<rootDir>/platform/src/db/jest-global-postgres-teardown.mjs',
};
// A unit test sees no external component's address, even where the environment names one.
const unitSetup = '<rootDir>/platform/src/testing/jest-unit-setup.ts';
// Keeps V8's code cache of every module a test file loaded for the worker's next test file.
const runtime = '<rootDir>/platform/src/testing/jest-code-cache-runtime.cjs';

const levels: Record<string, Config[]> = {
  unit: [
    project('unit', {
      roots: sourcesOf(backend),
      testMatch: tests,
      testPathIgnorePatterns: notUnit,
      ...commonJs,
      setupFiles: [unitSetup],
      runtime,
    }),
    project('unit-frontend', {
      roots: sourcesOf(['frontend']),
      testMatch: tests,
      testPathIgnorePatterns: notUnit,
      testEnvironment: 'jsdom',
      ...commonJs,
      // swc, with each import() answering at once: React.lazy renders the screen in the same pass.
      transform: { ...commonJs.transform, '^.+\\.tsx?$': ['<rootDir>/frontend/src/testing/jest-transform.cjs', swcTo('commonjs')[1]] },
      setupFiles: [unitSetup],
      runtime,
      setupFilesAfterEnv: ['<rootDir>/frontend/src/testing/setup.ts'],
    }),
  ],
  int: [project('int', { roots: sourcesOf([...backend, 'frontend']), testMatch: ['**/*.int.test.ts', '**/*.int.test.tsx'], ...postgres })],
  // Browser tests: build and start the product (`npm start`), then drive Debian's Chromium.
  e2e: [
    project('e2e', {
      roots: sourcesOf(['e2e']),
      testMatch: ['**/*.e2e.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/e2e/src/harness/jest-setup.ts'],
      ...postgres,
    }),
  ],
};

// TEST_LEVEL=unit|int|e2e (the test:* scripts) runs one level; unset, every level.
const level = process.env.TEST_LEVEL;
if (level && !levels[level]) throw new Error(`TEST_LEVEL=${level}: expected one of ${Object.keys(levels).join(', ')}`);

const config: Config = {
  // Generous: the suite must pass on a busy machine too (integration tests wait on real servers).
  testTimeout: 180_000,
  maxWorkers: 2,
  // A suite that skips whole (no Kafka, Keycloak or Chromium here) prints why.
  reporters: ['default', '<rootDir>/platform/src/testing/jest-skip-reasons-reporter.mjs'],
  projects: level ? levels[level] : Object.values(levels).flat(),
};

export default config;

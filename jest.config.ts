import type { Config } from 'jest';

/** One jest project per workspace. Tests sit next to the code: `*.unit.test.ts` need nothing,
 * `*.int.test.ts` talk to real PostgreSQL / Kafka / EventStoreDB (see README, "Testing"). */
const swc = [
  '@swc/jest',
  {
    jsc: { target: 'es2022', parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
    module: { type: 'es6' },
  },
] as const;

const project = (name: string, extra: Partial<Config> = {}): Config => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': swc as unknown as [string, Record<string, unknown>] },
  testEnvironment: 'node',
  ...extra,
});

const config: Config = {
  // Generous: the suite must pass on a busy machine too (integration tests wait on real servers).
  testTimeout: 180_000,
  maxWorkers: 2,
  // Without TEST_DATABASE_URL and Docker: one embedded PostgreSQL server for the whole run.
  globalSetup: '<rootDir>/platform/src/db/jest-global-postgres-setup.mjs',
  globalTeardown: '<rootDir>/platform/src/db/jest-global-postgres-teardown.mjs',
  projects: [
    project('contracts'),
    project('platform'),
    project('command-service'),
    project('query-service'),
    project('projections'),
    project('embedded'),
    project('frontend', { testEnvironment: 'jsdom', setupFilesAfterEnv: ['<rootDir>/src/testing/setup.ts'] }),
    // Browser tests: build and start the product (`npm start`), then drive Debian's Chromium.
    project('e2e', { setupFilesAfterEnv: ['<rootDir>/src/harness/jest-setup.ts'] }),
  ],
};

export default config;

// jest.config.ts globalTeardown: stops what globalSetup started (jest-global-postgres.ts).
export default async function globalTeardown() {
  await globalThis[Symbol.for('dtn.jestGlobalPostgres')]?.teardown();
}

// jest.config.ts globalSetup. Jest loads this plain module; tsx loads the TypeScript it runs, once:
// the teardown calls the same module instance (jest shares globalThis between the two).
import { tsImport } from 'tsx/esm/api';

export default async function globalSetup() {
  const postgres = await tsImport('./jest-global-postgres.ts', import.meta.url);
  await postgres.setup();
  globalThis[Symbol.for('dtn.jestGlobalPostgres')] = postgres;
}

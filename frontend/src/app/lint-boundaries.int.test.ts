/** @jest-environment node */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

/**
 * The repository's own ESLint config (eslint.config.js) on deliberately wrong code, linted as if it
 * sat at the given path: the imported files are real, the linted file need not exist (and so is
 * never part of the normal lint run). Type-aware rules are off here (they need the file in a
 * tsconfig); these rules need no types.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfig: [{ files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked }] });
});

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}frontend/src/${filePath}` });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('frontend lint rules', () => {
  it('forbid a feature to import another feature', async () => {
    const found = await problems('features/landing/wrong.ts', "export { inventoryFeature } from '../inventory';\n");
    expect(found).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*A feature imports no other feature/)]);
  });

  it('forbid a feature to import app/', async () => {
    const found = await problems('features/inventory/wrong.ts', "export { createAppStore } from '../../app/store';\n");
    expect(found).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*imports nothing from app/)]);
  });

  it('forbid shared code to import a feature or app/', async () => {
    const found = await problems(
      'shared/wrong.ts',
      "export { shellFeature } from '../features/shell';\nexport { appRoutes } from '../app/routes';\n",
    );
    expect(found).toHaveLength(2);
    expect(found.every((message) => message.includes('Shared code imports no feature'))).toBe(true);
  });

  it('let a feature import shared code and its own files, and app/ import features', async () => {
    expect(
      await problems(
        'features/inventory/fine.ts',
        "export { callApi } from '../../shared/api/api-saga';\nexport { rollupSlice } from './rollup/rollup-slice';\n",
      ),
    ).toEqual([]);
    expect(await problems('app/fine.ts', "export { inventoryFeature } from '../features/inventory';\n")).toEqual([]);
  });

  it("forbid '/api/...' paths in frontend code: calls name catalogue routes", async () => {
    const found = await problems(
      'features/inventory/wrong.ts',
      "export const a = '/api/offer/user';\nexport const b = (id: string) => `/api/offer/${id}`;\n",
    );
    expect(found).toHaveLength(2);
    expect(found.every((message) => message.startsWith('no-restricted-syntax: Call the API by route name'))).toBe(true);
  });
  it('forbid values from the contracts index and schema modules (their zod schemas trip the CSP), not their types', async () => {
    const found = await problems(
      'features/inventory/wrong.ts',
      "export { marketPosition } from '@dtn/contracts/entities/market';\nexport { AgeParam } from '@dtn/contracts/routes/inventory-queries';\nexport { minMarketSample } from '@dtn/contracts';\n",
    );
    expect(found).toHaveLength(3);
    expect(found.every((message) => message.startsWith('@typescript-eslint/no-restricted-imports:'))).toBe(true);
    expect(
      await problems(
        'features/inventory/fine.ts',
        "export type { MarketFigures } from '@dtn/contracts/entities/market';\nexport { marketPosition } from '@dtn/contracts/domain/market';\n",
      ),
    ).toEqual([]);
  });
});

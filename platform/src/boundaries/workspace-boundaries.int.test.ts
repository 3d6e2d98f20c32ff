import { beforeAll, describe, expect, it } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

/**
 * The repository's ESLint config (eslint.config.js) on deliberately wrong imports between
 * workspaces, linted as if the code sat at the given path: the imported files are real, the linted
 * file need not exist (and so is never part of the normal lint run). Type-aware rules are off here
 * (they need the file in a tsconfig); the boundary rule needs no types.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfig: [{ files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked }] });
});

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const boundary = (text: string) => expect.stringMatching(new RegExp(`^import-x/no-restricted-paths: .*${text}`));

describe('workspace boundaries (imports follow the data flow)', () => {
  it('forbid platform to import projections, by package name and by relative path', async () => {
    const found = await problems(
      'platform/src/wrong.ts',
      "export { migrateReadModels } from '@dtn/projections';\nexport * from '../../projections/src/index';\n",
    );
    expect(found).toEqual([boundary('platform imports only contracts'), boundary('platform imports only contracts')]);
  });

  it('forbid contracts to import any other workspace', async () => {
    expect(await problems('contracts/src/wrong.ts', "export { NotFoundError } from '@dtn/platform/errors';\n")).toEqual([
      boundary('contracts imports no other workspace'),
    ]);
  });

  it('forbid the two services to import each other, types and dynamic imports included', async () => {
    expect(
      await problems('query-service/src/wrong.ts', "export type { CommandServiceOptions } from '@dtn/command-service/app';\n"),
    ).toEqual([boundary('query-service imports only contracts, platform, projections')]);
    expect(await problems('command-service/src/wrong.ts', "export const load = () => import('@dtn/query-service/app');\n")).toEqual([
      boundary('command-service imports only contracts, platform, projections'),
    ]);
  });

  it('forbid the frontend anything but contracts, and bench and e2e the frontend source', async () => {
    expect(await problems('frontend/src/shared/wrong.ts', "export { NotFoundError } from '@dtn/platform/errors';\n")).toEqual([
      boundary('frontend imports only contracts'),
    ]);
    expect(await problems('e2e/src/wrong.ts', "export { createAppStore } from '../../frontend/src/app/store';\n")).toEqual([
      boundary('e2e imports no frontend source'),
    ]);
  });

  it('let each workspace import what lies upstream of it', async () => {
    expect(
      await problems(
        'query-service/src/fine.ts',
        "export { routeCatalogue } from '@dtn/contracts';\nexport { NotFoundError } from '@dtn/platform/errors';\nexport { migrateReadModels } from '@dtn/projections';\n",
      ),
    ).toEqual([]);
    expect(
      await problems(
        'embedded/src/fine.ts',
        "export { buildCommandService } from '@dtn/command-service/app';\nexport { queryRoutes } from '@dtn/query-service/app';\n",
      ),
    ).toEqual([]);
    expect(await problems('e2e/src/fine.ts', "export { buildCommandService } from '@dtn/command-service/app';\n")).toEqual([]);
  });
});

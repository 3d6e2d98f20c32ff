import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

const root = path.dirname(fileURLToPath(import.meta.url));
const frontend = 'frontend/src';
const features = readdirSync(path.join(root, frontend, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Frontend boundaries (frontend/README.md): a feature imports only shared code (shared/, i18n/,
 * themes/) and its own files; app/ composes the features; shared code imports no feature and no
 * app. One zone per feature, read from the folder, so a new feature is covered without an edit.
 */
const boundaryZones = [
  ...features.map((feature) => ({
    target: `${frontend}/features/${feature}`,
    from: `${frontend}/features`,
    except: [`./${feature}`],
    message: 'A feature imports no other feature: move what both need to shared/, or react to a shared action (shared/data-changed).',
  })),
  {
    target: `${frontend}/features`,
    from: `${frontend}/app`,
    message: 'A feature imports nothing from app/: app composes features, not the other way round.',
  },
  ...['shared', 'i18n', 'themes'].map((folder) => ({
    target: `${frontend}/${folder}`,
    from: [`${frontend}/features`, `${frontend}/app`],
    message: 'Shared code imports no feature and nothing from app/.',
  })),
];

/**
 * Workspace boundaries (docs/architecture.md, "Workspace boundaries"): imports follow the data flow
 * contracts <- platform <- projections <- command-service, query-service <- embedded; bench and e2e
 * sit on top and the frontend speaks only the contracts. One zone per workspace forbids the
 * workspaces it may not import. The resolver follows `@dtn/<workspace>/...` to the file, so a
 * package name and a relative path out of the workspace are caught alike.
 */
const workspaces = ['contracts', 'platform', 'projections', 'command-service', 'query-service', 'embedded', 'bench', 'e2e', 'frontend'];
const services = ['command-service', 'query-service'];
const mayImport = {
  contracts: [],
  platform: ['contracts'],
  projections: ['contracts', 'platform'],
  'command-service': ['contracts', 'platform', 'projections'],
  'query-service': ['contracts', 'platform', 'projections'],
  embedded: ['contracts', 'platform', 'projections', ...services],
  frontend: ['contracts'],
};
const dataFlow = 'data flow: contracts <- platform <- projections <- command-service, query-service <- embedded';
const workspaceZones = [
  ...Object.entries(mayImport).map(([workspace, allowed]) => ({
    target: workspace,
    from: workspaces.filter((other) => other !== workspace && !allowed.includes(other)),
    message: `${workspace} imports ${allowed.length === 0 ? 'no other workspace' : `only ${allowed.join(', ')}`} (${dataFlow}).`,
  })),
  ...['bench', 'e2e'].map((workspace) => ({
    target: workspace,
    from: [frontend],
    message: `${workspace} imports no frontend source: it drives the built app over HTTP or in the browser.`,
  })),
];

/** Sagas name catalogue routes (api.call('createOffer')); only the generated table spells /api paths. */
const noApiPaths = ['Literal[value=/^\\/api\\//]', 'TemplateElement[value.raw=/^\\/api\\//]'].map((selector) => ({
  selector,
  message: "Call the API by route name (callApi('routeName', { params, query, body })), never by an '/api/...' path.",
}));

export default tseslint.config(
  // .tmp: scratch of the scripts and the tests (the lint caches, Kafka's and Keycloak's files).
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', '**/.tmp/**', 'bench/results/**'] },
  js.configs.recommended,
  // Type-aware rules for all TypeScript: each file is checked in its own tsconfig (the nearest up
  // the tree: tsconfig.json for the services, frontend/tsconfig.json for the frontend).
  ...tseslint.configs.recommendedTypeChecked,
  { languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } } },
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Off: 99 reports when enabled, nearly all functions that must be async without awaiting:
      // fastify plugins and handlers (a plugin that returns no promise never finishes loading)
      // and implementations of async interfaces (stores, fakes, readiness probes).
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Off in sagas: 80 of its 102 reports when enabled, each `const x = yield call(...)`. redux-saga
    // types a yield's result as any; typing them needs a sweep over every saga (typed-redux-saga's
    // `yield*` or a typed call helper), not a rule silenced one line at a time.
    files: [`${frontend}/**/*-saga.ts`],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  // Plain Node scripts (no TypeScript to know the globals).
  { files: ['**/*.{mjs,cjs}'], languageOptions: { globals: globals.node } },
  // CommonJS for jest, which loads its runtime with require().
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...workspaceZones, ...boundaryZones] }],
    },
  },
  { files: ['frontend/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  {
    files: [`${frontend}/**/*.{ts,tsx}`],
    ignores: [`${frontend}/testing/user-event.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          name: '@testing-library/user-event',
          message: "Use the harness's userEvent (testing/user-event.ts): the same calls without the idle pause.",
        },
      ],
    },
  },
  {
    files: [`${frontend}/**/*.{ts,tsx}`],
    // test-fixtures.ts: test data beside a feature's tests, never shipped.
    ignores: [
      `${frontend}/**/*.test.{ts,tsx}`,
      `${frontend}/**/test-fixtures.ts`,
      `${frontend}/testing/**`,
      `${frontend}/shared/api/route-table.gen.ts`,
    ],
    rules: {
      'no-restricted-syntax': ['error', ...noApiPaths],
      // The contracts' index pulls every event schema into the bundle, and building some of them
      // runs zod's eval probe, which the app's Content-Security-Policy reports as a violation
      // (the Buy Now form did; the browser test saw it): import the module that holds the name.
      // The entity and route modules build object schemas as they load (the market badge's import
      // of entities/market did the same): only their types, the plain functions from domain/.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@dtn/contracts', message: 'Import from the contracts module that holds it, e.g. @dtn/contracts/constants.' }],
          patterns: [
            {
              group: ['@dtn/contracts/entities/*', '@dtn/contracts/routes/*'],
              allowTypeImports: true,
              message: 'Only types from the schema modules: take plain functions from @dtn/contracts/domain/*.',
            },
          ],
        },
      ],
    },
  },
);

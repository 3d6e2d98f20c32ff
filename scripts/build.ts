/**
 * `npm run build`: every service, the embedded composition and the command-line tools as plain
 * JavaScript (ES modules) with source maps under dist/, for `node` alone: no tsx, no TypeScript,
 * no dev dependency at run time. The frontend is built beside it (frontend/dist, by Vite).
 *
 *   npm run build        then e.g.  node --enable-source-maps dist/command-service/server.js
 *
 * How (esbuild, already here through tsx and Vite):
 * - One bundle per entry point. Our workspaces (@dtn/*) are bundled in, since their package
 *   exports name .ts sources; every other package stays an import of node_modules, so the
 *   production dependencies (`npm ci --omit=dev`) are all a bundle needs.
 * - Shared code goes to chunks (dist/chunks/); every output file sits one folder below dist/.
 * - Sources that find files beside themselves (`new URL('./x', import.meta.url)`: the vehicle
 *   dataset, the seed's photos, the repository root) see the URL of their mirror under dist/
 *   (platform/src/a/b.ts -> dist/platform/a/b.js), and those files are copied to the mirror. So
 *   `dist/embedded/main.js` finds the repository root two folders up, as embedded/src/main.ts does.
 */
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { entryPoints } from './build-entries';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** `--outdir <folder>` (tests): it must sit inside the repository, so that node finds node_modules. */
const outdirFlag = process.argv.indexOf('--outdir');
const dist = outdirFlag > 0 ? path.resolve(process.argv[outdirFlag + 1]!) : path.join(root, 'dist');

/** Files the sources read beside themselves, copied to their mirror under dist/. */
const assets = ['platform/src/vehicle-data/vehicle-dataset.json.gz', 'embedded/src/seed/post-photos'];

const workspaceSource = /\/(contracts|platform|command-service|query-service|projections|embedded)\/src\/(.+)\.tsx?$/;

/** A workspace file's mirror under dist/: <workspace>/src/<path> -> <workspace>/<path>. */
const mirrorPath = (repoPath: string) => repoPath.replace(/^([^/]+)\/src\//, '$1/');

/** The URL a workspace source sees as its own: its mirror, from a file one folder below dist/. */
const mirrorUrlOf = (file: string): string | undefined => {
  const match = workspaceSource.exec(file.split(path.sep).join('/'));
  return match ? `../${match[1]}/${match[2]}.js` : undefined;
};

/** Bare imports other than @dtn/* stay imports of node_modules. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@dtn/') ? undefined : { path: args.path, external: true }));
  },
};

/** `import.meta.url` in a workspace source: the URL of its mirror under dist/ (see above). */
const mirroredModuleUrl: Plugin = {
  name: 'mirrored-module-url',
  setup(b) {
    b.onLoad({ filter: workspaceSource }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const mirror = mirrorUrlOf(args.path);
      if (mirror === undefined || !source.includes('import.meta.url')) return undefined;
      const url = `new URL(${JSON.stringify(mirror)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', url), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

async function main(): Promise<void> {
  const started = performance.now();
  await rm(dist, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints,
    outdir: dist,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: true,
    // Source maps point at the sources relative to dist/, not at copies of them.
    sourcesContent: false,
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
    plugins: [externalPackages, mirroredModuleUrl],
  });
  // The bundles are ES modules whatever package.json stands above dist/ (none in the image).
  await writeFile(path.join(dist, 'package.json'), '{ "type": "module" }\n');
  for (const asset of assets) {
    await cp(path.join(root, asset), path.join(dist, mirrorPath(asset)), { recursive: true, filter: (file) => !/\.tsx?$/.test(file) });
  }

  const outputs = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js'));
  // The mirrored URLs count on it: every output one folder below dist/.
  const misplaced = outputs.filter((file) => path.relative(dist, path.join(root, file)).split(path.sep).length !== 2);
  if (misplaced.length > 0) throw new Error(`outputs not one folder below dist/: ${misplaced.join(', ')}`);
  // What the bundles import from node_modules must be there for node to find from dist/ (hoisted).
  const packages = new Set(
    Object.values(result.metafile.outputs).flatMap((output) =>
      output.imports.filter((i) => i.external && !i.path.startsWith('node:')).map((i) => packageName(i.path)),
    ),
  );
  const missing = [...packages].filter((name) => !isBuiltin(name) && !existsSync(path.join(root, 'node_modules', name, 'package.json')));
  if (missing.length > 0) throw new Error(`not in the root node_modules, so not found from dist/: ${missing.join(', ')}`);
  console.log(
    `build: ${entryPoints.length} entry points, ${outputs.length} files in dist/ in ${Math.round(performance.now() - started)} ms`,
  );
}

const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

await main();

/**
 * `npm start` builds the web app only when its inputs changed since the last build: a hash of
 * the frontend's sources and config, the contracts it imports types and constants from, and the
 * lockfile, kept beside the build (`<dist>/.build-hash`). An unchanged tree starts in well under a
 * second instead of a full Vite build. Plain Node (no tsx), so the check itself costs nothing.
 *
 *   node frontend/scripts/build-if-changed.mjs     (FRONTEND_DIST: where the build goes, as vite.config.ts)
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const frontend = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(frontend, '..');
const dist = process.env.FRONTEND_DIST || path.join(frontend, 'dist');
const inputs = [
  path.join(frontend, 'src'),
  path.join(frontend, 'public'),
  path.join(frontend, 'index.html'),
  path.join(frontend, 'vite.config.ts'),
  path.join(frontend, 'package.json'),
  path.join(root, 'contracts', 'src'),
  path.join(root, 'package-lock.json'),
];

/** Every file under the inputs (tests left out: they are not built), sorted for a stable hash. */
function files(entry) {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry)
    .sort()
    .flatMap((name) => (/\.test\.tsx?$/.test(name) ? [] : files(path.join(entry, name))));
}

const hash = createHash('sha256');
// The build differs with these too (image hosts are baked into the bundle).
for (const name of ['VITE_SOCIAL_IMAGE_HOST', 'VITE_INVENTORY_IMAGE_HOST']) hash.update(`${name}=${process.env[name] ?? ''}\n`);
for (const file of inputs.flatMap(files)) {
  hash.update(path.relative(root, file));
  hash.update(readFileSync(file));
}
const digest = hash.digest('hex');
const stamp = path.join(dist, '.build-hash');

if (existsSync(path.join(dist, 'index.html')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) {
  console.log(`frontend: unchanged since the last build in ${dist}, not rebuilt`);
} else {
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'frontend'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stamp, digest);
}

/**
 * The production bundle's size, gzip-compressed, from the Vite manifest of `frontend/dist`
 * (build first: `npm run build --workspace frontend`). The initial load is the entry chunk, its
 * static imports and their CSS; each lazily loaded page adds its own chunk and the imports not
 * already loaded.
 *
 *   bundleSizes(distDir?) -> { initialGzipBytes, initialFiles, pages: [{ page, gzipBytes, files }] }
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BundleSizes {
  initialGzipBytes: number;
  initialFiles: string[];
  pages: { page: string; gzipBytes: number; files: string[] }[];
}

export const defaultDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../frontend/dist');

/** Files a chunk pulls in with static imports (itself, its imports, their CSS), minus `loaded`. */
function closure(manifest: Manifest, key: string, loaded: Set<string>): string[] {
  const files: string[] = [];
  const visit = (chunkKey: string) => {
    const chunk = manifest[chunkKey];
    if (!chunk || loaded.has(chunk.file)) return;
    loaded.add(chunk.file);
    files.push(chunk.file);
    for (const css of chunk.css ?? []) {
      if (!loaded.has(css)) {
        loaded.add(css);
        files.push(css);
      }
    }
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

export function bundleSizes(distDir = defaultDistDir): BundleSizes {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const gzipped = (file: string) => gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('The Vite manifest has no entry chunk');
  const initial = new Set<string>();
  const initialFiles = closure(manifest, entryKey, initial);
  const pages = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([key, chunk]) => {
      const files = closure(manifest, key, new Set(initial));
      return { page: chunk.src ?? key, gzipBytes: files.reduce((sum, file) => sum + gzipped(file), 0), files };
    })
    .sort((a, b) => a.page.localeCompare(b.page));
  return { initialGzipBytes: initialFiles.reduce((sum, file) => sum + gzipped(file), 0), initialFiles, pages };
}

export async function bundleSizeBenchmark() {
  if (!existsSync(path.join(defaultDistDir, '.vite/manifest.json'))) {
    execSync('npm run build --workspace frontend', { cwd: path.resolve(defaultDistDir, '../..'), stdio: 'inherit' });
  }
  const sizes = bundleSizes();
  const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
  return {
    initialKbGzip: kb(sizes.initialGzipBytes),
    budgetKbGzip: 250,
    pages: Object.fromEntries(sizes.pages.map((page) => [page.page.replace(/^src\//, ''), kb(page.gzipBytes)])),
  };
}

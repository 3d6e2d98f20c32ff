import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * Each workspace's package.json tells the truth about it: its dependencies name exactly the
 * workspaces (`@dtn/*`) its sources import, and each entry of its `exports` (its public modules,
 * the only ones other workspaces can import) names files that exist.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
interface PackageJson {
  name: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  exports?: Record<string, string>;
}
const packageJson = (dir: string) => JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as PackageJson;
const workspaces = packageJson('.').workspaces ?? [];

const skipped = new Set(['node_modules', 'dist', 'public', 'screenshots', 'results']);
function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : sourcesOf(full);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** The workspace packages (`@dtn/x`) a workspace's sources import: static, dynamic, type-only. */
function importedWorkspaces(workspace: string): string[] {
  const own = packageJson(workspace).name;
  const named = sourcesOf(path.join(root, workspace)).flatMap((file) =>
    ts
      .preProcessFile(readFileSync(file, 'utf8'), true, true)
      .importedFiles.map(({ fileName }) => /^@dtn\/[a-z-]+/.exec(fileName)?.[0] ?? ''),
  );
  return [...new Set(named)].filter((name) => name !== '' && name !== own).sort();
}

describe('workspace package.json files', () => {
  it.each(workspaces)('%s declares as dependencies exactly the workspaces it imports', (workspace) => {
    const declared = Object.keys(packageJson(workspace).dependencies ?? {}).filter((name) => name.startsWith('@dtn/'));
    const imported = importedWorkspaces(workspace);
    const undeclared = imported.filter((name) => !declared.includes(name));
    const unused = declared.filter((name) => !imported.includes(name));
    expect({ workspace, undeclared, unused }).toEqual({ workspace, undeclared: [], unused: [] });
  });

  it.each(workspaces)('%s exports only files that exist', (workspace) => {
    const files = sourcesOf(path.join(root, workspace)).map((file) => `./${path.relative(path.join(root, workspace), file)}`);
    // A pattern (`./src/read-models/*/queries.ts`) must match at least one file.
    const matches = (target: string) => {
      const pattern = new RegExp(
        `^${target
          .split('*')
          .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('.+')}$`,
      );
      return files.some((file) => pattern.test(file));
    };
    const missing = Object.values(packageJson(workspace).exports ?? {}).filter((target) => !matches(target));
    expect({ workspace, missing }).toEqual({ workspace, missing: [] });
  });
});

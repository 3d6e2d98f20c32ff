import { describe, it, expect } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allReadModelTables } from './all-tables';

/**
 * A read model's tables are named only inside its folder (read-models/<name>/: table, projector,
 * queries, test helpers): everyone else calls its functions. Ownership comes from each folder's
 * table.ts. Also allowed: projections' migrations folder (the runner and its tests) and this test.
 * rm_checkpoints and rm_migrations are the projections' bookkeeping, not read models: not checked.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: here, encoding: 'utf8' }).trim();
const folderOf = (readModel: string) => `projections/src/read-models/${readModel}/`;
const self = path.relative(root, fileURLToPath(import.meta.url));

/** The read model owning a name: a table, or an index or constraint named after one (rm_inventory_vin). */
const tables = allReadModelTables.flatMap((t) => t.names.map((name) => ({ name, readModel: t.readModel })));
function ownerOf(token: string): string | undefined {
  const owners = tables.filter((t) => token === t.name || token.startsWith(`${t.name}_`));
  return owners.sort((a, b) => b.name.length - a.name.length)[0]?.readModel;
}
const bookkeeping = new Set(['rm_checkpoints', 'rm_migrations']);

/** Every tracked or new TypeScript source, with each rm_ name it holds that it may not. */
function offenders(): Map<string, string[]> {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', '*.ts', '*.tsx'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file !== '' && file !== self && !file.startsWith('projections/src/migrations/') && existsSync(path.join(root, file)));
  const found = new Map<string, string[]>();
  for (const file of files) {
    const names = new Set(readFileSync(path.join(root, file), 'utf8').match(/\brm_[a-z0-9_]+/g) ?? []);
    const wrong = [...names].filter((name) => {
      if (bookkeeping.has(name)) return false;
      const owner = ownerOf(name);
      return owner === undefined || !file.startsWith(folderOf(owner));
    });
    if (wrong.length > 0) found.set(file, wrong.sort());
  }
  return found;
}

describe('read-model table names', () => {
  const found = offenders();

  it('appear only inside the read model that owns them', () => {
    expect([...found]).toEqual([]);
  });
});

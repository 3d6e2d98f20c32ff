import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

/** Real processes (exit-code-child.ts under tsx): the command-line tools load the embedded
 * PostgreSQL module, whose exit hooks once ended every process that ran dry with 0. */
const here = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.resolve(here, '../../../node_modules/.bin/tsx');

describe('a process that loads embedded PostgreSQL', () => {
  it.each([0, 1, 3])('ends with the exit code it set (%i), and quietly', (code) => {
    const child = spawnSync(tsx, [path.join(here, 'exit-code-child.ts'), String(code)], { encoding: 'utf8' });
    expect(child.status).toBe(code);
    expect(child.stderr).toBe('');
  });
});

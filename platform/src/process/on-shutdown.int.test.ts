import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

/** Real processes (shutdown-child.ts under tsx), real signals. */
const here = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.resolve(here, '../../../node_modules/.bin/tsx');

async function run(mode: string, signal?: NodeJS.Signals): Promise<{ code: number | null; lines: string[] }> {
  const child = spawn(tsx, [path.join(here, 'shutdown-child.ts'), mode], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready\n')) resolve();
    });
    void exited.then(() => resolve());
  });
  if (signal) child.kill(signal);
  const code = await exited;
  return { code, lines: output.trim().split('\n') };
}

describe('onShutdown', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('closes in order on %s, then exits 0', async (signal) => {
    const { code, lines } = await run('signal', signal);
    expect(lines).toEqual(['ready', `child shutting down (${signal})`, 'closing the server', 'closing the database']);
    expect(code).toBe(0);
  });

  it('closes and exits 1 when the process fails on its own', async () => {
    const { code, lines } = await run('fail');
    expect(lines).toEqual(['ready', 'child shutting down (its subscription failed)', 'closing the server', 'closing the database']);
    expect(code).toBe(1);
  });

  it('exits 1 when closing throws', async () => {
    const { code, lines } = await run('throw', 'SIGTERM');
    expect(lines).toEqual(['ready', 'child shutting down (SIGTERM)', 'closing the server', 'error: child: shutdown failed']);
    expect(code).toBe(1);
  });

  it('exits 1 when closing outlasts the timeout', async () => {
    const { code, lines } = await run('hang', 'SIGTERM');
    expect(lines).toEqual([
      'ready',
      'child shutting down (SIGTERM)',
      'closing the server',
      'error: child: still closing after 300 ms, exiting',
    ]);
    expect(code).toBe(1);
  });
});

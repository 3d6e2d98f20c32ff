/**
 * Process helpers for the tests that start the product as an operator does (npm start, the
 * compiled build), with no fixed sleeps: poll with a deadline.
 *
 *   await freePort()                         a loopback port nobody listens on now
 *   await pollUntil(check, { timeoutMs, what })   resolves once check() is truthy, else throws
 *   isGone(pid)                              no such process, or only a zombie
 *   await output(child).waitFor(text, ms)    everything a child printed, and waiting for a line
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function pollUntil<T>(
  check: () => T | Promise<T>,
  options: { timeoutMs: number; what: string | (() => string) },
): Promise<NonNullable<T>> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline)
      throw new Error(`not within ${options.timeoutMs} ms: ${typeof options.what === 'string' ? options.what : options.what()}`);
    await sleep(100);
  }
}

/** Gone, for every purpose of ours: no such process, or exited and waiting to be reaped. */
export function isGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return true;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return true;
  }
}

export interface Output {
  text(): string;
  /** Resolves once `text` has been printed; throws if the child exits first or time runs out. */
  waitFor(text: string, timeoutMs: number): Promise<void>;
}

export function output(child: ChildProcess): Output {
  let printed = '';
  const append = (chunk: Buffer) => (printed += chunk.toString());
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  return {
    text: () => printed,
    waitFor: (text, timeoutMs) =>
      pollUntil(
        () => {
          if (printed.includes(text)) return true;
          if (child.exitCode !== null || child.signalCode !== null) {
            throw new Error(`exited (${child.exitCode ?? child.signalCode}) before printing "${text}":\n${printed.slice(-4000)}`);
          }
          return false;
        },
        { timeoutMs, what: () => `"${text}" printed; so far:\n${printed.slice(-4000)}` },
      ).then(() => undefined),
  };
}

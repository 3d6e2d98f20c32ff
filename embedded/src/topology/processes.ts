/**
 * The topology's processes: each started with its own environment, its output in a log file of
 * its own, its start-up timed until it answers, and stopped the way a supervisor stops it.
 *
 *   startProcess({ name, command, args, env, logDir }): Started
 *   started.stopGracefully(signal?)   SIGTERM, then waits for the exit (SIGKILL past `timeoutMs`)
 *   started.kill9()                   SIGKILL, as a crash
 *   poll(what, check, timeoutMs)      polls until check() holds; no fixed sleeps
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Started {
  name: string;
  pid: number;
  /** ms since the Unix epoch, when spawned. */
  spawnedAt: number;
  /** Resolves with the exit code (null when ended by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  alive(): boolean;
  log(): Promise<string>;
  stopGracefully(signal?: NodeJS.Signals, timeoutMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill9(): Promise<void>;
}

export function startProcess(options: {
  name: string;
  command: string;
  args: readonly string[];
  env: Record<string, string>;
  cwd: string;
  logDir: string;
}): Started {
  const logFile = path.join(options.logDir, `${options.name}.log`);
  const out = createWriteStream(logFile, { flags: 'a' });
  const child: ChildProcess = spawn(options.command, [...options.args], {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(out, { end: false });
  child.stderr?.pipe(out, { end: false });
  let running = true;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      running = false;
      resolve({ code, signal });
    }),
  );
  if (child.pid === undefined) throw new Error(`${options.name}: could not start ${options.command}`);
  return {
    name: options.name,
    pid: child.pid,
    spawnedAt: Date.now(),
    exited,
    alive: () => running,
    log: () => readFile(logFile, 'utf8'),
    async stopGracefully(signal = 'SIGTERM', timeoutMs = 30_000) {
      if (running) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Polls `check` until it returns a value other than undefined or false; throws naming `what`. */
export async function poll<T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs = 120_000, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `Timed out after ${timeoutMs / 1000} s waiting until ${what}${lastError instanceof Error ? ` (last error: ${lastError.message})` : ''}`,
      );
    }
    await sleep(everyMs);
  }
}

/** 200 from the URL (a /readyz or a health check). */
export async function answers(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
  await response.arrayBuffer();
  return response.ok;
}

/** Resident memory of a process in MB (Linux /proc), or undefined where it cannot be read. */
export async function residentMB(pid: number): Promise<number | undefined> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => undefined);
  const kb = status && /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  return kb ? Math.round(Number(kb) / 1024) : undefined;
}

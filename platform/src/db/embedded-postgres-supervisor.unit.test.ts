import { describe, expect, it } from '@jest/globals';
import { defaultRestartDelayMs, superviseServer, type ServerProcess } from './embedded-postgres-supervisor';

/** A server process the test ends by hand ("dies"), or that stop() ends. */
function serverProcess(name: string, stops: string[]) {
  let exit!: (end: { how: string; failed: boolean }) => void;
  const exited = new Promise<{ how: string; failed: boolean }>((resolve) => (exit = resolve));
  const server: ServerProcess & { die(how: string): void; shutDown(): void } = {
    exited,
    die: (how) => exit({ how, failed: true }),
    shutDown: () => exit({ how: 'exit code 0', failed: false }),
    async stop() {
      stops.push(name);
      exit({ how: 'exit code 0', failed: false });
      await exited;
    },
  };
  return server;
}

/** Waits until `check` holds, for up to 20 s: the supervisor sleeps delayMs() on a real timer
 * (0 ms here, at least 1 ms in Node) before each attempt, so this turns the event loop through
 * timers; a count of turns ran out before three attempts on a fast loop. */
const until = async (check: () => boolean) => {
  const deadline = Date.now() + 20_000;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 1));
  expect(check()).toBe(true);
};

describe('superviseServer', () => {
  it('starts a server that died again, and stops the one running now', async () => {
    const stops: string[] = [];
    const lines: string[] = [];
    const first = serverProcess('first', stops);
    const second = serverProcess('second', stops);
    const supervisor = superviseServer(first, { start: async () => second, log: (line) => lines.push(line), delayMs: () => 0 });
    first.die('signal SIGKILL');
    await until(() => lines.some((line) => line.includes('running again')));
    expect(lines[0]).toContain('exited unexpectedly (signal SIGKILL)');
    await supervisor.stop();
    expect(stops).toEqual(['second']);
  });

  it('gives up after its attempts, once, and says so', async () => {
    const lines: string[] = [];
    const gaveUp: unknown[] = [];
    const first = serverProcess('first', []);
    let attempts = 0;
    superviseServer(first, {
      start: async () => {
        attempts += 1;
        throw new Error('shared memory block still in use');
      },
      log: (line) => lines.push(line),
      onGiveUp: (error) => gaveUp.push(error),
      delayMs: () => 0,
      maxAttempts: 3,
    });
    first.die('signal SIGKILL');
    await until(() => gaveUp.length > 0);
    expect(attempts).toBe(3);
    expect(gaveUp).toHaveLength(1);
    expect(lines.at(-1)).toBe('embedded PostgreSQL: giving up');
  });

  it('does not start a server that was asked to stop', async () => {
    let started = 0;
    const first = serverProcess('first', []);
    const supervisor = superviseServer(first, {
      start: async () => {
        started += 1;
        return serverProcess('again', []);
      },
      log: () => undefined,
      delayMs: () => 0,
    });
    await supervisor.stop();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toBe(0);
  });

  it('does not fight a shutdown from outside (a clean exit): it gives up instead', async () => {
    let started = 0;
    const gaveUp: unknown[] = [];
    const first = serverProcess('first', []);
    superviseServer(first, {
      start: async () => {
        started += 1;
        return serverProcess('again', []);
      },
      log: () => undefined,
      onGiveUp: (error) => gaveUp.push(error),
      delayMs: () => 0,
    });
    first.shutDown();
    await until(() => gaveUp.length > 0);
    expect(started).toBe(0);
  });

  it('tries at once, then waits longer each time, never past 5 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(defaultRestartDelayMs)).toEqual([0, 250, 500, 1000, 2000, 4000, 5000, 5000]);
  });
});

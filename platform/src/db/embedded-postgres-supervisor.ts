/**
 * Keeps the embedded PostgreSQL server running (embedded-postgres.ts): when its process fails
 * (killed by a signal, or a non-zero exit: a PANIC, the OOM killer), it is started again by
 * `start` (the same data folder, port and socket, so the pool's URL stays right and its new
 * connections find it), after a short growing delay, at most `maxAttempts` times in a row, each
 * step logged. Giving up calls `onGiveUp`: the process cannot go on without its database
 * (`npm start` then exits 1 through its shutdown). So does a clean exit nobody here asked for
 * (an operator's shutdown, or the package's own exit hook stopping it as the process ends):
 * restarting that would fight whoever stopped it.
 *
 *   const supervisor = superviseServer(first, { start, log, onGiveUp })
 *   await supervisor.stop()   stops the server; a restart under way finishes first
 *
 * The first attempt is at once: a restart with PostgreSQL's crash recovery took 0.1-1.8 s on this
 * machine (embedded/src/database-outage.int.test.ts, five runs). It may fail while the killed server's
 * backends are still leaving (PostgreSQL refuses a cluster whose shared memory is in use); they
 * leave within moments, and the next attempts wait 0.25, 0.5, 1, 2, 4 and then 5 s.
 */
import { setTimeout as sleep } from 'node:timers/promises';

export interface ServerProcess {
  /** Resolves when the server's process exits, however it ends: how ("signal SIGKILL", "exit
   * code 1"), and whether it failed (anything but exit code 0). */
  exited: Promise<{ how: string; failed: boolean }>;
  /** Asks it to stop and waits until it has; nothing when it has exited already. */
  stop(): Promise<void>;
}

export interface SupervisorOptions {
  start: () => Promise<ServerProcess>;
  log: (line: string) => void;
  onGiveUp?: (error: unknown) => void;
  /** The wait before restart attempt n (1-based). */
  delayMs?: (attempt: number) => number;
  maxAttempts?: number;
}

export const defaultRestartDelayMs = (attempt: number): number => (attempt <= 1 ? 0 : Math.min(250 * 2 ** (attempt - 2), 5000));

export function superviseServer(first: ServerProcess, options: SupervisorOptions): { stop(): Promise<void> } {
  const { start, log, delayMs = defaultRestartDelayMs, maxAttempts = 10 } = options;
  const stopping = new AbortController();
  let current = first;
  let restarting: Promise<void> = Promise.resolve();

  const restart = async (how: string) => {
    const downAt = Date.now();
    log(`embedded PostgreSQL: the server exited unexpectedly (${how}); starting it again`);
    for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
      await sleep(delayMs(attempt), undefined, { signal: stopping.signal }).catch(() => undefined);
      if (stopping.signal.aborted) return;
      try {
        current = await start();
        watch(current);
        log(`embedded PostgreSQL: running again after ${((Date.now() - downAt) / 1000).toFixed(1)} s (attempt ${attempt})`);
        return;
      } catch (error) {
        log(`embedded PostgreSQL: restart attempt ${attempt} of ${maxAttempts} failed: ${String(error)}`);
        if (attempt === maxAttempts) {
          log('embedded PostgreSQL: giving up');
          options.onGiveUp?.(error);
        }
      }
    }
  };

  const watch = (server: ServerProcess) =>
    void server.exited.then(({ how, failed }) => {
      if (stopping.signal.aborted || server !== current) return;
      if (failed) restarting = restart(how);
      else {
        log(`embedded PostgreSQL: the server was shut down from outside (${how}); not starting it again`);
        options.onGiveUp?.(new Error('the embedded PostgreSQL server was shut down from outside'));
      }
    });
  watch(first);

  return {
    async stop() {
      stopping.abort();
      await restarting;
      await current.stop();
    },
  };
}

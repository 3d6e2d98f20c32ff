/**
 * Where the embedded server's projections run: in a thread of their own under `npm start`
 * (main.ts passes `projectionsThread`), else on the server's event loop (the tests' servers).
 *
 *   const projections = await startProjectionsThread({ databaseUrl, esdbUrl })
 *   projections.health()   the runner's readiness report (stalled and parked projectors)
 *   await projections.stop()
 *
 * Why a thread: in one event loop, the runner's work for a batch (parsing the events, folding the
 * offers, building the notifications) queued in front of the requests that arrived meanwhile. In
 * the HTTP bench's bids at full speed (2 cores, 10 s, runs alternating in one hour) the read
 * models stayed 0.42-0.65 s behind against 2.65-3.72 s on the event loop, at the same bid rate;
 * it costs ~0.05 ms more Node CPU a bid (docs/architecture.md, "Projections"). The
 * thread has its own pool (3 connections) and event-store subscription; the checkpoints the
 * query side waits for are in PostgreSQL, shared. A thread that dies is started again after a
 * second, from the checkpoints; /readyz says so meanwhile.
 */
import { Worker } from 'node:worker_threads';
import type { ReadinessReport } from '@dtn/platform/http/health-routes';
import type { ProjectionRunner } from '@dtn/projections';

export interface ProjectionsThreadConfig {
  /** The server's database (openDatabase's `url`). */
  databaseUrl: string;
  esdbUrl?: string;
}

export type ToProjections = { type: 'health'; id: number } | { type: 'stop' };
export type FromProjections = { type: 'started' } | { type: 'stopped' } | { type: 'health'; id: number; report: ReadinessReport };

export interface ProjectionsHost {
  health(): Promise<ReadinessReport>;
  stop(): Promise<void>;
}

/** The runner on the server's own event loop. */
export const inProcessProjections = (runner: ProjectionRunner): ProjectionsHost => ({
  health: async () => runner.health(),
  stop: () => runner.stop(),
});

const RESTART_DELAY_MS = 1000;

/** A worker thread does not inherit tsx's loader from `tsx main.ts`: it registers it first. */
function tsWorker(file: URL, workerData: unknown): Worker {
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(file.href)}); })`;
  return new Worker(bootstrap, { eval: true, workerData });
}

export async function startProjectionsThread(
  config: ProjectionsThreadConfig,
  log: (line: string) => void = (line) => console.error(line),
): Promise<ProjectionsHost> {
  let worker: Worker;
  let down: string | undefined;
  let stopping = false;
  let nextId = 0;
  const waiting = new Map<number, (report: ReadinessReport) => void>();

  const spawn = () =>
    new Promise<void>((resolve, reject) => {
      const started = tsWorker(new URL('./projections-worker.ts', import.meta.url), config);
      worker = started;
      let running = false;
      started.on('message', (message: FromProjections) => {
        if (message.type === 'started') {
          running = true;
          down = undefined;
          resolve();
        } else if (message.type === 'health') {
          waiting.get(message.id)?.(message.report);
          waiting.delete(message.id);
        }
      });
      started.on('error', (error) => {
        down = `the projections thread failed: ${String(error)}`;
        log(down);
      });
      started.on('exit', (code) => {
        for (const answer of waiting.values()) answer({ ready: false, detail: { projections: down ?? 'stopped' } });
        waiting.clear();
        if (!running) return reject(new Error(down ?? `the projections thread exited with code ${code} before it started`));
        if (stopping) return;
        down ??= `the projections thread exited with code ${code}`;
        log(`${down}; starting it again in ${RESTART_DELAY_MS} ms`);
        restart();
      });
    });
  const restart = (): void =>
    void setTimeout(
      () =>
        void spawn().catch((error: unknown) => {
          log(`${String(error)}; trying again in ${RESTART_DELAY_MS} ms`);
          restart();
        }),
      RESTART_DELAY_MS,
    ).unref();
  await spawn();

  return {
    health() {
      if (down) return Promise.resolve({ ready: false, detail: { projections: down } });
      const id = ++nextId;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        worker.postMessage({ type: 'health', id } satisfies ToProjections);
      });
    },
    async stop() {
      stopping = true;
      const stopped = new Promise<void>((resolve) => {
        worker.on('message', (message: FromProjections) => message.type === 'stopped' && resolve());
        worker.on('exit', () => resolve());
      });
      worker.postMessage({ type: 'stop' } satisfies ToProjections);
      await stopped;
      await worker.terminate();
    },
  };
}

/**
 * The one graceful shutdown of every process (close-with-grace underneath):
 *
 *   const shutdown = onShutdown(async () => { await app.close(); ...; await db.close(); }, { name, logger });
 *   running.done.catch(() => shutdown.fail('a projection failed'));
 *
 * `close` runs once, on the first of: SIGTERM, SIGINT (or another termination signal), an uncaught
 * exception or unhandled rejection, the event loop running empty, or `fail(reason)`. The process
 * then exits 0 after a signal, and 1 after an error, a failure, a `close` that throws, or one that
 * has not finished within `timeoutMs` (default 25 s, under the 30 s stop_grace_period of
 * docker-compose.yml). A second signal while closing exits 1 at once. `close` owns the order:
 * stop taking requests first, release the stores last.
 */
import closeWithGrace from 'close-with-grace';

export interface ShutdownLogger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

export interface ShutdownOptions {
  /** The process, as the log lines name it ("Projections shutting down (SIGTERM)"). */
  name: string;
  /** console by default; a fastify app's pino logger through pinoShutdownLogger. */
  logger?: ShutdownLogger;
  timeoutMs?: number;
}

export interface Shutdown {
  /** The process cannot go on (its subscription failed, say): close, then exit 1. Ignored once
   * closing has begun. */
  fail(reason: string): void;
}

export const defaultShutdownTimeoutMs = 25_000;

export function onShutdown(close: () => Promise<void>, options: ShutdownOptions): Shutdown {
  const { name, logger = console, timeoutMs = defaultShutdownTimeoutMs } = options;
  let closing = false;
  let failure: string | undefined;
  const grace = closeWithGrace(
    {
      delay: timeoutMs,
      logger: { error: (message: unknown) => logger.error(`${name}: ${String(message)}`) },
      onSecondSignal: (signal) => logger.error(`${name}: second ${signal} while closing, exiting at once`),
      onSecondError: (error) => logger.error(`${name}: another error while closing, exiting at once`, error),
      onTimeout: (delay) => logger.error(`${name}: still closing after ${delay} ms, exiting`),
    },
    async ({ signal, err }) => {
      closing = true;
      if (err) logger.error(`${name}: uncaught error`, err);
      logger.info(`${name} shutting down (${signal ?? failure ?? (err ? 'uncaught error' : 'nothing left to do')})`);
      try {
        await close();
      } catch (error) {
        logger.error(`${name}: shutdown failed`, error);
        process.exit(1);
      }
      // close-with-grace exits 0 after a signal and 1 after an error; a failure is no signal.
      if (failure) process.exit(1);
    },
  );
  return {
    fail(reason) {
      if (closing) return;
      failure = reason;
      grace.close();
    },
  };
}

/** A pino logger (a fastify app's `app.log`) as a shutdown logger: errors under `err`. */
export function pinoShutdownLogger(log: { info(message: string): void; error(fields: object, message: string): void }): ShutdownLogger {
  return {
    info: (message) => log.info(message),
    error: (message, error) => log.error(error === undefined ? {} : { err: error }, message),
  };
}

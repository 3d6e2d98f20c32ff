import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sseParser, type SseEvent } from '@dtn/contracts/sse';
import { buildApp } from '@dtn/platform/http/build-app';
import { createTestDatabase, type TestDatabase } from '@dtn/platform/db/test-database';
import { migrateReadModels } from '@dtn/projections/migrations/migrate';
import { recordPushes } from '@dtn/projections/push/record-pushes';
import { deleteUser, insertUser, setUserRights, type InsertedUser } from '@dtn/projections/read-models/users/testing';
import { userDirectory } from '@dtn/projections/user-directory';
import { livePushes } from './routes';

/** The token's exp claim, in ms (read, not verified: the test made the token). */
const expiryOf = (token: string): number =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { exp: number }).exp * 1000;

/**
 * The push hub over real HTTP and PostgreSQL: each delivery goes by the stream's user as the
 * users read model holds them now (told through the app's user resolver, NOTIFY
 * dtn_users_changed), and a stream ends, with the retry hint, once its token has expired (a
 * clock the test moves) or its user is gone. Users are written as the users projector leaves
 * them, pushes as the projectors record them.
 */
let db: TestDatabase;
const apps: PushApp[] = [];
const group = randomUUID();
const staff = (n: number) => insertUser(db, { role: 'SalesManager', dealerGroupId: group, email: `staff${n}-${randomUUID()}@x.example` });

beforeAll(async () => {
  db = await createTestDatabase();
  await migrateReadModels(db);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await db?.dispose();
});

describe('push hub: rights at each delivery', () => {
  let hub: PushApp;
  beforeAll(async () => (hub = await startPushApp({ heartbeatMs: 60_000 })));

  it('stops sending what a lost right showed, and sends it again once the right is back', async () => {
    const [subject, observer] = [await staff(1), await staff(2)];
    const [heard, watching] = [await hub.open(subject), await hub.open(observer)];
    await notify(subject, 'before');
    await heard.until('before');

    await hub.changeUsers(() => setUserRights(db, subject.id, { role: 'BDCManager', buyAuthority: false, sellAuthority: false }));
    await notify(subject, 'while-a-bdc-manager');
    // Pushes go out in the order they were written: once the next one reached another stream,
    // the hub has decided on this one.
    await notify(observer, 'marker');
    await watching.until('marker');

    await hub.changeUsers(() => setUserRights(db, subject.id, { role: 'SalesManager', buyAuthority: false, sellAuthority: false }));
    await notify(subject, 'after');
    await heard.until('after');
    expect(heard.ids()).toEqual(['before', 'after']);
  });

  it('ends the stream of a user who no longer exists', async () => {
    const [leaving, observer] = [await staff(3), await staff(4)];
    const [gone, watching] = [await hub.open(leaving), await hub.open(observer)];
    await hub.changeUsers(() => deleteUser(db, leaving.id));
    await notify(observer, 'next');
    await watching.until('next');
    expect(await gone.ended).toMatch(/retry: 3000\n\n$/);
    expect(gone.ids()).toEqual([]);
  });

  it('ends a stream whose token has expired at its next push, without sending it', async () => {
    const user = await staff(5);
    const stream = await hub.open(user);
    await notify(user, 'in-time');
    await stream.until('in-time');
    hub.clock.now = stream.expiresAt;
    await notify(user, 'too-late');
    expect(await stream.ended).toMatch(/retry: 3000\n\n$/);
    expect(stream.ids()).toEqual(['in-time']);
  });
});

describe('push hub: an expired token with nothing to send', () => {
  it('ends the stream at the next heartbeat', async () => {
    const hub = await startPushApp({ heartbeatMs: 50 });
    const stream = await hub.open(await staff(6));
    hub.clock.now = stream.expiresAt - 1;
    // Heartbeats come and go while the token is valid (the last millisecond included).
    const pings = () => stream.raw().split(': ping\n\n').length - 1;
    await until(() => pings() >= 3, 'three heartbeats');
    expect(stream.isOpen()).toBe(true);
    hub.clock.now = stream.expiresAt;
    expect(await stream.ended).toMatch(/retry: 3000\n\n$/);
  });
});

let pushes = 0;
/** A raised notification for one user, as the notifications projector records it. */
const notify = (user: InsertedUser, notificationId: string) =>
  recordPushes(db, [
    {
      key: `test:${(pushes += 1)}`,
      at: new Date(),
      push: { kind: 'notification', userId: user.id, data: { change: 'raised', notificationId } },
    },
  ]);

interface PushApp {
  clock: { now: number };
  open(user: InsertedUser): Promise<OpenStream>;
  /** Makes a change to the users read model and waits until the app's user resolver was told. */
  changeUsers(change: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

interface OpenStream {
  expiresAt: number;
  /** The notification ids received, in order. */
  ids(): string[];
  until(notificationId: string): Promise<void>;
  isOpen(): boolean;
  /** What the server wrote so far. */
  raw(): string;
  /** Everything the server wrote, once it ended the stream. */
  ended: Promise<string>;
}

async function startPushApp(options: { heartbeatMs: number }): Promise<PushApp> {
  const app: FastifyInstance = await buildApp({ title: 'push hub test', auth: { mode: 'dev', users: userDirectory(db) } });
  const clock = { now: Date.now() };
  await app.register(livePushes({ db, now: () => clock.now, heartbeatMs: options.heartbeatMs }));
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const aborts: AbortController[] = [];
  const pushApp: PushApp = {
    clock,
    async open(user) {
      const answer = await fetch(`${base}/auth/dev/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email }),
      });
      const token = ((await answer.json()) as { access_token: string }).access_token;
      const abort = new AbortController();
      aborts.push(abort);
      const response = await fetch(`${base}/api/push`, { headers: { authorization: `Bearer ${token}` }, signal: abort.signal });
      const stream = readStream(response.body!, expiryOf(token));
      await until(() => stream.events.some((event) => event.event === 'ready'), 'the ready event');
      return stream;
    },
    async changeUsers(change) {
      const before = app.userResolver.generation;
      await change();
      await until(() => app.userResolver.generation !== before, 'the user resolver to be told');
    },
    async close() {
      for (const abort of aborts) abort.abort();
      await app.close();
    },
  };
  apps.push(pushApp);
  return pushApp;
}

function readStream(body: ReadableStream<Uint8Array>, expiresAt: number): OpenStream & { events: SseEvent[] } {
  const events: SseEvent[] = [];
  const parse = sseParser((event) => events.push(event));
  let open = true;
  let text = '';
  const ended = (async () => {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const chunk = decoder.decode(value, { stream: true });
      text += chunk;
      parse(chunk);
    }
    open = false;
    return text;
  })();
  ended.catch(() => undefined);
  const ids = () =>
    events
      .filter((event) => event.event === 'notification')
      .map((event) => (JSON.parse(event.data) as { notificationId: string }).notificationId);
  return {
    events,
    expiresAt,
    ids,
    until: (notificationId) => until(() => ids().includes(notificationId), `notification ${notificationId}`),
    isOpen: () => open,
    raw: () => text,
    ended,
  };
}

/** Polls for a condition, with a bound generous enough for a busy machine. */
async function until(condition: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

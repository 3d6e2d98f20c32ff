import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Comment, Notification, Paged, Post } from '@dtn/contracts';
import type { BuyListItem } from '@dtn/contracts/entities/buy-list';
import { localMediaStorage } from '@dtn/platform/media/local-media-storage';
import { createTestDatabase, type TestDatabase } from '@dtn/platform/db/test-database';
import { createPostgresEventStore } from '@dtn/platform/event-store/postgres-event-store';
import { listenForTests } from '@dtn/platform/http/test-app';
import { createEmbeddedServer, type EmbeddedServer } from '../embedded-server';
import { generateDemoData } from './demo-data';
import { demoBuyListItems, demoPosts } from './demo-social';

/** The demo feed (issue 13) seeded through the post and buy list commands on first start, and
 * read back over HTTP as a new user meets it. */
const now = new Date();
const data = generateDemoData(now, { vehicleCount: 600, feed: true });
let db: TestDatabase;
let server: EmbeddedServer;
let mediaDir: string;
let call: Awaited<ReturnType<typeof listenForTests>>;

async function as<T>(email: string, url: string): Promise<T> {
  const token = (await call({ method: 'POST', url: '/auth/dev/token', payload: { email } })).json<{ access_token: string }>().access_token;
  const res = await call({ url, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  return res.json<T>();
}

beforeAll(async () => {
  db = await createTestDatabase();
  mediaDir = await mkdtemp(path.join(tmpdir(), 'dtn-seed-media-'));
  const store = await createPostgresEventStore(db);
  server = await createEmbeddedServer({ db, store, seed: { data, now }, media: localMediaStorage(mediaDir) });
  call = await listenForTests(server.app);
}, 180_000);

afterAll(async () => {
  await server?.close();
  await db?.dispose();
  await rm(mediaDir, { recursive: true, force: true });
});

describe('the seeded feed', () => {
  it('shows a new user public posts of several groups, newest first, with pictures and listings', async () => {
    const page = await as<Paged<Post>>('associate@pacific.example', '/api/timeline?page=1&pageSize=10');
    const publicPosts = demoPosts.filter((p) => p.visibility === 'GENERAL');
    expect(page.results.filter((p) => p.postVisibility === 'GENERAL')).toHaveLength(publicPosts.length);
    const created = page.results.map((p) => p.created);
    expect([...created].sort().reverse()).toEqual(created);
    expect(new Set(page.results.map((p) => p.dealerGroupId)).size).toBeGreaterThanOrEqual(3);

    const ram = page.results.find((p) => p.make === 'Ram')!;
    expect(ram).toMatchObject({ postType: 'LISTING', year: 2023, model: '1500', mileage: 24310, commentCount: 3 });
    expect(ram.media).toHaveLength(2);
    const picture = await call(`/media/posts/${ram.media[0]}`);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(page.results.find((p) => p.media.length === 5)).toBeDefined();
  });

  it('keeps group posts to their group', async () => {
    const lonestar = await as<Paged<Post>>('sales@lonestar.example', '/api/timeline?visibility=DEALERGROUP');
    expect(lonestar.results.map((p) => p.content)).toEqual([
      demoPosts.find((p) => p.by === 'principal@lonestar.example' && p.visibility === 'DEALERGROUP')!.text,
    ]);
  });

  it('has comments with replies', async () => {
    const page = await as<Paged<Post>>('associate@pacific.example', '/api/timeline');
    const lot = page.results.find((p) => p.media.length === 3)!;
    const comments = await as<Paged<Comment>>('associate@pacific.example', `/api/comment/paged/${lot.id}?page=1&pageSize=5`);
    expect(comments.results.map((c) => c.content)).toEqual(['Is the blue one still available?', 'Looks like a busy weekend.']);
    expect(comments.results[0]!.commentCount).toBe(2);
    const replies = await as<Paged<Comment>>(
      'associate@pacific.example',
      `/api/comment/paged/${lot.id}?pageSize=10&parentComment=${comments.results[0]!.id}`,
    );
    expect(replies.results.map((c) => c.user.id)).toHaveLength(2);
  });

  it('gives buyers buy lists, and the demo inventory of other groups matches them', async () => {
    const list = await as<BuyListItem[]>('principal@lonestar.example', '/api/buylist/list');
    expect(list.map((i) => `${i.make} ${i.model}`).sort()).toEqual(
      demoBuyListItems
        .filter((i) => i.by === 'principal@lonestar.example')
        .map((i) => `${i.make} ${i.model}`)
        .sort(),
    );
    const buyers = [...new Set(demoBuyListItems.map((i) => i.by))];
    const counts = await Promise.all(
      buyers.map(
        async (email) => (await as<Paged<Notification>>(email, '/api/notification/list?notificationType=VehicleMatch')).totalCount,
      ),
    );
    // A slice of the inventory here, so fewer matches than in the full demo world.
    expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(0);
  });
});

describe('the seeded negotiations', () => {
  it('meet a new user on first sign-in: a counter to answer, a bid lapsing within the hour, a counter back on an incoming bid', async () => {
    type OfferRead = import('@dtn/contracts/entities/offer').Offer;
    const mine = await as<OfferRead[]>('principal@lonestar.example', '/api/offer/user');
    const awaitingMe = mine.find((o) => o.turn === 'buyer')!;
    expect(awaitingMe.rounds.map((r) => [r.side, r.kind])).toEqual([
      ['buyer', 'bid'],
      ['seller', 'counter'],
    ]);
    expect(Date.parse(awaitingMe.deadline!) - now.getTime()).toBe(23 * 3_600_000);
    const lapsing = mine.find((o) => o.turn === 'seller')!;
    expect(Date.parse(lapsing.deadline!) - now.getTime()).toBe(0.5 * 3_600_000);

    const incoming = await as<{ offers: OfferRead[] }[]>('principal@lonestar.example', '/api/offer/incoming');
    const counteredBack = incoming.flatMap((g) => g.offers).find((o) => o.rounds.length === 3)!;
    expect(counteredBack).toMatchObject({ turn: 'seller', status: 'submitted' });
    expect(counteredBack.offerAmount).toBe(counteredBack.rounds[2]!.amount);
  });
});

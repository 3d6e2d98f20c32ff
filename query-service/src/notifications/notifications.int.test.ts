import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Notification } from '@dtn/contracts/entities/notification';
import type { Paged } from '@dtn/contracts/paging';
import { insertDealerGroup } from '@dtn/projections/read-models/dealer-groups/testing';
import { insertNotification } from '@dtn/projections/read-models/notifications/testing';
import { insertUser } from '@dtn/projections/read-models/users/testing';
import { startOffersTestApp, type OffersTestApp } from '../testing/offers-test-app';

let t: OffersTestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

beforeAll(async () => {
  t = await startOffersTestApp();
  const { db } = t;
  const group = await insertDealerGroup(db);
  const me = await insertUser(db, { role: 'SalesManager', dealerGroupId: group });
  const someoneElse = await insertUser(db, { role: 'SalesManager', dealerGroupId: group });
  const bdc = await insertUser(db, { role: 'BDCManager', dealerGroupId: group });
  tokens.me = await t.tokenFor(me.email);
  tokens.bdc = await t.tokenFor(bdc.email);
  // 12 unread matches (newest m0), 2 read matches, 1 dismissed, 1 unread NewOffer with a link; one of someone else's.
  for (let i = 0; i < 12; i++) {
    ids[`m${i}`] = await insertNotification(db, {
      userId: me.id,
      type: 'VehicleMatch',
      title: `match ${i}`,
      createdAt: minutesAgo(10 + i),
    });
  }
  ids.read1 = await insertNotification(db, { userId: me.id, type: 'VehicleMatch', isRead: true, createdAt: minutesAgo(5) });
  ids.read2 = await insertNotification(db, { userId: me.id, type: 'VehicleMatch', isRead: true, createdAt: minutesAgo(50) });
  ids.dismissed = await insertNotification(db, { userId: me.id, type: 'VehicleMatch', dismissed: true, createdAt: minutesAgo(1) });
  ids.inventory = randomUUID();
  ids.offer = await insertNotification(db, {
    userId: me.id,
    type: 'NewOffer',
    link: '/offerdetails/x',
    inventoryId: ids.inventory,
    createdAt: minutesAgo(2),
  });
  ids.theirs = await insertNotification(db, { userId: someoneElse.id, type: 'NewOffer' });
});

afterAll(() => t.close());

const list = async (query = '') => {
  const response = await t.get(`/api/notification/list${query}`, tokens.me);
  expect(response.statusCode).toBe(200);
  return response.json<Paged<Notification>>();
};
const idsOf = (page: Paged<Notification>) => page.results.map((n) => n.id);

describe('GET /api/notification/list', () => {
  it('pages the unread, not dismissed notifications newest first, 10 a page', async () => {
    const first = await list();
    expect(first).toMatchObject({ page: 1, pageCount: 2, totalCount: 13 });
    expect(idsOf(first)).toEqual([ids.offer, ...[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => ids[`m${i}`])]);
    expect(first.results[0]).toEqual({
      id: ids.offer,
      title: 'NewOffer',
      imageUrl: 'a.jpg',
      longBody: 'Body',
      link: '/offerdetails/x',
      inventoryId: ids.inventory,
      isRead: false,
      notificationType: 'NewOffer',
    });
    expect(first.results[1]).toMatchObject({ link: null, inventoryId: null });
    const second = await list('?page=2');
    expect(idsOf(second)).toEqual([ids.m9, ids.m10, ids.m11]);
  });

  it('filters by type and includes read ones on request', async () => {
    expect((await list('?notificationType=NewOffer')).totalCount).toBe(1);
    const all = await list('?includeRead=true&notificationType=VehicleMatch&pageSize=3');
    expect(all).toMatchObject({ totalCount: 14, pageCount: 5 });
    expect(idsOf(all)).toEqual([ids.read1, ids.m0, ids.m1]);
    expect((await list('?includeRead=false')).totalCount).toBe(13);
  });

  it('rejects bad query values naming the field', async () => {
    for (const [query, field] of [
      ['?pageSize=abc', 'pageSize'],
      ['?page=0', 'page'],
      ['?includeRead=maybe', 'includeRead'],
      ['?notificationType=Spam', 'notificationType'],
    ] as const) {
      const response = await t.get(`/api/notification/list${query}`, tokens.me);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(field);
    }
  });

  it('needs a token and ViewNotifications', async () => {
    expect((await t.get('/api/notification/list')).statusCode).toBe(401);
    expect((await t.get('/api/notification/list', tokens.bdc)).statusCode).toBe(403);
  });
});

describe('GET /api/notification/count', () => {
  it('counts unread, not dismissed notifications, of one type when asked', async () => {
    expect((await t.get('/api/notification/count', tokens.me)).json()).toEqual({ count: 13 });
    expect((await t.get('/api/notification/count?notificationType=VehicleMatch', tokens.me)).json()).toEqual({ count: 12 });
    expect((await t.get('/api/notification/count?notificationType=Nope', tokens.me)).statusCode).toBe(400);
    expect((await t.get('/api/notification/count')).statusCode).toBe(401);
    expect((await t.get('/api/notification/count', tokens.bdc)).statusCode).toBe(403);
  });
});

describe('GET /api/notification/:id', () => {
  it("answers the caller's own notification, read or not", async () => {
    const response = await t.get(`/api/notification/${ids.read1}`, tokens.me);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: ids.read1, isRead: true });
  });

  it("is 404 for someone else's or an unknown id, 400 for a bad id, 401/403 without token or permission", async () => {
    expect((await t.get(`/api/notification/${ids.theirs}`, tokens.me)).statusCode).toBe(404);
    expect((await t.get(`/api/notification/${randomUUID()}`, tokens.me)).statusCode).toBe(404);
    expect((await t.get('/api/notification/xyz', tokens.me)).statusCode).toBe(400);
    expect((await t.get(`/api/notification/${ids.read1}`)).statusCode).toBe(401);
    expect((await t.get(`/api/notification/${ids.read1}`, tokens.bdc)).statusCode).toBe(403);
  });
});

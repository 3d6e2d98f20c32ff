import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Paged, Post } from '@dtn/contracts';
import { insertPost as insertSocialPost } from '@dtn/projections/read-models/social/testing';
import { insertDealerGroup } from '@dtn/projections/read-models/dealer-groups/testing';
import { insertUser } from '@dtn/projections/read-models/users/testing';
import { startQueryTestApp, type QueryTestApp } from '../testing/query-test-app';

/** GET /api/timeline over the social feed's posts: every visibility filter, for a member of a group and for an
 * Admin, who belongs to none (the public-only timeline was a 500: an unused bind parameter). */
let t: QueryTestApp;
let memberToken: string;
let adminToken: string;
const ids = { mine: randomUUID(), myGroup: randomUUID(), otherGroup: randomUUID() };

const insertPost = (id: string, userId: string, dealerGroupId: string | null, visibility: 'GENERAL' | 'DEALERGROUP', created: string) =>
  insertSocialPost(t.db, { id, userId, dealerGroupId, visibility, created });

beforeAll(async () => {
  t = await startQueryTestApp();
  const [group, other] = [await insertDealerGroup(t.db), await insertDealerGroup(t.db)];
  const member = await insertUser(t.db, { role: 'SalesAssociate', dealerGroupId: group });
  const stranger = await insertUser(t.db, { role: 'SalesAssociate', dealerGroupId: other });
  const admin = await insertUser(t.db, { role: 'Admin', dealerGroupId: null });
  memberToken = await t.tokenFor(member.email);
  adminToken = await t.tokenFor(admin.email);
  await insertPost(ids.mine, member.id, group, 'GENERAL', '2025-01-01T00:00:00Z');
  await insertPost(ids.myGroup, member.id, group, 'DEALERGROUP', '2025-01-02T00:00:00Z');
  await insertPost(ids.otherGroup, stranger.id, other, 'DEALERGROUP', '2025-01-03T00:00:00Z');
});

afterAll(() => t.close());

const timeline = async (token: string, query = '') => {
  const response = await t.call({ method: 'GET', url: `/api/timeline${query}`, token });
  expect(response.statusCode).toBe(200);
  return response.json<Paged<Post>>().results.map((post) => post.id);
};

describe('GET /api/timeline', () => {
  it('narrows to public posts with visibility=GENERAL', async () => {
    expect(await timeline(memberToken, '?visibility=GENERAL')).toEqual([ids.mine]);
    expect(await timeline(adminToken, '?visibility=GENERAL')).toEqual([ids.mine]);
  });

  it('narrows to the own group with visibility=DEALERGROUP, and mixes both without it', async () => {
    expect(await timeline(memberToken, '?visibility=DEALERGROUP')).toEqual([ids.myGroup]);
    expect(await timeline(memberToken)).toEqual([ids.myGroup, ids.mine]);
    expect(await timeline(adminToken)).toEqual([ids.mine]);
  });

  it('pages after the bound values whatever the filter', async () => {
    expect(await timeline(memberToken, '?visibility=GENERAL&page=2&pageSize=1')).toEqual([]);
    expect(await timeline(memberToken, '?page=2&pageSize=1')).toEqual([ids.mine]);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Invite, Paged } from '@dtn/contracts';
import { insertDealerGroup } from '@dtn/projections/read-models/dealer-groups/testing';
import { insertDealership } from '@dtn/projections/read-models/dealerships/testing';
import { insertInvite } from '@dtn/projections/read-models/invites/testing';
import { insertUser } from '@dtn/projections/read-models/users/testing';
import { startQueryTestApp, type QueryTestApp } from '../testing/query-test-app';

const place = { latitude: 39.78, longitude: -89.65 };
let t: QueryTestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
/** The own group's 23 invites, newest first: invite n was sent n minutes ago. */
const newestFirst: string[] = [];

beforeAll(async () => {
  t = await startQueryTestApp();
  const { db } = t;
  ids.own = await insertDealerGroup(db);
  ids.other = await insertDealerGroup(db);
  ids.alpha = await insertDealership(db, { dealerGroupId: ids.own, ...place });
  ids.beta = await insertDealership(db, { dealerGroupId: ids.own, ...place });
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
  for (let n = 0; n < 23; n++) {
    const status = n % 3 === 0 ? 'Revoked' : 'Pending';
    const dealershipIds = [n < 5 ? ids.beta : ids.alpha];
    newestFirst.push(
      await insertInvite(db, { email: `i${n}@example.test`, status, dealerGroupId: ids.own, dealershipIds, inviteDate: minutesAgo(n) }),
    );
  }
  await insertInvite(db, { email: 'elsewhere@example.test', status: 'Pending', dealerGroupId: ids.other });
  for (const [name, fields] of [
    ['gm', { role: 'GeneralManager', dealerGroupId: ids.own }],
    ['associate', { role: 'SalesAssociate', dealerGroupId: ids.own }],
    ['admin', { role: 'Admin', dealerGroupId: null }],
  ] as const) {
    const user = await insertUser(db, { email: `${name}@example.test`, ...fields });
    tokens[name] = await t.tokenFor(user.email);
  }
});

afterAll(() => t.close());

const list = async (query: string, who = 'gm') => {
  const response = await t.call({ method: 'GET', url: `/api/invite/listinvites${query}`, token: tokens[who] });
  return { status: response.statusCode, body: response.json<Paged<Invite> & { errors?: { field: string }[] }>() };
};
const idsOf = (page: Paged<Invite>) => page.results.map((invite) => invite.id);

describe('GET /api/invite/listinvites', () => {
  it('pages the own group’s invites, newest first, 10 by default (spec section 3, "Paged response")', async () => {
    const first = (await list('')).body;
    expect({ ...first, results: idsOf(first) }).toEqual({ page: 1, pageCount: 3, totalCount: 23, results: newestFirst.slice(0, 10) });
    const third = (await list('?page=3')).body;
    expect({ ...third, results: idsOf(third) }).toEqual({ page: 3, pageCount: 3, totalCount: 23, results: newestFirst.slice(20) });
    const small = (await list('?page=2&pageSize=4')).body;
    expect([small.pageCount, idsOf(small)]).toEqual([6, newestFirst.slice(4, 8)]);
    const past = (await list('?page=9')).body;
    expect([past.totalCount, past.results]).toEqual([23, []]);
  });

  it('counts and pages after the status and dealership filters', async () => {
    const revoked = newestFirst.filter((_, n) => n % 3 === 0);
    const page = (await list('?status=Revoked&pageSize=5')).body;
    expect([page.totalCount, page.pageCount, idsOf(page)]).toEqual([revoked.length, 2, revoked.slice(0, 5)]);
    const atBeta = (await list(`?dealershipId=${ids.beta}&status=Pending&status=Revoked`)).body;
    expect([atBeta.totalCount, idsOf(atBeta)]).toEqual([5, newestFirst.slice(0, 5)]);
  });

  it('lets an Admin name a group; to anyone else another group is an unknown one (404)', async () => {
    expect((await list(`?dealerGroupId=${ids.other}`, 'admin')).body.totalCount).toBe(1);
    const other = await list(`?dealerGroupId=${ids.other}`);
    const unknown = await list(`?dealerGroupId=${randomUUID()}`);
    expect(other.status).toBe(404);
    expect([other.status, (other.body as unknown as { detail: string }).detail]).toEqual([
      unknown.status,
      (unknown.body as unknown as { detail: string }).detail,
    ]);
  });

  it('refuses a page below 1 and a size outside 1..100 naming the field; 403 without ListInvites', async () => {
    for (const [query, field] of [
      ['?page=0', 'querystring.page'],
      ['?pageSize=0', 'querystring.pageSize'],
      ['?pageSize=101', 'querystring.pageSize'],
    ]) {
      const response = await list(query!);
      expect([response.status, response.body.errors?.map((e) => e.field)]).toEqual([400, [field]]);
    }
    expect((await list('', 'associate')).status).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Lead, Paged } from '@dtn/contracts';
import { insertLead } from '@dtn/projections/read-models/leads/testing';
import { insertDealerGroup } from '@dtn/projections/read-models/dealer-groups/testing';
import { insertDealership } from '@dtn/projections/read-models/dealerships/testing';
import { insertUser } from '@dtn/projections/read-models/users/testing';
import { startQueryTestApp, type QueryTestApp } from '../testing/query-test-app';

let t: QueryTestApp;
const tokens: Record<string, string> = {};

/** Three leads a day apart; rows as the leads projector writes them. */
const leads = [1, 2, 3].map((n) => ({
  id: `00000000-0000-4000-8000-00000000070${n}`,
  name: `Lead ${n}`,
  email: `lead${n}@example.com`,
  phone: `+1555123456${n}`,
  dealership: `Dealer ${n}`,
  requestedAt: `2025-03-0${n}T12:00:00.000Z`,
}));

beforeAll(async () => {
  t = await startQueryTestApp();
  const { db } = t;
  for (const lead of leads) await insertLead(db, lead);
  const groupId = await insertDealerGroup(db, { name: 'Prairie Auto Group' });
  const dealershipId = await insertDealership(db, { dealerGroupId: groupId, latitude: 39.78, longitude: -89.65 });
  tokens.admin = await t.tokenFor((await insertUser(db, { email: 'admin@example.test', role: 'Admin', dealerGroupId: null })).email);
  tokens.principal = await t.tokenFor(
    (
      await insertUser(db, {
        email: 'principal@example.test',
        role: 'DealerPrincipal',
        dealerGroupId: groupId,
        dealershipIds: [dealershipId],
        buyAuthority: true,
        sellAuthority: true,
      })
    ).email,
  );
});

afterAll(() => t.close());

const get = (url: string, who?: string) => t.call({ method: 'GET', url, token: who ? tokens[who] : undefined });

describe('GET /api/leads', () => {
  it('pages the test-drive requests newest first for an Admin', async () => {
    const all = await get('/api/leads', 'admin');
    expect(all.statusCode).toBe(200);
    expect(all.json<Paged<Lead>>()).toEqual({ page: 1, pageCount: 1, totalCount: 3, results: [...leads].reverse() });
    const second = (await get('/api/leads?page=2&pageSize=2', 'admin')).json<Paged<Lead>>();
    expect(second).toEqual({ page: 2, pageCount: 2, totalCount: 3, results: [leads[0]] });
  });

  it('answers 401 without a token, 403 for a dealer principal, 400 naming a bad page size', async () => {
    expect((await get('/api/leads')).statusCode).toBe(401);
    expect((await get('/api/leads', 'principal')).statusCode).toBe(403);
    const bad = await get('/api/leads?pageSize=0', 'admin');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual(['querystring.pageSize']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AgingReport } from '@dtn/contracts/entities/aging';
import type { Dealership } from '@dtn/contracts/entities/dealership';
import { insertExit } from '@dtn/projections/read-models/aging-exits/testing';
import { insertDealerGroup } from '@dtn/projections/read-models/dealer-groups/testing';
import { insertDealership } from '@dtn/projections/read-models/dealerships/testing';
import { insertUser } from '@dtn/projections/read-models/users/testing';
import { startQueryTestApp, type QueryTestApp } from '../testing/query-test-app';

const now = new Date('2026-04-10T12:00:00Z');
const day = 86_400_000;
const at = (iso: string, plusDays = 0) => new Date(Date.parse(iso) + plusDays * day);

let t: QueryTestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startQueryTestApp({ now: () => now });
  const { db } = t;
  const own = await insertDealerGroup(db);
  const other = await insertDealerGroup(db);
  ids.store = await insertDealership(db, { dealerGroupId: own, name: 'Alpha Motors', latitude: 30.27, longitude: -97.74 });
  ids.foreign = await insertDealership(db, { dealerGroupId: other, name: 'Elsewhere', latitude: 32.79, longitude: -96.8 });
  const jan = '2026-01-10T00:00:00Z';
  await insertExit(db, { dealershipId: ids.store, listedAt: at(jan), exitedAt: at(jan, 12) });
  await insertExit(db, { dealershipId: ids.store, listedAt: at(jan), exitedAt: at(jan, 70) });
  await insertExit(db, { dealershipId: ids.store, listedAt: at(jan) });
  await insertExit(db, { dealershipId: ids.foreign, listedAt: at(jan), exitedAt: at(jan, 1) });
  const users = {
    gm: await insertUser(db, { role: 'GeneralManager', dealerGroupId: own }),
    bdc: await insertUser(db, { role: 'BDCManager', dealerGroupId: own }),
    admin: await insertUser(db, { role: 'Admin', dealerGroupId: null }),
  };
  for (const [name, user] of Object.entries(users)) tokens[name] = await t.tokenFor(user.email);
});

afterAll(() => t.close());

const get = (url: string, token?: string) => t.call({ method: 'GET', url, token });

describe('GET /api/dealership/:id/aging/report', () => {
  it('answers the dealership’s months of listing, 12 unless asked, with its exits by day 45 and days to sale', async () => {
    const response = await get(`/api/dealership/${ids.store}/aging/report`, tokens.gm);
    expect(response.statusCode).toBe(200);
    const report = response.json<AgingReport>();
    expect(report).toMatchObject({ dealershipId: ids.store, name: 'Alpha Motors', asOf: now.toISOString() });
    expect(report.months.map((m) => m.month)).toEqual([
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
    ]);
    expect(report.months[8]).toEqual({
      month: '2026-01',
      listed: 3,
      decided: 3,
      exitedByDay45: 1,
      exitShare: 33.3,
      averageDaysToSale: 41,
      sold: 2,
    });
    const six = await get(`/api/dealership/${ids.store}/aging/report?months=6`, tokens.admin);
    expect(six.json<AgingReport>().months).toHaveLength(6);
  });

  it('answers 401, 403 without ViewDealerGroupInventory, 404 for another group’s dealership as for an unknown one', async () => {
    expect((await get(`/api/dealership/${ids.store}/aging/report`)).statusCode).toBe(401);
    expect((await get(`/api/dealership/${ids.store}/aging/report`, tokens.bdc)).statusCode).toBe(403);
    const theirs = await get(`/api/dealership/${ids.foreign}/aging/report`, tokens.gm);
    const unknown = await get('/api/dealership/7f1c6c0e-0000-4000-8000-000000000000/aging/report', tokens.gm);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json<{ detail: string }>().detail).toBe(unknown.json<{ detail: string }>().detail);
  });

  it('answers 400 naming querystring.months outside 6 to 12', async () => {
    for (const months of ['5', '13', 'x', '6.5']) {
      const response = await get(`/api/dealership/${ids.store}/aging/report?months=${months}`, tokens.gm);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('querystring.months');
    }
  });
});

describe('dealership reads carry the aging settings', () => {
  it('GET /api/dealership/:id: $35 a day and 30, 45, 60, 90 days until set', async () => {
    const response = await get(`/api/dealership/${ids.store}`, tokens.gm);
    expect(response.json<Dealership>()).toMatchObject({ id: ids.store, holdingCostPerDay: 35, agingThresholds: [30, 45, 60, 90] });
  });
});

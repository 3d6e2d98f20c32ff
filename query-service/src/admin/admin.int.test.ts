import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DealerGroup, Dealership, Paged, User } from '@dtn/contracts';
import { insertDealerGroup } from '@dtn/projections/read-models/dealer-groups/testing';
import { insertDealership } from '@dtn/projections/read-models/dealerships/testing';
import { insertUser } from '@dtn/projections/read-models/users/testing';
import { startQueryTestApp, type QueryTestApp } from '../testing/query-test-app';

const place = { latitude: 39.78, longitude: -89.65 };
const unknownId = '7f1c6c0e-0000-4000-8000-000000000000';
let t: QueryTestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startQueryTestApp();
  const { db } = t;
  ids.own = await insertDealerGroup(db, { name: 'Prairie Auto Group' });
  ids.other = await insertDealerGroup(db, { name: 'Coastal Cars' });
  ids.alpha = await insertDealership(db, { dealerGroupId: ids.own, name: 'Alpha Motors', ...place });
  ids.beta = await insertDealership(db, { dealerGroupId: ids.own, name: 'Beta Cars', ...place });
  ids.foreign = await insertDealership(db, { dealerGroupId: ids.other, ...place });
  const user = async (name: string, fields: Parameters<typeof insertUser>[1]) => {
    const inserted = await insertUser(db, { email: `${name}@example.test`, ...fields });
    ids[name] = inserted.id;
    tokens[name] = await t.tokenFor(inserted.email);
  };
  await user('gm', { role: 'GeneralManager', dealerGroupId: ids.own, dealershipIds: [ids.alpha] });
  await user('staff', { role: 'SalesAssociate', dealerGroupId: ids.own, dealershipIds: [ids.beta, ids.alpha] });
  await user('bdc', { role: 'BDCManager', dealerGroupId: ids.own, dealershipIds: [ids.beta] });
  await user('otherGm', { role: 'GeneralManager', dealerGroupId: ids.other, dealershipIds: [ids.foreign] });
  await user('admin', { role: 'Admin', dealerGroupId: null });
});

afterAll(() => t.close());

const get = (url: string, who?: string) => t.call({ method: 'GET', url, token: who ? tokens[who] : undefined });
const problemFields = (response: { json<T>(): T }) => response.json<{ errors: { field: string }[] }>().errors.map((e) => e.field);

describe('GET /api/dealergroup/list', () => {
  it('pages dealer groups by name with their dealerships, searchable', async () => {
    const all = (await get('/api/dealergroup/list', 'admin')).json<Paged<DealerGroup>>();
    expect(all).toMatchObject({ page: 1, pageCount: 1, totalCount: 2 });
    expect(all.results.map((g) => g.organizationName)).toEqual(['Coastal Cars', 'Prairie Auto Group']);
    expect(all.results[1]!.dealerships.map((d) => d.name)).toEqual(['Alpha Motors', 'Beta Cars']);
    const searched = (await get('/api/dealergroup/list?search=prairie&pageSize=1', 'admin')).json<Paged<DealerGroup>>();
    expect(searched).toMatchObject({ totalCount: 1, pageCount: 1, results: [{ id: ids.own }] });
    expect((await get('/api/dealergroup/list?page=2&pageSize=1', 'admin')).json<Paged<DealerGroup>>()).toMatchObject({
      page: 2,
      pageCount: 2,
      results: [{ id: ids.own }],
    });
  });

  it('answers 401, 403 for dealer admins and BDCManagers, 400 naming a bad page size', async () => {
    expect((await get('/api/dealergroup/list')).statusCode).toBe(401);
    expect((await get('/api/dealergroup/list', 'gm')).statusCode).toBe(403);
    expect((await get('/api/dealergroup/list', 'bdc')).statusCode).toBe(403);
    const bad = await get('/api/dealergroup/list?pageSize=0', 'admin');
    expect(bad.statusCode).toBe(400);
    expect(problemFields(bad)).toEqual(['querystring.pageSize']);
  });
});

describe('GET /api/dealergroup/:id', () => {
  it('returns a group with its dealerships', async () => {
    const response = await get(`/api/dealergroup/${ids.own}`, 'admin');
    expect(response.statusCode).toBe(200);
    expect(response.json<DealerGroup>()).toMatchObject({
      id: ids.own,
      organizationName: 'Prairie Auto Group',
      responseHours: 24,
      dealerships: [{ id: ids.alpha }, { id: ids.beta }],
    });
  });

  it('answers 401, 403, 404 and 400 naming the id; /list is not taken for an id', async () => {
    expect((await get(`/api/dealergroup/${ids.own}`)).statusCode).toBe(401);
    expect((await get(`/api/dealergroup/${ids.own}`, 'gm')).statusCode).toBe(403);
    expect((await get(`/api/dealergroup/${unknownId}`, 'admin')).statusCode).toBe(404);
    const bad = await get('/api/dealergroup/nope', 'admin');
    expect(bad.statusCode).toBe(400);
    expect(problemFields(bad)).toEqual(['params.id']);
  });
});

describe('GET /api/user/list', () => {
  it('lists the own group’s users for a dealer admin, filtered by dealerships and searched', async () => {
    const own = (await get('/api/user/list', 'gm')).json<Paged<User>>();
    expect(own.totalCount).toBe(3);
    expect(own.results.every((u) => u.dealerGroupId === ids.own)).toBe(true);
    const atBeta = (await get(`/api/user/list?dealershipId=${ids.beta}`, 'gm')).json<Paged<User>>();
    expect(atBeta.results.map((u) => u.id).sort()).toEqual([ids.staff, ids.bdc].sort());
    const atEither = (await get(`/api/user/list?dealershipId=${ids.beta}&dealershipId=${ids.alpha}&pageSize=2`, 'gm')).json<Paged<User>>();
    expect(atEither).toMatchObject({ totalCount: 3, pageCount: 2 });
    expect(atEither.results).toHaveLength(2);
    const searched = (await get('/api/user/list?search=bdc%40example', 'gm')).json<Paged<User>>();
    expect(searched.results.map((u) => u.id)).toEqual([ids.bdc]);
    const byAdmin = (await get(`/api/user/list?dealerGroupId=${ids.other}`, 'admin')).json<Paged<User>>();
    expect(byAdmin.results.map((u) => u.id)).toEqual([ids.otherGm]);
  });

  it('answers 401, 403 (BDCManager), 404 (unknown; another group) and 400 naming the field', async () => {
    expect((await get('/api/user/list')).statusCode).toBe(401);
    expect((await get('/api/user/list', 'bdc')).statusCode).toBe(403);
    expect((await get(`/api/user/list?dealerGroupId=${ids.other}`, 'gm')).statusCode).toBe(404);
    expect((await get(`/api/user/list?dealerGroupId=${unknownId}`, 'admin')).statusCode).toBe(404);
    const noGroup = await get('/api/user/list', 'admin');
    expect(noGroup.statusCode).toBe(400);
    expect(problemFields(noGroup)).toEqual(['querystring.dealerGroupId']);
    const bad = await get('/api/user/list?dealershipId=x', 'gm');
    expect(bad.statusCode).toBe(400);
    expect(problemFields(bad)[0]).toMatch(/^querystring\.dealershipId/);
  });
});

describe('GET /api/user/:id', () => {
  it('returns a user of the own group; /api/user/getuser still answers the caller', async () => {
    expect((await get(`/api/user/${ids.staff}`, 'gm')).json<User>()).toMatchObject({
      id: ids.staff,
      role: 'SalesAssociate',
      dealerGroup: { organizationName: 'Prairie Auto Group' },
    });
    expect((await get(`/api/user/${ids.otherGm}`, 'admin')).statusCode).toBe(200);
    const self = await get('/api/user/getuser', 'bdc');
    expect(self.statusCode).toBe(200);
    expect(self.json<User>().id).toBe(ids.bdc);
  });

  it('answers 401, 403 (BDCManager), 404 (unknown; another group; an Admin user, all alike) and 400', async () => {
    expect((await get(`/api/user/${ids.staff}`)).statusCode).toBe(401);
    expect((await get(`/api/user/${ids.staff}`, 'bdc')).statusCode).toBe(403);
    const unknown = await get(`/api/user/${unknownId}`, 'gm');
    expect(unknown.statusCode).toBe(404);
    const detail = (response: Awaited<ReturnType<typeof get>>) => [response.statusCode, response.json<{ detail: string }>().detail];
    expect(detail(await get(`/api/user/${ids.staff}`, 'otherGm'))).toEqual(detail(unknown));
    expect(detail(await get(`/api/user/${ids.admin}`, 'gm'))).toEqual(detail(unknown));
    const bad = await get('/api/user/42', 'gm');
    expect(bad.statusCode).toBe(400);
    expect(problemFields(bad)).toEqual(['params.id']);
  });
});

describe('GET /api/dealership/getdealershipsbyuser/:id', () => {
  const url = (id: string) => `/api/dealership/getdealershipsbyuser/${id}`;
  it('returns the user’s dealerships by name', async () => {
    expect((await get(url(ids.staff!), 'gm')).json<Dealership[]>().map((d) => d.id)).toEqual([ids.alpha, ids.beta]);
  });

  it('answers 401, 403 (BDCManager), 404 (unknown; another group) and 400', async () => {
    expect((await get(url(ids.staff!))).statusCode).toBe(401);
    expect((await get(url(ids.staff!), 'bdc')).statusCode).toBe(403);
    expect((await get(url(ids.staff!), 'otherGm')).statusCode).toBe(404);
    expect((await get(url(unknownId), 'gm')).statusCode).toBe(404);
    expect((await get(url('nope'), 'gm')).statusCode).toBe(400);
  });
});

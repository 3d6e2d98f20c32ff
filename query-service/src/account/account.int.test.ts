import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Dealership } from '@dtn/contracts/entities/dealership';
import type { User } from '@dtn/contracts/entities/user';
import { insertDealerGroup, setGroupResponseHours } from '@dtn/projections/read-models/dealer-groups/testing';
import { insertDealership } from '@dtn/projections/read-models/dealerships/testing';
import { insertInvite } from '@dtn/projections/read-models/invites/testing';
import { insertUser, setNotificationEmailsOff } from '@dtn/projections/read-models/users/testing';
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
  ids.other = await insertDealerGroup(db);
  ids.alpha = await insertDealership(db, { dealerGroupId: ids.own, name: 'alpha Motors', ...place });
  ids.beta = await insertDealership(db, { dealerGroupId: ids.own, name: 'Beta Cars', ...place });
  ids.gamma = await insertDealership(db, { dealerGroupId: ids.own, name: 'Gamma', active: false, ...place });
  ids.foreign = await insertDealership(db, { dealerGroupId: ids.other, ...place });
  const manager = await insertUser(db, { role: 'GeneralManager', dealerGroupId: ids.own, dealershipIds: [ids.beta, ids.alpha], ...place });
  ids.manager = manager.id;
  const staff = await insertUser(db, { role: 'SalesAssociate', dealerGroupId: ids.own });
  const admin = await insertUser(db, { role: 'Admin', dealerGroupId: null });
  ids.admin = admin.id;
  tokens.manager = await t.tokenFor(manager.email);
  tokens.staff = await t.tokenFor(staff.email);
  tokens.admin = await t.tokenFor(admin.email);
});

afterAll(() => t.close());

const get = (url: string, token?: string) => t.call({ method: 'GET', url, token });
const problemFields = (body: { json<T>(): T }) => body.json<{ errors: { field: string }[] }>().errors.map((e) => e.field);

describe('GET /api/user/getuser', () => {
  it('returns the caller with their dealer group', async () => {
    const response = await get('/api/user/getuser', tokens.manager);
    expect(response.statusCode).toBe(200);
    expect(response.json<User>()).toMatchObject({
      id: ids.manager,
      role: 'GeneralManager',
      dealerGroupId: ids.own,
      latitude: 39.78,
      dealerGroup: { organizationName: 'Prairie Auto Group', shortName: 'Prairie Auto', responseHours: 24 },
      notificationEmailsOff: [],
    });
    expect((await get('/api/user/getuser', tokens.admin)).json<User>()).toMatchObject({ id: ids.admin, dealerGroup: null });
  });

  it('carries the caller’s own choice of emails, and the group’s response hours as set', async () => {
    await setNotificationEmailsOff(t.db, ids.manager!, ['OfferCountered', 'NewReply']);
    await setGroupResponseHours(t.db, ids.own!, 6);
    const user = (await get('/api/user/getuser', tokens.manager)).json<User>();
    expect(user.notificationEmailsOff).toEqual(['OfferCountered', 'NewReply']);
    expect(user.dealerGroup?.responseHours).toBe(6);
  });

  it('answers 401 without a token', async () => {
    expect((await get('/api/user/getuser')).statusCode).toBe(401);
  });
});

describe('GET /api/user/identity', () => {
  it('finding 7d: answers 200 with the user for a token of a user, and with null (no 403) for an invitee without one yet', async () => {
    const known = await get('/api/user/identity', tokens.manager);
    expect(known.statusCode).toBe(200);
    expect(known.json<{ user: User }>().user).toMatchObject({ id: ids.manager, role: 'GeneralManager', dealerGroupId: ids.own });

    await insertInvite(t.db, { email: 'invitee@prairie.example', status: 'Pending', dealerGroupId: ids.own! });
    const invitee = await get('/api/user/identity', await t.tokenFor('invitee@prairie.example'));
    expect(invitee.statusCode).toBe(200);
    expect(invitee.json()).toEqual({ user: null });
    // The same token on getuser: the 403 a session no longer starts with.
    expect((await get('/api/user/getuser', await t.tokenFor('invitee@prairie.example'))).statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await get('/api/user/identity')).statusCode).toBe(401);
  });
});

describe('GET /api/dealership/userdealerships', () => {
  it("returns the caller's dealerships by name, either direction", async () => {
    const ascending = (await get('/api/dealership/userdealerships', tokens.manager)).json<Dealership[]>();
    expect(ascending.map((d) => d.id)).toEqual([ids.alpha, ids.beta]);
    expect(ascending[0]).toMatchObject({ name: 'alpha Motors', country: 'US', state: 'IL', postalCode: '62701', active: true });
    const descending = (await get('/api/dealership/userdealerships?descending=true', tokens.manager)).json<Dealership[]>();
    expect(descending.map((d) => d.id)).toEqual([ids.beta, ids.alpha]);
    expect((await get('/api/dealership/userdealerships', tokens.staff)).json()).toEqual([]);
  });

  it('answers 400 for a flag that is not true/false, 401 without a token', async () => {
    const bad = await get('/api/dealership/userdealerships?descending=yes', tokens.manager);
    expect(bad.statusCode).toBe(400);
    expect(problemFields(bad)).toEqual(['querystring.descending']);
    expect((await get('/api/dealership/userdealerships')).statusCode).toBe(401);
  });
});

describe('GET /api/dealership/:id', () => {
  it('returns a dealership of the own group; Admin sees any', async () => {
    expect((await get(`/api/dealership/${ids.beta}`, tokens.manager)).json<Dealership>()).toMatchObject({
      id: ids.beta,
      dealerGroupId: ids.own,
    });
    expect((await get(`/api/dealership/${ids.foreign}`, tokens.admin)).statusCode).toBe(200);
  });

  it('answers 404 for unknown and other groups alike, 403 without ViewDealership, 400 bad id, 401', async () => {
    const unknown = await get(`/api/dealership/${unknownId}`, tokens.manager);
    const foreign = await get(`/api/dealership/${ids.foreign}`, tokens.manager);
    expect(unknown.statusCode).toBe(404);
    expect([foreign.statusCode, foreign.json<{ detail: string }>().detail]).toEqual([404, unknown.json<{ detail: string }>().detail]);
    expect((await get(`/api/dealership/${ids.beta}`, tokens.staff)).statusCode).toBe(403);
    const bad = await get('/api/dealership/42', tokens.manager);
    expect(bad.statusCode).toBe(400);
    expect(problemFields(bad)).toEqual(['params.id']);
    expect((await get(`/api/dealership/${ids.beta}`)).statusCode).toBe(401);
  });
});

describe('GET /api/dealership/dealergroup/:id', () => {
  it("returns the group's dealerships by name, inactive ones included", async () => {
    const list = (await get(`/api/dealership/dealergroup/${ids.own}`, tokens.manager)).json<Dealership[]>();
    expect(list.map((d) => d.id)).toEqual([ids.alpha, ids.beta, ids.gamma]);
    expect((await get(`/api/dealership/dealergroup/${ids.other}`, tokens.admin)).json<Dealership[]>()).toHaveLength(1);
  });

  it('answers 404 for other groups and unknown ones (Admin), 403 without ViewDealership, 401', async () => {
    expect((await get(`/api/dealership/dealergroup/${ids.other}`, tokens.manager)).statusCode).toBe(404);
    expect((await get(`/api/dealership/dealergroup/${ids.own}`, tokens.staff)).statusCode).toBe(403);
    expect((await get(`/api/dealership/dealergroup/${unknownId}`, tokens.admin)).statusCode).toBe(404);
    expect((await get(`/api/dealership/dealergroup/${ids.own}`)).statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@dtn/contracts';
import { allProjectors } from '@dtn/projections/all-projectors';
import { replayReadModels } from '@dtn/projections/replay';
import { createTestDatabase, type TestDatabase } from '@dtn/platform/db/test-database';
import { createPostgresEventStore } from '@dtn/platform/event-store/postgres-event-store';
import type { EventStore } from '@dtn/platform/event-store/port';
import { EVENT_POSITION_HEADER } from '@dtn/platform/http/consistency';
import { listenForTests, type TestRequest, type TestResponse } from '@dtn/platform/http/test-app';
import { buildCommandService } from './app';
import { createCommands, type Commands } from './command-set';

const system = { actor: null };
const unknownId = '7f1c6c0e-0000-4000-8000-000000000000';
const store1 = { name: 'Store', dealerVaultId: 'A', address1: '1 Main St', city: 'Beverly Hills', state: 'CA', postalCode: '90210' };

describe('administration command routes', () => {
  let db: TestDatabase;
  let store: EventStore;
  let app: FastifyInstance;
  let commands: Commands;
  let http: (request: TestRequest) => Promise<TestResponse>;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};

  const call = (method: 'PUT' | 'POST' | 'DELETE', url: string, who: string | null, payload?: object) =>
    http({ method, url, payload, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {} });
  const head = () => store.headPosition();
  const fields = (response: TestResponse) => response.json<{ errors?: { field: string }[] }>().errors?.map((e) => e.field);
  /** 400 naming `field`, with nothing appended. */
  const expectBadField = async (send: () => Promise<TestResponse>, field: string) => {
    const before = await head();
    const response = await send();
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(fields(response)).toContain(field);
    expect(await head()).toEqual(before);
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    store = await createPostgresEventStore(db);
    commands = createCommands(store);
    const group = async (slug: string) =>
      (await commands.createDealerGroup({ organizationName: slug, slug, shortName: slug, dealerVaultVendorId: 'DV' }, system)).id;
    ids.groupA = await group('sunrise');
    ids.groupB = await group('sunset');
    const dealership = async (dealerGroupId: string, dealerVaultId: string) =>
      (await commands.createDealership({ ...store1, dealerGroupId, dealerVaultId }, system)).id;
    ids.a1 = await dealership(ids.groupA, 'A1');
    ids.a2 = await dealership(ids.groupA, 'A2');
    ids.b1 = await dealership(ids.groupB, 'B1');
    const person = async (name: string, role: Role, group: 'groupA' | 'groupB' | null) => {
      const dealerGroupId = group ? ids[group]! : null;
      const dealershipIds = group === 'groupA' ? [ids.a1!] : group === 'groupB' ? [ids.b1!] : [];
      ids[name] = (
        await commands.registerUser(
          {
            userId: `auth0|${name}`,
            firstName: name,
            lastName: 'Doe',
            email: `${name}@example.com`,
            role,
            buyAuthority: false,
            sellAuthority: false,
            dealerGroupId,
            dealershipIds,
            postalCode: '10001',
          },
          system,
        )
      ).id;
    };
    await person('admin', 'Admin', null);
    await person('gm', 'GeneralManager', 'groupA');
    await person('bdc', 'BDCManager', 'groupA');
    await person('otherGm', 'GeneralManager', 'groupB');
    await person('staff', 'SalesAssociate', 'groupA');
    await person('principal', 'DealerPrincipal', 'groupA');
    // Auth reads the users read model: fill it from the events just written.
    await replayReadModels({ db, store, projectors: allProjectors });
    app = await buildCommandService({ store, db, auth: { mode: 'dev' } });
    http = await listenForTests(app);
    for (const name of ['admin', 'gm', 'bdc', 'otherGm', 'staff']) {
      const response = await http({ method: 'POST', url: '/auth/dev/token', payload: { email: `${name}@example.com` } });
      tokens[name] = response.json<{ access_token: string }>().access_token;
    }
  });
  afterAll(async () => {
    await app?.close();
    await store?.close();
    await db?.dispose();
  });

  describe('POST /api/dealergroup', () => {
    const body = { organizationName: 'Mesa Motors', slug: 'mesa-motors', shortName: 'Mesa', dealerVaultVendorId: 'DV-9' };
    it('creates a group for an Admin, answering id and position; the same slug again is a 409', async () => {
      const response = await call('POST', '/api/dealergroup', 'admin', body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: expect.any(String), position: expect.stringMatching(/^\d+\/\d+$/) });
      expect(response.headers[EVENT_POSITION_HEADER]).toBeDefined();
      expect((await call('POST', '/api/dealergroup', 'admin', body)).statusCode).toBe(409);
    });
    it('answers 401, 403 for a dealer admin and a BDCManager, 400 naming a bad slug', async () => {
      expect((await call('POST', '/api/dealergroup', null, body)).statusCode).toBe(401);
      expect((await call('POST', '/api/dealergroup', 'gm', { ...body, slug: 'x' })).statusCode).toBe(403);
      expect((await call('POST', '/api/dealergroup', 'bdc', { ...body, slug: 'x' })).statusCode).toBe(403);
      await expectBadField(() => call('POST', '/api/dealergroup', 'admin', { ...body, slug: 'Bad_Slug' }), 'slug');
      await expectBadField(() => call('POST', '/api/dealergroup', 'admin', { ...body, organizationName: 7 }), 'body.organizationName');
    });
  });

  describe('POST and PUT /api/dealership', () => {
    const create = () => ({ id: 0, active: true, country: 'US', dealerGroupId: ids.groupB!, ...store1, dealerVaultId: 'B9' });
    it('creates an active dealership and edits it', async () => {
      const created = await call('POST', '/api/dealership', 'admin', create());
      expect(created.statusCode).toBe(200);
      const { id } = created.json<{ id: string }>();
      const edited = await call('PUT', '/api/dealership', 'admin', {
        ...create(),
        id,
        active: false,
        postalCode: '80202',
        city: 'Denver',
        state: 'CO',
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ id, position: expect.any(String) });
    });
    it('answers 400 naming postalCode, state and country, appending nothing', async () => {
      await expectBadField(
        () => call('POST', '/api/dealership', 'admin', { ...create(), dealerVaultId: 'B8', postalCode: '00000' }),
        'postalCode',
      );
      await expectBadField(
        () => call('POST', '/api/dealership', 'admin', { ...create(), dealerVaultId: 'B8', postalCode: '9021' }),
        'postalCode',
      );
      await expectBadField(() => call('POST', '/api/dealership', 'admin', { ...create(), dealerVaultId: 'B8', state: 'ZZ' }), 'state');
      await expectBadField(() => call('POST', '/api/dealership', 'admin', { ...create(), country: 'CA' }), 'body.country');
      await expectBadField(() => call('PUT', '/api/dealership', 'admin', { ...create(), id: ids.b1, name: '' }), 'name');
    });
    it('answers 401, 403 (dealer admin, BDCManager) and 404 (unknown group or dealership)', async () => {
      expect((await call('POST', '/api/dealership', null, create())).statusCode).toBe(401);
      expect((await call('POST', '/api/dealership', 'gm', { ...create(), dealerGroupId: ids.groupA })).statusCode).toBe(403);
      expect((await call('PUT', '/api/dealership', 'bdc', { ...create(), id: ids.a1 })).statusCode).toBe(403);
      expect((await call('POST', '/api/dealership', 'admin', { ...create(), dealerGroupId: unknownId })).statusCode).toBe(404);
      expect((await call('PUT', '/api/dealership', 'admin', { ...create(), id: unknownId })).statusCode).toBe(404);
    });
  });

  describe('DELETE /api/dealership/:id', () => {
    it('deletes a dealership once; then it is gone (404) and cannot be assigned', async () => {
      const { id } = await commands.createDealership({ ...store1, dealerGroupId: ids.groupA!, dealerVaultId: 'DEL' }, system);
      expect((await call('DELETE', `/api/dealership/${id}`, null)).statusCode).toBe(401);
      expect((await call('DELETE', `/api/dealership/${id}`, 'gm')).statusCode).toBe(403);
      expect((await call('DELETE', `/api/dealership/${id}`, 'admin')).statusCode).toBe(200);
      expect((await call('DELETE', `/api/dealership/${id}`, 'admin')).statusCode).toBe(404);
      await expectBadField(
        () => call('PUT', '/api/dealership/user/dealerships', 'gm', { userId: ids.staff, dealershipIds: [id] }),
        'dealershipIds[0]',
      );
      await expectBadField(() => call('DELETE', '/api/dealership/nope', 'admin'), 'params.id');
    });
  });

  describe('PUT /api/user/role', () => {
    const body = (role: Role, userId = ids.staff!) => ({ userId, role, buyAuthority: true, sellAuthority: true });
    it('lets a dealer admin change role and authorities within the group', async () => {
      const response = await call('PUT', '/api/user/role', 'gm', body('SalesManager'));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: ids.staff, position: expect.any(String) });
    });
    it('never to or from Admin or DealerPrincipal by a dealer admin; an Admin may', async () => {
      expect((await call('PUT', '/api/user/role', 'gm', body('DealerPrincipal'))).statusCode).toBe(403);
      expect((await call('PUT', '/api/user/role', 'gm', body('Admin'))).statusCode).toBe(403);
      expect((await call('PUT', '/api/user/role', 'gm', body('SalesManager', ids.principal))).statusCode).toBe(403);
      expect((await call('PUT', '/api/user/role', 'admin', body('GeneralManager', ids.principal))).statusCode).toBe(200);
    });
    it('answers 401, 403 (BDCManager), 404 (unknown; another group’s user) and 400 naming the role', async () => {
      expect((await call('PUT', '/api/user/role', null, body('SalesManager'))).statusCode).toBe(401);
      expect((await call('PUT', '/api/user/role', 'bdc', body('SalesManager'))).statusCode).toBe(403);
      expect((await call('PUT', '/api/user/role', 'otherGm', body('SalesManager'))).statusCode).toBe(404);
      expect((await call('PUT', '/api/user/role', 'gm', body('SalesManager', unknownId))).statusCode).toBe(404);
      await expectBadField(() => call('PUT', '/api/user/role', 'gm', { ...body('SalesManager'), role: 'Boss' }), 'body.role');
    });
  });

  describe('PUT /api/dealership/user/dealerships', () => {
    const url = '/api/dealership/user/dealerships';
    it('assigns dealerships of the group', async () => {
      const response = await call('PUT', url, 'gm', { userId: ids.staff, dealershipIds: [ids.a1, ids.a2] });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: ids.staff, position: expect.any(String) });
    });
    it('answers NoDealerships for an empty list and names a dealership of another group, saving nothing', async () => {
      const before = await head();
      const empty = await call('PUT', url, 'gm', { userId: ids.staff, dealershipIds: [] });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ detail: 'NoDealerships', errors: [{ field: 'dealershipIds', message: 'NoDealerships' }] });
      expect(await head()).toEqual(before);
      await expectBadField(() => call('PUT', url, 'gm', { userId: ids.staff, dealershipIds: [ids.b1] }), 'dealershipIds[0]');
      await expectBadField(() => call('PUT', url, 'gm', { userId: ids.staff, dealershipIds: ['x'] }), 'body.dealershipIds.0');
    });
    it('answers 401, 403 (BDCManager) and 404 (unknown; another group’s user)', async () => {
      const body = { userId: ids.staff, dealershipIds: [ids.a1] };
      expect((await call('PUT', url, null, body)).statusCode).toBe(401);
      expect((await call('PUT', url, 'bdc', body)).statusCode).toBe(403);
      expect((await call('PUT', url, 'otherGm', { userId: ids.staff, dealershipIds: [ids.b1] })).statusCode).toBe(404);
      expect((await call('PUT', url, 'gm', { ...body, userId: unknownId })).statusCode).toBe(404);
    });
  });

  describe('PUT /api/user', () => {
    it('updates the caller’s own title and postal code, for any signed-in user', async () => {
      const response = await call('PUT', '/api/user', 'bdc', { id: ids.bdc, title: 'BDC lead', postalCode: '33101' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: ids.bdc, position: expect.any(String) });
    });
    it('answers 401, 403 for someone else’s profile, 400 naming the postal code', async () => {
      expect((await call('PUT', '/api/user', null, { id: ids.bdc, postalCode: '33101' })).statusCode).toBe(401);
      expect((await call('PUT', '/api/user', 'gm', { id: ids.bdc, postalCode: '33101' })).statusCode).toBe(403);
      await expectBadField(() => call('PUT', '/api/user', 'bdc', { id: ids.bdc, postalCode: '331' }), 'postalCode');
      await expectBadField(() => call('PUT', '/api/user', 'bdc', { id: ids.bdc, postalCode: '00000' }), 'postalCode');
      await expectBadField(() => call('PUT', '/api/user', 'bdc', { id: ids.bdc }), 'body.postalCode');
    });
  });

  describe('PUT /api/user/notification-emails', () => {
    const url = '/api/user/notification-emails';
    it('records the caller’s own choice, for any signed-in user; the same choice again appends nothing', async () => {
      const response = await call('PUT', url, 'bdc', { off: ['OfferCountered', 'NewReply'] });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: ids.bdc, position: expect.any(String) });
      const again = await call('PUT', url, 'bdc', { off: ['NewReply', 'OfferCountered'] });
      expect(again.json()).toEqual({ id: ids.bdc, position: null });
      const { events } = await store.readStream(`user-${ids.bdc}`);
      expect(events.at(-1)).toMatchObject({ type: 'NotificationEmailsChosen', data: { id: ids.bdc, off: ['NewReply', 'OfferCountered'] } });
    });
    it('answers 401, and 400 naming an unknown type, a repeated one or a missing list', async () => {
      expect((await call('PUT', url, null, { off: [] })).statusCode).toBe(401);
      await expectBadField(() => call('PUT', url, 'staff', { off: ['Spam'] }), 'body.off.0');
      await expectBadField(() => call('PUT', url, 'staff', { off: ['NewReply', 'NewReply'] }), 'body.off');
      await expectBadField(() => call('PUT', url, 'staff', {}), 'body.off');
    });
  });

  describe('PUT /api/dealergroup/:id/response-hours', () => {
    const url = (group: string) => `/api/dealergroup/${group}/response-hours`;
    it('lets a dealer admin of the group and an Admin set the hours', async () => {
      const response = await call('PUT', url(ids.groupA!), 'gm', { hours: 48 });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: ids.groupA, position: expect.any(String) });
      expect((await call('PUT', url(ids.groupB!), 'admin', { hours: 6 })).statusCode).toBe(200);
      const { events } = await store.readStream(`dealergroup-${ids.groupA}`);
      expect(events.at(-1)).toMatchObject({ type: 'DealerGroupResponseHoursSet', data: { id: ids.groupA, hours: 48 } });
    });
    it('answers 401, 403 without EditUser, 404 for another group or an unknown one, 400 naming body.hours', async () => {
      expect((await call('PUT', url(ids.groupA!), null, { hours: 12 })).statusCode).toBe(401);
      expect((await call('PUT', url(ids.groupA!), 'staff', { hours: 12 })).statusCode).toBe(403);
      expect((await call('PUT', url(ids.groupA!), 'otherGm', { hours: 12 })).statusCode).toBe(404);
      expect((await call('PUT', url(unknownId), 'gm', { hours: 12 })).statusCode).toBe(404);
      for (const hours of [0, 73, 2.5]) await expectBadField(() => call('PUT', url(ids.groupA!), 'gm', { hours }), 'body.hours');
      await expectBadField(() => call('PUT', url(ids.groupA!), 'gm', { hours: '12' }), 'body.hours');
    });
  });
});

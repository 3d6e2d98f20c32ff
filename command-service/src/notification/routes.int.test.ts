import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { streamIds } from '@dtn/contracts';
import { notificationIdsOf } from '@dtn/projections/read-models/notifications/testing';
import { createWorld, startHttp, type Http, type Person, type World } from '../testing/test-world';

describe('notification command routes', () => {
  let world: World;
  let http: Http;
  let bdc: Person;
  let notificationId: string;
  const head = () => world.store.headPosition();

  beforeAll(async () => {
    world = await createWorld();
    bdc = await world.addPerson({ email: 'bdc@sunrise.example', role: 'BDCManager', group: 'seller' });
    await world.caughtUp();
    http = await startHttp(world);
    // A submitted offer notifies the seller's staff (NewOffer).
    await world.offers.submitOffer({ inventoryId: world.inventoryId, offerAmount: 8000 }, { actor: world.buyer });
    await world.caughtUp();
    notificationId = (await notificationIdsOf(world.db, world.seller.id))[0]!;
  }, 60_000);
  afterAll(async () => {
    await http?.close();
    await world?.dispose();
  });

  for (const action of ['read', 'dismiss'] as const) {
    describe(`PUT /api/notification/${action}/:id`, () => {
      const url = (id: string) => `/api/notification/${action}/${id}`;

      it('answers 401, 403 without ViewNotifications, 404 for someone else’s or an unknown one, 400 for a bad id', async () => {
        const before = await head();
        expect((await http.call('PUT', url(notificationId), null)).statusCode).toBe(401);
        expect((await http.call('PUT', url(notificationId), bdc)).statusCode).toBe(403);
        expect((await http.call('PUT', url(notificationId), world.buyer)).statusCode).toBe(404);
        expect((await http.call('PUT', url(world.inventoryId), world.seller)).statusCode).toBe(404);
        expect((await http.call('PUT', url('nope'), world.seller)).json()).toMatchObject({ errors: [{ field: 'params.id' }] });
        expect(await head()).toEqual(before);
      });

      it('marks the recipient’s notification, once', async () => {
        const first = await http.call('PUT', url(notificationId), world.seller);
        expect(first.statusCode).toBe(200);
        expect(first.json()).toMatchObject({ id: notificationId, position: expect.any(String) });
        expect((await http.call('PUT', url(notificationId), world.seller)).json()).toMatchObject({ position: null });
      });
    });
  }

  it('recorded both marks on the notification’s stream', async () => {
    const { events } = await world.store.readStream(streamIds.notification(notificationId));
    expect(events.map((e) => e.type)).toEqual(['NotificationRead', 'NotificationDismissed']);
  });
});

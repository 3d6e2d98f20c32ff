import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { DomainEvent, Role } from '@dtn/contracts';
import { allProjectors } from '../../all-projectors';
import { replayReadModels } from '../../replay';
import { createProjectionRunner, type ProjectionRunner } from '../../runner';
import { append, dealerGroupCreated, dealershipData, userRegistered, vehicleListed, withMeta, type TestEvent } from '../../testing/events';
import { openHarness, reapplyAll, type Harness } from '../../testing/harness';
import { messageAdded, notificationId, offerParties, offerSubmitted, offerUpdated } from '../../testing/offer-events';
import { dumpReadModels } from '../../testing/read-model-dump';
import { migrateReadModels } from '../../migrations/migrate';
import { insertNotification } from './testing';
import { waitForCatchUp } from '../../wait-for-catch-up';

/**
 * Who hears an offer's notifications follows role and authority changes (UserRoleChanged) in
 * event order: on the seller's side the members of the seller's group who may see incoming
 * offers (ViewInboundOffer) and read notifications (ViewNotifications) when the event happens,
 * on the buyer's side the buyer while they may see their own offers (ViewOffer). Each case is
 * given a history, when events happen, then exactly these notifications, named `type -> who`.
 */
let h: Harness;
let runner: ProjectionRunner;
/** Every event of every case, with fixed ids and times, to build the same store twice. */
const history: TestEvent[] = [];

beforeAll(async () => {
  h = await openHarness();
  runner = createProjectionRunner({ db: h.db, store: h.store, projectors: allProjectors });
  await runner.start();
});
afterAll(async () => {
  await runner?.stop();
  await h?.dispose();
});

/** A seller group with two sell staff (one a BDC manager) and a buyer in another group. */
function world() {
  const seller = dealerGroupCreated();
  const buyers = dealerGroupCreated({ organizationName: 'Gulf Coast Motors' });
  const lot = dealershipData(seller.data.id, 0);
  const destination = dealershipData(buyers.data.id, 2);
  const as = (role: Role, buyAuthority: boolean, sellAuthority: boolean, groupId: string, dealershipId: string, n: number) => {
    const user = userRegistered(groupId, [dealershipId], n);
    return { ...user, data: { ...user.data, role, buyAuthority, sellAuthority } };
  };
  const people = {
    manager: as('UsedCarManager', false, true, seller.data.id, lot.id, 0),
    associate: as('SalesAssociate', false, false, seller.data.id, lot.id, 1),
    bdc: as('BDCManager', false, true, seller.data.id, lot.id, 2),
    buyer: as('DealerPrincipal', true, false, buyers.data.id, destination.id, 3),
  };
  const camry = vehicleListed(lot, 16);
  const offer = offerParties({ id: people.buyer.data.id, dealerGroupId: buyers.data.id }, camry);
  const setUp: DomainEvent[] = [
    seller,
    buyers,
    { type: 'DealershipCreated', data: lot },
    { type: 'DealershipCreated', data: destination },
    ...Object.values(people),
    camry,
  ];
  const roleChanged = (who: keyof typeof people, change: { role?: Role; buyAuthority?: boolean; sellAuthority?: boolean }): DomainEvent => {
    const { id, role, buyAuthority, sellAuthority } = people[who].data;
    return { type: 'UserRoleChanged', data: { id, role, buyAuthority, sellAuthority, ...change } };
  };
  const nameOf = new Map(Object.entries(people).map(([name, user]) => [user.data.id, name]));
  return { people, offer, setUp, roleChanged, nameOf, camry };
}

/** given(...history).when(...events).then([...'Type -> who']): the notifications the `when` events raised. */
function given(w: ReturnType<typeof world>, ...before: DomainEvent[]) {
  return {
    when: (...events: DomainEvent[]) => ({
      async then(expected: string[]) {
        const stamped = [...w.setUp, ...before, ...events].map(stamp);
        const last = await append(h.store, ...stamped);
        expect(await waitForCatchUp(h.db, last.position, { timeoutMs: 30_000 })).toBe(true);
        const raisedBy = stamped.slice(stamped.length - events.length);
        const raised: string[] = [];
        for (const event of raisedBy) {
          for (const [userId, name] of w.nameOf) {
            const { rows } = await h.db.query<{ notification_type: string }>(
              'SELECT notification_type FROM rm_notifications WHERE id = $1',
              [notificationId(event.eventId!, userId)],
            );
            if (rows[0]) raised.push(`${rows[0].notification_type} -> ${name}`);
          }
        }
        expect(raised).toEqual(expected);
      },
    }),
  };
}

let clock = Date.UTC(2025, 2, 1, 12);
function stamp(event: DomainEvent): TestEvent {
  clock += 1000;
  const stamped = withMeta(event, { eventId: randomUUID(), occurredAt: new Date(clock).toISOString() });
  history.push(stamped);
  return stamped;
}

describe('notifications follow role and authority changes', () => {
  it('the sell staff who may see incoming offers and read notifications hear of a new offer', async () => {
    const w = world();
    await given(w).when(offerSubmitted(w.offer, 21000)).then(['NewOffer -> manager']);
  });

  it('a staff member whose sell authority was removed hears of no new offer', async () => {
    const w = world();
    await given(w, w.roleChanged('manager', { sellAuthority: false }))
      .when(offerSubmitted(w.offer, 21000))
      .then([]);
  });

  it('a staff member granted sell authority later hears of the next offer', async () => {
    const w = world();
    await given(w, w.roleChanged('associate', { sellAuthority: true }))
      .when(offerSubmitted(w.offer, 21000))
      .then(['NewOffer -> manager', 'NewOffer -> associate']);
  });

  it('a role that may read notifications lets a BDC manager with sell authority hear; a move back to BDC manager silences them', async () => {
    const w = world();
    await given(w, w.roleChanged('bdc', { role: 'SalesManager' }))
      .when(offerSubmitted(w.offer, 21000), w.roleChanged('bdc', { role: 'BDCManager' }), offerUpdated(w.offer.offerId, 21500))
      .then(['NewOffer -> manager', 'NewOffer -> bdc', 'UpdatedOffer -> manager']);
  });

  it('each event reaches those who hold the right at its time, within one batch', async () => {
    const w = world();
    const fromBuyer = (text: string) => messageAdded(w.offer.offerId, w.people.buyer.data.id, text);
    await given(w)
      .when(
        offerSubmitted(w.offer, 21000),
        w.roleChanged('manager', { sellAuthority: false }),
        fromBuyer('Any flexibility?'),
        w.roleChanged('manager', { sellAuthority: true }),
        fromBuyer('Still there?'),
      )
      .then(['NewOffer -> manager', 'NewReply -> manager']);
  });

  it('a buyer who lost buy authority hears nothing of their offer; given it back, they do', async () => {
    const w = world();
    const fromSeller = (text: string) => messageAdded(w.offer.offerId, w.people.manager.data.id, text);
    await given(w, offerSubmitted(w.offer, 21000), w.roleChanged('buyer', { buyAuthority: false }))
      .when(
        fromSeller('Can you do 21,500?'),
        { type: 'OfferRejected', data: { offerId: w.offer.offerId, inventoryId: w.camry.data.id, byUserId: w.people.manager.data.id } },
        w.roleChanged('buyer', { buyAuthority: true }),
        fromSeller('We can talk again.'),
      )
      .then(['NewReply -> buyer']);
  });

  it('builds the same rows event by event (apply), in whole batches (replay) and as the runner did', async () => {
    await runner.stop();
    const built = await dumpReadModels(h.db);
    await replayReadModels({ db: h.db, store: h.store, projectors: allProjectors });
    expect(await dumpReadModels(h.db)).toEqual(built);
    const again = await openHarness();
    try {
      await append(again.store, ...history);
      await reapplyAll(again, allProjectors);
      expect(await dumpReadModels(again.db)).toEqual(built);
    } finally {
      await again.dispose();
    }
  });

  it('rebuilds, through migration 003, a database whose facts lacked roles and whose notifications followed registration', async () => {
    const built = await notificationTables(h.db);
    // As such a database held them: no roles, and a NewOffer for whoever had sell authority once.
    await h.db.query(`UPDATE rm_notification_staff SET role = '', buy_authority = false`);
    const { rows } = await h.db.query<{ user_id: string }>(
      `SELECT user_id FROM rm_notifications WHERE notification_type = 'NewOffer' LIMIT 1`,
    );
    await insertNotification(h.db, { userId: rows[0]!.user_id, type: 'NewOffer' });
    await h.db.query(`DELETE FROM rm_migrations WHERE id = 'notifications/003-rights-at-the-event'`);

    expect(await migrateReadModels(h.db)).toEqual({ applied: ['notifications/003-rights-at-the-event'] });
    const rebuilding = createProjectionRunner({ db: h.db, store: h.store, projectors: allProjectors });
    await rebuilding.start();
    try {
      const head = await h.store.headPosition();
      expect(await waitForCatchUp(h.db, head!, { timeoutMs: 30_000 })).toBe(true);
    } finally {
      await rebuilding.stop();
    }
    expect(await notificationTables(h.db)).toEqual(built);
  });
});

/** The notifications read model's tables, each sorted (a rebuild writes its rows in another
 * physical order), with the unread counts above zero (a count that reached 0 stays, as 0). */
async function notificationTables(db: Harness['db']) {
  const dump = await dumpReadModels(db);
  const sorted = (rows: unknown[] = []) => rows.map((row) => JSON.stringify(row)).sort();
  return {
    rows: sorted(dump.rm_notifications),
    offers: sorted(dump.rm_notification_offers),
    users: sorted(dump.rm_notification_staff),
    vehicles: sorted(dump.rm_notification_vehicles),
    dealerships: sorted(dump.rm_notification_dealerships),
    unread: sorted(dump.rm_notification_unread?.filter((row) => (row as { unread: number }).unread > 0)),
  };
}

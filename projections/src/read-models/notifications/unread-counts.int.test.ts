import { randomUUID } from 'node:crypto';
import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import type { NotificationType } from '@dtn/contracts';
import { allProjectors } from '../../all-projectors';
import { replayReadModels } from '../../replay';
import { append } from '../../testing/events';
import { offerStory } from '../../testing/offer-story';
import { openHarness, type Harness } from '../../testing/harness';
import { migrateReadModels } from '../../migrations/migrate';
import { notificationCount } from './queries';
import { insertNotification } from './testing';
import { insertNotifications, insertVehicleMatches, markNotification, type NotificationRow } from './writes';

/** The bell badge's counts (rm_notification_unread), kept by the triggers of migration
 * 002-unread-counts, against a count of the rows themselves after each kind of write. */
describe('unread notification counts', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await openHarness();
  });
  afterAll(() => h.dispose());

  /** Every user's unread count, all types and each type, from the rows: what the badge showed
   * before the counts were kept. */
  const recount = async () =>
    (
      await h.db.query<{ user_id: string; notification_type: string; n: string }>(
        `SELECT user_id::text, notification_type, count(*)::text AS n FROM rm_notifications
          WHERE NOT is_read AND NOT dismissed GROUP BY user_id, notification_type`,
      )
    ).rows;
  const expectCountsMatchRows = async (userIds: string[]) => {
    const rows = await recount();
    for (const userId of userIds) {
      const own = rows.filter((r) => r.user_id === userId);
      expect(await notificationCount(h.db, userId)).toBe(own.reduce((n, r) => n + Number(r.n), 0));
      for (const type of ['OfferReceived', 'OfferWon', 'VehicleMatch'] as NotificationType[]) {
        expect(await notificationCount(h.db, userId, type)).toBe(Number(own.find((r) => r.notification_type === type)?.n ?? 0));
      }
    }
  };
  const offerRow = (userId: string, offerId: string, type = 'OfferReceived'): NotificationRow => ({
    id: randomUUID(),
    userId,
    type,
    title: 'An offer',
    imageUrl: '',
    longBody: '',
    link: `/offerdetails/${offerId}`,
    inventoryId: randomUUID(),
    offerId,
    createdAt: new Date().toISOString(),
  });

  it('counts what is inserted, once: a redelivered row adds nothing, a row inserted read or dismissed adds nothing', async () => {
    const [ann, bob] = [randomUUID(), randomUUID()];
    const offerId = randomUUID();
    const rows = [offerRow(ann, offerId), offerRow(bob, offerId), offerRow(ann, randomUUID(), 'OfferWon')];
    await h.db.transaction((tx) => insertNotifications(tx, rows));
    await h.db.transaction((tx) => insertNotifications(tx, rows));
    await insertNotification(h.db, { userId: ann, type: 'OfferReceived' as NotificationType, isRead: true });
    await insertNotification(h.db, { userId: ann, type: 'OfferReceived' as NotificationType, dismissed: true });
    const match = { userId: bob, title: 'A match', imageUrl: '', longBody: '', link: '/x', inventoryId: randomUUID() };
    const matches = [{ ...match, id: randomUUID(), createdAt: new Date().toISOString() }];
    await h.db.transaction((tx) => insertVehicleMatches(tx, matches));
    await h.db.transaction((tx) => insertVehicleMatches(tx, matches));

    expect(await notificationCount(h.db, ann)).toBe(2);
    expect(await notificationCount(h.db, bob)).toBe(2);
    expect(await notificationCount(h.db, bob, 'VehicleMatch')).toBe(1);
    await expectCountsMatchRows([ann, bob]);
  });

  it('takes a row off when it is read or dismissed, once, by whichever projector marks it', async () => {
    const ann = randomUUID();
    const [first, second] = [offerRow(ann, randomUUID()), offerRow(ann, randomUUID())];
    await h.db.transaction((tx) => insertNotifications(tx, [first, second]));
    await h.db.transaction((tx) => markNotification(tx, { notificationId: first.id, userId: ann, as: 'read' }));
    await h.db.transaction((tx) => markNotification(tx, { notificationId: first.id, userId: ann, as: 'read' }));
    await h.db.transaction((tx) => markNotification(tx, { notificationId: first.id, userId: ann, as: 'dismissed' }));
    expect(await notificationCount(h.db, ann)).toBe(1);
    // Another user's mark changes nothing (the UPDATE matches no row).
    await h.db.transaction((tx) => markNotification(tx, { notificationId: second.id, userId: randomUUID(), as: 'read' }));
    expect(await notificationCount(h.db, ann)).toBe(1);
    await h.db.transaction((tx) => markNotification(tx, { notificationId: second.id, userId: ann, as: 'dismissed' }));
    expect(await notificationCount(h.db, ann)).toBe(0);

    const match = { id: randomUUID(), userId: ann, title: 'A match', imageUrl: '', longBody: '', link: '/x', inventoryId: randomUUID() };
    await h.db.transaction((tx) => insertVehicleMatches(tx, [{ ...match, createdAt: new Date().toISOString() }]));
    await h.db.transaction((tx) => markNotification(tx, { notificationId: match.id, userId: ann, as: 'read' }, 'VehicleMatch'));
    await h.db.transaction((tx) => markNotification(tx, { notificationId: match.id, userId: ann, as: 'read' }));
    expect(await notificationCount(h.db, ann)).toBe(0);
    await expectCountsMatchRows([ann]);
  });

  it('follows rows deleted and a table emptied', async () => {
    const ann = randomUUID();
    await h.db.transaction((tx) => insertNotifications(tx, [offerRow(ann, randomUUID()), offerRow(ann, randomUUID())]));
    await h.db.query(`DELETE FROM rm_notifications WHERE id = (SELECT id FROM rm_notifications WHERE user_id = $1 LIMIT 1)`, [ann]);
    expect(await notificationCount(h.db, ann)).toBe(1);
    await h.db.query('TRUNCATE rm_notifications');
    expect(await notificationCount(h.db, ann)).toBe(0);
    expect((await h.db.query('SELECT * FROM rm_notification_unread')).rows).toEqual([]);
  });

  it('are filled from the rows already there when the migration first runs, and not again on a second run', async () => {
    const ann = randomUUID();
    // Rows as a database migrated before the counts holds them: written without the triggers.
    await h.db.query('ALTER TABLE rm_notifications DISABLE TRIGGER USER');
    await h.db.transaction((tx) => insertNotifications(tx, [offerRow(ann, randomUUID()), offerRow(ann, randomUUID(), 'OfferWon')]));
    await h.db.query('ALTER TABLE rm_notifications ENABLE TRIGGER USER');
    await h.db.query('TRUNCATE rm_notification_unread');
    await h.db.query(`DELETE FROM rm_migrations WHERE id = 'notifications/002-unread-counts'`);
    await migrateReadModels(h.db);
    expect(await notificationCount(h.db, ann)).toBe(2);
    await h.db.query(`DELETE FROM rm_migrations WHERE id = 'notifications/002-unread-counts'`);
    await migrateReadModels(h.db);
    expect(await notificationCount(h.db, ann)).toBe(2);
    await expectCountsMatchRows([ann]);
  });

  it('matches the rows after the offer story is replayed, and after it is replayed again', async () => {
    const story = offerStory();
    await append(h.store, ...story.events);
    const users = [story.buyer1, story.buyer2, ...story.staff, ...story.vendors].map((u) => u.data.id);
    for (let round = 0; round < 2; round++) {
      await replayReadModels({ db: h.db, store: h.store, projectors: allProjectors });
      expect((await recount()).length).toBeGreaterThan(0);
      await expectCountsMatchRows(users);
    }
  });
});

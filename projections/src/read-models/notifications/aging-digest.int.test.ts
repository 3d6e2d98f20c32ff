import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { AgingDigestVehicle, Role } from '@dtn/contracts';
import { uuidV5 } from '@dtn/platform/commands/ids';
import { allProjectors } from '../../all-projectors';
import { replayReadModels } from '../../replay';
import { append, dealerGroupCreated, dealershipData, userRegistered, vehicleListed } from '../../testing/events';
import { openHarness, reapplyAll, type Harness } from '../../testing/harness';
import { recentEmails } from '../outbox/queries';
import { notificationsProjector } from './projector';
import { notificationById, notificationsPage } from './queries';

describe('notifications projector: the aging digest', () => {
  let h: Harness;
  beforeAll(async () => (h = await openHarness()));
  afterAll(() => h.dispose());

  it('raises one AgingDigest for each seller of the dealership’s group, with its vehicles, a link to it and an email; once', async () => {
    const group = dealerGroupCreated();
    const otherGroup = dealerGroupCreated();
    const austin = dealershipData(group.data.id, 0, { name: 'Austin Motors' });
    const elsewhere = dealershipData(otherGroup.data.id, 1);
    const person = (role: Role, sellAuthority: boolean, groupId: string, dealershipId: string, n: number) => {
      const user = userRegistered(groupId, [dealershipId], n);
      return { ...user, data: { ...user.data, role, buyAuthority: !sellAuthority, sellAuthority } };
    };
    const seller = person('UsedCarManager', true, group.data.id, austin.id, 1);
    const quietSeller = person('SalesManager', true, group.data.id, austin.id, 2);
    const buyer = person('UsedCarManager', false, group.data.id, austin.id, 3);
    const bdc = person('BDCManager', true, group.data.id, austin.id, 4);
    const strangerSeller = person('UsedCarManager', true, otherGroup.data.id, elsewhere.id, 5);
    const camry = vehicleListed(austin, 0);
    const vehicles: AgingDigestVehicle[] = [
      {
        inventoryId: camry.data.id,
        vin: camry.data.vin,
        year: camry.data.year,
        make: camry.data.make,
        model: camry.data.model,
        threshold: 45,
        daysInInventory: 45,
        listPrice: 24_500,
        priceToMarket: 104.2,
        agingCost: 1575,
      },
      {
        inventoryId: randomUUID(),
        vin: '1FTFW1ET5DFC10312',
        year: 2019,
        make: 'Ford',
        model: 'F-150',
        threshold: 30,
        daysInInventory: 30,
        listPrice: null,
        priceToMarket: null,
        agingCost: 1050,
      },
    ];
    const digest = {
      type: 'AgingDigestIssued' as const,
      eventId: randomUUID(),
      data: {
        id: austin.id,
        dealerGroupId: group.data.id,
        dealershipName: 'Austin Motors',
        date: '2026-03-10',
        since: '2026-03-09T00:00:00.000Z',
        asOf: '2026-03-10T00:00:00.000Z',
        vehicles,
      },
    };
    await append(
      h.store,
      group,
      otherGroup,
      { type: 'DealershipCreated', data: austin },
      { type: 'DealershipCreated', data: elsewhere },
      seller,
      quietSeller,
      buyer,
      bdc,
      strangerSeller,
      { type: 'NotificationEmailsChosen', data: { id: quietSeller.data.id, off: ['AgingDigest'] } },
      camry,
      digest,
    );
    await replayReadModels({ db: h.db, store: h.store, projectors: allProjectors });

    const rows = async () =>
      (
        await h.db.query(
          `SELECT id, user_id, title, long_body, link, image_url, inventory_id, aging FROM rm_notifications
            WHERE notification_type = 'AgingDigest' ORDER BY id`,
        )
      ).rows;
    const first = await rows();
    expect(first.map((r) => r.user_id).sort()).toEqual([seller.data.id, quietSeller.data.id].sort());
    const mine = uuidV5(`${digest.eventId}:${seller.data.id}`);
    expect(first.find((r) => r.user_id === seller.data.id)).toEqual({
      id: mine,
      user_id: seller.data.id,
      title: 'Aging: 2 vehicles at Austin Motors crossed a threshold',
      long_body: [
        '2 vehicles at Austin Motors reached an aging threshold. Reprice, spotlight or set a Buy Now price to move them:',
        `${camry.data.year} Toyota Camry (VIN ${camry.data.vin}): 45 days (threshold 45), list price $24,500.00, 104.2% of market, aging cost $1,575.00`,
        '2019 Ford F-150 (VIN 1FTFW1ET5DFC10312): 30 days (threshold 30), no list price, no market value yet, aging cost $1,050.00',
      ].join('\n'),
      link: `/agingdigest/${mine}`,
      image_url: camry.data.images[0],
      inventory_id: null,
      aging: vehicles,
    });

    // The drawer's reads carry the vehicles; nobody else reads another's.
    expect(await notificationById(h.db, seller.data.id, mine)).toMatchObject({ notificationType: 'AgingDigest', agingVehicles: vehicles });
    expect(await notificationById(h.db, buyer.data.id, mine)).toBeNull();
    const page = await notificationsPage(h.db, seller.data.id, { page: 1, pageSize: 10, includeRead: true });
    expect(page.results).toEqual([expect.objectContaining({ id: mine, agingVehicles: vehicles, link: `/agingdigest/${mine}` })]);

    // Emailed to the seller who did not switch them off, with the digest's link.
    const emails = (await recentEmails(h.db, 50)).filter((e) => e.subject.startsWith('Aging:'));
    expect(emails.map((e) => e.toAddress)).toEqual([seller.data.email]);
    expect(emails[0]!.body).toContain(`Open the digest:\n<`);
    expect(emails[0]!.body).toContain(`/agingdigest/${mine}`);

    await reapplyAll(h, [notificationsProjector]);
    expect(await rows()).toEqual(first);
    expect((await recentEmails(h.db, 50)).filter((e) => e.subject.startsWith('Aging:'))).toHaveLength(1);
  });
});

import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { allProjectors } from '../../all-projectors';
import { replayReadModels } from '../../replay';
import { append, userRegistered } from '../../testing/events';
import { openHarness, reapplyAll, type Harness } from '../../testing/harness';
import { usersProjector } from './projector';
import { notificationEmailsOffOf } from './queries';

describe('users projector', () => {
  let h: Harness;
  beforeAll(async () => (h = await openHarness()));
  afterAll(() => h.dispose());

  it('writes one row per UserRegistered, and the same row when the event comes again', async () => {
    const groupId = randomUUID();
    const dealerships = [randomUUID(), randomUUID()];
    const user = userRegistered(groupId, dealerships, 2);
    const base = userRegistered(groupId, [], 1);
    const admin = { ...base, data: { ...base.data, role: 'Admin' as const, dealerGroupId: null } };
    await append(h.store, user, admin);
    await replayReadModels({ db: h.db, store: h.store, projectors: allProjectors });

    const rows = async () => (await h.db.query('SELECT * FROM rm_users ORDER BY id')).rows;
    const first = await rows();
    expect(first).toHaveLength(2);
    const d = user.data;
    expect(first).toContainEqual({
      id: d.id,
      user_id: d.userId,
      email: d.email,
      first_name: 'Pat',
      last_name: 'Dealer2',
      title: 'Used Car Manager',
      image_url: '',
      phone_number: '512-555-0100',
      role: 'UsedCarManager',
      buy_authority: true,
      sell_authority: true,
      dealer_group_id: groupId,
      dealership_ids: dealerships,
      postal_code: '77002',
      latitude: 29.7569,
      longitude: -95.3625,
      notification_emails_off: [],
    });
    expect(first).toContainEqual(expect.objectContaining({ id: admin.data.id, role: 'Admin', dealer_group_id: null, dealership_ids: [] }));

    await reapplyAll(h, [usersProjector]);
    expect(await rows()).toEqual(first);
  });

  it('applies role, dealership and profile changes, the same when they come again', async () => {
    const groupId = randomUUID();
    const user = userRegistered(groupId, [randomUUID()], 3);
    const id = user.data.id;
    const stores = [randomUUID(), randomUUID()];
    await append(
      h.store,
      user,
      { type: 'UserRoleChanged', data: { id, role: 'GeneralManager', buyAuthority: false, sellAuthority: true } },
      { type: 'UserDealershipsAssigned', data: { id, dealershipIds: stores } },
      { type: 'UserProfileUpdated', data: { id, title: 'GM', postalCode: '78701', latitude: 30.2711, longitude: -97.7437 } },
      { type: 'NotificationEmailsChosen', data: { id, off: ['NewReply', 'OfferCountered'] } },
      { type: 'NotificationEmailsChosen', data: { id, off: ['OfferCountered'] } },
    );
    await replayReadModels({ db: h.db, store: h.store, projectors: allProjectors });

    const row = async () => (await h.db.query('SELECT * FROM rm_users WHERE id = $1', [id])).rows[0];
    const first = await row();
    expect(first).toMatchObject({
      role: 'GeneralManager',
      buy_authority: false,
      sell_authority: true,
      dealership_ids: stores,
      title: 'GM',
      postal_code: '78701',
      latitude: 30.2711,
      longitude: -97.7437,
      notification_emails_off: ['OfferCountered'],
    });
    expect(await notificationEmailsOffOf(h.db, id)).toEqual(['OfferCountered']);
    await reapplyAll(h, [usersProjector]);
    expect(await row()).toEqual(first);
  });
});

import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { allProjectors } from '../../all-projectors';
import { replayReadModels } from '../../replay';
import { append, dealerGroupCreated } from '../../testing/events';
import { openHarness, reapplyAll, type Harness } from '../../testing/harness';
import { dealerGroupsProjector } from './projector';
import { dealerGroupById, groupNames } from './queries';

describe('dealer groups projector', () => {
  let h: Harness;
  beforeAll(async () => (h = await openHarness()));
  afterAll(() => h.dispose());

  it('writes one row per DealerGroupCreated, and the same row when the event comes again', async () => {
    const created = dealerGroupCreated({
      organizationName: 'Hill Country Auto',
      shortName: 'HCA',
      imageUrl: 'https://img.example/hca.png',
    });
    await append(h.store, created, dealerGroupCreated());
    await replayReadModels({ db: h.db, store: h.store, projectors: allProjectors });

    const rows = async () => (await h.db.query('SELECT * FROM rm_dealer_groups ORDER BY id')).rows;
    const first = await rows();
    expect(first).toHaveLength(2);
    expect(first).toContainEqual({
      id: created.data.id,
      organization_name: 'Hill Country Auto',
      slug: created.data.slug,
      short_name: 'HCA',
      dealer_vault_vendor_id: 'DV-100',
      active: true,
      image_url: 'https://img.example/hca.png',
      response_hours: 24,
    });

    await reapplyAll(h, [dealerGroupsProjector]);
    expect(await rows()).toEqual(first);
  });

  it('keeps the response hours last set, and the same when the events come again', async () => {
    const created = dealerGroupCreated();
    const set = (hours: number) => ({ type: 'DealerGroupResponseHoursSet' as const, data: { id: created.data.id, hours } });
    await append(h.store, created, set(6), set(48));
    await replayReadModels({ db: h.db, store: h.store, projectors: allProjectors });
    const hours = async () =>
      (await h.db.query<{ response_hours: number }>('SELECT response_hours FROM rm_dealer_groups WHERE id = $1', [created.data.id])).rows[0]
        ?.response_hours;
    expect(await hours()).toBe(48);
    expect((await dealerGroupById(h.db, created.data.id))?.responseHours).toBe(48);
    expect((await groupNames(h.db, [created.data.id])).get(created.data.id)).toEqual({
      organizationName: 'Lone Star Auto Group',
      shortName: 'LSAG',
      responseHours: 48,
    });

    await reapplyAll(h, [dealerGroupsProjector]);
    expect(await hours()).toBe(48);
  });
});

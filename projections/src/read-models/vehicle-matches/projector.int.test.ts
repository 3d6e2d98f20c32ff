import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { streamIds } from '@dtn/contracts';
import { allProjectors } from '../../all-projectors';
import { replayReadModels } from '../../replay';
import { createProjectionRunner } from '../../runner';
import { openHarness, reapplyAll, type Harness } from '../../testing/harness';
import { dumpReadModels } from '../../testing/read-model-dump';
import { waitForCatchUp } from '../../wait-for-catch-up';
import { buyListProjector } from '../buy-list/projector';
import { buyListItemRows } from '../buy-list/testing';
import { notificationRow, notificationRows } from '../notifications/testing';
import { vehicleMatchId } from './match';
import { vehicleMatchesProjector } from './projector';
import { appendStory, buyListStory } from './story';

describe('vehicle-match projector', () => {
  let h: Harness;
  const story = buyListStory();
  const { near, dallasItem, civicItem, camry, civic, houstonCamry } = story;
  const matches = () => notificationRows(h.db, 'vehicle-match');

  beforeAll(async () => {
    h = await openHarness();
    await appendStory(h.store, story.events);
    await replayReadModels({ db: h.db, store: h.store, projectors: allProjectors });
  }, 30_000);
  afterAll(() => h.dispose());

  it('matches make and model (any case), years and radius, once per vehicle and item; never the own group, a sold vehicle or a removed item', async () => {
    const expected = [
      [camry, near],
      [camry, dallasItem], // the Austin Camry: 0 and ~182 miles; not the Houston item (20 miles), not 2010-2012, not the colleague's
      [civic, civicItem], // the item added after the Civic was listed; the sold Civic stays out
      [houstonCamry, dallasItem], // ~225 miles; the Houston item was removed before
    ] as const;
    expect((await matches()).map((m) => m.id).sort()).toEqual(expected.map(([v, i]) => vehicleMatchId(v.data.id, i.data.id)).sort());
    expect((await matches()).every((m) => m.user_id === story.buyer)).toBe(true);
  });

  it('writes title, image, long body, link and inventoryId', async () => {
    expect(await notificationRow(h.db, vehicleMatchId(camry.data.id, near.data.id))).toEqual(
      expect.objectContaining({
        user_id: story.buyer,
        notification_type: 'VehicleMatch',
        title: 'Vehicle match: 2020 Toyota Camry',
        image_url: camry.data.images[0],
        link: `/inventorydetail/${camry.data.vin}`,
        inventory_id: camry.data.id,
        offer_id: null,
        long_body: `A 2020 Toyota Camry matching your buy list (2018–2022, within 50 miles) is for sale at ${story.austinStore.data.name}, Austin, TX, 0 miles away.`,
        is_read: false,
        dismissed: false,
      }),
    );
  });

  it('leaves the live buy list items to the buy list read model', async () => {
    expect((await buyListItemRows(h.db)).map((r) => r.id)).toEqual(
      [near, story.oldYears, story.ownGroup, dallasItem, civicItem].map((e) => e.data.id),
    );
  });

  it('inserts nothing new and changes nothing when every event is applied again', async () => {
    const before = await dumpReadModels(h.db);
    await reapplyAll(h, [buyListProjector, vehicleMatchesProjector]);
    expect(await dumpReadModels(h.db)).toEqual(before);
  });

  it('comes out the same whatever the batch boundaries (one event per batch vs one replay batch)', async () => {
    const live = await openHarness();
    try {
      const last = await appendStory(live.store, story.events);
      const runner = createProjectionRunner({ db: live.db, store: live.store, projectors: allProjectors, batchSize: 1 });
      await runner.start();
      expect(await waitForCatchUp(live.db, last.position, { timeoutMs: 30_000 })).toBe(true);
      await runner.stop();
      expect(await dumpReadModels(live.db)).toEqual(await dumpReadModels(h.db));
    } finally {
      await live.dispose();
    }
  }, 30_000);

  it('comes out the same through the one-event apply path as through the replay runs', async () => {
    const single = await openHarness();
    try {
      await appendStory(single.store, story.events);
      await reapplyAll(single, allProjectors);
      expect(await dumpReadModels(single.db)).toEqual(await dumpReadModels(h.db));
    } finally {
      await single.dispose();
    }
  }, 30_000);

  it('marks a match read even when the mark shares its batch with the listing', async () => {
    const id = vehicleMatchId(camry.data.id, near.data.id);
    const replayed = await openHarness();
    try {
      await appendStory(replayed.store, story.events);
      await replayed.store.appendToStream(
        streamIds.notification(id),
        [
          {
            id: randomUUID(),
            type: 'NotificationRead',
            data: { notificationId: id, userId: story.buyer },
            metadata: { userId: story.buyer, correlationId: randomUUID(), occurredAt: new Date().toISOString() },
          },
        ],
        { expectedRevision: 'any' },
      );
      await replayReadModels({ db: replayed.db, store: replayed.store, projectors: allProjectors });
      expect(await notificationRow(replayed.db, id)).toMatchObject({ is_read: true });
    } finally {
      await replayed.dispose();
    }
  }, 30_000);
});

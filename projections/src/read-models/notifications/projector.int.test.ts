import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { allProjectors } from '../../all-projectors';
import { replayReadModels } from '../../replay';
import { createProjectionRunner } from '../../runner';
import type { SqlClient } from '@dtn/platform/db/database';
import { append, type TestEvent } from '../../testing/events';
import { notificationId } from '../../testing/offer-events';
import { offerStory } from '../../testing/offer-story';
import { openHarness, reapplyAll, type Harness } from '../../testing/harness';
import { projectorSpec } from '../../testing/projector-spec';
import { dumpReadModels } from '../../testing/read-model-dump';
import { waitForCatchUp } from '../../wait-for-catch-up';
import { transportBidsProjector } from '../transport-bids/projector';
import { notificationsProjector } from './projector';
import { notificationRow } from './testing';

describe('notifications projector', () => {
  let h: Harness;
  const story = offerStory();
  const { a, b, camry, buyer1, buyer2, staff, noSell, vendors, bid1, bid2 } = story;
  const seller = `/offerdetails/${a.offerId}`;
  const image = 'https://img.example/16.jpg';
  beforeAll(async () => {
    h = await openHarness();
    await append(h.store, ...story.events);
    await replayReadModels({ db: h.db, store: h.store, projectors: allProjectors });
  });
  afterAll(() => h.dispose());

  // Specs run on a database of their own: the tests below compare with the whole story's replay in h.
  let specs: Harness;
  beforeAll(async () => {
    specs = await openHarness();
  });
  afterAll(() => specs.dispose());
  const spec = () => projectorSpec(specs, [transportBidsProjector, notificationsProjector]);
  const nth = (type: string, n = 0) => story.events.filter((e) => e.type === type)[n]!;
  const before = (event: TestEvent) => story.events.slice(0, story.events.indexOf(event));
  const rows =
    (...ids: string[]) =>
    (db: SqlClient) =>
      Promise.all(ids.map((id) => notificationRow(db, id)));

  const who = (id: string) =>
    id === buyer1.data.id
      ? 'buyer1'
      : id === buyer2.data.id
        ? 'buyer2'
        : id === vendors[0]!.data.id
          ? 'vendor1'
          : id === vendors[1]!.data.id
            ? 'vendor2'
            : staff.some((s) => s.data.id === id)
              ? 'staff'
              : id;
  const summary = async (db: SqlClient) =>
    (await notificationsInOrder(db)).map((n) => `${n.notification_type as string} -> ${who(n.user_id as string)}`);
  const notificationsInOrder = async (db: SqlClient) =>
    (await db.query('SELECT * FROM rm_notifications ORDER BY created_at, notification_type, user_id')).rows;

  it('raises each notification of the lifecycle to the people it concerns', async () => {
    await spec()
      .given([])
      .when(...story.events)
      .thenRows(summary, [
        'NewReply -> buyer1', // the seller's staff wrote while transport was bidding
        'TransportBidLost -> vendor2',
        'TransportBidWon -> vendor1',
        'NewOffer -> staff',
        'NewOffer -> staff',
        'NewReply -> staff',
        'NewReply -> staff',
        'UpdatedOffer -> staff',
        'UpdatedOffer -> staff',
        'NewOffer -> staff',
        'NewOffer -> staff', // buyer 2
        'OfferCancelled -> staff',
        'OfferCancelled -> staff',
        'OfferRestored -> staff',
        'OfferRestored -> staff',
        'OfferWon -> buyer1',
        'OfferLost -> buyer2',
        // buyer 1's request on the other vehicle was cancelled before it was submitted: nothing.
      ]);
    const all = await notificationsInOrder(specs.db);
    expect(all.some((n) => n.user_id === noSell.data.id)).toBe(false);
    expect(all.every((n) => n.image_url === image && n.inventory_id === camry.data.id)).toBe(true);
  });

  it('a new offer: its title, body, link and ids for the seller staff', () => {
    const submitted = nth('OfferSubmitted');
    const id = notificationId(submitted.eventId!, staff[1]!.data.id);
    return spec()
      .given(before(submitted))
      .when(submitted)
      .thenRows(rows(id), [
        {
          id,
          user_id: staff[1]!.data.id,
          notification_type: 'NewOffer',
          title: 'New offer on the 2021 Toyota Camry',
          image_url: image,
          long_body: 'A buyer made an offer of $23,500.00 plus $450.00 transport ($23,950.00 in total) on the 2021 Toyota Camry.',
          link: seller,
          inventory_id: camry.data.id,
          offer_id: a.offerId,
          is_read: false,
          dismissed: false,
          created_at: new Date(Date.UTC(2025, 2, 1, 12, 0, 18)),
          // Only an aging digest lists vehicles.
          aging: null,
        },
      ]);
  });

  it("an updated offer and a second buyer's offer without transport", () => {
    const [updated, second] = [nth('OfferUpdated'), nth('OfferSubmitted', 1)];
    return spec()
      .given(before(updated))
      .when(updated, second)
      .thenRows(rows(notificationId(updated.eventId!, staff[0]!.data.id), notificationId(second.eventId!, staff[0]!.data.id)), [
        expect.objectContaining({
          title: 'Offer updated on the 2021 Toyota Camry',
          link: seller,
          long_body: 'The buyer changed their offer on the 2021 Toyota Camry to $23,750.00 plus $450.00 transport ($24,200.00 in total).',
        }),
        expect.objectContaining({
          long_body: 'A buyer made an offer of $23,000.00 on the 2021 Toyota Camry.',
          link: `/offerdetails/${b.offerId}`,
          offer_id: b.offerId,
        }),
      ]);
  });

  it('the accepted buyer wins (and reads it), the other loses (and dismisses it)', () => {
    const [accepted, lost] = [nth('OfferAccepted'), nth('OfferLost')];
    return spec()
      .given(before(accepted))
      .when(accepted, lost, nth('NotificationRead'), nth('NotificationDismissed'))
      .thenRows(rows(notificationId(accepted.eventId!, buyer1.data.id), notificationId(lost.eventId!, buyer2.data.id)), [
        expect.objectContaining({
          notification_type: 'OfferWon',
          title: 'Your offer on the 2021 Toyota Camry was accepted',
          is_read: true,
          dismissed: false,
          long_body: 'The seller accepted your offer of $23,750.00 plus $450.00 transport ($24,200.00 in total) on the 2021 Toyota Camry.',
          link: `/myofferdetails/${camry.data.id}`,
        }),
        expect.objectContaining({
          title: 'The 2021 Toyota Camry was sold to another buyer',
          is_read: false,
          dismissed: true,
          long_body: 'Your offer of $23,000.00 on the 2021 Toyota Camry was not accepted: the vehicle was sold to another buyer.',
        }),
      ]);
  });

  it("the buyer's reply reaches the seller staff", () => {
    const reply = nth('ConversationMessageAdded', 1);
    return spec()
      .given(before(reply))
      .when(reply)
      .thenRows(rows(notificationId(reply.eventId!, staff[0]!.data.id)), [
        expect.objectContaining({
          notification_type: 'NewReply',
          title: 'New reply on the 2021 Toyota Camry',
          long_body: 'Can you do a quick inspection?',
          link: seller,
        }),
      ]);
  });

  it('a selected transport quote: the vendor chosen wins, the other loses', () => {
    const selected = nth('TransportBidSelected');
    return spec()
      .given(before(selected))
      .when(selected)
      .thenRows(rows(notificationId(selected.eventId!, vendors[0]!.data.id), notificationId(selected.eventId!, vendors[1]!.data.id)), [
        expect.objectContaining({
          title: 'Your transport bid for the 2021 Toyota Camry was selected',
          long_body: 'Your quote of $450.00 to transport the 2021 Toyota Camry was selected.',
          link: `/bidtransport/${bid1.uid}`,
        }),
        expect.objectContaining({ notification_type: 'TransportBidLost', link: `/bidtransport/${bid2.uid}` }),
      ]);
  });

  it('inserts nothing new and changes nothing when every event is applied again', async () => {
    const before = await dumpReadModels(h.db);
    await reapplyAll(h, [notificationsProjector]);
    expect(await dumpReadModels(h.db)).toEqual(before);
  });

  it('writes the same rows event by event (apply) as in whole batches (applyBatch)', async () => {
    const live = await openHarness();
    try {
      await append(live.store, ...story.events);
      await reapplyAll(live, allProjectors);
      expect(await dumpReadModels(live.db)).toEqual(await dumpReadModels(h.db));
    } finally {
      await live.dispose();
    }
  });

  it('comes out the same whatever the batch boundaries (one event per batch vs one replay batch)', async () => {
    const live = await openHarness();
    try {
      const last = await append(live.store, ...story.events);
      const runner = createProjectionRunner({ db: live.db, store: live.store, projectors: allProjectors, batchSize: 1 });
      await runner.start();
      expect(await waitForCatchUp(live.db, last.position, { timeoutMs: 30_000 })).toBe(true);
      await runner.stop();
      expect(await dumpReadModels(live.db)).toEqual(await dumpReadModels(h.db));
    } finally {
      await live.dispose();
    }
  });
});

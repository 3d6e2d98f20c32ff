import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { allProjectors } from '../../all-projectors';
import { parseDomainEvent } from '../../projector';
import { replayReadModels } from '../../replay';
import { append } from '../../testing/events';
import { offerStory } from '../../testing/offer-story';
import { openHarness, reapplyAll, readEverything, type Harness } from '../../testing/harness';
import { projectorSpec } from '../../testing/projector-spec';
import { offerMessagesProjector } from '../offer-messages/projector';
import { offerMessageRows } from '../offer-messages/testing';
import { transportBidRows } from '../transport-bids/testing';
import { transportVendorRows } from '../transport-vendors/testing';
import { offerRows } from './testing';
import { transportBidsProjector } from '../transport-bids/projector';
import { transportVendorsProjector } from '../transport-vendors/projector';
import { offersProjector } from './projector';

const at = (second: number) => new Date(Date.UTC(2025, 2, 1, 12, 0, second));

describe('offer read models', () => {
  let h: Harness;
  const story = offerStory();
  const { a, b, c, camry, destination, buyer1, buyer2, staff, bid1, bid2, vendors } = story;
  beforeAll(async () => {
    h = await openHarness();
    await append(h.store, ...story.events);
    await replayReadModels({ db: h.db, store: h.store, projectors: allProjectors });
  });
  afterAll(() => h.dispose());

  const spec = () => projectorSpec(h, [offersProjector]);
  const pick = (rows: Record<string, unknown>[], columns: string[]) =>
    rows.map((row) => Object.fromEntries(columns.map((column) => [column, row[column]])));

  // Event numbers: the index of the event in the story (its occurredAt second).
  const before = (type: string) =>
    story.events.slice(
      0,
      story.events.findIndex((e) => e.type === type),
    );
  const of = (offerId: string, ...types: string[]) =>
    story.events.filter((e) => 'offerId' in e.data && e.data.offerId === offerId && types.includes(e.type));
  const rowOf = (offerId: string) => `SELECT * FROM rm_offers WHERE id = '${offerId}'`;

  it('an offer through transport, bids and the seller accepting: won, at the amounts accepted', () =>
    spec()
      .given(before('OfferAccepted'))
      .when(...of(a.offerId, 'OfferAccepted', 'OfferDismissedBySeller'))
      .thenRows(rowOf(a.offerId), [
        {
          id: a.offerId,
          inventory_id: camry.data.id,
          buyer_user_id: buyer1.data.id,
          buyer_dealer_group_id: story.buyers.data.id,
          seller_dealer_group_id: story.seller.data.id,
          seller_dealership_id: story.lot.id,
          status: 'won',
          offer_amount: '23750.00',
          transport_offer_amount: '450.00',
          total: '24200.00',
          currency: 'USD',
          buyer_dismissed: false,
          seller_dismissed: true,
          transportation_search_radius: 50,
          destination_dealership_id: destination.id,
          expiration_date_time: new Date('2025-03-02T12:00:00.000Z'),
          selected_transport_bid_id: bid1.id,
          accepted_by_user_id: staff[0]!.data.id,
          // The story's events predate negotiation clocks: rounds without deadlines, and no turn once won.
          turn: null,
          deadline: null,
          rounds: [
            { side: 'buyer', kind: 'bid', amount: 23500, deadline: null, version: 5 },
            { side: 'buyer', kind: 'bid', amount: 23750, deadline: null, version: 7 },
          ],
          created_at: at(13),
          updated_at: at(27),
          stream_revision: '9',
          // A bid by hand: no standing order made it.
          standing_order_id: null,
          standing_order_ends_at: null,
        },
      ]));

  it('an offer cancelled, restored, then lost to another buyer', () =>
    spec()
      .given(before('OfferLost'))
      .when(...of(b.offerId, 'OfferLost', 'OfferDismissedByBuyer'))
      .thenRows(rowOf(b.offerId), [
        expect.objectContaining({
          buyer_user_id: buyer2.data.id,
          status: 'lost',
          offer_amount: '23000.00',
          transport_offer_amount: null,
          total: '23000.00',
          buyer_dismissed: true,
          seller_dismissed: false,
          transportation_search_radius: null,
          destination_dealership_id: null,
          selected_transport_bid_id: null,
          created_at: at(21),
          updated_at: at(28),
        }),
      ]));

  it('a transport request cancelled before any bid: cancelled, without amounts', () =>
    spec()
      .given(before('OfferDismissedByBuyer'))
      .when(...of(c.offerId, 'TransportRequested', 'OfferCancelled'))
      .thenRows(rowOf(c.offerId), [
        expect.objectContaining({ status: 'cancelled', offer_amount: null, total: null, created_at: at(29), updated_at: at(30) }),
      ]));

  it('transport bids: the selected quote won, the other lost, an unquoted request stays pending', async () => {
    const bids = await transportBidRows(h.db);
    expect(pick(bids, ['id', 'uid', 'offer_id', 'transport_vendor_id', 'status', 'bid_amount', 'make', 'model', 'distance_km'])).toEqual(
      expect.arrayContaining([
        {
          id: bid1.id,
          uid: bid1.uid,
          offer_id: a.offerId,
          transport_vendor_id: vendors[0]!.data.id,
          status: 'won',
          bid_amount: '450.00',
          make: 'Toyota',
          model: 'Camry',
          distance_km: 313.5,
        },
        {
          id: bid2.id,
          uid: bid2.uid,
          offer_id: a.offerId,
          transport_vendor_id: vendors[1]!.data.id,
          status: 'lost',
          bid_amount: '520.00',
          make: 'Toyota',
          model: 'Camry',
          distance_km: 313.5,
        },
        expect.objectContaining({ offer_id: c.offerId, transport_vendor_id: vendors[1]!.data.id, status: 'pending', bid_amount: null }),
      ]),
    );
    expect(bids).toHaveLength(3);
  });

  it('offer messages and transport vendors', async () => {
    const messages = (await offerMessageRows(h.db)).sort((a, b) => Number(a.sent_at) - Number(b.sent_at));
    expect(pick(messages, ['offer_id', 'from_user_id', 'message', 'sent_at'])).toEqual([
      {
        offer_id: a.offerId,
        from_user_id: staff[0]!.data.id,
        message: 'Happy to help with transport.',
        sent_at: new Date('2025-03-01T15:00:00.000Z'),
      },
      {
        offer_id: a.offerId,
        from_user_id: buyer1.data.id,
        message: 'Can you do a quick inspection?',
        sent_at: new Date('2025-03-01T16:00:00.000Z'),
      },
    ]);
    const byName = (await transportVendorRows(h.db)).sort((a, b) => (String(a.name) < String(b.name) ? -1 : 1));
    expect(pick(byName, ['id', 'name', 'city', 'state', 'postal_code', 'contact', 'email', 'latitude'])).toEqual(
      vendors.map((v) => ({
        id: v.data.id,
        name: v.data.name,
        city: v.data.city,
        state: v.data.state,
        postal_code: v.data.postalCode,
        contact: v.data.contact,
        email: v.data.email,
        latitude: v.data.latitude,
      })),
    );
  });

  it('leaves the same rows when every event is applied again', async () => {
    const dump = async () => Promise.all([offerRows, transportBidRows, offerMessageRows, transportVendorRows].map((rows) => rows(h.db)));
    // The specs above left rm_offers with a part of the story: the whole of it again.
    await replayReadModels({ db: h.db, store: h.store, projectors: allProjectors });
    const before = await dump();
    await reapplyAll(h, [transportVendorsProjector, offersProjector, transportBidsProjector, offerMessagesProjector]);
    expect(await dump()).toEqual(before);

    // An old event delivered alone (after the offer was won) changes nothing either.
    const stored = await readEverything(h.store);
    const redelivered = stored.filter((e) => ['OfferSubmitted', 'TransportBidQuoted', 'OfferUpdated'].includes(e.type));
    await h.db.transaction(async (tx) => {
      for (const event of redelivered) {
        await offersProjector.apply(tx, parseDomainEvent(event));
        await transportBidsProjector.apply(tx, parseDomainEvent(event));
      }
    });
    expect(await dump()).toEqual(before);
  });
});

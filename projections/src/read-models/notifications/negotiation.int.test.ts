import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@dtn/contracts';
import { uuidV5 } from '@dtn/platform/commands/ids';
import { publicBaseUrlFrom } from '@dtn/platform/config';
import { allProjectors } from '../../all-projectors';
import { replayReadModels } from '../../replay';
import { createProjectionRunner } from '../../runner';
import { waitForCatchUp } from '../../wait-for-catch-up';
import { append, dealerGroupCreated, dealershipData, userRegistered, vehicleListed, withMeta, type TestEvent } from '../../testing/events';
import { notificationId, offerParties, offerSubmitted } from '../../testing/offer-events';
import { openHarness, reapplyAll, type Harness } from '../../testing/harness';
import { dumpReadModels } from '../../testing/read-model-dump';
import { outboxRows } from '../outbox/testing';
import { notificationsProjector } from './projector';

/**
 * Negotiation's notifications and their emails: a counter each way and the buyer accepting the
 * seller's counter (Camry), a reminder and a lapse on the seller's turn (F-150), a Buy Now sale
 * (Civic). The buyer switched reminder emails off, then counter emails too; one of the two sell
 * staff switched counter emails off.
 */
function negotiationStory() {
  const seller = dealerGroupCreated();
  const buyers = dealerGroupCreated({ organizationName: 'Gulf Coast Motors' });
  const lot = dealershipData(seller.data.id, 0);
  const staff = [userRegistered(seller.data.id, [lot.id], 0), userRegistered(seller.data.id, [lot.id], 2)];
  const noSell = userRegistered(seller.data.id, [lot.id], 1);
  const buyer = userRegistered(buyers.data.id, [lot.id], 3);
  const [camry, f150, civic] = [vehicleListed(lot, 16), vehicleListed(lot, 17), vehicleListed(lot, 18)];
  const asBuyer = { id: buyer.data.id, dealerGroupId: buyers.data.id };
  const [a, b, c] = [offerParties(asBuyer, camry), offerParties(asBuyer, f150), offerParties(asBuyer, civic)];
  const by = staff[0]!.data.id;
  const at = (hour: number) => new Date(Date.UTC(2025, 2, 2, hour)).toISOString();
  const counter = (offerId: string, side: 'buyer' | 'seller', amount: number, deadline: string): DomainEvent => ({
    type: 'OfferCountered',
    data: { offerId, side, amount, byUserId: side === 'buyer' ? buyer.data.id : by, deadline },
  });
  const plain: DomainEvent[] = [
    seller,
    buyers,
    { type: 'DealershipCreated', data: lot },
    ...staff,
    noSell,
    buyer,
    camry,
    f150,
    civic,
    { type: 'NotificationEmailsChosen', data: { id: buyer.data.id, off: ['OfferReminder'] } },
    { type: 'NotificationEmailsChosen', data: { id: staff[1]!.data.id, off: ['OfferCountered'] } },
    offerSubmitted(a, 20000, 450),
    counter(a.offerId, 'seller', 22000, at(12)),
    { type: 'OfferReminderDue', data: { offerId: a.offerId, turn: 'buyer', deadline: at(12) } },
    counter(a.offerId, 'buyer', 21000, at(14)),
    // From here on the buyer wants no counter emails either: the choice in force at each event counts.
    { type: 'NotificationEmailsChosen', data: { id: buyer.data.id, off: ['OfferCountered', 'OfferReminder'] } },
    counter(a.offerId, 'seller', 21500, at(16)),
    { type: 'VehicleSold', data: { id: camry.data.id, soldAt: at(15), offerId: a.offerId } },
    {
      type: 'OfferAccepted',
      data: {
        offerId: a.offerId,
        inventoryId: camry.data.id,
        byUserId: buyer.data.id,
        offerAmount: 21500,
        transportOfferAmount: 450,
        total: 21950,
        side: 'buyer',
      },
    },
    offerSubmitted(b, 30000),
    { type: 'OfferReminderDue', data: { offerId: b.offerId, turn: 'seller', deadline: at(20) } },
    { type: 'OfferExpired', data: { offerId: b.offerId, inventoryId: f150.data.id, turn: 'seller', deadline: at(20) } },
    {
      type: 'OfferBoughtNow',
      data: {
        ...c,
        byUserId: buyer.data.id,
        offerAmount: 18000,
        transportOfferAmount: null,
        total: 18000,
        currency: 'USD',
        buyNowVersion: 2,
      },
    },
  ];
  const events: TestEvent[] = plain.map((e, i) =>
    withMeta(e, { eventId: randomUUID(), occurredAt: new Date(Date.UTC(2025, 2, 1, 12, 0, i)).toISOString() }),
  );
  return { events, staff, noSell, buyer, a, b, c, camry, f150, civic };
}

describe('notifications projector: negotiation', () => {
  let h: Harness;
  const story = negotiationStory();
  const { staff, noSell, buyer, a, b, c, camry } = story;
  const name = (v: typeof camry) => `${v.data.year} ${v.data.make} ${v.data.model}`;
  const [f150, civic] = [name(story.f150), name(story.civic)];
  const base = publicBaseUrlFrom();
  const eventId = (type: string, nth = 0) => story.events.filter((e) => e.type === type)[nth]!.eventId!;
  const who = (id: string) =>
    id === buyer.data.id ? 'buyer' : id === staff[0]!.data.id ? 'staff0' : id === staff[1]!.data.id ? 'staff1' : id;
  beforeAll(async () => {
    h = await openHarness();
    await append(h.store, ...story.events);
    await replayReadModels({ db: h.db, store: h.store, projectors: allProjectors });
  });
  afterAll(() => h.dispose());

  const row = async (event: string, recipient: string) =>
    (await h.db.query('SELECT * FROM rm_notifications WHERE id = $1', [notificationId(event, recipient)])).rows[0];

  it('raises each negotiation notification to the side it concerns, the seller’s side by the NewOffer rule', async () => {
    const { rows } = await h.db.query<{ notification_type: string; user_id: string; created_at: Date }>(
      'SELECT notification_type, user_id, created_at FROM rm_notifications ORDER BY created_at',
    );
    // In event order; one event's notifications sorted by what and to whom.
    const label = (n: (typeof rows)[number]) =>
      `${n.created_at.toISOString()} ${n.notification_type} -> ${who(n.user_id).replace(/\d$/, '')}`;
    const summary = rows
      .map(label)
      .sort()
      .map((l) => l.split(' ').slice(1).join(' '));
    const staffGot = (type: string) => [`${type} -> staff`, `${type} -> staff`];
    expect(summary).toEqual([
      ...staffGot('NewOffer'),
      'OfferCountered -> buyer',
      'OfferReminder -> buyer',
      ...staffGot('OfferCountered'),
      'OfferCountered -> buyer',
      ...staffGot('CounterAccepted'),
      'OfferWon -> buyer',
      ...staffGot('NewOffer'),
      ...staffGot('OfferReminder'),
      'OfferExpired -> buyer',
      ...staffGot('OfferExpired'),
      ...staffGot('BoughtNow'),
      'OfferWon -> buyer',
    ]);
    expect(rows.some((n) => n.user_id === noSell.data.id)).toBe(false);
  });

  it('finding 6: writes the texts with the vehicle, the amounts and the deadline in words in the zone of the vehicle’s dealership, and each side’s link', async () => {
    const seller = (offerId: string) => `/offerdetails/${offerId}`;
    const buyerLink = `/myofferdetails/${camry.data.id}`;
    expect(await row(eventId('OfferCountered', 0), buyer.data.id)).toMatchObject({
      notification_type: 'OfferCountered',
      title: 'Counter-offer on the 2021 Toyota Camry',
      long_body:
        'The seller countered your offer on the 2021 Toyota Camry with $22,000.00. Answer by Sunday, March 2, 2025 at 6:00 AM CST: accept it, counter or stand by your offer.',
      link: buyerLink,
      offer_id: a.offerId,
    });
    expect(await row(eventId('OfferReminderDue', 0), buyer.data.id)).toMatchObject({
      title: 'One hour left to answer on the 2021 Toyota Camry',
      long_body:
        "The seller's counter of $22,000.00 on the 2021 Toyota Camry lapses at Sunday, March 2, 2025 at 6:00 AM CST unless you accept it, counter or stand by your offer.",
    });
    expect(await row(eventId('OfferCountered', 1), staff[1]!.data.id)).toMatchObject({
      title: 'The buyer countered on the 2021 Toyota Camry',
      long_body:
        'The buyer countered on the 2021 Toyota Camry with $21,000.00. Answer by Sunday, March 2, 2025 at 8:00 AM CST: accept it, counter or reject it.',
      link: seller(a.offerId),
    });
    const accepted = eventId('OfferAccepted');
    expect(await row(accepted, staff[0]!.data.id)).toMatchObject({
      notification_type: 'CounterAccepted',
      title: 'Counter accepted on the 2021 Toyota Camry',
      long_body:
        'The buyer accepted your counter of $21,500.00 plus $450.00 transport ($21,950.00 in total): the 2021 Toyota Camry is sold.',
      link: seller(a.offerId),
    });
    expect(await row(accepted, buyer.data.id)).toMatchObject({
      notification_type: 'OfferWon',
      title: 'You bought the 2021 Toyota Camry',
      long_body:
        "You accepted the seller's counter: the 2021 Toyota Camry is yours at $21,500.00 plus $450.00 transport ($21,950.00 in total).",
    });
    expect(await row(eventId('OfferReminderDue', 1), staff[0]!.data.id)).toMatchObject({
      long_body: `The offer of $30,000.00 on the ${f150} lapses at Sunday, March 2, 2025 at 2:00 PM CST unless you accept it, counter or reject it.`,
      link: seller(b.offerId),
    });
    const expired = eventId('OfferExpired');
    expect(await row(expired, buyer.data.id)).toMatchObject({
      title: `Your offer on the ${f150} expired`,
      long_body: `The seller did not answer your offer of $30,000.00 on the ${f150} by Sunday, March 2, 2025 at 2:00 PM CST, so it expired.`,
    });
    expect(await row(expired, staff[1]!.data.id)).toMatchObject({
      title: `An offer on the ${f150} expired`,
      long_body: `Nobody answered the offer of $30,000.00 on the ${f150} by Sunday, March 2, 2025 at 2:00 PM CST, so it expired.`,
    });
    const bought = eventId('OfferBoughtNow');
    expect(await row(bought, staff[0]!.data.id)).toMatchObject({
      notification_type: 'BoughtNow',
      title: `The ${civic} was bought with Buy Now`,
      long_body: `A buyer bought the ${civic} at its Buy Now price of $18,000.00.`,
      link: seller(c.offerId),
      offer_id: c.offerId,
    });
    expect(await row(bought, buyer.data.id)).toMatchObject({
      notification_type: 'OfferWon',
      long_body: `You bought the ${civic} at its Buy Now price of $18,000.00.`,
    });
  });

  it('queues an email for each negotiation notification, to the recipient’s address, unless they switched that type off', async () => {
    const emails = (await outboxRows(h.db)) as { id: string; to_address: string; subject: string; body: string }[];
    const emailId = (event: string, user: string) => uuidV5(`email:${event}:${user}`);
    const to = (user: { data: { email: string } }) => user.data.email;
    const expected = [
      [eventId('OfferCountered', 0), buyer],
      [eventId('OfferCountered', 1), staff[0]!], // staff 1 switched counter emails off
      [eventId('OfferAccepted'), staff[0]!],
      [eventId('OfferAccepted'), staff[1]!],
      [eventId('OfferReminderDue', 1), staff[0]!], // the buyer switched reminder emails off
      [eventId('OfferReminderDue', 1), staff[1]!],
      [eventId('OfferExpired'), buyer],
      [eventId('OfferExpired'), staff[0]!],
      [eventId('OfferExpired'), staff[1]!],
      [eventId('OfferBoughtNow'), staff[0]!],
      [eventId('OfferBoughtNow'), staff[1]!],
    ] as const;
    expect(emails.map((e) => [e.id, e.to_address]).sort()).toEqual(
      expected.map(([event, user]) => [emailId(event, user.data.id), to(user)]).sort(),
    );
    // New offers and won offers are in the drawer only; the second seller counter came after the
    // buyer switched counter emails off.
    expect(emails.find((e) => e.id === emailId(eventId('OfferCountered', 2), buyer.data.id))).toBeUndefined();
    expect(emails.find((e) => e.id === emailId(eventId('OfferAccepted'), buyer.data.id))).toBeUndefined();
    expect(emails.find((e) => e.id === emailId(eventId('OfferCountered', 0), buyer.data.id))).toEqual({
      id: emailId(eventId('OfferCountered', 0), buyer.data.id),
      to_address: to(buyer),
      subject: 'Counter-offer on the 2021 Toyota Camry',
      body: [
        'The seller countered your offer on the 2021 Toyota Camry with $22,000.00. Answer by Sunday, March 2, 2025 at 6:00 AM CST: accept it, counter or stand by your offer.',
        '',
        'Open the offer:',
        `<${base}/myofferdetails/${camry.data.id}>`,
        '',
        'You get this email for your notifications on the Dealer Trade Network. To get no more emails like it, switch them off under Emails in your preferences:',
        `<${base}/preferences>`,
      ].join('\n'),
      created_at: new Date(story.events.find((e) => e.eventId === eventId('OfferCountered', 0))!.occurredAt!),
      sent_at: null,
    });
    expect(emails.find((e) => e.id === emailId(eventId('OfferBoughtNow'), staff[0]!.data.id))?.body).toContain(
      `Open the offer:\n<${base}/offerdetails/${c.offerId}>`,
    );
  });

  it('inserts nothing new and changes nothing when every event is applied again', async () => {
    const before = await dumpReadModels(h.db);
    await reapplyAll(h, [notificationsProjector]);
    expect(await dumpReadModels(h.db)).toEqual(before);
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

  it('writes the same rows and emails event by event (apply) as in whole batches (applyBatch)', async () => {
    const live = await openHarness();
    try {
      await append(live.store, ...story.events);
      await reapplyAll(live, allProjectors);
      expect(await dumpReadModels(live.db)).toEqual(await dumpReadModels(h.db));
    } finally {
      await live.dispose();
    }
  });
});

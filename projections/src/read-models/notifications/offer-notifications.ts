import { dateTimeInWords } from '@dtn/contracts/domain/time-zone';
import type { SqlClient } from '@dtn/platform/db/database';
import type { ProjectedEvent } from '../../projector';
import { bidLinksOfOffer } from '../transport-bids/queries';
import type { OfferFacts } from './facts';
import type { RunFacts } from './offer-run';
import { negotiationTexts } from './negotiation-texts';
import { links, texts, vehicleName, type NotificationText } from './texts';

export type OfferStreamEvent = Extract<
  ProjectedEvent,
  {
    type:
      | 'TransportRequested'
      | 'OfferSubmitted'
      | 'OfferUpdated'
      | 'TransportBidSelected'
      | 'OfferCancelled'
      | 'OfferRestored'
      | 'OfferAccepted'
      | 'OfferRejected'
      | 'OfferLost'
      | 'ConversationMessageAdded'
      | 'OfferCountered'
      | 'OfferStoodBy'
      | 'OfferExpired'
      | 'OfferReminderDue'
      | 'OfferBoughtNow';
  }
>;

/** A notification to raise, before its id and time are set. */
export interface Raised {
  userId: string;
  type: string;
  title: string;
  imageUrl: string;
  longBody: string;
  link: string;
  inventoryId: string;
  offerId: string;
}

type Audience = { userIds: string[]; link: string };

/**
 * Updates the offer's facts in `run` with one of its events and returns the notifications it
 * raises. An event at or below the revision already taken into account is a redelivery: nothing.
 */
export async function applyOfferEvent(tx: SqlClient, run: RunFacts, event: OfferStreamEvent): Promise<Raised[]> {
  const known = run.offers.get(event.data.offerId);
  if (known && event.revision <= known.revision) return [];
  const facts = known ?? opening(event);
  if (!facts) return [];
  const before = { ...facts };
  facts.revision = event.revision;
  run.offers.set(facts.id, facts);
  run.changed.add(facts.id);

  // Whoever holds the side's rights at this event (./audience.ts).
  const seller = (): Audience => ({ userIds: run.hearers.sellers.get(facts.sellerDealerGroupId) ?? [], link: links.seller(facts.id) });
  const buyer: Audience = {
    userIds: run.hearers.buyers.has(facts.buyerUserId) ? [facts.buyerUserId] : [],
    link: links.buyer(facts.inventoryId),
  };
  const raised: Array<[Audience, NotificationText]> = [];
  let vendors: Raised[] = [];
  // A deadline in words in the zone of the vehicle's dealership (UTC for one the facts lack).
  const when = (deadline: string) => dateTimeInWords(deadline, run.zones.get(facts.sellerDealershipId) ?? 'UTC');

  switch (event.type) {
    case 'TransportRequested':
      break;
    case 'OfferSubmitted':
    case 'OfferUpdated': {
      const d = event.data;
      Object.assign(facts, {
        submitted: true,
        offerAmount: d.offerAmount,
        transportOfferAmount: d.transportOfferAmount,
        total: d.total,
        counterAmount: null,
      });
      // Only the first submission is a new offer; the stream never holds a second one.
      const isNew = event.type === 'OfferSubmitted' && !before.submitted;
      const origin = event.type === 'OfferSubmitted' ? event.data.origin : undefined;
      const zone = run.zones.get(facts.sellerDealershipId) ?? 'UTC';
      const text = !isNew
        ? texts.updatedOffer(facts.vehicle, facts)
        : origin
          ? texts.newInstantOffer(facts.vehicle, facts, origin.endsAt, zone)
          : texts.newOffer(facts.vehicle, facts);
      raised.push([seller(), text]);
      break;
    }
    case 'OfferCancelled':
      if (event.data.reason === 'demo-reset') {
        // Nobody cancelled it: the demo reset relisted the vehicle. Both sides learn why.
        const text = texts.offerClosedByDemoReset(facts.vehicle, facts);
        raised.push([buyer, text]);
        if (facts.submitted) raised.push([seller(), text]);
      } else if (facts.submitted) {
        // The seller's staff never saw an offer that was not submitted.
        raised.push([seller(), texts.offerCancelled(facts.vehicle, facts)]);
      }
      break;
    case 'OfferRestored':
      facts.counterAmount = null;
      if (facts.submitted) raised.push([seller(), texts.offerRestored(facts.vehicle, facts)]);
      break;
    case 'OfferAccepted': {
      // The amounts it sold at (a counter's, when the buyer accepted one); older events lack them.
      const d = event.data;
      if (d.offerAmount != null) {
        const transport = d.transportOfferAmount === undefined ? facts.transportOfferAmount : d.transportOfferAmount;
        Object.assign(facts, {
          offerAmount: d.offerAmount,
          transportOfferAmount: transport,
          total: d.total ?? d.offerAmount + (transport ?? 0),
        });
      }
      facts.counterAmount = null;
      if (d.side === 'buyer') {
        raised.push([seller(), negotiationTexts.counterAccepted(facts.vehicle, facts)]);
        raised.push([buyer, negotiationTexts.counterBought(facts.vehicle, facts)]);
      } else raised.push([buyer, texts.offerWon(facts.vehicle, facts)]);
      break;
    }
    case 'OfferCountered': {
      const { side, amount, deadline } = event.data;
      if (side === 'seller') {
        facts.counterAmount = amount;
        raised.push([buyer, negotiationTexts.sellerCountered(facts.vehicle, amount, when(deadline))]);
      } else {
        // The buyer's counter is their new offer; transport stays as they chose it.
        Object.assign(facts, { offerAmount: amount, total: amount + (facts.transportOfferAmount ?? 0), counterAmount: null });
        raised.push([seller(), negotiationTexts.buyerCountered(facts.vehicle, amount, when(deadline))]);
      }
      break;
    }
    case 'OfferStoodBy':
      // The turn is the seller's again: no counter waits on the buyer. Nobody is notified of it
      // (no such notification type): the seller's staff see it on the offer.
      facts.counterAmount = null;
      break;
    case 'OfferExpired': {
      const { turn, deadline } = event.data;
      const amounts = { ...facts, counter: facts.counterAmount };
      raised.push([buyer, negotiationTexts.expiredForBuyer(facts.vehicle, turn, amounts, when(deadline))]);
      raised.push([seller(), negotiationTexts.expiredForSeller(facts.vehicle, turn, amounts, when(deadline))]);
      break;
    }
    case 'OfferReminderDue': {
      const { turn, deadline } = event.data;
      if (turn === 'buyer') raised.push([buyer, negotiationTexts.buyerReminder(facts.vehicle, facts.counterAmount, when(deadline))]);
      else raised.push([seller(), negotiationTexts.sellerReminder(facts.vehicle, facts, when(deadline))]);
      break;
    }
    case 'OfferBoughtNow': {
      const d = event.data;
      Object.assign(facts, {
        submitted: true,
        offerAmount: d.offerAmount,
        transportOfferAmount: d.transportOfferAmount,
        total: d.total,
        counterAmount: null,
      });
      raised.push([seller(), negotiationTexts.boughtNow(facts.vehicle, facts)]);
      raised.push([buyer, negotiationTexts.boughtNowForBuyer(facts.vehicle, facts)]);
      break;
    }
    case 'OfferRejected':
      raised.push([buyer, texts.offerRejected(facts.vehicle, facts)]);
      break;
    case 'OfferLost':
      raised.push([buyer, texts.offerLost(facts.vehicle, facts)]);
      break;
    case 'ConversationMessageAdded': {
      const fromBuyer = event.data.fromUserId === facts.buyerUserId;
      raised.push([fromBuyer ? seller() : buyer, texts.newReply(facts.vehicle, event.data.message)]);
      break;
    }
    case 'TransportBidSelected':
      vendors = await vendorNotifications(tx, facts, event.data.transportBidId);
      break;
  }
  const imageUrl = raised.length + vendors.length > 0 ? (run.images.get(facts.inventoryId) ?? '') : '';
  const forUsers = raised.flatMap(([audience, text]) =>
    audience.userIds.map((userId) => ({
      userId,
      type: text.type,
      title: text.title,
      longBody: text.longBody,
      link: audience.link,
      imageUrl,
      inventoryId: facts.inventoryId,
      offerId: facts.id,
    })),
  );
  return [...forUsers, ...vendors.map((v) => ({ ...v, imageUrl }))];
}

/** The facts of an offer from the event that opens its stream. */
function opening(event: OfferStreamEvent): OfferFacts | undefined {
  if (event.type !== 'TransportRequested' && event.type !== 'OfferSubmitted' && event.type !== 'OfferBoughtNow') return undefined;
  const d = event.data;
  return {
    id: d.offerId,
    inventoryId: d.inventoryId,
    buyerUserId: d.buyerUserId,
    sellerDealerGroupId: d.sellerDealerGroupId,
    sellerDealershipId: d.sellerDealershipId,
    vehicle: vehicleName(d.year, d.make, d.model),
    submitted: false,
    offerAmount: null,
    transportOfferAmount: null,
    total: null,
    counterAmount: null,
    revision: -1n,
  };
}

/** TransportBidWon to the selected bid's vendor, TransportBidLost to every other invited
 * vendor; recorded under the vendor's id (vendors never sign in). The transport bids read model
 * is safe to read here: its vendors never change and a bid is quoted once, before it can be
 * selected. */
async function vendorNotifications(tx: SqlClient, facts: OfferFacts, selectedId: string): Promise<Raised[]> {
  const bids = await bidLinksOfOffer(tx, facts.id);
  return bids.map((bid) => {
    const text = bid.id === selectedId ? texts.transportBidWon(facts.vehicle, bid.bidAmount) : texts.transportBidLost(facts.vehicle);
    return {
      userId: bid.transportVendorId,
      type: text.type,
      title: text.title,
      longBody: text.longBody,
      link: links.vendor(bid.uid),
      imageUrl: '',
      inventoryId: facts.inventoryId,
      offerId: facts.id,
    };
  });
}

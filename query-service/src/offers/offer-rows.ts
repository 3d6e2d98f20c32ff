import type { Conversation, CounterpartyContact, Offer } from '@dtn/contracts/entities/offer';
import type { InventoryItem } from '@dtn/contracts/entities/inventory';
import type { TransportBid, WinningTransportVendor } from '@dtn/contracts/entities/transport';
import type { SqlClient } from '@dtn/platform/db/database';
import { inventoryByIds } from '@dtn/projections/read-models/inventory/queries';
import { messagesOfOffers, type OfferMessageRecord } from '@dtn/projections/read-models/offer-messages/queries';
import { findOffers, type OfferCriteria, type OfferRecord } from '@dtn/projections/read-models/offers/queries';
import { bidsOfOffers, type TransportBidRecord } from '@dtn/projections/read-models/transport-bids/queries';
import { vendorsByIds, type TransportVendorRecord } from '@dtn/projections/read-models/transport-vendors/queries';
import { people as peopleByIds, type Person } from '@dtn/projections/read-models/users/queries';
import { withMarket, type MarketView } from '../market/figures';

/** Which side reads: after the win each side sees the OTHER side's contact details. */
export type Viewer = 'buyer' | 'seller';

type Bid = TransportBidRecord & { vendor: TransportVendorRecord };

/**
 * Offers meeting `criteria`, newest first, each completed from the other read models: its
 * vehicle, transport bids with their vendors, conversation, bidder and, once won, the contact
 * details. One query per read model for the whole list, not per offer (offers, then vehicles
 * with their market figures, bids and messages side by side, then vendors and people side by side).
 */
export async function loadOffers(db: SqlClient, criteria: OfferCriteria, viewer: Viewer, view: MarketView): Promise<Offer[]> {
  const offers = await findOffers(db, criteria);
  if (offers.length === 0) return [];
  const offerIds = offers.map((offer) => offer.id);
  const [vehicles, bids, messages] = await Promise.all([
    vehiclesWithMarket(
      db,
      offers.map((offer) => offer.inventoryId),
      view,
    ),
    bidsOfOffers(db, offerIds),
    messagesOfOffers(db, offerIds),
  ]);
  const [vendors, people] = await Promise.all([
    vendorsByIds(
      db,
      bids.map((bid) => bid.transportVendorId),
    ),
    peopleByIds(db, [
      ...offers.flatMap((offer) => [offer.buyerUserId, offer.acceptedByUserId ?? [], offer.rounds.flatMap((r) => r.byUserId ?? [])].flat()),
      ...messages.map((message) => message.fromUserId),
    ]),
  ]);
  const children = { bids: withVendors(bids, vendors), messages, people };
  // An offer whose vehicle is not (yet) in the read model cannot be shown with it: left out.
  return offers.flatMap((offer) => {
    const vehicle = vehicles.get(offer.inventoryId);
    return vehicle ? [toOffer(offer, vehicle, children, viewer)] : [];
  });
}

/** The offers' vehicles with their market figures, so each bid reads against the network value. */
async function vehiclesWithMarket(db: SqlClient, ids: string[], view: MarketView): Promise<Map<string, InventoryItem>> {
  const vehicles = await withMarket(db, [...(await inventoryByIds(db, ids, view.now)).values()], view);
  return new Map(vehicles.map((vehicle) => [vehicle.id, vehicle]));
}

/** Bids whose vendor is known, nearest first, then by vendor name and id. */
function withVendors(bids: TransportBidRecord[], vendors: Map<string, TransportVendorRecord>): Bid[] {
  const known = bids.flatMap((bid) => {
    const vendor = vendors.get(bid.transportVendorId);
    return vendor ? [{ ...bid, vendor }] : [];
  });
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return known.sort((a, b) => a.distanceKm - b.distanceKm || byText(a.vendor.name, b.vendor.name) || byText(a.id, b.id));
}

interface Children {
  bids: Bid[];
  messages: OfferMessageRecord[];
  people: Map<string, Person>;
}

function toOffer(row: OfferRecord, vehicle: InventoryItem, children: Children, viewer: Viewer): Offer {
  // What the offers read model holds only for assembling the answer; `own` is the rest, Offer's own fields.
  const {
    buyerUserId,
    buyerDealerGroupId: _buyerGroup,
    sellerDealerGroupId: _sellerGroup,
    sellerDealershipId: _sellerDealership,
    buyerDismissed: _buyerDismissed,
    expirationDateTime,
    selectedTransportBidId,
    acceptedByUserId,
    rounds,
    total,
    currency: _currency,
    ...own
  } = row;
  const bids = children.bids.filter((bid) => bid.offerId === row.id);
  const messages = children.messages.filter((message) => message.offerId === row.id);
  const buyer = children.people.get(buyerUserId);
  const won = row.status === 'won';
  // The buyer's counterparty is the seller who accepted, or whose counter the buyer accepted.
  const lastSellerRound = rounds.findLast((r) => r.side === 'seller');
  const sellerAccepted = acceptedByUserId !== buyerUserId ? acceptedByUserId : (lastSellerRound?.byUserId ?? null);
  const counterpartyId = viewer === 'buyer' ? sellerAccepted : buyerUserId;
  const selected = bids.find((bid) => bid.id === selectedTransportBidId);
  return {
    ...own,
    origin: row.standingOrderId ? 'standing-order' : 'bid',
    inventory: vehicle,
    rounds: rounds.map(({ side, kind, amount, deadline, version }) => ({ side, kind, amount: Number(amount), deadline, version })),
    total: total ?? (row.offerAmount ?? 0) + (row.transportOfferAmount ?? 0),
    currency: 'USD',
    userId: buyerUserId,
    user: {
      firstName: buyer?.firstName ?? '',
      lastName: buyer?.lastName ?? '',
      title: buyer?.title ?? '',
      imageUrl: buyer?.imageUrl ?? '',
    },
    transportBidRequest:
      expirationDateTime == null ? null : { expirationDateTime, selectedTransportBidId, transportBids: bids.map(toTransportBid) },
    conversation: toConversation(buyerUserId, messages, children.people),
    counterpartyContactDetails: won && counterpartyId ? contactOf(children.people.get(counterpartyId)) : null,
    winningTransportVendor: won && selected ? winningVendor(selected.vendor) : null,
  };
}

function toTransportBid(bid: Bid): TransportBid {
  const { name, city, state, imageUrl } = bid.vendor;
  return {
    id: bid.id,
    status: bid.status,
    bidAmount: bid.bidAmount,
    make: bid.make,
    model: bid.model,
    distanceinKm: bid.distanceKm,
    transportVendor: { name, city, state, imageUrl },
  };
}

/** The buyer and everyone who wrote, each once, buyer first. */
function toConversation(buyerId: string, messages: OfferMessageRecord[], people: Map<string, Person>): Conversation {
  const userIds = [...new Set([buyerId, ...messages.map((message) => message.fromUserId)])];
  return {
    users: userIds.flatMap((id) => {
      const person = people.get(id);
      if (!person) return [];
      return [{ id, firstName: person.firstName, lastName: person.lastName, title: person.title, imageUrl: person.imageUrl }];
    }),
    messages: messages.map((message) => ({ fromUserId: message.fromUserId, message: message.message, date: message.sentAt })),
  };
}

function contactOf(person: Person | undefined): CounterpartyContact | null {
  if (!person) return null;
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    title: person.title,
    email: person.email,
    phoneNumber: person.phoneNumber,
  };
}

const winningVendor = (vendor: TransportVendorRecord): WinningTransportVendor => ({
  name: vendor.name,
  contact: vendor.contact,
  email: vendor.email,
  phoneNumber: vendor.phoneNumber,
});

import type { Conversation, CounterpartyContact, Offer } from '@dtn/contracts/entities/offer';
import type { TransportBid, WinningTransportVendor } from '@dtn/contracts/entities/transport';
import { OfferStatus, TransportBidStatus } from '@dtn/contracts';
import type { SqlClient } from '@dtn/platform/db/database';
import { toInventoryItem, type InventoryRow } from '../shared/inventory-row';
import type { Where } from '../shared/where';

/** Which side reads: after the win each side sees the OTHER side's contact details. */
export type Viewer = 'buyer' | 'seller';

interface OfferRow {
  id: string;
  inventory_id: string;
  status: string;
  offer_amount: string | null;
  transport_offer_amount: string | null;
  total: string | null;
  currency: string;
  buyer_user_id: string;
  seller_dismissed: boolean;
  transportation_search_radius: number | null;
  destination_dealership_id: string | null;
  expiration_date_time: Date | string | null;
  selected_transport_bid_id: string | null;
  accepted_by_user_id: string | null;
  inventory: InventoryRow;
}

/** Columns of rm_offers (alias o) plus the vehicle as one json object (alias i). */
const OFFER_SELECT = `
SELECT o.id, o.inventory_id, o.status, o.offer_amount::text AS offer_amount,
       o.transport_offer_amount::text AS transport_offer_amount, o.total::text AS total, o.currency,
       o.buyer_user_id, o.seller_dismissed, o.transportation_search_radius, o.destination_dealership_id,
       o.expiration_date_time, o.selected_transport_bid_id, o.accepted_by_user_id,
       to_jsonb(i) AS inventory
  FROM rm_offers o
  -- An offer whose vehicle is not (yet) in the read model cannot be shown with it: left out.
  JOIN rm_inventory i ON i.id = o.inventory_id`;

/**
 * Offers matching `where` (conditions on alias o), in `orderBy` order, each completed with its
 * transport bids, conversation, bidder and, once won, the contact details. One query per kind
 * of child row for the whole list, not per offer.
 */
export async function loadOffers(
  db: SqlClient,
  where: Where,
  orderBy: string,
  viewer: Viewer,
  now: Date,
): Promise<Offer[]> {
  const { rows } = await db.query<OfferRow>(`${OFFER_SELECT} WHERE ${where.sql()} ORDER BY ${orderBy}`, where.params);
  if (rows.length === 0) return [];
  const offerIds = rows.map((row) => row.id);
  const [bids, messages] = await Promise.all([loadBids(db, offerIds), loadMessages(db, offerIds)]);
  const people = await loadPeople(db, [
    ...rows.flatMap((row) => [row.buyer_user_id, row.accepted_by_user_id ?? []].flat()),
    ...messages.map((message) => message.from_user_id),
  ]);
  return rows.map((row) => toOffer(row, { bids, messages, people }, viewer, now));
}

interface BidRow {
  id: string;
  uid: string;
  offer_id: string;
  status: string;
  bid_amount: string | null;
  make: string;
  model: string;
  distance_km: number;
  name: string;
  city: string;
  state: string;
  image_url: string;
  contact: string;
  email: string;
  phone_number: string;
}

const loadBids = async (db: SqlClient, offerIds: string[]) =>
  (
    await db.query<BidRow>(
      `SELECT b.id, b.uid, b.offer_id, b.status, b.bid_amount::text AS bid_amount, b.make, b.model, b.distance_km,
              v.name, v.city, v.state, v.image_url, v.contact, v.email, v.phone_number
         FROM rm_transport_bids b JOIN rm_transport_vendors v ON v.id = b.transport_vendor_id
        WHERE b.offer_id = ANY($1::uuid[])
        ORDER BY b.distance_km, v.name, b.id`,
      [offerIds],
    )
  ).rows;

interface MessageRow {
  offer_id: string;
  from_user_id: string;
  message: string;
  sent_at: Date | string;
}

const loadMessages = async (db: SqlClient, offerIds: string[]) =>
  (
    await db.query<MessageRow>(
      `SELECT offer_id, from_user_id, message, sent_at FROM rm_offer_messages
        WHERE offer_id = ANY($1::uuid[]) ORDER BY sent_at, message_id`,
      [offerIds],
    )
  ).rows;

interface PersonRow {
  id: string;
  first_name: string;
  last_name: string;
  title: string;
  image_url: string;
  email: string;
  phone_number: string;
}

async function loadPeople(db: SqlClient, ids: string[]): Promise<Map<string, PersonRow>> {
  const { rows } = await db.query<PersonRow>(
    `SELECT id, first_name, last_name, title, image_url, email, phone_number FROM rm_users WHERE id = ANY($1::uuid[])`,
    [[...new Set(ids)]],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

interface Children {
  bids: BidRow[];
  messages: MessageRow[];
  people: Map<string, PersonRow>;
}

const money = (value: string | null): number | null => (value == null ? null : Number(value));

function toOffer(row: OfferRow, children: Children, viewer: Viewer, now: Date): Offer {
  const bids = children.bids.filter((bid) => bid.offer_id === row.id);
  const messages = children.messages.filter((message) => message.offer_id === row.id);
  const buyer = children.people.get(row.buyer_user_id);
  const offerAmount = money(row.offer_amount);
  const transportOfferAmount = money(row.transport_offer_amount);
  const status = OfferStatus.parse(row.status);
  const won = status === 'won';
  const counterpartyId = viewer === 'buyer' ? row.accepted_by_user_id : row.buyer_user_id;
  const selected = bids.find((bid) => bid.id === row.selected_transport_bid_id);
  return {
    id: row.id,
    inventoryId: row.inventory_id,
    inventory: toInventoryItem(row.inventory, now),
    status,
    offerAmount,
    transportOfferAmount,
    total: money(row.total) ?? (offerAmount ?? 0) + (transportOfferAmount ?? 0),
    currency: 'USD',
    userId: row.buyer_user_id,
    user: {
      firstName: buyer?.first_name ?? '',
      lastName: buyer?.last_name ?? '',
      title: buyer?.title ?? '',
      imageUrl: buyer?.image_url ?? '',
    },
    sellerDismissed: row.seller_dismissed,
    transportationSearchRadius: row.transportation_search_radius,
    destinationDealershipId: row.destination_dealership_id,
    transportBidRequest:
      row.expiration_date_time == null
        ? null
        : {
            expirationDateTime: new Date(row.expiration_date_time).toISOString(),
            selectedTransportBidId: row.selected_transport_bid_id,
            transportBids: bids.map(toTransportBid),
          },
    conversation: toConversation(row.buyer_user_id, messages, children.people),
    counterpartyContactDetails: won && counterpartyId ? contactOf(children.people.get(counterpartyId)) : null,
    winningTransportVendor: won && selected ? winningVendor(selected) : null,
  };
}

function toTransportBid(bid: BidRow): TransportBid {
  return {
    id: bid.id,
    uid: bid.uid,
    status: TransportBidStatus.parse(bid.status),
    bidAmount: money(bid.bid_amount),
    make: bid.make,
    model: bid.model,
    distanceinKm: bid.distance_km,
    transportVendor: { name: bid.name, city: bid.city, state: bid.state, imageUrl: bid.image_url },
  };
}

/** The buyer and everyone who wrote, each once, buyer first. */
function toConversation(buyerId: string, messages: MessageRow[], people: Map<string, PersonRow>): Conversation {
  const userIds = [...new Set([buyerId, ...messages.map((message) => message.from_user_id)])];
  return {
    users: userIds.flatMap((id) => {
      const person = people.get(id);
      if (!person) return [];
      return [{ id, firstName: person.first_name, lastName: person.last_name, title: person.title, imageUrl: person.image_url }];
    }),
    messages: messages.map((message) => ({
      fromUserId: message.from_user_id,
      message: message.message,
      date: new Date(message.sent_at).toISOString(),
    })),
  };
}

function contactOf(person: PersonRow | undefined): CounterpartyContact | null {
  if (!person) return null;
  return {
    firstName: person.first_name,
    lastName: person.last_name,
    title: person.title,
    email: person.email,
    phoneNumber: person.phone_number,
  };
}

const winningVendor = (bid: BidRow): WinningTransportVendor => ({
  name: bid.name,
  contact: bid.contact,
  email: bid.email,
  phoneNumber: bid.phone_number,
});

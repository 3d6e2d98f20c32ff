import { OfferEvent, streamIds } from '@dtn/contracts';
import type { OfferHistoryEntry } from '@dtn/contracts/routes/offer-queries';
import { evolve as evolveOffer, initialState as noOffer, type Offer } from '@dtn/contracts/domain/offer-state';
import { auditsOffer, offerNotFound, seesOffer } from '@dtn/contracts/domain/offer-visibility';
import type { AuthUser } from '@dtn/platform/auth/auth-user';
import type { SqlClient } from '@dtn/platform/db/database';
import { ForbiddenError, NotFoundError } from '@dtn/platform/errors';
import type { EventStore, RecordedEvent } from '@dtn/platform/event-store/port';
import { people } from '@dtn/projections/read-models/users/queries';

/** The dealer groups on either side of an offer, from the event that opened its stream. */
interface OfferParties {
  buyerDealerGroupId: string;
  sellerDealerGroupId: string;
}

export interface OfferHistory {
  parties: OfferParties;
  events: OfferEvent[];
  entries: OfferHistoryEntry[];
}

interface OfferStream {
  recorded: RecordedEvent[];
  events: OfferEvent[];
  /** The offer as its last event left it. */
  offer: Offer;
}

/** The offer's own stream, parsed and folded; null: no such offer. */
async function readOfferStream(store: EventStore, offerId: string): Promise<OfferStream | null> {
  const { events: recorded, revision } = await store.readStream(streamIds.offer(offerId));
  if (revision === null || recorded.length === 0) return null;
  const events = recorded.map((event) => OfferEvent.parse({ type: event.type, data: event.data }));
  const offer = events.reduce(evolveOffer, noOffer);
  if (offer.status === 'none') throw new Error(`Offer stream ${offerId} opens with ${events[0]!.type}`);
  return { recorded, events, offer };
}

/**
 * An offer's stream read from the event store (the source of truth, not the read models), each
 * event with its actor and the offer's state after it, folded with the fold the command side's
 * decider uses (contracts/domain/offer-state) so that the state shown is the state the commands
 * decided on. Null: no such offer.
 */
export async function readOfferHistory(store: EventStore, db: SqlClient, offerId: string): Promise<OfferHistory | null> {
  const stream = await readOfferStream(store, offerId);
  return stream && describeHistory(db, stream);
}

async function describeHistory(db: SqlClient, { recorded, events }: OfferStream): Promise<OfferHistory> {
  const names = await actorNames(db, recorded);
  let state = noOffer;
  const entries = recorded.map((record, index): OfferHistoryEntry => {
    const event = events[index]!;
    state = evolveOffer(state, event, Number(record.revision));
    const userId = typeof record.metadata.userId === 'string' ? record.metadata.userId : null;
    const name = userId ? names.get(userId) : undefined;
    // A standing order acting for its owner names itself beside them (issue 35).
    const standingOrderId = typeof record.metadata.standingOrderId === 'string' ? record.metadata.standingOrderId : null;
    return {
      revision: Number(record.revision),
      type: record.type,
      occurredAt: occurredAt(record),
      actor: userId ? { userId, firstName: name?.firstName ?? '', lastName: name?.lastName ?? '', standingOrderId } : null,
      data: withoutQuoteLinks(jsonObject(event.data)),
      state: withoutQuoteLinks(jsonObject(state)),
    };
  });
  return { parties: partiesOf(events[0]!), events, entries };
}

/**
 * Auditors (contracts/domain/offer-visibility): an Admin, the DealerPrincipal of the buyer's group,
 * and the seller's once the offer reached them. Whoever may not see the offer at all (another
 * group, the seller's staff during the transport stage) gets the unknown id's 404, decided before
 * any further read so that it costs what an unknown id costs; whoever sees it (the buyer, the
 * seller's staff) but may not audit gets a 403.
 */
export async function offerHistoryFor(store: EventStore, db: SqlClient, user: AuthUser, offerId: string): Promise<OfferHistoryEntry[]> {
  const stream = await readOfferStream(store, offerId);
  if (!stream || !seesOffer(user, visible(stream.offer))) throw new NotFoundError(offerNotFound);
  if (!auditsOffer(user, visible(stream.offer))) {
    throw new ForbiddenError("An offer's history is for the Admin and the dealer principals of its two dealer groups.");
  }
  return (await describeHistory(db, stream)).entries;
}

const visible = ({ parties, status, offerAmount }: Offer) => ({ ...parties, status, offerAmount });

function partiesOf(first: OfferEvent): OfferParties {
  if (first.type !== 'TransportRequested' && first.type !== 'OfferSubmitted') {
    throw new Error(`An offer stream starts with ${first.type}: expected TransportRequested or OfferSubmitted`);
  }
  return { buyerDealerGroupId: first.data.buyerDealerGroupId, sellerDealerGroupId: first.data.sellerDealerGroupId };
}

/** The actors' names; an actor id that is no user (or no uuid) finds nobody. */
async function actorNames(db: SqlClient, recorded: RecordedEvent[]) {
  return people(
    db,
    recorded.flatMap((event) => (typeof event.metadata.userId === 'string' ? [event.metadata.userId] : [])),
  );
}

/** The command's time from the metadata; the store's own time for events written without it. */
function occurredAt(record: RecordedEvent): string {
  const stated = record.metadata.occurredAt;
  const date = typeof stated === 'string' ? new Date(stated) : record.createdAt;
  return Number.isNaN(date.getTime()) ? record.createdAt.toISOString() : date.toISOString();
}

/** A transport bid's uid is the vendor's capability to quote: auditors see that a
 * bid and its email existed, never the uid or the link. */
function withoutQuoteLinks(value: Record<string, unknown>): Record<string, unknown> {
  const json: unknown = JSON.parse(
    JSON.stringify(value, (key, item: unknown) => {
      if (key === 'uid') return undefined;
      return typeof item === 'string' ? item.replace(/\/bidtransport\/\S+/g, '/bidtransport/(the vendor’s link)') : item;
    }),
  );
  return json as Record<string, unknown>;
}

/** A plain JSON object (the state may hold Dates, bigints, Maps or Sets). */
function jsonObject(value: unknown): Record<string, unknown> {
  const json: unknown = JSON.parse(
    JSON.stringify(value, (_key, item: unknown) => {
      if (typeof item === 'bigint') return item.toString();
      if (item instanceof Map) return Object.fromEntries(item as Map<string, unknown>);
      if (item instanceof Set) return [...(item as Set<unknown>)];
      return item;
    }) ?? 'null',
  );
  return typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : { value: json };
}

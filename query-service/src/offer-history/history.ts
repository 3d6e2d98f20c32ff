import { OfferEvent, streamIds } from '@dtn/contracts';
import type { OfferHistoryEntry } from '@dtn/contracts/routes/offer-queries';
import { offerDecider } from '@dtn/command-service/offer/state';
import type { AuthUser } from '@dtn/platform/auth/auth-user';
import type { SqlClient } from '@dtn/platform/db/database';
import { ForbiddenError, NotFoundError } from '@dtn/platform/errors';
import type { EventStore, RecordedEvent } from '@dtn/platform/event-store/port';

/** The dealer groups on either side of an offer, from the event that opened its stream. */
export interface OfferParties {
  buyerDealerGroupId: string;
  sellerDealerGroupId: string;
}

export interface OfferHistory {
  parties: OfferParties;
  events: OfferEvent[];
  entries: OfferHistoryEntry[];
}

/**
 * An offer's stream read from the event store (the source of truth, not the read models), each
 * event with its actor and the offer's state after it, folded with the command side's own
 * decider so that the state shown is the state the commands decided on. Null: no such offer.
 */
export async function readOfferHistory(store: EventStore, db: SqlClient, offerId: string): Promise<OfferHistory | null> {
  const { events: recorded, revision } = await store.readStream(streamIds.offer(offerId));
  if (revision === null || recorded.length === 0) return null;
  const events = recorded.map((event) => OfferEvent.parse({ type: event.type, data: event.data }));
  const names = await actorNames(db, recorded);
  let state = offerDecider.initialState;
  const entries = recorded.map((record, index): OfferHistoryEntry => {
    const event = events[index]!;
    state = offerDecider.evolve(state, event);
    const userId = typeof record.metadata.userId === 'string' ? record.metadata.userId : null;
    const name = userId ? names.get(userId) : undefined;
    return {
      revision: Number(record.revision),
      type: record.type,
      occurredAt: occurredAt(record),
      actor: userId ? { userId, firstName: name?.first_name ?? '', lastName: name?.last_name ?? '' } : null,
      data: jsonObject(event.data),
      state: jsonObject(state),
    };
  });
  return { parties: partiesOf(events[0]!), events, entries };
}

/** Auditors: the platform Admin, or the DealerPrincipal of the buyer's or the seller's group. */
export function assertMayAudit(user: AuthUser, parties: OfferParties): void {
  if (user.role === 'Admin') return;
  const ownGroup = user.dealerGroupId !== null &&
    (user.dealerGroupId === parties.buyerDealerGroupId || user.dealerGroupId === parties.sellerDealerGroupId);
  if (user.role === 'DealerPrincipal' && ownGroup) return;
  throw new ForbiddenError("An offer's history is for the Admin and the dealer principals of its two dealer groups.");
}

export async function offerHistoryFor(store: EventStore, db: SqlClient, user: AuthUser, offerId: string): Promise<OfferHistoryEntry[]> {
  const history = await readOfferHistory(store, db, offerId);
  if (!history) throw new NotFoundError(`Offer ${offerId} not found.`);
  assertMayAudit(user, history.parties);
  return history.entries;
}

function partiesOf(first: OfferEvent): OfferParties {
  if (first.type !== 'TransportRequested' && first.type !== 'OfferSubmitted') {
    throw new Error(`An offer stream starts with ${first.type}: expected TransportRequested or OfferSubmitted`);
  }
  return { buyerDealerGroupId: first.data.buyerDealerGroupId, sellerDealerGroupId: first.data.sellerDealerGroupId };
}

async function actorNames(db: SqlClient, recorded: RecordedEvent[]) {
  const ids = [...new Set(recorded.flatMap((event) => (typeof event.metadata.userId === 'string' ? [event.metadata.userId] : [])))];
  if (ids.length === 0) return new Map<string, { first_name: string; last_name: string }>();
  const { rows } = await db.query<{ id: string; first_name: string; last_name: string }>(
    // ::text on the column: a non-uuid actor id in metadata must not fail the whole query.
    'SELECT id::text AS id, first_name, last_name FROM rm_users WHERE id::text = ANY($1::text[])',
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** The command's time from the metadata; the store's own time for events written without it. */
function occurredAt(record: RecordedEvent): string {
  const stated = record.metadata.occurredAt;
  const date = typeof stated === 'string' ? new Date(stated) : record.createdAt;
  return Number.isNaN(date.getTime()) ? record.createdAt.toISOString() : date.toISOString();
}

/** A plain JSON object (the state may hold Dates, bigints, Maps or Sets). */
function jsonObject(value: unknown): Record<string, unknown> {
  const json: unknown = JSON.parse(
    JSON.stringify(value, (_key, item: unknown) => {
      if (typeof item === 'bigint') return item.toString();
      if (item instanceof Map) return Object.fromEntries(item);
      if (item instanceof Set) return [...(item as Set<unknown>)];
      return item;
    }) ?? 'null',
  );
  return typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : { value: json };
}

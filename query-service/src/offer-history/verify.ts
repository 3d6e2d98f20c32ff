import type { OfferHistoryEntry } from '@dtn/contracts/routes/offer-queries';
import type { SqlClient } from '@dtn/platform/db/database';
import { findOffers } from '@dtn/projections/read-models/offers/queries';
import { bidLinksOfOffer } from '@dtn/projections/read-models/transport-bids/queries';
import { differences, expectedOffer } from './expected-row';
import type { OfferHistory } from './history';

/**
 * The read models of one offer rebuilt from its events and compared with the live ones: the
 * offer (offers read model) and its transport bids. Returns one line per difference; none =
 * consistent.
 */
export async function verifyOffer(db: SqlClient, offerId: string, history: OfferHistory): Promise<string[]> {
  const expected = expectedOffer(history.events);
  const [offers, bids] = await Promise.all([findOffers(db, { id: offerId }), bidLinksOfOffer(db, offerId)]);
  return differences(expected, { offer: offers[0] ?? null, bids });
}

/** The history as a fixed-width table for a terminal: one line per event. */
export function formatHistory(entries: readonly OfferHistoryEntry[]): string {
  const lines = entries.map((entry) => [
    String(entry.revision),
    entry.occurredAt,
    entry.type,
    entry.actor
      ? `${entry.actor.firstName} ${entry.actor.lastName} (${entry.actor.userId})` +
        (entry.actor.standingOrderId ? ` by standing order ${entry.actor.standingOrderId}` : '')
      : 'system',
    typeof entry.state.status === 'string' ? entry.state.status : '',
  ]);
  const header = ['rev', 'occurred at', 'event', 'actor', 'status after'];
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [format(header), format(widths.map((width) => '-'.repeat(width))), ...lines.map(format)].join('\n');
}

import type { TFunction } from 'i18next';
import type { OfferHistoryEntry } from '@dtn/contracts/routes/offer-queries';
import type { OfferStatus } from '@dtn/contracts/enums';
import { formatUsd } from '../../../shared/format';

const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** "TransportBidQuoted" -> "Transport bid quoted": the fallback label of an event type. */
export const humanize = (type: string): string => {
  const words = type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Who acted: the user, the transport vendor (who quotes without signing in), or the system. */
export function actorName(entry: OfferHistoryEntry, t: TFunction): string {
  if (entry.actor?.standingOrderId)
    return t('offers.history.standing-order', { name: `${entry.actor.firstName} ${entry.actor.lastName}`.trim() });
  if (entry.actor) return `${entry.actor.firstName} ${entry.actor.lastName}`.trim();
  return t(entry.type === 'TransportBidQuoted' ? 'offers.history.vendor' : 'offers.history.system');
}

/** What the event carried that an auditor wants to read, in one line. */
export function historyDetail(entry: OfferHistoryEntry, t: TFunction): string {
  const data = entry.data;
  switch (entry.type) {
    case 'TransportRequested': {
      const bids = Array.isArray(data.transportBids) ? data.transportBids.length : 0;
      return t('offers.history.detail.transport-requested', { miles: num(data.transportationSearchRadius) ?? '', count: bids });
    }
    case 'TransportBidEmailQueued':
      return t('offers.history.detail.email', { to: text(data.toAddress) });
    case 'TransportBidQuoted':
      return formatUsd(num(data.bidAmount));
    case 'OfferSubmitted':
    case 'OfferUpdated': {
      const transport = num(data.transportOfferAmount);
      return transport === null
        ? formatUsd(num(data.offerAmount))
        : t('offers.history.detail.amounts', { bid: formatUsd(num(data.offerAmount)), transport: formatUsd(transport) });
    }
    case 'ConversationMessageAdded':
      return text(data.message);
    case 'OfferCountered':
      return t(`offers.history.detail.countered-${text(data.side) === 'buyer' ? 'buyer' : 'seller'}`, {
        amount: formatUsd(num(data.amount)),
      });
    case 'OfferStoodBy':
      return t('offers.history.detail.stood-by', { amount: formatUsd(num(data.amount)) });
    case 'OfferAccepted':
    case 'OfferBoughtNow': {
      const total = num(data.total);
      return total === null
        ? ''
        : t('offers.history.detail.sold-at', { amount: formatUsd(num(data.offerAmount)), total: formatUsd(total) });
    }
    case 'OfferExpired':
    case 'OfferReminderDue':
      return t(`offers.history.detail.turn-${text(data.turn) === 'buyer' ? 'buyer' : 'seller'}`);
    default:
      return '';
  }
}

/** The answer-by time an event set for the next turn (a bid, a counter, a stand, a restore); null when none. */
export function deadlineSet(entry: OfferHistoryEntry): string | null {
  return entry.type === 'OfferExpired' || entry.type === 'OfferReminderDue' ? null : text(entry.data.deadline) || null;
}

/** The terms version the event left (the offer's `version` in the state after it). */
export const versionAfter = (entry: OfferHistoryEntry): number | null => num(entry.state.version);

/** The offer's status after the event, when the state names one of the offer statuses. */
export function statusAfter(entry: OfferHistoryEntry): OfferStatus | null {
  const status = entry.state.status;
  return statuses.find((each) => each === status) ?? null;
}

// Spelled out rather than read from the zod enum: the page's chunk stays free of zod.
const statuses: readonly OfferStatus[] = ['bidding-transportation', 'bid', 'submitted', 'won', 'lost', 'cancelled', 'expired'];

import { defaultResponseHours } from '@dtn/contracts/constants';
import { loadState } from '@dtn/platform/commands/handle-command';
import type { EventStore } from '@dtn/platform/event-store/port';
import { dealerGroupDecider } from './state';

/** How long a side has to answer on the offers of a vehicle of this dealer group (the seller's
 * group sets the pace of its listings' negotiations), in hours. */
async function responseHoursOf(store: EventStore, dealerGroupId: string): Promise<number> {
  const group = await loadState(store, dealerGroupDecider, dealerGroupId);
  return group.status === 'active' ? group.responseHours : defaultResponseHours;
}

/**
 * responseHoursOf, remembered per dealer group for `ttlMs`: every bid and round asks it, and
 * reading the group's stream each time cost a tenth of the bid rate (bench/, HTTP bids only at 200
 * connections: 3,583-3,633 accepted/s reading it each time, 3,834 without the read, 3,914-3,989
 * before negotiation). A group's new setting reaches this process's new turns within `ttlMs`;
 * turns already running keep the deadline they were given either way.
 */
export function cachedResponseHours(
  store: EventStore,
  { ttlMs = 10_000, clock = () => Date.now() }: { ttlMs?: number; clock?: () => number } = {},
): (dealerGroupId: string) => Promise<number> {
  const remembered = new Map<string, { hours: Promise<number>; until: number }>();
  return (dealerGroupId) => {
    const now = clock();
    const hit = remembered.get(dealerGroupId);
    if (hit && hit.until > now) return hit.hours;
    const hours = responseHoursOf(store, dealerGroupId);
    remembered.set(dealerGroupId, { hours, until: now + ttlMs });
    // A failed read is not remembered: the next command reads again.
    hours.catch(() => remembered.delete(dealerGroupId));
    return hours;
  };
}

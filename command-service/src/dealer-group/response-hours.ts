import { defaultResponseHours } from '@dtn/contracts/constants';
import { loadState } from '@dtn/platform/commands/handle-command';
import type { EventStore } from '@dtn/platform/event-store/port';
import { dealerGroupDecider } from './state';

/** How long a side has to answer on the offers of a vehicle of this dealer group (the seller's
 * group sets the pace of its listings' negotiations), in hours. */
export async function responseHoursOf(store: EventStore, dealerGroupId: string): Promise<number> {
  const group = await loadState(store, dealerGroupDecider, dealerGroupId);
  return group.status === 'active' ? group.responseHours : defaultResponseHours;
}

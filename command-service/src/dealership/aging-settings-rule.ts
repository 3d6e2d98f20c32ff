import type { DealershipStreamEvent } from '@dtn/contracts';
import { NotFoundError } from '@dtn/platform/errors';
import { actsForDealerGroup, type Actor } from '../shared/actor';
import type { DealershipState } from './state';

/** PUT /api/dealership/:id/aging-settings (EditUser): the group's dealer admins, or an Admin. */
export interface SetAgingSettings {
  type: 'SetAgingSettings';
  actor: Actor | null;
  data: { id: string; holdingCostPerDay: number; agingThresholds: number[] };
}

/** No id in it: an unknown dealership and another group's are told the same. */
const dealershipNotFound = 'The dealership was not found.';

const sameDays = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((d, i) => d === b[i]);

/**
 * What a day in stock costs the dealership and the days its sellers hear of a vehicle at. Their
 * format is the route's AgingSettingsBody (contracts' domain/aging-settings): the route is the
 * only sender. Digests already made keep their figures; the next one takes these.
 */
export function setAgingSettings(command: SetAgingSettings, state: DealershipState): DealershipStreamEvent[] {
  const { actor, data } = command;
  // Tenancy first: another group's dealership says nothing, whatever the settings.
  if (state.status === 'none' || state.status === 'deleted' || !actsForDealerGroup(actor, state.dealerGroupId)) {
    throw new NotFoundError(dealershipNotFound);
  }
  if (data.holdingCostPerDay === state.holdingCostPerDay && sameDays(data.agingThresholds, state.agingThresholds)) return [];
  const { holdingCostPerDay, agingThresholds } = data;
  return [{ type: 'DealershipAgingSettingsSet', data: { id: state.id, holdingCostPerDay, agingThresholds } }];
}

import type { DealerGroupEvent } from '@dtn/contracts';
import { NotFoundError } from '@dtn/platform/errors';
import { actsForDealerGroup, type Actor } from '../shared/actor';
import type { DealerGroupState } from './state';

/** PUT /api/dealergroup/:id/response-hours (EditUser): the group's dealer admins, or an Admin. */
export interface SetResponseHours {
  type: 'SetResponseHours';
  actor: Actor | null;
  data: { id: string; hours: number };
}

/** No id in it: an unknown group and another group are told the same. */
const groupNotFound = 'The dealer group was not found.';

/**
 * The side whose turn it is answers within this many whole hours (issue 33: a dealer-group
 * setting between 1 and 72, the route's ResponseHoursBody; the route is the only sender). Offers
 * already running keep the deadline they were given.
 */
export function setResponseHours(command: SetResponseHours, state: DealerGroupState): DealerGroupEvent[] {
  const { actor, data } = command;
  // Tenancy first: another group's id says nothing, whatever the hours.
  if (state.status === 'none' || !actsForDealerGroup(actor, state.id)) throw new NotFoundError(groupNotFound);
  if (data.hours === state.responseHours) return [];
  return [{ type: 'DealerGroupResponseHoursSet', data: { id: state.id, hours: data.hours } }];
}

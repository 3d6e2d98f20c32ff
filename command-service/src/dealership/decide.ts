import { UsState, type DealershipEvent } from '@dtn/contracts';
import { ConflictError, ForbiddenError, NotFoundError } from '@dtn/platform/errors';
import { lookupPostalCode } from '@dtn/platform/geo/postal-codes';
import { isSystemOrAdmin, type Actor } from '../actor';
import { assertNever, FieldErrors } from '../validation';
import type { DealershipState } from './state';

export interface CreateDealership {
  type: 'CreateDealership';
  actor: Actor | null;
  data: {
    id: string;
    dealerGroupId: string;
    name: string;
    dealerVaultId: string;
    address1: string;
    address2: string;
    city: string;
    state: string;
    postalCode: string;
  };
  /** Whether the dealer group exists (read by the handler beforehand). */
  dealerGroupExists: boolean;
}

export type DealershipCommand = CreateDealership;

function createDealership(command: CreateDealership, current: DealershipState): DealershipEvent[] {
  // Spec section 6: only system admins create dealerships.
  if (!isSystemOrAdmin(command.actor)) throw new ForbiddenError('Only administrators can create dealerships.');
  if (current.status !== 'none') throw new ConflictError(`Dealership ${command.data.id} already exists.`);
  if (!command.dealerGroupExists) throw new NotFoundError(`Dealer group ${command.data.dealerGroupId} was not found.`);
  const { name, dealerVaultId, address1, address2, city, state, postalCode } = command.data;
  const errors = new FieldErrors()
    .required('dealerGroupId', command.data.dealerGroupId)
    .required('name', name)
    .required('dealerVaultId', dealerVaultId)
    .required('address1', address1)
    .required('city', city)
    .required('state', state)
    .required('postalCode', postalCode);
  if (state.trim() !== '' && !UsState.safeParse(state).success) errors.add('state', 'state must be a US state code.');
  // Coordinates come from the postal code now, so distance searches never depend on a later lookup.
  const location = /^\d{5}$/.test(postalCode) ? lookupPostalCode(postalCode) : null;
  if (postalCode.trim() !== '' && !/^\d{5}$/.test(postalCode)) errors.add('postalCode', 'postalCode must be exactly 5 digits.');
  else if (postalCode.trim() !== '' && !location) errors.add('postalCode', 'postalCode is not a known US postal code.');
  errors.throwIfAny('The dealership is invalid.');
  if (!location) throw new Error('unreachable: a valid postal code always has a location');
  return [
    {
      type: 'DealershipCreated',
      data: {
        id: command.data.id,
        dealerGroupId: command.data.dealerGroupId,
        name: name.trim(),
        dealerVaultId: dealerVaultId.trim(),
        address1: address1.trim(),
        address2: address2.trim(),
        city: city.trim(),
        state,
        postalCode,
        country: 'US',
        active: true,
        latitude: location.latitude,
        longitude: location.longitude,
      },
    },
  ];
}

export function decide(command: DealershipCommand, state: DealershipState): DealershipEvent[] {
  switch (command.type) {
    case 'CreateDealership':
      return createDealership(command, state);
    default:
      return assertNever(command.type);
  }
}

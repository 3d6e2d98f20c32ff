import { UsState, type DealershipStreamEvent } from '@dtn/contracts';
import { postalCodePattern } from '@dtn/contracts/constants';
import { ConflictError, ForbiddenError, NotFoundError } from '@dtn/platform/errors';
import { lookupPostalCode, type PostalCodeLocation } from '@dtn/platform/geo/postal-codes';
import { isSystemOrAdmin, type Actor } from '../shared/actor';
import { assertNever, FieldErrors } from '../shared/validation';
import { issueAgingDigest, type IssueAgingDigest } from './aging-digest-rule';
import { setAgingSettings, type SetAgingSettings } from './aging-settings-rule';
import type { DealershipState } from './state';

/** The dealership fields of the spec's form (section 5). */
interface DealershipFields {
  id: string;
  dealerGroupId: string;
  name: string;
  dealerVaultId: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postalCode: string;
}

export interface CreateDealership {
  type: 'CreateDealership';
  actor: Actor | null;
  data: DealershipFields;
  /** Whether the dealer group exists (read by the handler beforehand). */
  dealerGroupExists: boolean;
}

/** PUT /api/dealership: the whole dealership again; the dealer group never changes. */
export interface EditDealership {
  type: 'EditDealership';
  actor: Actor | null;
  data: DealershipFields & { active: boolean };
}

interface DeleteDealership {
  type: 'DeleteDealership';
  actor: Actor | null;
  data: { id: string };
}

export type DealershipCommand = CreateDealership | EditDealership | DeleteDealership | SetAgingSettings | IssueAgingDigest;

/** Validates the form's fields (section 5) and resolves the coordinates of the postal code now,
 * so distance searches never depend on a later lookup. */
function validFields(data: DealershipFields): PostalCodeLocation {
  const { name, dealerVaultId, address1, city, state, postalCode } = data;
  const errors = new FieldErrors()
    .required('dealerGroupId', data.dealerGroupId)
    .required('name', name)
    .required('dealerVaultId', dealerVaultId)
    .required('address1', address1)
    .required('city', city)
    .required('state', state)
    .required('postalCode', postalCode);
  if (state.trim() !== '' && !UsState.safeParse(state).success) errors.add('state', 'state must be a US state code.');
  const location = postalCodePattern.test(postalCode) ? lookupPostalCode(postalCode) : null;
  if (postalCode.trim() !== '' && !postalCodePattern.test(postalCode)) errors.add('postalCode', 'postalCode must be exactly 5 digits.');
  else if (postalCode.trim() !== '' && !location) errors.add('postalCode', 'postalCode is not a known US postal code.');
  errors.throwIfAny('The dealership is invalid.');
  if (!location) throw new Error('unreachable: a valid postal code always has a location');
  return location;
}

function dealershipData(data: DealershipFields, active: boolean, location: PostalCodeLocation) {
  return {
    id: data.id,
    dealerGroupId: data.dealerGroupId,
    name: data.name.trim(),
    dealerVaultId: data.dealerVaultId.trim(),
    address1: data.address1.trim(),
    address2: data.address2.trim(),
    city: data.city.trim(),
    state: data.state,
    postalCode: data.postalCode,
    country: 'US' as const,
    active,
    latitude: location.latitude,
    longitude: location.longitude,
  };
}

function createDealership(command: CreateDealership, current: DealershipState): DealershipStreamEvent[] {
  // Spec section 6: only system admins create dealerships.
  if (!isSystemOrAdmin(command.actor)) throw new ForbiddenError('Only administrators can create dealerships.');
  if (current.status !== 'none') throw new ConflictError(`Dealership ${command.data.id} already exists.`);
  if (!command.dealerGroupExists) throw new NotFoundError('The dealer group was not found.');
  const location = validFields(command.data);
  // Section 5: new dealerships are created active, with country US.
  return [{ type: 'DealershipCreated', data: dealershipData(command.data, true, location) }];
}

function editDealership(command: EditDealership, current: DealershipState): DealershipStreamEvent[] {
  if (!isSystemOrAdmin(command.actor)) throw new ForbiddenError('Only administrators can edit dealerships.');
  if (current.status === 'none' || current.status === 'deleted') throw new NotFoundError('The dealership was not found.');
  // Moving a dealership to another group would silently move its users' and stock's tenancy.
  if (command.data.dealerGroupId !== current.dealerGroupId) {
    new FieldErrors().add('dealerGroupId', 'A dealership cannot move to another dealer group.').throwIfAny('The dealership is invalid.');
  }
  const location = validFields(command.data);
  return [{ type: 'DealershipUpdated', data: dealershipData(command.data, command.data.active, location) }];
}

function deleteDealership(command: DeleteDealership, current: DealershipState): DealershipStreamEvent[] {
  if (!isSystemOrAdmin(command.actor)) throw new ForbiddenError('Only administrators can delete dealerships.');
  if (current.status === 'none' || current.status === 'deleted') throw new NotFoundError('The dealership was not found.');
  return [{ type: 'DealershipDeleted', data: { id: command.data.id } }];
}

export function decide(command: DealershipCommand, state: DealershipState): DealershipStreamEvent[] {
  switch (command.type) {
    case 'CreateDealership':
      return createDealership(command, state);
    case 'EditDealership':
      return editDealership(command, state);
    case 'DeleteDealership':
      return deleteDealership(command, state);
    case 'SetAgingSettings':
      return setAgingSettings(command, state);
    case 'IssueAgingDigest':
      return issueAgingDigest(command, state);
    default:
      return assertNever(command);
  }
}

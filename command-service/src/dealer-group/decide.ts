import type { DealerGroupEvent } from '@dtn/contracts';
import { slugPattern } from '@dtn/contracts/constants';
import { ConflictError, ForbiddenError } from '@dtn/platform/errors';
import { isSystemOrAdmin, type Actor } from '../shared/actor';
import { assertNever, FieldErrors } from '../shared/validation';
import { setResponseHours, type SetResponseHours } from './response-hours-rule';
import type { DealerGroupState } from './state';

export interface CreateDealerGroup {
  type: 'CreateDealerGroup';
  actor: Actor | null;
  data: {
    id: string;
    organizationName: string;
    slug: string;
    shortName: string;
    dealerVaultVendorId: string;
    imageUrl: string;
  };
}

export type DealerGroupCommand = CreateDealerGroup | SetResponseHours;

function createDealerGroup(command: CreateDealerGroup, state: DealerGroupState): DealerGroupEvent[] {
  // Spec section 6: only system admins create groups.
  if (!isSystemOrAdmin(command.actor)) throw new ForbiddenError('Only administrators can create dealer groups.');
  if (state.status !== 'none') throw new ConflictError(`Dealer group ${command.data.id} already exists.`);
  const { id, organizationName, slug, shortName, dealerVaultVendorId, imageUrl } = command.data;
  const errors = new FieldErrors()
    .required('organizationName', organizationName)
    .required('slug', slug)
    .required('shortName', shortName)
    .required('dealerVaultVendorId', dealerVaultVendorId);
  if (slug.trim() !== '' && !slugPattern.test(slug)) {
    errors.add('slug', 'The slug may contain only lowercase letters and hyphens.');
  }
  errors.throwIfAny('The dealer group is invalid.');
  return [
    {
      type: 'DealerGroupCreated',
      data: {
        id,
        organizationName: organizationName.trim(),
        slug,
        shortName: shortName.trim(),
        dealerVaultVendorId: dealerVaultVendorId.trim(),
        imageUrl: imageUrl.trim(),
      },
    },
  ];
}

export function decide(command: DealerGroupCommand, state: DealerGroupState): DealerGroupEvent[] {
  switch (command.type) {
    case 'CreateDealerGroup':
      return createDealerGroup(command, state);
    case 'SetResponseHours':
      return setResponseHours(command, state);
    default:
      return assertNever(command);
  }
}

import { describe, it } from '@jest/globals';
import { ConflictError, ForbiddenError, ValidationError } from '@dtn/platform/errors';
import { deciderSpec } from '../testing/decider-spec';
import { decide, type CreateDealerGroup } from './decide';
import { evolve, initialState } from './state';

const given = deciderSpec({ initialState, evolve, decide });
const id = '7f0c1a52-6d3e-4b8a-9a41-2f0e5a9c1d11';
const admin = { id: 'a0c1a52f-6d3e-4b8a-9a41-2f0e5a9c1d11', role: 'Admin' as const, dealerGroupId: null };
const data = {
  id,
  organizationName: 'Sunrise Auto Group',
  slug: 'sunrise-auto',
  shortName: 'Sunrise',
  dealerVaultVendorId: 'DV-100',
  imageUrl: '',
};
const create = (over: Partial<CreateDealerGroup['data']> = {}, actor: CreateDealerGroup['actor'] = admin): CreateDealerGroup => ({
  type: 'CreateDealerGroup',
  actor,
  data: { ...data, ...over },
});
const created = { type: 'DealerGroupCreated' as const, data };

describe('CreateDealerGroup', () => {
  it('creates a dealer group', () => given([]).when(create()).then([created]));

  it('lets the system (seed) create one', () => given([]).when(create({}, null)).then([created]));

  it('refuses a slug with anything but lowercase letters and hyphens', () =>
    given([])
      .when(create({ slug: 'Sunrise_Auto1' }))
      .thenThrows(ValidationError, ['slug']));

  it('requires every field', () =>
    given([])
      .when(create({ organizationName: '', slug: ' ', shortName: '', dealerVaultVendorId: '' }))
      .thenThrows(ValidationError, ['organizationName', 'slug', 'shortName', 'dealerVaultVendorId']));

  it('is for administrators only', () =>
    given([])
      .when(create({}, { id: admin.id, role: 'DealerPrincipal', dealerGroupId: id }))
      .thenThrows(ForbiddenError));

  it('cannot create the same group twice', () => given([created]).when(create()).thenThrows(ConflictError));
});

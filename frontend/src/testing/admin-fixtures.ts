import type { Dealership } from '@dtn/contracts/entities/dealership';
import type { DealerGroup } from '@dtn/contracts/entities/dealer-group';
import type { Invite } from '@dtn/contracts/entities/invite';
import type { User } from '@dtn/contracts/entities/user';
import type { Paged } from '@dtn/contracts/paging';
import { testUser } from './render';

/** Test data for the administration screens' tests (dealer admin, system admin, invitations). */
let serial = 100;
export const nextId = () => {
  serial += 1;
  return `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`;
};

export const groupId = testUser().dealerGroupId!;

export function dealership(overrides: Partial<Dealership> = {}): Dealership {
  return {
    id: nextId(),
    name: 'Lone Star Ford',
    dealerVaultId: 'DV-1',
    address1: '1 Main St',
    address2: '',
    city: 'Dallas',
    state: 'TX',
    postalCode: '75201',
    country: 'US',
    active: true,
    dealerGroupId: groupId,
    holdingCostPerDay: 35,
    agingThresholds: [30, 45, 60, 90],
    ...overrides,
  };
}

export function member(overrides: Partial<User> = {}): User {
  const id = nextId();
  return testUser({
    id,
    userId: `dev|member-${id}@lonestar.example`,
    firstName: 'Sam',
    lastName: 'Seller',
    title: 'Sales Associate',
    email: `member-${id}@lonestar.example`,
    role: 'SalesAssociate',
    buyAuthority: false,
    sellAuthority: false,
    ...overrides,
  });
}

export function invite(overrides: Partial<Invite> = {}): Invite {
  const id = nextId();
  return {
    id,
    inviteId: id,
    email: `invitee-${id}@example.com`,
    inviteDate: '2025-03-01T12:00:00.000Z',
    status: 'Pending',
    role: 'SalesAssociate',
    dealershipIds: [],
    ...overrides,
  };
}

export function dealerGroup(overrides: Partial<DealerGroup> = {}): DealerGroup {
  return {
    id: nextId(),
    organizationName: 'Lone Star Auto Group',
    slug: 'lone-star',
    shortName: 'Lone Star',
    dealerVaultVendorId: 'V-1',
    responseHours: 24,
    active: true,
    imageUrl: '',
    dealerships: [],
    ...overrides,
  };
}

export function paged<T>(results: T[], page = 1, pageCount = 1): Paged<T> {
  return { page, pageCount, totalCount: pageCount * 10, results };
}

/** The answer of a command route ({ id, position }). */
export const done = (id = nextId()) => ({ id, position: null });

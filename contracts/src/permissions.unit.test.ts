import { describe, it, expect } from '@jest/globals';
import type { Permission, Role } from './index';
import {
  adminMenuVisible,
  buyListMenuVisible,
  dealerAdminMenuVisible,
  hasAll,
  hasAny,
  incomingBidsMenuVisible,
  invitableRoles,
  myBidsMenuVisible,
  permissionsFor,
  vehicleMatchesMenuVisible,
} from './permissions';

// The expectation is rebuilt from the words of spec section 6, not from the grants data.
const list = (text: string) => text.split(',').map((s) => s.trim()) as Permission[];

const catalogue = list(`ListDealerGroup, AddDealerGroup, EditDealerGroup, AddDealership, EditDealership,
  DeleteDealership, ViewDealership, InviteDealerPrincipal, InviteUser, ListInvites, RevokeInvite, ListUsers,
  EditUser, EditUserRole, AssignUserDealership, ViewDealerGroupInventory, SpotlightInventory, AddBuyListItem,
  ViewBuyListItem, RemoveBuyListItem, ViewNotifications, ViewInventory, SearchInventory, ViewServiceRecord,
  CreateOffer, ViewOffer, UpdateOffer, CancelOffer, ApproveTransportBid, ViewInboundOffer, ApproveInboundOffer,
  AddConversationMessage, MarketplaceSearch, CreatePost, DeletePost, ViewPost, UploadImage`);
const managers = list(`ViewDealership, InviteUser, ListInvites, RevokeInvite, ListUsers, EditUser, EditUserRole,
  AssignUserDealership, ViewDealerGroupInventory, ViewNotifications, ViewInventory, SearchInventory,
  ViewServiceRecord, MarketplaceSearch, CreatePost, DeletePost, ViewPost, UploadImage`);
// "posts" read as CreatePost + ViewPost (DeletePost is moderation; see permissions.ts).
const staff = list(`ViewDealerGroupInventory, ViewNotifications, ViewInventory, SearchInventory,
  ViewServiceRecord, MarketplaceSearch, CreatePost, ViewPost, UploadImage`);
const buy = list(`AddBuyListItem, ViewBuyListItem, RemoveBuyListItem, CreateOffer, ViewOffer, UpdateOffer,
  CancelOffer, ApproveTransportBid, AddConversationMessage`);
const sell = list('SpotlightInventory, ViewInboundOffer, ApproveInboundOffer, AddConversationMessage');

const byRole: Record<Role, Permission[]> = {
  Admin: catalogue,
  DealerPrincipal: managers,
  GeneralManager: managers,
  SalesDirector: managers,
  UsedCarDirector: managers,
  NewCarManager: managers,
  UsedCarManager: managers,
  SalesManager: staff,
  SalesAssociate: staff,
  InternetDirector: staff,
  InternetManager: staff,
  BDCManager: [],
};

const cases = (Object.keys(byRole) as Role[]).flatMap((role) =>
  [false, true].flatMap((buyAuthority) => [false, true].map((sellAuthority) => ({ role, buyAuthority, sellAuthority }))),
);

const sorted = (perms: Iterable<Permission>) => [...new Set(perms)].sort();

describe('permissionsFor', () => {
  it('covers every role x buyAuthority x sellAuthority combination', () => {
    expect(cases).toHaveLength(48);
  });

  it.each(cases)('$role buy=$buyAuthority sell=$sellAuthority', ({ role, buyAuthority, sellAuthority }) => {
    const expected = [...byRole[role], ...(buyAuthority ? buy : []), ...(sellAuthority ? sell : [])];
    expect(sorted(permissionsFor({ role, buyAuthority, sellAuthority }))).toEqual(sorted(expected));
  });

  it('gives Admin the whole catalogue, which is the Permission enum', () => {
    expect(permissionsFor({ role: 'Admin', buyAuthority: false, sellAuthority: false }).size).toBe(37);
  });
});

describe('checks and menus', () => {
  const associate = permissionsFor({ role: 'SalesAssociate', buyAuthority: true, sellAuthority: false });
  const seller = permissionsFor({ role: 'BDCManager', buyAuthority: false, sellAuthority: true });

  it('hasAll needs every permission, hasAny one of them', () => {
    expect(hasAll(associate, ['CreateOffer', 'ViewPost'])).toBe(true);
    expect(hasAll(associate, ['CreateOffer', 'SpotlightInventory'])).toBe(false);
    expect(hasAny(associate, ['CreateOffer', 'SpotlightInventory'])).toBe(true);
    expect(hasAll(associate, [])).toBe(true);
    expect(hasAny(associate, [])).toBe(false);
  });

  it('shows buyer menus to buyers and the incoming bids menu to sellers', () => {
    expect([buyListMenuVisible, vehicleMatchesMenuVisible, myBidsMenuVisible].map((f) => f(associate))).toEqual([true, true, true]);
    expect(incomingBidsMenuVisible(associate)).toBe(true); // AddConversationMessage
    expect([buyListMenuVisible, vehicleMatchesMenuVisible].map((f) => f(seller))).toEqual([false, false]);
    expect(myBidsMenuVisible(seller)).toBe(true); // AddConversationMessage counts for my bids
    expect(incomingBidsMenuVisible(seller)).toBe(true);
  });

  it('shows the admin menu to Admin alone and dealer admin to the six manager roles', () => {
    expect((Object.keys(byRole) as Role[]).filter(adminMenuVisible)).toEqual(['Admin']);
    expect((Object.keys(byRole) as Role[]).filter(dealerAdminMenuVisible).sort()).toEqual([
      'DealerPrincipal',
      'GeneralManager',
      'NewCarManager',
      'SalesDirector',
      'UsedCarDirector',
      'UsedCarManager',
    ]);
  });

  it('lets dealer admins invite any role but Admin and DealerPrincipal; system admins also principals', () => {
    const manager = permissionsFor({ role: 'GeneralManager', buyAuthority: false, sellAuthority: false });
    expect(invitableRoles(manager)).not.toContain('DealerPrincipal');
    expect(invitableRoles(manager)).toHaveLength(10);
    const admin = permissionsFor({ role: 'Admin', buyAuthority: false, sellAuthority: false });
    expect(invitableRoles(admin)).toContain('DealerPrincipal');
    expect(invitableRoles(admin)).not.toContain('Admin');
    expect(invitableRoles(associate)).toEqual([]);
  });
});

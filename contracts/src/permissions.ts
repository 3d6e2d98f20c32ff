import { Permission } from './permission';
import { Role } from './enums';

/**
 * Role and authority grants of spec section 6, as data. A user's permissions are the grants of
 * their role plus the grants of each authority they hold.
 */

/** Dealer-group administration and the group's own inventory, feed and marketplace. */
const managerTier: readonly Permission[] = [
  'ViewDealership',
  'InviteUser',
  'ListInvites',
  'RevokeInvite',
  'ListUsers',
  'EditUser',
  'EditUserRole',
  'AssignUserDealership',
  'ViewDealerGroupInventory',
  'ViewNotifications',
  'ViewInventory',
  'SearchInventory',
  'ViewServiceRecord',
  'MarketplaceSearch',
  'CreatePost',
  'DeletePost',
  'ViewPost',
  'UploadImage',
];

/**
 * The spec writes "posts" for this tier, where the manager tier spells out CreatePost, DeletePost,
 * ViewPost. We grant CreatePost and ViewPost only: DeletePost is the moderation right (deleting
 * anybody's post in the group), which is what separates the manager tier. An author deleting their
 * own post needs no DeletePost; the post command checks "author or DeletePost".
 */
const staffTier: readonly Permission[] = [
  'ViewDealerGroupInventory',
  'ViewNotifications',
  'ViewInventory',
  'SearchInventory',
  'ViewServiceRecord',
  'MarketplaceSearch',
  'CreatePost',
  'ViewPost',
  'UploadImage',
];

export const roleGrants: Readonly<Record<Role, readonly Permission[]>> = {
  Admin: Permission.options,
  DealerPrincipal: managerTier,
  GeneralManager: managerTier,
  SalesDirector: managerTier,
  UsedCarDirector: managerTier,
  NewCarManager: managerTier,
  UsedCarManager: managerTier,
  SalesManager: staffTier,
  SalesAssociate: staffTier,
  InternetDirector: staffTier,
  InternetManager: staffTier,
  BDCManager: [],
};

export const buyAuthorityGrants: readonly Permission[] = [
  'AddBuyListItem',
  'ViewBuyListItem',
  'RemoveBuyListItem',
  'CreateOffer',
  'ViewOffer',
  'UpdateOffer',
  'CancelOffer',
  'ApproveTransportBid',
  'AddConversationMessage',
];

export const sellAuthorityGrants: readonly Permission[] = [
  'SpotlightInventory',
  'ViewInboundOffer',
  'ApproveInboundOffer',
  'AddConversationMessage',
];

export interface PermissionSubject {
  role: Role;
  buyAuthority: boolean;
  sellAuthority: boolean;
}

/**
 * Authorities add their grants to ANY role, BDCManager included: section 6 says they "add"
 * permissions and names no exception, so a BDCManager with buyAuthority can buy (and nothing else).
 */
export function permissionsFor({ role, buyAuthority, sellAuthority }: PermissionSubject): ReadonlySet<Permission> {
  return new Set<Permission>([
    ...roleGrants[role],
    ...(buyAuthority ? buyAuthorityGrants : []),
    ...(sellAuthority ? sellAuthorityGrants : []),
  ]);
}

/** A check with several permissions passes only if every one is held (section 6). */
export const hasAll = (held: ReadonlySet<Permission>, required: readonly Permission[]): boolean => required.every((p) => held.has(p));

/** Screens and menu entries list alternatives: holding any one suffices (section 2). */
export const hasAny = (held: ReadonlySet<Permission>, alternatives: readonly Permission[]): boolean =>
  alternatives.some((p) => held.has(p));

/** What a route of the catalogue asks: every one of `permissions`, and one of `anyOf` when given. */
export const routePermits = (
  held: ReadonlySet<Permission>,
  route: { permissions: readonly Permission[]; anyOf?: readonly Permission[] },
): boolean => hasAll(held, route.permissions) && (!route.anyOf || hasAny(held, route.anyOf));

/**
 * Permission alternatives of the screens of section 2 (any one opens the screen): the one table
 * that the menu (below), the frontend's route guard and the screens' own API reads (the `anyOf` of
 * /api/offer/user* and /api/offer/incoming*) all read, so a menu entry never leads to a screen
 * whose list the server refuses. Screens missing here are open to any signed-in user.
 */
export const screenAccess = {
  spotlighted: ['SpotlightInventory'],
  buyList: ['AddBuyListItem', 'RemoveBuyListItem', 'ViewBuyListItem'],
  matches: ['CreateOffer', 'ViewOffer', 'UpdateOffer'],
  createOffer: ['CreateOffer', 'ViewOffer', 'UpdateOffer'],
  myOffers: ['CreateOffer', 'ViewOffer', 'UpdateOffer', 'AddConversationMessage'],
  incomingOffers: ['ViewInboundOffer', 'ApproveInboundOffer', 'AddConversationMessage'],
  post: ['ViewPost'],
  demo: ['InviteUser'],
  dealerAdmin: ['ListUsers', 'EditUser', 'EditUserRole', 'AssignUserDealership', 'InviteUser', 'ListInvites', 'RevokeInvite'],
  systemAdmin: ['AddDealerGroup', 'EditDealerGroup', 'ListDealerGroup', 'AddDealership', 'EditDealership', 'DeleteDealership'],
  /** The bid panel of the inventory detail. */
  bidPanel: ['CreateOffer', 'UpdateOffer', 'ViewOffer'],
} as const satisfies Record<string, readonly Permission[]>;

// Menu and badge visibility (section 6).
export const buyListMenuVisible = (held: ReadonlySet<Permission>) => hasAny(held, screenAccess.buyList);
export const vehicleMatchesMenuVisible = (held: ReadonlySet<Permission>) => hasAny(held, screenAccess.matches);
export const myBidsMenuVisible = (held: ReadonlySet<Permission>) => hasAny(held, screenAccess.myOffers);
export const incomingBidsMenuVisible = (held: ReadonlySet<Permission>) => hasAny(held, screenAccess.incomingOffers);
export const spotlightMenuVisible = (held: ReadonlySet<Permission>) => hasAny(held, screenAccess.spotlighted);
/** The system administration menu entry is for the Admin role alone, whatever the permissions. */
export const adminMenuVisible = (role: Role): boolean => role === 'Admin';

/** Roles that see the /dealeradmin menu entry (section 2). */
export const dealerAdminMenuRoles: readonly Role[] = [
  'DealerPrincipal',
  'GeneralManager',
  'SalesDirector',
  'UsedCarDirector',
  'NewCarManager',
  'UsedCarManager',
];
export const dealerAdminMenuVisible = (role: Role): boolean => dealerAdminMenuRoles.includes(role);

/** buyAuthority shows the bid button on listing posts; sellAuthority the composer's trade-in toggle. */
export const bidButtonVisible = (user: { buyAuthority: boolean }): boolean => user.buyAuthority;
export const tradeInToggleVisible = (user: { sellAuthority: boolean }): boolean => user.sellAuthority;

/**
 * Roles a user may put on an invite: never Admin (admins are not invited into groups); dealer
 * admins (InviteUser) any other role but DealerPrincipal; DealerPrincipal needs InviteDealerPrincipal.
 */
export function invitableRoles(held: ReadonlySet<Permission>): Role[] {
  return Role.options.filter((role) => {
    if (role === 'Admin') return false;
    if (role === 'DealerPrincipal') return held.has('InviteDealerPrincipal');
    return held.has('InviteUser');
  });
}

/** A role edit is not offered for Admin or DealerPrincipal users (section 5). */
export const roleEditableFor = (targetRole: Role): boolean => targetRole !== 'Admin' && targetRole !== 'DealerPrincipal';

import { describe, expect, it } from '@jest/globals';
import { Role } from '@dtn/contracts/enums';
import type { Permission } from '@dtn/contracts/permission';
import { permissionsFor } from '@dtn/contracts/permissions';
import { canCall } from '../shared/api/can-call';
import { routeAccess, type RouteAccess } from '../shared/app-route';
import { navEntries } from '../features/shell/nav-entries';
import { appRoutes } from './routes';

/**
 * Finding 1 of issue 37, as a table: every role x buy/sell authority x route of the app, with
 * what the menu shows, what the route guard does and whether the screen's API calls are let
 * through (the catalogue's permissions, which the server enforces: the int tests prove that over
 * HTTP). The expectations are written from the words of spec sections 2 and 6, not from the
 * shared table they check.
 */
const anyOf = (text: string) => text.split(/,\s*|\s+or\s+/).map((word) => word.trim()) as Permission[];

/** Section 2's access column for every route that lists permissions; the rest are 'signed in'. */
const section2: Record<string, Permission[]> = {
  '/spotlighted': anyOf('SpotlightInventory'),
  '/buylist': anyOf('AddBuyListItem, RemoveBuyListItem or ViewBuyListItem'),
  '/matches': anyOf('CreateOffer, ViewOffer or UpdateOffer'),
  '/createoffer/:vin': anyOf('CreateOffer, ViewOffer or UpdateOffer'),
  '/offersubmitted/:vin': anyOf('CreateOffer, ViewOffer or UpdateOffer'),
  '/myoffers': anyOf('CreateOffer, ViewOffer, UpdateOffer or AddConversationMessage'),
  '/myofferdetails/:inventoryId': anyOf('CreateOffer, ViewOffer, UpdateOffer or AddConversationMessage'),
  '/incomingoffers': anyOf('ViewInboundOffer, ApproveInboundOffer or AddConversationMessage'),
  '/offerdetails/:offerId': anyOf('ViewInboundOffer, ApproveInboundOffer or AddConversationMessage'),
  '/post/:postId': anyOf('ViewPost'),
  '/demo': anyOf('InviteUser'),
  '/dealeradmin': anyOf('ListUsers, EditUser, EditUserRole, AssignUserDealership, InviteUser, ListInvites, RevokeInvite'),
  '/dealeradmin/user/:userId': anyOf('ListUsers, EditUser, EditUserRole, AssignUserDealership, InviteUser, ListInvites, RevokeInvite'),
  '/systemadmin': anyOf('AddDealerGroup, EditDealerGroup, ListDealerGroup, AddDealership, EditDealership, DeleteDealership'),
  '/systemadmin/dealergroup/:dealerGroupId': anyOf(
    'AddDealerGroup, EditDealerGroup, ListDealerGroup, AddDealership, EditDealership, DeleteDealership',
  ),
};

const dealerAdminRoles = ['DealerPrincipal', 'GeneralManager', 'SalesDirector', 'UsedCarDirector', 'NewCarManager', 'UsedCarManager'];

/** Section 2's side navigation entries as section 6 shows them, in menu order. */
function expectedMenu(role: Role, held: ReadonlySet<Permission>): string[] {
  const holds = (text: string) => anyOf(text).some((permission) => held.has(permission));
  return [
    '/home',
    '/dealerfeed', // the group's short name: every test user below has a group but Admin
    holds('AddBuyListItem, RemoveBuyListItem or ViewBuyListItem') && '/buylist',
    holds('CreateOffer, UpdateOffer, ViewOffer or AddConversationMessage') && '/myoffers',
    '/marketplace',
    '/tradeins',
    holds('CreateOffer, UpdateOffer or ViewOffer') && '/matches',
    holds('ViewInboundOffer, ApproveInboundOffer or AddConversationMessage') && '/incomingoffers',
    '/inventory',
    holds('SpotlightInventory') && '/spotlighted',
    dealerAdminRoles.includes(role) && '/dealeradmin',
    role === 'Admin' && '/systemadmin',
  ].filter((entry): entry is string => Boolean(entry) && !(entry === '/dealerfeed' && role === 'Admin'));
}

const subjects = Role.options.flatMap((role) =>
  [false, true].flatMap((buyAuthority) => [false, true].map((sellAuthority) => ({ role, buyAuthority, sellAuthority }))),
);
const name = ({ role, buyAuthority, sellAuthority }: (typeof subjects)[number]) =>
  `${role}${buyAuthority ? ' +buy' : ''}${sellAuthority ? ' +sell' : ''}`;
const signedInRoutes = appRoutes().filter((route) => !route.public);

/** One row of the table: what one user meets on one route. */
function row(subject: (typeof subjects)[number], path: string) {
  const held = permissionsFor(subject);
  const route = signedInRoutes.find((candidate) => candidate.path === path)!;
  const menu = navEntries(subject.role, held, subject.role === 'Admin' ? undefined : 'Lone Star').some((entry) => entry.to === path);
  const guard = routeAccess(route, subject.role, held);
  const api = (route.calls ?? []).map((call) => `${call} ${canCall(call, held) ? '2xx' : '403'}`);
  return { menu, guard, api };
}

describe('finding 1: menu, route guard and API agree with spec sections 2 and 6 (role x authority x route)', () => {
  it('covers 48 users (12 roles x buy x sell) and every signed-in route of section 2', () => {
    expect(subjects).toHaveLength(48);
    const signedIn = ['/home', '/dealerfeed', '/search', '/dealertrade', '/golive', '/marketplace', '/tradeins', '/inventory'];
    const more = ['/inventorylisting/:dealershipId/:age', '/inventorydetail/:vin'];
    expect(signedInRoutes.map((route) => route.path)).toEqual(expect.arrayContaining([...signedIn, ...more, ...Object.keys(section2)]));
  });

  it.each(subjects.map((subject) => [name(subject), subject] as const))('%s', (_name, subject) => {
    const held = permissionsFor(subject);
    const menu = navEntries(subject.role, held, subject.role === 'Admin' ? undefined : 'Lone Star').map((entry) => entry.to);
    expect(menu).toEqual(expectedMenu(subject.role, held));

    const mismatches: string[] = [];
    for (const route of signedInRoutes) {
      const { guard, api } = row(subject, route.path);
      const listed = section2[route.path];
      const expected: RouteAccess | 'not unauthorized' =
        listed && !listed.some((permission) => held.has(permission)) ? 'unauthorized' : 'not unauthorized';
      if (expected === 'unauthorized' ? guard !== 'unauthorized' : guard === 'unauthorized') {
        mismatches.push(`${route.path}: guard ${guard}, spec ${expected}`);
      }
      // The guard opens a screen only when every call it needs is let through, and shows a screen
      // without access only when one of them would be refused: never a 403 on an open screen.
      if (guard === 'open' && api.some((call) => call.endsWith('403'))) mismatches.push(`${route.path}: open, but ${api.join(', ')}`);
      if (guard === 'without-access' && api.every((call) => call.endsWith('2xx'))) mismatches.push(`${route.path}: needlessly empty`);
    }
    // No menu entry leads to 'unauthorized'.
    for (const path of menu) if (row(subject, path).guard === 'unauthorized') mismatches.push(`menu ${path}: unauthorized`);
    expect(mismatches).toEqual([]);
  });

  it('BDCManager (bdc@sunbelt.example, no permissions): every entry opens, each screen says why it is empty', () => {
    const bdc = { role: 'BDCManager', buyAuthority: false, sellAuthority: false } as const;
    const entries = ['/home', '/dealerfeed', '/marketplace', '/tradeins', '/inventory'];
    expect(navEntries(bdc.role, permissionsFor(bdc), 'Sunbelt').map((entry) => entry.to)).toEqual(entries);
    expect(Object.fromEntries(entries.map((path) => [path, row(bdc, path)]))).toEqual({
      '/home': { menu: true, guard: 'without-access', api: ['timeline 403'] },
      '/dealerfeed': { menu: true, guard: 'without-access', api: ['timeline 403'] },
      '/marketplace': { menu: true, guard: 'without-access', api: ['marketplaceSearch 403'] },
      '/tradeins': { menu: true, guard: 'without-access', api: ['tradeInSearch 403'] },
      '/inventory': { menu: true, guard: 'without-access', api: ['inventoryRollup 403'] },
    });
  });

  it("UsedCarDirector with buy authority only (usedcar@pacific.example): 'bids' opens incoming bids, which the API answers", () => {
    const usedcar = { role: 'UsedCarDirector', buyAuthority: true, sellAuthority: false } as const;
    expect(row(usedcar, '/incomingoffers')).toEqual({ menu: true, guard: 'open', api: ['incomingOffers 2xx'] });
    expect(row(usedcar, '/offerdetails/:offerId')).toEqual({ menu: false, guard: 'open', api: ['incomingOfferById 2xx'] });
    expect(canCall('incomingOfferCount', permissionsFor(usedcar))).toBe(true); // the menu's badge
    // Reading and talking, not deciding: accept and reject stay the seller's.
    expect(canCall('addConversationMessage', permissionsFor(usedcar))).toBe(true);
    expect(canCall('approveOffer', permissionsFor(usedcar))).toBe(false);
  });

  it("GeneralManager with sell authority only (gm@heartland.example): 'my bids' opens my bids, which the API answers", () => {
    const gm = { role: 'GeneralManager', buyAuthority: false, sellAuthority: true } as const;
    expect(row(gm, '/myoffers')).toEqual({ menu: true, guard: 'open', api: ['myOffers 2xx'] });
    expect(row(gm, '/myofferdetails/:inventoryId')).toEqual({ menu: false, guard: 'open', api: ['myOfferForVehicle 2xx'] });
    expect(canCall('myOfferCount', permissionsFor(gm))).toBe(true);
    expect(canCall('createOffer', permissionsFor(gm))).toBe(false);
  });
});

import type { Permission } from '@dtn/contracts/permission';
import type { Role } from '@dtn/contracts/enums';
import {
  adminMenuVisible,
  buyListMenuVisible,
  dealerAdminMenuVisible,
  incomingBidsMenuVisible,
  myBidsMenuVisible,
  spotlightMenuVisible,
  vehicleMatchesMenuVisible,
} from '@dtn/contracts/permissions';
import type { BadgeName } from './badges-slice';

export interface NavEntry {
  to: string;
  labelKey: string;
  /** A label that is data, not a key: the dealer feed link shows the group's short name. */
  label?: string;
  badge?: BadgeName;
}

/**
 * The side navigation entries of spec sections 2 and 6, in menu order, for a role and permission
 * set. (Dealer trade and go-live sit behind feature flags that are off.)
 */
export function navEntries(role: Role, held: ReadonlySet<Permission>, groupShortName?: string): NavEntry[] {
  const entries: (NavEntry | false | undefined)[] = [
    { to: '/home', labelKey: 'nav.home' },
    groupShortName ? { to: '/dealerfeed', labelKey: 'page.dealerfeed', label: groupShortName } : undefined,
    buyListMenuVisible(held) && { to: '/buylist', labelKey: 'nav.buylist' },
    myBidsMenuVisible(held) && { to: '/myoffers', labelKey: 'nav.my-bids', badge: 'myOffers' },
    { to: '/marketplace', labelKey: 'nav.marketplace' },
    { to: '/tradeins', labelKey: 'nav.tradeins' },
    vehicleMatchesMenuVisible(held) && { to: '/matches', labelKey: 'nav.vehicle-matches', badge: 'vehicleMatches' },
    incomingBidsMenuVisible(held) && { to: '/incomingoffers', labelKey: 'nav.bids', badge: 'incomingOffers' },
    { to: '/inventory', labelKey: 'nav.inventory' },
    spotlightMenuVisible(held) && { to: '/spotlighted', labelKey: 'nav.spotlight' },
    dealerAdminMenuVisible(role) && { to: '/dealeradmin', labelKey: 'nav.dealer-admin' },
    adminMenuVisible(role) && { to: '/systemadmin', labelKey: 'nav.system-admin' },
  ];
  return entries.filter((entry): entry is NavEntry => Boolean(entry));
}

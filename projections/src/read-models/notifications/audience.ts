import { permissionsFor, Role, type Permission } from '@dtn/contracts';
import type { UserFacts } from './user-facts';

/**
 * Who may hear an offer's notifications, from the rights a user holds when the event happens
 * (contracts' grants of their role and authorities), as the queries behind each side's link let
 * them open the offer:
 *   the seller's side   members of the seller's dealer group with ViewInboundOffer (/api/offer/incoming)
 *   the buyer's side    the buyer, with ViewOffer (/api/offer/user)
 * and on either side only whoever may read notifications at all (ViewNotifications: not a BDC
 * manager). A role this build does not know grants nothing.
 */
export interface Hearers {
  /** By dealer group, the members who hear the seller's side, by id. */
  sellers: Map<string, string[]>;
  /** The users who hear the buyer's side of their own offers. */
  buyers: Set<string>;
}

/** What the user may hear of at all: nothing without ViewNotifications or with an unknown role. */
function rightsOf(user: UserFacts): ReadonlySet<Permission> {
  const role = Role.safeParse(user.role);
  if (!role.success) return new Set();
  const held = permissionsFor({ role: role.data, buyAuthority: user.buyAuthority, sellAuthority: user.sellAuthority });
  return held.has('ViewNotifications') ? held : new Set();
}

export function hearersAmong(users: readonly UserFacts[]): Hearers {
  const sellers = new Map<string, string[]>();
  const buyers = new Set<string>();
  for (const user of users) {
    const held = rightsOf(user);
    if (held.has('ViewOffer')) buyers.add(user.id);
    if (user.dealerGroupId && held.has('ViewInboundOffer')) {
      const members = sellers.get(user.dealerGroupId) ?? [];
      members.push(user.id);
      sellers.set(user.dealerGroupId, members);
    }
  }
  return { sellers, buyers };
}

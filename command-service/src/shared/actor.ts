import type { Role } from '@dtn/contracts';
import { uuidV5 } from '@dtn/platform/commands/ids';

/** Who issues a command. null = the system itself (demo seed, import CLI), trusted like an Admin. */
export interface Actor {
  id: string;
  role: Role;
  dealerGroupId: string | null;
}

export const isSystemOrAdmin = (actor: Actor | null): boolean => actor === null || actor.role === 'Admin';

/** May `actor` act on something owned by `dealerGroupId`? Admins act on any dealer group. */
export const actsForDealerGroup = (actor: Actor | null, dealerGroupId: string): boolean =>
  isSystemOrAdmin(actor) || actor?.dealerGroupId === dealerGroupId;

/** Stands in for a user id in event fields that name the acting user when the system acted
 * (metadata.userId is null then); deterministic so audits can recognise it. */
export const systemUserId = uuidV5('system-user');

export const actorUserId = (actor: Actor | null): string => actor?.id ?? systemUserId;

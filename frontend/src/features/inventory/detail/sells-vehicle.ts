import type { InventoryItem } from '@dtn/contracts/entities/inventory';
import type { User } from '@dtn/contracts/entities/user';

/**
 * Whether the user is on the selling side of this vehicle: staff of its dealer group, or the Admin,
 * who acts for every group (the server's rule for spotlight and for accepting bids). Such a user
 * gets no bid panel (nobody bids on their own group's vehicle: the server refuses it) but the
 * vehicle's incoming bids, and only they get the spotlight control.
 */
export function sellsVehicle(user: Pick<User, 'role' | 'dealerGroupId'> | null, item: Pick<InventoryItem, 'dealerGroupId'>): boolean {
  if (!user) return false;
  return user.role === 'Admin' || user.dealerGroupId === item.dealerGroupId;
}

import type { Permission } from '@dtn/contracts/permission';
import { routePermits } from '@dtn/contracts/permissions';
import { routeTable } from './route-table.gen';
import type { RouteName } from './api-types';

/** The route's permissions are all held (spec section 6: a check with several needs every one),
 * and one of its alternatives where it lists some (a screen's own reads, section 2). */
export function canCall(name: RouteName, held: ReadonlySet<Permission>): boolean {
  return routePermits(held, routeTable[name]);
}

import type { Permission } from '@dtn/contracts/permission';
import { hasAll } from '@dtn/contracts/permissions';
import { routeTable } from './route-table.gen';
import type { RouteEntry, RouteName } from './api-types';

/** The route's permissions are all held (spec section 6: a check with several needs every one). */
export function canCall(name: RouteName, held: ReadonlySet<Permission>): boolean {
  return hasAll(held, (routeTable[name] as RouteEntry).permissions);
}

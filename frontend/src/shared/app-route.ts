import type { ComponentType, LazyExoticComponent } from 'react';
import type { Permission } from '@dtn/contracts/permission';
import type { Role } from '@dtn/contracts/enums';
import { hasAny } from '@dtn/contracts/permissions';
import type { RouteName } from './api/api-types';
import { canCall } from './api/can-call';

/** What a signed-in screen shows a user whose permissions cannot reach its data: its heading and
 * a line that says why (keys; `{{group}}` in the title is the user's group's short name). */
export interface WithoutAccess {
  titleKey: string;
  reasonKey: string;
}

/**
 * One entry of the route table (spec section 2); each feature exports its own, app/routes.tsx
 * composes them. `anyOf`: the spec's permission list for the screen (section 2; for the offer
 * screens `screenAccess`, the table the menu and the API read too): a user holding none sees
 * 'unauthorized'. `calls`: catalogue routes the screen cannot work without; nothing is requested
 * unless the user's permissions reach every one. `withoutAccess`: what a user whom section 2 lets
 * onto the screen (signed in, holding one of `anyOf` if any) sees when the role does not reach its
 * calls: the heading and this reason, never 'unauthorized', which is for `anyOf` alone.
 * `adminOnly`: the Admin role only. `public`: reachable without sign-in, without the chrome.
 */
export interface AppRoute {
  path: string;
  component: ComponentType | LazyExoticComponent<ComponentType>;
  anyOf?: readonly Permission[];
  calls?: readonly RouteName[];
  withoutAccess?: WithoutAccess;
  adminOnly?: boolean;
  public?: boolean;
}

/** What the route guard shows: the screen, its heading with the reason it is empty, or 'unauthorized'. */
export type RouteAccess = 'open' | 'without-access' | 'unauthorized';

export function routeAccess(
  route: Pick<AppRoute, 'anyOf' | 'calls' | 'withoutAccess' | 'adminOnly'>,
  role: Role | undefined,
  held: ReadonlySet<Permission>,
): RouteAccess {
  if (route.adminOnly && role !== 'Admin') return 'unauthorized';
  if (route.anyOf && !hasAny(held, route.anyOf)) return 'unauthorized';
  if (!route.calls || route.calls.every((name) => canCall(name, held))) return 'open';
  return route.withoutAccess ? 'without-access' : 'unauthorized';
}

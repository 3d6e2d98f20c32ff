import type { ComponentType, LazyExoticComponent } from 'react';
import type { Permission } from '@dtn/contracts/permission';
import type { RouteName } from './api/api-types';

/**
 * One entry of the route table (spec section 2); each feature exports its own, app/routes.tsx
 * composes them. `anyOf`: the user needs at least one of these permissions, else the page shows
 * 'unauthorized'. `calls`: catalogue routes the screen cannot work without; a user whose
 * permissions cannot reach every one of them sees 'unauthorized' too, and no request is sent.
 * `adminOnly`: the Admin role only. `public`: reachable without sign-in, without the chrome.
 */
export interface AppRoute {
  path: string;
  component: ComponentType | LazyExoticComponent<ComponentType>;
  anyOf?: readonly Permission[];
  calls?: readonly RouteName[];
  adminOnly?: boolean;
  public?: boolean;
}

import type { ComponentType, LazyExoticComponent } from 'react';
import type { Permission } from '@dtn/contracts/permission';

/**
 * One entry of the route table (spec section 2). `anyOf`: the user needs at least one of these
 * permissions, else the page shows 'unauthorized'. `adminOnly`: the Admin role only.
 * `public`: reachable without sign-in.
 */
export interface AppRoute {
  path: string;
  component: ComponentType | LazyExoticComponent<ComponentType>;
  anyOf?: readonly Permission[];
  adminOnly?: boolean;
  public?: boolean;
}

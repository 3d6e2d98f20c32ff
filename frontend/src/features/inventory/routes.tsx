import { lazy } from 'react';
import type { AppRoute } from '../../app/app-route';
import { screenAccess } from '@dtn/contracts/permissions';

/** The inventory screens of spec section 2; the shell wraps them in its layout and guard. */
export const inventoryRoutes: AppRoute[] = [
  { path: '/marketplace', component: lazy(() => import('./marketplace/marketplace-page')) },
  { path: '/tradeins', component: lazy(() => import('./tradeins/tradeins-page')) },
  { path: '/inventory', component: lazy(() => import('./rollup/rollup-page')) },
  { path: '/inventorylisting/:dealershipId/:age', component: lazy(() => import('./listing/listing-page')) },
  { path: '/spotlighted', component: lazy(() => import('./listing/spotlighted-page')), anyOf: screenAccess.spotlighted },
  { path: '/inventorydetail/:vin', component: lazy(() => import('./detail/detail-page')) },
];

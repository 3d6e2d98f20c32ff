import { lazy } from 'react';
import { screenAccess } from '@dtn/contracts/permissions';
import type { AppRoute } from './app-route';
import { inventoryRoutes } from '../features/inventory/routes';

/** A later issue's screen: a heading in its own chunk, behind the route's guard. */
const placeholderPage = (titleKey: string) =>
  lazy(() => import('../features/shell/placeholder-page').then((module) => module.placeholder(titleKey)));

const PreferencesPage = lazy(() => import('../features/shell/preferences-page'));

/**
 * The signed-in routes of spec section 2 with their guards. The inventory screens come from their
 * feature; the screens of later issues show their heading until they are built.
 */
export const shellRoutes: AppRoute[] = [
  { path: '/home', component: placeholderPage('page.home') },
  { path: '/dealerfeed', component: placeholderPage('page.dealerfeed') },
  { path: '/search', component: placeholderPage('page.search') },
  { path: '/dealertrade', component: placeholderPage('page.dealertrade') },
  { path: '/golive', component: placeholderPage('page.golive') },
  { path: '/buylist', component: placeholderPage('page.buylist'), anyOf: screenAccess.buyList },
  { path: '/matches', component: placeholderPage('page.matches'), anyOf: screenAccess.matches },
  { path: '/createoffer/:vin', component: placeholderPage('page.createoffer'), anyOf: screenAccess.createOffer },
  { path: '/offersubmitted/:vin', component: placeholderPage('page.offersubmitted'), anyOf: screenAccess.createOffer },
  { path: '/myoffers', component: placeholderPage('page.myoffers'), anyOf: screenAccess.myOffers },
  { path: '/myofferdetails/:inventoryId', component: placeholderPage('page.myofferdetails'), anyOf: screenAccess.myOffers },
  { path: '/incomingoffers', component: placeholderPage('page.incomingoffers'), anyOf: screenAccess.incomingOffers },
  { path: '/offerdetails/:offerId', component: placeholderPage('page.offerdetails'), anyOf: screenAccess.incomingOffers },
  { path: '/post/:postId', component: placeholderPage('page.post'), anyOf: screenAccess.post },
  { path: '/demo', component: placeholderPage('page.demo'), anyOf: screenAccess.demo },
  { path: '/dealeradmin', component: placeholderPage('page.dealeradmin'), anyOf: screenAccess.dealerAdmin },
  { path: '/dealeradmin/user/:userId', component: placeholderPage('page.dealeradmin-user'), anyOf: screenAccess.dealerAdmin },
  { path: '/systemadmin', component: placeholderPage('page.systemadmin'), anyOf: screenAccess.systemAdmin, adminOnly: true },
  {
    path: '/systemadmin/dealergroup/:dealerGroupId',
    component: placeholderPage('page.systemadmin-group'),
    anyOf: screenAccess.systemAdmin,
    adminOnly: true,
  },
  { path: '/preferences', component: PreferencesPage },
];

/** Reachable without sign-in (besides / and the sign-in pages). */
export const publicRoutes: AppRoute[] = [
  { path: '/bidtransport/:uid', component: placeholderPage('page.bidtransport'), public: true },
];

/** Every guarded route: the shell's and the inventory feature's. */
export const signedInRoutes = (): AppRoute[] => [...inventoryRoutes.filter((route) => !route.public), ...shellRoutes];
export const allPublicRoutes = (): AppRoute[] => [...publicRoutes, ...inventoryRoutes.filter((route) => route.public)];

import { screenAccess } from '@dtn/contracts/permissions';
import type { AppRoute } from '../shared/app-route';
import { placeholderPage } from '../features/shell';
import { featureRoutes } from './features';

/**
 * The screens of spec section 2 that no feature has built yet: their heading, behind their guard.
 * A feature that exports a route with the same path replaces its placeholder.
 */
export const placeholderRoutes: AppRoute[] = [
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
  { path: '/bidtransport/:uid', component: placeholderPage('page.bidtransport'), public: true },
];

/** Every route: the features' own, then the placeholders of the screens still to build. */
export function appRoutes(): AppRoute[] {
  const built = featureRoutes();
  const paths = new Set(built.map((route) => route.path));
  return [...built, ...placeholderRoutes.filter((route) => !paths.has(route.path))];
}

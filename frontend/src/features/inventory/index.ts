import { lazy } from 'react';
import { all, fork } from 'redux-saga/effects';
import { screenAccess } from '@dtn/contracts/permissions';
import { defineFeature } from '../../shared/feature';
import { digestSaga } from './aging/digest-saga';
import { digestSlice } from './aging/digest-slice';
import { exitsSaga } from './aging/exits-saga';
import { exitsSlice } from './aging/exits-slice';
import { reportSaga } from './aging/report-saga';
import { reportSlice } from './aging/report-slice';
import { buyNowSaga } from './buy-now/buy-now-saga';
import { buyNowSlice } from './buy-now/buy-now-slice';
import { detailSaga } from './detail/detail-saga';
import { detailSlice } from './detail/detail-slice';
import { listingSaga } from './listing/listing-saga';
import { listingSlice } from './listing/listing-slice';
import { marketplaceSaga } from './marketplace/marketplace-saga';
import { marketplaceSlice } from './marketplace/marketplace-slice';
import { rollupSaga } from './rollup/rollup-saga';
import { rollupSlice } from './rollup/rollup-slice';
import { spotlightSaga } from './spotlight/spotlight-saga';
import { spotlightSlice } from './spotlight/spotlight-slice';
import { tradeInsSaga } from './tradeins/tradeins-saga';
import { tradeInsSlice } from './tradeins/tradeins-slice';

function* inventorySaga() {
  yield all([
    fork(marketplaceSaga),
    fork(tradeInsSaga),
    fork(rollupSaga),
    fork(listingSaga),
    fork(spotlightSaga),
    fork(detailSaga),
    fork(buyNowSaga),
    fork(exitsSaga),
    fork(digestSaga),
    fork(reportSaga),
  ]);
}

/**
 * The inventory screens of spec section 2: marketplace, trade-ins, rollup, listing, spotlighted,
 * detail; and aging's digest and exit report, with a vehicle's exits (reprice, Buy Now price).
 * `calls` names the catalogue route each screen cannot work without: a user whose permissions
 * cannot reach it (a BDCManager holds none) sees 'unauthorized', not an error box.
 */
export const inventoryFeature = defineFeature({
  name: 'inventory',
  reducers: {
    marketplace: marketplaceSlice.reducer,
    tradeIns: tradeInsSlice.reducer,
    inventoryRollup: rollupSlice.reducer,
    inventoryListing: listingSlice.reducer,
    spotlight: spotlightSlice.reducer,
    inventoryDetail: detailSlice.reducer,
    buyNow: buyNowSlice.reducer,
    agingExits: exitsSlice.reducer,
    agingDigest: digestSlice.reducer,
    agingReport: reportSlice.reducer,
  },
  saga: inventorySaga,
  routes: [
    {
      path: '/marketplace',
      component: lazy(() => import('./marketplace/marketplace-page')),
      calls: ['marketplaceSearch'],
      withoutAccess: { titleKey: 'marketplace.title', reasonKey: 'access.marketplace' },
    },
    {
      path: '/tradeins',
      component: lazy(() => import('./tradeins/tradeins-page')),
      calls: ['tradeInSearch'],
      withoutAccess: { titleKey: 'tradeins.title', reasonKey: 'access.tradeins' },
    },
    {
      path: '/inventory',
      component: lazy(() => import('./rollup/rollup-page')),
      calls: ['inventoryRollup'],
      withoutAccess: { titleKey: 'inventory.rollup.title', reasonKey: 'access.inventory' },
    },
    {
      path: '/inventorylisting/:dealershipId/:age',
      component: lazy(() => import('./listing/listing-page')),
      calls: ['inventoryByAge'],
      withoutAccess: { titleKey: 'inventory.listing.title', reasonKey: 'access.inventory' },
    },
    {
      path: '/spotlighted',
      component: lazy(() => import('./listing/spotlighted-page')),
      anyOf: screenAccess.spotlighted,
      calls: ['spotlightedInventory'],
    },
    {
      path: '/inventorydetail/:vin',
      component: lazy(() => import('./detail/detail-page')),
      calls: ['inventoryByVin'],
      withoutAccess: { titleKey: 'inventory.detail.page-title', reasonKey: 'access.vehicle' },
    },
    // Aging (issue "Know the market"): a dealership's daily digest, from its notification, and its exit report, from the rollup.
    {
      path: '/agingdigest/:notificationId',
      component: lazy(() => import('./aging/digest-page')),
      calls: ['notificationById', 'inventoryById'],
      withoutAccess: { titleKey: 'aging.digest.page-title', reasonKey: 'access.aging' },
    },
    {
      path: '/agingreport/:dealershipId',
      component: lazy(() => import('./aging/report-page')),
      calls: ['agingReport'],
      withoutAccess: { titleKey: 'aging.report.title-loading', reasonKey: 'access.aging' },
    },
  ],
});

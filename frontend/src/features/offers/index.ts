import { lazy } from 'react';
import { all, fork } from 'redux-saga/effects';
import { screenAccess } from '@dtn/contracts/permissions';
import { defineFeature } from '../../shared/feature';
import { wizardSaga } from './create/wizard-saga';
import { wizardSlice } from './create/wizard-slice';
import { incomingSaga } from './incoming/incoming-saga';
import { incomingSlice } from './incoming/incoming-slice';
import { myOffersSaga } from './my-offers/my-offers-saga';
import { myOffersSlice } from './my-offers/my-offers-slice';

function* offersSaga() {
  yield all([fork(wizardSaga), fork(myOffersSaga), fork(incomingSaga)]);
}

/**
 * The trading screens of spec section 2: the create-offer wizard and its confirmation, my bids,
 * incoming bids with chat, accept and reject, and the auditors' history. `anyOf` is the spec's
 * permission list of each screen, `calls` the catalogue route it cannot work without.
 */
export const offersFeature = defineFeature({
  name: 'offers',
  reducers: {
    createOffer: wizardSlice.reducer,
    myOffers: myOffersSlice.reducer,
    incomingOffers: incomingSlice.reducer,
  },
  saga: offersSaga,
  routes: [
    {
      path: '/createoffer/:vin',
      component: lazy(() => import('./create/create-offer-page')),
      anyOf: screenAccess.createOffer,
      calls: ['inventoryByVin', 'myOfferForVehicle'],
      // A buyer whose role grants no ViewInventory (a BDCManager with buy authority).
      withoutAccess: { titleKey: 'offers.create.title', reasonKey: 'access.vehicle' },
    },
    {
      path: '/offersubmitted/:vin',
      component: lazy(() => import('./create/offer-submitted-page')),
      anyOf: screenAccess.createOffer,
      calls: ['inventoryByVin', 'myOfferForVehicle'],
      // A buyer whose role grants no ViewInventory (a BDCManager with buy authority).
      withoutAccess: { titleKey: 'offers.submitted.title', reasonKey: 'access.vehicle' },
    },
    { path: '/myoffers', component: lazy(() => import('./my-offers/my-offers-page')), anyOf: screenAccess.myOffers, calls: ['myOffers'] },
    {
      path: '/myofferdetails/:inventoryId',
      component: lazy(() => import('./my-offers/my-offer-detail-page')),
      anyOf: screenAccess.myOffers,
      calls: ['myOfferForVehicle'],
    },
    {
      path: '/incomingoffers',
      component: lazy(() => import('./incoming/incoming-offers-page')),
      anyOf: screenAccess.incomingOffers,
      calls: ['incomingOffers'],
    },
    {
      path: '/offerdetails/:offerId',
      component: lazy(() => import('./incoming/offer-details-page')),
      anyOf: screenAccess.incomingOffers,
      calls: ['incomingOfferById'],
    },
  ],
});

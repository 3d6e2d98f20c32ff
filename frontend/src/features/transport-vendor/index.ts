import { lazy } from 'react';
import { defineFeature } from '../../shared/feature';
import { transportVendorSaga } from './vendor-saga';
import { transportVendorSlice } from './vendor-slice';

/** The transport vendor's public quote page (spec section 2): no sign-in, no chrome. */
export const transportVendorFeature = defineFeature({
  name: 'transport-vendor',
  reducers: { transportVendor: transportVendorSlice.reducer },
  saga: transportVendorSaga,
  routes: [{ path: '/bidtransport/:uid', component: lazy(() => import('./bid-transport-page')), public: true }],
});

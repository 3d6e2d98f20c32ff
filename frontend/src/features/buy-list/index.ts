import { lazy } from 'react';
import { screenAccess } from '@dtn/contracts/permissions';
import { defineFeature } from '../../shared/feature';
import { buyListSaga } from './buy-list-saga';
import { buyListSlice } from './buy-list-slice';

/** /buylist (spec section 2): the user's wanted vehicles, which raise vehicle-match notifications. */
export const buyListFeature = defineFeature({
  name: 'buy-list',
  reducers: { buyList: buyListSlice.reducer },
  saga: buyListSaga,
  routes: [
    { path: '/buylist', component: lazy(() => import('./buy-list-page')), anyOf: screenAccess.buyList, calls: ['listBuyListItems'] },
  ],
});

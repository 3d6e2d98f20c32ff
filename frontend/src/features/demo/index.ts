import { lazy } from 'react';
import { screenAccess } from '@dtn/contracts/permissions';
import { defineFeature } from '../../shared/feature';
import { demoSaga } from './demo-saga';
import { demoSlice } from './demo-slice';

/** The demo reset page (spec section 2, InviteUser). */
export const demoFeature = defineFeature({
  name: 'demo',
  reducers: { demo: demoSlice.reducer },
  saga: demoSaga,
  routes: [{ path: '/demo', component: lazy(() => import('./demo-page')), anyOf: screenAccess.demo, calls: ['resetDemo'] }],
});

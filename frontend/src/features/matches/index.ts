import { lazy } from 'react';
import { screenAccess } from '@dtn/contracts/permissions';
import { defineFeature } from '../../shared/feature';
import { matchesSaga } from './matches-saga';
import { matchesSlice } from './matches-slice';

/** /matches (spec section 2): vehicle-match notifications, which the buy list raises. */
export const matchesFeature = defineFeature({
  name: 'matches',
  reducers: { matches: matchesSlice.reducer },
  saga: matchesSaga,
  routes: [
    {
      path: '/matches',
      component: lazy(() => import('./matches-page')),
      anyOf: screenAccess.matches,
      calls: ['notificationList'],
      // A buyer whose role grants no ViewNotifications (a BDCManager with buy authority).
      withoutAccess: { titleKey: 'matches.title', reasonKey: 'access.notifications' },
    },
  ],
});

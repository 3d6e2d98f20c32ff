import { lazy } from 'react';
import { all, fork } from 'redux-saga/effects';
import { screenAccess } from '@dtn/contracts/permissions';
import { defineFeature } from '../../shared/feature';
import { groupSaga } from './group/group-saga';
import { groupSlice } from './group/group-slice';
import { groupsSaga } from './groups/groups-saga';
import { groupsSlice } from './groups/groups-slice';
import { leadsSaga } from './leads/leads-saga';
import { leadsSlice } from './leads/leads-slice';

function* systemAdminSaga() {
  yield all([fork(groupsSaga), fork(groupSaga), fork(leadsSaga)]);
}

/** System administration (spec section 2, Admin only): dealer groups, their dealerships, leads. */
export const systemAdminFeature = defineFeature({
  name: 'system-admin',
  reducers: { dealerGroups: groupsSlice.reducer, dealerGroup: groupSlice.reducer, leads: leadsSlice.reducer },
  saga: systemAdminSaga,
  routes: [
    {
      path: '/systemadmin',
      component: lazy(() => import('./system-admin-page')),
      anyOf: screenAccess.systemAdmin,
      adminOnly: true,
      calls: ['listDealerGroups'],
    },
    {
      path: '/systemadmin/dealergroup/:dealerGroupId',
      component: lazy(() => import('./group/group-page')),
      anyOf: screenAccess.systemAdmin,
      adminOnly: true,
      calls: ['dealerGroupById'],
    },
  ],
});

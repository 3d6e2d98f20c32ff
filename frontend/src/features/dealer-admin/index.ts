import { lazy } from 'react';
import { all, fork } from 'redux-saga/effects';
import { screenAccess } from '@dtn/contracts/permissions';
import { defineFeature } from '../../shared/feature';
import { agingSettingsSaga } from './aging-settings/aging-settings-saga';
import { agingSettingsSlice } from './aging-settings/aging-settings-slice';
import { invitesSaga } from './invites/invites-saga';
import { invitesSlice } from './invites/invites-slice';
import { responseHoursSaga } from './response-hours/response-hours-saga';
import { responseHoursSlice } from './response-hours/response-hours-slice';
import { userSaga } from './user/user-saga';
import { userSlice } from './user/user-slice';
import { usersSaga } from './users/users-saga';
import { usersSlice } from './users/users-slice';

function* dealerAdminSaga() {
  yield all([fork(usersSaga), fork(userSaga), fork(invitesSaga), fork(responseHoursSaga), fork(agingSettingsSaga)]);
}

/** Dealer-group administration (spec sections 2, 4 and 5): users, a user's edit, invitations;
 * the group's response hours (negotiation); its dealerships' aging settings. */
export const dealerAdminFeature = defineFeature({
  name: 'dealer-admin',
  reducers: {
    dealerAdminUsers: usersSlice.reducer,
    dealerAdminUser: userSlice.reducer,
    dealerAdminInvites: invitesSlice.reducer,
    dealerAdminResponseHours: responseHoursSlice.reducer,
    dealerAdminAging: agingSettingsSlice.reducer,
  },
  saga: dealerAdminSaga,
  routes: [
    { path: '/dealeradmin', component: lazy(() => import('./dealer-admin-page')), anyOf: screenAccess.dealerAdmin },
    {
      path: '/dealeradmin/user/:userId',
      component: lazy(() => import('./user/user-page')),
      anyOf: screenAccess.dealerAdmin,
      calls: ['userByIdRoute'],
    },
  ],
});

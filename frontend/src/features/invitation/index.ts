import { lazy } from 'react';
import { defineFeature } from '../../shared/feature';
import { invitationSaga } from './invitation-saga';
import { invitationSlice } from './invitation-slice';

/**
 * Accepting an invitation: the email's link opens /invite/accept?token=...; public, since the
 * invitee has no user until they accept (their session is an identity, shared/session).
 */
export const invitationFeature = defineFeature({
  name: 'invitation',
  reducers: { invitation: invitationSlice.reducer },
  saga: invitationSaga,
  routes: [{ path: '/invite/accept', component: lazy(() => import('./accept-page')), public: true }],
});

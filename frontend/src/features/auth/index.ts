import { lazy } from 'react';
import { defineFeature } from '../../shared/feature';
import { authSaga } from './auth-saga';
import { signInSlice } from './sign-in-slice';

export type { SignInRouteState } from './sign-in-route-state';

/**
 * Sign-in (dev identity provider or OIDC) and the session's lifecycle: the saga loads the user into
 * the shared session slice (shared/session), refetches it and signs out on any 401.
 */
export const authFeature = defineFeature({
  name: 'auth',
  reducers: { signIn: signInSlice.reducer },
  saga: authSaga,
  routes: [
    { path: '/signin', component: lazy(() => import('./sign-in-page')), public: true },
    { path: '/signin/callback', component: lazy(() => import('./sign-in-callback-page')), public: true },
  ],
});

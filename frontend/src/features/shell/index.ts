import { lazy } from 'react';
import { all, fork } from 'redux-saga/effects';
import { defineFeature } from '../../shared/feature';
import { badgesSlice } from './badges-slice';
import { badgesSaga } from './badges-saga';
import { notificationsSlice } from './notifications-slice';
import { notificationsSaga } from './notifications-saga';
import { preferencesSlice } from './preferences-slice';
import { preferencesSaga } from './preferences-saga';
import { themeSlice } from './theme-slice';
import { themeSaga } from './theme-saga';

/** The chrome of the signed-in app: its layout (the outlet of every signed-in route) and 404 page. */
export const Layout = lazy(() => import('./layout'));
export const NotFoundPage = lazy(() => import('./not-found-page'));

/** A later issue's screen: a heading in its own chunk, behind the route's guard. */
export const placeholderPage = (titleKey: string) =>
  lazy(() => import('./placeholder-page').then((module) => module.placeholder(titleKey)));

function* shellSaga() {
  yield all([fork(badgesSaga), fork(notificationsSaga), fork(themeSaga), fork(preferencesSaga)]);
}

/** The app chrome: navigation badges, notifications, theme, preferences. */
export const shellFeature = defineFeature({
  name: 'shell',
  reducers: {
    badges: badgesSlice.reducer,
    notifications: notificationsSlice.reducer,
    theme: themeSlice.reducer,
    preferences: preferencesSlice.reducer,
  },
  saga: shellSaga,
  routes: [{ path: '/preferences', component: lazy(() => import('./preferences-page')), calls: ['updateUserProfile'] }],
});

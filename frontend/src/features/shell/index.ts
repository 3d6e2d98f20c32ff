import { all, fork } from 'redux-saga/effects';
import { signInSlice } from '../auth/sign-in-slice';
import { testDriveSlice } from '../landing/test-drive-slice';
import { testDriveSaga } from '../landing/test-drive-saga';
import { badgesSlice } from './badges-slice';
import { badgesSaga } from './badges-saga';
import { notificationsSlice } from './notifications-slice';
import { notificationsSaga } from './notifications-saga';
import { preferencesSlice } from './preferences-slice';
import { preferencesSaga } from './preferences-saga';
import { themeSlice } from './theme-slice';
import { themeSaga } from './theme-saga';

/** The app chrome: sign-in page, navigation badges, notifications, theme, preferences, landing. */
export const shellReducers = {
  signIn: signInSlice.reducer,
  badges: badgesSlice.reducer,
  notifications: notificationsSlice.reducer,
  theme: themeSlice.reducer,
  preferences: preferencesSlice.reducer,
  testDrive: testDriveSlice.reducer,
};

export function* shellSaga() {
  yield all([fork(badgesSaga), fork(notificationsSaga), fork(themeSaga), fork(preferencesSaga), fork(testDriveSaga)]);
}

export { badgesActions } from './badges-slice';

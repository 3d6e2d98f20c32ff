import { put, takeLeading } from 'redux-saga/effects';
import { runRequest } from '../../shared/api/api-saga';
import { dataChanged } from '../../shared/data-changed';
import { demoActions, resetRequest } from './demo-slice';

/** Resets the demo; what shows inventory, offers, notifications or posts refreshes afterwards. */
function* resetDemo() {
  const answer = yield* runRequest(resetRequest, 'resetDemo');
  if (answer.ok) yield put(dataChanged({ topics: ['inventory', 'offers', 'notifications', 'posts', 'buy-list'] }));
}

export function* demoSaga() {
  // Leading: a second click while a reset runs is ignored.
  yield takeLeading(demoActions.resetRequested.type, resetDemo);
}

import { delay, put, takeLatest } from 'redux-saga/effects';
import { callApi } from '../api/api-saga';
import { reachActions as actions, reachKey } from './reach-slice';

/** Asked again as a price is typed: only the last question, once typing pauses, is sent. */
export const typingPauseMs = 250;

function* ask({ payload: query }: ReturnType<typeof actions.requested>) {
  yield delay(typingPauseMs);
  const answer = yield* callApi('standingOrderReach', { query });
  const key = reachKey(query);
  if (answer.ok) yield put(actions.loaded({ key, reach: answer.value }));
  else yield put(actions.failed({ key, problem: answer.problem }));
}

export function* reachSaga() {
  yield takeLatest(actions.requested.type, ask);
}

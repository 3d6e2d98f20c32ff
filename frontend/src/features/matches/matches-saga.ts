import { call, delay, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { matchesPageSize, matchesRefetchMs, matchesStaleMs } from '@dtn/contracts/constants';
import { callApi } from '../../shared/api/api-saga';
import { dataChanged, dataChangedOn } from '../../shared/data-changed';
import { matchesActions as actions, matchesRequest, selectMatches, type MatchesState } from './matches-slice';

/** Read through `call`, so a test stepping the saga can hand in its own time. */
const now = () => Date.now();

function* load(): Generator<unknown, void, unknown> {
  const { page } = (yield select(selectMatches)) as MatchesState;
  yield put(matchesRequest.started());
  const answer = yield* callApi('notificationList', {
    query: { page, pageSize: matchesPageSize, includeRead: 'true', notificationType: 'VehicleMatch' },
  });
  if (!answer.ok) {
    yield put(matchesRequest.failed(answer.problem));
    return;
  }
  const loadedAt = (yield call(now)) as number;
  // A page emptied by dismissals (or gone since) shows the last page that has matches.
  const { results, pageCount } = answer.value;
  if (results.length === 0 && page > 1 && pageCount > 0) {
    yield put(actions.pageMoved(Math.min(page - 1, pageCount)));
    yield call(load);
    return;
  }
  yield put(matchesRequest.succeeded({ ...answer.value, loadedAt }));
}

/** Fresh for 120 s (section 9): coming back within that shows what was loaded; then every 120 s,
 * and at once when the live stream announces a match (or a read or dismissal elsewhere). */
function* session() {
  const { loadedAt, status }: MatchesState = yield select(selectMatches);
  const current: number = yield call(now);
  const age = loadedAt === null ? Infinity : current - loadedAt;
  if (status.state !== 'succeeded' || age >= matchesStaleMs) yield call(load);
  yield race({
    closed: take(actions.closed.type),
    changed: call(function* () {
      yield takeLatest(dataChangedOn('vehicle-matches'), load);
    }),
    poll: call(function* () {
      for (;;) {
        yield delay(matchesRefetchMs);
        yield call(load);
      }
    }),
  });
}

/** Accept marks the match read; the view button then shows (section 4). The badge follows. */
function* accept(action: PayloadAction<string>) {
  const answer = yield* callApi('markNotificationRead', { params: { id: action.payload } });
  if (!answer.ok) {
    yield put(actions.actionFailed(action.payload));
    return;
  }
  yield put(actions.accepted(action.payload));
  yield put(dataChanged({ topics: ['notifications'] }));
}

function* dismiss(action: PayloadAction<string>) {
  const answer = yield* callApi('dismissNotification', { params: { id: action.payload } });
  if (!answer.ok) {
    yield put(actions.actionFailed(action.payload));
    return;
  }
  yield put(actions.dismissed(action.payload));
  yield put(dataChanged({ topics: ['notifications'] }));
  const { items }: MatchesState = yield select(selectMatches);
  if (items.length === 0) yield call(load);
}

export function* matchesSaga() {
  yield takeLatest(actions.opened.type, session);
  yield takeLatest(actions.pageRequested.type, load);
  yield takeEvery(actions.acceptRequested.type, accept);
  yield takeEvery(actions.dismissRequested.type, dismiss);
}

import { put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { User } from '@dtn/contracts/entities/user';
import { callApi, runRequest } from '../../../shared/api/api-saga';
import { selectUser } from '../../../shared/session/session-slice';
import { countRequest, selectSpotlight, spotlightActions as actions, type SpotlightState } from './spotlight-slice';

/** How many users would be notified: buy-list matches for make, model, year near the user. */
function* countMatches({ payload: target }: ReturnType<typeof actions.requested>) {
  if (target.spotlight) return;
  const user: User | null = yield select(selectUser);
  yield* runRequest(countRequest, 'buyListMatchCount', {
    query: { make: target.make, model: target.model, year: target.year, lat: user?.latitude, lon: user?.longitude },
  });
}

function* save() {
  const { target }: SpotlightState = yield select(selectSpotlight);
  if (!target) return;
  const answer = yield* callApi(target.spotlight ? 'unspotlightVehicle' : 'spotlightVehicle', { params: { id: target.id } });
  if (answer.ok) yield put(actions.changed({ id: target.id, spotlight: !target.spotlight }));
  else yield put(actions.saveFailed());
}

export function* spotlightSaga() {
  yield takeLatest(actions.requested.type, countMatches);
  yield takeLeading(actions.confirmed.type, save);
}

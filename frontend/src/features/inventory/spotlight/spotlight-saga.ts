import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { User } from '@dtn/contracts/entities/user';
import type { Count } from '@dtn/contracts/paging';
import { selectUser } from '../../auth/auth-slice';
import { apiFromContext } from '../common/saga-helpers';
import { selectSpotlight, spotlightActions as actions, type SpotlightState } from './spotlight-slice';

/** How many users would be notified: buy-list matches for make, model, year near the user. */
function* countMatches({ payload: target }: ReturnType<typeof actions.requested>) {
  if (target.spotlight) return;
  const api = yield* apiFromContext();
  const user: User | null = yield select(selectUser);
  try {
    const { count }: Count = yield call([api, api.get], '/api/buylist/query/count', {
      make: target.make,
      model: target.model,
      year: target.year,
      lat: user?.latitude,
      lon: user?.longitude,
    });
    yield put(actions.countLoaded(count));
  } catch {
    yield put(actions.countFailed());
  }
}

function* save() {
  const { target }: SpotlightState = yield select(selectSpotlight);
  if (!target) return;
  const api = yield* apiFromContext();
  const verb = target.spotlight ? 'unspotlight' : 'spotlight';
  try {
    yield call([api, api.put], `/api/dealergroup/inventory/${verb}/${encodeURIComponent(target.id)}`);
    yield put(actions.changed({ id: target.id, spotlight: !target.spotlight }));
  } catch {
    yield put(actions.saveFailed());
  }
}

export function* spotlightSaga() {
  yield takeLatest(actions.requested.type, countMatches);
  yield takeLeading(actions.confirmed.type, save);
}

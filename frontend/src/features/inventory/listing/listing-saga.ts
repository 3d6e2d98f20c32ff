import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { InventoryItem } from '@dtn/contracts/entities/inventory';
import { apiFromContext } from '../common/saga-helpers';
import { spotlightActions } from '../spotlight/spotlight-slice';
import { rollupActions, selectRollup, type RollupState } from '../rollup/rollup-slice';
import { listingActions as actions, selectListing, type ListingState } from './listing-slice';

function* loadListing() {
  const { view, active, listingTypes, sortOrder }: ListingState = yield select(selectListing);
  if (!view || !active) return;
  // Both boxes unticked: nothing can match (the server would read "no filter" as both).
  if (listingTypes.length === 0) {
    yield put(actions.loaded([]));
    return;
  }
  const api = yield* apiFromContext();
  const path =
    view.kind === 'spotlighted'
      ? '/api/dealergroup/inventory/spotlighted'
      : `/api/dealergroup/inventory/${encodeURIComponent(view.dealershipId)}/age/${encodeURIComponent(view.age)}`;
  yield put(actions.started());
  try {
    const items: InventoryItem[] = yield call([api, api.get], path, { sortOrder, listingtype: listingTypes });
    yield put(actions.loaded(items));
  } catch {
    yield put(actions.failed());
  }
}

/** The listing's dealership header comes from the rollup rows (name and address). */
function* loadHeader({ payload }: ReturnType<typeof actions.opened>) {
  if (payload.kind !== 'age') return;
  const { status }: RollupState = yield select(selectRollup);
  if (status === 'idle' || status === 'failed') yield put(rollupActions.requested());
}

export function* listingSaga() {
  yield takeLatest(
    [
      actions.opened.type,
      actions.listingTypeToggled.type,
      actions.sortToggled.type,
      actions.refreshed.type,
      spotlightActions.changed.type,
    ],
    loadListing,
  );
  yield takeLatest(actions.opened.type, loadHeader);
}

import { put, select, takeLatest } from 'redux-saga/effects';
import type { AgeBand, AgeBucket } from '@dtn/contracts/enums';
import { runRequest } from '../../../shared/api/api-saga';
import { spotlightActions } from '../spotlight/spotlight-slice';
import { rollupActions, selectRollup, type RollupState } from '../rollup/rollup-slice';
import { listingActions as actions, listingRequest, selectListing, type ListingState } from './listing-slice';

function* loadListing() {
  const { view, active, listingTypes, sortOrder, sortBy }: ListingState = yield select(selectListing);
  if (!view || !active) return;
  // Both boxes unticked: nothing can match (the server would read "no filter" as both).
  if (listingTypes.length === 0) {
    yield put(listingRequest.succeeded([]));
    return;
  }
  const query = { sortOrder, sortBy, listingtype: listingTypes };
  if (view.kind === 'spotlighted') yield* runRequest(listingRequest, 'spotlightedInventory', { query });
  else {
    // The age comes from the URL as typed; the server answers an unknown bucket with a 400.
    const params = { dealershipId: view.dealershipId, age: view.age as AgeBucket | AgeBand };
    yield* runRequest(listingRequest, 'inventoryByAge', { params, query });
  }
}

/** The listing's dealership header comes from the rollup rows (name and address). */
function* loadHeader({ payload }: ReturnType<typeof actions.opened>) {
  if (payload.kind !== 'age') return;
  const { status }: RollupState = yield select(selectRollup);
  if (status.state === 'idle' || status.state === 'failed') yield put(rollupActions.requested());
}

export function* listingSaga() {
  yield takeLatest(
    [
      actions.opened.type,
      actions.listingTypeToggled.type,
      actions.sortByChanged.type,
      actions.sortToggled.type,
      actions.refreshed.type,
      spotlightActions.changed.type,
    ],
    loadListing,
  );
  yield takeLatest(actions.opened.type, loadHeader);
}

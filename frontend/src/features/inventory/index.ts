import { all, fork } from 'redux-saga/effects';
import { detailSaga } from './detail/detail-saga';
import { detailSlice } from './detail/detail-slice';
import { listingSaga } from './listing/listing-saga';
import { listingSlice } from './listing/listing-slice';
import { marketplaceSaga } from './marketplace/marketplace-saga';
import { marketplaceSlice } from './marketplace/marketplace-slice';
import { rollupSaga } from './rollup/rollup-saga';
import { rollupSlice } from './rollup/rollup-slice';
import { spotlightSaga } from './spotlight/spotlight-saga';
import { spotlightSlice } from './spotlight/spotlight-slice';
import { tradeInsSaga } from './tradeins/tradeins-saga';
import { tradeInsSlice } from './tradeins/tradeins-slice';

/** The inventory screens: marketplace, trade-ins, rollup, listing, spotlighted, detail. */
export const inventoryReducers = {
  [marketplaceSlice.name]: marketplaceSlice.reducer,
  [tradeInsSlice.name]: tradeInsSlice.reducer,
  [rollupSlice.name]: rollupSlice.reducer,
  [listingSlice.name]: listingSlice.reducer,
  [spotlightSlice.name]: spotlightSlice.reducer,
  [detailSlice.name]: detailSlice.reducer,
} as {
  marketplace: typeof marketplaceSlice.reducer;
  tradeIns: typeof tradeInsSlice.reducer;
  inventoryRollup: typeof rollupSlice.reducer;
  inventoryListing: typeof listingSlice.reducer;
  spotlight: typeof spotlightSlice.reducer;
  inventoryDetail: typeof detailSlice.reducer;
};

export function* inventorySaga() {
  yield all([
    fork(marketplaceSaga),
    fork(tradeInsSaga),
    fork(rollupSaga),
    fork(listingSaga),
    fork(spotlightSaga),
    fork(detailSaga),
  ]);
}

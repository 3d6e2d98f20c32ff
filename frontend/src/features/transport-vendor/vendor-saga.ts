import { put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { callApi, runRequest } from '../../shared/api/api-saga';
import {
  quoteCommand,
  selectTransportVendor,
  transportVendorActions as actions,
  vendorBidRequest,
  type TransportVendorState,
} from './vendor-slice';

function* load({ payload: { uid } }: ReturnType<typeof actions.opened>) {
  yield* runRequest(vendorBidRequest, 'transportBidByUid', { params: { uid } });
}

/** The vendor's quote, then the job read back: it is no longer pending, so the thank-you shows. */
function* quote({ payload: { bidAmount } }: ReturnType<typeof actions.quoted>) {
  const { uid }: TransportVendorState = yield select(selectTransportVendor);
  if (!uid) return;
  yield put(quoteCommand.started());
  const answer = yield* callApi('quoteTransportBid', { body: { uid, bidAmount } });
  if (!answer.ok) {
    yield put(quoteCommand.failed(answer.problem));
    return;
  }
  yield* runRequest(vendorBidRequest, 'transportBidByUid', { params: { uid } });
  yield put(quoteCommand.succeeded());
}

export function* transportVendorSaga() {
  yield takeLatest(actions.opened.type, load);
  yield takeEvery(actions.quoted.type, quote);
}

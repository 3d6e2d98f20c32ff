import { put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { User } from '@dtn/contracts/entities/user';
import { currency } from '@dtn/contracts/constants';
import { callApi, runRequest, type ApiResult } from '../../../shared/api/api-saga';
import type { RequestActions } from '../../../shared/request-status';
import { dataChanged } from '../../../shared/data-changed';
import { selectUser } from '../../../shared/session/session-slice';
import { pollUntil } from '../common/poll';
import { seenTerms } from '../common/terms-version';
import {
  approvalCommand,
  distanceRequest,
  selectWizard,
  submissionCommand,
  transportRequestCommand,
  wizardActions as actions,
  wizardItemRequest,
  wizardOfferRequest,
  type WizardState,
} from './wizard-slice';

function* loadOffer(inventoryId: string) {
  yield* runRequest(wizardOfferRequest, 'myOfferForVehicle', { params: { id: inventoryId } });
}

/** The vehicle, then the buyer's offer on it, refreshed every 10 s while the wizard is open (the
 * transport bids come in as vendors quote, spec section 9), and at once when the live stream
 * announces a quote. */
function* openWizard({ payload: { vin } }: ReturnType<typeof actions.opened>) {
  const item = yield* runRequest(wizardItemRequest, 'inventoryByVin', { params: { vin } });
  if (!item.ok) return;
  yield* pollUntil(
    actions.left.type,
    function* () {
      yield* loadOffer(item.value.id);
    },
    { topics: ['offers', 'transport-quotes'] },
  );
}

/** Section 5: the distance shows once a destination dealership is chosen. */
function* loadDistance() {
  const { item, destinationDealershipId }: WizardState = yield select(selectWizard);
  const user: User | null = yield select(selectUser);
  if (!item || !destinationDealershipId || !user) return;
  yield* runRequest(distanceRequest, 'transportDetails', {
    params: { userId: user.id, dealershipId: item.dealershipId, destinationDealershipId },
  });
}

/**
 * A command of the wizard: started, the call, then (on success) the offer read back before
 * `succeeded`, so the step it leads to shows with its data; the lists and counts elsewhere refresh
 * through dataChanged (spec section 4).
 */
function* command(status: RequestActions<void>, send: () => Generator<unknown, ApiResult<unknown>, unknown>) {
  const { item }: WizardState = yield select(selectWizard);
  if (!item) return;
  yield put(status.started());
  const answer = yield* send();
  if (!answer.ok) {
    // 412: the offer moved since it was shown (the seller answered, say): show it as it is now.
    if (answer.problem.status === 412) yield* loadOffer(item.id);
    yield put(status.failed(answer.problem));
    return;
  }
  yield* loadOffer(item.id);
  yield put(status.succeeded());
  yield put(dataChanged({ topics: ['offers', 'notifications'] }));
}

function* requestTransport() {
  const { item, destinationDealershipId, radius }: WizardState = yield select(selectWizard);
  const user: User | null = yield select(selectUser);
  if (!item || !destinationDealershipId) return;
  yield* command(transportRequestCommand, () =>
    callApi('createOffer', {
      body: {
        status: 'bidding-transportation',
        inventoryId: item.id,
        transportationSearchRadius: radius,
        destinationDealershipId,
        userId: user?.id,
      },
    }),
  );
}

function* approveTransportBid({ payload: { id } }: ReturnType<typeof actions.transportBidApproved>) {
  const { offer }: WizardState = yield select(selectWizard);
  // id: the transport bid, not the offer (the route's own words); the offer's terms as shown.
  yield* command(approvalCommand, () => callApi('approveTransportBid', { params: { id }, headers: offer ? seenTerms(offer) : undefined }));
}

/** Section 4: submitting sets status submitted, for a new offer (POST) and an update (PUT). */
function* submitBid({ payload: { offerAmount, transportOfferAmount } }: ReturnType<typeof actions.bidSubmitted>) {
  const { item, offer }: WizardState = yield select(selectWizard);
  const user: User | null = yield select(selectUser);
  if (!item) return;
  if (offer?.status === 'submitted') {
    yield* command(submissionCommand, () =>
      callApi('updateOffer', {
        body: { id: offer.id, offerAmount, transportOfferAmount, status: 'submitted', currency },
        headers: seenTerms(offer),
      }),
    );
    return;
  }
  yield* command(submissionCommand, () =>
    callApi('createOffer', {
      body: { status: 'submitted', inventoryId: item.id, offerAmount, transportOfferAmount, userId: user?.id, currency },
    }),
  );
}

export function* wizardSaga() {
  yield takeLatest(actions.opened.type, openWizard);
  yield takeLatest(actions.destinationChosen.type, loadDistance);
  yield takeEvery(actions.transportRequested.type, requestTransport);
  yield takeEvery(actions.transportBidApproved.type, approveTransportBid);
  yield takeEvery(actions.bidSubmitted.type, submitBid);
}

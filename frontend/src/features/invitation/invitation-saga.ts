import { delay, put, select, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '../../shared/api/api-saga';
import { selectToken, sessionActions } from '../../shared/session/session-slice';
import { acceptRequest, invitationActions } from './invitation-slice';

/** How long the new user may take to reach the read models before the page gives up waiting. */
const userVisibleWithinMs = 20_000;
const pollEveryMs = 400;

/**
 * Accept with the signed-in identity's token, then sign in as the new user: the users read model
 * is filled by a projection, so whom the token speaks for is asked (signedInIdentity, with the
 * accept's position: it answers once the users read model has it, a 200 either way, so nothing
 * is logged as an error) until the user is there; then the session starts as usual.
 */
function* accept({ payload: token }: PayloadAction<string>) {
  yield put(acceptRequest.started());
  const answer = yield* callApi('acceptInvite', { body: { token } });
  if (!answer.ok) {
    yield put(acceptRequest.failed(answer.problem));
    return;
  }
  const bearer: string | null = yield select(selectToken);
  for (let waited = 0; waited < userVisibleWithinMs; waited += pollEveryMs) {
    const identity = yield* callApi('signedInIdentity');
    if (identity.ok && identity.value.user !== null) break;
    yield delay(pollEveryMs);
  }
  yield put(acceptRequest.succeeded());
  if (bearer) yield put(sessionActions.tokenReceived(bearer));
}

export function* invitationSaga() {
  yield takeLeading(invitationActions.acceptRequested.type, accept);
}

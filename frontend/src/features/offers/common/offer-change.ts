import { put, select } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@dtn/contracts/entities/user';
import { callApi } from '../../../shared/api/api-saga';
import { dataChanged } from '../../../shared/data-changed';
import type { RequestActions } from '../../../shared/request-status';
import { selectUser } from '../../../shared/session/session-slice';

/**
 * What the buyer's and the seller's offer screens do after a change, around each screen's own
 * reads (`reloadShown`: its list and open detail, where shown).
 */
type ReloadShown = () => Generator<unknown, void, unknown>;

/** Read back what the screen shows (read-your-writes), then tell every other screen (the shell's
 * badges, the notifications). */
export function* refreshAfterChange(reloadShown: ReloadShown) {
  yield* reloadShown();
  yield put(dataChanged({ topics: ['offers', 'notifications'] }));
}

/**
 * A chat message on the open offer (`messageCommand` keeps its status); it turns succeeded only
 * after the read-back, so the conversation already shows the message. A worker for
 * `takeEvery(messageSent, sendMessage, messageCommand, reloadShown)`.
 */
export function* sendMessage(
  messageCommand: RequestActions<void>,
  reloadShown: ReloadShown,
  { payload: { offerId, message } }: PayloadAction<{ offerId: string; message: string }>,
): Generator<unknown, void, User | null> {
  const user = yield select(selectUser);
  yield put(messageCommand.started());
  const answer = yield* callApi('addConversationMessage', { params: { id: offerId }, body: { message, fromUserId: user?.id } });
  if (!answer.ok) {
    yield put(messageCommand.failed(answer.problem));
    return;
  }
  yield* refreshAfterChange(reloadShown);
  yield put(messageCommand.succeeded());
}

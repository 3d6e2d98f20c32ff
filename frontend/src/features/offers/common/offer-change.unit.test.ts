import { describe, expect, it } from '@jest/globals';
import { runSaga } from 'redux-saga';
import { call } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { dataChanged } from '../../../shared/data-changed';
import { initialSessionState } from '../../../shared/session/session-slice';
import { requestActions } from '../../../shared/request-status';
import { FakeApi } from '../../../testing/fake-api';
import { testUser } from '../../../testing/render';
import { refreshAfterChange, sendMessage } from './offer-change';

const offerId = '00000000-0000-4000-8000-0000000000f1';
const messageCommand = requestActions<void>('test/message');

/** The saga run whole against a FakeApi, signed in; the actions it put, 'reloaded' where the screen read back. */
async function run(api: FakeApi, saga: (reloadShown: () => Generator<unknown, void, unknown>) => Generator) {
  const user = testUser();
  const put: string[] = [];
  const reloadShown = function* () {
    yield call(() => put.push('reloaded'));
  };
  await runSaga(
    {
      dispatch: (action: Action) => put.push(dataChanged.match(action) ? `data/changed ${action.payload.topics.join(',')}` : action.type),
      getState: () => ({ session: { ...initialSessionState, user, status: 'signedIn' } }),
      context: { api },
    },
    saga,
    reloadShown,
  ).toPromise();
  return { put, user };
}

describe('offer-change (the my-offers and incoming sagas after a change)', () => {
  it('refreshAfterChange reads back the screen, then tells every other screen', async () => {
    const { put } = await run(new FakeApi(), refreshAfterChange);
    expect(put).toEqual(['reloaded', 'data/changed offers,notifications']);
  });

  it('sendMessage sends as the signed-in user, reads back, and only then succeeds', async () => {
    const api = new FakeApi().on('addConversationMessage', { id: 'm', position: '4' });
    const { put, user } = await run(api, (reloadShown) =>
      sendMessage(messageCommand, reloadShown, { type: 'messageSent', payload: { offerId, message: 'Still available?' } }),
    );
    expect(api.callsOf('addConversationMessage')[0]).toMatchObject({
      params: { id: offerId },
      body: { message: 'Still available?', fromUserId: user.id },
    });
    expect(put).toEqual(['test/message/started', 'reloaded', 'data/changed offers,notifications', 'test/message/succeeded']);
  });

  it('a refused message keeps its problem and reads nothing back', async () => {
    const api = new FakeApi().failOn('addConversationMessage', 403);
    const { put } = await run(api, (reloadShown) =>
      sendMessage(messageCommand, reloadShown, { type: 'messageSent', payload: { offerId, message: 'Hello' } }),
    );
    expect(put).toEqual(['test/message/started', 'test/message/failed']);
  });
});

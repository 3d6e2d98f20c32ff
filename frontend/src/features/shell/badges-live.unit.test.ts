import { describe, expect, it } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { runSaga, stdChannel } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { dataChanged } from '../../shared/data-changed';
import { initialSessionState } from '../../shared/session/session-slice';
import { FakeApi } from '../../testing/fake-api';
import { testUser } from '../../testing/render';
import { badgesSaga } from './badges-saga';
import { badgesActions, badgesSlice, type BadgesState } from './badges-slice';

describe('badge counts and announced changes', () => {
  it('a change announced while a count is on its way counts again after it (the first answer may predate it)', async () => {
    const answers: ((count: number) => void)[] = [];
    const api = new FakeApi()
      .on('GET /api/notification/count', ({ query }: { query?: Record<string, unknown> }) =>
        query?.notificationType ? { count: 0 } : new Promise((resolve) => answers.push((count) => resolve({ count }))),
      )
      .on('GET /api/offer/user/count', { count: 0 })
      .on('GET /api/offer/incoming/count', { count: 0 });
    const channel = stdChannel();
    let badges: BadgesState = badgesSlice.reducer(undefined, { type: 'init' });
    const session = { ...initialSessionState, token: 't', user: testUser(), status: 'signedIn' as const };
    const dispatch = (action: Action) => {
      badges = badgesSlice.reducer(badges, action);
      channel.put(action);
    };
    const task = runSaga({ channel, dispatch, getState: () => ({ session, badges }), context: { api } }, badgesSaga);
    dispatch(badgesActions.pollingStarted());
    await waitFor(() => expect(answers).toHaveLength(1));
    // The bid's notification committed while the count was being read: the push announces it.
    dispatch(dataChanged({ topics: ['notifications'] }));
    answers[0]!(0);
    await waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!(1);
    await waitFor(() => expect(badges.unreadNotifications).toBe(1));
    task.cancel();
  });
});

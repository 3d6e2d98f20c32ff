import { waitFor } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import type { User } from '@dtn/contracts/entities/user';
import { sessionActions } from '../../shared/session/session-slice';
import { member } from '../../testing/admin-fixtures';
import { FakeApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render';
import { invitationActions } from './invitation-slice';

/**
 * The session and invitation sagas run whole (the app's store and root saga) against a scripted
 * API: what an invitee's first sign-in asks, and in what order, up to the new user's session.
 */
describe('finding 7d: the invitee’s first sign-in is quiet and correct', () => {
  it('asks whom the token speaks for (a 200 with no user), never getuser (a 403 the console logs), then signs in as the new user after accepting', async () => {
    const newUser: User = member({ firstName: 'New', lastName: 'Hire', email: 'new.hire@example.com' });
    let accepted = false;
    const api = new FakeApi()
      .on('signedInIdentity', () => ({ user: accepted ? newUser : null }))
      .on('acceptInvite', () => {
        accepted = true;
        return { id: 'i1', userId: newUser.id, position: null };
      })
      .on('userDealerships', [])
      .on('getUser', newUser);
    const { store } = renderWithApp(<p>app</p>, { api });

    store.dispatch(sessionActions.tokenReceived('invitee-token'));
    await waitFor(() => expect(store.getState().session.status).toBe('identity'));
    expect(store.getState().session.user).toBeNull();
    expect(api.callsOf('getUser')).toEqual([]);

    store.dispatch(invitationActions.acceptRequested('InviteTokenOf43LettersAndDigits0123456789ab'));
    await waitFor(() => expect(store.getState().session.status).toBe('signedIn'));
    expect(store.getState().session.user).toMatchObject({ id: newUser.id, email: 'new.hire@example.com' });
    expect(api.calls.map((call) => call.path).filter((path) => path.startsWith('/api/'))).toEqual([
      '/api/user/identity', // the first sign-in: no user yet
      '/api/invite/accept',
      '/api/user/identity', // the new user, once the users read model has them
      '/api/user/identity', // the session of the new user
      '/api/dealership/userdealerships',
    ]);
  });
});

import { screen } from '@testing-library/react';
import { userEvent } from '../../testing/user-event';
import { renderAppAt, testUser } from '../../testing/render';
import { FakeApi } from '../../testing/fake-api';

beforeEach(() => sessionStorage.clear());

describe('signing out from the user menu', () => {
  it('forgets the session and its token and shows the sign-in page (dev mode: no issuer to tell)', async () => {
    const api = new FakeApi()
      .on('GET /auth/config', { mode: 'dev' })
      .on('GET /auth/dev/users', [])
      .on('GET /api/*', () => ({ count: 0, results: [], page: 1, pageCount: 0, totalCount: 0 }));
    sessionStorage.setItem('dtn.token', 'jwt-1');
    const { store } = renderAppAt('/preferences', { user: testUser(), api });

    await userEvent.click(await screen.findByRole('button', { name: /Account/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(store.getState().session).toMatchObject({ status: 'signedOut', token: null, user: null });
    expect(sessionStorage.getItem('dtn.token')).toBeNull();
  });
});

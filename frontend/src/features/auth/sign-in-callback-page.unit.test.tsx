import { StrictMode } from 'react';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithApp } from '../../testing/render';
import { initialSessionState } from '../../shared/session/session-slice';
import SignInCallbackPage from './sign-in-callback-page';
import { tokenStorage } from './token-storage';

beforeEach(() => sessionStorage.clear());

/** The callback page as the router mounts it, with a page at each place it may send the user. */
function renderCallback(session: typeof initialSessionState) {
  return renderWithApp(
    <StrictMode>
      <Routes>
        <Route path="/signin/callback" element={<SignInCallbackPage />} />
        <Route path="/invite/accept" element={<h1>Invitation</h1>} />
        <Route path="/signin" element={<h1>Sign in</h1>} />
        <Route path="/home" element={<h1>Home</h1>} />
      </Routes>
    </StrictMode>,
    { route: '/signin/callback?code=c&state=s', preloadedState: { session }, runSagas: false },
  );
}

describe('the sign-in callback page', () => {
  it('takes an invitee without a user yet back to the invitation they signed in from', async () => {
    tokenStorage.saveTarget('/invite/accept?token=t1');
    renderCallback({ ...initialSessionState, token: 'jwt', status: 'identity' });

    expect(await screen.findByRole('heading', { name: 'Invitation' })).toBeTruthy();
    expect(tokenStorage.peekTarget()).toBeNull();
  });

  it('sends an invitee with no stored invitation to the sign-in page', async () => {
    renderCallback({ ...initialSessionState, token: 'jwt', status: 'identity' });

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('keeps the target while the code is still being exchanged, for a page mounted anew', async () => {
    tokenStorage.saveTarget('/invite/accept?token=t2');
    const first = renderCallback(initialSessionState);
    expect(screen.queryByRole('heading')).toBeNull();
    first.unmount();

    // React rendered the page again from scratch; the exchange then found no user yet.
    renderCallback({ ...initialSessionState, token: 'jwt', status: 'identity' });
    expect(await screen.findByRole('heading', { name: 'Invitation' })).toBeTruthy();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../testing/user-event';
import type { User } from '@dtn/contracts/entities/user';
import { problemFrom } from '../../shared/api/api-problem';
import { FakeApi, type FakeRequest } from '../../testing/fake-api';
import { member } from '../../testing/admin-fixtures';
import { renderAppAt, testUser } from '../../testing/render';
import { acceptFailureKey } from './accept-failure';
import { tokenEmail } from './token-email';

beforeEach(() => sessionStorage.clear());

const inviteToken = 'tok_0123456789abcdefghijklmnopqrstuvwxyz';
const link = `/invite/accept?token=${inviteToken}`;
const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
/** A token shaped like the dev provider's (the page reads its email claim to say who is signed in). */
const jwtFor = (email: string) => `${base64url({ alg: 'ES256' })}.${base64url({ sub: `dev|${email}`, email })}.signature`;

describe('invitation acceptance', () => {
  it('the invitee signs in with their email, accepts, and lands in the app as themselves', async () => {
    const user = userEvent.setup();
    const newUser: User = member({ firstName: 'New', lastName: 'Hire', email: 'new.hire@example.com' });
    let accepted = false;
    const api = new FakeApi()
      .on('GET /auth/config', { mode: 'dev' })
      .on('GET /auth/dev/users', [])
      .on('POST /auth/dev/token', ({ body }: FakeRequest) => ({
        access_token: jwtFor((body as { email: string }).email),
        token_type: 'Bearer',
        expires_in: 3600,
      }))
      .on('signedInIdentity', () => ({ user: accepted ? newUser : null }))
      .on('acceptInvite', () => {
        accepted = true;
        return { id: newUser.id, userId: newUser.id, position: null };
      });
    renderAppAt(link, { api });

    await user.click(await screen.findByRole('button', { name: 'Sign in to accept' }));
    await user.type(await screen.findByLabelText('Invited? Sign in with your email'), 'new.hire@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Signed in as new.hire@example.com.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(api.callsOf('acceptInvite')[0]?.body).toEqual({ token: inviteToken });
    expect(api.callsTo('POST', '/auth/dev/token')[0]?.body).toEqual({ email: 'new.hire@example.com' });
  });

  it("someone else's invitation: says so and offers to sign out, not to accept again", async () => {
    const user = userEvent.setup();
    const api = new FakeApi().failOn('acceptInvite', 403, {
      type: 'urn:dtn:problem:forbidden',
      detail: 'This invitation was sent to another email address: sign in with the invited email to accept it.',
    });
    renderAppAt(link, { api, user: testUser() });
    expect(await screen.findByText('Signed in as Pat Principal (principal@lonestar.example).')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText(/This invitation was sent to another email address. Sign out/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Not you? Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in to accept' })).toBeTruthy();
  });

  it('tells a revoked invitation from an accepted one (the server says which)', () => {
    const conflict = (detail: string) => problemFrom(409, { type: 'urn:dtn:problem:conflict', detail });
    expect(acceptFailureKey(conflict('This invitation was revoked; ask for a new one.'))).toBe('invitation.revoked');
    expect(acceptFailureKey(conflict('This invitation has already been accepted.'))).toBe('invitation.already-accepted');
    expect(acceptFailureKey(conflict('You already have a user account.'))).toBe('invitation.has-account');
    expect(acceptFailureKey(problemFrom(404, { detail: 'This invitation link is not valid.' }))).toBe('invitation.invalid-link');
    expect(acceptFailureKey(problemFrom(500, {}))).toBe('invitation.failed');
  });

  it('shows the revoked message on the page', async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('signedInIdentity', { user: null })
      .failOn('acceptInvite', 409, { type: 'urn:dtn:problem:conflict', detail: 'This invitation was revoked; ask for a new one.' });
    sessionStorage.setItem('dtn.token', jwtFor('late@example.com'));
    renderAppAt(link, { api });
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('This invitation was revoked. Ask your dealer group for a new one.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull());
  });

  it('a link without a token is not valid', async () => {
    renderAppAt('/invite/accept', { api: new FakeApi() });
    expect(await screen.findByText('This invitation link is not valid. Check the link in your email.')).toBeTruthy();
  });

  it('reads the email claim of a token, and nothing from a token that is no JWT', () => {
    expect(tokenEmail(jwtFor('a@b.example'))).toBe('a@b.example');
    expect(tokenEmail('opaque')).toBeNull();
    expect(tokenEmail(null)).toBeNull();
  });
});

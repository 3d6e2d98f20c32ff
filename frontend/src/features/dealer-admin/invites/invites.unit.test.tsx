import { jest } from '@jest/globals';
import { moveClock } from '../../../testing/clock';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../testing/user-event';
import type { Invite } from '@dtn/contracts/entities/invite';
import { FakeApi, type FakeRequest } from '../../../testing/fake-api';
import { dealership, done, groupId, invite, paged } from '../../../testing/admin-fixtures';
import { renderWithApp, testUser } from '../../../testing/render';
import DealerAdminPage from '../dealer-admin-page';

const ford = dealership({ name: 'Lone Star Ford' });
const honda = dealership({ name: 'Lone Star Honda', city: 'Austin' });

function invitesApi(invites: () => Invite[]) {
  return new FakeApi().on('listInvites', () => paged(invites())).on('dealershipsOfGroup', [ford, honda]);
}
const openInvites = (api: FakeApi) => renderWithApp(<DealerAdminPage />, { api, user: testUser(), route: '/dealeradmin?tab=invites' });
const listCalls = (api: FakeApi) => api.callsOf('listInvites');

describe('dealer admin: Invites tab', () => {
  it('lists invites with the date as month day, year, the role, dealerships and status', async () => {
    const pending = invite({ email: 'new.hire@example.com', dealershipIds: [ford.id, honda.id], inviteDate: '2025-03-01T12:00:00.000Z' });
    renderWithApp(<DealerAdminPage />, { api: invitesApi(() => [pending]), user: testUser(), route: '/dealeradmin?tab=invites' });
    const row = await screen.findByTestId('invite-row');
    expect(within(row).getByText('new.hire@example.com')).toBeTruthy();
    expect(within(row).getByText('March 1, 2025')).toBeTruthy();
    expect(within(row).getByText('Sales associate')).toBeTruthy();
    expect(within(row).getByText('Lone Star Ford, Lone Star Honda')).toBeTruthy();
    expect(within(row).getByText('Pending')).toBeTruthy();
  });

  it('says dealeradmin.invites.no-invites when none match; the status filters go to the query', async () => {
    const user = userEvent.setup();
    const api = invitesApi(() => []);
    openInvites(api);
    expect(await screen.findByText('No invites found.')).toBeTruthy();
    expect(listCalls(api)[0]?.query).toEqual({ status: ['Pending', 'Accepted', 'Revoked'], page: 1, pageSize: 10 });
    await user.click(screen.getByLabelText('Accepted'));
    await waitFor(() => expect(listCalls(api).at(-1)?.query).toEqual({ status: ['Pending', 'Revoked'], page: 1, pageSize: 10 }));
  });

  it('pages the list 10 at a time; a status change starts again at page 1', async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('listInvites', ({ query }: FakeRequest) => {
        const page = Number(query?.page ?? 1);
        return paged([invite({ email: `page${page}@example.com` })], page, 3);
      })
      .on('dealershipsOfGroup', [ford, honda]);
    openInvites(api);
    expect(await screen.findByText('page1@example.com')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Invite list pages' });
    await user.click(within(pages).getByRole('button', { name: /page 2/i }));
    expect(await screen.findByText('page2@example.com')).toBeTruthy();
    expect(listCalls(api).at(-1)?.query).toMatchObject({ page: 2, pageSize: 10 });
    await user.click(screen.getByLabelText('Revoked'));
    expect(await screen.findByText('page1@example.com')).toBeTruthy();
    expect(listCalls(api).at(-1)?.query).toEqual({ status: ['Pending', 'Accepted'], page: 1, pageSize: 10 });
  });

  it('the send dialog checks the email, the role and at least one dealership (red box) before sending', async () => {
    const user = userEvent.setup();
    const api = invitesApi(() => []);
    openInvites(api);
    await user.click(await screen.findByRole('button', { name: 'Send invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send invite' });
    const roles = within(within(dialog).getByRole('combobox', { name: 'Role' }))
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(roles).not.toContain('Admin');
    expect(roles).not.toContain('DealerPrincipal');
    await user.type(within(dialog).getByLabelText('Email address'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Enter a valid email address.')).toBeTruthy();
    expect(within(dialog).getByText('Choose the role of the new user.')).toBeTruthy();
    expect(within(dialog).getByTestId('dealership-checklist').className).toContain('border-danger');
    expect(within(dialog).getByText('Choose at least one dealership.')).toBeTruthy();
    expect(api.callsOf('sendInvite')).toEqual([]);
  });

  it('sends the invite, closes the dialog and refreshes the list 2 s later', async () => {
    jest.useFakeTimers();
    try {
      let invites: Invite[] = [];
      const api = invitesApi(() => invites).on('sendInvite', () => {
        invites = [invite({ email: 'new.hire@example.com', dealershipIds: [honda.id] })];
        return done();
      });
      openInvites(api);
      await moveClock(10);
      fireEvent.click(screen.getByRole('button', { name: 'Send invite' }));
      await moveClock(10);
      const dialog = screen.getByRole('dialog', { name: 'Send invite' });
      fireEvent.change(within(dialog).getByLabelText('Email address'), { target: { value: 'New.Hire@example.com ' } });
      fireEvent.change(within(dialog).getByRole('combobox', { name: 'Role' }), { target: { value: 'SalesAssociate' } });
      fireEvent.click(within(dialog).getByLabelText('Buy authority'));
      fireEvent.click(within(dialog).getByLabelText(/Lone Star Honda/));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
      await moveClock(10);
      expect(api.callsOf('sendInvite')[0]?.body).toEqual({
        emailAddress: 'New.Hire@example.com',
        userRole: 'SalesAssociate',
        buyAuthority: true,
        sellAuthority: false,
        dealerGroupId: groupId,
        dealershipIds: [honda.id],
      });
      expect(listCalls(api)).toHaveLength(1);
      await moveClock(1_980);
      expect(listCalls(api)).toHaveLength(1);
      await moveClock(20);
      expect(listCalls(api)).toHaveLength(2);
      expect(screen.getByText('new.hire@example.com')).toBeTruthy();
      expect(screen.queryByRole('dialog', { name: 'Send invite' })).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it("a failed send shows the server's message, else dealeradmin.invites.generic-error", async () => {
    const user = userEvent.setup();
    const message = 'A user with this email address already has an account.';
    let status = 409;
    const api = invitesApi(() => []).failOn('sendInvite', 409, { type: 'urn:dtn:problem:conflict', detail: message });
    openInvites(api);
    const send = async () => {
      await user.click(await screen.findByRole('button', { name: 'Send invite' }));
      const dialog = await screen.findByRole('dialog', { name: 'Send invite' });
      await user.type(within(dialog).getByLabelText('Email address'), 'taken@example.com');
      await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'SalesManager');
      await user.click(within(dialog).getByLabelText(/Lone Star Ford/));
      await user.click(within(dialog).getByRole('button', { name: 'Send' }));
      return dialog;
    };
    expect(await within(await send()).findByText(message)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    status = 500;
    api.failOn('sendInvite', status);
    expect(await within(await send()).findByText('The invitation could not be sent. Please try again.')).toBeTruthy();
  });

  it('finding 2: the server’s reasons show on the email and the dealerships, in the reader’s words', async () => {
    const user = userEvent.setup();
    const api = invitesApi(() => []).failOn('sendInvite', 400, {
      type: 'urn:dtn:problem:validation',
      detail: 'The invite is invalid.',
      errors: [
        { field: 'emailAddress', message: 'dealeradmin.invites.invalid-email' },
        { field: 'dealershipIds[0]', message: 'Not a dealership of the invite’s dealer group.' },
      ],
    });
    openInvites(api);
    await user.click(await screen.findByRole('button', { name: 'Send invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send invite' });
    await user.type(within(dialog).getByLabelText('Email address'), 'odd@example.com');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'SalesManager');
    await user.click(within(dialog).getByLabelText(/Lone Star Ford/));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const email = within(dialog).getByLabelText('Email address');
    await waitFor(() => expect(email.classList.contains('is-invalid')).toBe(true));
    expect(email.parentElement?.textContent).toMatch('Enter a valid email address');
    expect(within(dialog).getByTestId('dealership-checklist').textContent).toMatch('Not a dealership of the invite’s dealer group.');
    expect(within(dialog).queryByText(/The invite is invalid|could not be sent/)).toBeNull();
  });

  it('revoke asks to confirm; confirm PUTs the revoke and the list refreshes 2 s later', async () => {
    jest.useFakeTimers();
    try {
      let pending = invite({ email: 'pending@example.com' });
      const api = invitesApi(() => [pending, invite({ status: 'Accepted' })]).on('revokeInvite', () => {
        pending = { ...pending, status: 'Revoked' };
        return done(pending.id);
      });
      openInvites(api);
      await moveClock(10);
      const rows = screen.getAllByTestId('invite-row');
      expect(within(rows[1]!).queryByRole('button', { name: 'Revoke' })).toBeNull();
      fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Revoke' }));
      fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Cancel' }));
      expect(within(rows[0]!).getByRole('button', { name: 'Revoke' })).toBeTruthy();
      expect(api.callsOf('revokeInvite')).toEqual([]);

      fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Revoke' }));
      fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Confirm revoke' }));
      await moveClock(10);
      expect(api.callsOf('revokeInvite')[0]?.query).toEqual({ inviteId: pending.id });
      expect(within(rows[0]!).getByText('Revoked')).toBeTruthy();
      await moveClock(1_980);
      expect(listCalls(api)).toHaveLength(1);
      await moveClock(20);
      expect(listCalls(api)).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a failed revoke just clears the confirm state', async () => {
    const user = userEvent.setup();
    const api = invitesApi(() => [invite()]).failOn('revokeInvite', 409, { detail: 'Only a Pending invite can be revoked.' });
    openInvites(api);
    const row = await screen.findByTestId('invite-row');
    await user.click(within(row).getByRole('button', { name: 'Revoke' }));
    await user.click(within(row).getByRole('button', { name: 'Confirm revoke' }));
    expect(await within(row).findByRole('button', { name: 'Revoke' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Confirm revoke' })).toBeNull();
    expect(within(row).getByText('Pending')).toBeTruthy();
  });
});

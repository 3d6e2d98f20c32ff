import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../testing/user-event';
import { FakeApi } from '../../../testing/fake-api';
import { paged } from '../../../testing/admin-fixtures';
import { renderWithApp, testUser } from '../../../testing/render';
import DealerAdminPage from '../dealer-admin-page';

const group = (hours: number) => ({ organizationName: 'Lone Star Auto Group', shortName: 'Lone Star', responseHours: hours });
const gm = testUser({ role: 'GeneralManager', dealerGroup: group(24) });
const baseApi = () => new FakeApi().on('listUsers', paged([])).on('listInvites', paged([]));
const form = async () => screen.findByRole('form', { name: 'Offer response time' });

describe('dealer admin: response hours', () => {
  it('shows the group’s hours and saves new ones, then shows the refreshed record', async () => {
    const api = baseApi()
      .on('setResponseHours', { id: gm.dealerGroupId, position: '1/1' })
      .on('getUser', { ...gm, dealerGroup: group(48) });
    renderWithApp(<DealerAdminPage />, { api, user: gm });
    const section = await form();
    const hours = within(section).getByRole('spinbutton', { name: /Hours each side has to answer/ });
    expect((hours as HTMLInputElement).value).toBe('24');
    await userEvent.clear(hours);
    await userEvent.type(hours, '48');
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));

    expect(await within(section).findByText('The response time is saved.')).toBeTruthy();
    expect(api.callsOf('setResponseHours')[0]).toMatchObject({ params: { id: gm.dealerGroupId }, body: { hours: 48 } });
    await waitFor(() => expect(within(section).getByText(/Now 48 hours/)).toBeTruthy());
  });

  it('refuses anything but whole hours from 1 to 72 without saving', async () => {
    const api = baseApi();
    renderWithApp(<DealerAdminPage />, { api, user: gm });
    const section = await form();
    const hours = within(section).getByRole('spinbutton', { name: /Hours each side has to answer/ });
    for (const typed of ['0', '73', '1.5']) {
      await userEvent.clear(hours);
      await userEvent.type(hours, typed);
      await userEvent.click(within(section).getByRole('button', { name: 'Save' }));
      expect(within(section).getByText('Enter whole hours from 1 to 72.')).toBeTruthy();
    }
    expect(api.callsOf('setResponseHours')).toHaveLength(0);
  });

  it('tells when the save failed', async () => {
    const api = baseApi().failOn('setResponseHours', 500);
    renderWithApp(<DealerAdminPage />, { api, user: gm });
    const section = await form();
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'The response time could not be saved. Request failed with status 500',
    );
  });

  it('finding 2: shows the server’s reason for the hours on the field', async () => {
    const api = baseApi().failOn('setResponseHours', 400, {
      type: 'urn:dtn:problem:validation',
      detail: 'body.hours: Too big: expected number to be <=72',
      errors: [{ field: 'body.hours', message: 'Too big: expected number to be <=72' }],
    });
    renderWithApp(<DealerAdminPage />, { api, user: gm });
    const section = await form();
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));
    const hours = within(section).getByRole('spinbutton');
    await waitFor(() => expect(hours.classList.contains('is-invalid')).toBe(true));
    expect(section.textContent).toMatch('Too big: expected number to be <=72');
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  it('is not there for a user who may not set it', async () => {
    renderWithApp(<DealerAdminPage />, { api: baseApi(), user: testUser({ role: 'SalesManager', dealerGroup: group(24) }) });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('form', { name: 'Offer response time' })).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../testing/user-event';
import { describe, expect, it } from '@jest/globals';
import { FakeApi } from '../../../testing/fake-api';
import { dealership, paged } from '../../../testing/admin-fixtures';
import { renderWithApp, testUser } from '../../../testing/render';
import DealerAdminPage from '../dealer-admin-page';

const gm = testUser({ role: 'GeneralManager' });
const dallas = dealership({ name: 'Lone Star Ford' });
const austin = dealership({ name: 'Lone Star Toyota', holdingCostPerDay: 42.5, agingThresholds: [21, 45] });
const baseApi = () =>
  new FakeApi()
    .on('listUsers', paged([]))
    .on('listInvites', paged([]))
    .on(`GET /api/dealership/dealergroup/${gm.dealerGroupId}`, [dallas, austin])
    .on('PUT /api/dealership/*', { id: dallas.id, position: '3/3' });
const section = async () => {
  await userEvent.click(await screen.findByRole('tab', { name: 'Aging' }));
  return screen.findByRole('region', { name: 'Aging' });
};

describe('dealer admin: aging settings', () => {
  it('shows each dealership’s holding cost and thresholds and saves one row', async () => {
    const api = baseApi();
    renderWithApp(<DealerAdminPage />, { api, user: gm });
    const rows = await within(await section()).findAllByTestId('aging-settings-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByLabelText<HTMLInputElement>('Holding cost per day at Lone Star Toyota, in dollars').value).toBe('42.5');
    const days = within(rows[0]!).getByLabelText<HTMLInputElement>('Aging thresholds of Lone Star Ford, in days, separated by commas');
    expect(days.value).toBe('30, 45, 60, 90');

    const cost = within(rows[0]!).getByLabelText('Holding cost per day at Lone Star Ford, in dollars');
    await userEvent.clear(cost);
    await userEvent.type(cost, '40');
    await userEvent.clear(days);
    await userEvent.type(days, '60 30,45');
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Save the aging settings of Lone Star Ford' }));
    expect(await within(rows[0]!).findByText('Saved.')).toBeTruthy();
    expect(api.callsOf('setAgingSettings')).toEqual([
      expect.objectContaining({ params: { id: dallas.id }, body: { holdingCostPerDay: 40, agingThresholds: [30, 45, 60] } }),
    ]);
    expect(days.value).toBe('30, 45, 60');
  });

  it('refuses a cost out of range or a bad list of days, sending nothing', async () => {
    const api = baseApi();
    renderWithApp(<DealerAdminPage />, { api, user: gm });
    const [row] = await within(await section()).findAllByTestId('aging-settings-row');
    const cost = within(row!).getByLabelText('Holding cost per day at Lone Star Ford, in dollars');
    const days = within(row!).getByLabelText('Aging thresholds of Lone Star Ford, in days, separated by commas');
    const save = within(row!).getByRole('button', { name: 'Save the aging settings of Lone Star Ford' });
    for (const [typedCost, typedDays] of [
      ['1000.01', '30'],
      ['35', '30, 30'],
      ['35', '10, 20, 30, 40, 50'],
      ['35', '400'],
      ['35', 'thirty'],
    ] as const) {
      await userEvent.clear(cost);
      await userEvent.type(cost, typedCost);
      await userEvent.clear(days);
      await userEvent.type(days, typedDays);
      await userEvent.click(save);
    }
    expect(within(row!).getByText(/Enter 1 to 4 different whole days/)).toBeTruthy();
    expect(api.callsOf('setAgingSettings')).toHaveLength(0);
  });

  it('opens at ?tab=aging', async () => {
    renderWithApp(<DealerAdminPage />, { api: baseApi(), user: gm, route: '/dealeradmin?tab=aging' });
    expect(await screen.findByRole('region', { name: 'Aging' })).toBeTruthy();
  });

  it('is not there for users who may not set it', async () => {
    renderWithApp(<DealerAdminPage />, { api: baseApi(), user: testUser({ role: 'SalesManager' }) });
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Aging' })).toBeNull());
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../testing/user-event';
import type { Lead } from '@dtn/contracts/routes/leads';
import { FakeApi, type FakeRequest } from '../../../testing/fake-api';
import { nextId, paged } from '../../../testing/admin-fixtures';
import { renderWithApp, testUser } from '../../../testing/render';
import SystemAdminPage from '../system-admin-page';

const admin = testUser({ role: 'Admin', dealerGroupId: null, dealerGroup: null });
const lead = (name: string): Lead => ({
  id: nextId(),
  name,
  email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
  phone: '+15551234567',
  dealership: 'Gulf Ford',
  requestedAt: '2025-03-01T12:00:00.000Z',
});

describe('system admin: leads', () => {
  it("lists the landing page's test-drive requests, paged", async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('listDealerGroups', paged([]))
      .on('listLeads', ({ query }: FakeRequest) =>
        paged([lead(query?.page === 2 ? 'Second Page' : 'Jo Buyer')], Number(query?.page ?? 1), 2),
      );
    renderWithApp(<SystemAdminPage />, { api, user: admin, route: '/systemadmin?tab=leads' });
    const row = await screen.findByTestId('lead-row');
    expect(within(row).getByText('Jo Buyer')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'jo.buyer@example.com' }).getAttribute('href')).toBe('mailto:jo.buyer@example.com');
    expect(within(row).getByText('+15551234567')).toBeTruthy();
    expect(within(row).getByText('Gulf Ford')).toBeTruthy();
    expect(api.callsOf('listLeads')[0]?.query).toEqual({ page: 1, pageSize: 10 });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByText('Second Page')).toBeTruthy());
  });

  it('says so when nobody asked yet', async () => {
    const api = new FakeApi().on('listDealerGroups', paged([])).on('listLeads', paged([], 1, 0));
    renderWithApp(<SystemAdminPage />, { api, user: admin, route: '/systemadmin?tab=leads' });
    expect(await screen.findByText('No test-drive requests yet.')).toBeTruthy();
  });
});

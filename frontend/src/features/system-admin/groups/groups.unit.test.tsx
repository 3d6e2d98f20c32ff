import { jest } from '@jest/globals';
import { moveClock } from '../../../testing/clock';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../testing/user-event';
import type { DealerGroup } from '@dtn/contracts/entities/dealer-group';
import { FakeApi, type FakeRequest } from '../../../testing/fake-api';
import { dealerGroup, done, paged } from '../../../testing/admin-fixtures';
import { renderAppAt, renderWithApp, testUser } from '../../../testing/render';
import SystemAdminPage from '../system-admin-page';

const admin = testUser({ role: 'Admin', dealerGroupId: null, dealerGroup: null, email: 'admin@dtn.example' });
const lonestar = dealerGroup({ organizationName: 'Lone Star Auto Group', slug: 'lone-star' });

function groupsApi(extra: DealerGroup[] = []) {
  const added: DealerGroup[] = [];
  const api = new FakeApi()
    .on('listDealerGroups', ({ query }: FakeRequest) => {
      const page = Number(query?.page ?? 1);
      if (query?.search === 'pac') return paged([dealerGroup({ organizationName: 'Pacific Motors', slug: 'pacific' })]);
      return paged([page === 1 ? lonestar : dealerGroup({ organizationName: `Group ${page}` }), ...added, ...extra], page, 2);
    })
    .on('addDealerGroup', ({ body }: FakeRequest) => {
      added.push(dealerGroup(body as Partial<DealerGroup>));
      return done();
    });
  return api;
}
const queries = (api: FakeApi) => api.callsOf('listDealerGroups').map((call) => call.query);

describe('system admin: dealer groups', () => {
  it('searches 500 ms after the last keystroke and pages by 10', async () => {
    jest.useFakeTimers();
    try {
      const api = groupsApi();
      renderWithApp(<SystemAdminPage />, { api, user: admin });
      await moveClock(10);
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search dealer groups' }), { target: { value: 'pac' } });
      await moveClock(499);
      expect(queries(api)).toEqual([{ search: '', page: 1, pageSize: 10 }]);
      await moveClock(1);
      expect(queries(api).at(-1)).toEqual({ search: 'pac', page: 1, pageSize: 10 });
      expect(screen.getByRole('link', { name: 'Pacific Motors' })).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });

  it('pages, and a row opens /systemadmin/dealergroup/{id}', async () => {
    const user = userEvent.setup();
    const api = groupsApi().on('dealerGroupById', lonestar);
    renderAppAt('/systemadmin', { api, user: admin });
    await screen.findByRole('link', { name: 'Lone Star Auto Group' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Group 2' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    const row = (await screen.findAllByTestId('group-row'))[0]!;
    await user.click(within(row).getByText('lone-star'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lone Star Auto Group' })).toBeTruthy();
  });

  it('the add-group dialog requires every field and a slug of lowercase letters and hyphens', async () => {
    const user = userEvent.setup();
    const api = groupsApi();
    renderWithApp(<SystemAdminPage />, { api, user: admin });
    await user.click(await screen.findByRole('button', { name: 'Add dealer group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add dealer group' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getAllByText('This field is required.')).toHaveLength(4);

    await user.type(within(dialog).getByLabelText('Organization name'), 'Gulf Coast Motors');
    await user.type(within(dialog).getByLabelText('Slug'), 'Gulf Coast2');
    await user.type(within(dialog).getByLabelText('Short name'), 'Gulf');
    await user.type(within(dialog).getByLabelText('DealerVault vendor id'), 'V-77');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('The slug may contain only lowercase letters and hyphens.')).toBeTruthy();
    expect(api.callsOf('addDealerGroup')).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Slug'));
    await user.type(within(dialog).getByLabelText('Slug'), 'gulf-coast');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add dealer group' })).toBeNull());
    expect(api.callsOf('addDealerGroup')[0]?.body).toEqual({
      organizationName: 'Gulf Coast Motors',
      slug: 'gulf-coast',
      shortName: 'Gulf',
      dealerVaultVendorId: 'V-77',
    });
    expect(await screen.findByRole('link', { name: 'Gulf Coast Motors' })).toBeTruthy();
  });

  it("shows the server's conflict (a slug already taken)", async () => {
    const user = userEvent.setup();
    const api = groupsApi().failOn('addDealerGroup', 409, { detail: 'A dealer group with the slug lone-star already exists.' });
    renderWithApp(<SystemAdminPage />, { api, user: admin });
    await user.click(await screen.findByRole('button', { name: 'Add dealer group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add dealer group' });
    for (const [label, value] of [
      ['Organization name', 'Lone Star 2'],
      ['Slug', 'lone-star'],
      ['Short name', 'LS'],
      ['DealerVault vendor id', 'V'],
    ]) {
      await user.type(within(dialog).getByLabelText(label!), value!);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('A dealer group with the slug lone-star already exists.')).toBeTruthy();
  });

  it('is for the Admin role alone', async () => {
    const api = groupsApi();
    renderAppAt('/systemadmin', { api, user: testUser() });
    expect(await screen.findByText('unauthorized')).toBeTruthy();
    expect(api.callsOf('listDealerGroups')).toEqual([]);
  });
});

import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../testing/user-event';
import type { User } from '@dtn/contracts/entities/user';
import { FakeApi, type FakeRequest } from '../../../testing/fake-api';
import { dealership, done, member } from '../../../testing/admin-fixtures';
import { renderWithApp, testUser } from '../../../testing/render';
import UserPage from './user-page';

const ford = dealership({ name: 'Lone Star Ford' });
const honda = dealership({ name: 'Lone Star Honda', city: 'Austin' });

/** A user of the group with Ford assigned; role and dealership PUTs change what later GETs answer. */
function world(target: User, { assigned = [ford] } = {}) {
  let current = target;
  let dealerships = assigned;
  const api = new FakeApi()
    .on('userByIdRoute', () => current)
    .on('dealershipsByUser', () => dealerships)
    .on('dealershipsOfGroup', [ford, honda])
    .on('editUserRole', ({ body }: FakeRequest) => {
      current = { ...current, ...(body as Partial<User>) };
      return done(current.id);
    })
    .on('assignUserDealerships', ({ body }: FakeRequest) => {
      const ids = (body as { dealershipIds: string[] }).dealershipIds;
      dealerships = [ford, honda].filter((d) => ids.includes(d.id));
      return done(current.id);
    });
  return api;
}

function renderUser(api: FakeApi, target: User, me = testUser()) {
  return renderWithApp(<UserPage />, { api, user: me, route: `/dealeradmin/user/${target.id}`, path: '/dealeradmin/user/:userId' });
}

const edit = async (user: ReturnType<typeof userEvent.setup>) => user.click(await screen.findByRole('button', { name: 'Edit' }));

describe('dealer admin: user detail', () => {
  it('shows the role, authorities and dealerships; the role choices exclude Admin and DealerPrincipal', async () => {
    const user = userEvent.setup();
    const target = member({ firstName: 'Sam', lastName: 'Seller', buyAuthority: true });
    renderUser(world(target), target);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Seller' })).toBeTruthy();
    expect(screen.getByTestId('user-role').textContent).toBe('Sales associate');
    expect(screen.getByTestId('user-buy-authority').textContent).toBe('Yes');
    expect(screen.getByTestId('user-sell-authority').textContent).toBe('No');
    expect(
      within(screen.getByTestId('user-dealerships'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Lone Star Ford']);

    await edit(user);
    const options = within(screen.getByRole('combobox', { name: 'Role' }))
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(options).not.toContain('Admin');
    expect(options).not.toContain('DealerPrincipal');
    expect(options).toEqual(expect.arrayContaining(['SalesAssociate', 'GeneralManager', 'BDCManager']));
    expect(options).toHaveLength(10);
  });

  it('offers no role edit for a DealerPrincipal (nor its authorities to a dealer admin); dealerships stay editable', async () => {
    const user = userEvent.setup();
    const target = member({ role: 'DealerPrincipal', firstName: 'Pat', lastName: 'Principal' });
    renderUser(world(target), target, testUser({ role: 'GeneralManager', id: '00000000-0000-4000-8000-000000000999' }));
    await edit(user);
    expect(screen.queryByRole('combobox', { name: 'Role' })).toBeNull();
    expect(screen.getByText('Dealer principal')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Buy authority').disabled).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>(/Lone Star Honda/).disabled).toBe(false);
  });

  it('saves the role, the authorities and the dealerships, then shows them in view mode', async () => {
    const user = userEvent.setup();
    const target = member();
    const api = world(target);
    renderUser(api, target);
    await edit(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'SalesManager');
    await user.click(screen.getByLabelText('Sell authority'));
    await user.click(screen.getByLabelText(/Lone Star Honda/));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByTestId('user-role').textContent).toBe('Sales manager'));
    expect(api.callsOf('editUserRole')[0]?.body).toEqual({
      userId: target.id,
      role: 'SalesManager',
      buyAuthority: false,
      sellAuthority: true,
    });
    expect(api.callsOf('assignUserDealerships')[0]?.body).toEqual({ userId: target.id, dealershipIds: [ford.id, honda.id] });
    await waitFor(() =>
      expect(
        within(screen.getByTestId('user-dealerships'))
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Lone Star Ford', 'Lone Star Honda']),
    );
    expect(screen.getByTestId('user-sell-authority').textContent).toBe('Yes');
  });

  it('NoDealerships: with every dealership unticked nothing is saved and the message shows', async () => {
    const user = userEvent.setup();
    const target = member();
    const api = world(target);
    renderUser(api, target);
    await edit(user);
    await user.click(screen.getByLabelText(/Lone Star Ford/));
    await user.click(screen.getByLabelText('Buy authority'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At least one dealership must remain assigned.')).toBeTruthy();
    expect(screen.getByTestId('dealership-checklist').className).toContain('border-danger');
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('a failed save is only logged and the screen returns to view mode', async () => {
    const user = userEvent.setup();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const target = member();
      const api = world(target).failOn('editUserRole', 500);
      renderUser(api, target);
      await edit(user);
      await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'SalesManager');
      await user.click(screen.getByLabelText(/Lone Star Honda/));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByRole('button', { name: 'Edit' })).toBeTruthy();
      expect(screen.getByTestId('user-role').textContent).toBe('Sales associate');
      expect(logged).toHaveBeenCalledWith('Saving the user failed', expect.objectContaining({ status: 500 }));
      expect(api.callsOf('assignUserDealerships')).toEqual([]);
    } finally {
      logged.mockRestore();
    }
  });

  it('a dealer admin viewing themselves gets no edit (the server refuses it)', async () => {
    const me = testUser();
    renderUser(world(me), me, me);
    expect(await screen.findByTestId('user-role')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});

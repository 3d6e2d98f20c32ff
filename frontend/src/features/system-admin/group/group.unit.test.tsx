import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../testing/user-event';
import type { DealerGroup } from '@dtn/contracts/entities/dealer-group';
import type { Dealership } from '@dtn/contracts/entities/dealership';
import { FakeApi, type FakeRequest } from '../../../testing/fake-api';
import { dealerGroup, dealership, done, nextId } from '../../../testing/admin-fixtures';
import { renderWithApp, testUser } from '../../../testing/render';
import GroupPage from './group-page';

const admin = testUser({ role: 'Admin', dealerGroupId: null, dealerGroup: null });

/** A group whose dealerships the add, edit and delete commands change. */
function world(initial: Dealership[] = []) {
  const group: DealerGroup = dealerGroup({ organizationName: 'Gulf Coast Motors', slug: 'gulf-coast' });
  let dealerships = initial.map((d) => ({ ...d, dealerGroupId: group.id }));
  const api = new FakeApi()
    .on('dealerGroupById', () => ({ ...group, dealerships }))
    .on('addDealership', ({ body }: FakeRequest) => {
      dealerships = [...dealerships, { ...(body as Dealership), id: nextId(), active: true }];
      return done();
    })
    .on('editDealership', ({ body }: FakeRequest) => {
      const edited = body as Dealership;
      dealerships = dealerships.map((d) => (d.id === edited.id ? edited : d));
      return done(edited.id);
    })
    .on('deleteDealership', ({ params }: FakeRequest) => {
      dealerships = dealerships.map((d) => (d.id === params?.id ? { ...d, active: false } : d));
      return done(String(params?.id));
    })
    .on('sendInvite', () => done());
  const render = () =>
    renderWithApp(<GroupPage />, {
      api,
      user: admin,
      route: `/systemadmin/dealergroup/${group.id}`,
      path: '/systemadmin/dealergroup/:dealerGroupId',
    });
  return { api, group, render };
}

async function fillDealership(dialog: HTMLElement, user: ReturnType<typeof userEvent.setup>, postalCode: string) {
  await user.type(within(dialog).getByLabelText('Name'), 'Gulf Coast Toyota');
  await user.type(within(dialog).getByLabelText('DealerVault id'), 'DV-9');
  await user.type(within(dialog).getByLabelText('Address line 1'), '9 Shore Dr');
  await user.type(within(dialog).getByLabelText('City'), 'Houston');
  await user.selectOptions(within(dialog).getByLabelText('State'), 'TX');
  await user.type(within(dialog).getByLabelText('Postal code'), postalCode);
}

describe('system admin: dealer group detail', () => {
  it('says dealergroup.no-dealerships, then adds a dealership by the section 5 rules', async () => {
    const user = userEvent.setup();
    const { api, group, render } = world();
    render();
    expect(await screen.findByText('This dealer group has no dealerships yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add dealership' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add dealership' });
    const states = within(within(dialog).getByLabelText('State'))
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(states).toEqual(expect.arrayContaining(['TX', 'DC', 'PR', 'VI']));
    expect(states.filter(Boolean)).toHaveLength(53); // 50 states, DC, PR and VI

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('This field is required.')).toHaveLength(6);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Address line 2 (optional)').className).not.toContain('is-invalid');

    await fillDealership(dialog, user, '7700');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('The postal code must be exactly 5 digits.')).toBeTruthy();
    expect(api.callsOf('addDealership')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Postal code'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add dealership' })).toBeNull());
    expect(api.callsOf('addDealership')[0]?.body).toEqual({
      id: 0,
      active: true,
      country: 'US',
      dealerGroupId: group.id,
      name: 'Gulf Coast Toyota',
      dealerVaultId: 'DV-9',
      address1: '9 Shore Dr',
      address2: '',
      city: 'Houston',
      state: 'TX',
      postalCode: '77002',
    });
    const row = await screen.findByTestId('dealership-row');
    expect(within(row).getByText('Gulf Coast Toyota')).toBeTruthy();
    expect(within(row).getByText(/Houston, TX 77002/)).toBeTruthy();
  });

  it('a postal code the server does not know is marked on the field', async () => {
    const user = userEvent.setup();
    const { api, render } = world();
    api.failOn('addDealership', 400, {
      type: 'urn:dtn:problem:validation',
      errors: [{ field: 'postalCode', message: 'postalCode is not a known US postal code.' }],
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Add dealership' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add dealership' });
    await fillDealership(dialog, user, '00000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This is not a known US postal code.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Postal code').className).toContain('is-invalid');
  });

  it('edits a dealership (prefilled, with its active switch) and deletes one with a confirm', async () => {
    const user = userEvent.setup();
    const ford = dealership({ name: 'Gulf Ford', city: 'Galveston', postalCode: '77550' });
    const { api, render } = world([ford]);
    render();
    await user.click(await screen.findByRole('button', { name: 'Edit Gulf Ford' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit dealership' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('City').value).toBe('Galveston');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Gulf Ford Lincoln');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Gulf Ford Lincoln')).toBeTruthy());
    expect(api.callsOf('editDealership')[0]?.body).toMatchObject({ id: ford.id, name: 'Gulf Ford Lincoln', active: true, country: 'US' });

    await user.click(screen.getByRole('button', { name: 'Delete Gulf Ford Lincoln' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.callsOf('deleteDealership')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete Gulf Ford Lincoln' }));
    await user.click(screen.getByRole('button', { name: 'Confirm delete' }));
    expect(await screen.findByText('Inactive')).toBeTruthy();
    expect(api.callsOf('deleteDealership')[0]?.params).toEqual({ id: ford.id });
  });

  it('invites the dealer principal: role fixed, email and dealership checked, server message or invite-failed', async () => {
    const user = userEvent.setup();
    const ford = dealership({ name: 'Gulf Ford' });
    const { api, group, render } = world([ford]);
    render();
    await user.click(await screen.findByRole('button', { name: 'Invite dealer principal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite dealer principal' });
    const role = within(dialog).getByLabelText<HTMLInputElement>('Role');
    expect([role.value, role.disabled]).toEqual(['Dealer principal', true]);
    await user.type(within(dialog).getByLabelText('Email address'), 'boss@gulf');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Enter a valid email address.')).toBeTruthy();
    expect(within(dialog).getByTestId('dealership-checklist').className).toContain('border-danger');
    expect(api.callsOf('sendInvite')).toEqual([]);

    api.failOn('sendInvite', 500);
    await user.type(within(dialog).getByLabelText('Email address'), '.example');
    await user.click(within(dialog).getByLabelText(/Gulf Ford/));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('The invitation could not be sent. Please try again.')).toBeTruthy();
    expect(api.callsOf('sendInvite')[0]?.body).toEqual({
      emailAddress: 'boss@gulf.example',
      userRole: 'DealerPrincipal',
      buyAuthority: true,
      sellAuthority: true,
      dealerGroupId: group.id,
      dealershipIds: [ford.id],
    });

    api.failOn('sendInvite', 409, { detail: 'An invitation to this email address is already pending.' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('An invitation to this email address is already pending.')).toBeTruthy();

    api.on('sendInvite', done());
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Invitation sent to boss@gulf.example.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Invite dealer principal' })).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../testing/user-event';
import { describe, expect, it } from '@jest/globals';
import type { BuyListItem } from '@dtn/contracts/entities/buy-list';
import { FakeApi, type FakeRequest } from '../../testing/fake-api';
import { renderWithApp, testUser } from '../../testing/render';
import { buyListErrors, emptyBuyListForm } from './buy-list-rules';
import BuyListPage from './buy-list-page';

const item = (overrides: Partial<BuyListItem> = {}): BuyListItem => ({
  autoOffer: null,
  id: '00000000-0000-4000-a000-000000000001',
  userId: testUser().id,
  make: 'Toyota',
  model: 'Tacoma',
  startYear: 2019,
  endYear: 2023,
  searchRadius: 150,
  retailReadyOnly: false,
  tradeIn: false,
  latitude: 32.78,
  longitude: -96.8,
  ...overrides,
});

function buyListApi(items: BuyListItem[]) {
  return new FakeApi()
    .on('listBuyListItems', () => [...items])
    .on('listNetworkMakes', [
      { name: 'Ford', count: 4 },
      { name: 'Toyota', count: 31 },
    ])
    .on('listNetworkModels', ({ query }: FakeRequest) =>
      query?.make === 'Toyota'
        ? [
            { name: 'Camry', count: 20 },
            { name: 'Tacoma', count: 11 },
          ]
        : [{ name: 'F-150', count: 4 }],
    )
    .on('listModelYears', [2018, 2019, 2020, 2021, 2022, 2023])
    .on('addBuyListItem', ({ body }: FakeRequest) => {
      items.unshift(item({ ...(body as Partial<BuyListItem>), id: '00000000-0000-4000-a000-000000000002' }));
      return { id: '00000000-0000-4000-a000-000000000002', position: '9' };
    });
}

const select = (name: string) => screen.getByLabelText<HTMLSelectElement>(name);

describe('the buy list', () => {
  it('lists make, model, years and radius per item', async () => {
    renderWithApp(<BuyListPage />, { api: buyListApi([item()]), user: testUser() });
    const row = await screen.findByTestId('buy-list-row');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Toyota', 'Tacoma', '2019–2023', '150 miles', 'Delete✕']);
    expect(within(row).getByRole('button', { name: 'Delete Toyota Tacoma' })).toBeTruthy();
  });

  it('says buy-list.empty when there is nothing on it', async () => {
    renderWithApp(<BuyListPage />, { api: buyListApi([]), user: testUser() });
    expect(await screen.findByText(/^Your buy list is empty/)).toBeTruthy();
  });

  it('adds in the spec order: make, then model, then years (with buy-list.year-error), then the distance', async () => {
    const api = buyListApi([]);
    renderWithApp(<BuyListPage />, { api, user: testUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a vehicle' }));
    await screen.findByRole('dialog');
    expect(select('Model').disabled).toBe(true);
    expect(select('Start year').disabled).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Within 50 miles').disabled).toBe(true);

    await waitFor(() => expect(screen.getByRole('option', { name: 'Toyota (31)' })).toBeTruthy());
    await userEvent.selectOptions(select('Make'), 'Toyota');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Tacoma (11)' })).toBeTruthy());
    expect(select('Start year').disabled).toBe(true);
    await userEvent.selectOptions(select('Model'), 'Tacoma');
    await waitFor(() => expect(screen.getAllByRole('option', { name: '2018' })).toHaveLength(2));
    await userEvent.selectOptions(select('Start year'), '2022');
    await userEvent.selectOptions(select('End year'), '2020');
    expect(screen.getByText('The end year must be the same as or later than the start year.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(api.callsOf('addBuyListItem')).toHaveLength(0);

    await userEvent.selectOptions(select('End year'), '2023');
    expect(screen.queryByText('The end year must be the same as or later than the start year.')).toBeNull();
    const radius = screen.getByLabelText<HTMLInputElement>('Within 50 miles');
    expect([radius.min, radius.max, radius.value]).toEqual(['20', '500', '50']);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsOf('addBuyListItem')[0]?.body).toEqual({
      id: 0,
      make: 'Toyota',
      model: 'Tacoma',
      startYear: 2022,
      endYear: 2023,
      searchRadius: 50,
      retailReadyOnly: false,
      tradeIn: false,
    });
    expect(await screen.findByText('2022–2023')).toBeTruthy();
  });

  it("finding 3: the add dialog offers the makes the network has, then the chosen make's models, with counts", async () => {
    renderWithApp(<BuyListPage />, { api: buyListApi([]), user: testUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a vehicle' }));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Toyota (31)' })).toBeTruthy());
    const texts = (name: string) => [...select(name).options].map((option) => [option.value, option.textContent]);
    expect(texts('Make')).toEqual([
      ['', 'Choose a make'],
      ['Ford', 'Ford (4)'],
      ['Toyota', 'Toyota (31)'],
    ]);
    await userEvent.selectOptions(select('Make'), 'Toyota');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Tacoma (11)' })).toBeTruthy());
    expect(texts('Model')).toEqual([
      ['', 'Choose a model'],
      ['Camry', 'Camry (20)'],
      ['Tacoma', 'Tacoma (11)'],
    ]);
  });

  it('keeps the create error text on show', async () => {
    const api = buyListApi([]).failOn('addBuyListItem', 400, { detail: 'body.model: Tacoma is not a Ford model' });
    renderWithApp(<BuyListPage />, { api, user: testUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a vehicle' }));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Toyota (31)' })).toBeTruthy());
    await userEvent.selectOptions(select('Make'), 'Toyota');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Tacoma (11)' })).toBeTruthy());
    await userEvent.selectOptions(select('Model'), 'Tacoma');
    await waitFor(() => expect(screen.getAllByRole('option', { name: '2019' })).toHaveLength(2));
    await userEvent.selectOptions(select('Start year'), '2019');
    await userEvent.selectOptions(select('End year'), '2019');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const error = await screen.findByTestId('buy-list-add-error');
    expect(error.textContent).toBe('The vehicle could not be added: body.model: Tacoma is not a Ford model');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a vehicle' }));
    expect((await screen.findByTestId('buy-list-add-error')).textContent).toMatch(/Tacoma is not a Ford model/);
  });

  it('finding 2: shows the server’s reason on the field it names, not above the form', async () => {
    const reason = 'Tacoma is not a Ford model';
    const api = buyListApi([]).failOn('addBuyListItem', 400, {
      type: 'urn:dtn:problem:validation',
      detail: `body.model: ${reason}`,
      errors: [{ field: 'body.model', message: reason }],
    });
    renderWithApp(<BuyListPage />, { api, user: testUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a vehicle' }));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Toyota (31)' })).toBeTruthy());
    await userEvent.selectOptions(select('Make'), 'Toyota');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Tacoma (11)' })).toBeTruthy());
    await userEvent.selectOptions(select('Model'), 'Tacoma');
    await waitFor(() => expect(screen.getAllByRole('option', { name: '2019' })).toHaveLength(2));
    await userEvent.selectOptions(select('Start year'), '2019');
    await userEvent.selectOptions(select('End year'), '2019');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(select('Model').classList.contains('is-invalid')).toBe(true));
    expect(select('Model').parentElement?.textContent).toMatch(reason);
    expect(screen.queryByTestId('buy-list-add-error')).toBeNull();
    expect(select('Make').classList.contains('is-invalid')).toBe(false);
  });

  it('deletes only after the confirmation', async () => {
    const items = [item()];
    const api = buyListApi(items).on('removeBuyListItem', () => {
      items.pop();
      return { id: item().id, position: '10' };
    });
    renderWithApp(<BuyListPage />, { api, user: testUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Toyota Tacoma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete from your buy list?' });
    expect(api.callsOf('removeBuyListItem')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/^Your buy list is empty/)).toBeTruthy();
    expect(api.callsOf('removeBuyListItem')[0]?.params).toEqual({ id: item().id });
  });

  it('shows a spinner while the list loads', () => {
    renderWithApp(<BuyListPage />, { api: new FakeApi().on('listBuyListItems', () => new Promise(() => undefined)), user: testUser() });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });
});

describe('buy list rules (spec section 5)', () => {
  it('needs both years and an end year not before the start', () => {
    const form = { ...emptyBuyListForm, make: 'Toyota', model: 'Camry' };
    expect(buyListErrors(form)).toEqual({ startYear: 'buy-list.year-required', endYear: 'buy-list.year-required' });
    expect(buyListErrors({ ...form, startYear: '2021', endYear: '2020' })).toEqual({ endYear: 'buy-list.year-error' });
    expect(buyListErrors({ ...form, startYear: '2021', endYear: '2021' })).toEqual({});
  });

  it('takes a distance of 20 to 500 whole miles, 50 by default', () => {
    const form = { ...emptyBuyListForm, make: 'Toyota', model: 'Camry', startYear: '2020', endYear: '2021' };
    expect(emptyBuyListForm.searchRadius).toBe(50);
    expect(buyListErrors({ ...form, searchRadius: 19 }).searchRadius).toBe('buy-list.radius-error');
    expect(buyListErrors({ ...form, searchRadius: 501 }).searchRadius).toBe('buy-list.radius-error');
    expect(buyListErrors({ ...form, searchRadius: 20 })).toEqual({});
    expect(buyListErrors({ ...form, searchRadius: 500 })).toEqual({});
  });
});

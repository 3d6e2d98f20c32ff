import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../testing/user-event';
import { describe, expect, it } from '@jest/globals';
import type { AutoOffer, BuyListItem } from '@dtn/contracts/entities/buy-list';
import { FakeApi } from '../../testing/fake-api';
import { renderWithApp, testUser } from '../../testing/render';
import BuyListPage from './buy-list-page';
import { autoOfferBody, dayAfter, emptyStandingOrderForm, standingOrderErrors } from './standing-order-rules';

const itemId = '00000000-0000-4000-a000-000000000001';
const order = (overrides: Partial<AutoOffer> = {}): AutoOffer => ({
  dealershipId: '00000000-0000-4000-a000-0000000000d1',
  trims: ['LE', 'XLE'],
  maxMileage: 60_000,
  listingTypes: ['USED'],
  maxPrice: 25_000,
  maxPercentOfValue: 95,
  endsAt: '2026-12-26T06:00:00.000Z',
  maxUnitsPerDay: 2,
  maxDollarsPerDay: 50_000,
  paused: false,
  status: 'active',
  pausedReason: null,
  offersMade: 3,
  today: { units: 1, dollars: 21_000 },
  ...overrides,
});
const item = (autoOffer: AutoOffer | null): BuyListItem => ({
  autoOffer,
  id: itemId,
  userId: testUser().id,
  make: 'Toyota',
  model: 'Camry',
  startYear: 2020,
  endYear: 2023,
  searchRadius: 150,
  retailReadyOnly: false,
  tradeIn: false,
  latitude: 32.78,
  longitude: -96.8,
});

function api(items: BuyListItem[]) {
  return new FakeApi()
    .on('listBuyListItems', () => [...items])
    .on('listNetworkMakes', [{ name: 'Toyota', count: 31 }])
    .on('listNetworkModels', [{ name: 'Camry', count: 20 }])
    .on('listModelYears', [2020, 2021, 2022, 2023])
    .on('addBuyListItem', () => {
      items.unshift(item(null));
      return { id: itemId, position: '9' };
    });
}

const select = (name: string) => screen.getByLabelText<HTMLSelectElement>(name);

async function chooseVehicle() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add a vehicle' }));
  await waitFor(() => expect(screen.getByRole('option', { name: 'Toyota (31)' })).toBeTruthy());
  await userEvent.selectOptions(select('Make'), 'Toyota');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Camry (20)' })).toBeTruthy());
  await userEvent.selectOptions(select('Model'), 'Camry');
  await waitFor(() => expect(screen.getAllByRole('option', { name: '2021' })).toHaveLength(2));
  await userEvent.selectOptions(select('Start year'), '2021');
  await userEvent.selectOptions(select('End year'), '2023');
}

describe('standing order rules (issue 35)', () => {
  const now = new Date(2026, 10, 26, 10, 0);
  const form = { ...emptyStandingOrderForm(now, 'd1'), enabled: true, maxPrice: '25,000', maxDollarsPerDay: '50000' };

  it('ends 30 days ahead by default, one vehicle a day, used vehicles', () => {
    expect(emptyStandingOrderForm(now)).toMatchObject({ endsOn: '2026-12-26', maxUnitsPerDay: '1', listingTypes: ['USED'] });
    expect(standingOrderErrors(form, now)).toEqual({});
  });

  it('checks nothing while off, and what the server checks when on', () => {
    expect(standingOrderErrors({ ...form, enabled: false, maxPrice: 'x' }, now)).toEqual({});
    expect(standingOrderErrors({ ...form, maxPrice: '0', maxUnitsPerDay: '0', maxPercentOfValue: '250', maxMileage: '1.5' }, now)).toEqual({
      maxPrice: 'buy-list.order.amount-error',
      maxUnitsPerDay: 'buy-list.order.units-error',
      maxPercentOfValue: 'buy-list.order.percent-error',
      maxMileage: 'buy-list.order.mileage-error',
    });
    expect(standingOrderErrors({ ...form, endsOn: dayAfter(now, 90) }, now)).toEqual({});
    expect(standingOrderErrors({ ...form, endsOn: dayAfter(now, 91) }, now).endsOn).toBe('buy-list.order.ends-error');
    expect(standingOrderErrors({ ...form, endsOn: dayAfter(now, 0) }, now).endsOn).toBe('buy-list.order.ends-error');
  });

  it('sends the order as the contract names it: the end day starting in the browser’s zone, trims as a list', () => {
    expect(autoOfferBody({ ...form, enabled: false })).toBeNull();
    expect(autoOfferBody({ ...form, trims: ' LE, XLE ,', maxMileage: '60,000', maxPercentOfValue: '95' })).toEqual({
      maxPrice: 25_000,
      maxPercentOfValue: 95,
      endsAt: new Date(2026, 11, 26).toISOString(),
      maxUnitsPerDay: 1,
      maxDollarsPerDay: 50_000,
      trims: ['LE', 'XLE'],
      maxMileage: 60_000,
      listingTypes: ['USED'],
      dealershipId: 'd1',
    });
  });
});

describe('making a standing order in the add dialog', () => {
  it('sends the order with the item; the form’s own rules first', async () => {
    const fake = api([]);
    renderWithApp(<BuyListPage />, { api: fake, user: testUser() });
    await chooseVehicle();
    expect(screen.queryByLabelText('Maximum price')).toBeNull();
    await userEvent.click(screen.getByLabelText('Make offers automatically'));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(fake.callsOf('addBuyListItem')).toHaveLength(0);
    expect(screen.getAllByText('Enter an amount greater than 0 with at most two decimals.')).toHaveLength(2);

    await userEvent.type(screen.getByLabelText('Maximum price'), '25000');
    await userEvent.type(screen.getByLabelText('Dollars per day'), '50000');
    await userEvent.clear(screen.getByLabelText('Vehicles per day'));
    await userEvent.type(screen.getByLabelText('Vehicles per day'), '2');
    await userEvent.type(screen.getByLabelText('Trims'), 'LE, XLE');
    await userEvent.click(screen.getByLabelText('New'));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = fake.callsOf('addBuyListItem')[0]?.body as { autoOffer: Record<string, unknown> };
    expect(sent.autoOffer).toMatchObject({
      maxPrice: 25_000,
      maxPercentOfValue: null,
      maxUnitsPerDay: 2,
      maxDollarsPerDay: 50_000,
      trims: ['LE', 'XLE'],
      maxMileage: null,
      listingTypes: ['NEW', 'USED'],
    });
    expect(new Date(sent.autoOffer.endsAt as string).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it('shows the server’s reason on the order’s field it names', async () => {
    const reason = 'The maximum price is above the buyer’s limit';
    const fake = api([]).failOn('addBuyListItem', 400, {
      type: 'urn:dtn:problem:validation',
      detail: `body.autoOffer.maxPrice: ${reason}`,
      errors: [{ field: 'body.autoOffer.maxPrice', message: reason }],
    });
    renderWithApp(<BuyListPage />, { api: fake, user: testUser() });
    await chooseVehicle();
    await userEvent.click(screen.getByLabelText('Make offers automatically'));
    await userEvent.type(screen.getByLabelText('Maximum price'), '25000');
    await userEvent.type(screen.getByLabelText('Dollars per day'), '50000');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const field = screen.getByLabelText('Maximum price');
    await waitFor(() => expect(field.classList.contains('is-invalid')).toBe(true));
    expect(field.parentElement?.textContent).toContain(reason);
    expect(screen.queryByTestId('buy-list-add-error')).toBeNull();
  });
});

describe('the standing order on the buy list', () => {
  it('shows its status, terms, today against the caps and the offers made', async () => {
    renderWithApp(<BuyListPage />, { api: api([item(order())]), user: testUser() });
    const row = await screen.findByTestId('standing-order');
    expect(within(row).getByTestId('standing-order-status').textContent).toBe('Active');
    expect(within(row).getByTestId('standing-order-terms').textContent).toBe(
      `Up to $25,000.00 · at most 95% of network value · Used · at most 60,000 miles · trims LE, XLE · ends ${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(order().endsAt))}`,
    );
    expect(within(row).getByTestId('standing-order-today').textContent).toBe(
      'Today: 1 of 2 vehicles, $21,000.00 of $50,000.00 · 3 offers made',
    );
  });

  it('says why a paused order paused, and resumes it', async () => {
    const items = [item(order({ status: 'paused', paused: true, pausedReason: 'value-fell' }))];
    const fake = api(items).on('resumeStandingOrder', () => {
      items[0] = item(order());
      return { id: itemId, position: '11' };
    });
    renderWithApp(<BuyListPage />, { api: fake, user: testUser() });
    expect((await screen.findByTestId('standing-order-reason')).textContent).toBe(
      'Paused for you: the network value of these vehicles fell more than 10% in 7 days.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Resume Toyota Camry' }));
    await waitFor(() => expect(screen.getByTestId('standing-order-status').textContent).toBe('Active'));
    expect(fake.callsOf('resumeStandingOrder')[0]?.params).toEqual({ id: itemId });
  });

  it('pauses at once; ends only after the confirmation', async () => {
    const items = [item(order())];
    const fake = api(items)
      .on('pauseStandingOrder', { id: itemId, position: '11' })
      .on('endStandingOrder', () => {
        items[0] = item(order({ status: 'ended' }));
        return { id: itemId, position: '12' };
      });
    renderWithApp(<BuyListPage />, { api: fake, user: testUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Pause Toyota Camry' }));
    await waitFor(() => expect(fake.callsOf('pauseStandingOrder')).toHaveLength(1));

    await userEvent.click(screen.getByRole('button', { name: 'End Toyota Camry' }));
    const dialog = await screen.findByRole('dialog', { name: 'End this standing order?' });
    expect(fake.callsOf('endStandingOrder')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'End' }));
    await waitFor(() => expect(screen.getByTestId('standing-order-status').textContent).toBe('Ended'));
    expect(screen.queryByRole('button', { name: 'End Toyota Camry' })).toBeNull();
  });
});

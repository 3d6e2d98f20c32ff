import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../testing/user-event';
import { describe, expect, it } from '@jest/globals';
import type { AgingDigestVehicle, AgingReport } from '@dtn/contracts/entities/aging';
import type { InventoryItem } from '@dtn/contracts/entities/inventory';
import type { Notification } from '@dtn/contracts/entities/notification';
import { FakeApi } from '../../../testing/fake-api';
import { renderWithApp, testUser } from '../../../testing/render';
import { inventoryItem } from '../common/test-fixtures';
import ListingPage from '../listing/listing-page';
import DigestPage from './digest-page';
import ReportPage from './report-page';

const own = testUser().dealerGroupId!;
const camry = (over: Partial<InventoryItem> = {}) =>
  inventoryItem({ year: 2021, make: 'Toyota', model: 'Camry', dealerGroupId: own, data: { 'List Price': '24500' }, ...over });
const listedIn = (item: InventoryItem, over: Partial<AgingDigestVehicle> = {}): AgingDigestVehicle => ({
  inventoryId: item.id,
  vin: item.vin,
  year: item.year,
  make: item.make,
  model: item.model,
  threshold: 45,
  daysInInventory: 45,
  listPrice: 24_500,
  priceToMarket: 104.2,
  agingCost: 1575,
  ...over,
});
const digestOf = (vehicles: AgingDigestVehicle[]): Notification => ({
  id: '00000000-0000-4000-8000-00000000a901',
  title: 'Aging: 1 vehicle at Lone Star Toyota crossed a threshold',
  imageUrl: '',
  longBody: '…',
  link: '/agingdigest/00000000-0000-4000-8000-00000000a901',
  inventoryId: null,
  isRead: false,
  notificationType: 'AgingDigest',
  agingVehicles: vehicles,
});

describe('exits on the listing page', () => {
  function renderListing(items: InventoryItem[], user = testUser()) {
    const api = new FakeApi()
      .on('GET /api/dealergroup/inventory/rollup', [])
      .on('GET /api/dealergroup/inventory/*', () => items)
      .on('repriceVehicle', { id: items[0]!.id, position: '9/9' });
    const dealershipId = items[0]!.dealershipId;
    return renderWithApp(<ListingPage />, {
      api,
      user,
      route: `/inventorylisting/${dealershipId}/ThirtyToSixtyDays`,
      path: '/inventorylisting/:dealershipId/:age',
    });
  }

  it('reprices a vehicle from its card in one dialog, then reads the listing again', async () => {
    const item = camry();
    const { api } = renderListing([item]);
    const card = await screen.findByTestId('inventory-card');
    await userEvent.click(within(card).getByRole('button', { name: 'Reprice the 2021 Toyota Camry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reprice the 2021 Toyota Camry' });
    expect(within(dialog).getByText(/Listed now at \$24,500.00/)).toBeTruthy();
    const field = within(dialog).getByLabelText('New list price in dollars');
    await userEvent.type(field, '23,999.5');
    const loads = api.callsOf('inventoryByAge').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reprice' }));
    expect(await within(dialog).findByText('The 2021 Toyota Camry is now listed at $23,999.50.')).toBeTruthy();
    expect(api.callsOf('repriceVehicle')).toEqual([expect.objectContaining({ params: { id: item.id }, body: { listPrice: 23_999.5 } })]);
    await waitFor(() => expect(api.callsOf('inventoryByAge').length).toBeGreaterThan(loads));
  });

  it('refuses a price that is not an amount in cents, sending nothing; a sold answer (409) says so', async () => {
    const item = camry();
    const { api } = renderListing([item]);
    api.failOn('repriceVehicle', 409, { type: 'urn:dtn:problem:conflict' });
    await userEvent.click(await screen.findByRole('button', { name: 'Reprice the 2021 Toyota Camry' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('New list price in dollars'), '12.345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reprice' }));
    expect(within(dialog).getByText(/at most 2 decimals/)).toBeTruthy();
    expect(api.callsOf('repriceVehicle')).toHaveLength(0);
    await userEvent.clear(within(dialog).getByLabelText('New list price in dollars'));
    await userEvent.type(within(dialog).getByLabelText('New list price in dollars'), '12000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reprice' }));
    expect(await within(dialog).findByText('The vehicle is sold: its price can no longer change.')).toBeTruthy();
  });

  it('opens the seller’s Buy Now price form in a dialog', async () => {
    renderListing([camry()]);
    await userEvent.click(await screen.findByRole('button', { name: 'Set a Buy Now price for the 2021 Toyota Camry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy Now price of the 2021 Toyota Camry' });
    expect(within(dialog).getByTestId('buy-now-form')).toBeTruthy();
  });

  it('offers no exits without the sellers’ permissions', async () => {
    renderListing([camry()], testUser({ sellAuthority: false }));
    const card = await screen.findByTestId('inventory-card');
    expect(within(card).queryByRole('button', { name: /Reprice/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: /Buy Now price/ })).toBeNull();
  });
});

describe('the aging digest page', () => {
  function renderDigest(items: InventoryItem[], vehicles: AgingDigestVehicle[], query = '') {
    const digest = digestOf(vehicles);
    const api = new FakeApi().on(`GET /api/notification/${digest.id}`, digest).on('buyListMatchCount', { count: 4 });
    for (const item of items) api.on(`GET /api/inventory/id/${item.id}`, item);
    api.on('repriceVehicle', { id: items[0]?.id ?? digest.id, position: '9/9' });
    renderWithApp(<DigestPage />, {
      api,
      user: testUser(),
      route: `/agingdigest/${digest.id}${query}`,
      path: '/agingdigest/:notificationId',
    });
    return api;
  }

  it('lists each vehicle with what the digest said, its price now, and its exits', async () => {
    const item = camry({ data: { 'List Price': '23900' } });
    renderDigest([item], [listedIn(item)]);
    const row = await screen.findByTestId('digest-vehicle');
    expect(within(row).getByRole('link', { name: '2021 Toyota Camry' }).getAttribute('href')).toBe(`/inventorydetail/${item.vin}`);
    expect(within(row).getByText('45-day mark', { selector: '.badge' })).toBeTruthy();
    await waitFor(() => expect(within(row).getByText('$23,900.00 (was $24,500.00)')).toBeTruthy());
    expect(within(row).getByText('104.2%')).toBeTruthy();
    expect(within(row).getByText('$1,575.00')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Reprice the 2021 Toyota Camry' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Spotlight' })).toBeTruthy();
  });

  it('opens the exit the drawer’s link named, for that vehicle: a reprice is one click from the notification', async () => {
    const item = camry();
    const api = renderDigest([item], [listedIn(item)], `?vehicle=${item.id}&action=reprice`);
    const dialog = await screen.findByRole('dialog', { name: 'Reprice the 2021 Toyota Camry' });
    await userEvent.type(within(dialog).getByLabelText('New list price in dollars'), '22000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reprice' }));
    expect(await within(dialog).findByText('The 2021 Toyota Camry is now listed at $22,000.00.')).toBeTruthy();
    expect(api.callsOf('repriceVehicle')[0]?.body).toEqual({ listPrice: 22_000 });
  });

  it('starts the spotlight flow the link named (how many would be notified, then confirm)', async () => {
    const item = camry();
    renderDigest([item], [listedIn(item)], `?vehicle=${item.id}&action=spotlight`);
    expect(await screen.findByText(/4 users/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
  });

  it('says so for a vehicle sold or gone since', async () => {
    const sold = camry({ sold: true });
    const gone = camry({ make: 'Honda', model: 'Civic' });
    renderDigest([sold], [listedIn(sold), listedIn(gone)]);
    const rows = await screen.findAllByTestId('digest-vehicle');
    await waitFor(() => expect(within(rows[0]!).getByText('Sold')).toBeTruthy());
    expect(within(rows[0]!).queryByRole('button', { name: /Reprice/ })).toBeNull();
    expect(within(rows[1]!).getByText('No longer in inventory')).toBeTruthy();
  });
});

describe('the exit report', () => {
  const report: AgingReport = {
    dealershipId: '00000000-0000-4000-8000-00000000d001',
    name: 'Lone Star Toyota',
    asOf: '2026-04-10T12:00:00.000Z',
    months: [
      { month: '2026-03', listed: 4, decided: 3, exitedByDay45: 2, exitShare: 66.7, averageDaysToSale: 21.5, sold: 2 },
      { month: '2026-04', listed: 2, decided: 0, exitedByDay45: 0, exitShare: null, averageDaysToSale: null, sold: 0 },
    ],
  };

  it('shows each month’s share out by day 45 and average days to sale; the months choice asks again', async () => {
    const api = new FakeApi().on('agingReport', report);
    renderWithApp(<ReportPage />, {
      api,
      user: testUser(),
      route: `/agingreport/${report.dealershipId}`,
      path: '/agingreport/:dealershipId',
    });
    expect(await screen.findByRole('heading', { name: 'Exits: Lone Star Toyota' })).toBeTruthy();
    const rows = within(screen.getByTestId('aging-report')).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('Mar 2026');
    expect(within(rows[1]!).getByText('66.7%')).toBeTruthy();
    expect(within(rows[1]!).getByText('2 of 3')).toBeTruthy();
    expect(rows[1]!.textContent).toContain('21.5');
    expect(rows[2]!.textContent).toContain('not yet due');
    expect(api.callsOf('agingReport')[0]).toMatchObject({ params: { id: report.dealershipId }, query: { months: 12 } });
    await userEvent.selectOptions(screen.getByLabelText('Months'), '6');
    await waitFor(() => expect(api.callsOf('agingReport').at(-1)).toMatchObject({ query: { months: 6 } }));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from '@jest/globals';
import { FakeApi, type FakeRequest } from '../../../testing/fake-api';
import { renderWithApp, testUser } from '../../../testing/render';
import { inventoryItem, rollupRow } from '../common/test-fixtures';
import ListingPage from './listing-page';

const dealership = rollupRow({ name: 'Lone Star Ford', city: 'Dallas', thirtyDaysOldCount: 1 });
const own = testUser().dealerGroupId!;
const item = inventoryItem({
  make: 'Ford',
  model: 'Mustang',
  year: 2019,
  trim: 'GT',
  dealerGroupId: own,
  dealershipId: dealership.dealershipId,
});

/** Orders at $21,000, $20,500 and $19,000 offer at most the list price. */
const reachAt = ({ query }: FakeRequest) => {
  const price = Number(query?.listPrice ?? Infinity);
  const prices = [21_000, 20_500, 19_000].map((max) => Math.min(max, price));
  return { count: prices.length, prices };
};

function renderListing() {
  const api = new FakeApi()
    .on('GET /api/dealergroup/inventory/rollup', [dealership])
    .on('GET /api/dealergroup/inventory/*', [item])
    .on('buyListMatchCount', { count: 4 })
    .on('standingOrderReach', reachAt);
  renderWithApp(<ListingPage />, {
    api,
    user: testUser(),
    route: `/inventorylisting/${dealership.dealershipId}/ThirtyDaysOrLess`,
    path: '/inventorylisting/:dealershipId/:age',
  });
  return api;
}

describe('the standing orders a seller would meet (issue 35)', () => {
  it('the spotlight confirmation says how many would make an instant offer, at which prices, naming no buyer', async () => {
    const api = renderListing();
    await userEvent.click(await screen.findByRole('button', { name: 'Spotlight' }));
    await waitFor(() =>
      expect(screen.getByTestId('standing-order-reach').textContent).toBe(
        '3 standing orders would make an instant offer: $21,000, $20,500, $19,000',
      ),
    );
    expect(api.callsOf('standingOrderReach')[0]?.query).toEqual({
      dealershipId: dealership.dealershipId,
      make: 'Ford',
      model: 'Mustang',
      year: 2019,
      trim: 'GT',
      listingType: 'USED',
      mileage: 34_500,
      listPrice: 41_999.5,
    });
  });

  it('the reprice dialog asks again at the price typed', async () => {
    const api = renderListing();
    await userEvent.click(await screen.findByRole('button', { name: /^Reprice the 2019 Ford Mustang/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByTestId('standing-order-reach').textContent).toMatch(/^3 standing orders.*\$19,000$/));
    await userEvent.type(within(dialog).getByLabelText('New list price in dollars'), '20000');
    await waitFor(() =>
      expect(within(dialog).getByTestId('standing-order-reach').textContent).toBe(
        '3 standing orders would make an instant offer: $20,000, $20,000, $19,000',
      ),
    );
    expect(api.callsOf('standingOrderReach').at(-1)?.query).toMatchObject({ listPrice: 20_000 });
  });

  it('says so when none would', async () => {
    const api = renderListing().on('standingOrderReach', { count: 0, prices: [] });
    await userEvent.click(await screen.findByRole('button', { name: 'Spotlight' }));
    await waitFor(() =>
      expect(screen.getByTestId('standing-order-reach').textContent).toBe('No standing order would make an instant offer.'),
    );
    expect(api.callsOf('standingOrderReach')).toHaveLength(1);
  });
});

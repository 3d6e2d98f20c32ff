import { screen, within } from '@testing-library/react';
import { moveClock } from '../../../testing/clock';
import { userEvent } from '../../../testing/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { FakeApi, type FakeRequest } from '../../../testing/fake-api';
import { renderWithApp, testUser } from '../../../testing/render';
import { typingPauseMs } from '../../../shared/standing-order-reach/reach-saga';
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

/** The reach is asked once typing has paused for the saga's pause: the test moves the clock. */
const typingPauses = () => moveClock(typingPauseMs);

describe('the standing orders a seller would meet (issue 35)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('the spotlight confirmation says how many would make an instant offer, at which prices, naming no buyer', async () => {
    const user = userEvent.setup();
    const api = renderListing();
    await user.click(await screen.findByRole('button', { name: 'Spotlight' }));
    await typingPauses();
    expect(screen.getByTestId('standing-order-reach').textContent).toBe(
      '3 standing orders would make an instant offer: $21,000, $20,500, $19,000',
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
    const user = userEvent.setup();
    const api = renderListing();
    await user.click(await screen.findByRole('button', { name: /^Reprice the 2019 Ford Mustang/ }));
    const dialog = await screen.findByRole('dialog');
    await typingPauses();
    expect(within(dialog).getByTestId('standing-order-reach').textContent).toMatch(/^3 standing orders.*\$19,000$/);
    await user.type(within(dialog).getByLabelText('New list price in dollars'), '20000');
    await typingPauses();
    expect(within(dialog).getByTestId('standing-order-reach').textContent).toBe(
      '3 standing orders would make an instant offer: $20,000, $20,000, $19,000',
    );
    expect(api.callsOf('standingOrderReach').at(-1)?.query).toMatchObject({ listPrice: 20_000 });
  });

  it('says so when none would', async () => {
    const user = userEvent.setup();
    const api = renderListing().on('standingOrderReach', { count: 0, prices: [] });
    await user.click(await screen.findByRole('button', { name: 'Spotlight' }));
    await typingPauses();
    expect(screen.getByTestId('standing-order-reach').textContent).toBe('No standing order would make an instant offer.');
    expect(api.callsOf('standingOrderReach')).toHaveLength(1);
  });
});

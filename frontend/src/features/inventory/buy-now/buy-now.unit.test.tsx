import { screen, waitFor, within } from '@testing-library/react';
import { moveClock } from '../../../testing/clock';
import { userEvent } from '../../../testing/user-event';
import { describe, expect, it, jest } from '@jest/globals';
import type { InventoryItem } from '@dtn/contracts/entities/inventory';
import { ApiError, problemFrom } from '../../../shared/api/api-problem';
import { FakeApi } from '../../../testing/fake-api';
import { renderWithApp, testUser } from '../../../testing/render';
import { inventoryItem, marketplaceItem, pageOf } from '../common/test-fixtures';
import DetailPage from '../detail/detail-page';
import MarketplacePage from '../marketplace/marketplace-page';
import { filterDebounceMs } from '../marketplace/marketplace-saga';

const camry = () => marketplaceItem({ year: 2021, make: 'Toyota', model: 'Camry', buyNowPrice: 18_750.5, buyNowVersion: 2 });
const bought = { id: '00000000-0000-4000-8000-0000000000f1', position: '7/7', status: 'won' };

function marketplaceApi(results: unknown[]) {
  return new FakeApi()
    .on('GET /api/marketplace/makes', [])
    .on('POST /api/marketplace/search', () => pageOf(results, 1, 1))
    .on('GET /api/offer/user/inventory/*', null);
}
const renderMarketplace = (api: FakeApi, user = testUser()) => renderWithApp(<MarketplacePage />, { api, user, route: '/marketplace' });
const buyNowCalls = (api: FakeApi) => api.callsOf('buyNow');

describe('Buy Now on marketplace cards', () => {
  it('shows the price and, for a buyer, a button that opens a dialog stating the amount; confirming buys at the version seen', async () => {
    const item = camry();
    const api = marketplaceApi([item]).on('buyNow', bought);
    renderMarketplace(api);
    const card = await screen.findByTestId('marketplace-card');
    expect(within(card).getByTestId('buy-now').textContent).toContain('Buy Now $18,750.50');
    await userEvent.click(within(card).getByRole('button', { name: 'Buy now: the 2021 Toyota Camry for $18,750.50' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Buy the 2021 Toyota Camry now for $18,750.50?')).toBeTruthy();
    expect(buyNowCalls(api)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy now for $18,750.50' }));

    expect(await within(dialog).findByText(/You bought the 2021 Toyota Camry for \$18,750.50/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'View your offer' }).getAttribute('href')).toBe(`/myofferdetails/${item.id}`);
    expect(buyNowCalls(api)).toEqual([expect.objectContaining({ body: { inventoryId: item.id }, headers: { 'if-match': '"2"' } })]);
  });

  it('cancelling the dialog buys nothing', async () => {
    const api = marketplaceApi([camry()]).on('buyNow', bought);
    renderMarketplace(api);
    await userEvent.click(await screen.findByRole('button', { name: /^Buy now: the 2021 Toyota Camry for/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(buyNowCalls(api)).toHaveLength(0);
  });

  it('a price changed since (412) shows the new price and asks again; confirming then names the new version', async () => {
    let answers = 0;
    const api = marketplaceApi([camry()]).on('buyNow', () => {
      answers += 1;
      if (answers === 1) {
        throw new ApiError(
          problemFrom(412, { type: 'urn:dtn:problem:precondition-failed', current: { buyNowPrice: 19_500, buyNowVersion: 3 } }),
        );
      }
      return bought;
    });
    renderMarketplace(api);
    await userEvent.click(await screen.findByRole('button', { name: /^Buy now: the 2021 Toyota Camry for/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy now for $18,750.50' }));

    expect(await within(dialog).findByText('The Buy Now price changed from $18,750.50 to $19,500.00 since you looked.')).toBeTruthy();
    expect(within(dialog).getByText('Buy the 2021 Toyota Camry now for $19,500.00?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy now for $19,500.00' }));
    expect(await within(dialog).findByText(/You bought the 2021 Toyota Camry for \$19,500.00/)).toBeTruthy();
    expect(buyNowCalls(api).map((c) => c.headers)).toEqual([{ 'if-match': '"2"' }, { 'if-match': '"3"' }]);
  });

  it.each([
    ['sold meanwhile (409)', 409, { type: 'urn:dtn:problem:conflict' }, /can no longer be bought now: it was sold/],
    [
      'the price withdrawn (412 without a price)',
      412,
      { current: { buyNowPrice: null, buyNowVersion: 3 } },
      /The seller removed the Buy Now price/,
    ],
  ] as const)('says so when %s', async (_case, status, problem, message) => {
    const api = marketplaceApi([camry()]).failOn('buyNow', status, problem);
    renderMarketplace(api);
    await userEvent.click(await screen.findByRole('button', { name: /^Buy now: the 2021 Toyota Camry for/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy now for $18,750.50' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^Buy now for/ })).toBeNull();
  });

  it('shows the price without a button to users without CreateOffer, and nothing without a price or once sold', async () => {
    const noPrice = marketplaceItem({ make: 'Honda', model: 'Civic' });
    const sold = marketplaceItem({ make: 'Kia', model: 'Soul', sold: true, buyNowPrice: 9_000, buyNowVersion: 1 });
    renderMarketplace(marketplaceApi([camry(), noPrice, sold]), testUser({ buyAuthority: false }));
    const cards = await screen.findAllByTestId('marketplace-card');
    expect(within(cards[0]!).getByTestId('buy-now').textContent).toContain('$18,750.50');
    expect(within(cards[0]!).queryByRole('button', { name: /^Buy the/ })).toBeNull();
    expect(within(cards[1]!).queryByTestId('buy-now')).toBeNull();
    expect(within(cards[2]!).queryByTestId('buy-now')).toBeNull();
  });

  it('the Buy Now only switch searches for vehicles with a price', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup();
      const api = marketplaceApi([camry()]);
      renderMarketplace(api);
      const toggle = await screen.findByLabelText<HTMLInputElement>('Buy Now only');
      expect(toggle.checked).toBe(false);
      await user.click(toggle);
      // A changed filter searches once it has stood for the saga's debounce: move the clock by it.
      await moveClock(filterDebounceMs);
      expect(api.callsOf('marketplaceSearch').at(-1)?.body).toMatchObject({ buyNowOnly: true });
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('Buy Now on the vehicle detail', () => {
  function renderDetail(item: InventoryItem, user = testUser()) {
    const api = new FakeApi()
      .on(`GET /api/inventory/vin/${item.vin}`, item)
      .on(`GET /api/offer/user/inventory/${item.id}`, null)
      .on('incomingOffers', [])
      .on('setBuyNowPrice', { id: item.id, position: '5/5' })
      .on('buyNow', bought);
    return renderWithApp(<DetailPage />, { api, user, route: `/inventorydetail/${item.vin}`, path: '/inventorydetail/:vin' });
  }

  it('a buyer sees the price and the Buy Now button', async () => {
    const item = inventoryItem({ buyNowPrice: 40_000, buyNowVersion: 1 });
    const { api } = renderDetail(item);
    await userEvent.click(await screen.findByRole('button', { name: 'Buy now: the 2020 Ford F-150 for $40,000.00' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Buy now for $40,000.00' }));
    expect(await screen.findByText(/You bought the 2020 Ford F-150/)).toBeTruthy();
    expect(api.callsOf('buyNow')[0]?.headers).toEqual({ 'if-match': '"1"' });
    expect(screen.queryByTestId('buy-now-form')).toBeNull();
  });

  it('the seller sets, changes and clears the price with a small form, and is told about a bad amount', async () => {
    const seller = testUser();
    const item = inventoryItem({ dealerGroupId: seller.dealerGroupId!, buyNowPrice: null, buyNowVersion: 0 });
    const { api } = renderDetail(item, seller);
    const form = await screen.findByTestId('buy-now-form');
    expect(within(form).getByText('No Buy Now price: buyers can only make offers.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Buy the/ })).toBeNull();
    const field = within(form).getByLabelText('Buy Now price in dollars');

    await userEvent.type(field, '12.345');
    await userEvent.click(within(form).getByRole('button', { name: 'Set' }));
    expect(within(form).getByText('Enter an amount of at least $0.01 with at most 2 decimals.')).toBeTruthy();
    expect(api.callsOf('setBuyNowPrice')).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, '38,500.25');
    await userEvent.click(within(form).getByRole('button', { name: 'Set' }));
    expect(await within(form).findByText('Saved.')).toBeTruthy();
    expect(api.callsOf('setBuyNowPrice')[0]).toMatchObject({ params: { id: item.id }, body: { price: 38_500.25 } });
    // The detail reloads the vehicle after the save.
    await waitFor(() => expect(api.callsTo('GET', `/api/inventory/vin/${item.vin}`).length).toBeGreaterThan(1));
  });

  it('the seller clears a price', async () => {
    const seller = testUser();
    const item = inventoryItem({ dealerGroupId: seller.dealerGroupId!, buyNowPrice: 30_000, buyNowVersion: 4 });
    const { api } = renderDetail(item, seller);
    const form = await screen.findByTestId('buy-now-form');
    expect(within(form).getByText('Buyers can buy this vehicle now for $30,000.00.')).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(api.callsOf('setBuyNowPrice')[0]).toMatchObject({ body: { price: null } }));
  });
});

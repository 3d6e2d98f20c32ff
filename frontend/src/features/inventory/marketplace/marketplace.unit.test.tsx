import { act, screen, waitFor, within } from '@testing-library/react';
import { moveClock } from '../../../testing/clock';
import { userEvent } from '../../../testing/user-event';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { FakeApi } from '../../../testing/fake-api';
import { renderWithApp, testUser } from '../../../testing/render';
import { unknownMarket } from '@dtn/contracts/entities/market';
import { marketplaceItem, pageOf } from '../common/test-fixtures';
import MarketplacePage from './marketplace-page';
import { filterDebounceMs } from './marketplace-saga';
import { marketplaceActions, type MarketplaceFilterValues } from './marketplace-slice';

type SearchBody = MarketplaceFilterValues;

function marketplaceApi(search: (page: number, body: SearchBody) => unknown) {
  return new FakeApi()
    .on('GET /api/marketplace/makes', [
      { name: 'Ford', count: 4 },
      { name: 'Toyota', count: 1312 },
    ])
    .on('GET /api/marketplace/models', ({ query }: { query?: Record<string, unknown> }) =>
      query?.make === 'Toyota'
        ? [
            { name: 'Camry', count: 12 },
            { name: 'Corolla', count: 3 },
          ]
        : [{ name: 'F-150', count: 4 }],
    )
    .on('GET /api/yearmakemodel/trims', ['LE', 'SE'])
    .on('GET /api/yearmakemodel/modelyears', [2019, 2020, 2021, 2022])
    .on('POST /api/marketplace/search', ({ body, query }: { body: unknown; query?: Record<string, unknown> }) =>
      search(Number(query?.page), body as SearchBody),
    );
}

function renderMarketplace(api: FakeApi) {
  return renderWithApp(<MarketplacePage />, { api, user: testUser(), route: '/marketplace' });
}

const lastSearchBody = (api: FakeApi) => api.callsTo('POST', '/api/marketplace/search').at(-1)?.body as SearchBody;

/** A changed filter searches once it has stood for the saga's debounce: the test moves the clock. */
function withFakeClock() {
  jest.useFakeTimers();
  return userEvent.setup();
}
const filtersStand = () => moveClock(filterDebounceMs);

describe('marketplace', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('searches with the section 9 defaults and shows the empty state', async () => {
    const api = marketplaceApi(() => pageOf([], 1, 0));
    renderMarketplace(api);
    expect(await screen.findByText('No vehicles found. Try widening your search.')).toBeTruthy();
    expect(lastSearchBody(api)).toMatchObject({
      searchRadius: 100,
      distanceUnit: 'MILES',
      spotlights: false,
      listingType: ['NEW', 'USED'],
    });
    expect(api.callsTo('POST', '/api/marketplace/search')[0]?.query).toEqual({ page: 1, pageSize: 15 });
    expect(screen.getByLabelText<HTMLSelectElement>('Search radius').value).toBe('100');
    expect(screen.getByLabelText<HTMLSelectElement>('Distance unit').value).toBe('MILES');
    expect(screen.getByLabelText<HTMLInputElement>('Spotlights only').checked).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>('New').checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Used').checked).toBe(true);
  });

  it('changing make resets model, trim and years; changing model resets trim and years', async () => {
    const user = withFakeClock();
    const api = marketplaceApi(() => pageOf([], 1, 0));
    renderMarketplace(api);
    await screen.findByRole('option', { name: 'Toyota (1,312)' });

    await user.selectOptions(screen.getByLabelText('Make'), 'Toyota');
    await screen.findByRole('option', { name: 'Camry (12)' });
    await user.selectOptions(screen.getByLabelText('Model'), 'Camry');
    await user.click(await screen.findByLabelText('SE'));
    await user.selectOptions(screen.getByLabelText('Start year'), '2020');
    await user.selectOptions(screen.getByLabelText('End year'), '2021');
    await filtersStand();
    expect(lastSearchBody(api)).toMatchObject({ make: 'Toyota', model: 'Camry', trim: ['SE'], startYear: 2020, endYear: 2021 });

    await user.selectOptions(screen.getByLabelText('Model'), 'Corolla');
    expect(screen.getByLabelText<HTMLSelectElement>('Model').value).toBe('Corolla');
    expect(screen.getByLabelText<HTMLSelectElement>('Start year').value).toBe('');
    expect(screen.getByLabelText<HTMLSelectElement>('End year').value).toBe('');
    expect((await screen.findByLabelText<HTMLInputElement>('SE')).checked).toBe(false);

    await user.click(screen.getByLabelText('LE'));
    await user.selectOptions(screen.getByLabelText('Start year'), '2019');
    await user.selectOptions(screen.getByLabelText('Make'), 'Ford');
    expect(screen.getByLabelText<HTMLSelectElement>('Model').value).toBe('');
    expect(screen.getByLabelText<HTMLSelectElement>('Start year').value).toBe('');
    expect(screen.queryByLabelText('LE')).toBeNull();
    await filtersStand();
    expect(lastSearchBody(api)).toMatchObject({ make: 'Ford', model: null, trim: [], startYear: null, endYear: null });
  });

  it('finding 3: the make filter offers the makes the network has with their counts, then the models of the chosen make', async () => {
    const user = withFakeClock();
    const api = marketplaceApi(() => pageOf([], 1, 0));
    renderMarketplace(api);
    await screen.findByRole('option', { name: 'Toyota (1,312)' });
    const texts = (name: string) => [...screen.getByLabelText<HTMLSelectElement>(name).options].map((option) => option.textContent);
    expect(texts('Make')).toEqual(['Any make', 'Ford (4)', 'Toyota (1,312)']);
    await user.selectOptions(screen.getByLabelText('Make'), 'Toyota');
    await screen.findByRole('option', { name: 'Corolla (3)' });
    expect(texts('Model')).toEqual(['Any model', 'Camry (12)', 'Corolla (3)']);
    await filtersStand();
    expect(lastSearchBody(api)).toMatchObject({ make: 'Toyota', model: null });
  });

  it('changing the radius resets the unit to miles', async () => {
    const user = withFakeClock();
    const api = marketplaceApi(() => pageOf([], 1, 0));
    renderMarketplace(api);
    await user.selectOptions(screen.getByLabelText('Distance unit'), 'KILOMETERS');
    expect(screen.getByLabelText<HTMLSelectElement>('Distance unit').value).toBe('KILOMETERS');
    await user.selectOptions(screen.getByLabelText('Search radius'), '200');
    expect(screen.getByLabelText<HTMLSelectElement>('Distance unit').value).toBe('MILES');
    await filtersStand();
    expect(lastSearchBody(api)).toMatchObject({ searchRadius: 200, distanceUnit: 'MILES' });
  });

  it('rejects a start year later than the end year (and an end year earlier than the start)', async () => {
    const user = userEvent.setup();
    const api = marketplaceApi(() => pageOf([], 1, 0));
    renderMarketplace(api);
    await user.selectOptions(screen.getByLabelText('End year'), '2020');
    await user.selectOptions(screen.getByLabelText('Start year'), '2022');
    expect(screen.getByLabelText<HTMLSelectElement>('Start year').value).toBe('');
    expect(screen.getByLabelText<HTMLSelectElement>('End year').value).toBe('2020');
    expect(screen.getByRole('alert').textContent).toBe('The start year must not be later than the end year.');

    await user.selectOptions(screen.getByLabelText('Start year'), '2018');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.selectOptions(screen.getByLabelText('End year'), '2015');
    expect(screen.getByLabelText<HTMLSelectElement>('End year').value).toBe('');
    expect(screen.getByLabelText<HTMLSelectElement>('Start year').value).toBe('2018');
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('loads the next page on demand until page >= pageCount', async () => {
    const api = marketplaceApi((page) =>
      pageOf(
        Array.from({ length: page < 3 ? 15 : 4 }, (_, index) => marketplaceItem({ model: `P${page}-${index}` })),
        page,
        3,
      ),
    );
    const { store } = renderMarketplace(api);
    expect(await screen.findByText('2021 Toyota P1-0')).toBeTruthy();

    act(() => {
      store.dispatch(marketplaceActions.loadMore());
    });
    expect(await screen.findByText('2021 Toyota P2-14')).toBeTruthy();
    act(() => {
      store.dispatch(marketplaceActions.loadMore());
    });
    expect(await screen.findByText('2021 Toyota P3-3')).toBeTruthy();
    expect(screen.getAllByTestId('marketplace-card')).toHaveLength(34);

    act(() => {
      store.dispatch(marketplaceActions.loadMore());
    });
    await waitFor(() => expect(store.getState().marketplace.loadingMore).toBe(false));
    expect(api.callsTo('POST', '/api/marketplace/search').map((call) => call.query?.page)).toEqual([1, 2, 3]);
  });

  it('a sold card shows the overlay and is not a link; others open the detail page', async () => {
    const sold = marketplaceItem({ make: 'Honda', model: 'Civic', sold: true });
    const open = marketplaceItem({ make: 'Mazda', model: 'CX-5' });
    const api = marketplaceApi(() => pageOf([sold, open], 1, 1));
    renderMarketplace(api);

    const link = await screen.findByRole('link', { name: 'View 2021 Mazda CX-5' });
    expect(link.getAttribute('href')).toBe(`/inventorydetail/${open.vin}`);
    const soldCard = screen.getByText('2021 Honda Civic').closest('[data-testid="marketplace-card"]') as HTMLElement;
    expect(within(soldCard).getByTestId('sold-overlay').textContent).toBe('Sold');
    expect(within(soldCard).queryByRole('link')).toBeNull();
  });

  it('shows the load error when the search fails', async () => {
    const api = marketplaceApi(() => pageOf([], 1, 0)).failOn('POST /api/marketplace/search', 500);
    renderMarketplace(api);
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.queryByText('No vehicles found. Try widening your search.')).toBeNull();
  });
  it('a card with a price-to-market shows where its price stands; without a figure, or sold, no badge', async () => {
    const market = (priceToMarket: number | null) => ({ ...unknownMarket(3), value: priceToMarket && 24_000, priceToMarket });
    const items = [
      marketplaceItem({ make: 'Toyota', model: 'Camry', market: market(91.2) }),
      marketplaceItem({ make: 'Toyota', model: 'RAV4', market: market(101.5) }),
      marketplaceItem({ make: 'Ford', model: 'Ranger', market: market(112) }),
      marketplaceItem({ make: 'Ford', model: 'Maverick', market: market(null) }),
      marketplaceItem({ make: 'Kia', model: 'Soul', sold: true, market: market(95) }),
    ];
    renderMarketplace(marketplaceApi(() => pageOf(items, 1, 1)));
    const cards = await screen.findAllByTestId('marketplace-card');
    const badge = (card: HTMLElement) => within(card).queryByTestId('market-badge');
    expect(cards.map((card) => badge(card)?.textContent ?? null)).toEqual([
      'Below market · 91.2%',
      'At market · 101.5%',
      'Above market · 112.0%',
      null,
      null,
    ]);
    expect(cards.map((card) => badge(card)?.dataset.position ?? null)).toEqual(['below', 'at', 'above', null, null]);
  });

  it('sorts by price to market from the filters, newest by default', async () => {
    const user = withFakeClock();
    const api = marketplaceApi(() => pageOf([marketplaceItem()], 1, 1));
    renderMarketplace(api);
    await screen.findByTestId('marketplace-card');
    const sort = screen.getByLabelText<HTMLSelectElement>('Sort by');
    expect(sort.value).toBe('default');
    expect(lastSearchBody(api)).toMatchObject({ sort: 'default' });
    expect([...sort.options].map((option) => option.textContent)).toEqual(['Newest', 'Price to market']);
    await user.selectOptions(sort, 'Price to market');
    await filtersStand();
    expect(lastSearchBody(api)).toMatchObject({ sort: 'priceToMarket' });
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await filtersStand();
    expect(lastSearchBody(api)).toMatchObject({ sort: 'default' });
  });
});

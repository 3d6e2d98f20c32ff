import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../testing/user-event';
import { describe, expect, it } from '@jest/globals';
import { FakeApi } from '../../../testing/fake-api';
import { renderWithApp, testUser } from '../../../testing/render';
import { unknownMarket } from '@dtn/contracts/entities/market';
import { inventoryItem, rollupRow } from '../common/test-fixtures';
import ListingPage from './listing-page';
import SpotlightedPage from './spotlighted-page';

const dealership = rollupRow({ name: 'Lone Star Ford', city: 'Dallas', thirtyDaysOldCount: 2 });
const listingPath = `/api/dealergroup/inventory/${dealership.dealershipId}/age/ThirtyDaysOrLess`;

function renderListing(api: FakeApi) {
  return renderWithApp(<ListingPage />, {
    api: api.on('GET /api/dealergroup/inventory/rollup', [dealership]),
    user: testUser(),
    route: `/inventorylisting/${dealership.dealershipId}/ThirtyDaysOrLess`,
    path: '/inventorylisting/:dealershipId/:age',
  });
}

describe('inventory listing', () => {
  it('shows the dealership header with the age badge and the cards', async () => {
    const item = inventoryItem({ make: 'Ford', model: 'Bronco', year: 2022 });
    const api = new FakeApi().on(`GET ${listingPath}`, [item]);
    renderListing(api);
    const heading = await screen.findByRole('heading', { level: 1, name: /Lone Star Ford/ });
    expect(within(heading).getByText('30 days or less')).toBeTruthy();
    expect(screen.getByText(/1 Main St, Dallas, TX 75201/)).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'View 2022 Ford Bronco' })).getAttribute('href')).toBe(`/inventorydetail/${item.vin}`);
    expect(api.callsTo('GET', listingPath)[0]?.query).toEqual({ sortOrder: 'Ascending', sortBy: 'days', listingtype: ['NEW', 'USED'] });
  });

  it('finding 5: a card names year, make, model once: the title, then only what the description adds', async () => {
    const item = inventoryItem({
      year: 2026,
      make: 'Subaru',
      model: 'Outback',
      trim: 'Touring',
      listingType: 'NEW',
      data: { Description: 'New 2026 Subaru Outback Touring', 'List Price': '38995' },
    });
    renderListing(new FakeApi().on(`GET ${listingPath}`, [item]));
    const card = await screen.findByTestId('inventory-card');
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('2026 Subaru Outback');
    expect(card.textContent).toMatch(/^New2026 Subaru OutbackTouring/);
    expect(card.textContent?.match(/Outback/g)).toHaveLength(1);
  });

  it('the new and used checkboxes change the listingtype query; the sort toggle flips the order', async () => {
    const user = userEvent.setup();
    const api = new FakeApi().on(`GET ${listingPath}`, [inventoryItem()]);
    renderListing(api);
    await screen.findByTestId('inventory-card');
    const queries = () => api.callsTo('GET', listingPath).map((call) => call.query);

    await user.click(screen.getByLabelText('New'));
    await waitFor(() => expect(queries().at(-1)).toEqual({ sortOrder: 'Ascending', sortBy: 'days', listingtype: ['USED'] }));
    await user.click(screen.getByRole('button', { name: /switch to descending/ }));
    await waitFor(() => expect(queries().at(-1)).toEqual({ sortOrder: 'Descending', sortBy: 'days', listingtype: ['USED'] }));
    await user.click(screen.getByLabelText('New'));
    await waitFor(() => expect(queries().at(-1)).toEqual({ sortOrder: 'Descending', sortBy: 'days', listingtype: ['NEW', 'USED'] }));
    await user.click(screen.getByRole('button', { name: /switch to ascending/ }));
    await waitFor(() => expect(queries().at(-1)).toEqual({ sortOrder: 'Ascending', sortBy: 'days', listingtype: ['NEW', 'USED'] }));
  });

  it('sorts by price to market, lowest first, and each card shows where its price stands', async () => {
    const user = userEvent.setup();
    const cheap = inventoryItem({ market: { ...unknownMarket(3), value: 25_000, priceToMarket: 92.4 } });
    const api = new FakeApi().on(`GET ${listingPath}`, [cheap, inventoryItem()]);
    renderListing(api);
    const cards = await screen.findAllByTestId('inventory-card');
    expect(within(cards[0]!).getByTestId('market-badge').textContent).toBe('Below market · 92.4%');
    expect(within(cards[1]!).getByTestId('card-price-to-market').textContent).toBe('—');
    const queries = () => api.callsTo('GET', listingPath).map((call) => call.query);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price to market');
    await waitFor(() =>
      expect(queries().at(-1)).toEqual({ sortOrder: 'Ascending', sortBy: 'priceToMarket', listingtype: ['NEW', 'USED'] }),
    );
    await user.click(screen.getByRole('button', { name: /^Lowest first: sorted ascending by price to market/ }));
    await waitFor(() =>
      expect(queries().at(-1)).toEqual({ sortOrder: 'Descending', sortBy: 'priceToMarket', listingtype: ['NEW', 'USED'] }),
    );
    expect(screen.getByRole('button', { name: /^Highest first/ }).textContent).toBe('Highest first');
  });

  it("drills down into a 15-day band of the rollup's finer view", async () => {
    const bandPath = `/api/dealergroup/inventory/${dealership.dealershipId}/age/16-30`;
    const api = new FakeApi().on(`GET ${bandPath}`, [inventoryItem()]).on('GET /api/dealergroup/inventory/rollup', [dealership]);
    renderWithApp(<ListingPage />, {
      api,
      user: testUser(),
      route: `/inventorylisting/${dealership.dealershipId}/16-30`,
      path: '/inventorylisting/:dealershipId/:age',
    });
    const heading = await screen.findByRole('heading', { level: 1, name: /Lone Star Ford/ });
    expect(within(heading).getByText('16-30 days')).toBeTruthy();
    await screen.findByTestId('inventory-card');
    expect(api.callsTo('GET', bandPath)).toHaveLength(1);
  });

  it('shows inventory.not-found when the bucket is empty', async () => {
    renderListing(new FakeApi().on(`GET ${listingPath}`, []));
    expect(await screen.findByText('No inventory found.')).toBeTruthy();
  });
});

describe('spotlighted page and the spotlight flow', () => {
  const spotlightedPath = '/api/dealergroup/inventory/spotlighted';

  it('shows inventory.spotlight.not-found when nothing is spotlighted', async () => {
    renderWithApp(<SpotlightedPage />, { api: new FakeApi().on(`GET ${spotlightedPath}`, []), user: testUser() });
    expect(await screen.findByText('No spotlighted vehicles.')).toBeTruthy();
  });

  it('spotlight shows how many users would be notified; confirm PUTs and refreshes', async () => {
    const user = userEvent.setup();
    const item = inventoryItem({ make: 'Ford', model: 'Mustang', year: 2019 });
    let spotlighted = false;
    const api = new FakeApi()
      .on(`GET ${listingPath}`, () => [{ ...item, spotlight: spotlighted }])
      .on('GET /api/buylist/query/count', { count: 4 })
      .on(`PUT /api/dealergroup/inventory/spotlight/${item.id}`, () => {
        spotlighted = true;
        return { id: item.id, position: null };
      });
    renderListing(api);

    await user.click(await screen.findByRole('button', { name: 'Spotlight' }));
    expect(await screen.findByText('4 users would be notified')).toBeTruthy();
    const me = testUser();
    expect(api.callsTo('GET', '/api/buylist/query/count')[0]?.query).toEqual({
      make: 'Ford',
      model: 'Mustang',
      year: 2019,
      lat: me.latitude,
      lon: me.longitude,
    });
    expect(api.callsTo('PUT', `/api/dealergroup/inventory/spotlight/${item.id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Spotlighted')).toBeTruthy();
    expect(api.callsTo('PUT', `/api/dealergroup/inventory/spotlight/${item.id}`)).toHaveLength(1);
    expect(api.callsTo('GET', listingPath).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('button', { name: 'Remove spotlight' })).toBeTruthy();
  });

  it('cancel leaves the vehicle as it was without a PUT', async () => {
    const user = userEvent.setup();
    const item = inventoryItem();
    const api = new FakeApi().on(`GET ${spotlightedPath}`, [item]).on('GET /api/buylist/query/count', { count: 0 });
    renderWithApp(<SpotlightedPage />, { api, user: testUser() });
    await user.click(await screen.findByRole('button', { name: 'Spotlight' }));
    await screen.findByText('0 users would be notified');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Spotlight' })).toBeTruthy();
    expect(screen.queryByText('0 users would be notified')).toBeNull();
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('removing a spotlight asks to confirm and PUTs unspotlight', async () => {
    const user = userEvent.setup();
    const item = inventoryItem({ spotlight: true });
    const api = new FakeApi()
      .on(`GET ${spotlightedPath}`, [item])
      .on(`PUT /api/dealergroup/inventory/unspotlight/${item.id}`, { id: item.id, position: null });
    renderWithApp(<SpotlightedPage />, { api, user: testUser() });
    await user.click(await screen.findByRole('button', { name: 'Remove spotlight' }));
    expect(screen.getByText('Remove the spotlight from this vehicle?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.callsTo('PUT', `/api/dealergroup/inventory/unspotlight/${item.id}`)).toHaveLength(1));
    expect(api.callsTo('GET', '/api/buylist/query/count')).toHaveLength(0);
  });

  it('without SpotlightInventory only the spotlighted badge shows', async () => {
    const api = new FakeApi().on(`GET ${listingPath}`, [inventoryItem({ spotlight: true })]);
    renderWithApp(<ListingPage />, {
      api: api.on('GET /api/dealergroup/inventory/rollup', [dealership]),
      user: testUser({ sellAuthority: false }),
      route: `/inventorylisting/${dealership.dealershipId}/ThirtyDaysOrLess`,
      path: '/inventorylisting/:dealershipId/:age',
    });
    expect(await screen.findByText('Spotlighted')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Spotlight' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove spotlight' })).toBeNull();
  });
});

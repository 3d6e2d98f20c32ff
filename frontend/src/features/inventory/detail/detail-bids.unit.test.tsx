import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../testing/user-event';
import { describe, expect, it } from '@jest/globals';
import { unknownMarket } from '@dtn/contracts/entities/market';
import type { Offer } from '@dtn/contracts/entities/offer';
import { dataChanged } from '../../../shared/data-changed';
import { FakeApi } from '../../../testing/fake-api';
import { renderWithApp, testUser } from '../../../testing/render';
import { inventoryItem, offerOn } from '../common/test-fixtures';
import { detailActions } from './detail-slice';
import DetailPage from './detail-page';

const ownGroup = testUser().dealerGroupId!;
const at = (vin: string) => ({ route: `/inventorydetail/${vin}`, path: '/inventorydetail/:vin' });

describe('inventory detail: whose vehicle it is decides the bid panel and the spotlight control', () => {
  it("on the user's own group's vehicle: no bid panel, the count of incoming bids linking to them, and the spotlight control", async () => {
    const item = inventoryItem({ dealerGroupId: ownGroup });
    const other = inventoryItem();
    const groups = [
      { inventory: other, offers: [offerOn(other, 'submitted')] },
      { inventory: item, offers: [offerOn(item, 'submitted'), offerOn(item, 'lost'), offerOn(item, 'submitted')] },
    ];
    const api = new FakeApi().on('inventoryByVin', item).on('incomingOffers', groups).on('buyListMatchCount', { count: 0 });
    renderWithApp(<DetailPage />, { api, user: testUser(), ...at(item.vin) });
    const panel = await screen.findByTestId('incoming-bids-panel');
    const link = await within(panel).findByRole('link', { name: '3 bids on this vehicle' });
    expect(link.getAttribute('href')).toBe(`/incomingoffers#vehicle-${item.id}`);
    expect(screen.queryByTestId('bid-panel')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create bid' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Spotlight' })).toBeTruthy();
    expect(api.callsOf('myOfferForVehicle')).toHaveLength(0);
  });

  it('says so when the own vehicle has no bids; a user who may not open incoming bids gets neither panel nor request', async () => {
    const item = inventoryItem({ dealerGroupId: ownGroup });
    const api = new FakeApi().on('inventoryByVin', item).on('incomingOffers', []);
    const first = renderWithApp(<DetailPage />, { api, user: testUser(), ...at(item.vin) });
    expect(await screen.findByText('No bids on this vehicle yet')).toBeTruthy();
    first.unmount();

    const withoutAuthority = new FakeApi().on('inventoryByVin', item);
    // Neither authority: no AddConversationMessage either, which opens incoming bids (spec section 2).
    renderWithApp(<DetailPage />, {
      api: withoutAuthority,
      user: testUser({ buyAuthority: false, sellAuthority: false }),
      ...at(item.vin),
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('incoming-bids-panel')).toBeNull();
    expect(screen.queryByTestId('bid-panel')).toBeNull();
    expect(withoutAuthority.callsOf('incomingOffers')).toHaveLength(0);
    expect(withoutAuthority.callsOf('myOfferForVehicle')).toHaveLength(0);
  });

  it("on another group's vehicle: the bid panel, and only the spotlighted badge (no control the server would refuse)", async () => {
    const item = inventoryItem({ spotlight: true });
    const api = new FakeApi().on('inventoryByVin', item).on('myOfferForVehicle', null);
    renderWithApp(<DetailPage />, { api, user: testUser(), ...at(item.vin) });
    await screen.findByTestId('bid-panel');
    expect(screen.getByText('Spotlighted')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /spotlight/i })).toBeNull();
    expect(api.callsOf('incomingOffers')).toHaveLength(0);
  });

  it('a sold vehicle without an offer offers no create-bid button', async () => {
    const item = inventoryItem({ sold: true });
    const api = new FakeApi().on('inventoryByVin', item).on('myOfferForVehicle', null);
    renderWithApp(<DetailPage />, { api, user: testUser(), ...at(item.vin) });
    const panel = await screen.findByTestId('bid-panel');
    expect(await within(panel).findByText('Vehicle sold')).toBeTruthy();
    expect(within(panel).queryByRole('link')).toBeNull();
  });

  it('reads the offer again when offers changed elsewhere (dataChanged), while the page is shown', async () => {
    const item = inventoryItem();
    let offer: ReturnType<typeof offerOn> | null = null;
    const api = new FakeApi().on('inventoryByVin', item).on('myOfferForVehicle', () => offer);
    const { store, unmount } = renderWithApp(<DetailPage />, { api, user: testUser(), ...at(item.vin) });
    const panel = await screen.findByTestId('bid-panel');
    await within(panel).findByRole('link', { name: 'Create bid' });
    offer = offerOn(item, 'submitted');
    act(() => {
      store.dispatch(dataChanged({ topics: ['offers'] }));
    });
    expect(await within(panel).findByRole('link', { name: 'View current offer' })).toBeTruthy();
    unmount();
    const before = api.callsOf('myOfferForVehicle').length;
    store.dispatch(dataChanged({ topics: ['offers'] }));
    await waitFor(() => expect(api.callsOf('myOfferForVehicle')).toHaveLength(before));
  });

  it('back from the wizard, reads its own write: the offer just made, never "No bids yet" from before', async () => {
    const item = inventoryItem();
    let offer: ReturnType<typeof offerOn> | null = null;
    const api = new FakeApi().on('inventoryByVin', item).on('myOfferForVehicle', () => offer);
    const { store } = renderWithApp(<DetailPage />, { api, user: testUser(), ...at(item.vin) });
    const panel = await screen.findByTestId('bid-panel');
    await within(panel).findByText('No bids yet');
    // The user leaves for the wizard and bids there; the wizard announces it (dataChanged).
    act(() => {
      store.dispatch(detailActions.closed());
      store.dispatch(dataChanged({ topics: ['offers', 'notifications'] }));
    });
    offer = offerOn(item, 'submitted');
    act(() => {
      store.dispatch(detailActions.opened({ vin: item.vin, withOffer: true }));
    });
    // At once on return: no stale "No bids yet" while the offer is read again.
    expect(screen.queryByText('No bids yet')).toBeNull();
    expect(await within(screen.getByTestId('bid-panel')).findByRole('link', { name: 'View current offer' })).toBeTruthy();
    expect(screen.queryByText('No bids yet')).toBeNull();
  });

  it("on the buyer's turn: the seller's counter with the countdown, and accepting it after a confirmation stating the amount", async () => {
    const item = inventoryItem();
    const countered: Offer = {
      ...offerOn(item, 'submitted'),
      offerAmount: 38000,
      version: 4,
      turn: 'buyer',
      deadline: new Date(Date.now() + 3_600_000).toISOString(),
      rounds: [
        { side: 'buyer', kind: 'bid', amount: 38000, deadline: null, version: 1 },
        { side: 'seller', kind: 'counter', amount: 40500, deadline: null, version: 4 },
      ],
    };
    let offer = countered;
    const api = new FakeApi()
      .on('inventoryByVin', item)
      .on('myOfferForVehicle', () => offer)
      .on('acceptOfferTerms', () => {
        offer = { ...offer, status: 'won', turn: null, deadline: null, offerAmount: 40500 };
        return { id: offer.id, position: '7' };
      });
    renderWithApp(<DetailPage />, { api, user: testUser(), ...at(item.vin) });
    const banner = await screen.findByTestId('turn-banner');
    expect(banner.textContent).toContain('Your turn: the seller countered at $40,500.00.');
    expect(within(banner).getByRole('timer')).toBeTruthy();
    const bar = screen.getByTestId('negotiation-bar');
    expect(
      within(bar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accept counter', 'Counter', 'Stand by my offer', 'Cancel bid']);
    await userEvent.click(within(bar).getByRole('button', { name: 'Accept counter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept the counter?' });
    expect(dialog.textContent).toContain('Buy the 2020 Ford F-150 for $40,500.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept counter' }));
    expect(await screen.findByRole('link', { name: 'View winning offer' })).toBeTruthy();
    expect(api.callsOf('acceptOfferTerms')[0]).toMatchObject({ params: { id: countered.id }, headers: { 'if-match': '"4"' } });
  });
  it("the buyer's counter as it is typed, and the counter accepted, as a percentage of the vehicle's network value", async () => {
    const item = inventoryItem({ market: { ...unknownMarket(12), value: 40_000, low: 38_000, high: 42_000, sampleSize: 8 } });
    const countered: Offer = {
      ...offerOn(item, 'submitted'),
      offerAmount: 38000,
      version: 4,
      turn: 'buyer',
      rounds: [
        { side: 'buyer', kind: 'bid', amount: 38000, deadline: null, version: 1 },
        { side: 'seller', kind: 'counter', amount: 40500, deadline: null, version: 4 },
      ],
    };
    const api = new FakeApi().on('inventoryByVin', item).on('myOfferForVehicle', countered).on('cohortSales', []);
    renderWithApp(<DetailPage />, { api, user: testUser(), ...at(item.vin) });
    const bar = await screen.findByTestId('negotiation-bar');
    await userEvent.click(within(bar).getByRole('button', { name: 'Counter' }));
    const box = within(bar).getByRole('spinbutton', { name: 'Your counter (vehicle amount)' });
    await userEvent.type(box, '39');
    expect(within(bar).getByTestId('percent-of-value').textContent).toBe('0.1% of the network value ($40,000.00)');
    await userEvent.type(box, '000');
    expect(within(bar).getByTestId('percent-of-value').textContent).toBe('97.5% of the network value ($40,000.00)');
    await userEvent.click(within(bar).getByRole('button', { name: 'Accept counter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept the counter?' });
    expect(within(dialog).getByTestId('percent-of-value').textContent).toBe('101.3% of the network value ($40,000.00)');
  });
});

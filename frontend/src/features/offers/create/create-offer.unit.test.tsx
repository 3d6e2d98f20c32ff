import { act, screen, waitFor, within } from '@testing-library/react';
import { moveClock } from '../../../testing/clock';
import { userEvent } from '../../../testing/user-event';
import { jest } from '@jest/globals';
import { unknownMarket } from '@dtn/contracts/entities/market';
import type { Offer } from '@dtn/contracts/entities/offer';
import { ApiError, problemFrom } from '../../../shared/api/api-problem';
import { FakeApi } from '../../../testing/fake-api';
import { renderAppAt, renderWithApp, testUser } from '../../../testing/render';
import { dealership, fromNow, offer as offerOf, transportBid, vehicle } from '../common/test-fixtures';
import CreateOfferPage from './create-offer-page';

/** The whole app renders here (renderAppAt): lazy chunks load first, slowly on a busy machine. */
const lazyPage = { timeout: 30_000 };

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const user = testUser();
const item = vehicle();
const dallas = dealership();
const houston = dealership({ name: 'Lone Star Ford Houston', city: 'Houston' });

/** An API where the buyer's offer on `item` is whatever `current.offer` holds. */
function wizardApi(current: { offer: Offer | null }, dealerships = [dallas]) {
  return new FakeApi()
    .on('inventoryByVin', item)
    .on('myOfferForVehicle', () => current.offer)
    .on('userDealerships', dealerships)
    .on('transportDetails', ({ params }: { params?: Record<string, unknown> }) => ({
      distance: params?.destinationDealershipId === dallas.id ? 31.4 : 240,
    }));
}

const renderWizard = (api: FakeApi) =>
  renderWithApp(<CreateOfferPage />, { api, user, route: `/createoffer/${item.vin}`, path: '/createoffer/:vin' });

const currentStep = () => screen.getByRole('listitem', { current: 'step' }).textContent;

describe('create-offer wizard: the transport request step', () => {
  it('chooses the only dealership, shows the 25..100 slider at 50 and the distance, and starts the transport request', async () => {
    const current: { offer: Offer | null } = { offer: null };
    const bids = [
      transportBid({ status: 'submitted', bidAmount: 450 }),
      transportBid({ transportVendor: { name: 'Trinity Car Carriers', city: 'Fort Worth', state: 'TX', imageUrl: '' } }),
    ];
    const api = wizardApi(current).on('createOffer', () => {
      current.offer = offerOf(item, {
        status: 'bidding-transportation',
        offerAmount: null,
        total: 0,
        transportBidRequest: { expirationDateTime: fromNow(3_600_000), selectedTransportBidId: null, transportBids: bids },
      });
      return { id: current.offer.id, position: '1' };
    });
    renderWizard(api);
    expect(await screen.findByTestId('destination')).toBeTruthy();
    expect(screen.getByTestId('destination').textContent).toContain('Lone Star Toyota of Dallas');
    expect(screen.queryByRole('combobox', { name: 'Destination dealership' })).toBeNull();
    expect(currentStep()).toContain('Request transport');
    const slider = screen.getByRole<HTMLInputElement>('slider', { name: 'Search radius: 50 miles' });
    expect([slider.min, slider.max, slider.step, slider.value]).toEqual(['25', '100', '1', '50']);
    expect(await screen.findByText('Distance: 31.4 miles')).toBeTruthy();
    expect(api.callsOf('transportDetails')[0]?.params).toEqual({
      userId: user.id,
      dealershipId: item.dealershipId,
      destinationDealershipId: dallas.id,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Request transport bids' }));
    await waitFor(() => expect(currentStep()).toContain('Select transport bid'));
    expect(api.callsOf('createOffer')[0]?.body).toEqual({
      status: 'bidding-transportation',
      inventoryId: item.id,
      transportationSearchRadius: 50,
      destinationDealershipId: dallas.id,
      userId: user.id,
    });
    const cards = screen.getAllByTestId('transport-bid');
    expect(within(cards[0]!).getByRole('heading', { name: 'Red River Auto Haulers' })).toBeTruthy();
    expect(within(cards[0]!).getByText('Dallas, TX')).toBeTruthy();
    expect(within(cards[0]!).getByTestId('transport-bid-amount').textContent).toBe('$450.00');
    expect(within(cards[0]!).getByRole('timer').textContent).toMatch(/^00:59:\d\d\.\d$/);
    expect(within(cards[1]!).getByText('No bid yet')).toBeTruthy();
    expect(within(cards[1]!).queryByRole('button', { name: /Select/ })).toBeNull();
  });

  it('with several dealerships the user picks the destination: no distance and no request before that', async () => {
    const api = wizardApi({ offer: null }, [dallas, houston]);
    renderWizard(api);
    const select = await screen.findByRole('combobox', { name: 'Destination dealership' });
    expect(screen.getByRole('button', { name: 'Request transport bids' })).toHaveProperty('disabled', true);
    expect(api.callsOf('transportDetails')).toHaveLength(0);
    await userEvent.selectOptions(select, houston.id);
    expect(await screen.findByText('Distance: 240 miles')).toBeTruthy();
    fireRadius(75);
    await userEvent.click(screen.getByRole('button', { name: 'Request transport bids' }));
    await waitFor(() => expect(api.callsOf('createOffer')).toHaveLength(1));
    expect(api.callsOf('createOffer')[0]?.body).toMatchObject({ destinationDealershipId: houston.id, transportationSearchRadius: 75 });
  });

  it('a failed transport request shows the error message with offers.create.error-message, and retry sends it again', async () => {
    const current: { offer: Offer | null } = { offer: null };
    let fail = true;
    const api = wizardApi(current).on('createOffer', () => {
      if (fail)
        throw new ApiError(problemFrom(409, { type: 'urn:dtn:problem:conflict', detail: 'You already have an offer on this vehicle.' }));
      current.offer = offerOf(item, {
        status: 'bidding-transportation',
        offerAmount: null,
        transportBidRequest: { expirationDateTime: fromNow(60_000), selectedTransportBidId: null, transportBids: [] },
      });
      return { id: current.offer.id, position: '2' };
    });
    renderWizard(api);
    await screen.findByText('Distance: 31.4 miles');
    await userEvent.click(screen.getByRole('button', { name: 'Request transport bids' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You already have an offer on this vehicle.');
    expect(alert.textContent).toContain('The transport request was not created. Please try again.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(currentStep()).toContain('Select transport bid'));
    expect(api.callsOf('createOffer')).toHaveLength(2);
    expect(screen.getByText(/No transport vendor works within this radius/)).toBeTruthy();
  });
});

function fireRadius(miles: number) {
  const slider = screen.getByRole<HTMLInputElement>('slider');
  act(() => {
    // The prototype's setter, past React's own value tracker, so that React sees a change.
    Reflect.set(HTMLInputElement.prototype, 'value', String(miles), slider);
    slider.dispatchEvent(new Event('input', { bubbles: true }));
  });
  expect(screen.getByRole('slider', { name: `Search radius: ${miles} miles` })).toBeTruthy();
}

describe('create-offer wizard: transport bids and the bid', () => {
  it('selecting a quoted transport bid approves it (by its id), then fills and locks the transport amount', async () => {
    const quoted = transportBid({ status: 'submitted', bidAmount: 450.5 });
    const request = { expirationDateTime: fromNow(3_600_000), selectedTransportBidId: null as string | null, transportBids: [quoted] };
    const current: { offer: Offer | null } = {
      offer: offerOf(item, { status: 'bidding-transportation', offerAmount: null, transportBidRequest: request }),
    };
    const api = wizardApi(current)
      .on('approveTransportBid', () => {
        current.offer = offerOf(item, {
          id: current.offer!.id,
          status: 'bid',
          offerAmount: null,
          transportBidRequest: { ...request, selectedTransportBidId: quoted.id, transportBids: [{ ...quoted, status: 'won' }] },
        });
        return { id: quoted.id, position: '3' };
      })
      .on('createOffer', { id: 'x', position: '4' });
    renderAppAt(`/createoffer/${item.vin}`, { api, user });
    await userEvent.click(await screen.findByRole('button', { name: 'Select Red River Auto Haulers' }, lazyPage));
    await waitFor(() => expect(currentStep()).toContain('Submit bid'));
    expect(api.callsOf('approveTransportBid')[0]?.params).toEqual({ id: quoted.id });
    const transport = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Transport bid amount' });
    expect(transport.disabled).toBe(true);
    expect(transport.value).toBe('450.50');
    expect(screen.getByText('From the selected transport bid of Red River Auto Haulers.')).toBeTruthy();
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Vehicle bid amount' }), '21000');
    expect(screen.getByTestId('bid-total').textContent).toBe('Total $21,450.50');
    await userEvent.click(screen.getByRole('button', { name: 'Submit bid' }));
    await waitFor(() => expect(api.callsOf('createOffer')).toHaveLength(1));
    expect(api.callsOf('createOffer')[0]?.body).toMatchObject({
      status: 'submitted',
      offerAmount: 21000,
      transportOfferAmount: 450.5,
      currency: 'USD',
    });
    expect(await screen.findByRole('heading', { name: 'Bid submitted', level: 1 }, lazyPage)).toBeTruthy();
  });

  it('skip transport goes straight to the bid: submit only for an amount above 0, then the confirmation page', async () => {
    const current: { offer: Offer | null } = { offer: null };
    const api = wizardApi(current).on('createOffer', ({ body }: { body?: unknown }) => {
      const { offerAmount, transportOfferAmount } = body as { offerAmount: number; transportOfferAmount: number | null };
      current.offer = offerOf(item, { offerAmount, transportOfferAmount, total: offerAmount + (transportOfferAmount ?? 0) });
      return { id: current.offer.id, position: '5' };
    });
    renderAppAt(`/createoffer/${item.vin}`, { api, user });
    await userEvent.click(await screen.findByRole('button', { name: 'Skip transport' }, lazyPage));
    expect(currentStep()).toContain('Submit bid');
    const amount = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Vehicle bid amount' });
    expect([amount.min, amount.step]).toEqual(['0', '0.01']);
    const submit = screen.getByRole('button', { name: 'Submit bid' });
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.type(amount, '0');
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.clear(amount);
    await userEvent.type(amount, '19999.999');
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.clear(amount);
    await userEvent.type(amount, '19999.99');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Transport bid amount' }), '0');
    expect(submit).toHaveProperty('disabled', false);
    await userEvent.click(submit);
    expect(await screen.findByRole('heading', { name: 'Bid submitted', level: 1 }, lazyPage)).toBeTruthy();
    expect(api.callsOf('createOffer')[0]?.body).toEqual({
      status: 'submitted',
      inventoryId: item.id,
      offerAmount: 19999.99,
      transportOfferAmount: 0,
      userId: user.id,
      currency: 'USD',
    });
    expect(screen.getByTestId('offers.bid.amount').textContent).toBe('$19,999.99');
    expect(screen.getByTestId('offers.detail.total').textContent).toBe('$19,999.99');
    expect(screen.getByRole('link', { name: 'Done' }).getAttribute('href')).toBe(`/inventorydetail/${item.vin}`);
  });

  it('finding 2: the server’s reason for the bid amount shows on the amount field, not only that the bid failed', async () => {
    const reason = 'The bid is above the Buy Now price of $21,500.00.';
    const api = wizardApi({ offer: null }).failOn('createOffer', 400, {
      type: 'urn:dtn:problem:validation',
      detail: 'The offer is invalid.',
      errors: [{ field: 'body.offerAmount', message: reason }],
    });
    renderWizard(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Skip transport' }));
    const amount = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Vehicle bid amount' });
    await userEvent.type(amount, '25000');
    await userEvent.click(screen.getByRole('button', { name: 'Submit bid' }));
    await waitFor(() => expect(amount.classList.contains('is-invalid')).toBe(true));
    expect(amount.parentElement?.textContent).toMatch(reason);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('spinbutton', { name: 'Transport bid amount' }).classList.contains('is-invalid')).toBe(false);
  });

  it('a submitted offer opens on the bid step with its amounts and is updated (PUT)', async () => {
    const current: { offer: Offer | null } = { offer: offerOf(item, { offerAmount: 20000, transportOfferAmount: 300, total: 20300 }) };
    const api = wizardApi(current).on('updateOffer', { id: current.offer!.id, position: '6' });
    renderAppAt(`/createoffer/${item.vin}`, { api, user });
    const amount = await screen.findByRole<HTMLInputElement>('spinbutton', { name: 'Vehicle bid amount' }, lazyPage);
    expect(amount.value).toBe('20000');
    await userEvent.clear(amount);
    await userEvent.type(amount, '20500');
    await userEvent.click(screen.getByRole('button', { name: 'Update bid' }));
    await waitFor(() => expect(api.callsOf('updateOffer')).toHaveLength(1));
    expect(api.callsOf('updateOffer')[0]?.body).toEqual({
      id: current.offer!.id,
      offerAmount: 20500,
      transportOfferAmount: 300,
      status: 'submitted',
      currency: 'USD',
    });
    expect(await screen.findByRole('heading', { name: 'Bid submitted', level: 1 }, lazyPage)).toBeTruthy();
  });

  it.each(['won', 'lost', 'cancelled'] as const)('a %s offer shows the complete step', async (status) => {
    renderWizard(wizardApi({ offer: offerOf(item, { status }) }));
    await waitFor(() => expect(currentStep()).toContain('Complete'));
    expect(screen.getByRole('link', { name: 'View bid' }).getAttribute('href')).toBe(`/myofferdetails/${item.id}`);
  });

  it('refreshes the transport bids every 10 s while the wizard is open', async () => {
    jest.useFakeTimers();
    try {
      const bid = transportBid();
      const request = { expirationDateTime: fromNow(86_400_000), selectedTransportBidId: null, transportBids: [bid] };
      const current: { offer: Offer | null } = {
        offer: offerOf(item, { status: 'bidding-transportation', offerAmount: null, transportBidRequest: request }),
      };
      const { unmount, api } = renderWizard(wizardApi(current));
      await moveClock(10);
      expect(screen.getByText('No bid yet')).toBeTruthy();
      current.offer = {
        ...current.offer!,
        transportBidRequest: { ...request, transportBids: [{ ...bid, status: 'submitted', bidAmount: 380 }] },
      };
      await moveClock(9_900);
      expect(screen.getByText('No bid yet')).toBeTruthy();
      await moveClock(200);
      expect(screen.getByTestId('transport-bid-amount').textContent).toBe('$380.00');
      unmount();
      const reads = api.callsOf('myOfferForVehicle').length;
      await moveClock(30_000);
      expect(api.callsOf('myOfferForVehicle')).toHaveLength(reads);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('create-offer wizard: the bid against the network value', () => {
  const valued = vehicle({ market: { ...unknownMarket(3), value: 25_000, low: 23_000, high: 26_000, sampleSize: 9 } });
  const renderBidStep = (on: typeof item) => {
    const api = new FakeApi()
      .on('inventoryByVin', on)
      .on('myOfferForVehicle', offerOf(on, { offerAmount: 20_000, transportOfferAmount: null, total: 20_000 }))
      .on('userDealerships', [dallas]);
    renderWithApp(<CreateOfferPage />, { api, user, route: `/createoffer/${on.vin}`, path: '/createoffer/:vin' });
    return screen.findByRole<HTMLInputElement>('spinbutton', { name: 'Vehicle bid amount' });
  };

  it('shows the bid as a percentage of the value as the buyer types', async () => {
    const amount = await renderBidStep(valued);
    expect(screen.getByTestId('percent-of-value').textContent).toBe('80.0% of the network value ($25,000.00)');
    await userEvent.clear(amount);
    expect(screen.queryByTestId('percent-of-value')).toBeNull();
    await userEvent.type(amount, '26250');
    expect(screen.getByTestId('percent-of-value').textContent).toBe('105.0% of the network value ($25,000.00)');
    await userEvent.type(amount, '.999');
    expect(screen.queryByTestId('percent-of-value')).toBeNull();
  });

  it('shows no percentage for a vehicle without a value', async () => {
    const amount = await renderBidStep(vehicle());
    await userEvent.type(amount, '5');
    expect(amount.value).toBe('200005');
    expect(screen.queryByTestId('percent-of-value')).toBeNull();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jest } from '@jest/globals';
import type { Offer } from '@dtn/contracts/entities/offer';
import { FakeApi } from '../../../testing/fake-api';
import { renderAppAt, renderWithApp, testUser } from '../../../testing/render';
import { offer as offerOf, transportBid, vehicle } from '../common/test-fixtures';
import MyOfferDetailPage from './my-offer-detail-page';
import MyOffersPage from './my-offers-page';

/** The whole app renders here (renderAppAt): lazy chunks load first, slowly on a busy machine. */
const lazyPage = { timeout: 30_000 };

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const user = testUser();
const renderList = (api: FakeApi) => renderWithApp(<MyOffersPage />, { api, user, route: '/myoffers', path: '/myoffers' });
const renderDetail = (api: FakeApi, inventoryId: string) =>
  renderWithApp(<MyOfferDetailPage />, { api, user, route: `/myofferdetails/${inventoryId}`, path: '/myofferdetails/:inventoryId' });

describe('my bids (/myoffers)', () => {
  it('lists each bid with its vehicle, amount and status badge; cancel, restore and dismiss by status', async () => {
    const camry = vehicle();
    const rav4 = vehicle({ model: 'RAV4' });
    const civic = vehicle({ make: 'Honda', model: 'Civic' });
    const offers = [
      offerOf(camry, { status: 'submitted', offerAmount: 21000, transportOfferAmount: 450 }),
      offerOf(rav4, { status: 'cancelled' }),
      offerOf(civic, { status: 'won' }),
    ];
    renderList(new FakeApi().on('myOffers', offers));
    const rows = await screen.findAllByTestId('my-offer');
    expect(rows.map((row) => within(row).getByTestId('offer-status').textContent)).toEqual(['Submitted', 'Cancelled', 'Won']);
    expect(within(rows[0]!).getByRole('link', { name: '2021 Toyota Camry' }).getAttribute('href')).toBe(`/myofferdetails/${camry.id}`);
    expect(within(rows[0]!).getByTestId('my-offer-amount').textContent).toBe('$21,000.00');
    expect(within(rows[0]!).getByText('+ $450.00 transport')).toBeTruthy();
    const buttons = (row: HTMLElement) =>
      within(row)
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(buttons(rows[0]!)).toEqual(['Cancel bid 2021 Toyota Camry']);
    expect(buttons(rows[1]!)).toEqual(['Restore 2021 Toyota RAV4', 'Dismiss 2021 Toyota RAV4']);
    expect(buttons(rows[2]!)).toEqual(['Dismiss 2021 Honda Civic']);
  });

  it('cancelling asks first, stating the amount, then sends the command and the list reads its own write at once', async () => {
    const camry = vehicle();
    let current: Offer[] = [offerOf(camry, { status: 'submitted', offerAmount: 21000 })];
    const api = new FakeApi()
      .on('myOffers', () => current)
      .on('cancelOffer', ({ params }: { params?: Record<string, unknown> }) => {
        current = current.map((each) => (each.id === params?.id ? { ...each, status: 'cancelled' as const } : each));
        return { id: String(params?.id), position: '9' };
      });
    renderList(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel bid 2021 Toyota Camry' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel this bid?' });
    expect(dialog.textContent).toContain('Cancel your bid of $21,000.00 on the 2021 Toyota Camry?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsOf('cancelOffer')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel bid 2021 Toyota Camry' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel this bid?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel bid' }));
    await waitFor(() => expect(screen.getByTestId('offer-status').textContent).toBe('Cancelled'));
    expect(api.callsOf('cancelOffer')[0]?.params).toEqual({ id: current[0]!.id });
    expect(api.callsOf('cancelOffer')[0]?.headers).toEqual({ 'if-match': '"0"' });
    expect(screen.getByRole('button', { name: 'Restore 2021 Toyota Camry' })).toBeTruthy();
  });

  it('restore and dismiss call their routes; dismissing takes the bid off the list', async () => {
    const rav4 = vehicle({ model: 'RAV4' });
    const cancelled = offerOf(rav4, { status: 'cancelled' });
    let current: Offer[] = [cancelled];
    const api = new FakeApi()
      .on('myOffers', () => current)
      .on('restoreOffer', { id: cancelled.id, position: '10' })
      .on('dismissOfferAsBuyer', () => {
        current = [];
        return { id: cancelled.id, position: '11' };
      });
    renderList(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Restore 2021 Toyota RAV4' }));
    await waitFor(() => expect(api.callsOf('restoreOffer')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss 2021 Toyota RAV4' }));
    expect(await screen.findByText('You have not placed any bids yet.')).toBeTruthy();
    expect(api.callsOf('dismissOfferAsBuyer')[0]?.params).toEqual({ id: cancelled.id });
  });

  it('a failed load shows my-offers.error with retry; none shows my-offers.no-bids', async () => {
    const failing = renderList(new FakeApi().failOn('myOffers', 500));
    expect(await screen.findByText('Your bids could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    failing.unmount();
    renderList(new FakeApi().on('myOffers', []));
    expect(await screen.findByText('You have not placed any bids yet.')).toBeTruthy();
  });

  it("a seller without ViewOffer sees 'unauthorized' and nothing is requested", async () => {
    const api = new FakeApi();
    renderAppAt('/myoffers', { api, user: testUser({ buyAuthority: false }) });
    expect(await screen.findByText('unauthorized', {}, lazyPage)).toBeTruthy();
    expect(api.callsOf('myOffers')).toHaveLength(0);
  });
});

describe('my bid (/myofferdetails/{inventoryId})', () => {
  it('while bidding-transportation: chat sending is disabled, and the wizard link reviews the transport bids', async () => {
    const camry = vehicle();
    const pending = offerOf(camry, { status: 'bidding-transportation', offerAmount: null });
    renderDetail(new FakeApi().on('myOfferForVehicle', pending), camry.id);
    const chat = await screen.findByTestId('conversation');
    expect(within(chat).getByRole('textbox', { name: 'Message' })).toHaveProperty('disabled', true);
    expect(within(chat).getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    expect(within(chat).getByText('You can write to the seller once transport bidding is over.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Review transport bids' }).getAttribute('href')).toBe(`/createoffer/${camry.vin}`);
  });

  it('a submitted bid: the buyer writes to the seller, and the conversation reads back', async () => {
    const camry = vehicle();
    let current = offerOf(camry, { status: 'submitted' });
    const api = new FakeApi()
      .on('myOfferForVehicle', () => current)
      .on('addConversationMessage', ({ body }: { body?: unknown }) => {
        const { message } = body as { message: string };
        current = {
          ...current,
          conversation: {
            users: [{ id: user.id, firstName: 'Pat', lastName: 'Principal', title: 'Dealer Principal', imageUrl: '' }],
            messages: [{ fromUserId: user.id, message, date: '2025-06-01T12:00:00.000Z' }],
          },
        };
        return { id: 'm1', position: '12' };
      });
    renderDetail(api, camry.id);
    const box = await screen.findByRole('textbox', { name: 'Message' });
    expect(box).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    await userEvent.type(box, '  Can you hold it until Friday?  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Can you hold it until Friday?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change bid' }).getAttribute('href')).toBe(`/createoffer/${camry.vin}`);
    expect(api.callsOf('addConversationMessage')[0]).toMatchObject({
      params: { id: current.id },
      body: { message: 'Can you hold it until Friday?', fromUserId: user.id },
    });
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
    expect(screen.getByTestId('avatar-initials').textContent).toBe('PP');
  });

  it('after a win: the seller’s contact details and the winning transport vendor', async () => {
    const camry = vehicle();
    const carrier = transportBid({ status: 'won', bidAmount: 450 });
    const won = offerOf(camry, {
      status: 'won',
      offerAmount: 21000,
      transportOfferAmount: 450,
      total: 21450,
      transportBidRequest: { expirationDateTime: '2025-06-02T12:00:00.000Z', selectedTransportBidId: carrier.id, transportBids: [carrier] },
      counterpartyContactDetails: {
        firstName: 'Dana',
        lastName: 'Seller',
        title: 'Dealer Principal',
        email: 'principal@pacific.example',
        phoneNumber: '555-0110',
      },
      winningTransportVendor: {
        name: 'Red River Auto Haulers',
        contact: 'Dana Whitfield',
        email: 'dispatch@red-river.example',
        phoneNumber: '555-0200',
      },
    });
    renderDetail(new FakeApi().on('myOfferForVehicle', won), camry.id);
    const contact = await screen.findByTestId('counterparty-contact');
    expect(within(contact).getByText('Seller contact')).toBeTruthy();
    expect(within(contact).getByText('Dana Seller')).toBeTruthy();
    expect(within(contact).getByText('principal@pacific.example')).toBeTruthy();
    expect(within(contact).getByText('555-0110')).toBeTruthy();
    const vendor = screen.getByTestId('winning-transport-vendor');
    expect(within(vendor).getByText('Red River Auto Haulers')).toBeTruthy();
    expect(within(vendor).getByText('Dana Whitfield')).toBeTruthy();
    expect(screen.getByTestId('offer-amounts').textContent).toContain('$450.00 by Red River Auto Haulers');
    expect(screen.getByTestId('offer-status').textContent).toBe('Won');
  });

  it('no offer on that vehicle (204): says so', async () => {
    renderDetail(new FakeApi().on('myOfferForVehicle', null), vehicle().id);
    expect(await screen.findByText('This bid could not be found.')).toBeTruthy();
  });

  it('refreshes every 10 s while open, and stops when left', async () => {
    jest.useFakeTimers();
    try {
      const camry = vehicle();
      let current = offerOf(camry, { status: 'submitted' });
      const api = new FakeApi().on('myOfferForVehicle', () => current);
      const { unmount } = renderDetail(api, camry.id);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10);
      });
      expect(screen.getByTestId('offer-status').textContent).toBe('Submitted');
      current = { ...current, status: 'lost' };
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10_000);
      });
      expect(screen.getByTestId('offer-status').textContent).toBe('Lost');
      unmount();
      const reads = api.callsOf('myOfferForVehicle').length;
      await act(async () => {
        await jest.advanceTimersByTimeAsync(30_000);
      });
      expect(api.callsOf('myOfferForVehicle')).toHaveLength(reads);
    } finally {
      jest.useRealTimers();
    }
  });
});
